"""The guard: secrets and sensitive identifiers are never stored and never sent to an extraction model.

``scan(text)`` finds them and returns a redacted copy. The chat model sees the original for the one
reply it is answering; the stored message, every memory and every extraction prompt get the
redacted copy only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypedDict

from django.utils.translation import gettext_lazy as _

KIND_LABELS = {
    "password": _("a password"),
    "api_key": _("an API key or token"),
    "private_key": _("a private key"),
    "id_card": _("an ID-card number"),
    "bank_card": _("a bank-card number"),
    "ssn": _("a social security number"),
}


@dataclass(frozen=True)
class Finding:
    kind: str
    start: int
    end: int


@dataclass
class GuardResult:
    text: str
    findings: list[Finding] = field(default_factory=list)

    @property
    def redacted(self) -> bool:
        return bool(self.findings)

    @property
    def kinds(self) -> list[str]:
        return sorted({f.kind for f in self.findings})


_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"


def prc_id_valid(number: str) -> bool:
    """GB 11643-1999 checksum of an 18-character PRC resident ID number."""
    if not re.fullmatch(r"\d{17}[\dXx]", number):
        return False
    total = sum(int(d) * w for d, w in zip(number[:17], _ID_WEIGHTS, strict=True))
    return _ID_CHECK[total % 11] == number[17].upper()


def luhn_valid(digits: str) -> bool:
    if not digits.isdigit() or not 13 <= len(digits) <= 19:
        return False
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("private_key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)")),
    (
        "api_key",
        re.compile(
            r"\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_\-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
            r"|xox[abpr]-[A-Za-z0-9\-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_\-]{30,}|mh_[A-Za-z0-9_\-]{20,}"
            r"|eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,})"
        ),
    ),
    # "password: hunter2", "密码是 abc123", "my password is ...", "pwd=..."
    (
        "password",
        re.compile(
            r"(?i)(?:password|passwd|pwd|passcode|pin\s*code|密码|口令)\s*(?:is|was|:|=|：|是|为|改成了?|改为|设成了?)?\s*[\"'“]?"
            r"(?P<secret>[^\s\"'”，。,;；]{3,64})"
        ),
    ),
    # "api key: abcd...", "token = ...", "secret: ..."
    (
        "api_key",
        re.compile(
            r"(?i)(?:api[\s_-]?key|access[\s_-]?key|secret(?:[\s_-]?key)?|token|密钥|令牌)\s*(?:is|:|=|：|是|为)\s*[\"'“]?"
            r"(?P<secret>[A-Za-z0-9_\-./+=]{8,200})"
        ),
    ),
    ("ssn", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
]
_ID_CANDIDATE = re.compile(r"(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])")
_CARD_CANDIDATE = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)")


# What scan() leaves behind: text that was already redacted holds no secret, so a second scan
# finds nothing (stored text can be scanned again on every write without growing).
PLACEHOLDER = re.compile(r"\[redacted [a-z_]+\]")


def _spans(text: str) -> list[Finding]:
    found: list[Finding] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if "secret" in pattern.groupindex and match.group("secret"):
                found.append(Finding(kind, match.start("secret"), match.end("secret")))
            else:
                found.append(Finding(kind, match.start(), match.end()))
    for match in _ID_CANDIDATE.finditer(text):
        if prc_id_valid(match.group()):
            found.append(Finding("id_card", match.start(), match.end()))
    for match in _CARD_CANDIDATE.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if luhn_valid(digits) and not prc_id_valid(digits):
            found.append(Finding("bank_card", match.start(), match.end()))
    placeholders = [(m.start(), m.end()) for m in PLACEHOLDER.finditer(text)]
    found = [f for f in found if not any(f.start < end and start < f.end for start, end in placeholders)]
    # keep the earliest, longest non-overlapping spans
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    merged: list[Finding] = []
    for finding in found:
        if merged and finding.start < merged[-1].end:
            continue
        merged.append(finding)
    return merged


def scan(text: str) -> GuardResult:
    """Find secrets in ``text``; return the redacted copy (each replaced by ``[redacted <kind>]``)."""
    findings = _spans(text)
    if not findings:
        return GuardResult(text=text)
    pieces: list[str] = []
    cursor = 0
    for finding in findings:
        pieces.append(text[cursor : finding.start])
        pieces.append(f"[redacted {finding.kind}]")
        cursor = finding.end
    pieces.append(text[cursor:])
    return GuardResult(text="".join(pieces), findings=findings)


def redact(text: str) -> str:
    return scan(text).text


class SecretField(TypedDict):
    field: str  # "summary" or "facts.<key>"
    kinds: list[str]


class SecretRefused(ValueError):
    """A memory's text holds a secret: memoryhub never stores one, even when asked to remember it."""

    def __init__(self, fields: list[SecretField]) -> None:
        super().__init__("the memory contains a secret, which memoryhub never stores")
        self.fields = fields


def map_json_strings(value: Any, change: Callable[[str], str]) -> Any:
    """A JSON value with ``change`` applied to every string in it, keys included."""
    if isinstance(value, str):
        return change(value)
    if isinstance(value, dict):
        return {change(str(key)): map_json_strings(item, change) for key, item in value.items()}
    if isinstance(value, list):
        return [map_json_strings(item, change) for item in value]
    return value


def memory_secrets(
    summary: str | None, facts: Mapping[str, object] | None, *, entity: str | None = None, key: str | None = None
) -> list[SecretField]:
    """Where a memory's summary, facts (keys and values), entity or key hold a secret; empty when
    none does."""
    found: list[SecretField] = []
    for name, text in (("summary", summary), ("entity", entity), ("key", key)):
        if text:
            result = scan(text)
            if result.redacted:
                found.append({"field": name, "kinds": result.kinds})
    for key, value in (facts or {}).items():
        # key and value together: {"wifi password": "hunter2"} is a secret neither holds alone
        kinds = scan(f"{key}: {value}").kinds
        if kinds:
            found.append({"field": f"facts.{key}", "kinds": kinds})
    return found


def refuse_secrets(
    summary: str | None, facts: Mapping[str, object] | None, *, entity: str | None = None, key: str | None = None
) -> None:
    """Raise SecretRefused if a memory's text holds a secret."""
    found = memory_secrets(summary, facts, entity=entity, key=key)
    if found:
        raise SecretRefused(found)
