"""bench_ingest_profile: the pipeline's time split into SQL, embedding and the rest."""

from __future__ import annotations

import pytest

from apps.memory.models import MemoryEntry
from bench.ingest_profile import run

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_profile_splits_the_pipeline_time_and_counts_what_it_wrote() -> None:
    lines: list[str] = []

    result = run(messages=40, embedder="use", database="unused", seed=3, allow_default_db=True, log=lines.append)

    assert result["totals"]["messages"] == 40 and result["totals"]["jobs"] > 0
    assert result["totals"]["created"] > 0  # the synthetic chat states figures worth keeping
    assert result["embedding"]["passages"] >= result["totals"]["candidates"] > 0
    assert result["sql"]["statements"] >= sum(row["count"] for row in result["top_statements"]) > 0
    parts = result["sql"]["s"] + result["embedding"]["s"] + result["python_and_rest_s"]
    assert parts == pytest.approx(result["pipeline_s"], abs=0.01)
    assert any(
        "SELECT id, user_id, entity, key" in row["shape"] for row in result["top_statements"]
    )  # neighbour search
    assert lines[0].startswith("40 messages, use:")
    assert not MemoryEntry.objects.exists()  # the bench workspace and its users are deleted at the end


def test_the_profile_leaves_the_processs_broker_settings_as_it_found_them() -> None:
    from django.conf import settings

    from memoryhub.celery import app

    before = (settings.CELERY_TASK_DEFAULT_QUEUE, app.conf.task_default_queue, app.conf.broker_url)
    run(messages=20, embedder="use", database="unused", seed=4, allow_default_db=True, log=lambda _: None)
    assert (settings.CELERY_TASK_DEFAULT_QUEUE, app.conf.task_default_queue, app.conf.broker_url) == before
