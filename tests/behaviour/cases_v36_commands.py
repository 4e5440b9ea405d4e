"""v36 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and idioms: a British "Be a love and rub out …", an American "Go ahead and erase … from
your memory", Indian English "Please do the needful and remove … from your records", an Australian "Chuck …, mate",
a Singaporean "Help me delete … lah", a typed "nuke the stuff abt … pls" with typos, a formal "Pursuant to my right
to erasure, please purge …", "Strike … from whatever you've got on me", "Forget you ever heard about …", "Get rid of
everything I told you about …", a British "Lose …", "Wipe the slate clean on …", "Clear out what I said about …",
"Zap … from your memory", "Put … out of your mind"; 把…从你脑子里抹掉吧, …你就当没听过吧, …麻烦你删除一下,
…你都忘掉吧, …从你的记忆里去掉吧, …请你彻底销毁记录, 請把…從你的記憶中刪去 and …麻煩你當作沒這回事 in traditional
characters, Cantonese …你幫我剷咗佢啦 and …你即刻洗咗佢 and …你忘記咗佢啦, …你 delete 掉吧 and …麻烦你 erase 一下 and
…你 clear 掉就好 in zh mixed with English, a formal 敬请将…予以清除), sentences that mention forgetting, deleting,
erasing, clearing, throwing away, remembering, memory, mistakes, being wrong or mixing things up but ask nothing of
the assistant's memory, most of them opening with an interjection or short clause and a comma or dash ("Ugh, …",
"Honestly, …", "My bad, …", "Typical — …", "Turns out the plumber got the wrong flat, …", "Oh well, …",
"Bloody hell, …", "Seriously, …", "Lol, …", Indian "Yaar, …", Singaporean "Aiyo, …", Australian "Fair dinkum, …";
说真的，…, 真是的，…, 搞错了，快递员…, 唉，…, 哎呀，…, 天哪，…, 離譜，… in traditional characters, Cantonese 唔好意思，…
and 笑死，阿媽記錯咗…), plus an octopus memory exhibit, a gran who remembers old songs, a tribunal finding about
deleted timesheets, a server whose 内存 is full, a 奶奶 who mixes up grandchildren's names, a 课表 排错了, Notion
notes archived, a Spotify playlist deleted by a brother and a formal 兹通知 about data being cleared; and
corrections with a short verdict in new words then a comma or dash ("That's off the mark — …, not …", "Nah mate,
it's …", "Hold up, that's backwards — …", "You've mixed that up, …", "Wrong guy, it's …", "Close but no cigar — it's
…", "Er, no — …", "Sorry, that's outdated, …", "Not what I said, …", Singaporean "You remember wrong lah, …", typed
"nah ur off, its …", formal "I'm afraid that's inaccurate — …"; 你记岔了，…, 弄反了吧你，…，不是…, 不对不对，是…,
Cantonese 唔係喎，…，唔係… and 你記錯咗啦，… and 有啲出入，…, 差得远了，…, 不是这样的，…，不是…, 你記混了，… and
並不是喔，是… in traditional characters, 你 get 错了，… and No no，… in zh mixed with English, 张冠李戴了，…, 记错咯，是…,
a formal 此处有误，本人…).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V36: list[tuple[str, str]] = [
    (
        "Be a love and rub out my gran's care home address, she's moved into the hospice now.",
        "my gran's care home address",
    ),
    (
        "Go ahead and erase my student loan balance from your memory, I'm sick of seeing it come up.",
        "my student loan balance",
    ),
    (
        "Please do the needful and remove my PAN card number from your records, I shared it by mistake.",
        "my PAN card number",
    ),
    ("Chuck my ex's rego details, mate, no reason for you to have them anymore.", "my ex's rego details"),
    ("Help me delete my NRIC number lah, I anyhow typed it just now.", "my NRIC number"),
    (
        "nuke the stuff abt my uncles gambling debts pls, shudnt hv said anything",
        "the stuff abt my uncles gambling debts",
    ),
    (
        "Pursuant to my right to erasure, please purge my former home address in Croydon.",
        "my former home address in Croydon",
    ),
    (
        "Strike my brother's parole date from whatever you've got on me, he wouldn't want it floating around.",
        "my brother's parole date",
    ),
    (
        "Forget you ever heard about my dad's second family, I was just ranting that night.",
        "my dad's second family",
    ),
    (
        "Get rid of everything I told you about my therapist, I've switched to someone new anyway.",
        "everything I told you about my therapist",
    ),
    ("Lose my work pager number, I've handed in my notice.", "my work pager number"),
    (
        "Wipe the slate clean on my mom's cancer diagnosis, she hasn't told the rest of the family yet.",
        "my mom's cancer diagnosis",
    ),
    (
        "Clear out what I said about my flatmate owing me rent, we've sorted it between us.",
        "what I said about my flatmate owing me rent",
    ),
    ("Zap my old Wi-Fi password from your memory, I've swapped routers.", "my old Wi-Fi password"),
    (
        "Put my credit card debt out of your mind, it's embarrassing enough as it is.",
        "my credit card debt",
    ),
    ("把我前男友的手机号从你脑子里抹掉吧", "我前男友的手机号"),
    ("我妈得抑郁症的事，你就当没听过吧", "我妈得抑郁症的事"),
    ("我欠花呗的那笔钱，麻烦你删除一下", "我欠花呗的那笔钱"),
    ("我离婚时候的那些细节，你都忘掉吧，以后别提了", "我离婚时候的那些细节"),
    ("我以前在宝山住的那个地址，从你的记忆里去掉吧", "我以前在宝山住的那个地址"),
    ("我弟弟坐过牢这件事，请你彻底销毁记录", "我弟弟坐过牢这件事"),
    ("請把我的身分證字號從你的記憶中刪去", "我的身分證字號"),
    ("我阿姨借我錢的事，麻煩你當作沒這回事", "我阿姨借我錢的事"),
    ("我老豆嘅手術日期，你幫我剷咗佢啦", "我老豆嘅手術日期"),
    ("我前度屋企個地址，你即刻洗咗佢", "我前度屋企個地址"),
    ("我同老細嗌交嗰單嘢，你忘記咗佢啦", "我同老細嗌交嗰單嘢"),
    ("我的 LinkedIn 密码你 delete 掉吧，我刚改过", "我的 LinkedIn 密码"),
    ("我在 therapy 里说的那些话，麻烦你 erase 一下", "我在 therapy 里说的那些话"),
    ("我媽的 MRI 報告內容，你 clear 掉就好", "我媽的 MRI 報告內容"),
    ("敬请将本人配偶的病历信息予以清除，谢谢配合", "本人配偶的病历信息"),
]

NOT_COMMANDS_V36: list[str] = [
    "Ugh, I forgot to defrost the chicken again, so it's beans on toast tonight",
    "Honestly, my brother deletes every voicemail without even listening to it",
    "My bad, I left the charger at the office again and my laptop's nearly dead",
    "Typical — the council threw away our recycling bin because it had the wrong sticker on it",
    "Turns out the plumber got the wrong flat, he was meant to be at the one upstairs",
    "Oh well, the kids wiped my Zelda save file, forty hours of play gone",
    "Bloody hell, Dad mixed up the pills in his organiser again, so I've labelled every compartment",
    "Seriously, my landlord remembers every late payment but never the broken boiler",
    "Lol, my cousin was so wrong about the match, he owes me a tenner now",
    "Yaar, my mother-in-law keeps clearing out my spice drawer and rearranging everything",
    "Aiyo, my colleague deleted the whole shared folder by mistake, IT still restoring now",
    "Fair dinkum, the chemist gave me someone else's script and I only noticed when I got home",
    "Went to a brilliant exhibit on how memory works in octopuses, they can learn to open jars",
    "My gran remembers every word of the songs from the fifties but not what she had for lunch",
    "The tribunal found that the employer had erroneously deleted the claimant's timesheets.",
    "说真的，我老公每次都忘记倒垃圾，我已经懒得说他了",
    "真是的，我妈又把我的旧课本当废品卖了",
    "搞错了，快递员把我的包裹送到隔壁楼去了，害我找了半天",
    "唉，手机相册误删了，去云南拍的照片全没了",
    "哎呀，我把洗衣液当成柔顺剂倒进去了，衣服洗完硬邦邦的",
    "天哪，老板把整个项目的文档都删了，说是要推倒重来",
    "離譜，房東把我放在門口的鞋櫃當垃圾丟了",
    "唔好意思，我今日又唔記得帶鎖匙，要喺樓下等我老公返嚟",
    "笑死，阿媽記錯咗我生日，提早一個禮拜同我慶祝",
    "我们公司的服务器内存又爆了，运维正在清日志",
    "我奶奶年纪大了，经常把我和我表哥的名字叫混",
    "这学期的课表排错了，教务处说下周会重新发",
    "我把 Notion 里的旧笔记都归档了，页面终于清爽了",
    "我的 Spotify 歌单被我弟删了，气死我了",
    "兹通知：因系统升级，部分历史数据将于月底清除，请各部门提前备份",
]

CORRECTIONS_V36: list[tuple[str, dict[str, Any]]] = [
    ("Not quite, my daughter's in Year Six now", {"statement": "my daughter's in Year Six now"}),
    (
        "That's off the mark — I work night shifts at the hospital, not days",
        {"statement": "I work night shifts at the hospital", "old_value": "days"},
    ),
    ("Nah mate, it's Geelong", {"new_value": "Geelong"}),
    (
        "Hold up, that's backwards — my husband's the one who's allergic to nuts, not my son",
        {"statement": "my husband's the one who's allergic to nuts", "old_value": "my son"},
    ),
    (
        "You've mixed that up, my brother's name is Rohan, not Rohit",
        {"statement": "my brother's name is Rohan", "old_value": "Rohit"},
    ),
    ("Wrong guy, it's Marcus", {"new_value": "Marcus"}),
    ("That's not right, I drive a Corolla", {"statement": "I drive a Corolla"}),
    ("Close but no cigar — it's Tuesdays", {"new_value": "Tuesdays"}),
    (
        "Er, no — I take the bus to work, not the train",
        {"statement": "I take the bus to work", "old_value": "the train"},
    ),
    ("Sorry, that's outdated, I moved to Perth last spring", {"statement": "I moved to Perth last spring"}),
    ("Not what I said, my mum's sixty-eight", {"statement": "my mum's sixty-eight"}),
    (
        "You remember wrong lah, my office is in Tampines, not Jurong",
        {"statement": "my office is in Tampines", "old_value": "Jurong"},
    ),
    ("nah ur off, its oat milk", {"new_value": "oat milk"}),
    (
        "I'm afraid that's inaccurate — I am a solicitor, not a barrister.",
        {"statement": "I am a solicitor", "old_value": "a barrister"},
    ),
    ("Not even close, it's Dundee", {"new_value": "Dundee"}),
    ("你记岔了，我女儿今年上初二", {"statement": "我女儿今年上初二"}),
    ("弄反了吧你，我姐是老大，不是我妹", {"statement": "我姐是老大", "old_value": "我妹"}),
    ("不对不对，是杭州", {"new_value": "杭州"}),
    ("唔係喎，我喺觀塘返工，唔係荃灣", {"statement": "我喺觀塘返工", "old_value": "荃灣"}),
    ("你記錯咗啦，我個仔讀緊中一", {"statement": "我個仔讀緊中一"}),
    ("有啲出入，我老公係會計師", {"statement": "我老公係會計師"}),
    ("差得远了，我去年就搬到成都了", {"statement": "我去年就搬到成都了"}),
    ("不是这样的，我对花生过敏，不是海鲜", {"statement": "我对花生过敏", "old_value": "海鲜"}),
    ("你記混了，我是在台中長大的", {"statement": "我是在台中長大的"}),
    ("並不是喔，是高雄", {"new_value": "高雄"}),
    ("你 get 错了，我是做 UX 的，不是做前端", {"statement": "我是做 UX 的", "old_value": "做前端"}),
    ("No no，我的 manager 是 Linda", {"statement": "我的 manager 是 Linda"}),
    ("张冠李戴了，我表妹才是学医的", {"statement": "我表妹才是学医的"}),
    ("记错咯，是二舅", {"new_value": "二舅"}),
    ("此处有误，本人现就职于招商银行。", {"statement": "本人现就职于招商银行"}),
]
