"""Recent changes: memory versions, rejected contradictions and, from the audit log, the deletions of
the person's data (``DELETION_KINDS``) with their receipts; the latest audit event of a kind."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db.models import QuerySet
from django.http import Http404

from apps.accounts.models import User
from apps.audit.models import AuditAction, AuditEvent
from apps.audit.services import subject_for
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion


@dataclass
class Rejection:
    """A contradiction the person rejected, as a changelog row (undo puts it back in the inbox)."""

    memory: MemoryEntry
    change: str = "rejected"

    @property
    def created_at(self) -> datetime:
        return self.memory.updated_at

    @property
    def summary(self) -> str:
        return self.memory.summary

    @property
    def version(self) -> int:
        return self.memory.version

    @property
    def actor(self) -> str:
        return "user"


# The audit actions that deleted some of a person's data, by the kind of receipt each gives.
DELETION_KINDS: dict[str, str] = {
    AuditAction.MEMORY_DELETED: "delete",
    AuditAction.MEMORIES_DELETED: "bulk_delete",
    AuditAction.MEMORIES_CLEARED: "clear",
    AuditAction.SESSION_DELETED: "session",
    AuditAction.RETENTION_PURGED: "retention",
}


# who acted, by the audit event's actor type, when it was not the person themself
_AUDIT_ACTORS: dict[str, str] = {
    AuditEvent.ActorType.STAFF: "admin",
    AuditEvent.ActorType.API_KEY: "api",
    AuditEvent.ActorType.SYSTEM: "system",
}


@dataclass
class Deletion:
    """A deletion of some of the person's data, as the audit log recorded it: when, by whom, what
    kind and how many rows per store — never the content, which is gone. A changelog row, and a
    receipt that can be reopened."""

    event: AuditEvent
    change: str = "deleted"

    @property
    def pk(self) -> int:
        return self.event.pk

    @property
    def created_at(self) -> datetime:
        return self.event.created_at

    @property
    def kind(self) -> str:
        return DELETION_KINDS[self.event.action]

    @property
    def counts(self) -> dict[str, int]:
        return {str(store): int(n) for store, n in (self.event.counts or {}).items()}

    @property
    def memories(self) -> int:
        counts = self.counts
        return counts.get("memories", counts.get("memory_entries", 0))

    @property
    def actor(self) -> str:
        if self.event.actor == self.event.subject:
            return "user"
        return _AUDIT_ACTORS.get(self.event.actor_type, "user")


def _deletions(user: User) -> QuerySet[AuditEvent]:
    return AuditEvent.objects.filter(subject=subject_for(user), action__in=list(DELETION_KINDS)).order_by(
        "-created_at", "-id"
    )


def deletion_receipts(user: User, *, limit: int = 200) -> list[Deletion]:
    """Every deletion of the user's data the audit log holds, newest first (the receipts page)."""
    return [Deletion(event) for event in _deletions(user)[:limit]]


def deletion_receipt_get(user: User, event_id: int | str) -> Deletion:
    """One deletion of the user's data, to reopen its receipt; Http404 for any other event."""
    try:
        return Deletion(_deletions(user).get(pk=int(event_id)))
    except (AuditEvent.DoesNotExist, ValueError, TypeError):
        raise Http404("No such receipt") from None


ChangelogRow = MemoryVersion | Rejection | Deletion


def changelog(user: User, *, limit: int = 60) -> list[ChangelogRow]:
    """The most recent changes to the user's memory, newest first: every version (a statement
    waiting for the person's decision among them: a memory still pending), every rejected
    contradiction (an archived entry still linked to what it contradicted) and every deletion
    (from the audit log, with its receipt)."""
    versions: list[ChangelogRow] = list(
        MemoryVersion.objects.filter(memory__user=user)
        .select_related("memory")
        .defer("memory__embedding", "memory__search_vector")
        .order_by("-created_at", "-id")[:limit]
    )
    rejected = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ARCHIVED, conflicts_with__isnull=False)
        .defer("embedding", "search_vector")
        .order_by("-updated_at", "-id")[:limit]
    )
    rows = versions + [Rejection(memory) for memory in rejected] + deletion_receipts(user, limit=limit)
    rows.sort(key=lambda row: row.created_at, reverse=True)
    return rows[:limit]


def rejection_get(user: User, memory_id: int | str) -> MemoryEntry:
    """One of the user's rejected contradictions; Http404 for anything else."""
    try:
        return MemoryEntry.objects.defer("embedding", "search_vector").get(
            pk=int(memory_id), user=user, status=MemoryStatus.ARCHIVED, conflicts_with__isnull=False
        )
    except (MemoryEntry.DoesNotExist, ValueError, TypeError):
        raise Http404("No such rejection") from None


def changelog_entry_get(user: User, version_id: int | str) -> MemoryVersion:
    try:
        return MemoryVersion.objects.select_related("memory").get(pk=int(version_id), memory__user=user)
    except (MemoryVersion.DoesNotExist, ValueError, TypeError):
        raise Http404("No such change") from None


def latest_audit_event(user: User, actions: tuple[str, ...]) -> AuditEvent | None:
    """The newest audit event about ``user`` with one of ``actions`` (the receipt's reference)."""
    return AuditEvent.objects.filter(subject=subject_for(user), action__in=actions).order_by("-id").first()
