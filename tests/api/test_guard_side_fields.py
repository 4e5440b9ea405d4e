"""The secret guard covers every stored text, not only message content and memory summaries:
session titles, message meta, a memory's entity and key, recall parameters, and the same fields in
an imported document. Nothing holding a secret is stored, and so no export carries one."""

from __future__ import annotations

from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.guard import SecretRefused
from apps.memory.models import MemoryEntry, RecallRecord
from apps.memory.services import memory_create, memory_update
from tests.api.conftest import Api

SECRET = "sk-proj-AbCdEfGhIjKlMnOpQrStUv"


def _export_text(api: Api, key: str) -> str:
    response = api.get("/users/alice/export", key=key)
    assert response.status == 200
    return response.text


def test_a_session_title_is_stored_redacted(api: Api, key: str, end_user: User) -> None:
    created = api.post("/users/alice/sessions", key=key, json_body={"title": f"debugging with key {SECRET}"})
    assert created.status == 201
    assert SECRET not in created.text
    (session,) = ChatSession.objects.filter(user=end_user)
    assert SECRET not in session.title and "debugging with key" in session.title
    assert SECRET not in _export_text(api, key)


def test_message_meta_is_stored_redacted_keys_and_values(api: Api, key: str, end_user: User) -> None:
    body = {"title": f"t {SECRET}", "messages": [{"content": "hello", "meta": {"note": f"key {SECRET}", SECRET: "x"}}]}
    assert api.post("/users/alice/ingest", key=key, json_body=body).status == 200
    (message,) = Message.objects.filter(user=end_user)
    assert SECRET not in str(message.meta) and "note" in message.meta
    assert SECRET not in ChatSession.objects.get(user=end_user).title
    assert SECRET not in _export_text(api, key)


def test_a_memory_whose_entity_or_key_holds_a_secret_is_refused(api: Api, key: str, end_user: User) -> None:
    for field in ("entity", "key"):
        response = api.post("/users/alice/memories", key=key, json_body={"summary": "Likes tea", field: f"x {SECRET}"})
        assert response.status == 422, response.text
        assert response.body["error"]["code"] == "contains_secret"
        assert [f["field"] for f in response.body["error"]["fields"]] == [field]
    assert not MemoryEntry.objects.filter(user=end_user).exists()


def test_recall_parameters_are_recorded_without_the_secret(api: Api, key: str, end_user: User) -> None:
    response = api.post(
        "/chat", key=key, json_body={"user": "alice", "message": "what do I like?", "params": {"entity": f"k {SECRET}"}}
    )
    assert response.status == 200, response.text
    records = list(RecallRecord.objects.filter(user=end_user))
    assert records and all(SECRET not in str(r.params) for r in records)


def test_an_imported_document_is_guarded_on_every_field(api: Api, key: str, end_user: User) -> None:
    document: dict[str, Any] = {
        "format": "memoryhub.export",
        "version": 1,
        "user": {"language": "en"},
        "counts": {},
        "sessions": [
            {
                "id": 1,
                "title": f"with {SECRET}",
                "created_at": "2026-01-05T09:00:00Z",
                "messages": [
                    {"id": 10, "role": "user", "content": "hi", "created_at": "2026-01-05T09:00:00Z", "meta": {"n": SECRET}}
                ],
            }
        ],
        "memories": [
            {
                "id": 5, "entity": f"e {SECRET}", "type": "fact", "key": "", "summary": "Likes tea", "facts": {},
                "importance": 3, "confidence": "confirmed", "status": "active", "enabled": True,
                "created_at": "2026-01-05T09:00:00Z", "updated_at": "2026-01-05T09:00:00Z",
                "last_confirmed_at": "2026-01-05T09:00:00Z", "versions": [],
            }
        ],
    }  # fmt: skip
    report = api.post("/users/alice/import", key=key, json_body=document)
    assert report.status == 200, report.text
    assert SECRET not in str(list(ChatSession.objects.filter(user=end_user).values_list("title", flat=True)))
    assert SECRET not in str(list(Message.objects.filter(user=end_user).values_list("meta", flat=True)))
    assert not MemoryEntry.objects.filter(user=end_user).exists()  # skipped: contains_secret
    assert "contains_secret" in report.text
    assert SECRET not in _export_text(api, key)


def test_an_api_key_s_name_is_stored_without_a_secret(api: Api, key: str) -> None:
    from apps.accounts.models import ApiKey

    created = api.post("/keys", key=key, json_body={"name": f"bot {SECRET}", "scopes": ["read"]})
    assert created.status == 201, created.text
    assert SECRET not in created.text
    stored = ApiKey.objects.get(prefix=created.body["key"]["prefix"])
    assert SECRET not in stored.name and stored.name.startswith("bot ")
    assert SECRET not in api.get("/keys", key=key).text


EMAIL = "carol.jones@example.com"
PHONE = "+44 20 7946 0958"


def test_contact_details_in_titles_meta_and_recall_parameters_are_stored_masked_on_every_path(
    api: Api, key: str, end_user: User
) -> None:
    # personal data nobody asked to be remembered: not kept raw beside the conversation, nor in
    # the lists that show a title, nor in the export
    assert api.post("/users/alice/sessions", key=key, json_body={"title": f"Call {PHONE}"}).status == 201
    ingest = {"title": f"From {EMAIL}", "messages": [{"content": "hello", "meta": {"from": EMAIL, EMAIL: 1}}]}
    assert api.post("/users/alice/ingest", key=key, json_body=ingest).status == 200
    chat = api.post(
        "/chat", key=key, json_body={"user": "alice", "message": f"mail {EMAIL}", "params": {"entity": EMAIL}}
    )
    assert chat.status == 200, chat.text
    document = api.get("/users/alice/export", key=key).body
    ChatSession.objects.filter(user=end_user).delete()
    imported = {
        "format": "memoryhub.export", "version": 1, "user": {"language": "en"}, "counts": {},
        "sessions": [{"id": 1, "title": f"Ask {EMAIL}", "created_at": "2026-01-05T09:00:00Z", "messages": [
            {"id": 10, "role": "user", "content": "hi", "created_at": "2026-01-05T09:00:00Z", "meta": {"to": PHONE}}
        ]}],
    }  # fmt: skip
    assert api.post("/users/alice/import", key=key, json_body=imported).status == 200
    assert api.post("/users/alice/import", key=key, json_body=imported).body["created"]["sessions"] == 0

    stored = [*ChatSession.objects.values_list("title", flat=True), *Message.objects.values_list("meta", flat=True)]
    stored += [r.params for r in RecallRecord.objects.all()]
    for text in (str(stored), str(document["sessions"]), str(document["recall_records"])):
        for session in document["sessions"]:
            for message in session["messages"]:
                text = text.replace(message["content"], "")  # the message itself keeps what was said
        assert EMAIL not in text and "7946 0958" not in text, text
    assert "c•••@example.com" in str(stored) and "+44 2• •••• 0958" in str(stored)


def test_renaming_who_a_memory_is_about_is_guarded_like_creating_it(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="The user's boss is Brian", type="fact", entity="Brian")
    with pytest.raises(SecretRefused):
        memory_update(memory=memory, actor="pipeline", entity=f"Bryan {SECRET}")
    memory.refresh_from_db()
    assert memory.entity == "Brian" and memory.version == 1  # refused whole: nothing half-written
