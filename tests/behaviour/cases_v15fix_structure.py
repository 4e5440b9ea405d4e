"""After blind round v15 (tests/behaviour/cases_v15.py): the causes of structure, types and identity it
found, fixed in general, in other words than v15's. Each case failed before its fix; the look-alikes
passed before and must still."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, Check, Outcome, case, confirmed_twice, nothing, unit


def no_fact(key: str, value: str) -> Check:
    """No active unit says ``value`` is this attribute (a hotel stayed in is no home)."""

    def check(outcome: Outcome) -> None:
        found = [m["facts"] for m in outcome.active() if m["facts"].get(key) == value]
        assert not found, found

    return check


CASES_V15FIX_STRUCTURE: list[Case] = [
    # --- an introduction typed without punctuation -------------------------------------------------
    # (a space between two Chinese characters is a comma)
    case(
        "v15fix-zh-intro-spaces-for-commas",
        "zh",
        "我叫陈思远 在字节做产品经理 base北京",
        unit("陈思远", type="fact", fact=("name", "陈思远")),
        unit("北京"),
    ),
    # (a bare age after the name, no commas)
    case(
        "v15fix-en-intro-runon-age-after-name",
        "en",
        "hey im Maya Patel 28 working as a nurse at St Thomas in London",
        unit("Maya Patel", type="fact", fact=("name", "Maya Patel")),
        unit("28", fact=("age", "28")),
        unit("nurse"),
    ),
    # --- a standing prohibition said inside a request, or as "no … pls" ---------------------------
    case(
        "v15fix-zh-prohibition-inside-request",
        "zh",
        "今后给我订餐厅别订有最低消费的包间，我们一般就两个人",
        unit("最低消费", type="prohibition"),
    ),
    case(
        "v15fix-zh-prohibition-inside-request-appointment",
        "zh",
        "以后帮我约体检别约周一上午，那天我要开例会",
        unit("周一上午", type="prohibition"),
    ),
    # (a one-off request keeps nothing)
    case(
        "v15fix-zh-one-off-request-keeps-nothing",
        "zh",
        "帮我订个酒店，别订太贵的",
        nothing(),
    ),
    case(
        "v15fix-en-prohibition-no-spoilers-please",
        "en",
        "no spoilers please, I'm only on season 2 of Severance",
        unit("spoilers", type="prohibition"),
    ),
    case(
        "v15fix-en-prohibition-no-recommendations",
        "en",
        "no horror film recommendations pls, they give me nightmares",
        unit("horror", type="prohibition"),
    ),
    # ("no worries" is no prohibition)
    case(
        "v15fix-en-no-worries-keeps-nothing",
        "en",
        "no worries, thanks",
        nothing(),
    ),
    # --- a grade or level in either language is one statement -------------------------------------
    case(
        "v15fix-zh-violin-grade-then-english",
        "zh",
        [
            (8, "我儿子小提琴考过了6级"),
            (1, "my son passed grade 6 violin"),
        ],
        confirmed_twice("6"),
    ),
    case(
        "v15fix-en-ballet-grade-then-chinese",
        "en",
        [
            (8, "my daughter passed grade 5 ballet"),
            (1, "我女儿芭蕾考过了5级"),
        ],
        confirmed_twice("5"),
    ),
    # --- where one lives, as Singapore and India say it --------------------------------------------
    case(
        "v15fix-en-stay-in-is-home",
        "en",
        "I stay in Bedok",
        unit("Bedok", fact=("city", "Bedok")),
    ),
    # (a hotel stayed in is no home)
    case(
        "v15fix-en-stayed-in-a-hotel-is-no-home",
        "en",
        "I stayed in a hotel in Orchard last weekend",
        no_fact("city", "Orchard"),
    ),
    # --- the people one lives by: a neighbour, a landlord -----------------------------------------
    case(
        "v15fix-en-downstairs-neighbour-named",
        "en",
        "my downstairs neighbour Priya works as a pharmacist at Boots",
        unit("pharmacist", entity="Priya"),
    ),
    case(
        "v15fix-zh-neighbour-named",
        "zh",
        "我的邻居老陈是退休的中学老师",
        unit("老师", entity="老陈"),
    ),
    case(
        "v15fix-en-landlord-named",
        "en",
        "our landlord Dev is selling the flat next spring",
        unit("selling", entity="Dev"),
    ),
    # --- a goal with no subject ---------------------------------------------------------------------
    case(
        "v15fix-en-goal-no-subject-swim",
        "en",
        "want to be able to swim 1km before the triathlon in June",
        unit("swim", type="task"),
    ),
    case(
        "v15fix-zh-goal-no-subject-marathon",
        "zh",
        "希望年底之前能跑完一个全马",
        unit("全马", type="task"),
    ),
    # (an invitation is no goal)
    case(
        "v15fix-en-wanna-coffee-keeps-nothing",
        "en",
        "wanna get a coffee later",
        nothing(),
    ),
    # --- a pet named with 叫 after the animal is the pet's name -----------------------------------
    case(
        "v15fix-zh-dog-named-after-comma",
        "zh",
        "我养了条狗，叫旺财",
        unit("旺财"),
        no_fact("name", "旺财"),
    ),
    case(
        "v15fix-en-corgi-then-chinese",
        "en",
        [
            (12, "we've got a 3-year-old corgi called Biscuit"),
            (1, "我们家有只三岁的柯基，叫Biscuit"),
        ],
        confirmed_twice("Biscuit"),
    ),
    # --- whose it is: a relation's school is no school of the user's; interns, classmates, mentors ---
    case(
        "v15fix-zh-niece-school-grade",
        "zh",
        "我侄女的学校在海淀，她今年上初二",
        unit("初二", entity="niece"),
    ),
    case(
        "v15fix-zh-intern-named-peking",
        "zh",
        "我们组的实习生小周是北大的，人很机灵",
        unit("北大", entity="小周"),
    ),
    case(
        "v15fix-zh-mentor-retired",
        "zh",
        "我导师去年退休了，现在住在大理",
        unit("大理", entity="mentor"),
    ),
    case(
        "v15fix-en-intern-from-pune",
        "en",
        "our new intern Priya is from Pune",
        unit("Pune", entity="Priya"),
    ),
    case(
        "v15fix-en-classmate-lawyer-leeds",
        "en",
        "my old classmate Hannah is a lawyer in Leeds now",
        unit("lawyer", entity="Hannah"),
    ),
]
