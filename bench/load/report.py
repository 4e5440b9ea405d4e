"""The load run's figures: per-endpoint throughput and latency, errors by status, the backlog and
its drain, the processes; as JSON, markdown and a chart."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from bench.load.agents import OPERATIONS, Sample

# issue 14's targets for 50 agents on the 2-core box (offline LLM, default embedder)
TARGETS = {"chat_per_s": 15.0, "chat_p95_ms": 2000.0, "errors": 0, "drain_s": 60.0}


def percentile(values: list[float], q: float) -> float | None:
    return round(float(np.percentile(values, q)), 1) if values else None


def ok(status: str) -> bool:
    return status.isdigit() and 200 <= int(status) < 300


def endpoint_stats(samples: list[Sample], *, start: float, end: float, ingest_batch: int) -> dict[str, Any]:
    """Requests that started inside [start, end): per operation, count, rate, latency, errors."""
    window = [s for s in samples if start <= s.started < end]
    seconds = max(end - start, 1e-9)
    out: dict[str, Any] = {}
    for op in OPERATIONS:
        rows = [s for s in window if s.op == op]
        if not rows:
            continue
        ms = [s.ms for s in rows]
        good = [s for s in rows if ok(s.status)]
        statuses = Counter(s.status for s in rows if not ok(s.status))
        out[op] = {
            "requests": len(rows),
            "ok": len(good),
            "per_s": round(len(good) / seconds, 2),
            "p50_ms": percentile(ms, 50),
            "p95_ms": percentile(ms, 95),
            "p99_ms": percentile(ms, 99),
            "mean_ms": round(float(np.mean(ms)), 1),
            "max_ms": round(max(ms), 1),
            "errors": dict(sorted(statuses.items())),
        }
        if op == "ingest":
            out[op]["messages_per_s"] = round(len(good) * ingest_batch / seconds, 1)
    return out


def drain_figures(timeline: dict[str, Any], load_end: float) -> dict[str, Any]:
    """The backlog when the load stopped, its peak, and how long after the stop it reached 0."""
    t, backlog, phase = timeline["t"], timeline["backlog"], timeline["phase"]
    during = [b for b, p in zip(backlog, phase, strict=True) if p == "load" and b is not None]
    at_stop = next((b for x, b in zip(t, backlog, strict=True) if x >= load_end and b is not None), None)
    drained_at = next(
        (x for x, b, p in zip(t, backlog, phase, strict=True) if x >= load_end and p in ("drain", "done") and b == 0),
        None,
    )
    return {
        "backlog_peak": max(during) if during else None,
        "backlog_at_stop": at_stop,
        "drain_s": round(drained_at - load_end, 1) if drained_at is not None else None,
    }


def load_average(timeline: dict[str, Any]) -> dict[str, Any]:
    during = [x for x, p in zip(timeline["load1"], timeline["phase"], strict=True) if p == "load"]
    return {
        "mean_1min_during_load": round(float(np.mean(during)), 2) if during else None,
        "max_1min_during_load": max(during) if during else None,
    }


def target_check(result: dict[str, Any]) -> dict[str, Any]:
    chat = result["endpoints"].get("chat", {})
    errors = sum(sum(e["errors"].values()) for e in result["endpoints"].values())
    drain = result["drain"]["drain_s"]
    return {
        "chat_per_s": {"value": chat.get("per_s"), "target": f"≥ {TARGETS['chat_per_s']}", "met": (chat.get("per_s") or 0) >= TARGETS["chat_per_s"]},
        "chat_p95_ms": {"value": chat.get("p95_ms"), "target": f"≤ {TARGETS['chat_p95_ms']:.0f}", "met": chat.get("p95_ms") is not None and chat["p95_ms"] <= TARGETS["chat_p95_ms"]},
        "errors": {"value": errors, "target": "0", "met": errors == 0},
        "drain_s": {"value": drain, "target": f"≤ {TARGETS['drain_s']:.0f}", "met": drain is not None and drain <= TARGETS["drain_s"]},
    }  # fmt: skip


def _phase_seconds(timeline: dict[str, Any], phase: str) -> float:
    t, phases = timeline["t"], timeline["phase"]
    return sum(t[i] - t[i - 1] for i in range(1, len(t)) if phases[i] == phase)


def _cpu_seconds(result: dict[str, Any], role: str, phases: tuple[str, ...]) -> float:
    seconds = {phase: _phase_seconds(result["timeline"], phase) for phase in phases}
    return sum(
        p["cpu_percent"].get(phase, 0.0) * seconds[phase] / 100
        for p in result["processes"]
        if p["role"] == role
        for phase in phases
    )


def cpu_cost(result: dict[str, Any]) -> dict[str, Any]:
    """What the work cost in CPU, which other work on the box changes much less than the
    milliseconds: per request served, the web's and PostgreSQL's CPU during the load; per message
    the worker processed (the load's chat turns and ingested messages), its CPU during load and
    drain; and the chat turns per second two idle cores would serve at that cost."""
    endpoints = result["endpoints"]
    requests = sum(e["ok"] for e in endpoints.values())
    chats = endpoints.get("chat", {}).get("ok", 0)
    messages = chats + endpoints.get("ingest", {}).get("ok", 0) * result["meta"]["ingest_batch"]
    web = _cpu_seconds(result, "web", ("load",)) + _cpu_seconds(result, "postgres", ("load",))
    worker = _cpu_seconds(result, "worker", ("load", "drain"))
    if not requests or not messages or not chats:
        return {}
    web_ms, worker_ms = 1000 * web / requests, 1000 * worker / messages
    # a chat turn with its share of the recall and list requests, and its message to extract
    per_turn = web_ms * requests / chats + worker_ms
    return {
        "web_and_db_cpu_ms_per_request": round(web_ms, 1),
        "worker_cpu_ms_per_message": round(worker_ms, 1),
        "cpu_ms_per_chat_turn": round(per_turn, 1),
        "chat_turns_per_s_on_2_idle_cores": round(2000 / per_turn, 1),
    }


def throughput_series(samples: list[Sample], *, horizon: float) -> dict[str, list[int]]:
    """Successful requests completed per second, per operation."""
    n = int(horizon) + 1
    out: dict[str, list[int]] = {}
    for s in samples:
        if not ok(s.status):
            continue
        second = int(s.started + s.ms / 1000)
        if 0 <= second < n:
            out.setdefault(s.op, [0] * n)[second] += 1
    return out


def rewrite(base: Path) -> dict[str, Any]:
    """Re-derive the figures of an existing ``base.json`` and write its markdown and chart again (the
    suffix is added, never swapped: a label may hold a dot, "poll-0.1")."""
    result: dict[str, Any] = json.loads(base.with_name(base.name + ".json").read_text())
    result["cpu_cost"] = cpu_cost(result)
    result["targets"] = target_check(result)
    write_json(result, base.with_name(base.name + ".json"))
    write_markdown(result, base.with_name(base.name + ".md"))
    write_chart(result, base.with_name(base.name + ".png"))
    return result


def write_json(result: dict[str, Any], path: Path) -> None:
    path.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")


def _fmt(value: Any, suffix: str = "") -> str:
    return "—" if value is None else f"{value}{suffix}"


def write_markdown(result: dict[str, Any], path: Path) -> None:
    meta = result["meta"]
    lines = [
        f"# Load: {meta['label']}",
        "",
        f"{meta['date']} · commit `{meta['commit']}` · {meta['cpus']} CPUs · {meta['agents']} chat agents + "
        f"{meta['ingest_agents']} ingest agent(s) · {meta['duration_s']:.0f} s of load after {meta['warmup_s']:.0f} s of warm-up · "
        f"mix {', '.join(f'{k} {v * 100:.0f} %' for k, v in meta['mix'].items())} · ingest {meta['ingest_batch']} messages "
        f"per request, {meta['ingest_pause_s']} s apart · think time {meta.get('think_s', 0)} s (mean)",
        "",
        f"Server: {meta['server']}",
        "",
        f"Load average (1 min): {meta['loadavg_start'][0]} before the run, {_fmt(result['loadavg']['mean_1min_during_load'])} on "
        f"average during the load (max {_fmt(result['loadavg']['max_1min_during_load'])}), {meta['loadavg_end'][0]} at the end. "
        + (
            "Other work shared the box: read the ratios, not the milliseconds."
            if (meta["loadavg_start"][0] or 0) > 1.0
            else ""
        ),
        "",
        "| endpoint | requests | ok/s | p50 ms | p95 ms | p99 ms | mean ms | max ms | errors |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for op, e in result["endpoints"].items():
        errors = ", ".join(f"{k}: {v}" for k, v in e["errors"].items()) or "0"
        rate = f"{e['per_s']}" + (f" ({e['messages_per_s']} msg/s)" if "messages_per_s" in e else "")
        lines.append(
            f"| {op} | {e['requests']} | {rate} | {_fmt(e['p50_ms'])} | {_fmt(e['p95_ms'])} | {_fmt(e['p99_ms'])} | {e['mean_ms']} | {e['max_ms']} | {errors} |"
        )
    d = result["drain"]
    lines += [
        "",
        f"Worker backlog (open pipeline jobs): peak {_fmt(d['backlog_peak'])} during the load, {_fmt(d['backlog_at_stop'])} when it "
        f"stopped, drained **{_fmt(d['drain_s'], ' s')}** after the stop"
        + ("" if d["drain_s"] is not None else f" (not within the {meta['drain_timeout_s']:.0f} s allowed)")
        + ".",
        "",
        "CPU cost (other work on the box changes it much less than the milliseconds): "
        + ", ".join(f"{k.replace('_', ' ')} {_fmt(v)}" for k, v in result.get("cpu_cost", {}).items())
        + " (a chat turn's CPU includes its share of the recall and list requests and its extraction; the last figure is 2 cores divided by it).",
        "",
        "| target (issue 14, 50 agents) | value | target | met |",
        "|---|---|---|---|",
    ]
    for name, t in result["targets"].items():
        lines.append(f"| {name} | {_fmt(t['value'])} | {t['target']} | {'yes' if t['met'] else 'no'} |")
    lines += [
        "",
        "Processes (CPU: % of one core, averaged over the phase; RSS: peak):",
        "",
        "| role | process | nice | CPU load | CPU drain | peak RSS MB |",
        "|---|---|---|---|---|---|",
    ]
    for p in result["processes"]:
        cpu = p["cpu_percent"]
        lines.append(
            f"| {p['role']} | {p['name']} | {p.get('nice', 0)} | {_fmt(cpu.get('load'))} | {_fmt(cpu.get('drain'))} | {p['peak_rss_mb']} |"
        )
    lines += ["", f"![load chart]({path.with_suffix('.png').name})", ""]
    path.write_text("\n".join(lines))


def write_chart(result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    meta, tl = result["meta"], result["timeline"]
    fig, axes = plt.subplots(2, 2, figsize=(13, 8))
    load_start, load_end = meta["warmup_s"], meta["warmup_s"] + meta["duration_s"]

    ax = axes[0][0]
    for op, series in result["throughput_per_s"].items():
        smooth = np.convolve(series, np.ones(5) / 5, mode="same")
        ax.plot(range(len(series)), smooth, label=op)
    ax.set_title("successful requests per second (5 s mean)")
    ax.set_xlabel("s")
    ax.legend()

    ax = axes[0][1]
    ops = list(result["endpoints"])
    x = np.arange(len(ops))
    for offset, q in ((-0.25, "p50_ms"), (0.0, "p95_ms"), (0.25, "p99_ms")):
        ax.bar(x + offset, [result["endpoints"][op][q] or 0 for op in ops], width=0.25, label=q.replace("_ms", ""))
    ax.set_xticks(x, ops)
    ax.set_yscale("log")
    ax.set_ylabel("ms")
    ax.set_title("latency during the load")
    ax.legend()

    ax = axes[1][0]
    ax.plot(tl["t"], [b if b is not None else np.nan for b in tl["backlog"]], color="tab:red")
    ax.set_title(f"worker backlog (open jobs); drained {_fmt(result['drain']['drain_s'], ' s')} after the stop")
    ax.set_xlabel("s")

    ax = axes[1][1]
    for role, series in tl["cpu_percent"].items():
        ax.plot(tl["t"], series, label=role)
    ax.set_title("CPU, % of one core (load average dashed)")
    ax.set_xlabel("s")
    twin = ax.twinx()
    twin.plot(tl["t"], tl["load1"], color="black", linestyle="--", linewidth=1)
    twin.set_ylabel("load average (1 min)")
    ax.legend(loc="upper left", fontsize=8)

    for row in axes:
        for a in row:
            if a is not axes[0][1]:
                a.axvspan(load_start, load_end, color="grey", alpha=0.08)
    fig.suptitle(f"{meta['label']}: {meta['agents']} agents, {meta['server']}", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
