"""After blind round v14 (tests/behaviour/cases_v14.py): the causes of values it found, fixed in
general, in other words than v14's. A dose raised or lowered later renews the stored dose of the one
medication taken, named again or not (调到100毫克, "my GP lowered it to 10mg"; not a pill taken once, not
a guess when two are taken); a lease renewed with a monthly figure is the rent (房东跟我续约了…,
"renewed the lease … at"); a child moving up a year is the new school year (升初二, "moved up to year 6");
a value taken back in the same breath with 等等 / 看岔了 / "wait, I misread" keeps what was meant; a value
put right days later (之前跟你讲错了, "I told you wrong —", "correction -") replaces the one said before.
Each failed before its fix."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit

CASES_V14FIX_VALUES: list[Case] = [
    # --- a dose changed later, the medication not named again ---
    case(
        "v14fix-zh-dose-adjusted-unnamed",
        "zh",
        [(30, "我在吃舍曲林，每天一次50毫克"), (3, "上周复诊医生给我调到100mg了")],
        unit("100mg"),
        no_active("50毫克"),
        in_history("50毫克", now="100mg"),
    ),
    case(
        "v14fix-en-dose-lowered-unnamed",
        "en",
        [(30, "I take 20mg of lisinopril every morning"), (2, "my GP lowered it to 10mg last week")],
        unit("10mg"),
        no_active("20mg"),
        in_history("20mg", now="10mg"),
    ),
    # a pill taken once is no standing dose, and changes none
    case(
        "v14fix-en-dose-one-off-pill-no-change",
        "en",
        [(20, "I'm on lisinopril, 10mg a day"), (1, "I took 2 ibuprofen, 400mg, for my back")],
        unit("lisinopril", "10mg"),
        no_active("lisinopril", "400mg"),
    ),
    # two medications taken and none named: neither is guessed at
    case(
        "v14fix-zh-dose-two-medications-unnamed",
        "zh",
        [(30, "我每天吃二甲双胍，一次500毫克"), (30, "我每晚还吃阿托伐他汀，一次20毫克"), (1, "医生说给我加到40毫克")],
        unit("二甲双胍", "500毫克"),
        unit("阿托伐他汀", "20毫克"),
        no_active("二甲双胍", "40毫克"),
        no_active("阿托伐他汀", "40毫克"),
    ),
    # --- a lease renewed with a monthly figure is the rent ---
    case(
        "v14fix-zh-rent-landlord-renewed",
        "zh",
        [(60, "我租的房子月租2800块"), (1, "房东跟我续约了，一个月3000，多了两百")],
        unit("3000"),
        no_active("2800"),
        in_history("2800", now="3000"),
    ),
    case(
        "v14fix-en-rent-lease-renewed",
        "en",
        [(60, "my rent is $1,850 a month"), (2, "we renewed the lease for another year at $1,975 a month")],
        unit("$1,975"),
        no_active("$1,850"),
        in_history("$1,850", now="$1,975"),
    ),
    # an employment contract renewed is no rent
    case(
        "v14fix-zh-rent-job-contract-renewed-no-change",
        "zh",
        [(60, "我现在房租一个月3500"), (1, "公司跟我续约了，每个月工资12000")],
        unit("3500"),
        no_active("房租", "12000"),
    ),
    # --- a child moving up a year ---
    case(
        "v14fix-zh-grade-daughter-moved-up",
        "zh",
        [(300, "我女儿今年上初一"), (2, "暑假过完，女儿升初二了")],
        unit("初二", entity="daughter"),
        no_active("初一"),
        in_history("初一", now="初二"),
    ),
    case(
        "v14fix-en-grade-moved-up-year",
        "en",
        [(300, "my son is in year 5 at St Mary's"), (2, "my son moved up to year 6 this week")],
        unit("year 6", entity="son"),
        no_active("year 5"),
        in_history("year 5", now="year 6"),
    ),
    # a promotion (升职) is no school year
    case(
        "v14fix-zh-grade-promotion-no-change",
        "zh",
        [(200, "我儿子上三年级"), (1, "我升职了，工资涨了不少")],
        unit("三年级", entity="son"),
    ),
    # --- taken back in the same breath ---
    case(
        "v14fix-zh-same-breath-kan-cha",
        "zh",
        "我的驾照科目二考试在2025年3月14号，等等，我看岔了，是2025年3月18号",
        unit("3月18"),
        no_active("3月14"),
    ),
    case(
        "v14fix-en-same-breath-misread",
        "en",
        "my dentist appointment is on June 3rd, wait, I misread, June 13th",
        unit("June 13th"),
        no_active("June 3rd"),
    ),
    # --- put right days later ---
    case(
        "v14fix-zh-correction-rehab-later",
        "zh",
        [(5, "我每周二下午去做康复训练"), (1, "之前跟你讲错了，康复训练其实是每周四下午")],
        unit("周四下午"),
        no_active("周二下午"),
    ),
    case(
        "v14fix-en-correction-told-you-wrong",
        "en",
        [(6, "my wife's birthday is 2 August"), (1, "I told you wrong — my wife's birthday is 8 August, my mistake")],
        unit("8 August", entity="wife"),
        no_active("2 August"),
    ),
    # "其实" of a liking is no correction of another
    case(
        "v14fix-zh-qishi-liking-no-correction",
        "zh",
        [(5, "我每周六上午去游泳"), (1, "其实我挺喜欢游泳的")],
        unit("周六上午"),
    ),
]
