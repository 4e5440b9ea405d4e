"""``manage.py seed_demo``: the demo account the README logs in with. Idempotent.

Creates workspace "demo" and user demo / demo-memoryhub (an owner member of the workspace, so the
playground is open, and an end user of it, so it has a memory), then ingests two past
conversations — one English, one Chinese — through the chat service, so that the write pipeline
turns them into memories and session summaries when the worker runs. Running it again changes
nothing.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Membership, User, Workspace
from apps.chat.models import ChatSession
from apps.chat.services import messages_ingest, session_create

USERNAME = "demo"
PASSWORD = "demo-memoryhub"  # noqa: S105 - the documented demo login (README)

SESSIONS: list[dict[str, Any]] = [
    {
        "title": "Planning the product launch",
        "days_ago": 12,
        "messages": [
            ("user", "Hi! Remember: my name is Alex, I live in Hangzhou and I work as a product designer."),
            ("assistant", "Nice to meet you, Alex. I'll keep that in mind."),
            ("user", "I'm vegetarian, so please never suggest meat dishes when we talk about team dinners."),
            ("assistant", "Understood: no meat dishes in my suggestions."),
            ("user", "We decided to launch the beta on 2026-12-15, and the budget is 120,000 CNY."),
            ("assistant", "Noted: beta launch on 2026-12-15 with a budget of 120,000 CNY."),
            ("user", "I prefer short answers with bullet points."),
            ("assistant", "Got it — short answers with bullet points from now on."),
        ],
    },
    {
        "title": "周末和项目安排",
        "days_ago": 3,
        "messages": [
            ("user", "记住：我每周六上午去西湖跑步，大约10公里。"),
            ("assistant", "好的，我记住了：每周六上午在西湖跑步，约10公里。"),
            ("user", "以后都用中文回复我。"),
            ("assistant", "好的，以后都用中文回复你。"),
            ("user", "确认一下：项目预算调整为15万元，截止日期是2027年1月20日。"),
            ("assistant", "已确认：项目预算15万元，截止日期2027年1月20日。"),
        ],
    },
]


class Command(BaseCommand):
    help = "Create the demo workspace, the demo / demo-memoryhub account and two past conversations (idempotent)."

    def handle(self, *args: Any, **options: Any) -> None:
        with transaction.atomic():
            workspace, _ = Workspace.objects.get_or_create(slug="demo", defaults={"name": "Demo"})
            user = User.objects.filter(username=USERNAME).first()
            created = user is None
            if user is None:
                user = User.objects.create_user(
                    username=USERNAME, password=PASSWORD, workspace=workspace, external_id="demo", first_name="Alex"
                )
            Membership.objects.get_or_create(workspace=workspace, user=user, defaults={"role": Membership.Role.OWNER})
            existing = set(ChatSession.objects.filter(user=user).values_list("title", flat=True))
        now = timezone.now()
        for spec in SESSIONS:
            if spec["title"] in existing:
                continue
            started = now - timedelta(days=spec["days_ago"])
            with transaction.atomic():  # a session with its messages, or nothing
                session = session_create(user=user, title=spec["title"], started_at=started)
                messages_ingest(
                    session=session,
                    messages=[
                        {"role": role, "content": text, "created_at": started + timedelta(minutes=index)}
                        for index, (role, text) in enumerate(spec["messages"])
                    ],
                    end_session=True,
                )
        if created and options.get("verbosity", 1) >= 1:
            self.stdout.write(f"Created the demo account: {USERNAME} / {PASSWORD}")
