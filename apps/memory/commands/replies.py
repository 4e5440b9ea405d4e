"""What a command did (``CommandResult``) and what the assistant says about it, in the person's
language, never repeating what was forgotten."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from apps.memory.commands.kinds import (
    AMBIGUOUS,
    DELETED,
    FORGET,
    MEMORY_OFF,
    NEEDS_VALUE,
    NOT_FOUND,
    SUPERSEDED,
    TOO_BROAD,
    Command,
)
from apps.memory.models import MemoryEntry

# --- applying ---------------------------------------------------------------------------------


@dataclass
class CommandResult:
    """What a memory command did, for the reply and the API.

    ``reply``: what the assistant says (in the person's language; never the forgotten content);
    ``notice``: the "memory updated" line when memory changed; ``hidden_message_ids``: messages of
    the current session that stated what was forgotten (left out of working memory from now on);
    ``forgotten``: the deleted values, only to check that a reply does not repeat them (never
    shown or stored)."""

    command: Command
    outcome: str
    deleted_ids: list[int] = field(default_factory=list)
    updated: list[MemoryEntry] = field(default_factory=list)
    candidates: list[MemoryEntry] = field(default_factory=list)
    hidden_message_ids: list[int] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    reply: str = ""
    notice: str = ""

    @property
    def changed(self) -> bool:
        return self.outcome in (DELETED, SUPERSEDED)

    def meta(self) -> dict[str, Any]:
        """What the command message keeps in ``meta`` (ids and counts, never content)."""
        data: dict[str, Any] = {"memory_command": self.command.kind, "memory_command_outcome": self.outcome}
        if self.deleted_ids:
            data["memory_deleted"] = len(self.deleted_ids)
        if self.updated:
            data["memory_updated_ids"] = [u.pk for u in self.updated]
        if self.candidates:
            data["memory_candidates"] = [u.pk for u in self.candidates]
        if self.hidden_message_ids:
            data["hidden_message_ids"] = list(self.hidden_message_ids)
        return data

    def as_dict(self) -> dict[str, Any]:
        """The API's view: what happened, to which ids; candidates with their summaries (they are
        still stored, and listing them is the point)."""
        return {
            "action": self.command.kind,
            "outcome": self.outcome,
            "deleted": len(self.deleted_ids),
            "updated_ids": [u.pk for u in self.updated],
            "candidates": [{"number": n, "id": u.pk, "summary": u.summary} for n, u in enumerate(self.candidates, 1)],
        }


def _numbered(units: Sequence[MemoryEntry]) -> str:
    return "\n".join(f"{n}. {u.summary}" for n, u in enumerate(units, 1))


def _compose(result: CommandResult, *, temporary: bool = False) -> None:
    zh = result.command.language == "zh"
    kind = result.command.kind
    n = len(result.deleted_ids)
    if result.outcome == DELETED:
        result.reply = (
            "好的，这条我已经忘掉了，以后不会再提起。"
            if zh and n == 1
            else (
                f"好的，这 {n} 条我都已经忘掉了，以后不会再提起。"
                if zh
                else (
                    "OK — I've forgotten that, and I won't bring it up again."
                    if n == 1
                    else f"OK — I've forgotten those {n} things, and I won't bring them up again."
                )
            )
        )
        result.notice = (
            f"（记忆已更新：删除了 {n} 条记忆。）"
            if zh
            else f"(Memory updated: {n} {'memory' if n == 1 else 'memories'} deleted.)"
        )
    elif result.outcome == SUPERSEDED:
        lines = "\n".join(f"- {u.summary}" for u in result.updated)
        result.reply = f"明白了，我已经更正：\n{lines}" if zh else f"Got it — I've corrected that:\n{lines}"
        count = len(result.updated)
        result.notice = (
            f"（记忆已更新：更正了 {count} 条记忆，可以在变更记录里撤销。）"
            if zh
            else f"(Memory updated: {count} {'memory' if count == 1 else 'memories'} corrected; you can undo this in the changelog.)"
        )
    elif result.outcome == AMBIGUOUS:
        listing = _numbered(result.candidates)
        if kind == FORGET:
            result.reply = (
                f"你想让我忘掉哪一条？有几条记忆都可能符合：\n{listing}\n告诉我编号（比如“忘掉 1”），我再删除。目前什么都没有删除。"
                if zh
                else f"Which one should I forget? Several memories could match:\n{listing}\n"
                'Tell me the number (for example "forget 1") and I\'ll delete it. Nothing has been deleted yet.'
            )
        else:
            result.reply = (
                f"你指的是哪一条？有几条记忆都可能符合：\n{listing}\n请说明哪条、正确的内容是什么。目前什么都没有改动。"
                if zh
                else f"Which one do you mean? Several memories could match:\n{listing}\n"
                "Tell me which one and what is right. Nothing has been changed yet."
            )
    elif result.outcome == NEEDS_VALUE:
        listing = _numbered(result.candidates)
        result.reply = (
            (
                "正确的应该是什么？告诉我，比如“不对，是……”，我来更正。"
                + (f"可能相关的记忆：\n{listing}" if listing else "")
                + "目前什么都没有改动。"
            )
            if zh
            else (
                "What's the right value? Tell me (for example \"that's wrong, it's …\") and I'll correct it. "
                + (f"Memories that may be meant:\n{listing}\n" if listing else "")
                + "Nothing has been changed yet."
            )
        )
    elif result.outcome == NOT_FOUND:
        result.reply = (
            "我没有找到与此相关的记忆，所以什么都没有改动。"
            if zh
            else "I couldn't find anything I remember about that, so nothing was changed."
        )
    elif result.outcome == TOO_BROAD:
        result.reply = (
            "要忘掉全部记忆，请在“隐私”页面使用“删除全部”，那里会先告诉你会删除什么。现在什么都没有删除；也可以告诉我具体要忘掉哪一条。"
            if zh
            else 'To forget everything, use "Erase everything" on the privacy page, which shows what will go first. Nothing '
            "has been deleted; you can also tell me which thing to forget."
        )
    elif result.outcome == MEMORY_OFF:
        if temporary:
            result.reply = (
                "这是临时对话，记忆在这里是关闭的：我既不读取也不保存任何内容，所以没有做任何改动。要忘掉已保存的内容，请在普通对话里告诉我，或到记忆页面删除。"
                if zh
                else "This is a temporary chat, so memory is off here: nothing is read or saved, and nothing was changed. To "
                "forget something stored, tell me in a normal chat or delete it on the memory page."
            )
        else:
            result.reply = (
                "记忆现在是关闭的：我不读取也不保存任何内容，所以没有做任何改动。打开记忆后再告诉我，或到记忆页面删除。"
                if zh
                else "Memory is off, so nothing is read or saved and nothing was changed. Turn memory on and tell me again, or "
                "delete it on the memory page."
            )


def _finished(result: CommandResult, *, temporary: bool = False) -> CommandResult:
    """``result`` with its reply and notice written (``_compose``)."""
    _compose(result, temporary=temporary)
    return result


def reply_repeats(text: str, forgotten: Iterable[str]) -> bool:
    """Whether ``text`` repeats one of the forgotten values (a model's reply is checked)."""
    low = text.lower()
    return any(value and value.lower() in low for value in forgotten)
