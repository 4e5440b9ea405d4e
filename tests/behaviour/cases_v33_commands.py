"""v33 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: "Can you junk … from your memory?" with a reason after it, "Put … out of
your mind, please.", "Bury what I told you about …, yeah?", an Irish "Knock … out of your memory there, would
you", Indian English "Kindly dispose of …, it is no longer valid."; …，在你这儿翻篇吧 with the thing named first,
把…在你那儿作废掉吧, …你那边清零吧, Cantonese …你 del 咗佢啦, 可以把…從你的記憶裡撤下來嗎 in traditional characters,
…你 clear 掉吧 in zh mixed with English, a formal …，请不予记录), sentences that mention forgetting, deleting,
removing, remembering or memory but ask nothing of the assistant's memory (wallpaper removed from a hallway, a
goldfish's three-second memory, a Scottish "clean forgot" school run, a Remembrance Sunday parade; a robot vacuum
that 记住 the floor plan, IG stories 封存 but not 刪掉 in traditional characters, a Cantonese dashcam that 洗咗啲片,
an app's forget password flow in zh mixed with English, a dog that 记仇 after its jab, a formal question on 删除 an
heir's share from a will), and corrections with their new and old value ("Other way round — it's …, not …",
Indian "Not like that — …", an Ulster "Miles out, it's …", "I took early retirement from …" as no longer;
你这是记哪去了 before …，不是…, 你記成誰了？ in traditional characters, Cantonese 你點記㗎？係…, a formal 此处有误，本人…,
你那个是旧 data 啦 in zh mixed with English, 我上个月从…出来了 as no longer).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V33: list[tuple[str, str]] = [
    ("Can you junk my old work email from your memory? I've left that place.", "my old work email"),
    ("Put my ex-husband's new address out of your mind, please.", "my ex-husband's new address"),
    ("Bury what I told you about my brother's arrest, yeah?", "what I told you about my brother's arrest"),
    ("Knock my old bank details out of your memory there, would you", "my old bank details"),
    ("Kindly dispose of my parking permit number, it is no longer valid.", "my parking permit number"),
    ("我前夫那些破事，在你这儿翻篇吧", "我前夫那些破事"),
    ("把我旧的车牌号在你那儿作废掉吧", "我旧的车牌号"),
    ("我的体检指标你那边清零吧", "我的体检指标"),
    ("我舊屋企地址你 del 咗佢啦", "我舊屋企地址"),
    ("可以把我的薪水資料從你的記憶裡撤下來嗎", "我的薪水資料"),
    ("刚刚发的那个 OTP 验证码你 clear 掉吧", "刚刚发的那个 OTP 验证码"),
    ("本人的出生日期，请不予记录", "本人的出生日期"),
]

NOT_COMMANDS_V33: list[str] = [
    "Removing the wallpaper in the hallway took me the whole weekend",
    "Do goldfish really only have a three-second memory or is that a myth?",
    "I clean forgot it was my turn to do the school run, the wife's raging",
    "The Remembrance Sunday parade is at eleven, Grandad's marching with his medals",
    "这个扫地机器人能记住家里每个房间的地图吗？",
    "我把 IG 的限時動態都封存了，沒有刪掉喔",
    "阿爸部車嘅行車記錄儀成日自己洗咗啲片，點算好",
    "这个 app 的 forget password 流程好反人类，改个密码要验证三次",
    "我家狗子记仇得很，上次带它打完针，现在见了兽医就躲",
    "请问遗嘱里可以写明删除某个继承人的份额吗？",
]

CORRECTIONS_V33: list[tuple[str, dict[str, Any]]] = [
    ("Other way round — it's Thursday, not Tuesday", {"new_value": "Thursday", "old_value": "Tuesday"}),
    ("Not like that — my wife's name is Deepa", {"statement": "my wife's name is Deepa"}),
    ("Miles out, it's Ballymena", {"new_value": "Ballymena"}),
    ("I took early retirement from the fire service", {"no_longer": True, "weak": True}),
    ("你这是记哪去了，我是做跨境电商的，不是做外贸的", {"statement": "我是做跨境电商的", "old_value": "做外贸的"}),
    ("你記成誰了？我住在新莊", {"statement": "我住在新莊"}),
    ("你點記㗎？係禮拜三", {"new_value": "禮拜三"}),
    ("此处有误，本人籍贯为江西吉安", {"statement": "本人籍贯为江西吉安"}),
    ("你那个是旧 data 啦，我现在 base 新加坡", {"statement": "我现在 base 新加坡"}),
    ("我上个月从极兔出来了", {"no_longer": True, "weak": True}),
]
