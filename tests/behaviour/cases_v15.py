"""v15 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a data analyst at Shopee based in
新加坡 with an interview for a new offer, typed with spaces for punctuation; a data engineer at Flipkart
in Bengaluru learning Japanese, voice-typed in lower case without punctuation), children (龙凤胎 with
their 小名 and 大名, a daughter's milk allergy outgrown, a daughter's class, a son's school bus), a
husband changing employer (跳槽到…，还是干风控), a retired-midwife neighbour by name, in-laws helping
with a child (公婆 / 婆婆), values changed days later, with and without the attribute's word (a judo
belt 绿带 → "升蓝带了", a mortgage's 月供6800 → "降到5200", a knee surgery 12月18号 → "往后推到1月8号", a CTC of
18 lakh → "revised to 22 lakh", Spotify Duo £16.99 → Individual £11.99, a chess rating 1340 →
"sitting at 1412"), a move abroad that happened (已经搬到温哥华啦, with a time difference) and one only
looked at ("I stay in Jurong East … maybe move next year lah"), a job change to night work ("started as
a night porter … on nights now"), negations that must keep their "not" (我不喝咖啡, "not a UK
citizen"), corrections in the same breath (口误口误, "oops,") and days later (上次我记混了, "ignore what
I said before"), prohibitions (别订铺地毯的房间, "no cruise recommendations pls"), a decision taken with
the in-laws (商量好了), a goal before a trip ("want to be conversational in Spanish"), quitting social
media after a filler ("ok random update but"), one statement told once in each language (a piano
grade, a Shiba Inu called Miso) and small talk (嗯嗯 懂了, Singaporean "ok can, thanks ah").
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

CASES_V15 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts, code-switching (an employer and a job in English, base + a city, an offer), spaces
    # where the commas would be
    case(
        "v15-zh-intro-shopee-data-analyst",
        "zh",
        "我叫黄以琳 在Shopee做data analyst，base新加坡 下周要去面试一个新offer😅",
        unit("黄以琳", type="fact", fact=("name", "黄以琳")),
        unit("Shopee", type="fact"),
        unit("data analyst"),
        unit("新加坡"),
        unit("面试"),
    ),
    # a hobby's level moved up without naming the hobby again (绿带 → 升蓝带了)
    case(
        "v15-zh-judo-belt-up",
        "zh",
        [
            (90, "我周末在道馆练柔道，目前绿带"),
            (2, "上周考级过了！升蓝带了🥋"),
        ],
        unit("蓝带"),
        no_active("绿带"),
        in_history("绿带", now="蓝带"),
    ),
    # a flat bought with a mortgage; the monthly payment lowered after paying some off early
    case(
        "v15-zh-mortgage-monthly-down",
        "zh",
        [
            (120, "我们在佛山买了套房，贷了130万，月供6800"),
            (3, "提前还了20万，月供降到5200了"),
        ],
        unit("5200"),
        no_active("6800"),
        in_history("6800", now="5200"),
        unit("佛山"),
    ),
    # twins (龙凤胎) with a nickname and a real name, and their age said once for both
    case(
        "v15-zh-twins-nicknames",
        "zh",
        "我家是一对龙凤胎，哥哥小名豆豆，大名陈嘉树；妹妹小名叫米粒，俩人今年都4岁了",
        unit("龙凤胎"),
        unit("豆豆", "陈嘉树"),
        unit("米粒"),
        unit("4岁"),
    ),
    # a daughter's allergy outgrown: the allergy no longer holds
    case(
        "v15-zh-daughter-milk-allergy-outgrown",
        "zh",
        [
            (400, "我女儿对牛奶过敏"),
            (3, "好消息！女儿的牛奶过敏长大就好了，现在喝牛奶一点事没有"),
        ],
        unit("牛奶", entity="daughter"),
        no_active("对牛奶过敏"),
    ),
    # a surgery date booked, then moved by the hospital (往后推到), the word 日期 never said
    case(
        "v15-zh-surgery-date-pushed-back",
        "zh",
        [
            (10, "我的膝盖手术约在12月18号"),
            (1, "医院刚打电话，手术往后推到1月8号了"),
        ],
        unit("1月8"),
        no_active("12月18"),
        in_history("12月18", now="1月8"),
    ),
    # a husband's employer changed, the same line of work (跳槽到…，还是干风控)
    case(
        "v15-zh-husband-changed-employer",
        "zh",
        [
            (100, "我老公在招商银行做风控"),
            (4, "我老公跳槽到中信证券了，还是干风控"),
        ],
        unit("中信证券", entity="husband"),
        no_active("招商银行"),
        in_history("招商银行", now="中信证券"),
    ),
    # a move abroad that happened (已经搬到…啦), with the time difference and a joke after it
    case(
        "v15-zh-move-done-vancouver",
        "zh",
        [
            (150, "我住在成都"),
            (2, "已经搬到温哥华啦，跟国内差15个小时，以后我半夜找你别嫌烦😂"),
        ],
        unit("温哥华"),
        no_active("成都"),
        in_history("成都", now="温哥华"),
    ),
    # a daughter's class taken back in the same breath (口误口误)
    case(
        "v15-zh-correction-class-kouwu",
        "zh",
        "我女儿在三年二班，口误口误，是三年四班",
        unit("三年四班", entity="daughter"),
        no_active("三年二班"),
    ),
    # a cat's breed put right days later (上次我记混了), the cat by its name
    case(
        "v15-zh-correction-cat-breed-later",
        "zh",
        [
            (15, "我家猫是英短，叫奶盖"),
            (1, "上次我记混了，奶盖是美短"),
        ],
        unit("美短"),
        no_active("英短"),
    ),
    # a prohibition about bookings, with its reason (an allergy) said after it
    case(
        "v15-zh-prohibition-carpet-rooms",
        "zh",
        "以后帮我订酒店别订铺地毯的房间，我尘螨过敏",
        unit("地毯", type="prohibition"),
        unit("尘螨"),
    ),
    # a decision taken with the in-laws (跟公婆商量好了): the mother-in-law minds the child next year
    case(
        "v15-zh-decision-in-laws-childcare",
        "zh",
        "跟公婆商量好了，明年孩子让婆婆帮忙带，就不送托班了",
        unit("婆婆", type="decision"),
    ),
    # a piano grade told in Chinese, then in English: one memory, confirmed
    # (corrected after the first run: both said "last month" 8 and 1 days ago, which across the start
    # of a month are two different months, so two readings; the relative date is left out of both)
    case(
        "v15-zh-piano-grade-then-english",
        "zh",
        [
            (8, "我女儿钢琴考过了8级"),
            (1, "fyi my daughter passed grade 8 piano"),
        ],
        confirmed_twice("8"),
    ),
    # a negation kept with its 不 (不喝咖啡), a space for the first comma, and what is drunk instead
    case(
        "v15-zh-negation-no-coffee",
        "zh",
        "我不喝咖啡 一喝就心慌，平时只喝茶",
        unit("不", "咖啡"),
        units(1, "咖啡"),
        unit("茶"),
    ),
    # small talk stores nothing
    case(
        "v15-zh-smalltalk-dongle-xiela",
        "zh",
        "嗯嗯 懂了 谢啦~",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts voice-typed in lower case without punctuation: a name, an age right after it, a
    # job, an employer, a city, a language being learned
    case(
        "v15-en-intro-bengaluru-runon",
        "en",
        "hi im Arjun Mehta 34 working as a data engineer at Flipkart in Bengaluru also learning japanese on the side",
        unit("Arjun Mehta", type="fact", fact=("name", "Arjun Mehta")),
        unit("34", fact=("age", "34")),
        unit("data engineer", type="fact"),
        unit("Flipkart"),
        unit("Bengaluru"),
        unit("japanese"),
    ),
    # a salary in lakh (Indian English "CTC"), the new one said without the word
    case(
        "v15-en-ctc-lakh-revised",
        "en",
        [
            (90, "my CTC is 18 lakh per annum"),
            (2, "appraisal done, got revised to 22 lakh 🙌"),
        ],
        unit("22 lakh"),
        no_active("18 lakh"),
        in_history("18 lakh", now="22 lakh"),
    ),
    # a subscription plan changed, with its new price in £
    case(
        "v15-en-spotify-plan-downgraded",
        "en",
        [
            (40, "I'm on Spotify Duo, £16.99 a month"),
            (1, "downgraded spotify to Individual, £11.99 now"),
        ],
        unit("11.99"),
        no_active("16.99"),
        in_history("16.99", now="11.99"),
    ),
    # a chess rating that went up ("sitting at … now"), the word rating not said again
    case(
        "v15-en-chess-rating-up",
        "en",
        [
            (60, "my rapid rating on chess.com is 1340"),
            (2, "finally cracked 1400!! sitting at 1412 now"),
        ],
        unit("1412"),
        no_active("1340"),
        in_history("1340", now="1412"),
    ),
    # Singaporean English: "I stay in" is where one lives; flats only looked at move nobody
    case(
        "v15-en-move-considered-tampines",
        "en",
        [
            (50, "I stay in Jurong East with my parents"),
            (1, "we're looking at resale flats in Tampines, maybe move next year lah"),
        ],
        unit("Tampines"),
        unit("Jurong East"),
    ),
    # a job change to night work ("started as … this week, so I'm on nights now")
    case(
        "v15-en-job-change-night-porter",
        "en",
        [
            (70, "I'm a receptionist at a dental practice in Hull"),
            (2, "started as a night porter at the Royal Infirmary this week, so I'm on nights now"),
        ],
        unit("night porter", type="fact"),
        no_active("receptionist"),
        in_history("receptionist", now="night porter"),
    ),
    # a named neighbour and her (former) job
    case(
        "v15-en-neighbour-gwen-midwife",
        "en",
        "our next-door neighbour Gwen is a retired midwife, she feeds the cat whenever we're away",
        # (a named neighbour is the entity by her name: the suite's convention)
        unit("retired", "midwife", entity="Gwen"),
    ),
    # a negation kept with its "not", a "btw" inside, and the visa one holds
    case(
        "v15-en-negation-not-uk-citizen",
        "en",
        "I'm not a UK citizen btw, I'm here on a Skilled Worker visa",
        unit("not", "citizen"),
        units(1, "citizen"),
        unit("Skilled Worker"),
    ),
    # a son's pick-up time taken back in the same breath ("- oops,")
    case(
        "v15-en-correction-school-bus-oops",
        "en",
        "my son's school bus picks him up at 7:40 - oops, 7:20",
        unit("7:20", entity="son"),
        no_active("7:40"),
    ),
    # a class's day put right days later ("ignore what I said before"), "spin's" as "spin is"
    case(
        "v15-en-correction-spin-class-later",
        "en",
        [
            (6, "my spin class is on Wednesday evenings"),
            (1, "ignore what I said before, spin's on Thursday evenings"),
        ],
        unit("Thursday"),
        no_active("Wednesday"),
    ),
    # a prohibition as "no … recommendations pls", its reason after it
    case(
        "v15-en-prohibition-no-cruises",
        "en",
        "no cruise recommendations pls, I get horribly seasick",
        unit("cruise", type="prohibition"),
    ),
    # a goal with no subject, before a trip on a relative date
    case(
        "v15-en-goal-spanish-before-mexico",
        "en",
        "want to be conversational in Spanish before our Mexico trip in April",
        unit("Spanish"),
    ),
    # a pet's breed, age and name told in English, then in Chinese: one memory, confirmed
    case(
        "v15-en-shiba-miso-then-chinese",
        "en",
        [
            (12, "we've got a 2-year-old Shiba Inu called Miso"),
            (1, "我们家有只两岁的柴犬，叫Miso"),
        ],
        confirmed_twice("Miso"),
    ),
    # quitting social media after a filler opener ("ok random update but"); the filler stays out
    case(
        "v15-en-filler-quit-instagram",
        "en",
        "ok random update but I deleted Instagram and TikTok last week, six days clean 😌",
        unit("Instagram"),
        summaries_lack("random update"),
    ),
    # Singaporean small talk stores nothing
    case(
        "v15-en-smalltalk-ok-can",
        "en",
        "ok can, thanks ah 👍",
        nothing(),
    ),
]
