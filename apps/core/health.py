"""Health of every part a request or a turn depends on."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import connection
from django.utils import timezone
from kombu import Connection

from apps.core.models import WorkerPing


@dataclass
class Check:
    name: str
    ok: bool
    detail: str


def check_database() -> Check:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return Check("database", True, "reachable")
    except Exception as exc:  # noqa: BLE001 — any failure is reported, not raised
        return Check("database", False, f"unreachable: {exc.__class__.__name__}")


def check_vector_extension() -> Check:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            row = cursor.fetchone()
    except Exception as exc:  # noqa: BLE001
        return Check("vector", False, f"cannot query: {exc.__class__.__name__}")
    if row is None:
        return Check("vector", False, "the pgvector extension is not installed (run migrate)")
    return Check("vector", True, f"pgvector {row[0]}")


def check_broker(timeout: float = 2.0) -> Check:
    try:
        with Connection(settings.CELERY_BROKER_URL, connect_timeout=timeout) as conn:
            conn.ensure_connection(max_retries=1, timeout=max(1, round(timeout)))
        return Check("broker", True, "reachable")
    except Exception as exc:  # noqa: BLE001
        return Check("broker", False, f"unreachable: {exc.__class__.__name__}")


def check_worker(timeout: float = 3.0) -> Check:
    from apps.core.tasks import answer_ping

    nonce = secrets.token_hex(16)
    WorkerPing.objects.filter(created_at__lt=timezone.now() - timedelta(minutes=10)).delete()
    WorkerPing.objects.create(nonce=nonce)
    try:
        answer_ping.apply_async(args=(nonce,), expires=timeout + 5, retry=False)
    except Exception as exc:  # noqa: BLE001
        return Check("worker", False, f"cannot queue a ping: {exc.__class__.__name__}")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ping = WorkerPing.objects.filter(nonce=nonce, answered_at__isnull=False).first()
        if ping is not None:
            latency = (ping.answered_at - ping.created_at).total_seconds() * 1000 if ping.answered_at else 0
            return Check("worker", True, f"answered in {latency:.0f} ms")
        time.sleep(0.05)
    return Check("worker", False, f"no worker answered a ping within {timeout:.0f} s")


def run_checks() -> list[Check]:
    checks = [check_database()]
    if not checks[0].ok:
        return checks
    checks.append(check_vector_extension())
    broker = check_broker()
    checks.append(broker)
    if broker.ok:
        checks.append(check_worker())
    else:
        checks.append(Check("worker", False, "not checked: the broker is unreachable"))
    return checks
