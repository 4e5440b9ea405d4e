"""The v5 cases (tests/behaviour/cases_v5.py), written blind — by someone who had not read the
engine — after the v4 round had been fixed: how the write path does on phrasings it was not fitted
to. Run the same way as test_write_path.py, in a module of their own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.behaviour.cases_v5 import CASES_V5
from tests.behaviour.test_write_path import Case, Outcome, said_and_processed

pytestmark = [pytest.mark.worker, pytest.mark.django_db]

# What the engine does not meet yet. When the cases arrived, 20 of 33 passed (the blind figure);
# fixing general causes found in six more (a friend introduced as 最好的朋友, 月租, amounts in
# Chinese numerals, 一般喜欢, a subjectless Chinese plan, a scene-setting phrase before the
# statement), after which these are no longer blind: tests/behaviour/test_write_path_v6.py holds
# the next blind round. strict: a case that starts passing fails here, and comes off this list.
NOT_YET = {
    "v5-zh-sister-brother": "the second relation of a sentence (我姐在新加坡…，我哥…) keeps the first one's entity",
    "v5-zh-phone-plan": "a phone plan's price is no single-valued slot",
    "v5-zh-weight-down": "body weight is no single-valued slot",
    "v5-en-intro-marco": "a name in 'Marco here, …' is not found",
    "v5-cross-cycling-en-zh": "cycling and 骑行 are not one value across languages",
    "v5-cross-teacher-zh-en": "老师 and teacher at a school are not one value across languages",
    "v5-cross-daughters-zh-en": "两个女儿 and two daughters are not one value across languages",
}


@pytest.fixture(scope="module")
def outcomes_v5(django_db_setup: Any, django_db_blocker: Any) -> Iterator[dict[str, Outcome]]:
    yield from said_and_processed(CASES_V5, "write-path-v5", django_db_blocker)


@pytest.mark.parametrize(
    "item",
    [
        pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=NOT_YET[c.id])) if c.id in NOT_YET else c
        for c in CASES_V5
    ],
    ids=[c.id for c in CASES_V5],
)
def test_blind_phrasings_are_remembered_as_a_person_expects(item: Case, outcomes_v5: dict[str, Outcome]) -> None:
    outcome = outcomes_v5[item.id]
    for check in item.expect:
        check(outcome)
