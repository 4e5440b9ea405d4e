"""Nothing said is lost: ``loss_check`` and ``repair`` on figures and dates, ``grounded`` /
``text_grounded`` (a model's unit must say what was said), and the guard on what is stored."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, datetime

from apps.core.text import keywords
from apps.memory.guard import scan
from apps.memory.models import Confidence
from apps.memory.pipeline.compress.units import Candidate, Turn
from apps.memory.pipeline.figures import (
    REDACTED,
    figure_facts,
    figures,
    put_fact,
)
from apps.memory.pipeline.timex import MONTHS_EN, TimeRef, day_en, day_zh, resolve_times
from apps.memory.pipeline.trigger import (
    is_question,
    is_small_talk,
    split_sentences,
)


# --- the loss check ---------------------------------------------------------------------------
def _time_forms(ref: TimeRef) -> set[str]:
    forms = {ref.iso, ref.rendered}
    try:
        if len(ref.iso) == 10:
            value = date.fromisoformat(ref.iso)
            forms |= {day_en(value), day_zh(value), f"{MONTHS_EN[value.month - 1]} {value.day}, {value.year}"}
        elif len(ref.iso) == 7:
            year, month = int(ref.iso[:4]), int(ref.iso[5:])
            forms |= {f"{MONTHS_EN[month - 1]} {year}", f"{year}年{month}月"}
    except ValueError:
        pass
    return {form.lower() for form in forms if form}


def loss_check(candidate: Candidate, source: str, at: datetime | None) -> list[str]:
    """Figures and dates of ``source`` that the candidate's summary and facts do not carry."""
    blob = (candidate.summary + " " + " ".join(candidate.facts.values())).lower()
    compact = blob.replace(" ", "")
    missing: list[str] = []
    for figure in figures(source):
        text = figure.text.lower()
        if text not in blob and text.replace(" ", "") not in compact:
            missing.append(figure.text)
    if at is not None:
        _, refs = resolve_times(source, at)
        for ref in refs:
            if not any(form in blob for form in _time_forms(ref)):
                missing.append(ref.iso)
    return missing


def repair(candidate: Candidate, source: str, at: datetime | None) -> Candidate:
    """The loss check with one repair: missing figures are added to ``facts``; if anything is still
    missing afterwards the candidate is marked ``to_check``."""
    missing = loss_check(candidate, source, at)
    if not missing:
        return candidate
    facts = dict(candidate.facts)
    labelled = figure_facts(source)
    for value in missing:
        label = next((name for name, v in labelled.items() if v == value), None)
        if re.fullmatch(r"\d{4}(?:-\d{2}){0,2}", value):
            label = "date"
        put_fact(facts, re.sub(r"_\d+$", "", label or "figure"), value)
    repaired = replace(candidate, facts=facts)
    if loss_check(repaired, source, at):
        repaired.confidence = Confidence.TO_CHECK
    return repaired


# --- orchestration ----------------------------------------------------------------------------
def _relevant_source(turn: Turn) -> str:
    """The parts of a message a candidate is expected to keep: not small talk, not questions."""
    return " ".join(
        s for s in split_sentences(turn.text) if not is_small_talk(s) and not is_question(s) and not REDACTED.search(s)
    )


def _guarded(candidate: Candidate) -> Candidate:
    """Run the guard on what will be stored (a model may echo something it should not)."""
    candidate.summary = scan(candidate.summary).text
    facts = {key: scan(value).text for key, value in candidate.facts.items()}
    candidate.facts = {key: value for key, value in facts.items() if not REDACTED.fullmatch(value.strip())}
    return candidate


# --- the model's units must say what was said -------------------------------------------------
_NUMBER = re.compile(r"(\d+(?:[.,]\d+)*)\s*(k|m|千|万|w|亿)?(?![a-z])", re.IGNORECASE)
_SCALE = {"k": 1e3, "千": 1e3, "m": 1e6, "万": 1e4, "w": 1e4, "亿": 1e8}
# words any unit may use without having been said: who it is about
_UNIT_WORDS = frozenset(keywords("user user's users person 用户 该用户 本人"))
GROUNDED_SHARE = 0.5  # "most of what a unit says was said": a majority of its words


def _numbers(text: str) -> set[str]:
    """Each number of ``text``, as written (without separators) and scaled ("12k", "1.2万" → 12000)."""
    found: set[str] = set()
    for match in _NUMBER.finditer(text):
        try:
            value = float(match.group(1).replace(",", ""))
        except ValueError:
            continue
        found.add(f"{value:g}")
        if match.group(2):
            found.add(f"{value * _SCALE[match.group(2).lower()]:g}")
    return found


def grounded(candidate: Candidate, sources: list[Turn], context: list[Turn]) -> bool:
    """Does a model's unit say only what was said? Every number in it must have been said (as
    written or scaled) or be a date the messages' relative times resolve to, and most of its words
    (``GROUNDED_SHARE``) must occur in the messages it cites, their context or the speakers'
    names. A small or confused model invents ("… since my parents were born here", a date from
    nowhere); such a unit is dropped and the rules keep the message instead."""
    return text_grounded(candidate.summary, list(candidate.facts.values()), sources, context)


def text_grounded(
    text: str, values: list[str], sources: list[Turn], context: list[Turn], *, share: float = GROUNDED_SHARE
) -> bool:
    """``grounded`` for any text a model wrote about ``sources``. ``share`` is the part of its words
    that must have been said; with 0, one is enough (an episode line may paraphrase, but may
    never invent a number or a date)."""
    said = " ".join(t.text for t in [*sources, *context])
    speakers = " ".join({t.speaker for t in [*sources, *context]})
    dates = (
        " ".join(" ".join(_time_forms(ref)) for t in sources for ref in resolve_times(t.text, t.at)[1])
        + " "
        + " ".join(f"{t.at.year}-{t.at.month:02d}-{t.at.day:02d}" for t in sources)
    )
    if not _numbers(" ".join([text, *values])) <= _numbers(said) | _numbers(dates):
        return False
    words = {w for w in keywords(text) if not any(ch.isdigit() for ch in w)} - _UNIT_WORDS  # numbers: above
    if not words:
        return True
    known = set(keywords(f"{said} {speakers} {dates}"))
    return len(words & known) >= max(share * len(words), 1)
