"""LoCoMo: memoryhub (the real pipeline) vs a naive RAG baseline, in one run. See bench/README.md."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.memory.embeddings import PROVIDERS


class Command(BaseCommand):
    help = (
        "Run a LoCoMo-format file through memoryhub's pipeline and a naive RAG baseline; "
        "write DIR/locomo.json, DIR/locomo.md and DIR/locomo.png."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--data", help="a LoCoMo-format JSON file (required unless --report-only)")
        parser.add_argument("--out", required=True, help="output directory (created)")
        parser.add_argument(
            "--limit-conversations", type=int, default=None, metavar="N", help="only the first N conversations"
        )
        parser.add_argument("--embedder", choices=PROVIDERS, default=None, help="default: EMBEDDING_PROVIDER")
        parser.add_argument("--external-worker", action="store_true", help="do not start an in-process Celery worker")
        parser.add_argument(
            "--database", default="memoryhub_bench", help="the dedicated database (created and migrated)"
        )
        parser.add_argument("--allow-default-db", action="store_true", help="run on the configured database instead")
        parser.add_argument("--drain-timeout", type=float, default=3600.0, help="seconds to wait per conversation")
        parser.add_argument("--keep-data", action="store_true", help="keep the bench workspace (and its memories)")
        parser.add_argument("--baseline-only", action="store_true", help="skip memoryhub (quick check of the harness)")
        parser.add_argument(
            "--as-of",
            choices=["now", "last-session"],
            default="now",
            help="recall's clock: the wall clock (default) or the day after each conversation's last session",
        )
        parser.add_argument(
            "--conversations",
            default=None,
            metavar="SPEC",
            help="only these conversations: 0-based indices, ranges or sample_ids, e.g. '0,1,2', '3-4', 'conv-26'",
        )
        parser.add_argument(
            "--param",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="override a RecallParams field for memoryhub (VALUE read as JSON; repeatable), "
            "e.g. --param top_k=6 --param 'type_weight={\"message\": 0.9}'",
        )
        parser.add_argument(
            "--reuse-data",
            action="store_true",
            help="recall on a kept, drained copy of each conversation (same turns and dates, same embedder) "
            "instead of ingesting it again; ingests (and keeps) only what is missing",
        )
        parser.add_argument(
            "--answer",
            action="store_true",
            help="the configured chat model answers each question from each system's context; "
            "report F1 and BLEU-1 against the gold answer (needs LLM_PROVIDER=openai)",
        )
        parser.add_argument(
            "--judge", action="store_true", help="with --answer: an LLM judge labels each answer (J accuracy)"
        )
        parser.add_argument(
            "--dump-contexts",
            action="store_true",
            help="also write DIR/locomo_contexts.jsonl: each system's context per question (the data set's text; "
            "for error analysis, not for committing)",
        )
        parser.add_argument("--no-progress", action="store_true", help="no progress bars")
        parser.add_argument(
            "--report-only", action="store_true", help="re-render DIR/locomo.md and .png from DIR/locomo.json"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        from bench.locomo.runner import RunOptions, parse_params, run
        from bench.runtime import BenchSetupError

        if options["report_only"]:
            from bench.locomo.report import rerender

            rerender(Path(options["out"]))
            self.stdout.write(f"re-rendered {options['out']}/locomo.md and locomo.png")
            return
        if not options["data"]:
            raise CommandError("--data is required")
        data = Path(options["data"])
        if not data.is_file():
            raise CommandError(f"--data {data}: no such file")
        if options["limit_conversations"] is not None and options["limit_conversations"] < 1:
            raise CommandError("--limit-conversations must be at least 1")
        try:
            params = parse_params(options["param"])
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        if options["conversations"] is not None:
            from bench.locomo.data import load_locomo, parse_conversation_spec

            try:
                parse_conversation_spec(options["conversations"], load_locomo(data).conversations)
            except ValueError as exc:
                raise CommandError(f"--conversations {options['conversations']}: {exc}") from exc
        run_options = RunOptions(
            data=str(data),
            out=options["out"],
            limit_conversations=options["limit_conversations"],
            embedder=options["embedder"],
            external_worker=options["external_worker"],
            allow_default_db=options["allow_default_db"],
            database=options["database"],
            drain_timeout=options["drain_timeout"],
            keep_data=options["keep_data"],
            baseline_only=options["baseline_only"],
            as_of=options["as_of"],
            progress=not options["no_progress"],
            conversations=options["conversations"],
            params=params,
            reuse_data=options["reuse_data"],
            answer=options["answer"],
            dump_contexts=options["dump_contexts"],
            judge=options["judge"],
            command="python manage.py bench_locomo " + shlex.join(sys.argv[2:]),
        )
        try:
            result = run(run_options, log=lambda line: self.stdout.write(line))
        except (BenchSetupError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(self._summary(result))
        self.stdout.write(f"wrote {Path(options['out']) / 'locomo.json'}, locomo.md, locomo.png")

    @staticmethod
    def _summary(result: dict[str, Any]) -> str:
        keys = [
            "recall@1",
            "recall@3",
            "recall@5",
            "recall@10",
            "containment",
            "tokens_per_query",
            "recall_p50_ms",
            "recall_p95_ms",
            "embed_p95_ms",
            "questions",
            "answer_f1",
            "answer_bleu1",
            "answer_j",
        ]
        lines = [f"{'metric':<18}{'baseline':>12}{'memoryhub':>12}"]
        for key in keys:
            if all(key not in result[system]["overall"] for system in ("baseline", "memoryhub")):
                continue  # the answer figures exist only with --answer
            cells = []
            for system in ("baseline", "memoryhub"):
                value = result[system]["overall"].get(key)
                cells.append("n/a" if value is None else (f"{value:.3f}" if isinstance(value, float) else str(value)))
            lines.append(f"{key:<18}{cells[0]:>12}{cells[1]:>12}")
        return "\n".join(lines)
