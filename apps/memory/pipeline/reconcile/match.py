"""Matching: the stored entry a candidate is about (``find_match``): the same entity and key, a
single-valued fact, then vector and keyword similarity, a value said in the other language."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np
from django.db import connection

from apps.accounts.models import User
from apps.core.text import has_cjk, keywords
from apps.memory.embeddings import vector_literal
from apps.memory.indexing import memory_text
from apps.memory.models import MemoryEntry
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.figures import figure_heads
from apps.memory.pipeline.lexicon import DATE_MOVED, denies
from apps.memory.pipeline.reconcile.decision import (
    MULTI_VALUED_SLOTS,
    NEIGHBOUR_COSINE,
    NEIGHBOURS,
    SINGLE_VALUED,
    _facts_of,
    text_similarity,
)
from apps.memory.pipeline.reconcile.ranks import other_sibling
from apps.memory.pipeline.timex import MONTHS_EN, WEEKDAYS_EN

# --- matching ---------------------------------------------------------------------------------
_MATCH_FIELDS = (
    "id",
    "user_id",
    "entity",
    "key",
    "type",
    "summary",
    "facts",
    "importance",
    "confidence",
    "status",
    "version",
    "last_confirmed_at",
)
_MATCH_COLUMNS = ", ".join(_MATCH_FIELDS)


def _neighbour_rows(sql: str, params: Sequence[Any]) -> list[MemoryEntry]:
    """The rows of the neighbour search (``_MATCH_COLUMNS``, then ``how`` and ``score``) as the
    entries ``MemoryEntry.objects.raw`` would make of them — the same fields loaded, each through its
    field's converters (``facts`` from JSON), the others deferred, ``how`` and ``score`` set as
    attributes — read straight from the cursor, without the RawQuerySet machinery (a compiler, the
    columns resolved against the model) that ``raw`` builds anew for each of these queries."""
    by_name = {f.attname: f for f in MemoryEntry._meta.concrete_fields}
    converters = [(i, c) for i, name in enumerate(_MATCH_FIELDS) for c in by_name[name].get_db_converters(connection)]
    # (Model.from_db takes the loaded fields' values in the model's own field order)
    position = {name: i for i, name in enumerate(_MATCH_FIELDS)}
    loaded = [name for name in by_name if name in position]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        fetched = cursor.fetchall()
    rows: list[MemoryEntry] = []
    for fetched_row in fetched:
        values = list(fetched_row)
        for i, converter in converters:
            values[i] = converter(values[i], None, connection)
        row = MemoryEntry.from_db(connection.alias, loaded, [values[position[name]] for name in loaded])
        row.__dict__.update(how=values[len(_MATCH_FIELDS)], score=values[len(_MATCH_FIELDS) + 1])
        rows.append(row)
    return rows


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
            f"(SELECT {_MATCH_COLUMNS}, 'key' AS how, 0.0 AS score FROM memory_memoryentry WHERE {scope} AND key = %s ORDER BY last_confirmed_at DESC, id DESC LIMIT 5)"
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
    # (a school also finds the unit that holds it with the class: "在实验小学上三年级", then "转学到育英小学了")
    if slot_facts and (":" not in candidate.key or candidate.key.startswith(("project:", "education:"))):
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
    # the words naming the figures of a change ("repayment" in "the repayment's down to $2,610")
    heads = (
        {h.replace("'", "").replace("\\", "") for h in figure_heads(candidate.summary)} if candidate.change else set()
    )
    if terms:
        # (a value put right, a date moved, names what the stored unit does not: any of its words finds it)
        moved = candidate.change and DATE_MOVED.search(candidate.source_text or candidate.summary)
        every = len(terms) <= 6 and not candidate.corrects and not moved
        queries = [" & ".join(f"'{t}'" for t in terms) if every else " | ".join(f"'{t}'" for t in terms)]
        if heads and every:
            # "the repayment's down to $2,610 since the rate cut": all of its words are too many to ask
            # for; the word naming its figure finds the unit whose figure it renews (decide checks)
            queries.append(" | ".join(f"'{h}'" for h in sorted(heads)))
        for query in queries:
            legs.append(
                f"(SELECT {_MATCH_COLUMNS}, 'keyword' AS how, ts_rank_cd(search_vector, to_tsquery('simple', %s), 32) AS score"
                f" FROM memory_memoryentry WHERE {scope} AND search_vector @@ to_tsquery('simple', %s) ORDER BY score DESC LIMIT {NEIGHBOURS})"
            )
            params += [query, user.pk, candidate.entity, query]
    if not legs:
        return None, "similar"
    rows = _neighbour_rows(" UNION ALL ".join(legs), params)
    by_how: dict[str, list[MemoryEntry]] = {}
    for row in rows:
        by_how.setdefault(str(row.__dict__["how"]), []).append(row)
    if by_how.get("key"):
        # (of several children or siblings, the one the candidate is about: 大孩子 renews 大孩子's age)
        relation = candidate.facts.get("relation", "")
        same_one = [r for r in by_how["key"] if not other_sibling(str(_facts_of(r).get("relation", "")), relation)]
        return (same_one or by_how["key"])[0], "key"
    if by_slot and by_how.get("slot"):
        # another word for a value already kept ("peanuts" after "花生"), else a value of its own
        new_main = slots.main_value(candidate.facts)
        for row in by_how["slot"]:
            old_main = slots.main_value(_facts_of(row))
            if new_main and old_main and slots.same_thing(prefix, old_main[1], new_main[1], embedder):
                return row, "slot"
        for row in by_how["slot"]:
            # ("I love Paris, not London" after "I love London": the value said not to be so, put right)
            old_main = slots.main_value(_facts_of(row))
            if old_main and denies(candidate.source_text or candidate.summary, old_main[1]):
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
    if heads:
        similar += [e for e, _ in fresh if e.entity == candidate.entity and figure_heads(e.summary) & heads]
    if candidate.corrects and terms:
        # (a value put right in the batch that said it: the words the keyword leg would find it by, which the
        # row of the batch does not have indexed yet)
        said = {t for t in terms if not t.isdigit()} - set(keywords(f"user user's 用户 {candidate.entity}"))
        similar += [e for e, _ in fresh if e.entity == candidate.entity and len(said & set(keywords(e.summary))) >= 2]
    if not similar:
        return None, "similar"
    best = max(
        similar, key=lambda e: text_similarity(candidate.summary, e.summary, ignore={candidate.entity, e.entity})
    )
    return best, "similar"


# Names, codes and figures written the same way in either language ("Python", "GMT+8", "F45",
# "500mg", "Westfield Primary"): what lets a statement in one language find its twin in the other.
_ANCHOR = re.compile(r"[A-Za-z][A-Za-z0-9+#.-]*[A-Za-z0-9+#]|\d[\d.,]*\s?[A-Za-z]+|[A-Z]{2,}")
# (days and months are words each language writes its own way: "Sunday" is 周日, no name)
_NOT_ANCHORS = frozenset(
    keywords("the user user's users a an and or of to in on at is are was were it its this that for with")
) | frozenset(word.lower() for word in (*WEEKDAYS_EN, *MONTHS_EN, *(f"{day}s" for day in WEEKDAYS_EN)))


def anchors(text: str) -> set[str]:
    """The tokens of ``text`` that any language writes the same way; in English only names, codes
    and figures (capitalised words not opening the sentence, words with digits, acronyms); a
    figure with a unit in one spelling for both ("40分钟" / "40 minutes" → "40min")."""
    found: set[str] = set()
    cjk = has_cjk(text)
    levels = slots.level_spans(text)
    for match in _ANCHOR.finditer(text):
        token = match.group(0)
        if any(start <= match.start() < end for start, end in levels):
            continue  # "grade 8 piano": the level is the figure's (below), not "8 piano"
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
    if vector is None:
        return None
    zh = has_cjk(candidate.summary)
    pool = [(float(row.__dict__["score"]), row) for row in neighbours]
    pool += [(float(np.dot(v, vector)), e) for e, v in fresh if e.entity == candidate.entity]
    others = [(score, row) for score, row in pool if has_cjk(row.summary) != zh]
    if not others:
        return None
    _, nearest = max(others, key=lambda pair: pair[0])
    theirs = memory_text(nearest.summary, nearest.facts)
    # (a word in Latin letters inside Chinese is a name there, lower-case or not: "跑parkrun" and
    # "I do parkrun" name one thing)
    own = _named(anchors(candidate.summary) | (_latin_words(candidate.summary) & _latin_words(theirs)))
    # the things the gazetteer knows by a name in each language ("恐怖片" / "horror films", "切尔西" /
    # "Chelsea"): a statement and its translation name the same ones (one side may name one more:
    # "since I was a kid" / 从小)
    own_things, their_things = _things(candidate.summary), _things(theirs)
    if not own and not own_things:
        return None
    if own_things and their_things and not (own_things <= their_things or their_things <= own_things):
        return None
    # (a routine is kept under "schedule" when the rules see its frequency in one language and
    # under no attribute, or as the tool it is done with, when they do not in the other: "用Anki背单词" /
    # "every night I spend half an hour on Anki" are one kind)
    kinds = {slots.slot_of_key(nearest.key), slots.slot_of_key(candidate.key)}
    same_attribute = len(kinds) == 1 or kinds <= {"", "schedule", "tool"}
    if not same_attribute or not own <= _named(anchors(theirs) | _latin_words(theirs)) | their_things:
        return None
    return nearest


def _things(text: str) -> set[str]:
    return {term.replace(" ", "") for term in slots.gazetteer_terms(text)}


def _named(tokens: set[str]) -> set[str]:
    """Names in the gazetteer's one spelling ("chelsea" → "chelseafc"), the others as they are."""
    return {slots.GAZETTEER.get(token, token).replace(" ", "") for token in tokens}


def _latin_words(text: str) -> set[str]:
    """The words in Latin letters of ``text`` that Chinese text can hold as they are (four letters or
    more, no stop word): "parkrun", "pickleball"."""
    return {
        w.lower() for w in re.findall(r"[A-Za-z][A-Za-z-]{3,}", text) if w.lower() not in _NOT_ANCHORS
    } - _LATIN_STOP


_LATIN_STOP = frozenset(
    [
        "user",
        "user's",
        "users",
        "does",
        "every",
        "morning",
        "evening",
        "with",
        "from",
        "that",
        "this",
        "they",
        "their",
        "have",
    ]
)
