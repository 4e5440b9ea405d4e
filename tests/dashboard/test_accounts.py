"""Sign up, log in and out, password change and reset (console email in development)."""

from __future__ import annotations

import re

import pytest
from django.core import mail
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User

pytestmark = pytest.mark.django_db


def test_sign_up_creates_an_end_user_in_the_personal_workspace_and_logs_them_in(client: Client) -> None:
    response = client.post(
        reverse("signup"),
        {
            "username": "carol",
            "email": "carol@example.com",
            "password1": "a-long-pass-phrase-42",
            "password2": "a-long-pass-phrase-42",
        },
    )
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:home")
    user = User.objects.get(username="carol")
    assert user.workspace is not None and user.workspace.slug == "personal"
    assert user.check_password("a-long-pass-phrase-42") and user.memory_enabled
    assert client.get(reverse("dashboard:home")).status_code == 200


def test_sign_up_refuses_a_weak_or_mismatched_password(client: Client) -> None:
    response = client.post(reverse("signup"), {"username": "dave", "password1": "123", "password2": "124"})
    assert response.status_code == 422
    assert not User.objects.filter(username="dave").exists()


def test_pages_need_a_login(client: Client) -> None:
    response = client.get(reverse("dashboard:memory"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


def test_log_in_and_log_out_by_post_only(client: Client, end_user: User) -> None:
    page = client.get(reverse("login"))
    assert page.status_code == 200 and b"csrfmiddlewaretoken" in page.content
    response = client.post(reverse("login"), {"username": "alice", "password": "alice-pass-123"})
    assert response.status_code == 302
    assert client.get(reverse("logout")).status_code == 405
    assert client.post(reverse("logout")).status_code == 302
    assert client.get(reverse("dashboard:home")).status_code == 302


def test_forms_are_protected_by_csrf(end_user: User) -> None:
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(end_user)
    assert strict.post(reverse("dashboard:memory-switch"), {"enabled": "0"}).status_code == 403
    end_user.refresh_from_db()
    assert end_user.memory_enabled


def test_password_change_keeps_the_session(alice_client: Client, end_user: User) -> None:
    response = alice_client.post(
        reverse("password_change"),
        {
            "old_password": "alice-pass-123",
            "new_password1": "another-long-pass-77",
            "new_password2": "another-long-pass-77",
        },
    )
    assert response.status_code == 302
    end_user.refresh_from_db()
    assert end_user.check_password("another-long-pass-77")
    assert alice_client.get(reverse("dashboard:home")).status_code == 200


def test_password_reset_mails_a_link_that_sets_a_new_password(client: Client, end_user: User) -> None:
    end_user.email = "alice@example.com"
    end_user.save()
    assert client.post(reverse("password_reset"), {"email": "alice@example.com"}).status_code == 302
    assert len(mail.outbox) == 1
    link = re.search(r"https?://[^/]+(/accounts/password/reset/\S+/)", str(mail.outbox[0].body))
    assert link is not None
    form_page = client.get(link.group(1), follow=True)
    assert b"new_password1" in form_page.content
    response = client.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "fresh-pass-phrase-9", "new_password2": "fresh-pass-phrase-9"},
    )
    assert response.status_code == 302
    end_user.refresh_from_db()
    assert end_user.check_password("fresh-pass-phrase-9")
