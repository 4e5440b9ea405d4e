"""Export one person's whole memory as one JSON document, and import such a document back.

The format (``{"format": "memoryhub.export", "version": 1, ...}``) is documented in
docs/export-format.md; ``ExportDocument`` below is its schema and validates imports.

Import is idempotent: every object is matched against what the person already has by a natural
key computed from its content (never by database id, which differs between installations), so
importing the same document twice adds nothing the second time. It is all or nothing: a
document that does not validate writes nothing, and the whole import runs in one transaction.
It restores history verbatim — version numbers, actors and timestamps — which no replay through
``memory_update`` could do, so it writes MemoryEntry/MemoryVersion rows itself and indexes them
through ``apps.memory.indexing.index_rows``; it audits itself (``data.imported``).
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, Annotated, Any, Literal

from django.db import transaction
from django.db.models import Prefetch
from django.utils import timezone
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from apps.accounts.models import User
from apps.audit.models import AuditAction
from apps.chat.models import ChatSession, Message
from apps.core.fields import (
    EXTERNAL_ID_OR_EMPTY_PATTERN,
    MAX_BIGINT,
    MAX_REPLY_CHARS,
    Meta,
    When,
    check_external_id,
    check_json,
    check_message_length,
    check_text,
    is_blank,
    text_field,
)
from apps.core.text import count_tokens
from apps.memory.contacts import mask_side, mask_side_json
from apps.memory.guard import memory_secrets, scan
from apps.memory.indexing import index_rows, memory_text
from apps.memory.models import (
    Confidence,
    Episode,
    MemoryEntry,
    MemoryStatus,
    MemoryType,
    MemoryVersion,
    RecallRecord,
)
from apps.memory.services import MAX_FACTS, MAX_MEMORY_SUMMARY_CHARS
from apps.memory.termstats import term_stats_maybe_refresh

if TYPE_CHECKING:
    from apps.audit.services import ActorFields

FORMAT = "memoryhub.export"
VERSION = 1
MAX_CONTENT_CHARS = MAX_REPLY_CHARS  # an episode's summary
MAX_DETAILS = 500

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
    Annotated[str, text_field(min_length=1, max_length=100), AfterValidator(check_text)],
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
    entity: Annotated[str, text_field(min_length=1, max_length=200), AfterValidator(check_text)] = "user"
    type: MemoryType = MemoryType.FACT
    key: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] = ""
    summary: Annotated[str, text_field(min_length=1, max_length=MAX_MEMORY_SUMMARY_CHARS), AfterValidator(check_text)]
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
    counts: dict[Annotated[str, text_field(max_length=40), AfterValidator(check_text)], Count] = Field(default_factory=dict)


# --- natural keys ------------------------------------------------------------------------------


def _digest(*parts: object) -> str:
    canonical = "\x1f".join("" if p is None else (p.isoformat() if isinstance(p, datetime) else str(p)) for p in parts)
    return hashlib.sha256(canonical.encode()).hexdigest()[:32]


def _utc(value: datetime) -> datetime:
    """UTC, to the millisecond: a document that went through a JavaScript (or any millisecond)
    JSON round trip still matches."""
    value = value.astimezone(UTC)
    return value.replace(microsecond=value.microsecond // 1000 * 1000)


def message_key(role: str, created_at: datetime, content: str) -> str:
    return _digest("message", role, _utc(created_at), content)


def session_key(created_at: datetime, title: str, first: tuple[str, datetime, str] | None) -> str:
    first_key = message_key(*first) if first else ""
    return _digest("session", _utc(created_at), title, first_key)


def memory_key(created_at: datetime, entity: str, type_: str, first_summary: str) -> str:
    return _digest("memory", _utc(created_at), entity, type_, first_summary)


def recall_key(created_at: datetime, session: str) -> str:
    return _digest("recall", _utc(created_at), session)


# --- export ----------------------------------------------------------------------------------


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def user_export_document(*, user: User) -> dict[str, Any]:
    """The document, without auditing (``user_export`` audits)."""
    sessions = (
        ChatSession.objects.filter(user=user)
        .order_by("created_at", "id")
        .prefetch_related(Prefetch("messages", queryset=Message.objects.order_by("created_at", "id")))
    )
    memories = (
        MemoryEntry.objects.filter(user=user)
        .order_by("created_at", "id")
        .prefetch_related(Prefetch("versions", queryset=MemoryVersion.objects.order_by("version")))
    )
    episodes = Episode.objects.filter(user=user).order_by("started_at", "id")
    records = RecallRecord.objects.filter(user=user).order_by("created_at", "id")
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": timezone.now().isoformat(),
        "user": {
            "external_id": user.external_id,
            "memory_enabled": user.memory_enabled,
            "language": user.language,
            "created_at": _iso(user.date_joined),
        },
        "sessions": [
            {
                "id": s.pk,
                "title": s.title,
                "temporary": s.temporary,
                "created_at": _iso(s.created_at),
                "last_activity_at": _iso(s.last_activity_at),
                "ended_at": _iso(s.ended_at),
                "summarized_through_id": s.summarized_through_id,
                "messages": [
                    {
                        "id": m.pk,
                        "role": m.role,
                        "content": m.content,
                        "created_at": _iso(m.created_at),
                        "token_count": m.token_count,
                        "redacted": m.redacted,
                        "degraded": m.degraded,
                        "meta": m.meta,
                    }
                    for m in s.messages.all()
                ],
            }
            for s in sessions
        ],
        "memories": [
            {
                "id": m.pk,
                "entity": m.entity,
                "type": m.type,
                "key": m.key,
                "summary": m.summary,
                "facts": m.facts,
                "confidence": m.confidence,
                "importance": m.importance,
                "status": m.status,
                "enabled": m.enabled,
                "language": m.language,
                "source_session_id": m.source_session_id,
                "source_message_ids": list(m.source_message_ids),
                "conflicts_with_id": m.conflicts_with_id,
                "version": m.version,
                "created_at": _iso(m.created_at),
                "updated_at": _iso(m.updated_at),
                "last_confirmed_at": _iso(m.last_confirmed_at),
                "last_accessed_at": _iso(m.last_accessed_at),
                "access_count": m.access_count,
                "confirm_count": m.confirm_count,
                "versions": [
                    {
                        "version": v.version,
                        "summary": v.summary,
                        "facts": v.facts,
                        "importance": v.importance,
                        "confidence": v.confidence,
                        "enabled": v.enabled,
                        "change": v.change,
                        "actor": v.actor,
                        "source_message_ids": list(v.source_message_ids),
                        "created_at": _iso(v.created_at),
                    }
                    for v in m.versions.all()
                ],
            }
            for m in memories
        ],
        "episodes": [
            {
                "id": e.pk,
                "session_id": e.session_id,
                "summary": e.summary,
                "lines": e.lines,
                "first_message_id": e.first_message_id,
                "last_message_id": e.last_message_id,
                "message_count": e.message_count,
                "started_at": _iso(e.started_at),
                "ended_at": _iso(e.ended_at),
                "created_at": _iso(e.created_at),
                "updated_at": _iso(e.updated_at),
                "last_accessed_at": _iso(e.last_accessed_at),
                "access_count": e.access_count,
                "consolidated": e.consolidated,
            }
            for e in episodes
        ],
        "recall_records": [
            {
                "id": r.pk,
                "session_id": r.session_id,
                "reply_id": r.reply_id,
                "items": r.items,
                "layers": r.layers,
                "params": r.params,
                "created_at": _iso(r.created_at),
            }
            for r in records
        ],
    }
    document["counts"] = document_counts(document)
    return document


def document_counts(document: dict[str, Any]) -> dict[str, int]:
    return {
        "sessions": len(document["sessions"]),
        "messages": sum(len(s["messages"]) for s in document["sessions"]),
        "memories": len(document["memories"]),
        "memory_versions": sum(len(m["versions"]) for m in document["memories"]),
        "episodes": len(document["episodes"]),
        "recall_records": len(document["recall_records"]),
    }


def user_export(*, user: User, actor: ActorFields, request_id: str = "") -> dict[str, Any]:
    """Everything memoryhub keeps about ``user``'s memory as one document; the export is audited."""
    from apps.audit.services import audit_record, subject_for

    with transaction.atomic():
        document = user_export_document(user=user)
        audit_record(
            action=AuditAction.DATA_EXPORTED,
            **actor,
            subject=subject_for(user),
            workspace_id=user.workspace_id,
            scope={"format": FORMAT, "version": VERSION},
            counts=document["counts"],
            request_id=request_id,
        )
    return document


# --- import ----------------------------------------------------------------------------------

KINDS = ("sessions", "messages", "memories", "memory_versions", "episodes", "recall_records")


@dataclass
class ImportReport:
    created: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    skipped_counts: dict[str, dict[str, int]] = field(default_factory=lambda: defaultdict(dict))
    skipped: list[dict[str, Any]] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    dry_run: bool = False

    def skip(self, kind: str, ref: int | None, reason: str) -> None:
        counts = self.skipped_counts[kind]
        counts[reason] = counts.get(reason, 0) + 1
        if len(self.skipped) < MAX_DETAILS:
            self.skipped.append({"kind": kind, "id": ref, "reason": reason})

    def as_dict(self) -> dict[str, Any]:
        return {
            "created": dict(self.created),
            "skipped_counts": {kind: dict(reasons) for kind, reasons in self.skipped_counts.items()},
            "skipped": list(self.skipped),
            "skipped_details_truncated": sum(sum(r.values()) for r in self.skipped_counts.values()) > len(self.skipped),
            "settings": dict(self.settings),
            "dry_run": self.dry_run,
        }


class _DryRun(Exception):
    pass


def user_import(
    *,
    user: User,
    document: ExportDocument,
    actor: ActorFields,
    request_id: str = "",
    dry_run: bool = False,
    system_messages: bool = False,
) -> ImportReport:
    """Add what ``document`` holds and ``user`` does not have yet; report what was skipped and why.

    Skips (never fails on): objects already present (by natural key), memories whose text holds a
    secret the guard refuses to store, references to objects not in the document (the reference
    is dropped), and — unless ``system_messages`` (only for an API key, the product's own agent) —
    system and tool messages, which the prompt pins first. Message text is passed through the
    guard like any stored message.
    """
    report = ImportReport(dry_run=dry_run)
    try:
        with transaction.atomic():
            _import(
                user=user,
                document=document,
                report=report,
                actor=actor,
                request_id=request_id,
                system_messages=system_messages,
            )
            if dry_run:
                raise _DryRun
            # after the import has committed: a failed refresh must not undo a good import
            transaction.on_commit(partial(term_stats_maybe_refresh, user.pk), robust=True)
    except _DryRun:
        pass
    return report


def _import(
    *,
    user: User,
    document: ExportDocument,
    report: ImportReport,
    actor: ActorFields,
    request_id: str,
    system_messages: bool,
) -> None:
    from apps.accounts.services import user_set_memory_enabled
    from apps.audit.services import audit_record, subject_for

    locked = User.objects.select_for_update().get(pk=user.pk)
    # settings
    if document.user.language and document.user.language != locked.language:
        User.objects.filter(pk=locked.pk).update(language=document.user.language)
        user.language = document.user.language
    user_set_memory_enabled(user=user, enabled=document.user.memory_enabled, actor=actor, request_id=request_id)
    report.settings = {"memory_enabled": user.memory_enabled, "language": user.language}

    session_map, message_map, session_keys = _import_sessions(user, document.sessions, report, system_messages)
    memory_map = _import_memories(user, document.memories, session_map, message_map, report)
    episode_map = _import_episodes(user, document.episodes, session_map, message_map, report)
    _import_recall_records(
        user, document.recall_records, session_map, session_keys, message_map, memory_map, episode_map, report
    )

    audit_record(
        action=AuditAction.DATA_IMPORTED,
        **actor,
        subject=subject_for(user),
        workspace_id=user.workspace_id,
        scope={"format": FORMAT, "version": VERSION},
        counts=report.created,
        request_id=request_id,
    )


def _import_sessions(
    user: User, sessions: list[SessionPart], report: ImportReport, system_messages: bool
) -> tuple[dict[int, ChatSession], dict[int, int], dict[int, str]]:
    existing_sessions = list(
        ChatSession.objects.filter(user=user).prefetch_related(
            Prefetch("messages", queryset=Message.objects.order_by("created_at", "id"))
        )
    )
    by_key: dict[str, ChatSession] = {}
    existing_messages: dict[int, dict[str, list[int]]] = {}
    for s in existing_sessions:
        messages = list(s.messages.all())
        first = (messages[0].role, messages[0].created_at, messages[0].content) if messages else None
        # (a title stored before contact details were masked matches its masked form)
        by_key.setdefault(session_key(s.created_at, mask_side(s.title), first), s)
        keyed: dict[str, list[int]] = defaultdict(list)
        for m in messages:
            keyed[message_key(m.role, m.created_at, m.content)].append(m.pk)
        existing_messages[s.pk] = keyed

    session_map: dict[int, ChatSession] = {}
    session_keys: dict[int, str] = {}
    message_map: dict[int, int] = {}
    summarized: dict[int, int] = {}
    for part in sessions:
        ordered = sorted(part.messages, key=lambda m: (m.created_at, m.id))
        if not system_messages:
            for pinned in (m for m in ordered if m.role in ("system", "tool")):
                report.skip("message", pinned.id, "role_needs_api_key")
            ordered = [m for m in ordered if m.role not in ("system", "tool")]
        # The first message as it will be stored (after the guard) decides the session's key.
        first = (ordered[0].role, ordered[0].created_at, scan(ordered[0].content).text) if ordered else None
        title = mask_side(part.title)  # as stored: the guard covers titles too
        key = session_key(part.created_at, title, first)
        session_keys[part.id] = key
        session = by_key.get(key)
        if session is None:
            session = ChatSession.objects.create(
                user=user,
                title=title,
                temporary=part.temporary,
                created_at=part.created_at,
                last_activity_at=part.last_activity_at or part.created_at,
                ended_at=part.ended_at,
            )
            by_key[key] = session
            existing_messages[session.pk] = defaultdict(list)
            report.created["sessions"] += 1
        else:
            report.skip("session", part.id, "already_present")
        session_map[part.id] = session
        if part.summarized_through_id is not None:
            summarized[session.pk] = part.summarized_through_id

        available = {k: list(v) for k, v in existing_messages[session.pk].items()}
        new_rows: list[tuple[int, Message]] = []
        for part_m in ordered:
            guarded = scan(part_m.content)
            key_m = message_key(part_m.role, part_m.created_at, guarded.text)
            if available.get(key_m):
                message_map[part_m.id] = available[key_m].pop(0)
                report.skip("message", part_m.id, "already_present")
                continue
            new_rows.append(
                (
                    part_m.id,
                    Message(
                        session=session,
                        user=user,
                        role=part_m.role,
                        content=guarded.text,
                        created_at=part_m.created_at,
                        token_count=part_m.token_count if not guarded.redacted else count_tokens(guarded.text),
                        redacted=part_m.redacted or guarded.redacted,
                        degraded=part_m.degraded,
                        meta=mask_side_json(part_m.meta),
                    ),
                )
            )
        created = Message.objects.bulk_create([row for _, row in new_rows])
        for (doc_id, _), row in zip(new_rows, created, strict=True):
            message_map[doc_id] = row.pk
        report.created["messages"] += len(created)
    for session_pk, doc_message_id in summarized.items():
        if doc_message_id in message_map:
            ChatSession.objects.filter(pk=session_pk, summarized_through_id__isnull=True).update(
                summarized_through_id=message_map[doc_message_id]
            )
    return session_map, message_map, session_keys


def _map_ids(ids: Iterable[int], mapping: dict[int, int]) -> list[int]:
    return sorted({mapping[i] for i in ids if i in mapping})


def _memory_has_secret(part: MemoryPart) -> bool:
    return bool(memory_secrets(part.summary, part.facts, entity=part.entity, key=part.key)) or any(
        memory_secrets(version.summary, version.facts) for version in part.versions
    )


def _import_memories(
    user: User,
    memories: list[MemoryPart],
    session_map: dict[int, ChatSession],
    message_map: dict[int, int],
    report: ImportReport,
) -> dict[int, int]:
    firsts: dict[int, str] = {}
    for version in (
        MemoryVersion.objects.filter(memory__user=user).order_by("memory_id", "version").only("memory_id", "summary")
    ):
        firsts.setdefault(version.memory_id, version.summary)
    existing: dict[str, int] = {}
    for row in MemoryEntry.objects.filter(user=user).only("id", "created_at", "entity", "type", "summary"):
        existing.setdefault(memory_key(row.created_at, row.entity, row.type, firsts.get(row.pk, row.summary)), row.pk)

    memory_map: dict[int, int] = {}
    to_create: list[tuple[MemoryPart, MemoryEntry]] = []
    for part in memories:
        versions = sorted(part.versions, key=lambda v: v.version)
        first_summary = versions[0].summary if versions else part.summary
        key = memory_key(part.created_at, part.entity, part.type, first_summary)
        if key in existing:
            memory_map[part.id] = existing[key]
            report.skip("memory", part.id, "already_present")
            continue
        if _memory_has_secret(part):
            report.skip("memory", part.id, "contains_secret")
            continue
        if len({v.version for v in versions}) != len(versions):
            report.skip("memory", part.id, "duplicate_version_numbers")
            continue
        source = session_map.get(part.source_session_id) if part.source_session_id is not None else None
        to_create.append(
            (
                part,
                MemoryEntry(
                    user=user,
                    entity=part.entity,
                    type=part.type,
                    key=part.key,
                    summary=part.summary,
                    facts=dict(part.facts),
                    confidence=part.confidence,
                    importance=part.importance,
                    status=part.status,
                    enabled=part.enabled,
                    language=part.language,
                    source_session=source,
                    source_message_ids=_map_ids(part.source_message_ids, message_map),
                    version=max([part.version, *(v.version for v in versions)]),
                    created_at=part.created_at,
                    updated_at=part.updated_at or part.created_at,
                    last_confirmed_at=part.last_confirmed_at or part.created_at,
                    last_accessed_at=part.last_accessed_at,
                    access_count=part.access_count,
                    confirm_count=part.confirm_count,
                ),
            )
        )
        existing[key] = -1  # a second copy inside the same document is a duplicate too
    created = MemoryEntry.objects.bulk_create([row for _, row in to_create])
    versions_out: list[MemoryVersion] = []
    for (part, _), row in zip(to_create, created, strict=True):
        memory_map[part.id] = row.pk
        parts = sorted(part.versions, key=lambda v: v.version) or [
            VersionPart(
                version=part.version,
                summary=part.summary,
                facts=part.facts,
                importance=part.importance,
                confidence=part.confidence,
                enabled=part.enabled,
                change=MemoryVersion.Change.CREATED,
                actor="import",
                created_at=part.created_at,
            )
        ]
        versions_out.extend(
            MemoryVersion(
                memory=row,
                version=v.version,
                summary=v.summary,
                facts=dict(v.facts),
                importance=v.importance,
                confidence=v.confidence,
                enabled=v.enabled,
                change=v.change,
                actor=v.actor,
                source_message_ids=_map_ids(v.source_message_ids, message_map),
                created_at=v.created_at,
            )
            for v in parts
        )
    MemoryVersion.objects.bulk_create(versions_out)
    report.created["memories"] += len(created)
    report.created["memory_versions"] += len(versions_out)
    # conflicts point inside the document: link them once every row has its new id
    for part, row in ((p, r) for (p, _), r in zip(to_create, created, strict=True)):
        if part.conflicts_with_id is not None:
            target = memory_map.get(part.conflicts_with_id)
            if target is not None and target > 0:
                MemoryEntry.objects.filter(pk=row.pk).update(conflicts_with_id=target)
            else:
                report.skip("memory_reference", part.id, "conflicts_with_not_in_document")
    index_rows(created, [memory_text(row.summary, row.facts) for row in created])
    return {doc_id: db_id for doc_id, db_id in memory_map.items() if db_id > 0}


def _import_episodes(
    user: User,
    episodes: list[EpisodePart],
    session_map: dict[int, ChatSession],
    message_map: dict[int, int],
    report: ImportReport,
) -> dict[int, int]:
    taken = set(Episode.objects.filter(user=user).values_list("session_id", flat=True))
    episode_map: dict[int, int] = {}
    existing = dict(Episode.objects.filter(user=user).values_list("session_id", "id"))
    created: list[Episode] = []
    for part in episodes:
        session = session_map.get(part.session_id)
        if session is None:
            report.skip("episode", part.id, "session_not_in_document")
            continue
        if session.pk in taken:
            if session.pk in existing:
                episode_map[part.id] = existing[session.pk]
            report.skip("episode", part.id, "already_present")
            continue
        lines = []
        for line in part.lines:
            data = line.model_dump()
            data["message_ids"] = _map_ids(line.message_ids, message_map)
            lines.append(data)
        episode = Episode.objects.create(
            user=user,
            session=session,
            summary=part.summary,
            lines=lines,
            first_message_id=message_map.get(part.first_message_id) if part.first_message_id else None,
            last_message_id=message_map.get(part.last_message_id) if part.last_message_id else None,
            message_count=part.message_count,
            started_at=part.started_at,
            ended_at=part.ended_at,
            created_at=part.created_at or part.started_at,
            updated_at=part.updated_at or part.ended_at,
            last_accessed_at=part.last_accessed_at,
            access_count=part.access_count,
            consolidated=part.consolidated,
        )
        taken.add(session.pk)
        episode_map[part.id] = episode.pk
        created.append(episode)
    report.created["episodes"] += len(created)
    index_rows(created, [e.summary for e in created])  # as apps.memory.episodes indexes them
    return episode_map


def _import_recall_records(
    user: User,
    records: list[RecallRecordPart],
    session_map: dict[int, ChatSession],
    session_keys: dict[int, str],
    message_map: dict[int, int],
    memory_map: dict[int, int],
    episode_map: dict[int, int],
    report: ImportReport,
) -> None:
    key_of_session = {session.pk: session_keys[doc_id] for doc_id, session in session_map.items()}
    existing = {
        recall_key(created_at, key_of_session.get(session_id, "") if session_id else "")
        for created_at, session_id in RecallRecord.objects.filter(user=user).values_list("created_at", "session_id")
    }
    rows: list[RecallRecord] = []
    for part in records:
        session = session_map.get(part.session_id) if part.session_id is not None else None
        key = recall_key(part.created_at, session_keys.get(part.session_id, "") if part.session_id else "")
        if key in existing:
            report.skip("recall_record", part.id, "already_present")
            continue
        items = []
        for item in part.items:
            mapping = episode_map if item.layer == "episode" else memory_map
            if item.id in mapping:
                items.append({**item.model_dump(), "id": mapping[item.id]})
        reply_id = message_map.get(part.reply_id) if part.reply_id is not None else None
        rows.append(
            RecallRecord(
                user=user,
                session=session,
                reply_id=reply_id,
                items=items,
                layers=part.layers,
                params=part.params,
                created_at=part.created_at,
            )
        )
        existing.add(key)
    RecallRecord.objects.bulk_create(rows)
    report.created["recall_records"] += len(rows)
