"""Processing the outbox: a person's open jobs in id order, batch by batch, each in one transaction
with the jobs' ``done_at`` (a failing batch retried job by job); the model asked beforehand, with no
lock held (the rehearsal), and its answers replayed in the batch."""

from __future__ import annotations

import logging
from collections import Counter
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.memory import episodes
from apps.memory.contacts import ContactShield
from apps.memory.llm import LLM, LLMError, RecordingLLM, ReplayLLM, get_llm
from apps.memory.models import Episode, PipelineJob

# called through the package: what is patched on apps.memory.pipeline.jobs is what runs
from apps.memory.pipeline import jobs
from apps.memory.pipeline.jobs.queue import _conf
from apps.memory.termstats import term_stats_maybe_refresh

logger = logging.getLogger("apps.memory.pipeline.jobs")


BATCH_SIZE = 64  # extract jobs handled in one transaction


CHUNK_MESSAGES = 16  # user messages extracted together (one embedding batch)


def _safe_error(exc: BaseException) -> str:
    """What is recorded about a failure: the exception class, and the message only for our own
    provider errors (which never carry the user's words)."""
    if isinstance(exc, LLMError):
        return f"LLMError: {exc}"[:300]
    return exc.__class__.__name__[:300]


def _leading_run(jobs: list[PipelineJob]) -> list[PipelineJob]:
    """The first batch: consecutive extract jobs and the summarize job right after them (an
    import's session), or one summarize job."""
    if jobs[0].kind != PipelineJob.Kind.EXTRACT:
        return jobs[:1]
    run: list[PipelineJob] = []
    for job in jobs:
        if job.kind != PipelineJob.Kind.EXTRACT:
            if job.kind == PipelineJob.Kind.SUMMARIZE:
                run.append(job)
            break
        run.append(job)
    return run


class Rehearsal:
    """The state a rehearsal keeps instead of writing it: the session as its episode would leave
    it (``summarized_through_id``) and the episode's lines so far."""

    def __init__(self, session: ChatSession) -> None:
        self.session = ChatSession.objects.get(pk=session.pk)  # a copy: its changes are never saved
        episode = Episode.objects.filter(session=session).first()
        self.lines: list[dict[str, Any]] = list(episode.lines) if episode is not None else []

    def episode(self, llm: LLM | None, *, through_id: int | None = None) -> None:
        self.lines = episodes.episode_rehearse(self.session, self.lines, llm=llm, through_id=through_id)


def process_session(session_id: int, *, llm: LLM | None = None) -> dict[str, int]:
    """The service behind ``memory.process_session``: process the open jobs of the session's user.

    A person's memory must be written in the order things were said, across sessions too ("I live
    in Beijing" in one session, "I moved to Shanghai" in the next), so the jobs of the user are
    taken in id order, batch by batch: consecutive jobs of one session form a batch, handled in one
    transaction together with their ``done_at``. Returns counts; ``busy`` = 1 when another worker
    is processing this user (the task retries shortly). An erased session or user: nothing to do.
    """
    user_id = ChatSession.objects.filter(pk=session_id).values_list("user_id", flat=True).first()
    if user_id is None:
        return {}  # the session is gone (erased): its jobs went with it
    return process_user(user_id, llm=llm)


def process_user(user_id: int, *, llm: LLM | None = None) -> dict[str, int]:
    """Process the user's open jobs in id order (see ``process_session``).

    A batch whose processing raises is rolled back to a savepoint, its jobs get ``attempts + 1``
    and ``last_error``, and processing stops so that later jobs keep their order (the sweep
    retries; after ``job_max_attempts`` it gives up on the job).
    """
    totals: Counter[str] = Counter()
    model = llm or get_llm()
    while True:
        # the model is asked before the transaction, never while the user's lock is held: a slow
        # model must not make an erasure, an edit or another worker wait (issue: model calls
        # inside the batch transaction)
        answers = _rehearse(user_id, model) if not model.offline else None
        batch_llm: LLM = answers if answers is not None else model
        with transaction.atomic():
            # FOR NO KEY UPDATE on the user serialises the user's batches across workers and makes
            # an erasure (which locks the user first) wait for the batch instead of racing it. Chat
            # inserts only take FOR KEY SHARE on the user, so they never wait for a batch.
            user = User.objects.select_for_update(no_key=True, skip_locked=True).filter(pk=user_id).first()
            if user is None:
                if User.objects.filter(pk=user_id).exists():
                    totals["busy"] = 1
                break  # else: erased, and the jobs with it
            jobs = list(
                PipelineJob.objects.select_for_update(skip_locked=True)
                .filter(user_id=user_id, done_at__isnull=True)
                .order_by("id")[:BATCH_SIZE]
            )
            if not jobs:
                break
            session_id = jobs[0].session_id
            run = _session_run(jobs)
            session = ChatSession.objects.filter(pk=session_id).first()
            if session is None or not user.memory_enabled or session.temporary:
                _close(jobs if not user.memory_enabled else run, error="")
                totals["skipped"] += len(jobs) if not user.memory_enabled else len(run)
                continue
            batch = _leading_run(run)
            summary_waiting = _summary_waiting(jobs, batch)
            failed = _run_batch(
                batch, session=session, user=user, llm=batch_llm, totals=totals, summary_waiting=summary_waiting
            )
            if isinstance(answers, ReplayLLM) and answers.missed:
                totals["model_missed"] += answers.missed
            if failed:
                break
    if totals["jobs"]:
        # after the batches, in a transaction of its own (it takes the user lock itself and skips
        # when someone else holds it): a failed rebuild never rolls back a batch
        term_stats_maybe_refresh(user_id)
    return dict(totals)


def _session_run(jobs: list[PipelineJob]) -> list[PipelineJob]:
    """The leading jobs of ``jobs`` that belong to the first job's session."""
    run: list[PipelineJob] = []
    for job in jobs:
        if job.session_id != jobs[0].session_id:
            break
        run.append(job)
    return run


def _summary_waiting(jobs: list[PipelineJob], batch: list[PipelineJob]) -> bool:
    """Is the session's summary already queued behind ``batch``? Then no interim summaries."""
    session_id = batch[0].session_id
    return any(j.kind == PipelineJob.Kind.SUMMARIZE and j.session_id == session_id for j in jobs[len(batch) :])


def _rehearse(user_id: int, model: LLM) -> ReplayLLM | None:
    """Ask the model everything the user's next batch will ask it, with no transaction and no
    lock: the same code as the batch, reading only (``rehearsal``), through a RecordingLLM. The
    batch then replays the answers. None when there is nothing to rehearse."""
    user = User.objects.filter(pk=user_id).first()
    if user is None or not user.memory_enabled:
        return None
    jobs = list(PipelineJob.objects.filter(user_id=user_id, done_at__isnull=True).order_by("id")[:BATCH_SIZE])
    if not jobs:
        return None
    session = ChatSession.objects.filter(pk=jobs[0].session_id).first()
    if session is None or session.temporary:
        return None
    batch = _leading_run(_session_run(jobs))
    summary_waiting = _summary_waiting(jobs, batch)
    recorder = RecordingLLM(ContactShield(model))  # no extraction model sees a phone number or an e-mail address
    try:
        _handle(
            batch,
            session=session,
            user=user,
            llm=recorder,
            totals=Counter(),
            summary_waiting=summary_waiting,
            rehearsal=Rehearsal(session),
        )
    except Exception:  # the batch itself will fail the same way and record it
        logger.warning(
            "memory pipeline: rehearsing the model calls failed; the batch uses what was answered", exc_info=True
        )
    return ReplayLLM(model.name, recorder.answers)


def _run_batch(
    batch: list[PipelineJob],
    *,
    session: ChatSession,
    user: User,
    llm: LLM | None,
    totals: Counter[str],
    summary_waiting: bool = False,
) -> bool:
    """Run one batch under a savepoint; on failure retry it job by job up to the first failing job.
    Returns True when a job failed. Only what committed is counted in ``totals``."""
    done: Counter[str] = Counter()
    try:
        with transaction.atomic():
            _handle(batch, session=session, user=user, llm=llm, totals=done, summary_waiting=summary_waiting)
            _close(batch)
        totals.update(done)
        totals["jobs"] += len(batch)
        totals["batches"] += 1
        return False
    except Exception as exc:  # noqa: BLE001 — recorded on the job and retried by the sweep
        if len(batch) == 1:
            _fail(batch, exc)
            totals["failed"] += 1
            return True
    for job in batch:
        done = Counter()
        try:
            with transaction.atomic():
                _handle([job], session=session, user=user, llm=llm, totals=done, summary_waiting=summary_waiting)
                _close([job])
            totals.update(done)
            totals["jobs"] += 1
        except Exception as exc:  # noqa: BLE001
            _fail([job], exc)
            totals["failed"] += 1
            return True
    return False


def _close(jobs: list[PipelineJob], *, error: str = "") -> None:
    PipelineJob.objects.filter(pk__in=[j.pk for j in jobs]).update(done_at=timezone.now(), last_error=error)


def _fail(jobs: list[PipelineJob], exc: BaseException) -> None:
    logger.warning("memory pipeline: job(s) %s failed: %s", [j.pk for j in jobs], _safe_error(exc))
    PipelineJob.objects.filter(pk__in=[j.pk for j in jobs]).update(
        attempts=F("attempts") + 1, last_error=_safe_error(exc)
    )


def _handle(
    batch: list[PipelineJob],
    *,
    session: ChatSession,
    user: User,
    llm: LLM | None,
    totals: Counter[str],
    summary_waiting: bool = False,
    rehearsal: Rehearsal | None = None,
) -> None:
    summarize = any(job.kind == PipelineJob.Kind.SUMMARIZE for job in batch)
    extract = [job for job in batch if job.kind == PipelineJob.Kind.EXTRACT]
    if extract:
        _extract(
            extract,
            session=session,
            user=user,
            llm=llm,
            totals=totals,
            summary_waiting=summary_waiting or summarize,
            rehearsal=rehearsal,
        )
    if summarize:
        if rehearsal is not None:
            rehearsal.episode(llm)
        elif episodes.episode_update(session, llm=llm) is not None:
            totals["episodes"] += 1


def _extract(
    batch: list[PipelineJob],
    *,
    session: ChatSession,
    user: User,
    llm: LLM | None,
    totals: Counter[str],
    summary_waiting: bool,
    rehearsal: Rehearsal | None = None,
) -> None:
    for chunk in _chunks(batch):
        jobs.extract_messages(
            session=session, user=user, message_ids=chunk, llm=llm, totals=totals, rehearsal=rehearsal is not None
        )
        due = not summary_waiting and episodes.episode_due(
            rehearsal.session if rehearsal is not None else session,
            through_id=chunk[-1],
            message_threshold=int(_conf("episode_message_threshold", 20)),
            token_threshold=int(_conf("episode_token_threshold", 2000)),
        )
        if not due:
            continue
        if rehearsal is not None:
            rehearsal.episode(llm, through_id=chunk[-1])
        elif episodes.episode_update(session, llm=llm, through_id=chunk[-1]) is not None:
            totals["episodes"] += 1


def _chunks(batch: list[PipelineJob]) -> list[list[int]]:
    """The batch's message ids as extracted together: each job's apart, at most CHUNK_MESSAGES at a
    time. A message's context is the rest of its chunk, so a chunk never mixes jobs: what is
    remembered must not depend on which jobs a worker found open together (a worker that lags, or
    one started after another was killed, writes what one that keeps up writes). An import may put
    hundreds of messages in one job: the chunks check the episode thresholds as the session grows,
    as they would be turn by turn."""
    chunks: list[list[int]] = []
    seen: set[int] = set()
    for job in sorted(batch, key=lambda j: j.pk):
        ids = sorted(set(job.message_ids) - seen)
        seen.update(ids)
        chunks += [ids[start : start + CHUNK_MESSAGES] for start in range(0, len(ids), CHUNK_MESSAGES)]
    return chunks
