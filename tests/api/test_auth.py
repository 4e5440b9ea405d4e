"""API keys (hashed, shown once, scoped, expiring, revocable) and session authentication."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from datetime import datetime, timedelta
from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.utils import timezone
from django.utils.crypto import get_random_string

from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.accounts.selectors import api_key_for_token
from apps.accounts.services import api_key_create, end_user_ensure
from tests.api.conftest import Api


def _prefix(token: str) -> str:
    return token.split("_")[1]


def test_a_new_key_is_stored_only_as_the_sha256_of_the_whole_key(workspace: Workspace) -> None:
    created = api_key_create(workspace=workspace, name="bot", scopes=["read", "write"])
    stored = ApiKey.objects.get(pk=created.api_key.pk)
    assert created.token.startswith(f"mh_{stored.prefix}_")
    assert stored.key_hash == hashlib.sha256(created.token.encode()).hexdigest()
    secret = created.token.split("_", 2)[2]
    row = ApiKey.objects.filter(pk=stored.pk).values().first()
    assert row is not None and not any(secret in str(value) for value in row.values())


def test_a_key_is_found_by_its_hash_and_a_near_miss_is_not(key: str) -> None:
    assert api_key_for_token(key) is not None
    assert api_key_for_token(key[:-1] + ("A" if key[-1] != "A" else "B")) is None
    assert api_key_for_token("mh_" + _prefix(key)) is None
    assert api_key_for_token("not-a-key") is None


@pytest.mark.parametrize(
    "header",
    ["Bearer mh_deadbeef_nope", "Token abc", "Bearer", "Basic dXNlcjpwYXNz", "Bearer " + "x" * 500],
)
def test_an_unknown_or_malformed_credential_is_a_401_in_the_error_shape(api: Api, end_user: User, header: str) -> None:
    response = api.get("/users/alice/memories", headers={"Authorization": header})
    assert response.status == 401
    assert response.body["error"]["code"] == "unauthorized"
    assert set(response.body["error"]) == {"code", "message", "fields"}


def test_a_revoked_key_stops_working_at_once(api: Api, key: str, end_user: User, workspace: Workspace) -> None:
    victim = api_key_create(workspace=workspace, name="leaked", scopes=["read"]).token
    assert api.get("/whoami", key=victim).status == 200
    assert api.delete(f"/keys/{_prefix(victim)}", key=key).body["active"] is False
    response = api.get("/whoami", key=victim)
    assert response.status == 401
    assert "revoked" in response.body["error"]["message"]


def test_an_expired_key_is_refused(api: Api, expired_key: str) -> None:
    response = api.get("/whoami", key=expired_key)
    assert response.status == 401
    assert "expired" in response.body["error"]["message"]


def test_last_used_at_is_written_at_most_once_a_minute(api: Api, key: str) -> None:
    api_key = ApiKey.objects.get(prefix=_prefix(key))
    assert api_key.last_used_at is None
    api.get("/whoami", key=key)
    first = ApiKey.objects.get(pk=api_key.pk).last_used_at
    assert first is not None
    api.get("/whoami", key=key)
    assert ApiKey.objects.get(pk=api_key.pk).last_used_at == first
    ApiKey.objects.filter(pk=api_key.pk).update(last_used_at=timezone.now() - timedelta(minutes=2))
    api.get("/whoami", key=key)
    touched = ApiKey.objects.get(pk=api_key.pk).last_used_at
    assert touched is not None and touched > first - timedelta(seconds=1)


def test_a_read_key_can_read_but_not_write_or_manage_keys(api: Api, read_key: str, end_user: User) -> None:
    assert api.get("/users/alice/memories", key=read_key).status == 200
    assert api.post("/users/alice/recall", key=read_key, json_body={"query": "tea"}).status == 200
    denied = api.post("/users/alice/memories", key=read_key, json_body={"summary": "x"})
    assert denied.status == 403
    assert "'write'" in denied.body["error"]["message"]
    assert api.get("/keys", key=read_key).status == 403
    assert api.get("/users/alice/export", key=read_key).status == 403


def test_the_key_endpoints_show_the_secret_only_at_creation(api: Api, key: str) -> None:
    created = api.post("/keys", key=key, json_body={"name": "ci", "scopes": ["read", "write"]})
    assert created.status == 201
    secret = created.body["secret"]
    listing = api.get("/keys", key=key)
    assert secret not in listing.text
    assert created.body["key"]["prefix"] in listing.text
    assert api.get("/whoami", key=secret).body["scopes"] == ["read", "write"]


def test_a_key_can_grant_only_the_scopes_its_creator_holds(
    api: Api, workspace: Workspace, make_key: Callable[..., str], end_user: User
) -> None:
    admin_only = make_key(workspace, ("admin",))
    escalated = api.post("/keys", key=admin_only, json_body={"name": "reader", "scopes": ["read", "write"]})
    assert escalated.status == 403
    assert escalated.body["error"]["code"] == "forbidden"
    assert "read, write" in escalated.body["error"]["message"]
    assert "reader" not in {k.name for k in workspace.api_keys.all()}  # nothing was created

    same = api.post("/keys", key=admin_only, json_body={"name": "second admin", "scopes": ["admin"]})
    assert same.status == 201
    assert api.get("/users/alice/memories", key=same.body["secret"]).status == 403


def test_a_key_can_grant_no_longer_life_than_its_creator_has(
    api: Api, workspace: Workspace, make_key: Callable[..., str]
) -> None:
    # a leaked key that expires tomorrow must not mint one that never expires
    ends = timezone.now() + timedelta(days=1)
    short = make_key(workspace, expires_at=ends)
    forever = api.post("/keys", key=short, json_body={"name": "forever", "scopes": ["read"]})
    assert forever.status == 201
    assert forever.body["key"]["expires_at"] is not None
    assert abs(datetime.fromisoformat(forever.body["key"]["expires_at"]) - ends) < timedelta(seconds=1)
    later = (ends + timedelta(days=30)).isoformat()
    longer = api.post("/keys", key=short, json_body={"name": "longer", "scopes": ["read"], "expires_at": later})
    assert longer.status == 403 and "expires" in longer.body["error"]["message"]
    assert not workspace.api_keys.filter(name="longer").exists()
    sooner = (ends - timedelta(hours=1)).isoformat()
    assert api.post("/keys", key=short, json_body={"name": "s", "scopes": ["read"], "expires_at": sooner}).status == 201


def test_a_key_cannot_be_created_already_expired(api: Api, key: str) -> None:
    response = api.post(
        "/keys", key=key, json_body={"name": "old", "scopes": ["read"], "expires_at": "2001-01-01T00:00:00Z"}
    )
    assert response.status == 422
    assert response.body["error"]["fields"] == [{"field": "expires_at", "message": "must be in the future"}]


def test_create_api_key_prints_the_key_once_and_it_works(api: Api, workspace: Workspace) -> None:
    out = StringIO()
    call_command(
        "create_api_key", "--workspace", "acme", "--name", "bench", "--scopes", "read,write", "--quiet", stdout=out
    )
    token = out.getvalue().strip()
    assert api.get("/whoami", key=token).body == {
        "workspace": "acme", "scopes": ["read", "write"], "credential": "api_key", "key_prefix": _prefix(token), "role": None, "user": None,
    }  # fmt: skip
    assert not ApiKey.objects.filter(key_hash__contains=token.split("_", 2)[2]).exists()


def test_create_api_key_refuses_an_unknown_workspace_and_scope(db: Any) -> None:
    with pytest.raises(CommandError, match="no workspace"):
        call_command("create_api_key", "--workspace", "nope", stdout=StringIO())
    with pytest.raises(CommandError, match="scopes"):
        call_command(
            "create_api_key", "--workspace", "new", "--create-workspace", "--scopes", "root", stdout=StringIO()
        )


def test_ensuring_an_end_user_is_idempotent(workspace: Workspace) -> None:
    first, created = end_user_ensure(workspace=workspace, external_id="u-1")
    again, created_again = end_user_ensure(workspace=workspace, external_id="u-1")
    assert created and not created_again and first.pk == again.pk
    assert not first.has_usable_password()


# --- sessions ------------------------------------------------------------------------------------


def test_an_end_users_session_acts_only_for_themself(client: Client, end_user: User, bob_data: dict[str, int]) -> None:
    client.force_login(end_user)
    api = Api(client)
    assert api.get("/users/me/memories").status == 200
    assert api.get("/users/alice/settings").body["memory_enabled"] is True
    response = api.get("/users/bob/memories")
    assert response.status == 404 and response.body["error"]["code"] == "user_not_found"
    assert api.get(f"/users/me/memories/{bob_data['memory']}").status == 404
    assert api.get("/keys").status == 403  # never key management, though it may export itself
    assert api.get("/users/me/export").status == 200
    assert api.get("/whoami").body == {
        "workspace": "acme", "scopes": ["admin", "read", "write"], "credential": "session", "key_prefix": None, "role": None, "user": "alice",
    }  # fmt: skip


def test_a_workspace_members_session_acts_for_the_workspaces_users(
    client: Client, owner: User, end_user: User, outsider: User, workspace: Workspace
) -> None:
    member = User.objects.create_user(username="milo", password="x", workspace=workspace)
    Membership.objects.create(workspace=workspace, user=member, role=Membership.Role.MEMBER)
    client.force_login(member)
    api = Api(client)
    assert api.post("/chat", json_body={"user": "alice", "message": "hi from the playground"}).status == 200
    assert api.get("/users/mallory/memories").status == 404  # another workspace's person
    assert api.get("/users/alice/export").status == 403  # members have read/write, owners admin
    client.force_login(owner)
    assert api.get("/users/alice/export").status == 200
    assert api.get("/keys").status == 200


def test_a_member_of_two_workspaces_picks_one_with_x_workspace(
    client: Client, owner: User, other_workspace: Workspace, outsider: User
) -> None:
    Membership.objects.create(workspace=other_workspace, user=owner, role=Membership.Role.MEMBER)
    client.force_login(owner)
    api = Api(client)
    assert api.get("/whoami").body["workspace"] == "acme"
    assert api.get("/whoami", headers={"X-Workspace": "globex"}).body["workspace"] == "globex"
    assert api.get("/users/mallory/settings", headers={"X-Workspace": "globex"}).status == 200
    assert api.get("/whoami", headers={"X-Workspace": "initech"}).status == 403


def test_a_session_post_needs_the_csrf_token(end_user: User) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(end_user)
    api = Api(client)
    refused = api.post("/users/me/memories", json_body={"summary": "Likes tea"})
    assert refused.status == 403 and refused.body["error"]["code"] == "csrf_failed"
    assert api.get("/users/me/memories").status == 200  # safe methods need no token
    token = get_random_string(32)
    client.cookies["csrftoken"] = token
    accepted = api.post(
        "/users/me/memories",
        json_body={"summary": "Likes tea"},
        headers={"X-CSRFToken": token, "Referer": "https://testserver/"},
    )
    assert accepted.status == 201


def test_a_person_with_no_workspace_is_refused(client: Client, db: Any) -> None:
    client.force_login(User.objects.create_user(username="staffer", password="x"))
    assert Api(client).get("/whoami").status == 403
