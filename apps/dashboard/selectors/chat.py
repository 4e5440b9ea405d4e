"""Chat: the sessions list (search by keyword or meaning, snippets), what each reply used, the
memories and changes that came from messages."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import timedelta

from django.db.models import Q
from django.http import Http404
from django.utils import timezone

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.dashboard.selectors.memory import SORTS
from apps.memory.models import ENTRY_LAYERS, Episode, MemoryEntry, MemoryVersion, RecallRecord
from apps.memory.recall import RecallParams, recall


@dataclass
class UsedItem:
    layer: str
    id: int
    score: float
    factors: dict[str, float]
    memory: MemoryEntry | None = None
    episode: Episode | None = None
    message: Message | None = None  # an earlier message (the conversation layer)


@dataclass
class ReplyInfo:
    mode: str
    items: list[UsedItem]
    recorded: bool


SESSIONS_LIMIT = 100


SNIPPET_CHARS = 160


@dataclass
class SessionListing:
    """The conversations page: newest first, or what a search found (with, per conversation, the
    words of the message that matched)."""

    sessions: list[ChatSession]
    snippets: dict[int, str] = field(default_factory=dict)
    scores: dict[int, float] = field(default_factory=dict)
    searching: bool = False
    truncated: bool = False


def sessions_page(user: User, *, limit: int = SESSIONS_LIMIT) -> list[ChatSession]:
    return list(ChatSession.objects.filter(user=user).order_by("-last_activity_at", "-id")[:limit])


def snippet(text: str, q: str, *, width: int = SNIPPET_CHARS) -> str:
    """About ``width`` characters of ``text`` around the first place ``q`` occurs (any case)."""
    flat = " ".join(text.split())
    at = flat.lower().find(q.lower()) if q else -1
    if len(flat) <= width:
        return flat
    start = max(0, min(at - width // 3, len(flat) - width)) if at >= 0 else 0
    return ("…" if start else "") + flat[start : start + width].strip() + ("…" if start + width < len(flat) else "")


def sessions_listing(user: User, q: str = "", mode: str = "keyword") -> SessionListing:
    """The user's conversations, newest first; with ``q``, only those whose title or messages hold
    the words (a substring match, any case: it works alike for Chinese, which has no spaces), or
    — by meaning — those recall finds (``_sessions_by_meaning``), best first."""
    if not q:
        rows = sessions_page(user, limit=SESSIONS_LIMIT + 1)
        return SessionListing(rows[:SESSIONS_LIMIT], truncated=len(rows) > SESSIONS_LIMIT)
    if mode == "semantic":
        return _sessions_by_meaning(user, q)
    said = Message.objects.filter(user=user, content__icontains=q)
    rows = list(
        ChatSession.objects.filter(user=user)
        .filter(Q(title__icontains=q) | Q(pk__in=said.values("session_id")))
        .order_by("-last_activity_at", "-id")[: SESSIONS_LIMIT + 1]
    )
    shown = rows[:SESSIONS_LIMIT]
    # the first matching message of each conversation shown (PostgreSQL's DISTINCT ON)
    first = (
        said.filter(session_id__in=[s.pk for s in shown])
        .order_by("session_id", "created_at", "id")
        .distinct("session_id")
    )
    snippets = {m.session_id: snippet(m.content, q) for m in first.only("id", "session_id", "content")}
    return SessionListing(shown, snippets, searching=True, truncated=len(rows) > SESSIONS_LIMIT)


def _sessions_by_meaning(user: User, q: str) -> SessionListing:
    """Conversations by meaning, with the hybrid search chat uses (``recall``, no LLM call): the
    person's indexed earlier messages (the conversation layer) and session summaries. What recall
    never sees is not found this way: temporary chats, sessions while memory was off, small talk,
    and messages behind a memory that was switched off or deleted; a search by words finds them."""
    params = RecallParams.from_settings(
        {
            "top_k": 30,
            "message_top_k": 30,
            "episode_top_k": 10,
            "recall_budget_tokens": 100_000,
            "episode_budget_tokens": 100_000,
            "layers": {"core": False, "semantic": False, "episodes": True, "messages": True},
        }
    )
    items = recall(user=user, query=q, params=params, touch=False).items
    said_scores = {i.id: i.score for i in items if i.layer == "message"}
    episode_scores = {i.id: i.score for i in items if i.layer == "episode"}
    scores: dict[int, float] = {}
    snippets: dict[int, str] = {}
    said = Message.objects.filter(user=user, pk__in=list(said_scores)).only("id", "session_id", "content")
    for message in sorted(said, key=lambda m: -said_scores[m.pk]):
        if message.session_id not in scores:
            scores[message.session_id] = said_scores[message.pk]
            snippets[message.session_id] = snippet(message.content, "")
    for session_id, episode_id in Episode.objects.filter(user=user, pk__in=list(episode_scores)).values_list(
        "session_id", "id"
    ):
        if session_id is not None:
            scores[session_id] = max(scores.get(session_id, 0.0), episode_scores[episode_id])
    found = {s.pk: s for s in ChatSession.objects.filter(user=user, pk__in=list(scores))}
    ranked = sorted(found.values(), key=lambda s: (-scores[s.pk], -s.last_activity_at.timestamp()))
    return SessionListing(ranked, snippets, {pk: scores[pk] for pk in found}, searching=True)


def memories_from_messages(user: User, message_ids: list[int]) -> list[MemoryEntry]:
    """The user's memories whose sources cite any of ``message_ids`` (what a conversation
    produced), recently changed first."""
    if not message_ids:
        return []
    return list(
        MemoryEntry.objects.filter(user=user, source_message_ids__overlap=message_ids)
        .defer("embedding", "search_vector")
        .order_by(*SORTS["recent"])
    )


def what_was_used(user: User, replies: list[Message]) -> dict[int, ReplyInfo]:
    """For each reply: the memories and episodes it was given, with their scores per factor.

    Three queries whatever the number of replies. Items whose memory was deleted since are gone
    from the record (deletion scrubs it); items switched off since are still shown, marked.
    """
    reply_ids = [m.pk for m in replies if m.role == Message.Role.ASSISTANT]
    info: dict[int, ReplyInfo] = {}
    if not reply_ids:
        return info
    records = {r.reply_id: r for r in RecallRecord.objects.filter(user=user, reply_id__in=reply_ids).order_by("id")}
    memory_ids = {int(i["id"]) for r in records.values() for i in r.items if i.get("layer") in ENTRY_LAYERS}
    episode_ids = {int(i["id"]) for r in records.values() for i in r.items if i.get("layer") == "episode"}
    said_ids = {int(i["id"]) for r in records.values() for i in r.items if i.get("layer") == "message"}
    said = {m.pk: m for m in Message.objects.filter(user=user, pk__in=said_ids)} if said_ids else {}
    memories = (
        {m.pk: m for m in MemoryEntry.objects.filter(user=user, pk__in=memory_ids).defer("embedding", "search_vector")}
        if memory_ids
        else {}
    )
    episodes = (
        {e.pk: e for e in Episode.objects.filter(user=user, pk__in=episode_ids).defer("embedding", "search_vector")}
        if episode_ids
        else {}
    )
    for reply in replies:
        if reply.role != Message.Role.ASSISTANT:
            continue
        mode = str((reply.meta or {}).get("mode", MemoryMode.ON))
        record = records.get(reply.pk)
        items: list[UsedItem] = []
        for raw in record.items if record else []:
            layer = str(raw.get("layer", ""))
            item_id = int(raw.get("id", 0))
            memory = memories.get(item_id) if layer in ENTRY_LAYERS else None
            episode = episodes.get(item_id) if layer == "episode" else None
            message = said.get(item_id) if layer == "message" else None
            if memory is None and episode is None and message is None:
                continue
            items.append(
                UsedItem(
                    layer, item_id, float(raw.get("score", 0)), dict(raw.get("factors", {})), memory, episode, message
                )
            )
        info[reply.pk] = ReplyInfo(mode=mode, items=items, recorded=record is not None)
    return info


def changes_from_messages(user: User, message_ids: list[int]) -> dict[int, list[MemoryVersion]]:
    """Memory versions written from each of ``message_ids`` (the "memory updated" notice)."""
    if not message_ids:
        return {}
    found: dict[int, list[MemoryVersion]] = defaultdict(list)
    wanted = set(message_ids)
    versions = (
        MemoryVersion.objects.filter(memory__user=user, source_message_ids__overlap=message_ids)
        .select_related("memory")
        .defer("memory__embedding", "memory__search_vector")
        .order_by("id")
    )
    for version in versions:
        for mid in wanted.intersection(version.source_message_ids):
            found[mid].append(version)
    return found


def user_message_get(user: User, session: ChatSession, message_id: int | str) -> Message:
    try:
        return Message.objects.get(pk=int(message_id), session=session, user=user, role=Message.Role.USER)
    except (Message.DoesNotExist, ValueError, TypeError):
        raise Http404("No such message") from None


def recent_enough_to_poll(message: Message, *, seconds: int = 20) -> bool:
    return timezone.now() - message.created_at < timedelta(seconds=seconds)
