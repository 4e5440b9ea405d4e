from typing import Any

from django.contrib import admin

from apps.audit.access import ContentGatedAdmin
from apps.chat.models import ChatSession, Message, RequestKey


@admin.register(ChatSession)
class ChatSessionAdmin(ContentGatedAdmin, admin.ModelAdmin):
    # Content is hidden until staff record a reason (audited); see apps/audit/access.py.
    content_fields = ("title",)
    list_display = ["id", "user", "title", "temporary", "created_at", "last_activity_at", "ended_at"]
    list_filter = ["temporary", "ended_at"]
    search_fields = ["title", "user__username"]
    list_select_related = ["user"]
    raw_id_fields = ["user"]


@admin.register(Message)
class MessageAdmin(ContentGatedAdmin, admin.ModelAdmin):
    content_fields = ("content", "session", "meta")
    list_display = ["id", "session", "user", "role", "token_count", "redacted", "degraded", "created_at"]
    list_filter = ["role", "redacted", "degraded"]
    search_fields = ["content"]
    list_select_related = ["session", "user"]
    raw_id_fields = ["session", "user"]


@admin.register(RequestKey)
class RequestKeyAdmin(admin.ModelAdmin):
    # digests only (never the key a client sent or the words): read-only, for support
    list_display = ["id", "user", "endpoint", "session", "created_at"]
    list_filter = ["endpoint"]
    list_select_related = ["user"]
    raw_id_fields = ["user", "session"]
    readonly_fields = ["user", "session", "digest", "endpoint", "fingerprint", "message_ids", "created_at"]

    def has_add_permission(self, request: Any) -> bool:
        return False

    def has_change_permission(self, request: Any, obj: Any = None) -> bool:
        return False
