"""Check at start-up that the database and the broker answer; one line naming the variable if not."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.audit.services import database_role_problems
from apps.core.health import check_broker, check_database
from memoryhub.env import ConfigError


class Command(BaseCommand):
    help = "Check that DATABASE_URL and the Celery broker are reachable."

    def handle(self, *args: Any, **options: Any) -> None:
        database = check_database()
        if not database.ok:
            variable = "DATABASE_URL" if not settings.EMBEDDED_DATABASE else "the embedded PostgreSQL (var/pgdata)"
            raise ConfigError(variable, f"database {database.detail}")
        broker = check_broker(timeout=3.0)
        if not broker.ok:
            raise ConfigError("CELERY_BROKER_URL", f"broker {broker.detail}")
        for problem in database_role_problems():
            self.stderr.write(f"memoryhub: warning: {problem}")
        if settings.DATABASE_MIGRATE is None:
            self.stderr.write(
                "memoryhub: warning: DATABASE_MIGRATE_URL is not set: the app's role migrates and owns the tables "
                "(docs/privacy.md, 'Database roles')"
            )
        self.stdout.write("preflight: database and broker reachable")
