"""Term statistics: exact common-term frequencies of a large store, read by recall's keyword leg."""

from __future__ import annotations

import psycopg
import pytest
from django.db import connection

from apps.accounts.models import User
from apps.audit.erasure import memories_clear
from apps.audit.services import actor_for_user
from apps.memory import termstats
from apps.memory.models import MemoryEntry, MemoryStatus, TermStats
from apps.memory.pipeline.upkeep import upkeep_user
from apps.memory.recall import RecallParams, recall
from apps.memory.services import memory_create
from apps.memory.termstats import term_stats_maybe_refresh, term_stats_refresh

pytestmark = pytest.mark.django_db

PLACES = ["Lisbon", "Osaka", "Nairobi", "Quito", "Tallinn", "Hobart", "Dakar", "Bergen", "Cusco", "Busan"]
SPORTS = ["rowing", "fencing", "curling", "judo", "squash", "archery", "karate", "sailing", "skiing", "surfing"]


@pytest.fixture
def small_store(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thresholds scaled down so that a store of 20 rows counts as large and 4 rows as common."""
    monkeypatch.setattr(termstats, "MIN_DOCUMENTS", 10)
    monkeypatch.setattr(termstats, "COMMON_DF", 4)


@pytest.fixture
def store(end_user: User) -> list[MemoryEntry]:
    """20 entries: 'Alice' in all, 'budget' in 5, each place in 2, each sport in 1."""
    rows = []
    for i in range(20):
        budget = " and set a budget" if i % 4 == 0 else ""
        summary = f"Alice planned a trip to {PLACES[i % 10]} for {SPORTS[i // 2]}{budget}"
        rows.append(memory_create(user=end_user, summary=summary))
    return rows


def live_df(user: User, term: str) -> int:
    return (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, enabled=True)
        .extra(where=["search_vector @@ plainto_tsquery('simple', %s)"], params=[term])
        .count()
    )


def term_hash(term: str, user: User) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT hashtextextended(%s, %s)", [term, user.pk])
        return int(cursor.fetchone()[0])


def test_a_small_store_keeps_no_statistics(end_user: User, store: list[MemoryEntry]) -> None:
    assert term_stats_refresh(end_user.pk, "memory") is None  # 20 rows, far below the real threshold
    assert not TermStats.objects.filter(user=end_user).exists()


def test_the_statistics_hold_the_exact_frequency_of_every_common_term_and_no_rare_one(
    end_user: User, store: list[MemoryEntry], small_store: None
) -> None:
    kept = term_stats_refresh(end_user.pk, "memory")

    stats = TermStats.objects.get(user=end_user, layer="memory")
    frequencies = dict(zip(stats.term_hashes, stats.frequencies, strict=True))
    assert stats.documents == 20
    assert frequencies[term_hash("alice", end_user)] == live_df(end_user, "alice") == 20
    assert frequencies[term_hash("budget", end_user)] == live_df(end_user, "budget") == 5
    for rare in ("lisbon", "rowing", "curl"):  # 2 and 1 rows (and a stem): under COMMON_DF, never kept
        assert term_hash(rare, end_user) not in frequencies
    assert kept == len(frequencies)
    assert all(n >= 4 for n in frequencies.values())


def test_recall_with_the_statistics_scores_exactly_as_counting_live(
    end_user: User, store: list[MemoryEntry], small_store: None
) -> None:
    params = RecallParams.from_settings({"floor": 0.0, "top_k": 10, "recall_budget_tokens": 1000})
    query = "What budget did Alice set for the Lisbon trip?"
    counted_live = recall(user=end_user, query=query, params=params)

    term_stats_refresh(end_user.pk, "memory")
    from_stats = recall(user=end_user, query=query, params=params)

    assert [(i.id, i.factors) for i in from_stats.semantic] == [(i.id, i.factors) for i in counted_live.semantic]
    assert from_stats.semantic[0].id == store[0].pk  # Lisbon + budget: the rare words decide

    # and the statistics are what recall read: a changed frequency changes the keyword scores
    stats = TermStats.objects.get(user=end_user, layer="memory")
    position = stats.term_hashes.index(term_hash("alice", end_user))
    stats.frequencies[position] = 1  # pretend 'alice' were rare: it now weighs as much as 'lisbon'
    stats.save()
    skewed = recall(user=end_user, query=query, params=params)
    assert [i.factors["keyword"] for i in skewed.semantic] != [i.factors["keyword"] for i in from_stats.semantic]


def test_statistics_are_rebuilt_when_the_store_grows_by_a_tenth_and_dropped_when_it_shrinks(
    end_user: User, store: list[MemoryEntry], small_store: None
) -> None:
    assert term_stats_maybe_refresh(end_user.pk) == ["memory"]  # episodes: none, so no statistics
    assert term_stats_maybe_refresh(end_user.pk) == []  # fresh

    memory_create(user=end_user, summary="Alice booked a budget hotel")
    assert term_stats_maybe_refresh(end_user.pk) == []  # 21 rows: within a tenth of 20
    memory_create(user=end_user, summary="Alice bought a budget ticket")
    memory_create(user=end_user, summary="Alice asked for a budget review")
    assert term_stats_maybe_refresh(end_user.pk) == ["memory"]
    stats = TermStats.objects.get(user=end_user, layer="memory")
    assert stats.documents == 23
    assert dict(zip(stats.term_hashes, stats.frequencies, strict=True))[term_hash("budget", end_user)] == 8

    MemoryEntry.objects.filter(user=end_user).exclude(pk__in=[m.pk for m in store[:5]]).update(enabled=False)
    assert term_stats_maybe_refresh(end_user.pk) == ["memory"]  # 5 usable rows: below the threshold
    assert not TermStats.objects.filter(user=end_user).exists()


def test_upkeep_refreshes_them_and_clearing_memories_deletes_them(
    end_user: User, store: list[MemoryEntry], small_store: None
) -> None:
    assert upkeep_user(end_user).get("term_stats") == 1
    assert TermStats.objects.filter(user=end_user).count() == 1

    counts = memories_clear(user=end_user, actor=actor_for_user(end_user))

    assert counts["term_stats"] == 1
    assert not TermStats.objects.filter(user=end_user).exists()


def test_a_filtered_recall_counts_over_its_own_rows_and_ignores_the_statistics(
    end_user: User, store: list[MemoryEntry], small_store: None
) -> None:
    params = RecallParams.from_settings({"floor": 0.0, "top_k": 10, "recall_budget_tokens": 1000, "types": ["fact"]})
    query = "What budget did Alice set for the Lisbon trip?"
    counted_live = recall(user=end_user, query=query, params=params)

    term_stats_refresh(end_user.pk, "memory")
    stats = TermStats.objects.get(user=end_user, layer="memory")
    stats.frequencies = [1] * len(stats.frequencies)  # nonsense: would change every score if it were read
    stats.save()

    filtered = recall(user=end_user, query=query, params=params)
    assert [(i.id, i.factors) for i in filtered.semantic] == [(i.id, i.factors) for i in counted_live.semantic]


@pytest.mark.django_db(transaction=True)
def test_no_refresh_while_another_transaction_holds_the_user(
    end_user: User, store: list[MemoryEntry], small_store: None
) -> None:
    """A clear-all or an erasure locks the user first: a refresh must not write statistics of the
    memories it is deleting (it skips, and the next pipeline write retries)."""
    params = connection.settings_dict
    other = psycopg.connect(
        dbname=params["NAME"],
        user=params["USER"] or None,
        password=params["PASSWORD"] or None,
        host=params["HOST"] or None,
        port=params["PORT"] or None,
    )
    try:
        other.execute("SELECT 1 FROM accounts_user WHERE id = %s FOR UPDATE", [end_user.pk])
        assert term_stats_maybe_refresh(end_user.pk) == []
        assert term_stats_refresh(end_user.pk, "memory") is None
        assert not TermStats.objects.filter(user=end_user).exists()
    finally:
        other.rollback()
        other.close()
    assert term_stats_maybe_refresh(end_user.pk) == ["memory"]
