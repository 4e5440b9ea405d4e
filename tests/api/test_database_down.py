"""The database stops while people use the service: every API answer is 503 ``unavailable`` with
Retry-After, the dashboard shows a readable page, /healthz names the database, and the next request
after it returns succeeds without restarting anything. The outage is real: the connection is pointed
at a PostgreSQL port where nothing listens, so psycopg fails to connect exactly as it does when the
server is stopped."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from django.db import connections
from django.test import Client

from apps.accounts.models import User, Workspace
from apps.chat.models import Message
from tests.api.conftest import Api

pytestmark = pytest.mark.django_db(transaction=True)


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])  # released on exit: nothing listens there


@contextmanager
def database_stopped() -> Iterator[None]:
    connection = connections["default"]
    saved = dict(connection.settings_dict)
    connection.close()
    connection.settings_dict.update(HOST="127.0.0.1", PORT=str(_closed_port()))
    try:
        yield
    finally:
        connection.close()
        connection.settings_dict.clear()
        connection.settings_dict.update(saved)


def test_every_api_answer_is_503_unavailable_with_retry_after_and_recovers(
    api: Api, key: str, workspace: Workspace
) -> None:
    User.objects.create(workspace=workspace, external_id="alice", username="ws-alice")
    assert api.get("/users/alice/memories", key=key).status == 200

    with database_stopped():
        answers = [
            api.get("/users/alice/memories", key=key),
            api.post(
                "/users/alice/ingest", key=key, json_body={"messages": [{"role": "user", "content": "I live in Oslo."}]}
            ),
        ]

    for answer in answers:
        assert answer.status == 503, answer.text
        assert answer.body["error"]["code"] == "unavailable"
        assert "database" in answer.body["error"]["message"]
        assert int(answer.headers["Retry-After"]) > 0
    # the database is back: the next request succeeds, and the refused ingest wrote nothing
    after = api.get("/users/alice/memories", key=key)
    assert after.status == 200 and after.body["items"] == []
    assert not Message.objects.filter(session__user__external_id="alice").exists()


def test_the_dashboard_shows_a_readable_page_in_the_person_s_language(workspace: Workspace) -> None:
    browser = Client(raise_request_exception=False)
    browser.force_login(User.objects.create(workspace=workspace, external_id="bob", username="ws-bob"))
    with database_stopped():
        english = browser.get("/", secure=True, headers={"accept-language": "en"})
        chinese = browser.get("/", secure=True, headers={"accept-language": "zh-hans"})

    assert english.status_code == 503 and english["Retry-After"]
    assert "temporarily unavailable" in english.content.decode()
    assert chinese.status_code == 503
    assert "暂时无法使用" in chinese.content.decode()


def test_healthz_names_the_database(db: Any, client: Client) -> None:
    with database_stopped():
        response = client.get("/healthz", secure=True)

    assert response.status_code == 503
    assert "database" in response.json()["failing"]
