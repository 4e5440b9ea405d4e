"""Erasing a person, clearing their memories, and the erasure-request queue.

Deletes are hard deletes in one transaction, counted per store; the counts go into the audit
event and the receipt. See docs/privacy.md for what each store holds.
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Mapping
from datetime import timedelta
from functools import partial
from typing import Any

from django.db import transaction
from django.db.models import Q, QuerySet
from django.db.models.expressions import RawSQL
from django.utils import timezone

from apps.accounts.models import Membership, User
from apps.audit.models import AuditAction, ErasureRequest
from apps.audit.selectors import OPEN_STATUSES
from apps.audit.services import ActorFields, audit_record, reason_clean, subject_for
from apps.chat.models import ChatSession, Message
from apps.core.privacy import admin_log_purge, redis_configured, user_cache_purge, user_cache_purge_quietly
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, MessageIndex, PipelineJob, RecallRecord, TermStats

DEFAULT_LEGAL_BASIS = "GDPR Art. 17 / PIPL Art. 47"
# GDPR Art. 12(3): one month; PIPL asks for "timely". The queue shows this deadline.
ERASURE_DEADLINE = timedelta(days=30)
RECEIPT_VERSION = 1

# Receipt and audit names for each store (model label → store). A model that cascades from the
# user and is not listed here still shows up, under its lower-cased label.
STORE_NAMES = {
    "chat.ChatSession": "chat_sessions",
    "chat.Message": "messages",
    "memory.MemoryEntry": "memory_entries",
    "memory.MemoryVersion": "memory_versions",
    "memory.Episode": "episodes",
    "memory.RecallRecord": "recall_records",
    "memory.PipelineJob": "pipeline_jobs",
    "memory.TermStats": "term_stats",
    "memory.MessageIndex": "message_index",
    "accounts.Membership": "memberships",
    "accounts.User": "user_account",
    "admin.LogEntry": "admin_log_entries",
}
_MEMORY_STORES = (
    "memory_entries",
    "memory_versions",
    "episodes",
    "recall_records",
    "pipeline_jobs",
    "term_stats",
    "message_index",
)
ERASURE_STORES = ("chat_sessions", "messages", *_MEMORY_STORES, "memberships", "admin_log_entries", "user_account")
CLEAR_STORES = (*_MEMORY_STORES, "admin_log_entries")


def content_tables() -> list[str]:
    """The tables an erased person's words or identity can have been written to (content, titles,
    meta, keyword documents, error texts, the admin's log, the account's login and e-mail): the
    ones whose files and indexes ``manage.py vacuum_erased`` rewrites so that the dead rows'
    bytes leave the disk (docs/privacy.md, "On disk, after an erasure")."""
    from django.contrib.admin.models import LogEntry

    models = (
        ChatSession, Message, MessageIndex, MemoryEntry, MemoryVersion, Episode, RecallRecord, PipelineJob,
        TermStats, LogEntry, User,
    )  # fmt: skip
    return [model._meta.db_table for model in models]


class ErasureStateError(ValueError):
    """An erasure request cannot move to the asked status."""


def _store_counts(per_model: Mapping[str, int], counts: Counter[str]) -> None:
    for label, n in per_model.items():
        counts[STORE_NAMES.get(label, label.lower())] += n


def _memory_stores(user: User) -> list[QuerySet[Any]]:
    """Everything "memory" about a user, leaves first; chat history is not included."""
    return [
        RecallRecord.objects.filter(Q(user=user) | Q(session__user=user)),
        # Open extraction/summary jobs: a queued task finds its job gone and does nothing.
        PipelineJob.objects.filter(Q(user=user) | Q(session__user=user)),
        MemoryVersion.objects.filter(memory__user=user),
        MemoryEntry.objects.filter(user=user),
        Episode.objects.filter(Q(user=user) | Q(session__user=user)),
        # hashed frequencies of the store's common words: derived from the memories, so they go too
        TermStats.objects.filter(user=user),
        # the conversation layer's vectors and keyword documents of the person's messages: cleared
        # memory must not come back through the words (the messages stay in the chat history)
        MessageIndex.objects.filter(Q(user=user) | Q(session__user=user)),
    ]


def _all_stores(user: User) -> list[QuerySet[Any]]:
    return [
        *_memory_stores(user),
        Message.objects.filter(Q(user=user) | Q(session__user=user)),
        ChatSession.objects.filter(user=user),
        Membership.objects.filter(user=user),
    ]


def _delete_all(querysets: list[QuerySet[Any]], counts: Counter[str]) -> None:
    # Admin log lines quote str(obj) — a memory's summary — so they go first, while ids resolve.
    counts["admin_log_entries"] += admin_log_purge(querysets=querysets)
    for queryset in querysets:
        _, per_model = queryset.delete()
        _store_counts(per_model, counts)


def _purge_caches(user_id: int, counts: Counter[str]) -> None:
    """The user's Redis keys, now and again after commit (a racing request may write one)."""
    if redis_configured():
        counts["redis_keys"] = user_cache_purge(user_id)
        transaction.on_commit(partial(user_cache_purge_quietly, user_id))


def _lock_user(user: User) -> User:
    # FOR UPDATE conflicts with the FOR KEY SHARE lock every insert referencing the user takes:
    # a concurrent chat turn or extraction waits for us, then fails on the missing user.
    return User.objects.select_for_update().get(pk=user.pk)


def user_erase(
    *,
    user: User,
    actor: ActorFields,
    request_id: str = "",
    reason: str = "",
    erasure_request: ErasureRequest | None = None,
    channel: str = "dashboard",
    legal_basis: str = DEFAULT_LEGAL_BASIS,
) -> dict[str, Any]:
    """Delete everything of an end user, and the account itself, in one transaction; return the receipt.

    Stores: chat sessions, messages, memory entries, their versions (and embeddings, which live
    in the same rows), episodes, recall records, pipeline jobs, memberships, the admin log lines
    about those rows, the user's Redis keys (when Redis is configured) and the user row. Records
    the erasure request (``erasure_request`` when given, e.g. from the queue; else the person's
    open request if there is one; else a new one) as completed with the receipt, and appends a ``user.erased`` audit event whose hash the
    receipt quotes. Raises ``redis.RedisError`` (and erases nothing) when Redis is configured
    but unreachable.
    """
    now = timezone.now()
    with transaction.atomic():
        locked = _lock_user(user)
        subject = subject_for(locked)
        if erasure_request is None:
            # a request already queued for this person is the one this erasure fulfils
            erasure_request = ErasureRequest.objects.filter(user=locked, status__in=OPEN_STATUSES).first()
        if erasure_request is None:
            erasure_request = ErasureRequest.objects.create(
                subject=subject,
                user=locked,
                workspace_id=locked.workspace_id,
                request_id=request_id or uuid.uuid4().hex,
                requested_by=actor["actor"],
                channel=channel,
                legal_basis=reason_clean(legal_basis)[:100],
                requested_at=now,
                due_at=now + ERASURE_DEADLINE,
                status=ErasureRequest.Status.IN_PROGRESS,
            )
        else:
            erasure_request = ErasureRequest.objects.select_for_update().get(pk=erasure_request.pk)
            if erasure_request.status in (ErasureRequest.Status.COMPLETED, ErasureRequest.Status.REFUSED):
                raise ErasureStateError(
                    f"erasure request {erasure_request.request_id} is already {erasure_request.status}"
                )

        counts: Counter[str] = Counter(dict.fromkeys(ERASURE_STORES, 0))
        _delete_all(_all_stores(locked), counts)
        counts["admin_log_entries"] += admin_log_purge(querysets=[User.objects.filter(pk=locked.pk)])
        if redis_configured():
            counts["redis_keys"] = user_cache_purge(locked.pk)
        user_id = locked.pk
        _, per_model = locked.delete()
        _store_counts(per_model, counts)

        event = audit_record(
            action=AuditAction.USER_ERASED,
            **actor,
            subject=subject,
            workspace_id=erasure_request.workspace_id,
            scope={
                "erasure_request": erasure_request.pk,
                "erasure_request_id": erasure_request.request_id,
                "channel": erasure_request.channel,
                "redis": "purged" if redis_configured() else "not_configured",
            },
            counts=dict(counts),
            request_id=request_id or erasure_request.request_id,
            reason=reason or erasure_request.legal_basis,
        )
        receipt = {
            "receipt_version": RECEIPT_VERSION,
            "request_id": erasure_request.request_id,
            "subject": subject,
            "workspace_id": erasure_request.workspace_id,
            "legal_basis": erasure_request.legal_basis,
            "requested_at": erasure_request.requested_at.isoformat(),
            "due_at": erasure_request.due_at.isoformat(),
            "completed_at": event.created_at.isoformat(),
            "stores": dict(counts),
            "audit_event_id": event.pk,
            "audit_chain_hash": event.hash,
        }
        erasure_request.user = None  # the row is gone; keep only the pseudonym
        erasure_request.status = ErasureRequest.Status.COMPLETED
        erasure_request.completed_at = event.created_at
        erasure_request.receipt = receipt
        erasure_request.save()
        if redis_configured():
            transaction.on_commit(partial(user_cache_purge_quietly, user_id))
    return receipt


def memories_clear(*, user: User, actor: ActorFields, request_id: str = "", reason: str = "") -> dict[str, int]:
    """Delete all of a user's memories — entries, versions, episodes, recall records, open and
    finished pipeline jobs, cached copies — and keep the chat history; return per-store counts.

    Sessions keep their ``summarized_through_id`` so that messages from before the clear are not
    summarised or mined again.
    """
    with transaction.atomic():
        locked = _lock_user(user)
        counts: Counter[str] = Counter(dict.fromkeys(CLEAR_STORES, 0))
        _delete_all(_memory_stores(locked), counts)
        _purge_caches(locked.pk, counts)
        audit_record(
            action=AuditAction.MEMORIES_CLEARED,
            **actor,
            subject=subject_for(locked),
            workspace_id=locked.workspace_id,
            scope={"stores": sorted(counts)},
            counts=dict(counts),
            request_id=request_id,
            reason=reason,
        )
    return dict(counts)


SESSION_STORES = (
    "chat_sessions",
    "messages",
    "message_index",
    "memory_entries",
    "memory_versions",
    "episodes",
    "recall_records",
    "pipeline_jobs",
    "admin_log_entries",
)


def session_erase(*, session: ChatSession, actor: ActorFields, request_id: str = "") -> dict[str, int]:
    """Delete one conversation and what was derived only from it; return per-store counts.

    Goes: the session, its messages (and their conversation-layer index rows), its episode, the
    records of what its replies used, its pipeline jobs, and every memory entry whose sources all
    lie in this conversation (with its versions). A memory also said in another conversation stays,
    without the citations of this one. Audited as ``session.deleted`` with the counts only.
    """
    with transaction.atomic():
        user = _lock_user(session.user)
        locked = ChatSession.objects.select_for_update().get(pk=session.pk, user=user)
        said_here = list(Message.objects.filter(session=locked).values_list("id", flat=True))
        only_here = MemoryEntry.objects.filter(user=user).filter(
            Q(source_message_ids__contained_by=said_here, source_message_ids__len__gt=0)
            | Q(source_session=locked, source_message_ids=[])
        )
        counts: Counter[str] = Counter(dict.fromkeys(SESSION_STORES, 0))
        _delete_all(
            [
                RecallRecord.objects.filter(session=locked),
                PipelineJob.objects.filter(session=locked),
                MemoryVersion.objects.filter(memory__in=only_here),
                only_here,
                Episode.objects.filter(session=locked),
                Message.objects.filter(session=locked),
                ChatSession.objects.filter(pk=locked.pk),
            ],
            counts,
        )
        # a memory also said elsewhere keeps its content, not this conversation's citations
        MemoryEntry.objects.filter(user=user, source_message_ids__overlap=said_here).update(
            source_message_ids=RawSQL(
                "ARRAY(SELECT i FROM unnest(source_message_ids) AS i WHERE i <> ALL(%s::bigint[]) ORDER BY i)",
                (said_here,),
            )
        )
        _purge_caches(user.pk, counts)
        audit_record(
            action=AuditAction.SESSION_DELETED,
            **actor,
            subject=subject_for(user),
            workspace_id=user.workspace_id,
            scope={"stores": sorted(counts)},
            counts=dict(counts),
            request_id=request_id,
        )
    return dict(counts)


def erasure_request_create(
    *,
    user: User,
    actor: ActorFields,
    channel: str = "dashboard",
    legal_basis: str = DEFAULT_LEGAL_BASIS,
    request_id: str = "",
) -> ErasureRequest:
    """Queue an erasure request (status received, due in one month) and audit it.

    A person has at most one open request: raises ``ErasureStateError`` naming the open one
    (checked under the person's row lock, so two admins cannot queue two at once)."""
    now = timezone.now()
    with transaction.atomic():
        user = _lock_user(user)
        already = ErasureRequest.objects.filter(user=user, status__in=OPEN_STATUSES).first()
        if already is not None:
            raise ErasureStateError(f"this person already has an open erasure request ({already.request_id})")
        erasure_request = ErasureRequest.objects.create(
            subject=subject_for(user),
            user=user,
            workspace_id=user.workspace_id,
            request_id=request_id or uuid.uuid4().hex,
            requested_by=actor["actor"],
            channel=channel,
            legal_basis=reason_clean(legal_basis)[:100],  # typed by staff; kept after the erasure
            requested_at=now,
            due_at=now + ERASURE_DEADLINE,
        )
        audit_record(
            action=AuditAction.ERASURE_REQUESTED,
            **actor,
            subject=erasure_request.subject,
            workspace_id=erasure_request.workspace_id,
            scope={
                "erasure_request": erasure_request.pk,
                "erasure_request_id": erasure_request.request_id,
                "channel": channel,
            },
            request_id=request_id,
            reason=legal_basis,
        )
    return erasure_request


_NEXT_STATUSES = {
    ErasureRequest.Status.RECEIVED: {
        ErasureRequest.Status.IN_PROGRESS,
        ErasureRequest.Status.COMPLETED,
        ErasureRequest.Status.REFUSED,
    },
    ErasureRequest.Status.IN_PROGRESS: {ErasureRequest.Status.COMPLETED, ErasureRequest.Status.REFUSED},
}


def erasure_request_next_statuses(erasure_request: ErasureRequest) -> list[str]:
    """Where a request may move from its status now (none once completed or refused)."""
    allowed = _NEXT_STATUSES.get(ErasureRequest.Status(erasure_request.status), set())
    return [status for status in ErasureRequest.Status.values if status in allowed]


def erasure_request_set_status(
    *,
    erasure_request: ErasureRequest,
    status: str,
    actor: ActorFields,
    refusal_reason: str = "",
    request_id: str = "",
) -> ErasureRequest:
    """Move a request along the queue; ``completed`` performs the erasure (``user_erase``).

    received → in_progress | completed | refused; in_progress → completed | refused. A refusal
    needs a reason (PIPL Art. 50). Every change is audited.
    """
    with transaction.atomic():
        current = ErasureRequest.objects.select_for_update().get(pk=erasure_request.pk)
        allowed = _NEXT_STATUSES.get(ErasureRequest.Status(current.status), set())
        if status not in allowed:
            raise ErasureStateError(f"a {current.status} request cannot become {status}")
        if status == ErasureRequest.Status.REFUSED and not refusal_reason.strip():
            raise ErasureStateError("a refusal needs a reason")
        if status == ErasureRequest.Status.COMPLETED:
            if current.user is None:
                raise ErasureStateError("the account no longer exists; nothing is left to erase")
            user_erase(user=current.user, actor=actor, request_id=request_id, erasure_request=current)
            current.refresh_from_db()
            return current
        previous = current.status
        current.status = status
        # kept on the request and in the append-only log: no secret, no contact detail
        current.refusal_reason = reason_clean(refusal_reason) if status == ErasureRequest.Status.REFUSED else ""
        current.save(update_fields=["status", "refusal_reason"])
        audit_record(
            action=AuditAction.ERASURE_STATUS_CHANGED,
            **actor,
            subject=current.subject,
            workspace_id=current.workspace_id,
            scope={
                "erasure_request": current.pk,
                "erasure_request_id": current.request_id,
                "from": previous,
                "to": status,
            },
            request_id=request_id,
            reason=current.refusal_reason,
        )
    return current
