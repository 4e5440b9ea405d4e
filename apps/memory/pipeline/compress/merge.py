"""Adjacent units about one thing joined into one ("my dog …, her name is …")."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress.units import MAX_SUMMARY_CHARS, USER, Candidate
from apps.memory.pipeline.figures import (
    put_fact,
)


def _relation_words(relation: str, clause: str) -> str:
    """The relation as the user said it ("老婆"), else the canonical word."""
    about, _, words = slots.subject_after_scene(clause)
    if about == relation and words:
        return re.sub(r"^我(?:的|家|们家)?(?:有)?(?:一个|个|一位|位)?", "", words)  # ("我有个女儿" → 女儿)
    return relation


# "I got a puppy two weeks ago! Her name's Coco": the name belongs to what was just mentioned,
# not to the speaker (it is no "name" of theirs to replace)
_ITS_NAME = re.compile(r"^(?:[Hh]is|[Hh]er|[Ii]ts|[Tt]heir) name(?:'s| is)\b|^[他她它]叫|^(?:他|她|它)的名字(?:是|叫)")


def _merge_adjacent(candidates: list[Candidate]) -> list[Candidate]:
    """Sentences of one message about the same person, with no slot and the same type, form one entry."""
    merged: list[Candidate] = []
    for candidate in candidates:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and _ITS_NAME.search(candidate.source_text.strip())
            and previous.source_message_ids == candidate.source_message_ids
        ):
            joiner = "" if has_cjk(previous.summary) else " "
            end = "" if previous.summary.endswith(tuple(".!?。！？")) else ("。" if has_cjk(previous.summary) else ".")
            previous.summary = previous.summary + end + joiner + candidate.summary
            for name, value in candidate.facts.items():
                put_fact(previous.facts, "named" if name == "name" else re.sub(r"_\d+$", "", name), value)
            previous.source_text = previous.source_text + " " + candidate.source_text
            continue
        if (
            previous is not None
            and not previous.key
            and not candidate.key
            and previous.entity == candidate.entity
            and previous.type == candidate.type
            and previous.source_message_ids == candidate.source_message_ids
            and len(previous.summary) + len(candidate.summary) < MAX_SUMMARY_CHARS
        ):
            joiner = "" if has_cjk(previous.summary) else " "
            end = "" if previous.summary.endswith(tuple(".!?。！？")) else ("。" if has_cjk(previous.summary) else ".")
            previous.summary = previous.summary + end + joiner + candidate.summary
            for name, value in candidate.facts.items():
                put_fact(previous.facts, re.sub(r"_\d+$", "", name), value)
            previous.importance = max(previous.importance, candidate.importance)
            previous.change = previous.change or candidate.change
            previous.corrects = previous.corrects or candidate.corrects
            previous.source_text = previous.source_text + " " + candidate.source_text
            _slot_of_merged(previous)
            continue
        merged.append(candidate)
    return merged


_GENERIC_FACTS = ("amount", "number", "quantity", "figure", "mentions")


def _slot_of_merged(candidate: Candidate) -> None:
    """Clauses of one sentence can hold a slot between them that neither holds alone ("Landlord
    raised the rent, so I'm paying $2,050 now"): look again on the words they restate together."""
    hit = slots.detect(candidate.source_text)
    if hit is None or not hit.key or hit.about is not None or candidate.entity not in (USER, "user"):
        return
    candidate.key = hit.key
    values = set(hit.facts.values())
    candidate.facts = {
        k: v for k, v in candidate.facts.items() if not (re.sub(r"_\d+$", "", k) in _GENERIC_FACTS and v in values)
    }
    candidate.facts.update(hit.facts)
    candidate.change = candidate.change or hit.change
