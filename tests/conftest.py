"""Shared fixtures: owner / member / outsider people, an API key, and a real Celery worker.

Every test runs on the real PostgreSQL + pgvector (the embedded server unless DATABASE_URL is
set). Pipeline tests use ``celery_worker``: a real worker consuming from the real broker (Redis
when CELERY_BROKER_URL is set, else kombu's SQLAlchemy transport on PostgreSQL) in a thread of
the test process, so it sees the test database. Those tests need ``transactional_db``.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from celery.contrib.testing.worker import start_worker

from apps.accounts.models import Membership, User, Workspace
from apps.core.models import WorkerPing
from apps.core.tasks import answer_ping
from memoryhub.celery import app as celery_app

# The modules that take minutes (the model server's generations, the behaviour suites' ingest, the
# fuzzer) are collected first: pytest-xdist (scripts/dev test) hands modules out in collection order,
# and one of them started last would run on alone while the other processes sit idle.
SLOW_MODULES_FIRST = (
    "tests/llm_server/test_real_server.py",
    "tests/behaviour/test_write_path_blind.py",
    "tests/behaviour/test_write_path.py",
    "tests/api/test_fuzz_openapi.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {path: i for i, path in enumerate(SLOW_MODULES_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))  # stable: the rest keep order


@pytest.fixture
def workspace(db: Any) -> Workspace:
    return Workspace.objects.create(name="Acme", slug="acme")


@pytest.fixture
def other_workspace(db: Any) -> Workspace:
    return Workspace.objects.create(name="Globex", slug="globex")


@pytest.fixture
def owner(workspace: Workspace) -> User:
    user = User.objects.create_user(
        username="olivia", password="owner-pass-123", workspace=workspace, external_id="olivia"
    )
    Membership.objects.create(workspace=workspace, user=user, role=Membership.Role.OWNER)
    return user


@pytest.fixture
def end_user(workspace: Workspace) -> User:
    return User.objects.create_user(
        username="alice", password="alice-pass-123", workspace=workspace, external_id="alice"
    )


@pytest.fixture
def other_end_user(workspace: Workspace) -> User:
    return User.objects.create_user(username="bob", password="bob-pass-123", workspace=workspace, external_id="bob")


@pytest.fixture
def outsider(other_workspace: Workspace) -> User:
    user = User.objects.create_user(
        username="mallory", password="mallory-pass-123", workspace=other_workspace, external_id="mallory"
    )
    Membership.objects.create(workspace=other_workspace, user=user, role=Membership.Role.OWNER)
    return user


@pytest.fixture
def celery_worker(transactional_db: Any) -> Iterator[Any]:
    """A real Celery worker on the real broker, in a thread of this process."""
    celery_app.conf.task_always_eager = False
    with start_worker(celery_app, pool="solo", concurrency=1, perform_ping_check=False, shutdown_timeout=30) as worker:
        yield worker


@pytest.fixture(scope="module")
def module_worker(django_db_setup: Any, django_db_blocker: Any) -> Iterator[Any]:
    """One real worker for a whole module (a worker start and stop cost seconds), on the real
    broker, in a thread of this process. Pair it with ``worker_barrier`` after each test."""
    celery_app.conf.task_always_eager = False
    with (
        django_db_blocker.unblock(),
        start_worker(celery_app, pool="solo", concurrency=1, perform_ping_check=False, shutdown_timeout=30) as worker,
    ):
        yield worker


def pipeline_settled(timeout: float = 30.0) -> None:
    """Wait (bounded, without failing) until no pipeline job is open, then ``worker_barrier``. A job
    that found its person busy is retried after a countdown, which a ping queued now does not wait
    for: the flush after a test would race it (a deadlock between TRUNCATE and the task's locks)."""
    from apps.memory.models import PipelineJob

    deadline = time.monotonic() + timeout
    while PipelineJob.objects.filter(done_at__isnull=True).exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    worker_barrier()


def worker_barrier(timeout: float = 20.0) -> None:
    """Wait until the worker has run every task queued so far (one solo worker runs them in order),
    so that the database flush after a test never races a task still running."""
    nonce = uuid.uuid4().hex
    WorkerPing.objects.create(nonce=nonce)
    answer_ping.delay(nonce)
    deadline = time.monotonic() + timeout
    while not WorkerPing.objects.filter(nonce=nonce, answered_at__isnull=False).exists():
        assert time.monotonic() < deadline, "the worker did not get through its queue"
        time.sleep(0.05)
