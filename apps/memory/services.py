"""Every change to a memory goes through one of these functions (``grep memory_``).

Each keeps the version history: an update never overwrites silently — the new state is written as
the next MemoryVersion, so the history of an entry is its list of versions, newest first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.db.models import F, Value
from django.db.models.expressions import RawSQL
from django.db.models.functions import Greatest
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.models import AuditAction
from apps.chat.models import ChatSession
from apps.core.text import detect_language
from apps.memory.contacts import memory_has_contact

# deletion (and who the audit log names for a change) is apps/memory/deletion.py, re-exported here
# where every change to a memory is found
from apps.memory.deletion import _audit_actor
from apps.memory.deletion import memories_delete as memories_delete
from apps.memory.deletion import memory_delete as memory_delete
from apps.memory.deletion import memory_preview_delete as memory_preview_delete
from apps.memory.facts import facts_for_summary
from apps.memory.guard import refuse_secrets
from apps.memory.history import earlier_after
from apps.memory.indexing import entry_keywords, index_rows, memory_text
from apps.memory.models import (
    Confidence,
    MemoryEntry,
    MemoryStatus,
    MemoryType,
    MemoryVersion,
)
from apps.memory.write_batch import forget_messages, pending_versions

if TYPE_CHECKING:
    import numpy as np

# The longest summary a memory may hold, whoever writes it (a person's edit, the API, an import);
# the pipeline cuts its own units shorter (compress.MAX_SUMMARY_CHARS, a unit's summary).
MAX_MEMORY_SUMMARY_CHARS = 1000


MAX_FACTS = 30


def _snapshot(memory: MemoryEntry, *, change: str, actor: str, source_message_ids: Iterable[int] = ()) -> MemoryVersion:
    version = MemoryVersion(
        memory=memory,
        version=memory.version,
        summary=memory.summary,
        facts=dict(memory.facts or {}),
        importance=memory.importance,
        confidence=memory.confidence,
        enabled=memory.enabled,
        change=change,
        actor=actor,
        source_message_ids=list(source_message_ids),
        created_at=timezone.now(),
    )
    waiting = pending_versions()  # the pipeline's batch inserts them together (write_batch)
    if waiting is None:
        version.save(force_insert=True)
    else:
        waiting.append(version)
    return version


def _clean_facts(facts: dict[str, Any] | None) -> dict[str, str]:
    cleaned: dict[str, str] = {}
    for key, value in (facts or {}).items():
        key_text = str(key).strip()[:100]
        if key_text and value is not None and str(value).strip():
            cleaned[key_text] = str(value).strip()[:500]
        if len(cleaned) >= MAX_FACTS:
            break
    return cleaned


def memory_create(
    *,
    user: User,
    summary: str,
    type: str = MemoryType.FACT,
    facts: dict[str, Any] | None = None,
    entity: str = "user",
    key: str = "",
    importance: int = 3,
    confidence: str = Confidence.CONFIRMED,
    status: str = MemoryStatus.ACTIVE,
    language: str = "",
    source_session: ChatSession | None = None,
    source_message_ids: Iterable[int] = (),
    conflicts_with: MemoryEntry | None = None,
    actor: str = "pipeline",
    at: datetime | None = None,
    index: bool = True,
) -> MemoryEntry:
    """Add a new entry (version 1) and index it. ``at`` is when it was said (defaults to now).

    Raises SecretRefused (nothing written) if the summary, facts, entity or key hold a secret."""
    refuse_secrets(summary, facts, entity=entity, key=key)
    now = at or timezone.now()
    clean_facts = _clean_facts(facts)
    summary = summary.strip()[:MAX_MEMORY_SUMMARY_CHARS]
    message_ids = sorted(set(source_message_ids))
    with transaction.atomic(savepoint=pending_versions() is None):
        memory = MemoryEntry.objects.create(
            user=user,
            summary=summary,
            type=type,
            facts=clean_facts,
            entity=(entity or "user")[:200],
            key=key[:200],
            importance=min(5, max(1, int(importance))),
            confidence=confidence,
            status=status,
            language=language or detect_language(summary),
            source_session=source_session,
            source_message_ids=message_ids,
            sensitive=memory_has_contact(summary, clean_facts, entity=entity, key=key),
            conflicts_with=conflicts_with,
            created_at=now,
            updated_at=now,
            last_confirmed_at=now,
        )
        _snapshot(memory, change=MemoryVersion.Change.CREATED, actor=actor, source_message_ids=message_ids)
        if index:
            index_rows([memory], [memory_text(summary, clean_facts)])
    return memory


def memory_update(
    *,
    memory: MemoryEntry,
    actor: str,
    summary: str | None = None,
    facts: dict[str, Any] | None = None,
    importance: int | None = None,
    confidence: str | None = None,
    type: str | None = None,
    change: str = MemoryVersion.Change.EDITED,
    source_message_ids: Iterable[int] = (),
    at: datetime | None = None,
    vector: np.ndarray | None = None,
    entity: str | None = None,
) -> MemoryEntry:
    """Change an entry's content; the new state becomes the next version (the old stays in history).

    Used for user edits, a newer value superseding an older one, merges and restores. A new
    ``summary`` with ``facts=None`` re-derives the facts from it (``apps.memory.facts``): figures,
    dates and replaced words follow the summary, and no kept value contradicts it. ``vector`` is the
    new summary's embedding when the caller already has it (the pipeline embeds its batch at once);
    otherwise the new content is embedded here. Raises SecretRefused (nothing written) if the new
    summary or facts hold a secret.
    """
    refuse_secrets(summary, facts, entity=entity)
    now = at or timezone.now()
    new_ids = list(source_message_ids)
    with transaction.atomic(savepoint=pending_versions() is None):  # (write_batch)
        # the vectors are not needed to edit (and parsing one costs more than the rest of the row)
        locked = MemoryEntry.objects.select_for_update().defer(*_VECTOR_FIELDS).get(pk=memory.pk)
        content_changed = False
        old_summary = locked.summary
        if summary is not None and summary.strip() and summary.strip() != locked.summary:
            locked.summary = summary.strip()[:MAX_MEMORY_SUMMARY_CHARS]
            content_changed = True
        if facts is None and content_changed:
            # a new summary without new facts: the facts follow the summary, never contradict it
            facts = facts_for_summary(old_summary=old_summary, new_summary=locked.summary, facts=locked.facts)
        if facts is not None:
            clean = _clean_facts(facts)
            if clean != locked.facts:
                locked.facts = clean
                content_changed = True
        if importance is not None:
            locked.importance = min(5, max(1, int(importance)))
        if confidence is not None:
            locked.confidence = confidence
        if type is not None:
            locked.type = type
        if entity is not None and entity.strip() and entity.strip() != locked.entity:
            # who the unit is about, renamed ("my boss's name is 王建军, not 王建国"): the old name
            # stays in the history through the summary the earlier version holds
            locked.entity = entity.strip()
            content_changed = True
        if content_changed:
            locked.earlier = earlier_after(change, locked.earlier, old_summary, now)
        outdated = set(locked.source_message_ids) - set(new_ids)
        if new_ids:
            locked.source_message_ids = sorted(set(locked.source_message_ids) | set(new_ids))
        locked.version += 1
        locked.updated_at = now
        if change in (
            MemoryVersion.Change.SUPERSEDED,
            MemoryVersion.Change.CORRECTED,
            MemoryVersion.Change.MERGED,
            MemoryVersion.Change.CONFIRMED,
        ):
            locked.last_confirmed_at = now
        if content_changed:
            locked.language = detect_language(locked.summary)
            locked.sensitive = memory_has_contact(locked.summary, locked.facts, entity=locked.entity, key=locked.key)
        locked.save()  # the loaded fields only: the vectors are deferred
        _snapshot(locked, change=change, actor=actor, source_message_ids=new_ids)
        if content_changed:
            index_rows(
                [locked],
                [memory_text(locked.summary, locked.facts)],
                vectors=None if vector is None else [vector],
                documents=[entry_keywords(locked)],
            )
            if change in (MemoryVersion.Change.EDITED, MemoryVersion.Change.SUPERSEDED, MemoryVersion.Change.CORRECTED):
                # the words that stated the old value must not bring it back through recall
                forget_messages(user_id=locked.user_id, message_ids=outdated)
    _copy_loaded(locked, memory)
    return memory


_VECTOR_FIELDS = ("embedding", "search_vector")


def _copy_loaded(source: MemoryEntry, target: MemoryEntry) -> None:
    """Bring ``target`` up to date from ``source`` (the row as just written) without a query; a
    field ``source`` did not load is dropped from ``target`` so that it reloads on access."""
    deferred = source.get_deferred_fields()
    for field in MemoryEntry._meta.concrete_fields:
        if field.attname in deferred:
            target.__dict__.pop(field.attname, None)
        else:
            setattr(target, field.attname, getattr(source, field.attname))


def memory_confirm(*, memory: MemoryEntry, source_message_ids: Iterable[int] = (), at: datetime | None = None) -> None:
    """The same thing was said again: no new row, no new version; bump last_confirmed_at."""
    now = at or timezone.now()
    ids = sorted({int(i) for i in source_message_ids})
    changes: dict[str, Any] = {
        "last_confirmed_at": Greatest(F("last_confirmed_at"), Value(now)),
        "confirm_count": F("confirm_count") + 1,
    }
    if ids:
        changes["source_message_ids"] = RawSQL(
            "ARRAY(SELECT DISTINCT i FROM unnest(source_message_ids || %s::bigint[]) AS i ORDER BY i)", (ids,)
        )
    # one statement, atomic by itself: nothing to lock or read first
    MemoryEntry.objects.filter(pk=memory.pk).update(**changes)


def memory_restore(*, memory: MemoryEntry, version: int, actor: str) -> MemoryEntry:
    """Undo: make an earlier version's content current again (as a new version)."""
    snapshot = MemoryVersion.objects.get(memory=memory, version=version)
    return memory_update(
        memory=memory,
        actor=actor,
        summary=snapshot.summary,
        facts=snapshot.facts,
        importance=snapshot.importance,
        confidence=snapshot.confidence,
        change=MemoryVersion.Change.RESTORED,
    )


def memory_set_enabled(
    *,
    memory: MemoryEntry,
    enabled: bool,
    actor: str,
    request_id: str = "",
    audit_actor: Mapping[str, str] | None = None,
) -> MemoryEntry:
    """The per-memory switch ("don't use this"). Audited: switching is a privacy action."""
    from apps.audit.services import audit_record

    with transaction.atomic():
        locked = MemoryEntry.objects.select_for_update().get(pk=memory.pk)
        if locked.enabled != enabled:
            locked.enabled = enabled
            locked.version += 1
            locked.updated_at = timezone.now()
            locked.save(update_fields=["enabled", "version", "updated_at"])
            _snapshot(locked, change=MemoryVersion.Change.SWITCHED, actor=actor)
            audit_record(
                action=AuditAction.MEMORY_ENABLED if enabled else AuditAction.MEMORY_DISABLED,
                **_audit_actor(actor, locked.user, audit_actor),
                subject=locked.user.pseudonym,
                workspace_id=locked.user.workspace_id,
                scope={"memory_id": locked.pk},
                counts={"memories": 1},
                request_id=request_id,
            )
    memory.refresh_from_db()
    return memory


class NotPending(ValueError):
    """The memory is not a pending contradiction, or no longer one once its row is locked (another
    confirm or reject settled it first)."""


def memory_resolve_pending(*, pending: MemoryEntry, accept: bool, actor: str) -> MemoryEntry | None:
    """A contradiction the user settles. It touches the pending entry and the one entry it
    contradicts, nothing else, and either way it is in the history (the changelog) and can be
    undone (``memory_confirm_undo``, ``memory_reject_undo``).

    accept → the newer value supersedes the entry it contradicted: a ``confirmed`` version of that
    entry (the old value stays in its history) and the pending row goes; when that entry is no
    longer active, the pending row itself becomes active (a ``confirmed`` version of it).
    reject → the pending row is set aside: archived, still linked to what it contradicted (so the
    stored value stays and nothing else changes), never recalled, kept so the rejection can be
    undone. Returns the entry that now holds the value (accept) or the archived row (reject).

    Two confirms cannot race, whichever path they come by (the API, the dashboard, a batch): the
    pending row is locked for the rest of the caller's transaction and read again under the lock,
    so the second waits for the first and then finds it settled (``NotPending``).
    """
    if pending.status != MemoryStatus.PENDING:
        raise NotPending("only pending memories can be confirmed or rejected")
    with transaction.atomic():
        locked = MemoryEntry.objects.select_for_update().defer(*_VECTOR_FIELDS).filter(pk=pending.pk).first()
        if locked is None or locked.status != MemoryStatus.PENDING:
            raise NotPending("only pending memories can be confirmed or rejected")
        _copy_loaded(locked, pending)
        target = pending.conflicts_with
        if not accept:
            now = timezone.now()
            MemoryEntry.objects.filter(pk=pending.pk).update(status=MemoryStatus.ARCHIVED, updated_at=now)
            pending.status, pending.updated_at = MemoryStatus.ARCHIVED, now
            return pending
        if target is None or target.status != MemoryStatus.ACTIVE:
            MemoryEntry.objects.filter(pk=pending.pk).update(status=MemoryStatus.ACTIVE, conflicts_with=None)
            pending.refresh_from_db()
            return memory_update(
                memory=pending,
                actor=actor,
                change=MemoryVersion.Change.CONFIRMED,
                source_message_ids=pending.source_message_ids,
            )
        updated = memory_update(
            memory=target,
            actor=actor,
            summary=pending.summary,
            facts={**target.facts, **pending.facts},
            change=MemoryVersion.Change.CONFIRMED,
            source_message_ids=pending.source_message_ids,
        )
        MemoryEntry.objects.filter(pk=pending.pk).delete()
        return updated


def memory_reject_undo(*, memory: MemoryEntry, actor: str) -> MemoryEntry:
    """Undo a rejection: the set-aside statement waits for a decision again (pending)."""
    if not (memory.status == MemoryStatus.ARCHIVED and memory.conflicts_with_id):
        raise ValueError("only a rejected statement can be put back")
    now = timezone.now()
    MemoryEntry.objects.filter(pk=memory.pk).update(status=MemoryStatus.PENDING, updated_at=now)
    memory.status, memory.updated_at = MemoryStatus.PENDING, now
    return memory


def memory_confirm_undo(*, version: MemoryVersion, actor: str) -> MemoryEntry:
    """Undo a confirmation (a ``confirmed`` version): the entry gets back the content it had
    before (as a new version) and the confirmed statement waits for a decision again (pending).

    Returns the pending statement."""
    memory = version.memory
    if version.change != MemoryVersion.Change.CONFIRMED or version.version <= 1:
        raise ValueError("only a confirmation can be undone this way")
    before = MemoryVersion.objects.get(memory=memory, version=version.version - 1)
    with transaction.atomic():
        if before.summary == version.summary and before.facts == version.facts:
            # the statement itself was made active (what it contradicted had gone): it is pending again
            MemoryEntry.objects.filter(pk=memory.pk).update(status=MemoryStatus.PENDING, updated_at=timezone.now())
            memory.refresh_from_db()
            return memory
        memory_restore(memory=memory, version=before.version, actor=actor)
        statement = {k: v for k, v in version.facts.items() if before.facts.get(k) != v}
        return memory_create(
            user=memory.user,
            summary=version.summary,
            type=memory.type,
            facts=statement,
            entity=memory.entity,
            key=memory.key,
            importance=version.importance,
            confidence=version.confidence,
            status=MemoryStatus.PENDING,
            source_session=memory.source_session,
            source_message_ids=version.source_message_ids,
            conflicts_with=memory,
            actor=actor,
        )


def memories_touch(*, memory_ids: list[int], at: datetime | None = None) -> None:
    """Recall used these: bump last_accessed_at and access_count (feeds decay and archiving)."""
    if memory_ids:
        MemoryEntry.objects.filter(pk__in=memory_ids).update(
            last_accessed_at=at or timezone.now(), access_count=F("access_count") + 1
        )


def memory_reactivate(*, memory: MemoryEntry) -> None:
    """An archived entry back in recall (status only: its content and history are untouched; the
    pattern upkeep refreshes it through ``memory_update`` first)."""
    MemoryEntry.objects.filter(pk=memory.pk).update(status=MemoryStatus.ACTIVE)


def memories_archive(*, user: User, memory_ids: Iterable[int], rule: str, now: datetime | None = None) -> int:
    """Archive entries of ``user`` (status only: their content and history are untouched; recall
    skips them, the person still sees them, the privacy side purges them after its retention
    period). Audited as ``retention.archived`` — ids and counts, never content."""
    from apps.audit.models import AuditAction
    from apps.audit.services import actor_for_system, audit_record, subject_for

    ids = list(memory_ids)
    if not ids:
        return 0
    archived = MemoryEntry.objects.filter(user=user, pk__in=ids, status=MemoryStatus.ACTIVE).update(
        status=MemoryStatus.ARCHIVED, updated_at=now or timezone.now()
    )
    if archived:
        audit_record(
            action=AuditAction.RETENTION_ARCHIVED,
            **actor_for_system("upkeep"),
            subject=subject_for(user),
            workspace_id=user.workspace_id,
            scope={"rule": rule, "memory_ids": ids},
            counts={"memories": archived},
        )
    return archived
