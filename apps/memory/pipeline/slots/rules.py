"""The rule table: one row per phrasing (slot, pattern, which fact the capture fills, a check on it). This
file holds names, ages, work, shoe sizes and commutes; ``rules_place`` places and ``rules_life`` the rest,
joined here in order (the first rule that matches wins)."""

from __future__ import annotations

import re

from apps.memory.pipeline.lexicon import NAME_EN
from apps.memory.pipeline.slots.patterns import _BE, _PLACE_EN, _STOP_EN, _r, _Rule
from apps.memory.pipeline.slots.rules_life import _DURATION_EN, _DURATION_ZH, RULES_LIFE
from apps.memory.pipeline.slots.rules_place import RULES_PLACE
from apps.memory.pipeline.slots.work_words import MADE_TITLE, SINCE_ZH, TITLE_WORD, WORKPLACE_ZH

_RULES: list[_Rule] = [
    # names
    _r(
        "name",
        rf"\b[Mm]y (?:name(?: is|'s)|names are)(?: actually| really| in fact)? ({NAME_EN}(?: {NAME_EN})?)\b",
        check="name_en",
    ),
    _r("name", rf"^name(?: is|'s)(?: actually| really| in fact)? ({NAME_EN}(?: {NAME_EN})?)\b"),  # after "my wife's"
    # someone else's (or a pet's) name: not the speaker's, and never one value that replaces another
    _r(
        "named",
        r"\b(?:[Hh]is|[Hh]er|[Ii]ts|[Tt]heir) name(?: is|'s)(?: actually| really| in fact)? ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b",
        "named",
    ),
    _r("name", rf"\b(?:[Cc]all me|I go by|[Ee]veryone calls me|[Ff]riends call me) ({NAME_EN}(?: {NAME_EN})?)\b"),
    _r("name", rf"^(?:I'm|I am|This is|It's|[Ii]ts) ({NAME_EN}(?: {NAME_EN})?)\s*[.!]?$", check="name_en"),
    # an introduction that lists: "I'm Dana, 34, …"; "Marco here, …"
    _r("name", rf"^(?:I'm|I am) ({NAME_EN})(?=,)", check="name_en"),
    _r("name", rf"^({NAME_EN}) here\b(?=\s*[,.!:;-]|$)", check="name_en"),
    _r(
        "name",
        r"(?:^我|^|(?<=[～~！!，,\s])我)(?:其实)?(?:叫|名叫|的名字(?:是|叫)|名字(?:是|叫))([\u4e00-\u9fffA-Za-z]{2,5}?)(?=[，。,.！!；\s]|$|，|今年|在|是|住)",
    ),
    _r("name", r"^我是([\u4e00-\u9fff]{2,3})(?=[，。,.！!；]|$)", check="name_zh"),
    # a name said after 我 alone, as its own clause ("在吗？我褚一帆，今年36")
    _r("name", r"^我([\u4e00-\u9fff]{2,3})$", check="name_zh"),
    # what one would be called ("以后叫我小林就行", "称呼我Leo吧"): not "叫我去吃饭"
    _r(
        "name",
        r"(?:叫我|称呼我|喊我)(?![去来帮做起回吃别不一过上下把给快])([\u4e00-\u9fffA-Za-z]{2,4}?)(?:就行|就好|就可以|就得了|吧|呀|啊|哈)?(?=[，。,.！!；~～]|$)",
    ),
    # "我自己是开网约车的": what one drives for a living
    _r("occupation", r"(?:^我|^)(?:自己)?是(开(?:网约车|出租车|出租|货车|大货车|大巴|公交|滴滴|快递车))的"),
    # a name in Latin letters in a Chinese introduction ("hi～我是Vivian，在Lazada做growth", "哈喽我叫 Joanna 啦")
    _r("name", r"^我是([A-Z][a-z]{2,15})(?=[，。,.！!；~～\s]|$)", check="name_en"),
    _r(
        "name",
        r"(?:^|(?<=[～~！!，,\s喽啰好嗨]))我叫\s*([A-Z][a-z]{2,15})(?=\s*(?:啦|呀|哦|哈|噢)?\s*(?:[，。,.！!；~～]|$))",
        check="name_en",
    ),
    # a name said after the lead of an introduction ("本人邵明轩", "我的基本资料：郑雅筑", "简单介绍下自己：Tina")
    _r(
        "name",
        r"(?:^本人|(?:自我介绍|介绍(?:一下|下)自己|基本资料|个人资料)(?:一下)?[:：，,]\s*)([\u4e00-\u9fff]{2,3}|[A-Z][a-z]{2,15})(?=[，。,.！!；\s]|$)",
    ),
    # age
    _r(
        "age",
        # (not a figure's first digits: "my salary is 8,000 a month")
        rf"\b{_BE}\s+(\d{{1,3}})(?:\s*(?:years?|yrs?)\s*old)?(?=\s*(?:[,.](?!\d)|[;!?]|$|\s+(?:and|now|this|next|years?)\b))",
        flags=re.I,
    ),
    _r("age", r"\b(?:turned|turning|will be|just turned) (\d{1,3})\b", change=True),
    _r(
        "age",
        # (not what one has: "有只两岁的柴犬", "养了条三岁的猫" is the animal's age)
        # (nor a child's: "有个五岁的儿子")
        r"(?<!满)(?<![只条头匹])(?:今年|已经|刚|快)?(\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁(?!之前|以前|前|以后|之后|以下|以上|时|的时候)"
        r"(?!的?(?:儿子|女儿|闺女|孩子|宝宝|小孩|娃|双胞胎|弟弟|妹妹|侄子|侄女|外甥|孙子|孙女|狗|猫|柴犬))",
    ),
    _r("age", r"今年(\d{2}|[一二两三四五六七八九十]{2,3})了"),
    # "我叫何雨桐 今年31 在深圳…": 今年 and a bare two-digit figure, nothing after it, is an age
    _r("age", r"^(?:我|他|她)?今年(?:才|都|已经|刚满|满)?(\d{2}|[一二三四五六七八九十]{2,3})(?=\s*(?:[，,。.!！~]|$))"),
    _r(
        "age",
        r"\b(?:I'm|I am|he's|she's|turned|turning|just turned) ((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)\b",
        flags=re.I,
    ),
    # work
    # a new job ("got hired as a junior data analyst", "started as a barista at", "took a position as",
    # "signed on as"): the job it is now
    _r(
        "occupation",
        r"\b(?:hired|taken on|brought on|signed on|(?:got|landed|took|accepted|was offered|started|starting|began) (?:a |an |the |my )?(?:new )?(?:\w+ )?(?:job|position|role|gig)|new (?:job|position|role|gig))"
        r" as (?:an? |the )?([a-z][a-z-]{2,20}(?: [a-z][a-z-]{2,20}){0,2}?)" + _STOP_EN,
        change=True,
        flags=re.I,
    ),
    _r(
        "occupation",
        r"\b(?:started|starting|began|beginning)(?: work| working| out)? as (?:an? |the )?([a-z][a-z -]{2,40}?)"
        + _STOP_EN,
        check="job",
        change=True,
        flags=re.I,
    ),
    # Indian English "working in HCL as test engineer": the job said after where it is done
    _r(
        "occupation",
        r"\b(?:working|work|works) (?:in|at|with|for) [A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3} as (?:an? |the )?([a-z][a-z -]{2,30}?)"
        + _STOP_EN,
        check="job",
    ),
    # "i work at a dog grooming place in missoula as a groomer", "I work for a bakery as a cake decorator":
    # a kind of workplace, then the job with its article
    _r(
        "occupation",
        r"\bwork(?:s|ing|ed)? (?:at|in|for) (?:an? |the )[a-z][\w'-]*(?: [\w'-]+){0,6}? as an? ([a-z][a-z-]{2,20}(?: [a-z][a-z-]{2,20})??)"
        + _STOP_EN,
        flags=re.I,
    ),
    # "I work as a paralegal": with its article, what one works as is a job whatever its ending (and with
    # where said first: "I work with Lafarge at the Mfamosing plant in Calabar as a quality control chemist")
    _r(
        "occupation",
        r"\b(?:work(?:s|ing|ed)?|job)(?: (?:with|for|at) [A-Z][^,.;]{0,60}?)? as an? ([a-z][a-z-]{2,20}(?: [a-z][a-z-]{2,20}){0,2}?)"
        + _STOP_EN,
        flags=re.I,
    ),
    _r(
        "occupation",
        r"\b(?:work(?:s|ing|ed)?|job) as (?:an? |the )?([a-z][a-z -]{2,40}?)" + _STOP_EN,
        check="job",
        flags=re.I,
    ),
    _r(
        "occupation",
        r"\b(?:[Mm]y|[Hh]is|[Hh]er) (?:job|work|profession|career|occupation) is (?:being )?(?:an? )?([a-z][a-z -]{2,40}?)"
        + _STOP_EN,
        check="job",
    ),
    _r(
        "occupation",
        rf"(?:^|\b)(?:{_BE}|became|become|becoming|now) (?:now |currently |still |also )?(?:an?|the(?=[^.;!?]{{0,60}}\bnow\b)) ((?:[a-z]+ ){{0,2}}?[a-z]+)"
        + _STOP_EN,
        check="job",
        flags=re.I,
    ),
    # a job said without its article, as Indian English may ("I am dialysis technician"): a known head word
    _r(
        "occupation",
        r"(?:^|\b)(?:I am|I'm) (?:now |currently |presently |still |also )?(?:the (?=[^.;!?]{0,60}\bnow\b))?((?:[a-z]+ ){1,2}?"
        r"(?:technician|engineer|developer|nurse|teacher|doctor|manager|analyst|accountant|designer|consultant|officer"
        r"|executive|pharmacist|clerk|lecturer|professor|supervisor|therapist|scientist|architect|programmer))\b(?! of\b)",
    ),
    _r(
        "occupation",
        r"(?:^|我|在\s?[\u4e00-\u9fffA-Za-z0-9]{2,8}?\s?)(?:现在|目前)?(?:是做|做|当|干)\s?(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z ]{2,10}?|[A-Za-z][A-Za-z &/-]{9,24}?)(?:的)?(?=[，。,.！!；]|$|工作)",
        check="job",  # (a job said in English may be longer: "在DJI做hardware testing")
    ),
    # what one does at a company the gazetteer knows is one's job, whatever its word ("我在携程做推荐算法",
    # "在京东搞供应链"; not at any place: "在家做饭", "在医院做检查")
    _r(
        "occupation",
        r"在(?:[\u4e00-\u9fffA-Za-z0-9.]{2,8}?)(?:做|干|搞|负责)([\u4e00-\u9fffA-Za-z ]{2,10}?|[A-Za-z][A-Za-z &/-]{3,24}?)(?:的)?(?:工作)?(?=[，。,.！!；]|$)",
        check="at_company",
    ),
    _r(
        "occupation",
        # (after when it began: "这个月开始我就是病房经理啦", "从下个月起我是组长了")
        r"^(?:从?"
        + SINCE_ZH
        + r"(?:开始|起)，?(?:我|他|她)?(?:现在|目前|一直|也|就|已经|终于|正式)*|(?:我|他|她)?(?:现在|目前|一直|也)?)是\s?(?:一名|一个|个|名)?(?!老(?![师板])|资深|业余)([\u4e00-\u9fffA-Za-z]{2,10}?|[A-Za-z][A-Za-z -]{2,24}?[A-Za-z])(?:啦|了|喇|咯|啊|哦)?(?=[，。,.！!；]|$)",
        check="job",
    ),
    _r(
        "occupation",
        r"(?:工作|职业)是(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z ]{2,12}?)(?=[，。,.！!；]|$)",
        check="job",
    ),
    _r("occupation", r"我是做([\u4e00-\u9fffA-Za-z ]{1,12}?)的"),
    # "做广告的", "我做外贸的": the line of work, told as what one does
    _r("occupation", r"^(?:我|他|她)?(?:现在|目前|以前|一直|也)?做([\u4e00-\u9fffA-Za-z]{2,8}?)的(?=[，。,.！!；~]|$)"),
    # what one does at a named kind of workplace is a job, whatever its word ("在物流公司做调度",
    # "在家具城卖沙发", "现在去健身房当私教": a new one when one goes there for it)
    _r(
        "occupation",
        r"在(?:一家|一所|一个|家|所)?[\u4e00-\u9fffA-Za-z0-9]{0,10}?"
        + WORKPLACE_ZH
        # (not what is done to one there: 在医院做检查, 在美容院做护肤)
        + r"(?:里)?(?:做|当|干|负责)(?:一名|一个|个|名)?(?!检查|体检|复查|产检|胃镜|肠镜|B超|核酸|CT|核磁|手术|治疗|理疗|康复|透析|化疗|按摩|美甲|护肤|造型|保养|指甲|PPT)([\u4e00-\u9fffA-Za-z]{2,8}?)(?:的|工作)?(?=[，。,.！!；]|$)",
    ),
    _r(
        "occupation",
        r"在(?:一家|一所|一个|家|所)?[\u4e00-\u9fffA-Za-z0-9]{0,10}?"
        + WORKPLACE_ZH
        # (not what one does there once: 开会, 看病, 收快递)
        + r"(?:里)?((?!开会|开个会|看病|看医生|收快递|取快递|带孩子)(?:卖|修|送|教|带|管|开|跑|看|收)[\u4e00-\u9fffA-Za-z]{1,6}?)(?:的)?(?=[，。,.！!；]|$)",
    ),
    _r(
        "occupation",
        r"(?:去|到|来|进|改行去|转行去|跳槽去|换到)了?(?:一家|一所|一个|家|所)?[\u4e00-\u9fffA-Za-z0-9]{0,10}?"
        + WORKPLACE_ZH
        + r"(?:里)?(?:做|当|干|负责|上班当|上班做)(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z]{2,8}?)(?:的|工作)?(?=[，。,.！!；]|了|$)",
        check="job",  # (not "把车开去4S店做保养": what is done there, no job)
        change=True,
    ),
    # work taken on commission ("在家接案画插画", "接单做设计", "接私活写代码"): the work is the job
    _r("occupation", r"(?:接案|接单|接稿|接私活)((?:画|写|做|拍|剪|翻|修)?[\u4e00-\u9fff]{2,4}?)(?=[，。,.！!；]|$)"),
    # "改行当厨师了", "转行做程序员": the new job
    _r(
        "occupation",
        r"(?:改行|转行|转岗|改做|改当|转做)(?:去)?(?:做|当|干)?(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z]{2,8}?)(?:的|工作)?(?=[，。,.！!；]|了|$)",
        check="job",
        change=True,
    ),
    # "I manage a garden centre just outside Ripon", "she runs a bakery in Hull": the manager of that place
    _r(
        "occupation",
        r"\b(?:I|he|she|[Mm]y \w+) (?:manage|manages|run|runs) (?:a|an|the|our|my|his|her) ((?:[a-z]+ )?(?:centre|center|shop|store|cafe|café|restaurant|pub|bar|salon|gym|hotel|branch|clinic|pharmacy|bakery|farm|warehouse|depot|studio|nursery|kitchen|hostel|garage|site|office|team|department))(?=\s+(?:in|at|on|near|just|outside|for|called|with|and|off|by|up|down|over)\b|\s*[,.;!?]|$)",
        check="manage",
    ),
    # a title said in zh mixed with English ("现在 title 是 staff researcher 啦", "我的职位是高级经理")
    _r(
        "occupation",
        r"(?<![他她它]的)(?<![他她它])(?:[Tt]itle|职位|职称|头衔|岗位)\s*(?:现在)?(?:是|变成了?|改成了?|升到了?)\s*([A-Za-z][A-Za-z -]{2,40}?|[\u4e00-\u9fff]{2,8}?)(?=\s*(?:啦|了|呀|哦)?\s*(?:[，。,.！!；]|$))",
        check="job",
    ),
    # "I teach chemistry at a high school": a teacher of it
    _r(
        "occupation",
        r"\b(?:I|he|she|they|[Mm]y \w+) teach(?:es)? ([a-z]+(?: [a-z]+)?)(?= at\b| in\b| to\b|\s*[,.;!]|$)",
        check="teach",
    ),
    _r(
        "occupation",
        r"(?:升成|升为|升到|升上|升职为|升职成|升(?:了|职)?(?:做|当)了?|晋升为|晋升成|提拔为|提拔成|提升为|提升成|提成|提为|转正为|调岗为|升(?=[\u4e00-\u9fff]{2,4}了))了?([\u4e00-\u9fffA-Za-z]{2,8}?)(?=了|啦|，|。|,|！|$)",
        check="job",
        change=True,
    ),
    _r(
        "occupation",
        r"\b(?:promoted|bumped up|moved up|stepped up|got promoted|was promoted|elevated|upgraded) (?:to|as) (?:an? |the )?([a-z][a-z -]{2,30}?)"
        + _STOP_EN,
        check="job",
        change=True,
        flags=re.I,
    ),
    # a title given ("Zenith has made me branch operations manager", "I've been made head of year", "they appointed
    # me as site lead")
    _r(
        "occupation",
        r"\b(?:(?:has|have|had|just) made me|(?:I've|I have|I'd|I was|I got|I've just) been made|I got made|(?:has|have|had|just) appointed me(?: as)?"
        r"|(?:I've|I have|I was|I've just) been appointed(?: as)?) (?:an? |the |our |their )?([a-z][a-z -]{2,30}?)"
        + _STOP_EN,
        check="job",
        change=True,
        flags=re.I,
    ),
    # a title said without its article, as Indian English does ("I am Associate Professor from this semester"):
    # new from when it is said to start
    _r(
        "occupation",
        rf"\b(?:I am|I'm) (?:now |currently )?((?:[A-Z][a-z]+ ){{0,2}}(?:{TITLE_WORD}))(?= from (?:this|next|today|the)\b| since\b| now\b| na\b| starting\b| effective\b| w\.?e\.?f\b)"
        # (or the start said first: "From this April I am Assistant Manager in KPMG itself")
        rf"|^(?:[Ff]rom|[Ss]ince|[Ss]tarting|[Ee]ffective|[Aa]s of) (?:this |next |the )?\w+(?: \d{{1,2}})?,? (?:I am|I'm) (?:now )?((?:[A-Z][a-z]+ ){{0,2}}(?:{TITLE_WORD}))\b",
        change=True,
    ),
    # "made senior associate today", "I was made team lead": a title one is made (not "made dinner")
    _r(
        "occupation",
        rf"(?:^|\b(?:I|I've|I have|I was|I got|got|was|been|just|finally)\s)made (?:an? |the )?({MADE_TITLE})(?:(?=\s+(?:today|yesterday)\b)|{_STOP_EN})"
        # (or by those who made one so: "they made me general manager at the same store last week")
        rf"|\b(?:they|they've|they have|she|he|my boss|the boss|management|the company|head office|corporate)(?: (?:just|finally|officially))? made me (?:an? |the |their |our )?({MADE_TITLE})(?=\s+(?:at|of|for|in|today|yesterday|last|this|on)\b|{_STOP_EN})",
        change=True,
        flags=re.I,
    ),
    _r(
        "occupation",
        r"\b(?:[Mm]y|[Hh]is|[Hh]er) (?:job |official |new )?title is (?:now )?(?:an? )?([A-Za-z][A-Za-z -]{2,40}?)"
        + _STOP_EN,
        check="job",
    ),
    # a job told as what one does: "我是卖保险的", "他是开出租车的", "我是教书的"
    _r(
        "occupation",
        r"^(?:我|他|她)?(?:现在|目前|以前|一直)?是((?:开|卖|教|修|送|跑|搞|写|画|拍|带)[\u4e00-\u9fffA-Za-z]{1,6}?)的(?=[，。,.！!；]|$)",
    ),
    # "switched careers, doing IT support for a law firm now": the new line of work, whatever its word
    _r(
        "occupation",
        r"\b(?:switched|changed) careers?\b[^.;!?]{0,25}?\b(?:doing|into|to|now (?:an?|doing)) (?:an? )?((?:[A-Z]{2,}|[a-z]+)(?: [a-z]+){0,2}?)(?=\s+(?:for|at|in|now|with)\b|\s*[,.;!?]|$)",
        change=True,
    ),
    # what one does for a kind of workplace ("doing IT support for a law firm", "I do payroll at a bank")
    _r(
        "occupation",
        r"\b(?:I'm |I am |I )?(?:now |currently )?(?:doing|do|does) ((?:[A-Z]{2,}|[a-z]+)(?: [a-z]+){0,2}?) (?:work )?(?:for|at) (?:an? |the )(?:[\w-]+ ){0,2}"
        r"(?:firm|company|agency|startup|bank|hospital|school|council|charity|consultancy|nonprofit|non-profit|university|clinic|studio|business|warehouse|factory|hotel|restaurant|law firm)\b",
    ),
    # ... and for a workplace by its name ("now doing HR at DBS"), when what is done is a job
    _r(
        "occupation",
        r"\b(?:doing|do|does) ((?:[A-Z]{2,}|[a-z]+)(?: [a-z]+){0,2}?) (?:work )?(?:for|at|with) (?=[A-Z])",
        check="job",
    ),
    # a workplace left and the one now ("I left Deloitte, now I'm at KPMG doing the same thing")
    _r(
        "employer",
        r"\b(?:left|quit) [A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2}[,;]?\s+(?:and\s+)?(?:now\s+)?(?:I'm|I am|I work|I've joined|working)"
        rf" (?:now )?(?:at|for|with) {_PLACE_EN}(?=\s+(?:doing|as)\b|{_STOP_EN[3:-1]})",
        change=True,
    ),
    # (one "is at" a workplace when a person is: "my wife is at Google", not "the recital is at St Anne's")
    _r(
        "employer",
        # (however much one works there: "I work part-time at Tesco", "works weekends at a MUJI store")
        rf"(?:\b(?:work(?:s|ing|ed)?|am|'m)|(?:^|\b(?:[Hh]e|[Ss]he|[Tt]hey|who|[A-Z][a-z]+)\s)is) (?:now )?"
        rf"(?:(?:part[- ]time|full[- ]time|weekends|nights|shifts|evenings|casually|still) )?(?:at|for) (?:an? )?{_PLACE_EN}{_STOP_EN}",
    ),
    _r(
        "employer",
        rf"\b(?:joined|(?:new|a) job at|started (?:working )?(?:at|with|for)|resumed (?:work )?(?:at|with)|hired (?:at|by)) {_PLACE_EN}{_STOP_EN}"
        # (Singapore English "jump to": a new employer, said beside the work: "I jump to StarHub already, same role")
        # (and "I moved over to OCBC last month, same kind of role": a move said of the work is to an employer)
        # (not a move to a place for work: "I moved over to Spain for a new job")
        rf"|\bI (?:jump|jumped|hop|hopped|job-hopped|switched|(?:moved|went) (?:over|across))(?: ship)? (?:over )?to {_PLACE_EN}"
        r"(?![^.;!?]*\bfor (?:a |the |my |his |her )?(?:new )?(?:job|work|role|position)\b)(?=[^.;!?]*\b(?:role|job|position|pay|salary|company|boss|title)\b)",
        change=True,
    ),
    _r(
        "employer",
        r"(?:(?<![现正实存好自])在|去了|加入了?|入职(?:了)?)\s?([\u4e00-\u9fffA-Za-z0-9]{2,12}?)\s?(?:工作|上班|任职|实习|打工|做兼职|兼职)",
        check="org_zh",
    ),
    # "现在去君乐宝上班了", "已经到顺丰上班了": gone to work somewhere, the new employer (said with 了, done)
    _r(
        "employer",
        r"(?:现在|已经|如今|目前|下个月|这个月)(?:就)?(?:去|到|进|在)\s?(?!单位|店里|公司|医院|学校|外地|楼下|家里|厂里|工地|那边|这边|这里|那里)([\u4e00-\u9fffA-Za-z0-9]{2,12}?)\s?(?:工作|上班|任职)了",
        check="org_zh",
        change=True,
    ),
    _r(
        "employer",
        r"(?:入职了?|跳槽(?:到|去)了?|加入了?)([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?=[，。,.！!；]|$|了)",
        change=True,
    ),
    _r("employer", r"(?:去|到)([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:报到|报道|入职)", check="org_zh", change=True),
    # "remote给GitLab做frontend", "给一家外企做翻译": who one works for
    _r(
        "employer",
        r"(?:^|我|remote|远程)给([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:做|干|打工|工作|写代码|上班)",
        check="org_zh",
    ),
    # "上个月跳去盒马了": jumped to a company (跳 alone is no job change: the name must be an organisation)
    _r(
        "employer",
        r"跳(?:去|到)了?([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?=[，。,.！!；]|$|了)"
        # (换到 / 转到 a place is a new employer when the work is said with it: "换到广达了，一样做品保")
        r"|(?:换到|转到)了?([\u4e00-\u9fffA-Za-z]{2,12}?)(?=[，。,.！!；]|$|了)(?=[^。！!]*?(?:上班|工作|做|薪水|工资|入职|岗位))"
        # (Cantonese 轉咗去…返工, read 转了去…上班: "我轉咗去惠康返工喇")
        r"|(?:转|换|跳)了?(?:去|到)([\u4e00-\u9fffA-Za-z]{2,12}?)(?:上班|返工|工作|做嘢|打工)",
        check="org_zh",
        change=True,
    ),
    # what one does for a named company as one's work ("i drive for Bus Éireann", "I deliver for Royal Mail")
    _r(
        "employer",
        rf"\b(?:I|he|she) (?:now |currently |still )?(?:drive|drives|deliver|delivers|cook|cooks|clean|cleans|fly|flies|ride|rides|write|writes|teach|teaches|nurse|nurses) for {_PLACE_EN}{_STOP_EN}",
    ),
    # "I'm with Sobeys now": the employer one is with now
    _r(
        "employer",
        rf"\b(?:I'm|I am) (?:now )?(?:working )?with {_PLACE_EN}(?=\s+(?:now|since|these days)\b)",
        change=True,
    ),
    # "left Tesco for Royal Mail": the new employer, the one left for
    _r(
        "employer",
        rf"\b(?:left|quit) [A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){{0,3}} (?:for|to join|to go to) {_PLACE_EN}{_STOP_EN}",
        change=True,
    ),
    # after work has moved, how long the way is now ("office moved to irvine spectrum so its 20 min now")
    _r(
        "commute",
        r"\b(?:office|work|workplace|job|school|company)\b[^.;!?]{0,8}?\b(?:moved|relocated|shifted)\s+(?:over |out )?to\b[^.;!?]{0,40}?\b(?:it's|its|it is)"
        r"(?: only| just| like| about| around)* (" + _DURATION_EN + r")\b(?!\s+(?:later|earlier|long|longer|shorter))",
        "commute",
        change=True,
        flags=re.I,
    ),
    *RULES_PLACE,  # where one lives, works and comes from: slots/rules_place.py
    # a shoe size ("我鞋码是42", "我其实穿43码", "I'm a size 9 shoe", "my shoe size is UK 7")
    _r("shoe_size", r"鞋码(?:是|穿)?(\d{2}(?:\.5)?)(?:码)?|穿(\d{2}(?:\.5)?)码(?:的鞋|鞋)?", "shoe_size"),
    _r(
        "shoe_size",
        r"\bshoe size(?: is|'s|:)? (?:an? )?((?:UK |US |EU )?\d{1,2}(?:\.5)?)\b"
        r"|\b(?:I'm|I am|I wear|I take) (?:an? )?((?:UK |US |EU )?size \d{1,2}(?:\.5)?)(?: in)? shoes?\b",
        "shoe_size",
        flags=re.I,
    ),
    # "my commute from Punggol to Raffles Place is 1 hr 10 min": the way named, then how long it takes
    _r(
        "commute",
        r"\bcommute\b[^.;!?]{0,40}?\b(?:is|takes|'s)(?: me| about| around| roughly| just| like| only)* "
        r"(" + _DURATION_EN + r"(?: \d+\s?(?:minutes?|mins?))?)\b",
        "commute",
        flags=re.I,
    ),
    # a job title changed ("my designation has been changed to Deputy Manager", "title got updated to …")
    _r(
        "occupation",
        r"\b(?:designation|job title|title|position)(?: has been| was| got| is)? (?:changed|updated|revised|upgraded) to (?:an? |the )?"
        r"([A-Za-z][A-Za-z -]{2,30}?)" + _STOP_EN,
        check="job",
        change=True,
        flags=re.I,
    ),
    # "上班，单程大概50分钟", "现在走路十分钟就到了" (to work, said before): how long the way takes
    # "每天开车去张江上班，早高峰堵的话要五十分钟": the way to work by a way of going, and how long
    _r(
        "commute",
        r"(?:开车|坐|搭|乘|骑|走路|步行|通勤)[^。；;，,]{0,8}?(?:去|到)[^。；;]{0,8}?(?:上班|公司|上学|单位)[^。；;]{0,12}?(?:要|大概|差不多|得|需要|约|花)+"
        + _DURATION_ZH,
        "commute",
    ),
    _r(
        "commute",
        r"(?:上班|去公司|到公司|上学|去单位)[^。；;]{0,12}?(?:单程|来回)(?:要|大概|差不多|得|需要|是|约|就|只要|花|才)*"
        + _DURATION_ZH,
        "commute",
    ),
    _r(
        "commute",
        # (by any way: 走高架, 搭同事的顺风车, 坐班车)
        r"(?:走路|步行|骑车|骑电动车|骑电瓶车|开车|坐地铁|搭地铁|搭捷运|坐公交|坐车|走(?:高架|高速|快速路|环线|[\u4e00-\u9fff]{1,2}?路)|(?:搭|坐|乘)[\u4e00-\u9fff]{0,5}?(?:车|地铁|捷运|公交|巴士|轮渡))(?:到公司|上班|去公司)?(?:只要|就|才|大概|要|也就)*"
        + _DURATION_ZH
        + r"(?:左右)?(?:就能|就|能)(?:到|到了)"
        # (or said with "now" after a commute stored: "现在步行五分钟")
        r"|现在(?:步行|走路|骑车|骑电动车|开车|打车|坐[\u4e00-\u9fff]{1,3}?)(?:只要|就|才|大概|要|也就)*"
        + _DURATION_ZH
        + r"|路上(?:要|得|大概|差不多|需要|花)+"
        + _DURATION_ZH
        # (or how long, then "就到公司": "现在骑电瓶车走小路，十八分钟就到公司")
        + r"|^(?:现在|如今|这样)?(?:只要|只需|大概|也就)?"
        + _DURATION_ZH
        + r"(?:左右)?(?:就能|就|能)(?:到|到了)(?:公司|单位|办公室|学校)",
        "commute",
    ),
    *RULES_LIFE,  # money, status, family, health, traits, schooling, habits: slots/rules_life.py
]

# likes and dislikes: the object is the value; domain words decide nothing here
