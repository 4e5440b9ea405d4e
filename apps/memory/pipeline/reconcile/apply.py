"""Applying (``reconcile``): each candidate matched, decided and carried out through the memory
services; the work that ended closes its units; a slot found by meaning when no rule found one."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any

import numpy as np
from django.db import connection
from django.db.models import Q, QuerySet

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.core.text import has_cjk, keyword_document, keywords, traditional_forms
from apps.memory.embeddings import get_embedder, vector_literal
from apps.memory.indexing import memory_text
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.compress.renames import said_instead_of
from apps.memory.pipeline.figures import figures
from apps.memory.pipeline.reconcile.decision import Decision, DecisionAction, _norm, decide
from apps.memory.pipeline.reconcile.match import find_match
from apps.memory.pipeline.reconcile.ranks import _place, child_by_rank
from apps.memory.pipeline.reconcile.renewals import renew_figures
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
        old_name, renamed = _renamed_units(user, candidate) or _respelled_units(user, candidate) or ("", [])
        if old_name:
            # "前两天说的我老板名字打错了，是王建军": the units about the person named before now name them
            # rightly, and so do the units that name them ("The user's sister is called Joan")
            for row in renamed:
                memory_update(
                    memory=row,
                    actor=provenance(candidate),
                    summary=_name_replaced(row.summary, old_name, candidate.entity),
                    facts={k: _name_replaced(str(v), old_name, candidate.entity) for k, v in (row.facts or {}).items()}
                    | ({"name": candidate.entity} if row.key == "name" else {}),
                    entity=candidate.entity if row.entity == old_name else row.entity,
                    change=MemoryVersion.Change.CORRECTED,  # the name was never the other one
                    source_message_ids=candidate.source_message_ids,
                    at=candidate.at,
                )
                fresh = [(e, v) for e, v in fresh if e.pk != row.pk]
                outcome.add("superseded", row.pk)
            continue
        _corrected_someone_else(user, candidate)
        _child_by_rank(user, candidate)
        if not renew_figures(user, candidate):
            continue  # "doc upped it to 100mg" with two medicines taken and neither named: no guess
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
                MemoryVersion.Change.MERGED
                if decision.action == DecisionAction.MERGE
                # "之前说错了，是周五": the old value was never true, so it is no history to recall
                else MemoryVersion.Change.CORRECTED
                if candidate.corrects
                else MemoryVersion.Change.SUPERSEDED
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


def _name_replaced(text: str, old: str, new: str) -> str:
    """``text`` with the name ``old`` written ``new`` (a Latin name as a whole word: not "Joan" in "Joanna")."""
    if has_cjk(old):
        return text.replace(old, new)
    return re.sub(rf"(?<![A-Za-z]){re.escape(old)}(?![A-Za-z])", new, text)


def _naming(user: User, old: str, new: str) -> tuple[str, list[MemoryEntry]]:
    """The active units about the person named ``old``, and those that name them among their facts ("The user's
    sister is called Joan", mentions Joan), for a rename to ``new``; never a unit that only has the word in its
    text (a month "May", a city "Sydney"), nor any when ``old`` is a relation word, no name."""
    active = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).exclude(entity=new)
    if old.lower() in slots.RELATIONS or not (has_cjk(old) or old[:1].isupper()):
        return old, list(active.filter(entity=old).order_by("-id")[:50])
    rows = list(active.filter(Q(entity=old) | Q(summary__contains=old)).order_by("-id")[:200])

    def names_them(row: MemoryEntry) -> bool:
        said = [v.strip() for value in (row.facts or {}).values() for v in str(value).split(",")]
        return old in said

    return old, [r for r in rows if r.entity == old or names_them(r)]


def _respelled_units(user: User, candidate: Candidate) -> tuple[str, list[MemoryEntry]] | None:
    """For a unit that puts a name's spelling right without naming the relation ("it's actually
    spelled Bryan"): the old name and the active units about the person stored under the likest
    spelling (the same first letter, most letters in common), when there is one."""
    if not candidate.renames or candidate.facts.get("relation"):
        return None
    new = candidate.entity
    wrong = said_instead_of(candidate.source_text or "")
    if wrong and MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=wrong).exists():
        return _naming(user, wrong, new)  # "it's Gráinne, not Clodagh": the name said to be wrong, whatever its letters
    active = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).exclude(entity__in=(new, "user"))
    names = {
        e for e in active.values_list("entity", flat=True).distinct()[:200] if re.fullmatch(r"[A-Z][a-z]+", e or "")
    }
    scored = sorted(
        ((SequenceMatcher(None, name.lower(), new.lower()).ratio(), name) for name in names if name[0] == new[0]),
        reverse=True,
    )
    if not scored or scored[0][0] < 0.6:
        return None
    return _naming(user, scored[0][1], new)


def _renamed_units(user: User, candidate: Candidate) -> tuple[str, list[MemoryEntry]] | None:
    """For a unit that says a relation's earlier name was wrong (``Candidate.renames``): the old name
    and the active units about the person of that relation under another name (the latest one named
    so, every unit about that name and every unit that names them)."""
    relation = candidate.facts.get("relation", "")
    if not candidate.renames or not relation:
        return None
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
        return None
    return _naming(user, named.entity, candidate.entity)


def _child_by_rank(user: User, candidate: Candidate) -> None:
    """A child named by their rank alone, later ("老二下学期就四年级了" of a family told apart as 大女儿 / 小女儿, "our
    youngest is in Grade 4 now"): the one stored at that rank, whose units it renews (``ranks.child_by_rank``)."""
    relation = str(candidate.facts.get("relation", ""))
    generic = candidate.entity == "child" or _place(relation) == "second"
    if candidate.entity == "user" or not relation or not generic or not _place(relation):
        return
    rows = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, facts__has_key="relation")
        .exclude(entity="user")
        .only("entity", "facts")[:200]
    )
    younger = child_by_rank(relation, [(r.entity, str((r.facts or {}).get("relation", ""))) for r in rows])
    if younger is not None:
        candidate.entity, candidate.facts = younger[0], {**candidate.facts, "relation": younger[1]}


def _corrected_someone_else(user: User, candidate: Candidate) -> None:
    """A correction that says no whose ("Sorry, correction: annual day is on 12th December only, not
    14th" after "My son's annual day function is on 14th December") puts right the one stored unit of
    someone else that speaks of the same thing (two words in common, figures aside), when nothing of
    the speaker's does: it is theirs."""
    if not candidate.corrects or candidate.entity != "user":
        return
    said = {t for t in keywords(candidate.summary) if not any(c.isdigit() for c in t) and len(t) > 2}
    said -= {"user", "correction", "sorry", "actual", "actually", "wrong"}
    if len(said) < 2:
        return
    rows = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).only("entity", "summary")[:500]
    sharing = {row.entity for row in rows if len(said & set(keywords(row.summary))) >= 2}
    if len(sharing) == 1 and "user" not in sharing:
        candidate.entity = sharing.pop()


# (an English word whole: "wife" is not in "midwife")
_PARTNER_RELATION = re.compile(rf"(?<![A-Za-z]){slots.PARTNER_WORDS}(?![A-Za-z])", re.I)


def _partner_unit(user: User, name: str | None) -> MemoryEntry | None:
    """The active unit that says who the person's partner is (their relation a boyfriend, girlfriend,
    partner or fiancé(e)), the one named ``name`` when a name is said: the latest that says so in its
    words ("用户女朋友叫小雨"; "小雨在银行上班" is her job, which holds)."""
    rows = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, facts__has_key="relation").exclude(
        type="prohibition"
    )
    if name:
        rows = rows.filter(Q(entity=name) | Q(summary__contains=name))
    partners = [
        row
        for row in rows.order_by("-last_confirmed_at", "-id")[:20]
        if _PARTNER_RELATION.search(str((row.facts or {}).get("relation", "")))
    ]
    said = [row for row in partners if _PARTNER_RELATION.search(row.summary)]
    # (the unit that names them first: "The user's girlfriend is Sam" before "… Sam is a nurse")
    return next((row for row in said if "name" in (row.facts or {})), None) or next(iter(said), None)


def _ended_unit(user: User, candidate: Candidate) -> MemoryEntry | None:
    """The unit a "no longer" statement ends: the latest active unit of the same person (not a
    prohibition, not itself a "no longer") that names what the statement says has ended; for "I
    quit my job" / "我辞职了", the latest unit holding their job or employer."""
    if candidate.type == "prohibition":
        return None
    said = candidate.source_text or candidate.summary
    split, partner_name, _ = slots.parted_partner(said)
    if split:
        partner = _partner_unit(user, partner_name)
        if partner is not None:
            return partner  # "我和小雨分手了": who 小雨 was to them has ended

    def active() -> QuerySet[MemoryEntry]:
        # (built only for a statement that names something ended: most name nothing, and making
        # the queryset cost more than the rest of the check)
        return MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=candidate.entity)

    terms = slots.ended_terms(said)
    if terms:
        named = Q()
        for word in {word for term in terms for word in slots.synonyms(term)}:
            # (a unit keeps the person's script: 手摇饮 is found in 每天都要買一杯手搖飲)
            named |= Q(summary__icontains=word)
            for form in traditional_forms(word):
                named |= Q(summary__icontains=form)
        rows = active().exclude(type="prohibition").filter(named).order_by("-last_confirmed_at", "-id")[:5]
        found = next((row for row in rows if not slots.ended_terms(row.summary)), None)
        if found is not None:
            return found
    ended = slots.ended_slots(said)
    if not ended or candidate.key in ended:
        return None  # (a new job names its own attribute: the key match replaces the old one)
    holding = active().filter(Q(key__in=ended) | Q(facts__has_any_keys=list(ended)))
    if candidate.key:
        # (a value of its own of a slot with many, "vehicle:tesla model 3" after "sold the old car",
        # replaces nothing by its key: the one that ended is another unit of the slot)
        holding = holding.exclude(key=candidate.key)
    return holding.order_by("-last_confirmed_at", "-id").first()


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
