"""v35 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: a British "Bin …, would you — …" with a reason after a dash, a typed "ditch
the stuff about … pls", "You can let … go from your memory now.", "No need to hold on to … any more," with a reason
after it, "Don't hang on to what I mentioned about …, okay?", Indian English "Kindly discard … which I shared
yesterday, no need to keep.", a Nigerian "Abeg, forget about … wey I give you", an Australian "Turf … outta your
memory", a Singaporean "… you don't need to keep lah, can throw away already." with the thing named first, a formal
"I would ask that you cease retaining …", a British "Scrap … from your notes", a typed "yeet … outta ur memory thx",
"Could you expunge … from what you know about me?", "I'd rather you didn't keep … on file", "Let go of everything I
told you about …"; …，你就别留着了 with the thing named first, 把…扔了吧, …不用存了, 你知道的关于…的一切，全部清空,
…在你这儿一笔勾销吧, …你忘个一干二净吧, …不用幫我記了 and 把…丟掉吧 and …你那邊拿掉就好 in traditional characters,
Cantonese …你唔好留底呀 and …你唔使再記喇, …你唔使 keep 住喇 and …你 drop 掉就行 and …你直接 discard 吧 in zh mixed
with English, a formal 烦请不再留存…), sentences that mention forgetting, deleting, removing, clearing, wiping,
binning, erasing, remembering, letting go or memory but ask nothing of the assistant's memory (TikTok deleted, an
umbrella forgotten on the bus, counters wiped, a browser cache cleared, a whiteboard erased by a colleague, a mum's
short-term memory slipping after a stroke, trainers binned, a gate code that is never forgotten, two people let go
from a team, an Indian son who deleted a phone's contacts, a Nigerian oga who forgot a name, an Australian who
wiped out at Bondi, stabilisers removed from a bike, a Singaporean phone whose memory is full, a duplicate invoice
deleted from a shared drive; 把衣柜清空了, 手机内存满了删了好多照片, 总记不住 a parcel locker code, a stove
抹 with a cloth, 蝦皮 deleted and old newspapers 扔了 in traditional characters, Cantonese
清咗成個雪櫃, Chrome cache 清了 and an intern who 删了 a prod table in zh mixed
with English, a 门禁密码 that is 好记, a car park spot that 不拍照就忘,
学会放下, a 前任's WeChat 删了, a 外婆 who 近期的事记不住, a formal 本人已将旧邮箱…全部删除), and corrections with
their new and old value ("You've got your wires crossed — …, not …", "Wrong end of the stick, it's …", "I packed in
my job at …" as no longer; 你这搞串了 before …，不是…, 你弄錯人了啦 in traditional characters, 我…就从…辞职了 as no
longer).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V35: list[tuple[str, str]] = [
    (
        "Bin my old landlord's mobile number, would you — that tenancy's long done.",
        "my old landlord's mobile number",
    ),
    ("ditch the stuff about my cousin's rehab stint pls, she'd kill me", "the stuff about my cousin's rehab stint"),
    ("You can let my divorce settlement figures go from your memory now.", "my divorce settlement figures"),
    ("No need to hold on to my old staff ID any more, I've gone freelance.", "my old staff ID"),
    (
        "Don't hang on to what I mentioned about my brother-in-law's visa trouble, okay? That's his business.",
        "what I mentioned about my brother-in-law's visa trouble",
    ),
    ("Kindly discard my Aadhaar details which I shared yesterday, no need to keep.", "my Aadhaar details"),
    ("Abeg, forget about my BVN wey I give you, I no suppose share am.", "my BVN"),
    (
        "Turf my missus's due date outta your memory, she wants it kept quiet till the scan.",
        "my missus's due date",
    ),
    ("Eh my HDB unit number you don't need to keep lah, can throw away already.", "my HDB unit number"),
    ("I would ask that you cease retaining my late father's probate details.", "my late father's probate details"),
    (
        "Scrap the bit about my IVF from your notes, I'd rather it didn't come up again.",
        "the bit about my IVF",
    ),
    ("yeet my uni login outta ur memory thx", "my uni login"),
    ("Could you expunge my DUI from what you know about me? It was a long time ago.", "my DUI"),
    ("I'd rather you didn't keep my sister's refuge address on file, for her safety.", "my sister's refuge address"),
    (
        "Let go of everything I told you about Dan, please. He's not in my life anymore.",
        "everything I told you about Dan",
    ),
    ("我那张旧门禁卡的卡号，你就别留着了", "我那张旧门禁卡的卡号"),
    ("把我和前男友那些事扔了吧，不想再提了", "我和前男友那些事"),
    ("我爸的住院记录不用存了，他上周已经出院", "我爸的住院记录"),
    ("你知道的关于我继父的一切，全部清空", "你知道的关于我继父的一切"),
    ("我跟你吐槽婆婆的那些话，在你这儿一笔勾销吧", "我跟你吐槽婆婆的那些话"),
    ("我炒股亏的那些钱，你忘个一干二净吧", "我炒股亏的那些钱"),
    ("我的健保卡號碼不用幫我記了，謝謝", "我的健保卡號碼"),
    ("把我阿公洗腎的事丟掉吧，家裡不想外傳", "我阿公洗腎的事"),
    ("我男友上班的地址，你那邊拿掉就好", "我男友上班的地址"),
    ("我阿爸欠人錢嗰件事，你唔好留底呀", "我阿爸欠人錢嗰件事"),
    ("我個仔間學校個名你唔使再記喇，佢轉咗校", "我個仔間學校個名"),
    ("我舊 company 嘅 payroll 資料，你唔使 keep 住喇", "我舊 company 嘅 payroll 資料"),
    ("我的 Gmail 备用邮箱你 drop 掉就行", "我的 Gmail 备用邮箱"),
    ("我 burnout 请病假那段，你直接 discard 吧", "我 burnout 请病假那段"),
    ("烦请不再留存本人的紧急联系人信息", "本人的紧急联系人信息"),
]

NOT_COMMANDS_V35: list[str] = [
    "Deleted TikTok off my phone last night and I've already reached for it twice out of habit",
    "Forgot my umbrella on the bus again, that's the third one this month",
    "Wiped down all the kitchen counters and now the whole flat smells of bleach",
    "Cleared my browser cache and now I'm logged out of literally everything",
    "A colleague erased the whiteboard with our whole sprint plan on it, so that was a fun morning",
    "Mum's short-term memory has been slipping since her stroke, and the GP wants another scan",
    "Finally binned my old trainers, the soles were hanging off",
    "My gate code is the year my dad was born, so I never forget it",
    "I had to let go of two people on my team today and I feel rotten about it",
    "My son deleted all the contacts from my phone while playing, now I am calling everyone to ask their numbers",
    "My oga forgot my name for the third time this week, I don't even mind again",
    "Wiped out on my board at Bondi this arvo and lost my sunnies in the surf",
    "We removed the stabilisers from my daughter's bike and she was off down the street in minutes",
    "My phone memory full already, I delete so many photos still cannot install the bank app",
    "The duplicate invoice has been deleted from the shared drive and finance have been informed.",
    "周末把衣柜清空了，一半的衣服都扔了",
    "手机内存满了，删了好多照片才装上微信的更新",
    "我总记不住楼下快递柜的取件码，每次都得翻短信",
    "拿抹布把灶台抹了三遍，油渍总算下去了",
    "我昨天把手機裡的蝦皮刪了，省得半夜一直亂買",
    "阿嬤把舊報紙都扔了，結果我的成績單也夾在裡面",
    "我今朝清咗成個雪櫃，發現有盒豆腐過咗期三個月",
    "我把 Chrome 的 cache 清了一下，网页终于不卡了",
    "组里新来的 intern 把 prod 的表删了，今天全组陪着加班",
    "我家小区的门禁密码是我儿子的生日，特别好记",
    "我的车停在 B2 的 C 区，不拍照的话出来准忘",
    "分手半年了，我终于学会放下，不再翻他的朋友圈",
    "我删了前任的微信，感觉整个人都轻松了",
    "医生说我外婆是阿尔茨海默早期，近期的事基本记不住了",
    "本人已将旧邮箱中的工作邮件全部删除，并已完成工作交接",
]

CORRECTIONS_V35: list[tuple[str, dict[str, Any]]] = [
    (
        "You've got your wires crossed — my partner's a midwife, not a nurse",
        {"statement": "my partner's a midwife", "old_value": "a nurse"},
    ),
    ("Wrong end of the stick, it's Harrogate", {"new_value": "Harrogate"}),
    ("I packed in my job at Greggs over the summer", {"no_longer": True, "weak": True}),
    ("你这搞串了，我在合肥读的本科，不是芜湖", {"statement": "我在合肥读的本科", "old_value": "芜湖"}),
    ("你弄錯人了啦，我老婆是護理師", {"statement": "我老婆是護理師"}),
    ("我今年开春就从京东辞职了", {"no_longer": True, "weak": True}),
]
