"""The tenancy matrix: another user's memory, pending entry, version, episode, session or
message id in a URL is a 404 for every page and action, and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from apps.memory.models import MemoryEntry, MemoryVersion

pytestmark = pytest.mark.django_db

Case = tuple[str, Callable[[dict[str, Any]], str], dict[str, Any]]
GET, POST = "get", "post"

CASES: list[tuple[str, Callable[[dict[str, Any]], str], dict[str, Any]]] = [
    (GET, lambda b: reverse("dashboard:memory-detail", args=[b["memory"].pk]), {}),
    (GET, lambda b: reverse("dashboard:memory-card", args=[b["memory"].pk]), {}),
    (GET, lambda b: reverse("dashboard:memory-edit", args=[b["memory"].pk]), {}),
    (
        POST,
        lambda b: reverse("dashboard:memory-edit", args=[b["memory"].pk]),
        {"summary": "hacked", "facts": "", "type": "fact", "importance": "3", "confidence": "confirmed"},
    ),
    (POST, lambda b: reverse("dashboard:memory-toggle", args=[b["memory"].pk]), {"enabled": "0"}),
    (GET, lambda b: reverse("dashboard:memory-delete", args=[b["memory"].pk]), {}),
    (POST, lambda b: reverse("dashboard:memory-delete", args=[b["memory"].pk]), {}),
    (GET, lambda b: reverse("dashboard:memory-sources", args=[b["memory"].pk]), {}),
    (POST, lambda b: reverse("dashboard:memory-restore", args=[b["memory"].pk, 1]), {}),
    (POST, lambda b: reverse("dashboard:pending-resolve", args=[b["pending"].pk]), {"action": "accept"}),
    (POST, lambda b: reverse("dashboard:changelog-undo", args=[b["version"].pk]), {}),
    (GET, lambda b: reverse("dashboard:episode-detail", args=[b["episode"].pk]), {}),
    (GET, lambda b: reverse("dashboard:chat-session", args=[b["session"].pk]), {}),
    (POST, lambda b: reverse("dashboard:chat-send", args=[b["session"].pk]), {"message": "hi"}),
    (POST, lambda b: reverse("dashboard:chat-stream"), {"message": "hi", "session": "{session}"}),
    (GET, lambda b: reverse("dashboard:chat-notice", args=[b["session"].pk, b["message"].pk]), {}),
    (GET, lambda b: reverse("dashboard:chat-delete", args=[b["session"].pk]), {}),
    (POST, lambda b: reverse("dashboard:chat-delete", args=[b["session"].pk]), {}),
    (GET, lambda b: reverse("dashboard:memory-bulk"), {"action": "delete", "ids": "{memory}"}),
    (POST, lambda b: reverse("dashboard:memory-bulk"), {"action": "off", "ids": "{memory}"}),
    (POST, lambda b: reverse("dashboard:memory-bulk"), {"action": "delete", "ids": "{memory}"}),
]


@pytest.mark.parametrize(("method", "url", "data"), CASES, ids=[f"{m} {i}" for i, (m, _, _) in enumerate(CASES)])
def test_another_users_ids_are_a_404_and_change_nothing(
    alice_client: Client, bobs: dict[str, Any], method: str, url: Callable[[dict[str, Any]], str], data: dict[str, Any]
) -> None:
    payload = {
        key: (value.format(session=bobs["session"].pk, memory=bobs["memory"].pk) if isinstance(value, str) else value)
        for key, value in data.items()
    }
    response = getattr(alice_client, method)(url(bobs), payload)
    assert response.status_code == 404
    memory = MemoryEntry.objects.get(pk=bobs["memory"].pk)
    assert memory.summary == "Bob lives in Paris" and memory.enabled and memory.version == 1
    assert MemoryEntry.objects.filter(pk=bobs["pending"].pk).exists()
    assert MemoryVersion.objects.filter(memory__user=bobs["memory"].user).count() == 2
    assert bobs["session"].messages.count() == 2


def test_bobs_memory_never_shows_in_alices_lists(alice_client: Client, bobs: dict[str, Any]) -> None:
    for name in ("dashboard:memory", "dashboard:pending", "dashboard:changelog", "dashboard:chat", "dashboard:home"):
        assert "Bob" not in alice_client.get(reverse(name)).content.decode()
    assert (
        "Bob" not in alice_client.get(reverse("dashboard:memory"), {"q": "Paris", "mode": "semantic"}).content.decode()
    )


def test_a_message_id_from_another_of_her_sessions_is_a_404_for_the_notice(
    alice_client: Client, alice_chat: Any, end_user: Any
) -> None:
    from apps.chat.services import chat_turn

    other = chat_turn(user=end_user, text="Hello")
    _, messages = alice_chat
    url = reverse("dashboard:chat-notice", args=[other.session.pk, messages[0].pk])
    assert alice_client.get(url).status_code == 404
