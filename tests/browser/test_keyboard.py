"""In Chromium, with the keyboard only: a walk of My memory (Tab to a card, Enter on Edit lands in
the editor's first field, Escape cancels and returns to Edit, Save returns to Edit, Space on the
switch keeps focus on the switch, then delete with a receipt); the inbox in Chinese, where focus
moves to the next statement after settling one; the playground, where focus stays on Run; and in
Chinese at 375 px the other swaps: searching memories and conversations as one types and changing a
filter keep focus where it was, a batch in the inbox leaves it on the inbox, a chat turn sent with
Ctrl+Enter brings it back to the message box."""

from __future__ import annotations

from typing import Any

import pytest

from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create
from tests.browser.conftest import log_in
from tests.browser.data import PASSWORD, Demo

pytestmark = pytest.mark.browser


def focused(page: Any, selector: str) -> bool:
    return bool(page.evaluate("s => document.activeElement !== null && document.activeElement.matches(s)", selector))


def tab_to(page: Any, selector: str, *, limit: int = 150) -> int:
    """Press Tab until the element matching ``selector`` has focus; how many presses it took."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if focused(page, selector):
            return presses
    raise AssertionError(f"{selector} never got focus in {limit} presses of Tab")


def test_a_keyboard_only_walk_of_the_memory_page(new_page: Any, demo: Demo) -> None:
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.goto("/memory/")
    card = f"#memory-{demo.home.pk}"
    edit = f"article{card} [data-focus-key=edit]"
    tab_to(page, edit)

    # Enter on Edit: the editor replaces the card and its first field has focus
    page.keyboard.press("Enter")
    page.locator(f"form{card}").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=f"form{card} textarea[name=summary]")
    page.keyboard.type(" (typed, then abandoned)")

    # Escape cancels: the card is back, unchanged, and focus is on its Edit link again
    page.keyboard.press("Escape")
    page.locator(f"article{card}").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=edit)
    assert "abandoned" not in page.locator(card).inner_text()
    assert MemoryEntry.objects.get(pk=demo.home.pk).version == 1

    # Enter again, change the summary, Tab to Save, Enter: saved, focus back on Edit
    page.keyboard.press("Enter")
    page.wait_for_function("s => document.activeElement.matches(s)", arg=f"form{card} textarea[name=summary]")
    page.keyboard.press("Control+A")
    page.keyboard.type("Alex lives in Hangzhou (Binjiang)")
    tab_to(page, f"form{card} button[type=submit]", limit=12)
    page.keyboard.press("Enter")
    page.locator(f"article{card}", has_text="Binjiang").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=edit)
    assert MemoryVersion.objects.filter(memory=demo.home, change="edited").exists()

    # Tab to the switch; Space switches it off and on again, and focus stays on the switch
    switch = f"{card} button.switch"
    assert tab_to(page, switch, limit=3) == 1
    page.keyboard.press("Space")
    page.locator(f"{card}.is-off").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=switch)
    assert page.locator(switch).get_attribute("aria-pressed") == "false"
    assert not MemoryEntry.objects.get(pk=demo.home.pk).enabled
    page.keyboard.press("Space")
    page.locator(f"{card}:not(.is-off)").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=switch)
    assert MemoryEntry.objects.get(pk=demo.home.pk).enabled

    # Tab to Delete…, Enter, Tab to the button, Enter: the receipt
    tab_to(page, f"{card} a.danger-link", limit=3)
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/memory/{demo.home.pk}/delete/")
    tab_to(page, "main button[type=submit]")
    page.keyboard.press("Enter")
    page.wait_for_url("**/memory/receipt/")
    assert "Deletion receipt" in page.locator("section.receipt").inner_text()
    assert not MemoryEntry.objects.filter(pk=demo.home.pk).exists()


def test_an_edit_refused_by_the_server_keeps_focus_on_the_field_to_fix(new_page: Any, demo: Demo) -> None:
    page = new_page(locale="zh-CN")
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    page.goto("/memory/")
    card = f"#memory-{demo.launch.pk}"
    page.locator(f"{card} [data-focus-key=edit]").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("s => document.activeElement.matches(s)", arg=f"form{card} textarea[name=summary]")
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.locator(f"form{card} button[type=submit]").focus()
    page.keyboard.press("Enter")
    page.locator(f"form{card} .has-error").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=f"form{card} textarea[name=summary]")
    assert page.locator(f"form{card} .errors").inner_text().strip() != ""
    page.keyboard.press("Escape")
    page.locator(f"article{card}").wait_for()
    page.wait_for_function("s => document.activeElement.matches(s)", arg=f"article{card} [data-focus-key=edit]")
    assert page.locator(f"article{card} [data-focus-key=edit]").inner_text() == "编辑"


def test_settling_a_statement_in_the_inbox_moves_focus_to_the_next_one_in_chinese(new_page: Any, demo: Demo) -> None:
    second = memory_create(
        user=demo.user,
        summary="Alex works as a UX researcher",
        type="fact",
        status="pending",
        facts={"job": "UX researcher"},
        key="job",
        conflicts_with=demo.launch,
    )
    page = new_page(locale="zh-CN")
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    page.goto("/memory/pending/")
    first_item = page.locator("li.conflict").first
    first_id = int((first_item.get_attribute("id") or "").removeprefix("pending-"))
    other_id = second.pk if first_id != second.pk else demo.pending.pk
    first_item.locator("[data-focus-key=reject]").focus()
    page.keyboard.press("Enter")
    page.locator(f"#pending-{first_id}").wait_for(state="detached")
    page.wait_for_function("s => document.activeElement.matches(s)", arg=f"#pending-{other_id} [data-focus-key=reject]")
    assert "已拒绝" in page.locator("#inbox .flash").inner_text()
    page.keyboard.press("Enter")
    page.locator("#inbox .empty").wait_for()
    # nothing is left to focus in the inbox: the inbox itself has it, and its status is read out
    page.wait_for_function("() => document.activeElement.id === 'inbox'")
    assert not MemoryEntry.objects.filter(user=demo.user, status="pending").exists()


def test_focus_stays_on_run_after_a_playground_run(new_page: Any, demo: Demo) -> None:
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.goto(f"/playground/?persona={demo.user.pk}")
    page.get_by_label("Message", exact=True).fill("When is the beta launch?")
    page.locator("[data-focus-key=run]").focus()
    page.keyboard.press("Enter")
    page.locator("section.result").wait_for()
    page.wait_for_function("() => document.activeElement.matches('[data-focus-key=run]')")


def test_focus_stays_where_one_types_or_chooses_after_every_other_swap_in_chinese_on_a_phone(
    new_page: Any, demo: Demo
) -> None:
    page = new_page(locale="zh-CN", width=375, height=812)
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    # searching memories and conversations as one types: the results change, the box keeps focus
    page.goto("/memory/")
    page.locator("#id_q").focus()
    page.keyboard.type("beta")
    page.locator("#results h2", has_text="找到").wait_for()
    page.wait_for_function("() => document.activeElement.id === 'id_q'")
    page.keyboard.press("Tab")
    tab_to(page, "#id_type", limit=6)
    with page.expect_response(lambda r: "/memory/" in r.url and "type=" in r.url):
        page.keyboard.press("ArrowDown")  # a select's value changes with the arrow keys, as a person does it
    page.wait_for_load_state("networkidle")
    assert page.locator("#id_type").input_value() != ""
    assert focused(page, "#id_type")
    page.goto("/chat/")
    page.get_by_label("搜索对话").focus()
    page.keyboard.type("西湖")
    page.locator("#results h2", has_text="找到 1 个对话").wait_for()
    assert focused(page, "#id_q") or bool(page.evaluate("document.activeElement.type === 'search'"))
    # a batch in the inbox by keyboard: the inbox, now empty, has focus and says so
    page.goto("/memory/pending/")
    page.get_by_label("全选").focus()
    page.keyboard.press("Space")
    tab_to(page, "[data-focus-key=reject-selected]", limit=4)
    page.keyboard.press("Enter")
    page.locator("#inbox .empty").wait_for()
    page.wait_for_function("() => document.activeElement.id === 'inbox'")
    # a chat turn sent with Ctrl+Enter: focus is back in the message box for the next one
    page.goto("/chat/new/")
    page.get_by_label("消息", exact=True).focus()
    page.keyboard.type("我下周去成都出差")
    page.keyboard.press("Control+Enter")
    page.locator("li.msg-assistant[id^='m-']").wait_for()
    page.wait_for_function("() => document.activeElement.id === 'id_message'")
