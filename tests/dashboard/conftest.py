"""Dashboard fixtures: a signed-in end user (alice) with a memory that came from a chat, and
another end user (bob) whose ids must never open anything for alice."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from apps.accounts.models import Membership, User, Workspace
from apps.chat.models import ChatSession, Message
from apps.chat.services import messages_ingest, session_create
from apps.memory.conversation import conversation_index, index_texts
from apps.memory.embeddings import get_embedder
from apps.memory.models import Episode, MemoryEntry
from apps.memory.services import memory_create


@pytest.fixture(autouse=True)
def _plain_http(settings: Any) -> None:
    """The test client speaks plain HTTP; production settings would redirect it to HTTPS."""
    settings.SECURE_SSL_REDIRECT = False
    # Hashing is not under test here; the default (PBKDF2) costs ~0.3 s per account.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def client_for(user: User) -> Client:
    """A test client signed in as ``user``."""
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def alice_client(end_user: User) -> Client:
    return client_for(end_user)


@pytest.fixture
def owner_client(owner: User) -> Client:
    return client_for(owner)


@pytest.fixture
def member(workspace: Workspace) -> User:
    """A member of alice's workspace who is not an owner."""
    user = User.objects.create_user(username="mark", password="mark-pass-123")
    Membership.objects.create(workspace=workspace, user=user, role=Membership.Role.MEMBER)
    return user


@pytest.fixture
def member_client(member: User) -> Client:
    return client_for(member)


def ingest(user: User, title: str, lines: list[tuple[str, str]]) -> tuple[ChatSession, list[Message]]:
    session = session_create(user=user, title=title)
    batch = messages_ingest(session=session, messages=[{"role": role, "content": text} for role, text in lines])
    return session, batch.messages


def index_messages(messages: list[Message]) -> None:
    """Index messages for the conversation layer as the pipeline does (what search by meaning finds)."""
    embedder = get_embedder()
    texts = index_texts(messages)
    vectors = list(embedder.embed_passages(texts))
    conversation_index(messages=messages, texts=texts, vectors=vectors, model=embedder.name, dim=embedder.dim)


@pytest.fixture
def alice_chat(end_user: User) -> tuple[ChatSession, list[Message]]:
    return ingest(
        end_user,
        "Moving",
        [("user", "Remember: I live in Hangzhou and my budget is 8万."), ("assistant", "Noted.")],
    )


@pytest.fixture
def memory(end_user: User, alice_chat: tuple[ChatSession, list[Message]]) -> MemoryEntry:
    session, messages = alice_chat
    return memory_create(
        user=end_user,
        summary="Alice lives in Hangzhou",
        type="fact",
        facts={"city": "Hangzhou"},
        importance=4,
        key="location",
        source_session=session,
        source_message_ids=[messages[0].pk],
    )


@pytest.fixture
def budget(end_user: User, alice_chat: tuple[ChatSession, list[Message]]) -> MemoryEntry:
    session, messages = alice_chat
    return memory_create(
        user=end_user,
        summary="Alice's budget for the flat is 8万",
        type="fact",
        facts={"budget": "8万"},
        importance=3,
        key="budget",
        source_session=session,
        source_message_ids=[messages[0].pk],
    )


@pytest.fixture
def episode(end_user: User, alice_chat: tuple[ChatSession, list[Message]]) -> Episode:
    session, messages = alice_chat
    return Episode.objects.create(
        user=end_user,
        session=session,
        summary="Alice plans a move to Hangzhou on a budget of 8万.",
        lines=[{"text": "Alice lives in Hangzhou; budget 8万.", "message_ids": [messages[0].pk]}],
        first_message_id=messages[0].pk,
        last_message_id=messages[-1].pk,
        message_count=len(messages),
    )


@pytest.fixture
def bobs(other_end_user: User) -> dict[str, Any]:
    """Bob's session, message, memory, pending conflict and episode: alice must get 404 for each."""
    session, messages = ingest(other_end_user, "Bob's", [("user", "I live in Paris."), ("assistant", "Noted.")])
    memory = memory_create(
        user=other_end_user, summary="Bob lives in Paris", source_session=session, source_message_ids=[messages[0].pk]
    )
    pending = memory_create(
        user=other_end_user, summary="Bob lives in Lyon", status="pending", conflicts_with=memory, index=False
    )
    episode = Episode.objects.create(user=other_end_user, session=session, summary="Bob in Paris", lines=[])
    return {
        "session": session,
        "message": messages[0],
        "memory": memory,
        "pending": pending,
        "episode": episode,
        "version": memory.versions.get(),
    }
