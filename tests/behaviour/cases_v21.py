"""v21 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a mould designer at 宁波海天 whose home
is 就在北仑 and who likes 打台球, the age said as 今年28 without 岁; an area consultant at 統一超商 in 高雄鳳山
who is 最熱衷衝浪, in Taiwan's traditional characters after 嗨; a Cathay flight attendant 住喺東涌 who goes
扒艇 in 西貢, in Cantonese-flavoured written Chinese with the age as 廿六; "Coco" doing merchandising at
Shein, "base中山", who has fallen for padel; a lower-case Montana dog groomer "obssessed w/ rock
tumbling"; a Canadian lineman for Hydro-Québec "out of Sherbrooke", a big fan of cross-country skiing),
other people's facts kept as theirs (a cousin 表哥阿炜's 五金厂 in 东莞, a Filipino "kuya Paolo" who is a
seaman for Maersk, a son 高一 → 高二, an Indian daughter 7th → 8th standard, a brother's driving test
date corrected, a wife's birthday corrected), values changed days later, with and without the
attribute's word (底薪五千五 → 底薪调到六千八, an 装修贷 4170 → "现在每月只要还2380", a Taiwanese
社區管理費 2,400 → 2,750 with a comma, 城际 一小时二十分 → 步行五分钟, 理货员 → 提成课长, a Nigerian monthly
pay ₦380,000 → "I now collect ₦455,000", a British council tax £168 → £179, an Australian diesel
mechanic Komatsu → "started with BHP", 104.6 kg → "99.8 this morning, finally under the ton"), a move
that happened (把家搬到常熟了) and moves only wished or conditional (等我退休了，特别想去腾冲…养老; a
formal "Should my application … be approved, I intend to relocate"), habits ended (电子烟我彻底戒掉了;
"I've jacked in the betting on the horses"), negations that must keep their "not" (不会说闽南话, "I
don't own a car"), preferences beside prohibitions (安静的古镇 / 商业化太重的景区就别给我推荐了; 浴缸 /
膠囊旅館拜託不要幫我訂 in Taiwan's characters; Indian "prefer hill stations" / "kindly never suggest me
beach resorts"), a correction in the same breath (11月6号，哦不对，是11月9号) and days later about
someone else (弟弟's 驾照考试 8月3号 → 8月21号; "correction — my wife's birthday is actually July 24"),
decisions (定了：今年春节不回老家了; Filipino "Final na po: … TESDA welding course this June"), goals on
a date (中秋之前…断舍离完; "pay off my OSAP loan by December 31"), one statement told once in each
language (budgeting in YNAB, Orangetheory three times a week) and small talk and a question that store
nothing (Cantonese 咁聽日再傾, paint for a bedroom).
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    nothing,
    unit,
    units,
)

CASES_V21 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 我是, the age as 今年28 without 岁, the home as 家就在, a liking after 下了班喜欢;
    # the name and the liking are separate memories
    case(
        "v21-zh-intro-haitian-beilun-billiards",
        "zh",
        "我是龚文博，今年28，在宁波海天做模具设计，家就在北仑，下了班喜欢去打台球",
        unit("龚文博", type="fact", fact=("name", "龚文博")),
        unit("28", fact=("age", "28")),
        unit("海天", type="fact"),
        unit("模具设计"),
        unit("北仑"),
        unit("台球", type="preference"),
        no_active("龚文博", "台球"),
    ),
    # several facts in Taiwan's traditional characters with the job as 擔任, the home as 家住 and a liking
    # said as 最熱衷
    case(
        "v21-zh-tw-intro-7eleven-fengshan-surfing",
        "zh",
        "嗨，我叫許家瑋，今年36歲，目前在統一超商擔任區顧問，家住高雄鳳山，平常最熱衷衝浪，天氣好的週末一定跑墾丁",
        unit("許家瑋", type="fact", fact=("name", "許家瑋")),
        unit("36", fact=("age", "36")),
        unit("統一超商", type="fact"),
        unit("區顧問"),
        unit("鳳山"),
        unit("衝浪", type="preference"),
    ),
    # several facts in Cantonese-flavoured written Chinese (喺, 住喺, 唔使, 好鍾意) with the age in Chinese
    # numerals (廿六) and a liking said after its activity
    case(
        "v21-zh-yue-intro-cathay-tung-chung-kayak",
        "zh",
        "我叫陳嘉俊，廿六歲，喺國泰做空中服務員，住喺東涌，唔使飛嘅日子就去西貢扒艇，好鍾意",
        unit("陳嘉俊", type="fact", fact=("name", "陳嘉俊")),
        unit("廿六"),
        unit("國泰", type="fact"),
        unit("空中服務員"),
        unit("東涌"),
        unit("扒艇", type="preference"),
    ),
    # several facts typed half in English (做merchandising, base中山, padel), the liking as 疯狂爱上了
    case(
        "v21-zh-mixed-intro-shein-zhongshan-padel",
        "zh",
        "hello～我是Coco，29，在Shein做merchandising，base中山，最近疯狂爱上了padel🎾",
        unit("Coco", type="fact", fact=("name", "Coco")),
        unit("29", fact=("age", "29")),
        unit("Shein", type="fact"),
        unit("merchandising"),
        unit("中山"),
        unit("padel", type="preference"),
        no_active("Coco", "padel"),
    ),
    # a named cousin's factory is his (我表哥阿炜), not the user's
    case(
        "v21-zh-cousin-awei-hardware-factory-dongguan",
        "zh",
        "我表哥阿炜在东莞开了个五金厂，这两年订单少了不少",
        # (a named relation is the entity by his name: the suite's convention)
        unit("五金厂", entity="阿炜"),
    ),
    # a base salary (底薪) raised, the new one said with the same word
    case(
        "v21-zh-pay-base-salary-raised",
        "zh",
        [
            (140, "我底薪五千五，另外还有提成"),
            (2, "从这个月开始底薪调到六千八了"),
        ],
        unit("六千八"),
        no_active("五千五"),
        in_history("五千五", now="六千八"),
    ),
    # a renovation loan's monthly payment lowered after paying some off, the new one said without 装修贷
    case(
        "v21-zh-renovation-loan-lowered-no-word",
        "zh",
        [
            (210, "我每个月要还装修贷4170"),
            (3, "年终奖拿去提前还了一笔，现在每月只要还2380"),
        ],
        unit("2380"),
        no_active("4170"),
        in_history("4170", now="2380"),
    ),
    # a building management fee in Taiwan's characters with a comma in the figure, raised (調漲…變成)
    case(
        "v21-zh-tw-management-fee-comma-raised",
        "zh",
        [
            (260, "我們社區管理費一個月2,400"),
            (2, "管委會開會決議調漲，這個月起變成2,750"),
        ],
        unit("2,750"),
        no_active("2,400"),
        in_history("2,400", now="2,750"),
    ),
    # an intercity-train commute (单程一小时二十分) cut to a walk after a transfer, said without 单程
    case(
        "v21-zh-commute-intercity-to-walk",
        "zh",
        [
            (75, "我每天坐城际去上班，单程一小时二十分"),
            (2, "公司在我们家附近开了分部，我申请调过去了，现在步行五分钟"),
        ],
        unit("五分钟"),
        no_active("一小时二十分"),
        in_history("一小时二十分", now="五分钟"),
    ),
    # a son's school year moved up (开学升高二了): it stays his
    case(
        "v21-zh-son-senior-one-to-two",
        "zh",
        [
            (320, "我儿子在读高一，住校"),
            (2, "儿子开学升高二了，学业一下子紧张起来"),
        ],
        unit("高二", entity="son"),
        no_active("高一"),
        in_history("高一", now="高二"),
    ),
    # a job title changed by promotion (被提成课长了), the employer not named again
    case(
        "v21-zh-title-stock-clerk-to-section-chief",
        "zh",
        [
            (190, "我在永辉超市做理货员"),
            (2, "年后被提成课长了，手底下管六个人"),
        ],
        unit("课长"),
        no_active("理货员"),
        in_history("理货员", now="课长"),
    ),
    # a move that happened, said as moving the household (把家搬到…了，孩子也跟着转学过去了)
    case(
        "v21-zh-move-done-kunshan-to-changshu",
        "zh",
        [
            (240, "我现在住在昆山"),
            (3, "上个月把家搬到常熟了，孩子也跟着转学过去了"),
        ],
        unit("常熟"),
        no_active("昆山"),
        in_history("昆山", now="常熟"),
    ),
    # a move only wished for after retiring (等我退休了，特别想去…养老) moves nobody yet, and contradicts nothing
    case(
        "v21-zh-move-wish-zhuzhou-to-tengchong",
        "zh",
        [
            (90, "我住在株洲"),
            (1, "等我退休了，特别想去腾冲买个小院子养老"),
        ],
        unit("株洲"),
        unit("腾冲"),
        no_pending(),
    ),
    # a daily habit ended with 彻底戒掉了: one memory about it, and it says it ended
    case(
        "v21-zh-e-cigarette-quit",
        "zh",
        [
            (110, "我每天都要抽电子烟，一颗烟弹两天就没了"),
            (2, "电子烟我彻底戒掉了，到今天整整一个月"),
        ],
        units(1, "电子烟"),
        unit("戒", "电子烟"),
    ),
    # a negation that keeps its 不会 (不会说闽南话) beside where one's family is from
    case(
        "v21-zh-negation-cannot-speak-hokkien",
        "zh",
        "我老家在漳州，但我不会说闽南话，只听得懂一点点",
        unit("不会说闽南话"),
    ),
    # a travel preference (更喜欢…古镇) beside what not to recommend (…的景区就别给我推荐了)
    case(
        "v21-zh-quiet-old-towns-no-commercial-sights",
        "zh",
        "出去玩我更喜欢那种安静的古镇，商业化太重的景区就别给我推荐了",
        unit("古镇", type="preference"),
        unit("商业化", type="prohibition"),
    ),
    # a hotel preference and a prohibition in Taiwan's characters (喜歡有浴缸的 / 拜託不要幫我訂)
    case(
        "v21-zh-tw-bathtub-no-capsule-hotel",
        "zh",
        "訂飯店的話我喜歡有浴缸的房型，膠囊旅館拜託不要幫我訂，我會幽閉恐懼",
        unit("浴缸", type="preference"),
        unit("膠囊旅館", type="prohibition"),
    ),
    # a birthday taken back in the same breath (哦不对，是…)
    case(
        "v21-zh-correction-birthday-same-breath",
        "zh",
        "我生日是11月6号，哦不对，是11月9号",
        unit("11月9"),
        no_active("11月6"),
    ),
    # a brother's driving-test date put right days later (更正一下…上次说错了): it stays his
    case(
        "v21-zh-correction-brother-driving-test-later",
        "zh",
        [
            (6, "我弟的驾照考试约在8月3号"),
            (1, "更正一下，我弟驾照考试约的是8月21号，上次说错了"),
        ],
        unit("8月21", entity="brother"),
        no_active("8月3号"),
    ),
    # a decision on a holiday (定了：今年春节…)
    case(
        "v21-zh-decision-spring-festival-stay",
        "zh",
        "定了：今年春节不回老家了，把爸妈接过来一起过年",
        unit("春节", type="decision"),
    ),
    # a goal on a date, called a small target (给自己定个小目标：中秋之前…)
    case(
        "v21-zh-goal-declutter-before-mid-autumn",
        "zh",
        "给自己定个小目标：中秋之前把家里的旧物全部断舍离完",
        # (a goal is the vocabulary's "task" type)
        unit("断舍离", type="task"),
    ),
    # a budgeting app told in Chinese, then in English: one memory, confirmed
    case(
        "v21-zh-ynab-then-english",
        "zh",
        [
            (12, "我记账用的是YNAB，已经坚持两年了"),
            (1, "fyi I do my budgeting in YNAB"),
        ],
        confirmed_twice("YNAB"),
    ),
    # saying goodnight in Cantonese-flavoured written Chinese stores nothing
    case(
        "v21-zh-yue-smalltalk-talk-tomorrow",
        "zh",
        "好呀，咁聽日再傾，早啲瞓啦😴",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case with typos and abbreviations ("abt", "names", "obssessed w/"): a
    # name, an age, a job, a town, a liking; the name and the liking are separate memories
    case(
        "v21-en-us-lowercase-intro-groomer-missoula",
        "en",
        "lol ok abt me - names Kayla, im 24, i work at a dog grooming place in missoula as a groomer "
        "and im obssessed w/ rock tumbling",
        unit("Kayla", type="fact", fact=("name", "Kayla")),
        unit("24", fact=("age", "24")),
        unit("groomer", type="fact"),
        unit("missoula"),
        unit("rock tumbling", type="preference"),
        no_active("Kayla", "rock tumbling"),
    ),
    # several facts in Canadian English ("out of" for where one is based, "eh"): a name, an age, a job,
    # an employer with an accent, a town, a liking said as "a big fan of"
    case(
        "v21-en-ca-intro-hydro-quebec-sherbrooke",
        "en",
        "Hey there, I'm Mathieu, 38, lineman for Hydro-Québec out of Sherbrooke, and I'm a big fan of "
        "cross-country skiing, eh",
        unit("Mathieu", type="fact", fact=("name", "Mathieu")),
        unit("38", fact=("age", "38")),
        unit("lineman", type="fact"),
        unit("Hydro-Québec"),
        unit("Sherbrooke"),
        unit("cross-country skiing", type="preference"),
    ),
    # a named older brother's job is his, in Filipino English ("My kuya …", "po")
    case(
        "v21-en-ph-kuya-paolo-seaman-maersk",
        "en",
        "My kuya Paolo works as a seaman for Maersk po, his contract ends this June",
        # (a named brother is the entity by his name: the suite's convention)
        unit("seaman", entity="Paolo"),
    ),
    # a Nigerian monthly pay raised after a review ("I now collect …"), the new one said without "pay"
    case(
        "v21-en-ng-pay-reviewed-now-collect",
        "en",
        [
            (160, "My monthly pay at the bank is ₦380,000"),
            (2, "Management reviewed salaries, I now collect ₦455,000"),
        ],
        unit("455,000"),
        no_active("380,000"),
        in_history("380,000", now="455,000"),
    ),
    # a British council-tax bill raised in April ("daylight robbery")
    case(
        "v21-en-uk-council-tax-raised",
        "en",
        [
            (330, "Our council tax is £168 a month on the Band C flat"),
            (2, "It went up to £179 this April, daylight robbery"),
        ],
        unit("179"),
        no_active("168"),
        in_history("168", now="179"),
    ),
    # an Australian employer changed ("started with … on Monday, same work"), the old one not named again
    case(
        "v21-en-au-employer-komatsu-to-bhp",
        "en",
        [
            (180, "I'm a diesel mechanic at Komatsu up in Mackay"),
            (2, "finally started with BHP on Monday, same work, way better roster"),
        ],
        unit("BHP"),
        no_active("Komatsu"),
        in_history("Komatsu", now="BHP"),
    ),
    # an Indian daughter's school year in "standard" moved up ("has entered … now"): it stays hers
    case(
        "v21-en-in-daughter-seventh-to-eighth-standard",
        "en",
        [
            (300, "My daughter is studying in 7th standard in Kendriya Vidyalaya"),
            (2, "Daughter has entered 8th standard now, new books and all"),
        ],
        unit("8th standard", entity="daughter"),
        no_active("7th standard"),
        in_history("7th standard", now="8th standard"),
    ),
    # a formal move on a condition ("Should my application … be approved, I intend to relocate") moves
    # nobody yet, and contradicts nothing
    case(
        "v21-en-formal-move-if-approved-vienna",
        "en",
        [
            (50, "I currently reside in Hartford, Connecticut."),
            (
                1,
                "Should my application to the firm's Vienna office be approved, I intend to relocate there next spring.",
            ),
        ],
        unit("Hartford"),
        unit("Vienna"),
        no_pending(),
    ),
    # an Australian weight in kg, the new one said without the word weight or the unit ("under the ton")
    case(
        "v21-en-au-weight-under-the-ton",
        "en",
        [
            (85, "weighing in at 104.6 kg, not great mate"),
            (2, "scales said 99.8 this morning, finally under the ton!"),
        ],
        unit("99.8"),
        no_active("104.6"),
        in_history("104.6", now="99.8"),
    ),
    # a weekly betting habit ended in British English ("I've jacked in …"): one memory about it
    case(
        "v21-en-uk-horses-jacked-in",
        "en",
        [
            (70, "I put a tenner on the horses every Saturday"),
            (2, "I've jacked in the betting on the horses, deleted all the apps"),
        ],
        units(1, "horses"),
        unit("jacked in", "horses"),
    ),
    # a Canadian negation that keeps its "not" inside "don't" ("I don't own a car")
    case(
        "v21-en-ca-negation-dont-own-car",
        "en",
        "I don't own a car, I just bike or take the TTC everywhere",
        unit("don't", "car"),
    ),
    # an Indian-English travel preference beside a prohibition ("kindly never suggest me …")
    case(
        "v21-en-in-hill-stations-no-beach-resorts",
        "en",
        "For holidays I prefer hill stations only, and kindly never suggest me beach resorts, I get sunburnt",
        unit("hill stations", type="preference"),
        unit("beach resorts", type="prohibition"),
    ),
    # a wife's birthday put right days later ("correction — … is actually …"): it stays hers
    case(
        "v21-en-correction-wife-birthday-later",
        "en",
        [
            (9, "my wife's birthday is July 22"),
            (1, "correction — my wife's birthday is actually July 24, I always get the date wrong"),
        ],
        unit("July 24", entity="wife"),
        no_active("July 22"),
    ),
    # a Filipino decision with a month ("Final na po: …")
    case(
        "v21-en-ph-decision-tesda-welding",
        "en",
        "Final na po: I'm enrolling in a TESDA welding course this June, then I'll apply abroad",
        unit("TESDA", type="decision"),
    ),
    # a Canadian goal with a date ("My goal this year: … by December 31")
    case(
        "v21-en-ca-goal-osap-loan",
        "en",
        "My goal this year: pay off my OSAP loan by December 31",
        # (a goal is the vocabulary's "task" type)
        unit("OSAP", type="task"),
    ),
    # a fitness class told in English, then in Chinese with its English name: one memory, confirmed
    case(
        "v21-en-orangetheory-then-chinese",
        "en",
        [
            (11, "I do Orangetheory three times a week"),
            (1, "我每周去三次Orangetheory"),
        ],
        confirmed_twice("Orangetheory"),
    ),
    # a home-decorating question stores nothing
    case(
        "v21-en-question-paint-bedroom",
        "en",
        "how many litres of paint do i need for a 4x5m bedroom",
        nothing(),
    ),
]
