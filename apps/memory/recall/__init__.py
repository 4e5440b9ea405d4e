"""Recall: the few stored memories relevant to a request, with the reason each was chosen.

Rule filters (entity, type) + hybrid search — pgvector cosine over the HNSW index and a keyword
leg over a tsvector of jieba-segmented / stemmed terms — then

    score = similarity × recency × importance × type weight

where similarity fuses both legs; a relevance floor on similarity (better nothing than noise);
at most ``top_k`` entries; disabled, pending, superseded and archived entries never appear.
Everything in ``RecallParams`` can be overridden per request.

The package, by concern: ``params`` (what is asked and answered, defaults from ``settings.MEMORY``),
``sql`` (the one statement that fetches every layer's candidates), ``scoring`` (the score of a
candidate), ``choose`` (one ranking within top_k and the budgets), ``render`` (the text of items and
the memory block). ``recall`` and ``core_profile`` below are the entry points.
"""

from __future__ import annotations

import re
import time

import numpy as np
from django.utils import timezone

from apps.accounts.models import User
from apps.core.text import keywords
from apps.memory.embeddings import get_embedder
from apps.memory.embeddings import query_vector as embedded_query
from apps.memory.models import Episode
from apps.memory.recall.choose import chosen_items, core_items, core_wanted, episode_items, episodes_wanted
from apps.memory.recall.params import RecalledItem, RecallParams, RecallResult
from apps.memory.recall.render import escape_stored, item_line, render_block, render_summary
from apps.memory.recall.scoring import SIMILARITY_RANGE, scored_entries, scored_messages
from apps.memory.recall.sql import candidates
from apps.memory.recall.when import asked_period

__all__ = [
    "SIMILARITY_RANGE",
    "RecallParams",
    "RecallResult",
    "RecalledItem",
    "core_profile",
    "escape_stored",
    "item_line",
    "recall",
    "render_block",
    "render_summary",
]


def core_profile(user: User, params: RecallParams) -> list[RecalledItem]:
    """The always-on profile: the most important confirmed entries about the user, small budget."""
    if not core_wanted(params):
        return []
    rows = candidates(
        user_id=user.pk,
        query_vector=None,
        dim=0,
        terms=[],
        core=True,
        semantic=False,
        episodes=False,
        entity=None,
        types=None,
        session_id=None,
    )
    return core_items(rows.core, params)


def recall(
    *,
    user: User,
    query: str,
    params: RecallParams | None = None,
    session_id: int | None = None,
    language: str = "en",
    query_vector: np.ndarray | None = None,
    touch: bool = False,
) -> RecallResult:
    """Recall for one request. No LLM call. ``touch`` records the access (chat does, previews don't)."""
    params = params or RecallParams.from_settings()
    now = params.now or timezone.now()
    embed_started = time.perf_counter()
    embedder = get_embedder()
    vector = query_vector if query_vector is not None else embedded_query(query, embedder)
    embed_ms = (time.perf_counter() - embed_started) * 1000
    started = time.perf_counter()
    terms = keywords(query)
    semantic_wanted = bool(params.layers.get("semantic", True)) and params.top_k > 0
    messages_wanted = bool(params.layers.get("messages", True)) and params.top_k > 0 and params.message_top_k > 0
    rows = candidates(
        user_id=user.pk,
        query_vector=vector,
        dim=embedder.dim,
        terms=terms,
        core=core_wanted(params),
        semantic=semantic_wanted,
        episodes=episodes_wanted(params),
        entity=params.entity,
        types=params.types,
        session_id=session_id,
        fusion=(params.dense_weight, params.keyword_weight, params.floor),
        messages=messages_wanted,
    )
    asked = set(terms)
    core = core_items(rows.core, params, {row[1] for row in rows.semantic})
    query_words = {w.lower() for w in re.findall(r"\w+", query)}
    period = asked_period(query)
    entries = scored_entries(
        rows.semantic,
        dim=embedder.dim,
        params=params,
        exclude={i.id for i in core},
        now=now,
        query_words=query_words,
        period=period,
    )
    said = scored_messages(
        rows.message, dim=embedder.dim, params=params, now=now, query_words=query_words, period=period
    )
    chosen = chosen_items(entries, said, terms=asked, params=params)
    semantic = [i for i in chosen if i.layer == "semantic"]
    messages = [i for i in chosen if i.layer == "message"]
    shown = {mid for item in core + chosen for mid in item.source_message_ids}
    episodes = episode_items(
        rows.episode, dim=embedder.dim, terms=terms, params=params, now=now, covered=shown, period=period
    )
    # One ranking across layers: the always-on profile first, then entries, earlier messages and
    # episodes by score (the block still renders them grouped by layer).
    items = core + sorted(chosen + episodes, key=lambda item: item.rank, reverse=True)
    block = render_block(items, language)
    recall_ms = (time.perf_counter() - started) * 1000
    if touch:
        from apps.memory.services import memories_touch

        memories_touch(memory_ids=[i.id for i in core + semantic])
        if episodes:
            from django.db.models import F

            Episode.objects.filter(pk__in=[i.id for i in episodes]).update(
                last_accessed_at=timezone.now(), access_count=F("access_count") + 1
            )
    layers = [
        {"name": "core", "tokens": sum(i.tokens for i in core), "items": len(core)},
        {"name": "semantic", "tokens": sum(i.tokens for i in semantic), "items": len(semantic)},
        {"name": "messages", "tokens": sum(i.tokens for i in messages), "items": len(messages)},
        {"name": "episodes", "tokens": sum(i.tokens for i in episodes), "items": len(episodes)},
    ]
    return RecallResult(
        items=items, block=block, layers=layers, timings={"embed_ms": embed_ms, "recall_ms": recall_ms}, params=params
    )
