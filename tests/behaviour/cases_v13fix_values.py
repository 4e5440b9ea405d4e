"""After v13 (values and corrections), in other words than its cases: a figure said later without the
attribute's word or with another verb renews the stored one, its history kept (称了一下61.5 after 65公斤,
"the bathroom scale showed 198", 每天只能睡5个小时, "getting 5 hours of sleep", 一周只干45个小时, a car priced
at $42,990 then "they cut it to $39,990", a used car 标价8.8万 then 车主降到7.9万); a value taken back in the same breath
keeps what was meant (不对不对, 呃说错了, "or rather", "I mean"); a value put right days later replaces the one
said before (我之前说错了，…其实是…, "I had the date wrong earlier — …"). Each failed before the fixes."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit

CASES_V13FIX_VALUES: list[Case] = [
    # --- a new figure, without the attribute's word or with another verb ---
    case(
        "v13fix-zh-weight-chengle-yixia",
        "zh",
        [(20, "我现在体重65公斤"), (1, "早上称了一下61.5，开心")],
        unit("61.5"),
        no_active("65公斤"),
        in_history("65", now="61.5"),
    ),
    case(
        "v13fix-en-weight-scale-showed",
        "en",
        [(20, "I'm 210 lbs right now"), (2, "the bathroom scale showed 198 this morning")],
        unit("198"),
        no_active("210"),
        in_history("210", now="198"),
    ),
    case(
        "v13fix-zh-sleep-baby",
        "zh",
        [(10, "我一般每晚睡7个小时"), (1, "孩子出生后每天只能睡5个小时了")],
        unit("5个小时"),
        no_active("7个小时"),
        in_history("7个小时", now="5个小时"),
    ),
    case(
        "v13fix-en-sleep-getting-hours",
        "en",
        [(10, "I usually sleep 8 hours a night"), (1, "with the new baby I'm getting 5 hours of sleep, if that")],
        unit("5 hours"),
        no_active("8 hours"),
        in_history("8 hours", now="5 hours"),
    ),
    case(
        "v13fix-zh-work-hours-week",
        "zh",
        [(10, "我一周工作大概55个小时"), (1, "换了部门以后，一周只干45个小时了")],
        unit("45个小时"),
        no_active("55个小时"),
        in_history("55个小时", now="45个小时"),
    ),
    case(
        "v13fix-en-work-hours-now",
        "en",
        [(10, "I put in 60 hours a week at the firm"), (1, "moved to a smaller team!! 45 hours now")],
        unit("45 hours"),
        no_active("60 hours"),
        in_history("60 hours", now="45 hours"),
    ),
    case(
        "v13fix-en-price-cut-it-to",
        "en",
        [(12, "the Tesla we want is priced at $42,990"), (2, "they cut it to $39,990 over the weekend")],
        unit("39,990"),
        no_active("42,990"),
        in_history("42,990", now="39,990"),
    ),
    case(
        "v13fix-zh-price-car-seller",
        "zh",
        [(9, "我看中的那辆二手车标价8.8万"), (1, "车主降到7.9万了，周末去试驾")],
        unit("7.9万"),
        no_active("8.8万"),
        in_history("8.8万", now="7.9万"),
    ),
    # --- a value taken back in the same breath ---
    case(
        "v13fix-zh-same-breath-grade-buduibudui",
        "zh",
        "我女儿今年读三年级，不对不对，四年级了，数学特别好",
        unit("四年级", entity="daughter"),
        no_active("三年级"),
    ),
    case(
        "v13fix-zh-same-breath-city-shuocuole",
        "zh",
        "我现在住在厦门，呃说错了，青岛，去年搬过来的",
        unit("青岛"),
        no_active("厦门"),
    ),
    case(
        "v13fix-en-same-breath-grade-or-rather",
        "en",
        "my son just started 5th grade, or rather 6th grade, middle school now",
        unit("6th", entity="son"),
        no_active("5th"),
    ),
    case(
        "v13fix-en-same-breath-city-i-mean",
        "en",
        "we live in Austin, I mean Denver, moved here last year",
        unit("Denver"),
        no_active("Austin"),
    ),
    # --- a value put right days later ---
    case(
        "v13fix-zh-put-right-anniversary",
        "zh",
        [(6, "我结婚纪念日是5月20号"), (1, "我之前说错了，结婚纪念日其实是5月2号")],
        unit("5月2号"),
        no_active("5月20"),
    ),
    case(
        "v13fix-en-put-right-appointment",
        "en",
        [
            (7, "my dentist appointment is on March 4"),
            (1, "sorry, I had the date wrong earlier — my dentist appointment is on March 14"),
        ],
        unit("March 14"),
        no_active("March 4"),
    ),
]
