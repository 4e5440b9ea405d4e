"""Retention, run daily by Celery beat (``audit.retention_run``): purge memories that have been
archived long enough, purge temporary chats.

Archiving itself is the engine's (``apps/memory/pipeline/upkeep.py``: decay by importance, a cap
per type; prohibitions and importance-5 entries are never archived) — one policy, one place.
Each rule here works one user at a time, in that user's own short transaction, and appends one
audit event per affected user (so "what was deleted for user X" includes retention) plus one
``retention.run`` event with the totals under the subject ``system``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from apps.accounts.models import User, pseudonym_for
from apps.audit.erasure import STORE_NAMES
from apps.audit.models import AuditAction
from apps.audit.services import SYSTEM_SUBJECT, actor_for_system, audit_record
from apps.chat.models import ChatSession, Message
from apps.core.privacy import admin_log_purge
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion

ACTOR = actor_for_system("retention")


def _users(user_ids: Iterable[int]) -> dict[int, tuple[str, int | None]]:
    rows = User.objects.filter(pk__in=list(user_ids)).values_list("pk", "public_id", "workspace_id")
    return {pk: (pseudonym_for(public_id), workspace_id) for pk, public_id, workspace_id in rows}


def _audit_user(
    *, action: str, user: tuple[str, int | None], rule: str, after_days: int, counts: dict[str, int]
) -> None:
    subject, workspace_id = user
    audit_record(
        action=action,
        **ACTOR,
        subject=subject,
        workspace_id=workspace_id,
        scope={"rule": rule, "after_days": after_days},
        counts=counts,
    )


def _delete_counted(querysets: list[QuerySet[Any]]) -> Counter[str]:
    counts: Counter[str] = Counter()
    counts["admin_log_entries"] += admin_log_purge(querysets=querysets)
    for queryset in querysets:
        _, per_model = queryset.delete()
        for label, n in per_model.items():
            counts[STORE_NAMES.get(label, label.lower())] += n
    return counts


def _purge_per_user(
    expired: QuerySet[Any],
    *,
    stores: Callable[[QuerySet[Any]], list[QuerySet[Any]]],
    counted: str,
    rule: str,
    days: int,
) -> dict[int, dict[str, int]]:
    """Hard-delete ``expired`` user by user, each in its own transaction with what ``stores`` adds
    (leaves first), audited with counts when ``counted`` lost any rows; return counts per user id."""
    done: dict[int, dict[str, int]] = {}
    for user_id, user in _users(set(expired.values_list("user_id", flat=True).distinct())).items():
        with transaction.atomic():
            counts = _delete_counted(stores(expired.filter(user_id=user_id)))
            if counts[counted]:
                _audit_user(
                    action=AuditAction.RETENTION_PURGED, user=user, rule=rule, after_days=days, counts=dict(counts)
                )
                done[user_id] = dict(counts)
    return done


def memories_purge_archived(*, now: datetime, days: int) -> dict[int, dict[str, int]]:
    """Hard-delete entries archived for ``days`` (with their versions); return counts per user id."""
    return _purge_per_user(
        MemoryEntry.objects.filter(status=MemoryStatus.ARCHIVED, updated_at__lt=now - timedelta(days=days)),
        stores=lambda mine: [MemoryVersion.objects.filter(memory__in=mine), mine],
        counted="memory_entries",
        rule="purge_archived",
        days=days,
    )


def temporary_sessions_purge(*, now: datetime, days: int) -> dict[int, dict[str, int]]:
    """Hard-delete temporary chat sessions idle for ``days`` and everything in them."""
    return _purge_per_user(
        ChatSession.objects.filter(temporary=True, last_activity_at__lt=now - timedelta(days=days)),
        stores=lambda mine: [Message.objects.filter(session__in=mine), mine],
        counted="chat_sessions",
        rule="purge_temporary",
        days=days,
    )


def retention_run(*, now: datetime | None = None) -> dict[str, int]:
    """Apply every retention rule of ``settings.MEMORY``; return the totals (also audited)."""
    now = now or timezone.now()
    params = settings.MEMORY
    purge_days = int(params["purge_archived_after_days"])
    temporary_days = int(params["purge_temporary_after_days"])

    purged = memories_purge_archived(now=now, days=purge_days)
    temporary = temporary_sessions_purge(now=now, days=temporary_days)

    totals: Counter[str] = Counter(purged_memory_entries=0, temporary_chat_sessions=0)
    for per_user in purged.values():
        for store, n in per_user.items():
            totals[f"purged_{store}"] += n
    for per_user in temporary.values():
        for store, n in per_user.items():
            totals[f"temporary_{store}"] += n
    audit_record(
        action=AuditAction.RETENTION_RUN,
        **ACTOR,
        subject=SYSTEM_SUBJECT,
        scope={
            "purge_archived_after_days": purge_days,
            "purge_temporary_after_days": temporary_days,
            "users": len(set(purged) | set(temporary)),
        },
        counts=dict(totals),
    )
    return dict(totals)
