"""Cut a LoCoMo-format file down to the first sessions of each conversation, keeping only the
questions whose evidence lies entirely in them: a slice that a slow model endpoint can ingest in
minutes (e.g. to check that the model path keeps the rules' floor).

    python -m bench.locomo.slice IN.json OUT.json --sessions 3 [--conversations 0,1]
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

_SESSION = re.compile(r"^session_(\d+)(?:_date_time)?$")
_EVIDENCE = re.compile(r"D\s*:?\s*(\d+)\s*:\s*\d+", re.IGNORECASE)


def slice_sample(sample: dict[str, Any], sessions: int) -> dict[str, Any]:
    conversation = {
        key: value
        for key, value in sample.get("conversation", {}).items()
        if not (match := _SESSION.match(key)) or int(match.group(1)) <= sessions
    }
    kept = []
    for qa in sample.get("qa", []):
        evidence = qa.get("evidence") or []
        numbers = [int(m.group(1)) for item in evidence for m in _EVIDENCE.finditer(str(item))]
        if numbers and max(numbers) <= sessions:
            kept.append(qa)
    return {**sample, "conversation": conversation, "qa": kept}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("target", type=Path)
    parser.add_argument("--sessions", type=int, required=True, help="keep sessions 1..N of each conversation")
    parser.add_argument("--conversations", default="", help="0-based indices, comma separated (default: all)")
    args = parser.parse_args(argv)
    if args.sessions < 1:
        parser.error("--sessions must be at least 1")
    data = json.loads(args.source.read_text())
    samples = data if isinstance(data, list) else [data]
    if args.conversations:
        wanted = [int(i) for i in args.conversations.split(",") if i.strip()]
        samples = [samples[i] for i in wanted]
    sliced = [slice_sample(sample, args.sessions) for sample in samples]
    args.target.write_text(json.dumps(sliced, ensure_ascii=False, indent=1))
    questions = sum(len(s["qa"]) for s in sliced)
    print(f"wrote {args.target}: {len(sliced)} conversations, sessions 1-{args.sessions}, {questions} questions")


if __name__ == "__main__":
    main()
