"""Document frequencies of the common search terms of a large store (see ``TermStats``).

The keyword leg of recall weighs each query term by its IDF over the user's store. Counting a rare
term's matching rows live is cheap; counting a common term's thousands of rows on every request is
not, and its frequency barely moves from one write to the next. So once a store is large, the
frequencies of its common terms are kept here and rebuilt when the store has changed by more than a
tenth (or daily); every other term is still counted live, so a word the user said for the first
time a minute ago is weighed correctly.

Called after the pipeline has written for a user, by the daily upkeep and after an import. Clearing
memories or erasing the account deletes the rows (they are a memory store like the others).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db import connection, transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.memory.models import TermStats

MIN_DOCUMENTS = 2_000  # below this, live counting costs well under a millisecond: no statistics kept
COMMON_DF = 50  # a term is "common" from this many documents; rarer terms are never stored
STALE_FRACTION = 0.1
MAX_AGE = timedelta(days=1)

# layer → (table, the rows recall searches)
LAYERS: dict[str, tuple[str, str]] = {
    TermStats.Layer.MEMORY: ("memory_memoryentry", "AND status = 'active' AND enabled"),
    TermStats.Layer.EPISODE: ("memory_episode", ""),
    TermStats.Layer.MESSAGE: ("memory_messageindex", ""),
}


def _documents(cursor: Any, user_id: int, layer: str) -> int:
    table, where = LAYERS[layer]
    cursor.execute(f"SELECT count(*) FROM {table} WHERE user_id = %s {where}", [user_id])
    return int(cursor.fetchone()[0])


def _refresh(cursor: Any, user_id: int, layer: str) -> int:
    """Count and store in one statement (one snapshot); returns how many terms were kept."""
    table, where = LAYERS[layer]
    # Grouped by the hash, not the lexeme: a 64-bit collision merges two counts instead of
    # breaking the insert. Lexemes are unique within one tsvector, so count(*) is a document count.
    cursor.execute(
        f"""
        INSERT INTO memory_termstats (user_id, layer, documents, term_hashes, frequencies, refreshed_at)
        SELECT %(user)s, %(layer)s,
               (SELECT count(*) FROM {table} t WHERE t.user_id = %(user)s {where}),
               COALESCE(array_agg(h ORDER BY h), '{{}}'), COALESCE(array_agg(n ORDER BY h), '{{}}'), now()
        FROM (
            SELECT hashtextextended(lexeme, %(user)s) AS h, count(*)::int AS n
            FROM {table} t, unnest(tsvector_to_array(t.search_vector)) AS lexeme
            WHERE t.user_id = %(user)s {where}
            GROUP BY 1
            HAVING count(*) >= %(common)s
        ) common
        ON CONFLICT (user_id, layer) DO UPDATE SET
            documents = EXCLUDED.documents,
            term_hashes = EXCLUDED.term_hashes,
            frequencies = EXCLUDED.frequencies,
            refreshed_at = EXCLUDED.refreshed_at
        RETURNING cardinality(term_hashes)
        """,
        {"user": user_id, "layer": layer, "common": COMMON_DF},
    )
    return int(cursor.fetchone()[0])


def _lock_user(user_id: int) -> bool:
    """FOR NO KEY UPDATE on the user, as a pipeline batch takes it: a clear-all or an erasure (FOR
    UPDATE) then waits for the refresh and deletes what it wrote, instead of the refresh writing
    statistics of memories that were just deleted. False when someone else holds it."""
    return User.objects.select_for_update(no_key=True, skip_locked=True).filter(pk=user_id).exists()


def term_stats_refresh(user_id: int, layer: str) -> int | None:
    """Recount the layer's common terms for one user; return how many were kept (None: the store is
    below MIN_DOCUMENTS and keeps no statistics, or the user is busy and nothing was done)."""
    with transaction.atomic():
        if not _lock_user(user_id):
            return None
        with connection.cursor() as cursor:
            if _documents(cursor, user_id, layer) < MIN_DOCUMENTS:
                TermStats.objects.filter(user_id=user_id, layer=layer).delete()
                return None
            return _refresh(cursor, user_id, layer)


def term_stats_maybe_refresh(user_id: int) -> list[str]:
    """Refresh the layers whose statistics are missing, stale or no longer wanted; return them.
    Skipped (returns []) while another transaction holds the user: the next write retries."""
    now = timezone.now()
    refreshed: list[str] = []
    with transaction.atomic():
        if not _lock_user(user_id):
            return []
        current = {stats.layer: stats for stats in TermStats.objects.filter(user_id=user_id)}
        with connection.cursor() as cursor:
            for layer in LAYERS:
                documents = _documents(cursor, user_id, layer)
                stats = current.get(layer)
                if documents < MIN_DOCUMENTS:
                    if stats is not None:
                        stats.delete()
                        refreshed.append(layer)
                    continue
                if (
                    stats is None
                    or abs(documents - stats.documents) > STALE_FRACTION * stats.documents
                    or now - stats.refreshed_at > MAX_AGE
                ):
                    _refresh(cursor, user_id, layer)
                    refreshed.append(layer)
    return refreshed
