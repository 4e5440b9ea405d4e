"""Translated display names for the engine's stored codes (types, statuses, layers, factors).

The models keep short English codes; what a person reads comes from here, in their language.
"""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

TYPE_LABELS: dict[str, Promise] = {
    "fact": _("Facts"),
    "preference": _("Preferences"),
    "prohibition": _("Prohibitions"),
    "decision": _("Decisions"),
    "milestone": _("Milestones"),
    "task": _("Pending tasks"),
    "pattern": _("Patterns"),
    "episode": _("Episodes"),
}

TYPE_SINGULAR: dict[str, Promise] = {
    "fact": _("fact"),
    "preference": _("preference"),
    "prohibition": _("prohibition"),
    "decision": _("decision"),
    "milestone": _("milestone"),
    "task": _("pending task"),
    "pattern": _("pattern"),
    "episode": _("episode"),
}

STATUS_LABELS: dict[str, Promise] = {
    "active": _("active"),
    "superseded": _("superseded"),
    "pending": _("pending"),
    "archived": _("archived"),
}

CONFIDENCE_LABELS: dict[str, Promise] = {
    "confirmed": _("confirmed"),
    "to_check": _("to check"),
    "summary": _("summary"),
}

CHANGE_LABELS: dict[str, Promise] = {
    "created": _("created"),
    "edited": _("edited"),
    "superseded": _("replaced by a newer value"),
    "merged": _("merged"),
    "restored": _("restored"),
    "confirmed": _("conflict confirmed"),
    "switched": _("switched on/off"),
}

ACTOR_LABELS: dict[str, Promise] = {
    "pipeline": _("assistant"),
    "user": _("you"),
    "api": _("app"),
    "admin": _("administrator"),
}

LAYER_LABELS: dict[str, Promise] = {
    "persona": _("System persona"),
    "memory": _("Long-term memory"),
    "episodes": _("Earlier sessions"),
    "working": _("Recent messages"),
    "user": _("Your message"),
    "core": _("Core profile"),
    "semantic": _("Relevant memory"),
    "episode": _("Earlier session"),
}

FACTOR_LABELS: dict[str, Promise] = {
    "similarity": _("similarity"),
    "dense": _("meaning"),
    "keyword": _("keywords"),
    "recency": _("recency"),
    "importance": _("importance"),
    "type_weight": _("type weight"),
}

STORE_LABELS: dict[str, Promise] = {
    "memories": _("memories"),
    "memory_entries": _("memories"),
    "memory_versions": _("versions"),
    "recall_records": _("records of what was used"),
    "episode_lines": _("lines of session summaries"),
    "episodes": _("session summaries"),
    "pipeline_jobs": _("queued extraction jobs"),
    "admin_log_entries": _("admin log entries"),
    "redis_keys": _("cached copies"),
    "sessions": _("conversations"),
    "chat_sessions": _("conversations"),
    "messages": _("messages"),
}

MODE_LABELS: dict[str, Promise] = {
    "on": _("memory on"),
    "off": _("memory off"),
    "temporary": _("temporary chat"),
}


def label(table: dict[str, Promise], code: str) -> str:
    return str(table.get(code, code))
