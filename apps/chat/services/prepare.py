"""Preparing a turn (the read path): the message checked and guarded, ids reserved, a memory command
acted on, working memory, recall, the assembled prompt and the model's request (``turn_prompt``,
which the playground's preview calls too)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.prompt import AssembledPrompt, assemble, working_memory
from apps.chat.services.commands import _apply_command, _detect_command, _without_forgotten
from apps.chat.services.context import Keyed, TurnContext, memory_mode
from apps.chat.services.sessions import ChatInputError, _reserve_ids, _session_build, _title_from, validate_message_text
from apps.core.text import count_tokens, detect_language
from apps.memory.commands import CommandResult, reply_repeats
from apps.memory.guard import scan
from apps.memory.llm import ChatRequest, RecalledLine
from apps.memory.recall import RecallParams, RecallResult, recall


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
    keyed: Keyed | None = None,
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
            user=user,
            session=session,
            message=message,
            command=command,
            mode=mode,
            new_session=new_session,
            guard=guard,
            language=lang,
            keyed=keyed,
        )
        new_session = new_session and reply is None
    working = turn_working_memory(
        None if new_session else session, params, exclude_id=message.pk, command_result=command_result
    )
    # The chat model sees the original text for this one reply; only the redacted copy is stored.
    recalled, prompt, request = turn_prompt(
        user=user,
        text=text,
        query=guard.text,
        session_id=session.pk,
        mode=mode,
        recall_params=RecallParams.from_settings(params or {}),
        language=lang,
        persona=persona,
        working=working,
        touch=True,
        command_result=command_result,
    )
    return TurnContext(
        session, message, guard, mode, lang, recalled, prompt, request, command_result, new_session, reply, keyed
    )


def turn_working_memory(
    session: ChatSession | None,
    params: dict[str, Any] | None,
    *,
    exclude_id: int | None = None,
    command_result: CommandResult | None = None,
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
        recalled = recall(
            user=user, query=query, params=recall_params, session_id=session_id, language=language, touch=touch
        )
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
