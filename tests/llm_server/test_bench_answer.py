"""bench_locomo --answer --judge against the real model server: the structure of what it reports
(a 270M base model's answers are not worth scoring for quality)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from bench.locomo import runner
from tests.bench.test_locomo_harness import FakeEmbedder

pytestmark = [pytest.mark.django_db, pytest.mark.llm_server]

TINY = [
    {
        "sample_id": "conv-answer",
        "conversation": {
            "speaker_a": "Alice",
            "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Alice", "dia_id": "D1:1", "text": "I started violin lessons last week."},
                {"speaker": "Bob", "dia_id": "D1:2", "text": "Nice! I adopted a dog called Rex."},
                {"speaker": "Alice", "dia_id": "D1:3", "text": "我下个月搬去杭州。"},
            ],
        },
        "qa": [
            {"question": "What instrument does Alice play?", "answer": "violin", "evidence": ["D1:1"], "category": 4},
            {"question": "What is Bob's dog called?", "answer": "Rex", "evidence": ["D1:2"], "category": 4},
            {"question": "Alice 要搬去哪里？", "answer": "杭州", "evidence": ["D1:3"], "category": 4},
        ],
    }
]


def test_answer_and_judge_report_f1_bleu1_and_j(
    llm_server: str, settings: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    monkeypatch.setattr(runner, "bench_embedder", lambda name=None: (FakeEmbedder(), "test"))
    settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", llm_server, "unused"
    settings.LLM_CHAT_MODEL = settings.LLM_EXTRACTION_MODEL = settings.LLM_SUMMARY_MODEL = "gemma-bench"
    settings.LLM_MAX_TOKENS = {"chat": 24, "extraction": 64, "summary": 64}
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(TINY, ensure_ascii=False))
    options = runner.RunOptions(
        data=str(data), out=str(tmp_path / "out"), baseline_only=True, progress=False, judge=True
    )
    result = runner.run(options, log=lambda line: None)
    block = result["baseline"]["overall"]
    assert block["answers"] == 3
    for key in ("answer_f1", "answer_bleu1"):
        assert 0.0 <= block[key] <= 1.0
    assert block["answer_j"] is None or 0.0 <= block["answer_j"] <= 1.0
    assert result["meta"]["answers"] == {"model": "openai-compatible:gemma-bench", "judge": True}
    report = (tmp_path / "out" / "locomo.md").read_text()
    assert "## Answers by `openai-compatible:gemma-bench` (`--answer`, `--judge`)" in report
    assert "| answer F1 |" in report


def test_answer_without_a_model_is_refused_before_anything_runs(tmp_path: Path) -> None:
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(TINY))
    with pytest.raises(CommandError, match="--answer and --judge need a model"):
        call_command("bench_locomo", "--data", str(data), "--out", str(tmp_path / "out"), "--answer", "--baseline-only")
