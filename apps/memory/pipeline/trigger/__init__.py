"""The trigger: which turns are worth remembering. Cheap rules first; small talk is never written.

Six reasons to write, strongest first:

* ``instruction`` — "remember …", "记住", "以后都…", "don't ever …", "不要…";
* ``decision`` — "确认", "就按这个", "let's go with …", "we decided …";
* ``change`` — a changed figure or fact: "改成", "changed to", "now X instead of Y", "搬到",
  or a new number for a key the user already has;
* ``milestone`` — "finished", "launched", "got promoted", "完成了", "上线了";
* ``preference`` — a preference term the user has used in at least two messages;
* ``disclosure`` — a plain statement of a durable fact about oneself or one's people
  ("I live in", "I work as", "我住在", "我是做…的", "my sister …", "I went to a support group").

With an LLM configured, turns the rules leave undecided (not small talk, not triggered) go to a
model judgement with a threshold (``settings.MEMORY["llm_trigger_threshold"]``).

The package, by concern: ``sentences`` (small talk, filler, sentence splitting, questions),
``kinds`` (the six reasons and their scores, ``judge_sentence``), ``message`` (``judge_message``:
answers, corrections, statements inside a question or a request, who a sentence is about) and
``model`` (the model judgement, ``llm_judge``, ``llm_threshold``).
"""

from __future__ import annotations

from apps.memory.pipeline.trigger.kinds import (
    KIND_SCORE,
    WRITE_SCORE,
    SentenceVerdict,
    Verdict,
    judge_sentence,
    preference_terms,
)
from apps.memory.pipeline.trigger.message import (
    answer_sentences,
    corrected,
    implicit_subject,
    judge_message,
    statement_before_question,
    statement_in_request,
)
from apps.memory.pipeline.trigger.model import JUDGE_SCHEMA, JUDGE_SYSTEM, llm_judge, llm_threshold
from apps.memory.pipeline.trigger.sentences import (
    ATTACHMENT,
    closing_sentences,
    is_question,
    is_small_talk,
    split_sentences,
    strip_filler,
)
from apps.memory.pipeline.trigger.typed import written_out

__all__ = [
    "ATTACHMENT",
    "JUDGE_SCHEMA",
    "JUDGE_SYSTEM",
    "KIND_SCORE",
    "WRITE_SCORE",
    "SentenceVerdict",
    "Verdict",
    "answer_sentences",
    "closing_sentences",
    "corrected",
    "implicit_subject",
    "is_question",
    "is_small_talk",
    "judge_message",
    "judge_sentence",
    "llm_judge",
    "llm_threshold",
    "preference_terms",
    "split_sentences",
    "statement_before_question",
    "statement_in_request",
    "strip_filler",
    "written_out",
]
