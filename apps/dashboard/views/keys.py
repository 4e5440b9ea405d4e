"""API keys for workspace owners: create (the key is shown once), list, revoke.

The same services as ``POST /api/v1/keys`` and ``manage.py create_api_key``
(``apps.accounts.services.api_key_create`` / ``api_key_revoke``): only a SHA-256 of a key is
stored, the key itself exists in one response and nowhere else — not in the session, not in a
redirect. Members who do not own a workspace get a page that says whom to ask; another
workspace's key is a 404.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from apps.accounts.selectors import api_key_get_for_owner, api_keys_for, owner_workspaces
from apps.accounts.services import ApiKeyInputError, CreatedKey, api_key_create, api_key_revoke
from apps.audit.services import actor_for_user
from apps.dashboard.forms import ApiKeyForm
from apps.dashboard.http import AuthedRequest, render_page, request_id
from apps.dashboard.views.common import workspace_chosen

TEMPLATE = "dashboard/keys/index.html"


@login_required
@require_http_methods(["GET", "POST"])
def api_keys(request: AuthedRequest) -> HttpResponse:
    workspaces = owner_workspaces(request.user)
    workspace = workspace_chosen(request, workspaces)
    if workspace is None:
        return render_page(request, "dashboard/keys/owners_only.html", {}, status=403)
    form = ApiKeyForm(request.POST if request.method == "POST" else None, initial={"scopes": ["read", "write"]})
    created: CreatedKey | None = None
    if form.is_bound and form.is_valid():
        try:
            created = api_key_create(
                workspace=workspace,
                name=form.cleaned_data["name"],
                scopes=form.cleaned_data["scopes"],
                created_by=request.user,
                expires_at=form.expires_at(),
                actor=actor_for_user(request.user),
                request_id=request_id(request),
            )
        except ApiKeyInputError:  # the form checks what the service checks; kept for safety
            form.add_error(None, _("The key could not be created; check the name, scopes and expiry."))
        else:
            form = ApiKeyForm(initial={"scopes": ["read", "write"]})
    context: dict[str, Any] = {
        "workspaces": workspaces,
        "workspace": workspace,
        "keys": list(api_keys_for(workspace).select_related("created_by")),
        "form": form,
        "created": created,
    }
    status = 422 if form.is_bound and created is None else 200
    response = render_page(request, TEMPLATE, context, status=status)
    if created is not None:
        add_never_cache_headers(response)  # the one response that holds the key: never cached
    return response


@login_required
@require_http_methods(["GET", "POST"])
def api_key_revoke_view(request: AuthedRequest, prefix: str) -> HttpResponse:
    """GET asks for confirmation; POST revokes (at once and for good)."""
    api_key = api_key_get_for_owner(request.user, prefix)
    back = reverse("dashboard:api-keys") + "?" + urlencode({"workspace": api_key.workspace.slug})
    if request.method == "POST":
        already = api_key.revoked_at is not None
        api_key_revoke(api_key=api_key, actor=actor_for_user(request.user), request_id=request_id(request))
        if not already:
            messages.success(
                request,
                _("The key %(name)s was revoked. Requests with it are refused from now on.") % {"name": api_key.name},
            )
        return redirect(back)
    return render_page(request, "dashboard/keys/revoke.html", {"key": api_key, "back": back})
