"""One memory: detail with history, inline edit, the switch, delete with preview and receipt,
restore, its source messages; an episode's page."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.chat.models import Message
from apps.memory.models import Episode, MemoryEntry, MemoryVersion, RecallRecord
from apps.memory.services import memory_create, memory_update

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true"}


def edit_data(**overrides: str) -> dict[str, str]:
    data = {
        "summary": "Alice lives in Hangzhou, Xihu district",
        "facts": "city: Hangzhou\ndistrict: 西湖区",
        "type": "fact",
        "importance": "5",
        "confidence": "confirmed",
    }
    data.update(overrides)
    return data


def test_the_detail_page_shows_every_field_and_the_version_history(
    alice_client: Client, memory: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    memory_update(memory=memory, actor="user", summary="Alice lives in Hangzhou (since 2024)")
    with django_assert_num_queries(5):
        response = alice_client.get(reverse("dashboard:memory-detail", args=[memory.pk]))
    html = response.content.decode()
    assert "Alice lives in Hangzhou (since 2024)" in html and "<dd>Location</dd>" in html  # the slot, in words
    assert [v.version for v in response.context["history"]] == [2, 1]
    assert reverse("dashboard:memory-restore", args=[memory.pk, 1]) in html
    assert reverse("dashboard:memory-restore", args=[memory.pk, 2]) not in html  # the current one


def test_the_edit_form_is_prefilled_and_an_htmx_request_gets_only_the_form(
    alice_client: Client, memory: MemoryEntry
) -> None:
    url = reverse("dashboard:memory-edit", args=[memory.pk])
    page = alice_client.get(url)
    assert b"<html" in page.content and "City: Hangzhou" in page.content.decode()  # labels, not keys
    fragment = alice_client.get(url, headers=HX)
    assert fragment.content.decode().lstrip().startswith("<form") and b"<html" not in fragment.content


def test_an_inline_edit_saves_a_new_version_and_returns_the_card(
    alice_client: Client, memory: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    url = reverse("dashboard:memory-edit", args=[memory.pk])
    # the 10th takes the edited memory's source messages out of the conversation layer
    with django_assert_num_queries(10):
        response = alice_client.post(url, edit_data(), headers=HX)
    assert response.status_code == 200
    assert response.content.decode().lstrip().startswith("<article") and "西湖区" in response.content.decode()
    memory.refresh_from_db()
    assert memory.version == 2 and memory.facts == {"city": "Hangzhou", "district": "西湖区"} and memory.importance == 5
    latest = MemoryVersion.objects.filter(memory=memory).order_by("-version").first()
    assert latest is not None and latest.change == "edited" and latest.actor == "user"


def test_an_edit_without_javascript_redirects_to_the_memory(alice_client: Client, memory: MemoryEntry) -> None:
    response = alice_client.post(reverse("dashboard:memory-edit", args=[memory.pk]), edit_data())
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:memory-detail", args=[memory.pk])


def test_an_invalid_edit_is_refused_with_the_form_and_its_errors(alice_client: Client, memory: MemoryEntry) -> None:
    response = alice_client.post(
        reverse("dashboard:memory-edit", args=[memory.pk]), edit_data(facts="no separator here"), headers=HX
    )
    assert response.status_code == 422 and "key: value" in response.content.decode()
    memory.refresh_from_db()
    assert memory.version == 1


def test_an_edit_that_adds_a_secret_is_refused_and_nothing_is_stored(alice_client: Client, memory: MemoryEntry) -> None:
    response = alice_client.post(
        reverse("dashboard:memory-edit", args=[memory.pk]), edit_data(facts="wifi password: hunter2-xyz"), headers=HX
    )
    assert response.status_code == 422 and "never stores secrets" in response.content.decode()
    memory.refresh_from_db()
    assert memory.version == 1
    assert not MemoryVersion.objects.filter(facts__icontains="hunter2").exists()


def test_the_card_view_returns_the_card_for_htmx_and_redirects_otherwise(
    alice_client: Client, memory: MemoryEntry
) -> None:
    url = reverse("dashboard:memory-card", args=[memory.pk])
    assert alice_client.get(url, headers=HX).content.decode().lstrip().startswith("<article")
    assert alice_client.get(url).status_code == 302


def test_the_switch_turns_a_memory_off_and_on_and_is_audited(
    alice_client: Client, end_user: User, memory: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    url = reverse("dashboard:memory-toggle", args=[memory.pk])
    with django_assert_num_queries(16):  # the service's lock, version and audit event
        response = alice_client.post(url, {"enabled": "0"}, headers=HX)
    assert 'aria-pressed="false"' in response.content.decode()
    memory.refresh_from_db()
    assert not memory.enabled
    response = alice_client.post(url, {"enabled": "1", "next": reverse("dashboard:memory")})
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:memory")
    memory.refresh_from_db()
    assert memory.enabled
    actions = list(
        AuditEvent.objects.filter(subject=end_user.pseudonym).order_by("id").values_list("action", flat=True)
    )
    assert actions == ["memory.disabled", "memory.enabled"]


def test_the_switch_refuses_a_next_url_on_another_site(alice_client: Client, memory: MemoryEntry) -> None:
    response = alice_client.post(
        reverse("dashboard:memory-toggle", args=[memory.pk]), {"enabled": "0", "next": "https://evil.example/"}
    )
    assert response["Location"] == reverse("dashboard:memory-detail", args=[memory.pk])


def test_delete_shows_what_goes_with_it_then_deletes_and_gives_a_receipt(
    alice_client: Client, end_user: User, memory: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    pending = memory_create(user=end_user, summary="Alice lives in Shanghai", status="pending", conflicts_with=memory)
    url = reverse("dashboard:memory-delete", args=[memory.pk])
    with django_assert_num_queries(7):
        preview = alice_client.get(url)
    assert preview.context["preview"] == {"memories": 2, "memory_versions": 1, "recall_records": 0}
    response = alice_client.post(url)
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:receipt")
    assert not MemoryEntry.objects.filter(pk__in=[memory.pk, pending.pk]).exists()
    receipt = alice_client.get(response["Location"])
    html = receipt.content.decode()
    event = AuditEvent.objects.get(subject=end_user.pseudonym, action="memory.bulk_deleted")
    assert receipt.context["receipt"]["counts"]["memories"] == 2 and f"#{event.pk}" in html and event.hash[:16] in html
    assert "Hangzhou" not in html  # the receipt never repeats the content


def test_the_receipt_page_without_a_deletion_is_a_404(alice_client: Client) -> None:
    assert alice_client.get(reverse("dashboard:receipt")).status_code == 404


def test_restore_makes_an_earlier_version_current_as_a_new_version(alice_client: Client, memory: MemoryEntry) -> None:
    memory_update(memory=memory, actor="user", summary="Alice lives in Beijing", facts={"city": "Beijing"})
    response = alice_client.post(reverse("dashboard:memory-restore", args=[memory.pk, 1]))
    assert response.status_code == 302
    memory.refresh_from_db()
    assert memory.summary == "Alice lives in Hangzhou" and memory.version == 3
    assert alice_client.post(reverse("dashboard:memory-restore", args=[memory.pk, 9])).status_code == 404


def test_the_sources_page_shows_the_messages_in_their_session_with_the_source_marked(
    alice_client: Client, memory: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    with django_assert_num_queries(6):
        response = alice_client.get(reverse("dashboard:memory-sources", args=[memory.pk]))
    html = response.content.decode()
    source = memory.source_message_ids[0]
    assert f'class="msg msg-user cited" id="m-{source}"' in html
    assert "Noted." in html  # the rest of the session is shown around it


def test_an_episode_page_shows_its_lines_with_links_to_their_messages(
    alice_client: Client, episode: Episode, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    with django_assert_num_queries(6):
        response = alice_client.get(reverse("dashboard:episode-detail", args=[episode.pk]))
    html = response.content.decode()
    mid = episode.lines[0]["message_ids"][0]
    assert "budget 8万" in html and f'href="#m-{mid}"' in html and f'id="m-{mid}"' in html


def test_deleting_removes_the_memory_from_what_earlier_replies_show(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    session = memory.source_session
    assert session is not None
    reply = Message.objects.create(
        session=session, user=end_user, role="assistant", content="You live in Hangzhou.", meta={"mode": "on"}
    )
    RecallRecord.objects.create(
        user=end_user,
        session=session,
        reply=reply,
        items=[{"layer": "semantic", "id": memory.pk, "score": 0.5, "factors": {}}],
    )
    page = alice_client.get(reverse("dashboard:chat-session", args=[session.pk])).content.decode()
    assert reverse("dashboard:memory-detail", args=[memory.pk]) in page
    alice_client.post(reverse("dashboard:memory-delete", args=[memory.pk]))
    page = alice_client.get(reverse("dashboard:chat-session", args=[session.pk])).content.decode()
    assert reverse("dashboard:memory-detail", args=[memory.pk]) not in page


def test_an_edit_to_a_summary_of_invisible_characters_is_refused_as_the_api_refuses_it(
    alice_client: Client, memory: MemoryEntry
) -> None:
    response = alice_client.post(
        reverse("dashboard:memory-edit", args=[memory.pk]), edit_data(summary="\u200b\u2060"), headers=HX
    )
    assert response.status_code == 422
    memory.refresh_from_db()
    assert memory.version == 1


def test_the_detail_page_shows_the_value_a_change_replaced_until_the_person_edits_it(
    alice_client: Client, memory: MemoryEntry
) -> None:
    old = memory.summary
    memory_update(
        memory=memory, actor="pipeline", summary="Alice lives in Ningbo", change=MemoryVersion.Change.SUPERSEDED
    )
    html = alice_client.get(reverse("dashboard:memory-detail", args=[memory.pk])).content.decode()
    assert "<dt>Before</dt>" in html and old in html.split("<dt>Before</dt>", 1)[1].split("</dd>", 1)[0]
    User.objects.filter(pk=memory.user_id).update(language="zh-hans")
    html_zh = alice_client.get(reverse("dashboard:memory-detail", args=[memory.pk])).content.decode()
    assert "<dt>之前</dt>" in html_zh and "（至 " not in html_zh and "(至 " in html_zh
    User.objects.filter(pk=memory.user_id).update(language="en")
    memory_update(memory=memory, actor="user", summary="Alice lives in Ningbo, Yinzhou district")
    html = alice_client.get(reverse("dashboard:memory-detail", args=[memory.pk])).content.decode()
    assert "<dt>Before</dt>" not in html
