"""The configured provider: ``build_llm`` from a name, ``get_llm`` from the settings (cached per
configuration)."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from django.conf import settings

from apps.memory.llm.contract import LLM
from apps.memory.llm.offline import OfflineLLM
from apps.memory.llm.openai_compatible import OpenAICompatibleLLM


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
            timeout={
                "chat": settings.LLM_TIMEOUT_SECONDS,
                "extraction": settings.LLM_TIMEOUT_SECONDS_EXTRACTION,
                "summary": settings.LLM_TIMEOUT_SECONDS_SUMMARY,
            },
            max_retries=settings.LLM_MAX_RETRIES,
            max_tokens=dict(settings.LLM_MAX_TOKENS),
            system_role=settings.LLM_SYSTEM_ROLE,
        )
    return OfflineLLM()


@lru_cache(maxsize=4)
def _cached(provider: str, configuration: str) -> LLM:
    return build_llm(provider)


def get_llm() -> LLM:
    """The configured provider, built once per configuration (a change of any LLM_ setting, as
    tests make, gives a new one)."""
    configuration = json.dumps(
        [
            settings.LLM_BASE_URL, settings.LLM_CHAT_MODEL, settings.LLM_EXTRACTION_MODEL, settings.LLM_SUMMARY_MODEL,
            settings.LLM_TIMEOUT_SECONDS, settings.LLM_TIMEOUT_SECONDS_EXTRACTION, settings.LLM_TIMEOUT_SECONDS_SUMMARY,
            settings.LLM_MAX_RETRIES, settings.LLM_MAX_TOKENS, settings.LLM_SYSTEM_ROLE,
            hashlib.sha256(str(settings.LLM_API_KEY).encode()).hexdigest(),
        ],
        sort_keys=True,
    )  # fmt: skip
    return _cached(settings.LLM_PROVIDER, configuration)
