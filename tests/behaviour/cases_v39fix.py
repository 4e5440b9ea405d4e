"""The causes of blind round v39, fixed in general, each said in other words than the blind cases that found
them, in both languages: a reflexive after a relation is no name (我老婆自己开了家花店); a job said after when it
began and with 就 / 啦 (从下个月起我就是店长了); a rate per lesson (一节课三百, "$70 a lesson"); 学前班 as a school
year and 成为…年级 as a new one; a job at a place the gazetteer does not know (在某某做品管) with its employer, while
what is done to one at a hospital (在医院做检查) is no job; a move to a home made (在…安了家; "settlement went
through … we're down in X now"); "take home" as pay; "I don't go to the X anymore" ending what was done at X; a
promise to oneself with a date (跟自己说好了，…之前要攒够…) as a goal, not a decision, and "my goal po is"; the end
of dithering (不纠结了，就…) as a decision; a day and a clock time of one's own as an appointment; what a thing of
one's own measures (the tank holds 180 litres) as one value per thing, put right later; a same-breath retraction
after a look at the thing (呃……我看一眼，是…) and with a particle after it ("ay wait, … pala"); a capital Today
after a word (the Today programme) as a name, never a date."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, nothing, unit, units

CASES_V39FIX: list[Case] = [
    case(
        "v39fix-zh-wife-runs-her-own-shop",
        "zh",
        "我叫邵立平，在宁波做外贸，我老婆自己开了家花店",
        unit("花店", entity="wife"),
        unit("邵立平", fact=("name", "邵立平")),
    ),
    case(
        "v39fix-zh-job-from-next-month-with-jiu",
        "zh",
        [(90, "我在便利店当店员"), (2, "从下个月起我就是店长了")],
        unit("店长"),
        no_active("店员"),
    ),
    case(
        "v39fix-zh-rate-per-lesson",
        "zh",
        [(100, "我周末教小朋友钢琴，一节课三百"), (3, "琴行说这学期开始每节给我三百五")],
        unit("三百五"),
        no_active("一节课三百"),
    ),
    case(
        "v39fix-en-rate-per-lesson",
        "en",
        [(100, "I coach junior tennis on Saturdays, $70 a lesson"), (3, "From next month it's $85 a lesson")],
        unit("$85"),
        no_active("$70"),
    ),
    case(
        "v39fix-zh-son-preschool-then-first-grade",
        "zh",
        [(220, "我儿子在上学前班"), (3, "开学了，我儿子成了一年级的小学生")],
        unit("一年级", entity="son"),
        no_active("学前班"),
    ),
    case(
        "v39fix-zh-job-at-unknown-employer-moves",
        "zh",
        [(200, "我在光明乳业做质检"), (3, "现在去君乐宝上班了，还是质检")],
        unit("君乐宝"),
        in_history("光明乳业", now="君乐宝"),
    ),
    case(
        "v39fix-zh-checkup-at-hospital-is-no-job",
        "zh",
        [(30, "我是会计"), (1, "下午在医院做检查，排了好久的队")],
        unit("会计"),
        units(0, "检查", "会计"),
    ),
    case(
        "v39fix-zh-settled-in-a-new-city",
        "zh",
        [(300, "我住在绵阳"), (2, "折腾了一个多月，终于在遂宁安了家")],
        unit("遂宁"),
        no_active("绵阳"),
    ),
    case(
        "v39fix-en-house-settled-down-in",
        "en",
        [(300, "We live in Geelong"), (2, "Settlement finally happened on Friday and we're down in Torquay now")],
        unit("Torquay"),
        no_active("Geelong"),
    ),
    case(
        "v39fix-en-take-home-pay",
        "en",
        [
            (120, "I'm a bus driver in Leeds and my take home is £2,150"),
            (2, "With the new rota my take home is now £2,400"),
        ],
        unit("£2,400"),
        no_active("£2,150"),
    ),
    case(
        "v39fix-en-stopped-going-to-the-bookies",
        "en",
        [(60, "I used to hit the bookies every Saturday with my brother"), (2, "I don't go to the bookies anymore")],
        unit("bookies"),
        no_active("every Saturday"),
    ),
    case(
        "v39fix-zh-promise-to-oneself-is-a-goal",
        "zh",
        "我和自己说好了，明年6月之前要存够十万",
        unit("十万", type="task"),
    ),
    case(
        "v39fix-en-goal-po",
        "en",
        "My goal po is to finish my CPA review before the end of March",
        unit("CPA", "March", type="task"),
    ),
    case(
        "v39fix-zh-end-of-dithering-is-a-decision",
        "zh",
        "婚纱照的事不犹豫了，直接去厦门拍",
        unit("厦门", type="decision"),
    ),
    case(
        "v39fix-en-day-and-time-is-an-appointment",
        "en",
        "My MRI scan at St Vincent's is on 14 March at 8:15 am",
        unit("MRI", "8:15"),
    ),
    case(
        "v39fix-en-tank-measure-put-right",
        "en",
        [
            (10, "our rainwater tank holds about 5,000 litres"),
            (1, "I was way off before, the tank's actually 3,000 litres"),
        ],
        unit("3,000"),
        no_active("5,000"),
    ),
    case(
        "v39fix-zh-look-then-retract-same-breath",
        "zh",
        "我家的门牌号是1708，嗯……我看一下，是1807",
        unit("1807"),
        no_active("1708"),
    ),
    case(
        "v39fix-en-retract-with-particle",
        "en",
        "My flight to Cebu is on the 14th, ay sorry, the 16th pala",
        unit("16th"),
        no_active("14th"),
    ),
    case(
        "v39fix-en-today-programme-is-a-name",
        "en",
        "I never miss the Today show on NBC in the morning",
        unit("Today show"),
    ),
    case(
        "v39fix-en-thanks-stores-nothing",
        "en",
        "cheers for that, very helpful",
        nothing(),
    ),
]
