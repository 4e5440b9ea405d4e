"""v25 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (an electric-control engineer at 宇通客车
in 郑州管城区 who 平常没事就爱捣鼓水草缸, opening with 先自报家门; a shipping clerk (做船務) at 陽明海運 in
基隆七堵 who 放假最愛去東北角浮潛, in Taiwan's traditional characters after 初次見面～; a technician 喺港燈 whose
屋企喺鴨脷洲 and who 得閒最鍾意出海釣魷魚, in Cantonese-flavoured written Chinese after 講下我自己先; "Kelvin"
doing data analysis at 得物 in 上海杨浦 who 周末最爱钻胡同喝specialty coffee; a lower-case "sup, Destiny
here" at a dentist's front desk in bakersfield "rlly into skateboarding"; a formal Indian "presently
working as DevOps Engineer with Zoho Corporation, Chennai", very fond of playing the veena), other
people's facts kept as theirs (a mother who is a 护士长 and whose 她 does 八段锦 every morning, a named
university roommate 詩涵 who is a 職能治療師 in 台東 and whose 她 is off to 澳洲 on a working holiday, a
Ghanaian sister Adwoa at Korle Bu going to Manchester, an Australian boilermaker husband in the
Pilbara whose "he lives for chasing barra"), values changed days later, with and without the
attribute's word (工钱三千八 → 工钱…涨到四千五, a Taichung room 房租每月12,000 → "一個月算我11,500", 体重156斤 →
"今早体脂秤显示147了", 缬沙坦80mg → 加到160mg, a Malaysian "跳去CIMB了" after Maybank, an Irish commute
"an hour and a quarter on the bus" → "down to 50 minutes", a lower-case Canadian phone plan $55 →
"knocked my plan down to $38/month", a South African daughter Grade 6 → "started Grade 7", a Filipino
team leader → "I'm Operations Manager na"), moves that happened (住进德清的新房子了; "we've moved over to
Whanganui") and moves only conditional or dreamed (a Singaporean 比达达利的预购组屋…抽到了才搬; a Trinidadian
"I does dream bout moving to Tobago…, but that is just talk"), habits ended (夾娃娃我已經收手了 in Taiwan's
characters; a Bangladeshi "I have left paan totally"), negations that must keep their meaning (我不用微信;
a Singaporean "I don't eat raw fish"), preferences beside prohibitions (淺焙 / 深焙的就別再推給我了 in Taiwan's
characters; a Kenyan Karura Forest / "kindly do not suggest nightclubs"), corrections in the same breath
(验光 两点半，等下，我看错了，是三点半; a British parents' evening "on the 3rd — hold on, sorry, it's the
30th") and days later (a Cantonese 細佬's 擺酒 12號 → 19號), decisions (我已经下定决心了…民办学校; a Scottish
"That's us decided, the wean's starting at the Gaelic-medium school"), goals on a date (8月底前…GMAT考到700分;
a Nigerian "Before this year ends, I want to have completed payment for my land in Ibeju-Lekki"), one
statement told once in each language (vocabulary in Quizlet, a Malaysian's lunch on foodpanda) and
small talk, thanks and questions that store nothing (哈哈懂了懂了…米里长虫了, limescale on a kettle).
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

CASES_V25 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 先自报家门, a liking as 平常没事就爱捣鼓…; the name and the liking are separate memories
    case(
        "v25-zh-intro-yutong-guancheng-aquascape",
        "zh",
        "先自报家门：我叫蒋书豪，34岁，在宇通客车做电控工程师，家住郑州管城区，平常没事就爱捣鼓水草缸",
        unit("蒋书豪", type="fact", fact=("name", "蒋书豪")),
        unit("34", fact=("age", "34")),
        unit("宇通", type="fact"),
        unit("电控工程师"),
        unit("管城"),
        unit("水草缸", type="preference"),
        no_active("蒋书豪", "水草缸"),
    ),
    # several facts in Taiwan's traditional characters after 初次見面～, the job as 做船務, a liking as 放假最愛去…
    case(
        "v25-zh-tw-intro-yang-ming-qidu-snorkelling",
        "zh",
        "初次見面～我叫吳佩珊，今年26歲，在陽明海運做船務，住基隆七堵，放假最愛去東北角浮潛",
        unit("吳佩珊", type="fact", fact=("name", "吳佩珊")),
        unit("26", fact=("age", "26")),
        unit("陽明海運", type="fact"),
        unit("船務"),
        unit("七堵"),
        unit("浮潛", type="preference"),
        no_active("吳佩珊", "浮潛"),
    ),
    # several facts in Cantonese-flavoured written Chinese after 講下我自己先 (喺港燈做, 屋企喺, 得閒最鍾意…)
    case(
        "v25-zh-yue-intro-hk-electric-ap-lei-chau-squid",
        "zh",
        "哈囉，講下我自己先：我叫麥浩霖，32歲，喺港燈做技術員，屋企喺鴨脷洲，得閒最鍾意出海釣魷魚",
        unit("麥浩霖", type="fact", fact=("name", "麥浩霖")),
        unit("32", fact=("age", "32")),
        unit("港燈", type="fact"),
        unit("技術員"),
        unit("鴨脷洲"),
        unit("魷魚", type="preference"),
        no_active("麥浩霖", "魷魚"),
    ),
    # several facts typed half in English (data analyst, specialty coffee), the liking as 周末最爱钻胡同喝…
    case(
        "v25-zh-mixed-intro-dewu-yangpu-specialty-coffee",
        "zh",
        "嗨，我是Kelvin，31岁，在得物做data analyst，住上海杨浦，周末最爱钻胡同喝specialty coffee☕",
        unit("Kelvin", type="fact", fact=("name", "Kelvin")),
        unit("31", fact=("age", "31")),
        unit("得物", type="fact"),
        unit("data analyst"),
        unit("杨浦"),
        unit("specialty coffee", type="preference"),
        no_active("Kelvin", "specialty coffee"),
    ),
    # a mother's job and, after 她, her morning exercise: both hers
    case(
        "v25-zh-mother-head-nurse-baduanjin",
        "zh",
        "我妈在社区卫生服务中心当护士长，她这阵子天天早起去公园打八段锦",
        unit("护士长", entity="mother"),
        unit("八段锦", entity="mother"),
    ),
    # a named university roommate (大學室友詩涵) in Taiwan's characters and, after 她, her plan: both hers
    case(
        "v25-zh-tw-roommate-shihan-taitung-working-holiday",
        "zh",
        "我大學室友詩涵在台東當職能治療師，她下個月要去澳洲打工度假",
        # (a named person is the entity by her name: the suite's convention)
        unit("職能治療師", entity="詩涵"),
        unit("澳洲", entity="詩涵"),
    ),
    # a care worker's pay said as 工钱, raised and said with the same word
    case(
        "v25-zh-pay-gongqian-raised",
        "zh",
        [
            (110, "我在县医院做护工，一个月工钱三千八"),
            (2, "工钱这个月起涨到四千五了，总算熬出头"),
        ],
        unit("四千五"),
        no_active("三千八"),
        in_history("三千八", now="四千五"),
    ),
    # a room's rent in Taiwan's characters lowered after a talk, the new one said without 房租 (一個月算我…)
    case(
        "v25-zh-tw-rent-lowered-no-word",
        "zh",
        [
            (150, "我在台中西屯租套房，房租每月12,000"),
            (3, "跟房東談好了，下個月開始一個月算我11,500"),
        ],
        unit("11,500"),
        no_active("12,000"),
        in_history("12,000", now="11,500"),
    ),
    # a weight in 斤, the new one said without 体重 (今早体脂秤显示…了)
    case(
        "v25-zh-weight-jin-scale-no-word",
        "zh",
        [
            (80, "我现在体重156斤，真的得减了"),
            (2, "每天晚饭后快走一小时，坚持了两个月，今早体脂秤显示147了"),
        ],
        unit("147"),
        no_active("156"),
        in_history("156", now="147"),
    ),
    # a blood-pressure pill's dose raised by the doctor (医生让我把…加到…)
    case(
        "v25-zh-valsartan-dose-raised",
        "zh",
        [
            (60, "我有高血压，每天早上吃一片缬沙坦80mg"),
            (3, "复查完医生让我把缬沙坦加到160mg"),
        ],
        unit("160mg"),
        no_active("80mg"),
        in_history("80mg", now="160mg"),
    ),
    # a Malaysian Chinese employer changed, typed with English (跳去CIMB了，一样做credit analyst咯)
    case(
        "v25-zh-my-employer-maybank-to-cimb",
        "zh",
        [
            (200, "我在Maybank做credit analyst"),
            (2, "我已经跳去CIMB了，一样做credit analyst咯"),
        ],
        unit("CIMB"),
        no_active("Maybank"),
        in_history("Maybank", now="CIMB"),
    ),
    # a move that happened (交房以后…已经住进…的新房子了), the old district not named again
    case(
        "v25-zh-move-done-wuxing-to-deqing",
        "zh",
        [
            (240, "我家住在湖州吴兴区"),
            (3, "交房以后我们一家已经住进德清的新房子了"),
        ],
        unit("德清"),
        no_active("吴兴"),
        in_history("吴兴", now="德清"),
    ),
    # a Singaporean Chinese move only if a ballot comes good (…抽到了才搬，现在还说不准) moves nobody yet
    case(
        "v25-zh-sg-move-if-bidadari-ballot",
        "zh",
        [
            (130, "我住在裕廊西"),
            (1, "看明年比达达利的预购组屋抽不抽得到，抽到了才搬，现在还说不准"),
        ],
        unit("裕廊西"),
        no_pending(),
    ),
    # a daily claw-machine habit ended with 收手, in Taiwan's characters: one memory about it
    case(
        "v25-zh-tw-claw-machine-stopped",
        "zh",
        [
            (90, "我每天下班都會去夾娃娃"),
            (2, "夾娃娃我已經收手了，上個月光這個就燒掉五千塊"),
        ],
        units(1, "夾娃娃"),
    ),
    # a negation kept with its 不 (我不用微信); a third-person rewrite may say 不使用
    case(
        "v25-zh-negation-no-wechat",
        "zh",
        "我不用微信，有事找我打电话或者发邮件就行",
        unit("不", "微信"),
    ),
    # a coffee preference beside a prohibition in Taiwan's characters (喜歡淺焙… / 深焙的就別再推給我了)
    case(
        "v25-zh-tw-light-roast-no-dark-roast",
        "zh",
        "幫我挑咖啡豆的話，我喜歡淺焙、果酸明亮的，深焙的就別再推給我了",
        unit("淺焙", type="preference"),
        unit("深焙", type="prohibition"),
    ),
    # an appointment time taken back in the same breath (等下，我看错了，是…)
    case(
        "v25-zh-correction-eye-test-time-same-breath",
        "zh",
        "明天约的验光是下午两点半，等下，我看错了，是三点半",
        unit("三点半"),
        no_active("两点半"),
    ),
    # a younger brother's (細佬) wedding banquet date put right days later in Cantonese (…係…，之前我講錯咗)
    case(
        "v25-zh-yue-correction-brother-banquet-later",
        "zh",
        [
            (6, "我細佬下個月12號擺酒"),
            (1, "頭先再問清楚，我細佬擺酒係19號，之前我講錯咗"),
        ],
        unit("19號", entity="brother"),
        no_active("12號"),
    ),
    # a decision said as 我已经下定决心了
    case(
        "v25-zh-decision-daughter-private-school",
        "zh",
        "我已经下定决心了，下学期就把女儿转到离家近的那所民办学校",
        unit("民办", type="decision"),
    ),
    # a goal on a date typed with an English word (8月底前我一定要把GMAT考到…)
    case(
        "v25-zh-mixed-goal-gmat-by-august",
        "zh",
        "8月底前我一定要把GMAT考到700分，申请要用",
        # (a goal is the vocabulary's "task" type)
        unit("GMAT", type="task"),
    ),
    # a vocabulary app told in Chinese, then in English: one memory, confirmed
    case(
        "v25-zh-quizlet-then-english",
        "zh",
        [
            (12, "我背单词一直用Quizlet"),
            (1, "fyi i memorise all my vocab with Quizlet"),
        ],
        confirmed_twice("Quizlet"),
    ),
    # small talk and a household question to the assistant (哈哈懂了懂了…米里长虫了怎么处理) store nothing
    case(
        "v25-zh-smalltalk-question-rice-weevils",
        "zh",
        "哈哈懂了懂了～对了顺便问下，米里长虫了该怎么处理啊？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case with typos ("sup, X here", "ofice", " n ", "rlly"): a name, an age, a job,
    # a town, a liking; the name and the liking are separate memories
    case(
        "v25-en-us-lowercase-intro-front-desk-bakersfield",
        "en",
        "sup, Destiny here, 27, i do front desk at a dentist ofice in bakersfield n im rlly into skateboarding on weekends lol",
        unit("Destiny", type="fact", fact=("name", "Destiny")),
        unit("27", fact=("age", "27")),
        unit("front desk"),
        unit("bakersfield"),
        unit("skateboarding", type="preference"),
        no_active("Destiny", "skateboarding"),
    ),
    # several facts in formal Indian English ("aged 41, presently working as … with …"), a liking as "very fond of"
    case(
        "v25-en-in-formal-intro-zoho-chennai-veena",
        "en",
        "Good morning. I am Venkatesh Raghavan, aged 41, presently working as DevOps Engineer with Zoho "
        "Corporation, Chennai. I am very fond of playing the veena.",
        unit("Venkatesh Raghavan", type="fact", fact=("name", "Venkatesh Raghavan")),
        unit("41", fact=("age", "41")),
        unit("Zoho", type="fact"),
        unit("DevOps Engineer"),
        unit("Chennai"),
        unit("veena", type="preference"),
        no_active("Venkatesh", "veena"),
    ),
    # a named Ghanaian sister's job and, after "she", her plan: both hers
    case(
        "v25-en-gh-sister-adwoa-korle-bu-manchester",
        "en",
        "My sister Adwoa is a medical lab scientist at Korle Bu, and she's planning to do her masters in "
        "Manchester next year",
        # (a named sister is the entity by her name: the suite's convention)
        unit("lab scientist", entity="Adwoa"),
        unit("Manchester", entity="Adwoa"),
    ),
    # an Australian husband's job and, after "he", what he lives for: both his
    case(
        "v25-en-au-husband-boilermaker-pilbara-barra",
        "en",
        "My husband's a boilermaker on a mine site out in the Pilbara, two weeks on one off, and he lives for "
        "chasing barra when he's home",
        unit("boilermaker", entity="husband"),
        unit("barra", entity="husband"),
    ),
    # an Irish commute cut, the new one said without "commute" ("since … it's down to …")
    case(
        "v25-en-ie-commute-navan-bus-lane",
        "en",
        [
            (90, "My commute from Navan into Dublin is an hour and a quarter on the bus"),
            (2, "since they opened the new bus lane it's down to 50 minutes, deadly"),
        ],
        unit("50 minutes"),
        no_active("hour and a quarter"),
        in_history("hour and a quarter", now="50 minutes"),
    ),
    # a Canadian phone plan lowered, typed lower case ("called fido n threatened to leave, they knocked … down to")
    case(
        "v25-en-ca-phone-plan-knocked-down",
        "en",
        [
            (150, "my phone plan with Fido is $55 a month"),
            (2, "called fido n threatened to leave, they knocked my plan down to $38/month lol"),
        ],
        unit("$38"),
        no_active("$55"),
        in_history("$55", now="$38"),
    ),
    # a South African daughter's grade moved up ("my daughter started Grade 7, shame"): it stays hers
    case(
        "v25-en-za-daughter-grade-6-to-7",
        "en",
        [
            (300, "My daughter is in Grade 6 at a primary school in Randburg"),
            (2, "Back to school this week, my daughter started Grade 7, shame, they grow up so fast"),
        ],
        unit("Grade 7", entity="daughter"),
        no_active("Grade 6"),
        in_history("Grade 6", now="Grade 7"),
    ),
    # a Filipino job title raised ("Got promoted po! I'm … na starting this cutoff"), the employer not named again
    case(
        "v25-en-ph-team-leader-to-operations-manager",
        "en",
        [
            (260, "I'm a team leader at a BPO in Ortigas"),
            (2, "Got promoted po! I'm Operations Manager na starting this cutoff"),
        ],
        unit("Operations Manager"),
        no_active("team leader"),
        in_history("team leader", now="Operations Manager"),
    ),
    # a New Zealand move that happened ("we've moved over to …, finally unpacked the last boxes")
    case(
        "v25-en-nz-move-done-palmerston-north-to-whanganui",
        "en",
        [
            (260, "We live in Palmerston North"),
            (3, "we've moved over to Whanganui, finally unpacked the last boxes on Sunday"),
        ],
        unit("Whanganui"),
        no_active("Palmerston North"),
        in_history("Palmerston North", now="Whanganui"),
    ),
    # a Trinidadian move only dreamed of ("I does dream bout moving to …, but that is just talk") moves nobody
    case(
        "v25-en-tt-move-dream-tobago-beach-bar",
        "en",
        [
            (100, "I live in San Fernando"),
            (1, "boy I does dream bout moving to Tobago one day and opening a lil beach bar, but that is just talk"),
        ],
        unit("San Fernando"),
        no_pending(),
    ),
    # a Bangladeshi habit ended ("I have left … totally"): one memory about it
    case(
        "v25-en-bd-paan-left",
        "en",
        [
            (120, "I chew paan after every meal, it is a habit from my village days"),
            (2, "I have left paan totally, three months now, my dentist is very happy"),
        ],
        units(1, "paan"),
    ),
    # a Singaporean negation ("I don't eat raw fish"): the food is kept
    case(
        "v25-en-sg-negation-no-raw-fish",
        "en",
        "By the way ah, I don't eat raw fish, so sashimi and all that cannot",
        unit("raw fish"),
    ),
    # a Kenyan weekend preference beside a prohibition ("kindly do not suggest … at all")
    case(
        "v25-en-ke-karura-no-nightclubs",
        "en",
        "When suggesting weekend plans, I love nature walks like Karura Forest, but kindly do not suggest "
        "nightclubs at all",
        unit("Karura", type="preference"),
        unit("nightclubs", type="prohibition"),
    ),
    # a British date taken back in the same breath ("— hold on, sorry, it's the …")
    case(
        "v25-en-uk-correction-parents-evening-same-breath",
        "en",
        "Parents' evening at the school is on the 3rd — hold on, sorry, it's the 30th",
        unit("30th"),
        no_active("3rd"),
    ),
    # a Scottish family decision ("That's us decided, the wean's starting at …")
    case(
        "v25-en-scot-decision-gaelic-medium-school",
        "en",
        "That's us decided, the wean's starting at the Gaelic-medium school in August",
        unit("Gaelic", type="decision"),
    ),
    # a Nigerian goal with a date ("Before this year ends, I want to have completed payment for …")
    case(
        "v25-en-ng-goal-land-ibeju-lekki",
        "en",
        "Before this year ends, I want to have completed payment for my land in Ibeju-Lekki, God helping me",
        # (a goal is the vocabulary's "task" type)
        unit("Ibeju-Lekki", type="task"),
    ),
    # a Malaysian lunch routine told in English, then in Chinese with the app's English name: one memory, confirmed
    case(
        "v25-en-my-foodpanda-then-chinese",
        "en",
        [
            (10, "I order my lunch through foodpanda most days lah"),
            (1, "我平时午餐基本都是用foodpanda叫的"),
        ],
        confirmed_twice("foodpanda"),
    ),
    # Pakistani thanks and a household question store nothing
    case(
        "v25-en-pk-thanks-question-limescale",
        "en",
        "JazakAllah, that was very helpful. One more thing, how do I get limescale off my electric kettle?",
        nothing(),
    ),
]
