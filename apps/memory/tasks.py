"""Celery tasks of the memory engine: thin shells around services (ids in, one service call)."""

from __future__ import annotations

import logging
from typing import Any

from billiard.process import current_process
from celery import shared_task
from celery.signals import worker_init, worker_process_init
from django.conf import settings
from django.db import InterfaceError, OperationalError

from apps.memory.embeddings import LOCAL_PROVIDERS
from apps.memory.pipeline.jobs import PROCESS_SESSION_TASK, jobs_sweep, process_session
from apps.memory.pipeline.upkeep import upkeep_run

logger = logging.getLogger(__name__)


BUSY_RETRIES = 40  # waits of at most a minute each: about half an hour behind a busy user


class SessionBusy(Exception):
    """Another worker holds the session; try again shortly."""


@worker_init.connect
def warm_segmenter(**_: Any) -> None:
    """Load the Chinese segmenter's dictionary (about 0.7 s) when the worker starts, not on its first
    extraction. In the main process before any pool exists: pure Python, so prefork children
    inherit it through fork."""
    try:
        from apps.core.text import load_segmenter

        load_segmenter()
    except Exception:
        logger.warning("worker warm-up: the segmenter did not load; it will load on first use", exc_info=True)


@worker_process_init.connect
def warm_embedder(**_: Any) -> None:
    """Load a local embedding model in the process that runs the tasks, when that is the worker's
    main process (the solo pool). Not in a prefork child: its initialiser must finish within
    ``worker_proc_alive_timeout`` (4 s), so a child keeps loading the model on its first task; and
    never before a fork (the ONNX runtime's OpenMP is not fork-safe). Never a remote provider:
    starting a worker must not make a network call."""
    if current_process().name != "MainProcess" or settings.EMBEDDING_PROVIDER not in LOCAL_PROVIDERS:
        return
    try:
        from apps.memory.embeddings import get_embedder

        get_embedder().embed_passages(["warm up"])
    except Exception:
        logger.warning("worker warm-up: the embedder did not load; it will load on first use", exc_info=True)


@shared_task(
    name=PROCESS_SESSION_TASK,
    bind=True,
    acks_late=True,
    ignore_result=True,
    autoretry_for=(OperationalError, InterfaceError),
    retry_backoff=2,
    retry_backoff_max=60,
    retry_jitter=True,
    max_retries=5,
)
def process_session_task(self: Any, session_id: int) -> dict[str, int]:
    """Extract memories and update the episode for one session's open jobs.

    Failed jobs stay open with ``attempts`` and ``last_error``; the sweep re-queues them. When
    another worker holds the user, the task waits its turn with a budget of its own
    (``BUSY_RETRIES``, about half an hour): a long batch never makes it give up, and the holder
    takes the user's open jobs in order anyway.
    """
    result = process_session(int(session_id))
    if result.get("busy"):
        raise self.retry(
            exc=SessionBusy(), countdown=min(60, 2 ** min(self.request.retries, 6)), max_retries=BUSY_RETRIES
        )
    return result


@shared_task(name="memory.sweep", ignore_result=True)
def sweep_task() -> dict[str, int]:
    return jobs_sweep()


@shared_task(name="memory.upkeep", ignore_result=True, acks_late=True)
def upkeep_task() -> dict[str, int]:
    from apps.chat.services.keys import keys_purge

    # (and the idempotency keys past their 24 hours: a retry comes within minutes)
    return {**upkeep_run(), "request_keys_purged": keys_purge()}
