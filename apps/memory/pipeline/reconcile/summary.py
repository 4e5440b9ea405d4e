"""The summary a unit has after an update (``updated_summary``): the old sentence with the new values
put in, the new sentence when it says all that still holds, or the old clauses the new statement
does not renew before it (``kept_clauses``)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.models import MemoryEntry
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.figures import figure_heads, figures

DATE_KEY = re.compile(r"^date(?:_\d+)?$")
# facts that name no attribute, only the kind of figure (the compressor's labels for a figure alone)
GENERIC_FIGURES = frozenset({"amount", "number", "quantity", "percent", "figure"})
_CLAUSE = re.compile(r"(?:[^，,；;。]|(?<=\d),(?=\d{3}))+[，,；;。]?")  # ("$2,850" is one figure)


def kept_clauses(old: str, new: str) -> list[str]:
    """The clauses of the old sentence ``old`` that the new statement ``new`` does not renew, when it
    renews some: "我们在佛山买了套房，贷了130万，月供6800" and "提前还了20万，月供降到5200了" →
    ["我们在佛山买了套房，", "贷了130万，"] (月供 names the figure both give); [] when ``old`` is
    one clause, or when no clause of it is renewed (a figure named by the same word) or all are."""
    clauses = [c for c in _CLAUSE.findall(old) if c.strip(" ，,；;。")]
    if len(clauses) < 2:
        return []
    heads = figure_heads(new)
    renewed = [bool(figures(c)) and bool(figure_heads(c) & heads) for c in clauses]
    if not any(renewed) or all(renewed):
        return []
    return [c for c, gone in zip(clauses, renewed, strict=True) if not gone]


def _put_in(summary: str, old_value: str, new_value: str) -> str:
    """``summary`` with ``old_value`` replaced by ``new_value``, the words the new value brings after its
    figure not said twice ("salary is 8,000 a month" with 8,000 → "9,200 a month": "9,200 a month", not
    "9,200 a month a month")."""
    said = re.match(r"\S*\d\S*", new_value)
    tail = new_value[said.end() :] if said else ""
    if tail.strip() and old_value + tail in summary:
        return summary.replace(old_value + tail, new_value)
    return summary.replace(old_value, new_value)


def updated_summary(
    old: MemoryEntry, candidate: Candidate, conflicts: dict[str, tuple[str, str]], merged: dict[str, str]
) -> str:
    """The summary after an update, keeping every current figure in view.

    Substituting the new values into the old sentence keeps its context ("项目A预算5万，截止3月15日"
    → "项目A预算8万，截止3月15日"); otherwise the candidate's sentence is used when it carries every
    value the old sentence showed that still holds; otherwise both are kept.
    """
    if candidate.change:
        # a change said in words ("moved to Denver last month") is the better sentence when it
        # carries every value of the entry that still holds
        others = [
            v
            for k, v in merged.items()
            if k not in conflicts and not DATE_KEY.match(k) and k not in ("relation", "mentions")
        ]
        if all(v in candidate.summary for v in others) and all(
            new in candidate.summary for _, new in conflicts.values()
        ):
            return candidate.summary
    substituted = old.summary
    replaced = 0
    for old_value, new_value in conflicts.values():
        if old_value and old_value in substituted:
            substituted = _put_in(substituted, old_value, new_value)
            replaced += 1
    if conflicts and replaced == len(conflicts):
        return substituted
    still_current = [
        v for v in merged.values() if v in old.summary and not any(v == ov for ov, _ in conflicts.values())
    ]
    if all(v in candidate.summary for v in still_current):
        return candidate.summary
    joiner = "；" if has_cjk(old.summary) else "; "
    return (substituted if replaced else old.summary).rstrip("。.;； ") + joiner + candidate.summary
