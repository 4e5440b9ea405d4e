"""v31 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a gimbal structural engineer at 大疆 who
lives in 深圳西丽 and 平时就喜欢自己在家酿米酒, voice-typed as one run-on with 嗯 and 然后 for punctuation; a fresh-produce
team leader (當生鮮組長) at 家樂福 in 屏東潮州 who 放假最愛帶望遠鏡去賞鳥, in Taiwan's traditional characters after
哈囉～先自我介紹一下; an ambulanceman 喺消防處做救護員 who 住喺西環 and 得閒最鍾意去玩劍擊, in Cantonese-flavoured
written Chinese; "Momo" doing QA at 叠纸, base 苏州, 最近超沉迷 kendama, in zh mixed with English; a lower-case
"hey so quick thing, im Marisol Quintana" working as a respiratory therapist at Baylor Scott & White in waco
who is "kinda obsessed w birding lately"; a formal British "Good afternoon. My name is Alistair Penhaligon"
who is a conservation officer for the National Trust in Truro and a keen bell ringer), other people's
facts kept as theirs (a husband who is a 调度员 at the 地铁公司 and whose 他 goes 路亚 for 鲈鱼, a 发小阿鹏 with a
把子肉 shop in 济南 who is a 山东泰山 fan, an Irish partner Niamh who is a midwife at the Coombe and plays fiddle
at a trad session, a Singaporean colleague Wei Ling posted to the Jakarta office), values changed days later,
with and without the attribute's word (a 驾校 coach's 工资6300 → "现在一个月是7100" after a raise, 安博維 150毫克 →
調成300毫克 in Taiwan's characters, a Cantonese 副廚 → 升咗做主廚, a daughter's 大三 → 大四, a 番禺 → 珠江新城
drive of 一个钟头 → 坐地铁 四十分钟, an Australian Ballarat rent $480 → $525 a week, a Canadian 88 kg → "weighed
myself this morning: 84.2", an Indian Senior Associate → Assistant Manager at KPMG "itself"), moves that
happened (新家的钥匙拿到了…现在就住在湖州; a voice-typed Canadian "we got possession of the townhouse in guelph")
and one only thought about (想要不要搬去澎湖…只是想想, in Taiwan's characters), a habit ended (夜宵我已经不吃了),
negations that must keep their meaning (我不會騎機車 in Taiwan's characters; a Singaporean "I do not eat seafood at
all"), preferences beside prohibitions (谍战剧 / 别再给我推甜宠剧了; cozy mysteries / "please never recommend me any
romantasy"), corrections in the same breath (G1375 七点零五，哦不对，是七点二十五; an Australian flight to Bali "on
the 9th — nah, scratch that, it's the 11th") and days later (a 婆婆's 寿宴 10月12号 → 10月21号; a mum's hip
replacement March 3 → March 13), a plan abandoned (a road trip to Yellowstone scrapped), a decision (a British
"we've made our minds up" about a Cockapoo puppy), goals on a date (11月之前…CMA 两门都考过; a PADI Open Water
before Christmas), one statement told once in each language (a 20-minute Keep workout every morning), forget
requests said in chat (把我的鹦鹉忘掉吧 with a cat kept; 請把我的車牌號碼忘掉 in Taiwan's characters; "hey can you
forget my gate code") and small talk, thanks and questions that store nothing (粽子 boiling time, an Irish
teabag for a proper cuppa).
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

CASES_V31 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts voice-typed as one run-on (嗯, 然后 in place of punctuation): a name, an age, an employer,
    # a job, a district, a liking; the name and the liking are separate memories
    case(
        "v31-zh-runon-intro-dji-xili-rice-wine",
        "zh",
        "嗯我叫鄢思远然后今年33岁然后在大疆做云台结构工程师住在深圳西丽那边然后平时就喜欢自己在家酿米酒",
        unit("鄢思远", type="fact", fact=("name", "鄢思远")),
        unit("33", fact=("age", "33")),
        unit("大疆", type="fact"),
        unit("结构工程师"),
        unit("西丽"),
        unit("米酒", type="preference"),
        no_active("鄢思远", "米酒"),
    ),
    # several facts in Taiwan's traditional characters after 哈囉～先自我介紹一下, the job as 當…組長, a liking as
    # 放假最愛…
    case(
        "v31-zh-tw-intro-carrefour-chaozhou-birdwatching",
        "zh",
        "哈囉～先自我介紹一下，我是杜宥蓁，26歲，在家樂福當生鮮組長，住屏東潮州，放假最愛帶望遠鏡去賞鳥",
        unit("杜宥蓁", type="fact", fact=("name", "杜宥蓁")),
        unit("26", fact=("age", "26")),
        unit("家樂福", type="fact"),
        unit("組長"),
        unit("潮州"),
        unit("賞鳥", type="preference"),
        no_active("杜宥蓁", "賞鳥"),
    ),
    # several facts in Cantonese-flavoured written Chinese (我叫…，今年…歲，喺…做…，住喺…，得閒最鍾意…)
    case(
        "v31-zh-yue-intro-fire-services-sai-wan-fencing",
        "zh",
        "你好，我叫區浩賢，今年31歲，喺消防處做救護員，住喺西環，得閒最鍾意去玩劍擊",
        unit("區浩賢", type="fact", fact=("name", "區浩賢")),
        unit("31", fact=("age", "31")),
        unit("消防處", type="fact"),
        unit("救護員"),
        unit("西環"),
        unit("劍擊", type="preference"),
        no_active("區浩賢", "劍擊"),
    ),
    # several facts in zh mixed with English (做 QA, base 苏州, 超沉迷 kendama), the age a bare number
    case(
        "v31-zh-mixed-intro-papergames-suzhou-kendama",
        "zh",
        "hello～我是Momo，28，在叠纸做 QA，base 苏州，最近超沉迷 kendama",
        unit("Momo", type="fact", fact=("name", "Momo")),
        unit("28", fact=("age", "28")),
        unit("叠纸", type="fact"),
        unit("QA"),
        unit("苏州"),
        unit("kendama", type="preference"),
        no_active("Momo", "kendama"),
    ),
    # a husband's job and, after 他, his weekend pastime: both his
    case(
        "v31-zh-husband-metro-dispatcher-lure-fishing",
        "zh",
        "我老公在地铁公司当调度员，他每周六天不亮就出门去玩路亚钓鲈鱼",
        unit("调度员", entity="husband"),
        unit("鲈鱼", entity="husband"),
    ),
    # a childhood friend named (我发小阿鹏), his shop and, after 他, his football team: both his
    case(
        "v31-zh-friend-apeng-jinan-shop-taishan-fan",
        "zh",
        "我发小阿鹏在济南开了家把子肉快餐店，他是山东泰山的铁杆球迷，每个主场都去",
        # (a named friend is the entity by his name: the suite's convention)
        unit("把子肉", entity="阿鹏"),
        unit("泰山", entity="阿鹏"),
    ),
    # a monthly pay raised, the new figure said without 工资 (老板给我们涨了一波，现在一个月是…)
    case(
        "v31-zh-pay-driving-school-no-word",
        "zh",
        [
            (200, "我在驾校当教练，每个月工资6300"),
            (3, "老板给我们涨了一波，现在一个月是7100"),
        ],
        unit("7100"),
        no_active("6300"),
        in_history("6300", now="7100"),
    ),
    # a daily dose raised by the doctor, in Taiwan's traditional characters (醫生把…調成…)
    case(
        "v31-zh-tw-irbesartan-dose-raised",
        "zh",
        [
            (120, "我每天早上吃一顆安博維，150毫克，控制血壓"),
            (2, "回診的時候血壓還是偏高，醫生把安博維調成300毫克了"),
        ],
        unit("安博維", "300"),
        no_active("安博維", "150"),
        in_history("150", now="300"),
    ),
    # a Cantonese job title raised (上個月升咗做…), the employer kept
    case(
        "v31-zh-yue-sous-chef-to-head-chef",
        "zh",
        [
            (260, "我喺灣仔一間酒店做副廚"),
            (3, "上個月升咗做主廚，終於熬出頭"),
        ],
        unit("主廚"),
        no_active("副廚"),
        in_history("副廚", now="主廚"),
    ),
    # a daughter's university year moved up (女儿开学就大四了): it stays hers
    case(
        "v31-zh-daughter-nursing-year-three-to-four",
        "zh",
        [
            (330, "我女儿在南方医科大学读护理，现在大三"),
            (2, "女儿开学就大四了，下学期要去医院实习"),
        ],
        unit("大四", entity="daughter"),
        no_active("大三"),
        in_history("大三", now="大四"),
    ),
    # a commute shortened by a new way of getting there, the new one said without 单程 (现在改坐地铁了，…就到公司)
    case(
        "v31-zh-commute-panyu-car-to-metro",
        "zh",
        [
            (160, "我住番禺，每天开车去珠江新城上班，单程要一个钟头"),
            (2, "现在改坐地铁了，四十分钟就到公司，还不用找车位"),
        ],
        unit("四十分钟"),
        no_active("一个钟头"),
        in_history("一个钟头", now="四十分钟"),
    ),
    # a move that happened (新家的钥匙拿到了…现在就住在…), the old town not named again
    case(
        "v31-zh-move-done-tongxiang-to-huzhou",
        "zh",
        [
            (300, "我家住在嘉兴桐乡"),
            (2, "新家的钥匙拿到了，东西上周都拉过去了，现在就住在湖州"),
        ],
        unit("湖州"),
        no_active("桐乡"),
        in_history("桐乡", now="湖州"),
    ),
    # a move only thought about, in Taiwan's traditional characters (…要不要搬去…，但還沒決定，只是想想)
    case(
        "v31-zh-tw-move-thought-zuoying-penghu",
        "zh",
        [
            (200, "我住在高雄左營"),
            (1, "最近一直在想要不要搬去澎湖，但還沒決定，只是想想"),
        ],
        unit("左營"),
        no_pending(),
    ),
    # a late-night habit ended (夜宵我已经不吃了): one memory about it
    case(
        "v31-zh-late-night-snack-stopped",
        "zh",
        [
            (120, "我几乎每天晚上十一点都要点一顿夜宵"),
            (2, "夜宵我已经不吃了，上个月体检完就停了"),
        ],
        units(1, "夜宵"),
    ),
    # a negation kept with its 不, in Taiwan's traditional characters (我不會騎機車)
    case(
        "v31-zh-tw-negation-cannot-ride-scooter",
        "zh",
        "我不會騎機車，去哪裡都是搭公車或叫Uber",
        unit("不會", "機車"),
    ),
    # a viewing preference beside a prohibition (喜欢看谍战剧… / 别再给我推甜宠剧了)
    case(
        "v31-zh-spy-dramas-no-sweet-romance",
        "zh",
        "我喜欢看谍战剧，像《潜伏》那种，别再给我推甜宠剧了，看不下去",
        unit("谍战剧", type="preference"),
        unit("甜宠剧", type="prohibition"),
    ),
    # a departure time taken back in the same breath (哦不对，是…)
    case(
        "v31-zh-correction-train-time-same-breath",
        "zh",
        "我明天早上的高铁是G1375，七点零五发车，哦不对，是七点二十五",
        unit("七点二十五"),
        no_active("七点零五"),
    ),
    # a mother-in-law's birthday banquet date put right days later (我上次说错了，…是…)
    case(
        "v31-zh-correction-mother-in-law-banquet-later",
        "zh",
        [
            (8, "我婆婆10月12号过七十大寿，在酒楼订了十桌"),
            (1, "我上次说错了，婆婆的寿宴是10月21号"),
        ],
        unit("10月21"),
        no_active("10月12"),
    ),
    # a goal on a date, with an English exam name (11月之前我要把…考过)
    case(
        "v31-zh-goal-cma-by-november",
        "zh",
        "今年11月之前，我要把 CMA 两门都考过",
        # (a goal is the vocabulary's "task" type)
        unit("CMA", type="task"),
    ),
    # a workout routine told in Chinese, then in English: one memory, confirmed
    case(
        "v31-zh-keep-workout-then-english",
        "zh",
        [
            (9, "我每天早上用Keep跟练20分钟"),
            (1, "Every morning I do a 20-minute workout on Keep"),
        ],
        confirmed_twice("Keep"),
    ),
    # two pets named in one breath, then one forgotten on request (把我的鹦鹉忘掉吧): the other stays
    case(
        "v31-zh-forget-parrot-keep-cat",
        "zh",
        [
            (30, "我养了一只暹罗猫叫年年，还有一只玄凤鹦鹉叫布丁"),
            (1, "把我的鹦鹉忘掉吧"),
        ],
        no_active("布丁"),
        unit("年年"),
    ),
    # a plate number forgotten on request, in Taiwan's traditional characters (請把…忘掉，謝謝)
    case(
        "v31-zh-tw-forget-plate-number",
        "zh",
        [
            (20, "我在新竹科學園區上班"),
            (5, "我的車牌號碼是 BKN-5823"),
            (1, "請把我的車牌號碼忘掉，謝謝"),
        ],
        no_active("BKN-5823"),
        unit("新竹"),
    ),
    # thanks and a cooking question store nothing
    case(
        "v31-zh-smalltalk-thanks-zongzi",
        "zh",
        "好的好的，明白啦，谢谢你哈～对了，粽子一般要煮多久才熟啊？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case ("hey so quick thing, im X", "kinda obsessed w"): a name, an age, a job,
    # an employer, a city, a liking; the name and the liking are separate memories
    case(
        "v31-en-us-lowercase-intro-waco-birding",
        "en",
        "hey so quick thing, im Marisol Quintana, 34, i work as a respiratory therapist at Baylor Scott & White "
        "in waco and i'm kinda obsessed w birding lately",
        unit("Marisol", type="fact", fact=("name", "Marisol Quintana")),
        unit("34", fact=("age", "34")),
        unit("respiratory therapist"),
        unit("Baylor", type="fact"),
        unit("waco"),
        unit("birding", type="preference"),
        no_active("Marisol", "birding"),
    ),
    # several facts in formal British English ("Good afternoon. My name is …"), a liking as "a keen …"
    case(
        "v31-en-uk-formal-intro-national-trust-truro-bell-ringing",
        "en",
        "Good afternoon. My name is Alistair Penhaligon, I am 52, I work as a conservation officer for the "
        "National Trust in Truro, and I am a keen bell ringer at our parish church.",
        unit("Alistair Penhaligon", type="fact", fact=("name", "Alistair Penhaligon")),
        unit("52", fact=("age", "52")),
        unit("conservation officer"),
        unit("National Trust", type="fact"),
        unit("Truro"),
        unit("bell ringer", type="preference"),
        no_active("Alistair", "bell ringer"),
    ),
    # an Irish partner named, her job and, after "she", her music: both hers
    case(
        "v31-en-ie-partner-niamh-midwife-fiddle",
        "en",
        "My partner Niamh's a midwife in the Coombe, and she plays fiddle at a trad session on Camden Street "
        "every Thursday",
        # (a named partner is the entity by her name: the suite's convention)
        unit("midwife", entity="Niamh"),
        unit("fiddle", entity="Niamh"),
    ),
    # a Singaporean colleague named, posted abroad ("just got posted to our … office"): it is hers
    case(
        "v31-en-sg-colleague-wei-ling-jakarta",
        "en",
        "My colleague Wei Ling just got posted to our Jakarta office, she'll be heading the finance team there",
        unit("Jakarta", entity="Wei Ling"),
    ),
    # an Australian weekly rent raised by the agent, said with "rent"
    case(
        "v31-en-au-rent-ballarat-raised",
        "en",
        [
            (240, "Rent on my unit in Ballarat is $480 a week"),
            (2, "Real estate agent's just put the rent up to $525 a week, not thrilled"),
        ],
        unit("525"),
        no_active("480"),
        in_history("480", now="525"),
    ),
    # a Canadian weight in kg, the new one said without "weigh ... kg" ("weighed myself this morning: …")
    case(
        "v31-en-ca-weight-kg-no-unit",
        "en",
        [
            (90, "I'm at 88 kg right now, hoping to be under 80 by the summer"),
            (2, "weighed myself this morning: 84.2, slowly getting there"),
        ],
        unit("84.2"),
        no_active("88"),
        in_history("88", now="84.2"),
    ),
    # an Indian-English job title raised ("From this April I am … itself")
    case(
        "v31-en-in-kpmg-senior-associate-to-assistant-manager",
        "en",
        [
            (300, "I am working as Senior Associate in KPMG, Gurugram"),
            (3, "From this April I am Assistant Manager in KPMG itself, got promoted"),
        ],
        unit("Assistant Manager"),
        no_active("Senior Associate"),
        in_history("Senior Associate", now="Assistant Manager"),
    ),
    # a Canadian move that happened, voice-typed lower case ("so yeah we got possession of … um we're all moved in")
    case(
        "v31-en-ca-move-done-mississauga-to-guelph",
        "en",
        [
            (400, "I live in Mississauga"),
            (
                2,
                "so yeah we got possession of the townhouse in guelph on saturday and um we're all moved in now "
                "so thats home",
            ),
        ],
        unit("guelph"),
        no_active("Mississauga"),
        in_history("Mississauga", now="guelph"),
    ),
    # a Singaporean negation that keeps its "not" ("I do not eat seafood at all")
    case(
        "v31-en-sg-negation-no-seafood",
        "en",
        "I do not eat seafood at all, even the smell of prawns puts me off",
        unit("not", "seafood"),
    ),
    # an American reading preference beside a prohibition ("please never recommend me any …")
    case(
        "v31-en-us-cozy-mysteries-no-romantasy",
        "en",
        "I'm all about cozy mysteries, the Thursday Murder Club kind, but please never recommend me any romantasy",
        unit("cozy mysteries", type="preference"),
        unit("romantasy", type="prohibition"),
    ),
    # an Australian flight date taken back in the same breath ("— nah, scratch that, it's …")
    case(
        "v31-en-au-correction-bali-date-same-breath",
        "en",
        "My flight to Bali is on the 9th — nah, scratch that, it's the 11th",
        unit("11th"),
        no_active("9th"),
    ),
    # a mum's operation date put right days later ("Sorry, I got that wrong — Mum's … is actually …")
    case(
        "v31-en-uk-correction-mum-hip-replacement-later",
        "en",
        [
            (10, "My mum's hip replacement is booked for March 3"),
            (1, "Sorry, I got that wrong — Mum's hip replacement is actually March 13"),
        ],
        unit("March 13", entity="mother"),
        no_active("March 3"),
    ),
    # an American trip plan abandoned ("we scrapped the … trip"): one memory about it, nothing waits
    case(
        "v31-en-us-yellowstone-trip-scrapped",
        "en",
        [
            (45, "We're planning a road trip to Yellowstone in July"),
            (2, "we scrapped the Yellowstone trip, gas is just too expensive this year"),
        ],
        units(1, "Yellowstone"),
        no_pending(),
    ),
    # a British decision ("Right, we've made our minds up — we're getting …")
    case(
        "v31-en-uk-decision-cockapoo-puppy",
        "en",
        "Right, we've made our minds up — we're getting a Cockapoo puppy in the spring",
        unit("Cockapoo", type="decision"),
    ),
    # a New Zealand goal on a date ("I want to have my … done before Christmas")
    case(
        "v31-en-nz-goal-padi-before-christmas",
        "en",
        "I want to have my PADI Open Water done before Christmas, been putting it off for ages",
        # (a goal is the vocabulary's "task" type)
        unit("PADI", type="task"),
    ),
    # a gate code forgotten on request ("hey can you forget my gate code"): the job stays
    case(
        "v31-en-us-forget-gate-code",
        "en",
        [
            (20, "I work at Trader Joe's in Pasadena"),
            (6, "The gate code for my apartment complex is 4417"),
            (1, "hey can you forget my gate code"),
        ],
        no_active("4417"),
        unit("Trader Joe's"),
    ),
    # Irish thanks and a tea question store nothing
    case(
        "v31-en-ie-thanks-question-teabag",
        "en",
        "Grand so, cheers for that! Quick one — how long do you leave the teabag in for a proper cuppa?",
        nothing(),
    ),
]
