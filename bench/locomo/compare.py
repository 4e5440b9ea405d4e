"""Side by side: several bench_locomo result directories (a sweep, or the tune and holdout runs).

``python -m bench.locomo.compare DIR [DIR ...]`` prints, for each directory, the conversations and
parameter overrides of its run and memoryhub vs baseline on R@5 and containment, overall and by
category, marking every cell where memoryhub is below the baseline. Reads only ``DIR/locomo.json``.
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


def table(directories: list[Path]) -> str:
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
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    print("memoryhub/baseline; '<' marks memoryhub below the baseline")
    print(table([Path(a) for a in argv]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
