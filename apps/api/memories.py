"""Semantic memories of an end user: list, read, "remember this", edit, delete, history, restore,
confirm or reject a pending one. Every change goes through ``apps.memory.services``."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from django.db import transaction
from django.http import HttpRequest
from ninja import Field, Path, Query, Router, Schema
from ninja.responses import Status
from pydantic import AfterValidator

from apps.accounts.models import User
from apps.api.access import UserId, acting_for
from apps.api.auth import READ, WRITE, need
from apps.api.errors import Conflict, NotFound, responses
from apps.api.fields import NOT_BLANK, Id, Importance, In, When, keys_schema
from apps.api.pagination import PageParams, fingerprint, paginate
from apps.core.fields import check_not_blank, check_text, text_field
from apps.memory.models import Confidence, MemoryEntry, MemoryStatus, MemoryType, MemoryVersion
from apps.memory.recall import RecallParams, core_profile
from apps.memory.selectors import memories_for, memory_get_for_user, memory_versions
from apps.memory.services import (
    MAX_FACTS,
    MAX_MEMORY_SUMMARY_CHARS,
    NotPending,
    memories_delete,
    memory_create,
    memory_delete,
    memory_resolve_pending,
    memory_restore,
    memory_set_enabled,
    memory_update,
)

router = Router(tags=["memories"])

MemoryId = Annotated[int, Path(ge=1, le=9_223_372_036_854_775_807)]
FactKey = Annotated[
    str,
    text_field(min_length=1, max_length=100, pattern=NOT_BLANK),
    AfterValidator(check_text),
    AfterValidator(check_not_blank),
]
FactValue = Annotated[str, text_field(max_length=500), AfterValidator(check_text)]
Facts = Annotated[
    dict[FactKey, FactValue],
    Field(max_length=MAX_FACTS, json_schema_extra=keys_schema(max_length=100, pattern=NOT_BLANK)),
]
Summary = Annotated[
    str,
    Field(min_length=1, max_length=MAX_MEMORY_SUMMARY_CHARS, pattern=NOT_BLANK),
    AfterValidator(check_text),
    AfterValidator(check_not_blank),
]


class MemoryOut(Schema):
    id: int
    layer: Literal["core", "semantic"] = Field(
        description="core: in the always-on profile now; semantic: recalled when relevant"
    )
    entity: str
    type: MemoryType
    key: str
    summary: str
    facts: dict[str, str]
    confidence: Confidence
    importance: int
    status: MemoryStatus
    enabled: bool
    sensitive: bool = Field(
        description="holds a phone number or an e-mail address: kept only because the person asked, "
        "shown masked in the dashboard's lists, never sent to an extraction model"
    )
    language: str
    version: int
    source_session_id: int | None
    source_message_ids: list[int]
    conflicts_with_id: int | None
    created_at: datetime
    updated_at: datetime
    last_confirmed_at: datetime
    last_accessed_at: datetime | None
    access_count: int
    confirm_count: int

    model_config = {
        "json_schema_extra": {
            "examples": [
                {
                    "id": 42, "layer": "semantic", "entity": "user", "type": "preference", "key": "",
                    "summary": "Prefers answers in Python", "facts": {"language": "Python"}, "confidence": "confirmed",
                    "importance": 3, "status": "active", "enabled": True, "sensitive": False, "language": "en", "version": 1,
                    "source_session_id": 7, "source_message_ids": [101], "conflicts_with_id": None,
                    "created_at": "2026-03-01T09:00:00Z", "updated_at": "2026-03-01T09:00:00Z",
                    "last_confirmed_at": "2026-03-01T09:00:00Z", "last_accessed_at": None,
                    "access_count": 0, "confirm_count": 1,
                }
            ]
        }
    }  # fmt: skip


class MemoryPage(Schema):
    items: list[MemoryOut]
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; null on the last page.")

    model_config = {"json_schema_extra": {"examples": [{"items": [], "next_cursor": "eyJmIjoiOWE…"}]}}  # fmt: skip


class MemoryFilters(Schema):
    layer: Literal["core", "semantic"] | None = Field(None, description="core: entries in the always-on profile now")
    type: MemoryType | None = None
    status: MemoryStatus | None = None
    enabled: bool | None = None
    entity: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] | None = None
    text: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] | None = Field(
        None, description="case-insensitive match in the summary"
    )
    created_after: When | None = None
    created_before: When | None = None


class MemoryIn(In):
    summary: Summary = Field(examples=["Budget for project A is 80,000 CNY, due 15 March"])
    type: MemoryType = MemoryType.FACT
    facts: Facts = Field(default_factory=dict, examples=[{"budget": "80000 CNY", "deadline": "2026-03-15"}])
    entity: Annotated[
        str,
        text_field(min_length=1, max_length=200, pattern=NOT_BLANK),
        AfterValidator(check_text),
        AfterValidator(check_not_blank),
    ] = "user"
    key: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] = ""
    importance: Importance = 3
    confidence: Confidence = Confidence.CONFIRMED


class MemoryPatch(In):
    """Fields to change; omitted or null ones stay as they are (an empty patch changes nothing)."""

    summary: Summary | None = None
    facts: Facts | None = None
    importance: Importance | None = None
    enabled: bool | None = None


class BulkDeleteIn(In):
    ids: Annotated[list[Id], Field(min_length=1, max_length=500)]


class DeletedOut(Schema):
    deleted: dict[str, int] = Field(
        examples=[{"memories": 1, "memory_versions": 3, "recall_records": 0, "episode_lines": 0}]
    )

    model_config = {"json_schema_extra": {"examples": [{"deleted": {"memories": 1, "memory_versions": 3, "recall_records": 2, "episode_lines": 0}}]}}  # fmt: skip


class VersionOut(Schema):
    version: int
    summary: str
    facts: dict[str, str]
    importance: int
    confidence: Confidence
    enabled: bool
    change: MemoryVersion.Change
    actor: str
    source_message_ids: list[int]
    created_at: datetime


class VersionList(Schema):
    items: list[VersionOut]

    model_config = {"json_schema_extra": {"examples": [{"items": [{"version": 2, "summary": "Budget for project A is 80,000 CNY", "facts": {"budget": "80000 CNY"}, "importance": 4, "confidence": "confirmed", "enabled": True, "change": "superseded", "actor": "pipeline", "source_message_ids": [130], "created_at": "2026-03-08T09:00:00Z"}, {"version": 1, "summary": "Budget for project A is 50,000 CNY", "facts": {"budget": "50000 CNY"}, "importance": 4, "confidence": "confirmed", "enabled": True, "change": "created", "actor": "pipeline", "source_message_ids": [101], "created_at": "2026-03-01T09:00:00Z"}]}]}}  # fmt: skip


class RestoreIn(In):
    version: Annotated[int, Field(ge=1, le=1_000_000)]


class RejectedOut(Schema):
    rejected: int = Field(
        description="id of the pending memory that was set aside (archived, still linked to the memory it contradicted)"
    )

    model_config = {"json_schema_extra": {"examples": [{"rejected": 43}]}}  # fmt: skip


def _core_ids(user: User) -> set[int]:
    if not user.memory_enabled:
        return set()
    return {item.id for item in core_profile(user, RecallParams.from_settings())}


def memory_out(memory: MemoryEntry, core_ids: set[int]) -> dict[str, Any]:
    return {
        "id": memory.pk,
        "layer": "core" if memory.pk in core_ids else "semantic",
        "entity": memory.entity,
        "type": memory.type,
        "key": memory.key,
        "summary": memory.summary,
        "facts": {str(k): str(v) for k, v in memory.facts.items()},
        "confidence": memory.confidence,
        "importance": memory.importance,
        "status": memory.status,
        "enabled": memory.enabled,
        "sensitive": memory.sensitive,
        "language": memory.language,
        "version": memory.version,
        "source_session_id": memory.source_session_id,
        "source_message_ids": list(memory.source_message_ids),
        "conflicts_with_id": memory.conflicts_with_id,
        "created_at": memory.created_at,
        "updated_at": memory.updated_at,
        "last_confirmed_at": memory.last_confirmed_at,
        "last_accessed_at": memory.last_accessed_at,
        "access_count": memory.access_count,
        "confirm_count": memory.confirm_count,
    }


_DEFER = ("embedding", "search_vector")


def _rid(request: HttpRequest) -> str:
    return str(getattr(request, "request_id", ""))


@router.get(
    "/users/{user_id}/memories", response=responses({200: MemoryPage}, 400), auth=need(READ), summary="List memories"
)
def memories_list(
    request: HttpRequest, user_id: UserId, filters: Query[MemoryFilters], page: Query[PageParams]
) -> dict[str, Any]:
    """An end user's semantic memories, newest first, with filters and cursor pagination."""
    _, user = acting_for(request, user_id)
    queryset = memories_for(user).defer(*_DEFER)
    if filters.type is not None:
        queryset = queryset.filter(type=filters.type)
    if filters.status is not None:
        queryset = queryset.filter(status=filters.status)
    if filters.enabled is not None:
        queryset = queryset.filter(enabled=filters.enabled)
    if filters.entity:
        queryset = queryset.filter(entity=filters.entity)
    if filters.text:
        queryset = queryset.filter(summary__icontains=filters.text)
    if filters.created_after is not None:
        queryset = queryset.filter(created_at__gte=filters.created_after)
    if filters.created_before is not None:
        queryset = queryset.filter(created_at__lt=filters.created_before)
    core_ids = _core_ids(user)
    if filters.layer == "core":
        queryset = queryset.filter(pk__in=core_ids)
    elif filters.layer == "semantic":
        queryset = queryset.exclude(pk__in=core_ids)
    marker = fingerprint("memories", user.pk, filters.model_dump(mode="json"))
    items, next_cursor = paginate(queryset, order=["-created_at", "-id"], page=page, list_fingerprint=marker)
    return {"items": [memory_out(m, core_ids) for m in items], "next_cursor": next_cursor}


@router.post(
    "/users/{user_id}/memories",
    response=responses({201: MemoryOut}, body=True),
    auth=need(WRITE),
    summary="Remember this",
)
def memories_create(request: HttpRequest, user_id: UserId, payload: MemoryIn) -> Status[dict[str, Any]]:
    """Store a memory the agent (or the person) explicitly asked to keep. Secrets are refused (422)."""
    principal, user = acting_for(request, user_id)
    memory = memory_create(
        user=user,
        summary=payload.summary,
        type=payload.type,
        facts=payload.facts,
        entity=payload.entity,
        key=payload.key,
        importance=payload.importance,
        confidence=payload.confidence,
        actor=principal.actor,
    )
    return Status(201, memory_out(memory, _core_ids(user)))


@router.post(
    "/users/{user_id}/memories/delete",
    response=responses({200: DeletedOut}, body=True),
    auth=need(WRITE),
    summary="Delete memories",
)
def memories_bulk_delete(request: HttpRequest, user_id: UserId, payload: BulkDeleteIn) -> dict[str, Any]:
    """Delete several memories at once — all or nothing: if any id is not this user's, nothing is deleted (404)."""
    principal, user = acting_for(request, user_id)
    wanted = set(payload.ids)
    found = list(memories_for(user).filter(pk__in=wanted).only("id"))
    missing = sorted(wanted - {m.pk for m in found})
    if missing:
        raise NotFound(f"No such memory: {', '.join(map(str, missing[:20]))}.")
    counts = memories_delete(
        user=user, memories=found, actor=principal.actor, request_id=_rid(request), audit_actor=principal.audit_fields
    )
    return {"deleted": counts}


@router.get(
    "/users/{user_id}/memories/{memory_id}",
    response=responses({200: MemoryOut}),
    auth=need(READ),
    summary="Get a memory",
)
def memories_get(request: HttpRequest, user_id: UserId, memory_id: MemoryId) -> dict[str, Any]:
    _, user = acting_for(request, user_id)
    memory = memory_get_for_user(user, memory_id)
    return memory_out(memory, _core_ids(user))


@router.patch(
    "/users/{user_id}/memories/{memory_id}",
    response=responses({200: MemoryOut}, body=True),
    auth=need(WRITE),
    summary="Edit a memory",
)
def memories_update(request: HttpRequest, user_id: UserId, memory_id: MemoryId, payload: MemoryPatch) -> dict[str, Any]:
    """Edit summary, facts or importance (a new version; the old one stays in the history), or switch
    the memory on/off (``enabled``; audited). A new ``summary`` without ``facts`` re-derives the
    facts from it (figures, dates and the words it replaced), so no kept value contradicts it; send
    ``facts`` too to set them yourself."""
    principal, user = acting_for(request, user_id)
    memory = memory_get_for_user(user, memory_id)
    with transaction.atomic():
        if payload.summary is not None or payload.facts is not None or payload.importance is not None:
            memory = memory_update(
                memory=memory,
                actor=principal.actor,
                summary=payload.summary,
                facts=payload.facts,
                importance=payload.importance,
            )
        if payload.enabled is not None:
            memory = memory_set_enabled(
                memory=memory,
                enabled=payload.enabled,
                actor=principal.actor,
                request_id=_rid(request),
                audit_actor=principal.audit_fields,
            )
    return memory_out(memory, _core_ids(user))


@router.delete(
    "/users/{user_id}/memories/{memory_id}",
    response=responses({200: DeletedOut}),
    auth=need(WRITE),
    summary="Delete a memory",
)
def memories_delete_one(request: HttpRequest, user_id: UserId, memory_id: MemoryId) -> dict[str, Any]:
    """Delete for real: the row, its versions and vector, and every derived copy (audited, without content)."""
    principal, user = acting_for(request, user_id)
    memory = memory_get_for_user(user, memory_id)
    return {
        "deleted": memory_delete(
            memory=memory, actor=principal.actor, request_id=_rid(request), audit_actor=principal.audit_fields
        )
    }


@router.get(
    "/users/{user_id}/memories/{memory_id}/versions",
    response=responses({200: VersionList}),
    auth=need(READ),
    summary="Memory history",
)
def memories_history(request: HttpRequest, user_id: UserId, memory_id: MemoryId) -> dict[str, Any]:
    """Every version of the memory, newest first."""
    _, user = acting_for(request, user_id)
    memory = memory_get_for_user(user, memory_id)
    return {"items": list(memory_versions(memory))}


@router.post(
    "/users/{user_id}/memories/{memory_id}/restore",
    response=responses({200: MemoryOut}, body=True),
    auth=need(WRITE),
    summary="Restore a version",
)
def memories_restore(request: HttpRequest, user_id: UserId, memory_id: MemoryId, payload: RestoreIn) -> dict[str, Any]:
    """Make an earlier version's content current again (as a new version)."""
    principal, user = acting_for(request, user_id)
    memory = memory_get_for_user(user, memory_id)
    if not memory_versions(memory).filter(version=payload.version).exists():
        raise NotFound(f"Memory {memory.pk} has no version {payload.version}.")
    memory = memory_restore(memory=memory, version=payload.version, actor=principal.actor)
    return memory_out(memory, _core_ids(user))


def _resolve(user: User, memory_id: int, *, accept: bool, actor: str) -> MemoryEntry | None:
    """Settle the user's pending memory; a 409 when it is not pending, or no longer once the
    service has locked it (two confirms cannot race: ``memory_resolve_pending`` takes the lock)."""
    memory = memory_get_for_user(user, memory_id)
    if memory.status != MemoryStatus.PENDING:
        raise Conflict(f"Memory {memory.pk} is {memory.status}; only pending memories can be confirmed or rejected.")
    try:
        return memory_resolve_pending(pending=memory, accept=accept, actor=actor)
    except NotPending:
        raise Conflict(
            f"Memory {memory.pk} is no longer pending; only pending memories can be confirmed or rejected."
        ) from None


@router.post(
    "/users/{user_id}/memories/{memory_id}/confirm",
    response=responses({200: MemoryOut}, 409),
    auth=need(WRITE),
    summary="Confirm a pending memory",
)
def memories_confirm(request: HttpRequest, user_id: UserId, memory_id: MemoryId) -> dict[str, Any]:
    """Accept a pending (contradicting) value: it supersedes the entry it contradicted, which keeps
    the old value in its history. Returns the memory that now holds the value."""
    principal, user = acting_for(request, user_id)
    memory = _resolve(user, memory_id, accept=True, actor=principal.actor)
    assert memory is not None
    return memory_out(memory, _core_ids(user))


@router.post(
    "/users/{user_id}/memories/{memory_id}/reject",
    response=responses({200: RejectedOut}, 409),
    auth=need(WRITE),
    summary="Reject a pending memory",
)
def memories_reject(request: HttpRequest, user_id: UserId, memory_id: MemoryId) -> dict[str, Any]:
    """Set a pending value aside; the entry it contradicted stays as it is and nothing else changes.
    The rejected statement is archived (never recalled, still linked by ``conflicts_with_id``), so
    the decision shows in the history and can be reconsidered; delete it to remove it for good."""
    principal, user = acting_for(request, user_id)
    _resolve(user, memory_id, accept=False, actor=principal.actor)
    return {"rejected": memory_id}
