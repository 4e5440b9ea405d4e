"""Where the write path's time goes: SQL, embedding and the rest, stage by stage. See bench/README.md."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.memory.embeddings import LOCAL_PROVIDERS


class Command(BaseCommand):
    help = "Ingest synthetic chat, run the pipeline synchronously, and print its time split into SQL, embedding and the rest."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--messages", type=int, default=600)
        parser.add_argument("--embedder", choices=LOCAL_PROVIDERS, default="use")
        parser.add_argument("--database", default="memoryhub_bench")
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument(
            "--digest",
            action="store_true",
            help="print a sha256 of everything stored (entries, versions, episodes, index)",
        )
        parser.add_argument(
            "--cprofile", default="", metavar="FILE", help="run the pipeline under cProfile, stats to FILE"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        from bench.ingest_profile import run
        from bench.runtime import BenchSetupError

        if options["messages"] < 20:
            raise CommandError("--messages must be at least 20 (one session)")
        try:
            run(
                messages=options["messages"],
                embedder=options["embedder"],
                database=options["database"],
                seed=options["seed"],
                digest=options["digest"],
                cprofile=options["cprofile"],
                log=lambda line: self.stdout.write(line),
            )
        except BenchSetupError as exc:
            raise CommandError(str(exc)) from exc
