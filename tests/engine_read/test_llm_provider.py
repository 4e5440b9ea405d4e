"""The OpenAI-compatible provider against a loopback server that behaves as real ones differ:
what is retried, structured output that adapts (and is remembered per endpoint), the system
role merged where refused, bounded generations, cut streams. A real server (llama-cpp-python)
runs the same contract in tests/llm_server/."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from apps.core.models import ModelEndpoint
from apps.memory.llm import (
    ChatRequest,
    LLMError,
    OpenAICompatibleLLM,
    RecordingLLM,
    ReplayLLM,
    merge_system,
    public_url,
)
from tests.llm_stub import StubState, llm_stub

pytestmark = pytest.mark.django_db

SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}},
    "required": ["city"],
    "additionalProperties": False,
}
CHAT = ChatRequest(messages=[{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"}])


@pytest.fixture
def stub() -> Iterator[tuple[str, StubState]]:
    with llm_stub() as (base_url, state):
        yield base_url, state


def provider(base_url: str, **kwargs: Any) -> OpenAICompatibleLLM:
    options: dict[str, Any] = {
        "base_url": base_url,
        "api_key": "test",
        "models": {"chat": "m-chat", "extraction": "m-extract"},
        "timeout": 5.0,
        "max_retries": 2,
        "max_tokens": {"chat": 64, "extraction": 128},
    }
    options.update(kwargs)
    return OpenAICompatibleLLM(**options)


def forms(state: StubState) -> list[str]:
    return [(r.get("response_format") or {}).get("type", "plain") for r in state.requests]


def test_structured_output_steps_down_once_and_remembers_the_form_for_every_process(
    stub: tuple[str, StubState],
) -> None:
    base_url, state = stub
    state.refuse_forms = {"json_schema"}
    state.json_answers = [{"city": "Hangzhou"}, {"city": "Beijing"}, {"city": "Wuhan"}]
    llm = provider(base_url)
    assert llm.complete_json(system="Where?", user="I live in Hangzhou", schema=SCHEMA) == {"city": "Hangzhou"}
    assert forms(state) == ["json_schema", "json_object"]
    json_object = state.requests[1]
    assert json_object["response_format"]["schema"] == SCHEMA  # llama.cpp constrains to it
    assert "JSON Schema" in json_object["messages"][0]["content"]  # and the model is told it
    assert llm.complete_json(system="Where?", user="Beijing", schema=SCHEMA) == {"city": "Beijing"}
    assert forms(state)[2:] == ["json_object"]  # never asks the refused form again
    row = ModelEndpoint.objects.get(model="m-extract")
    assert (row.structured, row.refused) == ("json_object", ["json_schema"])
    # another process (a new provider) starts from what was learned
    assert provider(base_url).complete_json(system="Where?", user="Wuhan", schema=SCHEMA) == {"city": "Wuhan"}
    assert forms(state)[3:] == ["json_object"]


def test_an_endpoint_without_response_format_gets_plain_json_instructions(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.refuse_forms = {"json_schema", "json_object"}
    state.json_answers = [{"city": "Shanghai"}]
    assert provider(base_url).complete_json(system="Where?", user="Shanghai", schema=SCHEMA) == {"city": "Shanghai"}
    assert forms(state) == ["json_schema", "json_object", "plain"]
    assert "response_format" not in state.requests[2]
    assert ModelEndpoint.objects.get(model="m-extract").structured == "plain"


def test_a_refusal_is_not_retried_and_every_form_refused_is_one_clear_error(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.mode = "error"  # HTTP 500 for everything
    with pytest.raises(LLMError, match="refused every structured-output form"):
        provider(base_url).complete_json(system="Where?", user="x", schema=SCHEMA)
    assert len(state.requests) == 3  # one per form, none retried
    state.requests.clear()
    with pytest.raises(LLMError, match="HTTP 500"):
        provider(base_url).reply(CHAT)
    assert len(state.requests) == 1


@pytest.mark.parametrize("status", [429, 502, 503, 504])
def test_what_may_succeed_on_a_second_try_is_retried(stub: tuple[str, StubState], status: int) -> None:
    base_url, state = stub
    state.statuses = [status, status]
    assert provider(base_url).reply(CHAT) == "Stub reply."
    assert len(state.requests) == 3


def test_retries_stop_at_the_configured_count(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.statuses = [503, 503, 503]
    with pytest.raises(LLMError, match="503"):
        provider(base_url, max_retries=1).reply(CHAT)
    assert len(state.requests) == 2


def test_a_timeout_is_not_retried_and_each_role_has_its_own(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.delay = 1.0
    llm = provider(base_url, timeout={"chat": 0.3, "extraction": 5.0})
    with pytest.raises(LLMError, match=r"did not answer within 0.3 s"):
        llm.reply(CHAT)
    assert len(state.requests) == 1  # a slow model stays slow: no second generation piled on
    state.json_answers = [{"city": "Xi'an"}]
    assert llm.complete_json(system="Where?", user="Xi'an", schema=SCHEMA) == {"city": "Xi'an"}


def test_every_call_is_bounded_by_the_max_tokens_of_its_role(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.json_answers = [{"city": "Chengdu"}]
    llm = provider(base_url)
    llm.reply(CHAT)
    llm.complete_json(system="Where?", user="Chengdu", schema=SCHEMA)
    assert [r["max_tokens"] for r in state.requests] == [64, 128]
    assert [r["model"] for r in state.requests] == ["m-chat", "m-extract"]


def test_an_endpoint_that_refuses_the_system_role_gets_it_merged_and_remembered(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.refuse_system = True
    llm = provider(base_url)
    assert llm.reply(CHAT) == "Stub reply."
    merged = state.requests[-1]["messages"]
    assert [m["role"] for m in merged] == ["user"] and merged[0]["content"] == "Be brief.\n\nHi"
    assert ModelEndpoint.objects.get(model="m-chat").system_role == "merge"
    state.requests.clear()
    provider(base_url).reply(CHAT)  # learned: no refused request first
    assert len(state.requests) == 1 and state.requests[0]["messages"][0]["role"] == "user"


def test_system_role_merge_can_be_set_and_system_can_be_forced(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    provider(base_url, system_role="merge").reply(CHAT)
    assert [m["role"] for m in state.requests[-1]["messages"]] == ["user"]
    state.refuse_system = True
    with pytest.raises(LLMError, match="System role"):
        provider(base_url, system_role="system").reply(CHAT)


def test_merge_system_keeps_the_order_of_every_system_text() -> None:
    messages = [
        {"role": "system", "content": "A"},
        {"role": "assistant", "content": "earlier"},
        {"role": "system", "content": "B"},
        {"role": "user", "content": "question"},
    ]
    assert merge_system(messages) == [
        {"role": "assistant", "content": "earlier"},
        {"role": "user", "content": "A\n\nB\n\nquestion"},
    ]
    assert merge_system([{"role": "system", "content": "only"}]) == [{"role": "user", "content": "only"}]


def test_a_stream_cut_without_a_finish_reason_is_an_error_not_a_short_reply(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.reply = "one two three"
    assert "".join(provider(base_url).stream(CHAT)) == "one two three "
    state.mode = "cut"
    with pytest.raises(LLMError, match="without a finish reason"):
        list(provider(base_url).stream(CHAT))


def test_what_is_stored_about_an_endpoint_never_holds_its_credentials() -> None:
    assert public_url("https://user:secret@api.example.com:8443/v1?key=abc#x") == "https://api.example.com:8443/v1"


def test_a_replay_answers_only_rehearsed_prompts_in_the_order_asked_and_counts_the_rest() -> None:
    class Model:
        name, offline = "m", False
        calls = 0

        def complete_json(self, **kwargs: Any) -> dict[str, Any]:
            Model.calls += 1
            if "fail" in kwargs["user"] and Model.calls < 3:
                raise LLMError("boom")
            return {"city": kwargs["user"]}

    recorder = RecordingLLM(Model())  # type: ignore[arg-type]
    with pytest.raises(LLMError):
        recorder.complete_json(system="s", user="fail", schema=SCHEMA)
    with pytest.raises(LLMError):
        recorder.complete_json(system="s", user="fail", schema=SCHEMA)  # a retry is asked again
    assert recorder.complete_json(system="s", user="fail", schema=SCHEMA) == {"city": "fail"}
    assert recorder.complete_json(system="s", user="Paris", schema=SCHEMA) == {"city": "Paris"}
    assert Model.calls == 4
    replay = ReplayLLM("m", recorder.answers)
    for _ in range(2):
        with pytest.raises(LLMError, match="boom"):
            replay.complete_json(system="s", user="fail", schema=SCHEMA)
    assert replay.complete_json(system="s", user="fail", schema=SCHEMA) == {"city": "fail"}
    answer = replay.complete_json(system="s", user="Paris", schema=SCHEMA)
    answer["city"] = "changed"  # a caller's change never alters the recording
    assert recorder.answers != {} and replay.missed == 0
    with pytest.raises(LLMError, match="no model answer was prepared"):
        replay.complete_json(system="s", user="Paris", schema=SCHEMA)  # asked once more than rehearsed
    with pytest.raises(LLMError, match="no model answer was prepared"):
        replay.complete_json(system="s", user="Rome", schema=SCHEMA)
    assert replay.missed == 2 and Model.calls == 4


def test_the_provider_is_rebuilt_when_any_model_setting_changes(settings: Any) -> None:
    from apps.memory.llm import get_llm

    settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", "http://127.0.0.1:9/v1", "k"
    settings.LLM_CHAT_MODEL = settings.LLM_EXTRACTION_MODEL = settings.LLM_SUMMARY_MODEL = "one"
    first = get_llm()
    assert get_llm() is first
    settings.LLM_EXTRACTION_MODEL = "two"  # the same endpoint, another model: not the cached one
    second = get_llm()
    assert second is not first and second.models["extraction"] == "two"  # type: ignore[attr-defined]
    settings.LLM_MAX_TOKENS = {"chat": 8, "extraction": 8, "summary": 8}
    assert get_llm() is not second
