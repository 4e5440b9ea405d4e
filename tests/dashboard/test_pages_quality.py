"""Every page: Chinese and English, localised dates, no inline script or style (the CSP allows
none), htmx served from /static, labelled form fields."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.chat.services import chat_turn
from apps.memory.models import Episode, MemoryEntry

pytestmark = pytest.mark.django_db


class PageAudit(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.inline_scripts = 0
        self.inline_styles = 0
        self.script_srcs: list[str] = []
        self.field_ids: list[str] = []
        self.label_fors: set[str] = set()
        self.unlabelled: list[str] = []
        self._in_label = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "script":
            if a.get("src"):
                self.script_srcs.append(str(a["src"]))
            else:
                self.inline_scripts += 1
        if tag == "style" or "style" in a or any(k.startswith("on") for k in a):
            self.inline_styles += 1
        if tag == "label":
            self._in_label += 1
            if a.get("for"):
                self.label_fors.add(str(a["for"]))
        if tag in ("input", "select", "textarea") and a.get("type") not in ("hidden", "submit"):
            if self._in_label or a.get("aria-label") or a.get("aria-labelledby"):
                return
            self.field_ids.append(str(a.get("id") or a.get("name")))

    def handle_endtag(self, tag: str) -> None:
        if tag == "label":
            self._in_label -= 1


def pages(user: User, memory: MemoryEntry, episode: Episode) -> list[str]:
    session = chat_turn(user=user, text="Where do I live?").session
    return [
        reverse("dashboard:home"),
        reverse("dashboard:memory"),
        reverse("dashboard:memory-detail", args=[memory.pk]),
        reverse("dashboard:memory-edit", args=[memory.pk]),
        reverse("dashboard:memory-delete", args=[memory.pk]),
        reverse("dashboard:memory-sources", args=[memory.pk]),
        reverse("dashboard:episode-detail", args=[episode.pk]),
        reverse("dashboard:pending"),
        reverse("dashboard:changelog"),
        reverse("dashboard:clear-all"),
        reverse("dashboard:import"),
        reverse("dashboard:chat"),
        reverse("dashboard:chat-new"),
        reverse("dashboard:chat-session", args=[session.pk]),
        reverse("password_change"),
        reverse("dashboard:chat") + "?q=Hangzhou",
        reverse("dashboard:memory-bulk") + f"?action=delete&ids={memory.pk}",
        reverse("dashboard:memory-bulk") + f"?action=off&ids={memory.pk}",
    ]


def audit(html: str) -> PageAudit:
    parser = PageAudit()
    parser.feed(html)
    return parser


def test_no_page_has_inline_script_or_style_and_every_field_has_a_label(
    alice_client: Client, end_user: User, memory: MemoryEntry, episode: Episode
) -> None:
    for url in pages(end_user, memory, episode):
        response = alice_client.get(url)
        assert response.status_code == 200, url
        assert "script-src 'self'" in response["Content-Security-Policy"]
        result = audit(response.content.decode())
        assert result.inline_scripts == 0 and result.inline_styles == 0, url
        assert "/static/vendor/htmx.min.js" in result.script_srcs, url
        unlabelled = [f for f in result.field_ids if f not in result.label_fors]
        assert not unlabelled, (url, unlabelled)


def test_the_playground_and_account_pages_are_clean_too(owner_client: Client, owner: User, client: Client) -> None:
    created = owner_client.post(reverse("dashboard:api-keys"), {"name": "bot", "scopes": ["read"]})
    revoke = reverse("dashboard:api-key-revoke", args=[created.context["created"].api_key.prefix])
    for response in (
        owner_client.get(reverse("dashboard:playground"), {"persona": owner.pk}),
        created,
        owner_client.get(reverse("dashboard:api-keys")),
        owner_client.get(revoke),
        client.get(reverse("login")),
        client.get(reverse("signup")),
        client.get(reverse("password_reset")),
    ):
        result = audit(response.content.decode())
        assert result.inline_scripts == 0 and result.inline_styles == 0
        assert not [f for f in result.field_ids if f not in result.label_fors]


def test_pages_render_in_simplified_chinese_with_localised_dates(
    alice_client: Client, end_user: User, memory: MemoryEntry, episode: Episode
) -> None:
    alice_client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    html = alice_client.get(reverse("dashboard:memory")).content.decode()
    assert 'lang="zh-Hans"' in html and "我的记忆" in html and "核心档案" in html and "事实" in html
    assert re.search(r"\d{4}年\d{1,2}月\d{1,2}日", html)
    for url in pages(end_user, memory, episode):
        html = alice_client.get(url).content.decode()
        assert "My memory" not in html and "Overview" not in html, url  # the navigation is translated


def test_a_chinese_browser_gets_chinese_without_choosing(client: Client, end_user: User) -> None:
    client.force_login(end_user)
    html = client.get(reverse("dashboard:home"), headers={"Accept-Language": "zh-CN,zh;q=0.9"}).content.decode()
    assert "记忆已开启" in html and "概览" in html


def test_english_dates_are_localised_too(alice_client: Client, memory: MemoryEntry) -> None:
    html = alice_client.get(reverse("dashboard:memory-detail", args=[memory.pk])).content.decode()
    assert re.search(r"[A-Z][a-z]{2}\.? \d{1,2}, \d{4}", html)


def test_every_template_string_has_a_chinese_translation() -> None:
    from pathlib import Path

    po = (Path(__file__).resolve().parents[2] / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po").read_text(
        encoding="utf-8"
    )
    untranslated = re.findall(r'\nmsgid "(.+)"\nmsgstr ""\n\n', po)
    assert untranslated == []
    assert "#, fuzzy" not in po.split("\n\n", 1)[1]


def test_static_assets_are_served_from_the_project(client: Client, settings: Any) -> None:
    from django.contrib.staticfiles import finders

    assert finders.find("vendor/htmx.min.js") and finders.find("css/app.css") and finders.find("js/chat.js")
