"""End to end through the chat service and a real Celery worker on the real broker.

Each scenario runs in Chinese and in English (two people in one test: a worker start, a worker
stop and a database flush cost seconds each, so the module shares one worker).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from typing import Any
from unittest import mock

import pytest
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.erasure import user_erase
from apps.audit.services import actor_for_system
from apps.chat.models import ChatSession, Message
from apps.chat.services import chat_turn, messages_ingest, session_create
from apps.memory.guard import prc_id_valid
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion, PipelineJob
from apps.memory.pipeline import jobs as jobs_module
from apps.memory.pipeline.jobs import queue_session
from tests.conftest import worker_barrier
from tests.engine.conftest import active, blob, say, tables_containing, wait_drained


@pytest.fixture(autouse=True)
def idle_worker_after_each_test(transactional_db: Any, module_worker: Any) -> Iterator[None]:
    """The database flush after a test must not race a task still running on the worker."""
    yield
    worker_barrier()


pytestmark = [pytest.mark.worker]


def ingest(user: User, texts: list[str], *, days_ago: int) -> ChatSession:
    at = timezone.now() - timedelta(days=days_ago)
    session = session_create(user=user, started_at=at)
    messages_ingest(session=session, messages=[{"role": "user", "content": t, "created_at": at} for t in texts])
    return session


def test_a_self_introduction_becomes_entries_about_work_tools_and_the_current_task(person: Any) -> None:
    cases = {
        "zh": ("我是做量化策略的，主要用 Python，最近在选向量数据库。", ["量化", "Python", "向量数据库"]),
        "en": (
            "I work as a quant strategist, I mainly use Python, and lately I'm choosing a vector database.",
            ["quant", "Python", "vector database"],
        ),
    }
    users = {lang: person(lang) for lang in cases}
    for lang, (text, _) in cases.items():
        say(users[lang], text)
    for lang, (_, expected) in cases.items():
        wait_drained(users[lang])
        entries = active(users[lang])
        for word in expected:
            assert any(word.lower() in blob(e).lower() for e in entries), (lang, word)
        assert {e.key for e in entries} >= {"occupation", "tool:python"}, lang


def test_a_changed_budget_supersedes_the_old_figure_and_a_paraphrase_never_replaces_it(person: Any) -> None:
    cases = {
        "zh": (["项目A预算5万，截止3月15日", "预算改成8万", "项目A的预算很充足"], "5万", "8万", "充足"),
        "en": (
            [
                "Project A has a budget of $50,000, deadline March 15.",
                "Change the budget to $80,000.",
                "The budget for Project A is plenty.",
            ],
            "$50,000",
            "$80,000",
            "plenty",
        ),
    }
    users = {lang: person(lang) for lang in cases}
    for lang, (texts, *_) in cases.items():
        session = None
        for text in texts:
            session = say(users[lang], text, session=session)
    for lang, (_, old, new, paraphrase) in cases.items():
        user = users[lang]
        wait_drained(user)
        (entry,) = [e for e in active(user) if "budget" in e.facts]
        assert entry.facts["budget"] == new, lang
        assert not any(old in blob(e) or paraphrase in blob(e) for e in MemoryEntry.objects.filter(user=user)), lang
        assert MemoryVersion.objects.filter(memory=entry, facts__budget=old).exists(), lang
        assert "3月15日" in entry.facts.values() or "March 15" in entry.facts.values()


def test_moving_a_month_later_keeps_the_old_city_only_in_history(person: Any) -> None:
    cases = {
        "zh": ("我住在北京", "我搬到上海了", "北京", "上海"),
        "en": ("I live in Beijing.", "I moved to Shanghai.", "Beijing", "Shanghai"),
    }
    users = {lang: person(lang) for lang in cases}
    for lang, (before, after, *_) in cases.items():
        ingest(users[lang], [before], days_ago=31)
        ingest(users[lang], [after], days_ago=1)
    for lang, (_, _, old, new) in cases.items():
        wait_drained(users[lang])
        (entry,) = [e for e in active(users[lang]) if e.key == "location"]
        assert entry.facts["city"] == new and old not in blob(entry), lang
        history = list(entry.versions.order_by("version"))
        assert history[0].facts["city"] == old
        assert history[-1].change == MemoryVersion.Change.SUPERSEDED
        assert entry.created_at < timezone.now() - timedelta(days=30)  # when it was said, not when processed


def test_an_explicit_instruction_becomes_a_prohibition(person: Any) -> None:
    cases = {
        "zh": ("记住：不要周末给我发消息", ["周末", "消息"]),
        "en": ("Remember: don't message me on weekends.", ["weekends", "message"]),
    }
    users = {lang: person(lang) for lang in cases}
    for lang, (text, _) in cases.items():
        say(users[lang], text)
    for lang, (_, words) in cases.items():
        wait_drained(users[lang])
        (entry,) = active(users[lang])
        assert entry.type == "prohibition" and entry.importance == 5, lang
        assert all(word in entry.summary for word in words), entry.summary


def test_small_talk_produces_no_memory(person: Any) -> None:
    cases = {"zh": ["好的", "嗯嗯", "谢谢", "哈哈", "你好"], "en": ["ok", "thanks!", "lol", "hi there", "how are you?"]}
    users = {lang: person(lang) for lang in cases}
    for lang, texts in cases.items():
        session = None
        for text in texts:
            session = say(users[lang], text, session=session)
    for user in users.values():
        wait_drained(user)
        assert not MemoryEntry.objects.filter(user=user).exists()


def test_a_password_an_api_key_and_an_id_card_number_end_up_in_no_table(person: Any) -> None:
    id_number = "11010519491231002X"
    assert prc_id_valid(id_number)
    secrets = ["Hunter2-Swordfish", "sk-proj-AbCdEfGhIjKlMnOpQrStUv", id_number]
    zh, en = person("zh"), person("en")
    result = chat_turn(
        user=zh, text=f"我的密码是 {secrets[0]}，API key 是 {secrets[1]}，身份证号 {id_number}，我住在北京"
    )
    assert set(result.redactions) == {"password", "api_key", "id_card"}
    say(en, f"My password is {secrets[0]} and my api key: {secrets[1]}. My ID is {id_number}. I live in Berlin.")
    wait_drained(zh)
    wait_drained(en)
    for secret in secrets:
        assert tables_containing(secret) == [], secret
    assert MemoryEntry.objects.filter(user__in=[zh, en]).exists()  # the rest of what was said is kept


def test_the_same_fact_ten_times_is_one_entry_confirmed_ten_times(person: Any) -> None:
    cases = {"zh": "我住在北京", "en": "I live in Berlin."}
    users = {lang: person(lang) for lang in cases}
    sessions: dict[str, ChatSession | None] = dict.fromkeys(cases)
    for _ in range(10):
        for lang, text in cases.items():
            sessions[lang] = say(users[lang], text, session=sessions[lang])
    for user in users.values():
        wait_drained(user)
        (entry,) = MemoryEntry.objects.filter(user=user)
        assert entry.confirm_count == 10
        assert entry.versions.count() == 1
        assert len(entry.source_message_ids) == 10


def test_a_job_killed_midway_leaves_nothing_and_runs_exactly_once_later(person: Any) -> None:
    cases = {"zh": "项目A预算5万，截止3月15日", "en": "Project A has a budget of $50,000, deadline March 15."}
    users = {lang: person(lang) for lang in cases}
    real = jobs_module.reconcile

    def write_then_die(**kwargs: Any) -> Any:
        real(**kwargs)
        raise RuntimeError("worker died")

    sessions = {}
    with mock.patch.object(jobs_module, "reconcile", side_effect=write_then_die):
        for lang, text in cases.items():
            sessions[lang] = say(users[lang], text)
        deadline = time.monotonic() + 20
        while PipelineJob.objects.filter(user__in=users.values(), attempts__gte=1).count() < len(users):
            assert time.monotonic() < deadline, "the worker never ran the jobs"
            time.sleep(0.1)
    for user in users.values():
        job = PipelineJob.objects.get(user=user)
        assert job.done_at is None and job.last_error == "RuntimeError"
        assert not MemoryEntry.objects.filter(user=user).exists()
        assert not MemoryVersion.objects.filter(memory__user=user).exists()
    for lang, user in users.items():
        queue_session(sessions[lang].pk)  # what the sweep does
        wait_drained(user)
        queue_session(sessions[lang].pk)  # delivered twice
    worker_barrier()
    for user in users.values():
        (entry,) = MemoryEntry.objects.filter(user=user)
        assert entry.versions.count() == 1


def test_an_erased_users_queued_job_is_a_no_op(person: Any) -> None:
    erased, other = person("erased"), person("other")
    session = session_create(user=erased)
    message = Message.objects.create(session=session, user=erased, role="user", content="我住在北京")
    PipelineJob.objects.create(user=erased, session=session, kind="extract", message_ids=[message.pk])
    session_id, erased_id = session.pk, erased.pk
    user_erase(user=erased, actor=actor_for_system("test"))
    queue_session(session_id)  # the task the broker still holds
    say(other, "I live in Berlin.")  # queued behind it: the worker survives the no-op
    wait_drained(other)
    assert not MemoryEntry.objects.filter(user_id=erased_id).exists()
    assert not PipelineJob.objects.filter(session_id=session_id).exists()
    assert MemoryEntry.objects.filter(user=other, status=MemoryStatus.ACTIVE).count() == 1
