"""Compression: candidate turns → structured, "semantically lossless" candidates.

Every figure, date, name and id of the source survives verbatim in ``facts``; relative times become
absolute dates (from the message's time); pronouns become names (the speaker is
``meta["speaker"]`` when the import gave one, else the user); facts about other people are tagged
with who they are about; the text stays in the language it was written in.

Two paths: rules (the offline default) and a JSON-schema-constrained model call (malformed → one
retry → rules). Either way ``loss_check`` compares the figures and dates of the source with the
candidate; a loss is repaired once (the rule path adds the missing figures to ``facts``), and what
is still missing marks the candidate ``to_check``.

The package, by concern: ``units`` (``Turn``, ``Candidate``), ``people`` (who is named, pronouns →
names, ``people_for``), ``keys`` (the sentence-level slot table: the key reconciliation matches on),
``clauses`` (a sentence cut into clauses and units), ``candidates`` (the rule path: a clause →
``Candidate``, answers to the assistant's questions, named people), ``merge`` (adjacent units of one
thing joined), ``loss`` (``loss_check``, ``repair``, grounding of the model's units, the guard on
what is stored), ``model`` (the JSON-schema model path) and ``orchestrate`` (``compress``: which
path, what the model missed, contacts only when asked).
"""

from __future__ import annotations

from apps.memory.pipeline.compress.candidates import rule_candidates
from apps.memory.pipeline.compress.informative import compact, informative
from apps.memory.pipeline.compress.loss import GROUNDED_SHARE, grounded, loss_check, repair, text_grounded
from apps.memory.pipeline.compress.model import CANDIDATE_SCHEMA, COMPRESS_SYSTEM, llm_candidates
from apps.memory.pipeline.compress.orchestrate import compress
from apps.memory.pipeline.compress.people import People, _third_person, find_people, people_for, resolve_pronouns
from apps.memory.pipeline.compress.questions import last_question, question_before
from apps.memory.pipeline.compress.units import MAX_SUMMARY_CHARS, USER, Candidate, Turn
from apps.memory.pipeline.figures import figures  # read through this path by the tests

__all__ = [
    "CANDIDATE_SCHEMA",
    "COMPRESS_SYSTEM",
    "GROUNDED_SHARE",
    "MAX_SUMMARY_CHARS",
    "USER",
    "Candidate",
    "People",
    "Turn",
    "_third_person",  # apps.memory.commands conjugates with it
    "compact",
    "compress",
    "figures",
    "find_people",
    "grounded",
    "informative",
    "last_question",
    "llm_candidates",
    "loss_check",
    "people_for",
    "question_before",
    "repair",
    "resolve_pronouns",
    "rule_candidates",
    "text_grounded",
]
