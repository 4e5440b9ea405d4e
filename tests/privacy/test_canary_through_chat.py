"""End to end: a canary said through chat reaches every layer through the real worker, and
erasing the person leaves no trace of it in any column of any table or any Redis key."""

from __future__ import annotations

import time
from typing import Any

import pytest

from apps.accounts.models import User
from apps.audit.erasure import user_erase
from apps.audit.services import actor_for_user
from apps.chat.models import Message
from apps.chat.services import chat_turn, session_end
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, RecallRecord
from apps.memory.pipeline.jobs import pipeline_drained
from apps.memory.services import memory_update
from tests.privacy.helpers import assert_no_trace, find_traces, new_canary

pytestmark = [pytest.mark.worker]


def _drain(user: User, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not pipeline_drained(user):
        assert time.monotonic() < deadline, "the pipeline did not drain"
        time.sleep(0.1)


def test_a_canary_said_in_chat_is_in_every_layer_and_gone_after_erasure(celery_worker: Any, end_user: User) -> None:
    canary = new_canary()
    first = chat_turn(user=end_user, text=f"Remember: my cat is named {canary} and she is 3 years old.")
    chat_turn(
        user=end_user, text=f"I decided the vet for {canary} will be Dr Lee on 12 March 2025.", session=first.session
    )
    session_end(session=first.session)
    _drain(end_user)

    memory = MemoryEntry.objects.filter(user=end_user, summary__contains=canary).first()
    assert memory is not None, "the pipeline kept no memory of the canary"
    memory_update(memory=memory, actor="user", summary=memory.summary + " (edited)")
    second = chat_turn(user=end_user, text=f"How old is {canary}?")
    # the sentence may be kept as one unit or two (the cat's name, its age): any of them will do
    canary_units = set(MemoryEntry.objects.filter(user=end_user, summary__contains=canary).values_list("pk", flat=True))
    assert any(item.id in canary_units for item in second.memories_used), second.memories_used

    # planted in working memory, episodic, semantic, versions and recall records
    assert Message.objects.filter(user=end_user, content__contains=canary).exists()
    assert Episode.objects.filter(user=end_user, summary__contains=canary).exists()
    assert MemoryVersion.objects.filter(memory__user=end_user, summary__contains=canary).count() >= 2
    assert RecallRecord.objects.filter(user=end_user).exists()
    assert find_traces(canary), "the scanner must see the canary before erasure"

    receipt = user_erase(user=end_user, actor=actor_for_user(end_user), request_id="canary-chat")
    assert receipt["stores"]["messages"] >= 6 and receipt["stores"]["memory_entries"] >= 1
    assert_no_trace(canary)
