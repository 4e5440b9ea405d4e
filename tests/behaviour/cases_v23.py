"""v23 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a quality engineer at 立讯精密 in 东莞清溪镇
whose 最大的爱好是骑公路车, opening with 说一下我自己; a wealth adviser (理專) at 玉山銀行 in 台北內湖 who loves 划SUP,
in Taiwan's traditional characters after 嗨嗨; a physiotherapist 喺瑪麗醫院 住喺青衣 who 放工最鍾意打匹克球,
introduced with Cantonese 我係; "Vicky" doing community marketing at Lululemon in 上海静安 who 超爱Muay Thai; a
lower-case "yo its Jaylen" nail tech in el paso "lowkey obsesed with making friendship bracelets"; a
Nigerian pharmacist with Emzor in Ikeja who loves Nollywood films, whose wife Folake runs a catering
business; an Irish phlebotomist with the HSE in Limerick "mad into camogie"), other people's facts kept
as theirs (a husband who 开盾构机 for 中铁十四局, a brother 我哥志军 driving a 矿车 in 鄂尔多斯 who loves 咸奶茶, a
daughter's K2 → K3 in Cantonese, a sister's shop opening put right, a South African brother's wedding
venue put right), values changed days later, with and without the attribute's word (月工资七千三 →
八千九 after 调岗, 每月租金1950 → "每个月收我2200了", 五十分钟 by car → 顺风车 "二十二分钟就到", a Kiwi 93.4 kg →
"it's 88.1", a British Game Pass £12.99 → "paid £14.99 for it this month", an Indian Assistant Professor
→ Associate Professor, a Canadian Shoppers Drug Mart → "I'm with Sobeys now"), moves that happened
(Cantonese 搬晒入天水圍嘅新屋; a Singaporean "collected our BTO keys and shifted to Sengkang") and moves only
conditional or toyed with (要是宜昌那边的offer能谈下来，我就搬过去; "we're toying with moving to Durban"), habits
ended (红牛我戒了; 大樂透 不再買; "I already quit Mobile Legends po"), negations that must keep their "not"
(不坐飞机, "im not a gamer"), preferences beside prohibitions (器械训练 / 深蹲千万别给我排; 高鐵 / 紅眼班機絕對不要
幫我訂 in Taiwan's characters; Thai as the go-to / "never give me recipes with olives"), corrections in the
same breath (CA1837，呃我抄错了，是CA1873) and days later (之前我听岔了; "eish, my mistake"), decisions (最后决定
给我妈请个住家保姆; a heat pump going in before winter), goals on a date (今年给自己的KPI：9月前…一建证书; a
Canadian Red Seal ticket before September), one statement told once in each language (riding on Zwift,
the grocery run at Aldi) and small talk and a question that store nothing (好嘞，辛苦你了…回头聊, baking soda
and baking powder).
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

CASES_V23 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 说一下我自己, the liking as 最大的爱好是…; the name and the liking are separate memories
    case(
        "v23-zh-intro-luxshare-qingxi-road-bike",
        "zh",
        "说一下我自己：我叫苗振宇，29岁，在立讯精密做品质工程师，住东莞清溪镇，周末最大的爱好是骑公路车",
        unit("苗振宇", type="fact", fact=("name", "苗振宇")),
        unit("29", fact=("age", "29")),
        unit("立讯", type="fact"),
        unit("品质工程师"),
        unit("清溪"),
        unit("公路车", type="preference"),
        no_active("苗振宇", "公路车"),
    ),
    # several facts in Taiwan's traditional characters after 嗨嗨, the job as 當理專, a liking as 週末最愛去划SUP
    case(
        "v23-zh-tw-intro-esun-neihu-sup",
        "zh",
        "嗨嗨，我是邱品妤，今年30歲，在玉山銀行當理專，住台北內湖，週末最愛去划SUP",
        unit("邱品妤", type="fact", fact=("name", "邱品妤")),
        unit("30", fact=("age", "30")),
        unit("玉山銀行", type="fact"),
        unit("理專"),
        unit("內湖"),
        unit("SUP", type="preference"),
        no_active("邱品妤", "SUP"),
    ),
    # several facts in Cantonese-flavoured written Chinese introduced with 我係, a liking as 放工最鍾意
    case(
        "v23-zh-yue-intro-queen-mary-tsing-yi-pickleball",
        "zh",
        "我係譚凱琳，27歲，喺瑪麗醫院做物理治療師，住喺青衣，放工最鍾意去打匹克球",
        unit("譚凱琳", type="fact", fact=("name", "譚凱琳")),
        unit("27", fact=("age", "27")),
        unit("瑪麗醫院", type="fact"),
        unit("物理治療師"),
        unit("青衣"),
        unit("匹克球", type="preference"),
        no_active("譚凱琳", "匹克球"),
    ),
    # several facts typed half in English (Lululemon, community marketing, Muay Thai), the liking as 超爱
    case(
        "v23-zh-mixed-intro-lululemon-jingan-muay-thai",
        "zh",
        "哈喽～先认识一下，我是Vicky，35岁，在Lululemon做community marketing，住上海静安，最近超爱Muay Thai🥊",
        unit("Vicky", type="fact", fact=("name", "Vicky")),
        unit("35", fact=("age", "35")),
        unit("Lululemon", type="fact"),
        unit("community marketing"),
        unit("静安"),
        unit("Muay Thai", type="preference"),
        no_active("Vicky", "Muay Thai"),
    ),
    # a husband's job told as what he does (在中铁十四局开盾构机) is his
    case(
        "v23-zh-husband-tunnel-boring-machine",
        "zh",
        "我老公在中铁十四局开盾构机，常年跟着项目跑，一年回不了几趟家",
        unit("盾构", entity="husband"),
    ),
    # a named brother (我哥志军) driving a mine truck, and what he loves (他最爱喝咸奶茶): both his
    case(
        "v23-zh-brother-zhijun-mine-truck-ordos",
        "zh",
        "我哥志军在鄂尔多斯开矿车，他最爱喝咸奶茶",
        # (a named brother is the entity by his name: the suite's convention)
        unit("矿车", entity="志军"),
        unit("咸奶茶", entity="志军"),
    ),
    # a monthly wage (月工资) changed after a transfer of post (调岗之后…变成), said with the same word
    case(
        "v23-zh-monthly-wage-after-transfer",
        "zh",
        [
            (75, "我在物业公司上班，月工资七千三"),
            (2, "调岗之后月工资变成八千九了"),
        ],
        unit("八千九"),
        no_active("七千三"),
        in_history("七千三", now="八千九"),
    ),
    # a rent (每月租金) raised, the new one said without 房租 or 租金 (房东每个月收我…了)
    case(
        "v23-zh-rent-landlord-charges-no-word",
        "zh",
        [
            (150, "我在西安曲江租了套一居室，每月租金1950"),
            (3, "这个月起房东每个月收我2200了"),
        ],
        unit("2200"),
        no_active("1950"),
        in_history("1950", now="2200"),
    ),
    # a commute by car (堵的话要五十分钟) cut by a colleague's lift (改搭…顺风车，…二十二分钟就到), said without 通勤
    case(
        "v23-zh-commute-car-to-colleague-lift",
        "zh",
        [
            (60, "我每天开车去张江上班，早高峰堵的话要五十分钟"),
            (2, "最近改搭同事的顺风车，走高架二十二分钟就到"),
        ],
        unit("二十二分钟"),
        no_active("五十分钟"),
        in_history("五十分钟", now="二十二分钟"),
    ),
    # a daughter's kindergarten year moved up in Cantonese-flavoured Chinese (個女…升咗K3喇): it stays hers
    case(
        "v23-zh-yue-daughter-k2-to-k3",
        "zh",
        [
            (300, "我個女而家讀緊K2"),
            (2, "個女今個學年升咗K3喇，下年就要揀小學"),
        ],
        unit("K3", entity="daughter"),
        no_active("K2"),
        in_history("K2", now="K3"),
    ),
    # a move that happened in Cantonese-flavoured Chinese (已經搬晒入…嘅新屋喇)
    case(
        "v23-zh-yue-move-done-yau-ma-tei-to-tin-shui-wai",
        "zh",
        [
            (220, "我住喺油麻地"),
            (3, "我哋上個禮拜已經搬晒入天水圍嘅新屋喇，返工遠咗少少"),
        ],
        unit("天水圍"),
        no_active("油麻地"),
        in_history("油麻地", now="天水圍"),
    ),
    # a move only if an offer works out (要是…offer能谈下来，我就搬过去) moves nobody yet, and contradicts nothing
    case(
        "v23-zh-mixed-move-if-offer-yichang",
        "zh",
        [
            (100, "我住在荆州"),
            (1, "要是宜昌那边的offer能谈下来，我就搬过去"),
        ],
        unit("荆州"),
        unit("宜昌"),
        no_pending(),
    ),
    # a daily energy drink given up with 戒了 (红牛我戒了): one memory about it, and it says it ended
    case(
        "v23-zh-red-bull-quit",
        "zh",
        [
            (130, "我每天中午都要喝一罐红牛提神"),
            (2, "红牛我戒了，到今天正好二十天"),
        ],
        units(1, "红牛"),
        unit("戒", "红牛"),
    ),
    # a weekly lottery ticket given up with 不再, in Taiwan's characters (已經不再買了)
    case(
        "v23-zh-tw-lottery-buzai",
        "zh",
        [
            (90, "我每個禮拜都會買一張大樂透"),
            (2, "大樂透我已經不再買了，根本是在繳智商稅"),
        ],
        units(1, "大樂透"),
        unit("不再", "大樂透"),
    ),
    # a negation that keeps its 不 (我不坐飞机) beside its reason
    case(
        "v23-zh-negation-does-not-fly",
        "zh",
        "我不坐飞机，有恐飞症，出远门都是坐高铁",
        unit("不坐飞机"),
    ),
    # a workout preference (喜欢多安排器械训练) beside what never to plan (深蹲千万别给我排)
    case(
        "v23-zh-machines-no-squats",
        "zh",
        "帮我排健身计划的话，我喜欢多安排器械训练，深蹲千万别给我排，膝盖做过手术",
        unit("器械", type="preference"),
        unit("深蹲", type="prohibition"),
    ),
    # a travel preference and a prohibition in Taiwan's characters (偏好搭高鐵 / 紅眼班機絕對不要幫我訂)
    case(
        "v23-zh-tw-hsr-no-red-eye",
        "zh",
        "幫我排行程的話我偏好搭高鐵，紅眼班機絕對不要幫我訂，隔天會整個廢掉",
        unit("高鐵", type="preference"),
        unit("紅眼", type="prohibition"),
    ),
    # a flight number taken back in the same breath (呃我抄错了，是…)
    case(
        "v23-zh-correction-flight-number-same-breath",
        "zh",
        "我下周五的航班号是CA1837，呃我抄错了，是CA1873",
        unit("CA1873"),
        no_active("CA1837"),
    ),
    # a sister's shop opening date put right days later (…其实是…，之前我听岔了): it stays hers
    case(
        "v23-zh-correction-sister-shop-opening-later",
        "zh",
        [
            (8, "我姐的新店开业定在10月2号"),
            (1, "刚问过我姐，她新店开业其实是10月4号，之前我听岔了"),
        ],
        unit("10月4", entity="sister"),
        no_active("10月2号"),
    ),
    # a decision after talking it over (跟老公商量了一晚上，最后决定…)
    case(
        "v23-zh-decision-live-in-carer-for-mum",
        "zh",
        "跟老公商量了一晚上，最后决定给我妈请个住家保姆",
        unit("保姆", type="decision"),
    ),
    # a goal on a date typed with an English word (今年给自己的KPI：9月前把…考下来)
    case(
        "v23-zh-mixed-goal-kpi-constructor-certificate",
        "zh",
        "今年给自己的KPI：9月前把一建证书考下来",
        # (a goal is the vocabulary's "task" type)
        unit("一建", type="task"),
    ),
    # indoor cycling told in Chinese, then in English: one memory, confirmed
    case(
        "v23-zh-zwift-then-english",
        "zh",
        [
            (12, "我在家骑车都用Zwift，一周三次"),
            (1, "btw I ride on Zwift at home three times a week"),
        ],
        confirmed_twice("Zwift"),
    ),
    # thanks and a goodbye (好嘞，辛苦你了…回头聊) store nothing
    case(
        "v23-zh-smalltalk-thanks-talk-later",
        "zh",
        "好嘞，辛苦你了，那先这样，回头聊👋",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case with a typo ("yo its", " n ", "lowkey obsesed"): a name, an age, a job,
    # a town, a liking; the name and the liking are separate memories
    case(
        "v23-en-us-lowercase-intro-nail-tech-el-paso",
        "en",
        "yo its Jaylen, 26, im a nail tech at a salon in el paso n lowkey obsesed with making friendship bracelets lol",
        unit("Jaylen", type="fact", fact=("name", "Jaylen")),
        unit("26", fact=("age", "26")),
        unit("nail tech", type="fact"),
        unit("el paso"),
        unit("friendship bracelets", type="preference"),
        no_active("Jaylen", "friendship bracelets"),
    ),
    # several facts in Nigerian English ("Good evening sir", "a pharmacist with …"), and a wife's business kept hers
    case(
        "v23-en-ng-intro-emzor-ikeja-nollywood-wife-folake",
        "en",
        "Good evening sir. My name is Tunde Bakare, I am 38, I am a pharmacist with Emzor in Ikeja, and I love "
        "watching Nollywood films. My wife Folake runs a small catering business.",
        unit("Tunde Bakare", type="fact", fact=("name", "Tunde Bakare")),
        unit("38", fact=("age", "38")),
        unit("pharmacist", type="fact"),
        unit("Emzor"),
        unit("Ikeja"),
        unit("Nollywood", type="preference"),
        # (a named wife is the entity by her name: the suite's convention)
        unit("catering", entity="Folake"),
        no_active("Tunde Bakare", "Nollywood"),
        no_active("pharmacist", "catering"),
    ),
    # several facts in Irish English ("Howya", "with the HSE down in", "mad into"), a name with an accent
    case(
        "v23-en-ie-intro-hse-limerick-camogie",
        "en",
        "Howya, I'm Siobhán, 44, I'm a phlebotomist with the HSE down in Limerick and I'm mad into camogie",
        unit("Siobhán", type="fact", fact=("name", "Siobhán")),
        unit("44", fact=("age", "44")),
        unit("phlebotomist", type="fact"),
        unit("HSE"),
        unit("Limerick"),
        unit("camogie", type="preference"),
    ),
    # a New Zealand weight, the new one said without "weight" or the unit ("hopped on the scales … it's 88.1")
    case(
        "v23-en-nz-weight-scales-no-word",
        "en",
        [
            (90, "I'm sitting at 93.4 kg at the moment, not stoked about it"),
            (2, "been walking the dog every arvo, hopped on the scales today and it's 88.1"),
        ],
        unit("88.1"),
        no_active("93.4"),
        in_history("93.4", now="88.1"),
    ),
    # a British subscription price raised, the new one said without "price" ("paid £14.99 for it this month")
    case(
        "v23-en-uk-game-pass-paid-more",
        "en",
        [
            (160, "My Xbox Game Pass Ultimate is £12.99 a month"),
            (2, "paid £14.99 for it this month, they never even warned us, cheeky sods"),
        ],
        unit("14.99"),
        no_active("12.99"),
        in_history("12.99", now="14.99"),
    ),
    # an Indian job title raised ("By God's grace I got promoted, I am … from this semester")
    case(
        "v23-en-in-assistant-to-associate-professor",
        "en",
        [
            (280, "I am working as Assistant Professor in the Civil department of a private engineering college"),
            (2, "By God's grace I got promoted, I am Associate Professor from this semester"),
        ],
        unit("Associate Professor"),
        no_active("Assistant Professor"),
        in_history("Assistant Professor", now="Associate Professor"),
    ),
    # a Canadian employer changed ("I'm with … now, started … Monday"), the old one not named again
    case(
        "v23-en-ca-employer-shoppers-to-sobeys",
        "en",
        [
            (260, "I'm a pharmacy assistant at Shoppers Drug Mart"),
            (2, "I'm with Sobeys now, started on their pharmacy counter Monday, way less chaos"),
        ],
        unit("Sobeys"),
        no_active("Shoppers Drug Mart"),
        in_history("Shoppers", now="Sobeys"),
    ),
    # a Singaporean move that happened ("collected our BTO keys and shifted to …")
    case(
        "v23-en-sg-move-done-woodlands-to-sengkang",
        "en",
        [
            (300, "I stay in Woodlands"),
            (3, "we finally collected our BTO keys and shifted to Sengkang last weekend"),
        ],
        unit("Sengkang"),
        no_active("Woodlands"),
        in_history("Woodlands", now="Sengkang"),
    ),
    # a South African move only toyed with ("we're toying with moving to …, nothing decided") moves nobody yet
    case(
        "v23-en-za-move-toyed-with-durban",
        "en",
        [
            (80, "I live in Pretoria East"),
            (1, "we're toying with moving to Durban once the kids finish matric, nothing decided yet"),
        ],
        unit("Pretoria"),
        unit("Durban"),
        no_pending(),
    ),
    # a Filipino nightly game habit ended ("I already quit … po"): one memory about it, and it says it ended
    case(
        "v23-en-ph-mobile-legends-quit",
        "en",
        [
            (110, "I play Mobile Legends every night until 2am"),
            (2, "I already quit Mobile Legends po, uninstalled it last week"),
        ],
        units(1, "Mobile Legends"),
        unit("quit", "Mobile Legends"),
    ),
    # a negation typed lower case that keeps its "not" ("im not a gamer")
    case(
        "v23-en-us-negation-not-a-gamer",
        "en",
        "honestly im not a gamer, never owned a console in my life",
        unit("not", "gamer"),
    ),
    # an Australian food preference ("… 's my go-to") beside a prohibition ("never give me recipes with …")
    case(
        "v23-en-au-thai-go-to-no-olives",
        "en",
        "Thai's my go-to for dinner ideas, but never give me recipes with olives, can't stand em",
        unit("Thai", type="preference"),
        unit("olives", type="prohibition"),
    ),
    # a South African brother's wedding venue put right days later ("eish, my mistake"): it stays his
    case(
        "v23-en-za-correction-brother-wedding-venue-later",
        "en",
        [
            (9, "my brother's wedding is in Stellenbosch on 14 March"),
            (1, "eish, my mistake, my brother's wedding is in Franschhoek, I mixed it up with my cousin's"),
        ],
        unit("Franschhoek", entity="brother"),
        no_active("Stellenbosch"),
    ),
    # a Scottish household decision ("We've decided, the heat pump's going in before winter")
    case(
        "v23-en-scot-decision-heat-pump",
        "en",
        "We've decided, the heat pump's going in before winter, the auld boiler's had it",
        unit("heat pump", type="decision"),
    ),
    # a Canadian goal with a month ("I need to have my … done before September, that's the goal")
    case(
        "v23-en-ca-goal-red-seal-september",
        "en",
        "I need to have my Red Seal ticket done before September, that's the goal",
        # (a goal is the vocabulary's "task" type)
        unit("Red Seal", type="task"),
    ),
    # a grocery routine told in English, then in Chinese with the shop's English name: one memory, confirmed
    case(
        "v23-en-aldi-then-chinese",
        "en",
        [
            (11, "I do my big grocery run at Aldi every Saturday morning"),
            (1, "我每个周六早上都去Aldi买菜"),
        ],
        confirmed_twice("Aldi"),
    ),
    # thanks and a baking question store nothing
    case(
        "v23-en-question-baking-soda-powder",
        "en",
        "cheers for that! whats the actual difference between baking soda and baking powder?",
        nothing(),
    ),
]
