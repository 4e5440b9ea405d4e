"""API keys of the caller's workspace (admin scope) and ``whoami``."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from django.http import HttpRequest
from ninja import Field, Path, Router, Schema
from ninja.responses import Status
from pydantic import AfterValidator

from apps.accounts.models import ApiKey
from apps.accounts.selectors import api_key_get_for_workspace, api_keys_for
from apps.accounts.services import ApiKeyInputError, api_key_create, api_key_revoke
from apps.api.auth import ADMIN, Principal, need, principal_of
from apps.api.errors import Forbidden, Unprocessable, responses
from apps.api.fields import In, When
from apps.core.fields import check_text, text_field

router = Router(tags=["keys"])

Prefix = Annotated[str, Path(description="The key's public prefix (mh_<prefix>_…)", pattern=r"^[0-9a-f]{8,16}$")]
Scope = Literal["read", "write", "admin"]


class ApiKeyOut(Schema):
    prefix: str
    name: str
    scopes: list[Scope]
    created_at: datetime
    expires_at: datetime | None
    last_used_at: datetime | None = Field(description="updated at most once a minute")
    revoked_at: datetime | None
    active: bool

    model_config = {
        "json_schema_extra": {
            "examples": [
                {"prefix": "3f9a1c2e", "name": "support bot", "scopes": ["read", "write"], "created_at": "2026-03-01T09:00:00Z",
                 "expires_at": None, "last_used_at": "2026-03-02T10:00:00Z", "revoked_at": None, "active": True}
            ]
        }
    }  # fmt: skip


class ApiKeyList(Schema):
    items: list[ApiKeyOut]

    model_config = {"json_schema_extra": {"examples": [{"items": [{"prefix": "3f9a1c2e", "name": "support bot", "scopes": ["read", "write"], "created_at": "2026-03-01T09:00:00Z", "expires_at": None, "last_used_at": None, "revoked_at": None, "active": True}]}]}}  # fmt: skip


class ApiKeyIn(In):
    name: Annotated[str, text_field(min_length=1, max_length=100), AfterValidator(check_text)] = Field(
        examples=["support bot"]
    )
    scopes: Annotated[list[Scope], Field(min_length=1, max_length=3)] = Field(examples=[["read", "write"]])
    expires_at: When | None = Field(None, description="optional; must be in the future")


class ApiKeyCreated(Schema):
    key: ApiKeyOut
    secret: str = Field(description="The whole key, shown this once: send it as 'Authorization: Bearer <secret>'.")

    model_config = {"json_schema_extra": {"examples": [{"key": {"prefix": "3f9a1c2e", "name": "support bot", "scopes": ["read", "write"], "created_at": "2026-03-01T09:00:00Z", "expires_at": None, "last_used_at": None, "revoked_at": None, "active": True}, "secret": "mh_3f9a1c2e_Xq…"}]}}  # fmt: skip


class WhoAmIOut(Schema):
    workspace: str = Field(description="workspace slug")
    scopes: list[Scope]
    credential: Literal["api_key", "session"]
    key_prefix: str | None
    role: str | None = Field(description="owner / member for a workspace member's session; null otherwise")
    user: str | None = Field(description="for an end user's own session: their external id")

    model_config = {"json_schema_extra": {"examples": [{"workspace": "acme", "scopes": ["read", "write"], "credential": "api_key", "key_prefix": "3f9a1c2e", "role": None, "user": None}]}}  # fmt: skip


def key_out(api_key: ApiKey) -> dict[str, Any]:
    return {
        "prefix": api_key.prefix,
        "name": api_key.name,
        "scopes": sorted(api_key.scopes),
        "created_at": api_key.created_at,
        "expires_at": api_key.expires_at,
        "last_used_at": api_key.last_used_at,
        "revoked_at": api_key.revoked_at,
        "active": api_key.is_active,
    }


def _manager(request: HttpRequest) -> Principal:
    principal = principal_of(request)
    if not principal.can_manage_keys:
        raise Forbidden("Only admin keys and workspace owners manage API keys.")
    return principal


@router.get("/keys", response=responses({200: ApiKeyList}), auth=need(ADMIN), summary="List API keys")
def keys_list(request: HttpRequest) -> dict[str, Any]:
    principal = _manager(request)
    return {"items": [key_out(k) for k in api_keys_for(principal.workspace)]}


@router.post(
    "/keys", response=responses({201: ApiKeyCreated}, body=True), auth=need(ADMIN), summary="Create an API key"
)
def keys_create(request: HttpRequest, payload: ApiKeyIn) -> Status[dict[str, Any]]:
    """A new key for this workspace. The secret is in this response only; memoryhub keeps a SHA-256.
    A key grants only scopes it holds, and no longer life than it has."""
    principal = _manager(request)
    # a credential can hand on only what it holds: an admin-only key cannot mint a reader
    missing = sorted(set(payload.scopes) - principal.scopes)
    if missing:
        held = ", ".join(sorted(principal.scopes))
        raise Forbidden(
            f"A key may only grant scopes its creator holds; this credential lacks {', '.join(missing)} (it has: {held})."
        )
    # nor more time: a key that expires mints keys that expire by then (by then, when none is asked)
    expires_at = payload.expires_at
    ends = principal.api_key.expires_at if principal.api_key is not None else None
    if ends is not None:
        if expires_at is not None and expires_at > ends:
            raise Forbidden(f"A key may not outlive the key that creates it; this one expires at {ends.isoformat()}.")
        expires_at = expires_at or ends
    try:
        created = api_key_create(
            workspace=principal.workspace,
            name=payload.name,
            scopes=payload.scopes,
            created_by=principal.person,
            expires_at=expires_at,
            actor=principal.audit_actor,
            request_id=getattr(request, "request_id", ""),
        )
    except ApiKeyInputError as exc:
        raise Unprocessable(fields=[{"field": exc.field, "message": exc.message}]) from None
    return Status(201, {"key": key_out(created.api_key), "secret": created.token})


@router.delete("/keys/{prefix}", response=responses({200: ApiKeyOut}), auth=need(ADMIN), summary="Revoke an API key")
def keys_revoke(request: HttpRequest, prefix: Prefix) -> dict[str, Any]:
    """Revoke at once (idempotent). Requests with the key get 401 from now on."""
    principal = _manager(request)
    api_key = api_key_get_for_workspace(principal.workspace, prefix)
    return key_out(
        api_key_revoke(api_key=api_key, actor=principal.audit_actor, request_id=getattr(request, "request_id", ""))
    )


@router.get("/whoami", response=responses({200: WhoAmIOut}), auth=need(""), summary="Who am I")
def whoami(request: HttpRequest) -> dict[str, Any]:
    """The workspace and scopes of the credential sent (any scope may call this)."""
    principal = principal_of(request)
    return {
        "workspace": principal.workspace.slug,
        "scopes": sorted(principal.scopes),
        "credential": "api_key" if principal.api_key else "session",
        "key_prefix": principal.api_key.prefix if principal.api_key else None,
        "role": principal.role or None,
        "user": (principal.person.external_id or "me") if principal.self_only and principal.person else None,
    }
