"""Every answer under /api/v1/ is in the API's one error shape, including the one django-ninja
leaves to Django: a method the path does not take (405, with ``Allow``). (CSRF is ninja's own
``csrf_failed`` for its views, and the catch-all for unknown paths is exempt: it changes nothing.)"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from apps.api.errors import error_response

API_PREFIX = "/api/v1/"

_NOT_ALLOWED = "This endpoint does not take {method}; it takes {allowed}."


class ApiErrorShapeMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.path.startswith(API_PREFIX) or response.status_code != 405:
            return response
        if response.get("Content-Type", "").startswith("application/json"):
            return response  # already the API's own answer
        allowed = response.get("Allow", "")
        shaped = error_response(405, "method_not_allowed", _NOT_ALLOWED.format(method=request.method, allowed=allowed or "no method"))
        if allowed:
            shaped["Allow"] = allowed
        return shaped
