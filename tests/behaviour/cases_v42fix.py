"""Causes found on the LoCoMo tuning split (conversations 0–2) at stop 42, fixed in general and said here in other
words, in both languages: what befell a thing or a person of one's own ("my car broke down last Fri", 我的车上周五
抛锚了); an aim or an undertaking said without its "I" ("Saving up for …", "Training for …", 在攒钱买房, 正在准备…);
when a long sentence happened staying with what happened ("Last weekend I joined … - it's …"); a liking whose object
is a pronoun or was left out ("Yeah, I love to.") is no memory. And the causes of blind round v42 fixed the same stop:
"absolutely/utterly mad about", "could eat X every day" and "a keen interest in" as likings (我能天天吃 too); a parent
called by what they are with what befell them ("Mum had her cataract op …"); a state said as a bare answer ("Vegan.");
a formal "I, <Name>, aged N years, am …"; Cantonese 個仔 / 個女 after a full stop; a relation after a lead-in that says
nothing (另外我爸…, 对了我老公…)."""

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
    case(
        "v42fix-en-utterly-obsessed",
        "en",
        "I'm utterly obsessed with bouldering, three sessions a week at the wall",
        unit("bouldering", type="preference"),
    ),
    case(
        "v42fix-en-could-eat-every-day",
        "en",
        "honestly i could eat dumplings every single day",
        unit("dumplings", type="preference"),
    ),
    case("v42fix-zh-could-eat-every-day", "zh", "楼下那家的螺蛳粉我能天天吃", unit("螺蛳粉", type="preference")),
    case(
        "v42fix-en-keen-interest",
        "en",
        "I have a deep interest in Hindustani classical music.",
        unit("Hindustani", type="preference"),
    ),
    case(
        "v42fix-en-dad-knee-op",
        "en",
        "Dad had his knee replaced at St James's on Monday, he's already moaning about the physio",
        unit("knee", "St James"),
    ),
    case("v42fix-en-bare-state-answer", "en", "Pescatarian. Have been for ages.", unit("pescatarian")),
    case(
        "v42fix-en-formal-i-name",
        "en",
        "I, Oluwaseun Adeyemi, aged 38 years, am currently working as a Senior Auditor with KPMG Lagos.",
        unit("Oluwaseun", fact=("name", "Oluwaseun Adeyemi")),
        unit("38", fact=("age", "38")),
    ),
    case(
        "v42fix-zh-yue-daughter-after-full-stop",
        "zh",
        "我住喺荃灣。個女喺中大讀緊醫科。",
        unit("醫科", entity="daughter"),
    ),
    case("v42fix-zh-lead-in-then-mother", "zh", "另外我妈退休前是中学语文老师。", unit("语文老师", entity="mother")),
    case("v42fix-zh-lead-in-then-husband", "zh", "对了我老公是消防员，在海淀中队", unit("消防员", entity="husband")),
]
