"""``manage.py create_api_key --workspace acme --name agent --scopes read,write`` — prints the key once."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone
from django.utils.text import slugify

from apps.accounts.models import ApiKey, Workspace
from apps.accounts.services import ApiKeyInputError, api_key_create
from apps.audit.services import actor_for_system


class Command(BaseCommand):
    help = "Create an API key for a workspace and print it (it is shown only this once)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--workspace", required=True, help="workspace slug")
        parser.add_argument("--name", default="cli", help="a name for the key (shown in lists)")
        parser.add_argument(
            "--scopes",
            default="read,write",
            help=f"comma-separated, of: {', '.join(ApiKey.Scope.values)} (default read,write)",
        )
        parser.add_argument(
            "--expires-in-days", type=int, default=None, help="expire after this many days (default: never)"
        )
        parser.add_argument(
            "--create-workspace", action="store_true", help="create the workspace when it does not exist"
        )
        parser.add_argument("--quiet", action="store_true", help="print only the key")

    def handle(self, *args: Any, **options: Any) -> None:
        slug = options["workspace"]
        workspace = Workspace.objects.filter(slug=slug).first()
        if workspace is None:
            if not options["create_workspace"]:
                raise CommandError(f"no workspace {slug!r} (add --create-workspace to create it)")
            workspace = Workspace.objects.create(name=slug, slug=slugify(slug)[:60] or "workspace")
        days = options["expires_in_days"]
        if days is not None and days < 1:
            raise CommandError("--expires-in-days must be at least 1")
        expires_at = timezone.now() + timedelta(days=days) if days else None
        scopes = [s.strip() for s in options["scopes"].split(",") if s.strip()]
        try:
            created = api_key_create(
                workspace=workspace,
                name=options["name"],
                scopes=scopes,
                expires_at=expires_at,
                actor=actor_for_system("create_api_key"),
            )
        except ApiKeyInputError as exc:
            raise CommandError(f"--{exc.field.replace('_', '-')}: {exc.message}") from None
        if options["quiet"]:
            self.stdout.write(created.token)
            return
        key = created.api_key
        self.stdout.write(f"workspace  {workspace.slug}")
        self.stdout.write(f"name       {key.name}")
        self.stdout.write(f"scopes     {', '.join(key.scopes)}")
        self.stdout.write(f"expires    {key.expires_at.isoformat() if key.expires_at else 'never'}")
        self.stdout.write(f"key        {created.token}")
        self.stdout.write(self.style.WARNING("This is the only time the key is shown; store it now."))
