from typing import Any

from django.contrib import admin, messages
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.http import HttpRequest
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from apps.accounts.forms import PersonChangeForm, ThrottledAdminAuthenticationForm
from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.audit.access import ContentFreeLogAdmin
from apps.audit.erasure import ErasureStateError, erasure_request_create, user_erase
from apps.audit.services import actor_for_user


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Workspace)
class WorkspaceAdmin(ContentFreeLogAdmin, admin.ModelAdmin):
    """Workspaces. Deleting one would cascade to its end users — deleting people without the
    erasure service (no receipt, no audit event) after a confirmation page that lists their
    memories and chat titles — so a workspace can be deleted here only once it has none left
    (erase them first: *Request erasure of the selected people* on People)."""

    list_display = ["name", "slug", "created_at"]
    search_fields = ["name", "slug"]
    inlines = [MembershipInline]

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)  # it would cascade to the people of every workspace ticked
        return actions

    def has_delete_permission(self, request: HttpRequest, obj: Workspace | None = None) -> bool:
        if obj is not None and obj.end_users.exists():
            return False
        return super().has_delete_permission(request, obj)


@admin.register(User)
class UserAdmin(ContentFreeLogAdmin, BaseUserAdmin):
    """People. Deleting one is an erasure (``apps.audit.erasure.user_erase``: every store, an audit
    event, a receipt) and the confirmation page lists no memory or chat content; the bulk action
    and the change page's "Request erasure…" queue erasure requests instead of deleting. The
    search matches whole usernames, e-mail addresses and external ids only, so a fragment never
    selects the wrong person; the admin log names a person ``user #<id>``, never by username."""

    list_display = ["username", "email", "workspace", "external_id", "memory_enabled", "is_staff", "date_joined"]
    list_filter = ["workspace", "memory_enabled", "is_staff", "is_active"]
    search_fields = ["=username", "=email", "=external_id"]
    list_select_related = ["workspace"]
    fieldsets = (
        *(BaseUserAdmin.fieldsets or ()),
        ("memoryhub", {"fields": ("workspace", "external_id", "memory_enabled", "language")}),
    )
    actions = ["request_erasure"]
    form = PersonChangeForm

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)  # Django's bulk delete would bypass the erasure service
        return actions

    def get_deleted_objects(
        self, objs: Any, request: HttpRequest
    ) -> tuple[list[Any], dict[str, int], set[str], list[Any]]:
        # Django would list every related row by its str() — memory summaries and chat titles
        described = [
            gettext(
                "%(user)s: the account and everything about them (chat sessions, messages, memories and their history, episodes), erased with a receipt"
            )
            % {"user": user.username}
            for user in objs
        ]
        return described, {}, set(), []

    def delete_model(self, request: HttpRequest, obj: User) -> None:
        receipt = user_erase(
            user=obj,
            actor=actor_for_user(request.user),  # type: ignore[arg-type]
            channel="admin",
            request_id=getattr(request, "request_id", ""),
        )
        self.message_user(
            request,
            gettext("Erased. Receipt %(id)s (audit event %(event)s).")
            % {"id": receipt["request_id"], "event": receipt["audit_event_id"]},
        )

    def delete_queryset(self, request: HttpRequest, queryset: Any) -> None:
        for user in list(queryset):
            self.delete_model(request, user)

    @admin.action(description=_("Request erasure of the selected people (queued, due within a month)"))
    def request_erasure(self, request: HttpRequest, queryset: Any) -> None:
        created, already = 0, 0
        for user in queryset:
            try:
                erasure_request_create(user=user, actor=actor_for_user(request.user), channel="admin")  # type: ignore[arg-type]
            except ErasureStateError:  # one open request per person
                already += 1
            else:
                created += 1
        message = ngettext(
            "%(n)d erasure request queued; see Erasure requests.",
            "%(n)d erasure requests queued; see Erasure requests.",
            created,
        )
        self.message_user(request, message % {"n": created})
        if already:
            skipped = ngettext(
                "%(n)d person already had an open erasure request; no second one was queued.",
                "%(n)d people already had an open erasure request; no second one was queued.",
                already,
            )
            self.message_user(request, skipped % {"n": already}, level=messages.WARNING)


@admin.register(Membership)
class MembershipAdmin(ContentFreeLogAdmin, admin.ModelAdmin):
    list_display = ["user", "workspace", "role", "created_at"]
    list_filter = ["role", "workspace"]
    search_fields = ["user__username", "workspace__name"]
    list_select_related = ["user", "workspace"]


@admin.register(ApiKey)
class ApiKeyAdmin(ContentFreeLogAdmin, admin.ModelAdmin):
    """Keys are created by workspace owners on the dashboard's API keys page (/keys/), with
    ``POST /api/v1/keys`` or with ``manage.py create_api_key`` — never here: the admin never sees a
    secret, only its prefix and hash. Revoking belongs on that page or ``DELETE /api/v1/keys/{prefix}``."""

    list_display = ["name", "prefix", "workspace", "scopes", "created_at", "expires_at", "last_used_at", "revoked_at"]
    list_filter = ["workspace", "revoked_at"]
    search_fields = ["name", "prefix"]
    readonly_fields = ["prefix", "key_hash", "created_at", "last_used_at"]
    list_select_related = ["workspace"]

    def has_add_permission(self, request):  # type: ignore[no-untyped-def]
        return False


# the admin's sign-in has the same lockout as the dashboard's (apps/accounts/throttle.py)
admin.site.login_form = ThrottledAdminAuthenticationForm
