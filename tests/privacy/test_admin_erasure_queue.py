"""The erasure queue in the Django admin: an administrator queues a request for one person (named
by their whole username, e-mail address or external id, or from the person's page), then moves it
received → in progress → completed (which erases, with the receipt shown) or refused (with a
reason); the deadline is on the list and on the request's page; every step is audited; staff who
may only look see no form and cannot post one. Deleting a person never writes their username to
the admin log."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import Permission
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.erasure import erasure_request_create, user_erase
from apps.audit.models import AuditEvent, ErasureRequest
from apps.audit.services import actor_for_user, verify_audit_chain
from apps.chat.models import Message
from apps.memory.models import MemoryEntry
from tests.privacy.conftest import client_for
from tests.privacy.helpers import Planted, new_canary, plant_user_data

ADD = reverse("admin:audit_erasurerequest_add")
CHANGELIST = reverse("admin:audit_erasurerequest_changelist")


def page_of(erasure_request: ErasureRequest) -> str:
    return reverse("admin:audit_erasurerequest_change", args=[erasure_request.pk])


@pytest.fixture
def planted(end_user: User) -> Planted:
    return plant_user_data(end_user, new_canary())


def _staff_with(username: str, *codenames: str) -> User:
    user = User.objects.create_user(username=username, password=f"{username}-pass-123", is_staff=True)
    for codename in codenames:
        user.user_permissions.add(Permission.objects.get(content_type__app_label="audit", codename=codename))
    return User.objects.get(pk=user.pk)


def test_an_admin_queues_an_erasure_request_for_a_person_named_by_their_whole_username(
    admin_user: User, planted: Planted
) -> None:
    client = client_for(admin_user)
    assert client.get(ADD).status_code == 200
    response = client.post(ADD, {"person": planted.user.username, "legal_basis": "GDPR Art. 17"}, follow=True)
    assert response.status_code == 200
    request = ErasureRequest.objects.get()
    assert response.redirect_chain[-1][0] == page_of(request)
    assert request.status == ErasureRequest.Status.RECEIVED and request.channel == "admin"
    assert request.legal_basis == "GDPR Art. 17" and request.user == planted.user
    assert request.due_at - request.requested_at == timedelta(days=30)
    html = response.content.decode()
    assert request.request_id in html and "due in 30 days" in html
    assert planted.canary not in html
    assert User.objects.filter(pk=planted.user.pk).exists()  # queued, nothing erased yet
    event = AuditEvent.objects.get(action="erasure.requested")
    assert event.subject == planted.user.pseudonym and event.actor == admin_user.pseudonym


@pytest.mark.parametrize("typed", ["fragment", "nobody-at-all", ""])
def test_a_fragment_or_an_unknown_name_queues_nothing(admin_user: User, end_user: User, typed: str) -> None:
    person = end_user.username[:4] if typed == "fragment" else typed
    response = client_for(admin_user).post(ADD, {"person": person, "legal_basis": "GDPR Art. 17"})
    assert response.status_code == 422
    assert ErasureRequest.objects.count() == 0 and not AuditEvent.objects.filter(action="erasure.requested").exists()


def test_a_name_two_people_share_queues_nothing_and_says_to_use_the_username(
    admin_user: User, end_user: User, other_end_user: User
) -> None:
    User.objects.filter(pk__in=[end_user.pk, other_end_user.pk]).update(email="shared@example.com")
    response = client_for(admin_user).post(ADD, {"person": "shared@example.com", "legal_basis": "x"})
    assert response.status_code == 422 and "2 people match" in response.content.decode()
    assert ErasureRequest.objects.count() == 0


def test_a_person_has_at_most_one_open_request(admin_user: User, end_user: User) -> None:
    client = client_for(admin_user)
    client.post(ADD, {"person": end_user.username, "legal_basis": "GDPR Art. 17"})
    again = client.post(ADD, {"person": end_user.username, "legal_basis": "GDPR Art. 17"})
    assert again.status_code == 422 and "already has an open erasure request" in again.content.decode()
    assert ErasureRequest.objects.count() == 1


def test_the_person_s_page_leads_to_a_request_for_that_person(admin_user: User, end_user: User) -> None:
    client = client_for(admin_user)
    page = client.get(reverse("admin:accounts_user_change", args=[end_user.pk])).content.decode()
    assert f'href="{ADD}?user={end_user.pk}"' in page
    form = client.get(ADD, {"user": end_user.pk}).content.decode()
    assert f'value="{end_user.username}"' in form


def test_a_request_moves_to_in_progress_then_completing_it_erases_and_shows_the_receipt(
    admin_user: User, planted: Planted
) -> None:
    request = erasure_request_create(user=planted.user, actor=actor_for_user(admin_user), channel="admin")
    client = client_for(admin_user)
    page = client.get(page_of(request)).content.decode()
    assert 'value="in_progress"' in page and 'value="completed"' in page and 'value="refused"' in page

    moved = client.post(page_of(request), {"status": "in_progress"}, follow=True)
    assert moved.status_code == 200 and "is now in progress" in moved.content.decode()
    request.refresh_from_db()
    assert request.status == ErasureRequest.Status.IN_PROGRESS
    changed = AuditEvent.objects.get(action="erasure.status_changed")
    assert changed.scope["from"] == "received" and changed.scope["to"] == "in_progress"
    assert 'value="received"' not in client.get(page_of(request)).content.decode()  # only forward

    done = client.post(page_of(request), {"status": "completed"}, follow=True)
    html = done.content.decode()
    request.refresh_from_db()
    assert request.status == ErasureRequest.Status.COMPLETED and request.user is None
    assert not User.objects.filter(pk=planted.user.pk).exists()
    assert not MemoryEntry.objects.filter(user_id=planted.user.pk).exists()
    assert not Message.objects.filter(user_id=planted.user.pk).exists()
    assert "Erased. Receipt" in html and request.receipt["audit_chain_hash"] in html  # the receipt, shown
    assert planted.canary not in html
    assert 'name="status"' not in html  # final: no form any more
    assert client.post(page_of(request), {"status": "refused", "refusal_reason": "too late"}).status_code == 403
    assert verify_audit_chain() is None


def test_refusing_needs_a_reason_which_the_request_then_shows(admin_user: User, end_user: User) -> None:
    request = erasure_request_create(user=end_user, actor=actor_for_user(admin_user), channel="admin")
    client = client_for(admin_user)
    bare = client.post(page_of(request), {"status": "refused", "refusal_reason": "  "})
    assert bare.status_code == 422 and "A refusal needs a reason." in bare.content.decode()
    request.refresh_from_db()
    assert request.status == ErasureRequest.Status.RECEIVED

    reason = "Invoices must be kept for 10 years (tax law)"
    client.post(page_of(request), {"status": "refused", "refusal_reason": reason})
    request.refresh_from_db()
    assert request.status == ErasureRequest.Status.REFUSED and request.refusal_reason == reason
    assert reason in client.get(page_of(request)).content.decode()
    assert AuditEvent.objects.get(action="erasure.status_changed").reason == reason
    assert User.objects.filter(pk=end_user.pk).exists()


def test_the_deadline_shows_on_the_list_and_an_overdue_request_says_so(admin_user: User, end_user: User) -> None:
    request = erasure_request_create(user=end_user, actor=actor_for_user(admin_user), channel="admin")
    ErasureRequest.objects.filter(pk=request.pk).update(due_at=timezone.now() - timedelta(days=2, hours=1))
    client = client_for(admin_user)
    assert "overdue by 2 days" in client.get(CHANGELIST).content.decode()
    assert "overdue by 2 days" in client.get(page_of(request)).content.decode()


def test_staff_who_may_only_view_requests_see_no_form_and_cannot_move_one(end_user: User, admin_user: User) -> None:
    request = erasure_request_create(user=end_user, actor=actor_for_user(admin_user), channel="admin")
    viewer = client_for(_staff_with("vera", "view_erasurerequest"))
    page = viewer.get(page_of(request))
    assert page.status_code == 200 and 'name="status"' not in page.content.decode()
    assert viewer.post(page_of(request), {"status": "completed"}).status_code == 403
    assert viewer.get(ADD).status_code == 403
    assert viewer.post(ADD, {"person": end_user.username, "legal_basis": "x"}).status_code == 403
    nobody = client_for(_staff_with("nora"))
    assert nobody.get(page_of(request)).status_code == 403
    request.refresh_from_db()
    assert request.status == ErasureRequest.Status.RECEIVED and User.objects.filter(pk=end_user.pk).exists()


def test_the_queue_pages_are_in_chinese_for_a_chinese_admin(admin_user: User, end_user: User) -> None:
    User.objects.filter(pk=admin_user.pk).update(language="zh-hans")
    request = erasure_request_create(user=end_user, actor=actor_for_user(admin_user), channel="admin")
    client = client_for(User.objects.get(pk=admin_user.pk))
    page = client.get(page_of(request)).content.decode()
    assert "30 天后到期" in page and "已拒绝：请在下面说明原因" in page
    refused = client.post(page_of(request), {"status": "refused", "refusal_reason": ""}).content.decode()
    assert "拒绝必须说明原因。" in refused


def test_erasing_a_person_with_an_open_request_completes_that_request(admin_user: User, end_user: User) -> None:
    queued = erasure_request_create(user=end_user, actor=actor_for_user(admin_user), channel="admin")
    receipt = user_erase(user=end_user, actor=actor_for_user(end_user), channel="dashboard")
    queued.refresh_from_db()
    assert ErasureRequest.objects.count() == 1
    assert queued.status == ErasureRequest.Status.COMPLETED and queued.receipt == receipt


def test_deleting_a_person_never_writes_their_username_to_the_admin_log(admin_user: User, end_user: User) -> None:
    client = client_for(admin_user)
    with CaptureQueriesContext(connection) as queries:
        client.post(reverse("admin:accounts_user_change", args=[end_user.pk]), {})  # an invalid edit logs nothing
        response = client.post(reverse("admin:accounts_user_delete", args=[end_user.pk]), {"post": "yes"})
    assert response.status_code == 302 and not User.objects.filter(pk=end_user.pk).exists()
    written = [
        q["sql"] for q in queries.captured_queries
        if "django_admin_log" in q["sql"] and q["sql"].lstrip().upper().startswith("INSERT")
    ]  # fmt: skip
    assert written  # the deletion was logged (and then purged by the erasure)
    assert not any(end_user.username in sql for sql in written)


def test_a_refusal_reason_keeps_no_contact_detail_or_secret_in_the_request_or_the_append_only_log(
    admin_user: User, end_user: User
) -> None:
    # the audit log outlives the erasure and cannot be edited: a reason typed with the person's
    # e-mail address or phone number would keep it there for ever
    request = erasure_request_create(user=end_user, actor=actor_for_user(admin_user), channel="admin")
    typed = "Asked by alice.w@example.com / +44 20 7946 0958 with password: Hunter2-Secret; tax law applies"
    client_for(admin_user).post(page_of(request), {"status": "refused", "refusal_reason": typed})
    request.refresh_from_db()
    event = AuditEvent.objects.get(action="erasure.status_changed")
    for stored in (request.refusal_reason, event.reason):
        assert "alice.w@example.com" not in stored and "7946" not in stored and "Hunter2" not in stored
        assert stored.startswith("Asked by [email] / [phone]") and stored.endswith("tax law applies")
    assert verify_audit_chain() is None


def test_a_legal_basis_typed_with_a_contact_detail_is_kept_without_it(admin_user: User, end_user: User) -> None:
    request = erasure_request_create(
        user=end_user,
        actor=actor_for_user(admin_user),
        channel="admin",
        legal_basis="GDPR Art. 17, from bo@example.com",
    )
    assert request.legal_basis == "GDPR Art. 17, from [email]"
    assert AuditEvent.objects.get(action="erasure.requested").reason == "GDPR Art. 17, from [email]"
    receipt = user_erase(user=end_user, actor=actor_for_user(admin_user))
    assert receipt["legal_basis"] == "GDPR Art. 17, from [email]"
