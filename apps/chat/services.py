"""Chat: one turn of conversation with memory, bulk import of past messages, session lifecycle.

Writes that have side effects happen after commit: the user's message and its outbox row
(PipelineJob) are committed together, then the extraction task is queued — the reply never waits
for the write path, and if the broker is down the beat sweep queues the job later.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import ngettext, pgettext

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.prompt import AssembledPrompt, PromptLayer, assemble, working_memory
from apps.core.fields import check_message_length, check_meta, check_when
from apps.core.text import count_tokens, detect_language
from apps.memory.commands import Command, CommandResult, detect_command, memory_command_apply, reply_repeats
from apps.memory.guard import KIND_LABELS, GuardResult, redact, redact_json, scan
from apps.memory.llm import ChatRequest, LLMError, OfflineLLM, RecalledLine, get_llm
from apps.memory.models import PipelineJob, RecallRecord
from apps.memory.recall import RecalledItem, RecallParams, RecallResult, recall

log = logging.getLogger(__name__)


# format, control and separator characters: a message made only of these is empty
_INVISIBLE = frozenset({"Cf", "Cc", "Zs", "Zl", "Zp"})


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
    if not "".join(ch for ch in stripped if unicodedata.category(ch) not in _INVISIBLE):
        raise ChatInputError(field, "must not be empty")
    try:
        check_message_length(stripped, role)
    except ValueError as exc:
        raise ChatInputError(field, str(exc)) from None
    return stripped


def _title_from(text: str) -> str:
    first_line = text.strip().splitlines()[0] if text.strip() else ""
    return first_line[:60] + ("…" if len(first_line) > 60 else "")


def session_create(*, user: User, title: str = "", started_at: datetime | None = None, temporary: bool = False) -> ChatSession:
    at = started_at or timezone.now()
    # the guard covers every stored text: a title can hold a key or an e-mail address too
    return ChatSession.objects.create(user=user, title=redact(title)[:200], created_at=at, last_activity_at=at, temporary=temporary)


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
    with transaction.atomic():
        if session is None:
            session = session_create(user=user, title=_title_from(guard.text), temporary=temporary)
        message = Message.objects.create(
            session=session, user=user, role=Message.Role.USER, content=guard.text,
            token_count=count_tokens(guard.text), redacted=guard.redacted,
        )
        ChatSession.objects.filter(pk=session.pk).update(last_activity_at=message.created_at)
        if mode == MemoryMode.ON and command is None:
            PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk])
            _queue_after_commit(session.pk)
    command_result = _apply_command(user=user, session=session, message=message, command=command, mode=mode) if command else None
    working = turn_working_memory(session, params, exclude_id=message.pk, command_result=command_result)
    # The chat model sees the original text for this one reply; only the redacted copy is stored.
    recalled, prompt, request = turn_prompt(
        user=user, text=text, query=guard.text, session_id=session.pk, mode=mode,
        recall_params=RecallParams.from_settings(params or {}), language=lang, persona=persona, working=working,
        touch=True, command_result=command_result,
    )
    return TurnContext(session, message, guard, mode, lang, recalled, prompt, request, command_result)


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


def _apply_command(
    *, user: User, session: ChatSession, message: Message, command: Command, mode: MemoryMode
) -> CommandResult | None:
    """Act on a memory command before recall (so the reply already sees the change), then mark
    the message (``meta["memory_command"]``: the write path never extracts or indexes it) and
    only then queue it, so that the worker never sees it unmarked."""
    result: CommandResult | None = None
    try:
        result = memory_command_apply(user=user, text=message.content, session=session, message=message, command=command, mode=mode)
    except Exception:
        log.exception("memory command failed; the message is treated as an ordinary one")
    with transaction.atomic():
        if result is not None:
            message.meta = {**(message.meta or {}), **result.meta()}
            Message.objects.filter(pk=message.pk).update(meta=message.meta)
        if mode == MemoryMode.ON:
            PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk])
            _queue_after_commit(session.pk)
    return result


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
    text, degraded = result.reply, False
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
                text = answer
        except LLMError as exc:
            log.warning("chat model failed on a memory command, answering with the confirmation: %s", exc)
            degraded = True
    if result.notice:
        text = f"{text}\n\n{result.notice}"
    return text, degraded


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
    stored = scan(reply_text)  # a model may echo a secret back; never store it
    note = redaction_note(ctx.guard.kinds, ctx.language)
    if note:
        # added after the scan: the note names kinds of secret, never a secret
        reply_text = f"{reply_text}\n\n{note}"
        stored.text = f"{stored.text}\n\n{note}"
    with transaction.atomic():
        reply = Message.objects.create(
            session=ctx.session, user_id=ctx.session.user_id, role=Message.Role.ASSISTANT, content=stored.text,
            token_count=count_tokens(stored.text), redacted=stored.redacted, degraded=degraded,
            meta={"mode": ctx.mode, "provider": "offline" if degraded else get_llm().name},
        )
        ChatSession.objects.filter(pk=ctx.session.pk).update(last_activity_at=reply.created_at)
        record = None
        if ctx.recalled is not None:
            record = RecallRecord.objects.create(
                user_id=ctx.session.user_id,
                session=ctx.session,
                reply=reply,
                items=[{"layer": i.layer, "id": i.id, "score": i.score, "factors": i.factors} for i in ctx.recalled.items],
                layers=[{"name": layer.name, "tokens": layer.tokens} for layer in ctx.prompt.layers],
                params=redact_json(ctx.recalled.params.as_dict()),  # e.g. an entity filter
            )
    ctx.session.refresh_from_db()
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
    """One turn: store the message (redacted), recall, assemble, reply, record what was used.

    If the model fails (timeout, error, garbage) the turn still answers from memory, flagged as
    degraded; the user's message is already stored and its extraction queued.
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
    ("delta", text) chunks and finally ("done", ChatResult)."""
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
                    token_count=count_tokens(guard.text), redacted=guard.redacted, meta=redact_json(meta))
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
