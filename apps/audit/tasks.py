"""Celery tasks: thin shells around the retention and verification services."""

from __future__ import annotations

import logging

from celery import shared_task
from django.db import OperationalError

from apps.audit.retention import retention_run
from apps.audit.services import audit_chain_check

logger = logging.getLogger(__name__)


@shared_task(
    name="audit.retention_run",
    ignore_result=True,
    autoretry_for=(OperationalError,),
    retry_backoff=60,
    max_retries=5,
)
def retention_run_task() -> None:
    """Each user is handled in its own transaction, so a retry redoes only what is left."""
    totals = retention_run()
    logger.info("retention run: %s", totals)


@shared_task(name="audit.verify_chain", ignore_result=True)
def verify_chain_task() -> None:
    report = audit_chain_check()
    if report.broken is not None:
        logger.error("audit chain BROKEN — %s", report.broken)
    else:
        logger.info("audit chain OK: %s events, head %s:%s", report.count, report.head_id or 0, report.head)
