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


class ModelEndpoint(models.Model):
    """What one OpenAI-compatible endpoint and model turned out to accept (apps.memory.llm): the
    structured-output form that worked and whether it takes a system message. Learned on the first
    call (or by ``manage.py llm_check``) and shared by the web and worker processes, so that no
    process wastes calls on a form the endpoint already refused."""

    key = models.CharField(max_length=64, unique=True)  # sha256 of base URL + model
    base_url = models.CharField(max_length=300, blank=True, default="")  # without credentials or query
    model = models.CharField(max_length=200)
    structured = models.CharField(max_length=20, blank=True, default="")  # json_schema / json_object / plain
    refused = models.JSONField(default=list, blank=True)  # the forms it refused
    system_role = models.CharField(max_length=10, blank=True, default="")  # system / merge; "" = unknown
    updated_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.model} at {self.base_url or 'the default endpoint'}: {self.structured or 'not probed'}"
