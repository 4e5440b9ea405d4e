"""v22 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: an Irish "Let … slip your mind there, like a good man", Indian
English "Please delink … from whatever you are keeping about me" with a reason after it, Nigerian "Oya,
flush … from your system" with a pidgin reason after it, a South African "Ag man, just zap … out of your
head, hey", a very formal "I should be obliged if … were excised from your memory forthwith", a typed
New Zealand "can u memoryhole … pleeease, sweet as"; Malaysian Chinese …你 buang 掉啦 with a reason after
it, Cantonese 唔該你由記憶度攞走… in traditional characters, a formal 恳请将…从您的记忆中予以剔除,
…，你聽過就算了喔 in traditional characters, …就让它从你记忆里蒸发吧, …pls 从你的 memory 里 format 掉 in zh
mixed with English), sentences that mention forgetting, deleting, remembering or memory but ask nothing
of the assistant's memory (a Welsh mam with "a memory like an elephant", a Ghanaian Sunday school
memory verse, an American mom who "finally remembered how to FaceTime", a Bangladeshi memory card
corrupted at a gaye holud; Singaporean Chinese 阿嬷 remember 不到我的名字, a cat that 記得 feeding time
in traditional characters, a company policy that deletes leavers' mailboxes in zh mixed with English,
Cantonese 阿媽叮囑咗我要記住帶月餅), and corrections with their new and old value (a British "That's a
bit wide of the mark —", an Australian "Nah, you've stuffed that up, it's …", Singlish "Aiyo you anyhow
say one lah,", a Filipino "I already resigned from … po" as no longer; 张冠李戴了吧, 差很多耶 in
traditional characters, Cantonese 你諗錯咗啦，係…, Malaysian Chinese 你 salah 了, Singaporean Chinese
我老早就搬出…了 as no longer, Sorry 你 confuse 了 in zh mixed with English).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V22: list[tuple[str, str]] = [
    ("Let my Leaving Cert results slip your mind there, like a good man", "my Leaving Cert results"),
    (
        "Please delink my husband's mobile number from whatever you are keeping about me, it was given by mistake only.",
        "my husband's mobile number",
    ),
    ("Oya, flush my landlord's account number from your system, I no need am again", "my landlord's account number"),
    ("Ag man, just zap my ID number out of your head, hey", "my ID number"),
    (
        "I should be obliged if my medical insurance details were excised from your memory forthwith.",
        "my medical insurance details",
    ),
    ("can u memoryhole my exes bday pleeease, sweet as", "my exes bday"),
    ("我的 IC 号码你 buang 掉啦，不安全", "我的 IC 号码"),
    ("唔該你由記憶度攞走我公司個名", "我公司個名"),
    ("恳请将本人的征信记录从您的记忆中予以剔除", "本人的征信记录"),
    ("我媽住院的事，你聽過就算了喔", "我媽住院的事"),
    ("我前任的微信号就让它从你记忆里蒸发吧", "我前任的微信号"),
    ("我被 PIP 的事 pls 从你的 memory 里 format 掉", "我被 PIP 的事"),
]

NOT_COMMANDS_V22: list[str] = [
    "Mam's got a memory like an elephant, she still brings up what I said at Auntie Glenys's wedding in 1998, mun.",
    "Chale, this week's Sunday school memory verse is Psalm 23 and my small boy has memorised it already.",
    "Y'all, Mom finally remembered how to FaceTime without holding the phone up to her ear, progress!",
    "Bhaiya, my memory card got corrupted at the gaye holud and all the photos are gone, can any shop in Elephant Road recover it?",
    "我阿嬷现在 remember 不到我的名字了，每次都叫我 Ah Boy",
    "我家貓咪每天都記得五點要吃罐罐，比鬧鐘還準",
    "我们公司的 policy 是离职员工的邮箱三十天后自动 delete",
    "阿媽叮囑咗我好多次要記住帶月餅返外婆屋企",
]

CORRECTIONS_V22: list[tuple[str, dict[str, Any]]] = [
    (
        "That's a bit wide of the mark — I'm in Croydon, not Bromley.",
        {"statement": "I'm in Croydon", "old_value": "Bromley"},
    ),
    ("Nah, you've stuffed that up, it's Toowoomba", {"new_value": "Toowoomba"}),
    ("Aiyo you anyhow say one lah, my son is in Sec 3", {"statement": "my son is in Sec 3"}),
    ("I already resigned from Accenture po, last month pa", {"no_longer": True, "weak": True}),
    ("张冠李戴了吧，我是学医的，不是学法的", {"statement": "我是学医的", "old_value": "学法的"}),
    ("差很多耶，我是做護理師的", {"statement": "我是做護理師的"}),
    ("你諗錯咗啦，係九月尾", {"new_value": "九月尾"}),
    ("你 salah 了，我在槟城做工，不是怡保", {"statement": "我在槟城做工", "old_value": "怡保"}),
    ("我老早就搬出宏茂桥了", {"no_longer": True, "weak": True}),
    (
        "Sorry 你 confuse 了，我是 data analyst，不是 data scientist",
        {"statement": "我是 data analyst", "old_value": "data scientist"},
    ),
]
