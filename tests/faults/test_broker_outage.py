"""The Redis broker stops mid-traffic and comes back empty (no persistence: every queued task is
lost): chat keeps answering, /healthz names the broker, and the outbox sweep queues what was
missed, so every accepted message is extracted. A redis-server of the test's own, on a free port."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from bench.faults import RedisBroker, Service, broker_outage

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs redis-server")


@pytest.fixture
def redis(tmp_path: Path) -> Iterator[RedisBroker]:
    broker = RedisBroker(tmp_path)
    broker.start()
    yield broker
    broker.stop()


def test_chat_keeps_answering_while_redis_is_down_and_the_sweep_queues_what_it_lost(
    service: Callable[..., AbstractContextManager[Service]], redis: RedisBroker
) -> None:
    with service(sweep_seconds=3, broker_url=redis.url) as running:
        outcome = broker_outage(running, redis, chat_agents=3, ingest_agents=1, before=3, outage=6, after=3, drain_timeout=60)

    print("\n".join(outcome.timeline))
    print(outcome.counts)
    assert outcome.counts["answers_during_outage"].get("200", 0) >= 3
    assert outcome.problems == []
