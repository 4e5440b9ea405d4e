"""After blind round v15 (tests/behaviour/cases_v15.py): the causes of values and corrections it
found, fixed in general, in other words than v15's. An allergy outgrown ends the allergy (长大就好了,
已经不过敏了, "outgrew his … allergy"; "outgrew his shoes" ends none); a date moved is the occasion
said before at another date (延期到, 往后推到, "rescheduled for"; "pushed back on my manager" moves
none); a value put right days later
with 搞混了 / 记岔了 / "scratch what I said" replaces the one said before. Each failed before its fix."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit

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
]
