from typing import Any

from django.contrib import admin, messages
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme

from apps.accounts.models import User
from apps.audit.access import GRANT_MINUTES, AccessGrantForm, access_grant_record
from apps.audit.models import AuditEvent, ErasureRequest


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


@admin.register(ErasureRequest)
class ErasureRequestAdmin(admin.ModelAdmin):
    """The erasure queue, read-only: status changes go through the audit API so they are audited
    (and "completed" actually erases)."""

    list_display = ["request_id", "subject", "status", "requested_at", "due_at", "overdue", "completed_at", "channel"]
    list_filter = ["status", "channel"]
    search_fields = ["=subject", "=request_id"]
    readonly_fields = [f.name for f in ErasureRequest._meta.fields]
    date_hierarchy = "requested_at"

    @admin.display(boolean=True)
    def overdue(self, obj: ErasureRequest) -> bool:
        return (
            obj.status in (ErasureRequest.Status.RECEIVED, ErasureRequest.Status.IN_PROGRESS)
            and obj.due_at < timezone.now()
        )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
