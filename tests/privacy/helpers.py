"""Reusable privacy test helpers.

``assert_no_trace(canary)`` scans every text-like column of every table of the test database and
every key and value of every Redis database at 127.0.0.1:6379 (when reachable) for a string.
``plant_user_data(user, canary)`` puts that string into every store a user's data lives in, the
way the engine would, directly through the ORM.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

from django.contrib.admin.models import CHANGE, LogEntry
from django.contrib.contenttypes.models import ContentType
from django.contrib.postgres.search import SearchVector
from django.db import connection
from django.db.models import Value

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.core.privacy import user_cache_key
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, MessageIndex, PipelineJob, RecallRecord, TermStats

LOCAL_REDIS = "redis://127.0.0.1:6379"
# The scanned column types: text, varchar, char, json, jsonb, tsvector and arrays of anything.
TEXT_TYPES = ("text", "character varying", "character", "json", "jsonb", "tsvector", "ARRAY", "xml", "citext")


def new_canary() -> str:
    # Lower-case letters and digits only: survives tsvector lower-casing and needs no escaping.
    return "cnry" + uuid.uuid4().hex[:16]


def redis_client(db: int = 0) -> Any | None:
    """A client for the local Redis, or None when nothing answers there."""
    import redis

    client = redis.Redis.from_url(f"{LOCAL_REDIS}/{db}", socket_connect_timeout=0.5, socket_timeout=2)
    try:
        client.ping()
    except redis.RedisError:
        return None
    return client


def database_traces(canary: str) -> list[str]:
    """``schema.table.column (n rows)`` for every text-like column that contains ``canary``."""
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute(
            """
            SELECT c.table_schema, c.table_name, c.column_name
            FROM information_schema.columns c
            JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
            WHERE t.table_type = 'BASE TABLE'
              AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
              AND (c.data_type = ANY(%s) OR c.udt_name IN ('citext'))
            ORDER BY 1, 2, 3
            """,
            [list(TEXT_TYPES)],
        )
        columns = cursor.fetchall()
        hits = []
        for schema, table, column in columns:
            cursor.execute(
                f"SELECT count(*) FROM {quote(schema)}.{quote(table)} WHERE {quote(column)}::text ILIKE %s",
                [f"%{canary}%"],
            )
            row = cursor.fetchone()
            n = row[0] if row else 0
            if n:
                hits.append(f"{schema}.{table}.{column} ({n} rows)")
    return hits


def _redis_value_contains(client: Any, key: bytes, needle: bytes) -> bool:
    kind = client.type(key).decode()
    if kind == "string":
        values = [client.get(key) or b""]
    elif kind == "hash":
        values = [part for pair in client.hgetall(key).items() for part in pair]
    elif kind == "list":
        values = client.lrange(key, 0, -1)
    elif kind == "set":
        values = list(client.smembers(key))
    elif kind == "zset":
        values = client.zrange(key, 0, -1)
    elif kind == "stream":
        values = [part for _, entry in client.xrange(key) for pair in entry.items() for part in pair]
    else:
        values = []
    return any(needle in value.lower() for value in values)


def redis_traces(canary: str) -> list[str]:
    """``redis db N key K`` for every key whose name or value contains ``canary`` (every database)."""
    client = redis_client()
    if client is None:
        return []
    needle = canary.lower().encode()
    hits = []
    for name in client.info("keyspace"):
        db = int(str(name).removeprefix("db"))
        scoped = redis_client(db)
        assert scoped is not None
        for key in scoped.scan_iter(count=1000):
            if needle in key.lower() or _redis_value_contains(scoped, key, needle):
                hits.append(f"redis db {db} key {key.decode(errors='replace')}")
    return hits


def find_traces(canary: str) -> list[str]:
    return database_traces(canary) + redis_traces(canary)


def assert_no_trace(canary: str) -> None:
    """Fail, naming every place, if ``canary`` is anywhere in the database or in Redis.

    Celery results are covered too: the result store is either a table of this database or a
    Redis database (the project configures none: CELERY_RESULT_BACKEND is None).
    """
    traces = find_traces(canary)
    assert not traces, f"{canary!r} survives in: " + "; ".join(traces)


@dataclass
class Planted:
    """What ``plant_user_data`` created, with the per-store counts an erasure should report."""

    user: User
    canary: str
    counts: dict[str, int] = field(default_factory=dict)
    redis_keys: list[str] = field(default_factory=list)


def plant_user_data(user: User, canary: str, *, redis_db: int | None = None) -> Planted:
    """Put ``canary`` into every store of ``user``: sessions (one temporary), messages, memory
    entries (text, facts, keyword vector), versions, episodes, recall records, pipeline jobs, an
    admin log line and, when ``redis_db`` is given and Redis answers, per-user cache keys."""
    planted = Planted(user=user, canary=canary)
    session = ChatSession.objects.create(user=user, title=f"plans {canary}")
    temporary = ChatSession.objects.create(user=user, title=f"temp {canary}", temporary=True)
    messages = [
        Message.objects.create(
            session=session, user=user, role="user", content=f"remember {canary} please", meta={"note": canary}
        ),
        Message.objects.create(session=session, user=user, role="assistant", content=f"noted: {canary}"),
        Message.objects.create(session=temporary, user=user, role="user", content=f"off the record {canary}"),
    ]
    entry = MemoryEntry.objects.create(
        user=user,
        entity=f"project {canary}",
        key=f"code:{canary}",
        summary=f"The project code is {canary}.",
        facts={"code": canary},
        source_session=session,
        source_message_ids=[messages[0].pk],
        embedding=[0.01] * 384,
        embedding_dim=384,
        embedding_model="test",
    )
    MemoryEntry.objects.filter(pk=entry.pk).update(search_vector=SearchVector(Value(entry.summary), config="simple"))
    pending = MemoryEntry.objects.create(
        user=user, summary=f"Maybe {canary}2?", facts={"code": f"{canary}2"}, status="pending", conflicts_with=entry
    )
    MemoryVersion.objects.create(memory=entry, version=1, summary=entry.summary, facts=entry.facts, change="created")
    MemoryVersion.objects.create(
        memory=entry, version=2, summary=f"older {canary}", facts={"code": canary}, change="edited"
    )
    MemoryVersion.objects.create(
        memory=pending, version=1, summary=pending.summary, facts=pending.facts, change="created"
    )
    episode = Episode.objects.create(
        user=user,
        session=session,
        summary=f"Agreed on {canary}.",
        lines=[{"text": f"code {canary}", "message_ids": [messages[0].pk]}],
        first_message_id=messages[0].pk,
        last_message_id=messages[1].pk,
        message_count=2,
    )
    Episode.objects.filter(pk=episode.pk).update(search_vector=SearchVector(Value(episode.summary), config="simple"))
    RecallRecord.objects.create(
        user=user,
        session=session,
        reply=messages[1],
        items=[{"layer": "semantic", "id": entry.pk, "score": 0.9, "debug": canary}],
        layers=[{"name": "memory", "tokens": 12, "items": [canary]}],
        params={"query": canary},
    )
    PipelineJob.objects.create(
        user=user, session=session, kind="extract", message_ids=[messages[0].pk], last_error=f"boom {canary}"
    )
    PipelineJob.objects.create(user=user, session=session, kind="summarize", message_ids=[m.pk for m in messages[:2]])
    # the conversation layer's index of the first message (its keyword document holds the canary)
    said = MessageIndex.objects.create(
        user=user,
        session=session,
        message=messages[0],
        said_at=messages[0].created_at,
        embedding=[0.01] * 384,
        embedding_dim=384,
        embedding_model="test",
    )
    MessageIndex.objects.filter(pk=said.pk).update(
        search_vector=SearchVector(Value(messages[0].content), config="simple")
    )
    # the hashed frequencies a large store keeps (the canary's hash among them)
    TermStats.objects.create(user=user, layer="memory", documents=2000, term_hashes=[hash(canary)], frequencies=[50])
    # A line the Django admin wrote before content was gated: it quotes str(memory).
    staff, _ = User.objects.get_or_create(username="planting-staff", defaults={"is_staff": True})
    LogEntry.objects.create(
        user=staff,
        content_type=ContentType.objects.get_for_model(MemoryEntry),
        object_id=str(entry.pk),
        object_repr=entry.summary[:200],
        action_flag=CHANGE,
        change_message=f'[{{"changed": {{"fields": ["{canary}"]}}}}]',
    )
    planted.counts = {
        "chat_sessions": 2,
        "messages": 3,
        "memory_entries": 2,
        "memory_versions": 3,
        "episodes": 1,
        "recall_records": 1,
        "pipeline_jobs": 2,
        "term_stats": 1,
        "message_index": 1,
    }
    if redis_db is not None:
        client = redis_client(redis_db)
        if client is not None:
            working = user_cache_key(user.pk, "working", session.pk)
            profile = user_cache_key(user.pk, "profile")
            client.set(working, f"cached turn {canary}", ex=3600)
            client.hset(profile, mapping={"summary": f"profile {canary}"})
            client.expire(profile, 3600)
            planted.redis_keys = [working, profile]
    return planted
