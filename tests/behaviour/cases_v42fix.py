"""Causes found on the LoCoMo tuning split (conversations 0–2) at stop 42, fixed in general and said here in other
words, in both languages: what befell a thing or a person of one's own ("my car broke down last Fri", 我的车上周五
抛锚了); an aim or an undertaking said without its "I" ("Saving up for …", "Training for …", 在攒钱买房, 正在准备…);
when a long sentence happened staying with what happened ("Last weekend I joined … - it's …"); a liking whose object
is a pronoun or was left out ("Yeah, I love to.") is no memory."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, no_active, nothing, unit

CASES_V42FIX: list[Case] = [
    case(
        "v42fix-en-car-broke-down",
        "en",
        "Had a wild week, my car broke down last Fri on my way to work and the tow alone was $180",
        unit("car broke down", "$180"),
    ),
    case(
        "v42fix-en-roof-leaked",
        "en",
        "Not the best weekend tbh, our roof leaked again during the storm on Saturday",
        unit("roof leaked"),
    ),
    case(
        "v42fix-zh-car-broke-down",
        "zh",
        "我的车上周五在去上班的路上抛锚了，拖车加修理花了三千块",
        unit("抛锚", "三千块"),
    ),
    case(
        "v42fix-zh-laptop-died",
        "zh",
        "唉，我的笔记本昨天突然黑屏了，里面还有没备份的论文",
        unit("笔记本", "黑屏"),
    ),
    case(
        "v42fix-en-saving-up-no-i",
        "en",
        "Saving up for a trip to Japan next spring, about $3,000 so far.",
        unit("Japan", "$3,000"),
    ),
    case(
        "v42fix-en-training-no-i",
        "en",
        "Training for the Berlin marathon in September, four runs a week.",
        unit("Berlin marathon"),
    ),
    case(
        "v42fix-zh-saving-no-subject",
        "zh",
        "在攒钱买房，首付已经攒了二十万",
        unit("攒钱买房", "二十万"),
    ),
    case(
        "v42fix-zh-preparing-no-subject",
        "zh",
        "最近正在准备雅思考试，目标是七分",
        unit("雅思"),
    ),
    case(
        "v42fix-en-time-lead-run-on",
        "en",
        "Last weekend I joined a climbing gym downtown - it's been a great way to unwind after work",
        unit("climbing gym", "weekend before"),
    ),
    case(
        "v42fix-zh-time-lead",
        "zh",
        "上个周末我报名了市中心的一家攀岩馆，下班去放松一下挺好的",
        unit("攀岩馆", "周末"),
    ),
    case("v42fix-en-love-to-nothing", "en", "Yeah, I love to.", nothing()),
    case(
        "v42fix-en-obsessed-with-those",
        "en",
        "I'm obsessed with those, so I ordered a pair of the green ones",
        no_active("obsessed with those"),
    ),
    case("v42fix-zh-like-it-too", "zh", "嗯嗯，我也挺喜欢的。", nothing()),
    case(
        "v42fix-zh-like-nothing-beside-a-fact",
        "zh",
        "我也喜欢！对了我下个月要去成都出差",
        unit("成都"),
    ),
]
