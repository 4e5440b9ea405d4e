"""The service as child processes (gunicorn, a Celery worker with beat) on the test database,
reaching PostgreSQL through a gate the tests can close (bench/faults.py). The children see only what
a test commits, hence ``transactional_db`` in every test. Starting them costs seconds, so the
ordinary service (kombu's broker on PostgreSQL, the offline model) is started once for this
package, and the others once per module; all of them are stopped before the package ends, so that
no worker or beat of theirs touches another package's tests."""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

import pytest
from django.db import connection

from bench.faults import DatabaseGate, Service, ServiceOptions

pytestmark = pytest.mark.worker

SWEEP_SECONDS = 3  # the outbox sweep's interval and staleness in these tests (production: 60)

ServiceFactory = Callable[..., AbstractContextManager[Service]]


@pytest.fixture(scope="package")
def gate(django_db_setup: Any, django_db_blocker: Any) -> Iterator[DatabaseGate]:
    with django_db_blocker.unblock():
        gate = DatabaseGate.for_database(connection.settings_dict)
    gate.open()
    yield gate
    gate.close()


@pytest.fixture(scope="package")
def service_factory(
    gate: DatabaseGate, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory
) -> ServiceFactory:
    """``with service_factory(web_workers=1) as running:`` the web and the worker, started and
    answering, on a queue of their own; stopped at the end (logs under pytest's tmp dir)."""

    @contextmanager
    def run(*, web: bool = True, worker: bool = True, **options: Any) -> Iterator[Service]:
        options.setdefault("sweep_seconds", SWEEP_SECONDS)
        running = Service(
            database=str(connection.settings_dict["NAME"]), queue=f"faults_{os.getpid()}_{secrets.token_hex(4)}",
            gate=gate, options=ServiceOptions(**options), log_dir=tmp_path_factory.mktemp("service"),
        )  # fmt: skip
        try:
            if worker:
                running.start_worker()
            if web:
                running.start_web()
                running.wait_web()
            if worker:
                with django_db_blocker.unblock():  # the ping's answer is read from the database
                    running.wait_worker()
            yield running
        finally:
            running.stop()
            if not gate.is_open:
                gate.open()

    return run


@pytest.fixture(scope="package")
def ordinary_service(service_factory: ServiceFactory, django_db_blocker: Any) -> Iterator[Service]:
    """The service as ``make run`` configures it (broker on PostgreSQL, offline model), shared by
    this package's tests; a test may kill and replace its worker."""
    with service_factory() as running:
        yield running


@pytest.fixture
def service(ordinary_service: Service, transactional_db: Any) -> Iterator[Service]:
    """The ordinary service, its queue emptied of the previous test's leftover tasks (a backlog
    would delay this test's); afterwards emptied again and the worker idle before the test's tables
    are truncated (a task still running deadlocked with the TRUNCATE once in CI, at 896a1be)."""
    ordinary_service.queue_purge()
    yield ordinary_service
    ordinary_service.quiesce()
