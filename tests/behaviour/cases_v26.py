"""v26 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a refrigerator structural engineer at
海尔 in 青岛崂山 who 一有空最喜欢去石老人赶海, opening with 先认识一下; a buyer (當採購) at 全家便利商店 headquarters
in 新北板橋 who 休假最喜歡跑去北投泡湯, in Taiwan's traditional characters after 哈囉你好～; an engineer 喺機管局
who 住喺大角咀 and 放假最鍾意同班friend去玩飛鏢, in Cantonese-flavoured written Chinese after 等我介紹下自己先; a
quality inspector at 天士力 in 天津武清 whose 最大的爱好就是骑摩托跑山, voice-typed as one run-on sentence without
punctuation; a lower-case "heyy its Dante" on the deli counter at wegmans in rochester "lowkey addicted to
pinball"; a Welsh "Shwmae! Rhys Pritchard here" lecturing in marine biology at Bangor University, living in
Menai Bridge, whose great love is the male voice choir), other people's facts kept as theirs (a husband
who drives a 半挂 for 德邦物流 and whose 他 flies a 无人机, a father who read meters for the 供电局 and now plays
象棋, a coworker Tamsin made head of HR and off to Belfast, an American best friend Dmitri
with a food truck selling pierogi), values changed days later, with and without the attribute's word
(月薪九千五 → 月薪涨到一万二, a Cantonese 租金$8,200 → "續約要加到$8,650", 阿托伐他汀20mg → 改成40mg, a
七十分钟 metro ride → "十八分钟就到公司" on an 电瓶车, a Taiwanese 授信專員 → 升上襄理, a daughter's 中班 →
升大班, 74 kg → "stepped on the scale this morning: 70.6", an employer 携程 → 快手), moves that
happened (上礼拜搬到扬州了; "The move's done — we're in Flagstaff now") and moves only dreamed or talked
about (真想辞职搬去大理…想想算了; "we keep talking about moving down to Cornwall…, nothing's decided"),
habits ended (斗地主我戒了…以后不再打了; "I don't play Wordle any more"), a negation that must keep its
meaning (我从来不用信用卡), preferences beside prohibitions (后摇 / 别再推荐那些抖音神曲了; long-form history
podcasts / "never suggest anything about crypto"), corrections in the same breath (家长会 周四，哦说错了，是周五;
a dentist "at 4:15, no sorry, 4:45") and days later (a mother's birthday 11月3號 → 11月13號 in Taiwan's
characters; a daughter's recital May 17 → May 10), decisions (想了很久，决定了：…老房子挂出去卖掉; an
Australian "we've decided — we're putting the kids in Auskick"), goals on a date (端午节之前…毕业论文初稿; ten
strict pull-ups by a 40th birthday in October), a car sold and replaced (老捷达 → 比亚迪秦PLUS; a 2015 Mazda3 →
a used RAV4 hybrid), one statement told once in each language (watching every F1 race live) and small
talk, thanks and questions that store nothing (羽绒服 in the washing machine, red wine on a white shirt).
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

CASES_V26 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 先认识一下, a liking as 一有空最喜欢去…; the name and the liking are separate memories
    case(
        "v26-zh-intro-haier-laoshan-beachcombing",
        "zh",
        "嗯，先认识一下：我叫祁振宇，29岁，在海尔做冰箱结构工程师，住青岛崂山，一有空最喜欢去石老人赶海",
        unit("祁振宇", type="fact", fact=("name", "祁振宇")),
        unit("29", fact=("age", "29")),
        unit("海尔", type="fact"),
        unit("结构工程师"),
        unit("崂山"),
        unit("赶海", type="preference"),
        no_active("祁振宇", "赶海"),
    ),
    # several facts in Taiwan's traditional characters after 哈囉你好～, the job as 當採購, a liking as 休假最喜歡…
    case(
        "v26-zh-tw-intro-familymart-banqiao-hot-springs",
        "zh",
        "哈囉你好～我叫蔡欣妤，28歲，在全家便利商店總部當採購，住新北板橋，休假最喜歡跑去北投泡湯",
        unit("蔡欣妤", type="fact", fact=("name", "蔡欣妤")),
        unit("28", fact=("age", "28")),
        unit("全家", type="fact"),
        unit("採購"),
        unit("板橋"),
        unit("泡湯", type="preference"),
        no_active("蔡欣妤", "泡湯"),
    ),
    # several facts in Cantonese-flavoured written Chinese after 等我介紹下自己先 (喺…做, 住喺, 放假最鍾意…)
    case(
        "v26-zh-yue-intro-airport-authority-tai-kok-tsui-darts",
        "zh",
        "等我介紹下自己先：我叫鄧家俊，31歲，喺機管局做工程師，住喺大角咀，放假最鍾意同班friend去玩飛鏢",
        unit("鄧家俊", type="fact", fact=("name", "鄧家俊")),
        unit("31", fact=("age", "31")),
        unit("機管局", type="fact"),
        unit("工程師"),
        unit("大角咀"),
        unit("飛鏢", type="preference"),
        no_active("鄧家俊", "飛鏢"),
    ),
    # several facts voice-typed as one run-on sentence without punctuation, a liking as 最大的爱好就是…
    case(
        "v26-zh-runon-intro-tasly-wuqing-motorbike",
        "zh",
        "我叫韩冬冬今年33岁在天士力做质检住天津武清最大的爱好就是骑摩托跑山",
        unit("韩冬冬", type="fact", fact=("name", "韩冬冬")),
        unit("33", fact=("age", "33")),
        unit("天士力", type="fact"),
        unit("质检"),
        unit("武清"),
        unit("摩托", type="preference"),
        no_active("韩冬冬", "摩托"),
    ),
    # a husband's job and, after 他, what he loves doing: both his
    case(
        "v26-zh-husband-deppon-trucker-drone",
        "zh",
        "我老公在德邦物流开半挂跑长途，他一歇下来就爱玩无人机航拍",
        unit("半挂", entity="husband"),
        unit("无人机", entity="husband"),
    ),
    # a father's former job and his retirement pastime: both his
    case(
        "v26-zh-father-meter-reader-xiangqi",
        "zh",
        "我爸以前在供电局抄电表，退休以后天天在小区楼下跟人下象棋",
        unit("供电局", entity="father"),
        unit("象棋", entity="father"),
    ),
    # a daughter's kindergarten year moved up (九月开学…就升大班了): it stays hers
    case(
        "v26-zh-daughter-kindergarten-middle-to-top-class",
        "zh",
        [
            (300, "我女儿在区机关幼儿园上中班"),
            (2, "九月开学女儿就升大班了，时间过得真快"),
        ],
        unit("大班", entity="daughter"),
        no_active("中班"),
        in_history("中班", now="大班"),
    ),
    # a monthly salary raised and said with the same word (调薪通知下来了，月薪涨到…)
    case(
        "v26-zh-salary-yuexin-raised",
        "zh",
        [
            (120, "我在物业公司做客服主管，月薪九千五"),
            (2, "调薪通知下来了，月薪涨到一万二"),
        ],
        unit("一万二"),
        no_active("九千五"),
        in_history("九千五", now="一万二"),
    ),
    # a Hong Kong rent raised at renewal, said in Cantonese without 租金 (業主話續約要加到…)
    case(
        "v26-zh-yue-rent-raised-no-word",
        "zh",
        [
            (200, "我喺太子租咗個單位，每個月租金$8,200"),
            (3, "業主話續約要加到$8,650，唉，冇計"),
        ],
        unit("$8,650"),
        no_active("$8,200"),
        in_history("$8,200", now="$8,650"),
    ),
    # a statin's dose raised by the doctor (医生让我…改成…)
    case(
        "v26-zh-atorvastatin-dose-raised",
        "zh",
        [
            (70, "我血脂高，每晚睡前吃一片阿托伐他汀20mg"),
            (2, "复查血脂还是偏高，医生让我阿托伐他汀改成40mg"),
        ],
        unit("40mg"),
        no_active("20mg"),
        in_history("20mg", now="40mg"),
    ),
    # a commute cut, the new one said without 通勤 or 单程 (现在换成骑电瓶车…就到公司)
    case(
        "v26-zh-commute-metro-to-ebike-no-word",
        "zh",
        [
            (90, "我每天坐地铁上班，单程要七十分钟"),
            (2, "现在换成骑电瓶车走小路，十八分钟就到公司"),
        ],
        unit("十八分钟"),
        no_active("七十分钟"),
        in_history("七十分钟", now="十八分钟"),
    ),
    # a job title raised in Taiwan's characters (這個月正式升上…了), the bank not named again
    case(
        "v26-zh-tw-credit-officer-to-assistant-manager",
        "zh",
        [
            (280, "我在永豐銀行當授信專員"),
            (2, "這個月正式升上襄理了，壓力更大哈哈"),
        ],
        unit("襄理"),
        no_active("專員"),
        in_history("專員", now="襄理"),
    ),
    # an employer changed (上周已经去…报到了，还是做推荐)
    case(
        "v26-zh-employer-ctrip-to-kuaishou",
        "zh",
        [
            (220, "我在携程做推荐算法"),
            (2, "上周已经去快手报到了，还是做推荐"),
        ],
        unit("快手"),
        no_active("携程"),
        in_history("携程", now="快手"),
    ),
    # a move that happened (上礼拜搬到…了), the old district not named again
    case(
        "v26-zh-move-done-jiangning-to-yangzhou",
        "zh",
        [
            (300, "我家在南京江宁"),
            (3, "上礼拜搬到扬州了，离我爸妈近，周末能回去吃饭"),
        ],
        unit("扬州"),
        no_active("江宁"),
        in_history("江宁", now="扬州"),
    ),
    # a move only dreamed of (真想辞职搬去…，可…，想想算了) moves nobody
    case(
        "v26-zh-move-dream-dali-guiyang",
        "zh",
        [
            (150, "我住在贵阳观山湖区"),
            (1, "有时候真想辞职搬去大理开个小店，可房贷还有二十年，想想算了"),
        ],
        unit("观山湖"),
        no_pending(),
    ),
    # a nightly card-game habit ended (…我戒了，app都卸了，以后不再打了): one memory about it
    case(
        "v26-zh-doudizhu-quit",
        "zh",
        [
            (100, "我每天晚上都要在手机上打几把欢乐斗地主"),
            (2, "斗地主我戒了，app都卸了，以后不再打了"),
        ],
        units(1, "斗地主"),
    ),
    # a negation kept with its 不 (我从来不用信用卡)
    case(
        "v26-zh-negation-no-credit-card",
        "zh",
        "我从来不用信用卡，买东西都是刷储蓄卡",
        unit("不", "信用卡"),
    ),
    # a music preference beside a prohibition (我喜欢后摇… / 别再推荐那些抖音神曲了)
    case(
        "v26-zh-post-rock-no-viral-hits",
        "zh",
        "给我推荐歌的话，我喜欢后摇和纯器乐的，别再推荐那些抖音神曲了",
        unit("后摇", type="preference"),
        unit("神曲", type="prohibition"),
    ),
    # a meeting day taken back in the same breath (哦说错了，是…)
    case(
        "v26-zh-correction-parents-meeting-same-breath",
        "zh",
        "孩子学校的家长会是周四下午，哦说错了，是周五下午",
        unit("周五"),
        no_active("周四"),
    ),
    # a mother's birthday put right days later in Taiwan's characters (我記錯了，…才對)
    case(
        "v26-zh-tw-correction-mother-birthday-later",
        "zh",
        [
            (8, "我媽的生日是11月3號"),
            (1, "我記錯了，我媽生日是11月13號才對"),
        ],
        unit("11月13號", entity="mother"),
        no_active("11月3號"),
    ),
    # a decision said as 想了很久，决定了：
    case(
        "v26-zh-decision-sell-old-flat",
        "zh",
        "想了很久，决定了：年后把老城区那套老房子挂出去卖掉",
        unit("老房子", type="decision"),
    ),
    # a goal on a festival date (端午节之前我必须把…写完)
    case(
        "v26-zh-goal-thesis-draft-before-duanwu",
        "zh",
        "端午节之前我必须把毕业论文初稿写完交给导师",
        # (a goal is the vocabulary's "task" type)
        unit("论文", type="task"),
    ),
    # a car sold and replaced (老捷达上周卖了，换了台…): the car memory now holds the new one
    case(
        "v26-zh-car-jetta-sold-byd-qin",
        "zh",
        [
            (200, "我开的是一辆2012年的老捷达"),
            (2, "老捷达上周卖了，换了台二手的比亚迪秦PLUS"),
        ],
        unit("秦PLUS"),
        in_history("捷达", now="秦PLUS"),
    ),
    # thanks and a laundry question to the assistant store nothing
    case(
        "v26-zh-thanks-question-down-jacket",
        "zh",
        "好的好的谢谢啦～顺便问一下，羽绒服能直接丢洗衣机里洗吗？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case ("heyy its X", " n ", "lowkey addicted to"): a name, an age, a job, an
    # employer, a town, a liking; the name and the liking are separate memories
    case(
        "v26-en-us-lowercase-intro-wegmans-rochester-pinball",
        "en",
        "heyy its Dante, 34, i work the deli counter at wegmans in rochester n im lowkey addicted to pinball lol",
        unit("Dante", type="fact", fact=("name", "Dante")),
        unit("34", fact=("age", "34")),
        unit("deli counter"),
        unit("wegmans", type="fact"),
        unit("rochester"),
        unit("pinball", type="preference"),
        no_active("Dante", "pinball"),
    ),
    # several facts in Welsh English ("Shwmae! X here", "live over in"), a liking as "my great love"
    case(
        "v26-en-wales-intro-bangor-menai-bridge-choir",
        "en",
        "Shwmae! Rhys Pritchard here, 47, I lecture in marine biology at Bangor University, live over in "
        "Menai Bridge, and singing with the male voice choir is my great love.",
        unit("Rhys Pritchard", type="fact", fact=("name", "Rhys Pritchard")),
        unit("47", fact=("age", "47")),
        unit("Bangor", type="fact"),
        unit("marine biology"),
        unit("Menai Bridge"),
        unit("choir", type="preference"),
        no_active("Rhys", "choir"),
    ),
    # a named coworker's new role and, after "she", her move: both hers
    case(
        "v26-en-coworker-tamsin-head-of-hr-belfast",
        "en",
        "My coworker Tamsin just got made head of HR, and she's moving over to our Belfast office in the spring",
        # (a named coworker is the entity by her name: the suite's convention)
        unit("head of HR", entity="Tamsin"),
        unit("Belfast", entity="Tamsin"),
    ),
    # a named American best friend's business and, after "he", what he sells: both his
    case(
        "v26-en-us-friend-dmitri-food-truck-pierogi",
        "en",
        "my best friend Dmitri just bought a food truck, he sells pierogi at the farmers market every Saturday",
        # (a named friend is the entity by his name: the suite's convention)
        unit("food truck", entity="Dmitri"),
        unit("pierogi", entity="Dmitri"),
    ),
    # a weight in kg, the new one said without "weigh" or "kg" ("stepped on the scale …: 70.6")
    case(
        "v26-en-weight-kg-scale-no-word",
        "en",
        [
            (75, "I'm 74 kg at the moment, trying to get fitter for the cycling season"),
            (2, "stepped on the scale this morning: 70.6, all the cycling is paying off"),
        ],
        unit("70.6"),
        no_active("74"),
        in_history("74", now="70.6"),
    ),
    # an American move that happened ("The move's done — we're in … now")
    case(
        "v26-en-us-move-done-modesto-to-flagstaff",
        "en",
        [
            (250, "We live in Modesto"),
            (3, "The move's done — we're in Flagstaff now, the kids start at their new school Monday"),
        ],
        unit("Flagstaff"),
        no_active("Modesto"),
        in_history("Modesto", now="Flagstaff"),
    ),
    # an English move only talked about ("we keep talking about …, nothing's decided though") moves nobody
    case(
        "v26-en-uk-move-talk-exeter-cornwall",
        "en",
        [
            (120, "I live in Exeter"),
            (1, "we keep talking about moving down to Cornwall once the kids are older, nothing's decided though"),
        ],
        unit("Exeter"),
        no_pending(),
    ),
    # a morning habit ended ("I don't play … any more"): one memory about it
    case(
        "v26-en-wordle-stopped",
        "en",
        [
            (60, "I do the Wordle every morning with my coffee"),
            (2, "I don't play Wordle any more, my streak died and I lost interest"),
        ],
        units(1, "Wordle"),
    ),
    # a podcast preference beside a prohibition ("never suggest anything about …")
    case(
        "v26-en-history-podcasts-no-crypto",
        "en",
        "For podcasts I love long-form history shows, but never suggest anything about crypto",
        unit("history", type="preference"),
        unit("crypto", type="prohibition"),
    ),
    # an appointment time taken back in the same breath ("no sorry, …")
    case(
        "v26-en-correction-dentist-time-same-breath",
        "en",
        "My dentist appointment is Tuesday at 4:15, no sorry, 4:45",
        unit("4:45"),
        no_active("4:15"),
    ),
    # a daughter's recital date put right days later ("Sorry, I got that wrong — … is actually …")
    case(
        "v26-en-correction-daughter-recital-later",
        "en",
        [
            (6, "My daughter's piano recital is on May 17"),
            (1, "Sorry, I got that wrong — my daughter's recital is actually May 10"),
        ],
        unit("May 10", entity="daughter"),
        no_active("May 17"),
    ),
    # an Australian family decision ("Righto, we've decided — we're putting the kids in …")
    case(
        "v26-en-au-decision-kids-auskick",
        "en",
        "Righto, we've decided — we're putting the kids in Auskick this winter",
        unit("Auskick", type="decision"),
    ),
    # a goal on a date ("By my 40th birthday in October I want to be able to …")
    case(
        "v26-en-goal-pull-ups-by-40th-birthday",
        "en",
        "By my 40th birthday in October I want to be able to do ten strict pull-ups",
        # (a goal is the vocabulary's "task" type)
        unit("pull-ups", type="task"),
    ),
    # a car sold and replaced ("sold the … on Saturday and picked up a used …"): the car memory holds the new one
    case(
        "v26-en-car-mazda-sold-rav4",
        "en",
        [
            (300, "I drive a 2015 Mazda3"),
            (2, "sold the Mazda on Saturday and picked up a used RAV4 hybrid"),
        ],
        unit("RAV4"),
        in_history("Mazda", now="RAV4"),
    ),
    # a sports habit told in English, then in Chinese: one memory, confirmed
    case(
        "v26-en-f1-live-then-chinese",
        "en",
        [
            (9, "I watch every F1 race live, even the 3am ones"),
            (1, "每一场F1我都看直播，凌晨三点的也不放过"),
        ],
        confirmed_twice("F1"),
    ),
    # thanks and a stain question store nothing
    case(
        "v26-en-thanks-question-red-wine-shirt",
        "en",
        "cheers, that's sorted then. random q — how do I get red wine out of a white shirt?",
        nothing(),
    ),
]
