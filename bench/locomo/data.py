"""A loader for any file in LoCoMo format (snap-research/locomo ``data/locomo10.json`` layout).

Robust to the quirks of the released data (../shared/bench/locomo/README.md, "Known quirks"):
malformed evidence ids (``"D8:6; D9:17"``, ``"D:11:26"``, ``"D30:05"``, ``"D"``), evidence that
points at turns that do not exist, QAs without ``answer`` (adversarial items), sessions that have a
date but no turns, numeric answers, image captions (``blip_caption``) appended to the turn text.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

SCORED_CATEGORIES = (1, 2, 3, 4)
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}

_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
# "1:56 pm on 8 May, 2023" (the released format); also "8 May 2023", "May 8, 2023", with or without a time.
_TIME = r"(?:(?P<hour>\d{1,2})(?::(?P<minute>\d{2}))?\s*(?P<ampm>[ap]\.?m\.?)?\s*(?:on\s+)?)?"
_DAY_MONTH_YEAR = re.compile(
    _TIME + r"(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?P<month>[A-Za-z]+)\.?,?\s+(?P<year>\d{4})", re.IGNORECASE
)
_MONTH_DAY_YEAR = re.compile(
    _TIME + r"(?P<month>[A-Za-z]+)\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4})", re.IGNORECASE
)
_EVIDENCE_ID = re.compile(r"D\s*:?\s*(\d+)\s*:\s*(\d+)", re.IGNORECASE)
_SESSION_KEY = re.compile(r"^session_(\d+)(?:_date_time)?$")


def parse_session_date(text: str) -> datetime | None:
    """Parse a ``session_N_date_time`` string into an aware UTC datetime, or None when unreadable.

    >>> parse_session_date("1:56 pm on 8 May, 2023").isoformat()
    '2023-05-08T13:56:00+00:00'
    """
    if not isinstance(text, str) or not text.strip():
        return None
    raw = text.strip()
    try:  # ISO 8601 first ("2023-05-08T13:56:00", "2023-05-08 13:56")
        parsed = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        pass
    else:
        return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed.astimezone(UTC)
    for pattern in (_DAY_MONTH_YEAR, _MONTH_DAY_YEAR):
        match = pattern.search(raw)
        if not match:
            continue
        month = _MONTHS.get(match["month"].lower())
        if month is None:
            continue
        hour = int(match["hour"]) if match["hour"] else 0
        minute = int(match["minute"]) if match["minute"] else 0
        ampm = (match["ampm"] or "").replace(".", "").lower()
        if ampm == "pm" and hour < 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        try:
            return datetime(int(match["year"]), month, int(match["day"]), hour, minute, tzinfo=UTC)
        except ValueError:
            continue
    return None


def normalize_dia_id(raw: Any) -> list[str]:
    """Every well-formed ``D<session>:<turn>`` id in a (possibly malformed) evidence string.

    ``"D8:6; D9:17"`` → ``["D8:6", "D9:17"]``; ``"D:11:26"`` → ``["D11:26"]``; ``"D30:05"`` →
    ``["D30:5"]``; ``"D"`` → ``[]``.
    """
    if raw is None:
        return []
    return [f"D{int(session)}:{int(turn)}" for session, turn in _EVIDENCE_ID.findall(str(raw))]


@dataclass(frozen=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    caption: str
    session: int
    index: int  # 0-based position in its session

    @property
    def content(self) -> str:
        """The turn as a message: the utterance plus the image caption, when there is one."""
        if self.caption:
            return f"{self.text} [shares a photo: {self.caption}]".strip()
        return self.text


@dataclass
class Session:
    number: int
    date_text: str
    date: datetime
    date_parsed: bool
    turns: list[Turn]


@dataclass
class QA:
    question: str
    answer: str | None
    category: int
    evidence: list[str]  # normalised ids of turns that exist in the conversation
    invalid_evidence: list[str] = field(default_factory=list)  # raw ids that are malformed or point nowhere

    @property
    def scored(self) -> bool:
        return self.category in SCORED_CATEGORIES

    @property
    def gold(self) -> str | None:
        """The answer string containment is scored against (category 3: the part before the first ';')."""
        if self.answer is None:
            return None
        answer = self.answer.split(";", 1)[0] if self.category == 3 else self.answer
        return answer.strip() or None


@dataclass
class Conversation:
    sample_id: str
    speaker_a: str
    speaker_b: str
    sessions: list[Session]
    qa: list[QA]
    empty_sessions: list[int] = field(default_factory=list)  # dated sessions without turns (skipped)

    @property
    def turns(self) -> list[Turn]:
        return [turn for session in self.sessions for turn in session.turns]

    @property
    def scored_qa(self) -> list[QA]:
        return [qa for qa in self.qa if qa.scored]


@dataclass
class Dataset:
    path: str
    sha256: str
    conversations: list[Conversation]
    warnings: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, Any]:
        qas = [qa for conv in self.conversations for qa in conv.qa]
        turns = [turn for conv in self.conversations for turn in conv.turns]
        return {
            "conversations": len(self.conversations),
            "sessions": sum(len(conv.sessions) for conv in self.conversations),
            "sessions_without_turns": sum(len(conv.empty_sessions) for conv in self.conversations),
            "turns": len(turns),
            "turns_with_caption": sum(1 for turn in turns if turn.caption),
            "qa_total": len(qas),
            "qa_by_category": {
                str(c): sum(1 for qa in qas if qa.category == c) for c in sorted({qa.category for qa in qas})
            },
            "qa_scored": sum(1 for qa in qas if qa.scored),
            "qa_scored_without_evidence": sum(1 for qa in qas if qa.scored and not qa.evidence),
            "qa_scored_without_answer": sum(1 for qa in qas if qa.scored and qa.gold is None),
            "invalid_evidence_ids": sum(len(qa.invalid_evidence) for qa in qas),
        }


def _text(value: Any) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


def _answer(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = _text(value).strip()
    return text or None


def _evidence_items(raw: Any) -> Iterable[Any]:
    if raw is None:
        return []
    if isinstance(raw, str | int | float):
        return [raw]
    return list(raw)


def parse_conversation(sample: dict[str, Any], position: int, warnings: list[str]) -> Conversation:
    # The released file wraps the dialogue in "conversation"; an older flat layout has its keys at the top level.
    conv = sample.get("conversation") if isinstance(sample.get("conversation"), dict) else sample
    assert isinstance(conv, dict)
    sample_id = _text(sample.get("sample_id")) or f"sample-{position}"
    numbers = sorted({int(m.group(1)) for key in conv if (m := _SESSION_KEY.match(str(key)))})
    sessions: list[Session] = []
    empty: list[int] = []
    previous: datetime | None = None
    for number in numbers:
        raw_turns = conv.get(f"session_{number}")
        if not isinstance(raw_turns, list) or not raw_turns:
            empty.append(number)
            continue
        date_text = _text(conv.get(f"session_{number}_date_time"))
        date = parse_session_date(date_text)
        parsed = date is not None
        if date is None:
            # Keep the order: one hour after the previous session (or a fixed epoch for the first).
            date = (previous + timedelta(hours=1)) if previous else datetime(2000, 1, 1, tzinfo=UTC)
            warnings.append(f"{sample_id}: session {number}: unreadable date {date_text!r}, using {date.isoformat()}")
        turns: list[Turn] = []
        for index, raw in enumerate(t for t in raw_turns if isinstance(t, dict)):
            ids = normalize_dia_id(raw.get("dia_id"))
            dia_id = ids[0] if ids else f"D{number}:{index + 1}"
            turns.append(
                Turn(
                    dia_id=dia_id,
                    speaker=_text(raw.get("speaker")).strip() or "unknown",
                    text=_text(raw.get("text")).strip(),
                    caption=_text(raw.get("blip_caption")).strip(),
                    session=number,
                    index=index,
                )
            )
        if not turns:
            empty.append(number)
            continue
        sessions.append(Session(number=number, date_text=date_text, date=date, date_parsed=parsed, turns=turns))
        previous = date + timedelta(seconds=len(turns))
    known = {turn.dia_id for session in sessions for turn in session.turns}
    qas: list[QA] = []
    for raw_qa in sample.get("qa") or []:
        if not isinstance(raw_qa, dict):
            continue
        try:
            category = int(raw_qa.get("category", 0))
        except (TypeError, ValueError):
            category = 0
        evidence: list[str] = []
        invalid: list[str] = []
        for item in _evidence_items(raw_qa.get("evidence")):
            ids = normalize_dia_id(item)
            good = [i for i in ids if i in known]
            if not ids or len(good) < len(ids) or ids != [str(item).strip()]:
                invalid.append(_text(item))
            for dia_id in good:
                if dia_id not in evidence:
                    evidence.append(dia_id)
        qas.append(
            QA(
                question=_text(raw_qa.get("question")).strip(),
                answer=_answer(raw_qa.get("answer")),
                category=category,
                evidence=evidence,
                invalid_evidence=invalid,
            )
        )
    return Conversation(
        sample_id=sample_id,
        speaker_a=_text(conv.get("speaker_a")),
        speaker_b=_text(conv.get("speaker_b")),
        sessions=sessions,
        qa=qas,
        empty_sessions=empty,
    )


def load_locomo(path: str | Path, *, limit: int | None = None) -> Dataset:
    """Read a LoCoMo-format JSON file (a list of samples, or one sample)."""
    raw_bytes = Path(path).read_bytes()
    data = json.loads(raw_bytes)
    samples = data if isinstance(data, list) else [data]
    warnings: list[str] = []
    conversations = [parse_conversation(s, i, warnings) for i, s in enumerate(samples) if isinstance(s, dict)]
    if limit is not None:
        conversations = conversations[:limit]
    return Dataset(
        path=str(path), sha256=hashlib.sha256(raw_bytes).hexdigest(), conversations=conversations, warnings=warnings
    )


def conversation_sha256(conv: Conversation) -> str:
    """sha256 of what memoryhub ingests from a conversation: session dates and every turn's id, speaker
    and content (questions excluded, so editing a QA does not invalidate an ingested copy)."""
    payload = [
        [session.number, session.date.isoformat(), [[t.dia_id, t.speaker, t.content] for t in session.turns]]
        for session in conv.sessions
    ]
    return hashlib.sha256(json.dumps(payload, ensure_ascii=False).encode()).hexdigest()


def parse_conversation_spec(spec: str, conversations: list[Conversation]) -> list[int]:
    """Indices selected by ``spec``: comma-separated 0-based indices (``0,1,2``), ranges (``3-4``) or
    sample_ids (``conv-26``); file order, no duplicates. ValueError on an unknown index or id."""
    by_id = {conv.sample_id: index for index, conv in enumerate(conversations)}
    chosen: set[int] = set()
    tokens = [token.strip() for token in spec.split(",") if token.strip()]
    if not tokens:
        raise ValueError("empty conversation selection")
    for token in tokens:
        if token in by_id:
            chosen.add(by_id[token])
        elif re.fullmatch(r"\d+", token):
            chosen.add(int(token))
        elif match := re.fullmatch(r"(\d+)\s*-\s*(\d+)", token):
            low, high = int(match[1]), int(match[2])
            if low > high:
                raise ValueError(f"conversation range {token!r} is empty")
            chosen.update(range(low, high + 1))
        else:
            raise ValueError(f"no conversation {token!r} (sample_ids: {', '.join(by_id)})")
    out_of_range = sorted(i for i in chosen if i >= len(conversations))
    if out_of_range:
        raise ValueError(f"conversation index {out_of_range[0]} out of range (the file has {len(conversations)})")
    return sorted(chosen)


def select_conversations(dataset: Dataset, spec: str) -> tuple[Dataset, list[dict[str, Any]]]:
    """The dataset restricted to ``spec`` (see parse_conversation_spec), and what was selected."""
    indices = parse_conversation_spec(spec, dataset.conversations)
    selected = [{"index": i, "sample_id": dataset.conversations[i].sample_id} for i in indices]
    subset = Dataset(
        path=dataset.path,
        sha256=dataset.sha256,
        conversations=[dataset.conversations[i] for i in indices],
        warnings=dataset.warnings,
    )
    return subset, selected
