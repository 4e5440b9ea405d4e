"""Input field types shared by the API's request schemas (the validators, and the types every path
shares — ``When``, ``Meta``, the external id's pattern — live in apps/core/fields.py, with the
import of export documents, ``manage.py ingest`` and the services)."""

from __future__ import annotations

from typing import Annotated, Any

from django.conf import settings
from ninja import Schema
from pydantic import AfterValidator, ConfigDict, Field

from apps.core.fields import (
    EXTERNAL_ID_MESSAGE,
    EXTERNAL_ID_OR_EMPTY_PATTERN,
    EXTERNAL_ID_PATTERN,
    MAX_BIGINT,
    MAX_REPLY_CHARS,
    NO_NUL,
    Meta,
    When,
    check_json,
    check_text,
    text_field,
)

__all__ = ["Meta", "When"]  # the types every path shares, re-exported for the routers

# An external user id (the rule of every path: apps.core.fields.check_external_id).
USER_ID_PATTERN = EXTERNAL_ID_PATTERN
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
    USER_ID_PATTERN: EXTERNAL_ID_MESSAGE,
    EXTERNAL_ID_OR_EMPTY_PATTERN: EXTERNAL_ID_MESSAGE,
    LANGUAGE_PATTERN: "must be a language code such as en or zh-hans",
}

Text = Annotated[str, text_field(), AfterValidator(check_text)]
# A chat message: 1 to MAX_MESSAGE_CHARS characters, not blank, no NUL (the chat service checks the
# same after trimming).
MessageText = Annotated[
    str, text_field(min_length=1, max_length=settings.MAX_MESSAGE_CHARS, pattern=NOT_BLANK), AfterValidator(check_text)
]
# A past message to ingest: not blank, no NUL, at most MAX_REPLY_CHARS; what a person, the system
# or a tool says is held to MAX_MESSAGE_CHARS by the ingest service (apps.core.fields.message_max_chars).
IngestText = Annotated[
    str, text_field(min_length=1, max_length=MAX_REPLY_CHARS, pattern=NOT_BLANK), AfterValidator(check_text)
]
Id = Annotated[int, Field(ge=1, le=MAX_BIGINT)]
JsonObject = Annotated[dict[str, Any], AfterValidator(check_json)]
Importance = Annotated[int, Field(ge=1, le=5)]


class In(Schema):
    """Base of every request body: unknown fields are an error, not silently dropped."""

    model_config = ConfigDict(extra="forbid")
