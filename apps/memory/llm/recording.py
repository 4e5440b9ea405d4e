"""Record a model's structured answers (``RecordingLLM``) and replay them without the model
(``ReplayLLM``), keyed by the prompt."""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Iterator
from typing import Any

from apps.memory.llm.contract import LLM, ChatRequest, LLMError


def prompt_key(*, system: str, user: str, schema: dict[str, Any], role: str) -> str:
    return hashlib.sha256(
        json.dumps([system, user, schema, role], sort_keys=True, ensure_ascii=False).encode()
    ).hexdigest()


class RecordingLLM:
    """Asks the model and keeps each structured answer (or its failure), in order, by prompt. The
    pipeline rehearses a batch with it before the batch's transaction, so that no model call is
    made while the user's lock is held (apps.memory.pipeline.jobs). A prompt asked twice (a retry)
    is asked twice."""

    def __init__(self, llm: LLM) -> None:
        self.llm = llm
        self.name = llm.name
        self.offline = llm.offline
        self.answers: dict[str, list[dict[str, Any] | LLMError]] = {}

    def reply(self, request: ChatRequest) -> str:
        raise LLMError("the pipeline never asks for a chat reply")

    def stream(self, request: ChatRequest) -> Iterator[str]:
        raise LLMError("the pipeline never asks for a chat reply")

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]:
        answer: dict[str, Any] | LLMError
        try:
            answer = self.llm.complete_json(system=system, user=user, schema=schema, role=role)
        except LLMError as exc:
            answer = exc
        self.answers.setdefault(prompt_key(system=system, user=user, schema=schema, role=role), []).append(answer)
        return _replayed(answer)


class ReplayLLM:
    """Answers only from a recording, in the order recorded, and never calls the network: what the
    batch's transaction uses. A prompt that was not rehearsed (the batch changed in between)
    raises LLMError, so the rules decide for it, and is counted in ``missed``."""

    offline = False

    def __init__(self, name: str, answers: dict[str, list[dict[str, Any] | LLMError]]) -> None:
        self.name = name
        self.answers = answers
        self.asked: dict[str, int] = {}
        self.missed = 0

    def reply(self, request: ChatRequest) -> str:
        raise LLMError("the pipeline never asks for a chat reply")

    def stream(self, request: ChatRequest) -> Iterator[str]:
        raise LLMError("the pipeline never asks for a chat reply")

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]:
        key = prompt_key(system=system, user=user, schema=schema, role=role)
        recorded = self.answers.get(key, [])
        turn = self.asked.get(key, 0)
        if turn >= len(recorded):
            self.missed += 1
            raise LLMError("no model answer was prepared for this prompt")
        self.asked[key] = turn + 1
        return _replayed(recorded[turn])


def _replayed(answer: dict[str, Any] | LLMError) -> dict[str, Any]:
    if isinstance(answer, LLMError):
        raise copy.copy(answer)  # of the same kind: the caller's choice may depend on it (LLMUnavailable)
    return copy.deepcopy(answer)
