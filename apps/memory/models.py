"""The memory layers that outlive a session: semantic entries (with versions) and episodes."""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.db.models import Q
from django.utils import timezone
from pgvector.django import VectorField

# Recall item layers whose ids are MemoryEntry ids (an "episode" item is an Episode id, a "message"
# item a Message id).
ENTRY_LAYERS = ("core", "semantic")


class MemoryType(models.TextChoices):
    FACT = "fact", "fact"
    PREFERENCE = "preference", "preference"
    PROHIBITION = "prohibition", "prohibition"
    DECISION = "decision", "decision"
    MILESTONE = "milestone", "milestone"
    TASK = "task", "pending task"
    PATTERN = "pattern", "pattern"


class MemoryStatus(models.TextChoices):
    ACTIVE = "active", "active"
    SUPERSEDED = "superseded", "superseded"
    PENDING = "pending", "pending"
    ARCHIVED = "archived", "archived"


class Confidence(models.TextChoices):
    CONFIRMED = "confirmed", "confirmed"
    TO_CHECK = "to_check", "to check"


class Embedded(models.Model):
    # No fixed dimension, so that two embedding models can coexist while `manage.py reembed`
    # switches between them; each shipped dimension has its own partial HNSW index on a cast
    # expression (migration 0002), and queries cast the same way.
    embedding = VectorField(dimensions=None, null=True, blank=True)
    embedding_model = models.CharField(max_length=100, blank=True, default="")
    embedding_dim = models.PositiveSmallIntegerField(null=True, blank=True)
    search_vector = SearchVectorField(null=True, blank=True)

    class Meta:
        abstract = True


class MemoryEntry(Embedded):
    """One durable thing about a person: a fact, preference, prohibition, decision, ..."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memories")
    entity = models.CharField(max_length=200, default="user", help_text="Who or what this is about.")
    type = models.CharField(max_length=20, choices=MemoryType.choices, default=MemoryType.FACT)
    key = models.CharField(
        max_length=200,
        blank=True,
        default="",
        help_text="The slot this fills (e.g. location, budget:project a); reconciliation matches on it.",
    )
    summary = models.TextField()
    facts = models.JSONField(
        default=dict, blank=True, help_text="key → exact value: figures, dates, names, ids verbatim."
    )
    confidence = models.CharField(max_length=10, choices=Confidence.choices, default=Confidence.CONFIRMED)
    importance = models.PositiveSmallIntegerField(default=3)
    status = models.CharField(max_length=12, choices=MemoryStatus.choices, default=MemoryStatus.ACTIVE)
    enabled = models.BooleanField(default=True, help_text="The user's switch: off = never used in replies.")
    sensitive = models.BooleanField(
        default=False,
        help_text="Holds contact details (a phone number, an e-mail address): shown masked in lists, never sent to an extraction model.",
    )
    language = models.CharField(max_length=8, blank=True, default="")
    source_session = models.ForeignKey(
        "chat.ChatSession", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    source_message_ids = ArrayField(models.BigIntegerField(), default=list, blank=True)
    conflicts_with = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="pending_conflicts"
    )
    version = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    last_confirmed_at = models.DateTimeField(default=timezone.now)
    # the value before the latest change of value and until when ({"summary", "until"}), which
    # recall shows after the value held now (memory/recall/history.py); kept by memory_update
    earlier = models.JSONField(null=True, blank=True, default=None)
    last_accessed_at = models.DateTimeField(null=True, blank=True)
    access_count = models.PositiveIntegerField(default=0)
    confirm_count = models.PositiveIntegerField(default=1)

    class Meta:
        verbose_name_plural = "memory entries"
        indexes = [
            models.Index(fields=["user", "status", "enabled"], name="memory_user_status"),
            models.Index(fields=["user", "type"], name="memory_user_type"),
            models.Index(fields=["user", "key"], name="memory_user_key"),
            # the always-on core profile, read on every request
            models.Index(
                fields=["user", "-importance", "-last_confirmed_at"],
                condition=Q(status="active", enabled=True, confidence="confirmed", entity="user", importance__gte=4),
                name="memory_core_profile",
            ),
            GinIndex(fields=["search_vector"], name="memory_search_gin"),
            # recall leaves out the messages behind switched-off memories: their ids come from this
            # index alone, not from one heap page per switched-off memory
            models.Index(
                fields=["user"], include=["source_message_ids"], condition=Q(enabled=False), name="memory_switched_off"
            ),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(importance__gte=1) & Q(importance__lte=5), name="memory_importance_1_5"),
        ]

    def __str__(self) -> str:
        return self.summary[:80]

    @property
    def usable(self) -> bool:
        return self.enabled and self.status == MemoryStatus.ACTIVE


class MemoryVersion(models.Model):
    """A snapshot of an entry before each change, so that no update overwrites silently."""

    class Change(models.TextChoices):
        CREATED = "created", "created"
        EDITED = "edited", "edited"
        SUPERSEDED = "superseded", "superseded by a newer value"
        CORRECTED = "corrected", "put right (the earlier value was wrong)"
        MERGED = "merged", "merged"
        RESTORED = "restored", "restored"
        CONFIRMED = "confirmed", "conflict confirmed"
        SWITCHED = "switched", "switched on/off"

    memory = models.ForeignKey(MemoryEntry, on_delete=models.CASCADE, related_name="versions")
    version = models.PositiveIntegerField()
    summary = models.TextField()
    facts = models.JSONField(default=dict, blank=True)
    importance = models.PositiveSmallIntegerField(default=3)
    confidence = models.CharField(max_length=10, choices=Confidence.choices, default=Confidence.CONFIRMED)
    enabled = models.BooleanField(default=True)
    change = models.CharField(max_length=12, choices=Change.choices)
    actor = models.CharField(max_length=20, default="pipeline", help_text="pipeline, user, api, admin")
    source_message_ids = ArrayField(models.BigIntegerField(), default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-version"]
        constraints = [models.UniqueConstraint(fields=["memory", "version"], name="memory_version_unique")]

    def __str__(self) -> str:
        return f"v{self.version} of memory {self.memory_id}"


class Episode(Embedded):
    """A session's summary: goal, decisions, open todos, key figures — each line citing its messages."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="episodes")
    session = models.OneToOneField("chat.ChatSession", on_delete=models.CASCADE, related_name="episode")
    summary = models.TextField(blank=True, default="")
    lines = models.JSONField(default=list, blank=True, help_text='[{"text": ..., "message_ids": [...]}]')
    first_message_id = models.BigIntegerField(null=True, blank=True)
    last_message_id = models.BigIntegerField(null=True, blank=True)
    message_count = models.PositiveIntegerField(default=0)
    started_at = models.DateTimeField(default=timezone.now)
    ended_at = models.DateTimeField(default=timezone.now)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    last_accessed_at = models.DateTimeField(null=True, blank=True)
    access_count = models.PositiveIntegerField(default=0)
    consolidated = models.BooleanField(default=False)

    class Meta:
        indexes = [
            models.Index(fields=["user", "-ended_at"], name="episode_user_recent"),
            GinIndex(fields=["search_vector"], name="episode_search_gin"),
        ]

    def __str__(self) -> str:
        return self.summary[:80]


class MessageIndex(Embedded):
    """The recall index of one earlier message of the person (the conversation layer).

    Memory units restate what was said; the words themselves are kept here too, so that recall is
    never worse than searching the raw conversation. Only the vector and the keyword document are
    stored — the text is read from the message — and the row goes with its message, its session and
    its person (cascades), and with every memory that restates the message when that memory is
    deleted, edited or superseded (``apps.memory.services``): what was forgotten does not come back
    through the words that said it.
    """

    message = models.OneToOneField("chat.Message", on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    session = models.ForeignKey("chat.ChatSession", on_delete=models.CASCADE, related_name="+")
    said_at = models.DateTimeField()

    class Meta:
        indexes = [
            models.Index(fields=["user", "-said_at"], name="message_index_user_recent"),
            GinIndex(fields=["search_vector"], name="message_index_search_gin"),
        ]

    def __str__(self) -> str:
        return f"index of message {self.message_id}"


class RecallRecord(models.Model):
    """What one reply was given and why: ids and per-factor scores only, never the text."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="recall_records")
    session = models.ForeignKey(
        "chat.ChatSession", null=True, blank=True, on_delete=models.CASCADE, related_name="recall_records"
    )
    reply = models.ForeignKey(
        "chat.Message", null=True, blank=True, on_delete=models.CASCADE, related_name="recall_records"
    )
    items = models.JSONField(default=list, help_text='[{"layer", "id", "score", "factors": {...}}]')
    layers = models.JSONField(default=list, help_text='[{"name", "tokens", "items"}]')
    params = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["user", "-created_at"], name="recall_user_recent")]

    def __str__(self) -> str:
        return f"recall for reply {self.reply_id}"


class PipelineJob(models.Model):
    """The outbox: written in the same transaction as the message it is about.

    A Celery task is queued on commit; if the broker is down or the worker dies, the beat sweep
    re-queues every job that is still open, so nothing the user said is lost.
    """

    class Kind(models.TextChoices):
        EXTRACT = "extract", "extract memories"
        SUMMARIZE = "summarize", "summarise the session"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    session = models.ForeignKey("chat.ChatSession", on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    message_ids = ArrayField(models.BigIntegerField(), default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    attempts = models.PositiveSmallIntegerField(default=0)
    done_at = models.DateTimeField(null=True, blank=True)
    last_error = models.CharField(max_length=300, blank=True, default="")

    class Meta:
        indexes = [
            models.Index(fields=["user"], condition=Q(done_at__isnull=True), name="job_open_by_user"),
            models.Index(fields=["created_at"], condition=Q(done_at__isnull=True), name="job_open_by_age"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} job {self.pk} for session {self.session_id}"


class TermStats(models.Model):
    """Document frequencies of the *common* search terms of one user's large store (one row per
    layer), so that the keyword leg of recall does not count thousands of matching rows on every
    request. Terms are kept as 64-bit hashes seeded with the user's id (``hashtextextended(term,
    user_id)``), never as text — still derived personal data (a guessed word can be tested), so they
    are deleted with the memories — and
    only terms that occur in at least ``common_df`` documents — none of which is unique to any one
    memory. Rare terms are always counted live, which is cheap. Rebuilt by
    ``apps.memory.termstats`` when the store has changed by a tenth; deleted with the memories.
    """

    class Layer(models.TextChoices):
        MEMORY = "memory", "semantic entries"
        EPISODE = "episode", "episodes"
        MESSAGE = "message", "earlier messages"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    layer = models.CharField(max_length=8, choices=Layer.choices)
    documents = models.PositiveIntegerField(help_text="rows the frequencies were counted over")
    term_hashes = ArrayField(models.BigIntegerField(), default=list, blank=True)
    frequencies = ArrayField(models.IntegerField(), default=list, blank=True)
    refreshed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name_plural = "term statistics"
        constraints = [models.UniqueConstraint(fields=["user", "layer"], name="termstats_user_layer")]

    def __str__(self) -> str:
        return f"{self.layer} term statistics of user {self.user_id} ({len(self.term_hashes)} terms)"
