"""Every page a person sees, rendered in Chinese over data that reaches every label (fact keys of
the write path, each recall factor, every change and deletion, an import that skips what is
already there, the A/B view): no English word is left in what is shown, beyond a short list of
names that stay as they are (memoryhub, API, token …). The data is in Chinese, so any English
word on the page is the interface's."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.accounts.services import api_key_create, end_user_ensure
from apps.audit.erasure import memories_clear
from apps.audit.services import actor_for_user
from apps.chat.services import chat_turn, messages_ingest, session_create
from apps.memory.models import Episode
from apps.memory.services import (
    memories_delete,
    memory_create,
    memory_resolve_pending,
    memory_set_enabled,
    memory_update,
)
from tests.dashboard.conftest import client_for
from tests.dashboard.test_playground import params

pytestmark = pytest.mark.django_db

# What may stay in Latin letters on a Chinese page: names, units and codes, and the content below.
ALLOWED = {
    "memoryhub",
    "api",
    "token",
    "json",
    "id",
    "top",
    "mbti",
    "intj",
    "english",
    "acme",
    "olivia",
    "mei",
    "cny",
    "csrf",
    "admin",
    "read",
    "write",
    "mh",
    "ctrl",
    "enter",  # key names: "Ctrl+Enter sends"
    "authorization",
    "bearer",  # the HTTP header an API key goes in
}


class VisibleText(HTMLParser):
    """The text a person sees or hears: element text outside script and style, and the attributes
    read out or shown (aria-label, title, placeholder, alt). A <pre> is left out: in the
    playground it quotes the prompt the model is given, role names and all."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "pre"):
            self._hidden += 1
        for name, value in attrs:
            if name in ("aria-label", "title", "placeholder", "alt") and value:
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "pre"):
            self._hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.parts.append(data)


def english_words(html: str) -> set[str]:
    parser = VisibleText()
    parser.feed(html)
    text = " ".join(parser.parts)
    words = re.findall(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z_]{2,}(?![A-Za-z0-9_])", text)
    return {w for w in words if w.lower() not in ALLOWED}


@pytest.fixture
def zh_owner(owner: User) -> User:
    owner.language = "zh-hans"
    owner.save(update_fields=["language"])
    return owner


def a_life_in_chinese(user: User) -> dict[str, Any]:
    session = session_create(user=user, title="搬家和工作")
    said = messages_ingest(
        session=session,
        messages=[
            {"role": "user", "content": "我住在杭州，血型是O型，在上海工作。"},
            {"role": "assistant", "content": "好的，记住了。"},
            # what the guard removes is stored as a placeholder, shown in the reader's language
            {"role": "user", "content": "我的银行卡号是 4111 1111 1111 1111，密码是 Tr0ub4dor&3"},
        ],
        end_session=True,
    ).messages
    home = memory_create(
        user=user,
        summary="用户住在杭州",
        type="fact",
        facts={"city": "杭州"},
        key="location",
        importance=5,
        source_session=session,
        source_message_ids=[said[0].pk],
    )
    about = memory_create(
        user=user,
        summary="用户的血型是O型，在上海工作",
        type="fact",
        importance=4,
        source_session=session,
        source_message_ids=[said[0].pk],
        facts={
            "blood_type": "O",
            "work_city": "上海",
            "height": "172厘米",
            "vehicle": "特斯拉",
            "learning": "西班牙语",
            "birthday": "5月3日",
            "pet": "猫",
            "mentions": "西门子",
            "dislikes": "香菜",
            "salary": "8000元",
            "salary_2": "9000元",
        },
    )
    memory_update(memory=about, actor="user", summary="用户的血型是O型，在上海工作（已确认）")
    memory_set_enabled(memory=about, enabled=False, actor="user")
    memory_set_enabled(memory=about, enabled=True, actor="user")
    memory_create(
        user=user,
        summary="用户住在苏州",
        type="fact",
        status="pending",
        conflicts_with=home,
        key="location",
        facts={"city": "苏州"},
    )
    rejected = memory_create(
        user=user, summary="用户住在宁波", type="fact", status="pending", conflicts_with=home, key="location"
    )
    memory_resolve_pending(pending=rejected, accept=False, actor="user")
    # a slot keyed by its type and its topic's words, as the write path keys what has no slot of its own
    plan = memory_create(
        user=user,
        summary="决定：测试版12月15日上线，预算12万元",
        type="decision",
        importance=4,
        key="decision:上线 测试版 预算",
        facts={"launch": "12月15日", "budget": "12万元"},
    )
    gone = memory_create(user=user, summary="用户的桌子靠窗", type="fact", importance=1)
    memories_delete(user=user, memories=[gone], actor="user")
    episode = Episode.objects.create(
        user=user,
        session=session,
        summary="用户住在杭州，在上海工作。",
        lines=[{"text": "用户住在杭州。", "message_ids": [said[0].pk]}],
        first_message_id=said[0].pk,
        last_message_id=said[-1].pk,
        message_count=2,
        started_at=said[0].created_at,
        ended_at=said[-1].created_at,
    )
    chat = chat_turn(user=user, text="我住在哪里？", session=session)
    return {"home": home, "about": about, "plan": plan, "episode": episode, "session": session, "chat": chat}


def test_no_english_is_left_on_any_page_in_chinese(zh_owner: User) -> None:
    data = a_life_in_chinese(zh_owner)
    client = client_for(zh_owner)
    home, about = data["home"], data["about"]
    pages = {
        url: client.get(url)
        for url in [
            reverse("dashboard:home"),
            reverse("dashboard:memory"),
            reverse("dashboard:memory") + "?q=杭州",
            reverse("dashboard:memory-detail", args=[about.pk]),
            reverse("dashboard:memory-edit", args=[about.pk]),
            reverse("dashboard:memory-detail", args=[home.pk]),
            reverse("dashboard:memory-detail", args=[data["plan"].pk]),
            reverse("dashboard:memory-delete", args=[home.pk]),
            reverse("dashboard:memory-sources", args=[home.pk]),
            reverse("dashboard:episode-detail", args=[data["episode"].pk]),
            reverse("dashboard:pending"),
            reverse("dashboard:changelog"),
            reverse("dashboard:receipts"),
            reverse("dashboard:clear-all"),
            reverse("dashboard:import"),
            reverse("dashboard:chat"),
            reverse("dashboard:chat") + "?q=杭州",
            reverse("dashboard:chat-new"),
            reverse("dashboard:chat-session", args=[data["session"].pk]),
            reverse("dashboard:chat-delete", args=[data["session"].pk]),
            reverse("dashboard:api-keys"),
            reverse("dashboard:memory-bulk") + f"?action=delete&ids={home.pk}&ids={about.pk}",
            reverse("dashboard:memory-bulk") + f"?action=off&ids={home.pk}",
            reverse("dashboard:playground") + f"?persona={zh_owner.pk}",
            reverse("password_change"),
        ]
    }
    exported = client.get(reverse("dashboard:export")).content
    pages["import report"] = client.post(
        reverse("dashboard:import"), {"file": SimpleUploadedFile("export.json", exported, "application/json")}
    )
    assert pages["import report"].context["report"]["skipped_counts"], (
        "the import skipped nothing: the page would not show why"
    )
    run = {
        "persona": zh_owner.pk,
        "session": data["session"].pk,
        "message": "我住在哪里？",
        "compare": "on",
        **params("a"),
        **params("b", use_semantic=False),
    }
    pages["playground A/B"] = client.post(reverse("dashboard:playground-run"), run)
    # the pages of what remains: a deletion's receipt, a key's revocation, an account's deletion, an
    # end user from the API inspected in the playground, and the pages before signing in
    desk = memory_create(user=zh_owner, summary="用户的椅子是蓝色的", type="fact", importance=1)
    client.post(reverse("dashboard:memory-delete", args=[desk.pk]))
    pages["deletion receipt"] = client.get(reverse("dashboard:receipt"))
    workspace = zh_owner.workspace
    assert workspace is not None
    key = api_key_create(workspace=workspace, name="客服机器人", scopes=["read"], created_by=zh_owner).api_key
    pages["revoke a key"] = client.get(reverse("dashboard:api-key-revoke", args=[key.prefix]))
    pages["delete the account (refused to a workspace's owner)"] = client.get(reverse("dashboard:account-delete"))
    person = User.objects.create_user(
        username="小明", password="xm-pass-123", workspace=zh_owner.workspace, language="zh-hans"
    )
    pages["delete the account"] = client_for(person).get(reverse("dashboard:account-delete"))
    customer, _ = end_user_ensure(workspace=workspace, external_id="客户1024")
    memory_create(user=customer, summary="客户对花生过敏", type="prohibition", facts={"allergy": "花生"}, importance=5)
    pages["an end user in the playground"] = client.get(reverse("dashboard:playground") + f"?persona={customer.pk}")
    pages["an end user's dry run"] = client.post(
        reverse("dashboard:playground-run"), {"persona": customer.pk, "message": "带什么零食好？", **params("a")}
    )
    stranger = Client(HTTP_ACCEPT_LANGUAGE="zh-Hans")
    pages["sign in"] = stranger.get(reverse("login"))
    pages["password reset"] = stranger.get(reverse("password_reset"))
    memories_clear(user=zh_owner, actor=actor_for_user(zh_owner))
    pages["receipts after a clear"] = client.get(reverse("dashboard:receipts"))
    cleared = pages["receipts after a clear"].context["receipts"][0]
    pages["clear receipt"] = client.get(reverse("dashboard:receipt-detail", args=[cleared.pk]))

    found: dict[str, set[str]] = {}
    for where, response in pages.items():
        assert response.status_code == (403 if "refused" in where else 200), where
        html = response.content.decode()
        assert 'lang="zh-Hans"' in html, where
        words = english_words(html)
        if words:
            found[where] = words
    assert found == {}
    # the pages did show what the labels are for
    chat = pages[reverse("dashboard:chat-session", args=[data["session"].pk])].content.decode()
    assert "提及此人" in chat or "entity" not in str(data["chat"].recall_record.items)
    detail = pages[reverse("dashboard:memory-detail", args=[about.pk])].content.decode()
    assert "血型" in detail and "工作城市" in detail and "不喜欢" in detail
    assert "已存在" in pages["import report"].content.decode()
    # a memory's slot is named in words: "所在地", not the stored code "location"
    assert "<dd>所在地</dd>" in pages[reverse("dashboard:memory-detail", args=[home.pk])].content.decode()
    assert (
        "<dd>决定：上线 测试版 预算</dd>"
        in pages[reverse("dashboard:memory-detail", args=[data["plan"].pk])].content.decode()
    )


def test_a_fact_written_under_a_slot_label_in_either_language_keeps_the_slot() -> None:
    from django.utils import translation

    from apps.dashboard.labels import fact_key_for, fact_label

    assert fact_key_for("血型", {}) == "blood_type" and fact_key_for("Blood type", {}) == "blood_type"
    with translation.override("en"):
        assert fact_label("blood_type") == "Blood type" and fact_label("work_city_2") == "Works in"
    with translation.override("zh-hans"):
        assert fact_label("blood_type") == "血型" and fact_label("dislikes") == "不喜欢"
