"""The pending inbox: contradictions settled one by one or in a batch."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from django.db import connection, connections, transaction
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create, memory_resolve_pending

pytestmark = pytest.mark.django_db
URL = reverse("dashboard:pending")


@pytest.fixture
def conflicts(end_user: User, memory: MemoryEntry, budget: MemoryEntry) -> list[MemoryEntry]:
    return [
        memory_create(
            user=end_user,
            summary="Alice lives in Shanghai",
            facts={"city": "Shanghai"},
            status="pending",
            conflicts_with=memory,
            index=False,
        ),
        memory_create(
            user=end_user,
            summary="Alice's budget is 10万",
            facts={"budget": "10万"},
            status="pending",
            conflicts_with=budget,
            index=False,
        ),
    ]


def test_the_inbox_shows_each_conflict_next_to_what_is_stored(
    alice_client: Client, conflicts: list[MemoryEntry], django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    with django_assert_num_queries(4):
        response = alice_client.get(URL)
    html = response.content.decode()
    assert "Alice lives in Shanghai" in html and "Alice lives in Hangzhou" in html and "10万" in html and "8万" in html


def test_confirming_one_makes_the_new_value_current_and_keeps_the_old_in_history(
    alice_client: Client, memory: MemoryEntry, conflicts: list[MemoryEntry]
) -> None:
    response = alice_client.post(
        reverse("dashboard:pending-resolve", args=[conflicts[0].pk]),
        {"action": "accept"},
        headers={"HX-Request": "true"},
    )
    assert response.status_code == 200 and response.content.decode().lstrip().startswith('<section id="inbox"')
    memory.refresh_from_db()
    assert memory.summary == "Alice lives in Shanghai" and memory.facts["city"] == "Shanghai"
    assert memory.versions.filter(summary="Alice lives in Hangzhou").exists()
    assert not MemoryEntry.objects.filter(pk=conflicts[0].pk).exists()


def test_rejecting_one_keeps_the_stored_value_and_sets_the_statement_aside(
    alice_client: Client, memory: MemoryEntry, budget: MemoryEntry, conflicts: list[MemoryEntry]
) -> None:
    response = alice_client.post(reverse("dashboard:pending-resolve", args=[conflicts[0].pk]), {"action": "reject"})
    assert response.status_code == 302
    memory.refresh_from_db()
    assert memory.summary == "Alice lives in Hangzhou" and memory.version == 1
    rejected = MemoryEntry.objects.get(pk=conflicts[0].pk)
    assert rejected.status == "archived" and rejected.conflicts_with_id == memory.pk
    assert MemoryEntry.objects.get(pk=conflicts[1].pk).status == "pending"  # the other one waits
    assert MemoryEntry.objects.get(pk=budget.pk).version == 1


def test_the_inbox_shows_readable_fact_labels(alice_client: Client, end_user: User, memory: MemoryEntry) -> None:
    memory_create(
        user=end_user,
        summary="Alice earns 3万 a month, 3.5万 from May",
        facts={"salary": "3万", "salary_2": "3.5万", "mention_2": "May"},
        status="pending",
        conflicts_with=memory,
        index=False,
    )
    html = alice_client.get(URL).content.decode()
    assert "<dt>Salary</dt><dd>3万</dd><dd>3.5万</dd>" in html and "<dt>Mentioned</dt>" in html
    assert "salary_2" not in html and "mention_2" not in html


def test_a_batch_confirms_all_selected(alice_client: Client, budget: MemoryEntry, conflicts: list[MemoryEntry]) -> None:
    response = alice_client.post(URL, {"action": "accept", "ids": [str(c.pk) for c in conflicts]})
    assert response.status_code == 302
    assert not MemoryEntry.objects.filter(status="pending").exists()
    budget.refresh_from_db()
    assert budget.facts["budget"] == "10万"


def test_a_batch_reject_by_htmx_returns_the_empty_inbox(alice_client: Client, conflicts: list[MemoryEntry]) -> None:
    response = alice_client.post(
        URL, {"action": "reject", "ids": [str(c.pk) for c in conflicts]}, headers={"HX-Request": "true"}
    )
    assert "Nothing is waiting" in response.content.decode() and "2 settled." in response.content.decode()


def test_a_batch_without_a_selection_changes_nothing(alice_client: Client, conflicts: list[MemoryEntry]) -> None:
    alice_client.post(URL, {"action": "accept"})
    assert MemoryEntry.objects.filter(status="pending").count() == 2


def test_resolving_a_memory_that_is_not_pending_is_a_404(alice_client: Client, memory: MemoryEntry) -> None:
    assert (
        alice_client.post(reverse("dashboard:pending-resolve", args=[memory.pk]), {"action": "accept"}).status_code
        == 404
    )


def wait_until_blocked_by_this_connection(timeout: float = 30.0) -> None:
    """Until another connection waits on a lock this one holds (pg_locks is read live, not once
    per transaction as pg_stat_activity is)."""
    deadline = time.monotonic() + timeout
    with connection.cursor() as cursor:
        while True:
            cursor.execute(
                "SELECT count(*) FROM pg_locks WHERE NOT granted AND pg_backend_pid() = ANY(pg_blocking_pids(pid))"
            )
            if cursor.fetchone()[0]:
                return
            assert time.monotonic() < deadline, "the other confirm never waited on this one's lock"
            time.sleep(0.05)


def while_a_confirm_holds(pending: MemoryEntry, other_confirm: Callable[[], int]) -> list[int]:
    """Run ``other_confirm`` on a connection of its own while a confirm of ``pending`` holds its
    transaction open (until the other waits on its lock); what the other answered, once both ended."""
    statuses: list[int] = []

    def run() -> None:
        try:
            statuses.append(other_confirm())
        finally:
            connections.close_all()

    other = threading.Thread(target=run)
    with transaction.atomic():
        memory_resolve_pending(pending=MemoryEntry.objects.get(pk=pending.pk), accept=True, actor="user")
        other.start()
        wait_until_blocked_by_this_connection()
    other.join(timeout=60)
    return statuses


@pytest.mark.django_db(transaction=True)
def test_two_confirms_cannot_race_the_dashboards_waits_and_finds_it_settled(
    alice_client: Client, memory: MemoryEntry, conflicts: list[MemoryEntry]
) -> None:
    """A confirm still in its transaction (another tab, the API) holds the pending row: the
    dashboard's confirm of the same contradiction, on a connection of its own, waits for it and
    then finds it settled - one confirmed version, not two."""
    pending = conflicts[0]
    url = reverse("dashboard:pending-resolve", args=[pending.pk])
    statuses = while_a_confirm_holds(pending, lambda: alice_client.post(url, {"action": "accept"}).status_code)
    assert statuses == [404]
    assert memory.versions.filter(change=MemoryVersion.Change.CONFIRMED).count() == 1
    assert not MemoryEntry.objects.filter(pk=pending.pk).exists()
