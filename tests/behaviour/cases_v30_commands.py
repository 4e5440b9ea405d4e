"""v30 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: a Canadian "Could you scrub … from your memory, eh?" with a reason
after it, a British "Strike … from your records, please.", Indian English "Kindly remove … from your
memory itself," with a reason after it, a typed American "pls unremember … lol", an Australian "Chuck …
out of your memory, would ya", a very formal "I hereby withdraw my consent for you to retain …"; …從你的記憶裡
清掉 in traditional characters after 拜託把, Cantonese 唔該你唔好再記住…啦, 帮我把…从你的 memory 里 remove 掉 in zh
mixed with English, a formal 请勿再保存…, 刚才说的…，你就当没听过吧 with the thing named first, …，别存了，删掉),
sentences that mention forgetting, deleting, remembering or memory but ask nothing of the assistant's
memory (a British nan whose memory is going, an American "I accidentally deleted every photo from the
cloud", a lower-case "forgot to defrost the chicken again", a British "Remember, remember the fifth of
November", an Indian "Please tell some tips to remember the periodic table for my daughter"; 奶奶 who 总是忘事,
a U盘 of university 回憶 gone bad in traditional characters, Cantonese 唔記得帶八達通, LINE chat records 刪掉 by
accident in traditional characters, a song that 勾起 memories of school), and corrections with their new
and old value (a British "Not quite — I'm based in …, not …", an Australian "You've mixed me up with someone
else, mate, it's …", an Indian "No no, that is wrong itself — …, not …", a British "I've not been at … since the
spring" as no longer, an American "Hmm, that's off —"; 不是啦，你搞錯了 in traditional characters, Cantonese
唔係喎，…, 你 mix up 了吧 in zh mixed with English, 我早就不在…干了 as no longer, a formal 您所记录的信息有误).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V30: list[tuple[str, str]] = [
    ("Could you scrub my SIN number from your memory, eh? I shouldn't have typed it.", "my SIN number"),
    ("Strike my old PIN hint from your records, please.", "my old PIN hint"),
    (
        "Kindly remove the details of my home loan from your memory itself, I shared by mistake.",
        "the details of my home loan",
    ),
    ("pls unremember my sister's new address lol", "my sister's new address"),
    ("Chuck my tax file number out of your memory, would ya", "my tax file number"),
    ("I hereby withdraw my consent for you to retain my therapy session notes.", "my therapy session notes"),
    ("拜託把我媽失智的事從你的記憶裡清掉", "我媽失智的事"),
    ("唔該你唔好再記住我間公司嘅地址啦", "我間公司嘅地址"),
    ("帮我把我的 Apple ID 密码从你的 memory 里 remove 掉", "我的 Apple ID 密码"),
    ("请勿再保存本人的港澳通行证号码", "本人的港澳通行证号码"),
    ("刚才说的我老板家里那点事，你就当没听过吧", "刚才说的我老板家里那点事"),
    ("我孩子补习老师的电话，别存了，删掉", "我孩子补习老师的电话"),
]

NOT_COMMANDS_V30: list[str] = [
    "My nan's memory is really going now, she asked me who I was at Sunday dinner",
    "I accidentally deleted every photo from the cloud backup and I'm honestly sick about it",
    "forgot to defrost the chicken again lol, guess it's pizza tonight",
    "Remember, remember the fifth of November — we're doing a bonfire at ours this year!",
    "Please tell some tips to remember the periodic table for my daughter, her exam is on Monday.",
    "我奶奶最近老是忘事，刚吃完饭就说还没吃",
    "這個隨身碟裝滿了我大學四年的回憶，結果突然讀不出來了",
    "我成日唔記得帶八達通，今朝又要返屋企拎",
    "LINE 的聊天紀錄不小心被我刪掉了，超崩潰",
    "这首歌一响起来就勾起我高中的记忆",
]

CORRECTIONS_V30: list[tuple[str, dict[str, Any]]] = [
    (
        "Not quite — I'm based in Kettering, not Corby.",
        {"statement": "I'm based in Kettering", "old_value": "Corby"},
    ),
    ("You've mixed me up with someone else, mate, it's Bendigo", {"new_value": "Bendigo"}),
    (
        "No no, that is wrong itself — my daughter is studying in 9th standard, not 8th",
        {"statement": "my daughter is studying in 9th standard", "old_value": "8th"},
    ),
    ("I've not been at Lloyds since the spring", {"no_longer": True, "weak": True}),
    ("Hmm, that's off — my husband's name is Tobias", {"statement": "my husband's name is Tobias"}),
    ("不是啦，你搞錯了，我住汐止，不是三重", {"statement": "我住汐止", "old_value": "三重"}),
    ("唔係喎，我喺葵涌返工", {"statement": "我喺葵涌返工"}),
    ("你 mix up 了吧，是 sprint 14，不是 sprint 13", {"new_value": "sprint 14", "old_value": "sprint 13"}),
    ("我早就不在中通快递干了", {"no_longer": True, "weak": True}),
    ("您所记录的信息有误，本人现居济南", {"statement": "本人现居济南"}),
]
