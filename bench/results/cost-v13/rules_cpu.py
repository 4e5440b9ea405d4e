"""The write path's rules alone, in CPU time: trigger (``judge_message``) and compression (``compress``, the
rule path) over a set of messages, by the code of the directory it is run from, no database and no
embedder — the part of ``bench_ingest_profile``'s "the rest" that round v13's rules are in.

    cd /tmp/wt-after && /work/main/.venv/bin/python /work/main/bench/results/cost-v13/rules_cpu.py OUT.json [LOCOMO.json]

Text sets: the synthetic chat of ``bench_ingest_profile`` (400 messages, sessions of 20), the repository's
``bench/data/bilingual_dev.json`` and ``bilingual_b.json`` (Chinese, English and both) and, when given, conversation 0 of a LoCoMo
file. Each set is judged and compressed session by session as ``jobs/extract.py`` does (the question
before each message, then ``judge_message``, then ``compress`` on the triggered ones); one pass to warm
up, then PASSES passes, each timed with ``time.thread_time``; min and median per pass are reported, and a
digest of the candidates, to tell a changed result from a changed cost.
"""

from __future__ import annotations

import hashlib
import json
import os
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from typing import Any

PASSES = 7


def _sessions_locomo(path: str, only_first: bool) -> list[list[tuple[str, str]]]:
    with open(path) as handle:
        data = json.load(handle)
    samples = data if isinstance(data, list) else [data]
    out: list[list[tuple[str, str]]] = []
    for sample in samples[:1] if only_first else samples:
        conv = sample["conversation"]
        n = 1
        while f"session_{n}" in conv:
            turns = [(str(t.get("speaker", "user")), str(t.get("text", ""))) for t in conv[f"session_{n}"]]
            out.append([(s, t) for s, t in turns if t.strip()])
            n += 1
    return out


def main(out_path: str, locomo: str | None = None) -> None:
    sys.path.insert(0, os.getcwd())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryhub.settings")
    import django

    django.setup()
    import numpy as np

    from apps.memory.guard import scan
    from apps.memory.llm import get_llm
    from apps.memory.pipeline.compress import Turn, compress, question_before
    from apps.memory.pipeline.trigger import judge_message
    from bench.recall_micro import _ingest_messages

    texts = _ingest_messages(np.random.default_rng(7 + 3), 400)
    sets: dict[str, list[list[tuple[str, str]]]] = {
        "synthetic-400": [[("user", t) for t in texts[i : i + 20]] for i in range(0, len(texts), 20)],
        "bilingual_dev": _sessions_locomo("bench/data/bilingual_dev.json", only_first=False),
        "bilingual_b": _sessions_locomo("bench/data/bilingual_b.json", only_first=False),
    }
    if locomo:
        sets["locomo-conv0"] = _sessions_locomo(locomo, only_first=True)
    llm = get_llm()
    base = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)

    def one_pass(sessions: list[list[tuple[str, str]]]) -> tuple[int, int, str]:
        triggered = candidates = 0
        digest = hashlib.sha256()
        next_id = 1
        for s, session in enumerate(sessions):
            turns = []
            for i, (speaker, text) in enumerate(session):
                at = base + timedelta(days=s, seconds=i)
                turns.append(Turn(id=next_id, role="user", speaker=speaker, text=scan(text).text, at=at))
                next_id += 1
            verdicts = {}
            for turn in turns:
                asked = question_before(turn, turns)
                if asked is not None:
                    turn.asker, turn.question = asked
                verdicts[turn.id] = judge_message(turn.text, after_question=asked is not None)
            written = [t for t in turns if verdicts[t.id].write]
            triggered += len(written)
            found = compress(turns, verdicts, context=[], llm=llm) if written else []
            candidates += len(found)
            for c in found:
                digest.update(f"{c.entity}|{c.type}|{c.key}|{c.summary}\n".encode())
        return triggered, candidates, digest.hexdigest()[:16]

    result: dict[str, Any] = {"cwd": os.getcwd(), "passes": PASSES, "load_average_start": list(os.getloadavg())}
    for name, sessions in sets.items():
        one_pass(sessions)  # warm-up: imports, compiled patterns, caches
        times: list[float] = []
        for _ in range(PASSES):
            started = time.thread_time()
            triggered, candidates, digest = one_pass(sessions)
            times.append(time.thread_time() - started)
        result[name] = {
            "messages": sum(len(s) for s in sessions),
            "sessions": len(sessions),
            "triggered": triggered,
            "candidates": candidates,
            "candidates_digest": digest,
            "cpu_s_min": round(min(times), 4),
            "cpu_s_median": round(statistics.median(times), 4),
            "cpu_s_each": [round(t, 4) for t in times],
        }
    result["load_average_end"] = list(os.getloadavg())
    with open(out_path, "w") as handle:
        json.dump(result, handle, indent=2)
        handle.write("\n")
    print(json.dumps({k: v for k, v in result.items() if isinstance(v, dict)}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
