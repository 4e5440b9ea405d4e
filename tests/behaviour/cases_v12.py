"""v12 behaviour cases for the write path, written blind (without reading the engine).

New phrasings, vocabulary and topics only: several facts at once (a UI designer in 深圳 with a corgi, a
pharmacist whose husband drives for 滴滴, an ER nurse in Leeds who does pottery, a bike-shop owner whose
wife is a dental hygienist), children with their ages (俩娃; "his little sister" who is one's daughter),
retired parents, a flatmate and a coworker, values changed days later without the old value repeated
(工资 八千五 → 1.1万, 房租 三千二 → 三千六, 公斤 without the word, 42k → 50k, $3,600 → $4,200, £ rent,
lbs), job changes (跳槽, "switched careers"), moves (搬家去, 回老家…发展, "relocated to"), habits given up
(不玩了, "3 weeks off … cold turkey"), negations that must keep their "not" (我不抽烟, "I'm not vegan"),
corrections in the same breath (哦不对, "no wait") and days later (a boss's name misspelt), prohibitions
(千万别, "never book"), decisions (a plan to resign next year that does not end the job today; a car),
trips on relative dates that do not move the person (下个月3号, "next Friday"), statements that mention
forgetting or deleting without asking to forget, filler (怎么说呢, "basically"), small talk, and one
statement told once in each language (an allergy, a morning run).
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

CASES_V12 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts in one run-on line: name, age without 岁, job, city, a pet with its name
    case(
        "v12-zh-intro-runon-corgi",
        "zh",
        "我叫何雨桐 今年31 在深圳做UI设计，养了只柯基叫豆包🐶",
        unit("何雨桐", type="fact", fact=("name", "何雨桐")),
        unit("31", fact=("age", "31")),
        unit("UI设计", type="fact"),
        unit("深圳"),
        unit("豆包"),
    ),
    # several facts with a husband's job and a liking (喜欢 → preference)
    case(
        "v12-zh-intro-pharmacist-husband-didi",
        "zh",
        "自我介绍下哈，我是周敏，在南京一家医院当药剂师，我老公是开滴滴的，我平时就喜欢窝在家追剧",
        unit("周敏", type="fact", fact=("name", "周敏")),
        unit("药剂师", type="fact"),
        unit("南京"),
        unit("滴滴", entity="husband"),
        unit("追剧", type="preference"),
    ),
    # two children with names/ages after a filler opener; the filler stays out of summaries
    case(
        "v12-zh-two-kids-filler",
        "zh",
        "嗯…怎么说呢，我有俩娃，大的是儿子叫乐乐，今年9岁，小的是闺女，才4岁，刚上幼儿园小班",
        # (a named son is the entity by his name, the relation in facts: the suite's convention)
        unit("乐乐", entity="乐乐", fact=("relation", "用户的儿子")),
        unit("9", entity="乐乐"),
        unit("4", entity="daughter"),
        unit("幼儿园", entity="daughter"),
        summaries_lack("怎么说呢"),
    ),
    # facts about both parents in one message
    case(
        "v12-zh-retired-parents",
        "zh",
        "我爸妈都退休了，我爸以前是中学物理老师，我妈现在天天晚上去跳广场舞，比我还忙",
        unit("物理", entity="father"),
        unit("广场舞", entity="mother"),
    ),
    # a salary in Chinese numerals, raised days later without repeating the old figure
    case(
        "v12-zh-salary-baqianwu-raise",
        "zh",
        [
            (6, "我一个月工资八千五，在我们这种小地方还算可以吧"),
            (1, "涨工资啦！！现在月薪1.1万了，请自己喝杯好的"),
        ],
        unit("1.1万"),
        no_active("八千五"),
        in_history("八千五", now="1.1万"),
    ),
    # a rent in Chinese numerals, raised later (涨到)
    case(
        "v12-zh-rent-landlord-raise",
        "zh",
        [
            (10, "我房租一个月三千二，押一付三，在地铁站旁边"),
            (2, "房东又涨价了，这个月开始涨到三千六，真的无语"),
        ],
        unit("三千六"),
        no_active("三千二"),
        in_history("三千二", now="三千六"),
    ),
    # a weight, then "减到64了" with neither 体重 nor 公斤
    case(
        "v12-zh-weight-down-no-unit",
        "zh",
        [
            (20, "昨天称了一下68.5公斤，是时候减减了"),
            (2, "减到64了！！坚持一个月没吃夜宵"),
        ],
        unit("64"),
        no_active("68.5"),
        in_history("68.5", now="64"),
    ),
    # a job change told as 跳槽 (old job not repeated), with a 年薪 in 网络用语 (30w)
    case(
        "v12-zh-job-change-tiaocao",
        "zh",
        [
            (15, "我在一家外贸公司做跟单，天天对接老外"),
            (3, "我跳槽了哈，现在去拼多多做运营了，年薪30w"),
        ],
        unit("运营", type="fact"),
        unit("拼多多"),
        unit("30w"),
        no_active("跟单"),
        in_history("跟单", now="运营"),
    ),
    # a move said as 搬家去 (the old city not repeated)
    case(
        "v12-zh-move-banjia-qu",
        "zh",
        [
            (30, "我目前住在武汉光谷这边"),
            (4, "上周末正式搬家去长沙了，东西到现在还没收拾完"),
        ],
        unit("长沙"),
        no_active("武汉"),
        in_history("武汉", now="长沙"),
    ),
    # a move said as 回老家…发展; the job told earlier is untouched
    case(
        "v12-zh-move-back-hometown",
        "zh",
        [
            (12, "我现在base上海，做广告的"),
            (2, "我已经回老家成都发展了，还是家里舒服"),
        ],
        unit("成都"),
        no_active("上海"),
        unit("广告"),
    ),
    # a nightly habit given up (不玩了) ends the habit
    case(
        "v12-zh-quit-nightly-game",
        "zh",
        [
            (8, "我每天晚上都要打两局王者才睡得着"),
            (1, "王者我已经不玩了，太浪费时间"),
        ],
        no_active("每天晚上"),
        unit("王者"),
    ),
    # a negation: not smoking is a fact, kept with its 不, and not stored as smoking
    case(
        "v12-zh-negation-no-smoking",
        "zh",
        "我不抽烟的，酒的话偶尔喝点啤酒",
        unit("不抽烟"),
        units(1, "抽烟"),
        unit("啤酒"),
    ),
    # a correction in the same message (哦不对)
    case(
        "v12-zh-correction-daughter-age",
        "zh",
        "我女儿今年7岁，哦不对，8岁了，上个月刚过完生日",
        unit("8", entity="daughter"),
        no_active("7岁"),
    ),
    # a correction days later of a boss's name
    case(
        "v12-zh-correction-boss-name-later",
        "zh",
        [
            (3, "我老板叫王建国，人还行"),
            (1, "前两天说的我老板名字打错了，是王建军"),
        ],
        # (a named boss is the entity by his name, the relation in facts: the suite's convention)
        unit("王建军", entity="王建军", fact=("relation", "用户的老板")),
        no_active("王建国"),
    ),
    # a prohibition with 以后千万别
    case(
        "v12-zh-prohibition-ex",
        "zh",
        "以后千万别在我面前提我前任，拜托了🙏",
        unit("前任", type="prohibition"),
    ),
    # a decision to resign NEXT year: a decision, and the current employer is still current
    case(
        "v12-zh-decision-resign-next-year",
        "zh",
        [
            (5, "我在华为做硬件测试"),
            (1, "想了好久，我决定明年春天辞职去英国读研"),
        ],
        unit("读研", type="decision"),
        unit("华为"),
    ),
    # a trip on a relative date does not move where the person lives
    case(
        "v12-zh-trip-next-month-not-a-move",
        "zh",
        [
            (10, "我住在苏州园区"),
            (1, "下个月3号我要去杭州出差，大概待三天"),
        ],
        unit("杭州", "出差"),
        unit("苏州"),
    ),
    # 忘了 said in passing is no request to forget
    case(
        "v12-zh-forgot-mum-birthday-mention",
        "zh",
        [
            (6, "我妈生日是农历八月十五，中秋节那天"),
            (1, "哈哈我差点把我妈生日给忘了，还好我老公提醒我"),
        ],
        unit("八月十五", entity="mother"),
    ),
    # an allergy told in Chinese, then in English: one memory, confirmed
    case(
        "v12-zh-penicillin-then-english",
        "zh",
        [
            (5, "我对青霉素过敏"),
            (1, "just a reminder, I'm allergic to penicillin"),
        ],
        confirmed_twice("青霉素"),
    ),
    # small talk stores nothing
    case(
        "v12-zh-smalltalk-goodnight",
        "zh",
        "哈哈哈好的 谢谢你啦～ 晚安🌙",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # several facts in one line after a filler opener; the filler stays out of summaries
    case(
        "v12-en-intro-nurse-pottery",
        "en",
        "hey so um, basically, I'm Priya, 27, ER nurse in Leeds and I do pottery on weekends",
        unit("Priya", type="fact", fact=("name", "Priya")),
        unit("27", fact=("age", "27")),
        unit("nurse", type="fact"),
        unit("Leeds"),
        unit("pottery"),
        summaries_lack("basically"),
    ),
    # several facts: name, age, own business, a wife with name and job, a dog
    case(
        "v12-en-intro-bikeshop-wife-dog",
        "en",
        "my name's Tom Becker, 44, I run a bike shop in Portland. my wife Dana is a dental hygienist "
        "and we've got a greyhound called Biscuit",
        unit("Tom Becker", type="fact", fact=("name", "Tom Becker")),
        unit("44", fact=("age", "44")),
        unit("bike shop"),
        unit("Portland"),
        # (a named wife is the entity by her name, the relation in facts: the suite's convention)
        unit("hygienist", entity="Dana"),
        unit("Dana", entity="Dana", fact=("relation", "wife of the user")),
        unit("Biscuit"),
    ),
    # children with ages; "his little sister" is the user's daughter
    case(
        "v12-en-kids-son-and-his-sister",
        "en",
        "my son Mateo just turned 12 and his little sister Lucia is 6, both at the same school",
        # (named children are the entities by their names, the relation in facts: the suite's convention)
        unit("Mateo", entity="Mateo", fact=("relation", "son of the user")),
        unit("12", entity="Mateo"),
        unit("Lucia", entity="Lucia", fact=("relation", "daughter of the user")),
        unit("6", entity="Lucia"),
    ),
    # a flatmate and a coworker, kept as facts about them
    case(
        "v12-en-flatmate-and-coworker",
        "en",
        "my flatmate Josh works nights at the Amazon warehouse so the flat's dead quiet during the day. "
        "oh and my coworker Aisha is covering for me next week",
        unit("Josh", "Amazon"),
        unit("Aisha"),
    ),
    # a yearly salary in k, raised later ("base is … now")
    case(
        "v12-en-salary-42k-to-50k",
        "en",
        [
            (9, "I make 42k a year before tax"),
            (1, "got the promotion!! base is 50k now"),
        ],
        unit("50k"),
        no_active("42k"),
        in_history("42k", now="50k"),
    ),
    # a monthly take-home in dollars, raised later ("bringing home … now")
    case(
        "v12-en-takehome-dollars",
        "en",
        [
            (7, "take-home is about $3,600 a month"),
            (2, "new contract kicked in, I'm bringing home $4,200 monthly now"),
        ],
        unit("4,200"),
        no_active("3,600"),
        in_history("3,600", now="4,200"),
    ),
    # a rent in pounds, raised later ("hiked it, I'm paying …")
    case(
        "v12-en-rent-pounds-hiked",
        "en",
        [
            (14, "rent's £1,150 a month for a 1 bed in Clapham"),
            (1, "landlord hiked it, I'm paying £1,275 from this month"),
        ],
        unit("1,275"),
        no_active("1,150"),
        in_history("1,150", now="1,275"),
    ),
    # a weight in lbs, then "down to 198" without the unit
    case(
        "v12-en-weight-lbs-down-to",
        "en",
        [
            (21, "I'm 212 lbs right now, doc wants me under 190"),
            (2, "down to 198!! slowly getting there"),
        ],
        unit("198"),
        no_active("212"),
        in_history("212", now="198"),
    ),
    # a job change ("switched careers … now") without the old job repeated
    case(
        "v12-en-job-switched-careers",
        "en",
        [
            (20, "I'm a line cook at a ramen place downtown"),
            (3, "so I switched careers lol, doing IT support for a law firm now"),
        ],
        unit("IT support", type="fact"),
        no_active("line cook"),
        in_history("line cook", now="IT support"),
    ),
    # a move said as "relocated to"
    case(
        "v12-en-move-relocated",
        "en",
        [
            (25, "I live in Austin"),
            (4, "relocated to Denver for the new gig, the altitude is killing me"),
        ],
        unit("Denver"),
        no_active("Austin"),
        in_history("Austin", now="Denver"),
    ),
    # a daily habit given up, said as "3 weeks off … cold turkey"
    case(
        "v12-en-quit-energy-drinks",
        "en",
        [
            (10, "I drink like 4 Monster energy drinks a day, it's bad"),
            (1, "3 weeks off energy drinks now, went cold turkey"),
        ],
        no_active("Monster", "a day"),
        unit("energy drink"),
    ),
    # a negation: "not vegan" is kept with its "not", and vegan is not stored as true
    case(
        "v12-en-negation-not-vegan",
        "en",
        "I'm not vegan btw, I just don't eat pork",
        unit("not", "vegan"),
        units(1, "vegan"),
        unit("pork"),
    ),
    # a correction in the same message ("no wait")
    case(
        "v12-en-correction-age-no-wait",
        "en",
        "I'm 34... no wait 35, forgot I had a birthday lmao",
        unit("35", fact=("age", "35")),
        no_active("34"),
    ),
    # a correction days later of a boss's name spelling
    case(
        "v12-en-correction-boss-spelling-later",
        "en",
        [
            (3, "my boss is Brian, he's fine I guess"),
            (1, "oh it's actually spelled Bryan with a y, he corrected me lol"),
        ],
        # (a named boss is the entity by his name, the relation in facts: the suite's convention)
        unit("Bryan", entity="Bryan", fact=("relation", "boss of the user")),
        no_active("Brian"),
    ),
    # a prohibition with "never"
    case(
        "v12-en-prohibition-never-before-9",
        "en",
        "never book me anything before 9am, I'm useless in the mornings",
        unit("9am", type="prohibition"),
    ),
    # a decision ("ok I've decided")
    case(
        "v12-en-decision-kia",
        "en",
        "ok I've decided, I'm going with the Kia over the Honda",
        unit("Kia", type="decision"),
    ),
    # a trip on "next Friday" does not move where the person lives
    case(
        "v12-en-trip-next-friday-not-a-move",
        "en",
        [
            (8, "I live in Glasgow, southside"),
            (1, "flying out to Lisbon next Friday for a wedding, back on the Monday"),
        ],
        unit("Lisbon"),
        unit("Glasgow"),
    ),
    # "deleted" said in passing is no request to forget
    case(
        "v12-en-deleted-photos-mention",
        "en",
        [
            (5, "my sister Hannah lives in Vancouver"),
            (1, "ugh I accidentally deleted all my photos from the Iceland trip, so gutted"),
        ],
        # (a named sister is the entity by her name, the relation in facts: the suite's convention)
        unit("Vancouver", entity="Hannah"),
        unit("Hannah", entity="Hannah", fact=("relation", "sister of the user")),
    ),
    # a routine told in English, then in Chinese: one memory, confirmed
    case(
        "v12-en-run-5k-then-chinese",
        "en",
        [
            (6, "I usually run 5k every morning before work"),
            (1, "我每天上班前都会跑个5k，雷打不动"),
        ],
        confirmed_twice("5k"),
    ),
    # small talk stores nothing
    case(
        "v12-en-smalltalk-thanks",
        "en",
        "lol ok cool thanks!! talk later",
        nothing(),
    ),
]
