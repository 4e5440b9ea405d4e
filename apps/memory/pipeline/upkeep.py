"""Upkeep on beat: consolidation of repeated episodes into patterns, decay and archiving, a cap per type.

Archiving is ours; purging archived rows after a retention period belongs to the privacy side
(apps/audit/retention.py) and is not duplicated here.
"""

from __future__ import annotations

import logging
import math
from collections import Counter, defaultdict
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Count, Exists, OuterRef, Q
from django.utils import timezone

from apps.accounts.models import User
from apps.core.text import has_cjk, keywords
from apps.memory.models import Episode, MemoryEntry, MemoryStatus, MemoryType, MemoryVersion
from apps.memory.pipeline.lexicon import words
from apps.memory.services import memories_archive, memory_create, memory_reactivate, memory_update
from apps.memory.termstats import term_stats_maybe_refresh

logger = logging.getLogger(__name__)

PATTERN_MIN_EPISODES = 3
PATTERNS_PER_RUN = 5
EPISODES_CONSIDERED = 200
TERMS_PER_EPISODE = 8
# How much longer than ``archive_after_days`` an entry of each importance survives unused.
IMPORTANCE_FACTOR = {1: 0.5, 2: 0.75, 3: 1.0, 4: 2.0}  # 5: never archived by decay


_GENERIC = words(
    """really great good nice love like think know feel time thing things lot today yesterday week month year day
    going get got make made want need also just well much many more some very new way people one two fun glad happy
    thanks thank sound sounds awesome amazing cool wow yeah hey hi oh user 用户 我们 他们 你们 这个 那个 什么 一下 时候 今天 昨天
    goal decision to do 目标 决定 待办 said says told"""
)


def _episode_terms(episode: Episode, ignore: set[str]) -> list[str]:
    counts: Counter[str] = Counter()
    for term in keywords(episode.summary):
        if term in ignore or term in _GENERIC or term.isdigit() or len(term) < (2 if has_cjk(term) else 4):
            continue
        counts[term] += 1
    return [term for term, _ in counts.most_common(TERMS_PER_EPISODE)]


def _pattern_summary(term: str, episodes: list[Episode]) -> str:
    first = timezone.localtime(min(e.started_at for e in episodes)).date().isoformat()
    last = timezone.localtime(max(e.ended_at for e in episodes)).date().isoformat()
    if has_cjk(term):
        return f"“{term}”在{len(episodes)}次会话中反复出现（{first}至{last}）。"
    return f'Recurring topic across {len(episodes)} sessions: "{term}" ({first} to {last}).'


def episodes_consolidate(user: User, *, now: datetime | None = None) -> dict[str, int]:
    """The same topic in at least three episodes becomes (or refreshes) one pattern entry citing
    the lines that mention it."""
    now = now or timezone.now()
    episodes = list(Episode.objects.filter(user=user).exclude(summary="").order_by("-ended_at")[:EPISODES_CONSIDERED])
    if len(episodes) < PATTERN_MIN_EPISODES:
        return {"patterns": 0}
    ignore = {e.lower() for e in MemoryEntry.objects.filter(user=user).values_list("entity", flat=True).distinct()}
    by_term: dict[str, list[Episode]] = defaultdict(list)
    for episode in episodes:
        for term in _episode_terms(episode, ignore):
            by_term[term].append(episode)
    recurring = sorted(
        ((term, eps) for term, eps in by_term.items() if len({e.session_id for e in eps}) >= PATTERN_MIN_EPISODES),
        key=lambda item: (-len(item[1]), item[0]),
    )[:PATTERNS_PER_RUN]
    counts = Counter[str]()
    for term, eps in recurring:
        message_ids = sorted(
            {
                int(mid)
                for e in eps
                for line in e.lines
                if term in " ".join(keywords(str(line.get("text", ""))))
                for mid in line.get("message_ids") or []
            }
        )[:50]
        facts = {"topic": term, "episodes": str(len(eps))}
        summary = _pattern_summary(term, eps)
        key = f"pattern:{term}"[:200]
        existing = (
            MemoryEntry.objects.filter(user=user, key=key, type=MemoryType.PATTERN)
            .exclude(status=MemoryStatus.SUPERSEDED)
            .first()
        )
        if existing is None:
            memory_create(
                user=user,
                summary=summary,
                type=MemoryType.PATTERN,
                facts=facts,
                key=key,
                importance=3,
                language="zh" if has_cjk(term) else "en",
                source_message_ids=message_ids,
                at=now,
            )
            counts["patterns"] += 1
        elif existing.facts.get("episodes") != facts["episodes"] or existing.status == MemoryStatus.ARCHIVED:
            memory_update(
                memory=existing,
                actor="pipeline",
                summary=summary,
                facts={**existing.facts, **facts},
                change=MemoryVersion.Change.MERGED,
                source_message_ids=message_ids,
                at=now,
            )
            if existing.status == MemoryStatus.ARCHIVED:
                memory_reactivate(memory=existing)
            counts["patterns_refreshed"] += 1
        Episode.objects.filter(pk__in=[e.pk for e in eps], consolidated=False).update(consolidated=True)
    return dict(counts)


def memories_decay(user: User, *, now: datetime | None = None) -> int:
    """Archive what was never used: not accessed and not confirmed for ``archive_after_days``
    (longer for important entries; importance 5 and prohibitions never)."""
    now = now or timezone.now()
    days = int(settings.MEMORY.get("archive_after_days", 180))
    ids: list[int] = []
    for importance, factor in IMPORTANCE_FACTOR.items():
        cutoff = now - timedelta(days=days * factor)
        ids += list(
            MemoryEntry.objects.filter(
                user=user,
                status=MemoryStatus.ACTIVE,
                importance=importance,
                last_confirmed_at__lt=cutoff,
                created_at__lt=cutoff,
            )
            .exclude(type=MemoryType.PROHIBITION)
            .filter(Q(last_accessed_at__isnull=True) | Q(last_accessed_at__lt=cutoff))
            .values_list("pk", flat=True)
        )
    return memories_archive(user=user, memory_ids=ids, rule="unused", now=now)


def _keep_score(row: Mapping[str, Any], now: datetime) -> float:
    last = max(d for d in (row["last_confirmed_at"], row["last_accessed_at"]) if d is not None)
    age_days = max(0.0, (now - last).total_seconds() / 86400)
    recency = math.pow(0.5, age_days / 180)
    usage = 1 + math.log1p(row["access_count"] + row["confirm_count"])
    return row["importance"] * (0.5 + recency) * usage


def memories_cap(user: User, *, now: datetime | None = None) -> int:
    """At most ``cap_per_type`` active entries per type: archive the lowest-scoring beyond it."""
    now = now or timezone.now()
    cap = int(settings.MEMORY.get("cap_per_type", 500))
    over = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).values_list("type").annotate(n=Count("id"))
    ids: list[int] = []
    for mem_type, count in over:
        if count <= cap:
            continue
        rows = list(
            MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, type=mem_type).values(
                "pk", "importance", "last_confirmed_at", "last_accessed_at", "access_count", "confirm_count", "type"
            )
        )
        rows = [r for r in rows if r["type"] != MemoryType.PROHIBITION or r["importance"] < 5]
        rows.sort(key=lambda r: _keep_score(r, now))
        ids += [r["pk"] for r in rows[: count - cap]]
    return memories_archive(user=user, memory_ids=ids, rule="cap_per_type", now=now)


def upkeep_user(user: User, *, now: datetime | None = None) -> dict[str, int]:
    """Consolidate, decay and cap one user's memory, in one transaction."""
    now = now or timezone.now()
    with transaction.atomic():
        locked = User.objects.select_for_update(no_key=True).filter(pk=user.pk).first()
        if locked is None or not locked.memory_enabled:
            return {}
        counts: Counter[str] = Counter(episodes_consolidate(locked, now=now))
        counts["archived"] += memories_decay(locked, now=now)
        counts["capped"] += memories_cap(locked, now=now)
    counts["term_stats"] += len(term_stats_maybe_refresh(user.pk))
    return {k: v for k, v in counts.items() if v}


def upkeep_run(*, now: datetime | None = None) -> dict[str, int]:
    """Beat: upkeep for every user with memory on and something stored."""
    now = now or timezone.now()
    has_memory = MemoryEntry.objects.filter(user=OuterRef("pk"), status=MemoryStatus.ACTIVE)
    has_episode = Episode.objects.filter(user=OuterRef("pk"))
    totals: Counter[str] = Counter()
    users = User.objects.filter(memory_enabled=True).filter(Exists(has_memory) | Exists(has_episode)).only("pk")
    for user in users.iterator(chunk_size=200):
        try:
            totals.update(upkeep_user(user, now=now))
            totals["users"] += 1
        except Exception as exc:  # noqa: BLE001 — one user's failure must not stop the others
            logger.warning("memory upkeep failed for user %s: %s", user.pk, exc.__class__.__name__)
            totals["failed"] += 1
    return dict(totals)
