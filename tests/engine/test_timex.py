"""Relative times are resolved against the message's time, in both languages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from apps.memory.pipeline.timex import resolve_times

AT = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("text", "iso", "rendered"),
    [
        ("I went there yesterday.", "2023-05-07", "on 7 May 2023"),
        ("I met her last week.", "2023-05-01", "the week before 8 May 2023"),
        ("I ran a race last Saturday.", "2023-05-06", "the Saturday before 8 May 2023"),
        ("We go camping next month.", "2023-06", "in June 2023"),
        ("I painted it last year.", "2022", "in 2022"),
        ("I adopted him two days ago.", "2023-05-06", "on 6 May 2023"),
        ("我昨天去了医院", "2023-05-07", "2023年5月7日"),
        ("我上周三去了杭州", "2023-05-03", "2023年5月3日"),
        ("下个月要去深圳", "2023-06", "2023年6月"),
        ("去年买的车", "2022", "2022年"),
        ("三天前到的", "2023-05-05", "2023年5月5日"),
        ("大后天要去打疫苗", "2023-05-11", "2023年5月11日"),  # not 后天 inside it
        ("大前天到的", "2023-05-05", "2023年5月5日"),
        ("后天开会", "2023-05-10", "2023年5月10日"),
    ],
)
def test_relative_times_become_absolute(text: str, iso: str, rendered: str) -> None:
    resolved, refs = resolve_times(text, AT)
    assert [ref.iso for ref in refs] == [iso]
    assert rendered in resolved


def test_text_without_times_is_unchanged() -> None:
    assert resolve_times("I live in Berlin.", AT) == ("I live in Berlin.", [])


@pytest.mark.parametrize(
    "text", ["退休了，以后天天在家带孙子", "我以前天天跑步", "目前天气不错", "然后天就黑了", "之后天天加班"]
)
def test_the_before_and_after_of_other_words_are_no_days(text: str) -> None:
    # (以后 + 天天 is "from now on, every day", not 后天, the day after tomorrow)
    assert resolve_times(text, AT) == (text, [])
