"""What has ended, in the words used: "I don't smoke any more", "我不再刷抖音了" (``ended_terms``), and
the work that ended with "I quit my job" / "辞职" (``ended_slots``)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk

_ENDED_ZH = (
    re.compile(r"(?:不再|已经不|早就不|早已不|再也不|没再|不怎么)([\u4e00-\u9fffA-Za-z]{1,8}?)(?=了|啦|，|,|。|！|$)"),
    re.compile(
        r"([\u4e00-\u9fffA-Za-z]{1,6}?)(?:我)?(?:已经|早就|早|也)?(?:不碰了|不玩了|不喝了|不吃了|不抽了|不刷了)"
    ),
    re.compile(
        r"([\u4e00-\u9fffA-Za-z]{1,6}?)(?:我)?(?:已经|早就|早|也)?(?:彻底|完全)?(?:戒了|戒掉了|戒掉|不碰了|卸了|卸载了|断了|断掉了)"
    ),
    re.compile(r"(?:戒了|戒掉了?)([\u4e00-\u9fffA-Za-z]{1,6}?)(?=了|，|,|。|！|$)"),
    # what is named first ("麻将我不再打了", "奶茶我已经不喝了"): the thing, not the verb
    re.compile(
        r"([\u4e00-\u9fffA-Za-z]{2,6}?)(?:我|他|她|我们)(?:已经|早就|现在|也)?(?:不再|再也不|已经不|不)"
        r"(?:打|玩|喝|吃|抽|刷|看|去|碰|用|跑|追|买|订|赌|听|点|下|骑|逛)了"
    ),
    re.compile(r"戒(烟|酒|糖|咖啡|奶茶|游戏)"),
)
# an allergy outgrown ("女儿的牛奶过敏长大就好了", "儿子对鸡蛋已经不过敏了", "my son outgrew his peanut
# allergy", "she grew out of her dairy allergy"): what it was to ("outgrew his shoes" is no allergy)
_OUTGROWN_ZH = re.compile(
    r"([\u4e00-\u9fffA-Za-z]{1,8}?)(?:的)?过敏(?:症)?(?:已经|早就|都|也|基本|完全)*(?:长大(?:后|了)?(?:就|也)?(?:好了|没了|消失了)|(?:彻底|完全)?(?:好了|没了|痊愈了|消失了))"
    r"|对([\u4e00-\u9fffA-Za-z]{1,8}?)(?:已经|早就|都|也|基本|完全)*(?:不|不再)过敏"
)
_OUTGROWN_EN = re.compile(
    r"\b(?:outgrew|outgrown|outgrow|grew out of|grown out of|grow out of) (?:(?:his|her|their|my|your|the|its|our) )?([a-z]+(?:[ -][a-z]+)?) allerg(?:y|ies)\b",
    re.I,
)
# (the verb and its object, an article between: "I don't play the pokies any more", "I don't go to the casino anymore")
_WORDS_EN = r"([a-z]+(?:\s+(?:(?:to|into)\s+)?(?:the\s+|my\s+)?(?!any|at\b|all\b|now\b|for\b|since\b|cold\b|a\b|the\b|him\b|her\b|them\b|it\b|me\b|us\b|you\b)[a-z]+)?)"
_ENDED_EN = re.compile(
    r"\b(?:don't|do not|doesn't|does not|dont|haven't|no longer)\s+(?:(?:really|even|actually|ever|usually)\s+)?(?:\w+ing\s+)?(?!have\b|know\b|think\b|want\b|need\b|like\b|care\b|mind\b)"
    + _WORDS_EN
    + r"(?=[^.;!?]*\b(?:any ?more|any longer)\b)"
    # (Singapore English: "i stop taking supper already lah", "stop drinking kopi already")
    r"|\b(?:stop|stopped)\s+([a-z]+ing\s+(?:the\s+|my\s+)?[a-z]+)\s+already\b"
    r"|\bno longer\s+"
    + _WORDS_EN
    + r"|\b(?:stopped|quit|gave up|given up)\s+([a-z]+ing(?:\s+(?:the\s+|my\s+)?(?!(?:the|my|a|it|that|this)\b)[a-z]+)?)\b"
    # ("jacked in / packed in / knocked on the head / swore off the betting": British and Irish for quitting)
    r"|\b(?:quit|jacked in|packed in|swore off|sworn off) (?:my|the|his|her) ([a-z]+(?: (?:on|at|in) the [a-z]+)?)\b"
    # "not doing keto anymore", "I'm not taking the bus any more": the verb and what it was done with
    r"|(?:^|\bI'm |\bI am |\bwe're |\bwe are )not\s+([a-z]+ing\s+(?:the\s+)?(?!(?:much|anything|that|this|it|well|so|too|any)\b)[a-z]+)(?=[^.;!?]*\b(?:any ?more|any longer)\b)",
    re.I,
)
_DONE_WITH_EN = re.compile(
    r"\b(?:I'm|I am) (?:so |totally |completely |officially )?(?:done with|finished with|through with) ([A-Za-z][\w-]*)"
)
_ENDED_WHEN_ZH = re.compile(r"^(?:睡前|睡觉前|饭后|每天|每晚|晚上|平时|上班时|下班后|周末|半夜)")
_ENDED_VERBS_ZH = re.compile(r"^(?:刷|喝|吃|去|做|玩|打|看|抽|用|点|熬|上)")
_ENDED_STOP_EN = frozenset(
    re.findall(
        r"\w+",
        "a an the my to at in on with for from of by all any more anymore now really just go do get be there here"
        " into out much many why how what that this up down off over about see much"
        " last this next yesterday today ago ever completely entirely totally",
    )
)
# a "no longer" that names only its verb ends a habit only when the verb is one ("I don't smoke any
# more"); "I no longer work at …" is a change of employer, which the attributes handle
_HABIT_VERBS_EN = frozenset(
    re.findall(r"\w+", "smok vap drink gambl run jog swim cycl bik driv cook bak knit paint eat snack fast meditat")
)


# "I'm not vegetarian anymore", "she's no longer a smoker": what one is no more, said as a word
_NOT_ANY_MORE_EN = re.compile(
    r"(?:\b(?:I'm|I am|we're|we are|he's|he is|she's|she is|they're|they are) |^)(?:not|no longer) (?:an? )?(?![a-z]+ing\b)([a-z]+(?:-[a-z]+)?)(?: any ?more| any longer)?\b(?<!longer)",
    re.I,
)


# "3 weeks off energy drinks now", "quit sugar cold turkey", "went cold turkey on vaping": a habit
# given up, named by its object (the phrase, its last word without a plural: "energy drink")
_OFF_EN = re.compile(
    r"\b(?:\d+|a|one|two|three|four|five|six|a few|a couple(?: of)?|several) (?:days?|weeks?|months?|years?) (?:off|clean (?:of|from)|free of|without)"
    r" (?:the |any )?(?!(?:work|school|sick|duty|uni|college|the|in|at|for|from|to|on|with|and|now|since)\b)([a-z]+(?:[\s-]+(?!(?:now|and|for|since|already|last|this|ago|in|at)\b)[a-z]+)?)"
    r"|\b(?:quit|stopped|gave up|kicked|ditched|dropped|cut out) (?!my\b|the\b|it\b|that\b|this\b)([a-z]+(?:\s+(?!cold\b|for\b|complet|fully\b|entirely\b|totally\b)[a-z]+)?) (?:cold turkey|for good|complet\w*|fully|entirely|totally|altogether)\b"
    # "gave up candy crush lol", "kicked energy drinks": what was given up, named ("quit" + a name is a job)
    r"|\b(?:gave up|given up|giving up|kicked|ditched)\s+(?!my\b|the\b|on\b|it\b|that\b|this\b|hope\b|trying\b|[a-z]+ing\b)"
    r"([a-z]+(?:\s+(?!lol|tbh|ngl|haha|honestly|tho|though|too|now|for|since|last|and|but|already|cold|completely|totally|na\b|po\b|lang\b|pa\b|rin\b|din\b|lah\b)[a-z]+)?)\b"
    # "no more Greggs for me": what one has no more of
    r"|\bno more (?!worries\b|problems?\b)([a-z][\w'-]*(?:\s+(?!for\b)[a-z][\w'-]*)?) for (?:me|us)\b"
    r"|\bwent cold turkey (?:on|with|from) (?:the )?([a-z]+(?:\s+(?!(?:now|and|for|since|last|this|ago|in|at)\b)[a-z]+)?)"
    # "haven't had a cigarette in 3 weeks", "not touched alcohol for a month"
    r"|\b(?:haven't|have not|hasn't|has not|not) (?:had|touched|smoked|drunk|drank|bought|vaped) (?:a |an |any |one )?(?:single )?"
    r"(?!(?:time|chance|moment|minute|break|day|days|holiday|vacation|rest|fun|money|luck|lunch|dinner|breakfast|meal|word|call|reply|news|look)\b)"
    r"([a-z]+(?:\s+(?!(?:in|for|since)\b)[a-z]+)?) (?:in|for|since) (?:over |almost |nearly )?(?:\d+|a|an|one|two|three|four|five|six|a few|a couple of|several|ages|weeks|months|years)\b",
    re.I,
)


# a game, an app or a pastime by its name, quit or uninstalled ("I already quit Mobile Legends po"): the
# name (quitting an employer by its name ends that work too)
_QUIT_NAMED_EN = re.compile(
    r"\b(?:[Qq]uit|[Uu]ninstalled|[Dd]eleted)\s+(?!(?:[Mm]y|[Tt]he|[Ii]t|[Tt]hat|[Tt]his|I)\b)([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})"
)


# a thing one had, parted with ("sold the civic, got a Tesla now", "traded in my old Golf", "把那辆思域卖了"):
# its name (what came instead is a new unit of its own; the vehicle rules read it with the same verbs)
PARTED_EN = r"(?i:sold|traded in|got rid of|scrapped|wrote off|written off)"
PARTED_ZH = r"(?:已经|早就|早|也)?(?:给)?(?:卖了|卖掉了?|转手了|处理掉了|报废了)"
_PARTED_EN = re.compile(
    rf"\b{PARTED_EN} (?i:my|the|our|his|her) (?i:old |trusty |beloved )?"
    r"(?!(?i:idea|story|rest|lot|last|place)\b)([A-Za-z][\w-]*(?: [A-Z0-9][\w-]*)?)\b"
)
_PARTED_ZH = re.compile(
    r"(?:把|^(?:我|我家)?(?:的|那|这)?(?=[辆台部]))(?:我的|家里的|那|这)?(?:辆|台|部|只)?(?:旧)?([\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:车)?"
    + PARTED_ZH
    # an old thing named first, then when it went ("老捷达上周卖了", "我那台旧iPad前阵子转手了")
    + r"|^(?:我|我家)?(?:的|那辆|那台|那部)?(?:老|旧)([\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:车)?"
    r"(?:上周|上礼拜|上个?月|前几天|前阵子|前段时间|昨天|去年|年前|刚刚?)?" + PARTED_ZH
)
# a car sold that is not named ("上个月把旧车卖了", "sold the old car"): whichever car one had
_CAR_PARTED = re.compile(rf"(?:旧车|老车|车子?|那辆车){PARTED_ZH}|\b{PARTED_EN} (?i:my|the|our) (?:old )?car\b")


# moods and words of the moment, not what someone is ("I'm not sure anymore")
_NOT_STATES = _ENDED_STOP_EN | frozenset(
    re.findall(
        r"\w+",
        "sure certain busy interested tired mad angry upset worried scared afraid hungry ok okay sorry young kid kidding joking able allowed",
    )
)


# someone or a pet named who has died: what was said of them has ended ("Miso passed away last week",
# "我们家的旺财上个月去世了")
_DIED_EN = re.compile(
    r"\b([A-Z][a-z]{1,15}) (?:sadly |just |has |had )?(?:passed away|died|passed on|was put down|crossed the rainbow bridge)\b"
)
_DIED_ZH = re.compile(
    r"(?:我们家的?|我家的?|我的|^)([\u4e00-\u9fffA-Za-z]{2,6}?)(?:上周|上个?月|昨天|前几天|前天|去年|今天|已经)?(?:去世了|过世了|离世了|走了，|死了|去了喵星|去汪星)"
    # (走了 alone is "left" as often as "died": with a time word before it and nothing after, it is a death)
    r"|(?:我们家的?|我家的?|我的|^)([\u4e00-\u9fffA-Za-z]{2,6}?)(?:上周|上礼拜|上个?月|昨天|前几天|前天|去年|今天早上|昨晚)"
    r"(?:已经|安详地|突然)?(?:走了|离开了我们|离开我们了)(?:[。！!~～…，,]|呜+|$)"
)


# a thing one had, given up for another ("switched from iPhone to a Pixel", "从安卓换成了苹果"): the one left
# (not "moved from Leeds to York" or "went from …": a move is the place rules', a trip ends nothing)
_SWITCHED_FROM_EN = re.compile(
    r"\b(?:switched|changed|swapped) (?:over )?from (?:my |an? |the )?([A-Za-z][\w+-]*(?: [A-Z0-9][\w+-]*)?) (?:over )?to\b"
)
_SWITCHED_FROM_ZH = re.compile(
    r"从([\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:换成|换到|改成|换)了?(?=[\u4e00-\u9fffA-Za-z0-9])"
)


# a plan or an event one has pulled out of ("I dropped out of the Berlin marathon", "withdrew from the
# course", "雅思不考了", "半马我退赛了", "放弃考研了"): what it was (the plan's unit names it)
_WITHDREW_EN = re.compile(
    r"\b(?:dropped out of|pulled out of|withdrew from|withdrawn from|bailed on|backed out of|gave up on|given up on|giving up on)"
    r" (?:the |my |our |that |this )?(?!(?:it|that|this|them|him|her|me|you|life|hope|trying)\b)"
    r"([A-Za-z][\w'-]*(?: (?!(?:in|at|for|after|because|since|last|this|and|but|so|now)\b)[A-Za-z][\w'-]*){0,2})",
    re.I,
)
# a trip or an occasion called off, by its place or its name ("Coorg trip is cancelled only", "we've called off
# the trip to Krabi", "the Lisbon holiday's off"): what it was to (a plan kept for it ends)
_CALLED_OFF_EN = re.compile(
    r"\b(?!(?:The|Our|My|This|That|A|An|Your|His|Her|Their|Any)\b)([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) (?:trip|holiday|visit|vacation|getaway|tour|road trip)(?:'s| is| has been| got| was) (?:now |officially |been )?(?:cancelled|canceled|called off|off|scrapped)\b"
    r"|\b(?:cancelled|canceled|called off|scrapped|shelved) (?:the |our |my )?(?:trip|holiday|visit|vacation|getaway|tour|road trip) to ([A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
    # (or by what it was: "the canal boat holiday is off", "our ski trip's been called off")
    r"|\b(?:[Tt]he|[Oo]ur|[Mm]y) ((?:[a-z][\w'-]* ){0,2}[a-z][\w'-]*) (?:trip|holiday|visit|vacation|getaway|tour|cruise)(?:'s| is| has been| got| was) (?:now |officially |been )?(?:cancelled|canceled|called off|off|scrapped)\b"
)
_WITHDREW_ZH = re.compile(
    r"([\u4e00-\u9fffA-Za-z]{2,6}?)(?:我|我们)?(?:已经|还是|最后|就|也|决定)?(?:不考了|不报了|不去考了|退赛了|弃赛了|退出了|不参加了|放弃了)"
    r"|(?:放弃|退出)了?([\u4e00-\u9fffA-Za-z]{2,6}?)(?:了|啦|，|,|。|！|$)"
)


# eating again what a diet leaves out ("最近开始吃鱼了", "I've started eating meat again"): the vegetarian
# or vegan diet has ended (pescatarian or not is for the person to say; the new habit is a unit of its own)
_DIET_BROKEN = re.compile(
    r"(?:开始|又|重新|偶尔也|也会|恢复)(?:吃|碰)(?:点|一点|些)?(?:肉|荤|鱼|海鲜|鸡肉|猪肉|牛肉|羊肉|鸡蛋|蛋|奶|肉类)"
    r"|\b(?:started|starting|start|began|begun|back to|gone back to|went back to)\s+(?:eating|having)\s+(?:some\s+)?"
    r"(?:meat|fish|seafood|chicken|beef|pork|lamb|eggs|dairy)\b"
    r"|\b(?:eat|eating|have|having)\s+(?:meat|fish|seafood|chicken|beef|pork)\s+again\b",
    re.I,
)
_VEGETARIAN = ["vegetarian", "vegan"]


def ended_terms(text: str) -> list[str]:
    """The words naming what a "no longer" statement ends: "我不再刷抖音了" → ["刷抖音", "抖音"];
    "I don't smoke anymore" → ["smok"] (an English stem); the object when there is one ("I no
    longer drink soda" → ["soda"]); [] when the text ends nothing."""
    outgrown = (_OUTGROWN_ZH if has_cjk(text) else _OUTGROWN_EN).search(text)
    if outgrown:
        what = re.split(r"[的对]", next(g for g in outgrown.groups() if g))[-1]
        if what:  # (in Chinese with its word: "牛奶过敏" is in "对牛奶过敏", not in "每天喝牛奶")
            return [what + "过敏" if has_cjk(text) else what.lower()]
    if _DIET_BROKEN.search(text):
        return _VEGETARIAN
    died = (_DIED_ZH if has_cjk(text) else _DIED_EN).search(text)
    if died:
        name = next(g for g in died.groups() if g)
        return [name if has_cjk(text) else name.lower()]  # "Miso passed away last week"
    switched = (_SWITCHED_FROM_ZH if has_cjk(text) else _SWITCHED_FROM_EN).search(text)
    if switched:
        return [switched.group(1) if has_cjk(text) else switched.group(1).lower()]  # "switched from iPhone to a Pixel"
    withdrew = (_WITHDREW_ZH if has_cjk(text) else _WITHDREW_EN).search(text) or (
        None if has_cjk(text) else _CALLED_OFF_EN.search(text)
    )
    if withdrew:
        return [next(g for g in withdrew.groups() if g).lower()]  # "dropped out of the Berlin marathon"
    if has_cjk(text):
        parted = _PARTED_ZH.search(text)
        if parted:
            return [next(g for g in parted.groups() if g)]
        for pattern in _ENDED_ZH:
            match = pattern.search(text)
            if match:
                what = re.sub(r"^(?:我|他|她|了|都|再|也|把)+", "", match.group(1))  # (我把辣条戒了: 辣条)
                what = _ENDED_WHEN_ZH.sub("", what) or what  # (睡前刷短视频: what, not when)
                bare = _ENDED_VERBS_ZH.sub("", what)
                found = [w for w in dict.fromkeys([what, bare]) if len(w) >= 2 or (w and w in "烟酒")]
                if found:
                    return found
        return []
    off = _OFF_EN.search(text)
    if off:
        object_words = next(g for g in off.groups() if g).lower().split()
        if object_words and object_words[-1] not in _ENDED_STOP_EN:
            return [" ".join([*object_words[:-1], re.sub(r"(?<=[a-z]{3})s$", "", object_words[-1])])]
    parted = _PARTED_EN.search(text)
    if parted:
        return [parted.group(1).lower()]
    named = _QUIT_NAMED_EN.search(text)
    if named:
        return [named.group(1).lower()]
    done = _DONE_WITH_EN.search(text)
    if done:
        return [done.group(1).lower()]  # "I'm done with Fortnite": the thing itself
    was = _NOT_ANY_MORE_EN.search(text)
    if (
        was
        and re.search(r"\bno longer\b|\bany ?more\b|\bany longer\b", text, re.I)
        and was.group(1).lower() not in _NOT_STATES
    ):
        return [was.group(1).lower()]  # "I'm not vegetarian anymore": the word itself
    match = _ENDED_EN.search(text)
    if not match:
        return []
    said = next(g for g in match.groups() if g)
    words = [w.lower() for w in said.split() if w.lower() not in _ENDED_STOP_EN]
    stems = [re.sub(r"(?:ing|es|s|e)$", "", w) if len(w) > 4 else w for w in words]
    if said.split()[0].lower() in _ENDED_STOP_EN:
        # "I don't go to the casino anymore", "I don't get takeaways any more": a verb that says
        # nothing of its own, so what is left is what has ended
        return [w for w in stems if len(w) >= 3]
    if len(stems) == 1:
        return stems if stems[0] in _HABIT_VERBS_EN else []
    return [w for w in stems[1:] if len(w) >= 3]  # the object


# "我辞职了", "I quit my job", "got laid off", "退休了": the work itself has ended (its job and
# employer, whatever words they were said in)
_JOB_ENDED = re.compile(
    r"辞职|离职|辞掉了?(?:工作|那份工)|裸辞|被裁|被辞退|被开除|退休(?:了|啦|喽|咯)|正式退休|办了退休|下岗了"
    r"|\b(?:quit|left|resigned from|lost) (?:my|his|her|their|the) (?:job|position|role)\b"
    r"|\b(?:I|I've|I have|he|she|they|we) (?:\w+ )?(?:resigned|retired)\b|\bgot (?:laid off|fired|let go)\b",
    re.I,
)
_NEGATED_JOB_END = re.compile(
    r"没(?:有)?辞|不辞|别辞|\b(?:didn't|did not|never|won't|not) (?:quit|resign|retire|get laid off)", re.I
)
# a resignation planned or thought about ("我决定明年春天辞职", "打算下个月离职", "I'm going to quit my
# job next year") has not ended the work yet: the job holds until it is said to be done
_PLANNED_JOB_END = re.compile(
    r"(?:决定|打算|准备|计划|考虑)[^，。,.；;！!]{0,10}?(?:辞职|离职|辞掉|裸辞|退休)"
    r"|(?:想|要|将|会)[^，。,.；;！!]{0,6}?(?:辞职|离职|辞掉|裸辞|退休)(?!了)"
    r"|(?:明年|下个?月|下半年|下周|下个?星期|年底|月底|年后|过完年|过段时间|以后)[^，。,.；;！!]{0,10}?(?:辞职|离职|辞掉|裸辞|退休)"
    # notice given ("跟老板提了离职，月底走", "交了辞职信"): the job holds until the last day
    r"|(?:提了?|提出了?|申请了?|交了?)(?:辞职|离职)|辞职信|辞呈"
    r"|\b(?:going to|gonna|planning to|plan to|plans to|thinking (?:about|of)|want to|wants to|will|'ll|considering|might|may|decided to|deciding to)"
    r" (?:\w+ ){0,2}(?:quit|quitting|leave|leaving|resign|resigning|retire|retiring)\b"
    r"|\b(?:quit|leave|resign|retire)\b[^.;!?]{0,30}\bnext (?:year|month|week|spring|summer|autumn|fall|winter)\b",
    re.I,
)
WORK_SLOTS = ("occupation", "employer", "work_city")
# a line of work left for another, said alone ("转行了！", "改行啦", "switched careers", "hung up my apron"):
# the old job has ended, and what follows it is the new one ("转行了！现在在一所小学教体育")
WORK_SWITCHED_ONLY = re.compile(
    r"^(?:我|(?:so|well|yeah|ok(?:ay)?)[,!.]*\s+)?(?:也|已经|终于|总算|正式|彻底|果断|finally\s+|officially\s+|just\s+)?"
    r"(?:(?:转行|改行|换行|换行业|换赛道|转型)(?:了|啦|成功了?)*"
    r"|(?:I\s+|I've\s+)?(?:switched|changed) careers?|career change|(?:I\s+|I've\s+)?(?:hung|hang|put) up my \w+(?:'s)?(?: \w+)?"
    r"|(?:I\s+|I've\s+)?(?:left|quit) the (?:kitchen|trade|industry|profession|classroom|force|army|navy|bar|restaurant game))"
    r"(?:\s+(?:for good|at last|finally|last (?:week|month|year)|this (?:week|month|year)))?(?:啦|哈|哦|呀)?[!！.。~～…]*$",
    re.I,
)


# a couple that split up ("我和小雨分手了", "跟男朋友分了", "I broke up with Sam", "Jess and I split up"):
# who it was, by name or by the word for them (None when it says neither: "we broke up")
# who one is or was a couple with, by the word for them (reconcile's partner unit reads the same words)
PARTNER_WORDS = (
    r"(?:男朋友|女朋友|男友|女友|对象|男票|女票|未婚夫|未婚妻|老婆|老公|妻子|丈夫|媳妇|爱人"
    r"|boyfriend|girlfriend|partner|fianc[ée]e?|bf|gf|wife|husband)"
)
_BROKE_UP_ZH = re.compile(
    r"(?:我|我们)?(?:和|跟|与)(?:我)?(?:的)?(?:("
    + PARTNER_WORDS
    + r")|([\u4e00-\u9fffA-Za-z]{1,6}?))(?:已经|上周|上个?月|前几天|昨天|最近|去年|前年|今年|年初|年前|年底)?"
    r"(?:分手了|分了(?=[，。！!,.~～]|$)|分开了|吹了|离婚了|离了婚|办了离婚)"
    r"|^(?:我们|我俩)(?:已经|上周|上个?月|前几天|昨天|最近)?(?:分手了|分开了|吹了|离婚了)"
)
_BROKE_UP_EN = re.compile(
    r"\b(?:broke up|split up|split|separated|called it off|divorced|got divorced from) (?:with )?(?:my |his |her )?(?:("
    + PARTNER_WORDS
    + r")|([A-Z][a-z]+))\b"
    r"|\b(?:("
    + PARTNER_WORDS
    + r")|([A-Z][a-z]+)) and I (?:have |'ve )?(?:just |finally |officially )?(?:broke up|broken up|split up|split|separated|called it off|got divorced|divorced)\b"
    r"|\b(?:we|we've|we have) (?:just |finally |officially )?(?:broke up|broken up|split up|separated|called it quits|got divorced|divorced)\b"
    # (said after "X and I" is read as "I … with X": "I got divorced in the summer with Mark")
    r"|\b(?:got divorced|broke up|split up)\b[^.;!?]{0,30}? with (?:my )?(?:(" + PARTNER_WORDS + r")|([A-Z][a-z]+))\b",
    re.I,
)


def parted_partner(text: str) -> tuple[bool, str | None, str | None]:
    """Whether ``text`` says a couple split up, and the partner's name or word for them if it says
    one: "我和小雨分手了" → (True, "小雨", None); "I broke up with my girlfriend" → (True, None,
    "girlfriend")."""
    match = (_BROKE_UP_ZH if has_cjk(text) else _BROKE_UP_EN).search(text)
    if match is None:
        return False, None, None
    groups = match.groups()
    words = [g for g in groups[0::2] if g]
    names = [g for g in groups[1::2] if g and g not in ("他", "她", "ta", "TA", "him", "her")]
    return True, (names[0] if names else None), (words[0].lower() if words else None)


def ended_slots(text: str) -> tuple[str, ...]:
    """The attributes a statement says have ended: the work ones when it says the job ended, the
    vehicle when a car it does not name was sold."""
    if _CAR_PARTED.search(text):
        return ("vehicle",)
    if not _JOB_ENDED.search(text) or _NEGATED_JOB_END.search(text) or _PLANNED_JOB_END.search(text):
        return ()
    return WORK_SLOTS
