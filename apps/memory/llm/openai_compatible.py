"""Any OpenAI-compatible endpoint: chat, streaming and structured output in the strictest form the
endpoint accepts (learnt once per endpoint and model, stored), with retries on what is worth one."""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from apps.memory.llm.contract import (
    ChatRequest,
    LLMError,
    LLMRefused,
    LLMUnavailable,
    check_required,
    parse_json_object,
)

log = logging.getLogger("apps.memory.llm")  # the name it always logged under
RETRYABLE_STATUS = frozenset({429, 502, 503, 504})
# structured output, from the strictest form to plain instructions
STRUCTURED_FORMS = ("json_schema", "json_object", "plain")
_JSON_INSTRUCTION = (
    "Answer with one JSON object and nothing else (no prose, no code fence). It must follow this JSON Schema: {schema}"
)


def endpoint_key(base_url: str, model: str) -> str:
    return hashlib.sha256(f"{base_url.rstrip('/')}\n{model}".encode()).hexdigest()


def public_url(base_url: str) -> str:
    """The base URL without credentials, query or fragment: what may be stored and shown."""
    parts = urlsplit(base_url or "")
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))[:300]


@dataclass
class EndpointState:
    """What one endpoint + model accepts (see apps.core.models.ModelEndpoint)."""

    structured: str = ""
    refused: list[str] = field(default_factory=list)
    system_role: str = ""  # "system", "merge", or "" while unknown

    def forms(self) -> list[str]:
        """The structured-output forms to try, the one that worked first."""
        order = [f for f in STRUCTURED_FORMS if f not in self.refused]
        if self.structured in order:
            order.remove(self.structured)
            order.insert(0, self.structured)
        return order


def merge_system(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """For endpoints without a system role: every system message's text goes, in order, before
    the first user turn's text (a user turn is made when there is none)."""
    system = [m["content"] for m in messages if m.get("role") == "system" and m.get("content")]
    rest = [dict(m) for m in messages if m.get("role") != "system"]
    if not system:
        return rest
    preface = "\n\n".join(system)
    for message in rest:
        if message.get("role") == "user":
            message["content"] = f"{preface}\n\n{message.get('content', '')}"
            return rest
    return [{"role": "user", "content": preface}, *rest]


class OpenAICompatibleLLM:
    """OpenAI, vLLM, Ollama, llama.cpp server, ... through the ``openai`` package.

    It adapts to what the endpoint accepts and remembers it per endpoint and model (in the
    database, so every process shares it): structured output as ``json_schema``, else
    ``json_object`` with the schema, else plain instructions; a system message, else the system
    text merged into the first user turn (``LLM_SYSTEM_ROLE=auto``). Only what may succeed on a
    second try is retried: connection errors, 429, 502, 503, 504 — never a timeout (a slow model
    stays slow, and an abandoned generation keeps the server busy) nor a refusal.
    """

    offline = False

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        models: dict[str, str],
        timeout: float | dict[str, float],
        max_retries: int,
        max_tokens: dict[str, int] | None = None,
        system_role: str = "auto",
        remember: bool = True,
    ) -> None:
        from openai import OpenAI

        self.name = f"openai-compatible:{models['chat']}"
        self.base_url = base_url
        self.models = models
        self.max_tokens = max_tokens or {}
        self.timeouts = timeout if isinstance(timeout, dict) else {"chat": timeout}
        self.max_retries = max_retries
        self.system_role = system_role
        self.remember = remember
        self._states: dict[str, EndpointState] = {}
        self._client = OpenAI(base_url=base_url or None, api_key=api_key or "unused", max_retries=0)

    # --- what the endpoint accepts -------------------------------------------------------------
    def state(self, model: str) -> EndpointState:
        if model not in self._states:
            self._states[model] = self._load(model)
        return self._states[model]

    def _load(self, model: str) -> EndpointState:
        if not self.remember:
            return EndpointState()
        try:
            from apps.core.models import ModelEndpoint

            row = ModelEndpoint.objects.filter(key=endpoint_key(self.base_url, model)).first()
        except Exception:  # noqa: BLE001 — no database (yet): learn again
            return EndpointState()
        if row is None:
            return EndpointState()
        return EndpointState(structured=row.structured, refused=list(row.refused or []), system_role=row.system_role)

    def _save(self, model: str) -> None:
        if not self.remember:
            return
        state = self._states[model]
        try:
            from django.db import transaction
            from django.utils import timezone

            from apps.core.models import ModelEndpoint

            with transaction.atomic():  # a savepoint: a failure here never breaks a caller's transaction
                ModelEndpoint.objects.update_or_create(
                    key=endpoint_key(self.base_url, model),
                    defaults={
                        "base_url": public_url(self.base_url),
                        "model": model[:200],
                        "structured": state.structured,
                        "refused": state.refused,
                        "system_role": state.system_role,
                        "updated_at": timezone.now(),
                    },
                )
        except Exception:  # remembering is an optimisation, never a failure
            log.warning("could not store what the model endpoint accepts", exc_info=True)

    # --- one HTTP call ---------------------------------------------------------------------------
    def _timeout(self, role: str) -> float:
        return float(self.timeouts.get(role) or self.timeouts.get("chat") or 30.0)

    def _limit(self, role: str) -> dict[str, int]:
        """``max_tokens`` for a call of this role, when one is set."""
        limit = self.max_tokens.get(role) or self.max_tokens.get("chat")
        return {"max_tokens": limit} if limit else {}

    def _once(self, *, role: str, **kwargs: Any) -> Any:
        import openai

        try:
            return self._client.with_options(timeout=self._timeout(role)).chat.completions.create(**kwargs)
        except openai.APITimeoutError:
            raise LLMUnavailable(f"the model did not answer within {self._timeout(role):g} s") from None
        except openai.APIConnectionError as exc:
            raise _Retryable(f"cannot reach the model endpoint: {exc.__class__.__name__}") from None
        except openai.APIStatusError as exc:
            message = f"HTTP {exc.status_code}: {' '.join(str(getattr(exc, 'message', exc)).split())}"[:300]
            if exc.status_code in RETRYABLE_STATUS:
                raise _Retryable(message, retry_after=_retry_after(exc)) from None
            raise LLMRefused(message, status=exc.status_code) from None
        except openai.APIError as exc:
            raise LLMError(f"{exc.__class__.__name__}: {getattr(exc, 'message', exc)}"[:300]) from None
        except Exception as exc:  # noqa: BLE001 — network stacks raise many kinds
            raise LLMError(f"{exc.__class__.__name__}: {exc}"[:300]) from None

    def _retrying(self, *, role: str, **kwargs: Any) -> Any:
        for attempt in range(self.max_retries + 1):
            try:
                return self._once(role=role, **kwargs)
            except _Retryable as exc:
                if attempt == self.max_retries:
                    raise LLMUnavailable(str(exc)) from None
                time.sleep(min(exc.retry_after or 0.5 * 2**attempt, 8.0))
        raise AssertionError("unreachable")

    def _call(self, *, role: str, model: str, messages: list[dict[str, str]], **kwargs: Any) -> Any:
        """One request, in the message form the endpoint takes: with ``LLM_SYSTEM_ROLE=auto``, a
        refusal that names the system role is tried once more with the system text merged."""
        state = self.state(model)
        has_system = any(m.get("role") == "system" for m in messages)
        merge = has_system and (
            self.system_role == "merge" or (self.system_role == "auto" and state.system_role == "merge")
        )
        try:
            response = self._retrying(
                role=role, model=model, messages=merge_system(messages) if merge else messages, **kwargs
            )
        except LLMRefused as exc:
            if merge or not has_system or self.system_role != "auto" or "system" not in str(exc).lower():
                raise
            response = self._retrying(role=role, model=model, messages=merge_system(messages), **kwargs)
            state.system_role = "merge"
            self._save(model)
            return response
        if has_system and self.system_role == "auto" and not state.system_role:
            state.system_role = "system"
            self._save(model)
        return response

    # --- the three uses --------------------------------------------------------------------------
    def reply(self, request: ChatRequest) -> str:
        response = self._call(role="chat", model=self.models["chat"], messages=request.messages, **self._limit("chat"))
        try:
            text = response.choices[0].message.content
        except (AttributeError, IndexError, TypeError):
            raise LLMError("the provider's answer has no message") from None
        if not isinstance(text, str) or not text.strip():
            raise LLMError("the provider returned an empty reply")
        return text

    def stream(self, request: ChatRequest) -> Iterator[str]:
        """Text deltas. A stream that ends without a finish reason was cut (llama.cpp's server
        does so when another request arrives, unless started with ``--interrupt_requests False``)
        and raises LLMError, as a broken connection does."""
        chunks = self._call(
            role="chat", model=self.models["chat"], messages=request.messages, stream=True, **self._limit("chat")
        )
        finished = False
        try:
            for chunk in chunks:
                if not chunk.choices:
                    continue
                choice = chunk.choices[0]
                if choice.delta and choice.delta.content:
                    yield choice.delta.content
                if getattr(choice, "finish_reason", None):
                    finished = True
        except Exception as exc:  # noqa: BLE001
            raise LLMError(f"stream broke: {exc.__class__.__name__}") from None
        if not finished:
            raise LLMError("the stream ended without a finish reason (cut by the server)")

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]:
        """A JSON object that follows ``schema``, in the first structured-output form the endpoint
        accepts (remembered). A refused form is not asked again; malformed or truncated JSON
        raises LLMError (the caller falls back to the rules)."""
        model = self.models.get(role, self.models["chat"])
        state = self.state(model)
        refusals: list[str] = []
        for form in state.forms():
            messages = [
                {"role": "system", "content": _with_instruction(system, schema, form)},
                {"role": "user", "content": user},
            ]
            try:
                response = self._call(
                    role=role,
                    model=model,
                    messages=messages,
                    temperature=0,
                    **_format(form, schema),
                    **self._limit(role),
                )
            except LLMRefused as exc:
                refusals.append(f"{form}: {exc}")
                if form not in state.refused:
                    state.refused.append(form)
                if state.structured == form:
                    state.structured = ""
                self._save(model)
                continue
            if state.structured != form:
                state.structured = form
                self._save(model)
            return _json_answer(response, schema)
        raise LLMRefused("the endpoint refused every structured-output form (" + "; ".join(refusals)[:300] + ")")

    # --- manage.py llm_check ----------------------------------------------------------------------
    def probe_form(self, form: str, *, role: str = "extraction") -> str:
        """One structured call in ``form`` with a one-field schema; records what the endpoint
        did. Returns "accepted" (valid JSON came back), "refused: …" or "unusable: …"."""
        model = self.models.get(role, self.models["chat"])
        state = self.state(model)
        schema = {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
            "additionalProperties": False,
        }
        messages = [
            {"role": "system", "content": _with_instruction("Extract the city the person lives in.", schema, form)},
            {"role": "user", "content": "I live in Hangzhou."},
        ]
        try:
            # a one-field answer needs few tokens: a model that never stops costs seconds, not minutes
            limit = {"max_tokens": min(self._limit(role).get("max_tokens", 128), 128)}
            response = self._call(
                role=role, model=model, messages=messages, temperature=0, **_format(form, schema), **limit
            )
        except LLMRefused as exc:
            if form not in state.refused:
                state.refused.append(form)
            self._save(model)
            return f"refused: {exc}"[:120]
        except LLMError as exc:
            return f"unusable: {exc}"[:120]
        if form in state.refused:
            state.refused.remove(form)
        if not state.structured or STRUCTURED_FORMS.index(form) < STRUCTURED_FORMS.index(state.structured):
            state.structured = form
        self._save(model)
        try:
            _json_answer(response, schema)
        except LLMError as exc:
            return f"accepted, but the answer was unusable: {exc}"[:120]
        return "accepted"

    def probe_system_role(self) -> str:
        """Whether the chat model takes a system message as it is ("system") or needs it merged."""
        model = self.models["chat"]
        messages = [{"role": "system", "content": "Answer in one word."}, {"role": "user", "content": "Say hello."}]
        try:
            self._retrying(role="chat", model=model, messages=messages, max_tokens=16)
            result = "system"
        except LLMRefused as exc:
            if "system" not in str(exc).lower():
                return f"unknown: {exc}"[:120]
            result = "merge"
        self.state(model).system_role = result
        self._save(model)
        return result


class _Retryable(LLMError):
    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def _retry_after(exc: Any) -> float | None:
    try:
        value = float(exc.response.headers.get("retry-after", ""))
    except (AttributeError, TypeError, ValueError):
        return None
    return value if 0 <= value <= 30 else None


def _format(form: str, schema: dict[str, Any]) -> dict[str, Any]:
    if form == "json_schema":
        return {
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "answer", "schema": schema, "strict": True},
            }
        }
    if form == "json_object":
        # llama.cpp's servers constrain the output to the schema given here; OpenAI's ignore it
        return {"response_format": {"type": "json_object", "schema": schema}}
    return {}


def _with_instruction(system: str, schema: dict[str, Any], form: str) -> str:
    if form == "json_schema":
        return system
    return (
        f"{system}\n\n{_JSON_INSTRUCTION.format(schema=json.dumps(schema, ensure_ascii=False, separators=(',', ':')))}"
    )


def _json_answer(response: Any, schema: dict[str, Any]) -> dict[str, Any]:
    try:
        choice = response.choices[0]
    except (AttributeError, IndexError, TypeError):
        raise LLMError("the provider's answer has no choices") from None
    if getattr(choice, "finish_reason", None) == "length":
        raise LLMError("the model's JSON was truncated (finish_reason=length)")
    value = parse_json_object(getattr(choice.message, "content", None) or "")
    check_required(value, schema)
    return value
