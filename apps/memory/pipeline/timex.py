"""Relative times ("yesterday", "last week", "上周三", "下个月") resolved against the message's time.

``resolve_times(text, at)`` returns the text with each relative expression replaced by an absolute
one, plus what was found. English renderings follow the way people (and LoCoMo's gold answers)
write dates: "7 May 2023", "the week before 9 June 2023", "the Friday before 15 July 2023",
"July 2023", "2022". Chinese: "2023年5月7日", "2023年6月", "2022年".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.utils import timezone

from apps.memory.pipeline.numerals import EN_NUMBER

MONTHS_EN = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_WEEKDAY_EN = {
    **{name.lower(): index for index, name in enumerate(WEEKDAYS_EN)},
    **{"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6},
}
_WEEKDAY_ZH = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": 5}
_NUM_EN = {"a": 1, "an": 1, **EN_NUMBER, "a couple of": 2, "couple of": 2}
_NUM_ZH = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10, "半": 0}


@dataclass(frozen=True)
class TimeRef:
    """One relative time expression found in a text, and what it means."""

    start: int
    end: int
    source: str  # the words as written
    iso: str  # "2023-05-07", "2023-06", "2022" (the start of the period for weeks and weekends)
    rendered: str  # what replaces the words in the summary


def day_en(value: date) -> str:
    return f"{value.day} {MONTHS_EN[value.month - 1]} {value.year}"


def day_zh(value: date) -> str:
    return f"{value.year}年{value.month}月{value.day}日"


def month_en(value: date) -> str:
    return f"{MONTHS_EN[value.month - 1]} {value.year}"


def month_zh(value: date) -> str:
    return f"{value.year}年{value.month}月"


def human_date(iso: str, language: str = "en") -> str:
    """'2023-05-08' → '8 May 2023' / '2023年5月8日', '2023-09' → 'September 2023' / '2023年9月':
    fewer tokens than ISO, and the form people write; anything that is not such a date stays as it is."""
    try:
        parts = [int(part) for part in iso.split("-")]
        if len(parts) == 2:
            value = date(parts[0], parts[1], 1)
            return month_zh(value) if language == "zh" else month_en(value)
        value = date(*parts)
    except (TypeError, ValueError):
        return iso
    return day_zh(value) if language == "zh" else day_en(value)


def _month_shift(value: date, months: int) -> date:
    index = value.year * 12 + (value.month - 1) + months
    return date(index // 12, index % 12 + 1, 1)


def _number(word: str) -> int | None:
    word = word.lower().strip()
    if word.isdigit():
        return int(word)
    return _NUM_EN.get(word)


def _zh_number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    if word in _NUM_ZH:
        return _NUM_ZH[word]
    if len(word) == 2 and word[0] == "十" and word[1] in _NUM_ZH:
        return 10 + _NUM_ZH[word[1]]
    return None


_COUNT_EN = r"(\d+|a couple of|couple of|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_DAYNAMES_EN = (
    r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)\.?"
)

_EN_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("day_before_yesterday", re.compile(r"\bthe day before yesterday\b", re.I)),
    ("day_after_tomorrow", re.compile(r"\bthe day after tomorrow\b", re.I)),
    ("yesterday", re.compile(r"\b(?:yesterday|last night)\b", re.I)),
    # (a capital Today is a name after "the" or before a programme: "the Today programme", "听 BBC Radio 4 的 Today 节目")
    (
        "today",
        re.compile(
            r"\b(?!(?<=the )Today\b)(?!(?:Today|Tonight)\s*(?:programme|program|show|Show|Programme|节目))"
            r"(?:today|tonight|this (?:morning|afternoon|evening))\b",
            re.I,
        ),
    ),
    ("tomorrow", re.compile(r"\btomorrow\b", re.I)),
    ("days_ago", re.compile(rf"\b{_COUNT_EN} days? ago\b", re.I)),
    ("weeks_ago", re.compile(rf"\b{_COUNT_EN} weeks? ago\b", re.I)),
    ("weekends_ago", re.compile(rf"\b{_COUNT_EN} weekends? ago\b", re.I)),
    ("months_ago", re.compile(rf"\b{_COUNT_EN} months? ago\b", re.I)),
    ("years_ago", re.compile(rf"\b{_COUNT_EN} years? ago\b", re.I)),
    ("last_weekday", re.compile(rf"\b(?:last|this past) {_DAYNAMES_EN}(?![a-z])", re.I)),
    ("next_weekday", re.compile(rf"\bnext {_DAYNAMES_EN}(?![a-z])", re.I)),
    ("last_weekend", re.compile(r"\b(?:last|this past|past) weekend\b", re.I)),
    ("this_weekend", re.compile(r"\bthis weekend\b", re.I)),
    ("next_weekend", re.compile(r"\bnext weekend\b", re.I)),
    ("last_week", re.compile(r"\b(?:last|this past|past) week\b", re.I)),
    ("this_week", re.compile(r"\bthis week\b", re.I)),
    ("next_week", re.compile(r"\bnext week\b", re.I)),
    ("last_month", re.compile(r"\blast month\b", re.I)),
    ("this_month", re.compile(r"\bthis month\b", re.I)),
    ("next_month", re.compile(r"\bnext month\b", re.I)),
    ("last_year", re.compile(r"\blast year\b", re.I)),
    ("this_year", re.compile(r"\bthis year\b", re.I)),
    ("next_year", re.compile(r"\bnext year\b", re.I)),
]

_ZH_COUNT = r"([0-9]+|十[一二三四五六七八九]?|[一两二三四五六七八九十半])"
_ZH_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("three_days_ago", re.compile(r"大前天")),
    ("three_days_ahead", re.compile(r"大后天")),
    # (not the 前 / 后 of 以前天天, 目前天气, 以后天天, 然后天黑: the word before and 天 after)
    ("day_before_yesterday", re.compile(r"(?<![大以之目提此从先日])(?:前天|前日)")),
    ("day_after_tomorrow", re.compile(r"(?<![大以之然最落背其随此往日饭课午事先前])后天")),
    ("yesterday", re.compile(r"昨天|昨晚|昨日|昨夜")),
    ("today", re.compile(r"今天|今晚|今早|今日|今天早上")),
    ("tomorrow", re.compile(r"明天|明早|明晚|明日")),
    ("zh_days_ago", re.compile(rf"{_ZH_COUNT}天(?:以)?前")),
    ("zh_weeks_ago", re.compile(rf"{_ZH_COUNT}(?:个)?(?:星期|礼拜|周)(?:以)?前")),
    ("zh_months_ago", re.compile(rf"{_ZH_COUNT}个月(?:以)?前")),
    ("zh_years_ago", re.compile(rf"{_ZH_COUNT}年(?:以)?前")),
    ("zh_last_weekday", re.compile(r"上(?:个)?(?:周|星期|礼拜)([一二三四五六日天末])")),
    ("zh_this_weekday", re.compile(r"(?:这|本)(?:个)?(?:周|星期|礼拜)([一二三四五六日天末])")),
    ("zh_next_weekday", re.compile(r"下(?:个)?(?:周|星期|礼拜)([一二三四五六日天末])")),
    ("last_week", re.compile(r"上(?:个)?(?:周|星期|礼拜)")),
    ("this_week", re.compile(r"(?:这|本)(?:个)?(?:周|星期|礼拜)")),
    ("next_week", re.compile(r"下(?:个)?(?:周|星期|礼拜)")),
    ("last_month", re.compile(r"上(?:个)?月")),
    ("this_month", re.compile(r"(?:这|本)(?:个)?月")),
    ("next_month", re.compile(r"下(?:个)?月")),
    ("last_year", re.compile(r"去年")),
    # 今年 with a figure after it says an age ("今年31", "今年才9岁", "今年二十六了"), not a date
    (
        "this_year",
        re.compile(
            r"今年(?!\s*(?:才|刚|都|也|就|已经|快|满|刚满)*\s*(?:\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?(?:岁|了|[\s，,。.!！~]|$))"
        ),
    ),
    ("next_year", re.compile(r"明年")),
]


def _resolve(kind: str, match: re.Match[str], today: date, zh: bool) -> tuple[str, str] | None:
    """(iso, rendered) for one match, or None when it cannot be resolved."""

    def day(value: date, prefix_en: str = "on ") -> tuple[str, str]:
        return value.isoformat(), (day_zh(value) if zh else f"{prefix_en}{day_en(value)}")

    def month(value: date) -> tuple[str, str]:
        return f"{value.year:04d}-{value.month:02d}", (month_zh(value) if zh else f"in {month_en(value)}")

    def year(value: int) -> tuple[str, str]:
        return f"{value:04d}", (f"{value}年" if zh else f"in {value}")

    week_start = today - timedelta(days=today.weekday())
    if kind == "yesterday":
        return day(today - timedelta(days=1))
    if kind == "day_before_yesterday":
        return day(today - timedelta(days=2))
    if kind == "today":
        return day(today)
    if kind == "tomorrow":
        return day(today + timedelta(days=1))
    if kind == "day_after_tomorrow":
        return day(today + timedelta(days=2))
    if kind == "three_days_ago":
        return day(today - timedelta(days=3))
    if kind == "three_days_ahead":
        return day(today + timedelta(days=3))
    if kind in ("days_ago", "weeks_ago", "weekends_ago", "months_ago", "years_ago"):
        count = _number(match.group(1))
        if count is None:
            return None
        if kind == "days_ago":
            return day(today - timedelta(days=count))
        if kind == "weeks_ago":
            start = today - timedelta(days=7 * count)
            return start.isoformat(), f"{match.group(0)} (the week of {day_en(start)})"
        if kind == "weekends_ago":
            saturday = week_start - timedelta(days=2 + 7 * (count - 1))
            return saturday.isoformat(), f"{match.group(1)} weekends before {day_en(today)}"
        if kind == "months_ago":
            return month(_month_shift(today, -count))
        return f"{today.year - count:04d}", f"{match.group(0)} (in {today.year - count})"
    if kind in ("zh_days_ago", "zh_weeks_ago", "zh_months_ago", "zh_years_ago"):
        count = _zh_number(match.group(1))
        if not count:
            return None
        if kind == "zh_days_ago":
            return day(today - timedelta(days=count))
        if kind == "zh_weeks_ago":
            start = today - timedelta(days=7 * count)
            return start.isoformat(), f"{day_zh(start)}那一周"
        if kind == "zh_months_ago":
            return month(_month_shift(today, -count))
        return year(today.year - count)
    if kind in ("last_weekday", "next_weekday"):
        target = _WEEKDAY_EN.get(match.group(1).lower().rstrip("."))
        if target is None:
            return None
        name = WEEKDAYS_EN[target]
        if kind == "last_weekday":
            delta = (today.weekday() - target) % 7 or 7
            value = today - timedelta(days=delta)
            return value.isoformat(), f"the {name} before {day_en(today)}"
        delta = (target - today.weekday()) % 7 or 7
        value = today + timedelta(days=delta)
        return value.isoformat(), f"on {name} {day_en(value)}"
    if kind in ("zh_last_weekday", "zh_this_weekday", "zh_next_weekday"):
        target = _WEEKDAY_ZH[match.group(1)]
        offset = {"zh_last_weekday": -7, "zh_this_weekday": 0, "zh_next_weekday": 7}[kind]
        value = week_start + timedelta(days=offset + target)
        iso, rendered = day(value)
        if match.group(1) == "末":
            rendered = f"{day_zh(value)}那个周末"
        return iso, rendered
    if kind in ("last_week", "this_week", "next_week"):
        offset = {"last_week": -7, "this_week": 0, "next_week": 7}[kind]
        start = week_start + timedelta(days=offset)
        if zh:
            return start.isoformat(), f"{day_zh(start)}那一周"
        words = {"last_week": "the week before", "this_week": "the week of", "next_week": "the week after"}[kind]
        return start.isoformat(), f"{words} {day_en(today)}"
    if kind in ("last_weekend", "this_weekend", "next_weekend"):
        saturday = week_start + timedelta(days=5)
        if kind == "last_weekend" or (kind == "this_weekend" and today.weekday() == 0):
            saturday -= timedelta(days=7)
        elif kind == "next_weekend":
            saturday += timedelta(days=7)
        words = {
            "last_weekend": "the weekend before",
            "this_weekend": "the weekend of",
            "next_weekend": "the weekend after",
        }[kind]
        return saturday.isoformat(), f"{words} {day_en(today)}"
    if kind in ("last_month", "this_month", "next_month"):
        return month(_month_shift(today, {"last_month": -1, "this_month": 0, "next_month": 1}[kind]))
    if kind in ("last_year", "this_year", "next_year"):
        return year(today.year + {"last_year": -1, "this_year": 0, "next_year": 1}[kind])
    return None


_ANY_TIME_WORD = re.compile(
    r"yesterday|today|tonight|tomorrow|\bago\b|\b(?:last|this|next|past) |night|昨|今|明|前|后|上|下|这|本|去年",
    re.I,
)


def find_times(text: str, at: datetime) -> list[TimeRef]:
    """Every relative time expression in ``text``, resolved against ``at`` (non-overlapping)."""
    if not _ANY_TIME_WORD.search(text):
        return []
    today = timezone.localtime(at).date() if timezone.is_aware(at) else at.date()
    found: list[TimeRef] = []
    taken: list[tuple[int, int]] = []
    for patterns, zh in ((_EN_PATTERNS, False), (_ZH_PATTERNS, True)):
        for kind, pattern in patterns:
            for match in pattern.finditer(text):
                if any(match.start() < end and start < match.end() for start, end in taken):
                    continue
                resolved = _resolve(kind, match, today, zh)
                if resolved is None:
                    continue
                iso, rendered = resolved
                taken.append((match.start(), match.end()))
                found.append(TimeRef(match.start(), match.end(), match.group(0), iso, rendered))
    found.sort(key=lambda ref: ref.start)
    return found


def resolve_times(text: str, at: datetime) -> tuple[str, list[TimeRef]]:
    """``text`` with relative times replaced by absolute ones, and the references found."""
    refs = find_times(text, at)
    if not refs:
        return text, []
    pieces: list[str] = []
    cursor = 0
    for ref in refs:
        before = text[cursor : ref.start]
        rendered = ref.rendered
        # "on 7 May 2023" after a preposition reads badly ("since on"): drop our own preposition
        if re.search(r"\b(?:on|in|since|until|from|by|of|before|after|for|during|throughout)\s*$", before, re.I):
            rendered = re.sub(r"^(?:on|in) ", "", rendered)
        if not before.strip() or re.search(r"[.!?]\s*$", before):
            rendered = rendered[:1].upper() + rendered[1:]
        pieces.append(before)
        pieces.append(rendered)
        cursor = ref.end
    pieces.append(text[cursor:])
    return "".join(pieces), refs
