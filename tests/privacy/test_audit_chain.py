"""The audit log: append-only in PostgreSQL, hash-chained, and free of content."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import psycopg
import pytest
from django.db import DatabaseError, connection, connections, transaction
from psycopg.types.json import Jsonb

from apps.accounts.models import ApiKey, User
from apps.audit.models import AuditEvent
from apps.audit.services import (
    GENESIS_HASH,
    AuditContentError,
    actor_for_key,
    actor_for_system,
    actor_for_user,
    audit_chain_check,
    audit_chain_head,
    audit_record,
    subject_for,
    verify_audit_chain,
)
from memoryhub.db.base import migration_connect


def record(n: int = 1, **overrides: Any) -> list[AuditEvent]:
    fields: dict[str, Any] = {
        "action": "memory.deleted",
        "actor_type": "user",
        "actor": "sub_actor",
        "subject": "sub_subject",
        "workspace_id": 7,
        "scope": {"memory_ids": [1, 2], "flag": True, "nested": {"store": "memory_entries"}},
        "counts": {"memory_entries": 2, "memory_versions": 5},
        "request_id": "req-12345678",
        "reason": "user asked: 删除",
    }
    fields.update(overrides)
    return [audit_record(**fields) for _ in range(n)]


@pytest.fixture
def raw_connection() -> Iterator[psycopg.Connection[Any]]:
    """A connection that bypasses the app as the tables' owner (the migration role), as an attacker
    with those credentials, or a superuser's, would have: it may disable the triggers."""
    conn = migration_connect(connection)
    yield conn
    conn.execute("ALTER TABLE audit_auditevent ENABLE TRIGGER USER")
    conn.execute("ALTER TABLE audit_chainhead ENABLE TRIGGER USER")
    conn.close()


def tamper(conn: psycopg.Connection[Any], sql: str, params: list[Any]) -> None:
    conn.execute("ALTER TABLE audit_auditevent DISABLE TRIGGER audit_event_no_update")
    conn.execute(sql, params)
    conn.execute("ALTER TABLE audit_auditevent ENABLE TRIGGER audit_event_no_update")


def test_an_empty_log_verifies_with_the_genesis_head(db: Any) -> None:
    report = audit_chain_check()
    assert report.ok and report.count == 0 and report.head == GENESIS_HASH


def test_each_event_chains_to_the_hash_of_the_one_before(db: Any) -> None:
    first, second, third = record(3)
    assert first.prev_hash == GENESIS_HASH
    assert second.prev_hash == first.hash
    assert third.prev_hash == second.hash
    assert len({first.hash, second.hash, third.hash}) == 3
    assert audit_chain_head() == third.hash
    assert verify_audit_chain() is None
    report = audit_chain_check()
    assert (report.count, report.head) == (3, third.hash)


def test_update_and_delete_through_the_orm_are_refused_by_the_database(db: Any) -> None:
    (event,) = record()
    attempts = [
        lambda: AuditEvent.objects.filter(pk=event.pk).update(reason="rewritten"),
        lambda: AuditEvent.objects.filter(pk=event.pk).delete(),
        lambda: AuditEvent.objects.all().delete(),
        lambda: event.delete(),
    ]
    # The app's role lacks the privilege (permission denied); the trigger refuses it to the owner too.
    for attempt in attempts:
        with pytest.raises(DatabaseError, match=r"permission denied|append-only"), transaction.atomic():
            attempt()
    event.reason = "rewritten"
    with pytest.raises(DatabaseError, match=r"permission denied|append-only"), transaction.atomic():
        event.save()
    assert AuditEvent.objects.get(pk=event.pk).reason == "user asked: 删除"
    assert verify_audit_chain() is None


# Each tamper: (column, SQL expression that changes the value by as little as possible).
TAMPERS = [
    ("id", "id + 100000"),
    ("created_at", "created_at + interval '1 microsecond'"),
    ("actor_type", "'staff'"),
    ("actor", "actor || 'x'"),
    ("subject", "left(subject, -1) || 'Y'"),
    ("workspace_id", "workspace_id + 1"),
    ("action", "'memory.restored'"),
    ("scope", "jsonb_set(scope, '{flag}', 'false')"),
    ("counts", "jsonb_set(counts, '{memory_versions}', '6')"),
    ("request_id", "request_id || '0'"),
    ("reason", "left(reason, -1) || '除'"),
    ("reason", "reason || ' '"),
    ("prev_hash", "left(prev_hash, -1) || CASE WHEN right(prev_hash, 1) = '0' THEN '1' ELSE '0' END"),
    ("hash", "left(hash, -1) || CASE WHEN right(hash, 1) = '0' THEN '1' ELSE '0' END"),
]


@pytest.mark.django_db(transaction=True)
def test_changing_any_column_of_any_row_through_a_raw_connection_breaks_the_chain_at_that_row(
    raw_connection: psycopg.Connection[Any],
) -> None:
    events = record(3, reason="asked twice")
    for event in events:  # the first, a middle and the newest row
        for column, expression in TAMPERS:
            original = raw_connection.execute("SELECT * FROM audit_auditevent WHERE id = %s", [event.pk]).fetchone()
            assert original is not None
            tamper(raw_connection, f"UPDATE audit_auditevent SET {column} = {expression} WHERE id = %s", [event.pk])
            broken = verify_audit_chain()
            changed_id = event.pk + 100000 if column == "id" else event.pk
            assert broken is not None, f"changing {column} of row {event.pk} went unnoticed"
            assert broken.event_id == changed_id, (column, broken)
            # put the row back exactly as it was
            tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [changed_id])
            placeholders = ", ".join(["%s"] * len(original))
            tamper(
                raw_connection,
                f"INSERT INTO audit_auditevent VALUES ({placeholders})",
                [Jsonb(v) if isinstance(v, dict) else v for v in original],
            )
            assert verify_audit_chain() is None, f"restoring {column} of row {event.pk} did not restore the chain"


@pytest.mark.django_db(transaction=True)
def test_deleting_a_row_through_a_raw_connection_breaks_the_chain_at_the_next_row(
    raw_connection: psycopg.Connection[Any],
) -> None:
    first, second, third = record(3)
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [second.pk])
    broken = verify_audit_chain()
    assert broken is not None
    assert broken.event_id == third.pk
    assert f"row {first.pk}" in broken.reason and "deleted" in broken.reason


@pytest.mark.django_db(transaction=True)
def test_deleting_the_first_row_is_caught_by_the_genesis_value(raw_connection: psycopg.Connection[Any]) -> None:
    first, second = record(2)
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [first.pk])
    broken = verify_audit_chain()
    assert broken is not None and broken.event_id == second.pk and "genesis" in broken.reason


@pytest.mark.django_db(transaction=True)
def test_a_row_slipped_in_with_a_well_formed_hash_is_named(raw_connection: psycopg.Connection[Any]) -> None:
    from apps.audit.services import event_digest

    first, _ = record(2)
    forged: dict[str, Any] = {
        "id": first.pk + 1000,
        "created_at": first.created_at,
        "actor_type": "system",
        "actor": "system:x",
        "subject": "system",
        "workspace_id": None,
        "action": "memory.deleted",
        "scope": {},
        "counts": {},
        "request_id": "",
        "reason": "",
        "prev_hash": first.hash,
    }
    tamper(
        raw_connection,
        "INSERT INTO audit_auditevent (id, created_at, actor_type, actor, subject, workspace_id, action, scope, counts,"
        " request_id, reason, prev_hash, hash) VALUES (%s, %s, 'system', 'system:x', 'system', NULL, 'memory.deleted',"
        " '{}', '{}', '', '', %s, %s)",
        [forged["id"], forged["created_at"], first.hash, event_digest(forged)],
    )
    broken = verify_audit_chain()
    assert broken is not None and broken.event_id == forged["id"] and "inserted" in broken.reason, broken


@pytest.mark.django_db(transaction=True)
def test_cutting_off_the_newest_rows_is_caught_by_the_head_recorded_outside_the_log(
    raw_connection: psycopg.Connection[Any],
) -> None:
    _, second, third = record(3)
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [third.pk])
    broken = verify_audit_chain()
    assert broken is not None and broken.event_id is None
    assert f"rows were removed after row {second.pk}" in broken.reason and f"row {third.pk}" in broken.reason


@pytest.mark.django_db(transaction=True)
def test_when_the_recorded_head_is_set_back_too_a_hash_kept_elsewhere_still_catches_the_cut(
    raw_connection: psycopg.Connection[Any],
) -> None:
    _, second, third = record(3)
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [third.pk])
    raw_connection.execute("ALTER TABLE audit_chainhead DISABLE TRIGGER USER")
    raw_connection.execute("UPDATE audit_chainhead SET last_event_id = %s, head_hash = %s", [second.pk, second.hash])
    raw_connection.execute("ALTER TABLE audit_chainhead ENABLE TRIGGER USER")
    assert verify_audit_chain() is None  # nothing inside the database can tell any more …
    broken = verify_audit_chain(expect_heads=(f"{third.pk}:{third.hash}",))  # … a hash kept outside it can
    assert broken is not None and broken.event_id is None
    assert f"rows were removed after row {second.pk}" in broken.reason
    bare = verify_audit_chain(expect_heads=(third.hash,))
    assert bare is not None and "no longer in the log" in bare.reason


@pytest.mark.django_db(transaction=True)
def test_concurrent_writers_keep_one_unbroken_chain() -> None:
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            for i in range(8):
                with transaction.atomic():
                    audit_record(
                        action="memory.deleted",
                        actor_type="system",
                        actor=f"system:w{n}",
                        subject="system",
                        counts={"i": i},
                    )
        except BaseException as error:  # noqa: BLE001 — reported below
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    report = audit_chain_check()
    assert report.ok, report.broken
    assert report.count == 32


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("scope", {"query": "what is my blood type"}),
        ("scope", {"summary": "x" * 65}),
        ("scope", {"score": 0.5}),
        ("scope", {"Bad Key": 1}),
        ("scope", {"deep": {"deeper": {"x": 1}}}),
        ("scope", {"ids": ["a sentence with spaces"]}),
        ("counts", {"messages": -1}),
        ("counts", {"messages": "3"}),
        ("counts", {"messages": True}),
        ("counts", {"the messages": 1}),
        ("action", "deleted"),
        ("actor", "alice smith"),
        ("subject", "alice@example.com is me"),
        ("reason", "x" * 301),
    ],
)
def test_anything_but_ids_counts_names_and_flags_is_refused(db: Any, field: str, value: Any) -> None:
    with pytest.raises(AuditContentError):
        record(**{field: value})
    assert not AuditEvent.objects.exists()


def test_long_id_lists_are_cut_and_say_how_many_were_left_out(db: Any) -> None:
    (event,) = record(scope={"memory_ids": list(range(1500))})
    assert len(event.scope["memory_ids"]) == 1000
    assert event.scope["memory_ids_omitted"] == 500
    assert verify_audit_chain() is None


def test_actors_and_subjects_are_pseudonymous(db: Any, end_user: User, workspace: Any) -> None:
    person = actor_for_user(end_user)
    assert person["actor_type"] == "user"
    assert person["actor"] == subject_for(end_user) == end_user.pseudonym
    assert end_user.username not in person["actor"] and str(end_user.public_id) not in person["actor"]
    staff = User.objects.create_user(username="sam", is_staff=True)
    assert actor_for_user(staff)["actor_type"] == "staff"
    key = ApiKey.objects.create(workspace=workspace, name="ci", prefix="abc123", key_hash="f" * 64)
    assert actor_for_key(key) == {"actor_type": "api_key", "actor": "mh_abc123"}
    assert actor_for_system("retention") == {"actor_type": "system", "actor": "system:retention"}


def test_time_is_part_of_the_hash(db: Any) -> None:
    (event,) = record()
    from apps.audit.services import _fields_of, event_digest

    fields = _fields_of(event)
    assert event_digest(fields) == event.hash
    fields["created_at"] = event.created_at + timedelta(microseconds=1)
    assert event_digest(fields) != event.hash


def test_a_request_id_the_client_sends_is_kept_only_when_it_holds_no_secret_or_phone_number(
    client: Any, db: Any
) -> None:
    # the request id goes into the append-only log (and an erasure's receipt): a client's header
    # must not be a way to write a phone number or a key there for good
    for planted in ("13912345678", "sk-proj-AbCdEfGhIjKlMnOpQrStUv", "call-415-555-0134"):
        response = client.get("/healthz", headers={"X-Request-ID": planted}, secure=True)
        assert response["X-Request-ID"] != planted and len(response["X-Request-ID"]) == 32
    kept = client.get("/healthz", headers={"X-Request-ID": "trace-4f2a9c01"}, secure=True)
    assert kept["X-Request-ID"] == "trace-4f2a9c01"
