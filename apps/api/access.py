"""The one place the API turns a path's ``user_id`` into a person the caller may act for.

End users are addressed by their ``external_id`` within the caller's workspace; ``me`` is the
logged-in person. Anyone else's — another workspace's user, or a user the session may not act
for — is a 404 with the same message as a user that does not exist, never a 403.
"""

from __future__ import annotations

from typing import Annotated

from django.http import HttpRequest
from ninja import Path

from apps.accounts.models import User
from apps.api.auth import Principal, principal_of
from apps.api.errors import NotFound
from apps.api.fields import USER_ID_PATTERN

ME = "me"

UserId = Annotated[
    str,
    Path(
        description="The end user's external id: your product's own id for them (`me`: the logged-in person).",
        min_length=1,
        max_length=200,
        pattern=USER_ID_PATTERN,
        examples=["alice"],
    ),
]


def user_not_found(user_id: str) -> NotFound:
    return NotFound(
        f"No end user '{user_id}' in this workspace. Create it with PUT /api/v1/users/{{user_id}}.",
        code="user_not_found",
    )


def resolve_user(principal: Principal, user_id: str) -> User:
    person = principal.person
    if user_id == ME:
        if person is not None and person.workspace_id == principal.workspace.pk:
            return person
        raise user_not_found(user_id)
    if principal.self_only:
        assert person is not None
        if person.external_id and person.external_id == user_id:
            return person
        raise user_not_found(user_id)
    user = User.objects.filter(workspace=principal.workspace, external_id=user_id).first()
    if user is None:
        raise user_not_found(user_id)
    return user


def acting_for(request: HttpRequest, user_id: str) -> tuple[Principal, User]:
    """(caller, the end user ``user_id`` they act for) — or a 404."""
    principal = principal_of(request)
    return principal, resolve_user(principal, user_id)
