"""Which of the person's units a request means (``match_units``): by slot, by keywords (canonical
values), by embedding; never a guess."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from django.db import connection

from apps.accounts.models import User
from apps.core.text import has_cjk, keywords
from apps.memory.commands.kinds import MAX_CANDIDATES, log
from apps.memory.commands.words import (
    _NOISE,
    _SLOT_ALIASES,
    RELATION_WORDS,
    SLOT_WORDS,
    _single_valued,
    _slot_of_key,
    relation_named,
    slots_named,
)
from apps.memory.models import MemoryEntry


def _canonical(term: str) -> str:
    from apps.memory.pipeline.slots import canonical

    try:
        return canonical(term)
    except Exception:  # noqa: BLE001 — a vocabulary helper must never break a chat turn
        return term.lower()


def _terms(text: str) -> set[str]:
    """Keyword terms of ``text`` in canonical form (so "peanuts" and "花生" meet)."""
    out: set[str] = set()
    for term in keywords(text):
        if term in _NOISE or len(term) < (1 if has_cjk(term) else 2):
            continue
        out.add(term)
        out.add(_canonical(term))
    return {t for t in out if t}


def _specific_terms(text: str) -> set[str]:
    """Terms that say *which* unit, beyond the slot words ("peanut" in "my peanut allergy")."""
    slot_words = {w for words in SLOT_WORDS.values() for w in words} | {
        w for words in RELATION_WORDS.values() for w in words
    }
    terms = _terms(text)
    stems = {x for w in slot_words for t in keywords(w) for x in (t, _canonical(t))}
    return {t for t in terms if t not in slot_words and t not in stems and not (has_cjk(t) and len(t) == 1)}


def _unit_terms(unit: MemoryEntry) -> set[str]:
    values = " ".join(str(v) for v in (unit.facts or {}).values())
    terms = _terms(f"{unit.summary} {values}")
    if ":" in unit.key:
        suffix = unit.key.split(":", 1)[1]
        terms |= {suffix, _canonical(suffix)}
    return terms


def _names_its_value(target: str, unit: MemoryEntry) -> bool:
    """Whether ``target`` names the value of the unit's key ("dog" of pet:dog, and so does 狗: terms are
    read in the shared vocabulary, so either language names it)."""
    value = unit.key.split(":", 1)[1] if ":" in unit.key else str((unit.facts or {}).get(_slot_of_key(unit.key), ""))
    if not value.strip():
        return False
    said = {x for t in _terms(target) for x in (t, _canonical(t))}
    return bool({value, _canonical(value)} & said)


def _slot_hit(unit: MemoryEntry, slots: set[str]) -> bool:
    slot = _SLOT_ALIASES.get(_slot_of_key(unit.key), _slot_of_key(unit.key))
    if slot:
        return slot in slots
    return bool(slots_named(unit.summary) & slots)


def _dense(user: User, text: str, ids: Sequence[int] | None = None, limit: int = 8) -> dict[int, float]:
    """Cosine similarity (rescaled to 0–1 as recall does) of the user's units to ``text``; only
    units embedded by the current model. ``ids`` restricts the search."""
    from apps.memory.embeddings import get_embedder, vector_literal
    from apps.memory.recall import SIMILARITY_RANGE

    embedder = get_embedder()
    try:
        vector = np.asarray(embedder.embed_query(text), dtype=np.float32)
    except Exception as exc:  # noqa: BLE001 — matching goes on with the other legs
        log.warning("memory command: embedding failed: %s", exc)
        return {}
    dim = int(vector.shape[0])
    distance = f"(embedding::vector({dim})) <=> %s::vector({dim})"
    where = "user_id = %s AND embedding_dim = %s AND embedding_model = %s"
    params: list[Any] = [vector_literal(vector), user.pk, dim, embedder.name]
    if ids is not None:
        if not ids:
            return {}
        where += " AND id = ANY(%s)"
        params.append(list(ids))
    params.append(vector_literal(vector))
    sql = f"SELECT id, 1 - ({distance}) FROM memory_memoryentry WHERE {where} ORDER BY {distance} LIMIT {int(limit)}"  # no user text: values are parameters
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    low, high = SIMILARITY_RANGE.get(dim, (0.15, 0.75))
    return {int(pk): min(1.0, max(0.0, (float(cos) - low) / (high - low))) for pk, cos in rows}


_UNIT_FIELDS = ("id", "user_id", "key", "entity", "summary", "facts", "status", "type", "enabled", "source_message_ids",
                "version", "last_confirmed_at", "updated_at", "created_at")  # fmt: skip


def _units(user: User, *, statuses: Iterable[str] | None = None) -> list[MemoryEntry]:
    """The user's units (never the vectors). A person's store is bounded by the per-type caps."""
    queryset = MemoryEntry.objects.filter(user=user)
    if statuses is not None:
        queryset = queryset.filter(status__in=list(statuses))
    return list(queryset.only(*_UNIT_FIELDS).order_by("-updated_at", "-id"))


@dataclass
class Match:
    units: list[MemoryEntry]
    ambiguous: bool = False


DENSE_ACT = 0.7  # a unit found by meaning alone is acted on only this close, and clearly ahead
DENSE_MARGIN = 0.15
DENSE_OFFER = 0.35  # … and offered as a candidate from here


def _by_entity(units: list[MemoryEntry], relation: str | None) -> list[MemoryEntry]:
    if relation:
        return [u for u in units if relation in (u.entity or "").lower()]
    own = [u for u in units if (u.entity or "user") == "user"]
    return own or units


def match_units(user: User, target: str, *, units: list[MemoryEntry] | None = None, value: str = "") -> Match:
    """The user's units that ``target`` names: by slot words, then specific keywords, then meaning.

    Several units of one single-valued slot (the same attribute said twice, or an older value kept
    pending) all match; several of a multi-valued slot (two allergies) are ambiguous unless the
    words name one. ``value`` (a correction's old value) narrows to the units that state it."""
    pool = units if units is not None else _units(user)
    if not pool or not target.strip():
        return Match([])
    relation = relation_named(target)
    slots = slots_spoken_of(target)
    specific = _specific_terms(target)
    if value:
        stated = [u for u in pool if _states(u, value)]
        if stated:
            pool = stated
    chosen: list[MemoryEntry] = []
    if slots:
        chosen = _by_entity([u for u in pool if _slot_hit(u, slots)], relation)
        if specific and chosen:
            narrowed = [u for u in chosen if specific & _unit_terms(u)]
            if narrowed:
                chosen = narrowed
            elif not any(_single_valued(u.key) for u in chosen):
                chosen = []  # "forget my cat allergy" when only a peanut allergy is stored
        if len(chosen) > 1 and not all(_single_valued(u.key) for u in chosen):
            # "forget my dog" with a cat and a dog kept: the slot's word is the value that tells them apart
            named = [u for u in chosen if _names_its_value(target, u)]
            if 0 < len(named) < len(chosen):
                chosen = named
        if chosen:
            if len(chosen) == 1 or all(_single_valued(u.key) for u in chosen):
                return Match(chosen)
            return Match(chosen[:MAX_CANDIDATES], ambiguous=True)
    if specific:
        scored = sorted(((len(specific & _unit_terms(u)), u) for u in pool), key=lambda su: -su[0])
        best = scored[0][0] if scored else 0
        if best:
            top = _by_entity([u for s, u in scored if s == best], relation)
            if len(top) == 1:
                return Match(top)
            if top:  # (none of the best is of the person named: what the words and the meaning find, below)
                dense = _dense(user, target, [u.pk for u in top], limit=len(top))
                ranked = sorted(top, key=lambda u: -dense.get(u.pk, 0.0))
                first, second = dense.get(ranked[0].pk, 0.0), dense.get(ranked[1].pk, 0.0)
                if first - second >= DENSE_MARGIN:
                    return Match([ranked[0]])
                return Match(ranked[:MAX_CANDIDATES], ambiguous=True)
    dense = _dense(user, target, [u.pk for u in pool] if units is not None else None)
    by_id = {u.pk: u for u in pool}
    ranked_ids = [pk for pk, _ in sorted(dense.items(), key=lambda kv: -kv[1]) if pk in by_id]
    if not ranked_ids:
        return Match([])
    first = dense[ranked_ids[0]]
    second = dense[ranked_ids[1]] if len(ranked_ids) > 1 else 0.0
    if first >= DENSE_ACT and first - second >= DENSE_MARGIN:
        return Match([by_id[ranked_ids[0]]])
    offered = [by_id[pk] for pk in ranked_ids if dense[pk] >= DENSE_OFFER][:MAX_CANDIDATES]
    return Match(offered, ambiguous=bool(offered))


def _squash(text: str) -> str:
    return re.sub(r"[\s,，.。'\"]+", "", text).lower()


def _states(unit: MemoryEntry, value: str) -> bool:
    """Whether ``unit`` states ``value`` ("阿里" in "阿里巴巴", "Peking" = "Beijing", "43" in "43岁")."""
    value = _squash(re.sub(r"^(?:a|an|the|my)\s+|^(?:在|是)", "", value.strip(), flags=re.I))
    if not value:
        return False
    texts = [unit.summary, *[str(v) for v in (unit.facts or {}).values()]]
    if any(value in _squash(t) for t in texts):
        return True
    canon = _canonical(value)
    return any(canon == _canonical(str(v)) for v in (unit.facts or {}).values())


def slots_spoken_of(text: str) -> set[str]:
    """The slots ``text`` names by their words ("where I live" → location), or, naming none, the one the
    statement itself fills ("I'm 41", "我在京东上班")."""
    slots = slots_named(text)
    if not slots:
        hit = _statement_hit(text)
        if hit is not None and hit.key:
            slots = {_SLOT_ALIASES.get(_slot_of_key(hit.key), _slot_of_key(hit.key))}
    return slots


def _statement_hit(statement: str) -> Any:
    from apps.memory.pipeline.slots import detect

    try:
        return detect(statement)
    except Exception:  # noqa: BLE001
        return None
