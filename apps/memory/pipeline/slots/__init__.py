"""Attributes (slots): what a statement about a person is about, in a vocabulary shared by Chinese
and English, so that 月薪 / salary / pay / 收入 meet in one slot and "I'm allergic to peanuts" and
"我对花生过敏" are one unit.

``detect(clause)`` reads one clause (rules, both languages) and returns a ``Hit``: the slot, the
key reconciliation matches on (``location``, ``salary``, ``allergy:peanut`` …), the facts it
fills (verbatim values under readable names), the memory type, whether the words say the value
changed ("went up to", "moved to", "涨到", "搬到", "不再"), and who it is about when the clause
opens with a relation ("my wife …", "我老婆…").

``canonical(value)`` maps common cities, countries, jobs, foods, activities, relations, pets and
languages of either language to one English name (a small gazetteer); ``equivalent(a, b)`` says
whether two values name the same thing. ``slot_by_meaning`` classifies a statement that no rule
recognised by its embedding against per-slot prototype sentences (vectors cached per process).

The package, by concern: ``vocabulary`` (the slots, their types and labels), ``gazetteer`` (places,
companies and values across languages: ``canonical``, ``equivalent``, ``synonyms``, ``measures``),
``patterns`` (the regex pieces the rules are built from: relations, amounts, places, jobs),
``rules`` (the ``_RULES`` table, one row per phrasing), ``relations`` (who a clause is about),
``ended`` ("no longer …", "I quit my job"), ``by_rules`` (``detect``: a clause → ``Hit``), ``by_meaning``
(slot by embedding against prototype sentences) and ``values`` (``same_value``, ``main_value``).
"""

from __future__ import annotations

from apps.memory.pipeline.slots.by_meaning import MEANING_MARGIN, PROTOTYPES, first_amount, label, slot_by_meaning
from apps.memory.pipeline.slots.by_rules import GOAL, PROHIBITION, SCHEDULE, detect
from apps.memory.pipeline.slots.ended import PARTNER_WORDS, WORK_SLOTS, ended_slots, ended_terms, parted_partner
from apps.memory.pipeline.slots.gazetteer import (
    GAZETTEER,
    KNOWN_THINGS,
    RELATIONS,
    canonical,
    equivalent,
    gazetteer_terms,
    measures,
    synonyms,
)
from apps.memory.pipeline.slots.levels import level_thing, rank_kind, rating_said_again
from apps.memory.pipeline.slots.measures import level_spans
from apps.memory.pipeline.slots.patterns import AMOUNT, CN_AMOUNT, INDIAN_UNITS, INTAKE_MEASURE_ZH, Hit
from apps.memory.pipeline.slots.relations import (
    BARE_RELATION_ZH,
    ranked_child_en,
    relation_mentioned,
    split_subject,
    subject_after_scene,
    with_owner,
)
from apps.memory.pipeline.slots.values import VALUE_FACTS, main_value, same_thing, same_value
from apps.memory.pipeline.slots.vocabulary import SINGLE_VALUED_SLOTS, SLOTS, single_valued, slot_of_key

__all__ = [
    "AMOUNT",
    "BARE_RELATION_ZH",
    "CN_AMOUNT",
    "GAZETTEER",
    "GOAL",
    "INDIAN_UNITS",
    "INTAKE_MEASURE_ZH",
    "KNOWN_THINGS",
    "MEANING_MARGIN",
    "PARTNER_WORDS",
    "PROHIBITION",
    "PROTOTYPES",
    "RELATIONS",
    "SCHEDULE",
    "SINGLE_VALUED_SLOTS",
    "SLOTS",
    "VALUE_FACTS",
    "WORK_SLOTS",
    "Hit",
    "canonical",
    "detect",
    "ended_slots",
    "ended_terms",
    "equivalent",
    "first_amount",
    "gazetteer_terms",
    "label",
    "level_spans",
    "level_thing",
    "main_value",
    "measures",
    "parted_partner",
    "rank_kind",
    "ranked_child_en",
    "rating_said_again",
    "relation_mentioned",
    "same_thing",
    "same_value",
    "single_valued",
    "slot_by_meaning",
    "slot_of_key",
    "split_subject",
    "subject_after_scene",
    "synonyms",
    "with_owner",
]
