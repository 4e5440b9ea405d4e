"""The day or month a request asks about ("What did I say on 7 July 2023?", "2023年5月我定了什么？"), and
whether a row is of that time: a rule filter read as a boost, like the person a query names.

Only a date with its year counts: "in June" alone could be any June, and a boost for the wrong one
would push aside what the words found."""

from __future__ import annotations

import calendar
import json
import re
from datetime import date, datetime
from typing import Any

from django.utils import timezone

from apps.memory.pipeline.figures import MONTH_ABBR, MONTH_NAMES

_MONTH_NUMBER = {name.lower()[:3]: i for i, name in enumerate(calendar.month_name) if name}
_MONTH = rf"(?P<month>{MONTH_NAMES}|{MONTH_ABBR})\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d{2})"
_PATTERNS = [
    # "May 3, 2023", "on 7 July, 2023", "3rd of May 2023"
    re.compile(rf"\b{_MONTH} {_DAY},? {_YEAR}\b", re.I),
    re.compile(rf"\b{_DAY}(?: of)? {_MONTH},? {_YEAR}\b", re.I),
    # "in December 2023", "May, 2022"
    re.compile(rf"\b{_MONTH},? {_YEAR}\b", re.I),
    # "2023-05-03", "2023年5月3日", "2023年5月"
    re.compile(r"(?P<year>(?:19|20)\d{2})-(?P<month>\d{1,2})(?:-(?P<day>\d{1,2}))?\b"),
    re.compile(r"(?P<year>(?:19|20)\d{2})\s*年\s*(?P<month>\d{1,2})\s*月(?:\s*(?P<day>\d{1,2})\s*[日号])?"),
]

Period = tuple[date, date]


def asked_period(query: str) -> Period | None:
    """The first day and the last day of the time the query names; None when it names none (or only
    a month or a day without its year)."""
    for pattern in _PATTERNS:
        match = pattern.search(query)
        if match is None:
            continue
        if match.group("month") == "may" and not match.groupdict().get("day"):
            continue  # "I may 2023…" is no month
        year = int(match.group("year"))
        month_word = match.group("month").lower()
        month = int(month_word) if month_word.isdigit() else _MONTH_NUMBER.get(month_word[:3])
        if not month or not 1 <= month <= 12:
            continue
        day = match.groupdict().get("day")
        last = calendar.monthrange(year, month)[1]
        if day:
            if not 1 <= int(day) <= last:
                continue
            return date(year, month, int(day)), date(year, month, int(day))
        return date(year, month, 1), date(year, month, last)
    return None


def _day_of(value: datetime) -> date:
    return timezone.localtime(value).date() if timezone.is_aware(value) else value.date()


_ISO = re.compile(r"(\d{4})-(\d{2})(?:-(\d{2}))?")


def _iso_span(text: str) -> Period | None:
    match = _ISO.fullmatch(text.strip())
    if match is None:
        return None
    year, month = int(match.group(1)), int(match.group(2))
    if not 1 <= month <= 12:
        return None
    if match.group(3):
        day = int(match.group(3))
        if not 1 <= day <= calendar.monthrange(year, month)[1]:
            return None
        return date(year, month, day), date(year, month, day)
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def of_period(period: Period | None, said_at: datetime, facts: dict[str, Any] | str | None = None) -> bool:
    """Whether a row was said in the period, or one of its dates (``date`` facts, a dict or the JSON
    of one as the candidate statement returns it) falls in it."""
    if period is None:
        return False
    first, last = period
    if first <= _day_of(said_at) <= last:
        return True
    if isinstance(facts, str):
        facts = json.loads(facts) if facts else {}
    for name, value in (facts or {}).items():
        if re.sub(r"_\d+$", "", name) != "date":
            continue
        span = _iso_span(str(value))
        if span is not None and span[0] <= last and first <= span[1]:
            return True
    return False
