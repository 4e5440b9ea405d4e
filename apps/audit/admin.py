import json
import math
from datetime import datetime
from typing import Any

from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from apps.accounts.models import User
from apps.audit.access import GRANT_MINUTES, AccessGrantForm, access_grant_record, request_id_of
from apps.audit.erasure import (
    ERASURE_DEADLINE,
    ErasureStateError,
    erasure_request_create,
    erasure_request_next_statuses,
    erasure_request_set_status,
)
from apps.audit.forms import ErasureRequestCreateForm, ErasureStatusForm
from apps.audit.models import AuditEvent, ErasureRequest
from apps.audit.selectors import OPEN_STATUSES
from apps.audit.services import actor_for_user


@admin.register(AuditEvent)
class AuditEventAdmin(admin.ModelAdmin):
    """Read-only: the table is append-only in the database too."""

    list_display = ["id", "created_at", "action", "actor_type", "actor", "subject", "request_id"]
    list_filter = ["action", "actor_type", "created_at"]
    search_fields = ["=subject", "=actor", "=request_id"]
    readonly_fields = [f.name for f in AuditEvent._meta.fields]
    date_hierarchy = "created_at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def get_urls(self) -> list[URLPattern]:
        grant = path(
            "access/<int:user_id>/", self.admin_site.admin_view(self.access_grant_view), name="audit_access_grant"
        )
        return [grant, *super().get_urls()]

    @staticmethod
    def _memories_of(user_id: int) -> str:
        return reverse("admin:memory_memoryentry_changelist") + f"?user__id__exact={user_id}"

    def access_grant_view(self, request: HttpRequest, user_id: int) -> HttpResponse:
        """Record why a staff member opens a person's memories (audited), then send them back."""
        if request.method not in ("GET", "POST"):
            return HttpResponseNotAllowed(["GET", "POST"])
        subject_user = get_object_or_404(User, pk=user_id)
        next_url = request.POST.get("next") or request.GET.get("next") or ""
        if not url_has_allowed_host_and_scheme(
            next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        ):
            next_url = ""
        form = AccessGrantForm(request.POST if request.method == "POST" else None)
        if form.is_valid():
            access_grant_record(request=request, subject_user=subject_user, reason=form.cleaned_data["reason"])
            messages.success(
                request, f"Recorded. {subject_user.username}'s content is visible to you for {GRANT_MINUTES} minutes."
            )
            return HttpResponseRedirect(next_url or self._memories_of(subject_user.pk))
        context = {
            **self.admin_site.each_context(request),
            "title": "Record a reason to view a person's memories",
            "subject_user": subject_user,
            "form": form,
            "next": next_url,
            "minutes": GRANT_MINUTES,
            "opts": AuditEvent._meta,
        }
        return TemplateResponse(request, "admin/audit/access_grant.html", context)


def deadline_text(erasure_request: ErasureRequest, now: datetime | None = None) -> str:
    """ "due in 30 days" / "overdue by 3 days" for an open request (days started count as days
    left, full days as days late), "" once it is closed."""
    if erasure_request.status not in OPEN_STATUSES:
        return ""
    left = (erasure_request.due_at - (now or timezone.now())).total_seconds()
    if left >= 0:
        days = math.ceil(left / 86400)
        return ngettext("due in %(n)d day", "due in %(n)d days", days) % {"n": days}
    days = max(1, math.floor(-left / 86400))
    return ngettext("overdue by %(n)d day", "overdue by %(n)d days", days) % {"n": days}


@admin.register(ErasureRequest)
class ErasureRequestAdmin(admin.ModelAdmin):
    """The erasure queue. Staff with ``audit.add_erasurerequest`` queue a request for a person
    ("Add"); staff with ``audit.change_erasurerequest`` move it along on its page: received → in
    progress → completed (which erases, through ``erasure_request_set_status``) or refused (with a
    reason). Every step goes through the erasure services, so it is audited; nothing here edits a
    request's fields directly, and nothing deletes one."""

    list_display = ["request_id", "subject", "status", "requested_at", "due_at", "deadline", "completed_at", "channel"]
    list_filter = ["status", "channel"]
    search_fields = ["=subject", "=request_id"]
    readonly_fields = [f.name for f in ErasureRequest._meta.fields]
    date_hierarchy = "requested_at"

    @admin.display(description=_("deadline"), ordering="due_at")
    def deadline(self, obj: ErasureRequest) -> str:
        return deadline_text(obj) or "—"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return bool(request.user.has_perm("audit.add_erasurerequest"))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def add_view(self, request: HttpRequest, form_url: str = "", extra_context: Any = None) -> HttpResponse:
        """Queue an erasure request for one person (``?user=<id>`` fills in who, from their page)."""
        if not self.has_add_permission(request):
            raise PermissionDenied
        if request.method not in ("GET", "POST"):
            return HttpResponseNotAllowed(["GET", "POST"])
        initial: dict[str, Any] = {}
        user_param = request.GET.get("user", "")
        preset = User.objects.filter(pk=int(user_param)).first() if user_param.isdigit() else None
        if preset is not None:
            initial["person"] = preset.username
        form = ErasureRequestCreateForm(request.POST if request.method == "POST" else None, initial=initial)
        if form.is_valid():
            try:
                created = erasure_request_create(
                    user=form.cleaned_data["person"],
                    actor=actor_for_user(request.user),  # type: ignore[arg-type]
                    channel="admin",
                    legal_basis=form.cleaned_data["legal_basis"].strip(),
                    request_id=request_id_of(request),
                )
            except ErasureStateError as exc:
                form.add_error("person", str(exc))
            else:
                messages.success(
                    request,
                    gettext("Erasure request %(id)s received; %(deadline)s (%(due)s).")
                    % {
                        "id": created.request_id,
                        "deadline": deadline_text(created),
                        "due": f"{created.due_at:%Y-%m-%d}",
                    },
                )
                return HttpResponseRedirect(reverse("admin:audit_erasurerequest_change", args=[created.pk]))
        context = {
            **self.admin_site.each_context(request),
            "title": gettext("Request the erasure of a person"),
            "form": form,
            "opts": self.opts,
            "deadline_days": ERASURE_DEADLINE.days,
        }
        return TemplateResponse(
            request, "admin/audit/erasure_request_new.html", context, status=422 if form.is_bound else 200
        )

    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        """One request: what it is, its deadline, its receipt; and, while it is open, the form that
        moves it (``audit.change_erasurerequest``)."""
        erasure_request = self.get_object(request, unquote(object_id))
        if erasure_request is None:
            raise Http404
        if not self.has_view_or_change_permission(request, erasure_request):
            raise PermissionDenied
        if request.method not in ("GET", "POST"):
            return HttpResponseNotAllowed(["GET", "POST"])
        may_change = self.has_change_permission(request, erasure_request)
        next_statuses = erasure_request_next_statuses(erasure_request) if may_change else []
        form = None
        if next_statuses:
            form = ErasureStatusForm(request.POST if request.method == "POST" else None, next_statuses=next_statuses)
        elif request.method == "POST":
            raise PermissionDenied
        if form is not None and form.is_valid():
            try:
                moved = erasure_request_set_status(
                    erasure_request=erasure_request,
                    status=form.cleaned_data["status"],
                    actor=actor_for_user(request.user),  # type: ignore[arg-type]
                    refusal_reason=form.cleaned_data["refusal_reason"],
                    request_id=request_id_of(request),
                )
            except ErasureStateError as exc:
                form.add_error(None, str(exc))
            else:
                if moved.status == ErasureRequest.Status.COMPLETED:
                    text = gettext("Erased. Receipt %(id)s (audit event %(event)s).") % {
                        "id": moved.receipt.get("request_id", moved.request_id),
                        "event": moved.receipt.get("audit_event_id", "—"),
                    }
                else:
                    text = gettext("Erasure request %(id)s is now %(status)s.") % {
                        "id": moved.request_id,
                        "status": moved.get_status_display(),
                    }
                messages.success(request, text)
                return HttpResponseRedirect(request.path)
        context = {
            **self.admin_site.each_context(request),
            "title": gettext("Erasure request %(id)s") % {"id": erasure_request.request_id},
            "erasure_request": erasure_request,
            "person": erasure_request.user,
            "deadline": deadline_text(erasure_request),
            "receipt": json.dumps(erasure_request.receipt, indent=2, ensure_ascii=False)
            if erasure_request.receipt
            else "",
            "form": form,
            "opts": self.opts,
            "original": erasure_request,
        }
        status = 422 if form is not None and form.is_bound else 200
        return TemplateResponse(request, "admin/audit/erasure_request.html", context, status=status)
