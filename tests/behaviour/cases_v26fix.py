"""After the xfails of rounds v16–v25 (stop 30): the causes fixed in general, said here in other words,
in both languages. A pay said after a probation or a promotion with no pay word (升职以后每月…); the rent
said to have changed and then its figure (房租降了一点，现在每个月…); figures written with Arabic digits
among the units (2万4, 1万2千) and in Traditional characters (萬); a loan's payment renewed by any word for
a loan (转贷, 按揭) or by what is repaid now (现在每月只要还…); the school one attends said as 读的是…; a job
at a public body (在公安局当…, 在机场当…) and work taken on commission (接单做…); a sale-day price
(到手价) of the thing priced before, not a pay; a bare figure after a named pet's weight, the pet named
after a verb (带…去); a decision said in so many words about a school. In English: durations in words
("half an hour", "three quarters of an hour", "an hour and a half") and "it takes me … to get to
work"; "fond of / keen on playing …" as likings; "packed in / swore off" as quitting; "I am <name>,
currently based in …"; a scene set with "my" before the statement ("When booking my hotels, I …");
"we put in an offer"; "I work at a <kind of place> as a <job>"; a run-on that goes on to "my wife", or
from a name and an age run together to "i drive for <company>"; "We've decided to …" about a school as a
decision; a correction that says no whose, of a daughter's recital."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit

CASES_V26FIX: list[Case] = [
    # --- Chinese ---------------------------------------------------------------------------------
    case(
        "v26fix-zh-pay-after-promotion-no-word",
        "zh",
        [(100, "我现在月薪九千五"), (4, "升职了！升职以后每月能拿一万二")],
        unit("一万二"),
        no_active("九千五"),
        in_history("九千五", now="一万二"),
    ),
    case(
        "v26fix-zh-rent-lowered-then-figure",
        "zh",
        [(150, "我租的房子月租五千八"), (3, "跟房东谈了谈，房租降了一点，现在每个月五千三")],
        unit("五千三"),
        no_active("五千八"),
    ),
    case(
        "v26fix-zh-mortgage-anjie-arabic-units",
        "zh",
        [(200, "我们家房贷每个月还1万2千"), (5, "换了家银行做按揭，每个月降到1万零5百了")],
        unit("1万零5百"),
        no_active("1万2千"),
    ),
    case(
        "v26fix-zh-car-loan-repaid-now",
        "zh",
        [(90, "我的车贷每个月要还3600"), (2, "提前还了五万，现在每个月只需还2100")],
        unit("2100"),
        no_active("3600"),
        in_history("3600", now="2100"),
    ),
    case(
        "v26fix-zh-daughter-school-dushi",
        "zh",
        [(10, "我女儿在实验中学读初二"), (1, "刚才说错了，我女儿读的是外国语中学")],
        unit("外国语中学", entity="daughter"),
        no_active("实验中学"),
    ),
    case(
        "v26fix-zh-police-clerk-then-retired",
        "zh",
        [(400, "我在公安局当文职，干了二十多年"), (3, "这个月正式退休了，打算回老家种菜")],
        unit("退休"),
        no_active("文职"),
        in_history("文职", now="退休"),
    ),
    case(
        "v26fix-zh-tw-freelance-design-after-leaving",
        "zh",
        [(200, "我在機場當空服員"), (2, "上個月離職了，現在接單做設計，時間比較自由")],
        unit("設計"),
        no_active("空服員"),
    ),
    case(
        "v26fix-zh-price-618-daoshoujia",
        "zh",
        [(20, "我看中一台索尼耳机，官网卖2299元"), (1, "618索尼耳机到手价1799元，已经下单了")],
        unit("1799"),
        no_active("2299"),
    ),
    case(
        "v26fix-zh-cat-weight-named-after-verb",
        "zh",
        [(80, "我家橘猫叫年糕，现在5.2公斤"), (2, "昨天带年糕去打疫苗，医生称了一下，6.1了")],
        unit("6.1"),
        no_active("5.2"),
    ),
    case(
        "v26fix-zh-decided-son-school",
        "zh",
        "我们下定决心了，明年让儿子去读寄宿学校",
        unit("寄宿学校", type="decision"),
    ),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v26fix-en-commute-half-hour-to-three-quarters",
        "en",
        [
            (60, "It takes me half an hour to get to work on the Luas"),
            (2, "with the roadworks it's up to three quarters of an hour now"),
        ],
        unit("three quarters of an hour"),
        no_active("half an hour"),
    ),
    case(
        "v26fix-en-commute-hour-and-a-half-cut",
        "en",
        [
            (90, "My commute is an hour and a half each way"),
            (3, "since the office moved my commute is down to 40 minutes"),
        ],
        unit("40 minutes"),
        no_active("an hour and a half"),
        in_history("an hour and a half", now="40 minutes"),
    ),
    case(
        "v26fix-en-keen-on-playing-sitar",
        "en",
        "Hello, I am Rohan Iyer, currently based in Pune. I am quite keen on playing the sitar.",
        unit("Rohan Iyer", type="fact", fact=("name", "Rohan Iyer")),
        unit("Pune"),
        unit("sitar", type="preference"),
        no_active("Rohan Iyer", "sitar"),
    ),
    case(
        "v26fix-en-packed-in-the-smoking",
        "en",
        [(120, "I have a smoke on every tea break at work"), (2, "I've packed in the smoking on the advice of my GP")],
        unit("packed in", "smoking"),
    ),
    case(
        "v26fix-en-scene-with-my-hotels",
        "en",
        "When booking my hotels, I always want a room on a high floor; please never put me near the lifts.",
        unit("high floor", type="preference"),
        unit("lifts", type="prohibition"),
    ),
    case(
        "v26fix-en-put-in-an-offer-no-move",
        "en",
        [(100, "I live in Rotherham"), (1, "we put in an offer on a terrace in Sheffield, wish us luck")],
        unit("Sheffield"),
        unit("Rotherham"),
    ),
    case(
        "v26fix-en-work-at-a-kind-of-place-as",
        "en",
        "hey im Priya, 29, i work at a vet clinic in boise as a receptionist and im obsessed w/ bouldering",
        unit("Priya", type="fact", fact=("name", "Priya")),
        unit("receptionist", type="fact"),
        unit("bouldering", type="preference"),
        no_active("receptionist", "bouldering"),
    ),
    case(
        "v26fix-en-run-on-my-wife",
        "en",
        "so I'm Dale I'm a plumber in Tulsa Oklahoma my wife Renee teaches third grade and we have two cats",
        unit("Dale", type="fact", fact=("name", "Dale")),
        unit("plumber"),
        unit("third grade", entity="Renee"),
    ),
    case(
        "v26fix-en-run-on-name-age-drive-for",
        "en",
        "right so im Tomás 38 i drive for Dublin Bus out of Phibsboro and i love a round of golf on sundays",
        unit("Tomás", type="fact", fact=("name", "Tomás")),
        unit("38", fact=("age", "38")),
        unit("Dublin Bus"),
        unit("golf", type="preference"),
    ),
    case(
        "v26fix-en-correction-no-whose-daughter-recital",
        "en",
        [
            (6, "My daughter's piano recital is on 9th March"),
            (1, "Sorry, I got it wrong: the piano recital is on 16th March, not 9th"),
        ],
        unit("16th March", entity="daughter"),
        no_active("9th March"),
    ),
    case(
        "v26fix-en-decided-school-for-son",
        "en",
        "We've finally decided: our son is moving to the Steiner school in September",
        unit("Steiner", type="decision"),
    ),
]
