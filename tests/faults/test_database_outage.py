"""The database stops while agents chat and ingest, and comes back: every answer meanwhile is a 503
``unavailable`` with Retry-After, /healthz names the database, web and worker recover on their own
(same processes), and no accepted message is lost, half written or left unextracted. The children
reach PostgreSQL through a gate that the test closes: their connections are cut and new ones
refused, as when the server stops (bench/faults.py)."""

from __future__ import annotations

from bench.faults import Service, database_outage


def test_agents_get_503s_while_the_database_is_down_and_nothing_they_were_told_was_kept_is_lost(
    service: Service,
) -> None:
    outcome = database_outage(service, chat_agents=3, ingest_agents=1, before=2, outage=4, after=2, drain_timeout=60)

    print("\n".join(outcome.timeline))
    print(outcome.counts)
    assert outcome.counts["answers_during_outage"].get("503 unavailable", 0) >= 3
    assert outcome.counts["accepted"] > 10
    assert outcome.problems == []
