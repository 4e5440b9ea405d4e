"""The LoCoMo harness on a tiny hand-written file: loader, baseline, metrics, JSON shape."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bench.locomo import runner
from bench.locomo.baseline import BM25, NaiveRetriever, rrf
from bench.locomo.data import load_locomo, normalize_dia_id, parse_session_date
from bench.locomo.metrics import (
    QuestionResult,
    aggregate,
    contains_answer,
    count_tokens,
    evidence_recall,
    normalize_answer,
    summarise,
)

TINY = [
    {
        "sample_id": "conv-tiny",
        "conversation": {
            "speaker_a": "Alice",
            "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Alice", "dia_id": "D1:1", "text": "Hi Bob! How was your weekend?"},
                {"speaker": "Bob", "dia_id": "D1:2", "text": "Great, I went hiking with my dog Rex."},
                {
                    "speaker": "Alice",
                    "dia_id": "D1:3",
                    "text": "Lovely. I started violin lessons last week, I practise every evening.",
                },
                {
                    "speaker": "Bob",
                    "dia_id": "D1:4",
                    "text": "Look at this!",
                    "img_url": ["https://example.invalid/x.jpg"],
                    "blip_caption": "a photo of a dog on a mountain trail",
                    "query": "dog mountain",
                },
            ],
            "session_2_date_time": "10:04 am on 19 June, 2023",
            "session_2": [
                {"speaker": "Bob", "dia_id": "D2:1", "text": "I adopted a second dog yesterday, her name is Luna."},
                {"speaker": "Alice", "dia_id": "D2:2", "text": "Congratulations! Two dogs now."},
                {"speaker": "Bob", "dia_id": "D2:3", "text": "Yes, and the weather was sunny."},
            ],
            # a dated session without turns (as in conv-26, sessions 20-35)
            "session_3_date_time": "9:00 am on 1 July, 2023",
        },
        "qa": [
            {
                "question": "What instrument does Alice play?",
                "answer": "The violin",
                "evidence": ["D1:3"],
                "category": 4,
            },
            {
                "question": "When did Bob adopt Luna?",
                "answer": "18 June 2023",
                "evidence": ["D:2:1", "D9:99", "D"],
                "category": 2,
            },
            {
                "question": "What instrument does Bob play?",
                "adversarial_answer": "violin",
                "evidence": [],
                "category": 5,
            },
        ],
    }
]


@pytest.fixture
def tiny_file(tmp_path: Path) -> Path:
    path = tmp_path / "tiny_locomo.json"
    path.write_text(json.dumps(TINY, indent=2))
    return path


class FakeEmbedder:
    """Deterministic bag-of-words vectors: enough for shape tests, no model load."""

    name = "fake-bow"
    dim = 64

    def _vec(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dim, dtype=np.float32)
        for word in text.lower().split():
            vector[int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dim] += 1.0  # noqa: S324
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return np.vstack([self._vec(t) for t in texts]) if texts else np.zeros((0, self.dim), dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._vec(text)


# -- loader -----------------------------------------------------------------------------------


def test_loader_parses_sessions_dates_captions_and_evidence(tiny_file: Path) -> None:
    dataset = load_locomo(tiny_file)
    assert dataset.sha256 == hashlib.sha256(tiny_file.read_bytes()).hexdigest()
    (conv,) = dataset.conversations
    assert conv.sample_id == "conv-tiny"
    assert [s.number for s in conv.sessions] == [1, 2]
    assert conv.empty_sessions == [3]
    assert conv.sessions[0].date == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert conv.sessions[1].date == datetime(2023, 6, 19, 10, 4, tzinfo=UTC)
    assert conv.sessions[0].date.utcoffset().total_seconds() == 0  # type: ignore[union-attr]
    photo = conv.sessions[0].turns[3]
    assert photo.content == "Look at this! [shares a photo: a photo of a dog on a mountain trail]"
    assert len(conv.turns) == 7

    first, temporal, adversarial = conv.qa
    assert first.evidence == ["D1:3"] and first.invalid_evidence == []
    assert first.answer == "The violin"
    # "D:2:1" is repaired; "D9:99" points nowhere and "D" is not an id: both dropped and recorded.
    assert temporal.evidence == ["D2:1"]
    assert temporal.invalid_evidence == ["D:2:1", "D9:99", "D"]
    assert adversarial.answer is None and adversarial.category == 5
    assert [qa.category for qa in conv.scored_qa] == [4, 2]

    counts = dataset.counts()
    assert counts["qa_scored"] == 2 and counts["sessions"] == 2 and counts["sessions_without_turns"] == 1
    assert counts["turns_with_caption"] == 1


def test_session_dates_and_dia_ids() -> None:
    assert parse_session_date("12:06 am on 11 November, 2022") == datetime(2022, 11, 11, 0, 6, tzinfo=UTC)
    assert parse_session_date("12:30 pm on 1 Jan, 2024") == datetime(2024, 1, 1, 12, 30, tzinfo=UTC)
    assert parse_session_date("7:00 pm on May 3, 2023") == datetime(2023, 5, 3, 19, 0, tzinfo=UTC)
    assert parse_session_date("2023-05-08T13:56:00") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("sometime") is None
    assert normalize_dia_id("D8:6; D9:17") == ["D8:6", "D9:17"]
    assert normalize_dia_id("D9:1 D4:4 D4:6") == ["D9:1", "D4:4", "D4:6"]
    assert normalize_dia_id("D:11:26") == ["D11:26"]
    assert normalize_dia_id("D30:05") == ["D30:5"]
    assert normalize_dia_id("D") == []


def test_category_3_scores_the_part_before_the_first_semicolon(tiny_file: Path) -> None:
    data = json.loads(tiny_file.read_text())
    data[0]["qa"].append({"question": "Q?", "answer": "hiking; walking", "evidence": ["D1:2"], "category": 3})
    data[0]["qa"].append({"question": "Q?", "answer": 2022, "evidence": ["D1:2"], "category": 1})
    tiny_file.write_text(json.dumps(data))
    conv = load_locomo(tiny_file).conversations[0]
    assert conv.qa[3].gold == "hiking"
    assert conv.qa[4].gold == "2022"


# -- baseline ---------------------------------------------------------------------------------


def test_baseline_ranks_the_evidence_turn_first(tiny_file: Path) -> None:
    from apps.memory.embeddings import get_embedder

    conv = load_locomo(tiny_file).conversations[0]
    retriever = NaiveRetriever(conv, get_embedder("use"))
    hit = retriever.search("What instrument does Alice play? violin")
    assert retriever.covers(hit.ranked)[0] == ["D1:3"]
    assert (
        hit.context.splitlines()[0]
        == "[1:56 pm on 8 May, 2023] Alice: Lovely. I started violin lessons last week, I practise every evening."
    )
    assert len(hit.context.splitlines()) == 5
    assert hit.recall_ms >= 0 and hit.embed_ms >= 0


def test_bm25_and_rrf() -> None:
    bm25 = BM25([["violin", "lesson"], ["dog", "hike"], ["dog", "dog", "luna"]])
    scores = bm25.scores(["dog"])
    assert scores[0] == 0 and scores[2] > scores[1] > 0
    fused = rrf([np.array([2, 1]), np.array([1, 0, 2])], 3)
    # doc 1: 1/62 + 1/61, doc 2: 1/61 + 1/63, doc 0: 1/62
    assert fused.tolist() == [1, 2, 0]


# -- metrics ----------------------------------------------------------------------------------


def test_evidence_recall_on_hand_made_rankings() -> None:
    covers = [["D1:1"], ["D1:3", "D2:1"], [], ["D2:2"]]
    assert evidence_recall(covers, ["D1:3"], 1) == 0.0
    assert evidence_recall(covers, ["D1:3"], 3) == 1.0
    assert evidence_recall(covers, ["D2:1", "D2:2"], 3) == 0.5
    assert evidence_recall(covers, ["D2:1", "D2:2"], 10) == 1.0
    assert evidence_recall(covers, [], 5) is None


def test_containment_normalisation() -> None:
    assert normalize_answer("The Violin!") == "violin"
    assert normalize_answer("  7 May, 2023. ") == "7 may 2023"
    assert contains_answer("The violin", "Alice: I play the violin, every evening.") is True
    assert contains_answer("7 May 2023", "[1:56 pm on 7 May, 2023] Bob: hi") is True
    assert contains_answer("cat", "category theory") is False  # word boundaries
    assert contains_answer(None, "anything") is None
    assert contains_answer("the", "the") is None  # nothing left after normalisation


def test_token_counting() -> None:
    assert count_tokens("Hi, it's 1:56 pm.") == 10  # Hi , it ' s 1 : 56 pm .
    assert count_tokens("") == 0
    assert count_tokens("[D1:3] Alice: violin") == 8


def _result(
    category: int, covers: list[list[str]], evidence: list[str], contained: bool | None, tokens: int, ms: float
) -> QuestionResult:
    return QuestionResult("c", category, "q", covers, evidence, contained, tokens, ms, ms / 10)


def test_aggregate_known_values() -> None:
    results = [
        _result(1, [["a"], ["b"]], ["a", "b"], True, 10, 1.0),
        _result(4, [["x"], ["b"]], ["b"], False, 30, 3.0),
        _result(4, [["x"]], [], None, 20, 2.0),  # no evidence, no answer: out of those means
        _result(5, [["a"]], ["a"], True, 99, 9.0),  # adversarial: never scored
    ]
    summary = summarise(results)
    overall = summary["overall"]
    assert overall["questions"] == 3
    assert overall["recall@1"] == 0.25  # (0.5 + 0) / 2
    assert overall["recall@3"] == 1.0
    assert overall["containment"] == 0.5
    assert overall["tokens_per_query"] == 20.0
    assert overall["recall_p50_ms"] == 2.0
    assert summary["by_category"]["4"]["questions"] == 2
    assert summary["by_category"]["2"]["questions"] == 0
    assert summary["by_category"]["2"]["recall@5"] is None
    assert aggregate([])["containment"] is None


# -- the report -------------------------------------------------------------------------------

M_KEYS = {
    "recall@1",
    "recall@3",
    "recall@5",
    "recall@10",
    "containment",
    "tokens_per_query",
    "recall_p50_ms",
    "recall_p95_ms",
    "embed_p95_ms",
    "questions",
}


def test_json_shape(tiny_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "bench_embedder", lambda name=None: (FakeEmbedder(), "test fake"))
    out = tmp_path / "out"
    options = runner.RunOptions(data=str(tiny_file), out=str(out), baseline_only=True, progress=False)
    result: dict[str, Any] = runner.run(options, log=lambda line: None)
    on_disk = json.loads((out / "locomo.json").read_text())
    assert on_disk == json.loads(json.dumps(result))
    assert set(on_disk) == {"memoryhub", "baseline", "meta"}
    for system in ("memoryhub", "baseline"):
        assert set(on_disk[system]) == {"overall", "by_category"}
        assert set(on_disk[system]["by_category"]) == {"1", "2", "3", "4"}
        for block in (on_disk[system]["overall"], *on_disk[system]["by_category"].values()):
            assert block.keys() >= M_KEYS
    assert on_disk["baseline"]["overall"]["questions"] == 2
    assert on_disk["baseline"]["by_category"]["4"]["questions"] == 1
    assert on_disk["memoryhub"]["overall"]["questions"] == 0  # skipped in this run, and said so
    assert on_disk["meta"]["engine"] == {"available": False, "reason": "--baseline-only"}
    assert on_disk["meta"]["data_sha256"] == hashlib.sha256(tiny_file.read_bytes()).hexdigest()
    assert on_disk["meta"]["embedder"]["name"] == "fake-bow"
    assert (out / "locomo.md").read_text().startswith("# LoCoMo")
    assert (out / "locomo.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# -- memoryhub side, through the real pipeline (a real worker and broker) ---------------------


@pytest.mark.worker
def test_memoryhub_side_through_the_real_pipeline(
    celery_worker: Any, workspace: Any, tiny_file: Path, tmp_path: Path, settings: Any
) -> None:
    from bench.locomo.memoryhub_system import engine_status

    settings.EMBEDDING_PROVIDER = "use"  # the fast one; the worker thread reads the same settings
    available, missing = engine_status()
    if not available:
        pytest.skip(f"engine interface not there yet: {missing}")
    conv = load_locomo(tiny_file).conversations[0]
    options = runner.RunOptions(data=str(tiny_file), out=str(tmp_path), progress=False, drain_timeout=120)
    results, ingest = runner.run_memoryhub(conv, workspace, options)
    assert ingest["drained"] is True
    assert ingest["messages"] == 7 and ingest["sessions"] == 2
    assert [r.category for r in results] == [4, 2]
    known = {turn.dia_id for turn in conv.turns}
    for res in results:
        assert all(set(cover) <= known for cover in res.covers)
        assert res.recall_ms >= 0 and res.embed_ms >= 0
    from apps.chat.models import Message

    stored = list(
        Message.objects.filter(user__workspace=workspace).order_by("created_at", "id").values_list("meta", "created_at")
    )
    assert [meta["dia_id"] for meta, _ in stored] == [turn.dia_id for turn in conv.turns]
    times = [created for _, created in stored]
    assert times[0] == conv.sessions[0].date
    assert times[1] == conv.sessions[0].date + timedelta(seconds=1)
    assert times[4] == conv.sessions[1].date  # the first turn of session 2


def test_loader_tolerates_odd_fields(tmp_path: Path) -> None:
    sample = json.loads(json.dumps(TINY[0]))
    conv = sample.pop("conversation")
    sample.update(conv)  # the flat layout (no "conversation" wrapper)
    sample["session_2_date_time"] = "sometime in spring"
    sample["session_1"][0]["text"] = ""
    sample["session_1"][1].pop("dia_id")
    sample["qa"] = [
        {"question": "Q1", "answer": 2022.0, "evidence": "D1:3", "category": "4"},
        {"question": "Q2", "answer": "x", "category": 1},  # no evidence at all
        {"question": "Q3", "answer": "y", "evidence": ["D2:01; D1:4"], "category": 2},
    ]
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(sample))  # one sample, not a list
    dataset = load_locomo(path)
    (loaded,) = dataset.conversations
    assert loaded.sessions[1].date_parsed is False
    assert loaded.sessions[1].date > loaded.sessions[0].date  # order kept
    assert dataset.warnings and "unreadable date" in dataset.warnings[0]
    assert loaded.sessions[0].turns[1].dia_id == "D1:2"  # rebuilt from the position
    q1, q2, q3 = loaded.qa
    assert (q1.category, q1.answer, q1.evidence) == (4, "2022", ["D1:3"])
    assert q2.evidence == []
    assert q3.evidence == ["D2:1", "D1:4"] and q3.invalid_evidence == ["D2:01; D1:4"]
