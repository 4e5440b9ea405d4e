"""Every list endpoint runs a fixed number of queries, however many rows it lists.

Per request with an API key: the key (with its workspace), the rate-limit counter (none when
the counter is in Redis), then the end user; ``last_used_at`` is fresh here, so it is not written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.conf import settings
from django.utils import timezone

from apps.accounts.models import ApiKey, User
from apps.chat.models import Message
from apps.chat.services import session_create
from apps.memory.models import Episode
from apps.memory.services import memory_create, memory_update
from tests.api.conftest import Api

KEY_AND_LIMIT = 1 + (0 if settings.REDIS_URL else 1)
USER = 1


def _seed(user: User, n: int) -> dict[str, int]:
    session = None
    memory = None
    for i in range(n):
        session = session_create(user=user, title=f"s{i}")
        Message.objects.create(session=session, user=user, role="user", content=f"m{i}")
        Episode.objects.create(user=user, session=session, summary=f"e{i}", lines=[{"text": "t", "message_ids": []}])
        memory = memory_create(user=user, summary=f"fact {i}", importance=5 if i % 2 else 3, actor="p", index=False)
        memory_update(memory=memory, actor="p", summary=f"fact {i} edited")
    assert session is not None and memory is not None
    return {"session": session.pk, "memory": memory.pk}


LISTS: list[tuple[str, str, int]] = [
    ("memories", "/users/alice/memories", USER + 1 + 1),  # core profile, page
    ("memories filtered", "/users/alice/memories?type=fact&enabled=true&layer=semantic&text=fact", USER + 1 + 1),
    ("versions", "/users/alice/memories/{memory}/versions", USER + 1 + 1),  # the memory, its versions
    ("sessions", "/users/alice/sessions", USER + 1),  # page with message counts
    ("messages", "/users/alice/sessions/{session}/messages", USER + 1 + 1),  # the session, page
    ("episodes", "/users/alice/episodes", USER + 1),
    ("keys", "/keys", 1),
    # sessions+messages, memories+versions, episodes, recall records; the audit event (lock, id,
    # chain head, insert); two savepoints (the export's transaction and the audit's), each set and released
    ("export", "/users/alice/export", USER + 6 + 4 + 4),
]


@pytest.mark.parametrize(("name", "path", "queries"), LISTS, ids=[name for name, _, _ in LISTS])
def test_a_list_runs_the_same_queries_for_two_or_twelve_rows(
    api: Api,
    key: str,
    end_user: User,
    django_assert_num_queries: Callable[..., Any],
    name: str,
    path: str,
    queries: int,
) -> None:
    ApiKey.objects.update(last_used_at=timezone.now())
    ids = _seed(end_user, 2)
    url = path.format(**ids)
    with django_assert_num_queries(KEY_AND_LIMIT + queries):
        assert api.get(url, key=key).status == 200
    ids = _seed(end_user, 10)
    url = path.format(**ids)
    with django_assert_num_queries(KEY_AND_LIMIT + queries):
        response = api.get(url, key=key)
    assert response.status == 200
