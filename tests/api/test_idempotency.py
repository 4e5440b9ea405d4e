"""Idempotency-Key on POST /chat and /users/{id}/ingest: a retry replays what was stored, never
stores it twice; a key is one person's, for one request, for 24 hours."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message, RequestKey
from apps.chat.services.keys import is_key_race, key_store
from apps.memory.models import PipelineJob
from tests.api.conftest import Api

KEY = {"Idempotency-Key": "6f1c2a4e-retry-me"}


def _chat(api: Api, key: str, message: str, headers: dict[str, str] | None = KEY, **body: Any) -> Any:
    return api.post("/chat", key=key, json_body={"user": "alice", "message": message, **body}, headers=headers)


def _stored(user: User) -> int:
    return Message.objects.filter(user=user).count()


def test_a_retried_chat_turn_is_replayed_not_stored_twice(api: Api, key: str, end_user: User) -> None:
    first = _chat(api, key, "I moved to Lisbon last month.")
    assert first.status == 200 and first.body["replayed"] is False
    jobs = PipelineJob.objects.filter(user=end_user).count()
    again = _chat(api, key, "I moved to Lisbon last month.")
    assert again.status == 200 and again.body["replayed"] is True
    for field in ("session_id", "user_message_id", "reply_message_id", "mode", "recall_record_id"):
        assert again.body[field] == first.body[field], field
    assert again.body["reply"] == Message.objects.get(pk=first.body["reply_message_id"]).content
    assert _stored(end_user) == 2 and PipelineJob.objects.filter(user=end_user).count() == jobs
    assert RequestKey.objects.get(user=end_user).digest != KEY["Idempotency-Key"]  # only a digest is kept


def test_without_a_key_every_request_is_a_new_turn(api: Api, key: str, end_user: User) -> None:
    _chat(api, key, "hello there", headers=None)
    _chat(api, key, "hello there", headers=None)
    assert _stored(end_user) == 4 and not RequestKey.objects.exists()


def test_a_key_sent_with_another_request_is_a_409_and_stores_nothing(api: Api, key: str, end_user: User) -> None:
    first = _chat(api, key, "My salary is 50k.")
    other = _chat(api, key, "My salary is 60k.")
    assert other.status == 409 and other.body["error"]["code"] == "conflict"
    assert "Idempotency-Key" in other.body["error"]["message"]
    in_session = _chat(api, key, "My salary is 50k.", session_id=first.body["session_id"])  # another request, too
    assert in_session.status == 409 and _stored(end_user) == 2


@pytest.mark.parametrize("bad", ["", "x" * 256, "clé-ü", "tab\tkey"])
def test_a_bad_key_is_a_422_naming_the_header(api: Api, key: str, end_user: User, bad: str) -> None:
    response = _chat(api, key, "hello", headers={"Idempotency-Key": bad})
    assert response.status == 422 and response.body["error"]["fields"][0]["field"] == "Idempotency-Key"
    assert _stored(end_user) == 0


def test_a_key_is_the_persons_own(api: Api, key: str, end_user: User, other_end_user: User) -> None:
    _chat(api, key, "I like tea.")
    theirs = api.post(
        "/chat", key=key, json_body={"user": other_end_user.external_id, "message": "I like tea."}, headers=KEY
    )
    assert theirs.status == 200 and theirs.body["replayed"] is False
    assert _stored(end_user) == 2 and _stored(other_end_user) == 2


def test_a_key_older_than_a_day_is_forgotten(api: Api, key: str, end_user: User) -> None:
    _chat(api, key, "good morning")
    RequestKey.objects.update(created_at=timezone.now() - timedelta(hours=RequestKey.RETENTION_HOURS, minutes=1))
    again = _chat(api, key, "good morning")
    assert again.status == 200 and again.body["replayed"] is False and _stored(end_user) == 4


def test_erasing_the_session_takes_its_keys_and_a_replay_of_deleted_messages_is_a_409(
    api: Api, key: str, end_user: User
) -> None:
    first = _chat(api, key, "I moved to Lisbon last month.")
    Message.objects.filter(pk=first.body["reply_message_id"]).delete()
    gone = _chat(api, key, "I moved to Lisbon last month.")
    assert gone.status == 409 and "deleted" in gone.body["error"]["message"]
    ChatSession.objects.filter(pk=first.body["session_id"]).delete()
    assert not RequestKey.objects.exists()


def test_a_retried_ingest_is_replayed_with_the_same_ids(api: Api, key: str, end_user: User) -> None:
    body = {
        "messages": [
            {"role": "user", "content": "We adopted a beagle called Biscuit.", "created_at": "2026-03-01T09:00:00Z"},
            {"role": "assistant", "content": "Lovely!", "created_at": "2026-03-01T09:00:05Z"},
        ]
    }
    first = api.post(f"/users/{end_user.external_id}/ingest", key=key, json_body=body, headers=KEY)
    assert first.status == 200 and first.body["replayed"] is False and first.body["queued_jobs"] == 1
    again = api.post(f"/users/{end_user.external_id}/ingest", key=key, json_body=body, headers=KEY)
    assert again.status == 200 and again.body["replayed"] is True and again.body["queued_jobs"] == 0
    assert (
        again.body["message_ids"] == first.body["message_ids"] and again.body["session_id"] == first.body["session_id"]
    )
    assert _stored(end_user) == 2 and ChatSession.objects.filter(user=end_user).count() == 1
    body["messages"][0]["content"] = "We adopted a poodle called Biscuit."
    changed = api.post(f"/users/{end_user.external_id}/ingest", key=key, json_body=body, headers=KEY)
    assert changed.status == 409 and _stored(end_user) == 2


def test_a_chat_key_is_not_an_ingest_key(api: Api, key: str, end_user: User) -> None:
    _chat(api, key, "hello")
    body = {"messages": [{"role": "user", "content": "hello"}]}
    response = api.post(f"/users/{end_user.external_id}/ingest", key=key, json_body=body, headers=KEY)
    assert response.status == 409


def test_two_requests_with_one_key_cannot_both_commit(end_user: User) -> None:
    """What makes a concurrent retry a replay: the second commit meets the unique constraint."""
    session = ChatSession.objects.create(user=end_user)
    key_store(user=end_user, session=session, key="k", endpoint="chat", asked="a", message_ids=[1])
    with pytest.raises(IntegrityError) as raised, transaction.atomic():
        key_store(user=end_user, session=session, key="k", endpoint="chat", asked="a", message_ids=[2])
    assert is_key_race(raised.value)


def test_upkeep_drops_the_keys_past_their_day(api: Api, key: str, end_user: User) -> None:
    from apps.memory.tasks import upkeep_task

    _chat(api, key, "good morning")
    _chat(api, key, "good evening", headers={"Idempotency-Key": "second"})
    RequestKey.objects.filter(digest=RequestKey.objects.order_by("pk").first().digest).update(  # type: ignore[union-attr]
        created_at=timezone.now() - timedelta(hours=RequestKey.RETENTION_HOURS + 1)
    )
    assert upkeep_task()["request_keys_purged"] == 1 and RequestKey.objects.count() == 1
