"""Reads of the audit log and the erasure queue (the API and the admin use these)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from django.db.models import Q, QuerySet
from django.utils import timezone

from apps.accounts.models import User, pseudonym_for
from apps.audit.models import AuditEvent, ErasureRequest

OPEN_STATUSES = (ErasureRequest.Status.RECEIVED, ErasureRequest.Status.IN_PROGRESS)


def audit_event_list(
    *,
    actions: Iterable[str] = (),
    subject: str = "",
    actor: str = "",
    actor_type: str = "",
    request_id: str = "",
    workspace_id: int | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
) -> QuerySet[AuditEvent]:
    """Events matching every given filter, newest first. ``actions`` may end in ``.*`` (a prefix)."""
    events = AuditEvent.objects.all()
    action_filter = Q()
    for action in actions:
        action_filter |= Q(action__startswith=action[:-1]) if action.endswith(".*") else Q(action=action)
    events = events.filter(action_filter)
    if subject:
        events = events.filter(subject=subject)
    if actor:
        events = events.filter(actor=actor)
    if actor_type:
        events = events.filter(actor_type=actor_type)
    if request_id:
        # An erasure's events carry the HTTP request id; its receipt's request id is in scope.
        events = events.filter(Q(request_id=request_id) | Q(scope__erasure_request_id=request_id))
    if workspace_id is not None:
        events = events.filter(workspace_id=workspace_id)
    if since is not None:
        events = events.filter(created_at__gte=since)
    if until is not None:
        events = events.filter(created_at__lt=until)
    return events.order_by("-id")


def erasure_request_list(
    *, statuses: Iterable[str] = (), subject: str = "", request_id: str = "", overdue: bool | None = None
) -> QuerySet[ErasureRequest]:
    requests = ErasureRequest.objects.all()
    statuses = list(statuses)
    if statuses:
        requests = requests.filter(status__in=statuses)
    if subject:
        requests = requests.filter(subject=subject)
    if request_id:
        requests = requests.filter(request_id=request_id)
    late = Q(status__in=OPEN_STATUSES, due_at__lt=timezone.now())
    if overdue is True:
        requests = requests.filter(late)
    elif overdue is False:
        requests = requests.exclude(late)
    return requests.order_by("-id")


def staff_names_by_pseudonym() -> dict[str, str]:
    """Staff pseudonym → username, so that an auditor can see which staff member acted."""
    staff = User.objects.filter(is_staff=True).values_list("public_id", "username")
    return {pseudonym_for(public_id): username for public_id, username in staff}


def people_named_exactly(identifier: str, *, limit: int = 5) -> list[User]:
    """The people whose whole username, e-mail address or external id is ``identifier`` (case
    aside, as the admin's people search matches): a fragment matches no one, so an erasure request
    never lands on the wrong person."""
    identifier = identifier.strip()
    if not identifier:
        return []
    match = Q(username__iexact=identifier) | Q(email__iexact=identifier) | Q(external_id__iexact=identifier)
    return list(User.objects.filter(match).select_related("workspace").order_by("pk")[:limit])
