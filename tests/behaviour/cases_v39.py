"""v39 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only. Several facts at once: an engine bench tester at 玉柴 who lives in 玉林玉州区
and 平时最爱去江边放风筝, after 我先自我介绍一下：, whose 老公自己开了家修车铺; a 品管 at 義美食品 who lives in 南港 and
週末最喜歡去上陶藝課, in Taiwan's traditional characters after 哈囉哈囉～; a Cantonese 郵差 who 住喺坪洲 and whose 老婆係中學
圖書館主任 and 一有時間就織冷衫; a Scottish radiographer at Raigmore in Inverness for whom shinty is "my whole life
outside work"; a Canadian French-immersion teacher in Trois-Rivières whose husband drives a snowplow for the city.
Values changed days later, with and without the attribute's word: a daughter's 学前班 → 一年级, a Taiwanese tutor's
一堂課1200 → "一堂給我1500" without 薪水, a Cantonese 註冊護士 → "今個月開始我就係病房經理喇", an Indian package of 9.6
lakhs → "revised to 11.8 lakhs" without "package", an American phone plan $25 → "payin $30 a month now" typed
lower-case, a British rent £975 pcm → "£1,040 pcm from this month" after the letting agent, a New Zealand son's Year 9 →
"the boy's in Year 10 already", a Kenyan take-home KSh 68,000 → "net pay is now KSh 81,500" under another word for the
same thing. A move that happened (德阳 → 总算在眉山安了家; Penrith → "settlement went through … we're up in Katoomba
now") and one only looked at (員林, with 鹿港 houses viewed "只是先看看，短期內不會搬"); a new employer (蒙牛 → "现在在
伊利上班了") and interviews only (a 传音 tech interview while at vivo; an Irish "I've an interview with Intel out in
Leixlip on Tuesday week" while at An Post). Habits ended (不再打英雄联盟; 彩票我戒了; a lower-case "i dont go to the
casino anymore"), negations that keep their meaning (我不吃生的東西，生魚片…一律不碰 in Taiwan's characters; a Nigerian
"I never eat snail"), preferences beside prohibitions (博物馆 / 别给我推荐什么网红打卡点; ghost walks / "never suggest
escape rooms"), a goal on a date (2026年底之前要攒出二十万的首付; the NCLEX before the end of November), decisions
(实木地板, 地板的事不纠结了; a South African "we've made the call" on a JoJo tank), appointments on a date and time (榮總
眼科 6月12號 早上9點半; a root canal sitting at Clove Dental, Koramangala at 6:30 pm), corrections in the same breath
(手机尾号 3856 → "呃……我看一眼，是3865"; a Filipino binyag "October 5, ay wait, October 12 pala") and days later (a cat
煤球 三岁 → 更正一下…四岁了; a pool 52,000 → 38,000 litres), one statement told once in each language (a Brompton
commute; the Today programme on BBC Radio 4) and small talk, thanks and questions that store nothing (water boiling
on the plateau; a Singaporean "why is the sea salty one").
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

CASES_V39 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 我先自我介绍一下：, a name, an age, an employer and job, a district, a liking as 平时最爱…, and
    # with 对了 the husband's own business: each its own memory, the husband's kept as his
    case(
        "v39-zh-intro-yuchai-yulin-kites-husband-garage",
        "zh",
        "你好呀，我先自我介绍一下：我叫温若岚，今年33岁，在玉柴做发动机台架测试，住在玉林玉州区，平时最爱去江边放风筝；"
        "对了，我老公自己开了家修车铺",
        unit("温若岚", type="fact", fact=("name", "温若岚")),
        unit("33", fact=("age", "33")),
        unit("玉柴", type="fact"),
        unit("玉林"),
        unit("风筝", type="preference"),
        unit("修车", entity="husband"),
        no_active("温若岚", "风筝"),
        no_active("风筝", "修车"),
    ),
    # several facts in Taiwan's traditional characters after 哈囉哈囉～ (在…當品管, 住在…, 週末最喜歡去上…課)
    case(
        "v39-zh-tw-intro-imei-nangang-pottery",
        "zh",
        "哈囉哈囉～我叫邱品萱，今年27歲，在義美食品當品管，住在南港，週末最喜歡去上陶藝課",
        unit("邱品萱", type="fact", fact=("name", "邱品萱")),
        unit("27", fact=("age", "27")),
        unit("義美", type="fact"),
        unit("南港"),
        unit("陶藝", type="preference"),
        no_active("邱品萱", "陶藝"),
    ),
    # Cantonese: the user's own job and island, and in the same sentence the wife's job and what 佢 does with her time
    case(
        "v39-zh-yue-postman-peng-chau-wife-librarian-knitting",
        "zh",
        "我喺郵政局做郵差，住喺坪洲，我老婆係中學圖書館主任，佢一有時間就織冷衫",
        unit("郵差", entity="user"),
        unit("圖書館", entity="wife"),
        unit("冷衫", entity="wife"),
        no_active("郵差", "圖書館"),
    ),
    # a daughter's school year moved on, said without 读/上 the second time (正式成为一年级小学生啦): hers, the old in history
    case(
        "v39-zh-daughter-preschool-to-first-grade",
        "zh",
        [
            (200, "我女儿现在上学前班"),
            (4, "九月一号开学，我女儿正式成为一年级小学生啦"),
        ],
        unit("一年级", entity="daughter"),
        no_active("学前班"),
        in_history("学前班", now="一年级"),
    ),
    # a Taiwanese tutor's pay per lesson raised, the new figure said without 薪水 or 鐘點費 (一堂給我…)
    case(
        "v39-zh-tw-tutor-per-lesson-1200-to-1500",
        "zh",
        [
            (120, "我在補習班兼課教國中數學，一堂課1200"),
            (3, "主任說下學期開始一堂給我1500，開心"),
        ],
        unit("1500"),
        no_active("1200"),
        in_history("1200", now="1500"),
    ),
    # a Cantonese title changed (今個月開始我就係…喇), no verb of promotion
    case(
        "v39-zh-yue-registered-nurse-to-ward-manager",
        "zh",
        [
            (300, "我喺公立醫院做註冊護士"),
            (2, "今個月開始我就係病房經理喇，責任大咗好多"),
        ],
        unit("病房經理"),
        no_active("註冊護士"),
        in_history("註冊護士", now="病房經理"),
    ),
    # a move that happened, said as 总算在…安了家 with a child's school transfer
    case(
        "v39-zh-move-deyang-to-meishan",
        "zh",
        [
            (400, "我住在德阳"),
            (3, "忙了大半个月，总算在眉山安了家，孩子转学手续也办好了"),
        ],
        unit("眉山"),
        no_active("德阳"),
        in_history("德阳", now="眉山"),
    ),
    # a move only looked at, in Taiwan's traditional characters (…看房子，不過只是先看看，短期內不會搬): the home stays,
    # nothing waits
    case(
        "v39-zh-tw-move-only-looking-lukang",
        "zh",
        [
            (350, "我住在彰化員林"),
            (1, "這陣子週末都跑去鹿港看房子，不過只是先看看，短期內不會搬"),
        ],
        unit("員林"),
        no_pending(),
    ),
    # a new employer said as 现在在…上班了, same role, no verb of leaving
    case(
        "v39-zh-employer-mengniu-to-yili",
        "zh",
        [
            (250, "我在蒙牛做品控"),
            (2, "现在在伊利上班了，还是做品控，待遇比之前好"),
        ],
        unit("伊利"),
        no_active("蒙牛"),
        in_history("蒙牛", now="伊利"),
    ),
    # an interview only, in zh mixed with English (后天约了…的 tech interview，…还没决定要不要跳): the employer stays,
    # nothing waits
    case(
        "v39-zh-mixed-interview-transsion-while-at-vivo",
        "zh",
        [
            (180, "我在 vivo 做影像算法"),
            (1, "后天约了传音的 tech interview，先去聊聊看，还没决定要不要跳"),
        ],
        unit("vivo"),
        no_pending(),
    ),
    # a gaming habit ended with 不再 (我现在不再打…了，账号都送人了): the old routine is no longer active
    case(
        "v39-zh-habit-league-of-legends-no-longer",
        "zh",
        [
            (80, "我每天下班都要打三个小时英雄联盟"),
            (2, "我现在不再打英雄联盟了，账号都送人了"),
        ],
        unit("英雄联盟"),
        no_active("三个小时"),
        no_pending(),
    ),
    # a lottery habit ended with 戒了, the object first (彩票我戒了)
    case(
        "v39-zh-habit-lottery-quit",
        "zh",
        [
            (70, "我每周都要买一两百块钱的彩票"),
            (2, "彩票我戒了，算了算这两年白扔了好几千"),
        ],
        unit("彩票"),
        no_active("一两百"),
        no_pending(),
    ),
    # a negation that keeps its 不, in Taiwan's traditional characters (我不吃生的東西，…一律不碰)
    case(
        "v39-zh-tw-negation-no-raw-food",
        "zh",
        "我不吃生的東西，生魚片、生蠔那些一律不碰，腸胃受不了",
        unit("不", "生魚片"),
    ),
    # a liking beside a prohibition (…我喜欢逛…；别给我推荐什么…)
    case(
        "v39-zh-museums-no-influencer-spots",
        "zh",
        "出去玩我喜欢逛博物馆，能待一整天那种；别给我推荐什么网红打卡点，人挤人没意思",
        unit("博物馆", type="preference"),
        unit("网红", type="prohibition"),
    ),
    # a goal on a date said as a promise to oneself (我跟自己说好了，…之前要攒出…)
    case(
        "v39-zh-goal-down-payment-by-end-2026",
        "zh",
        "我跟自己说好了，2026年底之前要攒出二十万的首付",
        # (a goal is the vocabulary's "task" type)
        unit("二十万", "2026", type="task"),
    ),
    # a decision said as the end of dithering (…的事不纠结了，就…)
    case(
        "v39-zh-decision-solid-wood-floor",
        "zh",
        "装修里地板的事不纠结了，就全屋铺实木地板",
        unit("木地板", type="decision"),
    ),
    # an appointment on a date and time with a parent, in Taiwan's traditional characters, with a request to be reminded
    case(
        "v39-zh-tw-appointment-vgh-ophthalmology",
        "zh",
        "6月12號禮拜四早上9點半要帶我媽去榮總看眼科，記得提醒我",
        unit("榮總", "眼科", "12"),
    ),
    # a figure taken back in the same breath after checking (…是3856，呃……我看一眼，是3865)
    case(
        "v39-zh-correction-phone-tail-same-breath",
        "zh",
        "我新办的手机号尾号是3856，呃……我看一眼，是3865",
        unit("3865"),
        no_active("3856"),
    ),
    # a pet's age corrected days later without the old figure said again (更正一下，…其实四岁了)
    case(
        "v39-zh-correction-cat-age-days-later",
        "zh",
        [
            (6, "我家那只黑猫叫煤球，今年三岁"),
            (1, "更正一下，煤球其实四岁了，上次我记混了"),
        ],
        unit("煤球", "四岁"),
        no_active("三岁"),
    ),
    # a commute told in zh mixed with English, then in English: one memory, confirmed
    case(
        "v39-zh-brompton-commute-then-english",
        "zh",
        [
            (12, "我每天骑 Brompton 折叠车上下班"),
            (1, "I commute on my Brompton every day"),
        ],
        units(1, "Brompton"),
        confirmed_twice("Brompton"),
    ),
    # thanks and a question about the world store nothing
    case(
        "v39-zh-smalltalk-boiling-on-plateau",
        "zh",
        "辛苦啦，你太靠谱了！话说为啥在高原上烧水烧不到一百度啊？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in Scottish English ("Aye hello", "up at", "… is my whole life outside work"); the name and the
    # liking are separate memories
    case(
        "v39-en-sco-intro-raigmore-inverness-shinty",
        "en",
        "Aye hello, I'm Eilidh Buchanan, 36, radiographer up at Raigmore in Inverness, and shinty is my whole life "
        "outside work",
        unit("Eilidh", type="fact", fact=("name", "Eilidh Buchanan")),
        unit("36", fact=("age", "36")),
        unit("Raigmore", type="fact"),
        unit("Inverness"),
        unit("shinty", type="preference"),
        no_active("Eilidh", "shinty"),
    ),
    # a Canadian name and job, and in the same sentence the husband's job: his kept as his
    case(
        "v39-en-ca-french-immersion-husband-snowplow",
        "en",
        "I'm Geneviève Tremblay, I teach grade 4 French immersion in Trois-Rivières, and my husband drives a snowplow "
        "for the city all winter.",
        unit("Geneviève", fact=("name", "Geneviève Tremblay")),
        unit("French immersion"),
        unit("snowplow", entity="husband"),
        no_active("French immersion", "snowplow"),
    ),
    # an Indian package in lakhs raised, the new figure said without "package" ("revised to … from April")
    case(
        "v39-en-in-package-lakhs-revised",
        "en",
        [
            (150, "I am working in Cognizant, Coimbatore, my package is 9.6 lakhs per annum"),
            (2, "Appraisal letter came yesterday, revised to 11.8 lakhs from April"),
        ],
        unit("11.8"),
        no_active("9.6 lakhs"),
        in_history("9.6", now="11.8"),
    ),
    # an American phone plan's price raised, lower-case with a dropped g, without "plan" the second time
    case(
        "v39-en-us-phone-plan-25-to-30-lowercase",
        "en",
        [
            (60, "my phone plan is through visible, $25 a month"),
            (2, "ugh they raised it, payin $30 a month now smh"),
        ],
        unit("$30"),
        no_active("$25"),
        in_history("$25", now="$30"),
    ),
    # a British rent per calendar month put up by the letting agent, "rent" not said again
    case(
        "v39-en-uk-rent-pcm-letting-agent",
        "en",
        [
            (140, "I rent a one-bed flat in Wolverhampton for £975 pcm"),
            (3, "Letting agent's been in touch, it's £1,040 pcm from this month"),
        ],
        unit("£1,040"),
        no_active("£975"),
        in_history("£975", now="£1,040"),
    ),
    # a New Zealand son's school year moved on ("can't believe the boy's in Year 10 already"): his, the old in history
    case(
        "v39-en-nz-son-year-9-to-10",
        "en",
        [
            (250, "My son's in Year 9 at Rangitoto College"),
            (4, "Term 1 started this week, can't believe the boy's in Year 10 already"),
        ],
        unit("Year 10", entity="son"),
        no_active("Year 9"),
        in_history("Year 9", now="Year 10"),
    ),
    # a Kenyan pay raised, said first as "take home" and then as "net pay" (another word for the same thing)
    case(
        "v39-en-ke-take-home-to-net-pay-ksh",
        "en",
        [
            (120, "I work with Kenya Power in Machakos, my take home is KSh 68,000"),
            (2, "After the new CBA my net pay is now KSh 81,500"),
        ],
        unit("81,500"),
        no_active("68,000"),
        in_history("68,000", now="81,500"),
    ),
    # an Australian move that happened ("settlement went through last week and we're up in … now")
    case(
        "v39-en-au-move-penrith-to-katoomba",
        "en",
        [
            (400, "We live out in Penrith"),
            (3, "settlement went through last week and we're up in Katoomba now, it's freezing"),
        ],
        unit("Katoomba"),
        no_active("Penrith"),
        in_history("Penrith", now="Katoomba"),
    ),
    # an Irish interview only ("I've an interview with … on Tuesday week"): the employer stays, nothing waits
    case(
        "v39-en-ie-interview-intel-while-at-an-post",
        "en",
        [
            (200, "I work for An Post in Tullamore"),
            (1, "I've an interview with Intel out in Leixlip on Tuesday week, fingers crossed"),
        ],
        unit("An Post"),
        no_pending(),
    ),
    # an American weekend habit ended, lower-case with a typo ("i dont go to the … anymore, took my self off …")
    case(
        "v39-en-us-casino-weekends-stopped",
        "en",
        [
            (50, "me and my buddy hit the casino in tunica pretty much every weekend"),
            (2, "i dont go to the casino anymore, took my self off the players club too"),
        ],
        unit("casino"),
        no_active("every weekend"),
        no_pending(),
    ),
    # Nigerian: a negation that keeps its "never", beside an allergy, each its own
    case(
        "v39-en-ng-never-snail-groundnut-allergy",
        "en",
        "Please note, I never eat snail, not even the peppered snail at owambe parties, and I am allergic to groundnut.",
        unit("never", "snail"),
        unit("groundnut"),
    ),
    # a British liking beside a prohibition ("but never suggest …, I find them properly stressful")
    case(
        "v39-en-uk-ghost-walks-no-escape-rooms",
        "en",
        "Whenever we go away for a weekend I love doing a ghost walk, but never suggest escape rooms, I find them "
        "properly stressful",
        unit("ghost walk", type="preference"),
        unit("escape room", type="prohibition"),
    ),
    # a Filipino goal on a date ("My goal po is to pass … before the end of November")
    case(
        "v39-en-ph-goal-nclex-by-november",
        "en",
        "My goal po is to pass the NCLEX before the end of November so I can apply in the States",
        unit("NCLEX", "November", type="task"),
    ),
    # a South African decision ("Right, we've made the call: …")
    case(
        "v39-en-za-decision-jojo-tank",
        "en",
        "Right, we've made the call: a 5,000-litre JoJo tank is going in next to the garage, we're gatvol of the water "
        "outages in Soweto",
        unit("JoJo", type="decision"),
    ),
    # an Indian appointment on a date and time ("I have my … sitting at … on 9 September at 6:30 pm")
    case(
        "v39-en-in-appointment-clove-dental",
        "en",
        "I have my root canal sitting at Clove Dental, Koramangala on 9 September at 6:30 pm",
        unit("Clove", "6:30"),
    ),
    # a Filipino date taken back in the same breath in Taglish ("…, ay wait, … pala")
    case(
        "v39-en-ph-correction-binyag-same-breath",
        "en",
        "The binyag of my inaanak is on October 5, ay wait, October 12 pala",
        unit("October 12"),
        no_active("October 5"),
    ),
    # an Australian figure corrected days later ("I was off the other day, … actually …, checked the manual")
    case(
        "v39-en-au-correction-pool-litres-days-later",
        "en",
        [
            (7, "our pool holds about 52,000 litres"),
            (1, "I was off the other day, the pool's actually 38,000 litres, checked the manual"),
        ],
        unit("38,000"),
        no_active("52,000"),
    ),
    # a morning radio habit told in English, then in Chinese mixed with English: one memory, confirmed
    case(
        "v39-en-radio4-today-then-chinese",
        "en",
        [
            (18, "I listen to the Today programme on BBC Radio 4 every morning"),
            (1, "我每天早上都会听 BBC Radio 4 的 Today 节目"),
        ],
        units(1, "Radio 4"),
        confirmed_twice("Radio 4"),
    ),
    # Singaporean thanks and a question about the world store nothing
    case(
        "v39-en-sg-smalltalk-sea-salty",
        "en",
        "ok can, thanks ah! eh btw why is the sea salty one",
        nothing(),
    ),
]
