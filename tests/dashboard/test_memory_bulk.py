"""Several memories at once from My memory: tick, choose switch off / switch on / delete, see one
preview of what it affects, confirm, get one receipt; through the memory services, audited as a
single action is; another user's id anywhere in the selection is a 404 and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create, memory_set_enabled

pytestmark = pytest.mark.django_db
BULK = reverse("dashboard:memory-bulk")


@pytest.fixture
def three(end_user: User, memory: MemoryEntry, budget: MemoryEntry) -> list[MemoryEntry]:
    diet = memory_create(user=end_user, summary="Alice is vegetarian", type="prohibition", facts={"diet": "vegetarian"})
    return [memory, budget, diet]


def ids(memories: list[MemoryEntry]) -> list[int]:
    return [m.pk for m in memories]


def query(**values: Any) -> dict[str, Any]:
    return values


def test_the_memory_page_has_a_box_per_memory_and_a_select_all_for_the_page(
    alice_client: Client, three: list[MemoryEntry]
) -> None:
    html = alice_client.get(reverse("dashboard:memory")).content.decode()
    assert 'id="bulk-form"' in html and 'data-select-all="ids"' in html and "Select all on this page" in html
    for memory in three:
        assert f'name="ids" value="{memory.pk}" form="bulk-form"' in html
        assert f'<span class="visually-hidden">Select: {escape(memory.summary)}</span>' in html
    for action in ("off", "on", "delete"):
        assert f'name="action" value="{action}"' in html
    # the results alone (an htmx search) carry the form and the boxes too
    fragment = alice_client.get(
        reverse("dashboard:memory"), {"q": "Alice"}, headers={"HX-Request": "true"}
    ).content.decode()
    assert 'id="bulk-form"' in fragment and fragment.count('form="bulk-form"') == 3


def test_the_preview_lists_what_switching_off_affects_and_changes_nothing(
    alice_client: Client, three: list[MemoryEntry], django_assert_num_queries: Any
) -> None:
    memory_set_enabled(memory=three[2], enabled=False, actor="user")
    with django_assert_num_queries(4):  # session, user, the memories, the workspace membership (navigation)
        response = alice_client.get(BULK, query(action="off", ids=ids(three), next="/memory/?q=Alice"))
    html = response.content.decode()
    assert response.status_code == 200 and "Switch off these 3 memories?" in html
    assert all(escape(m.summary) in html for m in three) and "1 of them is already off" in html
    assert 'value="/memory/?q=Alice"' in html and "Switch off 3 memories" in html
    assert MemoryEntry.objects.filter(pk__in=ids(three), enabled=True).count() == 2


def test_switching_off_several_gives_one_receipt_and_audits_each_switch(
    alice_client: Client, end_user: User, three: list[MemoryEntry]
) -> None:
    memory_set_enabled(memory=three[2], enabled=False, actor="user")
    before = AuditEvent.objects.filter(subject=end_user.pseudonym, action="memory.disabled").count()
    response = alice_client.post(BULK, {"action": "off", "ids": ids(three), "next": "/memory/?q=Alice"})
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:receipt")
    assert not MemoryEntry.objects.filter(pk__in=ids(three), enabled=True).exists()
    events = AuditEvent.objects.filter(subject=end_user.pseudonym, action="memory.disabled").order_by("id")
    assert events.count() == before + 2  # the one already off is left as it was
    assert {e.scope["memory_id"] for e in events[before:]} == {three[0].pk, three[1].pk}
    assert MemoryVersion.objects.filter(memory__in=three[:2], change="switched", actor="user").count() == 2
    receipt = alice_client.get(response["Location"])
    html = receipt.content.decode()
    last = events.last()
    assert last is not None and f"#{last.pk}" in html
    assert "2 memories were switched off" in html and "1 selected memory was already so" in html
    assert 'href="/memory/?q=Alice"' in html and "Hangzhou" not in html  # a receipt never repeats content


def test_switching_on_again_works_the_same_way(alice_client: Client, end_user: User, three: list[MemoryEntry]) -> None:
    for memory in three:
        memory_set_enabled(memory=memory, enabled=False, actor="user")
    alice_client.post(BULK, {"action": "on", "ids": ids(three[:2])})
    assert list(
        MemoryEntry.objects.filter(pk__in=ids(three), enabled=True).order_by("id").values_list("pk", flat=True)
    ) == sorted(ids(three[:2]))
    assert AuditEvent.objects.filter(subject=end_user.pseudonym, action="memory.enabled").count() == 2
    assert "2 memories were switched on" in alice_client.get(reverse("dashboard:receipt")).content.decode()


def test_deleting_several_previews_what_goes_with_them_then_deletes_through_the_service(
    alice_client: Client, end_user: User, three: list[MemoryEntry], django_assert_num_queries: Any
) -> None:
    pending = memory_create(user=end_user, summary="Alice lives in Shanghai", status="pending", conflicts_with=three[0])
    with django_assert_num_queries(7):  # session, user, the memories, the deletion preview (3), the navigation
        preview = alice_client.get(BULK, query(action="delete", ids=ids(three)))
    assert preview.context["preview"] == {"memories": 4, "memory_versions": 3, "recall_records": 0}
    assert "Delete these 3 memories?" in preview.content.decode() and "What goes with them" in preview.content.decode()
    assert MemoryEntry.objects.filter(pk__in=ids(three)).count() == 3  # a preview deletes nothing
    response = alice_client.post(BULK, {"action": "delete", "ids": ids(three)})
    assert response["Location"] == reverse("dashboard:receipt")
    assert not MemoryEntry.objects.filter(pk__in=[*ids(three), pending.pk]).exists()
    event = AuditEvent.objects.get(subject=end_user.pseudonym, action="memory.bulk_deleted")
    assert sorted(event.scope["memory_ids"]) == sorted([*ids(three), pending.pk]) and event.counts["memories"] == 4
    html = alice_client.get(response["Location"]).content.decode()
    assert "Deletion receipt" in html and "4 memories were deleted." in html and f"#{event.pk}" in html


def test_another_users_memory_in_the_selection_is_a_404_and_nothing_changes(
    alice_client: Client, three: list[MemoryEntry], bobs: dict[str, Any]
) -> None:
    mixed = [*ids(three), bobs["memory"].pk]
    assert alice_client.get(BULK, query(action="delete", ids=mixed)).status_code == 404
    for action in ("off", "delete"):
        assert alice_client.post(BULK, {"action": action, "ids": mixed}).status_code == 404
    assert MemoryEntry.objects.filter(pk__in=mixed, enabled=True).count() == 4
    assert alice_client.post(BULK, {"action": "delete", "ids": [bobs["memory"].pk]}).status_code == 404
    assert MemoryEntry.objects.filter(pk=bobs["memory"].pk).exists()


def test_nothing_selected_or_a_bad_action_goes_back_with_a_sentence(
    alice_client: Client, three: list[MemoryEntry]
) -> None:
    response = alice_client.get(BULK, query(action="off", next="/memory/?q=Alice"), follow=True)
    assert response.redirect_chain[-1][0] == "/memory/?q=Alice"
    assert "Select at least one memory first" in response.content.decode()
    response = alice_client.post(BULK, {"action": "explode", "ids": ids(three)}, follow=True)
    assert response.redirect_chain[-1][0] == reverse("dashboard:memory") and "flash-error" in response.content.decode()
    assert (
        alice_client.get(BULK, query(action="off", ids=ids(three), next="https://evil.example/")).context["back"]
        == "/memory/"
    )


def test_the_bulk_pages_are_in_chinese_too(alice_client: Client, three: list[MemoryEntry]) -> None:
    alice_client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    assert "全选本页" in alice_client.get(reverse("dashboard:memory")).content.decode()
    html = alice_client.get(BULK, query(action="off", ids=ids(three))).content.decode()
    assert "关闭这 3 条记忆？" in html and "关闭 3 条记忆" in html
    alice_client.post(BULK, {"action": "off", "ids": ids(three)})
    assert "已关闭 3 条记忆" in alice_client.get(reverse("dashboard:receipt")).content.decode()
