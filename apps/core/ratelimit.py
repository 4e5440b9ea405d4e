"""Per-caller fixed-window counters: API requests per key, failed sign-ins per account and per
client, password-reset mails per address and per client.

Redis (INCR + EXPIRE) when ``REDIS_URL`` is set; otherwise one upsert on
``accounts.RateLimitWindow`` that also drops the caller's past windows — atomic across processes
either way. If Redis is unreachable the limiter fails open (and logs): a rate limit must not take
the API down with it.
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db import connection

log = logging.getLogger(__name__)

_UPSERT = """
WITH expired AS (
    DELETE FROM accounts_ratelimitwindow WHERE bucket = %s AND window_start < %s
)
INSERT INTO accounts_ratelimitwindow (bucket, window_start, count) VALUES (%s, %s, 1)
ON CONFLICT (bucket, window_start) DO UPDATE SET count = accounts_ratelimitwindow.count + 1
RETURNING count
"""


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    limit: int
    count: int
    retry_after: int  # seconds until the window resets


@lru_cache(maxsize=2)
def _redis(url: str) -> Any:
    import redis

    return redis.Redis.from_url(url, socket_timeout=0.5, socket_connect_timeout=0.5)


def _redis_key(bucket: str, window_start: int) -> str:
    return f"memoryhub:ratelimit:{bucket}:{window_start}"


def _count_redis(bucket: str, window_start: int, window: int) -> int | None:
    key = _redis_key(bucket, window_start)
    try:
        pipe = _redis(settings.REDIS_URL).pipeline()
        pipe.incr(key)
        pipe.expire(key, window + 1)
        count, _ = pipe.execute()
    except Exception:
        log.warning("rate limiter: Redis unavailable, not limiting", exc_info=True)
        return None
    return int(count)


def _count_database(bucket: str, window_start: int) -> int:
    start = datetime.fromtimestamp(window_start, tz=UTC)
    with connection.cursor() as cursor:
        cursor.execute(_UPSERT, [bucket, start, bucket, start])
        row = cursor.fetchone()
    return int(row[0]) if row else 1


def rate_limit_hit(bucket: str, *, limit: int | None = None, window: int | None = None) -> Verdict:
    """Count one request of ``bucket`` in the current window and say whether it may proceed."""
    limit = settings.API_RATE_LIMIT if limit is None else limit
    window = settings.API_RATE_WINDOW_SECONDS if window is None else window
    if limit <= 0:
        return Verdict(True, 0, 0, 0)
    count = rate_limit_add(bucket, window=window)
    if count is None:
        return Verdict(True, limit, 0, 0)
    return Verdict(count <= limit, limit, count, window_retry_after(window))


def rate_limit_add(bucket: str, *, window: int) -> int | None:
    """Count one hit of ``bucket`` in the current window; the count so far, or None when Redis is
    configured but unreachable."""
    window_start = int(time.time() // window) * window
    if settings.REDIS_URL:
        return _count_redis(bucket, window_start, window)
    return _count_database(bucket, window_start)


def rate_limit_count(bucket: str, *, window: int) -> int:
    """How many hits ``bucket`` has in the current window, without counting one (0 when Redis is
    configured but unreachable: fail open, as ``rate_limit_hit`` does)."""
    window_start = int(time.time() // window) * window
    if settings.REDIS_URL:
        try:
            value = _redis(settings.REDIS_URL).get(_redis_key(bucket, window_start))
        except Exception:
            log.warning("rate limiter: Redis unavailable, not limiting", exc_info=True)
            return 0
        return int(value or 0)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count FROM accounts_ratelimitwindow WHERE bucket = %s AND window_start = %s",
            [bucket, datetime.fromtimestamp(window_start, tz=UTC)],
        )
        row = cursor.fetchone()
    return int(row[0]) if row else 0


def window_retry_after(window: int) -> int:
    """Seconds until the current fixed window of ``window`` seconds ends."""
    now = time.time()
    return max(1, math.ceil(int(now // window) * window + window - now))
