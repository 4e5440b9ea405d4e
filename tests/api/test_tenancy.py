"""The tenancy matrix, for every endpoint of the API.

For each operation: the workspace's key with every scope gets the success status; a key of
another workspace, and this user's path with another end user's object ids, get 404; no key, a
revoked key and an expired key get 401; a key without the needed scope gets 403. No response of
any of these ever contains another tenant's canary text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from apps.accounts.models import ApiKey, User, Workspace
from apps.accounts.services import api_key_create
from apps.chat.services import session_create
from apps.memory.models import Episode, MemoryEntry
from apps.memory.services import memory_create
from tests.api.conftest import CANARY_OTHER_TENANT, CANARY_OTHER_USER, Api

CANARY_ALICE = "CANARY-alice-5d0e"
EXPORT_DOC = {"format": "memoryhub.export", "version": 1}


@dataclass
class Objects:
    memory: int
    pending: int
    session: int
    episode: int
    key_prefix: str


@dataclass
class Endpoint:
    method: str
    path: str  # with {memory}, {pending}, {session}, {episode}, {prefix}
    scope: str
    ok: int
    body: Callable[[Objects], Any] | None = None
    # the other-workspace key: 404 for anything under /users/{id} or naming alice; endpoints of the
    # caller's own workspace (keys, whoami) answer for that workspace instead
    other_workspace: int = 404
    # does the path or body carry an object id of the user, so that another end user's id can be put there?
    has_object: bool = False
    notes: dict[str, Any] = field(default_factory=dict)


def _ids(o: Objects) -> dict[str, Any]:
    return {
        "memory": o.memory,
        "pending": o.pending,
        "session": o.session,
        "episode": o.episode,
        "prefix": o.key_prefix,
    }


ENDPOINTS = [
    # another workspace creates its own "alice": a different person, nothing shared
    Endpoint("put", "/users/alice", "write", 200, lambda o: {"language": "en"}, other_workspace=201),
    Endpoint("get", "/users/alice", "read", 200),
    Endpoint("delete", "/users/alice", "admin", 200),
    Endpoint("get", "/users/alice/settings", "read", 200),
    Endpoint("patch", "/users/alice/settings", "write", 200, lambda o: {"memory_enabled": False}),
    Endpoint("get", "/users/alice/pipeline", "read", 200),
    Endpoint("get", "/users/alice/export", "admin", 200),
    Endpoint("post", "/users/alice/import", "write", 200, lambda o: EXPORT_DOC),
    Endpoint("get", "/users/alice/memories", "read", 200),
    Endpoint("post", "/users/alice/memories", "write", 201, lambda o: {"summary": "Likes hiking"}),
    Endpoint("post", "/users/alice/memories/delete", "write", 200, lambda o: {"ids": [o.memory]}, has_object=True),
    Endpoint("get", "/users/alice/memories/{memory}", "read", 200, has_object=True),
    Endpoint("patch", "/users/alice/memories/{memory}", "write", 200, lambda o: {"importance": 5}, has_object=True),
    Endpoint("delete", "/users/alice/memories/{memory}", "write", 200, has_object=True),
    Endpoint("get", "/users/alice/memories/{memory}/versions", "read", 200, has_object=True),
    Endpoint("post", "/users/alice/memories/{memory}/restore", "write", 200, lambda o: {"version": 1}, has_object=True),
    Endpoint("post", "/users/alice/memories/{pending}/confirm", "write", 200, has_object=True),
    Endpoint("post", "/users/alice/memories/{pending}/reject", "write", 200, has_object=True),
    Endpoint("get", "/users/alice/sessions", "read", 200),
    Endpoint("post", "/users/alice/sessions", "write", 201, lambda o: {"title": "new"}),
    Endpoint("get", "/users/alice/sessions/{session}", "read", 200, has_object=True),
    Endpoint("get", "/users/alice/sessions/{session}/messages", "read", 200, has_object=True),
    Endpoint("post", "/users/alice/sessions/{session}/end", "write", 200, has_object=True),
    Endpoint("delete", "/users/alice/sessions/{session}", "write", 200, has_object=True),
    Endpoint(
        "post", "/users/alice/ingest", "write", 200,
        lambda o: {"session_id": o.session, "messages": [{"content": "I moved to Shanghai."}]}, has_object=True,
    ),
    Endpoint("get", "/users/alice/episodes", "read", 200),
    Endpoint("get", "/users/alice/episodes/{episode}", "read", 200, has_object=True),
    Endpoint("post", "/users/alice/recall", "read", 200, lambda o: {"query": "hiking", "session_id": o.session}, has_object=True),
    Endpoint("post", "/chat", "write", 200, lambda o: {"user": "alice", "message": "hello", "session_id": o.session}, has_object=True),
    Endpoint(
        "post", "/chat/stream", "write", 200, lambda o: {"user": "alice", "message": "hello", "session_id": o.session}, has_object=True
    ),
    Endpoint("get", "/keys", "admin", 200, other_workspace=200),
    Endpoint("post", "/keys", "admin", 201, lambda o: {"name": "new key", "scopes": ["read"]}, other_workspace=201),
    Endpoint("delete", "/keys/{prefix}", "admin", 200, has_object=False),
    Endpoint("get", "/whoami", "", 200, other_workspace=200),
]  # fmt: skip


def test_the_matrix_covers_every_operation_of_the_openapi_document(api: Api) -> None:
    document = api.client.get("/api/v1/openapi.json", secure=True).json()
    documented = {(method, path.removeprefix("/api/v1")) for path, ops in document["paths"].items() for method in ops}
    placeholders = {
        "{memory}": "{memory_id}", "{pending}": "{memory_id}", "{session}": "{session_id}", "{episode}": "{episode_id}",
        "{prefix}": "{prefix}", "alice": "{user_id}",
    }  # fmt: skip
    covered = set()
    for endpoint in ENDPOINTS:
        path = endpoint.path
        for ours, theirs in placeholders.items():
            path = path.replace(ours, theirs)
        covered.add((endpoint.method, path))
    assert covered == documented


def _objects(user: User, workspace: Workspace, canary: str) -> Objects:
    session = session_create(user=user, title=f"{canary} session")
    memory = memory_create(user=user, summary=f"{canary} memory", actor="test", source_session=session, index=False)
    pending = memory_create(
        user=user, summary=f"{canary} pending", actor="test", status="pending", conflicts_with=memory, index=False
    )
    episode = Episode.objects.create(user=user, session=session, summary=f"{canary} episode", lines=[])
    # key names are the workspace's, not the person's: only the other workspace's carries a canary
    name = f"{canary} key" if canary == CANARY_OTHER_TENANT else "a read key"
    key = api_key_create(workspace=workspace, name=name, scopes=["read"]).api_key
    return Objects(memory.pk, pending.pk, session.pk, episode.pk, key.prefix)


@pytest.fixture
def world(
    workspace: Workspace, other_workspace: Workspace, end_user: User, other_end_user: User, outsider: User
) -> dict[str, Objects]:
    return {
        "alice": _objects(end_user, workspace, CANARY_ALICE),
        "bob": _objects(other_end_user, workspace, CANARY_OTHER_USER),
        "outsider": _objects(outsider, other_workspace, CANARY_OTHER_TENANT),
    }


def _call(api: Api, endpoint: Endpoint, objects: Objects, key: str | None) -> Any:
    path = endpoint.path.format(**_ids(objects))
    body = endpoint.body(objects) if endpoint.body else None
    return api.call(endpoint.method, path, key=key, json_body=body)


def _assert_no_leak(response: Any, *canaries: str) -> None:
    for canary in canaries:
        assert canary not in response.text, f"{canary} leaked: {response.text[:300]}"


@pytest.mark.parametrize("endpoint", ENDPOINTS, ids=lambda e: f"{e.method.upper()} {e.path}")
def test_each_credential_gets_exactly_its_status_and_never_another_tenants_data(
    api: Api,
    endpoint: Endpoint,
    world: dict[str, Objects],
    workspace: Workspace,
    make_key: Callable[..., str],
    key: str,
    other_key: str,
    revoked_key: str,
    expired_key: str,
    settings: Any,
) -> None:
    settings.API_RATE_LIMIT = 0
    alice, bob = world["alice"], world["bob"]
    foreign = (CANARY_OTHER_TENANT, CANARY_OTHER_USER)

    for credential in (None, revoked_key, expired_key):
        response = _call(api, endpoint, alice, credential)
        assert response.status == 401, (credential, response.text)
        assert response.body["error"]["code"] == "unauthorized"
        _assert_no_leak(response, CANARY_ALICE, *foreign)

    if endpoint.scope:
        lacking = tuple(s for s in ("read", "write", "admin") if s != endpoint.scope)
        response = _call(api, endpoint, alice, make_key(workspace, lacking))
        assert response.status == 403, response.text
        assert response.body["error"]["code"] == "forbidden"
        _assert_no_leak(response, CANARY_ALICE, *foreign)

    response = _call(api, endpoint, alice, other_key)
    assert response.status == endpoint.other_workspace, response.text
    _assert_no_leak(response, CANARY_ALICE, CANARY_OTHER_USER)

    if endpoint.has_object:
        # bob's object ids through alice's path: 404, and nothing of bob's in the answer
        response = _call(
            api, endpoint, Objects(bob.memory, bob.pending, bob.session, bob.episode, alice.key_prefix), key
        )
        assert response.status == 404, response.text
        _assert_no_leak(response, *foreign)

    if "{prefix}" in endpoint.path:
        # another workspace's key prefix: 404
        response = _call(api, endpoint, world["outsider"], key)
        assert response.status == 404, response.text
        _assert_no_leak(response, *foreign)

    counts_before = (MemoryEntry.objects.filter(user__external_id="bob").count(), ApiKey.objects.count())
    response = _call(api, endpoint, alice, key)
    assert response.status == endpoint.ok, response.text
    _assert_no_leak(response, *foreign)
    if endpoint.method != "post" or endpoint.path != "/keys":
        assert MemoryEntry.objects.filter(user__external_id="bob").count() == counts_before[0]
