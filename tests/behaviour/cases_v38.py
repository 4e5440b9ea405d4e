"""v38 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only. Several facts at once: a motor calibration engineer at 比亚迪 who lives in
深圳坪山 and 业余时间最爱去水库钓鱼; a 理財專員 at 國泰世華銀行 who lives in 板橋 and 下班最喜歡去上拳擊有氧, in Taiwan's
traditional characters; an American respiratory therapist at Banner Health in Mesa who is "low-key obsessed with
pickleball"; a Kenyan agronomist with Twiga Foods in Nakuru who enjoys birdwatching, beside a boss who is a huge
Arsenal fan. Other people's facts kept as theirs in the same sentence as the user's own: a Cantonese 室內設計 worker
whose 老公係消防員 and 最鍾意砌高達; a British dental hygienist whose mother-in-law Brenda is a retired magistrate mad on
cryptic crosswords. Values changed days later, with and without the attribute's word: a 手机套餐 58块 → 39块, a
supermarket cashier's 五千八 → 六千五 said without 工资, a daughter's 1米58 → "现在1米65了", a Taiwanese 國二 → 國三, a
Shopee UI designer → design lead in zh mixed with English, a South African salary R18,500 → R21,000, a Filipino ₱32k →
"₱38k a month na po" without the word, an Irish €2.1k → €2.3k "landlord's after putting it up", an Indian metformin
500 mg → 1000 mg. A move that happened (昆明 → 大理; Norwich → Ipswich "completed on the house") and one only talked
about (烟台 with 威海 "还是算了"); a new employer (DBS → OCBC in Singapore) and interviews only (蔚来 while at 顺丰; a
voice-typed Medtronic second round while at Target). A habit ended (夜宵; two Monster energy drinks a day, typed
lower-case with typos), a diet started (banting), allergies (尘螨; bee stings), negations that keep their meaning
(不喝酒; "I never eat mushrooms"), preferences beside prohibitions (悬疑推理剧 / 别给我推荐宫斗剧; Kishore Kumar songs /
"please don't ever recommend me any Bollywood remixes"), corrections in the same breath (12楼 → 21楼; KSh 45,000 →
KSh 54,000) and days later ("actually it's a Pixel 8"), a plan abandoned (the Camino "is off"), a decision (Brookfield
Montessori; 金色摇篮 幼儿园), a goal on a date (雅思 by 2027年6月), appointments on a date and time (华西医院 骨科; Bedok
Polyclinic at 9:40am), one statement told once in each language (salsa classes on Wednesdays; a Kindle Paperwhite)
and small talk, thanks and a question that store nothing (今晚食咩; the tallest mountain in Africa).
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

CASES_V38 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 大家好: a name, an age, an employer and job, a district, a liking as 业余时间最爱…; the name
    # and the liking are separate memories
    case(
        "v38-zh-intro-byd-pingshan-fishing",
        "zh",
        "大家好，我叫钟慕白，今年34岁，在比亚迪做电机标定工程师，住在深圳坪山，业余时间最爱去水库钓鱼",
        unit("钟慕白", type="fact", fact=("name", "钟慕白")),
        unit("34", fact=("age", "34")),
        unit("比亚迪", type="fact"),
        unit("坪山"),
        unit("钓鱼", type="preference"),
        no_active("钟慕白", "钓鱼"),
    ),
    # several facts in Taiwan's traditional characters (我是…, 在…當…, 住在…, 下班最喜歡去上…)
    case(
        "v38-zh-tw-intro-cathay-banqiao-boxing",
        "zh",
        "嗨～我是游采潔，今年26歲，在國泰世華銀行當理財專員，住在板橋，下班最喜歡去上拳擊有氧",
        unit("游采潔", type="fact", fact=("name", "游采潔")),
        unit("26", fact=("age", "26")),
        unit("國泰世華", type="fact"),
        unit("板橋"),
        unit("拳擊", type="preference"),
        no_active("游采潔", "拳擊"),
    ),
    # Cantonese: the user's own job and, in the same sentence, the husband's job and hobby: each kept as whose it is
    case(
        "v38-zh-yue-interior-design-husband-firefighter-gundam",
        "zh",
        "我喺沙田做室內設計，我老公係消防員，佢最鍾意砌高達",
        unit("室內設計", entity="user"),
        unit("消防員", entity="husband"),
        unit("高達", entity="husband"),
        no_active("室內設計", "消防員"),
    ),
    # a phone plan made cheaper, the attribute's word said again (换了个…套餐，现在每月只要…)
    case(
        "v38-zh-phone-plan-58-to-39",
        "zh",
        [
            (45, "我手机套餐是每个月58块的"),
            (3, "换了个便宜点的套餐，现在每月只要39块"),
        ],
        unit("39"),
        no_active("58"),
        in_history("58", now="39"),
    ),
    # a cashier's monthly pay in Chinese numerals, the new figure said without 工资 (这个月开始每个月能拿…了)
    case(
        "v38-zh-cashier-pay-wuqianba-no-word",
        "zh",
        [
            (60, "我在永辉超市做收银，工资一个月五千八"),
            (2, "这个月开始每个月能拿六千五了，开心"),
        ],
        unit("六千五"),
        no_active("五千八"),
        in_history("五千八", now="六千五"),
    ),
    # a daughter's height grown, said without 身高 the second time (现在1米65了): hers, the old one in history
    case(
        "v38-zh-daughter-height-1m65",
        "zh",
        [
            (200, "我女儿身高1米58，在班里算矮的"),
            (3, "我女儿这半年猛长，现在1米65了"),
        ],
        unit("1米65", entity="daughter"),
        no_active("1米58"),
        in_history("1米58", now="1米65"),
    ),
    # a son's school year moved on, in Taiwan's traditional characters (開學了，…升上國三了)
    case(
        "v38-zh-tw-son-junior-high-year",
        "zh",
        [
            (300, "我兒子現在讀國二"),
            (5, "開學了，我兒子升上國三了，時間過得好快"),
        ],
        unit("國三", entity="son"),
        no_active("國二"),
        in_history("國二", now="國三"),
    ),
    # a job title raised, in zh mixed with English (升职了，现在是 design lead)
    case(
        "v38-zh-mixed-shopee-ui-designer-to-design-lead",
        "zh",
        [
            (150, "我在 Shopee 做 UI designer"),
            (2, "上个月升职了，现在是 design lead，手下带三个人"),
        ],
        unit("design lead"),
        no_active("UI designer"),
        in_history("UI designer", now="design lead"),
    ),
    # a move that happened (上周正式搬到…了)
    case(
        "v38-zh-move-kunming-to-dali",
        "zh",
        [
            (400, "我住在昆明"),
            (2, "上周正式搬到大理了，房子租在古城边上"),
        ],
        unit("大理"),
        no_active("昆明"),
        in_history("昆明", now="大理"),
    ),
    # a move only talked about and turned down (朋友一直劝我搬去…，我想了想还是算了): the home stays, nothing waits
    case(
        "v38-zh-move-talked-yantai-weihai",
        "zh",
        [
            (300, "我住在烟台"),
            (1, "有朋友一直劝我搬去威海，说那边海边的房子便宜，我想了想还是算了"),
        ],
        unit("烟台"),
        no_pending(),
    ),
    # an interview only (明天下午要去…面试): the current employer stays, nothing waits
    case(
        "v38-zh-interview-nio-while-at-sf",
        "zh",
        [
            (200, "我在顺丰做区域调度"),
            (1, "明天下午要去蔚来面试，好紧张"),
        ],
        unit("顺丰"),
        no_pending(),
    ),
    # an allergy and a negation kept with its 不 (我不喝酒，应酬也不喝)
    case(
        "v38-zh-dust-mite-allergy-no-alcohol",
        "zh",
        "我对尘螨过敏，一到换季就狂打喷嚏；还有我不喝酒，应酬也不喝",
        unit("尘螨", type="fact"),
        unit("不喝酒"),
    ),
    # a liking beside a prohibition (但是别给我推荐…)
    case(
        "v38-zh-mystery-dramas-no-palace-dramas",
        "zh",
        "我平时喜欢看悬疑推理剧，但是别给我推荐宫斗剧，看着就累",
        unit("悬疑", type="preference"),
        unit("宫斗", type="prohibition"),
    ),
    # a floor taken back in the same breath (啊不对，是…)
    case(
        "v38-zh-correction-floor-12-21",
        "zh",
        "我家住12楼，啊不对，是21楼，我老是说反",
        unit("21楼"),
        no_active("12楼"),
    ),
    # a decision (我们商量好了，…就定…)
    case(
        "v38-zh-decision-kindergarten",
        "zh",
        "我们商量好了，孩子的幼儿园就定金色摇篮，离家近",
        unit("金色摇篮", type="decision"),
    ),
    # a goal on a date (我给自己定了目标：…之前…)
    case(
        "v38-zh-goal-ielts-by-2027",
        "zh",
        "我给自己定了目标：2027年6月之前雅思考到7分",
        # (a goal is the vocabulary's "task" type)
        unit("雅思", "2027", type="task"),
    ),
    # an appointment on a date and time, with a parent (…要陪我爸去…看骨科)
    case(
        "v38-zh-appointment-huaxi-orthopaedics",
        "zh",
        "3月18号下午两点半要陪我爸去华西医院看骨科",
        unit("华西", "骨科", "18"),
    ),
    # a weekly class told in Chinese mixed with English, then in English: one memory, confirmed
    case(
        "v38-zh-salsa-class-then-english",
        "zh",
        [
            (15, "我每周三晚上去上 salsa 课"),
            (1, "I take salsa classes every Wednesday evening"),
        ],
        units(1, "salsa"),
        confirmed_twice("salsa"),
    ),
    # Cantonese thanks mixed with English, and a question, store nothing
    case(
        "v38-zh-yue-smalltalk-dinner-question",
        "zh",
        "哈哈好啦，thank you 晒！咁今晚食咩好呢？",
        nothing(),
    ),
    # a late-night habit ended (…我已经戒了，快一个月没吃了): the old habit is no longer active, nothing waits
    case(
        "v38-zh-late-night-snack-quit",
        "zh",
        [
            (90, "我几乎每晚都要吃夜宵，烧烤配啤酒"),
            (2, "夜宵我已经戒了，快一个月没吃了"),
        ],
        unit("夜宵"),
        no_active("每晚"),
        no_pending(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in casual American English (a name, an age, a job at an employer in a city, "low-key obsessed
    # with"); the name and the liking are separate memories
    case(
        "v38-en-us-intro-banner-health-mesa-pickleball",
        "en",
        "Hi there! I'm Dolores Ruiz, 41, a respiratory therapist at Banner Health in Mesa, and I'm low-key obsessed "
        "with pickleball.",
        unit("Dolores", type="fact", fact=("name", "Dolores Ruiz")),
        unit("41", fact=("age", "41")),
        unit("Banner Health", type="fact"),
        unit("Mesa"),
        unit("pickleball", type="preference"),
        no_active("Dolores", "pickleball"),
    ),
    # several facts in Kenyan English ("I am 30 years", "with Twiga Foods"), and the boss's liking kept as hers
    case(
        "v38-en-ke-intro-twiga-nakuru-boss-arsenal",
        "en",
        "Hello, my name is Wanjiru Kamau, I am 30 years, I work as an agronomist with Twiga Foods in Nakuru and I "
        "really enjoy birdwatching. My boss Achieng is a huge Arsenal fan.",
        unit("Wanjiru", type="fact", fact=("name", "Wanjiru Kamau")),
        unit("30", fact=("age", "30")),
        unit("Twiga Foods", type="fact"),
        unit("birdwatching", type="preference"),
        unit("Arsenal", entity="Achieng"),
        no_active("Arsenal", "birdwatching"),
    ),
    # a South African salary raised, the attribute's word said again ("got my increase, salary's now R…")
    case(
        "v38-en-za-salary-increase-r21000",
        "en",
        [
            (120, "My salary is R18,500 a month at the Woolworths distribution centre in Midrand"),
            (2, "Got my increase this month, salary's now R21,000"),
        ],
        unit("R21,000"),
        no_active("R18,500"),
        in_history("R18,500", now="R21,000"),
    ),
    # a Filipino salary raised on regularisation, the new figure said without "salary" in Taglish
    case(
        "v38-en-ph-regular-na-38k-no-word",
        "en",
        [
            (90, "I'm a call center agent at Concentrix in Cebu, my salary is ₱32k a month"),
            (2, "Regular na ako! ₱38k a month na po starting this cutoff"),
        ],
        unit("₱38k"),
        no_active("₱32k"),
        in_history("₱32k", now="₱38k"),
    ),
    # an Irish rent put up, the new figure said without "rent" ("landlord's after putting it up again")
    case(
        "v38-en-ie-drumcondra-rent-after-putting-it-up",
        "en",
        [
            (150, "We're paying €2.1k a month rent for a two-bed in Drumcondra"),
            (3, "landlord's after putting it up again, €2.3k a month now, would you believe it"),
        ],
        unit("€2.3k"),
        no_active("€2.1k"),
        in_history("€2.1k", now="€2.3k"),
    ),
    # an Indian medicine dose raised, the drug named again ("Doctor has increased the … to … from this week only")
    case(
        "v38-en-in-metformin-500-to-1000",
        "en",
        [
            (60, "I am taking metformin 500 mg twice daily for my sugar"),
            (2, "Doctor has increased the metformin to 1000 mg twice daily from this week only"),
        ],
        unit("metformin", "1000"),
        no_active("500 mg"),
        in_history("500", now="1000"),
    ),
    # a Singaporean new employer ("moved over to … last month, same kind of role lah")
    case(
        "v38-en-sg-dbs-to-ocbc",
        "en",
        [
            (250, "I'm a relationship manager with DBS at Marina Bay"),
            (3, "I moved over to OCBC last month, same kind of role lah"),
        ],
        unit("OCBC"),
        no_active("DBS"),
        in_history("DBS", now="OCBC"),
    ),
    # an interview only, voice-typed without punctuation: the current employer stays, the interview is kept,
    # nothing waits
    case(
        "v38-en-us-voice-interview-medtronic-while-at-target",
        "en",
        [
            (180, "i work at Target corporate in Minneapolis"),
            (
                1,
                "so i have a second round interview with Medtronic on thursday at 2 wish me luck i really need this one",
            ),
        ],
        unit("Target"),
        unit("Medtronic", "interview"),
        no_pending(),
    ),
    # a British move that happened ("we finally completed on the house in … and moved in on Saturday")
    case(
        "v38-en-uk-move-norwich-to-ipswich",
        "en",
        [
            (500, "We live in Norwich"),
            (2, "we finally completed on the house in Ipswich and moved in on Saturday"),
        ],
        unit("Ipswich"),
        no_active("Norwich"),
        in_history("Norwich", now="Ipswich"),
    ),
    # the user's own job and, in the same sentence, a named mother-in-law's past job and hobby: each kept as whose
    case(
        "v38-en-uk-hygienist-mother-in-law-magistrate",
        "en",
        "I'm a dental hygienist in Harrogate, and my mother-in-law Brenda, who lives with us, is a retired magistrate "
        "who's mad on cryptic crosswords.",
        unit("dental hygienist"),
        unit("magistrate", entity="Brenda"),
        unit("crossword", entity="Brenda"),
        no_active("dental hygienist", "magistrate"),
    ),
    # an energy-drink habit ended, typed lower-case with typos ("quit monster completley, 3 weeks clean")
    case(
        "v38-en-us-casual-monster-habit-quit",
        "en",
        [
            (40, "i drink like 2 monsters a day to get thru my shifts"),
            (2, "quit monster completley, 3 weeks clean now lol"),
        ],
        unit("monster"),
        no_active("2 monsters"),
        no_pending(),
    ),
    # South African: a diet started (banting), an allergy and a negation that keeps its "never", each its own
    case(
        "v38-en-za-banting-bee-stings-never-mushrooms",
        "en",
        "Started banting this month, so no more bread or pap for me. Also I'm allergic to bee stings, and I never "
        "eat mushrooms, can't stand them.",
        unit("banting"),
        unit("bee sting", type="fact"),
        unit("never", "mushroom"),
    ),
    # an Indian liking beside a prohibition ("but please don't ever recommend me any …")
    case(
        "v38-en-in-kishore-kumar-no-remixes",
        "en",
        "I love old Kishore Kumar songs, but please don't ever recommend me any Bollywood remixes.",
        unit("Kishore Kumar", type="preference"),
        unit("remix", type="prohibition"),
    ),
    # a Kenyan figure taken back in the same breath ("…, sorry, KSh …")
    case(
        "v38-en-ke-school-fees-correction-same-breath",
        "en",
        "My son's school fees are KSh 45,000 per term, sorry, KSh 54,000, I always mix those two up",
        unit("54,000"),
        no_active("45,000"),
    ),
    # a British correction days later ("actually it's a …, I got mixed up")
    case(
        "v38-en-uk-phone-correction-pixel-days-later",
        "en",
        [
            (6, "my phone's a Pixel 7"),
            (1, "actually it's a Pixel 8, I got mixed up"),
        ],
        unit("Pixel 8"),
        no_active("Pixel 7"),
    ),
    # an Irish plan abandoned ("the Camino's off, herself's knee is acting up again"): one memory, nothing waits
    case(
        "v38-en-ie-camino-off",
        "en",
        [
            (50, "We're planning to walk the Camino in September"),
            (2, "the Camino's off, herself's knee is acting up again"),
        ],
        units(1, "Camino"),
        no_pending(),
    ),
    # a formal American decision ("After touring three schools, my husband and I have decided to enroll …")
    case(
        "v38-en-us-formal-decision-montessori",
        "en",
        "After touring three schools, my husband and I have decided to enroll our son at Brookfield Montessori this "
        "fall.",
        unit("Brookfield Montessori", type="decision"),
    ),
    # a Singaporean appointment on a date and time ("Got my … appointment at … on 3 June at 9:40am")
    case(
        "v38-en-sg-appointment-bedok-polyclinic",
        "en",
        "Got my dental appointment at Bedok Polyclinic on 3 June at 9:40am, must remember to bring my IC",
        unit("Bedok", "9:40"),
    ),
    # an e-reader told in English, then in Chinese: one memory, confirmed
    case(
        "v38-en-kindle-then-chinese",
        "en",
        [
            (20, "I read everything on a Kindle Paperwhite"),
            (1, "我看书都是用 Kindle Paperwhite"),
        ],
        units(1, "Kindle"),
        confirmed_twice("Kindle"),
    ),
    # thanks typed casually and a trivia question store nothing
    case(
        "v38-en-smalltalk-tallest-mountain",
        "en",
        "lol thanks heaps, that actually worked!! btw whats the tallest mountain in africa",
        nothing(),
    ),
]
