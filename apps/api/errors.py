"""One error shape for every API response that is not a success:

    {"error": {"code": "not_found", "message": "No such memory", "fields": []}}

``fields`` lists per-field problems (validation errors); it is empty otherwise. Every status the
API uses has an exception here and a documented schema with an example (see docs/api.md).
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, HttpResponse
from ninja import NinjaAPI, Schema
from ninja.errors import AuthenticationError, HttpError, Throttled
from ninja.errors import ValidationError as NinjaValidationError
from pydantic import ConfigDict

from apps.api.fields import PATTERN_MESSAGES
from apps.chat.services import ChatInputError
from apps.core.jsonbody import JsonTooDeep
from apps.memory.guard import SecretRefused

log = logging.getLogger(__name__)


class ApiError(Exception):
    status = 400
    code = "bad_request"
    default_message = "The request is not valid."

    def __init__(
        self,
        message: str | None = None,
        *,
        code: str | None = None,
        fields: list[dict[str, str]] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.message = message or self.default_message
        self.code = code or self.code
        self.fields = fields or []
        self.headers = headers or {}
        super().__init__(self.message)


class BadRequest(ApiError):
    status, code, default_message = 400, "bad_request", "The request is not valid."


class InvalidCursor(ApiError):
    status, code, default_message = (
        400,
        "invalid_cursor",
        "The cursor is not valid for this list; start again without one.",
    )


class Unauthorized(ApiError):
    status, code = 401, "unauthorized"
    default_message = "Send an API key as 'Authorization: Bearer mh_<prefix>_<secret>' or log in."


class Forbidden(ApiError):
    status, code, default_message = 403, "forbidden", "This credential may not do that."


class NotFound(ApiError):
    status, code, default_message = 404, "not_found", "Not found."


class Conflict(ApiError):
    status, code, default_message = 409, "conflict", "The object is not in a state that allows this."


class PayloadTooLarge(ApiError):
    status, code, default_message = 413, "payload_too_large", "The request body is too large."


class Unprocessable(ApiError):
    status, code, default_message = 422, "validation_error", "The request has invalid fields."


class RateLimited(ApiError):
    status, code, default_message = 429, "rate_limited", "Too many requests for this key; retry later."


class Unavailable(ApiError):
    status, code, default_message = 503, "unavailable", "A service this request needs is unavailable; retry later."


# The database cannot be reached (stopped, restarting, out of connections) or gave up on a
# statement: nothing was written, and the same request may succeed shortly.
DATABASE_DOWN = (OperationalError, InterfaceError)
RETRY_AFTER_SECONDS = 5
# (a connection lost during a commit may have committed it: only an Idempotency-Key makes the retry safe)
DATABASE_DOWN_MESSAGE = (
    "The database is unavailable. Retry in a few seconds, with the same Idempotency-Key for a chat turn or an ingest."
)


# --- schemas -------------------------------------------------------------------------------------


class ErrorField(Schema):
    field: str
    message: str


class ErrorBody(Schema):
    code: str
    message: str
    fields: list[ErrorField] = []


class ErrorOut(Schema):
    error: ErrorBody


def _example(code: str, message: str, fields: list[dict[str, str]] | None = None) -> ConfigDict:
    example: dict[str, Any] = {"error": {"code": code, "message": message, "fields": fields or []}}
    return ConfigDict(json_schema_extra={"examples": [example]})


class BadRequestOut(ErrorOut):
    """400: the body is not JSON, or a cursor is invalid."""

    model_config = _example("invalid_json", "The request body is not valid JSON.")


class UnauthorizedOut(ErrorOut):
    """401: no credential, or an unknown, revoked or expired key."""

    model_config = _example("unauthorized", "This API key has been revoked.")


class ForbiddenOut(ErrorOut):
    """403: the key lacks the scope this endpoint needs."""

    model_config = _example("forbidden", "This endpoint needs the 'write' scope; the key has: read.")


class NotFoundOut(ErrorOut):
    """404: no such object for this caller (other tenants' objects are always 404)."""

    model_config = _example(
        "user_not_found", "No end user 'alice' in this workspace. Create it with PUT /api/v1/users/alice."
    )


class ConflictOut(ErrorOut):
    """409: the object's state does not allow the change."""

    model_config = _example("conflict", "Memory 42 is not pending; only pending memories can be confirmed or rejected.")


class PayloadTooLargeOut(ErrorOut):
    """413: the body is larger than the limit."""

    model_config = _example("payload_too_large", "The request body is 2097152 bytes; the limit is 1048576.")


class ValidationOut(ErrorOut):
    """422: fields of the request are invalid."""

    model_config = _example(
        "validation_error", "The request has invalid fields.", [{"field": "message", "message": "must not be empty"}]
    )


class RateLimitedOut(ErrorOut):
    """429: too many requests in this window; see the Retry-After header."""

    model_config = _example("rate_limited", "Rate limit of 600 requests per 60 s reached; retry in 12 s.")


class UnavailableOut(ErrorOut):
    """503: a dependency (e.g. Redis during an erasure) is unavailable."""

    model_config = _example("unavailable", "A service this request needs is unavailable; retry later.")


ERROR_SCHEMAS: dict[int, type[ErrorOut]] = {
    400: BadRequestOut,
    401: UnauthorizedOut,
    403: ForbiddenOut,
    404: NotFoundOut,
    409: ConflictOut,
    413: PayloadTooLargeOut,
    422: ValidationOut,
    429: RateLimitedOut,
    503: UnavailableOut,
}
# Every authenticated operation can answer these.
BASE_ERRORS = (401, 403, 404, 422, 429)
BODY_ERRORS = (400, 413)


def responses(ok: dict[int, Any], *extra: int, body: bool = False) -> dict[int, Any]:
    """An operation's ``response=`` mapping: its success schemas plus the documented error schemas."""
    statuses = set(BASE_ERRORS) | set(extra) | (set(BODY_ERRORS) if body else set())
    return {**ok, **{status: ERROR_SCHEMAS[status] for status in sorted(statuses)}}


# --- rendering -----------------------------------------------------------------------------------


def error_payload(code: str, message: str, fields: list[dict[str, str]] | None = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "fields": fields or []}}


def error_response(status: int, code: str, message: str, fields: list[dict[str, str]] | None = None) -> HttpResponse:
    """A JSON error response outside ninja (e.g. the catch-all 404 for unknown API paths)."""
    body = json.dumps(error_payload(code, message, fields), ensure_ascii=False)
    return HttpResponse(body, status=status, content_type="application/json; charset=utf-8")


_UNION_TAGS = re.compile(
    r"(?:constrained-|lax-|strict-)?(?:str|int|float|bool|none|list|dict)(?:\[.*\])?|(?:function|json)-[a-z-]+\[.*\]"
)


def _is_union_tag(part: Any) -> bool:
    return isinstance(part, str) and _UNION_TAGS.fullmatch(part) is not None


def field_path(loc: tuple[Any, ...] | list[Any]) -> str:
    """('body', 'payload', 'messages', 0, 'content') → 'messages[0].content'."""
    parts = list(loc)
    if parts and parts[0] in ("body", "query", "path", "header", "cookie"):
        source = parts.pop(0)
        if source == "body" and parts and parts[0] == "payload":
            parts.pop(0)
    # pydantic names the union member that failed ('meta.speaker.constrained-str', and inside a
    # list member 'meta.speaker.list[constrained-int].0'): the error is the union's field's
    tag = next((i for i, part in enumerate(parts) if i > 0 and _is_union_tag(part)), None)
    if tag is not None:
        del parts[tag:]
    # pydantic marks an error in a dict's key with a "[key]" part after it: the message says so
    parts = [part for part in parts if part != _KEY_MARKER]
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += ("." if text else "") + (str(part) or '""')
    return text or "body"


_KEY_MARKER = "[key]"


def error_fields(errors: Any, limit: int = 50) -> list[dict[str, str]]:
    """One ``{"field", "message"}`` per field, in the order pydantic reports them. A value that
    fits none of a union's types yields an error per type on the same field: they become one entry
    that lists what would have been accepted."""
    merged: dict[str, list[str]] = {}
    for error in errors:
        loc = error.get("loc", ())
        messages = merged.setdefault(field_path(loc), [])
        message = validation_message(error)
        if _KEY_MARKER in loc:
            message = f"this key: {message}"
        if message not in messages:
            messages.append(message)
    return [{"field": field, "message": " or ".join(messages)} for field, messages in list(merged.items())[:limit]]


def validation_message(error: Any) -> str:
    kind = error.get("type", "")
    if kind == "extra_forbidden":
        return "is not a known field"
    if kind == "missing":
        return "is required"
    ctx = error.get("ctx") or {}
    if kind == "string_pattern_mismatch" and ctx.get("pattern") in PATTERN_MESSAGES:
        return PATTERN_MESSAGES[ctx["pattern"]]
    if kind == "string_too_long":
        return f"must be at most {ctx.get('max_length')} characters"
    if kind == "string_too_short":
        return (
            "must not be empty"
            if ctx.get("min_length") == 1
            else f"must be at least {ctx.get('min_length')} characters"
        )
    message = str(error.get("msg", "is invalid"))
    return message.removeprefix("Value error, ")


def install_error_handlers(api: NinjaAPI) -> None:
    """Replace ninja's handlers so that every failure has the one documented shape."""

    def render(
        request: HttpRequest, status: int, code: str, message: str, fields: list[dict[str, str]] | None = None
    ) -> HttpResponse:
        return api.create_response(request, error_payload(code, message, fields), status=status)

    @api.exception_handler(ApiError)
    def on_api_error(request: HttpRequest, exc: ApiError) -> HttpResponse:
        response = render(request, exc.status, exc.code, exc.message, exc.fields)
        for name, value in exc.headers.items():
            response[name] = value
        return response

    @api.exception_handler(NinjaValidationError)
    def on_validation_error(request: HttpRequest, exc: NinjaValidationError) -> HttpResponse:
        fields = error_fields(exc.errors)
        return render(request, 422, "validation_error", "The request has invalid fields.", fields)

    @api.exception_handler(ChatInputError)
    def on_chat_input(request: HttpRequest, exc: ChatInputError) -> HttpResponse:
        return render(
            request,
            422,
            "validation_error",
            f"{exc.field} {exc.message}",
            [{"field": exc.field, "message": exc.message}],
        )

    @api.exception_handler(SecretRefused)
    def on_secret(request: HttpRequest, exc: SecretRefused) -> HttpResponse:
        fields = [
            {"field": found["field"], "message": f"contains {', '.join(found['kinds'])}; secrets are never stored"}
            for found in exc.fields
        ]
        return render(
            request, 422, "contains_secret", "The memory contains a secret, which memoryhub never stores.", fields
        )

    @api.exception_handler(Http404)
    def on_404(request: HttpRequest, exc: Http404) -> HttpResponse:
        message = str(exc) if exc.args and str(exc).startswith("No such") else "Not found."
        return render(request, 404, "not_found", message)

    @api.exception_handler(RequestDataTooBig)
    def on_too_big(request: HttpRequest, exc: RequestDataTooBig) -> HttpResponse:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return render(request, 413, "payload_too_large", f"The request body is larger than the limit of {limit} bytes.")

    @api.exception_handler(HttpError)
    def on_http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
        if isinstance(exc, AuthenticationError):
            return render(request, 401, Unauthorized.code, Unauthorized.default_message)
        if isinstance(exc, Throttled):
            return render(request, 429, RateLimited.code, RateLimited.default_message)
        if exc.status_code == 400 and isinstance(exc.__cause__, JsonTooDeep):
            return render(request, 400, "invalid_json", f"The request body is not accepted: {exc.__cause__}")
        if exc.status_code == 400 and isinstance(exc.__cause__, ValueError):
            # ninja wraps json.JSONDecodeError / UnicodeDecodeError from parsing the body
            return render(request, 400, "invalid_json", "The request body is not valid JSON (UTF-8).")
        if exc.status_code == 403:
            return render(request, 403, "forbidden", str(exc))
        return render(request, exc.status_code, "bad_request" if exc.status_code < 500 else "internal_error", str(exc))

    @api.exception_handler(Exception)
    def on_anything_else(request: HttpRequest, exc: Exception) -> HttpResponse:
        if isinstance(exc, DATABASE_DOWN):
            log.warning("API: database unavailable (%s)", type(exc).__name__)
            response = render(request, 503, Unavailable.code, DATABASE_DOWN_MESSAGE)
            response["Retry-After"] = str(RETRY_AFTER_SECONDS)
            return response
        request_id = getattr(request, "request_id", "")
        log.exception("API error (request %s)", request_id)
        return render(request, 500, "internal_error", f"Something went wrong on our side (request id {request_id}).")
