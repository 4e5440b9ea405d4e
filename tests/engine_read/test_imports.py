"""Each engine module can be imported first (no import-order cycles between services, episodes
and the pipeline — a cycle there once made the first memory deletion in a fresh process fail)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import importlib, pkgutil, sys
import django
django.setup()
import apps.memory, apps.chat
names = []
for package in (apps.memory, apps.chat):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if not any(part in info.name for part in (".migrations", ".management", ".admin")):
            names.append(info.name)
keep = {"apps.memory.models", "apps.chat.models", "apps.memory.apps", "apps.chat.apps"}
failures = []
for name in names:
    for loaded in [m for m in sys.modules if m.startswith(("apps.memory.", "apps.chat.")) and m not in keep]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception as exc:
        failures.append(f"{name}: {exc!r}")
print(len(names))
print("\\n".join(failures))
"""


def test_each_engine_module_imports_first_in_a_fresh_process() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "memoryhub.settings"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    count, _, failures = result.stdout.partition("\n")
    assert int(count) > 10
    assert failures.strip() == ""
