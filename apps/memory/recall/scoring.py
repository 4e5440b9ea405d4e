"""The score of a candidate: ``similarity × recency × importance × type weight × entity boost × date boost``.

``similarity`` fuses the dense leg (the cosine, rescaled per model to [0, 1]) and the keyword leg
(the share of the query's IDF a row matches); a candidate under the floor is dropped (better nothing
than noise). Episodes and earlier messages have no importance (nobody rated them). The two boosts are
rule filters read as boosts, both ``entity_boost``: the query names the person a row is about, or the
day or month it was said or is dated (``when``).
"""

from __future__ import annotations

import math
import re
from datetime import datetime
from typing import Any

from apps.memory.recall.params import RecallParams
from apps.memory.recall.when import Period, of_period

# Cosine similarities of different models live in different ranges (e5 rarely goes below 0.7);
# they are rescaled to [0, 1] before fusion so that one floor means the same for every model.
SIMILARITY_RANGE = {384: (0.78, 0.94), 512: (0.15, 0.75), 1536: (0.15, 0.75)}

# (score, factors, candidate row)
Scored = tuple[float, dict[str, float], tuple[Any, ...]]


def similarity_range(dim: int) -> tuple[float, float]:
    """The cosines of this dimension's model that map to 0 and 1."""
    return SIMILARITY_RANGE.get(dim, (0.15, 0.75))


def _rescale(similarity: float, dim: int) -> float:
    low, high = similarity_range(dim)
    return min(1.0, max(0.0, (similarity - low) / (high - low)))


def _legs(row: tuple[Any, ...], dim: int) -> tuple[float, float]:
    """(dense, keyword) of a candidate row: the rescaled cosine and the keyword score."""
    dense_cosine, hit_cosine, keyword_score = row[-3:]
    cosine = dense_cosine if dense_cosine is not None else hit_cosine
    return (
        0.0 if cosine is None else _rescale(float(cosine), dim),
        0.0 if keyword_score is None else float(keyword_score),
    )


def recency_factor(last: datetime, now: datetime, half_life_days: float) -> float:
    """0.5 … 1.0: an old memory is discounted, never silenced by age alone."""
    age_days = max(0.0, (now - last).total_seconds() / 86400)
    return 0.5 + 0.5 * math.pow(0.5, age_days / max(half_life_days, 0.1))


def importance_factor(importance: int) -> float:
    return 0.6 + 0.1 * importance  # 1 → 0.7 … 5 → 1.1


def _named_in(entity: str, query_words: set[str]) -> bool:
    """Whether the query names this entity (a person other than the user, by any of their words)."""
    if entity == "user":
        return False
    words = {w.lower() for w in re.findall(r"\w+", entity)}
    return bool(words) and words <= query_words


def _similarity(row: tuple[Any, ...], dim: int, params: RecallParams) -> dict[str, float] | None:
    """The fused similarity and its two legs, rounded for display; None under the floor."""
    dense, keyword = _legs(row, dim)
    similarity = params.dense_weight * dense + params.keyword_weight * keyword
    if similarity < params.floor:
        return None
    return {"similarity": similarity, "dense": dense, "keyword": keyword}


def _rounded(values: dict[str, float]) -> dict[str, float]:
    return {name: round(value, 4) for name, value in values.items()}


def scored_entries(
    rows: list[tuple[Any, ...]],
    *,
    dim: int,
    params: RecallParams,
    exclude: set[int],
    now: datetime,
    query_words: set[str],
    period: Period | None = None,
) -> list[Scored]:
    scored: list[Scored] = []
    for row in rows:
        _, pk, entity_name, _summary, facts, kind, importance_value, at = row[:8]
        if pk in exclude:
            continue
        fused = _similarity(row, dim, params)
        if fused is None:
            continue
        recency = recency_factor(at, now, params.half_life_days.get(kind, 365.0))
        importance = importance_factor(importance_value)
        type_weight = params.type_weight.get(kind, 1.0)
        # a rule filter as a boost: the query names the person this entry is about
        entity = params.entity_boost if _named_in(entity_name, query_words) else 1.0
        dated = params.entity_boost if of_period(period, at, facts) else 1.0
        factors = {
            **_rounded({**fused, "recency": recency, "importance": importance}),
            "type_weight": type_weight,
            "entity": entity,
            "date": dated,
        }
        scored.append((fused["similarity"] * recency * importance * type_weight * entity * dated, factors, row))
    return scored


# A trailing aside in brackets (an attachment's caption, "[shares a photo: …]") is not what was said.
_TRAILING_ASIDE = re.compile(r"\s*\[[^\]]*\]\s*$")


def asks(content: str) -> bool:
    """Whether a message ends by asking ("How did it make you feel?", "你呢？"): what it says last is
    the other person's to answer, and the answer, indexed with this question, is found by the same
    words — so the question tells less about what happened than a message that states it."""
    return _TRAILING_ASIDE.sub("", content).rstrip().endswith(("?", "？"))


def scored_messages(
    rows: list[tuple[Any, ...]],
    *,
    dim: int,
    params: RecallParams,
    now: datetime,
    query_words: set[str],
    period: Period | None = None,
) -> list[Scored]:
    """Earlier messages, scored as entries are but without an importance (nobody rated them); a
    message that ends by asking has the type weight of a ``question`` (``asks``)."""
    scored: list[Scored] = []
    for row in rows:
        speaker, at = row[2], row[7]
        fused = _similarity(row, dim, params)
        if fused is None:
            continue
        recency = recency_factor(at, now, params.half_life_days.get("message", 365.0))
        type_weight = params.type_weight.get("message", 1.0)
        if asks(str(row[3])):
            type_weight = params.type_weight.get("question", type_weight)
        entity = params.entity_boost if speaker and _named_in(str(speaker), query_words) else 1.0
        dated = params.entity_boost if of_period(period, at) else 1.0
        factors = {
            **_rounded({**fused, "recency": recency}),
            "type_weight": type_weight,
            "entity": entity,
            "date": dated,
        }
        scored.append((fused["similarity"] * recency * type_weight * entity * dated, factors, row))
    return scored


def scored_episodes(
    rows: list[tuple[Any, ...]], *, dim: int, params: RecallParams, now: datetime, period: Period | None = None
) -> list[Scored]:
    """Episodes over the floor, scored on their light columns, best first (ties: newest first)."""
    scored: list[Scored] = []
    for row in rows:
        fused = _similarity(row, dim, params)
        if fused is None:
            continue
        recency = recency_factor(row[7], now, params.half_life_days.get("episode", 30.0))
        type_weight = params.type_weight.get("episode", 1.0)
        dated = params.entity_boost if of_period(period, row[7]) else 1.0
        factors = {**_rounded({**fused, "recency": recency}), "type_weight": type_weight, "date": dated}
        scored.append((fused["similarity"] * recency * type_weight * dated, factors, row))
    scored.sort(key=lambda entry: (entry[0], entry[2][1]), reverse=True)  # ties: newest first
    return scored
