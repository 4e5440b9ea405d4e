"""The overview page and the whole-memory controls: the global switch, clear all, export."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from apps.accounts.services import user_set_memory_enabled
from apps.audit.erasure import memories_clear, user_erase
from apps.audit.models import AuditAction
from apps.audit.services import actor_for_user
from apps.dashboard import selectors
from apps.dashboard.forms import ClearAllForm, DeleteAccountForm, ImportForm
from apps.dashboard.http import AuthedRequest, render_page, request_id
from apps.dashboard.views.common import safe_next, store_receipt
from apps.memory.models import Episode, MemoryEntry, MemoryStatus
from apps.memory.portability import user_export, user_import


@login_required
@require_GET
def home(request: AuthedRequest) -> HttpResponse:
    user = request.user
    counts = MemoryEntry.objects.filter(user=user).aggregate(
        in_use=Count("id", filter=Q(status=MemoryStatus.ACTIVE, enabled=True)),
        off=Count("id", filter=Q(status=MemoryStatus.ACTIVE, enabled=False)),
        pending=Count("id", filter=Q(status=MemoryStatus.PENDING)),
        total=Count("id"),
    )
    context = {
        "counts": counts,
        "episode_count": Episode.objects.filter(user=user).count(),
        "sessions": selectors.sessions_page(user, limit=5),
        "is_member": bool(selectors.member_workspaces(user)),
    }
    return render_page(request, "dashboard/home.html", context)


@login_required
@require_POST
def memory_switch(request: AuthedRequest) -> HttpResponse:
    enabled = request.POST.get("enabled") == "1"
    user_set_memory_enabled(
        user=request.user, enabled=enabled, actor=actor_for_user(request.user), request_id=request_id(request)
    )
    if enabled:
        messages.success(request, _("Memory is on: the assistant reads and writes memory again."))
    else:
        messages.success(request, _("Memory is off: nothing is read from or written to memory until you switch it on."))
    return redirect(safe_next(request, reverse("dashboard:home")))


@login_required
@require_http_methods(["GET", "POST"])
def clear_all(request: AuthedRequest) -> HttpResponse:
    form = ClearAllForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        counts = memories_clear(user=request.user, actor=actor_for_user(request.user), request_id=request_id(request))
        audit = selectors.latest_audit_event(request.user, (AuditAction.MEMORIES_CLEARED,))
        return redirect(store_receipt(request, kind="clear", counts=counts, audit=audit))
    status = 422 if request.method == "POST" else 200
    return render_page(request, "dashboard/memory/clear.html", {"form": form}, status=status)


@login_required
@require_http_methods(["GET", "POST"])
def delete_account(request: AuthedRequest) -> HttpResponse:
    """Erase the account and everything about the person (the erasure service: every store, an
    audit event, a receipt), sign out and show the receipt. Staff and workspace owners are removed
    by an administrator instead (their workspace and its keys would be left without one)."""
    user = request.user
    if user.is_staff or user.memberships.exists():
        return render_page(request, "dashboard/account_delete.html", {"form": None}, status=403)
    form = DeleteAccountForm(request.POST or None, user=user, request=request)
    if request.method == "POST" and form.is_valid():
        receipt = user_erase(user=user, actor=actor_for_user(user), request_id=request_id(request), channel="dashboard")
        logout(request)
        return render_page(request, "dashboard/account_deleted.html", {"receipt": receipt})
    status = 422 if request.method == "POST" else 200
    return render_page(request, "dashboard/account_delete.html", {"form": form}, status=status)


@login_required
@require_GET
def export(request: AuthedRequest) -> HttpResponse:
    """The user's whole memory as one JSON download (memoryhub.export; the export is audited)."""
    document = user_export(user=request.user, actor=actor_for_user(request.user), request_id=request_id(request))
    stamp = timezone.now().strftime("%Y%m%d-%H%M%S")
    response = HttpResponse(
        json.dumps(document, ensure_ascii=False, indent=2), content_type="application/json; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="memoryhub-export-{stamp}.json"'
    response["Cache-Control"] = "no-store"
    return response


@login_required
@require_http_methods(["GET", "POST"])
def import_data(request: AuthedRequest) -> HttpResponse:
    """Add what an export file holds and the account does not have yet (idempotent, all or nothing)."""
    form = ImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        report = user_import(
            user=request.user,
            document=form.cleaned_data["file"],
            actor=actor_for_user(request.user),
            request_id=request_id(request),
        )
        return render_page(request, "dashboard/memory/import.html", {"form": ImportForm(), "report": report.as_dict()})
    status = 422 if request.method == "POST" else 200
    return render_page(request, "dashboard/memory/import.html", {"form": form}, status=status)
