"""manage.py seed_demo: the README's demo account, idempotent."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from apps.accounts.models import Membership, User
from apps.chat.models import ChatSession, Message
from apps.memory.models import PipelineJob

pytestmark = pytest.mark.django_db


def test_seed_demo_creates_the_demo_account_and_two_past_conversations_once() -> None:
    out = StringIO()
    call_command("seed_demo", stdout=out)
    user = User.objects.get(username="demo")
    assert user.check_password("demo-memoryhub")
    assert user.workspace is not None and user.workspace.slug == "demo"
    assert Membership.objects.get(user=user).role == "owner"
    sessions = list(ChatSession.objects.filter(user=user).order_by("created_at"))
    assert len(sessions) == 2 and all(s.ended_at for s in sessions)
    assert any("8万" in m.content or "15万" in m.content for m in Message.objects.filter(user=user))
    assert PipelineJob.objects.filter(user=user, kind="extract").count() == 2  # the worker turns them into memories
    assert len(out.getvalue().splitlines()) <= 1

    messages = Message.objects.filter(user=user).count()
    again = StringIO()
    call_command("seed_demo", stdout=again)
    assert ChatSession.objects.filter(user=user).count() == 2 and Message.objects.filter(user=user).count() == messages
    assert User.objects.filter(username="demo").count() == 1 and Membership.objects.filter(user=user).count() == 1
    assert again.getvalue() == ""
