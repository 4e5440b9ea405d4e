"""Which question a message answers: the other party's last question just before it (an assistant's
offer is not one)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from apps.memory.pipeline.compress.units import Turn
from apps.memory.pipeline.trigger import closing_sentences, is_question, is_small_talk

_ASKS_FOR_A_FACT = re.compile(
    r"\b(?:what|which|where|when|who|how (?:many|much|long|often|old|big))\b|多少|什么|哪|几|谁|怎么称呼|叫什么|多大|多久|何时",
    re.I,
)
_OFFER = re.compile(
    r"\b(?:would you like|do you want|shall I|should I|want me to|can I|may I|anything else)\b|要不要|需要我|是否需要|要我|还有什么",
    re.I,
)


def _questions_before(turn: Turn, history: Iterable[Turn]) -> tuple[Turn | None, list[str]]:
    """The other party's message just before ``turn`` and the questions it ends with."""
    previous = max((t for t in history if t.id < turn.id), key=lambda t: t.id, default=None)
    if previous is None or previous.speaker == turn.speaker:
        return None, []
    return previous, [s for s in closing_sentences(previous.text) if is_question(s) and not is_small_talk(s)]


def last_question(turn: Turn, history: Iterable[Turn]) -> str:
    """The question the other party's message just before ``turn`` ends with, whatever it asks ("What kind of
    recipe should I write?"), or ""."""
    _, questions = _questions_before(turn, history)
    return questions[-1] if questions else ""


def question_before(turn: Turn, history: Iterable[Turn]) -> tuple[str, str] | None:
    """(asker, question) when the message just before ``turn`` is the other party asking something."""
    previous, questions = _questions_before(turn, history)
    if previous is None:
        return None
    if previous.role == "assistant":
        # an assistant's offer ("Would you like me to shorten it?") is not a question about the
        # user; its questions for facts ("What's your budget?") are
        questions = [q for q in questions if _ASKS_FOR_A_FACT.search(q) and not _OFFER.search(q)]
    return (previous.speaker, questions[-1]) if questions else None
