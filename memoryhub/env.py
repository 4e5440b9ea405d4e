"""Settings from the environment, through helpers that fail loudly.

A bad value stops the process with one line naming the variable (no traceback):

    memoryhub: configuration error: DATABASE_URL: scheme 'mysql' is not supported (use postgres://)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from urllib.parse import urlparse


class ConfigError(SystemExit):
    """Raised for bad configuration; prints one line and exits with status 2."""

    def __init__(self, variable: str, problem: str) -> None:
        self.variable = variable
        self.problem = problem
        message = f"memoryhub: configuration error: {variable}: {problem}"
        print(message, file=sys.stderr)
        super().__init__(2)


def env_str(name: str, default: str = "") -> str:
    """The stripped value; an unset or blank variable gives ``default`` (as ``NAME=`` in an env file)."""
    return os.environ.get(name, "").strip() or default


def env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ConfigError(name, f"expected true/false, got {raw!r}")


def env_int(name: str, default: int, *, minimum: int | None = None) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(name, f"expected an integer, got {raw!r}") from None
    if minimum is not None and value < minimum:
        raise ConfigError(name, f"must be at least {minimum}, got {value}")
    return value


def env_float(name: str, default: float, *, minimum: float | None = None) -> float:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(name, f"expected a number, got {raw!r}") from None
    if minimum is not None and not (minimum <= value < float("inf")):  # also refuses nan
        raise ConfigError(name, f"must be a number of at least {minimum}, got {raw!r}")
    return value


def env_list(name: str, default: Iterable[str] = ()) -> list[str]:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return list(default)
    return [part.strip() for part in raw.split(",") if part.strip()]


def env_choice(name: str, choices: Iterable[str], default: str) -> str:
    options = list(choices)
    value = env_str(name, default).lower()
    if value not in options:
        raise ConfigError(name, f"unknown value {value!r} (choose one of: {', '.join(options)})")
    return value


def parse_database_url(url: str, *, variable: str = "DATABASE_URL") -> dict[str, object]:
    """Turn postgres://user:pass@host:port/name?options into Django's DATABASES entry."""
    parsed = urlparse(url)
    if parsed.scheme not in {"postgres", "postgresql", "pgsql"}:
        shown = parsed.scheme or "(none)"
        raise ConfigError(variable, f"scheme {shown!r} is not supported (use postgres://user:password@host:5432/name)")
    name = parsed.path.lstrip("/")
    if not name:
        raise ConfigError(variable, "no database name after the host (postgres://user:password@host:5432/name)")
    try:
        port = parsed.port
    except ValueError:
        raise ConfigError(variable, "the port is not a number") from None
    options: dict[str, str] = {}
    host = parsed.hostname or ""
    for pair in filter(None, parsed.query.split("&")):
        key, _, value = pair.partition("=")
        if key == "host":  # unix socket directory
            host = value
        else:
            options[key] = value
    return {
        # Django's PostgreSQL backend, with test databases and flushes run by the migration role
        "ENGINE": "memoryhub.db",
        "NAME": name,
        "USER": parsed.username or "",
        "PASSWORD": parsed.password or "",
        "HOST": host,
        "PORT": str(port or ""),
        "OPTIONS": options,
    }


def database_url(db: dict[str, object], *, scheme: str = "postgresql", name: str | None = None) -> str:
    """A Django DATABASES entry as a URL again (for kombu's broker and the bench's set-up): a socket
    directory as ``?host=``, else host:port; ``name`` for another database on the same server."""
    socket = str(db["HOST"]).startswith("/")
    netloc = f"{db['USER']}:{db['PASSWORD']}@" if db["PASSWORD"] else f"{db['USER']}@"
    if not socket:
        netloc += f"{db['HOST']}:{db['PORT'] or 5432}"
    return f"{scheme}://{netloc}/{name or db['NAME']}" + (f"?host={db['HOST']}" if socket else "")
