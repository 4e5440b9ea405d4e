"""Parser cases written after blind round v16, in other words than its cases: the shapes it found
missing (Traditional characters, strike / discard / take … out of, 移除, 不要保留, a target said
before 你就忘了吧, 不是啦 opening a correction, 已经没…了), and look-alikes that must stay ordinary
sentences (a sofa discarded, old clothes kept, worries one is told to forget)."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V16FIX: list[tuple[str, str]] = [
    ("strike my home address off your list", "my home address"),
    ("Please discard what you know about my divorce", "what you know about my divorce"),
    ("take my work email out of your notes, thanks", "my work email"),
    ("forget my ex's number haha", "my ex's number"),
    ("請忘掉我的生日", "我的生日"),
    ("麻煩把我的電話號碼刪除", "我的電話號碼"),
    ("不要記住我的身分證字號", "我的身分證字號"),
    ("请把我的住址从你的记录里移除", "我的住址"),
    ("不要保留我儿子的学校名字", "我儿子的学校名字"),
    ("我老板的手机号你就删了吧", "我老板的手机号"),
]

NOT_COMMANDS_V16FIX: list[str] = [
    "we should discard the old chairs before the move",
    "take the bins out of the garage tonight",
    "strike while the iron is hot, my dad always says",
    "这些旧衣服不要保留了，捐了吧",
    "这些烦心事你就忘了吧，别想了",
    "他已经没在发烧了",
    "請問明天會下雨嗎？",
]

CORRECTIONS_V16FIX: list[tuple[str, dict[str, Any]]] = [
    ("不是啦，我在杭州读研，不是上海", {"statement": "我在杭州读研", "old_value": "上海"}),
    ("不是啊，我女儿今年六岁", {"statement": "我女儿今年六岁"}),
    ("我已经没有养猫了", {"no_longer": True, "weak": True}),
    ("我早就没在银行上班了", {"no_longer": True, "weak": True}),
    ("你說錯了，我在高雄上班", {"statement": "我在高雄上班"}),
    ("其實我住在新竹，不是桃園", {"statement": "我住在新竹", "old_value": "桃園", "weak": True}),
    ("我已經不吃素了", {"no_longer": True, "weak": True}),
]
