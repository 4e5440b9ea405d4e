"""Parser cases written after blind round v32 (cases_v32_commands.py), in other words than its cases: redact,
un-know, "don't bother remembering" with a reason after it, "get shot of", "do away with", any verb with
"from your memory" asked as a question ("could you make … vanish from your memory?"), where it is kept said
as "whatever you've got on me", "right," before the request; Cantonese 揼咗佢, 当不知道, 让…从你的记忆里消失,
wipe / erase 掉 in zh mixed with English, where it is kept between the thing and 清干净, 请勿纳入记忆 after a
pause, 把它忘了 after what it names with a reason after it; corrections: "that's old news", "not even close",
"you misheard", "you're thinking of someone else", "finished up at" as no longer, 记歪了, 乱嚟, 有出入 / 不属实
with 该信息 before it. And look-alikes that stay ordinary sentences."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V32FIX: list[tuple[str, str]] = [
    ("Could you redact my home postcode from your notes?", "my home postcode"),
    ("please unknow my ex's birthday", "my ex's birthday"),
    ("No need to bother remembering my locker number, it'll change next term", "my locker number"),
    ("Get shot of my old landline number, please", "my old landline number"),
    ("Can you make my credit score vanish from your memory?", "my credit score"),
    ("我老细嘅手机号码你揼咗佢", "我老细嘅手机号码"),
    ("我的存款数字你就当不知道", "我的存款数字"),
    ("我的工牌号你 erase 掉吧", "我的工牌号"),
    ("把我的病历号从你那儿删干净", "我的病历号"),
    ("本人的身份证号码，请勿存入记忆", "本人的身份证号码"),
    ("抑郁症那件事你把它删了吧，太私人了", "抑郁症那件事"),
]

NOT_COMMANDS_V32FIX: list[str] = [
    "The council redacted half the report before publishing it",
    "Can you make the background of this photo disappear?",
    "我就当不知道他们吵架的事，不想掺和",
    "你知道怎么把手机里的垃圾文件清干净吗",
]

CORRECTIONS_V32FIX: list[tuple[str, dict[str, Any]]] = [
    ("That's ancient history — I live in Galway now", {"statement": "I live in Galway now"}),
    ("Nowhere near, it's Ballarat", {"new_value": "Ballarat"}),
    ("You must have misheard me, it's Thursday", {"new_value": "Thursday"}),
    ("I've finished up with the agency", {"no_longer": True, "weak": True}),
    ("你记歪了，我在美团做运营，不是滴滴", {"statement": "我在美团做运营", "old_value": "滴滴"}),
    ("乱来，我女儿读初一", {"statement": "我女儿读初一"}),
    ("该记录不属实，本人在杭州工作", {"statement": "本人在杭州工作"}),
]
