"""v18 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a chassis engineer at 上汽通用五菱 in
柳州 who loves 夜钓; a primary-school teacher in 花蓮 who goes 溯溪, in Taiwan's traditional characters;
"Kiki" doing frontend remote for GitLab, 人在浙江安吉, typed half in English with hiking; an American
paralegal in Albuquerque with a rescue whippet called Taco who is obsessed with quilting; an
Indian-English "I am Ananya Iyer, 26 years, working as SAP consultant in Wipro, Hyderabad"), other
people's facts kept as theirs (a childhood friend 阿彬's 烩面馆 in 许昌, a colleague 小蒋 transferred next month,
a wife Adaeze who is a nurse at UNTH in Enugu, a retired dad ice fishing in Thunder Bay, a son's school
year 小五 → 小六 in Taiwan's characters), values changed days later, with and without the attribute's
word (142斤 → "今早上秤131了", 32公里 and an hour → 6公里 and 15 minutes, a phone plan's ¥158 → 59元, a
Cantonese-flavoured 人工 兩萬三 → 兩萬六, a Shanghai rent RMB 6500 → "砍到6000" typed with English words,
school fees ₹1.8 lakh → ₹2.1 lakh, A$585 a week → "we're on 630 a week now", a Sky bill £54 → £38, a
Singaporean S$4,600 → S$5,300 with a promotion to senior executive), a move that happened (已经在日照住下了,
"we've finally moved to Abuja o") and moves only wished or conditional (要是明年考上遵义的事业编，我就搬过去,
"I'd love to move to Duluth someday, if …"), job changes (跳去盒马了, 开始在Revolut上班了 from 招行, "left
Tesco for Royal Mail"), habits ended (宵夜我戒了; "gave up candy crush" typed lower case with typos),
negations that must keep their "not" (我不会游泳, "I'm not on WhatsApp"), preferences beside prohibitions
(民謠 / 別再推薦我饒舌, 不要给我安排浮潜, "never send me recipes with eggplant" / chickpeas), corrections in
the same breath (我想岔了，是南宁) and days later ("I was way off", a passport's expiry), decisions
(兴趣班只留围棋; a dissertation draft handed in next Friday), a goal on a date (今年11月前把软考中级拿下),
one statement told once in each language (a Pixel 8, monthly contact lenses) and small talk and a
question that store nothing (哈哈哈哈哈 你这个比喻太绝了, a cast-iron pan in the dishwasher).
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

CASES_V18 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence: a name, an age without 岁, an employer, a job, a city said as 住,
    # a liking said as 最喜欢
    case(
        "v18-zh-intro-wuling-liuzhou-night-fishing",
        "zh",
        "我叫覃一鸣，今年27，在上汽通用五菱做底盘工程师，住柳州，下班最喜欢去江边夜钓",
        unit("覃一鸣", type="fact", fact=("name", "覃一鸣")),
        unit("27", fact=("age", "27")),
        unit("上汽通用五菱", type="fact"),
        unit("底盘工程师"),
        unit("柳州"),
        unit("夜钓", type="preference"),
    ),
    # several facts in Taiwan's traditional characters: a name, an age with 歲, a job said as 教書 at a
    # 國小, a city, a liking said as 最喜歡
    case(
        "v18-zh-tw-intro-hualien-teacher-river-tracing",
        "zh",
        "我是黃郁婷，35歲，在花蓮一間國小教書，假日最喜歡跟朋友去溯溪",
        unit("黃郁婷", type="fact", fact=("name", "黃郁婷")),
        unit("35", fact=("age", "35")),
        unit("國小"),
        unit("花蓮"),
        unit("溯溪", type="preference"),
    ),
    # several facts typed half in English (remote, 做frontend, hiking) with a tilde and an emoji: a name,
    # an age, an employer, a job, a place said as 人在, a liking said as 爱去
    case(
        "v18-zh-mixed-intro-gitlab-anji-remote",
        "zh",
        "hello～我叫Kiki，28岁，remote给GitLab做frontend，人在浙江安吉，周末爱去竹林里hiking⛰️",
        unit("Kiki", type="fact", fact=("name", "Kiki")),
        unit("28", fact=("age", "28")),
        unit("GitLab", type="fact"),
        unit("frontend"),
        unit("安吉"),
        unit("hiking", type="preference"),
    ),
    # a named childhood friend's shop is his, not the user's (发小)
    case(
        "v18-zh-friend-abin-noodle-shop-xuchang",
        "zh",
        "我发小阿彬在许昌开了家烩面馆，一开就是十年，每次回去都要去他那吃一碗",
        # (a named friend is the entity by his name: the suite's convention)
        unit("烩面馆", entity="阿彬"),
    ),
    # a named colleague's transfer next month (下个月), the city taken back in the same breath
    # (呃，我想岔了，是…); it is hers and moves nobody else
    case(
        "v18-zh-colleague-transfer-correction-same-breath",
        "zh",
        "坐我对面的同事小蒋下个月调去湛江分公司，呃，我想岔了，是南宁分公司",
        # (a named colleague is the entity by her name: the suite's convention)
        unit("南宁", entity="小蒋"),
        no_active("湛江"),
    ),
    # a weight in 斤 said without 体重, the new one as a bare figure (今早上秤131了)
    case(
        "v18-zh-weight-jin-bare-figure",
        "zh",
        [
            (50, "我现在142斤，肚子有点大了"),
            (1, "管住嘴一个多月，今早上秤131了💪"),
        ],
        unit("131"),
        no_active("142"),
        in_history("142", now="131"),
    ),
    # a commute in 公里 and hours, shortened after a transfer, said without the word 通勤
    case(
        "v18-zh-commute-km-transfer-closer",
        "zh",
        [
            (80, "我开车上班单程32公里，早高峰要一个多小时"),
            (2, "调到离家近的营业部了，现在单程才6公里，骑电动车15分钟"),
        ],
        unit("6公里"),
        no_active("32公里"),
        in_history("32公里", now="6公里"),
    ),
    # a phone plan's monthly price with ¥, changed to a cheaper plan said with 元
    case(
        "v18-zh-phone-plan-yen-to-yuan",
        "zh",
        [
            (200, "我手机套餐是移动的，每月¥158"),
            (2, "刚去营业厅改成59元的套餐了，流量其实够用"),
        ],
        unit("59"),
        no_active("158"),
        in_history("158", now="59"),
    ),
    # a son's school year moved up, in Taiwan's traditional characters (這學期升小六了)
    case(
        "v18-zh-tw-son-grade-five-to-six",
        "zh",
        [
            (300, "我兒子現在讀小五"),
            (2, "兒子這學期升小六了，導師換成一位男老師"),
        ],
        unit("小六", entity="son"),
        no_active("小五"),
        in_history("小五", now="小六"),
    ),
    # a pay in Cantonese-flavoured written Chinese (份人工, 啱啱加咗, 宜家) raised, in Chinese numerals with 萬
    case(
        "v18-zh-yue-pay-rise-wan",
        "zh",
        [
            (240, "我份人工每個月兩萬三"),
            (2, "啱啱加咗人工，宜家每個月兩萬六😆"),
        ],
        unit("兩萬六"),
        no_active("兩萬三"),
        in_history("兩萬三", now="兩萬六"),
    ),
    # a rent in RMB, lowered at renewal, typed with English words (renew contract, landlord) and said
    # without the word 房租
    case(
        "v18-zh-mixed-rent-rmb-renewal",
        "zh",
        [
            (150, "我在上海租了个开间，每个月RMB 6500"),
            (2, "renew contract的时候跟landlord砍到6000了，开心"),
        ],
        unit("6000"),
        no_active("6500"),
        in_history("6500", now="6000"),
    ),
    # a move that happened (我们一家已经在…住下了)
    case(
        "v18-zh-move-done-rizhao",
        "zh",
        [
            (180, "我住在潍坊"),
            (3, "房子交了，我们一家已经在日照住下了，离海边就两站路"),
        ],
        unit("日照"),
        no_active("潍坊"),
        in_history("潍坊", now="日照"),
    ),
    # a move only on a condition (要是明年考上…，我就搬过去) moves nobody yet, and contradicts nothing
    case(
        "v18-zh-move-if-exam-zunyi",
        "zh",
        [
            (60, "我住在绵阳"),
            (1, "要是明年考上遵义的事业编，我就搬过去"),
        ],
        unit("绵阳"),
        unit("遵义"),
        no_pending(),
    ),
    # an employer changed (跳去…了), the old one not named again
    case(
        "v18-zh-job-yunda-to-hema",
        "zh",
        [
            (150, "我在韵达当快递员"),
            (2, "上个月跳去盒马了，现在做仓管，不用天天风里来雨里去"),
        ],
        unit("盒马"),
        no_active("韵达"),
        in_history("韵达", now="盒马"),
    ),
    # a new employer started, typed with English words (做compliance), the old bank not named again
    case(
        "v18-zh-mixed-job-bank-to-revolut",
        "zh",
        [
            (200, "我在招行做客户经理"),
            (2, "上周三正式开始在Revolut上班了，做compliance"),
        ],
        unit("Revolut"),
        no_active("招行"),
        in_history("招行", now="Revolut"),
    ),
    # a nightly habit ended with 戒了: one memory about it, the nightly habit gone
    case(
        "v18-zh-late-snack-quit",
        "zh",
        [
            (100, "我每天晚上都要点一顿宵夜"),
            (2, "宵夜我戒了，体检血脂有点高"),
        ],
        units(1, "宵夜"),
        no_active("每天晚上"),
    ),
    # a negation that keeps its 不 (我不会游泳) beside a prohibition said with 不要给我
    case(
        "v18-zh-cannot-swim-no-snorkelling",
        "zh",
        "我不会游泳，以后做旅行攻略不要给我安排浮潜这种项目",
        unit("不会游泳"),
        unit("浮潜", type="prohibition"),
    ),
    # a preference and a prohibition in Taiwan's register (愛聽民謠 / 別再推薦我饒舌)
    case(
        "v18-zh-tw-folk-no-rap",
        "zh",
        "我平常愛聽民謠，別再推薦我饒舌了，真的聽不下去",
        unit("民謠", type="preference"),
        unit("饒舌", type="prohibition"),
    ),
    # a decision after days of thought (决定了：…只留…)
    case(
        "v18-zh-decision-keep-only-go-class",
        "zh",
        "想了好几天，决定了：孩子的兴趣班只留围棋，其他的都退掉",
        unit("围棋", type="decision"),
    ),
    # a goal on a date (今年11月前把…拿下)
    case(
        "v18-zh-goal-ruankao-by-november",
        "zh",
        "给自己定了个目标，今年11月前把软考中级拿下",
        unit("软考"),
    ),
    # a phone told in Chinese, then in English: one memory, confirmed
    case(
        "v18-zh-pixel-then-english",
        "zh",
        [
            (10, "我现在用的手机是Pixel 8"),
            (1, "btw my phone is a Pixel 8"),
        ],
        confirmed_twice("Pixel"),
    ),
    # laughing at the assistant's answer stores nothing
    case(
        "v18-zh-smalltalk-laughing",
        "zh",
        "哈哈哈哈哈 你这个比喻太绝了😂",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one message: a name, an age, a job, a city, a pet by its name, a liking
    # ("kind of obsessed with")
    case(
        "v18-en-us-intro-paralegal-albuquerque-whippet",
        "en",
        "Hey! I'm Marisol, 38, paralegal at a family law firm in Albuquerque. "
        "I have a rescue whippet named Taco and I'm kind of obsessed with quilting",
        unit("Marisol", type="fact", fact=("name", "Marisol")),
        unit("38", fact=("age", "38")),
        unit("paralegal", type="fact"),
        unit("Albuquerque"),
        unit("Taco"),
        unit("quilting", type="preference"),
    ),
    # Indian-English introduction ("26 years", "working as … in Wipro"): a full name, an age, a job, an
    # employer, a city, a liking ("very much")
    case(
        "v18-en-in-intro-wipro-hyderabad",
        "en",
        "Hello, I am Ananya Iyer, 26 years, working as SAP consultant in Wipro, Hyderabad. I like Carnatic music very much.",
        unit("Ananya Iyer", type="fact", fact=("name", "Ananya Iyer")),
        unit("26", fact=("age", "26")),
        unit("SAP consultant"),
        unit("Wipro"),
        unit("Hyderabad"),
        unit("Carnatic", type="preference"),
    ),
    # a named wife's job is hers, in Nigerian English ("on night duty this whole week")
    case(
        "v18-en-ng-wife-adaeze-nurse",
        "en",
        "My wife Adaeze is a nurse at UNTH in Enugu, she's on night duty this whole week so I'm handling the kids",
        # (a named wife is the entity by her name: the suite's convention)
        unit("nurse", entity="Adaeze"),
    ),
    # a father's city and pastime are his, in Canadian English
    case(
        "v18-en-ca-dad-thunder-bay-ice-fishing",
        "en",
        "my dad's out in Thunder Bay, retired from the paper mill, and he still goes ice fishing every winter",
        unit("Thunder Bay", entity="father"),
        unit("ice fishing", entity="father"),
    ),
    # a daughter's school fees in ₹ lakh, hiked ("from this academic year itself")
    case(
        "v18-en-in-school-fees-lakh-hiked",
        "en",
        [
            (300, "my daughter's school fees are ₹1.8 lakh a year"),
            (2, "school has hiked the fees to ₹2.1 lakh from this academic year itself"),
        ],
        unit("2.1 lakh"),
        no_active("1.8 lakh"),
        in_history("1.8 lakh", now="2.1 lakh"),
    ),
    # an Australian weekly rent in A$, the new one said with neither the word rent nor the currency
    case(
        "v18-en-au-rent-aud-weekly-bare-figure",
        "en",
        [
            (200, "we pay A$585 a week for our unit in Footscray"),
            (2, "agent's just put it up, we're on 630 a week now, bloody ridiculous"),
        ],
        unit("630"),
        no_active("585"),
        in_history("585", now="630"),
    ),
    # a TV and broadband bill in £, knocked down after a call, said without the word bill
    case(
        "v18-en-uk-sky-bill-knocked-down",
        "en",
        [
            (90, "my Sky TV and broadband comes to £54 a month"),
            (2, "rang them to cancel and they knocked it down to £38, cheeky sods"),
        ],
        unit("38"),
        no_active("54"),
        in_history("54", now="38"),
    ),
    # a Singaporean promotion ("kena promoted … leh") with the pay in S$ raised, the word salary never said
    case(
        "v18-en-sg-promoted-senior-executive-sgd",
        "en",
        [
            (200, "I'm an executive at a logistics company in Tuas, drawing S$4,600 a month"),
            (2, "finally kena promoted to senior executive leh, pay now S$5,300"),
        ],
        unit("senior executive"),
        unit("5,300"),
        no_active("4,600"),
        in_history("4,600", now="5,300"),
    ),
    # a Nigerian move that happened ("we've finally moved to … o, settling in small small")
    case(
        "v18-en-ng-move-done-abuja",
        "en",
        [
            (220, "I live in Ibadan"),
            (3, "We've finally moved to Abuja o, still settling in small small"),
        ],
        unit("Abuja"),
        no_active("Ibadan"),
        in_history("Ibadan", now="Abuja"),
    ),
    # a move only wished for, on a condition ("I'd love to … someday, if …"), moves nobody yet
    case(
        "v18-en-us-move-wish-duluth",
        "en",
        [
            (100, "I live in El Paso"),
            (1, "honestly I'd love to move to Duluth someday, if my company ever lets me go fully remote"),
        ],
        unit("El Paso"),
        unit("Duluth"),
        no_pending(),
    ),
    # a job left for another ("left Tesco for Royal Mail"): the old job is no longer active
    case(
        "v18-en-uk-left-tesco-for-royal-mail",
        "en",
        [
            (150, "I'm a shift manager at Tesco"),
            (2, "left Tesco for Royal Mail, I'm on deliveries now, out by 6 every morning"),
        ],
        unit("Royal Mail"),
        no_active("shift manager"),
    ),
    # a nightly habit given up, typed lower case with typos ("evry", "last wk n"): one memory about it
    case(
        "v18-en-gave-up-candy-crush-typos",
        "en",
        [
            (90, "i play candy crush evry night before bed"),
            (2, "gave up candy crush lol, deleted the app last wk n im sleeping way better"),
        ],
        units(1, "candy crush"),
        no_active("before bed"),
    ),
    # a negation that keeps its "not" (not on WhatsApp) beside the app that is used
    case(
        "v18-en-negation-not-on-whatsapp",
        "en",
        "I'm not on WhatsApp, my family reaches me on Signal",
        unit("not", "WhatsApp"),
        unit("Signal"),
    ),
    # a prohibition ("never send me …") beside a preference ("I'm all over it") in one message
    case(
        "v18-en-never-eggplant-love-chickpeas",
        "en",
        "never send me recipes with eggplant, I can't stand the texture. anything with chickpeas though, I'm all over it",
        unit("eggplant", type="prohibition"),
        unit("chickpea", type="preference"),
    ),
    # a passport's expiry put right days later, in Australian English ("I was way off")
    case(
        "v18-en-au-correction-passport-expiry-later",
        "en",
        [
            (6, "my passport expires in March 2027"),
            (1, "just checked properly mate, I was way off, my passport expiry is actually August 2026"),
        ],
        unit("August 2026"),
        no_active("March 2027"),
    ),
    # a decision on a relative date ("ok decided, … next Friday")
    case(
        "v18-en-decision-dissertation-next-friday",
        "en",
        "ok decided, I'm handing in my dissertation draft next Friday whatever state it's in",
        unit("dissertation", type="decision"),
    ),
    # contact lenses told in English, then in Chinese: one memory, confirmed
    case(
        "v18-en-contact-lenses-then-chinese",
        "en",
        [
            (12, "I wear contact lenses, the monthly ones"),
            (1, "我平时戴隐形眼镜，月抛的"),
        ],
        confirmed_twice("contact lens"),
    ),
    # a question about kitchenware stores nothing
    case(
        "v18-en-question-cast-iron-dishwasher",
        "en",
        "is it actually bad to put a cast iron pan in the dishwasher?",
        nothing(),
    ),
]
