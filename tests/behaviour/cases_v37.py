"""v37 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only: several facts at once (a battery test engineer at 宁德时代 who lives in 蕉城
and 平时最喜欢打乒乓球, after 哈喽，简单说下我自己：; a firmware engineer at 聯發科 who lives in 竹北 and 假日最喜歡騎單車,
in Taiwan's traditional characters; an Indian "Hi, myself Karthik Raghunathan, 33 years old" tech lead at Infosys
Mysuru, staying in Vijayanagar and very fond of Carnatic music), other people's facts kept as theirs (a Cantonese 老豆
who drove buses for 九巴 and now 打太極 in 維園, a 妹妹 doing HR at 苏州博世 who 迷上了烘焙, an Australian sister who is a
midwife at the Royal Women's beside a Dad mad about lawn bowls), values changed days later, with and without the
attribute's word (a 天河 月租 3800 → 4300 on renewal, 优甲乐 50微克 → 75微克 after a blood test, 82kg → "现在只有 76kg"
in zh mixed with English, a formal British £47k → "I am now on £52k", a Malaysian RM 4,200 → RM 4,800 increment, a
Singaporean Punggol → Jurong East commute of 1 hour 20 minutes → "only 25 minutes lor" after the office shifted, a
Nigerian customer service officer → branch operations manager at Zenith Bank), a move that happened (將軍澳 → 大埔 in
Cantonese, Swindon → Cheltenham "a fortnight ago") and moves only weighed (合肥 with 芜湖 考虑要不要搬; Tucson with
Flagstaff "we probably won't"), a habit ended (两罐可乐 → 彻底戒掉了; Indian filter coffee twice a day → "stopped
drinking coffee fully"), negations that keep their meaning (从来不坐过山车; a Nigerian "I never drive at night o"),
preferences beside prohibitions (旋转木马; podcast / 千万别给我推荐什么理财课程; true crime podcasts / "never suggest
anything about cults"), corrections in the same breath (家长会 11月7号，不对不对，是11月9号; a voice-typed American dance
recital "on the 14th no sorry the 16th"), a plan abandoned (a canal boat holiday that is off), a decision (Sunrun for
the rooftop solar), a goal on a date (今年年底前…半马跑进两小时), one statement told once in each language (a white
Tesla Model Y; volunteering at the Oxfam shop on Saturdays) and small talk, thanks and a question that store nothing
(溏心蛋; candle wax in the carpet).
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

CASES_V37 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 哈喽，简单说下我自己：, a name, an age, an employer, a job, a district, a liking as
    # 平时最喜欢…; the name and the liking are separate memories
    case(
        "v37-zh-intro-catl-jiaocheng-table-tennis",
        "zh",
        "哈喽，简单说下我自己：我叫柏志远，今年29岁，在宁德时代做电池测试工程师，住在蕉城，平时最喜欢打乒乓球",
        unit("柏志远", type="fact", fact=("name", "柏志远")),
        unit("29", fact=("age", "29")),
        unit("宁德时代", type="fact"),
        unit("蕉城"),
        unit("乒乓球", type="preference"),
        no_active("柏志远", "乒乓球"),
    ),
    # several facts in Taiwan's traditional characters (在…當…, 住在…, 假日最喜歡騎…去…)
    case(
        "v37-zh-tw-intro-mediatek-zhubei-cycling",
        "zh",
        "哈囉～我先介紹一下：我叫簡宥辰，28歲，在聯發科當韌體工程師，住在竹北，假日最喜歡騎單車去南寮漁港",
        unit("簡宥辰", type="fact", fact=("name", "簡宥辰")),
        unit("28", fact=("age", "28")),
        unit("聯發科", type="fact"),
        unit("竹北"),
        unit("單車", type="preference"),
        no_active("簡宥辰", "單車"),
    ),
    # a Cantonese father (老豆), his old job and, after 退休之後, his pastime: both his
    case(
        "v37-zh-yue-father-kmb-driver-tai-chi",
        "zh",
        "我老豆以前喺九巴揸咗三十年巴士，退休之後日日朝早去維園打太極",
        unit("九巴", entity="father"),
        unit("太極", entity="father"),
    ),
    # a younger sister's job and, after 她最近迷上了, her new hobby: both hers, not the user's
    case(
        "v37-zh-younger-sister-bosch-hr-baking",
        "zh",
        "我妹妹在苏州博世做HR，她最近迷上了烘焙，天天在家烤面包",
        unit("博世", entity="sister"),
        unit("烘焙", entity="sister"),
    ),
    # a monthly rent raised on renewal, the attribute's word said again (月租变成…)
    case(
        "v37-zh-rent-tianhe-renewal",
        "zh",
        [
            (120, "我在天河租了个一房一厅，月租3800"),
            (3, "续租的时候房东加价了，月租变成4300"),
        ],
        unit("4300"),
        no_active("3800"),
        in_history("3800", now="4300"),
    ),
    # a daily thyroid dose raised after a blood test (医生把…调到…了), the drug named again
    case(
        "v37-zh-levothyroxine-dose-after-blood-test",
        "zh",
        [
            (40, "我每天早上空腹吃一片优甲乐，50微克"),
            (2, "上周抽血复查，医生把优甲乐调到75微克了"),
        ],
        unit("优甲乐", "75微克"),
        no_active("50微克"),
        in_history("50微克", now="75微克"),
    ),
    # a weight in zh mixed with English, the new one said without 体重 (keto 坚持了八周，现在只有…)
    case(
        "v37-zh-mixed-weight-keto-no-word",
        "zh",
        [
            (60, "我现在体重 82kg，有点超标"),
            (2, "keto 坚持了八周，现在只有 76kg 了，开心"),
        ],
        unit("76"),
        no_active("82"),
        in_history("82", now="76"),
    ),
    # a Cantonese move that happened (上個禮拜搬咗去…喇)
    case(
        "v37-zh-yue-move-tseung-kwan-o-to-tai-po",
        "zh",
        [
            (365, "我住喺將軍澳"),
            (2, "上個禮拜搬咗去大埔喇，終於唔使再迫地鐵"),
        ],
        unit("大埔"),
        no_active("將軍澳"),
        in_history("將軍澳", now="大埔"),
    ),
    # a move only weighed (在考虑要不要搬过去，还没定下来): where the person lives stays, nothing waits
    case(
        "v37-zh-move-weighed-hefei-wuhu",
        "zh",
        [
            (300, "我住在合肥"),
            (1, "我老婆一直想回芜湖，我们在考虑要不要搬过去，还没定下来"),
        ],
        unit("合肥"),
        no_pending(),
    ),
    # a daily drink given up (…我已经彻底戒掉了): the old habit is no longer active, nothing waits
    case(
        "v37-zh-cola-habit-quit",
        "zh",
        [
            (80, "我每天下午都要喝两罐可乐"),
            (2, "跟你说，可乐我已经彻底戒掉了"),
        ],
        unit("可乐"),
        no_active("两罐"),
        no_pending(),
    ),
    # a negation kept with its 不 (从来不坐过山车) beside a liking (更喜欢玩…)
    case(
        "v37-zh-never-roller-coaster-carousel",
        "zh",
        "我有点恐高，从来不坐过山车，去游乐园更喜欢玩旋转木马",
        unit("不坐", "过山车"),
        unit("旋转木马", type="preference"),
    ),
    # a liking in zh mixed with English beside a prohibition (千万别给我推荐什么…)
    case(
        "v37-zh-mixed-podcast-no-wealth-courses",
        "zh",
        "我通勤的时候喜欢听 podcast，但千万别给我推荐什么理财课程",
        unit("podcast", type="preference"),
        unit("理财", type="prohibition"),
    ),
    # a date taken back in the same breath (不对不对，是…)
    case(
        "v37-zh-correction-parents-meeting-same-breath",
        "zh",
        "我儿子学校的家长会定在11月7号，不对不对，是11月9号下午",
        unit("家长会", "9"),
        no_active("11月7"),
    ),
    # a goal on a date (今年年底前，我一定要…)
    case(
        "v37-zh-goal-half-marathon-sub-two",
        "zh",
        "今年年底前，我一定要把半马成绩跑进两小时",
        # (a goal is the vocabulary's "task" type)
        unit("半马", "两小时", type="task"),
    ),
    # a car told in Chinese, then in English: one memory, confirmed
    case(
        "v37-zh-tesla-model-y-then-english",
        "zh",
        [
            (12, "我开的是一辆白色的 Tesla Model Y"),
            (1, "I drive a white Tesla Model Y"),
        ],
        units(1, "Model Y"),
        confirmed_twice("Model Y"),
    ),
    # thanks and a kitchen question store nothing
    case(
        "v37-zh-smalltalk-soft-boiled-egg",
        "zh",
        "好的收到，谢谢啦！诶，溏心蛋要煮几分钟啊？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in Indian English ("myself X", "working as … in …", "staying in …", "very fond of …"); the name
    # and the liking are separate memories
    case(
        "v37-en-in-intro-infosys-mysuru-carnatic",
        "en",
        "Hi, myself Karthik Raghunathan, 33 years old, working as a tech lead in Infosys at the Mysuru campus, "
        "staying in Vijayanagar, and I am very fond of Carnatic music.",
        unit("Karthik", type="fact", fact=("name", "Karthik Raghunathan")),
        unit("33", fact=("age", "33")),
        unit("Infosys", type="fact"),
        unit("Vijayanagar"),
        unit("Carnatic", type="preference"),
        no_active("Karthik", "Carnatic"),
    ),
    # a formal British salary raised, the new figure said without "salary" ("I am now on £52k")
    case(
        "v37-en-uk-formal-now-on-52k-no-word",
        "en",
        [
            (200, "My salary is £47k as a quantity surveyor with Balfour Beatty."),
            (3, "Following my annual review, I am now on £52k."),
        ],
        unit("£52k"),
        no_active("£47k"),
        in_history("£47k", now="£52k"),
    ),
    # a Malaysian monthly salary raised ("got my increment lah, salary now RM …")
    case(
        "v37-en-my-increment-rm-salary",
        "en",
        [
            (150, "My salary is RM 4,200 a month, working at a logistics firm in Shah Alam"),
            (2, "Finally got my increment lah, salary now RM 4,800 a month"),
        ],
        unit("4,800"),
        no_active("4,200"),
        in_history("4,200", now="4,800"),
    ),
    # a Singaporean commute shortened, the new one said without "commute" ("now door to door only … lor")
    case(
        "v37-en-sg-commute-office-shifted-no-word",
        "en",
        [
            (100, "My commute from Punggol to Jurong East is about 1 hour 20 minutes each way"),
            (2, "Office shifted to Paya Lebar already, now door to door only 25 minutes lor"),
        ],
        unit("25 minutes"),
        no_active("1 hour 20"),
        in_history("1 hour 20", now="25 minutes"),
    ),
    # a Nigerian job title raised ("… has made me …, I resume in the new role on Monday")
    case(
        "v37-en-ng-zenith-customer-service-to-ops-manager",
        "en",
        [
            (300, "I work with Zenith Bank as a customer service officer in Ikeja"),
            (2, "Good news o! Zenith has made me branch operations manager, I resume in the new role on Monday"),
        ],
        unit("operations manager"),
        no_active("customer service officer"),
        in_history("customer service", now="operations manager"),
    ),
    # a British move that happened, typed casually without a subject ("moved to … a fortnight ago")
    case(
        "v37-en-uk-move-swindon-to-cheltenham",
        "en",
        [
            (400, "I live in Swindon"),
            (3, "moved to Cheltenham a fortnight ago, still living out of boxes"),
        ],
        unit("Cheltenham"),
        no_active("Swindon"),
        in_history("Swindon", now="Cheltenham"),
    ),
    # an American move only weighed ("going back and forth on moving …, but honestly we probably won't")
    case(
        "v37-en-us-move-weighed-tucson-flagstaff",
        "en",
        [
            (500, "We live in Tucson"),
            (1, "we keep going back and forth on moving up to Flagstaff, but honestly we probably won't"),
        ],
        unit("Tucson"),
        no_pending(),
    ),
    # an Australian sister's job and Dad's pastime in one sentence: each kept as theirs
    case(
        "v37-en-au-sister-midwife-dad-lawn-bowls",
        "en",
        "My sister's a midwife at the Royal Women's in Melbourne, and Dad's absolutely mad about lawn bowls since he "
        "retired",
        unit("midwife", entity="sister"),
        unit("lawn bowls", entity="father"),
    ),
    # an Indian daily coffee habit ended ("I have stopped drinking coffee fully"): the old habit is not active
    case(
        "v37-en-in-filter-coffee-stopped",
        "en",
        [
            (70, "I drink filter coffee twice a day, morning and evening"),
            (2, "I have stopped drinking coffee fully, doctor told me it is affecting my sleep"),
        ],
        unit("coffee"),
        no_active("twice a day"),
        no_pending(),
    ),
    # a Nigerian negation that keeps its "never" (a habit, not a prohibition)
    case(
        "v37-en-ng-never-drive-at-night",
        "en",
        "I never drive at night o, that Lagos-Ibadan expressway is too risky after dark",
        unit("never", "night", type="fact"),
    ),
    # an American lower-case liking beside a prohibition ("i love … but never suggest anything about …")
    case(
        "v37-en-us-true-crime-no-cults",
        "en",
        "i love true crime podcasts but never suggest anything about cults, they freak me out",
        unit("true crime", type="preference"),
        unit("cult", type="prohibition"),
    ),
    # a date taken back in the same breath, voice-typed without punctuation ("on the 14th no sorry the 16th")
    case(
        "v37-en-us-voice-correction-recital-14th-16th",
        "en",
        "my daughters dance recital is on the 14th no sorry the 16th at 6 pm in the Lincoln Middle School gym",
        unit("recital", "16"),
        no_active("recital", "14"),
    ),
    # a British holiday plan abandoned ("… is off, my knee op has been moved to August"): one memory, nothing waits
    case(
        "v37-en-uk-canal-boat-holiday-off",
        "en",
        [
            (45, "We've planned a canal boat holiday on the Llangollen Canal for August"),
            (2, "the canal boat holiday is off, my knee op has been moved to August"),
        ],
        units(1, "canal boat"),
        no_pending(),
    ),
    # a formal American decision ("After reviewing …, we have decided to go with …")
    case(
        "v37-en-us-formal-decision-sunrun-solar",
        "en",
        "After reviewing the three quotes, we have decided to go with Sunrun for the rooftop solar installation.",
        unit("Sunrun", type="decision"),
    ),
    # volunteering told in English, then in Chinese: one memory, confirmed
    case(
        "v37-en-oxfam-volunteering-then-chinese",
        "en",
        [
            (14, "I volunteer at the Oxfam shop every Saturday morning"),
            (1, "我每个星期六上午都在 Oxfam 的店里做义工"),
        ],
        units(1, "Oxfam"),
        confirmed_twice("Oxfam"),
    ),
    # Australian thanks and a household question store nothing
    case(
        "v37-en-au-smalltalk-candle-wax",
        "en",
        "cheers mate, legend! hey quick one, how do you get candle wax out of a carpet?",
        nothing(),
    ),
]
