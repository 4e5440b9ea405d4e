"""One turn of conversation: ``chat_turn`` and its streaming variant ``chat_turn_stream`` (the model
asked, the offline fallback when it fails)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.chat.services.commands import _command_reply
from apps.chat.services.context import ChatResult, Keyed, TurnContext
from apps.chat.services.prepare import _prepare_turn
from apps.chat.services.store import _finish_turn
from apps.memory.llm import LLMError, OfflineLLM, get_llm

log = logging.getLogger("apps.chat.services")


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
    keyed: Keyed | None = None,
) -> ChatResult:
    """One turn: recall, assemble, reply, then store the message (redacted), the reply and what
    was used together, and queue the message's extraction. ``keyed``: the request's idempotency key,
    stored with the turn (``services.keys``).

    If the model fails (timeout, error, garbage) the turn still answers from memory, flagged as
    degraded, and is stored. If anything else fails, nothing of the turn is stored.
    """
    ctx = _prepare_turn(
        user=user,
        text=text,
        session=session,
        memory=memory,
        temporary=temporary,
        params=params,
        persona=persona,
        language=language,
        keyed=keyed,
    )
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
    ctx = _prepare_turn(
        user=user,
        text=text,
        session=session,
        memory=memory,
        temporary=temporary,
        params=params,
        persona=persona,
        language=language,
    )

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
