"""How fast one worker empties a queue on the configured broker: N pings queued, then a prefork
``celery worker`` (concurrency 2, as ``make run`` starts it) started as a process of its own, timed
from its first answer to its last, once per polling interval asked for.

    python -m bench.broker_drain --tasks 40 --poll 1 0.1 [--out bench/results/broker-drain.md]

The pings are ``core.answer_ping`` (one row written): what is measured is the broker's hand-over,
not the work. It uses the configured database and broker on a queue of its own; the ping rows it
writes are deleted at the end.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def drain(tasks: int, poll: float) -> dict[str, float]:
    from apps.core.models import WorkerPing
    from apps.core.tasks import answer_ping

    queue = f"bench_drain_{os.getpid()}_{uuid.uuid4().hex[:6]}"
    nonces = [f"drain-{uuid.uuid4().hex}" for _ in range(tasks)]
    WorkerPing.objects.bulk_create([WorkerPing(nonce=nonce) for nonce in nonces])
    for nonce in nonces:
        answer_ping.apply_async((nonce,), queue=queue)
    env = {**os.environ, "CELERY_QUEUE": queue, "CELERY_BROKER_POLL_SECONDS": str(poll)}
    command = [sys.executable, "-m", "celery", "-A", "memoryhub", "worker", "--concurrency", "2", "-Q", queue,
               "--loglevel", "warning", "--hostname", f"{queue}@%h", "--without-mingle", "--without-gossip"]  # fmt: skip
    log = (ROOT / "var" / f"{queue}.log").open("wb")
    worker = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        started = time.monotonic()
        first = 0.0
        while True:
            answered = WorkerPing.objects.filter(nonce__in=nonces, answered_at__isnull=False).count()
            now = time.monotonic()
            if answered and not first:
                first = now
            if answered == tasks:
                break
            if now - started > 600 or worker.poll() is not None:
                raise SystemExit(
                    f"the worker answered {answered} of {tasks} pings (exit code {worker.poll()}; {log.name})"
                )
            time.sleep(0.02)
        return {
            "poll": poll,
            "tasks": tasks,
            "seconds": now - first,
            "per_second": (tasks - 1) / max(now - first, 1e-9),
        }
    finally:
        worker.terminate()
        worker.wait(60)
        log.close()
        if answered == tasks:
            Path(log.name).unlink()
        WorkerPing.objects.filter(nonce__in=nonces).delete()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", type=int, default=40)
    parser.add_argument("--poll", type=float, nargs="+", default=[1.0, 0.1], help="CELERY_BROKER_POLL_SECONDS values")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each value, alternated")
    parser.add_argument("--out", type=Path, help="a Markdown report")
    args = parser.parse_args(argv)
    if args.tasks < 2:
        parser.error("--tasks: at least 2")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryhub.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.conf import settings

    rows = []
    for _ in range(args.repeat):
        for poll in args.poll:
            row = drain(args.tasks, poll)
            row["load"] = os.getloadavg()[0]
            rows.append(row)
            print(f"poll {poll:g} s: {args.tasks} pings in {row['seconds']:.1f} s, {row['per_second']:.1f} a second")
    broker = "Redis" if settings.CELERY_BROKER_IS_REDIS else "PostgreSQL (kombu's SQLAlchemy transport)"
    lines = [
        "# One worker emptying a queue (`python -m bench.broker_drain`)",
        "",
        f"Broker: {broker}; a prefork worker of concurrency 2; {args.tasks} pings queued before it starts, timed from",
        "its first answer to its last.",
        "",
        "| CELERY_BROKER_POLL_SECONDS | seconds | tasks a second | load average |",
        "|---|---|---|---|",
        *(f"| {r['poll']:g} | {r['seconds']:.1f} | {r['per_second']:.1f} | {r['load']:.2f} |" for r in rows),
        "",
    ]
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text("\n".join(lines))
        print(f"report: {args.out}")


if __name__ == "__main__":
    main()
