"""``memory_command_apply``: a command acted on through the memory services only, scoped to the
requesting user."""

from __future__ import annotations

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.memory.commands.context import (
    _context_units,
    _forgotten_values,
    _hidden,
    _narrowed,
    _offered,
    _session_messages,
)
from apps.memory.commands.kinds import (
    AMBIGUOUS,
    DELETED,
    FORGET,
    MEMORY_OFF,
    NEEDS_VALUE,
    NOT_FOUND,
    SUPERSEDED,
    TOO_BROAD,
    Command,
)
from apps.memory.commands.match import Match, _specific_terms, _states, _unit_terms, _units, match_units
from apps.memory.commands.model import detect_command
from apps.memory.commands.phrasings import _BARE_PRONOUN_EN, _BARE_PRONOUN_ZH, _TOO_BROAD_EN, _TOO_BROAD_ZH
from apps.memory.commands.replies import CommandResult, _finished
from apps.memory.commands.rewrite import _new_content
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion


def memory_command_apply(
    *,
    user: User,
    text: str,
    session: ChatSession | None,
    actor: str = "user",
    message: Message | None = None,
    command: Command | None = None,
    mode: MemoryMode = MemoryMode.ON,
    request_id: str = "",
    reason: str = "forget request in chat",
) -> CommandResult | None:
    """Act on a memory command in ``text`` (or the already parsed ``command``) for ``user`` only.

    Returns None when the message is no command (or a weak one that matches nothing stored: an
    ordinary statement for the write path). ``message`` is the stored command message: a
    correction's new version cites it. ``mode`` is the turn's memory mode (``MemoryMode``):
    only ON touches memory. Deletions go through ``memories_delete`` (audited),
    corrections through ``memory_update(change=superseded)`` (versioned, undoable); ``reason`` is what the
    audit log says of a deletion (where the request was said)."""
    from apps.memory.services import memories_delete, memory_update

    command = command or detect_command(text)
    if command is None:
        return None
    if mode != MemoryMode.ON:
        if command.weak or command.choice:
            return None
        return _finished(CommandResult(command, MEMORY_OFF), temporary=mode == MemoryMode.TEMPORARY)
    recent = _session_messages(session, exclude=message.pk if message is not None else None)

    if command.kind == FORGET:
        if command.choice:
            offered = _offered(user, recent)
            if offered is None:
                return None  # a bare number that answers nothing
            picked = (
                offered if command.choice == (0,) else [offered[i - 1] for i in command.choice if 0 < i <= len(offered)]
            )
            units = [u for u in picked if u is not None]
            if not units:
                return _finished(CommandResult(command, NOT_FOUND))
        else:
            target = command.target
            too_broad = (_TOO_BROAD_ZH if command.language == "zh" else _TOO_BROAD_EN).match(target)
            bare = not target or (_BARE_PRONOUN_ZH if command.language == "zh" else _BARE_PRONOUN_EN).match(target)
            if command.weak and (too_broad or bare):
                return None  # (a request read by meaning acts on what it names, or not at all)
            if too_broad:
                return _finished(CommandResult(command, TOO_BROAD))
            if bare:
                context = _context_units(user, recent)
                return _finished(CommandResult(command, AMBIGUOUS if context else NOT_FOUND, candidates=context))
            found = match_units(user, target)
            if not found.units:
                # a request read by meaning that names nothing stored is an ordinary message
                return None if command.weak else _finished(CommandResult(command, NOT_FOUND))
            if found.ambiguous:
                return _finished(CommandResult(command, AMBIGUOUS, candidates=found.units))
            units = found.units
        forgotten = _forgotten_values(units)
        hidden = _hidden(units, recent, forgotten)
        ids = [u.pk for u in units]
        memories_delete(user=user, memories=units, actor=actor, request_id=request_id, reason=reason)
        return _finished(
            CommandResult(command, DELETED, deleted_ids=ids, hidden_message_ids=hidden, forgotten=forgotten)
        )

    # corrections
    active = _units(user, statuses=[MemoryStatus.ACTIVE])
    probe = command.statement or command.new_value
    found = Match([])
    if probe:
        words = f"{probe} {command.old_value}".strip()
        found = match_units(user, words, units=active, value=command.old_value)
        if command.no_longer and found.units and not found.ambiguous:
            # "I don't live in Boston any more" must not end "lives in Hangzhou"
            specific = _specific_terms(command.statement)
            if specific and not any(specific & _unit_terms(u) for u in found.units):
                found = Match([])
    if not found.units and command.old_value:
        stated = [u for u in active if _states(u, command.old_value)]
        found = Match(stated, ambiguous=len(stated) > 1)
    if not found.units and (not command.weak or (command.sensed and command.new_value)):
        context = _narrowed(_context_units(user, recent), recent, command)
        if len(context) == 1 and (command.new_value or command.statement):
            found = Match(context)
        elif context and not command.weak:
            found = Match(context, ambiguous=True)
    if not found.units:
        if command.weak or command.statement:
            return None  # nothing stored to correct: an ordinary statement for the write path
        return _finished(CommandResult(command, NOT_FOUND))
    if command.weak and found.ambiguous:
        return None
    if not (command.statement or command.new_value):
        return _finished(CommandResult(command, NEEDS_VALUE, candidates=found.units))
    if found.ambiguous:
        return _finished(CommandResult(command, AMBIGUOUS, candidates=found.units))
    updated: list[MemoryEntry] = []
    for unit in found.units[:1] if not command.no_longer else found.units:
        summary, facts = _new_content(unit, command)
        if summary == unit.summary and facts is None:
            continue
        full = MemoryEntry.objects.get(pk=unit.pk, user=user)
        memory_update(
            memory=full,
            actor=actor,
            summary=summary,
            facts=facts,
            # "I don't live in Boston any more" ends what was true; "that's wrong, it's 34" puts
            # right what never was (recall shows the first as history, never the second)
            change=MemoryVersion.Change.SUPERSEDED if command.no_longer else MemoryVersion.Change.CORRECTED,
            source_message_ids=[message.pk] if message is not None else [],
        )
        updated.append(full)
    if not updated:
        return None if command.weak else _finished(CommandResult(command, NOT_FOUND))
    return _finished(CommandResult(command, SUPERSEDED, updated=updated))
