from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from apps.accounts.models import User


class SignUpForm(UserCreationForm):  # type: ignore[type-arg]
    email = forms.EmailField(label=_("Email (for password resets)"), required=False)

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")
