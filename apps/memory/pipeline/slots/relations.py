"""Who a clause is about: "my wife …", "我老婆…", "a colleague of mine …" (``split_subject``,
``with_owner``, ``relation_mentioned``)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline.slots.gazetteer import canonical
from apps.memory.pipeline.slots.patterns import _REL_CANON_EN, _REL_EN, _REL_EN_START, _REL_ZH, _REL_ZH_START

_REL_EN_OF = re.compile(
    r"^(?:[Aa]n?|[Oo]ne) (?:good |close |old |former |new )?(colleague|friend|coworker|co-worker|neighbou?r|cousin|classmate|teammate|roommate)"
    r" of (?:mine|ours)\b|^[Oo]ne of (?:my|our) (?:good |close |old )?(colleague|friend|coworker|neighbou?r|cousin|classmate|teammate)s\b"
)


# "I don't smoke any more", "我不再刷抖音了", "奶茶我已经戒了": what has ended, in the words used
_REL_EN_ANYWHERE = re.compile(rf"\b(?:[Mm]y|[Oo]ur) ((?:{_REL_EN}))\b(?!,? (?:named |called )?[A-Z])")
_REL_ZH_ANYWHERE = re.compile(rf"我(?:的|家)?({_REL_ZH})(?![A-Za-z])")


BARE_RELATION_ZH = re.compile(
    r"^(?:老公|老婆|媳妇|(?:大|小|二|三)?(?:儿子|女儿|闺女|丫头)|(?:大|小)孩子|爸爸|妈妈|老爸|老妈|哥哥|姐姐|弟弟|妹妹|男朋友|女朋友)(?=[\u4e00-\u9fff0-9])"
    # "孩子学校的家长会是周五", "孩子今年上大班": one's child (not children in general: "孩子都这样")
    r"|^(?:孩子|小孩|娃)(?=的|学校|幼儿园|班主任|老师|今年|明年|下个?月|九月|秋天|上(?:小学|初|高|幼儿园|[小中大]班)|在|读|念)"
)


_CHILDS_PARENT_ZH = re.compile(r"^(?:孩子|娃|小孩)[他她](爸|妈)(?!妈|爸)")


# the English words that say whose without "my" ("hubby's birthday is …", "the missus is a nurse")
_BARE_RELATION_EN = re.compile(r"^(?:[Tt]he )?([Hh]ubby|[Ww]ifey)\b|^[Tt]he (wife|husband|missus|missis|other half)\b")


# a relation that ends one clause and "她" / "他" opening the next ("刚问过我姐，她新店开业其实是10月4号")
# (the relation ends its clause: "我妹妹安娜住在巴黎，她是医生" is about 安娜, whom the clause names)
_PRONOUN_AFTER_RELATION_ZH = re.compile(rf"(我(?:的)?(?:{_REL_ZH}))(\s*[，,]\s*)[他她](?!们)")


def with_owner(clause: str) -> str:
    """A clause opening with a bare relation is about the user's: "儿子今年上初一" → "我儿子今年上初一",
    "hubby's birthday is …" → "my hubby's birthday is …"; a "她" after a relation named in the clause
    before is that relation ("问过我姐，她…" → "问过我姐，我姐…")."""
    clause = _PRONOUN_AFTER_RELATION_ZH.sub(r"\1\2\1", clause, count=1)
    spouse = _CHILDS_PARENT_ZH.match(clause)
    if spouse:  # "孩子他爸最近在学开车": the child's father is the user's husband
        return ("我老公" if spouse.group(1) == "爸" else "我老婆") + clause[spouse.end() :]
    if BARE_RELATION_ZH.match(clause):
        return "我" + clause
    bare = _BARE_RELATION_EN.match(clause)
    if bare:
        return "my " + (bare.group(1) or bare.group(2)).lower() + clause[bare.end() :]
    return clause


def relation_mentioned(sentence: str) -> str | None:
    """The last unnamed relation a sentence mentions, as written ("my dad", "我爸"): whom a "he" or
    "她" in the next sentence means."""
    found = list((_REL_ZH_ANYWHERE if has_cjk(sentence) else _REL_EN_ANYWHERE).finditer(sentence))
    return found[-1].group(0) if found else None


def subject_after_scene(clause: str) -> tuple[str | None, str, str]:
    """``split_subject`` of the clause, or, when it opens with a part that only sets the scene (no "我",
    no subject: "刚问过我姐，我姐新店开业其实是10月4号"), of what follows that part."""
    found = split_subject(clause)
    scene, comma, rest = clause.partition("，")
    when = _WHEN_FIRST_ZH.match(clause)
    if found[0] is None and when:
        # "九月开学女儿就升大班了", "下个月儿子就要上小学了": a time first, then whose
        after = split_subject(with_owner(clause[when.end() :]))
        if after[0] is not None:
            return after
    if found[0] is None and comma and not re.match(r"我|[A-Za-z]", scene):
        return split_subject(rest)
    return found


# a time that opens a Chinese clause before its subject, with no comma after it
_WHEN_FIRST_ZH = re.compile(
    r"^(?:(?:[一二三四五六七八九十]{1,2}|\d{1,2})月份?(?:初|底|中)?(?:一)?(?:开学)?|开学(?:以?后)?|下个?月|下学期|这学期|今年|明年|"
    r"去年|下周|下礼拜|过完年|年后|暑假(?:以?后|一过|过完|结束)?|寒假(?:以?后|一过|过完|结束)?|一开学|开学了)(?:起|开始|的时候)?(?=(?:我的?)?[\u4e00-\u9fff])"
)


def split_subject(clause: str) -> tuple[str | None, str, str]:
    """(relation, the rest, the relation as written) when the clause opens with "my wife …" /
    "我老婆…" / "a colleague of mine …"; else (None, clause, "")."""
    match = _REL_EN_OF.match(clause)
    if match:
        word = (match.group(1) or match.group(2)).lower().replace("co-worker", "coworker")
        return _REL_CANON_EN.get(word, word), clause[match.end() :].strip(), match.group(0)
    match = _REL_EN_START.match(clause)
    if match:
        word = (match.group(1) or match.group(2)).lower()
        return _REL_CANON_EN.get(word, word), clause[match.end() :].strip(), match.group(0)
    match = _REL_ZH_START.match(clause)
    if match:
        return canonical(match.group(1)), clause[match.end() :].strip(), match.group(0)
    return None, clause, ""


_RANKED_CHILD_EN = re.compile(
    r"^(?:[Mm]y|[Oo]ur) ((?:older|younger|eldest|oldest|youngest|elder|middle|big|little|baby) (?:son|daughter|boy|girl)"
    r"|(?:youngest|eldest|oldest)(?=\s+(?:is|was|has|just|started|turned)\b|'s\b))"
)


def ranked_child_en(clause: str) -> str:
    """The child a clause opens with, by rank, as said ("my youngest daughter …" → "youngest daughter"; "our
    eldest …" → "eldest"): their relation keeps the rank that tells them apart; "" for none."""
    match = _RANKED_CHILD_EN.match(clause)
    return match.group(1).lower() if match else ""
