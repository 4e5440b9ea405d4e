"""Reconcile: new → create; the same → confirm; a newer value → supersede (old in history);
complementary → merge; contradictory and unclear → pending; figures never replaced by paraphrase."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from apps.accounts.models import User
from apps.memory.embeddings import get_embedder
from apps.memory.indexing import memory_text
from apps.memory.models import MemoryEntry, MemoryStatus, MemoryVersion
from apps.memory.pipeline.compress import Candidate, Turn, compress
from apps.memory.pipeline.reconcile import decide, reconcile
from apps.memory.pipeline.slots.doses import medicine_named, standing_dose
from apps.memory.pipeline.trigger import judge_message
from tests.engine.conftest import active, blob

AT = datetime(2024, 1, 10, 9, 0, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("fast_embedder")


def remember(user: User, text: str, *, at: datetime = AT, message_id: int = 1) -> dict[str, int]:
    turn = Turn(id=message_id, role="user", speaker="user", text=text, at=at)
    candidates = compress([turn], {turn.id: judge_message(text)}, context=[])
    embedder = get_embedder()
    vectors = embedder.embed_passages([memory_text(c.summary, c.facts) for c in candidates])
    return reconcile(
        user=user,
        session=None,
        candidates=candidates,
        vectors=list(vectors),
        embedder_name=embedder.name,
        dim=embedder.dim,
    ).counts


@pytest.fixture
def user(person: Any) -> User:
    return person("rec")


def test_a_new_fact_is_created_with_its_provenance_and_vector(user: User) -> None:
    assert remember(user, "我住在北京", message_id=7) == {"created": 1}
    (entry,) = active(user)
    assert entry.source_message_ids == [7]
    assert entry.embedding_model == get_embedder().name
    assert entry.created_at == AT


def test_the_same_fact_again_is_confirmed_without_a_new_row_or_version(user: User) -> None:
    remember(user, "I live in Berlin.")
    assert remember(user, "I live in Berlin.", at=AT + timedelta(days=3), message_id=2) == {"confirmed": 1}
    (entry,) = MemoryEntry.objects.filter(user=user)
    assert entry.confirm_count == 2
    assert entry.last_confirmed_at == AT + timedelta(days=3)
    assert entry.versions.count() == 1
    assert entry.source_message_ids == [1, 2]


def test_a_newer_figure_supersedes_the_old_one_which_stays_in_history(user: User) -> None:
    remember(user, "项目A预算5万，截止3月15日")
    assert remember(user, "预算改成8万", message_id=2) == {"superseded": 1}
    (entry,) = active(user)
    assert entry.facts == {"project": "项目A", "budget": "8万", "deadline": "3月15日"}
    assert entry.summary == "项目A预算8万，截止3月15日"
    assert "5万" not in blob(entry)
    old = entry.versions.get(version=1)
    assert old.facts["budget"] == "5万"
    assert entry.versions.get(version=2).change == MemoryVersion.Change.SUPERSEDED


def test_a_paraphrase_never_replaces_a_figure(user: User) -> None:
    remember(user, "项目A预算8万")
    entry = active(user)[0]
    paraphrase = Candidate(
        entity="user",
        type="fact",
        key="project:项目a",
        summary="项目A预算充足",
        facts={"project": "项目A", "budget": "充足"},
        importance=3,
        language="zh",
        source_message_ids=[2],
    )
    decision = decide(paraphrase, entry, how="key")
    assert decision.action == "confirm"
    english = Candidate(
        entity="user",
        type="fact",
        key="budget",
        summary="The budget is plenty",
        facts={"budget": "plenty"},
        importance=3,
        language="en",
        source_message_ids=[3],
    )
    assert decide(english, entry, how="fact").action == "confirm"


def test_moving_city_supersedes_the_location(user: User) -> None:
    remember(user, "我住在北京")
    assert remember(user, "我搬到上海了", at=AT + timedelta(days=30), message_id=2) == {"superseded": 1}
    (entry,) = active(user)
    assert entry.facts == {"city": "上海"}
    assert "北京" not in blob(entry)
    assert entry.versions.get(version=1).facts == {"city": "北京"}


def test_a_superseding_value_keeps_the_vector_its_batch_computed_and_a_rewritten_one_is_embedded_again(
    user: User, monkeypatch: pytest.MonkeyPatch
) -> None:
    remember(user, "我住在北京")
    embedder = get_embedder()
    embedded: list[str] = []
    original = embedder.embed_passages

    def counting(texts: list[str]) -> Any:
        embedded.extend(texts)
        return original(texts)

    monkeypatch.setattr(embedder, "embed_passages", counting)
    turn = Turn(id=2, role="user", speaker="user", text="我搬到上海了", at=AT + timedelta(days=30))
    (candidate,) = compress([turn], {turn.id: judge_message(turn.text)}, context=[])
    vector = original([candidate.summary])[0]
    reconcile(
        user=user, session=None, candidates=[candidate], vectors=[vector], embedder_name=embedder.name, dim=embedder.dim
    )
    (entry,) = active(user)
    assert entry.summary == candidate.summary  # the new value replaced the old summary as said
    assert embedded == []  # nothing embedded twice
    assert entry.embedding is not None and list(entry.embedding) == pytest.approx(list(vector), abs=1e-6)

    # a figure changed inside a longer summary: the stored text is new, so it is embedded
    remember(user, "项目A预算5万，截止3月15日", message_id=3)
    remember(user, "预算改成8万", message_id=4)
    budget = next(e for e in active(user) if "预算" in e.summary)
    assert budget.summary == "项目A预算8万，截止3月15日"
    assert memory_text(budget.summary, budget.facts) in embedded


def test_complementary_facts_for_the_same_slot_are_merged(user: User) -> None:
    remember(user, "Project Apollo has a budget of $50,000.")
    assert remember(user, "Project Apollo deadline is March 15.", message_id=2) == {"merged": 1}
    (entry,) = active(user)
    assert entry.facts["budget"] == "$50,000" and entry.facts["deadline"] == "March 15"
    assert entry.versions.get(version=2).change == MemoryVersion.Change.MERGED


def test_a_contradiction_without_a_sign_of_change_waits_for_the_user(user: User) -> None:
    remember(user, "I live in Berlin.")
    assert remember(user, "I live in Munich.", message_id=2) == {"pending": 1}
    current = MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE)
    pending = MemoryEntry.objects.get(user=user, status=MemoryStatus.PENDING)
    assert current.facts == {"city": "Berlin"}
    assert pending.conflicts_with == current and pending.facts == {"city": "Munich"}
    # saying it again does not pile up pending copies
    assert remember(user, "I live in Munich.", message_id=3) == {"confirmed": 1}


def test_similar_but_different_events_are_kept_apart(user: User) -> None:
    remember(user, "I went to a pride parade last Friday.", at=AT)
    assert remember(user, "I went to a pride parade last Friday.", at=AT + timedelta(days=60), message_id=2) == {
        "created": 1
    }


def test_people_are_reconciled_separately(user: User) -> None:
    remember(user, "I live in Berlin.")
    assert remember(user, "My sister Anna lives in Paris.", message_id=2) == {"created": 1}
    assert {e.entity for e in active(user)} == {"user", "Anna"}


def test_a_later_figure_without_its_attribute_word_renews_the_stored_one_of_its_measure(user: User) -> None:
    remember(user, "我现在132斤")
    remember(user, "我每天晚上只睡4个小时左右")
    # what the scale showed, with no unit: the weight, in the unit it was stored in
    assert remember(user, "今天上秤126了", message_id=2) == {"superseded": 1}
    weight = MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="weight")
    assert weight.facts["weight"] == "126斤" and weight.versions.get(version=1).facts["weight"] == "132斤"
    # a duration renews the duration of its size (hours of sleep), never the weight
    assert remember(user, "最近每天能睡6个小时", message_id=3) == {"superseded": 1}
    assert MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="sleep").facts["sleep"] == "6个小时"


def test_a_price_of_a_thing_is_renewed_by_what_refers_to_it_not_by_another_price(user: User) -> None:
    remember(user, "the condo we're buying is listed at $640k")
    assert remember(user, "the stock price went up to $650k", message_id=2) == {"created": 1}
    assert remember(user, "seller dropped it to $615k", message_id=3) == {"superseded": 1}
    condo = MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="price:condo")
    assert condo.facts["price"] == "$615k" and condo.versions.get(version=1).facts["price"] == "$640k"


def test_a_value_put_right_days_later_replaces_the_one_said_before(user: User) -> None:
    remember(user, "our wedding anniversary is October 14")
    said = "wait I gave you the wrong date, our anniversary is October 17"
    assert remember(user, said, at=AT + timedelta(days=4), message_id=2) == {"superseded": 1}
    (entry,) = active(user)
    assert entry.facts["date"] == "October 17" and "14" not in blob(entry)


def test_a_dose_said_later_renews_the_dose_of_the_one_medicine_taken(user: User) -> None:
    remember(user, "我每天早上空腹吃优甲乐，一次50微克")
    entry = MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="dose:levothyroxine")
    assert entry.facts["dose"] == "50微克"
    # the medicine not named again: the one whose dose is stored
    assert remember(user, "复查完医生给我加到75微克了", message_id=2) == {"superseded": 1}
    entry.refresh_from_db()
    assert entry.facts["dose"] == "75微克" and entry.versions.get(version=1).facts["dose"] == "50微克"
    # a pill taken once is no dose, and renews none
    remember(user, "I took 2 ibuprofen, 400mg, for my back", message_id=3)
    entry.refresh_from_db()
    assert entry.facts["dose"] == "75微克"
    assert not MemoryEntry.objects.filter(user=user, key__startswith="dose:ibuprofen").exists()
    # tablets of what is no medicine are no dose
    remember(user, "我每天吃两片面包", message_id=4)
    assert MemoryEntry.objects.filter(user=user, key__startswith="dose:").count() == 1


def test_a_dose_of_a_medicine_not_named_is_no_guess_when_two_are_taken(user: User) -> None:
    remember(user, "I'm on sertraline, 50mg once a day")
    remember(user, "I take 20mg of atorvastatin every night", message_id=2)
    assert remember(user, "doc upped it to 100mg at my review", message_id=3) == {}
    doses = {e.key: e.facts["dose"] for e in MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE)}
    assert doses == {"dose:sertraline": "50mg", "dose:atorvastatin": "20mg"}
    # named, it is that one's
    assert remember(user, "the doctor increased my sertraline to 100mg", message_id=4) == {"superseded": 1}
    assert MemoryEntry.objects.get(user=user, key="dose:sertraline").facts["dose"] == "100mg"


def test_a_lease_renewed_is_the_rent_and_a_child_moving_up_is_the_new_school_year(user: User) -> None:
    remember(user, "我现在房租一个月3800块，押一付三")
    assert remember(user, "续租合同签了，每个月4200，比之前贵了四百", message_id=2) == {"superseded": 1}
    assert MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="rent").facts["rent"] == "4200"
    remember(user, "我儿子在读小学五年级", message_id=3)
    assert remember(user, "开学了，儿子升六年级了", message_id=4) == {"superseded": 1}
    grade = MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="grade")
    assert grade.entity == "son" and grade.facts["grade"] == "六年级"
    # a promotion is no school year
    remember(user, "我升职了，工资涨了不少", message_id=5)
    grade.refresh_from_db()
    assert grade.facts["grade"] == "六年级"


def test_a_date_moved_renews_the_occasion_and_a_breed_put_right_replaces_the_one_said(user: User) -> None:
    remember(user, "我的膝盖手术约在12月18号")
    said = "医院刚打电话，手术往后推到1月8号了"
    assert remember(user, said, at=AT + timedelta(days=9), message_id=2) == {"superseded": 1}
    (entry,) = active(user)
    assert entry.facts["date"] == "1月8号" and entry.versions.get(version=1).facts["date"] == "12月18号"
    remember(user, "我家狗是金毛，叫旺财", message_id=3)
    said = "前几天我搞混了，旺财是拉布拉多"
    assert remember(user, said, at=AT + timedelta(days=4), message_id=4) == {"superseded": 1}
    assert not [e for e in active(user) if "金毛" in blob(e)]


@pytest.mark.parametrize(
    ("said", "medicine"),
    [
        ("Back at school I take 25mg of quetiapine at night", "quetiapine"),
        ("my wine club aside, I take 40mg of propranolol daily", "propranolol"),
        ("I'm on sertraline, 50mg once a day", "sertraline"),
    ],
)
def test_of_several_words_shaped_like_a_medicine_the_one_nearest_the_dose_is_it(said: str, medicine: str) -> None:
    # "school" and "wine" end as medicine names do (-ol, -ine): the dose's own word is the medicine
    dose = standing_dose(said)
    assert dose is not None and dose[0] == medicine
    assert medicine_named(said) == medicine
