"""What a sentence is about, by the sentence-level slot table (the key reconciliation matches on) and
the names in it."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress.people import _NOT_NAMES, People
from apps.memory.pipeline.lexicon import words

# --- slots: what a sentence is about (the key reconciliation matches on) ------------------------
_STOP_CAPTURE = r"(?=\s*(?:[,.;!?，。；！？]|$|\s+(?:and|with|since|for|now|but|because|where|as|these days|right now|currently|at the moment)\b))"
_PLACE_EN = r"([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})"
_JOB_SUFFIX = re.compile(
    r"(?:er|or|ist|ian|ant|ent|eer|ect|ive|nurse|chef|doctor|lawyer|teacher|student|developer|analyst|artist|scientist|engineer|designer|consultant|manager|director|founder|intern|trader|quant)$",
    re.I,
)
_FAMILY_WORDS = words("mother father sister brother daughter son lover member partner beginner fan fighter")

_SLOT_RULES: list[tuple[str, str, re.Pattern[str], bool]] = [
    # (key, fact name, pattern with one group, is a change)
    (
        "location",
        "city",
        re.compile(
            rf"\b(?:I|we)(?:'ve| have)? (?:just |recently |finally )?(?:moved|relocated)(?: back)? to {_PLACE_EN}{_STOP_CAPTURE}"
        ),
        True,
    ),
    (
        "location",
        "city",
        re.compile(rf"\b(?:I|we)(?:'re| are|'m| am)? (?:moving|relocating) to {_PLACE_EN}{_STOP_CAPTURE}"),
        True,
    ),
    (
        "location",
        "city",
        re.compile(
            rf"\b(?:I|we) (?:now )?(?:live|reside|am living|'m living|am based|'m based|'re based)(?: now)? in {_PLACE_EN}{_STOP_CAPTURE}"
        ),
        False,
    ),
    (
        "location",
        "city",
        re.compile(
            r"我(?:们)?(?:已经|刚|最近)?(?:搬到|搬去|搬家到|移居到?)了?([\u4e00-\u9fffA-Za-z]{2,8}?)(?:市)?(?=了|住|生活|工作|，|。|,|\.|！|$|啦|去)"
        ),
        True,
    ),
    (
        "location",
        "city",
        re.compile(
            r"我(?:们)?(?:现在|目前|一直|也)?(?:住在|住|生活在|定居在?)([\u4e00-\u9fffA-Za-z]{2,8}?)(?:市)?(?=了|，|。|,|\.|！|$|啦|的|那边|这边)"
        ),
        False,
    ),
    ("hometown", "hometown", re.compile(rf"\b(?:I'm|I am|I come) from {_PLACE_EN}{_STOP_CAPTURE}"), False),
    (
        "hometown",
        "hometown",
        re.compile(
            r"我(?:是|来自)([\u4e00-\u9fff]{2,6}?)人(?=[，。,.！]|$)|我老家(?:是|在)([\u4e00-\u9fff]{2,6}?)(?=[，。,.！]|$)"
        ),
        False,
    ),
    ("name", "name", re.compile(r"\b[Mm]y name is ([A-Z][a-z]+(?: [A-Z][a-z]+)?)|\bcall me ([A-Z][a-z]+)"), False),
    (
        "name",
        "name",
        re.compile(
            r"我叫([\u4e00-\u9fffA-Za-z]{2,4}?)(?=[，。,.！]|$)|我的名字是([\u4e00-\u9fffA-Za-z]{2,4}?)(?=[，。,.！]|$)"
        ),
        False,
    ),
    # (not a count of something: "I'm 5 months pregnant", "I'm 3 weeks into the course", "I'm 2 kg down")
    (
        "age",
        "age",
        re.compile(
            r"\bI(?:'m| am) (\d{1,3})(?: years old| yrs old|\b)(?!\s*(?:%|am|pm|months?|weeks?|days?|hours?|minutes?|kg|kgs|lbs?|pounds|km|miles|k\b|times|[.,]\d))"
        ),
        False,
    ),
    ("age", "age", re.compile(r"我(?:今年)?(\d{1,3})岁"), False),
    (
        "employer",
        "employer",
        re.compile(rf"\bI (?:now )?(?:work|am working|'m working) (?:at|for) {_PLACE_EN}{_STOP_CAPTURE}"),
        False,
    ),
    (
        "employer",
        "employer",
        re.compile(r"我(?:现在|目前)?在([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:工作|上班|任职)"),
        False,
    ),
    (
        "occupation",
        "occupation",
        re.compile(
            r"\bI (?:now )?(?:work|am working|'m working) as (?:an? )?([a-z][a-z -]{2,40}?)"
            + _STOP_CAPTURE.replace("|for|", "|for|at|in|")
        ),
        False,
    ),
    (
        "occupation",
        "occupation",
        re.compile(
            r"\b[Mm]y (?:job|work|profession|career) is (?:being )?(?:an? )?([a-z][a-z -]{2,40}?)" + _STOP_CAPTURE
        ),
        False,
    ),
    (
        "occupation",
        "occupation",
        re.compile(
            r"\bI(?:'m| am) (?:now )?(?:an?) ((?:[a-z]+ ){0,2}[a-z]+)" + _STOP_CAPTURE.replace("|for|", "|for|at|in|")
        ),
        False,
    ),
    (
        "occupation",
        "occupation",
        re.compile(
            r"我是做(.{1,12}?)的|我(?:是|当)(?:一名|一个|个)(.{2,10}?)(?=[，。,.！]|$)|我的(?:工作|职业)是(.{2,12}?)(?=[，。,.！]|$)|我(?:从事|负责)(.{2,12}?)(?:工作|方面)?(?=[，。,.！]|$)"
        ),
        False,
    ),
    (
        "tool",
        "tool",
        re.compile(
            r"(?:主要|一直|平时|经常|通常|现在|改)?用(?:的是)?\s*([A-Za-z][A-Za-z0-9.+#-]*)(?![A-Za-z0-9.+#-])"
            # (what one jots down in: "我平时的灵感都随手记在flomo上"; what one rides or trains on: "骑30分钟的 Peloton")
            r"|(?:记|存|写|放)在\s*([A-Za-z][A-Za-z0-9.+#-]*)\s*(?:上|里)"
            r"|(?:骑|跟着|练)(?:[^，。]{0,8}?的)?\s*([A-Z][A-Za-z0-9.+#-]*)(?![A-Za-z0-9.+#-])"
        ),
        False,
    ),
    (
        "tool",
        "tool",
        re.compile(
            r"\bI (?:mainly |mostly |usually |primarily |now )?(?:use|code in|program in|work with|write) ([A-Z][\w.+#-]*)\b"
            # "I do my budgeting in YNAB", "I run with a Garmin", "I read on a Kindle", "I draw on an iPad":
            # what one does it with or on
            r"|\bI (?:mainly |mostly |usually |always |only |now )?do (?:my|all my) [a-z]+ (?:in|on|with) ([A-Z][\w.+#-]*)\b"
            r"|\bI (?:mainly |mostly |usually |always |only |now )?(?:run|train|cycle|ride|swim|shoot|type|work out|track my \w+) with (?:a |an |my )?([A-Z][\w.+#-]*)\b"
            r"|\bI (?:mainly |mostly |usually |always |only |now )?(?:read|draw|write|sketch|take notes|edit|game|play|ride|train|cycle|race|work out) on (?:a |an |my )?((?:[A-Z]|i(?=[A-Z]))[\w.+#-]*)\b"
            # "i jot all my random ideas down in flomo": what one writes things down in, whatever its case
            r"|\b[Ii] (?:\w+ )?(?:jot|note|write|scribble|log|put)(?: [\w'-]+){0,5}? down (?:in|on) (?:my |a |the )?([A-Za-z][\w.+#-]*)\b"
            # "… and log it all on Strava": what one records what one does in
            r"|\b(?:log|track|record) (?:it|them|everything|it all|all of it)(?: all)? (?:on|in|with) ([A-Z][\w.+#-]*)\b"
            # "I memorise all my vocab with Quizlet", "I order my lunch through foodpanda"
            r"|\bI (?:\w+ )?[a-z]+ (?:all )?my [\w'-]+(?: [\w'-]+)? (?:with|using) ([A-Z][\w.+#-]*)\b"
            r"|\bI (?:\w+ )?[a-z]+ (?:all )?my [\w'-]+(?: [\w'-]+)? (?:through|via) ([A-Za-z][\w.+#-]*)\b"
            # "I do a 30-minute Peloton ride every morning": what the ride or the class is on
            r"|\bI (?:\w+ )?(?:do|take|go for) an? (?:[\w-]+ )?([A-Z][\w.+#-]*) (?:ride|class|session|workout|run)\b"
            # "I do fifteen minutes of Spanish on Babbel", "I practise my kanji on Anki": what one learns on
            r"|\bI (?:\w+ )?(?:do|practise|practice|learn|study|revise|brush up)(?: [\w'-]+){1,5}? (?:on|with|using) ([A-Z][\w.+#-]*)\b"
            # "I plan my whole week in Notion", "we budget everything in YNAB": what one plans or keeps things in
            r"|\b(?:I|we) (?:\w+ )?(?:plan|organi[sz]e|manage|schedule|budget|track|map out|lay out) (?:out )?(?:all )?(?:my|our|the|everything)(?: [\w'-]+){0,2} (?:in|on) ([A-Z][\w.+#-]*)\b"
        ),
        False,
    ),
]


def _slot(sentence: str) -> tuple[str, dict[str, str], bool]:
    """(key, slot facts, change) for the first slot the sentence fills, or ("", {}, False)."""
    hit = slots.detect(sentence)
    if hit is not None and hit.key and hit.about is None:
        return hit.key, dict(hit.facts), hit.change
    return _old_slot(sentence)


def _old_slot(sentence: str) -> tuple[str, dict[str, str], bool]:
    for key, fact, pattern, change in _SLOT_RULES:
        match = pattern.search(sentence)
        if not match:
            continue
        value = next((g for g in match.groups() if g), "").strip().rstrip(".,;:!?")
        if not value:
            continue
        if key == "occupation" and not has_cjk(value):
            head = value.split()[-1]
            if head.lower() in _FAMILY_WORDS or not _JOB_SUFFIX.search(head):
                continue
        if key in ("location", "employer", "hometown") and value.lower() in ("the", "a", "home", "here", "there"):
            continue
        return key, {fact: value}, change
    return "", {}, False


_TITLES = frozenset(("Mr", "Mrs", "Ms", "Dr", "St", "Mt"))


def _names(text: str, people: People) -> list[str]:
    """Proper names and titles mentioned in an English sentence (not at its start)."""
    found: list[str] = []
    for match in re.finditer(r"[\"“]([^\"”]{2,60})[\"”]|《([^》]{1,40})》", text):
        found.append(match.group(1) or match.group(2))
    for match in re.finditer(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*|[A-Z]{2,}[a-z]?)\b", text):
        word = match.group(1)
        first = word.split()[0]
        titled = first in _TITLES and " " in word  # ("St Anne's", "Dr Patel": a name with its title)
        if match.start() == 0 or word in _NOT_NAMES or word == people.speaker or (first in _NOT_NAMES and not titled):
            continue
        found.append(word)
    seen: list[str] = []
    for name in found:
        if name not in seen:
            seen.append(name)
    return seen
