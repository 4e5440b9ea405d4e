"""The synthetic population of the scale benchmark: topics, people, and the rows of each layer.

Vectors are not random points: a random unit vector in 384 dimensions is nearly orthogonal to every
other, while a real embedder puts every text in a narrow cone (e5's cosines rarely go below 0.7) and
related texts close together — which is what HNSW's graph and recall's floor both depend on. So a
set of topic sentences is embedded once with the active embedder, and each row is its topic's vector
plus Gaussian noise (cosine ≈ 0.93 to its topic, ≈ 0.87 between two rows of a topic). A row's words
are its topic's words plus a few of its own; its keyword document comes from
``apps.core.text.keyword_document`` exactly as the pipeline writes it. Queries are real questions
about a topic's words, embedded with the same embedder before any timing starts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import numpy as np

from bench.recall_micro import _QUESTIONS as QUESTIONS
from bench.recall_micro import _TYPES as TYPES
from bench.recall_micro import _VOCAB as VOCAB
from bench.recall_micro import _ZIPF as ZIPF

NOISE = 0.4  # the norm of a row's noise: cosine 1/sqrt(1 + NOISE²) ≈ 0.93 to its topic
STATUSES = ["active"] * 17 + ["superseded", "archived", "pending"]
OTHER_ENTITIES = ["Anna", "Tom", "Mia", "Leo"]


@dataclass
class Topics:
    words: list[list[str]]
    vectors: np.ndarray  # float32, one unit row per topic
    model: str  # the embedder that made them (stored beside each row's vector)

    def __len__(self) -> int:
        return len(self.words)


def topics(count: int, *, seed: int, embed: Callable[[list[str]], np.ndarray] | None, model: str) -> Topics:
    """``count`` topics of 3–5 vocabulary words each, embedded as the sentence the rows repeat
    (``embed`` None: the words only, enough to ask about rows loaded earlier)."""
    rng = np.random.default_rng(seed)
    words = [
        [str(w) for w in rng.choice(VOCAB, size=int(rng.integers(3, 6)), replace=False, p=ZIPF)] for _ in range(count)
    ]
    if embed is None:
        return Topics(words=words, vectors=np.zeros((count, 0), dtype=np.float32), model=model)
    vectors = np.asarray(embed([_topic_sentence(w) for w in words]), dtype=np.float32)
    return Topics(words=words, vectors=_unit_rows(vectors), model=model)


def _topic_sentence(words: list[str]) -> str:
    return "The user's " + " ".join(words) + "."


def _unit_rows(matrix: np.ndarray) -> np.ndarray:
    return (matrix / np.linalg.norm(matrix, axis=1, keepdims=True)).astype(np.float32)


def near(rng: np.random.Generator, centres: np.ndarray) -> np.ndarray:
    """One vector per centre: the centre plus noise of norm ≈ NOISE, normalised."""
    noise = rng.standard_normal(centres.shape).astype(np.float32) * (NOISE / np.sqrt(centres.shape[1]))
    return _unit_rows(centres + noise)


def when(rng: np.random.Generator, now: datetime, count: int, days: float = 720.0) -> list[datetime]:
    return [now - timedelta(days=float(d)) for d in rng.uniform(0, days, size=count)]


_VOCAB_ARRAY = np.asarray(VOCAB)


def _own_words(rng: np.random.Generator, count: int, low: int, high: int) -> list[list[str]]:
    """``count`` lists of low…high-1 vocabulary words drawn by frequency (one draw for the chunk)."""
    words = _VOCAB_ARRAY[rng.choice(len(VOCAB), size=(count, high - 1), p=ZIPF)]
    lengths = rng.integers(low, high, size=count)
    return [list(row[:n]) for row, n in zip(words.tolist(), lengths.tolist(), strict=True)]


def memory_summaries(rng: np.random.Generator, topic_words: list[list[str]]) -> list[str]:
    """A memory per topic given: its topic's words, one to three of its own, a figure."""
    own = _own_words(rng, len(topic_words), 1, 4)
    figures = rng.integers(1, 2000, size=len(topic_words)).tolist()
    return [
        f"The user's {' '.join(t)} {' '.join(o)} is {n}." for t, o, n in zip(topic_words, own, figures, strict=True)
    ]


def message_texts(rng: np.random.Generator, topic_words: list[list[str]]) -> list[str]:
    """A message per topic given: two of its words, two to five others, the rest, a figure."""
    own = _own_words(rng, len(topic_words), 2, 6)
    figures = rng.integers(1, 900, size=len(topic_words)).tolist()
    return [
        f"My {' '.join(t[:2])} and the {' '.join(o)} {' '.join(t[2:])}, about {n}."
        for t, o, n in zip(topic_words, own, figures, strict=True)
    ]


def memory_fields(rng: np.random.Generator, count: int) -> list[dict[str, Any]]:
    """The columns of ``count`` memories that depend on neither their person nor their topic."""
    other = rng.random(count) < 0.1
    entities = rng.integers(0, len(OTHER_ENTITIES), size=count)
    types = rng.integers(0, len(TYPES), size=count)
    to_check = rng.random(count) < 0.1
    importance = rng.integers(1, 6, size=count)
    statuses = rng.integers(0, len(STATUSES), size=count)
    enabled = rng.random(count) > 0.02
    return [
        {
            "entity": OTHER_ENTITIES[entities[i]] if other[i] else "user",
            "type": TYPES[types[i]],
            "confidence": "to_check" if to_check[i] else "confirmed",
            "importance": int(importance[i]),
            "status": STATUSES[statuses[i]],
            "enabled": bool(enabled[i]),
        }
        for i in range(count)
    ]


_ENGLISH_QUESTIONS = [q for q in QUESTIONS if "{a}" in q and "{z}" not in q]


def question(rng: np.random.Generator, words: list[str]) -> str:
    """A question that names two of a topic's words."""
    a, b = (str(w) for w in rng.choice(words, size=2, replace=False))
    return str(rng.choice(_ENGLISH_QUESTIONS)).format(a=a, b=b)
