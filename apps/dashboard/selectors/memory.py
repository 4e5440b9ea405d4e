"""My memory: the listing (filters, sorts, the core profile, search by keyword or meaning), the
pending inbox, a memory's history and versions."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Q, QuerySet, TextField
from django.db.models.functions import Cast
from django.http import Http404

from apps.accounts.models import User
from apps.memory.models import ENTRY_LAYERS, Episode, MemoryEntry, MemoryStatus, MemoryType, MemoryVersion
from apps.memory.recall import RecalledItem, RecallParams, core_profile, recall

SORTS: dict[str, tuple[str, ...]] = {
    "recent": ("-updated_at", "-id"),
    "created": ("-created_at", "-id"),
    "importance": ("-importance", "-updated_at", "-id"),
    "used": ("-access_count", "-updated_at", "-id"),
    "confirmed": ("-last_confirmed_at", "-id"),
}


LIST_LIMIT = 300


@dataclass
class MemoryFilters:
    q: str = ""
    mode: str = "keyword"  # keyword | semantic
    type: str = ""
    status: str = ""
    enabled: str = ""  # "" | "on" | "off"
    sort: str = "recent"

    @property
    def active(self) -> bool:
        return bool(self.q or self.type or self.status or self.enabled)


@dataclass
class MemoryGroup:
    type: str
    memories: list[MemoryEntry]


@dataclass
class MemoryListing:
    core: list[RecalledItem]
    groups: list[MemoryGroup]
    results: list[MemoryEntry]  # a flat, ranked list when searching
    episodes: list[Episode]
    scores: dict[int, float] = field(default_factory=dict)
    episode_scores: dict[int, float] = field(default_factory=dict)
    truncated: bool = False
    searching: bool = False


def _filtered(user: User, filters: MemoryFilters) -> QuerySet[MemoryEntry]:
    queryset = MemoryEntry.objects.filter(user=user)
    if filters.type:
        queryset = queryset.filter(type=filters.type)
    if filters.status:
        queryset = queryset.filter(status=filters.status)
    if filters.enabled == "on":
        queryset = queryset.filter(enabled=True)
    elif filters.enabled == "off":
        queryset = queryset.filter(enabled=False)
    return queryset.defer("embedding", "search_vector")


def _keyword_match(queryset: QuerySet[MemoryEntry], q: str) -> QuerySet[MemoryEntry]:
    # A substring match works the same for Chinese (no spaces) and English.
    return queryset.annotate(facts_text=Cast("facts", TextField())).filter(
        Q(summary__icontains=q) | Q(facts_text__icontains=q) | Q(key__icontains=q) | Q(entity__icontains=q)
    )


def _semantic_ids(user: User, filters: MemoryFilters) -> tuple[dict[int, float], dict[int, float]]:
    """Ranked ids from recall (the same hybrid search chat uses), memories and episodes apart."""
    params = RecallParams.from_settings(
        {
            "top_k": 20,
            "episode_top_k": 5,
            "recall_budget_tokens": 100_000,
            "episode_budget_tokens": 100_000,
            "layers": {"core": False, "semantic": True, "episodes": not filters.type, "messages": False},
            "types": [filters.type] if filters.type else None,
        }
    )
    result = recall(user=user, query=filters.q, params=params, touch=False)
    memories = {i.id: i.score for i in result.items if i.layer in ENTRY_LAYERS}
    episodes = {i.id: i.score for i in result.items if i.layer == "episode"}
    return memories, episodes


def core_profile_for(user: User) -> list[RecalledItem]:
    """What the always-on core profile holds right now (what every chat starts with)."""
    return core_profile(user, RecallParams.from_settings())


def memory_listing(user: User, filters: MemoryFilters) -> MemoryListing:
    """The memory page: core profile, entries by type (or ranked results when searching), episodes."""
    core = [] if filters.active else core_profile_for(user)
    ordering = SORTS.get(filters.sort, SORTS["recent"])
    queryset = _filtered(user, filters)
    episodes_qs = Episode.objects.filter(user=user).defer("embedding", "search_vector").order_by("-ended_at", "-id")
    scores: dict[int, float] = {}
    episode_scores: dict[int, float] = {}
    if filters.q and filters.mode == "semantic":
        scores, episode_scores = _semantic_ids(user, filters)
        found = {m.pk: m for m in queryset.filter(pk__in=list(scores))}
        results = [found[i] for i in sorted(found, key=lambda i: -scores[i])]
        episodes = []
        if episode_scores and not (filters.status or filters.enabled):
            by_id = {e.pk: e for e in episodes_qs.filter(pk__in=list(episode_scores))}
            episodes = [by_id[i] for i in sorted(by_id, key=lambda i: -episode_scores[i])]
        return MemoryListing(core, [], results, episodes, scores, episode_scores, searching=True)
    if filters.q:
        queryset = _keyword_match(queryset, filters.q)
        episodes_qs = episodes_qs.filter(summary__icontains=filters.q)
    rows = list(queryset.order_by(*ordering)[: LIST_LIMIT + 1])
    truncated = len(rows) > LIST_LIMIT
    rows = rows[:LIST_LIMIT]
    show_episodes = not (filters.type or filters.status or filters.enabled)
    episodes = list(episodes_qs[:50]) if show_episodes else []
    if filters.q:
        return MemoryListing(core, [], rows, episodes, truncated=truncated, searching=True)
    grouped: dict[str, list[MemoryEntry]] = defaultdict(list)
    for row in rows:
        grouped[row.type].append(row)
    groups = [MemoryGroup(t, grouped[t]) for t in MemoryType.values if grouped.get(t)]
    return MemoryListing(core, groups, [], episodes, truncated=truncated)


def memories_get_for_user(user: User, memory_ids: list[int]) -> list[MemoryEntry]:
    """The user's memories with these ids, as My memory lists them (recently changed first); all or
    nothing, as the API's bulk delete: Http404 when any id is not one of theirs."""
    wanted = set(memory_ids)
    rows = list(
        MemoryEntry.objects.filter(user=user, pk__in=wanted)
        .defer("embedding", "search_vector")
        .order_by(*SORTS["recent"])
    )
    if not wanted or len(rows) != len(wanted):
        raise Http404("No such memory")
    return rows


def pending_count(user: User) -> int:
    return MemoryEntry.objects.filter(user=user, status=MemoryStatus.PENDING).count()


def pending_inbox(user: User) -> list[MemoryEntry]:
    return list(
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.PENDING)
        .select_related("conflicts_with")
        .defer("embedding", "search_vector", "conflicts_with__embedding", "conflicts_with__search_vector")
        .order_by("-created_at", "-id")
    )


def memory_history(memory: MemoryEntry) -> list[MemoryVersion]:
    return list(MemoryVersion.objects.filter(memory=memory).order_by("-version"))


def memory_version_get(memory: MemoryEntry, version: int | str) -> MemoryVersion:
    try:
        return MemoryVersion.objects.get(memory=memory, version=int(version))
    except (MemoryVersion.DoesNotExist, ValueError, TypeError):
        raise Http404("No such version") from None
