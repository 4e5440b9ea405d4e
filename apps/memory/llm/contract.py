"""What every provider offers (the ``LLM`` protocol) and what it takes and raises: ``ChatRequest``,
``RecalledLine``, ``LLMError`` / ``LLMRefused``, and the checks on a JSON answer."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol


class LLMError(Exception):
    """The provider failed (timeout, HTTP error, refusal, malformed or truncated output)."""


@dataclass
class RecalledLine:
    """What a responder may cite: one recalled memory or episode, already rendered."""

    layer: str
    text: str


@dataclass
class ChatRequest:
    messages: list[dict[str, str]]
    recalled: list[RecalledLine] = field(default_factory=list)
    user_message: str = ""
    language: str = "en"


class LLM(Protocol):
    name: str
    offline: bool

    def reply(self, request: ChatRequest) -> str: ...

    def stream(self, request: ChatRequest) -> Iterator[str]: ...

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]: ...


_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.MULTILINE)


def parse_json_object(text: str) -> dict[str, Any]:
    """Parse a model's JSON answer: tolerate code fences and prose around one object; refuse
    truncated or malformed output with LLMError."""
    cleaned = _FENCE.sub("", text.strip())
    start = cleaned.find("{")
    end = cleaned.rfind("}")
    if start < 0 or end <= start:
        raise LLMError("no JSON object in the model's answer")
    try:
        value = json.loads(cleaned[start : end + 1])
    except json.JSONDecodeError as exc:
        raise LLMError(f"malformed JSON from the model: {exc.msg}") from None
    if not isinstance(value, dict):
        raise LLMError("the model's JSON is not an object")
    return value


def check_required(value: dict[str, Any], schema: dict[str, Any]) -> None:
    missing = [key for key in schema.get("required", []) if key not in value]
    if missing:
        raise LLMError(f"the model's JSON lacks {', '.join(missing)}")


class LLMRefused(LLMError):
    """The endpoint answered that it will not do this request (400, 404, 422, 500, 501 …): retrying
    the same request is pointless, another form of it may work."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class LLMUnavailable(LLMError):
    """The endpoint gave no answer: it did not answer in time, could not be reached, or stayed
    overloaded through the retries. Asking the same prompt again at once is pointless (a slow
    model stays slow, and a timed-out generation still occupies a server that runs one at a time)."""


# connection errors and these statuses are worth another try; nothing else is
