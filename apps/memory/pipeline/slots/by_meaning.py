"""Recognising slots by meaning: a statement no rule recognised is compared by its embedding with
per-slot prototype sentences (vectors cached per process)."""

from __future__ import annotations

import threading

import numpy as np

from apps.memory.pipeline.slots.patterns import _AMOUNT_RE
from apps.memory.pipeline.slots.vocabulary import SLOTS

# --- recognising slots by meaning -------------------------------------------------------------
# A statement no rule recognised is compared with these sentences (summary-style, both languages)
# by its embedding; ``none`` holds everyday statements that fill no slot, so that a slot is only
# chosen when the statement is clearly closer to it than to ordinary narration.
PROTOTYPES: dict[str, tuple[str, ...]] = {
    "salary": (
        "The user's monthly salary is 20,000 yuan.",
        "The user earns $80k a year.",
        "The user's pay went up.",
        "The user's income is 5000 dollars a month.",
        "用户月薪两万。",
        "用户的工资涨了。",
        "用户每个月收入一万块。",
        "用户年薪三十万。",
    ),
    "rent": (
        "The user pays $2,000 a month in rent.",
        "The user's rent went up to 1500.",
        "用户房租每月三千。",
        "用户的房租涨到五千了。",
    ),
    "age": ("The user is 30 years old.", "The user just turned 40.", "用户今年三十岁。", "用户28岁了。"),
    "none": (
        "The user went to a concert last weekend.",
        "The user painted a picture of a sunset.",
        "The user had a great time at the beach with friends.",
        "The user read a book about history.",
        "The user is thinking about the meeting tomorrow.",
        "The user bought a new phone for 5000 yuan.",
        "The project budget is 50,000.",
        "用户上周末去听了一场音乐会。",
        "用户昨天和朋友去海边玩得很开心。",
        "用户买了一个新手机，花了五千块。",
        "项目预算是五万。",
        "用户今天开会讨论了方案。",
    ),
}
_prototype_lock = threading.Lock()
_prototype_cache: dict[str, tuple[list[str], np.ndarray]] = {}


def _prototype_matrix(embedder: object) -> tuple[list[str], np.ndarray]:
    name = str(getattr(embedder, "name", ""))
    with _prototype_lock:
        cached = _prototype_cache.get(name)
        if cached is None:
            labels = [slot for slot, phrases in PROTOTYPES.items() for _ in phrases]
            texts = [phrase for phrases in PROTOTYPES.values() for phrase in phrases]
            matrix = np.asarray(embedder.embed_passages(texts), dtype=np.float32)  # type: ignore[attr-defined]
            cached = (labels, matrix)
            _prototype_cache[name] = cached
    return cached


MEANING_MARGIN = 0.02


def slot_by_meaning(vector: np.ndarray, embedder: object) -> str | None:
    """The slot whose prototypes the statement's vector is closest to (mean of the best two per
    slot), when that beats the everyday-statement prototypes by ``MEANING_MARGIN``; else None."""
    labels, matrix = _prototype_matrix(embedder)
    scores = matrix @ np.asarray(vector, dtype=np.float32)
    best: dict[str, float] = {}
    for slot in PROTOTYPES:
        values = sorted((float(s) for s, label in zip(scores, labels, strict=True) if label == slot), reverse=True)
        best[slot] = sum(values[:2]) / len(values[:2])
    none = best.pop("none")
    slot, score = max(best.items(), key=lambda item: item[1])
    return slot if score >= none + MEANING_MARGIN else None


def first_amount(text: str) -> str | None:
    match = _AMOUNT_RE.search(text)
    return match.group(0).strip() if match else None


def label(fact: str, *, zh: bool) -> str:
    """A readable label for a fact key."""
    slot = SLOTS.get(fact)
    if slot is not None:
        return slot[3] if zh else slot[2]
    return fact.replace("_", " ")
