"""A small typed client for the memoryhub API (httpx).

    hub = MemoryHub("http://127.0.0.1:8000", api_key="mh_…")
    hub.ensure_user("alice")
    reply = hub.chat("alice", "Remember: I never want messages on weekends.")
    hub.wait_until_drained("alice")
    hub.memories.list("alice")["items"]

Every method maps to one endpoint; errors raise ``MemoryHubError`` with the API's error code.
"""

from __future__ import annotations

import builtins
import json
import time
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any, cast
from urllib.parse import quote

import httpx

from memoryhub_client.types import (
    ApiKey,
    ChatReply,
    Episode,
    ImportReport,
    IngestResult,
    Memory,
    MemoryVersion,
    Message,
    Page,
    PipelineStatus,
    RecallResult,
    Session,
    Settings,
    StreamEvent,
    UserInfo,
)

API_PREFIX = "/api/v1"


class MemoryHubError(Exception):
    """An error answer: ``status`` (HTTP), ``code`` (e.g. "user_not_found"), ``message``, ``fields``."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        fields: list[dict[str, str]] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.fields = fields or []
        self.retry_after = retry_after


def _user(user_id: str) -> str:
    return quote(user_id, safe="")


def _keyed(key: str | None) -> dict[str, str] | None:
    return {"Idempotency-Key": key} if key else None


def _clean(values: Mapping[str, Any]) -> dict[str, Any]:
    """Drop None values; render datetimes as ISO 8601 and booleans as the API's query form."""
    out: dict[str, Any] = {}
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, datetime):
            value = value.isoformat()
        out[key] = value
    return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


class MemoryHub:
    """A connection to one memoryhub workspace, authenticated by one API key."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 60.0,
        max_retries: int = 2,
        transport: httpx.BaseTransport | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        """``max_retries``: how often a 429 is retried after its Retry-After (0: never)."""
        self._http = httpx.Client(
            base_url=base_url.rstrip("/") + API_PREFIX,
            headers={"Authorization": f"Bearer {api_key}", "User-Agent": "memoryhub-client/1", **(headers or {})},
            timeout=timeout,
            transport=transport,
        )
        self.max_retries = max_retries
        self.memories = Memories(self)
        self.sessions = Sessions(self)
        self.episodes = Episodes(self)
        self.keys = Keys(self)

    # --- plumbing ---------------------------------------------------------------------------

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> MemoryHub:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request(
        self,
        method: str,
        path: str,
        *,
        json_body: Any = None,
        params: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> Any:
        """One call; returns the decoded JSON body, raises MemoryHubError for any error status."""
        attempt = 0
        while True:
            response = self._http.request(
                method,
                path,
                json=_jsonable(json_body) if json_body is not None else None,
                params=_clean(params or {}),
                headers=headers,
            )
            if response.status_code == 429 and attempt < self.max_retries:
                attempt += 1
                time.sleep(float(response.headers.get("Retry-After", "1")))
                continue
            return self._decode(response)

    @staticmethod
    def _decode(response: httpx.Response) -> Any:
        if response.status_code >= 400:
            try:
                error = response.json()["error"]
            except (ValueError, KeyError, TypeError):
                error = {"code": "http_error", "message": response.text[:200], "fields": []}
            retry = response.headers.get("Retry-After")
            raise MemoryHubError(
                response.status_code,
                error.get("code", ""),
                error.get("message", ""),
                error.get("fields"),
                float(retry) if retry else None,
            )
        return response.json() if response.content else None

    # --- people -------------------------------------------------------------------------------

    def ensure_user(self, user_id: str, *, language: str | None = None, memory_enabled: bool | None = None) -> UserInfo:
        """Create the end user ``user_id`` (your id for them) if absent; idempotent."""
        body = _clean({"language": language, "memory_enabled": memory_enabled})
        return cast(UserInfo, self.request("PUT", f"/users/{_user(user_id)}", json_body=body))

    def get_user(self, user_id: str) -> dict[str, Any]:
        return cast(dict[str, Any], self.request("GET", f"/users/{_user(user_id)}"))

    def erase_user(self, user_id: str) -> dict[str, Any]:
        """Erase the person and everything kept about them (admin scope); returns the receipt."""
        return cast(dict[str, Any], self.request("DELETE", f"/users/{_user(user_id)}"))

    def get_settings(self, user_id: str) -> Settings:
        return cast(Settings, self.request("GET", f"/users/{_user(user_id)}/settings"))

    def set_memory_enabled(self, user_id: str, enabled: bool) -> Settings:
        """Memory on/off for the person (off: nothing is read or written)."""
        return cast(
            Settings, self.request("PATCH", f"/users/{_user(user_id)}/settings", json_body={"memory_enabled": enabled})
        )

    def whoami(self) -> dict[str, Any]:
        return cast(dict[str, Any], self.request("GET", "/whoami"))

    # --- chat and recall ------------------------------------------------------------------------

    def _chat_body(
        self,
        user: str,
        message: str,
        session_id: int | None,
        memory: bool,
        temporary: bool,
        params: Mapping[str, Any] | None,
        working_budget_tokens: int | None,
        persona: str | None,
        language: str | None,
    ) -> dict[str, Any]:
        return _clean(
            {
                "user": user,
                "message": message,
                "session_id": session_id,
                "memory": memory,
                "temporary": temporary,
                "params": dict(params) if params else None,
                "working_budget_tokens": working_budget_tokens,
                "persona": persona,
                "language": language,
            }
        )

    def chat(
        self,
        user: str,
        message: str,
        *,
        session_id: int | None = None,
        memory: bool = True,
        temporary: bool = False,
        params: Mapping[str, Any] | None = None,
        working_budget_tokens: int | None = None,
        persona: str | None = None,
        language: str | None = None,
        idempotency_key: str | None = None,
    ) -> ChatReply:
        """One turn with memory. A new session is started when ``session_id`` is None. With
        ``idempotency_key`` (a new one per turn, e.g. ``uuid4().hex``) the same call may be retried
        after a 503 or a lost connection: a turn already stored is answered again (``replayed``)."""
        body = self._chat_body(
            user, message, session_id, memory, temporary, params, working_budget_tokens, persona, language
        )
        return cast(ChatReply, self.request("POST", "/chat", json_body=body, headers=_keyed(idempotency_key)))

    def chat_stream(
        self,
        user: str,
        message: str,
        *,
        session_id: int | None = None,
        memory: bool = True,
        temporary: bool = False,
        params: Mapping[str, Any] | None = None,
        working_budget_tokens: int | None = None,
        persona: str | None = None,
        language: str | None = None,
    ) -> Iterator[StreamEvent]:
        """The same turn as server-sent events: ``meta``, ``delta``… and ``done`` (or ``error``)."""
        body = self._chat_body(
            user, message, session_id, memory, temporary, params, working_budget_tokens, persona, language
        )
        with self._http.stream("POST", "/chat/stream", json=body) as response:
            if response.status_code >= 400:
                response.read()
                self._decode(response)
            event, data_lines = "message", cast(builtins.list[str], [])
            for line in response.iter_lines():
                if not line:
                    if data_lines:
                        yield cast(StreamEvent, {"event": event, "data": json.loads("\n".join(data_lines))})
                    event, data_lines = "message", []
                elif line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:"):
                    data_lines.append(line[5:].removeprefix(" "))
            if data_lines:
                yield cast(StreamEvent, {"event": event, "data": json.loads("\n".join(data_lines))})

    def recall(
        self,
        user: str,
        query: str,
        *,
        session_id: int | None = None,
        params: Mapping[str, Any] | None = None,
        language: str = "en",
    ) -> RecallResult:
        """What chat would recall for ``query``, with each factor of the score; no model call, no writes."""
        body = _clean(
            {"query": query, "session_id": session_id, "params": dict(params) if params else None, "language": language}
        )
        return cast(RecallResult, self.request("POST", f"/users/{_user(user)}/recall", json_body=body))

    def ingest(
        self,
        user: str,
        messages: Sequence[Mapping[str, Any]],
        *,
        session_id: int | None = None,
        title: str = "",
        temporary: bool = False,
        end_session: bool = False,
        idempotency_key: str | None = None,
    ) -> IngestResult:
        """Append past messages (``{"role", "content", "created_at", "meta"}``) without replies;
        ``idempotency_key`` as for ``chat``."""
        body = {
            "messages": [dict(m) for m in messages],
            "title": title,
            "temporary": temporary,
            "end_session": end_session,
            **({"session_id": session_id} if session_id is not None else {}),
        }
        return cast(
            IngestResult,
            self.request("POST", f"/users/{_user(user)}/ingest", json_body=body, headers=_keyed(idempotency_key)),
        )

    # --- the write pipeline -----------------------------------------------------------------------

    def pipeline(self, user: str) -> PipelineStatus:
        return cast(PipelineStatus, self.request("GET", f"/users/{_user(user)}/pipeline"))

    def wait_until_drained(self, user: str, *, timeout: float = 120.0, interval: float = 0.25) -> PipelineStatus:
        """Block until the extraction pipeline has finished everything queued for ``user``.

        Raises TimeoutError (with the last status) when ``timeout`` seconds pass first.
        """
        deadline = time.monotonic() + timeout
        while True:
            status = self.pipeline(user)
            if status["drained"]:
                return status
            if time.monotonic() >= deadline:
                raise TimeoutError(
                    f"pipeline for {user!r} not drained after {timeout:.0f}s: {status['open_jobs']} open jobs"
                )
            time.sleep(interval)

    # --- portability --------------------------------------------------------------------------

    def export_user(self, user: str) -> dict[str, Any]:
        """The person's whole memory as one ``memoryhub.export`` document (admin scope; audited)."""
        return cast(dict[str, Any], self.request("GET", f"/users/{_user(user)}/export"))

    def import_user(self, user: str, document: Mapping[str, Any], *, dry_run: bool = False) -> ImportReport:
        """Add what ``document`` holds and the person does not have yet; idempotent."""
        path = f"/users/{_user(user)}/import"
        return cast(
            ImportReport,
            self.request("POST", path, json_body=document, params={"dry_run": "true" if dry_run else None}),
        )


class _Part:
    def __init__(self, hub: MemoryHub) -> None:
        self._hub = hub

    def _pages(self, path: str, params: dict[str, Any]) -> Iterator[Any]:
        cursor: str | None = None
        while True:
            page = cast(Page, self._hub.request("GET", path, params={**params, "cursor": cursor}))
            yield from page["items"]
            cursor = page["next_cursor"]
            if not cursor:
                return


class Memories(_Part):
    """``hub.memories``: an end user's semantic memories."""

    def list(
        self,
        user: str,
        *,
        layer: str | None = None,
        type: str | None = None,
        status: str | None = None,
        enabled: bool | None = None,
        entity: str | None = None,
        text: str | None = None,
        created_after: datetime | None = None,
        created_before: datetime | None = None,
        limit: int = 20,
        cursor: str | None = None,
    ) -> Page:
        params = {
            "layer": layer, "type": type, "status": status, "entity": entity, "text": text,
            "enabled": None if enabled is None else str(enabled).lower(),
            "created_after": created_after, "created_before": created_before, "limit": limit, "cursor": cursor,
        }  # fmt: skip
        return cast(Page, self._hub.request("GET", f"/users/{_user(user)}/memories", params=params))

    def iterate(self, user: str, **filters: Any) -> Iterator[Memory]:
        """Every memory matching ``filters`` (the same as ``list``), following the cursors."""
        if "enabled" in filters and filters["enabled"] is not None:
            filters["enabled"] = str(filters["enabled"]).lower()
        yield from self._pages(f"/users/{_user(user)}/memories", {"limit": 100, **filters})

    def get(self, user: str, memory_id: int) -> Memory:
        return cast(Memory, self._hub.request("GET", f"/users/{_user(user)}/memories/{memory_id}"))

    def create(
        self,
        user: str,
        summary: str,
        *,
        type: str = "fact",
        facts: Mapping[str, str] | None = None,
        entity: str = "user",
        importance: int = 3,
        key: str = "",
    ) -> Memory:
        """ "Remember this": store a memory directly (secrets are refused)."""
        body = {
            "summary": summary,
            "type": type,
            "facts": dict(facts or {}),
            "entity": entity,
            "importance": importance,
            "key": key,
        }
        return cast(Memory, self._hub.request("POST", f"/users/{_user(user)}/memories", json_body=body))

    def update(
        self,
        user: str,
        memory_id: int,
        *,
        summary: str | None = None,
        facts: Mapping[str, str] | None = None,
        importance: int | None = None,
        enabled: bool | None = None,
    ) -> Memory:
        """Edit (a new version; the old one stays in the history) or switch on/off."""
        body = _clean(
            {
                "summary": summary,
                "facts": dict(facts) if facts is not None else None,
                "importance": importance,
                "enabled": enabled,
            }
        )
        return cast(Memory, self._hub.request("PATCH", f"/users/{_user(user)}/memories/{memory_id}", json_body=body))

    def delete(self, user: str, memory_id: int) -> dict[str, int]:
        result = self._hub.request("DELETE", f"/users/{_user(user)}/memories/{memory_id}")
        return cast(dict[str, int], result["deleted"])

    def delete_many(self, user: str, memory_ids: Sequence[int]) -> dict[str, int]:
        """All or nothing: one id that is not the user's and nothing is deleted (404)."""
        result = self._hub.request("POST", f"/users/{_user(user)}/memories/delete", json_body={"ids": list(memory_ids)})
        return cast(dict[str, int], result["deleted"])

    def history(self, user: str, memory_id: int) -> builtins.list[MemoryVersion]:
        result = self._hub.request("GET", f"/users/{_user(user)}/memories/{memory_id}/versions")
        return cast(builtins.list[MemoryVersion], result["items"])

    def restore(self, user: str, memory_id: int, version: int) -> Memory:
        path = f"/users/{_user(user)}/memories/{memory_id}/restore"
        return cast(Memory, self._hub.request("POST", path, json_body={"version": version}))

    def confirm(self, user: str, memory_id: int) -> Memory:
        """Accept a pending value; returns the memory that now holds it."""
        return cast(Memory, self._hub.request("POST", f"/users/{_user(user)}/memories/{memory_id}/confirm"))

    def reject(self, user: str, memory_id: int) -> None:
        self._hub.request("POST", f"/users/{_user(user)}/memories/{memory_id}/reject")


class Sessions(_Part):
    """``hub.sessions``: an end user's chat sessions and their messages."""

    def list(self, user: str, *, ended: bool | None = None, limit: int = 20, cursor: str | None = None) -> Page:
        params = {"ended": None if ended is None else str(ended).lower(), "limit": limit, "cursor": cursor}
        return cast(Page, self._hub.request("GET", f"/users/{_user(user)}/sessions", params=params))

    def iterate(self, user: str) -> Iterator[Session]:
        yield from self._pages(f"/users/{_user(user)}/sessions", {"limit": 100})

    def create(
        self, user: str, *, title: str = "", temporary: bool = False, started_at: datetime | None = None
    ) -> Session:
        body = _clean({"title": title, "temporary": temporary, "started_at": started_at})
        return cast(Session, self._hub.request("POST", f"/users/{_user(user)}/sessions", json_body=body))

    def get(self, user: str, session_id: int) -> Session:
        return cast(Session, self._hub.request("GET", f"/users/{_user(user)}/sessions/{session_id}"))

    def messages(self, user: str, session_id: int) -> Iterator[Message]:
        """Every message of the session, oldest first."""
        yield from self._pages(f"/users/{_user(user)}/sessions/{session_id}/messages", {"limit": 100})

    def end(self, user: str, session_id: int) -> Session:
        return cast(Session, self._hub.request("POST", f"/users/{_user(user)}/sessions/{session_id}/end"))


class Episodes(_Part):
    """``hub.episodes``: session summaries."""

    def list(self, user: str, *, limit: int = 20, cursor: str | None = None) -> Page:
        return cast(
            Page, self._hub.request("GET", f"/users/{_user(user)}/episodes", params={"limit": limit, "cursor": cursor})
        )

    def get(self, user: str, episode_id: int) -> Episode:
        return cast(Episode, self._hub.request("GET", f"/users/{_user(user)}/episodes/{episode_id}"))


class Keys(_Part):
    """``hub.keys``: the workspace's API keys (admin scope)."""

    def list(self) -> builtins.list[ApiKey]:
        return cast(builtins.list[ApiKey], self._hub.request("GET", "/keys")["items"])

    def create(self, name: str, scopes: Sequence[str], *, expires_at: datetime | None = None) -> tuple[ApiKey, str]:
        """A new key; returns (its description, the secret — shown only this once)."""
        result = self._hub.request(
            "POST", "/keys", json_body=_clean({"name": name, "scopes": list(scopes), "expires_at": expires_at})
        )
        return cast(ApiKey, result["key"]), cast(str, result["secret"])

    def revoke(self, prefix: str) -> ApiKey:
        return cast(ApiKey, self._hub.request("DELETE", f"/keys/{prefix}"))
