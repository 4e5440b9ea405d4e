"""Reads of people, workspaces and API keys, always scoped to the caller's workspace."""

from __future__ import annotations

import hmac

from django.db.models import QuerySet
from django.http import Http404

from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.accounts.services import KEY_PREFIX, hash_secret


def api_key_for_token(token: str) -> ApiKey | None:
    """The key a presented ``mh_<prefix>_<secret>`` string belongs to, active or not; None if no key matches.

    The lookup is by the SHA-256 of the whole string (an indexed, unique column), then the stored
    hash and prefix are compared in constant time, so neither the lookup nor the comparison tells
    an attacker how much of a guess was right.
    """
    parts = token.split("_", 2)
    if len(parts) != 3 or parts[0] != KEY_PREFIX or not parts[1] or not parts[2] or len(token) > 200:
        return None
    digest = hash_secret(token)
    api_key = ApiKey.objects.select_related("workspace").filter(key_hash=digest).first()
    if api_key is None:
        return None
    if not hmac.compare_digest(api_key.key_hash, digest) or not hmac.compare_digest(api_key.prefix, parts[1]):
        return None
    return api_key


def api_keys_for(workspace: Workspace) -> QuerySet[ApiKey]:
    return ApiKey.objects.filter(workspace=workspace).order_by("-created_at", "-id")


def api_key_get_for_workspace(workspace: Workspace, prefix: str) -> ApiKey:
    """The key with public ``prefix`` if it is ``workspace``'s; Http404 otherwise."""
    try:
        return ApiKey.objects.get(workspace=workspace, prefix=prefix)
    except ApiKey.DoesNotExist:
        raise Http404("No such API key") from None


def owner_workspaces(user: User) -> list[Workspace]:
    """The workspaces ``user`` owns (whose API keys they may manage), by name."""
    memberships = Membership.objects.filter(user=user, role=Membership.Role.OWNER).select_related("workspace")
    return [m.workspace for m in memberships.order_by("workspace__name", "workspace_id")]


def api_key_get_for_owner(user: User, prefix: str) -> ApiKey:
    """The key with public ``prefix`` if ``user`` owns its workspace; Http404 otherwise (another
    workspace's key, or a member who is not an owner, never learns that it exists)."""
    try:
        return ApiKey.objects.select_related("workspace").get(
            prefix=prefix, workspace__memberships__user=user, workspace__memberships__role=Membership.Role.OWNER
        )
    except ApiKey.DoesNotExist:
        raise Http404("No such API key") from None


def membership_for(user: User, workspace_slug: str | None = None) -> Membership | None:
    """The membership a logged-in person acts through.

    With ``workspace_slug``: that workspace's membership (None if they are not a member).
    Without: the membership of their own workspace if they have one, else their oldest.
    """
    memberships = Membership.objects.filter(user=user).select_related("workspace").order_by("id")
    if workspace_slug is not None:
        return memberships.filter(workspace__slug=workspace_slug).first()
    chosen: Membership | None = None
    for membership in memberships:
        if membership.workspace_id == user.workspace_id:
            return membership
        chosen = chosen or membership
    return chosen
