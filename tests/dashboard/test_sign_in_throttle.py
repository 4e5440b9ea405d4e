"""Brute force: failed sign-ins lock the account and the client for a while (the right password
included), on the dashboard's sign-in page and the admin's alike; password-reset mail has a budget
per address and per client."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core import mail
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User

pytestmark = pytest.mark.django_db


def _sign_in(client: Client, username: str, password: str, *, url: str | None = None) -> Any:
    return client.post(url or reverse("login"), {"username": username, "password": password})


def _signed_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


def test_five_wrong_passwords_lock_the_account_and_the_right_one_then_fails_with_the_wait(
    client: Client, end_user: User
) -> None:
    for _ in range(5):
        assert _sign_in(client, "alice", "wrong-guess").status_code == 200
    assert not _signed_in(client)
    locked = _sign_in(client, "alice", "alice-pass-123")
    assert locked.status_code == 200 and not _signed_in(client)
    # counted in fixed 15-minute windows: the wait is what is left of the current one
    wait = re.search(r"Too many failed sign-in attempts\. Try again in (\d+) minutes?\.", locked.content.decode())
    assert wait is not None and 1 <= int(wait.group(1)) <= 15
    # the case of the username does not open a second budget
    assert not _signed_in(client) and _sign_in(client, "ALICE", "alice-pass-123").status_code == 200


def test_the_lockout_is_per_account_until_the_client_itself_is_over_its_limit(
    client: Client, end_user: User, owner: User, settings: Any
) -> None:
    for _ in range(5):
        _sign_in(client, "alice", "wrong-guess")
    assert _sign_in(client, "olivia", "owner-pass-123").status_code == 302  # another account: fine
    client.logout()

    settings.LOGIN_FAILURES_PER_CLIENT = 8
    for name in ("nobody-1", "nobody-2", "nobody-3"):  # spraying other names from the same client
        _sign_in(client, name, "guess")
    refused = _sign_in(client, "olivia", "owner-pass-123")
    assert refused.status_code == 200 and not _signed_in(client)
    elsewhere = Client(REMOTE_ADDR="198.51.100.7")
    assert _sign_in(elsewhere, "olivia", "owner-pass-123").status_code == 302


def test_the_admin_sign_in_has_the_same_lockout(client: Client, workspace: Any) -> None:
    User.objects.create_superuser(username="root", password="root-pass-123", email="", workspace=workspace)
    url = reverse("admin:login")
    for _ in range(5):
        _sign_in(client, "root", "wrong-guess", url=url)
    locked = _sign_in(client, "root", "root-pass-123", url=url)
    assert locked.status_code == 200 and not _signed_in(client)
    assert "Too many failed sign-in attempts" in locked.content.decode()


def test_password_reset_mail_has_a_budget_per_address_and_per_client(client: Client, end_user: User) -> None:
    end_user.email = "alice@example.com"
    end_user.save()
    for _ in range(5):
        assert client.post(reverse("password_reset"), {"email": "alice@example.com"}).status_code == 302
    assert len(mail.outbox) == 3  # the same page every time; no more mail past the budget
    for n in range(5):
        client.post(reverse("password_reset"), {"email": f"someone-{n}@example.com"})
    refused = client.post(reverse("password_reset"), {"email": "alice@example.com"})
    assert refused.status_code == 200
    assert "Too many password-reset requests" in refused.content.decode()
    assert len(mail.outbox) == 3


def test_behind_a_trusted_proxy_each_client_has_its_own_budget_and_a_forged_address_gains_nothing(
    end_user: User, owner: User, settings: Any
) -> None:
    # Behind a TLS proxy every request comes from the proxy's address: without TRUSTED_PROXY_COUNT
    # the per-client limit counted all clients together (one attacker locked everyone out).
    settings.LOGIN_FAILURES_PER_CLIENT = 4
    settings.TRUSTED_PROXY_COUNT = 1
    proxy = "10.0.0.2"
    attacker = Client(REMOTE_ADDR=proxy, HTTP_X_FORWARDED_FOR="203.0.113.9")
    for n in range(4):  # a forged first entry: the proxy appends the address it really saw
        attacker.defaults["HTTP_X_FORWARDED_FOR"] = f"192.0.2.{n}, 203.0.113.9"
        _sign_in(attacker, f"nobody-{n}", "guess")
    assert _sign_in(attacker, "olivia", "owner-pass-123").status_code == 200  # that client is locked
    someone_else = Client(REMOTE_ADDR=proxy, HTTP_X_FORWARDED_FOR="198.51.100.7")
    assert _sign_in(someone_else, "olivia", "owner-pass-123").status_code == 302

    settings.TRUSTED_PROXY_COUNT = 0  # the default: X-Forwarded-For is not read at all
    direct = Client(REMOTE_ADDR="198.51.100.8", HTTP_X_FORWARDED_FOR="203.0.113.9")
    assert _sign_in(direct, "olivia", "owner-pass-123").status_code == 302


def test_retyping_the_password_to_delete_the_account_or_change_it_is_locked_out_like_signing_in(
    end_user: User, settings: Any
) -> None:
    # a session left open must be no oracle for guessing the password: the same counters
    session = Client()
    session.force_login(end_user)
    delete = reverse("dashboard:account-delete")
    for _ in range(3):
        assert session.post(delete, {"confirmation": "delete my account", "password": "guess"}).status_code == 422
    for _ in range(2):
        form = {"old_password": "guess", "new_password1": "n3w-Pass-word!", "new_password2": "n3w-Pass-word!"}
        assert session.post(reverse("password_change"), form).status_code == 200
    right = session.post(delete, {"confirmation": "delete my account", "password": "alice-pass-123"})
    assert right.status_code == 422 and "Too many failed sign-in attempts" in right.content.decode()
    assert User.objects.filter(pk=end_user.pk).exists()
    changed = session.post(
        reverse("password_change"),
        {"old_password": "alice-pass-123", "new_password1": "n3w-Pass-word!", "new_password2": "n3w-Pass-word!"},
    )
    assert "Too many failed sign-in attempts" in changed.content.decode()
    assert User.objects.get(pk=end_user.pk).check_password("alice-pass-123")
    assert _sign_in(Client(), "alice", "alice-pass-123").status_code == 200  # and signing in is locked too
