"""An end user can erase their own account from the dashboard: the phrase and their password, then
the erasure service (every store, an audit event), sign-out and the receipt."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.audit.models import AuditEvent, ErasureRequest
from apps.memory.models import MemoryEntry
from apps.memory.services import memory_create

pytestmark = pytest.mark.django_db
URL = reverse("dashboard:account-delete")


def test_a_wrong_phrase_or_password_erases_nothing(alice_client: Client, end_user: User) -> None:
    memory_create(user=end_user, summary="Alice keeps bees", index=False)
    wrong_phrase = alice_client.post(URL, {"confirmation": "delete", "password": "alice-pass-123"})
    wrong_password = alice_client.post(URL, {"confirmation": "delete my account", "password": "guess"})
    assert wrong_phrase.status_code == 422 and "Type the phrase exactly" in wrong_phrase.content.decode()
    assert wrong_password.status_code == 422 and "not your password" in wrong_password.content.decode()
    assert User.objects.filter(pk=end_user.pk).exists() and MemoryEntry.objects.filter(user=end_user).exists()


def test_erasing_the_account_deletes_everything_signs_out_and_shows_the_receipt(
    alice_client: Client, end_user: User
) -> None:
    memory_create(user=end_user, summary="Alice keeps bees", index=False)
    assert alice_client.get(URL).status_code == 200
    done = alice_client.post(URL, {"confirmation": "Delete my account", "password": "alice-pass-123"})
    assert done.status_code == 200
    html = done.content.decode()
    request = ErasureRequest.objects.get()
    assert "Your account was erased" in html and request.request_id in html
    assert "bees" not in html
    assert not User.objects.filter(pk=end_user.pk).exists() and not MemoryEntry.objects.exists()
    assert request.status == ErasureRequest.Status.COMPLETED and request.channel == "dashboard"
    assert AuditEvent.objects.filter(action="user.erased").count() == 1
    assert "_auth_user_id" not in alice_client.session
    assert alice_client.get(reverse("dashboard:home")).status_code == 302  # signed out


def test_the_receipt_page_is_in_chinese_for_a_chinese_user(client: Client, end_user: User) -> None:
    client.force_login(end_user)
    done = client.post(
        URL, {"confirmation": "删除我的账户", "password": "alice-pass-123"}, HTTP_ACCEPT_LANGUAGE="zh-hans"
    )
    assert done.status_code == 200
    html = done.content.decode()
    assert "你的账户已被擦除" in html and "对话" in html  # store names translated too


def test_owners_and_staff_are_sent_to_an_administrator(client: Client, owner: User) -> None:
    client.force_login(owner)
    refused = client.post(URL, {"confirmation": "delete my account", "password": "owner-pass-123"})
    assert refused.status_code == 403
    assert "removed by an administrator" in refused.content.decode()
    assert User.objects.filter(pk=owner.pk).exists()
