"""Writes the dashboard needs that no engine service covers yet. Each is one named change of data
(``<noun>_<verb>``, keyword-only); memory content itself only ever changes through
apps.memory.services."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils.text import slugify

from apps.accounts.models import User, Workspace
from apps.chat.models import ChatSession, MemoryMode
from apps.chat.prompt import PromptLayer
from apps.chat.services import memory_mode, turn_prompt, turn_working_memory, validate_message_text
from apps.core.text import detect_language
from apps.memory.contacts import mask_side
from apps.memory.llm import LLMError, OfflineLLM, get_llm
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion
from apps.memory.recall import RecalledItem, RecallParams
from apps.memory.services import (
    memory_confirm_undo,
    memory_reject_undo,
    memory_resolve_pending,
    memory_restore,
    memory_set_enabled,
)

USER_ACTOR = "user"  # MemoryVersion.actor for changes a person makes on their own memory


def pending_resolve_many(*, user: User, memory_ids: Iterable[int], accept: bool) -> int:
    """Confirm (the newer value wins, the old stays in history) or reject several contradictions
    at once, all or nothing. Ids that are not the user's pending entries are ignored."""
    with transaction.atomic():
        rows = list(
            MemoryEntry.objects.select_for_update()
            .filter(user=user, status=MemoryStatus.PENDING, pk__in=list(memory_ids))
            .order_by("created_at", "id")
        )
        for row in rows:
            memory_resolve_pending(pending=row, accept=accept, actor=USER_ACTOR)
    return len(rows)


def memories_set_enabled(*, user: User, memories: Iterable[MemoryEntry], enabled: bool, request_id: str = "") -> int:
    """Switch several of the user's memories off (or on) at once, all or nothing. Each switch is
    ``memory_set_enabled``: a version, and an audit event as for a single switch. Memories already
    in that state are left as they are. Returns how many were switched."""
    targets = [memory for memory in memories if memory.enabled != enabled]
    if any(memory.user_id != user.pk for memory in targets):
        raise ValueError("only the user's own memories can be switched")
    with transaction.atomic():
        for memory in targets:
            memory_set_enabled(memory=memory, enabled=enabled, actor=USER_ACTOR, request_id=request_id)
    return len(targets)


def memory_version_undo(*, version: MemoryVersion, request_id: str = "") -> MemoryEntry:
    """Undo one change from the changelog: a switch is switched back; a confirmed contradiction
    goes back to the inbox (the entry gets its previous content again); any other content change
    is undone by restoring the version before it (as a new version, so the undo can itself be
    undone)."""
    memory = version.memory
    if version.change == MemoryVersion.Change.SWITCHED:
        return memory_set_enabled(memory=memory, enabled=not version.enabled, actor=USER_ACTOR, request_id=request_id)
    if version.version <= 1:
        raise ValueError("the first version has nothing before it")
    if version.change == MemoryVersion.Change.CONFIRMED:
        return memory_confirm_undo(version=version, actor=USER_ACTOR)
    return memory_restore(memory=memory, version=version.version - 1, actor=USER_ACTOR)


def rejection_undo(*, memory: MemoryEntry) -> MemoryEntry:
    """Undo a rejection from the changelog: the statement waits in the inbox again."""
    return memory_reject_undo(memory=memory, actor=USER_ACTOR)


def persona_create(*, workspace: Workspace, name: str) -> User:
    """A test end user of ``workspace`` for the playground; it cannot log in."""
    clean = mask_side(name.strip())[:60] or "persona"  # a stored string: the guard covers it
    persona = User(
        username=f"persona-{uuid.uuid4().hex[:12]}",
        first_name=clean,
        workspace=workspace,
        external_id=f"persona:{slugify(clean, allow_unicode=True)[:40] or 'persona'}-{uuid.uuid4().hex[:6]}",
    )
    persona.set_unusable_password()
    persona.save()
    return persona


@dataclass
class PreviewResult:
    """What one request with these settings would be given and would answer; nothing is stored."""

    text: str
    layers: list[PromptLayer]
    items: list[RecalledItem]
    params: dict[str, Any] = field(default_factory=dict)
    degraded: bool = False
    mode: MemoryMode = MemoryMode.ON  # as a chat turn's: OFF and TEMPORARY recall nothing

    @property
    def total_tokens(self) -> int:
        return sum(layer.tokens for layer in self.layers)


def playground_preview(
    *, persona: User, text: str, session: ChatSession | None, overrides: dict[str, Any], system: str | None = None
) -> PreviewResult:
    """Assemble and answer one message for ``persona`` with per-request settings, without writing
    anything (no message, no recall record, no access counts): the A/B comparison runs both
    settings against the same stored state."""
    text = validate_message_text(text)
    language = detect_language(text)
    params = RecallParams.from_settings(overrides)
    # memory switched off (or a temporary chat) is honoured as on the chat path: nothing is read
    mode = memory_mode(persona, memory=True, temporary=bool(session and session.temporary))
    recalled, prompt, request = turn_prompt(
        user=persona,
        text=text,
        query=text,
        session_id=session.pk if session else None,
        mode=mode,
        recall_params=params,
        language=language,
        persona=system or None,
        working=turn_working_memory(session, overrides),
    )
    items = recalled.items if recalled else []
    degraded = False
    try:
        answer = get_llm().reply(request)
    except LLMError:
        answer = OfflineLLM().reply(request)
        degraded = True
    return PreviewResult(
        text=answer, layers=prompt.layers, items=items, params=params.as_dict(), degraded=degraded, mode=mode
    )
