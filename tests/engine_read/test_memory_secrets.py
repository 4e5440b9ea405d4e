"""The memory services refuse secrets, whoever calls them (API, dashboard, import, pipeline)."""

from __future__ import annotations

import pytest

from apps.memory.guard import SecretRefused, memory_secrets, scan
from apps.memory.models import MemoryEntry, MemoryVersion
from apps.memory.services import memory_create, memory_update

pytestmark = pytest.mark.django_db


def test_redacted_text_holds_no_secret_when_scanned_again():
    once = scan("my password is hunter2 and my card 4111 1111 1111 1111")
    assert once.kinds == ["bank_card", "password"]
    assert not scan(once.text).redacted
    assert scan(once.text).text == once.text


def test_memory_secrets_names_the_summary_and_each_fact_that_holds_one():
    found = memory_secrets("token: abcdefgh12345678", {"wifi password": "hunter2x", "city": "Hangzhou"})
    assert [f["field"] for f in found] == ["summary", "facts.wifi password"]


def test_creating_a_memory_with_a_secret_is_refused_and_writes_nothing(end_user):
    with pytest.raises(SecretRefused) as refused:
        memory_create(user=end_user, summary="Remember my password is hunter2x")
    assert refused.value.fields[0]["kinds"] == ["password"]
    assert not MemoryEntry.objects.exists() and not MemoryVersion.objects.exists()


def test_editing_a_secret_into_a_memory_is_refused_and_keeps_the_old_version(end_user):
    memory = memory_create(user=end_user, summary="User lives in Hangzhou")
    with pytest.raises(SecretRefused):
        memory_update(memory=memory, actor="user", facts={"id card": "11010519491231002X"})
    memory.refresh_from_db()
    assert memory.version == 1 and memory.facts == {}
    assert MemoryVersion.objects.filter(memory=memory).count() == 1


def test_already_redacted_text_from_the_pipeline_is_stored(end_user):
    memory = memory_create(user=end_user, summary="User's wifi password is [redacted password]")
    assert memory.pk is not None
