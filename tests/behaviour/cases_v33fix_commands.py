"""Parser cases written after blind round v33 (cases_v33_commands.py), in other words than its cases: put /
knock … out of your mind or memory (with "there"), bury and dispose of what was told (a reason after it), 翻篇 /
作废 / 清零 where it is kept, del 咗佢 in zh mixed with English, a request put as a question with 吗 and no mark,
what was sent just now (验证码), 请不予记录 after a pause, 把…删了吧 with a reason after it (only of what was
told); corrections: "miles out", "the other way round", "not like that", "took early retirement", 记哪去了, 你点记㗎,
此处有误, 是旧 data, 从…出来了. And look-alikes that stay ordinary sentences."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V33FIX: list[tuple[str, str]] = [
    ("Put my old PIN out of your mind, thanks", "my old PIN"),
    ("Knock my son's school login out of your memory there", "my son's school login"),
    ("Bury whatever I said about my debts, please", "whatever I said about my debts"),
    ("Dispose of my old passport number, it expired anyway", "my old passport number"),
    ("我那些体检数据，在你那边作废吧", "我那些体检数据"),
    ("我的信用卡额度你那里清零吧", "我的信用卡额度"),
    ("我嘅旧电话号码你 del 咗佢", "我嘅旧电话号码"),
    ("能把我的家庭住址从你的记忆里删掉吗", "我的家庭住址"),
    ("刚才发给你的那个验证码你 delete 掉吧", "刚才发给你的那个验证码"),
    ("本人的婚姻状况，请不予记录", "本人的婚姻状况"),
    ("把我的车牌号删了吧，车已经卖了", "我的车牌号"),
]

NOT_COMMANDS_V33FIX: list[str] = [
    "Put the kettle on, I'll be back in five",
    "We buried our old dog under the apple tree last spring",
    "把过去的事忘了吧，向前看",
    "这个项目终于翻篇了，下周开始新项目",
]

CORRECTIONS_V33FIX: list[tuple[str, dict[str, Any]]] = [
    ("Miles off — it's Coleraine", {"new_value": "Coleraine"}),
    ("The other way around, it's Friday, not Monday", {"new_value": "Friday", "old_value": "Monday"}),
    ("I took retirement from the council last year", {"no_longer": True, "weak": True}),
    ("你这记到哪里去了，我老家是宜宾", {"statement": "我老家是宜宾"}),
    ("此处有误，本人现在在苏州工作", {"statement": "本人现在在苏州工作"}),
    ("我去年从顺丰出来了", {"no_longer": True, "weak": True}),
]
