from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from memoryhub.embedded import PGDATA, stop_embedded_server


class Command(BaseCommand):
    help = "Manage the embedded PostgreSQL server (var/pgdata) used when DATABASE_URL is unset."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("action", choices=["status", "stop"])

    def handle(self, *args: Any, action: str, **options: Any) -> None:
        if action == "stop":
            stopped = stop_embedded_server()
            self.stdout.write("embedded PostgreSQL stopped" if stopped else "no embedded PostgreSQL here")
        else:
            self.stdout.write(f"embedded PostgreSQL data: {PGDATA}")
