"""The decision (``decide``, a pure function): create, confirm, supersede, merge or pending, for a
candidate and the entry it matched; what a single-valued fact is and how alike two texts are."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from apps.core.text import has_cjk, keywords, simplified
from apps.memory.models import MemoryEntry
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.figures import figure_heads, figure_said_in, figure_size, figures
from apps.memory.pipeline.lexicon import DATE_MOVED, NOT_A_NEGATION, denies
from apps.memory.pipeline.reconcile.ranks import another_of_several, other_sibling
from apps.memory.pipeline.reconcile.summary import DATE_KEY as _DATE_KEY
from apps.memory.pipeline.reconcile.summary import GENERIC_FIGURES, kept_clauses, updated_summary
from apps.memory.pipeline.reconcile.things import names_thing, shared_thing

SINGLE_VALUED = frozenset(
    {
        "budget",
        "deadline",
        "city",
        "occupation",
        "employer",
        "age",
        "name",
        "price",
        "salary",
        "rent",
        "version",
        "hometown",
        "tool",
        "launch",
        "start",
        "work_city",
        "birthday",
        "marital_status",
        "children",
        "grade",
        "address",
        "school",
        "major",
        "smoking",
        "drinking",
        "weight",
        "sleep",
        "work_hours",
        "commute",
        "commute_mode",
        "level",
    }
)
# Cosine above which an entry is worth comparing with a candidate, per embedding dimension
# (e5 similarities crowd between 0.78 and 0.94; USE and OpenAI spread out).
NEIGHBOUR_COSINE = {384: 0.86, 512: 0.55, 1536: 0.55}
# Attributes that hold many values (one unit each, keyed "allergy:peanut"): a value said in
# another language is found among the units of the same attribute.
MULTI_VALUED_SLOTS = frozenset(
    {"allergy", "diet", "health", "pet", "language", "preference", "activity", "vehicle", "learning"}
)
NEIGHBOURS = 4


class DecisionAction(StrEnum):
    """What reconcile does with a candidate."""

    CREATE = "create"
    CONFIRM = "confirm"
    SUPERSEDE = "supersede"
    MERGE = "merge"
    PENDING = "pending"


@dataclass
class Decision:
    action: DecisionAction
    target: MemoryEntry | None = None
    summary: str | None = None
    facts: dict[str, str] | None = None
    reasons: list[str] = field(default_factory=list)


def _norm(text: str) -> str:
    """What two wordings of one statement share: letters and digits, lower-cased, in Simplified
    characters (我在鴻海上班 and 我在鸿海上班 are one statement)."""
    return re.sub(r"[\W_]+", "", simplified(text).lower())


@lru_cache(maxsize=4096)
def _term_set(text: str) -> frozenset[str]:
    return frozenset(t for t in keywords(text) if len(t) > 1)


def text_similarity(a: str, b: str, *, ignore: set[str] | None = None) -> float:
    """Jaccard similarity of the keyword sets (names of the people involved ignored)."""
    skip = {w.lower() for w in (ignore or set())} | {"用户", "user"}
    left, right = _term_set(a) - skip, _term_set(b) - skip
    if not left or not right:
        return 1.0 if _norm(a) == _norm(b) else 0.0
    return len(left & right) / len(left | right)


def _facts_of(entry: MemoryEntry) -> dict[str, str]:
    return {str(k): str(v) for k, v in (entry.facts or {}).items()}


def _negated(text: str) -> bool:
    text = NOT_A_NEGATION.sub("", text)
    return bool(
        re.search(r"不|没|别|\b(?:not|no|never|don't|doesn't|didn't|isn't|aren't|won't|can't|no longer)\b", text, re.I)
    )


def decide(
    candidate: Candidate, entry: MemoryEntry | None, *, how: str = "key", embedder: object | None = None
) -> Decision:
    """What to do with ``candidate`` given the best-matching stored ``entry`` (``how`` it matched:
    "key", "fact", "slot" or "similar"). Values are compared as meanings, not strings: "花生" and
    "peanuts" are one value (``slots.same_value``; ``embedder`` allows translations by meaning)."""
    if entry is None:
        return Decision(DecisionAction.CREATE, reasons=["no match"])
    if (
        how == "fact"
        and entry.key.startswith("price:")
        and not names_thing(candidate.source_text or candidate.summary, entry)
    ):
        how = "similar"  # a price said of something else ("the stock price went up to …") is no new price of this thing
    if another_of_several(entry.summary, candidate.summary):
        return Decision(DecisionAction.CREATE, reasons=["another one of several (older / younger)"])
    old_facts = _facts_of(entry)
    new_facts = dict(candidate.facts)

    def same(a: str, b: str) -> bool:
        return _norm(a) == _norm(b) or slots.same_value(a, b, embedder)

    if how == "slot":
        # the same kind of thing (an allergy, a like, a pet), each value its own unit
        old_main, new_main = slots.main_value(old_facts), slots.main_value(new_facts)
        kind = entry.key.split(":", 1)[0]  # (a car with and without its make is one car)
        if (
            old_main is None
            or new_main is None
            or not (
                _norm(old_main[1]) == _norm(new_main[1]) or slots.same_thing(kind, old_main[1], new_main[1], embedder)
            )
        ):
            if old_main is not None and denies(candidate.source_text or candidate.summary, old_main[1]):
                return _supersede(entry, candidate, {}, old_facts, new_facts, ["the value said not to be so"])
            return Decision(DecisionAction.CREATE, reasons=["the same attribute, another value"])
        if old_main[0] != new_main[0] or _negated(candidate.summary) != _negated(entry.summary):
            if candidate.change:
                return _supersede(entry, candidate, {}, old_facts, new_facts, ["the opposite, with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (the opposite)"])
        return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same value in other words"])
    # never replace a figure by a paraphrase
    paraphrased = False
    for key in list(new_facts):
        # (a figure in Chinese numerals is one too: "减到六十五了" after "七十二公斤")
        if (
            key in old_facts
            and _figure_value(old_facts[key])
            and not figures(new_facts[key])
            and not _CN_NUMBER.search(new_facts[key])
        ):
            del new_facts[key]
            paraphrased = True
    if how in ("key", "fact"):
        for key in [k for k in new_facts if k in old_facts]:
            new_facts[key] = _in_unit_of(old_facts[key], new_facts[key])
    if other_sibling(old_facts.get("relation", ""), new_facts.get("relation", "")):
        return Decision(DecisionAction.CREATE, reasons=["another sibling (older / younger)"])
    # who someone is to the user, said in another language, is no new value ("用户的哥" / "brother of the user")
    shared = set(old_facts) & set(new_facts) - {"relation"}
    conflicts = {k: (old_facts[k], new_facts[k]) for k in shared if not same(old_facts[k], new_facts[k])}
    # (a figure the stored unit already says in its words, in either language, is no new fact: 十五分钟 / "fifteen minutes")
    said_before = {k for k, v in new_facts.items() if k not in old_facts and figure_said_in(v, entry.summary)}
    added = {
        k: v
        for k, v in new_facts.items()
        if k not in old_facts
        and k not in said_before
        and v not in old_facts.values()
        and not (k == "mentions" or _DATE_KEY.match(k))
    }
    if how in ("key", "fact"):
        # likes ↔ dislikes of one thing: the opposite, not an addition
        old_main, new_main = slots.main_value(old_facts), slots.main_value(new_facts)
        if (
            old_main is not None
            and new_main is not None
            and old_main[0] != new_main[0]
            and {old_main[0], new_main[0]} <= {"likes", "dislikes", "avoids", "diet"}
            and same(old_main[1], new_main[1])
        ):
            if candidate.change:
                return _supersede(entry, candidate, {}, old_facts, new_facts, ["the opposite, with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (the opposite)"])
    ignore = {candidate.entity, entry.entity}
    similarity = text_similarity(candidate.summary, entry.summary, ignore=ignore)
    same_text = _norm(candidate.summary) == _norm(entry.summary)
    negation_flip = _negated(candidate.summary) != _negated(entry.summary)

    if how == "translation":
        value_conflicts = {k: v for k, v in conflicts.items() if not _DATE_KEY.match(k)}
        if not value_conflicts and not negation_flip:
            return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same, said in the other language"])
        how = "similar"
    if how == "similar":
        otherwise = _is_otherwise(candidate.summary, entry.summary)  # (its thing is in both: a shared one)
        put_right = bool(conflicts) or _when_differs(candidate.summary, entry.summary) or otherwise
        in_both = otherwise or shared_thing(candidate.summary, entry.summary)
        if candidate.corrects and put_right and not negation_flip and in_both:
            # "I gave you the wrong date, our anniversary is October 17" after "… is October 14": the
            # value said before about the same thing is put right, not a second occasion
            return _supersede(
                entry, candidate, conflicts, old_facts, new_facts, ["a correction of what was said before"]
            )
        if any(_DATE_KEY.match(k) for k in conflicts):
            said = candidate.source_text or candidate.summary
            if candidate.change and DATE_MOVED.search(said) and _moved_thing(said, entry.summary):
                # "手术往后推到1月8号" after "膝盖手术约在12月18号": the same occasion, moved
                return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["an occasion moved"])
            return Decision(DecisionAction.CREATE, reasons=["a different occasion"])
        if negation_flip and similarity >= 0.5:
            if candidate.change:
                return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["negation with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (negation)"])
        if same_text or (similarity >= 0.75 and not conflicts):
            if added:
                merged = {**old_facts, **added}
                return Decision(
                    DecisionAction.MERGE,
                    target=entry,
                    summary=entry.summary,
                    facts=merged,
                    reasons=["similar, adds facts"],
                )
            return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same again"])
        # "the payment's down to $342" after "my car loan payment is $389": a new figure for the
        # thing the old one measured
        renewed = (
            candidate.change
            and any(figures(new) for _, new in conflicts.values())
            and all(figures(new) or key == "mentions" for key, (_, new) in conflicts.items())
        )
        if renewed and (
            figure_heads(candidate.summary) & figure_heads(entry.summary)
            or shared_thing(candidate.summary, entry.summary)
        ):
            return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["a newer figure for the same thing"])
        return Decision(DecisionAction.CREATE, reasons=[f"similar but different ({similarity:.2f})"])

    # matched on the slot (same key, or a single-valued fact)
    value_conflicts = {k: v for k, v in conflicts.items() if not _DATE_KEY.match(k)}
    if not value_conflicts:
        facts_repeat = (bool(new_facts) or paraphrased) and all(
            (k in old_facts and same(old_facts[k], v)) or k in said_before
            for k, v in new_facts.items()
            if not _DATE_KEY.match(k) and k not in ("relation", "mentions")
        )
        if not added and not negation_flip and (same_text or similarity >= 0.5 or facts_repeat):
            return Decision(DecisionAction.CONFIRM, target=entry, reasons=["the same values again"])
        if negation_flip and not added and (similarity >= 0.3 or (how == "key" and ":" in entry.key)):
            if candidate.change:
                return _supersede(entry, candidate, conflicts, old_facts, new_facts, ["negation with a change marker"])
            return Decision(DecisionAction.PENDING, target=entry, reasons=["contradiction (negation)"])
        slot_key = ":" not in entry.key or entry.key.startswith("project:")
        if not slot_key and not added:
            return Decision(DecisionAction.CREATE, reasons=["the same topic, something else said"])
        merged = {**old_facts, **added}
        summary = (
            entry.summary
            if set(keywords(candidate.summary)) <= set(keywords(entry.summary))
            else updated_summary(entry, candidate, {}, merged)
        )
        return Decision(
            DecisionAction.MERGE, target=entry, summary=summary, facts=merged, reasons=["complementary facts"]
        )
    figures_changed = all(figures(new) for _, new in value_conflicts.values())
    said = candidate.source_text or candidate.summary
    denied = [old for old, _ in value_conflicts.values() if denies(said, old)]
    if denied and "mentions" in new_facts:  # ("…, not Derby": Derby is no longer what the unit names)
        mentions = [m for m in new_facts.pop("mentions").split(", ") if m not in denied]
        new_facts.update({"mentions": ", ".join(mentions)} if mentions else {})
    if candidate.change or figures_changed or denied:
        return _supersede(entry, candidate, value_conflicts, old_facts, new_facts, ["a newer value"])
    return Decision(DecisionAction.PENDING, target=entry, reasons=["a different value without a sign of change"])


# when a thing is: the day of the week, the part of the day, a date or a time of day
_WHEN = re.compile(
    r"(?:周|星期|礼拜)[一二三四五六日天]|上午|下午|中午|晚上|早上|凌晨|傍晚"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:mornings?|afternoons?|evenings?|nights?)\b",
    re.I,
)


def _when_differs(a: str, b: str) -> bool:
    """Do two statements say another time for their thing ("每周二下午" / "每周四下午", "on Tuesdays" /
    "on Thursdays", "3月14号" / "3月18号")?"""

    def when(text: str) -> set[str]:
        said = {m.group(0).lower().rstrip("s") for m in _WHEN.finditer(text)}
        return said | {f.text for f in figures(text) if f.kind in ("date", "time")}

    return bool(when(a)) and bool(when(b)) and when(a) != when(b)


def _moved_thing(said: str, old: str) -> bool:
    """Is the occasion a date move names the stored one's: a thing both name, or only "it" / "them"
    ("they pushed it back to March 10")?"""
    if shared_thing(said, old):
        return True
    return bool(re.search(r"\b(?:it|them|that|this)\b", DATE_MOVED.search(said).group(0), re.I))  # type: ignore[union-attr]


# "奶盖是美短", "Biscuit is a beagle": a thing said to be a value
_IS_ZH = re.compile(r"([\u4e00-\u9fffA-Za-z]{2,8}?)(?:其实|实际上|应该)?是([\u4e00-\u9fffA-Za-z]{2,8})")
_IS_EN = re.compile(r"\b([A-Za-z]{3,})(?:'s| is| are) (?:actually |really )?(?:an? |the )?([A-Za-z][\w-]{2,})")


def _is_otherwise(new: str, old: str) -> bool:
    """Does a statement say its thing is a value the one before did not ("奶盖是美短" after "家猫是英短，
    叫奶盖"): the thing named in both, the value only in the new one?"""
    said = (_IS_ZH if has_cjk(new) else _IS_EN).search(new)
    if said is None:
        return False
    thing, value = said.group(1)[-2:] if has_cjk(new) else said.group(1), said.group(2)
    return thing.lower() in old.lower() and value.lower() not in old.lower()


_FIGURE_AND_UNIT = re.compile(r"\d+(?:\.\d+)?(\s?[^\d\s]+)")


def _in_unit_of(old: str, new: str) -> str:
    """A bare figure for one said with its unit is in that unit ("126" after "132斤" is "126斤", "86.5"
    after "91 kg" is "86.5 kg": the scale said the number, the attribute has the unit). Which units
    are a weight's or a duration's is ``figure_size``'s to say."""
    unit = _FIGURE_AND_UNIT.fullmatch(old.strip())
    if unit is None or not re.fullmatch(r"\d+(?:\.\d+)?", new.strip()):
        return new
    size = figure_size(old)
    if size is None or size[0] not in ("weight", "duration"):
        return new
    return new.strip() + unit.group(1)


_CN_NUMBER = re.compile(
    r"[一二两兩三四五六七八九十百千万萬]{2,}|[一二两兩三四五六七八九十半](?:个|個)?(?:小时|小時|分钟|分鐘|公斤|斤|岁|歲)"
)


def _figure_value(value: str) -> bool:
    """Does ``value`` hold a figure of its own ("$389", "3千5", "Pixel 8"), not a digit inside a
    code ("H-1B", "F-1", "MP3")?"""
    return any(
        figure.kind != "number"
        or not (re.search(r"[A-Za-z]-?$", value[: figure.start]) or re.match(r"[A-Za-z]", value[figure.end :]))
        for figure in figures(value)
    )


_PROMOTED = re.compile(
    r"升职|晋升|提拔|升成|升为|升到|转正|升(?=[\u4e00-\u9fff]{2,4}了)|\b(?:promoted|bumped up|moved up|made (?:an? |the )?(?:[a-z]+ )?(?:associate|partner|manager|lead|director|head|captain|supervisor))\b",
    re.I,
)


_DATED_SLOTS = frozenset({"birthday", "deadline", "launch", "start"})
_OPPOSITE = {"likes": "dislikes", "dislikes": "likes"}


def _supersede(
    entry: MemoryEntry,
    candidate: Candidate,
    conflicts: dict[str, tuple[str, str]],
    old_facts: dict[str, str],
    new_facts: dict[str, str],
    reasons: list[str],
) -> Decision:
    # (a new date, or a new value of an attribute that is a date, "老婆的生日是3月21号，我记错了", leaves no old
    # date beside it)
    dated = any(_DATE_KEY.match(n) or n in _DATED_SLOTS for n in new_facts)
    dropped = {_OPPOSITE[n] for n in new_facts if n in _OPPOSITE}  # (a liking replacing a dislike: no dislike left)
    kept = {k: v for k, v in old_facts.items() if not (_DATE_KEY.match(k) and dated) and k not in dropped}
    if (
        "occupation" in conflicts
        and candidate.change
        and not set(entry.source_message_ids) & set(candidate.source_message_ids)
    ):
        # another line of work: what was said of the old job (where, for whom) went with it ("在一家4S店
        # 做销售顾问" → "现在在一所小学教体育"), kept in the history, not in the new job (what the same
        # message said of the new one stays: "入职喜茶了，现在是门店店长"); a promotion is the same work
        # higher up ("被提拔成店长了", "made senior associate"): where and for whom stay
        staying_on = (
            ("relation", "name", "employer", "work_city")
            if _PROMOTED.search(candidate.source_text or candidate.summary)
            else ("relation", "name")
        )
        kept = {k: v for k, v in kept.items() if k in staying_on}
    elif "commute_mode" in conflicts:  # (the 7:40 train's time went with the train)
        kept = {k: v for k, v in kept.items() if k in ("relation", "name")}
    elif conflicts.keys() & {"city", "location"}:
        # (a move: the streets and places named of the old home went with it, "near Yonge and Eglinton")
        kept = {k: v for k, v in kept.items() if k != "mentions"}
    merged = {**kept, **new_facts}
    # "月供降到5200了" after "我们在佛山买了套房，贷了130万，月供6800": when only figures without an
    # attribute differ, only the clause whose figure it renews gives way (the flat and the loan still
    # hold, their figures too)
    staying = kept_clauses(entry.summary, candidate.summary) if set(conflicts) <= GENERIC_FIGURES | {"mentions"} else []
    if staying:
        merged.update({k: old for k, (old, _) in conflicts.items() if any(old in c for c in staying)})
        new = candidate.summary if has_cjk(candidate.summary) else candidate.summary[:1].lower() + candidate.summary[1:]
        summary = "".join(staying).rstrip("，,；;。. ") + ("，" if has_cjk(entry.summary) else ", ") + new
    else:
        summary = updated_summary(entry, candidate, conflicts, merged)
    return Decision(DecisionAction.SUPERSEDE, target=entry, summary=summary, facts=merged, reasons=reasons)
