"""Bulk import of past messages with their own times (``messages_ingest``), all or nothing."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from apps.chat.models import ChatSession, Message
from apps.chat.services.context import Keyed
from apps.chat.services.keys import key_store
from apps.chat.services.sessions import ChatInputError, _queue_after_commit, validate_message_text
from apps.core.fields import check_meta, check_when
from apps.core.text import count_tokens
from apps.memory.contacts import mask_side_json
from apps.memory.guard import scan
from apps.memory.models import PipelineJob


@dataclass
class IngestedBatch:
    session: ChatSession
    messages: list[Message]
    queued_jobs: int


def messages_ingest(
    *, session: ChatSession, messages: list[dict[str, Any]], end_session: bool = False, keyed: Keyed | None = None
) -> IngestedBatch:
    """Append past messages (with their own timestamps) to a session without generating replies.

    Each item: {"role": "user"|"assistant"|"system"|"tool", "content": str, "created_at": aware
    datetime (optional), "meta": dict (optional)}. All or nothing: a bad item raises
    ChatInputError naming it and nothing is written. Extraction for the user messages is queued as
    one batch; with ``end_session`` the session is closed and its episode written. ``keyed``: the
    request's idempotency key, stored with the messages (``services.keys``).
    """
    user = session.user
    prepared: list[Message] = []
    for index, item in enumerate(messages):
        role = item.get("role", "user")
        if role not in Message.Role.values:
            raise ChatInputError(f"messages[{index}].role", f"must be one of {', '.join(Message.Role.values)}")
        content = validate_message_text(item.get("content"), field=f"messages[{index}].content", role=role)
        created_at = item.get("created_at") or timezone.now()
        if not isinstance(created_at, datetime) or timezone.is_naive(created_at):
            raise ChatInputError(f"messages[{index}].created_at", "must be a date-time with a time zone")
        # the rules of every path (apps/core/fields.py): the API checked them already, the
        # ingest command and other callers did not
        try:
            created_at = check_when(created_at)
        except ValueError as exc:
            raise ChatInputError(f"messages[{index}].created_at", str(exc)) from None
        meta = item.get("meta") or {}
        try:
            check_meta(meta)
        except ValueError as exc:
            raise ChatInputError(f"messages[{index}].meta", str(exc)) from None
        guard = scan(content)
        prepared.append(
            Message(
                session=session,
                user=user,
                role=role,
                content=guard.text,
                created_at=created_at,
                token_count=count_tokens(guard.text),
                redacted=guard.redacted,
                meta=mask_side_json(meta),
            )
        )
    write_memory = user.memory_enabled and not session.temporary
    with transaction.atomic():
        created = Message.objects.bulk_create(prepared)
        if keyed is not None:
            key_store(
                user=user, session=session, key=keyed.key, endpoint="ingest", asked=keyed.asked,
                message_ids=[m.pk for m in created],
            )  # fmt: skip
        jobs = 0
        user_ids = [m.pk for m in created if m.role == Message.Role.USER]
        if write_memory and user_ids:
            PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=user_ids)
            jobs += 1
        last = max((m.created_at for m in created), default=None)
        if last is not None:
            ChatSession.objects.filter(pk=session.pk, last_activity_at__lt=last).update(last_activity_at=last)
        if end_session:
            ChatSession.objects.filter(pk=session.pk, ended_at__isnull=True).update(ended_at=last or timezone.now())
            if write_memory:
                PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.SUMMARIZE)
                jobs += 1
        if jobs:
            _queue_after_commit(session.pk)
    session.refresh_from_db()
    return IngestedBatch(session=session, messages=created, queued_jobs=jobs)
