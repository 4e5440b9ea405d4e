"""The auditors' API under /api/audit/ (Django REST framework, browsable).

Access: staff with ``audit.view_audit``; changing an erasure request's status also needs
``audit.change_erasurerequest``. Staff without the permission get 403; authenticated non-staff
get 404 (the API does not admit it exists); anonymous requests get 403 "Authentication
credentials were not provided." (session authentication sends no WWW-Authenticate challenge, so
DRF answers 403 rather than 401).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from typing import Any, cast

from django.http import StreamingHttpResponse
from django.utils import timezone
from rest_framework import generics, serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.pagination import CursorPagination
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.reverse import reverse
from rest_framework.views import APIView

from apps.accounts.models import User
from apps.audit.erasure import ErasureStateError, erasure_request_set_status
from apps.audit.models import AuditEvent, ErasureRequest
from apps.audit.selectors import OPEN_STATUSES, audit_event_list, erasure_request_list, staff_names_by_pseudonym
from apps.audit.services import actor_for_user, audit_chain_check


class IsAuditor(BasePermission):
    message = "Using the audit API needs the audit.view_audit permission."

    def has_permission(self, request: Request, view: APIView) -> bool:
        user = request.user
        if not user or not user.is_authenticated:
            return False
        if not user.is_staff:
            raise NotFound()
        return bool(user.has_perm("audit.view_audit"))


class CanManageErasures(IsAuditor):
    message = "Changing an erasure request needs the audit.change_erasurerequest permission."

    def has_permission(self, request: Request, view: APIView) -> bool:
        if not super().has_permission(request, view):
            return False
        return request.method in SAFE_METHODS or bool(request.user.has_perm("audit.change_erasurerequest"))


class NewestFirst(CursorPagination):
    ordering = "-id"
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 500


def _request_id(request: Request) -> str:
    return str(getattr(request._request, "request_id", ""))


class CommaList(serializers.CharField):
    def to_internal_value(self, data: Any) -> Any:
        return [part.strip() for part in str(super().to_internal_value(data)).split(",") if part.strip()]


class AuditApiRoot(APIView):
    """The privacy audit API: events, their CSV export, the erasure queue, chain verification."""

    permission_classes = [IsAuditor]

    def get(self, request: Request) -> Response:
        return Response(
            {
                "events": reverse("audit:events", request=request),
                "events_csv": reverse("audit:events-export", request=request),
                "erasure_requests": reverse("audit:erasure-requests", request=request),
                "verify": reverse("audit:verify", request=request),
            }
        )


class _EventFilter(serializers.Serializer):
    action = CommaList(required=False, help_text="comma-separated; 'user.*' matches a prefix")
    subject = serializers.CharField(required=False, max_length=64)
    actor = serializers.CharField(required=False, max_length=64)
    actor_type = serializers.ChoiceField(required=False, choices=AuditEvent.ActorType.choices)
    request_id = serializers.CharField(required=False, max_length=64)
    workspace_id = serializers.IntegerField(required=False)
    since = serializers.DateTimeField(required=False)
    until = serializers.DateTimeField(required=False)


def _filtered_events(request: Request) -> Any:
    params = _EventFilter(data=request.query_params)
    params.is_valid(raise_exception=True)
    data = cast(dict[str, Any], params.validated_data)
    return audit_event_list(
        actions=data.get("action", []),
        subject=data.get("subject", ""),
        actor=data.get("actor", ""),
        actor_type=data.get("actor_type", ""),
        request_id=data.get("request_id", ""),
        workspace_id=data.get("workspace_id"),
        since=data.get("since"),
        until=data.get("until"),
    )


def _actor_label(event: AuditEvent, staff_names: dict[str, str]) -> str:
    if event.actor_type == AuditEvent.ActorType.STAFF:
        name = staff_names.get(event.actor)
        return f"staff {name}" if name else "staff (account no longer staff or removed)"
    if event.actor_type == AuditEvent.ActorType.USER:
        return "the person themselves" if event.actor == event.subject else "an end user"
    if event.actor_type == AuditEvent.ActorType.API_KEY:
        return f"API key {event.actor}"
    return event.actor


class _StaffNames:
    """Serializer context with the staff pseudonym → name map the actor labels read (one query)."""

    def get_serializer_context(self) -> dict[str, Any]:
        return {**super().get_serializer_context(), "staff_names": staff_names_by_pseudonym()}  # type: ignore[misc]


# An event's fields as the list returns them and as the CSV export's columns, in this order.
EVENT_FIELDS = [
    "id",
    "created_at",
    "action",
    "actor_type",
    "actor",
    "actor_label",
    "subject",
    "workspace_id",
    "request_id",
    "reason",
    "scope",
    "counts",
    "prev_hash",
    "hash",
]


class AuditEventList(_StaffNames, generics.ListAPIView):
    """Audit events, newest first. Filters: action, subject, actor, actor_type, request_id,
    workspace_id, since, until (ISO 8601; ``until`` is exclusive)."""

    class OutputSerializer(serializers.ModelSerializer):
        actor_label = serializers.SerializerMethodField()

        class Meta:
            model = AuditEvent
            fields = EVENT_FIELDS

        def get_actor_label(self, event: AuditEvent) -> str:
            return _actor_label(event, self.context["staff_names"])

    permission_classes = [IsAuditor]
    pagination_class = NewestFirst
    serializer_class = OutputSerializer

    def get_queryset(self) -> Any:
        return _filtered_events(self.request)


class AuditEventDetail(_StaffNames, generics.RetrieveAPIView):
    permission_classes = [IsAuditor]
    serializer_class = AuditEventList.OutputSerializer
    queryset = AuditEvent.objects.all()


class _Echo:
    def write(self, value: str) -> str:
        return value


def _csv_cell(value: Any) -> Any:
    # A leading = + - @ would make a spreadsheet run the cell as a formula.
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _csv_value(event: AuditEvent, name: str, staff_names: dict[str, str]) -> Any:
    """A field as the CSV writes it: ISO times, JSON for scope and counts, an empty cell for none."""
    if name == "actor_label":
        return _actor_label(event, staff_names)
    value = getattr(event, name)
    if name == "created_at":
        return value.isoformat()
    if name in ("scope", "counts"):
        return json.dumps(value, sort_keys=True)
    return "" if value is None else value


class AuditEventExport(APIView):
    """All events matching the same filters as the list, as CSV (scope and counts as JSON)."""

    permission_classes = [IsAuditor]

    def perform_content_negotiation(self, request: Request, force: bool = False) -> Any:
        # The body is CSV whatever the Accept header says; don't answer "Accept: text/csv" with 406.
        return super().perform_content_negotiation(request, force=True)

    def get(self, request: Request) -> StreamingHttpResponse:
        events = _filtered_events(request)
        staff_names = staff_names_by_pseudonym()
        writer = csv.writer(_Echo())

        def rows() -> Iterator[str]:
            yield writer.writerow(EVENT_FIELDS)
            for event in events.iterator(chunk_size=2000):
                yield writer.writerow([_csv_cell(_csv_value(event, name, staff_names)) for name in EVENT_FIELDS])

        stamp = timezone.now().strftime("%Y%m%dT%H%M%SZ")
        response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="audit-events-{stamp}.csv"'
        return response


class _ErasureOutput(serializers.ModelSerializer):
    overdue = serializers.SerializerMethodField()

    class Meta:
        model = ErasureRequest
        fields = [
            "id",
            "request_id",
            "subject",
            "user",
            "workspace_id",
            "requested_by",
            "channel",
            "legal_basis",
            "requested_at",
            "due_at",
            "overdue",
            "status",
            "completed_at",
            "refusal_reason",
            "receipt",
        ]

    def get_overdue(self, obj: ErasureRequest) -> bool:
        return obj.status in OPEN_STATUSES and obj.due_at < timezone.now()


class ErasureRequestList(generics.ListAPIView):
    """The erasure queue. Filters: status (comma-separated), subject, request_id, overdue (true/false)."""

    class FilterSerializer(serializers.Serializer):
        status = CommaList(required=False)
        subject = serializers.CharField(required=False, max_length=64)
        request_id = serializers.CharField(required=False, max_length=64)
        overdue = serializers.BooleanField(required=False, allow_null=True, default=None)

    permission_classes = [IsAuditor]
    pagination_class = NewestFirst
    serializer_class = _ErasureOutput

    def get_queryset(self) -> Any:
        params = self.FilterSerializer(data=self.request.query_params)
        params.is_valid(raise_exception=True)
        data = cast(dict[str, Any], params.validated_data)
        return erasure_request_list(
            statuses=data.get("status", []),
            subject=data.get("subject", ""),
            request_id=data.get("request_id", ""),
            overdue=data.get("overdue"),
        )


class ErasureRequestDetail(APIView):
    """One erasure request. PATCH ``{"status": ..., "refusal_reason": ...}`` moves it along the
    queue; ``completed`` performs the erasure and fills in the receipt."""

    class InputSerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=ErasureRequest.Status.choices)
        refusal_reason = serializers.CharField(required=False, allow_blank=True, max_length=300, default="")

    permission_classes = [CanManageErasures]

    def _get(self, pk: int) -> ErasureRequest:
        try:
            return ErasureRequest.objects.get(pk=pk)
        except ErasureRequest.DoesNotExist:
            raise NotFound() from None

    def get(self, request: Request, pk: int) -> Response:
        return Response(_ErasureOutput(self._get(pk)).data)

    def patch(self, request: Request, pk: int) -> Response:
        erasure_request = self._get(pk)
        payload = self.InputSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        data = cast(dict[str, Any], payload.validated_data)
        try:
            updated = erasure_request_set_status(
                erasure_request=erasure_request,
                status=data["status"],
                actor=actor_for_user(cast(User, request.user)),
                refusal_reason=data["refusal_reason"],
                request_id=_request_id(request),
            )
        except ErasureStateError as error:
            return Response({"detail": str(error)}, status=status.HTTP_409_CONFLICT)
        return Response(_ErasureOutput(updated).data)


class AuditVerify(APIView):
    """Walk the hash chain now. ``?expect_head=<row id>:<hash>`` or ``<hash>`` (repeatable): hashes that must
    still be in it."""

    permission_classes = [IsAuditor]

    def get(self, request: Request) -> Response:
        report = audit_chain_check(expect_heads=tuple(request.query_params.getlist("expect_head")))
        broken = None if report.broken is None else {"id": report.broken.event_id, "reason": report.broken.reason}
        return Response(
            {"ok": report.ok, "count": report.count, "head": report.head, "head_id": report.head_id, "broken": broken}
        )
