"""Import past conversations: JSON → sessions and messages; extraction runs on the worker.

Input (one object or a list of them)::

    {"workspace": "demo", "user": "alice",            # end user (external id), created if missing
     "sessions": [{"title": "...", "end": true,
                   "messages": [{"role": "user", "content": "...", "created_at": "2024-05-08T13:56:00Z"}]}]}
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from tqdm import tqdm

from apps.accounts.models import User, Workspace
from apps.chat.services import ChatInputError, messages_ingest, session_create
from apps.core.fields import check_external_id
from apps.core.jsonbody import json_loads
from apps.memory.models import PipelineJob


def _when(value: Any, where: str) -> datetime:
    if value is None:
        return timezone.now()
    parsed = parse_datetime(str(value))
    if parsed is None:
        raise CommandError(f"{where}: created_at {value!r} is not an ISO 8601 date-time")
    return parsed if timezone.is_aware(parsed) else timezone.make_aware(parsed, UTC)


class Command(BaseCommand):
    help = "Import conversations from a JSON file; memories are extracted by the Celery worker."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        parser.add_argument("--workspace", default="", help="workspace slug when the file names none")
        parser.add_argument("--wait", action="store_true", help="wait until the worker has processed everything")
        parser.add_argument("--timeout", type=float, default=600.0)

    def handle(self, *args: Any, file: Path, workspace: str, wait: bool, timeout: float, **options: Any) -> None:
        try:
            data = json_loads(file.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise CommandError(f"{file}: {exc}") from None
        conversations = data if isinstance(data, list) else [data]
        users: list[User] = []
        total = sum(len(s.get("messages", [])) for c in conversations for s in c.get("sessions", []))
        with tqdm(total=total, unit="msg", desc="ingest") as bar:
            for index, conversation in enumerate(conversations):
                slug = conversation.get("workspace") or workspace
                if not slug:
                    raise CommandError(f"conversation {index}: no workspace (give --workspace)")
                space, _ = Workspace.objects.get_or_create(slug=slug, defaults={"name": slug})
                external_id = str(conversation.get("user") or "")
                if not external_id.strip():
                    raise CommandError(f"conversation {index}: no user")
                try:
                    check_external_id(external_id)  # the rule of every path, as the API's
                except ValueError as exc:
                    raise CommandError(f"conversation {index}: user {exc}") from None
                user, _ = User.objects.get_or_create(
                    workspace=space, external_id=external_id, defaults={"username": f"{slug}:{external_id}"[:150]}
                )
                users.append(user)
                for number, item in enumerate(conversation.get("sessions", [])):
                    where = f"conversation {index} session {number}"
                    messages = [
                        {
                            "role": m.get("role", "user"),
                            "content": m.get("content"),
                            "created_at": _when(m.get("created_at"), where),
                            "meta": m.get("meta") or {},
                        }
                        for m in item.get("messages", [])
                    ]
                    started = messages[0]["created_at"] if messages else timezone.now()
                    try:
                        with transaction.atomic():  # a refused message leaves no empty session behind
                            session = session_create(
                                user=user, title=str(item.get("title", ""))[:200], started_at=started
                            )
                            messages_ingest(session=session, messages=messages, end_session=bool(item.get("end", True)))
                    except ChatInputError as exc:
                        raise CommandError(f"{where}: {exc.field}: {exc.message}") from None
                    bar.update(len(messages))
        self.stdout.write(f"ingested {total} messages for {len(users)} user(s)")
        if wait:
            self._wait(users, timeout)

    def _wait(self, users: list[User], timeout: float) -> None:
        open_jobs = PipelineJob.objects.filter(user__in=users, done_at__isnull=True)
        start_count = open_jobs.count()
        deadline = time.monotonic() + timeout
        with tqdm(total=start_count, unit="job", desc="extract") as bar:
            while True:
                remaining = open_jobs.count()
                bar.n = start_count - remaining
                bar.refresh()
                if remaining == 0:
                    break
                if time.monotonic() > deadline:
                    raise CommandError(
                        f"{remaining} extraction jobs still open after {timeout:.0f} s — is a worker running?"
                    )
                time.sleep(0.5)
        self.stdout.write(self.style.SUCCESS("pipeline drained"))
