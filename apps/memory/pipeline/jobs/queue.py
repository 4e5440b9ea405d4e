"""Queueing: ``memory.process_session`` sent by name (never raises: the outbox keeps the job), and
whether a person's pipeline has drained."""

from __future__ import annotations

import logging
import time
from typing import Any

from django.conf import settings

from apps.accounts.models import User
from apps.memory.models import PipelineJob
from memoryhub.celery import app as celery_app

logger = logging.getLogger("apps.memory.pipeline.jobs")


PROCESS_SESSION_TASK = "memory.process_session"  # the task in apps/memory/tasks.py


def _conf(name: str, default: Any) -> Any:
    return settings.MEMORY.get(name, default)


def queue_session(session_id: int) -> None:
    """Send ``memory.process_session`` for the session. Never raises: if the broker is down the job
    stays open in the outbox and the sweep re-queues it."""
    try:
        # by name: the task module imports this one (the task object is used once it is registered)
        celery_app.signature(PROCESS_SESSION_TASK, args=(int(session_id),)).apply_async(retry=False)
    except Exception as exc:  # noqa: BLE001 — any broker failure is survivable: the outbox keeps the job
        logger.warning(
            "memory pipeline: could not queue session %s (%s); the sweep will retry", session_id, exc.__class__.__name__
        )


def pipeline_drained(user: User | int) -> bool:
    """True when the user has no open pipeline job (imports and benchmarks wait on this)."""
    user_id = user if isinstance(user, int) else user.pk
    return not PipelineJob.objects.filter(user_id=user_id, done_at__isnull=True).exists()


def drain_wait(user: User, *, timeout: float = 30.0, interval: float = 0.1) -> bool:
    """Poll until the user's pipeline has drained (tests and imports); False on timeout."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pipeline_drained(user):
            return True
        time.sleep(interval)
    return pipeline_drained(user)
