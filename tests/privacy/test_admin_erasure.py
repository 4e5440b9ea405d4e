"""Deleting a person in the Django admin is an erasure: it goes through the erasure service (every
store, an audit event, a completed erasure request with its receipt), the confirmation page shows
no memory or chat content, the bulk action queues erasure requests instead of deleting, and the
search never selects a person by a fragment of their name."""

from __future__ import annotations

import pytest
from django.urls import reverse

from apps.accounts.models import User
from apps.audit.models import AuditEvent, ErasureRequest
from apps.chat.models import ChatSession, Message
from apps.memory.models import MemoryEntry
from tests.privacy.conftest import client_for
from tests.privacy.helpers import Planted, new_canary, plant_user_data


@pytest.fixture
def planted(end_user: User) -> Planted:
    return plant_user_data(end_user, new_canary())


def test_the_delete_confirmation_shows_no_content_and_deleting_erases_with_a_receipt(
    admin_user: User, planted: Planted
) -> None:
    client = client_for(admin_user)
    url = reverse("admin:accounts_user_delete", args=[planted.user.pk])
    page = client.get(url)
    assert page.status_code == 200
    html = page.content.decode()
    assert planted.canary not in html
    assert "erased with a receipt" in html

    done = client.post(url, {"post": "yes"}, follow=True)
    assert done.status_code == 200
    assert planted.canary not in done.content.decode()
    assert not User.objects.filter(pk=planted.user.pk).exists()
    assert not MemoryEntry.objects.filter(user_id=planted.user.pk).exists()
    assert not Message.objects.filter(user_id=planted.user.pk).exists()
    request = ErasureRequest.objects.get(channel="admin")
    assert request.status == ErasureRequest.Status.COMPLETED and request.receipt["stores"]["memory_entries"] > 0
    assert AuditEvent.objects.filter(action="user.erased").count() == 1
    assert request.request_id in done.content.decode()  # the receipt is named to the admin


def test_the_bulk_action_queues_erasure_requests_and_django_bulk_delete_is_gone(
    admin_user: User, planted: Planted
) -> None:
    client = client_for(admin_user)
    changelist = reverse("admin:accounts_user_changelist")
    page = client.get(changelist).content.decode()
    assert 'value="delete_selected"' not in page and 'value="request_erasure"' in page
    response = client.post(
        changelist, {"action": "request_erasure", "_selected_action": [planted.user.pk]}, follow=True
    )
    assert response.status_code == 200
    request = ErasureRequest.objects.get(channel="admin")
    assert request.status == ErasureRequest.Status.RECEIVED and request.due_at > request.requested_at
    assert User.objects.filter(pk=planted.user.pk).exists()  # queued, not deleted
    assert ChatSession.objects.filter(user=planted.user).exists()
    assert AuditEvent.objects.filter(action="erasure.requested").count() == 1


def test_the_people_search_matches_whole_names_only(admin_user: User, end_user: User) -> None:
    client = client_for(admin_user)
    changelist = reverse("admin:accounts_user_changelist")
    assert f">{end_user.username}<" not in client.get(changelist, {"q": end_user.username[:3]}).content.decode()
    assert f">{end_user.username}<" in client.get(changelist, {"q": end_user.username}).content.decode()


def test_a_workspace_with_people_cannot_be_deleted_in_the_admin_which_would_erase_them_unaudited(
    admin_user: User, planted: Planted
) -> None:
    # Deleting a workspace cascades to its end users: it would delete people without the erasure
    # service (no receipt, no audit event) after a confirmation page listing their memories.
    client = client_for(admin_user)
    workspace = planted.user.workspace
    assert workspace is not None
    url = reverse("admin:accounts_workspace_delete", args=[workspace.pk])
    page = client.get(url)
    assert page.status_code == 403
    assert planted.canary not in page.content.decode()
    assert client.post(url, {"post": "yes"}).status_code == 403
    changelist = reverse("admin:accounts_workspace_changelist")
    assert 'value="delete_selected"' not in client.get(changelist).content.decode()
    client.post(changelist, {"action": "delete_selected", "_selected_action": [workspace.pk], "post": "yes"})
    assert User.objects.filter(pk=planted.user.pk).exists()
    assert MemoryEntry.objects.filter(user=planted.user).exists()


def test_a_workspace_without_people_can_still_be_deleted(admin_user: User) -> None:
    from apps.accounts.models import Workspace

    empty = Workspace.objects.create(name="Empty", slug="empty")
    client = client_for(admin_user)
    url = reverse("admin:accounts_workspace_delete", args=[empty.pk])
    assert client.get(url).status_code == 200
    client.post(url, {"post": "yes"})
    assert not Workspace.objects.filter(pk=empty.pk).exists()
