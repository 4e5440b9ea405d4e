"""scripts/llm_server_launch.py: on a CPU with AMX the model server starts without llama.cpp's
extra buffer types (its AMX kernels die at the first generation, and the server with them);
elsewhere it keeps them. The real server's tests (test_real_server.py) run through it."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

LAUNCHER = Path(__file__).resolve().parents[2] / "scripts" / "llm_server_launch.py"
AMX = "processor\t: 0\nflags\t\t: fpu sse avx2 avx512f amx_bf16 amx_tile amx_int8\n"
AVX2 = "processor\t: 0\nflags\t\t: fpu sse avx2\n"


@pytest.fixture(scope="module")
def launcher() -> ModuleType:
    spec = importlib.util.spec_from_file_location("llm_server_launch", LAUNCHER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_amx_cpu_gets_no_extra_buffer_types(launcher: ModuleType) -> None:
    assert launcher.cpu_has_amx(AMX)
    assert not launcher.keep_extra_buffers({}, AMX)


def test_other_cpus_keep_them(launcher: ModuleType) -> None:
    assert not launcher.cpu_has_amx(AVX2)
    assert launcher.keep_extra_buffers({}, AVX2)


def test_the_choice_can_be_forced_either_way(launcher: ModuleType) -> None:
    assert launcher.keep_extra_buffers({"MEMORYHUB_LLM_SERVER_REPACK": "1"}, AMX)
    assert not launcher.keep_extra_buffers({"MEMORYHUB_LLM_SERVER_REPACK": "0"}, AVX2)
