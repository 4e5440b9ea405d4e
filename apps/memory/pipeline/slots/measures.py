"""Figures with their unit, one spelling for both languages (``measures``): "40分钟" / "40 minutes" →
"40min", "27楼" / "the 27th floor" → "27floor" (and "27th")."""

from __future__ import annotations

import re

from apps.memory.pipeline.lexicon import CURRENCY_CHARS
from apps.memory.pipeline.numerals import EN_NUMBER, ZH_DIGIT, zh_size

# a figure with its unit, written the same in either language: "40分钟" / "40 minutes" → "40min"
_UNITS = (
    ("min", r"分钟|分|minutes?|mins?"),
    ("h", r"个半小时|个小时|小时|钟头|hours?|hrs?|h"),
    ("km", r"公里|千米|km|kilomet(?:er|re)s?"),
    ("mi", r"英里|miles?|mi"),
    ("kg", r"公斤|千克|kg|kgs|kilos?|kilograms?"),
    ("jin", r"斤"),
    ("lb", r"磅|lbs?|pounds?"),
    ("cm", r"厘米|公分|cm"),
    ("m", r"米|meters?|metres?|m"),
    ("day", r"天|days?"),
    ("week", r"周|个星期|星期|weeks?"),
    ("month", r"个月|months?"),
    ("year", r"年|years?|yrs?"),
    ("pct", r"%|percent|个百分点"),
    # a floor: "27楼" / "27层" / "the 27th floor" (Chinese floors are ordinals too: below)
    ("floor", r"楼|层|(?:st|nd|rd|th)?\s?(?:floor|fl)"),
    ("mg", r"毫克|mg"),
    ("ml", r"毫升|ml"),
    ("l", r"升|litres?|liters?|l"),
)
_MEASURE = re.compile(
    r"(?<!["
    + CURRENCY_CHARS
    + r"\d.,])(\d+(?:\.\d+)?)\s?("
    + "|".join(f"(?P<{name}>{words})" for name, words in _UNITS)
    + r")(?![A-Za-z\u4e00-\u9fff]*?[A-Za-z])",
    re.I,
)

# the same in Chinese numerals ("每天跑五公里" / "I run 5 km every day" → "5km"): only the Chinese words of
# a unit (分 alone is a score, 五分熟 a steak), and 年 of 年级 is a school year
_ZH_NUMERAL = "".join(ZH_DIGIT) + "十百千万"
_ZH_UNITS = {
    name: "|".join(w for w in words.split("|") if re.match(r"[\u4e00-\u9fff]", w) and w != "分")
    for name, words in _UNITS
}
_ZH_MEASURE = re.compile(
    rf"(?<![{_ZH_NUMERAL}\d.])([{_ZH_NUMERAL}]+(?:点[{_ZH_NUMERAL}]+)?)("
    + "|".join(f"(?P<{name}>{words})" for name, words in _ZH_UNITS.items() if words)
    + r")(?!级)"
)


def _zh_figure(numeral: str) -> float | None:
    """五 → 5, 十五 → 15, 三点五 → 3.5 (None when it is no figure)."""
    whole, _, fraction = numeral.partition("点")
    size = zh_size(whole) if whole else None
    if size is None or (fraction and not all(c in ZH_DIGIT for c in fraction)):
        return None
    return size + (float("0." + "".join(str(ZH_DIGIT[c]) for c in fraction)) if fraction else 0.0)


# a grade or level passed, its word before the figure in English: "钢琴考过了8级" / "passed grade 8
# piano" / "level 5" → "8grade" (年级, a school year, is no level: "8年级" has no 级 after its figure)
_LEVEL = re.compile(r"\b(?:grade|level|lvl)\s?(\d{1,2})\b(?!\s*(?:st|nd|rd|th)\b)|(?<![\d.])(\d{1,2})\s?级(?!别)", re.I)


def level_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` says a grade or level (their figures are no figures of anything else)."""
    return [match.span() for match in _LEVEL.finditer(text)]


_METRES_AND_CM = re.compile(r"(?<![\d.])([12一两])米([0-9]{1,2}|[一二三四五六七八九][一二三四五六七八九]?)(?![\d])")


def _metres_and_cm(metres: str, rest: str) -> int:
    digits = "".join(str(ZH_DIGIT.get(c, c)) for c in rest)
    return int(str(ZH_DIGIT.get(metres, metres))) * 100 + int(digits.ljust(2, "0"))


def measures(text: str) -> set[str]:
    """The figures of ``text`` with a unit, one spelling for both languages ("每天通勤40分钟" and
    "40 minutes every day" → {"40min"}, "8级" / "grade 8" → {"8grade"}); a bare number is no measure."""
    found = {f"{int(m.group(1) or m.group(2))}grade" for m in _LEVEL.finditer(text)}
    # a height in metres and centimetres, as Chinese says it ("1米58", "一米七二"): one figure in centimetres
    for match in _METRES_AND_CM.finditer(text):
        found.add(f"{_metres_and_cm(match.group(1), match.group(2))}cm")
    text = _METRES_AND_CM.sub(" ", text)
    for pattern, read in ((_MEASURE, float), (_ZH_MEASURE, _zh_figure)):
        for match in pattern.finditer(text):
            size = read(match.group(1))
            if size is None:
                continue
            unit = next(name for name, value in match.groupdict().items() if value)
            size += 0.5 if match.group(2).startswith("个半") else 0.0  # "1个半小时" / "两个半小时" is 1.5h / 2.5h
            found.add(f"{size:g}{unit}")
            if unit == "floor" and size.is_integer():
                found.add(_ordinal(int(size)))  # "27楼" / "十八楼" is the 27th / 18th, as English writes it
    often = how_often(text)
    if often is not None:
        found.add(f"{often[0]}x/{often[1]}")
    return found


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


# how often, one spelling for both languages: "three times a week" / "每周去三次" → "3x/week"
_TIMES_EN = {"once": 1, "twice": 2, "thrice": 3, **EN_NUMBER}
_PERIODS = {"day": "day", "天": "day", "week": "week", "周": "week", "星期": "week", "礼拜": "week", "month": "month",
            "月": "month", "year": "year", "年": "year"}  # fmt: skip
_OFTEN_EN = re.compile(
    r"\b(?:(once|twice|thrice)|(\d+|one|two|three|four|five|six|seven|eight|nine|ten) times) (?:a|per|every|each) (day|week|month|year)\b",
    re.I,
)
_OFTEN_ZH = re.compile(
    rf"[每一](?:个)?(天|周|星期|礼拜|月|年)[^，。,；;\d{_ZH_NUMERAL}]{{0,6}}?(\d+|[{_ZH_NUMERAL}]+)(?:次|趟|回|节)"
)


def how_often(text: str) -> tuple[int, str] | None:
    """How many times in a period ``text`` says something is done: "three times a week", "twice a
    day", "每周去三次", "一个月只回一趟" → (3, "week") …; None when it says no count in a period."""
    english = _OFTEN_EN.search(text)
    if english:
        word = (english.group(1) or english.group(2)).lower()
        return (int(word) if word.isdigit() else _TIMES_EN[word]), _PERIODS[english.group(3).lower()]
    chinese = _OFTEN_ZH.search(text)
    if chinese:
        count = int(chinese.group(2)) if chinese.group(2).isdigit() else _zh_figure(chinese.group(2))
        if count:
            return int(count), _PERIODS[chinese.group(1)]
    return None
