"""Traditional Chinese read in Simplified characters, and given back as written (apps.core.script)."""

from __future__ import annotations

import pytest

from apps.core.script import as_written
from apps.core.text import keywords, simplified
from apps.memory.commands import parse_command
from apps.memory.pipeline.trigger import judge_message


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("你記錯了，我住在臺南", "你记错了，我住在台南"),
        ("請把我的地址刪掉", "请把我的地址删掉"),
        ("頭髮 發財 乾淨 幹部 後來", "头发 发财 干净 干部 后来"),
    ],
)
def test_traditional_characters_are_read_in_simplified(text: str, reading: str) -> None:
    assert simplified(text) == reading


@pytest.mark.parametrize("text", ["我住在杭州，皇后大道著名的店", "I moved to Taipei", "", "50k € 3:30"])
def test_simplified_chinese_and_other_text_are_read_as_they_are(text: str) -> None:
    assert simplified(text) == text


def test_what_was_read_is_given_back_in_the_characters_written() -> None:
    original = "我兒子讀國小三年級，在臺北"
    assert as_written("儿子读国小三年级", original) == "兒子讀國小三年級"
    # words the reading added (a restored owner) stay as the rules wrote them
    assert as_written("用户的儿子在台北", original) == "用户的兒子在臺北"
    # nothing to give back when the original was Simplified already, or has no Chinese
    assert as_written("用户的儿子", "我儿子读三年级") == "用户的儿子"
    assert as_written("the user's son", "my son") == "the user's son"


def test_a_traditional_and_a_simplified_word_are_one_keyword() -> None:
    assert keywords("我住在臺中") == keywords("我住在台中")
    assert set(keywords("喜歡騎腳踏車")) == set(keywords("喜欢骑脚踏车"))


def test_the_rules_judge_traditional_as_they_judge_simplified() -> None:
    for traditional, simple in [
        ("我喜歡喝烏龍茶", "我喜欢喝乌龙茶"),
        ("以後不要推薦我看恐怖片", "以后不要推荐我看恐怖片"),
        ("我上個月搬到高雄了", "我上个月搬到高雄了"),
    ]:
        assert judge_message(simplified(traditional)).kind == judge_message(simple).kind is not None


def test_a_traditional_command_names_its_target_as_written() -> None:
    command = parse_command("請忘掉我的電話號碼")
    assert command is not None and command.kind == "forget" and command.target == "我的電話號碼"
    correction = parse_command("你記錯了，我在臺中上班")
    assert correction is not None and correction.kind == "correct" and correction.statement == "我在臺中上班"
