"""v17 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a battery test engineer at 欣旺达 in
赣州 who loves 剧本杀; "Vivian" doing growth at Lazada, 人在吉隆坡, typed half in English with pickleball;
a logistics clerk in 觀塘 who likes 打邊爐, in Cantonese-flavoured written Chinese with 喺 / 放工 / 鍾意; a
respiratory therapist at Memorial Hermann in Houston who is mad about salsa; an Irish bus driver for Bus
Éireann in Cork, typed lower case without punctuation after "grand so"), other people's facts kept as
theirs (a husband who is a project manager at 中建三局, a wife in investment banking whose pay rose with
a VP title, a daughter at university, a sister's engagement party, a wife Aroha who is a school
principal in Hamilton, a niece Imogen's birthday), values changed days later, with and without the
attribute's word (71.5公斤 → "今天一称68.2", 年薪三十五万 → 四十二万, 大二 → 升大三, a broadband plan's
1180元 → ¥768, a Hong Kong rent 九千三 → 六千二 with the move 荃灣 → 屯門, £47k → £52.5k, $3,275 →
"we're paying 3,490 now", 55 minutes on the S-Bahn → 22 min cycling, a home-loan EMI ₹47,800 →
₹39,250, creche fees €1,240 → €915), moves that happened (上周搬去肇庆啦, "we're Monctonians now") and
moves only wished or conditional (有点想搬过去，不过还得看…, "if I land the Aberdeen job I'd
probably move"), job changes (上禮拜正式離職了，現在在家接案畫插畫 in Taiwan's characters; 入职Salesforce
typed with English words; bartender → "I'm a junior dev at a fintech startup now"), habits ended
(麻将我不再打了 after 说真的; "I don't drink coffee anymore"), negations that must keep their "not"
(我不吃牛肉, "I'm not on any medication"), preferences beside prohibitions (粤菜 / 别再给我推荐火锅;
以后不要给我推荐牛排馆; "never book me meetings before 10am" / "I much prefer afternoons"), a
correction in the same breath (诶不对) and days later ("my bad, … not the 3rd"), a decision (最后决定
今年先不买车了; "it's settled: … after Easter"), a goal on a date (下个月15号考PMP), one statement told
once in each language (parkrun on Saturdays, a white Ioniq 5) and small talk, chit-chat and a question
that store nothing (好喔 了解～ in Taiwan's register, 今天也太热了吧, a Roth IRA question).
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    nothing,
    summaries_lack,
    unit,
    units,
)

CASES_V17 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence: a name, an age with 岁, an employer, a job, a city said as 人在,
    # a liking said as 最爱
    case(
        "v17-zh-intro-sunwoda-ganzhou",
        "zh",
        "我叫唐思远，32岁，在欣旺达做电池测试工程师，人在江西赣州，周末最爱跟朋友去玩剧本杀",
        unit("唐思远", type="fact", fact=("name", "唐思远")),
        unit("32", fact=("age", "32")),
        unit("欣旺达", type="fact"),
        unit("测试工程师"),
        unit("赣州"),
        unit("剧本杀", type="preference"),
    ),
    # several facts typed half in English (做growth, pickleball) with a tilde and an emoji: a name, an
    # employer, a city said as 人在, a liking said as 超爱
    case(
        "v17-zh-mixed-intro-lazada-kl",
        "zh",
        "hi～我是Vivian，在Lazada做growth，人在吉隆坡，最近超爱打pickleball🏓",
        unit("Vivian", type="fact", fact=("name", "Vivian")),
        unit("Lazada", type="fact"),
        unit("growth"),
        unit("吉隆坡"),
        unit("pickleball", type="preference"),
    ),
    # several facts in Cantonese-flavoured written Chinese (喺 for 在, 放工, 鍾意, 同班friend): a name,
    # an age, a job, a district of Hong Kong, a liking
    case(
        "v17-zh-yue-intro-kwun-tong-clerk",
        "zh",
        "我叫何家豪，今年29歲，喺觀塘做物流文員，放工最鍾意同班friend去打邊爐🍲",
        unit("何家豪", type="fact", fact=("name", "何家豪")),
        unit("29", fact=("age", "29")),
        unit("物流文員"),
        unit("觀塘"),
        unit("打邊爐", type="preference"),
    ),
    # a husband's employer and job are his, not the user's
    case(
        "v17-zh-husband-pm-construction",
        "zh",
        "我老公在中建三局当项目经理，常年跑工地，一年到头在家待不了两个月",
        unit("项目经理", entity="husband"),
        unit("中建三局", entity="husband"),
    ),
    # a weight in 公斤, the new one said with neither the word 体重 nor the unit (今天一称68.2)
    case(
        "v17-zh-weight-kilo-bare-figure",
        "zh",
        [
            (45, "体重71.5公斤，有点超重了"),
            (1, "坚持跳绳一个月，今天一称68.2🎉"),
        ],
        unit("68.2"),
        no_active("71.5"),
        in_history("71.5", now="68.2"),
    ),
    # a wife's yearly pay in Chinese numerals with 万, raised with her promotion: it stays hers
    case(
        "v17-zh-wife-pay-wan-raised",
        "zh",
        [
            (200, "我老婆在券商做投行，年薪三十五万左右"),
            (3, "老婆升VP了，年薪涨到四十二万"),
        ],
        unit("四十二万", entity="wife"),
        no_active("三十五万"),
        in_history("三十五万", now="四十二万"),
    ),
    # a daughter's university year moved up (都升大三了), said without the university's name
    case(
        "v17-zh-daughter-university-third-year",
        "zh",
        [
            (330, "我女儿在银川读大二，学的护理"),
            (2, "女儿都升大三了，开始到处投实习"),
        ],
        unit("大三", entity="daughter"),
        no_active("大二"),
        in_history("大二", now="大三"),
    ),
    # a yearly price in 元, renewed for less and said with ¥ (a price for a service, not a pay)
    case(
        "v17-zh-broadband-yuan-to-yen-sign",
        "zh",
        [
            (300, "家里宽带办的电信，一年1180元"),
            (2, "续费的时候打客服砍到了¥768一年"),
        ],
        unit("768"),
        no_active("1180"),
        in_history("1180", now="768"),
    ),
    # a move that happened (上周搬去…啦)
    case(
        "v17-zh-move-done-zhaoqing",
        "zh",
        [
            (150, "我住在江门"),
            (2, "上周搬去肇庆啦，终于不用两边跑了"),
        ],
        unit("肇庆"),
        no_active("江门"),
        in_history("江门", now="肇庆"),
    ),
    # a move only wished for (有点想搬过去，不过还得看…) moves nobody yet, and contradicts nothing
    case(
        "v17-zh-move-wish-wuhu",
        "zh",
        [
            (80, "我住在蚌埠"),
            (1, "芜湖那边房价便宜一半，有点想搬过去，不过还得看我老公的意思"),
        ],
        unit("蚌埠"),
        unit("芜湖"),
        no_pending(),
    ),
    # a job left for freelance work, in Taiwan's traditional characters (上禮拜正式離職了，現在在家接案)
    case(
        "v17-zh-tw-ground-staff-to-illustration",
        "zh",
        [
            (120, "我在長榮航空當地勤"),
            (2, "上禮拜正式離職了，現在在家接案畫插畫，收入不穩但很開心"),
        ],
        unit("插畫"),
        no_active("地勤"),
        in_history("地勤", now="插畫"),
    ),
    # an employer changed, typed with English words (做SDE, 入职Salesforce, 写backend)
    case(
        "v17-zh-mixed-grab-to-salesforce",
        "zh",
        [
            (100, "我现在在Grab做SDE"),
            (2, "上周正式入职Salesforce了，还是写backend 😭终于脱离苦海"),
        ],
        unit("Salesforce"),
        no_active("Grab"),
        in_history("Grab", now="Salesforce"),
    ),
    # a move and a rent in Chinese numerals both changed, in Cantonese-flavoured Chinese (搬咗去…喇,
    # 而家每個月)
    case(
        "v17-zh-yue-move-and-rent-tuen-mun",
        "zh",
        [
            (200, "我住喺荃灣，月租九千三"),
            (3, "搬咗去屯門喇，租金平咗好多，而家每個月六千二"),
        ],
        unit("屯門"),
        no_active("荃灣"),
        unit("六千二"),
        no_active("九千三"),
    ),
    # a weekly habit ended with 不再 after a filler opener (说真的): one memory about mahjong, ended
    case(
        "v17-zh-mahjong-buzai-filler",
        "zh",
        [
            (90, "我每个周末都跟邻居搓麻将"),
            (2, "说真的，麻将我不再打了，太伤钱了😂"),
        ],
        units(1, "麻将"),
        unit("不再", "麻将"),
        summaries_lack("说真的"),
    ),
    # a negation that keeps its 不 (我不吃牛肉) beside a prohibition said with 以后不要
    case(
        "v17-zh-no-beef-no-steakhouse",
        "zh",
        "我不吃牛肉，家里一直这样，以后不要给我推荐牛排馆了",
        unit("不吃牛肉"),
        unit("牛排", type="prohibition"),
    ),
    # a preference and a prohibition in one message (偏爱…粤菜最好 / 别再给我推荐火锅)
    case(
        "v17-zh-cantonese-food-no-hotpot",
        "zh",
        "吃东西我偏爱清淡的，粤菜最好，别再给我推荐火锅和麻辣烫了，吃了就上火",
        unit("粤菜", type="preference"),
        unit("火锅", type="prohibition"),
    ),
    # a sister's date taken back in the same breath (诶不对，是…)
    case(
        "v17-zh-correction-sister-engagement-same-breath",
        "zh",
        "我妹的订婚宴定在9月18号，诶不对，是9月28号，在老家办",
        unit("9月28", entity="sister"),
        no_active("9月18"),
    ),
    # a decision after a week's doubt, keeping its 不 (最后决定今年先不买车了)
    case(
        "v17-zh-decision-no-car-this-year",
        "zh",
        "纠结了一个礼拜，最后决定今年先不买车了，地铁通勤也挺方便",
        unit("不买车", type="decision"),
    ),
    # a goal on a relative date (下个月15号考PMP)
    case(
        "v17-zh-goal-pmp-next-month",
        "zh",
        "下个月15号考PMP，目标一次过，这几周每天晚上刷两小时题",
        unit("PMP"),
    ),
    # a weekly run told in Chinese (with the English name), then in English: one memory, confirmed
    case(
        "v17-zh-parkrun-then-english",
        "zh",
        [
            (10, "我每周六早上都去公园跑parkrun，5公里"),
            (1, "fyi I do parkrun every Saturday morning"),
        ],
        confirmed_twice("parkrun"),
    ),
    # small talk in Taiwan's register stores nothing
    case(
        "v17-zh-tw-smalltalk-hao-o-liaojie",
        "zh",
        "好喔 了解～ 那我先去忙囉 👋",
        nothing(),
    ),
    # chit-chat about the weather stores nothing
    case(
        "v17-zh-chitchat-too-hot",
        "zh",
        "今天也太热了吧，出门五分钟人就化了🥵",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one sentence: a name, an age, a job, an employer, a city, a liking ("mad about")
    case(
        "v17-en-us-intro-respiratory-therapist",
        "en",
        "Hi! I'm Ngozi, 34, respiratory therapist at Memorial Hermann in Houston and I'm mad about salsa dancing 💃",
        unit("Ngozi", type="fact", fact=("name", "Ngozi")),
        unit("34", fact=("age", "34")),
        unit("respiratory therapist", type="fact"),
        unit("Memorial Hermann"),
        unit("Houston"),
        unit("salsa", type="preference"),
    ),
    # Irish introduction typed lower case without punctuation after a filler ("grand so"): a name, an
    # age, an employer, a city, a liking; the filler stays out of summaries
    case(
        "v17-en-ie-intro-bus-eireann-runon",
        "en",
        "grand so im Ciarán 41 i drive for Bus Éireann out of Cork and i love a bit of sea swimming at the weekends",
        unit("Ciarán", type="fact", fact=("name", "Ciarán")),
        unit("41", fact=("age", "41")),
        unit("Bus Éireann", type="fact"),
        unit("Cork"),
        unit("sea swimming", type="preference"),
        summaries_lack("grand so"),
    ),
    # a named wife's job is hers, in New Zealand English ("flat out with ERO visits")
    case(
        "v17-en-nz-wife-aroha-principal",
        "en",
        "my wife Aroha's a primary school principal in Hamilton, she's flat out with ERO visits this term",
        # (a named wife is the entity by her name: the suite's convention)
        unit("principal", entity="Aroha"),
    ),
    # a salary in £ with k, the new one after a pay rise, said without the word salary
    case(
        "v17-en-uk-pay-pounds-k-rise",
        "en",
        [
            (120, "I'm on £47k at the NHS trust"),
            (2, "pay rise finally came through, £52.5k from this month 🙌"),
        ],
        unit("52.5k"),
        no_active("47k"),
        in_history("47k", now="52.5k"),
    ),
    # a rent in $, the new one said with neither the word rent nor the currency ("we're paying 3,490")
    case(
        "v17-en-us-rent-astoria-bare-figure",
        "en",
        [
            (200, "rent on our 2-bed in Astoria is $3,275 a month"),
            (2, "new lease started this month, we're paying 3,490 now ugh"),
        ],
        unit("3,490"),
        no_active("3,275"),
        in_history("3,275", now="3,490"),
    ),
    # a commute by train replaced by cycling, without the word commute the second time
    case(
        "v17-en-commute-s-bahn-to-cycling",
        "en",
        [
            (60, "my commute's 55 minutes each way on the S-Bahn"),
            (1, "switched to cycling, door to door it's 22 min now"),
        ],
        unit("22 min"),
        no_active("55 minutes"),
        in_history("55 minutes", now="22 min"),
    ),
    # an Indian home-loan EMI in rupees, lowered after a part-prepayment
    case(
        "v17-en-in-emi-rupees-prepayment",
        "en",
        [
            (150, "my home loan EMI is ₹47,800 a month"),
            (2, "after the part-prepayment the EMI came down to ₹39,250"),
        ],
        unit("39,250"),
        no_active("47,800"),
        in_history("47,800", now="39,250"),
    ),
    # creche fees in €, lowered by a subsidy ("we're down to")
    case(
        "v17-en-ie-creche-fees-euro-subsidy",
        "en",
        [
            (150, "creche fees for our youngest are €1,240 a month"),
            (2, "the new subsidy came through, we're down to €915 now"),
        ],
        unit("915"),
        no_active("1,240"),
        in_history("1,240", now="915"),
    ),
    # a Canadian move that happened, said as a demonym ("we're Monctonians now")
    case(
        "v17-en-ca-move-done-monctonians",
        "en",
        [
            (300, "we live in Saskatoon"),
            (3, "well we're Monctonians now, the move went smoother than expected"),
        ],
        unit("Moncton"),
        no_active("Saskatoon"),
        in_history("Saskatoon", now="Moncton"),
    ),
    # a move on a condition ("if I land the … job I'd probably move") moves nobody yet
    case(
        "v17-en-uk-move-if-aberdeen-job",
        "en",
        [
            (90, "I live in Norwich"),
            (1, "if I land the Aberdeen job I'd probably move up there in the summer"),
        ],
        unit("Norwich"),
        unit("Aberdeen"),
        no_pending(),
    ),
    # a career change that happened ("traded the bar for a desk … now")
    case(
        "v17-en-uk-bartender-to-junior-dev",
        "en",
        [
            (150, "I'm a bartender at a cocktail bar in Shoreditch"),
            (2, "traded the bar for a desk lol, I'm a junior dev at a fintech startup now"),
        ],
        unit("junior dev"),
        no_active("bartender"),
        in_history("bartender", now="junior dev"),
    ),
    # a habit ended ("I don't drink coffee anymore"): one memory about coffee, the new drink kept
    case(
        "v17-en-coffee-stopped-matcha",
        "en",
        [
            (80, "I drink like four coffees a day"),
            (2, "I don't drink coffee anymore, been on matcha for a month"),
        ],
        units(1, "coffee"),
        unit("matcha"),
    ),
    # a negation that keeps its "not" (no medication) beside a supplement
    case(
        "v17-en-negation-not-on-medication",
        "en",
        "I'm not on any medication, just a daily vitamin D",
        unit("not", "medication"),
        unit("vitamin D"),
    ),
    # a prohibition ("never book me …") beside a preference ("I much prefer") in one message
    case(
        "v17-en-never-before-10am-prefer-afternoons",
        "en",
        "never book me meetings before 10am, and I much prefer afternoons for calls",
        unit("10am", type="prohibition"),
        unit("afternoon", type="preference"),
    ),
    # a named niece's birthday put right days later ("my bad, … not the 3rd")
    case(
        "v17-en-correction-niece-birthday-later",
        "en",
        [
            (8, "my niece Imogen's birthday is 3 May"),
            (1, "my bad, Imogen's birthday is actually 8 May, not the 3rd"),
        ],
        # (a named niece is the entity by her name: the suite's convention)
        unit("8 May", entity="Imogen"),
        no_active("3 May"),
    ),
    # a decision with a relative date ("it's settled: … after Easter")
    case(
        "v17-en-decision-montessori-after-easter",
        "en",
        "it's settled: the little one starts at the Montessori nursery after Easter, not the council one",
        unit("Montessori", type="decision"),
    ),
    # a car told in English, then in Chinese: one memory, confirmed
    case(
        "v17-en-ioniq-then-chinese",
        "en",
        [
            (11, "I drive a white Hyundai Ioniq 5"),
            (1, "我开的是一辆白色的Ioniq 5"),
        ],
        confirmed_twice("Ioniq"),
    ),
    # a question about money in general stores nothing
    case(
        "v17-en-question-roth-ira",
        "en",
        "quick q, what's the actual difference between a Roth IRA and a traditional IRA?",
        nothing(),
    ),
]
