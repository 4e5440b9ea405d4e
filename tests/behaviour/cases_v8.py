"""v8 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (with and without a name), a wife, a
boyfriend, a boss, a mum and a girlfriend, values changed days later (an hourly rate, a salary in CHF, a
city, an employer) with the second message never repeating the old value, habits given up (戒掉 / 不再 /
quit), prohibitions, preferences, decisions, goals, allergies and health, a schedule, amounts with their
currency or unit (日元, %, 斤, CHF, lbs), relative dates, casual style and typos, long rambling messages
holding one fact, a question mixed with a fact, filler openers, small talk, and facts told once in each
language.
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

CASES_V8 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v8-zh-intro-zhengkexin",
        "zh",
        "你好，我是郑可欣，31岁，在长春动物园当饲养员，冬天最爱去滑雪",
        unit("郑可欣", type="fact", fact=("name", "郑可欣")),
        unit("31", fact=("age", "31")),
        unit("饲养员", type="fact"),
        unit("滑雪", type="preference"),
    ),
    # other people: a wife (said as 媳妇儿), a boyfriend, a boss
    case(
        "v8-zh-wife-preschool-kdrama",
        "zh",
        "我媳妇儿是幼师，平时特别爱追韩剧",
        unit("幼师", entity="wife", type="fact"),
        unit("韩剧", entity="wife", type="preference"),
    ),
    case(
        "v8-zh-boyfriend-pilot",
        "zh",
        "我男朋友在东航当飞行员，经常一出门就是好几天",
        unit("飞行员", entity="boyfriend"),
        units(1, "飞行员"),
    ),
    case(
        "v8-zh-boss-dubai",
        "zh",
        "我老板下个月要去迪拜出差两个礼拜，这段时间周会得我来主持",
        unit("迪拜", entity="boss"),
        units(1, "迪拜"),
    ),
    # changed values said days later: the new one replaces, the old one is kept in history
    case(
        "v8-zh-tutor-hourly",
        "zh",
        [(35, "我周末兼职做家教，一小时150块"), (2, "学生家长挺满意的，给我涨到一小时180了")],
        unit("180"),
        no_active("150"),
        in_history("150", now="180"),
    ),
    case(
        "v8-zh-settled-yantai",
        "zh",
        [(90, "我在石家庄住了快十年了"), (3, "国庆一过我们全家就在烟台安顿下来了，离海边走路五分钟")],
        unit("烟台"),
        no_active("石家庄"),
        in_history("石家庄", now="烟台"),
    ),
    case(
        "v8-zh-employer-catl",
        "zh",
        [(120, "我在蔚来做电池研发"), (2, "那边我已经办完离职了，下周一去宁德时代报到")],
        unit("宁德时代"),
        no_active("蔚来"),
        in_history("蔚来", now="宁德时代"),
    ),
    # habits given up (戒掉 / 不再): the old habit is no longer what is used
    case(
        "v8-zh-quit-mobile-game",
        "zh",
        [(50, "我周末经常熬夜打王者荣耀，一打就是五六个小时"), (2, "王者荣耀我已经戒掉了，号都卖了")],
        units(1, "王者荣耀"),
        no_active("五六个小时"),
    ),
    case(
        "v8-zh-buzai-takeout",
        "zh",
        [(30, "我每天中午都点外卖，一顿大概三十块"), (1, "我现在不再点外卖了，每天自己带饭")],
        unit("带饭"),
        no_active("三十块"),
    ),
    # prohibition, preference, decision, goal
    case(
        "v8-zh-no-disclaimers",
        "zh",
        "回答我的时候别老加一堆免责声明，风险我自己清楚",
        unit("免责声明", type="prohibition"),
        total(1),
    ),
    case("v8-zh-pref-wide-noodles", "zh", "吃面的话我偏爱宽面，细面总觉得没嚼劲", unit("宽面", type="preference")),
    case(
        "v8-zh-decision-sanya",
        "zh",
        "那就这么办吧，婚纱照去三亚拍",
        unit("三亚", type="decision"),
        units(1, "三亚"),
    ),
    case("v8-zh-goal-body-fat", "zh", "今年争取把体脂率降到18%以下", unit("18%"), units(1, "体脂")),
    # allergy and health, a weekly schedule, an amount in another currency
    case("v8-zh-allergy-cephalosporin", "zh", "我对头孢类的药过敏，以前输液起过一身红疹", unit("头孢", type="fact")),
    case("v8-zh-latin-dance", "zh", "我每周二、周四晚上七点到九点去上拉丁舞课", unit("拉丁舞"), units(1, "拉丁舞")),
    case("v8-zh-yen-allowance", "zh", "我在大阪留学，每个月生活费差不多12万日元", unit("12万日元")),
    # a long rambling message holding one fact; a question that carries facts
    case(
        "v8-zh-rambling-remote",
        "zh",
        "今天真是累惨了，早上地铁挤得要命，到公司又连开了三个会，午饭也是随便扒了两口。"
        "不过有个好消息，下个月起我就正式转成远程办公了，再也不用天天挤地铁了哈哈",
        unit("远程"),
    ),
    case(
        "v8-zh-question-height-weight",
        "zh",
        "我身高一米八二，体重一百六十斤，这样算超重吗？",
        unit("一米八二"),
        unit("一百六十斤"),
    ),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v8-zh-filler-stomach",
        "zh",
        "我插一句哈，我胃不太好，冰的东西一口都不能碰",
        unit("胃"),
        summaries_lack("插一句"),
        end_session=True,
    ),
    case("v8-zh-smalltalk", "zh", [(1, "哈喽哈喽"), (1, "嘿嘿，那我先去吃饭啦，拜拜")], nothing()),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v8-en-intro-aisha",
        "en",
        "hey so I'm Aisha, 26, physio in Leeds, and honestly I'm obsessed with birdwatching",
        unit("Aisha", type="fact", fact=("name", "Aisha")),
        unit("26", fact=("age", "26")),
        unit("physio", type="fact"),
        unit("birdwatching", type="preference"),
    ),
    # other people, each about its own person; casual style with typos
    case(
        "v8-en-boyfriend-mum",
        "en",
        "My boyfriend's a welder and my mum's a retired midwife.",
        unit("welder", entity="boyfriend", type="fact"),
        unit("midwife", entity="mother", type="fact"),
        no_active("welder", "midwife"),
    ),
    case(
        "v8-en-gf-typos",
        "en",
        "lol my gf works as a vet tech and shes allergic to cats, the irony",
        unit("vet tech", entity="girlfriend"),
        unit("cat", entity="girlfriend"),
    ),
    # changed values said days later
    case(
        "v8-en-salary-chf",
        "en",
        [(60, "I'm on CHF 7,800 a month gross."), (2, "HR just confirmed my new monthly gross: CHF 8,400.")],
        unit("CHF 8,400"),
        no_active("CHF 7,800"),
        in_history("CHF 7,800", now="CHF 8,400"),
    ),
    case(
        "v8-en-move-bristol",
        "en",
        [(150, "I live in Glasgow."), (3, "The move went smoothly, we're living in Bristol now.")],
        unit("Bristol"),
        no_active("Glasgow"),
        in_history("Glasgow", now="Bristol"),
    ),
    # a habit given up with "quit"
    case(
        "v8-en-quit-crossfit",
        "en",
        [(45, "I do CrossFit five mornings a week."), (2, "Quit CrossFit last month, my knees just couldn't take it.")],
        units(1, "CrossFit"),
        no_active("five mornings"),
    ),
    # prohibition, preference, decision, goal
    case(
        "v8-en-no-delve",
        "en",
        "Please don't ever use the word 'delve' when you write for me.",
        unit("delve", type="prohibition"),
        total(1),
    ),
    case(
        "v8-en-pref-medium-rare",
        "en",
        "When I order steak I always go medium-rare.",
        unit("medium-rare", type="preference"),
    ),
    case(
        "v8-en-decision-sectional",
        "en",
        "Alright, we'll go with the grey sectional, it actually fits the living room.",
        unit("sectional", type="decision"),
    ),
    case(
        "v8-en-goal-portuguese",
        "en",
        "I'm hoping to learn enough Portuguese to chat with my in-laws by Christmas.",
        unit("Portuguese"),
        units(1, "Portuguese"),
    ),
    # a long rambling message holding one fact; a question that carries a fact
    case(
        "v8-en-rambling-driving-test",
        "en",
        "ugh what a week. the printer at work jammed like five times, I spilled coffee all over my notes on "
        "the train, and it hasn't stopped raining since Monday. anyway, good news: I finally passed my "
        "driving test on Wednesday!!",
        unit("driving test"),
    ),
    case(
        "v8-en-question-weight",
        "en",
        "I'm 5'9\" and 170 lbs, is that a healthy weight for my height?",
        unit("170 lb"),
    ),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v8-en-filler-claustrophobic",
        "en",
        "Random, but worth knowing: I'm pretty claustrophobic.",
        unit("claustrophobic", type="fact"),
        summaries_lack("random", "worth knowing"),
        end_session=True,
    ),
    case("v8-en-smalltalk", "en", [(1, "heyyy"), (1, "haha ur the best, night!")], nothing()),
    # --- across languages (lang = language of the last message) --------------------------------
    case(
        "v8-cross-bloodtype-en-zh",
        "zh",
        [(14, "My blood type is AB."), (2, "我是AB型血")],
        confirmed_twice("AB"),
        total(1),
    ),
    case(
        "v8-cross-tesla-zh-en",
        "en",
        [(20, "我开的是一辆特斯拉Model 3"), (1, "I drive a Tesla Model 3.")],
        confirmed_twice("Model 3"),
        total(1),
    ),
    case(
        "v8-cross-kiwi-en-zh",
        "zh",
        [(10, "I'm allergic to kiwi."), (2, "我对猕猴桃过敏")],
        confirmed_twice("kiwi"),
        total(1),
    ),
    case(
        "v8-cross-brother-police-zh-en",
        "en",
        [(15, "我哥是警察"), (2, "My brother is a police officer.")],
        unit("警察", entity="brother"),
        confirmed_twice("警察"),
        total(1),
    ),
    case(
        "v8-cross-korean-en-zh",
        "zh",
        [(12, "i speak korean pretty fluently"), (1, "我韩语说得挺流利的")],
        confirmed_twice("korean"),
        total(1),
    ),
    case(
        "v8-cross-tennis-zh-en",
        "en",
        [(9, "我周末喜欢去打网球"), (2, "I like playing tennis on weekends.")],
        confirmed_twice("网球"),
        total(1),
    ),
]
