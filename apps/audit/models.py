"""Privacy audit: append-only, hash-chained events that record who, when, what scope and how many —
never the content — and the erasure-request queue."""

from __future__ import annotations

from enum import StrEnum

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class AuditAction(StrEnum):
    """The audit vocabulary: every value ``AuditEvent.action`` takes (``noun.verb_past``). The values
    are stored and hashed into the chain, so a member's value never changes; a new kind of event is
    a new member."""

    USER_ERASED = "user.erased"
    MEMORY_ENABLED_CHANGED = "user.memory_switched"  # the person's memory switched on or off
    MEMORIES_CLEARED = "memories.cleared"
    SESSION_DELETED = "session.deleted"
    MEMORY_DELETED = "memory.deleted"
    MEMORIES_DELETED = "memory.bulk_deleted"  # several memories in one action
    MEMORY_ENABLED = "memory.enabled"  # one memory switched on (several: one event each)
    MEMORY_DISABLED = "memory.disabled"
    DATA_EXPORTED = "data.exported"
    DATA_IMPORTED = "data.imported"
    ERASURE_REQUESTED = "erasure.requested"
    ERASURE_STATUS_CHANGED = "erasure.status_changed"
    ADMIN_OPENED_MEMORIES = "admin.opened_memories"
    ADMIN_DELETED = "admin.deleted"
    API_KEY_CREATED = "api_key.created"  # scope: the key's prefix and scopes, never the secret or its hash
    API_KEY_REVOKED = "api_key.revoked"
    RETENTION_ARCHIVED = "retention.archived"
    RETENTION_PURGED = "retention.purged"
    RETENTION_RUN = "retention.run"


class AuditEvent(models.Model):
    """One privacy-relevant action. UPDATE and DELETE on this table are refused by a trigger."""

    class ActorType(models.TextChoices):
        USER = "user", "end user"
        STAFF = "staff", "staff"
        API_KEY = "api_key", "API key"
        SYSTEM = "system", "system"

    created_at = models.DateTimeField(default=timezone.now)
    actor_type = models.CharField(max_length=10, choices=ActorType.choices)
    actor = models.CharField(max_length=64, help_text="Pseudonymous id of who acted (or the key prefix).")
    subject = models.CharField(max_length=64, db_index=True, help_text="Pseudonymous id of whose data it was.")
    workspace_id = models.BigIntegerField(null=True, blank=True)
    action = models.CharField(max_length=40, db_index=True)
    scope = models.JSONField(default=dict, blank=True)
    counts = models.JSONField(default=dict, blank=True, help_text="Rows affected per store.")
    request_id = models.CharField(max_length=64, blank=True, default="")
    reason = models.CharField(max_length=300, blank=True, default="")
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64, unique=True)

    class Meta:
        ordering = ["-id"]
        permissions = [("view_audit", "Can use the audit API and read audit trails")]
        indexes = [models.Index(fields=["created_at"], name="audit_time")]

    def __str__(self) -> str:
        return f"{self.action} on {self.subject} at {self.created_at:%Y-%m-%d %H:%M}"


class ErasureRequest(models.Model):
    class Status(models.TextChoices):
        RECEIVED = "received", _("received")
        IN_PROGRESS = "in_progress", _("in progress")
        COMPLETED = "completed", _("completed")
        REFUSED = "refused", _("refused")

    subject = models.CharField(max_length=64, db_index=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    workspace_id = models.BigIntegerField(null=True, blank=True)
    request_id = models.CharField(max_length=64, unique=True)
    requested_by = models.CharField(max_length=64, help_text="Pseudonymous actor.")
    channel = models.CharField(max_length=20, default="dashboard")
    legal_basis = models.CharField(max_length=100, default="GDPR Art. 17 / PIPL Art. 47")
    requested_at = models.DateTimeField(default=timezone.now)
    due_at = models.DateTimeField()
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.RECEIVED)
    completed_at = models.DateTimeField(null=True, blank=True)
    refusal_reason = models.CharField(max_length=300, blank=True, default="")
    receipt = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-requested_at"]

    def __str__(self) -> str:
        return f"erasure {self.request_id} ({self.status})"
