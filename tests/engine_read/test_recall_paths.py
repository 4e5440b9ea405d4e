"""Recall's statement at scale: prepared once, and one of two paths through a store by its size."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from django.db import connection

from apps.accounts.models import User
from apps.memory import termstats
from apps.memory.models import MemoryEntry
from apps.memory.recall import RecallParams, recall
from apps.memory.recall import sql as recall_sql
from apps.memory.services import memory_create
from apps.memory.termstats import term_stats_refresh

pytestmark = pytest.mark.django_db

QUERY = "Which racket did Alice buy for squash?"
SPORTS = ["rowing", "fencing", "curling", "judo", "squash", "archery", "karate", "sailing", "skiing", "surfing"]


@pytest.fixture
def store(end_user: User) -> list[MemoryEntry]:
    rows = [
        memory_create(user=end_user, summary=f"Alice bought a racket for {sport} in {season}")
        for season in ("spring", "autumn")
        for sport in SPORTS
    ]
    analyze()
    return rows


def analyze() -> None:
    """Fresh table statistics: ANALYZE's row count outlives a test's rollback, and the share of the
    table a store holds is measured against it."""
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memory_memoryentry")


def count_as_large(patch: pytest.MonkeyPatch, user: User, *, common_df: int = 4, walk: bool = True) -> None:
    """Thresholds scaled down so that 20 rows are a large store, and its statistics kept; ``walk``:
    large enough for its table to walk the graph too."""
    patch.setattr(termstats, "MIN_DOCUMENTS", 10)
    patch.setattr(termstats, "COMMON_DF", common_df)
    if walk:
        patch.setattr(recall_sql, "HNSW_WALK_RATIO", 0)
    assert term_stats_refresh(user.pk, "memory") is not None


@pytest.fixture
def large_store(store: list[MemoryEntry], monkeypatch: pytest.MonkeyPatch) -> list[MemoryEntry]:
    count_as_large(monkeypatch, store[0].user)
    return store


def statement(user: User, query: str = QUERY) -> tuple[str, Any]:
    """The statement recall ran, with its parameters."""
    seen: list[tuple[str, Any]] = []

    def keep(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if sql.lstrip().startswith("WITH"):
            seen.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(keep):
        recall(user=user, query=query)
    assert len(seen) == 1
    return seen[0]


def cte_rows(user: User, name: str) -> int | None:
    """Rows a CTE of recall's statement produced when run (None: never run)."""
    sql, params = statement(user)
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (ANALYZE, FORMAT JSON) " + sql, params)
        plan = cursor.fetchone()[0]
    plan = json.loads(plan) if isinstance(plan, str) else plan

    def walk(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
        yield node
        for child in node.get("Plans", []):
            yield from walk(child)

    for node in walk(plan[0]["Plan"]):
        if node.get("Subplan Name") == f"CTE {name}":
            return int(node["Actual Rows"]) if node.get("Actual Loops") else None
    raise AssertionError(f"no CTE {name} in the plan")


def prepared_runs() -> dict[str, int]:
    """Executions of each prepared recall statement on this connection, by its text."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT statement, generic_plans + custom_plans FROM pg_prepared_statements WHERE statement LIKE %s",
            ["%m_large%"],
        )
        return {str(text): int(runs) for text, runs in cursor.fetchall()}


def test_a_small_store_is_read_row_by_row_and_the_graph_is_never_walked(
    end_user: User, store: list[MemoryEntry]
) -> None:
    assert cte_rows(end_user, "m_large") == 1
    assert cte_rows(end_user, "m_rows") == len(store)


def test_a_large_store_walks_the_graph_instead_of_reading_every_row(
    end_user: User, large_store: list[MemoryEntry]
) -> None:
    assert cte_rows(end_user, "m_rows") == 0
    assert cte_rows(end_user, "m_dense") == len(large_store)  # the graph found every row (fewer than 40)


def test_a_large_store_that_is_a_sliver_of_the_table_is_read_row_by_row(
    end_user: User, other_end_user: User, large_store: list[MemoryEntry]
) -> None:
    """20 rows among 3,020: a filtered walk of the graph would visit ~150 rows for each of hers
    it finds, while her own 20 rows are read in one go."""
    vectors = np.random.default_rng(3).normal(size=(3000, 384)).astype(np.float32)
    MemoryEntry.objects.bulk_create(
        MemoryEntry(user=other_end_user, summary=f"note {i}", embedding=v, embedding_dim=384, embedding_model="test")
        for i, v in enumerate(vectors)
    )
    analyze()

    assert cte_rows(end_user, "m_rows") == len(large_store)


def test_a_large_store_still_small_for_its_table_is_read_row_by_row_for_the_dense_leg_only(
    end_user: User, store: list[MemoryEntry], monkeypatch: pytest.MonkeyPatch
) -> None:
    """20 rows with statistics, in a table of 20: 20² < HNSW_WALK_RATIO × 20, so the dense leg reads
    the rows (cheaper than the walk, and exact) while the keyword leg goes through the statistics
    and the GIN index, as a large store's does."""
    params = RecallParams.from_settings({"floor": 0.0, "top_k": 10, "recall_budget_tokens": 1000})
    read_row_by_row = recall(user=end_user, query=QUERY, params=params)
    count_as_large(monkeypatch, end_user, common_df=100, walk=False)

    assert cte_rows(end_user, "m_large") == 1
    assert cte_rows(end_user, "m_walk") == 1
    assert cte_rows(end_user, "m_rows") == len(store)
    large_but_read = recall(user=end_user, query=QUERY, params=params)
    assert [(i.id, i.factors) for i in large_but_read.semantic] == [(i.id, i.factors) for i in read_row_by_row.semantic]
    monkeypatch.setattr(recall_sql, "HNSW_WALK_RATIO", 0)
    assert cte_rows(end_user, "m_rows") == 0  # the same store walks the graph once it is large enough


def test_both_paths_recall_the_same_memories_with_the_same_scores(end_user: User, store: list[MemoryEntry]) -> None:
    params = RecallParams.from_settings({"floor": 0.0, "top_k": 10, "recall_budget_tokens": 1000})
    read_row_by_row = recall(user=end_user, query=QUERY, params=params)
    with pytest.MonkeyPatch.context() as patch:
        count_as_large(patch, end_user, common_df=100)  # statistics that name no common term: the IDF counted live
        assert cte_rows(end_user, "m_rows") == 0
        through_the_graph = recall(user=end_user, query=QUERY, params=params)

    assert [(i.id, i.factors) for i in through_the_graph.semantic] == [
        (i.id, i.factors) for i in read_row_by_row.semantic
    ]
    assert "squash" in read_row_by_row.semantic[0].text


def test_the_statement_is_prepared_once_for_every_person_and_every_query(
    end_user: User, other_end_user: User, store: list[MemoryEntry]
) -> None:
    memory_create(user=other_end_user, summary="Bob plays squash on Tuesdays")
    before = prepared_runs()
    queries = [QUERY, "What did Alice buy in spring?", "Does Bob play squash?"]
    for user in (end_user, other_end_user):
        for query in queries:
            recall(user=user, query=query)

    after = prepared_runs()
    grown = {text: runs - before.get(text, 0) for text, runs in after.items() if runs != before.get(text, 0)}
    assert list(grown.values()) == [6], "one prepared statement served both people and all three queries"
    with connection.cursor() as cursor:
        cursor.execute("SELECT generic_plans FROM pg_prepared_statements WHERE statement = %s", [next(iter(grown))])
        assert cursor.fetchone()[0] > 0, "the statement ran on a generic plan (planned once)"


def test_without_prepared_statements_recall_still_runs_and_prepares_nothing(
    end_user: User, store: list[MemoryEntry]
) -> None:
    """DATABASE_PREPARED_STATEMENTS=false, for a pooler that cannot keep them."""
    connection.ensure_connection()
    raw = connection.connection
    threshold = raw.prepare_threshold
    raw.prepare_threshold = None
    try:
        before = prepared_runs()
        result = recall(user=end_user, query=QUERY)
        assert prepared_runs() == before
    finally:
        raw.prepare_threshold = threshold
    assert "squash" in result.semantic[0].text
