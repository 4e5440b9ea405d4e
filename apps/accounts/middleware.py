"""The dashboard in the language stored on the account, in whatever browser the person logs in."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import translation


def account_language(code: str) -> str | None:
    """The interface language for a stored code (``zh`` → ``zh-hans``), or None when the
    dashboard has no such language."""
    if not code:
        return None
    try:
        return translation.get_supported_language_variant(code.lower())
    except LookupError:
        return None


class AccountLanguageMiddleware:
    """After ``AuthenticationMiddleware``: a signed-in person whose account has a language gets
    the dashboard in it, overriding the browser's cookie and Accept-Language (``LocaleMiddleware``
    chose from those before the user was known). The browser's language cookie is brought in line,
    so the pages after logging out stay in that language. The API (``/api/``) is left alone: it
    answers in English and must not load the session's user for a request made with a key."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        language = None
        if settings.SESSION_COOKIE_NAME in request.COOKIES and not request.path.startswith("/api/"):
            user = getattr(request, "user", None)
            if user is not None and user.is_authenticated:
                language = account_language(getattr(user, "language", ""))
        if language and language != translation.get_language():
            translation.activate(language)
            request.LANGUAGE_CODE = language  # type: ignore[attr-defined]
        response = self.get_response(request)
        # the language switch sets the cookie itself (and the account) in this very response
        chosen_now = settings.LANGUAGE_COOKIE_NAME in response.cookies
        if language and not chosen_now and request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME) != language:
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME,
                language,
                max_age=settings.LANGUAGE_COOKIE_AGE,
                path=settings.LANGUAGE_COOKIE_PATH,
                domain=settings.LANGUAGE_COOKIE_DOMAIN,
                secure=settings.LANGUAGE_COOKIE_SECURE,
                httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
                samesite=settings.LANGUAGE_COOKIE_SAMESITE,
            )
        return response
