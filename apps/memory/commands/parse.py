"""Parsing by rules (pure, no database): ``parse_command`` (one message → a ``Command`` or None) and
``parse_choice`` ("forget 2", "第2条")."""

from __future__ import annotations

import re
from dataclasses import replace

from apps.core.script import as_written
from apps.core.text import detect_language, has_cjk, simplified
from apps.memory.commands.kinds import CORRECT, FORGET, Command
from apps.memory.commands.phrasings import (
    _ANY_VERB_FROM_MEMORY_EN,
    _CHOICE,
    _CHOICE_ALL,
    _CONSENT_WITHDRAWN_EN,
    _DONT_REMEMBER_EN,
    _DONT_REMEMBER_ZH,
    _DONT_REMEMBER_ZH_BA,
    _DONT_REMEMBER_ZH_TARGET_FIRST,
    _FORGET_EN,
    _FORGET_EN_TARGET_FIRST,
    _FORGET_ZH_BA,
    _FORGET_ZH_BA_REASON,
    _FORGET_ZH_GIVE_ME,
    _FORGET_ZH_PAUSE,
    _FORGET_ZH_TARGET_FIRST,
    _FORGET_ZH_TOLD,
    _FORGET_ZH_UNSAID,
    _FORGET_ZH_VERB_FIRST,
    _GONE_EN,
    _KEPT_EN,
    _KEPT_ZH,
    _LET_IT_GO_ZH,
    _MEMORY_CONTEXT_EN,
    _NOT_A_COMMAND_EN,
    _NOT_A_COMMAND_ZH,
    _NOT_INTO_MEMORY_ZH,
    _NOT_KEPT_EN,
    _NOT_KEPT_ZH,
    _SLIP_MIND_EN,
    _SUBJECT_ZH,
    _TAKE_OUT_EN,
    _TAKEN_FOR_ZH,
    _TARGET_THEN_FROM_MEMORY_EN,
    _TEXT_PART_ZH,
    _WHERE_KEPT_EN,
    _ZH_VERB,
    _ZH_WHERE_KEPT,
)
from apps.memory.commands.phrasings_correct import (
    _CONTRAST_BUT_EN,
    _CONTRAST_EN,
    _CONTRAST_NOT_FIRST_ZH,
    _CONTRAST_ZH,
    _ITS_EN,
    _ITS_ZH,
    _NO_LONGER_EN,
    _NO_LONGER_ZH,
    _NOT_ANY_MORE_EN,
    _SUBJECT_I_EN,
    _SUBJECT_I_ZH,
    _WEAK_EN,
    _WEAK_ZH,
    _WRONG_EN,
    _WRONG_SOFT_EN,
    _WRONG_ZH,
    VALUE_STATEMENT_EN,
)
from apps.memory.commands.words import slots_named


def _clean(text: str) -> str:
    return " ".join(text.strip().split())


def _strip_quotes(text: str) -> str:
    return text.strip().strip("\"'“”‘’「」『』").strip()


def _forget(target: str, language: str) -> Command | None:
    for _ in range(2):
        target = re.sub(r"[\s,，;；:：]+$", "", target.strip())
        # (where it is kept, said before what it names: "efface from your memory the particulars of …")
        target = re.sub(
            r"^(?:from|out of) (?:your|ur|yer|the) (?:memory|memories|notes|records)\s+", "", target, flags=re.I
        )
        # (what it names, said as what was heard: "forget you ever heard about my dad's second family")
        target = re.sub(
            r"^(?:that\s+)?(?:you|u)\s+(?:ever\s+)?(?:heard|knew|learned|learnt)\s+(?:about|of)\s+(?=(?:my|our)\b)",
            "",
            target,
            flags=re.I,
        )
        target = re.sub(
            # (where it is kept, and anything said after it: "my gpa in ur memroy ok its rly bad")
            r"\s+(?:from|in|out of|outta|off) (?:your |ur |the )?"
            + _WHERE_KEPT_EN
            + r"\b.*$|\s+(?:from|off|out of|outta) (?:whatever|what) (?:you|u)\b.*$|\s+on file\b.*$|\s+(?:from now on|going forward|for good)$|,?\s+(?:please|pls|plz)$|\s+(?:any ?more|any longer)$"
            # (how it came to be told: "my Aadhaar details which I shared yesterday", "my BVN wey I give you")
            r"|\s+(?:which|that|wey|dat)\s+(?:i|I|I've|i've)\s+(?:shared|gave|give|told|tell|sent|send|showed|show|mentioned|said|typed|put)\b.*$"
            r"|,?\s+(?:would|could|will|can) (?:you|ya|u)$"
            r"|\s+(?:pls|plz|please|thx|ty)[,.!]\s*.*$"
            r"|,?\s+(?:thanks|thank you|thx|ty|cheers(?: mate)?|lol|lmao|haha+|ok|okay|k|paiseh|lah|pls|sweet as|ple+a*se+)$|的(?:记忆|信息|资料|内容)$"
            # (a reason said after it: "…, its embarassing", "…, because it's private")
            r"|,\s*(?:it's|its|it is|it was|that's|coz|cos|because|since|sure|I|I've|I have|I'm|I no|I don't|ah|they're|pal|mate|bro|sawa|(?:he|she|they|we)(?:'d|'s|'ll|'re)?)\b.*$"
            # (… and in Chinese: "我的 EPF 号码啦，那个很 sensitive 的")
            r"|[，,]\s*(?:那个|这个|那|这|因为|太|很|不想|费事|免得|怕|反正|毕竟|谢谢|多谢)[^，,]*$|(?<=\S)(?:啦|啊|呀|哦|喔)$"
            # where it is kept, said before the verb (从记忆里删除, 从你的笔记里删了, 从你那儿清掉, 从记忆中予以清除)
            r"|" + _ZH_WHERE_KEPT + r"(?:予以)?$|(?<=\S)(?:予以|加以)$",
            "",
            target,
            flags=re.I,
        )
    target = _strip_quotes(target)
    if language == "zh":
        if (
            _NOT_A_COMMAND_ZH.search(target)
            or _SUBJECT_ZH.match(target)
            or _DONE_ZH.search(target)
            or _TEXT_PART_ZH.search(target)
        ):
            return None
    elif _NOT_A_COMMAND_EN.search(target):
        return None
    return Command(FORGET, target=target, language=language)


# something done, reported ("昨天不小心把聊天记录删了", "我老公把照片删了"): a 把 inside what would be
# the target, or an accident, tells of an act, it asks for none
_DONE_ZH = re.compile(r"(?:^|[^帮])(?:把|将)|不小心|手滑|误删")


# "Could you remove what you know about my job?" / "你能把我的工资忘掉吗？" ask for an action: a
# request put as a question is still a request (a plain question, "did you forget my salary?", is not)
_POLITE_EN = re.compile(
    r"^(?:(?:ok(?:ay)?|hey|hi|so|and|also|well|alright|oh|actually|eh)[,!.]*\s+)*(?:please[,]?\s+)?"
    r"(?:(?:can|could|would|will) (?:you|ya|u)\b(?:\s+please)?(?:\s+just)?\s+(?:forget|delete|remove|erase|wipe|clear|drop|scrub|lose|stop remembering|don't remember)\b"
    r"|would you be (?:so )?kind (?:as to|and) \w+"
    # (any verb, where the assistant keeps it said: "could you make my payday loan disappear from your memory?")
    r"|(?:can|could|would|will) (?:you|ya|u)\b.*\b(?:from|out of) (?:your|ur|the) (?:memory|memories|notes|records)\b"
    r"|(?:can|could|would|will) (?:you|ya|u)\b.*\b(?:off|from|out of) whatever (?:you|u)\b"
    r"|(?:would|do) you mind (?:not )?(?:forgetting|deleting|removing|erasing|remembering|storing|keeping)\b)",
    re.I,
)
_POLITE_ZH = re.compile(r"^(?:请你?|麻烦你?|你)?(?:能不能|能否|可以|可不可以|能|可否)[^？?]*" + _ZH_VERB)


def _about_memory(target: str) -> bool:
    """What a verb of life talk (get rid of, let go of, 划掉, 留着) names is the assistant's memory: what
    it knows or was told, or a piece of the person's data ("my sister's phone number", 我的存款数目),
    never a sofa, a rope or a to-do list's item."""
    target = target.strip()
    if has_cjk(target):
        return bool(_KEPT_ZH.search(target) or slots_named(target))
    return bool(_KEPT_EN.search(target) or (re.match(r"my\b", target, re.I) and slots_named(target)))


def _polite_request(text: str) -> str:
    """``text`` without the question mark (and 吗) of a request put as a question."""
    if re.search(r"[吗么]\s*$", text) and re.search(r"[把将]", text) and _POLITE_ZH.match(text):
        return re.sub(r"[吗么]\s*$", "", text)  # (asked without its mark: "可以把…撤下来吗")
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
    rest = re.sub(r"^(?:mate|pal|bro|dude|man|lah|love|hun)[,!.]*\s+", "", _clean(rest).rstrip("。.!！"), flags=re.I)
    rest = re.sub(r"^[—–:\-\s]+", "", rest)  # (", pal — my daughter's at Durham")
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
        old = contrast.group("old").strip()
        if zh and contrast.group("new").strip().endswith("的") and rest[contrast.end("old") :].startswith("的"):
            old += "的"  # (said alike: "我是学医的，不是学法的")
        its = (_ITS_ZH if zh else _ITS_EN).match(contrast.group("new").strip())
        if its:  # "是 sprint 14，不是 sprint 13", "it's Bendigo, not Ballarat": the value and the one it replaces
            return Command(
                CORRECT, new_value=_strip_quotes(its.group("value")), old_value=old, weak=weak, language=language
            )
        return Command(
            CORRECT,
            statement=contrast.group("new").strip(),
            old_value=old,
            weak=weak,
            language=language,
        )
    its = (_ITS_ZH if zh else _ITS_EN).match(rest)
    if its:
        return Command(CORRECT, new_value=_strip_quotes(its.group("value")), weak=weak, language=language)
    return Command(CORRECT, statement=rest, weak=weak, language=language)


def parse_command(text: str) -> Command | None:
    """The memory command in ``text``, by rules (both languages); None for an ordinary message
    (questions included: "你不是一直怕水吗？" asks, it does not correct). Traditional Chinese is
    read in Simplified characters (請把…刪掉, 你記錯了) and what it names is given back as written."""
    reading = simplified(text)
    command = _parse(reading)
    if command is None or reading == text:
        return command
    return as_said(command, text)


def as_said(command: Command, text: str) -> Command:
    """``command`` read in simplified characters, with what it names and says given back as ``text`` wrote it."""
    return replace(
        command,
        target=as_written(command.target, text),
        statement=as_written(command.statement, text),
        old_value=as_written(command.old_value, text),
        new_value=as_written(command.new_value, text),
    )


# a tag after a request ("…, yuh hear?", "…, ok?", "…, right?"): no question of its own
_TAG_QUESTION = re.compile(
    r"[,，]\s*(?:yuh hear|you hear|ya hear|ok|okay|right|yeah|(?:would|could|will|can) (?:you|ya|u)|好吗|好不好|行吗|可以吗)\s*[?？]+\s*$",
    re.I,
)


def _parse(text: str) -> Command | None:
    text = _polite_request(_TAG_QUESTION.sub("", _clean(text)))
    if not text or len(text) > 300 or re.search(r"[?？]\s*$|[吗么呢]\s*[。.!！]?$", text):
        return None
    language = detect_language(text)
    if language == "zh" or has_cjk(text):
        language = "zh"
        choice = parse_choice(text)
        if choice:
            return Command(FORGET, choice=choice, language=language)
        for pattern in (
            _DONT_REMEMBER_ZH_BA,
            _FORGET_ZH_BA,
            _FORGET_ZH_BA_REASON,
            _FORGET_ZH_TARGET_FIRST,
            _DONT_REMEMBER_ZH,
            _FORGET_ZH_VERB_FIRST,
            _DONT_REMEMBER_ZH_TARGET_FIRST,
            _FORGET_ZH_UNSAID,
            _FORGET_ZH_TOLD,
            _FORGET_ZH_PAUSE,
            _FORGET_ZH_GIVE_ME,
            _NOT_INTO_MEMORY_ZH,
            _LET_IT_GO_ZH,
            _NOT_KEPT_ZH,
        ):
            match = pattern.match(text)
            if match:
                target = next((v for k, v in match.groupdict().items() if k.startswith("target") and v), "")
                if not target:
                    continue  # (nothing named: "你就当不知道吧")
                if (
                    match.groupdict().get("life")
                    or match.groupdict().get("life2")
                    or pattern
                    in (_FORGET_ZH_TOLD, _FORGET_ZH_PAUSE, _FORGET_ZH_GIVE_ME, _LET_IT_GO_ZH, _FORGET_ZH_BA_REASON)
                ) and not _about_memory(target):
                    return None  # 把清单上的第三项划掉, 这些旧衣服不用留着了
                if pattern is _FORGET_ZH_VERB_FIRST and "，" in target and not _about_memory(target):
                    return None  # 忘掉过去向前看，这是我今年的目标: a motto, nothing the assistant keeps
                if pattern is _FORGET_ZH_UNSAID and re.search(r"(?:我|我们|他|她|他们|她们)$", target):
                    return None  # 他那些难听的话我就当没听过: what the person will not hear, of themselves
                return _forget(target, language)
        taken = _TAKEN_FOR_ZH.match(text)
        if taken:
            command = _correction(taken.group("rest"), language, weak=False)
            return replace(command, old_value=taken.group("old")) if command and not command.old_value else command
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
    slipped = _SLIP_MIND_EN.match(text)
    if slipped:
        # (of what is the person's or known: "let the past slip your mind" is no request of memory)
        target = slipped.group("target") or slipped.group("target2")
        return _forget(target, language) if re.match(r"(?:my|mi)\b", target, re.I) or _about_memory(target) else None
    for pattern in (
        _FORGET_EN,
        _DONT_REMEMBER_EN,
        _GONE_EN,
        _TAKE_OUT_EN,
        _NOT_KEPT_EN,
        _CONSENT_WITHDRAWN_EN,
        _FORGET_EN_TARGET_FIRST,
        _ANY_VERB_FROM_MEMORY_EN,
        _TARGET_THEN_FROM_MEMORY_EN,
    ):
        match = pattern.match(text)
        if not match:
            continue
        verb = (match.groupdict().get("verb") or "").lower()
        target = next((v for k, v in match.groupdict().items() if k.startswith("target") and v), "")
        if not target:
            continue
        if pattern in (
            _TAKE_OUT_EN,
            _NOT_KEPT_EN,
            _CONSENT_WITHDRAWN_EN,
            _ANY_VERB_FROM_MEMORY_EN,
            _TARGET_THEN_FROM_MEMORY_EN,
        ):
            return _forget(target, language)
        # ("don't bother remembering …" says memory; "don't bother saving the file" may not)
        bother = match.groupdict().get("bother") and not re.search(r"\brememb", match.group(0), re.I)
        if pattern is _GONE_EN or bother or any(match.groupdict().get(g) for g in ("life", "loose")):
            # get rid of / let go of / hold on to / keep / want … gone / no more saving …: of what the
            # assistant keeps only
            if (pattern is _GONE_EN and match.group("kept")) or _about_memory(target):
                return _forget(target, language)
            return None
        if verb and not verb.startswith(("forget", "stop", "unlearn")) and not _MEMORY_CONTEXT_EN.search(target):
            continue  # ("delete the file"; a later pattern may still read where it is kept: "dump ma … oot yer memory")
        return _forget(target, language)
    wrong = _WRONG_EN.match(text)
    if wrong:
        return _correction(wrong.group("rest"), language, weak=False)
    soft = _WRONG_SOFT_EN.match(text)
    if soft and VALUE_STATEMENT_EN.match(soft.group("rest").strip()):
        return _correction(soft.group("rest"), language, weak=False)
    weak = _WEAK_EN.match(text)
    if weak and (
        _CONTRAST_EN.match(weak.group("rest"))
        or _CONTRAST_BUT_EN.match(weak.group("rest"))
        or _NO_LONGER_EN.search(weak.group("rest"))
    ):
        return _correction(weak.group("rest"), language, weak=True)
    if (_SUBJECT_I_EN.match(text) or _NOT_ANY_MORE_EN.match(text)) and _NO_LONGER_EN.search(text) and "?" not in text:
        return Command(CORRECT, statement=text.rstrip(".!"), no_longer=True, weak=True, language=language)
    if _SUBJECT_I_EN.match(text) and (_CONTRAST_EN.match(text) or _CONTRAST_BUT_EN.match(text)):
        return _correction(text, language, weak=True)
    return None
