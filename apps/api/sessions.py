"""Chat sessions of an end user: list, create, read, messages, end — and ingest of past messages."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from django.db import transaction
from django.db.models import Count
from django.http import HttpRequest
from ninja import Field, Path, Query, Router, Schema
from ninja.responses import Status
from pydantic import AfterValidator

from apps.api.access import UserId, acting_for
from apps.api.auth import READ, WRITE, need
from apps.api.errors import Conflict, Unprocessable, responses
from apps.api.fields import Id, In, IngestText, Meta, When
from apps.api.pagination import PageParams, fingerprint, paginate
from apps.api.replay import HEADER_DOC, ingest_replay, keyed_request, run_once
from apps.chat.models import ChatSession
from apps.chat.selectors import session_get_for_user, session_messages, sessions_for
from apps.chat.services import messages_ingest, session_create, session_end, validate_message_text
from apps.core.fields import check_text, text_field

router = Router(tags=["sessions"])

SessionId = Annotated[int, Path(ge=1, le=9_223_372_036_854_775_807)]
MAX_INGEST_MESSAGES = 1000


class SessionOut(Schema):
    id: int
    title: str
    temporary: bool
    created_at: datetime
    last_activity_at: datetime
    ended_at: datetime | None
    message_count: int

    model_config = {
        "json_schema_extra": {
            "examples": [
                {"id": 7, "title": "Choosing a vector database", "temporary": False, "created_at": "2026-03-01T09:00:00Z",
                 "last_activity_at": "2026-03-01T09:12:00Z", "ended_at": None, "message_count": 6}
            ]
        }
    }  # fmt: skip


class SessionPage(Schema):
    items: list[SessionOut]
    next_cursor: str | None

    model_config = {"json_schema_extra": {"examples": [{"items": [], "next_cursor": None}]}}  # fmt: skip


class SessionFilters(Schema):
    ended: bool | None = Field(None, description="true: ended sessions only; false: open ones only")
    temporary: bool | None = None


class SessionIn(In):
    title: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] = ""
    temporary: bool = Field(False, description="Temporary chat: nothing is read from or written to memory.")
    started_at: When | None = None


class MessageOut(Schema):
    id: int
    role: Literal["system", "user", "assistant", "tool"]
    content: str
    created_at: datetime
    token_count: int
    redacted: bool = Field(description="Secrets were removed before this copy was stored.")
    degraded: bool = Field(description="The reply came from the offline fallback after a provider failure.")
    meta: dict[str, Any]


class MessagePage(Schema):
    items: list[MessageOut]
    next_cursor: str | None

    model_config = {"json_schema_extra": {"examples": [{"items": [{"id": 101, "role": "user", "content": "预算改成8万", "created_at": "2026-03-08T09:00:00Z", "token_count": 6, "redacted": False, "degraded": False, "meta": {}}], "next_cursor": None}]}}  # fmt: skip


class IngestMessage(In):
    role: Literal["system", "user", "assistant", "tool"] = "user"
    content: IngestText = Field(
        examples=["I moved to Shanghai last month."],
        description="Not blank, no NUL; at most MAX_MESSAGE_CHARS (default 8000) characters, an assistant's reply at most 200,000.",
    )
    created_at: When | None = Field(None, description="When it was said (with a time zone); default: now.")
    meta: Meta = Field(
        default_factory=dict,
        description='Flat metadata, e.g. {"speaker": "Caroline"}: ≤ 20 keys; text ≤ 1000 characters, numbers, true/false, null or lists of ≤ 100 ids.',
    )


class IngestIn(In):
    session_id: Id | None = Field(None, description="Append to this session; a new session is created when absent.")
    title: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] = Field(
        "", description="Title of a new session."
    )
    temporary: bool = Field(False, description="For a new session: temporary (nothing is written to memory).")
    messages: Annotated[list[IngestMessage], Field(min_length=1, max_length=MAX_INGEST_MESSAGES)]
    end_session: bool = Field(False, description="Close the session afterwards (its episode summary is written).")


class IngestOut(Schema):
    session_id: int
    session_created: bool
    message_ids: list[int]
    queued_jobs: int = Field(description="Pipeline jobs queued (extraction / summary); see GET /users/{id}/pipeline.")
    replayed: bool = Field(
        False,
        description="A retry with an Idempotency-Key already stored: the stored messages' ids, nothing stored again.",
    )

    model_config = {"json_schema_extra": {"examples": [{"session_id": 9, "session_created": True, "message_ids": [140, 141, 142], "queued_jobs": 2}]}}  # fmt: skip


def session_out(session: ChatSession, message_count: int | None = None) -> dict[str, Any]:
    count = message_count if message_count is not None else getattr(session, "message_count", None)
    if count is None:
        count = session.messages.count()
    return {
        "id": session.pk,
        "title": session.title,
        "temporary": session.temporary,
        "created_at": session.created_at,
        "last_activity_at": session.last_activity_at,
        "ended_at": session.ended_at,
        "message_count": count,
    }


@router.get(
    "/users/{user_id}/sessions", response=responses({200: SessionPage}, 400), auth=need(READ), summary="List sessions"
)
def sessions_list(
    request: HttpRequest, user_id: UserId, filters: Query[SessionFilters], page: Query[PageParams]
) -> dict[str, Any]:
    """An end user's sessions, newest first (by start), with cursor pagination."""
    _, user = acting_for(request, user_id)
    queryset = sessions_for(user).annotate(message_count=Count("messages"))
    if filters.ended is not None:
        queryset = queryset.filter(ended_at__isnull=not filters.ended)
    if filters.temporary is not None:
        queryset = queryset.filter(temporary=filters.temporary)
    marker = fingerprint("sessions", user.pk, filters.model_dump(mode="json"))
    items, next_cursor = paginate(queryset, order=["-created_at", "-id"], page=page, list_fingerprint=marker)
    return {"items": [session_out(s) for s in items], "next_cursor": next_cursor}


@router.post(
    "/users/{user_id}/sessions",
    response=responses({201: SessionOut}, body=True),
    auth=need(WRITE),
    summary="Start a session",
)
def sessions_create(request: HttpRequest, user_id: UserId, payload: SessionIn) -> Status[dict[str, Any]]:
    _, user = acting_for(request, user_id)
    session = session_create(user=user, title=payload.title, started_at=payload.started_at, temporary=payload.temporary)
    return Status(201, session_out(session, 0))


@router.get(
    "/users/{user_id}/sessions/{session_id}",
    response=responses({200: SessionOut}),
    auth=need(READ),
    summary="Get a session",
)
def sessions_get(request: HttpRequest, user_id: UserId, session_id: SessionId) -> dict[str, Any]:
    _, user = acting_for(request, user_id)
    return session_out(session_get_for_user(user, session_id))


@router.get(
    "/users/{user_id}/sessions/{session_id}/messages",
    response=responses({200: MessagePage}, 400),
    auth=need(READ),
    summary="List a session's messages",
)
def sessions_messages(
    request: HttpRequest, user_id: UserId, session_id: SessionId, page: Query[PageParams]
) -> dict[str, Any]:
    """The session's messages, oldest first, as stored (secrets redacted)."""
    _, user = acting_for(request, user_id)
    session = session_get_for_user(user, session_id)
    marker = fingerprint("messages", user.pk, {"session": session.pk})
    items, next_cursor = paginate(
        session_messages(session), order=["created_at", "id"], page=page, list_fingerprint=marker
    )
    return {"items": items, "next_cursor": next_cursor}


class SessionDeletedOut(Schema):
    session_id: int
    stores: dict[str, int] = Field(description="rows deleted per store")

    model_config = {"json_schema_extra": {"examples": [{"session_id": 7, "stores": {"chat_sessions": 1, "messages": 12, "message_index": 6, "memory_entries": 2, "memory_versions": 3, "episodes": 1, "recall_records": 6, "pipeline_jobs": 0, "admin_log_entries": 0}}]}}  # fmt: skip


@router.delete(
    "/users/{user_id}/sessions/{session_id}",
    response=responses({200: SessionDeletedOut}),
    auth=need(WRITE),
    summary="Delete a conversation",
)
def sessions_delete(request: HttpRequest, user_id: UserId, session_id: SessionId) -> dict[str, Any]:
    """Delete the conversation: its messages, its summary, the records of what its replies used, and
    every memory that only it gave rise to (a memory also said elsewhere stays, without this
    conversation's citations). Audited with counts only; returns them."""
    principal, user = acting_for(request, user_id)
    session = session_get_for_user(user, session_id)
    from apps.audit.erasure import session_erase

    counts = session_erase(session=session, actor=principal.audit_actor, request_id=getattr(request, "request_id", ""))
    return {"session_id": session_id, "stores": counts}


@router.post(
    "/users/{user_id}/sessions/{session_id}/end",
    response=responses({200: SessionOut}, 409),
    auth=need(WRITE),
    summary="End a session",
)
def sessions_end(request: HttpRequest, user_id: UserId, session_id: SessionId) -> dict[str, Any]:
    """Close the session; its episode summary is written by the pipeline. Ending it twice is a 409."""
    _, user = acting_for(request, user_id)
    session = session_get_for_user(user, session_id)
    if session.ended_at is not None:
        raise Conflict(f"Session {session.pk} already ended at {session.ended_at.isoformat()}.")
    return session_out(session_end(session=session))


@router.post(
    "/users/{user_id}/ingest",
    response=responses({200: IngestOut}, body=True),
    auth=need(WRITE),
    summary="Ingest past messages",
    openapi_extra={"parameters": [HEADER_DOC]},
)
def sessions_ingest(request: HttpRequest, user_id: UserId, payload: IngestIn) -> dict[str, Any]:
    """Append past messages, with their own timestamps, to a session without generating replies.

    All or nothing: one invalid message (empty, too long, NUL characters) is a 422 naming it
    (``messages[3].content``) and nothing is written. Extraction runs on the worker; poll
    ``GET /users/{user_id}/pipeline`` to know when it has drained. With an ``Idempotency-Key`` a
    retry of a stored batch answers with its ids (``replayed``) instead of storing it again.
    """
    principal, user = acting_for(request, user_id)
    if principal.api_key is None:
        # the prompt pins system messages first: only the product's own agent (a key) writes them
        pinned = [
            {"field": f"messages[{index}].role", "message": "only an API key may write system or tool messages"}
            for index, message in enumerate(payload.messages)
            if message.role in ("system", "tool")
        ]
        if pinned:
            raise Unprocessable("A signed-in person may ingest user and assistant messages only.", fields=pinned)
    items = [m.model_dump() for m in payload.messages]
    if payload.session_id is not None:
        session = session_get_for_user(user, payload.session_id)
        created = False
    else:
        session = None
        created = True
    # Validate every message before creating anything (messages_ingest validates too, but a new
    # session would already exist by then).
    for index, item in enumerate(items):
        item["content"] = validate_message_text(item["content"], field=f"messages[{index}].content", role=item["role"])
        if item["created_at"] is None:
            del item["created_at"]
    asked = [payload.title, payload.end_session, [[i["role"], i["content"], str(i.get("created_at"))] for i in items]]
    keyed = keyed_request(request, "ingest", payload.session_id, asked)

    def run() -> dict[str, Any]:
        target = session
        with transaction.atomic():
            if target is None:
                first = min((i["created_at"] for i in items if "created_at" in i), default=None)
                target = session_create(user=user, title=payload.title, started_at=first, temporary=payload.temporary)
            batch = messages_ingest(session=target, messages=items, end_session=payload.end_session, keyed=keyed)
        return {
            "session_id": batch.session.pk,
            "session_created": created,
            "message_ids": [m.pk for m in batch.messages],
            "queued_jobs": batch.queued_jobs,
            "replayed": False,
        }

    return run_once(user=user, keyed=keyed, endpoint="ingest", run=run, replay=ingest_replay)
