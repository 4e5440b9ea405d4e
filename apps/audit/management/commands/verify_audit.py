"""``manage.py verify_audit``: walk the hash-chained audit log and name the first row that broke."""

from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from apps.audit.models import AuditEvent
from apps.audit.services import audit_chain_check, database_role_problems


class Command(BaseCommand):
    help = "Verify the audit log's hash chain. Exits non-zero and names the first broken row on failure."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--expect-head",
            action="append",
            default=[],
            metavar="HASH",
            help="A chain hash kept outside the database, as printed here (<row id>:<hash>) or the hash alone, that must "
            "still be in the log. Repeatable.",
        )
        parser.add_argument("--no-progress", action="store_true", help="No progress bar.")

    def handle(self, *args: Any, **options: Any) -> None:
        total = AuditEvent.objects.count()
        show = not options["no_progress"] and total > 0
        with tqdm(total=total, unit="event", disable=not show, file=sys.stderr, leave=False) as bar:
            report = audit_chain_check(progress=bar.update, expect_heads=tuple(options["expect_head"]))
        if report.broken is not None:
            raise CommandError(f"audit chain BROKEN — {report.broken} (checked {report.count} events)")
        for problem in database_role_problems():
            self.stderr.write(f"warning: {problem}")
        head = f"{report.head_id}:{report.head}" if report.head_id is not None else report.head
        self.stdout.write(f"audit chain OK: {report.count} events, head {head}")
