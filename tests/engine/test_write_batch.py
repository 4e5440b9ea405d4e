"""The pipeline batch's writes gathered (apps/memory/write_batch.py): no savepoint per entry, the
version rows inserted together at the end (ids in the order of the changes), the conversation layer's
deletions at the end, nothing left behind when the batch fails; outside a batch, nothing changes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.models import MemoryEntry, MemoryVersion, MessageIndex
from apps.memory.services import memory_create, memory_update
from apps.memory.write_batch import forget_messages, memory_writes_batched

AT = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.fixture
def user(person: Any) -> User:
    return person("batch")


def _write_two(user: User) -> MemoryEntry:
    entry = memory_create(user=user, summary="The user lives in Berlin.", facts={"city": "Berlin"}, at=AT)
    memory_update(
        memory=entry,
        actor="pipeline",
        summary="The user lives in Hamburg.",
        facts={"city": "Hamburg"},
        change=MemoryVersion.Change.SUPERSEDED,
        at=AT + timedelta(days=1),
    )
    return entry


def test_versions_wait_for_the_end_of_the_batch_in_the_order_of_the_changes(user: User) -> None:
    with transaction.atomic():
        with CaptureQueriesContext(connection) as queries, memory_writes_batched():
            entry = _write_two(user)
            assert not MemoryVersion.objects.filter(memory=entry).exists()
        assert not [q for q in queries if "SAVEPOINT" in q["sql"]]
    versions = list(MemoryVersion.objects.filter(memory=entry).order_by("id"))
    assert [(v.version, v.summary, v.change) for v in versions] == [
        (1, "The user lives in Berlin.", "created"),
        (2, "The user lives in Hamburg.", "superseded"),
    ]
    assert versions[0].created_at <= versions[1].created_at


def test_outside_a_batch_each_change_writes_its_version_at_once(user: User) -> None:
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        entry = memory_create(user=user, summary="The user likes tea.", at=AT)
        assert MemoryVersion.objects.filter(memory=entry, version=1).exists()
    assert [q for q in queries if q["sql"].startswith("SAVEPOINT")]


def test_a_failing_batch_leaves_no_entry_and_no_version(user: User) -> None:
    with pytest.raises(RuntimeError), transaction.atomic(), memory_writes_batched():
        _write_two(user)
        raise RuntimeError("the batch fails")
    assert not MemoryEntry.objects.filter(user=user).exists()
    assert not MemoryVersion.objects.filter(memory__user=user).exists()


def test_the_conversation_layer_forgets_at_the_end_of_the_batch(user: User) -> None:
    session = ChatSession.objects.create(user=user, title="s")
    message = Message.objects.create(session=session, user=user, role="user", content="I live in Berlin", created_at=AT)
    MessageIndex.objects.create(
        message=message,
        user=user,
        session=session,
        said_at=AT,
        embedding=np.ones(512, dtype=np.float32) / np.sqrt(512),
        embedding_model="use",
        embedding_dim=512,
    )
    with transaction.atomic(), memory_writes_batched():
        forget_messages(user_id=user.pk, message_ids=[message.pk])
        assert MessageIndex.objects.filter(message=message).exists()
    assert not MessageIndex.objects.filter(message=message).exists()
