"""The causes of blind round v41, fixed in general, each said in other words than the blind cases that found
them, in both languages: a name said after 我 alone (我符晓燕，今年28) and a name and an age opening a list with no verb
(…：柯俊豪，52歲，…); "38 years of age" in a formal introduction; 断了 as a habit ended; 给自己定个死线 and "a goal
of mine:" as goals; "we've sorted it:" as a decision; "just crazy about" as a liking; a company in Latin letters
with spaces (在 Lazada 上班) and 已经在…上班了 as the new employer; Trinidadian "I does work wid …", "I makin …", TT$;
"wicked into", "evr", "told u abt"; "closed on the house in X" as a move; the hour one goes to bed, in both
languages; a date taken back after more was said of it (…5月3号上午九点，嗐，我记错了，是5月13号)."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit

CASES_V41FIX: list[Case] = [
    case(
        "v41fix-zh-name-after-wo-alone",
        "zh",
        "你好！我符晓燕，今年28，在海口做导游",
        unit("符晓燕", fact=("name", "符晓燕")),
        unit("28", fact=("age", "28")),
    ),
    case(
        "v41fix-zh-yue-name-age-list",
        "zh",
        "簡單介紹下：柯俊豪，52歲，喺機場做地勤",
        unit("柯俊豪", fact=("name", "柯俊豪")),
        unit("52", fact=("age", "52")),
    ),
    case(
        "v41fix-en-years-of-age",
        "en",
        "Dear team, I am Priya Raghunathan, 44 years of age, employed as a senior auditor at Deloitte, Chennai.",
        unit("Priya Raghunathan", fact=("name", "Priya Raghunathan")),
        unit("44", fact=("age", "44")),
    ),
    case(
        "v41fix-zh-habit-duan-le",
        "zh",
        [(60, "我每天下午都要喝一杯冰美式"), (2, "冰美式我断了，胃受不了")],
        no_active("每天下午"),
    ),
    case(
        "v41fix-zh-deadline-as-goal",
        "zh",
        "给自己定了个deadline：明年3月之前要考完CPA",
        unit("CPA", type="task"),
    ),
    case(
        "v41fix-en-goal-of-mine",
        "en",
        "A real goal of mine: run the Comrades Marathon by June 2027",
        unit("Comrades", "2027", type="task"),
    ),
    case(
        "v41fix-en-sorted-it-decision",
        "en",
        "Right, we've sorted it: the kids are going to Rondebosch Primary next year",
        unit("Rondebosch", type="decision"),
    ),
    case(
        "v41fix-en-just-crazy-about",
        "en",
        "I'm just crazy about quilting, I do a quilt every winter",
        unit("quilting", type="preference"),
    ),
    case(
        "v41fix-zh-employer-latin-with-spaces",
        "zh",
        [(200, "我在京东做运营"), (2, "上周办完离职，现在已经在 Lazada 上班了")],
        unit("Lazada"),
        in_history("京东", now="Lazada"),
    ),
    case(
        "v41fix-en-tt-pay",
        "en",
        "I does work wid TSTT in San Fernando as a technician, I makin TT$8,200 a month",
        unit("TT$8,200"),
        unit("technician"),
    ),
    case(
        "v41fix-en-wicked-into-and-evr",
        "en",
        "im wicked into candlepin bowling. dont evr suggest ten-pin places tho",
        unit("candlepin", type="preference"),
        unit("ten-pin", type="prohibition"),
    ),
    case(
        "v41fix-en-closed-on-the-house",
        "en",
        [
            (300, "We live in Mississauga"),
            (2, "we closed on our new house in Guelph on Friday, moving boxes everywhere"),
        ],
        unit("Guelph"),
        no_active("Mississauga"),
    ),
    case(
        "v41fix-zh-bedtime-changed",
        "zh",
        [(40, "我一般凌晨两点才睡"), (2, "调整作息了，现在每天十点半就上床")],
        unit("十点半"),
        no_active("两点"),
    ),
    case(
        "v41fix-en-bedtime-changed",
        "en",
        [(40, "I'm never in bed before 1am"), (2, "new routine: lights out at 10:30 pm every night now")],
        unit("10:30"),
        no_active("1am"),
    ),
    case(
        "v41fix-zh-date-taken-back-after-more",
        "zh",
        "牙医约在5月3号上午九点，嗐，我记错了，是5月13号，还是上午九点",
        unit("5月13号"),
        no_active("5月3号"),
    ),
]
