"""The agent-facing API (django-ninja), mounted at /api/v1/."""

from ninja import NinjaAPI

api = NinjaAPI(title="memoryhub API", version="1", urls_namespace="api")
