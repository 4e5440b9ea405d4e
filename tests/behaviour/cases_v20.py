"""v20 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (an equipment maintenance engineer at
宁德时代 whose home is in 蕉城 and who loves 写毛笔字, opening with 本人 and the job said as "X的Y"; a
deputy store manager at 全聯 in 台南永康 who bakes cakes, in Taiwan's traditional characters after
跟你說一下我的基本資料; a pharmacist at 屈臣氏 whose 屋企喺沙田 and who goes 行山, in Cantonese-flavoured
written Chinese with the age in Chinese numerals; "Tina" doing content design at Canva, 坐标厦门, 迷上了
bouldering; a Scottish ferry engineer "wi' CalMac, based in Oban", pure daft about curling; a South
African quantity surveyor at Murray & Roberts in Joburg, mad keen on trail running; a formal American
county clerk in Knoxville restoring antique clocks, whose wife Eleanor teaches piano), other people's
facts kept as theirs (a sister-in-law 小姑子晓雯 doing 跟单 in 温州, a best friend 闺蜜小颖's 花店 in
成都, a boss 领导老孙 from 哈尔滨 who does not drink, a Kenyan firstborn Baraka moving up from Form Two to
Form Three, a British neighbour Trevor who runs the chippy, an Irish "me mam's after retiring from the
post office"), values changed days later, with and without the attribute's word (到手7200 →
"从这个月起到手8650", a Taiwanese 房貸 2萬8 → 轉貸 2萬4, a daughter called 闺女 初二 → 初三, 日月光 → 廣達,
a Singaporean "1 hr 10 min on the MRT" → "now only 25 min door to door", 212 lbs → "weighed in at 198
this am", a Sea Point rent R14 500 → R15 800 with a space as the thousands separator, an Indian "designation has been changed to Deputy Manager", a veg box £23.50 → "they've upped
it to £25.75"), moves that happened (总算在福州安顿下来了, "got the keys to the house in Naas") and moves
only wished or conditional (Cantonese 如果今次抽中居屋…就搬去元朗, Kenyan "If I get that job at KenGen, I
will relocate to Naivasha"), habits ended (王者 不再打了; "no more Greggs for me, I packed that in"),
negations that must keep their "not" (我没有驾照, Singaporean "I cannot take spicy food one"),
preferences beside prohibitions (螺蛳粉 yyds / 榴莲千万别推荐; 動畫片 / 恐怖片拜託不要推薦, in Taiwan's
characters; 没有驾照 / 别给我推荐自驾; "always give me metric units" / "dont ever use emojis"),
corrections in the same breath (A型……等等，我记错了，是AB型) and days later (an Indian annual day "on
12th December only, not 14th"), a decision on a holiday (拍板了：国庆…把厨房重新装修一遍), a goal on a
date typed with an English word (立个flag：6月底前读完12本书), one statement told once in each language
(learning Korean on Duolingo) and small talk with a pinyin abbreviation and a question that store
nothing (xswl 这也太离谱了吧, candle wax in a carpet).
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

CASES_V20 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 本人 with the job said as "employer的job": a name, an age with 岁, an employer,
    # a job, a home said as 家在, a liking said as 就爱; the name and the liking are separate memories
    case(
        "v20-zh-intro-benren-catl-jiaocheng-calligraphy",
        "zh",
        "本人邵明轩，41岁，宁德时代的设备维修工程师，家在宁德蕉城，平时就爱写写毛笔字",
        unit("邵明轩", type="fact", fact=("name", "邵明轩")),
        unit("41", fact=("age", "41")),
        unit("宁德时代", type="fact"),
        unit("设备维修工程师"),
        unit("蕉城"),
        unit("毛笔字", type="preference"),
        no_active("邵明轩", "毛笔字"),
    ),
    # several facts in Taiwan's traditional characters after an opener (跟你說一下我的基本資料), the name
    # without 我叫: an age with 歲, an employer, a job, a district, a liking said as 沒事就愛
    case(
        "v20-zh-tw-intro-pxmart-yongkang-baking",
        "zh",
        "跟你說一下我的基本資料：鄭雅筑，38歲，在全聯福利中心做門市副店長，住台南永康，沒事就愛在家烤蛋糕",
        unit("鄭雅筑", type="fact", fact=("name", "鄭雅筑")),
        unit("38", fact=("age", "38")),
        unit("全聯", type="fact"),
        unit("副店長"),
        unit("永康"),
        unit("烤蛋糕", type="preference"),
    ),
    # several facts in Cantonese-flavoured written Chinese (喺, 屋企喺, 梗係, 超鍾意): a name, an age in
    # Chinese numerals, an employer, a job, a district of Hong Kong, a liking
    case(
        "v20-zh-yue-intro-watsons-shatin-hiking",
        "zh",
        "我叫麥嘉欣，三十五歲，喺屈臣氏做藥劑師，屋企喺沙田，放假梗係去行山啦，超鍾意",
        unit("麥嘉欣", type="fact", fact=("name", "麥嘉欣")),
        unit("三十五"),
        unit("屈臣氏", type="fact"),
        unit("藥劑師"),
        unit("沙田"),
        unit("行山", type="preference"),
    ),
    # several facts typed half in English (做content design, bouldering) with 坐标 for where one is: a
    # name, an age, an employer, a job, a city, a liking said as 迷上了
    case(
        "v20-zh-mixed-intro-canva-xiamen-bouldering",
        "zh",
        "嗨，简单介绍下自己：Tina，31岁，在Canva做content design，坐标厦门，最近迷上了bouldering🧗‍♀️",
        unit("Tina", type="fact", fact=("name", "Tina")),
        unit("31", fact=("age", "31")),
        unit("Canva", type="fact"),
        unit("content design"),
        unit("厦门"),
        unit("bouldering", type="preference"),
        no_active("Tina", "bouldering"),
    ),
    # a named sister-in-law's job is hers (我小姑子晓雯), not the user's
    case(
        "v20-zh-sister-in-law-xiaowen-wenzhou",
        "zh",
        "我小姑子晓雯在温州一家外贸公司做跟单，天天跟老外打交道",
        # (a named relation is the entity by her name: the suite's convention)
        unit("跟单", entity="晓雯"),
    ),
    # a named best friend's flower shop is hers (我闺蜜小颖), not the user's
    case(
        "v20-zh-friend-xiaoying-flower-shop-chengdu",
        "zh",
        "我闺蜜小颖在成都开了家花店，情人节那几天忙得脚不沾地",
        # (a named friend is the entity by her name: the suite's convention)
        unit("花店", entity="小颖"),
    ),
    # a named boss's hometown is his (我领导老孙是…人), not the user's
    case(
        "v20-zh-boss-laosun-harbin",
        "zh",
        "我领导老孙是哈尔滨人，滴酒不沾，团建从来不让大家去KTV",
        # (a named colleague is the entity by his name: the suite's convention)
        unit("哈尔滨", entity="老孙"),
    ),
    # a take-home pay (到手) raised, the new one said with neither 工资 nor 月薪 in the sentence with it
    case(
        "v20-zh-pay-take-home-raised",
        "zh",
        [
            (150, "我现在每个月到手7200"),
            (2, "涨工资啦！从这个月起到手8650"),
        ],
        unit("8650"),
        no_active("7200"),
        in_history("7200", now="8650"),
    ),
    # a mortgage payment in Taiwan's characters with 萬 (2萬8), lowered after refinancing (轉貸), the new
    # one said without the word 房貸
    case(
        "v20-zh-tw-mortgage-wan-refinanced",
        "zh",
        [
            (200, "我房貸每個月要繳2萬8"),
            (3, "轉貸到另一家銀行之後，每個月降成2萬4了"),
        ],
        unit("2萬4"),
        no_active("2萬8"),
        in_history("2萬8", now="2萬4"),
    ),
    # a daughter called 闺女 moved up a school year (这学期上初三了)
    case(
        "v20-zh-daughter-guinv-junior-two-to-three",
        "zh",
        [
            (330, "我闺女今年读初二，在实验中学"),
            (2, "闺女这学期上初三了，马上要中考，压力好大"),
        ],
        unit("初三", entity="daughter"),
        no_active("初二"),
        in_history("初二", now="初三"),
    ),
    # an employer changed in Taiwan's characters (上個月換到…了，一樣做…), the old one not named again
    case(
        "v20-zh-tw-employer-ase-to-quanta",
        "zh",
        [
            (180, "我在日月光上班，做品保"),
            (2, "上個月換到廣達了，一樣做品保，薪水多一點"),
        ],
        unit("廣達"),
        no_active("日月光"),
        in_history("日月光", now="廣達"),
    ),
    # a move that happened, said as settling in after the move (搬家折腾了…，总算在…安顿下来了)
    case(
        "v20-zh-move-done-quanzhou-to-fuzhou",
        "zh",
        [
            (220, "我现在住泉州"),
            (3, "搬家折腾了一个多月，总算在福州安顿下来了"),
        ],
        unit("福州"),
        no_active("泉州"),
        in_history("泉州", now="福州"),
    ),
    # a move only on a lottery's condition in Cantonese-flavoured Chinese (如果今次抽中居屋，我哋…就搬去…)
    # moves nobody yet, and contradicts nothing
    case(
        "v20-zh-yue-move-if-hos-yuen-long",
        "zh",
        [
            (60, "我而家住喺將軍澳"),
            (1, "如果今次抽中居屋，我哋一家就搬去元朗"),
        ],
        unit("將軍澳"),
        unit("元朗"),
        no_pending(),
    ),
    # a nightly game habit ended with 不再 (…我卸了，不再打了): one memory about it, and it says it ended
    case(
        "v20-zh-honor-of-kings-buzai",
        "zh",
        [
            (100, "我几乎每晚都打王者打到十二点"),
            (2, "王者我卸了，不再打了，太耽误睡觉"),
        ],
        units(1, "王者"),
        unit("不再", "王者"),
    ),
    # a negation that keeps its 没有 (我没有驾照) beside a prohibition said as 别给我推荐
    case(
        "v20-zh-negation-no-licence-no-self-drive",
        "zh",
        "我没有驾照，做旅行计划的时候别给我推荐自驾路线",
        unit("没有驾照"),
        unit("自驾", type="prohibition"),
    ),
    # a preference with a pinyin abbreviation (螺蛳粉真的yyds) beside a prohibition (榴莲千万别推荐给我)
    case(
        "v20-zh-pinyin-luosifen-yyds-no-durian",
        "zh",
        "螺蛳粉真的yyds，但榴莲千万别推荐给我，闻着就想吐",
        unit("螺蛳粉", type="preference"),
        unit("榴莲", type="prohibition"),
    ),
    # a preference and a prohibition in Taiwan's characters (喜歡看動畫片 / 恐怖片拜託不要推薦給我)
    case(
        "v20-zh-tw-animation-no-horror",
        "zh",
        "電影的話我喜歡看動畫片，恐怖片拜託不要推薦給我，晚上會做惡夢",
        unit("動畫片", type="preference"),
        unit("恐怖片", type="prohibition"),
    ),
    # a blood type taken back in the same breath (……等等，我记错了，是…)
    case(
        "v20-zh-correction-blood-type-same-breath",
        "zh",
        "我血型是A型……等等，我记错了，是AB型",
        unit("AB型"),
        no_active("A型"),
    ),
    # a decision on a holiday (拍板了：国庆…)
    case(
        "v20-zh-decision-national-day-kitchen",
        "zh",
        "拍板了：国庆假期不出去玩了，在家把厨房重新装修一遍",
        unit("厨房", type="decision"),
    ),
    # a goal on a date typed with an English word (立个flag：6月底前…)
    case(
        "v20-zh-goal-flag-twelve-books-june",
        "zh",
        "立个flag：6月底前读完12本书📚",
        # (a goal is the vocabulary's "task" type)
        unit("12本书", type="task"),
    ),
    # learning a language on an app told in Chinese, then in English: one memory, confirmed
    case(
        "v20-zh-duolingo-korean-then-english",
        "zh",
        [
            (10, "我最近在用Duolingo学韩语，每天打卡"),
            (1, "oh and I'm learning Korean with Duolingo btw"),
        ],
        confirmed_twice("Duolingo"),
    ),
    # laughing with a pinyin abbreviation (xswl) stores nothing
    case(
        "v20-zh-pinyin-smalltalk-xswl",
        "zh",
        "xswl 这也太离谱了吧哈哈哈",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in Scottish English ("Aye", "wi'", "pure daft about"): a name, an age, a job, an
    # employer, a town said as "based in", a liking
    case(
        "v20-en-scot-intro-calmac-oban-curling",
        "en",
        "Aye, I'm Fraser, 46, ferry engineer wi' CalMac, based in Oban, and I'm pure daft about curling",
        unit("Fraser", type="fact", fact=("name", "Fraser")),
        unit("46", fact=("age", "46")),
        unit("ferry engineer", type="fact"),
        unit("CalMac"),
        unit("Oban"),
        unit("curling", type="preference"),
        no_active("Fraser", "curling"),
    ),
    # several facts in South African English ("Howzit", "Joburg", "mad keen on"): a name, an age, a job,
    # an employer with an ampersand, a city, a liking
    case(
        "v20-en-za-intro-quantity-surveyor-joburg",
        "en",
        "Howzit! I'm Thandeka, 29, quantity surveyor at Murray & Roberts in Joburg, and I'm mad keen on trail running",
        unit("Thandeka", type="fact", fact=("name", "Thandeka")),
        unit("29", fact=("age", "29")),
        unit("quantity surveyor", type="fact"),
        unit("Murray & Roberts"),
        unit("Joburg"),
        unit("trail running", type="preference"),
    ),
    # a formal American introduction ("years of age", "serve as"): a full name, an age, a job, a city,
    # a named wife's work (hers), a liking said as "greatly enjoy"
    case(
        "v20-en-us-formal-intro-county-clerk-knoxville",
        "en",
        "Good afternoon. My name is Gregory Whitfield. I am 63 years of age and serve as county clerk in "
        "Knoxville, Tennessee. My wife, Eleanor, teaches piano. In my spare time I greatly enjoy restoring "
        "antique clocks.",
        unit("Gregory Whitfield", type="fact", fact=("name", "Gregory Whitfield")),
        unit("63", fact=("age", "63")),
        unit("county clerk", type="fact"),
        unit("Knoxville"),
        # (a named wife is the entity by her name: the suite's convention)
        unit("piano", entity="Eleanor"),
        unit("antique clocks", type="preference"),
    ),
    # a Kenyan firstborn's school form moved up ("has now gone to Form Three"): it stays his
    case(
        "v20-en-ke-firstborn-baraka-form-three",
        "en",
        [
            (300, "Our firstborn Baraka is in Form Two at Maseno School"),
            (2, "Baraka has now gone to Form Three, time really flies"),
        ],
        # (a named son is the entity by his name: the suite's convention)
        unit("Form Three", entity="Baraka"),
        no_active("Form Two"),
        in_history("Form Two", now="Form Three"),
    ),
    # a named neighbour's business is his, in British English ("donkey's years")
    case(
        "v20-en-uk-neighbour-trevor-chippy",
        "en",
        "our neighbour Trevor runs the chippy on the high street, he's been there donkey's years",
        # (a named neighbour is the entity by his name: the suite's convention)
        unit("chippy", entity="Trevor"),
    ),
    # a mother's retirement and new class are hers, in Irish English ("me mam's after retiring")
    case(
        "v20-en-ie-mam-retired-post-office-pottery",
        "en",
        "me mam's after retiring from the post office in Mullingar, she's gone and signed up for a pottery class",
        unit("post office", entity="mother"),
        unit("pottery", entity="mother"),
    ),
    # an Indian-English job title changed ("my designation has been changed to … from this month")
    case(
        "v20-en-in-designation-deputy-manager",
        "en",
        [
            (200, "I am working as Assistant Manager in HDFC Bank, Chennai branch"),
            (2, "My designation has been changed to Deputy Manager from this month"),
        ],
        unit("Deputy Manager"),
        no_active("Assistant Manager"),
        in_history("Assistant Manager", now="Deputy Manager"),
    ),
    # a Singaporean commute in "hr" and "min" shortened when the office moved ("shifted … liao"), the new
    # one said without the word commute
    case(
        "v20-en-sg-commute-office-shifted",
        "en",
        [
            (90, "my commute from Punggol to Raffles Place is 1 hr 10 min on the MRT"),
            (2, "office shifted to Paya Lebar liao, now only 25 min door to door"),
        ],
        unit("25 min"),
        no_active("1 hr 10 min"),
        in_history("1 hr 10 min", now="25 min"),
    ),
    # a weight in lbs typed lower case with abbreviations ("rn", "this am"), the new one said without
    # the word weight or the unit
    case(
        "v20-en-us-weight-lbs-lowercase",
        "en",
        [
            (70, "im 212 lbs rn ugh"),
            (2, "weighed in at 198 this am!! lets gooo"),
        ],
        unit("198"),
        no_active("212"),
        in_history("212", now="198"),
    ),
    # a South African rent in rand with a space for the thousands separator, raised ("eish")
    case(
        "v20-en-za-rent-rand-space-separator",
        "en",
        [
            (200, "Rent for my flat in Sea Point is R14 500 a month"),
            (2, "Landlord's put it up, it's R15 800 now, eish"),
        ],
        unit("15 800"),
        no_active("14 500"),
        in_history("14 500", now="15 800"),
    ),
    # a weekly subscription's price in £, raised, the new one said without naming the box
    case(
        "v20-en-uk-veg-box-price-upped",
        "en",
        [
            (120, "Our Abel & Cole veg box is £23.50 a week"),
            (2, "they've upped it to £25.75, still worth it tbh"),
        ],
        unit("25.75"),
        no_active("23.50"),
        in_history("23.50", now="25.75"),
    ),
    # an Irish move that happened ("got the keys … we're fully moved in now")
    case(
        "v20-en-ie-move-done-naas",
        "en",
        [
            (250, "we're renting in Drumcondra"),
            (3, "got the keys to the house in Naas on Friday, we're fully moved in now"),
        ],
        unit("Naas"),
        no_active("Drumcondra"),
        in_history("Drumcondra", now="Naas"),
    ),
    # a Kenyan move on a condition ("If I get that job …, I will relocate to …, God willing") moves
    # nobody yet, and contradicts nothing
    case(
        "v20-en-ke-move-if-kengen-naivasha",
        "en",
        [
            (80, "I stay in Nakuru with my family"),
            (1, "If I get that job at KenGen, I will relocate to Naivasha, God willing"),
        ],
        unit("Nakuru"),
        unit("Naivasha"),
        no_pending(),
    ),
    # a morning habit given up in British English ("no more … for me, I packed that in a fortnight ago"):
    # one memory about it, the morning habit gone
    case(
        "v20-en-uk-greggs-packed-in",
        "en",
        [
            (60, "I grab a steak bake from Greggs most mornings on the way in"),
            (2, "no more Greggs for me, I packed that in a fortnight ago"),
        ],
        units(1, "Greggs"),
        no_active("most mornings"),
    ),
    # a preference about replies beside a prohibition, lower case without apostrophes ("pls always give
    # me" / "dont ever use")
    case(
        "v20-en-us-metric-units-no-emojis",
        "en",
        "pls always give me metric units, and dont ever use emojis in ur replies",
        unit("metric", type="preference"),
        unit("emojis", type="prohibition"),
    ),
    # an Indian-English date put right days later ("Sorry, correction: … only, not 14th")
    case(
        "v20-en-in-correction-annual-day-later",
        "en",
        [
            (7, "My son's annual day function is on 14th December"),
            (1, "Sorry, correction: annual day is on 12th December only, not 14th"),
        ],
        unit("12th December"),
        no_active("14th December"),
    ),
    # a Singaporean negation that keeps its "not" inside "cannot" ("I cannot take spicy food one")
    case(
        "v20-en-sg-negation-cannot-take-spicy",
        "en",
        "I cannot take spicy food one, my stomach very weak",
        unit("cannot", "spicy"),
    ),
    # a household question stores nothing
    case(
        "v20-en-question-candle-wax-carpet",
        "en",
        "how do i get candle wax out of a carpet",
        nothing(),
    ),
]
