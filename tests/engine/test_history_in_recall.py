"""A value that was true and changed is history recall shows with the value held now; a value put
right, forgotten, edited by the user or restored away never comes back this way."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.services import chat_turn
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.recall import RecallParams, recall
from apps.memory.services import memories_delete, memory_restore, memory_update
from tests.engine.test_conversation_layer import post

AT = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
LATER = AT + timedelta(days=40)
pytestmark = pytest.mark.usefixtures("fast_embedder")
EVERYTHING = RecallParams.from_settings({"floor": 0.0})


@pytest.fixture
def user(person: Any) -> User:
    return person("historian")


def _block(user: User, query: str) -> str:
    return recall(user=user, query=query, params=EVERYTHING, session_id=0).block


def _changes(user: User) -> list[str]:
    return list(MemoryVersion.objects.filter(memory__user=user).order_by("id").values_list("change", flat=True))


def test_a_move_shows_where_the_person_lived_before_and_until_when(user: User) -> None:
    post(user, ["I live in Portland."])
    post(user, ["I moved to Seattle last month."], at=LATER)
    assert "superseded" in _changes(user)
    block = _block(user, "Where did I live before?")
    assert "Seattle" in block and "Portland" in block
    line = next(line for line in block.splitlines() if "Seattle" in line)
    assert "(before 10 April 2024:" in line and "Portland" in line  # the day the move was said


def test_a_third_persons_new_job_keeps_the_old_one_as_history(user: User) -> None:
    post(user, ["My sister Maya works at Powell's Books in Portland."])
    post(user, ["My sister Maya now works at Amazon in Seattle."], at=LATER)
    block = _block(user, "Where did Maya work in Portland?")
    line = next(line for line in block.splitlines() if "Amazon" in line)
    assert "Powell's Books" in line


def test_a_raise_in_chinese_shows_the_pay_before(user: User) -> None:
    post(user, ["我月薪一万二。"])
    post(user, ["我月薪涨到一万五了。"], at=LATER)
    block = _block(user, "我以前工资多少？")
    line = next(line for line in block.splitlines() if "一万五" in line)
    assert "2024年4月10日之前：" in line and "一万二" in line


def test_a_value_put_right_is_no_history(user: User) -> None:
    post(user, ["Our anniversary is on October 14."])
    post(user, ["Sorry, I gave you the wrong date: our anniversary is October 17."], at=LATER)
    assert "corrected" in _changes(user) and "superseded" not in _changes(user)
    block = _block(user, "When is our anniversary?")
    assert "October 17" in block and "October 14" not in block and "before" not in block


def test_a_correction_in_chat_is_no_history_but_no_longer_is(user: User) -> None:
    post(user, ["I am 43 years old.", "I live in Boston."])
    fixed = chat_turn(user=user, text="that's not right, I'm 34 not 43").memory_command
    assert fixed is not None and fixed.outcome == "superseded"
    assert _changes(user)[-1] == "corrected"
    assert "43" not in _block(user, "How old am I?")
    ended = chat_turn(user=user, text="I don't live in Boston any more").memory_command
    assert ended is not None and ended.outcome == "superseded"
    assert _changes(user)[-1] == "superseded"
    assert "Boston" in next(line for line in _block(user, "Where did I live?").splitlines() if "before" in line)


def test_a_users_edit_a_restore_or_a_deletion_leaves_no_history(user: User) -> None:
    post(user, ["I live in Portland."])
    post(user, ["I moved to Seattle last month."], at=LATER)
    entry = MemoryEntry.objects.get(user=user, summary__contains="Seattle")
    edited = memory_update(memory=entry, actor="user", summary="The user lives in Seattle, Washington.")
    assert "Portland" not in _block(user, "Where did I live before?")
    memory_restore(memory=edited, version=edited.version - 1, actor="user")  # back to the moved value
    assert "Portland" not in _block(user, "Where did I live before?")
    memories_delete(user=user, memories=[MemoryEntry.objects.get(pk=entry.pk)], actor="user")
    block = _block(user, "Where did I live before?")
    assert "Portland" not in block and "Seattle" not in block


def test_history_is_only_the_requesting_persons(person: Any) -> None:
    ann, bob = person("ann"), person("bob")
    post(ann, ["I live in Portland."])
    post(ann, ["I moved to Seattle last month."], at=LATER)
    post(bob, ["I moved to Seattle last month."], at=LATER)
    assert "Portland" in _block(ann, "Where did I live before?")
    assert "Portland" not in _block(bob, "Where did I live before?")


def test_a_question_in_the_old_values_words_finds_the_entry_that_shows_it(user: User) -> None:
    post(user, ["I work at Northbridge Health as a data analyst."])
    post(user, ["I now work at Summit Analytics as a forecaster."], at=LATER)
    entry = MemoryEntry.objects.get(user=user, summary__contains="Summit")
    keyword_only = RecallParams.from_settings({"dense_weight": 0.0, "keyword_weight": 1.0, "floor": 0.01})
    found = recall(user=user, query="Northbridge", params=keyword_only, session_id=0)
    assert [item.id for item in found.items if item.layer in ("core", "semantic")] == [entry.pk]
    assert "Northbridge Health" in found.block
