"""Which sentences of a message say something worth a unit (``informative``: never a question, a request,
small talk, a courtesy or the person spoken to), and what a unit leaves out of a clause (``compact``:
attachment descriptions, asides after a dash that carry nothing)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.lexicon import REACTION, REQUEST
from apps.memory.pipeline.trigger import (
    ATTACHMENT,
    is_question,
    is_small_talk,
    strip_filler,
)
from apps.memory.pipeline.trigger.chat_talk import idiom_only_en

_SUBJECT_EN = re.compile(r"^(?:I|we|our|my|he|she|they|his|her|their)\b", re.I)
# a name set off by commas or closing the sentence, a greeting or thanks before it: who is spoken to
_VOCATIVE = re.compile(
    r"(?:^|,\s*)(?:(?:hey|hi|hello|thanks|thank you|congrats)\s*,?\s*)?[A-Z][a-z]+(?=\s*(?:[,!.?]|$))"
)
# what people say to each other rather than about anything: "That sounds great!", "How cute!",
# "Hope all's good!" — reactions and well-wishes, whole sentences only
_COURTESY = re.compile(
    r"^(?:(?:oh|wow|aw+|yay|omg|haha|hey|hi|hello|yeah)\b[\s,!]*)*"
    r"(?:(?:that|it|this)(?:'s| is| sounds| looks| was)|how|what an?|so)\s+(?:\w+\s+){0,2}"
    r"(?:great|awesome|amazing|cool|cute|nice|lovely|beautiful|wonderful|fun|fantastic|incredible|inspiring|sweet"
    r"|adorable|exciting|impressive)(?:\s+[a-z']+){0,2}\s*[.!?]*$"
    r"|^(?:I\s+)?hope\s+(?:all|everything|things|you|\w+)(?:'s|'re|\s+is|\s+are)?\s+(?:doing\s+)?"
    r"(?:good|well|okay|ok|fine|great)(?:\s+[a-z']+){0,2}\s*[.!?]*$",
    re.I,
)
_SINCE_LAST = re.compile(r"\bsince (?:we|I) (?:last )?(?:spoke|talked|chatted|caught up)\b", re.I)


def informative(sentence: str, kind: str | None) -> bool:
    """A sentence of a message worth keeping that says something: any trigger kind, or a slot it
    fills; never a question, a request, small talk or a reaction."""
    if kind is not None:
        return True
    # the person spoken to ("That sounds great, Caroline!") is not what a sentence is about
    body = _VOCATIVE.sub("", strip_filler(sentence)).strip(" ,")
    if not body or is_small_talk(body) or is_question(body) or REQUEST.search(body) or REACTION.search(body):
        return False
    if _COURTESY.match(body) or (len(body.split()) <= 6 and _SINCE_LAST.search(body)):
        return False
    hit = slots.detect(body)
    if hit is not None and (bool(hit.key) or hit.slot in ("prohibition", "goal", "schedule")):
        return True
    # a plain statement about someone ("We painted bowls.") keeps the words it was said in
    if has_cjk(body):
        return len(body) >= 4 and bool(re.search(r"我|他|她|咱|[A-Z][a-z]+", body))
    return len(body.split()) >= 3 and bool(_CARRIES.search(body) or _SUBJECT_EN.match(body))


_DASH = re.compile(r"\s+[-–—]+\s+")
_CARRIES = re.compile(r"\d|\b(?:I|I'm|I've|my|we|our)\b|(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+")


def compact(clause: str) -> str:
    """Drop what a memory does not need: attachment descriptions ("[shares a photo: …]") and
    asides after a dash that carry no figure, name or statement about the speaker
    ("I ran a charity race last Saturday – it was really rewarding")."""
    clause = ATTACHMENT.sub("", clause).strip()
    parts = _DASH.split(clause)
    if len(parts) > 1 and not has_cjk(parts[0]) and idiom_only_en(parts[0]):
        # "My heart sank on Saturday — some numpty reversed into my wee Micra": what happened, with its day
        when = re.search(r"\b(?:on|last|this|yesterday|today|tonight)\b.*$", parts[0], re.I)
        rest = " - ".join(parts[1:])
        clause = f"{when.group(0)[:1].upper()}{when.group(0)[1:]}, {rest}" if when else rest[:1].upper() + rest[1:]
        parts = _DASH.split(clause)
    if len(parts) > 1:
        clause = " - ".join([parts[0], *[p for p in parts[1:] if _CARRIES.search(p)]])
    return clause.strip()


# what a liking says when its object was left unsaid ("Yeah, I love to.", "I'm obsessed with those")
_LIKING_OF_NOTHING = re.compile(
    r"^(?:yeah,? |yes,? |oh,? )?(?:the user|[\w'-]+) (?:(?:really|so|totally|absolutely|just|also|still|always|does) )*"
    r"(?:loves?|likes?|enjoys?|adores?|is (?:so |totally |really )?(?:obsessed with|into|hooked on|crazy about)"
    r"|is a (?:huge |big )?fan of)(?: (?:it|that|this|those|these|them|to|one|doing (?:it|that)))?(?: too| so much| a lot)?[.!]*$",
    re.I,
)


def liking_of_nothing(summary: str) -> bool:
    """Whether a unit says only that someone likes something it does not name ("Maria loves to.",
    "Maria is obsessed with those"): a liking whose object is a pronoun, or was left out, tells
    nothing to remember."""
    return not has_cjk(summary) and _LIKING_OF_NOTHING.match(summary.strip()) is not None
