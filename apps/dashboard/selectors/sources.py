"""Sources: the messages a memory or an episode came from, as transcripts."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.models import Episode


@dataclass
class Transcript:
    session: ChatSession
    messages: list[Message]
    highlighted: set[int]


def transcripts_for(user: User, message_ids: list[int]) -> list[Transcript]:
    """The sessions that hold ``message_ids``, each with all its messages; the cited ones marked."""
    if not message_ids:
        return []
    session_ids = list(
        Message.objects.filter(user=user, pk__in=message_ids).values_list("session_id", flat=True).distinct()
    )
    if not session_ids:
        return []
    by_session: dict[int, list[Message]] = defaultdict(list)
    sessions: dict[int, ChatSession] = {}
    for message in (
        Message.objects.filter(user=user, session_id__in=session_ids)
        .select_related("session")
        .order_by("created_at", "id")
    ):
        by_session[message.session_id].append(message)
        sessions[message.session_id] = message.session
    wanted = set(message_ids)
    ordered = sorted(sessions.values(), key=lambda s: (s.created_at, s.pk))
    return [Transcript(s, by_session[s.pk], wanted) for s in ordered]


def episode_message_ids(episode: Episode) -> list[int]:
    ids = {int(mid) for line in episode.lines for mid in line.get("message_ids", [])}
    return sorted(ids)
