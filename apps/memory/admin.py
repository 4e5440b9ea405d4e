from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from apps.audit.access import ContentGatedAdmin
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, MessageIndex, PipelineJob, RecallRecord, TermStats


class VectorSummaryMixin:
    """Embeddings are shown as 'dimension · model', never as raw number lists."""

    @admin.display(description="embedding")
    def embedding_summary(self, obj: MemoryEntry | Episode) -> str:
        if obj.embedding_dim is None:
            return "—"
        return f"{obj.embedding_dim}-d vector · {obj.embedding_model}"


class MemoryVersionInline(admin.TabularInline):
    model = MemoryVersion
    extra = 0
    fields = ("version", "change", "actor", "summary", "facts", "importance", "enabled", "created_at")
    readonly_fields = fields
    can_delete = False


@admin.register(MemoryEntry)
class MemoryEntryAdmin(ContentGatedAdmin, VectorSummaryMixin, admin.ModelAdmin):
    # Content is hidden until staff record a reason (audited); see apps/audit/access.py.
    content_fields = ("summary", "facts", "entity", "key", "earlier", "source_session", "conflicts_with")
    list_display = [
        "id",
        "user",
        "type",
        "entity",
        "summary",
        "status",
        "enabled",
        "confidence",
        "importance",
        "access_count",
        "last_confirmed_at",
    ]
    list_filter = ["type", "status", "enabled", "confidence", "importance"]
    search_fields = ["summary", "entity", "key", "user__username"]
    list_select_related = ["user"]
    raw_id_fields = ["user", "source_session", "conflicts_with"]
    exclude = ["embedding", "search_vector"]
    readonly_fields = [
        "embedding_summary",
        "embedding_model",
        "embedding_dim",
        "created_at",
        "access_count",
        "confirm_count",
    ]
    inlines = [MemoryVersionInline]


@admin.register(MemoryVersion)
class MemoryVersionAdmin(ContentGatedAdmin, admin.ModelAdmin):
    content_fields = ("memory", "summary", "facts")
    subject_path = "memory__user"
    list_display = ["memory", "version", "change", "actor", "created_at"]
    list_filter = ["change", "actor"]
    raw_id_fields = ["memory"]


@admin.register(Episode)
class EpisodeAdmin(ContentGatedAdmin, VectorSummaryMixin, admin.ModelAdmin):
    content_fields = ("summary", "lines", "session")
    list_display = ["id", "user", "session", "message_count", "started_at", "ended_at", "consolidated"]
    list_filter = ["consolidated"]
    search_fields = ["summary", "user__username"]
    list_select_related = ["user", "session"]
    raw_id_fields = ["user", "session"]
    exclude = ["embedding", "search_vector"]
    readonly_fields = ["embedding_summary", "embedding_model", "embedding_dim"]


@admin.register(MessageIndex)
class MessageIndexAdmin(ContentGatedAdmin, VectorSummaryMixin, admin.ModelAdmin):
    """Read-only: the pipeline writes it (one row per indexed message) and deletions remove it. It
    holds no text, only the vector and the keyword document; the message is shown by id."""

    content_fields = ("message", "session")
    list_display = ["id", "user", "session", "message", "said_at"]
    list_select_related = ["user"]
    raw_id_fields = ["user", "session", "message"]
    exclude = ["embedding", "search_vector"]
    readonly_fields = ["embedding_summary", "embedding_model", "embedding_dim"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: MessageIndex | None = None) -> bool:
        return False


@admin.register(RecallRecord)
class RecallRecordAdmin(ContentGatedAdmin, admin.ModelAdmin):
    content_fields = ("session", "items", "layers", "params")
    list_display = ["id", "user", "session", "reply", "created_at"]
    list_select_related = ["user", "session"]
    raw_id_fields = ["user", "session", "reply"]


@admin.register(PipelineJob)
class PipelineJobAdmin(ContentGatedAdmin, admin.ModelAdmin):
    content_fields = ("session", "last_error")
    list_display = ["id", "user", "session", "kind", "attempts", "created_at", "done_at", "last_error"]
    list_filter = ["kind", "done_at"]
    list_select_related = ["user", "session"]
    raw_id_fields = ["user", "session"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[PipelineJob]:
        return super().get_queryset(request)


@admin.register(TermStats)
class TermStatsAdmin(admin.ModelAdmin):
    """Read-only: rebuilt by the pipeline. Shows sizes, never the hashes."""

    list_display = ["id", "user", "layer", "documents", "terms", "refreshed_at"]
    list_filter = ["layer"]
    list_select_related = ["user"]
    fields = ("user", "layer", "documents", "terms", "refreshed_at")
    readonly_fields = ("user", "layer", "documents", "terms", "refreshed_at")

    @admin.display(description="common terms")
    def terms(self, obj: TermStats) -> int:
        return len(obj.term_hashes)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: TermStats | None = None) -> bool:
        return False
