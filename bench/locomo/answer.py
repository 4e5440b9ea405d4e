"""Answer-level evaluation (``bench_locomo --answer [--judge]``) for teams with a model endpoint.

Retrieval figures (R@k, containment) say whether the answer was in what the model was given; these
say whether the model then answered. For each question and each system, the configured chat model
answers from that system's context with the same instructions (so the systems differ only in what
they retrieved), and the answer is scored as the LoCoMo paper and the published comparisons do:

- **F1**: token overlap with the gold answer after SQuAD normalisation (lower case, no punctuation
  or articles); characters of unspaced scripts (Chinese, Japanese) count one token each.
- **BLEU-1**: clipped unigram precision times the brevity penalty, on the same tokens.
- **J** (``--judge``): an LLM judge labels the answer CORRECT or WRONG against the gold answer,
  generous on wording and date formats, as mem0, Zep and Memobase report it.

Nothing here is tuned or cached: every run asks the model again.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from bench.locomo.metrics import normalize_answer

ANSWER_SYSTEM = (
    "You answer a question about a long conversation between two people, using only the memories "
    "below. Answer in as few words as possible (a name, a date, a short phrase), in the language of "
    "the question. Resolve relative dates against the dates shown. If the memories do not contain the "
    "answer, say you don't know."
)
JUDGE_SYSTEM = (
    "You grade an answer to a question about a conversation. You are given the question, the gold "
    "answer and the answer to grade. Label it CORRECT if it means the same as the gold answer or "
    "contains it — be generous with wording, and a date in another format or a relative date that "
    "refers to the same day or period counts — otherwise WRONG."
)
JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"label": {"type": "string", "enum": ["CORRECT", "WRONG"]}},
    "required": ["label"],
    "additionalProperties": False,
}
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def answer_tokens(text: str) -> list[str]:
    """Normalised tokens: words of spaced scripts, single characters of unspaced ones."""
    tokens: list[str] = []
    for word in normalize_answer(text).split():
        if _UNSPACED.search(word):
            tokens.extend(ch for ch in word if not ch.isspace())
        else:
            tokens.append(word)
    return tokens


def f1(prediction: str, gold: str) -> float:
    predicted, expected = answer_tokens(prediction), answer_tokens(gold)
    if not predicted or not expected:
        return float(predicted == expected)
    common = sum((Counter(predicted) & Counter(expected)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(predicted), common / len(expected)
    return 2 * precision * recall / (precision + recall)


def bleu1(prediction: str, gold: str) -> float:
    predicted, expected = answer_tokens(prediction), answer_tokens(gold)
    if not predicted or not expected:
        return 0.0
    clipped = sum((Counter(predicted) & Counter(expected)).values())
    precision = clipped / len(predicted)
    brevity = 1.0 if len(predicted) > len(expected) else math.exp(1 - len(expected) / len(predicted))
    return brevity * precision


@dataclass
class Graded:
    answer: str
    f1: float
    bleu1: float
    judged: bool | None  # None: not judged (no --judge, or the judge failed)
    error: str = ""


def generate(llm: Any, *, question: str, context: str) -> str:
    """The chat model's answer from ``context``; raises LLMError when the model fails."""
    from apps.memory.llm import ChatRequest

    messages = [
        {"role": "system", "content": ANSWER_SYSTEM},
        {"role": "user", "content": f"Memories:\n{context or '(none)'}\n\nQuestion: {question}\nAnswer:"},
    ]
    return llm.reply(ChatRequest(messages=messages, user_message=question)).strip()


def judge(llm: Any, *, question: str, gold: str, answer: str) -> bool:
    """The judge's label (structured output); raises LLMError when the model fails."""
    verdict = llm.complete_json(
        system=JUDGE_SYSTEM,
        user=f"Question: {question}\nGold answer: {gold}\nAnswer to grade: {answer}",
        schema=JUDGE_SCHEMA,
        role="judge",
    )
    return str(verdict.get("label", "")).upper() == "CORRECT"


def grade(llm: Any, *, question: str, gold: str | None, context: str, with_judge: bool) -> Graded | None:
    """Answer and score one question (None when it has no gold answer). A failed call is scored as
    an empty answer (F1 0, J wrong) and says why: the run goes on."""
    from apps.memory.llm import LLMError

    if gold is None or not str(gold).strip():
        return None
    try:
        text = generate(llm, question=question, context=context)
    except LLMError as exc:
        return Graded(answer="", f1=0.0, bleu1=0.0, judged=False if with_judge else None, error=str(exc)[:200])
    judged: bool | None = None
    error = ""
    if with_judge:
        try:
            judged = judge(llm, question=question, gold=str(gold), answer=text)
        except LLMError as exc:
            error = f"judge: {exc}"[:200]
    return Graded(answer=text, f1=f1(text, str(gold)), bleu1=bleu1(text, str(gold)), judged=judged, error=error)
