"""LLM providers: any OpenAI-compatible endpoint, or the offline default (no network).

The offline provider never pretends to be a model: its replies are extractive (built from the
recalled memories) and say that they are offline. Extraction and summaries fall back to rules
when no model is configured (apps/memory/pipeline/).

The package, by concern: ``contract`` (the ``LLM`` protocol, requests, errors, JSON checks),
``offline`` (the extractive offline provider), ``openai_compatible`` (any OpenAI-compatible
endpoint: structured-output forms, probing, retries), ``recording`` (record and replay of model
answers) and ``provider`` (``build_llm``, ``get_llm``: the configured provider, cached).
"""

from __future__ import annotations

from apps.memory.llm.contract import (
    LLM,
    ChatRequest,
    LLMError,
    LLMRefused,
    LLMUnavailable,
    RecalledLine,
    check_required,
    parse_json_object,
)
from apps.memory.llm.offline import OFFLINE_NOTE, OfflineLLM
from apps.memory.llm.openai_compatible import (
    RETRYABLE_STATUS,
    STRUCTURED_FORMS,
    EndpointState,
    OpenAICompatibleLLM,
    endpoint_key,
    merge_system,
    public_url,
)
from apps.memory.llm.provider import _cached, build_llm, get_llm
from apps.memory.llm.recording import RecordingLLM, ReplayLLM, prompt_key

__all__ = [
    "LLM",
    "OFFLINE_NOTE",
    "RETRYABLE_STATUS",
    "STRUCTURED_FORMS",
    "ChatRequest",
    "EndpointState",
    "LLMError",
    "LLMRefused",
    "LLMUnavailable",
    "OfflineLLM",
    "OpenAICompatibleLLM",
    "RecalledLine",
    "RecordingLLM",
    "ReplayLLM",
    "_cached",
    "build_llm",
    "check_required",
    "endpoint_key",
    "get_llm",
    "merge_system",
    "parse_json_object",
    "prompt_key",
    "public_url",
]
