"""Contact details — phone numbers and e-mail addresses — are personal data, not secrets.

Unlike a password (never stored, apps.memory.guard), a person may want their number remembered.
So: a memory holds one only when the message that said it asks for it to be remembered
(``asks_to_remember``); such a memory is marked ``sensitive`` and shown masked in lists
(``mask``); episode lines never hold one; and no extraction or summary model ever sees one
(``ContactShield`` swaps them for placeholders before the call and back afterwards, so a unit the
model writes still holds the real value). The chat model answering the person sees the message as
it was, as it does for secrets.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from apps.memory.guard import PLACEHOLDER, map_json_strings, scan

# (boundaries are ASCII: Chinese runs straight into a number, "电话13912345678")
_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])"
)
_PHONE = re.compile(
    r"(?<![A-Za-z0-9+])(?:"
    r"(?:\+?86[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}"  # a mainland mobile: 138 1234 5678, +86 13812345678
    r"|0\d{2,3}-\d{7,8}"  # a mainland landline: 010-12345678
    r"|\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}"  # international: +44 20 7946 0958, +1 (415) 555-0134
    r"|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}"  # North American: (415) 555-0134, 415-555-0134
    r"|0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}"  # a national number with its trunk 0: 07700 900123, 020 7946 0958
    r")(?![A-Za-z0-9])"
)
# words that ask for something to be kept: "remember my number", "记一下我的邮箱", "save my email"
_REMEMBER = re.compile(
    r"\b(?:remember|keep|save|store|note(?: down)?|write down|don't forget)\b|记住|记下|记一下|记得|保存|存一下|存下|备注|别忘了",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Contact:
    kind: str  # "phone" or "email"
    text: str
    start: int
    end: int


def find(text: str) -> list[Contact]:
    """The phone numbers and e-mail addresses in ``text``, in order (not inside a redaction)."""
    if not text:
        return []
    held = [(m.start(), m.end()) for m in PLACEHOLDER.finditer(text)]
    found: list[Contact] = []
    for kind, pattern in (("email", _EMAIL), ("phone", _PHONE)):
        for match in pattern.finditer(text):
            span = (match.start(), match.end())
            if any(span[0] < end and start < span[1] for start, end in held):
                continue
            if kind == "phone" and sum(ch.isdigit() for ch in match.group()) < 7:
                continue
            found.append(Contact(kind, match.group(), *span))
            held.append(span)
    return sorted(found, key=lambda c: c.start)


def has_contact(*texts: str | None) -> bool:
    return any(find(text or "") for text in texts)


def memory_has_contact(
    summary: str | None, facts: Mapping[str, object] | None, *, entity: str | None = None, key: str | None = None
) -> bool:
    """Does any stored string of a memory — summary, fact names and values, entity, key — hold one?"""
    return has_contact(summary, entity, key, *(str(k) for k in facts or {}), *(str(v) for v in (facts or {}).values()))


def asks_to_remember(text: str) -> bool:
    """Does the message ask for what it says to be kept ("remember my number: …")?"""
    return bool(_REMEMBER.search(text))


def _masked(contact: Contact) -> str:
    if contact.kind == "email":
        local, _, domain = contact.text.partition("@")
        return f"{local[:1]}•••@{domain}"
    digits = [i for i, ch in enumerate(contact.text) if ch.isdigit()]
    keep = set(digits[-4:]) | (set(digits[:3]) if len(digits) >= 10 else set())
    return "".join(ch if (not ch.isdigit() or i in keep) else "•" for i, ch in enumerate(contact.text))


def mask(text: str) -> str:
    """``text`` with each contact detail masked: "138••••5678", "t•••@example.com"."""
    out, cursor = [], 0
    for contact in find(text):
        out.append(text[cursor : contact.start])
        out.append(_masked(contact))
        cursor = contact.end
    out.append(text[cursor:])
    return "".join(out)


def mask_side(text: str) -> str:
    """A string stored beside the conversation — a session's title, a message's ``meta``, the
    recorded recall parameters —: secrets redacted (the guard) and contact details masked, as
    lists show them ("c•••@example.com"). Only the message itself keeps what was said."""
    return mask(scan(text).text)


def mask_side_json(value: Any) -> Any:
    """``mask_side`` on every string of a JSON value, keys included."""
    return map_json_strings(value, mask_side)


def remove(text: str) -> str:
    """``text`` with each contact detail replaced by its kind, for what never holds one (episode lines)."""
    out, cursor = [], 0
    for contact in find(text):
        out.append(text[cursor : contact.start])
        out.append(f"[{contact.kind}]")
        cursor = contact.end
    out.append(text[cursor:])
    return "".join(out)


# --- no model sees them -----------------------------------------------------------------------
def shield(text: str, table: dict[str, str]) -> str:
    """``text`` with each contact detail replaced by a placeholder ("[phone 1]"); ``table`` maps
    the placeholders back (shared across the calls of one prompt)."""
    reverse = {value: key for key, value in table.items()}
    out, cursor = [], 0
    for contact in find(text):
        out.append(text[cursor : contact.start])
        placeholder = reverse.get(contact.text)
        if placeholder is None:
            placeholder = f"[{contact.kind} {sum(1 for k in table if k.startswith('[' + contact.kind)) + 1}]"
            table[placeholder] = contact.text
            reverse[contact.text] = placeholder
        out.append(placeholder)
        cursor = contact.end
    out.append(text[cursor:])
    return "".join(out)


def unshield(value: Any, table: Mapping[str, str]) -> Any:
    """A model's JSON answer with the placeholders of ``table`` put back, in every string."""
    if not table:
        return value
    if isinstance(value, str):
        for placeholder, original in table.items():
            value = value.replace(placeholder, original)
        return value
    if isinstance(value, dict):
        return {key: unshield(item, table) for key, item in value.items()}
    if isinstance(value, list):
        return [unshield(item, table) for item in value]
    return value


class ContactShield:
    """Wraps a provider for extraction and summaries: the model gets placeholders for contact
    details, the caller gets its answer with the real values back."""

    def __init__(self, llm: Any) -> None:
        self.llm = llm
        self.name = llm.name
        self.offline = llm.offline

    def reply(self, request: Any) -> str:
        return str(self.llm.reply(request))

    def stream(self, request: Any) -> Iterator[str]:
        yield from self.llm.stream(request)

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]:
        table: dict[str, str] = {}
        answer = self.llm.complete_json(system=system, user=shield(scan(user).text, table), schema=schema, role=role)
        restored: dict[str, Any] = unshield(answer, table)
        return restored
