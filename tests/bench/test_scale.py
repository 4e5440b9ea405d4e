"""bench_scale at a tiny size: bulk-loaded people, recall timed on both passes, plans explained."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection

pytestmark = pytest.mark.django_db(transaction=True)


def _database_exists(name: str) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name])
        return cursor.fetchone() is not None


def test_the_scale_bench_loads_times_and_explains_recall_then_drops_its_database(tmp_path: Path) -> None:
    database = f"memoryhub_bench_scale_test_{uuid.uuid4().hex[:8]}"
    out = tmp_path / "scale"

    call_command(
        "bench_scale",
        "--out", str(out),
        "--people", "3",
        "--memories-per-person", "20",
        "--heavy-memories", "300",
        "--queries", "5",
        "--warmup", "1",
        "--topics", "16",
        "--database", database,
        "--no-progress",
    )  # fmt: skip

    report = json.loads((out / "scale.json").read_text())
    assert report["meta"]["people"] == {"heavy_memories": 300, "others": 3}
    for scenario in ("one", "many"):
        for name in ("first", "repeat"):
            timed = report["scenarios"][scenario]["passes"][name]
            assert 0 < timed["queries"] == len(timed["latencies_ms"]) <= 5  # many: at most one query per person
            assert 0 < timed["p50_ms"] <= timed["p95_ms"] <= timed["p99_ms"] <= timed["max_ms"]
            assert timed["items_per_query"] > 0  # recall found the synthetic memories
            assert timed["statements_per_recall"] == 1.0  # one statement per recall, as the engine promises
        plan = report["scenarios"][scenario]["explain_median"]["plan"]
        assert "actual time" in (plan if isinstance(plan, str) else json.dumps(plan))
    markdown = (out / "scale.md").read_text()
    assert "## Recall without the query embedding" in markdown and "EXPLAIN (ANALYZE, BUFFERS)" in markdown
    assert (out / "scale.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not _database_exists(database)  # without --reuse the bench drops what it loaded


def test_the_scale_bench_refuses_sizes_it_cannot_measure(tmp_path: Path) -> None:
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="--queries"):
        call_command("bench_scale", "--out", str(tmp_path), "--queries", "0", "--no-progress")


def test_one_scenario_alone_on_reused_rows_asks_and_answers_as_both_did(tmp_path: Path) -> None:
    from bench.scale.run import _drop_database

    database = f"memoryhub_bench_scale_test_{uuid.uuid4().hex[:8]}"
    shape = ["--people", "3", "--memories-per-person", "20", "--heavy-memories", "300", "--queries", "5"]
    shape += ["--warmup", "1", "--topics", "16", "--database", database, "--no-progress", "--reuse"]
    try:
        call_command("bench_scale", "--out", str(tmp_path / "both"), *shape)
        call_command("bench_scale", "--out", str(tmp_path / "one"), "--scenario", "one", *shape)
    finally:
        _drop_database(database, str(connection.settings_dict["NAME"]))
    both, one = (json.loads((tmp_path / name / "scale.json").read_text()) for name in ("both", "one"))
    assert one["load"]["reused"] and list(one["scenarios"]) == ["one"]
    # the same questions, and on the loaded rows' clock the same items with the same scores
    assert one["scenarios"]["one"]["ranked"] == both["scenarios"]["one"]["ranked"]
    assert all(entry["items"] for entry in one["scenarios"]["one"]["ranked"])
