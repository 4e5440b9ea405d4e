"""Whose a value is when the sentence names someone else first: a school a child started at is the
child's school, not an employer ("my daughter Emma started at Oakfield Primary"); a rent or a pay set
by the landlord or the boss is the user's ("my landlord raised the rent to £1,450", 老板给我涨到了一万八)."""

from __future__ import annotations

import re

_PAYER = re.compile(
    r"\b(?:landlord|landlady|letting agent|agency|boss|manager|company|employer|firm)\b|房东|中介|老板|公司|领导", re.I
)
_SET_BY = re.compile(
    r"\b(?:raised|increased|put up|bumped|hiked|cut|lowered|gave me|offered me)\b|涨|加|降|调|给我", re.I
)
_SCHOOL_NAMED = re.compile(
    r"\b(?:Primary|School|Academy|College|Nursery|Kindergarten|High|Elementary)\b|小学|中学|幼儿园|学校"
)
_CHILD_WORDS = re.compile(
    r"\b(?:son|daughter|kids?|child(?:ren)?|boy|girl|twins)\b|儿子|女儿|孩子|闺女|小孩|宝宝", re.I
)


def child_school(value: str, subject: str) -> bool:
    """Is ``value``, read as a workplace, a school that the child named in ``subject`` goes to?"""
    return bool(_SCHOOL_NAMED.search(value) and _CHILD_WORDS.search(subject))


def set_for_the_user(slot: str, about_words: str, rest: str) -> bool:
    """Is a rent or pay said of the landlord or the boss (``about_words``) one they set for the user?"""
    return slot in ("rent", "salary") and bool(_PAYER.search(about_words) and _SET_BY.search(rest))
