"""A request that names a day or a month ("What did I eat on 3 May 2024?", "2024年5月我定了什么？") ranks
what was said then, or is dated then, above what only its words find."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.memory.models import PipelineJob
from apps.memory.pipeline.jobs import process_session
from apps.memory.recall import RecallParams, recall
from apps.memory.recall.when import asked_period, of_period

pytestmark = pytest.mark.usefixtures("fast_embedder")


@pytest.mark.parametrize(
    ("query", "period"),
    [
        ("What did Maria plan on the evening of 7 July, 2023?", (date(2023, 7, 7), date(2023, 7, 7))),
        ("Who did I have dinner with on May 3, 2023?", (date(2023, 5, 3), date(2023, 5, 3))),
        ("what happened on the 3rd of may 2023", (date(2023, 5, 3), date(2023, 5, 3))),
        ("Which class did I start in December 2023?", (date(2023, 12, 1), date(2023, 12, 31))),
        ("Sept 2022 trip", (date(2022, 9, 1), date(2022, 9, 30))),
        ("我2023年5月3日说了什么？", (date(2023, 5, 3), date(2023, 5, 3))),
        ("2024年2月我定的计划", (date(2024, 2, 1), date(2024, 2, 29))),
        ("anything on 2024-02-29?", (date(2024, 2, 29), date(2024, 2, 29))),
        # (a day the month does not have: the month)
        ("on 31 June 2023", (date(2023, 6, 1), date(2023, 6, 30))),
    ],
)
def test_the_day_or_month_a_request_names_is_read_with_its_year(query: str, period: tuple[date, date]) -> None:
    assert asked_period(query) == period


@pytest.mark.parametrize(
    "query",
    ["When did I go camping in June?", "I may 2023 have said it", "上个月我说了什么", "on 31 Jun", "你好"],
)
def test_no_period_without_a_year_or_a_real_day(query: str) -> None:
    assert asked_period(query) is None


def test_a_row_is_of_the_period_by_when_it_was_said_or_by_a_date_it_holds() -> None:
    may = (date(2023, 5, 1), date(2023, 5, 31))
    assert of_period(may, datetime(2023, 5, 31, 22, 0, tzinfo=UTC))
    assert not of_period(may, datetime(2023, 6, 2, tzinfo=UTC))
    assert of_period(may, datetime(2023, 8, 1, tzinfo=UTC), {"date": "2023-05-20"})
    assert of_period(may, datetime(2023, 8, 1, tzinfo=UTC), '{"date_2": "2023-05"}')  # as the raw row holds it
    assert not of_period(may, datetime(2023, 8, 1, tzinfo=UTC), {"deadline": "2023-05-20", "date": "2023-07-01"})
    assert not of_period(None, datetime(2023, 5, 2, tzinfo=UTC))


def _session(user: User, text: str, at: datetime) -> None:
    session = ChatSession.objects.create(user=user, created_at=at, last_activity_at=at)
    message = Message.objects.create(session=session, user=user, role="user", content=text, created_at=at)
    PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk])
    process_session(session.pk)


@pytest.mark.parametrize(
    ("said", "query"),
    [
        (
            ("I had ramen with Leo for dinner.", "I had sushi with Leo for dinner."),
            "What did I have for dinner on 3 May 2024?",
        ),
        (("我和小林晚饭吃了拉面。", "我和小林晚饭吃了寿司。"), "2024年5月3日我晚饭吃了什么？"),
    ],
)
def test_what_was_said_on_the_day_asked_about_comes_first(person: Any, said: tuple[str, str], query: str) -> None:
    user = person("diner")
    asked_day = datetime(2024, 5, 3, 19, 0, tzinfo=UTC)
    _session(user, said[0], asked_day)
    _session(user, said[1], asked_day + timedelta(days=7))  # newer: without the day, it would come first
    params = RecallParams.from_settings({"now": asked_day + timedelta(days=8)})
    result = recall(user=user, query=query, session_id=0, params=params)
    first = next(item for item in result.items if item.layer in ("semantic", "message"))
    assert "ramen" in first.text or "拉面" in first.text, [item.text for item in result.items]
    assert first.factors["date"] > 1.0
    # the same request without the day ranks by its words and recency alone
    plain = recall(
        user=user, query=query.replace(" on 3 May 2024", "").replace("2024年5月3日", ""), session_id=0, params=params
    )
    assert all(item.factors.get("date", 1.0) == 1.0 for item in plain.items if item.layer != "core")
