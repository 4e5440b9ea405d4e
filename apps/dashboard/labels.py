"""Translated display names for the engine's stored codes (types, statuses, layers, factors).

The models keep short English codes; what a person reads comes from here, in their language.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from django.conf import settings
from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext

from apps.memory.facts import base_key
from apps.memory.guard import PLACEHOLDER

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
    "message": _("earlier message"),
}

STATUS_LABELS: dict[str, Promise] = {
    "active": _("active"),
    "superseded": _("superseded"),
    "pending": _("pending"),
    "archived": _("archived"),
    "rejected": _("rejected"),
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
    "corrected": _("corrected"),
    "merged": _("merged"),
    "restored": _("restored"),
    "confirmed": _("conflict confirmed"),
    "rejected": _("conflict rejected"),
    "switched": _("switched on/off"),
    "deleted": _("deleted"),
}

ACTOR_LABELS: dict[str, Promise] = {
    "pipeline": _("assistant"),
    "pipeline:model": _("assistant (language model)"),
    "user": _("you"),
    "api": _("app"),
    "admin": _("administrator"),
    "system": _("automatic"),
}

LAYER_LABELS: dict[str, Promise] = {
    "persona": _("System persona"),
    "memory": _("Long-term memory"),
    "messages": _("Earlier messages"),
    "episodes": _("Earlier sessions"),
    "working": _("Recent messages"),
    "user": _("Your message"),
    "core": _("Core profile"),
    "semantic": _("Relevant memory"),
    "message": _("Earlier message"),
    "episode": _("Earlier session"),
}

FACTOR_LABELS: dict[str, Promise] = {
    "similarity": _("similarity"),
    "dense": _("meaning"),
    "keyword": _("keywords"),
    "recency": _("recency"),
    "importance": _("importance"),
    "type_weight": _("type weight"),
    "entity": _("person named"),
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
    "term_stats": _("word statistics"),
    "message_index": _("search index of your messages"),
    "memberships": _("workspace memberships"),
    "user_account": _("the account"),
    # what an import report counts one by one (ImportReport.skip)
    "session": _("conversations"),
    "message": _("messages"),
    "memory": _("memories"),
    "episode": _("session summaries"),
    "recall_record": _("records of what was used"),
    "memory_reference": _("links between memories"),
}

# why an import left something out (apps.memory.portability: ImportReport.skip)
SKIP_REASONS: dict[str, Promise] = {
    "already_present": _("already there"),
    "contains_secret": _("it contains a secret"),
    "duplicate_version_numbers": _("its version numbers repeat"),
    "conflicts_with_not_in_document": _("what it contradicts is not in the file"),
    "session_not_in_document": _("its conversation is not in the file"),
}

# What the guard leaves where it removed a secret from stored text ("[redacted bank_card]"), as a
# person reads it; the stored text keeps the guard's own form.
REDACTED_LABELS: dict[str, Promise] = {
    "password": _("[redacted password]"),
    "api_key": _("[redacted API key or token]"),
    "private_key": _("[redacted private key]"),
    "id_card": _("[redacted ID-card number]"),
    "bank_card": _("[redacted bank-card number]"),
    "ssn": _("[redacted social security number]"),
}


def redactions_shown(text: object) -> str:
    """``text`` with each of the guard's placeholders in the reader's language ("[redacted
    bank_card]" → "[redacted bank-card number]" / "[银行卡号已隐去]"); an unknown kind stays as stored."""

    def shown(match: re.Match[str]) -> str:
        known = REDACTED_LABELS.get(match.group(0)[len("[redacted ") : -1])
        return str(known) if known is not None else match.group(0)

    return "" if text is None else PLACEHOLDER.sub(shown, str(text))


def label(table: dict[str, Promise], code: str) -> str:
    return str(table.get(code, code))


# Fact keys the write path, the model path and the API use; numbered duplicates ("salary_2") share
# their key's label. A key not listed here is shown humanised ("blood_type" → "Blood type").
FACT_LABELS: dict[str, Promise] = {
    "name": _("Name"),
    "age": _("Age"),
    "city": _("City"),
    "location": _("Location"),
    "residence": _("Residence"),
    "hometown": _("Hometown"),
    "occupation": _("Job"),
    "job": _("Job"),
    "employer": _("Employer"),
    "salary": _("Salary"),
    "income": _("Income"),
    "rent": _("Rent"),
    "budget": _("Budget"),
    "price": _("Price"),
    "amount": _("Amount"),
    "deadline": _("Deadline"),
    "date": _("Date"),
    "time": _("Time"),
    "start": _("Start"),
    "launch": _("Launch"),
    "meeting": _("Meeting"),
    "flight": _("Flight"),
    "version": _("Version"),
    "weight": _("Weight"),
    "headcount": _("Team size"),
    "percent": _("Percentage"),
    "quantity": _("Quantity"),
    "number": _("Number"),
    "figure": _("Figure"),
    "id": _("Reference"),
    "project": _("Project"),
    "tool": _("Tool"),
    "language": _("Language"),
    "mention": _("Mentioned"),
    "relation": _("Relation"),
    "family": _("Family"),
    "diet": _("Diet"),
    "allergy": _("Allergy"),
    "health": _("Health"),
    "schedule": _("Schedule"),
    "grade": _("School year"),
    "address": _("Address"),
    "no_longer": _("No longer"),
    "school": _("School"),
    "major": _("Major"),
    "smoking": _("Smoking"),
    "drinking": _("Drinking"),
    "goal": _("Goal"),
    "hobby": _("Hobby"),
    "episodes": _("Sessions"),
    "mentions": _("Mentioned"),
}

_SNAKE = re.compile(r"[a-z0-9_]+")


@cache
def _slots() -> dict[str, tuple[str, str]]:
    """The write path's slots (``blood_type``, ``work_city`` …) → their readable English and Chinese
    labels (``pipeline.slots.SLOTS``); a slot's English label ("dislikes") names it too."""
    from apps.memory.pipeline.slots import SLOTS

    found = {
        name: (english[:1].upper() + english[1:], chinese) for name, (_single, _type, english, chinese) in SLOTS.items()
    }
    for english, chinese in list(found.values()):
        found.setdefault(english.lower(), (english, chinese))
    return found


def fact_label(key: str) -> str:
    """What a person reads for a fact key, in their language: ``salary`` and ``salary_2`` are both
    "Salary" / "月薪"; a slot of the write path has its own labels ("Blood type" / "血型"); an
    unknown snake_case key is humanised; any other key is shown as written."""
    base = base_key(str(key))
    known = FACT_LABELS.get(base.lower())
    if known is not None:
        return str(known)
    slot = _slots().get(base.lower())
    if slot is not None:
        return slot[1] if (translation.get_language() or "").startswith("zh") else slot[0]
    if _SNAKE.fullmatch(base):
        return base.replace("_", " ").strip().capitalize() or str(key)
    return base or str(key)


def slot_label(key: str) -> str:
    """A memory's slot (``MemoryEntry.key``) as a person reads it: a slot of its own is its label
    (``location`` → "Location" / "所在地"); a slot about one thing (``allergy:peanuts``) or a type
    with the words of its topic (``decision:beta budget``, the write path's key for what has no slot)
    is that label or the type's name, then the words, which are the memory's own."""
    head, sep, about = str(key).partition(":")
    known = head.lower() in FACT_LABELS or head.lower() in _slots()
    name = str(TYPE_SINGULAR[head]) if head in TYPE_SINGULAR and not known else fact_label(head)
    if not sep:
        return name
    return pgettext("a memory's slot, then what it is about", "%(slot)s: %(about)s") % {"slot": name, "about": about}


def fact_rows(facts: dict[str, Any] | None) -> list[tuple[str, list[str]]]:
    """Facts grouped under their labels, in stored order: numbered duplicates become one label
    with several values."""
    rows: dict[str, list[str]] = {}
    for key, value in (facts or {}).items():
        rows.setdefault(fact_label(key), []).append(str(value))
    return list(rows.items())


def fact_key_for(label_text: str, taken: dict[str, str], previous: dict[str, Any] | None = None) -> str:
    """The key to store a fact the person wrote as ``label_text: value`` under (the reverse of
    ``fact_label``, in English or Chinese): a key of ``previous`` with that label keeps its exact
    key; a known label maps to its key (numbered when already ``taken``); anything else is kept
    as written."""
    wanted = " ".join(label_text.split())
    for key in previous or {}:
        if key not in taken and fact_label(key).lower() == wanted.lower():
            return key
    base = _label_keys().get(wanted.lower(), wanted)
    if base not in taken:
        return base
    index = 2
    while f"{base}_{index}" in taken:
        index += 1
    return f"{base}_{index}"


def _label_keys() -> dict[str, str]:
    """Every known fact label, in every language the site speaks, → its key."""
    found: dict[str, str] = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            for key, text in FACT_LABELS.items():
                found.setdefault(str(text).lower(), key)
    for key in FACT_LABELS:
        found.setdefault(key, key)
    for name, readable in _slots().items():
        for label_text in readable:
            found.setdefault(label_text.lower(), name)
        found.setdefault(name, name)
    return found
