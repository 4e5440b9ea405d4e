"""Upkeep: repeated episodes become a pattern; unused entries are archived; a cap per type."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.chat.models import ChatSession
from apps.memory.models import Episode, MemoryEntry, MemoryStatus, MemoryType
from apps.memory.pipeline.upkeep import memories_cap, memories_decay, upkeep_run, upkeep_user

pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.fixture
def user(person: Any) -> User:
    return person("upkeep")


def entry(
    user: User, *, days_old: int, importance: int = 3, type: str = MemoryType.FACT, accessed_days_ago: int | None = None
) -> MemoryEntry:
    when = timezone.now() - timedelta(days=days_old)
    accessed = timezone.now() - timedelta(days=accessed_days_ago) if accessed_days_ago is not None else None
    return MemoryEntry.objects.create(
        user=user,
        summary=f"fact {days_old}/{importance}/{type}",
        type=type,
        importance=importance,
        created_at=when,
        updated_at=when,
        last_confirmed_at=when,
        last_accessed_at=accessed,
    )


def test_the_same_topic_in_three_episodes_becomes_one_pattern_citing_them(user: User) -> None:
    for day, extra in enumerate(["clay bowls", "a glaze recipe", "the kiln schedule"]):
        session = ChatSession.objects.create(user=user)
        Episode.objects.create(
            user=user,
            session=session,
            summary=f"Pottery class: made {extra}.",
            lines=[{"text": f"Pottery class: made {extra}.", "message_ids": [100 + day]}],
            started_at=timezone.now() - timedelta(days=10 - day),
            ended_at=timezone.now() - timedelta(days=10 - day),
        )
    assert upkeep_user(user)["patterns"] >= 1
    pattern = MemoryEntry.objects.get(user=user, type=MemoryType.PATTERN, key="pattern:pottery")
    assert pattern.facts["episodes"] == "3"
    assert pattern.source_message_ids == [100, 101, 102]
    assert Episode.objects.filter(user=user, consolidated=True).count() == 3
    assert "patterns" not in upkeep_user(user)  # idempotent: no second pattern


def test_entries_never_used_are_archived_later_when_they_matter_more(user: User, settings: Any) -> None:
    settings.MEMORY = {**settings.MEMORY, "archive_after_days": 100}
    stale = entry(user, days_old=150, importance=3)
    important = entry(user, days_old=150, importance=4)  # survives until 200 days
    used = entry(user, days_old=150, importance=3, accessed_days_ago=5)
    prohibition = entry(user, days_old=900, importance=3, type=MemoryType.PROHIBITION)
    critical = entry(user, days_old=900, importance=5)
    assert memories_decay(user) == 1
    statuses = {m.pk: m.status for m in MemoryEntry.objects.filter(user=user)}
    assert statuses[stale.pk] == MemoryStatus.ARCHIVED
    assert {statuses[m.pk] for m in (important, used, prohibition, critical)} == {MemoryStatus.ACTIVE}
    (event,) = AuditEvent.objects.filter(action="retention.archived")
    assert event.scope == {"rule": "unused", "memory_ids": [stale.pk]} and event.counts == {"memories": 1}
    assert event.actor == "system:upkeep" and stale.summary not in str(event.scope)


def test_the_lowest_scoring_entries_beyond_the_cap_are_archived(user: User, settings: Any) -> None:
    settings.MEMORY = {**settings.MEMORY, "cap_per_type": 2}
    weak = entry(user, days_old=300, importance=1)
    entry(user, days_old=1, importance=3)
    entry(user, days_old=2, importance=5)
    entry(user, days_old=3, importance=2, type=MemoryType.PREFERENCE)
    assert memories_cap(user) == 1
    assert MemoryEntry.objects.get(pk=weak.pk).status == MemoryStatus.ARCHIVED


def test_upkeep_skips_people_with_memory_switched_off(user: User, settings: Any) -> None:
    settings.MEMORY = {**settings.MEMORY, "archive_after_days": 10}
    stale = entry(user, days_old=50)
    User.objects.filter(pk=user.pk).update(memory_enabled=False)
    upkeep_run()
    assert MemoryEntry.objects.get(pk=stale.pk).status == MemoryStatus.ACTIVE
