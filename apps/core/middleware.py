from __future__ import annotations

import re
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from apps.memory.contacts import has_contact
from apps.memory.guard import scan

_VALID_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def _client_id_ok(incoming: str) -> bool:
    """A client's X-Request-ID is kept if well formed and the guard finds no secret or phone
    number in it: the id is written to the append-only audit log and an erasure's receipt, which
    must not become a way to store one for good."""
    return bool(_VALID_REQUEST_ID.match(incoming)) and not has_contact(incoming) and not scan(incoming).redacted


class RequestIdMiddleware:
    """Gives every request an id (or keeps a well-formed X-Request-ID) for logs and audit events."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        incoming = request.headers.get("X-Request-ID", "")
        request_id = incoming if _client_id_ok(incoming) else uuid.uuid4().hex
        request.request_id = request_id  # type: ignore[attr-defined]
        response = self.get_response(request)
        response["X-Request-ID"] = request_id
        return response


CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)


class ContentSecurityPolicyMiddleware:
    """No inline scripts or styles, nothing from another origin (htmx is served from /static)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        # The API's interactive docs load their own assets; they live under /api/ only.
        if not request.path.startswith(("/api/v1/docs", "/api/audit/")):
            response.setdefault("Content-Security-Policy", CSP)
        return response
