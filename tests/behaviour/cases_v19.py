"""v19 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (an after-sales engineer at 徐工 in 徐州
who keeps 多肉, opening with 先自我介绍一下; a postwoman at 中華郵政 in 嘉義 who loves 桌球, in Taiwan's
traditional characters; a station assistant at 港鐵 in 大埔 into 高達 models, in Cantonese-flavoured written
Chinese; "Mandy" doing hardware testing at DJI in 南山, typed half in English with ultimate frisbee; a
lower-case "hey im Dani" crew member at trader joe's in tacoma who loves roller skating; a formal British
practice manager in Harrogate partial to bell-ringing; a Nigerian site engineer with Julius Berger "for"
Port Harcourt who plays draughts), other people's facts kept as theirs (a mother's 早餐店 in 彰化, a
university roommate 大刘 teaching PE in 十堰, an Indian-English husband Rohit "working in Grant Thornton as
audit manager", an Australian son Lachie on weekend shifts at Bunnings), values changed days later, with
and without the attribute's word (税前月薪9800 → "税前到11500了", 月租3700 → "涨成4.3k了", a
普拉提 year card's 2760块 → ¥1999, 50分鐘 on the 捷運 → 走路十分鐘, 15st 2lb → 14st 9lb, a Yaba rent ₦1.2m →
Pidgin "na ₦1.8m now", staff nurse → nursing supervisor "with effect from"), an employer changed (中石化
→ 蜜雪冰城), moves that happened (开封 → 新乡人了, Coventry → "Nottingham residents now") and moves only
wished or conditional (做梦都想搬去西双版纳, Indian "I will shift there itself"), habits ended (短视频 戒了;
手搖飲 不再喝 in Taiwan's characters; "not plant-based any more"), negations that must keep their "not"
(Cantonese 唔飲酒, "not diabetic"), preferences beside prohibitions (日剧 / 宫斗剧千万别推荐; 分点列 / 不要用
"赋能"; true crime podcasts / "dont ever recommend me anything about politics"), corrections in the same
breath ("5'9 — wait no, 5'10") and days later (a shoe size 42 → 43码), a decision on a date (清明带爸妈去婺源;
"selling the Prius before the end of March"), a goal on a date (年底前存够5万块应急金), one statement told
once in each language (a Kindle Paperwhite, an Arsenal fan) and small talk and a question that store
nothing (Cantonese 唔該晒，明白晒喇, a buttermilk substitute).
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

CASES_V19 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence after an opener (先自我介绍一下): a name, an age with 岁, an employer,
    # a job, a city said as 住, a liking said as 最喜欢
    case(
        "v19-zh-intro-xcmg-xuzhou-succulents",
        "zh",
        "先自我介绍一下：我叫庞嘉禾，今年30岁，在徐工做售后技术支持，住徐州，闲下来最喜欢养多肉🌵",
        unit("庞嘉禾", type="fact", fact=("name", "庞嘉禾")),
        unit("30", fact=("age", "30")),
        unit("徐工", type="fact"),
        unit("售后技术支持"),
        unit("徐州"),
        unit("多肉", type="preference"),
    ),
    # several facts in Taiwan's traditional characters: a name, an age with 歲, an employer, a job said
    # as 當郵務士, a city, a liking said as 最愛
    case(
        "v19-zh-tw-intro-post-office-chiayi-table-tennis",
        "zh",
        "哈囉，我是蔡宜蓁，44歲，在中華郵政當郵務士，住嘉義市區，休假最愛打桌球",
        unit("蔡宜蓁", type="fact", fact=("name", "蔡宜蓁")),
        unit("44", fact=("age", "44")),
        unit("中華郵政", type="fact"),
        unit("郵務士"),
        unit("嘉義"),
        unit("桌球", type="preference"),
    ),
    # several facts in Cantonese-flavoured written Chinese (喺 for 在, 得閒, 最鍾意, 砌): a name, an age
    # without 歲, an employer, a job, a district of Hong Kong, a liking
    case(
        "v19-zh-yue-intro-mtr-tai-po-gundam",
        "zh",
        "我叫梁志聰，今年24，喺港鐵做站務助理，住大埔，得閒最鍾意砌高達模型",
        unit("梁志聰", type="fact", fact=("name", "梁志聰")),
        unit("24", fact=("age", "24")),
        unit("港鐵", type="fact"),
        unit("站務助理"),
        unit("大埔"),
        unit("高達", type="preference"),
    ),
    # several facts typed half in English (Hi there, 做hardware testing, ultimate frisbee): a name, an
    # age, an employer, a job, a district, a liking said as 最近沉迷
    case(
        "v19-zh-mixed-intro-dji-nanshan-frisbee",
        "zh",
        "Hi there，我是Mandy，33岁，在DJI做hardware testing，住深圳南山，最近沉迷ultimate frisbee无法自拔😂",
        unit("Mandy", type="fact", fact=("name", "Mandy")),
        unit("33", fact=("age", "33")),
        unit("DJI", type="fact"),
        unit("hardware testing"),
        unit("南山"),
        unit("frisbee", type="preference"),
    ),
    # a mother's breakfast shop is hers, not the user's, in Taiwan's traditional characters (我媽)
    case(
        "v19-zh-tw-mom-breakfast-shop-changhua",
        "zh",
        "我媽在彰化開了一間早餐店，六十幾歲了還是每天四點就起床備料",
        # (the suite's word for a mother is "mother"; written "mom" in the blind round, a convention slip)
        unit("早餐店", entity="mother"),
    ),
    # a named university roommate's job is his (大学室友大刘), not the user's
    case(
        "v19-zh-roommate-daliu-pe-teacher-shiyan",
        "zh",
        "我大学室友大刘现在在十堰当中学体育老师，上个月刚生了二胎",
        # (a named friend is the entity by his name: the suite's convention)
        unit("体育老师", entity="大刘"),
    ),
    # a monthly pay before tax (税前月薪) raised, the new one said without 月薪
    case(
        "v19-zh-pay-pretax-raised-no-word",
        "zh",
        [
            (120, "我现在税前月薪9800"),
            (2, "今天HR通知调薪了，税前到11500了"),
        ],
        unit("11500"),
        no_active("9800"),
        in_history("9800", now="11500"),
    ),
    # a shared-flat rent in plain figures, raised and said with k and without the word 房租
    case(
        "v19-zh-rent-raised-k-notation",
        "zh",
        [
            (160, "我在天通苑跟人合租，月租3700"),
            (2, "这个月开始房东给涨成4.3k了，唉"),
        ],
        unit("4.3k"),
        no_active("3700"),
        in_history("3700", now="4.3k"),
    ),
    # a commute in Taiwan's characters (搭捷運, 單程) shortened after moving near work, said as 走路十分鐘
    case(
        "v19-zh-tw-commute-mrt-to-walk",
        "zh",
        [
            (90, "我每天搭捷運上班，單程大概50分鐘"),
            (2, "搬到公司附近之後，現在走路十分鐘就到了"),
        ],
        unit("十分鐘"),
        no_active("50分鐘"),
        in_history("50分鐘", now="十分鐘"),
    ),
    # a yearly studio card's price in 块, renewed cheaper and said with ¥ (a price, not a pay)
    case(
        "v19-zh-pilates-card-kuai-to-yen",
        "zh",
        [
            (300, "我办的普拉提年卡一年2760块"),
            (2, "续卡碰上周年庆，一年只要¥1999"),
        ],
        unit("1999"),
        no_active("2760"),
        in_history("2760", now="1999"),
    ),
    # an employer changed (离职了，现在在…), the old one not named again
    case(
        "v19-zh-job-sinopec-to-mixue",
        "zh",
        [
            (180, "我在中石化加油站当站长"),
            (3, "离职了，现在在蜜雪冰城总部做加盟督导"),
        ],
        unit("蜜雪冰城"),
        no_active("中石化"),
        in_history("中石化", now="蜜雪冰城"),
    ),
    # a move that happened, said as keys collected and 以后就是…人了
    case(
        "v19-zh-move-done-xinxiang",
        "zh",
        [
            (200, "我住在开封"),
            (3, "上礼拜在新乡拿了钥匙，家当都搬过来了，以后就是新乡人了"),
        ],
        unit("新乡"),
        no_active("开封"),
        in_history("开封", now="新乡"),
    ),
    # a move only dreamt of (做梦都想搬去…，不过得等…再说) moves nobody yet, and contradicts nothing
    case(
        "v19-zh-move-wish-xishuangbanna",
        "zh",
        [
            (70, "我住在保定"),
            (1, "做梦都想搬去西双版纳，不过得等孩子高考完再说"),
        ],
        unit("保定"),
        unit("西双版纳"),
        no_pending(),
    ),
    # a nightly habit ended with 戒了 (…我已经戒了): one memory about it, and it says it ended
    case(
        "v19-zh-short-videos-quit",
        "zh",
        [
            (100, "我每天晚上躺床上都要刷短视频刷到一两点"),
            (2, "跟你说个事，睡前刷短视频我已经戒了，快俩月了，睡得香多了"),
        ],
        units(1, "短视频"),
        unit("戒", "短视频"),
    ),
    # a daily habit ended with 不再, in Taiwan's characters (從這個月開始我不再喝…了，改喝…)
    case(
        "v19-zh-tw-bubble-tea-buzai",
        "zh",
        [
            (70, "我幾乎每天下午都要買一杯手搖飲"),
            (2, "從這個月開始我不再喝手搖飲了，改喝無糖綠茶"),
        ],
        units(1, "手搖飲"),
        unit("不再", "手搖飲"),
    ),
    # a negation that keeps its 唔 in Cantonese-flavoured written Chinese (我唔飲酒㗎)
    case(
        "v19-zh-yue-negation-no-alcohol",
        "zh",
        "我唔飲酒㗎，一啖都唔得，一飲就成塊面紅晒",
        unit("唔飲酒"),
    ),
    # a preference and a prohibition in one message (偏爱日剧 / 宫斗剧千万别给我推荐)
    case(
        "v19-zh-japanese-dramas-no-palace-dramas",
        "zh",
        "追剧我偏爱日剧，宫斗剧千万别给我推荐，看两集就头大",
        unit("日剧", type="preference"),
        unit("宫斗", type="prohibition"),
    ),
    # a writing preference beside a prohibition on buzzwords (尽量分点列 / 千万不要用"赋能")
    case(
        "v19-zh-weekly-report-points-no-buzzwords",
        "zh",
        "以后帮我写周报尽量分点列，但千万不要用“赋能”“抓手”这种词，看着就烦",
        unit("分点", type="preference"),
        unit("赋能", type="prohibition"),
    ),
    # a shoe size put right days later (之前说的…不对，我其实穿…)
    case(
        "v19-zh-correction-shoe-size-later",
        "zh",
        [
            (9, "我鞋码是42"),
            (1, "之前说的鞋码不对，我其实穿43码"),
        ],
        unit("43"),
        no_active("42"),
    ),
    # a decision on a holiday date (就这么定了：清明…)
    case(
        "v19-zh-decision-qingming-wuyuan",
        "zh",
        "就这么定了：清明带爸妈去婺源看油菜花，玩四天",
        unit("婺源", type="decision"),
    ),
    # a goal on a date, named as one (今年的目标：年底前…)
    case(
        "v19-zh-goal-emergency-fund-year-end",
        "zh",
        "今年的目标：年底前存够5万块应急金",
        # (a goal is the vocabulary's "task" type; written "goal" in the blind round, a convention slip)
        unit("应急金", type="task"),
    ),
    # an e-reader told in Chinese, then in English: one memory, confirmed
    case(
        "v19-zh-kindle-then-english",
        "zh",
        [
            (10, "我看书都用Kindle Paperwhite"),
            (1, "just so you know, I read on a Kindle Paperwhite"),
        ],
        confirmed_twice("Kindle"),
    ),
    # thanks in Cantonese-flavoured written Chinese stores nothing
    case(
        "v19-zh-yue-smalltalk-m-goi-saai",
        "zh",
        "唔該晒，明白晒喇👌",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case with slang and typos ("rlly", "n"): a name, an age, an employer, a
    # job, a city, a liking
    case(
        "v19-en-us-intro-lowercase-trader-joes-tacoma",
        "en",
        "hey im Dani, 23, i work at trader joe's as crew in tacoma n i rlly love roller skating",
        unit("Dani", type="fact", fact=("name", "Dani")),
        unit("23", fact=("age", "23")),
        unit("trader joe's", type="fact"),
        unit("tacoma"),
        unit("roller skating", type="preference"),
    ),
    # a formal British introduction: a full name, an age, a job at a GP surgery, a town, a liking said as
    # "rather partial to"
    case(
        "v19-en-uk-intro-formal-practice-manager-harrogate",
        "en",
        "Good evening. My name is Philippa Hart, I am 52, and I work as a practice manager at a GP surgery "
        "in Harrogate. I am rather partial to bell-ringing.",
        unit("Philippa Hart", type="fact", fact=("name", "Philippa Hart")),
        unit("52", fact=("age", "52")),
        unit("practice manager", type="fact"),
        unit("Harrogate"),
        unit("bell-ringing", type="preference"),
    ),
    # a Nigerian introduction ("for Port Harcourt" meaning in): a full name, an age, a job, an employer,
    # a city, a liking
    case(
        "v19-en-ng-intro-julius-berger-port-harcourt",
        "en",
        "Good morning o. My name is Chukwuemeka Obi, 31, I'm a site engineer with Julius Berger for Port "
        "Harcourt, and I enjoy playing draughts with my guys on Sunday evenings",
        unit("Chukwuemeka Obi", type="fact", fact=("name", "Chukwuemeka Obi")),
        unit("31", fact=("age", "31")),
        unit("site engineer", type="fact"),
        unit("Julius Berger"),
        unit("Port Harcourt"),
        unit("draughts", type="preference"),
    ),
    # a named husband's employer and job are his, in Indian English ("working in … as …")
    case(
        "v19-en-in-husband-rohit-audit-manager",
        "en",
        "My husband Rohit is working in Grant Thornton as audit manager, he is travelling to Mumbai every "
        "week for client work",
        # (a named husband is the entity by his name: the suite's convention)
        unit("audit manager", entity="Rohit"),
        unit("Grant Thornton", entity="Rohit"),
    ),
    # a named son's weekend job is his, in Australian English ("just got his Ps")
    case(
        "v19-en-au-son-lachie-bunnings",
        "en",
        "my eldest Lachie just got his Ps and he's doing weekend shifts at Bunnings now",
        # (a named son is the entity by his name: the suite's convention)
        unit("Bunnings", entity="Lachie"),
    ),
    # a British weight in stone and pounds, the new one said without the word weight
    case(
        "v19-en-uk-weight-stone-pounds",
        "en",
        [
            (60, "I'm 15st 2lb at the minute, need to shift some of it"),
            (2, "weighed in at 14st 9lb this morning, chuffed 🎉"),
        ],
        unit("14st 9lb"),
        no_active("15st 2lb"),
        in_history("15st 2lb", now="14st 9lb"),
    ),
    # a Lagos rent in ₦ with m, raised, the new one said in Pidgin without the word rent
    case(
        "v19-en-ng-rent-naira-pidgin",
        "en",
        [
            (200, "My rent for the self-contain in Yaba is ₦1.2m per year"),
            (2, "Landlord don increase am o, na ₦1.8m now"),
        ],
        unit("1.8m"),
        no_active("1.2m"),
        in_history("1.2m", now="1.8m"),
    ),
    # an Indian-English promotion ("promoted as … with effect from …") replaces the job title
    case(
        "v19-en-in-promoted-nursing-supervisor",
        "en",
        [
            (200, "I am working as staff nurse in Manipal Hospitals, Bengaluru"),
            (2, "I have been promoted as nursing supervisor with effect from 1st of this month"),
        ],
        unit("nursing supervisor"),
        no_active("staff nurse"),
        in_history("staff nurse", now="nursing supervisor"),
    ),
    # a British move that happened ("completed on the house", "officially … residents now")
    case(
        "v19-en-uk-move-done-nottingham",
        "en",
        [
            (250, "we live in Coventry"),
            (3, "we completed on the house on Friday, so we're officially Nottingham residents now"),
        ],
        unit("Nottingham"),
        no_active("Coventry"),
        in_history("Coventry", now="Nottingham"),
    ),
    # an Indian-English move on a condition ("if I get the transfer … I will shift there itself") moves
    # nobody yet, and contradicts nothing
    case(
        "v19-en-in-move-if-transfer-goa",
        "en",
        [
            (80, "I am staying in Nagpur with my parents"),
            (1, "If I get the transfer to Goa then I will shift there itself, let's see"),
        ],
        unit("Nagpur"),
        unit("Goa"),
        no_pending(),
    ),
    # a diet given up ("not … any more btw"): one memory about it, the new food kept
    case(
        "v19-en-au-not-plant-based-any-more",
        "en",
        [
            (250, "I'm plant-based, have been for about three years"),
            (2, "not plant-based any more btw, back on fish and chicken"),
        ],
        units(1, "plant-based"),
        unit("chicken"),
    ),
    # a negation that keeps its "not" (not diabetic) beside what the doctor did say
    case(
        "v19-en-negation-not-diabetic",
        "en",
        "I'm not diabetic, the doc just says I'm borderline so I'm cutting back on sugar",
        unit("not", "diabetic"),
    ),
    # a preference beside a prohibition, lower case without apostrophes ("dont ever recommend me")
    case(
        "v19-en-us-true-crime-no-politics",
        "en",
        "im big into true crime podcasts but dont ever recommend me anything about politics pls",
        unit("true crime", type="preference"),
        unit("politics", type="prohibition"),
    ),
    # a height taken back in the same breath ("— wait no,")
    case(
        "v19-en-correction-height-same-breath",
        "en",
        "btw I'm 5'9 — wait no, 5'10, I always get that wrong",
        unit("5'10"),
        no_active("5'9"),
    ),
    # a decision with a date ("Righto, decided:")
    case(
        "v19-en-au-decision-sell-prius-march",
        "en",
        "Righto, decided: I'm selling the Prius before the end of March and going car-free",
        unit("Prius", type="decision"),
    ),
    # a football club told in English, then in Chinese with the club's English name: one memory, confirmed
    case(
        "v19-en-uk-arsenal-then-chinese",
        "en",
        [
            (14, "I'm an Arsenal fan, have been all my life"),
            (1, "我是Arsenal的球迷"),
        ],
        confirmed_twice("Arsenal"),
    ),
    # a question about cooking stores nothing
    case(
        "v19-en-question-buttermilk-substitute",
        "en",
        "whats a good sub for buttermilk in pancakes?",
        nothing(),
    ),
]
