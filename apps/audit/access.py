"""Staff see a person's memory content in the admin only after recording why — and that is audited.

A grant is per staff session and per person, lasts ``GRANT_MINUTES`` and is recorded as an
``admin.opened_memories`` audit event carrying the reason. Without one, admin lists and change
pages show rows with their content replaced by ``HIDDEN`` (change pages read-only, without
inlines) and link to the form that records a reason; history and delete pages, which print
``str(obj)``, redirect to that form. ``ContentGatedAdmin`` is the mixin the memory and chat
admins use.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast

from django import forms
from django.contrib import admin
from django.contrib.admin.models import ADDITION, CHANGE, DELETION, LogEntry
from django.contrib.admin.utils import label_for_field, unquote
from django.db import transaction
from django.db.models import Model, QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.html import format_html
from django.utils.http import urlencode

from apps.accounts.models import User, pseudonym_for
from apps.audit.models import AuditAction, AuditEvent
from apps.audit.services import actor_for_user, audit_record, subject_for

GRANT_MINUTES = 30
SESSION_KEY = "audit_access_grants"
HIDDEN = "— hidden: record a reason —"
HIDDEN_FIELD = "hidden_content"

if TYPE_CHECKING:
    _Base = admin.ModelAdmin[Any]
else:
    _Base = object


def request_id_of(request: HttpRequest) -> str:
    return str(getattr(request, "request_id", ""))


def access_grants(request: HttpRequest) -> dict[int, float]:
    """The people whose content this staff session may read now → until when (epoch seconds)."""
    stored = request.session.get(SESSION_KEY, {})
    now = time.time()
    return {int(user_id): grant["until"] for user_id, grant in stored.items() if grant.get("until", 0) > now}


def access_granted(request: HttpRequest, user_id: int | None) -> bool:
    return user_id is not None and user_id in access_grants(request)


def access_grant_record(*, request: HttpRequest, subject_user: User, reason: str) -> AuditEvent:
    """Record why a staff member opens ``subject_user``'s memories, then open them for GRANT_MINUTES."""
    staff = cast(User, request.user)
    if not staff.is_staff:
        raise PermissionError("only staff can open a person's memories")
    reason = " ".join(reason.split())
    event = audit_record(
        action=AuditAction.ADMIN_OPENED_MEMORIES,
        **actor_for_user(staff),
        subject=subject_for(subject_user),
        workspace_id=subject_user.workspace_id,
        scope={"minutes": GRANT_MINUTES},
        request_id=request_id_of(request),
        reason=reason,
    )
    grants = {k: v for k, v in request.session.get(SESSION_KEY, {}).items() if v.get("until", 0) > time.time()}
    grants[str(subject_user.pk)] = {"until": time.time() + GRANT_MINUTES * 60, "event": event.pk}
    request.session[SESSION_KEY] = grants
    return event


def access_grant_url(user_id: int, next_url: str = "") -> str:
    url = reverse("admin:audit_access_grant", args=[user_id])
    return f"{url}?{urlencode({'next': next_url})}" if next_url else url


class _Neutral:
    """Stands in for a row in templates: same attributes, but ``str()`` names no content."""

    def __init__(self, obj: Model, label: str) -> None:
        self._obj = obj
        self._label = label

    def __str__(self) -> str:
        return self._label

    def __getattr__(self, name: str) -> Any:
        return getattr(self._obj, name)


class AccessGrantForm(forms.Form):
    reason = forms.CharField(
        min_length=10,
        max_length=300,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text="Why you need to read this person's memories (support ticket, legal request, …). It is kept in the audit log.",
    )


class ContentFreeLogAdmin(_Base):
    """Mix into a ModelAdmin whose ``str(obj)`` is content or personal data (a memory's summary, a
    person's username): the admin log names each row ``<model> #<id>``.

    ``LogEntry.object_repr`` is ``str(obj)``. Django's own ``log_*`` methods would write it, and a
    later UPDATE or the erasure's DELETE of the line would still leave the text in the WAL; so the
    lines are written with the content-free name from the start."""

    def _log(self, request: HttpRequest, objects: Any, action_flag: int, message: Any = "", *, single: bool) -> Any:
        named = [_ContentFreeName(obj, f"{self.model._meta.verbose_name} #{obj.pk}") for obj in objects]
        return LogEntry.objects.log_actions(  # type: ignore[call-overload]
            user_id=request.user.pk,
            queryset=named,
            action_flag=action_flag,
            change_message=_without_names(message),
            single_object=single,
        )

    def log_addition(self, request: HttpRequest, obj: Model, message: Any) -> Any:
        return self._log(request, [obj], ADDITION, message, single=True)

    def log_change(self, request: HttpRequest, obj: Model, message: Any) -> Any:
        return self._log(request, [obj], CHANGE, message, single=True)

    def log_deletions(self, request: HttpRequest, queryset: Any) -> Any:
        return self._log(request, list(queryset), DELETION, single=False)


class ContentGatedAdmin(ContentFreeLogAdmin):
    """Mix into a ModelAdmin whose rows hold a person's content.

    ``content_fields``: columns and fields that show content (including foreign keys whose
    ``str()`` is content, such as a session's title). ``subject_path``: how to reach the owner
    from a row, e.g. ``"user"`` or ``"memory__user"``.
    """

    content_fields: tuple[str, ...] = ()
    subject_path: str = "user"

    def owner_id(self, obj: Model) -> int | None:
        *hops, last = self.subject_path.split("__")
        target: Any = obj
        for hop in hops:
            target = getattr(target, hop)
        return cast(int | None, getattr(target, f"{last}_id"))

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        queryset = super().get_queryset(request)
        if "__" in self.subject_path:
            queryset = queryset.select_related(self.subject_path.rsplit("__", 1)[0])
        return queryset

    # --- lists: content replaced, a link to record a reason per row -----------------------------

    def get_list_display(self, request: HttpRequest) -> Any:
        grants = access_grants(request)
        here = request.get_full_path()
        columns = [
            self._gated_column(name, grants) if name in self.content_fields else name
            for name in super().get_list_display(request)
        ]
        return [*columns, self._access_column(grants, here)]

    def _gated_column(self, name: str, grants: dict[int, float]) -> Any:
        def column(obj: Model) -> Any:
            if self.owner_id(obj) in grants:
                value = getattr(obj, name)
                return "—" if value in (None, "") else value
            return HIDDEN

        column.short_description = label_for_field(name, self.model, self)  # type: ignore[attr-defined]
        column.__name__ = name
        return column

    def _access_column(self, grants: dict[int, float], here: str) -> Any:
        def content_access(obj: Model) -> str:
            owner = self.owner_id(obj)
            if owner is None:
                return "—"
            if owner in grants:
                return f"open until {time.strftime('%H:%M', time.localtime(grants[owner]))}"
            return format_html('<a href="{}">record a reason to view</a>', access_grant_url(owner, here))

        content_access.short_description = "content"  # type: ignore[attr-defined]
        return content_access

    def get_search_fields(self, request: HttpRequest) -> Any:
        # Searching content would let anyone probe it without a reason.
        return [
            f for f in super().get_search_fields(request) if f.lstrip("^=@").split("__")[0] not in self.content_fields
        ]

    def get_actions(self, request: HttpRequest) -> Any:
        # The bulk-delete confirmation lists str(obj) (content) and deletes unaudited.
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    # --- one row: the change page renders read-only with content hidden; history and delete
    # (which print str(obj) and related rows) need a grant first ---------------------------------

    def _granted_for(self, request: HttpRequest, obj: Model | None) -> bool:
        return obj is None or access_granted(request, self.owner_id(obj))

    def get_readonly_fields(self, request: HttpRequest, obj: Model | None = None) -> Any:
        readonly = list(super().get_readonly_fields(request, obj))
        if self._granted_for(request, obj):
            return readonly
        excluded = set(self.exclude or ())
        editable = [
            f.name for f in self.model._meta.fields if f.editable and not f.primary_key and f.name not in excluded
        ]
        return list(dict.fromkeys([*readonly, *editable, HIDDEN_FIELD]))

    def get_fields(self, request: HttpRequest, obj: Model | None = None) -> Any:
        fields = super().get_fields(request, obj)
        if self._granted_for(request, obj):
            return fields
        return [f for f in fields if f not in self.content_fields and f != HIDDEN_FIELD] + [HIDDEN_FIELD]

    def get_inlines(self, request: HttpRequest, obj: Model | None) -> Any:
        return super().get_inlines(request, obj) if self._granted_for(request, obj) else []

    @admin.display(description="content")
    def hidden_content(self, obj: Model) -> str:
        owner = self.owner_id(obj)
        if owner is None:
            return HIDDEN
        here = reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])
        return format_html('{} <a href="{}">record a reason to view</a>', HIDDEN, access_grant_url(owner, here))

    def render_change_form(
        self,
        request: HttpRequest,
        context: dict[str, Any],
        add: bool = False,
        change: bool = False,
        form_url: str = "",
        obj: Model | None = None,
    ) -> Any:
        if obj is not None and not self._granted_for(request, obj):
            # The title and breadcrumbs print str(obj) — for a memory, its summary.
            label = f"{self.model._meta.verbose_name} #{obj.pk}"
            context = {**context, "original": _Neutral(obj, label), "subtitle": label}
        return super().render_change_form(request, context, add, change, form_url, obj)

    def _grant_redirect(self, request: HttpRequest, object_id: str) -> HttpResponse | None:
        obj = self.get_object(request, unquote(object_id))
        if obj is None or self._granted_for(request, obj):
            return None  # (None: the admin's own "does not exist" handling)
        owner = self.owner_id(obj)
        assert owner is not None
        return HttpResponseRedirect(access_grant_url(owner, request.get_full_path()))

    def history_view(self, request: HttpRequest, object_id: str, extra_context: Any = None) -> HttpResponse:
        return self._grant_redirect(request, object_id) or super().history_view(request, object_id, extra_context)

    def delete_view(self, request: HttpRequest, object_id: str, extra_context: Any = None) -> HttpResponse:
        return self._grant_redirect(request, object_id) or super().delete_view(request, object_id, extra_context)

    def delete_model(self, request: HttpRequest, obj: Model) -> None:
        owner_id = self.owner_id(obj)
        owner = User.objects.filter(pk=owner_id).values_list("public_id", "workspace_id").first() if owner_id else None
        public_id, workspace_id = owner if owner else (None, None)
        object_id = obj.pk
        with transaction.atomic():
            _, per_model = obj.delete()
            audit_record(
                action=AuditAction.ADMIN_DELETED,
                **actor_for_user(cast(User, request.user)),
                subject=pseudonym_for(public_id) if public_id else "unknown",
                workspace_id=workspace_id,
                scope={"model": obj._meta.label_lower, "id": object_id},
                counts={label.lower(): n for label, n in per_model.items()},
                request_id=request_id_of(request),
            )


def _without_names(message: Any) -> Any:
    """Django's change message names each inline row it added, changed or deleted by ``str(row)``
    ({"added": {"name": "membership", "object": "alice in Acme"}}): keep the kind and the fields,
    drop the name."""
    if not isinstance(message, list):
        return message
    return [
        {verb: {k: v for k, v in detail.items() if k != "object"} if isinstance(detail, dict) else detail for verb, detail in entry.items()}
        if isinstance(entry, dict) else entry
        for entry in message
    ]  # fmt: skip


class _ContentFreeName:
    """Stands in for a row when the admin log is written: the same model and primary key, and a
    name that quotes nothing of the row (``LogEntry.objects.log_actions`` reads only these)."""

    def __init__(self, obj: Model, name: str) -> None:
        self._meta = obj._meta
        self.pk = obj.pk
        self._name = name

    def __str__(self) -> str:
        return self._name
