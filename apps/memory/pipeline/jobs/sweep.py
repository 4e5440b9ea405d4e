"""The beat sweep: stale jobs re-queued, jobs that failed too often given up, idle sessions closed
with a summarize job."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, F, OuterRef, Q
from django.db.models.expressions import Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from apps.chat.models import ChatSession, Message
from apps.memory.models import PipelineJob

# called through the package: what is patched on apps.memory.pipeline.jobs is what runs
from apps.memory.pipeline import jobs
from apps.memory.pipeline.jobs.queue import _conf


def jobs_sweep(*, now: Any = None) -> dict[str, int]:
    """Beat, every minute: re-queue sessions whose jobs stayed open (broker down, worker died),
    give up on jobs that failed too often, and close idle sessions with a summarize job."""
    now = now or timezone.now()
    max_attempts = int(_conf("job_max_attempts", 5))
    counts: Counter[str] = Counter()
    given_up = PipelineJob.objects.filter(done_at__isnull=True, attempts__gte=max_attempts).update(
        done_at=now, last_error="gave up"
    )
    counts["gave_up"] = given_up
    stale = (
        # a job older than one sweep interval is presumed lost (broker down, worker killed)
        PipelineJob.objects.filter(
            done_at__isnull=True, created_at__lt=now - timedelta(seconds=settings.MEMORY_SWEEP_SECONDS)
        )
        .values_list("session_id", flat=True)
        .distinct()[:500]
    )
    session_ids = sorted(set(stale))
    for session_id in session_ids:
        jobs.queue_session(session_id)
    counts["requeued"] = len(session_ids)
    counts["closed"] = sessions_close_idle(now=now)
    return dict(counts)


def _queue_later(session_id: int) -> Callable[[], None]:
    return lambda: jobs.queue_session(session_id)


def sessions_close_idle(*, now: Any = None, limit: int = 200) -> int:
    """Create a summarize job for each idle session with un-summarised messages (no open one yet)."""
    now = now or timezone.now()
    cutoff = now - timedelta(minutes=int(_conf("session_idle_minutes", 30)))
    unsummarised = Message.objects.filter(
        session=OuterRef("pk"), pk__gt=Coalesce(OuterRef("summarized_through_id"), Value(0))
    )
    open_summary = PipelineJob.objects.filter(
        session=OuterRef("pk"), kind=PipelineJob.Kind.SUMMARIZE, done_at__isnull=True
    )
    idle = list(
        ChatSession.objects.filter(temporary=False, last_activity_at__lt=cutoff, user__memory_enabled=True)
        .filter(Exists(unsummarised))
        .exclude(Exists(open_summary))
        .values_list("pk", "user_id")[:limit]
    )
    for session_id, user_id in idle:
        with transaction.atomic():
            PipelineJob.objects.create(user_id=user_id, session_id=session_id, kind=PipelineJob.Kind.SUMMARIZE)
            ChatSession.objects.filter(Q(pk=session_id) & Q(ended_at__isnull=True)).update(
                ended_at=F("last_activity_at")
            )
            transaction.on_commit(_queue_later(session_id))
    return len(idle)
