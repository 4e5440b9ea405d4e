"""Bad input gets the documented error, in the one error shape, and nothing is half-written."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.models import MemoryEntry, MemoryVersion, PipelineJob
from tests.api.conftest import Api


def _rows() -> tuple[int, ...]:
    return (
        ChatSession.objects.count(),
        Message.objects.count(),
        MemoryEntry.objects.count(),
        MemoryVersion.objects.count(),
        PipelineJob.objects.count(),
    )


@pytest.fixture
def unchanged(end_user: User) -> Iterator[None]:
    """Asserts that the test wrote no row anywhere the API writes."""
    before = _rows()
    yield
    assert _rows() == before


def _error(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status == status, response.text
    assert response.headers["Content-Type"].startswith("application/json")
    assert set(response.body) == {"error"} and set(response.body["error"]) == {"code", "message", "fields"}
    assert response.body["error"]["code"] == code
    return dict(response.body["error"])


@pytest.mark.parametrize("raw", ["{bad json", '{"user": "alice", "message": "hi"', b"\xff\xfe{}", "[1, 2", "NaN-ish"])
def test_malformed_json_is_a_400(api: Api, key: str, unchanged: None, raw: str | bytes) -> None:
    _error(api.post("/chat", key=key, raw=raw), 400, "invalid_json")


def _nested(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


@pytest.mark.parametrize("depth", [20_000, 200, 33])
@pytest.mark.parametrize("path", ["/chat", "/users/alice/import", "/users/alice/memories"])
def test_a_body_nested_too_deep_is_a_400_that_names_the_limit_and_leaks_nothing(
    api: Api, key: str, unchanged: None, settings: Any, depth: int, path: str
) -> None:
    settings.DEBUG = True  # the debug message of the parser must not reach the client either
    error = _error(api.post(path, key=key, raw=_nested(depth)), 400, "invalid_json")
    assert "nested more than 32 levels" in error["message"]
    assert "recursion" not in error["message"].lower()


def test_a_body_at_the_depth_limit_is_parsed_as_usual(api: Api, key: str, unchanged: None) -> None:
    # 32 levels is accepted by the parser; this body is then an ordinary validation error
    error = _error(api.post("/chat", key=key, raw=_nested(32)), 422, "validation_error")
    assert error["fields"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"user": "alice", "message": 42}, "message"),
        ({"user": "alice", "message": "hi", "memory": "maybe"}, "memory"),
        ({"user": "alice", "message": "hi", "session_id": "seven"}, "session_id"),
        ({"user": "alice", "message": "hi", "params": {"top_k": -1}}, "params.top_k"),
        ({"user": "alice", "message": "hi", "params": {"floor": "high"}}, "params.floor"),
        ({"user": "alice"}, "message"),
        ([{"user": "alice"}], "body"),
    ],
)
def test_wrong_types_are_a_422_naming_the_field(api: Api, key: str, unchanged: None, body: Any, field: str) -> None:
    error = _error(api.post("/chat", key=key, json_body=body), 422, "validation_error")
    assert field in [f["field"] for f in error["fields"]], error


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/chat", {"user": "alice", "message": "hi", "temperature": 0.2}, "temperature"),
        ("/chat", {"user": "alice", "message": "hi", "params": {"top_n": 3}}, "params.top_n"),
        ("/users/alice/memories", {"summary": "x", "confidence_score": 1}, "confidence_score"),
        ("/users/alice/ingest", {"messages": [{"content": "x", "speaker": "A"}]}, "messages[0].speaker"),
    ],
)
def test_unknown_fields_are_a_422_not_silently_dropped(
    api: Api, key: str, unchanged: None, path: str, body: Any, field: str
) -> None:
    error = _error(api.post(path, key=key, json_body=body), 422, "validation_error")
    assert {"field": field, "message": "is not a known field"} in error["fields"]


def test_a_body_larger_than_the_limit_is_a_413_before_it_is_read(
    api: Api, key: str, unchanged: None, settings: Any
) -> None:
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2048
    body = {"user": "alice", "message": "x" * 3000}
    error = _error(api.post("/chat", key=key, json_body=body), 413, "payload_too_large")
    assert "limit is 2048" in error["message"]


def test_the_import_has_its_own_larger_limit(api: Api, key: str, unchanged: None, settings: Any) -> None:
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1024
    document = {"format": "memoryhub.export", "version": 1, "user": {"language": "en"}, "counts": {}, "sessions": []}
    padded = json.dumps(document) + " " * 2000
    assert api.post("/users/alice/import", key=key, raw=padded).status == 200
    settings.API_IMPORT_MAX_BYTES = 1500
    _error(api.post("/users/alice/import", key=key, raw=padded), 413, "payload_too_large")


def test_an_empty_body_where_one_is_required_is_a_422(api: Api, key: str, unchanged: None) -> None:
    _error(api.post("/chat", key=key), 422, "validation_error")


@pytest.mark.parametrize("cursor", ["garbage", "eyJmIjoiYSJ9:1x:bad", "x" * 600])
def test_an_invalid_cursor_is_a_400_or_422(api: Api, key: str, unchanged: None, cursor: str) -> None:
    response = api.get("/users/alice/memories", key=key, query={"cursor": cursor})
    if len(cursor) > 500:
        _error(response, 422, "validation_error")  # longer than any cursor we hand out
    else:
        _error(response, 400, "invalid_cursor")


@pytest.mark.parametrize(
    "text",
    [
        "I love 🍵 and 🧘‍♀️ 👩🏽‍💻",
        "أنا أحب الشاي الأخضر",
        "שלום ‏עולם‎ mixed RTL",
        "日本語とEnglishと中文",
        "ẞ̶̧̛̼̦̓̈́ combining marks",
    ],
    ids=["emoji", "arabic", "hebrew-rtl-marks", "cjk-mixed", "combining"],
)
def test_emoji_rtl_and_cjk_are_stored_exactly(api: Api, key: str, end_user: User, text: str) -> None:
    response = api.post("/chat", key=key, json_body={"user": "alice", "message": text})
    assert response.status == 200
    assert Message.objects.get(pk=response.body["user_message_id"]).content == text.strip()
    memory = api.post("/users/alice/memories", key=key, json_body={"summary": text, "facts": {text[:5]: text}})
    assert memory.status == 201 and memory.body["summary"] == text


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/chat", {"user": "alice", "message": "hi\u0000there"}, "message"),
        ("/users/alice/memories", {"summary": "null\u0000byte"}, "summary"),
        ("/users/alice/memories", {"summary": "ok", "facts": {"k\u0000": "v"}}, "facts"),
        ("/users/alice/ingest", {"messages": [{"content": "fine"}, {"content": "bad\u0000"}]}, "messages[1].content"),
        ("/users/alice/ingest", {"messages": [{"content": "fine", "meta": {"note": "a\u0000b"}}]}, "messages[0].meta"),
    ],
)
def test_nul_characters_are_refused_and_nothing_is_written(
    api: Api, key: str, unchanged: None, path: str, body: Any, field: str
) -> None:
    error = _error(api.post(path, key=key, json_body=body), 422, "validation_error")
    assert any(f["field"].startswith(field) for f in error["fields"]), error


def test_a_lone_surrogate_is_refused(api: Api, key: str, unchanged: None) -> None:
    raw = '{"user": "alice", "message": "broken \\ud800 pair"}'
    error = _error(api.post("/chat", key=key, raw=raw), 422, "validation_error")
    assert error["fields"][0]["field"] == "message"


def test_a_very_long_cjk_message_is_refused_with_the_limit(api: Api, key: str, end_user: User, settings: Any) -> None:
    text = "长" * (settings.MAX_MESSAGE_CHARS + 1)
    error = _error(api.post("/chat", key=key, json_body={"user": "alice", "message": text}), 422, "validation_error")
    assert error["fields"] == [
        {"field": "message", "message": f"must be at most {settings.MAX_MESSAGE_CHARS} characters"}
    ]
    assert _rows() == (0, 0, 0, 0, 0)
    ok = api.post("/chat", key=key, json_body={"user": "alice", "message": "长" * settings.MAX_MESSAGE_CHARS})
    assert ok.status == 200


def test_out_of_range_numbers_and_dates_are_a_422(api: Api, key: str, unchanged: None) -> None:
    _error(api.get("/users/alice/memories/99999999999999999999", key=key), 422, "validation_error")
    _error(
        api.post("/users/alice/memories", key=key, json_body={"summary": "x", "importance": 9}), 422, "validation_error"
    )
    body = {"messages": [{"content": "x", "created_at": "0001-01-01T00:00:00+14:00"}]}
    _error(api.post("/users/alice/ingest", key=key, json_body=body), 422, "validation_error")
    naive = {"messages": [{"content": "x", "created_at": "2024-01-01T00:00:00"}]}
    _error(api.post("/users/alice/ingest", key=key, json_body=naive), 422, "validation_error")


def test_a_date_that_is_the_year_3000_in_utc_is_refused(api: Api, key: str, unchanged: None) -> None:
    late = {"messages": [{"content": "x", "created_at": "2999-12-31T23:59:59-12:00"}]}
    error = _error(api.post("/users/alice/ingest", key=key, json_body=late), 422, "validation_error")
    assert error["fields"] == [
        {"field": "messages[0].created_at", "message": "must be between the years 1900 and 2999 (in UTC)"}
    ]


@pytest.mark.parametrize("control", ["\u202e", "\u2066", "\u200f"])
def test_an_external_id_with_a_bidirectional_control_is_refused(api: Api, key: str, control: str) -> None:
    from apps.accounts.models import User as People

    before = People.objects.count()
    _error(api.put(f"/users/ali{control}ce", key=key, json_body={}), 422, "validation_error")
    _error(api.post("/chat", key=key, json_body={"user": f"bob{control}", "message": "hi"}), 422, "validation_error")
    assert People.objects.count() == before


def test_rate_limits_are_per_key_with_retry_after(
    api: Api, key: str, other_key: str, end_user: User, settings: Any
) -> None:
    settings.API_RATE_LIMIT = 3
    for _ in range(3):
        assert api.get("/whoami", key=key).status == 200
    limited = api.get("/whoami", key=key)
    error = _error(limited, 429, "rate_limited")
    assert 1 <= int(limited.headers["Retry-After"]) <= settings.API_RATE_WINDOW_SECONDS
    assert "3 requests" in error["message"]
    assert api.get("/whoami", key=other_key).status == 200


def test_the_rate_limit_also_works_on_redis(api: Api, key: str, end_user: User, settings: Any) -> None:
    redis = pytest.importorskip("redis")
    url = "redis://127.0.0.1:6379/15"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=0.3).ping()
    except redis.RedisError:
        pytest.skip("no Redis on 127.0.0.1:6379")
    settings.REDIS_URL = url
    settings.API_RATE_LIMIT = 2
    settings.API_RATE_WINDOW_SECONDS = 3600 * 24 * 365  # one window for the whole test
    redis.Redis.from_url(url).flushdb()
    statuses = [api.get("/whoami", key=key).status for _ in range(3)]
    assert statuses == [200, 200, 429]


def test_an_unknown_api_path_is_a_json_404(api: Api, key: str) -> None:
    _error(api.get("/no/such/thing", key=key), 404, "not_found")


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_a_write_to_an_unknown_api_path_is_a_json_404_even_for_a_session_without_csrf(owner: User, method: str) -> None:
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(owner)
    response = getattr(browser, method)(
        "/api/v1/no/such/thing", data="{}", content_type="application/json", secure=True
    )
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert json.loads(response.content)["error"]["code"] == "not_found"


def test_a_method_the_endpoint_does_not_take_is_a_json_405_with_allow(api: Api, key: str) -> None:
    error = _error(api.patch("/whoami", key=key, json_body={}), 405, "method_not_allowed")
    assert "PATCH" in error["message"] and "GET" in error["message"]
    assert api.patch("/whoami", key=key, json_body={}).headers["Allow"] == "GET"


def test_field_paths_name_the_field_without_pydantic_internals(api: Api, key: str, unchanged: None) -> None:
    # a meta value may be text, a number, true/false, null or a list of ids: a list of text fits none
    body = {"messages": [{"content": "hi", "meta": {"speaker": ["Caroline"]}}]}
    error = _error(api.post("/users/alice/ingest", key=key, json_body=body), 422, "validation_error")
    assert [f["field"] for f in error["fields"]] == ["messages[0].meta.speaker"]  # one entry, no union tags
    assert "valid string" in error["fields"][0]["message"] and "valid integer" in error["fields"][0]["message"]


def test_an_unexpected_failure_is_a_generic_500_in_the_error_shape(
    client: Client, key: str, end_user: User, monkeypatch: Any
) -> None:
    def explode(**kwargs: Any) -> None:
        raise RuntimeError("database exploded with secret details")

    monkeypatch.setattr("apps.api.sessions.session_create", explode)
    client.raise_request_exception = False
    response = Api(client).post("/users/alice/sessions", key=key, json_body={})
    error = _error(response, 500, "internal_error")
    assert "secret details" not in response.text and "request id" in error["message"]


def test_an_answer_django_gives_before_the_api_is_reached_is_in_the_error_shape_too(key: str) -> None:
    # an unknown Host header is refused by Django itself (DisallowedHost), with an HTML 400 page
    client = Client(raise_request_exception=False)
    response = client.get(
        "/api/v1/whoami", secure=True, headers={"Authorization": f"Bearer {key}", "Host": "evil.example"}
    )
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")
    assert json.loads(response.content) == {
        "error": {"code": "bad_request", "message": "The request is not valid.", "fields": []}
    }


def test_a_bad_key_of_an_object_is_named_without_pydantic_s_key_marker(api: Api, key: str, unchanged: None) -> None:
    # pydantic locates a dict key's error as (..., "nope", "[key]"): "params.half_life_days.nope.[key]"
    body = {"user": "alice", "message": "x", "params": {"half_life_days": {"nope": 1}}}
    unknown = _error(api.post("/chat", key=key, json_body=body), 422, "validation_error")
    assert [f["field"] for f in unknown["fields"]] == ["params.half_life_days.nope"]
    assert unknown["fields"][0]["message"].startswith("this key: ")
    blank_key = {"summary": "x", "facts": {"": "v"}}
    empty = _error(api.post("/users/alice/memories", key=key, json_body=blank_key), 422, "validation_error")
    assert empty["fields"] == [{"field": 'facts.""', "message": "this key: must not be empty"}]
