"""Chat sessions and their messages: the working-memory layer and the source of every memory."""

from __future__ import annotations

from enum import StrEnum

from django.conf import settings
from django.db import models
from django.utils import timezone


class MemoryMode(StrEnum):
    """A turn's memory mode, as the reply's ``meta["mode"]`` and the API's ``mode`` carry it."""

    ON = "on"  # memory read and written
    OFF = "off"  # the person switched memory off: nothing read or written
    TEMPORARY = "temporary"  # a temporary chat: its messages are its working memory only


class ChatSession(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_sessions")
    title = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    last_activity_at = models.DateTimeField(default=timezone.now)
    ended_at = models.DateTimeField(null=True, blank=True)
    temporary = models.BooleanField(
        default=False, help_text="Temporary chat: nothing is read from or written to memory."
    )
    # The last message already restated by this session's episode (incremental summaries).
    summarized_through_id = models.BigIntegerField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-last_activity_at"], name="session_user_recent")]

    def __str__(self) -> str:
        return self.title or f"session {self.pk}"


class Message(models.Model):
    class Role(models.TextChoices):
        SYSTEM = "system", "system"
        USER = "user", "user"
        ASSISTANT = "assistant", "assistant"
        TOOL = "tool", "tool"

    session = models.ForeignKey(ChatSession, on_delete=models.CASCADE, related_name="messages")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    role = models.CharField(max_length=10, choices=Role.choices)
    content = models.TextField()
    created_at = models.DateTimeField(default=timezone.now)
    token_count = models.PositiveIntegerField(default=0)
    redacted = models.BooleanField(default=False, help_text="Secrets were removed before this copy was stored.")
    degraded = models.BooleanField(default=False, help_text="The reply came from a fallback after a provider failure.")
    meta = models.JSONField(default=dict, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["session", "created_at", "id"], name="message_session_time"),
            models.Index(fields=["user", "created_at"], name="message_user_time"),
        ]

    def __str__(self) -> str:
        return f"{self.role} #{self.pk}"


class RequestKey(models.Model):
    """An ``Idempotency-Key`` a client sent with a chat turn or an ingest, written in the transaction
    that stores the request's messages: a retry with the same key — after a 503 whose commit went
    through before the database was cut off, or an answer that never arrived — replays what was
    stored instead of storing it twice. Only a keyed digest of the key is kept; the rows go with
    their session (and so with an erasure) and are dropped after ``RETENTION``."""

    RETENTION_HOURS = 24

    class Endpoint(models.TextChoices):
        CHAT = "chat", "chat"
        INGEST = "ingest", "ingest"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    session = models.ForeignKey(ChatSession, on_delete=models.CASCADE, related_name="+")
    digest = models.CharField(max_length=64, help_text="HMAC-SHA256 of the key (the key is not kept)")
    endpoint = models.CharField(max_length=8, choices=Endpoint.choices)
    fingerprint = models.CharField(
        max_length=64, help_text="HMAC-SHA256 of what was asked: a key reused for another request is refused"
    )
    message_ids = models.JSONField(default=list, help_text="the messages the request stored, in order")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "digest"], name="request_key_unique")]
        indexes = [models.Index(fields=["created_at"], name="request_key_age")]

    def __str__(self) -> str:
        return f"{self.endpoint} request key of user {self.user_id}"
