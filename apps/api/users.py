"""End users: onboard (PUT), read, memory settings, pipeline status, export, import, erase."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from django.http import HttpRequest, JsonResponse
from ninja import Field, Query, Router, Schema
from ninja.responses import Status
from pydantic import AfterValidator
from pydantic import ValidationError as PydanticValidationError

from apps.accounts.models import User
from apps.accounts.services import end_user_ensure, user_set_language, user_set_memory_enabled
from apps.api.access import ME, UserId, acting_for, resolve_user
from apps.api.auth import ADMIN, READ, WRITE, need, principal_of
from apps.api.errors import BadRequest, Unavailable, Unprocessable, error_fields, responses
from apps.api.fields import LANGUAGE_PATTERN, In
from apps.chat.models import ChatSession
from apps.core.fields import check_text, text_field
from apps.core.jsonbody import JsonTooDeep, json_loads
from apps.memory.models import Episode, MemoryEntry, PipelineJob
from apps.memory.pipeline.jobs import pipeline_drained
from apps.memory.portability import ExportDocument, user_export, user_import

router = Router(tags=["users"])

Language = Annotated[str, text_field(max_length=10, pattern=LANGUAGE_PATTERN), AfterValidator(check_text)]
LANGUAGE_DESCRIPTION = (
    "The person's language, stored on their account: en, zh-hans (zh works too), … The dashboard "
    "shows itself in it after they log in, and stores their choice here when they switch. Chat "
    "replies follow the language of each message."
)


class UserOut(Schema):
    id: str = Field(description="external id")
    created_at: datetime
    memory_enabled: bool
    language: str = Field(description="the person's language on their account ('' if never set)")

    model_config = {
        "json_schema_extra": {
            "examples": [
                {"id": "alice", "created_at": "2026-03-01T09:00:00Z", "memory_enabled": True, "language": "zh"}
            ]
        }
    }


class UserDetailOut(UserOut):
    memories: int
    sessions: int
    episodes: int

    model_config = {"json_schema_extra": {"examples": [{"id": "alice", "created_at": "2026-03-01T09:00:00Z", "memory_enabled": True, "language": "zh", "memories": 12, "sessions": 3, "episodes": 3}]}}  # fmt: skip


class UserPut(In):
    language: Language | None = Field(None, description=LANGUAGE_DESCRIPTION)
    memory_enabled: bool | None = Field(None, description="Default true for a new user.")


class SettingsOut(Schema):
    memory_enabled: bool = Field(description="false: nothing is read from or written to memory.")
    language: str

    model_config = {"json_schema_extra": {"examples": [{"memory_enabled": True, "language": "zh"}]}}  # fmt: skip


class SettingsPatch(In):
    memory_enabled: bool | None = None
    language: Language | None = Field(None, description=LANGUAGE_DESCRIPTION)


class PipelineOut(Schema):
    drained: bool = Field(description="true when every extraction / summary job for this user is done")
    open_jobs: int

    model_config = {"json_schema_extra": {"examples": [{"drained": False, "open_jobs": 2}]}}


class ImportSkip(Schema):
    kind: str
    id: int | None
    reason: str


class ImportOut(Schema):
    created: dict[str, int]
    skipped_counts: dict[str, dict[str, int]] = Field(description="kind → reason → how many")
    skipped: list[ImportSkip] = Field(description="The first 500 skipped objects, by their id in the document.")
    skipped_details_truncated: bool
    settings: dict[str, Any]
    dry_run: bool

    model_config = {
        "json_schema_extra": {
            "examples": [
                {
                    "created": {"sessions": 0, "messages": 0, "memories": 1, "memory_versions": 2, "episodes": 0, "recall_records": 0},
                    "skipped_counts": {"memory": {"already_present": 4}},
                    "skipped": [{"kind": "memory", "id": 12, "reason": "already_present"}],
                    "skipped_details_truncated": False,
                    "settings": {"memory_enabled": True, "language": "en"},
                    "dry_run": False,
                }
            ]
        }
    }  # fmt: skip


class ImportParams(Schema):
    dry_run: bool = Field(False, description="Validate and report without writing anything.")


class ErasureOut(Schema):
    """The receipt exactly as stored on the erasure request (and shown in the dashboard)."""

    receipt_version: int
    request_id: str
    subject: str = Field(description="the person's pseudonymous id in the audit log")
    workspace_id: int | None
    legal_basis: str
    requested_at: str
    due_at: str
    completed_at: str
    stores: dict[str, int] = Field(description="rows deleted per store")
    audit_event_id: int
    audit_chain_hash: str

    model_config = {"json_schema_extra": {"examples": [{"receipt_version": 1, "request_id": "9f2c7e1a0b4d4c8e", "subject": "sub_3a9f0c2d4e5b6a7c8d9e0f1a", "workspace_id": 4, "legal_basis": "GDPR Art. 17 / PIPL Art. 47", "requested_at": "2026-03-01T09:00:00+00:00", "due_at": "2026-03-31T09:00:00+00:00", "completed_at": "2026-03-01T09:00:00+00:00", "stores": {"chat_sessions": 3, "messages": 40, "memory_entries": 12, "memory_versions": 19, "episodes": 3, "recall_records": 20, "pipeline_jobs": 0, "user_account": 1}, "audit_event_id": 812, "audit_chain_hash": "5be0c3…"}]}}  # fmt: skip


def user_out(user: User) -> dict[str, Any]:
    return {
        "id": user.external_id or ME,
        "created_at": user.date_joined,
        "memory_enabled": user.memory_enabled,
        "language": user.language,
    }


@router.put(
    "/users/{user_id}",
    response=responses({200: UserOut, 201: UserOut}, body=True),
    auth=need(WRITE),
    summary="Create or update an end user",
)
def users_put(request: HttpRequest, user_id: UserId, payload: UserPut | None = None) -> Status[dict[str, Any]]:
    """Onboard an end user of your product under your own id for them (201), or update an existing
    one (200). Idempotent. Chat, ingest and every ``/users/{user_id}/…`` call need the user to exist."""
    principal = principal_of(request)
    payload = payload or UserPut(language=None, memory_enabled=None)
    if principal.self_only or user_id == ME:
        user = resolve_user(principal, user_id)
        created = False
    else:
        user, created = end_user_ensure(workspace=principal.workspace, external_id=user_id, language=payload.language)
    if payload.language is not None:
        user_set_language(user=user, language=payload.language)
    if payload.memory_enabled is not None:
        user_set_memory_enabled(
            user=user,
            enabled=payload.memory_enabled,
            actor=principal.audit_actor,
            request_id=getattr(request, "request_id", ""),
        )
    return Status(201 if created else 200, user_out(user))


@router.get("/users/{user_id}", response=responses({200: UserDetailOut}), auth=need(READ), summary="Get an end user")
def users_get(request: HttpRequest, user_id: UserId) -> dict[str, Any]:
    _, user = acting_for(request, user_id)
    return {
        **user_out(user),
        "memories": MemoryEntry.objects.filter(user=user).count(),
        "sessions": ChatSession.objects.filter(user=user).count(),
        "episodes": Episode.objects.filter(user=user).count(),
    }


@router.delete(
    "/users/{user_id}", response=responses({200: ErasureOut}, 503), auth=need(ADMIN), summary="Erase an end user"
)
def users_erase(request: HttpRequest, user_id: UserId) -> dict[str, Any]:
    """Erase everything of this person and the account itself (GDPR Art. 17, PIPL Art. 47): sessions,
    messages, memories with their versions and vectors, episodes, recall records, pipeline jobs.
    Audited; returns the receipt. Needs the ``admin`` scope."""
    principal, user = acting_for(request, user_id)
    from apps.audit.erasure import user_erase

    try:
        receipt = user_erase(
            user=user, actor=principal.audit_actor, request_id=getattr(request, "request_id", ""), channel="api"
        )
    except Exception as exc:
        if type(exc).__module__.startswith("redis"):
            raise Unavailable("Redis is configured but unreachable; nothing was erased. Retry later.") from exc
        raise
    return receipt


@router.get(
    "/users/{user_id}/settings", response=responses({200: SettingsOut}), auth=need(READ), summary="Memory settings"
)
def settings_get(request: HttpRequest, user_id: UserId) -> dict[str, Any]:
    _, user = acting_for(request, user_id)
    return {"memory_enabled": user.memory_enabled, "language": user.language}


@router.patch(
    "/users/{user_id}/settings",
    response=responses({200: SettingsOut}, body=True),
    auth=need(WRITE),
    summary="Change memory settings",
)
def settings_update(request: HttpRequest, user_id: UserId, payload: SettingsPatch) -> dict[str, Any]:
    """Switch memory on or off for this person (audited), or set their language."""
    principal, user = acting_for(request, user_id)
    if payload.memory_enabled is not None:
        user_set_memory_enabled(
            user=user,
            enabled=payload.memory_enabled,
            actor=principal.audit_actor,
            request_id=getattr(request, "request_id", ""),
        )
    if payload.language is not None:
        user_set_language(user=user, language=payload.language)
    return {"memory_enabled": user.memory_enabled, "language": user.language}


@router.get(
    "/users/{user_id}/pipeline", response=responses({200: PipelineOut}), auth=need(READ), summary="Pipeline status"
)
def pipeline_status(request: HttpRequest, user_id: UserId) -> dict[str, Any]:
    """Whether the write pipeline has finished everything queued for this person (imports and
    benchmarks poll this before they measure)."""
    _, user = acting_for(request, user_id)
    open_jobs = PipelineJob.objects.filter(user=user, done_at__isnull=True).count()
    return {"drained": pipeline_drained(user), "open_jobs": open_jobs}


@router.get(
    "/users/{user_id}/export",
    response=responses({200: ExportDocument}),
    auth=need(ADMIN),
    summary="Export an end user's data",
)
def users_export(request: HttpRequest, user_id: UserId) -> JsonResponse:
    """Everything kept about this person's memory as one JSON document (GDPR Art. 15/20, PIPL Art. 45):
    settings, sessions with messages, memories with every version, episodes, recall records.
    Audited (``data.exported``). Needs the ``admin`` scope."""
    principal, user = acting_for(request, user_id)
    document = user_export(user=user, actor=principal.audit_actor, request_id=getattr(request, "request_id", ""))
    # Rendered here rather than through ninja's encoder, which would cut timestamps to milliseconds.
    response = JsonResponse(document, json_dumps_params={"ensure_ascii": False})
    response["Content-Disposition"] = f'attachment; filename="memoryhub-export-{user.public_id}.json"'
    return response


@router.post(
    "/users/{user_id}/import",
    response=responses({200: ImportOut}, body=True),
    auth=need(WRITE, large_body=True),
    summary="Import an export document",
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ExportDocument"}}},
        }
    },
)
def users_import(request: HttpRequest, user_id: UserId, params: Query[ImportParams]) -> dict[str, Any]:
    """Add what an export document holds and this person does not have yet. Idempotent (objects are
    matched by natural keys, so importing twice adds nothing), all or nothing (an invalid document
    writes nothing: 422 naming the field), and it reports what it skipped and why. The body limit is
    API_IMPORT_MAX_BYTES (32 MiB by default), not MAX_REQUEST_BYTES."""
    principal, user = acting_for(request, user_id)
    document = _parse_document(request.body)
    report = user_import(
        user=user,
        document=document,
        actor=principal.audit_actor,
        request_id=getattr(request, "request_id", ""),
        dry_run=params.dry_run,
        # the prompt pins system and tool messages first: only the product's own agent writes them
        system_messages=principal.api_key is not None,
    )
    return report.as_dict()


def _parse_document(body: bytes) -> ExportDocument:
    if not body:
        raise Unprocessable(fields=[{"field": "body", "message": "is required (an export document)"}])
    try:
        data = json_loads(body)
    except JsonTooDeep as exc:
        raise BadRequest(f"The request body is not accepted: {exc}", code="invalid_json") from None
    except ValueError:
        raise BadRequest("The request body is not valid JSON (UTF-8).", code="invalid_json") from None
    try:
        return ExportDocument.model_validate(data)
    except PydanticValidationError as exc:
        fields = error_fields(exc.errors())
        raise Unprocessable("The document is not a valid memoryhub.export version 1 document.", fields=fields) from None
