"""The causes of blind round v33, fixed in general, each said in other words than the probes and the blind cases
that found them, in both languages: a lead-in before an introduction (先让你了解一下我, "omg hey ok so"); a name in
Latin letters after 我叫 with a particle after it (我叫 Kevin 哈); "X is literally my whole personality" as a liking,
its own unit after ", and"; a thing no longer wanted (…不要了) in a decision is no prohibition; an age with its
"years old" in a run-on introduction; "I work with <company> … as a <job>"; Nigerian "die" after a liking; Scots
"ma maw", "ma wee brother"; jobs called by a man / lady word (a dinner lady, a postman); "mad for X" as a
liking; "love X" after a dash, its own unit; a plan's price said by its kind alone renews the one stored
(把套餐换成…); a time taken back after a check in between (等一下，我看了下…，是…), two Chinese clock times; a
colleague's name put right with 选错字 and 她叫; a name said wrong by name whatever its letters ("it's Siobhán,
not Sadhbh"); "ag no" as a retraction; the way to work said by reaching ("reaching by bus in 25 minutes"), and
one way; a weight said before the scales it was read on; Singapore "jump to X" as a new employer; "stopped
having the X" ends X; "every lunch break" as a routine and "I practise X on <app>" as the tool, which the same
statement in Chinese confirms, its figure in words in English and in Chinese characters."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, confirmed_twice, in_history, no_active, unit, units

CASES_V33FIX: list[Case] = [
    case(
        "v33fix-zh-lead-in-get-to-know-me",
        "zh",
        "先让你了解一下我：我是邝嘉怡，25岁，在顺德做家具设计",
        unit("邝嘉怡", type="fact", fact=("name", "邝嘉怡")),
        unit("25", fact=("age", "25")),
        unit("家具设计"),
    ),
    case(
        "v33fix-zh-latin-name-particle",
        "zh",
        "嗨我叫 Kevin 哈，今年27，在深圳做硬件测试",
        unit("Kevin", fact=("name", "Kevin")),
        unit("27"),
        unit("硬件测试"),
        no_active("Kevin", "硬件测试"),
    ),
    case(
        "v33fix-en-omg-intro-whole-personality",
        "en",
        "omg hey ok so im Tavi, 22, barista in tacoma and crochet is basically my entire personality",
        unit("Tavi", fact=("name", "Tavi")),
        unit("crochet", type="preference"),
        no_active("Tavi", "crochet"),
    ),
    case(
        "v33fix-zh-decision-no-longer-wanted",
        "zh",
        "想了很久，最终决定：明年换电动车，油车不要了",
        unit("电动车", type="decision"),
    ),
    case(
        "v33fix-en-work-with-company-as-job",
        "en",
        "I am Tunde Bakare, 40 years old, I work with Dangote at the Obajana plant as a maintenance planner",
        unit("Tunde", fact=("name", "Tunde Bakare")),
        unit("40", fact=("age", "40")),
        unit("maintenance planner", "Dangote"),
        no_active("years old", "Tunde"),
    ),
    case(
        "v33fix-en-scots-wee-brother-postman",
        "en",
        "Ma wee brother's a postman in Paisley and he's dead mad for the fitba",
        unit("postman", entity="brother"),
        unit("fitba", type="preference"),
    ),
    case(
        "v33fix-en-dash-love-own-unit",
        "en",
        "We've no car, just bikes — love cycling holidays, but never suggest anything with long drives",
        unit("cycling holidays", type="preference"),
        unit("long drives", type="prohibition"),
    ),
    case(
        "v33fix-zh-broadband-price-by-kind",
        "zh",
        [(120, "我家电信的宽带是每个月129块"), (2, "打电话给客服把宽带降成了便宜的那档，现在每月89块")],
        unit("89"),
        no_active("129"),
    ),
    case(
        "v33fix-zh-time-checked-then-right",
        "zh",
        "我周五上午九点要去车管所考科目一，等等，我看了下短信，是十点半",
        unit("十点半"),
        no_active("九点"),
    ),
    case(
        "v33fix-zh-colleague-name-wrong-char",
        "zh",
        [(5, "我同事黄晓雯下个月要休产假"), (1, "我前两天把同事名字选错字了，她叫黄晓文，不是黄晓雯")],
        unit("黄晓文", "产假"),
        no_active("黄晓雯"),
    ),
    case(
        "v33fix-en-name-wrong-whatever-letters",
        "en",
        [
            (6, "My cousin Sadhbh is starting college in Limerick"),
            (1, "sorry, I had it wrong — it's Siobhán, not Sadhbh"),
        ],
        unit("Siobhán", "Limerick"),
        no_active("Sadhbh"),
    ),
    case(
        "v33fix-en-ag-no-retraction",
        "en",
        "My mate's wedding is on Friday the 12th, ag no, it's Saturday the 13th",
        unit("13th"),
        no_active("12th"),
    ),
    case(
        "v33fix-en-commute-reaching-one-way",
        "en",
        [
            (150, "From Thane to Andheri it takes almost 90 minutes one way"),
            (2, "Office shifted to Ghatkopar, now I am reaching by metro in 25 minutes only"),
        ],
        unit("25 minutes"),
        no_active("90 minutes"),
    ),
    case(
        "v33fix-en-weight-before-scales",
        "en",
        [(60, "I weigh 88 kg right now"), (2, "84.6 on the gym scales today, stoked")],
        unit("84.6"),
        no_active("88 kg"),
    ),
    case(
        "v33fix-en-sg-jump-to-employer",
        "en",
        [
            (200, "I work at DBS as a relationship manager"),
            (3, "I jumped to OCBC last month, same role but better bonus"),
        ],
        unit("OCBC"),
        no_active("DBS"),
    ),
    case(
        "v33fix-en-stopped-having-the-x",
        "en",
        [
            (40, "I have a bacon butty every Saturday morning"),
            (1, "I've stopped having the bacon butties, trying to eat better"),
        ],
        units(1, "bacon"),
    ),
    case(
        "v33fix-en-zh-anki-confirmed",
        "en",
        [
            (8, "I practise twenty minutes of Japanese on Anki every commute"),
            (1, "我每天通勤的时候都会用 Anki 练二十分钟日语"),
        ],
        confirmed_twice("Anki"),
    ),
    case(
        "v33fix-zh-decided-trip",
        "zh",
        [(9, "我们国庆打算去西安"), (1, "国庆改去成都了，西安人太多")],
        unit("成都"),
        in_history("西安", now="成都"),
    ),
]
