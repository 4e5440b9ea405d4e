"""What compression reads and writes: a ``Turn`` (one message) and a ``Candidate`` (one unit to store)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from apps.memory.models import Confidence

MAX_SUMMARY_CHARS = 280
USER = "user"


@dataclass
class Turn:
    """One message as the pipeline sees it (content already redacted by the guard)."""

    id: int
    role: str
    speaker: str  # meta["speaker"] or "user" / "assistant"
    text: str
    at: datetime
    question: str = ""  # the other party's question this message answers
    asker: str = ""
    # the words as the person wrote them when ``text`` reads them otherwise (Traditional Chinese is
    # read in Simplified characters: ``apps.core.script``); "" when they are the same
    written: str = ""


@dataclass
class Candidate:
    entity: str
    type: str
    key: str
    summary: str
    facts: dict[str, str]
    importance: int
    language: str
    source_message_ids: list[int]
    confidence: str = Confidence.CONFIRMED
    # reconcile hints
    change: bool = False  # the source says the value changed ("改成", "moved to")
    negated: bool = False
    at: datetime | None = None
    kind: str = ""  # the trigger kind that produced it
    source_text: str = ""  # the words it restates (for the loss check)
    # "前两天说的我老板名字打错了，是王建军": the name this unit gives replaces the name stored for
    # the same relation (the unit about them is renamed), not a second person
    renames: bool = False
    # "更正一下，我生日其实是3月21号，上次打反了", "I gave you the wrong date, our anniversary is October 17":
    # the value this unit gives replaces the one said before about the same thing (with its history)
    corrects: bool = False
