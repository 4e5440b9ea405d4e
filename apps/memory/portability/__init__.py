"""Export one person's whole memory as one JSON document, and import such a document back.

The format (``{"format": "memoryhub.export", "version": 1, ...}``) is documented in
docs/export-format.md; ``ExportDocument`` (``schema``) is its schema and validates imports.

Import is idempotent: every object is matched against what the person already has by a natural
key computed from its content (never by database id, which differs between installations), so
importing the same document twice adds nothing the second time. It is all or nothing: a
document that does not validate writes nothing, and the whole import runs in one transaction.
It restores history verbatim — version numbers, actors and timestamps — which no replay through
``memory_update`` could do, so it writes MemoryEntry/MemoryVersion rows itself and indexes them
through ``apps.memory.indexing.index_rows``; it audits itself (``data.imported``).

The package, by concern: ``schema`` (``ExportDocument`` and its parts: the format, declared once),
``keys`` (the natural keys objects are matched by), ``export`` (``user_export``: the document built
from the schema's fields), ``import_`` (``user_import``) and ``report`` (``ImportReport``: what an
import created and skipped, and why).
"""

from __future__ import annotations

from apps.memory.portability.export import document_counts, user_export, user_export_document
from apps.memory.portability.import_ import user_import
from apps.memory.portability.keys import memory_key, message_key, recall_key, session_key
from apps.memory.portability.report import KINDS, MAX_DETAILS, ImportReport
from apps.memory.portability.schema import (
    FORMAT,
    MAX_CONTENT_CHARS,
    VERSION,
    EpisodeLine,
    EpisodePart,
    ExportDocument,
    MemoryPart,
    MessagePart,
    RecallItemPart,
    RecallRecordPart,
    SessionPart,
    UserPart,
    VersionPart,
)

__all__ = [
    "FORMAT",
    "KINDS",
    "MAX_CONTENT_CHARS",
    "MAX_DETAILS",
    "VERSION",
    "EpisodeLine",
    "EpisodePart",
    "ExportDocument",
    "ImportReport",
    "MemoryPart",
    "MessagePart",
    "RecallItemPart",
    "RecallRecordPart",
    "SessionPart",
    "UserPart",
    "VersionPart",
    "document_counts",
    "memory_key",
    "message_key",
    "recall_key",
    "session_key",
    "user_export",
    "user_export_document",
    "user_import",
]
