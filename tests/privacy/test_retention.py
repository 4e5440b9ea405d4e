"""Retention: purge what has been archived long enough and old temporary chats — every run
audited with counts. (Archiving is the engine's upkeep.)"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.audit.retention import retention_run
from apps.audit.tasks import retention_run_task
from apps.chat.models import ChatSession, Message
from apps.memory.models import MemoryEntry, MemoryVersion
from memoryhub.celery import app as celery_app

DAY = timedelta(days=1)


def memory(
    user: User, *, age_days: int, accessed_days_ago: int | None = None, status: str = "active", **fields: Any
) -> MemoryEntry:
    now = timezone.now()
    entry = MemoryEntry.objects.create(
        user=user,
        summary=fields.pop("summary", "a fact"),
        status=status,
        created_at=now - age_days * DAY,
        updated_at=fields.pop("updated_at", now - age_days * DAY),
        last_confirmed_at=fields.pop("last_confirmed_at", now - age_days * DAY),
        last_accessed_at=None if accessed_days_ago is None else now - accessed_days_ago * DAY,
        **fields,
    )
    MemoryVersion.objects.create(memory=entry, version=1, summary=entry.summary, change="created")
    return entry


def test_retention_leaves_archiving_to_the_engine_and_purges_nothing_active(end_user: User) -> None:
    untouched = [
        memory(end_user, age_days=4000, accessed_days_ago=4000),
        memory(end_user, age_days=4000, type="prohibition", importance=5),
    ]
    retention_run()
    assert set(MemoryEntry.objects.values_list("pk", "status")) == {(m.pk, "active") for m in untouched}
    assert not AuditEvent.objects.filter(action__in=["retention.archived", "retention.purged"]).exists()


def test_memories_archived_for_the_limit_are_purged_with_their_versions(end_user: User) -> None:
    limit = settings.MEMORY["purge_archived_after_days"]
    old = memory(end_user, age_days=900, status="archived", updated_at=timezone.now() - (limit + 1) * DAY)
    recent = memory(end_user, age_days=900, status="archived", updated_at=timezone.now() - (limit - 1) * DAY)

    totals = retention_run()

    assert not MemoryEntry.objects.filter(pk=old.pk).exists()
    assert not MemoryVersion.objects.filter(memory_id=old.pk).exists()
    assert MemoryEntry.objects.filter(pk=recent.pk).exists()
    assert totals["purged_memory_entries"] == 1 and totals["purged_memory_versions"] == 1
    event = AuditEvent.objects.get(action="retention.purged")
    assert event.subject == end_user.pseudonym
    assert event.counts == {"admin_log_entries": 0, "memory_entries": 1, "memory_versions": 1}
    assert event.scope == {"rule": "purge_archived", "after_days": limit}


def test_temporary_chats_idle_for_the_limit_are_purged_with_their_messages(end_user: User) -> None:
    now = timezone.now()
    limit = settings.MEMORY["purge_temporary_after_days"]
    old = ChatSession.objects.create(user=end_user, temporary=True, last_activity_at=now - (limit + 1) * DAY)
    fresh = ChatSession.objects.create(user=end_user, temporary=True, last_activity_at=now - DAY)
    kept = ChatSession.objects.create(user=end_user, temporary=False, last_activity_at=now - 999 * DAY)
    for session in (old, fresh, kept):
        Message.objects.create(session=session, user=end_user, role="user", content="hi")
        Message.objects.create(session=session, user=end_user, role="assistant", content="hello")

    totals = retention_run()

    assert set(ChatSession.objects.values_list("pk", flat=True)) == {fresh.pk, kept.pk}
    assert Message.objects.count() == 4
    assert totals["temporary_chat_sessions"] == 1 and totals["temporary_messages"] == 2
    event = AuditEvent.objects.get(action="retention.purged")
    assert event.counts["chat_sessions"] == 1 and event.counts["messages"] == 2
    assert event.scope == {"rule": "purge_temporary", "after_days": limit}


def test_every_run_records_its_totals_under_the_system_subject_even_when_nothing_changed(db: Any) -> None:
    retention_run()
    retention_run()
    runs = AuditEvent.objects.filter(action="retention.run")
    assert runs.count() == 2
    run = runs.first()
    assert (
        run is not None and run.subject == "system" and run.actor_type == "system" and run.actor == "system:retention"
    )
    assert run.counts == {"purged_memory_entries": 0, "temporary_chat_sessions": 0}
    assert run.scope == {
        "purge_archived_after_days": settings.MEMORY["purge_archived_after_days"],
        "purge_temporary_after_days": settings.MEMORY["purge_temporary_after_days"],
        "users": 0,
    }


def test_a_second_run_finds_nothing_more_to_do(end_user: User) -> None:
    limit = settings.MEMORY["purge_archived_after_days"]
    memory(end_user, age_days=900, status="archived", updated_at=timezone.now() - (limit + 1) * DAY)
    assert retention_run()["purged_memory_entries"] == 1
    assert retention_run()["purged_memory_entries"] == 0
    assert AuditEvent.objects.filter(action="retention.purged").count() == 1


def test_celery_beat_runs_retention_and_the_chain_check_daily(db: Any) -> None:
    schedule = settings.CELERY_BEAT_SCHEDULE
    assert schedule["audit-retention"]["task"] == "audit.retention_run"
    assert schedule["audit-verify-chain"]["task"] == "audit.verify_chain"
    assert {"audit.retention_run", "audit.verify_chain"} <= set(celery_app.tasks)


def test_the_retention_task_is_a_thin_shell_around_the_service(end_user: User) -> None:
    limit = settings.MEMORY["purge_archived_after_days"]
    memory(end_user, age_days=900, status="archived", updated_at=timezone.now() - (limit + 1) * DAY)
    retention_run_task.apply().get()
    assert not MemoryEntry.objects.exists()
    assert AuditEvent.objects.filter(action="retention.run").count() == 1
