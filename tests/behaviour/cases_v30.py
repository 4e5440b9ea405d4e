"""v30 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a hydraulics engineer at 中联重科 who lives in
长沙星沙 and 就喜欢晚上跑到橘子洲拍星轨, voice-typed as one run-on with 呃 and 然后 for punctuation; a store
manager (當店長) at 誠品書店 in 台中北屯 who 下班最喜歡跟朋友約玩桌遊, in Taiwan's traditional characters after
跟你打個招呼～; a dolphin trainer 喺海洋公園 who 住喺馬灣 and 得閒最鍾意去打壁球, in Cantonese-flavoured written
Chinese with the age as 今年27; "Yuki" doing UX design at 理想汽车, base 南通, 最近超迷飞盘, in zh mixed with
English; a lower-case "ok so quick intro lol: im Yesenia" doing payroll for H-E-B in san antonio who has
"gotten super into crocheting amigurumi"; a British veterinary nurse at Vets4Pets in Bridlington, "an
absolute sucker for wild swimming"; an Australian sparky with Ausgrid in Newcastle whose "big weekend
thing" is spearfishing), other people's facts kept as theirs (a wife who is a 幼儿园园长 and whose 她 迷上了
尤克里里, a coworker 阿杰 from 四川 transferred to 西宁, a cat 汤圆 who died, a British best mate Kofi with a
jollof spot in Peckham who is a massive Crystal Palace fan), values changed days later, with and without
the attribute's word (年薪28万 → "一年能拿32万了", a 羅東 房租 9,800 → 10,500 in Taiwan's characters, 非布司他 40毫克
→ 加到80毫克, a Cantonese 粉嶺 → 數碼港 commute of 成個半鐘 → "廿五分鐘就到" after the office moved to 火炭, a son
大一 → 大二, 霸王茶姬 → 茶百道, 231 lbs → "down to 219 as of this morning", a Canadian junior arborist → "got
made crew lead"), moves that happened (新房交了…搬到清远了; "We completed on the house in Hitchin … and we've
moved in") and one only urged by a wife (老婆老劝我搬去秦皇岛…我还没拿定主意), a habit ended ("I've given up
hot yoga"), negations that must keep their meaning (我不喝酒，一口都不碰; "I'm not on any social media"),
preferences beside prohibitions (相声 / 别再给我推脱口秀了; Scandi noir / "never suggest reality TV to me"),
corrections in the same breath (牙套回診 2:40，啊不對，是3:10 in Taiwan's characters; "lands at Gatwick … —
wait, no, it's Stansted") and days later (a Cantonese 阿爸's birthday 9月2號 → 9月22號), a job corrected with
"not" (我是检验科的技师，不是医生; an Indian "I am dialysis technician, not lab technician"), plans abandoned
(法考今年不考了; "dropped out of the Broad Street Run"), a decision (a Canadian cedar fence, "not chain-link"), a
goal on a date (a first century ride by the end of August), a motorbike sold and replaced (a Yamaha MT-07 →
a Triumph Trident 660, sold on Gumtree), one statement told once in each language (German vocabulary on
Anki every night) and small talk, thanks and questions that store nothing (糖炒栗子 in the fridge, reheating
rice twice).
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

CASES_V30 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts voice-typed as one run-on (呃, 然后 in place of punctuation): a name, an age, an employer,
    # a job, a district, a liking; the name and the liking are separate memories
    case(
        "v30-zh-runon-intro-zoomlion-xingsha-star-trails",
        "zh",
        "呃我叫葛俊豪然后今年34岁然后在中联重科做液压工程师住在长沙星沙那边平时就喜欢晚上跑到橘子洲拍星轨",
        unit("葛俊豪", type="fact", fact=("name", "葛俊豪")),
        unit("34", fact=("age", "34")),
        unit("中联重科", type="fact"),
        unit("液压工程师"),
        unit("星沙"),
        unit("星轨", type="preference"),
        no_active("葛俊豪", "星轨"),
    ),
    # several facts in Taiwan's traditional characters after 跟你打個招呼～, the job as 當店長, a liking as
    # 下班最喜歡…
    case(
        "v30-zh-tw-intro-eslite-beitun-board-games",
        "zh",
        "跟你打個招呼～我是詹雅婷，31歲，在誠品書店當店長，住台中北屯，下班最喜歡跟朋友約玩桌遊",
        unit("詹雅婷", type="fact", fact=("name", "詹雅婷")),
        unit("31", fact=("age", "31")),
        unit("誠品", type="fact"),
        unit("店長"),
        unit("北屯"),
        unit("桌遊", type="preference"),
        no_active("詹雅婷", "桌遊"),
    ),
    # several facts in Cantonese-flavoured written Chinese (今年27 without 歲, 喺…做, 住喺, 得閒最鍾意…)
    case(
        "v30-zh-yue-intro-ocean-park-ma-wan-squash",
        "zh",
        "Hi 你好呀，我叫梁凱晴，今年27，喺海洋公園做海豚訓練員，住喺馬灣，得閒最鍾意去打壁球",
        unit("梁凱晴", type="fact", fact=("name", "梁凱晴")),
        unit("27", fact=("age", "27")),
        unit("海洋公園", type="fact"),
        unit("訓練員"),
        unit("馬灣"),
        unit("壁球", type="preference"),
        no_active("梁凱晴", "壁球"),
    ),
    # several facts in zh mixed with English (做 UX designer, base 南通, 超迷), the age a bare number
    case(
        "v30-zh-mixed-intro-li-auto-nantong-frisbee",
        "zh",
        "嗨，我是Yuki，29，在理想汽车做 UX designer，base 南通，最近超迷飞盘",
        unit("Yuki", type="fact", fact=("name", "Yuki")),
        unit("29", fact=("age", "29")),
        unit("理想汽车", type="fact"),
        unit("UX designer"),
        unit("南通"),
        unit("飞盘", type="preference"),
        no_active("Yuki", "飞盘"),
    ),
    # a wife's job and, after 她, her new pastime: both hers
    case(
        "v30-zh-wife-kindergarten-head-ukulele",
        "zh",
        "我老婆是幼儿园园长，她最近迷上了弹尤克里里，天天晚上在家练",
        unit("园长", entity="wife"),
        unit("尤克里里", entity="wife"),
    ),
    # a named coworker's home province and his transfer: both his
    case(
        "v30-zh-coworker-ajie-sichuan-xining",
        "zh",
        "我同事阿杰是四川人，下个月要调去西宁分公司当区域经理",
        # (a named coworker is the entity by his name: the suite's convention)
        unit("四川", entity="阿杰"),
        unit("西宁", entity="阿杰"),
    ),
    # a cat that died (…前天走了): one memory about her, not a contradiction waiting for the person
    case(
        "v30-zh-cat-tangyuan-died",
        "zh",
        [
            (400, "我养了一只橘猫，叫汤圆"),
            (2, "汤圆前天走了，肾衰竭，陪了我十一年"),
        ],
        units(1, "汤圆"),
        no_pending(),
    ),
    # a yearly pay raised, the new figure said without 年薪 (今年调完薪，一年能拿…了)
    case(
        "v30-zh-pay-design-institute-no-word",
        "zh",
        [
            (200, "我在设计院上班，年薪28万"),
            (3, "今年调完薪，一年能拿32万了"),
        ],
        unit("32万"),
        no_active("28万"),
        in_history("28万", now="32万"),
    ),
    # a rent raised, said with 房租, in Taiwan's traditional characters with a comma in the figures
    case(
        "v30-zh-tw-rent-luodong-raised",
        "zh",
        [
            (250, "我在宜蘭羅東租了一間透天的二樓，房租一個月9,800"),
            (2, "這個月起房租漲到10,500了，房東說地價稅變高"),
        ],
        unit("10,500"),
        no_active("9,800"),
        in_history("9,800", now="10,500"),
    ),
    # a daily dose raised by the doctor (医生让我…加到…)
    case(
        "v30-zh-febuxostat-dose-raised",
        "zh",
        [
            (90, "我每天早上吃一片非布司他，40毫克"),
            (2, "复查指标还是偏高，医生让我非布司他加到80毫克"),
        ],
        unit("非布司他", "80"),
        no_active("非布司他", "40"),
        in_history("40", now="80"),
    ),
    # a Cantonese commute cut after the office moved, the new one said without 單程 (而家…廿五分鐘就到)
    case(
        "v30-zh-yue-commute-fanling-fotan-no-word",
        "zh",
        [
            (180, "我由粉嶺返數碼港返工，單程成個半鐘"),
            (2, "公司搬咗去火炭，而家坐火車廿五分鐘就到"),
        ],
        unit("廿五分鐘"),
        no_active("個半鐘"),
        in_history("個半鐘", now="廿五分鐘"),
    ),
    # a son's university year moved up (开学儿子就大二了): it stays his
    case(
        "v30-zh-son-university-year-one-to-two",
        "zh",
        [
            (320, "我儿子在华中农业大学读大一"),
            (2, "开学儿子就大二了，开始忙着考四六级"),
        ],
        unit("大二", entity="son"),
        no_active("大一"),
        in_history("大一", now="大二"),
    ),
    # an employer changed, the old one not named again (上个月跳槽了，现在在…)
    case(
        "v30-zh-employer-chagee-to-chabaidao",
        "zh",
        [
            (260, "我在霸王茶姬总部做门店运营"),
            (3, "上个月跳槽了，现在在茶百道做运营"),
        ],
        unit("茶百道"),
        no_active("霸王茶姬"),
        in_history("霸王茶姬", now="茶百道"),
    ),
    # a move that happened (新房交了，…全家已经搬到…了), the old district not named again
    case(
        "v30-zh-move-done-shunde-to-qingyuan",
        "zh",
        [
            (300, "我家住在佛山顺德"),
            (2, "新房交了，上周末全家已经搬到清远了"),
        ],
        unit("清远"),
        no_active("顺德"),
        in_history("顺德", now="清远"),
    ),
    # a move only urged by someone else (老婆老劝我搬去…，我还没拿定主意) moves nobody
    case(
        "v30-zh-move-urged-tiexi-qinhuangdao",
        "zh",
        [
            (150, "我住在沈阳铁西"),
            (1, "我老婆老劝我搬去秦皇岛，说那边空气好，我还没拿定主意"),
        ],
        unit("铁西"),
        no_pending(),
    ),
    # a negation kept with its 不 (我不喝酒，一口都不碰)
    case(
        "v30-zh-negation-no-alcohol",
        "zh",
        "我不喝酒，一口都不碰，应酬的时候都是以茶代酒",
        unit("不", "酒"),
    ),
    # a listening preference beside a prohibition (爱听相声… / 别再给我推脱口秀了)
    case(
        "v30-zh-crosstalk-no-talk-shows",
        "zh",
        "我平时爱听相声，老郭那种，别再给我推脱口秀了，真听不进去",
        unit("相声", type="preference"),
        unit("脱口秀", type="prohibition"),
    ),
    # an appointment time taken back in the same breath, in Taiwan's traditional characters (啊不對，是…)
    case(
        "v30-zh-tw-correction-braces-time-same-breath",
        "zh",
        "我女兒的牙套回診約在禮拜四下午2:40，啊不對，是3:10",
        unit("3:10"),
        no_active("2:40"),
    ),
    # a father's birthday put right days later in Cantonese (我上次講錯咗，…先啱)
    case(
        "v30-zh-yue-correction-father-birthday-later",
        "zh",
        [
            (9, "我阿爸生日係9月2號"),
            (1, "唔好意思，我上次講錯咗，阿爸生日係9月22號先啱"),
        ],
        unit("9月22", entity="father"),
        no_active("9月2號"),
    ),
    # an exam plan abandoned (法考今年不考了): one memory about it, nothing waits for the person
    case(
        "v30-zh-law-exam-dropped",
        "zh",
        [
            (80, "我报了今年9月的法考"),
            (2, "法考今年不考了，孩子太小，实在没精力复习"),
        ],
        units(1, "法考"),
        no_pending(),
    ),
    # a job put right days later with 不是 (…，我是检验科的技师，不是医生): the job memory holds the new one
    case(
        "v30-zh-correction-lab-tech-not-doctor",
        "zh",
        [
            (15, "我在县人民医院当医生"),
            (1, "我前几天说得不对，我是检验科的技师，不是医生"),
        ],
        unit("技师"),
        in_history("医生", now="技师"),
        no_pending(),
    ),
    # a study habit told in Chinese, then in English: one memory, confirmed
    case(
        "v30-zh-anki-german-then-english",
        "zh",
        [
            (10, "我每天睡前用Anki背半小时德语单词"),
            (1, "Every night before bed I spend half an hour on Anki drilling German vocab"),
        ],
        confirmed_twice("Anki"),
    ),
    # laughter, thanks and a question about chestnuts store nothing
    case(
        "v30-zh-smalltalk-thanks-chestnuts",
        "zh",
        "哈哈哈笑死，行吧那先这样，谢啦～对了，糖炒栗子吃不完能放冰箱吗？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case ("ok so quick intro lol: im X", "super into"): a name, an age, a job, an
    # employer, a city, a liking; the name and the liking are separate memories
    case(
        "v30-en-us-lowercase-intro-heb-san-antonio-amigurumi",
        "en",
        "ok so quick intro lol: im Yesenia, 27, i do payroll for H-E-B in san antonio and "
        "i've gotten super into crocheting amigurumi lately",
        unit("Yesenia", type="fact", fact=("name", "Yesenia")),
        unit("27", fact=("age", "27")),
        unit("payroll"),
        unit("H-E-B", type="fact"),
        unit("san antonio"),
        unit("amigurumi", type="preference"),
        no_active("Yesenia", "amigurumi"),
    ),
    # several facts in British English ("Hiya!", the job and employer without "I work as"), a liking as
    # "an absolute sucker for"
    case(
        "v30-en-uk-intro-vets4pets-bridlington-wild-swimming",
        "en",
        "Hiya! Gemma Hollis, 38, veterinary nurse at Vets4Pets in Bridlington, and I'm an absolute sucker "
        "for wild swimming, any weather.",
        unit("Gemma Hollis", type="fact", fact=("name", "Gemma Hollis")),
        unit("38", fact=("age", "38")),
        unit("veterinary nurse"),
        unit("Vets4Pets", type="fact"),
        unit("Bridlington"),
        unit("wild swimming", type="preference"),
        no_active("Gemma", "wild swimming"),
    ),
    # several facts in Australian English ("G'day, X here", a sparky with …), a liking as "my big weekend thing"
    case(
        "v30-en-au-intro-ausgrid-newcastle-spearfishing",
        "en",
        "G'day, Jarrah Whitford here, 31 — I'm a sparky with Ausgrid, live in Newcastle, and spearfishing's "
        "my big weekend thing.",
        unit("Jarrah Whitford", type="fact", fact=("name", "Jarrah Whitford")),
        unit("31", fact=("age", "31")),
        unit("Ausgrid", type="fact"),
        unit("Newcastle"),
        unit("spearfishing", type="preference"),
        no_active("Jarrah", "spearfishing"),
    ),
    # a named British best mate's new business and, after "he", his football club: both his
    case(
        "v30-en-uk-mate-kofi-jollof-crystal-palace",
        "en",
        "My best mate Kofi's just opened a jollof spot in Peckham, and he's a massive Crystal Palace fan",
        # (a named friend is the entity by his name: the suite's convention)
        unit("jollof", entity="Kofi"),
        unit("Crystal Palace", entity="Kofi"),
    ),
    # a weight in lbs, the new one said without "weigh" or "lbs" ("down to … as of this morning")
    case(
        "v30-en-us-weight-lbs-no-word",
        "en",
        [
            (80, "I weigh 231 lbs right now, my doctor wants me under 200"),
            (2, "down to 219 as of this morning, the walking is working"),
        ],
        unit("219"),
        no_active("231"),
        in_history("231", now="219"),
    ),
    # a Canadian job title raised ("got made crew lead …, so that's my title now, eh")
    case(
        "v30-en-ca-arborist-to-crew-lead",
        "en",
        [
            (250, "I'm a junior arborist with the City of Kelowna"),
            (3, "got made crew lead last week, so that's my title now, eh"),
        ],
        unit("crew lead"),
        no_active("junior arborist"),
        in_history("junior arborist", now="crew lead"),
    ),
    # a British move that happened ("We completed on the house in … and we've moved in")
    case(
        "v30-en-uk-move-done-stevenage-to-hitchin",
        "en",
        [
            (300, "I live in Stevenage"),
            (2, "We completed on the house in Hitchin on Friday and we've moved in, boxes everywhere"),
        ],
        unit("Hitchin"),
        no_active("Stevenage"),
        in_history("Stevenage", now="Hitchin"),
    ),
    # a morning habit ended ("I've given up …"): one memory about it
    case(
        "v30-en-us-hot-yoga-given-up",
        "en",
        [
            (90, "I do hot yoga four mornings a week before work"),
            (2, "I've given up hot yoga, my shoulder just couldn't take it anymore"),
        ],
        units(1, "hot yoga"),
    ),
    # a British negation that keeps its "not" ("I'm not on any social media")
    case(
        "v30-en-uk-negation-no-social-media",
        "en",
        "I'm not on any social media — no Facebook, no Instagram, nothing",
        unit("not", "social media"),
    ),
    # a British TV preference beside a prohibition ("never suggest … to me")
    case(
        "v30-en-uk-scandi-noir-no-reality-tv",
        "en",
        "Love a bit of Scandi noir on the telly, but never suggest reality TV to me",
        unit("Scandi noir", type="preference"),
        unit("reality", type="prohibition"),
    ),
    # an airport taken back in the same breath ("— wait, no, it's …")
    case(
        "v30-en-uk-correction-airport-same-breath",
        "en",
        "My flight back from Kraków lands at Gatwick at 6:40 on Sunday — wait, no, it's Stansted",
        unit("Stansted"),
        no_active("Gatwick"),
    ),
    # a race plan abandoned ("dropped out of …"): one memory about it, nothing waits for the person
    case(
        "v30-en-us-broad-street-run-dropped",
        "en",
        [
            (50, "I'm registered for the Broad Street Run in May"),
            (2, "dropped out of the Broad Street Run, my knee's just not having it"),
        ],
        units(1, "Broad Street"),
        no_pending(),
    ),
    # an Indian-English job put right days later with "not" ("Small correction: I am X, not Y")
    case(
        "v30-en-in-correction-dialysis-not-lab-technician",
        "en",
        [
            (14, "I am working as lab technician in Apollo Hospitals, Vizag"),
            (1, "Small correction: I am dialysis technician, not lab technician"),
        ],
        unit("dialysis technician"),
        in_history("lab technician", now="dialysis technician"),
        no_pending(),
    ),
    # an Australian motorbike sold and replaced ("Sold the … on Gumtree, I'm on a … now")
    case(
        "v30-en-au-motorbike-mt07-sold-trident",
        "en",
        [
            (300, "I ride a Yamaha MT-07"),
            (2, "Sold the MT-07 on Gumtree, I'm on a Triumph Trident 660 now"),
        ],
        unit("Trident"),
        in_history("MT-07", now="Trident"),
    ),
    # a Canadian home decision with a "not" inside it ("it's settled — we're going with …, not …")
    case(
        "v30-en-ca-decision-cedar-fence",
        "en",
        "Okay, it's settled — we're going with the cedar fence, not chain-link",
        unit("cedar", type="decision"),
    ),
    # an American goal on a date ("I want to finish my first … by the end of August")
    case(
        "v30-en-us-goal-century-ride-august",
        "en",
        "I want to finish my first century ride, a hundred miles, by the end of August",
        # (a goal is the vocabulary's "task" type)
        unit("century", type="task"),
    ),
    # Australian thanks and a food-safety question store nothing
    case(
        "v30-en-au-thanks-question-reheat-rice",
        "en",
        "haha fair enough. thanks heaps! oh quick one — is it safe to reheat rice twice?",
        nothing(),
    ),
]
