"""v16 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a process engineer at 台積電 living in
竹北, typed in Taiwan's traditional characters; a UI designer at 美团 in 望京, voice-typed with 然后 and
no punctuation; an Indian-English "myself Karthik …, working as a QA lead in Infosys, Pune"; an American
dental hygienist in Cincinnati whose husband coaches football and whose corgi is called Biscuit), values
changed days later, with and without the attribute's word (148斤 → "今天早上136了", 月薪一万三 → "转正后
一个月一万六", a hair dryer's 3199元 → "双十一到手价2599元", 一个半小时 each way → 20分钟, a daughter's 5岁 →
"过了6岁生日", an in-hand ₹85,000 → ₹1,02,000, a room's €950 → "my share dropped to €780", 92 kg → "86 on
the dot", Year 4 → Year 5), a move that happened in Taiwan (搬到高雄了) and in Australia ("Perth locals
now") and moves only hoped for (要是调动批下来…可能就搬去常州, an offer put in on a house in Spokane), a
retirement (铁路局开火车 → 正式退休啦), a promotion (店员 → 被提拔成店长), a Singaporean career change
("stopped flying liao, now doing HR at DBS"), a junior → senior associate, other people's facts kept as
theirs (a master craftsman 老周 about to retire, a wife doing nails from home, a best mate Hamish with
twins), negations that must keep their "not" (湖南人但是不吃辣, "not allergic to anything"), a diet
stopped ("not doing keto anymore"), a preference beside a prohibition (过道位 / 以后别给我推荐红眼航班),
"never book me into a hostel", corrections in the same breath (啊講錯, "no no, 3:30 only") and days later
(前两天说错了, "I had it wrong"), a decision (想来想去还是定了), a goal (打算今年把教资考了), one statement
told once in each language (a Costco membership, the 7:15 ferry to Manly) and small talk and questions
(好嘞 收到, 限行尾号, boiling an egg).
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    nothing,
    unit,
    units,
)

CASES_V16 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in Taiwan's traditional characters: a name, an employer, a job, where one lives
    # (住竹北, no 在), a liking (喜歡 in its traditional form)
    case(
        "v16-zh-tw-intro-tsmc-zhubei",
        "zh",
        "我叫林佑廷，在台積電當製程工程師，住竹北，假日喜歡騎腳踏車去海邊",
        unit("林佑廷", type="fact", fact=("name", "林佑廷")),
        unit("台積電", type="fact"),
        unit("製程工程師"),
        unit("竹北"),
        unit("腳踏車", type="preference"),
    ),
    # several facts voice-typed as one run-on with 然后 and no punctuation: name, age, employer, job,
    # area of the city, a liking
    case(
        "v16-zh-intro-voice-meituan-wangjing",
        "zh",
        "我叫周可欣然后今年27岁在美团做UI设计然后住在望京那边平时最喜欢撸猫",
        unit("周可欣", type="fact", fact=("name", "周可欣")),
        unit("27", fact=("age", "27")),
        unit("美团"),
        unit("UI设计"),
        unit("望京"),
        unit("撸猫", type="preference"),
    ),
    # a weight in 斤, the new one said with neither the word 体重 nor the unit
    case(
        "v16-zh-weight-jin-bare-figure",
        "zh",
        [
            (70, "我现在148斤"),
            (2, "练了两个月，今天早上136了💪"),
        ],
        unit("136"),
        no_active("148"),
        in_history("148", now="136"),
    ),
    # a monthly pay in Chinese numerals, the new one after 转正 said without 工资 / 月薪
    case(
        "v16-zh-pay-after-probation-no-word",
        "zh",
        [
            (90, "我现在每个月工资一万三"),
            (3, "转正了！转正后一个月一万六"),
        ],
        unit("一万六"),
        no_active("一万三"),
        in_history("一万三", now="一万六"),
    ),
    # a price in 元 for a thing one wants, lowered for a sale (到手价 is a price, not a pay)
    case(
        "v16-zh-price-dyson-singles-day",
        "zh",
        [
            (30, "我看中一台戴森吹风机，官网卖3199元"),
            (1, "双十一戴森吹风机到手价2599元，冲了！"),
        ],
        unit("2599"),
        no_active("3199"),
        in_history("3199", now="2599"),
    ),
    # a journey to work in hours, then in minutes after the office moved (no 通勤 said)
    case(
        "v16-zh-way-to-work-hours-to-minutes",
        "zh",
        [
            (50, "我上班路上单程要一个半小时，地铁还得倒两趟"),
            (1, "公司搬到我家附近了，现在上班单程就20分钟"),
        ],
        unit("20分钟"),
        no_active("一个半小时"),
        in_history("一个半小时", now="20分钟"),
    ),
    # a daughter called 丫头; her new age said as a birthday had
    case(
        "v16-zh-daughter-yatou-birthday",
        "zh",
        [
            (380, "我家丫头今年5岁，在上中班"),
            (1, "昨天给丫头过了6岁生日🎂，吹蜡烛的时候可开心了"),
        ],
        unit("6岁", entity="daughter"),
        no_active("5岁"),
    ),
    # a move that happened, in Taiwan's characters (上個月搬到…了，離…近一點)
    case(
        "v16-zh-tw-move-done-kaohsiung",
        "zh",
        [
            (120, "我住在台中"),
            (2, "上個月搬到高雄了，離我爸媽近一點"),
        ],
        unit("高雄"),
        no_active("台中"),
        in_history("台中", now="高雄"),
    ),
    # a move only on a condition (要是…批下来，…可能就搬去) moves nobody yet
    case(
        "v16-zh-move-if-transfer-changzhou",
        "zh",
        [
            (40, "我住在苏州园区"),
            (1, "要是我老公的调动批下来，我们可能就搬去常州了"),
        ],
        unit("常州"),
        unit("苏州"),
    ),
    # a retirement ends the job
    case(
        "v16-zh-retired-train-driver",
        "zh",
        [
            (300, "我在铁路局开火车，开了快三十年了"),
            (3, "上个月正式退休啦，以后天天在家带孙子"),
        ],
        unit("退休"),
        no_active("开火车"),
        in_history("开火车", now="退休"),
    ),
    # a promotion (被提拔成) replaces the job title and keeps the employer
    case(
        "v16-zh-promoted-uniqlo-store-manager",
        "zh",
        [
            (150, "我在优衣库当店员"),
            (2, "被提拔成店长了！下个月开始管一整个门店"),
        ],
        unit("店长", type="fact"),
        no_active("店员"),
        in_history("店员", now="店长"),
        unit("优衣库"),
    ),
    # a membership told in Chinese, then in English: one memory, confirmed
    case(
        "v16-zh-costco-member-then-english",
        "zh",
        [
            (10, "我是Costco会员，每个月都去囤一次货"),
            (1, "fyi I have a Costco membership"),
        ],
        confirmed_twice("Costco"),
    ),
    # a named master at work (我师傅老周) and his trade and retirement are his, not the user's
    case(
        "v16-zh-master-laozhou-fitter",
        "zh",
        "我师傅老周在厂里干了三十年钳工，下个月就退休了",
        # (a named relation is the entity by his name: the suite's convention)
        unit("钳工", entity="老周"),
    ),
    # a wife's job change is hers (从…辞职了，现在在家接单做美甲)
    case(
        "v16-zh-wife-quit-kindergarten-nails",
        "zh",
        "我老婆从幼儿园辞职了，现在在家接单做美甲",
        unit("美甲", entity="wife"),
    ),
    # a hometown and a negation that keeps its 不 (湖南人 but 不吃辣), one statement about spice
    case(
        "v16-zh-negation-hunan-no-spice",
        "zh",
        "我虽然是湖南人，但是不吃辣，微辣都扛不住😂",
        unit("湖南"),
        unit("不", "辣"),
        units(1, "辣"),
    ),
    # a son's school year taken back in the same breath, in Taiwan's words (國小, 啊講錯)
    case(
        "v16-zh-tw-correction-son-grade-same-breath",
        "zh",
        "我兒子讀國小三年級，啊講錯，是四年級",
        unit("四年級", entity="son"),
        no_active("三年級"),
    ),
    # a father's birthday put right days later (前两天说错了)
    case(
        "v16-zh-correction-dad-birthday-later",
        "zh",
        [
            (8, "我爸生日是10月3号"),
            (1, "前两天说错了，我爸生日是10月13号"),
        ],
        unit("10月13", entity="father"),
        no_active("10月3号"),
    ),
    # a preference and a prohibition in one message (喜欢过道的位置 / 以后别给我推荐红眼航班)
    case(
        "v16-zh-aisle-seat-no-red-eye",
        "zh",
        "坐飞机我喜欢过道的位置，以后别给我推荐红眼航班了，第二天根本没法上班",
        unit("过道", type="preference"),
        unit("红眼", type="prohibition"),
    ),
    # a decision after long thought (想来想去，还是定了)
    case(
        "v16-zh-decision-no-olympiad-maths",
        "zh",
        "想来想去，还是定了：暑假不给孩子报奥数班，带他回老家玩一个月",
        unit("奥数", type="decision"),
    ),
    # a goal for this year with its first step (打算今年把教资考了)
    case(
        "v16-zh-goal-teaching-certificate",
        "zh",
        "打算今年把教资考了，下个月先考笔试",
        unit("教资"),
    ),
    # small talk stores nothing
    case(
        "v16-zh-smalltalk-haolei-shoudao",
        "zh",
        "好嘞 收到～ 辛苦啦",
        nothing(),
    ),
    # a question about the world stores nothing
    case(
        "v16-zh-question-traffic-restriction",
        "zh",
        "北京今天限行尾号是几啊？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # Indian English introduction: "myself X", "working as … in <employer>", "very much fond of"
    case(
        "v16-en-in-intro-myself-karthik",
        "en",
        "Hello, myself Karthik Subramanian, working as a QA lead in Infosys, Pune. I am very much fond of cricket",
        unit("Karthik Subramanian", type="fact", fact=("name", "Karthik Subramanian")),
        unit("QA lead", type="fact"),
        unit("Infosys"),
        unit("Pune"),
        unit("cricket", type="preference"),
    ),
    # American introduction voice-typed without punctuation: name, job, city and state, a named
    # husband's job (his), a named corgi
    case(
        "v16-en-us-intro-hygienist-runon",
        "en",
        "ok so I'm Jess I'm a dental hygienist in Cincinnati Ohio my husband Marcus coaches high school "
        "football and we have a corgi named Biscuit",
        unit("Jess", type="fact", fact=("name", "Jess")),
        unit("dental hygienist", type="fact"),
        unit("Cincinnati"),
        # (a named husband is the entity by his name: the suite's convention)
        unit("football", entity="Marcus"),
        unit("Biscuit"),
    ),
    # an in-hand salary in rupees with Indian digit grouping, the new one after a hike
    case(
        "v16-en-in-salary-rupees-hike",
        "en",
        [
            (120, "my in-hand salary is ₹85,000 a month"),
            (2, "got the hike finally, in-hand is ₹1,02,000 now"),
        ],
        unit("1,02,000"),
        no_active("85,000"),
        in_history("85,000", now="1,02,000"),
    ),
    # a room's rent in €, lowered when a flatmate moved in ("my share dropped to")
    case(
        "v16-en-rent-euro-share-dropped",
        "en",
        [
            (90, "I pay €950 a month for my room in Kreuzberg"),
            (3, "new flatmate moved in so my share dropped to €780"),
        ],
        unit("780"),
        no_active("950"),
        in_history("950", now="780"),
    ),
    # a weight in kg, the new one said without the word or the unit ("86 on the dot")
    case(
        "v16-en-weight-kg-on-the-dot",
        "en",
        [
            (60, "I weigh 92 kg"),
            (1, "86 on the dot this morning, down 6 kilos since new year 🎉"),
        ],
        unit("86"),
        no_active("92"),
        in_history("92", now="86"),
    ),
    # an Australian school year moved up
    case(
        "v16-en-au-daughter-year-five",
        "en",
        [
            (300, "my daughter's in Year 4 at Coburg Primary"),
            (1, "first day of term, my daughter's in Year 5 now, where does the time go 😭"),
        ],
        unit("Year 5", entity="daughter"),
        no_active("Year 4"),
        in_history("Year 4", now="Year 5"),
    ),
    # an Australian move that happened ("made the big move, we're Perth locals now")
    case(
        "v16-en-au-move-done-perth-locals",
        "en",
        [
            (200, "we live in Parramatta"),
            (3, "finally made the big move, we're Perth locals now 🦘"),
        ],
        unit("Perth"),
        no_active("Parramatta"),
        in_history("Parramatta", now="Perth"),
    ),
    # an American offer on a house is no move yet
    case(
        "v16-en-us-offer-on-house-spokane",
        "en",
        [
            (60, "I live in Tucson"),
            (1, "we put in an offer on a house in Spokane, fingers crossed 🤞"),
        ],
        unit("Spokane"),
        unit("Tucson"),
    ),
    # Singaporean English career change ("stopped flying liao, now doing HR at DBS")
    case(
        "v16-en-sg-cabin-crew-to-dbs",
        "en",
        [
            (90, "I'm a flight attendant with SIA"),
            (2, "stopped flying liao, now doing HR at DBS"),
        ],
        unit("DBS", type="fact"),
        no_active("flight attendant"),
        in_history("flight attendant", now="DBS"),
    ),
    # a promotion said as "made senior associate"
    case(
        "v16-en-promoted-senior-associate",
        "en",
        [
            (100, "I'm a junior associate at a law firm in Toronto"),
            (2, "made senior associate today!!"),
        ],
        unit("senior associate"),
        no_active("junior associate"),
        in_history("junior associate", now="senior associate"),
    ),
    # a named best mate's twins are his, not the user's
    case(
        "v16-en-au-mate-hamish-twins",
        "en",
        "my best mate Hamish and his wife just had twins, two little girls",
        # (a named friend is the entity by his name: the suite's convention)
        unit("twins", entity="Hamish"),
    ),
    # a negation that keeps its "not" (no allergies), beside a dislike
    case(
        "v16-en-negation-not-allergic-coriander",
        "en",
        "I'm not allergic to anything, I just really can't stand coriander",
        unit("not", "allergic"),
        units(1, "allergic"),
        unit("coriander"),
    ),
    # a diet stopped ("not doing keto anymore"): one memory about keto, with the reason kept
    case(
        "v16-en-keto-stopped",
        "en",
        [
            (120, "I've been doing keto since March"),
            (2, "not doing keto anymore, my cholesterol went through the roof lol"),
        ],
        units(1, "keto"),
        unit("cholesterol"),
    ),
    # Indian English time taken back in the same breath ("no no, 3:30 only")
    case(
        "v16-en-in-correction-dentist-same-breath",
        "en",
        "Tomorrow I have dentist appointment at 4:30, no no, 3:30 only",
        unit("3:30"),
        no_active("4:30"),
    ),
    # a son's lesson day put right days later ("I had it wrong,")
    case(
        "v16-en-au-correction-swimming-later",
        "en",
        [
            (6, "my son's swimming lessons are on Tuesdays at 5"),
            (1, "I had it wrong, my son's swimming lessons are Wednesdays at 5"),
        ],
        unit("Wednesday", entity="son"),
        no_active("Tuesday"),
    ),
    # a prohibition with "never book me into … again"
    case(
        "v16-en-prohibition-never-hostel",
        "en",
        "never book me into a hostel again pls, I'm too old for bunk beds",
        unit("hostel", type="prohibition"),
    ),
    # a question about cooking stores nothing
    case(
        "v16-en-question-runny-egg",
        "en",
        "how long do I boil an egg for a runny yolk?",
        nothing(),
    ),
    # an Australian commute told in English, then in Chinese: one memory, confirmed
    case(
        "v16-en-au-manly-ferry-then-chinese",
        "en",
        [
            (9, "I catch the 7:15 ferry to Manly most mornings"),
            (1, "我基本每天早上都坐7:15的轮渡去Manly"),
        ],
        confirmed_twice("Manly"),
    ),
]
