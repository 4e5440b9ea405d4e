"""The service as child processes (gunicorn, a Celery worker with beat) on the test database,
reaching PostgreSQL through a gate the test can close (bench/faults.py). The children see only what
the test commits, hence ``transactional_db``; they are stopped before the database is flushed."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from bench.faults import DatabaseGate, Service, ServiceOptions

pytestmark = pytest.mark.worker


@pytest.fixture
def gate(transactional_db: Any) -> Iterator[DatabaseGate]:
    gate = DatabaseGate.for_database(connection.settings_dict)
    gate.open()
    yield gate
    gate.close()


@pytest.fixture
def service(gate: DatabaseGate, tmp_path: Path) -> Iterator[Callable[..., AbstractContextManager[Service]]]:
    """``with service(web_workers=1) as running:`` the web and the worker, started and answering;
    stopped at the end (their logs are in the test's tmp_path)."""

    @contextmanager
    def run(*, web: bool = True, worker: bool = True, **options: Any) -> Iterator[Service]:
        queue = f"faults_{os.getpid()}_{tmp_path.name}"[:60]  # a queue of its own: nothing stale in it
        running = Service(
            database=str(connection.settings_dict["NAME"]), queue=queue, gate=gate,
            options=ServiceOptions(**options), log_dir=tmp_path,
        )  # fmt: skip
        try:
            if worker:
                running.start_worker()
            if web:
                running.start_web()
                running.wait_web()
            if worker:
                running.wait_worker()
            yield running
        finally:
            running.stop()

    yield run
