"""Who of several people a statement is about, told apart by rank: a sibling on either side of the
user (姐姐 / 妹妹), the older or the younger of two children (大儿子 / 小女儿, 老大 / 老二, "the older
one"), the second or the third of more (二孩子 / 三孩子). Two such statements are about two people, though their entity and relation are one."""

from __future__ import annotations

import re

# (大儿子 / 小女儿, 老大 / 老二: two children, each with their own age; of three, 二孩子 / 三孩子 are the
# second and the third)
_OLDER = re.compile(r"姐|哥|的大(?:儿子|女儿|闺女|孩子)|老大|\b(?:older|big|elder|eldest|oldest)\b", re.I)
_SECOND = re.compile(r"的二(?:儿子|女儿|闺女|孩子)|\b(?:second|middle)\b", re.I)
_THIRD = re.compile(r"的三(?:儿子|女儿|闺女|孩子)|\bthird\b", re.I)
_YOUNGER = re.compile(r"妹|弟|的小(?:儿子|女儿|闺女|孩子)|老二|老三|老小|\b(?:younger|little|baby|youngest)\b", re.I)


def _place(relation: str) -> str:
    for place, pattern in (("second", _SECOND), ("third", _THIRD), ("older", _OLDER), ("younger", _YOUNGER)):
        if pattern.search(relation):
            return place
    return ""


def other_sibling(old: str, new: str) -> bool:
    """Two relations that are siblings on either side of the user (姐姐 / 妹妹, big / little
    brother), or children at two places among several (大孩子 / 二孩子 / 小孩子), name two people,
    though both are "sister" or "child"; so do a child said by rank and one said without (a "younger son" is
    said only where there are two: "my son is in Year 7", then "our younger son started Year 3")."""
    if bool(_place(old)) != bool(_place(new)) and _CHILD.search(old) and _CHILD.search(new):
        return True
    return bool(_place(old)) and bool(_place(new)) and _place(old) != _place(new)


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


_CHILD = re.compile(r"儿子|女儿|闺女|孩子|娃|\b(?:son|daughter|kid|child|boy|girl)\b", re.I)
# (a son is never a daughter: the word, when said, must be the stored one's)
_CHILD_WORD = re.compile(r"儿子|女儿|闺女|\b(?:son|daughter|boy|girl)\b", re.I)
_SAME_CHILD = {"儿子": "son|boy|儿子", "女儿": "daughter|girl|女儿|闺女", "闺女": "daughter|girl|女儿|闺女"}


def _same_child_word(word: str, relation: str) -> bool:
    forms = _SAME_CHILD.get(word) or ("son|boy|儿子" if word.lower() in ("son", "boy") else "daughter|girl|女儿|闺女")
    return re.search(forms, relation, re.I) is not None


def child_by_rank(relation: str, known: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The (entity, relation) among the children ``known`` (entity, relation) that a child named by their
    rank alone means: "our youngest" the one stored as the youngest (小女儿, "youngest daughter"); the second
    (老二, 二孩子) the younger of two told apart as the older and the younger. None when no one or several fit."""
    place = _place(relation)
    if not place:
        return None
    places: dict[str, set[tuple[str, str]]] = {}
    for entity, said in known:
        if _CHILD.search(said) and _place(said):
            places.setdefault(_place(said), set()).add((entity, said))
    if place == "second":
        # (the second of two is the younger: 老二, never "the middle one")
        if set(places) != {"older", "younger"} or re.search(r"middle", relation, re.I):
            return None
        place = "younger"
    child = _CHILD_WORD.search(relation)
    fits = {(e, r) for e, r in places.get(place, set()) if not child or _same_child_word(child.group(0), r)}
    return next(iter(fits)) if len(fits) == 1 else None
