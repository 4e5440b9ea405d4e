"""v16 behaviour cases for the write path, written blind (without reading the engine)."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case

CASES_V16: list[Case] = []
