"""Faults: what is left after a worker is killed mid-ingest, the database stops, the Redis broker
stops, or a web worker is killed mid-request (``manage.py bench_faults``; ``tests/faults/`` runs
smaller versions of the same scenarios in CI).

The service under test runs as child processes, configured from the environment as in production
(``memoryhub/settings.py``): gunicorn (DEBUG off) and a Celery worker, both on a database and a
queue of the run's own. Only processes started here are ever signalled.

- **The database** is reached by the children through a ``DatabaseGate``: a TCP relay in front of
  the configured server. ``close()`` is the database stopping as its clients see it — every open
  connection is cut and new ones are refused — and ``open()`` is it coming back on the same
  address. The shared server itself is never stopped (other processes use it); the harness's own
  process connects directly, so it can inspect what was written while the children cannot reach it.
- **The Redis broker** is a ``redis-server`` of the run's own on a free port, without persistence:
  stopping it loses every queued and unacknowledged message, the worst case for the outbox sweep.
- **The sweep** runs where production runs it, in the worker's beat, every ``MEMORY_SWEEP_SECONDS``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

PROJECT_DIR = Path(__file__).resolve().parent.parent
APP_NAME_PREFIX = "memoryhub-faults-"
DATA_FILES = (PROJECT_DIR / "bench/data/bilingual_dev.json", PROJECT_DIR / "bench/data/bilingual_b.json")


class FaultSetupError(RuntimeError):
    pass


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until(predicate: Callable[[], bool], *, timeout: float, interval: float = 0.1) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()


# --- the database, behind a gate --------------------------------------------------------------
class DatabaseGate:
    """A TCP relay on 127.0.0.1 in front of the database server (its Unix socket or host:port).

    ``close()``: the database stops, as its clients see it (open connections cut, new ones
    refused). ``open()``: it is back, on the same port."""

    def __init__(self, *, socket_path: str | None = None, host: str = "", port: int = 5432) -> None:
        self.socket_path = socket_path
        self.target = (host, port)
        self.port = free_port()
        self._listener: socket.socket | None = None
        self._sockets: set[socket.socket] = set()
        self._lock = threading.Lock()

    @classmethod
    def for_database(cls, settings_dict: dict[str, Any]) -> DatabaseGate:
        host = str(settings_dict.get("HOST") or "")
        port = int(settings_dict.get("PORT") or 5432)
        if host.startswith("/"):
            return cls(socket_path=f"{host}/.s.PGSQL.{port}")
        return cls(host=host or "127.0.0.1", port=port)

    @property
    def is_open(self) -> bool:
        return self._listener is not None

    def open(self) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(128)
        listener.settimeout(0.2)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), name="db-gate", daemon=True).start()

    def close(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()
        with self._lock:
            cut, self._sockets = list(self._sockets), set()
        for sock in cut:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def _upstream(self) -> socket.socket:
        if self.socket_path:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.connect(self.socket_path)
            return sock
        return socket.create_connection(self.target, timeout=5)

    def _accept(self, listener: socket.socket) -> None:
        while self._listener is listener:
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            try:
                upstream = self._upstream()
            except OSError:
                client.close()
                continue
            client.settimeout(None)
            upstream.settimeout(None)
            with self._lock:
                if self._listener is not listener:  # closed meanwhile
                    client.close()
                    upstream.close()
                    return
                self._sockets.update((client, upstream))
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for sock in (source, sink):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        with self._lock:
            self._sockets.discard(source)
            self._sockets.discard(sink)


# --- a Redis broker of the run's own ----------------------------------------------------------
class RedisBroker:
    """``redis-server`` on a free loopback port, without persistence; ``stop()`` and ``start()``
    keep the port, so clients reconnect to the same URL."""

    def __init__(self, log_dir: Path) -> None:
        self.port = free_port()
        self.log = log_dir / "redis.log"
        self.popen: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = os.environ.get("REDIS_SERVER", "redis-server")
        with self.log.open("ab") as log:
            self.popen = subprocess.Popen(
                [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
                stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
            )  # fmt: skip
        if not wait_until(self._answers, timeout=10):
            raise FaultSetupError(f"redis-server did not answer on port {self.port} (log: {self.log})")

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        if self.popen is not None and self.popen.poll() is None:
            self.popen.send_signal(signal.SIGTERM)
            self.popen.wait(10)
        self.popen = None


# --- the service: gunicorn and a Celery worker ------------------------------------------------
@dataclass
class Child:
    name: str
    popen: subprocess.Popen[bytes]
    log: Path

    @property
    def alive(self) -> bool:
        return self.popen.poll() is None


def child_pids(pid: int) -> list[int]:
    """The direct children of ``pid`` (gunicorn's workers, a Celery pool's processes)."""
    children = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ")"
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            children.append(int(entry.name))
    return sorted(children)


@dataclass
class ServiceOptions:
    web_workers: int | None = 2  # None: gunicorn.conf.py's (WEB_CONCURRENCY, 2 per core)
    worker_concurrency: int = 1
    worker_pool: str = "prefork"
    beat: bool = True
    sweep_seconds: int = 5
    embedder: str = "use"
    broker_url: str = ""  # "": kombu's SQLAlchemy transport on the (gated) database, the embedded default
    env: dict[str, str] = field(default_factory=dict)  # e.g. LLM_PROVIDER / LLM_BASE_URL


class Service:
    """The web (gunicorn) and worker (Celery, with beat) processes of one run, on ``database`` and
    ``queue``, reaching PostgreSQL through ``gate``."""

    def __init__(
        self, *, database: str, queue: str, gate: DatabaseGate, options: ServiceOptions, log_dir: Path
    ) -> None:
        self.database = database
        self.queue = queue
        self.gate = gate
        self.options = options
        self.log_dir = log_dir
        self.port = free_port()
        self.web: Child | None = None
        self.worker: Child | None = None
        self._starts = Counter[str]()
        self.env = self._environment()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def broker(self) -> str:
        return "redis" if self.env["CELERY_BROKER_URL"].startswith("redis") else "postgresql (kombu)"

    @property
    def broker_url(self) -> str:
        """The children's broker as this process reaches it: not through the gate (the harness
        reads the queue while the children's database is cut off)."""
        from django.conf import settings

        return self.options.broker_url or str(settings.CELERY_BROKER_URL)

    def _environment(self) -> dict[str, str]:
        from django.conf import settings

        from memoryhub.env import database_url

        db = {**settings.DATABASES["default"], "HOST": "127.0.0.1", "PORT": str(self.gate.port)}
        broker = self.options.broker_url or str(settings.CELERY_BROKER_URL)
        if broker.startswith("sqla+"):
            # kombu's transport on PostgreSQL: the same database as the harness's, through the gate
            broker = database_url({**db, "NAME": _broker_database(broker)}, scheme="sqla+postgresql+psycopg")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "MEMORYHUB_TEST", "PYTEST"))}
        for name in ("CELERY_BROKER_URL", "REDIS_URL", "DATABASE_MIGRATE_URL", "MEMORYHUB_TESTING"):
            env.pop(name, None)
        env.update(
            {
                "DATABASE_URL": database_url(db, name=self.database),
                "CELERY_BROKER_URL": broker,
                "CELERY_QUEUE": self.queue,
                "SECRET_KEY": secrets.token_urlsafe(48),
                "DEBUG": "false",
                "ALLOWED_HOSTS": "127.0.0.1",
                "SECURE_SSL_REDIRECT": "false",
                "SESSION_COOKIE_SECURE": "false",
                "CSRF_COOKIE_SECURE": "false",
                "SECURE_HSTS_SECONDS": "0",
                "LLM_PROVIDER": "offline",
                "EMBEDDING_PROVIDER": self.options.embedder,
                "MEMORY_SWEEP_SECONDS": str(self.options.sweep_seconds),
                "MEMORYHUB_VAR_DIR": str(self.log_dir),
                "LOG_LEVEL": "WARNING",
                "PYTHONUNBUFFERED": "1",
                # the agents share one key and a 503 is answered in milliseconds: at the default 600
                # requests a minute the limiter, not the fault, would answer (429) part of the outage
                "API_RATE_LIMIT": "1000000",
            }
        )
        env.update(self.options.env)
        return env

    def _spawn(self, name: str, command: list[str]) -> Child:
        self._starts[name] += 1
        log = self.log_dir / f"{name}-{self._starts[name]}.log"
        # PGAPPNAME: the harness tells the worker's database sessions from the web's
        env = {**self.env, "PGAPPNAME": f"{APP_NAME_PREFIX}{name}"}
        with log.open("wb") as handle:
            popen = subprocess.Popen(
                command, env=env, cwd=PROJECT_DIR, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True
            )
        return Child(name=name, popen=popen, log=log)

    def start_web(self) -> None:
        """gunicorn as production runs it (the project's ``gunicorn.conf.py``), on a loopback port
        of its own, with ``web_workers`` workers and no control socket (it would be shared)."""
        config = PROJECT_DIR / "gunicorn.conf.py"
        self.web = self._spawn(
            "web",
            [
                _bin("gunicorn"), "memoryhub.wsgi", *(["--config", str(config)] if config.exists() else []),
                "--bind", f"127.0.0.1:{self.port}", "--graceful-timeout", "5", "--no-control-socket",
                "--access-logfile", str(self.log_dir / "access.log"),
                *(["--workers", str(self.options.web_workers)] if self.options.web_workers else []),
            ],
        )  # fmt: skip

    def start_worker(self) -> None:
        # the queue exists before the worker and its beat start: kombu's SQLAlchemy transport creates a
        # queue's row on first use, and two processes doing so at once made the worker exit
        # (UniqueViolation on kombu_queue_name_key)
        queue_depth(self.broker_url, self.queue, passive=False)
        command = [
            _bin("celery"), "-A", "memoryhub", "worker", "--loglevel", "INFO",
            "--pool", self.options.worker_pool, "--concurrency", str(self.options.worker_concurrency),
            "--hostname", f"faults-{os.getpid()}-{self._starts['worker'] + 1}@%h",
            "--without-gossip", "--without-mingle",
        ]  # fmt: skip
        if self.options.beat:
            command += ["--beat", "--schedule", str(self.log_dir / f"beat-{self._starts['worker'] + 1}")]
        self.worker = self._spawn("worker", command)

    def queue_purge(self) -> int:
        """Drop what waits in the service's queue (a previous scenario's leftover tasks: every open job
        they were for is done; the sweep would queue any that was not)."""
        from memoryhub.celery import app

        with app.connection_for_write(self.broker_url) as conn:
            channel: Any = conn.default_channel
            return int(channel.queue_purge(self.queue) or 0)

    def quiesce(self, timeout: float = 30) -> bool:
        """Drop the queued tasks and wait until the worker is idle in the database (no statement
        running, no transaction open) for half a second: the state in which the tables may be
        truncated, which a task's row locks would otherwise deadlock with."""
        from django.db import connection

        self.queue_purge()

        def busy() -> bool:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s"
                    " AND datname = current_database() AND state <> 'idle'",
                    [f"{APP_NAME_PREFIX}worker"],
                )
                row = cursor.fetchone()
            return bool(row and row[0])

        deadline = time.monotonic() + timeout
        quiet_since: float | None = None
        while time.monotonic() < deadline:
            if busy():
                quiet_since = None
            elif quiet_since is None:
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since >= 0.5:
                return True
            time.sleep(0.05)
        return False

    def wait_web(self, timeout: float = 90) -> None:
        import httpx

        def answers() -> bool:
            self._check_alive()
            try:
                return httpx.get(f"{self.url}/api/v1/whoami", timeout=2).status_code == 401
            except httpx.HTTPError:
                return False

        if not wait_until(answers, timeout=timeout, interval=0.3):
            raise FaultSetupError(f"gunicorn did not answer within {timeout:.0f} s:\n{tail(self.web)}")

    def wait_worker(self, timeout: float = 90) -> float:
        """Wait until the worker answers a ping through the broker; the seconds it took."""
        started = time.monotonic()
        if not wait_until(
            lambda: self._check_alive() or worker_answers(self.queue, self.broker_url), timeout=timeout, interval=0.5
        ):
            raise FaultSetupError(f"the worker did not answer within {timeout:.0f} s:\n{tail(self.worker)}")
        return time.monotonic() - started

    def _check_alive(self) -> bool:
        for child in (self.web, self.worker):
            if child is not None and not child.alive and child.popen.returncode != -signal.SIGKILL:
                raise FaultSetupError(f"{child.name} exited with {child.popen.returncode}:\n{tail(child)}")
        return False

    def kill_worker(self) -> None:
        """kill -9 the worker: its main process and its pool, at once (a lost machine or an OOM kill)."""
        assert self.worker is not None
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.worker.popen.pid, signal.SIGKILL)
        self.worker.popen.wait(10)

    def web_worker_pids(self) -> list[int]:
        assert self.web is not None
        return child_pids(self.web.popen.pid)

    def pids(self) -> dict[str, list[int]]:
        """Every process of the service, to show that nothing was restarted."""
        out: dict[str, list[int]] = {}
        for child in (self.web, self.worker):
            if child is not None and child.alive:
                out[child.name] = [child.popen.pid, *child_pids(child.popen.pid)]
        return out

    def stop(self) -> None:
        children = [c for c in (self.web, self.worker) if c is not None and c.alive]
        for child in children:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(child.popen.pid, signal.SIGTERM)
        for child in children:
            try:
                child.popen.wait(30)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(child.popen.pid, signal.SIGKILL)
                child.popen.wait(10)


def _bin(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def _broker_database(url: str) -> str:
    """The database of a kombu SQLAlchemy broker URL (in a test run the configured one: settings
    derive it before the test database exists; the queue is the run's own)."""
    match = re.search(r"/([^/?]+)(?:\?|$)", url.split("://", 1)[1])
    if match is None:
        raise FaultSetupError(f"cannot read the database of the broker URL {url!r}")
    return match.group(1)


def tail(child: Child | None, lines: int = 20) -> str:
    if child is None:
        return ""
    try:
        return "\n".join(child.log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def queue_depth(broker_url: str, queue: str, *, passive: bool = True) -> int:
    """Messages waiting in ``queue`` (not those a worker holds unacknowledged); ``passive=False``
    creates the queue when it does not exist yet."""
    from memoryhub.celery import app

    with app.connection_for_write(broker_url) as conn:
        channel: Any = conn.default_channel  # kombu's stubs type it without queue_declare
        return int(channel.queue_declare(queue=queue, passive=passive).message_count)


def worker_answers(queue: str, broker_url: str, timeout: float = 3.0) -> bool:
    """Does a worker on ``queue`` answer a ping sent through ``broker_url``? (The health check's
    ping: the worker writes the answer to the database.)"""
    from apps.core.models import WorkerPing
    from memoryhub.celery import app

    nonce = secrets.token_hex(16)
    WorkerPing.objects.create(nonce=nonce)
    try:
        with app.connection_for_write(broker_url) as conn:
            app.send_task(
                "core.answer_ping", args=(nonce,), queue=queue, connection=conn, expires=timeout + 5, retry=False
            )
    except Exception:  # noqa: BLE001 — a broker that is not there yet
        return False
    return wait_until(
        lambda: WorkerPing.objects.filter(nonce=nonce, answered_at__isnull=False).exists(), timeout=timeout
    )


# --- what the clients say --------------------------------------------------------------------
def conversation_lines(people: int, per_person: int) -> list[list[str]]:
    """``people`` lists of ``per_person`` consecutive turns of the bilingual conversations
    (``bench/data``: Chinese, English and mixed everyday talk, 1,036 turns), each person a different
    stretch; the same call always gives the same lines."""
    turns: list[str] = []
    for path in DATA_FILES:
        for conversation in json.loads(path.read_text()):
            talk = conversation["conversation"]
            sessions = sorted((k for k in talk if re.fullmatch(r"session_\d+", k)), key=lambda k: int(k.split("_")[1]))
            turns.extend(turn["text"] for key in sessions for turn in talk[key])
    return [[turns[(p * per_person + i) % len(turns)] for i in range(per_person)] for p in range(people)]


SAID_EVERY_SECONDS = 20


def said_at(base: datetime, index: int) -> datetime:
    """When the ``index``-th message of a person's input was said: every run of an input gives its
    messages the same times (relative dates such as "last Friday" resolve the same way)."""
    return base + timedelta(seconds=SAID_EVERY_SECONDS * index)


def input_base(per_person: int) -> datetime:
    """The first message's time: so that the last one is a minute ago (a session idle for
    ``MEMORY_SESSION_IDLE_MINUTES`` would be closed by the sweep in the middle of the run)."""
    from django.utils import timezone

    return (timezone.now() - timedelta(seconds=SAID_EVERY_SECONDS * per_person + 60)).replace(microsecond=0)


@dataclass
class Client:
    """One agent of a product: its end user (external id) and the workspace's API key."""

    user: str
    key: str


def clients_create(workspace: Any, key: str, names: list[str]) -> list[Client]:
    from apps.accounts.services import end_user_ensure

    for name in names:
        end_user_ensure(workspace=workspace, external_id=name)
    return [Client(user=name, key=key) for name in names]


def workspace_create(label: str) -> tuple[Any, str]:
    """A workspace of the run's own and a key with every scope."""
    from apps.accounts.models import Workspace
    from apps.accounts.services import api_key_create

    slug = f"faults-{label}-{os.getpid()}-{secrets.token_hex(3)}"[:60]
    workspace = Workspace.objects.create(name=slug, slug=slug)
    return workspace, api_key_create(workspace=workspace, name="faults", scopes=("read", "write")).token


@dataclass
class Answer:
    """One request and how it ended: an HTTP status, or ``connection`` (no answer)."""

    op: str
    user: str
    text: str
    started: float
    seconds: float
    status: str
    code: str = ""
    retry_after: str = ""
    body: dict[str, Any] = field(default_factory=dict)
    key: str = ""  # the Idempotency-Key: a retry of the same request sends the same one

    @property
    def accepted(self) -> bool:
        return self.status == "200"

    @property
    def replayed(self) -> bool:
        """Answered with what an earlier attempt with this key had stored."""
        return bool(self.body.get("replayed"))


def http_call(
    http: Any, op: str, user: str, text: str, path: str, payload: dict[str, Any], origin: float, key: str = ""
) -> Answer:
    import httpx

    started = time.monotonic()
    try:
        response = http.post(path, json=payload, headers={"Idempotency-Key": key} if key else None)
    except httpx.HTTPError as exc:
        return Answer(
            op, user, text, started - origin, time.monotonic() - started, "connection", type(exc).__name__, key=key
        )
    try:
        body = response.json()
    except ValueError:
        body = {}
    code = str((body.get("error") or {}).get("code", "")) if isinstance(body, dict) else ""
    return Answer(
        op, user, text, started - origin, time.monotonic() - started, str(response.status_code), code,
        response.headers.get("Retry-After", ""), body if response.status_code == 200 else {}, key,
    )  # fmt: skip


class Traffic:
    """Closed-loop agents over HTTP until ``stop()``: chat agents (a turn at a time, continuing
    their session) and ingest agents (two past messages at a time into a session of their own).
    Every answer is kept. Each request carries an ``Idempotency-Key``; after an error an agent waits
    a moment, as a client honouring ``Retry-After`` would, only shorter (so that the outage is
    sampled), and sends the same request with the same key again — after ``stop()`` too, for up to
    ``settle`` seconds, so that every request ends answered (a retry of one whose commit went
    through before the cut is a replay, not a second copy)."""

    def __init__(
        self,
        url: str,
        *,
        chat: list[Client],
        ingest: list[Client],
        lines: list[list[str]],
        pause: float = 0.05,
        settle: float = 30.0,
    ) -> None:
        self.settle = settle
        self.url = url
        self.plan = [("chat", c) for c in chat] + [("ingest", c) for c in ingest]
        self.lines = lines
        self.pause = pause
        self.answers: list[Answer] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self.origin = time.monotonic()

    def start(self) -> None:
        for index, (kind, client) in enumerate(self.plan):
            thread = threading.Thread(target=self._run, args=(kind, client, self.lines[index]), daemon=True)
            thread.start()
            self._threads.append(thread)

    def stop(self) -> list[Answer]:
        self._stop.set()
        for thread in self._threads:
            thread.join(120)
        return self.answers

    def since(self, start: float) -> list[Answer]:
        with self._lock:
            return [a for a in self.answers if a.started >= start]

    def _run(self, kind: str, client: Client, lines: list[str]) -> None:
        import httpx

        session_id: int | None = None
        said: set[str] = set()  # each text once per agent: what was stored is found by its words
        with httpx.Client(base_url=self.url, headers={"Authorization": f"Bearer {client.key}"}, timeout=60) as http:
            for turn in range(10**6):
                if self._stop.is_set():
                    return
                text = lines[turn % len(lines)].strip()
                text = text if text not in said else f"{text} ({turn})"
                said.add(text)
                key = f"{client.user}-{turn}-{secrets.token_hex(4)}"
                if kind == "chat":
                    payload: dict[str, Any] = {"user": client.user, "message": text, "session_id": session_id}
                    path = "/api/v1/chat"
                else:
                    messages = [{"role": "user", "content": text}, {"role": "user", "content": f"{text} — {turn}"}]
                    payload = {"messages": messages, "session_id": session_id}
                    path = f"/api/v1/users/{client.user}/ingest"
                give_up: float | None = None  # once stopped: until when the same request is retried
                while True:
                    answer = http_call(http, kind, client.user, text, path, payload, self.origin, key)
                    with self._lock:
                        self.answers.append(answer)
                    if answer.accepted:
                        break
                    if self._stop.is_set():
                        give_up = give_up or time.monotonic() + self.settle
                        if time.monotonic() > give_up:
                            return
                    time.sleep(0.5)
                session_id = int(answer.body["session_id"])
                time.sleep(self.pause)


def ingest_round_robin(
    url: str,
    clients: list[Client],
    lines: list[list[str]],
    *,
    base: datetime,
    per_call: int = 2,
    pace: float = 0.0,
    sent: Counter[str] | None = None,
) -> list[Answer]:
    """Post each person's lines as past messages, ``per_call`` at a time, one person after the
    other (so that everyone is half way at the same moment), each into one session of their own,
    with the input's own timestamps. ``sent["calls"]`` counts the calls as they are answered."""
    import httpx

    answers: list[Answer] = []
    sessions: dict[str, int] = {}
    origin = time.monotonic()
    rounds = max(len(person) for person in lines)
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {clients[0].key}"}, timeout=60) as http:
        for start in range(0, rounds, per_call):
            for client, person in zip(clients, lines, strict=True):
                messages = [
                    {"role": "user", "content": text, "created_at": said_at(base, start + i).isoformat()}
                    for i, text in enumerate(person[start : start + per_call])
                ]
                if not messages:
                    continue
                payload = {"messages": messages, "session_id": sessions.get(client.user)}
                answer = http_call(
                    http,
                    "ingest",
                    client.user,
                    messages[0]["content"],
                    f"/api/v1/users/{client.user}/ingest",
                    payload,
                    origin,
                )
                if not answer.accepted:
                    raise FaultSetupError(f"ingest for {client.user} answered {answer.status} {answer.code}")
                sessions[client.user] = int(answer.body["session_id"])
                answers.append(answer)
                if sent is not None:
                    sent["calls"] += 1
                    sent["messages"] += len(messages)
                time.sleep(pace)
    return answers


# --- what is left in the database ------------------------------------------------------------
def user_ids(workspace: Any, names: list[str]) -> dict[str, int]:
    from apps.accounts.models import User

    return dict(User.objects.filter(workspace=workspace, external_id__in=names).values_list("external_id", "pk"))


def open_jobs(ids: list[int]) -> int:
    from apps.memory.models import PipelineJob

    return PipelineJob.objects.filter(user_id__in=ids, done_at__isnull=True).count()


def wait_drained(ids: list[int], timeout: float) -> float | None:
    """Seconds until these people have no open pipeline job; None on timeout."""
    started = time.monotonic()
    return (
        time.monotonic() - started if wait_until(lambda: open_jobs(ids) == 0, timeout=timeout, interval=0.25) else None
    )


def jobs_summary(ids: list[int]) -> dict[str, int]:
    from apps.memory.models import PipelineJob

    jobs = PipelineJob.objects.filter(user_id__in=ids, kind=PipelineJob.Kind.EXTRACT)
    return {
        "extract_jobs": jobs.count(),
        "extract_jobs_done": jobs.filter(done_at__isnull=False, last_error="").count(),
        "extract_jobs_failed": jobs.filter(done_at__isnull=False).exclude(last_error="").count(),
        "extract_jobs_open": jobs.filter(done_at__isnull=True).count(),
    }


Memory = tuple[str, str, str, str, str, str]


def memory_snapshot(user_id: int) -> list[Memory]:
    """Every memory of the person as (status, entity, type, key, summary, facts), sorted: equal
    snapshots hold the same memories, each as many times."""
    from apps.memory.models import MemoryEntry

    rows = MemoryEntry.objects.filter(user_id=user_id).values_list(
        "status", "entity", "type", "key", "summary", "facts"
    )
    return sorted(
        (s, e, t, k, summary, json.dumps(facts, sort_keys=True, ensure_ascii=False))
        for s, e, t, k, summary, facts in rows
    )


def indexed_messages(user_id: int) -> int:
    from apps.memory.models import MessageIndex

    return MessageIndex.objects.filter(user_id=user_id).count()


def half_turns(ids: list[int]) -> int:
    """Chat turns stored in part: a user message not followed by its reply, or a reply without the
    user message before it (each person's sessions, in id order)."""
    from apps.chat.models import Message

    broken = 0
    previous: tuple[int, str] | None = None
    rows = Message.objects.filter(user_id__in=ids).order_by("session_id", "id").values_list("session_id", "role")
    for session_id, role in rows:
        if (
            role == Message.Role.USER
            and previous is not None
            and previous[0] == session_id
            and previous[1] == Message.Role.USER
        ):
            broken += 1  # the one before had no reply
        if role == Message.Role.ASSISTANT and (
            previous is None or previous[0] != session_id or previous[1] != Message.Role.USER
        ):
            broken += 1
        if previous is not None and previous[0] != session_id and previous[1] == Message.Role.USER:
            broken += 1  # the session ended on a message without its reply
        previous = (session_id, role)
    if previous is not None and previous[1] == Message.Role.USER:
        broken += 1
    return broken


def worker_in_transaction() -> bool:
    """Is the worker inside a pipeline batch's transaction (a write not yet committed)?"""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s AND backend_xid IS NOT NULL"
            " AND datname = current_database() AND query ILIKE '%%memory_%%' AND query NOT ILIKE '%%kombu%%'",
            [f"{APP_NAME_PREFIX}worker"],
        )
        row = cursor.fetchone()
    return bool(row and row[0])


# --- the scenarios ----------------------------------------------------------------------------
@dataclass
class Outcome:
    """What one scenario did and found. ``problems`` lists every promise that was broken (empty:
    the service held); ``counts`` the figures of the report."""

    scenario: str
    parameters: dict[str, Any]
    counts: dict[str, Any] = field(default_factory=dict)
    timeline: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    origin: float = field(default_factory=time.monotonic, repr=False)

    def event(self, text: str) -> None:
        self.timeline.append(f"{time.monotonic() - self.origin:7.1f} s  {text}")

    def as_dict(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "parameters": self.parameters,
            "counts": self.counts,
            "timeline": self.timeline,
            "problems": self.problems,
            "held": not self.problems,
        }


def warm_up(service: Service, workspace: Any, key: str, timeout: float) -> float:
    """One message through the whole path, so that the worker's process has loaded its models
    before a scenario measures anything; the seconds it took."""
    (client,) = clients_create(workspace, key, [f"warm-up-{secrets.token_hex(3)}"])
    started = time.monotonic()
    ingest_round_robin(service.url, [client], [["I live in Oslo and work as a nurse."]], base=input_base(1))
    if wait_drained(list(user_ids(workspace, [client.user]).values()), timeout) is None:
        raise FaultSetupError(f"the warm-up message was not processed within {timeout:.0f} s:\n{tail(service.worker)}")
    return time.monotonic() - started


@contextlib.contextmanager
def _tasks_dropped() -> Iterator[None]:
    """Within: the tasks this process queues (``messages_ingest`` queues one on commit) go to a
    queue of their own, purged at the end — the clean run processes its jobs itself, and a worker of
    the default queue (another test's) must not find them waiting."""
    from memoryhub.celery import app

    default = app.conf.task_default_queue
    app.conf.task_default_queue = f"faults_dropped_{os.getpid()}"
    try:
        yield
    finally:
        with app.connection_for_write() as conn:
            channel: Any = conn.default_channel
            channel.queue_purge(app.conf.task_default_queue)
        app.conf.task_default_queue = default


def clean_run(
    workspace: Any, names: list[str], lines: list[list[str]], *, base: datetime, per_call: int, embedder: str
) -> list[int]:
    """The reference: the same input through the same service (``messages_ingest``, as the API
    calls it) in this process, each call's job processed right after it, as an idle worker
    would. Returns the people's ids."""
    from django.test import override_settings

    from apps.accounts.services import end_user_ensure
    from apps.chat.services import messages_ingest, session_create
    from apps.memory.pipeline.jobs import process_user

    ids = []
    with override_settings(EMBEDDING_PROVIDER=embedder), _tasks_dropped():
        for name, person in zip(names, lines, strict=True):
            user, _ = end_user_ensure(workspace=workspace, external_id=name)
            session = session_create(user=user, started_at=said_at(base, 0))
            for start in range(0, len(person), per_call):
                messages = [
                    {"role": "user", "content": text, "created_at": said_at(base, start + i)}
                    for i, text in enumerate(person[start : start + per_call])
                ]
                messages_ingest(session=session, messages=messages)
                process_user(user.pk)
            ids.append(user.pk)
    return ids


def worker_killed(
    service: Service,
    *,
    people: int,
    per_person: int,
    per_call: int = 2,
    pace: float = 0.02,
    down_seconds: float = 2.0,
    drain_timeout: float = 300.0,
    control: bool = False,
) -> Outcome:
    """kill -9 the worker in the middle of an ingest, while it writes a batch; start another; after
    draining, each person's memories must equal a clean run of the same input (the same memories,
    each once) and every message must be extracted and indexed. With ``control``, a second clean
    run checks the comparison itself: two clean runs must be equal too."""
    out = Outcome(
        "worker_killed",
        {"people": people, "per_person": per_person, "per_call": per_call, "pace_s": pace, "down_s": down_seconds,
         "sweep_s": service.options.sweep_seconds, "embedder": service.options.embedder, "broker": service.broker},
    )  # fmt: skip
    workspace, key = workspace_create("kill")
    lines = conversation_lines(people, per_person)
    base = input_base(per_person)
    killed = clients_create(workspace, key, [f"killed-{p}" for p in range(people)])
    ids = user_ids(workspace, [c.user for c in killed])
    killed_ids = [ids[c.user] for c in killed]
    seconds = warm_up(service, workspace, key, drain_timeout)
    out.event(f"the worker is warm (its first extraction took {seconds:.1f} s)")

    out.event(f"ingest {people} people x {per_person} messages, {per_call} a call; the worker is killed half way")
    sent: Counter[str] = Counter()
    feeder = threading.Thread(
        target=ingest_round_robin,
        args=(service.url, killed, lines),
        kwargs={"base": base, "per_call": per_call, "pace": pace, "sent": sent},
    )
    feeder.start()
    calls = -(-per_person // per_call) * people
    wait_until(lambda: sent["calls"] >= calls // 2, timeout=drain_timeout)
    in_flight = wait_until(worker_in_transaction, timeout=60, interval=0.005)
    service.kill_worker()
    at_kill = jobs_summary(killed_ids)
    out.event(
        f"kill -9 the worker ({'inside' if in_flight else 'not seen inside'} a batch's transaction): "
        f"{sent['messages']} messages sent, {at_kill['extract_jobs_done']} jobs done, {at_kill['extract_jobs_open']} open"
    )
    time.sleep(down_seconds)
    service.start_worker()
    out.event("a new worker started")
    feeder.join()
    out.event(f"ingest finished: {sent['messages']} messages in {sent['calls']} calls")
    drained = wait_drained(killed_ids, drain_timeout)
    out.event(f"drained {drained:.1f} s after the ingest ended" if drained is not None else "did not drain")

    out.event("the clean run: the same input, in this process, each job processed as it comes")
    clean_ids = clean_run(
        workspace,
        [f"clean-{p}" for p in range(people)],
        lines,
        base=base,
        per_call=per_call,
        embedder=service.options.embedder,
    )
    out.event("the clean run is done")
    if control:
        again = clean_run(
            workspace,
            [f"control-{p}" for p in range(people)],
            lines,
            base=base,
            per_call=per_call,
            embedder=service.options.embedder,
        )
        differ = sum(
            Counter(memory_snapshot(a)) != Counter(memory_snapshot(c)) for a, c in zip(again, clean_ids, strict=True)
        )
        out.counts["control_people_differing_between_two_clean_runs"] = differ
        out.event(f"a second clean run: {differ} of {people} people differ from the first")
        if differ:
            out.problems.append(f"two clean runs differ for {differ} people: the comparison does not hold")

    missing = extra = 0
    rows = []
    for c, k in zip(clean_ids, killed_ids, strict=True):
        a, b = Counter(memory_snapshot(c)), Counter(memory_snapshot(k))
        missing += sum((a - b).values())
        extra += sum((b - a).values())
        rows.append((sum(a.values()), sum(b.values()), indexed_messages(c), indexed_messages(k)))
    jobs = jobs_summary(killed_ids)
    out.counts = {
        "messages_sent": sent["messages"],
        "ingest_calls": sent["calls"],
        "killed_inside_a_batch": in_flight,
        "jobs_done_at_kill": at_kill["extract_jobs_done"],
        "jobs_open_at_kill": at_kill["extract_jobs_open"],
        **jobs,
        "memories_clean_run": sum(r[0] for r in rows),
        "memories_after_kill": sum(r[1] for r in rows),
        "memories_missing": missing,
        "memories_extra": extra,
        "indexed_messages_clean_run": sum(r[2] for r in rows),
        "indexed_messages_after_kill": sum(r[3] for r in rows),
        "drain_seconds_after_ingest": None if drained is None else round(drained, 1),
    }
    if drained is None:
        out.problems.append(f"{open_jobs(killed_ids)} jobs still open after {drain_timeout:.0f} s")
    if missing or extra:
        out.problems.append(f"memories differ from the clean run: {missing} missing, {extra} extra")
    if out.counts["indexed_messages_clean_run"] != out.counts["indexed_messages_after_kill"]:
        out.problems.append("the conversation layer differs from the clean run")
    if jobs["extract_jobs_done"] != jobs["extract_jobs"]:
        out.problems.append(f"{jobs['extract_jobs'] - jobs['extract_jobs_done']} extract jobs not done")
    return out


def healthz(url: str) -> tuple[int, list[str]]:
    """/healthz: its status and the parts it names as failing (0, [] when it does not answer)."""
    import httpx

    try:
        response = httpx.get(f"{url}/healthz", timeout=10)
        return response.status_code, list(response.json().get("failing", []))
    except (httpx.HTTPError, ValueError):
        return 0, []


def _verify_traffic(
    out: Outcome, workspace: Any, answers: list[Answer], *, allowed_refusals: set[tuple[str, str]]
) -> None:
    """What every fault must leave: each accepted message stored (a chat turn with its reply) and
    extracted, once, however often its request was retried; a request never accepted not stored at
    all; no half-written turn; no answer but 200 and the ``allowed_refusals`` (status, error code;
    ``("connection", "*")``: no answer at all). A request refused or cut may still have been stored
    — whole, when the database or the process was lost between the commit and the answer: its retry
    with the same ``Idempotency-Key`` is then answered as a replay (counted, not a broken promise)."""
    from apps.chat.models import Message
    from apps.memory.guard import scan
    from apps.memory.models import PipelineJob

    names = sorted({a.user for a in answers})
    ids = user_ids(workspace, names)
    accepted = [a for a in answers if a.accepted]
    refused = [a for a in answers if not a.accepted and a.status != "connection"]
    cut = [a for a in answers if a.status == "connection"]
    said: dict[int, None] = {}  # the accepted user messages, in order, each once
    lost = 0
    for a in accepted:
        wanted = (
            [a.body["user_message_id"], a.body["reply_message_id"]] if a.op == "chat" else list(a.body["message_ids"])
        )
        found = Message.objects.filter(pk__in=wanted, user_id=ids[a.user]).count()
        lost += len(wanted) - found
        said.update(dict.fromkeys(wanted[:1] if a.op == "chat" else wanted))  # (a replay's ids once)

    def copies(a: Answer) -> int:
        # (the very words: a short turn, "好的", is the start of many a later one, "好的，那我们…")
        return Message.objects.filter(user_id=ids[a.user], role="user", content=scan(a.text.strip()).text).count()

    def stored(a: Answer) -> bool:
        return copies(a) > 0

    settled = {a.key for a in accepted}
    never_accepted = [a for a in refused + cut if a.key not in settled]
    stored_refused = sum(stored(a) for a in {a.key: a for a in never_accepted}.values())
    replays = [a for a in accepted if a.replayed]
    twice = sum(copies(a) > 1 for a in {a.key: a for a in accepted}.values())
    jobs = PipelineJob.objects.filter(user_id__in=ids.values(), kind=PipelineJob.Kind.EXTRACT)
    done = {mid for ids_, ok in jobs.values_list("message_ids", "done_at") if ok is not None for mid in ids_}
    errors = jobs.exclude(last_error="").count()
    unprocessed = sum(1 for mid in said if mid not in done)
    chat_ids = [ids[n] for n in {a.user for a in answers if a.op == "chat"}]
    statuses = Counter(f"{a.op} {a.status}{' ' + a.code if a.code else ''}" for a in answers)
    bad = Counter(
        f"{a.op} {a.status} {a.code}".strip() for a in refused + cut
        if not ({(a.status, a.code), (a.status, "*")} & allowed_refusals) or (a.status == "503" and not a.retry_after)
    )  # fmt: skip
    out.counts.update(
        {
            "requests": len(answers),
            "answers": dict(sorted(statuses.items())),
            "accepted": len(accepted),
            "accepted_user_messages": len(said),
            "accepted_messages_missing": lost,
            "accepted_messages_not_extracted": unprocessed,
            "refused_but_stored": stored_refused,
            "cut_without_answer": len(cut),
            "cut_but_stored_whole": sum(stored(a) for a in cut),
            "retried_until_accepted": len({a.key for a in refused + cut} & settled),
            "replayed_on_retry": len(replays),
            "stored_twice": twice,
            "never_accepted": len({a.key for a in never_accepted}),
            "half_written_turns": half_turns(chat_ids),
            "extract_jobs": jobs.count(),
            "extract_jobs_failed": errors,
        }
    )
    if lost:
        out.problems.append(f"{lost} accepted messages are not in the database")
    if unprocessed:
        out.problems.append(f"{unprocessed} accepted user messages were never extracted")
    if stored_refused:
        out.problems.append(f"{stored_refused} requests never accepted were stored anyway")
    if twice:
        out.problems.append(f"{twice} requests were stored twice")
    if out.counts["half_written_turns"]:
        out.problems.append(f"{out.counts['half_written_turns']} half-written chat turns")
    if bad:
        out.problems.append(f"answers other than 200 and {sorted(allowed_refusals)} (with Retry-After): {dict(bad)}")


@dataclass
class OutageRun:
    """What an outage scenario saw: every answer, /healthz each second of the outage, and when the
    part stopped and returned (seconds since the traffic began)."""

    answers: list[Answer]
    health: list[tuple[int, list[str]]]
    down_at: float
    up_at: float
    stopped_at: float  # monotonic time the traffic stopped

    @property
    def during(self) -> list[Answer]:
        """The answers to requests sent and answered while the part was down."""
        return [a for a in self.answers if self.down_at <= a.started and a.started + a.seconds <= self.up_at]


def _outage(
    out: Outcome,
    service: Service,
    *,
    part: str,
    stop: Callable[[], None],
    start: Callable[[], None],
    chat_agents: int,
    ingest_agents: int,
    before: float,
    outage: float,
    after: float,
    drain_timeout: float,
    allowed_refusals: set[tuple[str, str]],
    on_return: Callable[[Traffic, float], None] | None = None,
) -> OutageRun:
    """Agents chat and ingest; ``part`` stops (``stop``) for ``outage`` seconds and returns
    (``start``; then ``on_return``); the traffic goes on for ``after`` seconds, the pipeline drains,
    and what is left is checked (``_verify_traffic``) — with the same web and worker processes."""
    out.parameters.update({"chat_agents": chat_agents, "ingest_agents": ingest_agents, "before_s": before, "outage_s": outage,
                           "after_s": after, "sweep_s": service.options.sweep_seconds, "broker": service.broker,
                           "web_workers": service.options.web_workers})  # fmt: skip
    workspace, key = workspace_create(part.split()[-1].lower())
    warm_up(service, workspace, key, drain_timeout)
    chat = clients_create(workspace, key, [f"chat-{i}" for i in range(chat_agents)])
    ingest = clients_create(workspace, key, [f"ingest-{i}" for i in range(ingest_agents)])
    traffic = Traffic(service.url, chat=chat, ingest=ingest, lines=conversation_lines(chat_agents + ingest_agents, 200))
    pids = service.pids()
    traffic.start()
    out.event(f"{chat_agents} agents chat, {ingest_agents} ingest")
    time.sleep(before)
    stop()
    down_at = time.monotonic() - traffic.origin
    out.event(f"{part} stops")
    health: list[tuple[int, list[str]]] = []
    while time.monotonic() - traffic.origin < down_at + outage:
        health.append(healthz(service.url))
        time.sleep(1.0)
    start()
    up_at = time.monotonic() - traffic.origin
    out.event(f"{part} is back; /healthz during the outage: {Counter(f'{s} {f}' for s, f in health).most_common()}")
    if on_return is not None:
        on_return(traffic, up_at)
    time.sleep(after)
    run = OutageRun(traffic.stop(), health, down_at, up_at, time.monotonic())
    out.event(f"traffic stopped: {len(run.answers)} requests")
    ids = list(user_ids(workspace, [c.user for c in chat + ingest]).values())
    drained = wait_drained(ids, drain_timeout)
    out.event(f"pipeline drained {drained:.1f} s after the traffic stopped" if drained is not None else "did not drain")
    out.counts.update(
        {
            "answers_during_outage": dict(Counter(f"{a.status} {a.code}".strip() for a in run.during)),
            "slowest_answer_during_outage_s": round(max((a.seconds for a in run.during), default=0.0), 2),
            "healthz_during_outage": dict(Counter(f"{s} failing={','.join(f)}" for s, f in health)),
            "processes_restarted": service.pids() != pids,
            "drain_seconds": None if drained is None else round(drained, 1),
        }
    )
    _verify_traffic(out, workspace, run.answers, allowed_refusals=allowed_refusals)
    if not run.during:
        out.problems.append("no request was answered while the part was down")
    if out.counts["processes_restarted"]:
        out.problems.append("a web or worker process was restarted")
    if drained is None:
        out.problems.append(f"{open_jobs(ids)} jobs still open {drain_timeout:.0f} s after the traffic stopped")
    return run


def database_outage(
    service: Service,
    *,
    chat_agents: int,
    ingest_agents: int = 1,
    before: float = 5.0,
    outage: float = 10.0,
    after: float = 10.0,
    drain_timeout: float = 300.0,
) -> Outcome:
    """The database stops while agents chat and ingest, then returns. While it is down every API
    answer is 503 ``unavailable`` with Retry-After and /healthz names the database; once it is
    back, chat answers again and /healthz is 200 within a minute — with the same web and worker
    processes — and no accepted message is lost, half written or left unextracted."""
    out = Outcome("database_outage", {})
    recovery: dict[str, Any] = {}

    def on_return(traffic: Traffic, up_at: float) -> None:
        def answered() -> list[Answer]:
            return [a for a in traffic.since(up_at) if a.accepted and a.op == "chat"]

        first = (
            min((a.started + a.seconds for a in answered()), default=None)
            if wait_until(lambda: bool(answered()), timeout=60)
            else None
        )
        recovery["first_chat_200"] = None if first is None else first - up_at
        healthy = wait_until(lambda: healthz(service.url)[0] == 200, timeout=60, interval=0.5)
        recovery["healthz_200"] = time.monotonic() - traffic.origin - up_at if healthy else None
        recovery["worker_check"] = _worker_detail(service.url)
        first_s = "none" if recovery["first_chat_200"] is None else f"{recovery['first_chat_200']:.1f}"
        health_s = "not within 60 s" if recovery["healthz_200"] is None else f"{recovery['healthz_200']:.1f} s after"
        out.event(
            f"the first chat answered 200 {first_s} s after its return; /healthz 200 {health_s} (worker: {recovery['worker_check']})"
        )

    run = _outage(
        out, service, part="the database", stop=service.gate.close, start=service.gate.open,
        chat_agents=chat_agents, ingest_agents=ingest_agents, before=before, outage=outage, after=after,
        drain_timeout=drain_timeout, allowed_refusals={("503", "unavailable")}, on_return=on_return,
    )  # fmt: skip
    backlog = queue_depth(service.broker_url, service.queue)
    out.event(f"tasks still queued once the pipeline drained: {backlog} (each finds nothing left to do)")
    out.counts.update(
        {
            "seconds_to_first_chat_200": _round(recovery.get("first_chat_200")),
            "seconds_to_healthz_200": _round(recovery.get("healthz_200")),
            "healthz_worker_check_after_return": recovery.get("worker_check", ""),
            "tasks_queued_when_drained": backlog,
        }
    )
    if any(a.status != "503" for a in run.during):
        out.problems.append("requests during the outage were not all answered 503")
    if not run.health or any(s != 503 or "database" not in f for s, f in run.health):
        out.problems.append("/healthz did not name the database during the outage")
    if recovery.get("first_chat_200") is None or recovery.get("healthz_200") is None:
        out.problems.append("the service did not recover within 60 s of the database's return")
    return out


def _worker_detail(url: str) -> str:
    """What /healthz says of the worker."""
    import httpx

    try:
        return str(httpx.get(f"{url}/healthz", timeout=10).json()["checks"]["worker"]["detail"])
    except (httpx.HTTPError, ValueError, KeyError):
        return ""


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def kill_web_worker(service: Service, pid: int | None = None) -> int:
    """kill -9 one of gunicorn's workers (the given one, else the oldest); gunicorn starts another."""
    pid = pid or service.web_worker_pids()[0]
    os.kill(pid, signal.SIGKILL)
    return pid


def web_worker_killed(
    service: Service, *, chat_agents: int, seconds: float, kill_every: float, drain_timeout: float = 300.0
) -> Outcome:
    """kill -9 a gunicorn worker every ``kill_every`` seconds while agents chat: a request it was
    serving gets no answer (the client sees the connection close and may retry), and no turn is
    ever stored half written — nor one whose client got no answer."""
    import random

    out = Outcome(
        "web_worker_killed",
        {
            "chat_agents": chat_agents,
            "seconds": seconds,
            "kill_every_s": kill_every,
            "web_workers": service.options.web_workers,
        },
    )
    workspace, key = workspace_create("web")
    warm_up(service, workspace, key, drain_timeout)
    chat = clients_create(workspace, key, [f"chat-{i}" for i in range(chat_agents)])
    traffic = Traffic(service.url, chat=chat, ingest=[], lines=conversation_lines(chat_agents, 400))
    master = service.pids()["web"][0]
    traffic.start()
    out.event(f"{chat_agents} agents chat; a web worker is killed every {kill_every:.1f} s")
    kills = 0
    while time.monotonic() - traffic.origin < seconds:
        time.sleep(kill_every * random.uniform(0.5, 1.5))
        workers = service.web_worker_pids()
        if workers:
            kill_web_worker(service, random.choice(workers))
            kills += 1
    time.sleep(3)  # let the last turns finish
    answers = traffic.stop()
    out.event(f"{kills} web workers killed; {len(answers)} requests")
    ids = list(user_ids(workspace, [c.user for c in chat]).values())
    drained = wait_drained(ids, drain_timeout)
    out.counts.update(
        {
            "web_workers_killed": kills,
            "requests_cut": sum(1 for a in answers if a.status == "connection"),
            "web_master_restarted": service.pids().get("web", [0])[0] != master,
            "drain_seconds": None if drained is None else round(drained, 1),
        }
    )
    _verify_traffic(out, workspace, answers, allowed_refusals={("connection", "*")})
    if not out.counts["requests_cut"]:
        out.problems.append("no request was cut: the kills did not land while a request was served")
    if drained is None:
        out.problems.append(f"{open_jobs(ids)} jobs still open {drain_timeout:.0f} s after the traffic stopped")
    return out


def broker_outage(
    service: Service,
    redis: RedisBroker,
    *,
    chat_agents: int,
    ingest_agents: int = 1,
    before: float = 5.0,
    outage: float = 10.0,
    after: float = 10.0,
    drain_timeout: float = 300.0,
) -> Outcome:
    """The Redis broker stops while agents chat and ingest (losing every queued task: no
    persistence), then returns. Chat keeps answering (the outbox keeps what could not be queued),
    /healthz names the broker meanwhile, and once it is back the sweep queues what was missed:
    every accepted message is extracted, none is lost or half written."""
    out = Outcome("broker_outage", {})
    run = _outage(
        out, service, part="Redis", stop=redis.stop, start=redis.start,
        chat_agents=chat_agents, ingest_agents=ingest_agents, before=before, outage=outage, after=after,
        drain_timeout=drain_timeout, allowed_refusals=set(),
    )  # fmt: skip
    healthy = wait_until(lambda: healthz(service.url)[0] == 200, timeout=60, interval=1.0)
    out.counts["healthz_200_after_traffic_s"] = round(time.monotonic() - run.stopped_at, 1) if healthy else None
    if not run.health or any("broker" not in f for _, f in run.health):
        out.problems.append("/healthz did not name the broker during the outage")
    return out


# --- the bench: every scenario at full size, one report ----------------------------------------
SCENARIOS = ("worker_killed", "database_outage", "broker_outage", "web_worker_killed")


@dataclass
class BenchOptions:
    scenarios: tuple[str, ...] = SCENARIOS
    people: int = 20
    per_person: int = 50
    per_call: int = 2
    pace: float = 0.02
    down_seconds: float = 5.0
    agents: int = 10
    ingest_agents: int = 2
    before: float = 15.0
    outage: float = 30.0
    after: float = 30.0
    web_seconds: float = 60.0
    kill_every: float = 5.0
    sweep_seconds: int = 60
    embedder: str = "use"
    drain_timeout: float = 900.0
    database: str = "memoryhub_faults"
    out: Path = PROJECT_DIR / "bench" / "results" / "faults"
    keep_logs: bool = False

    def check(self) -> None:
        unknown = set(self.scenarios) - set(SCENARIOS)
        if unknown:
            raise ValueError(f"--scenarios: unknown {sorted(unknown)} (choose from {', '.join(SCENARIOS)})")
        if not 1 <= self.people <= 200 or not 2 <= self.per_person <= 1000 or not 1 <= self.per_call <= 100:
            raise ValueError("--people must be 1 to 200, --per-person 2 to 1000, --per-call 1 to 100")
        if not 1 <= self.agents <= 100 or not 1 <= self.outage <= 600:
            raise ValueError("--agents must be 1 to 100 and --outage 1 to 600 s")


def bench_run(options: BenchOptions, log: Callable[[str], None] = print) -> dict[str, Any]:
    """Each chosen scenario on a service of its own, on the run's database; the report as JSON and
    markdown in ``options.out``."""
    import shutil

    from django.conf import settings
    from django.db import connection

    from bench.runtime import configure_broker, use_bench_database

    options.check()
    options.out.mkdir(parents=True, exist_ok=True)
    # a SIGTERM (timeout, a supervisor) must still stop the children this run started
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    loadavg_start = [round(x, 2) for x in os.getloadavg()]
    info = use_bench_database(options.database)
    configure_broker(info)
    log_dir = Path(tempfile.mkdtemp(prefix="bench-faults-"))
    gate = DatabaseGate.for_database(connection.settings_dict)
    gate.open()
    outcomes: list[Outcome] = []
    started = time.monotonic()
    try:
        for name in options.scenarios:
            log(f"== {name}")
            outcome = _bench_scenario(name, options, gate, log_dir, info.name)
            outcomes.append(outcome)
            for line in outcome.timeline:
                log(line)
            log("held" if not outcome.problems else f"BROKEN: {outcome.problems}")
    finally:
        gate.close()
    result = {
        "meta": {
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "commit": _commit(),
            "cpus": os.cpu_count(),
            "database": info.name,
            "embedder": options.embedder,
            "sweep_seconds": options.sweep_seconds,
            "loadavg_start": loadavg_start,
            "loadavg_end": [round(x, 2) for x in os.getloadavg()],
            "seconds": round(time.monotonic() - started),
            "gunicorn": "gunicorn.conf.py" if (PROJECT_DIR / "gunicorn.conf.py").exists() else "defaults",
            "celery": "1 worker, prefork, concurrency 1, with beat",
            "llm": "offline",
            "redis_server": shutil.which("redis-server") or "",
            "settings_database": str(settings.DATABASES["default"]["NAME"]),
        },
        "scenarios": [o.as_dict() for o in outcomes],
    }
    (options.out / "faults.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    (options.out / "faults.md").write_text(report_markdown(result))
    if options.keep_logs:
        log(f"the processes' logs: {log_dir}")
    else:
        shutil.rmtree(log_dir, ignore_errors=True)
    return result


def _bench_scenario(name: str, options: BenchOptions, gate: DatabaseGate, log_dir: Path, database: str) -> Outcome:
    log_dir = log_dir / name
    log_dir.mkdir()
    redis: RedisBroker | None = None
    service_options = ServiceOptions(web_workers=None, sweep_seconds=options.sweep_seconds, embedder=options.embedder)
    if name == "broker_outage":
        redis = RedisBroker(log_dir)
        redis.start()
        service_options.broker_url = redis.url
    service = Service(
        database=database,
        queue=f"bench_faults_{os.getpid()}_{name}",
        gate=gate,
        options=service_options,
        log_dir=log_dir,
    )
    try:
        service.start_worker()
        service.start_web()
        service.wait_web(timeout=300)
        service.wait_worker(timeout=300)
        if name == "worker_killed":
            return worker_killed(
                service, people=options.people, per_person=options.per_person, per_call=options.per_call,
                pace=options.pace, down_seconds=options.down_seconds, drain_timeout=options.drain_timeout, control=True,
            )  # fmt: skip
        if name == "database_outage":
            return database_outage(
                service, chat_agents=options.agents, ingest_agents=options.ingest_agents, before=options.before,
                outage=options.outage, after=options.after, drain_timeout=options.drain_timeout,
            )  # fmt: skip
        if name == "broker_outage":
            assert redis is not None
            return broker_outage(
                service, redis, chat_agents=options.agents, ingest_agents=options.ingest_agents, before=options.before,
                outage=options.outage, after=options.after, drain_timeout=options.drain_timeout,
            )  # fmt: skip
        return web_worker_killed(
            service, chat_agents=options.agents, seconds=options.web_seconds, kill_every=options.kill_every,
            drain_timeout=options.drain_timeout,
        )  # fmt: skip
    finally:
        service.stop()
        if redis is not None:
            redis.stop()
        if not gate.is_open:
            gate.open()


def _commit() -> str:
    try:
        head = subprocess.run(
            ["git", "-C", str(PROJECT_DIR), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        )
        dirty = subprocess.run(["git", "-C", str(PROJECT_DIR), "status", "--porcelain", "--", "apps", "memoryhub", "bench/faults.py"], capture_output=True, text=True, check=False)  # fmt: skip
        return head.stdout.strip() + ("+changes" if dirty.stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


FIGURES = {
    "worker_killed": [
        ("messages sent", "messages_sent"), ("ingest calls", "ingest_calls"),
        ("killed inside a batch's transaction", "killed_inside_a_batch"),
        ("jobs done / open at the kill", ("jobs_done_at_kill", "jobs_open_at_kill")),
        ("extract jobs done / all", ("extract_jobs_done", "extract_jobs")), ("extract jobs failed", "extract_jobs_failed"),
        ("memories: clean run / after the kill", ("memories_clean_run", "memories_after_kill")),
        ("memories missing / extra", ("memories_missing", "memories_extra")),
        ("messages indexed: clean run / after the kill", ("indexed_messages_clean_run", "indexed_messages_after_kill")),
        ("drained, seconds after the ingest", "drain_seconds_after_ingest"),
        ("control: people whose two clean runs differ", "control_people_differing_between_two_clean_runs"),
    ],
    "outage": [
        ("requests", "requests"), ("answers", "answers"), ("answers while down", "answers_during_outage"),
        ("slowest answer while down, s", "slowest_answer_during_outage_s"), ("/healthz while down", "healthz_during_outage"),
        ("accepted requests / user messages", ("accepted", "accepted_user_messages")),
        ("accepted messages missing", "accepted_messages_missing"), ("accepted messages not extracted", "accepted_messages_not_extracted"),
        ("never accepted but stored", "refused_but_stored"), ("half-written turns", "half_written_turns"),
        ("cut without an answer / of those stored whole", ("cut_without_answer", "cut_but_stored_whole")),
        ("refused or cut, retried with the key until accepted / of those answered as a replay", ("retried_until_accepted", "replayed_on_retry")),
        ("stored twice / never accepted", ("stored_twice", "never_accepted")),
        ("extract jobs / failed", ("extract_jobs", "extract_jobs_failed")), ("web or worker restarted", "processes_restarted"),
        ("first chat 200 after the return, s", "seconds_to_first_chat_200"),
        ("/healthz 200 again, s after the return", "seconds_to_healthz_200"),
        ("/healthz's worker check then", "healthz_worker_check_after_return"),
        ("drained, s after the traffic", "drain_seconds"), ("tasks still queued when drained", "tasks_queued_when_drained"),
        ("/healthz 200, s after the traffic", "healthz_200_after_traffic_s"),
        ("web workers killed / requests cut", ("web_workers_killed", "requests_cut")),
    ],
}  # fmt: skip


def report_markdown(result: dict[str, Any]) -> str:
    meta = result["meta"]
    lines = [
        "# Faults",
        "",
        f"{meta['date']} · commit `{meta['commit']}` · {meta['cpus']} CPUs · embedder {meta['embedder']} · "
        f"{meta['llm']} LLM · gunicorn ({meta['gunicorn']}) · {meta['celery']} · MEMORY_SWEEP_SECONDS={meta['sweep_seconds']} · "
        f"load average {meta['loadavg_start'][0]} before, {meta['loadavg_end'][0]} after · {meta['seconds']} s",
        "",
        "`python manage.py bench_faults` (bench/faults.py). Each scenario runs on a web and a worker of its own, "
        "started as child processes; the database is reached through a gate that the bench closes (the database "
        "stopping, as its clients see it); Redis is a server of the run's own, without persistence.",
    ]
    for scenario in result["scenarios"]:
        figures = FIGURES["worker_killed" if scenario["scenario"] == "worker_killed" else "outage"]
        counts = scenario["counts"]
        lines += ["", f"## {scenario['scenario']}: {'held' if scenario['held'] else 'BROKEN'}", ""]
        lines.append("Parameters: " + ", ".join(f"{k} {v}" for k, v in scenario["parameters"].items()))
        lines += ["", "| | |", "|---|---|"]
        for label, key in figures:
            keys = key if isinstance(key, tuple) else (key,)
            if not any(k in counts for k in keys):
                continue
            shown = " / ".join(_cell(counts.get(k)) for k in keys)
            lines.append(f"| {label} | {shown} |")
        if scenario["problems"]:
            lines += ["", "Broken promises:", *[f"- {p}" for p in scenario["problems"]]]
        lines += ["", "```", *scenario["timeline"], "```"]
    return "\n".join(lines) + "\n"


def _cell(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items()) or "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "n/a" if value is None else str(value)
