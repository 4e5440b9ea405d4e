"""v22 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (an acoustics engineer at 歌尔 in 潍坊奎文
who loves 做点小木工, opening with 简单说下我的情况; an accountant at 大甲農會 who loves 爬百岳, in Taiwan's
traditional characters after 哈囉; a KMB bus driver (喺九巴揸巴士) 住喺馬鞍山 who goes 風帆, in
Cantonese-flavoured written Chinese; "Jenny" doing customer experience at Airbnb in 成都高新 who has taken
up tufting; a lower-case "heyy im Rosa lol" vet tech in boise "soooo into disc golf rn"; a Ghanaian
accounts officer with Ghana Water Company in Kumasi who enjoys oware), other people's facts kept as
theirs (a wife at the 税务局 beside the user's own 网约车, a mother-in-law 婆婆桂芳's 脐橙 orchard, a Malaysian
colleague Farah "kena transferred" to Penang, a daughter 研一 → 研二, a son's primary school corrected, a
mother's Heathrow landing date corrected), values changed days later, with and without the attribute's
word (时薪23.5 → 27.5, 房租每月2650 → "现在每个月交2980", 电费380 → 95, 體重83.4公斤 → "今天早上量是79.1",
一个多钟头 by two buses → 三十五分钟 on the 班车, 網路工程師 → 副理, a British council salary £31,500 →
"I'm on £34,200 now", an Australian gym membership $18.95 → "put it up to $21.95", an Indian employer
HCL → "joined Capgemini from this Monday only"), a move that happened (Cantonese 搬咗去大圍; "all moved
into the new place in Bundaberg") and one only conditional ("If the Reading job comes through we'll
probably move closer"), habits ended (可乐我已经断了; "quit fantasy football this season"), negations
that must keep their "not" (不会骑自行车, "I'm not a dog person"), preferences beside prohibitions (潮汕菜 /
内脏类的千万别给我点; 推理小說 / 勵志類的就不用推薦給我了 in Taiwan's characters; a formal aisle seat / "please
do not book me a middle seat"), a correction in the same breath (1102，噢打错了，是1202) and days later
(育才 → 育英小学; "Sorry, I had that wrong — Mum actually lands on 5 October"), decisions (决定了…WFH typed
with an English word; an Indian griha pravesh on 18th November), goals on a date (12月前把日语N2考下来;
the Twin Cities Marathon in October), one statement told once in each language (an Oura ring, the
Huberman Lab podcast) and small talk and a question that store nothing (嗯嗯好滴…拜拜～, jammy eggs).
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

CASES_V22 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 简单说下我的情况, the job as 在X做Y, the home with its district, a liking as 最爱做点;
    # the name and the liking are separate memories
    case(
        "v22-zh-intro-goertek-kuiwen-woodwork",
        "zh",
        "简单说下我的情况：我叫邵一鸣，31岁，在歌尔做声学工程师，住潍坊奎文区，业余时间最爱做点小木工",
        unit("邵一鸣", type="fact", fact=("name", "邵一鸣")),
        unit("31", fact=("age", "31")),
        unit("歌尔", type="fact"),
        unit("声学工程师"),
        unit("奎文"),
        unit("木工", type="preference"),
        no_active("邵一鸣", "木工"),
    ),
    # several facts in Taiwan's traditional characters after 哈囉, the job as 在X當Y, a liking as 假日最愛
    case(
        "v22-zh-tw-intro-farmers-association-dajia-mountains",
        "zh",
        "哈囉，我是林郁婷，今年32歲，在大甲農會當會計，住台中大甲，假日最愛爬百岳",
        unit("林郁婷", type="fact", fact=("name", "林郁婷")),
        unit("32", fact=("age", "32")),
        unit("農會", type="fact"),
        unit("會計"),
        unit("大甲"),
        unit("百岳", type="preference"),
    ),
    # several facts in Cantonese-flavoured written Chinese (喺九巴揸巴士, 住喺, 最鍾意), a liking after 放假
    case(
        "v22-zh-yue-intro-kmb-ma-on-shan-windsurf",
        "zh",
        "我叫何志強，34歲，喺九巴揸巴士，住喺馬鞍山，放假最鍾意出海玩風帆",
        unit("何志強", type="fact", fact=("name", "何志強")),
        unit("34", fact=("age", "34")),
        unit("九巴", type="fact"),
        unit("揸巴士"),
        unit("馬鞍山"),
        unit("風帆", type="preference"),
    ),
    # several facts typed half in English (Airbnb, customer experience, tufting), the liking as 迷上了
    case(
        "v22-zh-mixed-intro-airbnb-chengdu-tufting",
        "zh",
        "hi～我叫Jenny，27，在Airbnb做customer experience，目前住成都高新，最近迷上了tufting",
        unit("Jenny", type="fact", fact=("name", "Jenny")),
        unit("27", fact=("age", "27")),
        unit("Airbnb", type="fact"),
        unit("customer experience"),
        unit("成都"),
        unit("tufting", type="preference"),
        no_active("Jenny", "tufting"),
    ),
    # a wife's workplace and the user's own job in one sentence: hers stays hers, the two apart
    case(
        "v22-zh-wife-tax-bureau-self-ride-hailing",
        "zh",
        "我老婆在税务局上班，我自己是开网约车的",
        unit("税务局", entity="wife"),
        unit("网约车"),
        no_active("税务局", "网约车"),
    ),
    # a named mother-in-law's orchard (我婆婆桂芳…种了…脐橙) is hers
    case(
        "v22-zh-mother-in-law-guifang-navel-oranges",
        "zh",
        "我婆婆桂芳在赣南老家种了二十多亩脐橙，每年冬天都寄给我们",
        # (a named in-law is the entity by her name: the suite's convention)
        unit("脐橙", entity="桂芳"),
    ),
    # an hourly wage (时薪) raised, the new one said with the same word
    case(
        "v22-zh-hourly-wage-raised",
        "zh",
        [
            (100, "我在便利店做兼职，时薪23.5"),
            (2, "店长给我们涨了，时薪现在是27.5"),
        ],
        unit("27.5"),
        no_active("23.5"),
        in_history("23.5", now="27.5"),
    ),
    # a rent raised at renewal, the new one said without 房租 (现在每个月交…)
    case(
        "v22-zh-rent-renewal-no-word",
        "zh",
        [
            (180, "我在长沙梅溪湖租了个两室，房租每月2650"),
            (3, "续约的时候房东加了点，现在每个月交2980"),
        ],
        unit("2980"),
        no_active("2650"),
    ),
    # a monthly electricity bill (电费) lowered by solar panels (…以后，现在每月电费只要…了)
    case(
        "v22-zh-electricity-bill-solar",
        "zh",
        [
            (90, "我家每个月电费大概380"),
            (2, "屋顶装了光伏板以后，现在每月电费只要95了"),
        ],
        unit("95"),
        in_history("380", now="95"),
    ),
    # a weight in Taiwan's characters, the new one said without 體重 or 公斤 (今天早上量是…)
    case(
        "v22-zh-tw-weight-measured-no-word",
        "zh",
        [
            (70, "我現在體重83.4公斤，醫生叫我要減"),
            (2, "這陣子飲控加跑步，今天早上量是79.1"),
        ],
        unit("79.1"),
        no_active("83.4"),
        in_history("83.4", now="79.1"),
    ),
    # a commute by two buses (一个多钟头) cut by a works shuttle (现在坐班车只要…), said without 通勤
    case(
        "v22-zh-commute-two-buses-to-shuttle",
        "zh",
        [
            (80, "我每天要转两趟车去厂里，路上得一个多钟头"),
            (2, "厂里开通了班车，现在坐班车只要三十五分钟"),
        ],
        unit("三十五分钟"),
        in_history("一个多钟头", now="三十五分钟"),
    ),
    # a daughter's postgraduate year moved up (开学就研二了): it stays hers
    case(
        "v22-zh-daughter-masters-year-one-to-two",
        "zh",
        [
            (330, "我女儿在浙大读研一"),
            (2, "女儿开学就研二了，开始忙实习"),
        ],
        unit("研二", entity="daughter"),
        no_active("研一"),
        in_history("研一", now="研二"),
    ),
    # a job title raised in Taiwan's characters (升上副理了), the employer not named again
    case(
        "v22-zh-tw-title-engineer-to-deputy-manager",
        "zh",
        [
            (200, "我在中華電信當網路工程師"),
            (2, "上個月升上副理了，開始要帶人"),
        ],
        unit("副理"),
        no_active("網路工程師"),
        in_history("網路工程師", now="副理"),
    ),
    # a move that happened in Cantonese-flavoured written Chinese (終於搬咗去…)
    case(
        "v22-zh-yue-move-done-sham-shui-po-to-tai-wai",
        "zh",
        [
            (150, "我住喺深水埗"),
            (3, "上個月終於搬咗去大圍，同屋企人住埋一齊"),
        ],
        unit("大圍"),
        in_history("深水埗", now="大圍"),
    ),
    # a daily drink given up (…我已经断了快两个月了): one memory about it
    case(
        "v22-zh-cola-given-up",
        "zh",
        [
            (120, "我每天午饭后都要来一瓶可乐"),
            (2, "可乐我已经断了快两个月了，体检说尿酸偏高"),
        ],
        units(1, "可乐"),
    ),
    # a negation that keeps its 不会 (不会骑自行车)
    case(
        "v22-zh-negation-cannot-ride-bicycle",
        "zh",
        "我不会骑自行车，小时候没人教过我",
        unit("不会骑自行车"),
    ),
    # a food preference (偏爱…潮汕菜) beside what never to order (…千万别给我点)
    case(
        "v22-zh-chaoshan-food-no-offal",
        "zh",
        "点菜的话我偏爱清淡的潮汕菜，内脏类的千万别给我点",
        unit("潮汕菜", type="preference"),
        unit("内脏", type="prohibition"),
    ),
    # a reading preference and a prohibition in Taiwan's characters (喜歡… / …就不用推薦給我了)
    case(
        "v22-zh-tw-mystery-novels-no-self-help",
        "zh",
        "看書我喜歡推理小說，勵志類的就不用推薦給我了",
        unit("推理小說", type="preference"),
        unit("勵志", type="prohibition"),
    ),
    # a flat number taken back in the same breath (噢打错了，是…)
    case(
        "v22-zh-correction-flat-number-same-breath",
        "zh",
        "我家住3单元1102，噢打错了，是1202",
        unit("1202"),
        no_active("1102"),
    ),
    # a son's school put right days later (之前说错了，…上的是…): it stays his
    case(
        "v22-zh-correction-son-primary-school-later",
        "zh",
        [
            (8, "我儿子在育才小学上三年级"),
            (1, "之前说错了，我儿子上的是育英小学"),
        ],
        unit("育英", entity="son"),
        no_active("育才"),
    ),
    # a decision with a date typed with an English word (决定了，从7月1号起…WFH)
    case(
        "v22-zh-mixed-decision-wfh-from-july",
        "zh",
        "决定了，从7月1号起每周二、周四在家WFH，跟老板也谈妥了",
        unit("WFH", type="decision"),
    ),
    # a goal on a date (今年的目标：12月前把…考下来)
    case(
        "v22-zh-goal-jlpt-n2-before-december",
        "zh",
        "今年的目标：12月前把日语N2考下来",
        # (a goal is the vocabulary's "task" type)
        unit("N2", type="task"),
    ),
    # a sleep tracker told in Chinese, then in English: one memory, confirmed
    case(
        "v22-zh-oura-then-english",
        "zh",
        [
            (14, "我睡眠一直用Oura戒指在监测"),
            (1, "just so you know, I track my sleep with an Oura ring"),
        ],
        confirmed_twice("Oura"),
    ),
    # saying goodbye (嗯嗯好滴，那我先去忙啦) stores nothing
    case(
        "v22-zh-smalltalk-off-to-work-bye",
        "zh",
        "嗯嗯好滴，那我先去忙啦，拜拜～",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case with slang ("heyy im", "lil", "soooo into … rn"): a name, an age, a
    # job, a town, a liking; the name and the liking are separate memories
    case(
        "v22-en-us-lowercase-intro-vet-tech-boise",
        "en",
        "heyy im Rosa lol, 33, vet tech at a lil clinic in boise, and im soooo into disc golf rn",
        unit("Rosa", type="fact", fact=("name", "Rosa")),
        unit("33", fact=("age", "33")),
        unit("vet tech", type="fact"),
        unit("boise"),
        unit("disc golf", type="preference"),
        no_active("Rosa", "disc golf"),
    ),
    # several facts in Ghanaian English ("I am 41 years", "accounts officer with …"), a liking as "I enjoy"
    case(
        "v22-en-gh-intro-ghana-water-kumasi-oware",
        "en",
        "Good afternoon. My name is Kwame Asante, I am 41 years, I am an accounts officer with Ghana Water "
        "Company in Kumasi, and I enjoy playing oware with my uncles",
        unit("Kwame Asante", type="fact", fact=("name", "Kwame Asante")),
        unit("41", fact=("age", "41")),
        unit("accounts officer", type="fact"),
        unit("Ghana Water"),
        unit("Kumasi"),
        unit("oware", type="preference"),
    ),
    # a named colleague's transfer is hers, in Malaysian English ("kena transferred", "lah")
    case(
        "v22-en-my-colleague-farah-penang",
        "en",
        "My colleague Farah just kena transferred to the Penang branch lah, she starts there next month",
        # (a named colleague is the entity by her name: the suite's convention)
        unit("Penang", entity="Farah"),
    ),
    # a British council salary raised after a regrade, the new one said without "salary" ("I'm on …")
    case(
        "v22-en-uk-salary-regrade-no-word",
        "en",
        [
            (150, "My salary at the council is £31,500"),
            (2, "Regrade finally came through, I'm on £34,200 now"),
        ],
        unit("34,200"),
        no_active("31,500"),
        in_history("31,500", now="34,200"),
    ),
    # an Australian weekly gym price raised ("they've put it up to …"), the new one without the word
    case(
        "v22-en-au-gym-membership-put-up",
        "en",
        [
            (120, "My gym membership at Anytime is $18.95 a week"),
            (2, "they've put it up to $21.95, cheeky buggers"),
        ],
        unit("21.95"),
        no_active("18.95"),
    ),
    # an Indian employer changed ("I have joined … from this Monday only"), the old one not named again
    case(
        "v22-en-in-employer-hcl-to-capgemini",
        "en",
        [
            (240, "I am working in HCL as test engineer, Noida side"),
            (2, "I have joined Capgemini from this Monday only, same testing work"),
        ],
        unit("Capgemini"),
        no_active("HCL"),
        in_history("HCL", now="Capgemini"),
    ),
    # an Australian move that happened ("all moved into the new place in …")
    case(
        "v22-en-au-move-done-toowoomba-to-bundaberg",
        "en",
        [
            (200, "We live in Toowoomba"),
            (3, "We're all moved into the new place in Bundaberg, finally unpacked the last box"),
        ],
        unit("Bundaberg"),
        in_history("Toowoomba", now="Bundaberg"),
    ),
    # a British move only if a job comes ("If … comes through we'll probably move closer") moves nobody yet
    case(
        "v22-en-uk-move-if-reading-job",
        "en",
        [
            (45, "I live in Swindon"),
            (1, "If the Reading job comes through we'll probably move closer, but nothing's decided yet"),
        ],
        unit("Swindon"),
        no_pending(),
    ),
    # an American seasonal habit given up ("quit … this season"): one memory about it
    case(
        "v22-en-us-fantasy-football-quit",
        "en",
        [
            (90, "I run a fantasy football league with my college buddies every fall"),
            (2, "quit fantasy football this season, the league kinda fell apart"),
        ],
        units(1, "fantasy football"),
    ),
    # a negation said with "not" ("I'm not a dog person")
    case(
        "v22-en-negation-not-dog-person",
        "en",
        "I'm not a dog person honestly, cats all the way",
        unit("not", "dog person"),
    ),
    # a formal travel preference beside a prohibition ("I would prefer …; please do not book me …")
    case(
        "v22-en-formal-aisle-seat-no-middle-seat",
        "en",
        "When arranging my travel, I would prefer an aisle seat; please do not book me a middle seat under "
        "any circumstances.",
        unit("aisle seat", type="preference"),
        unit("middle seat", type="prohibition"),
    ),
    # a mother's landing date put right days later in British English ("Sorry, I had that wrong — Mum
    # actually …"): it stays hers
    case(
        "v22-en-uk-correction-mum-landing-later",
        "en",
        [
            (7, "My mum's flight lands at Heathrow on 3 October"),
            (1, "Sorry, I had that wrong — Mum actually lands on 5 October"),
        ],
        unit("5 October", entity="mother"),
        no_active("3 October"),
    ),
    # an Indian decision with a date ("We have decided to do the griha pravesh … on 18th November")
    case(
        "v22-en-in-decision-griha-pravesh",
        "en",
        "We have decided to do the griha pravesh for the new flat on 18th November",
        unit("griha pravesh", type="decision"),
    ),
    # an American goal with a month ("my goal for this year is to run …")
    case(
        "v22-en-us-goal-twin-cities-marathon",
        "en",
        "my goal for this year is to run the Twin Cities Marathon in October, under 4 hours",
        # (a goal is the vocabulary's "task" type)
        unit("Twin Cities", type="task"),
    ),
    # a podcast told in English, then in Chinese with its English name: one memory, confirmed
    case(
        "v22-en-huberman-then-chinese",
        "en",
        [
            (13, "I listen to the Huberman Lab podcast on my commute"),
            (1, "我通勤的时候一直在听Huberman Lab"),
        ],
        confirmed_twice("Huberman"),
    ),
    # a cooking question stores nothing
    case(
        "v22-en-question-jammy-eggs",
        "en",
        "how long do i boil eggs for jammy yolks lol",
        nothing(),
    ),
]
