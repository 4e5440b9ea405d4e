"""How a forget or correct request is worded, in English and Chinese: the patterns ``parse`` reads."""

from __future__ import annotations

import re

_PUNCT_END = r"[\s.!?。！？~～…\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]*"
_FILL_EN = (
    r"^(?:(?:ok(?:ay)?|hey|hi|yo|so|and|also|well|alright|right|oh|um+|uh|hmm+|actually|btw|one more thing|by the way|eh|abeg|biko|ugh|oya|ag man|ag|aiyo|aiya)[,!.:]*\s+)*"
    r"(?:(?:please|pls|plz|kindly|tafadhali)[,]?\s+)?"
    # ("do us a favour and …", "be a love and …": a request put kindly)
    r"(?:do (?:us|me) a favou?r(?: and|,)\s+|be a (?:love|dear|doll|darling|sweetheart|star) and\s+)?"
    # "Kindly do the needful and …", "I'd be grateful if you could …", "it would be great if you'd …"
    r"(?:do the needful and\s+|request you to\s+|(?:i'd|i would|we'd) (?:be (?:so |really |very )?grateful|appreciate it) if (?:you|u) (?:could|would|can)\s+"
    r"|it would be (?:great|good|nice|helpful) if (?:you|u) (?:could|would)\s+|would you be (?:so )?kind (?:as to|and)\s+)?"
    r"(?:gonnae\s+(?:jist\s+|just\s+)?|i(?: would|'d| must) ask (?:you|u) to\s+|i (?:request|ask) that (?:you|u)\s+)?"
    r"(?:go ahead and\s+)?(?:(?:can|cna|could|would|will) (?:you|u|ya)(?: ever)?(?: please| pls| plz| kindly)?(?: just)?\s+|i (?:want|need|'d like|would like) (?:you|u) to\s+|(?:you|u) (?:can|should|may|could) (?:now |just |also )?)?"
    r"(?:(?:please|pls|plz)[,]?\s+)?(?:just\s+)?(?:(?:permanently|completely|fully|totally|immediately)\s+)?"
)
# what may follow a request: a reason in a sentence of its own ("? I'd rather keep that private"), or
# after a comma when it opens as one (", dont need it anymore"), or a word of thanks
_REASON_AFTER_EN = (
    r"(?:[.?!]\s+[^.?!]{1,80}|,\s+(?:i|i'd|i'm|im|dont|don't|no need|not|it|it's|its|they|they're|that's|thats|because|cos|coz|since|as)\b[^.?!]{0,60}"
    r"|,\s+(?:yeah|ok|okay|thanks|thx|cheers|mate|pal|bro|love)|\s+(?:lol|lmao|haha+))?"
    # (or a reason after a dash: "…, please — we're not speaking")
    r"(?:,?\s*[—–]+\s*[^.?!—–]{1,60})?"
)
_FORGET_EN = re.compile(
    _FILL_EN
    + r"(?P<verb>forget(?: about| abt| 'bout| bout)?(?: (?:that )?i (?:ever )?(?:mentioned|told you(?: about)?|said(?: anything about)?))?"
    r"|pretend (?:that )?(?:i (?:never|didn't) (?:told|tell|mention(?:ed)?|say|said)(?: you)?(?: anything)?(?: about)?|you never (?:heard|knew)(?: about)?)"
    r"|un-?save|un-?remember|un-?know|(?:stop|quit) (?:remembering|storing|saving|keeping track of|minding)|unlearn|(?:delete|remove|erase|wipe(?! the slate)|clear|drop|scrub|purge|scrap|ditch|bin|toss|junk|trash|nuke|discard|strike|expunge|obliterate|shred|blank|memory-?hole|deep-?six|turf|dump|axe|omit|efface|nix)(?: out| off)?"
    # verbs of life talk too (get rid of a sofa, let go of a rope): read only of what is known (``_KEPT_EN``)
    r"|(?:(?:would|do) you mind )(?:forgetting|deleting|removing|erasing|wiping|clearing)(?: about)?"
    r"|(?P<life>get rid of|get shot of|do away with|dispose of|bury|kill off|redact|blot out|disregard|wipe the slate clean on|let go of|lose|throw (?:away|out)|chuck (?:away|out)|(?:stop|quit) (?:holding|hanging) on ?to|(?:stop|quit) keeping))"
    r"\s+(?P<target>.+?)" + _REASON_AFTER_EN + _PUNCT_END + "$",
    re.I,
)
_DONT_REMEMBER_EN = re.compile(
    _FILL_EN
    + r"(?:(?:(?:please|pls|plz)\s+)?(?:don't|do not|dont|never|stop|quit|no need to|there's no need to|you don't need to|you do not need to|"
    r"you shouldn't|you should not|i don't want you to|i do not want you to|i'd rather you didn't|i'd prefer you not|(?:would|do) you mind not|(?P<loose>no more)"
    # (Jamaican "nuh badda memba …": don't bother remembering)
    r"|nuh(?: badda| bother)?|no need fi|doan|(?P<bother>(?:don't|do not|dont|no need to|you needn't|needn't) bother))\s+"
    r"(?:ever\s+|to\s+)?(?:remember(?:ing)?|memba|rememba|(?P<life>keep(?:ing)?|(?:hold|hang)(?:ing)? on ?to)|stor(?:e|ing)|sav(?:e|ing)|record(?:ing)?|retain(?:ing)?|know|keep track of))"
    r"\s+(?P<target>.+?)" + _REASON_AFTER_EN + _PUNCT_END + "$",
    re.I,
)
# the target first and the verb after a pause ("oh and my therapist's name, forget that pls"): read
# only of what the assistant knows (``_about_memory``), never "the party, forget it, it's off"
_FORGET_EN_TARGET_FIRST = re.compile(
    r"^(?:(?:ok(?:ay)?|oh|and|also|so|btw|actually|one more thing)[,!.]*\s+)*(?P<target>[^,;]+?)[,;]\s*"
    r"(?:please\s+|pls\s+|just\s+)*(?P<life>forget|delete|erase|remove|drop|scrap|ditch|bin)\s+(?:that|it|this)(?: one)?"
    r"(?:,?\s+(?:please|pls|plz|thanks|thx|ty))?" + _PUNCT_END + "$",
    re.I,
)
# where the assistant keeps what it knows ("from your memory", "out of your notes")
_WHERE_KEPT_EN = r"(?:memory|memories|memroy|memeory|memry|notes|records|files|list|database|system|head|brain)"
# "take my kids' names out of your memory", "get my address off your list": where it is kept said
_TAKE_OUT_EN = re.compile(
    _FILL_EN
    + r"(?:take|get|put|knock|leave|scratch|cross|strike|wipe|erase|expunge|delete|remove|redact|lose|clear off|clear|comot|cancel|yeet|blank|shred|kick|delink|flush|zap)\s+(?P<target>.+?)\s+(?:out of|outta|off|from) (?:(?:your |ur |the )?"
    + _WHERE_KEPT_EN
    + r"|(?:your|ur) mind"
    # (or where it is kept said as what is kept: "from whatever you are keeping about me")
    + r"|whatever (?:you|u)(?:'re| are|'ve| have)? (?:keeping|storing|holding|have|know|remember|got|stored|saved)(?: (?:about|on) me)?)"
    # (and a reason after a pause: "…from your memory, I no wan wahala"; Irish "… there")
    + r"(?:\s+there)?(?:,?\s+(?:please|pls|plz|thanks|thank you|thx|ty|ta|cheers(?: mate)?|lol|lmao|haha+))?(?:[,;]\s+[^,;]{1,60})?"
    + _PUNCT_END
    + "$",
    re.I,
)
# any verb when where it is kept is said as the assistant's memory ("Turf my rego number from your memory,
# mate, …", "dump ma council tax reference oot yer memory, pal, …", "efface from your memory the particulars
# of …", "my m-pesa statements from march, let them fade from ur memory sawa, …"): what it names, if the
# person's ("my", "the …"); never "get that song out of your head"
_IN_MEMORY_EN = r"(?:from|out of|outta|oot o'|oot|off|frae)\s+(?:your|ur|yer|yo|the)\s+(?:memory|memories|memroy|memry|notes|records|database)\b"
_ANY_VERB_FROM_MEMORY_EN = re.compile(
    _FILL_EN
    + r"(?:[a-z][a-z-]*\s+){1,2}?(?:(?P<target>(?:my|ma|mah|mi|our|the|all|any)\b.+?)\s+(?:(?:disappear|vanish|go away|fade)\s+)?"
    + _IN_MEMORY_EN
    + r"|"
    + _IN_MEMORY_EN
    + r"\s+(?P<target2>(?:my|ma|our|the|all|any)\b.+?))(?:[,;]\s*[^,;]{1,60}){0,2}"
    + _PUNCT_END
    + "$",
    re.I,
)
_TARGET_THEN_FROM_MEMORY_EN = re.compile(
    r"^(?P<target>(?:my|ma|our)\b[^,;]{2,60}?)[,;]\s*(?:[^,;]{0,30}?\s)?" + _IN_MEMORY_EN + r".*$", re.I
)
# "Let my Leaving Cert results slip your mind there, like a good man"; "I should be obliged if my medical
# insurance details were excised from your memory forthwith"
_SLIP_MIND_EN = re.compile(
    _FILL_EN + r"(?:let\s+(?P<target>.+?)\s+slip (?:your|ur) mind"
    r"|i (?:should|would|'d) be (?:most |much |very )?(?:obliged|grateful) if\s+(?P<target2>.+?)\s+(?:were|was|could be|are)\s+"
    r"(?:excised|removed|deleted|erased|expunged|struck|purged|forgotten|wiped|cleared)\s+(?:from|out of) (?:your |the )?"
    + _WHERE_KEPT_EN
    + r")(?:\s+(?:there|forthwith|immediately|at once|now|please))?(?:,\s*[^,;]{1,40})?"
    + _PUNCT_END
    + "$",
    re.I,
)
# "make sure my mother's diagnosis is not there in your memory anymore": that it is not kept, asked
_NOT_KEPT_EN = re.compile(
    _FILL_EN
    + r"(?:make sure|ensure|see to it that|check that)\s+(?P<target>.+?)\s+(?:is|are)(?:n't| not| no longer)\s+"
    + r"(?:there\s+|kept\s+|stored\s+|saved\s+)?(?:in|on) (?:your |ur |the )?"
    + _WHERE_KEPT_EN
    + r"(?:\s+(?:any ?more|any longer))?"
    + _PUNCT_END
    + "$",
    re.I,
)
# "I hereby withdraw my consent for you to retain my therapy notes": permission to keep it taken back
_CONSENT_WITHDRAWN_EN = re.compile(
    _FILL_EN
    + r"(?:i\s+)?(?:hereby\s+)?(?:withdraw|revoke|take back|rescind)\s+(?:my\s+)?(?:consent|permission|authori[sz]ation)"
    r"\s+(?:for\s+(?:you|u)\s+)?(?:to|that you)\s+(?:retain|keep|store|hold(?: on to)?|remember|save|process)\s+(?P<target>.+?)"
    + _PUNCT_END
    + "$",
    re.I,
)
# "I want my address gone from your memory", "I'd like my phone number gone"
_GONE_EN = re.compile(
    _FILL_EN + r"i(?: want| need|'d like| would like) (?P<target>.+?)\s+(?:gone|deleted|erased|removed|wiped|forgotten)"
    r"(?P<kept>\s+(?:from|out of) (?:your |the )?" + _WHERE_KEPT_EN + r")?" + _PUNCT_END + "$",
    re.I,
)
# what a verb of life talk (get rid of, let go of, hold on to, keep) must name to be about memory: what the
# assistant knows or was told, or a piece of the person's data ("my sister's phone number"; a slot's word)
_KEPT_EN = re.compile(
    r"^(?:all |any |everything |anything )?(?:what|whatever|everything|anything|all)\s+(?:you|you've|u|i|i've)\b"
    r"|^(?:the|this|that|any|my) (?:memory|memories|fact|facts|note|notes|info|information|record|records|data)\b"
    r"|^(?:the )?(?:info|information|stuff|things?|details?) (?:about|on) (?:me|my)\b|\b(?:you|you've) (?:know|remember|have|got|stored|saved|noted|kept|recorded)\b"
    r"|\b(?:from|in|out of) (?:your |ur |the )?" + _WHERE_KEPT_EN + r"\b"
    r"|^my\b.*\b(?:numbers?|phone|email|e-mail|address|details|data|info|password|pin|history|records?|diagnosis|handle|username|login|account|id|ids|card|code|results?|statements?|payslips?)\b",
    re.I,
)
# "delete/remove …" is about memory only when the words say so ("delete my address", "remove what
# you know about my job"), never "delete the file"
_MEMORY_CONTEXT_EN = re.compile(
    r"^(?:all |any |everything |anything )?(?:my|mine|me|what|that|where (?:i|my)|how (?:i|much i|old i)|whatever|"
    r"(?:the|this|that) (?:memory|memories|fact|facts|info|information|note|part|bit|thing|stuff)s?\b|"
    r"(?:the )?(?:info|information|stuff|things?) (?:about|on) (?:me|my)\b|(?:you|you've) (?:know|remember|have|got|stored|saved|noted|kept|recorded|wrote down|learned|learnt))\b"
    r"|^(?:everything|anything|all|whatever)\s+(?:about|on|to do with|regarding)\s+(?:me|my)\b"
    r"|^(?:everything|anything|all|what|whatever)\s+(?:i|i've)\s+(?:said|told you|mentioned|shared)\b"
    r"|\b(?:from|in|out of) (?:your |the )?" + _WHERE_KEPT_EN + r"\b",
    re.I,
)
_BARE_PRONOUN_EN = re.compile(
    r"^(?:that|this|it|those|these|them|what i (?:just )?said|what i told you|the last (?:thing|one|message)|"
    r"that (?:last )?(?:one|thing|bit|part|fact|memory)|this (?:one|thing|fact|memory))$",
    re.I,
)
_TOO_BROAD_EN = re.compile(
    r"^(?:everything|all|all of it|all (?:my|of my) (?:data|memories|information)|everything (?:about me|you know)(?: about me)?)$",
    re.I,
)
_NOT_A_COMMAND_EN = re.compile(r"^(?:it|about it|it all)(?:,|$)|\bnever ?mind\b", re.I)

_FILL_ZH = r"^(?:(?:嗯+|哦+|好吧|好的|那个|对了|另外|还有|然后|那|好|行|喂|诶|欸)[，,。.！!~\s]*)*(?:恳请|烦请|请您|请你?|麻烦你?|拜托你?|帮我|你|以后|现在|可以|能不能|能|可不可以|帮忙|直接|我要|我想|快点|赶紧|马上)*"
_ZH_VERB = (
    r"(?:忘(?:个|得)?(?:一干二净|干干净净)|忘光光?|忘干净|删干净|删去|统统忘掉|拿掉|拿走|忘掉|忘了|忘记|遗忘|忘|删掉|删了|删除|删|去掉|清除|清掉|清理|抹掉|抹去|抹除|擦掉|擦除|注销|销毁|消掉|一笔勾销|铲走|铲掉|消除|移除|移走|(?:予以)?(?:踢出|移出|清出|剔除)(?:你的?)?(?:记忆库|记忆|脑子|数据库|记录)?(?:里|中)?|(?:delete|remove|erase|forget|unlearn|wipe|format|buang)\s*掉?"
    # (verbs of life talk too, 把订单撤销, 把桌子抹干净: read only of what the assistant was told, ``_about_memory``)
    r"|(?P<life>划掉|划去|勾掉|清干净|抹干净|作废|清零|撤下来|撤下|撤掉|撤销|翻篇))"
)
# where the assistant keeps it: 从你那儿 / 从你这 / 你那边 / 从记忆里 / 从你的笔记中
_ZH_WHERE_KEPT = (
    r"(?:(?:从|在)?你(?:的)?(?:那儿|那里|那边|这儿|这里|这边|那|这)(?:里)?"
    r"|(?:从|由)\s*(?:你的?|您的?)?\s*(?:记忆|脑子|笔记|记录|资料|数据库|数据|memory)\s*(?:里面?|中|当中|度)?)"
)
_ZH_TAIL = (
    r"(?:掉)?(?:一下子?|下)?(?:吧|了|啊|哈|呗|呀|啦|哦|嘛|喔|噢|咯)*(?:[，,]\s*(?:谢谢|谢啦|多谢|麻烦了|拜托了?|thanks|thx))?"
    + _PUNCT_END
    + "$"
)
_ZH_THIS = r"(?:这(?:条|件事|个|些|一条|句话?|段)|那(?:条|件事|个|些|一条|句话?|段)|的(?:记忆|信息|事情?|内容|资料))"
# what stands between a target said first and its verb: to whom, and how (我的体重你就别存了, 你也, 千万)
_ZH_ASIDE = r"(?:你|就|也|都|千万|可以|直接|还是|统统|全部|全都|请|麻烦你?|帮我|\s*pls\s*|\s*please\s*)*"
# told as if unsaid, unheard (你就当没听过, 当我没说过, 就当没听到吧): said to the assistant, never of oneself
_ZH_UNSAID = (
    r"(?:权)?当(?:作|做|成)?(?:我没(?:说|讲|提)|不知道|没(?:听|看)(?:过|到|见)|没(?:听说|听见)|没这回事)(?:过)?"
)
_FORGET_ZH_BA = re.compile(
    _FILL_ZH
    + r"(?:把|将)(?P<target>.+?)(?:"
    + _ZH_WHERE_KEPT
    + r")?"
    + _ZH_THIS
    + r"?(?:都|全|全部|也|就)?(?:给(?:我)?)?"
    + _ZH_VERB
    + _ZH_TAIL
)
# … with a reason after a pause ("把我公积金账号忘了吧，当时不该发给你的"): only of what the assistant was told
# (``_about_memory``), never 把过去忘了吧，向前看
_FORGET_ZH_BA_REASON = re.compile(
    _FILL_ZH
    + r"(?:把|将)(?P<target>[^，,。]+?)(?:"
    + _ZH_WHERE_KEPT
    + r")?(?:都|全|全部|也|就)?(?:给(?:我)?)?"
    + _ZH_VERB
    + r"(?:掉)?(?:吧|了|啊|啦|哦|呗)*[，,]\s*[^，,。]{1,20}"
    + _PUNCT_END
    + "$"
)
_FORGET_ZH_VERB_FIRST = re.compile(
    _FILL_ZH
    + r"(?:"
    + _ZH_WHERE_KEPT
    + r")?\s*(?:忘掉|忘记|忘了|遗忘|删掉|删除|删了|清除|清空|抹掉|擦掉|去掉|移除|拿掉|拿走|注销|铲走|铲掉|(?P<life>撤回|收回|销毁)|(?:unlearn|forget|delete|remove|erase|wipe)\s*掉?)\s*(?:一下子?|下)?(?:关于)?(?P<target>.+?)"
    + _ZH_TAIL
)
_FORGET_ZH_TARGET_FIRST = re.compile(
    _FILL_ZH
    + r"(?P<target>.+?)"
    # what points at it (这条), or where it is kept (我前男友的名字你那边删掉吧)
    + rf"(?:{_ZH_THIS}{_ZH_ASIDE}|[，,]?\s*{_ZH_ASIDE}{_ZH_WHERE_KEPT}{_ZH_ASIDE})"
    + r"(?:给(?:我)?)?\s*(?:忘掉|忘了|忘记|删掉|删了|删除|去掉|清除|清掉|抹掉|移除|(?P<life2>清零|作废|翻篇)|(?:format|delete|remove|erase)\s*掉|(?P<life>划掉|划去|勾掉))"
    + _ZH_TAIL
)
# said to the assistant after what it names, with nothing pointing at it (我女朋友的名字你就忘了吧):
# a request only of what the assistant was told (``_about_memory``), never 这些烦心事你就忘了吧
_FORGET_ZH_TOLD = re.compile(
    _FILL_ZH
    + r"(?P<target>.+?)你\s*"
    + _ZH_ASIDE
    + r"(?:给(?:我)?)?(?:把(?:它|他|这个|这事)|将其)?\s*(?:忘(?:个|得)?(?:一干二净|干干净净)|忘光光?|忘干净|忘掉|忘了|忘记|删掉|删了|删除|去掉|抹掉|抹除|擦掉|移除|洗了它|洗了他|洗走|揼(?:咗|了|走)?(?:佢|它|他)?|(?:forget|delete|del|remove|erase|wipe|clear|purge|buang|[Cc]trl\s*\+\s*[Zz]|[Uu]ndo|撤销)\s*(?:一下|掉)?)"
    # (Cantonese 洗咗佢 and 唔该, read 洗了他 and 拜托: "…你洗咗佢啦，唔該"; del 咗佢, read del 了他)
    + r"(?:了?(?:他|它)(?=[吧啦啊呀哦]|$))?(?:吧|了|啊|哈|呗|呀|啦|哦|嘛)*(?:[，,]?\s*(?:thanks|thx|谢谢|谢啦|拜托|多谢))?(?:[，,][^，,。]{1,12})?"
    + _ZH_TAIL
)
_FORGET_ZH_UNSAID = re.compile(
    _FILL_ZH
    + r"(?:把|将)?(?P<target>.*?)"
    + _ZH_THIS
    + r"?"
    + _ZH_ASIDE
    + _ZH_UNSAID
    + r"(?:吧|了|啊|哈|呗|啦|哦|嘛)*"
    + _PUNCT_END
    + "$"
)
_DONT_REMEMBER_ZH = re.compile(
    _FILL_ZH
    # (and what is no longer allowed: 我不再授权你记住…)
    + r"(?:别|不要|不用|无需|不必|不需要|请勿|用不着|不许|不准|我?不再?(?:授权|允许|同意|准许)你)(?:再|帮我|给我)*(?:记(?:着|住|得|下|录)?|保存|存(?:着)?|留底|留档|\s*(?:simpan|save|keep)\s*|(?P<life>留(?:着|下)?|保留))(?![错错])"
    r"(?P<target>.*?)(?:了|吧|啦|哈|哦|呀|啊|嘛)*" + _PUNCT_END + "$"
)
# 别把我的薪资记下来, 不要把我的病历存起来
_DONT_REMEMBER_ZH_BA = re.compile(
    _FILL_ZH + r"(?:别|不要|不用|无需|不必|不需要|请勿|用不着)(?:再)?(?:把|将)(?P<target>.+?)(?:给我?)?"
    r"(?:记(?:下来|下|住|着|录下来|进去)|存(?:下来|起来|进去|着)?|保存(?:下来|起来)?|(?P<life>留(?:下来|着)))"
    r"(?:了|吧|啦|哈|哦)*" + _PUNCT_END + "$"
)
# a target, a pause, the verb (我公司的地址，删掉。): only of what the assistant was told (``_about_memory``)
_FORGET_ZH_PAUSE = re.compile(
    r"^(?P<target>[^，,。；;]+?)[，,]\s*"
    + _ZH_ASIDE
    + r"(?:给(?:我)?)?(?:忘掉|忘了|删掉|删了|删除|去掉|抹掉|抹干净|清干净|删干净|移除|消掉|销毁|一笔勾销)(?:它|他|这个)?"
    + _ZH_TAIL
)
# what is to be gone, then 给我 and the verb, with a reason after it ("我的考研分数给我消掉，太丢人了"): only
# of what the assistant was told (``_about_memory``)
_FORGET_ZH_GIVE_ME = re.compile(
    _FILL_ZH
    + r"(?P<target>[^，,。；;]+?)"
    + _ZH_ASIDE
    + r"给我(?:把它)?(?:删掉|删了|消掉|去掉|抹掉|清掉|忘掉|忘了)(?:吧|了|啊|哈|啦|哦)*(?:[，,][^，,。；;]{1,14})?"
    + _PUNCT_END
    + "$"
)
# "我的 visa 状态不需要进你的 memory": what need not go into the assistant's memory
_NOT_INTO_MEMORY_ZH = re.compile(
    _FILL_ZH
    + r"(?P<target>.+?)\s*"
    + _ZH_ASIDE
    + r"[，,]?\s*(?:请勿|请不要|不需要|不用|不必|别|不要|无需)(?:再)?(?:进|放进|存进|写进|记进|进到|纳入|放入|写入|存入|记入)(?:你的?)?\s*(?:memory|记忆库?|脑子|记录|笔记|数据库)(?:里|中)?"
    + _ZH_TAIL
)
# what is to be let go, said after a pause ("我媽住院的事，你聽過就算了喔") or as let go ("我前任的微信号就让它从你记忆里
# 蒸发吧"): only of what the assistant was told (``_about_memory``)
_LET_IT_GO_ZH = re.compile(
    _FILL_ZH
    + r"(?:(?P<target>[^，,。；;]+?)(?:[，,]\s*你(?:听|看)(?:过|完|了)?就(?:算了|好|行)|(?:就|也)?让(?:它|这些|这件事)"
    + _ZH_WHERE_KEPT
    + r"?\s*(?:蒸发|消失|消失掉|淡出|过去))"
    # (or the thing said after 让, where it is kept said too: 让我的门牌号从你的记忆里消失吧)
    + r"|让(?P<target2>[^，,。；;]+?)"
    + _ZH_WHERE_KEPT
    + r"\s*(?:蒸发|消失|消失掉|淡出))"
    + _ZH_TAIL
)
# 烦请对…作不留存处理; …请别再放在你的记忆里了，谢谢; 把…丢进你的回收站吧; (Cantonese) 将…掉咗佢，<reason>
_NOT_KEPT_ZH = re.compile(
    _FILL_ZH
    + r"(?:对(?P<target>.+?)(?:作|做|进行|予以)?(?:不(?:予)?(?:留存|保存|保留|记录|存档)|删除|清除|遗忘)(?:处理)?"
    r"|(?P<target2>.+?)(?:请|你)?(?:别|不要|不用|不必)再?(?:放|存|留|记|写|搁)(?:在|进|到)?你的?\s*(?:记忆|脑子|memory|记录|笔记|数据库)库?(?:里面?|中)?"
    r"|(?:把|将)(?P<target3>.+?)(?:丢|扔|放|拖|移)(?:进|到)你的?(?:回收站|垃圾桶|垃圾箱|碎纸机)(?:里)?"
    r"|(?:把|将)(?P<target4>.+?)(?:删|丢|扔|清|铲)?(?:掉|走)了?(?:他|它|佢)"
    r"|(?P<target5>[^，,。]+?)[，,]\s*(?:请|麻烦)?(?:(?:不予|勿|不要|别)(?:记录|留存|保存|存档|存储)|予以(?:删去|删除|清除|删掉|抹去)))"
    r"(?:了|吧|啦|哈|哦|喔)*(?:[，,]\s*[^，,。]{1,20})?" + _PUNCT_END + "$"
)
# "你怎么记成厦门了？我老家是福州": the value it was taken for, then the one that is right
_TAKEN_FOR_ZH = re.compile(
    r"^(?:你)?(?:怎么|咋|为什么)?(?:记|写|听|搞|弄|当)成(?:了)?(?P<old>(?!谁|什么|啥|哪)[^，,。？?！!]{1,12}?)(?:了|啦|呢)?[？?！!，,。\s]+(?P<rest>.+)$"
)
_DONT_REMEMBER_ZH_TARGET_FIRST = re.compile(
    r"^(?P<target>.+?)[，,]?\s*"
    + _ZH_ASIDE
    + r"(?:别|不要|不用|无需|不必|不需要|不许|不准|(?:能不能|可不可以|能|可以)不)(?:再)?(?:记(?:着|住|了|下来|进去)?|写进(?:记忆|去)(?:里)?|保存|留底|留档|存(?:档|下来|进去)?|(?P<life>留(?:着|下|住)?))(?:了|吧|啦|哈|哦|呀)*"
    # (and the deletion asked again: "…，别存了，删掉")
    r"(?:[，,]\s*(?:删掉|删了|删除|忘掉|忘了)(?:吧|了|啦)*)?" + _PUNCT_END + "$"
)
_KEPT_ZH = re.compile(
    r"我(?:的|家|老|孩子|女儿|儿子|爸|妈|男|女|前|旧|那些|那段|那件|那次|这些)|本人|车牌|关于我|验证码|(?:刚刚|刚才|之前)发(?:给你)?的|(?:我|你)(?:刚刚|刚才|之前|上次|昨天|以前)?(?:说|讲|提|告诉你|跟你说|记)过?的|跟你(?:说|讲|提)过?的|(?:上传|发给你|给你|提供)过?的|信息|资料"
    r"|电话|号码|手机号|邮箱|地址|住址|名字|姓名|生日|身份证|护照|病|症|数据|指标|体检|存款|账号|密码|工资|收入|单位|学校"
    # (a thing told, pointed at after its name: "焦虑症那个事你把它忘了吧")
    r"|(?<=.)(?:那|这)(?:个|件)事"
)
_BARE_PRONOUN_ZH = re.compile(
    r"^(?:这|那)(?:个|条|件事|些|句话?)?$|^(?:刚才|刚刚|之前|上面)(?:说|讲)的(?:那个|这个|那条|这条|话|内容)?$|^(?:它|这些|那些)$"
)
_TOO_BROAD_ZH = re.compile(
    r"^(?:所有|全部|一切|所有的?(?:事|东西|记忆|信息|内容)|关于我的(?:所有|一切|全部)(?:事|东西|记忆|信息)?)$"
)
# a part of a text ("这段话里的第二句", "邮件中的这一句"): an edit asked of the text, not of memory
_TEXT_PART_ZH = re.compile(r"(?:段话|段文字|篇|文章|段落|文本|稿子?|邮件|文档|表格|句子|代码)(?:里|中|当中)")
_NOT_A_COMMAND_ZH = re.compile(r"(?:吗|么|没有?|吧\?|\?|？)$")
_SUBJECT_ZH = re.compile(r"^(?:我|我们|他|她|他们|她们|你们)$")

# a cheap test for "could this be a command at all" before asking a model
_MAYBE_COMMAND = re.compile(
    r"forget|remember|delete|remove|erase|wipe|\bwrong\b|not right|incorrect|correct|mistake|misspoke|any ?more|any longer|no longer|"
    r"stopped|\bquit\b|scrap|ditch|purge|get rid|\bagain\b|\bmali\b|minding|comot|wrong end|get that|told you that|unlearn|no more sav|make sure|"
    r"哪有|乱讲|胡说|瞎说|谁说|边个话|擦掉|注销|遗忘|留底|不许|授权你|洗了|let go|hold(?:ing)? on|hang(?:ing)? on|(?:n't|not|never|no need to|stop|quit) keep|gone (?:from|out of)|"
    r"(?:want|like|need) .{1,60} gone|not it|isn't it|mix(?:ed|ing)|muddled|"
    r"strike|discard|out of your|expunge|obliterate|throw (?:away|out)|chuck|backwards|wrong way|back to front|close,? but|"
    r"忘|别再?记|不要记|不用记|别存|删|清除|清掉|抹掉|去掉|移除|划掉|留着|保留|当没|当我没|不对|错|岔|串了|混了|反了|更正|纠正|不再|已经不|已经没|不是啦|不是啊|不在.{1,12}?了|不住",
    re.I,
)
_CHOICE = re.compile(
    r"^(?:(?:ok(?:ay)?|yes|yeah|the)[,\s]+)?(?:forget|delete|remove|忘掉|忘了|删掉|删除|删)?\s*(?:number|no\.?|#|第)?\s*"
    r"(?P<nums>[1-9](?:\s*(?:,|，|、|and|和|&|\s)\s*(?:number|#|第)?\s*[1-9])*)\s*(?:条|个|号|项)?"
    r"(?:\s*(?:please|吧|了|one|ones))?" + _PUNCT_END + "$",
    re.I,
)
_CHOICE_ALL = re.compile(
    r"^(?:(?:forget|delete|remove)\s+)?(?:both|all of them|all|them all|都删了?|全部删掉?|都忘了|全删了?|两条都删了?|都删掉|全部忘掉)(?:吧|了)?"
    + _PUNCT_END
    + "$",
    re.I,
)
