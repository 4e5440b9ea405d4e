"""v5 behaviour cases for the write path, written blind (without reading the engine).

New phrasings only: several facts at once, relatives, values changed days later (rent, salary, phone plan,
weight, job title, employer, city), prohibitions, preferences, decisions, goals, plans with relative dates,
filler openers and small talk, and a few facts told once in each language.
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

CASES_V5 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v5-zh-intro-yuanhua",
        "zh",
        "我叫孙悦，今年27岁，在成都一家游戏公司画原画，业余时间喜欢弹吉他",
        unit("孙悦", type="fact", fact=("name", "孙悦")),
        unit("27", fact=("age", "27")),
        unit("原画", type="fact"),
        unit("吉他", type="preference"),
    ),
    # relatives: each about its own person, not merged
    case(
        "v5-zh-sister-brother",
        "zh",
        "我姐姐在新加坡当会计，我弟弟还在读大学",
        unit("新加坡", entity="sister"),
        unit("会计", entity="sister"),
        unit("大学", entity="brother"),
        no_active("会计", "大学"),
    ),
    case("v5-zh-friend-melbourne", "zh", "我最好的朋友上个月去墨尔本工作了", unit("墨尔本", entity="friend"), total(1)),
    # changed values said days later: the new one replaces, the old one is kept in history
    case(
        "v5-zh-rent-renewal",
        "zh",
        [(20, "我住的这套房子月租¥3,200"), (1, "续约的时候房东涨价了，现在月租¥3,500")],
        unit("¥3,500"),
        no_active("¥3,200"),
        in_history("¥3,200", now="¥3,500"),
    ),
    case(
        "v5-zh-salary-baqian",
        "zh",
        [(20, "我现在工资一个月八千"), (1, "这个月开始工资涨到1万5了")],
        unit("1万5"),
        no_active("八千"),
        in_history("八千", now="1万5"),
    ),
    case(
        "v5-zh-phone-plan",
        "zh",
        [(20, "我的手机套餐是每月128元的"), (1, "我把手机套餐改成每月58元的了，够用")],
        unit("58元"),
        no_active("128元"),
        in_history("128元", now="58元"),
    ),
    case(
        "v5-zh-weight-down",
        "zh",
        [(20, "我体重75公斤"), (1, "减肥有成效，体重降到70公斤了")],
        unit("70公斤"),
        no_active("75公斤"),
        in_history("75公斤", now="70公斤"),
    ),
    case(
        "v5-zh-job-title-xiaomi",
        "zh",
        [(20, "我在小米做测试工程师"), (1, "我转岗了，现在在小米做产品经理")],
        unit("产品经理"),
        no_active("测试工程师"),
        in_history("测试工程师", now="产品经理"),
    ),
    case(
        "v5-zh-moved-dalian",
        "zh",
        [(30, "我现在住在天津"), (1, "前几天刚搬到大连")],
        unit("大连", fact=("city", "大连")),
        no_active("天津"),
        in_history("天津", now="大连"),
    ),
    # prohibitions
    case("v5-zh-biezai-tea", "zh", "别再给我推荐减肥茶了", unit("减肥茶", type="prohibition"), total(1)),
    case("v5-zh-yihou-abbrev", "zh", "以后不要在回答里夹英文缩写", unit("缩写", type="prohibition"), total(1)),
    # preference, decision, goal, plan with a relative date
    case("v5-zh-pref-window", "zh", "坐高铁我一般喜欢选靠窗的位置", unit("靠窗", type="preference"), total(1)),
    case("v5-zh-decision-yunnan", "zh", "就这么定了，今年年假去云南", unit("云南", type="decision"), total(1)),
    case("v5-zh-goal-ielts", "zh", "我今年的目标是雅思考到7分", unit("雅思", "7"), total(1)),
    case("v5-zh-vaccine", "zh", "大后天上午要带女儿去打疫苗", unit("疫苗"), units(1, "疫苗")),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v5-zh-filler-blood",
        "zh",
        "顺便说一下，我是O型血",
        unit("O型", type="fact"),
        summaries_lack("顺便说一下"),
        end_session=True,
    ),
    case("v5-zh-smalltalk", "zh", [(1, "早上好呀"), (1, "收到，辛苦啦")], nothing()),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v5-en-intro-marco",
        "en",
        "Quick intro: I'm Marco, 41, a pharmacist in Milwaukee, and I absolutely love board games.",
        unit("Marco", type="fact", fact=("name", "Marco")),
        unit("41", fact=("age", "41")),
        unit("pharmacist", type="fact"),
        unit("board game", type="preference"),
    ),
    case(
        "v5-en-dad-diabetic",
        "en",
        "My dad is diabetic, so he has to watch his sugar.",
        unit("diabet", entity="father"),
        units(1, "diabet"),
    ),
    case(
        "v5-en-pay-110k",
        "en",
        [(20, "I'm earning $95k at my current job."), (1, "Switched teams, and my pay went up to $110k.")],
        unit("$110k"),
        no_active("$95k"),
        in_history("$95k", now="$110k"),
    ),
    case(
        "v5-en-employer-kpmg",
        "en",
        [(20, "I work for Accenture as a consultant."), (1, "Big news: I started at KPMG on Monday.")],
        unit("KPMG"),
        no_active("Accenture"),
        in_history("Accenture", now="KPMG"),
    ),
    case(
        "v5-en-no-bullets",
        "en",
        "Please don't use bullet points when you answer me.",
        unit("bullet points", type="prohibition"),
        total(1),
    ),
    case(
        "v5-en-never-redeye", "en", "Never book me on red-eye flights.", unit("red-eye", type="prohibition"), total(1)
    ),
    case("v5-en-pref-aisle", "en", "I prefer aisle seats on long flights.", unit("aisle", type="preference"), total(1)),
    case(
        "v5-en-decision-civic",
        "en",
        "After weeks of back and forth, I'm going with the Honda Civic.",
        unit("Civic", type="decision"),
        total(1),
    ),
    case(
        "v5-en-goal-downpayment",
        "en",
        "My goal is to save $10,000 for a down payment by next summer.",
        unit("$10,000"),
        total(1),
    ),
    case(
        "v5-en-vet-thursday", "en", "I've got a vet appointment for my cat on Thursday.", unit("vet"), units(1, "vet")
    ),
    case(
        "v5-en-filler-gluten",
        "en",
        "btw I'm gluten intolerant",
        unit("gluten", type="fact"),
        summaries_lack("btw"),
        end_session=True,
    ),
    case("v5-en-smalltalk", "en", [(1, "hey there"), (1, "nice one, thanks!")], nothing()),
    # --- across languages (lang = language of the last message) --------------------------------
    case(
        "v5-cross-cycling-en-zh",
        "zh",
        [(15, "I love cycling."), (2, "我很喜欢骑自行车")],
        units(1, "cycling"),
        no_active("自行车"),
        confirmed_twice("cycling"),
    ),
    case(
        "v5-cross-rent-en-zh",
        "zh",
        [(20, "My rent is ¥5,000 a month."), (1, "房租涨到¥5,600了")],
        unit("¥5,600"),
        no_active("¥5,000"),
        in_history("¥5,000", now="¥5,600"),
    ),
    case(
        "v5-cross-teacher-zh-en",
        "en",
        [(15, "我是小学老师"), (2, "I'm a primary school teacher.")],
        units(1, "老师"),
        no_active("teacher"),
        confirmed_twice("老师"),
    ),
    case(
        "v5-cross-daughters-zh-en",
        "en",
        [(15, "我有两个女儿"), (2, "I have two daughters.")],
        units(1, "女儿"),
        confirmed_twice("女儿"),
    ),
]
