"""Every answer under /api/v1/ is in the API's one error shape, including the ones django-ninja
leaves to Django: a method the path does not take (405, with ``Allow``), and any other error page
Django renders before the API is reached (an unknown Host header is a 400 from Django itself).
(CSRF is ninja's own ``csrf_failed`` for its views, and the catch-all for unknown paths is exempt:
it changes nothing.)"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from apps.api.errors import (
    ApiError,
    BadRequest,
    Forbidden,
    NotFound,
    PayloadTooLarge,
    RateLimited,
    Unauthorized,
    Unavailable,
    error_response,
)

API_PREFIX = "/api/v1/"

_NOT_ALLOWED = "This endpoint does not take {method}; it takes {allowed}."
_BY_STATUS: dict[int, type[ApiError]] = {
    error.status: error
    for error in (BadRequest, Unauthorized, Forbidden, NotFound, PayloadTooLarge, RateLimited, Unavailable)
}


class ApiErrorShapeMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.path.startswith(API_PREFIX) or response.status_code < 400:
            return response
        if response.get("Content-Type", "").startswith("application/json"):
            return response  # already the API's own answer
        if response.status_code != 405:
            return _shaped(response)
        allowed = response.get("Allow", "")
        shaped = error_response(
            405, "method_not_allowed", _NOT_ALLOWED.format(method=request.method, allowed=allowed or "no method")
        )
        if allowed:
            shaped["Allow"] = allowed
        return shaped


def _shaped(response: HttpResponse) -> HttpResponse:
    """An error page Django rendered (HTML or text) as the API's error: same status, same
    Retry-After, the documented code and message for the status, nothing of the page."""
    status = response.status_code
    known = _BY_STATUS.get(status)
    if known is not None:
        shaped = error_response(status, known.code, known.default_message)
    elif status >= 500:
        shaped = error_response(status, "internal_error", "The server failed to answer; retry later.")
    else:
        shaped = error_response(status, "bad_request", BadRequest.default_message)
    if response.has_header("Retry-After"):
        shaped["Retry-After"] = response["Retry-After"]
    return shaped
