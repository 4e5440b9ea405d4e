"""Children told apart in one message: introduced by their place ("大的是儿子叫乐乐"), by their
rank among several ("俩闺女，大的上初二，小的上二年级"), or as had ("我们有个女儿刚满三岁"): each
clause about a child is made to name that child, so that an age or a school is theirs, never the
user's nor the other child's."""

from __future__ import annotations

import re

from apps.memory.pipeline import slots
from apps.memory.pipeline.compress.people import CHILD_INTRO_ZH, CHILD_WORD_ZH, HAS_CHILD_ZH

# who a Chinese clause is about when it says so itself
ZH_SUBJECT = re.compile(r"^(?:我|你|他|她|它|咱|用户|[A-Z][a-z]+)")

# (of two, 老二 is the younger; of three or more, 老二 and 老三 are the second and the third)
_SEVERAL_CHILDREN_ZH = re.compile(r"(两|俩|二|三|四|五|[2-5])(?:个)?(孩子|小孩|宝宝|娃|闺女|女儿|儿子)")
_RANKED_ONE_ZH = re.compile(r"^(大的|老大|大一点的|大点的|小的|老二|老三|老四|老小|老幺|小一点的|小点的)(?!是|那个)")
_OLDER_WORDS_ZH = frozenset(("大的", "老大", "大一点的", "大点的"))
# (a message opening with the child's place alone: the words of the place no one else is called by)
RANKED_ALONE_ZH = re.compile(r"^(?:我家|我)?(老大|老二|老三|老四|老幺)(?!是|那个|说|让|叫|跟|和)")
_A_CHILDS_KEYS = frozenset(("age", "grade", "school"))
_MIDDLE_WORDS_ZH = {"老二": "二", "老三": "三", "老四": "四"}


def _rank(word: str, two: bool) -> str:
    """大 / 小 of two children; of more, 老二 / 老三 keep their place (二 / 三) and 小的 is the youngest."""
    if word in _OLDER_WORDS_ZH:
        return "大"
    if word in _MIDDLE_WORDS_ZH and not (two and word == "老二"):
        return _MIDDLE_WORDS_ZH[word]
    return "小"


def children_introduced(parts: list[str]) -> list[str]:
    """Children introduced by their place ("大的是儿子叫乐乐", "小的是闺女，才4岁"): "我儿子叫乐乐";
    an unnamed one is the subject of what follows ("我闺女才4岁"), so that each child's age and school
    are theirs, never the user's nor the other child's."""
    out: list[str] = []
    carry = ""
    several = ""  # the children just said to be two or more ("两个闺女", "俩娃"): 大的 / 小的 is one of them
    two = True  # …and whether they are two (老二 is the younger) or more (老二 is the second)
    for i, part in enumerate(parts):
        ranked = _RANKED_ONE_ZH.match(part) if several else None
        if not several and i == 0 and not ranked:
            # (a later message: "老二今年升六年级了" is about one of the children, told before)
            alone = RANKED_ALONE_ZH.match(part)
            hit = slots.detect(part) if alone else None
            if alone and hit is not None and hit.slot in _A_CHILDS_KEYS:
                out.append(f"我{_rank(alone.group(1), False)}孩子{part[alone.end() :]}")
                continue
        if ranked and not CHILD_INTRO_ZH.match(part):
            rank = _rank(ranked.group(1), two)
            out.append(f"我{rank}{several}{part[ranked.end() :]}")  # "大的十岁" → "我大女儿十岁"
            continue
        group = _SEVERAL_CHILDREN_ZH.search(part)
        if group:
            several = {"闺女": "女儿", "娃": "孩子", "小孩": "孩子", "宝宝": "孩子"}.get(group.group(2), group.group(2))
            two = group.group(1) in ("两", "俩", "二", "2")
        child = CHILD_INTRO_ZH.match(part)
        if child:
            word = CHILD_WORD_ZH.get(child.group(1), child.group(1))
            if child.group(2):
                out.append(f"我{word}叫{child.group(2)}{part[child.end() :]}")
                carry = ""
            else:
                carry = f"我{word}"
            continue
        if carry and not ZH_SUBJECT.match(part) and slots.split_subject(part)[0] is None:
            part = carry + part
        carry = ""
        had = HAS_CHILD_ZH.search(part)
        if had:
            # "我跟老公有个儿子，今年7岁": the child is 7; "我有一个儿子叫小宝，三岁半了": 小宝 is
            word = CHILD_WORD_ZH.get(had.group(1), had.group(1))
            if had.group(2):
                out += [part[: had.end(1)], f"我{word}叫{had.group(2)}"]
            elif part[had.end() :].strip():
                # "我们有个女儿刚满三岁": the child is new, what follows is the child's (and says
                # that there is a child)
                out.append(f"我{word}{part[had.end() :]}")
            else:
                out.append(part)
                carry = f"我{word}"
            continue
        out.append(part)
    if carry:
        out.append(carry)
    return out
