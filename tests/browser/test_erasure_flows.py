"""In Chromium: a person deletes one conversation (after a confirmation page) and then erases their
whole account from the dashboard (the phrase and their password, a readable refusal for a wrong
phrase, then the receipt), in English and in Chinese, at phone width too."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from apps.accounts.models import User, Workspace
from apps.audit.models import ErasureRequest
from apps.chat.models import ChatSession, Message
from apps.chat.services import messages_ingest, session_create
from apps.memory.models import MemoryEntry
from apps.memory.services import memory_create
from tests.browser.conftest import PHONE, fits_the_width, log_in

pytestmark = pytest.mark.browser
PASSWORD = "mina-pass-123"

TEXT = {
    "en": {
        "locale": "en-US",
        "delete_conversation": "Delete this conversation…",
        "confirm_conversation": "Delete permanently",
        "conversation_deleted": "Conversation deleted",
        "delete_account": "Delete my account…",
        "phrase": "delete my account",
        "wrong_phrase": "Type the phrase exactly",
        "erase": "Erase my account",
        "erased": "Your account was erased",
    },
    "zh": {
        "locale": "zh-CN",
        "delete_conversation": "删除这个对话…",
        "confirm_conversation": "永久删除",
        "conversation_deleted": "对话已删除",
        "delete_account": "删除我的账户…",
        "phrase": "删除我的账户",
        "wrong_phrase": "请按提示准确输入短语",
        "erase": "擦除我的账户",
        "erased": "你的账户已被擦除",
    },
}


def _person(transactional_db: Any) -> tuple[User, ChatSession, ChatSession]:
    workspace, _ = Workspace.objects.get_or_create(slug="demo", defaults={"name": "Demo"})
    user = User.objects.create_user(username="mina", password=PASSWORD, workspace=workspace, external_id="mina")
    start = timezone.now() - timedelta(days=3)
    sessions = []
    for title, line in (("Bees", "I keep two hives of bees on the roof."), ("Trip", "I fly to Lisbon on Friday.")):
        session = session_create(user=user, title=title, started_at=start)
        batch = messages_ingest(session=session, messages=[{"role": "user", "content": line, "created_at": start}])
        memory_create(
            user=user,
            summary=f"Mina: {line}",
            source_session=session,
            source_message_ids=[batch.messages[0].pk],
            index=False,
        )
        sessions.append(session)
    return user, sessions[0], sessions[1]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_person_deletes_a_conversation_then_erases_their_account_and_keeps_the_receipt(
    new_page: Any, transactional_db: Any, language: str
) -> None:
    text = TEXT[language]
    user, bees, trip = _person(transactional_db)
    if language == "zh":
        User.objects.filter(pk=user.pk).update(language="zh-hans")
    page = new_page(locale=text["locale"], **PHONE)
    log_in(page, "mina", PASSWORD)

    # one conversation: its page, the confirmation, then gone with what only it gave rise to
    page.goto(f"/chat/{bees.pk}/")
    page.get_by_role("link", name=text["delete_conversation"]).click()
    page.get_by_role("button", name=text["confirm_conversation"]).wait_for()
    assert ChatSession.objects.filter(pk=bees.pk).exists()  # the confirmation page deletes nothing
    assert fits_the_width(page)
    page.get_by_role("button", name=text["confirm_conversation"]).click()
    page.get_by_text(text["conversation_deleted"]).first.wait_for()
    assert (
        not ChatSession.objects.filter(pk=bees.pk).exists() and not Message.objects.filter(session_id=bees.pk).exists()
    )
    assert list(MemoryEntry.objects.filter(user=user).values_list("source_session_id", flat=True)) == [trip.pk]

    # the account: a wrong phrase is refused in words, the right one erases and shows the receipt
    page.goto("/")
    page.get_by_role("link", name=text["delete_account"]).click()
    page.locator("input[name=confirmation]").fill("delete")
    page.locator("input[name=password]").fill(PASSWORD)
    page.get_by_role("button", name=text["erase"]).click()
    page.locator("#confirmation-error").wait_for()
    assert text["wrong_phrase"] in page.locator("#confirmation-error").inner_text()
    assert User.objects.filter(pk=user.pk).exists()

    page.locator("input[name=confirmation]").fill(text["phrase"])
    page.locator("input[name=password]").fill(PASSWORD)
    page.get_by_role("button", name=text["erase"]).click()
    page.get_by_role("heading", name=text["erased"]).wait_for()
    request = ErasureRequest.objects.get()
    assert request.request_id in page.locator("dl.receipt").inner_text()
    assert "Lisbon" not in page.content() and fits_the_width(page)
    assert not User.objects.filter(pk=user.pk).exists() and not MemoryEntry.objects.exists()
    assert request.status == ErasureRequest.Status.COMPLETED and request.receipt["stores"]["chat_sessions"] == 1
