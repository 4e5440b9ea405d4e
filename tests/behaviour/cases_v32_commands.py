"""v32 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: "Please redact … from whatever you've got on me.", "Don't bother
remembering …," with a reason after it, a typed "can u unknow what i told you about … lol", "Could you make …
disappear from your memory?", a British "Right, get shot of …, would you?", Indian English "Kindly do away with
whatever you have stored about …"; Cantonese …你揼咗佢啦 with the thing named first, …你就当不知道吧, 让…从你的记忆里
消失吧, …你 wipe 掉吧 in zh mixed with English, 麻煩幫我把…從你那邊清乾淨 in traditional characters, a formal
…，请勿纳入记忆), sentences that mention forgetting, deleting, remembering or memory but ask nothing of the
assistant's memory (an account number redacted from a bank statement, a YouTube video made to disappear
without deleting it, "can't remember the last time I had a proper lie-in", a Chromebook wiped for a niece, a nan
who says don't bother remembering birthdays; a father who 老是忘记 where his reading glasses are, an 阿嬤 who 記得
everything in traditional characters, Cantonese photos 刪晒 before a phone was sold, VLOOKUP 总记不住 in zh mixed
with English, a wish to 从脑子里删掉 an embarrassing day), and corrections with their new and old value ("That's
old news — …, not …", an Australian "Not even close, it's …", "Nope, you misheard me — it's …", "You're thinking of
my brother — …", "I've finished up at …" as no longer; 你记歪了 before zh mixed with English, 你記反了 in traditional
characters, Cantonese 亂嚟，…, a formal 该信息有出入，本人…, 我现在不当…了 as no longer).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V32: list[tuple[str, str]] = [
    ("Please redact my partner's surname from whatever you've got on me.", "my partner's surname"),
    ("Don't bother remembering my shift pattern, it changes every week anyway.", "my shift pattern"),
    (
        "can u unknow what i told you about my situationship lol",
        "what i told you about my situationship",
    ),
    ("Could you make my payday loan disappear from your memory?", "my payday loan"),
    ("Right, get shot of my old Hotmail address, would you?", "my old Hotmail address"),
    (
        "Kindly do away with whatever you have stored about my father's pension.",
        "whatever you have stored about my father's pension",
    ),
    ("我前度嘅電話你揼咗佢啦", "我前度嘅電話"),
    ("我的体重你就当不知道吧", "我的体重"),
    ("让我的门牌号从你的记忆里消失吧", "我的门牌号"),
    ("我的 LinkedIn 密码你 wipe 掉吧", "我的 LinkedIn 密码"),
    ("麻煩幫我把我的血壓數字從你那邊清乾淨", "我的血壓數字"),
    ("本人的婚育情况，请勿纳入记忆", "本人的婚育情况"),
]

NOT_COMMANDS_V32: list[str] = [
    "I had to redact my account number on the bank statement before emailing it to the letting agent",
    "How do I make a YouTube video disappear from my channel without deleting it?",
    "Honestly can't remember the last time I had a proper lie-in",
    "Had to wipe my old Chromebook before I passed it on to my niece",
    "My nan always says don't bother remembering birthdays, just write them on the calendar",
    "我爸最近老是忘记自己把老花镜放哪了，一天要找好几回",
    "我阿嬤記性超好，幾十年前的事都記得清清楚楚",
    "部舊手機啲相我全部刪晒先至賣咗佢",
    "我总记不住 Excel 的 VLOOKUP 怎么写，每次都要现查",
    "真希望能把那天出糗的事从脑子里删掉，太社死了",
]

CORRECTIONS_V32: list[tuple[str, dict[str, Any]]] = [
    (
        "That's old news — I work at Arup, not Atkins.",
        {"statement": "I work at Arup", "old_value": "Atkins"},
    ),
    ("Not even close, it's Wollongong", {"new_value": "Wollongong"}),
    ("Nope, you misheard me — it's Carrickfergus", {"new_value": "Carrickfergus"}),
    ("You're thinking of my brother — I'm the accountant", {"statement": "I'm the accountant"}),
    ("I've finished up at the council", {"no_longer": True, "weak": True}),
    ("你记歪了，我在 Klook 做 PM，不是 HR", {"statement": "我在 Klook 做 PM", "old_value": "HR"}),
    ("你記反了，我是早班，不是晚班", {"statement": "我是早班", "old_value": "晚班"}),
    ("亂嚟，我住喺坑口", {"statement": "我住喺坑口"}),
    ("该信息有出入，本人现居曲靖", {"statement": "本人现居曲靖"}),
    ("我现在不当代课老师了", {"no_longer": True, "weak": True}),
]
