"""Parser cases written after blind round v34 (cases_v34_commands.py), in other words than its cases: blot out,
disregard what one said ("from now on" after it), wipe the slate clean on, cross … off whatever you've got on
me asked as a question, kill off what you've got, a reason after a dash, ", mate"; 抹干净 after a pause, 撤销,
留住, purge 一下 after 帮我, 请予以删去; corrections: "back up a sec", "not so", "you've jumbled that", "I left
<employer>", 哪跟哪, 跟你说的不一样, 讲乜嘢, memory 出 bug, 经核实. And look-alikes that stay ordinary sentences."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V34FIX: list[tuple[str, str]] = [
    ("Blot out my ex's address, please — it's over.", "my ex's address"),
    ("Please disregard what I told you about my overdraft from now on", "what I told you about my overdraft"),
    ("Wipe the slate clean on my parking fine records", "my parking fine records"),
    ("Could you cross my old mobile number off whatever you've got on me?", "my old mobile number"),
    ("Kill off what you've got on my payslips, pal", "what you've got on my payslips"),
    ("我的银行卡密码，你给我抹干净", "我的银行卡密码"),
    ("麻烦把我的体检报告从你那边撤销掉", "我的体检报告"),
    ("我的 Netflix 账号你帮我 purge 一下", "我的 Netflix 账号"),
    ("本人之前提供的住址信息，请予以删除", "本人之前提供的住址信息"),
]

NOT_COMMANDS_V34FIX: list[str] = [
    # (the review of stop 38's patterns: look-alikes that must stay ordinary sentences)
    "Disregard that, I meant Tuesday",
    "Wipe the slate clean with my dad",
    "Don't bother saving the file",
    "Delete the second branch in the mind map",
    "Hang on a sec, let me check my calendar",
    "Not like that, use a for loop instead",
    "You're thinking of Java, I asked about JavaScript",
    "I left London last night after the conference",
    "I left Sarah a message",
    "把订单撤销吧",
    "把计数器清零",
    "和老公吵架这件事翻篇了",
    "你可以删除记忆吗",
    "这里错了，应该是i+1",
    "你想哪去了，我只是随便问问",
    "经核实，您的快递已签收",
    "我刚从公司出来了，现在去吃饭",
    "Please disregard the typo in my last email to the landlord",
    "I need to wipe the slate clean with my sister after that argument",
    "这个文件我已经帮同事撤销掉了",
]

CORRECTIONS_V34FIX: list[tuple[str, dict[str, Any]]] = [
    ("Hang on a sec — I'm in Gosford, not Newcastle", {"statement": "I'm in Gosford", "old_value": "Newcastle"}),
    ("Not so, it's Kumasi", {"new_value": "Kumasi"}),
    ("I left Aldi in March", {"no_longer": True, "weak": True}),
    ("哪跟哪呀，我是在南宁长大的", {"statement": "我是在南宁长大的"}),
    ("你脑子短路了吧，我是做会计的", {"statement": "我是做会计的"}),
    ("经核查，本人工作单位为蓝星化工", {"statement": "本人工作单位为蓝星化工"}),
]
