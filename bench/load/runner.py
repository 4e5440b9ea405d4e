"""One load run: set-up, seed, warm-up, load, drain, report. See bench/README.md ("bench_load")."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import psutil
from tqdm import tqdm

from bench.load.agents import Agent, AgentPlan, Recorder, run_agents, texts
from bench.load.monitor import Monitor, Tracked, postmaster_of
from bench.load.report import (
    cpu_cost,
    drain_figures,
    endpoint_stats,
    load_average,
    target_check,
    throughput_series,
    write_chart,
    write_json,
    write_markdown,
)
from bench.load.stack import PROJECT_DIR, Stack, StackOptions, require_loopback, running_stack

MAX_AGENTS = 500
MAX_DURATION_S = 1800.0


@dataclass
class LoadOptions:
    agents: int = 10
    ingest_agents: int = 1
    duration: float = 60.0
    warmup: float = 10.0
    mix: dict[str, float] = field(default_factory=lambda: {"chat": 0.7, "recall": 0.2, "list": 0.1})
    ingest_batch: int = 20
    ingest_pause: float = 4.0
    think: float = 0.0
    turns_per_session: int = 10
    seed_messages: int = 20
    drain_timeout: float = 300.0
    seed_timeout: float = 1200.0
    target: str | None = None
    api_key: str | None = None
    database: str = "memoryhub_load"
    allow_default_db: bool = False  # run in the configured database (the tests' own)
    label: str = "load"
    out: Path = PROJECT_DIR / "bench" / "results" / "load"
    keep_data: bool = False
    keep_logs: bool = False
    seed: int = 7
    progress: bool = True
    stack: StackOptions = field(default_factory=StackOptions)

    def check(self) -> None:
        if not 1 <= self.agents <= MAX_AGENTS:
            raise ValueError(f"--agents must be 1 to {MAX_AGENTS}")
        if not 0 <= self.ingest_agents <= 50:
            raise ValueError("--ingest-agents must be 0 to 50")
        if not 1 <= self.duration <= MAX_DURATION_S:
            raise ValueError(f"--duration must be 1 to {MAX_DURATION_S:.0f} s")
        if not 0 <= self.warmup <= 300 or not 1 <= self.drain_timeout <= 3600:
            raise ValueError("--warmup must be 0 to 300 s and --drain-timeout 1 to 3600 s")
        if not 0 <= self.think <= 60:
            raise ValueError("--think must be 0 to 60 s")
        if not 1 <= self.ingest_batch <= 500 or not 0 <= self.seed_messages <= 1000:
            raise ValueError("--ingest-batch must be 1 to 500 and --seed-messages 0 to 1000")
        if self.target is not None:
            self.target = require_loopback(self.target)
            if not self.api_key:
                raise ValueError("--target needs --api-key (a key of that server with the admin scope)")


def _bar(options: LoadOptions, **kwargs: Any) -> Any:
    return tqdm(disable=not options.progress, leave=False, dynamic_ncols=True, file=sys.stderr, **kwargs)


def _commit(code_dir: Path) -> str:
    """The commit the server ran (``+changes``: with uncommitted changes to the app)."""
    try:
        out = subprocess.run(
            ["git", "-C", str(code_dir), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        )  # fmt: skip
        dirty = subprocess.run(["git", "-C", str(code_dir), "status", "--porcelain", "--", "apps", "memoryhub", "gunicorn.conf.py"], capture_output=True, text=True, check=False)  # fmt: skip
        return out.stdout.strip() + ("+changes" if dirty.stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


class Api:
    """The bench's own calls (set-up, seeding, drain, clean-up), with an admin key."""

    def __init__(self, base_url: str, token: str) -> None:
        self.client = httpx.Client(base_url=base_url, headers={"Authorization": f"Bearer {token}"}, timeout=120)

    def call(self, method: str, url: str, **kwargs: Any) -> Any:
        response = self.client.request(method, url, **kwargs)
        if response.status_code >= 300:
            raise RuntimeError(f"{method} {url}: HTTP {response.status_code}: {response.text[:300]}")
        return response.json()

    def agent(self, index: int, user: str, kind: str) -> Agent:
        self.call("PUT", f"/api/v1/users/{user}", json={})
        created = self.call("POST", "/api/v1/keys", json={"name": f"bench_load {user}", "scopes": ["read", "write"]})
        return Agent(index=index, user=user, token=created["secret"], kind=kind)

    def open_jobs(self, users: list[str]) -> int:
        return sum(int(self.call("GET", f"/api/v1/users/{u}/pipeline")["open_jobs"]) for u in users)


@dataclass
class Server:
    """Where the load goes, and how to read its backlog and its processes."""

    url: str
    admin_token: str
    description: str
    backlog: Callable[[], int | None]
    tracked: list[Tracked]
    postmaster: psutil.Process | None
    database: str
    cleanup: Callable[[list[Agent]], str]


@contextmanager
def local_server(options: LoadOptions) -> Iterator[Server]:
    """The stack started here, on a database of the run's own."""
    from django.conf import settings
    from django.db import connection

    from apps.accounts.services import api_key_create
    from apps.memory.models import PipelineJob
    from bench.runtime import bench_workspace, delete_workspace, use_bench_database

    info = use_bench_database(options.database, allow_default_db=options.allow_default_db)
    if options.stack.broker == "postgres" and settings.DATABASE_MIGRATE is not None:
        from memoryhub.embedded import create_broker_tables
        from memoryhub.env import database_url

        create_broker_tables(database_url(settings.DATABASE_MIGRATE, name=info.name))
    workspace = bench_workspace("bench-load")
    admin = api_key_create(workspace=workspace, name="bench_load admin", scopes=["read", "write", "admin"])
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        postmaster = postmaster_of(int(cursor.fetchone()[0]))

    def backlog() -> int:
        return PipelineJob.objects.filter(user__workspace=workspace, done_at__isnull=True).count()

    done: list[str] = []

    def cleanup(_: list[Agent]) -> str:
        done.append("kept (--keep-data)" if options.keep_data else delete_workspace(workspace))
        if options.stack.broker == "postgres":
            try:
                _drop_queue(queue)
            except Exception as exc:  # noqa: BLE001 — clean-up must not hide the results
                done.append(f"{done[-1]}; the queue's messages not deleted: {type(exc).__name__}")
        return done[-1]

    queue = f"bench_load_{os.getpid()}"
    try:
        with running_stack(
            database=info.name, queue=queue, options=options.stack, keep_logs=options.keep_logs
        ) as stack:
            yield Server(
                url=stack.url,
                admin_token=admin.token,
                description=describe(stack, options.stack),
                backlog=backlog,
                tracked=_tracked(stack, options.stack),
                postmaster=postmaster,
                database=info.name,
                cleanup=cleanup,
            )
    finally:
        if not done and not options.keep_data:
            delete_workspace(workspace)  # the run failed before its own clean-up


def _drop_queue(queue: str) -> None:
    """The run's messages in kombu's table: the PostgreSQL transport keeps every delivered one, and
    each fetch walks past them, so the next run would start slower than this one did."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT to_regclass('kombu_message') IS NOT NULL")
        if cursor.fetchone()[0]:
            cursor.execute(
                "DELETE FROM kombu_message WHERE queue_id IN (SELECT id FROM kombu_queue WHERE name = %s)", [queue]
            )


def _tracked(stack: Stack, stack_options: StackOptions) -> list[Tracked]:
    tracked = [Tracked(c.role, c.name, psutil.Process(c.popen.pid)) for c in stack.children]
    if stack_options.broker == "redis":
        for proc in psutil.process_iter(["name"]):
            if proc.info["name"] == "redis-server":
                tracked.append(Tracked("redis", "redis-server", proc))
    tracked.append(Tracked("client", "load generator (this process)", psutil.Process(), children=False))
    return tracked


def describe(stack: Stack, o: StackOptions) -> str:
    web = next((c for c in stack.children if c.role == "web"), None)
    args = web.popen.args if web is not None else []
    words = [str(a) for a in args[1:]]  # type: ignore[index]
    if "--chdir" in words:  # the checkout it runs from is in meta.stack.code_dir
        at = words.index("--chdir")
        del words[at : at + 2]
    shown = " ".join(w.replace(f"{o.code_dir}/", "") for w in words)
    extra = ", ".join(f"{k}={v}" for k, v in sorted(o.env.items()))
    return (
        f"gunicorn `{shown}` (DEBUG off); {o.celery_workers} Celery worker(s) × {o.celery_concurrency} ({o.celery_pool}); "
        f"broker {o.broker}; embedder {o.embedder}; offline LLM" + (f"; {extra}" if extra else "")
    )


@contextmanager
def target_server(options: LoadOptions) -> Iterator[Server]:
    """A loopback server someone else started; set-up and clean-up through its API."""
    assert options.target is not None and options.api_key is not None
    api = Api(options.target, options.api_key)

    def backlog() -> int | None:
        return None  # sampled only after the load (one request per user would be load of its own)

    def cleanup(agents: list[Agent]) -> str:
        if options.keep_data:
            return "kept (--keep-data)"
        for agent in agents:
            api.call("DELETE", f"/api/v1/users/{agent.user}")
        keys = api.call("GET", "/api/v1/keys")["items"]
        for key in keys:
            if key["name"].startswith("bench_load ") and key["active"]:
                api.call("DELETE", f"/api/v1/keys/{key['prefix']}")
        return f"{len(agents)} end users erased, their keys revoked"

    yield Server(
        url=options.target,
        admin_token=options.api_key,
        description=f"target {options.target} (started elsewhere)",
        backlog=backlog,
        tracked=[Tracked("client", "load generator (this process)", psutil.Process(), children=False)],
        postmaster=None,
        database="",
        cleanup=cleanup,
    )


def _wait_drained(read: Callable[[], int | None], timeout: float, bar: Any = None) -> float | None:
    """Seconds until the backlog read 0 (polled every 0.25 s), None after ``timeout``."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        value = read()
        if bar is not None and value is not None:
            bar.n = max(0, bar.total - value) if bar.total else 0
            bar.refresh()
        if value == 0:
            return time.monotonic() - started
        time.sleep(0.25)
    return None


def run(options: LoadOptions, log: Callable[[str], None] = print) -> dict[str, Any]:
    options.check()
    options.out.mkdir(parents=True, exist_ok=True)
    loadavg_start = [round(x, 2) for x in os.getloadavg()]
    if loadavg_start[0] > 2.5:
        log(f"note: load average {loadavg_start[0]} before the run: other work shares the box; read ratios, not ms")
    context = target_server(options) if options.target else local_server(options)
    with context as server:
        api = Api(server.url, server.admin_token)
        prefix = f"load-{os.getpid()}"
        agents: list[Agent] = []
        with _bar(options, total=options.agents + options.ingest_agents, desc="end users and keys") as bar:
            for i in range(options.agents):
                agents.append(api.agent(i, f"{prefix}-a{i}", "chat"))
                bar.update(1)
            for j in range(options.ingest_agents):
                agents.append(api.agent(options.agents + j, f"{prefix}-i{j}", "ingest"))
                bar.update(1)
        users = [a.user for a in agents]
        backlog = server.backlog if options.target is None else (lambda: api.open_jobs(users))
        seed_s: float | None = None
        if options.seed_messages:
            seeded = options.agents * options.seed_messages
            for agent in agents[: options.agents]:
                messages, _ = texts(options.seed + 10_000 + agent.index, options.seed_messages)
                api.call(
                    "POST", f"/api/v1/users/{agent.user}/ingest",
                    json={"messages": [{"role": "user", "content": t} for t in messages], "end_session": True},
                )  # fmt: skip
            with _bar(options, total=seeded, desc="seed messages through the worker") as bar:
                seed_s = _wait_drained(backlog, options.seed_timeout, bar)
            if seed_s is None:
                raise RuntimeError(f"the seed messages were not processed within {options.seed_timeout:.0f} s")
            log(f"seeded {seeded} messages ({options.seed_messages} per agent), drained in {seed_s:.1f} s")
        # the texts are drawn before the clock starts: making them costs CPU the server would miss
        messages, questions = texts(options.seed, 1000)
        origin = time.monotonic()
        plan = AgentPlan(
            mix=options.mix,
            deadline=origin + options.warmup + options.duration,
            origin=origin,
            turns_per_session=options.turns_per_session,
            ingest_batch=options.ingest_batch,
            ingest_pause=options.ingest_pause,
            think=options.think,
            seed=options.seed,
            messages=messages,
            questions=questions,
        )
        monitor = Monitor(
            tracked=server.tracked, postmaster=server.postmaster, database=server.database, backlog=server.backlog
        )
        recorder = Recorder()
        monitor.phase = "warmup"
        monitor.start(origin)
        load = threading.Thread(
            target=run_agents, args=(agents, server.url, plan, recorder), name="agents", daemon=True
        )
        load.start()
        total = options.warmup + options.duration
        with _bar(options, total=int(total), desc=f"{options.agents} agents", unit="s") as bar:
            while (elapsed := time.monotonic() - origin) < total:
                if elapsed >= options.warmup:
                    monitor.phase = "load"
                bar.n = int(elapsed)
                bar.set_postfix(requests=len(recorder.samples))
                time.sleep(0.5)
        monitor.phase = "drain"
        load_end = options.warmup + options.duration
        load.join()
        waited = _wait_drained(backlog, options.drain_timeout)
        drain_s = None if waited is None else round(time.monotonic() - origin - load_end, 1)
        monitor.phase = "done"
        time.sleep(1.0)
        monitor.stop()
        cleanup = server.cleanup(agents)
        description = server.description
    timeline = monitor.timeline.as_dict()
    drain = drain_figures(timeline, load_end)
    drain["drain_s"] = drain_s  # polled every 0.25 s, sharper than the 1 s timeline
    result: dict[str, Any] = {
        "meta": {
            "label": options.label,
            "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "commit": _commit(options.stack.code_dir if options.target is None else PROJECT_DIR),
            "cpus": os.cpu_count(),
            "agents": options.agents,
            "ingest_agents": options.ingest_agents,
            "duration_s": options.duration,
            "warmup_s": options.warmup,
            "mix": options.mix,
            "ingest_batch": options.ingest_batch,
            "ingest_pause_s": options.ingest_pause,
            "think_s": options.think,
            "turns_per_session": options.turns_per_session,
            "seed_messages": options.seed_messages,
            "seed_drain_s": None if seed_s is None else round(seed_s, 1),
            "drain_timeout_s": options.drain_timeout,
            "server": description,
            "stack": options.stack.as_dict() if options.target is None else {"target": options.target},
            "loadavg_start": loadavg_start,
            "loadavg_end": [round(x, 2) for x in os.getloadavg()],
            "cleanup": cleanup,
        },
        "endpoints": endpoint_stats(
            recorder.samples, start=options.warmup, end=load_end, ingest_batch=options.ingest_batch
        ),
        "drain": drain,
        "loadavg": load_average(timeline),
        "processes": monitor.process_table(),
        "throughput_per_s": throughput_series(recorder.samples, horizon=load_end + 5),
        "timeline": timeline,
    }
    result["cpu_cost"] = cpu_cost(result)
    result["targets"] = target_check(result)
    base = options.out / options.label
    write_json(result, base.with_name(base.name + ".json"))
    write_markdown(result, base.with_name(base.name + ".md"))
    write_chart(result, base.with_name(base.name + ".png"))
    chat = result["endpoints"].get("chat", {})
    log(
        f"{options.label}: chat {chat.get('per_s')}/s p50 {chat.get('p50_ms')} ms p95 {chat.get('p95_ms')} ms; "
        f"errors {sum(sum(e['errors'].values()) for e in result['endpoints'].values())}; drain {drain_s} s; "
        f"load average {result['loadavg']['mean_1min_during_load']} → {base}.md"
    )
    return result
