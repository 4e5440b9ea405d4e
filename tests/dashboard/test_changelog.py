"""The memory changelog: recent versions across all memories, with undo."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create, memory_set_enabled, memory_update

pytestmark = pytest.mark.django_db


def test_the_changelog_lists_recent_changes_newest_first(
    alice_client: Client, end_user: User, memory: MemoryEntry, budget: MemoryEntry, django_assert_num_queries
) -> None:
    memory_update(memory=memory, actor="user", summary="Alice lives in Suzhou")
    for n in range(5):
        memory_create(user=end_user, summary=f"extra {n}", index=False)
    # session, user, versions, rejected contradictions, messages
    with django_assert_num_queries(5):
        response = alice_client.get(reverse("dashboard:changelog"))
    changes = response.context["changes"]
    assert changes[0].summary == "extra 4" and len(changes) == 8
    assert "Alice lives in Suzhou" in response.content.decode()


def test_undo_of_an_edit_restores_the_version_before_it(alice_client: Client, memory: MemoryEntry) -> None:
    memory_update(memory=memory, actor="user", summary="Alice lives in Suzhou")
    edit = MemoryVersion.objects.get(memory=memory, version=2)
    response = alice_client.post(reverse("dashboard:changelog-undo", args=[edit.pk]))
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:changelog")
    memory.refresh_from_db()
    assert memory.summary == "Alice lives in Hangzhou" and memory.version == 3


def test_undo_of_a_switch_switches_back(alice_client: Client, memory: MemoryEntry) -> None:
    memory_set_enabled(memory=memory, enabled=False, actor="user")
    switch = MemoryVersion.objects.get(memory=memory, change="switched")
    alice_client.post(reverse("dashboard:changelog-undo", args=[switch.pk]))
    memory.refresh_from_db()
    assert memory.enabled


def test_a_creation_cannot_be_undone_only_deleted(alice_client: Client, memory: MemoryEntry) -> None:
    created = MemoryVersion.objects.get(memory=memory, version=1)
    response = alice_client.post(reverse("dashboard:changelog-undo", args=[created.pk]), follow=True)
    assert "delete it instead" in response.content.decode()
    assert MemoryEntry.objects.filter(pk=memory.pk).exists()
