"""Idempotency keys of chat turns and ingests (``RequestKey``).

A request that stores messages commits in one transaction. When the database is cut off between
its commit and the answer, the client sees an error (a 503, or no answer) for messages that were
stored: a retry would store them twice. With an ``Idempotency-Key`` the key is written in that same
transaction, so a retry finds it and is answered with what was stored (``replayed``); a key sent
with another request (other words, another session) is a 409, and two requests with one key at
once store one of them (the other meets the unique constraint, rolls back and replays).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession, RequestKey
from apps.chat.services.sessions import ChatInputError

HEADER = "Idempotency-Key"
MAX_KEY_CHARS = 255


class KeyReused(Exception):
    """The key was sent before with another request."""


def _mac(kind: str, text: str) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), f"{kind}:{text}".encode(), hashlib.sha256).hexdigest()


def check_key(raw: str | None) -> str | None:
    """The header's value, or None when none was sent; a bad one is a ChatInputError naming it."""
    if raw is None:
        return None
    key = raw.strip()
    if not 1 <= len(key) <= MAX_KEY_CHARS or not key.isascii() or not key.isprintable():
        raise ChatInputError(HEADER, f"must be 1 to {MAX_KEY_CHARS} printable ASCII characters")
    return key


def _expired() -> Any:
    return RequestKey.objects.filter(created_at__lt=timezone.now() - timedelta(hours=RequestKey.RETENTION_HOURS))


def fingerprint(endpoint: str, session_id: int | None, what: Any) -> str:
    """What a request asked, as a keyed digest (the words are not kept here)."""
    return _mac(endpoint, json.dumps([session_id, what], ensure_ascii=False, sort_keys=True, default=str))


def stored_request(*, user: User, key: str, endpoint: str, asked: str) -> RequestKey | None:
    """The request this key already stored, or None (an expired one is dropped). Raises KeyReused
    when the key came with another request."""
    digest = _mac("key", key)
    _expired().filter(user=user, digest=digest).delete()  # (so that the key may be stored anew)
    row = RequestKey.objects.filter(user=user, digest=digest).first()
    if row is not None and (row.endpoint != endpoint or row.fingerprint != asked):
        raise KeyReused
    return row


def key_store(
    *, user: User | int, session: ChatSession, key: str, endpoint: str, asked: str, message_ids: list[int]
) -> None:
    """Write the key beside what the request stored. Must be called inside that transaction."""
    RequestKey.objects.create(
        user_id=user if isinstance(user, int) else user.pk,
        session=session,
        digest=_mac("key", key),
        endpoint=endpoint,
        fingerprint=asked,
        message_ids=message_ids,
    )


def is_key_race(exc: IntegrityError) -> bool:
    """Did a transaction fail because another request with the same key committed first?"""
    return "request_key_unique" in str(exc)


def keys_purge() -> int:
    """Drop the keys older than the retention (upkeep)."""
    deleted, _ = _expired().delete()
    return deleted
