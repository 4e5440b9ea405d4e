"""A digest of everything the write path stored for one person, to show that a change to its speed
left what it decides and writes the same (``bench_ingest_profile --digest``).

Row ids and wall-clock times differ from run to run, so ids are replaced by their rank among the
person's rows (messages, entries) and only times taken from the messages are kept. Vectors and
keyword documents are hashed as PostgreSQL prints them: the stored values, not what Python held.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

_ENTRIES = """
SELECT id, entity, key, type, summary, facts::text, importance, confidence, status, enabled, sensitive,
       language, source_message_ids, version, confirm_count, last_confirmed_at, embedding::text,
       embedding_model, embedding_dim, search_vector::text
FROM memory_memoryentry WHERE user_id = %s ORDER BY id"""
_VERSIONS = """
SELECT v.memory_id, v.version, v.summary, v.facts::text, v.importance, v.confidence, v.enabled, v.change,
       v.actor, v.source_message_ids
FROM memory_memoryversion v JOIN memory_memoryentry e ON e.id = v.memory_id WHERE e.user_id = %s ORDER BY v.id"""
_EPISODES = """
SELECT summary, lines::text, first_message_id, last_message_id, message_count, started_at, ended_at,
       embedding::text, search_vector::text
FROM memory_episode WHERE user_id = %s ORDER BY started_at, id"""
_MESSAGE_INDEX = """
SELECT message_id, said_at, embedding::text, embedding_model, embedding_dim, search_vector::text
FROM memory_messageindex WHERE user_id = %s ORDER BY message_id"""


def stored_digest(user_id: int) -> dict[str, Any]:
    """sha256 of the person's entries, version rows, episodes and conversation-layer rows, and
    how many of each were hashed."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM chat_message WHERE user_id = %s ORDER BY id", [user_id])
        message_rank = {row[0]: n for n, row in enumerate(cursor.fetchall())}
        tables: dict[str, list[tuple[Any, ...]]] = {}
        for name, sql in (
            ("entries", _ENTRIES),
            ("versions", _VERSIONS),
            ("episodes", _EPISODES),
            ("message_index", _MESSAGE_INDEX),
        ):
            cursor.execute(sql, [user_id])
            tables[name] = cursor.fetchall()
    entry_rank = {row[0]: n for n, row in enumerate(tables["entries"])}

    def messages(ids: list[int] | None) -> list[int | None]:
        return [message_rank.get(i) for i in ids or []]

    def lines(text: str) -> list[dict[str, Any]]:
        return [{**line, "message_ids": messages(line.get("message_ids"))} for line in json.loads(text)]

    rows = {
        "entries": [(entry_rank[r[0]], *r[1:12], messages(r[12]), *r[13:]) for r in tables["entries"]],
        "versions": [(entry_rank[r[0]], *r[1:9], messages(r[9])) for r in tables["versions"]],
        "episodes": [(r[0], lines(r[1]), *messages([r[2], r[3]]), *r[4:]) for r in tables["episodes"]],
        "message_index": [(*messages([r[0]]), *r[1:]) for r in tables["message_index"]],
    }
    text = json.dumps(rows, default=str, ensure_ascii=False, sort_keys=True)
    return {"sha256": hashlib.sha256(text.encode()).hexdigest(), **{k: len(v) for k, v in rows.items()}}
