"""The agent-facing API (django-ninja), mounted at /api/v1/. See docs/api.md."""

from typing import Any

from django.http import HttpRequest
from ninja import NinjaAPI, Swagger
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


api = NinjaAPI(
    title="memoryhub API",
    version="1",
    description=DESCRIPTION,
    urls_namespace="api",
    docs=Swagger(settings={"persistAuthorization": True}),
    parser=BoundedJsonParser(),
)
install_error_handlers(api)

api.add_router("", users.router)
api.add_router("", memories.router)
api.add_router("", sessions.router)
api.add_router("", episodes.router)
api.add_router("", chat.router)
api.add_router("", keys.router)
