"""schemathesis against the app's own OpenAPI document: no 5xx, every response matches the schema.

Runs in-process on the WSGI app (same database connection as the test), every operation, with a
valid admin key. Path user ids are pinned to a real end user most of the time so that the fuzzing
reaches the handlers instead of stopping at 404; the rest keep the generated ids.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import pytest
import schemathesis

# (what ``from_dict`` would import lazily is imported here, at collection: Python 3.11.7 cannot parse
# a module — pytest rewrites the ones it imports — after a RecursionError was raised and caught in the
# same process, as test_bad_input.py's deeply nested bodies do: "AST constructor recursion depth
# mismatch", CPython gh-106905)
import schemathesis.specs.openapi.schemas
from django.core.handlers.wsgi import WSGIHandler
from django.test import Client
from hypothesis import HealthCheck, Phase, given
from hypothesis import settings as hypothesis_settings
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import positive_data_acceptance

from apps.accounts.models import User
from apps.chat.services import session_create
from apps.memory.models import Episode
from apps.memory.services import memory_create
from tests.api.conftest import BEHIND_TLS, keeping_the_connection

POSITIVE_EXAMPLES = 12
NEGATIVE_EXAMPLES = 6


@pytest.fixture
def real_ids(end_user: User) -> dict[str, list[Any]]:
    """Ids of real objects of alice's that positive cases use most of the time."""
    sessions = [session_create(user=end_user, title=f"fuzz {i}") for i in range(3)]
    memories = [
        memory_create(user=end_user, summary=f"Prefers tea over coffee ({i})", actor="test", source_session=sessions[0])
        for i in range(6)
    ]
    pending = memory_create(
        user=end_user, summary="Prefers coffee now", actor="test", status="pending", conflicts_with=memories[0]
    )
    episode = Episode.objects.create(
        user=end_user, session=sessions[1], summary="Talked about tea", lines=[{"text": "tea", "message_ids": []}]
    )
    return {
        "user_id": ["alice"],
        "memory_id": [m.pk for m in memories] + [pending.pk],
        "session_id": [s.pk for s in sessions],
        "episode_id": [episode.pk],
    }


def test_every_operation_answers_within_its_documented_contract(
    settings: Any, client: Client, key: str, real_ids: dict[str, list[Any]]
) -> None:
    settings.API_RATE_LIMIT = 0
    raw = client.get("/api/v1/openapi.json", secure=True).json()
    schema = schemathesis.openapi.from_dict(raw)
    headers = {"Authorization": f"Bearer {key}", **BEHIND_TLS}
    stats: Counter[str] = Counter()
    statuses: Counter[int] = Counter()
    started = time.monotonic()
    operations = 0
    with keeping_the_connection():
        schema.app = WSGIHandler()
        # Deletions last (the erasure of a user very last), so that they do not remove the real
        # objects the other operations are pointed at.
        ordered = sorted(
            (result.ok() for result in schema.get_all_operations()),  # type: ignore[union-attr]
            key=lambda op: (op.method.upper() == "DELETE", op.path == "/api/v1/users/{user_id}"),
        )
        for operation in ordered:
            operations += 1
            _fuzz(operation, headers, real_ids, stats, statuses)
    elapsed = time.monotonic() - started
    print(
        f"\nschemathesis: {operations} operations, {sum(stats.values())} requests in {elapsed:.1f}s; statuses {dict(sorted(statuses.items()))}"
    )
    assert operations >= 30
    assert not [code for code in statuses if code >= 500]


# Rules JSON Schema cannot state; a schema-valid request that breaks one is rightly a 422.
BUSINESS_RULES = {
    ("expires_at", "must be in the future"),
}
BUSINESS_CODES = {"contains_secret", "invalid_cursor"}  # cursors are opaque: any string fits the schema
# A message made only of invisible characters (controls, format marks, spaces) is empty; minLength
# cannot say "has a visible character".
BUSINESS_MESSAGES = {"must not be empty"}


def _business_rule(response: Any) -> bool:
    if response.status_code not in (400, 422):
        return False
    error = response.json()["error"]
    if error["code"] in BUSINESS_CODES:
        return True
    return bool(error["fields"]) and all(
        (f["field"], f["message"]) in BUSINESS_RULES or f["message"] in BUSINESS_MESSAGES for f in error["fields"]
    )


def _fuzz(
    operation: Any, headers: dict[str, str], real_ids: dict[str, list[Any]], stats: Counter[str], statuses: Counter[int]
) -> None:
    for mode, examples in ((GenerationMode.POSITIVE, POSITIVE_EXAMPLES), (GenerationMode.NEGATIVE, NEGATIVE_EXAMPLES)):
        _fuzz_mode(operation, mode, examples, headers, real_ids, stats, statuses)


def _fuzz_mode(
    operation: Any,
    mode: GenerationMode,
    examples: int,
    headers: dict[str, str],
    real_ids: dict[str, list[Any]],
    stats: Counter[str],
    statuses: Counter[int],
) -> None:
    erasing = operation.method.upper() == "DELETE" and operation.path == "/api/v1/users/{user_id}"

    @hypothesis_settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=operation.as_strategy(generation_mode=mode))
    def run(case: Any) -> None:
        # Two positive cases in three address real objects, so that they reach the handlers (never
        # for the erasure, which would remove alice for every operation after it).
        n = stats[operation.label]
        stats[operation.label] += 1
        if mode == GenerationMode.POSITIVE and n % 3 != 2 and not erasing:
            for name in case.path_parameters or {}:
                if name in real_ids:
                    case.path_parameters[name] = real_ids[name][n % len(real_ids[name])]
            if operation.path.startswith("/api/v1/chat") and isinstance(case.body, dict) and "user" in case.body:
                case.body["user"] = "alice"
        response = case.call(headers=headers)
        excluded = [positive_data_acceptance] if _business_rule(response) else []
        case.validate_response(response, excluded_checks=excluded, headers=headers)
        statuses[response.status_code] += 1

    run()
