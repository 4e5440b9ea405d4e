"""v15 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: "get rid of what you've got on", "I want … gone from your memory",
"stop holding on to", "let go of"; 当没听过, 从你那儿清掉, 划掉, 不要再保存, 不用留着了), sentences that
mention forgetting, deleting or remembering but ask the assistant for nothing of the kind (a free trial
forgotten, dating apps deleted, a question about cookies; a contact deleted, a bad memory, something
never to be forgotten, a mother who no longer remembers), and corrections with their new and old value
("That's not it —", "You're mistaken,", "I no longer …", "You've mixed it up,"; 你记岔了, 不是这样的,
记串了, 早就不…了).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V15: list[tuple[str, str]] = [
    ("Get rid of what you've got on my mortgage", "what you've got on my mortgage"),
    ("I want my address gone from your memory", "my address"),
    ("stop holding on to my sister's phone number", "my sister's phone number"),
    ("Let go of what I told you about my breakup, please", "what I told you about my breakup"),
    ("我的病史你就当没听过吧", "我的病史"),
    ("把我老公的单位从你那儿清掉", "我老公的单位"),
    ("把我孩子学校的名字划掉吧", "我孩子学校的名字"),
    ("请不要再保存我的护照号码", "我的护照号码"),
    ("我的存款数目不用留着了", "我的存款数目"),
]

NOT_COMMANDS_V15: list[str] = [
    "forgot to cancel my free trial again, got charged £8.99 😩",
    "I deleted all my dating apps, trying to meet people irl",
    "does deleting cookies actually do anything?",
    "我把他微信删了，眼不见心不烦",
    "记性越来越差，刚说的话转头就忘",
    "这件事我一辈子都忘不了",
    "我妈说我小时候的事她都记不清了",
]

CORRECTIONS_V15: list[tuple[str, dict[str, Any]]] = [
    ("That's not it — I'm in Brisbane, not Cairns.", {"statement": "I'm in Brisbane", "old_value": "Cairns"}),
    ("You're mistaken, my daughter is 7, not 5", {"statement": "my daughter is 7", "old_value": "5"}),
    ("I no longer drive", {"no_longer": True, "weak": True}),
    ("You've mixed it up, I'm the younger sister", {"statement": "I'm the younger sister"}),
    ("你记岔了，我是在南京读的大学，不是合肥", {"statement": "我是在南京读的大学", "old_value": "合肥"}),
    ("不是这样的，我老婆是医生", {"statement": "我老婆是医生"}),
    ("记串了，是周四", {"new_value": "周四"}),
    ("我早就不打游戏了", {"no_longer": True, "weak": True}),
]
