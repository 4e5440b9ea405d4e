"""Reconcile candidates with what is already stored about the user.

Matching, in order: the same entity and key; a single-valued fact the candidate gives a new value
for ("预算改成8万" → the entry that holds ``budget``); then vector and keyword similarity over the
user's active entries about the same entity. The decision (``decide``, a pure function):

* nothing matches → **create**;
* the same again → **confirm** (no new row, no new version; ``last_confirmed_at`` bumped);
* a newer value for the same slot → **supersede** (the old value stays only in the history);
* the same slot with facts added and none contradicted → **merge**;
* a contradiction without a sign of change → **pending**, for the user to confirm.

A figure is never replaced by a paraphrase: a new value without digits never overwrites one with
digits ("预算充足" does not replace "8万").

The package, by concern: ``decision`` (``decide``, pure: which action for a candidate and the
entry it matched; single-valued facts, text similarity), ``match`` (``find_match``: the entry a
candidate is about, by key, slot, vector and keywords, across languages) and ``apply``
(``reconcile``: the decision carried out through the memory services, indexes stored).
"""

from __future__ import annotations

from apps.memory.pipeline.reconcile.apply import Outcome, provenance, reconcile
from apps.memory.pipeline.reconcile.decision import (
    MULTI_VALUED_SLOTS,
    NEIGHBOUR_COSINE,
    NEIGHBOURS,
    SINGLE_VALUED,
    Decision,
    DecisionAction,
    decide,
    text_similarity,
)
from apps.memory.pipeline.reconcile.match import anchors, find_match

__all__ = [
    "MULTI_VALUED_SLOTS",
    "NEIGHBOURS",
    "NEIGHBOUR_COSINE",
    "SINGLE_VALUED",
    "Decision",
    "DecisionAction",
    "Outcome",
    "anchors",
    "decide",
    "find_match",
    "provenance",
    "reconcile",
    "text_similarity",
]
