"""Side by side: several bench_locomo result directories (a sweep, or the tune and holdout runs).

``python -m bench.locomo.compare DIR [DIR ...]`` prints, for each directory, the conversations and
parameter overrides of its run and memoryhub vs baseline on R@5 and containment, overall and by
category, marking every cell where memoryhub is below the baseline. Reads only ``DIR/locomo.json``.

``--pooled`` adds one more row, "pooled": the questions of all the directories as one set (from each
``DIR/locomo_questions.jsonl``), e.g. the tune and holdout runs of the dev split taken together.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from bench.locomo.data import SCORED_CATEGORIES

METRICS = ("recall@5", "containment")


def _cell(mh: float | None, base: float | None) -> str:
    if mh is None or base is None:
        return "n/a"
    return f"{mh:.3f}/{base:.3f}" + ("" if mh >= base else " <")


def rows(result: dict[str, Any]) -> dict[str, str]:
    """``{"R@5 all": "0.600/0.550", ...}``: memoryhub/baseline per metric and scope ("<": below)."""
    out: dict[str, str] = {}
    for metric in METRICS:
        short = "R@5" if metric == "recall@5" else "cont"
        scopes = [("all", "overall", None), *((str(c), "by_category", str(c)) for c in SCORED_CATEGORIES)]
        for label, key, cat in scopes:
            mh = result["memoryhub"][key] if cat is None else result["memoryhub"][key][cat]
            base = result["baseline"][key] if cat is None else result["baseline"][key][cat]
            out[f"{short} {label}"] = _cell(mh.get(metric), base.get(metric))
    return out


def pooled(directories: list[Path]) -> dict[str, Any]:
    """A ``locomo.json``-shaped result over the questions of every directory together: the mean of
    each question's recall@5 and containment, per system, overall and by category."""
    rows = [
        json.loads(line)
        for directory in directories
        for line in (directory / "locomo_questions.jsonl").read_text().splitlines()
        if line.strip()
    ]

    def block(selected: list[dict[str, Any]]) -> dict[str, Any]:
        if not selected:
            return {}
        # a question without a valid evidence id has no recall (None): it counts for containment only
        with_evidence = [float(r["recall@5"]) for r in selected if r.get("recall@5") is not None]
        return {
            "recall@5": sum(with_evidence) / len(with_evidence) if with_evidence else None,
            "containment": sum(1.0 for r in selected if r["contained"]) / len(selected),
            "tokens_per_query": round(sum(float(r["tokens"]) for r in selected) / len(selected), 1),
            "questions": len(selected),
        }

    result: dict[str, Any] = {"meta": {"conversations": {"selected": []}, "param_overrides": {}}}
    for system in ("memoryhub", "baseline"):
        mine = [r for r in rows if r["system"] == system and int(r["category"]) in SCORED_CATEGORIES]
        result[system] = {
            "overall": block(mine),
            "by_category": {str(c): block([r for r in mine if int(r["category"]) == c]) for c in SCORED_CATEGORIES},
        }
    return result


def table(directories: list[Path], *, pool: bool = False) -> str:
    header: list[str] | None = None
    lines: list[str] = []
    for directory in directories:
        result = json.loads((directory / "locomo.json").read_text())
        meta = result["meta"]
        selected = ",".join(str(c["index"]) for c in (meta.get("conversations") or {}).get("selected", []))
        cells = rows(result)
        tokens = result["memoryhub"]["overall"].get("tokens_per_query")
        below = sum(1 for value in cells.values() if value.endswith("<"))
        if header is None:
            header = ["run", "conversations", "overrides", *cells, "mh tokens", "cells below"]
            lines += ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        overrides = json.dumps(meta.get("param_overrides") or {}, ensure_ascii=False)
        lines.append(
            "| "
            + " | ".join([directory.name, selected, f"`{overrides}`", *cells.values(), str(tokens), str(below)])
            + " |"
        )
    if pool and lines:
        result = pooled(directories)
        cells = rows(result)
        below = sum(1 for value in cells.values() if value.endswith("<"))
        tokens = result["memoryhub"]["overall"].get("tokens_per_query")
        questions = result["memoryhub"]["overall"].get("questions", 0)
        lines.append(
            "| " + " | ".join(["pooled", f"{questions} questions", "", *cells.values(), str(tokens), str(below)]) + " |"
        )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    pool = "--pooled" in argv
    directories = [Path(a) for a in argv if a != "--pooled"]
    print("memoryhub/baseline; '<' marks memoryhub below the baseline")
    print(table(directories, pool=pool))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
