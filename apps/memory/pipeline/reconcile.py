"""Reconcile candidates with what is already stored about the user.

Matching, in order: the same entity and key; a single-valued fact the candidate gives a new value
for ("预算改成8万" → the entry that holds ``budget``); then vector and keyword similarity over the
user's active entries about the same entity. The decision (``decide``, a pure function):

* nothing matches → **create**;
* the same again → **confirm** (no new row, no new version; ``last_confirmed_at`` bumped);
* a newer value for the same slot → **supersede** (the old value stays only in the history);
* the same slot with facts added and none contradicted → **merge**;
* a contradiction without a sign of change → **pending**, for the user to confirm.

A figure is never replaced by a paraphrase: a new value without digits never overwrites one with
digits ("预算充足" does not replace "8万").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any

import numpy as np
from django.db import connection
from django.db.models import Q

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.core.text import has_cjk, keyword_document, keywords
from apps.memory.embeddings import get_embedder, vector_literal
from apps.memory.indexing import memory_text
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.figures import figure_heads, figures
from apps.memory.services import memory_confirm, memory_create, memory_update

# Facts that hold one value at a time: a different value is a change (or a contradiction).
SINGLE_VALUED = frozenset(
    {
        "budget",
        "deadline",
        "city",
        "occupation",
        "employer",
        "age",
        "name",
        "price",
        "salary",
        "rent",
        "version",
        "hometown",
        "tool",
        "launch",
        "start",
        "work_city",
        "birthday",
        "marital_status",
        "children",
        "grade",
        "address",
        "school",
        "major",
        "smoking",
        "drinking",
        "weight",
    }
)
# Cosine above which an entry is worth comparing with a candidate, per embedding dimension
# (e5 similarities crowd between 0.78 and 0.94; USE and OpenAI spread out).
NEIGHBOUR_COSINE = {384: 0.86, 512: 0.55, 1536: 0.55}
# Attributes that hold many values (one unit each, keyed "allergy:peanut"): a value said in
# another language is found among the units of the same attribute.
MULTI_VALUED_SLOTS = frozenset(
    {"allergy", "diet", "health", "pet", "language", "preference", "activity", "vehicle", "learning"}
)
NEIGHBOURS = 4
_DATE_KEY = re.compile(r"^date(?:_\d+)?$")



class DecisionAction(StrEnum):
    """What reconcile does with a candidate."""

    CREATE = "create"
    CONFIRM = "confirm"
    SUPERSEDE = "supersede"
    MERGE = "merge"
    PENDING = "pending"


@dataclass
class Decision:
    action: DecisionAction
    target: MemoryEntry | None = None
    summary: str | None = None
    facts: dict[str, str] | None = None
    reasons: list[str] = field(default_factory=list)


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.lower())


@lru_cache(maxsize=4096)
def _term_set(text: str) -> frozenset[str]:
    return frozenset(t for t in keywords(text) if len(t) > 1)


def text_similarity(a: str, b: str, *, ignore: set[str] | None = None) -> float:
    """Jaccard similarity of the keyword sets (names of the people involved ignored)."""
    skip = {w.lower() for w in (ignore or set())} | {"用户", "user"}
    left, right = _term_set(a) - skip, _term_set(b) - skip
    if not left or not right:
        return 1.0 if _norm(a) == _norm(b) else 0.0
    return len(left & right) / len(left | right)


def _facts_of(entry: MemoryEntry) -> dict[str, str]:
    return {str(k): str(v) for k, v in (entry.facts or {}).items()}


def _negated(text: str) -> bool:
    return bool(
        re.search(r"不|没|别|\b(?:not|no|never|don't|doesn't|didn't|isn't|aren't|won't|can't|no longer)\b", text, re.I)
    )


def _updated_summary(
    old: MemoryEntry, candidate: Candidate, conflicts: dict[str, tuple[str, str]], merged: dict[str, str]
) -> str:
    """The summary after an update, keeping every current figure in view.

    Substituting the new values into the old sentence keeps its context ("项目A预算5万，截止3月15日"
    → "项目A预算8万，截止3月15日"); otherwise the candidate's sentence is used when it carries every
    value the old sentence showed that still holds; otherwise both are kept.
    """
    if candidate.change:
        # a change said in words ("moved to Denver last month") is the better sentence when it
        # carries every value of the entry that still holds
        others = [
            v
            for k, v in merged.items()
            if k not in conflicts and not _DATE_KEY.match(k) and k not in ("relation", "mentions")
        ]
        if all(v in candidate.summary for v in others) and all(new in candidate.summary for _, new in conflicts.values()):
            return candidate.summary
    substituted = old.summary
    replaced = 0
    for old_value, new_value in conflicts.values():
        if old_value and old_value in substituted:
            substituted = substituted.replace(old_value, new_value)
            replaced += 1
    if conflicts and replaced == len(conflicts):
        return substituted
    still_current = [
        v for v in merged.values() if v in old.summary and not any(v == ov for ov, _ in conflicts.values())
    ]
    if all(v in candidate.summary for v in still_current):
        return candidate.summary
    joiner = "；" if has_cjk(old.summary) else "; "
    return (substituted if replaced else old.summary).rstrip("。.;； ") + joiner + candidate.summary


_OLDER = re.compile(r"姐|哥|\b(?:older|big|elder)\b", re.I)
_YOUNGER = re.compile(r"妹|弟|\b(?:younger|little|baby)\b", re.I)


def _other_sibling(old: str, new: str) -> bool:
    """Two relations that are siblings on either side of the user (姐姐 / 妹妹, big / little
    brother) name two people, though both are "sister" or "brother"."""
    def rank(relation: str) -> str:
        return "older" if _OLDER.search(relation) else "younger" if _YOUNGER.search(relation) else ""

    return bool(rank(old)) and bool(rank(new)) and rank(old) != rank(new)


def decide(
    candidate: Candidate, entry: MemoryEntry | None, *, how: str = "key", embedder: object | None = None
) -> Decision:
    """What to do with ``candidate`` given the best-matching stored ``entry`` (``how`` it matched:
    "key", "fact", "slot" or "similar"). Values are compared as meanings, not strings: "花生" and
    "peanuts" are one value (``slots.same_value``; ``embedder`` allows translations by meaning)."""
    if entry is None:
        return Decision(DecisionAction.CREATE, reasons=["no match"])
    old_facts = _facts_of(entry)
    new_facts = dict(candidate.facts)

    def same(a: str, b: str) -> bool:
        return _norm(a) == _norm(b) or slots.same_value(a, b, embedder)

    if how == "slot":
        # the same kind of thing (an allergy, a like, a pet), each value its own unit
        old_main, new_main = slots.main_value(old_facts), slots.main_value(new_facts)
        if old_main is None or new_main is None or not same(old_main[1], new_main[1]):
            return Decision(DecisionAction.CREATE, reasons=["the same attribute, another value"])
        if old_main[0] != new_main[0] or _negated(candidate.summary) != _negated(entry.summary):
            if candidate.change:
                return _supersede(entry, candidate, {}, old_facts, new_facts, ["the opposite, with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (the opposite)"])
        return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same value in other words"])
    # never replace a figure by a paraphrase
    paraphrased = False
    for key in list(new_facts):
        if key in old_facts and _figure_value(old_facts[key]) and not figures(new_facts[key]):
            del new_facts[key]
            paraphrased = True
    if _other_sibling(old_facts.get("relation", ""), new_facts.get("relation", "")):
        return Decision(DecisionAction.CREATE, reasons=["another sibling (older / younger)"])
    # who someone is to the user, said in another language, is no new value ("用户的哥" / "brother of the user")
    shared = set(old_facts) & set(new_facts) - {"relation"}
    conflicts = {k: (old_facts[k], new_facts[k]) for k in shared if not same(old_facts[k], new_facts[k])}
    added = {
        k: v
        for k, v in new_facts.items()
        if k not in old_facts and v not in old_facts.values() and not (k == "mentions" or _DATE_KEY.match(k))
    }
    if how in ("key", "fact"):
        # likes ↔ dislikes of one thing: the opposite, not an addition
        old_main, new_main = slots.main_value(old_facts), slots.main_value(new_facts)
        if (
            old_main is not None
            and new_main is not None
            and old_main[0] != new_main[0]
            and {old_main[0], new_main[0]} <= {"likes", "dislikes", "avoids", "diet"}
            and same(old_main[1], new_main[1])
        ):
            if candidate.change:
                return _supersede(entry, candidate, {}, old_facts, new_facts, ["the opposite, with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (the opposite)"])
    ignore = {candidate.entity, entry.entity}
    similarity = text_similarity(candidate.summary, entry.summary, ignore=ignore)
    same_text = _norm(candidate.summary) == _norm(entry.summary)
    negation_flip = _negated(candidate.summary) != _negated(entry.summary)

    if how == "translation":
        value_conflicts = {k: v for k, v in conflicts.items() if not _DATE_KEY.match(k)}
        if not value_conflicts and not negation_flip:
            return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same, said in the other language"])
        how = "similar"
    if how == "similar":
        if any(_DATE_KEY.match(k) for k in conflicts):
            return Decision(DecisionAction.CREATE, reasons=["a different occasion"])
        if negation_flip and similarity >= 0.5:
            if candidate.change:
                return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["negation with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (negation)"])
        if same_text or (similarity >= 0.75 and not conflicts):
            if added:
                merged = {**old_facts, **added}
                return Decision(
                    DecisionAction.MERGE, target=entry, summary=entry.summary, facts=merged, reasons=["similar, adds facts"]
                )
            return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same again"])
        # "the payment's down to $342" after "my car loan payment is $389": a new figure for the
        # thing the old one measured
        renewed = (
            candidate.change
            and any(figures(new) for _, new in conflicts.values())
            and all(figures(new) or key == "mentions" for key, (_, new) in conflicts.items())
        )
        if renewed and (figure_heads(candidate.summary) & figure_heads(entry.summary) or _shared_thing(candidate.summary, entry.summary)):
            return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["a newer figure for the same thing"])
        return Decision(DecisionAction.CREATE, reasons=[f"similar but different ({similarity:.2f})"])

    # matched on the slot (same key, or a single-valued fact)
    value_conflicts = {k: v for k, v in conflicts.items() if not _DATE_KEY.match(k)}
    if not value_conflicts:
        facts_repeat = (bool(new_facts) or paraphrased) and all(
            k in old_facts and same(old_facts[k], v)
            for k, v in new_facts.items()
            if not _DATE_KEY.match(k) and k not in ("relation", "mentions")
        )
        if not added and not negation_flip and (same_text or similarity >= 0.5 or facts_repeat):
            return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same values again"])
        if negation_flip and not added and similarity >= 0.3:
            if candidate.change:
                return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["negation with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (negation)"])
        slot_key = ":" not in entry.key or entry.key.startswith("project:")
        if not slot_key and not added:
            return Decision(DecisionAction.CREATE, reasons=["the same topic, something else said"])
        merged = {**old_facts, **added}
        summary = (
            entry.summary
            if set(keywords(candidate.summary)) <= set(keywords(entry.summary))
            else _updated_summary(entry, candidate, {}, merged)
        )
        return Decision(DecisionAction.MERGE, target=entry, summary=summary, facts=merged, reasons=["complementary facts"])
    figures_changed = all(figures(new) for _, new in value_conflicts.values())
    if candidate.change or figures_changed:
        return _supersede(entry, candidate, value_conflicts, old_facts, new_facts, ["a newer value"])
    return Decision(DecisionAction.PENDING, target=entry, reasons=["a different value without a sign of change"])


_GENERIC_TERMS = frozenset(
    keywords("user user's users 用户 month year week day night now only about per each every time times 每月 每个月 一个月 每年 现在")
)


def _shared_thing(a: str, b: str) -> bool:
    """Do two statements name a common thing (a word of three or more letters, or two Chinese
    characters, beyond the person, periods and "now")? "the user's phone plan with Vodafone is
    €25" and "switched their phone over to Lebara, €12 now" share "phone"."""

    def things(text: str) -> set[str]:
        return {t for t in keywords(text) if not any(c.isdigit() for c in t) and len(t) >= (2 if has_cjk(t) else 3)}

    return bool(things(a) & things(b) - _GENERIC_TERMS)


def _figure_value(value: str) -> bool:
    """Does ``value`` hold a figure of its own ("$389", "3千5", "Pixel 8"), not a digit inside a
    code ("H-1B", "F-1", "MP3")?"""
    return any(
        figure.kind != "number"
        or not (re.search(r"[A-Za-z]-?$", value[: figure.start]) or re.match(r"[A-Za-z]", value[figure.end :]))
        for figure in figures(value)
    )


def _supersede(
    entry: MemoryEntry,
    candidate: Candidate,
    conflicts: dict[str, tuple[str, str]],
    old_facts: dict[str, str],
    new_facts: dict[str, str],
    reasons: list[str],
) -> Decision:
    kept = {
        k: v for k, v in old_facts.items() if not (_DATE_KEY.match(k) and any(_DATE_KEY.match(n) for n in new_facts))
    }
    merged = {**kept, **new_facts}
    return Decision(
        DecisionAction.SUPERSEDE,
        target=entry,
        summary=_updated_summary(entry, candidate, conflicts, merged),
        facts=merged,
        reasons=reasons,
    )


# --- matching ---------------------------------------------------------------------------------
_MATCH_COLUMNS = (
    "id, user_id, entity, key, type, summary, facts, importance, confidence, status, version, last_confirmed_at"
)


def find_match(
    user: User,
    candidate: Candidate,
    vector: np.ndarray | None,
    dim: int | None,
    fresh: Sequence[tuple[MemoryEntry, np.ndarray]] = (),
    embedder: object | None = None,
) -> tuple[MemoryEntry | None, str]:
    """The stored entry a candidate should be reconciled with, and how it was found ("key",
    "fact" or "similar"). One round trip: every leg is a branch of one UNION ALL. ``fresh`` are
    rows created earlier in the same batch whose vectors are not written yet."""
    legs: list[str] = []
    params: list[Any] = []
    scope = "user_id = %s AND status = 'active' AND entity = %s"
    if candidate.key:
        legs.append(
            f"(SELECT {_MATCH_COLUMNS}, 'key' AS how, 0.0 AS score FROM memory_memoryentry WHERE {scope} AND key = %s ORDER BY last_confirmed_at DESC, id DESC LIMIT 1)"
        )
        params += [user.pk, candidate.entity, candidate.key]
    prefix = candidate.key.split(":", 1)[0]
    by_slot = ":" in candidate.key and prefix in MULTI_VALUED_SLOTS
    if by_slot:
        legs.append(
            f"(SELECT {_MATCH_COLUMNS}, 'slot' AS how, 0.0 AS score FROM memory_memoryentry WHERE {scope} AND key LIKE %s ORDER BY last_confirmed_at DESC, id DESC LIMIT 20)"
        )
        params += [user.pk, candidate.entity, prefix.replace("%", "") + ":%"]
    slot_facts = [k for k in candidate.facts if k in SINGLE_VALUED]
    if slot_facts and (":" not in candidate.key or candidate.key.startswith("project:")):
        legs.append(
            f"(SELECT {_MATCH_COLUMNS}, 'fact' AS how, 0.0 AS score FROM memory_memoryentry WHERE {scope} AND facts ?| %s ORDER BY last_confirmed_at DESC, id DESC LIMIT 10)"
        )
        params += [user.pk, candidate.entity, slot_facts]
    if vector is not None and dim:
        literal = vector_literal(vector)
        legs.append(
            f"(SELECT {_MATCH_COLUMNS}, 'vector' AS how, 1 - ((embedding::vector({dim})) <=> %s::vector({dim})) AS score"
            f" FROM memory_memoryentry WHERE {scope} AND embedding_dim = {dim}"
            f" ORDER BY (embedding::vector({dim})) <=> %s::vector({dim}) LIMIT {NEIGHBOURS})"
        )
        params += [literal, user.pk, candidate.entity, literal]
    terms = sorted({t.replace("'", "").replace("\\", "") for t in keywords(candidate.summary) if len(t) > 1})[:12]
    if terms:
        query = " & ".join(f"'{t}'" for t in terms) if len(terms) <= 6 else " | ".join(f"'{t}'" for t in terms)
        legs.append(
            f"(SELECT {_MATCH_COLUMNS}, 'keyword' AS how, ts_rank_cd(search_vector, to_tsquery('simple', %s), 32) AS score"
            f" FROM memory_memoryentry WHERE {scope} AND search_vector @@ to_tsquery('simple', %s) ORDER BY score DESC LIMIT {NEIGHBOURS})"
        )
        params += [query, user.pk, candidate.entity, query]
    if not legs:
        return None, "similar"
    rows = list(MemoryEntry.objects.raw(" UNION ALL ".join(legs), params))
    by_how: dict[str, list[MemoryEntry]] = {}
    for row in rows:
        by_how.setdefault(str(row.__dict__["how"]), []).append(row)
    if by_how.get("key"):
        return by_how["key"][0], "key"
    if by_slot and by_how.get("slot"):
        # another word for a value already kept ("peanuts" after "花生"), else a value of its own
        new_main = slots.main_value(candidate.facts)
        for row in by_how["slot"]:
            old_main = slots.main_value(_facts_of(row))
            if new_main and old_main and slots.same_value(old_main[1], new_main[1], embedder):
                return row, "slot"
        return None, "slot"
    facts_rows = by_how.get("fact", [])
    project = candidate.facts.get("project")
    if project:
        facts_rows = [r for r in facts_rows if _facts_of(r).get("project") in (None, project)]
    else:
        prefix = candidate.key.split(":")[0]
        # a single-valued fact kept under another attribute counts ("在网易做游戏策划" holds the
        # employer that "入职米哈游了" replaces); a multi-valued unit's facts do not
        facts_rows = [
            r
            for r in facts_rows
            if "project" in _facts_of(r) or not candidate.key or ":" not in r.key or r.key.split(":")[0] == prefix
        ]
    if facts_rows:
        return facts_rows[0], "fact"
    translated = _said_in_the_other_language(candidate, vector, by_how.get("vector", []), fresh)
    if translated is not None:
        return translated, "translation"
    floor = NEIGHBOUR_COSINE.get(dim or 0, 0.55)
    similar = [r for r in by_how.get("vector", []) if float(r.__dict__["score"]) >= floor] + by_how.get("keyword", [])
    if vector is not None:
        similar += [e for e, v in fresh if e.entity == candidate.entity and float(np.dot(v, vector)) >= floor]
    if not similar:
        return None, "similar"
    best = max(
        similar, key=lambda e: text_similarity(candidate.summary, e.summary, ignore={candidate.entity, e.entity})
    )
    return best, "similar"


# Names, codes and figures written the same way in either language ("Python", "GMT+8", "F45",
# "500mg", "Westfield Primary"): what lets a statement in one language find its twin in the other.
_ANCHOR = re.compile(r"[A-Za-z][A-Za-z0-9+#.-]*[A-Za-z0-9+#]|\d[\d.,]*\s?[A-Za-z]+|[A-Z]{2,}")
_NOT_ANCHORS = frozenset(keywords("the user user's users a an and or of to in on at is are was were it its this that for with"))


def anchors(text: str) -> set[str]:
    """The tokens of ``text`` that any language writes the same way; in English only names, codes
    and figures (capitalised words not opening the sentence, words with digits, acronyms); a
    figure with a unit in one spelling for both ("40分钟" / "40 minutes" → "40min")."""
    found: set[str] = set()
    cjk = has_cjk(text)
    for match in _ANCHOR.finditer(text):
        token = match.group(0)
        if not cjk:
            opening = match.start() == 0 or bool(re.search(r"[.!?]\s*$", text[: match.start()]))
            named = token[:1].isupper() and not opening
            if not (named or re.search(r"\d", token) or token.isupper()):
                continue
        if token[:1].isdigit() and slots.measures(token):
            continue  # a figure with its unit is written one way for both languages (below)
        if token.lower() not in _NOT_ANCHORS and len(token) >= 2:
            found.add(token.lower().replace(" ", ""))
    return found | slots.measures(text)


def _said_in_the_other_language(
    candidate: Candidate,
    vector: np.ndarray | None,
    neighbours: Sequence[MemoryEntry],
    fresh: Sequence[tuple[MemoryEntry, np.ndarray]],
) -> MemoryEntry | None:
    """The same statement said before in the other language: among the person's units nearest in
    meaning (the vector leg's neighbours, best first, and this batch's new units), the nearest one
    in the other language, of the same attribute (schedule, favourite, …), naming every name, code and figure the
    candidate names ("用户这边是GMT+8时区" / "The user's time zone is GMT+8"). No threshold: the
    names carry the identity, the meaning picks among units that share them."""
    own = anchors(candidate.summary)
    if not own or vector is None:
        return None
    zh = has_cjk(candidate.summary)
    pool = [(float(row.__dict__["score"]), row) for row in neighbours]
    pool += [(float(np.dot(v, vector)), e) for e, v in fresh if e.entity == candidate.entity]
    others = [(score, row) for score, row in pool if has_cjk(row.summary) != zh]
    if not others:
        return None
    _, nearest = max(others, key=lambda pair: pair[0])
    # (a routine is kept under "schedule" when the rules see its frequency in one language and
    # under no attribute when they do not in the other: the two are one kind)
    kinds = {slots.slot_of_key(nearest.key), slots.slot_of_key(candidate.key)}
    same_attribute = len(kinds) == 1 or kinds == {"", "schedule"}
    if not same_attribute or not own <= anchors(memory_text(nearest.summary, nearest.facts)):
        return None
    return nearest


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
        ended = _ended_unit(user, candidate)
        if ended is not None:
            # "我不再刷抖音了": the habit it names ends (its history keeps what it was)
            decision = Decision(
                DecisionAction.SUPERSEDE, target=ended, summary=candidate.summary, facts=dict(candidate.facts), reasons=["no longer"]
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
            change = MemoryVersion.Change.SUPERSEDED if decision.action == DecisionAction.SUPERSEDE else MemoryVersion.Change.MERGED
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
    return active.filter(Q(key__in=ended) | Q(facts__has_any_keys=list(ended))).order_by("-last_confirmed_at", "-id").first()


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
