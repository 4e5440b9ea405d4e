"""v10 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a name, an age, a job, a hobby; a job and
a wife's job), a son's exam marks, a daughter changing schools, a father's heart surgery, in-laws helping
with a baby, a grandmother's faith, a roommate and a landlord keeping a deposit, values changed days later
(a gym membership, a car-loan payment, a visa status, a city said as 落脚 / "closed on a house", a bank job
given up for an online shop) with the second message never repeating the old value, habits given up (戒了 /
"kicked it"), prohibitions, preferences (favourite authors, a coffee order), decisions, a goal with a debt,
a chronic condition and its medication, a wedding date, a new baby's weight, a pet's death, a work deadline,
amounts with their currency or unit (块, $, lb/oz, mg), relative dates, statements that mention forgetting or
deleting without being a request to forget, filler openers, small talk, and facts told once in each
language (a time zone, a medication dose, an author, a school, a side business, a gym).
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    nothing,
    summaries_lack,
    total,
    unit,
    units,
)

CASES_V10 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v10-zh-intro-dengyutong",
        "zh",
        "我叫邓雨桐，24岁，在青岛一家民宿做前台，闲下来最爱拼乐高",
        unit("邓雨桐", type="fact", fact=("name", "邓雨桐")),
        unit("24", fact=("age", "24")),
        unit("前台", type="fact"),
        unit("乐高", type="preference"),
    ),
    # other people: a son's marks, a father's surgery and medication, in-laws, a grandmother
    case(
        "v10-zh-son-midterm",
        "zh",
        "儿子期中考试成绩出来了，数学96，语文才78，班主任说他作文得多练练",
        unit("96", entity="son"),
        unit("78"),
    ),
    case(
        "v10-zh-dad-bypass",
        "zh",
        "我爸去年做了心脏搭桥，现在每天都得吃阿司匹林",
        unit("搭桥", entity="father"),
        unit("阿司匹林", entity="father"),
    ),
    case(
        "v10-zh-inlaws-decision",
        "zh",
        "跟公婆商量好了，孩子满一岁之前由婆婆来帮忙带",
        unit("一岁", type="decision"),
    ),
    case("v10-zh-grandma-halal", "zh", "我外婆是回族，所以家里聚餐一般都吃清真的", unit("清真")),
    # a dispute with a landlord, the amount kept as said
    case(
        "v10-zh-landlord-deposit",
        "zh",
        "我跟室友退租都一个多月了，房东还扣着5400块押金不退，说墙上有划痕",
        unit("5400块"),
    ),
    # a wedding date said relatively
    case("v10-zh-wedding-date", "zh", "我跟对象把婚期定下来了，明年五一在老家办酒", unit("婚"), units(1, "婚")),
    # changed values said days later: the new one replaces, the old one is kept in history
    case(
        "v10-zh-gym-card-price",
        "zh",
        [(35, "我在小区楼下办了张健身卡，一年2680"), (2, "健身房换了老板，续卡的价格变成一年3280了")],
        unit("3280"),
        no_active("2680"),
        in_history("2680", now="3280"),
    ),
    case(
        "v10-zh-daughter-transfer",
        "zh",
        [(120, "我女儿在城南实验小学读四年级"), (3, "女儿这学期转学去了外国语学校，离家近多了")],
        unit("外国语", entity="daughter"),
        no_active("实验小学"),
        in_history("实验小学", now="外国语"),
    ),
    case(
        "v10-zh-moved-guilin",
        "zh",
        [(150, "我现在住在南昌"), (2, "上礼拜已经在桂林落脚了，一切都还顺利")],
        unit("桂林"),
        no_active("南昌"),
        in_history("南昌", now="桂林"),
    ),
    case(
        "v10-zh-bank-to-tea-shop",
        "zh",
        [(200, "我在农商银行做柜员"), (3, "我辞职了，现在全职在网上开店卖自家种的茶叶")],
        unit("茶叶"),
        no_active("柜员"),
        in_history("柜员", now="茶叶"),
    ),
    # a habit given up: the old amount is no longer what is used, the new health fact is kept
    case(
        "v10-zh-quit-beer",
        "zh",
        [(60, "我基本每天晚上都要喝两罐啤酒"), (2, "体检查出脂肪肝，酒我已经彻底戒了")],
        unit("酒"),
        unit("脂肪肝"),
        no_active("两罐"),
    ),
    # a chronic condition and its medication
    case(
        "v10-zh-hypothyroid",
        "zh",
        "我有甲减好几年了，每天早上空腹吃一片优甲乐",
        unit("甲减", type="fact"),
        unit("优甲乐"),
    ),
    # prohibition, preference, goal with a debt
    case(
        "v10-zh-no-chicken-soup",
        "zh",
        "以后别给我发那种心灵鸡汤了，我看了只想翻白眼",
        unit("鸡汤", type="prohibition"),
        total(1),
    ),
    case(
        "v10-zh-pref-authors",
        "zh",
        "看小说的话我最喜欢刘慈欣和东野圭吾，出新书都会第一时间买",
        unit("刘慈欣", type="preference"),
        unit("东野圭吾", type="preference"),
    ),
    case("v10-zh-goal-huabei", "zh", "我打算年底前把花呗欠的八千多全部还清", unit("八千多"), units(1, "花呗")),
    # a pet's death
    case("v10-zh-dog-passed", "zh", "我家狗豆豆上周走了，陪了我整整十三年，这几天一直缓不过来", unit("豆豆")),
    # statements that mention forgetting or deleting but ask nothing of memory
    case(
        "v10-zh-forgets-pills",
        "zh",
        "我老是忘记吃降压药，所以在手机上设了每天早上八点的闹钟",
        unit("降压药"),
    ),
    case("v10-zh-deleted-xhs", "zh", "小红书我删了，天天刷完都特别焦虑", unit("小红书")),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v10-zh-filler-alcohol",
        "zh",
        "先说好哈，我对酒精过敏，沾一点就满脸通红",
        unit("酒精", type="fact"),
        summaries_lack("先说好"),
        end_session=True,
    ),
    case("v10-zh-smalltalk", "zh", [(1, "你是真人还是机器人呀"), (1, "好吧哈哈，挺好玩的")], nothing()),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one sentence, one of them about the wife
    case(
        "v10-en-intro-oluwaseun",
        "en",
        "Morning! I'm Oluwaseun, 44, I manage a hardware store in Cardiff, and my wife's a paediatric nurse.",
        unit("Oluwaseun", type="fact", fact=("name", "Oluwaseun")),
        unit("44", fact=("age", "44")),
        unit("hardware store", type="fact"),
        unit("paediatric nurse", entity="wife", type="fact"),
        no_active("hardware store", "nurse"),
    ),
    # a new baby, with the weight as said, and a mother-in-law
    case(
        "v10-en-baby-ezra",
        "en",
        "Our little boy Ezra arrived on Tuesday, 7 lb 4 oz, and my mother-in-law is staying with us for a month "
        "to help out.",
        unit("7 lb 4 oz"),
        unit("in-law"),
    ),
    # changed values said days later
    case(
        "v10-en-car-loan-refi",
        "en",
        [
            (45, "My car loan payment is $389 a month."),
            (2, "Refinanced the car with my credit union, the payment's down to $342 a month."),
        ],
        unit("$342"),
        no_active("$389"),
        in_history("$389", now="$342"),
    ),
    case(
        "v10-en-visa-green-card",
        "en",
        [
            (120, "I'm here on an H-1B visa, it's tied to my employer."),
            (3, "Green card finally came through yesterday!!"),
        ],
        unit("green card"),
        no_active("H-1B"),
        in_history("H-1B", now="green card"),
    ),
    case(
        "v10-en-moved-columbus",
        "en",
        [(150, "Home is Pittsburgh for now."), (2, "We closed on a house in Columbus and the movers came Saturday.")],
        unit("Columbus"),
        no_active("Pittsburgh"),
        in_history("Pittsburgh", now="Columbus"),
    ),
    # a habit given up with "kicked it"
    case(
        "v10-en-nail-biting",
        "en",
        [
            (50, "I bite my nails constantly, it's a stress thing."),
            (2, "Haven't bitten my nails in two months, I think I've finally kicked it."),
        ],
        unit("nail"),
        no_active("constantly"),
    ),
    # prohibition, preference, decision
    case(
        "v10-en-no-alcohol-recipes",
        "en",
        "Please don't suggest recipes that use wine or any alcohol, I'm in recovery.",
        unit("alcohol", type="prohibition"),
    ),
    case(
        "v10-en-pref-flat-white",
        "en",
        "My usual coffee order is an oat milk flat white, extra hot.",
        unit("flat white", type="preference"),
    ),
    case(
        "v10-en-decision-rotterdam",
        "en",
        "Slept on it and I'm taking the Rotterdam offer, turning down the one in Leipzig.",
        unit("Rotterdam", type="decision"),
    ),
    # a work deadline with a relative date
    case(
        "v10-en-deadline-hendricks",
        "en",
        "The Hendricks rebrand deck is due to the client next Friday by 5pm, so that's my whole week.",
        unit("Hendricks"),
        units(1, "Hendricks"),
    ),
    # a statement that mentions deleting but asks nothing of memory
    case(
        "v10-en-deleted-tinder",
        "en",
        "I deleted Tinder after the breakup, I'm taking a break from dating for a while.",
        unit("dating"),
    ),
    # a filler opener that mentions forgetting; small talk stores nothing
    case(
        "v10-en-filler-warfarin",
        "en",
        "Before I forget, I'm on warfarin, so keep that in mind with any supplement ideas.",
        unit("warfarin"),
        summaries_lack("before I forget"),
        end_session=True,
    ),
    case("v10-en-smalltalk", "en", [(1, "yo, you awake?"), (1, "lmao ok fair, gn")], nothing()),
    # --- across languages (lang = language of the last message) --------------------------------
    case(
        "v10-cross-timezone-en-zh",
        "zh",
        [(14, "My time zone is GMT+8."), (2, "我这边是GMT+8时区")],
        confirmed_twice("GMT+8"),
        total(1),
    ),
    case(
        "v10-cross-metformin-zh-en",
        "en",
        [(20, "我每天吃两次二甲双胍，一次500mg"), (2, "I take 500mg of metformin twice a day.")],
        confirmed_twice("500mg"),
        total(1),
    ),
    case(
        "v10-cross-pratchett-zh-en",
        "en",
        [(15, "我最喜欢的作家是Terry Pratchett"), (1, "Terry Pratchett is my favourite author.")],
        confirmed_twice("Pratchett"),
        total(1),
    ),
    case(
        "v10-cross-daughter-school-en-zh",
        "zh",
        [(30, "My daughter goes to Westfield Primary."), (2, "我女儿在Westfield Primary上学")],
        unit("Westfield", entity="daughter"),
        confirmed_twice("Westfield"),
        total(1),
    ),
    case(
        "v10-cross-etsy-en-zh",
        "zh",
        [(12, "I sell crochet plushies on Etsy as a side hustle."), (2, "我在Etsy上卖钩针玩偶，算是个副业")],
        confirmed_twice("Etsy"),
        total(1),
    ),
    case(
        "v10-cross-f45-zh-en",
        "en",
        [(10, "我每周去三次F45"), (1, "I go to F45 three times a week.")],
        confirmed_twice("F45"),
        total(1),
    ),
]
