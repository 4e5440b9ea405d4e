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
from apps.audit.models import AuditAction, AuditEvent, ErasureRequest
from apps.memory import contacts
from apps.memory.guard import redact

GENESIS_HASH = "0" * 64
# pg_advisory_xact_lock key that serialises audit writers (any fixed 64-bit value; "mhaudit1").
AUDIT_LOCK_KEY = 0x6D68_6175_6469_7431
HASH_VERSION = "memoryhub-audit-v1"
SYSTEM_SUBJECT = "system"

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
    action: AuditAction | str,
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

    ``action`` is one of ``AuditAction`` (other code may add actions of the same shape,
    ``noun.verb_past``). Runs in the caller's transaction (or its own): the advisory lock is held until that
    transaction ends, so keep the work after this call short. Raises ``AuditContentError`` when
    ``scope`` or ``counts`` hold anything but ids, counts, names and flags. ``reason`` is stored
    through ``reason_clean`` (no secret, no contact detail).
    """
    action = str(action)  # an AuditAction is stored, and hashed, as its plain value
    clean_scope = _check_scope(scope or {})
    clean_counts = _check_counts(counts or {})
    _check_fields(
        action=action, actor_type=actor_type, actor=actor, subject=subject, request_id=request_id, reason=reason
    )
    reason = reason_clean(reason)
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


def reason_clean(text: str) -> str:
    """A reason a person typed, as the audit log may keep it: the log outlives an erasure and
    cannot be edited, so secrets are redacted and contact details (an e-mail address, a phone
    number) become ``[email]`` / ``[phone]``; cut to the 300 characters a reason may hold."""
    return contacts.remove(redact(text.strip()))[:300]


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
    head_id: int | None = None  # the newest row walked (None for an empty log)

    @property
    def ok(self) -> bool:
        return self.broken is None


@dataclass(frozen=True)
class RecordedHead:
    """``audit_chainhead``: the newest event's id and hash, written by a trigger on every insert
    into the audit log (migration 0003), outside the audit table."""

    event_id: int
    hash: str


def recorded_head() -> RecordedHead | None:
    """The chain head as the database recorded it; None before the first event (or the table)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT to_regclass('audit_chainhead') IS NOT NULL")
        exists = cursor.fetchone()
        if not exists or not exists[0]:
            return None
        cursor.execute("SELECT last_event_id, head_hash FROM audit_chainhead WHERE id = 1")
        row = cursor.fetchone()
    return RecordedHead(int(row[0]), str(row[1])) if row else None


def _rows() -> Iterator[dict[str, Any]]:
    fields = (*_HASHED_FIELDS, "hash")
    yield from AuditEvent.objects.order_by("id").values(*fields).iterator(chunk_size=2000)


def parse_expected_head(value: str) -> tuple[int | None, str]:
    """``<hash>`` or ``<row id>:<hash>`` (as ``verify_audit`` prints the head) → (id or None, hash)."""
    event_id, sep, digest = value.strip().partition(":")
    if sep and event_id.isdigit():
        return int(event_id), digest.lower()
    return None, value.strip().lower()


def audit_chain_check(
    *, progress: Callable[[int], None] | None = None, expect_heads: tuple[str, ...] = ()
) -> ChainReport:
    """Walk the whole chain in id order; report the row count, the head hash and the first break.

    Then compare it with what was recorded outside the table: the chain head the database keeps
    in ``audit_chainhead`` (an emptied log, rows cut off the end and a rewritten chain show there
    without anything kept elsewhere), every hash an erasure receipt quoted, and every hash in
    ``expect_heads`` (``<hash>`` or ``<row id>:<hash>``, e.g. kept outside the database). ``progress``
    is called with the number of rows checked.
    """
    # Read before the walk: an event committed meanwhile has a higher id, so the row recorded here
    # must be in the walk, with this hash.
    head_before = recorded_head()
    count = 0
    prev_hash = GENESIS_HASH
    prev_id: int | None = None
    hash_at_recorded: str | None = None
    for row in _rows():
        count += 1
        if progress is not None:
            progress(1)
        if row["hash"] != event_digest(row):
            changed = ChainBreak(row["id"], "its content does not match its hash: the row was changed")
            return ChainReport(count, prev_hash, changed, prev_id)
        if row["prev_hash"] != prev_hash:
            return ChainReport(count, prev_hash, _diagnose_link(row, prev_id), prev_id)
        prev_hash = row["hash"]
        prev_id = row["id"]
        if head_before is not None and prev_id == head_before.event_id:
            hash_at_recorded = prev_hash

    broken = _compare_with_recorded_head(head_before, hash_at_recorded, prev_id, recorded_head())
    if broken is None:
        broken = _check_quoted_hashes(expect_heads, prev_id)
    return ChainReport(count, prev_hash, broken, prev_id)


def _compare_with_recorded_head(
    before: RecordedHead | None, hash_there: str | None, last_id: int | None, after: RecordedHead | None
) -> ChainBreak | None:
    """The walked chain (its newest row ``last_id``; ``hash_there`` at the row ``before`` names)
    against the head the database recorded before and after the walk."""
    if before is not None:
        recorded = f"the chain head recorded outside the log is row {before.event_id} ({before.hash[:12]}…)"
        if last_id is None:
            return ChainBreak(None, f"the log is empty, but {recorded}: every event was removed")
        if last_id < before.event_id:
            return ChainBreak(None, f"rows were removed after row {last_id}: {recorded}")
        if hash_there is None:
            return ChainBreak(before.event_id, f"this row is missing and the chain was rewritten around it: {recorded}")
        if hash_there != before.hash:
            return ChainBreak(
                before.event_id,
                f"its hash is not the chain head recorded outside the log when it was written "
                f"({before.hash[:12]}…): the chain was changed (a row up to this one was rewritten and "
                "the later hashes recomputed)",
            )
    if last_id is not None and (after is None or after.event_id < last_id):
        if after is None:
            return ChainBreak(
                None, "the chain head recorded outside the log (audit_chainhead) is missing: it was deleted"
            )
        return ChainBreak(
            last_id,
            f"it is newer than the chain head recorded outside the log (row {after.event_id}): rows were "
            "added with the trigger that records the head disabled, or the recorded head was set back",
        )
    return None


def _check_quoted_hashes(expect_heads: tuple[str, ...], last_id: int | None) -> ChainBreak | None:
    """Every hash kept elsewhere — given by the caller, quoted by an erasure receipt — must still be in
    the log, on its row when the row is known."""
    anchors: dict[str, tuple[int | None, str]] = {}
    for value in expect_heads:
        event_id, digest = parse_expected_head(value)
        anchors.setdefault(digest, (event_id, f"the expected head {digest[:12]}…"))
    receipts = ErasureRequest.objects.filter(status=ErasureRequest.Status.COMPLETED).values_list(
        "request_id", "receipt"
    )
    for request_id, receipt in receipts.iterator(chunk_size=2000):
        if not isinstance(receipt, dict) or not receipt.get("audit_chain_hash"):
            continue
        quoted_id = receipt.get("audit_event_id")
        anchors.setdefault(
            str(receipt["audit_chain_hash"]),
            (quoted_id if isinstance(quoted_id, int) else None, f"erasure receipt {request_id}"),
        )
    if not anchors:
        return None
    present = set(AuditEvent.objects.filter(hash__in=list(anchors)).values_list("hash", flat=True))
    for digest, (event_id, source) in anchors.items():
        if digest in present:
            continue
        if event_id is None:
            return ChainBreak(
                None,
                f"{source} is no longer in the log: the chain was changed, or rows were cut off its end "
                "(give it as <row id>:<hash> to tell which)",
            )
        if AuditEvent.objects.filter(pk=event_id).exists():
            return ChainBreak(
                event_id,
                f"{source} quotes this row with a hash it no longer has: the chain was changed "
                "(a row up to this one was rewritten and the later hashes recomputed)",
            )
        after = f"after row {last_id}" if last_id is not None else "from an empty log"
        if last_id is None or event_id > last_id:
            return ChainBreak(
                None, f"{source} quotes row {event_id}, which is no longer in the log: rows were removed {after}"
            )
        return ChainBreak(
            event_id, f"{source} quotes this row, which is no longer in the log: it was removed and the chain rewritten"
        )
    return None


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


def database_role_problems() -> list[str]:
    """What the app's own database role could do to the audit log that it should not (one line
    each, naming DATABASE_URL); [] when it can only read and append. See memoryhub/dbroles.py."""
    from memoryhub.dbroles import runtime_role_problems

    connection.ensure_connection()
    raw = connection.connection
    assert raw is not None
    return [
        f"DATABASE_URL: {problem}, so it could empty or rewrite the audit log; run the app as a role with "
        "only the runtime grants and migrate with DATABASE_MIGRATE_URL (docs/privacy.md, 'Database roles')"
        for problem in runtime_role_problems(raw)
    ]
