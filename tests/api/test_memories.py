"""Memory management through the API: every change goes through the memory services."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create
from tests.api.conftest import Api
from tests.dashboard.test_pending import while_a_confirm_holds


def _prefix(token: str) -> str:
    return token.split("_")[1]


def test_remember_this_stores_version_one_in_the_keys_name(api: Api, key: str, end_user: User) -> None:
    response = api.post(
        "/users/alice/memories",
        key=key,
        json_body={
            "summary": "项目A预算8万，截止3月15日",
            "type": "decision",
            "facts": {"预算": "8万", "截止": "2026-03-15"},
            "importance": 4,
        },
    )
    assert response.status == 201
    memory = MemoryEntry.objects.get(pk=response.body["id"])
    assert (memory.user, memory.type, memory.facts) == (end_user, "decision", {"预算": "8万", "截止": "2026-03-15"})
    assert memory.embedding is not None
    version = MemoryVersion.objects.get(memory=memory)
    assert (version.version, version.change, version.actor) == (1, "created", f"key:{_prefix(key)}")


def test_a_secret_is_never_stored_even_when_asked(api: Api, key: str, end_user: User) -> None:
    response = api.post("/users/alice/memories", key=key, json_body={"summary": "My password is hunter2-Secret!"})
    assert response.status == 422
    assert response.body["error"]["code"] == "contains_secret"
    assert not MemoryEntry.objects.exists()


def test_an_edit_makes_a_new_version_and_keeps_the_old_one(api: Api, key: str, end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Budget is 50k", facts={"budget": "50k"}, actor="pipeline")
    response = api.patch(
        f"/users/alice/memories/{memory.pk}", key=key, json_body={"facts": {"budget": "80k"}, "importance": 5}
    )
    assert response.status == 200
    assert (response.body["version"], response.body["facts"], response.body["importance"]) == (2, {"budget": "80k"}, 5)
    history = api.get(f"/users/alice/memories/{memory.pk}/versions", key=key).body["items"]
    assert [(v["version"], v["facts"]) for v in history] == [(2, {"budget": "80k"}), (1, {"budget": "50k"})]


def test_an_empty_patch_changes_nothing(api: Api, key: str, end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Budget is 50k", actor="pipeline", index=False)
    assert api.patch(f"/users/alice/memories/{memory.pk}", key=key, json_body={}).body["version"] == 1


def test_switching_a_memory_off_is_versioned_and_audited(api: Api, key: str, end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Lives in Beijing", actor="pipeline", index=False)
    response = api.patch(f"/users/alice/memories/{memory.pk}", key=key, json_body={"enabled": False})
    assert response.body["enabled"] is False
    event = AuditEvent.objects.get(action="memory.disabled")
    assert (event.actor_type, event.actor, event.subject) == ("api_key", f"mh_{_prefix(key)}", end_user.pseudonym)


def test_restore_makes_an_earlier_version_current_again(api: Api, key: str, end_user: User) -> None:
    memory = memory_create(user=end_user, summary="Lives in Beijing", actor="pipeline", index=False)
    api.patch(f"/users/alice/memories/{memory.pk}", key=key, json_body={"summary": "Lives in Shanghai"})
    restored = api.post(f"/users/alice/memories/{memory.pk}/restore", key=key, json_body={"version": 1})
    assert (restored.status, restored.body["summary"], restored.body["version"]) == (200, "Lives in Beijing", 3)
    missing = api.post(f"/users/alice/memories/{memory.pk}/restore", key=key, json_body={"version": 9})
    assert missing.status == 404 and "no version 9" in missing.body["error"]["message"]


def test_confirming_a_pending_value_supersedes_the_old_one(api: Api, key: str, end_user: User) -> None:
    old = memory_create(
        user=end_user, summary="Lives in Beijing", facts={"city": "Beijing"}, actor="pipeline", index=False
    )
    pending = memory_create(
        user=end_user, summary="Lives in Shanghai", facts={"city": "Shanghai"}, status="pending", conflicts_with=old, actor="pipeline", index=False
    )  # fmt: skip
    response = api.post(f"/users/alice/memories/{pending.pk}/confirm", key=key)
    assert (response.status, response.body["id"], response.body["facts"]) == (200, old.pk, {"city": "Shanghai"})
    assert not MemoryEntry.objects.filter(pk=pending.pk).exists()
    assert [v.summary for v in MemoryVersion.objects.filter(memory=old).order_by("version")] == [
        "Lives in Beijing",
        "Lives in Shanghai",
    ]


def test_rejecting_a_pending_value_sets_it_aside_and_a_second_try_is_a_conflict(
    api: Api, key: str, end_user: User
) -> None:
    old = memory_create(user=end_user, summary="Lives in Beijing", actor="pipeline", index=False)
    pending = memory_create(
        user=end_user, summary="Lives in Shanghai", status="pending", conflicts_with=old, actor="pipeline", index=False
    )
    assert api.post(f"/users/alice/memories/{pending.pk}/reject", key=key).body == {"rejected": pending.pk}
    assert MemoryEntry.objects.get(pk=pending.pk).status == "archived"
    assert api.post(f"/users/alice/memories/{pending.pk}/reject", key=key).status == 409
    conflict = api.post(f"/users/alice/memories/{old.pk}/confirm", key=key)
    assert conflict.status == 409 and conflict.body["error"]["code"] == "conflict"
    assert MemoryEntry.objects.get(pk=old.pk).version == 1


@pytest.mark.django_db(transaction=True)
def test_two_confirms_cannot_race_the_apis_waits_for_the_dashboards_and_is_a_conflict(
    api: Api, key: str, end_user: User
) -> None:
    """The lock is the service's: a confirm from the dashboard still in its transaction makes the
    API's confirm of the same contradiction, on a connection of its own, wait and then answer 409."""
    old = memory_create(user=end_user, summary="Lives in Beijing", actor="pipeline", index=False)
    pending = memory_create(
        user=end_user, summary="Lives in Shanghai", status="pending", conflicts_with=old, actor="pipeline", index=False
    )
    url = f"/users/alice/memories/{pending.pk}/confirm"
    statuses = while_a_confirm_holds(pending, lambda: api.post(url, key=key).status)
    assert statuses == [409]
    assert MemoryVersion.objects.filter(memory=old, change=MemoryVersion.Change.CONFIRMED).count() == 1


def test_delete_removes_the_memory_with_its_versions_and_audits_without_content(
    api: Api, key: str, end_user: User
) -> None:
    memory = memory_create(user=end_user, summary="Secretly likes opera", actor="pipeline", index=False)
    response = api.delete(f"/users/alice/memories/{memory.pk}", key=key)
    assert response.body["deleted"]["memories"] == 1 and response.body["deleted"]["memory_versions"] == 1
    assert not MemoryVersion.objects.filter(memory_id=memory.pk).exists()
    event = AuditEvent.objects.get(action="memory.deleted")
    assert "opera" not in str(event.scope) + str(event.counts)


def test_bulk_delete_is_all_or_nothing(api: Api, key: str, end_user: User, bob_data: dict[str, int]) -> None:
    mine = [memory_create(user=end_user, summary=f"fact {i}", actor="pipeline", index=False).pk for i in range(3)]
    refused = api.post("/users/alice/memories/delete", key=key, json_body={"ids": [*mine, bob_data["memory"]]})
    assert refused.status == 404
    assert MemoryEntry.objects.filter(pk__in=mine).count() == 3
    assert MemoryEntry.objects.filter(pk=bob_data["memory"]).exists()
    done = api.post("/users/alice/memories/delete", key=key, json_body={"ids": mine})
    assert done.body["deleted"]["memories"] == 3


def test_the_list_filters_by_every_field(api: Api, key: str, end_user: User) -> None:
    now = timezone.now()
    tea = memory_create(
        user=end_user,
        summary="Prefers green tea",
        type="preference",
        actor="p",
        at=now - timedelta(days=10),
        index=False,
    )
    memory_create(user=end_user, summary="Bob plays golf", entity="Bob", actor="p", index=False)
    memory_create(user=end_user, summary="Maybe moved", status="pending", actor="p", index=False)
    off = memory_create(user=end_user, summary="Hates mornings", type="preference", actor="p", index=False)
    MemoryEntry.objects.filter(pk=off.pk).update(enabled=False)
    core = memory_create(user=end_user, summary="Is called Alice", importance=5, actor="p", index=False)

    def ids(**query: Any) -> list[str]:
        return [m["summary"] for m in api.get("/users/alice/memories", key=key, query=query).body["items"]]

    assert ids(type="preference") == ["Hates mornings", "Prefers green tea"]
    assert ids(status="pending") == ["Maybe moved"]
    assert ids(enabled="false") == ["Hates mornings"]
    assert ids(entity="Bob") == ["Bob plays golf"]
    assert ids(text="GREEN") == ["Prefers green tea"]
    assert ids(created_before=(now - timedelta(days=1)).isoformat()) == [tea.summary]
    assert tea.summary not in ids(created_after=(now - timedelta(days=1)).isoformat())
    assert ids(layer="core") == [core.summary]
    assert core.summary not in ids(layer="semantic")


def test_cursor_pagination_serves_every_memory_exactly_once(api: Api, key: str, end_user: User) -> None:
    made = {memory_create(user=end_user, summary=f"fact {i}", actor="p", index=False).pk for i in range(7)}
    seen: list[int] = []
    cursor = None
    while True:
        page = api.get(
            "/users/alice/memories", key=key, query={"limit": 3, **({"cursor": cursor} if cursor else {})}
        ).body
        seen += [m["id"] for m in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert sorted(seen) == sorted(made) and len(seen) == 7


def test_a_cursor_only_works_for_the_list_it_came_from(api: Api, key: str, end_user: User) -> None:
    for i in range(3):
        memory_create(user=end_user, summary=f"fact {i}", type="fact", actor="p", index=False)
    cursor = api.get("/users/alice/memories", key=key, query={"limit": 1}).body["next_cursor"]
    assert api.get("/users/alice/memories", key=key, query={"limit": 1, "cursor": cursor}).status == 200
    for query in ({"cursor": cursor, "type": "fact"}, {"cursor": cursor[:-2] + "xx"}, {"cursor": "garbage"}):
        response = api.get("/users/alice/memories", key=key, query=query)
        assert response.status == 400 and response.body["error"]["code"] == "invalid_cursor", query
    other = api.get("/users/alice/sessions", key=key, query={"cursor": cursor})
    assert other.status == 400
