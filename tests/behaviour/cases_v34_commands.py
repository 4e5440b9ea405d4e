"""v34 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: "Blot out …, please — we're not speaking.", "Please disregard everything I said
about … from now on.", "Wipe the slate clean on …, would you?", an Indian "Kindly obliterate … from your memory.", an
Australian "Can you cross … off whatever you've got on me?", "Kill off what you've got on …, mate."; …，你给我抹干净 with
the thing named first, 拜託把…從你那邊撤銷掉 in traditional characters, Cantonese …你唔好再留住喇, …你帮我 purge 一下 in zh
mixed with English, a formal …，请予以删去, 把…从你的记忆里勾掉), sentences that mention forgetting, deleting,
removing, erasing, remembering or memory but ask nothing of the assistant's memory (wisdom teeth removed, a grandad's
memory box of football programmes, "Remember Me" sung at a recital, erasable pens banned in an exam; a text to be
recited that 一句都没记住, a spammer 被管理員移除 from a LINE group in traditional characters, a Cantonese coach on
muscle memory, a formal question on when an overdue record 会被删除, 忘记给车续保, a contract clause a client 删了),
and corrections with their new and old value ("Back up a sec — I'm in …, not …", a Ghanaian "Not so, it's …",
"You've jumbled that — …, not …", "I left … back in June" as no longer; 哪跟哪啊 before …，不是…, 跟你說的不一樣欸 in
traditional characters, Cantonese 你講乜嘢呀，係…, 你 memory 出 bug 了吧 in zh mixed with English, a formal 经核实，本人…,
我…就没再开货拉拉了 as no longer).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V34: list[tuple[str, str]] = [
    ("Blot out my stepdad's phone number, please — we're not speaking.", "my stepdad's phone number"),
    (
        "Please disregard everything I said about my overtime claims from now on.",
        "everything I said about my overtime claims",
    ),
    ("Wipe the slate clean on my gambling history, would you?", "my gambling history"),
    ("Kindly obliterate my husband's salary slip details from your memory.", "my husband's salary slip details"),
    ("Can you cross my Centrelink number off whatever you've got on me?", "my Centrelink number"),
    ("Kill off what you've got on my court summons, mate.", "what you've got on my court summons"),
    ("我那套房子的门锁密码，你给我抹干净", "我那套房子的门锁密码"),
    ("拜託把我前公司的離職原因從你那邊撤銷掉", "我前公司的離職原因"),
    ("我舊公司個 staff number 你唔好再留住喇", "我舊公司個 staff number"),
    ("我的 credit card 账单你帮我 purge 一下", "我的 credit card 账单"),
    ("本人先前提供的学历信息，请予以删去", "本人先前提供的学历信息"),
    ("把我老婆的孕检结果从你的记忆里勾掉", "我老婆的孕检结果"),
]

NOT_COMMANDS_V34: list[str] = [
    "The dentist removed two of my wisdom teeth on Friday and now I look like a hamster",
    "My grandad keeps a memory box of old football programmes going back to the sixties",
    "We sang Remember Me from Coco at my niece's recital and I bawled the whole way through",
    "Turns out erasable pens aren't allowed in my son's exams, who knew",
    "老师让背的课文明天要默写，我家那个到现在一句都没记住",
    "LINE 群組裡那個一直推銷的人終於被管理員移除了，大快人心",
    "琴晚做 gym 個教練話我 muscle memory 仲喺度，好快會返狀態",
    "请问征信上的逾期记录要过几年才会被删除？",
    "我总是忘记给车续保，今年差点就脱保了",
    "客户把合同第七条整条删了，法务到现在还没发现",
]

CORRECTIONS_V34: list[tuple[str, dict[str, Any]]] = [
    ("Back up a sec — I'm in Bathurst, not Orange", {"statement": "I'm in Bathurst", "old_value": "Orange"}),
    ("Not so, it's Tamale", {"new_value": "Tamale"}),
    (
        "You've jumbled that — my son plays the trumpet, not the trombone",
        {"statement": "my son plays the trumpet", "old_value": "the trombone"},
    ),
    ("I left Woolies back in June", {"no_longer": True, "weak": True}),
    ("哪跟哪啊，我是在邯郸读的研，不是石家庄", {"statement": "我是在邯郸读的研", "old_value": "石家庄"}),
    ("跟你說的不一樣欸，我女兒是念私立的", {"statement": "我女兒是念私立的"}),
    ("你講乜嘢呀，係下個禮拜五", {"new_value": "下個禮拜五"}),
    ("你 memory 出 bug 了吧，我是 iOS 开发，不是安卓", {"statement": "我是 iOS 开发", "old_value": "安卓"}),
    ("经核实，本人现居住地为蚌埠", {"statement": "本人现居住地为蚌埠"}),
    ("我去年年底就没再开货拉拉了", {"no_longer": True, "weak": True}),
]
