"""Creating and revoking an API key is an audit event on every path (API, dashboard, command): who
did it, the workspace, the key's public prefix, scopes and expiry — never the secret, its hash or
the key's name. A repeated revocation changes nothing and records nothing."""

from __future__ import annotations

import json
from io import StringIO
from typing import Any

from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.accounts.services import api_key_create
from apps.audit.models import AuditEvent
from apps.audit.services import subject_for, verify_audit_chain
from tests.api.conftest import Api


def _events(action: str) -> list[AuditEvent]:
    return list(AuditEvent.objects.filter(action=action).order_by("id"))


def _assert_no_secret(event: AuditEvent, api_key: ApiKey, token: str) -> None:
    stored = json.dumps({f.name: str(getattr(event, f.name)) for f in AuditEvent._meta.fields}, ensure_ascii=False)
    secret = token.split("_", 2)[2]
    assert secret not in stored and token not in stored
    assert api_key.key_hash not in stored
    assert api_key.name not in stored  # free text the creator typed


def test_creating_and_revoking_a_key_through_the_api_is_audited_without_the_secret(
    api: Api, workspace: Workspace
) -> None:
    admin_key = api_key_create(workspace=workspace, name="admin console", scopes=["read", "write", "admin"])
    created = api.post(
        "/keys",
        key=admin_key.token,
        json_body={"name": "support bot Zq7", "scopes": ["read"], "expires_at": "2999-01-01T00:00:00Z"},
        headers={"X-Request-ID": "req-key-create-1"},
    )
    assert created.status == 201
    token, prefix = created.body["secret"], created.body["key"]["prefix"]
    api_key = ApiKey.objects.get(prefix=prefix)

    [event] = [e for e in _events("api_key.created") if e.scope["key_prefix"] == prefix]
    assert (event.actor_type, event.actor) == ("api_key", f"mh_{admin_key.api_key.prefix}")
    assert event.workspace_id == workspace.pk and event.subject == "system"
    assert event.scope == {"key_prefix": prefix, "scopes": ["read"], "expires_at": "2999-01-01T00:00:00+00:00"}
    assert event.request_id == "req-key-create-1"
    _assert_no_secret(event, api_key, token)

    assert api.delete(f"/keys/{prefix}", key=admin_key.token).status == 200
    [revoked] = _events("api_key.revoked")
    assert (revoked.actor, revoked.scope["key_prefix"], revoked.workspace_id) == (
        f"mh_{admin_key.api_key.prefix}",
        prefix,
        workspace.pk,
    )
    _assert_no_secret(revoked, api_key, token)

    # revoking again is idempotent: nothing changes, nothing more is recorded
    assert api.delete(f"/keys/{prefix}", key=admin_key.token).status == 200
    assert len(_events("api_key.revoked")) == 1
    assert verify_audit_chain() is None


def test_a_refused_key_creation_records_nothing(api: Api, workspace: Workspace) -> None:
    admin_only = api_key_create(workspace=workspace, name="admin only", scopes=["admin"]).token
    before = AuditEvent.objects.count()
    response = api.post("/keys", key=admin_only, json_body={"name": "reader", "scopes": ["read"]})
    assert response.status == 403
    assert AuditEvent.objects.count() == before


def test_an_owner_creating_and_revoking_a_key_on_the_dashboard_is_audited_as_that_person(
    owner: User, workspace: Workspace, settings: Any
) -> None:
    settings.SECURE_SSL_REDIRECT = False
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    assert Membership.objects.filter(user=owner, workspace=workspace).exists()
    client = Client()
    client.force_login(owner)
    page = client.post(
        reverse("dashboard:api-keys"), {"name": "support bot Zq7", "scopes": ["read", "write"], "expires_in": ""}
    )
    assert page.status_code == 200
    token = page.context["created"].token
    api_key = ApiKey.objects.get(workspace=workspace)

    [created] = _events("api_key.created")
    assert (created.actor_type, created.actor) == ("user", subject_for(owner))
    assert created.scope == {"key_prefix": api_key.prefix, "scopes": ["read", "write"], "expires_at": None}
    _assert_no_secret(created, api_key, token)

    client.post(reverse("dashboard:api-key-revoke", args=[api_key.prefix]))
    client.post(reverse("dashboard:api-key-revoke", args=[api_key.prefix]))  # a second click
    [revoked] = _events("api_key.revoked")
    assert (revoked.actor, revoked.workspace_id, revoked.scope["key_prefix"]) == (
        subject_for(owner),
        workspace.pk,
        api_key.prefix,
    )


def test_a_key_made_with_the_command_is_audited_as_the_command(workspace: Workspace) -> None:
    out = StringIO()
    call_command("create_api_key", workspace=workspace.slug, name="cli bot", scopes="read", quiet=True, stdout=out)
    token = out.getvalue().strip()
    api_key = ApiKey.objects.get(prefix=token.split("_")[1])
    [event] = _events("api_key.created")
    assert (event.actor_type, event.actor) == ("system", "system:create_api_key")
    _assert_no_secret(event, api_key, token)
