"""One message judged (``judge_message``): answers to the assistant, corrections in the same breath
(``retract``), a statement before a question or inside a request, the subject a sentence leaves out."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.lexicon import REACTION, REQUEST
from apps.memory.pipeline.trigger.chat_talk import SUPPOSING_CLAUSE, said_of_nothing
from apps.memory.pipeline.trigger.kinds import (
    _FIRST_PERSON_EN,
    _FIRST_PERSON_ZH,
    KIND_SCORE,
    WRITE_SCORE,
    SentenceVerdict,
    Verdict,
    _plain_kind,
    judge_sentence,
)
from apps.memory.pipeline.trigger.retract import corrected
from apps.memory.pipeline.trigger.sentences import is_question, is_small_talk, split_sentences
from apps.memory.pipeline.trigger.typed import written_out

_RANK = ("instruction", "decision", "change", "milestone", "preference", "disclosure", "answer", "weak_preference")
_LEAD_IN = re.compile(
    r"^(?:(?:yes|yeah|yep|yup|no|nope|ok(?:ay)?|sure|well|oh|ah|hmm+|haha+|thanks|thank you|definitely|totally|absolutely|of course"
    # (a whole word: the "no" of "Not sure" is not a "no")
    r"|好的|好|嗯+|是的|对|哈哈+|谢谢|当然)(?![A-Za-z'])[\s,，!！.。~]*)+",
    re.I,
)


# what answers nothing ("Not sure to be honest.", "No idea what that means.", "Whatever you think is best.", 随便)
_NON_ANSWER = re.compile(
    r"\W*(?:(?:i'm |i am )?not (?:really |too |so )?sure|no idea|(?:i )?(?:don't|dont|do not) know|dunno|idk|whatever|depends"
    r"|it depends|hard to say|good question|(?:that |this )?sounds?\b|(?:that's|that is|this is) (?:really |so |very )?"
    r"(?:helpful|great|interesting|useful|cool|nice)|up to you|you (?:decide|choose|pick)|either is fine|no preference"
    r"|随便|都行|都可以|不知道|不清楚|说不好|不好说|难说|看情况|你定|你看着办|无所谓)",
    re.I,
)


def answer_sentences(sentences: list[str]) -> list[str]:
    """Sentences of a reply to a question that say something (not small talk, questions, requests
    or reactions): an answer is a disclosure even without "I" ("Three times a week.", "在杭州")."""
    kept = []
    for sentence in sentences:
        body = _LEAD_IN.sub("", sentence).strip()
        if (
            not body
            or is_small_talk(body)
            or is_question(body)
            or REQUEST.search(body)
            or REACTION.search(body)
            or _NON_ANSWER.match(body)
            or _NON_ANSWER.match(sentence)
        ):
            continue
        if "[redacted" in body:
            continue
        if (len(body) >= 3) if has_cjk(body) else (len(body.split()) >= 3):
            kept.append(sentence)
    return kept


# People drop the "I" of a casual English statement ("Moved to Chicago last month", "Just started
# at Stripe"): a sentence that opens with one of these past-tense verbs is the speaker's own.
# Past forms only, so that an instruction ("Move the meeting") never becomes a statement.
_SUBJECTLESS_EN = re.compile(
    r"^(?:(?:just|finally|recently|also|actually)\s+)?"
    r"(?:moved|relocated|started|joined|bought|adopted|switched|finished|left|married|graduated|sold|signed|began"
    r"|visited|became|changed|landed|retired|got (?:a|an|my|the|married|engaged|promoted|divorced|hired)\b"
    r"|quit (?:my|the|smoking|drinking)\b|lost (?:my|our|\d)|took (?:a|up|my)\b|went (?:to|vegan|vegetarian)\b"
    r"|turned \d|made (?:partner|senior|junior|head|team lead|captain|manager|director)\b)\b"
    # a wish with its "I" dropped ("would love to move to Lisbon one day", "hoping to retire in Hoi An")
    r"|^(?:would|'d) (?:love|like) to (?:move|relocate|live|retire|settle)\b|^(?:hoping|planning) to (?:move|relocate|retire|settle)\b",
    re.I,
)


_CLAUSE = re.compile(r"[，,]\s*")


def statement_before_question(sentence: str) -> str | None:
    """The statement a question carries in front of it: "我身高一米八二，体重一百六十斤，这样算超重吗？"
    → "我身高一米八二，体重一百六十斤"; "I'm 5'9 and 170 lbs, is that healthy?" → "I'm 5'9 and 170
    lbs". None when the question says nothing before it, or not about the speaker."""
    parts = _CLAUSE.split(sentence.strip())
    if len(parts) < 2:
        return None
    joiner = "，" if has_cjk(sentence) else ", "
    statement = joiner.join(parts[:-1]).strip()
    if not statement or is_question(statement):
        return None
    # (not a supposition the question hangs on: "Random one — if I moved to Tallinn, would I need a visa?",
    # "如果我辞职了，社保怎么办？")
    if SUPPOSING_CLAUSE.search(statement):
        return None
    first_person = _FIRST_PERSON_ZH.search(statement) if has_cjk(statement) else _FIRST_PERSON_EN.search(statement)
    return statement if first_person else None


_PRONOUN_START = re.compile(r"^(?:(?P<en>[Hh]e|[Ss]he)(?P<be>'s|\b)|(?P<zh>[他她])(?![们]))")


def _relation_for(match: re.Match[str], relation: str) -> str:
    if match.group("zh"):
        return relation
    return relation[:1].upper() + relation[1:] + (match.group("be") or "")


_SAYS = re.compile(
    r"^(?:就说|说|顺便(?:说一下|提一下|说一声)?|告诉(?:他|她|他们)|跟(?:他|她|他们)说|and tell (?:him|her|them)(?: that)?|tell (?:him|her|them)(?: that)?|say(?: that)?)\s*",
    re.I,
)


def statement_in_request(sentence: str) -> str | None:
    """What a request says about the speaker: "帮我给我老板Kevin写封邮件，就说我下周四要请一天假" →
    "我下周四要请一天假"; None when it says nothing about them."""
    parts = _CLAUSE.split(sentence.strip())
    said = [_SAYS.sub("", part).strip() for part in parts[1:]]
    mine = [
        part
        for part in said
        if part and not REQUEST.search(part) and (part.startswith("我") or re.match(r"(?:I|I'm|I've|my)\b", part))
    ]
    if not mine:
        return None
    return ("，" if has_cjk(sentence) else ", ").join(mine)


# ... and the "I'm" of what one is in the middle of ("Hoping to raise awareness and start conversations",
# "Trying to get it fixed", "Saving up for a new bike"): an aim or an undertaking of the speaker's
_SUBJECTLESS_ONGOING_EN = re.compile(
    r"^(?:(?:still|currently|now|really)\s+)?(?:hoping (?:to|for)|planning|trying|aiming|working|saving|training|studying"
    r"|learning|looking forward|thinking (?:of|about)|getting ready|preparing)\b"
    # (not what is done to the chat or to nothing named: "Trying not to laugh", "Saving this for later")
    r"(?! (?:you|u|ya|not|it|this|that|these|those|them)\b)",
    re.I,
)


# … and a state said as a bare answer ("Vegan. Going on six years now."): the speaker's
_BARE_STATE_EN = re.compile(
    r"^(?:(?:strictly|fully|mostly|now|still)\s+)?(?:vegan|vegetarian|veggie|pescatarian|gluten[- ]free|dairy[- ]free"
    r"|teetotal|sober|diabetic|coeliac|celiac|lactose intolerant|retired|pregnant|single|divorced|widowed)"
    r"(?:\s+(?:now|these days|for years))?\W*$",
    re.I,
)


# a formal self-introduction that names the writer after "I," ("I, Venkatesh Iyer, aged 47 years, am …")
# (two names or more, or one said with what follows a name: "I, Priya, aged 31, …"; not "I, However, disagree.")
_FORMAL_I_NAME_EN = re.compile(
    r"^I,\s+([A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+){1,3}|[A-Z][\w'.-]+(?=,\s+(?:aged|age|born|of|resident|residing|son|daughter"
    r"|wife|husband|holder|am|being|hereby|do hereby|the undersigned)\b)),\s+"
)


# a question about the person, whose bare answer ("Vegan.", "Single.") is theirs; not one about a thing to make
# or choose ("What kind of recipe should I write?", "Single or return ticket?")
_ASKS_ABOUT_THEM = re.compile(
    r"\b(?:you|your|yours|yourself|u|ur)\b|[你您]|\b(?:diet|dietary|allerg\w*|marital)\b", re.I
)


# … and the "I" of a "don't" that says what one feels, knows or has, not what the other is not to do ("Don't feel
# like I'm making much of an impact", "Dont think I've told you", "Don't have a car any more")
_SUBJECTLESS_DONT_EN = re.compile(
    r"^(?:(?:honestly|tbh|still|just)\s+)?(?:don't|dont|do not) (?=(?:feel like|think|know|remember|recall|have (?:a|an|any|the|much|time|kids"
    r"|children)|want to|need to|really|even|usually|get (?:why|how|it|what)|understand|care (?:about|for)|mind)\b)",
    re.I,
)


def implicit_subject(sentence: str, *, question: str = "") -> str:
    """The sentence with its dropped "I" restored ("Moved to Chicago." → "I moved to Chicago.", "Hoping
    to raise awareness." → "I'm hoping to raise awareness.")."""
    stripped = sentence.strip()
    formal = _FORMAL_I_NAME_EN.match(stripped)
    if formal:
        # "I, Venkatesh Iyer, aged 47 years, am presently employed as …" → "I'm Venkatesh Iyer, aged 47 years,
        # I am presently employed as …"
        rest = re.sub(r",\s+am\b", ", I am", stripped[formal.end() :], count=1)
        return f"I'm {formal.group(1)}, {rest}"
    if not has_cjk(stripped) and _BARE_STATE_EN.match(stripped) and (not question or _ASKS_ABOUT_THEM.search(question)):
        return "I'm " + stripped[:1].lower() + stripped[1:]
    if has_cjk(stripped) or len(stripped.split()) < 3:
        return sentence
    if _SUBJECTLESS_EN.match(stripped) or _SUBJECTLESS_DONT_EN.match(stripped):
        return "I " + stripped[:1].lower() + stripped[1:]
    # (not one about nothing named: "Working on it.", "Looking forward to that!")
    if (
        _SUBJECTLESS_ONGOING_EN.match(stripped)
        and not re.search(r"\b(?:it|that|this|them|those|here)\W*$", stripped, re.I)
        and not said_of_nothing(stripped)
    ):
        return "I'm " + stripped[:1].lower() + stripped[1:]
    return sentence


def judge_message(
    text: str,
    *,
    seen_count: Callable[[str], int] | None = None,
    known_fact_keys: Callable[[], set[str]] | None = None,
    after_question: bool = False,
    question: str = "",
) -> Verdict:
    """Rule judgement for one message: its sentences, each with a kind, and the strongest kind.

    ``after_question``: the message replies to a question of the other party; when no rule fires,
    its informative sentences are kept as an ``answer``; ``question``, when known, is what was asked."""
    if is_small_talk(text):
        return Verdict(kind=None, score=0.0, small_talk=True)
    sentences = []
    relation: str | None = None
    for sentence in split_sentences(text):
        sentence = slots.with_owner(implicit_subject(written_out(corrected(sentence)), question=question))
        if relation is not None:
            # "… a card for my dad? He's turning seventy": he is the dad
            sentence = _PRONOUN_START.sub(partial(_relation_for, relation=relation), sentence, count=1)
        relation = slots.relation_mentioned(sentence) or relation
        if is_question(sentence):
            # "I'm 5'9 and 170 lbs, is that healthy?": the statement is kept, the question is not
            sentence = statement_before_question(sentence) or sentence
        elif REQUEST.search(sentence) and _plain_kind(sentence) is None:
            # "帮我给老板写封邮件，就说我下周四要请假": what the request says about the speaker is kept
            sentence = statement_in_request(sentence) or sentence
        sentences.append(sentence)
    verdicts: list[SentenceVerdict] = []
    carry_instruction = False
    for sentence in sentences:
        verdict = judge_sentence(sentence, seen_count=seen_count, known_fact_keys=known_fact_keys)
        # "记住：" / "Remember:" on its own line applies to the next sentence
        if carry_instruction and verdict.kind != "instruction" and not is_question(sentence):
            verdict = SentenceVerdict(sentence, "instruction", KIND_SCORE["instruction"])
        carry_instruction = bool(
            re.fullmatch(r"\s*(?:记住|请记住|记得|remember|please remember|note)\s*[:：,，!！]?\s*", sentence, re.I)
        )
        if carry_instruction:
            verdict = SentenceVerdict(sentence, None, 0.0)
        verdicts.append(verdict)
    kinds = [v for v in verdicts if v.kind and v.score >= WRITE_SCORE]
    if after_question and (answers := answer_sentences(sentences)):
        if not kinds:
            verdicts = [
                SentenceVerdict(v.text, "answer", KIND_SCORE["answer"]) if v.text in answers else v for v in verdicts
            ]
            return Verdict(kind="answer", score=KIND_SCORE["answer"], sentences=verdicts)
        # a reply that says more than it was asked still answers first ("What policies have you been
        # focusing on?" — "Recently, education reform and infrastructure development. My goal is …"):
        # the answer is kept beside what the rules found
        first = answers[0]
        verdicts = [
            SentenceVerdict(v.text, "answer", KIND_SCORE["answer"]) if v.text == first and v.kind is None else v
            for v in verdicts
        ]
    kinds = kinds or [v for v in verdicts if v.kind]
    if not kinds:
        return Verdict(kind=None, score=0.0, sentences=verdicts, small_talk=all(is_small_talk(s) for s in sentences))
    best = min(kinds, key=lambda v: _RANK.index(v.kind or "weak_preference"))
    return Verdict(kind=best.kind, score=best.score, sentences=verdicts)
