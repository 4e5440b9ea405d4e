from django.contrib import admin
from django.urls import include, path

from apps.accounts.views import set_language
from apps.core.views import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("i18n/setlang/", set_language, name="set_language"),
    path("api/v1/", include("apps.api.urls")),
    path("api/audit/", include("apps.audit.urls")),
    path("accounts/", include("apps.accounts.urls")),
    path("", include("apps.dashboard.urls")),
]

handler500 = "memoryhub.views.server_error"
