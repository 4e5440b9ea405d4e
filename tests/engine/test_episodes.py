"""Episodes: incremental, each line citing its messages; thresholds; lines removed with memories."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.episodes import episode_due, episode_remove_lines, episode_update
from apps.memory.llm import LLMError
from apps.memory.models import Episode, MemoryEntry
from apps.memory.services import memories_delete
from tests.engine.conftest import FakeLLM

AT = datetime(2024, 3, 4, 9, 0, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.fixture
def user(person: Any) -> User:
    return person("epi")


def write(session: ChatSession, rows: list[tuple[str, str]], start: int = 0) -> list[Message]:
    return [
        Message.objects.create(
            session=session, user=session.user, role=role, content=text, created_at=AT + timedelta(minutes=start + i)
        )
        for i, (role, text) in enumerate(rows)
    ]


def test_the_episode_keeps_goal_decisions_todos_and_figures_citing_messages(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    messages = write(
        session,
        [
            ("user", "帮我规划一下项目A的上线"),
            ("assistant", "好的，先确认预算和时间。"),
            ("user", "项目A预算5万，截止3月15日"),
            ("user", "好的"),
            ("user", "我们决定用 PostgreSQL 16"),
            ("user", "下周三前需要完成压测"),
        ],
    )
    episode = episode_update(session)
    assert episode is not None
    texts = [line["text"] for line in episode.lines]
    assert texts[0].startswith("目标：")
    assert any("5万" in t and "3月15日" in t for t in texts)
    assert any(t.startswith("决定：") and "PostgreSQL 16" in t for t in texts)
    assert any(t.startswith("待办：") and "2024年3月13日" in t for t in texts)
    assert not any(t == "好的" for t in texts)
    by_text = {line["text"]: line["message_ids"] for line in episode.lines}
    budget_line = next(t for t in texts if "5万" in t)
    assert by_text[budget_line] == [messages[2].pk]
    assert episode.first_message_id == messages[0].pk and episode.last_message_id == messages[-1].pk
    assert episode.message_count == 6
    assert episode.embedding is not None
    assert ChatSession.objects.get(pk=session.pk).summarized_through_id == messages[-1].pk


def test_updates_append_and_never_regenerate(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    write(session, [("user", "I moved to Lisbon last month."), ("user", "We decided to rent for $2,000 a month.")])
    first = episode_update(session)
    assert first is not None
    before = list(first.lines)
    later = write(session, [("user", "I'm starting at Acme on May 6.")], start=10)
    episode = episode_update(session)
    assert episode is not None
    assert episode.lines[: len(before)] == before
    assert episode.lines[-1]["message_ids"] == [later[0].pk]
    assert episode.message_count == 3
    assert episode_update(session) is not None and Episode.objects.get(pk=episode.pk).lines == episode.lines


def test_the_thresholds_decide_when_a_summary_is_due(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    write(session, [("user", f"message {i}") for i in range(5)])
    assert not episode_due(session, message_threshold=6, token_threshold=1000)
    assert episode_due(session, message_threshold=5, token_threshold=1000)
    assert episode_due(session, message_threshold=50, token_threshold=10)


def test_the_summary_model_writes_lines_when_configured(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    (message,) = write(session, [("user", "预算改成8万")])
    llm = FakeLLM([{"lines": [{"text": "预算调整为8万", "message_ids": [message.pk, 999999]}]}])
    episode = episode_update(session, llm=llm)
    assert episode is not None
    assert episode.lines == [{"text": "预算调整为8万", "message_ids": [message.pk]}]
    assert llm.calls[0]["role"] == "summary"


def test_a_failing_summary_model_falls_back_to_rules(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    write(session, [("user", "预算改成8万")])
    episode = episode_update(session, llm=FakeLLM([LLMError("timeout")]))
    assert episode is not None and "8万" in episode.summary


def test_a_summary_line_that_invents_a_figure_or_date_gives_way_to_the_rules(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    (message,) = write(session, [("user", "预算改成8万")])
    invented = FakeLLM([{"lines": [{"text": "预算调整为12万，2019年3月1日截止", "message_ids": [message.pk]}]}])
    episode = episode_update(session, llm=invented)
    assert episode is not None and "8万" in episode.summary
    assert "12万" not in episode.summary and "2019" not in episode.summary


def test_a_message_no_model_line_cites_keeps_its_rules_line(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    budget, stack = write(session, [("user", "项目A预算5万，截止3月15日"), ("user", "我们决定用 PostgreSQL 16")])
    only_one = FakeLLM([{"lines": [{"text": "项目A预算5万，截止3月15日", "message_ids": [budget.pk]}]}])
    episode = episode_update(session, llm=only_one)
    assert episode is not None and "5万" in episode.summary
    assert "PostgreSQL 16" in episode.summary  # the model's summary left it out; the rules did not
    assert any(stack.pk in line["message_ids"] for line in episode.lines)


def test_lines_citing_deleted_memories_are_removed_and_reindexed(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    keep, drop = write(session, [("user", "我们决定用 PostgreSQL 16"), ("user", "项目A预算5万，截止3月15日")])
    episode_update(session)
    assert episode_remove_lines(user=user, message_ids={drop.pk}) == 1
    episode = Episode.objects.get(session=session)
    assert "5万" not in episode.summary and "PostgreSQL" in episode.summary
    assert all(drop.pk not in line["message_ids"] for line in episode.lines)
    assert keep.pk in episode.lines[0]["message_ids"]


def test_deleting_a_memory_removes_the_episode_lines_that_restate_it(user: User) -> None:
    session = ChatSession.objects.create(user=user)
    (message,) = write(session, [("user", "项目A预算5万，截止3月15日")])
    episode_update(session)
    memory = MemoryEntry.objects.create(user=user, summary="项目A预算5万", source_message_ids=[message.pk])
    counts = memories_delete(user=user, memories=[memory], actor="user")
    assert counts["episode_lines"] == 1
    assert Episode.objects.get(session=session).summary == ""
