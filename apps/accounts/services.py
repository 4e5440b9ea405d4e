"""Changes to people, workspaces and API keys (``grep -E "api_key_|end_user_|user_set_"``).

API keys look like ``mh_<prefix>_<secret>``. The prefix is public (it names the key in lists,
audit events and memory versions); the secret is shown once, at creation, and only its SHA-256
is stored — a database leak does not leak usable keys.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.accounts.models import ApiKey, User, Workspace
from apps.core.fields import check_external_id
from apps.memory.guard import redact

if TYPE_CHECKING:
    from apps.audit.services import ActorFields

KEY_PREFIX = "mh"
PREFIX_BYTES = 4  # 8 hex characters
SECRET_BYTES = 32
# last_used_at is written at most this often per key, so that a busy key does not turn every
# read into a write.
LAST_USED_RESOLUTION = timedelta(minutes=1)
ALL_SCOPES = tuple(ApiKey.Scope.values)


class ApiKeyInputError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def hash_secret(token: str) -> str:
    """The stored form of a whole key string (``mh_<prefix>_<secret>``)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class CreatedKey:
    api_key: ApiKey
    token: str  # the only time the secret exists outside the caller's hands


def _key_actor(actor: ActorFields | None, person: User | None) -> ActorFields:
    from apps.audit.services import actor_for_system, actor_for_user

    if actor is not None:
        return actor
    return actor_for_user(person) if person is not None else actor_for_system("accounts")


def _key_audited(*, action: str, api_key: ApiKey, actor: ActorFields, request_id: str) -> None:
    """The audit event of a key's creation or revocation: its public prefix, scopes and expiry —
    never the secret, its hash or the key's name (free text)."""
    from apps.audit.services import SYSTEM_SUBJECT, audit_record

    audit_record(
        action=action,
        **actor,
        subject=SYSTEM_SUBJECT,
        workspace_id=api_key.workspace_id,
        scope={
            "key_prefix": api_key.prefix,
            "scopes": sorted(api_key.scopes),
            "expires_at": api_key.expires_at.isoformat() if api_key.expires_at else None,
        },
        request_id=request_id,
    )


def api_key_create(
    *,
    workspace: Workspace,
    name: str,
    scopes: Iterable[str],
    created_by: User | None = None,
    expires_at: datetime | None = None,
    actor: ActorFields | None = None,
    request_id: str = "",
) -> CreatedKey:
    """A new key for ``workspace``. The returned token is shown once and never stored.

    Audited as ``api_key.created`` in the same transaction; ``actor`` defaults to ``created_by``
    (else ``system:accounts``)."""
    from apps.audit.models import AuditAction

    clean_scopes = sorted(set(scopes))
    unknown = [scope for scope in clean_scopes if scope not in ALL_SCOPES]
    if unknown or not clean_scopes:
        raise ApiKeyInputError("scopes", f"choose one or more of {', '.join(ALL_SCOPES)}")
    name = name.strip()
    if not name or len(name) > 100:
        raise ApiKeyInputError("name", "must be 1 to 100 characters")
    name = redact(name)[:100]  # a stored string like any other: the guard covers it
    if expires_at is not None and expires_at <= timezone.now():
        raise ApiKeyInputError("expires_at", "must be in the future")
    for _ in range(5):  # a prefix collision is astronomically rare; retry rather than fail
        prefix = secrets.token_hex(PREFIX_BYTES)
        token = f"{KEY_PREFIX}_{prefix}_{secrets.token_urlsafe(SECRET_BYTES)}"
        try:
            with transaction.atomic():
                api_key = ApiKey.objects.create(
                    workspace=workspace,
                    name=name,
                    prefix=prefix,
                    key_hash=hash_secret(token),
                    scopes=clean_scopes,
                    created_by=created_by,
                    expires_at=expires_at,
                )
                _key_audited(
                    action=AuditAction.API_KEY_CREATED,
                    api_key=api_key,
                    actor=_key_actor(actor, created_by),
                    request_id=request_id,
                )
        except IntegrityError:
            continue
        return CreatedKey(api_key=api_key, token=token)
    raise RuntimeError("could not find a free API key prefix")


def api_key_revoke(
    *, api_key: ApiKey, actor: ActorFields | None = None, request_id: str = "", at: datetime | None = None
) -> ApiKey:
    """Revoke a key (idempotent: revoking twice keeps the first time). The revocation that takes
    effect is audited as ``api_key.revoked``; a repeated one changes nothing and records nothing.
    ``actor`` defaults to ``system:accounts``."""
    from apps.audit.models import AuditAction

    with transaction.atomic():
        revoked = ApiKey.objects.filter(pk=api_key.pk, revoked_at__isnull=True).update(revoked_at=at or timezone.now())
        api_key.refresh_from_db(fields=["revoked_at"])
        if revoked:
            _key_audited(
                action=AuditAction.API_KEY_REVOKED,
                api_key=api_key,
                actor=_key_actor(actor, None),
                request_id=request_id,
            )
    return api_key


def api_key_touch(*, api_key: ApiKey, at: datetime | None = None) -> None:
    """Record a use. Writes only when the stored time is older than LAST_USED_RESOLUTION."""
    now = at or timezone.now()
    if api_key.last_used_at is not None and now - api_key.last_used_at < LAST_USED_RESOLUTION:
        return
    ApiKey.objects.filter(pk=api_key.pk).update(last_used_at=now)
    api_key.last_used_at = now


def end_user_ensure(*, workspace: Workspace, external_id: str, language: str | None = None) -> tuple[User, bool]:
    """The end user ``external_id`` of ``workspace``, created when absent. Returns (user, created).

    API-created end users have no usable password: they exist for the product's agent; a login
    for the dashboard is set up separately.
    """
    try:
        check_external_id(external_id)  # the rule of every path (apps/core/fields.py): no trimming either
    except ValueError as exc:
        raise ValueError(f"external_id {exc}") from None
    existing = User.objects.filter(workspace=workspace, external_id=external_id).first()
    if existing is not None:
        if language is not None and existing.language != language:
            existing.language = language
            existing.save(update_fields=["language"])
        return existing, False
    try:
        with transaction.atomic():
            user = User(
                username=f"{workspace.slug[:40]}.{uuid.uuid4().hex[:16]}",
                workspace=workspace,
                external_id=external_id,
                language=language or "",
            )
            user.set_unusable_password()
            user.save()
    except IntegrityError:
        # Two onboarding calls raced: the other one created it.
        return User.objects.get(workspace=workspace, external_id=external_id), False
    return user, True


def user_set_language(*, user: User, language: str) -> User:
    """Store the language a person reads memoryhub in (``en``, ``zh-hans``, … at most 10
    characters): chosen in the dashboard's switch or set through the API as the user's
    ``language``. The dashboard applies it at every request of theirs
    (``apps.accounts.middleware.AccountLanguageMiddleware``), in any browser."""
    language = language.strip()[:10]
    if user.language != language:
        User.objects.filter(pk=user.pk).update(language=language)
        user.language = language
    return user


def user_set_memory_enabled(*, user: User, enabled: bool, actor: ActorFields, request_id: str = "") -> User:
    """Switch memory on or off for a person (off: nothing is read or written). Audited when it changes."""
    from apps.audit.models import AuditAction
    from apps.audit.services import audit_record, subject_for

    with transaction.atomic():
        locked = User.objects.select_for_update().get(pk=user.pk)
        if locked.memory_enabled != enabled:
            locked.memory_enabled = enabled
            locked.save(update_fields=["memory_enabled"])
            audit_record(
                action=AuditAction.MEMORY_ENABLED_CHANGED,
                **actor,
                subject=subject_for(locked),
                workspace_id=locked.workspace_id,
                scope={"memory_enabled": enabled},
                request_id=request_id,
            )
    user.memory_enabled = enabled
    return user
