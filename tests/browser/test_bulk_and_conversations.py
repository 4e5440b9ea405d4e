"""In Chromium, in English and Chinese, on a desktop and at 375 px: bulk actions on My memory by
keyboard (select all on the page, one preview, one receipt); the conversations page searched by
words and by meaning, a conversation with the memories it produced; the chat form's answers to an
empty message and to a paste over the limit, and its heading after the first message (in Chinese
at 375 px too), with what the guard removed named in the reader's language."""

from __future__ import annotations

from typing import Any

import pytest

from apps.memory.models import MemoryEntry
from tests.browser.conftest import PHONE, fits_the_width, log_in
from tests.browser.data import PASSWORD, Demo
from tests.dashboard.conftest import index_messages

pytestmark = pytest.mark.browser


def chinese(page: Any) -> None:
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()


def test_bulk_switch_off_by_keyboard_with_one_preview_and_one_receipt(new_page: Any, demo: Demo) -> None:
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.goto("/memory/")
    shown = MemoryEntry.objects.filter(user=demo.user).count()
    select_all = page.get_by_label("Select all on this page")
    select_all.focus()
    page.keyboard.press("Space")
    boxes = page.locator('input[name="ids"][form="bulk-form"]')
    assert boxes.count() == shown and all(boxes.nth(i).is_checked() for i in range(shown))
    assert page.locator("[data-selected-count]").inner_text() == f"{shown} selected"
    # Tab from "select all" reaches the actions, then the first card's box; Space unticks it
    first = boxes.first
    first.focus()
    page.keyboard.press("Space")
    assert not first.is_checked()
    assert select_all.evaluate("box => box.indeterminate")
    assert page.locator("[data-selected-count]").inner_text() == f"{shown - 1} selected"
    first_id = int(first.get_attribute("value") or 0)
    page.get_by_role("button", name="Switch off selected…").focus()
    page.keyboard.press("Enter")
    page.wait_for_url("**/memory/bulk/**")
    heading = page.get_by_role("heading", level=1).inner_text()
    assert heading == f"Switch off these {shown - 1} memories?"
    assert page.locator("ul.bulk-list > li").count() == shown - 1
    page.get_by_role("button", name=f"Switch off {shown - 1} memories").click()
    page.wait_for_url("**/memory/receipt/")
    assert "memories were switched off" in page.locator("section.receipt").inner_text()
    assert MemoryEntry.objects.get(pk=first_id).enabled
    assert not MemoryEntry.objects.filter(user=demo.user, enabled=True).exclude(pk=first_id).exists()
    page.get_by_role("link", name="Back to my memory").click()
    page.wait_for_url("**/memory/")


def test_bulk_delete_in_chinese_on_a_phone(new_page: Any, demo: Demo) -> None:
    page = new_page(locale="zh-CN", **PHONE)
    log_in(page, demo.user.username, PASSWORD)
    chinese(page)
    page.goto("/memory/")
    assert fits_the_width(page)
    page.get_by_label("全选本页").wait_for()
    chosen = [demo.launch.pk, demo.home.pk]
    for pk in chosen:
        page.locator(f'input[name="ids"][value="{pk}"]').check()
    assert page.locator("[data-selected-count]").inner_text() == "已选 2 条" and fits_the_width(page)
    page.get_by_role("button", name="删除所选…").click()
    page.wait_for_url("**/memory/bulk/**")
    assert page.get_by_role("heading", level=1).inner_text() == "删除这 2 条记忆？"
    assert "将一并删除的内容" in page.content() and fits_the_width(page)
    page.get_by_role("button", name="永久删除 2 条记忆").click()
    page.wait_for_url("**/memory/receipt/")
    # the pending statement that contradicted one of them goes with it
    assert "已删除 3 条记忆。" in page.locator("section.receipt").inner_text() and fits_the_width(page)
    assert not MemoryEntry.objects.filter(pk__in=chosen).exists()


def test_conversations_are_searched_by_words_and_opened_with_their_memories(new_page: Any, demo: Demo) -> None:
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("link", name="Chat", exact=True).click()
    items = page.locator("li.session-item")
    assert items.count() == 2  # newest first: the chat of build_demo, then the launch planning
    assert "When is the beta launch" in items.first.inner_text()
    page.get_by_label("Search conversations").fill("i'm alex")
    page.locator("#results h2", has_text="1 conversation found").wait_for()  # htmx, as one types
    assert "/chat/?q=" in page.url
    result = page.locator("li.session-item")
    assert result.count() == 1 and "I'm Alex" in result.locator(".snippet").inner_text()  # any case
    result.get_by_role("link", name="Planning the product launch", exact=True).click()
    produced = page.locator("details.produced")
    produced.locator("summary").click()
    assert "The beta launches on 2026-12-15" in produced.inner_text()
    assert "Alex lives in Shanghai" in produced.inner_text() and "pending" in produced.inner_text()
    produced.get_by_role("link", name="Alex lives in Hangzhou").click()
    page.wait_for_url(f"**/memory/{demo.home.pk}/")


def test_conversations_by_meaning_in_chinese_on_a_phone(new_page: Any, demo: Demo) -> None:
    index_messages([m for m in demo.messages if m.role == "user"])
    page = new_page(locale="zh-CN", **PHONE)
    log_in(page, demo.user.username, PASSWORD)
    chinese(page)
    page.goto("/chat/")
    assert page.get_by_role("heading", level=1).inner_text() == "对话" and fits_the_width(page)
    page.get_by_label("按含义").check()
    page.get_by_label("搜索对话").fill("周末去湖边跑步")
    page.locator("#results h2", has_text="找到 1 个对话").wait_for()
    assert "Planning the product launch" in page.locator("li.session-item").inner_text()
    assert fits_the_width(page)
    page.get_by_role("link", name="Planning the product launch", exact=True).click()
    page.locator("details.produced > summary").click()
    assert "来自这个对话的记忆" in page.content() and fits_the_width(page)


@pytest.mark.parametrize(
    ("language", "empty", "too_long"),
    [
        (
            "en",
            "Write a message first: there is nothing to send.",
            "This message is 8001 characters long; the limit is 8000.",
        ),
        ("zh", "请先写点内容：现在没有可发送的内容。", "这条消息有 8001 个字符，上限是 8000 个。"),
    ],
)
def test_the_chat_form_explains_an_empty_or_too_long_message_and_sends_neither(
    new_page: Any, demo: Demo, language: str, empty: str, too_long: str
) -> None:
    page = new_page(locale="zh-CN", **PHONE) if language == "zh" else new_page()
    log_in(page, demo.user.username, PASSWORD)
    if language == "zh":
        chinese(page)
    page.goto("/chat/new/")
    field = page.locator("#id_message")
    send = page.locator("#chat-form button[type=submit]")
    counter = page.locator("#id_message-count")
    field.fill("   \n  ")
    send.click()
    assert counter.inner_text() == empty
    field.fill("x" * 8001)  # what a long paste does: the field takes it all (no maxlength)
    assert len(field.input_value()) == 8001
    assert counter.inner_text().startswith(too_long) and field.get_attribute("aria-invalid") == "true"
    field.press("Control+Enter")
    send.click()
    assert counter.inner_text().startswith(too_long)
    assert page.locator("li.msg").count() == 0 and "/chat/new/" in page.url  # nothing was sent
    field.fill("x" * 7990)
    assert counter.inner_text().startswith("7990")  # close to the limit: a count, no warning
    assert fits_the_width(page)


@pytest.mark.parametrize(
    ("language", "said", "title", "note"),
    [
        (
            "en",
            "My password is hunter2-swordfish, and I'm flying to Chengdu on Friday",
            "My password is [redacted password]",
            "(Note: your message contained a password; it was not saved.)",
        ),
        (
            "zh",
            "我的银行卡号是 4111 1111 1111 1111，周五我飞成都",
            "我的银行卡号是 [银行卡号已隐去]",
            "（提醒：你的消息中含有银行卡号，这部分内容没有被保存。）",
        ),
    ],
)
def test_the_heading_names_the_new_conversation_after_the_first_message(
    new_page: Any, demo: Demo, language: str, said: str, title: str, note: str
) -> None:
    page = new_page(locale="zh-CN", **PHONE) if language == "zh" else new_page()
    log_in(page, demo.user.username, PASSWORD)
    if language == "zh":
        chinese(page)
    page.goto("/chat/new/")
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == {"en": "New chat", "zh": "新对话"}[language]
    page.locator("#id_message").fill(said)
    page.locator("#chat-form button[type=submit]").click()
    page.locator("li.msg-assistant[id^='m-']").wait_for()
    # what the guard removed is named in the reader's language, in the heading, the title and the note
    assert heading.inner_text().startswith(title) and page.title().startswith(title)
    assert page.locator("li.msg-assistant[id^='m-'] .bubble").inner_text().endswith(note)
    assert fits_the_width(page)
    # and so it is where the stored text is shown again: the transcript, the conversations list
    removed = title[title.index("[") :]
    page.reload()
    assert removed in page.locator("li.msg-user .bubble").first.inner_text()
    page.goto("/chat/")
    assert removed in page.locator("li.session-item").first.inner_text()
    if language == "zh":
        assert "redacted" not in page.locator("main").inner_text()
