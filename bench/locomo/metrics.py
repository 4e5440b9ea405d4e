"""The metrics: evidence recall@k, answer containment, context tokens, latency percentiles.

Definitions (../shared/bench/locomo/README.md and issue 3):

* recall@k — the share of a question's evidence dia_ids covered by the top-k items, where an item
  covers the dia_ids of the messages it actually restates. Questions whose evidence is empty (or
  points only at turns that do not exist) are left out of the recall means.
* containment — the normalised gold answer (lower-cased, punctuation and the articles a/an/the
  removed (CJK and full-width punctuation becomes a space), whitespace collapsed; category 3: the part before the first ';') occurs in the
  normalised context text, on word boundaries.
* tokens — ``re.findall(r"\\w+|[^\\w\\s]", text)`` on the context text.
* latency — recall + assembly without the query embedding (``recall_ms``); the query embedding
  alone (``embed_ms``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from bench.locomo.data import SCORED_CATEGORIES

KS = (1, 3, 5, 10)
_TOKEN_RE = re.compile(r"\w+|[^\w\s]")
_PUNCT_RE = re.compile(rf"[{re.escape(string.punctuation)}‘’“”–—…]|[^\w\s]")
# Punctuation of the scripts written without spaces (，。、！？：；（）「」【】《》 and the rest of the CJK and
# full-width blocks) is the only thing between two words there: it becomes a space, never nothing, so that
# "做 pharmacist，shift" keeps "pharmacist" a word ("don't" → "dont" as before: ASCII punctuation is removed).
_CJK_PUNCT_RE = re.compile(r"[\u3000-\u303f\uff00-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\ufe30-\ufe4f]")
_ARTICLES_RE = re.compile(r"\b(a|an|the)\b")


def count_tokens(text: str) -> int:
    """Whitespace/punctuation tokens, as the shared LoCoMo README counts context size."""
    return len(_TOKEN_RE.findall(text))


def normalize_answer(text: str) -> str:
    """SQuAD-style normalisation: lower case, no punctuation, no articles, single spaces."""
    text = _CJK_PUNCT_RE.sub(" ", text.lower())
    text = _PUNCT_RE.sub("", text)
    text = _ARTICLES_RE.sub(" ", text)
    return " ".join(text.split())


# Scripts written without spaces between words: a word boundary is not required next to these characters.
_UNSPACED = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_SPACED_WORD_CHAR = re.compile(rf"[^\W{_UNSPACED}]")


def contains_answer(answer: str | None, context: str) -> bool | None:
    """True when the normalised answer occurs in the normalised context on word boundaries.

    A boundary is needed only where the answer begins (ends) with a letter or digit of a spaced
    script, and then means "not preceded (followed) by such a character": ``cat`` is not in
    ``category``, while Chinese, written without spaces, matches inside a sentence (``3月20号`` in
    ``我3月20号入职``, ``Google`` in ``我在Google上班``). For text without CJK characters this is the
    same as ``f" {gold} " in f" {context} "``.

    None when there is no usable gold answer (the question is left out of the containment mean).
    """
    if answer is None:
        return None
    gold = normalize_answer(answer)
    if not gold:
        return None
    text = normalize_answer(context)
    start = 0
    while (found := text.find(gold, start)) >= 0:
        before = text[found - 1] if found > 0 else " "
        after = text[found + len(gold)] if found + len(gold) < len(text) else " "
        left_ok = not (_SPACED_WORD_CHAR.match(gold[0]) and _SPACED_WORD_CHAR.match(before))
        right_ok = not (_SPACED_WORD_CHAR.match(gold[-1]) and _SPACED_WORD_CHAR.match(after))
        if left_ok and right_ok:
            return True
        start = found + 1
    return False


def evidence_recall(covers: Sequence[Iterable[str]], evidence: Iterable[str], k: int) -> float | None:
    """Share of ``evidence`` covered by the union of the first ``k`` items' dia_ids (None: no evidence)."""
    wanted = set(evidence)
    if not wanted:
        return None
    covered: set[str] = set()
    for item in covers[:k]:
        covered.update(item)
    return len(wanted & covered) / len(wanted)


def percentile(values: Sequence[float], q: float) -> float | None:
    if not values:
        return None
    return float(np.percentile(np.asarray(values, dtype=float), q))


@dataclass
class QuestionResult:
    """One question's outcome for one system."""

    conversation: str
    category: int
    question: str
    covers: list[list[str]]  # dia_ids covered by each ranked item, best first
    evidence: list[str]
    contained: bool | None
    tokens: int
    recall_ms: float
    embed_ms: float
    extra: dict[str, Any] = field(default_factory=dict)

    def recall_at(self, k: int) -> float | None:
        return evidence_recall(self.covers, self.evidence, k)


def _mean(values: list[float]) -> float | None:
    return float(np.mean(values)) if values else None


def _round(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


def aggregate(results: Sequence[QuestionResult]) -> dict[str, Any]:
    """The metric block M for a set of questions."""
    block: dict[str, Any] = {}
    for k in KS:
        values = [r for r in (res.recall_at(k) for res in results) if r is not None]
        block[f"recall@{k}"] = _round(_mean(values))
    contained = [1.0 if res.contained else 0.0 for res in results if res.contained is not None]
    block["containment"] = _round(_mean(contained))
    block["tokens_per_query"] = _round(_mean([float(res.tokens) for res in results]), 1)
    timed = [res for res in results if not res.extra.get("error")]  # a failed call counts as a miss, untimed
    recall_ms = [res.recall_ms for res in timed]
    embed_ms = [res.embed_ms for res in timed]
    block["recall_p50_ms"] = _round(percentile(recall_ms, 50), 3)
    block["recall_p95_ms"] = _round(percentile(recall_ms, 95), 3)
    block["embed_p50_ms"] = _round(percentile(embed_ms, 50), 3)
    block["embed_p95_ms"] = _round(percentile(embed_ms, 95), 3)
    block["items_per_query"] = _round(_mean([float(len(res.covers)) for res in results]), 2)
    block["questions"] = len(results)
    block["questions_with_evidence"] = sum(1 for res in results if res.evidence)
    block["questions_with_answer"] = len(contained)
    block["errors"] = len(results) - len(timed)
    graded = [res.extra["graded"] for res in results if res.extra.get("graded")]
    if graded:  # --answer: the chat model's answers from this context (bench/locomo/answer.py)
        block["answer_f1"] = _round(_mean([g["f1"] for g in graded]))
        block["answer_bleu1"] = _round(_mean([g["bleu1"] for g in graded]))
        judged = [1.0 if g["judged"] else 0.0 for g in graded if g["judged"] is not None]
        block["answer_j"] = _round(_mean(judged))
        block["answers"] = len(graded)
        block["answer_errors"] = sum(1 for g in graded if g["error"])
    return block


def summarise(results: Sequence[QuestionResult]) -> dict[str, Any]:
    """``{"overall": M, "by_category": {"1": M, "2": M, "3": M, "4": M}}`` over the scored categories."""
    scored = [res for res in results if res.category in SCORED_CATEGORIES]
    return {
        "overall": aggregate(scored),
        "by_category": {str(c): aggregate([res for res in scored if res.category == c]) for c in SCORED_CATEGORIES},
    }
