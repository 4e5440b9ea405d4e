"""Browser fixtures: Debian's Chromium driven by Playwright against pytest-django's live server.

Playwright's sync API runs an event loop in the test thread, so Django's guard against database
calls from async code would refuse the test's own ORM calls; the tests are synchronous, so the
guard is switched off for this directory.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import override_settings

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 375, "height": 812}
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# `make screenshots` refreshes the committed pictures in docs/screenshots; an ordinary test run
# writes them under var/ so that running the tests leaves the work tree clean.
_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = (
    _ROOT / "docs" / "screenshots"
    if os.environ.get("MEMORYHUB_SCREENSHOTS") == "docs"
    else _ROOT / "var" / "screenshots"
)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium package is not installed (see .ci/apt-packages)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


def _reload_middleware(live_server: Any) -> None:
    # SecurityMiddleware reads its settings once, when the server's handler builds the chain.
    handler = live_server.thread.httpd.get_app()
    getattr(handler, "application", handler).load_middleware()


@pytest.fixture(autouse=True)
def _plain_http(live_server: Any) -> Iterator[None]:
    """The live server speaks plain HTTP; production settings would insist on HTTPS."""
    with override_settings(SECURE_SSL_REDIRECT=False, SESSION_COOKIE_SECURE=False, CSRF_COOKIE_SECURE=False):
        _reload_middleware(live_server)
        yield
    _reload_middleware(live_server)


class PageErrors(list[str]):
    """Console errors and uncaught exceptions (a CSP violation shows up here)."""


# A form the server refuses comes back with 422 and is shown again, as designed; Chromium still
# logs the status as a failed load.
REFUSED_FORM = "Failed to load resource: the server responded with a status of 422"


def is_page_error(text: str) -> bool:
    return not text.startswith(REFUSED_FORM)


@pytest.fixture
def new_page(browser: Any, live_server: Any) -> Iterator[Any]:
    """A factory: ``new_page(locale="zh-CN", width=390)`` → a fresh page (own cookies) on the live
    server. Every page must finish without console errors."""
    contexts: list[Any] = []
    errors = PageErrors()

    def make(locale: str = "en-US", width: int = 1280, height: int = 900) -> Any:
        context = browser.new_context(
            base_url=live_server.url,
            locale=locale,
            viewport={"width": width, "height": height},
            accept_downloads=True,
            extra_http_headers={"Accept-Language": locale},
        )
        context.set_default_timeout(15_000)
        contexts.append(context)
        page = context.new_page()
        page.on(
            "console",
            lambda message: (
                errors.append(message.text) if message.type == "error" and is_page_error(message.text) else None
            ),
        )
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        return page

    yield make
    for context in contexts:
        context.close()
    assert not errors, errors


@pytest.fixture
def demo(transactional_db: Any) -> Any:
    """The realistic memory of ``tests.browser.data.build_demo`` (its owner, alex, owns the workspace)."""
    from tests.browser.data import build_demo

    return build_demo()


def fits_the_width(page: Any) -> bool:
    """Nothing sticks out sideways (a phone would scroll the whole page horizontally).

    Measured once the page has loaded: a click that navigates returns before the next document
    exists, and measuring then would read the old page or none.
    """
    page.wait_for_load_state("load")
    page.wait_for_function("document.documentElement !== null && document.readyState === 'complete'")
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def log_in(page: Any, username: str, password: str) -> None:
    page.goto("/accounts/login/")
    page.locator("input[name=username]").fill(username)
    page.locator("input[name=password]").fill(password)
    page.locator("main form button[type=submit]").click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)


def screenshot(page: Any, name: str, *, full_page: bool = True) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    # caret="initial": hiding the caret leaves style="" on every input, which htmx would then
    # copy on its next swap (a CSP report that no real visitor triggers).
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page, caret="initial")
