"""kill -9 the gunicorn worker that serves a chat turn while the model is answering it: the client
gets no answer (an error it may retry), and nothing of the turn is stored — never the person's
message without its reply. The model is a loopback stub that takes its time (tests/llm_stub.py),
so the kill lands inside the turn every time."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from apps.accounts.models import Workspace
from apps.accounts.services import api_key_create, end_user_ensure
from apps.chat.models import ChatSession, Message
from bench.faults import Service, half_turns, kill_web_worker, wait_until
from tests.faults.conftest import ServiceFactory
from tests.llm_stub import StubState, llm_stub

SLOW_MODEL_SECONDS = 4.0


@pytest.fixture(scope="module")
def slow_model() -> Iterator[tuple[str, StubState]]:
    with llm_stub() as (url, state):
        state.reply = "Noted: you take the 7:40 train to work."
        yield url, state


@pytest.fixture(scope="module")
def web(service_factory: ServiceFactory, slow_model: tuple[str, StubState]) -> Iterator[Service]:
    """gunicorn with one worker (the one to kill) and the slow model; no Celery worker is needed."""
    url, _ = slow_model
    model = {"LLM_PROVIDER": "openai", "LLM_BASE_URL": url, "LLM_API_KEY": "stub", "LLM_MAX_RETRIES": "0"}
    with service_factory(worker=False, web_workers=1, env=model) as running:
        yield running


@pytest.fixture
def alice(transactional_db: None) -> int:
    workspace = Workspace.objects.create(name="Acme", slug="acme")
    return end_user_ensure(workspace=workspace, external_id="alice")[0].pk


@pytest.fixture
def http(web: Service, alice: int) -> Iterator[httpx.Client]:
    """The API client of alice's workspace."""
    key = api_key_create(workspace=Workspace.objects.get(slug="acme"), name="faults", scopes=("read", "write")).token
    with httpx.Client(base_url=web.url, headers={"Authorization": f"Bearer {key}"}, timeout=60) as client:
        yield client


def _kill_while_the_model_answers(web: Service, state: StubState, request: Callable[[], object]) -> object:
    """Send ``request`` in a thread, kill -9 the web worker once the model has been asked, and
    return what the client got (a response or the exception)."""
    outcome: list[object] = []

    def send() -> None:
        try:
            outcome.append(request())
        except httpx.HTTPError as exc:
            outcome.append(exc)

    state.delay = SLOW_MODEL_SECONDS
    asked = len(state.requests)
    client = threading.Thread(target=send)
    client.start()
    assert wait_until(lambda: len(state.requests) > asked, timeout=30), "the model was never asked"
    kill_web_worker(web)
    client.join(30)
    state.delay = 0
    return outcome[0]


def test_a_chat_turn_cut_by_a_killed_web_worker_is_not_stored_and_its_retry_is(
    web: Service, slow_model: tuple[str, StubState], http: httpx.Client, alice: int
) -> None:
    _, state = slow_model
    said = {"user": "alice", "message": "I take the 7:40 train to work every weekday."}

    got = _kill_while_the_model_answers(web, state, lambda: http.post("/api/v1/chat", json=said))

    assert isinstance(got, httpx.HTTPError), f"the client got an answer from a killed worker: {got!r}"
    assert not Message.objects.filter(user_id=alice).exists(), "a turn was stored in part"
    assert not ChatSession.objects.filter(user_id=alice).exists()
    # gunicorn starts another worker: the same request, retried, is stored whole
    assert wait_until(lambda: len(web.web_worker_pids()) == 1, timeout=30)
    retried = http.post("/api/v1/chat", json=said)
    assert retried.status_code == 200, retried.text
    assert list(Message.objects.filter(user_id=alice).order_by("id").values_list("role", flat=True)) == [
        "user",
        "assistant",
    ]
    assert half_turns([alice]) == 0


def test_a_streamed_turn_cut_after_its_first_event_is_not_stored(
    web: Service, slow_model: tuple[str, StubState], http: httpx.Client, alice: int
) -> None:
    _, state = slow_model
    said = {"user": "alice", "message": "My sister Lena lives in Porto."}
    events: list[str] = []

    def stream() -> object:
        with http.stream("POST", "/api/v1/chat/stream", json=said) as response:
            for line in response.iter_lines():
                if line.startswith("event: "):
                    events.append(line.removeprefix("event: "))
        return events

    got = _kill_while_the_model_answers(web, state, stream)

    assert events[:1] == ["meta"], events  # the stream had begun: ids were named
    assert "done" not in events
    assert isinstance(got, httpx.HTTPError) or got == events
    time.sleep(0.5)
    assert not Message.objects.filter(user_id=alice).exists(), "a streamed turn was stored in part"
    assert half_turns([alice]) == 0
