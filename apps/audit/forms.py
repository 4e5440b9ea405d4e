"""The admin's forms for the erasure queue: queue a request for a person, move a request along."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from apps.accounts.models import User
from apps.audit.erasure import DEFAULT_LEGAL_BASIS
from apps.audit.models import ErasureRequest
from apps.audit.selectors import people_named_exactly

STATUS_CHOICE_LABELS = {
    ErasureRequest.Status.IN_PROGRESS: _("In progress: we are working on it"),
    ErasureRequest.Status.COMPLETED: _("Completed: erase the person now (this cannot be undone)"),
    ErasureRequest.Status.REFUSED: _("Refused: say why below"),
}


class ErasureRequestCreateForm(forms.Form):
    person = forms.CharField(
        label=_("Person"),
        max_length=254,
        help_text=_("Their whole username, e-mail address or external id (a fragment matches no one)."),
    )
    legal_basis = forms.CharField(label=_("Legal basis"), max_length=100, initial=DEFAULT_LEGAL_BASIS)

    def clean_person(self) -> User:
        people = people_named_exactly(self.cleaned_data["person"])
        if not people:
            raise forms.ValidationError(_("No one has exactly this username, e-mail address or external id."))
        if len(people) > 1:
            raise forms.ValidationError(
                ngettext(
                    "%(n)d person matches; enter their username, which only one person has.",
                    "%(n)d people match; enter their username, which only one person has.",
                    len(people),
                )
                % {"n": len(people)}
            )
        return people[0]


class ErasureStatusForm(forms.Form):
    status = forms.ChoiceField(label=_("New status"), widget=forms.RadioSelect)
    refusal_reason = forms.CharField(
        label=_("Reason for a refusal"),
        required=False,
        max_length=300,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text=_(
            "Needed when you refuse (PIPL Art. 50). The person is told this reason; it is kept in the audit log."
        ),
    )

    def __init__(self, *args: Any, next_statuses: list[str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["status"].choices = [(s, STATUS_CHOICE_LABELS[ErasureRequest.Status(s)]) for s in next_statuses]  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if cleaned.get("status") == ErasureRequest.Status.REFUSED and not cleaned.get("refusal_reason", "").strip():
            self.add_error("refusal_reason", _("A refusal needs a reason."))
        return cleaned
