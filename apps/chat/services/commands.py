"""Memory commands inside a turn ("forget my salary", "不对，是上海"; ``apps.memory.commands``): detected,
applied and stored with the turn before recall, their reply worded, what was forgotten kept out of
working memory."""

from __future__ import annotations

import logging

from django.db import transaction

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.services.context import Keyed, TurnContext
from apps.chat.services.store import _reply_build, _reply_texts, _turn_keyed, _turn_store
from apps.memory.commands import Command, CommandResult, detect_command, memory_command_apply, reply_repeats
from apps.memory.guard import GuardResult
from apps.memory.llm import ChatRequest, LLMError, get_llm

log = logging.getLogger("apps.chat.services")


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
    keyed: Keyed | None = None,
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
            _turn_keyed(keyed, message, reply)
    except _OrdinaryMessage:
        return None, None
    return result, reply


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
        what = (
            (f"删除了 {len(result.deleted_ids)} 条" if zh else f"{len(result.deleted_ids)} deleted")
            if result.deleted_ids
            else (
                "；".join(u.summary for u in result.updated)
                if zh
                else "; ".join(f"now: {u.summary}" for u in result.updated)
            )
        )
        note = {"role": "system", "content": _COMMAND_NOTE["zh" if zh else "en"].format(what=what)}
        messages = [*ctx.llm_request.messages[:-1], note, ctx.llm_request.messages[-1]]
        try:
            answer = llm.reply(
                ChatRequest(
                    messages=messages,
                    recalled=ctx.llm_request.recalled,
                    user_message=ctx.llm_request.user_message,
                    language=ctx.language,
                )
            )
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
