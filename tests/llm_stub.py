"""An OpenAI-compatible HTTP server stub on loopback: the edge we do not own.

``mode`` decides each answer: "ok" (a fixed reply, or JSON for response_format requests from
``json_answers``), "error" (HTTP 500), "garbage" (200 with a non-JSON body), "bad_json" (a chat
completion whose content is not JSON), "truncated" (finish_reason=length), "cut" (a stream that
stops without a finish reason, as llama.cpp's server does when another request interrupts it),
"cut_empty" (a stream cut before any text; plain requests are answered).

What real servers differ in: ``refuse_forms`` (response_format types answered with a 500, as
llama-cpp-python answers ``json_schema``), ``refuse_system`` (a 400 for any system message, as chat
templates without a system role do), ``statuses`` (HTTP statuses answered first, one per request:
429, 503 …), ``delay`` (seconds before answering).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class StubState:
    def __init__(self) -> None:
        self.mode = "ok"
        self.reply = "Stub reply."
        self.json_answers: list[dict[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        self.refuse_forms: set[str] = set()
        self.refuse_system = False
        self.statuses: list[int] = []
        self.delay = 0.0


def _completion(content: str, finish_reason: str = "stop") -> dict[str, Any]:
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "created": 0,
        "model": "stub",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": finish_reason}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def _handler(state: StubState) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def _send(self, status: int, body: bytes, content_type: str = "application/json") -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            payload = json.loads(self.rfile.read(length) or b"{}")
            state.requests.append(payload)
            if state.delay:
                time.sleep(state.delay)
            if state.statuses:
                status = state.statuses.pop(0)
                self._send(status, json.dumps({"error": {"message": f"status {status}"}}).encode())
                return
            form = (payload.get("response_format") or {}).get("type")
            if form in state.refuse_forms:
                self._send(500, json.dumps({"error": {"message": f"response_format {form} is not supported"}}).encode())
                return
            if state.refuse_system and any(m.get("role") == "system" for m in payload.get("messages", [])):
                self._send(400, b'{"error": {"message": "System role not supported"}}')
                return
            if state.mode == "error":
                self._send(500, b'{"error": {"message": "boom"}}')
                return
            if state.mode == "garbage":
                self._send(200, b"<html>not json</html>", "text/html")
                return
            asked_json = "JSON Schema" in json.dumps(payload.get("messages", []))  # plain instructions
            if payload.get("response_format") or asked_json:
                if state.mode == "bad_json":
                    self._send(200, json.dumps(_completion("sure! {not json")).encode())
                elif state.mode == "truncated":
                    self._send(200, json.dumps(_completion('{"items": [', "length")).encode())
                else:
                    answer = state.json_answers.pop(0) if state.json_answers else {}
                    self._send(200, json.dumps(_completion(json.dumps(answer))).encode())
                return
            if payload.get("stream"):
                if state.mode == "cut_empty":  # a role chunk, then the connection ends
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.end_headers()
                    chunk = {
                        "id": "c",
                        "object": "chat.completion.chunk",
                        "created": 0,
                        "model": "stub",
                        "choices": [{"index": 0, "delta": {"role": "assistant"}, "finish_reason": None}],
                    }
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                words = state.reply.split(" ")
                for index, word in enumerate(words):
                    last = index == len(words) - 1 and state.mode != "cut"
                    chunk = {
                        "id": "c",
                        "object": "chat.completion.chunk",
                        "created": 0,
                        "model": "stub",
                        "choices": [
                            {"index": 0, "delta": {"content": word + " "}, "finish_reason": "stop" if last else None}
                        ],
                    }
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                if state.mode != "cut":
                    self.wfile.write(b"data: [DONE]\n\n")
                return
            self._send(200, json.dumps(_completion(state.reply)).encode())

    return Handler


@contextmanager
def llm_stub() -> Iterator[tuple[str, StubState]]:
    """Yields (base_url, state) for a stub listening on 127.0.0.1 (a free port)."""
    state = StubState()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", state
    finally:
        server.shutdown()
        server.server_close()
