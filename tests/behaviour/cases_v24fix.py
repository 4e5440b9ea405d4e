"""After blind round v24 (tests/behaviour/cases_v24.py): the causes fixed in general, said here in
other words, in both languages. 入坑了 as a liking; a pay raise said before the pay (涨了工资，现在每月…); a
new lease as a word of change; a pet named by its kind (我家柯基叫…) holds its own weight; a monthly fee
(月费) as a price, and 每个月 with money after it as no routine; an address needs a number or an estate
(a district after 路 is a place); 把…戒了; a value put right as "…上写的是…" in the same breath; "…是…才对"
days later; a tool one writes things down in, in both languages. In English: a bare name and age
after a lead with a colon; "elevated to"; "resumed at"; a Scottish school year; "can't believe my …";
"staying in … since"; ", just never …" after a liking; a thing booked for a day; "that's my target";
"I drive a <model>"."""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    Case,
    case,
    confirmed_twice,
    in_history,
    no_active,
    unit,
    units,
)

CASES_V24FIX: list[Case] = [
    case(
        "v24fix-zh-liking-ru-keng",
        "zh",
        "我叫周晓雯，在携程做客服，去年入坑了飞盘",
        unit("周晓雯", type="fact", fact=("name", "周晓雯")),
        unit("飞盘", type="preference"),
        no_active("周晓雯", "飞盘"),
    ),
    case(
        "v24fix-zh-pay-raised-before-figure",
        "zh",
        [(120, "我在物流公司做仓管，工资每月五千八"), (3, "公司上个月涨了工资，现在每月六千五")],
        unit("六千五"),
        no_active("五千八"),
        in_history("五千八", now="六千五"),
    ),
    case(
        "v24fix-zh-new-lease-rent",
        "zh",
        [(200, "我在合肥租了个两室，每月2100"), (2, "续签了新合同，一个月2250")],
        unit("2250"),
        no_active("2100"),
        in_history("2100", now="2250"),
    ),
    case(
        "v24fix-zh-pet-weight-is-the-pets",
        "zh",
        "我家柯基叫豆豆，现在11公斤",
        unit("11公斤", entity="豆豆"),
    ),
    case(
        "v24fix-zh-monthly-fee-renewed",
        "zh",
        [(150, "我家宽带月费99元"), (2, "续约以后现在每个月129元")],
        unit("129"),
        no_active("99元"),
    ),
    case(
        "v24fix-zh-district-after-lu-is-a-place",
        "zh",
        [(300, "我家在青岛市南区"), (3, "上个月全家搬到了烟台")],
        unit("烟台"),
        no_active("市南区"),
        in_history("市南区", now="烟台"),
    ),
    case(
        "v24fix-zh-ba-habit-quit",
        "zh",
        [(80, "我每天下午都要喝一杯奶茶"), (2, "我把奶茶戒了，已经两周没喝")],
        units(1, "奶茶"),
        unit("戒", "奶茶"),
    ),
    case(
        "v24fix-zh-written-on-ticket-same-breath",
        "zh",
        "我明天的登机口是B12，不对，登机牌上印的是B21",
        unit("B21"),
        no_active("B12"),
    ),
    case(
        "v24fix-zh-right-one-later",
        "zh",
        [(10, "我妈的复诊约在4月9号"), (1, "看了下预约单，我妈复诊是4月11号才对")],
        unit("4月11", entity="mother"),
        no_active("4月9"),
    ),
    case(
        "v24fix-zh-tool-written-down-then-english",
        "zh",
        [(9, "我的待办事项都记在Todoist里"), (1, "fyi i note my to-dos down in Todoist")],
        confirmed_twice("Todoist"),
    ),
    case(
        "v24fix-en-colon-lead-name-age",
        "en",
        "ok about me: Priya, 29, i teach chemistry in leicester and i love bouldering",
        unit("Priya", type="fact", fact=("name", "Priya")),
        unit("29", fact=("age", "29")),
        unit("bouldering", type="preference"),
    ),
    case(
        "v24fix-en-elevated-to",
        "en",
        [
            (300, "I am working as Senior Analyst at a bank in Mumbai"),
            (2, "Got elevated to Assistant Manager this April"),
        ],
        unit("Assistant Manager"),
        no_active("Senior Analyst"),
        in_history("Senior Analyst", now="Assistant Manager"),
    ),
    case(
        "v24fix-en-resumed-at",
        "en",
        [(200, "I work with Access Bank as a teller"), (2, "I resumed at Zenith Bank on Monday, same teller work")],
        unit("Zenith Bank"),
        no_active("Access Bank"),
        in_history("Access Bank", now="Zenith Bank"),
    ),
    case(
        "v24fix-en-scottish-school-year",
        "en",
        [(300, "My son's in S1 at Bearsden Academy"), (2, "Can't believe my son's in S2 already")],
        unit("S2", entity="son"),
        no_active("S1"),
        in_history("S1", now="S2"),
    ),
    case(
        "v24fix-en-staying-in-since",
        "en",
        [
            (250, "I stay in Tampines with my in-laws"),
            (3, "we are staying in Punggol since September, our own flat at last"),
        ],
        unit("Punggol"),
        no_active("Tampines"),
        in_history("Tampines", now="Punggol"),
    ),
    case(
        "v24fix-en-just-never-after-liking",
        "en",
        "i like pho and banh mi for lunch ideas, just never suggest anything with coriander, i really cant",
        unit("pho", type="preference"),
        unit("coriander", type="prohibition"),
    ),
    case(
        "v24fix-en-booked-for-a-day",
        "en",
        "The boiler service is booked for the 22nd, the engineer comes in the morning",
        unit("22nd"),
    ),
    case(
        "v24fix-en-thats-my-target",
        "en",
        "Finish my ACCA exams by June, that's my target this year",
        unit("ACCA", type="task"),
    ),
    # (and the stop's two earlier causes: a named bill or loan renewed by a bare figure, "My … membership")
    case(
        "v24fix-zh-mortgage-bare-figure",
        "zh",
        [(200, "我每个月要还房贷6800"), (3, "利率降了，现在每月只要还6150")],
        unit("6150"),
        no_active("6800"),
    ),
    case(
        "v24fix-zh-water-bill-named",
        "zh",
        [(90, "我家每个月水费差不多60"), (2, "换了节水马桶，现在每月水费才45")],
        unit("45"),
        no_active("60"),
    ),
    case(
        "v24fix-en-membership-capital-my",
        "en",
        [(100, "My climbing gym membership is $89 a month"), (2, "they bumped it up to $99, not thrilled")],
        unit("99"),
        no_active("$89"),
    ),
    case(
        "v24fix-en-drive-a-model-then-chinese",
        "en",
        [(10, "I drive a Ranger, mostly for work"), (1, "我开的是一辆Ranger")],
        confirmed_twice("Ranger"),
    ),
]
