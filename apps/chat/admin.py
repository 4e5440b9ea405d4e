from django.contrib import admin

from apps.chat.models import ChatSession, Message


@admin.register(ChatSession)
class ChatSessionAdmin(admin.ModelAdmin):
    list_display = ["id", "user", "title", "temporary", "created_at", "last_activity_at", "ended_at"]
    list_filter = ["temporary", "ended_at"]
    search_fields = ["title", "user__username"]
    list_select_related = ["user"]
    raw_id_fields = ["user"]


@admin.register(Message)
class MessageAdmin(admin.ModelAdmin):
    list_display = ["id", "session", "user", "role", "token_count", "redacted", "degraded", "created_at"]
    list_filter = ["role", "redacted", "degraded"]
    search_fields = ["content"]
    list_select_related = ["session", "user"]
    raw_id_fields = ["session", "user"]
