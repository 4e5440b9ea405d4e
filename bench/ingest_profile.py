"""``manage.py bench_ingest_profile``: where the write path's time goes, stage by stage.

The same synthetic chat as ``bench_recall``'s ingest measurement (sessions of 20 messages through
``messages_ingest``), but the pipeline runs synchronously in this process (``process_user``, no
broker and no worker thread), so that its time can be split without the noise of a second thread:

- wall time of the ingest calls and of the pipeline;
- SQL: statements and time per statement shape (timed around each execute, Django included);
- the embedder's time (every ``embed_passages`` call, counted by wrapping the active embedder);
- the rest: rules, compression, reconciliation logic and ORM overhead in Python.

It writes nothing to bench/results; it prints a table. It runs in its own database (created and
migrated) like the other benchmarks, and deletes its workspace at the end.
"""

from __future__ import annotations

import cProfile
import pstats
import re
import time
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

import numpy as np

_SHAPE = re.compile(r"\s+")
_SAVEPOINT = re.compile(r'"s\d+_x\d+"')


@lru_cache(maxsize=4096)
def _shape(sql: str) -> str:
    # (cached: it runs inside the timed pipeline, once per statement, and most statements repeat)
    return _SAVEPOINT.sub('"sp"', _SHAPE.sub(" ", sql).strip())[:96]


def run(
    *,
    messages: int,
    embedder: str,
    database: str,
    seed: int,
    digest: bool = False,
    cprofile: str = "",
    allow_default_db: bool = False,
    log: Callable[[str], None] = print,
) -> dict[str, Any]:
    from django.conf import settings
    from django.db import connection

    from apps.chat.services import messages_ingest, session_create
    from apps.core.text import keywords
    from apps.memory import embeddings
    from apps.memory.pipeline.jobs import process_user
    from bench.embedders import activate_provider
    from bench.ingest_digest import stored_digest
    from bench.recall_micro import _ingest_messages
    from bench.runtime import bench_user, bench_workspace, configure_broker, delete_workspace, use_bench_database
    from memoryhub.celery import app

    db = use_bench_database(database, allow_default_db=allow_default_db)
    # ingest queues a task per session; nothing consumes them here (the pipeline runs below), so
    # they go to the run's own queue, and the process's broker settings are put back at the end
    broker = (
        settings.CELERY_BROKER_URL,
        settings.CELERY_TASK_DEFAULT_QUEUE,
        app.conf.broker_url,
        app.conf.task_default_queue,
    )
    configure_broker(db)
    previous = activate_provider(embedder)
    model = embeddings.get_embedder()
    model.embed_passages(["warm up"])  # what a worker does when it starts (apps.memory.tasks.warm_up)
    keywords("预热 warm up")
    embed = {"calls": 0, "passages": 0, "s": 0.0}
    original = model.embed_passages

    def timed_embed(texts: list[str]) -> Any:
        started = time.perf_counter()
        try:
            return original(texts)
        finally:
            embed["calls"] += 1
            embed["passages"] += len(texts)
            embed["s"] += time.perf_counter() - started

    statements: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])

    def timed_sql(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            row = statements[_shape(sql)]
            row[0] += 1
            row[1] += time.perf_counter() - started

    texts = _ingest_messages(np.random.default_rng(seed + 3), messages)
    workspace = bench_workspace("bench-ingest-profile")
    try:
        user = bench_user(workspace, f"ingest-{embedder}")
        base = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
        started = time.perf_counter()
        for s, start in enumerate(range(0, messages, 20)):
            at = base + timedelta(days=s)
            session = session_create(user=user, title=f"ingest {s}", started_at=at)
            messages_ingest(
                session=session,
                messages=[
                    {"role": "user", "content": t, "created_at": at + timedelta(seconds=i), "meta": {"speaker": "user"}}
                    for i, t in enumerate(texts[start : start + 20])
                ],
                end_session=True,
            )
        ingest_s = time.perf_counter() - started
        model.embed_passages = timed_embed  # type: ignore[method-assign]
        profiler = cProfile.Profile() if cprofile else None
        with connection.execute_wrapper(timed_sql):
            started, cpu_started = time.perf_counter(), time.process_time()
            if profiler is not None:
                profiler.enable()
            totals = process_user(user.pk)
            if profiler is not None:
                profiler.disable()
            pipeline_s = time.perf_counter() - started
            pipeline_cpu_s = time.process_time() - cpu_started
        if profiler is not None:
            profiler.dump_stats(cprofile)
        stored = stored_digest(user.pk) if digest else None
    finally:
        model.embed_passages = original  # type: ignore[method-assign]
        activate_provider(previous)
        settings.CELERY_BROKER_URL, settings.CELERY_TASK_DEFAULT_QUEUE = broker[0], broker[1]
        app.conf.update(broker_url=broker[2], task_default_queue=broker[3])
        cleanup = delete_workspace(workspace)
    sql_s = sum(t for _, t in statements.values())
    top = [
        {"shape": k, "count": int(n), "ms": round(t * 1000, 1)}
        for k, (n, t) in sorted(statements.items(), key=lambda kv: -kv[1][1])[:15]
    ]
    result: dict[str, Any] = {
        "messages": messages,
        "embedder": embedder,
        "ingest_calls_s": round(ingest_s, 3),
        "pipeline_s": round(pipeline_s, 3),
        "pipeline_messages_per_s": round(messages / pipeline_s, 1),
        "pipeline_cpu_s": round(pipeline_cpu_s, 3),
        "sql": {"statements": int(sum(n for n, _ in statements.values())), "s": round(sql_s, 3)},
        "embedding": {"calls": embed["calls"], "passages": embed["passages"], "s": round(embed["s"], 3)},
        "python_and_rest_s": round(pipeline_s - sql_s - embed["s"], 3),
        "totals": totals,
        "top_statements": top,
        "cleanup": cleanup,
    }
    log(
        f"{messages} messages, {embedder}: ingest calls {ingest_s:.2f} s; pipeline {pipeline_s:.2f} s "
        f"({result['pipeline_messages_per_s']} msg/s; this process's CPU {pipeline_cpu_s:.2f} s)"
    )
    log(f"  SQL        {sql_s:6.2f} s  {int(sum(n for n, _ in statements.values()))} statements")
    log(f"  embedding  {embed['s']:6.2f} s  {embed['calls']} calls, {embed['passages']} passages")
    log(f"  the rest   {result['python_and_rest_s']:6.2f} s  rules, compression, reconciliation, ORM")
    log(f"  pipeline counts: {totals}")
    if stored is not None:
        result["stored"] = stored
        log(f"  stored: {stored}")
    if cprofile:
        calls = pstats.Stats(cprofile).total_calls  # type: ignore[attr-defined]
        result["function_calls"] = calls
        log(f"  cProfile: {calls} function calls, stats in {cprofile} (the timings above include its overhead)")
    log("  slowest statement shapes (total ms, count):")
    for row in top:
        log(f"    {row['ms']:8.1f} ms {row['count']:5d}  {row['shape']}")
    return result
