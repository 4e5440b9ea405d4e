"""Bulk-loading the scale benchmark's population: binary COPY, indexes built once after the load.

Rows reach the tables the way the pipeline leaves them (every column the model has, the vector with
its model and dimension, the keyword vector as ``to_tsvector('simple', keyword_document(text))``),
but not one by one: each chunk is COPYed (binary) into a temporary table and moved with one
``INSERT … SELECT`` that computes the keyword vectors; the secondary indexes are dropped first and
rebuilt from their own definitions at the end (one HNSW build over a full table is much faster than
a million inserts into the graph). Rows of different people are interleaved in the order they are
written, as a year of traffic leaves them: a person's rows are spread over the table's pages, not
packed together.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
from tqdm import tqdm

from bench.scale import synth

CHUNK = 10_000
# the tables the load writes, in the order their rows are written (each after what it references)
TABLES = ("chat_chatsession", "chat_message", "memory_messageindex", "memory_memoryentry", "memory_episode")
Log = Callable[[str], None]


@dataclass
class Plan:
    """How many rows of each kind, for whom. ``people`` is a list of (user id, memories)."""

    people: list[tuple[int, int]]
    messages_per_memory: float = 1.0
    memories_per_episode: int = 20
    topics_per_person: int = 100
    seed: int = 7
    progress: bool = True

    def counts(self, memories: int) -> tuple[int, int]:
        """(messages, episodes) of a person with ``memories`` memories."""
        return round(memories * self.messages_per_memory), max(1, memories // self.memories_per_episode)


@dataclass
class LoadReport:
    rows: dict[str, int] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    indexes: list[dict[str, Any]] = field(default_factory=list)


def _bar(plan: Plan, **kwargs: Any) -> Any:
    return tqdm(disable=not plan.progress, leave=False, dynamic_ncols=True, file=sys.stderr, **kwargs)


class Writer:
    """COPY of model rows into one table; columns the rows do not give get the model's defaults."""

    def __init__(self, conn: Any, model: Any, columns: list[str]) -> None:
        from django.db import connection

        self.conn = conn
        self.table = model._meta.db_table
        self.keyword = any(f.column == "search_vector" for f in model._meta.concrete_fields)
        given = set(columns)
        self.defaults = {
            f.column: f.get_db_prep_save(f.get_default(), connection)
            for f in model._meta.concrete_fields
            if f.column not in given and not f.primary_key and f.column != "search_vector"
        }
        self.columns = columns + list(self.defaults)
        self.target = self.table
        if self.keyword:
            # the keyword vector is computed by the server from the document, as the pipeline does
            self.target = f"stage_{self.table}"
            conn.execute(
                f"CREATE TEMP TABLE IF NOT EXISTS {self.target} AS SELECT {', '.join(self.columns)} FROM {self.table} WITH NO DATA"
            )
            conn.execute(f"ALTER TABLE {self.target} ADD COLUMN IF NOT EXISTS keyword_doc text")
        self.copy_columns = self.columns + (["keyword_doc"] if self.keyword else [])
        types = dict(
            conn.execute(
                "SELECT attname, atttypid::int FROM pg_attribute WHERE attrelid = %s::regclass AND attnum > 0 AND NOT attisdropped",
                [self.target],
            ).fetchall()
        )
        self.types = [types[c] for c in self.copy_columns]

    def write(self, rows: list[tuple[Any, ...]]) -> None:
        """Rows of the given columns (plus the keyword document last, for a table that has one)."""
        default_values = tuple(self.defaults.values())
        with self.conn.cursor() as cursor:
            with cursor.copy(f"COPY {self.target} ({', '.join(self.copy_columns)}) FROM STDIN (FORMAT BINARY)") as copy:
                copy.set_types(self.types)
                for row in rows:
                    if self.keyword:
                        copy.write_row((*row[:-1], *default_values, row[-1]))
                    else:
                        copy.write_row((*row, *default_values))
            if self.keyword:
                cursor.execute(
                    f"INSERT INTO {self.table} ({', '.join(self.columns)}, search_vector) "
                    f"SELECT {', '.join(self.columns)}, to_tsvector('simple', keyword_doc) FROM {self.target}"
                )
                cursor.execute(f"TRUNCATE {self.target}")


def reserve_ids(conn: Any, table: str, count: int) -> int:
    """The first of ``count`` consecutive ids of ``table``'s identity, taken for explicit inserts."""
    start = int(conn.execute("SELECT nextval(pg_get_serial_sequence(%s, 'id'))", [table]).fetchone()[0])
    conn.execute("SELECT setval(pg_get_serial_sequence(%s, 'id'), %s)", [table, start + count])
    return start


def drop_indexes(conn: Any) -> list[tuple[str, str]]:
    """Drop the secondary indexes of the loaded tables (not primary keys or unique constraints);
    return (name, definition) of each, to be built again after the load."""
    found = conn.execute(
        """
        SELECT i.indexname, i.indexdef FROM pg_indexes i
        JOIN pg_class c ON c.relname = i.indexname
        JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.tablename = ANY(%s) AND NOT x.indisprimary AND NOT x.indisunique
        ORDER BY i.tablename, i.indexname
        """,
        [list(TABLES)],
    ).fetchall()
    for name, _ in found:
        conn.execute(f'DROP INDEX "{name}"')
    return [(str(n), str(d)) for n, d in found]


def _graph_rows(conn: Any, definition: str) -> bool:
    """Whether an HNSW index's definition covers any row (False for any other kind of index)."""
    found = re.search(r" ON (\S+) USING hnsw .* WHERE \((.*)\)$", definition)
    if found is None:
        return False
    return bool(conn.execute(f"SELECT EXISTS (SELECT 1 FROM {found.group(1)} WHERE {found.group(2)})").fetchone()[0])


def build_indexes(conn: Any, definitions: list[tuple[str, str]], plan: Plan, log: Log) -> list[dict[str, Any]]:
    """Build the dropped indexes again, the HNSW graphs with room to be built in memory."""
    conn.execute("SET max_parallel_maintenance_workers = 2")
    built: list[dict[str, Any]] = []
    with _bar(plan, total=len(definitions), desc="indexes", unit="index") as bar:
        for name, definition in definitions:
            bar.set_postfix_str(name)
            started = time.perf_counter()
            # a graph is built in memory; an empty one (another dimension's) only needs the default,
            # and a parallel build sets its whole maintenance_work_mem aside before it starts
            memory = "3GB" if _graph_rows(conn, definition) else "64MB"
            conn.execute(f"SET maintenance_work_mem = '{memory}'")
            conn.execute(definition)
            seconds = round(time.perf_counter() - started, 1)
            built.append({"index": name, "seconds": seconds})
            if seconds > 20:
                log(f"  index {name}: {seconds} s")
            bar.update(1)
    return built


def person_topics(plan: Plan, topic_count: int) -> list[np.ndarray]:
    """The topics each person talks about: a subset, larger for a person with more memories (the
    load writes about them and the queries ask about them, so both draw them from here)."""
    rng = np.random.default_rng(plan.seed + 1)
    return [
        rng.choice(topic_count, size=min(topic_count, max(plan.topics_per_person, memories // 100)), replace=False)
        for _, memories in plan.people
    ]


def _chunks(order: np.ndarray) -> Iterator[np.ndarray]:
    for start in range(0, len(order), CHUNK):
        yield order[start : start + CHUNK]


def _slots(rng: np.random.Generator, per_person: list[int]) -> np.ndarray:
    """The person index of every row, in a random (interleaved) order of writing."""
    owners = np.repeat(np.arange(len(per_person)), per_person)
    return owners[rng.permutation(len(owners))]


@dataclass
class _Population:
    """What the writers of each layer share: who, how many, about what, and the ids already taken."""

    plan: Plan
    topic_set: synth.Topics
    rng: np.random.Generator
    now: datetime
    users: list[int]
    episodes: list[int]
    topics_of: list[np.ndarray]
    session_start: int = 0
    session_offsets: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    session_dates: list[datetime] = field(default_factory=list)
    message_ids_of: list[list[int]] = field(default_factory=list)

    def sessions(self, persons: np.ndarray) -> list[int]:
        """A random session of each person given."""
        episodes = np.asarray(self.episodes)[persons]
        return (self.session_offsets[persons] + (self.rng.random(len(persons)) * episodes).astype(np.int64)).tolist()

    def cited_message(self, person: int, draw: float) -> list[int]:
        """One of the person's messages, picked by ``draw`` in [0, 1)."""
        said = self.message_ids_of[person]
        return [said[int(draw * len(said))]] if said else []

    def vectors(self, topics: np.ndarray) -> np.ndarray:
        return synth.near(self.rng, self.topic_set.vectors[topics])

    def topics(self, persons: np.ndarray) -> np.ndarray:
        """A topic of each person given, among the topics that person talks about."""
        return np.array([self.topics_of[p][i] for p, i in zip(persons.tolist(), self._draw(persons), strict=True)])

    def words(self, topics: np.ndarray) -> list[list[str]]:
        return [self.topic_set.words[t] for t in topics.tolist()]

    def _draw(self, persons: np.ndarray) -> list[int]:
        sizes = np.array([len(self.topics_of[p]) for p in persons.tolist()])
        return (self.rng.random(len(persons)) * sizes).astype(np.int64).tolist()


def load(conn: Any, plan: Plan, topic_set: synth.Topics, now: datetime, log: Log) -> LoadReport:
    """Write every person's sessions, messages (with their index rows), memories and episodes."""
    report = LoadReport()
    memories = [count for _, count in plan.people]
    population = _Population(
        plan=plan,
        topic_set=topic_set,
        rng=np.random.default_rng(plan.seed),
        now=now,
        users=[user for user, _ in plan.people],
        episodes=[plan.counts(m)[1] for m in memories],
        topics_of=person_topics(plan, len(topic_set)),
    )
    started = time.perf_counter()
    definitions = drop_indexes(conn)
    report.rows["chat_chatsession"] = _sessions(conn, population)
    report.rows["chat_message"] = report.rows["memory_messageindex"] = _messages(
        conn, population, [plan.counts(m)[0] for m in memories]
    )
    report.rows["memory_memoryentry"] = _memories(conn, population, memories)
    report.rows["memory_episode"] = _episodes(conn, population)
    report.seconds["rows"] = round(time.perf_counter() - started, 1)

    started = time.perf_counter()
    report.indexes = build_indexes(conn, definitions, plan, log)
    report.seconds["indexes"] = round(time.perf_counter() - started, 1)
    started = time.perf_counter()
    for table in TABLES:
        conn.execute(f"VACUUM (ANALYZE) {table}")
    report.seconds["vacuum_analyze"] = round(time.perf_counter() - started, 1)
    return report


def _write_all(writer: Writer, rows: list[tuple[Any, ...]]) -> int:
    for start in range(0, len(rows), CHUNK):
        writer.write(rows[start : start + CHUNK])
    return len(rows)


def _sessions(conn: Any, pop: _Population) -> int:
    """One ended session per episode, each person's in a block of consecutive ids."""
    from apps.chat.models import ChatSession

    pop.session_start = reserve_ids(conn, "chat_chatsession", sum(pop.episodes))
    pop.session_offsets = np.concatenate([[0], np.cumsum(pop.episodes)])[:-1].astype(np.int64) + pop.session_start
    pop.session_dates = synth.when(pop.rng, pop.now, sum(pop.episodes))
    writer = Writer(conn, ChatSession, ["id", "user_id", "title", "created_at", "last_activity_at", "ended_at"])
    rows: list[tuple[Any, ...]] = []
    for person, count in enumerate(pop.episodes):
        for k in range(count):
            at = pop.session_dates[len(rows)]
            rows.append((int(pop.session_offsets[person] + k), pop.users[person], f"synthetic {k}", at, at, at))
    return _write_all(writer, rows)


def _messages(conn: Any, pop: _Population, per_person: list[int]) -> int:
    """Earlier user messages and their conversation-layer index rows, interleaved across people."""
    from apps.chat.models import Message
    from apps.core.text import keyword_document
    from apps.memory.models import MessageIndex

    order = _slots(pop.rng, per_person)
    first = reserve_ids(conn, "chat_message", len(order))
    pop.message_ids_of = [[] for _ in pop.users]
    for position, person in enumerate(order):
        pop.message_ids_of[int(person)].append(first + position)
    messages = Writer(conn, Message, ["id", "session_id", "user_id", "role", "content", "created_at", "token_count"])
    index = Writer(
        conn,
        MessageIndex,
        ["message_id", "user_id", "session_id", "said_at", "embedding", "embedding_model", "embedding_dim"],
    )
    model, dim = pop.topic_set.model, pop.topic_set.vectors.shape[1]
    pk = first
    with _bar(pop.plan, total=len(order), desc="messages", unit="row") as bar:
        for persons in _chunks(order):
            topics = pop.topics(persons)
            vectors = pop.vectors(topics)
            dates = synth.when(pop.rng, pop.now, len(persons))
            texts = synth.message_texts(pop.rng, pop.words(topics))
            sessions = pop.sessions(persons)
            message_rows: list[tuple[Any, ...]] = []
            index_rows: list[tuple[Any, ...]] = []
            for i, p in enumerate(persons.tolist()):
                user, text, session = pop.users[p], texts[i], sessions[i]
                message_rows.append((pk, session, user, "user", text, dates[i], len(text.split())))
                index_rows.append((pk, user, session, dates[i], vectors[i], model, dim, keyword_document(text)))
                pk += 1
            messages.write(message_rows)
            index.write(index_rows)
            bar.update(len(persons))
    return len(order)


def _memories(conn: Any, pop: _Population, per_person: list[int]) -> int:
    """Memory entries interleaved across people; most cite one of their person's messages."""
    from apps.core.text import keyword_document
    from apps.memory.models import MemoryEntry

    order = _slots(pop.rng, per_person)
    writer = Writer(
        conn,
        MemoryEntry,
        [
            "user_id", "entity", "type", "summary", "facts", "confidence", "importance", "status", "enabled",
            "source_message_ids", "created_at", "updated_at", "last_confirmed_at",
            "embedding", "embedding_model", "embedding_dim",
        ],
    )  # fmt: skip
    model, dim = pop.topic_set.model, pop.topic_set.vectors.shape[1]
    with _bar(pop.plan, total=len(order), desc="memories", unit="row") as bar:
        for persons in _chunks(order):
            topics = pop.topics(persons)
            vectors = pop.vectors(topics)
            dates = synth.when(pop.rng, pop.now, len(persons))
            summaries = synth.memory_summaries(pop.rng, pop.words(topics))
            fields = synth.memory_fields(pop.rng, len(persons))
            draws = pop.rng.random((len(persons), 2)).tolist()
            rows: list[tuple[Any, ...]] = []
            for i, p in enumerate(persons.tolist()):
                summary, f = summaries[i], fields[i]
                # most memories cite the message they came from
                sources = pop.cited_message(p, draws[i][1]) if draws[i][0] < 0.7 else []
                rows.append(
                    (
                        pop.users[p], f["entity"], f["type"], summary, {"value": summary.rsplit(" ", 1)[-1].rstrip(".")},
                        f["confidence"], f["importance"], f["status"], f["enabled"],
                        sources, dates[i], dates[i], dates[i], vectors[i], model, dim, keyword_document(summary),
                    )
                )  # fmt: skip
            writer.write(rows)
            bar.update(len(persons))
    return len(order)


def _episodes(conn: Any, pop: _Population) -> int:
    """One episode per session: three cited lines about three of the person's topics."""
    from apps.core.text import keyword_document
    from apps.memory.models import Episode

    writer = Writer(
        conn,
        Episode,
        [
            "user_id",
            "session_id",
            "summary",
            "lines",
            "started_at",
            "ended_at",
            "embedding",
            "embedding_model",
            "embedding_dim",
        ],
    )
    model, dim = pop.topic_set.model, pop.topic_set.vectors.shape[1]
    rows: list[tuple[Any, ...]] = []
    for person, count in enumerate(pop.episodes):
        for k in range(count):
            three = pop.rng.choice(pop.topics_of[person], size=3)
            texts = [
                t.replace("The user's", "We talked about") for t in synth.memory_summaries(pop.rng, pop.words(three))
            ]
            lines = [
                {"text": text, "message_ids": pop.cited_message(person, draw)}
                for text, draw in zip(texts, pop.rng.random(3).tolist(), strict=True)
            ]
            centre = pop.topic_set.vectors[three].mean(axis=0)
            vector = synth.near(pop.rng, (centre / np.linalg.norm(centre))[None, :])[0]
            session = int(pop.session_offsets[person] + k)
            at = pop.session_dates[session - pop.session_start]
            summary = " ".join(texts)
            rows.append(
                (pop.users[person], session, summary, lines, at, at, vector, model, dim, keyword_document(summary))
            )
    return _write_all(writer, rows)
