"""A realistic memory for the screenshots and page tests (written through the real services)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from django.utils import timezone

from apps.accounts.models import Membership, User, Workspace
from apps.chat.models import ChatSession, Message
from apps.chat.services import chat_turn, messages_ingest, session_create
from apps.memory.indexing import index_rows
from apps.memory.models import Episode, MemoryEntry
from apps.memory.services import memory_create, memory_set_enabled, memory_update

PASSWORD = "alex-pass-123"


@dataclass
class Demo:
    user: User
    workspace: Workspace
    session: ChatSession
    messages: list[Message]
    home: MemoryEntry
    launch: MemoryEntry
    pending: MemoryEntry
    chat: ChatSession


def build_demo(username: str = "alex") -> Demo:
    workspace, _ = Workspace.objects.get_or_create(slug="demo", defaults={"name": "Demo"})
    user = User.objects.create_user(
        username=username, password=PASSWORD, workspace=workspace, external_id=username, first_name="Alex"
    )
    Membership.objects.create(workspace=workspace, user=user, role=Membership.Role.OWNER)
    start = timezone.now() - timedelta(days=12)
    session = session_create(user=user, title="Planning the product launch", started_at=start)
    lines = [
        ("user", "Remember: I'm Alex, I live in Hangzhou and I work as a product designer."),
        ("assistant", "Nice to meet you, Alex."),
        ("user", "I'm vegetarian, so never suggest meat dishes for team dinners."),
        ("assistant", "Understood."),
        ("user", "We decided: the beta launches on 2026-12-15 with a budget of 120,000 CNY."),
        ("assistant", "Noted."),
        ("user", "记住：我每周六上午去西湖跑步，大约10公里。"),
        ("assistant", "好的，记住了。"),
    ]
    batch = messages_ingest(
        session=session,
        messages=[
            {"role": r, "content": t, "created_at": start + timedelta(minutes=i)} for i, (r, t) in enumerate(lines)
        ],
        end_session=True,
    )
    m = batch.messages
    at = start + timedelta(minutes=1)
    home = memory_create(
        user=user,
        summary="Alex lives in Hangzhou",
        type="fact",
        facts={"city": "Hangzhou"},
        importance=5,
        key="location",
        source_session=session,
        source_message_ids=[m[0].pk],
        at=at,
    )
    memory_create(
        user=user,
        summary="Alex works as a product designer",
        type="fact",
        facts={"job": "product designer"},
        importance=4,
        key="job",
        source_session=session,
        source_message_ids=[m[0].pk],
        at=at,
    )
    memory_create(
        user=user,
        summary="Alex is vegetarian: never suggest meat dishes",
        type="prohibition",
        facts={"diet": "vegetarian"},
        importance=5,
        source_session=session,
        source_message_ids=[m[2].pk],
        at=at,
    )
    launch = memory_create(
        user=user,
        summary="The beta launches on 2026-12-15 with a budget of 120,000 CNY",
        type="decision",
        facts={"launch": "2026-12-15", "budget": "120,000 CNY"},
        importance=4,
        key="launch",
        source_session=session,
        source_message_ids=[m[4].pk],
        at=at,
    )
    memory_update(memory=launch, actor="user", summary="The beta launches on 2026-12-15; budget 120,000 CNY (approved)")
    memory_create(
        user=user,
        summary="Alex prefers short answers with bullet points",
        type="preference",
        importance=4,
        source_session=session,
        source_message_ids=[m[0].pk],
        at=at,
    )
    memory_create(
        user=user,
        summary="每周六上午在西湖跑步，约10公里",
        type="preference",
        facts={"时间": "每周六上午", "距离": "10公里"},
        importance=3,
        source_session=session,
        source_message_ids=[m[6].pk],
        at=at,
    )
    task = memory_create(
        user=user,
        summary="Send the venue shortlist to Mei by 2026-12-01",
        type="task",
        facts={"deadline": "2026-12-01", "mention": "Mei"},
        importance=3,
        at=at,
    )
    memory_set_enabled(memory=task, enabled=False, actor="user")
    pending = memory_create(
        user=user,
        summary="Alex lives in Shanghai",
        type="fact",
        facts={"city": "Shanghai"},
        status="pending",
        conflicts_with=home,
        key="location",
        source_session=session,
        source_message_ids=[m[6].pk],
    )
    episode = Episode.objects.create(
        user=user,
        session=session,
        summary="Alex (product designer, Hangzhou) planned the beta launch: 2026-12-15, budget 120,000 CNY; vegetarian team dinners.",
        lines=[
            {"text": "Alex is a product designer living in Hangzhou.", "message_ids": [m[0].pk]},
            {"text": "Decided: beta launch on 2026-12-15, budget 120,000 CNY.", "message_ids": [m[4].pk]},
            {"text": "Team dinners must be vegetarian.", "message_ids": [m[2].pk]},
        ],
        first_message_id=m[0].pk,
        last_message_id=m[-1].pk,
        message_count=len(m),
        started_at=start,
        ended_at=start + timedelta(minutes=8),
    )
    index_rows([episode], [episode.summary + " " + " ".join(line["text"] for line in episode.lines)])
    reply = chat_turn(user=user, text="When is the beta launch, and what is the budget?")
    return Demo(user, workspace, session, m, home, launch, pending, reply.session)
