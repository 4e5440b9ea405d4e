"""The causes of blind round v34, fixed in general, each said in other words than the probes and the blind cases
that found them, in both languages: a relation's time of life before what they did (我爷爷年轻时…, 小时候) is no
name, so the clauses after it stay theirs; an hourly rate said 一个钟 / 一个小时 after the figure; a weight in
Chinese numerals said alone (我现在一百四十斤) or off the scale (上秤一百三十六了), the scale's reading the newest; a
title said in zh mixed with English (title 是 …); 转了去 / 换到…上班 as a new employer; an English plan word in
Chinese (的 plan，每个月…) as a price, renewed by a monthly figure with 扣 said with 现在, though its words read as
a routine; a date taken back within a longer date (8月18号中午 → 8月26号); a relation's name said right with the
wrong one after (叫X，不是Y) and 措 for 错; a date then a must after 暑假前 / 年底前; "I spend way too much on X" as a
liking, with "I love it" after it; "my names are"; a person from a place ("an Ipoh girl") is no name; "Mam's …"
as one's mother; a child by rank alone later ("our youngest", the youngest one stored) and English ranked
children as that son or daughter, told apart by the rank; "the X trip is cancelled" ends the plan for X; a daily
count of steps renewed; "a 30-minute Peloton ride" and 骑…的 Peloton as one tool across languages; "I manage a
garden centre" as a job."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, confirmed_twice, in_history, no_active, unit, units

CASES_V34FIX: list[Case] = [
    case(
        "v34fix-zh-grandpa-young-then-clauses",
        "zh",
        "我爷爷年轻时在铁路局开火车，是司机长，现在九十了，每天早上都去公园打太极",
        unit("司机长", entity="grandfather"),
        unit("太极", entity="grandfather"),
    ),
    case(
        "v34fix-zh-hourly-rate-after-figure",
        "zh",
        [(60, "我周末在奶茶店兼职，时薪18块"), (2, "老板说下个月起涨到22一个小时")],
        unit("22"),
        no_active("18块"),
    ),
    case(
        "v34fix-zh-weight-chinese-numerals",
        "zh",
        [(50, "我现在一百四十斤"), (1, "坚持跑步一个月，今天上秤一百三十六了")],
        unit("一百三十六"),
        no_active("一百四十"),
    ),
    case(
        "v34fix-zh-mixed-title",
        "zh",
        [(200, "我在字节做前端，title 是 senior engineer"), (2, "晋升答辩过了，现在 title 是 tech lead")],
        unit("tech lead"),
        no_active("senior engineer"),
    ),
    case(
        "v34fix-zh-switched-employer-shangban",
        "zh",
        [(180, "我在顺丰做仓管"), (3, "我换到京东物流上班了，还是做仓管")],
        unit("京东物流"),
        no_active("顺丰"),
    ),
    case(
        "v34fix-zh-english-plan-word-price",
        "zh",
        [(60, "我的 Spotify 是 family plan，每个月15块"), (2, "刚把 Spotify 换成学生版，现在每月扣9")],
        unit("9"),
        no_active("15块"),
    ),
    case(
        "v34fix-zh-date-taken-back-whole",
        "zh",
        "我侄女的满月酒定在3月12号晚上，哦不对，是3月21号",
        unit("3月21"),
        no_active("3月12"),
    ),
    case(
        "v34fix-zh-name-right-then-wrong",
        "zh",
        [(4, "我师傅陈国栋下周退休"), (1, "前面写措了，我师傅叫陈国东，不是陈国栋")],
        unit("陈国东", "退休"),
        no_active("陈国栋"),
    ),
    case(
        "v34fix-zh-goal-year-end-before",
        "zh",
        "我跟自己立了个约定，年底前一定要把驾照考下来",
        unit("驾照", type="task"),
    ),
    case(
        "v34fix-en-spend-too-much-love-it",
        "en",
        "hey im Mara, 27, i work the counter at a vape shop in fresno and i spend way too much on houseplants, i love it",
        unit("Mara", fact=("name", "Mara")),
        unit("houseplants", type="preference"),
        no_active("Mara", "houseplants"),
    ),
    case(
        "v34fix-en-my-names-are",
        "en",
        "Good evening, my names are Otieno Odhiambo and I work with Safaricom in Kisumu as a network engineer",
        unit("Otieno", fact=("name", "Otieno Odhiambo")),
        unit("network engineer", "Safaricom"),
    ),
    case(
        "v34fix-en-place-person-no-name",
        "en",
        "My manager is a Penang guy, he's moving to the Singapore office next month",
        unit("Singapore", entity="boss"),
    ),
    case(
        "v34fix-en-mam-retired",
        "en",
        "Mam's just retired from the post office in Swansea after twenty years",
        unit("post office", entity="mother"),
    ),
    case(
        "v34fix-en-our-eldest-by-rank",
        "en",
        [(300, "My eldest son is in Year 8 at Bishop Vesey's"), (2, "our eldest is in Year 9 now, scary")],
        unit("Year 9", entity="son"),
        no_active("Year 8"),
    ),
    case(
        "v34fix-en-ranked-sons-apart",
        "en",
        "My older son is 14 and my younger son is 10",
        unit("14", entity="son"),
        unit("10", entity="son"),
    ),
    case(
        "v34fix-en-trip-called-off",
        "en",
        [
            (30, "We're going on a trip to Krabi at Easter"),
            (2, "We've called off the trip to Krabi, too expensive this year"),
        ],
        units(1, "Krabi"),
    ),
    case(
        "v34fix-en-steps-a-day",
        "en",
        [(40, "I walk about 6,000 steps a day"), (1, "since the new job I'm doing like 9,500 steps a day")],
        unit("9,500"),
        no_active("6,000"),
    ),
    case(
        "v34fix-en-zh-class-tool-confirmed",
        "en",
        [(9, "I take a 45-minute Zwift class every evening"), (1, "我每天晚上都会骑45分钟的 Zwift")],
        confirmed_twice("Zwift"),
    ),
    case(
        "v34fix-en-manage-a-place",
        "en",
        "I manage a bakery on the high street in Harrogate",
        unit("bakery", type="fact"),
    ),
    case(
        "v34fix-zh-price-history",
        "zh",
        [(90, "我的百度网盘是超级会员，每个月30块"), (2, "会员降级了，现在每月扣15")],
        in_history("30", now="15"),
    ),
    # the review of stop 38's patterns: sentences they must not misread
    case(
        "v34fix-review-zh-wenzhou-is-hometown",
        "zh",
        "我是温州人，在杭州做外贸",
        unit("温州", fact=("hometown", "温州")),
    ),
    case(
        "v34fix-review-en-trip-cancelled-no-place",
        "en",
        [(5, "I live in Leeds and work as a paramedic"), (1, "The trip is cancelled, so annoying")],
        unit("Leeds"),
        unit("paramedic"),
    ),
    case(
        "v34fix-review-en-wife-actually-italian",
        "en",
        [(6, "My wife Anna is a teacher"), (1, "My wife is actually Italian, from Bari")],
        unit("Anna", "teacher"),
        no_active("Italian", "teacher"),
    ),
    case(
        "v34fix-review-en-rent-spent-no-liking",
        "en",
        "I spend way too much on rent, it's brutal in Dublin",
        no_active("likes"),
    ),
    case(
        "v34fix-review-en-unranked-and-ranked-sons",
        "en",
        [(40, "My son is in Year 7"), (2, "Our younger son started Year 3 this week")],
        unit("Year 7"),
        unit("Year 3"),
    ),
    case(
        "v34fix-review-en-month-name-untouched",
        "en",
        [
            (8, "My colleague May is moving to Perth"),
            (5, "My exam is on 14 May"),
            (1, "sorry, I got her name wrong — it's Mae, not May"),
        ],
        unit("Mae", "Perth"),
        unit("14 May"),
    ),
]
