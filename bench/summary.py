"""bench/results/SUMMARY.md: the issue-3 targets against every committed result, in one table.

    python -m bench.summary bench/results

Reads DIR/locomo.json (default embedder), DIR/use/locomo.json (the fast embedder, when present) and
DIR/recall.json (bench_recall); plain JSON, no Django needed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def _load(path: Path) -> dict[str, Any] | None:
    return json.loads(path.read_text()) if path.is_file() else None


def _f(value: Any, digits: int = 3) -> str:
    if value is None:
        return "n/a"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def _status(value: float | None, goal: float, higher: bool, unit: str = "") -> str:
    if value is None:
        return "not measured"
    met = value >= goal if higher else value <= goal
    return "**met**" if met else f"missed by {abs(goal - value):.3g}{unit}"


def summary(results: Path) -> str:
    runs = {name: _load(results / rel) for name, rel in (("default", "locomo.json"), ("use", "use/locomo.json"))}
    micro = _load(results / "recall.json")
    lines = ["# Benchmark summary (issue 3 targets)", ""]
    lines += [
        "| LoCoMo run | embedder | R@5 memoryhub / baseline | containment memoryhub / baseline | tokens/query memoryhub / baseline | recall p95 ms | ingest msg/s |"
    ]
    lines += ["|---|---|---|---|---|---|---|"]
    for name, run in runs.items():
        if run is None:
            continue
        mh, bl = run["memoryhub"]["overall"], run["baseline"]["overall"]
        lines.append(
            f"| {'results/locomo.md' if name == 'default' else 'results/use/locomo.md'} | {run['meta']['embedder']['provider']} | "
            f"{_f(mh['recall@5'])} / {_f(bl['recall@5'])} | {_f(mh['containment'])} / {_f(bl['containment'])} | "
            f"{_f(mh['tokens_per_query'], 1)} / {_f(bl['tokens_per_query'], 1)} | {_f(mh['recall_p95_ms'], 1)} | "
            f"{_f(run['meta']['ingest'].get('messages_per_s'), 1)} |"
        )
    lines += ["", "| target | measured | status |", "|---|---|---|"]
    default = runs.get("default")
    if default:
        mh = default["memoryhub"]["overall"]
        cont, toks = mh.get("containment"), mh.get("tokens_per_query")
        lines.append(
            f"| containment ≥ 0.30 at ≤ 300 tokens/query (default embedder) | {_f(cont)} at {_f(toks, 1)} | "
            f"containment {_status(cont, 0.30, True)}; tokens {_status(toks, 300.0, False)} |"
        )
        lines.append(
            f"| evidence recall@5 ≥ 0.60 (default embedder) | {_f(mh.get('recall@5'))} | {_status(mh.get('recall@5'), 0.60, True)} |"
        )
    if micro:
        rec = micro["recall"]
        lines.append(
            f"| recall + assembly p95 ≤ 10 ms with {rec['store']['memories']:,} memories | p95 {_f(rec['recall_p95_ms'], 1)} ms "
            f"(p50 {_f(rec['recall_p50_ms'], 1)}) | {_status(rec['recall_p95_ms'], 10.0, False, ' ms')} |"
        )
        for name, row in micro.get("query_embedding", {}).items():
            if "error" not in row:
                lines.append(
                    f"| query embedding, {name} (reported separately) | p50 {_f(row['query_p50_ms'], 1)} / p95 {_f(row['query_p95_ms'], 1)} ms | — |"
                )
    for label, source in (("LoCoMo", runs.get("use")), ("LoCoMo", default)):
        if source and source["meta"]["ingest"].get("messages_per_s") is not None:
            provider = source["meta"]["embedder"]["provider"]
            rate = source["meta"]["ingest"]["messages_per_s"]
            goal = _status(rate, 300.0, True) if provider == "use" else "reported beside (default embedder)"
            lines.append(
                f"| ingest ≥ 300 msg/s, fast embedder; default beside it ({label}, {provider}) | {_f(rate, 1)} msg/s | {goal} |"
            )
    if micro:
        for provider, row in (micro.get("ingest") or {}).items():
            if isinstance(row, dict) and row.get("messages_per_s") is not None:
                goal = (
                    _status(row["messages_per_s"], 300.0, True)
                    if provider == "use"
                    else "reported beside (default embedder)"
                )
                lines.append(f"| ingest, synthetic chat ({provider}) | {_f(row['messages_per_s'], 1)} msg/s | {goal} |")
    loads = []
    for name, run in runs.items():
        if run:
            loads.append(
                f"{name} LoCoMo run {run['meta'].get('load_average_start', ['?'])[0]}–{run['meta'].get('load_average_end', ['?'])[0]}"
            )
    if micro:
        loads.append(
            f"bench_recall {micro['meta'].get('load_average_start', ['?'])[0]}–{micro['meta'].get('load_average_end', ['?'])[0]}"
        )
    lines += [
        "",
        "Load average during the runs (2 CPUs shared with other processes): " + ", ".join(loads) + ". "
        "Latencies and throughput are wall-clock figures under that load.",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    results = Path(argv[1] if len(argv) > 1 else "bench/results")
    (results / "SUMMARY.md").write_text(summary(results))
    print(f"wrote {results / 'SUMMARY.md'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
