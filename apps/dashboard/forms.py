"""Forms parse and validate input; they hold no domain logic (services do the writing)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from pydantic import ValidationError as PydanticValidationError

from apps.accounts.forms import check_own_password
from apps.chat.services import ChatInputError, validate_message_text
from apps.core.fields import is_blank
from apps.core.jsonbody import JsonTooDeep, json_loads
from apps.dashboard.labels import CONFIDENCE_LABELS, STATUS_LABELS, TYPE_SINGULAR, fact_key_for, fact_label
from apps.dashboard.selectors import LIST_LIMIT, SORTS, MemoryFilters
from apps.memory.guard import memory_secrets
from apps.memory.models import Confidence, MemoryEntry, MemoryStatus, MemoryType
from apps.memory.portability import ExportDocument
from apps.memory.services import MAX_MEMORY_SUMMARY_CHARS

MAX_FACT_LINES = 30
MAX_IMPORT_BYTES = 50 * 1024 * 1024


def _type_choices(blank: str | None = None) -> list[tuple[str, Any]]:
    choices: list[tuple[str, Any]] = [("", blank)] if blank else []
    return choices + [(value, TYPE_SINGULAR[value]) for value in MemoryType.values]


class SearchForm(forms.Form):
    """Search by words or by meaning (the conversations page; My memory adds its filters)."""

    q = forms.CharField(label=_("Search"), required=False, max_length=200)
    mode = forms.ChoiceField(
        label=_("Search by"),
        required=False,
        choices=[("keyword", _("words")), ("semantic", _("meaning"))],
        initial="keyword",
    )

    def query(self) -> tuple[str, str]:
        """(words, "keyword" | "semantic"); an invalid value falls back to no search."""
        data = self.cleaned_data if self.is_valid() else {}
        return (data.get("q") or "").strip(), data.get("mode") or "keyword"


class MemoryFilterForm(SearchForm):
    type = forms.ChoiceField(label=_("Type"), required=False, choices=_type_choices(_("all types")))  # type: ignore[arg-type]
    status = forms.ChoiceField(
        label=_("Status"),
        required=False,
        choices=[("", _("any status")), *[(v, STATUS_LABELS[v]) for v in MemoryStatus.values]],
    )
    enabled = forms.ChoiceField(
        label=_("Used in replies"), required=False, choices=[("", _("on or off")), ("on", _("on")), ("off", _("off"))]
    )
    sort = forms.ChoiceField(
        label=_("Sort by"),
        required=False,
        choices=[
            ("recent", _("recently changed")),
            ("created", _("newest")),
            ("importance", _("importance")),
            ("used", _("most used")),
            ("confirmed", _("last confirmed")),
        ],
        initial="recent",
    )

    def filters(self) -> MemoryFilters:
        """The validated filters; an invalid value falls back to its default rather than failing."""
        data = self.cleaned_data if self.is_valid() else {}
        sort = data.get("sort") or "recent"
        q, mode = self.query()
        return MemoryFilters(
            q=q,
            mode=mode,
            type=data.get("type") or "",
            status=data.get("status") or "",
            enabled=data.get("enabled") or "",
            sort=sort if sort in SORTS else "recent",
        )


BULK_ACTIONS = ("off", "on", "delete")


class IdsField(forms.MultipleChoiceField):
    """Ids ticked on a page: any positive integers (whose they are is checked by the selector)."""

    def to_python(self, value: Any) -> list[int]:  # type: ignore[override]
        values = super().to_python(value)
        if any(not str(v).isdigit() for v in values):
            raise ValidationError(_("Select memories from the list."), code="invalid")
        return sorted({int(v) for v in values})

    def validate(self, value: Any) -> None:
        if self.required and not value:
            raise ValidationError(self.error_messages["required"], code="required")


class BulkActionForm(forms.Form):
    """Several memories from My memory and what to do with all of them."""

    action = forms.ChoiceField(choices=[(a, a) for a in BULK_ACTIONS])
    ids = IdsField(
        error_messages={"required": _("Select at least one memory first, then choose what to do with them.")}
    )

    def clean_ids(self) -> list[int]:
        ids: list[int] = self.cleaned_data["ids"]
        if len(ids) > LIST_LIMIT:
            raise ValidationError(_("At most %(n)d memories at once."), params={"n": LIST_LIMIT})
        return ids


def parse_facts(text: str, previous: dict[str, Any] | None = None) -> dict[str, str]:
    """``label: value`` per line → a dict. Values are kept verbatim (figures, dates, names); a label
    is read back to its key in English or Chinese ("Salary" / "月薪" → ``salary``), and a label of a
    fact in ``previous`` keeps that fact's exact key."""
    facts: dict[str, str] = {}
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > MAX_FACT_LINES:
        raise ValidationError(_("At most %(n)d facts."), params={"n": MAX_FACT_LINES})
    for line in lines:
        separator = ":" if ":" in line else ("：" if "：" in line else None)
        if separator is None:
            raise ValidationError(
                _("Write each fact as “key: value” on its own line: %(line)s"), params={"line": line[:60]}
            )
        label, value = line.split(separator, 1)
        if not label.strip() or not value.strip():
            raise ValidationError(
                _("Write each fact as “key: value” on its own line: %(line)s"), params={"line": line[:60]}
            )
        facts[fact_key_for(label.strip(), facts, previous)] = value.strip()
    return facts


def facts_as_text(facts: dict[str, Any]) -> str:
    """The facts as the person edits them: one “label: value” line each, labels in their language."""
    return "\n".join(f"{fact_label(key)}: {value}" for key, value in facts.items())


class MemoryEditForm(forms.Form):
    summary = forms.CharField(
        label=_("Summary"), max_length=MAX_MEMORY_SUMMARY_CHARS, widget=forms.Textarea(attrs={"rows": 2})
    )
    facts = forms.CharField(
        label=_("Facts"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text=_(
            "One “label: value” per line. Figures, dates and names are kept exactly as written. Leave them"
            " as they are and they follow an edited summary."
        ),
    )
    type = forms.ChoiceField(label=_("Type"), choices=_type_choices())
    importance = forms.TypedChoiceField(
        label=_("Importance"),
        coerce=int,
        choices=[(i, str(i)) for i in range(1, 6)],
        help_text=_("1 = minor, 5 = essential"),
    )
    confidence = forms.ChoiceField(
        label=_("Confidence"), choices=[(v, CONFIDENCE_LABELS[v]) for v in Confidence.values]
    )

    def __init__(self, *args: Any, memory: MemoryEntry | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.memory = memory

    def clean_summary(self) -> str:
        summary: str = self.cleaned_data["summary"]
        if is_blank(summary):  # the rule of every path (apps.core.fields): invisible characters say nothing
            raise ValidationError(self.fields["summary"].error_messages["required"], code="required")
        return summary

    def clean_facts(self) -> dict[str, str]:
        return parse_facts(self.cleaned_data.get("facts") or "", self.memory.facts if self.memory else None)

    def facts_to_save(self) -> dict[str, str] | None:
        """The facts to store, or None when the person left them as they were shown: then a new
        summary re-derives them (``memory_update``), so an edited summary never keeps a value it
        no longer states."""
        facts: dict[str, str] = self.cleaned_data["facts"]
        if self.memory is not None and facts == parse_facts(facts_as_text(self.memory.facts), self.memory.facts):
            return None
        return facts

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        for found in memory_secrets(data.get("summary"), data.get("facts")):
            field = "summary" if found["field"] == "summary" else "facts"
            self.add_error(
                field,
                _("This contains a secret (%(kinds)s); memoryhub never stores secrets.")
                % {"kinds": ", ".join(found["kinds"])},
            )
        return data


class ClearAllForm(forms.Form):
    confirmation = forms.CharField(label=_("Type the phrase to confirm"), max_length=40)

    def clean_confirmation(self) -> str:
        typed = " ".join(self.cleaned_data["confirmation"].split()).lower()
        accepted = {"delete everything", "全部删除", str(_("delete everything")).lower()}
        if typed not in accepted:
            raise ValidationError(_("Type the phrase exactly as shown to confirm."))
        return typed


class DeleteAccountForm(forms.Form):
    """Erasing the account: the phrase and the password, so that an unattended session cannot."""

    confirmation = forms.CharField(label=_("Type the phrase to confirm"), max_length=40)
    password = forms.CharField(label=_("Your password"), widget=forms.PasswordInput, max_length=200)

    def __init__(self, *args: Any, user: Any, request: HttpRequest | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.user = user
        self.request = request

    def clean_confirmation(self) -> str:
        typed = " ".join(self.cleaned_data["confirmation"].split()).lower()
        if typed not in {"delete my account", "删除我的账户", str(_("delete my account")).lower()}:
            raise ValidationError(_("Type the phrase exactly as shown to confirm."))
        return typed

    def clean_password(self) -> str:
        password: str = self.cleaned_data["password"]
        # under the sign-in lockout: a session left open is no oracle for guessing the password
        check_own_password(self.request, self.user, password, _("That is not your password."))
        return password


class ImportForm(forms.Form):
    file = forms.FileField(label=_("Export file (JSON)"))

    def clean_file(self) -> ExportDocument:
        upload = self.cleaned_data["file"]
        if upload.size > MAX_IMPORT_BYTES:
            raise ValidationError(_("The file is too large."))
        try:
            raw = json_loads(upload.read().decode("utf-8"))
        except JsonTooDeep:
            raise ValidationError(_("This file is nested too deeply to be an export file.")) from None
        except ValueError:
            raise ValidationError(_("This is not a JSON file.")) from None
        try:
            return ExportDocument.model_validate(raw)
        except PydanticValidationError as exc:
            errors = exc.errors()
            where = ".".join(str(part) for part in errors[0]["loc"]) if errors else ""
            raise ValidationError(
                _("This is not a memoryhub export this version can read (%(where)s: %(problem)s)."),
                params={"where": where or "document", "problem": errors[0]["msg"] if errors else ""},
            ) from None


class MessageField(forms.CharField):
    """A message to the assistant. The browser never cuts it short (no ``maxlength``: a paste
    longer than the limit used to be truncated without a word); the page's script counts against
    ``data-limit`` and warns before sending, and a message that is still too long, or empty, is
    refused here with a sentence that says why."""

    default_error_messages = {
        "required": _("Write a message first: there is nothing to send."),
        "max_length": _(
            "This message is %(show_value)d characters long; the limit is %(limit_value)d. Shorten it or send it in parts."
        ),
    }

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("max_length", settings.MAX_MESSAGE_CHARS)
        super().__init__(**kwargs)

    def widget_attrs(self, widget: forms.Widget) -> dict[str, Any]:
        attrs = super().widget_attrs(widget)
        attrs.pop("maxlength", None)
        attrs.update(
            {
                "data-limit": str(self.max_length),
                # {count} and {limit} are filled in by static/js/app.js
                "data-count-text": _("{count} of {limit} characters"),
                "data-over-text": _(
                    "This message is {count} characters long; the limit is {limit}. Shorten it before sending: nothing was sent."
                ),
                "data-empty-text": MessageField.default_error_messages["required"],
            }
        )
        return attrs

    def validate(self, value: Any) -> None:
        super().validate(value)
        # what the chat service would refuse as empty: only spaces, line breaks or invisible characters
        if value and "\x00" not in value and len(value) <= (self.max_length or len(value)):
            try:
                validate_message_text(value)
            except ChatInputError:
                raise ValidationError(self.error_messages["required"], code="required") from None


class ChatForm(forms.Form):
    message = MessageField(
        label=_("Message"), widget=forms.Textarea(attrs={"rows": 3, "placeholder": _("Write a message…")})
    )
    temporary = forms.BooleanField(
        label=_("Temporary chat (nothing is remembered or used)"),
        required=False,
    )


SCOPE_CHOICES = [
    ("read", _("read — recall, memories, sessions, episodes")),
    ("write", _("write — chat, ingest, memory changes, import")),
    ("admin", _("admin — API keys, export and erasure of a person")),
]


class ApiKeyForm(forms.Form):
    """A new API key: a name, one or more scopes, and how long it lasts (never, by default)."""

    name = forms.CharField(label=_("Key name"), max_length=100, help_text=_("What will use the key, e.g. support bot."))
    scopes = forms.MultipleChoiceField(
        label=_("Scopes"),
        choices=SCOPE_CHOICES,
        widget=forms.CheckboxSelectMultiple,
        error_messages={"required": _("Choose at least one scope.")},
    )
    expires_in = forms.TypedChoiceField(
        label=_("Expires"),
        choices=[("", _("no expiry")), ("30", _("in 30 days")), ("90", _("in 90 days")), ("365", _("in a year"))],
        coerce=int,
        empty_value=None,
        required=False,
    )

    def clean_name(self) -> str:
        name = " ".join(str(self.cleaned_data["name"]).split())
        if not name:
            raise ValidationError(_("Give the key a name."))
        return name

    def expires_at(self) -> datetime | None:
        days = self.cleaned_data.get("expires_in")
        return timezone.now() + timedelta(days=days) if days else None
