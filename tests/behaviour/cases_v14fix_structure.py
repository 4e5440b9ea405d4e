"""After blind round v14 (tests/behaviour/cases_v14.py): the causes of structure it found, fixed in
general, in other words than v14's. Each case failed before its fix."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case

CASES_V14FIX_STRUCTURE: list[Case] = []
