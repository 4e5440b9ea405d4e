"""Where a benchmark runs: a dedicated database, a dedicated queue, an in-process Celery worker and a
throw-away workspace.

Isolation (both layers, so that neither a developer's data nor a running dev worker is touched):

1. **Database.** By default the run switches Django's ``default`` connection to a dedicated
   database (``memoryhub_bench``) on the same PostgreSQL server, creating it with psycopg and
   migrating it when needed — the way Django's test runner switches to ``test_<name>``. The
   configured database itself is used only with ``--allow-default-db`` (or when it already is the
   bench database, e.g. ``DATABASE_URL=postgres://…/memoryhub_bench``).
2. **Queue and broker.** Tasks go to a queue of their own (``bench_<database>``) so that a dev worker
   consuming ``memoryhub`` never takes them; when the broker is the default kombu-on-PostgreSQL
   transport it is moved to the bench database too.
3. **Workspace.** Every run creates a workspace ``bench-<timestamp>`` with one end user per
   conversation and deletes it at the end (``--keep-data`` keeps it for inspection).
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

DEFAULT_BENCH_DB = "memoryhub_bench"


class BenchSetupError(RuntimeError):
    pass


@dataclass
class BenchDatabase:
    name: str
    previous: str
    isolation: str
    created: bool = False
    broker_url: str = ""
    queue: str = ""
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        broker = re.sub(r"//[^@/]*:[^@/]*@", "//***:***@", self.broker_url)  # never print a password
        return {
            "database": self.name,
            "configured_database": self.previous,
            "isolation": self.isolation,
            "created": self.created,
            "broker": broker,
            "queue": self.queue,
            "notes": self.notes,
        }


def _server_connect(settings_dict: dict[str, Any], dbname: str) -> Any:
    import psycopg

    kwargs: dict[str, Any] = {"dbname": dbname, "autocommit": True}
    for key, target in (("USER", "user"), ("PASSWORD", "password"), ("HOST", "host"), ("PORT", "port")):
        if settings_dict.get(key):
            kwargs[target] = settings_dict[key]
    for key, value in (settings_dict.get("OPTIONS") or {}).items():
        if key in {"sslmode", "sslrootcert", "sslcert", "sslkey", "connect_timeout"}:
            kwargs[key] = value
    return psycopg.connect(**kwargs)


def use_bench_database(
    name: str = DEFAULT_BENCH_DB, *, allow_default_db: bool = False, migrate: bool = True
) -> BenchDatabase:
    """Point this process (every thread) at the bench database; create and migrate it when needed."""
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connections

    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{0,62}", name):
        raise BenchSetupError(f"--database {name!r}: use letters, digits and underscores")
    conn = connections["default"]
    current = str(conn.settings_dict["NAME"])
    if allow_default_db:
        info = BenchDatabase(
            name=current,
            previous=current,
            isolation="configured database (--allow-default-db) + a bench workspace deleted at the end",
        )
    elif current == name:
        if "bench" not in name:
            raise BenchSetupError(
                f"{name!r} is the configured (dev) database; pass --allow-default-db to run there, or name a bench database"
            )
        info = BenchDatabase(
            name=current,
            previous=current,
            isolation="dedicated database (configured) + a bench workspace deleted at the end",
        )
    else:
        if name in {"postgres", "template0", "template1"}:
            raise BenchSetupError(f"refusing to run on {name!r}")
        created = False
        # as the migration role: the app's role may not create databases (docs/privacy.md, "Database roles")
        with _server_connect(settings.DATABASE_MIGRATE or conn.settings_dict, current) as admin:
            exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
            if not exists:
                admin.execute(f'CREATE DATABASE "{name}"')
                created = True
        conn.close()
        settings.DATABASES["default"]["NAME"] = name
        conn.settings_dict["NAME"] = name
        info = BenchDatabase(
            name=name,
            previous=current,
            isolation=f"dedicated database {name!r} on the configured server (created and migrated by the command) + a bench workspace deleted at the end",
            created=created,
        )
    if migrate:
        call_command("migrate", interactive=False, verbosity=0)
    return info


def configure_broker(info: BenchDatabase, queue: str | None = None) -> None:
    """A queue of the run's own; the default kombu-on-PostgreSQL broker follows the database."""
    from django.conf import settings

    from memoryhub.celery import app

    broker = str(settings.CELERY_BROKER_URL)
    derived = not (os.environ.get("CELERY_BROKER_URL") or os.environ.get("REDIS_URL"))
    if derived and broker.startswith("sqla+") and info.name != info.previous:
        broker = re.sub(rf"/{re.escape(info.previous)}(?=\?|$)", f"/{info.name}", broker, count=1)
        settings.CELERY_BROKER_URL = broker
        if settings.DATABASE_MIGRATE is not None:
            # kombu creates its tables on first use, which the app's role may not (docs/privacy.md,
            # "Database roles"): the migration role creates them in the bench database
            from memoryhub.embedded import create_broker_tables
            from memoryhub.env import database_url

            create_broker_tables(database_url(settings.DATABASE_MIGRATE, name=info.name))
    queue = queue or f"bench_{info.name}"
    settings.CELERY_TASK_DEFAULT_QUEUE = queue
    app.conf.update(broker_url=broker, task_default_queue=queue, task_always_eager=False)
    info.broker_url = broker
    info.queue = queue


@contextlib.contextmanager
def celery_worker(enabled: bool = True) -> Iterator[Any]:
    """A real Celery worker (solo pool) consuming the run's queue, in a thread of this process."""
    if not enabled:
        yield None
        return
    import logging

    from celery.contrib.testing.worker import start_worker

    from memoryhub.celery import app

    # One "Task … received/succeeded" line per task would bury the progress bars.
    for name in ("celery", "celery.worker", "celery.app.trace", "celery.worker.strategy", "kombu"):
        logging.getLogger(name).setLevel(logging.WARNING)

    with start_worker(
        app, pool="solo", concurrency=1, perform_ping_check=False, shutdown_timeout=120, loglevel="WARNING"
    ) as worker:
        yield worker


def external_worker_hint(info: BenchDatabase) -> str:
    from django.conf import settings

    db = settings.DATABASES["default"]
    host = str(db.get("HOST") or "")
    if host.startswith("/"):
        url = f"postgres://{db.get('USER') or 'postgres'}@/{info.name}?host={host}"
    else:
        url = f"postgres://USER:PASSWORD@{host or 'localhost'}:{db.get('PORT') or 5432}/{info.name}"
    return f"DATABASE_URL='{url}' CELERY_QUEUE={info.queue} .venv/bin/celery -A memoryhub worker -P solo -c 1"


def bench_workspace(prefix: str = "bench") -> Any:
    from apps.accounts.models import Workspace

    stamp = time.strftime("%Y%m%d-%H%M%S") + f"-{os.getpid()}"
    return Workspace.objects.create(name=f"{prefix} {stamp}", slug=f"{prefix}-{stamp}"[:60])


def bench_user(workspace: Any, label: str, external_id: str | None = None) -> Any:
    """An end user of the bench workspace; ``external_id`` defaults to the label (bench_locomo stores
    its reuse marker there: sample id, data sha256 prefix, embedder)."""
    from apps.accounts.models import User

    safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", label)[:60] or "user"
    return User.objects.create_user(
        username=f"{workspace.slug}-{safe}"[:150],
        password=None,
        workspace=workspace,
        external_id=(external_id or safe)[:200],
    )


def delete_workspace(workspace: Any) -> str:
    """Delete the run's workspace and everything under it; returns a short note."""
    try:
        workspace.delete()
    except Exception as exc:  # noqa: BLE001 — cleanup must not hide the results
        return f"workspace {workspace.slug} not deleted: {type(exc).__name__}: {exc}"
    return f"workspace {workspace.slug} deleted"
