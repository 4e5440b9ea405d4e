"""v19 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: a British "Would you be so kind as to scrub … from your memory?",
a blunt "Stop keeping track of …", Singlish "Eh can you don't remember …, paiseh", an Australian "Can ya
lose … from your memory, cheers mate", a typed "pls dont retain …, its embarassing" with its reason after
it, Indian English "Request you to clear off … from your memory"; …就不要写进记忆了, 从记忆里拿掉,
Cantonese 可唔可以唔好记住…呀, 請不要再記錄 in traditional characters, …你 forget 一下 thanks in zh mixed
with English, 关于…的一切，你统统忘掉吧), sentences that mention forgetting, deleting, remembering or
memory but ask nothing of the assistant's memory (an ez-link card forgotten in Singlish, "stop telling
me to just forget him", a memory foam pillow to chuck in the wash; a MacBook's files to delete in
traditional characters, a report the boss wants deleted and redone, Cantonese 饮大咗…记唔起, a boyfriend
who forgot the anniversary in zh mixed with English, 忘掉过去向前看 as a new year's aim), and corrections
with their new and old value (a British "I'm afraid that's inaccurate —", Indian English "You have
noted it wrongly,", Singlish "Eh no lah, … not …" without a comma, "thats not waht i said," typed, an
Australian "Nah mate, you've got your wires crossed — it's …"; 你理解错了 before zh mixed with English,
Cantonese 唔啱喎…唔系…, 才不是呢 in traditional characters, Cantonese 冇再…喇, 刚才打错了，是…).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V19: list[tuple[str, str]] = [
    ("Would you be so kind as to scrub my ex-wife's address from your memory?", "my ex-wife's address"),
    ("Stop keeping track of my period dates.", "my period dates"),
    ("Eh can you don't remember my NRIC number, paiseh", "my NRIC number"),
    ("Can ya lose my old mobile number from your memory, cheers mate", "my old mobile number"),
    ("pls dont retain my visa rejection stuff, its embarassing", "my visa rejection stuff"),
    ("Request you to clear off my PAN card details from your memory.", "my PAN card details"),
    ("我的血糖数值就不要写进记忆了", "我的血糖数值"),
    ("麻烦从记忆里拿掉我婆婆的电话", "我婆婆的电话"),
    ("可唔可以唔好记住我屋企地址呀", "我屋企地址"),
    ("請不要再記錄我的行蹤", "我的行蹤"),
    ("我的 offer 薪资你 forget 一下 thanks", "我的 offer 薪资"),
    ("关于我前夫的一切，你统统忘掉吧", "关于我前夫的一切"),
]

NOT_COMMANDS_V19: list[str] = [
    "wah i forgot to top up my ez-link card again, kena stuck at the gantry",
    "stop telling me to just forget him, it's not that easy",
    "my memory foam pillow smells a bit off, can I just chuck it in the wash?",
    "我的 MacBook 只剩 10G 空間了，哪些檔案可以刪？",
    "老板让我把上个月的报表删掉重做，烦死了",
    "琴日饮大咗，之后嘅嘢一啲都记唔起",
    "男朋友居然 forget 了我们的 anniversary，我要不要生气？",
    "忘掉过去向前看，这是我今年给自己定的目标",
]

CORRECTIONS_V19: list[tuple[str, dict[str, Any]]] = [
    (
        "I'm afraid that's inaccurate — I teach at a primary school, not a secondary.",
        {"statement": "I teach at a primary school", "old_value": "a secondary"},
    ),
    (
        "You have noted it wrongly, my native place is Kochi, not Kozhikode",
        {"statement": "my native place is Kochi", "old_value": "Kozhikode"},
    ),
    ("Eh no lah, I stay in Tampines not Bedok", {"statement": "I stay in Tampines", "old_value": "Bedok"}),
    ("thats not waht i said, my bday is in march", {"statement": "my bday is in march"}),
    ("Nah mate, you've got your wires crossed — it's Fremantle", {"new_value": "Fremantle"}),
    ("你理解错了，我是在外企做 HR，不是猎头", {"statement": "我是在外企做 HR", "old_value": "猎头"}),
    ("唔啱喎，我个仔读中三，唔系中二", {"statement": "我个仔读中三", "old_value": "中二"}),
    ("才不是呢，我住在板橋", {"statement": "我住在板橋"}),
    ("我冇再做地产经纪喇", {"no_longer": True, "weak": True}),
    ("刚才打错了，是十八号", {"new_value": "十八号"}),
]
