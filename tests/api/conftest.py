"""API test helpers: keys of every kind, a JSON client, and canary data in the other tenants."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from django.core import signals
from django.core.handlers.wsgi import WSGIHandler
from django.db import close_old_connections
from django.test import Client
from django.utils import timezone

from apps.accounts.models import ApiKey, User, Workspace
from apps.accounts.services import api_key_create, api_key_revoke
from apps.chat.services import session_create
from apps.memory.services import memory_create

ALL = ("read", "write", "admin")


@dataclass
class Response:
    status: int
    body: Any
    text: str
    headers: dict[str, str]


class Api:
    """``api.get("/users/alice/memories", key=token)`` → Response with the decoded JSON body."""

    def __init__(self, client: Client) -> None:
        self.client = client

    def call(
        self,
        method: str,
        path: str,
        *,
        key: str | None = None,
        json_body: Any = None,
        raw: bytes | str | None = None,
        query: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> Response:
        url = path if path.startswith("/api/") else "/api/v1" + path
        extra: dict[str, Any] = dict(headers or {})
        if key is not None:
            extra["Authorization"] = f"Bearer {key}"
        data: Any = raw if raw is not None else (json.dumps(json_body) if json_body is not None else None)
        kwargs: dict[str, Any] = {"headers": extra, "secure": True}
        if method == "get":
            response = self.client.get(url, query or {}, **kwargs)
        else:
            if query:
                from urllib.parse import urlencode

                url += "?" + urlencode(query)
            if data is not None:
                kwargs["data"] = data
            response = getattr(self.client, method)(url, content_type="application/json", **kwargs)
        if getattr(response, "streaming", False):
            text = b"".join(response.streaming_content).decode()  # type: ignore[attr-defined]
        else:
            text = response.content.decode()
        try:
            body = json.loads(text) if text else None
        except ValueError:
            body = None
        return Response(response.status_code, body, text, dict(response.items()))

    def get(self, path: str, **kw: Any) -> Response:
        return self.call("get", path, **kw)

    def post(self, path: str, **kw: Any) -> Response:
        return self.call("post", path, **kw)

    def put(self, path: str, **kw: Any) -> Response:
        return self.call("put", path, **kw)

    def patch(self, path: str, **kw: Any) -> Response:
        return self.call("patch", path, **kw)

    def delete(self, path: str, **kw: Any) -> Response:
        return self.call("delete", path, **kw)


@pytest.fixture(autouse=True)
def fast_setup(settings: Any) -> None:
    """The API tests check contracts, not retrieval quality or password storage: the fast local
    embedder (USE, ~15 ms a text, instead of multilingual-e5's 20–250 ms) and a fast password
    hasher for the people the shared fixtures create."""
    settings.EMBEDDING_PROVIDER = "use"
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@contextmanager
def keeping_the_connection() -> Iterator[None]:
    """Like the test client does: requests through the WSGI handler must see the test's
    transaction, so the handler must not close the database connection after each request."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


@pytest.fixture
def wsgi_app(db: Any) -> Iterator[WSGIHandler]:
    """The app as a WSGI callable for in-process HTTP clients (httpx, schemathesis)."""
    with keeping_the_connection():
        yield WSGIHandler()


# Production runs behind a TLS proxy (SECURE_PROXY_SSL_HEADER): without this header every
# request would be redirected to https.
BEHIND_TLS = {"X-Forwarded-Proto": "https"}


@pytest.fixture
def api(client: Client) -> Api:
    return Api(client)


@pytest.fixture
def make_key(db: Any) -> Callable[..., str]:
    def make(workspace: Workspace, scopes: tuple[str, ...] = ALL, **kw: Any) -> str:
        return api_key_create(workspace=workspace, name="test", scopes=scopes, **kw).token

    return make


@pytest.fixture
def key(workspace: Workspace, make_key: Callable[..., str]) -> str:
    """The workspace's key with every scope."""
    return make_key(workspace)


@pytest.fixture
def other_key(other_workspace: Workspace, make_key: Callable[..., str]) -> str:
    return make_key(other_workspace)


@pytest.fixture
def read_key(workspace: Workspace, make_key: Callable[..., str]) -> str:
    return make_key(workspace, ("read",))


@pytest.fixture
def write_key(workspace: Workspace, make_key: Callable[..., str]) -> str:
    return make_key(workspace, ("read", "write"))


@pytest.fixture
def revoked_key(workspace: Workspace, make_key: Callable[..., str]) -> str:
    token = make_key(workspace)
    api_key_revoke(api_key=ApiKey.objects.get(prefix=token.split("_")[1]))
    return token


@pytest.fixture
def expired_key(workspace: Workspace, make_key: Callable[..., str]) -> str:
    token = make_key(workspace, expires_at=timezone.now() + timedelta(seconds=5))
    ApiKey.objects.filter(prefix=token.split("_")[1]).update(expires_at=timezone.now() - timedelta(seconds=1))
    return token


CANARY_OTHER_TENANT = "CANARY-globex-7f3a"
CANARY_OTHER_USER = "CANARY-bob-91c2"


@pytest.fixture
def outsider_data(outsider: User) -> dict[str, int]:
    """Objects of another workspace's user, with canary text that must never appear in a response."""
    session = session_create(user=outsider, title=CANARY_OTHER_TENANT)
    memory = memory_create(user=outsider, summary=f"{CANARY_OTHER_TENANT} secret plan", actor="test", index=False)
    return {"session": session.pk, "memory": memory.pk}


@pytest.fixture
def bob_data(other_end_user: User) -> dict[str, int]:
    """Objects of another end user in the same workspace."""
    session = session_create(user=other_end_user, title=CANARY_OTHER_USER)
    memory = memory_create(user=other_end_user, summary=f"{CANARY_OTHER_USER} likes tea", actor="test", index=False)
    return {"session": session.pk, "memory": memory.pk}
