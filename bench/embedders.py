"""The embedder the benchmarks use: memoryhub's own (``apps.memory.embeddings.get_embedder``).

The baseline must use the SAME embedder as memoryhub. ``bench_embedder(name)`` makes ``name``
the active provider (``settings.EMBEDDING_PROVIDER``, which the write pipeline and recall read in
this process and in the in-process worker thread) and returns memoryhub's embedder for it.

Interface: ``name: str``, ``dim: int``, ``embed_passages(list[str]) -> ndarray (n, dim)``
(L2-normalised rows), ``embed_query(str) -> ndarray (dim,)``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from apps.memory.embeddings import Embedder, get_embedder

__all__ = ["Embedder", "activate_provider", "bench_embedder", "embed_in_batches"]


def activate_provider(name: str | None) -> str:
    """Make ``name`` the active embedding provider for this process; return the active one."""
    from django.conf import settings

    if name:
        settings.EMBEDDING_PROVIDER = name
    return str(settings.EMBEDDING_PROVIDER)


def bench_embedder(name: str | None = None) -> tuple[Embedder, str]:
    """(embedder, source): memoryhub's embedder for ``name`` (default: the active provider), made active."""
    return get_embedder(activate_provider(name)), "memoryhub"


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
