from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin

from apps.accounts.forms import ThrottledAdminAuthenticationForm
from apps.accounts.models import ApiKey, Membership, User, Workspace


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Workspace)
class WorkspaceAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "created_at"]
    search_fields = ["name", "slug"]
    inlines = [MembershipInline]


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    list_display = ["username", "email", "workspace", "external_id", "memory_enabled", "is_staff", "date_joined"]
    list_filter = ["workspace", "memory_enabled", "is_staff", "is_active"]
    search_fields = ["username", "email", "external_id"]
    list_select_related = ["workspace"]
    fieldsets = (
        *(BaseUserAdmin.fieldsets or ()),
        ("memoryhub", {"fields": ("workspace", "external_id", "memory_enabled", "language")}),
    )


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
    list_display = ["user", "workspace", "role", "created_at"]
    list_filter = ["role", "workspace"]
    search_fields = ["user__username", "workspace__name"]
    list_select_related = ["user", "workspace"]


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    """Keys are created from the dashboard or `manage.py create_api_key` (the secret is shown once)."""

    list_display = ["name", "prefix", "workspace", "scopes", "created_at", "expires_at", "last_used_at", "revoked_at"]
    list_filter = ["workspace", "revoked_at"]
    search_fields = ["name", "prefix"]
    readonly_fields = ["prefix", "key_hash", "created_at", "last_used_at"]
    list_select_related = ["workspace"]

    def has_add_permission(self, request):  # type: ignore[no-untyped-def]
        return False


# the admin's sign-in has the same lockout as the dashboard's (apps/accounts/throttle.py)
admin.site.login_form = ThrottledAdminAuthenticationForm
