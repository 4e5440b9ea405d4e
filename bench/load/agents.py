"""Closed-loop agents over HTTP: each sends its next request as soon as the previous one answers.

A chat agent has its own end user and API key and picks each operation from the mix (chat,
recall, list); a chat continues its session for ``turns_per_session`` turns, then starts a new
one. With ``think`` > 0 it waits a random time (exponential, that mean) after each answer, as a
person reading the reply or an agent's own model would; with 0 it measures the server saturated. An ingest agent posts ``ingest_batch`` past messages at a time to a new, ended session of its
own end user, then pauses ``ingest_pause`` seconds. Every request is recorded with when it
started, how long it took and how it ended (an HTTP status, or ``timeout`` / ``connection``).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import numpy as np

OPERATIONS = ("chat", "recall", "list", "ingest")


@dataclass(frozen=True)
class Agent:
    """One simulated product user: its end user's external id and its own API key."""

    index: int
    user: str
    token: str
    kind: str = "chat"  # chat | ingest


@dataclass(frozen=True)
class Sample:
    op: str
    started: float  # seconds since the load began
    ms: float
    status: str  # "200", "503", "timeout", "connection", …


@dataclass
class AgentPlan:
    mix: dict[str, float]
    deadline: float  # monotonic time after which no request starts
    origin: float  # monotonic time of the load's start (samples are relative to it)
    turns_per_session: int = 10
    ingest_batch: int = 20
    ingest_pause: float = 4.0
    think: float = 0.0  # mean seconds a chat agent waits after an answer (exponential); 0 = none
    timeout: float = 120.0
    seed: int = 7
    messages: list[str] = field(default_factory=list)  # the texts every agent draws from (``texts``)
    questions: list[str] = field(default_factory=list)


@dataclass
class Recorder:
    samples: list[Sample] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, sample: Sample) -> None:
        with self.lock:
            self.samples.append(sample)


def texts(seed: int, n: int) -> tuple[list[str], list[str]]:
    """(messages, questions): the synthetic chat and queries of bench_recall."""
    from bench.recall_micro import _ingest_messages, _query_texts

    rng = np.random.default_rng(seed)
    return _ingest_messages(rng, n), _query_texts(rng, n)


def parse_mix(spec: str) -> dict[str, float]:
    """``chat=70,recall=20,list=10`` → shares that sum to 1."""
    mix: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in spec.split(","))):
        name, _, value = part.partition("=")
        if name not in ("chat", "recall", "list"):
            raise ValueError(f"--mix: unknown operation {name!r} (chat, recall, list; ingest has its own agents)")
        try:
            weight = float(value)
        except ValueError:
            raise ValueError(f"--mix: {part!r} is not name=number") from None
        if weight < 0:
            raise ValueError(f"--mix: {name} must not be negative")
        mix[name] = weight
    total = sum(mix.values())
    if total <= 0:
        raise ValueError("--mix: the weights must add up to more than 0")
    return {name: weight / total for name, weight in mix.items()}


def _call(
    client: httpx.Client, recorder: Recorder, plan: AgentPlan, op: str, method: str, url: str, **kwargs: Any
) -> httpx.Response | None:
    started = time.monotonic()
    response: httpx.Response | None = None
    try:
        response = client.request(method, url, **kwargs)
        status = str(response.status_code)
    except httpx.TimeoutException:
        status = "timeout"
    except httpx.HTTPError:
        status = "connection"
    recorder.add(Sample(op, started - plan.origin, (time.monotonic() - started) * 1000, status))
    return response


def _rotated(pool: list[str], agent: Agent) -> list[str]:
    """The shared pool from an offset of the agent's own: agents say different things at a time."""
    start = (agent.index * 37) % max(1, len(pool))
    return pool[start:] + pool[:start]


def run_chat_agent(agent: Agent, base_url: str, plan: AgentPlan, recorder: Recorder) -> None:
    rng = np.random.default_rng(plan.seed * 1000 + agent.index)
    messages, questions = _rotated(plan.messages, agent), _rotated(plan.questions, agent)
    names = list(plan.mix)
    weights = [plan.mix[n] for n in names]
    session_id: int | None = None
    turns = 0
    headers = {"Authorization": f"Bearer {agent.token}"}
    with httpx.Client(base_url=base_url, headers=headers, timeout=plan.timeout) as client:
        i = 0
        while time.monotonic() < plan.deadline:
            op = str(rng.choice(names, p=weights))
            i += 1
            if op == "chat":
                body: dict[str, Any] = {"user": agent.user, "message": messages[i % len(messages)]}
                if session_id is not None:
                    body["session_id"] = session_id
                response = _call(client, recorder, plan, "chat", "POST", "/api/v1/chat", json=body)
                if response is not None and response.status_code == 200:
                    turns += 1
                    session_id = None if turns % plan.turns_per_session == 0 else response.json()["session_id"]
            elif op == "recall":
                _call(
                    client, recorder, plan, "recall", "POST", f"/api/v1/users/{agent.user}/recall",
                    json={"query": questions[i % len(questions)]},
                )  # fmt: skip
            else:
                _call(
                    client, recorder, plan, "list", "GET", f"/api/v1/users/{agent.user}/memories", params={"limit": 20}
                )
            if plan.think > 0:
                time.sleep(max(0.0, min(float(rng.exponential(plan.think)), plan.deadline - time.monotonic())))


def run_ingest_agent(agent: Agent, base_url: str, plan: AgentPlan, recorder: Recorder) -> None:
    messages = _rotated(plan.messages, agent)
    headers = {"Authorization": f"Bearer {agent.token}"}
    with httpx.Client(base_url=base_url, headers=headers, timeout=plan.timeout) as client:
        start = 0
        while time.monotonic() < plan.deadline:
            batch = [messages[(start + j) % len(messages)] for j in range(plan.ingest_batch)]
            start += plan.ingest_batch
            _call(
                client, recorder, plan, "ingest", "POST", f"/api/v1/users/{agent.user}/ingest",
                json={"messages": [{"role": "user", "content": t} for t in batch], "end_session": True},
            )  # fmt: skip
            time.sleep(max(0.0, min(plan.ingest_pause, plan.deadline - time.monotonic())))


def run_agents(agents: list[Agent], base_url: str, plan: AgentPlan, recorder: Recorder) -> None:
    """Every agent in a thread of its own until the deadline; returns when all have stopped."""
    threads = [
        threading.Thread(
            target=run_ingest_agent if agent.kind == "ingest" else run_chat_agent,
            args=(agent, base_url, plan, recorder),
            name=f"agent-{agent.index}",
            daemon=True,
        )
        for agent in agents
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
