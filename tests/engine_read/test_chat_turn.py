"""One chat turn: storage, redaction, memory modes, assembly order, degraded answers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.chat.prompt import working_memory
from apps.chat.services import ChatInputError, chat_turn, chat_turn_stream, messages_ingest, session_create
from apps.memory.models import PipelineJob, RecallRecord
from apps.memory.services import memory_create
from tests.llm_stub import StubState, llm_stub

pytestmark = pytest.mark.django_db


@pytest.fixture
def openai_stub(settings: Any) -> Iterator[StubState]:
    with llm_stub() as (base_url, state):
        settings.LLM_PROVIDER = "openai"
        settings.LLM_BASE_URL = base_url
        settings.LLM_API_KEY = "test"
        settings.LLM_MAX_RETRIES = 0
        settings.LLM_TIMEOUT_SECONDS = 5
        yield state


def test_a_turn_creates_a_session_stores_both_messages_and_queues_extraction(end_user: User) -> None:
    result = chat_turn(user=end_user, text="I live in Hangzhou.")
    assert result.session.user == end_user
    roles = list(Message.objects.filter(session=result.session).order_by("id").values_list("role", flat=True))
    assert roles == ["user", "assistant"]
    job = PipelineJob.objects.get(session=result.session)
    assert job.message_ids == [result.user_message.pk] and job.done_at is None


def test_the_offline_reply_says_it_is_offline_and_cites_recalled_memory(end_user: User) -> None:
    memory_create(user=end_user, summary="User has a cat named Miso", facts={"name": "Miso"})
    result = chat_turn(user=end_user, text="What is my cat's name?")
    assert "offline" in result.text.lower()
    assert "Miso" in result.text
    assert [i.layer for i in result.memories_used] == ["semantic"]
    record = RecallRecord.objects.get(reply=result.reply)
    assert record.items[0]["id"] == result.memories_used[0].id
    assert "Miso" not in str(record.items) + str(record.layers)  # ids and scores only, never the text


def test_memory_off_and_temporary_chat_read_nothing_and_write_nothing(end_user: User) -> None:
    memory_create(user=end_user, summary="User has a cat named Miso")
    for memory, temporary in ((False, False), (True, True)):
        result = chat_turn(user=end_user, text="Remember: my cat is called Miso", memory=memory, temporary=temporary)
        assert result.memories_used == []
        assert not PipelineJob.objects.filter(session=result.session).exists()
        assert not RecallRecord.objects.filter(session=result.session).exists()
        assert [layer.name for layer in result.layers if layer.tokens and layer.name in ("memory", "episodes")] == []
    assert ChatSession.objects.get(pk=result.session.pk).temporary


def test_a_user_who_switched_memory_off_gets_no_reads_or_writes(end_user: User) -> None:
    end_user.memory_enabled = False
    end_user.save()
    result = chat_turn(user=end_user, text="Remember: I live in Hangzhou")
    assert result.mode == "off"
    assert not PipelineJob.objects.exists()


def test_secrets_are_redacted_in_storage_and_the_reply_says_they_were_not_saved(end_user: User) -> None:
    result = chat_turn(user=end_user, text="my password is Tr0ub4dor&3 and my id 11010519491231002X")
    stored = Message.objects.get(pk=result.user_message.pk)
    assert "Tr0ub4dor" not in stored.content and "11010519491231002X" not in stored.content
    assert stored.redacted
    assert "not saved" in result.text
    assert set(result.redactions) == {"password", "id_card"}
    assert not Message.objects.filter(content__contains="Tr0ub4dor").exists()


def test_the_note_about_removed_secrets_is_a_sentence_in_the_conversations_language(end_user: User) -> None:
    english = chat_turn(user=end_user, text="my password is Tr0ub4dor&3 and my id 11010519491231002X")
    assert english.reply.content.endswith(
        "(Note: your message contained an ID-card number and a password; they were not saved.)"
    )
    chinese = chat_turn(user=end_user, text="我的银行卡号是 4111 1111 1111 1111，请记住我住在杭州")
    assert chinese.reply.content.endswith("（提醒：你的消息中含有银行卡号，这部分内容没有被保存。）")
    assert "[redacted" not in english.reply.content and "[redacted" not in chinese.reply.content


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_note_survives_the_guard_for_every_combination_of_kinds(language: str) -> None:
    from itertools import combinations

    from apps.chat.services import redaction_note
    from apps.memory.guard import KIND_LABELS, scan

    kinds = list(KIND_LABELS)
    for size in (1, 2, 3, len(kinds)):
        for chosen in combinations(kinds, size):
            note = redaction_note(list(chosen), language)
            assert note and not scan(note).redacted, note  # a stored note scanned again stays as written
    assert redaction_note([], language) == ""
    assert redaction_note(["api_key"], "en") == "(Note: your message contained an API key or token; it was not saved.)"


def test_the_prompt_goes_persona_memory_messages_episodes_working_then_the_user_message(
    end_user: User, openai_stub: StubState
) -> None:
    memory_create(user=end_user, summary="User prefers answers in bullet points", type="preference", importance=4)
    first = chat_turn(user=end_user, text="hello there")
    result = chat_turn(user=end_user, text="How should you format answers?", session=first.session)
    assert [layer.name for layer in result.layers] == ["persona", "memory", "messages", "episodes", "working", "user"]
    sent = openai_stub.requests[-1]["messages"]
    assert sent[0]["role"] == "system" and "bullet points" in sent[0]["content"] and "<memory>" in sent[0]["content"]
    assert [m["content"] for m in sent[1:]] == ["hello there", "Stub reply.", "How should you format answers?"]
    assert all(layer.tokens >= 0 for layer in result.layers) and result.layers[0].tokens > 0


@pytest.mark.parametrize("mode", ["error", "garbage"])
def test_a_failing_provider_still_answers_flagged_degraded(end_user: User, openai_stub: StubState, mode: str) -> None:
    openai_stub.mode = mode
    result = chat_turn(user=end_user, text="Tell me something")
    assert result.degraded
    assert Message.objects.get(pk=result.reply.pk).degraded
    assert PipelineJob.objects.filter(session=result.session).count() == 1  # extraction still queued


def test_a_stream_cut_before_any_text_is_asked_once_without_streaming(end_user: User, openai_stub: StubState) -> None:
    openai_stub.mode = "cut_empty"
    openai_stub.reply = "Plain answer."
    _, events = chat_turn_stream(user=end_user, text="Tell me something")
    streamed = list(events)
    result = streamed[-1][1]
    assert [kind for kind, _ in streamed] == ["delta", "done"] and streamed[0][1] == "Plain answer."
    assert not result.degraded and result.text == "Plain answer."
    assert [bool(r.get("stream")) for r in openai_stub.requests] == [True, False]


def test_a_stream_cut_after_some_text_keeps_it_and_degrades(end_user: User, openai_stub: StubState) -> None:
    openai_stub.mode = "cut"
    openai_stub.reply = "one two three"
    _, events = chat_turn_stream(user=end_user, text="Tell me something")
    result = list(events)[-1][1]
    assert result.degraded and result.text.startswith("one two three")
    assert len(openai_stub.requests) == 1  # what the person already read is not asked again


@pytest.mark.parametrize(
    ("text", "field"),
    [("", "message"), ("   ", "message"), ("a\x00b", "message"), ("x" * 9000, "message"), (None, "message")],
)
def test_bad_messages_are_refused_and_nothing_is_written(end_user: User, text: str, field: str) -> None:
    with pytest.raises(ChatInputError) as error:
        chat_turn(user=end_user, text=text)
    assert error.value.field == field
    assert not Message.objects.exists() and not ChatSession.objects.exists()


def test_someone_elses_session_is_refused(end_user: User, other_end_user: User) -> None:
    theirs = session_create(user=other_end_user)
    with pytest.raises(ChatInputError):
        chat_turn(user=end_user, text="hi", session=theirs)
    assert not Message.objects.exists()


def test_working_memory_keeps_system_messages_first_and_the_newest_within_budget(end_user: User) -> None:
    session = session_create(user=end_user)
    messages_ingest(
        session=session,
        messages=[{"role": "system", "content": "Be brief."}]
        + [{"role": "user", "content": f"message number {i}"} for i in range(10)],
    )
    chosen = working_memory(session, budget_tokens=12)
    assert chosen[0].role == "system"
    assert [m.content for m in chosen[1:]] == [
        "message number 7",
        "message number 8",
        "message number 9",
    ]  # 3 + 3×3 tokens


def test_ingest_is_all_or_nothing_and_names_the_bad_item(end_user: User) -> None:
    session = session_create(user=end_user)
    with pytest.raises(ChatInputError) as error:
        messages_ingest(
            session=session, messages=[{"role": "user", "content": "fine"}, {"role": "wizard", "content": "x"}]
        )
    assert error.value.field == "messages[1].role"
    assert not Message.objects.exists()


def test_a_message_of_only_invisible_characters_counts_as_empty(end_user: User) -> None:
    with pytest.raises(ChatInputError):
        chat_turn(user=end_user, text="\u200f\u200b \u2028")


def test_a_working_budget_of_zero_sends_no_earlier_messages(end_user: User, openai_stub: StubState) -> None:
    first = chat_turn(user=end_user, text="hello there")
    chat_turn(user=end_user, text="second", session=first.session, params={"working_budget_tokens": 0})
    assert [m["role"] for m in openai_stub.requests[-1]["messages"]] == ["system", "user"]


def test_every_model_call_is_bounded_by_its_roles_max_tokens(
    end_user: User, openai_stub: StubState, settings: Any
) -> None:
    settings.LLM_MAX_TOKENS = {"chat": 321, "extraction": 654, "summary": 111}
    from apps.memory.llm import _cached, get_llm

    _cached.cache_clear()  # the provider is built once per endpoint: build it with these limits
    chat_turn(user=end_user, text="I live in Hangzhou.")
    assert openai_stub.requests[-1]["max_tokens"] == 321
    openai_stub.json_answers = [{"ok": True}]
    get_llm().complete_json(system="s", user="u", schema={"type": "object"}, role="extraction")
    assert openai_stub.requests[-1]["max_tokens"] == 654


def test_a_degraded_fallback_reply_never_goes_back_to_the_model(end_user: User, openai_stub: StubState) -> None:
    openai_stub.mode = "error"
    first = chat_turn(user=end_user, text="I live in Hangzhou.")
    assert first.degraded and "offline" in first.text.lower()
    openai_stub.mode = "ok"
    chat_turn(user=end_user, text="And I work at Alibaba.", session=first.session)
    sent = openai_stub.requests[-1]["messages"]
    assert not [m for m in sent if m["role"] == "assistant"]
    assert any("Hangzhou" in m["content"] for m in sent if m["role"] == "user")
