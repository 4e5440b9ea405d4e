"""The Redis broker stops mid-traffic and comes back empty (no persistence: every queued task is
lost): chat keeps answering, /healthz names the broker, and the outbox sweep queues what was
missed, so every accepted message is extracted. A redis-server of the test's own, on a free port."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from bench.faults import RedisBroker, Service, broker_outage
from tests.faults.conftest import ServiceFactory

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs redis-server")


@pytest.fixture(scope="module")
def redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisBroker]:
    broker = RedisBroker(tmp_path_factory.mktemp("redis"))
    broker.start()
    yield broker
    broker.stop()


@pytest.fixture(scope="module")
def on_redis(service_factory: ServiceFactory, redis: RedisBroker) -> Iterator[Service]:
    with service_factory(broker_url=redis.url) as running:
        yield running


def test_chat_keeps_answering_while_redis_is_down_and_the_sweep_queues_what_it_lost(
    on_redis: Service, redis: RedisBroker, transactional_db: Any
) -> None:
    outcome = broker_outage(
        on_redis, redis, chat_agents=3, ingest_agents=1, before=2, outage=4, after=2, drain_timeout=60
    )

    print("\n".join(outcome.timeline))
    print(outcome.counts)
    assert outcome.counts["answers_during_outage"].get("200", 0) >= 3
    assert outcome.problems == []
