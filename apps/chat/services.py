"""Chat: one turn of conversation with memory, bulk import of past messages, session lifecycle.

A turn is stored whole or not at all: the user's message, the reply, the outbox row (PipelineJob)
and the recall record commit together once the reply is there, and nothing of the turn is written
before (no transaction is open while the model answers). A process killed, or a database lost,
in the middle of a turn therefore leaves no message without its reply. Writes that have side
effects happen after commit: the extraction task is queued then — the reply never waits for the
write path, and if the broker is down the beat sweep queues the job later.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import connection, models, transaction
from django.utils import timezone, translation
from django.utils.translation import ngettext, pgettext

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.prompt import AssembledPrompt, PromptLayer, assemble, working_memory
from apps.core.fields import check_message_length, check_meta, check_when, is_blank
from apps.core.text import count_tokens, detect_language
from apps.memory.commands import Command, CommandResult, detect_command, memory_command_apply, reply_repeats
from apps.memory.contacts import mask_side, mask_side_json
from apps.memory.guard import KIND_LABELS, GuardResult, scan
from apps.memory.llm import ChatRequest, LLMError, OfflineLLM, RecalledLine, get_llm
from apps.memory.models import PipelineJob, RecallRecord
from apps.memory.recall import RecalledItem, RecallParams, RecallResult, recall

log = logging.getLogger(__name__)


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


def session_create(*, user: User, title: str = "", started_at: datetime | None = None, temporary: bool = False) -> ChatSession:
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


def memory_mode(user: User, *, memory: bool, temporary: bool) -> MemoryMode:
    if temporary:
        return MemoryMode.TEMPORARY
    if not memory or not user.memory_enabled:
        return MemoryMode.OFF
    return MemoryMode.ON


@dataclass
class TurnContext:
    session: ChatSession
    user_message: Message
    guard: GuardResult
    mode: MemoryMode
    language: str
    recalled: RecallResult | None
    prompt: AssembledPrompt
    llm_request: ChatRequest
    command: CommandResult | None = None
    new_session: bool = False  # the session is stored with the turn
    reply: Message | None = None  # a memory command's turn is stored with the command, its confirmation as the reply


@dataclass
class ChatResult:
    session: ChatSession
    user_message: Message
    reply: Message
    text: str
    mode: MemoryMode
    degraded: bool
    redactions: list[str]
    memories_used: list[RecalledItem]
    layers: list[PromptLayer]
    recall_record: RecallRecord | None = None
    params: dict[str, Any] = field(default_factory=dict)
    memory_command: CommandResult | None = None


def _prepare_turn(
    *,
    user: User,
    text: str,
    session: ChatSession | None,
    memory: bool,
    temporary: bool,
    params: dict[str, Any] | None,
    persona: str | None,
    language: str | None,
) -> TurnContext:
    text = validate_message_text(text)
    if session is not None and session.user_id != user.pk:
        raise ChatInputError("session", "no such session")
    temporary = temporary or bool(session and session.temporary)
    mode = memory_mode(user, memory=memory, temporary=temporary)
    guard = scan(text)
    lang = language or detect_language(text)
    command = _detect_command(guard.text)
    # Nothing of the turn is written yet (see the module's docstring): its rows get their ids now.
    new_session = session is None
    if session is None:
        session_id, message_id = _reserve_ids(ChatSession, Message)
        session = _session_build(user=user, title=_title_from(guard.text), at=timezone.now(), temporary=temporary)
        session.pk = session_id
    else:
        (message_id,) = _reserve_ids(Message)
    message = Message(
        pk=message_id, session=session, user=user, role=Message.Role.USER, content=guard.text,
        token_count=count_tokens(guard.text), redacted=guard.redacted,
    )  # fmt: skip
    command_result: CommandResult | None = None
    reply: Message | None = None
    if command is not None:
        command_result, reply = _apply_command(
            user=user, session=session, message=message, command=command, mode=mode, new_session=new_session, guard=guard, language=lang
        )
        new_session = new_session and reply is None
    working = turn_working_memory(None if new_session else session, params, exclude_id=message.pk, command_result=command_result)
    # The chat model sees the original text for this one reply; only the redacted copy is stored.
    recalled, prompt, request = turn_prompt(
        user=user, text=text, query=guard.text, session_id=session.pk, mode=mode,
        recall_params=RecallParams.from_settings(params or {}), language=lang, persona=persona, working=working,
        touch=True, command_result=command_result,
    )
    return TurnContext(session, message, guard, mode, lang, recalled, prompt, request, command_result, new_session, reply)


def turn_working_memory(
    session: ChatSession | None, params: dict[str, Any] | None, *, exclude_id: int | None = None, command_result: CommandResult | None = None
) -> list[Message]:
    """The recent messages a turn (or a playground preview) is given: the session's last messages
    within the request's budget, without those that stated something the person asked to forget."""
    return _without_forgotten(working_memory(session, working_budget(params), exclude_id=exclude_id), command_result)


def working_budget(params: dict[str, Any] | None) -> int:
    """The working-memory budget of a request: its ``working_budget_tokens`` (0 is a real choice: no
    recent messages at all), else the default."""
    requested = (params or {}).get("working_budget_tokens")
    return int(settings.MEMORY["working_budget_tokens"] if requested is None else requested)


def turn_prompt(
    *,
    user: User,
    text: str,
    query: str,
    session_id: int | None,
    mode: MemoryMode,
    recall_params: RecallParams,
    language: str,
    persona: str | None,
    working: list[Message],
    touch: bool = False,
    command_result: CommandResult | None = None,
) -> tuple[RecallResult | None, AssembledPrompt, ChatRequest]:
    """Recall (only with memory on), the assembled prompt and the model's request for one message:
    what a chat turn sends and what the playground previews. ``touch`` records the access (a real
    turn does, a preview does not); what ``command_result`` just forgot is never recalled."""
    recalled = None
    if mode == MemoryMode.ON:
        recalled = recall(user=user, query=query, params=recall_params, session_id=session_id, language=language, touch=touch)
        if command_result is not None and command_result.forgotten:
            recalled.items = [i for i in recalled.items if not reply_repeats(i.text, command_result.forgotten)]
    prompt = assemble(user_text=text, recalled=recalled, working=working, language=language, persona=persona)
    request = ChatRequest(
        messages=prompt.messages,
        recalled=[RecalledLine(layer=i.layer, text=i.text) for i in (recalled.items if recalled else [])],
        user_message=text,
        language=language,
    )
    return recalled, prompt, request


# --- memory commands: "forget my salary", "不对，是上海" (apps.memory.commands) -----------------


def _detect_command(text: str) -> Command | None:
    try:
        return detect_command(text)
    except Exception:  # a parsing bug must never cost the person their turn
        log.exception("memory command detection failed")
        return None


class _OrdinaryMessage(Exception):
    """The command changed nothing: the message is an ordinary one, stored with its reply."""


def _apply_command(
    *,
    user: User,
    session: ChatSession,
    message: Message,
    command: Command,
    mode: MemoryMode,
    new_session: bool,
    guard: GuardResult,
    language: str,
) -> tuple[CommandResult | None, Message | None]:
    """Act on a memory command before recall (so the reply already sees the change). The change and
    the whole turn commit together: the session when new, the message marked
    (``meta["memory_command"]``: the write path never extracts or indexes it) with its outbox job,
    and the service's confirmation as the reply (a model may rephrase it: ``_finish_turn``).
    A command that matches nothing or fails is an ordinary message: nothing is written, and
    (None, None) is returned."""
    try:
        with transaction.atomic():
            _turn_store(session=session, message=message, new_session=new_session, mode=mode)
            try:
                with transaction.atomic():
                    result = memory_command_apply(
                        user=user, text=message.content, session=session, message=message, command=command, mode=mode
                    )
            except Exception:
                log.exception("memory command failed; the message is treated as an ordinary one")
                result = None
            if result is None:
                raise _OrdinaryMessage
            message.meta = {**(message.meta or {}), **result.meta()}
            Message.objects.filter(pk=message.pk).update(meta=message.meta)
            _, stored = _reply_texts(_command_confirmation(result), guard, language)
            reply = _reply_build(session, mode, stored, degraded=False)
            reply.save(force_insert=True)
    except _OrdinaryMessage:
        return None, None
    return result, reply


def _turn_store(*, session: ChatSession, message: Message, new_session: bool, mode: MemoryMode) -> None:
    """The session (when the turn opens it), the user's message and its outbox job; the task is
    queued once the turn commits. Must be called inside the transaction that stores the reply."""
    if new_session:
        session.save(force_insert=True)
    message.save(force_insert=True)
    if mode == MemoryMode.ON:
        PipelineJob.objects.create(user_id=message.user_id, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk])
        _queue_after_commit(session.pk)


def _reply_texts(reply_text: str, guard: GuardResult, language: str) -> tuple[str, GuardResult]:
    """What the person is shown and what is stored of a reply: a model may echo a secret back, which
    is never stored; the note naming what was not saved of the person's message closes both."""
    stored = scan(reply_text)
    note = redaction_note(guard.kinds, language)
    if note:
        # added after the scan: the note names kinds of secret, never a secret
        reply_text = f"{reply_text}\n\n{note}"
        stored.text = f"{stored.text}\n\n{note}"
    return reply_text, stored


def _reply_build(session: ChatSession, mode: MemoryMode, stored: GuardResult, *, degraded: bool) -> Message:
    return Message(
        session=session, user_id=session.user_id, role=Message.Role.ASSISTANT, content=stored.text,
        token_count=count_tokens(stored.text), redacted=stored.redacted, degraded=degraded,
        meta={"mode": mode, "provider": "offline" if degraded else get_llm().name},
    )  # fmt: skip


def _without_forgotten(working: list[Message], result: CommandResult | None) -> list[Message]:
    """Working memory without the messages that stated something the person asked to forget (in
    this turn or an earlier one of the session: the command messages list them)."""
    hidden = set(result.hidden_message_ids if result else [])
    for message in working:
        meta = message.meta if isinstance(message.meta, dict) else {}
        hidden.update(int(i) for i in meta.get("hidden_message_ids", []) if isinstance(i, int))
    return [m for m in working if m.pk not in hidden] if hidden else working


_COMMAND_NOTE = {
    "en": "Memory was just changed at the user's request: {what}. Confirm it briefly and answer anything else they asked. "
    "Never repeat, guess or reconstruct what was forgotten.",
    "zh": "刚刚已按用户的要求修改了记忆：{what}。简短确认，并回答用户的其他问题。绝不要复述、猜测或还原被忘掉的内容。",
}


def _command_reply(ctx: TurnContext) -> tuple[str, bool]:
    """The reply to a memory command: the service's own words (the list of candidates, "nothing
    matched", "memory is off"); when memory changed and a model is configured, the model's reply
    with a note of what changed — unless it repeats what was forgotten. The "memory updated"
    notice closes the reply."""
    result = ctx.command
    assert result is not None
    degraded = False
    llm = get_llm()
    if result.changed and not llm.offline:
        zh = ctx.language == "zh"
        what = (f"删除了 {len(result.deleted_ids)} 条" if zh else f"{len(result.deleted_ids)} deleted") if result.deleted_ids else (
            "；".join(u.summary for u in result.updated) if zh else "; ".join(f"now: {u.summary}" for u in result.updated)
        )
        note = {"role": "system", "content": _COMMAND_NOTE["zh" if zh else "en"].format(what=what)}
        messages = [*ctx.llm_request.messages[:-1], note, ctx.llm_request.messages[-1]]
        try:
            answer = llm.reply(ChatRequest(messages=messages, recalled=ctx.llm_request.recalled, user_message=ctx.llm_request.user_message, language=ctx.language))
            if answer.strip() and not reply_repeats(answer, result.forgotten):
                return _command_confirmation(result, answer), degraded
        except LLMError as exc:
            log.warning("chat model failed on a memory command, answering with the confirmation: %s", exc)
            degraded = True
    return _command_confirmation(result), degraded


def _command_confirmation(result: CommandResult, text: str | None = None) -> str:
    """The reply to a memory command: ``text`` (the model's words) or the service's own, closed by
    the "memory updated" notice."""
    text = result.reply if text is None else text
    return f"{text}\n\n{result.notice}" if result.notice else text


def redaction_note(kinds: Sequence[str], language: str) -> str:
    """One sentence, in the conversation's language ("zh…" → Chinese, anything else → English),
    naming the kinds of secret that were removed from the person's message before it was stored;
    "" when there were none.

    "a password" is named last: the guard reads the word right after "password" / "密码" as the
    password itself, and a punctuation mark is the one thing it never reads so."""
    if not kinds:
        return ""
    ordered = sorted(set(kinds), key=lambda kind: (kind == "password", kind))
    with translation.override("zh-hans" if language.startswith("zh") else "en"):
        labels = [str(KIND_LABELS.get(kind, kind)) for kind in ordered]
        listed = labels[0] if len(labels) == 1 else pgettext("a list of things", "%(items)s and %(last)s") % {
            "items": pgettext("between the items of a list", ", ").join(labels[:-1]),
            "last": labels[-1],
        }
        return ngettext(
            "(Note: your message contained %(kinds)s; it was not saved.)",
            "(Note: your message contained %(kinds)s; they were not saved.)",
            len(labels),
        ) % {"kinds": listed}


def _finish_turn(ctx: TurnContext, reply_text: str, *, degraded: bool) -> ChatResult:
    """Store the turn and what was recalled for it in one transaction (for a memory command, stored
    with the command, the reply as it was finally worded); its extraction is queued on commit."""
    reply_text, stored = _reply_texts(reply_text, ctx.guard, ctx.language)
    with transaction.atomic():
        if ctx.reply is None:
            _turn_store(session=ctx.session, message=ctx.user_message, new_session=ctx.new_session, mode=ctx.mode)
            reply = _reply_build(ctx.session, ctx.mode, stored, degraded=degraded)
            reply.save(force_insert=True)
        else:
            reply = ctx.reply
            if (reply.content, reply.degraded) != (stored.text, degraded):
                reply.content, reply.redacted, reply.degraded = stored.text, stored.redacted, degraded
                reply.token_count = count_tokens(stored.text)
                reply.meta = _reply_build(ctx.session, ctx.mode, stored, degraded=degraded).meta
                reply.save(update_fields=["content", "redacted", "degraded", "token_count", "meta"])
        ChatSession.objects.filter(pk=ctx.session.pk).update(last_activity_at=reply.created_at)
        record = None
        if ctx.recalled is not None:
            record = RecallRecord.objects.create(
                user_id=ctx.session.user_id,
                session=ctx.session,
                reply=reply,
                items=[{"layer": i.layer, "id": i.id, "score": i.score, "factors": i.factors} for i in ctx.recalled.items],
                layers=[{"name": layer.name, "tokens": layer.tokens} for layer in ctx.prompt.layers],
                params=mask_side_json(ctx.recalled.params.as_dict()),  # e.g. an entity filter
            )
        ctx.session.refresh_from_db()  # inside: a database lost after the commit must not turn a stored turn into an error
    return ChatResult(
        session=ctx.session,
        user_message=ctx.user_message,
        reply=reply,
        text=reply_text,
        mode=ctx.mode,
        degraded=degraded,
        redactions=ctx.guard.kinds,
        memories_used=ctx.recalled.items if ctx.recalled else [],
        layers=ctx.prompt.layers,
        recall_record=record,
        params=ctx.recalled.params.as_dict() if ctx.recalled else {},
        memory_command=ctx.command,
    )


def chat_turn(
    *,
    user: User,
    text: str,
    session: ChatSession | None = None,
    memory: bool = True,
    temporary: bool = False,
    params: dict[str, Any] | None = None,
    persona: str | None = None,
    language: str | None = None,
) -> ChatResult:
    """One turn: recall, assemble, reply, then store the message (redacted), the reply and what
    was used together, and queue the message's extraction.

    If the model fails (timeout, error, garbage) the turn still answers from memory, flagged as
    degraded, and is stored. If anything else fails, nothing of the turn is stored.
    """
    ctx = _prepare_turn(user=user, text=text, session=session, memory=memory, temporary=temporary, params=params, persona=persona, language=language)
    if ctx.command is not None:
        reply_text, degraded = _command_reply(ctx)
        return _finish_turn(ctx, reply_text, degraded=degraded)
    llm = get_llm()
    degraded = False
    try:
        reply_text = llm.reply(ctx.llm_request)
    except LLMError as exc:
        log.warning("chat model failed, answering offline: %s", exc)
        reply_text = OfflineLLM().reply(ctx.llm_request)
        degraded = True
    return _finish_turn(ctx, reply_text, degraded=degraded)


def chat_turn_stream(
    *,
    user: User,
    text: str,
    session: ChatSession | None = None,
    memory: bool = True,
    temporary: bool = False,
    params: dict[str, Any] | None = None,
    persona: str | None = None,
    language: str | None = None,
) -> tuple[TurnContext, Iterator[tuple[str, Any]]]:
    """Streaming variant. Validation errors raise before anything streams; then the iterator yields
    ("delta", text) chunks and finally ("done", ChatResult). The turn is stored when the stream
    ends; a stream cut before ("done") stores nothing (the context's ids stay unused)."""
    ctx = _prepare_turn(user=user, text=text, session=session, memory=memory, temporary=temporary, params=params, persona=persona, language=language)

    def events() -> Iterator[tuple[str, Any]]:
        if ctx.command is not None:
            reply_text, command_degraded = _command_reply(ctx)
            yield "delta", reply_text
            yield "done", _finish_turn(ctx, reply_text, degraded=command_degraded)
            return
        llm = get_llm()
        chunks: list[str] = []
        degraded = False
        try:
            try:
                for chunk in llm.stream(ctx.llm_request):
                    chunks.append(chunk)
                    yield "delta", chunk
                if not "".join(chunks).strip():
                    raise LLMError("the provider streamed no text")
            except LLMError as exc:
                if "".join(chunks).strip():
                    raise
                # nothing reached the person yet (a server that cuts a stream when another request
                # arrives, one that streams nothing): one plain request before degrading
                log.warning("chat model stream gave no text (%s); asking once without streaming", exc)
                chunks = [llm.reply(ctx.llm_request)]
                yield "delta", chunks[0]
        except LLMError as exc:
            log.warning("chat model stream failed, answering offline: %s", exc)
            degraded = True
            fallback = OfflineLLM().reply(ctx.llm_request)
            prefix = "\n" if chunks else ""
            chunks.append(prefix + fallback)
            yield "delta", prefix + fallback
        result = _finish_turn(ctx, "".join(chunks), degraded=degraded)
        notice = result.text[len("".join(chunks)) :]
        if notice:
            yield "delta", notice
        yield "done", result

    return ctx, events()


@dataclass
class IngestedBatch:
    session: ChatSession
    messages: list[Message]
    queued_jobs: int


def messages_ingest(*, session: ChatSession, messages: list[dict[str, Any]], end_session: bool = False) -> IngestedBatch:
    """Append past messages (with their own timestamps) to a session without generating replies.

    Each item: {"role": "user"|"assistant"|"system"|"tool", "content": str, "created_at": aware
    datetime (optional), "meta": dict (optional)}. All or nothing: a bad item raises
    ChatInputError naming it and nothing is written. Extraction for the user messages is queued as
    one batch; with ``end_session`` the session is closed and its episode written.
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
            Message(session=session, user=user, role=role, content=guard.text, created_at=created_at,
                    token_count=count_tokens(guard.text), redacted=guard.redacted, meta=mask_side_json(meta))
        )
    write_memory = user.memory_enabled and not session.temporary
    with transaction.atomic():
        created = Message.objects.bulk_create(prepared)
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
