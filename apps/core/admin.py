from django.contrib import admin

from apps.core.models import WorkerPing


@admin.register(WorkerPing)
class WorkerPingAdmin(admin.ModelAdmin):
    list_display = ["nonce", "created_at", "answered_at", "worker"]
