"""Who of several people a statement is about, told apart by rank: a sibling on either side of the
user (姐姐 / 妹妹), the older or the younger of two children (大儿子 / 小女儿, 老大 / 老二, "the older
one"). Two such statements are about two people, though their entity and relation are one."""

from __future__ import annotations

import re

# (大儿子 / 小女儿, 老大 / 老二: two children, each with their own age)
_OLDER = re.compile(r"姐|哥|的大(?:儿子|女儿|闺女|孩子)|老大|\b(?:older|big|elder|eldest|oldest)\b", re.I)
_YOUNGER = re.compile(
    r"妹|弟|的(?:小|二|三)(?:儿子|女儿|闺女|孩子)|老二|老三|老小|\b(?:younger|little|baby|youngest)\b", re.I
)


def other_sibling(old: str, new: str) -> bool:
    """Two relations that are siblings on either side of the user (姐姐 / 妹妹, big / little
    brother) name two people, though both are "sister" or "brother"."""

    def rank(relation: str) -> str:
        return "older" if _OLDER.search(relation) else "younger" if _YOUNGER.search(relation) else ""

    return bool(rank(old)) and bool(rank(new)) and rank(old) != rank(new)


# (两个孩子，大的8岁，小的5岁; "two boys, the older one is 12 and the younger one 9": one of several, by rank)
_OLDER_ONE = re.compile(r"大的|老大|\bthe (?:older|oldest|eldest)(?: one)?\b", re.I)
_YOUNGER_ONE = re.compile(r"小的|老二|老三|老小|\bthe (?:younger|youngest)(?: one)?\b", re.I)


def another_of_several(old: str, new: str) -> bool:
    """A statement about one of several people told apart by rank (大的 / 小的, the older one / the
    younger one) and a stored one about another of them or about them all ("用户有两个孩子"): two
    units, though their entity and relation are one."""

    def rank(text: str) -> str:
        return "older" if _OLDER_ONE.search(text) else "younger" if _YOUNGER_ONE.search(text) else ""

    return bool(rank(new)) and rank(old) != rank(new)
