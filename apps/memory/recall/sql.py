"""The one statement of a recall: every layer's candidates in one round trip.

The core profile, the hybrid search (dense + keyword legs) over semantic entries, episodes and the
conversation layer, and the columns scoring and rendering need — never the vectors. Candidates
under the floor are dropped in SQL. One row shape for every layer (``Rows``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from django.db import connection
from django.db.backends.postgresql.base import ServerBindingCursor

from apps.memory import termstats
from apps.memory.embeddings import vector_literal
from apps.memory.recall.scoring import similarity_range

CANDIDATES = 40
RARE_TERM_HITS = 200  # a term matching more of the user's rows than this only scores, never retrieves
CORE_WHERE = "status = 'active' AND enabled AND confidence = 'confirmed' AND importance >= 4 AND entity = 'user'"
CORE_LIMIT = 10
# A store walks the HNSW graph only when it holds this share of the table (and keeps term
# statistics): a filtered graph walk visits about CANDIDATES / share rows before it has found
# CANDIDATES of the person's, while an exact scan reads the person's own rows, whatever the table.
HNSW_MIN_SHARE = 0.01
# ... and only when rows² ≥ HNSW_WALK_RATIO × the table's rows. A walk costs about a fixed part plus
# one proportional to table / rows (the rows it visits); reading the store costs one proportional to
# its rows: the two cross where rows² is a constant times the table. Measured with all pages in the
# buffer pool (bench_scale, dedicated server): a person's 5,000 episodes among 55,000 cost 13–14 ms
# of CPU through the graph and 7 ms row by row (and the row-by-row top N is exact); 100,000 memories
# among 1,100,000 cost 9 ms through the graph and ~200 ms row by row.
HNSW_WALK_RATIO = 500


def _hybrid_ctes(
    *, prefix: str, table: str, where: str, dim: int, stats_layer: str, keyword: bool, use_stats: bool = True
) -> str:
    """The CTEs of one table's hybrid search, ending in ``{prefix}_chosen`` (candidate ids),
    ``{prefix}_dense`` (id, cosine) and ``{prefix}_ranked`` (id, keyword score, distance).

    **Two ways through a store, chosen by its size.** The statement is prepared once per connection
    and runs on a generic plan (see ``_fetch``), so the planner cannot pick a path per person: the
    SQL holds both, and ``{prefix}_large`` — the person's store keeps term statistics (it has
    ``termstats.MIN_DOCUMENTS`` rows or more) and holds at least ``HNSW_MIN_SHARE`` of the table —
    switches one off when the statement runs (a one-time filter: the other path is never executed).
    The dense leg has its own switch, ``{prefix}_walk``: a large store that is still small for its
    table (``HNSW_WALK_RATIO``) is read row by row for the dense leg while its keyword leg goes
    through the statistics and the GIN index.

    - *A small store* is read once (``{prefix}_rows``, through the user b-tree): the dense leg is
      the exact top N by cosine over those rows, and every query term is matched against them.
      Its cost is bounded by the person's own rows, however large the table.
    - *A large store* walks the partial HNSW index of this dimension (approximate; the connection's
      ``hnsw.iterative_scan`` keeps walking until enough of the person's rows are found) and
      fetches a term's rows through the GIN index. The person's filter is written so that the
      planner cannot read it through the user b-tree (which a generic plan, sized for an average
      person, would prefer) nor price it as selective: ``user_id = %(user)s`` estimated at a
      thousandth of the rows makes a filtered graph walk look dearer than scanning and sorting a
      table of wide rows (55,000 episodes: 170 ms instead of a few), so the dense walk filters on
      ``COALESCE(user_id = …, false)`` (estimated at half the rows) and the term lookup on
      ``user_id + 0`` (it only has to stay off the b-tree; the GIN index is its one way in).

    Keyword leg: BM25-style scores in [0, 1], the share of the query's information (the summed IDF
    of its terms that occur in this user's store) that a row matches. IDF matters here: names such
    as the user's own occur in most rows and must not outweigh the rare word that identifies the
    fact. In a store of ``termstats.MIN_DOCUMENTS`` rows or more it is evaluated the MaxScore way,
    so that its cost does not grow with the store: only *selective* terms (at most RARE_TERM_HITS
    matching rows) fetch rows of their own; a common term cannot lift a row into the top N by
    itself (any N of its thousands of equal matches would be arbitrary), so it only scores the rows
    the other terms and the dense leg found. A smaller store is searched exhaustively (every term
    retrieves; the cost is bounded by the store). The rows a retrieving term matches are fetched
    once (``{prefix}_hits``, with their distance) and give both its live frequency and the rows'
    scores, so no term is matched twice. Document frequencies come from the user's
    ``TermStats`` for common terms of a large store and are counted live otherwise — always live
    when ``use_stats`` is off (an entity or type filter: IDF over the filtered rows, as before).
    Needs the ``query_terms`` CTE when ``keyword``; parameters by name: user, vector."""
    large = f"(SELECT yes FROM {prefix}_large)"
    walk = f"(SELECT yes FROM {prefix}_walk)"
    distance = f"(embedding::vector({dim})) <=> %(vector)s::vector({dim})"
    own_distance = (
        f"CASE WHEN t.embedding_dim = {dim} THEN (t.embedding::vector({dim})) <=> %(vector)s::vector({dim}) END"
    )
    head = f"""
        {prefix}_large AS (
            SELECT EXISTS (
                SELECT 1 FROM memory_termstats
                WHERE user_id = %(user)s AND layer = '{stats_layer}' AND documents >= {termstats.MIN_DOCUMENTS}
                  AND documents >= {HNSW_MIN_SHARE} * (SELECT reltuples FROM pg_class WHERE oid = '{table}'::regclass)
            ) AS yes
        ),
        {prefix}_walk AS (
            SELECT (SELECT yes FROM {prefix}_large) AND EXISTS (
                SELECT 1 FROM memory_termstats
                WHERE user_id = %(user)s AND layer = '{stats_layer}'
                  AND documents::float * documents
                      >= {HNSW_WALK_RATIO} * (SELECT reltuples FROM pg_class WHERE oid = '{table}'::regclass)
            ) AS yes
        ),
        {prefix}_rows AS MATERIALIZED (
            -- the keyword vector only where the keyword leg reads these rows (not for a large store)
            SELECT t.id, {own_distance} AS distance{f", CASE WHEN NOT {large} THEN t.search_vector END AS search_vector" if keyword else ""}
            FROM {table} t
            WHERE NOT {walk} AND t.user_id = %(user)s {where}
        ),
        {prefix}_dense AS (
            (SELECT id, 1 - distance AS cosine FROM {prefix}_rows WHERE distance IS NOT NULL
             ORDER BY distance LIMIT {CANDIDATES})
            UNION ALL
            (SELECT id, 1 - ({distance}) AS cosine
             FROM {table}
             WHERE {walk} AND COALESCE(user_id = %(user)s, false) AND embedding_dim = {dim} {where}
             ORDER BY {distance}
             LIMIT {CANDIDATES})
        )"""
    if not keyword:
        return (
            head
            + f""",
        {prefix}_ranked AS (SELECT NULL::bigint AS id, NULL::float AS score, NULL::float AS distance WHERE false),
        {prefix}_chosen AS (SELECT id FROM {prefix}_dense)"""
        )
    # One pass over the rows that match a retrieving term ({prefix}_hits): it gives both those
    # terms' document frequencies and the rows' scores, so no term is matched twice.
    return (
        head
        + f""",
        {prefix}_stats AS (
            SELECT documents, term_hashes, frequencies FROM memory_termstats
            WHERE user_id = %(user)s AND layer = '{stats_layer}' AND {"true" if use_stats else "false"}
        ),
        {prefix}_terms AS (
            -- a term retrieves rows unless the statistics know it as common in a large store
            SELECT query_terms.q, query_terms.h, known.n AS known_n,
                   (known.n IS NULL OR known.n <= {RARE_TERM_HITS}
                    OR (SELECT documents FROM {prefix}_stats) < {termstats.MIN_DOCUMENTS}) AS retrieves
            FROM query_terms CROSS JOIN LATERAL (
                -- the term's frequency, looked up in the statistics' arrays (their hashes are unique):
                -- unnesting thousands of known terms to join a few costs more than the search itself
                SELECT (SELECT s.frequencies[array_position(s.term_hashes, query_terms.h)] FROM {prefix}_stats s) AS n
            ) known
        ),
        {prefix}_hits AS MATERIALIZED (
            SELECT r.id, terms.h, r.distance
            FROM {prefix}_rows r JOIN {prefix}_terms terms ON r.search_vector @@ terms.q
            WHERE NOT {large} AND terms.retrieves
            UNION ALL
            SELECT t.id, terms.h, {own_distance}
            FROM {prefix}_terms terms JOIN {table} t ON t.search_vector @@ terms.q
            WHERE {large} AND terms.retrieves AND t.user_id + 0 = %(user)s {where}
        ),
        {prefix}_idf AS (
            SELECT terms.q, terms.h, terms.retrieves, ln(1 + (total.n - df.n + 0.5) / (df.n + 0.5)) AS w
            FROM {prefix}_terms terms
            CROSS JOIN LATERAL (
                -- the statistics' frequency when they know the term, else the rows it matched
                SELECT COALESCE(
                    terms.known_n::float, (SELECT count(*)::float FROM {prefix}_hits hits WHERE hits.h = terms.h)
                ) AS n
            ) df,
            (
                SELECT COALESCE(
                    (SELECT documents::float FROM {prefix}_stats),
                    CASE WHEN {large}
                         THEN (SELECT count(*)::float FROM {table} t WHERE t.user_id = %(user)s {where})
                         ELSE (SELECT count(*)::float FROM {prefix}_rows)
                    END
                ) AS n
            ) total
            WHERE df.n > 0
        ),
        {prefix}_pool AS (SELECT id FROM {prefix}_hits UNION SELECT id FROM {prefix}_dense),
        {prefix}_common AS (
            -- a common term only scores the rows the other terms and the dense leg found, row by row
            -- (only a large store's statistics name common terms; otherwise this is skipped)
            SELECT pool.id, common.w, {own_distance} AS distance
            FROM {prefix}_pool pool
            JOIN {table} t ON t.id = pool.id
            CROSS JOIN LATERAL (
                SELECT sum(idf.w) AS w FROM {prefix}_idf idf WHERE NOT idf.retrieves AND t.search_vector @@ idf.q
            ) common
            WHERE EXISTS (SELECT 1 FROM {prefix}_idf WHERE NOT retrieves) AND common.w IS NOT NULL
        ),
        {prefix}_matched AS (
            SELECT id, sum(w) AS matched, min(distance) AS distance FROM (
                SELECT hits.id, idf.w, hits.distance FROM {prefix}_hits hits JOIN {prefix}_idf idf ON idf.h = hits.h
                UNION ALL
                SELECT id, w, distance FROM {prefix}_common
            ) matches
            GROUP BY id
        ),
        {prefix}_ranked AS (
            -- rows that match the same terms tie on the keyword score: the semantically closer first
            SELECT m.id, m.matched / (SELECT sum(w) FROM {prefix}_idf) AS score, m.distance
            FROM {prefix}_matched m
            ORDER BY score DESC, distance NULLS LAST, m.id DESC
            LIMIT {CANDIDATES}
        ),
        {prefix}_chosen AS (SELECT id FROM {prefix}_dense UNION SELECT id FROM {prefix}_ranked)"""
    )


# One row shape for every layer: (layer, id, entity, summary, facts, type, importance, at,
# confidence, source_message_ids, lines (an entry's: its earlier value), dense cosine, cosine of a keyword-only hit, keyword score)
_ENTRY_COLUMNS = (
    "t.id, t.entity, t.summary, t.facts, t.type, t.importance, t.last_confirmed_at, t.confidence, "
    "t.source_message_ids, t.earlier::text"
)
_EPISODE_COLUMNS = (
    "t.id, NULL::text, t.summary, NULL::jsonb, 'episode', NULL::smallint, t.ended_at, NULL::text, "
    "NULL::bigint[], t.lines::text"
)
# a message item: its id is the message's; the text comes from the message itself (the index keeps
# none), the speaker from its meta
_MESSAGE_COLUMNS = (
    "t.message_id, msg.meta ->> 'speaker', msg.content, NULL::jsonb, 'message', NULL::smallint, t.said_at, "
    "NULL::text, ARRAY[t.message_id]::bigint[], NULL::text"
)
# the words behind a memory the person switched off are not recalled either: their ids are
# collected once per request (one pass over the switched-off entries, not one per candidate), as
# unnest() in the select list (a function scan per entry and a DISTINCT cost four times as much;
# the anti-join below does not mind an id listed twice)
_SWITCHED_OFF_CTE = """
        switched_off AS MATERIALIZED (
            SELECT unnest(off.source_message_ids) AS id
            FROM memory_memoryentry off
            WHERE off.user_id = %(user)s AND NOT off.enabled
        )"""
_NOT_SWITCHED_OFF = """
            AND NOT EXISTS (SELECT 1 FROM switched_off WHERE switched_off.id = t.message_id)"""


def _candidate_select(
    *, prefix: str, layer: str, table: str, columns: str, dim: int, join: str = "", where: str = ""
) -> str:
    """The candidates' rows, without those whose fused similarity is under the floor (the same sum
    that ``scoring`` makes in Python; computing it here saves shipping them)."""
    return f"""
        SELECT * FROM (
            SELECT '{layer}', {columns}, dense.cosine AS dense_cosine,
                   CASE WHEN dense.cosine IS NULL THEN 1 - ranked.distance END AS hit_cosine,
                   ranked.score AS keyword
            FROM {prefix}_chosen chosen
            JOIN {table} t ON t.id = chosen.id {join}
            LEFT JOIN {prefix}_dense dense ON dense.id = t.id
            LEFT JOIN {prefix}_ranked ranked ON ranked.id = t.id
            WHERE true {where}
        ) candidate
        WHERE %(dense_weight)s * LEAST(1.0, GREATEST(0.0,
                  (COALESCE(candidate.dense_cosine, candidate.hit_cosine, %(low)s) - %(low)s) / %(span)s))
              + %(keyword_weight)s * COALESCE(candidate.keyword, 0) >= %(floor)s - 1e-9"""


@dataclass
class Rows:
    """The candidate rows of each layer, in the shape described above ``_ENTRY_COLUMNS``."""

    core: list[tuple[Any, ...]] = field(default_factory=list)
    semantic: list[tuple[Any, ...]] = field(default_factory=list)
    episode: list[tuple[Any, ...]] = field(default_factory=list)
    message: list[tuple[Any, ...]] = field(default_factory=list)


def candidates(
    *,
    user_id: int,
    query_vector: np.ndarray | None,
    dim: int,
    terms: list[str],
    core: bool,
    semantic: bool,
    episodes: bool,
    entity: str | None,
    types: list[str] | None,
    session_id: int | None,
    fusion: tuple[float, float, float] = (0.5, 0.5, 0.0),
    messages: bool = False,
) -> Rows:
    """Every layer's candidates in one statement — the core profile, the semantic entries' and the
    episodes' hybrid search — with the columns scoring and rendering need (never the vectors);
    ``fusion`` = (dense weight, keyword weight, floor) drops the candidates under the floor.
    One round trip and no model instances: this is the hot path of every chat request."""
    rows = Rows()
    if not (core or semantic or episodes or messages):
        return rows
    unique = sorted({t for t in terms if t})[:32]
    params: dict[str, Any] = {"user": user_id, "terms": unique}
    if semantic or episodes or messages:
        if query_vector is None:
            raise ValueError("a query vector is needed to search entries or episodes")
        low, high = similarity_range(dim)
        dense_weight, keyword_weight, floor = fusion
        params.update(
            vector=vector_literal(query_vector),
            low=low,
            span=high - low,
            dense_weight=dense_weight,
            keyword_weight=keyword_weight,
            floor=floor,
        )
    ctes: list[str] = []
    selects: list[str] = []
    if unique and (semantic or episodes or messages):
        ctes.append(
            """
        query_terms AS (
            SELECT plainto_tsquery('simple', term) AS q, hashtextextended(term, %(user)s) AS h
            FROM unnest(%(terms)s::text[]) AS term
            WHERE numnode(plainto_tsquery('simple', term)) > 0
        )"""
        )
    if core:
        ctes.append(
            f"""
        core AS (
            SELECT id FROM memory_memoryentry
            WHERE user_id = %(user)s AND {CORE_WHERE}
            ORDER BY importance DESC, last_confirmed_at DESC, id DESC
            LIMIT {CORE_LIMIT}
        )"""
        )
        selects.append(
            f"""
        SELECT 'core', {_ENTRY_COLUMNS}, NULL::float, NULL::float, NULL::float
        FROM core JOIN memory_memoryentry t ON t.id = core.id"""
        )
    if semantic:
        where = "AND status = 'active' AND enabled"
        if entity:
            where += " AND entity = %(entity)s"
            params["entity"] = entity
        if types:
            where += " AND type = ANY(%(types)s::text[])"
            params["types"] = list(types)
        ctes.append(
            _hybrid_ctes(
                prefix="m",
                table="memory_memoryentry",
                where=where,
                dim=dim,
                stats_layer="memory",
                keyword=bool(unique),
                # the statistics describe the whole store: a filtered search counts over its own rows
                use_stats=not (entity or types),
            )
        )
        selects.append(
            _candidate_select(prefix="m", layer="semantic", table="memory_memoryentry", columns=_ENTRY_COLUMNS, dim=dim)
        )
    # episodes and earlier messages: of earlier sessions only (the current one is in the working memory)
    earlier = ""
    if session_id is not None:
        earlier = "AND session_id <> %(session)s"
        params["session"] = session_id
    if episodes:
        ctes.append(
            _hybrid_ctes(
                prefix="e", table="memory_episode", where=earlier, dim=dim, stats_layer="episode", keyword=bool(unique)
            )
        )
        selects.append(
            _candidate_select(prefix="e", layer="episode", table="memory_episode", columns=_EPISODE_COLUMNS, dim=dim)
        )
    if messages:
        ctes.append(_SWITCHED_OFF_CTE)
        ctes.append(
            _hybrid_ctes(
                prefix="c",
                table="memory_messageindex",
                where=earlier,
                dim=dim,
                stats_layer="message",
                keyword=bool(unique),
            )
        )
        selects.append(
            _candidate_select(
                prefix="c",
                layer="message",
                table="memory_messageindex",
                columns=_MESSAGE_COLUMNS,
                dim=dim,
                join="JOIN chat_message msg ON msg.id = t.message_id",
                where=_NOT_SWITCHED_OFF,
            )
        )
    sql = "WITH" + ",".join(ctes) + "\nUNION ALL".join(selects)
    for row in _fetch(sql, params):
        getattr(rows, row[0]).append(row)
    return rows


def _fetch(sql: str, params: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Run the statement with its parameters bound by the server, not spliced into its text.

    So the statement text is the same for every person and every query, and the driver prepares it
    once per connection (``prepare_threshold`` in the connection's options, ``DATABASE_PREPARED_STATEMENTS``):
    planning a statement of this size costs several times what running it does, and a prepared
    statement is planned once (a generic plan, which is why ``_hybrid_ctes`` holds both paths).
    The query vector is parsed once per execution instead of once per use. The cursor is Django's
    wrapper, so query logging, ``assertNumQueries`` and execute wrappers see it as any other."""
    connection.ensure_connection()
    connection.validate_no_broken_transaction()
    server_binding: Any = ServerBindingCursor  # django-stubs types it without psycopg's arguments
    raw = server_binding(connection.connection)
    cursor = connection.make_debug_cursor(raw) if connection.queries_logged else connection.make_cursor(raw)
    with cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())


def jsonb(value: Any) -> Any:
    """jsonb read through a raw cursor arrives as text (Django registers a text loader for it)."""
    return json.loads(value) if isinstance(value, str) else value
