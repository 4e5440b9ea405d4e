"""The causes of blind round v38, fixed in general, each said in other words than the blind cases that found
them, in both languages: a height in metres and centimetres (1米42 / 1米50) is one figure, so a new one replaces it,
and is a height said by its shape alone; 游 as a surname in a three-character name; a figure in Chinese numerals
before 了 (四千八了); a job in zh mixed with English, with spaces (在 Grab 做 data analyst, 现在是 senior analyst); a
price named by what it was changed to (换了个快一点的宽带); 她 / 他 as the relation said last; "low-key" with its
hyphen; "quit X entirely"; a clause that only says a decision was made (我们最后决定了，…) joins what was decided;
a move one is urged to make (劝我搬回…) is no move, and 琢磨了一下 / 想了想 no goal; "switched over to X …, same
sort of job" as a new employer; a figure taken back with words between it and the retraction ("£1,890 a year,
sorry, £1,980"), and a figure's thousands comma is no pause."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, no_active, unit

CASES_V38FIX: list[Case] = [
    case(
        "v38fix-zh-son-height-grows",
        "zh",
        [(300, "我儿子去年1米42"), (2, "我儿子现在1米50了")],
        unit("1米50", entity="son"),
        no_active("1米42"),
    ),
    case(
        "v38fix-zh-surname-you",
        "zh",
        "我是游思远，在杭州做律师",
        unit("游思远", fact=("name", "游思远")),
    ),
    case(
        "v38fix-zh-pay-in-chinese-numerals-before-le",
        "zh",
        [(60, "我在超市理货，工资一个月四千二"), (2, "下个月起每个月能拿四千八了")],
        unit("四千八"),
        no_active("四千二"),
    ),
    case(
        "v38fix-zh-mixed-job-with-spaces",
        "zh",
        [(150, "我在 Grab 做 data analyst"), (2, "升职了，现在是 senior analyst")],
        unit("senior analyst"),
        no_active("data analyst"),
    ),
    case(
        "v38fix-zh-price-named-by-what-it-became",
        "zh",
        [(80, "我的宽带每个月100块"), (2, "换了个快一点的宽带，现在每月120块")],
        unit("120"),
        no_active("100块"),
    ),
    case(
        "v38fix-zh-she-is-the-relation-said-last",
        "zh",
        "我住在顺德，我老婆是幼师，她最喜欢烤蛋糕",
        unit("幼师", entity="wife"),
        unit("烤蛋糕", entity="wife"),
    ),
    case(
        "v38fix-en-low-key-with-hyphen",
        "en",
        "I'm low-key addicted to crossword puzzles",
        unit("crossword", type="preference"),
    ),
    case(
        "v38fix-en-quit-entirely",
        "en",
        [(30, "I have three cans of Red Bull a day"), (2, "quit red bull entirely, two weeks now")],
        no_active("three cans"),
    ),
    case(
        "v38fix-zh-decided-then-what",
        "zh",
        "我们最后决定了，婚礼就办在三亚",
        unit("三亚", type="decision"),
    ),
    case(
        "v38fix-zh-urged-to-move-is-no-move",
        "zh",
        [(200, "我住在绍兴"), (1, "我妈老劝我搬回诸暨，我琢磨了一下还是不搬了")],
        unit("绍兴"),
        no_active("住在诸暨"),
    ),
    case(
        "v38fix-en-switched-over-same-job",
        "en",
        [(300, "I'm a branch manager at Barclays"), (2, "I switched over to HSBC in June, same sort of job really")],
        unit("HSBC"),
        no_active("Barclays"),
    ),
    case(
        "v38fix-en-figure-taken-back-with-words-between",
        "en",
        "Our council tax is £1,890 a year, sorry, £1,980, I always get it wrong",
        unit("council tax", "1,980"),
        no_active("1,890"),
    ),
]
