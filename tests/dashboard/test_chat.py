"""Chat: the list, a conversation with its "what was used" panels, sending without JavaScript,
the streamed reply, and the "memory updated" notice."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, cast

import pytest
from django.http import StreamingHttpResponse
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.chat.services import chat_turn
from apps.memory.models import MemoryEntry
from apps.memory.services import memory_create, memory_set_enabled, memory_update

pytestmark = pytest.mark.django_db


def sse_events(body: bytes) -> list[tuple[str, dict]]:
    events = []
    for block in body.decode().strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines())
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def test_the_conversation_list_shows_recent_sessions(
    alice_client: Client, end_user: User, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    for n in range(3):
        chat_turn(user=end_user, text=f"Hello number {n}")
    with django_assert_num_queries(4):
        response = alice_client.get(reverse("dashboard:chat"))
    assert [s.title for s in response.context["listing"].sessions] == [
        "Hello number 2",
        "Hello number 1",
        "Hello number 0",
    ]


def test_a_message_without_javascript_starts_a_conversation_and_redirects_to_the_reply(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    response = alice_client.post(reverse("dashboard:chat-new"), {"message": "Where do I live?"})
    session = ChatSession.objects.filter(user=end_user).order_by("-id").first()
    assert session is not None
    reply = Message.objects.get(session=session, role="assistant")
    assert response["Location"] == reverse("dashboard:chat-session", args=[session.pk]) + f"#m-{reply.pk}"


def test_the_conversation_page_shows_what_each_reply_used_with_scores(
    alice_client: Client,
    end_user: User,
    memory: MemoryEntry,
    budget: MemoryEntry,
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    first = chat_turn(user=end_user, text="Where do I live?")
    chat_turn(user=end_user, text="And what is my budget for the flat?", session=first.session)
    with django_assert_num_queries(9):  # the 9th: the memories the conversation produced
        response = alice_client.get(reverse("dashboard:chat-session", args=[first.session.pk]))
    html = response.content.decode()
    assert html.count('<details class="used">') == 2
    assert reverse("dashboard:memory-detail", args=[memory.pk]) in html and "similarity" in html


def test_a_reply_after_a_memory_was_switched_off_does_not_use_it(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    memory_set_enabled(memory=memory, enabled=False, actor="user")
    session = chat_turn(user=end_user, text="Where do I live? Hangzhou?").session
    html = alice_client.get(reverse("dashboard:chat-session", args=[session.pk])).content.decode()
    assert reverse("dashboard:memory-detail", args=[memory.pk]) not in html


def test_temporary_and_memory_off_replies_say_why_nothing_was_used(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    alice_client.post(reverse("dashboard:chat-new"), {"message": "Where do I live?", "temporary": "on"})
    session = ChatSession.objects.get(user=end_user, temporary=True)
    assert (
        "Temporary chat: no memory was read"
        in alice_client.get(reverse("dashboard:chat-session", args=[session.pk])).content.decode()
    )
    end_user.memory_enabled = False
    end_user.save()
    session = chat_turn(user=end_user, text="Where do I live?").session
    assert "Memory was off" in alice_client.get(reverse("dashboard:chat-session", args=[session.pk])).content.decode()


def test_sending_to_an_existing_conversation_without_javascript(alice_client: Client, end_user: User) -> None:
    session = chat_turn(user=end_user, text="Hello").session
    response = alice_client.post(reverse("dashboard:chat-send", args=[session.pk]), {"message": "Second message"})
    assert response.status_code == 302
    assert Message.objects.filter(session=session, role="user").count() == 2


def test_an_empty_message_is_refused_with_a_sentence_that_says_why(alice_client: Client) -> None:
    for blank in ("   ", "\n\t ", "\u200b \u3000"):  # spaces, line breaks, invisible characters
        response = alice_client.post(reverse("dashboard:chat-new"), {"message": blank})
        html = response.content.decode()
        assert response.status_code == 400 and 'role="alert"' in html, repr(blank)
        assert "Write a message first: there is nothing to send." in html
    assert not ChatSession.objects.exists()


def test_a_message_over_the_limit_is_refused_with_its_length_never_cut_short(
    alice_client: Client, settings: Any
) -> None:
    limit = settings.MAX_MESSAGE_CHARS
    page = alice_client.get(reverse("dashboard:chat-new")).content.decode()
    assert f'data-limit="{limit}"' in page and "maxlength" not in page  # the browser must not truncate a paste
    response = alice_client.post(reverse("dashboard:chat-new"), {"message": "x" * (limit + 5)})
    assert response.status_code == 400
    assert f"This message is {limit + 5} characters long; the limit is {limit}." in response.content.decode()
    stream = alice_client.post(reverse("dashboard:chat-stream"), {"message": "x" * (limit + 5)})
    assert stream.status_code == 400 and f"the limit is {limit}" in json.loads(stream.content)["error"]
    assert not Message.objects.exists()
    assert alice_client.post(reverse("dashboard:chat-new"), {"message": "x" * limit}).status_code == 302


def test_the_input_errors_are_translated(alice_client: Client) -> None:
    alice_client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    assert "请先写点内容" in alice_client.post(reverse("dashboard:chat-new"), {"message": " "}).content.decode()
    too_long = alice_client.post(reverse("dashboard:chat-stream"), {"message": "长" * 8001})
    assert "8001" in json.loads(too_long.content)["error"] and "上限" in json.loads(too_long.content)["error"]


def test_the_stream_names_the_new_conversation_so_the_heading_can_change(alice_client: Client) -> None:
    response = alice_client.post(reverse("dashboard:chat-stream"), {"message": "Plans for the weekend"})
    assert isinstance(response, StreamingHttpResponse)
    events = sse_events(b"".join(cast(Iterator[bytes], response.streaming_content)))
    assert events[0][1]["title"] == "Plans for the weekend"


def test_the_stream_sends_the_session_the_deltas_and_the_rendered_turn(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    response = alice_client.post(reverse("dashboard:chat-stream"), {"message": "Where do I live?"})
    assert response.status_code == 200 and response["Content-Type"].startswith("text/event-stream")
    assert isinstance(response, StreamingHttpResponse)
    events = sse_events(b"".join(cast(Iterator[bytes], response.streaming_content)))
    names = [name for name, _ in events]
    assert names[0] == "start" and names[-1] == "done" and "delta" in names
    session = ChatSession.objects.get(pk=events[0][1]["session"], user=end_user)
    assert events[0][1]["url"] == reverse("dashboard:chat-session", args=[session.pk])
    text = "".join(data["text"] for name, data in events if name == "delta")
    reply = Message.objects.get(session=session, role="assistant")
    assert text == reply.content
    html = events[-1][1]["html"]
    assert f'id="m-{reply.pk}"' in html and 'class="used"' in html and "notice-poll" in html


def test_the_stream_refuses_bad_input_before_streaming(alice_client: Client) -> None:
    response = alice_client.post(reverse("dashboard:chat-stream"), {"message": ""})
    assert response.status_code == 400 and "error" in json.loads(response.content)


def test_the_notice_polls_until_the_pipeline_wrote_then_links_the_memory(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    result = chat_turn(user=end_user, text="Remember: I moved to Suzhou.")
    url = reverse("dashboard:chat-notice", args=[result.session.pk, result.user_message.pk])
    waiting = alice_client.get(url, {"n": "1"}, headers={"HX-Request": "true"}).content.decode()
    assert "notice-poll" in waiting and "n=2" in waiting
    assert alice_client.get(url, {"n": "8"}).content.decode().strip() == ""  # gives up after a few seconds
    memory_update(
        memory=memory,
        actor="pipeline",
        summary="Alice lives in Suzhou",
        change="superseded",
        source_message_ids=[result.user_message.pk],
    )
    found = alice_client.get(url, {"n": "3"}).content.decode()
    assert (
        "Memory updated" in found
        and reverse("dashboard:memory-detail", args=[memory.pk]) in found
        and "notice-poll" not in found
    )


def test_a_conversation_page_shows_the_notice_for_messages_that_changed_memory(
    alice_client: Client, end_user: User
) -> None:
    result = chat_turn(user=end_user, text="Remember: my cat is called Miso.")
    memory_create(user=end_user, summary="Alice has a cat named Miso", source_message_ids=[result.user_message.pk])
    html = alice_client.get(reverse("dashboard:chat-session", args=[result.session.pk])).content.decode()
    assert "Memory updated" in html and "Alice has a cat named Miso" in html


def test_a_conversation_can_be_deleted_after_a_confirmation(
    alice_client: Client, end_user: User, other_end_user: User
) -> None:
    turn = chat_turn(user=end_user, text="I keep bees")
    url = reverse("dashboard:chat-delete", args=[turn.session.pk])
    page = alice_client.get(reverse("dashboard:chat-session", args=[turn.session.pk]))
    assert url in page.content.decode()
    confirm = alice_client.get(url)
    assert confirm.status_code == 200 and "Delete this conversation?" in confirm.content.decode()
    assert ChatSession.objects.filter(pk=turn.session.pk).exists()  # a GET deletes nothing

    theirs = chat_turn(user=other_end_user, text="hello")
    assert alice_client.post(reverse("dashboard:chat-delete", args=[theirs.session.pk])).status_code == 404

    done = alice_client.post(url, follow=True)
    assert done.status_code == 200 and "Conversation deleted" in done.content.decode()
    assert not ChatSession.objects.filter(pk=turn.session.pk).exists()
    assert not Message.objects.filter(session_id=turn.session.pk).exists()
    assert ChatSession.objects.filter(pk=theirs.session.pk).exists()
