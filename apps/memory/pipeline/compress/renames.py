"""A name put right: said earlier and now said to have been wrong (Chinese: 打错了, 不叫X，叫Y), or its spelling
corrected (English: "it's actually spelled Bryan"). The units about that person are renamed by reconcile. (Any
other value put right days later: ``lexicon.put_right``.)"""

from __future__ import annotations

import re

from apps.memory.pipeline.compress.people import _RELATIONS_EN, _RELATIONS_ZH
from apps.memory.pipeline.slots.patterns import _SURNAMES

_SURNAMES_ZH = "".join(sorted(_SURNAMES))

# a name said earlier, said now to have been wrong: "前两天说的我老板名字打错了，是王建军", "我老板叫王建军，
# 之前写错了" → the relation's name is 王建军 (the unit holding the old one is renamed)
_NAME = r"([\u4e00-\u9fff]{2,3}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
_WRONG_WORD = r"(?:打|说|写|拼|记|弄|搞|输|选|挑|按)[错措](?:字)?了?"  # (措: 错 mistyped)
_NAME_WRONG_ZH = (
    re.compile(
        rf"(?:我(?:的)?)?({_RELATIONS_ZH})(?:的)?名字[^，。,.！!]{{0,6}}?{_WRONG_WORD}[^，。,.！!]{{0,6}}?[，,：:。\s]*"
        rf"(?:她|他|对方)?(?:应该|其实|正确的|正确|实际上|真名)?(?:是|叫)\s*{_NAME}(?=[，。,.！!~]|才对|$)"
    ),
    # "之前说我老板叫王建国，其实是王建军"
    re.compile(
        rf"(?:之前|前面|上次|刚才|前两天|前几天|那天)(?:我)?说(?:的|过|了)?(?:我(?:的)?)?({_RELATIONS_ZH})叫[^，,。.！!]{{2,12}}?[，,]\s*"
        rf"(?:其实|实际上|应该|正确的)(?:是|叫)\s*{_NAME}(?=[，。,.！!~]|才对|$)"
    ),
    # "我老板不叫王建国，叫王建军"
    re.compile(
        rf"我(?:的)?({_RELATIONS_ZH})(?:其实)?不叫[^，,。.！!]{{2,12}}?[，,]\s*(?:而)?(?:是|叫)\s*{_NAME}(?=[，。,.！!~]|$)"
    ),
    # "我同事叫钟炜强，不是钟伟强": the right name, then the one said before
    re.compile(
        rf"我(?:的)?({_RELATIONS_ZH})(?:其实|应该)?叫\s*([{_SURNAMES_ZH}][\u4e00-\u9fff]{{1,2}})[，,]\s*(?:而)?不是(?:叫)?\s*[{_SURNAMES_ZH}][\u4e00-\u9fff]{{1,2}}(?=[，。,.！!~]|$)"
    ),
    re.compile(
        rf"我(?:的)?({_RELATIONS_ZH})(?:的名字|名字)?(?:其实|应该|真名)?(?:是|叫)\s*{_NAME}[，,]\s*"
        rf"(?:之前|前面|上次|刚才|前两天|前几天|那天)?(?:说的|写的|打的)?(?:名字)?(?:是)?(?:我)?{_WRONG_WORD}"
    ),
)


# … and in English: "my sister's name is actually Joanna", "my boss is really called Derek", "my son's name
# isn't Leo, it's Theo" (not "my sister is actually a nurse": the name's word or called / named says it)
_NAME_EN = r"([A-Z][a-z]+(?: [A-Z][a-z]+)?)"
_NAME_WRONG_EN = (
    re.compile(
        rf"\b[Mm]y ({_RELATIONS_EN})(?:'s name(?:'s| is) (?:actually|really|in fact)| is (?:actually|really|in fact) (?:called|named)) {_NAME_EN}\b"
    ),
    re.compile(
        rf"\b[Mm]y ({_RELATIONS_EN})(?:'s name isn't|'s name is not| isn't called| is not called) [A-Z][a-z]+,?"
        rf" (?:it's|it is|she's|he's|they're|but) (?:actually )?{_NAME_EN}\b"
    ),
)


def _renamed(sentence: str) -> tuple[str, str] | None:
    """(relation as said, the right name) when ``sentence`` says a relation's name said earlier was wrong."""
    for pattern in (*_NAME_WRONG_ZH, *_NAME_WRONG_EN):
        match = pattern.search(sentence)
        if match:
            return match.group(1), match.group(2)
    return None


_LATIN_NAME = r"[A-ZÀ-Þ][a-zß-ÿ]+"
# a name's spelling put right: "oh it's actually spelled Bryan with a y", "his name is Bryan, not
# Brian" → the person named before in a like spelling is Bryan (the units about them are renamed)
_RESPELLED_EN = (
    re.compile(
        r"\b(?:it's|it is|that's|(?:his|her|their) name(?:'s| is)|name(?:'s| is))?\s*(?:actually |really |properly )?"
        r"spelled (?:it )?(?:with an? \w+,? |as )?([A-Z][a-z]+)\b"
    ),
    re.compile(
        rf"\b(?:it's|it is|(?:his|her|their) name(?:'s| is))\s+(?:actually |really )?({_LATIN_NAME}),? not ({_LATIN_NAME})(?![\w'])"
    ),
    # "sorry, it's Sara without an h": spelled by a letter
    re.compile(
        r"\b(?:it's|it is|(?:his|her|their) name(?:'s| is))\s+(?:actually )?([A-Z][a-z]+),?"
        r" (?:with|without) (?:an? |two |double )[a-z](?:'s)?(?![\w'])"
    ),
)


def _respelled(sentence: str) -> str | None:
    """The right spelling of a name said earlier, when ``sentence`` puts it right."""
    for pattern in _RESPELLED_EN:
        match = pattern.search(sentence)
        if match and match.group(1) not in ("I", "The", "It", "With"):
            return match.group(1)
    return None


def said_instead_of(sentence: str) -> str | None:
    """The name said to have been wrong, when ``sentence`` says which ("it's Gráinne, not Clodagh")."""
    match = _RESPELLED_EN[1].search(sentence)
    return match.group(2) if match else None
