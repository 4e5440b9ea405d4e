"""Parser cases written after blind round v31 (cases_v31_commands.py), in other words than its cases: a
reason said after the request in a sentence of its own ("… ? It's a bit personal.") or after a comma when it
opens as one (", don't need it now"); "lose" of a handle or an account; "nix"; a tag question after the request
(", could you?"); "I request that you permanently …"; 能不能不记 / 可不可以不记 said after what it names;
Cantonese 刪走佢; where it is kept between the thing and the verb with 予以 (从记忆中予以删除); 忘了它吧 after a
pause; thanks after the verb (…忘掉，谢谢); "no idea where you got that" and "you've got the X wrong" as
corrections; 你那条信息不对 before what is right. And look-alikes that stay ordinary sentences."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V31FIX: list[tuple[str, str]] = [
    ("Can you stop saving my therapist's name? It's a bit personal.", "my therapist's name"),
    ("pls lose my old twitter account, don't need it now", "my old twitter account"),
    ("Nix my gym locker code, could you?", "my gym locker code"),
    ("I request that you permanently erase my medical history from your memory.", "my medical history"),
    ("我女朋友的生日你可不可以不记了", "我女朋友的生日"),
    ("唔該將我阿媽嘅地址刪走佢", "我阿媽嘅地址"),
    ("请把本人的工资信息从记忆中予以删除", "本人的工资信息"),
    ("之前跟你说的那个体检结果，忘了它吧", "之前跟你说的那个体检结果"),
    ("把我的护照号码忘掉，谢谢", "我的护照号码"),
]

NOT_COMMANDS_V31FIX: list[str] = [
    "I keep losing my keys, it's driving me mad",
    "We should nix the Friday meeting, nobody needs it",
    "我总是记不住别人的生日，谢谢你提醒我",
    "手机里的照片我删走了一大半，终于有空间了",
]

CORRECTIONS_V31FIX: list[tuple[str, dict[str, Any]]] = [
    ("No idea where you got that — it's Cork", {"new_value": "Cork"}),
    ("You've got the time wrong, it's 4:30, not 4:00", {"new_value": "4:30", "old_value": "4:00"}),
    ("你那条信息不对，我在深圳上班", {"statement": "我在深圳上班"}),
]
