"""Input validators shared by every place that accepts data from outside (the API's request
schemas, the import of an export document).

Each closes a way bad input could reach PostgreSQL and fail there (a 500) instead of being
answered with a validation error: NUL characters and lone surrogates (text and jsonb refuse both),
integers past bigint, NaN and infinities (jsonb refuses them), naive or out-of-range date-times.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import Field

MAX_BIGINT = 9_223_372_036_854_775_807
NO_NUL = r"^[^\x00]*$"
YEAR_PATTERN = r"^(19|2[0-9])[0-9][0-9]-"


def check_text(value: str) -> str:
    if "\x00" in value:
        raise ValueError("must not contain NUL characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("must be valid Unicode (no lone surrogates)") from None
    return value


def check_json(value: Any, depth: int = 0) -> Any:
    """Free-form JSON (facts, meta): text checked recursively, no deeper than 8 levels."""
    if depth > 8:
        raise ValueError("is nested too deeply (at most 8 levels)")
    if isinstance(value, str):
        return check_text(value)
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        raise ValueError("must not contain NaN or infinite numbers")
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_BIGINT:
        raise ValueError("holds an integer that is too large")
    if isinstance(value, dict):
        return {check_text(str(k)): check_json(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [check_json(v, depth + 1) for v in value]
    return value


def check_when(value: datetime) -> datetime:
    """In UTC, and in the years 1900–2999 both as written and in UTC (2999-12-31T23:59:59-12:00
    is already the year 3000)."""
    if not 1900 <= value.year <= 2999:
        raise ValueError("must be between the years 1900 and 2999")
    try:
        utc = value.astimezone(UTC)
    except OverflowError:
        raise ValueError("is out of range") from None
    if not 1900 <= utc.year <= 2999:
        raise ValueError("must be between the years 1900 and 2999 (in UTC)")
    return utc


def text_field(**kwargs: Any) -> Any:
    """A string field whose schema says what ``check_text`` enforces (no NUL), unless it has its own pattern."""
    kwargs.setdefault("pattern", NO_NUL)
    return Field(**kwargs)
