"""v26 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: a Scots "Gonnae jist dump … oot yer memory, pal," with a reason
after it, a typed Kenyan "… , let them fade from ur memory sawa" with the thing named first, a very formal
"I would ask you to efface from your memory …" with the thing named last, an Australian "Turf … from
your memory, mate," with a reason after it, Indian English "Please omit … from your memory, it was told
to me in confidence.", an American "You can deep-six …"; a formal 烦请对…作不留存处理, …請別再放在你的記憶裡了
in traditional characters, Cantonese 麻煩你將…掉咗佢，費事… , Malaysian Chinese 你不要 simpan …啦 with a reason
after it, …你 Ctrl+Z 掉吧 in zh mixed with English, 把…丢进你的回收站吧), sentences that mention
forgetting, deleting, remembering or memory but ask nothing of the assistant's memory (a Ghanaian phone
forgotten in a trotro, a Trinidadian "Tantie … does remember every cousin's christening date", a New
Zealand Sky box with "heaps more memory", Taglish "I deleted Shopee na"; a washing machine's 断电记忆功能, a
Facebook 「回顧」 someone would like 刪掉 in traditional characters, Cantonese 茶餐廳老闆記得 an order, a helmet
忘在 a mamak stall in Malaysian Chinese), and corrections with their new and old value (an Irish "Ah
no, you've it arseways —", a South African "Eish bru, you've got that skew," before the new value only,
a Kenyan "Siku hizi I've moved on from …" as no longer, an American "Yikes, you're way off base — it's
not X but Y"; 你是不是串台了？不是X，是Y, 你烏龍了啦 in traditional characters, Cantonese 離晒譜呀你, Malaysian
Chinese 我上个月就在…辞工了 as no longer, Nope 你 typo 了 in zh mixed with English, 你这信息过时了).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V26: list[tuple[str, str]] = [
    (
        "Gonnae jist dump ma council tax reference oot yer memory, pal, ah only needed it the once",
        "ma council tax reference",
    ),
    (
        "my m-pesa statements from march, let them fade from ur memory sawa, they're nobody's business",
        "my m-pesa statements from march",
    ),
    (
        "I would ask you to efface from your memory the particulars of my late father's probate.",
        "the particulars of my late father's probate",
    ),
    ("Turf my rego number from your memory, mate, I've flogged the ute", "my rego number"),
    (
        "Please omit my cousin's marriage proposal details from your memory, it was told to me in confidence.",
        "my cousin's marriage proposal details",
    ),
    ("You can deep-six my old Venmo handle, I switched it last week.", "my old Venmo handle"),
    ("烦请对本人的社保账号信息作不留存处理", "本人的社保账号信息"),
    ("我的健保卡號請別再放在你的記憶裡了，謝謝喔", "我的健保卡號"),
    ("麻煩你將我份糧單資料掉咗佢，費事俾人睇到", "我份糧單資料"),
    ("你不要 simpan 我的 EPF 号码啦，那个很 sensitive 的", "我的 EPF 号码"),
    ("我刚刚讲的 IVF 疗程细节，你 Ctrl+Z 掉吧，不想再提", "我刚刚讲的 IVF 疗程细节"),
    ("把我前男友的黑历史丢进你的回收站吧", "我前男友的黑历史"),
]

NOT_COMMANDS_V26: list[str] = [
    "Herh, I forgot my phone in the trotro this morning and the mate didn't even notice, my whole day is spoilt",
    "Gyal, Tantie Merle does remember every cousin's christening date, she never miss sending a card yet",
    "The new Sky box has heaps more memory so I can record the whole Super Rugby season, chur",
    "Nakakainis, I deleted Shopee na kasi I keep overspending, pero nag-install ulit ako kagabi haha",
    "这款洗衣机有断电记忆功能吗？停电了还能接着洗吗？",
    "臉書的「回顧」又跳出我跟前任的合照，好想把這個功能整個刪掉",
    "樓下茶餐廳個老闆記得我每朝都要凍奶茶少甜，好窩心",
    "昨晚去 pasar malam，我竟然把 helmet 忘在 mamak 档，今天回去找已经不见了",
]

CORRECTIONS_V26: list[tuple[str, dict[str, Any]]] = [
    (
        "Ah no, you've it arseways — I'm from Mullingar, not Athlone.",
        {"statement": "I'm from Mullingar", "old_value": "Athlone"},
    ),
    ("Eish bru, you've got that skew, it's Pietermaritzburg", {"new_value": "Pietermaritzburg"}),
    ("Siku hizi I've moved on from Safaricom, just so you know", {"no_longer": True, "weak": True}),
    (
        "Yikes, you're way off base — it's not Denver but Boulder",
        {"new_value": "Boulder", "old_value": "Denver"},
    ),
    ("你是不是串台了？不是周六，是周日", {"new_value": "周日", "old_value": "周六"}),
    ("你烏龍了啦，我是念政大的，不是台大", {"statement": "我是念政大的", "old_value": "台大"}),
    ("離晒譜呀你，我喺大埔住", {"statement": "我喺大埔住"}),
    ("我上个月就在 Maybank 辞工了", {"no_longer": True, "weak": True}),
    ("Nope 你 typo 了，是 3月15号", {"new_value": "3月15号"}),
    ("你这信息过时了，我现在在苏州上班", {"statement": "我现在在苏州上班"}),
]
