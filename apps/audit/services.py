"""Writing and verifying the privacy audit log.

Every privacy-relevant action appends one ``AuditEvent`` through ``audit_record``. Events are
hash-chained: each row's ``hash`` is a SHA-256 over a canonical JSON of its own fields and the
previous row's hash, so that changing any byte of any row — or deleting a row — breaks the chain
at a row ``verify_audit_chain`` names. The table is also append-only in PostgreSQL (a trigger
refuses UPDATE and DELETE; see migration 0002).

An event records who, when, what scope and how many — never content. ``scope`` and ``counts`` are
checked on the way in: ids, counts, store names and flags pass; prose does not.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypedDict

from django.db import connection, transaction
from django.utils import timezone

from apps.accounts.models import ApiKey, User, pseudonym_for
from apps.audit.models import AuditEvent, ErasureRequest

GENESIS_HASH = "0" * 64
# pg_advisory_xact_lock key that serialises audit writers (any fixed 64-bit value; "mhaudit1").
AUDIT_LOCK_KEY = 0x6D68_6175_6469_7431
HASH_VERSION = "memoryhub-audit-v1"
SYSTEM_SUBJECT = "system"

# The audit vocabulary. Others may add actions of the same shape (``noun.verb_past``).
USER_ERASED = "user.erased"
MEMORIES_CLEARED = "memories.cleared"
SESSION_DELETED = "session.deleted"
MEMORY_DELETED = "memory.deleted"
MEMORIES_DELETED = "memories.deleted"
MEMORY_SWITCHED = "memory.switched"
MEMORY_ENABLED_CHANGED = "user.memory_switched"
DATA_EXPORTED = "data.exported"
ERASURE_REQUESTED = "erasure.requested"
ERASURE_STATUS_CHANGED = "erasure.status_changed"
ADMIN_OPENED_MEMORIES = "admin.opened_memories"
ADMIN_DELETED = "admin.deleted"
RETENTION_ARCHIVED = "retention.archived"
RETENTION_PURGED = "retention.purged"
RETENTION_RUN = "retention.run"

_ACTION = re.compile(r"^[a-z][a-z_]*(\.[a-z_]+)+$")
_KEY = re.compile(r"^[a-z][a-z0-9_.]{0,63}$")
# A "name" in scope: an id, a store or model name, a status, an ISO date — no spaces, no prose.
_TOKEN = re.compile(r"^[A-Za-z0-9_.:@+/-]{0,64}$")
_MAX_LIST = 1000


class AuditContentError(ValueError):
    """Raised when an audit event would carry something other than ids, counts, names and flags."""


class ActorFields(TypedDict):
    actor_type: str
    actor: str


def actor_for_user(user: User) -> ActorFields:
    """The acting person: staff act as staff, everyone else as an end user (pseudonymous either way)."""
    actor_type = AuditEvent.ActorType.STAFF if user.is_staff else AuditEvent.ActorType.USER
    return {"actor_type": str(actor_type), "actor": pseudonym_for(user.public_id)}


def actor_for_key(api_key: ApiKey) -> ActorFields:
    """An API key acts under its public prefix (never the secret or its hash)."""
    return {"actor_type": str(AuditEvent.ActorType.API_KEY), "actor": f"mh_{api_key.prefix}"}


def actor_for_system(component: str) -> ActorFields:
    """A scheduled or internal job, e.g. ``actor_for_system("retention")``."""
    return {"actor_type": str(AuditEvent.ActorType.SYSTEM), "actor": f"system:{component}"}


def subject_for(user: User) -> str:
    """The pseudonymous id events use for the person whose data it is."""
    return pseudonym_for(user.public_id)


# --- writing -----------------------------------------------------------------------------------


def audit_record(
    *,
    action: str,
    actor_type: str,
    actor: str,
    subject: str,
    workspace_id: int | None = None,
    scope: Mapping[str, Any] | None = None,
    counts: Mapping[str, int] | None = None,
    request_id: str = "",
    reason: str = "",
) -> AuditEvent:
    """Append one hash-chained event and return it.

    Runs in the caller's transaction (or its own): the advisory lock is held until that
    transaction ends, so keep the work after this call short. Raises ``AuditContentError`` when
    ``scope`` or ``counts`` hold anything but ids, counts, names and flags.
    """
    clean_scope = _check_scope(scope or {})
    clean_counts = _check_counts(counts or {})
    _check_fields(
        action=action, actor_type=actor_type, actor=actor, subject=subject, request_id=request_id, reason=reason
    )
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [AUDIT_LOCK_KEY])
            # Ids are taken under the lock, so chain order is id order.
            cursor.execute("SELECT nextval(pg_get_serial_sequence('audit_auditevent', 'id'))")
            row = cursor.fetchone()
            assert row is not None
            event_id = int(row[0])
        last = AuditEvent.objects.order_by("-id").values_list("hash", flat=True).first()
        event = AuditEvent(
            id=event_id,
            created_at=timezone.now(),
            actor_type=actor_type,
            actor=actor,
            subject=subject,
            workspace_id=workspace_id,
            action=action,
            scope=clean_scope,
            counts=clean_counts,
            request_id=request_id,
            reason=reason,
            prev_hash=last or GENESIS_HASH,
        )
        event.hash = event_digest(_fields_of(event))
        event.save(force_insert=True)
    return event


def _check_fields(*, action: str, actor_type: str, actor: str, subject: str, request_id: str, reason: str) -> None:
    if not _ACTION.match(action) or len(action) > 40:
        raise AuditContentError(f"action {action!r} is not of the form noun.verb (≤ 40 characters)")
    if actor_type not in AuditEvent.ActorType.values:
        raise AuditContentError(f"unknown actor_type {actor_type!r}")
    for name, value in (("actor", actor), ("subject", subject), ("request_id", request_id)):
        if not _TOKEN.match(value):
            raise AuditContentError(f"{name} must be an id (≤ 64 characters, no spaces)")
    if not actor or not subject:
        raise AuditContentError("actor and subject are required")
    if len(reason) > 300:
        raise AuditContentError("reason is limited to 300 characters")


def _check_counts(counts: Mapping[str, int]) -> dict[str, int]:
    clean: dict[str, int] = {}
    for key, value in counts.items():
        if not isinstance(key, str) or not _KEY.match(key):
            raise AuditContentError(f"counts key {key!r} is not a store name")
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise AuditContentError(f"counts[{key!r}] must be a non-negative integer")
        clean[key] = value
    return clean


def _check_scope(scope: Mapping[str, Any], depth: int = 0) -> dict[str, Any]:
    clean: dict[str, Any] = {}
    for key, value in scope.items():
        if not isinstance(key, str) or not _KEY.match(key):
            raise AuditContentError(f"scope key {key!r} is not a name")
        if isinstance(value, Mapping) and depth == 0:
            clean[key] = _check_scope(value, depth=1)
        elif isinstance(value, list | tuple):
            # Long id lists are cut, and say so: a bulk action must not fail for being large.
            clean[key] = [_check_scalar(key, item) for item in value[:_MAX_LIST]]
            if len(value) > _MAX_LIST:
                clean[f"{key}_omitted"[:64]] = len(value) - _MAX_LIST
        else:
            clean[key] = _check_scalar(key, value)
    return clean


def _check_scalar(key: str, value: Any) -> Any:
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, str) and _TOKEN.match(value):
        return value
    # Floats are refused too: their JSON text may not survive a jsonb round trip byte for byte.
    raise AuditContentError(
        f"scope[{key!r}] may hold ids, counts, names and flags only, not {type(value).__name__} {value!r:.40}"
    )


# --- hashing and verifying ---------------------------------------------------------------------

_HASHED_FIELDS = (
    "id",
    "created_at",
    "actor_type",
    "actor",
    "subject",
    "workspace_id",
    "action",
    "scope",
    "counts",
    "request_id",
    "reason",
    "prev_hash",
)


def _fields_of(event: AuditEvent) -> dict[str, Any]:
    return {name: getattr(event, name) for name in _HASHED_FIELDS}


def event_digest(fields: Mapping[str, Any]) -> str:
    """SHA-256 over the canonical JSON of an event's fields (``prev_hash`` included, ``hash`` not)."""
    created_at: datetime = fields["created_at"]
    payload = {name: fields[name] for name in _HASHED_FIELDS}
    payload["created_at"] = created_at.astimezone(UTC).isoformat(timespec="microseconds")
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(f"{HASH_VERSION}\n{canonical}".encode()).hexdigest()


@dataclass(frozen=True)
class ChainBreak:
    """The first place the chain does not hold. ``event_id`` is None when no single row is to blame."""

    event_id: int | None
    reason: str

    def __str__(self) -> str:
        where = f"audit row {self.event_id}" if self.event_id is not None else "audit log"
        return f"{where}: {self.reason}"


@dataclass(frozen=True)
class ChainReport:
    count: int
    head: str
    broken: ChainBreak | None

    @property
    def ok(self) -> bool:
        return self.broken is None


def _rows() -> Iterator[dict[str, Any]]:
    fields = (*_HASHED_FIELDS, "hash")
    yield from AuditEvent.objects.order_by("id").values(*fields).iterator(chunk_size=2000)


def audit_chain_check(
    *, progress: Callable[[int], None] | None = None, expect_heads: tuple[str, ...] = ()
) -> ChainReport:
    """Walk the whole chain in id order; report the row count, the head hash and the first break.

    Also checks that every hash an erasure receipt quoted, and every hash in ``expect_heads``
    (e.g. kept outside the database), is still in the chain: that catches rows cut off the end,
    which no later row could reveal. ``progress`` is called with the number of rows checked.
    """
    count = 0
    prev_hash = GENESIS_HASH
    prev_id: int | None = None
    for row in _rows():
        count += 1
        if progress is not None:
            progress(1)
        if row["hash"] != event_digest(row):
            broken = ChainBreak(row["id"], "its content does not match its hash: the row was changed")
            return ChainReport(count, prev_hash, broken)
        if row["prev_hash"] != prev_hash:
            return ChainReport(count, prev_hash, _diagnose_link(row, prev_id))
        prev_hash = row["hash"]
        prev_id = row["id"]

    anchors = {h: f"the hash given on the command line ({h[:12]}…)" for h in expect_heads}
    receipts = ErasureRequest.objects.filter(status=ErasureRequest.Status.COMPLETED).values_list(
        "request_id", "receipt"
    )
    for request_id, receipt in receipts.iterator(chunk_size=2000):
        quoted = receipt.get("audit_chain_hash") if isinstance(receipt, dict) else None
        if quoted:
            anchors.setdefault(quoted, f"erasure receipt {request_id}")
    if anchors:
        present = set(AuditEvent.objects.filter(hash__in=list(anchors)).values_list("hash", flat=True))
        for anchor, source in anchors.items():
            if anchor not in present:
                after = f"after row {prev_id}" if prev_id is not None else "from an empty log"
                return ChainReport(
                    count,
                    prev_hash,
                    ChainBreak(
                        None, f"{source} quotes a chain hash that is no longer in the log: rows were removed {after}"
                    ),
                )
    return ChainReport(count, prev_hash, None)


def _diagnose_link(row: Mapping[str, Any], prev_id: int | None) -> ChainBreak:
    """``row`` does not point at the row walked before it: say which row is to blame, and how."""
    after = f"row {prev_id}" if prev_id is not None else "the genesis value"
    found = AuditEvent.objects.filter(hash=row["prev_hash"]).values_list("id", flat=True).first()
    if found is not None and found > row["id"]:
        # Its real predecessor sits later in id order: that row's id was changed.
        return ChainBreak(found, f"its id was changed: the chain puts it right before row {row['id']}")
    if found is not None:
        # It points at a row walked earlier, which already has a successor: the chain forks here.
        return ChainBreak(
            row["id"], f"it chains to row {found}, which already has a successor: a row was inserted or re-pointed"
        )
    return ChainBreak(
        row["id"],
        f"prev_hash does not match the hash of {after}: a row between them was deleted, "
        f"or {after} was rewritten with a recomputed hash",
    )


def verify_audit_chain(*, expect_heads: tuple[str, ...] = ()) -> ChainBreak | None:
    """The first broken row (id + reason), or None when the whole chain holds."""
    return audit_chain_check(expect_heads=expect_heads).broken


def audit_chain_head() -> str:
    """The hash of the newest event (the genesis value for an empty log)."""
    return AuditEvent.objects.order_by("-id").values_list("hash", flat=True).first() or GENESIS_HASH
