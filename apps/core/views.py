from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from apps.core.health import run_checks


@require_GET
@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    """200 when every part holds; 503 naming each failing part otherwise."""
    checks = run_checks()
    failing = [c.name for c in checks if not c.ok]
    body = {
        "status": "ok" if not failing else "fail",
        "failing": failing,
        "checks": {c.name: {"ok": c.ok, "detail": c.detail} for c in checks},
    }
    return JsonResponse(body, status=200 if not failing else 503)
