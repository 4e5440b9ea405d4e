"""Forget and correct by talking: "forget my salary", "别再记着我的工资了", "that's wrong, I'm 34",
"不对，我是在腾讯上班，不是阿里", "I don't live in Boston any more", "我已经不吃肉了".

Two halves. **Parsing** (pure, no database): ``parse_command(text)`` reads one user message and
returns a ``Command`` — forget, or correct (a new value, or "no longer") — or None for an ordinary
message. With a model configured (``LLM_PROVIDER=openai``) and a message that has the words of a
command, the model reads it through structured output (``complete_json``) and the rules are the
fallback. **Applying** (``memory_command_apply``): the person's own memory units are matched — by
the slot the words name (a bilingual vocabulary: 工资 / 月薪 / salary / pay / income meet in one
slot), by keywords (canonical values, so "peanut" finds "花生"), and by the multilingual embedding —
and acted on through the memory services only: ``memories_delete`` (a real deletion: row, versions,
vector, derived copies; audited without content) or ``memory_update(change=superseded)`` (a new
version citing the command message, so it shows in the changelog and the "memory updated" notice
and can be undone there). Every query is scoped to the requesting user.

Never guess: a request that names nothing ("forget that") or that two units match equally (two
allergies for "forget my allergy") lists the candidates, numbered, and changes nothing; the
person may answer with the number ("forget 2", "第2条"). A request that matches nothing says so.
With memory off or in a temporary chat nothing is touched and the reply says that memory is off.

The command message itself is marked ``meta["memory_command"]`` ("forget" / "correct") by the
chat service, so the write path never extracts it and never indexes it for recall; a correction's
new value is therefore applied here, synchronously.

The package, by concern: ``kinds`` (``Command``, the kinds and outcomes), ``phrasings`` (the
patterns of a forget / correct request, both languages), ``parse`` (``parse_command``,
``parse_choice``), ``model`` (the structured-output model path, ``detect_command``), ``words``
(the words that name a slot or a relation), ``match`` (``match_units``: slot, keywords, embedding),
``context`` (what the conversation already said or offered), ``rewrite`` (a unit's new content for
a correction), ``replies`` (``CommandResult`` and what the assistant says) and ``apply``
(``memory_command_apply``).
"""

from __future__ import annotations

from apps.memory.commands.apply import memory_command_apply
from apps.memory.commands.kinds import (
    AMBIGUOUS,
    CORRECT,
    DELETED,
    FORGET,
    MAX_CANDIDATES,
    MEMORY_OFF,
    NEEDS_VALUE,
    NOT_FOUND,
    SUPERSEDED,
    TOO_BROAD,
    Command,
)
from apps.memory.commands.match import DENSE_ACT, DENSE_MARGIN, DENSE_OFFER, Match, match_units
from apps.memory.commands.model import COMMAND_SCHEMA, COMMAND_SYSTEM, detect_command, model_parse
from apps.memory.commands.parse import parse_choice, parse_command
from apps.memory.commands.replies import CommandResult, reply_repeats
from apps.memory.commands.words import RELATION_WORDS, SLOT_WORDS, relation_named, slots_named

__all__ = [
    "AMBIGUOUS",
    "COMMAND_SCHEMA",
    "COMMAND_SYSTEM",
    "CORRECT",
    "DELETED",
    "DENSE_ACT",
    "DENSE_MARGIN",
    "DENSE_OFFER",
    "FORGET",
    "MAX_CANDIDATES",
    "MEMORY_OFF",
    "NEEDS_VALUE",
    "NOT_FOUND",
    "RELATION_WORDS",
    "SLOT_WORDS",
    "SUPERSEDED",
    "TOO_BROAD",
    "Command",
    "CommandResult",
    "Match",
    "detect_command",
    "match_units",
    "memory_command_apply",
    "model_parse",
    "parse_choice",
    "parse_command",
    "relation_named",
    "reply_repeats",
    "slots_named",
]
