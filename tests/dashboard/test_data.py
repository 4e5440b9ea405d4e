"""Whole-memory controls: clear all (typed confirmation), export, import."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from apps.accounts.models import User
from apps.audit.models import AuditEvent
from apps.chat.models import Message
from apps.memory.models import Episode, MemoryEntry

pytestmark = pytest.mark.django_db


def test_clear_all_needs_the_typed_phrase(alice_client: Client, memory: MemoryEntry) -> None:
    assert alice_client.get(reverse("dashboard:clear-all")).status_code == 200
    response = alice_client.post(reverse("dashboard:clear-all"), {"confirmation": "yes"})
    assert response.status_code == 422 and MemoryEntry.objects.filter(pk=memory.pk).exists()


@pytest.mark.parametrize("phrase", ["delete everything", "  Delete   Everything ", "全部删除"])
def test_clear_all_deletes_every_memory_keeps_the_chat_and_gives_a_receipt(
    alice_client: Client, end_user: User, memory: MemoryEntry, episode: Episode, phrase: str
) -> None:
    messages = Message.objects.filter(user=end_user).count()
    response = alice_client.post(reverse("dashboard:clear-all"), {"confirmation": phrase})
    assert response.status_code == 302 and response["Location"] == reverse("dashboard:receipt")
    assert not MemoryEntry.objects.filter(user=end_user).exists() and not Episode.objects.filter(user=end_user).exists()
    assert Message.objects.filter(user=end_user).count() == messages
    receipt = alice_client.get(response["Location"])
    assert receipt.context["receipt"]["kind"] == "clear" and receipt.context["receipt"]["counts"]["memory_entries"] == 1
    assert AuditEvent.objects.filter(subject=end_user.pseudonym, action="memories.cleared").exists()


def test_export_downloads_the_whole_memory_as_json_and_is_audited(
    alice_client: Client, end_user: User, memory: MemoryEntry
) -> None:
    response = alice_client.get(reverse("dashboard:export"))
    assert response.status_code == 200 and response["Content-Type"].startswith("application/json")
    assert response["Content-Disposition"].startswith('attachment; filename="memoryhub-export-')
    document = json.loads(response.content)
    assert document["format"] == "memoryhub.export"
    assert [m["summary"] for m in document["memories"]] == ["Alice lives in Hangzhou"]
    assert AuditEvent.objects.filter(subject=end_user.pseudonym, action="data.exported").exists()


def test_import_adds_what_an_export_holds_once(alice_client: Client, memory: MemoryEntry, other_end_user: User) -> None:
    exported = alice_client.get(reverse("dashboard:export")).content
    bob = Client()
    bob.force_login(other_end_user)
    response = bob.post(
        reverse("dashboard:import"), {"file": SimpleUploadedFile("export.json", exported, "application/json")}
    )
    assert response.status_code == 200 and response.context["report"]["created"]["memories"] == 1
    assert MemoryEntry.objects.filter(user=other_end_user, summary="Alice lives in Hangzhou").count() == 1
    again = bob.post(
        reverse("dashboard:import"), {"file": SimpleUploadedFile("export.json", exported, "application/json")}
    )
    assert again.context["report"]["created"]["memories"] == 0
    assert MemoryEntry.objects.filter(user=other_end_user).count() == 1


@pytest.mark.parametrize("content", [b"not json", b'{"format": "something else"}', b"[1, 2]"])
def test_import_refuses_a_file_that_is_not_an_export(alice_client: Client, content: bytes) -> None:
    response = alice_client.post(reverse("dashboard:import"), {"file": SimpleUploadedFile("x.json", content)})
    assert response.status_code == 422
    assert "errors" in response.content.decode()


@pytest.mark.parametrize("depth", [20_000, 33])
def test_an_upload_nested_too_deep_is_refused_with_a_sentence_not_a_500(alice_client: Client, depth: int) -> None:
    nested = ('{"a":' * depth + "1" + "}" * depth).encode()
    response = alice_client.post(reverse("dashboard:import"), {"file": SimpleUploadedFile("x.json", nested)})
    assert response.status_code == 422
    assert "nested too deeply" in response.content.decode()
