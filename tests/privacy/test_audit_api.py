"""The auditors' API under /api/audit/: who may use it, filters, CSV, the erasure queue."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from apps.accounts.models import User
from apps.audit.erasure import erasure_request_create, user_erase
from apps.audit.models import AuditEvent, ErasureRequest
from apps.audit.services import actor_for_system, actor_for_user, audit_record
from tests.privacy.conftest import client_for
from tests.privacy.helpers import new_canary, plant_user_data

ENDPOINTS = ["audit:root", "audit:events", "audit:events-export", "audit:erasure-requests", "audit:verify"]


def some_events(n: int, **fields: Any) -> None:
    for i in range(n):
        audit_record(
            action=fields.get("action", "memory.deleted"),
            **actor_for_system("test"),
            subject=fields.get("subject", "sub_x"),
            counts={"memory_entries": i},
            reason=fields.get("reason", ""),
        )


@pytest.mark.parametrize("name", ENDPOINTS)
def test_staff_with_the_audit_permission_get_200(name: str, auditor: User) -> None:
    assert client_for(auditor).get(reverse(name)).status_code == 200


@pytest.mark.parametrize("name", ENDPOINTS)
def test_a_superuser_gets_200(name: str, admin_user: User) -> None:
    assert client_for(admin_user).get(reverse(name)).status_code == 200


@pytest.mark.parametrize("name", ENDPOINTS)
def test_staff_without_the_audit_permission_get_403(name: str, staff_without_permission: User) -> None:
    assert client_for(staff_without_permission).get(reverse(name)).status_code == 403


@pytest.mark.parametrize("name", ENDPOINTS)
def test_end_users_get_404(name: str, end_user: User) -> None:
    response = client_for(end_user).get(reverse(name))
    assert response.status_code == 404


@pytest.mark.parametrize("name", ENDPOINTS)
def test_anonymous_requests_are_refused_with_403(name: str, db: Any) -> None:
    # Session authentication has no WWW-Authenticate challenge, so DRF answers 403, not 401.
    response = client_for(None).get(reverse(name))
    assert response.status_code == 403
    assert response.json()["detail"] == "Authentication credentials were not provided."


def test_the_detail_endpoints_follow_the_same_rules(
    auditor: User, end_user: User, staff_without_permission: User
) -> None:
    some_events(1)
    queued = erasure_request_create(user=end_user, actor=actor_for_user(end_user))
    event = AuditEvent.objects.first()
    assert event is not None
    urls = [reverse("audit:event-detail", args=[event.pk]), reverse("audit:erasure-request-detail", args=[queued.pk])]
    for url in urls:
        assert client_for(auditor).get(url).status_code == 200
        assert client_for(staff_without_permission).get(url).status_code == 403
        assert client_for(end_user).get(url).status_code == 404


def test_the_browsable_api_renders_html_for_a_browser(auditor: User) -> None:
    some_events(2)
    response = client_for(auditor).get(reverse("audit:events"), HTTP_ACCEPT="text/html")
    assert response.status_code == 200 and b"Audit Event List" in response.content


def test_events_filter_by_action_subject_actor_and_time(auditor: User) -> None:
    some_events(2, action="memory.deleted", subject="sub_a")
    some_events(1, action="user.erased", subject="sub_b")
    some_events(1, action="data.exported", subject="sub_a")
    client = client_for(auditor)

    def ids(**params: Any) -> list[tuple[str, str]]:
        response = client.get(reverse("audit:events"), params)
        assert response.status_code == 200, response.content
        return [(e["action"], e["subject"]) for e in response.json()["results"]]

    assert ids(action="user.erased") == [("user.erased", "sub_b")]
    assert ids(action="user.*,data.exported") == [("data.exported", "sub_a"), ("user.erased", "sub_b")]
    assert len(ids(subject="sub_a")) == 3
    assert len(ids(actor="system:test")) == 4 and ids(actor="system:other") == []
    assert ids(since="2000-01-01", until="2000-01-02") == []
    assert len(ids(since="2000-01-01")) == 4
    assert client.get(reverse("audit:events"), {"since": "yesterday"}).status_code == 400


def test_events_page_with_a_cursor_newest_first(auditor: User) -> None:
    some_events(5)
    client = client_for(auditor)
    first = client.get(reverse("audit:events"), {"page_size": 2}).json()
    second = client.get(first["next"]).json()
    a, b = [e["id"] for e in first["results"]], [e["id"] for e in second["results"]]
    assert len(a) == len(b) == 2 and a[0] > a[1] > b[0] > b[1]


def test_the_events_list_runs_the_same_number_of_queries_for_3_or_30_events(auditor: User) -> None:
    client = client_for(auditor)
    counts = []
    for n in (3, 27):
        some_events(n)
        with CaptureQueriesContext(connection) as queries:
            assert client.get(reverse("audit:events")).status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1] == 6  # session, user, user + group permissions, staff names, events


def test_the_csv_export_parses_and_carries_every_column(auditor: User) -> None:
    some_events(3, reason='=HYPERLINK("http://evil")')
    response = client_for(auditor).get(reverse("audit:events-export"), HTTP_ACCEPT="text/csv")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))  # type: ignore[attr-defined]
    assert len(rows) == 3
    assert rows[0]["action"] == "memory.deleted" and json.loads(rows[0]["counts"]) == {"memory_entries": 2}
    assert len(rows[0]["hash"]) == 64 and rows[0]["actor_label"] == "system:test"
    assert rows[0]["reason"].startswith("'=")  # a spreadsheet must not run it


def test_the_csv_export_takes_the_same_filters(auditor: User) -> None:
    some_events(2, action="memory.deleted")
    some_events(1, action="user.erased")
    response = client_for(auditor).get(reverse("audit:events-export"), {"action": "user.erased"})
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))  # type: ignore[attr-defined]
    assert [r["action"] for r in rows] == ["user.erased"]


def test_an_admin_can_tell_what_was_deleted_for_a_user_when_by_whom_and_from_which_stores_from_the_api_alone(
    end_user: User, auditor: User, queue_manager: User
) -> None:
    plant_user_data(end_user, new_canary())
    # The person asks for erasure; the request waits in the queue with a deadline.
    erasure_request_create(
        user=end_user, actor=actor_for_user(end_user), channel="dashboard", request_id="req-ask-00001"
    )
    auditor_client, manager_client = client_for(auditor), client_for(queue_manager)
    queue = auditor_client.get(reverse("audit:erasure-requests"), {"status": "received"}).json()["results"]
    assert len(queue) == 1 and queue[0]["user"] == end_user.pk and queue[0]["overdue"] is False
    subject, request_pk = queue[0]["subject"], queue[0]["id"]

    # A staff member with the queue permission completes it: that performs the erasure.
    response = manager_client.patch(
        reverse("audit:erasure-request-detail", args=[request_pk]),
        data={"status": "completed"},
        content_type="application/json",
    )
    assert response.status_code == 200, response.content
    assert response.json()["status"] == "completed" and response.json()["user"] is None

    # Later, from the API alone: what was deleted for this person, when, by whom, from which stores.
    events = auditor_client.get(reverse("audit:events"), {"subject": subject, "action": "user.erased"}).json()[
        "results"
    ]
    assert len(events) == 1
    erased = events[0]
    assert erased["created_at"]  # when
    assert erased["actor_type"] == "staff" and erased["actor_label"] == "staff quentin"  # by whom
    assert erased["counts"]["memory_entries"] == 2 and erased["counts"]["messages"] == 3  # which stores, how many
    assert erased["counts"]["user_account"] == 1
    receipt = auditor_client.get(reverse("audit:erasure-requests"), {"subject": subject}).json()["results"][0][
        "receipt"
    ]
    assert receipt["stores"] == erased["counts"] and receipt["audit_chain_hash"] == erased["hash"]
    # and the whole trail, request to erasure, is one filter away
    trail = auditor_client.get(reverse("audit:events"), {"subject": subject}).json()["results"]
    assert [e["action"] for e in trail] == ["user.erased", "erasure.requested"]
    assert trail[1]["actor_label"] == "the person themselves"
    by_request = auditor_client.get(reverse("audit:events"), {"request_id": "req-ask-00001"}).json()["results"]
    assert {e["action"] for e in by_request} == {"user.erased", "erasure.requested"}


def test_changing_a_request_needs_the_change_permission(end_user: User, auditor: User) -> None:
    queued = erasure_request_create(user=end_user, actor=actor_for_user(end_user))
    response = client_for(auditor).patch(
        reverse("audit:erasure-request-detail", args=[queued.pk]),
        data={"status": "in_progress"},
        content_type="application/json",
    )
    assert response.status_code == 403
    assert ErasureRequest.objects.get(pk=queued.pk).status == "received"


def test_a_refusal_through_the_api_needs_a_reason(end_user: User, queue_manager: User) -> None:
    queued = erasure_request_create(user=end_user, actor=actor_for_user(end_user))
    client, url = client_for(queue_manager), reverse("audit:erasure-request-detail", args=[queued.pk])
    assert client.patch(url, data={"status": "refused"}, content_type="application/json").status_code == 409
    response = client.patch(
        url, data={"status": "refused", "refusal_reason": "Identity not verified"}, content_type="application/json"
    )
    assert response.status_code == 200 and response.json()["refusal_reason"] == "Identity not verified"
    assert client.patch(url, data={"status": "completed"}, content_type="application/json").status_code == 409


@pytest.mark.parametrize("depth", [20_000, 200, 33])
def test_a_body_nested_too_deep_is_a_400_that_leaks_nothing(depth: int, end_user: User, queue_manager: User) -> None:
    # DRF's JSON parser raised RecursionError on 20,000 levels: a 500
    queued = erasure_request_create(user=end_user, actor=actor_for_user(end_user))
    client, url = client_for(queue_manager), reverse("audit:erasure-request-detail", args=[queued.pk])
    client.raise_request_exception = False
    body = '{"status":' * depth + '"refused"' + "}" * depth
    response = client.patch(url, data=body, content_type="application/json")
    assert response.status_code == 400, response.content[:200]
    assert response.json() == {"detail": "The JSON is nested more than 32 levels deep."}
    assert ErasureRequest.objects.get(pk=queued.pk).status == "received"


def test_the_queue_filters_overdue_requests(end_user: User, other_end_user: User, auditor: User) -> None:
    late = erasure_request_create(user=end_user, actor=actor_for_user(end_user))
    ErasureRequest.objects.filter(pk=late.pk).update(due_at=late.requested_at.replace(year=2000))
    erasure_request_create(user=other_end_user, actor=actor_for_user(other_end_user))
    results = client_for(auditor).get(reverse("audit:erasure-requests"), {"overdue": "true"}).json()["results"]
    assert [r["id"] for r in results] == [late.pk] and results[0]["overdue"] is True


def test_verify_reports_ok_the_count_and_the_head(workspace: Any, auditor: User) -> None:
    user = User.objects.create_user(username="zed", workspace=workspace)
    receipt = user_erase(user=user, actor=actor_for_user(user))
    body = client_for(auditor).get(reverse("audit:verify")).json()
    assert body == {
        "ok": True,
        "count": 1,
        "head": receipt["audit_chain_hash"],
        "head_id": receipt["audit_event_id"],
        "broken": None,
    }
    body = client_for(auditor).get(reverse("audit:verify"), {"expect_head": "f" * 64}).json()
    assert body["ok"] is False and "no longer in the log" in body["broken"]["reason"]
