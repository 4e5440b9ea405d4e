"""Brute-force protection for signing in and for password-reset mail.

Sign-in: failed attempts are counted per account (the username as typed, case-folded) and per
client address — both under a keyed hash, so no username or address is stored — in fixed windows of ``LOGIN_WINDOW_SECONDS``. Once
either count reaches its limit, every attempt for that account or from that client is refused
until the window ends — the right password included, so guessing gains nothing. It is enforced
by the authentication backend (``LockoutBackend``, Django's with the check in front), so the
dashboard's sign-in page, the Django admin's and anything else that calls ``authenticate`` are
covered alike; when a sign-in fails, the forms say whether the account is now locked and for how long.

Password reset: at most ``RESET_PER_ADDRESS`` mails per e-mail address and ``RESET_PER_CLIENT``
requests per client in ``RESET_WINDOW_SECONDS``. Past the address limit no mail is sent but the
page looks the same (it must not reveal which addresses have accounts); past the client limit the
form says to wait.

The counters are the API's (``apps.core.ratelimit``): Redis when configured, else one table,
atomic across processes either way.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.signals import user_login_failed
from django.core.exceptions import PermissionDenied
from django.dispatch import receiver
from django.http import HttpRequest
from django.utils.crypto import salted_hmac

from apps.core.ratelimit import rate_limit_add, rate_limit_count, rate_limit_hit, window_retry_after


def login_limits() -> tuple[int, int, int]:
    """(failures per account, failures per client, window seconds); 0 turns a limit off."""
    return settings.LOGIN_FAILURES_PER_ACCOUNT, settings.LOGIN_FAILURES_PER_CLIENT, settings.LOGIN_WINDOW_SECONDS


def client_address(request: HttpRequest | None) -> str:
    """The client's address: REMOTE_ADDR, or behind ``TRUSTED_PROXY_COUNT`` proxies (a TLS proxy
    in front of gunicorn, whose address every request would otherwise share) the address the
    outermost of them saw, counted from the right of X-Forwarded-For. The entries to the left
    of it are whatever the client chose to send and are never read: trusting them would let an
    attacker pick a fresh "address" per guess."""
    if request is None:
        return ""
    hops = settings.TRUSTED_PROXY_COUNT
    if hops:
        forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        if len(forwarded) >= hops and forwarded[-hops]:
            return forwarded[-hops]
    return str(request.META.get("REMOTE_ADDR", ""))


def _digest(kind: str, value: str) -> str:
    """A keyed hash: the counters' names hold no username, e-mail or IP address, and cannot be
    reversed by hashing guesses without the secret key."""
    return salted_hmac(f"memoryhub.throttle.{kind}", value.strip().casefold()).hexdigest()[:32]


def _account_bucket(username: str) -> str:
    return f"login-fail:account:{_digest('account', username)}"


def _client_bucket(address: str) -> str:
    return f"login-fail:client:{_digest('client', address or 'unknown')}"


def login_locked_for(request: HttpRequest | None, username: str) -> int:
    """Seconds until sign-in for ``username`` from this client is allowed again; 0 when it is."""
    per_account, per_client, window = login_limits()
    account = rate_limit_count(_account_bucket(username), window=window) if username else 0
    client = rate_limit_count(_client_bucket(client_address(request)), window=window)
    if (per_account > 0 and account >= per_account) or (per_client > 0 and client >= per_client):
        return window_retry_after(window)
    return 0


class LockoutBackend(ModelBackend):
    """Django's username/password backend, refusing while the account or the client is locked out
    (PermissionDenied: no backend is asked further, and the failure is counted like any other)."""

    def authenticate(
        self, request: HttpRequest | None, username: str | None = None, password: str | None = None, **kwargs: Any
    ) -> Any:
        if login_locked_for(request, username or ""):
            raise PermissionDenied("too many failed sign-in attempts")
        return super().authenticate(request, username=username, password=password, **kwargs)


@receiver(user_login_failed, dispatch_uid="memoryhub-count-login-failures")
def count_login_failure(
    sender: Any, credentials: dict[str, Any], request: HttpRequest | None = None, **kwargs: Any
) -> None:
    _, _, window = login_limits()
    username = str(credentials.get("username") or "")
    if username:
        rate_limit_add(_account_bucket(username), window=window)
    rate_limit_add(_client_bucket(client_address(request)), window=window)


def reset_allowed(request: HttpRequest, email: str) -> tuple[bool, bool]:
    """(mail may be sent to this address, this client may ask again) — counting this request."""
    window = settings.RESET_WINDOW_SECONDS
    client_bucket = f"reset:client:{_digest('client', client_address(request) or 'unknown')}"
    client = rate_limit_hit(client_bucket, limit=settings.RESET_PER_CLIENT, window=window)
    if not client.allowed:
        return False, False
    address = rate_limit_hit(
        f"reset:address:{_digest('email', email)}", limit=settings.RESET_PER_ADDRESS, window=window
    )
    return address.allowed, True
