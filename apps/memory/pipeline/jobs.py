"""The outbox worker: PipelineJob rows → memories and episodes.

The chat service writes a job in the same transaction as each user message and queues
``memory.process_session`` on commit. ``process_session`` takes the session's open jobs in id order
(``SELECT … FOR UPDATE SKIP LOCKED``), handles consecutive extract jobs together, and commits each
batch's writes together with the jobs' ``done_at`` — so a crash half way loses nothing and
duplicates nothing. The beat sweep re-queues what the broker lost and closes idle sessions.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Exists, F, OuterRef, Q
from django.db.models.expressions import Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory import conversation, episodes
from apps.memory.contacts import ContactShield
from apps.memory.embeddings import get_embedder
from apps.memory.guard import scan
from apps.memory.llm import LLM, LLMError, RecordingLLM, ReplayLLM, get_llm
from apps.memory.models import Episode, PipelineJob
from apps.memory.pipeline.compress import Turn, compress, question_before
from apps.memory.pipeline.reconcile import SINGLE_VALUED, reconcile
from apps.memory.pipeline.trigger import KIND_SCORE, SentenceVerdict, Verdict, judge_message, llm_judge, llm_threshold
from apps.memory.termstats import term_stats_maybe_refresh
from memoryhub.celery import app as celery_app

logger = logging.getLogger(__name__)

BATCH_SIZE = 64  # extract jobs handled in one transaction
CHUNK_MESSAGES = 16  # user messages extracted together (one embedding batch)
CONTEXT_MESSAGES = 4  # earlier messages of the session given as context
PROCESS_SESSION_TASK = "memory.process_session"  # the task in apps/memory/tasks.py


def _conf(name: str, default: Any) -> Any:
    return settings.MEMORY.get(name, default)


# --- queueing ---------------------------------------------------------------------------------
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


# --- processing -------------------------------------------------------------------------------
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
        logger.warning("memory pipeline: rehearsing the model calls failed; the batch uses what was answered", exc_info=True)
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
        extract_messages(session=session, user=user, message_ids=chunk, llm=llm, totals=totals, rehearsal=rehearsal is not None)
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


def _turn(message: Message) -> Turn:
    meta = message.meta if isinstance(message.meta, dict) else {}
    speaker = meta.get("speaker")
    if not isinstance(speaker, str) or not speaker.strip():
        speaker = "user" if message.role == Message.Role.USER else str(message.role)
    # messages are stored redacted; the guard runs again on everything that goes further
    return Turn(
        id=message.pk,
        role=str(message.role),
        speaker=speaker.strip()[:100],
        text=scan(message.content).text,
        at=message.created_at,
    )


def _seen_counter(user: User, upto_id: int) -> Callable[[str], int]:
    cache: dict[str, int] = {}

    def seen(term: str) -> int:
        if term not in cache:
            rows = Message.objects.filter(
                user=user, role=Message.Role.USER, pk__lte=upto_id, content__icontains=term
            ).values_list("pk", flat=True)[:2]
            cache[term] = len(list(rows))
        return cache[term]

    return seen


def _fact_keys(user: User) -> Callable[[], set[str]]:
    cache: list[set[str]] = []

    def keys() -> set[str]:
        if not cache:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT DISTINCT jsonb_object_keys(facts) FROM memory_memoryentry WHERE user_id = %s AND status = 'active' AND facts <> '{}'::jsonb",
                    [user.pk],
                )
                cache.append({row[0] for row in cursor.fetchall()} & SINGLE_VALUED)
        return cache[0]

    return keys


def extract_messages(
    *,
    session: ChatSession,
    user: User,
    message_ids: list[int],
    llm: LLM | None,
    totals: Counter[str],
    rehearsal: bool = False,
) -> None:
    """Trigger → compress → reconcile for the user messages ``message_ids`` of ``session``.

    Must run inside the transaction that closes their jobs — except a ``rehearsal``, which only
    reads and stops before anything is written (it asks the model what the batch will ask).
    """
    said = list(
        Message.objects.filter(session=session, user=user, pk__in=message_ids, role=Message.Role.USER).order_by("id")
    )
    if not said:
        return
    totals["messages"] += len(said)
    # the conversation layer keeps the words of every informative message, triggered or not
    to_index = [m for m in said if conversation.indexable(m)]
    # "forget my salary" is acted on by the chat turn itself: never a memory, never recalled
    messages = [m for m in said if not conversation.is_memory_command(m)]
    if not messages:
        return
    earlier = list(Message.objects.filter(session=session, pk__lt=messages[0].pk).order_by("-id")[:CONTEXT_MESSAGES])
    wanted = {m.pk for m in messages}
    # the replies between the batch's messages are context too ("what's your budget?" → "8万")
    between = Message.objects.filter(session=session, pk__gt=messages[0].pk, pk__lt=messages[-1].pk).exclude(
        pk__in=wanted
    )
    context = [_turn(m) for m in [*reversed(earlier), *between.order_by("id")]]
    turns = [_turn(m) for m in messages]
    fact_keys = _fact_keys(user)
    verdicts: dict[int, Verdict] = {}
    history = sorted([*context, *turns], key=lambda t: t.id)
    for turn in turns:
        asked = question_before(turn, history)
        if asked is not None:
            turn.asker, turn.question = asked
        verdicts[turn.id] = judge_message(
            turn.text,
            seen_count=_seen_counter(user, turn.id),
            known_fact_keys=fact_keys,
            after_question=asked is not None,
        )
    model = llm or get_llm()
    if not model.offline:
        undecided = [(t.id, t.text) for t in turns if not verdicts[t.id].write and not verdicts[t.id].small_talk]
        threshold = llm_threshold()
        for message_id, score in llm_judge(model, undecided).items():
            if score >= threshold:
                text = next(t.text for t in turns if t.id == message_id)
                verdicts[message_id] = Verdict(
                    kind="disclosure",
                    score=max(score, KIND_SCORE["disclosure"]),
                    sentences=[SentenceVerdict(text, "disclosure", score)],
                )
    written = [t for t in turns if verdicts[t.id].write]
    totals["triggered"] += len(written)
    candidates = compress(turns, verdicts, context=context, llm=model) if written else []
    if rehearsal:
        return
    totals["candidates"] += len(candidates)
    if not candidates and not to_index:
        return
    embedder = get_embedder()
    # one embedding batch for the units (their summary alone: facts repeat its figures, and the
    # cost grows with length) and the messages of the conversation layer
    index_texts = conversation.index_texts(to_index)
    all_vectors = list(embedder.embed_passages([c.summary for c in candidates] + index_texts))
    vectors, message_vectors = all_vectors[: len(candidates)], all_vectors[len(candidates) :]
    totals["indexed"] += conversation.conversation_index(
        messages=to_index, texts=index_texts, vectors=message_vectors, model=embedder.name, dim=embedder.dim
    )
    if not candidates:
        return
    outcome = reconcile(
        user=user,
        session=session,
        candidates=candidates,
        vectors=list(vectors),
        embedder_name=embedder.name,
        dim=embedder.dim,
    )
    totals.update(outcome.counts)


# --- the sweep --------------------------------------------------------------------------------
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
        PipelineJob.objects.filter(done_at__isnull=True, created_at__lt=now - timedelta(seconds=settings.MEMORY_SWEEP_SECONDS))
        .values_list("session_id", flat=True)
        .distinct()[:500]
    )
    session_ids = sorted(set(stale))
    for session_id in session_ids:
        queue_session(session_id)
    counts["requeued"] = len(session_ids)
    counts["closed"] = sessions_close_idle(now=now)
    return dict(counts)


def _queue_later(session_id: int) -> Callable[[], None]:
    return lambda: queue_session(session_id)


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


def drain_wait(user: User, *, timeout: float = 30.0, interval: float = 0.1) -> bool:
    """Poll until the user's pipeline has drained (tests and imports); False on timeout."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pipeline_drained(user):
            return True
        time.sleep(interval)
    return pipeline_drained(user)
