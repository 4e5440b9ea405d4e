"""After blind round v20 (tests/behaviour/cases_v20.py): the causes fixed in general, said here in
other words, in both languages. A name after an introduction's lead (本人… / 自我介绍一下：…); written
Cantonese 屋企 / 梗係 and a liking said after its activity ("…，超鍾意"); "mad keen on" / "daft about";
a liking said as praise (…yyds) beside what not to recommend; what not to be given said after what it
is (…不要推荐给我) beside a liking; "our neighbour <Name>" and "me mam" as theirs; an in-law named
(小姑子…); a move only if (如果…就搬去…) keeps where one lives; 降成 as a change word; an employer changed with 换到 when the work is said with it; a habit given up as
an app deleted (…我卸了); a school year as a Form; "renting in <place>"; rand written with a space; a
household box's weekly price raised ("upped it to"); "no more <thing> for me" ends it; a job title
"changed to"; a commute "from … to … is"; a value taken back after "……等等"; a language being learnt
(在用…学韩语 / "learning Korean") as one memory; "cannot take" as a diet."""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    Case,
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    unit,
    units,
)

CASES_V20FIX: list[Case] = [
    case(
        "v20fix-zh-intro-benren-name",
        "zh",
        "本人罗晓峰，36岁，在美的做售后主管，住佛山顺德",
        unit("罗晓峰", type="fact", fact=("name", "罗晓峰")),
        unit("36", fact=("age", "36")),
        unit("售后主管"),
    ),
    case(
        "v20fix-zh-intro-lead-colon-latin",
        "zh",
        "先自我介绍一下：Kevin，27岁，在Shopee做data analysis，坐标深圳",
        unit("Kevin", type="fact", fact=("name", "Kevin")),
        unit("data analysis"),
    ),
    case(
        "v20fix-zh-yue-home-and-liking-after",
        "zh",
        "我屋企喺荃灣，週末梗係去踩單車啦，超鍾意",
        unit("荃灣"),
        unit("單車", type="preference"),
    ),
    case(
        "v20fix-en-mad-keen-on",
        "en",
        "I'm dead keen on wild swimming and my partner thinks I'm mad",
        unit("wild swimming", type="preference"),
    ),
    case(
        "v20fix-zh-praise-and-no-recs",
        "zh",
        "麻辣烫真的yyds，但香菜千万别给我推荐",
        unit("麻辣烫", type="preference"),
        unit("香菜", type="prohibition"),
    ),
    case(
        "v20fix-zh-liking-and-not-to-be-given",
        "zh",
        "综艺我喜欢看脱口秀，选秀节目拜托不要推荐给我",
        unit("脱口秀", type="preference"),
        unit("选秀", type="prohibition"),
    ),
    case(
        "v20fix-en-our-neighbour-named",
        "en",
        "our neighbour Priya runs the bakery on Church Street, been there ages",
        unit("bakery", entity="Priya"),
    ),
    case(
        "v20fix-en-ie-me-da",
        "en",
        "me da's after buying a caravan in Bundoran, he's there every weekend now",
        unit("caravan", entity="father"),
    ),
    case(
        "v20fix-zh-in-law-named",
        "zh",
        "我大姑子秀兰在嘉兴开了家花店",
        unit("花店", entity="秀兰"),
    ),
    case(
        "v20fix-zh-move-if-lottery",
        "zh",
        [(50, "我现在住在番禺"), (1, "如果公司真的搬去南沙，我们就跟着搬过去")],
        unit("番禺"),
        no_pending(),
    ),
    case(
        "v20fix-zh-employer-huandao",
        "zh",
        [(150, "我在顺丰做调度"), (2, "上个月换到京东物流了，还是做调度，离家近")],
        unit("京东物流"),
        no_active("顺丰"),
    ),
    case(
        "v20fix-zh-app-deleted-habit",
        "zh",
        [(80, "我每天晚上都要刷小红书刷到很晚"), (2, "小红书我卸载了，再也不刷了")],
        units(1, "小红书"),
    ),
    case(
        "v20fix-en-form-four",
        "en",
        [(300, "my daughter is in Form Three"), (2, "my daughter has moved up to Form Four this term")],
        unit("Form Four", entity="daughter"),
        no_active("Form Three"),
    ),
    case(
        "v20fix-en-renting-then-moved",
        "en",
        [(200, "we're renting in Rathmines"), (3, "we moved from Rathmines to Bray last month, all settled")],
        unit("Bray"),
        in_history("Rathmines", now="Bray"),
    ),
    case(
        "v20fix-en-za-rand",
        "en",
        [(100, "my rent for the cottage in Observatory is R9 800 a month"), (2, "landlord raised it, R10 400 now")],
        unit("R10 400"),
        no_active("R9 800"),
    ),
    case(
        "v20fix-en-box-price-upped",
        "en",
        [(90, "Our HelloFresh box is £44 a week"), (2, "they've bumped it up to £47.99")],
        unit("47.99"),
        no_active("£44"),
    ),
    case(
        "v20fix-en-no-more-for-me",
        "en",
        [(60, "I have a pint at the Crown every Friday"), (2, "no more pints for me, doing dry January early")],
        units(1, "pint"),
    ),
    case(
        "v20fix-en-title-updated",
        "en",
        [(200, "I work as a Senior Analyst at Deloitte"), (2, "my title got updated to Manager last week")],
        unit("Manager"),
        no_active("Senior Analyst"),
    ),
    case(
        "v20fix-zh-taken-back-after-ellipsis",
        "zh",
        "我身高一米七二……等一下，我看错了，是一米七五",
        unit("一米七五"),
        no_active("一米七二"),
    ),
    case(
        "v20fix-zh-learning-japanese-then-english",
        "zh",
        [(10, "我在用Duolingo学日语"), (1, "by the way, I'm learning Japanese on Duolingo")],
        confirmed_twice("Duolingo"),
    ),
    case(
        "v20fix-en-cannot-take-dairy",
        "en",
        "I cannot take dairy, my stomach gets upset",
        unit("cannot", "dairy"),
    ),
]
