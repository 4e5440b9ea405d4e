"""What one recall is asked (``RecallParams``) and what it answers (``RecalledItem``, ``RecallResult``).

Every tunable value — budgets, top_k, floor, weights, half-lives — has exactly one default: the
``MEMORY`` setting (``memoryhub/settings.py``, each value read from a ``MEMORY_*`` variable).
``RecallParams.from_settings`` reads them there; a request may override any of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from typing import Any

from django.conf import settings

# How each tunable is read from settings.MEMORY, the one place that holds their defaults.
_SETTINGS_CASTS: dict[str, Callable[[Any], Any]] = {
    "top_k": int,
    "episode_top_k": int,
    "message_top_k": int,
    "message_max_tokens": int,
    "floor": float,
    "dense_weight": float,
    "keyword_weight": float,
    "entity_boost": float,
    "core_budget_tokens": int,
    "recall_budget_tokens": int,
    "episode_budget_tokens": int,
    "half_life_days": dict,
    "type_weight": dict,
}


@dataclass
class RecallParams:
    """One recall's parameters. The tunables have no default here — ``from_settings`` reads them
    from ``settings.MEMORY`` — so that a changed ``MEMORY_*`` variable is the only default there is."""

    top_k: int
    episode_top_k: int
    # at most this many of the top_k items may be earlier messages (the conversation layer); they
    # compete with the entries for the same places and the same recall budget
    message_top_k: int
    message_max_tokens: int
    floor: float
    dense_weight: float
    keyword_weight: float
    entity_boost: float
    core_budget_tokens: int
    recall_budget_tokens: int
    episode_budget_tokens: int
    half_life_days: dict[str, float]
    type_weight: dict[str, float]
    # per request only: which layers to read, rule filters, and the clock (tests, benchmarks)
    layers: dict[str, bool] = field(
        default_factory=lambda: {"core": True, "semantic": True, "episodes": True, "messages": True}
    )
    entity: str | None = None
    types: list[str] | None = None
    now: datetime | None = None

    @classmethod
    def from_settings(cls, overrides: dict[str, Any] | None = None) -> RecallParams:
        conf: dict[str, Any] = settings.MEMORY
        params = cls(**{name: cast(conf[name]) for name, cast in _SETTINGS_CASTS.items()})
        return params.override(overrides or {})

    def override(self, overrides: dict[str, Any]) -> RecallParams:
        """A copy with per-request values; dict-valued parameters are merged key by key."""
        values: dict[str, Any] = {}
        for key, value in overrides.items():
            if value is None or not hasattr(self, key):
                continue
            current = getattr(self, key)
            values[key] = {**current, **value} if isinstance(current, dict) and isinstance(value, dict) else value
        return replace(self, **values)

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["now"] = self.now.isoformat() if self.now else None
        return data


@dataclass
class RecalledItem:
    layer: str  # "core" | "semantic" | "episode" | "message"
    id: int
    text: str
    score: float
    factors: dict[str, float]
    type: str
    date: str
    confidence: str
    source_message_ids: list[int]
    tokens: int = 0
    # the unrounded score: ranking uses it, so that rounding for display never decides an order
    rank: float = field(default=0.0, repr=False, compare=False)


@dataclass
class RecallResult:
    items: list[RecalledItem]
    block: str
    layers: list[dict[str, Any]]
    timings: dict[str, float]
    params: RecallParams

    @property
    def core(self) -> list[RecalledItem]:
        return [i for i in self.items if i.layer == "core"]

    @property
    def semantic(self) -> list[RecalledItem]:
        return [i for i in self.items if i.layer == "semantic"]

    @property
    def episodes(self) -> list[RecalledItem]:
        return [i for i in self.items if i.layer == "episode"]

    @property
    def messages(self) -> list[RecalledItem]:
        return [i for i in self.items if i.layer == "message"]
