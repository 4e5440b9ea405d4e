"""The memory engine's advisory locks, in one place (taken by the pipeline and by episodes)."""

from __future__ import annotations

from django.db import connection

_LOCK_NAMESPACE = 0x6D68  # "mh": advisory locks of the memory pipeline


def session_lock(session_id: int, *, wait: bool = True) -> bool:
    """Take the transaction-scoped advisory lock of a session's pipeline work (re-entrant within
    a transaction). ``wait=False`` returns False at once when another transaction holds it."""
    function = "pg_advisory_xact_lock" if wait else "pg_try_advisory_xact_lock"
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {function}(%s, %s)::text", [_LOCK_NAMESPACE, int(session_id) & 0x7FFFFFFF])
        row = cursor.fetchone()
    return wait or bool(row and row[0] == "true")
