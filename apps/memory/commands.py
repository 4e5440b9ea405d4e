"""Forget and correct by talking: "forget my salary", "别再记着我的工资了", "that's wrong, I'm 34",
"不对，我是在腾讯上班，不是阿里", "I don't live in Boston any more", "我已经不吃肉了".

Two halves. **Parsing** (pure, no database): ``parse_command(text)`` reads one user message and
returns a ``Command`` — forget, or correct (a new value, or "no longer") — or None for an ordinary
message. With a model configured (``LLM_PROVIDER=openai``) and a message that has the words of a
command, the model reads it through structured output (``complete_json``) and the rules are the
fallback. **Applying** (``memory_command_apply``): the person's own memory units are matched — by
the slot the words name (a bilingual vocabulary: 工资 / 月薪 / salary / pay / income meet in one
slot), by keywords (canonical values, so "peanut" finds "花生"), and by the multilingual embedding —
and acted on through the memory services only: ``memories_delete`` (a real deletion: row, versions,
vector, derived copies; audited without content) or ``memory_update(change=superseded)`` (a new
version citing the command message, so it shows in the changelog and the "memory updated" notice
and can be undone there). Every query is scoped to the requesting user.

Never guess: a request that names nothing ("forget that") or that two units match equally (two
allergies for "forget my allergy") lists the candidates, numbered, and changes nothing; the
person may answer with the number ("forget 2", "第2条"). A request that matches nothing says so.
With memory off or in a temporary chat nothing is touched and the reply says that memory is off.

The command message itself is marked ``meta["memory_command"]`` ("forget" / "correct") by the
chat service, so the write path never extracts it and never indexes it for recall; a correction's
new value is therefore applied here, synchronously.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from django.db import connection

from apps.accounts.models import User
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.core.text import detect_language, has_cjk, keywords
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion, RecallRecord

log = logging.getLogger(__name__)

FORGET = "forget"
CORRECT = "correct"

# what memory_command_apply did
DELETED = "deleted"
SUPERSEDED = "superseded"
AMBIGUOUS = "ambiguous"
NOT_FOUND = "not_found"
MEMORY_OFF = "memory_off"
NEEDS_VALUE = "needs_value"
TOO_BROAD = "too_broad"

MAX_CANDIDATES = 5

# --- parsing ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Command:
    """One memory command read from a message.

    ``target``: the words that name what to act on ("my salary", "我住哪儿"; "" when the request
    names nothing, as in "forget that"). For a correction, ``statement`` is the new statement
    ("I'm 34", "我是在腾讯上班"), ``old_value`` the value said to be wrong ("43", "阿里"),
    ``new_value`` a value said on its own ("it's Shanghai" → "Shanghai"). ``no_longer``: "I don't
    … any more" — the statement ends the unit it matches. ``weak``: the words alone do not make
    it a command ("I live in Shanghai, not Beijing", "I don't smoke any more"); it is one only if
    a stored unit matches, otherwise the message is an ordinary statement for the write path.
    ``choice``: numbers picked from a list of candidates offered in the previous turn.
    """

    kind: str
    target: str = ""
    statement: str = ""
    old_value: str = ""
    new_value: str = ""
    no_longer: bool = False
    weak: bool = False
    choice: tuple[int, ...] = ()
    language: str = "en"


_PUNCT_END = r"[\s.!?。！？~～…]*"
_FILL_EN = (
    r"^(?:(?:ok(?:ay)?|hey|hi|so|and|also|well|alright|oh|um+|uh|hmm+|actually|btw|one more thing|by the way)[,!.:]*\s+)*"
    r"(?:please[,]?\s+)?"
    r"(?:(?:can|could|would|will) you(?: please)?(?: just)?\s+|i (?:want|need|'d like|would like) you to\s+|you (?:can|should|may|could) (?:now |just |also )?)?"
    r"(?:please[,]?\s+)?(?:just\s+)?"
)
_FORGET_EN = re.compile(
    _FILL_EN
    + r"(?P<verb>forget(?: about)?|stop remembering|unlearn|(?:delete|remove|erase|wipe|clear|drop|scrub|purge)(?: out)?)"
    r"\s+(?P<target>.+?)" + _PUNCT_END + "$",
    re.I,
)
_DONT_REMEMBER_EN = re.compile(
    _FILL_EN
    + r"(?:(?:please\s+)?(?:don't|do not|dont|never|stop|no need to|there's no need to|you don't need to|you do not need to|"
    r"you shouldn't|you should not|i don't want you to|i do not want you to|i'd rather you didn't|i'd prefer you not)\s+"
    r"(?:ever\s+|to\s+)?(?:remember(?:ing)?|keep(?:ing)?|stor(?:e|ing)|sav(?:e|ing)|record(?:ing)?|retain(?:ing)?|know|keep track of))"
    r"\s+(?P<target>.+?)" + _PUNCT_END + "$",
    re.I,
)
# "delete/remove …" is about memory only when the words say so ("delete my address", "remove what
# you know about my job"), never "delete the file"
_MEMORY_CONTEXT_EN = re.compile(
    r"^(?:all |any |everything |anything )?(?:my|mine|me|what|that|where (?:i|my)|how (?:i|much i|old i)|whatever|"
    r"(?:the|this|that) (?:memory|memories|fact|facts|info|information|note|part|bit|thing|stuff)s?\b|"
    r"(?:the )?(?:info|information|stuff|things?) (?:about|on) (?:me|my)\b|(?:you|you've) (?:know|remember|have|got))\b"
    r"|\b(?:from|in|out of) (?:your |the )?memory\b",
    re.I,
)
_BARE_PRONOUN_EN = re.compile(
    r"^(?:that|this|it|those|these|them|what i (?:just )?said|what i told you|the last (?:thing|one|message)|"
    r"that (?:last )?(?:one|thing|bit|part|fact|memory)|this (?:one|thing|fact|memory))$",
    re.I,
)
_TOO_BROAD_EN = re.compile(
    r"^(?:everything|all|all of it|all (?:my|of my) (?:data|memories|information)|everything (?:about me|you know)(?: about me)?)$",
    re.I,
)
_NOT_A_COMMAND_EN = re.compile(r"^(?:it|about it|it all)(?:,|$)|\bnever ?mind\b", re.I)

_FILL_ZH = r"^(?:(?:嗯+|哦+|好吧|好的|那个|对了|另外|还有|然后|那|好|行)[，,。.！!~\s]*)*(?:请你?|麻烦你?|拜托你?|帮我|你|以后|现在|可以|能不能|能|可不可以|帮忙)*"
_ZH_VERB = r"(?:忘掉|忘了|忘记|忘|删掉|删了|删除|删|去掉|清除|清掉|抹掉|抹去)"
_ZH_TAIL = r"(?:掉)?(?:吧|了|啊|哈|呗|呀|啦|哦|嘛)*" + _PUNCT_END + "$"
_ZH_THIS = r"(?:这(?:条|件事|个|些|一条|句话?)|那(?:条|件事|个|些|一条|句话?)|的?(?:记忆|信息|事情?|内容|记录|资料))"
_FORGET_ZH_BA = re.compile(
    _FILL_ZH + r"(?:把|将)(?P<target>.+?)" + _ZH_THIS + r"?(?:都|全|全部|也|就)?(?:给(?:我)?)?" + _ZH_VERB + _ZH_TAIL
)
_FORGET_ZH_VERB_FIRST = re.compile(
    _FILL_ZH + r"(?:忘掉|忘记|忘了|删掉|删除|清除|抹掉|去掉)(?:关于)?(?P<target>.+?)" + _ZH_TAIL
)
_FORGET_ZH_TARGET_FIRST = re.compile(
    _FILL_ZH
    + r"(?P<target>.+?)"
    + _ZH_THIS
    + r"(?:就|也|你|都)?(?:给(?:我)?)?(?:忘掉|忘了|忘记|删掉|删了|删除|去掉|清除|抹掉)"
    + _ZH_TAIL
)
_DONT_REMEMBER_ZH = re.compile(
    _FILL_ZH
    + r"(?:别|不要|不用|无需|不必|不需要|请勿|用不着)(?:再|帮我|给我)*(?:记(?:着|住|得|下|录)?|保存|存(?:着)?)(?![错错])"
    r"(?P<target>.*?)(?:了|吧|啦|哈|哦)*" + _PUNCT_END + "$"
)
_DONT_REMEMBER_ZH_TARGET_FIRST = re.compile(
    r"^(?P<target>.+?)(?:就|也|你|都)?(?:别|不要|不用|无需|不必)(?:再)?(?:记(?:着|住|了)?|保存|存)(?:了|吧|啦)*"
    + _PUNCT_END
    + "$"
)
_BARE_PRONOUN_ZH = re.compile(
    r"^(?:这|那)(?:个|条|件事|些|句话?)?$|^(?:刚才|刚刚|之前|上面)(?:说|讲)的(?:那个|这个|那条|这条|话|内容)?$|^(?:它|这些|那些)$"
)
_TOO_BROAD_ZH = re.compile(
    r"^(?:所有|全部|一切|所有的?(?:事|东西|记忆|信息|内容)|关于我的(?:所有|一切|全部)(?:事|东西|记忆|信息)?)$"
)
_NOT_A_COMMAND_ZH = re.compile(r"(?:吗|么|没有?|吧\?|\?|？)$")
_SUBJECT_ZH = re.compile(r"^(?:我|我们|他|她|他们|她们|你们)$")

# corrections
_WRONG_EN = re.compile(
    r"^(?:(?:no|nope|nah|wait|oops|sorry|hmm+|um+|actually)[,!.:]*\s+)*"
    r"(?:(?:that's|that is|thats|this is|it's|it is|you're|you are|you've got (?:it|that)|you got (?:it|that)|you have (?:it|that))\s+"
    r"(?:not (?:right|correct|true|accurate|quite right)|wrong|incorrect|a mistake|mistaken|outdated|out of date|inaccurate|off)"
    r"|correction|to correct (?:that|myself)|let me correct (?:that|myself|you)|i misspoke|i made a mistake|i was wrong|my mistake|my bad|"
    r"not quite|that's old|that's no longer true|that is no longer true)"
    r"(?:\s+(?:now|anymore|any more))?\b[\s,.;:!—–-]*(?P<rest>.*)$",
    re.I,
)
_WEAK_EN = re.compile(r"^(?:no|nope|actually)[,!.:]*\s+(?P<rest>.+)$", re.I)
_CONTRAST_EN = re.compile(
    r"^(?P<new>.+?),?\s+(?:and\s+)?not\s+(?P<old>[^,.;!?]{1,40}?)(?:\s+(?:anymore|any more))?" + _PUNCT_END + "$", re.I
)
_CONTRAST_BUT_EN = re.compile(
    r"^(?P<lead>.*?)\bnot\s+(?P<old>[^,.;!?]{1,40}?),?\s+but\s+(?P<new>.+?)" + _PUNCT_END + "$", re.I
)
_ITS_EN = re.compile(
    r"^(?:it's|it is|it was|that's|that is|that should be|it should be|should be|the right (?:one|answer|value) is)\s+(?:actually\s+|really\s+)?(?P<value>.+?)"
    + _PUNCT_END
    + "$",
    re.I,
)

_WRONG_ZH = re.compile(
    r"^(?:(?:嗯+|哦+|诶|哎|额)[，,。.！!\s]*)*(?:不对|不是的|不是这样的?|错了|你?(?:记|说|搞|弄)错了|有误|不准确|更正(?:一下)?|纠正(?:一下)?|改一下|应该这么说)"
    r"(?:了|啦|哦|呀|的|吧)?[，,。.！!；;：:\s]*(?P<rest>.*)$"
)
_WEAK_ZH = re.compile(r"^(?:其实|实际上|准确地说|准确来说)[，,：:\s]*(?P<rest>.+)$")
_CONTRAST_ZH = re.compile(
    r"^(?P<new>.+?)[，,]?\s*(?:而)?不是(?P<old>[^，,。.！!；;]{1,20}?)(?:了|啦|啊|呀|哦|的)?" + _PUNCT_END + "$"
)
_CONTRAST_NOT_FIRST_ZH = re.compile(
    r"^(?P<lead>.*?)不是(?P<old>[^，,。.！!；;]{1,20}?)[，,]\s*(?:而)?是(?P<new>.+?)" + _PUNCT_END + "$"
)
_ITS_ZH = re.compile(r"^(?:应该)?是(?P<value>[^，,。.！!；;]{1,30}?)(?:才对|啦|了|呀|哦)?" + _PUNCT_END + "$")

# "I don't … any more"
_NO_LONGER_EN = re.compile(
    r"\bno longer\b|(?:n't|\bnot)\b.*\b(?:any ?more|any longer)\b|\b(?:stopped|quit|given up|gave up)\b", re.I
)
_NO_LONGER_ZH = re.compile(r"(?:不再|已经不|早就不|早已不|再也不|现在不[^，,。]*了|已不|戒了|戒掉了|没再)")
_SUBJECT_I_EN = re.compile(r"^(?:i|i'm|i am|i've|my)\b", re.I)
_SUBJECT_I_ZH = re.compile(r"^(?:我|我的)")

# a cheap test for "could this be a command at all" before asking a model
_MAYBE_COMMAND = re.compile(
    r"forget|remember|delete|remove|erase|wipe|\bwrong\b|not right|incorrect|correct|mistake|misspoke|any ?more|any longer|no longer|"
    r"stopped|\bquit\b|忘|别再?记|不要记|不用记|删|清除|抹掉|不对|错了|更正|纠正|不再|已经不",
    re.I,
)
_CHOICE = re.compile(
    r"^(?:(?:ok(?:ay)?|yes|yeah|the)[,\s]+)?(?:forget|delete|remove|忘掉|忘了|删掉|删除|删)?\s*(?:number|no\.?|#|第)?\s*"
    r"(?P<nums>[1-9](?:\s*(?:,|，|、|and|和|&|\s)\s*(?:number|#|第)?\s*[1-9])*)\s*(?:条|个|号|项)?"
    r"(?:\s*(?:please|吧|了|one|ones))?" + _PUNCT_END + "$",
    re.I,
)
_CHOICE_ALL = re.compile(
    r"^(?:(?:forget|delete|remove)\s+)?(?:both|all of them|all|them all|都删了?|全部删掉?|都忘了|全删了?|两条都删了?|都删掉|全部忘掉)(?:吧|了)?"
    + _PUNCT_END
    + "$",
    re.I,
)


def _clean(text: str) -> str:
    return " ".join(text.strip().split())


def _strip_quotes(text: str) -> str:
    return text.strip().strip("\"'“”‘’「」『』").strip()


def _forget(target: str, language: str) -> Command | None:
    for _ in range(2):
        target = re.sub(r"[\s,，;；:：]+$", "", target.strip())
        target = re.sub(
            r"\s+(?:from|in|out of) (?:your |the )?memory$|,?\s+please$|(?:的)?(?:记忆|信息|记录|资料|内容)$", "", target, flags=re.I
        )
    target = _strip_quotes(target)
    if language == "zh":
        if _NOT_A_COMMAND_ZH.search(target) or _SUBJECT_ZH.match(target):
            return None
    elif _NOT_A_COMMAND_EN.search(target):
        return None
    return Command(FORGET, target=target, language=language)


# "Could you remove what you know about my job?" / "你能把我的工资忘掉吗？" ask for an action: a
# request put as a question is still a request (a plain question, "did you forget my salary?", is not)
_POLITE_EN = re.compile(
    r"^(?:(?:ok(?:ay)?|hey|hi|so|and|also|well|alright|oh|actually)[,!.]*\s+)*(?:please[,]?\s+)?"
    r"(?:can|could|would|will) you\b(?:\s+please)?(?:\s+just)?\s+(?:forget|delete|remove|erase|wipe|clear|drop|stop remembering)\b",
    re.I,
)
_POLITE_ZH = re.compile(r"^(?:请你?|麻烦你?|你)?(?:能不能|能否|可以|可不可以|能|可否)[^？?]*" + _ZH_VERB)


def _polite_request(text: str) -> str:
    """``text`` without the question mark (and 吗) of a request put as a question."""
    if not re.search(r"[?？]\s*$", text):
        return text
    if _POLITE_EN.match(text):
        return re.sub(r"\s*[?？]+\s*$", "", text)
    if _POLITE_ZH.match(text):
        return re.sub(r"(?:吗|么|呢)?\s*[?？]+\s*$", "", text)
    return text


def parse_choice(text: str) -> tuple[int, ...] | None:
    """Numbers picked from an offered list ("2", "forget 1 and 3", "第2条", "both" → (0,) = all)."""
    text = _clean(text)
    if _CHOICE_ALL.match(text):
        return (0,)
    match = _CHOICE.match(text)
    if not match:
        return None
    return tuple(sorted({int(n) for n in re.findall(r"[1-9]", match.group("nums"))}))


def _correction(rest: str, language: str, *, weak: bool) -> Command | None:
    rest = _clean(rest).rstrip("。.!！")
    zh = language == "zh"
    if (_NO_LONGER_ZH if zh else _NO_LONGER_EN).search(rest) and not (
        _CONTRAST_NOT_FIRST_ZH if zh else _CONTRAST_BUT_EN
    ).match(rest):
        return Command(CORRECT, statement=rest, no_longer=True, weak=weak, language=language)
    contrast = (_CONTRAST_NOT_FIRST_ZH if zh else _CONTRAST_BUT_EN).match(rest)
    if contrast:
        lead = contrast.group("lead").strip()
        new = contrast.group("new").strip()
        statement = (lead + new) if zh else f"{lead} {new}".strip()
        return Command(
            CORRECT,
            statement=statement,
            old_value=contrast.group("old").strip(),
            new_value=new,
            weak=weak,
            language=language,
        )
    contrast = (_CONTRAST_ZH if zh else _CONTRAST_EN).match(rest)
    if contrast:
        return Command(
            CORRECT,
            statement=contrast.group("new").strip(),
            old_value=contrast.group("old").strip(),
            weak=weak,
            language=language,
        )
    its = (_ITS_ZH if zh else _ITS_EN).match(rest)
    if its:
        return Command(CORRECT, new_value=_strip_quotes(its.group("value")), weak=weak, language=language)
    return Command(CORRECT, statement=rest, weak=weak, language=language)


def parse_command(text: str) -> Command | None:
    """The memory command in ``text``, by rules (both languages); None for an ordinary message
    (questions included: "你不是一直怕水吗？" asks, it does not correct)."""
    text = _polite_request(_clean(text))
    if not text or len(text) > 300 or re.search(r"[?？]\s*$|[吗么呢]\s*[。.!！]?$", text):
        return None
    language = detect_language(text)
    if language == "zh" or has_cjk(text):
        language = "zh"
        choice = parse_choice(text)
        if choice:
            return Command(FORGET, choice=choice, language=language)
        for pattern in (
            _FORGET_ZH_BA,
            _FORGET_ZH_TARGET_FIRST,
            _DONT_REMEMBER_ZH,
            _FORGET_ZH_VERB_FIRST,
            _DONT_REMEMBER_ZH_TARGET_FIRST,
        ):
            match = pattern.match(text)
            if match:
                return _forget(match.group("target"), language)
        wrong = _WRONG_ZH.match(text)
        if wrong:
            return _correction(wrong.group("rest"), language, weak=False)
        weak = _WEAK_ZH.match(text)
        if weak:
            return _correction(weak.group("rest"), language, weak=True)
        if _CONTRAST_ZH.match(text) or _CONTRAST_NOT_FIRST_ZH.match(text):
            return _correction(text, language, weak=True)
        if _NO_LONGER_ZH.search(text) and _SUBJECT_I_ZH.match(text):
            return Command(CORRECT, statement=text.rstrip("。.!！"), no_longer=True, weak=True, language=language)
        return None
    choice = parse_choice(text)
    if choice:
        return Command(FORGET, choice=choice, language=language)
    for pattern in (_FORGET_EN, _DONT_REMEMBER_EN):
        match = pattern.match(text)
        if not match:
            continue
        verb = (match.groupdict().get("verb") or "").lower()
        target = match.group("target")
        if verb and not verb.startswith(("forget", "stop", "unlearn")) and not _MEMORY_CONTEXT_EN.search(target):
            return None
        return _forget(target, language)
    wrong = _WRONG_EN.match(text)
    if wrong:
        return _correction(wrong.group("rest"), language, weak=False)
    weak = _WEAK_EN.match(text)
    if weak and (
        _CONTRAST_EN.match(weak.group("rest"))
        or _CONTRAST_BUT_EN.match(weak.group("rest"))
        or _NO_LONGER_EN.search(weak.group("rest"))
    ):
        return _correction(weak.group("rest"), language, weak=True)
    if _SUBJECT_I_EN.match(text) and _NO_LONGER_EN.search(text) and "?" not in text:
        return Command(CORRECT, statement=text.rstrip(".!"), no_longer=True, weak=True, language=language)
    if _SUBJECT_I_EN.match(text) and (_CONTRAST_EN.match(text) or _CONTRAST_BUT_EN.match(text)):
        return _correction(text, language, weak=True)
    return None


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

    answer = ContactShield(get_llm()).complete_json(system=COMMAND_SYSTEM, user=text, schema=COMMAND_SCHEMA, role="extraction")
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
    choice from an offered list is always read by the rules."""
    from apps.memory.llm import LLMError, get_llm

    rules = parse_command(text)
    if rules is not None and rules.choice:
        return rules
    llm = get_llm()
    if llm.offline or not _MAYBE_COMMAND.search(text):
        return rules
    try:
        return model_parse(text)
    except LLMError as exc:
        log.warning("memory command: the model failed, using the rules: %s", exc)
        return rules


# --- matching ---------------------------------------------------------------------------------

# slot → words (lower case) that name it, both languages; keys are the slots of
# apps.memory.pipeline.slots (a unit's ``key`` is "<slot>" or "<slot>:<value>")
SLOT_WORDS: dict[str, tuple[str, ...]] = {
    "salary": (
        "salary",
        "salaries",
        "pay",
        "paycheck",
        "income",
        "wage",
        "wages",
        "earn",
        "earnings",
        "compensation",
        "how much i make",
        "工资",
        "月薪",
        "年薪",
        "薪水",
        "薪资",
        "收入",
        "薪酬",
        "挣",
        "赚",
        "待遇",
        "到手",
    ),
    "rent": ("rent", "房租", "租金"),
    "address": ("address", "home address", "street", "住址", "地址", "门牌"),
    "grade": ("grade", "school year", "年级"),
    "habit": ("smoke", "smoking", "smoker", "drinking", "抽烟", "吸烟", "戒烟", "喝酒", "戒酒"),
    "location": (
        "live",
        "lives",
        "living",
        "address",
        "reside",
        "residence",
        "where i stay",
        "city",
        "home address",
        "moved",
        "住",
        "住址",
        "地址",
        "居住",
        "家在",
        "城市",
        "搬",
    ),
    "employer": ("employer", "company", "workplace", "work", "job", "works", "working", "上班", "公司", "单位", "工作"),
    "occupation": (
        "job",
        "occupation",
        "profession",
        "career",
        "work",
        "works",
        "working",
        "do for a living",
        "职业",
        "工作",
        "干什么",
        "做什么",
    ),
    "work_city": ("work", "works", "working", "上班", "工作"),
    "age": ("age", "how old", "years old", "birth year", "年龄", "岁", "多大", "年纪"),
    "allergy": ("allergy", "allergies", "allergic", "过敏"),
    "diet": ("diet", "vegetarian", "vegan", "eat", "eating", "food restriction", "饮食", "吃素", "素食", "忌口", "吃"),
    "pet": ("pet", "pets", "cat", "cats", "dog", "dogs", "宠物", "猫", "狗"),
    "name": ("name", "名字", "姓名", "叫什么"),
    "birthday": ("birthday", "birth date", "date of birth", "生日"),
    "hometown": (
        "hometown",
        "home town",
        "grew up",
        "where i'm from",
        "where i am from",
        "born",
        "老家",
        "家乡",
        "哪里人",
        "出生",
    ),
    "marital_status": ("married", "marital", "single", "divorced", "engaged", "结婚", "婚姻", "单身", "离婚", "已婚"),
    "children": ("kids", "children", "child", "孩子", "小孩"),
    "health": ("health", "medical", "condition", "illness", "diabetes", "asthma", "健康", "病", "身体"),
    "education": (
        "school",
        "university",
        "college",
        "degree",
        "major",
        "graduated",
        "学校",
        "大学",
        "专业",
        "学历",
        "毕业",
    ),
    "language": ("language", "languages", "speak", "语言"),
    "preference": (
        "like",
        "likes",
        "love",
        "loves",
        "enjoy",
        "favorite",
        "favourite",
        "喜欢",
        "爱好",
        "最爱",
        "爱吃",
        "爱喝",
    ),
    "dislike": ("dislike", "dislikes", "hate", "hates", "讨厌", "不喜欢"),
    "favourite": ("favorite", "favourite", "最喜欢"),
    "prohibition": ("never", "don't ever", "禁止", "不要给我", "别给我"),
}
_SLOT_ALIASES = {"dislike": "preference"}  # likes and dislikes share their keys ("preference:coffee")
RELATION_WORDS: dict[str, tuple[str, ...]] = {
    "wife": ("wife", "老婆", "妻子", "太太", "媳妇", "爱人"),
    "husband": ("husband", "老公", "丈夫", "先生"),
    "son": ("son", "儿子"),
    "daughter": ("daughter", "女儿"),
    "mother": ("mother", "mom", "mum", "妈妈", "母亲", "我妈"),
    "father": ("father", "dad", "爸爸", "父亲", "我爸"),
    "sister": ("sister", "姐姐", "妹妹"),
    "brother": ("brother", "哥哥", "弟弟"),
    "boyfriend": ("boyfriend", "男朋友"),
    "girlfriend": ("girlfriend", "女朋友"),
    "friend": ("friend", "朋友"),
    "boss": ("boss", "老板", "领导"),
    "colleague": ("colleague", "coworker", "同事"),
}
# words of a request that name no content: left out of the keywords it is matched by
_NOISE = frozenset(
    """forget delete remove erase wipe clear stop remember rememb know stuff thing things info information detail details
    part bit fact facts memory memori about any more anymore longer please ok okay now also just actually really that this
    those these what where how much many when told said say ever all everything one right wrong correct incorrect
    忘 忘掉 忘了 忘记 删 删掉 删除 记 记着 记住 这条 那条 这个 那个 事 事情 信息 记忆 内容 东西 一下 吧 请 别 不要 再 哪儿 哪里 哪 什么
    多少 以后 现在 已经 不再 关于 条 件 对 不对 错 错了 其实 真的 了 啦 呀 哦 哈 嘛 帮 掉 还""".split()  # noqa: SIM905 — a word list reads better as text
)  # fmt: skip


def _slot_of_key(key: str) -> str:
    return key.split(":", 1)[0] if key else ""


def _single_valued(key: str) -> bool:
    """One value at a time (a salary, a city): the write path's vocabulary decides."""
    from apps.memory.pipeline.slots import single_valued

    return bool(key) and single_valued(key)


def slots_named(text: str) -> set[str]:
    """The slots whose words occur in ``text`` ("where I live" → location; "工资" → salary)."""
    low = text.lower()
    found: set[str] = set()
    for slot, words in SLOT_WORDS.items():
        for word in words:
            if has_cjk(word):
                if word in low:
                    found.add(slot)
                    break
            elif re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", low):
                found.add(slot)
                break
    if "dislike" in found and "preference" in found and re.search(r"不喜欢|dislike", low):
        found.discard("preference")
    # "favourite" words also say "preference"; "最喜欢" contains "喜欢"
    return {_SLOT_ALIASES.get(s, s) for s in found}


def relation_named(text: str) -> str | None:
    low = text.lower()
    for relation, words in RELATION_WORDS.items():
        for word in words:
            if (word in low) if has_cjk(word) else re.search(rf"\b{re.escape(word)}s?\b", low):
                return relation
    return None


def _canonical(term: str) -> str:
    from apps.memory.pipeline.slots import canonical

    try:
        return canonical(term)
    except Exception:  # noqa: BLE001 — a vocabulary helper must never break a chat turn
        return term.lower()


def _terms(text: str) -> set[str]:
    """Keyword terms of ``text`` in canonical form (so "peanuts" and "花生" meet)."""
    out: set[str] = set()
    for term in keywords(text):
        if term in _NOISE or len(term) < (1 if has_cjk(term) else 2):
            continue
        out.add(term)
        out.add(_canonical(term))
    return {t for t in out if t}


def _specific_terms(text: str) -> set[str]:
    """Terms that say *which* unit, beyond the slot words ("peanut" in "my peanut allergy")."""
    slot_words = {w for words in SLOT_WORDS.values() for w in words} | {
        w for words in RELATION_WORDS.values() for w in words
    }
    terms = _terms(text)
    stems = {x for w in slot_words for t in keywords(w) for x in (t, _canonical(t))}
    return {t for t in terms if t not in slot_words and t not in stems and not (has_cjk(t) and len(t) == 1)}


def _unit_terms(unit: MemoryEntry) -> set[str]:
    values = " ".join(str(v) for v in (unit.facts or {}).values())
    terms = _terms(f"{unit.summary} {values}")
    if ":" in unit.key:
        suffix = unit.key.split(":", 1)[1]
        terms |= {suffix, _canonical(suffix)}
    return terms


def _slot_hit(unit: MemoryEntry, slots: set[str]) -> bool:
    slot = _SLOT_ALIASES.get(_slot_of_key(unit.key), _slot_of_key(unit.key))
    if slot:
        return slot in slots
    return bool(slots_named(unit.summary) & slots)


def _dense(user: User, text: str, ids: Sequence[int] | None = None, limit: int = 8) -> dict[int, float]:
    """Cosine similarity (rescaled to 0–1 as recall does) of the user's units to ``text``; only
    units embedded by the current model. ``ids`` restricts the search."""
    from apps.memory.embeddings import get_embedder, vector_literal
    from apps.memory.recall import SIMILARITY_RANGE

    embedder = get_embedder()
    try:
        vector = np.asarray(embedder.embed_query(text), dtype=np.float32)
    except Exception as exc:  # noqa: BLE001 — matching goes on with the other legs
        log.warning("memory command: embedding failed: %s", exc)
        return {}
    dim = int(vector.shape[0])
    distance = f"(embedding::vector({dim})) <=> %s::vector({dim})"
    where = "user_id = %s AND embedding_dim = %s AND embedding_model = %s"
    params: list[Any] = [vector_literal(vector), user.pk, dim, embedder.name]
    if ids is not None:
        if not ids:
            return {}
        where += " AND id = ANY(%s)"
        params.append(list(ids))
    params.append(vector_literal(vector))
    sql = f"SELECT id, 1 - ({distance}) FROM memory_memoryentry WHERE {where} ORDER BY {distance} LIMIT {int(limit)}"  # no user text: values are parameters
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    low, high = SIMILARITY_RANGE.get(dim, (0.15, 0.75))
    return {int(pk): min(1.0, max(0.0, (float(cos) - low) / (high - low))) for pk, cos in rows}


_UNIT_FIELDS = ("id", "user_id", "key", "entity", "summary", "facts", "status", "type", "enabled", "source_message_ids",
                "version", "last_confirmed_at", "updated_at", "created_at")  # fmt: skip


def _units(user: User, *, statuses: Iterable[str] | None = None) -> list[MemoryEntry]:
    """The user's units (never the vectors). A person's store is bounded by the per-type caps."""
    queryset = MemoryEntry.objects.filter(user=user)
    if statuses is not None:
        queryset = queryset.filter(status__in=list(statuses))
    return list(queryset.only(*_UNIT_FIELDS).order_by("-updated_at", "-id"))


@dataclass
class Match:
    units: list[MemoryEntry]
    ambiguous: bool = False


DENSE_ACT = 0.7  # a unit found by meaning alone is acted on only this close, and clearly ahead
DENSE_MARGIN = 0.15
DENSE_OFFER = 0.35  # … and offered as a candidate from here


def _by_entity(units: list[MemoryEntry], relation: str | None) -> list[MemoryEntry]:
    if relation:
        return [u for u in units if relation in (u.entity or "").lower()]
    own = [u for u in units if (u.entity or "user") == "user"]
    return own or units


def match_units(user: User, target: str, *, units: list[MemoryEntry] | None = None, value: str = "") -> Match:
    """The user's units that ``target`` names: by slot words, then specific keywords, then meaning.

    Several units of one single-valued slot (the same attribute said twice, or an older value kept
    pending) all match; several of a multi-valued slot (two allergies) are ambiguous unless the
    words name one. ``value`` (a correction's old value) narrows to the units that state it."""
    pool = units if units is not None else _units(user)
    if not pool or not target.strip():
        return Match([])
    relation = relation_named(target)
    slots = slots_named(target)
    if not slots:
        # "I'm 41", "我在京东上班": the statement itself says which attribute it corrects
        hit = _statement_hit(target)
        if hit is not None and hit.key:
            slots = {_SLOT_ALIASES.get(_slot_of_key(hit.key), _slot_of_key(hit.key))}
    specific = _specific_terms(target)
    if value:
        stated = [u for u in pool if _states(u, value)]
        if stated:
            pool = stated
    chosen: list[MemoryEntry] = []
    if slots:
        chosen = _by_entity([u for u in pool if _slot_hit(u, slots)], relation)
        if specific and chosen:
            narrowed = [u for u in chosen if specific & _unit_terms(u)]
            if narrowed:
                chosen = narrowed
            elif not any(_single_valued(u.key) for u in chosen):
                chosen = []  # "forget my cat allergy" when only a peanut allergy is stored
        if chosen:
            if len(chosen) == 1 or all(_single_valued(u.key) for u in chosen):
                return Match(chosen)
            return Match(chosen[:MAX_CANDIDATES], ambiguous=True)
    if specific:
        scored = sorted(((len(specific & _unit_terms(u)), u) for u in pool), key=lambda su: -su[0])
        best = scored[0][0] if scored else 0
        if best:
            top = _by_entity([u for s, u in scored if s == best], relation)
            if len(top) == 1:
                return Match(top)
            dense = _dense(user, target, [u.pk for u in top], limit=len(top))
            ranked = sorted(top, key=lambda u: -dense.get(u.pk, 0.0))
            first, second = dense.get(ranked[0].pk, 0.0), dense.get(ranked[1].pk, 0.0)
            if first - second >= DENSE_MARGIN:
                return Match([ranked[0]])
            return Match(ranked[:MAX_CANDIDATES], ambiguous=True)
    dense = _dense(user, target, [u.pk for u in pool] if units is not None else None)
    by_id = {u.pk: u for u in pool}
    ranked_ids = [pk for pk, _ in sorted(dense.items(), key=lambda kv: -kv[1]) if pk in by_id]
    if not ranked_ids:
        return Match([])
    first = dense[ranked_ids[0]]
    second = dense[ranked_ids[1]] if len(ranked_ids) > 1 else 0.0
    if first >= DENSE_ACT and first - second >= DENSE_MARGIN:
        return Match([by_id[ranked_ids[0]]])
    offered = [by_id[pk] for pk in ranked_ids if dense[pk] >= DENSE_OFFER][:MAX_CANDIDATES]
    return Match(offered, ambiguous=bool(offered))


def _squash(text: str) -> str:
    return re.sub(r"[\s,，.。'\"]+", "", text).lower()


def _states(unit: MemoryEntry, value: str) -> bool:
    """Whether ``unit`` states ``value`` ("阿里" in "阿里巴巴", "Peking" = "Beijing", "43" in "43岁")."""
    value = _squash(re.sub(r"^(?:a|an|the|my)\s+|^(?:在|是)", "", value.strip(), flags=re.I))
    if not value:
        return False
    texts = [unit.summary, *[str(v) for v in (unit.facts or {}).values()]]
    if any(value in _squash(t) for t in texts):
        return True
    canon = _canonical(value)
    return any(canon == _canonical(str(v)) for v in (unit.facts or {}).values())


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


def _session_messages(session: ChatSession | None, *, exclude: int | None) -> list[Message]:
    if session is None or session.pk is None:
        return []
    queryset = Message.objects.filter(session=session, user_id=session.user_id)
    if exclude is not None:
        queryset = queryset.exclude(pk=exclude)
    return list(queryset.only("id", "role", "content", "meta", "created_at").order_by("-created_at", "-id")[:200])


def _forgotten_values(units: Sequence[MemoryEntry]) -> list[str]:
    values: set[str] = set()
    for unit in units:
        for value in (unit.facts or {}).values():
            text = str(value).strip()
            if len(text) >= 2 or has_cjk(text):
                values.add(text)
    return sorted(values, key=len, reverse=True)


def _hidden(units: Sequence[MemoryEntry], recent: Sequence[Message], values: Sequence[str]) -> list[int]:
    """Messages of the current session that stated what is forgotten: the units' sources, and any
    message (a reply that recited it too) holding one of its values."""
    sources = {mid for u in units for mid in u.source_message_ids}
    hidden = []
    for message in recent:
        content = message.content or ""
        if message.pk in sources or any(v and v in content for v in values):
            hidden.append(message.pk)
    return sorted(hidden)


def _context_units(user: User, recent: Sequence[Message]) -> list[MemoryEntry]:
    """What "that" may point at: units stated in this session's recent messages, then what the
    last replies recalled, then the most recently changed units."""
    ids: list[int] = []
    user_ids = [m.pk for m in recent if m.role == Message.Role.USER][:10]
    if user_ids:
        ids += list(
            MemoryEntry.objects.filter(user=user, source_message_ids__overlap=user_ids)
            .order_by("-updated_at", "-id")
            .values_list("pk", flat=True)[:MAX_CANDIDATES]
        )
    reply_ids = [m.pk for m in recent if m.role == Message.Role.ASSISTANT][:2]
    for record in RecallRecord.objects.filter(user=user, reply_id__in=reply_ids).only("items"):
        ids += [int(i["id"]) for i in record.items if i.get("layer") in ("core", "semantic") and "id" in i]
    if not ids:
        ids = list(
            MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE)
            .order_by("-updated_at", "-id")
            .values_list("pk", flat=True)[:3]
        )
    ordered = list(dict.fromkeys(ids))[:MAX_CANDIDATES]
    found = {u.pk: u for u in MemoryEntry.objects.filter(user=user, pk__in=ordered).only(*_UNIT_FIELDS)}
    return [found[pk] for pk in ordered if pk in found]


def _narrowed(context: list[MemoryEntry], recent: Sequence[Message], command: Command) -> list[MemoryEntry]:
    """Of what "that" may point at, the units a bare correction ("不对，是上海") can be about: those
    stating the old value; those of the slot the person's previous question asked about ("我住在
    哪里？"); for a number, those holding a number."""
    if command.old_value:
        return [u for u in context if _states(u, command.old_value)]
    question = next((m.content for m in recent if m.role == Message.Role.USER), "")
    asked = slots_named(question) if question else set()
    if asked:
        narrowed = [u for u in context if _slot_hit(u, asked)]
        if narrowed:
            context = narrowed
    if command.new_value and re.fullmatch(r"[\d.,]+\s*\S{0,3}", command.new_value):
        narrowed = [u for u in context if any(re.search(r"\d", str(v)) for v in (u.facts or {}).values())]
        if narrowed:
            context = narrowed
    return context


def _offered(user: User, recent: Sequence[Message]) -> list[MemoryEntry | None] | None:
    """The candidates listed in answer to the person's previous message, if it was a forget
    request that was ambiguous (so that "2" or "第2条" now picks one)."""
    previous = next((m for m in recent if m.role == Message.Role.USER), None)
    meta = previous.meta if previous is not None and isinstance(previous.meta, dict) else {}
    if meta.get("memory_command") != FORGET or not meta.get("memory_candidates"):
        return None
    ids = [int(i) for i in meta["memory_candidates"]]
    found = {u.pk: u for u in MemoryEntry.objects.filter(user=user, pk__in=ids).only(*_UNIT_FIELDS)}
    return [found.get(pk) for pk in ids]  # None (deleted since) keeps the numbering


def _third_person(statement: str, language: str) -> str:
    from apps.memory.pipeline.compress import People, resolve_pronouns

    text = statement.strip().rstrip("。.!！")
    if language == "zh" or has_cjk(text):
        text = (
            re.sub(r"^(?:我)?(?=是|在|住|今年|已经|不再|现在)", "我", text)
            if not text.startswith(("我", "用户"))
            else text
        )
        return resolve_pronouns(text, People(speaker="user")) + "。"
    text = re.sub(r"\b(?:any ?more|any longer)\b", "", text, flags=re.I)
    text = re.sub(r"\bI (?:don't|do not) (?=\w)", "I no longer ", text)
    text = (
        re.sub(r"\bI'm not\b|\bI am not\b", "I am no longer", text)
        if re.search(r"any ?more|any longer", statement, re.I)
        else text
    )
    out = resolve_pronouns(" ".join(text.split()), People(speaker="user"))
    out = re.sub(r"\bno longer (\w+)\b", lambda m: "no longer " + _conjugate(m.group(1)), out)
    return out[:1].upper() + out[1:] + "."


def _conjugate(verb: str) -> str:
    from apps.memory.pipeline.compress import _third_person as third

    if verb.endswith("s") or verb in ("is", "a", "an", "the"):
        return verb
    return third(verb.lower()) if verb.isalpha() else verb


def _statement_hit(statement: str) -> Any:
    from apps.memory.pipeline.slots import detect

    try:
        return detect(statement)
    except Exception:  # noqa: BLE001
        return None


def _replace_value(unit: MemoryEntry, old: str, new: str) -> tuple[str, dict[str, Any]] | None:
    """The unit's summary and facts with ``old`` replaced by ``new`` (the fact values that state
    it, and every place the summary says it); None when the summary does not say it."""
    facts = dict(unit.facts or {})
    olds = {old}
    for value in facts.values():
        text = str(value)
        if old and (old in text or text in old or _canonical(text) == _canonical(old)) and len(text) >= 1:
            olds.add(text)
    ordered = sorted((o for o in olds if o and o in unit.summary), key=len, reverse=True)
    if not ordered:
        return None
    summary = unit.summary
    for value in ordered:
        summary = summary.replace(value, new)
    new_facts: dict[str, Any] = {}
    for key, value in facts.items():
        text = str(value)
        if text in olds:
            new_facts[key] = new
        else:
            replaced = text
            for value_old in ordered:
                replaced = replaced.replace(value_old, new)
            new_facts[key] = replaced
    return summary, new_facts


def _new_content(unit: MemoryEntry, command: Command) -> tuple[str, dict[str, Any] | None]:
    """What a correction makes of ``unit``: its words with the old value replaced by the new one
    where both are known, else the person's own statement (third person)."""
    language = "zh" if has_cjk(unit.summary) or command.language == "zh" else "en"
    if command.no_longer:
        old_values = [str(v) for v in (unit.facts or {}).values() if str(v).strip()]
        facts = {"no_longer": "; ".join(old_values)} if old_values else {}
        return _third_person(command.statement, command.language), facts
    hit = _statement_hit(command.statement) if command.statement else None
    new_value = ""
    old_value = ""
    if hit is not None and hit.facts:
        for key, value in hit.facts.items():
            if key in (unit.facts or {}):
                old_value, new_value = str(unit.facts[key]), str(value)
                break
        else:
            new_value = str(next(iter(hit.facts.values())))
    if command.old_value and _states(unit, command.old_value):
        old_value = command.old_value
    if not new_value:
        new_value = command.new_value
    if not new_value and command.statement and command.old_value:
        new_value = re.sub(r"^(?:I'm|I am|it's|it is|我是|是|在)\s*", "", command.statement, flags=re.I).strip()
    if not old_value and new_value and len(unit.facts or {}) == 1:
        old_value = str(next(iter(unit.facts.values())))
    if old_value and new_value:
        old_value = re.sub(r"^(?:在|是)", "", old_value) or old_value
        new_value = re.sub(r"^(?:在|是)(?=.)", "", new_value) if language == "zh" else new_value
        replaced = _replace_value(unit, old_value, new_value)
        if replaced is not None:
            return replaced
    if command.statement:
        return _third_person(command.statement, command.language), (
            dict(hit.facts) if hit is not None and hit.facts else None
        )
    return unit.summary, None


def memory_command_apply(
    *,
    user: User,
    text: str,
    session: ChatSession | None,
    actor: str = "user",
    message: Message | None = None,
    command: Command | None = None,
    mode: MemoryMode = MemoryMode.ON,
    request_id: str = "",
) -> CommandResult | None:
    """Act on a memory command in ``text`` (or the already parsed ``command``) for ``user`` only.

    Returns None when the message is no command (or a weak one that matches nothing stored: an
    ordinary statement for the write path). ``message`` is the stored command message: a
    correction's new version cites it. ``mode`` is the turn's memory mode (``MemoryMode``):
    only ON touches memory. Deletions go through ``memories_delete`` (audited),
    corrections through ``memory_update(change=superseded)`` (versioned, undoable)."""
    from apps.memory.services import memories_delete, memory_update

    command = command or detect_command(text)
    if command is None:
        return None
    if mode != MemoryMode.ON:
        if command.weak or command.choice:
            return None
        return _finished(CommandResult(command, MEMORY_OFF), temporary=mode == MemoryMode.TEMPORARY)
    recent = _session_messages(session, exclude=message.pk if message is not None else None)

    if command.kind == FORGET:
        if command.choice:
            offered = _offered(user, recent)
            if offered is None:
                return None  # a bare number that answers nothing
            picked = (
                offered if command.choice == (0,) else [offered[i - 1] for i in command.choice if 0 < i <= len(offered)]
            )
            units = [u for u in picked if u is not None]
            if not units:
                return _finished(CommandResult(command, NOT_FOUND))
        else:
            target = command.target
            too_broad = (_TOO_BROAD_ZH if command.language == "zh" else _TOO_BROAD_EN).match(target)
            if too_broad:
                return _finished(CommandResult(command, TOO_BROAD))
            bare = not target or (_BARE_PRONOUN_ZH if command.language == "zh" else _BARE_PRONOUN_EN).match(target)
            if bare:
                context = _context_units(user, recent)
                return _finished(CommandResult(command, AMBIGUOUS if context else NOT_FOUND, candidates=context))
            found = match_units(user, target)
            if not found.units:
                return _finished(CommandResult(command, NOT_FOUND))
            if found.ambiguous:
                return _finished(CommandResult(command, AMBIGUOUS, candidates=found.units))
            units = found.units
        forgotten = _forgotten_values(units)
        hidden = _hidden(units, recent, forgotten)
        ids = [u.pk for u in units]
        memories_delete(user=user, memories=units, actor=actor, request_id=request_id, reason="forget request in chat")
        return _finished(CommandResult(command, DELETED, deleted_ids=ids, hidden_message_ids=hidden, forgotten=forgotten))

    # corrections
    active = _units(user, statuses=[MemoryStatus.ACTIVE])
    probe = command.statement or command.new_value
    found = Match([])
    if probe:
        words = f"{probe} {command.old_value}".strip()
        found = match_units(user, words, units=active, value=command.old_value)
        if command.no_longer and found.units and not found.ambiguous:
            # "I don't live in Boston any more" must not end "lives in Hangzhou"
            specific = _specific_terms(command.statement)
            if specific and not any(specific & _unit_terms(u) for u in found.units):
                found = Match([])
    if not found.units and command.old_value:
        stated = [u for u in active if _states(u, command.old_value)]
        found = Match(stated, ambiguous=len(stated) > 1)
    if not found.units and not command.weak:
        context = _narrowed(_context_units(user, recent), recent, command)
        if len(context) == 1 and (command.new_value or command.statement):
            found = Match(context)
        elif context:
            found = Match(context, ambiguous=True)
    if not found.units:
        if command.weak or command.statement:
            return None  # nothing stored to correct: an ordinary statement for the write path
        return _finished(CommandResult(command, NOT_FOUND))
    if command.weak and found.ambiguous:
        return None
    if not (command.statement or command.new_value):
        return _finished(CommandResult(command, NEEDS_VALUE, candidates=found.units))
    if found.ambiguous:
        return _finished(CommandResult(command, AMBIGUOUS, candidates=found.units))
    updated: list[MemoryEntry] = []
    for unit in found.units[:1] if not command.no_longer else found.units:
        summary, facts = _new_content(unit, command)
        if summary == unit.summary and facts is None:
            continue
        full = MemoryEntry.objects.get(pk=unit.pk, user=user)
        memory_update(
            memory=full,
            actor=actor,
            summary=summary,
            facts=facts,
            change=MemoryVersion.Change.SUPERSEDED,
            source_message_ids=[message.pk] if message is not None else [],
        )
        updated.append(full)
    if not updated:
        return None if command.weak else _finished(CommandResult(command, NOT_FOUND))
    return _finished(CommandResult(command, SUPERSEDED, updated=updated))


def _finished(result: CommandResult, *, temporary: bool = False) -> CommandResult:
    """``result`` with its reply and notice written (``_compose``)."""
    _compose(result, temporary=temporary)
    return result


def reply_repeats(text: str, forgotten: Iterable[str]) -> bool:
    """Whether ``text`` repeats one of the forgotten values (a model's reply is checked)."""
    low = text.lower()
    return any(value and value.lower() in low for value in forgotten)
