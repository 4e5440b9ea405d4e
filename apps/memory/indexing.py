"""How memories and episodes are indexed for recall: the text that stands for an entry, and the two
columns written from it (the embedding and the keyword vector). Used by the services, episodes,
import and ``reembed``; it writes only those columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from django.db import connection

from apps.core.text import keyword_document
from apps.memory.embeddings import get_embedder
from apps.memory.models import Episode, MemoryEntry

if TYPE_CHECKING:
    import numpy as np


def memory_text(summary: str, facts: dict[str, Any]) -> str:
    """The text that is embedded and keyword-indexed: the summary plus every fact value."""
    values = [f"{key}: {value}" for key, value in facts.items() if str(value).strip()]
    return summary if not values else f"{summary} ({'; '.join(values)})"


def entry_keywords(entry: MemoryEntry) -> str:
    """What an entry's keyword vector is made of: its text and the value it held before its value
    changed (``memory.history``), so that a question about the old value ("Did I work at Northbridge
    then?") finds the entry that shows it. The embedding stands for the value held now."""
    text = memory_text(entry.summary, entry.facts)
    earlier = entry.earlier.get("summary") if isinstance(entry.earlier, dict) else None
    return f"{text} {earlier}" if earlier else text


# rows written by one UPDATE statement (a reembed or an import indexes thousands)
_ROWS_PER_STATEMENT = 200


def index_rows(
    rows: Sequence[MemoryEntry | Episode],
    texts: Sequence[str],
    *,
    vectors: Sequence[np.ndarray] | None = None,
    documents: Sequence[str] | None = None,
) -> None:
    """Compute embeddings (batched; unless ``vectors`` are given, made by the active embedder) and
    keyword vectors (of ``documents`` when given, else of ``texts``) for ``rows`` and save both
    columns, one UPDATE per 200 rows."""
    if not rows:
        return
    embedder = get_embedder()
    computed = list(embedder.embed_passages(list(texts))) if vectors is None else list(vectors)
    model = type(rows[0])
    # the vector in the text the ORM writes for the field (pgvector's, every digit), the keyword
    # vector as SearchVector(Value(text), config="simple") makes it
    field = model._meta.get_field("embedding")
    written: list[Any] = []
    for row, document, vector in zip(rows, documents or texts, computed, strict=True):
        row.embedding = vector
        row.embedding_model = embedder.name
        row.embedding_dim = embedder.dim
        written += [row.pk, field.get_db_prep_value(vector, connection), keyword_document(document)]
    for start in range(0, len(rows) * 3, _ROWS_PER_STATEMENT * 3):
        params = written[start : start + _ROWS_PER_STATEMENT * 3]
        values = ", ".join(["(%s, %s::vector, %s)"] * (len(params) // 3))
        with connection.cursor() as cursor:
            cursor.execute(
                f"""
                UPDATE {model._meta.db_table} AS m
                SET embedding = v.embedding, embedding_model = %s, embedding_dim = %s,
                    search_vector = to_tsvector('simple'::regconfig, COALESCE(v.doc, ''))
                FROM (VALUES {values}) AS v(id, embedding, doc)
                WHERE m.id = v.id
                """,
                [embedder.name, embedder.dim, *params],
            )
