"""What an import did: ``ImportReport`` (created per kind, skipped with the reason)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

MAX_DETAILS = 500

KINDS = ("sessions", "messages", "memories", "memory_versions", "episodes", "recall_records")


@dataclass
class ImportReport:
    created: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    skipped_counts: dict[str, dict[str, int]] = field(default_factory=lambda: defaultdict(dict))
    skipped: list[dict[str, Any]] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    dry_run: bool = False

    def skip(self, kind: str, ref: int | None, reason: str) -> None:
        counts = self.skipped_counts[kind]
        counts[reason] = counts.get(reason, 0) + 1
        if len(self.skipped) < MAX_DETAILS:
            self.skipped.append({"kind": kind, "id": ref, "reason": reason})

    def as_dict(self) -> dict[str, Any]:
        return {
            "created": dict(self.created),
            "skipped_counts": {kind: dict(reasons) for kind, reasons in self.skipped_counts.items()},
            "skipped": list(self.skipped),
            "skipped_details_truncated": sum(sum(r.values()) for r in self.skipped_counts.values()) > len(self.skipped),
            "settings": dict(self.settings),
            "dry_run": self.dry_run,
        }
