"""v13 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a tea-shop manager in 厦门 with a
ragdoll cat, a bakery owner whose wife teaches English and whose daughter just turned three, a
sonographer in Swansea who keeps chickens, a furniture restorer in Ghent whose partner captains a
ferry), third persons (我婆婆, a coworker on 婚假, a sister who became a speech therapist), values
changed days later, with and without the attribute word (到手 7300块 → 9200块, 年薪24万 → "28万",
a camera's ¥8999 → ¥7599, 132斤 → "上秤126", 4个小时 → 6个小时 of sleep, $26 → $30/hr, €1,120 →
€1,190 rent, 91 kg → "scale said 86.5", a listing at $640k → $615k, 55 → 32 hours a week), moves
that happened (把家搬到, "moved up to") and moves only planned (打算明年开春搬去, "thinking about
moving"), job changes (…不卖了，现在去…当私教, "got hired as"), negations that must keep their
"not" (我不会做饭, "I'm not married"), corrections in the same breath (啊不是, "sorry,") and days
later (a birthday with its digits swapped, an anniversary), prohibitions (不要给我推荐, "never
suggest"), decisions (拍板了, "decided last night"), goals on relative dates (下周六就笔试了, "it's
in 6 weeks"), one statement told once in each language (a 2021 Corolla, the 27th floor), filler
(emmm 就是说, "so like, lowkey") and small talk.
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    nothing,
    summaries_lack,
    unit,
    units,
)

CASES_V13 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one line: name, age without 岁, job, city, a named cat, a liking (喜欢 → preference)
    case(
        "v13-zh-intro-tea-shop-ragdoll",
        "zh",
        "我叫谭思琪，今年26，在厦门一家茶叶店当店长，养了只布偶猫叫麻薯，平时喜欢玩桌游😆",
        unit("谭思琪", type="fact", fact=("name", "谭思琪")),
        unit("26", fact=("age", "26")),
        unit("店长", type="fact"),
        unit("厦门"),
        unit("麻薯"),
        unit("桌游", type="preference"),
    ),
    # several facts with a wife's job and a daughter's age
    case(
        "v13-zh-intro-bakery-wife-daughter",
        "zh",
        "我是罗志飞，襄阳人，自己开了家烘焙店，我老婆是小学英语老师，我们有个女儿刚满三岁",
        unit("罗志飞", type="fact", fact=("name", "罗志飞")),
        unit("烘焙店"),
        unit("英语老师", entity="wife"),
        unit("三岁", entity="daughter"),
    ),
    # a mother-in-law's facts after a filler opener; the filler stays out of summaries
    case(
        "v13-zh-mother-in-law-filler",
        "zh",
        "emmm 就是说，我婆婆今年68了，腰不太好，平时住我们楼下帮忙做饭",
        unit("68"),
        unit("腰"),
        summaries_lack("就是说", "emmm"),
    ),
    # a named coworker and a time-bound fact about her (下周)
    case(
        "v13-zh-coworker-wedding-leave",
        "zh",
        "我同事小刘下周开始休婚假，她手上的项目这两周都归我管",
        # (a named coworker is the entity by her name, the relation in facts: the suite's convention)
        unit("小刘", entity="小刘", fact=("relation", "用户的同事")),
        unit("婚假", entity="小刘"),
    ),
    # a take-home pay in 块, changed days later (到手变成), the old figure not repeated
    case(
        "v13-zh-takehome-kuai-changed",
        "zh",
        [
            (9, "我现在一个月到手7300块，扣完五险一金的"),
            (2, "调岗了！到手变成9200块"),
        ],
        unit("9200"),
        no_active("7300"),
        in_history("7300", now="9200"),
    ),
    # a yearly salary in 万, the new one said without the attribute word
    case(
        "v13-zh-annual-wan-without-word",
        "zh",
        [
            (30, "我年薪税前24万，在我们这行算中等吧"),
            (1, "今年调薪谈下来了，28万，比预期多一点"),
        ],
        unit("28万"),
        no_active("24万"),
        in_history("24万", now="28万"),
    ),
    # a price in ¥ that dropped (降到)
    case(
        "v13-zh-camera-price-yuan-dropped",
        "zh",
        [
            (5, "我看上的那台富士相机标价¥8999，有点下不去手"),
            (1, "富士那台降到¥7599了！！冲不冲"),
        ],
        unit("7599"),
        no_active("8999"),
        in_history("8999", now="7599"),
    ),
    # a weight in 斤, then 上秤126 with neither 体重 nor the unit
    case(
        "v13-zh-weight-jin-shangcheng",
        "zh",
        [
            (25, "我现在132斤，夏天前想瘦到120"),
            (2, "今天上秤126了🎉 继续保持"),
        ],
        unit("126"),
        no_active("132"),
        in_history("132", now="126"),
    ),
    # hours of sleep, changed later
    case(
        "v13-zh-sleep-hours-changed",
        "zh",
        [
            (14, "我每天晚上只睡4个小时左右，白天靠咖啡续命"),
            (1, "最近调整作息了，每天能睡6个小时"),
        ],
        unit("6个小时"),
        no_active("4个小时"),
        in_history("4个小时", now="6个小时"),
    ),
    # a move that happened (把家搬到), the old city not repeated
    case(
        "v13-zh-move-done-weihai",
        "zh",
        [
            (40, "我住在绍兴柯桥"),
            (3, "月初已经把家搬到威海了，天天吹海风"),
        ],
        unit("威海"),
        no_active("绍兴"),
        in_history("绍兴", now="威海"),
    ),
    # a move only planned (打算明年开春搬去) does not move the person yet
    case(
        "v13-zh-move-planned-beihai",
        "zh",
        [
            (20, "我住在太原小店区"),
            (1, "打算明年开春搬去北海，那边暖和"),
        ],
        unit("北海"),
        unit("太原"),
    ),
    # a job change (…不卖了，现在去…当私教), the old employer not repeated
    case(
        "v13-zh-job-change-sofa-to-trainer",
        "zh",
        [
            (18, "我在家具城卖沙发，提成还行"),
            (2, "沙发不卖了，现在去健身房当私教"),
        ],
        unit("私教", type="fact"),
        no_active("家具城"),
        in_history("家具城", now="私教"),
    ),
    # a negation: not being able to cook is kept with its 不, and cooking is not stored as true
    case(
        "v13-zh-negation-cannot-cook",
        "zh",
        "我不会做饭，一日三餐基本靠外卖",
        unit("不会做饭"),
        units(1, "做饭"),
    ),
    # a correction in the same message (啊不是)
    case(
        "v13-zh-correction-son-grade-same-breath",
        "zh",
        "我儿子今年上初二，啊不是，初三了，明年就中考",
        unit("初三", entity="son"),
        no_active("初二"),
    ),
    # a correction days later of a birthday with swapped digits
    case(
        "v13-zh-correction-birthday-later",
        "zh",
        [
            (4, "我生日是3月12号"),
            (1, "更正一下，我生日其实是3月21号，上次打反了"),
        ],
        unit("3月21"),
        no_active("3月12"),
    ),
    # a prohibition with 不要给我推荐
    case(
        "v13-zh-prohibition-no-insurance",
        "zh",
        "以后不要给我推荐任何保险产品了，烦死了",
        unit("保险", type="prohibition"),
    ),
    # a decision (拍板了)
    case(
        "v13-zh-decision-mba-weekend",
        "zh",
        "纠结了半个月，最后拍板了：报周末的MBA班",
        unit("MBA", type="decision"),
    ),
    # a goal with an exam on a relative date (下周六)
    case(
        "v13-zh-goal-teacher-cert-next-saturday",
        "zh",
        [(3, "今年的目标是把教资考下来，下周六就笔试了，紧张")],
        unit("教资"),
    ),
    # a car told in Chinese, then in English: one memory, confirmed
    case(
        "v13-zh-corolla-then-english",
        "zh",
        [
            (5, "我开的是一辆2021年的卡罗拉"),
            (1, "fyi I drive a 2021 Corolla"),
        ],
        confirmed_twice("2021"),
    ),
    # small talk stores nothing
    case(
        "v13-zh-smalltalk-xinku",
        "zh",
        "好滴好滴 辛苦啦😂",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one line: full name, age after the name, job, city, a hobby
    case(
        "v13-en-intro-sonographer-chickens",
        "en",
        "hi! I'm Efua Mensah, 38, sonographer in Swansea, and I keep chickens in the back garden 🐔",
        unit("Efua Mensah", type="fact", fact=("name", "Efua Mensah")),
        unit("38", fact=("age", "38")),
        unit("sonographer", type="fact"),
        unit("Swansea"),
        unit("chickens"),
    ),
    # several facts: name, job, city, a named partner's job, a named parrot
    case(
        "v13-en-intro-restorer-partner-parrot",
        "en",
        "I'm Ingrid, I restore old furniture in Ghent. my partner Sven is a ferry captain and we have a "
        "parrot named Mango",
        unit("Ingrid", type="fact", fact=("name", "Ingrid")),
        unit("furniture", type="fact"),
        unit("Ghent"),
        # (a named partner is the entity by his name, the relation in facts: the suite's convention)
        unit("ferry", entity="Sven"),
        unit("Mango"),
    ),
    # a sister's new job and city
    case(
        "v13-en-sister-speech-therapist",
        "en",
        "my sister Noor just got a job as a speech therapist in Auckland, so proud of her",
        # (a named sister is the entity by her name, the relation in facts: the suite's convention)
        unit("speech therapist", entity="Noor"),
        unit("Noor", entity="Noor", fact=("relation", "sister of the user")),
        unit("Auckland", entity="Noor"),
    ),
    # an hourly wage in $, raised later without the attribute word ("bumped me to")
    case(
        "v13-en-hourly-bumped",
        "en",
        [
            (8, "I get paid $26 an hour at the warehouse"),
            (1, "they bumped me to $30/hr 🙌"),
        ],
        unit("$30"),
        no_active("$26"),
        in_history("$26", now="$30"),
    ),
    # a rent in €, renewed later ("it's … now")
    case(
        "v13-en-rent-euro-new-lease",
        "en",
        [
            (12, "my rent is €1,120 a month, bills included"),
            (2, "signed the new lease, it's €1,190 now"),
        ],
        unit("1,190"),
        no_active("1,120"),
        in_history("1,120", now="1,190"),
    ),
    # a weight in kg, then "scale said 86.5" without the word or the unit
    case(
        "v13-en-weight-kg-scale-said",
        "en",
        [
            (30, "I weigh 91 kg, trying to get it down"),
            (3, "scale said 86.5 this morning!!"),
        ],
        unit("86.5"),
        no_active("91"),
        in_history("91", now="86.5"),
    ),
    # a price that dropped ("seller dropped it to")
    case(
        "v13-en-condo-price-dropped",
        "en",
        [
            (10, "the condo we're buying is listed at $640k"),
            (2, "seller dropped it to $615k, we're making an offer tomorrow"),
        ],
        unit("615k"),
        no_active("640k"),
        in_history("640k", now="615k"),
    ),
    # working hours a week, changed later ("32 hours now")
    case(
        "v13-en-work-hours-four-day-week",
        "en",
        [
            (10, "I'm working about 55 hours a week at the moment, it's a lot"),
            (1, "negotiated a 4-day week!! 32 hours now"),
        ],
        unit("32 hours"),
        no_active("55 hours"),
        in_history("55 hours", now="32 hours"),
    ),
    # a move that happened ("moved up to … last weekend")
    case(
        "v13-en-move-done-reno",
        "en",
        [
            (35, "I live in Fresno"),
            (4, "we finally closed on the house and moved up to Reno last weekend"),
        ],
        unit("Reno"),
        no_active("Fresno"),
        in_history("Fresno", now="Reno"),
    ),
    # a move only considered ("thinking about moving to … next spring") does not move the person
    case(
        "v13-en-move-planned-san-diego",
        "en",
        [
            (15, "I live in Omaha"),
            (1, "thinking about moving to San Diego next spring, winters here are brutal"),
        ],
        unit("San Diego"),
        unit("Omaha"),
    ),
    # a job change ("got hired as"), the old job not repeated
    case(
        "v13-en-job-change-got-hired",
        "en",
        [
            (22, "I'm a cashier at Target"),
            (2, "got hired as a junior data analyst at an insurance company, started Monday"),
        ],
        unit("data analyst", type="fact"),
        no_active("cashier"),
        in_history("cashier", now="data analyst"),
    ),
    # a negation: "not married" is kept with its "not", and married is not stored as true
    case(
        "v13-en-negation-not-married",
        "en",
        "I'm not married and no kids either, just me and my plants",
        unit("not", "married"),
        units(1, "married"),
    ),
    # a correction in the same message ("sorry,")
    case(
        "v13-en-correction-daughter-grade-same-breath",
        "en",
        "my daughter's in 3rd grade, sorry, 4th grade, time flies",
        unit("4th", entity="daughter"),
        no_active("3rd"),
    ),
    # a correction days later of a date
    case(
        "v13-en-correction-anniversary-later",
        "en",
        [
            (5, "our wedding anniversary is October 14"),
            (1, "wait I gave you the wrong date, our anniversary is October 17"),
        ],
        unit("17"),
        no_active("14"),
    ),
    # a prohibition with "never"
    case(
        "v13-en-prohibition-never-mushrooms",
        "en",
        "never suggest recipes with mushrooms, can't stand them",
        unit("mushroom", type="prohibition"),
    ),
    # a decision ("decided last night")
    case(
        "v13-en-decision-daycare",
        "en",
        "ok we're going with the daycare near my office, decided last night",
        unit("daycare", type="decision"),
    ),
    # a goal with an exam on a relative date ("in 6 weeks")
    case(
        "v13-en-goal-bar-exam-six-weeks",
        "en",
        [(2, "my goal this year is to pass the bar exam, it's in 6 weeks 😬")],
        unit("bar exam"),
    ),
    # a floor told in English, then in Chinese: one memory, confirmed
    case(
        "v13-en-27th-floor-then-chinese",
        "en",
        [
            (6, "my apartment is on the 27th floor"),
            (1, "我家住27楼"),
        ],
        confirmed_twice("27"),
    ),
    # a liking after filler ("so like, lowkey"); the filler stays out of summaries
    case(
        "v13-en-filler-lowkey-thrifting",
        "en",
        "so like, lowkey I really love thrifting on weekends",
        unit("thrifting", type="preference"),
        summaries_lack("lowkey", "so like"),
    ),
    # small talk stores nothing
    case(
        "v13-en-smalltalk-fair-enough",
        "en",
        "haha fair enough 👍 talk tmrw",
        nothing(),
    ),
]
