"""Changes of where one lives or works that are only planned ("我下个月要搬去上海了", "thinking about
moving to San Diego"), and a new job said in parts of one sentence (an employer and a line of work)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline.compress.units import Candidate
from apps.memory.pipeline.lexicon import CONDITION_ZH

# a move or a new job still to come (an intention, or a time that is only ahead; "过完年…就搬到无锡
# 定居了" has happened): the attribute keeps its value until it happens
_PLANNABLE = frozenset({"location", "employer", "work_city", "occupation"})
_PLANNED_CHANGE_ZH = re.compile(
    r"(?:打算|准备|计划|考虑|商量|讨论|琢磨|想要|想|将要|就要|要|下个?月|明年|下半年|下周|下个?星期|劝|建议|催|撺掇|怂恿)(?!了)"
    r"[^，。,.！!；]{0,8}?(?:搬|跳槽|入职|转行|换工作|调到|回老家)"
    # a move only if ("如果今次抽中居屋，我们一家就搬去元朗")
    + rf"|{CONDITION_ZH}[^。！!？?]{{0,24}}?(?:搬|跳槽|入职|转行|换工作|调到|回老家)"
)
# … and in English: an intention ("thinking about moving to", "might take the job at", "hoping to
# relocate"), or a move in the progressive with a time still ahead ("we're moving to Denver next month")
_PLANNED_CHANGE_EN = re.compile(
    r"\b(?:thinking (?:about|of)|considering|contemplating|might|may|could|hop(?:e|ing) to|plan(?:s|ning)? (?:to|on)"
    r"|wants? to|wanna|would like to|'d like to|(?:would|'d) love to|wish(?:es)? (?:I|we) could|going to|gonna|about to|looking (?:at|into)|dreaming (?:of|about)|debating"
    r"|weighing|toying with|(?:going|go|went) back and forth (?:on|about|over)|on the fence about|torn (?:on|about|over)|undecided (?:on|about)|not sure (?:about|whether)|wondering (?:about|whether)|umming and ahhing (?:about|over)|(?:talk|talking|talked|chatting) about|discussing|if (?:we|I)|someday|one day|eventually|maybe|(?:will|'ll) (?:probably |likely |eventually )?)\b"
    r"[^.;!?]{0,30}?\b(?:mov(?:e|ing)|relocat(?:e|ing)|switch(?:ing)? (?:jobs|careers)|chang(?:e|ing) (?:jobs|careers)"
    r"|join(?:ing)?|start(?:ing)? (?:at|as)|tak(?:e|ing) (?:a|the|that) (?:\w+ )?(?:job|offer|role|position)|becom(?:e|ing))\b"
    r"|\b(?:moving|relocating) (?:\w+ ){0,3}to\b[^.;!?]{0,30}?\b(?:next (?:week|month|year|spring|summer|fall|autumn|winter)"
    r"|in (?:the )?(?:spring|summer|fall|autumn|winter)|soon|later this year|at the end of the (?:month|year))\b"
    # "move to the coast some day", "wanna move to Lisbon eventually": a time only hoped for, said after
    r"|\b(?:move|moving|relocate|relocating|live|living)\b[^.;!?]{0,40}?\b(?:someday|some day|one day|eventually|in the future|when (?:I|we) retire)\b",
    re.I,
)


def is_planned(slot: str, clause: str) -> bool:
    """Is ``clause`` a plan to change ``slot`` (where one lives or works), not yet a change of it?"""
    return slot in _PLANNABLE and bool((_PLANNED_CHANGE_ZH if has_cjk(clause) else _PLANNED_CHANGE_EN).search(clause))


_JOB_KEYS = ("employer", "occupation")


def changed_job_together(candidates: list[Candidate]) -> None:
    """A new employer and a line of work said in one sentence are one change ("上周三正式开始在Revolut
    上班了，做compliance": the compliance job is the new one, not a second job to ask about)."""
    changed = {c.entity for c in candidates if c.key in _JOB_KEYS and c.change}
    for candidate in candidates:
        if candidate.key in _JOB_KEYS and candidate.entity in changed:
            candidate.change = True
