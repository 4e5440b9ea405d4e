"""Words and phrasings the write path recognises in more than one place (the trigger judges a
sentence by them, compression and upkeep read the same sentences): one definition each."""

from __future__ import annotations

import re

from apps.core.text import has_cjk

# the currency signs figures are written with, for the character classes of the rules that read money
CURRENCY_CHARS = "$€£¥￥₹₦₱₩₫฿₺₽"

# the words that make a Chinese statement a condition ("如果今次抽中居屋，我们就搬去元朗"): what follows
# may happen, it has not (the clause splitter, the plans and the slot rules read the same list)
CONDITION_ZH = r"(?:如果|要是|假如|假设|万一|若是|倘若|一旦)"


# a given name or surname in Latin letters, accented ones too (Siobhán, Zoë, José, Ciarán)
NAME_EN = r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+"
# an introduction with no "I": a full name and an age open the sentence, what one is next ("Gemma Hollis, 38,
# veterinary nurse at …")
NAME_AGE_OPENING_EN = re.compile(rf"^(?={NAME_EN} {NAME_EN}, \d{{1,2}}, (?:an? )?[a-z])")


def words(text: str) -> frozenset[str]:
    """A word list written as one whitespace-separated string."""
    return frozenset(text.split())


# "记住：…", "please remember that …": the lead of an instruction to remember, not its content
INSTRUCTION_LEAD = re.compile(
    r"^\s*(?:请(?:你)?|麻烦(?:你)?)?(?:(?:帮|替|给)我)?(?:记住|记得|记一下|记下|记个|记一笔|请记下|别忘了)(?:哈|啊|吧|呀|哦)?\s*[:：,，]?\s*"
    r"|^\s*(?:please\s+)?(?:remember|keep in mind|note|don't forget|make a note|note down|jot down)(?:\s+that)?\s*[:,]?\s*",
    re.I,
)

# a request to the assistant ("帮我…", "can you …"), not something about the person
REQUEST = re.compile(
    r"^(?:请|麻烦|帮我|帮忙|给我|替我|能否|能不能|可以帮|你能|你可以|我想问|我想知道|告诉我|继续|再)"
    r"|^(?:please |pls |can you |could you |would you |help me |tell me |show me |give me |write |explain |let me know |continue )",
    re.I,
)

PROHIBITION = re.compile(
    # (not a thing no longer wanted: "暖气片不要了")
    r"(?<!要)不要(?!了(?:[，。,.!！；;]|$))|别再|不用(?:再)?(?:给我|帮我)?推荐|^别|[^区差分]别[给在用发打叫提]|不许|禁止|千万别|永远不要|不想(?:再)?收到|\b(?:don't|do not|never|stop|no more(?![^.;!?]*\bfor (?:me|us)\b))\b",
    re.I,
)

# a decision taken ("就这么定", "we decided")
DECISION = re.compile(
    r"确认|就按这个|就按(?:照)?(?:你|这|那)|就这么定|就这么办|就这样吧|就这样定|就这么着|定了(?!(?:个|一个)?(?:小|大|新的?)?(?:目标|计划|flag|deadline|DDL|ddl|死线))|决定|敲定|选定|就用|最终(?:选|用|定)|商量好了|商量过了|(?<!跟自己)(?<!和自己)(?<!对自己)(?<!给自己)(?<!我自己)说好了|定下来了|想好了|考虑好了"
    # (the end of dithering: "地板的事不纠结了，就全屋铺实木地板")
    r"|(?<!毫)(?:不|不再|不用|别)(?:纠结|犹豫|折腾|摇摆)了?(?=[，,]?\s*(?:就|直接|还是|干脆|决定|选))"
    r"|拍板|拍了板|下定决心|下了决心|拿定主意|打定主意|主意已定|就它了|就选它|就选这个|最后选了|最终选了|还是选了"
    r"|\b(?:i'm taking the (?:\w+ )?(?:offer|job|position|role)|(?:accepted|accepting|turning down|turned down) the (?:\w+ )?(?:offer|job|position|role)"
    r"|that's (?:us|me|it) decided|let's go with|let's use|we decided|i decided|we've decided|i've decided|decided to|(?:we|i)(?:'ve| have)? (?:finally|just|now|already) decided|we'll go with|i'll go with|final decision"
    r"|final call|(?:we're|we are|i'm|i am) going with|settled on|we chose|i chose|confirmed|decision made|made (?:a|the|our|my) decision|it's decided|that's decided|made up (?:our|my) minds?|made (?:our|my) minds? up"
    r"|made the call|pulled the trigger|(?:finally |we |I )settled(?: it)?(?=\s*[:,—-])|(?:we're|we are|i'm|i am) going ahead with|opted for|decided on"
    r"|(?:we|i) (?:finally )?went with|it's official(?=\s*[:,—-])"
    r"|(?:we've|we have|i've|i have|we|i) (?:finally |now )?sorted it(?: out)?(?=\s*[:,—-])"
    # "ok decided, I'm handing in …": a decision said as its one word before what was decided
    r"|^(?:(?:ok(?:ay)?|right|righto|so|well|alright|yep|yeah|ok then|okay then|fine|cool)[,!]?\s+)*decided(?=\s*[:,—-])"
    # (Taglish: "Final na po: I'm enrolling …")
    r"|^final(?: na)?(?: po)?(?=\s*[:,—-])"
    # the verdict that closes it ("…, that's final", "done deal", "no going back now")
    r"|(?:that's|that is|it's|it is) final|final answer|done deal|(?:it's|that's) settled|no going back|end of discussion"
    r"|(?:and )?that's that(?=\s*[.!,]|\s*$))\b"
    r"|板上钉钉|铁了心|一锤定音|不改了|没得商量|不用再商量",
    re.I,
)

# a decision said in so many words (not a bare 确认 / 就用 / "confirmed"): what it decides is a decision even
# when it is about an attribute ("下定决心了，下学期就把女儿转到…民办学校", "we've decided to send Mia to …")
DECIDED = re.compile(
    r"下定决心|下了决心|拿定主意|打定主意|主意已定|铁了心|拍板|拍了板|(?:我|我们|已经|终于)决定|决定了"
    r"|\b(?:we|I)(?:'ve| have)? (?:finally )?decided\b|\bmade up (?:our|my) minds?\b|\bmade (?:our|my) minds? up\b"
    r"|\bthat's (?:us|me) decided\b",
    re.I,
)

# a loan or what is paid on it, in any of its words (房贷, 轉貸, 月供, 按揭, "mortgage", "refinanced")
LOAN = re.compile(r"贷|貸|月供|按揭|\b(?:mortgage|loans?|remortgag\w*|refinanc\w*|repayments?)\b", re.I)

# a goal set oneself, said with no subject ("给自己定个小目标：…", "定了个新目标", "aiming to finish my
# first half marathon", "hoping to pass …"): the speaker's own, a task (read by the trigger and the slots)
GOAL_SET = (
    r"(?:给自己)?(?:定|立|设)(?:了|下)?(?:个|一个)?(?:小|大|新的?)?(?:目标|死线|deadline|DDL|ddl)"
    r"|\b(?:that's|that is|this is|it's|it is) my (?:main |big |one |only )?(?:goal|target|aim|resolution)\b|\bmy (?:target|aim) (?:is|for)\b"
    r"|\b(?:(?:a |one )?(?:big|main|major|real) )?(?:goal|target|aim|resolution) of mine\s*[:—–-]"
    # a target with its deadline ("Saving up for a plot in Ruiru, target is KSh 1.2 million by December 2026")
    r"|\btarget (?:is|of) [^.;!?]{1,40}?\bby (?:the end of |end of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|20\d\d"
    r"|next (?:year|month|spring|summer|autumn|fall|winter))"
    # a KPI one sets oneself ("今年给自己的KPI：…"), and a thing to get done by a month ("9月前把一建证书考下来",
    # "我年底前要把驾照拿下来")
    r"|(?:给自己的|自己的|我的)(?:KPI|OKR)(?:就)?(?:是|：|:)"
    r"|^(?:我)?(?:今年|明年)?(?:要|得|争取)?(?:在)?(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:底|份)?|年底|暑假|寒假)(?:之?前|以前)(?:我)?(?:要|得|一定要|争取)?"
    r"把[^，。]{1,15}?(?:考下来|拿下来?|考过|考完|搞定|做完|写完|学完|考到|拿到|练到|减到|存到|攒到)"
    # (a date, then a must: "今年聖誕之前我一定要跑完一次半馬", "年底以前必须考过雅思")
    r"|(?:之前|以前|之内|以内|(?<=[假底节])前)[，,]?(?:我)?(?:一定要|一定得|必须|务必要?|争取)(?:[^，。]{0,4}?)(?:跑完|跑进|考过|考完|考到|考下来|拿到|拿下|学会|完成|减到|减掉|存够|存到|攒够|攒到|练到|读完|写完|做完)"
    # (or a plain 要 after 之前, with what a goal reaches: "2026年底之前要攒出二十万的首付")
    r"|之前[，,]?(?:我)?(?:要|得)(?:[^，。]{0,4}?)(?:跑完|跑进|考过|考完|考到|考下来|拿到|拿下|学会|减到|减掉|存够|存到|存出|攒够|攒到|攒出|攒下|赚到|练到)"
    r"|^(?:(?:i'm|im|i am|we're|we are|been)\s+)?(?:aiming|aim) (?:to|for)\b"
    r"|^(?:(?:i'm|im|i am|we're|we are)\s+)?hoping to (?:finish|complete|pass|run|reach|hit|lose|save|qualify|break|earn|graduate|become)\b"
    # "want to be conversational in Spanish before …", "wanna pass my driving test this year" (what one
    # means to become or reach; "want to see a pic?", "wanna hear something funny" offer nothing)
    r"|^(?:(?:really|still|also|so)\s+)?(?:(?:want|would like|'d love|would love) to|wanna) (?:be|become|learn|pass|finish|run|reach|lose|save"
    r"|speak|improve|master|qualify|complete|earn|hit|break|swim|climb) (?!you\b|it\b|this\b|that\b|something\b)"
    r"(?![^.?!]*\b(?:by you|later|tonight|right now|with me)\b)"
    # "想在出国前把雅思考到7分", "希望年底之前能跑完一个全马": a goal before a time, with no subject
    r"|^(?:真的|很|特别|一直)?(?:想|希望)(?:在)?[^，。！？]{1,12}?(?:之前|以前|前)(?:把|能|学会|考|练|攒|瘦|跑)"
)

# set phrases whose 不 negates nothing the statement says ("每天跑个5k，雷打不动" is a routine kept, not
# one denied): read without them when asking whether a statement is negated
NOT_A_NEGATION = re.compile(
    r"雷打不动|风雨无阻|不管|不论|不错|差不多|不得不|了不起|忍不住|少不了|离不开|不停|不断|要不然|不然|不一定|不少|不久|不过"
    # (a "not" that says every one: "凌晨三点的也不放过", "一场不落", "I never miss a race")
    r"|不放过|不落下|没落下|一[场集次期个回]不落|从(?:来)?(?:不|没)(?:缺席|错过|落下)|\bnever miss(?:es|ed)?\b"
    # (a value said against the one it replaces is a contrast: "on 12th December only, not 14th", "，不是14号")
    r"|[,，]\s*(?:not|不是)\s*(?:the\s+)?(?=\d)",
    re.I,
)

# a date moved ("手术往后推到1月8号", "面试延期到下周三", "pushed it back to March 10", "rescheduled for the
# 9th"; not "pushed back on my manager"): the occasion is the one said before, at another date
_WHEN_EN = (
    r"(?:next|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august"
    r"|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b"
)
DATE_MOVED = re.compile(
    r"(?:往后|往前)?(?:推迟|推|延期|延后|延|改期|提前)到(?=\d|[一二三四五六七八九十]+[月号日]|下(?:个)?(?:周|星期|礼拜|月)|周[一二三四五六日天末]|星期|礼拜|明天|后天|明年|年[底后]|月[底初])"
    rf"|\b(?:pushed|pushing|moved|bumped) (?:(?:it|them|that|this|the \w+|my \w+) )?(?:back|forward|up) (?:to|until|till) (?=\S*\d|{_WHEN_EN})"
    rf"|\b(?:rescheduled|postponed|delayed|moved) (?:(?:it|them|that|this|the \w+|my \w+) )?(?:to|for|until|till) (?=\S*\d|the \d|{_WHEN_EN})",
    re.I,
)

# words that say a value changed ("改成", "moved to", "went up to")
CHANGE = re.compile(
    r"改成|改为|改到|调整为|调整到|调到|换成|换到|变成|升到|降到|涨到|涨成|涨为|降成|减成|涨了|减到|瘦到|胖到|掉到|降至|涨至|涨薪|加薪|降薪|跳槽|转行|改行|搬到|搬去|搬家|不再|已经不|戒烟|戒酒|戒了|戒掉|现在(?:改|换|用)|涨价|降价|提价|砍到|砍价到|转成|转为|转到|转岗|删了|卸载了|注销了|退订了|辞职|离职|辞掉|裸辞|被裁|被辞退|被开除|退休了|下岗"
    # an allergy outgrown ("牛奶过敏长大就好了", "过敏早就好了"): it holds no more (slots.ended_terms)
    r"|过敏(?:症)?(?:已经|早就|都|也|基本|完全)*(?:长大(?:后|了)?(?:就|也)?)?(?:好了|没了|痊愈了|消失了)"
    r"|" + DATE_MOVED.pattern +
    # a dose or a figure set anew ("医生给我加到75微克了", "减量到25毫克"): the figure follows
    r"|(?:加到|加量到|减量到|增加到|减少到)(?=\d|[一二两三四五六七八九十半])"
    r"|\b(?:change|update|raise|increase|lower|reduce|cut|set|move|push|bump)(?: \w+){0,4} to (?=\S*\d)"
    # "seller dropped it to $615k", "they slashed the price to …", "my share dropped to €780": a figure changed
    r"|\b(?:dropped|slashed|lowered|reduced|raised|knocked|marked|brought|upped|ups|upping|doubled|halved|increased|decreased|adjusted)(?: \w+){0,3} to (?=\S*\d)"
    # "got revised to 22 lakh" (an appraisal), "hiked to ₹95k"
    r"|\b(?:revised|hiked)(?: (?:up|upwards|down|downwards))? to (?=\S*\d)"
    r"|\b(?:changed? to|switched to|switching to|moved to|moving to|relocated to|got a raise|quit smoking|stopped smoking|now (?:\w+ ){0,4}instead of|instead of|no longer|not anymore|any ?more"
    r"|i'm (?:so |totally |completely |officially )?(?:done with|finished with|through with)"
    r"|updated? (?:it |this |that )?to|raised to|lowered to|increased to|reduced to|cut to|bumped to)\b"
    r"|\b(?:went|go|goes|gone|bumped|negotiated|pushed|moved|got) (?:\w+ ){0,3}up to (?=\S*\d)"
    r"|(?:\b(?:is|are|was|were|went|got|dropped|fell|came|comes|goes)|'s|'re) (?:\w+ ){0,2}(?:down|up) to (?=\S*\d)"
    # a message that is only the new figure ("down to 198!!", "finally down to 64 kg"): a change
    r"|^(?:\w+ ){0,2}(?:down|up) to (?=[" + CURRENCY_CHARS + r"]?\d)"
    # a habit given up ("3 weeks off energy drinks now", "went cold turkey"), a career changed
    r"|\bcold turkey\b|\b(?:\d+|a|one|two|three|four|five|six|a few|a couple(?: of)?|several) (?:days?|weeks?|months?|years?) (?:off|clean (?:of|from)|free of) (?!work\b|school\b|sick\b|duty\b)[a-z]"
    r"|\b(?:switched|changed) careers?\b|\bcareer change\b|\bchange of plans?\b|\bplans? (?:have |has )?changed\b"
    # a mind changed ("I've come around to coriander", "warmed up to jazz", 现在反而喜欢上了…)
    r"|\b(?:come|came|coming) (?:a)?round to\b|\bwarm(?:ed|ing)? up to\b|反而(?:喜欢|爱)上了?|开始喜欢(?:上)?了?"
    # what a test or a finding put right ("turns out I'm not allergic after all"), a plan that goes elsewhere (蜜月改去泰国了)
    r"|\bturns? out\b|\bturned out\b|\bafter all\b|改去|改在|换去|改到了?(?=[\u4e00-\u9fff])"
    # a name's spelling put right ("it's actually spelled Bryan with a y"), a name put right ("my name is actually Brian")
    r"|\bname(?: is|'s) (?:actually|really|in fact) (?-i:[A-Z])|名字其实(?:是|叫)|我其实叫"
    r"|\b(?:actually |really )?spelled (?:it )?(?:with an? |as )?(?-i:[A-Z])"
    r"|\bit's (?-i:[A-Z][a-z]+),? (?:with|without) (?:an? |two |double )(?-i:[a-z])(?:'s)?(?![\w'])"
    r"|\b(?:switched|changed|moved|swapped) (?:\w+ ){0,3}(?:over |across )?to\b"
    r"|\b(?:quit|left|resigned from|lost) (?:my|his|her|the) (?:job|position|role)\b|\b(?:I|I've|he|she|they) (?:\w+ )?(?:resigned|retired)\b|\bgot (?:laid off|fired|let go)\b",
    re.I,
)

# a reaction to what the other party said ("so happy for you", "我也很开心"; not an apology before one's own
# statement: "sorry, I live in Leeds not York")
REACTION = re.compile(
    r"^(?:oh |wow |aw+ |yeah |yes |haha |omg )?(?:i'm|i am|i was|i feel|i'm just|i'm really|i'm so|i'm totally)?\s*(?:so |really |totally |just |very |super )*"
    r"(?:glad|happy for you|proud of you|sorry(?: to hear)?(?![,.!]*\s+(?:I|I'm|I've|my|we|our)\b)|sure|excited for you|thrilled for you|thankful|grateful|with you|here for you|rooting for you)\b"
    r"|^(?:i (?:agree|see|know|understand|get it|bet|guess|think so|hope so|feel you|appreciate (?:it|that|you))|i can't wait|i love that|i love it|i'm in)\b"
    r"|^(?:we|I)(?:'ve)? got (?:this|you|it)\b|^(?:we|I) did it\b"
    r"|^(?:我(?:也)?(?:很|真|好|太|非常)?(?:开心|高兴|感动|赞同|同意|理解|明白|觉得(?:挺|很|还)?(?:好|不错|棒))|我知道了|我明白了|我懂了)",
    re.I,
)


# a remark that what was said before was wrong, before or after the statement that puts it right
# (记混了 / 记岔了 / 搞混了 / 说串了: two things taken for each other)
_WRONG_BEFORE_ZH = r"(?:我?(?:之前|上次|刚才|前面|那天|前两天|前几天|昨天)?我?(?:跟你|和你|给你|对你)?(?:说|打|写|记|讲|弄|搞|填|听|看|抄|报)(?:错|措|反|混|岔|串)了?)"
# what was said wrong, named ("我前几天讲的日期不对")
_WRONG_THING_ZH = r"(?:日期|时间|日子|名字|地址|地点|地方|数字|号码|金额|价格|那个|这个)"
_PUT_RIGHT_LEAD_ZH = re.compile(
    r"^(?:(?:哦|啊|对了|诶|哎|呃|嗯|不好意思|抱歉|sorry)[，,\s]*)*(?:(?:我要|我想|我得|跟你|给你)?(?:更正|纠正)(?:一下)?|改一下|"
    + _WRONG_BEFORE_ZH
    + r"|我?(?:之前|上次|刚才|前面|前几天|前两天|那天|昨天)我?(?:跟你|和你|给你)?(?:说|讲|写|告诉你)的"
    + _WRONG_THING_ZH
    + r"?(?:不对|有误|是错的|错了))(?:了|啦|哈)?[，,：:。！!\s]+"
)
_PUT_RIGHT_TAIL_ZH = re.compile(
    r"[，,。；;]\s*(?:"
    + _WRONG_BEFORE_ZH
    + r"|我?(?:之前|上次|刚才|前面|那天|前几天|前两天)(?:跟你|和你|给你|对你)?(?:说|讲|写|告诉你)?的?"
    + _WRONG_THING_ZH
    + r"?(?:不对|有误|是错的)|(?:更正|纠正)一下)(?:了|啦|吧|哈|哦)?[。！!~]*$"
)
_PUT_RIGHT_LEAD_EN = re.compile(
    r"^(?:(?:oh|oops|sorry|wait|hmm+|ok(?:ay)?|so|actually|um+|hey)[,!.\s]+)*"
    # (after a short clause of checking: "just checked properly mate, I was way off, …")
    r"(?:(?:just )?(?:checked|looked|had a look|double[- ]checked)[^,.;!?]{0,24},\s*)?"
    r"(?:I was (?:(?:a bit|a little|way|slightly|totally|completely|miles) )?off(?: (?:before|earlier|last time|the other day))?(?=\s*[,;:.—–-][^.;!?]{0,40}?\b(?:actually|in fact)\b[^.;!?]{0,30}?\d)"
    r"|I (?:gave|told) you (?:the |a )?wrong(?: \w+)?(?: (?:before|earlier|last time|the other day))?"
    r"|I (?:got|had) (?:it|that|the \w+|my \w+) wrong(?: (?:before|earlier|last time|the other day))?"
    r"|I (?:misspoke|mixed (?:it|them|that) up|made a (?:mistake|typo))(?: (?:before|earlier|last time|the other day))?"
    r"|I was wrong (?:before|earlier|last time|the other day)|what I (?:said|told you) (?:before|earlier|last time) was wrong"
    # "ignore what I said before, …", "scratch what I told you earlier —": the words before it put aside
    r"|(?:ignore|scratch|disregard) (?:what|the \w+) I (?:said|told you|wrote)(?: (?:before|earlier|last time|the other day|about \w+))?"
    r"|(?:small |quick )?correction|to correct (?:myself|that|what I said)|let me correct (?:myself|that)|my bad|my mistake)\s*[,:;.!—–-]*\s+",
    re.I,
)
_PUT_RIGHT_TAIL_EN = re.compile(
    r"[,;.—–-]\s*(?:I (?:gave|told) you the wrong \w+(?: (?:before|earlier|last time|the other day))?"
    r"|not \S+(?: \S+)? like I (?:said|told you)(?: (?:before|earlier|last time))?|I (?:said|wrote|typed) \S+(?: \S+)? by mistake"
    r"|I (?:got|had) (?:it|that) wrong(?: (?:before|earlier|last time))?|I mixed (?:them|it|those) up|I misread (?:it|that)"
    r"|I got (?:it |them |those |the \w+ )?(?:mixed|muddled) up|I got confused|my (?:mistake|bad)"
    r"|I mixed (?:it|them|that) up with [^.;!?]{1,40})[.!]*$",
    re.I,
)

# "sorry, Arjun's birthday is actually 16 October": an apology before a value said to be "actually" another
_SORRY_ACTUALLY_EN = re.compile(
    r"^(?:oh,? |oops,? |wait,? |argh,? )?(?:sorry|oops|whoops)[,!.]*\s+(?=[^?]*\b(?:actually|in fact|really)\b)(?!I\b)",
    re.I,
)

# "儿子的英语课其实是周日上午": a thing said to be in fact another value (not of oneself or of "this", not a
# reason or a wish: 我其实是个慢热的人, 这其实是好事, 其实是因为…)
_IN_FACT_ZH = re.compile(
    r"^(?![我你他她它这那咱])[\u4e00-\u9fffA-Za-z0-9]{1,10}的[\u4e00-\u9fffA-Za-z0-9]{1,8}?(?:其实|实际上)是(?!因为|为了|想|怕|不想)\S{2,}"
)

# "我爸手术是3月16号才对": the value that is right, said as such
_RIGHT_ONE_ZH = re.compile(r"是[^，,。！!？?；;]{1,12}才对(?:啦|吧|哦|呀)?[。！!~]*$")


# "sorry, I live in Leeds not York", "oops, her birthday is 14 June, not the 4th": an apology, the right value,
# and the wrong one named after "not"
_SORRY_LEAD_EN = re.compile(r"^(?:oh,? |wait,? )?(?:sorry|oops|whoops|my bad)[,!.]*\s+", re.I)
_NOT_THAT_TAIL_EN = re.compile(
    r",?\s+not (?:(?:in |at |on |the )?(?:[A-Z][\w'-]*|\d+(?:st|nd|rd|th)?)|an? [a-z][\w-]*(?: [a-z][\w-]*)?)[.!]*$"
)

_AUXILIARY_END_EN = re.compile(
    r"\b(?:was|were|am|is|are|be|been|do|does|did|have|has|had|can|could|will|would|should|I'm|it's|that's)$", re.I
)


# "I said the 21st for Clíona's wedding, that was wrong, it's the 28th of June": what the value was said for,
# and the value it is
_SAID_FOR_WRONG_EN = re.compile(
    r"^(?:(?:oh|oops|sorry|wait|ok(?:ay)?|so|actually)[,!.\s]+)*I (?:said|told you|put|wrote) [^,;]{1,30}? (?:for|as) (?P<what>[^,;]{2,40}?),?\s+"
    r"(?:that was|that's|that is|which was|but that's|but that was) (?:wrong|incorrect|not right)\s*[,;:.—–-]*\s*"
    r"(?:it's|it is|it was|actually it's|it's actually)\s+(?P<new>(?=[^;!?]*(?:\d|\b(?-i:[A-Z])))[^;!?]+?)[.!]*$",
    re.I,
)


# "scratch what i told u abt Cormac's christening, wrong sunday, its the 18th": what it was about, and what it is
_SCRATCH_ABOUT_EN = re.compile(
    r"^(?:(?:oh|oops|sorry|wait|ok(?:ay)?|so|actually)[,!.\s]+)*(?:ignore|scratch|disregard|forget) what I (?:said|told you|wrote) about"
    r" (?P<what>[^,;:—–-]{2,40}?)\s*[,;:—–-]\s*(?:(?:wrong|not the) \w+\s*[,;:—–-]\s*)?(?:it's|its|it is)\s+(?P<new>[^;!?]+?)[.!]*$",
    re.I,
)


def put_right(sentence: str) -> tuple[str, bool]:
    """(the statement, whether it puts right a value said before): "更正一下，我生日其实是3月21号，上次打反了"
    → ("我生日其实是3月21号", True); "wait I gave you the wrong date, our anniversary is October 17" →
    ("our anniversary is October 17", True); "儿子的英语课其实是周日上午" as it is, True; any other
    sentence as it is, False."""
    zh = has_cjk(sentence)
    said_for = None if zh else (_SAID_FOR_WRONG_EN.match(sentence.strip()) or _SCRATCH_ABOUT_EN.match(sentence.strip()))
    if said_for:
        return f"{said_for['what']} is {said_for['new']}", True
    sorry = None if zh else _SORRY_LEAD_EN.match(sentence.strip())
    if sorry and _NOT_THAT_TAIL_EN.search(sentence.strip()):
        statement = _NOT_THAT_TAIL_EN.sub("", sentence.strip()[sorry.end() :])
        if not _AUXILIARY_END_EN.search(statement):  # ("sorry I was not a fan": a negation, not a tail)
            return statement, True
    lead, tail = (_PUT_RIGHT_LEAD_ZH, _PUT_RIGHT_TAIL_ZH) if zh else (_PUT_RIGHT_LEAD_EN, _PUT_RIGHT_TAIL_EN)
    said = lead.match(sentence.strip()) or (None if zh else _SORRY_ACTUALLY_EN.match(sentence.strip()))
    statement = tail.sub("", sentence.strip()[said.end() :] if said else sentence.strip(), count=1).strip()
    if statement == sentence.strip() or not statement:
        return sentence, bool(zh and (_IN_FACT_ZH.match(sentence.strip()) or _RIGHT_ONE_ZH.search(sentence)))
    if zh and said and "我" in said.group() and not re.match(r"[我他她你咱]", statement):
        statement = "我" + statement  # ("我之前说错了，结婚纪念日其实是…": whose it is stays said)
    if zh:
        # (the apology before it is no part of it: "不好意思，驾照考试其实是11月16号，之前跟你说的日期不对")
        statement = (
            re.sub(r"^(?:不好意思|抱歉|对不起|sorry|哎呀|诶|哦)[，,！!\s]+", "", statement, flags=re.I) or statement
        )
    return statement, True


_LIKING_VERBS_ZH = "吃喝看听玩打去做"  # (the verb a Chinese liking is kept with: "吃火锅", "看科幻片")


def denies(said: str, value: str) -> bool:
    """Does a statement say that a value is not so ("I live in Leeds, not York", "I'm a nurse, not a
    doctor", "我是护士，不是医生")? A value said before and denied beside the new one is put right."""
    value = value.strip()
    if len(value) >= 3 and value[0] in _LIKING_VERBS_ZH:
        value = value[1:]  # (a liking kept with its verb: "吃火锅", denied as "不是火锅")
    if not value:
        return False
    return bool(
        re.search(
            rf"(?:\bnot|\bisn't|\brather than|\binstead of|不是|而非)\s*(?:in |at |on |an? |the |在|当|[{_LIKING_VERBS_ZH}])?"
            + re.escape(value),
            said,
            re.I,
        )
    )
