"""process_session: batches, no-ops, failure handling, idempotence; the sweep; the task shell."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from typing import Any
from unittest import mock

import pytest
from django.db import connection, transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, PipelineJob
from apps.memory.pipeline import jobs as jobs_module
from apps.memory.pipeline.jobs import jobs_sweep, pipeline_drained, process_session, queue_session
from tests.engine.conftest import FakeLLM

AT = datetime(2024, 2, 1, 10, 0, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.fixture
def user(person: Any) -> User:
    return person("jobs")


def post(
    user: User, texts: list[str], *, session: ChatSession | None = None, at: datetime = AT, role: str = "user"
) -> ChatSession:
    session = session or ChatSession.objects.create(user=user, created_at=at, last_activity_at=at)
    for offset, text in enumerate(texts):
        message = Message.objects.create(
            session=session, user=user, role=role, content=text, created_at=at + timedelta(seconds=offset)
        )
        if role == "user":
            PipelineJob.objects.create(
                user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk], created_at=at
            )
    return session


def test_consecutive_extract_jobs_are_handled_in_one_batch(user: User) -> None:
    session = post(user, ["我住在北京", "好的", "记住：不要周末给我发消息"])
    result = process_session(session.pk)
    assert result["jobs"] == 3 and result["batches"] == 1
    assert result["created"] == 2
    assert pipeline_drained(user)
    assert not PipelineJob.objects.filter(done_at__isnull=True).exists()


def test_what_is_remembered_does_not_depend_on_how_the_worker_batched_the_jobs(person: Any) -> None:
    """A worker that keeps up takes the jobs a few at a time; one that lags, or one started after
    another was killed, finds many open together. In this stretch of the bilingual conversations,
    jobs extracted together shared their context, and "She switched from violin to cello" (about
    the daughter) became a memory about the neighbour Priya, named nine messages earlier — only
    when the worker lagged."""
    from bench.faults import conversation_lines, memory_snapshot

    said = conversation_lines(20, 50)[9]
    snapshots = []
    for name, process_each in (("keeps-up", True), ("lags", False)):
        someone = person(name)
        session = ChatSession.objects.create(user=someone, created_at=AT, last_activity_at=AT)
        for start in range(0, len(said), 2):
            post(someone, said[start : start + 2], session=session, at=AT + timedelta(minutes=start))
            if process_each:
                process_session(session.pk)
        process_session(session.pk)
        snapshots.append(memory_snapshot(someone.pk))
    assert snapshots[0] == snapshots[1]
    assert len(snapshots[0]) > 10


def test_a_summarize_job_right_after_extract_jobs_closes_their_batch(user: User) -> None:
    session = post(user, ["项目A预算5万，截止3月15日", "我们决定用 PostgreSQL"])
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.SUMMARIZE)
    result = process_session(session.pk)
    assert result["batches"] == 1 and result["episodes"] == 1  # the summary closes the extract batch
    episode = Episode.objects.get(session=session)
    assert "5万" in episode.summary and episode.message_count == 2


def test_a_users_jobs_are_processed_in_the_order_said_across_sessions(user: User) -> None:
    first = post(user, ["我住在北京"], at=AT)
    second = post(user, ["我搬到上海了"], at=AT + timedelta(days=30))
    result = process_session(second.pk)  # the later session's task runs first
    assert result["jobs"] == 2 and result["superseded"] == 1
    (entry,) = MemoryEntry.objects.filter(user=user)
    assert entry.facts == {"city": "上海"}
    assert process_session(first.pk) == {}


@pytest.mark.django_db(transaction=True)
def test_a_user_being_processed_elsewhere_is_reported_busy(user: User) -> None:
    session = post(user, ["我住在北京"])
    locked, release = threading.Event(), threading.Event()

    def other_worker() -> None:
        with transaction.atomic():
            User.objects.select_for_update(no_key=True).get(pk=user.pk)
            locked.set()
            release.wait(10)
        connection.close()

    thread = threading.Thread(target=other_worker)
    thread.start()
    try:
        assert locked.wait(10)
        assert process_session(session.pk) == {"busy": 1}
    finally:
        release.set()
        thread.join()
    assert process_session(session.pk)["created"] == 1


def test_memory_switched_off_makes_jobs_no_ops(user: User) -> None:
    session = post(user, ["我住在北京"])
    User.objects.filter(pk=user.pk).update(memory_enabled=False)
    assert process_session(session.pk) == {"skipped": 1}
    assert not MemoryEntry.objects.exists()
    assert pipeline_drained(user)


def test_a_temporary_session_writes_nothing(user: User) -> None:
    session = ChatSession.objects.create(user=user, temporary=True)
    post(user, ["我住在北京"], session=session)
    assert process_session(session.pk) == {"skipped": 1}
    assert not MemoryEntry.objects.exists()


def test_an_erased_users_queued_job_is_a_no_op(user: User) -> None:
    session = post(user, ["我住在北京"])
    session_id = session.pk
    user.delete()
    assert process_session(session_id) == {}
    assert not MemoryEntry.objects.exists()


def test_a_job_whose_messages_were_deleted_is_closed_without_writing(user: User) -> None:
    session = post(user, ["我住在北京"])
    Message.objects.filter(session=session).delete()
    assert process_session(session.pk)["jobs"] == 1
    assert not MemoryEntry.objects.exists()
    assert pipeline_drained(user)


def test_a_failure_after_partial_work_leaves_nothing_and_the_job_open(user: User) -> None:
    session = post(user, ["我住在北京", "记住：不要周末给我发消息"])
    real = jobs_module.reconcile

    def reconcile_then_fail(**kwargs: Any) -> Any:
        real(**kwargs)  # rows are written …
        raise RuntimeError("killed half way: 我住在北京")  # … then the work dies

    with mock.patch.object(jobs_module, "reconcile", side_effect=reconcile_then_fail):
        result = process_session(session.pk)
    assert result["failed"] == 1
    assert not MemoryEntry.objects.exists() and not MemoryVersion.objects.exists()
    job = PipelineJob.objects.order_by("id").first()
    assert job is not None and job.done_at is None and job.attempts == 1
    assert job.last_error == "RuntimeError"  # never the message content
    # the retry gives exactly one result, and running again changes nothing
    assert process_session(session.pk)["created"] == 2
    assert process_session(session.pk) == {}
    assert MemoryEntry.objects.count() == 2 and MemoryVersion.objects.count() == 2


def test_a_worker_killed_mid_batch_commits_nothing(user: User) -> None:
    session = post(user, ["我住在北京"])
    with (
        mock.patch.object(jobs_module, "reconcile", side_effect=SystemExit("worker killed")),
        pytest.raises(SystemExit),
    ):
        process_session(session.pk)
    assert not MemoryEntry.objects.exists()
    job = PipelineJob.objects.get()
    assert job.done_at is None and job.attempts == 0
    assert process_session(session.pk)["created"] == 1


def test_a_failing_job_does_not_take_its_batch_neighbours_down(user: User) -> None:
    session = post(user, ["我住在北京", "我是做量化策略的"])
    calls = {"n": 0}
    real = jobs_module.extract_messages

    def flaky(**kwargs: Any) -> None:
        calls["n"] += 1
        if len(kwargs["message_ids"]) > 1 or kwargs["message_ids"][0] == max(m.pk for m in Message.objects.all()):
            raise ValueError("bad")
        real(**kwargs)

    with mock.patch.object(jobs_module, "extract_messages", side_effect=flaky):
        result = process_session(session.pk)
    assert result == {
        "jobs": 1,
        "messages": 1,
        "triggered": 1,
        "candidates": 1,
        "created": 1,
        "indexed": 1,
        "failed": 1,
    }
    assert PipelineJob.objects.filter(done_at__isnull=True).count() == 1


def test_the_sweep_requeues_stale_jobs_and_gives_up_after_too_many_attempts(user: User, settings: Any) -> None:
    session = post(user, ["我住在北京"], at=timezone.now() - timedelta(minutes=5))
    poison = post(user, ["我是做量化策略的"], at=timezone.now() - timedelta(minutes=5))
    PipelineJob.objects.filter(session=poison).update(attempts=5)
    with mock.patch.object(jobs_module, "queue_session") as queued:
        result = jobs_sweep()
    assert result["gave_up"] == 1 and result["requeued"] == 1
    queued.assert_called_once_with(session.pk)
    assert PipelineJob.objects.get(session=poison).last_error == "gave up"


def test_the_sweep_closes_idle_sessions_with_a_summarize_job(user: User) -> None:
    old = timezone.now() - timedelta(hours=2)
    session = post(user, ["我住在北京"], at=old)
    ChatSession.objects.filter(pk=session.pk).update(last_activity_at=old)
    process_session(session.pk)
    with mock.patch.object(jobs_module, "queue_session"):
        assert jobs_sweep()["closed"] == 1
        assert jobs_sweep()["closed"] == 0  # one open summarize job is enough
    assert PipelineJob.objects.filter(session=session, kind="summarize", done_at__isnull=True).count() == 1
    process_session(session.pk)
    assert Episode.objects.filter(session=session).exists()
    with mock.patch.object(jobs_module, "queue_session"):
        assert jobs_sweep()["closed"] == 0  # nothing left to summarise
    assert ChatSession.objects.get(pk=session.pk).ended_at is not None


def test_queueing_never_raises_when_the_broker_is_down() -> None:
    # The warning is checked on the logger call itself: logging may be reconfigured or disabled by
    # an in-process Celery worker that an earlier test started, which would hide it from caplog.
    with (
        mock.patch(
            "apps.memory.tasks.process_session_task.apply_async", side_effect=ConnectionRefusedError("broker down")
        ),
        mock.patch.object(jobs_module.logger, "warning") as warning,
    ):
        queue_session(123)
    message = warning.call_args.args[0] % warning.call_args.args[1:]
    assert "could not queue session 123 (ConnectionRefusedError); the sweep will retry" in message


def test_the_task_retries_when_another_worker_holds_the_session(user: User) -> None:
    from apps.memory.tasks import SessionBusy, process_session_task

    with mock.patch("apps.memory.tasks.process_session", return_value={"busy": 1}), pytest.raises(SessionBusy):
        process_session_task.run(1)


def test_with_a_model_configured_its_judgement_lets_through_what_the_rules_missed(user: User) -> None:
    session = post(user, ["Pottery is kind of my thing these days", "ok"])
    first = Message.objects.filter(session=session).order_by("id").first()
    assert first is not None
    memory = {
        "entity": "user",
        "type": "preference",
        "key": "hobby",
        "summary": "The user's hobby is pottery",
        "facts": [{"name": "hobby", "value": "pottery"}],
        "importance": 3,
        "language": "en",
        "source_message_ids": [first.pk],
    }
    llm = FakeLLM([{"judgements": [{"id": first.pk, "score": 0.9}]}, {"memories": [memory]}])
    result = process_session(session.pk, llm=llm)
    assert result["created"] == 1
    (entry,) = MemoryEntry.objects.filter(user=user)
    assert entry.facts == {"hobby": "pottery"} and entry.source_message_ids == [first.pk]
    assert "ok" not in llm.calls[0]["user"].split("] ")[-1]  # small talk never reaches the model


def test_a_model_judgement_below_the_threshold_writes_nothing(user: User, settings: Any) -> None:
    settings.MEMORY = {**settings.MEMORY, "llm_trigger_threshold": 0.8}
    session = post(user, ["Pottery is kind of my thing these days"])
    first = Message.objects.get(session=session)
    llm = FakeLLM([{"judgements": [{"id": first.pk, "score": 0.5}]}])
    assert "created" not in process_session(session.pk, llm=llm)
    assert len(llm.calls) == 1


def test_a_worker_loads_the_segmenter_and_the_embedder_when_it_starts_not_on_its_first_task() -> None:
    from celery.signals import worker_init, worker_process_init

    from apps.core import text
    from apps.memory import embeddings
    from apps.memory.tasks import warm_embedder, warm_segmenter

    # wired to the signals a starting worker sends (sending worker_init itself would also run
    # Celery's Django fixup, which expects a real worker)
    assert any(receiver() is warm_segmenter for _, receiver in worker_init.receivers)
    assert any(receiver() is warm_embedder for _, receiver in worker_process_init.receivers)

    text._jieba.cache_clear()
    embeddings._cached.cache_clear()
    warm_segmenter()  # worker_init: the worker's main process, before its pool exists
    assert text._jieba.cache_info().currsize == 1
    assert embeddings._cached.cache_info().currsize == 0  # never before a fork

    worker_process_init.send(sender=None)  # the solo pool: the main process runs the tasks
    assert embeddings._cached.cache_info().currsize == 1


def test_a_prefork_child_does_not_load_the_embedder_in_its_time_limited_initialiser(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from celery.signals import worker_process_init

    from apps.memory import embeddings, tasks

    class Child:
        name = "ForkPoolWorker-1"

    monkeypatch.setattr(tasks, "current_process", lambda: Child())
    embeddings._cached.cache_clear()
    worker_process_init.send(sender=None)
    assert embeddings._cached.cache_info().currsize == 0


class LockProbe(FakeLLM):
    """Records, at each model call, whether the caller is inside a transaction and whether the
    user's row can be locked from another connection (it cannot while a batch holds it)."""

    def __init__(self, user: User, answers: list[Any]) -> None:
        super().__init__(answers)
        self.user = user
        self.seen: list[tuple[bool, bool]] = []

    def complete_json(self, **kwargs: Any) -> dict[str, Any]:
        self.seen.append((connection.in_atomic_block, self._user_row_free()))
        return super().complete_json(**kwargs)

    def _user_row_free(self) -> bool:
        import psycopg

        db = connection.settings_dict
        with psycopg.connect(
            host=db["HOST"],
            port=db["PORT"] or None,
            user=db["USER"],
            password=db["PASSWORD"] or None,
            dbname=db["NAME"],
        ) as other:
            try:
                other.execute("SELECT 1 FROM accounts_user WHERE id = %s FOR UPDATE NOWAIT", [self.user.pk])
                return True
            except psycopg.errors.LockNotAvailable:
                return False


@pytest.mark.django_db(transaction=True)
def test_the_model_is_asked_before_the_batch_and_never_while_the_users_lock_is_held(person: Any) -> None:
    user = person("lockprobe")
    session = post(user, ["Pottery is kind of my thing these days"])
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.SUMMARIZE)
    said = Message.objects.get(session=session)
    memory = {
        "entity": "user", "type": "preference", "key": "hobby", "summary": "The user's hobby is pottery",
        "facts": [{"name": "hobby", "value": "pottery"}], "importance": 3, "language": "en",
        "source_message_ids": [said.pk],
    }  # fmt: skip
    lines = {"lines": [{"text": "The user took up pottery", "message_ids": [said.pk]}]}
    llm = LockProbe(user, [{"judgements": [{"id": said.pk, "score": 0.9}]}, {"memories": [memory]}, lines])
    result = process_session(session.pk, llm=llm)
    assert len(llm.seen) == 3  # judge, extract, summary: each asked once
    assert llm.seen == [(False, True)] * 3
    assert result["created"] == 1 and result["episodes"] == 1 and "model_missed" not in result
    entry = MemoryEntry.objects.get(user=user)
    assert entry.facts == {"hobby": "pottery"}
    # the memory's history says the model wrote it
    assert MemoryVersion.objects.get(memory=entry).actor == "pipeline:model"
    assert Episode.objects.get(session=session).summary == "The user took up pottery"


def test_a_unit_from_the_rules_is_recorded_as_theirs(user: User) -> None:
    session = post(user, ["我住在北京"])
    process_session(session.pk)
    assert set(MemoryVersion.objects.filter(memory__user=user).values_list("actor", flat=True)) == {"pipeline"}
