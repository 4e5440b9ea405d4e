"""Input field types shared by the API's request schemas.

Each closes a way bad input could reach PostgreSQL and fail there (a 500) instead of being
answered with a 422: NUL characters and lone surrogates (text and jsonb refuse both), integers
past bigint, NaN and infinities (jsonb refuses them), naive or out-of-range date-times.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from django.conf import settings
from ninja import Schema
from pydantic import AfterValidator, AwareDatetime, ConfigDict, Field

MAX_BIGINT = 9_223_372_036_854_775_807
# An external user id: no slash, no control characters, no surrounding spaces (≤ 200 characters).
USER_ID_PATTERN = r"^[^\s/\x00-\x1f\x7f](?:[^/\x00-\x1f\x7f]*[^\s/\x00-\x1f\x7f])?$"
NO_NUL = r"^[^\x00]*$"
# Holds something other than spaces, and no NUL.
NOT_BLANK = r"^[^\x00]*[^\x00\s][^\x00]*$"
LANGUAGE_PATTERN = r"^[A-Za-z-]*$"
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
    if not 1900 <= value.year <= 2999:
        raise ValueError("must be between the years 1900 and 2999")
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError("is out of range") from None


def text_field(**kwargs: Any) -> Any:
    """A string field whose schema says what ``check_text`` enforces (no NUL), unless it has its own pattern."""
    kwargs.setdefault("pattern", NO_NUL)
    return Field(**kwargs)


def keys_schema(*, max_length: int, pattern: str) -> dict[str, Any]:
    """For a dict field: the key rules as ``propertyNames``, and no key outside them (pydantic
    only emits ``patternProperties``, which lets any other key through)."""
    return {
        "propertyNames": {"minLength": 1, "maxLength": max_length, "pattern": pattern},
        "additionalProperties": False,
    }


# Every pattern the API uses, with what its mismatch means in an error message.
PATTERN_MESSAGES = {
    NO_NUL: "must not contain NUL characters",
    NOT_BLANK: "must not be blank or contain NUL characters",
    USER_ID_PATTERN: "must have no slash, no control characters and no surrounding spaces",
    LANGUAGE_PATTERN: "must be a language code such as en or zh-hans",
}

Text = Annotated[str, text_field(), AfterValidator(check_text)]
# A chat message: 1 to MAX_MESSAGE_CHARS characters, not blank, no NUL (the chat service checks the
# same after trimming).
MessageText = Annotated[
    str, text_field(min_length=1, max_length=settings.MAX_MESSAGE_CHARS, pattern=NOT_BLANK), AfterValidator(check_text)
]
Id = Annotated[int, Field(ge=1, le=MAX_BIGINT)]
# RFC 3339 with an offset, years 1900–2999 (the pattern says so in the OpenAPI document too).
When = Annotated[AwareDatetime, AfterValidator(check_when), Field(json_schema_extra={"pattern": YEAR_PATTERN})]
JsonObject = Annotated[dict[str, Any], AfterValidator(check_json)]
MetaKey = Annotated[str, text_field(min_length=1, max_length=64), AfterValidator(check_text)]
MetaValue = (
    Annotated[str, text_field(max_length=1000), AfterValidator(check_text)]
    | Annotated[int, Field(ge=-MAX_BIGINT, le=MAX_BIGINT)]
    | Annotated[float, Field(allow_inf_nan=False)]
    | bool
    | None
)
# Free-form metadata kept with a message: a flat object of up to 20 scalar values.
Meta = Annotated[
    dict[MetaKey, MetaValue], Field(max_length=20, json_schema_extra=keys_schema(max_length=64, pattern=NO_NUL))
]
Importance = Annotated[int, Field(ge=1, le=5)]


class In(Schema):
    """Base of every request body: unknown fields are an error, not silently dropped."""

    model_config = ConfigDict(extra="forbid")
