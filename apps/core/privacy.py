"""Where a person's data may hide outside the main tables: per-user Redis keys and admin log lines.

The engine caches per-user data in Redis only under ``user_cache_prefix(user_id)`` so that an
erasure can find every key with one SCAN. Anything cached there must be rebuildable from the
database: erasure and "clear all memories" delete the whole prefix.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from django.conf import settings
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.db.models import CharField, Model, QuerySet
from django.db.models.functions import Cast

logger = logging.getLogger(__name__)

USER_CACHE_NAMESPACE = "memoryhub:user"


def user_cache_prefix(user_id: int) -> str:
    """The Redis key prefix every per-user cache entry must start with."""
    return f"{USER_CACHE_NAMESPACE}:{int(user_id)}:"


def user_cache_key(user_id: int, *parts: str | int) -> str:
    """A Redis key for a per-user cache entry, e.g. ``user_cache_key(7, "working", 42)``."""
    return user_cache_prefix(user_id) + ":".join(str(part) for part in parts)


def redis_configured() -> bool:
    return bool(getattr(settings, "REDIS_URL", ""))


def user_cache_purge(user_id: int) -> int:
    """Delete every Redis key under the user's prefix; return how many were deleted.

    Returns 0 when no Redis is configured. Raises ``redis.RedisError`` when Redis is configured
    but unreachable, so that an erasure fails (and can be retried) instead of leaving copies.
    """
    if not redis_configured():
        return 0
    import redis

    client = redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=5, socket_timeout=10)
    try:
        deleted = 0
        batch: list[bytes] = []
        for key in client.scan_iter(match=user_cache_prefix(user_id) + "*", count=500):
            batch.append(key)
            if len(batch) >= 500:
                deleted += int(client.delete(*batch))  # type: ignore[arg-type]
                batch = []
        if batch:
            deleted += int(client.delete(*batch))  # type: ignore[arg-type]
        return deleted
    finally:
        client.close()


def user_cache_purge_quietly(user_id: int) -> None:
    """Second pass after commit: catches a key written by a request that raced the erasure."""
    try:
        user_cache_purge(user_id)
    except Exception:
        logger.exception("could not purge the Redis cache of user %s after commit", user_id)


def admin_log_purge(*, querysets: Iterable[QuerySet[Model]]) -> int:
    """Delete the Django admin log lines about these rows; return how many were deleted.

    ``LogEntry.object_repr`` keeps ``str(obj)`` — for a memory that is its summary — so the admin
    log is a copy of content that must go with the rows it describes. Call it before the rows
    themselves are deleted.
    """
    deleted = 0
    for queryset in querysets:
        content_type = ContentType.objects.get_for_model(queryset.model, for_concrete_model=False)
        ids = queryset.annotate(pk_text=Cast("pk", CharField())).values("pk_text")
        count, _ = LogEntry.objects.filter(content_type=content_type, object_id__in=ids).delete()
        deleted += count
    return deleted
