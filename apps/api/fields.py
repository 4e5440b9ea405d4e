"""Input field types shared by the API's request schemas (the validators themselves live in
apps/core/fields.py, shared with the import of export documents)."""

from __future__ import annotations

from typing import Annotated, Any

from django.conf import settings
from ninja import Schema
from pydantic import AfterValidator, AwareDatetime, ConfigDict, Field

from apps.core.fields import MAX_BIGINT, NO_NUL, YEAR_PATTERN, check_json, check_text, check_when, text_field

# An external user id: no slash, no surrounding spaces (≤ 200 characters), no control characters
# and no bidirectional controls (U+200E/F, U+202A–U+202E, U+2066–U+2069): an id with a
# right-to-left override would read differently in every list it is shown in.
_ID_BANNED = r"\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069"
USER_ID_PATTERN = rf"^[^\s/{_ID_BANNED}](?:[^/{_ID_BANNED}]*[^\s/{_ID_BANNED}])?$"
# Holds something other than spaces, and no NUL.
NOT_BLANK = r"^[^\x00]*[^\x00\s][^\x00]*$"
LANGUAGE_PATTERN = r"^[A-Za-z-]*$"


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
    USER_ID_PATTERN: "must have no slash, no control or bidirectional-control characters and no surrounding spaces",
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
