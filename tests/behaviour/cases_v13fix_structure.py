"""After v13 (structure, types and identity), in other words than its cases: a job changed by going
somewhere to do another (…不卖了，现在去…当…, "landed a job as"), a move only thought of ("considering
relocating", "might move to") that ends no residence, decisions (打定主意, "pulled the trigger") and
goals with no subject (争取…, 立了个flag, "goal for this year:"), casual filler (害，说实话, "ngl"),
in-laws (岳母, "father-in-law") and a child introduced as had (我们有个儿子刚上初一) each with their
own facts, a named roommate before a time word (阿杰上周…), and a floor or a car model said once in
each language (18楼 / "18th floor", 2019款凯美瑞 / "2019 Camry"). Each failed before the fixes."""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    Case,
    case,
    confirmed_twice,
    in_history,
    no_active,
    summaries_lack,
    unit,
)

CASES_V13FIX_STRUCTURE: list[Case] = [
    # --- a job changed: the new one is the job, the old one its history ---
    case(
        "v13fix-zh-job-change-shouji-to-coach",
        "zh",
        [(20, "我在商场卖手机"), (2, "手机不卖了，现在去驾校当教练")],
        unit("教练", type="fact"),
        no_active("商场"),
        in_history("商场", now="教练"),
    ),
    case(
        "v13fix-en-job-landed-as",
        "en",
        [
            (30, "I'm a barista at a coffee shop downtown"),
            (1, "landed a job as a paralegal at a law firm, first day is Monday"),
        ],
        unit("paralegal", type="fact"),
        no_active("barista"),
        in_history("barista", now="paralegal"),
    ),
    # --- a move only thought of ends no residence ---
    case(
        "v13fix-en-move-considering",
        "en",
        [(20, "I live in Tucson"), (1, "we're considering relocating to Portland next year")],
        unit("Portland"),
        unit("Tucson"),
    ),
    case(
        "v13fix-en-move-might",
        "en",
        [(30, "I live in Leeds"), (1, "we might move to Bristol if the job comes through")],
        unit("Bristol"),
        unit("Leeds"),
    ),
    # --- decisions and goals ---
    case(
        "v13fix-zh-decision-dadingzhuyi",
        "zh",
        "考虑了一个多月，最后打定主意：明年去读在职研究生",
        unit("在职研究生", type="decision"),
    ),
    case(
        "v13fix-en-decision-pulled-trigger",
        "en",
        "after weeks of back and forth we pulled the trigger on a used Subaru Outback",
        unit("Outback", type="decision"),
    ),
    case("v13fix-zh-goal-zhengqu", "zh", "今年争取把驾照拿下来，科目一下周考", unit("驾照")),
    case("v13fix-zh-goal-flag", "zh", "立了个flag：今年读完50本书", unit("50本")),
    case("v13fix-en-goal-no-subject", "en", "goal for this year: pass the CFA level 1 exam", unit("CFA")),
    # --- filler stays out ---
    case(
        "v13fix-zh-filler-hai-shuoshihua",
        "zh",
        "害，说实话我挺怕坐飞机的",
        unit("飞机"),
        summaries_lack("害，", "说实话"),
    ),
    case(
        "v13fix-en-filler-ngl",
        "en",
        "ngl I'm kinda obsessed with pottery lately",
        unit("pottery", type="preference"),
        summaries_lack("ngl"),
    ),
    # --- third persons: in-laws, a child introduced as had, a named roommate ---
    case(
        "v13fix-zh-mother-in-law-yuemu",
        "zh",
        "我岳母今年72了，血压有点高，每天早上去公园打太极",
        unit("72", entity="mother-in-law"),
        unit("太极", entity="mother-in-law"),
    ),
    case(
        "v13fix-en-father-in-law",
        "en",
        "my father-in-law is 74 and still plays golf every Sunday",
        unit("74", entity="father-in-law"),
    ),
    case(
        "v13fix-zh-has-son-chuyi",
        "zh",
        "我老公在银行上班，我们有个儿子刚上初一",
        unit("银行", entity="husband"),
        unit("初一", entity="son"),
    ),
    case(
        "v13fix-zh-roommate-named-before-time",
        "zh",
        "我室友阿杰上周刚换了工作，现在在一家游戏公司做策划",
        unit("策划", entity="阿杰"),
    ),
    # --- one statement in each language: one memory ---
    case(
        "v13fix-zh-floor-then-english",
        "zh",
        [(5, "我住在18楼，电梯经常坏"), (1, "I live on the 18th floor")],
        confirmed_twice("18"),
    ),
    case(
        "v13fix-en-camry-then-chinese",
        "en",
        [(6, "I drive a 2019 Camry"), (1, "我开的是2019款凯美瑞")],
        confirmed_twice("2019"),
    ),
]
