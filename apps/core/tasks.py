from __future__ import annotations

import socket

from celery import shared_task
from django.utils import timezone

from apps.core.models import WorkerPing


@shared_task(name="core.answer_ping", ignore_result=True)
def answer_ping(nonce: str) -> None:
    WorkerPing.objects.filter(nonce=nonce, answered_at__isnull=True).update(
        answered_at=timezone.now(), worker=socket.gethostname()
    )
