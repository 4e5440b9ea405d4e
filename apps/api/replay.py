"""``Idempotency-Key`` on ``POST /chat`` and ``POST /users/{id}/ingest``: a retry is answered with
what the first request stored (``replayed: true``) instead of storing it twice (``chat.services.keys``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db import IntegrityError
from django.http import HttpRequest

from apps.accounts.models import User
from apps.api.errors import Conflict
from apps.chat.models import Message, RequestKey
from apps.chat.services import Keyed
from apps.chat.services.keys import HEADER, KeyReused, check_key, fingerprint, is_key_race, stored_request
from apps.memory.models import RecallRecord

HEADER_DOC = {
    "in": "header",
    "name": HEADER,
    "required": False,
    # (what check_key accepts: printable ASCII, not starting or ending with a space)
    "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[!-~]([ -~]*[!-~])?$"},
    "description": (
        "Optional, 1–255 printable ASCII characters, unique per request (a UUID). A retry with the same "
        "key within 24 hours — after a 503 or an answer that never arrived — is answered with what the "
        "first request stored (`replayed: true`) and stores nothing again; the same key with another "
        "request is a 409."
    ),
}


def keyed_request(request: HttpRequest, endpoint: str, session_id: int | None, asked: Any) -> Keyed | None:
    key = check_key(request.headers.get(HEADER))
    return None if key is None else Keyed(key, fingerprint(endpoint, session_id, asked))


def run_once(
    *,
    user: User,
    keyed: Keyed | None,
    endpoint: str,
    run: Callable[[], dict[str, Any]],
    replay: Callable[[RequestKey], dict[str, Any]],
) -> dict[str, Any]:
    """``run()`` unless the key already stored this request (then ``replay`` of it); a request with
    the same key that commits first while this one runs makes this one a replay too."""
    if keyed is None:
        return run()
    try:
        stored = stored_request(user=user, key=keyed.key, endpoint=endpoint, asked=keyed.asked)
        if stored is not None:
            return replay(stored)
        try:
            return run()
        except IntegrityError as exc:
            if not is_key_race(exc):
                raise
            stored = stored_request(user=user, key=keyed.key, endpoint=endpoint, asked=keyed.asked)
            if stored is None:
                raise
            return replay(stored)
    except KeyReused:
        raise Conflict(
            f"This {HEADER} was sent before with another request; use a new key for a new request."
        ) from None


def _gone() -> Conflict:
    return Conflict(f"The request with this {HEADER} was stored, and its messages have since been deleted.")


def chat_replay(row: RequestKey) -> dict[str, Any]:
    """The stored turn (its message and reply, the key's ``message_ids``): its ids and reply, without
    what was recalled for it (not kept per turn)."""
    stored = Message.objects.filter(user_id=row.user_id).in_bulk(row.message_ids)
    said, reply = (stored.get(pk) for pk in [*row.message_ids, 0, 0][:2])
    if said is None or reply is None:
        raise _gone()
    record = RecallRecord.objects.filter(reply=reply).values_list("pk", flat=True).first()
    return {
        "reply": reply.content,
        "session_id": said.session_id,
        "user_message_id": said.pk,
        "reply_message_id": reply.pk,
        "mode": (reply.meta or {}).get("mode", "on"),
        "degraded": reply.degraded,
        "redactions": [],
        "memories_used": [],
        "prompt": [],
        "prompt_tokens": 0,
        "recall_record_id": record,
        "memory_command": None,
        "replayed": True,
    }


def ingest_replay(row: RequestKey) -> dict[str, Any]:
    found = set(Message.objects.filter(pk__in=row.message_ids, user_id=row.user_id).values_list("pk", flat=True))
    if not found:
        raise _gone()
    return {
        "session_id": row.session_id,
        "session_created": False,
        "message_ids": [pk for pk in row.message_ids if pk in found],
        "queued_jobs": 0,
        "replayed": True,
    }
