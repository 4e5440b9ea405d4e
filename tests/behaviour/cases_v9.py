"""v9 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: voice-typed run-on introductions without punctuation, Chinese
messages with English words in them (Frankfurt, Kevin, commute, IKEA, Python, Duolingo), facts said in
passing inside a request, a husband and a son, a mother, a father, a daughter, values changed days later
(rent in HK$, pay said in Chinese numerals, an employer, a salary in A$, a city) with the second message
never repeating the old value, habits given up (不碰了 / "done with"), prohibitions, preferences, decisions,
a goal, health, pregnancy and an allergy, a night-shift schedule, numbers written in words, negated facts
(不会开车, "not a morning person"), time-bound facts (到六月底 / "until June"), filler openers, small talk,
and facts told once in each language.
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
)

CASES_V9 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one voice-typed run-on sentence, the age in words
    case(
        "v9-zh-voice-intro-hujiayi",
        "zh",
        "嗯那个我叫胡佳怡然后今年二十六了在贵阳一家医院当麻醉师平时下了班就喜欢在家织毛衣",
        unit("胡佳怡", type="fact", fact=("name", "胡佳怡")),
        unit("二十六"),
        unit("麻醉师", type="fact"),
        unit("织毛衣", type="preference"),
    ),
    # code-switching: an English city inside a Chinese plan with a relative date
    case(
        "v9-zh-codeswitch-frankfurt-trip",
        "zh",
        "我下个月要去Frankfurt出差，大概待两个礼拜，到时候记得提醒我带转换插头",
        unit("Frankfurt", "出差"),
    ),
    # facts said in passing inside a request
    case(
        "v9-zh-request-email-boss-kevin",
        "zh",
        "帮我给我老板Kevin写封邮件，就说我下周四要请一天假去领事馆办签证",
        unit("Kevin"),
        unit("签证"),
    ),
    # other people, each about its own person
    case(
        "v9-zh-husband-son-pingpong",
        "zh",
        "我老公在派出所当辅警，儿子今年上初一，最近迷上了打乒乓球",
        unit("辅警", entity="husband"),
        unit("初一", entity="son"),
        unit("乒乓球", entity="son"),
        no_active("辅警", "初一"),
    ),
    case(
        "v9-zh-mother-hypertension",
        "zh",
        "我妈有高血压，每天早上得吃一片氨氯地平",
        unit("高血压", entity="mother"),
    ),
    # changed values said days later: the new one replaces, the old one is kept in history
    case(
        "v9-zh-rent-hkd",
        "zh",
        [(40, "我在香港租了个小单间，月租HK$6,800"), (2, "业主通知下个月起加租，租金变成每月HK$7,300")],
        unit("HK$7,300"),
        no_active("HK$6,800"),
        in_history("HK$6,800", now="HK$7,300"),
    ),
    case(
        "v9-zh-courier-pay-words",
        "zh",
        [(45, "我现在跑快递，一个月大概挣九千出头"), (2, "站点提了派件费，现在一个月能挣一万零五百左右")],
        unit("一万零五百"),
        no_active("九千"),
        in_history("九千", now="一万零五百"),
    ),
    case(
        "v9-zh-moved-fuzhou",
        "zh",
        [(120, "我在兰州住了五年了"), (3, "上周刚把家搬到福州，这边天气暖和多了")],
        unit("福州"),
        no_active("兰州"),
        in_history("兰州", now="福州"),
    ),
    case(
        "v9-zh-employer-heytea",
        "zh",
        [(80, "我在海底捞当服务员"), (2, "上周正式入职喜茶了，现在是门店店长")],
        unit("喜茶"),
        no_active("海底捞"),
        in_history("海底捞", now="喜茶"),
    ),
    # a habit given up: the old amount is no longer what is used, the new state is kept
    case(
        "v9-zh-quit-betel-nut",
        "zh",
        [(60, "我一天得嚼两包槟榔"), (2, "槟榔我现在彻底不碰了，嘴里老是长溃疡")],
        unit("槟榔"),
        no_active("两包"),
    ),
    # prohibition, preference, decision, goal (numbers in words)
    case(
        "v9-zh-no-carpet-rooms",
        "zh",
        "以后帮我订酒店的时候千万别订铺地毯的房间，我有鼻炎",
        unit("地毯", type="prohibition"),
    ),
    case(
        "v9-zh-pref-paper-books",
        "zh",
        "看书我还是更喜欢纸质书，电子书看久了眼睛酸",
        unit("纸质书", type="preference"),
    ),
    case(
        "v9-zh-decision-keep-renting",
        "zh",
        "跟我老婆商量过了，房子先不买了，再租两年看看",
        unit("租", type="decision"),
    ),
    case("v9-zh-goal-half-marathon", "zh", "我想在十月份之前把半马跑进两小时", unit("半马", "两小时")),
    # health and diet, a schedule with an English word in it
    case("v9-zh-pregnant-diet", "zh", "我现在怀孕十八周了，所以生的冷的都不能吃", unit("怀孕")),
    case(
        "v9-zh-night-shift-commute",
        "zh",
        "我在仓库上夜班，晚上十点到早上六点，每天commute单程要四十分钟",
        unit("夜班"),
        unit("四十分钟"),
    ),
    # a time-bound fact, a negated fact
    case("v9-zh-until-june-huizhou", "zh", "到六月底之前我都在惠州的项目上驻场，只有周末回家", unit("惠州")),
    case("v9-zh-cannot-drive", "zh", "我不会开车，平时出门都靠地铁和共享单车", unit("不会", "开车")),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v9-zh-filler-twin",
        "zh",
        "说个题外话，我是双胞胎里的老二",
        unit("双胞胎"),
        summaries_lack("题外话"),
        end_session=True,
    ),
    case("v9-zh-smalltalk", "zh", [(1, "你今天心情怎么样呀"), (1, "哈哈挺好，那不打扰你了")], nothing()),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one voice-typed run-on sentence, the age in words
    case(
        "v9-en-voice-intro-declan",
        "en",
        "so um yeah my name's Declan I'm forty two I do electrical work out in Boise mostly residential "
        "and lately I've gotten really into sourdough baking",
        unit("Declan", type="fact", fact=("name", "Declan")),
        unit("forty"),
        unit("electric", type="fact"),
        unit("sourdough", type="preference"),
    ),
    # facts about the father said in passing inside a request, a number in words
    case(
        "v9-en-request-dad-card",
        "en",
        "Can you help me write a birthday card for my dad? He's turning seventy on Sunday and he's mad about cricket.",
        unit("cricket", entity="father"),
        unit("seventy", entity="father"),
    ),
    case(
        "v9-en-daughter-husband",
        "en",
        "My daughter just started at McGill doing marine biology, and my husband drives long-haul trucks, "
        "so he's away most weeks.",
        unit("marine biology", entity="daughter"),
        unit("truck", entity="husband"),
        no_active("marine biology", "truck"),
    ),
    # changed values said days later
    case(
        "v9-en-salary-aud",
        "en",
        [
            (50, "I'm a radiographer and I make A$96,000 a year."),
            (2, "Switched hospitals last month, I'm on A$104,500 a year now."),
        ],
        unit("A$104,500"),
        no_active("A$96,000"),
        in_history("A$96,000", now="A$104,500"),
    ),
    case(
        "v9-en-edinburgh-residents",
        "en",
        [(200, "We live in Calgary."), (3, "Officially Edinburgh residents as of last Tuesday!")],
        unit("Edinburgh"),
        no_active("Calgary"),
        in_history("Calgary", now="Edinburgh"),
    ),
    # a habit given up with "done with"
    case(
        "v9-en-done-with-fortnite",
        "en",
        [
            (60, "I play Fortnite pretty much every night after work."),
            (2, "I'm done with Fortnite, uninstalled it last week."),
        ],
        unit("Fortnite"),
        no_active("every night"),
    ),
    # prohibition, preference, decision
    case(
        "v9-en-no-just-meditate",
        "en",
        "Please don't ever tell me to 'just meditate' when I'm venting about work.",
        unit("meditat", type="prohibition"),
    ),
    case(
        "v9-en-pref-oolong",
        "en",
        "I'm way more of a tea person than a coffee one, oolong especially.",
        unit("oolong", type="preference"),
    ),
    case(
        "v9-en-decision-homeschool",
        "en",
        "We've made up our minds, we're homeschooling Theo starting in September.",
        unit("homeschool", type="decision"),
    ),
    # a negated fact, an allergy, a time-bound fact
    case(
        "v9-en-not-morning-person",
        "en",
        "I'm not a morning person, honestly I'm useless before ten.",
        unit("not a morning person"),
    ),
    case(
        "v9-en-bee-sting-epipen",
        "en",
        "FYI I'm allergic to bee stings, I carry an EpiPen everywhere.",
        unit("bee", type="fact"),
    ),
    case(
        "v9-en-until-june-porto",
        "en",
        "Until June I'm working out of our Porto office, then it's back to Manchester.",
        unit("Porto"),
    ),
    # filler opener never reaches a summary; small talk stores nothing
    case(
        "v9-en-filler-left-ear",
        "en",
        "Right, quick thing before we start: I'm deaf in my left ear.",
        unit("left ear", type="fact"),
        summaries_lack("quick thing", "before we start"),
        end_session=True,
    ),
    case("v9-en-smalltalk", "en", [(1, "how's it going today?"), (1, "nice, ok cheers, speak soon")], nothing()),
    # --- across languages (lang = language of the last message) --------------------------------
    case(
        "v9-cross-python-en-zh",
        "zh",
        [(14, "I've been teaching myself Python on weekends."), (2, "我周末在自学Python")],
        confirmed_twice("Python"),
        total(1),
    ),
    case(
        "v9-cross-corgi-zh-en",
        "en",
        [(12, "我养了一只柯基，叫Mochi"), (2, "I've got a corgi called Mochi.")],
        confirmed_twice("Mochi"),
        total(1),
    ),
    case(
        "v9-cross-wife-ikea-zh-en",
        "en",
        [(15, "我老婆在IKEA上班"), (2, "My wife works at IKEA.")],
        unit("IKEA", entity="wife"),
        confirmed_twice("IKEA"),
        total(1),
    ),
    case(
        "v9-cross-asthma-en-zh",
        "zh",
        [(10, "I have asthma."), (2, "我有哮喘")],
        confirmed_twice("asthma"),
        total(1),
    ),
    case(
        "v9-cross-intj-zh-en",
        "en",
        [(20, "我的MBTI是INTJ"), (1, "My MBTI type is INTJ.")],
        confirmed_twice("INTJ"),
        total(1),
    ),
    case(
        "v9-cross-duolingo-en-zh",
        "zh",
        [(9, "I do Duolingo Japanese every single day."), (1, "我每天都用Duolingo学日语")],
        confirmed_twice("Duolingo"),
        total(1),
    ),
]
