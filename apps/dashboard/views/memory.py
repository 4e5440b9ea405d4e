"""My memory: the list with search and filters, several memories at once (switch off or on,
delete), one memory (edit, switch, history, sources, delete), episodes, the pending inbox, the
changelog."""

from __future__ import annotations

from datetime import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from apps.audit.models import AuditAction
from apps.dashboard import selectors, services
from apps.dashboard.forms import BulkActionForm, MemoryEditForm, MemoryFilterForm, facts_as_text
from apps.dashboard.http import AuthedRequest, render_page, request_id
from apps.dashboard.services import USER_ACTOR, memory_version_undo, pending_resolve_many
from apps.dashboard.views.common import RECEIPT_KEY, safe_next, store_receipt
from apps.memory.history import earlier_of
from apps.memory.models import MemoryStatus
from apps.memory.selectors import episode_get_for_user, memory_get_for_user
from apps.memory.services import (
    NotPending,
    memories_delete,
    memory_preview_delete,
    memory_resolve_pending,
    memory_restore,
    memory_set_enabled,
    memory_update,
)

# memories_delete audits a single deletion as MEMORY_DELETED and several as MEMORIES_DELETED.
DELETE_ACTIONS = (AuditAction.MEMORY_DELETED, AuditAction.MEMORIES_DELETED)


@login_required
@require_GET
def memory_list(request: AuthedRequest) -> HttpResponse:
    form = MemoryFilterForm(request.GET or None)
    filters = form.filters() if request.GET else selectors.MemoryFilters()
    listing = selectors.memory_listing(request.user, filters)
    context = {"form": form, "filters": filters, "listing": listing, "pending": selectors.pending_count(request.user)}
    return render_page(request, "dashboard/memory/list.html", context, partial="results")


@login_required
@require_GET
def memory_detail(request: AuthedRequest, pk: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    context = {"memory": memory, "history": selectors.memory_history(memory), "earlier": earlier_of(memory.earlier)}
    return render_page(request, "dashboard/memory/detail.html", context, partial="card")


@login_required
@require_http_methods(["GET", "POST"])
def memory_edit(request: AuthedRequest, pk: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    if request.method == "POST":
        form = MemoryEditForm(request.POST, memory=memory)
        if form.is_valid():
            data = form.cleaned_data
            memory_update(
                memory=memory,
                actor=USER_ACTOR,
                summary=data["summary"],
                facts=form.facts_to_save(),
                importance=data["importance"],
                confidence=data["confidence"],
                type=data["type"],
            )
            if request.htmx:
                return render_page(request, "dashboard/memory/parts.html", {"memory": memory}, partial="card")
            messages.success(request, _("Saved. The previous version is kept in the history."))
            return redirect("dashboard:memory-detail", pk=memory.pk)
        return render_page(
            request, "dashboard/memory/edit.html", {"memory": memory, "form": form}, partial="form", status=422
        )
    form = MemoryEditForm(
        memory=memory,
        initial={
            "summary": memory.summary,
            "facts": facts_as_text(memory.facts),
            "type": memory.type,
            "importance": memory.importance,
            "confidence": memory.confidence,
        },
    )
    return render_page(request, "dashboard/memory/edit.html", {"memory": memory, "form": form}, partial="form")


@login_required
@require_GET
def memory_card(request: AuthedRequest, pk: int) -> HttpResponse:
    """One memory's card (what "cancel" on the inline editor swaps back in)."""
    memory = memory_get_for_user(request.user, pk)
    if not request.htmx:
        return redirect("dashboard:memory-detail", pk=memory.pk)
    return render_page(request, "dashboard/memory/parts.html", {"memory": memory}, partial="card")


@login_required
@require_POST
def memory_toggle(request: AuthedRequest, pk: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    enabled = request.POST.get("enabled") == "1"
    memory_set_enabled(memory=memory, enabled=enabled, actor=USER_ACTOR, request_id=request_id(request))
    if request.htmx:
        return render_page(request, "dashboard/memory/parts.html", {"memory": memory}, partial="card")
    if enabled:
        messages.success(request, _("Switched on: this memory can be used in replies again."))
    else:
        messages.success(request, _("Switched off: this memory will not be used in replies."))
    return redirect(safe_next(request, reverse("dashboard:memory-detail", args=[memory.pk])))


@login_required
@require_http_methods(["GET", "POST"])
def memory_delete(request: AuthedRequest, pk: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    if request.method == "POST":
        counts = memories_delete(user=request.user, memories=[memory], actor=USER_ACTOR, request_id=request_id(request))
        audit = selectors.latest_audit_event(request.user, DELETE_ACTIONS)
        return redirect(store_receipt(request, kind="delete", counts=counts, audit=audit))
    preview = memory_preview_delete(user=request.user, memories=[memory])
    return render_page(request, "dashboard/memory/delete.html", {"memory": memory, "preview": preview})


# the audit actions of a switch (memory_set_enabled), by the state switched to
SWITCH_ACTIONS = {False: (AuditAction.MEMORY_DISABLED,), True: (AuditAction.MEMORY_ENABLED,)}


@login_required
@require_http_methods(["GET", "POST"])
def memory_bulk(request: AuthedRequest) -> HttpResponse:
    """Several memories at once, from the boxes ticked on My memory: GET shows what the action
    would affect (one preview), POST does it through the memory services and gives one receipt."""
    back = safe_next(request, reverse("dashboard:memory"))
    form = BulkActionForm(request.POST if request.method == "POST" else request.GET)
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, str(error))
        return redirect(back)
    action, ids = form.cleaned_data["action"], form.cleaned_data["ids"]
    chosen = selectors.memories_get_for_user(request.user, ids)
    if request.method == "POST":
        if action == "delete":
            counts = memories_delete(
                user=request.user, memories=chosen, actor=USER_ACTOR, request_id=request_id(request)
            )
            audit = selectors.latest_audit_event(request.user, DELETE_ACTIONS)
            return redirect(store_receipt(request, kind="bulk_delete", counts=counts, audit=audit, back=back))
        enabled = action == "on"
        switched = services.memories_set_enabled(
            user=request.user, memories=chosen, enabled=enabled, request_id=request_id(request)
        )
        audit = selectors.latest_audit_event(request.user, SWITCH_ACTIONS[enabled]) if switched else None
        counts = {"switched": switched, "unchanged": len(chosen) - switched}
        return redirect(store_receipt(request, kind=f"switch_{action}", counts=counts, audit=audit, back=back))
    context = {
        "action": action,
        "memories": chosen,
        "already": sum(1 for m in chosen if m.enabled == (action == "on")),
        "preview": memory_preview_delete(user=request.user, memories=chosen) if action == "delete" else None,
        "back": back,
    }
    return render_page(request, "dashboard/memory/bulk.html", context)


@login_required
@require_GET
def receipt(request: AuthedRequest) -> HttpResponse:
    data = request.session.get(RECEIPT_KEY)
    if not data:
        raise Http404("No receipt")
    at = datetime.fromisoformat(data["at"])
    return render_page(request, "dashboard/memory/receipt.html", {"receipt": data, "at": at})


@login_required
@require_GET
def receipts(request: AuthedRequest) -> HttpResponse:
    """Every deletion of the person's data, newest first, each with its receipt."""
    return render_page(
        request, "dashboard/memory/receipts.html", {"receipts": selectors.deletion_receipts(request.user)}
    )


@login_required
@require_GET
def receipt_detail(request: AuthedRequest, pk: int) -> HttpResponse:
    """A deletion's receipt reopened from the audit log (the latest one is also at ``receipt``)."""
    deletion = selectors.deletion_receipt_get(request.user, pk)
    data = {
        "kind": deletion.kind,
        "counts": deletion.counts,
        "audit_id": deletion.pk,
        "audit_hash": deletion.event.hash,
    }
    return render_page(
        request, "dashboard/memory/receipt.html", {"receipt": data, "at": deletion.created_at, "deletion": deletion}
    )


@login_required
@require_POST
def memory_restore_version(request: AuthedRequest, pk: int, version: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    snapshot = selectors.memory_version_get(memory, version)
    memory_restore(memory=memory, version=snapshot.version, actor=USER_ACTOR)
    messages.success(request, _("Version %(v)d is current again (saved as a new version).") % {"v": snapshot.version})
    return redirect("dashboard:memory-detail", pk=memory.pk)


@login_required
@require_GET
def memory_sources(request: AuthedRequest, pk: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    transcripts = selectors.transcripts_for(request.user, list(memory.source_message_ids))
    return render_page(request, "dashboard/memory/sources.html", {"memory": memory, "transcripts": transcripts})


@login_required
@require_GET
def episode_detail(request: AuthedRequest, pk: int) -> HttpResponse:
    episode = episode_get_for_user(request.user, pk)
    transcripts = selectors.transcripts_for(request.user, selectors.episode_message_ids(episode))
    return render_page(request, "dashboard/memory/episode.html", {"episode": episode, "transcripts": transcripts})


@login_required
@require_http_methods(["GET", "POST"])
def pending(request: AuthedRequest) -> HttpResponse:
    if request.method == "POST":
        action = request.POST.get("action")
        ids = [int(v) for v in request.POST.getlist("ids") if v.isdigit()]
        if action in ("accept", "reject") and ids:
            done = pending_resolve_many(user=request.user, memory_ids=ids, accept=action == "accept")
            messages.success(request, _("%(n)d settled.") % {"n": done})
        else:
            messages.error(request, _("Select at least one item, then confirm or reject."))
        if not request.htmx:
            return redirect("dashboard:pending")
    context = {"inbox": selectors.pending_inbox(request.user)}
    return render_page(request, "dashboard/memory/pending.html", context, partial="inbox")


@login_required
@require_POST
def pending_resolve(request: AuthedRequest, pk: int) -> HttpResponse:
    memory = memory_get_for_user(request.user, pk)
    if memory.status != MemoryStatus.PENDING:
        raise Http404("Not pending")
    accept = request.POST.get("action") == "accept"
    try:
        memory_resolve_pending(pending=memory, accept=accept, actor=USER_ACTOR)
    except NotPending:
        raise Http404("Not pending") from None  # settled meanwhile (another tab, the API)
    messages.success(
        request,
        _("Confirmed: the newer value replaces the old one.")
        if accept
        else _("Rejected: the stored value stays. You can undo this in Recent changes."),
    )
    if not request.htmx:
        return redirect("dashboard:pending")
    return render_page(
        request, "dashboard/memory/pending.html", {"inbox": selectors.pending_inbox(request.user)}, partial="inbox"
    )


@login_required
@require_GET
def changelog(request: AuthedRequest) -> HttpResponse:
    return render_page(request, "dashboard/memory/changelog.html", {"changes": selectors.changelog(request.user)})


@login_required
@require_POST
def changelog_undo(request: AuthedRequest, pk: int) -> HttpResponse:
    version = selectors.changelog_entry_get(request.user, pk)
    try:
        memory_version_undo(version=version, request_id=request_id(request))
    except ValueError:
        messages.error(request, _("A memory's first version has nothing to go back to; delete it instead."))
    else:
        messages.success(request, _("Undone. The change stays in the history, so this can be undone too."))
    return redirect(safe_next(request, reverse("dashboard:changelog")))


@login_required
@require_POST
def rejection_undo(request: AuthedRequest, pk: int) -> HttpResponse:
    """Undo a rejected contradiction: it waits in the inbox again."""
    memory = selectors.rejection_get(request.user, pk)
    services.rejection_undo(memory=memory)
    messages.success(request, _("Undone: the statement is waiting for your decision again."))
    return redirect(safe_next(request, reverse("dashboard:changelog")))
