"""v20 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: Nigerian "Abeg, comot … from your memory," with a pidgin reason
after it, an Irish "Would you ever stop minding …, sure …", an American "Go ahead and trash everything
you've got on …", Indian English "Please make sure … is not there in your memory anymore.", a typed "no
more saving … in ur memroy ok"; …可以 unlearn 掉…吗 in zh mixed with English, Cantonese 我張…你洗咗佢啦 in
traditional characters, 請將…從記憶中註銷, 我不再授权你记住…, 把…从你脑子里擦掉, …，不许留底哦, a formal
请遗忘…), sentences that mention forgetting, deleting, remembering or memory but ask nothing of the
assistant's memory (a British "In loving memory of" for a bench plaque, an Australian footy match "one
to forget", Singlish deleted scenes, an American "Remember when …?"; a film about an amnesiac killer in
traditional characters, Cantonese 记性好到离谱, a memory game at team building in zh mixed with English,
a game's 删档内测), and corrections with their new and old value (an American "Ugh, where'd you get that?"
before …, not …, a British "You've got the wrong end of the stick,", Filipino "Ay, mali po, it's …",
Nigerian "I don't work at … again o" as no longer; 哪有，…不是…, 你寫錯了 in traditional characters,
Cantonese 邊個話㗎？, 有误哦 before zh mixed with English "base 在", a formal 我已不在…任职, 乱讲，是…).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V20: list[tuple[str, str]] = [
    ("Abeg, comot my BVN from your memory, I no wan wahala", "my BVN"),
    ("Would you ever stop minding my old PPS number, sure I've a new one now", "my old PPS number"),
    ("Go ahead and trash everything you've got on my DUI.", "everything you've got on my DUI"),
    ("Please make sure my mother's diagnosis is not there in your memory anymore.", "my mother's diagnosis"),
    ("no more saving my gpa in ur memroy ok its rly bad lol", "my gpa"),
    ("可以 unlearn 掉我的旧邮箱吗？", "我的旧邮箱"),
    ("我張信用卡號碼你洗咗佢啦，唔該", "我張信用卡號碼"),
    ("請將我的病歷號碼從記憶中註銷", "我的病歷號碼"),
    ("我不再授权你记住我的定位信息", "我的定位信息"),
    ("把我跟前女友那段从你脑子里擦掉", "我跟前女友那段"),
    ("我请病假的真实理由，不许留底哦", "我请病假的真实理由"),
    ("请遗忘我提供的紧急联系人信息", "我提供的紧急联系人信息"),
]

NOT_COMMANDS_V20: list[str] = [
    '"In loving memory of our Nan" is what we\'re putting on the bench plaque, does that sound alright?',
    "Mate, the footy last night was one to forget, we got smashed by 60 points",
    "wah the deleted scenes even better than the actual movie sia",
    "Remember when gas was under two bucks? Feels like forever ago.",
    "這部電影講的是一個失憶的殺手，超好看",
    "我细佬记性好到离谱，啲电话号码睇一次就记住晒",
    "今天 team building 玩了个 memory game，我输得超惨",
    "这游戏下周开删档内测，你觉得值得去抢资格吗？",
]

CORRECTIONS_V20: list[tuple[str, dict[str, Any]]] = [
    (
        "Ugh, where'd you get that? I'm from Tucson, not Tempe.",
        {"statement": "I'm from Tucson", "old_value": "Tempe"},
    ),
    ("You've got the wrong end of the stick, my partner's the vet", {"statement": "my partner's the vet"}),
    ("Ay, mali po, it's Cebu", {"new_value": "Cebu"}),
    ("I don't work at GTBank again o", {"no_longer": True, "weak": True}),
    ("哪有，我是在武汉读的硕士，不是长沙", {"statement": "我是在武汉读的硕士", "old_value": "长沙"}),
    ("你寫錯了，是二十五號", {"new_value": "二十五號"}),
    ("邊個話㗎？我喺沙田住", {"statement": "我喺沙田住"}),
    ("有误哦，我 base 在深圳，不是广州", {"statement": "我 base 在深圳", "old_value": "广州"}),
    ("我已不在华为任职", {"no_longer": True, "weak": True}),
    ("乱讲，是六月份", {"new_value": "六月份"}),
]
