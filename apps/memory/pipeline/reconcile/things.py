"""What a statement speaks of: a thing two statements share (``shared_thing``), and the thing a stored price
is for, named or referred to (``names_thing``); read by the decision and the renewals."""

from __future__ import annotations

import re

from apps.core.text import has_cjk, keywords
from apps.memory.models import MemoryEntry
from apps.memory.pipeline.lexicon import LOAN

_GENERIC_TERMS = frozenset(
    keywords(
        "user user's users 用户 month year week day night now only about per each every time times 每月 每个月 一个月 每年 现在"
    )
)


def shared_thing(a: str, b: str) -> bool:
    """Do two statements name a common thing (a word of three or more letters, or two Chinese
    characters, beyond the person, periods and "now")? "the user's phone plan with Vodafone is
    €25" and "switched their phone over to Lebara, €12 now" share "phone"."""

    def things(text: str) -> set[str]:
        return {t for t in keywords(text) if not any(c.isdigit() for c in t) and len(t) >= (2 if has_cjk(t) else 3)}

    return bool(things(a) & things(b) - _GENERIC_TERMS)


# the thing a price was stored for, referred to rather than named, or by who sells it ("seller dropped
# it to $615k", "那台降到¥7599了", "车主降到7.9万了")
_REFERRED_THING = re.compile(
    r"\b(?:it|its|it's|(?:the )?(?:seller|sellers|dealer|dealership|vendor|owner|owners|store|shop))\b"
    r"|它|[那这](?:台|套|辆|款|部|件|双|块|张|家)|卖家|商家|店家|车主|房东|业主|房主|老板",
    re.I,
)


def names_thing(said: str, entry: MemoryEntry, *, referred: bool = True) -> bool:
    """Does ``said`` speak of the thing whose price ``entry`` holds (``price:<thing>``): it names it,
    shares a word with what was said of it, or (``referred``) refers to it or to who sells it?"""
    thing = str((entry.facts or {}).get("for", ""))
    if thing and (thing.lower() in said.lower() or shared_thing(said, thing)):
        return True
    if LOAN.search(entry.key) and LOAN.search(said):
        return True  # a loan's payment is spoken of by any word for a loan ("轉貸…之後，每個月降成2萬4了" after 房貸)
    return shared_thing(said, entry.summary) or (referred and _REFERRED_THING.search(said) is not None)
