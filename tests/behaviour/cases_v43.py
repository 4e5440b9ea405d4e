"""v43 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only. Several facts at once: a 夹层玻璃工艺 worker at 福耀玻璃 who lives in 福清龙田镇,
最爱玩飞镖 and keeps a 狸花猫 called 煤老板, after 跟你说下我的基本情况：, whose 姐 is a 超声科医生 at 福州协和医院; a 韌體測試
工程師 at 研華 in 新北林口 who 最愛跟朋友去打漆彈, with a 豹紋守宮 called 阿呆 and a 爸 doing 線路維修 at 台電, in Taiwan's
characters after 嗨嗨，我先報一下基本資料喔：; a Cantonese 倉務主任 at 嘉里物流 in 荔景 who 最鍾意出海划艇, with a 倉鼠 called
波波 and a 老婆 who is a 配藥員 at 萬寧; a formal Lagos "Good evening. My name is …" community pharmacist with HealthPlus in
Ikeja, residing in Magodo GRA, fond of Scrabble, whose younger brother is a first officer with Air Peace; an American
teen's lower-case run-on without punctuation ("hiii ok so im maddie im 16") with a froyo job, boba, a bearded dragon
called nugget and a mom who is a mail carrier. Values changed days later, with and without the attribute's word: 年薪
税前18万 → "税前一年能拿21.5万", 86公斤 → "今天早上一称，79.5公斤", a Cantonese 劏房 租金HK$7,200 → 加租 HK$7,800, a
Cantonese daughter's 中三 → 升咗中四, an Indian in-hand ₹62,000 → ₹71,500 "from this month itself", an Irish Panda bin
charge €27 → "are after putting the price up … €31", a Blacktown daycare $138 → $152 a day, a Montréal Provigo shift
"6h à 14h" → "my horaire … 14h à 22h" in French-English, a South African 97kg → "stood on the scale … 91.5kg". A move
that happened (黄冈黄州区 → 现在住武汉汉阳) and one only weighed (Greenville with a transfer to Des Moines "just weighing it
up"); a new employer (叮咚买菜 → 正式去朴朴超市报到了) and an interview only (M-KOPA while at Kenya Airways). A habit stopped
(a Southern "Quit dippin back in March"), negations (a 贵州人 who 一点辣都不吃 — the stereotype a trap; a formal "I do not
drink alcohol" with "Kindly never suggest wine pairings"), a prohibition (别给我推荐任何保健品), goals with dates (¥60,000 的
婚礼基金 by 2026年12月31号; a Singaporean part-time degree at SUSS by June 2027), a decision in zh mixed with English (final
decision：今年 Chinese New Year 不回老家了), an appointment with date and time (三總皮膚科 12月3號 下午2點半, in Taiwan's
characters), corrections in the same breath (MU5137 → 等一下我看错了，是 MU5173) and days later without the old value (a
son's 毕业典礼 6月26号 → 其实是6月24号), forget requests (把我前任的名字删了吧 with a job kept; "You can forget my old address"
with a job kept), one fact told once in each language (weekend part-time at MUJI; the Arlington Baths on Tuesdays), events
on a day (a 爸 hit by a 快递三轮车 昨天下午; a Glasgow "My heart sank on Saturday" over a wee Micra reversed into — the idiom
not kept), reported speech about others (同事小雯 who 超討厭苦瓜; "My friend Kemi said she hates sushi" — theirs, not the
user's) and small talk, a joke, sarcasm, thanks and hypotheticals that store nothing (我的天哪 thunder with the Oct 31 =
Dec 25 joke; 要是我裸辞了会怎么样; "if I moved to Tallinn, would I need a visa?"; an Australian "Oh fantastic, 44 degrees
again … Living the dream").
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

CASES_V43 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 跟你说下我的基本情况： (name, age, employer and job, town, a liking, a pet), then with 对了 the
    # sister's job: each its own memory, the sister's kept as hers
    case(
        "v43-zh-intro-fuyao-longtian-darts-tabby-sister-ultrasound",
        "zh",
        "跟你说下我的基本情况：我叫房晓光，今年31，在福耀玻璃做夹层玻璃工艺，住福清龙田镇，平时最爱玩飞镖，"
        "家里养了只狸花猫叫煤老板。对了，我姐在福州协和医院当超声科医生。",
        unit("房晓光", type="fact", fact=("name", "房晓光")),
        unit("31", fact=("age", "31")),
        unit("福耀", type="fact"),
        unit("龙田"),
        unit("飞镖", type="preference"),
        unit("煤老板"),
        unit("超声", entity="sister"),
        no_active("福耀", "超声"),
        no_active("飞镖", "煤老板"),
    ),
    # several facts in Taiwan's traditional characters after 嗨嗨，我先報一下基本資料喔：, a gecko, and the father's job at
    # the end: his kept as his
    case(
        "v43-zh-tw-intro-advantech-linkou-paintball-gecko-father-taipower",
        "zh",
        "嗨嗨，我先報一下基本資料喔：我叫溫品妤，26歲，在研華當韌體測試工程師，住新北林口，假日最愛跟朋友去打漆彈。"
        "家裡養了一隻豹紋守宮叫阿呆。我爸在台電做線路維修。",
        unit("溫品妤", type="fact", fact=("name", "溫品妤")),
        unit("26", fact=("age", "26")),
        unit("研華", type="fact"),
        unit("林口"),
        unit("漆彈", type="preference"),
        unit("阿呆"),
        unit("台電", entity="father"),
        no_active("研華", "台電"),
        no_active("漆彈", "阿呆"),
    ),
    # Cantonese after 我講埋我自己啲嘢先：, a job, a home, a liking, a hamster and the wife's job: each its own memory,
    # the wife's kept as hers
    case(
        "v43-zh-yue-intro-kerry-logistics-lai-king-kayak-hamster-wife-dispenser",
        "zh",
        "我講埋我自己啲嘢先：我叫麥家豪，今年44，喺嘉里物流做倉務主任，住喺荔景。得閒最鍾意出海划艇，屋企仲養咗隻倉鼠叫波波。"
        "老婆喺萬寧做配藥員。",
        unit("麥家豪", type="fact", fact=("name", "麥家豪")),
        unit("44", fact=("age", "44")),
        unit("嘉里", type="fact"),
        unit("荔景"),
        unit("划艇", type="preference"),
        unit("波波"),
        unit("配藥", entity="wife"),
        no_active("嘉里", "配藥"),
        no_active("划艇", "波波"),
    ),
    # a yearly pay in 万 raised, the new figure said without 年薪 (税前一年能拿…)
    case(
        "v43-zh-salary-18-wan-to-21-5-wan-without-word",
        "zh",
        [
            (120, "我在一家做宠物食品的公司做品牌策划，年薪税前18万"),
            (2, "今年调薪结果出来了，税前一年能拿21.5万"),
        ],
        unit("21.5万"),
        no_active("18万"),
        in_history("18万", now="21.5万"),
    ),
    # a weight in 公斤 come down, the new figure from the scales without 体重
    case(
        "v43-zh-weight-86-to-79-5-kilos-without-word",
        "zh",
        [
            (150, "我体重86公斤，医生让我减一减"),
            (3, "坚持游了半年泳，今天早上一称，79.5公斤"),
        ],
        unit("79.5公斤"),
        no_active("86公斤"),
        in_history("86公斤", now="79.5公斤"),
    ),
    # Cantonese: a subdivided flat's rent in HK$ raised by the landlord (業主…加租，而家要交…)
    case(
        "v43-zh-yue-rent-to-kwa-wan-hkd-7200-to-7800",
        "zh",
        [
            (180, "我喺土瓜灣租緊個劏房，租金HK$7,200一個月"),
            (2, "業主今個月起加租，而家要交HK$7,800"),
        ],
        unit("HK$7,800"),
        no_active("HK$7,200"),
        in_history("HK$7,200", now="HK$7,800"),
    ),
    # Cantonese: a daughter's school year moved up after the summer (升咗中四): hers, the old year in the history
    case(
        "v43-zh-yue-daughter-form-three-to-form-four",
        "zh",
        [
            (200, "我個囡喺九龍塘一間中學讀中三"),
            (3, "九月開學，阿囡已經升咗中四喇"),
        ],
        unit("中四", entity="daughter"),
        no_active("中三"),
        in_history("中三", now="中四"),
    ),
    # a move that happened (把家搬完了，现在住…), the old district not named again
    case(
        "v43-zh-move-huangzhou-to-hanyang",
        "zh",
        [
            (240, "我住在黄冈黄州区"),
            (2, "上礼拜终于把家搬完了，现在住武汉汉阳，离公司近多了"),
        ],
        unit("汉阳"),
        no_active("黄州"),
        in_history("黄州", now="汉阳"),
    ),
    # a new employer (正式去…报到了), the old one not named again
    case(
        "v43-zh-employer-dingdong-to-pupu",
        "zh",
        [
            (300, "我在叮咚买菜做前置仓站长"),
            (3, "上周一正式去朴朴超市报到了，还是管前置仓"),
        ],
        unit("朴朴"),
        no_active("叮咚"),
        in_history("叮咚", now="朴朴"),
    ),
    # a negation against a stereotype (虽然我是贵州人，但…一点辣都不吃): the hometown and the 不 both kept
    case(
        "v43-zh-negation-guizhou-native-no-chilli",
        "zh",
        "虽然我是贵州人，但我真的一点辣都不吃，微辣都扛不住",
        unit("贵州", type="fact"),
        unit("不", "辣"),
    ),
    # a prohibition with examples and a reason (以后别给我推荐任何…，…统统别推)
    case(
        "v43-zh-prohibition-no-health-supplements",
        "zh",
        "以后别给我推荐任何保健品，鱼油、胶原蛋白那些统统别推，我妈就是被这些坑惨了",
        unit("保健品", type="prohibition"),
    ),
    # a goal with an amount in ¥ and a date (给自己定个目标：…之前攒够…)
    case(
        "v43-zh-goal-wedding-fund-yuan-60000-by-end-2026",
        "zh",
        "给自己定个目标：2026年12月31号之前攒够¥60,000的婚礼基金",
        # (a goal is the vocabulary's "task" type)
        unit("¥60,000", "2026", type="task"),
    ),
    # a decision in zh mixed with English (discuss 了好几天，final decision：…)
    case(
        "v43-zh-mixed-decision-chinese-new-year-stay-in-xiamen",
        "zh",
        "跟男朋友 discuss 了好几天，final decision：今年 Chinese New Year 不回老家了，就留在厦门过",
        unit("厦门", type="decision"),
    ),
    # an appointment on a date and time in Taiwan's traditional characters (幫我記一下：…回診)
    case(
        "v43-zh-tw-appointment-tri-service-dermatology",
        "zh",
        "幫我記一下：12月3號星期三下午2點半要去三總皮膚科回診",
        unit("皮膚科", "12月3", "2點半"),
    ),
    # a flight number taken back in the same breath, in zh mixed with English (等一下我看错了，是…)
    case(
        "v43-zh-mixed-correction-flight-number-same-breath",
        "zh",
        "我下周五飞兰州的 flight 是 MU5137，等一下我看错了，是 MU5173",
        unit("MU5173"),
        no_active("MU5137"),
    ),
    # a son's graduation date corrected days later, the old date not said again (…其实是…，之前跟你说的日子不对)
    case(
        "v43-zh-correction-son-graduation-days-later-without-old",
        "zh",
        [
            (8, "我儿子的幼儿园毕业典礼是6月26号"),
            (1, "刚看了班级群的通知，毕业典礼其实是6月24号，之前跟你说的日子不对"),
        ],
        unit("6月24"),
        no_active("6月26"),
    ),
    # an ex's name forgotten on request (把我前任的名字删了吧): the job told before stays
    case(
        "v43-zh-forget-ex-name-keep-job",
        "zh",
        [
            (40, "我在一家牙科诊所当前台"),
            (15, "我前任叫邵子豪，分手快两年了"),
            (1, "把我前任的名字删了吧，以后也别再提他"),
        ],
        no_active("邵子豪"),
        unit("牙科"),
    ),
    # a weekend job told in Chinese, then in English: one memory, confirmed
    case(
        "v43-zh-muji-weekend-part-time-then-english",
        "zh",
        [
            (12, "我周末在MUJI门店做兼职"),
            (1, "I work part-time at a MUJI store on weekends."),
        ],
        units(1, "MUJI"),
        confirmed_twice("MUJI"),
    ),
    # something that happened to one's own father on a day (昨天下午…被…撞了，…缝了六针)
    case(
        "v43-zh-father-hit-by-delivery-tricycle-yesterday",
        "zh",
        "我爸昨天下午在小区楼下被一辆快递三轮车撞了，左小腿缝了六针，还好骨头没事",
        unit("六针"),
    ),
    # an exclamation (我的天哪), thunder, a joke in zh mixed with English and thanks store nothing
    case(
        "v43-zh-smalltalk-wodetiana-thunder-programmer-joke",
        "zh",
        "我的天哪，外面这雷打得也太吓人了！哈哈给你讲个笑话：程序员为什么分不清万圣节和圣诞节？因为 Oct 31 = Dec 25。"
        "谢谢你陪我聊天～",
        nothing(),
    ),
    # a hypothetical question about quitting (要是我裸辞了会怎么样) stores nothing
    case(
        "v43-zh-hypothetical-quit-without-offer",
        "zh",
        "要是我裸辞了会怎么样啊？社保断缴几个月影响大吗？纯好奇问问",
        nothing(),
    ),
    # reported speech in Taiwan's traditional characters: a colleague's dislike is hers, not the user's
    case(
        "v43-zh-tw-reported-colleague-hates-bitter-melon",
        "zh",
        "我同事小雯說她超討厭苦瓜，聞到味道就想吐",
        unit("苦瓜", entity="小雯"),
        units(1, "苦瓜"),
    ),
    # --- English ---------------------------------------------------------------------------------
    # Lagos, formal ("Good evening. My name is …, I reside in …"): name, age, job, district, a liking and the brother's
    # work, each its own memory, his kept as his
    case(
        "v43-en-ng-formal-intro-pharmacist-magodo-scrabble-brother-air-peace",
        "en",
        "Good evening. My name is Olamide Fashola, I am 36 years old, a community pharmacist with HealthPlus in Ikeja, "
        "and I reside in Magodo GRA. I enjoy playing Scrabble in my spare time. My younger brother, Tunde, is a first "
        "officer with Air Peace.",
        unit("Olamide", type="fact", fact=("name", "Olamide Fashola")),
        unit("36", fact=("age", "36")),
        unit("pharmacist", type="fact"),
        unit("Magodo"),
        unit("Scrabble", type="preference"),
        unit("Air Peace", entity="brother"),
        no_active("pharmacist", "Air Peace"),
        no_active("Scrabble", "Air Peace"),
    ),
    # US teen, lower case, no punctuation: name, age, job, a liking, a pet and the mom's job, each its own memory
    case(
        "v43-en-us-teen-lowercase-intro-froyo-boba-bearded-dragon-mom-mail-carrier",
        "en",
        "hiii ok so im maddie im 16 i work weekends at the froyo place in the mall and im obsessed w boba rn also i "
        "have a bearded dragon named nugget lol my moms a mail carrier",
        unit("maddie", type="fact"),
        unit("16", fact=("age", "16")),
        unit("froyo"),
        unit("boba", type="preference"),
        unit("nugget"),
        unit("mail carrier", entity="mother"),
        no_active("froyo", "mail carrier"),
        no_active("boba", "nugget"),
    ),
    # India: an in-hand salary in rupees raised after appraisal ("from this month itself in-hand is …")
    case(
        "v43-en-in-salary-inr-62000-to-71500",
        "en",
        [
            (200, "I am working as QA analyst in Bhubaneswar, my in-hand salary is ₹62,000 per month"),
            (2, "Appraisal got over, from this month itself in-hand is ₹71,500"),
        ],
        unit("₹71,500"),
        no_active("₹62,000"),
        in_history("₹62,000", now="₹71,500"),
    ),
    # Ireland: a monthly bin charge in euro put up, said the Irish way ("are after putting the price up on us")
    case(
        "v43-en-ie-bin-charge-27-to-31-euro",
        "en",
        [
            (300, "Our bin collection with Panda is €27 a month"),
            (2, "Panda are after putting the price up on us, it's €31 a month now"),
        ],
        unit("€31"),
        no_active("€27"),
        in_history("€27", now="€31"),
    ),
    # Western Sydney: a daily daycare fee up, the attribute's word in both messages
    case(
        "v43-en-au-daycare-138-to-152-a-day",
        "en",
        [
            (120, "Daycare for our youngest in Blacktown is $138 a day"),
            (2, "Daycare's gone up again, $152 a day now, strewth"),
        ],
        unit("$152"),
        no_active("$138"),
        in_history("$138", now="$152"),
    ),
    # Montréal, French-English: a shift's hours changed, the second message without "shift" (my horaire … 14h à 22h)
    case(
        "v43-en-ca-fr-shift-6h-14h-to-14h-22h",
        "en",
        [
            (90, "Je travaille au Provigo sur Saint-Denis, my shift is 6h à 14h"),
            (2, "They changed my horaire, now c'est 14h à 22h, pas le fun pantoute"),
        ],
        unit("22h"),
        no_active("6h"),
        in_history("6h", now="22h"),
    ),
    # South Africa: a weight in kg come down, the new figure from the scale without "weigh"
    case(
        "v43-en-za-weight-97kg-to-91-5kg",
        "en",
        [
            (110, "I weigh 97kg, way too much for my height"),
            (3, "Ja, stood on the scale this morning, 91.5kg, lekker"),
        ],
        unit("91.5kg"),
        no_active("97kg"),
        in_history("97kg", now="91.5kg"),
    ),
    # South Carolina: a transfer only weighed up ("just weighing it up, nothing's decided"): the home stays, nothing waits
    case(
        "v43-en-us-move-greenville-des-moines-only-weighing",
        "en",
        [
            (260, "We live in Greenville, South Carolina"),
            (1, "My company floated a transfer to Des Moines. Honestly I'm just weighing it up, nothing's decided yet"),
        ],
        unit("Greenville"),
        no_pending(),
    ),
    # Nairobi: an interview elsewhere with no answer yet: the employer stays, nothing waits
    case(
        "v43-en-ke-interview-m-kopa-while-at-kenya-airways",
        "en",
        [
            (210, "I'm a systems analyst at Kenya Airways, based at JKIA"),
            (1, "Had my panel interview with M-KOPA on Tuesday, they said they'll get back to me by end month"),
        ],
        unit("Kenya Airways"),
        no_pending(),
    ),
    # US South: a tobacco habit stopped ("Quit dippin back in March, ain't touched a can since")
    case(
        "v43-en-us-south-habit-dipping-stopped",
        "en",
        [
            (100, "I dip Copenhagen, bout a can a day"),
            (2, "Quit dippin back in March, ain't touched a can since"),
        ],
        no_active("a can a day"),
        no_pending(),
    ),
    # formal, email-like: a negation ("I do not drink alcohol") beside a prohibition ("Kindly never suggest …")
    case(
        "v43-en-formal-no-alcohol-never-suggest-wine-pairings",
        "en",
        "Dear Assistant, for the avoidance of doubt: I do not drink alcohol. Kindly never suggest wine pairings or "
        "cocktail bars to me. Kind regards.",
        unit("alcohol", type="fact"),
        unit("wine", type="prohibition"),
    ),
    # Singapore: a goal on a date ("My target is to finish … by June 2027, then can …")
    case(
        "v43-en-sg-goal-suss-degree-by-june-2027",
        "en",
        "My target is to finish my part-time degree at SUSS by June 2027, then can apply for promotion",
        unit("SUSS", "2027", type="task"),
    ),
    # Ohio: an old address forgotten on request ("You can forget my old address"): the job stays
    case(
        "v43-en-us-forget-old-address-keep-job",
        "en",
        [
            (60, "I'm a court stenographer in Toledo"),
            (20, "Our old address was 2215 Maple Ridge Drive in Sylvania, before we moved downtown"),
            (1, "You can forget my old address, I don't need you holding onto it"),
        ],
        no_active("Maple Ridge"),
        unit("stenographer"),
    ),
    # Glasgow: a weekly swim told in English, then in Chinese: one memory, confirmed
    case(
        "v43-en-sco-arlington-baths-tuesdays-then-chinese",
        "en",
        [
            (14, "I swim at the Arlington Baths every Tuesday before work"),
            (1, "我每周二上班前都去Arlington Baths游泳"),
        ],
        units(1, "Arlington"),
        confirmed_twice("Arlington"),
    ),
    # Glasgow: something that happened on a day, told with an idiom ("My heart sank"): the car kept, the idiom not
    case(
        "v43-en-sco-heart-sank-micra-reversed-into-saturday",
        "en",
        "My heart sank on Saturday — some numpty reversed intae my wee Micra in the Morrisons car park and just drove "
        "aff.",
        unit("Micra"),
        no_active("heart"),
    ),
    # a hypothetical question about moving ("if I moved to …, would I need a visa?") stores nothing
    case(
        "v43-en-hypothetical-move-tallinn-visa",
        "en",
        "Random one — if I moved to Tallinn, would I need a visa? And is it true the whole country runs on e-residency?",
        nothing(),
    ),
    # reported speech: a friend's dislike is hers, not the user's, and kept once
    case(
        "v43-en-reported-friend-kemi-hates-sushi",
        "en",
        "My friend Kemi said she hates sushi, apparently the texture of raw fish makes her gag.",
        unit("sushi", entity="friend"),
        units(1, "sushi"),
    ),
    # Australia: sarcasm about the heat and thanks store nothing
    case(
        "v43-en-au-sarcasm-44-degrees-living-the-dream",
        "en",
        "Oh fantastic, 44 degrees again, exactly what I ordered. Living the dream, truly. Anyway, ta for the help before!",
        nothing(),
    ),
]
