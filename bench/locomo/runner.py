"""One LoCoMo run: both systems on every conversation of the file, then the report.

``run(options)`` is what ``manage.py bench_locomo`` calls.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import platform
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from bench.embedders import bench_embedder
from bench.locomo import report
from bench.locomo.baseline import NaiveRetriever, turn_document
from bench.locomo.data import (
    SCORED_CATEGORIES,
    Conversation,
    Dataset,
    conversation_sha256,
    load_locomo,
    select_conversations,
)
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
    conversations: str | None = None  # "0,1,2", "3-4" or sample_ids: only those (before --limit-conversations)
    params: dict[str, Any] = field(default_factory=dict)  # RecallParams overrides for memoryhub (--param)
    reuse_data: bool = False  # recall on a kept, drained copy of a conversation instead of ingesting again
    cache_dir: str | None = None  # baseline turn vectors under --reuse-data (default: BASE_DIR/var/bench_cache)
    command: str = ""
    notes: list[str] = field(default_factory=list)
    answer: bool = False  # --answer: the configured chat model answers from each system's context
    judge: bool = False  # --judge: and an LLM judge grades the answer (J)
    dump_contexts: bool = False  # --dump-contexts: each system's context per question, for error analysis


def answer_model(options: RunOptions) -> Any:
    """The chat model of ``--answer``/``--judge`` (None without them); a ValueError when none is
    configured, before anything runs."""
    if not (options.answer or options.judge):
        return None
    from apps.memory.llm import get_llm

    llm = get_llm()
    if llm.offline:
        raise ValueError("--answer and --judge need a model: set LLM_PROVIDER=openai and LLM_BASE_URL / LLM_API_KEY")
    return llm


def _graded(options: RunOptions, qa: Any, context: str) -> dict[str, Any] | None:
    llm = answer_model(options)
    if llm is None:
        return None
    from bench.locomo.answer import grade

    graded = grade(llm, question=qa.question, gold=qa.gold, context=context, with_judge=options.judge)
    return None if graded is None else dataclasses.asdict(graded)


def _bar(options: RunOptions) -> Callable[..., Any]:
    def factory(**kwargs: Any) -> Any:
        return tqdm(disable=not options.progress, leave=False, dynamic_ncols=True, file=sys.stderr, **kwargs)

    return factory


def parse_params(items: list[str] | None) -> dict[str, Any]:
    """``["top_k=6", 'type_weight={"message": 0.9}']`` → ``{"top_k": 6, "type_weight": {"message": 0.9}}``.

    Each value is read as JSON; a value that is not JSON is kept as a string. A later KEY wins.
    """
    params: dict[str, Any] = {}
    for item in items or []:
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
            raise ValueError(f"--param {item!r}: expected KEY=VALUE")
        try:
            params[key] = json.loads(raw)
        except json.JSONDecodeError:
            params[key] = raw.strip()
    return params


def ingest_marker(conv: Conversation, provider: str) -> str:
    """The bench user's ``external_id``: sample id, the sha256 of what is ingested, the embedder.

    ``--reuse-data`` recalls on a kept user with this marker instead of ingesting the conversation again.
    """
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", conv.sample_id)[:60] or "conv"
    return f"{safe}.{conversation_sha256(conv)[:16]}.{provider}"


def _ingestable_turns(conv: Conversation) -> int:
    return sum(1 for turn in conv.turns if turn.content.replace("\x00", "").strip())


def find_reusable_user(conv: Conversation, provider: str) -> tuple[Any | None, str]:
    """(user, note): the newest kept bench user holding this conversation (same marker: same turns and
    dates, same embedder) with every message stored and a drained pipeline; (None, why not) otherwise."""
    from apps.accounts.models import User
    from apps.chat.models import Message
    from apps.memory.pipeline.jobs import pipeline_drained

    marker = ingest_marker(conv, provider)
    expected = _ingestable_turns(conv)
    rejected: list[str] = []
    candidates = (
        User.objects.filter(external_id=marker, workspace__slug__startswith="bench-")
        .select_related("workspace")
        .order_by("-id")
    )
    for user in candidates:
        slug = user.workspace.slug if user.workspace else "?"
        stored = Message.objects.filter(user=user).count()
        if stored != expected:
            rejected.append(f"{slug}: {stored} of {expected} messages")
        elif not pipeline_drained(user):
            rejected.append(f"{slug}: pipeline not drained")
        else:
            return user, f"reused {slug}"
    return None, "; ".join(rejected) or f"no kept copy of {marker}"


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


def _cache_root(options: RunOptions) -> Path:
    from django.conf import settings

    return Path(options.cache_dir) if options.cache_dir else Path(settings.BASE_DIR) / "var" / "bench_cache"


def query_vectors(questions: list[str], embedder: Any, options: RunOptions) -> dict[str, np.ndarray]:
    """Every question's embedding, from ``<cache>/queries/<embedder>-<dim>.npz`` where it is there,
    embedded (and added to the file) where not. Used only with ``--reuse-data``: both systems then
    take the question's vector from here, so a sweep setting costs no query embedding."""
    name = re.sub(r"[^A-Za-z0-9_.-]+", "-", str(embedder.name))
    path = _cache_root(options) / "queries" / f"{name}-{int(embedder.dim)}.npz"
    stored: dict[str, np.ndarray] = {}
    if path.is_file():
        with contextlib.suppress(Exception), np.load(path) as archive:  # a damaged cache is rebuilt
            stored = {key: archive[key] for key in archive.files}
    vectors: dict[str, np.ndarray] = {}
    missing = 0
    for question in dict.fromkeys(questions):
        key = "q" + hashlib.sha256(question.encode()).hexdigest()[:32]
        if key not in stored or stored[key].shape != (int(embedder.dim),):
            stored[key] = np.asarray(embedder.embed_query(question), dtype=np.float32)
            missing += 1
        vectors[question] = stored[key]
    if missing:
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(f"{path.stem}.{os.getpid()}.partial.npz")
            payload: dict[str, Any] = dict(stored)
            np.savez(partial, **payload)
            os.replace(partial, path)  # a concurrent run reads the old file or the new one, never half of one
    return vectors


def _baseline_cache_path(conv: Conversation, embedder: Any, options: RunOptions) -> Path:
    root = _cache_root(options)
    documents = "\x1e".join(turn_document(t, s.date_text) for s in conv.sessions for t in s.turns)
    key = hashlib.sha256(f"{embedder.name}\x1f{int(embedder.dim)}\x1f{documents}".encode()).hexdigest()
    return root / "baseline" / f"{key[:32]}.npy"


def run_baseline(
    conv: Conversation, embedder: Any, options: RunOptions, vectors_by_question: dict[str, np.ndarray] | None = None
) -> tuple[list[QuestionResult], float | None]:
    """The baseline's answers and its indexing time (None when the turn vectors came from the cache,
    which only ``--reuse-data`` reads and writes)."""
    bar = _bar(options)
    cache = _baseline_cache_path(conv, embedder, options) if options.reuse_data else None
    vectors = None
    if cache is not None and cache.is_file():
        with contextlib.suppress(Exception):  # a damaged cache is rebuilt
            vectors = np.load(cache)
            if vectors.shape != (len(conv.turns), int(embedder.dim)):
                vectors = None
    started = time.perf_counter()
    with bar(total=len(conv.turns), desc=f"baseline index {conv.sample_id}", unit="turn") as progress:
        retriever = NaiveRetriever(conv, embedder, progress=progress, vectors=vectors)
    index_s: float | None = time.perf_counter() - started
    if vectors is not None:
        index_s = None
    elif cache is not None:
        with contextlib.suppress(OSError):
            cache.parent.mkdir(parents=True, exist_ok=True)
            partial = cache.with_name(f"{cache.stem}.{os.getpid()}.partial.npy")
            np.save(partial, retriever.vectors)
            os.replace(partial, cache)
    retriever.search("warm-up question")
    results: list[QuestionResult] = []
    scored = [(i, qa) for i, qa in enumerate(conv.qa) if qa.scored]
    for number, qa in bar(iterable=scored, desc=f"baseline QA {conv.sample_id}", unit="q"):
        hit = retriever.search(qa.question, (vectors_by_question or {}).get(qa.question))
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
                extra={
                    "index": number,
                    "graded": _graded(options, qa, hit.context),
                    **({"context": hit.context} if options.dump_contexts else {}),
                },
            )
        )
    return results, index_s


def run_memoryhub(
    conv: Conversation,
    workspace: Any,
    options: RunOptions,
    *,
    reuse_user: Any = None,
    provider: str = "",
    vectors_by_question: dict[str, np.ndarray] | None = None,
) -> tuple[list[QuestionResult], dict[str, Any]]:
    """Ingest ``conv`` into a new user of ``workspace`` and wait until drained — or, with ``reuse_user``
    (a kept copy, see find_reusable_user), skip the write path — then ask every scored question."""
    from django.conf import settings

    from bench.locomo.memoryhub_system import MemoryhubSystem, recall_params
    from bench.runtime import bench_user

    bar = _bar(options)
    if reuse_user is not None:
        system = MemoryhubSystem(reuse_user, conv)
        system.skipped_turns = [t.dia_id for t in conv.turns if not t.content.replace("\x00", "").strip()]
        stats = system.store_stats()
        ingest: dict[str, Any] = {
            "conversation": conv.sample_id,
            "sessions": len(conv.sessions),
            "messages": _ingestable_turns(conv),
            "ingest_s": None,
            "drain_s": None,
            "total_s": None,
            "messages_per_s": None,
            "drained": True,
            "jobs": stats["jobs"],
            "failed_jobs": stats["failed_jobs"],
            "memories_by_status": stats["memories"],
            "episodes": stats["episodes"],
            "sweeps": 0,
            "skipped_turns": system.skipped_turns,
            "ingest_errors": [],
            "reused": {
                "workspace": reuse_user.workspace.slug,
                "ingested_at": reuse_user.workspace.created_at.isoformat(timespec="seconds"),
                "marker": reuse_user.external_id,
            },
        }
    else:
        marker = ingest_marker(conv, provider or str(settings.EMBEDDING_PROVIDER))
        user = bench_user(workspace, conv.sample_id, external_id=marker)
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
            "reused": None,
        }
    as_of = None
    if options.as_of == "last-session" and conv.sessions:
        last = conv.sessions[-1]
        as_of = last.date + timedelta(seconds=len(last.turns)) + timedelta(days=1)
    stored = system.stored_dia_ids()
    ingest["turns_restated"] = len(stored)
    params = recall_params(as_of, options.params)
    system.ask("warm-up question", params)
    results: list[QuestionResult] = []
    layer_totals: dict[str, int] = {}
    recall_errors: list[str] = []
    engine_ms: list[float] = []
    scored = [(i, qa) for i, qa in enumerate(conv.qa) if qa.scored]
    for number, qa in bar(iterable=scored, desc=f"memoryhub QA {conv.sample_id}", unit="q"):
        try:
            answer = system.ask(qa.question, params, (vectors_by_question or {}).get(qa.question))
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
                    "graded": _graded(options, qa, answer.block),
                    **({"context": answer.block} if options.dump_contexts else {}),
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
    dataset: Dataset = load_locomo(options.data)
    file_conversations = len(dataset.conversations)
    selected = [{"index": i, "sample_id": c.sample_id} for i, c in enumerate(dataset.conversations)]
    if options.conversations:
        dataset, selected = select_conversations(dataset, options.conversations)
    if options.limit_conversations is not None:
        dataset.conversations = dataset.conversations[: options.limit_conversations]
        selected = selected[: options.limit_conversations]
    for warning in dataset.warnings:
        log(f"data: {warning}")
    if options.conversations or options.limit_conversations is not None:
        log("conversations: " + ", ".join(f"{c['index']} {c['sample_id']}" for c in selected))
    if options.params:
        from bench.locomo.memoryhub_system import check_param_overrides

        options.params = check_param_overrides(options.params)  # before anything slow
    options.answer = options.answer or options.judge
    answering = answer_model(options)  # fails here, before anything slow, when no model is configured
    if answering is not None:
        log(f"answers by {answering.name}" + (", judged by the same model" if options.judge else ""))
    embedder, source = bench_embedder(options.embedder)
    embedder.embed_query("warm-up")
    provider = str(settings.EMBEDDING_PROVIDER)
    log(f"embedder: {provider} ({embedder.name}, {embedder.dim}-d, {source})")

    engine_ok, engine_reason = (False, "--baseline-only") if options.baseline_only else engine_status()
    if not engine_ok:
        log(f"memoryhub side skipped: {engine_reason}")
    params_dict: dict[str, Any] = {}
    if engine_ok:
        from bench.locomo.memoryhub_system import recall_params

        params_dict = recall_params(None, options.params).as_dict()
        if options.params:
            log(f"recall parameter overrides: {json.dumps(options.params, ensure_ascii=False)}")
    keep = options.keep_data or options.reuse_data
    vectors_by_question: dict[str, np.ndarray] | None = None
    if options.reuse_data:
        vectors_by_question = query_vectors(
            [qa.question for conv in dataset.conversations for qa in conv.scored_qa], embedder, options
        )
    isolation: dict[str, Any] = {}
    baseline_results: list[QuestionResult] = []
    memoryhub_results: list[QuestionResult] = []
    ingest_rows: list[dict[str, Any]] = []
    index_seconds = 0.0
    index_cached: list[str] = []
    workspace = None
    cleanup_note = ""
    with contextlib.ExitStack() as stack:
        db = None
        if engine_ok:
            from bench.runtime import configure_broker, use_bench_database

            db = use_bench_database(options.database, allow_default_db=options.allow_default_db)
            configure_broker(db)
            isolation = db.as_dict()
            options.sweep = db.name != db.previous or "bench" in db.name
            log(f"database: {db.name} ({db.isolation}); queue {db.queue}")

        def ingest_workspace() -> Any:
            """The run's workspace and worker, started on the first conversation that needs ingesting."""
            nonlocal workspace
            if workspace is not None:
                return workspace
            from bench.runtime import bench_workspace, celery_worker, delete_workspace, external_worker_hint

            assert db is not None
            if options.external_worker:
                log("waiting on an external worker; start one with:\n  " + external_worker_hint(db))
            stack.enter_context(celery_worker(enabled=not options.external_worker))
            workspace = bench_workspace()
            if not keep:

                def _cleanup() -> None:
                    nonlocal cleanup_note
                    cleanup_note = delete_workspace(workspace)

                stack.callback(_cleanup)
            return workspace

        for conv in tqdm(
            dataset.conversations, desc="conversations", unit="conv", disable=not options.progress, file=sys.stderr
        ):
            if engine_ok:
                reuse_user = None
                if options.reuse_data:
                    reuse_user, note = find_reusable_user(conv, provider)
                    log(f"{conv.sample_id}: {note}" + ("" if reuse_user else " — ingesting"))
                results, ingest = run_memoryhub(
                    conv,
                    None if reuse_user is not None else ingest_workspace(),
                    options,
                    reuse_user=reuse_user,
                    provider=provider,
                    vectors_by_question=vectors_by_question,
                )
                memoryhub_results.extend(results)
                ingest_rows.append(ingest)
                for problem in (ingest["ingest_errors"] + ingest["recall_errors"])[:5]:
                    log(f"{conv.sample_id}: {problem}")
                if ingest["skipped_turns"]:
                    log(f"{conv.sample_id}: {len(ingest['skipped_turns'])} empty turns not ingested")
                if ingest["reused"] is None:
                    log(
                        f"{conv.sample_id}: memoryhub ingested {ingest['messages']} messages at {ingest['messages_per_s']} msg/s (drained: {ingest['drained']})"
                    )
            results, index_s = run_baseline(conv, embedder, options, vectors_by_question)
            baseline_results.extend(results)
            if index_s is None:
                index_cached.append(conv.sample_id)
            else:
                index_seconds += index_s

    fresh = [row for row in ingest_rows if row["reused"] is None]
    total_messages = sum(row["messages"] for row in fresh)
    total_seconds = sum(row["total_s"] for row in fresh)
    indexed_turns = sum(len(c.turns) for c in dataset.conversations if c.sample_id not in index_cached)
    if not engine_ok:
        cleanup_note = ""
    elif workspace is None:
        cleanup_note = "nothing ingested (every conversation reused)"
    elif keep:
        cleanup_note = (
            f"workspace {workspace.slug} kept (" + ("--keep-data" if options.keep_data else "--reuse-data") + ")"
        )
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
            "answers": {"model": answering.name, "judge": options.judge} if answering is not None else None,
            "engine": {"available": engine_ok, "reason": engine_reason},
            "isolation": isolation,
            "recall_params": params_dict,
            "param_overrides": options.params,
            "conversations": {
                "spec": options.conversations,
                "limit": options.limit_conversations,
                "in_file": file_conversations,
                "selected": selected,
            },
            "reuse_data": {
                "enabled": options.reuse_data,
                "reused": [row["conversation"] for row in ingest_rows if row["reused"] is not None],
                "ingested": [row["conversation"] for row in fresh],
                "baseline_vectors_cached": index_cached,
                "query_vectors_cached": options.reuse_data,
                "note": "--reuse-data: both systems take each question's vector from the cache, so embed_p50/p95 "
                "are not measured (about 0) in this run; recall latencies are"
                if options.reuse_data
                else "",
            },
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
                "index_turns_per_s": round(indexed_turns / index_seconds, 1) if index_seconds > 0 else None,
            },
            "containment_ceiling": containment_ceiling(dataset.conversations),
            "memoryhub_recall_ceiling": recall_ceiling(memoryhub_results),
            "cleanup": cleanup_note,
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
    contexts = [
        {
            "system": system,
            "conversation": r.conversation,
            "qa_index": r.extra.get("index"),
            "context": r.extra["context"],
        }
        for system, results in (("baseline", baseline), ("memoryhub", memoryhub))
        for r in results
        if "context" in r.extra
    ]
    if contexts:
        # holds the data set's text: written only on request (--dump-contexts), never committed
        with (out / "locomo_contexts.jsonl").open("w") as handle:
            handle.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in contexts)
