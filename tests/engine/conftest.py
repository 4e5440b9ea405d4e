"""Engine (write path) fixtures: people who talk, a way to say things, and waiting for the worker."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

import pytest
from django.db import connection, transaction

from apps.accounts.models import User, Workspace
from apps.chat.models import ChatSession, Message
from apps.memory.llm import LLMError
from apps.memory.models import MemoryEntry, MemoryStatus, PipelineJob
from apps.memory.pipeline.jobs import pipeline_drained, queue_session


def wait_drained(user: User, timeout: float = 30.0) -> None:
    """Poll until the worker has closed every job of ``user``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pipeline_drained(user):
            return
        time.sleep(0.1)
    open_jobs = list(PipelineJob.objects.filter(user=user, done_at__isnull=True).values("id", "attempts", "last_error"))
    raise AssertionError(f"the pipeline did not drain in {timeout}s: {open_jobs}")


def has_chat_turn() -> bool:
    from apps.chat import services

    return hasattr(services, "chat_turn")


def say(user: User, text: str, *, session: ChatSession | None = None) -> ChatSession:
    """One user turn through the chat service (the reply is generated, extraction queued on commit)."""
    from apps.chat.services import chat_turn

    return chat_turn(user=user, text=text, session=session).session


def said_at(
    user: User, texts: list[str], *, at: datetime, session: ChatSession | None = None, speaker: str | None = None
) -> ChatSession:
    """Past user messages with their own time, as an import writes them: message rows and their
    outbox job in one transaction, the task queued on commit."""
    with transaction.atomic():
        if session is None:
            session = ChatSession.objects.create(user=user, created_at=at, last_activity_at=at)
        ids = []
        for text in texts:
            meta = {"speaker": speaker} if speaker else {}
            message = Message.objects.create(
                session=session, user=user, role=Message.Role.USER, content=text, created_at=at, meta=meta
            )
            ids.append(message.pk)
        for message_id in ids:
            PipelineJob.objects.create(
                user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message_id], created_at=at
            )
        session_id = session.pk
        transaction.on_commit(lambda: queue_session(session_id))
    return session


def active(user: User) -> list[MemoryEntry]:
    return list(MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE).order_by("id"))


def blob(entry: MemoryEntry) -> str:
    return entry.summary + " " + " ".join(str(v) for v in entry.facts.values())


def text_columns() -> list[tuple[str, str]]:
    """Every text-like column of every table in the public schema."""
    with connection.cursor() as cursor:
        cursor.execute(
            """
            SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'tsvector')
            ORDER BY table_name, column_name
            """
        )
        return [(t, c) for t, c in cursor.fetchall()]


def tables_containing(needle: str) -> list[str]:
    found = []
    with connection.cursor() as cursor:
        for table, column in text_columns():
            cursor.execute(f'SELECT 1 FROM "{table}" WHERE "{column}"::text ILIKE %s LIMIT 1', [f"%{needle}%"])
            if cursor.fetchone():
                found.append(f"{table}.{column}")
    return found


@pytest.fixture
def person(db: Any) -> Callable[[str], User]:
    """A factory of end users in one workspace (``person("zh")``, ``person("en")``)."""
    workspace = Workspace.objects.create(name="Engine", slug="engine")

    def make(name: str) -> User:
        return User.objects.create(
            username=f"p-{name}", workspace=workspace, external_id=name
        )  # no password: no hashing cost

    return make


class FakeLLM:
    """A model stand-in: answers ``complete_json`` from a queue (an exception instance is raised)."""

    name = "fake"
    offline = False

    def __init__(self, answers: list[Any] | None = None) -> None:
        self.answers = list(answers or [])
        self.calls: list[dict[str, Any]] = []

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]:
        self.calls.append({"system": system, "user": user, "role": role})
        if not self.answers:
            raise LLMError("no more answers")
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return dict(answer)

    def reply(self, request: Any) -> str:
        return "fake reply"

    def stream(self, request: Any) -> Iterator[str]:
        yield "fake reply"


@pytest.fixture
def fast_embedder(settings: Any) -> None:
    """The fast local embedder (USE) for tests that only need some vector."""
    settings.EMBEDDING_PROVIDER = "use"
