"""The agent-facing API (django-ninja), mounted at /api/v1/. See docs/api.md."""

import json
from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI, Swagger
from ninja.openapi.docs import render_template
from ninja.parser import Parser

from apps.api import chat, episodes, keys, memories, sessions, users
from apps.api.errors import install_error_handlers
from apps.core.jsonbody import json_loads

DESCRIPTION = """Long-term memory for chat agents.

**Auth.** Every endpoint needs a credential: an API key (`Authorization: Bearer mh_<prefix>_<secret>`,
scopes `read`, `write`, `admin`) or a logged-in dashboard session (with `X-CSRFToken` on unsafe
methods). End users are addressed by your own id for them: `/users/{user_id}/…` (create them with
`PUT /users/{user_id}`). Another workspace's user or object is always a 404.

**Errors** all have one shape: `{"error": {"code", "message", "fields": [{"field", "message"}]}}`.
400 malformed JSON or invalid cursor · 401 no / unknown / revoked / expired key · 403 scope ·
404 not found (or another tenant's) · 409 state conflict · 413 body too large · 422 invalid fields ·
429 rate limit (with `Retry-After`).
"""


class BoundedJsonParser(Parser):
    """Bodies nested deeper than ``apps.core.jsonbody.MAX_DEPTH`` are a 400 ``invalid_json``."""

    def parse_body(self, request: HttpRequest) -> Any:
        return json_loads(request.body)


class SessionSwagger(Swagger):
    """Swagger UI whose "Try it out" works for a logged-in dashboard session: every request it
    sends carries the page's CSRF token as ``X-CSRFToken`` (ninja's own swagger-ui-init.js does it
    when the page is rendered with ``add_csrf``). ninja turns that on only when the API-wide auth
    checks CSRF (``NinjaAPI(auth=…)``); ours is declared per operation (``auth=need(…)``), so the
    docs sent no token and a session's POST was a 403 ``csrf_failed``. API keys need no token and
    are unaffected (the header is ignored for them)."""

    def render_page(self, request: HttpRequest, api: NinjaAPI, **kwargs: Any) -> HttpResponse:
        self.settings["url"] = self.get_openapi_url(api, kwargs)
        context = {"swagger_settings": json.dumps(self.settings, indent=1), "api": api, "add_csrf": True}
        return render_template(request, self.template, self.template_cdn, context)


api = NinjaAPI(
    title="memoryhub API",
    version="1",
    description=DESCRIPTION,
    urls_namespace="api",
    docs=SessionSwagger(settings={"persistAuthorization": True}),
    parser=BoundedJsonParser(),
)
install_error_handlers(api)

api.add_router("", users.router)
api.add_router("", memories.router)
api.add_router("", sessions.router)
api.add_router("", episodes.router)
api.add_router("", chat.router)
api.add_router("", keys.router)
