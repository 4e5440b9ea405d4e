"""Import: what a document holds and the person does not have yet, in one transaction, matched
by natural key; what was skipped and why in an ``ImportReport``."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import Prefetch

from apps.accounts.models import User
from apps.audit.models import AuditAction
from apps.chat.models import ChatSession, Message
from apps.core.text import count_tokens
from apps.memory.contacts import mask_side, mask_side_json
from apps.memory.guard import memory_secrets, scan
from apps.memory.indexing import index_rows, memory_text
from apps.memory.models import (
    Episode,
    MemoryEntry,
    MemoryVersion,
    RecallRecord,
)
from apps.memory.portability.keys import memory_key, message_key, recall_key, session_key
from apps.memory.portability.report import ImportReport
from apps.memory.portability.schema import (
    FORMAT,
    VERSION,
    EpisodePart,
    ExportDocument,
    MemoryPart,
    RecallRecordPart,
    SessionPart,
    VersionPart,
)
from apps.memory.termstats import term_stats_maybe_refresh

if TYPE_CHECKING:
    from apps.audit.services import ActorFields


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
