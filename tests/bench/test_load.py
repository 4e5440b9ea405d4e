"""bench_load (bench/load/): the figures it derives from samples, the server it starts, and one short
real run — gunicorn and a Celery worker started as processes, agents over HTTP."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench.load.agents import Sample, parse_mix
from bench.load.report import drain_figures, endpoint_stats, target_check
from bench.load.stack import StackError, StackOptions, require_loopback, web_command


def test_the_mix_is_read_as_shares_of_one() -> None:
    assert parse_mix("chat=70,recall=20,list=10") == pytest.approx({"chat": 0.7, "recall": 0.2, "list": 0.1})
    assert parse_mix("chat=1") == {"chat": 1.0}


@pytest.mark.parametrize("spec", ["chat=70,upload=30", "chat=-1,recall=2", "chat=0", "chat=lots"])
def test_a_mix_with_an_unknown_operation_or_a_bad_weight_is_refused(spec: str) -> None:
    with pytest.raises(ValueError, match="--mix"):
        parse_mix(spec)


def test_only_requests_started_inside_the_window_count_and_errors_are_kept_by_status() -> None:
    samples = [
        Sample("chat", 0.5, 9999.0, "200"),  # warm-up: left out
        *[Sample("chat", 1.0 + i / 10, 100.0 + i, "200") for i in range(10)],
        Sample("chat", 2.5, 50.0, "503"),
        Sample("chat", 2.6, 30000.0, "timeout"),
        Sample("ingest", 1.5, 80.0, "200"),
        Sample("list", 3.5, 5.0, "200"),  # after the window
    ]

    stats = endpoint_stats(samples, start=1.0, end=3.0, ingest_batch=20)

    chat = stats["chat"]
    assert (chat["requests"], chat["ok"], chat["per_s"]) == (12, 10, 5.0)
    assert chat["errors"] == {"503": 1, "timeout": 1}
    assert chat["max_ms"] == 30000.0 and chat["p50_ms"] == pytest.approx(104.5)
    assert stats["ingest"]["messages_per_s"] == 10.0  # one request of 20 messages in 2 s
    assert "list" not in stats


def test_the_drain_is_counted_from_the_stop_to_the_first_empty_backlog() -> None:
    timeline = {
        "t": [0, 1, 2, 3, 4, 5, 6],
        "phase": ["load", "load", "load", "drain", "drain", "drain", "done"],
        "backlog": [0, 5, 9, 7, None, 0, 0],
    }

    assert drain_figures(timeline, load_end=2.5) == {"backlog_peak": 9, "backlog_at_stop": 7, "drain_s": 2.5}
    never = {**timeline, "backlog": [0, 5, 9, 7, 6, 5, 4]}
    assert drain_figures(never, load_end=2.5)["drain_s"] is None


def test_the_targets_are_met_only_when_every_figure_is() -> None:
    result: dict[str, Any] = {
        "endpoints": {"chat": {"per_s": 16.0, "p95_ms": 1900.0, "errors": {}}, "list": {"errors": {"500": 1}}},
        "drain": {"drain_s": 30.0},
    }

    targets = target_check(result)

    assert targets["chat_per_s"]["met"] and targets["chat_p95_ms"]["met"] and targets["drain_s"]["met"]
    assert targets["errors"] == {"value": 1, "target": "0", "met": False}


@pytest.mark.parametrize("url", ["http://10.0.0.5:8000", "https://memoryhub.example.com", "ftp://127.0.0.1/"])
def test_only_a_loopback_server_may_be_loaded(url: str) -> None:
    with pytest.raises(StackError, match="loopback"):
        require_loopback(url)
    assert require_loopback("http://127.0.0.1:8000/") == "http://127.0.0.1:8000"


def test_the_web_server_runs_with_the_projects_gunicorn_config_unless_told_otherwise() -> None:
    ours = web_command(8123, StackOptions())
    assert ours[ours.index("--config") + 1].endswith("gunicorn.conf.py")
    assert "--workers" not in ours

    dockerfile_before = web_command(8123, StackOptions(web_config="none", web_workers=3))
    assert dockerfile_before[dockerfile_before.index("--config") + 1] == "/dev/null"
    assert dockerfile_before[-4:] == ["--workers", "3", "--timeout", "120"]


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_short_run_loads_a_real_server_and_reports_every_figure(tmp_path: Path) -> None:
    from django.db import connection

    from apps.accounts.models import Workspace
    from bench.load.runner import LoadOptions, run

    options = LoadOptions(
        agents=2,
        ingest_agents=1,
        duration=8.0,
        warmup=0.0,
        seed_messages=2,
        ingest_batch=3,
        ingest_pause=0.1,
        drain_timeout=120.0,
        database=str(connection.settings_dict["NAME"]),
        allow_default_db=True,
        label="short-0.5",  # a dot in a label is no suffix
        out=tmp_path,
        progress=False,
        stack=StackOptions(web_workers=1, celery_concurrency=1, embedder="use"),
    )
    lines: list[str] = []

    run(options, log=lines.append)

    result = json.loads((tmp_path / "short-0.5.json").read_text())
    chat = result["endpoints"]["chat"]
    assert chat["ok"] > 0 and chat["p50_ms"] > 0
    assert sum(sum(e["errors"].values()) for e in result["endpoints"].values()) == 0
    assert result["endpoints"]["ingest"]["messages_per_s"] > 0
    assert result["drain"]["drain_s"] is not None  # the worker emptied the backlog
    roles = {p["role"] for p in result["processes"]}
    assert {"web", "worker", "client"} <= roles
    assert result["meta"]["loadavg_start"] and result["loadavg"]["mean_1min_during_load"] is not None
    assert (tmp_path / "short-0.5.md").read_text().startswith("# Load: short-0.5")
    assert (tmp_path / "short-0.5.png").stat().st_size > 10_000
    assert lines[-1].startswith("short-0.5: chat")
    assert not Workspace.objects.filter(slug__startswith="bench-load").exists()  # cleaned up
