"""Applying (``reconcile``): each candidate matched, decided and carried out through the memory
services; the work that ended closes its units; a slot found by meaning when no rule found one."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any

import numpy as np
from django.db import connection
from django.db.models import Q

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.core.text import keyword_document
from apps.memory.embeddings import get_embedder, vector_literal
from apps.memory.indexing import memory_text
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.figures import CHANGED_TO, figure_heads, figure_size, figures
from apps.memory.pipeline.reconcile.decision import (
    Decision,
    DecisionAction,
    _norm,
    _shared_thing,
    decide,
    names_thing,
)
from apps.memory.pipeline.reconcile.match import find_match
from apps.memory.services import memory_confirm, memory_create, memory_update


# --- applying ---------------------------------------------------------------------------------
@dataclass
class Outcome:
    counts: dict[str, int] = field(default_factory=dict)
    touched: list[int] = field(default_factory=list)

    def add(self, action: str, memory_id: int) -> None:
        self.counts[action] = self.counts.get(action, 0) + 1
        self.touched.append(memory_id)


def _store_indexes(rows: Sequence[tuple[MemoryEntry, np.ndarray]], model: str, dim: int) -> None:
    """Write the vectors computed for the candidates (the batch embeds once) plus the keyword
    vectors, in one statement — the same columns ``indexing.index_rows`` writes."""
    if not rows:
        return
    values = ", ".join(["(%s, %s::vector, %s)"] * len(rows))
    params: list[Any] = []
    for entry, vector in rows:
        params += [entry.pk, vector_literal(vector), keyword_document(memory_text(entry.summary, entry.facts))]
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            UPDATE memory_memoryentry AS m
            SET embedding = v.embedding, embedding_model = %s, embedding_dim = %s,
                search_vector = to_tsvector('simple'::regconfig, v.doc)
            FROM (VALUES {values}) AS v(id, embedding, doc)
            WHERE m.id = v.id
            """,
            [model, dim, *params],
        )


def provenance(candidate: Candidate) -> str:
    """Who wrote what the memory's history records: the model (structured output) or the rules."""
    return "pipeline:model" if candidate.kind == "llm" else "pipeline"


def reconcile(
    *,
    user: User,
    session: ChatSession | None,
    candidates: Sequence[Candidate],
    vectors: Sequence[np.ndarray] | None,
    embedder_name: str = "",
    dim: int | None = None,
) -> Outcome:
    """Apply each candidate in order (so a batch can confirm or supersede its own earlier entries).

    Must be called inside the transaction that marks the batch's jobs done.
    """
    outcome = Outcome()
    fresh: list[tuple[MemoryEntry, np.ndarray]] = []  # created here, vectors written at the end
    embedder = _embedder_named(embedder_name)
    for index, candidate in enumerate(candidates):
        vector = vectors[index] if vectors is not None else None
        # (attributes by meaning, ``_slot_by_meaning``, stay off: on a varied check set the
        # prototypes also took purchases and fees for a salary; rules label the figures for now)
        renamed = _renamed_units(user, candidate) or _respelled_units(user, candidate)
        if renamed:
            # "前两天说的我老板名字打错了，是王建军": the units about the person named before now name them rightly
            for row in renamed:
                old_name = row.entity
                memory_update(
                    memory=row,
                    actor=provenance(candidate),
                    summary=row.summary.replace(old_name, candidate.entity),
                    facts={k: str(v).replace(old_name, candidate.entity) for k, v in (row.facts or {}).items()}
                    | ({"name": candidate.entity} if row.key == "name" else {}),
                    entity=candidate.entity,
                    change=MemoryVersion.Change.SUPERSEDED,
                    source_message_ids=candidate.source_message_ids,
                    at=candidate.at,
                )
                fresh = [(e, v) for e, v in fresh if e.pk != row.pk]
                outcome.add("superseded", row.pk)
            continue
        _renewed_figure(user, candidate)
        _renewed_figure_now(user, candidate)
        ended = _ended_unit(user, candidate)
        if ended is not None:
            # "我不再刷抖音了": the habit it names ends (its history keeps what it was)
            decision = Decision(
                DecisionAction.SUPERSEDE,
                target=ended,
                summary=candidate.summary,
                facts=dict(candidate.facts),
                reasons=["no longer"],
            )
        else:
            entry, how = find_match(user, candidate, vector, dim, fresh, embedder)
            decision = decide(candidate, entry, how=how, embedder=embedder)
        if decision.action in (DecisionAction.SUPERSEDE, DecisionAction.MERGE) and decision.target is not None:
            # memory_update indexes the new content itself
            fresh = [(e, v) for e, v in fresh if e.pk != decision.target.pk]
        at = candidate.at
        ids = candidate.source_message_ids
        if decision.action == DecisionAction.CONFIRM and decision.target is not None:
            memory_confirm(memory=decision.target, source_message_ids=ids, at=at)
            outcome.add("confirmed", decision.target.pk)
        elif decision.action in (DecisionAction.SUPERSEDE, DecisionAction.MERGE) and decision.target is not None:
            change = (
                MemoryVersion.Change.SUPERSEDED
                if decision.action == DecisionAction.SUPERSEDE
                else MemoryVersion.Change.MERGED
            )
            memory_update(
                memory=decision.target,
                actor=provenance(candidate),
                summary=decision.summary,
                facts=decision.facts,
                importance=max(decision.target.importance, candidate.importance),
                confidence=candidate.confidence if candidate.confidence != decision.target.confidence else None,
                change=change,
                source_message_ids=ids,
                at=at,
                # the batch embedded the candidate's summary: when it is the new summary, that is the vector
                vector=vector if embedder is not None and decision.summary == candidate.summary else None,
            )
            outcome.add("superseded" if decision.action == DecisionAction.SUPERSEDE else "merged", decision.target.pk)
        elif decision.action == DecisionAction.PENDING and decision.target is not None:
            existing = MemoryEntry.objects.filter(
                user=user, status=MemoryStatus.PENDING, conflicts_with=decision.target
            ).only("id", "summary")
            twin = next((p for p in existing if _norm(p.summary) == _norm(candidate.summary)), None)
            if twin is not None:
                memory_confirm(memory=twin, source_message_ids=ids, at=at)
                outcome.add("confirmed", twin.pk)
                continue
            created = _create(
                user,
                session,
                candidate,
                vector,
                dim,
                fresh,
                status=MemoryStatus.PENDING,
                conflicts_with=decision.target,
            )
            outcome.add("pending", created.pk)
        else:
            created = _create(user, session, candidate, vector, dim, fresh)
            outcome.add("created", created.pk)
    if dim is not None:
        _store_indexes(fresh, embedder_name, dim)
    return outcome


# single-valued attributes whose value is one figure (and the price of a thing: ``price:<thing>``)
_FIGURE_SLOTS = ("rent", "salary", "weight", "height", "price", "rate", "commute", "sleep", "work_hours")
# the word before a figure naming a price, fee, score or rate of something, not one's own attribute
_OTHER_MEASURE = re.compile(
    r"[价费分率温股油金汇票]|price|fee|fare|score|rate|stock|share|temperature|bill|ticket", re.I
)
# a new figure renews a stored one of a like size: at most twice or half of it (a rent of 3,200 becomes
# 3,600, not 32,000), which keeps a figure of something else from replacing it
_LIKE_SIZE = (0.5, 2.0)


def _stored_figure_slot(
    user: User, entity: str, new: tuple[str, float], *, any_measure: bool, said: str = "", priced_only: bool = False
) -> str | None:
    """The key of the single-valued figure attribute of ``user``'s ``entity`` that ``new`` (measure,
    size) renews: the same measure (money, a weight, a duration; any, for a bare count when
    ``any_measure``) and a like size, the nearest in size when several fit. The price of a thing
    (``price:condo``) is renewed only by a statement ``said`` that names that thing or refers to it
    ("it", "那台"); ``priced_only``: only such a price (the figure is said to be a price of something)."""
    rows = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=entity)
        .filter(Q(key__in=_FIGURE_SLOTS) | Q(key__startswith="price:"))
        .only("key", "facts", "summary")
    )
    heads = figure_heads(said) if said else set()
    fits: list[tuple[float, str]] = []
    for row in rows:
        facts = row.facts or {}
        priced = row.key.startswith("price:")
        if priced_only and not priced:
            continue
        if priced and not names_thing(said, row, referred=not priced_only):
            continue
        old = figure_size(str(facts.get(slots.slot_of_key(row.key), "")))
        if old is None or (not any_measure and old[0] != new[0]):
            continue
        if (
            old[0] == "duration"
            and heads
            and not (heads & figure_heads(row.summary) or _shared_thing(said, row.summary))
        ):
            continue  # "awake 20 hours now" is no figure of the hours one works
        ratio = new[1] / old[1]
        if _LIKE_SIZE[0] <= ratio <= _LIKE_SIZE[1]:
            fits.append((abs(math.log(ratio)), row.key))
    return min(fits)[1] if fits else None


def _renew(candidate: Candidate, key: str, value: str) -> None:
    """``candidate`` is the new value ``value`` of the stored attribute ``key``."""
    name = slots.slot_of_key(key)
    candidate.key, candidate.change = key, True
    candidate.facts = {name: value, **{k: v for k, v in candidate.facts.items() if v != value}}


def _has_figure_slot(candidate: Candidate) -> bool:
    return slots.slot_of_key(candidate.key) in _FIGURE_SLOTS or any(k in _FIGURE_SLOTS for k in candidate.facts)


def _renewed_figure(user: User, candidate: Candidate) -> None:
    """A change said with its figure and without the attribute's word ("房东又涨价了，这个月开始涨到三千六"
    after "我房租一个月三千二"; "减到64了" after "68.5公斤"; "down to 198"; "seller dropped it to $615k"
    after "the condo … is listed at $640k"): the new value of the stored single-valued figure attribute
    of the same person whose value measures the same kind of thing (money, a weight, a duration; a
    bare figure any) and is of a like size (the nearest when several are)."""
    if _has_figure_slot(candidate):
        return
    said = candidate.source_text or candidate.summary
    change = CHANGED_TO.search(said)
    if change is None:
        return
    # "油价涨到8块了", "the stock price went up to $150": a figure of something else (only the price
    # stored for a thing it names is renewed)
    priced_only = any(_OTHER_MEASURE.search(head) for head in figure_heads(said))
    figure = next(
        (f for f in figures(said) if f.start >= change.end() - 1 and f.kind in ("amount", "quantity", "number")), None
    )
    # (a figure in Chinese words that no figure pattern reads: "减到六十五了")
    words = re.match(r"[零一二两三四五六七八九十百千万]+(?:\.\d+)?(?:公斤|斤|块|元)?", said[change.end() :])
    value = figure.text if figure is not None else words.group(0) if words else ""
    new = figure_size(value) if value else None
    if new is None:
        return
    key = _stored_figure_slot(
        user, candidate.entity, new, any_measure=new[0] == "count", said=said, priced_only=priced_only
    )
    if key is not None:
        _renew(candidate, key, value)


# a new figure said with a word of change and no "to" ("I'm paying £1,275 from this month", "it's
# $1,650 now", "the new contract kicked in: $4,200", "32 hours now"): the stored figure of the same
# measure it renews
_NOW_CHANGE = re.compile(
    r"\b(?:now|these days|from (?:this|next) (?:month|week|year)|as of|starting (?:this|next|from|today)|kicked in"
    r"|hiked|bumped|raised|put (?:it|the \w+) up|went up|gone up|went down|gone down|dropped)\b"
    r"|(?:现在|如今|这个月起|这个月开始|下个月起|从这个月|从下个月)",
    re.I,
)


def _renewed_figure_now(user: User, candidate: Candidate) -> None:
    """A unit with no attribute of its own whose one figure is money, a weight or a duration, said
    with a word of change ("now", "from this month", "hiked"): the new value of the stored
    single-valued figure attribute of the same person that measures the same kind of thing and is of
    a like size (a bare figure is not enough here: that takes "down to" / "涨到", see
    ``_renewed_figure``)."""
    if candidate.key or _has_figure_slot(candidate):
        return
    said = candidate.source_text or candidate.summary
    if not _NOW_CHANGE.search(said):
        return
    priced_only = any(_OTHER_MEASURE.search(head) for head in figure_heads(said))
    measured = [f for f in figures(said) if f.kind in ("amount", "quantity")]
    new = figure_size(measured[0].text) if len(measured) == 1 else None
    if new is None or new[0] == "count":
        return
    key = _stored_figure_slot(user, candidate.entity, new, any_measure=False, said=said, priced_only=priced_only)
    if key is not None:
        _renew(candidate, key, measured[0].text)


def _respelled_units(user: User, candidate: Candidate) -> list[MemoryEntry]:
    """For a unit that puts a name's spelling right without naming the relation ("it's actually
    spelled Bryan"): the active units about the person stored under the likest spelling (the same
    first letter, most letters in common), when there is one."""
    if not candidate.renames or candidate.facts.get("relation"):
        return []
    new = candidate.entity
    active = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).exclude(entity__in=(new, "user"))
    names = {
        e for e in active.values_list("entity", flat=True).distinct()[:200] if re.fullmatch(r"[A-Z][a-z]+", e or "")
    }
    scored = sorted(
        ((SequenceMatcher(None, name.lower(), new.lower()).ratio(), name) for name in names if name[0] == new[0]),
        reverse=True,
    )
    if not scored or scored[0][0] < 0.6:
        return []
    return list(active.filter(entity=scored[0][1]).order_by("id"))


def _renamed_units(user: User, candidate: Candidate) -> list[MemoryEntry]:
    """For a unit that says a relation's earlier name was wrong (``Candidate.renames``): the active
    units about the person of that relation under another name (the latest one named so, and every
    unit about that name)."""
    relation = candidate.facts.get("relation", "")
    if not candidate.renames or not relation:
        return []
    said = slots.canonical(relation.rsplit("的", 1)[-1])
    active = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).exclude(entity=candidate.entity)
    rows = active.filter(facts__has_key="relation").order_by("-last_confirmed_at", "-id")[:50]
    named = next(
        (
            r
            for r in rows
            if slots.canonical(str((r.facts or {}).get("relation", "")).rsplit("的", 1)[-1]) == said
            and r.entity != "user"
        ),
        None,
    )
    if named is None:
        return []
    return list(active.filter(entity=named.entity).order_by("id"))


def _ended_unit(user: User, candidate: Candidate) -> MemoryEntry | None:
    """The unit a "no longer" statement ends: the latest active unit of the same person (not a
    prohibition, not itself a "no longer") that names what the statement says has ended; for "I
    quit my job" / "我辞职了", the latest unit holding their job or employer."""
    if candidate.type == "prohibition":
        return None
    said = candidate.source_text or candidate.summary
    active = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=candidate.entity)
    terms = slots.ended_terms(said)
    if terms:
        named = Q()
        for word in {word for term in terms for word in slots.synonyms(term)}:
            named |= Q(summary__icontains=word)
        rows = active.exclude(type="prohibition").filter(named).order_by("-last_confirmed_at", "-id")[:5]
        found = next((row for row in rows if not slots.ended_terms(row.summary)), None)
        if found is not None:
            return found
    ended = slots.ended_slots(said)
    if not ended or (candidate.key and slots.slot_of_key(candidate.key) in ended):
        return None  # (a new job names its own attribute: the key match replaces the old one)
    return (
        active.filter(Q(key__in=ended) | Q(facts__has_any_keys=list(ended)))
        .order_by("-last_confirmed_at", "-id")
        .first()
    )


def _embedder_named(name: str) -> object | None:
    """The process's embedder when it is the one the batch's vectors came from (prototype and
    value vectors must live in the same space)."""
    if not name:
        return None
    embedder = get_embedder()
    return embedder if embedder.name == name else None


def _slot_by_meaning(candidate: Candidate, vector: np.ndarray, embedder: object) -> None:
    """A statement with a figure that no rule gave an attribute ("我每个月能拿到两万" → salary) gets
    one by meaning: its vector against the slot prototypes. Only figure slots are filled this way
    (their value is the figure, verbatim)."""
    if candidate.key or candidate.type != "fact" or candidate.entity == "" or not figures(candidate.source_text or ""):
        return
    slot = slots.slot_by_meaning(vector, embedder)
    if slot is None:
        return
    amount = slots.first_amount(candidate.source_text) or next(
        (f.text for f in figures(candidate.source_text) if f.kind in ("amount", "number", "quantity")), None
    )
    if amount is None:
        return
    candidate.key = slot
    candidate.facts = {slot: amount, **{k: v for k, v in candidate.facts.items() if v != amount}}


def _create(
    user: User,
    session: ChatSession | None,
    candidate: Candidate,
    vector: np.ndarray | None,
    dim: int | None,
    fresh: list[tuple[MemoryEntry, np.ndarray]],
    *,
    status: str = MemoryStatus.ACTIVE,
    conflicts_with: MemoryEntry | None = None,
) -> MemoryEntry:
    precomputed = vector is not None and dim is not None
    entry = memory_create(
        user=user,
        summary=candidate.summary,
        type=candidate.type,
        facts=candidate.facts,
        entity=candidate.entity,
        key=candidate.key,
        importance=candidate.importance,
        confidence=candidate.confidence,
        status=status,
        language=candidate.language,
        source_session=session,
        source_message_ids=candidate.source_message_ids,
        conflicts_with=conflicts_with,
        at=candidate.at,
        index=not precomputed,
        actor=provenance(candidate),
    )
    if precomputed:
        assert vector is not None
        fresh.append((entry, np.asarray(vector, dtype=np.float32)))
    return entry
