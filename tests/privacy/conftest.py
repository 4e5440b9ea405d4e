"""Privacy fixtures: an auditor (staff + audit.view_audit), staff without it, a queue manager."""

from __future__ import annotations

import os
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from apps.accounts.models import User
from tests.privacy.helpers import redis_client

# Erasure tests point REDIS_URL here; a database of its own keeps them off other runs' keys, and one per
# pytest-xdist process keeps the processes off each other's: each has a test database of its own whose user ids
# start at 1, so a purge by user id in a shared Redis database counted the other process's key (3 == 2, stop 43)
_XDIST_INDEX = int("".join(ch for ch in os.environ.get("PYTEST_XDIST_WORKER", "gw0") if ch.isdigit()) or 0)
TEST_REDIS_DB = 13 + _XDIST_INDEX % 2  # (15 is the rate limiter test's, which flushes it)


@pytest.fixture(autouse=True)
def fast_password_hashing(settings: Any) -> None:
    """Users here are made by the dozen; PBKDF2's deliberate slowness is not what is under test."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _staff(username: str, *perms: str) -> User:
    user = User.objects.create_user(username=username, password=f"{username}-pass-123", is_staff=True)
    for perm in perms:
        app_label, codename = perm.split(".")
        user.user_permissions.add(Permission.objects.get(content_type__app_label=app_label, codename=codename))
    return User.objects.get(pk=user.pk)  # fresh: no stale permission cache


@pytest.fixture
def auditor(db: Any) -> User:
    return _staff("audra", "audit.view_audit")


@pytest.fixture
def queue_manager(db: Any) -> User:
    return _staff("quentin", "audit.view_audit", "audit.change_erasurerequest")


@pytest.fixture
def staff_without_permission(db: Any) -> User:
    return _staff("stan")


@pytest.fixture
def admin_user(db: Any) -> User:
    return User.objects.create_superuser(username="ada", password="ada-pass-123", email="ada@example.com")


class SecureClient(Client):
    """Requests over HTTPS, as in production (SECURE_SSL_REDIRECT is on when DEBUG is off)."""

    def request(self, **request: Any) -> Any:
        request.update({"wsgi.url_scheme": "https", "SERVER_PORT": "443"})
        return super().request(**request)


def client_for(user: User | None) -> Client:
    client = SecureClient()
    if user is not None:
        client.force_login(user)
    return client


@pytest.fixture
def local_redis(settings: Any) -> Any:
    """Point REDIS_URL at the local Redis (a test database of its own), or skip."""
    client = redis_client(TEST_REDIS_DB)
    if client is None:
        pytest.skip("no Redis at 127.0.0.1:6379")
    settings.REDIS_URL = f"redis://127.0.0.1:6379/{TEST_REDIS_DB}"
    return client
