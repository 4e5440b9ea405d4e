"""Input validators shared by every place that accepts data from outside: the API's request
schemas, the import of an export document, ``manage.py ingest``, the chat and ingest services and
the admin. One rule each, so no path is looser than another:

- text: no NUL characters or lone surrogates (``check_text``);
- a message: not blank (``is_blank``), 1 to ``MAX_MESSAGE_CHARS`` characters for what a person, the system or a tool says,
  up to ``MAX_REPLY_CHARS`` for an assistant's reply (``message_max_chars``, ``check_message_length``);
- a message's ``meta``: a flat object (``check_meta``, the ``Meta`` type);
- an external user id: no slash, control or bidirectional-control characters, no surrounding
  spaces, at most 200 characters (``check_external_id``, ``EXTERNAL_ID_PATTERN``);
- a date-time: with a time zone, in the years 1900–2999 as written and in UTC (``check_when``,
  the ``When`` type).

Each also closes a way bad input could reach PostgreSQL and fail there (a 500) instead of being
answered with a validation error: NUL characters and lone surrogates (text and jsonb refuse both),
integers past bigint, NaN and infinities (jsonb refuses them), naive or out-of-range date-times.
"""

from __future__ import annotations

import math
import re
import unicodedata
from datetime import UTC, datetime
from typing import Annotated, Any

from django.conf import settings
from pydantic import AfterValidator, AwareDatetime, Field

MAX_BIGINT = 9_223_372_036_854_775_807
NO_NUL = r"^[^\x00]*$"
YEAR_PATTERN = r"^(19|2[0-9])[0-9][0-9]-"

# An assistant's reply can be longer than anything a person may type (a model's long answer); an
# export carries such replies and must import again, so every path takes them up to this bound.
MAX_REPLY_CHARS = 200_000

MAX_EXTERNAL_ID_CHARS = 200
# No slash, no surrounding spaces, no control characters (C0, DEL, C1) and no bidirectional controls
# (U+200E/F, U+202A–U+202E, U+2066–U+2069): an id with a right-to-left override would read
# differently in every list it is shown in. The spaces are spelt out rather than written \s, which
# means different characters in Python, in pydantic's Rust engine and in a JSON Schema (ECMA) regex.
_ID_BANNED = r"\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069"
_SPACES = r" \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
EXTERNAL_ID_PATTERN = rf"^[^/{_ID_BANNED}{_SPACES}](?:[^/{_ID_BANNED}]*[^/{_ID_BANNED}{_SPACES}])?$"
# The same, or empty (an export document's user may have none).
EXTERNAL_ID_OR_EMPTY_PATTERN = rf"^$|{EXTERNAL_ID_PATTERN}"
EXTERNAL_ID_MESSAGE = "must have no slash, no control or bidirectional-control characters and no surrounding spaces"

MAX_META_KEYS = 20
MAX_META_KEY_CHARS = 64
MAX_META_TEXT_CHARS = 1000
MAX_META_IDS = 100


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


def message_max_chars(role: str) -> int:
    """How long a message may be: ``MAX_MESSAGE_CHARS`` for what a person, the system or a tool
    says, ``MAX_REPLY_CHARS`` for an assistant's reply."""
    return MAX_REPLY_CHARS if role == "assistant" else int(settings.MAX_MESSAGE_CHARS)


# format, control and separator characters: a message made only of these is empty
_INVISIBLE = frozenset({"Cf", "Cc", "Zs", "Zl", "Zp"})


def is_blank(text: str) -> bool:
    """Nothing but spaces, line breaks, control or invisible format characters: a message of
    these says nothing, on every path (chat, ingest, import, ``manage.py ingest``)."""
    return all(unicodedata.category(ch) in _INVISIBLE for ch in text)


def check_not_blank(value: str) -> str:
    """A text that must say something (a memory's summary, its entity, a fact's name): ``is_blank``
    is refused on every path, the API's and the import's alike."""
    if is_blank(value):
        raise ValueError("must not be blank")
    return value


def check_message_length(content: str, role: str) -> str:
    limit = message_max_chars(role)
    if len(content) > limit:
        raise ValueError(f"is {len(content)} characters long; the limit is {limit}")
    return content


def check_external_id(value: str) -> str:
    """An external user id (the product's own id for a person), on every path that names one."""
    if not 1 <= len(value) <= MAX_EXTERNAL_ID_CHARS:
        raise ValueError(f"must be 1 to {MAX_EXTERNAL_ID_CHARS} characters")
    if not re.match(EXTERNAL_ID_PATTERN, value):
        raise ValueError(EXTERNAL_ID_MESSAGE)
    return value


def _meta_value_ok(value: Any) -> bool:
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int):
        return abs(value) <= MAX_BIGINT
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, str):
        return len(value) <= MAX_META_TEXT_CHARS
    return False


def check_meta(value: Any) -> dict[str, Any]:
    """A message's metadata, on every path (API ingest, import, ``manage.py ingest``): a flat object
    of at most 20 keys (1–64 characters) whose values are text of at most 1000 characters, numbers,
    true/false, null, or a list of at most 100 integers (ids, as a memory command keeps them). No
    nested objects: at most about 21 KB, however it is sent."""
    if not isinstance(value, dict):
        raise ValueError("must be an object")
    if len(value) > MAX_META_KEYS:
        raise ValueError(f"must have at most {MAX_META_KEYS} keys")
    for key, item in value.items():
        if not isinstance(key, str) or not 1 <= len(key) <= MAX_META_KEY_CHARS:
            raise ValueError(f"keys must be 1 to {MAX_META_KEY_CHARS} characters")
        check_text(key)
        if isinstance(item, list):
            if len(item) > MAX_META_IDS or not all(
                isinstance(i, int) and not isinstance(i, bool) and abs(i) <= MAX_BIGINT for i in item
            ):
                raise ValueError(f"{key}: a list may hold at most {MAX_META_IDS} integers")
        elif not _meta_value_ok(item):
            raise ValueError(
                f"{key}: must be text of at most {MAX_META_TEXT_CHARS} characters, a number, true/false, "
                "null or a list of ids (no nested objects)"
            )
        elif isinstance(item, str):
            check_text(item)
    return value


# --- the same rules as pydantic types (the API's schemas and the export document's) -------------

# RFC 3339 with an offset, years 1900–2999 (the pattern says so in the OpenAPI document too).
When = Annotated[AwareDatetime, AfterValidator(check_when), Field(json_schema_extra={"pattern": YEAR_PATTERN})]
MetaKey = Annotated[str, text_field(min_length=1, max_length=MAX_META_KEY_CHARS), AfterValidator(check_text)]
MetaValue = (
    Annotated[str, text_field(max_length=MAX_META_TEXT_CHARS), AfterValidator(check_text)]
    | Annotated[int, Field(ge=-MAX_BIGINT, le=MAX_BIGINT)]
    | Annotated[float, Field(allow_inf_nan=False)]
    | bool
    | None
    | Annotated[list[Annotated[int, Field(ge=-MAX_BIGINT, le=MAX_BIGINT)]], Field(max_length=MAX_META_IDS)]
)
# Free-form metadata kept with a message: a flat object of up to 20 values (``check_meta``).
Meta = Annotated[
    dict[MetaKey, MetaValue],
    Field(
        max_length=MAX_META_KEYS,
        json_schema_extra={
            "propertyNames": {"minLength": 1, "maxLength": MAX_META_KEY_CHARS, "pattern": NO_NUL},
            "additionalProperties": False,
        },
    ),
    AfterValidator(check_meta),
]
