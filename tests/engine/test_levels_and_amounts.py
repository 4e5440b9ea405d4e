"""Levels held (a belt, a dan, a rating), Indian amounts (lakh, crore, ₹) and a several-statement unit
whose one figure is renewed: the rules that read them and what reconcile does with them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from apps.accounts.models import User
from apps.memory.models import MemoryEntry, MemoryStatus
from apps.memory.pipeline.figures import figure_size
from apps.memory.pipeline.reconcile.summary import kept_clauses
from apps.memory.pipeline.slots import detect, rating_said_again
from apps.memory.pipeline.slots.levels import standing_level
from apps.memory.pipeline.trigger import judge_message
from tests.engine.test_reconcile import remember

AT = datetime(2024, 1, 10, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("我周末在道馆练柔道，目前绿带", ("judo", "绿带")),
        ("我儿子学跆拳道，现在是黄带", ("taekwondo", "黄带")),
        ("升蓝带了🥋", ("", "蓝带")),
        ("just got my purple belt in BJJ!", ("jiu-jitsu", "purple belt")),
        ("I'm a brown belt now", ("", "brown belt")),
        ("我下围棋业余三段", ("go", "三段")),
        ("passed my 2nd dan grading in karate", ("karate", "2nd dan")),
        ("my rapid rating on chess.com is 1340", ("chess", "1340")),
        ("I'm rated 1850 FIDE", ("chess", "1850")),
        ("my golf handicap is 18", ("golf", "18")),
        ("我国际象棋等级分1650", ("chess", "1650")),
    ],
)
def test_a_level_held_is_read_with_what_it_is_held_in(text: str, level: tuple[str, str]) -> None:
    assert standing_level(text) == level
    hit = detect(text)
    assert hit is not None and hit.slot == "level" and hit.facts["level"] == level[1]


@pytest.mark.parametrize(
    "text",
    [
        "bought a brown belt for my new suit",  # clothes
        "最近白带有点多",  # a symptom
        "我腰带断了",
        "I rated the restaurant 5 stars",
        "the app's rating is 4.5",
        "我们在一段时间内完成",
        "the seatbelt light came on",
    ],
)
def test_words_like_a_level_that_are_none(text: str) -> None:
    assert standing_level(text) is None


def test_a_rating_said_again_without_its_word() -> None:
    assert rating_said_again("finally cracked 1400!! sitting at 1412 now") == "1412"
    assert rating_said_again("最近状态不错，现在1720了") == "1720"
    assert rating_said_again("down to 19 now after a summer of lessons") == "19"
    assert rating_said_again("sitting at the desk all day") is None
    # judged a change only for a person who holds a rating
    text = "sitting at 1412 now"
    assert judge_message(text, known_fact_keys=lambda: {"level"}).kind == "change"
    assert judge_message(text, known_fact_keys=lambda: {"salary"}).kind is None


def test_indian_amounts_are_money_of_their_size() -> None:
    assert figure_size("18 lakh") == ("currency", 1_800_000.0)
    assert figure_size("1.2 crore") == ("currency", 12_000_000.0)
    assert figure_size("26 LPA") == ("currency", 2_600_000.0)
    assert figure_size("₹14,50,000") == ("currency", 1_450_000.0)
    hit = detect("my CTC is 18 lakh per annum")
    assert hit is not None and hit.key == "salary" and hit.facts["salary"] == "18 lakh"
    hit = detect("My CTC is 1.2 crore")
    assert hit is not None and hit.key == "salary"  # (not an age of 1)
    hit = detect("the package costs $30 to ship")
    assert hit is None or hit.key != "salary"


def test_only_the_clause_whose_figure_is_renewed_gives_way() -> None:
    assert kept_clauses("我们在佛山买了套房，贷了130万，月供6800", "提前还了20万，月供降到5200了") == [
        "我们在佛山买了套房，",
        "贷了130万，",
    ]
    old = "We bought a townhouse in Geelong, the mortgage repayment is $2,850 a month"
    assert kept_clauses(old, "The repayment is down to $2,610") == ["We bought a townhouse in Geelong,"]
    assert kept_clauses("The user's rent is $2,100 a month", "The rent is up to $2,300") == []  # one clause
    assert kept_clauses("我住在杭州，养了一只猫", "月供降到5200了") == []  # nothing renewed


@pytest.fixture
def user(person: Any) -> User:
    return person("lvl")


pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.mark.django_db
def test_a_belt_said_without_its_art_renews_the_one_level_held(user: User) -> None:
    remember(user, "我周末在道馆练柔道，目前绿带")
    assert remember(user, "上周考级过了！升蓝带了", message_id=2) == {"superseded": 1}
    entry = MemoryEntry.objects.get(user=user, status=MemoryStatus.ACTIVE, key="level:judo")
    assert entry.facts["level"] == "蓝带" and entry.versions.get(version=1).facts["level"] == "绿带"


@pytest.mark.django_db
def test_a_belt_not_named_is_no_guess_when_two_are_held(user: User) -> None:
    remember(user, "I do judo on Saturdays, I'm an orange belt")
    remember(user, "and karate on Tuesdays, green belt there", message_id=2)
    remember(user, "got my blue belt last night!!", message_id=3)
    levels = {
        e.key: e.facts["level"]
        for e in MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, key__startswith="level:")
    }
    assert levels == {"level:judo": "orange belt", "level:karate": "green belt"}
