"""The model path: a message with the words of a command read through structured output
(``model_parse``), the rules the fallback (``detect_command``)."""

from __future__ import annotations

from typing import Any

from apps.core.text import has_cjk
from apps.memory.commands.kinds import CORRECT, FORGET, Command, log
from apps.memory.commands.parse import _forget, parse_command
from apps.memory.commands.phrasings import _MAYBE_COMMAND

# --- the model path ---------------------------------------------------------------------------

COMMAND_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": ["none", "forget", "correct"]},
        "target": {"type": "string"},
        "statement": {"type": "string"},
        "old_value": {"type": "string"},
        "new_value": {"type": "string"},
        "no_longer": {"type": "boolean"},
    },
    "required": ["action", "target", "statement", "old_value", "new_value", "no_longer"],
    "additionalProperties": False,
}
COMMAND_SYSTEM = (
    "You read one message a person sends to an assistant that has a long-term memory of them. Decide whether the "
    "message asks the assistant to change that memory. action=forget: they ask it to forget, not remember, or delete "
    "something about them (target: the words naming it, e.g. 'my salary', '我住哪儿'; empty if they name nothing, as "
    "in 'forget that'). action=correct: they say something stored or said is wrong and give the right value "
    '(statement: the corrected statement in their words, e.g. "I\'m 34"; old_value: the wrong value if they say it; '
    "new_value: the right value when given on its own), or say something is no longer true (no_longer=true, statement: "
    "their words). Anything else, including questions and 'don't forget to …', is action=none. Answer in JSON."
)


def model_parse(text: str) -> Command | None:
    """The model's reading of ``text`` (structured output); raises LLMError when it fails."""
    from apps.memory.contacts import ContactShield
    from apps.memory.llm import get_llm

    answer = ContactShield(get_llm()).complete_json(
        system=COMMAND_SYSTEM, user=text, schema=COMMAND_SCHEMA, role="extraction"
    )
    action = str(answer.get("action", "none"))
    language = "zh" if has_cjk(text) else "en"
    if action == FORGET:
        return _forget(str(answer.get("target") or ""), language) or Command(FORGET, language=language)
    if action == CORRECT:
        return Command(
            CORRECT,
            statement=str(answer.get("statement") or "").strip(),
            old_value=str(answer.get("old_value") or "").strip(),
            new_value=str(answer.get("new_value") or "").strip(),
            no_longer=bool(answer.get("no_longer")),
            weak=False,
            language=language,
        )
    return None


def detect_command(text: str) -> Command | None:
    """The command in ``text``: by the model when one is configured and the words could be a
    command (cheap rules first), else — and whenever the model fails — by the rules. A numbered
    choice from an offered list is always read by the rules. A message neither reads as a command
    may still be a forget request or a correction in words no rule knows: ``sense_forget`` and
    ``sense_correction`` read it by meaning, as a weak command (it acts only on one matching memory)."""
    from apps.memory.llm import LLMError, get_llm

    rules = parse_command(text)
    if rules is not None and rules.choice:
        return rules
    llm = get_llm()
    if llm.offline or not _MAYBE_COMMAND.search(text):
        return _sensed(text, rules)
    try:
        return model_parse(text)
    except LLMError as exc:
        log.warning("memory command: the model failed, using the rules: %s", exc)
        return _sensed(text, rules)


def _sensed(text: str, rules: Command | None = None) -> Command | None:
    """What the reader by meaning reads in a message the rules read as nothing — or only as a weak
    correction with no verdict they know ("弄反了吧你，我姐是老大，不是我妹" is to them a statement that
    says "不是"): then a verdict read by meaning gives what follows it without the verdict."""
    from apps.memory.commands.sense import sense_correction, sense_forget

    if rules is None:
        return sense_forget(text) or sense_correction(text)
    if rules.kind == CORRECT and rules.weak and not rules.no_longer:
        return sense_correction(text) or rules
    return rules
