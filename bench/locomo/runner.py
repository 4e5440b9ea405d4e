"""One LoCoMo run: both systems on every conversation of the file, then the report.

``run(options)`` is what ``manage.py bench_locomo`` calls.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from tqdm import tqdm

from bench.embedders import bench_embedder
from bench.locomo import report
from bench.locomo.baseline import NaiveRetriever
from bench.locomo.data import SCORED_CATEGORIES, Conversation, Dataset, load_locomo
from bench.locomo.metrics import QuestionResult, contains_answer, count_tokens, summarise

EMPTY_SYSTEM_NOTE = "not measured"


@dataclass
class RunOptions:
    data: str
    out: str
    limit_conversations: int | None = None
    embedder: str | None = None
    external_worker: bool = False
    allow_default_db: bool = False
    database: str = "memoryhub_bench"
    drain_timeout: float = 3600.0
    keep_data: bool = False
    baseline_only: bool = False
    as_of: str = "now"  # "now" (wall clock) or "last-session" (the day after the conversation's last session)
    progress: bool = True
    sweep: bool = False  # run the beat sweep while draining (only on a dedicated database)
    command: str = ""
    notes: list[str] = field(default_factory=list)


def _bar(options: RunOptions) -> Callable[..., Any]:
    def factory(**kwargs: Any) -> Any:
        return tqdm(disable=not options.progress, leave=False, dynamic_ncols=True, file=sys.stderr, **kwargs)

    return factory


def _git_commit() -> str:
    """HEAD, plus "+dirty" when the engine's code (apps/, memoryhub/) has uncommitted changes."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=5, check=False
        )
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--", "apps", "memoryhub"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except OSError:
        return ""
    return head.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")


def containment_ceiling(conversations: list[Conversation]) -> dict[str, float | None]:
    """Share of scored questions whose gold answer occurs anywhere in their conversation's turn text."""
    from bench.locomo.baseline import turn_document

    hits: dict[str, list[float]] = {"overall": [], **{str(c): [] for c in SCORED_CATEGORIES}}
    for conv in conversations:
        text = "\n".join(turn_document(t, s.date_text) for s in conv.sessions for t in s.turns)
        for qa in conv.scored_qa:
            found = contains_answer(qa.gold, text)
            if found is None:
                continue
            hits["overall"].append(1.0 if found else 0.0)
            hits[str(qa.category)].append(1.0 if found else 0.0)
    return {k: (round(sum(v) / len(v), 4) if v else None) for k, v in hits.items()}


def recall_ceiling(results: list[QuestionResult]) -> dict[str, float | None]:
    """Mean share of evidence restated by any stored item (memoryhub), overall and per category."""
    values: dict[str, list[float]] = {"overall": [], **{str(c): [] for c in SCORED_CATEGORIES}}
    for res in results:
        ceiling = res.extra.get("ceiling")
        if ceiling is None or res.category not in SCORED_CATEGORIES:
            continue
        values["overall"].append(float(ceiling))
        values[str(res.category)].append(float(ceiling))
    return {k: (round(sum(v) / len(v), 4) if v else None) for k, v in values.items()}


def run_baseline(conv: Conversation, embedder: Any, options: RunOptions) -> tuple[list[QuestionResult], float]:
    bar = _bar(options)
    started = time.perf_counter()
    with bar(total=len(conv.turns), desc=f"baseline index {conv.sample_id}", unit="turn") as progress:
        retriever = NaiveRetriever(conv, embedder, progress=progress)
    index_s = time.perf_counter() - started
    retriever.search("warm-up question")
    results: list[QuestionResult] = []
    scored = [(i, qa) for i, qa in enumerate(conv.qa) if qa.scored]
    for number, qa in bar(iterable=scored, desc=f"baseline QA {conv.sample_id}", unit="q"):
        hit = retriever.search(qa.question)
        results.append(
            QuestionResult(
                conversation=conv.sample_id,
                category=qa.category,
                question=qa.question,
                covers=retriever.covers(hit.ranked),
                evidence=qa.evidence,
                contained=contains_answer(qa.gold, hit.context),
                tokens=count_tokens(hit.context),
                recall_ms=hit.recall_ms,
                embed_ms=hit.embed_ms,
                extra={"index": number},
            )
        )
    return results, index_s


def run_memoryhub(
    conv: Conversation, workspace: Any, options: RunOptions
) -> tuple[list[QuestionResult], dict[str, Any]]:
    from bench.locomo.memoryhub_system import MemoryhubSystem, recall_params
    from bench.runtime import bench_user

    bar = _bar(options)
    user = bench_user(workspace, conv.sample_id)
    system = MemoryhubSystem(user, conv)
    started = time.perf_counter()
    with bar(total=len(conv.turns), desc=f"ingest {conv.sample_id}", unit="msg") as progress:
        messages, ingest_s = system.ingest(progress)
    drained, drain_s = system.wait_drained(
        timeout=options.drain_timeout, bar_factory=bar, sweep_every=60.0 if options.sweep else None
    )
    total_s = time.perf_counter() - started
    stats = system.store_stats()
    ingest = {
        "conversation": conv.sample_id,
        "sessions": len(conv.sessions),
        "messages": messages,
        "ingest_s": round(ingest_s, 3),
        "drain_s": round(drain_s, 3),
        "total_s": round(total_s, 3),
        "messages_per_s": round(messages / total_s, 2) if total_s > 0 else None,
        "drained": drained,
        "jobs": stats["jobs"],
        "failed_jobs": stats["failed_jobs"],
        "memories_by_status": stats["memories"],
        "episodes": stats["episodes"],
        "sweeps": system.sweeps,
        "skipped_turns": system.skipped_turns,
        "ingest_errors": system.errors,
    }
    as_of = None
    if options.as_of == "last-session" and conv.sessions:
        last = conv.sessions[-1]
        as_of = last.date + timedelta(seconds=len(last.turns)) + timedelta(days=1)
    stored = system.stored_dia_ids()
    ingest["turns_restated"] = len(stored)
    params = recall_params(as_of)
    system.ask("warm-up question", params)
    results: list[QuestionResult] = []
    layer_totals: dict[str, int] = {}
    recall_errors: list[str] = []
    engine_ms: list[float] = []
    scored = [(i, qa) for i, qa in enumerate(conv.qa) if qa.scored]
    for number, qa in bar(iterable=scored, desc=f"memoryhub QA {conv.sample_id}", unit="q"):
        try:
            answer = system.ask(qa.question, params)
        except Exception as exc:  # noqa: BLE001 — counted as a miss and reported, the run goes on
            recall_errors.append(f"{conv.sample_id} qa {number}: {type(exc).__name__}: {exc}"[:300])
            results.append(
                QuestionResult(
                    conversation=conv.sample_id,
                    category=qa.category,
                    question=qa.question,
                    covers=[],
                    evidence=qa.evidence,
                    contained=contains_answer(qa.gold, ""),
                    tokens=0,
                    recall_ms=0.0,
                    embed_ms=0.0,
                    extra={"index": number, "error": True, "ceiling": None},
                )
            )
            continue
        for layer, n in answer.layers.items():
            layer_totals[layer] = layer_totals.get(layer, 0) + n
        engine_ms.append(answer.engine_recall_ms)
        results.append(
            QuestionResult(
                conversation=conv.sample_id,
                category=qa.category,
                question=qa.question,
                covers=answer.covers,
                evidence=qa.evidence,
                contained=contains_answer(qa.gold, answer.block),
                tokens=count_tokens(answer.block),
                recall_ms=answer.recall_ms,
                embed_ms=answer.embed_ms,
                extra={
                    "index": number,
                    "layers": answer.layers,
                    "ceiling": (len(set(qa.evidence) & stored) / len(qa.evidence)) if qa.evidence else None,
                },
            )
        )
    ingest["recall_errors"] = recall_errors
    ingest["items_by_layer"] = layer_totals
    ingest["engine_recall_ms_mean"] = round(sum(engine_ms) / len(engine_ms), 3) if engine_ms else None
    ingest["recall_as_of"] = as_of.isoformat() if as_of else None
    return results, ingest


def _empty_system() -> dict[str, Any]:
    return summarise([])


def run(options: RunOptions, log: Callable[[str], None] = print) -> dict[str, Any]:
    from django.conf import settings

    from bench.locomo.memoryhub_system import engine_status

    wall_started = time.perf_counter()
    started_at = datetime.now(UTC).isoformat(timespec="seconds")
    load_start = [round(x, 2) for x in os.getloadavg()]
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    dataset: Dataset = load_locomo(options.data, limit=options.limit_conversations)
    for warning in dataset.warnings:
        log(f"data: {warning}")
    embedder, source = bench_embedder(options.embedder)
    embedder.embed_query("warm-up")
    provider = str(settings.EMBEDDING_PROVIDER)
    log(f"embedder: {provider} ({embedder.name}, {embedder.dim}-d, {source})")

    engine_ok, engine_reason = (False, "--baseline-only") if options.baseline_only else engine_status()
    if not engine_ok:
        log(f"memoryhub side skipped: {engine_reason}")
    isolation: dict[str, Any] = {}
    baseline_results: list[QuestionResult] = []
    memoryhub_results: list[QuestionResult] = []
    ingest_rows: list[dict[str, Any]] = []
    index_seconds = 0.0
    workspace = None
    cleanup_note = ""
    with contextlib.ExitStack() as stack:
        if engine_ok:
            from bench.runtime import (
                bench_workspace,
                celery_worker,
                configure_broker,
                delete_workspace,
                external_worker_hint,
                use_bench_database,
            )

            db = use_bench_database(options.database, allow_default_db=options.allow_default_db)
            configure_broker(db)
            isolation = db.as_dict()
            options.sweep = db.name != db.previous or "bench" in db.name
            log(f"database: {db.name} ({db.isolation}); queue {db.queue}")
            if options.external_worker:
                log("waiting on an external worker; start one with:\n  " + external_worker_hint(db))
            stack.enter_context(celery_worker(enabled=not options.external_worker))
            workspace = bench_workspace()
            if not options.keep_data:

                def _cleanup() -> None:
                    nonlocal cleanup_note
                    cleanup_note = delete_workspace(workspace)

                stack.callback(_cleanup)
        for conv in tqdm(
            dataset.conversations, desc="conversations", unit="conv", disable=not options.progress, file=sys.stderr
        ):
            if engine_ok:
                results, ingest = run_memoryhub(conv, workspace, options)
                memoryhub_results.extend(results)
                ingest_rows.append(ingest)
                for problem in (ingest["ingest_errors"] + ingest["recall_errors"])[:5]:
                    log(f"{conv.sample_id}: {problem}")
                if ingest["skipped_turns"]:
                    log(f"{conv.sample_id}: {len(ingest['skipped_turns'])} empty turns not ingested")
                log(
                    f"{conv.sample_id}: memoryhub ingested {ingest['messages']} messages at {ingest['messages_per_s']} msg/s (drained: {ingest['drained']})"
                )
            results, index_s = run_baseline(conv, embedder, options)
            baseline_results.extend(results)
            index_seconds += index_s

    total_messages = sum(row["messages"] for row in ingest_rows)
    total_seconds = sum(row["total_s"] for row in ingest_rows)
    params_dict: dict[str, Any] = {}
    if engine_ok:
        from bench.locomo.memoryhub_system import recall_params

        with contextlib.suppress(Exception):
            params_dict = recall_params(None).as_dict()
    counts = dataset.counts()
    result: dict[str, Any] = {
        "memoryhub": summarise(memoryhub_results) if engine_ok else _empty_system(),
        "baseline": summarise(baseline_results),
        "meta": {
            "data": options.data,
            "data_sha256": dataset.sha256,
            "command": options.command,
            "started_at": started_at,
            "duration_s": round(time.perf_counter() - wall_started, 1),
            "git_commit": _git_commit(),
            "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
            "load_average_start": load_start,
            "load_average_end": [round(x, 2) for x in os.getloadavg()],
            "counts": counts,
            "categories": {"1": "multi-hop", "2": "temporal", "3": "open-domain", "4": "single-hop"},
            "embedder": {"provider": provider, "name": embedder.name, "dim": int(embedder.dim), "source": source},
            "llm_provider": str(getattr(settings, "LLM_PROVIDER", "")),
            "engine": {"available": engine_ok, "reason": engine_reason},
            "isolation": isolation,
            "recall_params": params_dict,
            "recall_as_of": "the day after each conversation's last session"
            if options.as_of == "last-session"
            else None,
            "ingest": {
                "messages": total_messages,
                "seconds": round(total_seconds, 3),
                "messages_per_s": round(total_messages / total_seconds, 2) if total_seconds > 0 else None,
                "worker": "external worker"
                if options.external_worker
                else "one in-process Celery worker (solo pool, a thread of the command)",
                "conversations": ingest_rows,
            },
            "baseline": {
                "documents": "one per turn: '[session date] speaker: text' + ' [shares a photo: caption]'",
                "retrieval": "BM25 (numpy, k1=1.5, b=0.75, apps.core.text.keywords) + dense (same embedder), RRF k=60, top 10",
                "context": "the top-5 turns' text (containment and tokens are measured on it)",
                "index_s": round(index_seconds, 2),
                "index_turns_per_s": round(counts["turns"] / index_seconds, 1) if index_seconds > 0 else None,
            },
            "containment_ceiling": containment_ceiling(dataset.conversations),
            "memoryhub_recall_ceiling": recall_ceiling(memoryhub_results),
            "cleanup": cleanup_note or ("kept (--keep-data)" if options.keep_data and engine_ok else ""),
        },
    }
    report.write_json(result, out)
    _write_questions(out, baseline_results, memoryhub_results)
    report.write_markdown(result, out, notes=options.notes)
    report.write_chart(result, out)
    return result


def _write_questions(out: Path, baseline: list[QuestionResult], memoryhub: list[QuestionResult]) -> None:
    """Per-question outcomes (ids and figures only, no LoCoMo text) for error analysis."""
    path = out / "locomo_questions.jsonl"
    with path.open("w") as handle:
        for system, results in (("baseline", baseline), ("memoryhub", memoryhub)):
            for res in results:
                row = {
                    "system": system,
                    "conversation": res.conversation,
                    "qa_index": res.extra.get("index"),
                    "category": res.category,
                    "evidence": res.evidence,
                    "top5_covers": res.covers[:5],
                    "recall@5": res.recall_at(5),
                    "contained": res.contained,
                    "tokens": res.tokens,
                    "recall_ms": round(res.recall_ms, 3),
                }
                handle.write(json.dumps(row) + "\n")
