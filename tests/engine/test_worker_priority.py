"""The worker's pool yields the CPU to the web also under Linux's autogroup scheduling (memoryhub/celery.py): its
session's group gets the worker's nice when the worker leads the session, and only then."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHILD = (
    "import os, sys; sys.path.insert(0, {root!r}); os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'memoryhub.settings');"
    "from memoryhub.celery import _autogroup_nice; _autogroup_nice(7); print(open('/proc/self/autogroup').read())"
)

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/autogroup").exists()
    or Path("/proc/sys/kernel/sched_autogroup_enabled").read_text().strip() == "0",
    reason="no autogroup scheduling on this host",
)


def _pool_process_autogroup(*, own_session: bool) -> str:
    """What /proc/self/autogroup says in a 'pool process': the child of a parent that leads its session or not."""
    code = CHILD.format(root=str(ROOT))
    parent = f"import subprocess, sys; subprocess.run([sys.executable, '-c', {code!r}], check=True)"
    done = subprocess.run(
        [sys.executable, "-c", parent],
        start_new_session=own_session,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env={**os.environ},
    )
    return done.stdout


def test_a_worker_that_leads_its_session_gives_its_group_the_workers_nice() -> None:
    assert "nice 7" in _pool_process_autogroup(own_session=True)


def test_a_session_shared_with_other_programs_is_left_as_it_is() -> None:
    assert "nice 7" not in _pool_process_autogroup(own_session=False)
