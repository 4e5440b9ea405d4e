"""A memory command (``Command``): its kinds (forget / correct) and what applying it can come to."""

from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger("apps.memory.commands")  # one logger for the package, under the name it always had

FORGET = "forget"
CORRECT = "correct"

# what memory_command_apply did
DELETED = "deleted"
SUPERSEDED = "superseded"
AMBIGUOUS = "ambiguous"
NOT_FOUND = "not_found"
MEMORY_OFF = "memory_off"
NEEDS_VALUE = "needs_value"
TOO_BROAD = "too_broad"

MAX_CANDIDATES = 5

# --- parsing ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Command:
    """One memory command read from a message.

    ``target``: the words that name what to act on ("my salary", "我住哪儿"; "" when the request
    names nothing, as in "forget that"). For a correction, ``statement`` is the new statement
    ("I'm 34", "我是在腾讯上班"), ``old_value`` the value said to be wrong ("43", "阿里"),
    ``new_value`` a value said on its own ("it's Shanghai" → "Shanghai"). ``no_longer``: "I don't
    … any more" — the statement ends the unit it matches. ``weak``: the words alone do not make
    it a command ("I live in Shanghai, not Beijing", "I don't smoke any more"); it is one only if
    a stored unit matches, otherwise the message is an ordinary statement for the write path; a forget
    request read by meaning (``sense``) is weak too, and so is a correction read by meaning (``sensed``:
    said as a value alone, it may still put right the one memory the conversation just used).
    ``choice``: numbers picked from a list of candidates offered in the previous turn.
    """

    kind: str
    target: str = ""
    statement: str = ""
    old_value: str = ""
    new_value: str = ""
    no_longer: bool = False
    weak: bool = False
    choice: tuple[int, ...] = ()
    language: str = "en"
    sensed: bool = False
