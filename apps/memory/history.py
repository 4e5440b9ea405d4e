"""What an entry held before its value changed, for recall to show after the value it holds now.

A newer value replaces an older one in the same entry (``memory_update(change=superseded)``), and
the words that said the older one leave the conversation layer (``forget_messages``): recall would
otherwise have nothing left to answer a question about the past ("Where did Maya work in
Portland?" once she works in Seattle, "我以前住哪？"). So the entry keeps the value it replaced and
until when (``MemoryEntry.earlier``, one column the recall statement already reads). Only a value
that was *true* and changed is history: one put right (``corrected``: "that's wrong, it's 34", a
misspelt name) never was, and keeps whatever history the entry had; so does a merge of
complementary facts. The person's own edit, a restore and a resolved conflict make the entry what
the person chose: nothing from before is shown. Deleting the entry deletes it, so what was
forgotten never comes back this way. Entries changed before the column existed have none: their
versions cannot tell a correction from a change (both were ``superseded`` then), and a value that
may never have been true is not shown as history.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from apps.memory.models import MemoryVersion

Change = MemoryVersion.Change
# changes that leave what was true before them as it was
KEEPS_HISTORY = {Change.CORRECTED, Change.MERGED, Change.SWITCHED}


@dataclass(frozen=True)
class Earlier:
    summary: str
    until: datetime  # when the newer value was said (or, without a time, written)


def earlier_after(change: str, earlier: Any, old_summary: str, at: datetime) -> dict[str, str] | None:
    """An entry's ``earlier`` once its content changed by ``change`` at ``at``."""
    if change == Change.SUPERSEDED:
        return {"summary": old_summary, "until": at.isoformat()}
    return earlier if change in KEEPS_HISTORY else None


def earlier_of(value: Any) -> Earlier | None:
    """The column as read (jsonb, or its text through a raw cursor), or None."""
    if isinstance(value, str):
        value = json.loads(value)
    if not isinstance(value, dict) or not value.get("summary") or not value.get("until"):
        return None
    return Earlier(summary=str(value["summary"]), until=datetime.fromisoformat(str(value["until"])))
