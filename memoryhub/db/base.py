"""Django's PostgreSQL backend, with the work that needs the tables' owner done as the migration role.

The app connects as the runtime role (``DATABASES["default"]``), which may not create databases,
TRUNCATE, or alter a table. What needs the owner runs as ``settings.DATABASE_MIGRATE``:

- ``manage.py migrate`` (``apps/core/management/commands/migrate.py``, through ``migration_role``);
- creating, migrating and dropping a test database;
- flushing the tables between transactional tests (``TRUNCATE``). The audit tables refuse a
  TRUNCATE by trigger; a flush lifts those triggers for its own transaction in test runs only,
  so ``manage.py flush`` outside the tests stops at the audit log.

With ``DATABASE_MIGRATE`` unset (one role) everything runs on the app's connection, as Django does.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS
from django.db.backends.postgresql import base, creation, operations

_ROLE_KEYS = ("USER", "PASSWORD", "HOST", "PORT")
# Tables whose triggers refuse TRUNCATE (apps/audit/migrations/0003_truncate_and_chain_head.py).
_APPEND_ONLY = ("audit_auditevent", "audit_chainhead")


def _migration_settings(connection: Any) -> dict[str, Any] | None:
    migrate = getattr(settings, "DATABASE_MIGRATE", None)
    if migrate is None or connection.alias != DEFAULT_DB_ALIAS:
        return None
    return dict(migrate)


@contextmanager
def migration_role(connection: Any) -> Iterator[dict[str, Any] | None]:
    """Connect ``connection`` as the migration role until the block ends.

    Yields the runtime role's credentials (``USER``, ``PASSWORD``, ``HOST``, ``PORT``) while so
    connected, None when there is no migration role (or inside a transaction, which a reconnection
    would break). The settings dict is shared by every thread's connection of the alias, so use
    this only where no other thread queries: a management command, the test-database set-up. A
    nested block changes nothing.
    """
    migrate = _migration_settings(connection)
    runtime: dict[str, Any] | None = getattr(connection, "_memoryhub_runtime_role", None)
    if runtime is not None:
        yield runtime  # already: the migrate inside the test-database set-up
        return
    if migrate is None or connection.in_atomic_block:
        yield None
        return
    runtime = {key: connection.settings_dict[key] for key in _ROLE_KEYS}
    saved_options = connection.settings_dict["OPTIONS"]
    connection.close()
    connection.settings_dict.update({key: migrate[key] for key in _ROLE_KEYS})
    connection.settings_dict["OPTIONS"] = {**saved_options, **migrate["OPTIONS"]}
    connection._memoryhub_runtime_role = runtime
    try:
        yield runtime
    finally:
        connection.close()
        connection.settings_dict.update(runtime)
        connection.settings_dict["OPTIONS"] = saved_options
        connection._memoryhub_runtime_role = None


def migration_connect(connection: Any, *, autocommit: bool = True) -> psycopg.Connection[Any]:
    """A separate psycopg connection as the migration role to ``connection``'s current database."""
    migrate = _migration_settings(connection) or {key: connection.settings_dict[key] for key in _ROLE_KEYS}
    options = migrate.get("OPTIONS", connection.settings_dict.get("OPTIONS", {}))
    return psycopg.connect(
        dbname=connection.settings_dict["NAME"],
        user=migrate["USER"] or None,
        password=migrate["PASSWORD"] or None,
        host=migrate["HOST"] or None,
        port=migrate["PORT"] or None,
        autocommit=autocommit,
        **{key: value for key, value in options.items() if key != "options"},
    )


class DatabaseCreation(creation.DatabaseCreation):
    def create_test_db(self, *args: Any, **kwargs: Any) -> str:
        with migration_role(self.connection):
            name: str = super().create_test_db(*args, **kwargs)
        return name

    def destroy_test_db(self, *args: Any, **kwargs: Any) -> None:
        with migration_role(self.connection):
            super().destroy_test_db(*args, **kwargs)


class DatabaseOperations(operations.DatabaseOperations):
    def execute_sql_flush(self, sql_list: Iterable[str]) -> None:
        if _migration_settings(self.connection) is None:
            super().execute_sql_flush(sql_list)
            return
        sql_list = list(sql_list)
        lift = settings.TESTING and any("audit_auditevent" in statement for statement in sql_list)
        with migration_connect(self.connection) as conn, conn.transaction():
            present = [
                table for table in _APPEND_ONLY if conn.execute("SELECT to_regclass(%s)", [table]).fetchone() != (None,)
            ]
            if lift:
                for table in present:
                    conn.execute(f"ALTER TABLE {table} DISABLE TRIGGER USER")
                if "audit_chainhead" in present:  # not a Django model: the flush does not list it
                    sql_list = [*sql_list, "TRUNCATE audit_chainhead"]
            for statement in sql_list:
                conn.execute(statement)  # type: ignore[call-overload]  # Django's own SQL
            if lift:
                for table in present:
                    conn.execute(f"ALTER TABLE {table} ENABLE TRIGGER USER")


class DatabaseWrapper(base.DatabaseWrapper):
    creation_class = DatabaseCreation
    ops_class = DatabaseOperations
