"""Structure, types and identity as people type them (blind round v15's causes): introductions without
punctuation, prohibitions inside a request or as "no … pls", subjectless goals, "I stay in", neighbours
and landlords, a pet named after its animal, a grade told in either language."""

from __future__ import annotations

from apps.memory.pipeline import slots
from apps.memory.pipeline.reconcile.match import anchors
from apps.memory.pipeline.trigger import judge_message, written_out
from tests.engine.test_compress import run


def test_an_introduction_without_punctuation_keeps_its_name_and_age() -> None:
    name, *_ = run("我叫陈思远 在字节做产品经理 base北京")
    assert name.facts.get("name") == "陈思远"
    found = run("hey im Maya Patel 28 working as a nurse at St Thomas in London")
    assert {"name": "Maya Patel"}.items() <= found[0].facts.items()
    assert any(c.facts.get("age") == "28" for c in found)
    assert any(c.facts.get("occupation") == "nurse" for c in found)
    said = "I'm working about 55 hours a week at the moment"
    assert written_out(said) == said  # (no name, no introduction)


def test_a_prohibition_inside_a_request_or_as_no_please_is_one() -> None:
    for said in (
        "今后给我订餐厅别订有最低消费的包间，我们一般就两个人",
        "以后帮我约体检别约周一上午，那天我要开例会",
        "no spoilers please, I'm only on season 2",
        "no horror film recommendations pls, they give me nightmares",
    ):
        assert any(c.type == "prohibition" for c in run(said)), said
    for said in ("帮我订个酒店，别订太贵的", "no worries, thanks", "no cruise for us this year, too pricey"):
        assert not judge_message(said).write, said


def test_a_goal_with_no_subject_is_a_task_and_an_invitation_is_none() -> None:
    for said in ("want to be able to swim 1km before the triathlon in June", "希望年底之前能跑完一个全马"):
        (goal,) = run(said)
        assert goal.type == "task", said
    for said in ("wanna get a coffee later", "want to run something by you", "想在下班前吃点东西"):
        assert not judge_message(said).write, said


def test_i_stay_in_a_place_is_where_one_lives_and_a_hotel_is_not() -> None:
    (home,) = run("I stay in Bedok with my parents")
    assert (home.key, home.facts.get("city")) == ("location", "Bedok")
    for said in ("I stayed in a hotel in Orchard last weekend", "I stay in bed till noon on Sundays"):
        assert all(c.key != "location" for c in run(said)), said


def test_a_named_neighbour_or_landlord_is_that_person() -> None:
    (priya,) = run("my downstairs neighbour Priya works as a pharmacist at Boots")
    assert (priya.entity, priya.facts.get("relation")) == ("Priya", "neighbour of the user")
    gwen, _ = run("our next-door neighbour Gwen is a retired midwife, she feeds the cat whenever we're away")
    assert gwen.entity == "Gwen"
    (chen,) = run("我的邻居老陈是退休的中学老师")
    assert (chen.entity, chen.facts.get("relation")) == ("老陈", "用户的邻居")
    (dev,) = run("our landlord Dev is selling the flat next spring")
    assert dev.entity == "Dev"


def test_a_pet_named_after_its_animal_is_no_name_of_the_user() -> None:
    for said in ("我养了条狗，叫旺财", "我们家有只两岁的柴犬，叫Miso"):
        found = run(said)
        assert len(found) == 1 and "name" not in found[0].facts and "age" not in found[0].facts, said
    (me,) = run("我是新来的，叫王磊")
    assert me.facts.get("name") == "王磊"  # (one's own name after a comma stays one's own)
    assert judge_message("we've got a 2-year-old Shiba Inu called Miso").write


def test_a_grade_is_one_figure_in_either_language() -> None:
    assert slots.measures("钢琴考过了8级") == {"8grade"} == slots.measures("passed grade 8 piano")
    assert anchors("The user's daughter passed grade 8 piano") == {"8grade"}
    assert "8grade" not in slots.measures("儿子上8年级了")
