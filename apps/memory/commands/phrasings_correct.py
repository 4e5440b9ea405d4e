"""How a correction is worded, in English and Chinese ("that's wrong, it's Y", 不对，是…, "I don't … any more"):
the patterns ``parse`` reads (the forget requests' are in ``phrasings``)."""

from __future__ import annotations

import re

from apps.memory.commands.phrasings import _PUNCT_END

# what a correction says was wrong, named (the attributes people put right; not "number", which is a call's)
_WRONG_THING_EN = (
    r"(?:city|town|place|country|state|suburb|address|street|date|day|time|month|year|name|spelling|age|job|"
    r"company|employer|school|grade|team|birthday|amount|figure|price|person|one|info|details?)"
)
_WRONG_EN = re.compile(
    r"^(?:(?:no|nope|nah|naw|wait|oops|sorry|hmm+|um+|ugh|eish(?: bru)?|yikes|ah no|ah|actually|eh|mate|lah|hold up|hold on|nahi|nahin|nahi yaar|aiyo|aiya|i'm afraid|i am afraid)[,!.:]*\s+)*"
    r"(?:(?:that's|that is|thats|this is|it's|it is|you're|you are|you've got (?:it|that)|you got (?:it|that)|you have (?:it|that))\s+"
    r"(?:not (?:right|correct|true|accurate|quite right)|wrong|incorrect|a mistake|mistaken|outdated|out of date|inaccurate|off(?!\s+(?:the\s+mark|base)))"
    r"|correction|to correct (?:that|myself)|let me correct (?:that|myself|you)|i misspoke|i made a mistake|i was wrong|my mistake|my bad|"
    # "I was off the other day, the pool's actually 38,000 litres", "I was way off —"
    r"i was (?:(?:a bit|a little|way|slightly|totally|completely|miles)\s+)?off(?:\s+(?:the other day|before|earlier|last time|there))?"
    r"(?=\s*[,;:—–-][^.;!?]{0,30}?\b(?:actually|in fact)\b[^.;!?]{0,30}?\d)|"
    r"not quite|that's (?:old news|ancient history)|that's old|that's no longer true|that is no longer true"
    # the verdict said alone ("Nope, wrong — it's Hobart", "Wrong, I'm 36", "Incorrect: Perth")
    r"|(?:(?:all |totally |completely |dead )?wrong|incorrect|not right|not correct|not true)(?=\s*[,.;:!—–-])"
    # the wrong thing named ("Wrong city, it's Adelaide", "you've got the wrong date —")
    r"|(?:(?:that's|that is|thats|you've got|you got|you have)\s+)?(?:the\s+)?wrong\s+"
    + _WRONG_THING_EN
    + r"(?=\s*[,.;:!—–-])"
    r"|(?:you|u)\s+(?:remembered|heard|wrote|noted|took|understood|saved|stored)\s+(?:it|that)(?:\s+down)?\s+wrong"
    # "you have understood wrongly", "ur wrong", "u got me wrong"
    r"|(?:you|u)(?:'ve| have| has)?\s+(?:understood|heard|got(?:ten)?|taken|noted|remembered)\s+(?:(?:me|it|that)\s+)?wrong(?:ly)?"
    r"|(?:ur|youre|u r|u are)\s+wrong"
    # "where'd you get that?", "who told you that?", "you've got the wrong end of the stick", Tagalog "mali po"
    r"|(?:where(?:'d| did| do)|who)\s+(?:you|u)\s+get\s+(?:that|this)(?:\s+from)?(?=\s*[?!])|who\s+told\s+(?:you|u)\s+that(?=\s*[?!])"
    # "no idea where you got that —", "you've got the date wrong,"
    r"|(?:no idea|not sure|dunno|i don't know)\s+where\s+(?:you|u)\s+got\s+(?:that|this)(?:\s+from)?"
    r"|(?:you've|you have|you|u)\s+got\s+(?:the|my)\s+" + _WRONG_THING_EN + r"\s+wrong"
    r"|(?:you've|you have|you|u)\s+(?:got(?:ten)?|have|grabbed)\s+(?:hold of\s+)?the\s+wrong\s+end\s+of\s+the\s+stick"
    r"|(?:(?:that's|thats|that is)\s+)?(?:the\s+)?wrong\s+end\s+of\s+the\s+stick(?=\s*[,.;:!—–-])"
    r"|(?:ay,?\s+)?mali(?:\s+po)?(?=\s*[,.;:!—–-])"
    # "that's not me —", Scots "ye've picked that up wrang", Urdu / Hindi "galat hai", Singlish "Where got?"
    r"|(?:that's|that is|thats)\s+not\s+me(?=\s*[,.;:!—–-])"
    r"|(?:you've|ye've|you have|you|ye|u)\s+(?:picked|got|taken|heard)\s+(?:that|it|this)\s+(?:up\s+)?(?:wrong|wrang)"
    r"|galat(?:\s+hai)?(?=\s*[,.;:!—–-])|where\s+got(?=\s*[?!])"
    # "a bit wide of the mark —", "you've stuffed that up", Singlish "you anyhow say one lah"
    r"|(?:that's|that is|thats|you're|you are)\s+(?:a bit |way |rather |quite |a little )?(?:wide of|off) the mark"
    r"|(?:you've|you have|you|u)\s+(?:stuffed|messed|mucked|cocked|screwed|botched)\s+(?:that|it|this)\s+up"
    r"|(?:you|u)\s+anyhow\s+(?:say|said)(?:\s+one)?(?:\s+(?:lah|leh|lor))?"
    # "you've got that backwards", "close, but no —"
    r"|(?:you've|you have|you|u)\s+(?:got(?:ten)?\s+)?(?:it|that|them|those|us)\s+(?:backwards|the wrong way (?:round|around)|back to front|reversed)"
    r"|(?:close|nearly|almost)[,]?\s+but\s+(?:no(?:\s+cigar)?|nope|not quite)(?=\s*[,.;:!—–-]|$)"
    # "that's backwards —", "it's the other way round,"
    r"|(?:that's|that is|thats|it's|it is)\s+(?:all\s+)?(?:backwards|back to front|the wrong way (?:round|around)|the other way (?:round|around)|reversed)(?=\s*[,.;:!—–-]|$)"
    # Irish "you've it arseways", South African "you've got that skew", "you're way off base"
    r"|(?:you've|ye've|you have|you|u)\s+(?:got\s+)?(?:it|that|this)\s+(?:all\s+)?(?:arseways|arse about face|skew|skewed|askew|twisted|garbled|upside down)"
    r"|(?:you're|you are|that's|that is|thats)\s+(?:way |a bit |a little |totally |completely )?off base"
    # "you've got your wires crossed", "you have noted it wrongly", "that's not what I said"
    r"|(?:you've|you have|you|u)\s+(?:got\s+)?(?:your|the)\s+wires\s+crossed"
    r"|(?:you|u)(?:'ve| have)?\s+(?:noted|written|recorded|saved)\s+(?:it|that)\s+(?:down\s+)?wrong(?:ly)?"
    r"|(?:(?:that's|thats|that is)\s+)?not\s+(?:what|waht|wat)\s+(?:i|I)\s+(?:said|told you|meant)(?=\s*[,.;:!—–-]|$)"
    # "That's not it —", "You've mixed it up,", "you've got them mixed up", "you mixed us up"
    r"|(?:(?:that's|that is|thats|it's|it is)\s+not\s+(?:quite\s+)?it|(?:that|it)\s+isn't\s+(?:quite\s+)?it"
    r"|(?:you've|you have|you|u|you've got|you got|you have got)\s+(?:(?:mixed|muddled|jumbled)\s+(?:it|them|that|those|us|me|these|things|the two)\s+up(?:\s+with\s+(?:someone|somebody|some\w+)(?:\s+else)?)?|(?:it|them|that|those|us|these|things|the two)\s+(?:mixed|muddled)\s+up)"
    r"|(?:you're|you are)\s+mixing\s+(?:it|them|us|things)\s+up)(?=\s*[,.;:!—–-]|$))"
    r"(?:\s+(?:now|anymore|any more|itself|only))?\b[\s,.;:!?—–-]*(?P<rest>.*)$",
    re.I,
)
_WEAK_EN = re.compile(r"^(?:(?:eh|oh)[,!.:]*\s+)?(?:no|nope|actually)(?:\s+lah|\s+mate)?[,!.:]*\s+(?P<rest>.+)$", re.I)
_CONTRAST_EN = re.compile(
    # (Scots "no" for "not": "I stay in Paisley, no Greenock")
    r"^(?P<new>.+?),?\s+(?:and\s+)?(?:not|(?<=,\s)no)\s+(?P<old>[^,.;!?]{1,40}?)(?:\s+(?:anymore|any more))?"
    + _PUNCT_END
    + "$",
    re.I,
)
_CONTRAST_BUT_EN = re.compile(
    r"^(?P<lead>.*?)\bnot\s+(?P<old>[^,.;!?]{1,40}?),?\s+but\s+(?P<new>.+?)" + _PUNCT_END + "$", re.I
)
_ITS_EN = re.compile(
    r"^(?:it's|its|it is|it was|that's|thats|that is|that should be|it should be|should be|the right (?:one|answer|value) is)\s+(?:actually\s+|really\s+)?(?P<value>.+?)"
    + _PUNCT_END
    + "$",
    re.I,
)

_WRONG_VERDICT_ZH = (
    # (the wrong thing named first: "搞错日子了，是初八")
    r"(?:(?:你)?(?:记|说|搞|弄|写|听)错(?:了)?(?:日子|时间|日期|名字|地方|城市|人|数字|金额|号码)了?|(?:刚才|刚刚)?打错了?|才不是(?:呢|啦)?|不对|不是的|不是这样的?|不是(?:啦|啊|呀|哦|嘛|㖞|喎)(?=[，,。.！!\s])|错了|你?(?:记|说|搞|弄|写|听|理解|看|谂|想)(?:错|歪)(?:了|咯|喽|啰|嘞)?"
    # mixed up (你记岔了, 记串了, 搞混了, 你把我和我姐搞混了): said to the assistant, or before a pause
    # ("我记混了两个人的名字", "搞混了两个会议的时间" confess, they correct nothing)
    r"|你(?:把[^，,。.！!；;：:\s]{1,12}?)?(?:记|搞|弄|听|说)(?:岔|串|混|反)了?|(?:记|搞|弄|听)(?:岔|串|混|反)了?(?=[，,。.！!；;：:\s]|$)|你?(?:记|说|搞|弄|写|听|理解)(?:得|的)(?:不对|有误|不准确|不太对)"
    # the verdict alone, one word before a pause ("错，我老家是湖南的")
    r"|错(?=[，,。.！!；;：:\s])"
    # a denial before a pause ("哪有，我是在武汉读的", "乱讲，是六月份"), and "who said so?" (Cantonese 边个话㗎？)
    r"|你?(?:这是?)?记(?:到)?哪(?:儿|里)?去了|哪跟哪(?:啊|呀)?|(?:跟|和)你说的不一样(?:欸|啊|呀|哦)?|你?讲乜嘢?(?:呀|啊)?(?=[，,])"
    r"|你?\s*(?:memory|记忆|脑子)\s*(?:出\s*bug|短路|秀逗)\s*了?(?:吧|啊)?|经(?:核实|核查|确认)(?=[，,]\s*(?:本人|我))|你?(?:记|当|写|听)成(?:了)?(?:谁|什么|啥)了?[？?]|你?(?:点|怎么|咋)记(?:㗎|的|嘅)?(?:㗎|啊|呀|架)*[？?]|(?:是)?旧\s*(?:data|info|信息|资料|数据)\s*(?:了|啦)?"
    r"|(?:哪有|胡说|乱讲|瞎说|乱说|瞎讲|胡扯|乱嚟|乱来|乱噏|乱吹)(?:八道)?(?=[，,。.！!；;\s])|没有(?:啦|的事)(?=[，,]\s*是)|没(?:这|那|呢)回事|你?\s*(?:get|理解|salah|confuse|confused|mix\s*up)\s*(?:错)?了?|张冠李戴(?:了)?|你?(?:是不是)?串台了?[？?]?|你?(?:这|那)?(?:是)?(?:搞|弄|记)串了|你?乌龙了?|离(?:晒)?谱(?:了|呀|啦|啊)*(?:你)?|你?\s*(?:typo|打错字|type错)\s*了?|(?:你)?(?:这|那)?(?:个|条)?(?:信息|资料|记录|数据)?(?:已经)?过时了|差(?:很多|得远|远了|太多)(?:耶|啦|喔)?|(?:边个|谁)(?:话|说|讲|跟你说|告诉你)(?:的)?(?:㗎|嘅|架|啊|呀)*[？?]"
    # a denial said twice, or in English, before what is right ("不是不是，我只有一个女儿", "No no no，我在…")
    r"|(?:不是|不)(?:[，,\s]*(?:不是|不))+(?=[，,。.！!\s])|(?:[Nn]o|[Nn]ope|[Nn]ah)(?:[,\s]+no)*(?=\s*[，,])|有误|有出入|不属实|与事实不符|不准确|更正(?:一下)?|纠正(?:一下)?|改一下|应该这么说)"
    r"(?:了|啦|哦|喔|噢|呀|啊|哈|的|吧|喎|㖞)?"  # (喎, read 㖞 in Simplified characters)
)
_WRONG_ZH = re.compile(
    # (said once or again: "错了错了，是周二", "不对不对，你记错了")
    rf"^(?:(?:嗯+|哦+|诶|哎|额|[Ss]orry|[Nn]ope|不好意思)[，,。.！!…~～\s]*)*"
    # (what the assistant keeps named first: "您所记录的信息有误，…")
    r"(?:(?:你|您)(?:们)?(?:所)?(?:记录|记下|记|保存|存|写)(?:下来)?的(?:信息|资料|内容|东西|记录)?"
    r"|(?:你|您)(?:那个|那条|这个|这条)\s*(?:info|信息|资料|记录|内容)?\s*|(?:该|此|这|那)(?:条|个|项)?(?:信息|资料|记录|内容)|此处(?=有误|不对|错了)|你那个是)?"
    rf"{_WRONG_VERDICT_ZH}(?:[，,。.！!\s]*{_WRONG_VERDICT_ZH})*"
    r"[，,。.！!；;：:\s]*(?P<rest>.*)$"
)
_WEAK_ZH = re.compile(r"^(?:其实|实际上|准确地说|准确来说)[，,：:\s]*(?P<rest>.+)$")
_CONTRAST_ZH = re.compile(
    r"^(?P<new>.+?)[，,]?\s*(?:而)?(?:不是|不在)(?P<old>[^，,。.！!；;]{1,20}?)(?:了|啦|啊|呀|哦|的)?"
    + _PUNCT_END
    + "$"
)
_CONTRAST_NOT_FIRST_ZH = re.compile(
    r"^(?P<lead>.*?)不是(?P<old>[^，,。.！!；;]{1,20}?)[，,]\s*(?:而)?是(?P<new>.+?)" + _PUNCT_END + "$"
)
_ITS_ZH = re.compile(r"^(?:应该)?是(?P<value>[^，,。.！!；;]{1,30}?)(?:才对|啦|了|呀|哦)?" + _PUNCT_END + "$")

# "I don't … any more"
_NO_LONGER_EN = re.compile(
    r"\bno longer\b|(?:n't|\bnot)\b.*\b(?:any ?more|any longer|these days|nowadays)\b|\b(?:stopped|quit|given up|gave up)\b"
    r"|\b(?:resigned|retired) from\b|\b(?:I've|I have) moved on from\b|\bfinished up (?:at|with)\b|\btook (?:early )?retirement\b"
    # British "packed in my job at Greggs", "jacked in the gym": something of one's own given up
    r"|\b(?:packed|jacked|chucked) in (?:my|the) (?:job|work|course|degree|apprenticeship|membership|gym|band|team|club)\b"
    # "I left Woolies back in June": an employer left, said with when (not "I left London last night", "I left Sarah a message")
    r"|\bI(?: have|'ve)? left (?-i:[A-Z])[\w&'-]*(?: (?-i:[A-Z])[\w&'-]*)? (?:back )?(?:in (?:January|February|March|April|May|June|July"
    r"|August|September|October|November|December|\d{4})|(?:last|this) (?:year|month|spring|summer|autumn|fall|winter)|\w+ (?:years?|months?) ago)\b"
    # "I've not been at Lloyds since the spring", "haven't worked there since May"
    r"|(?:n't|\bnot)\s+(?:been|worked|lived)\s+(?:at|with|in|for|there)\b[^.;!?]*\bsince\b"
    # Nigerian English "again" for "any more" ("I don't work at GTBank again o")
    r"|(?:n't|\bnot)\b.*\bagain\s+(?:o+|oh|sha)\b|(?:n't|\bnot)\s+(?:work|live|stay|school|study|attend|smoke|drink)\b[^.;!?]*\bagain[\s.!]*$",
    re.I,
)
_NO_LONGER_ZH = re.compile(
    r"(?:不再|已经不|早就不|早已不|再也不|现在不[^，,。]*了|已不|戒了|戒掉了|没再"
    # 我不在上海住了, 不住宿舍了: where one lived or worked, left
    r"|不在[^，,。]{1,12}?(?:住|工作|上班|上学|读书|念书|干|待|呆)了|(?:上个?月|去年|前年|年初|年底|今年|上半年|下半年|\d{1,2}月份?|\d{4}年)(?:就|已经)?从(?!医院|家|学校|超市|机场|公司|单位|商场|车站|里|那|这)[^，,。]{2,10}?(?:离职|出来)了|(?:离职|辞职|退休|辞工)了|辞了工|搬出[^，,。]{1,12}?了|不住[^，,。]{1,12}?了|(?:已经|早就|早已|现在)没(?:在|有)?[^，,。]{0,20}了)"
)
_SUBJECT_I_EN = re.compile(r"^(?:(?:siku hizi|these days|nowadays|lately),?\s+)?(?:i|i'm|i am|i've|my)\b", re.I)
# … or with the "I" dropped ("Not married anymore, FYI.", "no longer at Deloitte")
_NOT_ANY_MORE_EN = re.compile(r"^(?:not|no longer)\s+(?!sure\b|really\b|that\b|this\b|it\b|you\b)\w", re.I)
_SUBJECT_I_ZH = re.compile(r"^(?:我|我的)")


# openers that put a value right only when what follows says one ("Miles out, it's Ballymena", "You're thinking of
# my brother — I'm the accountant", "Back up a sec — I'm in Bathurst, not Orange"); in everyday talk they open
# other things ("Hang on a sec, let me check my calendar", "Not like that, use a for loop")
_WRONG_SOFT_EN = re.compile(
    r"^(?:(?:no|nope|nah|oh|ah|eh|sorry|um+)[,!.:]*\s+)*(?:"
    r"(?:not even close|nowhere near|not even near|miles out|miles off|way out|(?:the )?other way (?:round|around)|not like that|not so"
    r"|back up a (?:sec|second|minute|bit)|hang on a (?:sec|second|minute))(?=\s*[,.;:!—–-])"
    r"|(?:you've|you have|you)\s+(?:jumbled|garbled|scrambled)\s+(?:that|it|this)(?:\s+up)?(?=\s*[,.;:!—–-])"
    r"|(?:you|u)(?:'ve| have| must have| must've| might have| probably)?\s+(?:misheard|misunderstood|misread|misremembered|misheared)(?:\s+(?:me|it|that|this))?(?=\s*[,.;:!—–-])"
    r"|(?:you're|you are|you must be|u r)\s+(?:thinking of|confusing me with|mixing me up with)\s+(?:someone|somebody|my\s+\w+|\w+)(?:\s+else)?(?=\s*[,.;:!—–-])"
    r")[\s,.;:!?—–-]*(?P<rest>.+)$",
    re.I,
)
# … a statement with a value: a name, a place, a figure, or what is not so any more
VALUE_STATEMENT_EN = re.compile(
    r"^(?:it's|it is|its|that's|i'm|i am|i live|i work|i'm in|my|our|we're|we are|we live|he's|she's|he is|she is)\b"
    r"(?:[^.!?]*?(?:\b(?-i:[A-Z])\w|\d)|[^.!?]*,?\s+not\s+\w)|^i'?m the\b",
    re.I,
)
