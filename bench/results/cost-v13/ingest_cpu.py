"""``bench_ingest_profile`` with the CPU time of its pipeline, by the code of the directory it is run from.

The same run as ``manage.py bench_ingest_profile --messages 400 --embedder use --database DB`` (it calls
``bench.ingest_profile.run``), with ``process_user`` wrapped to record this process's CPU time and the
CPU time of its PostgreSQL backend (the embedded server is local: ``/proc``) over the pipeline — on a
shared box these move less with the load than the wall times the command prints:

    cd /tmp/wt-after && /work/main/.venv/bin/python /work/main/bench/results/cost-v13/ingest_cpu.py OUT.json

With ``--profile`` the pipeline runs under cProfile and its function calls are counted (in all and per part
of the code base): Python's work, which the load does not change; that run's times are not comparable.
"""

from __future__ import annotations

import json
import os
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


def _calls_by_part(stats: Any, root: str) -> dict[str, int]:
    """Function calls per part of the code base (apps/memory/pipeline/<part>, other apps, the rest)."""
    parts: dict[str, int] = {}
    for (path, _line, _name), (_cc, calls, _tt, _ct, _callers) in stats.stats.items():
        rel = path[len(root) + 1 :] if path.startswith(root + "/") else ""
        bits = rel.split("/")
        if rel.startswith("apps/memory/pipeline/"):
            part = "/".join(bits[:4]) if len(bits) > 4 else rel
        elif rel.startswith("apps/"):
            part = "/".join(bits[:3]) if len(bits) > 3 else rel
        else:
            part = "django, psycopg, numpy, the embedder, the standard library"
        parts[part] = parts.get(part, 0) + int(calls)
    return dict(sorted(parts.items(), key=lambda kv: -kv[1]))


def main(out_path: str, database: str = "memoryhub_bench_ingest", messages: int = 400, profile: bool = False) -> None:
    sys.path.insert(0, os.getcwd())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryhub.settings")
    import django

    django.setup()
    from django.db import connection

    from apps.memory.pipeline import jobs
    from bench.ingest_profile import run

    load_start = [round(x, 2) for x in os.getloadavg()]
    original = jobs.process_user
    cpu: dict[str, Any] = {}

    def timed_process_user(*args: Any, **kwargs: Any) -> Any:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            backend = int(cursor.fetchone()[0])
        server0, cpu0 = _backend_cpu_s(backend), time.process_time()
        try:
            if profile:  # Python's work counted in function calls (the profiler's times are not used)
                import cProfile
                import pstats

                profiler = cProfile.Profile()
                try:
                    return profiler.runcall(original, *args, **kwargs)
                finally:
                    stats = pstats.Stats(profiler)
                    cpu["function_calls"] = int(stats.total_calls)  # type: ignore[attr-defined]
                    cpu["function_calls_by_part"] = _calls_by_part(stats, os.getcwd())  # type: ignore[assignment]
            return original(*args, **kwargs)
        finally:
            cpu["pipeline_process_cpu_s"] = round(time.process_time() - cpu0, 3)
            cpu["pipeline_backend_cpu_s"] = round(_backend_cpu_s(backend) - server0, 3)

    jobs.process_user = timed_process_user  # type: ignore[assignment]
    try:
        result = run(messages=messages, embedder="use", database=database, seed=7)
    finally:
        jobs.process_user = original  # type: ignore[assignment]
    result.update(cpu)
    result["cwd"] = os.getcwd()
    result["load_average_start"] = load_start
    result["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    with open(out_path, "w") as handle:
        json.dump(result, handle, indent=2, default=str)
        handle.write("\n")


if __name__ == "__main__":
    main(sys.argv[1], profile="--profile" in sys.argv[2:])
