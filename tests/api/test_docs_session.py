"""/api/v1/docs "Try it out" with a logged-in session: the page hands Swagger UI the CSRF token
(ninja's swagger-ui-init.js sends it as X-CSRFToken on every request), so a session's POST made
the way the docs make it succeeds, and the same POST without the token is still refused."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from apps.accounts.models import User
from apps.memory.models import MemoryEntry
from tests.api.conftest import Api

pytestmark = pytest.mark.django_db


def docs_page(client: Client) -> str:
    response = client.get("/api/v1/docs", secure=True)
    assert response.status_code == 200
    return response.content.decode()


def test_the_docs_page_hands_swagger_the_csrf_token(owner: User) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    html = docs_page(client)
    assert 'data-api-csrf="true"' in html and "ninja/swagger-ui-init.js" in html
    assert re.search(r'data-csrf-token="[A-Za-z0-9]{64}"', html)
    assert "csrftoken" in client.cookies  # rendering the token sets the cookie it is checked against


def test_a_session_post_made_as_the_docs_make_it_succeeds_and_fails_without_the_token(
    owner: User, end_user: User
) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    token = re.search(r'data-csrf-token="([^"]+)"', docs_page(client)).group(1)  # type: ignore[union-attr]
    api = Api(client)
    body = {"summary": "Alice likes green tea"}
    # what swagger-ui-init.js's requestInterceptor adds; the browser sends the cookie and, over
    # HTTPS, the Referer Django's CSRF check wants
    docs_headers = {"X-CSRFToken": token, "Referer": "https://testserver/api/v1/docs"}
    accepted = api.post("/users/alice/memories", json_body=body, headers=docs_headers)
    assert accepted.status == 201, accepted.body
    refused = api.post("/users/alice/memories", json_body=body, headers={"Referer": docs_headers["Referer"]})
    assert refused.status == 403 and refused.body["error"]["code"] == "csrf_failed"
    forged = api.post("/users/alice/memories", json_body=body, headers={**docs_headers, "X-CSRFToken": "x" * 64})
    assert forged.status == 403 and forged.body["error"]["code"] == "csrf_failed"
    assert MemoryEntry.objects.filter(user=end_user).count() == 1


def test_an_api_key_from_the_docs_needs_no_token(write_key: str, end_user: User) -> None:
    client = Client(enforce_csrf_checks=True)
    docs_page(client)
    created = Api(client).post("/users/alice/memories", json_body={"summary": "Alice likes green tea"}, key=write_key)
    assert created.status == 201
