"""Timing recall at scale: ``recall()`` in-process with pre-computed query vectors, the recall
statement timed apart, and EXPLAIN (ANALYZE, BUFFERS) of the statement of a typical query."""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
from tqdm import tqdm

from bench.locomo.metrics import percentile


@dataclass
class Query:
    user_id: int
    text: str
    vector: np.ndarray


class StatementTimer:
    """A connection wrapper that times every statement and keeps the last recall statement (the
    one that starts with WITH), so that EXPLAIN runs exactly what recall ran."""

    def __init__(self) -> None:
        self.sql_ms = 0.0
        self.statements = 0
        self.recall_sql: tuple[str, Any] | None = None

    def __call__(self, execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            self.sql_ms += (time.perf_counter() - started) * 1000
            self.statements += 1
            if sql.lstrip().startswith("WITH"):
                self.recall_sql = (sql, params)


def _on_cpu_ns(pid: int) -> int | None:
    """Nanoseconds a process has run on a CPU (Linux schedstat), or None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/schedstat") as handle:
            return int(handle.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def _backend_pid() -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return int(cursor.fetchone()[0])


@contextmanager
def timed_statements() -> Iterator[StatementTimer]:
    from django.db import connection

    timer = StatementTimer()
    with connection.execute_wrapper(timer):
        yield timer


def _timed(query: Query, user: Any, params: Any, backend: int) -> dict[str, Any]:
    """One recall: wall time without the query embedding, and the on-CPU time of this thread and of
    its database backend — what the recall costs on an idle core, whatever else the shared machine
    is running."""
    from apps.memory.recall import recall

    with timed_statements() as timer:
        server_before, client_before = _on_cpu_ns(backend), time.thread_time_ns()
        started = time.perf_counter()
        result = recall(user=user, query=query.text, params=params, query_vector=query.vector)
        elapsed = (time.perf_counter() - started) * 1000 - float(result.timings.get("embed_ms", 0.0))
        client_ms = (time.thread_time_ns() - client_before) / 1e6
        server_after = _on_cpu_ns(backend)
    server_ms = None if server_before is None or server_after is None else (server_after - server_before) / 1e6
    return {
        "user_id": query.user_id,
        "query": query.text,
        "ms": elapsed,
        "sql_ms": timer.sql_ms,
        "cpu_ms": None if server_ms is None else client_ms + server_ms,
        "server_cpu_ms": server_ms,
        "statements": timer.statements,
        "items": len(result.items),
        # what recall answered, to compare two runs on the same rows: (layer, id, unrounded score)
        "ranked": [(item.layer, item.id, item.rank) for item in result.items],
        "sql": timer.recall_sql,
    }


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    wall = [r["ms"] for r in rows]
    cpu = [r["cpu_ms"] for r in rows if r["cpu_ms"] is not None]
    server_cpu = [r["server_cpu_ms"] for r in rows if r["server_cpu_ms"] is not None]

    def p(values: list[float], q: int) -> float | None:
        return round(percentile(values, q) or 0.0, 2) if values else None

    return {
        "queries": len(rows),
        "p50_ms": p(wall, 50),
        "p95_ms": p(wall, 95),
        "p99_ms": p(wall, 99),
        "max_ms": round(max(wall), 2),
        "cpu_p50_ms": p(cpu, 50),
        "cpu_p95_ms": p(cpu, 95),
        "cpu_p99_ms": p(cpu, 99),
        "server_cpu_p50_ms": p(server_cpu, 50),
        "server_cpu_p95_ms": p(server_cpu, 95),
        "statements_per_recall": round(float(np.mean([r["statements"] for r in rows])), 2),
        "items_per_query": round(float(np.mean([r["items"] for r in rows])), 2),
        "latencies_ms": [round(v, 3) for v in wall],
        "cpu_latencies_ms": [round(v, 3) for v in cpu],
    }


def run_queries(
    queries: list[Query], warmup: list[Query], *, label: str, now: datetime, progress: bool
) -> dict[str, Any]:
    """``warmup`` (other people and questions) untimed, then every query twice: a **first** pass —
    each person's rows and the graph's pages as the earlier traffic left them — and a **repeat**
    pass, the same queries again: what a person chatting on sees once their store is in memory.
    Each through ``recall()`` as a preview does (no access recorded), on the clock ``now``."""
    from apps.accounts.models import User
    from apps.memory.recall import RecallParams

    users = {u.pk: u for u in User.objects.filter(pk__in={q.user_id for q in queries + warmup})}
    params = RecallParams.from_settings().override({"now": now})
    backend = _backend_pid()
    for query in warmup:
        _timed(query, users[query.user_id], params, backend)
    passes: dict[str, list[dict[str, Any]]] = {}
    for name in ("first", "repeat"):
        bar = tqdm(
            queries, desc=f"recall {label} ({name})", unit="q", disable=not progress, leave=False, file=sys.stderr
        )
        passes[name] = [_timed(query, users[query.user_id], params, backend) for query in bar]
    first = passes["first"]
    median = sorted(first, key=lambda r: r["ms"])[len(first) // 2]
    slowest = max(first, key=lambda r: r["ms"])
    return {
        "warmup": len(warmup),
        "passes": {name: _summary(rows) for name, rows in passes.items()},
        "ranked": [{"query": r["query"], "items": r["ranked"]} for r in passes["repeat"]],
        "prepared_statements": prepared_plans(),
        "explain_median": explain(median),
        "explain_slowest": explain(slowest),
    }


def prepared_plans() -> list[dict[str, Any]]:
    """How often each prepared recall statement of this connection ran on a generic plan (planned
    once) and on a custom one (planned for its parameters)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT generic_plans, custom_plans, length(statement) FROM pg_prepared_statements "
            "WHERE statement LIKE 'WITH%%' ORDER BY prepare_time"
        )
        return [{"generic_plans": g, "custom_plans": c, "statement_chars": n} for g, c, n in cursor.fetchall()]


def explain(row: dict[str, Any]) -> dict[str, Any]:
    """EXPLAIN (ANALYZE, BUFFERS) of one query's recall statement, run again as recall ran it: the
    statement prepared with its parameters and executed on a generic plan (recall's statement is
    prepared once per connection and runs on one, see apps/memory/recall/sql.py)."""
    from django.db import connection
    from psycopg import ClientCursor

    if row["sql"] is None:
        return {"query": row["query"], "plan": "no recall statement was run"}
    sql, params = row["sql"]
    names: list[str] = []

    def placeholder(match: re.Match[str]) -> str:
        if match.group(1) not in names:
            names.append(match.group(1))
        return f"${names.index(match.group(1)) + 1}"

    positional = re.sub(r"%\((\w+)\)s", placeholder, sql)
    connection.ensure_connection()
    literal = ClientCursor(connection.connection)
    arguments = ", ".join(literal.mogrify("%s", [params[name]]) for name in names)
    with connection.cursor() as cursor:
        cursor.execute("SET plan_cache_mode = force_generic_plan")
        cursor.execute("PREPARE bench_recall_explain AS " + positional.replace("%%", "%"))
        try:
            cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS, SETTINGS) EXECUTE bench_recall_explain({arguments})")
            plan = "\n".join(str(line[0]) for line in cursor.fetchall())
        finally:
            cursor.execute("DEALLOCATE bench_recall_explain")
            cursor.execute("RESET plan_cache_mode")
    # the query vector, written out in full at every use, would be most of the text
    plan = re.sub(r"'\[[-0-9.,e]+\]'", "'[the query vector]'", plan)
    return {"query": row["query"], "user_id": row["user_id"], "recall_ms": round(row["ms"], 2), "plan": plan}
