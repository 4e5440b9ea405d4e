"""In Chromium, for product teams: the API keys page (create, the key shown once, revoke) in English
and in Chinese at 375 px; an end user created through the API inspected in the playground; and
/api/v1/docs "Try it out" with the logged-in session."""

from __future__ import annotations

from typing import Any

import pytest

from apps.accounts.models import ApiKey, Membership, User
from apps.accounts.services import end_user_ensure
from apps.chat.models import Message
from apps.memory.services import memory_create
from tests.browser.conftest import PHONE, fits_the_width, log_in, screenshot
from tests.browser.data import PASSWORD, Demo

pytestmark = pytest.mark.browser


def test_an_owner_creates_a_key_sees_it_once_and_revokes_it(new_page: Any, demo: Demo) -> None:
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("link", name="API keys").click()
    page.wait_for_url("**/keys/")
    page.get_by_label("Key name").fill("support bot")
    page.get_by_label("admin — API keys, export and erasure of a person").check()
    page.get_by_label("Expires").select_option(label="in 90 days")
    page.get_by_role("button", name="Create the key").click()
    created = page.get_by_label("The key “support bot”")
    token = created.input_value()
    api_key = ApiKey.objects.get(workspace=demo.workspace)
    assert token.startswith(f"mh_{api_key.prefix}_") and sorted(api_key.scopes) == ["admin", "read", "write"]
    assert api_key.key_hash != token and api_key.expires_at is not None
    # the whole key can be taken from the field (the copy button needs a secure context)
    created.focus()
    page.keyboard.press("Control+A")
    assert page.evaluate("window.getSelection().toString() || document.activeElement.value") == token
    screenshot(page, "api-keys-created-en", full_page=False)
    page.goto("/keys/")
    assert token not in page.content() and f"mh_{api_key.prefix}_…" in page.content()
    page.get_by_role("link", name="Revoke the key support bot").click()
    page.get_by_role("button", name="Revoke the key").click()
    page.wait_for_url("**/keys/?workspace=demo")
    assert "was revoked" in page.locator(".flash").inner_text()
    assert page.locator(".key .badge.off").inner_text() == "revoked"
    api_key.refresh_from_db()
    assert api_key.revoked_at is not None
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", level=1).inner_text() == "API 密钥"
    assert page.locator(".key .badge.off").inner_text() == "已吊销"
    screenshot(page, "api-keys-zh")


def test_the_keys_page_in_chinese_on_a_phone(new_page: Any, demo: Demo) -> None:
    page = new_page(locale="zh-CN", **PHONE)
    log_in(page, demo.user.username, PASSWORD)
    page.goto("/keys/")
    assert page.get_by_role("heading", level=1).inner_text() == "API 密钥" and fits_the_width(page)
    page.get_by_label("密钥名称").fill("客服机器人")
    page.get_by_role("button", name="创建这个密钥").click()
    field = page.get_by_label("密钥“客服机器人”")
    assert field.input_value().startswith("mh_") and fits_the_width(page)
    assert page.locator(".key-created h2").inner_text() == "请立即复制新密钥"
    assert page.locator(".key .badge.on").inner_text() == "有效"
    screenshot(page, "api-keys-phone-zh")


def test_a_member_who_is_not_an_owner_has_no_keys_page(new_page: Any, demo: Demo) -> None:
    member = User.objects.create_user(username="mark", password=PASSWORD)
    Membership.objects.create(workspace=demo.workspace, user=member, role=Membership.Role.MEMBER)
    page = new_page()
    log_in(page, "mark", PASSWORD)
    assert (
        page.get_by_role("link", name="Playground").count() == 1
        and page.get_by_role("link", name="API keys").count() == 0
    )
    refused = page.request.get("/keys/")  # outside the page: a 403 would be a console error there
    assert refused.status == 403 and "managed by the owners" in refused.text()


def test_an_end_user_from_the_api_is_inspected_in_the_playground_without_writing(new_page: Any, demo: Demo) -> None:
    customer, _ = end_user_ensure(workspace=demo.workspace, external_id="cust-1024")
    memory_create(
        user=customer,
        summary="cust-1024 is allergic to peanuts",
        type="prohibition",
        facts={"allergy": "peanuts"},
        importance=5,
    )
    for language, width in (("en", 1280), ("zh", PHONE["width"])):
        page = new_page(locale="zh-CN" if language == "zh" else "en-US", width=width)
        log_in(page, demo.user.username, PASSWORD)
        page.goto("/playground/")
        if language == "zh":
            page.get_by_role("button", name="简体中文").click()
            page.wait_for_load_state()
        page.get_by_role("searchbox").fill("1024")
        page.get_by_role("searchbox").press("Enter")
        page.get_by_role("link", name="cust-1024").click()
        page.locator("form.run-form textarea[name=message]").fill("Which snacks should I pack?")
        page.locator("form.run-form button.primary").click()
        page.locator("section.result").wait_for()
        assert "peanuts" in page.locator("section.result table.scores").inner_text()
        assert fits_the_width(page) or width > PHONE["width"]
        screenshot(page, f"playground-end-user-{language}")
    assert not Message.objects.filter(user=customer).exists()


def test_try_it_out_in_the_api_docs_works_with_the_logged_in_session(new_page: Any, demo: Demo) -> None:
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.goto("/api/v1/docs")
    operation = page.locator(".opblock-patch", has_text="/api/v1/users/{user_id}/settings")
    operation.locator(".opblock-summary").first.click()
    operation.get_by_role("button", name="Try it out").click()
    operation.locator('input[placeholder="user_id"]').fill("alex")
    operation.locator("textarea.body-param__text").fill('{"memory_enabled": false}')
    operation.get_by_role("button", name="Execute").click()
    status = operation.locator(".live-responses-table .response .response-col_status").first
    status.wait_for()
    assert status.inner_text().strip() == "200", operation.locator(".live-responses-table").inner_text()
    demo.user.refresh_from_db()
    assert demo.user.memory_enabled is False
