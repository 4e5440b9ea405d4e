from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import (
    AuthenticationForm,
    PasswordChangeForm,
    PasswordResetForm,
    UserChangeForm,
    UserCreationForm,
)
from django.contrib.auth.signals import user_login_failed
from django.core.exceptions import ValidationError
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from apps.accounts.models import User
from apps.accounts.throttle import login_locked_for, reset_allowed
from apps.core.fields import MAX_EXTERNAL_ID_CHARS, check_external_id


class SignUpForm(UserCreationForm):  # type: ignore[type-arg]
    email = forms.EmailField(label=_("Email (for password resets)"), required=False)

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")


class PersonChangeForm(UserChangeForm):  # type: ignore[type-arg]
    """The admin's form for a person: the external id follows the rule of every path
    (``apps.core.fields.check_external_id``); staff have none (blank)."""

    def clean_external_id(self) -> str:
        value = str(self.cleaned_data.get("external_id") or "").strip()
        if value:
            try:
                check_external_id(value)
            except ValueError:
                raise ValidationError(
                    _(
                        "An external id has at most %(n)d characters, no slash, no control or bidirectional-control characters and no spaces at either end."
                    )
                    % {"n": MAX_EXTERNAL_ID_CHARS}
                ) from None
        return value


def _locked_message(seconds: int) -> str:
    minutes = max(1, -(-seconds // 60))
    return ngettext(
        "Too many failed sign-in attempts. Try again in %(minutes)d minute.",
        "Too many failed sign-in attempts. Try again in %(minutes)d minutes.",
        minutes,
    ) % {"minutes": minutes}


class _LockoutCheck:
    """Mixed into Django's sign-in forms: the backend (``throttle.LockoutBackend``) refuses while
    the account or the client is locked out; when a sign-in fails, this says so, with the wait,
    instead of "wrong password"."""

    request: HttpRequest | None
    data: Any

    def clean(self) -> dict[str, Any]:
        try:
            return super().clean()  # type: ignore[misc,no-any-return]
        except ValidationError:
            locked = login_locked_for(self.request, self.data.get("username", "") or "")
            if locked:
                raise ValidationError(_locked_message(locked), code="locked") from None
            raise


def check_own_password(request: HttpRequest | None, user: Any, password: str, wrong: Any) -> None:
    """A signed-in person retyping their password (to change it, to delete the account) is held
    to the sign-in lockout: refused while the account or the client is locked (the right password
    included), and a wrong one counts as a failed sign-in, so a session left open is no oracle
    for guessing the password. Raises ValidationError (``wrong`` when the password is wrong)."""
    username = user.get_username()
    locked = login_locked_for(request, username)
    if locked:
        raise ValidationError(_locked_message(locked), code="locked")
    if not user.check_password(password):
        user_login_failed.send(sender=__name__, credentials={"username": username}, request=request)
        raise ValidationError(wrong, code="password_incorrect")


class ThrottledPasswordChangeForm(PasswordChangeForm):
    """Changing the password: the old one is checked under the sign-in lockout."""

    def __init__(self, *args: Any, request: HttpRequest | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.request = request

    def clean_old_password(self) -> str:
        old_password: str = self.cleaned_data["old_password"]
        check_own_password(self.request, self.user, old_password, self.error_messages["password_incorrect"])
        return old_password


class ThrottledAuthenticationForm(_LockoutCheck, AuthenticationForm):
    """The dashboard's sign-in form."""


class ThrottledAdminAuthenticationForm(_LockoutCheck, AdminAuthenticationForm):
    """The Django admin's sign-in form."""


class ThrottledPasswordResetForm(PasswordResetForm):
    """Password reset with a mail budget per address and per client (see ``throttle``)."""

    request: HttpRequest | None = None

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        self._send = True
        if self.request is not None and "email" in data:
            self._send, client_ok = reset_allowed(self.request, data["email"])
            if not client_ok:
                raise ValidationError(
                    _("Too many password-reset requests from your network. Try again later."), code="throttled"
                )
        return data

    def save(self, *args: Any, **kwargs: Any) -> None:
        if getattr(self, "_send", True):  # past the address's budget: the same page, no mail
            super().save(*args, **kwargs)
