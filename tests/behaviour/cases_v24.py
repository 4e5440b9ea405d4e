"""v24 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (an inverter test engineer at 阳光电源 in
合肥包河 who 闲下来就爱约人打掼蛋, opening with 跟你交代下基本情况; an aircraft mechanic (當機務) at 星宇航空 in
桃園中壢 who loves 打爵士鼓, in Taiwan's traditional characters after 先簡單介紹我自己; a jewellery salesperson
喺周大福 who lives in 黃大仙 and 收工之後至鍾意…打保齡球, in Cantonese-flavoured written Chinese; "Ethan"
doing game ops at 鹰角 in 上海闵行 who 最近入坑了surfskate; a lower-case "quick intro i guess lol" UPS
driver out of dayton who "rly love smokin brisket"), other people's facts kept as theirs (a wife who is
a 营养师 at the 妇幼保健院 and whose 她 迷上了越剧, a named cousin 表妹小满 doing 跨境电商 in 义乌, a Kenyan
brother Otieno driving a matatu who is crazy about Gor Mahia, a Jamaican husband, a mechanic in
Portmore, "him love play dominoes"), values changed days later, with and without the attribute's word
(工资每月四千二 → 调了工资…五千三, a shared-flat room 1380 → "新合同签下来了…1460", a schnauzer 元宝 7.6公斤 →
"顺便一称，9.4了", a Cantonese broadband 月費$168 → 續約…$198, a British car finance £289 → "refinanced it
through Zopa, paying £241 now", an Indian Lead Consultant → "Got elevated to Principal Consultant", a
Ghanaian MTN → "I just resumed at Telecel", a Scottish daughter P5 → P6), moves that happened (正式搬进
廊坊的新家; a Malaysian "we are staying in Shah Alam since last week already") and moves only wished or
conditional (真想哪天…搬去霞浦开个小客栈，也就想想; a Singaporean "if the resale flat in Tengah goes through
then we move there lor"), habits ended (我把辣条戒了; 現在不再打麻將了 in Taiwan's characters; an Irish
"knocked the roll-ups on the head"), negations that must keep their meaning (我不吃羊肉; a South African
"Ag man, I don't eat red meat"), preferences beside prohibitions (老港片 / 虐恋苦情片一概不要推给我; a
Filipino adobo and sinigang / "just never put ampalaya in anything u suggest"), corrections in the same
breath (7車12F，不對不對…7車12D; a Welsh MOT "on the 14th, no hang on, it's the 17th") and days later (我爸's
白內障手術 3月18號 → 3月16號才對; a Canadian sister's baby shower June 8 → June 15), decisions (考虑了好几天，
我决定了…学醒狮; a Pakistani "we have decided to shift the children to Beaconhouse"), goals on a date (Q3结束前
…两万块还清; a Nigerian "By November I must have cleared my ICAN professional exams"), one statement told
once in each language (ideas jotted in flomo, a Kiwi's Hilux) and small talk and a question that store
nothing (行吧行吧…早点睡了, magpies swooping in spring).
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    nothing,
    unit,
    units,
)

CASES_V24 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 跟你交代下基本情况, a liking as 闲下来就爱约人…; the name and the liking are separate memories
    case(
        "v24-zh-intro-sungrow-baohe-guandan",
        "zh",
        "跟你交代下基本情况：我叫顾晨阳，33岁，在阳光电源做逆变器测试工程师，住合肥包河区，闲下来就爱约人打掼蛋",
        unit("顾晨阳", type="fact", fact=("name", "顾晨阳")),
        unit("33", fact=("age", "33")),
        unit("阳光电源", type="fact"),
        unit("逆变器测试工程师"),
        unit("包河"),
        unit("掼蛋", type="preference"),
        no_active("顾晨阳", "掼蛋"),
    ),
    # several facts in Taiwan's traditional characters after 先簡單介紹我自己, the job as 當機務, a liking as 下班後最喜歡
    case(
        "v24-zh-tw-intro-starlux-zhongli-jazz-drums",
        "zh",
        "你好～先簡單介紹我自己，我叫張雅筑，今年28歲，在星宇航空當機務，住桃園中壢，下班後最喜歡去打爵士鼓",
        unit("張雅筑", type="fact", fact=("name", "張雅筑")),
        unit("28", fact=("age", "28")),
        unit("星宇航空", type="fact"),
        unit("機務"),
        unit("中壢"),
        unit("爵士鼓", type="preference"),
        no_active("張雅筑", "爵士鼓"),
    ),
    # several facts in Cantonese-flavoured written Chinese (喺周大福做, 而家住, 收工之後至鍾意…)
    case(
        "v24-zh-yue-intro-chow-tai-fook-wong-tai-sin-bowling",
        "zh",
        "你好呀，我叫蘇詠琳，31歲，喺周大福做珠寶銷售，而家住黃大仙，收工之後至鍾意約埋朋友去打保齡球",
        unit("蘇詠琳", type="fact", fact=("name", "蘇詠琳")),
        unit("31", fact=("age", "31")),
        unit("周大福", type="fact"),
        unit("珠寶"),
        unit("黃大仙"),
        unit("保齡球", type="preference"),
        no_active("蘇詠琳", "保齡球"),
    ),
    # several facts typed half in English (game ops, surfskate), the liking as 最近入坑了
    case(
        "v24-zh-mixed-intro-hypergryph-minhang-surfskate",
        "zh",
        "hello hello，我是Ethan，29岁，在鹰角做game ops，住上海闵行，最近入坑了surfskate🛹",
        unit("Ethan", type="fact", fact=("name", "Ethan")),
        unit("29", fact=("age", "29")),
        unit("鹰角", type="fact"),
        unit("game ops"),
        unit("闵行"),
        unit("surfskate", type="preference"),
        no_active("Ethan", "surfskate"),
    ),
    # a wife's job and, after 她, what she has taken to: both hers
    case(
        "v24-zh-wife-dietitian-yue-opera",
        "zh",
        "我老婆在妇幼保健院当营养师，她这两年迷上了越剧，周末常去剧院听戏",
        unit("营养师", entity="wife"),
        unit("越剧", entity="wife"),
    ),
    # a named cousin (我表妹小满) and, after 她, her plan: both hers
    case(
        "v24-zh-cousin-xiaoman-yiwu-ecommerce",
        "zh",
        "我表妹小满在义乌做跨境电商，她明年五月要去新加坡读研",
        # (a named relative is the entity by her name: the suite's convention)
        unit("跨境电商", entity="小满"),
        unit("新加坡", entity="小满"),
    ),
    # a monthly wage (工资) raised by the kindergarten, said with the same word
    case(
        "v24-zh-wage-kindergarten-raised",
        "zh",
        [
            (90, "我在幼儿园当老师，工资每月四千二"),
            (2, "这学期园里给我们调了工资，现在每月五千三"),
        ],
        unit("五千三"),
        no_active("四千二"),
        in_history("四千二", now="五千三"),
    ),
    # a room's rent raised at a new contract, the new one said without 房租 or 租金 (新合同签下来了…一个月…)
    case(
        "v24-zh-room-rent-new-contract-no-word",
        "zh",
        [
            (140, "我在盐城租了个单间，每月1380"),
            (3, "新合同签下来了，我那间一个月1460"),
        ],
        unit("1460"),
        no_active("1380"),
        in_history("1380", now="1460"),
    ),
    # a pet's weight, the new one said without 体重 or 公斤 (顺便一称，…了)
    case(
        "v24-zh-schnauzer-weight-no-word",
        "zh",
        [
            (100, "我家雪纳瑞叫元宝，现在7.6公斤"),
            (2, "今天带元宝去宠物医院洗牙，顺便一称，9.4了，得控制零食"),
        ],
        unit("9.4"),
        no_active("7.6"),
        in_history("7.6", now="9.4"),
    ),
    # a home broadband fee in Cantonese-flavoured Chinese (上網月費 → 續約…而家每個月…)
    case(
        "v24-zh-yue-broadband-fee-renewed",
        "zh",
        [
            (200, "我屋企上網月費$168，用緊500M"),
            (2, "上個禮拜續約轉咗1000M，而家每個月$198"),
        ],
        unit("198"),
        no_active("$168"),
        in_history("168", now="198"),
    ),
    # a move that happened (正式搬进…的新家了), the old city not named again
    case(
        "v24-zh-move-done-tangshan-to-langfang",
        "zh",
        [
            (260, "我家在唐山路北区"),
            (4, "上周末正式搬进廊坊的新家了，孩子也跟着转了学"),
        ],
        unit("廊坊"),
        no_active("唐山"),
        in_history("唐山", now="廊坊"),
    ),
    # a move only daydreamed (真想哪天…搬去…，也就想想) moves nobody, and contradicts nothing
    case(
        "v24-zh-move-daydream-xiapu-inn",
        "zh",
        [
            (120, "我住在岳阳"),
            (1, "真想哪天辞了职搬去霞浦开个小客栈，也就想想"),
        ],
        unit("岳阳"),
        no_pending(),
    ),
    # a nightly snack given up with 戒了 (我把辣条戒了): one memory about it, and it says it ended
    case(
        "v24-zh-latiao-quit",
        "zh",
        [
            (100, "我每晚睡前都要吃一包辣条"),
            (2, "我把辣条戒了，已经一个月没碰，脸上痘痘少多了"),
        ],
        units(1, "辣条"),
        unit("戒", "辣条"),
    ),
    # a weekend mahjong habit ended with 不再, in Taiwan's characters (現在不再打麻將了)
    case(
        "v24-zh-tw-mahjong-buzai",
        "zh",
        [
            (90, "我每個週末都會跟鄰居打麻將"),
            (2, "我現在不再打麻將了，把時間拿來陪小孩"),
        ],
        units(1, "麻將"),
        unit("不再", "麻將"),
    ),
    # a negation that keeps its 不 (我不吃羊肉) beside its reason
    case(
        "v24-zh-negation-no-mutton",
        "zh",
        "我不吃羊肉，一点膻味都受不了",
        unit("不吃羊肉"),
    ),
    # a film preference (最喜欢看老港片) beside what never to recommend (…一概不要推给我)
    case(
        "v24-zh-hk-classics-no-melodrama",
        "zh",
        "给我推荐电影的话，我最喜欢看老港片，那种虐恋苦情片一概不要推给我",
        unit("港片", type="preference"),
        unit("虐恋", type="prohibition"),
    ),
    # a train seat taken back in the same breath in Taiwan's characters (不對不對，票上寫的是…)
    case(
        "v24-zh-tw-correction-hsr-seat-same-breath",
        "zh",
        "我這趟高鐵的座位是7車12F，不對不對，票上寫的是7車12D",
        unit("12D"),
        no_active("12F"),
    ),
    # a father's surgery date put right days later in Taiwan's characters (重看了一次單子…才對): it stays his
    case(
        "v24-zh-tw-correction-father-cataract-later",
        "zh",
        [
            (7, "我爸的白內障手術排在3月18號"),
            (1, "剛剛重看了一次單子，我爸手術是3月16號才對"),
        ],
        unit("3月16", entity="father"),
        no_active("3月18"),
    ),
    # a decision after some days' thought (考虑了好几天，我决定了…)
    case(
        "v24-zh-decision-son-lion-dance",
        "zh",
        "考虑了好几天，我决定了，暑假送儿子去学醒狮",
        unit("醒狮", type="decision"),
    ),
    # a goal on a date typed with an English word (Q3结束前我要把…还清)
    case(
        "v24-zh-mixed-goal-repay-before-q3-ends",
        "zh",
        "Q3结束前我要把欠小舅子的两万块还清",
        # (a goal is the vocabulary's "task" type)
        unit("两万", type="task"),
    ),
    # a note-taking app told in Chinese, then in English: one memory, confirmed
    case(
        "v24-zh-flomo-then-english",
        "zh",
        [
            (12, "我平时的灵感都随手记在flomo上"),
            (1, "btw i jot all my random ideas down in flomo"),
        ],
        confirmed_twice("flomo"),
    ),
    # winding down for the night (行吧行吧…早点睡了) stores nothing
    case(
        "v24-zh-smalltalk-off-to-bed",
        "zh",
        "行吧行吧，今天就先聊到这儿，我早点睡了😴",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case with typos ("quick intro i guess", " n ", "rly", "smokin"): a name, an
    # age, a job, a town, a liking; the name and the liking are separate memories
    case(
        "v24-en-us-lowercase-intro-ups-dayton-brisket",
        "en",
        "quick intro i guess lol: Tyler, 31, i drive for ups out of dayton ohio n i rly love smokin brisket on the weekends",
        unit("Tyler", type="fact", fact=("name", "Tyler")),
        unit("31", fact=("age", "31")),
        unit("ups", type="fact"),
        unit("dayton"),
        unit("brisket", type="preference"),
        no_active("Tyler", "brisket"),
    ),
    # a named Kenyan brother's work and, after "he", what he is crazy about: both his
    case(
        "v24-en-ke-brother-otieno-matatu-gor-mahia",
        "en",
        "My brother Otieno drives a matatu on the Thika Road route, and he is crazy about Gor Mahia, he never "
        "misses a match at Kasarani",
        # (a named brother is the entity by his name: the suite's convention)
        unit("matatu", entity="Otieno"),
        unit("Gor Mahia", entity="Otieno"),
    ),
    # a Jamaican husband's job and, after "him", what he loves: both his
    case(
        "v24-en-jm-husband-mechanic-portmore-dominoes",
        "en",
        "My husband is a mechanic down in Portmore, and him love play dominoes with him bredren every Friday night",
        unit("mechanic", entity="husband"),
        unit("dominoes", entity="husband"),
    ),
    # a British car finance payment lowered, the new one said without "finance" ("refinanced it …, paying … now")
    case(
        "v24-en-uk-car-finance-refinanced-no-word",
        "en",
        [
            (130, "My car finance on the Corsa is £289 a month"),
            (2, "refinanced it through Zopa, paying £241 now, result"),
        ],
        unit("241"),
        no_active("289"),
        in_history("289", now="241"),
    ),
    # an Indian job title raised ("Got elevated to … in this appraisal cycle"), the employer not named again
    case(
        "v24-en-in-lead-to-principal-consultant",
        "en",
        [
            (300, "I am working as Lead Consultant at a consulting firm in Gurgaon"),
            (2, "Got elevated to Principal Consultant in this appraisal cycle, treat is pending"),
        ],
        unit("Principal Consultant"),
        no_active("Lead Consultant"),
        in_history("Lead Consultant", now="Principal Consultant"),
    ),
    # a Ghanaian employer changed ("I just resumed at … this week"), the old one not named again
    case(
        "v24-en-gh-employer-mtn-to-telecel",
        "en",
        [
            (220, "I work with MTN as a customer service executive"),
            (2, "I just resumed at Telecel this week, same customer service role"),
        ],
        unit("Telecel"),
        no_active("MTN"),
        in_history("MTN", now="Telecel"),
    ),
    # a Scottish daughter's primary year moved up ("Cannae believe my daughter's in P6 now"): it stays hers
    case(
        "v24-en-scot-daughter-p5-to-p6",
        "en",
        [
            (310, "My daughter's in P5 at the wee primary round the corner"),
            (2, "Cannae believe my daughter's in P6 now, where's the time gone"),
        ],
        unit("P6", entity="daughter"),
        no_active("P5"),
        in_history("P5", now="P6"),
    ),
    # a Malaysian move that happened ("we are staying in … since last week already")
    case(
        "v24-en-my-move-done-pj-to-shah-alam",
        "en",
        [
            (200, "I stay in Petaling Jaya with my parents"),
            (3, "Finally got our own place, we are staying in Shah Alam since last week already"),
        ],
        unit("Shah Alam"),
        no_active("Petaling Jaya"),
        in_history("Petaling Jaya", now="Shah Alam"),
    ),
    # a Singaporean move only if a flat goes through ("if … then we move there lor") moves nobody yet
    case(
        "v24-en-sg-move-if-tengah-resale",
        "en",
        [
            (150, "I live in Yishun"),
            (1, "if the resale flat in Tengah goes through then we move there lor, still waiting for the bank loan"),
        ],
        unit("Yishun"),
        no_pending(),
    ),
    # an Irish habit ended ("knocked the … on the head"): one memory about it
    case(
        "v24-en-ie-roll-ups-knocked-on-the-head",
        "en",
        [
            (80, "I smoke roll-ups, about ten a day"),
            (2, "knocked the roll-ups on the head three weeks ago, feeling grand"),
        ],
        units(1, "roll-ups"),
    ),
    # a South African negation ("Ag man, I don't eat red meat"): the food is kept
    case(
        "v24-en-za-negation-no-red-meat",
        "en",
        "Ag man, I don't eat red meat these days, only chicken and fish, doctor's orders",
        unit("red meat"),
    ),
    # a Filipino lunchbox preference beside a prohibition typed casually ("just never put … in anything u suggest")
    case(
        "v24-en-ph-adobo-no-ampalaya",
        "en",
        "for baon ideas i like adobo and sinigang po, just never put ampalaya in anything u suggest, i really cant",
        unit("adobo", type="preference"),
        unit("ampalaya", type="prohibition"),
    ),
    # a Welsh date taken back in the same breath ("no hang on, it's the …")
    case(
        "v24-en-wales-correction-mot-same-breath",
        "en",
        "Right, the MOT on the van is booked in at the garage in Llanelli on the 14th, no hang on, it's the 17th",
        unit("17th"),
        no_active("14th"),
    ),
    # a Canadian sister's baby shower put right days later ("correction eh … I was looking at the wrong invite")
    case(
        "v24-en-ca-correction-sister-baby-shower-later",
        "en",
        [
            (6, "my sister's baby shower is on June 8 in Mississauga"),
            (1, "correction eh, my sister's baby shower is June 15, I was looking at the wrong invite"),
        ],
        unit("June 15", entity="sister"),
        no_active("June 8"),
    ),
    # a Pakistani family decision ("we have decided to shift the children to …"), no move of home
    case(
        "v24-en-pk-decision-beaconhouse",
        "en",
        "After a lot of thinking we have decided to shift the children to Beaconhouse from the next session",
        unit("Beaconhouse", type="decision"),
    ),
    # a Nigerian goal with a month ("By November I must have cleared …, that is my target")
    case(
        "v24-en-ng-goal-ican-by-november",
        "en",
        "By November I must have cleared my ICAN professional exams, that is my target for this year",
        # (a goal is the vocabulary's "task" type)
        unit("ICAN", type="task"),
    ),
    # a New Zealand ute told in English, then in Chinese with its English name: one memory, confirmed
    case(
        "v24-en-nz-hilux-then-chinese",
        "en",
        [
            (11, "I drive a Hilux, mostly for hauling gear up to the bach"),
            (1, "我开的是一辆Hilux"),
        ],
        confirmed_twice("Hilux"),
    ),
    # Australian thanks and a question about magpies store nothing
    case(
        "v24-en-au-thanks-question-magpies",
        "en",
        "cheers legend, quick one tho, how do you stop magpies swooping in spring, any tricks?",
        nothing(),
    ),
]
