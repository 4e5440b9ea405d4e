"""In Chromium, in English and in Chinese at 375 px: a recent-messages budget of 0 in the
playground's settings B is honoured — B's "Recent messages" layer is empty and costs 0 tokens while
A's, with the default budget, holds the session's messages (an `or` had turned 0 into the default)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import PHONE, fits_the_width, log_in
from tests.browser.data import PASSWORD, Demo

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_recent_messages_budget_of_0_leaves_that_layer_empty(new_page: Any, demo: Demo, language: str) -> None:
    page = new_page(locale="zh-CN", **PHONE) if language == "zh" else new_page()
    log_in(page, demo.user.username, PASSWORD)
    if language == "zh":
        page.get_by_role("button", name="简体中文").click()
        page.wait_for_load_state()
    # the demo's chat: its messages are what "Recent messages" holds
    page.goto(f"/playground/?persona={demo.user.pk}&session={demo.chat.pk}")
    form = page.locator("form.run-form")
    form.locator("textarea[name=message]").fill("And the budget?")
    form.locator("details.b-settings > summary").click()
    form.locator("#id_b-working_budget_tokens").fill("0")
    form.locator("input[name=compare]").check()
    form.locator("button.primary").click()
    page.locator("section.compare").wait_for()
    recent = {"en": "Recent messages", "zh": "近期消息"}[language]
    row = page.locator("section.compare table.token-diff tr", has_text=recent)
    a, b = (int(row.locator("td").nth(n).inner_text()) for n in range(2))
    assert a > 0 and b == 0, (a, b)
    assert fits_the_width(page) or language == "en"
