"""The causes of blind round v35's parser cases, fixed in general and said again in other words: what a
forget request names without how it came to be told ("… which I sent you", "… wey I show you"), where it is
kept said as "outta your head", "on file" or "from what you know about me", a tag ", would you" or a reason
after a comma that starts with he / she / they; a personal ID, card or code as the person's data; 忘得一干二净 /
忘个干干净净; and corrections: "wrong end of the stick" said alone, "packed in" / "chucked in" as no longer, 搞串了 /
记串了 before the right value."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V35FIX: list[tuple[str, str]] = [
    ("Please forget my tax code which I sent you last week.", "my tax code"),
    ("Abeg delete my NIN wey I show you yesterday.", "my NIN"),
    ("Could you erase my old employee ID from what you know about me?", "my old employee ID"),
    ("I'd rather you didn't keep my son's blood results on file.", "my son's blood results"),
    ("Delete my wife's bank card details, would you", "my wife's bank card details"),
    ("Forget my brother's new address, he'd hate that I shared it.", "my brother's new address"),
    ("No need to hold on to my library card any more.", "my library card"),
    ("我那些烂账的事，你忘得一干二净吧", "我那些烂账的事"),
]

NOT_COMMANDS_V35FIX: list[str] = [
    "The hospital keeps my son's blood results on file for ten years",
    "I packed in the sandwiches for the kids' trip",
    "我俩把旅行的行程搞串了，结果去了两次杭州",
]

CORRECTIONS_V35FIX: list[tuple[str, dict[str, Any]]] = [
    ("That's the wrong end of the stick — I'm in Ripon", {"statement": "I'm in Ripon"}),
    ("I chucked in my job at Argos in the spring", {"no_longer": True, "weak": True}),
    ("你记串了，我女儿在读初二，不是初三", {"statement": "我女儿在读初二", "old_value": "初三"}),
]
