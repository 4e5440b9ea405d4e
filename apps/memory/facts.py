"""Facts that follow their summary: when a person rewrites a memory's summary and leaves its facts
alone, the facts are re-derived from the new words, so that no stored value contradicts them.

The figures, amounts, dates and times come from the same extraction the write path uses
(``figures.figure_facts``); names and other words are followed through the edit itself: a value
the edit replaced word for word ("Berlin" → "Munich", "北京" → "上海") becomes the new value under
the same key.
"""

from __future__ import annotations

import difflib
import re
from datetime import date

# Words for English and Latin text, one token per character for Chinese (as the changelog diff).
_TOKENS = re.compile(r"[\u3400-\u9fff]|\s+|[^\s\u3400-\u9fff]+")
_NUMBERED = re.compile(r"_\d+$")
_ISO_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_ISO_MONTH = re.compile(r"^(\d{4})-(\d{2})$")


def base_key(key: str) -> str:
    """``salary_2`` → ``salary``: numbered duplicates share their key's meaning (and label)."""
    return _NUMBERED.sub("", key)


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def _forms(value: str) -> set[str]:
    """The ways a value can be written in a summary: verbatim, and for an ISO date its English and
    Chinese renderings (the write path stores dates as ISO and writes them out in the summary)."""
    from apps.memory.pipeline.timex import MONTHS_EN, day_en, day_zh

    forms = {value}
    try:
        if match := _ISO_DAY.match(value):
            day = date(int(match[1]), int(match[2]), int(match[3]))
            month = MONTHS_EN[day.month - 1]
            forms |= {
                day_en(day),
                day_zh(day),
                f"{month} {day.day}, {day.year}",
                f"{month} {day.day}",
                f"{day.month}月{day.day}日",
            }
        elif match := _ISO_MONTH.match(value):
            year, month_number = int(match[1]), int(match[2])
            forms |= {f"{MONTHS_EN[month_number - 1]} {year}", f"{year}年{month_number}月"}
    except (ValueError, IndexError):
        pass
    return {_squash(form) for form in forms if form.strip()}


def stated(value: str, text: str) -> bool:
    """Whether ``text`` states ``value`` (spacing and case aside)."""
    squashed = _squash(text)
    return any(form in squashed for form in _forms(value))


def _replacement(value: str, old: str, new: str) -> str | None:
    """What the edit from ``old`` to ``new`` wrote in place of ``value``, when the edit replaced
    exactly that value (and nothing around it); None otherwise."""
    start = old.find(value)
    if start < 0 or not value.strip():
        return None
    end = start + len(value)
    old_tokens, new_tokens = _TOKENS.findall(old), _TOKENS.findall(new)
    offsets, position = [], 0
    for token in old_tokens:
        offsets.append(position)
        position += len(token)
    first = next((i for i, at in enumerate(offsets) if at <= start < at + len(old_tokens[i])), None)
    last = next((i for i, at in enumerate(offsets) if at < end <= at + len(old_tokens[i])), None)
    if first is None or last is None or offsets[first] != start or offsets[last] + len(old_tokens[last]) != end:
        return None  # the value is part of a longer word: do not guess
    pieces: list[str] = []
    changed = False
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old_tokens, b=new_tokens, autojunk=False).get_opcodes():
        low, high = max(i1, first), min(i2, last + 1)
        inside_insert = op == "insert" and first < i1 <= last
        if low >= high and not inside_insert:
            continue
        if op == "equal":
            pieces += new_tokens[j1 + low - i1 : j1 + high - i1]
            continue
        if i1 < first or i2 > last + 1:
            return None  # the change spills over the value: it rewrote more than the value
        pieces += new_tokens[j1:j2]
        changed = True
    written = "".join(pieces).strip()
    return written if changed and written else None


def _put(facts: dict[str, str], key: str, value: str) -> None:
    """Add ``value`` under ``key``; a second value of a key joins a readable list ("Tom, Boston"),
    as the write path does."""
    if any(_squash(value) in {_squash(item) for item in _items(held)} for held in facts.values()):
        return
    facts[key] = f"{facts[key]}, {value}" if key in facts else value


def _items(value: str) -> list[str]:
    """The values a fact holds: one, or a list joined by ", " (the write path's form)."""
    return [item.strip() for item in str(value).split(", ") if item.strip()]


# A date or time the extraction labels after a nearby word keeps its own kind unless the label is
# itself about a moment ("月薪2.5万，4月1日入职": the date is not a salary).
_MOMENT_LABELS = frozenset({"deadline", "start", "launch", "meeting", "flight", "date", "time"})


def _derived(summary: str) -> list[tuple[str, str]]:
    """(key, value) for every figure, amount, date and time of ``summary``, verbatim."""
    # imported here: the pipeline package imports the memory services, which import this module
    from apps.memory.pipeline.figures import figure_facts, figures

    kinds = {figure.text: figure.kind for figure in figures(summary)}
    found: list[tuple[str, str]] = []
    for key, value in figure_facts(summary).items():
        for item in _items(value):
            kind = kinds.get(item, "")
            label = base_key(key)
            found.append((kind if kind in ("date", "time") and label not in _MOMENT_LABELS else label, item))
    return found


def facts_for_summary(*, old_summary: str, new_summary: str, facts: dict[str, str]) -> dict[str, str]:
    """The facts of an entry whose summary changed from ``old_summary`` to ``new_summary``.

    For each stored value: kept if the new summary still states it; replaced by what the edit wrote
    in its place; dropped if the old summary stated it and the new one no longer does, or if the new
    summary gives a different value of the same kind (a new salary, a new date). A value the summary
    never carried (a figure the write path kept aside) stays unless contradicted. Every figure and
    date of the new summary that no fact holds yet is added.
    """
    derived = _derived(new_summary)
    derived_kinds = {key for key, _ in derived}
    result: dict[str, str] = {}
    for key, value in facts.items():
        value = str(value)
        if stated(value, new_summary):
            result[key] = value
            continue
        kept: list[str] = []
        for item in _items(value):
            if stated(item, new_summary):
                kept.append(item)
            elif (written := _replacement(item, old_summary, new_summary)) is not None:
                kept.append(written)
            elif not (stated(item, old_summary) or base_key(key) in derived_kinds):
                kept.append(item)  # never in the summary and not contradicted by it
            # else: the edit took it out, or says something else now
        if kept:
            result[key] = ", ".join(dict.fromkeys(kept))
    for key, value in derived:
        held = [item for values in result.values() for item in _items(values)]
        if not any(stated(value, item) or stated(item, value) for item in held):
            _put(result, key, value)
    return result
