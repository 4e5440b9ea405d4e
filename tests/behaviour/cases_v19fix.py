"""After blind round v19 (tests/behaviour/cases_v19.py): the causes fixed in general, said here in
other words, in both languages. A wish to move ("would love to retire to the Algarve some day",
"hoping to settle in …") keeps where one lives; what not to do said beside a liking (but / 但) is a
prohibition of its own; "keen on" / "partial to" / 沉迷 / 着迷 are likings; "decided:" after any
short lead is a decision; how the assistant should write (写…尽量…) is a preference; a job in
English after 在…做 and a relation named with a time of life (我高中同桌…, "my youngest Name") are
kept as theirs; money in other currencies (₦, ₱) and "4.3k" inside Chinese; a rise said as 涨成 or
"landlord raised it"; a weight in stone; "promoted as"; a commute said as 单程 or "X分钟就到"
(Chinese numerals are figures); a renewed card's price (续费); a shoe size and its correction; 以后就是
…人了 as a move; a habit ended said with when (饭后…戒了), of a unit written in Traditional
characters, "gave up <thing>", and "not <diet> any more" with no subject; a casual " n " between
statements; a move only if a transfer comes; and the device one reads on, in either language."""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    Case,
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    unit,
    units,
)

CASES_V19FIX: list[Case] = [
    # --- a wish or a condition keeps where one lives ---
    case(
        "v19fix-en-wish-retire-algarve",
        "en",
        [(40, "I live in Bristol"), (1, "would love to retire to the Algarve some day")],
        unit("Bristol"),
        unit("Algarve"),
        no_pending(),
    ),
    case(
        "v19fix-en-in-if-posting-pune",
        "en",
        [(30, "I am staying in Indore"), (1, "If I get the posting in Pune I will shift there, fingers crossed")],
        unit("Indore"),
        unit("Pune"),
        no_pending(),
    ),
    # --- likings, prohibitions and decisions ---
    case(
        "v19fix-en-keen-on-but-never",
        "en",
        "I'm really keen on birdwatching but never book me anything that starts before 7am",
        unit("birdwatching", type="preference"),
        unit("7am", type="prohibition"),
    ),
    case(
        "v19fix-zh-obsessed-but-no-spoilers",
        "zh",
        "我最近着迷于剧本杀，但千万别给我剧透新本子",
        unit("剧本杀", type="preference"),
        unit("剧透", type="prohibition"),
    ),
    case(
        "v19fix-en-cool-decided-bike",
        "en",
        "Cool, decided: I'm cycling to work from January and selling the second car",
        unit("cycling", type="decision"),
    ),
    case(
        "v19fix-zh-summary-style",
        "zh",
        "以后帮我总结会议纪要最好用表格，别写成大段文字",
        unit("表格", type="preference"),
    ),
    # --- whose, and a job in English ---
    case(
        "v19fix-zh-mixed-job-at-bytedance",
        "zh",
        "我叫阿May，在字节做content moderation，住北京",
        unit("content moderation", "字节"),
        unit("北京"),
    ),
    case(
        "v19fix-zh-high-school-deskmate",
        "zh",
        "我高中同学老周现在在柳州开货车，去年刚买了房",
        unit("开货车", entity="老周"),
    ),
    case(
        "v19fix-en-youngest-named",
        "en",
        "my youngest Ellie started at the swim club and she trains three times a week",
        unit("swim club", entity="Ellie"),
    ),
    # --- figures that renew ---
    case(
        "v19fix-en-ph-rent-peso",
        "en",
        [(120, "My rent for the condo in Makati is ₱28,000 a month"), (2, "landlord raised it, ₱31,000 now")],
        unit("31,000"),
        no_active("28,000"),
        in_history("28,000", now="31,000"),
    ),
    case(
        "v19fix-zh-rent-zhangcheng",
        "zh",
        [(90, "我在回龙观租了个一居室，月租4200"), (2, "下个月起房东要涨成4.6k")],
        unit("4.6k"),
        no_active("4200"),
    ),
    case(
        "v19fix-en-uk-stone",
        "en",
        [(80, "I'm 12st 4lb right now"), (2, "weighed myself at 11st 13lb, getting there")],
        unit("11st 13lb"),
        no_active("12st 4lb"),
        in_history("12st 4lb", now="11st 13lb"),
    ),
    case(
        "v19fix-en-in-promoted-as-lead",
        "en",
        [(200, "I am working as QA analyst in Infosys, Mysuru"), (2, "I got promoted as QA lead last week")],
        unit("QA lead"),
        no_active("QA analyst"),
    ),
    case(
        "v19fix-zh-commute-walk-minutes",
        "zh",
        [(60, "我每天坐公交上班，单程差不多四十分钟"), (2, "换了个离家近的单位，现在骑车十五分钟就到")],
        unit("十五分钟"),
        no_active("四十分钟"),
        in_history("四十分钟", now="十五分钟"),
    ),
    case(
        "v19fix-zh-gym-renewal-price",
        "zh",
        [(300, "我的健身房年卡一年3600块"), (2, "今天去续费，赶上活动一年只要¥2888")],
        unit("2888"),
        no_active("3600"),
    ),
    case(
        "v19fix-en-shoe-size-correction",
        "en",
        [(20, "my shoe size is 9"), (1, "sorry, I got that wrong, my shoe size is 9.5")],
        unit("9.5"),
        in_history("size is 9", now="9.5"),
    ),
    case(
        "v19fix-zh-move-now-local",
        "zh",
        [(100, "我住在蚌埠"), (3, "房子装修好了，全家搬过去了，以后就是合肥人了")],
        unit("合肥"),
        in_history("蚌埠", now="合肥"),
    ),
    # --- habits ended ---
    case(
        "v19fix-zh-after-meal-smoking",
        "zh",
        [(90, "我每天饭后都要抽一根烟"), (2, "饭后抽烟我已经戒了，一个多月了")],
        units(1, "烟"),
    ),
    case(
        "v19fix-zh-tw-no-more-fried-chicken",
        "zh",
        [(50, "我每個禮拜都要吃兩次鹹酥雞"), (2, "鹹酥雞我已經不吃了，改吃沙拉")],
        units(1, "鹹酥雞"),
    ),
    case(
        "v19fix-en-gave-up-wordle",
        "en",
        [(60, "i do the wordle every morning on the train"), (2, "gave up wordle tbh, got boring")],
        units(1, "wordle"),
        no_active("every morning"),
    ),
    case(
        "v19fix-en-not-keto-any-more",
        "en",
        [(120, "I'm keto, strictly, no bread at all"), (2, "not keto any more fyi, bread is back")],
        units(1, "keto"),
    ),
    # --- casual joins, Cantonese, and one device in both languages ---
    case(
        "v19fix-en-casual-n-join",
        "en",
        "hiya im Marcus, 31, i drive for Ocado in leeds n i rlly love darts",
        unit("Ocado", type="fact"),
        unit("darts", type="preference"),
    ),
    case(
        "v19fix-zh-yue-no-coffee",
        "zh",
        "我唔飲咖啡㗎，一飲就瞓唔著",
        unit("咖啡"),
    ),
    case(
        "v19fix-zh-ipad-then-english",
        "zh",
        [(10, "我画画都用iPad"), (1, "by the way, I draw on an iPad")],
        confirmed_twice("iPad"),
    ),
]
