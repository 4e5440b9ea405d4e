"""v42 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only. Several facts at once: a 电芯工艺工程师 at 宁德时代 who lives in 宁德蕉城区, rides
a 公路车 at weekends and keeps a 玄凤鹦鹉 called 阿福, after 先跟你交代下我的情况哈：, whose 爸 was a welder at a shipyard
before retiring; a 儀控技術員 at 中鋼 in 高雄鳳山 who 最喜歡去打壁球, with an 橘貓 called 芋圓 and a 妹 who is a 藥師 at 長庚,
in Taiwan's characters; a Cantonese 的士司機 in 將軍澳 who loves making 老火湯, with a 八哥 called 威威 and a 仔 studying 護理;
a Johannesburg "Howzit! … here" sound engineer in Melville mad about trail running, whose boyfriend is a chef; a formal
Mumbai "I wish to place on record" from a treasury manager at Larsen & Toubro living in Thane West, keen on Carnatic
music, whose wife is a pathologist. Values changed days later, with and without the attribute's word: a blood pressure
高压150 → 高压稳定在128, a Taiwanese rent 16000 → "房東漲到17500" without 房租, a Cantonese 人工$18,500 → "而家每個月
$20,300", an Irish car insurance €780 → "Renewal letter landed … €910!", an Ontario hydro bill $140 → $185, a Speyside
night shift 10pm till 6am → "Moved onto days … 7 till 3". Moves that happened (柯桥 → a reply that begins with the bare
answer "嘉兴。"; Surulere → Lekki Phase 1 in Pidgin) and one only mulled over (雁塔 → 咸阳, 还没想好); a new employer
(比亚迪 → 入职蔚来; BHP → Fortescue without naming the old one) and interviews only (人保 while at 平安; Toronto Paramedic
Services while at Peel Region). Habits stopped (嚼槟榔一天一包 → 戒掉两个月了; a Geordie "haven't put a bet on since
Easter"), negations (不會騎機車，也沒有駕照 in Taiwan's characters; a Kiwi "Vegan. … no honey either"), preferences beside
prohibitions (BBC 纪录片 / 别给我推竖屏短剧; a lower-case pad see ew / "pls dont ever suggest anything w mushrooms"),
goals with dates and no subject (在备考CPA … 2026年8月之前; "Saving up for a plot in Ruiru … KSh 1.2 million by December
2026"), decisions (旅行结婚去新疆自驾; a Texan "we're homeschooling Cooper"), an appointment with date and time (华西口腔
拔智齿 11月6号 9点40), corrections in the same breath (a licence plate 7K392 → 7K329; a Singaporean polyclinic appointment
14 Dec → "Sorry ah … is 16 Dec") and days later, with the old value (a Cantonese daughter's 鋼琴八級 exam 22號 → 29號)
and without it (an Irish daughter's kiwi allergy → "it's mango"), things that happened on a day to one's own people (奶奶
上周六 … 骨折; Mum's cataract op at Moorfields on Wednesday), one routine told once in each language (a Sunday Costco run;
Duolingo Spanish on the bus) and small talk, thanks, weather and questions that store nothing (沙尘暴 and a snail's
shell; a Cantonese 黑雨 and cats in boxes; a lower-case "-20 out rn" and the name of the pineapple).
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

CASES_V42 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 先跟你交代下我的情况哈： (name, age, employer and job, district, a liking, a pet), then with 另外 the
    # father's former job: each its own memory, the father's kept as his
    case(
        "v42-zh-intro-catl-jiaocheng-road-bike-cockatiel-father-welder",
        "zh",
        "先跟你交代下我的情况哈：我叫蒲晓川，今年39，在宁德时代做电芯工艺工程师，住在宁德蕉城区，周末爱去骑公路车，"
        "家里养了只玄凤鹦鹉叫阿福。另外我爸退休前是马尾造船厂的电焊工。",
        unit("蒲晓川", type="fact", fact=("name", "蒲晓川")),
        unit("39", fact=("age", "39")),
        unit("宁德时代", type="fact"),
        unit("蕉城"),
        unit("公路车", type="preference"),
        unit("阿福"),
        unit("电焊", entity="father"),
        no_active("蒲晓川", "公路车"),
        no_active("公路车", "阿福"),
    ),
    # several facts in Taiwan's traditional characters after 先簡單介紹一下喔～, a cat, and with 對了 the sister's job: hers
    # kept as hers
    case(
        "v42-zh-tw-intro-csc-fengshan-squash-orange-cat-sister-pharmacist",
        "zh",
        "先簡單介紹一下喔～我叫鄭宜蓁，28歲，在中鋼當儀控技術員，住高雄鳳山，下班最喜歡去打壁球。家裡養了一隻橘貓叫芋圓。"
        "對了，我妹在長庚醫院當藥師。",
        unit("鄭宜蓁", type="fact", fact=("name", "鄭宜蓁")),
        unit("28", fact=("age", "28")),
        unit("中鋼", type="fact"),
        unit("鳳山"),
        unit("壁球", type="preference"),
        unit("芋圓"),
        unit("藥師", entity="sister"),
        no_active("中鋼", "藥師"),
        no_active("壁球", "芋圓"),
    ),
    # Cantonese after 我自己介紹吓先：, a job said as years of driving (揸的士揸咗廿年), a home, a liking, a myna and the son's
    # studies at the end: each its own memory, the son's kept as his
    case(
        "v42-zh-yue-intro-taxi-tseung-kwan-o-soup-myna-son-nursing",
        "zh",
        "我自己介紹吓先：我叫區志強，今年50，揸的士揸咗廿年，住喺將軍澳。平時最鍾意喺屋企煲老火湯，仲養咗隻八哥叫威威。"
        "個仔喺理大讀緊護理。",
        unit("區志強", type="fact", fact=("name", "區志強")),
        unit("50", fact=("age", "50")),
        unit("的士", type="fact"),
        unit("將軍澳"),
        unit("老火湯", type="preference"),
        unit("威威"),
        unit("護理", entity="son"),
        no_active("的士", "護理"),
        no_active("老火湯", "威威"),
    ),
    # a blood pressure reading come down after months of pills, the attribute's word (高压) in both messages
    case(
        "v42-zh-health-blood-pressure-150-to-128",
        "zh",
        [
            (75, "我血压偏高，高压一般在150左右"),
            (3, "降压药吃了三个月，现在高压稳定在128了"),
        ],
        unit("128"),
        no_active("150"),
        in_history("150", now="128"),
    ),
    # a rent raised on renewal in Taiwan's characters, the new figure said without 房租 (房東漲到…)
    case(
        "v42-zh-tw-rent-yonghe-16000-to-17500",
        "zh",
        [
            (200, "我在台北永和租套房，房租一個月16000"),
            (2, "續約簽好了，房東漲到17500，真的很扯"),
        ],
        unit("17500"),
        no_active("16000"),
        in_history("16000", now="17500"),
    ),
    # Cantonese: a monthly pay raised, the new figure without 人工 (老細…肯加，而家每個月…)
    case(
        "v42-zh-yue-pay-clerk-18500-to-20300",
        "zh",
        [
            (160, "我喺一間物流公司做文員，人工$18,500一個月"),
            (2, "老細今個月終於肯加，而家每個月$20,300"),
        ],
        unit("20,300"),
        no_active("18,500"),
        in_history("18,500", now="20,300"),
    ),
    # a move that happened, the reply opening with the bare answer (嘉兴。) and no 搬到 before the place
    case(
        "v42-zh-move-keqiao-to-jiaxing-bare-answer",
        "zh",
        [
            (300, "我家住在绍兴柯桥"),
            (2, "嘉兴。上个月底就搬过去了，箱子到现在还没拆完"),
        ],
        unit("嘉兴"),
        no_active("柯桥"),
        in_history("柯桥", now="嘉兴"),
    ),
    # a move only mulled over (在琢磨要不要…，还没想好): the home stays, nothing waits
    case(
        "v42-zh-move-yanta-xianyang-only-mulling",
        "zh",
        [
            (260, "我住在西安雁塔区"),
            (1, "最近在琢磨要不要搬去咸阳，房价差不多便宜一半，不过还没想好"),
        ],
        unit("雁塔"),
        no_pending(),
    ),
    # a new employer (正式入职…了), the old one not named again
    case(
        "v42-zh-employer-byd-to-nio",
        "zh",
        [
            (210, "我在比亚迪做电池安全测试"),
            (3, "上周正式入职蔚来了，岗位差不多，还是做测试"),
        ],
        unit("蔚来"),
        no_active("比亚迪"),
        in_history("比亚迪", now="蔚来"),
    ),
    # an interview elsewhere, no answer yet (等通知吧): the employer stays, nothing waits
    case(
        "v42-zh-interview-picc-while-at-ping-an",
        "zh",
        [
            (190, "我在平安保险做车险理赔"),
            (1, "昨天去人保面了个试，面试官问得挺细的，等通知吧"),
        ],
        unit("平安"),
        no_pending(),
    ),
    # a chewing habit stopped, the object first (槟榔戒掉…了): a pack a day no longer active
    case(
        "v42-zh-habit-betel-nut-quit",
        "zh",
        [
            (80, "我有嚼槟榔的习惯，一天差不多一包"),
            (2, "槟榔戒掉两个月了，嘴巴舒服多了"),
        ],
        unit("槟榔"),
        no_active("一包"),
        no_pending(),
    ),
    # negations that keep their 不/沒有 in Taiwan's characters, beside how the person gets about instead
    case(
        "v42-zh-tw-negation-no-scooter-no-licence-mrt",
        "zh",
        "我不會騎機車，也沒有駕照，平常都搭捷運跟公車",
        unit("不", "機車"),
        unit("捷運"),
    ),
    # a liking (挺喜欢…，尤其是…) beside a prohibition (别给我推…)
    case(
        "v42-zh-documentaries-no-vertical-short-dramas",
        "zh",
        "我挺喜欢看纪录片的，尤其是BBC那种自然类的；但别给我推那种竖屏短剧，看着头疼",
        unit("纪录片", type="preference"),
        unit("短剧", type="prohibition"),
    ),
    # a goal on a date with the subject dropped (在备考…，打算…之前…拿下)
    case(
        "v42-zh-goal-cpa-two-papers-by-august-2026-no-subject",
        "zh",
        "在备考CPA，打算2026年8月之前把会计和税法两科拿下",
        # (a goal is the vocabulary's "task" type)
        unit("CPA", "2026", type="task"),
    ),
    # a decision agreed with the fiancé (商量定了：…不办了，…)
    case(
        "v42-zh-decision-no-wedding-banquet-xinjiang-road-trip",
        "zh",
        "跟未婚夫商量定了：婚礼不办了，明年五一旅行结婚，去新疆自驾",
        unit("新疆", type="decision"),
    ),
    # an appointment on a date and time, kept as said
    case(
        "v42-zh-appointment-wisdom-tooth-huaxi",
        "zh",
        "约好了，11月6号周四上午9点40在华西口腔拔智齿",
        unit("智齿", "11月6", "9点40"),
    ),
    # a licence plate taken back in the same breath (哦不对，我看错了，是…)
    case(
        "v42-zh-correction-plate-number-same-breath",
        "zh",
        "我新车的车牌是浙A·7K392，哦不对，我看错了，是浙A·7K329",
        unit("7K329"),
        no_active("7K392"),
    ),
    # Cantonese: a daughter's exam date corrected days later, the old date said again (唔係…，係…): hers
    case(
        "v42-zh-yue-correction-daughter-piano-exam-with-old",
        "zh",
        [
            (6, "我個女11月22號考鋼琴八級"),
            (1, "我早排講錯咗，阿女考鋼琴唔係22號，係11月29號"),
        ],
        unit("11月29", entity="daughter"),
        no_active("11月22"),
    ),
    # something that happened to one's own person on a day (上周六…摔了一跤，…骨折)
    case(
        "v42-zh-grandmother-fell-wrist-fracture-saturday",
        "zh",
        "我奶奶上周六在菜市场摔了一跤，右手腕骨折，现在打着石膏",
        unit("手腕", "骨折"),
    ),
    # a weekly routine told in Chinese, then in English: one memory, confirmed
    case(
        "v42-zh-costco-sunday-run-then-english",
        "zh",
        [
            (14, "我们家每周日下午去Costco囤一次货"),
            (1, "We do a big Costco run every Sunday afternoon."),
        ],
        units(1, "Costco"),
        confirmed_twice("Costco"),
    ),
    # thanks, a sandstorm complaint and a question about snails store nothing
    case(
        "v42-zh-smalltalk-sandstorm-snail-shell",
        "zh",
        "哈哈哈谢谢你，学到了！今天又刮沙尘暴，出门吃了一嘴沙子，天都是黄的。问一下，蜗牛到底为什么要背着壳走啊？",
        nothing(),
    ),
    # Cantonese: thanks, a black rainstorm and a question about cats store nothing
    case(
        "v42-zh-yue-smalltalk-black-rain-cats-boxes",
        "zh",
        "唔該晒你呀！今朝掛咗黑雨，成條街水浸到膝頭，出街行兩步就成身濕晒。係呢，點解啲貓咁鍾意瞓紙皮箱㗎？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # Johannesburg, "Howzit! … here": name, age, job, suburb, a liking and the boyfriend's work, each its own memory,
    # his kept as his
    case(
        "v42-en-za-intro-sound-engineer-melville-trail-running-boyfriend-chef",
        "en",
        "Howzit! Thandiwe Mokoena here, 34, I'm a sound engineer at a community radio station in Braamfontein, I stay "
        "in Melville, I'm absolutely mad about trail running, and my boyfriend Sipho is a chef at a bistro in "
        "Parkhurst.",
        unit("Thandiwe", type="fact", fact=("name", "Thandiwe Mokoena")),
        unit("34", fact=("age", "34")),
        unit("sound engineer", type="fact"),
        unit("Melville"),
        unit("trail running", type="preference"),
        unit("chef", entity="boyfriend"),
        no_active("sound engineer", "chef"),
        no_active("trail running", "Sipho"),
    ),
    # Mumbai, a formal letter ("I wish to place on record … I, …, aged … years, am presently employed as …") with the
    # wife's work: hers kept as hers
    case(
        "v42-en-in-formal-intro-larsen-toubro-thane-carnatic-wife-pathologist",
        "en",
        "Dear Sir/Madam, I wish to place on record my details for your reference. I, Venkatesh Iyer, aged 47 years, am "
        "presently employed as Senior Manager - Treasury with Larsen & Toubro, Powai. I reside at Thane West. My wife, "
        "Dr. Lakshmi Iyer, is a consultant pathologist at Jupiter Hospital. I have a keen interest in Carnatic music. "
        "Warm regards, Venkatesh Iyer",
        unit("Venkatesh", type="fact", fact=("name", "Venkatesh Iyer")),
        unit("47", fact=("age", "47")),
        unit("Larsen & Toubro", type="fact"),
        unit("Thane"),
        unit("Carnatic", type="preference"),
        unit("pathologist", entity="wife"),
        no_active("Larsen", "pathologist"),
        no_active("Carnatic", "pathologist"),
    ),
    # Ireland: a yearly car insurance in euro raised, the new figure from the renewal letter without "insurance"
    case(
        "v42-en-ie-car-insurance-780-to-910-euro",
        "en",
        [
            (320, "Car insurance with Aviva is €780 a year for the Corolla"),
            (2, "Renewal letter landed this morning, €910! Daylight robbery, so it is"),
        ],
        unit("€910"),
        no_active("€780"),
        in_history("€780", now="€910"),
    ),
    # Northern Ontario: a monthly hydro bill up, the attribute's word in both messages
    case(
        "v42-en-ca-hydro-bill-140-to-185",
        "en",
        [
            (100, "Our hydro bill runs about $140 a month"),
            (2, "Hydro's up to $185 a month now that the AC is going full tilt, eh"),
        ],
        unit("$185"),
        no_active("$140"),
        in_history("$140", now="$185"),
    ),
    # Speyside: a shift pattern changed, the second message without "shift" ("Moved onto days … 7 till 3 now")
    case(
        "v42-en-sco-night-shift-to-days-distillery",
        "en",
        [
            (130, "Aye, I'm on the night shift at the distillery in Dufftown, 10pm till 6am"),
            (3, "Moved onto days at last, 7 till 3 now, feel human again"),
        ],
        unit("7 till 3"),
        no_active("10pm"),
        in_history("10pm", now="7 till 3"),
    ),
    # Lagos, Pidgin: a move that happened ("We don pack enter our new place for … since Saturday")
    case(
        "v42-en-ng-move-surulere-to-lekki-pidgin",
        "en",
        [
            (420, "I live in Surulere with my family"),
            (
                3,
                "We don pack enter our new place for Lekki Phase 1 since Saturday, the traffic from there na another "
                "matter sha",
            ),
        ],
        unit("Lekki"),
        no_active("Surulere"),
        in_history("Surulere", now="Lekki"),
    ),
    # Western Australia: a new employer, the old one not named again ("Finished up at the old job …")
    case(
        "v42-en-au-employer-bhp-to-fortescue",
        "en",
        [
            (250, "I'm a diesel fitter with BHP out at Port Hedland"),
            (3, "Finished up at the old job a fortnight ago, started with Fortescue on Monday, same FIFO roster"),
        ],
        unit("Fortescue"),
        no_active("BHP"),
        in_history("BHP", now="Fortescue"),
    ),
    # Ontario: an interview elsewhere with no answer yet: the employer stays, nothing waits
    case(
        "v42-en-ca-interview-toronto-while-at-peel",
        "en",
        [
            (230, "I'm a paramedic with Peel Region"),
            (
                1,
                "Had an interview with Toronto Paramedic Services on Tuesday, they said they'd let me know in a couple "
                "of weeks",
            ),
        ],
        unit("Peel"),
        no_pending(),
    ),
    # Tyneside: a weekly betting habit stopped ("Haven't put a bet on since Easter, I'm done with the bookies")
    case(
        "v42-en-uk-geordie-habit-saturday-bets-stopped",
        "en",
        [
            (90, "I have a flutter on the horses every Saturday, usually a tenner"),
            (2, "Haven't put a bet on since Easter, I'm done with the bookies for good, like"),
        ],
        no_active("tenner"),
        no_pending(),
    ),
    # US, lower-case texting: a liking beside a prohibition ("pls dont ever suggest anything w …")
    case(
        "v42-en-us-lowercase-pad-see-ew-no-mushrooms",
        "en",
        "ok so i could eat pad see ew every day of my life lol. but pls dont ever suggest anything w mushrooms, "
        "i cant do the texture",
        unit("pad see ew", type="preference"),
        unit("mushroom", type="prohibition"),
    ),
    # Nairobi: a goal on a date with the subject dropped ("Saving up for …, target is …")
    case(
        "v42-en-ke-goal-plot-ruiru-ksh-by-december-2026-no-subject",
        "en",
        "Saving up for a plot in Ruiru, target is KSh 1.2 million by December 2026",
        unit("KSh 1.2 million", "Ruiru", type="task"),
    ),
    # Texas: a decision ("we finally made up our minds — we're …")
    case(
        "v42-en-us-tx-decision-homeschool-cooper",
        "en",
        "Well y'all, we finally made up our minds: we're homeschooling Cooper starting this fall.",
        unit("homeschool", "Cooper", type="decision"),
    ),
    # Singapore: an appointment on a date and time whose date is put right in the same message ("Sorry ah, … is …")
    case(
        "v42-en-sg-appointment-polyclinic-date-corrected-same-breath",
        "en",
        "My dental appointment at Bedok Polyclinic is 14 Dec, 3.15pm. Sorry ah, I check the SMS again, is 16 Dec, "
        "same time.",
        unit("Bedok", "16 Dec", "3.15"),
        no_active("14 Dec"),
    ),
    # Ireland: a daughter's allergy corrected days later without the old food ("I got that wrong … it's mango …")
    case(
        "v42-en-ie-correction-daughter-allergy-days-later-without-old",
        "en",
        [
            (7, "My daughter Aoife is allergic to kiwi, she came out in hives last summer"),
            (1, "Sorry, I got that wrong the other day, it's mango Aoife's allergic to"),
        ],
        unit("mango", entity="daughter"),
        no_active("kiwi"),
    ),
    # London: something that happened to one's own person on a day ("Mum had her … op at … on Wednesday")
    case(
        "v42-en-uk-mum-cataract-moorfields-wednesday",
        "en",
        "Mum had her cataract op at Moorfields on Wednesday, right eye, all went fine",
        unit("cataract", "Moorfields"),
    ),
    # New Zealand: a reply that opens with the bare answer ("Vegan."), with a negation after it
    case(
        "v42-en-nz-bare-answer-vegan-no-honey",
        "en",
        "Vegan. Going on six years now, and no honey either before you ask.",
        unit("vegan"),
        unit("honey"),
    ),
    # a daily routine told in English, then in Chinese mixed with English: one memory, confirmed
    case(
        "v42-en-duolingo-spanish-bus-then-chinese",
        "en",
        [
            (15, "I do my Duolingo Spanish every morning on the bus"),
            (1, "我每天早上坐公交的时候都在Duolingo上学西班牙语"),
        ],
        units(1, "Duolingo"),
        confirmed_twice("Duolingo"),
    ),
    # US, lower-case: thanks, the cold and a question about a fruit's name store nothing
    case(
        "v42-en-us-lowercase-smalltalk-minus-20-pineapple",
        "en",
        "lol ok ty!! its like -20 out rn and the wind is brutal. wait why is it called a pineapple if its not a "
        "pine or an apple",
        nothing(),
    ),
]
