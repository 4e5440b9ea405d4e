"""Erasing a person: every store, hard deletes, one transaction, a receipt, an audit event."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import psycopg
import pytest
from django.contrib.admin.models import LogEntry

from apps.accounts.models import User
from apps.audit.erasure import (
    ErasureStateError,
    erasure_request_create,
    erasure_request_set_status,
    memories_clear,
    user_erase,
)
from apps.audit.models import AuditEvent, ErasureRequest
from apps.audit.services import actor_for_user, audit_chain_head, verify_audit_chain
from apps.chat.models import ChatSession, Message
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, PipelineJob, RecallRecord
from tests.privacy.conftest import TEST_REDIS_DB
from tests.privacy.helpers import assert_no_trace, database_traces, find_traces, new_canary, plant_user_data
from tests.privacy.test_audit_chain import raw_connection, tamper  # noqa: F401 — fixture reused

EXPECTED_TABLES = {
    "accounts_user.username",
    "chat_chatsession.title",
    "chat_message.content",
    "chat_message.meta",
    "memory_memoryentry.summary",
    "memory_memoryentry.facts",
    "memory_memoryentry.entity",
    "memory_memoryentry.key",
    "memory_memoryentry.search_vector",
    "memory_memoryversion.summary",
    "memory_memoryversion.facts",
    "memory_episode.summary",
    "memory_episode.lines",
    "memory_episode.search_vector",
    "memory_recallrecord.items",
    "memory_recallrecord.layers",
    "memory_recallrecord.params",
    "memory_pipelinejob.last_error",
    "django_admin_log.object_repr",
    "django_admin_log.change_message",
}


def person(workspace: Any, canary: str) -> User:
    return User.objects.create_user(
        username=f"{canary}-user", email=f"{canary}@example.com", workspace=workspace, external_id=canary
    )


def test_erasing_a_user_leaves_no_trace_of_their_canary_in_any_column_or_redis_key(
    workspace: Any, local_redis: Any, other_end_user: User
) -> None:
    canary, bystander_canary = new_canary(), new_canary()
    user = person(workspace, canary)
    planted = plant_user_data(user, canary, redis_db=TEST_REDIS_DB)
    plant_user_data(other_end_user, bystander_canary, redis_db=TEST_REDIS_DB)

    # The scanner sees every planted copy before the erasure (else "no trace" would prove nothing).
    before = {hit.split(" (")[0].removeprefix("public.") for hit in database_traces(canary)}
    assert before >= EXPECTED_TABLES, EXPECTED_TABLES - before
    assert sum("redis" in hit for hit in find_traces(canary)) == 2

    receipt = user_erase(user=user, actor=actor_for_user(user), request_id="req-erase-0001")

    assert_no_trace(canary)
    assert not User.objects.filter(pk=planted.user.pk).exists()
    assert not any(local_redis.exists(key) for key in planted.redis_keys)
    # the other person is untouched
    assert len(database_traces(bystander_canary)) >= len(EXPECTED_TABLES) - 1
    assert receipt["stores"]["redis_keys"] == 2


def test_the_receipt_counts_each_store_and_quotes_the_audit_chain_head(workspace: Any) -> None:
    canary = new_canary()
    user = person(workspace, canary)
    planted = plant_user_data(user, canary)
    subject = user.pseudonym

    receipt = user_erase(user=user, actor=actor_for_user(user), request_id="req-erase-0002", reason="user request")

    for store, n in planted.counts.items():
        assert receipt["stores"][store] == n, store
    assert receipt["stores"]["user_account"] == 1
    assert receipt["stores"]["admin_log_entries"] == 1
    assert receipt["stores"]["memberships"] == 0
    assert "redis_keys" not in receipt["stores"]  # no Redis configured in this run
    assert receipt["request_id"] == "req-erase-0002"
    assert receipt["subject"] == subject
    event = AuditEvent.objects.get(action="user.erased")
    assert receipt["audit_event_id"] == event.pk
    assert receipt["audit_chain_hash"] == event.hash == audit_chain_head()
    assert event.subject == subject and event.counts == receipt["stores"]
    assert event.actor == subject and event.actor_type == "user"
    assert event.reason == "user request"
    assert verify_audit_chain() is None

    request = ErasureRequest.objects.get(request_id="req-erase-0002")
    assert request.status == "completed" and request.user is None and request.receipt == receipt
    assert request.due_at - request.requested_at == timedelta(days=30)
    assert request.completed_at == event.created_at


def test_a_queued_extraction_job_is_gone_after_erasure_so_its_task_has_nothing_to_do(workspace: Any) -> None:
    canary = new_canary()
    user = person(workspace, canary)
    plant_user_data(user, canary)
    job_ids = list(PipelineJob.objects.filter(user=user).values_list("pk", flat=True))
    user_erase(user=user, actor=actor_for_user(user))
    assert not PipelineJob.objects.filter(pk__in=job_ids).exists()


def test_an_unreachable_redis_aborts_the_erasure_and_keeps_everything(workspace: Any, settings: Any) -> None:
    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    canary = new_canary()
    user = person(workspace, canary)
    plant_user_data(user, canary)
    import redis

    with pytest.raises(redis.RedisError):
        user_erase(user=user, actor=actor_for_user(user))
    assert User.objects.filter(pk=user.pk).exists()
    assert MemoryEntry.objects.filter(user=user).count() == 2
    assert not AuditEvent.objects.filter(action="user.erased").exists()
    assert not ErasureRequest.objects.exists()


def test_a_request_from_the_queue_is_completed_with_its_receipt(
    workspace: Any, end_user: User, admin_user: User
) -> None:
    plant_user_data(end_user, new_canary())
    queued = erasure_request_create(
        user=end_user, actor=actor_for_user(end_user), channel="api", request_id="req-queue-0001"
    )
    assert queued.status == "received" and queued.due_at - queued.requested_at == timedelta(days=30)
    assert AuditEvent.objects.filter(action="erasure.requested", subject=end_user.pseudonym).exists()

    erasure_request_set_status(erasure_request=queued, status="in_progress", actor=actor_for_user(admin_user))
    done = erasure_request_set_status(
        erasure_request=queued, status="completed", actor=actor_for_user(admin_user), request_id="req-staff-0001"
    )

    assert done.status == "completed" and done.user is None
    assert done.receipt["request_id"] == "req-queue-0001"
    assert done.receipt["stores"]["memory_entries"] == 2
    erased = AuditEvent.objects.get(action="user.erased")
    assert erased.actor_type == "staff" and erased.request_id == "req-staff-0001"
    assert erased.scope["erasure_request_id"] == "req-queue-0001"
    assert list(AuditEvent.objects.filter(action="erasure.status_changed").values_list("scope__to", flat=True)) == [
        "in_progress"
    ]
    assert queued.user_id is not None and not ChatSession.objects.filter(user_id=queued.user_id).exists()


def test_refusing_a_request_needs_a_reason_and_is_final(end_user: User, admin_user: User) -> None:
    queued = erasure_request_create(user=end_user, actor=actor_for_user(end_user))
    staff = actor_for_user(admin_user)
    with pytest.raises(ErasureStateError, match="reason"):
        erasure_request_set_status(erasure_request=queued, status="refused", actor=staff, refusal_reason="  ")
    refused = erasure_request_set_status(
        erasure_request=queued, status="refused", actor=staff, refusal_reason="Legal hold: case 2026-17"
    )
    assert refused.refusal_reason == "Legal hold: case 2026-17"
    event = AuditEvent.objects.get(action="erasure.status_changed")
    assert event.reason == "Legal hold: case 2026-17" and event.scope["to"] == "refused"
    with pytest.raises(ErasureStateError):
        erasure_request_set_status(erasure_request=refused, status="completed", actor=staff)
    assert User.objects.filter(pk=end_user.pk).exists()


def test_clearing_memories_deletes_every_memory_store_and_keeps_the_chat_history(
    workspace: Any, local_redis: Any
) -> None:
    canary = new_canary()
    user = person(workspace, canary)
    planted = plant_user_data(user, canary, redis_db=TEST_REDIS_DB)

    counts = memories_clear(user=user, actor=actor_for_user(user), request_id="req-clear-0001")

    assert counts == {
        "memory_entries": 2,
        "memory_versions": 3,
        "episodes": 1,
        "recall_records": 1,
        "pipeline_jobs": 2,
        "term_stats": 1,
        "message_index": 1,
        "admin_log_entries": 1,
        "redis_keys": 2,
    }
    for model in (MemoryEntry, Episode, RecallRecord, PipelineJob):
        assert not model.objects.filter(user=user).exists()
    assert not MemoryVersion.objects.filter(memory__user=user).exists()
    assert Message.objects.filter(user=user).count() == 3 and ChatSession.objects.filter(user=user).count() == 2
    assert not LogEntry.objects.filter(object_repr__contains=canary).exists()
    assert not any(local_redis.exists(key) for key in planted.redis_keys)
    event = AuditEvent.objects.get(action="memories.cleared")
    assert event.counts == counts and event.subject == user.pseudonym and event.request_id == "req-clear-0001"
    # what is left holds the canary only in the chat history
    left = {hit.split(" (")[0].removeprefix("public.") for hit in database_traces(canary)}
    assert left == {
        "accounts_user.username",
        "accounts_user.email",
        "accounts_user.external_id",
        "chat_chatsession.title",
        "chat_message.content",
        "chat_message.meta",
    }


@pytest.mark.django_db(transaction=True)
def test_cutting_the_erasure_event_off_the_log_is_caught_through_its_receipt(
    raw_connection: psycopg.Connection[Any],  # noqa: F811
    workspace: Any,
) -> None:
    user = person(workspace, new_canary())
    receipt = user_erase(user=user, actor=actor_for_user(user))
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [receipt["audit_event_id"]])
    broken = verify_audit_chain()
    assert broken is not None and "every event was removed" in broken.reason  # the recorded head says so
    # Whoever can delete the row can delete the recorded head too: the receipt still tells.
    raw_connection.execute("ALTER TABLE audit_chainhead DISABLE TRIGGER USER")
    raw_connection.execute("DELETE FROM audit_chainhead")
    broken = verify_audit_chain()
    assert broken is not None and receipt["request_id"] in broken.reason
