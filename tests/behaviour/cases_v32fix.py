"""Stop 38's general fixes, each said in other words than the probes and the v32 blind cases that found
them, in both languages. A name put right: a relation's ("my brother's name is actually Rob", "我老公的名字其实是
陈浩，刚才打错字了", "her name is actually Maddie, not Maddy") renames the units about that person and the
units that name them; one's own ("my name is actually Sean", 我其实叫…) replaces the name stored. Said after
a filler ("我先简单介绍下，我是温…"), or with 温 / 毕 / 单 as the surname, a name is a name. zh mixed with English
names a relation in English (我个boss, 我的friend); written Cantonese 我個 is 我的. A medicine named with its
form (二甲双胍缓释片) is that medicine, and a few more are known (缬沙坦, 瑞舒伐他汀); a Taiwan school year
after 国小 / 国中 is a school year; a correction days later that names what was wrong (我前两天说的时间不对)
puts the value right; a longer value taken back in the same breath within its clause (呸, 说错了); "I tell a
lie" and "ah no" take a value back, and "Monday the 2nd" gives way to "Wednesday the 4th"; "me" for "my"
before what one has (Irish, British); a date, then a must (年底之前一定要考过…) is a goal; renting a place
for a figure a week or a month is the rent; a weight someone else took ("the nurse had me at 82 kg") is the
weight; "they made me head chef" is the new job; "I don't play the X any more" ends what one played; "I
can't drive" is kept; "I organise my week in Todoist" names the tool, which the same fact in Chinese
confirms; "so yeah" after a statement and "good news," before it are filler. And stop 37's leftovers: a raise
told with no pay word and a bare monthly figure (现在一个月是6500) renews the pay; a school year after 现在 / 目前
alone is a school year of its own; a later 老二 of a family of two children told apart as 大儿子 / 小儿子 is the
younger one; where an occasion's trip goes (蜜月 / 毕业旅行 / "our honeymoon") is one value, which a later one
replaces, and "change of plans," before it is filler."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, confirmed_twice, in_history, no_active, unit, units

CASES_V32FIX: list[Case] = [
    # names put right
    case(
        "v32fix-en-brother-name-actually",
        "en",
        [
            (6, "My brother Bob runs a bakery in Hull"),
            (1, "my brother's name is actually Rob, autocorrect strikes again"),
        ],
        unit("Rob", "bakery"),
        no_active("Bob"),
    ),
    case(
        "v32fix-en-her-name-respelled-not",
        "en",
        [(5, "My niece Maddy just started nursery"), (1, "her name is actually Maddie, not Maddy")],
        unit("Maddie", "nursery"),
        no_active("Maddy"),
    ),
    case(
        "v32fix-en-own-name-actually",
        "en",
        [(9, "My name is Shaun"), (1, "my name is actually Sean, no h")],
        unit("Sean", fact=("name", "Sean")),
        no_active("Shaun"),
    ),
    case(
        "v32fix-zh-husband-name-typo",
        "zh",
        [(4, "我老公叫陈豪，在银行上班"), (1, "我老公的名字其实是陈浩，刚才打错字了")],
        unit("陈浩", "银行"),
        no_active("陈豪"),
    ),
    case(
        "v32fix-zh-own-name-actually",
        "zh",
        [(7, "我叫刘洋"), (1, "我其实叫刘阳，上次打错了")],
        unit("刘阳", fact=("name", "刘阳")),
        no_active("刘洋"),
    ),
    case(
        "v32fix-zh-filler-intro-wen-surname",
        "zh",
        "我先简单介绍下，我是温子豪，27岁，在顺丰做调度",
        unit("温子豪", type="fact", fact=("name", "温子豪")),
        unit("27", fact=("age", "27")),
        unit("顺丰"),
    ),
    # relations named in English among Chinese
    case(
        "v32fix-zh-mixed-boss-relation",
        "zh",
        "我个boss下周要调去新加坡总部了",
        unit("新加坡"),
    ),
    case(
        "v32fix-zh-yue-my-friend-english",
        "zh",
        "我個friend阿盈下年搬去墨爾本讀書",
        unit("墨爾本", entity="阿盈"),
    ),
    # medicines, with their form, and a few more known
    case(
        "v32fix-zh-metformin-extended-release",
        "zh",
        [(60, "我每天晚饭后吃一片二甲双胍缓释片，500毫克"), (2, "医生说控制得不错，把二甲双胍减到250毫克了")],
        unit("250毫克"),
        no_active("500毫克"),
    ),
    case(
        "v32fix-zh-valsartan-known",
        "zh",
        [(40, "我一直在吃缬沙坦，每天80毫克"), (1, "缬沙坦加到160毫克了")],
        unit("160毫克"),
        no_active("80毫克"),
    ),
    # a Taiwan school year after 国中
    case(
        "v32fix-zh-tw-junior-high-year",
        "zh",
        [(300, "我女兒在讀國中一年級"), (2, "女兒升二年級了，功課變多很多")],
        unit("二年級"),
        no_active("一年級"),
    ),
    # a correction days later naming what was wrong
    case(
        "v32fix-zh-correction-time-named-wrong",
        "zh",
        [(5, "我女儿的钢琴考级定在6月8号上午"), (1, "我前两天说的时间不对，女儿的钢琴考级是6月18号上午")],
        unit("6月18"),
        no_active("6月8号"),
    ),
    # taken back in the same breath
    case(
        "v32fix-zh-same-breath-mid-clause",
        "zh",
        "我订了周五晚上七点的餐厅，说错了，是周六晚上七点",
        unit("周六晚上七点"),
        no_active("周五"),
    ),
    case(
        "v32fix-en-tell-a-lie-date",
        "en",
        "My dental check-up is on Monday the 2nd, I tell a lie, it's Wednesday the 4th",
        unit("Wednesday the 4th"),
        no_active("Monday"),
    ),
    case(
        "v32fix-en-me-for-my",
        "en",
        "me car's MOT is due on the 20th of March",
        unit("MOT", "20th"),
    ),
    # a goal with its date, then a must
    case(
        "v32fix-zh-goal-year-end-must",
        "zh",
        "年底之前我必须考过雅思7分，不然申请不了学校",
        unit("雅思", type="task"),
    ),
    # renting, with its figure a week
    case(
        "v32fix-en-renting-week-then-rise",
        "en",
        [
            (90, "We're renting a two-bed unit in Footscray, $560 a week"),
            (2, "agent emailed, rent's going up to $610 a week"),
        ],
        unit("610"),
        no_active("560"),
    ),
    # a weight someone else took
    case(
        "v32fix-en-nurse-weight",
        "en",
        [(45, "I weigh 92 kg at the moment"), (1, "the nurse at my check-up had me at 88.5 kg, chuffed")],
        unit("88.5"),
        no_active("92 kg"),
    ),
    # made so by others
    case(
        "v32fix-en-they-made-me-head-chef",
        "en",
        [(200, "I'm a sous chef at a tapas place in Bristol"), (2, "they made me head chef this week!")],
        unit("head chef"),
        no_active("sous chef"),
    ),
    # what one played, ended
    case(
        "v32fix-en-dont-play-the-x-any-more",
        "en",
        [
            (80, "I play the bagpipes with a pipe band on Sundays"),
            (1, "I don't play the bagpipes any more, sold them last month"),
        ],
        units(1, "bagpipes"),
    ),
    # what one cannot do
    case(
        "v32fix-en-cannot-drive",
        "en",
        "I never learned to drive, so I get the bus everywhere",
        unit("drive"),
    ),
    # the tool, named in English and confirmed in Chinese
    case(
        "v32fix-en-zh-todoist-confirmed",
        "en",
        [(9, "I organise my whole day in Todoist"), (1, "我每天的安排都放在 Todoist 里")],
        confirmed_twice("Todoist"),
    ),
    # filler before and after
    case(
        "v32fix-en-good-news-so-yeah",
        "en",
        "good news, I passed my driving test so yeah",
        unit("driving test"),
        no_active("so yeah"),
    ),
    # an older value kept in the history when a name is put right
    case(
        "v32fix-en-colleague-renamed-history",
        "en",
        [(10, "My colleague Jon is moving to the Leeds office"), (1, "my colleague's name isn't Jon, it's Joel")],
        unit("Joel", "Leeds"),
        in_history("Jon", now="Joel"),
    ),
    # stop 37's leftovers: a raise told with no pay word, a school year after 现在 alone, the second of two
    case(
        "v32fix-zh-raise-no-pay-word-monthly",
        "zh",
        [(150, "我在物流公司做调度，每个月工资5800"), (2, "公司给大家调了薪，现在一个月是6500")],
        unit("6500"),
        no_active("5800"),
        in_history("5800", now="6500"),
    ),
    case(
        "v32fix-zh-year-after-now-alone",
        "zh",
        [(300, "我儿子在华南理工读土木，目前大二"), (2, "儿子下学期就大三了")],
        unit("大三", entity="son"),
        no_active("大二"),
    ),
    case(
        "v32fix-zh-second-of-two-children",
        "zh",
        [(6, "我家两个儿子，大儿子读高一，小儿子读五年级"), (1, "老二九月份就六年级了")],
        unit("六年级", entity="son"),
        no_active("五年级"),
        unit("高一"),
    ),
    # where an occasion's trip goes, put right days later
    case(
        "v32fix-zh-honeymoon-destination-changed",
        "zh",
        [(20, "我们毕业旅行打算去云南"), (2, "毕业旅行改去新疆了，机票都订好了")],
        unit("新疆"),
        no_active("云南"),
    ),
    case(
        "v32fix-en-honeymoon-destination-changed",
        "en",
        [
            (30, "Our honeymoon is going to be in Santorini"),
            (1, "change of plans, we're off to Mauritius for our honeymoon"),
        ],
        unit("Mauritius"),
        no_active("Santorini"),
        no_active("change of plans"),
    ),
]
