"""v31 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: "Could you stop storing …? I'd rather keep that private." with a reason
after it, a typed "yo can u lose … , dont need it anymore", Indian English "Kindly clear … from your memory at
the earliest.", an American "Nix whatever you've got on …, would you?", an Australian "Toss … out of your memory,
mate.", a very formal "I request that you permanently delete … from your records."; …你能不能不记了 with the thing
named first, 麻煩把…從你的資料裡移除掉 in traditional characters, Cantonese 唔該你幫我將…刪走佢, …你 forget 掉吧 in zh
mixed with English, a formal 请将…从记忆中予以清除, 刚跟你说的…，忘了它吧 with the thing named first), sentences
that mention forgetting, deleting, remembering or memory but ask nothing of the assistant's memory (a lanyard
forgotten at work, dating apps deleted in January, a rhetorical "Remember when phones had actual buttons?", a
question on deleting a page in Word, a poem a daughter keeps forgetting; new coworkers' names 记不得, a gas stove
forgotten 忘記關 in traditional characters, Cantonese 阿媽 whose 記性差咗, a request to 删掉 duplicate rows in Excel,
a graduation trip that is 最难忘的回忆), and corrections with their new and old value (a Canadian "That's not
accurate, …, not …", an Irish "No idea where you got that — it's …", "Sorry, that's inaccurate:", an Australian
"I quit … ages ago" as no longer, "You've got the date wrong, it's …, not …"; 不是这样的，…，不是…, 錯了啦 in
traditional characters, Cantonese 唔啱呀，係…, 我现在不开…了 as no longer, 你那个 info 不对哈 in zh mixed with
English).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V31: list[tuple[str, str]] = [
    (
        "Could you stop storing my blood test results? I'd rather keep that private.",
        "my blood test results",
    ),
    ("yo can u lose my ex's insta handle, dont need it anymore", "my ex's insta handle"),
    ("Kindly clear my PAN card number from your memory at the earliest.", "my PAN card number"),
    ("Nix whatever you've got on my credit card debt, would you?", "whatever you've got on my credit card debt"),
    ("Toss my Medicare number out of your memory, mate.", "my Medicare number"),
    (
        "I request that you permanently delete my employment history from your records.",
        "my employment history",
    ),
    ("我的医保卡号你能不能不记了", "我的医保卡号"),
    ("麻煩把我的勞保資料從你的資料裡移除掉", "我的勞保資料"),
    ("唔該你幫我將我老婆嘅電話號碼刪走佢", "我老婆嘅電話號碼"),
    ("我的 Steam 账号密码你 forget 掉吧", "我的 Steam 账号密码"),
    ("请将本人的病历信息从记忆中予以清除", "本人的病历信息"),
    ("刚跟你说的那个房贷利率，忘了它吧", "刚跟你说的那个房贷利率"),
]

NOT_COMMANDS_V31: list[str] = [
    "Ugh, I forgot my lanyard again and had to sign in at reception like a visitor",
    "I deleted all my dating apps in January and honestly it's been great",
    "Remember when phones had actual buttons? I miss my old Nokia",
    "Can you show me how to delete a blank page in a Word document?",
    "My daughter has to learn a poem off by heart for Friday and she keeps forgetting the second verse",
    "我老是记不得新同事叫什么，好尴尬",
    "我常常忘記關瓦斯，所以換了會自動熄火的爐子",
    "我阿媽成日話自己記性差咗好多，啲嘢講完就唔記得",
    "帮我想想怎么把 Excel 里重复的行删掉",
    "那次毕业旅行是我这辈子最难忘的回忆",
]

CORRECTIONS_V31: list[tuple[str, dict[str, Any]]] = [
    (
        "That's not accurate, I work at Shopify, not Wealthsimple.",
        {"statement": "I work at Shopify", "old_value": "Wealthsimple"},
    ),
    ("No idea where you got that — it's Dundalk", {"new_value": "Dundalk"}),
    ("Sorry, that's inaccurate: my wife's name is Priyanka", {"statement": "my wife's name is Priyanka"}),
    ("I quit Telstra ages ago", {"no_longer": True, "weak": True}),
    (
        "You've got the date wrong, it's the 22nd, not the 20th",
        {"new_value": "the 22nd", "old_value": "the 20th"},
    ),
    ("不是这样的，我在无锡上班，不是常州", {"statement": "我在无锡上班", "old_value": "常州"}),
    ("錯了啦，我女兒是讀國二，不是國一", {"statement": "我女兒是讀國二", "old_value": "國一"}),
    ("唔啱呀，係禮拜四", {"new_value": "禮拜四"}),
    ("我现在不开网约车了", {"no_longer": True, "weak": True}),
    ("你那个 info 不对哈，我老公叫 Marcus", {"statement": "我老公叫 Marcus"}),
]
