"""The causes of blind round v40, fixed in general, each said in other words than the blind cases that found
them, in both languages: a form filled in (姓名 …；年龄 …；职业 …；住址 …；爱好 …) read field by field; a pet by its
breed whatever the animal (一只荷兰猪叫…); the phone one has, and a new one (我的手机是华为 Mate 60 → 换了部 iPhone 16;
"my phone's a Pixel 7" → "upgraded to a Galaxy S24"); a doctoral year (博一 → 博二了) and a year said with 了 after a
time that opens the clause (寒假过完儿子初二了); a day and a clock time in Chinese (4月2号下午两点半…) and a 24-hour
clock in English ("on 3 May at 14:30"); what the clause ended by saying it is, taken back in the same breath
(是捷安特的，呃不是，是美利达) and "eh sorry, … then correct"; how long the way to work is after work moved; a weight
read at a weigh-in in stone and pounds; Jamaican "Mi a di …" and "Mi work as …"; "shifted back to" a place; "given
up X na po"; a goal's date said before its verb in a run-on; "I said X for Y, that was wrong, it's Z"; the date a
thing of one's own expires."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit

CASES_V40FIX: list[Case] = [
    case(
        "v40fix-zh-form-fields",
        "zh",
        "自我介绍：姓名 龚雪莹；年龄 29；职业 口腔医生；住址 长沙岳麓区；爱好 攀岩",
        unit("龚雪莹", fact=("name", "龚雪莹")),
        unit("29", fact=("age", "29")),
        unit("口腔医生"),
        unit("岳麓"),
        unit("攀岩", type="preference"),
    ),
    case(
        "v40fix-zh-pet-by-breed",
        "zh",
        "我还养了一只荷兰猪叫芝麻",
        unit("荷兰猪"),
    ),
    case(
        "v40fix-zh-phone-changed",
        "zh",
        [(200, "我的手机是华为 Mate 60"), (2, "前几天换了部 iPhone 16，拍照确实好")],
        unit("iPhone 16"),
        no_active("Mate 60"),
    ),
    case(
        "v40fix-en-phone-upgraded",
        "en",
        [(200, "my phone's a Pixel 7"), (2, "finally upgraded to a Galaxy S24 today")],
        unit("Galaxy S24"),
        no_active("Pixel 7"),
    ),
    case(
        "v40fix-zh-doctoral-year",
        "zh",
        [(300, "我儿子在武汉读博一"), (3, "开学后儿子博二了，天天泡实验室")],
        unit("博二", entity="son"),
        no_active("博一"),
    ),
    case(
        "v40fix-zh-school-year-with-le-after-a-time",
        "zh",
        [(200, "我儿子初一"), (3, "寒假过完儿子初二了")],
        unit("初二", entity="son"),
        no_active("初一"),
    ),
    case(
        "v40fix-zh-day-and-time-appointment",
        "zh",
        "4月2号下午两点半去车管所换驾照",
        unit("车管所", "4月2号"),
    ),
    case(
        "v40fix-en-24-hour-appointment",
        "en",
        "I've got my visa biometrics at the VFS centre in Manchester on 3 May at 14:30",
        unit("VFS", "14:30"),
    ),
    case(
        "v40fix-zh-brand-taken-back",
        "zh",
        "我的自行车是捷安特的，呃不是，是美利达",
        unit("美利达"),
        no_active("捷安特"),
    ),
    case(
        "v40fix-en-year-taken-back-singlish",
        "en",
        "My HDB lease ends in 2031, eh sorry, 2032 then correct",
        unit("2032"),
        no_active("2031"),
    ),
    case(
        "v40fix-en-commute-after-work-moved",
        "en",
        [
            (90, "my commute is about 50 minutes on the Jubilee line"),
            (2, "work relocated to Stratford so it's 15 minutes now"),
        ],
        unit("15 minutes"),
        no_active("50 minutes"),
    ),
    case(
        "v40fix-en-weigh-in-stone",
        "en",
        [(100, "I'm 14st 2lb at the moment"), (2, "Weigh-in this morning: 13st 6lb")],
        unit("13st 6lb"),
        no_active("14st 2lb"),
    ),
    case(
        "v40fix-en-jamaican-title",
        "en",
        [(200, "Mi work as a nurse at KPH"), (2, "Mi a di ward sister now, dem promote mi last week")],
        unit("ward sister"),
        in_history("nurse", now="ward sister"),
    ),
    case(
        "v40fix-en-shifted-back-to",
        "en",
        [(300, "We live in Hamilton"), (2, "we've shifted back to Whanganui to be near my parents")],
        unit("Whanganui"),
        no_active("Hamilton"),
    ),
    case(
        "v40fix-en-given-up-na-po",
        "en",
        [(60, "I play Mobile Legends every night until 1am"), (2, "I've given up Mobile Legends na po")],
        no_active("1am"),
    ),
    case(
        "v40fix-en-goal-date-before-its-verb",
        "en",
        "so my goal is by the end of June I want to swim the Rottnest Channel solo which is a big deal for me",
        unit("Rottnest", "June", type="task"),
    ),
    case(
        "v40fix-en-said-x-for-y-wrong",
        "en",
        [
            (8, "My son's graduation is on the 12th of July in Galway"),
            (1, "I said the 12th for the graduation, that was wrong, it's the 19th of July"),
        ],
        unit("19th"),
        no_active("12th"),
    ),
    case(
        "v40fix-en-licence-expiry",
        "en",
        "my driving licence runs out in October 2028, need to sort the renewal",
        unit("licence", "2028"),
    ),
]
