"""Reads behind the dashboard pages. Every function takes the requesting user and never returns
another user's rows; each issues a fixed number of queries (the view tests pin them)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.db.models import Q, QuerySet, TextField
from django.db.models.functions import Cast
from django.http import Http404
from django.utils import timezone

from apps.accounts.models import Membership, User, Workspace
from apps.audit.models import AuditAction, AuditEvent
from apps.audit.services import subject_for
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.memory.models import ENTRY_LAYERS, Episode, MemoryEntry, MemoryStatus, MemoryType, MemoryVersion, RecallRecord
from apps.memory.recall import RecalledItem, RecallParams, core_profile, recall

SORTS: dict[str, tuple[str, ...]] = {
    "recent": ("-updated_at", "-id"),
    "created": ("-created_at", "-id"),
    "importance": ("-importance", "-updated_at", "-id"),
    "used": ("-access_count", "-updated_at", "-id"),
    "confirmed": ("-last_confirmed_at", "-id"),
}
LIST_LIMIT = 300
PERSONA_PREFIX = "persona:"
END_USERS_SHOWN = 20


# --- my memory --------------------------------------------------------------------------------


@dataclass
class MemoryFilters:
    q: str = ""
    mode: str = "keyword"  # keyword | semantic
    type: str = ""
    status: str = ""
    enabled: str = ""  # "" | "on" | "off"
    sort: str = "recent"

    @property
    def active(self) -> bool:
        return bool(self.q or self.type or self.status or self.enabled)


@dataclass
class MemoryGroup:
    type: str
    memories: list[MemoryEntry]


@dataclass
class MemoryListing:
    core: list[RecalledItem]
    groups: list[MemoryGroup]
    results: list[MemoryEntry]  # a flat, ranked list when searching
    episodes: list[Episode]
    scores: dict[int, float] = field(default_factory=dict)
    episode_scores: dict[int, float] = field(default_factory=dict)
    truncated: bool = False
    searching: bool = False


def _filtered(user: User, filters: MemoryFilters) -> QuerySet[MemoryEntry]:
    queryset = MemoryEntry.objects.filter(user=user)
    if filters.type:
        queryset = queryset.filter(type=filters.type)
    if filters.status:
        queryset = queryset.filter(status=filters.status)
    if filters.enabled == "on":
        queryset = queryset.filter(enabled=True)
    elif filters.enabled == "off":
        queryset = queryset.filter(enabled=False)
    return queryset.defer("embedding", "search_vector")


def _keyword_match(queryset: QuerySet[MemoryEntry], q: str) -> QuerySet[MemoryEntry]:
    # A substring match works the same for Chinese (no spaces) and English.
    return queryset.annotate(facts_text=Cast("facts", TextField())).filter(
        Q(summary__icontains=q) | Q(facts_text__icontains=q) | Q(key__icontains=q) | Q(entity__icontains=q)
    )


def _semantic_ids(user: User, filters: MemoryFilters) -> tuple[dict[int, float], dict[int, float]]:
    """Ranked ids from recall (the same hybrid search chat uses), memories and episodes apart."""
    params = RecallParams.from_settings(
        {
            "top_k": 20,
            "episode_top_k": 5,
            "recall_budget_tokens": 100_000,
            "episode_budget_tokens": 100_000,
            "layers": {"core": False, "semantic": True, "episodes": not filters.type, "messages": False},
            "types": [filters.type] if filters.type else None,
        }
    )
    result = recall(user=user, query=filters.q, params=params, touch=False)
    memories = {i.id: i.score for i in result.items if i.layer in ENTRY_LAYERS}
    episodes = {i.id: i.score for i in result.items if i.layer == "episode"}
    return memories, episodes


def core_profile_for(user: User) -> list[RecalledItem]:
    """What the always-on core profile holds right now (what every chat starts with)."""
    return core_profile(user, RecallParams.from_settings())


def memory_listing(user: User, filters: MemoryFilters) -> MemoryListing:
    """The memory page: core profile, entries by type (or ranked results when searching), episodes."""
    core = [] if filters.active else core_profile_for(user)
    ordering = SORTS.get(filters.sort, SORTS["recent"])
    queryset = _filtered(user, filters)
    episodes_qs = Episode.objects.filter(user=user).defer("embedding", "search_vector").order_by("-ended_at", "-id")
    scores: dict[int, float] = {}
    episode_scores: dict[int, float] = {}
    if filters.q and filters.mode == "semantic":
        scores, episode_scores = _semantic_ids(user, filters)
        found = {m.pk: m for m in queryset.filter(pk__in=list(scores))}
        results = [found[i] for i in sorted(found, key=lambda i: -scores[i])]
        episodes = []
        if episode_scores and not (filters.status or filters.enabled):
            by_id = {e.pk: e for e in episodes_qs.filter(pk__in=list(episode_scores))}
            episodes = [by_id[i] for i in sorted(by_id, key=lambda i: -episode_scores[i])]
        return MemoryListing(core, [], results, episodes, scores, episode_scores, searching=True)
    if filters.q:
        queryset = _keyword_match(queryset, filters.q)
        episodes_qs = episodes_qs.filter(summary__icontains=filters.q)
    rows = list(queryset.order_by(*ordering)[: LIST_LIMIT + 1])
    truncated = len(rows) > LIST_LIMIT
    rows = rows[:LIST_LIMIT]
    show_episodes = not (filters.type or filters.status or filters.enabled)
    episodes = list(episodes_qs[:50]) if show_episodes else []
    if filters.q:
        return MemoryListing(core, [], rows, episodes, truncated=truncated, searching=True)
    grouped: dict[str, list[MemoryEntry]] = defaultdict(list)
    for row in rows:
        grouped[row.type].append(row)
    groups = [MemoryGroup(t, grouped[t]) for t in MemoryType.values if grouped.get(t)]
    return MemoryListing(core, groups, [], episodes, truncated=truncated)


def memories_get_for_user(user: User, memory_ids: list[int]) -> list[MemoryEntry]:
    """The user's memories with these ids, as My memory lists them (recently changed first); all or
    nothing, as the API's bulk delete: Http404 when any id is not one of theirs."""
    wanted = set(memory_ids)
    rows = list(MemoryEntry.objects.filter(user=user, pk__in=wanted).defer("embedding", "search_vector").order_by(*SORTS["recent"]))
    if not wanted or len(rows) != len(wanted):
        raise Http404("No such memory")
    return rows


def pending_count(user: User) -> int:
    return MemoryEntry.objects.filter(user=user, status=MemoryStatus.PENDING).count()


def pending_inbox(user: User) -> list[MemoryEntry]:
    return list(
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.PENDING)
        .select_related("conflicts_with")
        .defer("embedding", "search_vector", "conflicts_with__embedding", "conflicts_with__search_vector")
        .order_by("-created_at", "-id")
    )


def memory_history(memory: MemoryEntry) -> list[MemoryVersion]:
    return list(MemoryVersion.objects.filter(memory=memory).order_by("-version"))


def memory_version_get(memory: MemoryEntry, version: int | str) -> MemoryVersion:
    try:
        return MemoryVersion.objects.get(memory=memory, version=int(version))
    except (MemoryVersion.DoesNotExist, ValueError, TypeError):
        raise Http404("No such version") from None


@dataclass
class Rejection:
    """A contradiction the person rejected, as a changelog row (undo puts it back in the inbox)."""

    memory: MemoryEntry
    change: str = "rejected"

    @property
    def created_at(self) -> datetime:
        return self.memory.updated_at

    @property
    def summary(self) -> str:
        return self.memory.summary

    @property
    def version(self) -> int:
        return self.memory.version

    @property
    def actor(self) -> str:
        return "user"


# The audit actions that deleted some of a person's data, by the kind of receipt each gives.
DELETION_KINDS: dict[str, str] = {
    AuditAction.MEMORY_DELETED: "delete",
    AuditAction.MEMORIES_DELETED: "bulk_delete",
    AuditAction.MEMORIES_CLEARED: "clear",
    AuditAction.SESSION_DELETED: "session",
    AuditAction.RETENTION_PURGED: "retention",
}
# who acted, by the audit event's actor type, when it was not the person themself
_AUDIT_ACTORS: dict[str, str] = {AuditEvent.ActorType.STAFF: "admin", AuditEvent.ActorType.API_KEY: "api", AuditEvent.ActorType.SYSTEM: "system"}


@dataclass
class Deletion:
    """A deletion of some of the person's data, as the audit log recorded it: when, by whom, what
    kind and how many rows per store — never the content, which is gone. A changelog row, and a
    receipt that can be reopened."""

    event: AuditEvent
    change: str = "deleted"

    @property
    def pk(self) -> int:
        return self.event.pk

    @property
    def created_at(self) -> datetime:
        return self.event.created_at

    @property
    def kind(self) -> str:
        return DELETION_KINDS[self.event.action]

    @property
    def counts(self) -> dict[str, int]:
        return {str(store): int(n) for store, n in (self.event.counts or {}).items()}

    @property
    def memories(self) -> int:
        counts = self.counts
        return counts.get("memories", counts.get("memory_entries", 0))

    @property
    def actor(self) -> str:
        if self.event.actor == self.event.subject:
            return "user"
        return _AUDIT_ACTORS.get(self.event.actor_type, "user")


def _deletions(user: User) -> QuerySet[AuditEvent]:
    return AuditEvent.objects.filter(subject=subject_for(user), action__in=list(DELETION_KINDS)).order_by("-created_at", "-id")


def deletion_receipts(user: User, *, limit: int = 200) -> list[Deletion]:
    """Every deletion of the user's data the audit log holds, newest first (the receipts page)."""
    return [Deletion(event) for event in _deletions(user)[:limit]]


def deletion_receipt_get(user: User, event_id: int | str) -> Deletion:
    """One deletion of the user's data, to reopen its receipt; Http404 for any other event."""
    try:
        return Deletion(_deletions(user).get(pk=int(event_id)))
    except (AuditEvent.DoesNotExist, ValueError, TypeError):
        raise Http404("No such receipt") from None


ChangelogRow = MemoryVersion | Rejection | Deletion


def changelog(user: User, *, limit: int = 60) -> list[ChangelogRow]:
    """The most recent changes to the user's memory, newest first: every version (a statement
    waiting for the person's decision among them: a memory still pending), every rejected
    contradiction (an archived entry still linked to what it contradicted) and every deletion
    (from the audit log, with its receipt)."""
    versions: list[ChangelogRow] = list(
        MemoryVersion.objects.filter(memory__user=user)
        .select_related("memory")
        .defer("memory__embedding", "memory__search_vector")
        .order_by("-created_at", "-id")[:limit]
    )
    rejected = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ARCHIVED, conflicts_with__isnull=False)
        .defer("embedding", "search_vector")
        .order_by("-updated_at", "-id")[:limit]
    )
    rows = versions + [Rejection(memory) for memory in rejected] + deletion_receipts(user, limit=limit)
    rows.sort(key=lambda row: row.created_at, reverse=True)
    return rows[:limit]


def rejection_get(user: User, memory_id: int | str) -> MemoryEntry:
    """One of the user's rejected contradictions; Http404 for anything else."""
    try:
        return MemoryEntry.objects.defer("embedding", "search_vector").get(
            pk=int(memory_id), user=user, status=MemoryStatus.ARCHIVED, conflicts_with__isnull=False
        )
    except (MemoryEntry.DoesNotExist, ValueError, TypeError):
        raise Http404("No such rejection") from None


def changelog_entry_get(user: User, version_id: int | str) -> MemoryVersion:
    try:
        return MemoryVersion.objects.select_related("memory").get(pk=int(version_id), memory__user=user)
    except (MemoryVersion.DoesNotExist, ValueError, TypeError):
        raise Http404("No such change") from None


# --- sources ----------------------------------------------------------------------------------


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
    for message in Message.objects.filter(user=user, session_id__in=session_ids).select_related("session").order_by("created_at", "id"):
        by_session[message.session_id].append(message)
        sessions[message.session_id] = message.session
    wanted = set(message_ids)
    ordered = sorted(sessions.values(), key=lambda s: (s.created_at, s.pk))
    return [Transcript(s, by_session[s.pk], wanted) for s in ordered]


def episode_message_ids(episode: Episode) -> list[int]:
    ids = {int(mid) for line in episode.lines for mid in line.get("message_ids", [])}
    return sorted(ids)


# --- chat -------------------------------------------------------------------------------------


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
    first = said.filter(session_id__in=[s.pk for s in shown]).order_by("session_id", "created_at", "id").distinct("session_id")
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
    for session_id, episode_id in Episode.objects.filter(user=user, pk__in=list(episode_scores)).values_list("session_id", "id"):
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
    memories = {m.pk: m for m in MemoryEntry.objects.filter(user=user, pk__in=memory_ids).defer("embedding", "search_vector")} if memory_ids else {}
    episodes = {e.pk: e for e in Episode.objects.filter(user=user, pk__in=episode_ids).defer("embedding", "search_vector")} if episode_ids else {}
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
                UsedItem(layer, item_id, float(raw.get("score", 0)), dict(raw.get("factors", {})), memory, episode, message)
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


# --- privacy ----------------------------------------------------------------------------------


def latest_audit_event(user: User, actions: tuple[str, ...]) -> AuditEvent | None:
    """The newest audit event about ``user`` with one of ``actions`` (the receipt's reference)."""
    return AuditEvent.objects.filter(subject=subject_for(user), action__in=actions).order_by("-id").first()


# --- playground -------------------------------------------------------------------------------


def member_workspaces(user: User) -> list[Workspace]:
    return [m.workspace for m in Membership.objects.filter(user=user).select_related("workspace").order_by("workspace__name")]


def personas_for(member: User, workspace: Workspace) -> list[User]:
    """The workspace's test personas, and the member themself when they are also an end user of
    it: whom a member chats as in the playground (their runs are real turns)."""
    return list(
        User.objects.filter(workspace=workspace)
        .filter(Q(external_id__startswith=PERSONA_PREFIX) | Q(pk=member.pk))
        .order_by("first_name", "username")
    )


@dataclass
class EndUserListing:
    users: list[User]
    more: bool  # more match than are shown: search by id to find the others


def playground_end_users(member: User, workspace: Workspace, q: str = "") -> EndUserListing:
    """The workspace's end users created through the API (those with an external id, test personas
    and the member aside), newest first, or those whose id contains ``q``; at most
    END_USERS_SHOWN. Their recall is inspected in the playground with dry runs only."""
    queryset = (
        User.objects.filter(workspace=workspace)
        .exclude(external_id="")
        .exclude(external_id__startswith=PERSONA_PREFIX)
        .exclude(pk=member.pk)
    )
    if q:
        queryset = queryset.filter(external_id__icontains=q)
    rows = list(queryset.order_by("-date_joined", "-id")[: END_USERS_SHOWN + 1])
    return EndUserListing(rows[:END_USERS_SHOWN], len(rows) > END_USERS_SHOWN)


def persona_get_for_member(member: User, persona_id: int | str) -> User:
    """Someone a member may open in the playground — a test persona, themself, or an end user with
    an external id — of a workspace they belong to; Http404 for anyone else."""
    try:
        persona = User.objects.select_related("workspace").get(pk=int(persona_id))
    except (User.DoesNotExist, ValueError, TypeError):
        raise Http404("No such persona") from None
    if persona.workspace_id is None:
        raise Http404("No such persona")
    is_member = Membership.objects.filter(user=member, workspace_id=persona.workspace_id).exists()
    if not is_member or not (persona.pk == member.pk or persona.external_id):
        raise Http404("No such persona")
    return persona


def playground_runs_are_stored(member: User, persona: User) -> bool:
    """A run is a real, stored turn only for a test persona or the member themself; for a real end
    user it is a dry run, so that inspecting their recall never writes to their memory."""
    return persona.pk == member.pk or persona.external_id.startswith(PERSONA_PREFIX)


