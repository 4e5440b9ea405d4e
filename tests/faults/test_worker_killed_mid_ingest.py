"""kill -9 the Celery worker while it writes a batch, in the middle of an ingest: nothing the
people said is lost or kept twice. Acknowledgement is late (``acks_late``), so a task that dies
with its worker is never acknowledged; with the default broker (kombu on PostgreSQL) it is not
redelivered either, and the outbox sweep (beat, every ``MEMORY_SWEEP_SECONDS``) queues the
session again; a batch's writes and its jobs' ``done_at`` commit together, so the killed batch
left nothing behind and runs again whole."""

from __future__ import annotations

from bench.faults import Service, worker_killed


def test_after_the_worker_is_killed_mid_batch_the_memories_equal_a_clean_run(service: Service) -> None:
    outcome = worker_killed(service, people=5, per_person=30, per_call=10, pace=0.3, down_seconds=1, drain_timeout=60)

    print("\n".join(outcome.timeline))
    assert outcome.counts["killed_inside_a_batch"], "the kill must land while a batch is being written"
    assert outcome.counts["jobs_open_at_kill"] > 0
    assert outcome.counts["messages_sent"] == 150
    assert outcome.counts["memories_clean_run"] > 30
    assert outcome.problems == []
    assert outcome.counts["memories_after_kill"] == outcome.counts["memories_clean_run"]
