"""Deleting memories for real: the rows, their versions and every derived copy (recall records'
items, episode lines and the conversation layer's rows restating the same messages), audited
without content; the preview shown before; who the audit log names for a change to a memory
(``_audit_actor``, which the switch in ``apps.memory.services`` uses too). The functions are
re-exported by ``apps.memory.services``, where every change to a memory is found."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import Q, QuerySet

from apps.accounts.models import User
from apps.audit.models import AuditAction
from apps.core.privacy import admin_log_purge
from apps.memory.models import (
    ENTRY_LAYERS,
    MemoryEntry,
    MemoryVersion,
    RecallRecord,
)

if TYPE_CHECKING:
    pass


def _audit_actor(actor: str, subject: User, audit_actor: Mapping[str, str] | None) -> dict[str, str]:
    """Who acted, pseudonymously, for the audit log. Callers that know the acting person or key
    pass ``audit_actor`` (apps.audit.services.actor_for_*); otherwise it follows ``actor``:
    "key:<prefix>" → that API key, "user" → the person themself, anything else → a system part."""
    from apps.audit.services import actor_for_system, actor_for_user

    if audit_actor is not None:
        return {"actor_type": audit_actor["actor_type"], "actor": audit_actor["actor"]}
    if actor.startswith("key:"):
        return {"actor_type": "api_key", "actor": f"mh_{actor[4:]}"}
    fields = actor_for_user(subject) if actor == "user" else actor_for_system(actor.split(":")[0] or "pipeline")
    return {"actor_type": fields["actor_type"], "actor": fields["actor"]}


def _records_citing(user: User, memory_ids: list[int]) -> QuerySet[RecallRecord]:
    """The user's recall records whose items name any of these ids (jsonb containment, so a
    deletion does not read every record the user has; callers still check each item's layer)."""
    cited = Q()
    for memory_id in memory_ids:
        cited |= Q(items__contains=[{"id": memory_id}])
    return (
        RecallRecord.objects.filter(user=user).filter(cited).only("id", "items")
        if memory_ids
        else RecallRecord.objects.none()
    )


def _scrub_derived(user: User, memory_ids: list[int], source_message_ids: set[int]) -> dict[str, int]:
    """Remove every derived copy of deleted memories: recall-record items that name them and
    episode lines that restate the same messages. Returns counts per store."""
    counts = {"recall_records": 0, "episode_lines": 0, "message_index": 0}
    deleted = set(memory_ids)
    for record in _records_citing(user, memory_ids):
        kept = [item for item in record.items if not (item.get("layer") in ENTRY_LAYERS and item.get("id") in deleted)]
        if len(kept) != len(record.items):
            counts["recall_records"] += 1
            RecallRecord.objects.filter(pk=record.pk).update(items=kept)
    if source_message_ids:
        from apps.memory.episodes import episode_remove_lines

        counts["episode_lines"] = episode_remove_lines(user=user, message_ids=source_message_ids)
        from apps.memory.conversation import conversation_forget

        counts["message_index"] = conversation_forget(user_id=user.pk, message_ids=source_message_ids)
    return counts


def memories_delete(
    *,
    user: User,
    memories: Iterable[MemoryEntry],
    actor: str,
    request_id: str = "",
    reason: str = "",
    audit_actor: Mapping[str, str] | None = None,
) -> dict[str, int]:
    """Hard-delete entries: the rows, all their versions and vectors, and every derived copy.

    Returns per-store counts (also written to the audit log, which never sees the content).
    """
    from apps.audit.services import audit_record

    with transaction.atomic():
        rows = list(MemoryEntry.objects.select_for_update().filter(user=user, pk__in=[m.pk for m in memories]))
        if not rows:
            return {"memories": 0}
        ids = [row.pk for row in rows]
        message_ids = {mid for row in rows for mid in row.source_message_ids}
        # pending conflicts that point at a deleted entry go with it
        pending_ids = list(
            MemoryEntry.objects.filter(user=user, conflicts_with_id__in=ids).values_list("pk", flat=True)
        )
        all_ids = ids + [pid for pid in pending_ids if pid not in ids]
        versions = MemoryVersion.objects.filter(memory_id__in=all_ids).count()
        # the admin log quotes str(obj) — a memory's summary — so its lines go first
        admin_lines = admin_log_purge(
            querysets=[MemoryEntry.objects.filter(pk__in=all_ids), MemoryVersion.objects.filter(memory_id__in=all_ids)]
        )
        MemoryEntry.objects.filter(pk__in=all_ids).delete()
        counts = {"memories": len(all_ids), "memory_versions": versions}
        if admin_lines:
            counts["admin_log"] = admin_lines
        counts.update(_scrub_derived(user, all_ids, message_ids))
        audit_record(
            action=AuditAction.MEMORY_DELETED if len(all_ids) == 1 else AuditAction.MEMORIES_DELETED,
            **_audit_actor(actor, user, audit_actor),
            subject=user.pseudonym,
            workspace_id=user.workspace_id,
            scope={"memory_ids": all_ids},
            counts=counts,
            request_id=request_id,
            reason=reason,
        )
    return counts


def memory_delete(
    *, memory: MemoryEntry, actor: str, request_id: str = "", audit_actor: Mapping[str, str] | None = None
) -> dict[str, int]:
    return memories_delete(
        user=memory.user, memories=[memory], actor=actor, request_id=request_id, audit_actor=audit_actor
    )


def memory_preview_delete(*, user: User, memories: Iterable[MemoryEntry]) -> dict[str, int]:
    """What deleting these would remove, per store (shown before the user confirms)."""
    ids = [m.pk for m in memories]
    pending = MemoryEntry.objects.filter(user=user, conflicts_with_id__in=ids).exclude(pk__in=ids).count()
    versions = MemoryVersion.objects.filter(memory__user=user, memory_id__in=ids).count()
    records = sum(
        1
        for record in _records_citing(user, ids)
        if any(item.get("layer") in ENTRY_LAYERS and item.get("id") in ids for item in record.items)
    )
    return {"memories": len(ids) + pending, "memory_versions": versions, "recall_records": records}
