"""The model path against a real OpenAI-compatible server (llama-cpp-python + Gemma 3 270M, a base
model whose answers are poor on purpose): the provider contract, and one chat + extraction run
through the API with the real worker. What is checked is how memoryhub copes, never the model's
wisdom. The cases a real server cannot produce on demand (429, a cut stream, garbage, a refused
system role) run against the loopback stub in tests/engine_read/test_llm_provider.py."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest
from django.core.handlers.wsgi import WSGIHandler

from apps.accounts.models import User
from apps.api.keys import api_key_create
from apps.chat.models import Message
from apps.core.models import ModelEndpoint
from apps.memory.llm import OFFLINE_NOTE, ChatRequest, LLMError, OpenAICompatibleLLM, get_llm
from apps.memory.models import MemoryEntry, MemoryVersion
from memoryhub_client import MemoryHub
from memoryhub_client.types import ChatReply
from tests.api.conftest import BEHIND_TLS, keeping_the_connection

pytestmark = [pytest.mark.django_db, pytest.mark.llm_server]

CITY = {
    "type": "object",
    "properties": {"city": {"type": "string"}},
    "required": ["city"],
    "additionalProperties": False,
}


def provider(base_url: str, **kwargs: Any) -> OpenAICompatibleLLM:
    model = f"gemma-{uuid.uuid4().hex[:8]}"  # a model name of its own: nothing learned before
    options: dict[str, Any] = {
        "base_url": base_url,
        "api_key": "unused",
        "models": {"chat": model, "extraction": model, "summary": model},
        "timeout": 60.0,
        "max_retries": 1,
        "max_tokens": {"chat": 24, "extraction": 96, "summary": 96},
    }
    options.update(kwargs)
    return OpenAICompatibleLLM(**options)


def test_every_call_is_bounded_by_max_tokens(llm_server: str) -> None:
    llm = provider(llm_server)
    messages = [{"role": "user", "content": "Count from one to two hundred, one number per line."}]
    response = llm._call(role="chat", model=llm.models["chat"], messages=messages, **llm._limit("chat"))
    assert response.usage.completion_tokens <= 24
    assert response.choices[0].finish_reason in ("length", "stop")


def test_a_stream_runs_to_its_finish_reason(llm_server: str) -> None:
    llm = provider(llm_server)
    request = ChatRequest(messages=[{"role": "user", "content": "Write a short poem about the sea."}])
    chunks = list(llm.stream(request))  # raises LLMError if the server cut it
    assert all(isinstance(c, str) for c in chunks)


def test_structured_output_falls_back_from_the_refused_json_schema_and_remembers(llm_server: str) -> None:
    llm = provider(llm_server)
    answer = llm.complete_json(
        system="Extract the city the person lives in.", user="I live in Hangzhou.", schema=CITY, role="extraction"
    )
    assert isinstance(answer["city"], str)  # the schema held: llama.cpp constrains json_object to it
    row = ModelEndpoint.objects.get(model=llm.models["extraction"])
    assert (row.structured, row.refused) == ("json_object", ["json_schema"])  # it answers json_schema with a 500
    assert provider(llm_server, models=llm.models).state(llm.models["extraction"]).forms()[0] == "json_object"


def test_the_system_role_is_probed_and_a_timeout_is_an_error(llm_server: str) -> None:
    llm = provider(llm_server)
    assert llm.probe_system_role() == "system"  # Gemma 3's chat template folds it into the first turn
    slow = provider(llm_server, timeout={"chat": 0.001})
    with pytest.raises(LLMError, match="did not answer within"):
        slow.reply(ChatRequest(messages=[{"role": "user", "content": "Hello"}]))


def test_llm_check_prints_one_table_of_what_the_endpoint_accepts(llm_server: str, settings: Any, capsys: Any) -> None:
    from django.core.management import call_command

    settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", llm_server, "unused"
    settings.LLM_CHAT_MODEL = settings.LLM_EXTRACTION_MODEL = settings.LLM_SUMMARY_MODEL = "gemma-check"
    call_command("llm_check")
    out = capsys.readouterr().out
    rows = {line.split("  ")[0].strip(): line for line in out.splitlines()}
    assert "refused: HTTP 500" in rows["structured: json_schema (gemma-check)"]
    assert "accepted" in rows["structured: json_object (gemma-check)"]
    assert "json_object" in rows["→ structured output uses"]


def _chat(hub: MemoryHub, person: str, texts: list[str]) -> list[ChatReply]:
    replies = [hub.chat(person, text) for text in texts]
    # a 270M model on two shared cores: about a minute on a quiet machine, several under load
    hub.wait_until_drained(person, timeout=1200)
    return replies


SAID = [
    "I work as a nurse at Ruijin Hospital in Shanghai.",
    "My salary went up to 12k a month in March.",
    "Never call me before 9am.",
    "我女儿下个月去杭州上大学。",
]


@pytest.mark.worker
@pytest.mark.timeout(1800)
def test_chat_and_extraction_with_the_model_never_keep_less_than_the_rules(
    llm_server: str, celery_worker: Any, workspace: Any, settings: Any
) -> None:
    key = api_key_create(workspace=workspace, name="real server", scopes=("read", "write", "admin")).token
    with keeping_the_connection():
        hub = MemoryHub("http://testserver", key, transport=httpx.WSGITransport(app=WSGIHandler()), headers=BEHIND_TLS)
        hub.ensure_user("offline-twin")
        hub.ensure_user("with-model")
        _chat(hub, "offline-twin", SAID)  # the rules alone (the default offline provider)
        settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", llm_server, "unused"
        settings.LLM_CHAT_MODEL = settings.LLM_EXTRACTION_MODEL = settings.LLM_SUMMARY_MODEL = "gemma-e2e"
        settings.LLM_MAX_TOKENS = {"chat": 48, "extraction": 160, "summary": 96}
        assert not get_llm().offline
        replies = _chat(hub, "with-model", SAID)
        settings.LLM_PROVIDER = "offline"
    twin, person = User.objects.get(external_id="offline-twin"), User.objects.get(external_id="with-model")
    for reply in replies:  # every turn answered: by the model, or degraded to memory when it said nothing
        assert reply["reply"].strip()
        stored = Message.objects.get(pk=reply["reply_message_id"])
        # (the note is in the language of the turn: SAID ends in Chinese)
        assert stored.degraded == reply["degraded"] == any(note in reply["reply"] for note in OFFLINE_NOTE.values())
    # the rules' floor: with the model configured, nothing the rules kept is lost
    offline = MemoryEntry.objects.filter(user=twin, status="active").count()
    kept = MemoryEntry.objects.filter(user=person, status="active")
    assert offline >= 3 and kept.count() >= offline
    assert {"12k", "Ruijin"} <= {word for m in kept for word in ("12k", "Ruijin") if word in m.summary}
    # the model was asked, in the form this server takes, and each memory says who wrote it
    assert ModelEndpoint.objects.get(model="gemma-e2e").structured == "json_object"
    actors = set(MemoryVersion.objects.filter(memory__user=person).values_list("actor", flat=True))
    assert actors <= {"pipeline", "pipeline:model"}
