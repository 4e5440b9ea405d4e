"""After blind round v14 (tests/behaviour/cases_v14.py): the causes of structure it found, fixed in
general, in other words than v14's. Each case failed before its fix."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, summaries_lack, unit, units

CASES_V14FIX_STRUCTURE: list[Case] = [
    # --- a line of work left for another: the old job is history, the new one what follows ---------
    case(
        "v14fix-zh-job-switch-bank-to-maths",
        "zh",
        [
            (50, "我在杭州一家银行当柜员"),
            (2, "改行啦！现在在一所中学教数学"),
        ],
        unit("数学", type="fact"),
        no_active("银行"),
        in_history("银行", now="数学"),
    ),
    case(
        "v14fix-en-job-switch-whites-to-brickie",
        "en",
        [
            (40, "I'm a pastry chef at a hotel in York"),
            (3, "hung up my whites, I'm a brickie now!"),
        ],
        unit("brickie", type="fact"),
        no_active("pastry chef"),
        in_history("pastry chef", now="brickie"),
    ),
    # (a switch only thought about changes no job)
    case(
        "v14fix-zh-job-switch-only-considered",
        "zh",
        [
            (40, "我在一家律所做律师助理"),
            (1, "最近在考虑要不要转行"),
        ],
        unit("律师助理"),
        units(1, "律师助理"),
    ),
    # (a job one used to have is no job now: the stored one stays)
    case(
        "v14fix-en-used-to-be-a-chef-keeps-the-job",
        "en",
        [
            (40, "I'm a barista at a cafe in Hobart"),
            (1, "I used to be a chef before that"),
        ],
        unit("barista"),
        units(1, "barista"),
    ),
    # --- third persons by the words people use for them -------------------------------------------
    case(
        "v14fix-zh-department-boss-named",
        "zh",
        "我们部门的领导叫王涛，以前在华为当经理",
        unit("王涛", entity="王涛", fact=("relation", "用户的领导")),
        unit("华为", entity="王涛"),
    ),
    case(
        "v14fix-zh-colleague-before-time-word",
        "zh",
        "我同事之前在字节做运营",
        unit("字节", entity="colleague"),
    ),
    case(
        "v14fix-zh-guimi-named",
        "zh",
        "我闺蜜小雨在深圳做设计",
        unit("深圳", entity="小雨"),
    ),
    case(
        "v14fix-zh-gemen-named",
        "zh",
        "我哥们老王开了家烧烤店",
        unit("烧烤店", entity="老王"),
    ),
    case(
        "v14fix-en-fiancee-with-accent",
        "en",
        "just got engaged to my fiancée Zoë, she's a physiotherapist",
        unit("physiotherapist", entity="Zoë"),
    ),
    case(
        "v14fix-en-mate-sparky",
        "en",
        "my mate Dazza is a sparky in Perth",
        unit("sparky", entity="Dazza", fact=("relation", "friend of the user")),
    ),
    # (a friend's wedding is the friend's, and no friend is named "'s")
    case(
        "v14fix-en-mates-wedding",
        "en",
        "my mate's wedding is in June",
        unit("wedding", entity="friend"),
    ),
    case(
        "v14fix-en-wifey-allergy",
        "en",
        "wifey's allergic to shellfish",
        unit("shellfish", entity="wife"),
    ),
    # --- decisions closed by their verdict ----------------------------------------------------------
    case(
        "v14fix-en-decision-done-deal",
        "en",
        "we're booking the cabin in Tahoe for July, done deal",
        unit("Tahoe", type="decision"),
    ),
    case(
        "v14fix-zh-decision-banshang-dingding",
        "zh",
        "明年不换车了，就开这台，板上钉钉",
        unit("换车", type="decision"),
    ),
    # (a final exam is no decision)
    case(
        "v14fix-en-final-exam-is-no-decision",
        "en",
        "my final exam is on Friday",
        unit("final exam", type="fact"),
    ),
    # --- goals set oneself, with no subject -------------------------------------------------------
    case(
        "v14fix-zh-goal-new-target-cpa",
        "zh",
        "今年给自己定了个新目标：年底前考下CPA",
        unit("CPA", type="task"),
    ),
    case(
        "v14fix-en-goal-hoping-to-pass",
        "en",
        "hoping to pass my driving test before christmas",
        unit("driving test"),
    ),
    case(
        "v14fix-en-goal-aiming-for",
        "en",
        "aiming for a sub-4 marathon in October",
        unit("marathon"),
    ),
    # --- filler openers ---------------------------------------------------------------------------
    case(
        "v14fix-zh-filler-changhua-duanshuo",
        "zh",
        "长话短说，我上周把烟戒了",
        unit("烟"),
        summaries_lack("长话短说"),
    ),
    case(
        "v14fix-zh-filler-shuobaile",
        "zh",
        "说白了，我就是不爱吃香菜",
        unit("香菜"),
        summaries_lack("说白了"),
    ),
    case(
        "v14fix-zh-filler-nashenme",
        "zh",
        "那什么，我开始学游泳了，每周去两次",
        unit("游泳"),
        summaries_lack("那什么"),
    ),
    case(
        "v14fix-en-filler-cut-a-long-story-short",
        "en",
        "to cut a long story short, we adopted a beagle called Biscuit",
        unit("beagle"),
        summaries_lack("long story short"),
    ),
    # --- a figure's "'s" is an "is" ---------------------------------------------------------------
    case(
        "v14fix-en-commute-contraction",
        "en",
        [
            (30, "my commute's roughly 35 minutes by train"),
            (1, "took the express line, commute is down to 15 minutes"),
        ],
        unit("15 minutes"),
        no_active("35 minutes"),
        in_history("35 minutes", now="15 minutes"),
    ),
]
