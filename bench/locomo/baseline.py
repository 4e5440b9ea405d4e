"""The naive baseline: raw turns, BM25 (numpy) + dense (memoryhub's embedder), reciprocal-rank fusion.

One document per turn, ``[session date] speaker: text`` plus ``[shares a photo: caption]`` when the
turn shares an image (the shared README's baseline). The keyword leg tokenises with
``apps.core.text.keywords`` (jieba for Chinese, lower-cased light-stemmed English), the same
tokeniser as memoryhub's keyword leg. Fusion: RRF, k = 60, equal weights; a leg ranks only the
documents it scores (BM25: those sharing at least one term with the query).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from bench.embedders import Embedder, embed_in_batches
from bench.locomo.data import Conversation, Turn

RRF_K = 60


def turn_document(turn: Turn, date_text: str) -> str:
    return f"[{date_text}] {turn.speaker}: {turn.content}"


def default_tokenizer() -> Callable[[str], list[str]]:
    from apps.core.text import keywords

    return keywords


class BM25:
    """Okapi BM25 (k1 = 1.5, b = 0.75, idf = ln(1 + (N - n + .5) / (n + .5))) over pre-tokenised documents."""

    def __init__(self, documents: Sequence[Sequence[str]], k1: float = 1.5, b: float = 0.75) -> None:
        self.n_docs = len(documents)
        lengths = np.array([len(doc) for doc in documents], dtype=np.float64)
        avgdl = float(lengths.mean()) if self.n_docs and lengths.mean() > 0 else 1.0
        norm = k1 * (1.0 - b + b * lengths / avgdl)
        postings: dict[str, tuple[list[int], list[float]]] = {}
        for index, doc in enumerate(documents):
            for term, tf in Counter(doc).items():
                ids, tfs = postings.setdefault(term, ([], []))
                ids.append(index)
                tfs.append(float(tf))
        self._postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for term, (ids, tfs) in postings.items():
            doc_ids = np.asarray(ids, dtype=np.int64)
            freq = np.asarray(tfs, dtype=np.float64)
            idf = math.log(1.0 + (self.n_docs - len(ids) + 0.5) / (len(ids) + 0.5))
            self._postings[term] = (doc_ids, idf * freq * (k1 + 1.0) / (freq + norm[doc_ids]))

    def scores(self, query_terms: Sequence[str]) -> np.ndarray:
        scores = np.zeros(self.n_docs, dtype=np.float64)
        for term in query_terms:
            posting = self._postings.get(term)
            if posting is not None:
                np.add.at(scores, posting[0], posting[1])
        return scores


def ranking(scores: np.ndarray, *, only_positive: bool = False) -> np.ndarray:
    """Document indices by descending score (ties: lower index first)."""
    order = np.lexsort((np.arange(len(scores)), -scores))
    if only_positive:
        order = order[scores[order] > 0]
    return order


def rrf(rankings: Sequence[np.ndarray], n_docs: int, k: int = RRF_K) -> np.ndarray:
    fused = np.zeros(n_docs, dtype=np.float64)
    for order in rankings:
        fused[order] += 1.0 / (k + np.arange(1, len(order) + 1))
    return ranking(fused, only_positive=True)


@dataclass
class BaselineHit:
    ranked: list[int]  # turn indices, best first (top 10)
    context: str  # the top-5 turns' text, one per line
    recall_ms: float  # BM25 + dense scoring + fusion + assembly, without the query embedding
    embed_ms: float


class NaiveRetriever:
    """The baseline for one conversation."""

    def __init__(
        self,
        conversation: Conversation,
        embedder: Embedder,
        *,
        tokenizer: Callable[[str], list[str]] | None = None,
        progress: object = None,
        depth: int = 10,
        context_k: int = 5,
        vectors: np.ndarray | None = None,
    ) -> None:
        """``vectors``: the documents' embeddings computed earlier (a cache); embedded here when None."""
        self.turns: list[Turn] = []
        self.documents: list[str] = []
        for session in conversation.sessions:
            for turn in session.turns:
                self.turns.append(turn)
                self.documents.append(turn_document(turn, session.date_text))
        self.embedder = embedder
        self.tokenize = tokenizer or default_tokenizer()
        self.bm25 = BM25([self.tokenize(doc) for doc in self.documents])
        if vectors is not None and vectors.shape == (len(self.documents), int(embedder.dim)):
            self.vectors = np.asarray(vectors, dtype=np.float32)
        else:
            self.vectors = embed_in_batches(embedder, self.documents, progress=progress)
        self.depth = depth
        self.context_k = context_k

    def search(self, question: str, query_vector: np.ndarray | None = None) -> BaselineHit:
        """``query_vector``: the question's embedding computed earlier (then ``embed_ms`` is ~0)."""
        started = time.perf_counter()
        if query_vector is None:
            query_vector = np.asarray(self.embedder.embed_query(question), dtype=np.float32)
        embedded = time.perf_counter()
        keyword_order = ranking(self.bm25.scores(self.tokenize(question)), only_positive=True)
        dense_order = ranking(self.vectors @ query_vector) if len(self.documents) else np.zeros(0, dtype=np.int64)
        fused = rrf([keyword_order, dense_order], len(self.documents))[: self.depth]
        ranked = [int(i) for i in fused]
        context = "\n".join(self.documents[i] for i in ranked[: self.context_k])
        finished = time.perf_counter()
        return BaselineHit(
            ranked=ranked,
            context=context,
            recall_ms=(finished - embedded) * 1000.0,
            embed_ms=(embedded - started) * 1000.0,
        )

    def covers(self, ranked: Sequence[int]) -> list[list[str]]:
        return [[self.turns[i].dia_id] for i in ranked]
