"""Sessions and their input: a message's text checked, a session opened or closed, ids reserved for
rows a turn writes later, the extraction queued after commit."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import connection, models, transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.core.fields import check_message_length, is_blank
from apps.memory.contacts import mask_side
from apps.memory.models import PipelineJob


class ChatInputError(ValueError):
    """Bad input for a turn; ``field`` names what was wrong."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def validate_message_text(text: Any, *, field: str = "message", role: str = "user") -> str:
    """A message's text, trimmed: a string, no NUL, not blank, and no longer than the role allows
    (``apps.core.fields.message_max_chars``: an assistant's reply may be longer)."""
    if not isinstance(text, str):
        raise ChatInputError(field, "must be a string")
    if "\x00" in text:
        raise ChatInputError(field, "must not contain NUL characters")
    stripped = text.strip()
    if is_blank(stripped):
        raise ChatInputError(field, "must not be empty")
    try:
        check_message_length(stripped, role)
    except ValueError as exc:
        raise ChatInputError(field, str(exc)) from None
    return stripped


def _title_from(text: str) -> str:
    first_line = text.strip().splitlines()[0] if text.strip() else ""
    return first_line[:60] + ("…" if len(first_line) > 60 else "")


def _session_build(*, user: User, title: str, at: datetime, temporary: bool) -> ChatSession:
    # the guard covers every stored text: a title can hold a key or an e-mail address too
    return ChatSession(user=user, title=mask_side(title)[:200], created_at=at, last_activity_at=at, temporary=temporary)


def session_create(
    *, user: User, title: str = "", started_at: datetime | None = None, temporary: bool = False
) -> ChatSession:
    session = _session_build(user=user, title=title, at=started_at or timezone.now(), temporary=temporary)
    session.save(force_insert=True)
    return session


def _reserve_ids(*tables: type[models.Model]) -> list[int]:
    """Ids for rows written later, one per model: a turn names its session and message (a stream's
    first event does) before it stores them with the reply."""
    sequences = ", ".join(["nextval(pg_get_serial_sequence(%s, 'id'))"] * len(tables))
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {sequences}", [table._meta.db_table for table in tables])
        row = cursor.fetchone()
    return [int(value) for value in row]


def _queue_session(session_id: int) -> None:
    from apps.memory.pipeline.jobs import queue_session

    queue_session(session_id)


def _queue_after_commit(session_id: int) -> None:
    transaction.on_commit(lambda: _queue_session(session_id))


def session_end(*, session: ChatSession, at: datetime | None = None) -> ChatSession:
    """Close a session; its episode summary is written (or completed) by the pipeline."""
    with transaction.atomic():
        locked = ChatSession.objects.select_for_update().get(pk=session.pk)
        if locked.ended_at is None:
            locked.ended_at = at or timezone.now()
            locked.save(update_fields=["ended_at"])
            if not locked.temporary:
                PipelineJob.objects.create(user_id=locked.user_id, session=locked, kind=PipelineJob.Kind.SUMMARIZE)
                _queue_after_commit(locked.pk)
    session.refresh_from_db()
    return session
