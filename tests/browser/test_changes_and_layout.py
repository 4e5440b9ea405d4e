"""In Chromium: Recent changes lists edits, switches, statements waiting for a decision, decisions
and deletions, and every deletion receipt can be reopened (English at a desktop's width, Chinese at
375 px); and the layout bugs stay fixed: "撤销" on one line, the changes table's (and a memory's
history's) dates on two lines at most at 375 px, nothing touching its neighbour, the playground on a phone not pointing "to the left", the admin's audit list at
1400 px showing every column, the A/B view's score tables and chart labels whole and readable, the
chat's memory badge apart from the links under it on a phone, the version history's headings on one
line in Chinese, and the playground's end-user search box apart from its button."""

from __future__ import annotations

from typing import Any

import pytest

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.memory.services import memories_delete, memory_create, memory_resolve_pending
from tests.browser.conftest import PHONE, fits_the_width, log_in, screenshot
from tests.browser.data import PASSWORD, Demo
from tests.browser.test_screenshots import run_playground

pytestmark = pytest.mark.browser


def lines(locator: Any) -> int:
    """How many lines the element's text takes (distinct tops of its line boxes)."""
    return int(
        locator.evaluate(
            "el => { const r = document.createRange(); r.selectNodeContents(el);"
            " return new Set(Array.from(r.getClientRects()).filter(b => b.width > 0).map(b => Math.round(b.top))).size; }"
        )
    )


def gap_below(upper: Any, lower: Any) -> float:
    """How far ``lower`` starts below ``upper``'s bottom edge (negative: they overlap)."""
    top, bottom = lower.bounding_box(), upper.bounding_box()
    assert top and bottom
    return float(top["y"] - (bottom["y"] + bottom["height"]))


def gap_after(first: Any, second: Any) -> float:
    """How far ``second`` starts after the last line of ``first`` when they share a line (else a
    large number: on a line of its own nothing touches it)."""
    return float(
        first.evaluate(
            "(a, b) => { const last = Array.from(a.getClientRects()).pop(); const box = b.getBoundingClientRect();"
            " const shared = box.top < last.bottom - 2 && box.bottom > last.top + 2;"
            " return shared ? box.left - last.right : 1000; }",
            second.element_handle(),
        )
    )


def signed_in(new_page: Any, demo: Demo, locale: str, **size: Any) -> Any:
    """A page of the demo's owner in ``locale`` ("zh-CN": the Chinese interface chosen too)."""
    page = new_page(locale=locale, **size)
    log_in(page, demo.user.username, PASSWORD)
    if locale == "zh-CN":
        page.get_by_role("button", name="简体中文").click()
        page.wait_for_load_state()
    return page


def history(demo: Demo) -> tuple[AuditEvent, AuditEvent]:
    """A rejected and a waiting statement, and two deletions (so two receipts) besides the demo's edits."""
    rejected = memory_create(
        user=demo.user,
        summary="Alex lives in Ningbo",
        type="fact",
        status="pending",
        facts={"city": "Ningbo"},
        key="location",
        conflicts_with=demo.home,
    )
    memory_resolve_pending(pending=rejected, accept=False, actor="user")
    first = memory_create(user=demo.user, summary="Alex's desk is by the window", type="fact", importance=2)
    memories_delete(user=demo.user, memories=[first], actor="user")
    two = [memory_create(user=demo.user, summary=f"Old note {n}", type="fact", importance=1) for n in range(2)]
    memories_delete(user=demo.user, memories=two, actor="user")
    older, newer = AuditEvent.objects.filter(action__in=["memory.deleted", "memory.bulk_deleted"]).order_by("id")
    return older, newer


def test_recent_changes_lists_decisions_and_deletions_and_every_receipt_reopens(new_page: Any, demo: Demo) -> None:
    older, newer = history(demo)
    page = new_page()
    log_in(page, demo.user.username, PASSWORD)
    page.goto("/memory/changes/")
    rows = page.locator("table.changes tbody tr")
    assert "2 memories were deleted." in rows.nth(0).inner_text() and "deleted (you)" in rows.nth(0).inner_text()
    assert "The memory was deleted." in rows.nth(1).inner_text()
    assert "window" not in page.locator("table.changes").inner_text()  # a deletion never repeats the content
    assert "conflict rejected" in page.locator("tr.change-rejected").inner_text()
    waiting = page.locator("tr", has_text="Alex lives in Shanghai")
    assert "new, waiting for your decision" in waiting.inner_text()
    screenshot(page, "changelog-en")
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    screenshot(page, "changelog-zh")
    page.goto("/memory/receipts/")
    assert page.locator("ul.receipt-list > li").count() == 2
    screenshot(page, "receipts-zh")
    page.get_by_role("button", name="English").click()
    page.wait_for_load_state()
    page.goto("/memory/changes/")

    # the older deletion's receipt, from its row
    rows.nth(1).get_by_role("link", name="Receipt").click()
    page.wait_for_url(f"**/memory/receipts/{older.pk}/")
    receipt = page.locator("section.receipt").inner_text()
    assert "The memory was deleted." in receipt and f"#{older.pk}" in receipt and older.hash[:16] in receipt
    page.get_by_role("link", name="All deletion receipts").click()
    page.wait_for_url("**/memory/receipts/")
    listed = page.locator("ul.receipt-list > li")
    assert (
        listed.count() == 2
        and f"#{newer.pk}" in listed.nth(0).inner_text()
        and f"#{older.pk}" in listed.nth(1).inner_text()
    )
    screenshot(page, "receipts-en")
    listed.nth(0).get_by_role("link").click()
    page.wait_for_url(f"**/memory/receipts/{newer.pk}/")
    assert "2 memories were deleted." in page.locator("section.receipt").inner_text()

    # deciding from Recent changes: its link opens the inbox at that statement
    page.goto("/memory/changes/")
    waiting.get_by_role("link", name="Confirm or reject…").click()
    page.wait_for_url(f"**/memory/pending/#pending-{demo.pending.pk}")


def test_recent_changes_and_receipts_in_chinese_at_375_px(new_page: Any, demo: Demo) -> None:
    history(demo)
    page = new_page(locale="zh-CN", **PHONE)
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    page.goto("/memory/changes/")
    assert page.get_by_role("heading", level=1).inner_text() == "最近更改" and fits_the_width(page)
    undo = page.get_by_role("button", name="撤销").first
    assert lines(undo) == 1, "撤销 wraps"
    for n in range(page.locator("table.changes td.when time").count()):
        assert lines(page.locator("table.changes td.when time").nth(n)) <= 2
    # each memory's version and type keep a gap from its summary: they never touch
    whats = page.locator("table.changes td.what:has(a)")
    for n in range(whats.count()):
        assert gap_after(whats.nth(n).locator("a"), whats.nth(n).locator(".muted")) >= 4
    assert "已删除 2 条记忆。" in page.locator("table.changes").inner_text()
    assert "等待你的决定" in page.locator("table.changes").inner_text()
    screenshot(page, "changelog-phone-zh", full_page=False)
    # a memory's own history has the same layout
    page.goto(f"/memory/{demo.launch.pk}/")
    versions = page.locator("table.changes.history")
    assert versions.locator("tbody tr").count() == 2 and fits_the_width(page)
    for n in range(versions.locator("td.when time").count()):
        assert lines(versions.locator("td.when time").nth(n)) <= 2
    current = versions.locator("td.act .badge").bounding_box()
    date = versions.locator("td.when").first.bounding_box()
    assert current and date and current["x"] >= date["x"] + date["width"] + 4, "the badge touches the date"
    assert lines(versions.get_by_role("button", name="恢复")) == 1
    page.goto("/memory/changes/")
    page.get_by_role("link", name="所有删除回执").click()
    page.wait_for_url("**/memory/receipts/")
    assert page.get_by_role("heading", level=1).inner_text() == "删除回执" and fits_the_width(page)
    page.locator("ul.receipt-list > li").nth(1).get_by_role("link").click()
    assert "这条记忆已被删除。" in page.locator("section.receipt").inner_text() and fits_the_width(page)


def test_the_playground_on_a_phone_does_not_point_to_the_left(new_page: Any, demo: Demo) -> None:
    for locale in ("en-US", "zh-CN"):
        page = signed_in(new_page, demo, locale, **PHONE)
        page.goto("/playground/")
        empty = page.locator("#workbench .empty")
        text = empty.inner_text()
        assert text and "left" not in text and "左" not in text
        # the list is above the workbench here, not beside it
        personas, workbench = page.locator("aside.personas").bounding_box(), page.locator("#workbench").bounding_box()
        assert personas and workbench and workbench["y"] >= personas["y"] + personas["height"] and fits_the_width(page)


def test_the_admin_audit_list_shows_every_column_at_1400_px(new_page: Any, demo: Demo) -> None:
    # the longest action there is, and a request id as long as the middleware makes them
    memories_delete(user=demo.user, memories=[demo.launch, demo.home], actor="user", request_id="req-" + "7" * 28)
    User.objects.create_superuser(username="root", password="root-pass-123", email="root@example.org")
    page = new_page(width=1400)
    log_in(page, "root", "root-pass-123")
    page.goto("/admin/audit/auditevent/")
    results = page.locator("#changelist .results")
    box = results.bounding_box()
    assert box is not None
    assert results.evaluate("el => el.scrollWidth <= el.clientWidth"), "the list scrolls sideways"
    for column in ("subject", "request_id"):
        cell = page.locator(f"#result_list td.field-{column}").first.bounding_box()
        assert cell and cell["x"] + cell["width"] <= box["x"] + box["width"] + 1, column
    assert "req-7777" in page.locator("#result_list td.field-request_id").first.inner_text().replace("\n", "")


def test_the_ab_view_shows_whole_score_tables_and_readable_chart_labels(new_page: Any, demo: Demo) -> None:
    for locale in ("en-US", "zh-CN"):
        page = signed_in(new_page, demo, locale)
        page.goto(f"/playground/?persona={demo.user.pk}")
        run_playground(page, "When is the beta launch, and what can I spend?", compare=True)
        sides = page.locator("section.compare .side")
        assert sides.count() == 2
        for n in range(2):
            side = sides.nth(n)
            wrap = side.locator(".table-wrap").first
            assert wrap.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), "a score table is cut off"
            headers = side.locator("table.scores th")
            for h in range(headers.count()):
                assert headers.nth(h).evaluate("el => el.scrollWidth <= el.clientWidth + 1"), headers.nth(
                    h
                ).inner_text()
            label = side.locator(".token-chart dt").first
            assert float(label.evaluate("el => parseFloat(getComputedStyle(el).fontSize)")) >= 13
            assert label.evaluate("el => el.scrollWidth <= el.clientWidth + 1")
        assert page.locator("section.compare .token-chart rect").count() == 12


def test_the_chats_memory_badge_keeps_apart_from_the_links_under_it_on_a_phone(new_page: Any, demo: Demo) -> None:
    for locale, badge in (("en-US", "memory on"), ("zh-CN", "记忆已开启")):
        page = signed_in(new_page, demo, locale, **PHONE)
        # a long title puts the badge under the heading, a short one ("New chat") beside it
        for url, under in ((f"/chat/{demo.session.pk}/", True), ("/chat/new/", False)):
            page.goto(url)
            shown = page.locator(".page-head .badge")
            assert shown.inner_text() == badge
            heading, box = page.get_by_role("heading", level=1).bounding_box(), shown.bounding_box()
            assert heading and box and (box["y"] >= heading["y"] + heading["height"] - 1) == under
            assert gap_below(shown, page.locator("p.breadcrumb").first) >= 4, (
                f"the badge touches the links under it on {url}"
            )
            assert fits_the_width(page)


def test_the_version_historys_headings_stay_on_one_line_in_chinese_at_1400_px(new_page: Any, demo: Demo) -> None:
    page = new_page(locale="zh-CN", width=1400)
    log_in(page, demo.user.username, PASSWORD)
    page.get_by_role("button", name="简体中文").click()
    page.wait_for_load_state()
    for url in (f"/memory/{demo.launch.pk}/", "/memory/changes/"):
        page.goto(url)
        headings = page.locator("table.changes thead th:not(:has(.visually-hidden))")  # not those only read out
        assert headings.count() >= 3
        for n in range(headings.count()):
            if headings.nth(n).inner_text().strip():
                assert lines(headings.nth(n)) == 1, f"{headings.nth(n).inner_text()!r} wraps on {url}"
    page.goto(f"/memory/{demo.launch.pk}/")
    assert page.locator("table.changes thead th", has_text="版本").inner_text() == "版本"


def test_the_playgrounds_end_user_search_keeps_its_button_apart_from_the_box(new_page: Any, demo: Demo) -> None:
    for locale, width in (("en-US", 1400), ("zh-CN", PHONE["width"])):
        page = new_page(locale=locale, width=width)
        log_in(page, demo.user.username, PASSWORD)
        page.goto("/playground/")
        box, button = (
            page.locator("form.end-user-search input[type=search]"),
            page.locator("form.end-user-search button"),
        )
        field, pressed = box.bounding_box(), button.bounding_box()
        assert field and pressed
        beside = pressed["x"] >= field["x"] + field["width"] + 4 and pressed["y"] < field["y"] + field["height"]
        assert beside or gap_below(box, button) >= 4, "the Find button touches the search box"
        assert fits_the_width(page)


def test_on_a_phone_the_playgrounds_score_tables_fit_without_scrolling_sideways(new_page: Any, demo: Demo) -> None:
    for locale in ("en-US", "zh-CN"):
        page = signed_in(new_page, demo, locale, **PHONE)
        page.goto(f"/playground/?persona={demo.user.pk}")
        for compare, section in ((False, "section.result"), (True, "section.compare")):
            run_playground(page, "When is the beta launch, and what can I spend?", compare=compare)
            wraps = page.locator(f"{section} .table-wrap")
            assert wraps.count() >= 1
            for n in range(wraps.count()):
                # a table that scrolls inside its box hides its score and factors at the right edge
                assert wraps.nth(n).evaluate("el => el.scrollWidth <= el.clientWidth + 1"), (
                    f"a table is cut off in {section}"
                )
            scores = page.locator(f"{section} table.scores").first
            assert "0.8" in scores.inner_text() or "1.00" in scores.inner_text()
            assert fits_the_width(page)
