"""v6 behaviour cases for the write path, written blind (without reading the engine).

New phrasings only: several facts at once, unnamed relatives and colleagues, values changed days later
(rent, salary, city, employer, job title, a subscription price, a habit given up with "no longer" / 不再),
prohibitions, preferences, decisions, goals, amounts kept verbatim, plans with relative dates, filler
openers and small talk, and a few facts told once in each language.
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

CASES_V6 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v6-zh-intro-zhouhang",
        "zh",
        "你好呀，我叫周航，今年29岁，在苏州做建筑设计，下了班最爱去水库钓鱼",
        unit("周航", type="fact", fact=("name", "周航")),
        unit("29", fact=("age", "29")),
        unit("建筑", type="fact"),
        unit("钓鱼", type="preference"),
    ),
    # unnamed relatives and colleagues: each about its own person
    case(
        "v6-zh-colleague-hk",
        "zh",
        "我有个同事下个月要调到香港分公司去了",
        unit("香港", entity="colleague"),
        units(1, "香港"),
    ),
    case(
        "v6-zh-brother-sister",
        "zh",
        "我哥在深圳开了家奶茶店，我妹今年刚考上研究生",
        unit("奶茶", entity="brother"),
        unit("研究生", entity="sister"),
        no_active("奶茶", "研究生"),
    ),
    # changed values said days later: the new one replaces, the old one is kept in history
    case(
        "v6-zh-rent-3100",
        "zh",
        [(20, "我租的一室一厅每个月2800元"), (1, "房东刚通知我，这个月起房租涨到3100元")],
        unit("3100元"),
        no_active("2800元"),
        in_history("2800元", now="3100元"),
    ),
    case(
        "v6-zh-salary-liangwansan",
        "zh",
        [(20, "我税前月薪一万八"), (1, "年中调薪了，现在税前月薪两万三")],
        unit("两万三"),
        no_active("一万八"),
        in_history("一万八", now="两万三"),
    ),
    case(
        "v6-zh-moved-kunming",
        "zh",
        [(30, "我现在住在合肥"), (1, "这周末刚搬完家，现在住昆明了")],
        unit("昆明", fact=("city", "昆明")),
        no_active("合肥"),
        in_history("合肥", now="昆明"),
    ),
    case(
        "v6-zh-employer-mihoyo",
        "zh",
        [(25, "我在网易做游戏策划"), (1, "我已经入职米哈游了，岗位还是策划")],
        unit("米哈游"),
        no_active("网易"),
        in_history("网易", now="米哈游"),
    ),
    case(
        "v6-zh-iqiyi-price",
        "zh",
        [(20, "我开了爱奇艺会员，连续包月25元"), (1, "爱奇艺会员涨价了，现在包月要30元")],
        unit("30元"),
        no_active("25元"),
        in_history("25元", now="30元"),
    ),
    # a habit given up with 不再 is replaced, not kept next to the new one
    case(
        "v6-zh-buzai-night-run",
        "zh",
        [(30, "我每天晚上都去夜跑五公里"), (1, "我不再夜跑了，现在改成早上去游泳")],
        unit("游泳"),
        no_active("五公里"),
    ),
    # prohibition, preference, decision, goal, plan with a relative date
    case("v6-zh-no-traditional", "zh", "以后回复我的时候不要用繁体字", unit("繁体", type="prohibition"), total(1)),
    case("v6-zh-pref-documentary", "zh", "比起看电影，我更喜欢窝在家里看纪录片", unit("纪录片", type="preference")),
    case(
        "v6-zh-decision-kindergarten",
        "zh",
        "我们商量好了，孩子就上小区门口那所公立幼儿园",
        unit("幼儿园", type="decision"),
        units(1, "幼儿园"),
    ),
    case("v6-zh-goal-license", "zh", "我希望明年六月之前能拿到驾照", unit("驾照"), units(1, "驾照")),
    case("v6-zh-car-service", "zh", "下周一上午要把车开去4S店做保养", unit("保养"), units(1, "保养")),
    # an amount in Chinese units is kept as said
    case("v6-zh-car-loan", "zh", "我的车贷还剩六万七没还完", unit("六万七"), units(1, "六万七")),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v6-zh-filler-carsick",
        "zh",
        "哦对了，跟你说一声，我晕车挺严重的",
        unit("晕车", type="fact"),
        summaries_lack("跟你说一声", "哦对了"),
        end_session=True,
    ),
    case("v6-zh-smalltalk", "zh", [(1, "哇，厉害厉害"), (1, "行，那先这样吧")], nothing()),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v6-en-intro-dana",
        "en",
        "Hi there, I'm Dana, 34, I run a little bakery in Sacramento and I'm hooked on crossword puzzles.",
        unit("Dana", type="fact", fact=("name", "Dana")),
        unit("34", fact=("age", "34")),
        unit("bakery", type="fact"),
        unit("crossword", type="preference"),
    ),
    case(
        "v6-en-brother-colleague",
        "en",
        "My brother is a firefighter, and a colleague of mine just had twins.",
        unit("firefighter", entity="brother"),
        unit("twins", entity="colleague"),
        no_active("firefighter", "twins"),
    ),
    case(
        "v6-en-friend-vegan",
        "en",
        "My friend who's staying with us this weekend is vegan.",
        unit("vegan", entity="friend"),
        units(1, "vegan"),
    ),
    case(
        "v6-en-salary-pounds",
        "en",
        [(20, "I'm on £42,000 a year."), (1, "Had my annual review today and I'm on £47,500 now.")],
        unit("£47,500"),
        no_active("£42,000"),
        in_history("£42,000", now="£47,500"),
    ),
    case(
        "v6-en-netflix-price",
        "en",
        [(20, "I pay $15.49 a month for Netflix."), (1, "Netflix put my plan up to $17.99 a month.")],
        unit("$17.99"),
        no_active("$15.49"),
        in_history("$15.49", now="$17.99"),
    ),
    case(
        "v6-en-title-finance-manager",
        "en",
        [(30, "I'm a staff accountant at a small firm."), (1, "As of this week my title is finance manager.")],
        unit("finance manager"),
        no_active("staff accountant"),
        in_history("staff accountant", now="finance manager"),
    ),
    case(
        "v6-en-moved-raleigh",
        "en",
        [(60, "I live in Minneapolis."), (1, "We just finished moving into our new place in Raleigh.")],
        unit("Raleigh", fact=("city", "Raleigh")),
        no_active("Minneapolis"),
        in_history("Minneapolis", now="Raleigh"),
    ),
    # a habit given up with "no longer" is replaced
    case(
        "v6-en-no-longer-soda",
        "en",
        [
            (30, "I drink about three cans of Coke a day."),
            (1, "I no longer drink soda at all, it's sparkling water for me now."),
        ],
        unit("sparkling water"),
        no_active("three cans"),
    ),
    case(
        "v6-en-no-home-address",
        "en",
        "Whatever you do, don't share my home address with anyone.",
        unit("home address", type="prohibition"),
        total(1),
    ),
    case(
        "v6-en-pref-vinyl",
        "en",
        "When it comes to music, I'd pick vinyl over streaming any day.",
        unit("vinyl", type="preference"),
    ),
    case("v6-en-decision-puppy", "en", "We've decided to name the puppy Biscuit.", unit("Biscuit", type="decision")),
    case(
        "v6-en-goal-aws",
        "en",
        "I'm aiming to pass my AWS certification before the end of the quarter.",
        unit("AWS"),
        units(1, "AWS"),
    ),
    case(
        "v6-en-filler-hearing-aids",
        "en",
        "Not sure if I ever mentioned it, but I wear hearing aids.",
        unit("hearing aid", type="fact"),
        summaries_lack("not sure if", "mentioned it"),
        end_session=True,
    ),
    case("v6-en-smalltalk", "en", [(1, "you're a lifesaver"), (1, "alright, catch you later")], nothing()),
    # --- across languages (lang = language of the last message) --------------------------------
    case(
        "v6-cross-heights-en-zh",
        "zh",
        [(12, "I'm afraid of heights."), (2, "我恐高")],
        units(1, "heights"),
        no_active("恐高"),
        confirmed_twice("heights"),
    ),
    case(
        "v6-cross-violin-en-zh",
        "zh",
        [(12, "I play the violin."), (2, "我会拉小提琴")],
        units(1, "violin"),
        confirmed_twice("violin"),
    ),
    case(
        "v6-cross-spanish-zh-en",
        "en",
        [(12, "我会说西班牙语"), (2, "I speak Spanish.")],
        units(1, "西班牙语"),
        no_active("Spanish"),
        confirmed_twice("西班牙语"),
    ),
    case(
        "v6-cross-move-zh-en",
        "en",
        [(40, "我住在洛阳"), (1, "I moved to Melbourne two weeks ago.")],
        unit("Melbourne"),
        no_active("洛阳"),
        in_history("洛阳", now="Melbourne"),
    ),
]
