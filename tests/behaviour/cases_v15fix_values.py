"""After blind round v15 (tests/behaviour/cases_v15.py): the causes of values and corrections it
found, fixed in general, in other words than v15's. An allergy outgrown ends the allergy (长大就好了,
已经不过敏了, "outgrew his … allergy"; "outgrew his shoes" ends none); a date moved is the occasion
said before at another date (延期到, 往后推到, "rescheduled for"; "pushed back on my manager" moves
none); a value put right days later
with 搞混了 / 记岔了 / "scratch what I said" replaces the one said before. Each failed before its fix.
Then the causes of four of the five v15 cases left on NOT_YET: a level held (a belt, a dan, a rating, a
handicap) is an attribute keyed by what it is held in, renewed by a later level with the thing named
or not ("换绿带了", "sitting at 1412 now"); lakh / crore / LPA / ₹ are money, a CTC, package or in-hand
a salary, "revised to" a change; a first message of several statements keeps the statements a later
figure does not renew (the flat bought in 佛山 when its 月供 changes)."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit, units

CASES_V15FIX_VALUES: list[Case] = [
    # --- an allergy outgrown ends it ---
    case(
        "v15fix-zh-son-egg-allergy-no-longer",
        "zh",
        [(300, "我儿子对鸡蛋过敏"), (2, "儿子现在对鸡蛋已经不过敏了，蛋糕随便吃")],
        unit("鸡蛋", entity="son"),
        no_active("对鸡蛋过敏"),
    ),
    case(
        "v15fix-zh-son-shrimp-allergy-grew-out",
        "zh",
        [(200, "我儿子对虾过敏"), (2, "儿子的虾过敏长大后就好了")],
        no_active("对虾过敏"),
    ),
    case(
        "v15fix-en-son-peanut-allergy-outgrew",
        "en",
        [(300, "my son is allergic to peanuts"), (2, "great news, my son outgrew his peanut allergy!")],
        no_active("allergic to peanuts"),
    ),
    # growing out of shoes ends no allergy
    case(
        "v15fix-en-son-outgrew-shoes-allergy-stays",
        "en",
        [(300, "my son is allergic to peanuts"), (2, "my son outgrew his shoes again, third pair this year")],
        unit("allergic to peanuts"),
    ),
    # --- a date moved: the same occasion at another date ---
    case(
        "v15fix-zh-dental-followup-postponed",
        "zh",
        [(10, "我的牙科复诊约在11月20号"), (1, "诊所说复诊延期到11月27号了")],
        unit("11月27"),
        no_active("11月20"),
        in_history("11月20", now="11月27"),
    ),
    case(
        "v15fix-en-dentist-rescheduled",
        "en",
        [
            (10, "my dentist appointment is on March 3"),
            (1, "the clinic called, my dentist appointment got rescheduled for March 10"),
        ],
        unit("March 10"),
        no_active("March 3"),
        in_history("March 3", now="March 10"),
    ),
    # pushing back on someone moves no date
    case(
        "v15fix-en-pushed-back-on-manager-date-stays",
        "en",
        [(10, "my dentist appointment is on March 3"), (1, "I pushed back on my manager about the deadline")],
        unit("March 3"),
    ),
    # --- a value put right days later ---
    case(
        "v15fix-zh-correction-dog-breed-gaohun",
        "zh",
        [(12, "我家狗是金毛，叫旺财"), (1, "前几天我搞混了，旺财是拉布拉多")],
        unit("拉布拉多"),
        no_active("金毛"),
    ),
    case(
        "v15fix-zh-correction-class-day-jicha",
        "zh",
        [(8, "女儿的舞蹈课在每周三下午"), (1, "我之前记岔了，女儿的舞蹈课在每周五下午")],
        unit("周五"),
        no_active("周三"),
    ),
    case(
        "v15fix-en-correction-yoga-scratch",
        "en",
        [(5, "my yoga class is on Monday mornings"), (1, "scratch what I said earlier, yoga is on Tuesday mornings")],
        unit("Tuesday"),
        no_active("Monday"),
    ),
    # --- a level held: a belt, a dan, a rating, a handicap ---
    case(
        "v15fix-zh-son-taekwondo-belt-up",
        "zh",
        [(120, "我儿子在学跆拳道，现在是黄带"), (3, "儿子周六考级通过，换绿带了！")],
        unit("绿带", entity="son"),
        no_active("黄带"),
        in_history("黄带", now="绿带"),
    ),
    case(
        "v15fix-zh-taekwondo-red-to-black",
        "zh",
        [(300, "我在学跆拳道，目前红带"), (4, "这次考级升黑带了！练了三年终于😭")],
        unit("黑带"),
        no_active("红带"),
    ),
    case(
        "v15fix-en-bjj-white-to-blue",
        "en",
        [(200, "I train BJJ three nights a week, still a white belt"), (1, "Got my blue belt last night!! 🥋")],
        unit("blue belt"),
        no_active("white belt"),
        in_history("white belt", now="blue belt"),
    ),
    case(
        "v15fix-zh-chess-rating-now",
        "zh",
        [(60, "我国际象棋等级分1650"), (2, "最近状态不错，现在1720了")],
        unit("1720"),
        no_active("1650"),
        in_history("1650", now="1720"),
    ),
    case(
        "v15fix-en-golf-handicap-down",
        "en",
        [(90, "my golf handicap's 22"), (2, "down to 19 now after a summer of lessons 😎")],
        unit("19"),
        no_active("22"),
    ),
    # a belt colour said of clothes is no level
    case(
        "v15fix-en-belt-clothes-no-level",
        "en",
        [(30, "I do judo on Saturdays, I'm an orange belt"), (1, "bought a brown belt for my new suit, looks sharp")],
        unit("orange belt"),
    ),
    # --- Indian amounts: lakh, crore, ₹, CTC, in-hand, "revised to" ---
    case(
        "v15fix-en-in-hand-rupees-hike",
        "en",
        [(100, "my in-hand salary is ₹85,000 a month"), (2, "got a hike, in-hand is ₹97,000 now")],
        unit("97,000"),
        no_active("85,000"),
        in_history("85,000", now="97,000"),
    ),
    case(
        "v15fix-en-ctc-crore-revised",
        "en",
        [(200, "My CTC is 1.2 crore"), (3, "after the promotion it got revised to 1.45 crore")],
        unit("1.45 crore"),
        no_active("1.2 crore"),
    ),
    # --- a several-statement unit keeps what a later figure does not renew ---
    case(
        "v15fix-zh-car-loan-monthly-down",
        "zh",
        [(150, "我在成都买了辆车，贷款8万，每个月还款3200"), (2, "提前还了一部分，每个月还款降到2100了")],
        unit("2100"),
        no_active("3200"),
        unit("成都"),
        units(1, "8万"),
    ),
    case(
        "v15fix-en-townhouse-repayment-down",
        "en",
        [
            (150, "We bought a townhouse in Geelong, the mortgage repayment is $2,850 a month"),
            (2, "the repayment's down to $2,610 since the rate cut"),
        ],
        unit("2,610"),
        no_active("2,850"),
        unit("Geelong"),
    ),
]
