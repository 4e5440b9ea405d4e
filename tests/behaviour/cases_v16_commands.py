"""v16 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V16: list[tuple[str, str]] = []

NOT_COMMANDS_V16: list[str] = []

CORRECTIONS_V16: list[tuple[str, dict[str, Any]]] = []
