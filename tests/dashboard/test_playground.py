"""The playground: members only; personas; one run shown layer by layer; an A/B dry run; the
workspace's end users from the API, inspected with dry runs only."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from pytest_django import DjangoAssertNumQueries

from apps.accounts.models import User, Workspace
from apps.accounts.services import end_user_ensure
from apps.chat.models import Message
from apps.chat.services import chat_turn
from apps.dashboard.playground_forms import ParamsForm
from apps.dashboard.selectors import END_USERS_SHOWN
from apps.dashboard.services import persona_create
from apps.memory.models import MemoryEntry, RecallRecord
from apps.memory.services import memory_create

pytestmark = pytest.mark.django_db
URL = reverse("dashboard:playground")
RUN = reverse("dashboard:playground-run")


def params(prefix: str, **overrides: Any) -> dict[str, Any]:
    values = {**ParamsForm.defaults(), **overrides}
    return {
        f"{prefix}-{key}": ("on" if value is True else value) for key, value in values.items() if value is not False
    }


@pytest.fixture
def persona(workspace: Workspace) -> User:
    persona = persona_create(workspace=workspace, name="Mei")
    memory_create(
        user=persona,
        summary="Mei is allergic to peanuts",
        type="prohibition",
        facts={"allergy": "peanuts"},
        importance=5,
    )
    memory_create(
        user=persona, summary="Mei's budget for the trip is 8000 CNY", facts={"budget": "8000 CNY"}, importance=3
    )
    return persona


def test_the_playground_is_for_workspace_members_only(alice_client: Client) -> None:
    response = alice_client.get(URL)
    assert response.status_code == 403 and "for members" in response.content.decode()


def test_a_member_sees_the_test_personas_and_apart_the_end_users_created_through_the_api(
    owner_client: Client,
    owner: User,
    end_user: User,
    other_end_user: User,
    persona: User,
    outsider: User,
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    api_user, _ = end_user_ensure(workspace=owner.workspace, external_id="cust-42")  # type: ignore[arg-type]
    User.objects.create_user(username="signed-up", password="x-pass-12345", workspace=owner.workspace)  # no external id
    with django_assert_num_queries(6):
        response = owner_client.get(URL)
    assert response.status_code == 200
    assert response.context["personas"] == [owner, persona]
    listing = response.context["end_users"]
    assert (
        listing.users == [api_user, other_end_user, end_user] and not listing.more
    )  # newest first; not another workspace's
    html = response.content.decode()
    assert "End users from the API" in html and f'?persona={api_user.pk}"' in html and ">cust-42</a>" in html


def test_the_end_user_list_is_bounded_and_searched_by_id(owner_client: Client, workspace: Workspace) -> None:
    for n in range(END_USERS_SHOWN + 2):
        end_user_ensure(workspace=workspace, external_id=f"cust-{n:03d}")
    listing = owner_client.get(URL).context["end_users"]
    assert len(listing.users) == END_USERS_SHOWN and listing.more
    assert listing.users[0].external_id == f"cust-{END_USERS_SHOWN + 1:03d}"
    found = owner_client.get(URL, {"who": "cust-000"}).context["end_users"]
    assert [u.external_id for u in found.users] == ["cust-000"] and not found.more
    assert "No end user's id contains" in owner_client.get(URL, {"who": "nobody"}).content.decode()


def test_an_end_user_s_recall_is_inspected_with_a_dry_run_that_stores_nothing(
    owner_client: Client, workspace: Workspace
) -> None:
    api_user, _ = end_user_ensure(workspace=workspace, external_id="cust-7")
    memory_create(
        user=api_user,
        summary="cust-7 is allergic to peanuts",
        type="prohibition",
        facts={"allergy": "peanuts"},
        importance=5,
    )
    page = owner_client.get(URL, {"persona": api_user.pk}).content.decode()
    assert "Inspecting the recall of cust-7" in page and "dry run" in page
    response = owner_client.post(RUN, {"persona": api_user.pk, "message": "Which snacks should I pack?", **params("a")})
    assert response.status_code == 200
    preview = response.context["preview"]
    assert any("peanuts" in item.text for item in preview.items) and response.context.get("result") is None
    html = response.content.decode()
    assert "Result of the dry run (nothing was stored)" in html and "peanuts" in html and "similarity" in html
    assert (
        not Message.objects.filter(user=api_user).exists() and not RecallRecord.objects.filter(user=api_user).exists()
    )
    assert MemoryEntry.objects.get(user=api_user).access_count == 0


def test_an_end_user_who_switched_memory_off_is_not_read(owner_client: Client, workspace: Workspace) -> None:
    api_user, _ = end_user_ensure(workspace=workspace, external_id="cust-8")
    memory_create(
        user=api_user,
        summary="cust-8 is allergic to peanuts",
        type="prohibition",
        facts={"allergy": "peanuts"},
        importance=5,
    )
    User.objects.filter(pk=api_user.pk).update(memory_enabled=False)
    for compare in ({}, {"compare": "on", **params("b")}):
        response = owner_client.post(
            RUN, {"persona": api_user.pk, "message": "What am I allergic to?", **params("a"), **compare}
        )
        results = (
            [response.context["preview"]]
            if not compare
            else [response.context["result_a"], response.context["result_b"]]
        )
        assert all(r.items == [] and r.mode == "off" for r in results)
        assert "peanuts" not in response.content.decode()
    assert "memory is switched off for this person" in response.content.decode()


def test_a_member_creates_a_test_persona_that_cannot_log_in(owner_client: Client, workspace: Workspace) -> None:
    response = owner_client.post(reverse("dashboard:persona-new"), {"name": "Test Wang", "workspace": workspace.slug})
    persona = User.objects.get(first_name="Test Wang")
    assert response["Location"] == f"{URL}?persona={persona.pk}"
    assert (
        persona.workspace == workspace
        and persona.external_id.startswith("persona:")
        and not persona.has_usable_password()
    )


def test_one_run_is_a_real_turn_shown_layer_by_layer_with_tokens_and_scores(
    owner_client: Client, persona: User, django_assert_num_queries: DjangoAssertNumQueries
) -> None:
    data = {"persona": persona.pk, "message": "Which snacks should I pack, given my budget?", **params("a")}
    response = owner_client.post(RUN, data, headers={"HX-Request": "true"})
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<section class="workbench"') and "<html" not in html
    result = response.context["result"]
    assert [layer.name for layer in result.layers] == ["persona", "memory", "messages", "episodes", "working", "user"]
    assert 'class="token-chart"' in html and html.count("<rect") == 6
    assert f"{result.layers[1].tokens} tokens" in html and "peanuts" in html
    assert "similarity" in html and "recency" in html
    assert Message.objects.filter(user=persona).count() == 2  # a real turn: stored
    assert RecallRecord.objects.filter(user=persona).count() == 1
    # the next run continues the same session
    assert f'value="{result.session.pk}"' in html


def test_switching_a_layer_off_for_one_request_removes_it(owner_client: Client, persona: User) -> None:
    data = {
        "persona": persona.pk,
        "message": "What am I allergic to?",
        **params("a", use_core=False, use_semantic=False),
    }
    result = owner_client.post(RUN, data).context["result"]
    assert result.memories_used == [] and result.layers[1].tokens == 0


def test_an_ab_run_compares_answers_and_tokens_and_stores_nothing(owner_client: Client, persona: User) -> None:
    data = {
        "persona": persona.pk,
        "message": "Which snacks should I pack, given my budget?",
        "compare": "on",
        **params("a"),
        **params("b", use_core=False, use_semantic=False, top_k=1),
    }
    response = owner_client.post(RUN, data)
    comparison = response.context["comparison"]
    memory_row = next(row for row in comparison["rows"] if row["name"] == "memory")
    assert memory_row["a"] > 0 and memory_row["b"] == 0 and memory_row["delta"] < 0
    assert comparison["total_delta"] < 0 and not comparison["same_answer"]
    html = response.content.decode()
    assert "<del>" in html and "A and B side by side" in html
    assert not Message.objects.filter(user=persona).exists()  # dry runs


def test_a_recent_messages_budget_of_0_is_honoured_not_replaced_by_the_default(
    owner_client: Client, persona: User
) -> None:
    first = owner_client.post(
        RUN, {"persona": persona.pk, "message": "I am planning a trip to Chengdu.", **params("a")}
    )
    session = first.context["result"].session
    data = {
        "persona": persona.pk,
        "session": session.pk,
        "message": "Which snacks should I pack?",
        "compare": "on",
        **params("a"),
        **params("b", working_budget_tokens=0),
    }
    comparison = owner_client.post(RUN, data).context["comparison"]
    working = next(row for row in comparison["rows"] if row["name"] == "working")
    assert working["a"] > 0 and working["b"] == 0


def test_the_recent_messages_of_a_dry_run_leave_out_what_the_person_asked_to_forget(
    owner_client: Client, persona: User
) -> None:
    said = chat_turn(user=persona, text="My salary is 42,000 CNY a month.")
    memory_create(
        user=persona,
        summary="Mei's salary is 42,000 CNY a month",
        facts={"salary": "42,000 CNY"},
        key="salary",
        source_session=said.session,
        source_message_ids=[said.user_message.pk],
    )
    forget = chat_turn(user=persona, text="Forget my salary.", session=said.session)
    assert forget.memory_command is not None and said.user_message.pk in forget.memory_command.hidden_message_ids
    data = {
        "persona": persona.pk,
        "session": said.session.pk,
        "message": "What do I earn?",
        "compare": "on",
        **params("a"),
        **params("b"),
    }
    comparison = owner_client.post(RUN, data).context
    for side in (comparison["result_a"], comparison["result_b"]):
        working = next(layer for layer in side.layers if layer.name == "working")
        assert "Forget my salary" in working.content and "42,000" not in working.content


def test_invalid_settings_are_refused_with_the_form(owner_client: Client, persona: User) -> None:
    data = {"persona": persona.pk, "message": "Hi", **params("a", top_k=99)}
    response = owner_client.post(RUN, data)
    assert response.status_code == 422 and not Message.objects.filter(user=persona).exists()


def test_another_workspace_s_people_and_users_without_an_external_id_are_a_404(
    owner_client: Client, outsider: User, owner: User
) -> None:
    stranger = persona_create(workspace=outsider.workspace, name="Stranger")  # type: ignore[arg-type]
    their_user, _ = end_user_ensure(workspace=outsider.workspace, external_id="cust-1")  # type: ignore[arg-type]
    no_id = User.objects.create_user(username="signed-up", password="x-pass-12345", workspace=owner.workspace)
    for target in (stranger, their_user, outsider, no_id):
        assert owner_client.get(URL, {"persona": target.pk}).status_code == 404
        assert owner_client.post(RUN, {"persona": target.pk, "message": "hi", **params("a")}).status_code == 404


def test_a_persona_s_name_is_stored_without_a_secret(workspace: Workspace) -> None:
    # a name is a stored string like any other: the guard covers it (and the external id made from it)
    persona = persona_create(workspace=workspace, name="Bot sk-proj-AbCdEfGhIjKlMnOpQrStUv")
    persona.refresh_from_db()
    assert "AbCdEfGh" not in persona.first_name and "abcdefgh" not in persona.external_id.lower()
    assert persona.first_name.startswith("Bot ")
