from __future__ import annotations

from django.db import models
from django.utils import timezone


class WorkerPing(models.Model):
    """A /healthz probe: the web process writes a nonce, a worker answers it."""

    nonce = models.CharField(max_length=40, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    answered_at = models.DateTimeField(null=True, blank=True)
    worker = models.CharField(max_length=200, blank=True, default="")

    def __str__(self) -> str:
        return f"ping {self.nonce[:8]} ({'answered by ' + self.worker if self.answered_at else 'unanswered'})"
