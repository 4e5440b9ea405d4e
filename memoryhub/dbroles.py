"""Database roles: the app runs as a role that owns nothing; a separate role owns the tables and migrates.

The runtime role (``DATABASE_URL``) may SELECT, INSERT, UPDATE and DELETE the app's tables and use
their sequences, and on the audit tables only what ``APPEND_ONLY_TABLES`` says. Owning nothing, it
can neither TRUNCATE, ALTER or DROP a table nor disable a trigger. The migration role
(``DATABASE_MIGRATE_URL``) owns the tables; ``manage.py migrate`` runs as it and then calls
``runtime_grants_apply`` so that every table, including one a later migration creates, carries
exactly the runtime grants.

Plain psycopg, no Django: ``memoryhub/embedded.py`` uses it while the settings are being read.
"""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import sql

# What the runtime role may do on every table of the schema …
RUNTIME_TABLE_PRIVILEGES = ("SELECT", "INSERT", "UPDATE", "DELETE")
# … and, on PostgreSQL 17+, MAINTAIN (VACUUM, ANALYZE, REINDEX, LOCK: the benchmarks and the
# planner tests refresh statistics; none of it changes a row) …
MAINTAIN_FROM_VERSION = 170000
# … except these: the audit log is append-only, and its recorded head is written by a trigger only.
APPEND_ONLY_TABLES: dict[str, tuple[str, ...]] = {
    "audit_auditevent": ("SELECT", "INSERT"),
    "audit_chainhead": ("SELECT",),
}


class RoleError(Exception):
    """The roles are not set up as memoryhub needs; the message says what to do."""


def _privileges(names: tuple[str, ...]) -> sql.Composable:
    return sql.SQL(", ").join(sql.SQL(name) for name in names)


def runtime_grants_apply(conn: psycopg.Connection[Any], *, runtime_role: str, password: str | None = None) -> None:
    """Give ``runtime_role`` exactly the runtime grants on the current schema, as the connected role.

    Must run as the role that owns the tables (or a superuser). Creates ``runtime_role`` with
    ``password`` when it does not exist and the connected role may create roles; raises
    ``RoleError`` when it cannot, or when the runtime role is a superuser or a member of the owner.
    Idempotent: every call revokes what the runtime role should not have and grants what it should.
    """
    row = conn.execute(
        "SELECT current_user, current_schema(), current_database(), rolcreaterole OR rolsuper"
        " FROM pg_roles WHERE rolname = current_user"
    ).fetchone()
    assert row is not None
    owner, schema, database, may_create_roles = row
    if owner == runtime_role:
        raise RoleError(
            f"the runtime role {runtime_role!r} is the role that migrates; give DATABASE_MIGRATE_URL another role"
        )
    found = conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = %s", [runtime_role]).fetchone()
    app = sql.Identifier(runtime_role)
    if found is None:
        if not may_create_roles or password is None:
            raise RoleError(
                f"role {runtime_role!r} does not exist; create it (CREATE ROLE {runtime_role} LOGIN PASSWORD '…') "
                "or let the migration role create roles"
            )
        create = sql.SQL("CREATE ROLE {} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE").format(app)
        if password:
            create = sql.SQL("{} PASSWORD {}").format(create, sql.Literal(password))
        conn.execute(create)
    elif found[0]:
        raise RoleError(f"role {runtime_role!r} is a superuser: it could empty the audit log; use a plain LOGIN role")
    member = conn.execute("SELECT pg_has_role(%s, current_user, 'MEMBER')", [runtime_role]).fetchone()
    if member and member[0]:
        raise RoleError(
            f"role {runtime_role!r} is a member of {owner!r}, which owns the tables; revoke that membership"
        )

    schema_id = sql.Identifier(schema)
    version = conn.execute("SELECT current_setting('server_version_num')::int").fetchone()
    maintain = ("MAINTAIN",) if version and version[0] >= MAINTAIN_FROM_VERSION else ()
    runtime = _privileges(RUNTIME_TABLE_PRIVILEGES + maintain)
    statements = [
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(sql.Identifier(database), app),
        # No temporary tables: one named like an app table would shadow it for the whole connection.
        sql.SQL("REVOKE TEMPORARY ON DATABASE {} FROM PUBLIC, {}").format(sql.Identifier(database), app),
        sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(schema_id, app),
        sql.SQL("REVOKE CREATE ON SCHEMA {} FROM PUBLIC, {}").format(schema_id, app),
        sql.SQL("REVOKE ALL ON ALL TABLES IN SCHEMA {} FROM {}").format(schema_id, app),
        sql.SQL("GRANT {} ON ALL TABLES IN SCHEMA {} TO {}").format(runtime, schema_id, app),
        sql.SQL("REVOKE ALL ON ALL SEQUENCES IN SCHEMA {} FROM {}").format(schema_id, app),
        sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {} TO {}").format(schema_id, app),
        # Tables and sequences this role creates later (the next migration) get the same grants.
        sql.SQL("ALTER DEFAULT PRIVILEGES IN SCHEMA {} GRANT {} ON TABLES TO {}").format(schema_id, runtime, app),
        sql.SQL("ALTER DEFAULT PRIVILEGES IN SCHEMA {} GRANT USAGE, SELECT ON SEQUENCES TO {}").format(schema_id, app),
    ]
    with conn.transaction():
        for statement in statements:
            conn.execute(statement)
        for table, privileges in APPEND_ONLY_TABLES.items():
            if conn.execute("SELECT to_regclass(%s)", [f"{schema}.{table}"]).fetchone() == (None,):
                continue
            name = sql.Identifier(schema, table)
            conn.execute(sql.SQL("REVOKE ALL ON {} FROM PUBLIC, {}").format(name, app))
            conn.execute(sql.SQL("GRANT {} ON {} TO {}").format(_privileges(privileges), name, app))


def runtime_role_problems(conn: psycopg.Connection[Any]) -> list[str]:
    """What the connected (runtime) role can do to the audit log that it should not; [] when nothing.

    An unmigrated database has no audit table yet and reports nothing.
    """
    row = conn.execute(
        """
        SELECT r.rolsuper,
               pg_has_role(current_user, c.relowner, 'USAGE'),
               has_table_privilege(c.oid, 'TRUNCATE'),
               has_table_privilege(c.oid, 'UPDATE') OR has_table_privilege(c.oid, 'DELETE'),
               current_user
        FROM pg_roles r, pg_class c
        WHERE r.rolname = current_user AND c.oid = to_regclass('audit_auditevent')
        """
    ).fetchone()
    if row is None:
        return []
    superuser, owns, truncate, rewrite, role = row
    problems = []
    if superuser:
        problems.append(f"role {role!r} is a superuser")
    elif owns:
        problems.append(f"role {role!r} owns the audit table (it can disable its triggers)")
    elif truncate:
        problems.append(f"role {role!r} may TRUNCATE the audit table")
    if rewrite and not superuser and not owns:
        problems.append(f"role {role!r} may UPDATE or DELETE audit rows")
    return problems
