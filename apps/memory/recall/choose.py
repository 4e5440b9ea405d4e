"""From scored candidates to recalled items: the core profile, one ranking of entries and earlier
messages within ``top_k`` and the recall budget, and the episodes within theirs."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from apps.core.text import count_tokens, keywords
from apps.memory.history import earlier_of
from apps.memory.recall.params import RecalledItem, RecallParams
from apps.memory.recall.render import episode_text, iso_date, item_line, message_text, render_summary, with_earlier
from apps.memory.recall.scoring import Scored, importance_factor, scored_episodes
from apps.memory.recall.sql import jsonb
from apps.memory.recall.when import Period


def _entry_item(
    layer: str, row: tuple[Any, ...], score: float, factors: dict[str, float], history: bool = True
) -> RecalledItem:
    """An entry as recalled; one whose value changed shows the value before it (``memory.history``)
    unless ``history`` is off, counted in its tokens."""
    _, pk, _entity, summary, facts, kind, _importance_value, at, confidence, source_message_ids = row[:10]
    text = render_summary(summary, jsonb(facts))
    earlier = earlier_of(row[10]) if history else None
    item = RecalledItem(
        layer=layer,
        id=pk,
        text=with_earlier(text, earlier.summary, earlier.until) if earlier else text,
        score=score,
        factors=factors,
        type=kind,
        date=iso_date(at),
        confidence=confidence,
        source_message_ids=list(source_message_ids or []),
    )
    item.tokens = count_tokens(item_line(item))
    return item


def core_items(
    rows: list[tuple[Any, ...]], params: RecallParams, asked_about: set[int] | frozenset[int] = frozenset()
) -> list[RecalledItem]:
    """Most important first, then most recently confirmed, within the core budget. The profile is in
    every prompt: an entry's earlier value only where the request is about it (``asked_about``: the
    entries the request's hybrid search found above the floor)."""
    items: list[RecalledItem] = []
    used = 0
    for row in sorted(rows, key=lambda r: (-r[6], -r[7].timestamp(), -r[1])):
        item = _entry_item("core", row, 1.0, {"importance": importance_factor(row[6])}, row[1] in asked_about)
        if used + item.tokens > params.core_budget_tokens:
            continue
        used += item.tokens
        items.append(item)
    return items


def core_wanted(params: RecallParams) -> bool:
    return bool(params.layers.get("core", True)) and params.core_budget_tokens > 0


def _message_item(
    row: tuple[Any, ...], score: float, factors: dict[str, float], terms: set[str], params: RecallParams
) -> RecalledItem:
    pk, speaker, content, at = row[1], row[2], row[3], row[7]
    item = RecalledItem(
        layer="message",
        id=pk,
        text=message_text(str(content), speaker, terms, params.message_max_tokens, at),
        score=round(score, 4),
        factors=factors,
        type="message",
        date=iso_date(at),
        confidence="said",
        source_message_ids=[pk],
        rank=score,
    )
    item.tokens = count_tokens(item_line(item))
    return item


def chosen_items(
    entries: list[Scored],
    messages: list[Scored],
    *,
    terms: set[str],
    params: RecallParams,
) -> list[RecalledItem]:
    """One ranking of entries and earlier messages, best first, as far as ``top_k`` (at most
    ``message_top_k`` of them messages) and the recall budget reach. A message that a chosen entry
    restates, or an entry that only restates chosen messages, would say the same thing twice: the
    lower-ranked one is left out. An entry whose value changed shows the one before."""
    ranked = sorted(
        [("semantic", *entry) for entry in entries] + [("message", *message) for message in messages],
        # by the unrounded score; an exact tie goes to the newer row (never to the database's order)
        key=lambda entry: (entry[1], entry[3][1]),
        reverse=True,
    )
    chosen: list[RecalledItem] = []
    # the words the chosen entries restate of each message they cite, and the plain facts that say
    # nothing but a part of one message (the message, once shown, says them in full)
    restated: dict[int, set[str]] = {}
    parts_of: dict[int, list[RecalledItem]] = {}
    said: set[int] = set()
    used = 0
    message_count = 0
    for layer, score, factors, row in ranked:
        if len(chosen) >= params.top_k:
            break
        replaced: list[RecalledItem] = []
        if layer == "message":
            if message_count >= params.message_top_k or _mostly_restated(str(row[3]), restated.get(row[1])):
                continue
            item = _message_item(row, score, factors, terms, params)
            replaced = parts_of.get(row[1], [])
        else:
            sources = set(row[9] or [])
            if sources and sources <= said:
                continue
            item = _entry_item("semantic", row, round(score, 4), factors)
            item.rank = score
        freed = sum(part.tokens for part in replaced)
        if used - freed + item.tokens > params.recall_budget_tokens:
            continue
        # one place for the message and the part of it already chosen: a place for something else
        chosen = [c for c in chosen if c not in replaced]
        used += item.tokens - freed
        chosen.append(item)
        if layer == "message":
            message_count += 1
            said.add(item.id)
        else:
            words = set(keywords(item.text))
            for message_id in item.source_message_ids:
                restated.setdefault(message_id, set()).update(words)
            if item.type == "fact" and len(item.source_message_ids) == 1 and earlier_of(row[10]) is None:
                parts_of.setdefault(item.source_message_ids[0], []).append(item)
    return chosen


def _mostly_restated(content: str, restated: set[str] | None) -> bool:
    """Whether the chosen entries that cite a message already say most of it: an entry written from
    one sentence of a longer message ("I wanted to feel closer to a community and my faith") leaves
    the rest of it ("Just yesterday I joined a nearby church") to the message itself."""
    if restated is None:
        return False
    words = set(keywords(content))
    return not words or len(words & restated) * 2 >= len(words)


def episodes_wanted(params: RecallParams) -> bool:
    return bool(params.layers.get("episodes", True)) and params.episode_top_k > 0 and params.episode_budget_tokens > 0


def episode_items(
    rows: list[tuple[Any, ...]],
    *,
    dim: int,
    terms: list[str],
    params: RecallParams,
    now: datetime,
    covered: set[int] | frozenset[int] = frozenset(),
    period: Period | None = None,
) -> list[RecalledItem]:
    """Scored on the light columns; only the chosen few episodes' lines are parsed and rendered,
    without the lines whose messages a chosen item already shows (``covered``)."""
    scored = scored_episodes(rows, dim=dim, params=params, now=now, period=period)
    term_set = set(terms)
    items: list[RecalledItem] = []
    remaining = params.episode_budget_tokens
    for score, factors, row in scored[: params.episode_top_k]:
        pk, summary, ended_at, lines = row[1], row[3], row[7], jsonb(row[10]) or []
        text, cited = episode_text(lines, summary, term_set, remaining, covered)
        if not text:
            continue
        item = RecalledItem(
            layer="episode",
            id=pk,
            text=text,
            score=round(score, 4),
            factors=factors,
            type="episode",
            date=iso_date(ended_at),
            confidence="summary",
            source_message_ids=cited,
            rank=score,
        )
        item.tokens = count_tokens(item_line(item))
        remaining -= item.tokens
        items.append(item)
    return items
