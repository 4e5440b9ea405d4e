"""v16 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: strike … from your memory, take … out of your memory, "I'd prefer
you not store", nuke, discard; 移除, 不要保留, 抹去, …你就忘了吧, 给删了吧, and a request typed in Taiwan's
traditional characters, 請把…刪掉), sentences that mention forgetting, deleting or remembering but ask
the assistant for nothing of the kind (forgetting about work for a weekend, "don't let me forget", a
recall question, alarms a phone deleted; 想忘掉那段感情, 别让我忘了, photos deleted for space, 帮我记一下), and
corrections with their new and old value ("that's off —", "Not true,", "don't … anymore", "that's not
correct:"; 不是啦, 你弄错了, 已经没在…了, 你記錯了 in traditional characters, 其实…不是…).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V16: list[tuple[str, str]] = [
    ("Strike my salary from your memory, please", "my salary"),
    ("Take my kids' names out of your memory", "my kids' names"),
    ("I'd prefer you not store my date of birth", "my date of birth"),
    ("Nuke whatever you have on my ex lol", "whatever you have on my ex"),
    ("discard everything about my old job pls", "everything about my old job"),
    ("請把我的地址刪掉", "我的地址"),
    ("把我的邮箱地址从记忆里移除", "我的邮箱地址"),
    ("不要保留我的病历", "我的病历"),
    ("我女朋友的名字你就忘了吧", "我女朋友的名字"),
    ("你把我的银行卡号给删了吧", "我的银行卡号"),
    ("把我的手机号码抹去", "我的手机号码"),
]

NOT_COMMANDS_V16: list[str] = [
    "I'm trying to forget about work this weekend",
    "don't let me forget my mum's birthday next week",
    "can you remember what my budget was?",
    "my phone keeps deleting my alarms since the update",
    "我想忘掉那段感情，太累了",
    "别让我忘了周五还房贷",
    "手机内存满了，删了好多照片",
    "帮我记一下，下周二要交物业费",
]

CORRECTIONS_V16: list[tuple[str, dict[str, Any]]] = [
    ("Hmm no, that's off — I'm in Wellington, not Nelson", {"statement": "I'm in Wellington", "old_value": "Nelson"}),
    ("Not true, my daughter is 9", {"statement": "my daughter is 9"}),
    ("I don't have a car anymore", {"no_longer": True, "weak": True}),
    ("No, that's not correct: it's Friday", {"new_value": "Friday"}),
    ("不是啦，我在宁波工作，不是温州", {"statement": "我在宁波工作", "old_value": "温州"}),
    ("你弄错了，我老公是律师", {"statement": "我老公是律师"}),
    ("我已经没在健身房上班了", {"no_longer": True, "weak": True}),
    ("你記錯了，我住在台南", {"statement": "我住在台南"}),
    ("其实我属狗，不是属猪", {"statement": "我属狗", "old_value": "属猪", "weak": True}),
]
