"""``compress``: the model path when a model is configured, else (or for what it missed) the rule path;
contacts kept only when the person asked for them to be remembered."""

from __future__ import annotations

import re
from dataclasses import replace

from apps.memory.contacts import asks_to_remember, memory_has_contact
from apps.memory.contacts import find as find_contacts
from apps.memory.llm import LLM
from apps.memory.pipeline.compress.candidates import rule_candidates
from apps.memory.pipeline.compress.informative import informative
from apps.memory.pipeline.compress.loss import _guarded, repair
from apps.memory.pipeline.compress.model import _compress_with_model
from apps.memory.pipeline.compress.people import people_for
from apps.memory.pipeline.compress.units import Candidate, Turn
from apps.memory.pipeline.figures import (
    figures,
)
from apps.memory.pipeline.trigger import (
    Verdict,
)


def compress(
    turns: list[Turn],
    verdicts: dict[int, Verdict],
    *,
    context: list[Turn],
    llm: LLM | None = None,
) -> list[Candidate]:
    """Candidates for the triggered ``turns``: the model path when a model is configured (one retry
    on malformed output or a loss, then rules), the rule path otherwise. A message the rules
    triggered on and the model answered nothing for keeps what the rules find in it: an empty
    model answer is no reason to forget a new job or a prohibition."""
    triggered = [t for t in turns if verdicts.get(t.id) is not None and verdicts[t.id].write]
    if not triggered:
        return []
    history = sorted([*context, *turns], key=lambda t: t.id)
    if llm is not None and not llm.offline:
        result = _compress_with_model(llm, triggered, history)
        if result is not None:
            answered = {message_id for candidate in result for message_id in candidate.source_message_ids}
            result += _rule_path([t for t in triggered if t.id not in answered], verdicts, history)
            result += _what_the_model_missed(result, [t for t in triggered if t.id in answered], verdicts, history)
            return _contacts_only_when_asked(result, triggered)
    return _contacts_only_when_asked(_rule_path(triggered, verdicts, history), triggered)


def _anchors(candidate: Candidate) -> set[str]:
    """What a unit must not lose: its figures and dates, and the names and values of its facts."""
    found = {f.text.lower() for f in figures(candidate.summary)}
    for name, value in candidate.facts.items():
        if re.sub(r"_\d+$", "", name) in ("relation", "date"):
            continue
        found |= {part.strip().lower() for part in value.split(",") if len(part.strip()) >= 2}
    return found


def _what_the_model_missed(
    model_units: list[Candidate], turns: list[Turn], verdicts: dict[int, Verdict], history: list[Turn]
) -> list[Candidate]:
    """The model refines, the rules guarantee: for each message the model answered for, the rules'
    units whose figures, names or values the model's units for that message do not carry are kept
    too (reconcile merges what both said)."""
    extra: list[Candidate] = []
    for turn in turns:
        said = " ".join(
            f"{c.summary} {' '.join(c.facts.values())}" for c in model_units if turn.id in c.source_message_ids
        ).lower()
        compact_said = said.replace(" ", "")
        for unit in _rule_path([turn], verdicts, history):
            missing = [a for a in _anchors(unit) if a not in said and a.replace(" ", "") not in compact_said]
            if missing:
                extra.append(unit)
    return extra


def _contacts_only_when_asked(candidates: list[Candidate], turns: list[Turn]) -> list[Candidate]:
    """A phone number or an e-mail address stays in a unit only when a message it restates asks
    for it to be remembered ("remember my number: …", "记一下我的邮箱…"). Otherwise it is personal
    data the person did not ask to keep: the clauses that hold it leave the unit (and the facts
    that hold it), and a unit with nothing else to say is dropped (apps.memory.contacts)."""
    by_id = {t.id: t for t in turns}
    kept = []
    for candidate in candidates:
        sources = [by_id[i].text for i in candidate.source_message_ids if i in by_id]
        if not memory_has_contact(candidate.summary, candidate.facts) or any(asks_to_remember(t) for t in sources):
            kept.append(candidate)
            continue
        stripped = _without_contacts(candidate, sources)
        if stripped is not None:
            kept.append(stripped)
    return kept


_CLAUSE_BREAK = re.compile(r"(\s*[，,;；]\s*|\s+and\s+)")


def _without_contacts(candidate: Candidate, sources: list[str]) -> Candidate | None:
    digits = {re.sub(r"\D", "", c.text) for text in sources for c in find_contacts(text) if c.kind == "phone"}
    parts = _CLAUSE_BREAK.split(candidate.summary)
    clauses = [(parts[i], parts[i + 1] if i + 1 < len(parts) else "") for i in range(0, len(parts), 2)]
    kept = [(clause, sep) for clause, sep in clauses if not memory_has_contact(clause, None)]
    if not kept:
        return None
    summary = "".join(clause + sep for clause, sep in kept[:-1]) + kept[-1][0]
    summary = summary.strip(" ，,;；")
    if not informative(summary, candidate.kind or None):
        return None

    def holds_contact(value: str) -> bool:
        number = re.sub(r"\D", "", value)
        return memory_has_contact(value, None) or (len(number) >= 7 and any(number in d for d in digits))

    facts = {key: value for key, value in candidate.facts.items() if not holds_contact(value)}
    return replace(candidate, summary=summary, facts=facts)


def _rule_path(turns: list[Turn], verdicts: dict[int, Verdict], history: list[Turn]) -> list[Candidate]:
    out: list[Candidate] = []
    for turn in turns:
        people = people_for(turn, history)
        for candidate in rule_candidates(turn, verdicts[turn.id], people):
            out.append(_guarded(repair(candidate, candidate.source_text, turn.at)))
    return out
