"""End to end in Chromium, with the real Celery worker writing memories: log in, chat, watch a
memory appear, edit it, switch it off, delete it; export; the Chinese UI; the playground."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from apps.accounts.models import Membership, User, Workspace
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.recall import recall
from tests.browser.conftest import log_in

pytestmark = [pytest.mark.browser, pytest.mark.worker]

PASSWORD = "alice-pass-123"


@pytest.fixture
def alice(transactional_db: Any) -> User:
    workspace = Workspace.objects.create(name="Personal", slug="personal")
    return User.objects.create_user(username="alice", password=PASSWORD, workspace=workspace)


def send(page: Any, text: str) -> Any:
    """Send a message through the streaming form; return the finished reply's list item."""
    before = page.locator("li.msg-assistant[id^='m-']").count()
    page.get_by_label("Message", exact=True).fill(text)
    page.get_by_role("button", name="Send").click()
    page.wait_for_function(
        "n => document.querySelectorAll(\"li.msg-assistant[id^='m-']\").length > n", arg=before, timeout=20_000
    )
    return page.locator("li.msg-assistant[id^='m-']").last


def used_panel_text(reply: Any) -> str:
    panel = reply.locator("details.used")
    panel.locator("summary").click()
    return str(panel.inner_text())


def test_a_chat_turn_makes_a_memory_the_user_then_edits_switches_off_and_deletes(
    new_page: Any, celery_worker: Any, alice: User
) -> None:
    page = new_page()
    log_in(page, "alice", PASSWORD)

    # a chat turn (streamed) → the pipeline writes a memory → the notice links to it
    page.get_by_role("link", name="Chat", exact=True).click()
    page.get_by_role("link", name="New chat").first.click()
    reply = send(page, "Remember: I live in Hangzhou and my budget is 8万.")
    assert "offline" in reply.inner_text().lower()
    notice = page.locator(".memory-notice")
    notice.wait_for(timeout=12_000)
    assert "Memory updated" in notice.inner_text()
    memory = MemoryEntry.objects.get(user=alice, summary__icontains="Hangzhou")

    # it appears on the memory page, with a link to the exact source message
    page.goto("/memory/")
    card = page.locator(f"#memory-{memory.pk}")
    assert "Hangzhou" in card.inner_text()
    card.get_by_role("link", name="Where it came from").click()
    assert "I live in Hangzhou" in page.locator("li.cited").first.inner_text()

    # inline edit (htmx) makes a new version
    page.goto("/memory/")
    card = page.locator(f"#memory-{memory.pk}")
    card.get_by_role("link", name="Edit").click()
    form = page.locator(f"form#memory-{memory.pk}")
    form.get_by_label("Summary").fill("Alice lives in Hangzhou (Xihu district)")
    form.get_by_role("button", name="Save").click()
    page.locator(f"article#memory-{memory.pk}").get_by_text("Xihu district").wait_for()
    assert MemoryVersion.objects.filter(memory=memory, change="edited").exists()

    # the next reply uses it ...
    page.goto("/chat/new/")
    reply = send(page, "Where do I live?")
    assert "Xihu district" in used_panel_text(reply)

    # ... switched off, the next reply does not
    page.goto("/memory/")
    switch = page.locator(f"#memory-{memory.pk}").get_by_role("button", name="Use in replies")
    assert switch.get_attribute("aria-pressed") == "true"
    switch.click()
    page.locator(f"#memory-{memory.pk}.is-off").wait_for()
    assert not MemoryEntry.objects.get(pk=memory.pk).enabled
    page.goto("/chat/new/")
    reply = send(page, "Where do I live?")
    assert "Xihu district" not in used_panel_text(reply)
    assert "Xihu district" not in reply.locator(".bubble").inner_text()

    # delete with a preview, then a receipt; gone from the list and from recall
    page.goto(f"/memory/{memory.pk}/delete/")
    assert "What goes with it" in page.content()
    page.get_by_role("button", name="Delete permanently").click()
    page.wait_for_url("**/memory/receipt/")
    assert "Deletion receipt" in page.content()
    page.goto("/memory/")
    assert page.locator(f"#memory-{memory.pk}").count() == 0
    assert not MemoryEntry.objects.filter(pk=memory.pk).exists()
    assert memory.pk not in [item.id for item in recall(user=alice, query="Where do I live? Hangzhou").items]


def test_export_downloads_a_json_document_that_parses(new_page: Any, alice: User, tmp_path: Path) -> None:
    from apps.memory.services import memory_create

    memory_create(user=alice, summary="Alice lives in Hangzhou", facts={"city": "Hangzhou"})
    page = new_page()
    log_in(page, "alice", PASSWORD)
    page.goto("/memory/")
    with page.expect_download() as download_info:
        page.get_by_role("link", name="Export", exact=True).click()
    target = tmp_path / "export.json"
    download_info.value.save_as(target)
    document = json.loads(target.read_text(encoding="utf-8"))
    assert document["format"] == "memoryhub.export"
    assert [m["summary"] for m in document["memories"]] == ["Alice lives in Hangzhou"]


def test_the_chinese_interface_renders_after_switching_language(new_page: Any, alice: User) -> None:
    page = new_page()
    log_in(page, "alice", PASSWORD)
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    nav = page.get_by_role("navigation", name="主导航")
    assert "我的记忆" in nav.inner_text()
    page.goto("/memory/")
    assert page.get_by_role("heading", level=1).inner_text() == "我的记忆"
    # the switch is kept for the session; back to English
    page.get_by_role("button", name="English").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", level=1).inner_text() == "My memory"


def test_the_playground_shows_each_layer_with_token_counts_and_compares_two_settings(
    new_page: Any, alice: User
) -> None:
    from apps.memory.services import memory_create

    workspace = alice.workspace
    assert workspace is not None
    owner = User.objects.create_user(username="olivia", password=PASSWORD, workspace=workspace)
    Membership.objects.create(workspace=workspace, user=owner, role=Membership.Role.OWNER)
    page = new_page()
    log_in(page, "olivia", PASSWORD)
    page.get_by_role("link", name="Playground").click()
    page.get_by_label("Persona name").fill("Mei")
    page.get_by_role("button", name="Create a test persona").click()
    persona = User.objects.get(workspace=workspace, first_name="Mei")
    memory_create(
        user=persona,
        summary="Mei is allergic to peanuts",
        type="prohibition",
        facts={"allergy": "peanuts"},
        importance=5,
    )
    memory_create(
        user=persona, summary="Mei's budget for the trip is 8000 CNY", facts={"budget": "8000 CNY"}, importance=3
    )

    page.get_by_label("Message", exact=True).fill("What snacks should I pack for the trip, given my budget?")
    page.get_by_role("button", name="Run").click()
    result = page.locator("section.result")
    result.wait_for()
    layers = result.locator("ol.layer-list > li")
    # persona, long-term memory, earlier messages (the conversation layer), episodes, working, message
    assert layers.count() == 6
    text = result.inner_text()
    assert re.search(r"Long-term memory\s+\d+ tokens", text)
    assert re.search(r"Earlier messages\s+\d+ tokens", text)
    assert "peanuts" in text
    assert result.locator(".token-chart rect").count() == 6

    # A/B: B without the relevant-memory and core layers, one request, nothing stored
    page.get_by_label("Message", exact=True).fill("What snacks should I pack for the trip, given my budget?")
    page.locator("details.b-settings > summary").click()
    page.locator("#id_b-use_semantic").uncheck()
    page.locator("#id_b-use_core").uncheck()
    page.get_by_label(re.compile("Compare settings A and B")).check()
    page.get_by_role("button", name="Run").click()
    compare = page.locator("section.compare")
    compare.wait_for()
    assert compare.locator(".side").count() == 2
    diff = compare.locator("table.token-diff")
    memory_row = diff.locator("tr", has_text="Long-term memory")
    assert int(memory_row.locator("td").nth(2).inner_text().replace("−", "-")) < 0
