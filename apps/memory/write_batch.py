"""Writes of the pipeline's batch gathered (``memory_writes_batched``): inside it, the memory services
take no savepoint of their own, and their version rows are inserted together and the messages they
take out of the conversation layer deleted together when it ends.

The pipeline runs a batch in one transaction (a savepoint of its own, ``jobs.process``) that is
rolled back whole when anything in it fails, so a savepoint around each entry's writes only costs
two statements; and nothing in the batch reads the version rows back (an entry's next version
number is on the entry), so they can wait for the end of the batch. Their ids, their order and
their ``created_at`` (taken at each change) are those of inserting them one by one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

from django.db import connection

if TYPE_CHECKING:
    from apps.memory.models import MemoryVersion

_pending: ContextVar[list[MemoryVersion] | None] = ContextVar("memory_write_batch", default=None)
_forget: ContextVar[dict[int, set[int]] | None] = ContextVar("memory_write_batch_forget", default=None)


def pending_versions() -> list[MemoryVersion] | None:
    """The version rows waiting for the end of the batch; None outside one."""
    return _pending.get()


def forget_messages(*, user_id: int, message_ids: Iterable[int]) -> None:
    """``conversation_forget`` — at the end of the batch inside one (nothing in a batch reads the
    conversation layer after its messages are indexed, before the batch's reconciliation)."""
    from apps.memory.conversation import conversation_forget

    waiting = _forget.get()
    if waiting is None:
        conversation_forget(user_id=user_id, message_ids=message_ids)
    else:
        waiting.setdefault(user_id, set()).update(int(i) for i in message_ids)


@contextmanager
def memory_writes_batched() -> Iterator[None]:
    """Gather the services' writes until the block ends, inside a transaction (``atomic``) that is
    rolled back whole when the block raises."""
    if _pending.get() is not None or not connection.in_atomic_block:
        yield  # (outside a transaction each service call keeps its own)
        return
    from apps.memory.conversation import conversation_forget
    from apps.memory.models import MemoryVersion

    waiting: list[MemoryVersion] = []
    forgotten: dict[int, set[int]] = {}
    tokens = _pending.set(waiting), _forget.set(forgotten)
    try:
        yield
    finally:
        _pending.reset(tokens[0])
        _forget.reset(tokens[1])
    # (not reached when the block raised: the transaction is rolled back anyway)
    MemoryVersion.objects.bulk_create(waiting)
    for user_id, message_ids in forgotten.items():
        conversation_forget(user_id=user_id, message_ids=message_ids)
