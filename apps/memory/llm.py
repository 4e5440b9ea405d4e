"""LLM providers: any OpenAI-compatible endpoint, or the offline default (no network).

The offline provider never pretends to be a model: its replies are extractive (built from the
recalled memories) and say that they are offline. Extraction and summaries fall back to rules
when no model is configured (apps/memory/pipeline/).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

from django.conf import settings


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

    def complete_json(self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction") -> dict[str, Any]: ...


OFFLINE_NOTE = {
    "en": "[offline mode: no language model is configured, so this reply is assembled from stored memory]",
    "zh": "[离线模式：未配置语言模型，本回复由已存储的记忆拼接而成]",
}


class OfflineLLM:
    """The embedded default: extractive replies from recalled memory, labelled as offline."""

    name = "offline"
    offline = True

    def reply(self, request: ChatRequest) -> str:
        zh = request.language == "zh"
        lines = [OFFLINE_NOTE["zh" if zh else "en"]]
        if request.recalled:
            lines.append("我记得的相关内容：" if zh else "What I remember that relates to this:")
            lines.extend(f"- {item.text}" for item in request.recalled)
        else:
            lines.append("我没有与此相关的记忆。" if zh else "I have no stored memory related to this.")
        return "\n".join(lines)

    def stream(self, request: ChatRequest) -> Iterator[str]:
        yield from self.reply(request).splitlines(keepends=True)

    def complete_json(self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction") -> dict[str, Any]:
        raise LLMError("the offline provider has no model; use the rule-based path")


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


class OpenAICompatibleLLM:
    """OpenAI, vLLM, Ollama, llama.cpp server, ... through the ``openai`` package."""

    offline = False

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        models: dict[str, str],
        timeout: float,
        max_retries: int,
        max_tokens: dict[str, int] | None = None,
    ) -> None:
        from openai import OpenAI

        self.name = f"openai-compatible:{models['chat']}"
        self.models = models
        self.max_tokens = max_tokens or {}
        # The client retries connection errors, 408/409/429 and 5xx with exponential backoff.
        self._client = OpenAI(base_url=base_url or None, api_key=api_key or "unused", timeout=timeout, max_retries=max_retries)

    def _call(self, **kwargs: Any) -> Any:
        import openai

        try:
            return self._client.chat.completions.create(**kwargs)
        except openai.APIError as exc:
            raise LLMError(f"{exc.__class__.__name__}: {getattr(exc, 'message', exc)}"[:300]) from None
        except Exception as exc:  # noqa: BLE001 — network stacks raise many kinds
            raise LLMError(f"{exc.__class__.__name__}: {exc}"[:300]) from None

    def _limit(self, role: str) -> dict[str, int]:
        """``max_tokens`` for a call of this role, when one is set."""
        limit = self.max_tokens.get(role) or self.max_tokens.get("chat")
        return {"max_tokens": limit} if limit else {}

    def reply(self, request: ChatRequest) -> str:
        response = self._call(model=self.models["chat"], messages=request.messages, **self._limit("chat"))
        try:
            text = response.choices[0].message.content
        except (AttributeError, IndexError, TypeError):
            raise LLMError("the provider's answer has no message") from None
        if not isinstance(text, str) or not text.strip():
            raise LLMError("the provider returned an empty reply")
        return text

    def stream(self, request: ChatRequest) -> Iterator[str]:
        chunks = self._call(model=self.models["chat"], messages=request.messages, stream=True, **self._limit("chat"))
        try:
            for chunk in chunks:
                if chunk.choices and chunk.choices[0].delta and chunk.choices[0].delta.content:
                    yield chunk.choices[0].delta.content
        except Exception as exc:  # noqa: BLE001
            raise LLMError(f"stream broke: {exc.__class__.__name__}") from None

    def complete_json(self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction") -> dict[str, Any]:
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        response_format = {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema, "strict": True}}
        response = self._call(
            model=self.models.get(role, self.models["chat"]),
            messages=messages,
            response_format=response_format,
            temperature=0,
            **self._limit(role),
        )
        try:
            choice = response.choices[0]
        except (AttributeError, IndexError, TypeError):
            raise LLMError("the provider's answer has no choices") from None
        if getattr(choice, "finish_reason", None) == "length":
            raise LLMError("the model's JSON was truncated (finish_reason=length)")
        value = parse_json_object(choice.message.content or "")
        check_required(value, schema)
        return value


def build_llm(provider: str) -> LLM:
    if provider == "openai":
        return OpenAICompatibleLLM(
            base_url=settings.LLM_BASE_URL,
            api_key=settings.LLM_API_KEY,
            models={
                "chat": settings.LLM_CHAT_MODEL,
                "extraction": settings.LLM_EXTRACTION_MODEL,
                "summary": settings.LLM_SUMMARY_MODEL,
            },
            timeout=settings.LLM_TIMEOUT_SECONDS,
            max_retries=settings.LLM_MAX_RETRIES,
            max_tokens=dict(settings.LLM_MAX_TOKENS),
        )
    return OfflineLLM()


@lru_cache(maxsize=2)
def _cached(provider: str, base_url: str) -> LLM:
    return build_llm(provider)


def get_llm() -> LLM:
    return _cached(settings.LLM_PROVIDER, settings.LLM_BASE_URL)
