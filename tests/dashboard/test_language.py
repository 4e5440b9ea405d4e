"""The language is stored on the account: chosen in the dashboard's switch, applied in any browser
the person logs in from, and the same field as the API user's ``language``."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.accounts.services import api_key_create
from tests.dashboard.conftest import client_for

pytestmark = pytest.mark.django_db
SWITCH = reverse("set_language")
HOME = reverse("dashboard:home")
ENGLISH_BROWSER = {"Accept-Language": "en-US,en;q=0.9"}


def choose(client: Client, language: str) -> Any:
    return client.post(SWITCH, {"language": language, "next": HOME})


def test_switching_the_language_stores_it_on_the_account(alice_client: Client, end_user: User) -> None:
    response = choose(alice_client, "zh-hans")
    assert response.status_code == 302 and response["Location"] == HOME
    assert response.cookies["django_language"].value == "zh-hans"
    end_user.refresh_from_db()
    assert end_user.language == "zh-hans"
    choose(alice_client, "en")
    end_user.refresh_from_db()
    assert end_user.language == "en"


def test_the_account_language_follows_the_person_to_another_browser(alice_client: Client, end_user: User) -> None:
    choose(alice_client, "zh-hans")
    other_browser = client_for(end_user)  # a new browser: no language cookie, English Accept-Language
    response = other_browser.get(HOME, headers=ENGLISH_BROWSER)
    html = response.content.decode()
    assert 'lang="zh-Hans"' in html and "概览" in html
    # the browser's cookie is brought in line, so the pages after logging out stay in Chinese
    assert response.cookies["django_language"].value == "zh-hans"
    other_browser.post(reverse("logout"))
    assert "登录" in other_browser.get(reverse("login"), headers=ENGLISH_BROWSER).content.decode()


def test_a_login_applies_the_account_language(client: Client, end_user: User, settings: Any) -> None:
    User.objects.filter(pk=end_user.pk).update(language="zh-hans")
    client.post(reverse("login"), {"username": "alice", "password": "alice-pass-123"}, headers=ENGLISH_BROWSER)
    assert "我的记忆" in client.get(reverse("dashboard:memory"), headers=ENGLISH_BROWSER).content.decode()


def test_the_account_language_overrides_a_stale_cookie_of_the_browser(alice_client: Client, end_user: User) -> None:
    User.objects.filter(pk=end_user.pk).update(language="en")
    alice_client.cookies["django_language"] = "zh-hans"
    assert "Overview" in alice_client.get(HOME).content.decode()


def test_without_an_account_language_the_browser_decides(alice_client: Client, end_user: User) -> None:
    assert end_user.language == ""
    html = alice_client.get(HOME, headers={"Accept-Language": "zh-CN,zh;q=0.9"}).content.decode()
    assert "概览" in html


def test_an_unknown_language_or_an_anonymous_switch_stores_nothing(
    alice_client: Client, end_user: User, client: Client
) -> None:
    choose(alice_client, "xx")
    end_user.refresh_from_db()
    assert end_user.language == ""
    assert choose(client, "zh-hans").cookies["django_language"].value == "zh-hans"  # the cookie alone, as before


def test_the_api_user_s_language_is_the_account_s(alice_client: Client, end_user: User, workspace: Any) -> None:
    key = api_key_create(workspace=workspace, name="bot", scopes=["read", "write"]).token
    api = Client()
    auth = {"Authorization": f"Bearer {key}"}
    choose(alice_client, "zh-hans")
    settings_url = "/api/v1/users/alice/settings"
    assert api.get(settings_url, headers=auth, secure=True).json()["language"] == "zh-hans"
    # set through the API: the dashboard follows
    response = api.patch(
        settings_url, data={"language": "en"}, content_type="application/json", headers=auth, secure=True
    )
    assert response.status_code == 200 and response.json()["language"] == "en"
    assert "Overview" in alice_client.get(HOME).content.decode()
    # "zh", as a product may write it, is Simplified Chinese in the dashboard
    api.put("/api/v1/users/alice", data={"language": "zh"}, content_type="application/json", headers=auth, secure=True)
    end_user.refresh_from_db()
    assert end_user.language == "zh"
    assert "概览" in alice_client.get(HOME).content.decode()


def test_the_account_language_costs_no_query(
    alice_client: Client, end_user: User, django_assert_num_queries: Any
) -> None:
    for language in ("", "zh-hans"):
        User.objects.filter(pk=end_user.pk).update(language=language)
        with django_assert_num_queries(3):  # the session, the user, the navigation's roles: as before
            alice_client.get(reverse("password_change"))
