"""The user's view stays true (issue 9, item 4), in English and Chinese, through the API and the
dashboard: an edited summary re-derives its facts, fact labels are readable and translated, a
rejected contradiction touches nothing else, and every pending decision is in Recent changes with
an undo."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User, Workspace
from apps.accounts.services import api_key_create
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def _setup(settings: Any) -> None:
    settings.SECURE_SSL_REDIRECT = False
    settings.EMBEDDING_PROVIDER = "use"  # some vector is enough here
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def key(workspace: Workspace) -> str:
    return api_key_create(workspace=workspace, name="behaviour", scopes=("read", "write")).token


def api(method: str, path: str, key: str, body: dict[str, Any] | None = None) -> tuple[int, Any]:
    client = Client()
    response = getattr(client, method)(
        "/api/v1" + path,
        data=json.dumps(body) if body is not None else None,
        content_type="application/json",
        headers={"Authorization": f"Bearer {key}"},
        secure=True,
    )
    return response.status_code, response.json()


def dashboard(user: User, language: str = "en") -> Client:
    client = Client(headers={"Accept-Language": language})
    client.force_login(user)
    return client


def edit(client: Client, memory: MemoryEntry, **changes: str) -> str:
    """Open the inline editor, change only what is given, save; returns the card."""
    form = client.get(reverse("dashboard:memory-edit", args=[memory.pk]), headers=HX).context["form"]
    data = {name: form[name].value() for name in ("summary", "facts", "type", "importance", "confidence")}
    data.update(changes)
    response = client.post(reverse("dashboard:memory-edit", args=[memory.pk]), data, headers=HX)
    assert response.status_code == 200, response.content.decode()[:500]
    return response.content.decode()


def snapshot(user: User, *, but: set[int]) -> dict[int, tuple[Any, ...]]:
    rows = MemoryEntry.objects.filter(user=user).exclude(pk__in=but).order_by("pk")
    return {m.pk: (m.summary, m.facts, m.status, m.enabled, m.version) for m in rows}


# --- an edited summary re-derives its facts ---------------------------------------------------


def test_an_api_edit_of_the_summary_replaces_the_old_salary_in_the_facts(end_user: User, key: str) -> None:
    memory = memory_create(user=end_user, summary="My salary is $50k a year", facts={"salary": "$50k"})
    status, body = api("patch", f"/users/alice/memories/{memory.pk}", key, {"summary": "My salary is $60k a year"})
    assert status == 200
    assert body["facts"] == {"salary": "$60k"}


def test_通过api改摘要后月薪和日期跟着变(end_user: User, key: str) -> None:
    memory = memory_create(
        user=end_user, summary="我的月薪是2万，2025年3月1日入职", facts={"salary": "2万", "date": "2025-03-01"}
    )
    status, body = api(
        "patch", f"/users/alice/memories/{memory.pk}", key, {"summary": "我的月薪是2.5万，2025年4月1日入职"}
    )
    assert status == 200
    assert body["facts"]["salary"] == "2.5万"
    assert "2万" not in body["facts"].values() and "2025-03-01" not in body["facts"].values()
    assert "2025年4月1日" in body["facts"].values()


def test_a_dashboard_edit_of_the_city_carries_the_new_city_into_the_facts(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Alice lives in Berlin", facts={"city": "Berlin"}, key="location")
    card = edit(dashboard(end_user), memory, summary="Alice lives in Munich")
    memory.refresh_from_db()
    assert memory.facts == {"city": "Munich"} and "Berlin" not in card
    assert MemoryVersion.objects.get(memory=memory, version=1).facts == {"city": "Berlin"}  # kept in history


def test_在仪表盘把北京改成上海后事实也改成上海(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="我住在北京，预算8万", facts={"city": "北京", "budget": "8万"})
    edit(dashboard(end_user, "zh-hans"), memory, summary="我住在上海，预算10万")
    memory.refresh_from_db()
    assert memory.facts == {"city": "上海", "budget": "10万"}


def test_facts_the_person_edits_alongside_the_summary_are_kept_as_written(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Budget for the trip is 3000 EUR", facts={"budget": "3000 EUR"})
    edit(
        dashboard(end_user), memory, summary="Budget for the trip is 3500 EUR", facts="Budget: 3500 EUR\nCurrency: EUR"
    )
    memory.refresh_from_db()
    assert memory.facts == {"budget": "3500 EUR", "Currency": "EUR"}


# --- readable, translated labels --------------------------------------------------------------

BUNDLE = {"salary": "50k", "salary_2": "60k", "mention_2": "Lisa", "date_2": "2026-05-01"}


def test_fact_labels_are_words_and_numbered_duplicates_share_one_label(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Salary went from 50k to 60k on 2026-05-01, Lisa said", facts=BUNDLE)
    html = dashboard(end_user).get(reverse("dashboard:memory-detail", args=[memory.pk])).content.decode()
    assert "<dt>Salary</dt><dd>50k</dd><dd>60k</dd>" in html
    assert "<dt>Mentioned</dt>" in html and "<dt>Date</dt>" in html
    assert not any(raw in html for raw in ("salary_2", "mention_2", "date_2", "<dt>salary</dt>"))


def test_中文界面的事实标签是中文(end_user: User) -> None:
    memory = memory_create(
        user=end_user,
        summary="月薪从5万涨到6万",
        facts={"salary": "5万", "salary_2": "6万", "mention_2": "丽萨", "date_2": "2026-05-01"},
    )
    client = dashboard(end_user, "zh-hans")
    html = client.get(reverse("dashboard:memory-detail", args=[memory.pk])).content.decode()
    assert "<dt>月薪</dt><dd>5万</dd><dd>6万</dd>" in html and "<dt>提到</dt>" in html and "<dt>日期</dt>" in html
    assert "salary_2" not in html and "mention_2" not in html and "date_2" not in html
    form = client.get(reverse("dashboard:memory-edit", args=[memory.pk])).content.decode()
    assert "月薪: 5万" in form and "salary" not in form


# --- pending decisions ------------------------------------------------------------------------


def test_rejecting_a_pending_item_leaves_every_other_memory_untouched_and_can_be_undone(
    end_user: User, key: str
) -> None:
    city = memory_create(user=end_user, summary="Alice lives in Hangzhou", facts={"city": "Hangzhou"}, key="location")
    memory_create(user=end_user, summary="Alice prefers green tea", type="preference")
    memory_create(user=end_user, summary="Never suggest seafood", type="prohibition")
    pending = memory_create(
        user=end_user, summary="Alice lives in Suzhou", facts={"city": "Suzhou"}, status="pending", conflicts_with=city
    )
    before = snapshot(end_user, but={pending.pk})
    status, _ = api("post", f"/users/alice/memories/{pending.pk}/reject", key)
    assert status == 200
    assert snapshot(end_user, but={pending.pk}) == before
    client = dashboard(end_user)
    changes = client.get(reverse("dashboard:changelog")).content.decode()
    assert "conflict rejected" in changes and "Alice lives in Suzhou" in changes
    client.post(reverse("dashboard:rejection-undo", args=[pending.pk]))
    assert MemoryEntry.objects.get(pk=pending.pk).status == "pending"
    assert "Alice lives in Suzhou" in client.get(reverse("dashboard:pending")).content.decode()
    assert snapshot(end_user, but={pending.pk}) == before


def test_拒绝待确认项不影响其他记忆并且出现在最近更改里可以撤销(end_user: User) -> None:
    city = memory_create(user=end_user, summary="我住在杭州", facts={"city": "杭州"}, key="location")
    memory_create(user=end_user, summary="我喜欢喝绿茶", type="preference")
    pending = memory_create(
        user=end_user, summary="我住在苏州", facts={"city": "苏州"}, status="pending", conflicts_with=city
    )
    before = snapshot(end_user, but={pending.pk})
    client = dashboard(end_user, "zh-hans")
    client.post(reverse("dashboard:pending-resolve", args=[pending.pk]), {"action": "reject"})
    assert snapshot(end_user, but={pending.pk}) == before
    changes = client.get(reverse("dashboard:changelog")).content.decode()
    assert "冲突已拒绝" in changes and "我住在苏州" in changes
    client.post(reverse("dashboard:rejection-undo", args=[pending.pk]))
    inbox = client.get(reverse("dashboard:pending")).content.decode()
    assert "我住在苏州" in inbox and "我住在杭州" in inbox


def test_a_confirmation_is_in_recent_changes_and_undo_brings_back_the_old_value_and_the_question(
    end_user: User, key: str
) -> None:
    city = memory_create(user=end_user, summary="Alice lives in Hangzhou", facts={"city": "Hangzhou"}, key="location")
    pending = memory_create(
        user=end_user, summary="Alice lives in Suzhou", facts={"city": "Suzhou"}, status="pending", conflicts_with=city
    )
    status, body = api("post", f"/users/alice/memories/{pending.pk}/confirm", key)
    assert status == 200 and body["id"] == city.pk and body["facts"] == {"city": "Suzhou"}
    client = dashboard(end_user)
    confirmed = MemoryVersion.objects.get(memory=city, change="confirmed")
    assert "conflict confirmed" in client.get(reverse("dashboard:changelog")).content.decode()
    client.post(reverse("dashboard:changelog-undo", args=[confirmed.pk]))
    city.refresh_from_db()
    assert city.summary == "Alice lives in Hangzhou" and city.facts == {"city": "Hangzhou"} and city.status == "active"
    waiting = MemoryEntry.objects.get(user=end_user, status="pending")
    assert (
        waiting.summary == "Alice lives in Suzhou"
        and waiting.facts == {"city": "Suzhou"}
        and waiting.conflicts_with_id == city.pk
    )


def test_确认后出现在最近更改里撤销后恢复原值(end_user: User) -> None:
    budget = memory_create(user=end_user, summary="项目A预算8万", facts={"budget": "8万"}, key="project:项目a")
    tea = memory_create(user=end_user, summary="我喜欢喝绿茶", type="preference")
    pending = memory_create(
        user=end_user, summary="项目A预算10万", facts={"budget": "10万"}, status="pending", conflicts_with=budget
    )
    client = dashboard(end_user, "zh-hans")
    client.post(reverse("dashboard:pending-resolve", args=[pending.pk]), {"action": "accept"})
    budget.refresh_from_db()
    assert budget.facts == {"budget": "10万"}
    changes = client.get(reverse("dashboard:changelog"))
    assert "冲突已确认" in changes.content.decode()
    confirmed = MemoryVersion.objects.get(memory=budget, change="confirmed")
    client.post(reverse("dashboard:changelog-undo", args=[confirmed.pk]))
    budget.refresh_from_db()
    assert budget.facts == {"budget": "8万"} and budget.summary == "项目A预算8万"
    assert MemoryEntry.objects.filter(user=end_user, status="pending", summary="项目A预算10万").exists()
    tea.refresh_from_db()
    assert tea.version == 1 and tea.status == "active"


def test_confirming_when_the_old_value_is_gone_is_recorded_and_undo_makes_it_pending_again(end_user: User) -> None:
    old = memory_create(user=end_user, summary="Alice works at Acme", facts={"employer": "Acme"}, key="employer")
    pending = memory_create(
        user=end_user,
        summary="Alice works at Globex",
        facts={"employer": "Globex"},
        status="pending",
        conflicts_with=old,
    )
    MemoryEntry.objects.filter(pk=old.pk).update(status="superseded")
    client = dashboard(end_user)
    client.post(reverse("dashboard:pending-resolve", args=[pending.pk]), {"action": "accept"})
    pending.refresh_from_db()
    assert pending.status == "active"
    confirmed = MemoryVersion.objects.get(memory=pending, change="confirmed")
    client.post(reverse("dashboard:changelog-undo", args=[confirmed.pk]))
    pending.refresh_from_db()
    assert pending.status == "pending" and pending.summary == "Alice works at Globex"
