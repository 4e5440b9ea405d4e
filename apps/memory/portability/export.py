"""Export: one person's whole memory as one ``memoryhub.export`` document, audited. The document is
built from the schema (``schema.ExportDocument`` and its parts): each part's fields, in order, read
from the row it describes, so the format is declared once."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.db.models import Prefetch
from django.utils import timezone
from pydantic import BaseModel

from apps.accounts.models import User
from apps.audit.models import AuditAction
from apps.chat.models import ChatSession, Message
from apps.memory.models import (
    Episode,
    MemoryEntry,
    MemoryVersion,
    RecallRecord,
)
from apps.memory.portability.schema import (
    FORMAT,
    VERSION,
    EpisodePart,
    ExportDocument,
    MemoryPart,
    MessagePart,
    RecallRecordPart,
    SessionPart,
    UserPart,
    VersionPart,
)

if TYPE_CHECKING:
    from apps.audit.services import ActorFields


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _part(schema: type[BaseModel], row: object, /, **given: Any) -> dict[str, Any]:
    """``row`` as the part of the document ``schema`` declares: every field of the schema, in its
    order, read from the row's attribute of the same name (``id`` is the primary key); times as
    RFC 3339, lists copied. ``given`` holds what the row keeps under another name or what is built
    from other rows (a session's messages, a memory's versions). A field the schema gains that no
    row holds fails here, loudly, rather than leave the export behind its schema."""
    return {
        name: given[name] if name in given else _value(getattr(row, "pk" if name == "id" else name))
        for name in schema.model_fields
    }


def _value(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, list):
        return list(value)
    return value


def user_export_document(*, user: User) -> dict[str, Any]:
    """The document, without auditing (``user_export`` audits); its shape is ``ExportDocument``'s."""
    sessions = (
        ChatSession.objects.filter(user=user)
        .order_by("created_at", "id")
        .prefetch_related(Prefetch("messages", queryset=Message.objects.order_by("created_at", "id")))
    )
    memories = (
        MemoryEntry.objects.filter(user=user)
        .order_by("created_at", "id")
        .prefetch_related(Prefetch("versions", queryset=MemoryVersion.objects.order_by("version")))
    )
    episodes = Episode.objects.filter(user=user).order_by("started_at", "id")
    records = RecallRecord.objects.filter(user=user).order_by("created_at", "id")
    parts: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": timezone.now().isoformat(),
        "user": _part(UserPart, user, created_at=_iso(user.date_joined)),
        "sessions": [
            _part(SessionPart, s, messages=[_part(MessagePart, m) for m in s.messages.all()]) for s in sessions
        ],
        "memories": [
            _part(MemoryPart, m, versions=[_part(VersionPart, v) for v in m.versions.all()]) for m in memories
        ],
        "episodes": [_part(EpisodePart, e) for e in episodes],
        "recall_records": [_part(RecallRecordPart, r) for r in records],
    }
    return _part(ExportDocument, None, **parts, counts=document_counts(parts))


def document_counts(document: dict[str, Any]) -> dict[str, int]:
    return {
        "sessions": len(document["sessions"]),
        "messages": sum(len(s["messages"]) for s in document["sessions"]),
        "memories": len(document["memories"]),
        "memory_versions": sum(len(m["versions"]) for m in document["memories"]),
        "episodes": len(document["episodes"]),
        "recall_records": len(document["recall_records"]),
    }


def user_export(*, user: User, actor: ActorFields, request_id: str = "") -> dict[str, Any]:
    """Everything memoryhub keeps about ``user``'s memory as one document; the export is audited."""
    from apps.audit.services import audit_record, subject_for

    with transaction.atomic():
        document = user_export_document(user=user)
        audit_record(
            action=AuditAction.DATA_EXPORTED,
            **actor,
            subject=subject_for(user),
            workspace_id=user.workspace_id,
            scope={"format": FORMAT, "version": VERSION},
            counts=document["counts"],
            request_id=request_id,
        )
    return document
