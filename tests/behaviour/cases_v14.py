"""v14 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (an ICU nurse in 重庆 on 三班倒 with
a hamster, a PM at Google based in 上海 whose husband does 外贸跟单 and who goes to 新加坡 onsite, a tram
driver in Melbourne voice-typed without punctuation, a vet nurse in Leicester just engaged to a
plasterer), third persons (a father-in-law 公公 on insulin, a new coworker by name, a wife who is
Catholic and a wife who is pregnant, an Australian "mate" opening a barber shop), values changed days
later, with and without the attribute word (a thyroid dose 50微克 → "加到75微克", rent 3800块 → "每个月
4200", a son's 五年级 → 升六年级, sertraline 50mg → "doc upped it to 100mg", £38,500 → "£44k now", A$620
→ A$680 a week, a 50-minute bus commute → 25 minutes on an e-bike), moves that happened (搬到…同居,
"all settled in … now") and moves only considered (在纠结要不要…搬去, "if the transfer goes through"),
job changes (转行了！现在在…教体育, "hung up my apron, I'm a postie now"), negations that must keep
their "not" (不会说粤语, "not religious"), corrections in the same breath (等下，我看错了; "scratch
that") and days later (之前跟你说错了, "correction —"), prohibitions (别给我推荐, "stop recommending"),
decisions (商量好了…定在, "that's final"), goals (定个小目标, "aiming to"), a pet given away, a diet
change (吃素, "went vegan"), one statement told once in each language (Arsenal, a Garmin Forerunner
265), filler (那个啥, "long story short") and small talk.
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    nothing,
    summaries_lack,
    unit,
    units,
)

CASES_V14 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one line: name, age without 岁, a job on a ward named in English (ICU), city, a
    # named hamster, a liking; a space before 三班倒
    case(
        "v14-zh-intro-icu-nurse-hamster",
        "zh",
        "我叫付晓雯，今年29，在重庆一家医院的ICU当护士 三班倒那种，养了只仓鼠叫团子🐹，放假喜欢去爬山",
        unit("付晓雯", type="fact", fact=("name", "付晓雯")),
        unit("29", fact=("age", "29")),
        unit("护士", type="fact"),
        unit("重庆"),
        unit("团子"),
        unit("爬山", type="preference"),
    ),
    # code-switching: an employer and a job in English, base + city, a husband's job, a trip that is
    # no move
    case(
        "v14-zh-codeswitch-google-pm-husband",
        "zh",
        "我在Google做PM，base上海，我老公在一家外贸公司做跟单，下个月我要去新加坡onsite一周",
        unit("Google", type="fact"),
        unit("PM"),
        unit("上海"),
        unit("外贸", entity="husband"),
        unit("新加坡"),
    ),
    # a medication dose raised days later (加到), the drug not named again
    case(
        "v14-zh-dose-thyroid-raised",
        "zh",
        [
            (20, "我每天早上空腹吃优甲乐，一次50微克"),
            (2, "复查完医生给我加到75微克了"),
        ],
        unit("75微克"),
        no_active("50微克"),
        in_history("50微克", now="75微克"),
    ),
    # a rent renewed without the word 房租 (续租… 每个月4200)
    case(
        "v14-zh-rent-renewed-without-word",
        "zh",
        [
            (40, "我现在房租一个月3800块，押一付三"),
            (1, "续租合同签了，每个月4200，比之前贵了四百"),
        ],
        unit("4200"),
        no_active("3800"),
        in_history("3800", now="4200"),
    ),
    # a son's school year moved up (升六年级), the old year not repeated
    case(
        "v14-zh-son-grade-moved-up",
        "zh",
        [
            (200, "我儿子在读小学五年级"),
            (3, "开学了，儿子升六年级了，作业一下多了好多"),
        ],
        unit("六年级", entity="son"),
        no_active("五年级"),
        in_history("五年级", now="六年级"),
    ),
    # a move that happened, to live with a boyfriend (搬到…同居)
    case(
        "v14-zh-move-done-zhuhai-with-boyfriend",
        "zh",
        [
            (60, "我住在长沙"),
            (3, "上周末正式搬到珠海跟男朋友同居了😳"),
        ],
        unit("珠海"),
        no_active("长沙"),
        in_history("长沙", now="珠海"),
    ),
    # a move only considered (在纠结要不要…搬去, 还没想好) does not move the person
    case(
        "v14-zh-move-considered-kunming",
        "zh",
        [
            (25, "我住在哈尔滨"),
            (1, "在纠结要不要明年搬去昆明，还没想好"),
        ],
        unit("昆明"),
        unit("哈尔滨"),
    ),
    # a career change (转行了！现在在…教体育), the old workplace not repeated
    case(
        "v14-zh-job-change-car-sales-to-pe",
        "zh",
        [
            (45, "我在一家4S店做销售顾问"),
            (2, "转行了！现在在一所小学教体育"),
        ],
        unit("体育", type="fact"),
        no_active("4S店"),
        in_history("4S店", now="体育"),
    ),
    # a negation about a language: not speaking Cantonese keeps its 不会, and is not stored as spoken
    case(
        "v14-zh-negation-no-cantonese",
        "zh",
        "我不会说粤语，虽然在广州住了五年了",
        unit("不会", "粤语"),
        units(1, "粤语"),
        unit("广州"),
    ),
    # a pregnancy due date taken back in the same breath (等下，我看错了)
    case(
        "v14-zh-correction-due-date-same-breath",
        "zh",
        "我预产期是11月20号，等下，我看错了，是11月25号",
        unit("11月25"),
        no_active("11月20"),
    ),
    # a son's after-school class put right days later (之前跟你说错了…其实是)
    case(
        "v14-zh-correction-english-class-later",
        "zh",
        [
            (6, "我儿子的英语课在每周六上午"),
            (1, "之前跟你说错了，儿子的英语课其实是周日上午"),
        ],
        unit("周日上午", entity="son"),
        no_active("周六上午"),
    ),
    # a prohibition with 别给我推荐
    case(
        "v14-zh-prohibition-no-queue-shops",
        "zh",
        "别给我推荐要排队的网红店，我最烦排队了",
        unit("网红店", type="prohibition"),
    ),
    # a decision taken together (商量好了…定在)
    case(
        "v14-zh-decision-wedding-may-day",
        "zh",
        "我们俩商量好了，婚礼定在明年五一，回老家办",
        unit("婚礼", type="decision"),
    ),
    # a goal (定个小目标) with a score and a relative deadline
    case(
        "v14-zh-goal-ielts-seven",
        "zh",
        "给自己定个小目标：三个月内雅思考到7分",
        unit("雅思", "7分"),
    ),
    # a team supported, told in Chinese with its English name, then in English: one memory, confirmed
    case(
        "v14-zh-arsenal-then-english",
        "zh",
        [
            (7, "我是Arsenal的铁粉，每场比赛都熬夜看"),
            (1, "fyi I support Arsenal"),
        ],
        confirmed_twice("Arsenal"),
    ),
    # small talk with an emoji stores nothing
    case(
        "v14-zh-smalltalk-xianche",
        "zh",
        "哈哈哈笑死 好的我先撤了👋",
        nothing(),
    ),
    # a diet change after a filler opener (那个啥); the filler stays out of summaries
    case(
        "v14-zh-filler-went-vegetarian",
        "zh",
        "那个啥，我上个月开始吃素了，到现在坚持了三周",
        unit("吃素"),
        summaries_lack("那个啥"),
    ),
    # a dog given to a cousin: what happened to it is kept with its name
    case(
        "v14-zh-dog-rehomed-to-cousin",
        "zh",
        [
            (30, "我养了一只边牧叫可乐"),
            (1, "可乐送给我表姐养了，我现在租的房子太小了"),
        ],
        unit("可乐", "表姐"),
    ),
    # a named new coworker and her previous job
    case(
        "v14-zh-coworker-mengjia",
        "zh",
        "我们组新来的同事叫孟佳，之前在字节做运营",
        # (a named coworker is the entity by her name, the relation in facts: the suite's convention)
        unit("孟佳", entity="孟佳", fact=("relation", "用户的同事")),
        unit("运营", entity="孟佳"),
    ),
    # a husband's father (公公) and his diagnosis
    case(
        "v14-zh-father-in-law-diabetes",
        "zh",
        "我公公上个月查出来糖尿病，现在每天都要打胰岛素",
        unit("糖尿病", entity="father-in-law"),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts voice-typed without punctuation, lower-case "im" / "i"
    case(
        "v14-en-intro-tram-driver-runon",
        "en",
        "hey so my name is Callum Reid im 41 i drive trams in Melbourne and i play lawn bowls most sundays",
        unit("Callum Reid", type="fact", fact=("name", "Callum Reid")),
        unit("41", fact=("age", "41")),
        unit("tram", type="fact"),
        unit("Melbourne"),
        unit("lawn bowls"),
    ),
    # several facts: name, job, city, an engagement, a named fiancé's job, emoji
    case(
        "v14-en-intro-vet-nurse-engaged",
        "en",
        "I'm Priyanka, vet nurse in Leicester 🐾 just got engaged to my fiancé Tomás, he's a plasterer 💍",
        unit("Priyanka", type="fact", fact=("name", "Priyanka")),
        unit("vet nurse", type="fact"),
        unit("Leicester"),
        unit("engaged"),
        # (a named partner is the entity by his name: the suite's convention)
        unit("plasterer", entity="Tomás"),
    ),
    # a medication dose raised later ("doc upped it to"), the drug not named again
    case(
        "v14-en-dose-sertraline-upped",
        "en",
        [
            (21, "I'm on sertraline, 50mg once a day"),
            (2, "doc upped it to 100mg at my review"),
        ],
        unit("100mg"),
        no_active("50mg"),
        in_history("50mg", now="100mg"),
    ),
    # a salary in £, the new one said without the word ("£44k now")
    case(
        "v14-en-salary-pounds-promotion",
        "en",
        [
            (60, "I'm on £38,500 a year at the council"),
            (1, "promotion came through!! £44k now 🎉"),
        ],
        unit("44k"),
        no_active("38,500"),
        in_history("38,500", now="44k"),
    ),
    # a weekly rent in A$, put up by the agent
    case(
        "v14-en-rent-aud-put-up",
        "en",
        [
            (45, "our rent is A$620 a week for the place in Brunswick"),
            (2, "the agent's put it up to A$680 a week, ugh"),
        ],
        unit("680"),
        no_active("620"),
        in_history("620", now="680"),
    ),
    # a commute shortened by a change of transport
    case(
        "v14-en-commute-ebike",
        "en",
        [
            (30, "my commute's about 50 minutes each way on the bus"),
            (1, "bought an e-bike, commute is down to 25 minutes"),
        ],
        unit("25 minutes"),
        no_active("50 minutes"),
        in_history("50 minutes", now="25 minutes"),
    ),
    # a move that happened ("all settled in … now, moved in on saturday")
    case(
        "v14-en-move-done-bristol",
        "en",
        [
            (80, "I live in Leeds"),
            (3, "we're all settled in Bristol now, moved in on saturday"),
        ],
        unit("Bristol"),
        no_active("Leeds"),
        in_history("Leeds", now="Bristol"),
    ),
    # a move only on a condition ("if the transfer goes through") does not move the person
    case(
        "v14-en-move-conditional-lisbon",
        "en",
        [
            (20, "I live in Dublin"),
            (1, "if the transfer goes through we'll be moving to Lisbon in the autumn"),
        ],
        unit("Lisbon"),
        unit("Dublin"),
    ),
    # a job change in British slang ("hung up my apron, I'm a postie now")
    case(
        "v14-en-job-change-cook-to-postie",
        "en",
        [
            (40, "I'm a line cook at a pub in Cardiff"),
            (2, "hung up my apron, I'm a postie now lol"),
        ],
        unit("postie", type="fact"),
        no_active("line cook"),
        in_history("line cook", now="postie"),
    ),
    # a negation kept with its "not", and a wife's faith kept as hers (British spelling)
    case(
        "v14-en-negation-not-religious",
        "en",
        "I'm not religious at all, but my wife is a practising Catholic",
        unit("not", "religious"),
        units(1, "religious"),
        unit("Catholic", entity="wife"),
    ),
    # a date taken back in the same breath ("scratch that")
    case(
        "v14-en-correction-flight-scratch-that",
        "en",
        "my flight to Osaka is on the 14th - scratch that, the 16th",
        unit("Osaka", "16th"),
        no_active("14th"),
    ),
    # a husband's birthday put right days later ("correction —", "hubby")
    case(
        "v14-en-correction-hubby-birthday-later",
        "en",
        [
            (7, "my husband's birthday is 14 March"),
            (1, "correction — hubby's birthday is 21 March, I got mixed up"),
        ],
        unit("21 March", entity="husband"),
        no_active("14 March"),
    ),
    # a prohibition with "stop recommending", lower case
    case(
        "v14-en-prohibition-stop-podcasts",
        "en",
        "stop recommending podcasts to me, i never listen to them",
        unit("podcast", type="prohibition"),
    ),
    # a decision ("that's final"): a car kept, a van sold
    case(
        "v14-en-decision-sell-the-van",
        "en",
        "right, we're keeping the Honda and selling the van, that's final",
        unit("van", type="decision"),
    ),
    # a goal on a relative date ("aiming to … by the end of summer")
    case(
        "v14-en-goal-sprint-triathlon",
        "en",
        "aiming to finish my first sprint triathlon by the end of summer",
        unit("triathlon"),
    ),
    # a watch model told in English, then in Chinese: one memory, confirmed
    case(
        "v14-en-garmin-then-chinese",
        "en",
        [
            (9, "I run with a Garmin Forerunner 265"),
            (1, "我跑步用的是Garmin Forerunner 265"),
        ],
        confirmed_twice("265"),
    ),
    # Australian small talk stores nothing
    case(
        "v14-en-smalltalk-cheers-mate",
        "en",
        "lol nah all good mate, cheers",
        nothing(),
    ),
    # a diet change after filler ("right so long story short"); the filler stays out of summaries
    case(
        "v14-en-filler-went-vegan",
        "en",
        "right so long story short, I went vegan in January",
        unit("vegan"),
        summaries_lack("long story short"),
    ),
    # a wife's pregnancy with a due month
    case(
        "v14-en-wife-pregnant-february",
        "en",
        "my wife's pregnant with our second!! due early February",
        unit("pregnant", entity="wife"),
    ),
    # a named friend ("my mate Jonno") and his new business and its place
    case(
        "v14-en-mate-barber-fremantle",
        "en",
        "my mate Jonno just opened a barber shop in Fremantle",
        # (a named friend is the entity by his name: the suite's convention)
        unit("barber", entity="Jonno"),
        unit("Fremantle", entity="Jonno"),
    ),
]
