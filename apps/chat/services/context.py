"""What a turn carries: its memory mode (``memory_mode``), the prepared turn (``TurnContext``) and
what it returns (``ChatResult``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.prompt import AssembledPrompt, PromptLayer
from apps.memory.commands import CommandResult
from apps.memory.guard import GuardResult
from apps.memory.llm import ChatRequest
from apps.memory.models import RecallRecord
from apps.memory.recall import RecalledItem, RecallResult


def memory_mode(user: User, *, memory: bool, temporary: bool) -> MemoryMode:
    if temporary:
        return MemoryMode.TEMPORARY
    if not memory or not user.memory_enabled:
        return MemoryMode.OFF
    return MemoryMode.ON


@dataclass
class Keyed:
    """A request's idempotency key and the digest of what it asked (``services.keys``)."""

    key: str
    asked: str


@dataclass
class TurnContext:
    session: ChatSession
    user_message: Message
    guard: GuardResult
    mode: MemoryMode
    language: str
    recalled: RecallResult | None
    prompt: AssembledPrompt
    llm_request: ChatRequest
    command: CommandResult | None = None
    new_session: bool = False  # the session is stored with the turn
    reply: Message | None = None  # a memory command's turn is stored with the command, its confirmation as the reply
    keyed: Keyed | None = None  # stored with the turn


@dataclass
class ChatResult:
    session: ChatSession
    user_message: Message
    reply: Message
    text: str
    mode: MemoryMode
    degraded: bool
    redactions: list[str]
    memories_used: list[RecalledItem]
    layers: list[PromptLayer]
    recall_record: RecallRecord | None = None
    params: dict[str, Any] = field(default_factory=dict)
    memory_command: CommandResult | None = None
