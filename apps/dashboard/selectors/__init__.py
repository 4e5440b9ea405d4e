"""Reads behind the dashboard pages. Every function takes the requesting user and never returns
another user's rows; each issues a fixed number of queries (the view tests pin them).

The package, by page: ``memory`` (My memory: the listing, the inbox, history), ``changes`` (Recent
changes and deletion receipts), ``sources`` (the transcripts a memory came from), ``chat`` (the
sessions list, what a reply used) and ``playground`` (personas and end users).
"""

from __future__ import annotations

from apps.dashboard.selectors.changes import (
    DELETION_KINDS,
    ChangelogRow,
    Deletion,
    Rejection,
    changelog,
    changelog_entry_get,
    deletion_receipt_get,
    deletion_receipts,
    latest_audit_event,
    rejection_get,
)
from apps.dashboard.selectors.chat import (
    SESSIONS_LIMIT,
    SNIPPET_CHARS,
    ReplyInfo,
    SessionListing,
    UsedItem,
    changes_from_messages,
    memories_from_messages,
    recent_enough_to_poll,
    sessions_listing,
    sessions_page,
    snippet,
    user_message_get,
    what_was_used,
)
from apps.dashboard.selectors.memory import (
    LIST_LIMIT,
    SORTS,
    MemoryFilters,
    MemoryGroup,
    MemoryListing,
    core_profile_for,
    memories_get_for_user,
    memory_history,
    memory_listing,
    memory_version_get,
    pending_count,
    pending_inbox,
)
from apps.dashboard.selectors.playground import (
    END_USERS_SHOWN,
    PERSONA_PREFIX,
    EndUserListing,
    member_workspaces,
    persona_get_for_member,
    personas_for,
    playground_end_users,
    playground_runs_are_stored,
)
from apps.dashboard.selectors.sources import Transcript, episode_message_ids, transcripts_for

__all__ = [
    "DELETION_KINDS",
    "END_USERS_SHOWN",
    "LIST_LIMIT",
    "PERSONA_PREFIX",
    "SESSIONS_LIMIT",
    "SNIPPET_CHARS",
    "SORTS",
    "ChangelogRow",
    "Deletion",
    "EndUserListing",
    "MemoryFilters",
    "MemoryGroup",
    "MemoryListing",
    "Rejection",
    "ReplyInfo",
    "SessionListing",
    "Transcript",
    "UsedItem",
    "changelog",
    "changelog_entry_get",
    "changes_from_messages",
    "core_profile_for",
    "deletion_receipt_get",
    "deletion_receipts",
    "episode_message_ids",
    "latest_audit_event",
    "member_workspaces",
    "memories_from_messages",
    "memories_get_for_user",
    "memory_history",
    "memory_listing",
    "memory_version_get",
    "pending_count",
    "pending_inbox",
    "persona_get_for_member",
    "personas_for",
    "playground_end_users",
    "playground_runs_are_stored",
    "recent_enough_to_poll",
    "rejection_get",
    "sessions_listing",
    "sessions_page",
    "snippet",
    "transcripts_for",
    "user_message_get",
    "what_was_used",
]
