"""Answer-level scores of bench_locomo --answer (bench/locomo/answer.py), on known values; the run
against a real model server is in tests/llm_server/test_bench_answer.py."""

from __future__ import annotations

import math

import pytest

from bench.locomo.answer import answer_tokens, bleu1, f1
from bench.locomo.metrics import QuestionResult, aggregate


def test_tokens_are_normalised_words_and_single_chinese_characters() -> None:
    assert answer_tokens("The Violin, of course!") == ["violin", "of", "course"]
    assert answer_tokens("杭州 in 2023") == ["杭", "州", "in", "2023"]


@pytest.mark.parametrize(
    ("prediction", "gold", "expected"),
    [
        ("the violin", "The violin", 1.0),
        ("violin lessons", "violin", 2 * 0.5 * 1.0 / 1.5),
        ("a guitar", "violin", 0.0),
        ("", "violin", 0.0),
        ("7 May 2023", "7 May, 2023", 1.0),
        ("在杭州", "杭州", 2 * (2 / 3) * 1.0 / (2 / 3 + 1.0)),
    ],
)
def test_f1_is_token_overlap_after_normalisation(prediction: str, gold: str, expected: float) -> None:
    assert f1(prediction, gold) == pytest.approx(expected)


def test_bleu1_is_clipped_unigram_precision_with_a_brevity_penalty() -> None:
    assert bleu1("violin violin violin", "violin") == pytest.approx(1 / 3)  # clipped: one violin counts
    assert bleu1("violin", "the violin lessons") == pytest.approx(math.exp(1 - 2 / 1))  # too short: penalised
    assert bleu1("violin lessons", "violin lessons") == pytest.approx(1.0)
    assert bleu1("", "violin") == 0.0


def test_the_answer_figures_aggregate_only_when_answers_exist() -> None:
    def result(graded: dict | None) -> QuestionResult:
        return QuestionResult("c", 4, "q", [], [], True, 10, 1.0, 1.0, extra={"graded": graded})

    assert "answer_f1" not in aggregate([result(None)])
    block = aggregate([
        result({"f1": 1.0, "bleu1": 1.0, "judged": True, "error": ""}),
        result({"f1": 0.0, "bleu1": 0.0, "judged": False, "error": "HTTP 500"}),
        result({"f1": 0.5, "bleu1": 0.25, "judged": None, "error": ""}),
    ])  # fmt: skip
    assert block["answer_f1"] == 0.5 and block["answer_bleu1"] == pytest.approx(0.4167)
    assert block["answer_j"] == 0.5  # the unjudged answer is left out of J
    assert (block["answers"], block["answer_errors"]) == (3, 1)
