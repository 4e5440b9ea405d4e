"""After blind round v16: Traditional Chinese (Taiwan, Hong Kong) is read as its Simplified form by
the rules and kept in the characters the person wrote, in other words than v16's cases. Several
facts in one sentence, a liking, a prohibition, a move, a raise, a correction in the same breath,
a relation's fact, and the same fact said once in each script confirming one memory."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, confirmed_twice, in_history, no_active, unit

CASES_V16FIX_SCRIPT: list[Case] = [
    case(
        "v16fix-zh-tw-intro-name-job-city-liking",
        "zh",
        "我叫陳怡君，在聯發科當軟體工程師，住新竹，週末喜歡去爬山",
        unit("陳怡君", type="fact", fact=("name", "陳怡君")),
        unit("聯發科"),
        unit("新竹"),
        unit("爬山", type="preference"),
    ),
    case(
        "v16fix-zh-tw-no-spicy-prohibition",
        "zh",
        "以後不要再推薦辣的餐廳給我，我胃不好",
        unit("辣", type="prohibition"),
    ),
    case(
        "v16fix-zh-tw-move-taipei-to-taichung",
        "zh",
        [(200, "我住在臺北"), (3, "我們上個月搬到臺中了")],
        unit("臺中"),
        no_active("臺北"),
        in_history("臺北", now="臺中"),
    ),
    case(
        "v16fix-zh-tw-raise-monthly-pay",
        "zh",
        [(150, "我現在月薪四萬五"), (2, "月薪漲到五萬二了")],
        unit("五萬二"),
        no_active("四萬五"),
    ),
    case(
        "v16fix-zh-tw-daughter-grade-same-breath",
        "zh",
        "我女兒讀小學二年級，啊說錯，是三年級",
        unit("三年級", entity="daughter"),
        no_active("二年級"),
    ),
    case(
        "v16fix-zh-tw-wife-job-is-hers",
        "zh",
        "我太太在長庚醫院當護理師",
        unit("護理師", entity="wife"),
    ),
    case(
        "v16fix-zh-tw-allergy-kept-traditional",
        "zh",
        "我對蝦子過敏，吃了會起疹子",
        unit("蝦子", type="fact"),
    ),
    # the same fact once in each script: one memory, confirmed
    case(
        "v16fix-zh-same-employer-traditional-then-simplified",
        "zh",
        [(30, "我在鴻海上班"), (2, "我在鸿海上班")],
        confirmed_twice("海上班"),
    ),
    case(
        "v16fix-zh-tw-stopped-vegetarian",
        "zh",
        [(100, "我吃全素"), (2, "我已經不吃素了，醫生說要補充蛋白質")],
        no_active("我吃全素"),
    ),
    case(
        "v16fix-en-simplified-then-traditional-city-with-english",
        "en",
        [(60, "I live in Kaohsiung"), (2, "我上週搬到台南了")],
        unit("台南"),
        no_active("Kaohsiung"),
    ),
]
