"""The API keys page: owners only; create with scopes and expiry, the key shown once and stored
as a hash; list; revoke; another workspace's key is a 404."""

from __future__ import annotations

import hashlib
from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.accounts.services import api_key_create

pytestmark = pytest.mark.django_db
URL = reverse("dashboard:api-keys")


def revoke_url(api_key: ApiKey) -> str:
    return reverse("dashboard:api-key-revoke", args=[api_key.prefix])


def create(client: Client, **data: object) -> tuple[int, str]:
    response = client.post(URL, {"name": "support bot", "scopes": ["read", "write"], "expires_in": "", **data})
    return response.status_code, response.content.decode()


def test_an_owner_sees_the_workspace_keys_and_no_other_workspace_s(
    owner_client: Client,
    workspace: Workspace,
    other_workspace: Workspace,
    owner: User,
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    mine = api_key_create(workspace=workspace, name="support bot", scopes=["read"], created_by=owner).api_key
    theirs = api_key_create(workspace=other_workspace, name="globex crawler", scopes=["read"]).api_key
    with django_assert_num_queries(5):  # session, user, owned workspaces, keys with their creators, nav roles
        response = owner_client.get(URL)
    assert response.status_code == 200
    html = response.content.decode()
    assert response.context["keys"] == [mine]
    assert f"mh_{mine.prefix}_…" in html and "support bot" in html and "olivia" in html
    assert theirs.prefix not in html and "globex crawler" not in html
    assert 'href="/keys/" aria-current="page"' in html  # the navigation shows where you are


def test_a_new_key_is_shown_once_and_only_its_hash_is_stored(
    owner_client: Client, workspace: Workspace, owner: User
) -> None:
    response = owner_client.post(URL, {"name": "  support   bot ", "scopes": ["read", "write"], "expires_in": "30"})
    assert response.status_code == 200
    token = response.context["created"].token
    html = response.content.decode()
    assert f'value="{token}"' in html and "Copy your new key now" in html
    assert "no-store" in response["Cache-Control"]
    api_key = ApiKey.objects.get(workspace=workspace)
    assert api_key.name == "support bot" and api_key.scopes == ["read", "write"] and api_key.created_by == owner
    assert api_key.key_hash == hashlib.sha256(token.encode()).hexdigest() and token.startswith(f"mh_{api_key.prefix}_")
    assert api_key.expires_at is not None and abs(
        api_key.expires_at - (timezone.now() + timedelta(days=30))
    ) < timedelta(minutes=1)
    # never again: not on the next visit, not in the session
    later = owner_client.get(URL).content.decode()
    assert token not in later and api_key.prefix in later
    assert token not in str(dict(owner_client.session))
    # and it works against the API with exactly its scopes
    whoami = Client().get("/api/v1/whoami", headers={"Authorization": f"Bearer {token}"})
    assert whoami.status_code == 200 and whoami.json()["scopes"] == ["read", "write"]


def test_a_key_without_expiry_never_expires(owner_client: Client, workspace: Workspace) -> None:
    assert create(owner_client, scopes=["admin"])[0] == 200
    api_key = ApiKey.objects.get(workspace=workspace)
    assert api_key.expires_at is None and api_key.scopes == ["admin"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"scopes": []}, "Choose at least one scope."),
        ({"name": "   "}, "This field is required."),
        ({"scopes": ["root"]}, "Select a valid choice."),
        ({"expires_in": "7"}, "Select a valid choice."),
    ],
)
def test_an_invalid_form_creates_nothing_and_says_why(
    owner_client: Client, data: dict[str, object], message: str
) -> None:
    status, html = create(owner_client, **data)
    assert status == 422 and message in html and "Copy your new key now" not in html
    assert not ApiKey.objects.exists()


def test_members_who_are_not_owners_and_end_users_may_not_see_or_create_keys(
    member_client: Client, alice_client: Client, workspace: Workspace
) -> None:
    api_key_create(workspace=workspace, name="support bot", scopes=["read"])
    for client in (member_client, alice_client):
        response = client.get(URL)
        html = response.content.decode()
        assert response.status_code == 403 and "managed by the owners" in html
        assert "support bot" not in html and 'href="/keys/"' not in html
        assert create(client)[0] == 403
    assert ApiKey.objects.count() == 1


def test_an_owner_revokes_a_key_after_confirming_and_the_api_refuses_it(
    owner_client: Client, workspace: Workspace
) -> None:
    created = api_key_create(workspace=workspace, name="support bot", scopes=["read"])
    confirm = owner_client.get(revoke_url(created.api_key))
    assert confirm.status_code == 200 and "Revoke the key “support bot”?" in confirm.content.decode()
    assert ApiKey.objects.get().revoked_at is None  # asking changes nothing
    response = owner_client.post(revoke_url(created.api_key), follow=True)
    assert response.redirect_chain[-1][0] == f"{URL}?workspace={workspace.slug}"
    html = response.content.decode()
    assert "was revoked" in html and "revoked</span>" in html
    assert ApiKey.objects.get().revoked_at is not None
    refused = Client().get("/api/v1/whoami", headers={"Authorization": f"Bearer {created.token}"})
    assert refused.status_code == 401


def test_revoking_twice_keeps_the_first_time(owner_client: Client, workspace: Workspace) -> None:
    api_key = api_key_create(workspace=workspace, name="bot", scopes=["read"]).api_key
    owner_client.post(revoke_url(api_key))
    first = ApiKey.objects.get().revoked_at
    owner_client.post(revoke_url(api_key))
    assert ApiKey.objects.get().revoked_at == first
    assert "already revoked" in owner_client.get(revoke_url(api_key)).content.decode()


def test_another_workspace_s_key_is_a_404_and_stays_active(
    owner_client: Client, member_client: Client, workspace: Workspace, other_workspace: Workspace
) -> None:
    theirs = api_key_create(workspace=other_workspace, name="globex", scopes=["read"]).api_key
    ours = api_key_create(workspace=workspace, name="ours", scopes=["read"]).api_key
    assert owner_client.get(revoke_url(theirs)).status_code == 404
    assert owner_client.post(revoke_url(theirs)).status_code == 404
    # a member of the key's own workspace who is not an owner: 404 too
    assert member_client.post(revoke_url(ours)).status_code == 404
    assert not ApiKey.objects.filter(revoked_at__isnull=False).exists()
    assert owner_client.get(URL, {"workspace": other_workspace.slug}).status_code == 404


def test_an_owner_of_two_workspaces_picks_one(owner_client: Client, owner: User, other_workspace: Workspace) -> None:
    Membership.objects.create(workspace=other_workspace, user=owner, role=Membership.Role.OWNER)
    api_key_create(workspace=other_workspace, name="globex bot", scopes=["read"])
    assert "globex bot" not in owner_client.get(URL).content.decode()  # Acme comes first by name
    html = owner_client.get(URL, {"workspace": other_workspace.slug}).content.decode()
    assert "globex bot" in html and 'id="workspace-pick"' in html
    create(owner_client, workspace=other_workspace.slug, name="second")
    assert ApiKey.objects.filter(workspace=other_workspace).count() == 2


def test_the_page_is_in_chinese(owner_client: Client, workspace: Workspace) -> None:
    api_key_create(
        workspace=workspace, name="bot", scopes=["read", "admin"], expires_at=timezone.now() + timedelta(days=3)
    )
    owner_client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    html = owner_client.get(URL).content.decode()
    assert "API 密钥" in html and "创建密钥" in html and "读取" in html and "管理" in html and "吊销" in html
    for english in ("Create a key", "Scopes", "Expires", "Last used", "no expiry", "not yet", "active", "Revoke"):
        assert f">{english}<" not in html, english
    created = owner_client.post(URL, {"name": "机器人", "scopes": ["read"], "expires_in": ""}).content.decode()
    assert "请立即复制新密钥" in created
