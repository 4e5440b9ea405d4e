"""Once a second: the worker backlog, CPU and RSS of every process of the stack, the load average.

CPU is measured from each process's cumulative CPU time (user + system), so a sample says how
much of a core the process used since the previous sample, and a phase's figure is the CPU time
it used during that phase divided by the phase's length (100 % = one core). PostgreSQL's processes
are grouped: the backends connected to the run's database and the server's own (checkpointer, WAL
writer, …); other databases' backends (other people's work on a shared server) are not sampled —
the load average shows them.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import psutil


@dataclass
class Tracked:
    role: str  # web | worker | postgres | redis | client
    name: str
    process: psutil.Process
    children: bool = True  # its child processes too (a gunicorn's workers, a Celery pool)


@dataclass
class ProcessRow:
    """What one process (or one PostgreSQL group) did: CPU seconds per phase, peak RSS."""

    role: str
    name: str
    pids: set[int] = field(default_factory=set)
    cpu_s: dict[str, float] = field(default_factory=dict)
    peak_rss: int = 0
    nice: int = 0


@dataclass
class Timeline:
    t: list[float] = field(default_factory=list)
    phase: list[str] = field(default_factory=list)
    backlog: list[int | None] = field(default_factory=list)
    load1: list[float] = field(default_factory=list)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # role → % of one core, per sample

    def as_dict(self) -> dict[str, Any]:
        return {
            "t": [round(x, 2) for x in self.t],
            "phase": self.phase,
            "backlog": self.backlog,
            "load1": self.load1,
            "cpu_percent": {k: [round(x, 1) for x in v] for k, v in self.cpu.items()},
        }


def postmaster_of(backend_pid: int) -> psutil.Process | None:
    """The PostgreSQL server process, found from one of its backends (None when not on this host)."""
    try:
        return psutil.Process(backend_pid).parent()
    except (psutil.Error, ValueError):
        return None


_SERVER_PROCESSES = (
    "postgres: checkpointer", "postgres: walwriter", "postgres: background writer", "postgres: autovacuum",
    "postgres: logical replication", "postgres: io worker", "postgres: walsummarizer", "postgres: archiver",
    "postgres: startup",
)  # fmt: skip


def _postgres_group(proc: psutil.Process, database: str) -> str:
    """``postgres: run's database``, ``postgres: server`` or ``other`` (another database's backend:
    other people's work on a shared server, which the load average shows; not sampled)."""
    try:
        title = " ".join(proc.cmdline())
    except psutil.Error:
        return "other"
    words = title.split()
    # a backend's title: "postgres: <role> <database> <client> <state>"
    if len(words) >= 3 and words[0] == "postgres:" and not title.startswith(_SERVER_PROCESSES):
        return "postgres: run's database" if words[2] == database else "other"
    return "postgres: server"


class Monitor:
    """Samples in a thread of its own until ``stop()``; ``phase`` is set by the runner."""

    def __init__(
        self,
        *,
        tracked: list[Tracked],
        postmaster: psutil.Process | None,
        database: str,
        backlog: Callable[[], int | None],
        interval: float = 1.0,
    ) -> None:
        self.tracked = tracked
        self.postmaster = postmaster
        self.database = database
        self.backlog = backlog
        self.interval = interval
        self.phase = "setup"
        self.timeline = Timeline()
        self.rows: dict[str, ProcessRow] = {}
        self.phase_seconds: dict[str, float] = {}
        self._last_cpu: dict[int, float] = {}
        self._groups: dict[tuple[int, float], str] = {}
        self._last_at = 0.0
        self._origin = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="load-monitor", daemon=True)

    def start(self, origin: float) -> None:
        self._origin = origin
        self._sample(first=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)
        self._sample()

    def _run(self) -> None:
        from django.db import connection

        try:
            while not self._stop.wait(self.interval):
                self._sample()
        finally:
            connection.close()  # this thread's, opened by the backlog query

    def _processes(self) -> list[tuple[str, str, psutil.Process]]:
        out: list[tuple[str, str, psutil.Process]] = []
        for item in self.tracked:
            try:
                members = [item.process, *(item.process.children(recursive=True) if item.children else [])]
            except psutil.Error:
                continue
            for proc in members:
                out.append(
                    (
                        item.role,
                        f"{item.name} {proc.pid}" if proc is not item.process else f"{item.name} {proc.pid} (main)",
                        proc,
                    )
                )
        if self.postmaster is not None:
            with contextlib.suppress(psutil.Error):
                out.append(("postgres", "postgres: server", self.postmaster))
                for proc in self.postmaster.children():
                    # a backend keeps its database: classified once (reading its title costs)
                    key = (proc.pid, proc.create_time())  # psutil keeps the creation time it read
                    if key not in self._groups:
                        self._groups[key] = _postgres_group(proc, self.database)
                    group = self._groups[key]
                    if group != "other":
                        out.append(("postgres", group, proc))
        return out

    def _sample(self, *, first: bool = False) -> None:
        now = time.monotonic()
        wall = time.time()
        dt = now - self._last_at if self._last_at else 0.0
        role_cpu: dict[str, float] = {}
        seen: dict[int, float] = {}
        for role, name, proc in self._processes():
            try:
                with proc.oneshot():
                    times = proc.cpu_times()
                    cumulative = float(times.user + times.system)
                    rss = int(proc.memory_info().rss)
                    nice = int(proc.nice())
                    created = float(proc.create_time())
            except psutil.Error:
                continue
            previous = self._last_cpu.get(proc.pid)
            if previous is None:
                # a process born since the last sample used all its CPU time in this interval
                previous = 0.0 if (not first and created >= wall - dt) else cumulative
            used = max(0.0, cumulative - previous)
            seen[proc.pid] = cumulative
            row = self.rows.setdefault(name, ProcessRow(role=role, name=name))
            row.pids.add(proc.pid)
            row.nice = nice
            row.peak_rss = max(row.peak_rss, rss)  # a PostgreSQL group's: its largest process's
            row.cpu_s[self.phase] = row.cpu_s.get(self.phase, 0.0) + used
            role_cpu[role] = role_cpu.get(role, 0.0) + used
        self._last_cpu = seen
        if not first:
            self.phase_seconds[self.phase] = self.phase_seconds.get(self.phase, 0.0) + dt
        try:
            backlog = self.backlog()
        except Exception:  # noqa: BLE001 — a failed sample is a gap, not a failed run
            backlog = None
        tl = self.timeline
        tl.t.append(now - self._origin)
        tl.phase.append(self.phase)
        tl.backlog.append(backlog)
        tl.load1.append(round(os.getloadavg()[0], 2))
        for role in {*tl.cpu, *role_cpu}:
            series = tl.cpu.setdefault(role, [0.0] * (len(tl.t) - 1))
            series.append(100.0 * role_cpu.get(role, 0.0) / dt if dt > 0 else 0.0)
        self._last_at = now

    def process_table(self) -> list[dict[str, Any]]:
        """One row per process (PostgreSQL: per group), with CPU % of one core per phase."""
        out = []
        for row in sorted(self.rows.values(), key=lambda r: (r.role, r.name)):
            name = row.name if not row.name.startswith("postgres") else f"{row.name} ({len(row.pids)} processes)"
            out.append(
                {
                    "role": row.role,
                    "name": name,
                    "cpu_percent": {
                        phase: round(100.0 * seconds / self.phase_seconds[phase], 1)
                        for phase, seconds in row.cpu_s.items()
                        if self.phase_seconds.get(phase)
                    },
                    "peak_rss_mb": round(row.peak_rss / 2**20, 1),
                    "nice": row.nice,
                }
            )
        return out
