"""My memory: the core profile, entries by type, episodes; search, filters, sorting; htmx partial."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User
from apps.memory.models import Episode, MemoryEntry
from apps.memory.services import memory_create, memory_set_enabled

pytestmark = pytest.mark.django_db
URL = reverse("dashboard:memory")


def test_the_page_shows_the_core_profile_groups_by_type_and_episodes(
    alice_client: Client,
    end_user: User,
    memory: MemoryEntry,
    budget: MemoryEntry,
    episode: Episode,
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    memory_create(user=end_user, summary="Alice never eats coriander", type="prohibition", importance=5)
    with django_assert_num_queries(7):
        response = alice_client.get(URL)
    listing = response.context["listing"]
    assert [i.text for i in listing.core] == ["Alice never eats coriander", "Alice lives in Hangzhou"]
    assert [(g.type, len(g.memories)) for g in listing.groups] == [("fact", 2), ("prohibition", 1)]
    assert listing.episodes == [episode]
    html = response.content.decode()
    assert "used 0 times" in html and "Where it came from" in html and "importance 4/5" in html
    assert f'href="{reverse("dashboard:memory-sources", args=[memory.pk])}"' in html
    assert f'href="{reverse("dashboard:episode-detail", args=[episode.pk])}"' in html


def test_the_query_count_does_not_grow_with_the_number_of_memories(
    alice_client: Client, end_user: User, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    for n in range(12):
        memory_create(
            user=end_user, summary=f"Fact number {n}", type=["fact", "preference", "decision"][n % 3], index=False
        )
    with django_assert_num_queries(7):
        alice_client.get(URL)


def test_keyword_search_matches_summary_and_facts_in_chinese_and_english(
    alice_client: Client, end_user: User, memory: MemoryEntry, budget: MemoryEntry
) -> None:
    memory_create(user=end_user, summary="每周六上午去西湖跑步", facts={"距离": "10公里"})
    found = alice_client.get(URL, {"q": "8万"}).context["listing"].results
    assert found == [budget]
    found = alice_client.get(URL, {"q": "10公里"}).context["listing"].results
    assert [m.summary for m in found] == ["每周六上午去西湖跑步"]
    assert alice_client.get(URL, {"q": "hangzhou"}).context["listing"].results == [memory]


def test_semantic_search_ranks_by_meaning(
    alice_client: Client, memory: MemoryEntry, budget: MemoryEntry, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    with django_assert_num_queries(6):
        response = alice_client.get(URL, {"q": "How much money can I spend on the flat?", "mode": "semantic"})
    listing = response.context["listing"]
    assert listing.results and listing.results[0] == budget
    assert "score" in response.content.decode()


def test_filters_by_type_status_and_switch(
    alice_client: Client, end_user: User, memory: MemoryEntry, budget: MemoryEntry
) -> None:
    pref = memory_create(user=end_user, summary="Alice likes tea", type="preference")
    memory_set_enabled(memory=budget, enabled=False, actor="user")
    pending = memory_create(user=end_user, summary="Alice lives in Shanghai", status="pending", conflicts_with=memory)

    def shown(**params: str) -> set[int]:
        listing = alice_client.get(URL, params).context["listing"]
        return {m.pk for g in listing.groups for m in g.memories}

    assert shown(type="preference") == {pref.pk}
    assert shown(status="pending") == {pending.pk}
    assert shown(enabled="off") == {budget.pk}
    assert shown(enabled="on", status="active") == {memory.pk, pref.pk}
    assert shown(type="not-a-type") == {memory.pk, budget.pk, pref.pk, pending.pk}  # bad values fall back


def test_sorting_by_importance_and_by_use(alice_client: Client, end_user: User) -> None:
    low = memory_create(user=end_user, summary="low", importance=1, index=False)
    high = memory_create(user=end_user, summary="high", importance=5, index=False)
    MemoryEntry.objects.filter(pk=low.pk).update(access_count=9)
    group = alice_client.get(URL, {"sort": "importance"}).context["listing"].groups[0]
    assert group.memories == [high, low]
    group = alice_client.get(URL, {"sort": "used"}).context["listing"].groups[0]
    assert group.memories == [low, high]


def test_an_htmx_request_gets_only_the_results_partial_and_responses_vary_on_it(
    alice_client: Client, memory: MemoryEntry
) -> None:
    full = alice_client.get(URL)
    partial = alice_client.get(URL, {"q": "Hangzhou"}, headers={"HX-Request": "true"})
    assert "HX-Request" in full["Vary"] and "HX-Request" in partial["Vary"]
    assert b"<html" in full.content and b"<html" not in partial.content
    assert partial.content.decode().lstrip().startswith('<div id="results"')
    restore = alice_client.get(URL, headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert b"<html" in restore.content


def test_an_empty_memory_explains_how_memories_appear(alice_client: Client) -> None:
    assert "Nothing is remembered yet" in alice_client.get(URL).content.decode()


def test_a_memory_with_contact_details_is_masked_in_the_list_and_marked(alice_client: Client, end_user: User) -> None:
    memory_create(user=end_user, summary="Alice's phone is 13812345678", facts={"email": "alice@example.com"})
    html = alice_client.get(reverse("dashboard:memory")).content.decode()
    assert "13812345678" not in html and "alice@example.com" not in html
    assert "138••••5678" in html and "a•••@example.com" in html and "contact details" in html
