from __future__ import annotations

import hashlib
import logging
import socket
import threading
import time
from typing import Any

from celery import shared_task
from celery.signals import worker_ready
from django.db import connection
from django.utils import timezone

from apps.core.models import WorkerPing

logger = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 10
HEARTBEAT_PREFIX = "alive:"  # the nonce of a worker's heartbeat row (never a ping's: those are hex)


@shared_task(name="core.answer_ping", ignore_result=True)
def answer_ping(nonce: str) -> None:
    WorkerPing.objects.filter(nonce=nonce, answered_at__isnull=True).update(
        answered_at=timezone.now(), worker=socket.gethostname()
    )


def heartbeat_nonce(hostname: str) -> str:
    return HEARTBEAT_PREFIX + hashlib.sha256(hostname.encode()).hexdigest()[:32]


@worker_ready.connect
def heartbeat_start(sender: Any = None, **_: Any) -> None:
    """A worker process says it is alive every HEARTBEAT_SECONDS, in the database. /healthz's ping
    waits in the queue behind every task queued before it — minutes after an outage, with the
    broker on PostgreSQL — and the heartbeat tells a worker that is working through a backlog from
    one that is gone. Sent by the ``celery worker`` command only (not by in-process test workers)."""
    hostname = str(getattr(sender, "hostname", "") or socket.gethostname())
    threading.Thread(target=_heartbeat, args=(hostname,), name="memoryhub-heartbeat", daemon=True).start()


def _heartbeat(hostname: str) -> None:
    nonce = heartbeat_nonce(hostname)
    while True:
        try:
            now = timezone.now()
            WorkerPing.objects.update_or_create(
                nonce=nonce, defaults={"created_at": now, "answered_at": now, "worker": hostname[:200]}
            )
        except Exception as exc:  # noqa: BLE001 — the database is away: the next beat tries again
            logger.info("worker heartbeat: not recorded (%s)", exc.__class__.__name__)
            connection.close()
        time.sleep(HEARTBEAT_SECONDS)
