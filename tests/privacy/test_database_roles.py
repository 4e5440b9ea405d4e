"""The audit log cannot be emptied from the app's credentials, and verification notices when it was.

The app connects as a runtime role that owns nothing (memoryhub/dbroles.py); the migration role
owns the tables. Every test here runs on the real PostgreSQL with those two roles, as ``make run``
sets them up: nothing is mocked.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import DatabaseError, connection, transaction
from django.utils import timezone

from apps.audit.models import AuditEvent, ErasureRequest
from apps.audit.services import (
    _fields_of,
    audit_chain_check,
    audit_record,
    database_role_problems,
    event_digest,
    recorded_head,
    verify_audit_chain,
)
from memoryhub.db.base import migration_connect
from memoryhub.dbroles import APPEND_ONLY_TABLES, MAINTAIN_FROM_VERSION
from tests.privacy.test_audit_chain import raw_connection, record, tamper  # noqa: F401 — fixture reused
from tests.privacy.test_verify_audit_command import run_manage

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    settings.DATABASE_MIGRATE is None, reason="DATABASE_MIGRATE_URL is not set: one role does everything"
)


def refused(statement: str, match: str = "permission denied|must be owner") -> None:
    """``statement``, run on the app's own connection, is refused by PostgreSQL."""
    with pytest.raises(DatabaseError, match=match), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(statement)


# --- what the app's role may do -----------------------------------------------------------------


def test_the_app_connects_as_a_role_that_is_no_superuser_and_owns_no_table(db: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT current_user, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user"
        )
        role, superuser, createdb, createrole = cursor.fetchone()
        cursor.execute(
            "SELECT count(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace"
            " AND pg_has_role(current_user, relowner, 'USAGE')"
        )
        (owned,) = cursor.fetchone()
    migrate: Any = settings.DATABASE_MIGRATE
    assert role == settings.DATABASES["default"]["USER"] != migrate["USER"]
    assert (superuser, createdb, createrole, owned) == (False, False, False, 0)
    assert database_role_problems() == []


def test_truncating_the_audit_log_as_the_runtime_role_is_refused(db: Any) -> None:
    record(2)
    refused("TRUNCATE audit_auditevent")
    refused("TRUNCATE audit_auditevent, audit_chainhead CASCADE")
    refused("TRUNCATE audit_chainhead")
    assert AuditEvent.objects.count() == 2
    assert verify_audit_chain() is None


def test_the_runtime_role_can_neither_disable_the_triggers_nor_rewrite_or_drop_the_audit_table(db: Any) -> None:
    (event,) = record()
    for statement in (
        "ALTER TABLE audit_auditevent DISABLE TRIGGER audit_event_no_update",
        "ALTER TABLE audit_auditevent DISABLE TRIGGER ALL",
        "ALTER TABLE audit_chainhead DISABLE TRIGGER USER",
        "SET session_replication_role = replica",  # the other way to silence triggers
        f"UPDATE audit_auditevent SET reason = 'x' WHERE id = {event.pk}",
        f"DELETE FROM audit_auditevent WHERE id = {event.pk}",
        "UPDATE audit_chainhead SET last_event_id = 0",
        "DELETE FROM audit_chainhead",
        "INSERT INTO audit_chainhead (id, last_event_id, head_hash) VALUES (2, 0, 'x')",
        "DROP TABLE audit_auditevent",
        "ALTER TABLE audit_auditevent RENAME TO audit_old",
        "CREATE TABLE audit_shadow (id int)",
        "CREATE TEMPORARY TABLE audit_auditevent (id int)",  # would shadow the log for this connection
    ):
        refused(statement, match="permission denied|must be owner")
    assert verify_audit_chain() is None


EVERY_PRIVILEGE = ("SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER")


def test_the_runtime_role_has_exactly_its_grants_on_every_table(db: Any) -> None:
    maintain = ["MAINTAIN"] if cast(Any, connection).pg_version >= MAINTAIN_FROM_VERSION else []
    with connection.cursor() as cursor:
        cursor.execute(
            """
            SELECT c.relname, p.privilege
            FROM pg_class c, unnest(%s::text[]) p(privilege)
            WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
              AND has_table_privilege(c.oid, p.privilege)
            """,
            [[*EVERY_PRIVILEGE, *maintain]],
        )
        granted: dict[str, set[str]] = {}
        for table, privilege in cursor.fetchall():
            granted.setdefault(table, set()).add(privilege)
    assert granted.pop("audit_auditevent") == {"SELECT", "INSERT"}
    assert granted.pop("audit_chainhead") == {"SELECT"}
    assert set(APPEND_ONLY_TABLES) == {"audit_auditevent", "audit_chainhead"}
    assert {"memory_memoryentry", "chat_message", "audit_erasurerequest", "django_migrations"} <= set(granted)
    runtime = {"SELECT", "INSERT", "UPDATE", "DELETE", *maintain}  # MAINTAIN: VACUUM, ANALYZE (PostgreSQL 17+)
    assert {table: privileges for table, privileges in granted.items() if privileges != runtime} == {}


@pytest.mark.django_db(transaction=True)
def test_the_owner_is_refused_a_truncate_by_the_trigger_too(raw_connection: psycopg.Connection[Any]) -> None:  # noqa: F811
    record(2)
    for table in ("audit_auditevent", "audit_chainhead"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="TRUNCATE refused"):
            raw_connection.execute(f"TRUNCATE {table}")
    with pytest.raises(psycopg.errors.InsufficientPrivilege, match="trigger only"):
        raw_connection.execute("UPDATE audit_chainhead SET last_event_id = 0")
    assert verify_audit_chain() is None


@pytest.mark.django_db(transaction=True)
def test_tables_a_later_migration_creates_get_the_runtime_grants_by_default() -> None:
    with migration_connect(connection) as owner:
        owner.execute("CREATE TABLE later_feature (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, note text)")
    try:
        with connection.cursor() as cursor:
            cursor.execute("INSERT INTO later_feature (note) VALUES ('x') RETURNING id")
            (new_id,) = cursor.fetchone()
            cursor.execute("UPDATE later_feature SET note = 'y' WHERE id = %s", [new_id])
            cursor.execute("DELETE FROM later_feature WHERE id = %s", [new_id])
        refused("TRUNCATE later_feature")
    finally:
        with migration_connect(connection) as owner:
            owner.execute("DROP TABLE later_feature")


# --- verification without a hash kept elsewhere ---------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_an_emptied_log_fails_verification_instead_of_saying_ok(
    raw_connection: psycopg.Connection[Any],  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    *_, last = record(3)
    raw_connection.execute("ALTER TABLE audit_auditevent DISABLE TRIGGER USER")  # as only the owner can
    raw_connection.execute("TRUNCATE audit_auditevent")
    code, out, err = run_manage("verify_audit", "--no-progress", capsys=capsys)
    assert code == 1 and "OK" not in out
    assert "BROKEN" in err and "the log is empty" in err and "every event was removed" in err
    assert f"row {last.pk} ({last.hash[:12]}" in err


@pytest.mark.django_db(transaction=True)
def test_deleting_the_newest_events_is_detected_without_expect_head(
    raw_connection: psycopg.Connection[Any],  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    first, second, third = record(3)
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id >= %s", [second.pk])
    code, _, err = run_manage("verify_audit", "--no-progress", capsys=capsys)
    assert code == 1
    assert f"rows were removed after row {first.pk}" in err and f"row {third.pk}" in err


def rewrite_chain(conn: psycopg.Connection[Any], event: AuditEvent, *, reason: str) -> dict[int, str]:
    """Change ``event``'s reason and recompute its hash and every later one, as someone with the
    owner's credentials would to hide a change. Returns the new hash per row id."""
    new_hashes: dict[int, str] = {}
    prev_hash = event.prev_hash
    for later in AuditEvent.objects.filter(pk__gte=event.pk).order_by("id"):
        fields = _fields_of(later)
        if later.pk == event.pk:
            fields["reason"] = reason
        fields["prev_hash"] = prev_hash
        prev_hash = event_digest(fields)
        tamper(
            conn,
            "UPDATE audit_auditevent SET reason = %s, prev_hash = %s, hash = %s WHERE id = %s",
            [fields["reason"], fields["prev_hash"], prev_hash, later.pk],
        )
        new_hashes[later.pk] = prev_hash
    return new_hashes


@pytest.mark.django_db(transaction=True)
def test_a_rewritten_chain_is_reported_as_changed_not_removed(
    raw_connection: psycopg.Connection[Any],  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, middle, last = record(3)
    rewrite_chain(raw_connection, middle, reason="nothing happened")
    code, _, err = run_manage("verify_audit", "--no-progress", capsys=capsys)
    assert code == 1
    assert f"audit row {last.pk}" in err and "the chain was changed" in err
    assert "removed" not in err


@pytest.mark.django_db(transaction=True)
def test_a_rewritten_chain_with_its_recorded_head_rewritten_too_is_still_changed_for_a_receipt_or_a_kept_head(
    raw_connection: psycopg.Connection[Any],  # noqa: F811
) -> None:
    _, middle, last = record(3)
    ErasureRequest.objects.create(
        subject="sub_x",
        request_id="req-rewritten",
        requested_by="sub_x",
        due_at=timezone.now() + timedelta(days=30),
        status=ErasureRequest.Status.COMPLETED,
        receipt={"audit_event_id": middle.pk, "audit_chain_hash": middle.hash},
    )
    new_hashes = rewrite_chain(raw_connection, middle, reason="nothing happened")
    raw_connection.execute("ALTER TABLE audit_chainhead DISABLE TRIGGER USER")
    raw_connection.execute("UPDATE audit_chainhead SET head_hash = %s", [new_hashes[last.pk]])
    broken = verify_audit_chain()
    assert broken is not None and broken.event_id == middle.pk
    assert "erasure receipt req-rewritten" in broken.reason and "the chain was changed" in broken.reason
    assert "removed" not in broken.reason
    ErasureRequest.objects.all().delete()
    kept = verify_audit_chain(expect_heads=(f"{last.pk}:{last.hash}",))
    assert kept is not None and kept.event_id == last.pk and "changed" in kept.reason and "removed" not in kept.reason


def test_the_recorded_head_follows_every_insert_and_starts_empty(db: Any) -> None:
    assert recorded_head() is None
    first, second = record(2)
    head = recorded_head()
    assert head is not None and (head.event_id, head.hash) == (second.pk, second.hash)
    report = audit_chain_check()
    assert report.ok and (report.head_id, report.head) == (second.pk, second.hash)
    assert first.pk < second.pk


# --- the migration role ------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_the_migration_role_can_still_migrate_and_the_head_starts_from_the_existing_log() -> None:
    *_, last = record(3)
    call_command("migrate", "audit", "0002", verbosity=0)
    with connection.cursor() as cursor:
        cursor.execute("SELECT to_regclass('audit_chainhead')")
        assert cursor.fetchone() == (None,)
    call_command("migrate", verbosity=0)
    head = recorded_head()
    assert head is not None and (head.event_id, head.hash) == (last.pk, last.hash)
    assert connection.settings_dict["USER"] == settings.DATABASES["default"]["USER"]  # back to the app's role
    newest = audit_record(action="data.exported", actor_type="system", actor="system:t", subject="system")
    assert verify_audit_chain() is None and recorded_head() == type(head)(newest.pk, newest.hash)
    refused("TRUNCATE audit_auditevent")


def _url(url: str, database: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{database}"))


@pytest.fixture
def fresh_database() -> Iterator[str]:
    name = f"test_roles_{os.getpid()}"
    with migration_connect(connection) as owner:
        owner.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        owner.execute(f'CREATE DATABASE "{name}"')
    try:
        yield name
    finally:
        with migration_connect(connection) as owner:
            # the app role's sessions of the test's subprocesses may still be ending: the migration role
            # may not terminate them (FORCE needs pg_signal_backend over them), so wait for them to go
            for _ in range(100):
                (left,) = owner.execute(
                    "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()", [name]
                ).fetchone() or (0,)
                if not left:
                    break
                time.sleep(0.1)
            owner.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_migrate_from_zero_leaves_the_tables_to_the_migration_role_and_the_app_only_appending(
    fresh_database: str,
) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DATABASE_", "CELERY_", "REDIS_"))}
    env.update(
        DJANGO_SETTINGS_MODULE="memoryhub.settings",
        DEBUG="true",
        DATABASE_URL=_url(settings.DATABASE_URL, fresh_database),
        DATABASE_MIGRATE_URL=_url(settings.DATABASE_MIGRATE_URL, fresh_database),
    )

    def manage(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(ROOT / "manage.py"), *args],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=180, check=False,
        )  # fmt: skip

    result = manage("migrate", "--no-input")
    assert result.returncode == 0, result.stderr
    assert "grants applied" in result.stdout
    app = settings.DATABASES["default"]["USER"]
    with (
        migration_connect(connection) as owner,
        psycopg.connect(_url(settings.DATABASE_MIGRATE_URL, fresh_database), autocommit=True) as fresh,
    ):
        owners = {row[0] for row in fresh.execute(
            "SELECT DISTINCT relowner::regrole::text FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'"
        )}  # fmt: skip
        assert owners == {cast(Any, settings.DATABASE_MIGRATE)["USER"]}
        grants = fresh.execute(
            "SELECT privilege_type FROM information_schema.role_table_grants"
            " WHERE table_name = 'audit_auditevent' AND grantee = %s",
            [app],
        ).fetchall()
        assert sorted(row[0] for row in grants) == ["INSERT", "SELECT"]
        assert owner.info.dbname == connection.settings_dict["NAME"]
    verified = manage("verify_audit", "--no-progress")
    assert verified.returncode == 0 and "audit chain OK: 0 events" in verified.stdout, verified.stderr
    with (
        psycopg.connect(_url(settings.DATABASE_URL, fresh_database), autocommit=True) as as_app,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        as_app.execute("TRUNCATE audit_auditevent")


# --- configuration ------------------------------------------------------------------------------

BAD_ROLES = [
    pytest.param(
        "postgres://app@db/memoryhub", "postgres://owner@db/other", "names the database 'other'", id="another-database"
    ),
    pytest.param("postgres://app@db/memoryhub", "postgres://app@db/memoryhub", "same role", id="the-same-role"),
    pytest.param("", "postgres://owner@db/memoryhub", "DATABASE_URL is not", id="without-database-url"),
    pytest.param("postgres://app@db/memoryhub", "mysql://owner@db/memoryhub", "not supported", id="another-scheme"),
]


@pytest.mark.parametrize(("database_url", "migrate_url", "says"), BAD_ROLES)
def test_a_bad_migration_url_stops_with_one_line_naming_it(database_url: str, migrate_url: str, says: str) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith("DATABASE_")}
    env.update(DJANGO_SETTINGS_MODULE="memoryhub.settings", DEBUG="true", DATABASE_MIGRATE_URL=migrate_url)
    if database_url:
        env["DATABASE_URL"] = database_url
    result = subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "check"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    lines = result.stderr.strip().splitlines()
    assert result.returncode != 0 and len(lines) == 1, result.stderr
    assert lines[0].startswith("memoryhub: configuration error: DATABASE_MIGRATE_URL: ") and says in lines[0]
