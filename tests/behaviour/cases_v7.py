"""v7 behaviour cases for the write path, written blind (without reading the engine).

New phrasings only: several facts at once, partners, parents, friends and colleagues, values changed days
later (salary, rent, weight, city, employer, job title), habits given up (戒了 / 不再 / "anymore"),
prohibitions, preferences, decisions, goals, allergies and health, schedules, amounts with their currency or
unit (万, 元, ¥, £, €, $, k, kg, km), relative dates, filler openers and small talk, and facts told once in
each language.
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

CASES_V7 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v7-zh-intro-linxiao",
        "zh",
        "嗨，我叫林晓，今年35岁，在重庆当牙医，没事的时候喜欢去江边骑车",
        unit("林晓", type="fact", fact=("name", "林晓")),
        unit("35", fact=("age", "35")),
        unit("牙医", type="fact"),
        unit("骑车", type="preference"),
    ),
    # other people: a partner, a parent, a colleague
    case(
        "v7-zh-girlfriend-medicine",
        "zh",
        "我女朋友在南京读研究生，学的是临床医学",
        unit("临床医学", entity="girlfriend"),
        unit("南京", entity="girlfriend"),
    ),
    case(
        "v7-zh-dad-retired",
        "zh",
        "我爸上个月刚退休，现在每天在家养鸟遛弯",
        unit("退休", entity="father"),
        unit("养鸟", entity="father"),
    ),
    case(
        "v7-zh-colleague-leave",
        "zh",
        "我有个同事下周三开始休产假",
        unit("产假", entity="colleague"),
        units(1, "产假"),
    ),
    # changed values said days later: the new one replaces, the old one is kept in history
    case(
        "v7-zh-salary-yiwansi",
        "zh",
        [(45, "我现在每个月到手一万一"), (2, "换了家公司，现在每个月到手一万四")],
        unit("一万四"),
        no_active("一万一"),
        in_history("一万一", now="一万四"),
    ),
    case(
        "v7-zh-rent-3800",
        "zh",
        [(30, "我和室友合租，每个月房租2600元"), (2, "现在一个人住了，房租每月3800元")],
        unit("3800元"),
        no_active("2600元"),
        in_history("2600元", now="3800元"),
    ),
    case(
        "v7-zh-weight-kg",
        "zh",
        [(60, "我目前体重82kg"), (3, "练了两个月，现在掉到76kg了")],
        unit("76kg"),
        no_active("82kg"),
        in_history("82kg", now="76kg"),
    ),
    case(
        "v7-zh-moved-wuxi",
        "zh",
        [(100, "我家住在郑州"), (4, "过完年我们就搬到无锡定居了")],
        unit("无锡"),
        no_active("郑州"),
        in_history("郑州", now="无锡"),
    ),
    case(
        "v7-zh-employer-jd",
        "zh",
        [(150, "我在顺丰做仓库主管"), (2, "我现在在京东物流上班了，还是管仓库")],
        unit("京东"),
        no_active("顺丰"),
        in_history("顺丰", now="京东"),
    ),
    case(
        "v7-zh-title-sales-manager",
        "zh",
        [(80, "我在一家4S店做销售顾问"), (3, "这个月起我升成销售经理了")],
        unit("销售经理"),
        no_active("销售顾问"),
        in_history("销售顾问", now="销售经理"),
    ),
    # a habit given up (戒了 / 不再) leaves one unit about it, not the old habit beside the new state
    case(
        "v7-zh-quit-milktea",
        "zh",
        [(60, "我每天下午都要喝一杯奶茶"), (2, "奶茶我已经戒了，快一个月没喝了")],
        units(1, "奶茶"),
        no_active("一杯"),
    ),
    case(
        "v7-zh-buzai-douyin",
        "zh",
        [(40, "我每晚睡前都会刷一个小时抖音"), (1, "我不再刷抖音了，已经把它卸载了")],
        units(1, "抖音"),
        no_active("一个小时"),
    ),
    # prohibitions
    case("v7-zh-biezai-long-replies", "zh", "别再给我回那么长的段落了，看着太累", unit("长", type="prohibition")),
    case("v7-zh-no-wealth-products", "zh", "不要给我推荐任何理财产品，我不感兴趣", unit("理财", type="prohibition")),
    # preference, decision (with an amount in 万), goal
    case("v7-zh-pref-iced-americano", "zh", "咖啡的话我只喝冰美式，不加糖也不加奶", unit("冰美式", type="preference")),
    case(
        "v7-zh-decision-byd",
        "zh",
        "纠结了好久，最后还是决定买比亚迪，落地16万左右",
        unit("比亚迪", type="decision"),
        unit("16万"),
    ),
    case("v7-zh-goal-cpa", "zh", "我准备明年去考注册会计师", unit("注册会计师"), units(1, "注册会计师")),
    # allergies, health and diet
    case("v7-zh-allergy-cat-hair", "zh", "我对猫毛过敏，一靠近猫就打喷嚏", unit("猫毛", type="fact")),
    case("v7-zh-gout", "zh", "我有痛风，海鲜和啤酒都得忌口", unit("痛风", type="fact"), unit("啤酒")),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v7-zh-filler-myopia",
        "zh",
        "话说回来，我近视有八百度",
        unit("八百度", type="fact"),
        summaries_lack("话说回来"),
        end_session=True,
    ),
    case("v7-zh-smalltalk", "zh", [(1, "在吗"), (1, "哈哈没事了，晚安～")], nothing()),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v7-en-intro-kenji",
        "en",
        "Hey! I'm Kenji, 38, I work as a paramedic in Halifax and I'm crazy about kayaking.",
        unit("Kenji", type="fact", fact=("name", "Kenji")),
        unit("38", fact=("age", "38")),
        unit("paramedic", type="fact"),
        unit("kayak", type="preference"),
    ),
    case(
        "v7-en-friend-flight-attendant",
        "en",
        "My best friend is a flight attendant for Emirates, so she's hardly ever home.",
        unit("flight attendant", entity="friend"),
        units(1, "flight attendant"),
    ),
    case(
        "v7-en-salary-pounds-k",
        "en",
        [(60, "My salary's £38k."), (2, "Signed the new contract today, so I'm on £44k now.")],
        unit("£44k"),
        no_active("£38k"),
        in_history("£38k", now="£44k"),
    ),
    case(
        "v7-en-rent-euro",
        "en",
        [(40, "I rent a one-bed in Dublin for €1,650 a month."), (2, "Heads up, my rent's €1,900 from this month.")],
        unit("€1,900"),
        no_active("€1,650"),
        in_history("€1,650", now="€1,900"),
    ),
    case(
        "v7-en-moved-slc",
        "en",
        [(120, "I live in Phoenix."), (3, "Finally got the keys to our place in Salt Lake City, so that's home now.")],
        unit("Salt Lake City"),
        no_active("Phoenix"),
        in_history("Phoenix", now="Salt Lake City"),
    ),
    case(
        "v7-en-title-head-chef",
        "en",
        [(90, "I'm a sous chef at an Italian place downtown."), (2, "I got bumped up to head chef this month!")],
        unit("head chef"),
        no_active("sous chef"),
        in_history("sous chef", now="head chef"),
    ),
    # a habit given up with "anymore" retires the habit
    case(
        "v7-en-no-longer-smoke",
        "en",
        [(40, "I smoke about half a pack a day."), (1, "I don't smoke anymore, quit cold turkey three weeks ago.")],
        unit("smok"),
        no_active("half a pack"),
    ),
    case(
        "v7-en-never-fasting",
        "en",
        "Never suggest intermittent fasting to me, it messes with my blood sugar.",
        unit("fasting", type="prohibition"),
    ),
    case(
        "v7-en-decision-asheville",
        "en",
        "OK, we're booking the cabin in Asheville for Thanksgiving, decision made.",
        unit("Asheville", type="decision"),
    ),
    case(
        "v7-en-goal-credit-card",
        "en",
        "I'm trying to pay off the last $3,400 on my credit card by June.",
        unit("$3,400"),
        units(1, "$3,400"),
    ),
    case("v7-en-run-12km", "en", "Every Saturday morning I do a 12 km run along the river.", unit("12 km")),
    case(
        "v7-en-filler-latex",
        "en",
        "Oh, almost forgot: I'm allergic to latex.",
        unit("latex", type="fact"),
        summaries_lack("almost forgot"),
        end_session=True,
    ),
    case("v7-en-smalltalk", "en", [(1, "lol fair enough"), (1, "gotcha, thx!")], nothing()),
    # --- across languages (lang = language of the last message) --------------------------------
    case(
        "v7-cross-sesame-en-zh",
        "zh",
        [(14, "I'm allergic to sesame."), (2, "我对芝麻过敏")],
        confirmed_twice("sesame"),
        total(1),
    ),
    case(
        "v7-cross-yoga-zh-en",
        "en",
        [(12, "我很喜欢练瑜伽"), (2, "I really enjoy doing yoga.")],
        confirmed_twice("瑜伽"),
        total(1),
    ),
    case(
        "v7-cross-suzhou-en-zh",
        "zh",
        [(10, "I'm living in Suzhou these days."), (1, "我现在住在苏州")],
        confirmed_twice("Suzhou"),
        total(1),
    ),
    case(
        "v7-cross-wife-accountant-zh-en",
        "en",
        [(15, "我老婆是做会计的"), (2, "My wife's an accountant.")],
        unit("会计", entity="wife"),
        confirmed_twice("会计"),
        total(1),
    ),
    case(
        "v7-cross-salary-yen-en-zh",
        "zh",
        [(30, "I take home ¥18,000 a month."), (2, "公司给我调薪了，现在每个月拿¥21,000")],
        unit("¥21,000"),
        no_active("¥18,000"),
        in_history("¥18,000", now="¥21,000"),
    ),
    case(
        "v7-cross-employer-zh-en",
        "en",
        [(90, "我在百度上班"), (2, "I just started a new job at Huawei.")],
        unit("Huawei"),
        no_active("百度"),
        in_history("百度", now="Huawei"),
    ),
]
