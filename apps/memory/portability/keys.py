"""Natural keys: what an imported object is matched by against what the person already has,
computed from its content (never from a database id, which differs between installations)."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime


def _digest(*parts: object) -> str:
    canonical = "\x1f".join("" if p is None else (p.isoformat() if isinstance(p, datetime) else str(p)) for p in parts)
    return hashlib.sha256(canonical.encode()).hexdigest()[:32]


def _utc(value: datetime) -> datetime:
    """UTC, to the millisecond: a document that went through a JavaScript (or any millisecond)
    JSON round trip still matches."""
    value = value.astimezone(UTC)
    return value.replace(microsecond=value.microsecond // 1000 * 1000)


def message_key(role: str, created_at: datetime, content: str) -> str:
    return _digest("message", role, _utc(created_at), content)


def session_key(created_at: datetime, title: str, first: tuple[str, datetime, str] | None) -> str:
    first_key = message_key(*first) if first else ""
    return _digest("session", _utc(created_at), title, first_key)


def memory_key(created_at: datetime, entity: str, type_: str, first_summary: str) -> str:
    return _digest("memory", _utc(created_at), entity, type_, first_summary)


def recall_key(created_at: datetime, session: str) -> str:
    return _digest("recall", _utc(created_at), session)
