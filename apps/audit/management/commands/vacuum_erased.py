"""``manage.py vacuum_erased [--checkpoint] [--wait SECONDS]``: after an erasure that must leave no
bytes behind, rewrite the content tables so that deleted rows leave the table and index files.

A DELETE is final for every query, but PostgreSQL keeps the dead row versions in the table's file
(and its indexes' and TOAST table's) until their space is reused. ``VACUUM (FULL)`` writes each
table and its indexes into new files and removes the old ones; it holds an ACCESS EXCLUSIVE lock
on the table while it runs (chat turns and the worker wait), so run it in a quiet hour.

It copies into the new files every row version that a transaction still running *anywhere on the
server* might see ("dead row versions cannot be removed yet"): a transaction that was open before
the erasure, in any database, keeps the erased rows on disk through the rewrite. So each table is
rewritten until PostgreSQL reports none such, retrying for ``--wait`` seconds; if some remain the
command fails and says which tables. ``--checkpoint`` then asks for a checkpoint, after which the
WAL segments from before it are no longer needed (docs/privacy.md says what remains in them).
"""

from __future__ import annotations

import re
import time
from typing import Any

import psycopg
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection
from psycopg import sql

from apps.audit.erasure import content_tables
from memoryhub.db.base import migration_connect

_KEPT = re.compile(r"(\d+) dead row versions cannot be removed yet")


class Command(BaseCommand):
    help = "Rewrite the content tables with VACUUM (FULL, ANALYZE) so erased rows leave the disk; --checkpoint then checkpoints."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--checkpoint",
            action="store_true",
            help="then run CHECKPOINT (needs a superuser or a member of pg_checkpoint)",
        )
        parser.add_argument(
            "--wait",
            type=float,
            default=60.0,
            help="how long to keep retrying a table while an open transaction keeps dead rows (default 60 s)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        # the tables' owner (the migration role) may always vacuum them; without one, the app's role
        with migration_connect(connection) as conn:
            notes: list[str] = []
            conn.add_notice_handler(
                lambda diag: notes.append(f"{diag.message_primary or ''} {diag.message_detail or ''}")
            )
            deadline = time.monotonic() + options["wait"]
            stuck: dict[str, int] = {}
            for table in content_tables():
                before = self._size(conn, table)
                while True:
                    notes.clear()
                    conn.execute(sql.SQL("VACUUM (FULL, VERBOSE, ANALYZE) {}").format(sql.Identifier(table)))
                    kept = sum(int(n) for note in notes for n in _KEPT.findall(note))
                    if not kept or time.monotonic() > deadline:
                        break
                    time.sleep(1.0)  # an older transaction is still open somewhere: wait for it to end
                if kept:
                    stuck[table] = kept
                self.stdout.write(
                    f"{table}: {before} → {self._size(conn, table)} bytes"
                    + (f", {kept} dead rows kept" if kept else "")
                )
            if not any(_KEPT.search(note) for note in notes) and notes:
                self.stderr.write(
                    "warning: the server's messages are not in English; could not check for dead rows kept"
                )
            if stuck:
                raise CommandError(
                    "dead row versions are still in "
                    + ", ".join(f"{t} ({n})" for t, n in stuck.items())
                    + ": a transaction that started before them is still open on this server (see pg_stat_activity: "
                    "xact_start, 'idle in transaction', in any database). End it and run this again."
                )
            if options["checkpoint"]:
                try:
                    conn.execute("CHECKPOINT")
                except psycopg.errors.InsufficientPrivilege:
                    self.stderr.write(
                        "CHECKPOINT needs a superuser or a member of pg_checkpoint: run it as one "
                        "(psql -c 'CHECKPOINT'), then see docs/privacy.md for the WAL."
                    )
                else:
                    self.stdout.write("checkpoint done")

    @staticmethod
    def _size(conn: psycopg.Connection[Any], table: str) -> int:
        row = conn.execute("SELECT pg_total_relation_size(%s::regclass)", [table]).fetchone()
        return int(row[0]) if row else 0
