"""The embedded default: extractive replies from recalled memory, labelled as offline."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from apps.memory.llm.contract import ChatRequest, LLMError

OFFLINE_NOTE = {
    "en": "[offline mode: no language model is configured, so this reply is assembled from stored memory]",
    "zh": "[离线模式：未配置语言模型，本回复由已存储的记忆拼接而成]",
}


class OfflineLLM:
    """The embedded default: extractive replies from recalled memory, labelled as offline."""

    name = "offline"
    offline = True

    def reply(self, request: ChatRequest) -> str:
        zh = request.language == "zh"
        lines = [OFFLINE_NOTE["zh" if zh else "en"]]
        if request.recalled:
            lines.append("我记得的相关内容：" if zh else "What I remember that relates to this:")
            lines.extend(f"- {item.text}" for item in request.recalled)
        else:
            lines.append("我没有与此相关的记忆。" if zh else "I have no stored memory related to this.")
        return "\n".join(lines)

    def stream(self, request: ChatRequest) -> Iterator[str]:
        yield from self.reply(request).splitlines(keepends=True)

    def complete_json(
        self, *, system: str, user: str, schema: dict[str, Any], role: str = "extraction"
    ) -> dict[str, Any]:
        raise LLMError("the offline provider has no model; use the rule-based path")
