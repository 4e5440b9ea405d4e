"""Recall on one kept ``bench_recall`` store, by the code of the directory it is run from.

The store is built once (``bench_recall --memories 10000 --keep-data --database memoryhub_bench_recall``);
each version's worktree then runs this script against it, alternating, so that the store, its pages and
its statistics are the same for both and only the code differs:

    cd /tmp/wt-before && /work/main/.venv/bin/python /work/main/bench/results/cost-v13/recall_kept.py OUT.json

It regenerates the store's vectors from the seed (``populate`` draws them first), runs
``bench.recall_micro.measure_recall`` (200 queries, 10 warm-up queries, as ``bench_recall``) and records
the process's CPU time over them, then counts the Python function calls of the same 200 queries under
cProfile (a separate pass: the profiler slows the calls down, so it is not timed) and keeps a digest of
what was recalled (item ids and kinds in rank order), to tell a changed ranking from a changed cost.
"""

from __future__ import annotations

import cProfile
import hashlib
import json
import os
import pstats
import sys
import time
from typing import Any


def _backend_cpu_s(pid: int) -> float:
    """utime + stime of a local PostgreSQL backend (seconds), or NaN where /proc cannot tell."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(out_path: str, database: str = "memoryhub_bench_recall", seed: int = 7, queries: int = 200) -> None:
    sys.path.insert(0, os.getcwd())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryhub.settings")
    import django

    django.setup()
    import numpy as np

    from apps.accounts.models import User
    from apps.memory.models import MemoryEntry
    from apps.memory.recall import RecallParams, recall
    from bench import recall_micro
    from bench.runtime import use_bench_database

    load_start = [round(x, 2) for x in os.getloadavg()]
    use_bench_database(database, migrate=False)
    user = User.objects.filter(username__startswith="bench-recall-", external_id="recall").order_by("-id").first()
    if user is None:
        raise SystemExit(f"no kept bench_recall store in {database!r}")
    memories = MemoryEntry.objects.filter(user=user).count()
    dim = int(MemoryEntry.objects.filter(user=user).values_list("embedding_dim", flat=True).first() or 0)
    vectors = recall_micro._unit(np.random.default_rng(seed), memories, dim)  # populate's first draw
    options = recall_micro.RecallBenchOptions(out="", memories=memories, queries=queries, seed=seed, progress=False)

    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        backend = int(cursor.fetchone()[0])
    server0 = _backend_cpu_s(backend)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    stats = recall_micro.measure_recall(user, vectors, queries=queries, seed=seed, options=options)
    cpu_s, wall_s = time.process_time() - cpu0, time.perf_counter() - wall0
    server_s = _backend_cpu_s(backend) - server0

    # the same queries again, as measure_recall draws them, profiled and with what they recall
    rng = np.random.default_rng(seed + 1)
    texts = recall_micro._query_texts(rng, queries)
    near = vectors[rng.integers(0, len(vectors), size=queries)] + 0.35 * recall_micro._unit(rng, queries, dim)
    qvecs = np.where((np.arange(queries) % 2 == 0)[:, None], near, recall_micro._unit(rng, queries, dim))
    qvecs = (qvecs / np.linalg.norm(qvecs, axis=1, keepdims=True)).astype(np.float32)
    params = RecallParams.from_settings()
    ranked: list[Any] = []
    profiler = cProfile.Profile()
    for i in range(queries):
        profiler.enable()
        result = recall(user=user, query=texts[i], params=params, query_vector=qvecs[i])
        profiler.disable()
        ranked.append([[item.layer, item.id] for item in result.items])
    calls = pstats.Stats(profiler).total_calls  # type: ignore[attr-defined]
    digest = hashlib.sha256(json.dumps(ranked, default=str).encode()).hexdigest()[:16]
    blocks = hashlib.sha256(
        "\n".join(
            recall(user=user, query=texts[i], params=params, query_vector=qvecs[i]).block for i in range(queries)
        ).encode()
    ).hexdigest()[:16]
    out = {
        "cwd": os.getcwd(),
        "database": database,
        "memories": memories,
        "dim": dim,
        **stats,
        "timed_pass": {
            "queries_incl_warmup": queries + 10,
            "process_cpu_s": round(cpu_s, 3),
            "wall_s": round(wall_s, 3),
            "process_cpu_ms_per_query": round(cpu_s * 1000 / (queries + 10), 3),
            # the embedded server is local: its backend's CPU over the same pass, from /proc
            "backend_cpu_s": round(server_s, 3),
            "backend_cpu_ms_per_query": round(server_s * 1000 / (queries + 10), 3),
        },
        "profiled_pass": {"function_calls": int(calls), "calls_per_query": round(calls / queries, 1)},
        "items_digest": digest,
        "blocks_digest": blocks,
        "load_average_start": load_start,
        "load_average_end": [round(x, 2) for x in os.getloadavg()],
    }
    with open(out_path, "w") as handle:
        json.dump(out, handle, indent=2)
        handle.write("\n")
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1])
