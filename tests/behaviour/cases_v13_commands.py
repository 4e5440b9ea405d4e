"""v13 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs: erase, wipe, remove … from memory, stop remembering, 清除, 删除, 别记了),
sentences that mention forgetting, deleting or remembering but ask the assistant for nothing of the
kind, and corrections with their new and old value (错了，是…, 你搞错了, 其实…不是…, "Nope, wrong —",
"You've got it wrong", "Actually … not …", "no longer").
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V13: list[tuple[str, str]] = [
    ("forget my weight please", "my weight"),
    ("Can you please forget my ex's name?", "my ex's name"),
    ("erase my work schedule from your memory", "my work schedule"),
    ("pls stop remembering my kids' school", "my kids' school"),
    ("Would you forget that I was fired last year?", "that I was fired last year"),
    ("wipe what you know about my health", "what you know about my health"),
    ("Remove my gym schedule from memory.", "my gym schedule"),
    ("帮我把我的体重删了", "我的体重"),
    ("忘掉我前男友的名字", "我前男友的名字"),
    ("我家地址别记了", "我家地址"),
    ("请删除我的手机号", "我的手机号"),
    ("以后不要再记我女儿的学校了", "我女儿的学校"),
    # (corrected after the round to the existing lists' convention: a 这件事 / 这条 between the target
    # and the verb points at the target and is left out, as in "我的工资这条删掉吧" → "我的工资")
    ("我离婚这件事你忘了吧", "我离婚"),
    ("麻烦清除一下我的银行卡号", "我的银行卡号"),
]

NOT_COMMANDS_V13: list[str] = [
    "I always forget my wife's birthday lol",
    "Do you remember my dog's name?",
    "my boss deleted my whole spreadsheet today",
    "How do I delete my Instagram account?",
    "I can't remember where I parked",
    "我老是忘记吃药",
    "昨天不小心把聊天记录删了",
    "你还记得我养的猫叫什么吗？",
    "怎么删除微信好友啊",
    "记得提醒我周五交房租",
]

CORRECTIONS_V13: list[tuple[str, dict[str, Any]]] = [
    ("That's not right — I work at Canva, not Atlassian.", {"statement": "I work at Canva", "old_value": "Atlassian"}),
    ("Nope, wrong — it's Hobart.", {"new_value": "Hobart"}),
    ("I'm no longer a smoker.", {"no_longer": True, "weak": True}),
    ("You've got it wrong, I live in Perth", {"statement": "I live in Perth"}),
    ("Actually I'm 36, not 38", {"statement": "I'm 36", "old_value": "38", "weak": True}),
    ("不对，我在小红书上班，不是快手", {"statement": "我在小红书上班", "old_value": "快手"}),
    ("错了，是成都", {"new_value": "成都"}),
    ("我已经不喝酒了", {"no_longer": True, "weak": True}),
    ("你搞错了，我女儿叫糖糖", {"statement": "我女儿叫糖糖"}),
    ("其实我是程序员，不是产品经理", {"statement": "我是程序员", "old_value": "产品经理", "weak": True}),
]
