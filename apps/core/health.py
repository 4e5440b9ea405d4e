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
    """A worker answers a ping through the queue within ``timeout``; else, a worker whose heartbeat
    is recent is alive and behind (the ping waits behind the tasks queued before it)."""
    from apps.core.tasks import HEARTBEAT_PREFIX, HEARTBEAT_SECONDS, answer_ping

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
    alive = WorkerPing.objects.filter(
        nonce__startswith=HEARTBEAT_PREFIX, answered_at__gte=timezone.now() - timedelta(seconds=3 * HEARTBEAT_SECONDS)
    ).count()
    if alive:
        return Check(
            "worker",
            True,
            f"{alive} alive (heartbeat), but behind: a ping waited more than {timeout:.0f} s in the queue",
        )
    return Check("worker", False, f"no worker answered a ping within {timeout:.0f} s")


def check_model() -> Check:
    """The language model: which provider, and what its endpoint was found to accept (learned on
    the first calls or by ``manage.py llm_check``). Never calls the endpoint: a health probe must
    not cost a generation. Not ok when every structured-output form was refused (the rules then
    do all extraction)."""
    from apps.core.models import ModelEndpoint
    from apps.memory.llm import STRUCTURED_FORMS, endpoint_key

    if settings.LLM_PROVIDER != "openai":
        return Check("model", True, "offline: no model configured; the rules extract and replies come from memory")
    details, ok = [], True
    models = dict.fromkeys([settings.LLM_CHAT_MODEL, settings.LLM_EXTRACTION_MODEL, settings.LLM_SUMMARY_MODEL])
    for model in models:
        row = ModelEndpoint.objects.filter(key=endpoint_key(settings.LLM_BASE_URL, model)).first()
        if row is None:
            details.append(f"{model}: not probed yet (manage.py llm_check)")
            continue
        if set(row.refused) >= set(STRUCTURED_FORMS):
            ok = False
        structured = row.structured or (
            "refused every form" if set(row.refused) >= set(STRUCTURED_FORMS) else "not asked yet"
        )
        system = "system text merged into the first turn" if row.system_role == "merge" else "system role"
        details.append(f"{model}: structured output {structured}, {system}")
    return Check("model", ok, "; ".join(details))


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
    checks.append(check_model())
    return checks
