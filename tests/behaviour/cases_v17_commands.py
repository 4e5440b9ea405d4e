"""v17 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: expunge, scratch … off your notes with a trailing 🙏, "Would you
mind not remembering … anymore?", throw away whatever you saved, a target said first and pointed back
at with "forget that pls"; Cantonese 唔该帮我删咗…嘅…, 拜託把…從你的記憶裡刪掉 in traditional characters,
a blunt 直接删掉, 别把…记下来, 能不能把…都删了, …你别记啦😂, a bare "…，删掉。"), sentences that mention
forgetting, deleting, remembering or memory but ask nothing of the assistant's memory (a grandmother
who forgot a name, a thesis deleted by accident, "forget it, I'll take the bus", a laptop's memory;
a sentence to cut from a paragraph, a childhood remembered, 別忘記 as a reminder in traditional
characters, Cantonese 唔记得咗 for a forgotten wallet), and corrections with their new and old value
("you've got that backwards,", "Correction:", "Close, but no —", "… any more"; Cantonese 唔系啊…唔系…,
你说反了, 更正一下, 不在…住了, 不對喔 in traditional characters, 嗯…不对，应该是…).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V17: list[tuple[str, str]] = [
    ("Kindly expunge my maiden name from your memory.", "my maiden name"),
    ("scratch my work address off your notes 🙏", "my work address"),
    ("Would you mind not remembering my daughter's allergies anymore?", "my daughter's allergies"),
    ("Throw away whatever you saved about my credit card", "whatever you saved about my credit card"),
    ("oh and my therapist's name, forget that pls", "my therapist's name"),
    ("唔该帮我删咗我老婆嘅电话", "我老婆嘅电话"),
    ("拜託把我媽的病情從你的記憶裡刪掉", "我媽的病情"),
    ("直接删掉我前任的生日", "我前任的生日"),
    ("别把我的薪资记下来", "我的薪资"),
    ("能不能把我爸妈的住址都删了", "我爸妈的住址"),
    ("我的星座你别记啦😂", "我的星座"),
    ("我公司的地址，删掉。", "我公司的地址"),
]

NOT_COMMANDS_V17: list[str] = [
    "my grandma's memory is getting worse, she forgot my name yesterday",
    "I accidentally deleted my thesis draft, is there any way to get it back?",
    "forget it, I'll just take the bus",
    "how much memory does my laptop need for video editing?",
    "帮我把这段话里的第二句删掉",
    "我记得我小时候住在外婆家",
    "別忘記幫我訂機票",
    "我唔记得咗带银包",
]

CORRECTIONS_V17: list[tuple[str, dict[str, Any]]] = [
    ("you've got that backwards, my husband's the one who cooks", {"statement": "my husband's the one who cooks"}),
    (
        "Correction: my flat is on the 4th floor, not the 5th",
        {"statement": "my flat is on the 4th floor", "old_value": "the 5th"},
    ),
    ("Close, but no — it's Wednesday", {"new_value": "Wednesday"}),
    ("I don't coach the under-12s any more", {"no_longer": True, "weak": True}),
    ("唔系啊，我喺深圳返工，唔系广州", {"statement": "我喺深圳返工", "old_value": "广州"}),
    ("你说反了，我是姐姐", {"statement": "我是姐姐"}),
    ("更正一下：我儿子今年读初二，不是初一", {"statement": "我儿子今年读初二", "old_value": "初一"}),
    ("我不在上海住了，搬回老家了", {"no_longer": True, "weak": True}),
    ("不對喔，我女兒叫小芸", {"statement": "我女兒叫小芸"}),
    ("嗯…不对，应该是十一月", {"new_value": "十一月"}),
]
