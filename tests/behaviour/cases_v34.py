"""v34 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a mould fitter at 格力 who lives in 斗门井岸 and 下了班
最爱跑去水库钓鲫鱼, after 先报个到哈：; a front-desk supervisor at 礁溪老爺酒店 who lives in 頭城 and 休假最愛去外澳玩飛行傘,
in Taiwan's traditional characters after 嗨～先跟你講一下我是誰：; a scientific officer 喺天文台 who 住喺荔枝角 and 得閒最鍾意
去攀石, in Cantonese-flavoured written Chinese after 等我報上名先：; a forklift driver at 双汇冷链 who lives in 漯河召陵区
and 就爱听豫剧, voice-typed as one run-on without punctuation; a lower-case "hiii ok so im Shayla Brookner" working the
window at dutch bros in medford who spends "way too much on junk journaling stuff"; a Kenyan "my names are Wanjiru
Kamau" with Equity Bank in Eldoret who tends avocado trees on the shamba), other people's facts kept as theirs (a 外公
who was a 轮机长 on ocean-going ships and now plays 门球, a Cantonese 家姐 who is a 牙醫 in 卡加利 with a 唐狗 called 豆沙,
an Australian father-in-law, a retired shearer past Dubbo who trains kelpies, an American southern husband hauling logs
for Weyerhaeuser who would go crappie fishin' every day, a Singaporean boss from Ipoh going on maternity leave, a Welsh
"Mam" retired from the Co-op in Carmarthen who joined a line dancing class, a Filipino bunso Grade 3 → Grade 4), values
changed days later, with and without the attribute's word (a KTV night waiter's 一小时16.5 → "现在19.5一个钟", a 車貸
14,600 → 9,800 after paying off principal, in Taiwan's characters, 一百六十八斤 → "今天早上上秤一百五十三了", 奥美拉唑
20毫克 → 40毫克 after a gastroscopy, 燕郊 → 国贸 by shuttle bus 两个小时 → 骑电动车十二分钟 after a branch office opened,
voice-typed, a senior researcher at 商汤 → staff researcher in zh mixed with English, a Cantonese 百佳 → 惠康, an iCloud+
plan 21块 → 68, a formal British £38,750 → £41,200 on a new contract, an Irish Phibsborough flat €1,380 → "€1,495 going
out of my account every month", a voice-typed American 4,200 → 11,500 steps a day since the puppy), a move that
happened (雲林斗六 → 南投埔里, in Taiwan's characters) and one only weighed (Sudbury, a wife's offer in Ottawa, "I'm not
sold on it, eh"), a habit ended (a Cantonese 鴛鴦我戒咗喇), negations that must keep their meaning (膝盖做过手术，从来
不爬野山; a Nigerian "I don't take alcohol at all"), preferences beside prohibitions (湿地公园 / 别再给我推荐徒步路线了;
zobo or Chapman / "please never suggest any lounge or club"), corrections in the same breath (升学宴 8月18号，哦不对，是
8月26号; a Scottish "Ma pal Kirsty, naw sorry, Kirsteen") and days later with a name put right and a typo in the verdict
(我同事 钟伟强 → 前两天说措了…钟炜强), a plan abandoned (an Indian family trip to Coorg "cancelled only"), a decision
(纠结了半个月，最后决定…成人本科，读行政管理), a goal on a date (明年暑假前…多益考到850分, in Taiwan's characters), one
statement told once in each language (back day at Anytime Fitness on Thursdays; a 30-minute Peloton ride before work),
forget requests said in chat (把保险柜密码忘了吧 with a job kept; "please forget my memorable word" with a job kept) and
small talk, thanks and a question that store nothing (绿豆汤 that 开花).
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

CASES_V34 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts after 先报个到哈：, a name, an age, an employer, a job, a district, a liking as 下了班最爱跑去…;
    # the name and the liking are separate memories
    case(
        "v34-zh-intro-gree-doumen-crucian-carp",
        "zh",
        "先报个到哈：我叫覃海波，今年37岁，在格力做模具钳工，住在斗门井岸，下了班最爱跑去水库钓鲫鱼",
        unit("覃海波", type="fact", fact=("name", "覃海波")),
        unit("37", fact=("age", "37")),
        unit("格力", type="fact"),
        unit("斗门"),
        unit("鲫鱼", type="preference"),
        no_active("覃海波", "鲫鱼"),
    ),
    # several facts in Taiwan's traditional characters after 嗨～先跟你講一下我是誰：, the job as 在…當…, a liking as
    # 休假最愛去…
    case(
        "v34-zh-tw-intro-jiaoxi-hotel-toucheng-paragliding",
        "zh",
        "嗨～先跟你講一下我是誰：我叫游佩蓁，31歲，在礁溪老爺酒店當櫃檯主任，住在頭城，休假最愛去外澳玩飛行傘",
        unit("游佩蓁", type="fact", fact=("name", "游佩蓁")),
        unit("31", fact=("age", "31")),
        unit("老爺", type="fact"),
        unit("頭城"),
        unit("飛行傘", type="preference"),
        no_active("游佩蓁", "飛行傘"),
    ),
    # several facts in Cantonese-flavoured written Chinese after 等我報上名先：(喺…做…, 住喺…, 得閒最鍾意去…)
    case(
        "v34-zh-yue-intro-observatory-lai-chi-kok-bouldering",
        "zh",
        "等我報上名先：我叫麥卓謙，今年39，喺天文台做科學主任，住喺荔枝角，得閒最鍾意去攀石",
        unit("麥卓謙", type="fact", fact=("name", "麥卓謙")),
        unit("39", fact=("age", "39")),
        unit("天文台", type="fact"),
        unit("荔枝角"),
        unit("攀石", type="preference"),
        no_active("麥卓謙", "攀石"),
    ),
    # several facts voice-typed as one run-on without any punctuation (我叫…今年…在…开叉车家住…就爱听…)
    case(
        "v34-zh-voice-intro-shuanghui-luohe-henan-opera",
        "zh",
        "我叫孔德胜今年45在双汇冷链开叉车家住漯河召陵区平时没啥别的爱好就爱听豫剧",
        unit("孔德胜", type="fact", fact=("name", "孔德胜")),
        unit("45", fact=("age", "45")),
        unit("双汇"),
        unit("漯河"),
        unit("豫剧", type="preference"),
        no_active("孔德胜", "豫剧"),
    ),
    # a grandfather on the mother's side (外公), his old job at sea and his pastime now: both his
    case(
        "v34-zh-grandpa-marine-engineer-gateball",
        "zh",
        "我外公年轻时在远洋公司跑船，是轮机长，现在八十八了，每天下午都去老年活动中心打门球",
        unit("外公", "轮机长"),
        unit("外公", "门球"),
    ),
    # a Cantonese elder sister (家姐), her job abroad and, after 佢, her dog with its name
    case(
        "v34-zh-yue-sister-calgary-dentist-dog",
        "zh",
        "我家姐喺卡加利做牙醫，佢屋企養咗隻唐狗叫豆沙",
        unit("卡加利", entity="sister"),
        unit("牙醫", entity="sister"),
        unit("豆沙"),
    ),
    # an hourly rate raised, the new figure said without 一小时 or 时薪 (现在…一个钟)
    case(
        "v34-zh-ktv-hourly-rate-no-word",
        "zh",
        [
            (70, "我在KTV上夜班当服务员，按小时算钱，一小时16.5"),
            (3, "这个月开始店里调了标准，现在19.5一个钟"),
        ],
        unit("19.5"),
        no_active("16.5"),
        in_history("16.5", now="19.5"),
    ),
    # a car loan instalment lowered after paying off principal, in Taiwan's traditional characters, the word said again
    case(
        "v34-zh-tw-car-loan-prepaid-principal",
        "zh",
        [
            (150, "我的車貸每個月要繳14,600"),
            (2, "年終拿去提前還了一部分本金，現在車貸每個月只要繳9,800"),
        ],
        unit("9,800"),
        no_active("14,600"),
        in_history("14,600", now="9,800"),
    ),
    # a weight in 斤 in Chinese numerals, the new one said off the scales without 体重
    case(
        "v34-zh-weight-jin-skipping-rope-no-word",
        "zh",
        [
            (60, "我现在一百六十八斤，准备减肥"),
            (2, "跳了两个月绳，今天早上上秤一百五十三了"),
        ],
        unit("一百五十三"),
        no_active("一百六十八"),
        in_history("一百六十八", now="一百五十三"),
    ),
    # a daily dose doubled after a gastroscopy (医生让我把…加到…), the drug named again
    case(
        "v34-zh-omeprazole-dose-after-gastroscopy",
        "zh",
        [
            (45, "我每天早饭前吃一粒奥美拉唑，20毫克"),
            (2, "做完胃镜，医生让我把奥美拉唑加到40毫克，还是一天一次"),
        ],
        unit("奥美拉唑", "40毫克"),
        no_active("20毫克"),
        in_history("20毫克", now="40毫克"),
    ),
    # a commute shortened after a transfer, the new one voice-typed without punctuation and without 通勤 or 单程
    case(
        "v34-zh-commute-yanjiao-branch-voice",
        "zh",
        [
            (200, "我每天从燕郊坐班车去国贸上班，单程差不多两个小时"),
            (2, "公司在燕郊开了个分部我申请调过来了现在骑电动车十二分钟就到"),
        ],
        unit("十二分钟"),
        no_active("两个小时"),
        in_history("两个小时", now="十二分钟"),
    ),
    # a job title raised, in zh mixed with English (promotion 过了，现在 title 是…)
    case(
        "v34-zh-mixed-sensetime-senior-to-staff",
        "zh",
        [
            (300, "我在商汤做算法，title 是 senior researcher"),
            (2, "今年的 promotion 过了，现在 title 是 staff researcher 啦"),
        ],
        unit("staff researcher"),
        no_active("senior researcher"),
        in_history("senior", now="staff researcher"),
    ),
    # a Cantonese employer changed (我轉咗去…返工喇，都係做…)
    case(
        "v34-zh-yue-employer-parknshop-to-wellcome",
        "zh",
        [
            (260, "我喺百佳做倉務員"),
            (2, "我轉咗去惠康返工喇，都係做倉務"),
        ],
        unit("惠康"),
        no_active("百佳"),
        in_history("百佳", now="惠康"),
    ),
    # a storage subscription price raised after an upgrade, in zh mixed with English (…的 plan，现在每月扣…)
    case(
        "v34-zh-mixed-icloud-plan-upgraded",
        "zh",
        [
            (90, "我的 iCloud+ 是 200GB 的 plan，每个月21块"),
            (2, "手机照片太多了，刚把 iCloud+ 升级到 2TB，现在每月扣68"),
        ],
        unit("68"),
        no_active("21块"),
        in_history("21", now="68"),
    ),
    # a move that happened, in Taiwan's traditional characters (上個月正式搬到…了)
    case(
        "v34-zh-tw-move-douliu-to-puli",
        "zh",
        [
            (400, "我住在雲林斗六"),
            (2, "上個月正式搬到南投埔里了"),
        ],
        unit("埔里"),
        no_active("斗六"),
        in_history("斗六", now="埔里"),
    ),
    # a Cantonese daily drink given up (…我戒咗喇，醫生話…): one memory about it, nothing waits
    case(
        "v34-zh-yue-yuenyeung-quit",
        "zh",
        [
            (90, "我每朝返工前都要飲一杯鴛鴦"),
            (2, "鴛鴦我戒咗喇，醫生話我血壓有啲高"),
        ],
        units(1, "鴛鴦"),
        no_pending(),
    ),
    # a negation kept with its 不 (从来不爬野山), a liking (更喜欢去湿地公园) and one not to be recommended again
    # (以后别再给我推荐…了)
    case(
        "v34-zh-knee-no-wild-hills-wetland-no-hiking-routes",
        "zh",
        "我膝盖做过手术，从来不爬野山，周末更喜欢去湿地公园散散步，以后别再给我推荐徒步路线了",
        unit("不爬", "野山"),
        unit("湿地公园", type="preference"),
        unit("徒步", type="prohibition"),
    ),
    # a date taken back in the same breath (哦不对，是…)
    case(
        "v34-zh-correction-cousin-banquet-same-breath",
        "zh",
        "我表弟的升学宴定在8月18号中午，哦不对，是8月26号",
        unit("升学宴", "26"),
        no_active("18"),
    ),
    # a colleague's name put right days later, with a typo in the verdict (说措了 for 说错了)
    case(
        "v34-zh-correction-colleague-name-typo-later",
        "zh",
        [
            (5, "我同事钟伟强下个月要去海南驻场"),
            (1, "前两天说措了，我同事叫钟炜强，不是钟伟强"),
        ],
        unit("钟炜强", "海南"),
        no_active("钟伟强"),
    ),
    # a decision after weighing it (纠结了半个月，最后决定…)
    case(
        "v34-zh-decision-adult-degree-public-admin",
        "zh",
        "纠结了半个月，最后决定报个成人本科，读行政管理专业",
        unit("行政管理", type="decision"),
    ),
    # a goal on a date in Taiwan's traditional characters (我跟自己約好了，明年暑假前一定要…)
    case(
        "v34-zh-tw-goal-toeic-by-summer",
        "zh",
        "我跟自己約好了，明年暑假前一定要把多益考到850分",
        # (a goal is the vocabulary's "task" type)
        unit("多益", "850", type="task"),
    ),
    # a gym routine told in Chinese, then in English: one memory, confirmed
    case(
        "v34-zh-anytime-fitness-back-day-then-english",
        "zh",
        [
            (9, "我每周四晚上都去 Anytime Fitness 练背"),
            (1, "I go to Anytime Fitness every Thursday evening for back day"),
        ],
        confirmed_twice("Anytime Fitness"),
    ),
    # a safe's code forgotten on request (把…忘了吧，…): the job told in the same conversation stays
    case(
        "v34-zh-forget-safe-code-keep-job",
        "zh",
        [
            (30, "我在一所中学当心理老师，还兼着田径队的教练"),
            (6, "我家保险柜的密码是 739160"),
            (1, "把保险柜密码忘了吧，这个不该留在你这儿"),
        ],
        no_active("739160"),
        no_active("保险柜"),
        unit("心理老师"),
    ),
    # thanks and a kitchen question store nothing
    case(
        "v34-zh-smalltalk-mung-bean-soup",
        "zh",
        "好嘞好嘞，多谢啦！诶问一下，绿豆汤怎么煮才容易开花？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts typed lower case ("hiii ok so im X", "i work the window at …"); the name and the liking are
    # separate memories
    case(
        "v34-en-us-lowercase-intro-dutch-bros-medford-junk-journaling",
        "en",
        "hiii ok so im Shayla Brookner, 24, i work the window at dutch bros in medford and i spend way too much on "
        "junk journaling stuff, i love it",
        unit("Shayla", type="fact", fact=("name", "Shayla Brookner")),
        unit("24", fact=("age", "24")),
        unit("dutch bros", type="fact"),
        unit("medford"),
        unit("junk journal", type="preference"),
        no_active("Shayla", "junk journal"),
    ),
    # several facts in Kenyan English ("my names are X", "I work with … in … as …", a liking on the shamba)
    case(
        "v34-en-ke-intro-equity-bank-eldoret-shamba",
        "en",
        "Hello, my names are Wanjiru Kamau, I'm 35, I work with Equity Bank in Eldoret as a relationship officer, "
        "and I really enjoy tending the avocado trees on our shamba.",
        unit("Wanjiru", type="fact", fact=("name", "Wanjiru Kamau")),
        unit("35", fact=("age", "35")),
        unit("Equity Bank", type="fact"),
        unit("Eldoret"),
        unit("avocado", type="preference"),
        no_active("Wanjiru", "avocado"),
    ),
    # an Australian father-in-law, his old trade and, after "he still", his dogs: both his
    case(
        "v34-en-au-father-in-law-shearer-kelpies",
        "en",
        "My father-in-law's a retired shearer out past Dubbo and he still trains kelpies for the sheepdog trials",
        unit("shearer", entity="father-in-law"),
        unit("kelpies", entity="father-in-law"),
    ),
    # an American southern husband's job and, after "that man would", his fishing: both his
    case(
        "v34-en-us-southern-husband-log-truck-crappie",
        "en",
        "My husband hauls logs for Weyerhaeuser out of Monroe, and Lord, that man would go crappie fishin' every "
        "day if I let him",
        unit("Weyerhaeuser", entity="husband"),
        unit("crappie", entity="husband"),
    ),
    # a Singaporean boss ("is Ipoh girl", "she going on maternity leave"): both hers
    case(
        "v34-en-sg-boss-ipoh-maternity-leave",
        "en",
        "My boss is Ipoh girl, she going on maternity leave from next month, so I covering her accounts lor",
        unit("Ipoh", entity="boss"),
        unit("maternity", entity="boss"),
    ),
    # a Welsh "Mam", her retirement and, after "she's gone and joined", her new class: both hers
    case(
        "v34-en-welsh-mam-co-op-line-dancing",
        "en",
        "Mam's just retired from the Co-op in Carmarthen after thirty years, and now she's gone and joined a line "
        "dancing class, bless her",
        unit("Co-op", entity="mother"),
        unit("line dancing", entity="mother"),
    ),
    # a Filipino youngest daughter's school year moved up ("our bunso is in Grade 4 now"): it stays hers
    case(
        "v34-en-ph-bunso-grade-3-to-4",
        "en",
        [
            (300, "My youngest daughter, our bunso, is in Grade 3 at St. Scholastica's in Marikina"),
            (2, "Classes started na, our bunso is in Grade 4 now, time flies po"),
        ],
        unit("Grade 4", entity="daughter"),
        no_active("Grade 3"),
        in_history("Grade 3", now="Grade 4"),
    ),
    # a formal British annual salary raised on a new contract, said with the word
    case(
        "v34-en-uk-formal-salary-new-contract",
        "en",
        [
            (220, "My annual salary is £38,750."),
            (3, "I have signed a new contract with the trust, and my annual salary is now £41,200."),
        ],
        unit("£41,200"),
        no_active("£38,750"),
        in_history("£38,750", now="£41,200"),
    ),
    # an Irish rent raised, the new figure said without "rent" ("… going out of my account every month now")
    case(
        "v34-en-ie-flat-phibsborough-no-word",
        "en",
        [
            (180, "I'm paying €1,380 a month rent on the flat in Phibsborough"),
            (2, "Your man the landlord's after hiking it, so it's €1,495 going out of my account every month now"),
        ],
        unit("1,495"),
        no_active("1,380"),
        in_history("1,380", now="1,495"),
    ),
    # an Indian family trip abandoned ("… trip is cancelled only"): one memory about it, nothing waits
    case(
        "v34-en-in-coorg-trip-cancelled",
        "en",
        [
            (40, "We are planning a family trip to Coorg in the Christmas holidays"),
            (2, "Coorg trip is cancelled only, my father-in-law is not keeping well so we are staying back"),
        ],
        units(1, "Coorg"),
        no_pending(),
    ),
    # daily steps raised, the new figure voice-typed as a run-on ("okay so ever since … I'm averaging like …")
    case(
        "v34-en-us-voice-daily-steps-puppy",
        "en",
        [
            (60, "I average about 4,200 steps a day according to my Fitbit"),
            (
                2,
                "okay so ever since we got the puppy I'm averaging like 11,500 steps a day now which is honestly wild",
            ),
        ],
        unit("11,500"),
        no_active("4,200"),
        in_history("4,200", now="11,500"),
    ),
    # a Scottish friend's name taken back in the same breath ("Ma pal X, naw sorry, Y, is …")
    case(
        "v34-en-scot-correction-pal-name-same-breath",
        "en",
        "Ma pal Kirsty, naw sorry, Kirsteen, is getting married up in Pitlochry in May",
        unit("Kirsteen", "Pitlochry"),
        no_active("Kirsty"),
    ),
    # a Canadian move only weighed ("we're weighing whether to move, but I'm not sold on it, eh")
    case(
        "v34-en-ca-move-weighed-sudbury-ottawa",
        "en",
        [
            (400, "We live in Sudbury"),
            (1, "My wife got offered a job in Ottawa and we're weighing whether to move, but I'm not sold on it, eh"),
        ],
        unit("Sudbury"),
        no_pending(),
        no_active("moved", "Ottawa"),
    ),
    # a Nigerian negation that keeps its meaning ("I don't take alcohol at all"), a liking beside a prohibition
    # ("please never suggest any … to me")
    case(
        "v34-en-ng-no-alcohol-zobo-no-lounges",
        "en",
        "I don't take alcohol at all. At parties I prefer zobo or Chapman, and please never suggest any lounge or "
        "club to me.",
        unit("alcohol"),
        no_active("takes alcohol"),
        unit("zobo", type="preference"),
        unit("lounge", type="prohibition"),
    ),
    # a morning workout told in English, then in Chinese: one memory, confirmed
    case(
        "v34-en-peloton-before-work-then-chinese",
        "en",
        [
            (10, "I do a 30-minute Peloton ride every morning before work"),
            (1, "我每天上班前都会骑30分钟的 Peloton"),
        ],
        confirmed_twice("Peloton"),
    ),
    # an online-banking memorable word forgotten on request with a reason after it: the job stays
    case(
        "v34-en-uk-forget-memorable-word-keep-job",
        "en",
        [
            (25, "I manage a garden centre just outside Ripon"),
            (5, "My online banking memorable word is marmalade"),
            (1, "please forget my memorable word, I shouldn't have typed that in here"),
        ],
        no_active("marmalade"),
        no_active("memorable word"),
        unit("garden centre"),
    ),
]
