from django.contrib import admin

from apps.core.models import ModelEndpoint, WorkerPing


@admin.register(WorkerPing)
class WorkerPingAdmin(admin.ModelAdmin):
    list_display = ["nonce", "created_at", "answered_at", "worker"]


@admin.register(ModelEndpoint)
class ModelEndpointAdmin(admin.ModelAdmin):
    """What each model endpoint was found to accept. Deleting a row makes every process learn it
    again on its next call (e.g. after the server was upgraded)."""

    list_display = ["model", "base_url", "structured", "refused", "system_role", "updated_at"]
    readonly_fields = ["key", "base_url", "model", "structured", "refused", "system_role", "updated_at"]

    def has_add_permission(self, request: object) -> bool:
        return False
