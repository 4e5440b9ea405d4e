"""One set of validators for every path that takes messages and people from outside (issue 10,
item 9): the API's ingest, the import of an export document and ``manage.py ingest`` refuse the
same things — a person's message over MAX_MESSAGE_CHARS, nested or oversized ``meta``, a date that
is the year 3000 in UTC, an external id with a right-to-left override — and accept the same things
(an assistant's long reply, a memory command's id lists). Nothing is written when one is refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User, Workspace
from apps.accounts.services import end_user_ensure
from apps.chat.models import ChatSession, Message
from apps.memory.models import MemoryEntry
from tests.api.conftest import Api

RLO = "ali\u202ecbo"  # a right-to-left override inside an id: it would read "alibc" reversed

Sender = Callable[[dict[str, Any]], bool]  # sends one message on a path; True when it was accepted


def _message(
    role: str = "user", content: str = "hello", created_at: str = "2026-01-05T09:00:00Z", meta: Any = None
) -> dict[str, Any]:
    return {"role": role, "content": content, "created_at": created_at, "meta": {} if meta is None else meta}


@pytest.fixture
def via_api(api: Api, key: str, end_user: User) -> Sender:
    def send(message: dict[str, Any]) -> bool:
        response = api.post("/users/alice/ingest", key=key, json_body={"messages": [message]})
        assert response.status in (200, 422), response.text
        return response.status == 200

    return send


@pytest.fixture
def via_import(api: Api, key: str, end_user: User) -> Sender:
    def send(message: dict[str, Any]) -> bool:
        part = {"id": 2, **message}
        session = {"id": 1, "title": "t", "created_at": "2026-01-05T09:00:00Z", "messages": [part]}
        document = {"format": "memoryhub.export", "version": 1, "user": {}, "counts": {}, "sessions": [session]}
        response = api.post("/users/alice/import", key=key, json_body=document)
        assert response.status in (200, 422), response.text
        return response.status == 200

    return send


@pytest.fixture
def via_command(tmp_path: Path, workspace: Workspace) -> Sender:
    def send(message: dict[str, Any]) -> bool:
        path = tmp_path / "conversation.json"
        body = {
            "workspace": workspace.slug,
            "user": "carol",
            "sessions": [{"title": "t", "end": False, "messages": [message]}],
        }
        path.write_text(json.dumps(body), encoding="utf-8")
        try:
            call_command("ingest", str(path), stdout=StringIO(), stderr=StringIO())
        except CommandError:
            return False
        return True

    return send


PATHS = ["via_api", "via_import", "via_command"]

REFUSED = {
    "a person's message over MAX_MESSAGE_CHARS": lambda: _message(content="x" * (settings.MAX_MESSAGE_CHARS + 1)),
    "a system message over MAX_MESSAGE_CHARS": lambda: _message(
        role="system", content="x" * (settings.MAX_MESSAGE_CHARS + 1)
    ),
    "nested meta": lambda: _message(meta={"a": {"a": {"a": 1}}}),
    "a meta value over 1000 characters": lambda: _message(meta={"note": "v" * 1001}),
    "meta with 21 keys": lambda: _message(meta={f"k{i}": i for i in range(21)}),
    "a meta list that is not ids": lambda: _message(meta={"speaker": ["Caroline"]}),
    "a date that is the year 3000 in UTC": lambda: _message(created_at="2999-12-31T23:59:59-12:00"),
    "a date before 1900": lambda: _message(created_at="1899-12-31T12:00:00Z"),
    "a message of spaces and line breaks only": lambda: _message(content=" \t\n "),
    "a message of invisible characters only": lambda: _message(content="\u200b\u202e"),
    "an assistant's reply of spaces only": lambda: _message(role="assistant", content="   "),
}

ACCEPTED = {
    "an assistant's reply longer than a person may type": lambda: _message(
        role="assistant", content="y" * (settings.MAX_MESSAGE_CHARS + 1)
    ),
    "a memory command's meta (ids and a kind)": lambda: _message(
        meta={
            "memory_command": "forget",
            "memory_candidates": [3, 4],
            "speaker": "Caroline",
            "n": 1.5,
            "ok": True,
            "none": None,
        }
    ),
    "the last second of 2999 in UTC": lambda: _message(created_at="2999-12-31T23:59:59Z"),
}


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_every_path_refuses_the_same_bad_message_and_writes_nothing(request: Any, path: str, case: str) -> None:
    send: Sender = request.getfixturevalue(path)
    assert send(REFUSED[case]()) is False
    assert Message.objects.count() == 0
    assert ChatSession.objects.count() == 0  # not even an empty session


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_every_path_accepts_the_same_good_message(request: Any, path: str, case: str) -> None:
    send: Sender = request.getfixturevalue(path)
    message = ACCEPTED[case]()
    assert send(message) is True
    stored = Message.objects.get()
    assert len(stored.content) == len(message["content"]) and stored.meta == message["meta"]


def test_an_external_id_with_a_right_to_left_override_is_refused_on_every_path(
    api: Api, key: str, workspace: Workspace, admin_client: Client, tmp_path: Path
) -> None:
    # the API: creating the person, or naming them in a path
    assert api.put(f"/users/{RLO}", key=key, json_body={}).status == 422
    assert api.post(f"/users/{RLO}/ingest", key=key, json_body={"messages": [_message()]}).status == 422
    # the service every onboarding goes through
    with pytest.raises(ValueError, match="bidirectional"):
        end_user_ensure(workspace=workspace, external_id=RLO)
    # the import's document
    end_user_ensure(workspace=workspace, external_id="alice")
    document = {"format": "memoryhub.export", "version": 1, "user": {"external_id": RLO}, "counts": {}}
    refused = api.post("/users/alice/import", key=key, json_body=document)
    assert refused.status == 422 and refused.body["error"]["fields"][0]["field"] == "user.external_id"
    # manage.py ingest
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"workspace": workspace.slug, "user": RLO, "sessions": []}), encoding="utf-8")
    with pytest.raises(CommandError, match="bidirectional"):
        call_command("ingest", str(path), stdout=StringIO(), stderr=StringIO())
    # the admin's form for a person
    person = User.objects.get(external_id="alice")
    form = admin_client.get(reverse("admin:accounts_user_change", args=[person.pk]), secure=True)
    data = {
        k: v
        for k, v in form.context["adminform"].form.initial.items()
        if v is not None and k not in ("groups", "user_permissions", "password", "last_login", "date_joined")
    }
    data.update({"external_id": RLO, "date_joined_0": "2026-01-01", "date_joined_1": "00:00:00"})
    response = admin_client.post(reverse("admin:accounts_user_change", args=[person.pk]), data, secure=True)
    assert response.status_code == 200 and "bidirectional-control" in response.content.decode()
    assert list(response.context["adminform"].form.errors) == ["external_id"]
    assert User.objects.filter(external_id__contains="\u202e").count() == 0


@pytest.mark.parametrize("bad", [RLO, "\u0085alice", "ali\u0082ce", "alice\u3000", "\ufeffalice", "a/b", " alice"])
def test_the_service_and_the_api_refuse_the_same_external_ids(
    api: Api, key: str, workspace: Workspace, bad: str
) -> None:
    # C1 controls and the spaces Python, pydantic and a JSON Schema regex each read differently as \s
    with pytest.raises(ValueError):
        end_user_ensure(workspace=workspace, external_id=bad)
    from urllib.parse import quote

    assert api.put(f"/users/{quote(bad, safe='')}", key=key, json_body={}).status in (404, 422)
    assert not User.objects.filter(workspace=workspace).exists()


def test_manage_py_ingest_refuses_a_file_nested_too_deep_naming_the_limit(tmp_path: Path, workspace: Workspace) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"a":' * 20_000 + "1" + "}" * 20_000, encoding="utf-8")
    with pytest.raises(CommandError, match="nested more than 32 levels deep"):
        call_command("ingest", str(path), stdout=StringIO(), stderr=StringIO())
    assert not Message.objects.exists()


BLANK_MEMORY_FIELDS: dict[str, dict[str, Any]] = {
    "a summary of spaces": {"summary": "   "},
    "a summary of invisible characters": {"summary": "\u200b\u2060"},
    "an entity of spaces": {"entity": "   "},
    "a fact named with spaces": {"facts": {"  ": "v"}},
}


@pytest.mark.parametrize("case", sorted(BLANK_MEMORY_FIELDS))
def test_the_api_and_the_import_refuse_the_same_blank_memory_fields(
    api: Api, key: str, end_user: User, case: str
) -> None:
    fields = {"summary": "Keeps bees", **BLANK_MEMORY_FIELDS[case]}
    assert api.post("/users/alice/memories", key=key, json_body=fields).status == 422
    part = {"id": 1, "created_at": "2026-01-05T09:00:00Z", **fields}
    document = {"format": "memoryhub.export", "version": 1, "user": {}, "counts": {}, "memories": [part]}
    imported = api.post("/users/alice/import", key=key, json_body=document)
    assert imported.status == 422, imported.text
    assert imported.body["error"]["fields"][0]["field"].startswith("memories[0].")
    assert not MemoryEntry.objects.exists()
