"""The memory changelog: recent versions across all memories, with undo; the statements waiting for
a decision and the deletions (from the audit log) among them; every deletion receipt reopened."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User
from apps.audit.erasure import memories_clear
from apps.audit.models import AuditEvent
from apps.audit.services import actor_for_user
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import (
    memories_delete,
    memory_create,
    memory_resolve_pending,
    memory_set_enabled,
    memory_update,
)

pytestmark = pytest.mark.django_db


def test_the_changelog_lists_recent_changes_newest_first(
    alice_client: Client,
    end_user: User,
    memory: MemoryEntry,
    budget: MemoryEntry,
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    memory_update(memory=memory, actor="user", summary="Alice lives in Suzhou")
    for n in range(5):
        memory_create(user=end_user, summary=f"extra {n}", index=False)
    # session, user, versions, rejected contradictions, deletions (the audit log), messages
    with django_assert_num_queries(6):
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


def test_deletions_and_decisions_are_in_the_changelog(
    alice_client: Client, end_user: User, memory: MemoryEntry, budget: MemoryEntry
) -> None:
    waiting = memory_create(
        user=end_user, summary="Alice lives in Suzhou", status="pending", conflicts_with=memory, index=False
    )
    rejected = memory_create(
        user=end_user, summary="Alice lives in Ningbo", status="pending", conflicts_with=memory, index=False
    )
    memory_resolve_pending(pending=rejected, accept=False, actor="user")
    memories_delete(user=end_user, memories=[budget], actor="user")
    deleted = AuditEvent.objects.get(action="memory.deleted")
    html = alice_client.get(reverse("dashboard:changelog")).content.decode()
    rows = html.split("<tbody>")[1].split("</tr>")
    # newest first: the deletion, with its receipt and not its content
    assert (
        "The memory was deleted." in rows[0]
        and f'href="{reverse("dashboard:receipt-detail", args=[deleted.pk])}"' in rows[0]
    )
    assert 'deleted <span class="muted">(you)' in rows[0] and "8万" not in html
    assert "conflict rejected" in rows[1] and "Alice lives in Ningbo" in rows[1]
    waiting_row = next(row for row in rows if "Alice lives in Suzhou" in row)
    assert "new, waiting for your decision" in waiting_row and f'/memory/pending/#pending-{waiting.pk}"' in waiting_row


def test_every_deletion_receipt_can_be_reopened_not_only_the_latest(
    alice_client: Client, end_user: User, memory: MemoryEntry, budget: MemoryEntry
) -> None:
    memories_delete(user=end_user, memories=[budget], actor="user")
    memories_clear(user=end_user, actor=actor_for_user(end_user))
    first, second = AuditEvent.objects.filter(action__in=["memory.deleted", "memories.cleared"]).order_by("id")
    listing = alice_client.get(reverse("dashboard:receipts"))
    assert [r.pk for r in listing.context["receipts"]] == [second.pk, first.pk]
    html = listing.content.decode()
    assert "All of your memory was deleted." in html and "The memory was deleted." in html and first.hash[:16] in html
    reopened = alice_client.get(reverse("dashboard:receipt-detail", args=[first.pk]))
    page = reopened.content.decode()
    assert (
        reopened.status_code == 200
        and "The memory was deleted." in page
        and f"#{first.pk}" in page
        and "8万" not in page
    )
    assert reopened.context["receipt"]["counts"]["memories"] == 1 and "<dd>you</dd>" in page


def test_another_persons_receipt_and_other_audit_events_are_a_404(
    alice_client: Client, end_user: User, other_end_user: User, memory: MemoryEntry
) -> None:
    theirs = memory_create(user=other_end_user, summary="Bob lives in Paris", index=False)
    memories_delete(user=other_end_user, memories=[theirs], actor="user")
    memory_set_enabled(memory=memory, enabled=False, actor="user")
    for event in AuditEvent.objects.all():
        assert alice_client.get(reverse("dashboard:receipt-detail", args=[event.pk])).status_code == 404
    assert alice_client.get(reverse("dashboard:receipts")).context["receipts"] == []
    assert "Bob" not in alice_client.get(reverse("dashboard:changelog")).content.decode()


def test_the_receipts_are_in_chinese_for_a_chinese_user(
    alice_client: Client, end_user: User, budget: MemoryEntry
) -> None:
    memories_delete(user=end_user, memories=[budget], actor="user")
    end_user.language = "zh-hans"
    end_user.save(update_fields=["language"])
    html = alice_client.get(reverse("dashboard:receipts")).content.decode()
    assert "删除回执" in html and "这条记忆已被删除。" in html
    changes = alice_client.get(reverse("dashboard:changelog")).content.decode()
    assert "已删除" in changes and "回执" in changes
