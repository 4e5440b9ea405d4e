"""The overview page and the global memory switch."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.memory.models import MemoryEntry

pytestmark = pytest.mark.django_db


def test_the_overview_counts_what_is_kept(
    alice_client: Client, memory: MemoryEntry, budget: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    with django_assert_num_queries(7):
        response = alice_client.get(reverse("dashboard:home"))
    assert response.status_code == 200
    assert response.context["counts"] == {"in_use": 2, "off": 0, "pending": 0, "total": 2}
    assert "Memory is on." in response.content.decode()


def test_switching_memory_off_and_on_is_audited(alice_client: Client, end_user: User) -> None:
    response = alice_client.post(reverse("dashboard:memory-switch"), {"enabled": "0"})
    assert response.status_code == 302
    end_user.refresh_from_db()
    assert not end_user.memory_enabled
    assert "Memory is off." in alice_client.get(reverse("dashboard:home")).content.decode()
    alice_client.post(reverse("dashboard:memory-switch"), {"enabled": "1"})
    end_user.refresh_from_db()
    assert end_user.memory_enabled
    events = list(AuditEvent.objects.filter(subject=end_user.pseudonym, action="user.memory_switched").order_by("id"))
    assert [e.scope for e in events] == [{"memory_enabled": False}, {"memory_enabled": True}]


def test_the_switch_only_answers_post(alice_client: Client) -> None:
    assert alice_client.get(reverse("dashboard:memory-switch")).status_code == 405
