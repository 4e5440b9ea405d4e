"""The trigger: the five kinds, plain self-disclosures, and small talk that is never written."""

from __future__ import annotations

import pytest

from apps.memory.pipeline.trigger import is_small_talk, judge_message, llm_judge
from tests.engine.conftest import FakeLLM


@pytest.mark.parametrize(
    "text",
    [
        "好的",
        "嗯嗯",
        "谢谢",
        "哈哈哈",
        "你好",
        "好的呀",
        "ok",
        "Thanks!",
        "lol",
        "hi there",
        "thank you so much",
        "sounds good",
        "👍",
        "...",
    ],
)
def test_small_talk_is_recognised(text: str) -> None:
    assert is_small_talk(text)
    assert not judge_message(text).write


@pytest.mark.parametrize(
    "text",
    [
        "How are you?",
        "今天天气怎么样？",
        "你能帮我写个函数吗",
        "Can you summarise this article?",
        "帮我继续看向量数据库，上次说要从哪里开始？",
    ],
)
def test_questions_and_requests_are_not_written(text: str) -> None:
    assert not judge_message(text).write


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("记住：不要周末给我发消息", "instruction"),
        ("以后都用中文回答我", "instruction"),
        ("Remember: don't message me on weekends.", "instruction"),
        ("Don't ever call me before 9am.", "instruction"),
        ("确认，就按这个方案来", "decision"),
        ("Let's go with PostgreSQL for the store.", "decision"),
        ("We decided to launch in May.", "decision"),
        ("预算改成8万", "change"),
        ("The budget changed to $80,000.", "change"),
        ("I now use Rust instead of Go.", "change"),
        ("项目终于上线了！", "milestone"),
        ("I finally got promoted to senior engineer.", "milestone"),
        ("我住在北京", "disclosure"),
        ("我是做量化策略的，主要用 Python", "disclosure"),
        ("I live in Berlin.", "disclosure"),
        ("I'm a counselor.", "disclosure"),
        ("My sister Anna is a doctor.", "disclosure"),
        ("I went to a support group yesterday.", "disclosure"),
        ("项目A预算5万，截止3月15日", "disclosure"),
    ],
)
def test_each_kind_is_triggered(text: str, kind: str) -> None:
    verdict = judge_message(text)
    assert verdict.write, verdict
    assert verdict.kind == kind


def test_emotional_reactions_are_not_durable() -> None:
    for text in ["I'm so happy for you!", "I agree.", "我很开心", "I can't wait!"]:
        assert not judge_message(text).write, text


def test_a_preference_is_written_once_it_is_seen_in_two_messages() -> None:
    once = judge_message("I like green tea.", seen_count=lambda term: 1)
    twice = judge_message("I like green tea.", seen_count=lambda term: 2)
    assert not once.write
    assert twice.write and twice.kind == "preference"
    assert judge_message("我喜欢喝咖啡", seen_count=lambda term: 2).kind == "preference"


def test_a_new_number_for_a_known_key_is_a_change() -> None:
    verdict = judge_message("预算8万", known_fact_keys=lambda: {"budget"})
    assert verdict.write and verdict.kind == "change"


def test_only_the_durable_sentences_of_a_message_are_kept() -> None:
    verdict = judge_message("Hey Mel! How's it going? I went to a pride parade last Friday. It was awesome!")
    assert verdict.kept_sentences == ["I went to a pride parade last Friday."]


def test_the_model_judgement_scores_messages_and_ignores_unknown_ids() -> None:
    llm = FakeLLM([{"judgements": [{"id": 1, "score": 0.9}, {"id": 2, "score": 0.1}, {"id": 99, "score": 1.0}]}])
    assert llm_judge(llm, [(1, "a"), (2, "b")]) == {1: 0.9, 2: 0.1}


def test_a_failing_model_judgement_leaves_the_decision_to_the_rules() -> None:
    assert llm_judge(FakeLLM([]), [(1, "a")]) == {}


def test_a_dropped_i_is_restored_only_for_a_statement_in_the_past() -> None:
    from apps.memory.pipeline.trigger import implicit_subject

    assert implicit_subject("Moved to Chicago last month.") == "I moved to Chicago last month."
    assert implicit_subject("Just started at Stripe as a designer.") == "I just started at Stripe as a designer."
    assert judge_message("Moved to Chicago last month, still unpacking boxes.").write
    # an instruction, a short reply and Chinese stay as they are
    for sentence in (
        "Move the meeting to Friday.",
        "Got it, thanks!",
        "Started?",
        "Leftovers are in the fridge.",
        "搬到杭州了",
    ):
        assert implicit_subject(sentence) == sentence


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        # a value taken back in the same breath gives way to the one meant, whatever the words of retraction
        ("我儿子今年上初二，啊不是，初三了，明年就中考", "我儿子今年上初三了，明年就中考"),
        ("我女儿三年级，不对不对，四年级了", "我女儿四年级了"),
        ("我住在南京，呃说错了，苏州", "我住在苏州"),
        ("我在腾讯上班，说错了，阿里", "我在阿里上班"),
        ("我今天去了北京，不对，是昨天", "我昨天去了北京"),
        ("my daughter's in 3rd grade, sorry, 4th grade, time flies", "my daughter's in 4th grade, time flies"),
        ("I live in Leeds, or rather Bradford", "I live in Bradford"),
        ("we live in Austin, I mean Denver", "we live in Denver"),
        ("I have 2 kids, actually 3", "I have 3 kids"),
        ("I'm 34... no wait 35", "I'm 35"),
        # what only looks like one stays as it was said
        ("我住在南京，不是北京", "我住在南京，不是北京"),
        ("我不喜欢猫，不是因为过敏", "我不喜欢猫，不是因为过敏"),
        ("I'm 34, sorry for the rant", "I'm 34, sorry for the rant"),
        ("I work at Google, actually, I love it there", "I work at Google, actually, I love it there"),
        ("we have a dog, actually two dogs", "we have a dog, actually two dogs"),
        # a pause, or what was misread / misremembered, takes a value back too; two dates are one kind of value
        ("我预产期是11月20号，等下，我看错了，是11月25号", "我预产期是11月25号"),
        ("考试在2025年3月14号，等等，我看岔了，是2025年3月18号", "考试在2025年3月18号"),
        ("我老公下周三出差，哦不，是下周四", "我老公下周四出差"),
        ("my dentist appointment is on June 3rd, wait, I misread, June 13th", "my dentist appointment is on June 13th"),
        ("I paid $40, hold on, $45", "I paid $45"),
        # a pause that takes nothing back
        ("我的面试在周五，等等，我还没准备好", "我的面试在周五，等等，我还没准备好"),
        ("我买了3斤苹果，等等，还有2斤梨", "我买了3斤苹果，等等，还有2斤梨"),
        ("my exam is on Friday, wait, what?", "my exam is on Friday, wait, what?"),
    ],
)
def test_a_value_taken_back_in_the_same_breath_gives_way_to_the_one_meant(said: str, meant: str) -> None:
    from apps.memory.pipeline.trigger import corrected

    assert corrected(said) == meant


def test_a_value_put_right_days_later_is_a_change_and_its_remark_is_no_statement() -> None:
    from apps.memory.pipeline.lexicon import put_right

    assert put_right("更正一下，我生日其实是3月21号，上次打反了") == ("我生日其实是3月21号", True)
    assert put_right("我之前说错了，结婚纪念日其实是5月2号") == ("我结婚纪念日其实是5月2号", True)
    assert put_right("wait I gave you the wrong date, our anniversary is October 17") == (
        "our anniversary is October 17",
        True,
    )
    assert put_right("my rent is $1,500, I told you the wrong number earlier") == ("my rent is $1,500", True)
    assert put_right("I live in Leeds") == ("I live in Leeds", False)
    assert judge_message("我之前说错了，结婚纪念日其实是5月2号").kind == "change"


def test_a_value_put_right_later_in_more_words_is_read_and_a_plain_in_fact_is_not() -> None:
    from apps.memory.pipeline.lexicon import put_right

    assert put_right("之前跟你说错了，儿子的英语课其实是周日上午") == ("儿子的英语课其实是周日上午", True)
    assert put_right("之前和你讲错了，康复训练其实是每周四下午") == ("康复训练其实是每周四下午", True)
    assert put_right("儿子的英语课其实是周日上午")[1]  # a thing said to be in fact another value
    assert put_right("correction — hubby's birthday is 21 March, I got mixed up") == (
        "hubby's birthday is 21 March",
        True,
    )
    assert put_right("I told you wrong — my wife's birthday is 8 August, my mistake") == (
        "my wife's birthday is 8 August",
        True,
    )
    for said in (
        "其实我挺喜欢的",
        "我其实是个慢热的人",
        "这其实是好事",
        "迟到其实是因为堵车",
        "I live in Leeds, sorry",
    ):
        assert put_right(said) == (said, False), said


def test_a_value_put_right_after_things_were_mixed_up_or_set_aside_is_read() -> None:
    from apps.memory.pipeline.lexicon import put_right

    assert put_right("上次我记混了，奶盖是美短") == ("我奶盖是美短", True)
    assert put_right("我之前记岔了，女儿的舞蹈课在每周五下午") == ("我女儿的舞蹈课在每周五下午", True)
    assert put_right("ignore what I said before, spin's on Thursday evenings") == (
        "spin's on Thursday evenings",
        True,
    )
    assert put_right("scratch what I said earlier, yoga is on Tuesday mornings")[1]
    # two things mixed up, with nothing put right after it, is no correction
    assert not put_right("我把两个人搞混了")[1]


def test_an_allergy_outgrown_ends_it_and_shoes_outgrown_end_nothing() -> None:
    from apps.memory.pipeline.slots import ended_terms

    assert ended_terms("好消息！女儿的牛奶过敏长大就好了，现在喝牛奶一点事没有") == ["牛奶过敏"]
    assert ended_terms("儿子现在对鸡蛋已经不过敏了") == ["鸡蛋过敏"]
    assert ended_terms("great news, my son outgrew his peanut allergy!") == ["peanut"]
    assert ended_terms("she grew out of her dairy allergy") == ["dairy"]
    assert ended_terms("my son outgrew his shoes again") == []
    assert ended_terms("我对花粉过敏") == []
    assert judge_message("侄女的虾过敏长大后就好了").kind == "change"


def test_a_date_moved_is_a_change_and_pushing_back_on_someone_is_none() -> None:
    from apps.memory.pipeline.lexicon import DATE_MOVED

    for said in (
        "手术往后推到1月8号了",
        "复诊延期到11月27号了",
        "they pushed it back to March 10",
        "my appointment got rescheduled for March 10",
        "we moved the party to next Friday",
    ):
        assert DATE_MOVED.search(said), said
        assert judge_message(said).kind == "change", said
    for said in ("I pushed back on my manager about the deadline", "we moved to Berlin", "推到一边去了"):
        assert not DATE_MOVED.search(said), said
