"""Request types and the one rendering helper every dashboard page uses.

A page is one template with named partials (``{% partialdef %}``); an htmx request gets only the
partial the view names, a normal request the whole page. Both vary on ``HX-Request`` so a cache
never serves one for the other.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django_htmx.middleware import HtmxDetails

from apps.accounts.models import User


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails
    request_id: str


class AuthedRequest(HtmxHttpRequest):
    """A request behind ``login_required``: ``user`` is a real account."""

    user: User  # type: ignore[assignment]


def render_page(
    request: HtmxHttpRequest,
    template: str,
    context: dict[str, Any],
    *,
    partial: str | None = None,
    status: int = 200,
) -> HttpResponse:
    """The whole ``template`` or, for an htmx request, only its ``partial``."""
    # htmx restoring history after "back" asks for the whole page, not the fragment.
    restoring = request.headers.get("HX-History-Restore-Request") == "true"
    name = f"{template}#{partial}" if partial and request.htmx and not restoring else template
    response = render(request, name, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def request_id(request: HttpRequest) -> str:
    return str(getattr(request, "request_id", ""))
