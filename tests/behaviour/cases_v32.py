"""v32 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a silicon-wafer process engineer at 隆基 who
lives in 西咸新区 and 平时最爱做手工皂, after 我先说说我自己哈：; a China Airlines ground-staff member (在華航當地勤)
who lives in 苗栗頭份 and 放假最愛上阿里山拍雲海, in Taiwan's traditional characters after 哈囉～我來簡單講一下; a
technical officer 喺渠務署 who 住喺調景嶺 and 放工最鍾意砌樂高, in Cantonese-flavoured written Chinese with the age as
今年35; "Ivy" doing user operations at 极氪, base 宁波杭州湾, 最近疯狂迷上了 bachata, in zh mixed with English; a
lower-case "ok hi so im Dashiell Okafor" driving a forklift at the Home Depot distribution center in fort worth
who has "been super into geocaching lately"; an Indian "Myself Kavya Raghunathan, 33 years," Process Lead with UST
at Thiruvananthapuram, "very much fond of solving sudoku"), other people's facts kept as theirs (a wife called
媳妇儿 who teaches 地理 and whose 她 takes 古筝 lessons, a Cantonese 我個friend阿詠 posted to 曼谷 with 佢's cat, an
Irish "me da" retired off the buses in Tralee who races pigeons, a son 國小四年級 → 升五年級 in Taiwan's characters),
values changed days later, with and without the attribute's word (a warehouse keeper's 月薪四萬二 → "現在一個月四萬六"
in Taiwan's characters, a Cantonese 黃埔 租金$16,800 → 加租 $17,500, 硝苯地平 30毫克 → 60毫克, 昌平 → 亦庄 by metro
一个半小时 → 骑车十五分钟 after the office moved, a formal British £42,600 per annum → "Further to the annual pay
award, I now receive £45,900", a Singaporean common room in Bukit Batok S$950 → "Landlord say must increase
already, now S$1,100", an American 186 lbs → "doc's office had me at 179 today", a voice-typed shift supervisor at
Chipotle → "they made me general manager"), a move that happened (搬家公司…把最后一车东西拉走了…现在住在余姚) and one
only daydreamed of (a move to Savannah, "honestly it's just a daydream"), habits ended (生椰拿铁我已经不再喝了; an
Australian "I don't play the pokies any more"), negations that must keep their meaning (我不会开手动挡; "I can't
swim"), preferences beside prohibitions (淮扬菜 / 别再给我推荐川菜馆了; a British Sunday roast / "please never suggest
anything with blue cheese in it"), corrections in the same breath (看房 周六上午十点，呸呸说错了，是周日; an Irish
driving test "on Tuesday the 3rd — ah no, I tell a lie, it's Thursday the 5th") and days later (舅舅的告別式 5月9號
→ 5月19號 in Taiwan's characters; a dad's 70th October 7 → "oops I gave you the wrong date … October 17"), a plan
abandoned (五一 自驾去新疆, 年假没批下来), a decision (思前想后，我决定了：…把我爸妈从老家接过来), goals on a date
(a Cantonese 聖誕之前…跑完一次半馬; a Singaporean IPPT gold before end March), one statement told once in each language
(ten minutes of Headspace before bed; the week planned in Notion on Sunday nights), forget requests said in chat
(焦虑症那个事你把它忘了吧 with a job kept; "Actually, please forget our Wi-Fi password" with a job kept) and small talk,
thanks and questions that store nothing (蒸鸡蛋羹 without 蜂窝, freezing avocado).
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

CASES_V32 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 我先说说我自己哈：, a name, an age, an employer, a job, a district, a liking as 平时最爱…;
    # the name and the liking are separate memories
    case(
        "v32-zh-intro-longi-xixian-handmade-soap",
        "zh",
        "我先说说我自己哈：我叫裘嘉禾，29岁，在隆基做硅片工艺工程师，住在西咸新区，平时最爱做手工皂",
        unit("裘嘉禾", type="fact", fact=("name", "裘嘉禾")),
        unit("29", fact=("age", "29")),
        unit("隆基", type="fact"),
        unit("工艺工程师"),
        unit("西咸"),
        unit("手工皂", type="preference"),
        no_active("裘嘉禾", "手工皂"),
    ),
    # several facts in Taiwan's traditional characters after 哈囉～我來簡單講一下, the job as 在…當地勤, a liking as
    # 放假最愛…
    case(
        "v32-zh-tw-intro-china-airlines-toufen-sea-of-clouds",
        "zh",
        "哈囉～我來簡單講一下，我是溫芷晴，31歲，在華航當地勤，住苗栗頭份，放假最愛上阿里山拍雲海",
        unit("溫芷晴", type="fact", fact=("name", "溫芷晴")),
        unit("31", fact=("age", "31")),
        unit("華航", type="fact"),
        unit("地勤"),
        unit("頭份"),
        unit("雲海", type="preference"),
        no_active("溫芷晴", "雲海"),
    ),
    # several facts in Cantonese-flavoured written Chinese (今年35 without 歲, 喺…做…, 住喺…, 放工最鍾意…)
    case(
        "v32-zh-yue-intro-drainage-tiu-keng-leng-lego",
        "zh",
        "我叫麥卓軒，今年35，喺渠務署做技術主任，住喺調景嶺，放工最鍾意砌樂高",
        unit("麥卓軒", type="fact", fact=("name", "麥卓軒")),
        unit("35", fact=("age", "35")),
        unit("渠務署", type="fact"),
        unit("技術主任"),
        unit("調景嶺"),
        unit("樂高", type="preference"),
        no_active("麥卓軒", "樂高"),
    ),
    # several facts in zh mixed with English (做用户运营, base 宁波杭州湾, 疯狂迷上了 bachata), the age a bare number
    case(
        "v32-zh-mixed-intro-zeekr-hangzhou-bay-bachata",
        "zh",
        "hi～我是Ivy，27，在极氪做用户运营，base 宁波杭州湾，最近疯狂迷上了 bachata",
        unit("Ivy", type="fact", fact=("name", "Ivy")),
        unit("27", fact=("age", "27")),
        unit("极氪", type="fact"),
        unit("用户运营"),
        unit("杭州湾"),
        unit("bachata", type="preference"),
        no_active("Ivy", "bachata"),
    ),
    # a wife called 媳妇儿, her job and, after 她, her weekend lessons: both hers
    case(
        "v32-zh-wife-geography-teacher-guzheng",
        "zh",
        "我媳妇儿是中学地理老师，她每个周末都雷打不动去上古筝课",
        unit("地理", entity="wife"),
        unit("古筝", entity="wife"),
    ),
    # a friend named in Cantonese mixed with English (我個friend阿詠), posted abroad, 佢 taking the cat: it is his
    case(
        "v32-zh-yue-friend-ah-wing-posted-to-bangkok",
        "zh",
        "我個friend阿詠下個月調去曼谷分公司，佢仲話要帶埋隻貓過去",
        # (a named friend is the entity by the name: the suite's convention)
        unit("曼谷", entity="阿詠"),
        units(1, "曼谷"),
    ),
    # a monthly pay raised, in Taiwan's traditional characters, the new figure said without 月薪 or 薪
    case(
        "v32-zh-tw-pay-warehouse-no-word",
        "zh",
        [
            (150, "我在物流公司當倉管，月薪四萬二"),
            (3, "老闆這個月幫大家調了一下，現在一個月四萬六"),
        ],
        unit("四萬六"),
        no_active("四萬二"),
        in_history("四萬二", now="四萬六"),
    ),
    # a Cantonese rent raised by the landlord (業主話要加租，而家每個月要交…), the figures with $ and a comma
    case(
        "v32-zh-yue-rent-whampoa-raised",
        "zh",
        [
            (220, "我喺黃埔租咗個兩房單位，每個月租金$16,800"),
            (2, "業主話要加租，而家每個月要交$17,500"),
        ],
        unit("17,500"),
        no_active("16,800"),
        in_history("16,800", now="17,500"),
    ),
    # a daily dose doubled by the doctor (医生让我改成…), the drug named again
    case(
        "v32-zh-nifedipine-dose-doubled",
        "zh",
        [
            (100, "我每天早上吃一片硝苯地平控释片，30毫克"),
            (2, "上周复查血压还是高，医生让我把硝苯地平改成60毫克了"),
        ],
        unit("硝苯地平", "60"),
        no_active("硝苯地平", "30"),
        in_history("30毫克", now="60毫克"),
    ),
    # a commute shortened because the office moved, the new one said without 单程 or 上班 (…骑车十五分钟就到)
    case(
        "v32-zh-commute-changping-office-moved",
        "zh",
        [
            (170, "我住昌平，每天去亦庄上班，坐地铁单程一个半小时"),
            (2, "公司整体搬到昌平科技园了，现在骑车十五分钟就到"),
        ],
        unit("十五分钟"),
        no_active("一个半小时"),
        unit("昌平"),
    ),
    # a son's school year moved up, in Taiwan's traditional characters (兒子開學升五年級了): it stays his
    case(
        "v32-zh-tw-son-grade-four-to-five",
        "zh",
        [
            (320, "我兒子在讀國小四年級，下課都去安親班"),
            (2, "兒子開學升五年級了，還換了新的班導"),
        ],
        unit("五年級", entity="son"),
        no_active("四年級"),
        in_history("四年級", now="五年級"),
    ),
    # a move that happened (搬家公司…把最后一车东西拉走了，我们现在住在…), the old town not named again
    case(
        "v32-zh-move-done-zhuji-to-yuyao",
        "zh",
        [
            (260, "我家住在诸暨"),
            (2, "搬家公司昨天把最后一车东西拉走了，我们现在住在余姚"),
        ],
        unit("余姚"),
        no_active("诸暨"),
        in_history("诸暨", now="余姚"),
    ),
    # a daily drink given up (…我已经不再喝了): one memory about it
    case(
        "v32-zh-coconut-latte-stopped",
        "zh",
        [
            (90, "我每天中午都要来一杯生椰拿铁"),
            (2, "生椰拿铁我已经不再喝了，太甜了，体检血糖还偏高"),
        ],
        units(1, "生椰拿铁"),
        no_pending(),
    ),
    # a negation kept with its 不 (我不会开手动挡)
    case(
        "v32-zh-negation-cannot-drive-manual",
        "zh",
        "我不会开手动挡的车，驾照考的是C2",
        unit("不会", "手动挡"),
        unit("C2"),
    ),
    # a cuisine liked beside one not to be recommended again (最爱淮扬菜 / 别再给我推荐川菜馆了)
    case(
        "v32-zh-huaiyang-food-no-sichuan",
        "zh",
        "我口味偏清淡，最爱淮扬菜，别再给我推荐川菜馆了",
        unit("淮扬菜", type="preference"),
        unit("川菜", type="prohibition"),
    ),
    # a viewing day taken back in the same breath (呸呸说错了，是…)
    case(
        "v32-zh-correction-flat-viewing-same-breath",
        "zh",
        "我约了周六上午十点去看房，呸呸说错了，是周日上午十点",
        unit("周日", "看房"),
        no_active("周六"),
    ),
    # an uncle's funeral date put right days later, in Taiwan's traditional characters (我前幾天講的日期不對，…是…)
    case(
        "v32-zh-tw-correction-uncle-funeral-later",
        "zh",
        [
            (9, "我舅舅的告別式訂在5月9號，在第二殯儀館"),
            (1, "抱歉，我前幾天講的日期不對，舅舅的告別式是5月19號"),
        ],
        unit("5月19"),
        no_active("5月9"),
    ),
    # a road trip abandoned (…那趟不去了，年假没批下来): one memory about it, nothing waits
    case(
        "v32-zh-xinjiang-road-trip-abandoned",
        "zh",
        [
            (40, "我们打算五一开车去新疆自驾"),
            (2, "新疆那趟不去了，年假没批下来"),
        ],
        units(1, "新疆"),
        no_pending(),
    ),
    # a decision (思前想后，我决定了：…)
    case(
        "v32-zh-decision-parents-move-in",
        "zh",
        "思前想后，我决定了：今年秋天把我爸妈从老家接过来，跟我们一起住",
        unit("一起住", type="decision"),
    ),
    # a Cantonese goal on a date (今年聖誕之前我一定要…)
    case(
        "v32-zh-yue-goal-half-marathon-by-christmas",
        "zh",
        "今年聖誕之前我一定要跑完一次半馬，已經報咗名",
        # (a goal is the vocabulary's "task" type)
        unit("半馬", type="task"),
    ),
    # a bedtime routine told in Chinese, then in English: one memory, confirmed
    case(
        "v32-zh-headspace-then-english",
        "zh",
        [
            (8, "我每天晚上睡前用 Headspace 冥想十分钟"),
            (1, "I meditate with Headspace for ten minutes before bed every night"),
        ],
        confirmed_twice("Headspace"),
    ),
    # something private forgotten on request (…那个事你把它忘了吧): the job told in the same conversation stays
    case(
        "v32-zh-forget-anxiety-keep-job",
        "zh",
        [
            (30, "我在一家公立幼儿园当保育员"),
            (6, "我有轻度焦虑症，一直在吃药控制"),
            (1, "焦虑症那个事你把它忘了吧，不想被记着"),
        ],
        no_active("焦虑"),
        unit("保育员"),
    ),
    # a laugh, thanks and a cooking question store nothing
    case(
        "v32-zh-smalltalk-steamed-egg",
        "zh",
        "哈哈哈笑死，好的收到～话说蒸鸡蛋羹怎么才能不起蜂窝啊？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case ("ok hi so im X", "been super into … lately"); the name and the liking are
    # separate memories
    case(
        "v32-en-us-lowercase-intro-forklift-fort-worth-geocaching",
        "en",
        "ok hi so im Dashiell Okafor, 41, i drive a forklift at the Home Depot distribution center in fort worth "
        "and ive been super into geocaching lately",
        unit("Dashiell", type="fact", fact=("name", "Dashiell Okafor")),
        unit("41", fact=("age", "41")),
        unit("forklift"),
        unit("Home Depot", type="fact"),
        unit("fort worth"),
        unit("geocaching", type="preference"),
        no_active("Dashiell", "geocaching"),
    ),
    # several facts in Indian English ("Myself X, 33 years, presently working as … with … at …", "very much fond of")
    case(
        "v32-en-in-intro-myself-ust-trivandrum-sudoku",
        "en",
        "Myself Kavya Raghunathan, 33 years, presently working as Process Lead with UST at Thiruvananthapuram. "
        "In free time I am very much fond of solving sudoku.",
        unit("Kavya", type="fact", fact=("name", "Kavya Raghunathan")),
        unit("33", fact=("age", "33")),
        unit("Process Lead"),
        unit("UST"),
        unit("Thiruvananthapuram"),
        unit("sudoku", type="preference"),
        no_active("Kavya", "sudoku"),
    ),
    # an Irish father ("me da"), retired, and after "he" his pastime: both his
    case(
        "v32-en-ie-da-tralee-pigeon-racing",
        "en",
        "Me da's retired off the buses in Tralee and he's gone mad for the pigeons, races them every Sunday",
        unit("pigeon", entity="father"),
        unit("Tralee", entity="father"),
    ),
    # a formal British annual pay raised, the new figure said without "salary" ("Further to the annual pay award")
    case(
        "v32-en-uk-formal-pay-award-no-word",
        "en",
        [
            (200, "My salary is £42,600 per annum."),
            (3, "Further to the annual pay award, I now receive £45,900 per annum."),
        ],
        unit("45,900"),
        no_active("42,600"),
        in_history("42,600", now="45,900"),
    ),
    # a Singaporean room rent raised, the new figure said without "rent" ("Landlord say must increase already")
    case(
        "v32-en-sg-room-rent-bukit-batok-no-word",
        "en",
        [
            (150, "I'm renting one common room in Bukit Batok, S$950 a month"),
            (2, "Landlord say must increase already, now S$1,100 per month"),
        ],
        unit("1,100"),
        no_active("950"),
        in_history("950", now="1,100"),
    ),
    # an American weight in lbs, the new one said without "weigh" ("doc's office had me at …")
    case(
        "v32-en-us-weight-lbs-doctor-office",
        "en",
        [
            (60, "I'm at 186 lbs right now, trying to get under 175"),
            (2, "doc's office had me at 179 today, progress!"),
        ],
        unit("179"),
        no_active("186"),
        in_history("186", now="179"),
    ),
    # a job title raised, voice-typed as a run-on with "so um" ("they made me … at the same store")
    case(
        "v32-en-us-voice-shift-supervisor-to-general-manager",
        "en",
        [
            (300, "I'm a shift supervisor at Chipotle on Colfax"),
            (
                2,
                "so um good news they made me general manager at the same store last week so yeah I'm running "
                "the whole place now",
            ),
        ],
        unit("general manager"),
        no_active("shift supervisor"),
        in_history("shift supervisor", now="general manager"),
    ),
    # a move only daydreamed of ("I keep daydreaming about moving to …, but honestly it's just a daydream")
    case(
        "v32-en-us-move-daydream-chattanooga-savannah",
        "en",
        [
            (180, "I live in Chattanooga"),
            (1, "I keep daydreaming about moving to Savannah someday, but honestly it's just a daydream"),
        ],
        unit("Chattanooga"),
        no_pending(),
    ),
    # an Australian habit ended ("I don't play the pokies any more"): one memory about it
    case(
        "v32-en-au-pokies-stopped",
        "en",
        [
            (120, "I have a flutter on the pokies most Fridays after work"),
            (2, "I don't play the pokies any more, cancelled the card and deleted the app"),
        ],
        units(1, "pokies"),
        no_pending(),
    ),
    # a negation that keeps its meaning ("I can't swim"): nothing says the person can swim
    case(
        "v32-en-negation-cannot-swim",
        "en",
        "Just so you know, I can't swim — never learnt as a kid",
        unit("swim"),
        no_active("can swim"),
    ),
    # a British liking beside a prohibition ("please never suggest anything with … in it")
    case(
        "v32-en-uk-sunday-roast-no-blue-cheese",
        "en",
        "I do love a proper Sunday roast, but please never suggest anything with blue cheese in it",
        unit("Sunday roast", type="preference"),
        unit("blue cheese", type="prohibition"),
    ),
    # an Irish date taken back in the same breath ("— ah no, I tell a lie, it's …")
    case(
        "v32-en-ie-correction-driving-test-same-breath",
        "en",
        "Me driving test is on Tuesday the 3rd — ah no, I tell a lie, it's Thursday the 5th",
        unit("5th"),
        no_active("3rd"),
    ),
    # a father's party date put right days later ("oops I gave you the wrong date — …")
    case(
        "v32-en-us-correction-dad-party-later",
        "en",
        [
            (12, "My dad's 70th birthday party is October 7 at the VFW hall"),
            (1, "oops I gave you the wrong date — dad's party is October 17"),
        ],
        unit("October 17"),
        no_active("October 7"),
    ),
    # a Singaporean goal on a date ("I want to get … before end March")
    case(
        "v32-en-sg-goal-ippt-gold-end-march",
        "en",
        "I want to get my IPPT gold before end March, need the extra cash award",
        # (a goal is the vocabulary's "task" type)
        unit("IPPT", type="task"),
    ),
    # a planning routine told in English, then in Chinese: one memory, confirmed
    case(
        "v32-en-notion-weekly-plan-then-chinese",
        "en",
        [
            (10, "I plan my whole week in Notion every Sunday night"),
            (1, "我每个周日晚上都用 Notion 把下一周的计划排好"),
        ],
        confirmed_twice("Notion"),
    ),
    # a Wi-Fi password forgotten on request with a reason after it: the job stays
    case(
        "v32-en-uk-forget-wifi-password-keep-job",
        "en",
        [
            (15, "I'm a dental nurse at a practice in Cheltenham"),
            (4, "Our Wi-Fi password is tangerine-rocket-42"),
            (1, "Actually, please forget our Wi-Fi password, my landlord's changing it anyway"),
        ],
        no_active("tangerine"),
        unit("dental nurse"),
    ),
    # Australian thanks and a kitchen question store nothing
    case(
        "v32-en-au-thanks-question-avocado",
        "en",
        "Legend, thanks heaps! Random one — can you freeze avocado or does it go all gross?",
        nothing(),
    ),
]
