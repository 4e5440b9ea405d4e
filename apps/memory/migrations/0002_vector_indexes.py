"""HNSW cosine indexes, one per shipped embedding dimension, on a cast of the dimensionless column.

Queries must use the same expression — ``(embedding::vector(N)) <=> %s`` with
``embedding_dim = N`` — for the planner to pick the index (see apps/memory/recall.py).
"""

from django.db import migrations

DIMENSIONS = (384, 512, 1536)
TABLES = {"memory_memoryentry": "memory", "memory_episode": "episode"}


def forwards_sql() -> list[str]:
    statements = []
    for table, short in TABLES.items():
        for dim in DIMENSIONS:
            statements.append(
                f"CREATE INDEX IF NOT EXISTS {short}_embedding_hnsw_{dim} ON {table} "
                f"USING hnsw ((embedding::vector({dim})) vector_cosine_ops) WHERE embedding_dim = {dim}"
            )
    return statements


def backwards_sql() -> list[str]:
    return [f"DROP INDEX IF EXISTS {short}_embedding_hnsw_{dim}" for short in TABLES.values() for dim in DIMENSIONS]


class Migration(migrations.Migration):
    dependencies = [("memory", "0001_initial")]

    operations = [migrations.RunSQL(sql=forwards_sql(), reverse_sql=backwards_sql())]
