"""After blind round v23 (tests/behaviour/cases_v23.py): the causes fixed in general, said here in
other words, in both languages. A hobby said as 爱好是…; written Cantonese 係 (是) in a name, 個仔 / 個女
(one's son / daughter) with 讀緊 and a kindergarten year, 搬咗入…新屋 as a move; 住家保姆 is no home; a
fear of flying; a code mistyped and put right in the same breath (写错了，是…); a KPI and a thing to get
done by a month as goals; a one-character relation with a name (我姐小芳); a "她" after a relation that
ends the clause before; a commute by any way (坐班车 … 就到) and one said with 开车去…上班 … 要; the
landlord's charge as the rent. In English: an accented name in an introduction, "its <Name>, 26" typed
fast, "mad into" / "lowkey obsessed with" after "n"; "<thing>'s my go-to" beside a prohibition; "I'm
with <employer> now"; "shifted to" a place; a game quit by its name; what the scales read; "paid …
for it" as a price's new value; a title without its article "from this term"; a tool one rides on,
told in both languages; a correction that ends "I mixed it up with …"."""

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

CASES_V23FIX: list[Case] = [
    case(
        "v23fix-zh-hobby-said-as-aihao-shi",
        "zh",
        "我叫钱晓东，在顺丰做调度，平时唯一的爱好是钓鱼",
        unit("钱晓东", type="fact", fact=("name", "钱晓东")),
        unit("调度"),
        unit("钓鱼", type="preference"),
        no_active("钱晓东", "钓鱼"),
    ),
    case(
        "v23fix-zh-yue-name-hai",
        "zh",
        "我係陳家豪，喺港鐵做車長",
        unit("陳家豪", type="fact", fact=("name", "陳家豪")),
        unit("車長"),
    ),
    case(
        "v23fix-zh-yue-son-school-year",
        "zh",
        [(200, "我個仔讀緊小三"), (3, "個仔今年升咗小四喇")],
        unit("小四", entity="son"),
        no_active("小三"),
        in_history("小三", now="小四"),
    ),
    case(
        "v23fix-zh-yue-move-into-new-home",
        "zh",
        [(300, "我住喺將軍澳"), (2, "上個月搬咗入沙田嘅新屋")],
        unit("沙田"),
        no_active("將軍澳"),
        in_history("將軍澳", now="沙田"),
    ),
    case(
        "v23fix-zh-live-in-nanny-is-no-home",
        "zh",
        [(100, "我住在昆明"), (1, "我们决定请一个住家阿姨帮忙带孩子")],
        unit("昆明"),
        unit("住家阿姨", type="decision"),
    ),
    case(
        "v23fix-zh-fear-of-flying",
        "zh",
        "我怕坐飞机，去哪都尽量坐动车",
        unit("飞机", type="fact"),
    ),
    case(
        "v23fix-zh-plate-mistyped-same-breath",
        "zh",
        "我的车牌是粤B7K321，呃我写错了，是粤B7K312",
        unit("粤B7K312"),
        no_active("粤B7K321"),
    ),
    case(
        "v23fix-zh-goal-by-month",
        "zh",
        "我年底前要把驾照拿下来",
        unit("驾照", type="task"),
    ),
    case(
        "v23fix-zh-one-char-relation-named",
        "zh",
        "我妹小雨在成都读研，她最喜欢吃火锅",
        unit("成都", entity="小雨"),
        unit("火锅", entity="小雨"),
    ),
    case(
        "v23fix-zh-she-after-relation-object",
        "zh",
        [(20, "我妈的体检约在11月20号"), (1, "刚打电话问了我妈，她体检其实是11月22号，我之前记错了")],
        unit("11月22", entity="mother"),
        no_active("11月20"),
    ),
    case(
        "v23fix-zh-commute-shuttle-bus",
        "zh",
        [(90, "我坐地铁去公司上班，单程要一个小时"), (2, "现在公司有班车了，坐班车四十分钟就到")],
        unit("四十分钟"),
        no_active("一个小时"),
    ),
    case(
        "v23fix-zh-landlord-charges-rent",
        "zh",
        [(120, "我在长沙租房，房租每月1600"), (3, "下个月开始房东一个月收我1750")],
        unit("1750"),
        no_active("1600"),
        in_history("1600", now="1750"),
    ),
    case(
        "v23fix-en-accented-name-intro",
        "en",
        "Hi, I'm Zoë, 38, I'm a midwife at the Rotunda and I'm dead into sea swimming",
        unit("Zoë", type="fact", fact=("name", "Zoë")),
        unit("38", fact=("age", "38")),
        unit("midwife"),
        unit("sea swimming", type="preference"),
    ),
    case(
        "v23fix-en-its-name-typed-fast",
        "en",
        "hey its Marcus, 24, im a line cook in tulsa n lowkey obsessed with sourdough",
        unit("Marcus", type="fact", fact=("name", "Marcus")),
        unit("24", fact=("age", "24")),
        unit("line cook"),
        unit("sourdough", type="preference"),
    ),
    case(
        "v23fix-en-go-to-beside-prohibition",
        "en",
        "Ramen is my go-to when it's cold, but never suggest anything with mushrooms",
        unit("Ramen", type="preference"),
        unit("mushrooms", type="prohibition"),
    ),
    case(
        "v23fix-en-employer-with-now",
        "en",
        [(200, "I'm a barista at Costa"), (2, "I'm with Pret now, same shifts")],
        unit("Pret"),
        no_active("Costa"),
        in_history("Costa", now="Pret"),
    ),
    case(
        "v23fix-en-in-shifted-to",
        "en",
        [(250, "I live in Pune"), (4, "we shifted to Hyderabad last month for my husband's job")],
        unit("Hyderabad"),
        no_active("Pune"),
        in_history("Pune", now="Hyderabad"),
    ),
    case(
        "v23fix-en-game-quit-by-name",
        "en",
        [(60, "I play Clash Royale on the bus every morning"), (2, "I finally quit Clash Royale, deleted my account")],
        units(1, "Clash Royale"),
        unit("quit", "Clash Royale"),
    ),
    case(
        "v23fix-en-scales-read",
        "en",
        [(120, "I weigh 78 kg right now"), (2, "stepped on the scales this morning and it said 74.5")],
        unit("74.5"),
        no_active("78 kg"),
    ),
    case(
        "v23fix-en-paid-for-it",
        "en",
        [(150, "My Spotify Family plan is $16.99 a month"), (3, "they charged me $19.99 for it this month")],
        unit("19.99"),
        no_active("16.99"),
    ),
    case(
        "v23fix-en-title-without-article",
        "en",
        [(300, "I am working as Senior Engineer in a power plant"), (2, "I am Chief Engineer from this month")],
        unit("Chief Engineer"),
        no_active("Senior Engineer"),
        in_history("Senior Engineer", now="Chief Engineer"),
    ),
    case(
        "v23fix-zh-tool-then-english",
        "zh",
        [(10, "我跑步一直用Strava记录"), (1, "I run with Strava, just so you know")],
        confirmed_twice("Strava"),
    ),
    case(
        "v23fix-en-correction-mixed-up-with",
        "en",
        [
            (10, "my daughter's recital is at the Town Hall on 3 May"),
            (1, "sorry, my mistake, my daughter's recital is at St Anne's, I mixed it up with her exam"),
        ],
        unit("St Anne's"),
        no_active("Town Hall"),
    ),
]
