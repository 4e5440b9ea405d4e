"""v21 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: an Australian "Do us a favour and blank … from your memory, ta", a
British "Be a love and shred what you've noted about …", Kenyan "Tafadhali cancel … from your memory"
with a reason after it, Jamaican "Nuh badda memba …, yuh hear?", a typed "yeet … outta ur memry lmao";
a formal 请销毁…信息, 我要撤回刚才告诉你的…, Cantonese 你快啲剷走… in traditional characters, …不需要进你的
memory in zh mixed with English, …，請一筆勾銷 in traditional characters, 把…踢出你的记忆库, …给我消掉 with a
reason after it), sentences that mention forgetting, deleting, remembering or memory but ask nothing of
the assistant's memory (an Irish "I'd forget my head if it wasn't screwed on", Nigerian pidgin "My
landlord don delete me from the compound WhatsApp group", Indian English "Please suggest some
memory-boosting foods", Taglish "I deleted his number na pero memorized ko pa rin"; a dream forgotten on
waking, a shop holding childhood 回憶 in traditional characters, Cantonese 我成日记错… about one's own
colleagues, a presentation where everything was 忘光了 in zh mixed with English), and corrections with
their new and old value (an American "Hold up, that's not me —", Scots "Naw, ye've picked that up wrang,"
with "no" for not, Pakistani "Nahi yaar, galat hai, it's …", Singlish "Where got?", an Irish "I'm not at
… these days" as no longer; 你怎么记成…了？ naming the old value first, 沒有啦，是… in traditional characters,
Cantonese 冇呢回事, 你 get 错了 in zh mixed with English, 我去年就从…离职了 as no longer).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V21: list[tuple[str, str]] = [
    ("Do us a favour and blank my Medicare number from your memory, ta", "my Medicare number"),
    ("Be a love and shred what you've noted about my tax return", "what you've noted about my tax return"),
    ("Tafadhali cancel my KRA PIN from your memory, I shouldn't have shared it", "my KRA PIN"),
    ("Nuh badda memba mi TRN, yuh hear?", "mi TRN"),
    ("yeet my exs insta handle outta ur memry lmao", "my exs insta handle"),
    ("请销毁我上传过的户口本信息", "我上传过的户口本信息"),
    ("我要撤回刚才告诉你的工资数字", "刚才告诉你的工资数字"),
    ("喂，你快啲剷走我個身份證號碼", "我個身份證號碼"),
    ("我的 visa 状态不需要进你的 memory", "我的 visa 状态"),
    ("我跟你講過的感情史，請一筆勾銷", "我跟你講過的感情史"),
    ("把我前同事的八卦踢出你的记忆库", "我前同事的八卦"),
    ("我的考研分数给我消掉，太丢人了", "我的考研分数"),
]

NOT_COMMANDS_V21: list[str] = [
    "Ah sure I'd forget my head if it wasn't screwed on, left the keys in the front door again",
    "My landlord don delete me from the compound WhatsApp group because of ordinary service charge, can you imagine?",
    "Please suggest some memory-boosting foods for my son, his board exams are starting next week.",
    "Grabe, I deleted his number na pero memorized ko pa rin pala 😭",
    "昨晚做的梦特别离奇，可惜醒来就忘了一大半",
    "這間老字號承載了我整個童年的回憶，聽說下個月要結業了",
    "我成日记错啲新同事个名，好尴尬",
    "今天 presentation 的时候脑子突然一片空白，准备好的词全忘光了",
]

CORRECTIONS_V21: list[tuple[str, dict[str, Any]]] = [
    (
        "Hold up, that's not me — I'm a pharmacist, not a nurse.",
        {"statement": "I'm a pharmacist", "old_value": "a nurse"},
    ),
    (
        "Naw, ye've picked that up wrang, I stay in Paisley, no Greenock",
        {"statement": "I stay in Paisley", "old_value": "Greenock"},
    ),
    ("Nahi yaar, galat hai, it's Faisalabad", {"new_value": "Faisalabad"}),
    ("Where got? I'm in Jurong", {"statement": "I'm in Jurong"}),
    ("I'm not at the Bank of Ireland these days", {"no_longer": True, "weak": True}),
    ("你怎么记成厦门了？我老家是福州", {"statement": "我老家是福州", "old_value": "厦门"}),
    ("沒有啦，是禮拜六", {"new_value": "禮拜六"}),
    ("冇呢回事，我喺荃灣返工", {"statement": "我喺荃灣返工"}),
    ("你 get 错了，我是 product designer，不是 UI", {"statement": "我是 product designer", "old_value": "UI"}),
    ("我去年就从字节离职了", {"no_longer": True, "weak": True}),
]
