"""``manage.py migrate`` as the migration role, then the runtime role's grants.

Django's migrate, connected as ``DATABASE_MIGRATE_URL``'s role (the tables' owner). Afterwards
every table and sequence carries exactly the runtime grants for ``DATABASE_URL``'s role
(``memoryhub.dbroles.runtime_grants_apply``): SELECT, INSERT, UPDATE, DELETE, and on the audit log
only SELECT and INSERT. The runtime role is created when missing and the migration role may create
roles (docker compose). Without ``DATABASE_MIGRATE_URL`` this is Django's migrate.
"""

from __future__ import annotations

from typing import Any

from django.core.management.commands import migrate
from django.db import connections

from memoryhub.db.base import migration_role
from memoryhub.dbroles import RoleError, runtime_grants_apply
from memoryhub.env import ConfigError


class Command(migrate.Command):
    help = "Migrate as the migration role (DATABASE_MIGRATE_URL), then give DATABASE_URL's role its grants."

    def handle(self, *args: Any, **options: Any) -> None:
        connection = connections[options["database"]]
        with migration_role(connection) as runtime:
            super().handle(*args, **options)
            if runtime is None:
                return
            connection.ensure_connection()
            try:
                runtime_grants_apply(
                    connection.connection, runtime_role=str(runtime["USER"]), password=str(runtime["PASSWORD"] or "")
                )
            except RoleError as error:
                raise ConfigError("DATABASE_URL", str(error)) from None
        if options["verbosity"] >= 1:
            self.stdout.write(f"  runtime role {runtime['USER']!r}: grants applied (audit log: SELECT, INSERT)")
