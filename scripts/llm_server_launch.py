"""Start llama-cpp-python's OpenAI-compatible server with the arguments of ``python -m
llama_cpp.server`` (what scripts/llm-server run and tests/llm_server start; it runs with the
server's own Python, var/llm-server/venv).

On a CPU with AMX (Intel Sapphire Rapids and later) llama.cpp repacks the weights into an "extra
buffer type" for its AMX kernels. On the machines this project is built and tested on, the first
generation there dies in ``ggml_backend_amx_mul_mat`` (a general protection fault at
``ldtilecfg``; dmesg: ``traps: python[…] general protection fault … in libggml-cpu.so``) and the
server with it: every later model call is refused, and memoryhub falls back to the rules for the
whole run. On such a CPU the launcher turns the extra buffer types off (``use_extra_bufts``):
the plain CPU kernels answer. ``MEMORYHUB_LLM_SERVER_REPACK=1`` keeps them, ``=0`` turns them
off on any CPU.
"""

from __future__ import annotations

import importlib
import os
import runpy
import sys
from pathlib import Path
from typing import Any


def cpu_has_amx(cpuinfo: str) -> bool:
    """Whether /proc/cpuinfo's flags name AMX tiles."""
    return any(line.startswith("flags") and "amx_tile" in line.split() for line in cpuinfo.splitlines())


def keep_extra_buffers(environ: dict[str, str] | os._Environ[str], cpuinfo: str) -> bool:
    choice = environ.get("MEMORYHUB_LLM_SERVER_REPACK", "").strip()
    if choice in ("0", "1"):
        return choice == "1"
    return not cpu_has_amx(cpuinfo)


def _without_extra_buffers() -> None:
    bindings: Any = importlib.import_module("llama_cpp.llama_cpp")  # what llama_cpp.Llama loads models with
    default = bindings.llama_model_default_params

    def params() -> Any:
        value = default()
        value.use_extra_bufts = False
        return value

    bindings.llama_model_default_params = params


def main() -> None:
    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    if not keep_extra_buffers(os.environ, cpuinfo):
        print("llm_server_launch: llama.cpp extra buffer types (weight repacking) off", file=sys.stderr)
        _without_extra_buffers()
    sys.argv = ["llama_cpp.server", *sys.argv[1:]]
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
