"""Parser cases written after blind round v26 (cases_v26_commands.py), in other words than its cases: any
verb when where it is kept is said as the assistant's memory (before or after what it names, or after a
pause), a reason or a "pal" after it, new verbs (deep-six, axe, omit), "I would ask you to …"; 对…作不留存处理,
…别再存在你的记忆里, 把…扔进你的垃圾桶, 将…掉咗佢, 不要 save …, a reason after the target in Chinese, …你
undo 掉吧; verdicts "you've got that twisted", "off base", 串台, 乌龙, 离谱, typo, 过时了; "moved on from",
辞工. And look-alikes that must stay ordinary sentences (a song out of one's head, a phone's memory, a
recycle bin on a desktop, dumping old files from a laptop)."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V26FIX: list[tuple[str, str]] = [
    ("Axe my payslip figures from your memory, mate, I shouldn't have shared them", "my payslip figures"),
    ("please erase out of your records the details of my tenancy dispute", "the details of my tenancy dispute"),
    ("my gym login, let it drop out of your memory, cheers", "my gym login"),
    ("You can omit my maiden name, I no longer use it.", "my maiden name"),
    ("I'd ask you to deep-six my old address", "my old address"),
    ("请对我的银行卡号作不保存处理", "我的银行卡号"),
    ("我老公的病历别再存在你的记忆里了，谢谢", "我老公的病历"),
    ("把我跟前任的聊天记录扔进你的垃圾桶吧", "我跟前任的聊天记录"),
    ("你不要 save 我的护照号码啦，那个是隐私", "我的护照号码"),
    ("我之前讲的体检结果，你 undo 掉吧，反正也不准", "我之前讲的体检结果"),
]

NOT_COMMANDS_V26FIX: list[str] = [
    "I can't get that song out of my head, it's been on repeat all day",
    "My phone is out of memory again so I'm dumping old videos to the laptop",
    "Let the past fade, my gran used to say, it does you no good",
    "电脑桌面的回收站我每周都会清一次",
    "我把旧照片都存在移动硬盘里了，手机空间不够",
]

CORRECTIONS_V26FIX: list[tuple[str, dict[str, Any]]] = [
    (
        "You've got that twisted — I work in Leeds, not Bradford.",
        {"statement": "I work in Leeds", "old_value": "Bradford"},
    ),
    ("That's way off base, it's Galway", {"new_value": "Galway"}),
    ("These days I've moved on from Vodafone, fyi", {"no_longer": True, "weak": True}),
    ("你是不是串台了，我是学会计的，不是学金融的", {"statement": "我是学会计的", "old_value": "学金融的"}),
    ("你乌龙了，是下周三", {"new_value": "下周三"}),
    ("离谱了啊你，我在杭州上班", {"statement": "我在杭州上班"}),
    ("我去年就辞工了", {"no_longer": True, "weak": True}),
]
