"""Server-sent events, as the agent API's and the dashboard's chat streams send them."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from django.http import StreamingHttpResponse


def sse_event(name: str, data: Any) -> bytes:
    """One event: its name and a line of JSON (non-ASCII kept as written)."""
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False, default=str)}\n\n".encode()


def sse_response(events: Iterable[bytes]) -> StreamingHttpResponse:
    """A streamed response of ``events`` that neither the browser nor a proxy buffers or caches."""
    response = StreamingHttpResponse(events, content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response
