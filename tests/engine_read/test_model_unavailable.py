"""A model that gives no answer (too slow, unreachable, overloaded) against the loopback stub: the
extraction asks it once, not a second time behind the generation the server is still running,
the rehearsal's replay keeps the kind of failure, and the log says what happened. Malformed output
is still asked again once."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import pytest
from django.utils import timezone

from apps.memory.llm import LLMError, LLMUnavailable, OpenAICompatibleLLM, RecordingLLM, ReplayLLM
from apps.memory.pipeline.compress.model import _compress_with_model
from apps.memory.pipeline.compress.units import Turn
from tests.llm_stub import StubState, llm_stub

SCHEMA = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}


@pytest.fixture
def stub() -> Iterator[tuple[str, StubState]]:
    with llm_stub() as (base_url, state):
        yield base_url, state


def provider(base_url: str, **kwargs: Any) -> OpenAICompatibleLLM:
    options: dict[str, Any] = {
        "base_url": base_url,
        "api_key": "test",
        "models": {"chat": "m", "extraction": "m"},
        "timeout": {"chat": 5.0, "extraction": 0.3},
        "max_retries": 1,
        "remember": False,
    }
    options.update(kwargs)
    return OpenAICompatibleLLM(**options)


def said(text: str = "I'm Tom, I work as a nurse in Boston") -> list[Turn]:
    return [Turn(id=1, role="user", speaker="user", text=text, at=timezone.now())]


def test_an_extraction_that_times_out_is_asked_once_and_the_log_says_so(
    stub: tuple[str, StubState], caplog: pytest.LogCaptureFixture
) -> None:
    base_url, state = stub
    state.delay = 1.0  # longer than the extraction timeout
    with caplog.at_level(logging.WARNING, logger="apps.memory.pipeline.compress"):
        assert _compress_with_model(provider(base_url), said(), said()) is None
    assert len(state.requests) == 1  # not a second request queued behind the first generation
    assert "did not answer within 0.3 s" in caplog.text


def test_an_endpoint_overloaded_through_the_retries_is_asked_no_further(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.statuses = [503] * 10
    with pytest.raises(LLMUnavailable, match="503"):
        provider(base_url).complete_json(system="Where?", user="Xi'an", schema=SCHEMA)
    state.requests.clear()
    assert _compress_with_model(provider(base_url), said(), said()) is None
    assert len(state.requests) == 2  # the provider's one retry; the extraction asks no second time


def test_an_unreachable_endpoint_is_unavailable_not_unusable(caplog: pytest.LogCaptureFixture) -> None:
    with llm_stub() as (base_url, _state):
        pass  # the stub is gone: nothing listens on its port any more
    with caplog.at_level(logging.WARNING, logger="apps.memory.pipeline.compress"):
        assert _compress_with_model(provider(base_url, max_retries=0), said(), said()) is None
    assert "cannot reach the model endpoint" in caplog.text
    assert caplog.text.count("no model answer") == 1


def test_the_rehearsal_replays_a_failure_of_the_same_kind(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.delay = 1.0
    recorder = RecordingLLM(provider(base_url))
    with pytest.raises(LLMUnavailable):
        recorder.complete_json(system="Where?", user="Xi'an", schema=SCHEMA)
    replay = ReplayLLM("m", recorder.answers)
    with pytest.raises(LLMUnavailable, match="did not answer"):
        replay.complete_json(system="Where?", user="Xi'an", schema=SCHEMA)
    assert replay.missed == 0


def test_malformed_output_is_still_asked_again_once(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.mode = "bad_json"
    llm = provider(base_url, timeout=5.0)
    with pytest.raises(LLMError) as raised:
        llm.complete_json(system="Where?", user="Xi'an", schema=SCHEMA)
    assert not isinstance(raised.value, LLMUnavailable)
    state.requests.clear()
    assert _compress_with_model(llm, said(), said()) is None
    assert len(state.requests) == 2
