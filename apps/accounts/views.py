"""Account pages: sign up, the language switch (log in/out and password change/reset are Django's views)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import check_for_language, get_language
from django.views import i18n as i18n_views
from django.views.decorators.http import require_http_methods, require_POST

from apps.accounts.forms import SignUpForm, ThrottledPasswordChangeForm, ThrottledPasswordResetForm
from apps.accounts.services import user_set_language
from apps.accounts.signup import user_sign_up


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("dashboard:home")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = user_sign_up(
            username=form.cleaned_data["username"],
            email=form.cleaned_data.get("email") or "",
            password=form.cleaned_data["password1"],
            language=get_language() or "",
        )
        login(request, user, backend="apps.accounts.throttle.LockoutBackend")
        return redirect("dashboard:home")
    return render(request, "registration/signup.html", {"form": form}, status=422 if request.method == "POST" else 200)


class PasswordResetView(auth_views.PasswordResetView):
    """Django's view with a mail budget per address and per client (``apps.accounts.throttle``)."""

    form_class = ThrottledPasswordResetForm

    def get_form(self, form_class: Any = None) -> Any:
        form = super().get_form(form_class)
        if isinstance(form, ThrottledPasswordResetForm):
            form.request = self.request
        return form


class PasswordChangeView(auth_views.PasswordChangeView):
    """Django's view; the old password is checked under the sign-in lockout."""

    form_class = ThrottledPasswordChangeForm

    def get_form_kwargs(self) -> dict[str, Any]:
        return {**super().get_form_kwargs(), "request": self.request}


@require_POST
def set_language(request: HttpRequest) -> HttpResponse:
    """Django's language switch (cookie and redirect), and for a signed-in person the choice is
    stored on their account too, so it follows them to every browser they log in from."""
    response = i18n_views.set_language(request)
    language = request.POST.get("language", "")
    if request.user.is_authenticated and language in dict(settings.LANGUAGES) and check_for_language(language):
        user_set_language(user=request.user, language=language)  # type: ignore[arg-type]
    return response
