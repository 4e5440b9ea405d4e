"""The conversation layer: earlier messages as a recall source, and what takes them out of it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.core.text import count_tokens, keywords
from apps.memory.models import MemoryEntry, MessageIndex, PipelineJob
from apps.memory.pipeline.jobs import process_session
from apps.memory.recall import RecallParams, recall
from apps.memory.recall.choose import chosen_items
from apps.memory.recall.render import episode_text as _render_episode
from apps.memory.recall.render import message_text as _message_text
from apps.memory.recall.scoring import asks, scored_messages
from apps.memory.services import memories_delete, memory_set_enabled, memory_update
from tests.engine.conftest import said_at, say, wait_drained

AT = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.fixture
def user(person: Any) -> User:
    return person("talker")


def post(user: User, texts: list[str], *, at: datetime = AT, meta: dict[str, Any] | None = None) -> ChatSession:
    """Messages of one earlier session, processed by the pipeline service."""
    session = ChatSession.objects.create(user=user, created_at=at, last_activity_at=at)
    for offset, text in enumerate(texts):
        message = Message.objects.create(
            session=session,
            user=user,
            role="user",
            content=text,
            created_at=at + timedelta(seconds=offset),
            meta=meta or {},
        )
        PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk])
    process_session(session.pk)
    return session


def said(result: Any) -> list[str]:
    return [item.text for item in result.items if item.layer == "message"]


def indexed(user: User) -> set[str]:
    ids = MessageIndex.objects.filter(user=user).values_list("message_id", flat=True)
    return set(Message.objects.filter(pk__in=ids).values_list("content", flat=True))


def test_every_informative_message_is_indexed_but_small_talk_and_memory_commands_are_not(user: User) -> None:
    post(user, ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think.", "haha ok", "谢谢！"])
    post(user, ["forget my salary"], meta={"memory_command": "forget"})
    assert indexed(user) == {"Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."}


def test_words_no_memory_unit_kept_are_recalled_from_an_earlier_session(user: User) -> None:
    post(user, ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."])
    later = ChatSession.objects.create(user=user)
    result = recall(user=user, query="What did we see at the Louvre?", session_id=later.pk)
    assert any("Mona Lisa" in text for text in said(result))
    assert "Said earlier:" in result.block and "Mona Lisa" in result.block
    item = next(i for i in result.items if i.layer == "message")
    assert item.source_message_ids == [item.id] and item.factors["similarity"] > 0


def test_the_current_sessions_messages_are_left_to_the_working_memory(user: User) -> None:
    session = post(user, ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."])
    assert said(recall(user=user, query="the Louvre and the Mona Lisa", session_id=session.pk)) == []


def test_a_long_message_is_cut_to_the_sentences_that_match_the_question() -> None:
    filler = " ".join(f"Then we walked along street number {n} and looked at the shops." for n in range(12))
    content = f"{filler} At the end we found a tiny bakery called Crumb & Co that sold pistachio croissants."
    text = _message_text(content, "Mia", set(keywords("Which bakery sold pistachio croissants?")), 60)
    assert text.startswith("Mia: ") and "Crumb & Co" in text and "street number 11 " not in text
    assert count_tokens(text) <= 60


def test_a_recalled_message_says_when_its_relative_times_were() -> None:
    at = datetime(2023, 6, 27, 12, 0, tzinfo=UTC)
    text = _message_text("Last Friday I went to a counseling workshop.", "Caroline", set(), 60, at)
    assert text == "Caroline: The Friday before 27 June 2023 I went to a counseling workshop."
    assert _message_text("我上周三去了杭州。", "", set(), 60, at) == "我2023年6月21日去了杭州。"


def test_an_answer_is_found_by_the_question_it_answers_and_shown_as_said(user: User) -> None:
    session = ChatSession.objects.create(user=user, created_at=AT, last_activity_at=AT)
    Message.objects.create(
        session=session,
        user=user,
        role="assistant",
        created_at=AT,
        content="That sounds moving. How did your kids react at the military memorial?",
    )
    answer = Message.objects.create(
        session=session,
        user=user,
        role="user",
        content="They were awestruck and humbled.",
        created_at=AT + timedelta(seconds=1),
    )
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[answer.pk])
    process_session(session.pk)
    result = recall(user=user, query="How did the kids react at the military memorial?", session_id=0)
    shown = [item for item in result.items if item.layer == "message"]
    assert [item.id for item in shown] == [answer.pk]
    assert shown[0].text == "They were awestruck and humbled."  # the question is searched, not shown


def test_an_episode_line_that_a_chosen_item_already_shows_is_not_repeated() -> None:
    lines = [
        {"text": "Melanie went hiking with the kids.", "message_ids": [1]},
        {"text": "Melanie painted a sunset with a palm tree.", "message_ids": [2]},
    ]
    terms = set(keywords("What did Melanie paint?"))
    text, cited = _render_episode(lines, "", terms, 80, covered={2})
    assert text == "Melanie went hiking with the kids." and cited == [1]


def test_episode_lines_rank_by_the_rare_query_words_they_carry_not_by_a_name_in_every_line() -> None:
    lines = [
        {"text": "Melanie went hiking with the kids.", "message_ids": [1]},
        {"text": "Melanie ran a charity race.", "message_ids": [2]},
        {"text": "They painted a sunset together.", "message_ids": [3]},
    ]
    budget = count_tokens("They painted a sunset together.")
    text, cited = _render_episode(lines, "", set(keywords("What did Melanie paint, a sunset?")), budget)
    assert text == "They painted a sunset together." and cited == [3]


def test_a_message_that_a_chosen_memory_restates_is_not_shown_twice(user: User) -> None:
    post(user, ["At the end we found a tiny bakery called Crumb & Co that sold pistachio croissants."])
    result = recall(user=user, query="Which bakery sold pistachio croissants?", session_id=0)
    mentions = [item.layer for item in result.items if "Crumb & Co" in item.text]
    assert len(mentions) == 1


def test_deleting_a_memory_takes_the_words_that_said_it_out_of_recall(user: User) -> None:
    post(user, ["My salary is 50k a year."])
    entry = MemoryEntry.objects.get(user=user, facts__salary__isnull=False)
    assert "My salary is 50k a year." in indexed(user)
    counts = memories_delete(user=user, memories=[entry], actor="user")
    assert counts["message_index"] == 1
    result = recall(
        user=user, query="what is my salary", params=RecallParams.from_settings({"floor": 0.0}), session_id=0
    )
    assert "50k" not in result.block


def test_an_edited_or_superseded_value_does_not_come_back_through_the_old_words(user: User) -> None:
    post(user, ["My salary is 50k a year."])
    entry = MemoryEntry.objects.get(user=user, facts__salary__isnull=False)
    memory_update(memory=entry, actor="user", summary="The user's salary is 65k a year.", facts={"salary": "65k"})
    assert indexed(user) == set()
    result = recall(user=user, query="salary", params=RecallParams.from_settings({"floor": 0.0}), session_id=0)
    assert "50k" not in result.block and "65k" in result.block


def test_a_memory_switched_off_hides_the_message_it_came_from(user: User) -> None:
    post(user, ["My salary is 50k a year."])
    entry = MemoryEntry.objects.get(user=user, facts__salary__isnull=False)
    memory_set_enabled(memory=entry, enabled=False, actor="user")
    result = recall(
        user=user, query="what is my salary", params=RecallParams.from_settings({"floor": 0.0}), session_id=0
    )
    assert "50k" not in result.block


def test_the_layer_can_be_switched_off_per_request(user: User) -> None:
    post(user, ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."])
    params = RecallParams.from_settings({"layers": {"messages": False}})
    assert said(recall(user=user, query="Louvre Mona Lisa", params=params, session_id=0)) == []
    params = RecallParams.from_settings({"message_top_k": 0})
    assert said(recall(user=user, query="Louvre Mona Lisa", params=params, session_id=0)) == []


def test_another_persons_messages_are_never_recalled(user: User, person: Any) -> None:
    post(person("neighbour"), ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."])
    assert said(recall(user=user, query="Louvre Mona Lisa", params=RecallParams.from_settings({"floor": 0.0}))) == []


def test_the_pipeline_indexing_twice_leaves_one_row_per_message(user: User) -> None:
    session = post(user, ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."])
    PipelineJob.objects.filter(session=session).update(done_at=None)
    process_session(session.pk)
    assert MessageIndex.objects.filter(user=user).count() == 1


@pytest.mark.worker
def test_a_later_chat_uses_an_earlier_sessions_words_through_the_real_worker(celery_worker: Any, person: Any) -> None:
    user = person("worker")
    said_at(user, ["Went to the Louvre with Mia, the Mona Lisa is smaller than you'd think."], at=AT)
    wait_drained(user)
    from apps.chat.services import chat_turn

    result = chat_turn(user=user, text="What did I think of the Mona Lisa?")
    layer = next(layer for layer in result.layers if layer.name == "messages")
    assert layer.tokens > 0 and "Mona Lisa" in layer.content
    assert any(item["layer"] == "message" for item in layer.items)
    say(user, "thanks", session=result.session)


def test_a_cut_message_keeps_the_sentence_that_goes_on_from_the_matching_one() -> None:
    content = (
        "I'm still figuring out the details, but I'm thinking of working with people who need a hand. "
        "Last Friday I went to a counseling workshop. "
        "They talked about therapeutic methods and how to listen without judging. "
        "Seeing how passionate these pros were about making a safe space for everyone was amazing, honestly."
    )
    text = _message_text(content, "Caroline", set(keywords("What was discussed at the counseling workshop?")), 40)
    assert "counseling workshop" in text and "therapeutic methods" in text  # what the workshop was about
    assert "figuring out" not in text and count_tokens(text) <= 40


def _message_row(content: str) -> tuple[Any, ...]:
    # the columns scoring reads: id, speaker, content, said_at, then dense cosine, hit cosine, keyword score
    return (None, 1, "Mel", content, None, "message", None, AT, None, [1], None, 0.9, None, 0.5)


def test_a_message_that_ends_by_asking_weighs_less_than_one_that_tells() -> None:
    assert asks("Did you go to the pottery class?") and asks("你去了吗？")
    assert asks("Look at this! What do you think? [shares a photo: a bowl]")
    assert not asks("I went to the pottery class. [shares a photo: is it a bowl?]")
    params = RecallParams.from_settings()
    scored = scored_messages(
        [_message_row("Did you go to the pottery class?"), _message_row("I went to the pottery class.")],
        dim=384,
        params=params,
        now=AT,
        query_words=set(),
    )
    (asked, _, _), (told, _, _) = scored
    assert scored[0][1]["type_weight"] == params.type_weight["question"] < 1.0
    assert asked == pytest.approx(told * params.type_weight["question"] / params.type_weight["message"])
    even = params.override({"type_weight": {"question": params.type_weight["message"]}})
    assert (
        len(
            {
                s
                for s, _, _ in scored_messages(
                    [_message_row("Did you?"), _message_row("I did.")], dim=384, params=even, now=AT, query_words=set()
                )
            }
        )
        == 1
    )


def _entry_row(pk: int, summary: str, cites: list[int]) -> tuple[Any, ...]:
    # the columns chosen_items reads of an entry: id, entity, summary, facts, type, importance, said, confidence,
    # sources, earlier value
    return (None, pk, "user", summary, {}, "fact", 3, AT, "confirmed", cites, None)


def test_a_message_that_a_chosen_memory_restates_only_in_part_still_shows_the_rest() -> None:
    # the unit written from one of its sentences ("…feel closer to a community and my faith") does not
    # say what was done about it: the message, which does, is not hidden behind it
    content = (
        "Just yesterday I joined a nearby church. I wanted to feel closer to a community and my faith. "
        "So far it's been really great!"
    )
    entry = _entry_row(7, "The user wanted to feel closer to a community and their faith.", [1])
    terms = set(keywords("What did I do to feel closer to a community and my faith?"))
    chosen = chosen_items(
        [(0.9, {}, entry)], [(0.8, {}, _message_row(content))], terms=terms, params=RecallParams.from_settings()
    )
    # the message takes the place of the plain fact that said a part of it: one place, the whole of it
    assert [item.layer for item in chosen] == ["message"]
    assert "nearby church" in chosen[0].text
    # (an entry that is more than a part of the message, a preference here, keeps its own place)
    liking: tuple[Any, ...] = (
        *_entry_row(9, "The user loves singing in the church choir.", [1])[:5],
        "preference",
        *_entry_row(9, "", [1])[6:],
    )
    both = chosen_items(
        [(0.9, {}, liking)], [(0.8, {}, _message_row(content))], terms=terms, params=RecallParams.from_settings()
    )
    assert [item.layer for item in both] == ["semantic", "message"]
    # … while a message the entry says all of is still shown once
    whole = _entry_row(8, "The user joined a nearby church to feel closer to a community and their faith.", [1])
    alone = chosen_items(
        [(0.9, {}, whole)],
        [(0.8, {}, _message_row("I joined a nearby church to feel closer to a community and my faith."))],
        terms=terms,
        params=RecallParams.from_settings(),
    )
    assert [item.layer for item in alone] == ["semantic"]


def test_a_cut_message_leaves_out_the_greeting_before_what_happened() -> None:
    content = (
        "Hey Maria, haven't talked for a few days. Had a wild week, my car broke down last Fri on my way to work. "
        "Trying to get it fixed but it's tough & putting a strain on my wallet. Staying positive though."
    )
    at = datetime(2023, 4, 10, 12, 0, tzinfo=UTC)
    text = _message_text(content, "John", set(keywords("What put a strain on John's wallet?")), 50, at)
    assert "strain on my wallet" in text and "car broke down" in text
    assert "Hey Maria" not in text and count_tokens(text) <= 50
