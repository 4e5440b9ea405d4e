"""The document's schema: ``ExportDocument`` and its parts (``memoryhub.export`` version 1, see
docs/export-format.md), the one declaration of the format: it validates imports, is the OpenAPI
document's ``ExportDocument``, and its fields, in their order, are what the export writes."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from apps.core.fields import (
    EXTERNAL_ID_OR_EMPTY_PATTERN,
    MAX_BIGINT,
    MAX_REPLY_CHARS,
    Meta,
    When,
    check_external_id,
    check_json,
    check_message_length,
    check_not_blank,
    check_text,
    is_blank,
    text_field,
)
from apps.memory.models import (
    Confidence,
    MemoryStatus,
    MemoryType,
    MemoryVersion,
)
from apps.memory.services import MAX_FACTS, MAX_MEMORY_SUMMARY_CHARS

FORMAT = "memoryhub.export"
VERSION = 1
MAX_CONTENT_CHARS = MAX_REPLY_CHARS  # an episode's summary

# --- the document's schema -------------------------------------------------------------------


# The rules of every path (apps/core/fields.py): dates, a message's length and meta, external ids
# are held here exactly as the API and the ingest service hold them.
Text = Annotated[str, AfterValidator(check_text)]
Ref = Annotated[int, Field(ge=1, le=MAX_BIGINT)]
Count = Annotated[int, Field(ge=0, le=2_147_483_647)]
Json = Annotated[Any, AfterValidator(check_json)]
JsonObject = Annotated[dict[str, Any], AfterValidator(check_json)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _external_id_or_none(value: str) -> str:
    return check_external_id(value) if value else value


class UserPart(_Strict):
    external_id: Annotated[
        str,
        text_field(max_length=200, pattern=EXTERNAL_ID_OR_EMPTY_PATTERN),
        AfterValidator(check_text),
        AfterValidator(_external_id_or_none),
    ] = ""
    memory_enabled: bool = True
    language: Annotated[str, text_field(max_length=10), AfterValidator(check_text)] = ""
    created_at: When | None = None


class MessagePart(_Strict):
    id: Ref
    role: Literal["system", "user", "assistant", "tool"]
    content: Annotated[str, text_field(max_length=MAX_REPLY_CHARS), AfterValidator(check_text)]
    created_at: When
    token_count: Count = 0
    redacted: bool = False
    degraded: bool = False
    meta: Meta = Field(default_factory=dict)

    @model_validator(mode="after")
    def _as_the_api_allows(self) -> MessagePart:
        # not blank, and the length chat and ingest allow for this role (an assistant's reply may be longer)
        if is_blank(self.content):
            raise ValueError("content must not be empty")
        try:
            check_message_length(self.content, self.role)
        except ValueError as exc:
            raise ValueError(f"content {exc} for a {self.role} message") from None
        return self


class SessionPart(_Strict):
    id: Ref
    title: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] = ""
    temporary: bool = False
    created_at: When
    last_activity_at: When | None = None
    ended_at: When | None = None
    summarized_through_id: Ref | None = None
    messages: list[MessagePart] = Field(default_factory=list)


# Fact keys as propertyNames, and no other key (pydantic only emits patternProperties).
_FACT_KEYS = {
    "propertyNames": {"minLength": 1, "maxLength": 100, "pattern": r"^[^\x00]*$"},
    "additionalProperties": False,
}
Facts = dict[
    Annotated[
        str, text_field(min_length=1, max_length=100), AfterValidator(check_text), AfterValidator(check_not_blank)
    ],
    Annotated[str, text_field(max_length=500), AfterValidator(check_text)],
]


class VersionPart(_Strict):
    version: Annotated[int, Field(ge=1, le=1_000_000)]
    summary: Annotated[str, text_field(max_length=MAX_MEMORY_SUMMARY_CHARS), AfterValidator(check_text)]
    facts: Annotated[Facts, Field(max_length=MAX_FACTS, json_schema_extra=_FACT_KEYS)] = Field(default_factory=dict)
    importance: Annotated[int, Field(ge=1, le=5)] = 3
    confidence: Confidence = Confidence.CONFIRMED
    enabled: bool = True
    change: MemoryVersion.Change
    actor: Annotated[str, text_field(max_length=20), AfterValidator(check_text)] = "pipeline"
    source_message_ids: list[Ref] = Field(default_factory=list)
    created_at: When


class MemoryPart(_Strict):
    id: Ref
    entity: Annotated[
        str, text_field(min_length=1, max_length=200), AfterValidator(check_text), AfterValidator(check_not_blank)
    ] = "user"
    type: MemoryType = MemoryType.FACT
    key: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] = ""
    summary: Annotated[
        str,
        text_field(min_length=1, max_length=MAX_MEMORY_SUMMARY_CHARS),
        AfterValidator(check_text),
        AfterValidator(check_not_blank),
    ]
    facts: Annotated[Facts, Field(max_length=MAX_FACTS, json_schema_extra=_FACT_KEYS)] = Field(default_factory=dict)
    confidence: Confidence = Confidence.CONFIRMED
    importance: Annotated[int, Field(ge=1, le=5)] = 3
    status: MemoryStatus = MemoryStatus.ACTIVE
    enabled: bool = True
    language: Annotated[str, text_field(max_length=8), AfterValidator(check_text)] = ""
    source_session_id: Ref | None = None
    source_message_ids: list[Ref] = Field(default_factory=list)
    conflicts_with_id: Ref | None = None
    version: Annotated[int, Field(ge=1, le=1_000_000)] = 1
    created_at: When
    updated_at: When | None = None
    last_confirmed_at: When | None = None
    last_accessed_at: When | None = None
    access_count: Count = 0
    confirm_count: Count = 1
    versions: list[VersionPart] = Field(default_factory=list)


class EpisodeLine(BaseModel):
    model_config = ConfigDict(extra="allow")
    text: Text = ""
    message_ids: list[Ref] = Field(default_factory=list)


class EpisodePart(_Strict):
    id: Ref
    session_id: Ref
    summary: Annotated[str, text_field(max_length=MAX_CONTENT_CHARS), AfterValidator(check_text)] = ""
    lines: list[EpisodeLine] = Field(default_factory=list)
    first_message_id: Ref | None = None
    last_message_id: Ref | None = None
    message_count: Count = 0
    started_at: When
    ended_at: When
    created_at: When | None = None
    updated_at: When | None = None
    last_accessed_at: When | None = None
    access_count: Count = 0
    consolidated: bool = False


class RecallItemPart(BaseModel):
    model_config = ConfigDict(extra="allow")
    layer: Text
    id: Ref
    score: float | None = None
    factors: JsonObject = Field(default_factory=dict)


class RecallRecordPart(_Strict):
    id: Ref
    session_id: Ref | None = None
    reply_id: Ref | None = None
    items: list[RecallItemPart] = Field(default_factory=list)
    layers: list[JsonObject] = Field(default_factory=list)
    params: JsonObject = Field(default_factory=dict)
    created_at: When


class ExportDocument(_Strict):
    """memoryhub.export version 1: one end user's whole memory (see docs/export-format.md)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "format": "memoryhub.export",
                    "version": 1,
                    "exported_at": "2026-03-09T10:00:00+00:00",
                    "user": {"external_id": "alice", "memory_enabled": True, "language": "zh", "created_at": "2026-03-01T08:00:00+00:00"},
                    "sessions": [
                        {
                            "id": 7, "title": "budget", "temporary": False, "created_at": "2026-03-01T09:00:00+00:00",
                            "last_activity_at": "2026-03-01T09:01:00+00:00", "ended_at": None, "summarized_through_id": None,
                            "messages": [
                                {"id": 101, "role": "user", "content": "项目A预算5万", "created_at": "2026-03-01T09:00:00+00:00",
                                 "token_count": 5, "redacted": False, "degraded": False, "meta": {}}
                            ],
                        }
                    ],
                    "memories": [
                        {
                            "id": 42, "entity": "user", "type": "fact", "key": "budget:project a", "summary": "项目A预算5万",
                            "facts": {"预算": "5万"}, "confidence": "confirmed", "importance": 4, "status": "active", "enabled": True,
                            "language": "zh", "source_session_id": 7, "source_message_ids": [101], "conflicts_with_id": None,
                            "version": 1, "created_at": "2026-03-01T09:00:02+00:00", "updated_at": "2026-03-01T09:00:02+00:00",
                            "last_confirmed_at": "2026-03-01T09:00:02+00:00", "last_accessed_at": None, "access_count": 0,
                            "confirm_count": 1,
                            "versions": [
                                {"version": 1, "summary": "项目A预算5万", "facts": {"预算": "5万"}, "importance": 4,
                                 "confidence": "confirmed", "enabled": True, "change": "created", "actor": "pipeline",
                                 "source_message_ids": [101], "created_at": "2026-03-01T09:00:02+00:00"}
                            ],
                        }
                    ],
                    "episodes": [],
                    "recall_records": [],
                    "counts": {"sessions": 1, "messages": 1, "memories": 1, "memory_versions": 1, "episodes": 0, "recall_records": 0},
                }
            ]
        },
    )  # fmt: skip

    format: Literal["memoryhub.export"]
    version: Literal[1]
    exported_at: When | None = None
    user: UserPart = Field(default_factory=UserPart)
    sessions: list[SessionPart] = Field(default_factory=list)
    memories: list[MemoryPart] = Field(default_factory=list)
    episodes: list[EpisodePart] = Field(default_factory=list)
    recall_records: list[RecallRecordPart] = Field(default_factory=list)
    counts: dict[Annotated[str, text_field(max_length=40), AfterValidator(check_text)], Count] = Field(
        default_factory=dict
    )
