"""Keyset pagination with opaque, signed cursors.

A cursor carries the sort key of the last item served and a fingerprint of the list it belongs
to (the user, the list and its filters), signed with SECRET_KEY. A cursor that was tampered
with, comes from another list or another set of filters is a 400 ``invalid_cursor``; keyset
pagination means no item is skipped or repeated when rows are added between pages.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any, TypeVar

from django.core import signing
from django.db.models import Model, Q, QuerySet
from ninja import Schema
from pydantic import Field

from apps.api.errors import InvalidCursor

M = TypeVar("M", bound=Model)
SALT = "memoryhub.api.cursor"
DEFAULT_LIMIT = 20
MAX_LIMIT = 100


class PageParams(Schema):
    limit: int = Field(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Items per page (1–100).")
    cursor: str | None = Field(None, max_length=500, description="`next_cursor` of the previous page.")


def fingerprint(kind: str, user_id: int, filters: dict[str, Any]) -> str:
    canonical = json.dumps({"kind": kind, "user": user_id, "filters": filters}, sort_keys=True, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def _encode_value(value: Any) -> Any:
    return {"dt": value.isoformat()} if isinstance(value, datetime) else value


def _decode_value(value: Any) -> Any:
    if isinstance(value, dict) and "dt" in value:
        return datetime.fromisoformat(value["dt"])
    return value


def paginate(
    queryset: QuerySet[M],
    *,
    order: Sequence[str],
    page: PageParams,
    list_fingerprint: str,
) -> tuple[list[M], str | None]:
    """One page of ``queryset`` sorted by ``order`` (e.g. ``["-created_at", "-id"]``, the last
    field unique); returns (items, next_cursor or None)."""
    fields = [name.lstrip("-") for name in order]
    queryset = queryset.order_by(*order)
    if page.cursor:
        try:
            data = signing.loads(page.cursor, salt=SALT)
            if not isinstance(data, dict) or data.get("f") != list_fingerprint:
                raise ValueError("cursor of another list")
            values = [_decode_value(v) for v in data["k"]]
            if len(values) != len(fields):
                raise ValueError("cursor shape")
        except (signing.BadSignature, ValueError, KeyError, TypeError):
            raise InvalidCursor() from None
        queryset = queryset.filter(_after(order, values))
    rows = list(queryset[: page.limit + 1])
    items = rows[: page.limit]
    next_cursor = None
    if len(rows) > page.limit and items:
        last = items[-1]
        key = [_encode_value(getattr(last, name)) for name in fields]
        next_cursor = signing.dumps({"f": list_fingerprint, "k": key}, salt=SALT, compress=True)
    return items, next_cursor


def _after(order: Sequence[str], values: list[Any]) -> Q:
    """Rows strictly after ``values`` in ``order``: (a, b) > (x, y) as nested OR/AND."""
    last = len(order) - 1
    condition = Q()
    for index in range(last, -1, -1):
        name = order[index].lstrip("-")
        op = "lt" if order[index].startswith("-") else "gt"
        strict = Q(**{f"{name}__{op}": values[index]})
        condition = strict if index == last else strict | (Q(**{name: values[index]}) & condition)
    return condition
