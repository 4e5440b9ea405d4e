"""``manage.py bench_scale``: one run, from the bench database to the report."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import subprocess
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from bench.scale import load, measure, report, server, synth

WORKSPACE = "bench-scale"
GENERATOR_VERSION = 1  # bump when the synthetic rows change, so that --reuse does not take old ones
SERVER_SETTINGS = (
    "server_version", "shared_buffers", "effective_cache_size", "work_mem", "random_page_cost", "jit",
    "hnsw.ef_search", "hnsw.iterative_scan", "plan_cache_mode", "max_parallel_workers_per_gather",
)  # fmt: skip


@dataclass
class ScaleOptions:
    out: str
    people: int = 1_000
    memories_per_person: int = 1_000
    heavy_memories: int = 100_000
    messages_per_memory: float = 1.0
    memories_per_episode: int = 20
    topics: int = 1_024
    queries: int = 300
    warmup: int = 30
    database: str = "memoryhub_bench_scale"
    reuse: bool = False
    server: str = "shared"  # or "dedicated": a PostgreSQL of the bench's own (bench/scale/server.py)
    pgdata: str = "var/pgdata-scale"
    shared_buffers: str = "6GB"
    seed: int = 7
    scenario: str = "both"  # or "one" (the heavy person only) or "many"
    progress: bool = True
    command: str = ""

    def fingerprint(self) -> str:
        """What the loaded rows depend on (not how they are queried)."""
        from apps.memory.embeddings import get_embedder

        shape = (
            self.people, self.memories_per_person, self.heavy_memories, self.messages_per_memory,
            self.memories_per_episode, self.topics, self.seed, get_embedder().name, GENERATOR_VERSION,
        )  # fmt: skip
        return hashlib.sha256(json.dumps(shape).encode()).hexdigest()[:16]


def _owner_connection(database: str, *, vectors: bool = True) -> Any:
    """A psycopg connection as the tables' owner (DDL, COPY, VACUUM), vectors registered."""
    import psycopg
    from django.conf import settings
    from pgvector.psycopg import register_vector

    from memoryhub.env import database_url

    conn = psycopg.connect(
        database_url(settings.DATABASE_MIGRATE or settings.DATABASES["default"], name=database), autocommit=True
    )
    if vectors:
        register_vector(conn)
    return conn


def _drop_database(name: str, configured: str) -> None:
    from django.db import connections

    connections["default"].close()
    with _owner_connection(configured, vectors=False) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')


def _loaded(fingerprint: str) -> Any:
    from apps.accounts.models import Workspace

    return Workspace.objects.filter(slug=WORKSPACE, name=f"bench scale {fingerprint}").first()


def _people(options: ScaleOptions, fingerprint: str) -> list[tuple[int, int]]:
    """The bench workspace and its people: (user id, memories), the heavy person first."""
    from django.contrib.auth.hashers import make_password

    from apps.accounts.models import User, Workspace

    workspace = Workspace.objects.create(name=f"bench scale loading {fingerprint}", slug=WORKSPACE)
    counts = [options.heavy_memories] + [options.memories_per_person] * options.people
    labels = ["heavy"] + [f"p{i:05d}" for i in range(options.people)]
    users = User.objects.bulk_create(
        [
            User(username=f"{WORKSPACE}-{label}", password=make_password(None), workspace=workspace, external_id=label)
            for label in labels
        ]
    )
    return [(int(u.pk), c) for u, c in zip(users, counts, strict=True) if c > 0]


def _plan(options: ScaleOptions, people: list[tuple[int, int]]) -> load.Plan:
    return load.Plan(
        people=people,
        messages_per_memory=options.messages_per_memory,
        memories_per_episode=options.memories_per_episode,
        seed=options.seed,
        progress=options.progress,
    )


def _existing_people() -> list[tuple[int, int]]:
    from django.db.models import Count

    from apps.accounts.models import User

    rows = User.objects.filter(workspace__slug=WORKSPACE).annotate(n=Count("memories")).order_by("-n", "pk")
    return [(int(u.pk), int(u.n)) for u in rows]


def _queries(
    options: ScaleOptions, plan: load.Plan, topic_set: synth.Topics
) -> dict[str, tuple[list[measure.Query], list[measure.Query]]]:
    """Per scenario, the timed questions and the warm-up ones (about other topics, and in the many
    scenario of other people), each about its person's own topics, embedded before any timing."""
    from apps.memory.embeddings import get_embedder

    embedder = get_embedder()
    rng = np.random.default_rng(options.seed + 2)
    topics_of = load.person_topics(plan, len(topic_set))
    others = list(range(1, len(plan.people)))

    def ask(index: int) -> measure.Query:
        text = synth.question(rng, topic_set.words[int(rng.choice(topics_of[index]))])
        return measure.Query(user_id=plan.people[index][0], text=text, vector=embedder.embed_query(text))

    scenarios = {"one": ([0] * options.queries, [0] * options.warmup)}
    if others:
        people = rng.permutation(others)
        timed, warm = people[: options.queries], people[options.queries : options.queries + options.warmup]
        scenarios["many"] = ([int(p) for p in timed], [int(p) for p in warm])
    asked = {name: ([ask(i) for i in timed], [ask(i) for i in warm]) for name, (timed, warm) in scenarios.items()}
    # every question is drawn whatever --scenario says, so that a scenario asks the same ones alone
    return {name: queries for name, queries in asked.items() if options.scenario in ("both", name)}


def _server() -> dict[str, str]:
    """The settings recall ran with: those of the app's own connection (its options included)."""
    from django.db import connection

    out = {}
    with connection.cursor() as cursor:
        for name in SERVER_SETTINGS:
            cursor.execute("SELECT current_setting(%s, true)", [name])
            value = cursor.fetchone()[0]
            out[name] = "unset" if value is None else str(value)
    return out


def _sizes(conn: Any) -> dict[str, str]:
    rows = conn.execute(
        "SELECT relname, pg_size_pretty(pg_table_size(oid)), pg_size_pretty(pg_indexes_size(oid)) FROM pg_class "
        "WHERE relname = ANY(%s) ORDER BY relname",
        [list(load.TABLES)],
    ).fetchall()
    return {str(name): f"table {table}, indexes {indexes}" for name, table, indexes in rows}


def _commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _database(options: ScaleOptions, fingerprint: str, log: report.Log) -> tuple[Any, bool, str]:
    """The bench database (on the shared server, or on a dedicated one); whether it already holds
    rows of this shape (``--reuse``). A database without them is dropped and created afresh."""
    from django.conf import settings
    from django.db import connections

    from bench.runtime import BenchSetupError, use_bench_database

    if not options.database.startswith("memoryhub_bench"):
        raise BenchSetupError("--database must start with memoryhub_bench: the run may drop and recreate it")
    configured = str(connections["default"].settings_dict["NAME"])
    if configured == options.database:
        raise BenchSetupError(f"{options.database!r} is the configured database; name another one")
    info = use_bench_database(options.database)
    reused = options.reuse and _loaded(fingerprint) is not None
    if not reused:
        _drop_database(options.database, configured)
        settings.DATABASES["default"]["NAME"] = configured
        connections["default"].settings_dict["NAME"] = configured
        info = use_bench_database(options.database)
    return info, reused, configured


def run(options: ScaleOptions, log: report.Log) -> dict[str, Any]:
    from django.utils import timezone

    from apps.memory.embeddings import get_embedder
    from apps.memory.termstats import term_stats_maybe_refresh

    started_at = datetime.now(UTC)
    started = time.perf_counter()
    load_average = os.getloadavg()
    dedicated = None
    if options.server == "dedicated":
        dedicated = server.start(Path(options.pgdata), shared_buffers=options.shared_buffers)
        log(f"dedicated server in {options.pgdata} (shared_buffers {options.shared_buffers})")
    fingerprint = options.fingerprint()
    info, reused, configured = _database(options, fingerprint, log)
    embedder = get_embedder()
    log(
        f"database {info.name}; {'reusing the loaded rows' if reused else 'loading'}; embedder {embedder.name} ({embedder.dim}-d)"
    )
    embed_started = time.perf_counter()
    topic_set = synth.topics(
        options.topics, seed=options.seed, embed=None if reused else embedder.embed_passages, model=embedder.name
    )
    topics_s = time.perf_counter() - embed_started
    conn = _owner_connection(options.database)
    load_report: dict[str, Any] = {"reused": reused}
    if reused:
        plan = _plan(options, _existing_people())
    else:
        plan = _plan(options, _people(options, fingerprint))
        log(f"loading {sum(m for _, m in plan.people):,} memories for {len(plan.people):,} people")
        result = load.load(conn, plan, topic_set, timezone.now(), log)
        stats_started = time.perf_counter()
        for user_id, memories in plan.people:
            if memories >= 2_000:  # what the pipeline does after writing for a person with a large store
                term_stats_maybe_refresh(user_id)
        load_report = {"reused": False, **asdict(result), "term_stats_s": round(time.perf_counter() - stats_started, 1)}
        from apps.accounts.models import Workspace

        Workspace.objects.filter(slug=WORKSPACE).update(name=f"bench scale {fingerprint}")
    log("embedding the queries")
    scenarios = _queries(options, plan, topic_set)
    # recall's clock is the day the rows were loaded: a rerun on reused rows ranks as the first did
    now = _loaded(fingerprint).created_at
    results = {
        name: measure.run_queries(queries, warmup, label=name, now=now, progress=options.progress)
        for name, (queries, warmup) in scenarios.items()
    }
    meta: dict[str, Any] = {
        "run_at": started_at.isoformat(timespec="seconds"),
        "command": options.command,
        "commit": _commit(),
        "options": {k: v for k, v in asdict(options).items() if k not in {"command", "progress"}},
        "fingerprint": fingerprint,
        "database": info.name,
        "server_kind": options.server,
        "embedder": {"name": embedder.name, "dim": embedder.dim},
        "topics_embed_s": None if reused else round(topics_s, 1),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "load_average_start": [round(v, 2) for v in load_average],
            "load_average_end": [round(v, 2) for v in os.getloadavg()],
        },
        "server": _server(),
        "sizes": _sizes(conn),
        "people": {"heavy_memories": plan.people[0][1], "others": len(plan.people) - 1},
    }
    conn.close()
    meta["seconds"] = round(time.perf_counter() - started, 1)
    data = {"meta": meta, "load": load_report, "scenarios": results}
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    report.write(data, out)
    if dedicated is not None:
        from django.db import connections

        connections["default"].close()
        dedicated.stop(delete=not options.reuse)
        log(f"dedicated server stopped{'' if options.reuse else ' and its data directory deleted'}")
    elif not options.reuse:
        _drop_database(options.database, configured)
        log(f"database {options.database} dropped (--reuse keeps it for the next run)")
    _point_back(configured)
    return data


def _point_back(configured: str) -> None:
    """This process back on the database it was configured with (the run pointed it at its own)."""
    from django.conf import settings
    from django.db import connections

    connections["default"].close()
    settings.DATABASES["default"]["NAME"] = configured
    connections["default"].settings_dict["NAME"] = configured
