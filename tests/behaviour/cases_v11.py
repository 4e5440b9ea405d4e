"""v11 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a name, an age, a nurse's or a barista's
job and a hobby such as climbing or knitting; a husband who drives a lorry and a daughter's age; a wife who
is an electrician and a son's age), a sister who teaches at a kindergarten, a boss moving to another office,
values changed days later with the second message never repeating the old value (rent, a weight in 公斤, a
salary, a phone plan, a commute, a move said as 搬到 / "moved down to", a barista becoming an administrator,
a pharmacist becoming a chemistry teacher), habits given up (不再喝奶茶, "no longer play five-a-side"), "not
vegetarian anymore", prohibitions (别再给我推荐, 8点之前别…, "never suggest", "don't ever book"),
preferences (fishing at a reservoir), decisions (a teaching certificate exam, cancelling a streaming
subscription), goals (savings, a marathon time; their type is not asserted), amounts with their currency
or unit (¥, 块, $, €, %, 公斤, kg, 公里, km, minutes, hours), relative dates, corrections (说错了，是…;
"sorry, typo, I meant"), a negation of a job (我不是老师), filler openers and small talk that store
nothing, statements that mention forgetting or deleting without being a request to forget (a cat's
dewormer, a deleted Facebook account), and facts told once in each language (a commute, weekly cycling
on Strava, a football club, sleep hours).
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
)

CASES_V11 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v11-zh-intro-nurse-climbing",
        "zh",
        "我叫孙嘉怡，29岁，在成都当护士，周末喜欢去攀岩",
        unit("孙嘉怡", type="fact", fact=("name", "孙嘉怡")),
        unit("29", fact=("age", "29")),
        unit("护士", type="fact"),
        unit("攀岩", type="preference"),
        no_active("护士", "攀岩"),
    ),
    # other people: a husband's job and a daughter's age in one breath
    case(
        "v11-zh-husband-truck-daughter",
        "zh",
        "我老公在一家物流公司开货车，女儿今年5岁，刚上幼儿园",
        unit("货车", entity="husband"),
        unit("5", entity="daughter"),
        no_active("货车", "幼儿园"),
    ),
    # a third person behind a filler opener
    case(
        "v11-zh-sister-kindergarten-teacher",
        "zh",
        "嗯……那个，我妹妹在武汉当幼儿园老师",
        unit("幼儿园老师", entity="sister"),
        summaries_lack("那个"),
    ),
    # changed values: the later message never repeats the old one
    case(
        "v11-zh-rent-raised",
        "zh",
        [(20, "我现在房租一个月¥2800"), (2, "房东说下个月起房租涨到3200")],
        unit("3200"),
        no_active("2800"),
        in_history("2800", now="3200"),
    ),
    case(
        "v11-zh-weight-down",
        "zh",
        [(30, "我体重68公斤"), (1, "坚持锻炼了一个月，今天称了一下，现在63公斤")],
        unit("63"),
        no_active("68公斤"),
        in_history("68", now="63"),
    ),
    case(
        "v11-zh-moved-to-suzhou",
        "zh",
        [(40, "我住在南京鼓楼区"), (3, "上周末搬家搬到苏州了，离公司近多了")],
        unit("苏州", type="fact"),
        no_active("南京"),
        in_history("南京", now="苏州"),
    ),
    case(
        "v11-zh-barista-to-hospital-admin",
        "zh",
        [(60, "我在一家咖啡店当咖啡师"), (2, "我换工作了，现在在市一医院做行政")],
        unit("行政"),
        no_active("咖啡师"),
        in_history("咖啡师", now="行政"),
    ),
    # a habit given up
    case(
        "v11-zh-no-more-milk-tea",
        "zh",
        [(10, "我每天晚上都要喝一杯奶茶"), (1, "我已经不再喝奶茶了，最近在控糖")],
        no_active("每天晚上"),
    ),
    # prohibitions
    case(
        "v11-zh-no-horror-films",
        "zh",
        "以后别再给我推荐恐怖片了，我真的看不了",
        unit("恐怖片", type="prohibition"),
    ),
    case(
        "v11-zh-no-reminders-before-8",
        "zh",
        "早上8点之前别给我发任何提醒",
        unit("8点", type="prohibition"),
    ),
    # a preference
    case(
        "v11-zh-fishing-reservoir",
        "zh",
        "钓鱼的话我更喜欢去水库钓，海钓不太喜欢",
        unit("水库", type="preference"),
    ),
    # a decision with a relative date
    case(
        "v11-zh-decision-teaching-cert",
        "zh",
        "我决定明年三月去考教师资格证",
        unit("教师资格证", type="decision"),
    ),
    # a goal with an amount (no type asserted: the memory types are fact, preference, prohibition,
    # decision, milestone, task and pattern; none is called "goal")
    case(
        "v11-zh-goal-savings",
        "zh",
        "今年我的目标是存够5万块",
        unit("5万"),
    ),
    # a correction within the message
    case(
        "v11-zh-son-age-corrected",
        "zh",
        "我儿子今年13岁，哦不对，说错了，是12岁",
        unit("12", entity="son"),
        no_active("13"),
    ),
    # a negation: the job that is not theirs, then the one that is
    case(
        "v11-zh-not-a-teacher-accountant",
        "zh",
        "我不是老师，我是学校的会计",
        unit("会计", type="fact"),
    ),
    # filler and small talk
    case(
        "v11-zh-thanks-filler",
        "zh",
        "哈哈好的，谢谢你啊",
        nothing(),
    ),
    case(
        "v11-zh-weather-smalltalk",
        "zh",
        "今天天气真好，太阳晒得人好舒服",
        nothing(),
    ),
    # mentions forgetting without asking to forget anything
    case(
        "v11-zh-cat-forgets-dewormer",
        "zh",
        "我家猫叫年糕，我老是忘记给它喂驱虫药",
        unit("年糕"),
    ),
    # the same fact in each language
    case(
        "v11-zh-commute-both-languages",
        "zh",
        [(5, "我每天通勤40分钟，坐地铁"), (1, "My commute is 40 minutes every day, by metro")],
        confirmed_twice("40"),
    ),
    case(
        "v11-zh-strava-both-languages",
        "zh",
        [(5, "我每周骑行120公里，都记在Strava上"), (1, "I cycle 120 km a week and log it all on Strava")],
        confirmed_twice("120"),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one sentence
    case(
        "v11-en-intro-barista-knitting",
        "en",
        "Hi! I'm Priya, 31, I work as a barista in Leeds and I'm really into knitting",
        unit("Priya", type="fact", fact=("name", "Priya")),
        unit("31", fact=("age", "31")),
        unit("barista", type="fact"),
        unit("knitting", type="preference"),
        no_active("barista", "knitting"),
    ),
    # other people
    case(
        "v11-en-wife-electrician-son",
        "en",
        "My wife is an electrician and our son just turned 7",
        unit("electrician", entity="wife"),
        unit("7", entity="son"),
    ),
    case(
        "v11-en-boss-singapore",
        "en",
        "Um, so basically my boss is moving to our Singapore office in June",
        unit("Singapore", entity="boss"),
        summaries_lack("basically"),
    ),
    # changed values: the later message never repeats the old one
    case(
        "v11-en-salary-raise",
        "en",
        [(45, "I make $62,000 a year"), (2, "Got a raise, I'm on $68,500 now")],
        unit("68,500"),
        no_active("62,000"),
        in_history("62,000", now="68,500"),
    ),
    case(
        "v11-en-phone-plan-switch",
        "en",
        [
            (30, "My phone plan with Vodafone is €25 a month"),
            (1, "Switched my phone over to Lebara, only €12 a month now"),
        ],
        unit("€12"),
        no_active("€25"),
        in_history("€25", now="€12"),
    ),
    case(
        "v11-en-commute-cycling",
        "en",
        [(20, "My commute is 50 minutes each way on the bus"), (1, "I cycle to work now, it takes me 20 minutes")],
        unit("20 minutes"),
        no_active("50 minutes"),
        in_history("50 minutes", now="20 minutes"),
    ),
    case(
        "v11-en-moved-to-bristol",
        "en",
        [(90, "I live in Manchester"), (3, "We finally moved down to Bristol last weekend")],
        unit("Bristol", type="fact"),
        no_active("Manchester"),
        in_history("Manchester", now="Bristol"),
    ),
    case(
        "v11-en-pharmacist-to-teacher",
        "en",
        [(60, "I'm a pharmacist at Boots"), (2, "Left Boots last month, I teach chemistry at a secondary school now")],
        unit("chemistry"),
        no_active("pharmacist"),
        in_history("pharmacist", now="chemistry"),
    ),
    # a habit given up
    case(
        "v11-en-no-longer-five-a-side",
        "en",
        [
            (15, "I play five-a-side football every Tuesday night"),
            (1, "I no longer play five-a-side, my knee can't take it"),
        ],
        no_active("every Tuesday"),
    ),
    # a negation of an earlier diet
    case(
        "v11-en-not-vegetarian-anymore",
        "en",
        [(40, "I'm vegetarian"), (1, "I'm not vegetarian anymore, I eat fish and chicken again")],
        unit("fish"),
        # (tightened after the round: the blind check passed while "vegetarian" stayed active)
        in_history("vegetarian", now="fish"),
    ),
    # prohibitions
    case(
        "v11-en-never-shellfish",
        "en",
        "Never suggest restaurants that serve shellfish, I'm allergic",
        unit("shellfish", type="prohibition"),
    ),
    case(
        "v11-en-no-ryanair",
        "en",
        "Please don't ever book me on Ryanair flights",
        unit("Ryanair", type="prohibition"),
    ),
    # a decision about a subscription
    case(
        "v11-en-decision-cancel-netflix",
        "en",
        "We've decided to cancel Netflix and just keep Disney+",
        unit("Netflix", type="decision"),
    ),
    # a goal with a travel plan (no type asserted, as for v11-zh-goal-savings)
    case(
        "v11-en-goal-berlin-marathon",
        "en",
        "My goal is to run the Berlin marathon in under 4 hours this September",
        unit("marathon", "4 hours"),
    ),
    # a percentage kept verbatim
    case(
        "v11-en-mortgage-rate",
        "en",
        "Our mortgage rate just went up to 4.5%",
        unit("4.5%"),
    ),
    # a correction within the message
    case(
        "v11-en-weight-typo-corrected",
        "en",
        "I'm 85 kg, sorry, typo, I meant 58 kg",
        unit("58"),
        no_active("85"),
    ),
    # small talk
    case(
        "v11-en-lol-thanks",
        "en",
        "lol ok cool, thanks!",
        nothing(),
    ),
    # mentions deleting without asking to forget anything
    case(
        "v11-en-deleted-facebook",
        "en",
        "I deleted my Facebook account back in 2022 and honestly don't miss it",
        unit("Facebook"),
    ),
    # the same fact in each language
    case(
        "v11-en-chelsea-both-languages",
        "en",
        [(4, "I've supported Chelsea since I was a kid"), (1, "我从小就支持切尔西")],
        confirmed_twice("Chelsea"),
    ),
    case(
        "v11-en-sleep-both-languages",
        "en",
        [(6, "I usually sleep about 7 hours a night"), (1, "我一般每晚睡7个小时左右")],
        confirmed_twice("7"),
    ),
]
