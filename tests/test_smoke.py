from typing import Any

from django.db import connection


def test_the_test_database_has_pgvector(db: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        assert cursor.fetchone() is not None
