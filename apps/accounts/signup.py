"""Self-service sign-up for end users of the dashboard."""

from __future__ import annotations

from django.db import transaction

from apps.accounts.models import User, Workspace

PERSONAL_WORKSPACE = "personal"


def personal_workspace() -> Workspace:
    """The workspace people who sign up on the dashboard themselves belong to."""
    workspace, _ = Workspace.objects.get_or_create(slug=PERSONAL_WORKSPACE, defaults={"name": "Personal"})
    return workspace


def user_sign_up(*, username: str, email: str, password: str, language: str = "") -> User:
    """Create an end user (in the personal workspace) with a hashed password."""
    with transaction.atomic():
        return User.objects.create_user(
            username=username, email=email, password=password, workspace=personal_workspace(), language=language[:10]
        )
