"""``manage.py verify_audit``: count and head on success; a non-zero exit naming the row on failure."""

from __future__ import annotations

from io import StringIO
from typing import Any

import psycopg
import pytest
from django.core.management import ManagementUtility, call_command
from django.core.management.base import CommandError

from apps.audit.services import audit_record
from tests.privacy.test_audit_chain import raw_connection, record, tamper  # noqa: F401 — fixture reused


def run_manage(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run like ``python manage.py ...`` (exit status included) against the test database."""
    try:
        ManagementUtility(["manage.py", *args]).execute()
        code = 0
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_it_prints_the_count_and_the_head_hash_when_the_chain_holds(db: Any) -> None:
    events = [
        audit_record(action="data.exported", actor_type="system", actor="system:t", subject="system") for _ in range(3)
    ]
    out = StringIO()
    call_command("verify_audit", "--no-progress", stdout=out)
    assert out.getvalue().strip() == f"audit chain OK: 3 events, head {events[-1].pk}:{events[-1].hash}"


@pytest.mark.django_db(transaction=True)
def test_it_exits_non_zero_and_names_the_row_that_was_changed(
    raw_connection: psycopg.Connection[Any],  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, middle, _ = record(3)
    tamper(raw_connection, "UPDATE audit_auditevent SET counts = '{\"memory_entries\": 1}' WHERE id = %s", [middle.pk])
    code, out, err = run_manage("verify_audit", "--no-progress", capsys=capsys)
    assert code == 1
    assert f"audit row {middle.pk}" in err and "BROKEN" in err
    assert "OK" not in out


@pytest.mark.django_db(transaction=True)
def test_it_exits_zero_on_a_sound_chain_like_a_shell_would_see(capsys: pytest.CaptureFixture[str]) -> None:
    record(2)
    code, out, _ = run_manage("verify_audit", capsys=capsys)
    assert code == 0 and "audit chain OK: 2 events" in out


@pytest.mark.django_db(transaction=True)
def test_rows_cut_off_the_end_are_caught_without_expect_head(raw_connection: psycopg.Connection[Any]) -> None:  # noqa: F811
    first, last = record(2)
    tamper(raw_connection, "DELETE FROM audit_auditevent WHERE id = %s", [last.pk])
    with pytest.raises(CommandError, match=f"rows were removed after row {first.pk}"):
        call_command("verify_audit", "--no-progress", stdout=StringIO())
    with pytest.raises(CommandError, match="no longer in the log"):
        raw_connection.execute("ALTER TABLE audit_chainhead DISABLE TRIGGER USER")
        raw_connection.execute("UPDATE audit_chainhead SET last_event_id = %s, head_hash = %s", [first.pk, first.hash])
        call_command("verify_audit", "--no-progress", "--expect-head", f"{last.pk}:{last.hash}", stdout=StringIO())
