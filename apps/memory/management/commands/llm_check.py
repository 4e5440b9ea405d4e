"""Probe the configured model endpoint and print what it accepts, in one table.

    python manage.py llm_check

Chat, streaming, each structured-output form (json_schema, json_object with the schema, plain
instructions) and the system role. What it finds is stored per endpoint and model
(apps.core.models.ModelEndpoint) and used by every process: the pipeline asks in the form that
works, and merges the system text where the system role is refused.
"""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.memory.llm import STRUCTURED_FORMS, ChatRequest, LLMError, OpenAICompatibleLLM, build_llm, public_url


class Command(BaseCommand):
    help = "Probe the configured OpenAI-compatible endpoint: chat, stream, structured output, system role."

    def handle(self, *args: Any, **options: Any) -> None:
        llm = build_llm(settings.LLM_PROVIDER)
        if not isinstance(llm, OpenAICompatibleLLM):
            raise CommandError("LLM_PROVIDER is offline: there is no model endpoint to check (set LLM_PROVIDER=openai)")
        self.stdout.write(f"endpoint {public_url(settings.LLM_BASE_URL) or 'https://api.openai.com/v1'}")
        rows: list[tuple[str, str, str]] = []
        request = ChatRequest(messages=[{"role": "user", "content": "Say hello in five words or fewer."}])

        def timed(name: str, probe: Any) -> None:
            started = time.monotonic()
            try:
                result = str(probe())
            except LLMError as exc:
                result = f"failed: {exc}"[:120]
            rows.append((name, result, f"{(time.monotonic() - started) * 1000:.0f} ms"))

        timed(f"chat ({llm.models['chat']})", lambda: _preview(llm.reply(request)))
        timed("stream", lambda: _streamed(list(llm.stream(request))))
        for form in STRUCTURED_FORMS:
            timed(f"structured: {form} ({llm.models['extraction']})", lambda form=form: llm.probe_form(form))
        timed("system role", llm.probe_system_role)
        state = llm.state(llm.models["extraction"])
        rows.append(("→ structured output uses", state.structured or "none (the rules decide)", ""))
        rows.append(
            (
                "→ system text sent as",
                "system message"
                if llm.state(llm.models["chat"]).system_role != "merge"
                else "part of the first user turn",
                "",
            )
        )
        width = max(len(r[0]) for r in rows)
        result_width = min(90, max(len(r[1]) for r in rows))
        self.stdout.write(f"{'check'.ljust(width)}  {'result'.ljust(result_width)}  time")
        self.stdout.write(f"{'-' * width}  {'-' * result_width}  ----")
        for name, result, took in rows:
            result = result if len(result) <= 90 else result[:89] + "…"
            self.stdout.write(f"{name.ljust(width)}  {result.ljust(result_width)}  {took}")


def _streamed(chunks: list[str]) -> str:
    text = "".join(chunks)
    return f"{len(chunks)} chunks, finished" if text.strip() else f"{len(chunks)} chunks, finished, but no text"


def _preview(text: str) -> str:
    line = " ".join(text.split())
    return f"answered: {line[:40]}{'…' if len(line) > 40 else ''}"
