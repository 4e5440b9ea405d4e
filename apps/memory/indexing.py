"""How memories and episodes are indexed for recall: the text that stands for an entry, and the two
columns written from it (the embedding and the keyword vector). Used by the services, episodes,
import and ``reembed``; it writes only those columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from django.contrib.postgres.search import SearchVector
from django.db.models import Value

from apps.core.text import keyword_document
from apps.memory.embeddings import get_embedder
from apps.memory.models import Episode, MemoryEntry

if TYPE_CHECKING:
    import numpy as np


def memory_text(summary: str, facts: dict[str, Any]) -> str:
    """The text that is embedded and keyword-indexed: the summary plus every fact value."""
    values = [f"{key}: {value}" for key, value in facts.items() if str(value).strip()]
    return summary if not values else f"{summary} ({'; '.join(values)})"


def index_rows(
    rows: Sequence[MemoryEntry | Episode], texts: Sequence[str], *, vectors: Sequence[np.ndarray] | None = None
) -> None:
    """Compute embeddings (batched; unless ``vectors`` are given, made by the active embedder) and
    keyword vectors for ``rows`` and save both columns."""
    if not rows:
        return
    embedder = get_embedder()
    computed = list(embedder.embed_passages(list(texts))) if vectors is None else list(vectors)
    model = type(rows[0])
    for row, text, vector in zip(rows, texts, computed, strict=True):
        row.embedding = vector
        row.embedding_model = embedder.name
        row.embedding_dim = embedder.dim
        model.objects.filter(pk=row.pk).update(
            embedding=vector,
            embedding_model=embedder.name,
            embedding_dim=embedder.dim,
            search_vector=SearchVector(Value(keyword_document(text)), config="simple"),
        )
