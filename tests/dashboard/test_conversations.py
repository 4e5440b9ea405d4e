"""The conversations page: newest first, search by words (title or any message, any case, Chinese
too) and by meaning (recall over the conversation layer and session summaries), each result with
the words that matched; a conversation shows the memories it produced; only ever the user's own."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.chat.models import ChatSession
from apps.chat.services import chat_turn
from apps.memory.models import MemoryEntry
from apps.memory.services import memory_create, memory_set_enabled
from tests.dashboard.conftest import index_messages, ingest

pytestmark = pytest.mark.django_db
LIST = reverse("dashboard:chat")


@pytest.fixture
def talks(end_user: User) -> dict[str, ChatSession]:
    bees, bees_messages = ingest(
        end_user, "Weekend", [("user", "I started keeping BEES in the garden."), ("assistant", "Lovely.")]
    )
    move, move_messages = ingest(end_user, "搬家", [("user", "我下个月搬到杭州，预算八万。"), ("assistant", "好的。")])
    launch, _ = ingest(
        end_user, "Launch plan", [("user", "The beta launches on 15 December."), ("assistant", "Noted.")]
    )
    index_messages([bees_messages[0], move_messages[0]])  # the launch plan stays unindexed
    return {"bees": bees, "move": move, "launch": launch}


def titles(response: Any) -> list[str]:
    return [s.title for s in response.context["listing"].sessions]


def test_without_a_search_the_list_is_newest_first(alice_client: Client, talks: dict[str, ChatSession]) -> None:
    assert titles(alice_client.get(LIST)) == ["Launch plan", "搬家", "Weekend"]


def test_a_search_by_words_finds_titles_and_messages_in_any_case_and_in_chinese(
    alice_client: Client, talks: dict[str, ChatSession], django_assert_num_queries: Any
) -> None:
    with django_assert_num_queries(5):  # session, user, membership, the conversations, their matching messages
        response = alice_client.get(LIST, {"q": "bees"})
    assert titles(response) == ["Weekend"]
    html = response.content.decode()
    assert "1 conversation found" in html and "I started keeping BEES in the garden." in html
    assert titles(alice_client.get(LIST, {"q": "杭州"})) == ["搬家"]
    assert titles(alice_client.get(LIST, {"q": "launch"})) == ["Launch plan"]  # the title and a message
    assert titles(alice_client.get(LIST, {"q": "100%_"})) == []
    assert "No conversation holds these words" in alice_client.get(LIST, {"q": "zebra"}).content.decode()


def test_an_htmx_search_gets_only_the_results(alice_client: Client, talks: dict[str, ChatSession]) -> None:
    response = alice_client.get(LIST, {"q": "bees"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="results"') and "<html" not in html and "Weekend" in html
    assert response["Vary"] and "HX-Request" in response["Vary"]


def test_a_search_by_meaning_ranks_conversations_by_what_was_said(
    alice_client: Client, talks: dict[str, ChatSession]
) -> None:
    response = alice_client.get(LIST, {"q": "moving to Hangzhou budget", "mode": "semantic"})
    found = titles(response)
    assert found and found[0] == "搬家"
    assert "Launch plan" not in found  # never indexed (not through the pipeline): found by words only
    assert response.context["listing"].scores[talks["move"].pk] > 0
    assert "by meaning" in response.content.decode()


def test_a_long_message_is_shown_around_the_words_that_matched(alice_client: Client, end_user: User) -> None:
    ingest(
        end_user,
        "Long",
        [("user", "filler words " * 40 + "the rare word aardvark appears here " + "more filler " * 40)],
    )
    snippet = alice_client.get(LIST, {"q": "aardvark"}).context["listing"].snippets
    (text,) = snippet.values()
    assert "aardvark" in text and text.startswith("…") and text.endswith("…") and len(text) <= 170


def test_another_users_conversations_are_never_found(
    alice_client: Client, talks: dict[str, ChatSession], bobs: dict[str, Any]
) -> None:
    for params in ({"q": "Paris"}, {"q": "Bob"}, {"q": "I live in Paris", "mode": "semantic"}, {}):
        response = alice_client.get(LIST, params)
        assert all(s.user_id == talks["bees"].user_id for s in response.context["listing"].sessions)
        html = response.content.decode()
        assert "Bob&#x27;s" not in html and "I live in Paris." not in html


def test_a_conversation_shows_the_memories_it_produced(
    alice_client: Client,
    end_user: User,
    memory: MemoryEntry,
    budget: MemoryEntry,
    bobs: dict[str, Any],
    django_assert_num_queries: Any,
) -> None:
    session = memory.source_session
    assert session is not None
    other = chat_turn(user=end_user, text="Something else entirely")
    elsewhere = memory_create(user=end_user, summary="Alice has a cat", source_message_ids=[other.user_message.pk])
    memory_set_enabled(memory=budget, enabled=False, actor="user")
    with django_assert_num_queries(8):
        response = alice_client.get(reverse("dashboard:chat-session", args=[session.pk]))
    assert [m.pk for m in response.context["produced"]] == [budget.pk, memory.pk]
    html = response.content.decode()
    assert "Memories from this conversation" in html and reverse("dashboard:memory-detail", args=[memory.pk]) in html
    assert "not used in replies" in html and elsewhere.summary not in html and "Bob" not in html
    fresh = alice_client.get(reverse("dashboard:chat-session", args=[other.session.pk])).context["produced"]
    assert fresh == [elsewhere]


def test_a_conversation_without_memories_says_so(alice_client: Client, end_user: User) -> None:
    html = alice_client.get(
        reverse("dashboard:chat-session", args=[chat_turn(user=end_user, text="Hi").session.pk])
    ).content.decode()
    assert "No memory came from this conversation yet." in html
    alice_client.post(reverse("dashboard:chat-new"), {"message": "Hello", "temporary": "on"})
    temporary = ChatSession.objects.get(user=end_user, temporary=True)
    assert (
        "Temporary chat: nothing from it is remembered."
        in alice_client.get(reverse("dashboard:chat-session", args=[temporary.pk])).content.decode()
    )


def test_deleting_from_the_list_still_works(alice_client: Client, talks: dict[str, ChatSession]) -> None:
    html = alice_client.get(LIST).content.decode()
    url = reverse("dashboard:chat-delete", args=[talks["bees"].pk])
    assert url in html
    assert alice_client.post(url).status_code == 302
    assert titles(alice_client.get(LIST)) == ["Launch plan", "搬家"]


def test_the_conversations_page_is_in_chinese(alice_client: Client, talks: dict[str, ChatSession]) -> None:
    alice_client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    html = alice_client.get(LIST, {"q": "杭州"}).content.decode()
    assert "搜索对话" in html and "找到 1 个对话" in html
    assert (
        "来自这个对话的记忆"
        in alice_client.get(reverse("dashboard:chat-session", args=[talks["move"].pk])).content.decode()
    )
