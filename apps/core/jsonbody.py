"""JSON from outside (request bodies, uploaded files, import files), bounded in depth.

``json.loads`` of ``{"a":{"a":…}}`` nested 20,000 deep raises RecursionError, and a document a
few hundred levels deep parses but breaks whatever walks it next (validation, the secret guard,
storing it as jsonb). Nothing memoryhub accepts is nested more than a handful of levels (an export
document is six), so anything deeper than ``MAX_DEPTH`` is refused as invalid JSON before any of
it is used.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 32


class JsonTooDeep(ValueError):
    """The JSON is nested deeper than the limit (a ValueError: callers treat it as invalid JSON)."""

    def __init__(self, max_depth: int = MAX_DEPTH) -> None:
        super().__init__(f"The JSON is nested more than {max_depth} levels deep.")
        self.max_depth = max_depth


def nested_deeper_than(value: Any, max_depth: int) -> bool:
    """True when ``value`` (parsed JSON) has containers more than ``max_depth`` levels deep.
    Iterative, so that checking a deep value cannot itself recurse too far."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > max_depth:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def json_loads(data: str | bytes | bytearray, *, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` that raises JsonTooDeep (a ValueError) for a document nested too deep, and
    ValueError (json.JSONDecodeError, UnicodeDecodeError) for one that is not JSON."""
    try:
        value = json.loads(data)
    except RecursionError:
        raise JsonTooDeep(max_depth) from None
    if nested_deeper_than(value, max_depth):
        raise JsonTooDeep(max_depth)
    return value
