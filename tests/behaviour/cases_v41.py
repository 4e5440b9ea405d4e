"""v41 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only. Several facts at once: a 转向架 fitter at 中车长客 who lives in 长春绿园区,
爱剪纸 and keeps a 萨摩耶 called 汽水, after 在吗？, whose 老公 is a 小学体育老师; a 台灣港務公司 worker in 基隆安樂區
who 最愛去八斗子夜釣小卷, with a 米克斯 called 黑輪 and a 男朋友 who sells 雞排 at 廟口夜市, in Taiwan's characters; a
Cantonese 海關關員 who lives in 長沙灣, 玩滑板, keeps a 唐貓 called 豆豉 and whose 老婆 is a 醫管局營養師; a voice-typed
Alabama run-on from a Piggly Wiggly deli manager in Dothan crazy about canning, with a basset hound Boudreaux and a
husband hauling peanuts; a formal Keralite "Respected Sir/Madam" from an Assistant Professor at CMS College, Kottayam,
residing at Kumarakom, fond of Kathakali, whose wife nurses at Caritas Hospital. Values changed days later, with and
without the attribute's word: a 乐刻 gym card 99 → 续费变成119, a Taiwanese bedtime 凌晨一點半 → 十一點就上床, a Cantonese
Suzuki Swift → 接咗架新車 Toyota Sienta, a YouTube Premium HK$78 → "这期账单已经扣了 HK$88" in zh mixed with English, a
son's 蛙泳初级班 → 中级班, a Trinidadian "makin TT$6,300 a month" → "Raise come through! Is TT$7,650", a Yorkshire Ford
Fiesta → "new motor … a Kia Sportage", a Scottish 94 kilos → "89.6" on the gym scales, a Nairobi Kitengela commute of
1 hour 40 minutes on the Super Metro → "55 minutes only" on a motorbike. Moves that happened (东营 → 住进滨州的新家;
Yonge and Eglinton → "closed on the house in Barrie") and one only urged by a wife (台中大里, 她恆春老家, 先不考慮); a new
employer (唯品会 → SHEIN; Stanbic IBTC → a formal Lagos "Kindly note that I have resumed at Moniepoint") and ones only
interviewed at or turned down (a Cantonese 渣打 second-round interview while at 匯豐; an Irish "Hickey's were on to me
… I turned them down" while at McCabes). Habits stopped (两瓶哈啤 → 哈啤我断了; a Singaporean "i stop taking supper
already lah"), negations that keep their meaning (從來不上高速公路 with 千萬別…國道 in Taiwan's characters; an Australian
"I've never touched Vegemite"), preferences beside prohibitions (评书 / 不要给我推霸道总裁; a lower-case Boston lobster
roll / "dont evr suggest anywhere w clam chowder"), goals with dates (给自己定个死线：2027年7月 N1; a Te Reo Māori
certificate by November 2026), decisions (英语外教课停掉，改报击剑; a Cape Town solar geyser), an appointment on a date and
time put right in the same breath (核磁共振 4月9号 → 嗐，我记岔了，是4月19号; a Filipino DFA 1:30 pm → "Correction po …
10:30 am"), corrections days later without the old value (a mother's age 67 → 上回报错了…71; a Boston christening "wrong
sunday, its the 18th") and with it (a Cantonese 阿爸's knee operation 唔係5月20號，係5月27號), one routine told once in each
language (YMCA swimming on Wednesdays; Zumba in Lewisham on Tuesdays) and small talk, thanks, a joke, a weather complaint
and questions that store nothing (回南天 and a 蚕宝宝结茧 pun; an Alabama heatwave and "a watched pot never boils").
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

CASES_V41 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 在吗？ in one comma-run (name, age, employer and job, district, a liking, a pet), then with 还有 the
    # husband's job: each its own memory, the husband's kept as his
    case(
        "v41-zh-intro-crrc-changchun-papercut-samoyed-husband-pe-teacher",
        "zh",
        "在吗？我褚一帆，今年36，在中车长客干转向架装配的，家住长春绿园区，没事就爱剪纸，家里养了只萨摩耶叫汽水；"
        "还有我老公，他是小学体育老师",
        unit("褚一帆", type="fact", fact=("name", "褚一帆")),
        unit("36", fact=("age", "36")),
        unit("中车", type="fact"),
        unit("绿园"),
        unit("剪纸", type="preference"),
        unit("汽水"),
        unit("体育老师", entity="husband"),
        no_active("褚一帆", "剪纸"),
        no_active("剪纸", "体育"),
    ),
    # several facts in Taiwan's traditional characters after 嗨嗨, a pet, and with 喔對 the boyfriend's night-market stall:
    # his kept as his
    case(
        "v41-zh-tw-intro-port-keelung-squid-fishing-boyfriend-chicken-stall",
        "zh",
        "嗨嗨，我叫范筱涵，31歲，在台灣港務公司上班，住基隆安樂區，最愛去八斗子夜釣小卷；家裡有隻米克斯叫黑輪。"
        "喔對，我男朋友在廟口夜市賣雞排",
        unit("范筱涵", type="fact", fact=("name", "范筱涵")),
        unit("31", fact=("age", "31")),
        unit("港務", type="fact"),
        unit("安樂"),
        unit("小卷", type="preference"),
        unit("黑輪"),
        unit("雞排", entity="boyfriend"),
        no_active("港務", "雞排"),
        no_active("小卷", "黑輪"),
    ),
    # Cantonese after 講少少我自己俾你知：, the name given bare, a job, a home, a hobby (得閒就去…), a cat, and the wife's
    # job at the end: each its own memory, hers kept as hers
    case(
        "v41-zh-yue-intro-customs-cheung-sha-wan-skateboard-cat-wife-dietitian",
        "zh",
        "喂，講少少我自己俾你知：葉浩文，45歲，喺海關做關員，屋企喺長沙灣。得閒就去玩滑板，仲養咗隻唐貓叫豆豉。"
        "老婆就喺醫管局做營養師。",
        unit("葉浩文", type="fact", fact=("name", "葉浩文")),
        unit("45", fact=("age", "45")),
        unit("海關", type="fact"),
        unit("長沙灣"),
        unit("滑板", type="preference"),
        unit("豆豉"),
        unit("營養師", entity="wife"),
        no_active("海關", "營養師"),
        no_active("滑板", "豆豉"),
    ),
    # a gym card's monthly fee raised, the new figure said as a renewal (续费变成…) without 月卡 or 健身
    case(
        "v41-zh-gym-lefit-card-99-to-119",
        "zh",
        [
            (85, "我在乐刻健身办了月卡，一个月99"),
            (3, "乐刻续费变成119一个月了，说涨就涨"),
        ],
        unit("119"),
        no_active("99"),
        in_history("99", now="119"),
    ),
    # a bedtime moved earlier in Taiwan's traditional characters, neither message saying 就寝时间 (才睡 → 就上床)
    case(
        "v41-zh-tw-bedtime-half-past-one-to-eleven",
        "zh",
        [
            (50, "我都凌晨一點半才睡，追劇追到停不下來"),
            (2, "最近早睡成功了，現在每天十一點就上床"),
        ],
        unit("十一點"),
        no_active("一點半"),
        in_history("一點半", now="十一點"),
    ),
    # a Cantonese car replaced, the old model not named again (接咗架新車，…)
    case(
        "v41-zh-yue-car-suzuki-swift-to-toyota-sienta",
        "zh",
        [
            (240, "我而家揸緊架 Suzuki Swift，行咗成十萬公里"),
            (2, "上個禮拜接咗架新車，Toyota Sienta，一家人坐得舒服好多"),
        ],
        unit("Sienta"),
        no_active("Swift"),
        in_history("Swift", now="Sienta"),
    ),
    # a subscription's price in Hong Kong dollars raised, zh mixed with English, the new figure as a charge on the bill
    case(
        "v41-zh-mixed-youtube-premium-hk78-to-hk88",
        "zh",
        [
            (95, "我人在香港，YouTube Premium 订的是个人版，每月 HK$78"),
            (3, "这期账单 YouTube 已经扣了 HK$88，涨价都不提前说一声"),
        ],
        unit("HK$88"),
        no_active("HK$78"),
        in_history("HK$78", now="HK$88"),
    ),
    # a son's swimming class moved up after a test (考核过了，…转到中级班): his, the old class in history
    case(
        "v41-zh-son-swimming-beginner-to-intermediate-class",
        "zh",
        [
            (120, "我儿子在学游泳，现在上的是蛙泳初级班"),
            (4, "儿子游泳考核过了，这周已经转到中级班"),
        ],
        unit("中级班", entity="son"),
        no_active("初级班"),
        in_history("初级班", now="中级班"),
    ),
    # a move that happened, said as moving into a new home after the handover (住进…的新家了)
    case(
        "v41-zh-move-dongying-to-binzhou-new-home",
        "zh",
        [
            (400, "我住在东营"),
            (3, "房子交接完，上周末我们一家已经住进滨州的新家了"),
        ],
        unit("滨州"),
        no_active("东营"),
        in_history("东营", now="滨州"),
    ),
    # a move only wanted by the wife and put off (先不考慮), in Taiwan's characters: the home stays, nothing waits
    case(
        "v41-zh-tw-move-wife-wants-hengchun-not-considering",
        "zh",
        [
            (350, "我住在台中大里"),
            (1, "我老婆一直想搬回她恆春老家，我是覺得還早啦，先不考慮"),
        ],
        unit("大里"),
        no_pending(),
    ),
    # a new employer said after the leaving formalities (办完离职手续，…已经在…上班了), the old one not named again
    case(
        "v41-zh-employer-vipshop-to-shein",
        "zh",
        [
            (230, "我在唯品会做服装买手"),
            (2, "上礼拜办完离职手续，这周一已经在 SHEIN 上班了"),
        ],
        unit("SHEIN"),
        no_active("唯品会"),
        in_history("唯品会", now="SHEIN"),
    ),
    # Cantonese mixed with English: a second-round interview elsewhere with no answer yet: the employer stays, nothing
    # waits
    case(
        "v41-zh-yue-mixed-interview-standard-chartered-stay-hsbc",
        "zh",
        [
            (180, "我喺匯豐做 AML analyst"),
            (1, "今日去咗渣打見工，第二輪 interview，都唔知有冇下文"),
        ],
        unit("匯豐"),
        no_pending(),
    ),
    # a drinking habit stopped with the object first (哈啤我断了，…滴酒没沾): the nightly two bottles no longer active
    case(
        "v41-zh-habit-harbin-beer-stopped",
        "zh",
        [
            (70, "我每天晚上都要喝两瓶哈啤，不喝睡不着"),
            (2, "哈啤我断了，快一个月滴酒没沾"),
        ],
        unit("哈啤"),
        no_active("两瓶"),
        no_pending(),
    ),
    # a negation that keeps its 不 (從來不上高速公路) beside a prohibition (千萬別…), in Taiwan's characters
    case(
        "v41-zh-tw-never-motorway-no-freeway-routes",
        "zh",
        "我開車從來不上高速公路，一上去手心就狂冒汗，都繞省道；所以千萬別幫我規劃走國道的路線",
        unit("不", "高速"),
        unit("國道", type="prohibition"),
    ),
    # a liking (我爱听…) beside a prohibition said as 不要给我推…
    case(
        "v41-zh-storytelling-pingshu-no-ceo-romance-audiobooks",
        "zh",
        "我爱听评书，单田芳那种老派的；不要给我推霸道总裁那类有声小说",
        unit("评书", type="preference"),
        unit("霸道总裁", type="prohibition"),
    ),
    # a goal on a date said as a deadline set for oneself (给自己定个死线：…必须拿下), zh mixed with English
    case(
        "v41-zh-mixed-goal-jlpt-n1-july-2027",
        "zh",
        "给自己定个死线：2027年7月那场日语 N1 必须拿下",
        # (a goal is the vocabulary's "task" type)
        unit("N1", "2027", type="task"),
    ),
    # a decision agreed with the husband (商量好了：…停掉，…改报…)
    case(
        "v41-zh-decision-fencing-instead-of-english-tutor",
        "zh",
        "跟老公商量好了：孩子的英语外教课停掉，下学期开始改报击剑",
        unit("击剑", type="decision"),
    ),
    # an appointment on a date and time whose date is taken back in the same breath (嗐，我记岔了，是…，时间不变)
    case(
        "v41-zh-appointment-mri-date-corrected-same-breath",
        "zh",
        "核磁共振约在湘雅，4月9号下午两点四十，嗐，我记岔了，是4月19号，时间不变",
        unit("核磁", "4月19"),
        no_active("4月9"),
    ),
    # a mother's age corrected days later without the old figure (上回报错了，她是…): hers
    case(
        "v41-zh-correction-mother-age-days-later-without-old",
        "zh",
        [
            (8, "我妈今年67，身体还挺硬朗"),
            (1, "我妈的岁数上回报错了，她是71"),
        ],
        unit("71", entity="mother"),
        no_active("67"),
    ),
    # Cantonese: a father's operation date corrected days later, the old date said again (唔係…，係…)
    case(
        "v41-zh-yue-correction-father-knee-surgery-with-old",
        "zh",
        [
            (5, "我阿爸5月20號做膝關節手術"),
            (1, "我之前講錯咗，阿爸做手術唔係5月20號，係5月27號"),
        ],
        unit("5月27", entity="father"),
        no_active("5月20"),
    ),
    # a weekly routine told in zh mixed with English, then in English: one memory, confirmed
    case(
        "v41-zh-ymca-swim-wednesdays-then-english",
        "zh",
        [
            (12, "我每周三晚上都去 YMCA 游泳"),
            (1, "I swim at the YMCA every Wednesday evening"),
        ],
        units(1, "YMCA"),
        confirmed_twice("YMCA"),
    ),
    # thanks, a complaint about damp weather, a pun and a question about the world store nothing
    case(
        "v41-zh-smalltalk-damp-walls-silkworm-pun-thunder",
        "zh",
        "谢谢你哈！这几天回南天，墙壁都在冒水，衣服晾三天都不干，烦死了。给你讲个笑话：为什么蚕宝宝很有钱？"
        "因为它会结茧（节俭）。对了，为什么打雷总是先看到闪电再听到雷声？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # US South, voice-typed as one run-on: name, age, job at a grocery chain, town, a liking, a dog and the husband's
    # work: each its own memory, the husband's kept as his
    case(
        "v41-en-us-al-intro-voice-deli-dothan-canning-hound-husband",
        "en",
        "um ok so my name's Darlene Pruitt I'm 52 I run the deli counter at the Piggly Wiggly over in Dothan Alabama and "
        "I am just crazy about canning I put up fig preserves every summer and we got a basset hound named Boudreaux "
        "and my husband Wayne he drives a truck hauling peanuts for the sheller",
        unit("Darlene", type="fact", fact=("name", "Darlene Pruitt")),
        unit("52", fact=("age", "52")),
        unit("Piggly Wiggly", type="fact"),
        unit("Dothan"),
        unit("canning", type="preference"),
        unit("Boudreaux"),
        unit("peanuts", entity="husband"),
        no_active("Darlene", "canning"),
        no_active("canning", "Boudreaux"),
    ),
    # Kerala, a formal letter ("Respected Sir/Madam, … years of age, … I am residing at …") with the wife's work: hers
    # kept as hers
    case(
        "v41-en-in-kl-formal-intro-kottayam-kathakali-wife-nurse",
        "en",
        "Respected Sir/Madam, I am Joseph Varghese, 38 years of age, working as Assistant Professor of Chemistry at CMS "
        "College, Kottayam. I am residing at Kumarakom. My wife is a staff nurse at Caritas Hospital. I am very much "
        "fond of Kathakali performances. Thanking you, Joseph Varghese",
        unit("Joseph", type="fact", fact=("name", "Joseph Varghese")),
        unit("38", fact=("age", "38")),
        unit("CMS College", type="fact"),
        unit("Kumarakom"),
        unit("Kathakali", type="preference"),
        unit("Caritas", entity="wife"),
        no_active("CMS College", "Caritas"),
        no_active("Kathakali", "Caritas"),
    ),
    # Trinidad: monthly pay in TT$ raised, neither message saying "salary" ("I makin …" → "Raise come through! Is …")
    case(
        "v41-en-tt-pay-ttd-6300-to-7650",
        "en",
        [
            (150, "I does work wid WASA in Chaguanas as a clerk, I makin TT$6,300 a month"),
            (2, "Raise come through yes! Is TT$7,650 a month now, ah feelin sweet"),
        ],
        unit("7,650"),
        no_active("6,300"),
        in_history("6,300", now="7,650"),
    ),
    # Yorkshire: a car replaced, said as a new motor picked up, the old model not named again
    case(
        "v41-en-uk-yorks-car-fiesta-to-sportage",
        "en",
        [
            (300, "I drive a Ford Fiesta, 2014 one, silver"),
            (3, "Picked up me new motor Sat'day, a Kia Sportage, reet comfy for t'dog an' all"),
        ],
        unit("Sportage"),
        no_active("Fiesta"),
        in_history("Fiesta", now="Sportage"),
    ),
    # Scotland: a weight in kilos, the new figure from the gym scales without "weight" or "kilos"
    case(
        "v41-en-uk-scot-weight-94-to-89-6-kilos",
        "en",
        [
            (110, "Ah'm sittin at 94 kilos the noo, need tae sort masel oot"),
            (2, "Stood on the scales at the gym this mornin: 89.6! Pure buzzin"),
        ],
        unit("89.6"),
        no_active("94"),
        in_history("94", now="89.6"),
    ),
    # Nairobi: a commute cut after buying a motorbike, voice-typed, "commute" not said again ("I reach the office in …")
    case(
        "v41-en-ke-commute-kitengela-1h40-to-55-min",
        "en",
        [
            (
                140,
                "so my commute from Kitengela to town is like 1 hour 40 minutes on the Super Metro bus every morning",
            ),
            (2, "since I bought a motorbike I reach the office in 55 minutes only sawa sawa"),
        ],
        unit("55 min"),
        no_active("1 hour 40"),
        in_history("1 hour 40", now="55 min"),
    ),
    # Ireland: a job offer turned down ("were on to me … but I turned them down, I'm staying put"): the employer stays,
    # nothing waits
    case(
        "v41-en-ie-offer-hickeys-declined-stay-mccabes",
        "en",
        [
            (260, "I'm a pharmacist with McCabes in Raheny"),
            (
                1,
                "Hickey's were on to me with a manager job, fair money too, but I turned them down, I'm staying put "
                "with McCabes",
            ),
        ],
        unit("McCabes"),
        no_pending(),
    ),
    # Lagos: a new employer announced formally ("Kindly note that I have resumed at … effective Monday")
    case(
        "v41-en-ng-employer-stanbic-to-moniepoint-formal",
        "en",
        [
            (280, "I work at Stanbic IBTC in Marina as a relationship manager"),
            (
                2,
                "Good afternoon. Kindly note that I have resumed at Moniepoint as Product Operations Lead, effective "
                "Monday.",
            ),
        ],
        unit("Moniepoint"),
        no_active("Stanbic"),
        in_history("Stanbic", now="Moniepoint"),
    ),
    # Toronto: a move that happened, said as closing on a house and being all moved in
    case(
        "v41-en-ca-move-yonge-eglinton-to-barrie",
        "en",
        [
            (390, "We rent a condo near Yonge and Eglinton"),
            (
                3,
                "closed on the house in Barrie last week and we're all moved in, the 400 is gonna be brutal in winter "
                "though eh",
            ),
        ],
        unit("Barrie"),
        no_active("Eglinton"),
        in_history("Eglinton", now="Barrie"),
    ),
    # Singapore: a nightly habit stopped, lower-case Singlish ("i stop taking supper already lah, 2 weeks liao")
    case(
        "v41-en-sg-habit-prata-supper-stopped",
        "en",
        [
            (75, "Every night sure go prata shop for supper one, after 11 also go"),
            (2, "i stop taking supper already lah, 2 weeks liao, wife say my tummy getting big"),
        ],
        unit("supper"),
        no_active("every night"),
        no_pending(),
    ),
    # Sydney: a negation that keeps its "never", said twice over ("never touched … and I never will")
    case(
        "v41-en-au-never-vegemite",
        "en",
        "Mate, I've never touched Vegemite in me life and I never will, can't stand the smell of it",
        unit("never", "Vegemite"),
    ),
    # Boston, lower-case with texting words and a typo: a liking beside a prohibition ("dont evr suggest anywhere w …")
    case(
        "v41-en-us-bos-lowercase-lobster-roll-no-chowder",
        "en",
        "ok so im wicked into lobster rolls, the hot buttered kind. but dont evr suggest anywhere w clam chowder, cant "
        "stand the stuff lol",
        unit("lobster roll", type="preference"),
        unit("chowder", type="prohibition"),
    ),
    # Cape Town: a decision ("Ja, we've sorted it out: … no ways we're …")
    case(
        "v41-en-za-decision-solar-geyser",
        "en",
        "Ja, we've sorted it out: a solar geyser is going in, no ways we're replacing the old electric one like-for-like",
        unit("solar geyser", type="decision"),
    ),
    # Manila: an appointment on a date and time whose time is put right in the same message ("Correction po, …")
    case(
        "v41-en-ph-appointment-dfa-passport-time-corrected",
        "en",
        "Hi po! My passport renewal at DFA Aseana is on May 6, 1:30 pm. Correction po, I checked the confirmation email, "
        "it's 10:30 am.",
        unit("DFA", "10:30"),
        no_active("1:30"),
    ),
    # Auckland: a goal on a date ("Big goal of mine: have my … done by …")
    case(
        "v41-en-nz-goal-te-reo-certificate-by-november-2026",
        "en",
        "Kia ora! Big goal of mine: have my Te Reo Māori certificate from Te Wānanga o Aotearoa done by November 2026",
        unit("Te Reo", "2026", type="task"),
    ),
    # Boston: a nephew's christening date corrected days later in texting words, the old date not said again
    case(
        "v41-en-us-bos-correction-christening-days-later-without-old",
        "en",
        [
            (6, "My nephew Cormac's christening is Sunday May 11th at St. Brigid's"),
            (1, "scratch what i told u abt Cormac's christening, wrong sunday, its the 18th"),
        ],
        unit("Cormac", "18"),
        no_active("May 11"),
    ),
    # London: a weekly routine told in English, then in Chinese mixed with English: one memory, confirmed
    case(
        "v41-en-uk-ldn-zumba-tuesdays-then-chinese",
        "en",
        [
            (13, "Every Tuesday after work I do a Zumba class at the leisure centre in Lewisham"),
            (1, "每周二下班我都去 Lewisham 的 leisure centre 跳 Zumba"),
        ],
        units(1, "Zumba"),
        confirmed_twice("Zumba"),
    ),
    # US South: a heat complaint, thanks, a question about a saying and a joke store nothing
    case(
        "v41-en-us-south-smalltalk-heat-watched-pot-joke",
        "en",
        "Lord have mercy, it's 98 degrees and humid as a sauna out here. Thank you kindly, sugar. Hey, why do folks say a "
        "watched pot never boils? And here's one for ya: what do you call a cow with no legs? Ground beef!",
        nothing(),
    ),
]
