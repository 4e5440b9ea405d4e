from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from apps.audit.models import AuditEvent, ErasureRequest


@admin.register(AuditEvent)
class AuditEventAdmin(admin.ModelAdmin):
    """Read-only: the table is append-only in the database too."""

    list_display = ["id", "created_at", "action", "actor_type", "actor", "subject", "request_id"]
    list_filter = ["action", "actor_type", "created_at"]
    search_fields = ["subject", "actor", "request_id"]
    readonly_fields = [f.name for f in AuditEvent._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(ErasureRequest)
class ErasureRequestAdmin(admin.ModelAdmin):
    list_display = ["request_id", "subject", "status", "requested_at", "due_at", "completed_at", "channel"]
    list_filter = ["status", "channel"]
    search_fields = ["subject", "request_id"]
    readonly_fields = ["subject", "request_id", "requested_by", "requested_at", "completed_at", "receipt"]
    raw_id_fields = ["user"]
