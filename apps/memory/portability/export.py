"""Export: one person's whole memory as one ``memoryhub.export`` document, audited."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.db.models import Prefetch
from django.utils import timezone

from apps.accounts.models import User
from apps.audit.models import AuditAction
from apps.chat.models import ChatSession, Message
from apps.memory.models import (
    Episode,
    MemoryEntry,
    MemoryVersion,
    RecallRecord,
)
from apps.memory.portability.schema import FORMAT, VERSION

if TYPE_CHECKING:
    from apps.audit.services import ActorFields


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def user_export_document(*, user: User) -> dict[str, Any]:
    """The document, without auditing (``user_export`` audits)."""
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
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": timezone.now().isoformat(),
        "user": {
            "external_id": user.external_id,
            "memory_enabled": user.memory_enabled,
            "language": user.language,
            "created_at": _iso(user.date_joined),
        },
        "sessions": [
            {
                "id": s.pk,
                "title": s.title,
                "temporary": s.temporary,
                "created_at": _iso(s.created_at),
                "last_activity_at": _iso(s.last_activity_at),
                "ended_at": _iso(s.ended_at),
                "summarized_through_id": s.summarized_through_id,
                "messages": [
                    {
                        "id": m.pk,
                        "role": m.role,
                        "content": m.content,
                        "created_at": _iso(m.created_at),
                        "token_count": m.token_count,
                        "redacted": m.redacted,
                        "degraded": m.degraded,
                        "meta": m.meta,
                    }
                    for m in s.messages.all()
                ],
            }
            for s in sessions
        ],
        "memories": [
            {
                "id": m.pk,
                "entity": m.entity,
                "type": m.type,
                "key": m.key,
                "summary": m.summary,
                "facts": m.facts,
                "confidence": m.confidence,
                "importance": m.importance,
                "status": m.status,
                "enabled": m.enabled,
                "language": m.language,
                "source_session_id": m.source_session_id,
                "source_message_ids": list(m.source_message_ids),
                "conflicts_with_id": m.conflicts_with_id,
                "version": m.version,
                "created_at": _iso(m.created_at),
                "updated_at": _iso(m.updated_at),
                "last_confirmed_at": _iso(m.last_confirmed_at),
                "last_accessed_at": _iso(m.last_accessed_at),
                "access_count": m.access_count,
                "confirm_count": m.confirm_count,
                "versions": [
                    {
                        "version": v.version,
                        "summary": v.summary,
                        "facts": v.facts,
                        "importance": v.importance,
                        "confidence": v.confidence,
                        "enabled": v.enabled,
                        "change": v.change,
                        "actor": v.actor,
                        "source_message_ids": list(v.source_message_ids),
                        "created_at": _iso(v.created_at),
                    }
                    for v in m.versions.all()
                ],
            }
            for m in memories
        ],
        "episodes": [
            {
                "id": e.pk,
                "session_id": e.session_id,
                "summary": e.summary,
                "lines": e.lines,
                "first_message_id": e.first_message_id,
                "last_message_id": e.last_message_id,
                "message_count": e.message_count,
                "started_at": _iso(e.started_at),
                "ended_at": _iso(e.ended_at),
                "created_at": _iso(e.created_at),
                "updated_at": _iso(e.updated_at),
                "last_accessed_at": _iso(e.last_accessed_at),
                "access_count": e.access_count,
                "consolidated": e.consolidated,
            }
            for e in episodes
        ],
        "recall_records": [
            {
                "id": r.pk,
                "session_id": r.session_id,
                "reply_id": r.reply_id,
                "items": r.items,
                "layers": r.layers,
                "params": r.params,
                "created_at": _iso(r.created_at),
            }
            for r in records
        ],
    }
    document["counts"] = document_counts(document)
    return document


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
