"""Shapes of the API's answers (see /api/v1/openapi.json; docs/api.md)."""

from __future__ import annotations

from typing import Any, Literal, TypedDict

Layer = Literal["core", "semantic", "episode"]


class Recalled(TypedDict):
    id: int
    layer: Layer
    text: str
    score: float
    factors: dict[str, float]
    type: str
    date: str
    confidence: str
    source_message_ids: list[int]
    tokens: int


class PromptLayer(TypedDict):
    name: Literal["persona", "memory", "episodes", "working", "user"]
    content: str
    tokens: int
    items: list[dict[str, Any]]


class ChatReply(TypedDict):
    reply: str
    session_id: int
    user_message_id: int
    reply_message_id: int
    mode: Literal["on", "off", "temporary"]
    degraded: bool
    redactions: list[str]
    memories_used: list[Recalled]
    prompt: list[PromptLayer]
    prompt_tokens: int
    recall_record_id: int | None
    replayed: bool  # a retry with an idempotency key already stored: nothing stored again


class StreamEvent(TypedDict):
    event: Literal["meta", "delta", "done", "error"]
    data: dict[str, Any]


class RecallResult(TypedDict):
    memory_enabled: bool
    items: list[Recalled]
    block: str
    tokens: int
    timings: dict[str, float]
    params: dict[str, Any]


class Memory(TypedDict):
    id: int
    layer: Literal["core", "semantic"]
    entity: str
    type: str
    key: str
    summary: str
    facts: dict[str, str]
    confidence: str
    importance: int
    status: str
    enabled: bool
    language: str
    version: int
    source_session_id: int | None
    source_message_ids: list[int]
    conflicts_with_id: int | None
    created_at: str
    updated_at: str
    last_confirmed_at: str
    last_accessed_at: str | None
    access_count: int
    confirm_count: int


class MemoryVersion(TypedDict):
    version: int
    summary: str
    facts: dict[str, str]
    importance: int
    confidence: str
    enabled: bool
    change: str
    actor: str
    source_message_ids: list[int]
    created_at: str


class Session(TypedDict):
    id: int
    title: str
    temporary: bool
    created_at: str
    last_activity_at: str
    ended_at: str | None
    message_count: int


class Message(TypedDict):
    id: int
    role: Literal["system", "user", "assistant", "tool"]
    content: str
    created_at: str
    token_count: int
    redacted: bool
    degraded: bool
    meta: dict[str, Any]


class Episode(TypedDict):
    id: int
    session_id: int
    summary: str
    lines: list[dict[str, Any]]
    first_message_id: int | None
    last_message_id: int | None
    message_count: int
    started_at: str
    ended_at: str
    updated_at: str
    consolidated: bool


class Page(TypedDict):
    items: list[Any]
    next_cursor: str | None


class IngestResult(TypedDict):
    session_id: int
    session_created: bool
    message_ids: list[int]
    queued_jobs: int
    replayed: bool


class PipelineStatus(TypedDict):
    drained: bool
    open_jobs: int


class UserInfo(TypedDict):
    id: str
    created_at: str
    memory_enabled: bool
    language: str


class Settings(TypedDict):
    memory_enabled: bool
    language: str


class ImportReport(TypedDict):
    created: dict[str, int]
    skipped_counts: dict[str, dict[str, int]]
    skipped: list[dict[str, Any]]
    skipped_details_truncated: bool
    settings: dict[str, Any]
    dry_run: bool


class ApiKey(TypedDict):
    prefix: str
    name: str
    scopes: list[str]
    created_at: str
    expires_at: str | None
    last_used_at: str | None
    revoked_at: str | None
    active: bool
