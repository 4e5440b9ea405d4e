"""People and tenancy: workspaces own end users; team members belong to workspaces with a role."""

from __future__ import annotations

import hashlib
import hmac
import uuid

from django.conf import settings
from django.contrib.auth.models import AbstractUser
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models import Q
from django.utils import timezone


class Workspace(models.Model):
    """A product team's app. Owns its end users, their data and its API keys."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    name = models.CharField(max_length=120)
    slug = models.SlugField(max_length=60, unique=True)
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.name


class User(AbstractUser):
    """An end user (whose memory this is) and/or a workspace member (who builds with it).

    End users belong to one workspace; the API addresses them by ``external_id`` (the product's
    own id for them), the dashboard by their login.
    """

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    workspace = models.ForeignKey(Workspace, null=True, blank=True, on_delete=models.CASCADE, related_name="end_users")
    external_id = models.CharField(max_length=200, blank=True, default="")
    memory_enabled = models.BooleanField(default=True, help_text="Off: nothing is read from or written to memory.")
    language = models.CharField(max_length=10, blank=True, default="")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["workspace", "external_id"],
                condition=~Q(external_id=""),
                name="user_external_id_unique_per_workspace",
            ),
        ]

    @property
    def pseudonym(self) -> str:
        return pseudonym_for(self.public_id)


def pseudonym_for(public_id: uuid.UUID | str) -> str:
    """The stable pseudonymous id audit events use for a person (no name, no email, no content)."""
    digest = hmac.new(settings.SECRET_KEY.encode(), f"subject:{public_id}".encode(), hashlib.sha256)
    return "sub_" + digest.hexdigest()[:24]


class Membership(models.Model):
    class Role(models.TextChoices):
        OWNER = "owner", "owner"
        MEMBER = "member", "member"

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.MEMBER)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["workspace", "user"], name="membership_unique")]

    def __str__(self) -> str:
        return f"{self.user} in {self.workspace} ({self.role})"


class ApiKey(models.Model):
    """A workspace's API key. Only a SHA-256 of the secret is stored; the secret is shown once."""

    class Scope(models.TextChoices):
        READ = "read", "read"
        WRITE = "write", "write"
        ADMIN = "admin", "admin"

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="api_keys")
    name = models.CharField(max_length=100)
    prefix = models.CharField(max_length=16, unique=True, help_text="The public part shown in lists: mh_<prefix>…")
    key_hash = models.CharField(max_length=64, unique=True)
    scopes = ArrayField(models.CharField(max_length=10, choices=Scope.choices), default=list)
    created_by = models.ForeignKey(User, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.name} (mh_{self.prefix}…)"

    @property
    def is_active(self) -> bool:
        now = timezone.now()
        return self.revoked_at is None and (self.expires_at is None or self.expires_at > now)


class RateLimitWindow(models.Model):
    """One fixed window of an API caller's request counter (the database rate limiter).

    ``bucket`` names the caller (``key:<prefix>`` or ``session:<user id>``). Rows of past windows
    are deleted when the caller's next window opens, so the table holds about one row per caller.
    """

    bucket = models.CharField(max_length=64)
    window_start = models.DateTimeField()
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["bucket", "window_start"], name="rate_window_unique")]

    def __str__(self) -> str:
        return f"{self.bucket} @ {self.window_start:%H:%M}: {self.count}"
