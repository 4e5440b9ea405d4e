"""v14 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: scrap, purge, drop … from your notes, "I'd rather you didn't
remember", "don't keep", clear out, a typed "abt"; 抹掉, 别存了, 不用再记着, 给忘了吧, 从记忆里删除, 忘记,
去掉), sentences that mention forgetting, deleting, erasing or remembering but ask the assistant for
nothing of the kind (a habit, a phone's update, a how-to, a whiteboard, a memory of one's own,
photos deleted after a breakup), and corrections with their new and old value ("Not quite —", "That's outdated —", "Wrong city,",
"not with … anymore", "Actually … not …"; 你记得不对, 搞错啦, 现在不…了, 其实…不是…, 错，).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V14: list[tuple[str, str]] = [
    ("scrap what I told you about my ex", "what I told you about my ex"),
    ("Please purge my home address from your memory.", "my home address"),
    ("can u forget abt my credit score", "my credit score"),
    ("I'd rather you didn't remember my weight", "my weight"),
    ("Drop my phone number from your notes, thanks", "my phone number"),
    ("Don't keep my medical history.", "my medical history"),
    ("clear out everything you know about my divorce", "everything you know about my divorce"),
    ("把我前公司的名字抹掉", "我前公司的名字"),
    ("我的体重你就别存了", "我的体重"),
    ("不用再记着我在哪上班了", "我在哪上班"),
    ("你把我的车牌号给忘了吧", "我的车牌号"),
    ("请把我的住址从记忆里删除", "我的住址"),
    ("忘记我的身份证号", "我的身份证号"),
    ("把我老婆的手机号去掉吧", "我老婆的手机号"),
]

NOT_COMMANDS_V14: list[str] = [
    "I keep forgetting to water my plants",
    "the update wiped all my texts, so annoying",
    "what's the quickest way to wipe an old laptop before selling it?",
    "I erased the whiteboard before anyone could read it haha",
    "I still remember my first day at uni like it was yesterday",
    "我老公总是忘记倒垃圾",
    "前任送的东西我都扔了，照片也全删光了",
    "我妈总把我说的话当耳旁风，转头就忘",
    "这首歌让我想起了大学的时候",
    "你能记住多少东西啊？",
]

CORRECTIONS_V14: list[tuple[str, dict[str, Any]]] = [
    ("Not quite — I live in Geelong, not Ballarat.", {"statement": "I live in Geelong", "old_value": "Ballarat"}),
    ("That's outdated — I work at Monzo", {"statement": "I work at Monzo"}),
    ("Wrong city, it's Adelaide", {"new_value": "Adelaide"}),
    ("I'm not with Deloitte anymore", {"no_longer": True, "weak": True}),
    (
        "Actually my wife's name is Mei, not May",
        {"statement": "my wife's name is Mei", "old_value": "May", "weak": True},
    ),
    ("你记得不对，我是在西安，不是西宁", {"statement": "我是在西安", "old_value": "西宁"}),
    ("搞错啦，是周三", {"new_value": "周三"}),
    ("我现在不吃辣了", {"no_longer": True, "weak": True}),
    ("其实我儿子今年8岁，不是6岁", {"statement": "我儿子今年8岁", "old_value": "6岁", "weak": True}),
    ("错，我老家是湖南的", {"statement": "我老家是湖南的"}),
]
