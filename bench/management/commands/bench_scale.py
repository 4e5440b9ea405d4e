"""Recall latency with 100,000 memories for one person and 1,000,000 across 1,000 people. See bench/README.md."""

from __future__ import annotations

import shlex
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser


class Command(BaseCommand):
    help = (
        "Bulk-load synthetic people and memories into a bench database, then time recall (p50/p95/p99, no query "
        "embedding) with EXPLAIN ANALYZE of its statement. Writes DIR/scale.json, scale.md and scale.png."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--out", required=True)
        parser.add_argument("--people", type=int, default=1_000, help="people with --memories-per-person each")
        parser.add_argument("--memories-per-person", type=int, default=1_000)
        parser.add_argument("--heavy-memories", type=int, default=100_000, help="memories of the one heavy person")
        parser.add_argument(
            "--messages-per-memory", type=float, default=1.0, help="earlier messages indexed per memory"
        )
        parser.add_argument("--memories-per-episode", type=int, default=20)
        parser.add_argument("--topics", type=int, default=1_024, help="topic sentences embedded with the embedder")
        parser.add_argument("--queries", type=int, default=300, help="timed queries per scenario")
        parser.add_argument("--warmup", type=int, default=30)
        parser.add_argument("--database", default="memoryhub_bench_scale")
        parser.add_argument(
            "--reuse", action="store_true", help="reuse rows loaded by an earlier run of the same shape, and keep them"
        )
        parser.add_argument(
            "--server",
            choices=["shared", "dedicated"],
            default="shared",
            help="shared: the configured (embedded) server; dedicated: a PostgreSQL of the bench's own, sized by --shared-buffers",
        )
        parser.add_argument("--pgdata", default="var/pgdata-scale", help="the dedicated server's data directory")
        parser.add_argument("--shared-buffers", default="6GB", help="the dedicated server's buffer pool")
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument(
            "--scenario",
            choices=["both", "one", "many"],
            default="both",
            help="time only the heavy person (one) or only the many people (many); the load is the same",
        )
        parser.add_argument("--no-progress", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        from bench.runtime import BenchSetupError
        from bench.scale.run import ScaleOptions, run

        if options["heavy_memories"] < 1 or options["queries"] < 1 or options["topics"] < 8:
            raise CommandError("--heavy-memories and --queries must be at least 1, --topics at least 8")
        run_options = ScaleOptions(
            out=options["out"],
            people=max(0, options["people"]),
            memories_per_person=max(1, options["memories_per_person"]),
            heavy_memories=options["heavy_memories"],
            messages_per_memory=max(0.0, options["messages_per_memory"]),
            memories_per_episode=max(1, options["memories_per_episode"]),
            topics=options["topics"],
            queries=options["queries"],
            warmup=max(0, options["warmup"]),
            database=options["database"],
            reuse=options["reuse"],
            server=options["server"],
            pgdata=options["pgdata"],
            shared_buffers=options["shared_buffers"],
            seed=options["seed"],
            scenario=options["scenario"],
            progress=not options["no_progress"],
            command="python manage.py bench_scale " + shlex.join(sys.argv[2:]),
        )
        try:
            run(run_options, log=lambda line: self.stdout.write(line))
        except BenchSetupError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"wrote {options['out']}/scale.json, scale.md and scale.png")
