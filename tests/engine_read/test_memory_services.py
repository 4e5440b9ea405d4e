"""The memory services refuse secrets, whoever calls them (API, dashboard, import, pipeline), and
deleting scrubs every derived copy."""

from __future__ import annotations

import pytest

from apps.accounts.models import User
from apps.memory.guard import SecretRefused, memory_secrets, scan
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create, memory_update

pytestmark = pytest.mark.django_db


def test_redacted_text_holds_no_secret_when_scanned_again() -> None:
    once = scan("my password is hunter2 and my card 4111 1111 1111 1111")
    assert once.kinds == ["bank_card", "password"]
    assert not scan(once.text).redacted
    assert scan(once.text).text == once.text


def test_memory_secrets_names_the_summary_and_each_fact_that_holds_one() -> None:
    found = memory_secrets("token: abcdefgh12345678", {"wifi password": "hunter2x", "city": "Hangzhou"})
    assert [f["field"] for f in found] == ["summary", "facts.wifi password"]


def test_creating_a_memory_with_a_secret_is_refused_and_writes_nothing(end_user: User) -> None:
    with pytest.raises(SecretRefused) as refused:
        memory_create(user=end_user, summary="Remember my password is hunter2x")
    assert refused.value.fields[0]["kinds"] == ["password"]
    assert not MemoryEntry.objects.exists() and not MemoryVersion.objects.exists()


def test_editing_a_secret_into_a_memory_is_refused_and_keeps_the_old_version(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="User lives in Hangzhou")
    with pytest.raises(SecretRefused):
        memory_update(memory=memory, actor="user", facts={"id card": "11010519491231002X"})
    memory.refresh_from_db()
    assert memory.version == 1 and memory.facts == {}
    assert MemoryVersion.objects.filter(memory=memory).count() == 1


def test_already_redacted_text_from_the_pipeline_is_stored(end_user: User) -> None:
    memory = memory_create(user=end_user, summary="User's wifi password is [redacted password]")
    assert memory.pk is not None


def test_deleting_a_memory_scrubs_it_from_recall_records_and_keeps_everything_else(end_user: User) -> None:
    from apps.memory.models import RecallRecord
    from apps.memory.services import memory_delete, memory_preview_delete

    gone = memory_create(user=end_user, summary="User has a cat named Miso")
    kept = memory_create(user=end_user, summary="User lives in Hangzhou")
    citing = RecallRecord.objects.create(
        user=end_user,
        items=[
            {"layer": "semantic", "id": gone.pk},
            {"layer": "semantic", "id": kept.pk},
            {"layer": "episode", "id": gone.pk},
        ],
    )
    unrelated = RecallRecord.objects.create(user=end_user, items=[{"layer": "semantic", "id": kept.pk}])
    assert memory_preview_delete(user=end_user, memories=[gone])["recall_records"] == 1
    counts = memory_delete(memory=gone, actor="user")
    assert counts["recall_records"] == 1
    citing.refresh_from_db()
    unrelated.refresh_from_db()
    assert citing.items == [{"layer": "semantic", "id": kept.pk}, {"layer": "episode", "id": gone.pk}]
    assert unrelated.items == [{"layer": "semantic", "id": kept.pk}]


def test_forgetting_a_relation_no_unit_is_kept_for_falls_back_to_the_words_and_the_meaning(end_user: User) -> None:
    # two units of the user's own that speak of the sister: the relation matches no unit's entity, which once
    # left the best-scored list empty and failed the request ("list index out of range")
    from apps.memory.commands.match import match_units

    memory_create(user=end_user, summary="The user's sister Anna lives in Berlin", type="fact", importance=3, actor="p")
    memory_create(user=end_user, summary="The user's sister Anna is a nurse", type="fact", importance=3, actor="p")
    memory_create(user=end_user, summary="The user runs 10 km on Sundays", type="fact", importance=3, actor="p")
    found = match_units(end_user, "my sister Anna in Berlin")
    assert all("sister" in unit.summary for unit in found.units)
