"""Celery tasks of the memory engine: thin shells around services (ids in, one service call)."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from celery.signals import worker_process_init, worker_ready
from django.db import InterfaceError, OperationalError

from apps.memory.pipeline import jobs_sweep, process_session
from apps.memory.pipeline.upkeep import upkeep_run


class SessionBusy(Exception):
    """Another worker holds the session; try again shortly."""


@worker_ready.connect
@worker_process_init.connect
def warm_up(**_: Any) -> None:
    """Load, when the worker starts, what the first extraction would otherwise wait for: the
    Chinese segmenter's dictionary (about 0.6 s) and the embedding model. ``worker_ready`` covers
    the solo pool (the process that runs the tasks), ``worker_process_init`` each prefork child."""
    from apps.core.text import keywords
    from apps.memory.embeddings import get_embedder

    keywords("预热 warm up")
    get_embedder().embed_passages(["warm up"])


@shared_task(
    name="memory.process_session",
    bind=True,
    acks_late=True,
    ignore_result=True,
    autoretry_for=(OperationalError, InterfaceError, SessionBusy),
    retry_backoff=2,
    retry_backoff_max=60,
    retry_jitter=True,
    max_retries=5,
)
def process_session_task(self: Any, session_id: int) -> dict[str, int]:
    """Extract memories and update the episode for one session's open jobs.

    Failed jobs stay open with ``attempts`` and ``last_error``; the sweep re-queues them.
    """
    result = process_session(int(session_id))
    if result.get("busy"):
        raise SessionBusy()
    return result


@shared_task(name="memory.sweep", ignore_result=True)
def sweep_task() -> dict[str, int]:
    return jobs_sweep()


@shared_task(name="memory.upkeep", ignore_result=True, acks_late=True)
def upkeep_task() -> dict[str, int]:
    return upkeep_run()
