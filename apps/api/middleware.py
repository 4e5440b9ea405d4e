"""Every answer under /api/v1/ is in the API's one error shape, including the few Django makes
before or around django-ninja: a method the path does not take (405, with ``Allow``) and a CSRF
refusal (403) for a session-authenticated write."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from apps.api.errors import error_response

API_PREFIX = "/api/v1/"

_SHAPED: dict[int, tuple[str, str]] = {
    403: ("csrf_failed", "CSRF check failed: send the X-CSRFToken header with the session cookie."),
    405: ("method_not_allowed", "This endpoint does not take {method}; it takes {allowed}."),
}


class ApiErrorShapeMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.path.startswith(API_PREFIX) or response.status_code not in _SHAPED:
            return response
        if response.get("Content-Type", "").startswith("application/json"):
            return response  # already the API's own answer
        code, message = _SHAPED[response.status_code]
        allowed = response.get("Allow", "")
        shaped = error_response(
            response.status_code, code, message.format(method=request.method, allowed=allowed or "no method")
        )
        if allowed:
            shaped["Allow"] = allowed
        return shaped
