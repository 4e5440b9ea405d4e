"""The conversation layer: the person's earlier messages as a recall source.

Memory units are compressed restatements; however careful the compression, a unit can lose the
word a later question asks about, and a message the trigger judged unremarkable has no unit at
all. So every user message that goes through the pipeline is also indexed as it was said (vector +
keyword document, in ``MessageIndex``), and recall searches it with the same hybrid legs as the
other layers and fuses it into the one ranking (``apps.memory.recall``). This is what ChatGPT's
chat-history reference and Letta's recall memory do.

What is not indexed: small talk, messages that are memory commands ("forget my salary" —
``meta["memory_command"]``), temporary chats and people with memory off (the pipeline skips those
sessions), and empty text. What leaves the index: a message restated by a memory that the person
deletes, edits, or that a newer value supersedes (``conversation_forget``) — otherwise the old
words would bring back what the person corrected or asked to forget — and, by cascade, messages,
sessions and people that are deleted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
from django.db import connection

from apps.chat.models import Message
from apps.core.text import keyword_document
from apps.memory.embeddings import vector_literal
from apps.memory.guard import scan
from apps.memory.models import MessageIndex
from apps.memory.pipeline.trigger import closing_sentences, is_question, is_small_talk

MAX_INDEXED_CHARS = 1_000  # longer messages are indexed by their beginning (the embedder truncates anyway)
MAX_ASKED_CHARS = 300  # the question indexed with its answer


def speaker_of(message: Message) -> str:
    """The named speaker of an imported conversation (``meta["speaker"]``), else ""."""
    meta = message.meta if isinstance(message.meta, dict) else {}
    speaker = meta.get("speaker")
    return speaker.strip()[:100] if isinstance(speaker, str) else ""


def is_memory_command(message: Message) -> bool:
    meta = message.meta if isinstance(message.meta, dict) else {}
    return bool(meta.get("memory_command"))


def asked_before(previous: Message | None, message: Message) -> str:
    """The other party's question that ``message`` answers: the last two sentences of the message
    just before it, when it is someone else's and one of those sentences is a question; else "".

    An answer often means nothing without its question ("They were awestruck and humbled." after
    "How did the kids take the memorial?"; "about 8k" after "What's your budget?"), so the question
    is indexed with it — searched, never shown as the person's words."""
    if previous is None or previous.session_id != message.session_id:
        return ""
    if previous.role == message.role and speaker_of(previous) == speaker_of(message):
        return ""
    sentences = closing_sentences(scan(previous.content).text)
    if not any(is_question(s) for s in sentences):
        return ""
    return " ".join(" ".join(sentences).split())[:MAX_ASKED_CHARS]


def index_text(message: Message, asked: str = "") -> str:
    """What is embedded and keyword-indexed: the words, with the speaker's name when the
    conversation names its speakers (questions name people: "What did Caroline research?"), and
    the question they answer (``asked_before``)."""
    # messages are stored redacted; the guard runs again on everything derived from them
    text = " ".join(scan(message.content).text.split())[:MAX_INDEXED_CHARS]
    speaker = speaker_of(message)
    text = f"{speaker}: {text}" if speaker else text
    return f"{text} (asked: {asked})" if asked else text


def previous_messages(messages: Sequence[Message]) -> dict[int, Message]:
    """The message just before each of ``messages`` in its session (any role), by id, in two queries."""
    if not messages:
        return {}
    with connection.cursor() as cursor:
        cursor.execute(
            """
            SELECT m.id, (SELECT p.id FROM chat_message p WHERE p.session_id = m.session_id AND p.id < m.id
                          ORDER BY p.id DESC LIMIT 1)
            FROM chat_message m WHERE m.id = ANY(%s)
            """,
            [[m.pk for m in messages]],
        )
        before = {int(m): int(p) for m, p in cursor.fetchall() if p is not None}
    found = Message.objects.in_bulk(set(before.values()))
    return {m: found[p] for m, p in before.items() if p in found}


def index_texts(messages: Sequence[Message]) -> list[str]:
    """``index_text`` of each message, with the question it answers."""
    previous = previous_messages(messages)
    return [index_text(m, asked_before(previous.get(m.pk), m)) for m in messages]


def indexable(message: Message) -> bool:
    return (
        message.role == Message.Role.USER
        and bool(message.content.strip())
        and not is_memory_command(message)
        and not is_small_talk(message.content)
    )


def conversation_index(
    *, messages: Sequence[Message], texts: Sequence[str], vectors: Sequence[np.ndarray], model: str, dim: int
) -> int:
    """Write (or rewrite) the index rows of ``messages`` in one statement. Idempotent: a batch that
    runs twice leaves one row per message. Must run inside the pipeline batch's transaction."""
    if not messages:
        return 0
    values = ", ".join(["(%s, %s, %s, %s, %s::vector, %s)"] * len(messages))
    params: list[Any] = []
    for message, text, vector in zip(messages, texts, vectors, strict=True):
        params += [
            message.pk,
            message.user_id,
            message.session_id,
            message.created_at,
            vector_literal(vector),
            keyword_document(text),
        ]
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            INSERT INTO memory_messageindex
                (message_id, user_id, session_id, said_at, embedding, embedding_model, embedding_dim, search_vector)
            SELECT v.message_id, v.user_id, v.session_id, v.said_at, v.embedding, %s, %s,
                   to_tsvector('simple'::regconfig, v.doc)
            FROM (VALUES {values}) AS v(message_id, user_id, session_id, said_at, embedding, doc)
            ON CONFLICT (message_id) DO UPDATE SET
                embedding = EXCLUDED.embedding, embedding_model = EXCLUDED.embedding_model,
                embedding_dim = EXCLUDED.embedding_dim, search_vector = EXCLUDED.search_vector
            """,
            [model, dim, *params],
        )
    return len(messages)


def conversation_forget(*, user_id: int, message_ids: Iterable[int]) -> int:
    """Take these messages of the person out of the conversation layer; returns how many rows went.
    The messages themselves stay in the chat history (deleting a conversation deletes them)."""
    ids = sorted({int(i) for i in message_ids})
    if not ids:
        return 0
    deleted, _ = MessageIndex.objects.filter(user_id=user_id, message_id__in=ids).delete()
    return int(deleted)
