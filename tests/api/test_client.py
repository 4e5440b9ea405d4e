"""memoryhub_client against the app itself (httpx over WSGI, in-process)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.utils import timezone

from apps.accounts.models import User
from apps.memory.models import PipelineJob
from memoryhub_client import MemoryHub, MemoryHubError
from tests.api.conftest import BEHIND_TLS, keeping_the_connection


@pytest.fixture
def hub(wsgi_app: WSGIHandler, key: str, end_user: User) -> MemoryHub:
    return MemoryHub("http://testserver", key, transport=httpx.WSGITransport(app=wsgi_app), headers=BEHIND_TLS)


@pytest.mark.worker
def test_the_readme_quick_start_chats_with_memory_through_a_real_worker(
    celery_worker: Any, workspace: Any, make_key: Any
) -> None:
    """The README's ten lines, against the app with a real Celery worker doing the extraction."""
    with keeping_the_connection():
        hub = MemoryHub(
            "http://testserver",
            make_key(workspace),
            transport=httpx.WSGITransport(app=WSGIHandler()),
            headers=BEHIND_TLS,
        )
        hub.ensure_user("dora")
        hub.chat("dora", "Remember: never send me messages on weekends.")
        hub.wait_until_drained("dora", timeout=60)
        reply = hub.chat("dora", "Can you ping me on Saturday about the report?")
    used = [m["text"] for m in reply["memories_used"]]
    assert any("weekend" in text.lower() for text in used), used
    assert [layer["name"] for layer in reply["prompt"]] == [
        "persona",
        "memory",
        "messages",
        "episodes",
        "working",
        "user",
    ]
    assert reply["prompt"][1]["tokens"] > 0


def test_memories_round_trip_through_every_verb(hub: MemoryHub) -> None:
    created = hub.memories.create("alice", "Budget for project A is 50k", facts={"budget": "50k"})
    updated = hub.memories.update("alice", created["id"], facts={"budget": "80k"})
    assert updated["version"] == 2
    assert [v["version"] for v in hub.memories.history("alice", created["id"])] == [2, 1]
    restored = hub.memories.restore("alice", created["id"], 1)
    assert restored["facts"] == {"budget": "50k"}
    assert hub.memories.get("alice", created["id"])["version"] == 3
    assert [m["id"] for m in hub.memories.iterate("alice")] == [created["id"]]
    assert hub.memories.update("alice", created["id"], enabled=False)["enabled"] is False
    assert hub.memories.list("alice", enabled=False)["items"][0]["id"] == created["id"]
    assert hub.memories.delete("alice", created["id"])["memories"] == 1
    with pytest.raises(MemoryHubError) as caught:
        hub.memories.get("alice", created["id"])
    assert (caught.value.status, caught.value.code) == (404, "not_found")


def test_ingest_sessions_and_the_pipeline(hub: MemoryHub) -> None:
    said = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
    result = hub.ingest(
        "alice",
        [{"role": "user", "content": "预算改成8万", "created_at": said}, {"role": "assistant", "content": "好的"}],
        title="budget",
    )
    assert result["session_created"] and len(result["message_ids"]) == 2
    messages = list(hub.sessions.messages("alice", result["session_id"]))
    assert messages[0]["content"] == "预算改成8万"
    assert datetime.fromisoformat(messages[0]["created_at"]) == said
    assert hub.pipeline("alice") == {"drained": False, "open_jobs": 1}
    with pytest.raises(TimeoutError):
        hub.wait_until_drained("alice", timeout=0.2, interval=0.05)
    PipelineJob.objects.update(done_at=timezone.now())
    assert hub.wait_until_drained("alice")["drained"] is True
    assert hub.sessions.end("alice", result["session_id"])["ended_at"] is not None
    assert [s["id"] for s in hub.sessions.iterate("alice")] == [result["session_id"]]


def test_chat_stream_yields_meta_deltas_and_done(hub: MemoryHub) -> None:
    events = list(hub.chat_stream("alice", "hello there"))
    kinds = [e["event"] for e in events]
    assert kinds[0] == "meta" and kinds[-1] == "done" and "delta" in kinds
    text = "".join(e["data"]["text"] for e in events if e["event"] == "delta")
    assert text == events[-1]["data"]["reply"]


def test_export_and_import_through_the_client(hub: MemoryHub) -> None:
    hub.memories.create("alice", "Lives in Beijing")
    document = hub.export_user("alice")
    assert document["format"] == "memoryhub.export"
    hub.ensure_user("alice-copy")
    report = hub.import_user("alice-copy", document)
    assert report["created"]["memories"] == 1
    assert hub.import_user("alice-copy", document)["created"]["memories"] == 0
    assert hub.import_user("alice-copy", document, dry_run=True)["dry_run"] is True


def test_errors_carry_the_api_code_and_fields(hub: MemoryHub) -> None:
    with pytest.raises(MemoryHubError) as caught:
        hub.chat("nobody", "hi")
    assert (caught.value.status, caught.value.code) == (404, "user_not_found")
    with pytest.raises(MemoryHubError) as caught:
        hub.chat("alice", "   ")
    assert caught.value.status == 422
    assert caught.value.fields[0]["field"] == "message"


def test_a_rate_limited_call_is_retried_after_retry_after(hub: MemoryHub, settings: Any, monkeypatch: Any) -> None:
    settings.API_RATE_LIMIT = 1
    settings.API_RATE_WINDOW_SECONDS = 1
    sleeps: list[float] = []
    monkeypatch.setattr("memoryhub_client.client.time.sleep", lambda s: sleeps.append(s))
    hub.whoami()
    hub.max_retries = 0
    with pytest.raises(MemoryHubError) as caught:
        hub.whoami()
    assert caught.value.status == 429 and caught.value.retry_after is not None and caught.value.retry_after >= 1


def test_keys_can_be_created_listed_and_revoked(hub: MemoryHub) -> None:
    described, secret = hub.keys.create("reporting", ["read"])
    assert secret.startswith(f"mh_{described['prefix']}_")
    assert described["prefix"] in [k["prefix"] for k in hub.keys.list()]
    assert hub.keys.revoke(described["prefix"])["active"] is False
    assert hub.whoami()["credential"] == "api_key"


def test_a_call_retried_with_its_idempotency_key_is_answered_as_stored(hub: MemoryHub, end_user: User) -> None:
    first = hub.chat("alice", "I moved to Lisbon last month.", idempotency_key="turn-1")
    again = hub.chat("alice", "I moved to Lisbon last month.", idempotency_key="turn-1")
    assert first["replayed"] is False and again["replayed"] is True
    assert again["user_message_id"] == first["user_message_id"] and again["reply"] == first["reply"]
    messages = [{"role": "user", "content": "We adopted a beagle.", "created_at": datetime(2026, 3, 1, tzinfo=UTC)}]
    batch = hub.ingest("alice", messages, idempotency_key="batch-1")
    assert hub.ingest("alice", messages, idempotency_key="batch-1")["message_ids"] == batch["message_ids"]
    with pytest.raises(MemoryHubError) as raised:
        hub.chat("alice", "Something else.", idempotency_key="turn-1")
    assert raised.value.status == 409
