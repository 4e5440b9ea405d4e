"""Causes found at stop 43, fixed in general and said here in other words, in both languages: a review of stop 42's
rules found sentences about the chat itself, idioms, suppositions and sarcasm kept as memories ("My upload failed,
let me try again", 正在写，稍等, "my mind went blank", 万一我的护照丢了, "just what I needed"), which no longer are; and
blind round v43's causes: what one asks to be noted is of the kind it says (帮我记一下：…回诊), a question that hangs on a
supposition tells nothing (如果我搬去深圳…？), what another did to a thing of one's own is an event ("someone keyed my
car"), what the scale said is one's weight, a daily price is a price a later one renews, Hong Kong's secondary forms
(中二 → 中三) are school years, 阿囡 / 個囡 is one's daughter, a correction that names what was said wrong with 跟你
(之前跟你说的时间不对) puts it right, and "my moms a …" is one's mother."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, nothing, unit

CASES_V43FIX: list[Case] = [
    # --- talk about the chat, idioms, suppositions, sarcasm: nothing ---------------------------------------------
    case("v43fix-en-chat-upload-failed", "en", "My upload failed, let me try again in a sec", nothing()),
    case("v43fix-en-chat-looking-forward", "en", "Looking forward to your reply, no rush!", nothing()),
    case("v43fix-zh-chat-writing-wait", "zh", "正在写，稍等哈", nothing()),
    case("v43fix-zh-chat-last-message-duplicate", "zh", "我上一条消息发重复了，忽略就好", nothing()),
    case("v43fix-en-idiom-mind-blank", "en", "My mind went completely blank in the interview today", nothing()),
    case("v43fix-zh-idiom-heart-broken", "zh", "我的心今天都碎了，唉", nothing()),
    case("v43fix-zh-supposing-shenzhen-social-insurance", "zh", "如果我搬去深圳工作，社保要怎么转过去？", nothing()),
    case(
        "v43fix-en-supposing-if-my-flat-flooded",
        "en",
        "If my flat flooded, would my contents insurance cover it?",
        nothing(),
    ),
    case(
        "v43fix-en-sarcasm-train-late",
        "en",
        "Oh brilliant, the 7:42 is cancelled again, just what I needed on a Monday.",
        nothing(),
    ),
    case("v43fix-en-mum-asked-to-ask", "en", "Mum asked me to ask you how long to roast a chicken for", nothing()),
    # --- what is kept -----------------------------------------------------------------------------------------------
    case(
        "v43fix-zh-note-dentist-appointment",
        "zh",
        "帮我记下：下周二上午10点半去口腔医院补牙",
        unit("口腔医院", "10点半", type="fact"),
    ),
    case(
        "v43fix-en-someone-keyed-my-car",
        "en",
        "Someone keyed my car outside the flat on Tuesday night, absolutely gutted",
        unit("keyed", "car"),
    ),
    case(
        "v43fix-en-heart-sank-then-what-happened",
        "en",
        "My stomach dropped on Sunday — a delivery van clipped my Fiesta's wing mirror on Leith Walk.",
        unit("Fiesta"),
        no_active("stomach"),
    ),
    case(
        "v43fix-zh-scale-weight-renewed",
        "zh",
        [(60, "我现在体重75公斤"), (2, "今天早上上秤一看，71.2公斤，开心")],
        unit("71.2公斤"),
        no_active("75公斤"),
        in_history("75公斤", now="71.2公斤"),
    ),
    case(
        "v43fix-en-scale-weight-renewed",
        "en",
        [(45, "I weigh 88kg at the moment"), (3, "Stepped on the scales this morning, 84.6kg!")],
        unit("84.6kg"),
        no_active("88kg"),
    ),
    case(
        "v43fix-en-daily-parking-price-renewed",
        "en",
        [(30, "Parking at the station is £6.20 a day"), (2, "Parking's gone up again, £7.10 a day now")],
        unit("£7.10"),
        no_active("£6.20"),
        in_history("£6.20", now="£7.10"),
    ),
    case(
        "v43fix-zh-yue-son-form-two-to-three",
        "zh",
        [(200, "我個仔喺沙田讀緊中二"), (3, "開學喇，個仔升咗中三")],
        unit("中三", entity="son"),
        no_active("中二"),
    ),
    case(
        "v43fix-zh-yue-a-nui-daughter",
        "zh",
        "阿囡今年喺港大讀護理，讀緊大二",
        unit("護理", entity="daughter"),
    ),
    case(
        "v43fix-zh-correction-with-gen-ni",
        "zh",
        [(10, "我的驾照考试是11月18号"), (1, "不好意思，驾照考试其实是11月16号，之前跟你说的日期不对")],
        unit("11月16"),
        no_active("11月18"),
    ),
    case(
        "v43fix-en-lowercase-my-dads-a-welder",
        "en",
        "im jade im 19 and i work at the leisure centre my dads a welder",
        unit("welder", entity="father"),
        no_active("leisure centre", "welder"),
    ),
    case(
        "v43fix-zh-note-allergy-is-a-fact",
        "zh",
        "帮我记住：我对青霉素过敏，吃了会起疹子",
        unit("青霉素", type="fact"),
    ),
    case(
        "v43fix-zh-befell-parcel-taken",
        "zh",
        "我的快递前天被邻居拿错了，今天才找回来",
        unit("快递", "拿错"),
    ),
    # however much one works there, where one works is one's employer
    case(
        "v43fix-en-part-time-at-tesco-employer",
        "en",
        "I work part-time at Tesco while I finish my degree",
        unit("Tesco", type="fact", fact=("employer", "Tesco")),
    ),
    case(
        "v43fix-zh-part-time-at-starbucks-employer",
        "zh",
        "我现在在星巴克做兼职，一周去三天",
        unit("星巴克", type="fact"),
    ),
    case(
        "v43fix-en-my-wife-and-i-moved",
        "en",
        "Last spring, my wife and I moved to Ballarat for her job",
        unit("Ballarat"),
    ),
]
