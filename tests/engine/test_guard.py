"""The guard, as the write path relies on it: secrets are found in both languages, and nothing the
pipeline sends to a model or stores carries them — even when a message was stored unredacted."""

from __future__ import annotations

from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.guard import luhn_valid, prc_id_valid, scan
from apps.memory.models import MemoryEntry, PipelineJob
from apps.memory.pipeline.jobs import process_session
from tests.engine.conftest import FakeLLM, blob

ID_NUMBER = "11010519491231002X"
CARD = "4111 1111 1111 1111"


@pytest.mark.parametrize(
    ("text", "kinds", "secret"),
    [
        ("我的密码是 Hunter2-Swordfish", ["password"], "Hunter2-Swordfish"),
        ("my password is hunter2!!", ["password"], "hunter2!!"),
        ("API key 是 sk-proj-AbCdEfGhIjKlMnOpQrStUv", ["api_key"], "sk-proj-AbCdEfGhIjKlMnOpQrStUv"),
        ("token: ghp_abcdefghijklmnopqrstuvwxyz0123", ["api_key"], "ghp_abcdefghijklmnopqrstuvwxyz0123"),
        (f"身份证号 {ID_NUMBER}", ["id_card"], ID_NUMBER),
        (f"card {CARD} expires soon", ["bank_card"], CARD),
    ],
)
def test_secrets_are_found_and_redacted(text: str, kinds: list[str], secret: str) -> None:
    result = scan(text)
    assert result.kinds == kinds
    assert secret not in result.text
    assert "[redacted" in result.text


def test_identifiers_need_a_valid_checksum() -> None:
    assert prc_id_valid(ID_NUMBER) and not prc_id_valid("110105194912310021")
    assert luhn_valid("4111111111111111") and not luhn_valid("4111111111111112")
    assert scan("订单号 110105194912310021").findings == []


def test_ordinary_figures_are_not_mistaken_for_secrets() -> None:
    for text in ["项目A预算5万，截止3月15日", "The budget is $2,500 and the flight is UA 857", "我的手机尾号是 1234"]:
        assert scan(text).findings == [], text


@pytest.mark.usefixtures("fast_embedder")
def test_the_pipeline_guards_what_it_sends_to_a_model_and_stores(person: Any) -> None:
    user: User = person("guard")
    session = ChatSession.objects.create(user=user)
    # an import that forgot to redact: the pipeline must not trust the stored copy
    raw = f"I moved to Berlin. My password is Hunter2-Swordfish and my ID is {ID_NUMBER}."
    message = Message.objects.create(session=session, user=user, role="user", content=raw)
    PipelineJob.objects.create(user=user, session=session, kind="extract", message_ids=[message.pk])
    llm = FakeLLM([{"judgements": []}, {"memories": []}])
    process_session(session.pk, llm=llm)
    assert llm.calls, "the model was asked"
    for call in llm.calls:
        assert "Hunter2-Swordfish" not in call["user"] and ID_NUMBER not in call["user"]
    for entry in MemoryEntry.objects.filter(user=user):
        assert "Hunter2" not in blob(entry) and ID_NUMBER not in blob(entry)
