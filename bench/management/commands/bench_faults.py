"""Faults at full size: a worker killed mid-ingest, the database and the Redis broker stopping under
traffic, web workers killed under load. See bench/README.md ("bench_faults") and bench/faults.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.memory.embeddings import LOCAL_PROVIDERS


class Command(BaseCommand):
    help = (
        "Run the fault scenarios against gunicorn + a Celery worker started as child processes on a database of the "
        "run's own, and write OUT/faults.json and OUT/faults.md (counts: messages sent, jobs done, memories vs a clean run)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        from bench.faults import SCENARIOS, BenchOptions

        d = BenchOptions()
        parser.add_argument(
            "--scenarios", default=",".join(SCENARIOS), help=f"comma-separated, of {', '.join(SCENARIOS)}"
        )
        parser.add_argument("--people", type=int, default=d.people, help="worker_killed: people ingesting")
        parser.add_argument("--per-person", type=int, default=d.per_person, help="worker_killed: messages per person")
        parser.add_argument(
            "--per-call", type=int, default=d.per_call, help="worker_killed: messages per ingest request"
        )
        parser.add_argument("--pace", type=float, default=d.pace, help="worker_killed: seconds between ingest requests")
        parser.add_argument(
            "--down", type=float, default=d.down_seconds, help="worker_killed: seconds without a worker"
        )
        parser.add_argument("--agents", type=int, default=d.agents, help="outages, web kills: chat agents")
        parser.add_argument("--ingest-agents", type=int, default=d.ingest_agents, help="outages: ingest agents")
        parser.add_argument(
            "--before", type=float, default=d.before, help="outages: seconds of traffic before the stop"
        )
        parser.add_argument("--outage", type=float, default=d.outage, help="outages: seconds the part stays down")
        parser.add_argument("--after", type=float, default=d.after, help="outages: seconds of traffic after its return")
        parser.add_argument(
            "--web-seconds", type=float, default=d.web_seconds, help="web_worker_killed: seconds of load"
        )
        parser.add_argument(
            "--kill-every", type=float, default=d.kill_every, help="web_worker_killed: mean seconds between kills"
        )
        parser.add_argument(
            "--sweep-seconds", type=int, default=d.sweep_seconds, help="the children's MEMORY_SWEEP_SECONDS"
        )
        parser.add_argument("--embedder", default=d.embedder, choices=LOCAL_PROVIDERS)
        parser.add_argument("--drain-timeout", type=float, default=d.drain_timeout)
        parser.add_argument("--database", default=d.database, help="the run's database on the configured server")
        parser.add_argument("--out", default="bench/results/faults")
        parser.add_argument("--keep-logs", action="store_true", help="keep the processes' logs (printed path)")

    def handle(self, *args: Any, **options: Any) -> None:
        from bench.faults import BenchOptions, FaultSetupError, bench_run
        from bench.runtime import BenchSetupError

        bench = BenchOptions(
            scenarios=tuple(s.strip() for s in options["scenarios"].split(",") if s.strip()),
            people=options["people"],
            per_person=options["per_person"],
            per_call=options["per_call"],
            pace=options["pace"],
            down_seconds=options["down"],
            agents=options["agents"],
            ingest_agents=options["ingest_agents"],
            before=options["before"],
            outage=options["outage"],
            after=options["after"],
            web_seconds=options["web_seconds"],
            kill_every=options["kill_every"],
            sweep_seconds=options["sweep_seconds"],
            embedder=options["embedder"],
            drain_timeout=options["drain_timeout"],
            database=options["database"],
            out=Path(options["out"]).resolve(),
            keep_logs=options["keep_logs"],
        )
        try:
            result = bench_run(bench, log=self.stdout.write)
        except (ValueError, FaultSetupError, BenchSetupError) as exc:
            raise CommandError(str(exc)) from exc
        held = [s["scenario"] for s in result["scenarios"] if s["held"]]
        broken = [s["scenario"] for s in result["scenarios"] if not s["held"]]
        self.stdout.write(
            f"held: {', '.join(held) or 'none'}; broken: {', '.join(broken) or 'none'} → {bench.out}/faults.md"
        )
        if broken:
            raise CommandError(f"broken: {', '.join(broken)}")
