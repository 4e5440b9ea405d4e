"""Project-level error views: the one place that sees failures outside any app's own handling."""

from __future__ import annotations

import sys

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views import defaults

from apps.api.errors import DATABASE_DOWN, DATABASE_DOWN_MESSAGE, RETRY_AFTER_SECONDS, error_response
from apps.api.middleware import API_PREFIX


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: a database that cannot be reached is a 503 that says so (JSON in the API's error
    shape under /api/, a readable page elsewhere, with Retry-After), not an internal error; every
    other failure is Django's 500."""
    if isinstance(sys.exc_info()[1], DATABASE_DOWN):
        return unavailable(request)
    return defaults.server_error(request)


def unavailable(request: HttpRequest) -> HttpResponse:
    if request.path.startswith((API_PREFIX, "/api/")):
        response = error_response(503, "unavailable", DATABASE_DOWN_MESSAGE)
    else:
        # no base template: it would ask the database who is signed in
        response = render(request, "503.html", {"retry_after": RETRY_AFTER_SECONDS}, status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response
