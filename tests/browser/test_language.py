"""In Chromium: the language chosen in the dashboard is kept on the account, so another browser
(an English one) shows the dashboard in Chinese as soon as the person logs in, phone width too."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import PHONE, fits_the_width, log_in
from tests.browser.data import PASSWORD, Demo

pytestmark = pytest.mark.browser


def test_the_language_chosen_in_one_browser_follows_the_person_to_another(new_page: Any, demo: Demo) -> None:
    first = new_page()
    log_in(first, demo.user.username, PASSWORD)
    assert first.get_by_role("link", name="My memory").count() == 1
    first.get_by_role("button", name="简体中文").click()
    first.wait_for_load_state()
    assert first.get_by_role("link", name="我的记忆").count() == 1
    demo.user.refresh_from_db()
    assert demo.user.language == "zh-hans"

    second = new_page(locale="en-US", **PHONE)  # another browser: English, no cookie of ours
    second.goto("/accounts/login/")
    assert second.locator("html").get_attribute("lang") == "en"
    log_in(second, demo.user.username, PASSWORD)
    assert second.locator("html").get_attribute("lang") == "zh-Hans"
    assert second.get_by_role("link", name="我的记忆").count() == 1 and fits_the_width(second)
    # back to English there: the account follows, and so does the first browser
    second.get_by_role("button", name="English").click()
    second.wait_for_load_state()
    first.reload()
    assert first.get_by_role("link", name="My memory").count() == 1
