"""Staff read a person's memory content in the admin only after recording a reason, which is audited."""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.contrib.admin.models import LogEntry
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.audit.access import HIDDEN, SESSION_KEY
from apps.audit.models import AuditEvent
from apps.memory.models import MemoryEntry
from tests.privacy.conftest import client_for
from tests.privacy.helpers import Planted, new_canary, plant_user_data

GATED_CHANGELISTS = [
    "admin:memory_memoryentry_changelist",
    "admin:memory_memoryversion_changelist",
    "admin:memory_episode_changelist",
    "admin:memory_recallrecord_changelist",
    "admin:memory_pipelinejob_changelist",
    "admin:chat_message_changelist",
    "admin:chat_chatsession_changelist",
]


@pytest.fixture
def planted(end_user: User) -> Planted:
    return plant_user_data(end_user, new_canary())


def grant(client: Client, user: User, reason: str = "Support ticket 4711: wrong reminder") -> Any:
    return client.post(reverse("admin:audit_access_grant", args=[user.pk]), {"reason": reason, "next": "/admin/"})


@pytest.mark.parametrize("name", GATED_CHANGELISTS)
def test_admin_lists_hide_content_without_a_recorded_reason(name: str, admin_user: User, planted: Planted) -> None:
    response = client_for(admin_user).get(reverse(name))
    assert response.status_code == 200
    html = response.content.decode()
    assert planted.canary not in html
    assert "record a reason to view" in html


def test_memory_lists_show_the_placeholder_in_place_of_content(admin_user: User, planted: Planted) -> None:
    html = client_for(admin_user).get(reverse("admin:memory_memoryentry_changelist")).content.decode()
    assert html.count(HIDDEN) >= 4  # summary and entity of both entries


def test_a_memory_page_without_a_reason_is_read_only_with_its_content_hidden(
    admin_user: User, planted: Planted
) -> None:
    entry = MemoryEntry.objects.filter(user=planted.user, status="active").first()
    assert entry is not None
    client = client_for(admin_user)
    page = client.get(reverse("admin:memory_memoryentry_change", args=[entry.pk]))
    html = page.content.decode()
    assert page.status_code == 200
    assert planted.canary not in html  # not in fields, title, breadcrumbs, versions or linked rows
    assert HIDDEN in html and f"memory entry #{entry.pk}" in html
    assert reverse("admin:audit_access_grant", args=[planted.user.pk]) in html
    assert 'name="summary"' not in html  # nothing to edit blind
    assert "384-d vector · test" in html  # what is not content stays visible


def test_history_and_delete_pages_lead_to_the_reason_form(admin_user: User, planted: Planted) -> None:
    entry = MemoryEntry.objects.filter(user=planted.user).first()
    assert entry is not None
    client = client_for(admin_user)
    for view in ("history", "delete"):
        response = client.get(reverse(f"admin:memory_memoryentry_{view}", args=[entry.pk]))
        assert response.status_code == 302, view
        assert response["Location"].startswith(reverse("admin:audit_access_grant", args=[planted.user.pk]))
    form = client.get(response["Location"])
    assert (
        form.status_code == 200 and b"Record the reason" in form.content and planted.canary.encode() not in form.content
    )


@pytest.mark.parametrize("model", ["memoryentry", "memoryversion", "episode", "recallrecord", "pipelinejob"])
def test_every_gated_memory_page_renders_without_content(model: str, admin_user: User, planted: Planted) -> None:
    from django.apps import apps

    obj = apps.get_model("memory", model).objects.order_by("pk").first()
    page = client_for(admin_user).get(reverse(f"admin:memory_{model}_change", args=[obj.pk]))
    assert page.status_code == 200 and planted.canary.encode() not in page.content


@pytest.mark.parametrize("model", ["chatsession", "message"])
def test_every_gated_chat_page_renders_without_content(model: str, admin_user: User, planted: Planted) -> None:
    from django.apps import apps

    obj = apps.get_model("chat", model).objects.order_by("pk").first()
    page = client_for(admin_user).get(reverse(f"admin:chat_{model}_change", args=[obj.pk]))
    assert page.status_code == 200 and planted.canary.encode() not in page.content


def test_recording_a_reason_is_audited_and_opens_that_persons_content_only(
    admin_user: User, planted: Planted, other_end_user: User
) -> None:
    other = plant_user_data(other_end_user, new_canary())
    client = client_for(admin_user)
    response = grant(client, planted.user)
    assert response.status_code == 302 and response["Location"] == "/admin/"

    event = AuditEvent.objects.get(action="admin.opened_memories")
    assert event.subject == planted.user.pseudonym
    assert event.actor == admin_user.pseudonym and event.actor_type == "staff"
    assert event.reason == "Support ticket 4711: wrong reminder"
    assert event.scope == {"minutes": 30}

    html = client.get(reverse("admin:memory_memoryentry_changelist")).content.decode()
    assert planted.canary in html and other.canary not in html
    entry = MemoryEntry.objects.filter(user=planted.user).first()
    assert entry is not None
    page = client.get(reverse("admin:memory_memoryentry_change", args=[entry.pk]))
    assert page.status_code == 200 and planted.canary.encode() in page.content


def test_a_reason_must_say_something(admin_user: User, planted: Planted) -> None:
    response = grant(client_for(admin_user), planted.user, reason="because")
    assert response.status_code == 200 and b"at least 10 characters" in response.content
    assert not AuditEvent.objects.exists()


def test_a_grant_expires(admin_user: User, planted: Planted) -> None:
    client = client_for(admin_user)
    grant(client, planted.user)
    session = client.session
    session[SESSION_KEY][str(planted.user.pk)]["until"] = time.time() - 1
    session.save()
    html = client.get(reverse("admin:memory_memoryentry_changelist")).content.decode()
    assert planted.canary not in html


def test_content_cannot_be_searched_without_a_reason(admin_user: User, planted: Planted) -> None:
    client = client_for(admin_user)
    for name in ("admin:memory_memoryentry_changelist", "admin:memory_episode_changelist"):
        response = client.get(reverse(name), {"q": planted.canary})
        assert response.context is not None and response.context["cl"].result_count == 0, name
    # every search field of messages is content: there is nothing left to search
    response = client.get(reverse("admin:chat_message_changelist"))
    assert response.context is not None and response.context["cl"].search_fields == []


def test_the_bulk_delete_action_is_not_offered(admin_user: User, planted: Planted) -> None:
    html = client_for(admin_user).get(reverse("admin:memory_memoryentry_changelist")).content.decode()
    assert "delete_selected" not in html


def test_admin_log_lines_do_not_quote_content_and_deleting_is_audited(admin_user: User, planted: Planted) -> None:
    client = client_for(admin_user)
    grant(client, planted.user)
    entry = MemoryEntry.objects.filter(user=planted.user, status="active").first()
    assert entry is not None
    response = client.post(reverse("admin:memory_memoryentry_delete", args=[entry.pk]), {"post": "yes"})
    assert response.status_code == 302
    assert not MemoryEntry.objects.filter(pk=entry.pk).exists()
    line = LogEntry.objects.filter(object_id=str(entry.pk), action_flag=3).get()
    assert line.object_repr == f"memory entry #{entry.pk}"
    event = AuditEvent.objects.get(action="admin.deleted")
    assert event.subject == planted.user.pseudonym and event.scope == {"model": "memory.memoryentry", "id": entry.pk}
    assert event.counts["memory.memoryentry"] == 2  # the entry and the pending conflict that pointed at it
    assert event.counts["memory.memoryversion"] == 3


def test_the_admin_log_is_never_written_with_content_not_even_before_an_update(
    admin_user: User, planted: Planted
) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = client_for(admin_user)
    grant(client, planted.user)
    entry = MemoryEntry.objects.filter(user=planted.user, status="active").first()
    assert entry is not None and planted.canary in entry.summary
    with CaptureQueriesContext(connection) as queries:
        change = client.post(
            reverse("admin:memory_memoryentry_change", args=[entry.pk]),
            {"summary": f"{entry.summary} (edited)", "type": entry.type, "importance": entry.importance},
        )
        client.post(reverse("admin:memory_memoryentry_delete", args=[entry.pk]), {"post": "yes"})
    written = [
        q["sql"]
        for q in queries.captured_queries
        if "django_admin_log" in q["sql"] and not q["sql"].lstrip().upper().startswith("SELECT")
    ]
    assert written, change.status_code  # the deletion (at least) was logged
    assert not any(planted.canary in sql for sql in written)
    assert not any(sql.lstrip().upper().startswith("UPDATE") for sql in written)  # named right the first time


def test_adding_a_member_on_a_workspace_page_writes_no_username_to_the_admin_log(
    admin_user: User, end_user: User
) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    workspace = end_user.workspace
    assert workspace is not None
    client = client_for(admin_user)
    url = reverse("admin:accounts_workspace_change", args=[workspace.pk])
    data = {
        "name": workspace.name, "slug": workspace.slug, "created_at_0": "2026-01-01", "created_at_1": "08:00:00",
        "memberships-TOTAL_FORMS": "1", "memberships-INITIAL_FORMS": "0",
        "memberships-MIN_NUM_FORMS": "0", "memberships-MAX_NUM_FORMS": "1000",
        "memberships-0-user": str(end_user.pk), "memberships-0-role": "member",
        "memberships-0-created_at_0": "2026-01-01", "memberships-0-created_at_1": "09:00:00",
    }  # fmt: skip
    with CaptureQueriesContext(connection) as queries:
        response = client.post(url, data)
    assert response.status_code == 302
    assert end_user.memberships.count() == 1
    written = [
        q["sql"] for q in queries.captured_queries if "django_admin_log" in q["sql"] and "INSERT" in q["sql"].upper()
    ]
    assert written and not any(end_user.username in sql for sql in written)
    line = LogEntry.objects.get(object_id=str(workspace.pk))
    assert line.object_repr == f"workspace #{workspace.pk}" and end_user.username not in line.change_message


def test_an_access_reason_keeps_no_contact_detail_in_the_append_only_log(admin_user: User, planted: Planted) -> None:
    grant(client_for(admin_user), planted.user, "Ticket from carol@example.com, call 415-555-0134")
    event = AuditEvent.objects.get(action="admin.opened_memories")
    assert event.reason == "Ticket from [email], call [phone]"
