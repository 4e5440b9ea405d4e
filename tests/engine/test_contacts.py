"""Contact details are personal data (issue 10, item 10): a phone number or an e-mail address is
kept in a memory only when the person asked for it to be remembered, such a memory is marked
sensitive, episode lines never hold one, and no extraction or summary model ever sees one."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from apps.chat.models import ChatSession, Message
from apps.memory import contacts
from apps.memory.models import Episode, MemoryEntry, PipelineJob
from apps.memory.pipeline.compress import Turn, compress
from apps.memory.pipeline.jobs import process_session
from apps.memory.pipeline.trigger import judge_message
from apps.memory.services import memory_create, memory_update
from tests.engine.conftest import FakeLLM

AT = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("call me on 138 1234 5678", ["138 1234 5678"]),
        ("我的手机号是13812345678", ["13812345678"]),
        ("+86 139-1234-5678 works", ["+86 139-1234-5678"]),
        ("office: 010-62345678", ["010-62345678"]),
        ("reach me at (415) 555-0134 or 415.555.0199", ["(415) 555-0134", "415.555.0199"]),
        ("London: +44 20 7946 0958", ["+44 20 7946 0958"]),
        ("mail tom.lee+work@example.co.uk please", ["tom.lee+work@example.co.uk"]),
        # what is not a contact: an ID number, an amount, a date, a version, a year range
        ("身份证 11010519491231002X", []),
        ("budget 80,000 CNY, due 2025-03-15, v2.3.1, 2019-2023", []),
        ("我月薪1.2万，房租3500", []),
    ],
)
def test_phone_numbers_and_email_addresses_are_found_and_nothing_else(text: str, found: list[str]) -> None:
    assert [c.text for c in contacts.find(text)] == found


def test_masking_keeps_enough_to_recognise_and_nothing_more() -> None:
    assert contacts.mask("call 13812345678 or tom@example.com") == "call 138••••5678 or t•••@example.com"
    assert contacts.mask("(415) 555-0134") == "(415) •••-0134"


def _compress(text: str, llm: Any = None) -> list[str]:
    turn = Turn(id=1, role="user", speaker="user", text=text, at=AT)
    return [
        c.summary + " " + " ".join(c.facts.values())
        for c in compress([turn], {1: judge_message(text)}, context=[], llm=llm)
    ]


@pytest.mark.parametrize(
    ("said", "kept", "other"),
    [
        ("My number is 138 1234 5678 and I work as a nurse.", False, "nurse"),
        ("我的邮箱是 li.lei@example.com，我在杭州上班", False, "杭州"),
        ("Please remember my number: 138 1234 5678", True, None),
        ("记一下我的邮箱 li.lei@example.com", True, None),
        ("项目A的负责人是王芳，电话13912345678，预算8万", False, "8万"),
    ],
)
def test_a_contact_detail_is_kept_only_when_the_person_asks_for_it(said: str, kept: bool, other: str | None) -> None:
    units = " | ".join(_compress(said))
    value = contacts.find(said)[0].text
    assert (value in units) is kept, units
    if other:
        assert other in units  # the rest of the sentence is kept as usual


def test_the_extraction_model_never_sees_a_contact_and_its_unit_holds_the_real_value(
    person: Any, fast_embedder: Any
) -> None:
    user = person("contacts-model")
    session = ChatSession.objects.create(user=user, created_at=AT, last_activity_at=AT)
    said = Message.objects.create(
        session=session, user=user, role="user", content="Remember my email: li.lei@example.com", created_at=AT
    )
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[said.pk])
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.SUMMARIZE)
    unit = {
        "entity": "user", "type": "fact", "key": "email", "summary": "The user's email is [email 1]",
        "facts": [{"name": "email", "value": "[email 1]"}], "importance": 3, "language": "en",
        "source_message_ids": [said.pk],
    }  # fmt: skip
    lines = {"lines": [{"text": "The user gave their email [email 1]", "message_ids": [said.pk]}]}
    llm = FakeLLM([{"memories": [unit]}, lines])
    process_session(session.pk, llm=llm)
    assert llm.calls and all("li.lei@example.com" not in call["user"] for call in llm.calls)
    assert "[email 1]" in llm.calls[0]["user"]
    entry = MemoryEntry.objects.get(user=user)
    assert entry.summary == "The user's email is li.lei@example.com" and entry.facts == {"email": "li.lei@example.com"}
    assert entry.sensitive
    assert "li.lei@example.com" not in Episode.objects.get(session=session).summary  # lines never hold one


def test_episode_lines_from_the_rules_never_hold_a_contact(person: Any, fast_embedder: Any) -> None:
    user = person("contacts-episode")
    session = ChatSession.objects.create(user=user, created_at=AT, last_activity_at=AT)
    for offset, text in enumerate(["项目A的负责人是王芳，电话13912345678，预算8万", "好的"]):
        message = Message.objects.create(
            session=session, user=user, role="user", content=text, created_at=AT + timedelta(seconds=offset)
        )
        PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk])
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.SUMMARIZE)
    process_session(session.pk)
    summary = Episode.objects.get(session=session).summary
    assert "13912345678" not in summary and "8万" in summary
    assert not MemoryEntry.objects.filter(user=user, summary__contains="13912345678").exists()


def test_a_memory_is_sensitive_exactly_while_it_holds_a_contact(person: Any, fast_embedder: Any) -> None:
    user = person("contacts-flag")
    memory = memory_create(user=user, summary="Dentist's number", facts={"phone": "+44 20 7946 0958"})
    assert memory.sensitive
    memory_update(memory=memory, summary="Dentist is Dr Shaw", facts={"name": "Dr Shaw"}, actor="user")
    memory.refresh_from_db()
    assert not memory.sensitive


def test_a_contact_in_a_memory_s_entity_key_or_fact_name_makes_it_sensitive_too(
    person: Any, fast_embedder: Any
) -> None:
    # the entity and key are stored strings like the summary: an e-mail there is the same personal data
    user = person("contacts-side-fields")
    for fields in (
        {"entity": "carol.jones@example.com"},
        {"key": "contact:carol.jones@example.com"},
        {"facts": {"carol.jones@example.com": "friend from school"}},
    ):
        assert memory_create(user=user, summary="A friend from school", **fields).sensitive, fields
    assert not memory_create(user=user, summary="A friend from school", entity="Carol").sensitive
    memory = memory_create(user=user, summary="Carol", entity="carol.jones@example.com")
    memory_update(memory=memory, summary="Carol from school", actor="user")
    memory.refresh_from_db()
    assert memory.sensitive  # the entity still holds it


def test_the_migration_marks_stored_entries_whose_entity_key_or_fact_name_holds_a_contact(
    person: Any, fast_embedder: Any
) -> None:
    import importlib

    from django.apps import apps

    user = person("contacts-migration")
    held = memory_create(user=user, summary="A friend", entity="carol.jones@example.com")
    plain = memory_create(user=user, summary="A friend", entity="Carol")
    MemoryEntry.objects.filter(pk=held.pk).update(sensitive=False)  # as stored before the rule
    importlib.import_module("apps.memory.migrations.0009_sensitive_side_fields").mark_contacts(apps, None)
    assert MemoryEntry.objects.get(pk=held.pk).sensitive and not MemoryEntry.objects.get(pk=plain.pk).sensitive
