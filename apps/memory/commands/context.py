"""The conversation around a command: messages that stated what was forgotten, units the
conversation is about, candidates offered in the previous reply."""

from __future__ import annotations

import re
from collections.abc import Sequence

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.core.text import has_cjk
from apps.memory.commands.kinds import FORGET, MAX_CANDIDATES, Command
from apps.memory.commands.match import _UNIT_FIELDS, _slot_hit, _specific_terms, _states, _unit_terms, slots_spoken_of
from apps.memory.commands.words import slots_named
from apps.memory.models import MemoryEntry, MemoryStatus, RecallRecord


def _session_messages(session: ChatSession | None, *, exclude: int | None) -> list[Message]:
    if session is None or session.pk is None:
        return []
    queryset = Message.objects.filter(session=session, user_id=session.user_id)
    if exclude is not None:
        queryset = queryset.exclude(pk=exclude)
    return list(queryset.only("id", "role", "content", "meta", "created_at").order_by("-created_at", "-id")[:200])


def _forgotten_values(units: Sequence[MemoryEntry]) -> list[str]:
    values: set[str] = set()
    for unit in units:
        for value in (unit.facts or {}).values():
            text = str(value).strip()
            if len(text) >= 2 or has_cjk(text):
                values.add(text)
    return sorted(values, key=len, reverse=True)


def _hidden(units: Sequence[MemoryEntry], recent: Sequence[Message], values: Sequence[str]) -> list[int]:
    """Messages of the current session that stated what is forgotten: the units' sources, and any
    message (a reply that recited it too) holding one of its values."""
    sources = {mid for u in units for mid in u.source_message_ids}
    hidden = []
    for message in recent:
        content = message.content or ""
        if message.pk in sources or any(v and v in content for v in values):
            hidden.append(message.pk)
    return sorted(hidden)


def _context_units(user: User, recent: Sequence[Message]) -> list[MemoryEntry]:
    """What "that" may point at: units stated in this session's recent messages, then what the
    last replies recalled, then the most recently changed units."""
    ids: list[int] = []
    user_ids = [m.pk for m in recent if m.role == Message.Role.USER][:10]
    if user_ids:
        ids += list(
            MemoryEntry.objects.filter(user=user, source_message_ids__overlap=user_ids)
            .order_by("-updated_at", "-id")
            .values_list("pk", flat=True)[:MAX_CANDIDATES]
        )
    reply_ids = [m.pk for m in recent if m.role == Message.Role.ASSISTANT][:2]
    for record in RecallRecord.objects.filter(user=user, reply_id__in=reply_ids).only("items"):
        ids += [int(i["id"]) for i in record.items if i.get("layer") in ("core", "semantic") and "id" in i]
    if not ids:
        ids = list(
            MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE)
            .order_by("-updated_at", "-id")
            .values_list("pk", flat=True)[:3]
        )
    ordered = list(dict.fromkeys(ids))[:MAX_CANDIDATES]
    found = {u.pk: u for u in MemoryEntry.objects.filter(user=user, pk__in=ordered).only(*_UNIT_FIELDS)}
    return [found[pk] for pk in ordered if pk in found]


def _narrowed(context: list[MemoryEntry], recent: Sequence[Message], command: Command) -> list[MemoryEntry]:
    """Of what "that" may point at, the units a bare correction ("不对，是上海") can be about: those
    stating the old value; those of the slot the person's previous question asked about ("我住在
    哪里？"); for a number, those holding a number. A statement said after the verdict ("No, I'm 41")
    can be about a unit only if it speaks of the same attribute or shares a word with it: "搞错了，快递员把我的包裹
    送到隔壁楼去了" and "My bad, I left the charger at the office" say a mistake of the person's day, and must
    not overwrite the memory the conversation just used."""
    if command.old_value:
        return [u for u in context if _states(u, command.old_value)]
    if command.statement and not command.new_value:
        context = [u for u in context if _about(command.statement, u)]
    question = next((m.content for m in recent if m.role == Message.Role.USER), "")
    asked = slots_named(question) if question else set()
    if asked:
        narrowed = [u for u in context if _slot_hit(u, asked)]
        if narrowed:
            context = narrowed
    if command.new_value and re.fullmatch(r"[\d.,]+\s*\S{0,3}", command.new_value):
        narrowed = [u for u in context if any(re.search(r"\d", str(v)) for v in (u.facts or {}).values())]
        if narrowed:
            context = narrowed
    return context


def _about(statement: str, unit: MemoryEntry) -> bool:
    """Whether ``statement`` speaks of what ``unit`` holds: the same slot, or a specific word in common."""
    slots = slots_spoken_of(statement)
    if slots and _slot_hit(unit, slots):
        return True
    return bool(_specific_terms(statement) & _unit_terms(unit))


def _offered(user: User, recent: Sequence[Message]) -> list[MemoryEntry | None] | None:
    """The candidates listed in answer to the person's previous message, if it was a forget
    request that was ambiguous (so that "2" or "第2条" now picks one)."""
    previous = next((m for m in recent if m.role == Message.Role.USER), None)
    meta = previous.meta if previous is not None and isinstance(previous.meta, dict) else {}
    if meta.get("memory_command") != FORGET or not meta.get("memory_candidates"):
        return None
    ids = [int(i) for i in meta["memory_candidates"]]
    found = {u.pk: u for u in MemoryEntry.objects.filter(user=user, pk__in=ids).only(*_UNIT_FIELDS)}
    return [found.get(pk) for pk in ids]  # None (deleted since) keeps the numbering
