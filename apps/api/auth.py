"""Who is calling, for which workspace, with which scopes — and the checks every request passes.

Two credentials, tried in this order:

* ``Authorization: Bearer mh_<prefix>_<secret>`` — a workspace API key with its scopes;
* the logged-in Django session — a workspace member (owner: read/write/admin, member:
  read/write) acts within their workspace, for the playground; an end user without a membership
  acts only for themself (read/write/admin on their own data; never key management). Unsafe
  methods need the CSRF token, as for any form post.

Each operation declares the scope it needs (``auth=need("write")``). Before the body is parsed,
a request passes, in order: authentication (401), the rate limit (429), the scope (403) and the
body size (413).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.http import HttpRequest
from django.utils import timezone
from ninja.security import APIKeyCookie, HttpBearer
from ninja.utils import check_csrf

from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.accounts.selectors import api_key_for_token, membership_for
from apps.accounts.services import api_key_touch
from apps.api.errors import BadRequest, Forbidden, PayloadTooLarge, RateLimited, Unauthorized
from apps.core.ratelimit import rate_limit_hit

if TYPE_CHECKING:
    from apps.audit.services import ActorFields

READ, WRITE, ADMIN = "read", "write", "admin"
OWNER_SCOPES = frozenset({READ, WRITE, ADMIN})
MEMBER_SCOPES = frozenset({READ, WRITE})
SELF_SCOPES = frozenset({READ, WRITE, ADMIN})
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


@dataclass(frozen=True)
class Principal:
    """The caller. ``person`` is the logged-in user (None for keys)."""

    workspace: Workspace
    scopes: frozenset[str]
    api_key: ApiKey | None = None
    person: User | None = None
    role: str = ""  # owner / member for a session through a membership; "" for an end user

    @property
    def self_only(self) -> bool:
        """An end user's own session: may address only themself."""
        return self.api_key is None and self.role == ""

    @property
    def can_manage_keys(self) -> bool:
        return ADMIN in self.scopes and not self.self_only

    @property
    def actor(self) -> str:
        """How memory versions name this caller (≤ 20 characters)."""
        if self.api_key is not None:
            return f"key:{self.api_key.prefix}"
        if self.self_only or self.person is None:
            return "user"
        return f"member:{self.person.pk}"

    @property
    def audit_actor(self) -> ActorFields:
        from apps.audit.services import actor_for_key, actor_for_user

        if self.api_key is not None:
            return actor_for_key(self.api_key)
        assert self.person is not None
        return actor_for_user(self.person)

    @property
    def audit_fields(self) -> dict[str, str]:
        """``audit_actor`` as the plain mapping the memory services take."""
        actor = self.audit_actor
        return {"actor_type": actor["actor_type"], "actor": actor["actor"]}

    @property
    def bucket(self) -> str:
        if self.api_key is not None:
            return f"key:{self.api_key.prefix}"
        assert self.person is not None
        return f"session:{self.person.pk}"


def principal_of(request: HttpRequest) -> Principal:
    principal = getattr(request, "auth", None)
    if not isinstance(principal, Principal):  # pragma: no cover - every operation has auth
        raise Unauthorized()
    return principal


def _admit(request: HttpRequest, principal: Principal, scope: str, *, large_body: bool) -> Principal:
    verdict = rate_limit_hit(principal.bucket)
    if not verdict.allowed:
        raise RateLimited(
            f"Rate limit of {verdict.limit} requests per {settings.API_RATE_WINDOW_SECONDS} s reached; "
            f"retry in {verdict.retry_after} s.",
            headers={"Retry-After": str(verdict.retry_after)},
        )
    if scope and scope not in principal.scopes:
        held = ", ".join(sorted(principal.scopes)) or "none"
        raise Forbidden(f"This endpoint needs the '{scope}' scope; this credential has: {held}.")
    _check_body_size(request, large_body=large_body)
    if principal.api_key is not None:
        api_key_touch(api_key=principal.api_key)
    return principal


def _check_body_size(request: HttpRequest, *, large_body: bool) -> None:
    """413 before anything reads the body: Content-Length against this operation's limit.

    The import operation has its own, larger limit; its body is read here so that Django's
    global DATA_UPLOAD_MAX_MEMORY_SIZE check (which ``request.body`` applies) does not refuse it.
    """
    raw = request.META.get("CONTENT_LENGTH") or "0"
    try:
        length = int(raw)
    except ValueError:
        raise BadRequest("The Content-Length header is not a number.") from None
    limit = settings.API_IMPORT_MAX_BYTES if large_body else settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    if length > limit:
        raise PayloadTooLarge(f"The request body is {length} bytes; the limit is {limit}.")
    if large_body and length and not hasattr(request, "_body"):
        body = request.read(length)
        request._body = body  # type: ignore[attr-defined]


class ApiKeyAuth(HttpBearer):
    """``Authorization: Bearer mh_<prefix>_<secret>``."""

    def __init__(self, scope: str, *, large_body: bool = False) -> None:
        self.scope = scope
        self.large_body = large_body
        super().__init__()

    def __call__(self, request: HttpRequest) -> Principal | None:
        header = request.headers.get("Authorization")
        if not header:
            return None  # try the session
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise Unauthorized("The Authorization header must be 'Bearer mh_<prefix>_<secret>'.")
        return self.authenticate(request, token.strip())

    def authenticate(self, request: HttpRequest, token: str) -> Principal | None:
        api_key = api_key_for_token(token)
        if api_key is None:
            raise Unauthorized("Unknown API key.")
        if api_key.revoked_at is not None:
            raise Unauthorized("This API key has been revoked.")
        if api_key.expires_at is not None and api_key.expires_at <= timezone.now():
            raise Unauthorized("This API key has expired.")
        principal = Principal(workspace=api_key.workspace, scopes=frozenset(api_key.scopes), api_key=api_key)
        return _admit(request, principal, self.scope, large_body=self.large_body)


class SessionAuth(APIKeyCookie):
    """The logged-in dashboard session (cookie), with CSRF on unsafe methods.

    A member of several workspaces picks one with the ``X-Workspace: <slug>`` header.
    """

    param_name = settings.SESSION_COOKIE_NAME

    def __init__(self, scope: str, *, large_body: bool = False) -> None:
        self.scope = scope
        self.large_body = large_body
        super().__init__(csrf=True)

    def __call__(self, request: HttpRequest) -> Principal | None:
        user: Any = getattr(request, "user", None)
        if user is None or not user.is_authenticated:
            return None
        if request.method not in SAFE_METHODS and check_csrf(request) is not None:
            raise Forbidden(
                "CSRF check failed: send the X-CSRFToken header with the session cookie.", code="csrf_failed"
            )
        return self.authenticate(request, request.COOKIES.get(self.param_name))

    def authenticate(self, request: HttpRequest, key: str | None) -> Principal | None:
        user: User = request.user  # type: ignore[assignment]
        slug = request.headers.get("X-Workspace")
        membership = membership_for(user, slug)
        if membership is not None:
            scopes = OWNER_SCOPES if membership.role == Membership.Role.OWNER else MEMBER_SCOPES
            principal = Principal(workspace=membership.workspace, scopes=scopes, person=user, role=membership.role)
        elif slug:
            raise Forbidden(f"You are not a member of the workspace '{slug}'.")
        elif user.workspace_id is not None:
            workspace = Workspace.objects.get(pk=user.workspace_id)
            principal = Principal(workspace=workspace, scopes=SELF_SCOPES, person=user)
        else:
            raise Forbidden("This account belongs to no workspace.")
        return _admit(request, principal, self.scope, large_body=self.large_body)


def need(scope: str, *, large_body: bool = False) -> list[Any]:
    """The ``auth=`` of an operation that needs ``scope``: an API key, else the session."""
    return [ApiKeyAuth(scope, large_body=large_body), SessionAuth(scope, large_body=large_body)]
