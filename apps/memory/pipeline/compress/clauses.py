"""A sentence cut into clauses, each one unit: English and Chinese splitting, run-ons, introductions
that list several things."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress.children import RANKED_ALONE_ZH, children_introduced
from apps.memory.pipeline.compress.children import ZH_SUBJECT as _ZH_SUBJECT
from apps.memory.pipeline.compress.clauses_en import DANGLING_EN, en_parts
from apps.memory.pipeline.compress.keys import _old_slot
from apps.memory.pipeline.compress.people import (
    _NOT_NAMES,
    _RELATIONS_ZH,
    HAS_CHILD_ZH,
    MY_ZH,
    WITH_NAMED_RELATION_ZH,
)
from apps.memory.pipeline.compress.units import MAX_SUMMARY_CHARS
from apps.memory.pipeline.figures import (
    PROJECT,
)
from apps.memory.pipeline.lexicon import CONDITION_ZH
from apps.memory.pipeline.slots.ended import WORK_SWITCHED_ONLY
from apps.memory.pipeline.slots.patterns import _REL_EN, _SURNAMES

# --- the rule path ------------------------------------------------------------------------------
_CLAUSE_SPLIT_ZH = re.compile(r"[，,]")
_CLAUSE_SPLIT_EN = re.compile(r",\s*(?:and\s+)?|;\s*|\s+and\s+(?=I\b)")
_PERSONAL_SLOTS = frozenset({"location", "hometown", "name", "age", "employer", "occupation", "tool"})
_TASK = re.compile(
    r"需要|要做|待办|记得要|得去|准备|打算|计划"
    # a thing to get done by a time ("端午节之前我必须把毕业论文初稿写完", "月底前得把报销单交了")
    r"|(?:必须|得|要|一定要)(?:在[^，。；]{1,10}?)?把[^，。；]{1,24}?(?:写完|做完|弄完|改完|搞定|完成|交了|交上去|交给|提交|整理好|准备好|办好|办完)"
    r"|\b(?:I need to|I have to|I've got to|I must|todo|to-do|I plan to|I'm planning to|I'm going to|I will)\b"
    r"(?! (?:say|admit|agree|laugh|be honest|tell you|wonder)\b)",
    re.I,
)
_NEGATION = re.compile(r"不|没|别|\b(?:not|no|never|don't|doesn't|didn't|isn't|aren't|won't|can't|no longer)\b", re.I)
_INTERJECTION = re.compile(
    r"^(?:(?:hey|hi|hello|wow|oh|ah|aw+|yeah|yes|yep|well|so|um+|uh+|haha+|lol|omg|btw|by the way|anyway|guess what|ok(?:ay)?|sure|thanks|thank you|cool|great|awesome|nice|right)\b[\s,!.:-]*"
    r"(?-i:[A-Z][a-z]+[\s,!.:-]+)?)+",
    re.I,
)


_ZH_UNIT_SPLIT = re.compile(r"[，；;]|(?<!\d),|,(?!\d)")
_DECIDED_ONLY_ZH = re.compile(
    r"^(?:我们|我|咱们|咱俩|我们俩|我们家|我俩)?(?:已经|终于|最后|最终|还是)?(?:商量好了|商量过了|说好了|定下来了|想好了|考虑好了|决定了|定了|拍板了)(?:吧|啦|哈)?$"
)
_BUT_ZH = re.compile(r"^(?:但是|不过|可是|但(?![愿凡]))(?=\S{2})")


def _fills(part: str) -> bool:
    """Does a clause fill an attribute of its own (so that it is a unit of its own)?"""
    hit = slots.detect(part)
    if hit is not None and (hit.key or hit.slot in ("goal", "schedule", "prohibition")):
        return True
    return bool(_old_slot(part)[0])


# a part that only sets the scene (when, why, after what) belongs to the statement after it
_LEADING_PHRASE = re.compile(
    r"^(?:after|before|since|when|while|once|if|because|although|though|despite|during|for|in|on|at|by|from|with|without|as of|as)\b",
    re.I,
)
# a clause that only says a decision was made: what was decided is in the next one
_DECIDED_ONLY = re.compile(
    r"^(?:(?:ok(?:ay)?|so|right|well),?\s+)?(?:(?:we|I)(?:'ve| have)? (?:made up (?:our|my) minds?|made (?:our|my) minds? up|decided)"
    r"|decided|decision made|it's decided|that's (?:decided|settled)|final decision)[.!]?$",
    re.I,
)
_FIRST_PERSON_IN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|we|we're|we've|my|our)\b")
_SOMEONE_DOES = re.compile(rf"\b(?:I|we)\b|\b(?:my|our) (?:{_REL_EN})\b", re.I)


def _only_scene(part: str) -> bool:
    """A part that names only the person's own things and says nothing of its own ("When arranging my
    travel"): the scene of the statement after it."""
    return not _SOMEONE_DOES.search(part) and not _fills(part)


def _split_clauses(sentence: str) -> list[str]:
    """The statements of a sentence, each its own unit: "I'm Tom, I work as a nurse in Boston and
    I love hiking" → three; "我叫李雷，在杭州做产品经理，平时喜欢打羽毛球" → three (a clause without a
    subject takes the sentence's: "在杭州做产品经理" → "我在杭州做产品经理"). A part that states
    nothing of its own (no slot, no subject) stays with the statement before it; a project's
    figures stay together ("项目A预算5万，截止3月15日")."""
    if PROJECT.search(sentence):
        return [sentence]
    zh = has_cjk(sentence)
    if not zh:
        parts = en_parts(sentence)
        if len(parts) < 2:
            return [sentence]
        about, _, about_words = slots.split_subject(parts[0])
        if about is not None:
            # "my wife is a teacher and she loves jazz": she is the wife
            words = re.sub(r"'s$", "", about_words[:1].lower() + about_words[1:])
            # … and "my boss is Brian, he's fine" / "my sister Anna …, she …": he is Brian, by name
            named = re.match(
                r"^(?:[Mm]y|[Oo]ur) (?:\w+ )?\w+(?:'s name)?,? (?:is |named |called )?([A-Z][a-z]+)\b(?! (?:girl|boy|guy|man|woman|lady|born|native|people|person)\b)",
                parts[0],
            )
            if named and named.group(1) not in _NOT_NAMES:
                words = named.group(1)
            parts = [parts[0]] + [re.sub(r"^(?:[Ss]he|[Hh]e)\b", words, p) for p in parts[1:]]
        groups: list[str] = []
        lead = ""
        for part in parts:
            if _DECIDED_ONLY.match(part) or WORK_SWITCHED_ONLY.match(part):
                # "We've made up our minds, we're homeschooling Theo": one decision; "hung up my apron,
                # I'm a postie now": one new job
                lead = f"{lead}{part}, "
                continue
            if _LEADING_PHRASE.match(part) and (not _FIRST_PERSON_IN.search(part) or _only_scene(part)):
                # "After weeks of back and forth, I'm going with …", "When arranging my travel, I would
                # prefer …": one statement
                lead = f"{lead}{part}, "
                continue
            part = lead + part
            lead = ""
            # (or only a feeling with no object of its own: "…, i really cant")
            short = (len(part.split()) < 3 and slots.detect(part) is None) or bool(DANGLING_EN.match(part))
            if groups and short:
                groups[-1] = groups[-1] + ", " + part
            else:
                groups.append(part)
        if lead and groups:
            groups[-1] = groups[-1] + ", " + lead.rstrip(", ")
        elif lead:
            groups.append(lead.rstrip(", "))
        return groups
    sentence = _HAD_THEN_NAMED_ZH.sub(r"\1", sentence)
    # a name and an age as an introduction opens ("Kevin，27岁，…", "罗晓峰，36岁"): "我是Kevin，27岁"
    named = _NAME_THEN_AGE_ZH.match(sentence)
    if named and (named.group(1)[0].isascii() or named.group(1)[0] in _SURNAMES):
        sentence = "我是" + sentence
    parts = [p.strip() for p in _ZH_UNIT_SPLIT.split(_zh_breaks(sentence)) if p and p.strip()]
    # (a "but" opening a clause joins it to the one before; on its own it says nothing: "但千万不要…")
    parts = [_BUT_ZH.sub("", p) or p for p in parts]
    parts = _conditions_joined(parts)
    # (a part that only says a decision was made joins what was decided: "我们商量好了，孩子的幼儿园就定金色摇篮")
    for i in range(len(parts) - 2, -1, -1):
        if _DECIDED_ONLY_ZH.match(parts[i]):
            parts[i : i + 2] = [parts[i] + "，" + parts[i + 1]]
    # a bare age after a name ("我是Coco，29，在Shein…"): the age, said as one
    if parts and re.search(r"我是|我叫", parts[0]):
        parts = [f"{p}岁" if re.fullmatch(r"\d{1,2}", p) else p for p in parts]
    # a part that opens with a bare relation ("儿子今年上初一") is the user's relation
    said = parts
    parts = children_introduced([slots.with_owner(p) for p in parts])
    # (a child introduced as had, "我们有个女儿刚满三岁", or by their place, "老二升六年级了", is the subject)
    whole = (
        "，".join(parts)
        if parts != said and any(HAS_CHILD_ZH.search(p) or RANKED_ALONE_ZH.match(p) for p in said)
        else sentence
    )
    if len(parts) < 2:
        return [whole]
    first_subject = ""
    first = parts[0]
    about, _, about_words = slots.split_subject(first)
    if about is not None:
        first_subject = about_words
    elif first.startswith("我"):
        first_subject = "我"
    subject = first_subject or "我"
    named_first = _NAMED_RELATION_ZH.match(first)
    if named_first:
        subject = named_first.group(1)  # "我儿子叫浩浩，在读高三": 浩浩 is in 高三
    restored: list[str] = [first]
    # whom 他 / 她 means: the relation said last ("我在沙田做室内设计，我老公是消防员，他最喜欢砌高达": the husband)
    pronoun_words = about_words if about is not None else ""
    for part in parts[1:]:
        own_about, _, own_words = slots.split_subject(part)
        if pronoun_words and re.match(r"^[他她]", part):
            restored.append(pronoun_words + part[1:])  # "我老婆是老师，她喜欢爵士" → 她 is the wife
        elif _ZH_SUBJECT.match(part) or own_about is not None:
            if own_about is not None:
                pronoun_words = own_words
            restored.append(part)
            named = _NAMED_RELATION_ZH.match(part)
            if named:
                subject = named.group(1)  # "我儿子叫乐乐，今年9岁": 乐乐 is 9
                continue
            # the next part without a subject is about whom this one is ("儿子今年上初一，最近迷上了…")
            subject = own_words if own_about is not None else subject
        elif _ASKED_OF_ASSISTANT_ZH.match(part):
            restored.append(part)  # "…，别给我推荐甜食": said to the assistant, it takes no subject
        else:
            restored.append(subject + part)
    # a part that opens with someone else ("…，我弟弟还在读大学") is a statement of its own
    own_subject = [False] + [slots.split_subject(part)[0] not in (None, about) for part in parts[1:]]
    # … and then the part before it is a statement of its own too ("我哥在深圳开了家奶茶店，我妹…")
    own_subject[0] = any(own_subject)
    # (a relation introduced by name, "我儿子叫乐乐", is a statement of its own: who they are)
    fills = [
        _fills(part) or own or bool(_NAMED_RELATION_ZH.match(part))
        for part, own in zip(restored, own_subject, strict=True)
    ]
    # (two parts that fill nothing alone but do together are one statement: "租金便宜了好多，现在每个月六千二")
    for i in range(len(restored) - 2, 0, -1):
        if not fills[i] and not fills[i + 1] and _fills(restored[i] + "，" + parts[i + 1]):
            restored[i : i + 2] = [restored[i] + "，" + parts[i + 1]]
            parts[i : i + 2] = [parts[i] + "，" + parts[i + 1]]
            fills[i : i + 2] = [True]
    if sum(fills) < 2:
        return [whole]
    zh_groups: list[str] = []
    # (a first part with neither a subject nor an attribute of its own sets the scene for the next:
    # "刚问过我姐，我姐新店开业其实是10月4号" is one statement)
    lead = first + "，" if not first_subject and not _fills(first) and not _NAMED_RELATION_ZH.match(first) else ""
    for part, original, filled in zip(restored, parts, fills, strict=True):
        if lead and part is first:
            continue
        # (a part that goes on about the one before, "…120公里，都记在Strava上", is part of it)
        if zh_groups and (not filled or _CONTINUED_ZH.match(original)):
            zh_groups[-1] = zh_groups[-1] + "，" + original
        else:
            zh_groups.append(lead + part)
            lead = ""
    return zh_groups


# what one asks of the assistant ("别给我推荐甜食", "请不要给我发广告", "以后回答我用中文"): no statement about a subject
_ASKED_OF_ASSISTANT_ZH = re.compile(r"^(?:请|麻烦|千万|以后|今后)?(?:你)?(?:别|不要|不用|勿|帮我|给我|记得|回答我)")
_CONTINUED_ZH = re.compile(r"^(?:都|全都|也都|全部都?)(?!是)")
_NAME_THEN_AGE_ZH = re.compile(
    r"^([A-Z][a-z]+|[\u4e00-\u9fff]{2,3})[，,]\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})(?:岁|歲)"
)
_LIKING_ALONE_ZH = re.compile(r"^(?:超|很|好|最|特别|真的|超级)(?:喜欢|爱)(?:的|啊|呀|啦)?$")
_CONDITION_ZH = re.compile(rf"^(?:{CONDITION_ZH}|只要)")


def _conditions_joined(parts: list[str]) -> list[str]:
    """A condition stays with what it is the condition of ("如果今次抽中居屋，我们一家就搬去元朗" is one
    statement: a move only if)."""
    out: list[str] = []
    carry = ""
    for part in parts:
        if _CONDITION_ZH.match(part):
            carry = f"{carry}{part}，"
            continue
        out.append(carry + part)
        carry = ""
    if carry:
        out.append(carry.rstrip("，"))
    # … and a liking said alone after what it is of stays with it ("放假当然去行山啦，超喜欢")
    joined: list[str] = []
    for part in out:
        if joined and _LIKING_ALONE_ZH.match(part):
            joined[-1] = f"{joined[-1]}，{part}"
        else:
            joined.append(part)
    return joined


_NAMED_RELATION_ZH = re.compile(
    rf"^(?:{MY_ZH}|我家)(?:大|小|二|三)?(?:{_RELATIONS_ZH})(?:叫|名叫)([\u4e00-\u9fff]{{2,3}}|[A-Z][a-z]+)(?=[，,。.！!；]|$)"
)


# a run-on sentence as voice typing writes it: its statements are joined by 然后, or follow each
# other with no mark at all ("…今年二十六了在贵阳一家医院当麻醉师平时下了班就喜欢…")
_ZH_CONNECTOR = re.compile(r"(?<=[\u4e00-\u9fff])(?:然后|而且|并且)(?=[\u4e00-\u9fff])")
_ZH_RUN_ON = re.compile(
    r"(?<=了)(?=在|平时|现在|目前|每天|周末|最近)|(?<=[\u4e00-\u9fff]{4})(?=平时|平常)"
    # an introduction run together ("我叫韩冬冬今年33岁在天士力做质检住天津武清最大的爱好就是…"): an age,
    # then where one works, where one lives and what one loves, each a statement of its own
    r"|(?<=[\u4e00-\u9fff]{2})(?=今年(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:岁|在|住|做|当))|(?<=岁)(?=在|住|做|是|当)"
    r"|(?<=今年\d\d)(?=在|住|做|当)|(?<=[\u4e00-\u9fffA-Za-z]{4})(?<!最大的)(?=平时|平常)"
    r"|(?<=[做当干][\u4e00-\u9fff]{2})(?=住在?[\u4e00-\u9fff]{2})"
    r"|(?<=[\u4e00-\u9fff]{2})(?<![我的])(?=(?:最大的|唯一的)?爱好(?:是|就是))"
)


# a space between Chinese words is where a statement ends ("我叫何雨桐 今年31 在深圳做UI设计", also
# before a word that goes on in Latin letters: "我叫黄以琳 在Shopee做…")
_ZH_SPACE_BREAK = re.compile(r"(?<=[\u4e00-\u9fff0-9]{2})\s+(?=[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z])")


# something had and then its name ("我们家有只两岁的柴犬，叫Miso", "我养了条狗，叫旺财"): the name is
# the animal's, one statement, never the speaker's name
_HAD_THEN_NAMED_ZH = re.compile(
    r"((?:有|养了?|领养了|收养了)(?:一)?(?:只|条|头|匹)[^，,。！？]{1,12}?)[，,]\s*(?=(?:叫|名叫)[^，,。！？])"
)


# two things had, each with its name, in one breath ("我养了一只猫叫咪咪和一条狗叫旺财"; "I have a cat named
# Biscuit and a dog named Rolo"): two statements, so that each can be renewed or forgotten on its own
_TWO_HAD_NAMED_ZH = re.compile(
    r"((?:我|我们|我家|我们家)(?:有|养了|养着|养)?)(一?(?:只|条|个|头|匹)(?!儿子|女儿|闺女|孩子|男孩|女孩)[\u4e00-\u9fff]{1,4}?(?:叫|名叫)[^和跟，,。！？]{1,8}?)"
    r"(?:和|跟|还有|以及)(一?(?:只|条|个|头|匹)[\u4e00-\u9fff]{1,4}?(?:叫|名叫)[^，,。！？]{1,8})"
)


def _zh_breaks(sentence: str) -> str:
    run_on = len(sentence) >= 20 and not re.search(r"[，,。；;！!？?]", sentence)
    sentence = _TWO_HAD_NAMED_ZH.sub(r"\1\2，\1\3", sentence)
    sentence = WITH_NAMED_RELATION_ZH.sub(r"我\1叫\2，\g<0>", sentence, count=1)
    sentence = _ZH_CONNECTOR.sub("，", _ZH_SPACE_BREAK.sub("，", sentence))
    return _ZH_RUN_ON.sub("，", sentence) if run_on else sentence


def _trim(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip(" ,，;；:：-–—")
    if len(text) <= MAX_SUMMARY_CHARS:
        return text
    cut = text[:MAX_SUMMARY_CHARS]
    boundary = max(cut.rfind(" "), cut.rfind("，"), cut.rfind(","))
    return (cut[:boundary] if boundary > MAX_SUMMARY_CHARS // 2 else cut).rstrip(" ,，") + "…"
