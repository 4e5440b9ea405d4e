"""v33 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a vet at 牧原 who lives in 南阳卧龙区 and 闲下来最喜欢
盘核桃, after 先跟你交个底：; a respiratory therapist 在馬偕醫院 who lives in 新北淡水 and 放假最喜歡揪朋友去露營, in
Taiwan's traditional characters after 嗨嗨，先讓你認識我一下：; a health inspector 喺食環署 who 住喺長洲 and 得閒最鍾意
喺屋企煲老火湯, in Cantonese-flavoured written Chinese after 自我介紹下啦：; "Joanna", a character artist at 莉莉丝, 人在
上海长宁, 最近疯狂沉迷 pole dance, in zh mixed with English; a lower-case "omg hi ok so im Brynn Castellano", a pharmacy
tech at walgreens in wichita for whom "roller derby is literally my whole personality rn"; a Nigerian "Good day. I
am Chidinma Eze" with Lafarge in Calabar who likes highlife music "die"), other people's facts kept as theirs (a
岳父 retired from a 纺织厂 who plays the 二胡, a 弟 at 友達 posted to 越南 in Taiwan's characters, a Cantonese 老公
who does aircraft maintenance and 逢星期日 goes 踢波, a Scottish "ma maw" who is a dinner lady and "pure mad for
the bingo", a daughter 小一 → 升小二 in Cantonese), values changed days later, with and without the attribute's
word (a street-sweeper driver's 每个月到手六千三 → "现在每月发六千九", a 中和 room 房租一個月一萬二 → "租約到期要漲…一萬
三千五" in Taiwan's characters, 美托洛尔 25毫克 → 50毫克, a 联通 plan 每个月109块 → 69块 in zh mixed with English, a
formal British remortgage £1,185 → £1,326, an Indian Kharghar → BKC commute of nearly 2 hours → "reaching by walk in
15 minutes only" after the team moved, a voice-typed claims adjuster → "they promoted me I'm a claims supervisor
now", an Irish Flyefit membership €36 → "Flyefit are after putting it up again, it's €41", an Australian 104 kg →
"97.5 on the bathroom scales this morning, rapt", a Singaporean Singtel → "Last week I jump to StarHub already"), a
move that happened (淮南 → 上周末终于把家搬完了，现在住六安) and one only considered (houses viewed in Marlow,
"honestly we're staying put" in Wokingham), habits ended (檳榔我已經戒了 in Taiwan's characters; a Scottish "I've
stopped having the square sausage rolls"), negations that must keep their meaning (我肠胃弱，从来不喝冰的; "I don't
have an oven"), preferences beside prohibitions (熟普 / 别再给我推荐甜品店了; air fryer recipes / "never suggest
anything that needs a slow cooker"), corrections in the same breath (拔智齿 三点 → 等一下，我翻了下预约短信，是四点半; a
South African braai "Saturday the 6th, ag no sorry, it's Sunday the 7th") and days later, with a name put right (a
colleague 戴品妍 → 我選錯字了，她叫戴品岑 in Taiwan's characters; an Irish friend Clodagh → "I had her name wrong the
other day — it's Gráinne"), a plan abandoned (长白山 skiing, 行程取消了), a decision (跟老婆磨了一个礼拜，最后敲定：…装
地暖), a goal on a date (a Cantonese 明年復活節之前一定要睇完成套《紅樓夢》), one statement told once in each language
(forty minutes of Audible on the commute; fifteen minutes of Spanish on Babbel every lunch break), forget requests
said in chat (把我公积金账号忘了吧 with a job kept; "please forget my National Insurance number" with a job kept) and
small talk, thanks and questions that store nothing (sprouted potatoes; why cats knead blankets).
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

CASES_V33 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 先跟你交个底：, a name, an age, an employer, a job, a district, a liking as 闲下来最喜欢…;
    # the name and the liking are separate memories
    case(
        "v33-zh-intro-muyuan-wolong-walnuts",
        "zh",
        "先跟你交个底：我叫聂振宇，34岁，在牧原做兽医，住在南阳卧龙区，闲下来最喜欢盘核桃",
        unit("聂振宇", type="fact", fact=("name", "聂振宇")),
        unit("34", fact=("age", "34")),
        unit("牧原", type="fact"),
        unit("兽医"),
        unit("卧龙"),
        unit("核桃", type="preference"),
        no_active("聂振宇", "核桃"),
    ),
    # several facts in Taiwan's traditional characters after 嗨嗨，先讓你認識我一下：, the job as 在…當…, a liking as
    # 放假最喜歡揪朋友去…
    case(
        "v33-zh-tw-intro-mackay-tamsui-camping",
        "zh",
        "嗨嗨，先讓你認識我一下：我是鍾宥綺，28歲，在馬偕醫院當呼吸治療師，住在新北淡水，放假最喜歡揪朋友去露營",
        unit("鍾宥綺", type="fact", fact=("name", "鍾宥綺")),
        unit("28", fact=("age", "28")),
        unit("馬偕", type="fact"),
        unit("呼吸治療師"),
        unit("淡水"),
        unit("露營", type="preference"),
        no_active("鍾宥綺", "露營"),
    ),
    # several facts in Cantonese-flavoured written Chinese after 自我介紹下啦：(喺…做…, 住喺…, 得閒最鍾意喺屋企…)
    case(
        "v33-zh-yue-intro-fehd-cheung-chau-soup",
        "zh",
        "自我介紹下啦：我叫歐陽嘉朗，今年42，喺食環署做衞生督察，住喺長洲，得閒最鍾意喺屋企煲老火湯",
        unit("歐陽嘉朗", type="fact", fact=("name", "歐陽嘉朗")),
        unit("42", fact=("age", "42")),
        unit("食環署", type="fact"),
        unit("衞生督察"),
        unit("長洲"),
        unit("老火湯", type="preference"),
        no_active("歐陽嘉朗", "老火湯"),
    ),
    # several facts in zh mixed with English (当 character artist, 人在…, 最近疯狂沉迷 pole dance)
    case(
        "v33-zh-mixed-intro-lilith-changning-pole-dance",
        "zh",
        "哈喽我叫 Joanna 啦，今年30，目前在莉莉丝当 character artist，人在上海长宁，最近疯狂沉迷 pole dance",
        unit("Joanna", type="fact", fact=("name", "Joanna")),
        unit("30", fact=("age", "30")),
        unit("莉莉丝", type="fact"),
        unit("character artist"),
        unit("长宁"),
        unit("pole dance", type="preference"),
        no_active("Joanna", "pole dance"),
    ),
    # a wife's father (岳父), his old job and his pastime after 退休以后: both his
    case(
        "v33-zh-father-in-law-textile-mill-erhu",
        "zh",
        "我岳父以前在纺织厂当车间主任，退休以后天天在家拉二胡",
        unit("纺织厂", entity="father-in-law"),
        unit("二胡", entity="father-in-law"),
    ),
    # a younger brother in Taiwan's traditional characters (我弟在…當…), and after 他 his posting abroad: both his
    case(
        "v33-zh-tw-brother-auo-posted-to-vietnam",
        "zh",
        "我弟在友達當設備工程師，他下個月要被外派去越南",
        unit("設備工程師", entity="brother"),
        unit("越南", entity="brother"),
    ),
    # a Cantonese husband's job (喺機場做…) and, after 佢, his Sunday football: both his
    case(
        "v33-zh-yue-husband-aircraft-maintenance-football",
        "zh",
        "我老公喺機場做飛機維修，佢逢星期日朝早都去踢波",
        unit("飛機維修", entity="husband"),
        unit("踢波", entity="husband"),
    ),
    # a monthly take-home pay raised, the new figure said without 工资 or 到手 (现在每月发…)
    case(
        "v33-zh-pay-street-sweeper-no-word",
        "zh",
        [
            (120, "我在环卫所开洗扫车，每个月到手六千三"),
            (3, "这个月开始一线的都调了点，现在每月发六千九"),
        ],
        unit("六千九"),
        no_active("六千三"),
        in_history("六千三", now="六千九"),
    ),
    # a room rent raised at the end of the lease, in Taiwan's traditional characters, the new figure without 房租
    case(
        "v33-zh-tw-rent-zhonghe-lease-end-no-word",
        "zh",
        [
            (200, "我在中和租了一間套房，房租一個月一萬二"),
            (2, "房東說租約到期要漲，下個月開始每個月一萬三千五"),
        ],
        unit("一萬三千五"),
        no_active("一萬二"),
        in_history("一萬二", now="一萬三千五"),
    ),
    # a daily dose doubled at a check-up (医生把…加到…了), the drug named again
    case(
        "v33-zh-metoprolol-dose-doubled",
        "zh",
        [
            (80, "我每天早上吃一片美托洛尔，25毫克，控制心率"),
            (2, "这周去心内科复查，心率还是偏快，医生把美托洛尔加到50毫克了"),
        ],
        unit("美托洛尔", "50"),
        no_active("25毫克"),
        in_history("25毫克", now="50毫克"),
    ),
    # a Cantonese daughter's school year moved up (個女九月開學升小二喇): it stays hers
    case(
        "v33-zh-yue-daughter-p1-to-p2",
        "zh",
        [
            (300, "我個女今年讀緊小一，就喺屋企附近嗰間津小"),
            (2, "個女九月開學升小二喇，功課多咗好多"),
        ],
        unit("小二", entity="daughter"),
        no_active("小一"),
        in_history("小一", now="小二"),
    ),
    # a phone plan price lowered, in zh mixed with English (手机 plan, 在 app 上把套餐换成了…)
    case(
        "v33-zh-mixed-phone-plan-unicom-cheaper",
        "zh",
        [
            (150, "我的手机 plan 是联通的 5G 套餐，每个月109块"),
            (2, "刚在 app 上把套餐换成了便宜点的，现在每月69块"),
        ],
        unit("69"),
        no_active("109"),
        in_history("109", now="69"),
    ),
    # a move that happened (上周末终于把家搬完了，现在住…), the old town not named again
    case(
        "v33-zh-move-done-huainan-to-luan",
        "zh",
        [
            (400, "我家在淮南"),
            (2, "上周末终于把家搬完了，现在住六安"),
        ],
        unit("六安"),
        no_active("淮南"),
        in_history("淮南", now="六安"),
    ),
    # a daily habit given up, in Taiwan's traditional characters (檳榔我已經戒了): one memory about it
    case(
        "v33-zh-tw-betel-nut-quit",
        "zh",
        [
            (100, "我每天開車都會嚼檳榔提神"),
            (2, "檳榔我已經戒了，牙醫說再吃下去口腔會出問題"),
        ],
        units(1, "檳榔"),
        no_pending(),
    ),
    # a negation kept with its 不 (从来不喝冰的), a liking (就爱泡点熟普) and one not to be recommended again
    # (别再给我推荐…了)
    case(
        "v33-zh-no-cold-drinks-ripe-puer-no-dessert-shops",
        "zh",
        "我肠胃弱，从来不喝冰的，平时就爱泡点熟普，以后别再给我推荐甜品店了",
        unit("不喝", "冰"),
        unit("熟普", type="preference"),
        unit("甜品", type="prohibition"),
    ),
    # a time taken back in the same breath after checking a text (等一下，我翻了下预约短信，是…)
    case(
        "v33-zh-correction-wisdom-tooth-same-breath",
        "zh",
        "我周四下午三点要去口腔医院拔智齿，等一下，我翻了下预约短信，是四点半",
        unit("智齿", "四点半"),
        no_active("三点"),
    ),
    # a colleague's name put right days later, in Taiwan's traditional characters (我選錯字了，她叫…，不是…)
    case(
        "v33-zh-tw-correction-colleague-name-later",
        "zh",
        [
            (6, "我同事戴品妍下禮拜要調去金門分公司"),
            (1, "欸前幾天我同事的名字我選錯字了，她叫戴品岑，不是戴品妍"),
        ],
        unit("戴品岑", "金門"),
        no_active("品妍"),
    ),
    # a ski trip abandoned (…的行程取消了，孩子寒假被拉去集训): one memory about it, nothing waits
    case(
        "v33-zh-changbaishan-ski-trip-abandoned",
        "zh",
        [
            (35, "我们打算寒假带孩子去长白山滑雪"),
            (2, "长白山的行程取消了，孩子寒假被拉去集训"),
        ],
        units(1, "长白山"),
        no_pending(),
    ),
    # a decision (跟老婆磨了一个礼拜，最后敲定：…)
    case(
        "v33-zh-decision-underfloor-heating",
        "zh",
        "跟老婆磨了一个礼拜，最后敲定：今年冬天家里装地暖，暖气片不要了",
        unit("地暖", type="decision"),
    ),
    # a Cantonese goal on a date (我同自己講好咗，明年復活節之前一定要…)
    case(
        "v33-zh-yue-goal-red-chamber-by-easter",
        "zh",
        "我同自己講好咗，明年復活節之前一定要睇完成套《紅樓夢》",
        # (a goal is the vocabulary's "task" type)
        unit("紅樓夢", type="task"),
    ),
    # a commute routine told in Chinese, then in English: one memory, confirmed
    case(
        "v33-zh-audible-commute-then-english",
        "zh",
        [
            (9, "我每天通勤路上用 Audible 听四十分钟书"),
            (1, "I listen to audiobooks on Audible for forty minutes on my commute every day"),
        ],
        confirmed_twice("Audible"),
    ),
    # an account number forgotten on request (把我…忘了吧，…): the job told in the same conversation stays
    case(
        "v33-zh-forget-housing-fund-number-keep-job",
        "zh",
        [
            (20, "我在一家连锁药店当执业药师"),
            (5, "我的公积金账号是 3301 8826 5170"),
            (1, "把我公积金账号忘了吧，当时不该发给你的"),
        ],
        no_active("8826"),
        no_active("公积金"),
        unit("药师"),
    ),
    # thanks and a kitchen question store nothing
    case(
        "v33-zh-smalltalk-sprouted-potatoes",
        "zh",
        "哈哈行吧，感谢感谢！对了，发芽的土豆还能吃吗？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case ("omg hi ok so im X", "… is literally my whole personality rn"); the name and
    # the liking are separate memories
    case(
        "v33-en-us-lowercase-intro-walgreens-wichita-roller-derby",
        "en",
        "omg hi ok so im Brynn Castellano, 26, pharmacy tech at walgreens in wichita, and roller derby is literally "
        "my whole personality rn",
        unit("Brynn", type="fact", fact=("name", "Brynn Castellano")),
        unit("26", fact=("age", "26")),
        unit("pharmacy tech"),
        unit("walgreens", type="fact"),
        unit("wichita"),
        unit("roller derby", type="preference"),
        no_active("Brynn", "roller derby"),
    ),
    # several facts in Nigerian English ("Good day. I am X, 31 years old, I work with … as …", "I like … die")
    case(
        "v33-en-ng-intro-lafarge-calabar-highlife",
        "en",
        "Good day. I am Chidinma Eze, 31 years old, I work with Lafarge at the Mfamosing plant in Calabar as a "
        "quality control chemist, and my house is in Satellite Town. I like highlife music die.",
        unit("Chidinma", type="fact", fact=("name", "Chidinma Eze")),
        unit("31", fact=("age", "31")),
        unit("Lafarge", type="fact"),
        unit("quality control"),
        unit("Calabar"),
        unit("highlife", type="preference"),
        no_active("Chidinma", "highlife"),
    ),
    # a Scottish mother ("ma maw"), her job and, after "she's", her pastime: both hers
    case(
        "v33-en-scot-maw-dinner-lady-bingo",
        "en",
        "Ma maw's a dinner lady at St Marie's primary in Kirkcaldy and she's pure mad for the bingo",
        unit("dinner lady", entity="mother"),
        unit("bingo", entity="mother"),
    ),
    # a South African date taken back in the same breath ("ag no sorry, it's …")
    case(
        "v33-en-za-correction-braai-same-breath",
        "en",
        "My sister's braai is on Saturday the 6th, ag no sorry, it's Sunday the 7th",
        unit("braai", "7th"),
        no_active("6th"),
    ),
    # a formal British mortgage repayment raised after a remortgage, said with the word
    case(
        "v33-en-uk-formal-remortgage-fixed-rate",
        "en",
        [
            (250, "The monthly repayment on our mortgage is £1,185."),
            (
                3,
                "Having remortgaged onto a five-year fixed rate, the monthly repayment on our mortgage is now £1,326.",
            ),
        ],
        unit("1,326"),
        no_active("1,185"),
        in_history("1,185", now="1,326"),
    ),
    # an Indian commute shortened after the team moved, the new one said without "travel" or "one way"
    # ("so now I am reaching by walk in 15 minutes only")
    case(
        "v33-en-in-commute-kharghar-bkc-to-belapur-walk",
        "en",
        [
            (
                180,
                "Daily I am travelling from Kharghar to BKC by local train and bus, it takes nearly 2 hours one way.",
            ),
            (2, "Company has moved our team to the Belapur campus, so now I am reaching by walk in 15 minutes only."),
        ],
        unit("15 minutes"),
        no_active("2 hours"),
        in_history("2 hours", now="15 minutes"),
    ),
    # a job title raised, voice-typed without punctuation ("okay so guess what they promoted me I'm a … now")
    case(
        "v33-en-us-voice-claims-adjuster-to-supervisor",
        "en",
        [
            (400, "I'm a claims adjuster at State Farm"),
            (
                2,
                "okay so guess what they promoted me I'm a claims supervisor now same office same people just more "
                "meetings lol",
            ),
        ],
        unit("claims supervisor"),
        no_active("adjuster"),
        in_history("adjuster", now="claims supervisor"),
    ),
    # an Irish gym membership fee raised, the new figure said without "membership" ("… are after putting it up")
    case(
        "v33-en-ie-gym-flyefit-put-up-no-word",
        "en",
        [
            (200, "My gym membership at Flyefit is €36 a month"),
            (2, "Flyefit are after putting it up again, it's €41 a month now, the cheek of them"),
        ],
        unit("41"),
        no_active("36"),
        in_history("36", now="41"),
    ),
    # an Australian weight, the new one said as a bare figure off the scales ("… on the bathroom scales this
    # morning, rapt")
    case(
        "v33-en-au-weight-bathroom-scales-no-word",
        "en",
        [
            (70, "I'm sitting at 104 kg at the moment, trying to drop some before footy season"),
            (2, "97.5 on the bathroom scales this morning, rapt"),
        ],
        unit("97.5"),
        no_active("104"),
        in_history("104", now="97.5"),
    ),
    # a Singaporean employer changed ("Last week I jump to … already, same … role but pay better lah")
    case(
        "v33-en-sg-employer-singtel-to-starhub",
        "en",
        [
            (300, "I'm working at Singtel as a data analyst"),
            (2, "Last week I jump to StarHub already, same data analyst role but pay better lah"),
        ],
        unit("StarHub"),
        no_active("Singtel"),
        in_history("Singtel", now="StarHub"),
    ),
    # a move only considered ("We went to view a couple of houses in …, but honestly we're staying put")
    case(
        "v33-en-uk-move-viewed-marlow-staying-wokingham",
        "en",
        [
            (500, "We live in Wokingham"),
            (1, "We went to view a couple of houses in Marlow at the weekend, but honestly we're staying put for now"),
        ],
        unit("Wokingham"),
        no_pending(),
        no_active("moved", "Marlow"),
    ),
    # a Scottish breakfast habit ended ("I've stopped having …"): one memory about it
    case(
        "v33-en-scot-square-sausage-stopped",
        "en",
        [
            (60, "I have a roll and square sausage every morning before work"),
            (2, "I've stopped having the square sausage rolls, the doctor's not happy with my cholesterol"),
        ],
        units(1, "square sausage"),
        no_pending(),
    ),
    # a negation that keeps its meaning ("I don't have an oven"), a liking beside a prohibition ("never suggest
    # anything that needs …")
    case(
        "v33-en-us-no-oven-air-fryer-no-slow-cooker",
        "en",
        "I don't have an oven, just an air fryer and a two-ring hob — love air fryer recipes, but never suggest "
        "anything that needs a slow cooker",
        unit("oven"),
        no_active("has an oven"),
        unit("air fryer", type="preference"),
        unit("slow cooker", type="prohibition"),
    ),
    # an Irish friend's name put right days later ("I had her name wrong the other day — it's …, not …")
    case(
        "v33-en-ie-correction-friend-name-later",
        "en",
        [
            (7, "My friend Clodagh is opening a vintage shop in Dungarvan next month"),
            (
                1,
                "Ah sorry, I had her name wrong the other day — it's Gráinne, not Clodagh, the one opening the vintage shop",
            ),
        ],
        unit("Gráinne", "vintage"),
        no_active("Clodagh"),
    ),
    # a lunch-break routine told in English, then in Chinese: one memory, confirmed
    case(
        "v33-en-babbel-lunch-break-then-chinese",
        "en",
        [
            (10, "I do fifteen minutes of Spanish on Babbel every lunch break"),
            (1, "我每天午休都会用 Babbel 学十五分钟西班牙语"),
        ],
        confirmed_twice("Babbel"),
    ),
    # a National Insurance number forgotten on request with a reason after it: the job stays
    case(
        "v33-en-uk-forget-ni-number-keep-job",
        "en",
        [
            (25, "I'm a speech and language therapist in Telford"),
            (4, "My National Insurance number is JT 48 21 93 B"),
            (1, "please forget my National Insurance number, I pasted it in by mistake"),
        ],
        no_active("JT 48"),
        no_active("National Insurance"),
        unit("speech and language"),
    ),
    # South African thanks and a question about cats store nothing
    case(
        "v33-en-za-thanks-question-cats-knead",
        "en",
        "Shot bru, appreciate it! Random one — why do cats knead blankets?",
        nothing(),
    ),
]
