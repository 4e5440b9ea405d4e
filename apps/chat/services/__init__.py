"""Chat: one turn of conversation with memory, bulk import of past messages, session lifecycle.

A turn is stored whole or not at all: the user's message, the reply, the outbox row (PipelineJob)
and the recall record commit together once the reply is there, and nothing of the turn is written
before (no transaction is open while the model answers). A process killed, or a database lost,
in the middle of a turn therefore leaves no message without its reply. Writes that have side
effects happen after commit: the extraction task is queued then — the reply never waits for the
write path, and if the broker is down the beat sweep queues the job later.

The package, by concern: ``sessions`` (input checks, ``session_create``, ``session_end``),
``context`` (``memory_mode``, ``TurnContext``, ``ChatResult``), ``prepare`` (the read path of a
turn: ``turn_prompt``, ``turn_working_memory``), ``commands`` (memory commands inside a turn),
``store`` (the turn stored in one transaction, ``redaction_note``), ``turn`` (``chat_turn``,
``chat_turn_stream``), ``ingest`` (``messages_ingest``) and ``keys`` (idempotency keys: a retry
replays what a request stored instead of storing it twice).
"""

from __future__ import annotations

from apps.chat.services.context import ChatResult, Keyed, TurnContext, memory_mode
from apps.chat.services.ingest import IngestedBatch, messages_ingest
from apps.chat.services.prepare import turn_prompt, turn_working_memory, working_budget
from apps.chat.services.sessions import ChatInputError, session_create, session_end, validate_message_text
from apps.chat.services.store import redaction_note
from apps.chat.services.turn import chat_turn, chat_turn_stream

__all__ = [
    "ChatInputError",
    "ChatResult",
    "IngestedBatch",
    "Keyed",
    "TurnContext",
    "chat_turn",
    "chat_turn_stream",
    "memory_mode",
    "messages_ingest",
    "redaction_note",
    "session_create",
    "session_end",
    "turn_prompt",
    "turn_working_memory",
    "validate_message_text",
    "working_budget",
]
