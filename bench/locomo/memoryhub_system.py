"""memoryhub through its real pipeline: sessions and messages in, Celery extraction, recall out.

For each conversation: one end user; each session created with its date and its turns ingested
in order (turn i at the session date + i seconds), both speakers as role "user" with
``meta = {"speaker", "dia_id"}``; then a wait until ``pipeline_drained(user)``. Each question goes
through ``recall()`` (no LLM); an item covers the dia_ids of its ``source_message_ids``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from bench.locomo.data import Conversation


def engine_status() -> tuple[bool, str]:
    """Whether the engine interface the benchmark drives exists (and why not)."""
    missing: list[str] = []
    checks = (
        ("apps.chat.services", ("session_create", "messages_ingest")),
        ("apps.memory.pipeline.jobs", ("pipeline_drained",)),
        ("apps.memory.recall", ("recall", "RecallParams")),
    )
    import importlib

    for module_name, names in checks:
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            missing.append(f"{module_name} ({exc})")
            continue
        missing.extend(f"{module_name}.{name}" for name in names if not hasattr(module, name))
    return (not missing, "; ".join(missing))


@dataclass
class IngestStats:
    conversation: str
    sessions: int
    messages: int
    ingest_s: float  # the messages_ingest calls (synchronous part)
    drain_s: float  # from the end of ingest until pipeline_drained
    total_s: float
    drained: bool
    jobs: int = 0
    failed_jobs: int = 0
    memories: dict[str, int] = field(default_factory=dict)
    episodes: int = 0

    @property
    def messages_per_s(self) -> float | None:
        return self.messages / self.total_s if self.total_s > 0 else None

    def as_dict(self) -> dict[str, Any]:
        return {
            "conversation": self.conversation,
            "sessions": self.sessions,
            "messages": self.messages,
            "ingest_s": round(self.ingest_s, 3),
            "drain_s": round(self.drain_s, 3),
            "total_s": round(self.total_s, 3),
            "messages_per_s": None if self.messages_per_s is None else round(self.messages_per_s, 2),
            "drained": self.drained,
            "jobs": self.jobs,
            "failed_jobs": self.failed_jobs,
            "memories_by_status": self.memories,
            "episodes": self.episodes,
        }


@dataclass
class Answer:
    covers: list[list[str]]
    block: str
    recall_ms: float
    embed_ms: float
    engine_recall_ms: float
    layers: dict[str, int]


def _job_counts(user: Any) -> tuple[int, int, int]:
    """(all, done, failed-so-far) outbox jobs of a user, for the drain progress bar."""
    from apps.memory.models import PipelineJob

    jobs = PipelineJob.objects.filter(user=user)
    return jobs.count(), jobs.filter(done_at__isnull=False).count(), jobs.exclude(last_error="").count()


class MemoryhubSystem:
    def __init__(self, user: Any, conversation: Conversation) -> None:
        self.user = user
        self.conversation = conversation
        self._dia_by_message: dict[int, str] = {}
        self.sweeps = 0
        self.skipped_turns: list[str] = []
        self.errors: list[str] = []

    # -- write path ---------------------------------------------------------------------------
    def ingest(self, progress: Any = None) -> tuple[int, float]:
        """Every session in order; returns (messages stored, seconds). Turns the chat service would
        refuse (empty after stripping) are skipped and counted; over-long ones are cut to
        MAX_MESSAGE_CHARS. A session the service still refuses is skipped and recorded, the run goes on."""
        from django.conf import settings

        from apps.chat.services import messages_ingest, session_create

        limit = int(getattr(settings, "MAX_MESSAGE_CHARS", 8000))
        started = time.perf_counter()
        count = 0
        for session in self.conversation.sessions:
            messages = []
            for i, turn in enumerate(session.turns):
                content = turn.content.replace("\x00", "").strip()[:limit]
                if not content:
                    self.skipped_turns.append(turn.dia_id)
                    continue
                messages.append(
                    {
                        "role": "user",
                        "content": content,
                        "created_at": session.date + timedelta(seconds=i),
                        "meta": {"speaker": turn.speaker, "dia_id": turn.dia_id},
                    }
                )
            if messages:
                chat_session = session_create(
                    user=self.user,
                    title=f"{self.conversation.sample_id} session {session.number}",
                    started_at=session.date,
                )
                try:
                    messages_ingest(session=chat_session, messages=messages, end_session=True)
                    count += len(messages)
                except Exception as exc:  # noqa: BLE001 — one refused session must not end a long run
                    self.errors.append(f"session {session.number}: {type(exc).__name__}: {exc}"[:300])
            if progress is not None:
                progress.update(len(session.turns))
        return count, time.perf_counter() - started

    def wait_drained(
        self,
        *,
        timeout: float,
        poll: float = 0.5,
        bar_factory: Callable[..., Any] | None = None,
        sweep_every: float | None = None,
    ) -> tuple[bool, float]:
        """Poll ``pipeline_drained``; with ``sweep_every``, run the beat sweep (re-queues jobs left
        open by a failed batch) that often, as beat would on a deployment."""
        from apps.memory.pipeline.jobs import pipeline_drained

        started = time.perf_counter()
        bar = (
            bar_factory(
                total=max(_job_counts(self.user)[0], 1), desc=f"drain {self.conversation.sample_id}", unit="job"
            )
            if bar_factory
            else None
        )
        drained = False
        last_sweep = started
        try:
            while True:
                if pipeline_drained(self.user):
                    drained = True
                    break
                if bar is not None:
                    total, done, _ = _job_counts(self.user)
                    bar.total = max(total, 1)
                    bar.n = done
                    bar.refresh()
                if time.perf_counter() - started > timeout:
                    break
                if sweep_every and time.perf_counter() - last_sweep > sweep_every:
                    from apps.memory.pipeline.jobs import jobs_sweep

                    jobs_sweep()
                    self.sweeps += 1
                    last_sweep = time.perf_counter()
                time.sleep(poll)
        finally:
            if bar is not None:
                total, done, _ = _job_counts(self.user)
                bar.total = max(total, 1)
                bar.n = done
                bar.refresh()
                bar.close()
        return drained, time.perf_counter() - started

    def store_stats(self) -> dict[str, Any]:
        from django.db.models import Count

        from apps.memory.models import Episode, MemoryEntry

        total, _done, failed = _job_counts(self.user)
        by_status = dict(
            MemoryEntry.objects.filter(user=self.user)
            .values_list("status")
            .annotate(n=Count("id"))
            .values_list("status", "n")
        )
        return {
            "jobs": total,
            "failed_jobs": failed,
            "memories": by_status,
            "episodes": Episode.objects.filter(user=self.user).count(),
        }

    def stored_dia_ids(self) -> set[str]:
        """dia_ids restated by anything recall could return: active, enabled entries and episode lines.

        The share of a question's evidence in this set is the most recall@k could reach with what
        the write path kept (it separates write-path losses from ranking losses).
        """
        from apps.memory.models import Episode, MemoryEntry

        message_ids: set[int] = set()
        for ids in MemoryEntry.objects.filter(user=self.user, status="active", enabled=True).values_list(
            "source_message_ids", flat=True
        ):
            message_ids.update(int(i) for i in ids or [])
        for lines in Episode.objects.filter(user=self.user).values_list("lines", flat=True):
            for line in lines or []:
                if isinstance(line, dict):
                    message_ids.update(int(i) for i in line.get("message_ids") or [])
        dia = self._dia_map()
        return {dia[m] for m in message_ids if m in dia}

    # -- read path ----------------------------------------------------------------------------
    def _dia_map(self) -> dict[int, str]:
        if not self._dia_by_message:
            from apps.chat.models import Message

            for message_id, meta in Message.objects.filter(user=self.user).values_list("id", "meta"):
                dia_id = (meta or {}).get("dia_id") if isinstance(meta, dict) else None
                if dia_id:
                    self._dia_by_message[int(message_id)] = str(dia_id)
        return self._dia_by_message

    def ask(self, question: str, params: Any, query_vector: Any = None) -> Answer:
        """``query_vector``: the question's embedding computed earlier (``--reuse-data``), passed to recall."""
        from apps.memory.recall import recall

        started = time.perf_counter()
        if query_vector is None:
            result = recall(user=self.user, query=question, params=params)
        else:
            result = recall(user=self.user, query=question, params=params, query_vector=query_vector)
        wall_ms = (time.perf_counter() - started) * 1000.0
        timings = getattr(result, "timings", {}) or {}
        embed_ms = float(timings.get("embed_ms", 0.0))
        dia = self._dia_map()
        covers = [sorted({dia[m] for m in (item.source_message_ids or []) if m in dia}) for item in result.items]
        layers: dict[str, int] = {}
        for item in result.items:
            layers[item.layer] = layers.get(item.layer, 0) + 1
        return Answer(
            covers=covers,
            block=result.block or "",
            recall_ms=max(wall_ms - embed_ms, 0.0),
            embed_ms=embed_ms,
            engine_recall_ms=float(timings.get("recall_ms", 0.0)),
            layers=layers,
        )


def recall_params(as_of: datetime | None, overrides: dict[str, Any] | None = None) -> Any:
    """``RecallParams.from_settings()`` with ``overrides`` applied (``--param``; dict-valued fields are
    merged key by key, as ``RecallParams.override`` does) and the clock set to ``as_of``."""
    import dataclasses

    from apps.memory.recall import RecallParams

    params = RecallParams.from_settings()
    if overrides:
        overrides = check_param_overrides(overrides)
        merge = getattr(params, "override", None)
        params = merge(overrides) if merge else dataclasses.replace(params, **overrides)
    if as_of is not None and hasattr(params, "now"):
        params.now = as_of
    return params


def check_param_overrides(overrides: dict[str, Any]) -> dict[str, Any]:
    """The overrides, checked: ValueError unless every key is a RecallParams field and every value fits
    the field's default (a number for a number, an object for a dict, a list for a list, true/false for
    a bool). An integral float for an int field becomes an int."""
    import dataclasses

    from apps.memory.recall import RecallParams

    fields = {f.name: f for f in dataclasses.fields(RecallParams)}
    defaults = RecallParams.from_settings()
    checked: dict[str, Any] = {}
    for key, value in overrides.items():
        checked[key] = value
        if key not in fields:
            raise ValueError(f"--param {key}: not a RecallParams field (fields: {', '.join(sorted(fields))})")
        if key == "now":
            raise ValueError("--param now: use --as-of")
        current = getattr(defaults, key)
        if value is None or current is None:
            continue
        if isinstance(current, bool):
            ok = isinstance(value, bool)
        elif isinstance(current, int | float):
            ok = isinstance(value, int | float) and not isinstance(value, bool)
            if ok and isinstance(current, int) and not isinstance(current, bool) and not isinstance(value, int):
                ok = float(value).is_integer()
                checked[key] = int(value)
        elif isinstance(current, dict):
            ok = isinstance(value, dict)
        elif isinstance(current, list):
            ok = isinstance(value, list)
        else:
            ok = isinstance(value, type(current))
        if not ok:
            raise ValueError(f"--param {key}={value!r}: expected a value like {current!r}")
    return checked
