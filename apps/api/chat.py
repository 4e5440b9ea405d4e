"""Chat with memory (JSON and server-sent events) and recall without a reply."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Annotated, Any, Literal

from django.http import HttpRequest, StreamingHttpResponse
from ninja import Field, Router, Schema
from pydantic import AfterValidator

from apps.accounts.models import User
from apps.api.access import UserId, acting_for, resolve_user
from apps.api.auth import READ, WRITE, need, principal_of
from apps.api.errors import ErrorOut, Unprocessable, error_payload, responses
from apps.api.fields import NOT_BLANK, USER_ID_PATTERN, Id, In, MessageText
from apps.api.replay import HEADER_DOC, chat_replay, keyed_request, run_once
from apps.chat.models import ChatSession
from apps.chat.prompt import PromptLayer
from apps.chat.selectors import session_get_for_user
from apps.chat.services import ChatResult, chat_turn, chat_turn_stream
from apps.core.fields import check_text, text_field
from apps.core.sse import sse_event, sse_response
from apps.core.text import count_tokens
from apps.memory.models import MemoryType
from apps.memory.recall import RecalledItem, RecallParams, recall

log = logging.getLogger(__name__)
router = Router(tags=["chat"])

Weight = Annotated[float, Field(ge=0, le=10, allow_inf_nan=False)]
Unit = Annotated[float, Field(ge=0, le=1, allow_inf_nan=False)]
Budget = Annotated[int, Field(ge=0, le=32_000)]
HalfLifeKey = Literal[
    "fact", "preference", "prohibition", "decision", "milestone", "task", "pattern", "episode", "message"
]
# an earlier message that ends by asking has a type weight of its own (recall.scoring.asks); its age
# counts as any message's
TypeWeightKey = Literal[
    "fact", "preference", "prohibition", "decision", "milestone", "task", "pattern", "episode", "message", "question"
]


class LayerSwitches(In):
    core: bool | None = None
    semantic: bool | None = None
    episodes: bool | None = None
    messages: bool | None = Field(None, description="the conversation layer: the person's earlier messages")


class RecallOverrides(In):
    """Per-request overrides of the recall parameters in settings (MEMORY_*); omitted = the default."""

    top_k: Annotated[int, Field(ge=0, le=50)] | None = None
    episode_top_k: Annotated[int, Field(ge=0, le=20)] | None = None
    message_top_k: Annotated[int, Field(ge=0, le=50)] | None = Field(
        None, description="at most this many of the top_k places go to earlier messages"
    )
    message_max_tokens: Annotated[int, Field(ge=10, le=2000)] | None = Field(
        None, description="an earlier message longer than this is cut to its best-matching sentences"
    )
    floor: Unit | None = Field(None, description="relevance floor on similarity, 0–1")
    dense_weight: Unit | None = None
    keyword_weight: Unit | None = None
    core_budget_tokens: Budget | None = None
    recall_budget_tokens: Budget | None = None
    episode_budget_tokens: Budget | None = None
    half_life_days: dict[HalfLifeKey, Annotated[float, Field(ge=0.1, le=36500, allow_inf_nan=False)]] | None = None
    type_weight: dict[TypeWeightKey, Weight] | None = None
    layers: LayerSwitches | None = None
    entity: Annotated[str, text_field(max_length=200), AfterValidator(check_text)] | None = Field(
        None, description="only memories about this entity"
    )
    types: Annotated[list[MemoryType], Field(max_length=7)] | None = Field(None, description="only these memory types")

    def as_overrides(self) -> dict[str, Any]:
        data = self.model_dump(exclude_none=True, mode="json")
        if "layers" in data:
            data["layers"] = {k: v for k, v in data["layers"].items() if v is not None}
        return data


class RecalledOut(Schema):
    id: int
    layer: Literal["core", "semantic", "message", "episode"]
    text: str
    score: float
    factors: dict[str, float] = Field(description="similarity, dense, keyword, recency, importance, type_weight")
    type: str
    date: str
    confidence: str
    source_message_ids: list[int]
    tokens: int


class PromptLayerOut(Schema):
    name: Literal["persona", "memory", "messages", "episodes", "working", "user"]
    content: str
    tokens: int
    items: list[dict[str, Any]]


class ChatIn(In):
    user: Annotated[
        str, text_field(min_length=1, max_length=200, pattern=USER_ID_PATTERN), AfterValidator(check_text)
    ] = Field(
        description="The end user's external id (`me` with a session). Unknown → 404 user_not_found; create users with PUT /users/{id}.",
        examples=["alice"],
    )
    message: MessageText = Field(
        description="1 to MAX_MESSAGE_CHARS (default 8000) characters, not blank, no NUL.",
        examples=["帮我继续看向量数据库，上次说要从哪里开始？"],
    )
    session_id: Id | None = Field(None, description="Continue this session; a new one is created when absent.")
    memory: bool = Field(True, description="false: nothing is read from or written to memory for this turn.")
    temporary: bool = Field(
        False, description="Temporary chat: nothing read, nothing written (the session becomes temporary)."
    )
    params: RecallOverrides | None = None
    working_budget_tokens: Budget | None = Field(None, description="Token budget of the working-memory layer.")
    persona: Annotated[str, text_field(max_length=4000), AfterValidator(check_text)] | None = Field(
        None, description="Replaces the default system persona."
    )
    language: Literal["en", "zh"] | None = Field(None, description="Default: detected from the message.")


class CandidateOut(Schema):
    number: int = Field(description='the number the person may answer with ("forget 2", "第2条")')
    id: int
    summary: str


class MemoryCommandOut(Schema):
    """What a "forget …" / "that's wrong, …" message did to memory (apps.memory.commands)."""

    action: Literal["forget", "correct"]
    outcome: Literal["deleted", "superseded", "ambiguous", "not_found", "memory_off", "needs_value", "too_broad"] = (
        Field(
            description='deleted / superseded: memory changed (the reply ends with a "memory updated" notice); '
            "ambiguous / needs_value: candidates are listed and nothing changed; not_found: nothing matched; "
            'memory_off: memory off or temporary chat, nothing touched; too_broad: "forget everything" (use erasure)'
        )
    )
    deleted: int = Field(description="memories deleted (for real, audited as memory.deleted)")
    updated_ids: list[int] = Field(description="memories superseded by the corrected value (a new version each)")
    candidates: list[CandidateOut]


class ChatOut(Schema):
    reply: str
    session_id: int
    user_message_id: int
    reply_message_id: int
    mode: Literal["on", "off", "temporary"] = Field(description="on: memory read and written; off / temporary: neither")
    degraded: bool = Field(description="The model failed (timeout, error, garbage) and the offline fallback answered.")
    redactions: list[str] = Field(description="Kinds of secrets removed from the stored message (never stored).")
    memories_used: list[RecalledOut]
    prompt: list[PromptLayerOut] = Field(description="The assembled prompt, layer by layer, with token counts.")
    prompt_tokens: int
    recall_record_id: int | None
    memory_command: MemoryCommandOut | None = Field(
        None, description="Set when the message asked to forget or correct a memory; null for an ordinary message."
    )
    replayed: bool = Field(
        False,
        description="A retry with an Idempotency-Key already stored: the stored turn's ids and reply, nothing "
        "stored again (memories_used and prompt are empty: what was recalled is not kept per turn).",
    )

    model_config = {
        "json_schema_extra": {
            "examples": [
                {
                    "reply": "Last time you wanted to start from pgvector's HNSW index.", "session_id": 8,
                    "user_message_id": 120, "reply_message_id": 121, "mode": "on", "degraded": False, "redactions": [],
                    "memories_used": [{"id": 42, "layer": "semantic", "text": "Choosing a vector database for quant work",
                                       "score": 0.71, "factors": {"similarity": 0.8, "dense": 0.9, "keyword": 0.65,
                                                                   "recency": 0.99, "importance": 0.9, "type_weight": 1.0},
                                       "type": "decision", "date": "2026-03-01", "confidence": "confirmed",
                                       "source_message_ids": [101], "tokens": 9}],
                    "prompt": [{"name": "persona", "content": "You are a helpful assistant…", "tokens": 41, "items": []}],
                    "prompt_tokens": 120, "recall_record_id": 17,
                }
            ]
        }
    }  # fmt: skip


class RecallIn(In):
    query: Annotated[str, text_field(min_length=1, max_length=8000, pattern=NOT_BLANK), AfterValidator(check_text)] = (
        Field(examples=["vector database"])
    )
    session_id: Id | None = Field(None, description="Episodes of this session are left out (it is the current one).")
    params: RecallOverrides | None = None
    language: Literal["en", "zh"] = "en"


class RecallOut(Schema):
    memory_enabled: bool = Field(description="false: the person switched memory off; nothing is recalled.")
    items: list[RecalledOut]
    block: str = Field(description="The memory context exactly as chat would put it in the system prompt.")
    tokens: int
    timings: dict[str, float]
    params: dict[str, Any]

    model_config = {"json_schema_extra": {"examples": [{"memory_enabled": True, "items": [{"id": 42, "layer": "semantic", "text": "Choosing a vector database for quant work", "score": 0.71, "factors": {"similarity": 0.8, "dense": 0.9, "keyword": 0.65, "recency": 0.99, "importance": 0.9, "type_weight": 1.0}, "type": "decision", "date": "2026-03-01", "confidence": "confirmed", "source_message_ids": [101], "tokens": 9}], "block": "<memory>Background memory about the user … </memory>", "tokens": 48, "timings": {"embed_ms": 19.8, "recall_ms": 3.1}, "params": {"top_k": 5, "floor": 0.2}}]}}  # fmt: skip


def recalled_out(item: RecalledItem) -> dict[str, Any]:
    return {
        "id": item.id,
        "layer": item.layer,
        "text": item.text,
        "score": item.score,
        "factors": item.factors,
        "type": item.type,
        "date": item.date,
        "confidence": item.confidence,
        "source_message_ids": item.source_message_ids,
        "tokens": item.tokens,
    }


def _layers_out(layers: list[PromptLayer]) -> list[dict[str, Any]]:
    return [layer.as_dict() for layer in layers]


def _chat_args(request: HttpRequest, payload: ChatIn) -> dict[str, Any]:
    principal = principal_of(request)
    if payload.persona is not None and principal.api_key is None:
        # the persona is the prompt's system message: only the product's own agent (a key) writes it
        raise Unprocessable(
            "A signed-in person may not replace the system persona.",
            fields=[{"field": "persona", "message": "only an API key may set the persona"}],
        )
    user = resolve_user(principal, payload.user)
    session: ChatSession | None = None
    if payload.session_id is not None:
        session = session_get_for_user(user, payload.session_id)
    params = payload.params.as_overrides() if payload.params else {}
    if payload.working_budget_tokens is not None:
        params["working_budget_tokens"] = payload.working_budget_tokens
    return {
        "user": user,
        "text": payload.message,
        "session": session,
        "memory": payload.memory,
        "temporary": payload.temporary,
        "params": params,
        "persona": payload.persona,
        "language": payload.language,
    }


def chat_out(result: ChatResult) -> dict[str, Any]:
    return {
        "reply": result.text,
        "session_id": result.session.pk,
        "user_message_id": result.user_message.pk,
        "reply_message_id": result.reply.pk,
        "mode": result.mode,
        "degraded": result.degraded,
        "redactions": list(result.redactions),
        "memories_used": [recalled_out(i) for i in result.memories_used],
        "prompt": _layers_out(result.layers),
        "prompt_tokens": sum(layer.tokens for layer in result.layers),
        "recall_record_id": result.recall_record.pk if result.recall_record else None,
        "memory_command": result.memory_command.as_dict() if result.memory_command else None,
        "replayed": False,
    }


@router.post(
    "/chat",
    response=responses({200: ChatOut}, body=True),
    auth=need(WRITE),
    summary="Chat with memory",
    openapi_extra={"parameters": [HEADER_DOC]},
)
def chat(request: HttpRequest, payload: ChatIn) -> dict[str, Any]:
    """One turn: the message is stored (secrets redacted), memory recalled, the prompt assembled by
    layer, the model answers; extraction runs afterwards on the worker. If the model fails the
    offline fallback answers and ``degraded`` is true. With an ``Idempotency-Key`` a retry of a
    stored turn answers with it (``replayed``) instead of storing it again."""
    args = _chat_args(request, payload)
    keyed = keyed_request(request, "chat", payload.session_id, [payload.message, payload.memory, payload.temporary])
    return run_once(
        user=args["user"],
        keyed=keyed,
        endpoint="chat",
        run=lambda: chat_out(chat_turn(**args, keyed=keyed)),
        replay=chat_replay,
    )


SSE_DESCRIPTION = """Server-sent events, in this order:

* `meta` — `{"session_id", "user_message_id", "mode", "memories_used", "prompt", "prompt_tokens"}`
* `delta` — `{"text": "..."}`, one per chunk of the reply
* `done` — the same object as `POST /chat` returns (`reply`, `reply_message_id`, `degraded`, ...)
* `error` — `{"error": {"code", "message", "fields"}}` if the turn fails after streaming began

Validation errors (4xx) are answered before the stream starts, as normal JSON errors."""


class StreamMeta(Schema):
    session_id: int
    user_message_id: int
    mode: Literal["on", "off", "temporary"]
    memories_used: list[RecalledOut]
    prompt: list[PromptLayerOut]
    prompt_tokens: int


class StreamDelta(Schema):
    text: str


def _component_schema(model: type[Schema]) -> dict[str, Any]:
    """``model``'s JSON schema pointing at the components ninja already publishes."""
    schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
    schema.pop("$defs", None)
    return schema


def _sse_event(name: str, data_schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["event", "data"],
        "properties": {
            "event": {"const": name},
            "data": {"type": "string", "contentMediaType": "application/json", "contentSchema": data_schema},
        },
    }


SSE_EVENT_SCHEMA = {
    "oneOf": [
        _sse_event("meta", _component_schema(StreamMeta)),
        _sse_event("delta", _component_schema(StreamDelta)),
        _sse_event("done", {"$ref": "#/components/schemas/ChatOut"}),
        _sse_event("error", _component_schema(ErrorOut)),
    ]
}


@router.post(
    "/chat/stream",
    response=responses({200: None}, body=True),
    auth=need(WRITE),
    summary="Chat with memory, streamed (SSE)",
    openapi_extra={
        "responses": {
            200: {
                "description": SSE_DESCRIPTION,
                "content": {
                    "text/event-stream": {
                        "schema": SSE_EVENT_SCHEMA,
                        "example": 'event: delta\ndata: {"text": "Hi"}\n\n',
                    }
                },
            }
        }
    },
)
def chat_stream(request: HttpRequest, payload: ChatIn) -> StreamingHttpResponse:
    ctx, events = chat_turn_stream(**_chat_args(request, payload))
    request_id = getattr(request, "request_id", "")
    items = ctx.recalled.items if ctx.recalled else []
    meta = {
        "session_id": ctx.session.pk,
        "user_message_id": ctx.user_message.pk,
        "mode": ctx.mode,
        "memories_used": [recalled_out(i) for i in items],
        "prompt": _layers_out(ctx.prompt.layers),
        "prompt_tokens": ctx.prompt.total_tokens,
    }

    def stream() -> Iterator[bytes]:
        yield sse_event("meta", meta)
        try:
            for kind, value in events:
                if kind == "delta":
                    yield sse_event("delta", {"text": value})
                elif kind == "done":
                    yield sse_event("done", chat_out(value))
        except Exception:
            log.exception("chat stream failed (request %s)", request_id)
            yield sse_event("error", error_payload("internal_error", f"The reply failed (request id {request_id})."))

    return sse_response(stream())


@router.post(
    "/users/{user_id}/recall", response=responses({200: RecallOut}, body=True), auth=need(READ), summary="Recall"
)
def recall_preview(request: HttpRequest, user_id: UserId, payload: RecallIn) -> dict[str, Any]:
    """What chat would recall for ``query``: ranked memories with each factor of their score and the
    rendered memory block. No model is called and nothing is written (access counts stay as they are)."""
    _, user = acting_for(request, user_id)
    params = RecallParams.from_settings(payload.params.as_overrides() if payload.params else {})
    if payload.session_id is not None:
        session_get_for_user(user, payload.session_id)
    if not _memory_on(user):
        return {
            "memory_enabled": False,
            "items": [],
            "block": "",
            "tokens": 0,
            "timings": {},
            "params": params.as_dict(),
        }
    result = recall(
        user=user, query=payload.query, params=params, session_id=payload.session_id, language=payload.language
    )
    return {
        "memory_enabled": True,
        "items": [recalled_out(i) for i in result.items],
        "block": result.block,
        "tokens": count_tokens(result.block),
        "timings": result.timings,
        "params": result.params.as_dict(),
    }


def _memory_on(user: User) -> bool:
    return bool(user.memory_enabled)
