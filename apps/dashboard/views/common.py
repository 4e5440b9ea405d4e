"""Small helpers shared by the dashboard views."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest
from django.urls import reverse
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme

from apps.accounts.models import Workspace

RECEIPT_KEY = "dashboard_receipt"


def workspace_chosen(request: HttpRequest, workspaces: list[Workspace]) -> Workspace | None:
    """The workspace named by ``?workspace=<slug>`` (GET or POST) among ``workspaces``, else the
    first of them; Http404 for a slug that is not among them (never another team's workspace)."""
    wanted = request.GET.get("workspace") or request.POST.get("workspace")
    if wanted:
        for workspace in workspaces:
            if workspace.slug == wanted:
                return workspace
        raise Http404("No such workspace")
    return workspaces[0] if workspaces else None


def safe_next(request: HttpRequest, default: str) -> str:
    """The ``next`` field of a POST (or GET) if it points back into this site, else ``default``."""
    target = request.POST.get("next") or request.GET.get("next") or ""
    if target and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return default


def store_receipt(request: HttpRequest, *, kind: str, counts: dict[str, int], audit: Any, back: str = "") -> str:
    """Keep a receipt of a deletion or a bulk switch (counts and the audit reference — never
    content) for the receipt page, and return its URL. ``back`` is where its "back" link goes
    (My memory by default)."""
    request.session[RECEIPT_KEY] = {
        "kind": kind,
        "counts": {key: int(value) for key, value in counts.items()},
        "at": timezone.now().isoformat(),
        "audit_id": audit.pk if audit else None,
        "audit_hash": audit.hash if audit else "",
        "back": back or reverse("dashboard:memory"),
    }
    return reverse("dashboard:receipt")
