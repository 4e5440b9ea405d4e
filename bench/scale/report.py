"""The scale benchmark's report: scale.json (everything), scale.md (for people), scale.png (the
latency distributions against the target)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

TARGET_P95_MS = 10.0
SERVERS = {
    "shared": "the shared embedded server (every test database and benchmark of the machine)",
    "dedicated": "a PostgreSQL of the bench's own, its buffer pool sized for the data (`--server dedicated`)",
}
TITLES = {
    "one": "one person, {heavy:,} memories",
    "many": "{others:,} people, {memories:,} memories ({per:,} each)",
}
Log = Callable[[str], None]


def _title(name: str, data: dict[str, Any]) -> str:
    options, people = data["meta"]["options"], data["meta"]["people"]
    if name == "one" and people["others"]:
        return f"one person, {people['heavy_memories']:,} memories, among {people['others']:,} others"
    return TITLES[name].format(
        heavy=people["heavy_memories"],
        others=people["others"],
        memories=people["others"] * options["memories_per_person"],
        per=options["memories_per_person"],
    )


def write(data: dict[str, Any], out: Path) -> None:
    (out / "scale.json").write_text(json.dumps(data, indent=1, default=str) + "\n")
    (out / "scale.md").write_text(markdown(data))
    chart(data, out / "scale.png")


def _verdict(p95: float | None) -> str:
    if p95 is None:
        return "n/a"
    return f"**{p95} ms** ({'met' if p95 <= TARGET_P95_MS else f'missed by {p95 - TARGET_P95_MS:.2f} ms'})"


def markdown(data: dict[str, Any]) -> str:
    meta, load = data["meta"], data["load"]
    options = meta["options"]
    lines = [
        "# Recall at scale",
        "",
        f"- run: {meta['run_at']} at commit {meta['commit']}, {meta['seconds']} s: `{meta['command']}`",
        f"- machine: {meta['machine']['cpus']} CPUs shared with other work, load average "
        f"{meta['machine']['load_average_start'][0]} at the start and {meta['machine']['load_average_end'][0]} at the end "
        "(latencies are wall times under that load)",
        f"- database `{meta['database']}` on {SERVERS[meta.get('server_kind', 'shared')]}: "
        + ", ".join(f"{k} {v}" for k, v in meta["server"].items()),
        f"- embedder {meta['embedder']['name']} ({meta['embedder']['dim']}-d); {options['topics']:,} topic sentences "
        f"embedded with it, each row its topic's vector plus noise; "
        f"{options['messages_per_memory']:g} earlier message per memory in the conversation layer, "
        f"one session with its episode per {options['memories_per_episode']} memories; 85 % active, 2 % switched off",
        "",
        "## Recall without the query embedding",
        "",
        "`recall()` in-process with pre-computed query vectors (core profile, hybrid search over entries, "
        "earlier messages and episodes in one statement, scoring, rendering). First "
        f"{options['warmup']} untimed warm-up queries (other questions; in the many-people scenario, other "
        "people), then every timed query twice: **first** — the person's rows and the graph's pages as the "
        "earlier traffic left them in the buffer pool — and **repeat**, the same queries again: what a person "
        "who goes on chatting gets once their store is in memory. Target: p95 ≤ 10 ms at both sizes.",
        "",
        "Two clocks: **wall** time as this shared machine gave it, and **on-CPU** time — the CPU time of the "
        "bench's thread plus that of its database backend (Linux schedstat): what one recall costs on an idle "
        "core, whatever else the machine was running.",
        "",
        "| scenario | pass | queries | wall p50 | wall p95 | wall p99 | on-CPU p50 | on-CPU p95 | on-CPU p99 | of it in PostgreSQL, p50 / p95 | items / query |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, result in data["scenarios"].items():
        for pass_name, row in result["passes"].items():
            lines.append(
                f"| {_title(name, data)} | {pass_name} | {row['queries']} | {row['p50_ms']} ms | {_verdict(row['p95_ms'])} | "
                f"{row['p99_ms']} ms | {row['cpu_p50_ms']} ms | {_verdict(row['cpu_p95_ms'])} | "
                f"{row['cpu_p99_ms']} ms | {row['server_cpu_p50_ms']} / {row['server_cpu_p95_ms']} ms | "
                f"{row['items_per_query']} |"
            )
    lines.append("")
    for name, result in data["scenarios"].items():
        plans = result.get("prepared_statements") or []
        generic = sum(p["generic_plans"] for p in plans)
        custom = sum(p["custom_plans"] for p in plans)
        lines.append(
            f"- {_title(name, data)}: recall's statement prepared {len(plans)} time(s) on the connection, "
            f"run {generic} times on its generic plan and {custom} times on a custom plan (cumulative over the run)"
        )
    lines += ["", "![latency distributions](scale.png)", "", "## The data", ""]
    if load.get("reused"):
        lines.append("Rows reused from an earlier load (`--reuse`; same shape, seed and embedder).")
    else:
        rows = ", ".join(f"{table} {count:,}" for table, count in load["rows"].items())
        lines.append(
            f"Loaded: {rows}. Rows written in {load['seconds']['rows']} s (binary COPY, keyword vectors computed by "
            f"the server), indexes built in {load['seconds']['indexes']} s, VACUUM ANALYZE "
            f"{load['seconds']['vacuum_analyze']} s, term statistics {load['term_stats_s']} s."
        )
    lines += ["", "| table | size |", "|---|---|"]
    lines += [f"| {table} | {size} |" for table, size in meta["sizes"].items()]
    for name, result in data["scenarios"].items():
        for key, label in (("explain_median", "a median query"), ("explain_slowest", "the slowest query")):
            plan = result[key]
            lines += [
                "",
                f"## EXPLAIN (ANALYZE, BUFFERS) — {_title(name, data)}, {label}",
                "",
                f"Query {plan['query']!r} ({plan.get('recall_ms', '?')} ms in recall()), prepared and run again "
                "on its generic plan, as recall runs it (a second run: its pages are now more likely to be cached):",
                "",
                "<details><summary>plan</summary>",
                "",
                "```",
                plan["plan"],
                "```",
                "",
                "</details>",
            ]
    return "\n".join(lines) + "\n"


def chart(data: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    fig, axes = plt.subplots(1, 2, figsize=(13, 4.8), sharey=True)
    for ax, pass_name in zip(axes, ("first", "repeat"), strict=True):
        for (name, result), colour in zip(data["scenarios"].items(), ("#2b6cb0", "#2f855a"), strict=False):
            row = result["passes"][pass_name]
            for key, p95, style, clock in (
                ("latencies_ms", row["p95_ms"], "-", "wall"),
                ("cpu_latencies_ms", row["cpu_p95_ms"], "--", "on-CPU"),
            ):
                values = np.sort(np.asarray(row[key]))
                if not len(values):
                    continue
                share = np.arange(1, len(values) + 1) / len(values)
                ax.plot(
                    values,
                    share,
                    style,
                    color=colour,
                    linewidth=2,
                    label=f"{_title(name, data)}, {clock}: p95 {p95} ms",
                )
        _axes(ax, f"{pass_name} pass")
    fig.suptitle(
        f"Recall latency at scale, {SERVERS[data['meta'].get('server_kind', 'shared')].split(' (')[0]}", fontsize=10
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _axes(ax: Any, title: str) -> None:
    ax.axvline(TARGET_P95_MS, color="#c53030", linestyle="--", linewidth=1, label="target p95 10 ms")
    ax.axhline(0.95, color="#718096", linestyle=":", linewidth=1)
    ax.set_xscale("log")
    ax.set_xlabel("recall() without the query embedding, ms (log scale)")
    ax.set_ylabel("share of queries at or under")
    ax.set_ylim(0, 1.01)
    ax.grid(alpha=0.3, which="both")
    ax.legend(loc="lower right", fontsize=7)
    ax.set_title(title)
