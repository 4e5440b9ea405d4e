"""The blind rounds: cases written by helpers who had not read the engine, run as they arrived —
how the write path does on phrasings it was not fitted to. v5 (tests/behaviour/cases_v5.py) came
after the v4 round (in test_write_path.py) had been fixed; v6 (cases_v6.py) after v5's. Run the same
way as test_write_path.py, in a module of their own (one worker for both rounds)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.behaviour.cases_v5 import CASES_V5
from tests.behaviour.cases_v6 import CASES_V6
from tests.behaviour.test_write_path import Case, Outcome, said_and_processed

pytestmark = [pytest.mark.worker, pytest.mark.django_db]

# What the engine does not meet yet, with the cause. strict: a case that starts passing fails here,
# and comes off this list.
# v5: 20 of 33 passed when the cases arrived (the blind figure); fixing general causes found in six
# more (a friend introduced as 最好的朋友, 月租, amounts in Chinese numerals, 一般喜欢, a subjectless
# Chinese plan, a scene-setting phrase before the statement), which are no longer blind.
# v6: 16 of 35 passed when the cases arrived; left as found, so the figure stays blind.
NOT_YET: dict[str, str] = {
    "v5-zh-sister-brother": "the second relation of a sentence (我姐在新加坡…，我哥…) keeps the first one's entity",
    "v5-zh-phone-plan": "a phone plan's price is no single-valued slot",
    "v5-zh-weight-down": "body weight is no single-valued slot",
    "v5-en-intro-marco": "a name in 'Marco here, …' is not found",
    "v5-cross-cycling-en-zh": "cycling and 骑行 are not one value across languages",
    "v5-cross-teacher-zh-en": "老师 and teacher at a school are not one value across languages",
    "v5-cross-daughters-zh-en": "两个女儿 and two daughters are not one value across languages",
    "v6-zh-brother-sister": "the second relation's preference (奶茶) stays the user's",
    "v6-zh-rent-3100": "a rent announced for a later month (…起房租涨到3100元) keeps no history of the old",
    "v6-zh-employer-mihoyo": "a new employer (网易 → 米哈游) said in these words does not replace the old",
    "v6-zh-iqiyi-price": "a subscription price is no single-valued slot",
    "v6-zh-buzai-night-run": "不再 about a habit does not retire the habit",
    "v6-zh-decision-kindergarten": "this decision is not kept at all",
    "v6-zh-goal-license": "this goal (驾照) is not kept at all",
    "v6-zh-car-loan": "an amount in Chinese numerals (六万七) is not kept",
    "v6-zh-filler-carsick": "晕车 after a filler opener is not kept",
    "v6-en-intro-dana": "a name in a list ('I'm Dana, 34, …') is no name fact",
    "v6-en-brother-colleague": "the second person of a sentence keeps the first one's entity",
    "v6-en-salary-pounds": "an amount in pounds (£47,500) is not kept",
    "v6-en-netflix-price": "a subscription price is no single-valued slot",
    "v6-en-title-finance-manager": "a new title in these words does not replace the old",
    "v6-en-moved-raleigh": "this move is no residence",
    "v6-en-pref-vinyl": "this preference (vinyl) is not kept",
    "v6-en-filler-hearing-aids": "'I wear hearing aids' after a filler is not kept",
    "v6-cross-heights-en-zh": "a fear of heights is not kept",
    "v6-cross-violin-en-zh": "the violin fact is not kept",
}
CASES = [*CASES_V5, *CASES_V6]


@pytest.fixture(scope="module")
def outcomes_blind(django_db_setup: Any, django_db_blocker: Any) -> Iterator[dict[str, Outcome]]:
    yield from said_and_processed(CASES, "write-path-blind", django_db_blocker)


@pytest.mark.parametrize(
    "item",
    [pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=NOT_YET[c.id])) if c.id in NOT_YET else c for c in CASES],
    ids=[c.id for c in CASES],
)
def test_blind_phrasings_are_remembered_as_a_person_expects(item: Case, outcomes_blind: dict[str, Outcome]) -> None:
    outcome = outcomes_blind[item.id]
    for check in item.expect:
        check(outcome)
