"""What the weakest rules must not read as a memory: talk about the chat itself, idioms, suppositions,
sarcasm and non-answers (trigger/chat_talk.py), and what they still keep (stop 43's review of stop 42's rules)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from apps.core.text import simplified
from apps.memory.pipeline.compress import Candidate, Turn, compress, last_question, question_before
from apps.memory.pipeline.trigger import judge_message

AT = datetime(2023, 5, 6, 17, 4, tzinfo=UTC)


def _units(text: str, question: str = "") -> list[Candidate]:
    turn = Turn(id=2, role="user", speaker="Maria", text=simplified(text), at=AT)
    history = [turn]
    if question:
        history.insert(0, Turn(id=1, role="assistant", speaker="assistant", text=question, at=AT))
    asked = question_before(turn, history)
    if asked is not None:
        turn.asker, turn.question = asked
    question_asked = asked[1] if asked is not None else last_question(turn, history)
    verdict = judge_message(turn.text, after_question=asked is not None, question=question_asked)
    return compress([turn], {turn.id: verdict}, context=history[:-1]) if verdict.write else []


@pytest.mark.parametrize(
    "said",
    [
        # the chat itself
        "Looking forward to your reply.",
        "I'm looking forward to your reply.",
        "Trying to figure out what went wrong here.",
        "Saving this for later.",
        "Thinking about what you said.",
        "Trying not to laugh.",
        "Hoping the rain stops soon.",
        "Sorry, my last message sounded rude.",
        "My upload failed, let me try again.",
        "My message got cut off, sorry.",
        "Mom asked me to ask you this.",
        "Mom called, gotta go.",
        "Dad joked that I should be a lawyer.",
        "I'm absolutely obsessed with this answer, thanks!",
        "I could watch you explain this all day.",
        "我的上一条消息刚才发重复了，忽略吧",
        "我们的话题刚才扯远了",
        "正在写，稍等",
        "在准备晚饭，一会儿回来",
        "正在考虑你的建议",
        "还在考虑要不要去",
        # idioms, suppositions, another's words, sarcasm
        "My mind went blank during the exam.",
        "My patience ran out with this bug.",
        "If my car broke down I'd be stranded.",
        "He said my essay sucked.",
        "Yeah right, my day totally improved after that.",
        "Oh brilliant, the train's late again, just what I needed.",
        "I'm utterly mad about what happened at work.",
        "我的心昨天都碎了",
        "万一我的护照今天丢了就完蛋了",
        "Random one — if I moved to Tallinn, would I need a visa?",
        "如果我辞职了，社保怎么办？",
        # a name that is no name, a "girl" that is no daughter, a 叫 that is no name
        "I, However, disagree.",
        "我同佢讲咗。個女仔好靚",
        "养了只宠物叫得特别响",
    ],
)
def test_what_says_nothing_of_the_person_is_no_memory(said: str) -> None:
    assert _units(said) == [], said


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("My car broke down last Friday.", ["car broke down", "Friday before 6 May 2023"]),
        ("Someone stole my bike from outside the gym last night.", ["stole", "bike"]),
        ("Saving up for a new bike", ["saving up for a new bike"]),
        ("Hoping to run a marathon next year", ["marathon"]),
        ("Mum had her cataract op on Wednesday.", ["cataract"]),
        ("我的手机昨天突然黑屏了", ["黑屏"]),
        ("在攒钱买房，目标是明年首付", ["攒钱买房"]),
        ("我养了只八哥叫威威", ["八哥"]),
        ("I'm absolutely mad about trail running.", ["trail running"]),
    ],
)
def test_what_the_rules_were_written_for_is_still_kept(said: str, words: list[str]) -> None:
    text = " ".join(c.summary for c in _units(said))
    assert all(word in text for word in words), (said, text)


def test_a_parent_called_by_what_they_are_is_whom_the_event_befell() -> None:
    (unit,) = _units("Dad fell last week and broke his hip.")
    assert unit.entity == "father"


def test_a_speaker_and_their_relation_as_one_subject_read_as_both() -> None:
    (unit,) = _units("Yesterday, my husband and I went to the cinema.")
    assert "Maria and their husband went to the cinema" in unit.summary
    assert unit.facts["date"] == "2023-05-05"


def test_a_non_answer_is_no_answer_and_the_fact_beside_it_is_kept_alone() -> None:
    assert _units("No idea what that means.", "What is your preferred learning style?") == []
    (unit,) = _units("Not sure to be honest. I live in Berlin though.", "What is your preferred learning style?")
    assert unit.summary == "Maria lives in Berlin though."


def test_a_bare_state_is_the_persons_only_when_the_question_was_about_them() -> None:
    assert _units("Vegan.", "What kind of recipe should I write?") == []
    assert _units("Single.", "Single or return ticket?") == []
    (unit,) = _units("Vegan.", "Any dietary requirements I should know about?")
    assert unit.facts.get("diet") == "vegan"
    (unit,) = _units("Single.", "What's your marital status?")
    assert unit.facts.get("marital_status") == "single"


def test_what_one_is_asked_to_note_is_of_the_kind_it_says() -> None:
    (unit,) = _units("幫我記一下：12月3號星期三下午2點半要去三總皮膚科回診")
    assert unit.type == "fact" and unit.facts.get("time") == "2点半"
    (unit,) = _units("记住：以后用中文回答我")
    assert unit.kind == "instruction"


def test_an_idiom_before_a_dash_leaves_what_happened_with_its_day() -> None:
    (unit,) = _units("My heart sank on Saturday — some numpty reversed into my wee Micra in the car park.")
    assert unit.summary.startswith("On Saturday, some numpty reversed into Maria's wee Micra")


@pytest.mark.parametrize(
    ("said", "not_said"),
    [
        # "love" as a noun, "like" as a preposition, a clause about a thing just named: no liking, no half-statement
        ("I went to a pride parade last Friday - so much energy and love everywhere.", "loves everywhere"),
        ("I love the self-acceptance and love theme.", "loves theme"),
        ("It's like a reminder of my roots and all the love and support I get from my family.", "Maria gets from"),
        ("It's like a reminder of my roots and all the love and support I get from my family.", "likes"),
        ("Honestly the allotment feels like home to me now.", "likes"),
        ("Losing my job was tough but it gave me the push I needed to do what I love.", "needed to do what,"),
    ],
)
def test_a_word_that_only_looks_like_a_liking_or_a_new_statement_splits_nothing(said: str, not_said: str) -> None:
    units = _units(said)
    text = " | ".join(f"{c.summary} {' '.join(c.facts)}" for c in units)
    assert not_said not in text, text


def test_a_liking_and_a_love_of_something_still_split() -> None:
    units = _units("I'm a nurse and love gardening.")
    assert any("loves gardening" in c.summary for c in units), [c.summary for c in units]


@pytest.mark.parametrize(
    ("said", "summary"),
    [
        # an irregular past keeps its form; a "don't" of what one feels is the speaker's, not an instruction; the chat's
        # "since we last chatted" and "don't think I've told you" lead-ins are no part of what happened
        (
            "I heard some cool stories from an elderly veteran named Samuel.",
            "Maria heard some cool stories from an elderly veteran named Samuel.",
        ),
        (
            "Don't feel like I'm making much of an impact here.",
            "Maria does not feel like they're making much of an impact here.",
        ),
        (
            "Hey Nate, since we last chatted, I've been volunteering as a mentor for a local school.",
            "Maria has been volunteering as a mentor for a local school.",
        ),
        ("Dont think I've told you, I'm allergic to kiwi.", "Maria is allergic to kiwi."),
    ],
)
def test_a_unit_says_what_was_said_and_only_that(said: str, summary: str) -> None:
    units = _units(said)
    assert [c.summary for c in units] == [summary]
    assert all(c.type != "prohibition" for c in units)
