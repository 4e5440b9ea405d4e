"""Screenshots of the main pages in English and Chinese, saved into docs/screenshots/ (the README
shows them). Each page must render without a console error (a CSP violation would be one)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import log_in, screenshot
from tests.browser.data import PASSWORD, build_demo

pytestmark = pytest.mark.browser

QUESTION = {"en": "When is the beta launch, and what can I spend?", "zh": "测试版什么时候发布？预算是多少？"}


def run_playground(page: Any, text: str, *, compare: bool) -> None:
    form = page.locator("form.run-form")
    form.locator("textarea[name=message]").fill(text)
    if compare:
        form.locator("details.b-settings > summary").click()
        form.locator("#id_b-use_semantic").uncheck()
        form.locator("#id_b-use_episodes").uncheck()
        form.locator("input[name=compare]").check()
    form.locator("button.primary").click()
    page.locator("section.compare" if compare else "section.result").wait_for()


def test_the_main_pages_render_in_both_languages_and_are_saved_as_screenshots(new_page: Any) -> None:
    demo = build_demo()
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    pages = [
        ("overview", "/"),
        ("memory", "/memory/"),
        ("memory-detail", f"/memory/{demo.launch.pk}/"),
        ("pending", "/memory/pending/"),
        ("chat", f"/chat/{demo.chat.pk}/"),
        ("conversations", "/chat/?q=launch"),
        ("memory-bulk", f"/memory/bulk/?action=delete&ids={demo.launch.pk}&ids={demo.home.pk}"),
    ]
    for language, button in (("en", None), ("zh", "简体中文")):
        if button:
            page.get_by_role("button", name=button).click()
            page.wait_for_load_state()
        for name, url in pages:
            page.goto(url)
            if name == "chat":
                page.locator("details.used").last.locator("summary").click()
                page.locator("details.produced > summary").click()
            screenshot(page, f"{name}-{language}")
        page.goto(f"/playground/?persona={demo.user.pk}")
        run_playground(page, QUESTION[language], compare=False)
        screenshot(page, f"playground-{language}")
        run_playground(page, QUESTION[language], compare=True)
        page.locator("section.compare").scroll_into_view_if_needed()
        screenshot(page, f"playground-ab-{language}")

    phone = new_page(locale="zh-CN", width=390, height=844)
    log_in(phone, demo.user.username, PASSWORD)
    phone.goto(f"/chat/{demo.chat.pk}/")
    screenshot(phone, "chat-phone-zh")
    phone.goto("/chat/?q=西湖")
    screenshot(phone, "conversations-phone-zh", full_page=False)
    phone.goto("/memory/")
    screenshot(phone, "memory-phone-zh", full_page=False)
    phone.locator(f'input[name="ids"][value="{demo.launch.pk}"]').check()
    phone.locator(f"#memory-{demo.launch.pk}").scroll_into_view_if_needed()
    screenshot(phone, "memory-select-phone-zh", full_page=False)
