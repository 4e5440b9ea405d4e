"""A unit's new content for a correction: the statement in the third person, the value replaced."""

from __future__ import annotations

import re
from typing import Any

from apps.core.text import has_cjk
from apps.memory.commands.kinds import Command
from apps.memory.commands.match import _canonical, _statement_hit, _states
from apps.memory.models import MemoryEntry


def _third_person(statement: str, language: str) -> str:
    from apps.memory.pipeline.compress import People, resolve_pronouns

    text = statement.strip().rstrip("。.!！")
    if language == "zh" or has_cjk(text):
        text = (
            re.sub(r"^(?:我)?(?=是|在|住|今年|已经|不再|现在)", "我", text)
            if not text.startswith(("我", "用户"))
            else text
        )
        return resolve_pronouns(text, People(speaker="user")) + "。"
    text = re.sub(r"\b(?:any ?more|any longer)\b", "", text, flags=re.I)
    text = re.sub(r"\bI (?:don't|do not) (?=\w)", "I no longer ", text)
    text = (
        re.sub(r"\bI'm not\b|\bI am not\b", "I am no longer", text)
        if re.search(r"any ?more|any longer", statement, re.I)
        else text
    )
    out = resolve_pronouns(" ".join(text.split()), People(speaker="user"))
    out = re.sub(r"\bno longer (\w+)\b", lambda m: "no longer " + _conjugate(m.group(1)), out)
    return out[:1].upper() + out[1:] + "."


def _conjugate(verb: str) -> str:
    from apps.memory.pipeline.compress import _third_person as third

    if verb.endswith("s") or verb in ("is", "a", "an", "the"):
        return verb
    return third(verb.lower()) if verb.isalpha() else verb


def _replace_value(unit: MemoryEntry, old: str, new: str) -> tuple[str, dict[str, Any]] | None:
    """The unit's summary and facts with ``old`` replaced by ``new`` (the fact values that state
    it, and every place the summary says it); None when the summary does not say it."""
    facts = dict(unit.facts or {})
    olds = {old}
    for value in facts.values():
        text = str(value)
        if old and (old in text or text in old or _canonical(text) == _canonical(old)) and len(text) >= 1:
            olds.add(text)
    ordered = sorted((o for o in olds if o and o in unit.summary), key=len, reverse=True)
    if not ordered:
        return None
    summary = unit.summary
    for value in ordered:
        summary = summary.replace(value, new)
    new_facts: dict[str, Any] = {}
    for key, value in facts.items():
        text = str(value)
        if text in olds:
            new_facts[key] = new
        else:
            replaced = text
            for value_old in ordered:
                replaced = replaced.replace(value_old, new)
            new_facts[key] = replaced
    return summary, new_facts


def _new_content(unit: MemoryEntry, command: Command) -> tuple[str, dict[str, Any] | None]:
    """What a correction makes of ``unit``: its words with the old value replaced by the new one
    where both are known, else the person's own statement (third person)."""
    language = "zh" if has_cjk(unit.summary) or command.language == "zh" else "en"
    if command.no_longer:
        old_values = [str(v) for v in (unit.facts or {}).values() if str(v).strip()]
        facts = {"no_longer": "; ".join(old_values)} if old_values else {}
        return _third_person(command.statement, command.language), facts
    hit = _statement_hit(command.statement) if command.statement else None
    new_value = ""
    old_value = ""
    if hit is not None and hit.facts:
        for key, value in hit.facts.items():
            if key in (unit.facts or {}):
                old_value, new_value = str(unit.facts[key]), str(value)
                break
        else:
            new_value = str(next(iter(hit.facts.values())))
    if command.old_value and _states(unit, command.old_value):
        old_value = command.old_value
    if not new_value:
        new_value = command.new_value
    if not new_value and command.statement and command.old_value:
        new_value = re.sub(r"^(?:I'm|I am|it's|it is|我是|是|在)\s*", "", command.statement, flags=re.I).strip()
    if not old_value and new_value and len(unit.facts or {}) == 1:
        old_value = str(next(iter(unit.facts.values())))
    if old_value and new_value:
        old_value = re.sub(r"^(?:在|是)", "", old_value) or old_value
        new_value = re.sub(r"^(?:在|是)(?=.)", "", new_value) if language == "zh" else new_value
        replaced = _replace_value(unit, old_value, new_value)
        if replaced is not None:
            return replaced
    if command.statement:
        return _third_person(command.statement, command.language), (
            dict(hit.facts) if hit is not None and hit.facts else None
        )
    return unit.summary, None
