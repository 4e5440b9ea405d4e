"""The reasons to write and their scores, the verdicts, and the rules that find a reason in one
sentence (``judge_sentence``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.figures import (
    BARE_NEW_VALUE,
    CHANGED_TO,
    FIGURE_SLOTS,
    NOW_CHANGE,
    PERIODIC_NUMBER,
    fact_labels,
    figures,
    project_named,
)
from apps.memory.pipeline.lexicon import (
    CHANGE,
    CURRENCY_CHARS,
    DECISION,
    GOAL_SET,
    INSTRUCTION_LEAD,
    NAME_AGE_OPENING_EN,
    PROHIBITION,
    REACTION,
    REQUEST,
    put_right,
)
from apps.memory.pipeline.slots.likings import KEEN_EN
from apps.memory.pipeline.slots.patterns import _REL_EN as REL_EN
from apps.memory.pipeline.slots.patterns import RELATIONS_IN_ZH_EN, SAYING_VERBS_EN
from apps.memory.pipeline.slots.rules_things import MEASURE_OF_THING_EN
from apps.memory.pipeline.trigger.chat_talk import liking_of_the_chat, said_of_nothing
from apps.memory.pipeline.trigger.dated import BOOKED, DAY_AND_TIME_EN, DAY_AND_TIME_ZH, DUE, EXPIRY_EN, OWN_PLAN_ZH
from apps.memory.pipeline.trigger.sentences import is_question, is_small_talk, strip_filler
from apps.memory.pipeline.trigger.zh_shapes import BEFELL_ZH, ONGOING_ZH, PLAN_ZH, ROUTINE_ZH, STARTED_ZH

WRITE_SCORE = 0.5
KIND_SCORE = {
    "instruction": 1.0,
    "decision": 0.9,
    "change": 0.9,
    "milestone": 0.85,
    "preference": 0.8,
    "disclosure": 0.6,
    "answer": 0.55,
    "weak_preference": 0.4,
}


# --- the five kinds (+ disclosure) ------------------------------------------------------------
_INSTRUCTION_STRONG = re.compile(
    r"(?<![我你他她])记住|以后都|今后都|从今以后|从现在起|以后(?:请|要|别|不要|每次)|(?:以后|今后)(?:你)?(?:帮我|给我|替我)[^，。！？,]{1,12}?(?:别|不要)|每次都(?:要|请)|永远不要"
    r"|\bfrom now on\b|\bdon't ever\b|\bdo not ever\b|\bplease remember\b|\bgoing forward\b",
    re.I,
)
_IMPERATIVE = re.compile(
    r"^(?:(?:请|麻烦|以后|今后|你)?\s*(?:不要|别再?|不许|禁止|千万别|千万不要|千万不能|永远不要|不准|一定要|务必|总是|每次都))"
    r"|^(?:please\s+|pls\s+|just\s+)?(?:don't|do not|never|stop|no more(?![^.;!?]*\bfor (?:me|us)\b)|always|make sure to)\b"
    # "no cruise recommendations pls": what not to be offered, as a standing wish
    r"|^no (?:more )?(?:[\w-]+ ){0,2}?(?:recommendations|suggestions|recs|reminders|spoilers|notifications|upsells)\b",
    re.I,
)
# "回答我的时候别老加免责声明": 别 in the middle of a sentence tells the assistant not to (not 特别, 区别, 别人 …)
# "恐怖片拜托不要推荐给我": what not to be given, said after what it is
_NOT_TO_BE_GIVEN_ZH = re.compile(
    r"(?:不要|千万别|别再|请勿|不用)(?:再)?(?:给我|帮我|跟我|向我)?(?:推荐|推|安排|发|提|订|约)"
)
# the parts of a sentence after a pause or a "but" ("…, but never give me …"), each without its link word
_BUT_PARTS_EN = re.compile(r"\s*[,;]\s*(?:(?:but|and|so)\s+)?|\s+(?:but|and so)\s+", re.I)
_WISHED_DONE_EN = re.compile(
    r"\b(?:want|hope|plan|need|aim|intend)s? to have\b|\bwill have\b|\bmust have (?!been)\w+ed\b", re.I
)
_TOLD_NOT_TO = re.compile(r"(?<![特区差分级告性类识辨派鉴])别(?![人的处])")
_MILESTONE = re.compile(
    r"完成了|做完了|上线了|发布了|毕业了|升职|提拔|晋升|入职|离职|退休|结婚了|订婚了|生了|通过了|拿到了|考上了|搞定了|交付了|达成|里程碑"
    r"|\b(?:finished|completed|launched|shipped|released|graduated|got promoted|promoted|made (?:an? |the )?(?:[a-z]+ )?(?:associate|partner|manager|team lead|director|head|captain|supervisor)|got married|got engaged|got accepted|got hired"
    r"|passed|won|achieved|started (?:my|a|the|working)|opened (?:my|a|the)|signed up|joined|adopted|became|published|retired|quit)\b",
    re.I,
)
_PREFERENCE_STRONG = re.compile(
    r"偏好|最喜欢|是我的(?:最爱|心头好|挚爱)|(?<![说讲])(?:(?<=[\u4e00-\u9fffA-Za-z])我(?:能|可以)天天吃|^我(?:能|可以)天天吃(?=[\u4e00-\u9fffA-Za-z]))(?![吗吧呢])|百吃不厌|我(?:一直|平时|也)?(?:收集|收藏)|更喜欢|热衷|比较喜欢|(?:一般|通常|总是|都|特别|很|非常|超级)喜欢|习惯(?:用|于)?|喜欢用|讨厌|受不了"
    r"|\b(?:i prefer|i'd rather|i (?:would|'d) prefer|i'd (?:pick|choose|take) \w+(?: \w+)? over|more of an? \w+ person"
    r"|i'm (?:just |really |so |totally |absolutely |utterly |seriously |kinda |kind of |low-?key |high-?key |pretty )*(?:obsessed with|obsessed w/?|hooked on|addicted to|crazy about|mad about|all about"
    rf"|an? {KEEN_EN} [a-z]+)|i've (?:gotten|got|become) (?:really |so )?into"
    r"|my favou?rite|i love|i adore|i hate|i can't stand|i'm a big fan of|i always"
    r"|i have (?:a |an )?(?:keen |great |deep |strong |real |abiding )?interest in"
    # what one could have every day ("i could eat pad see ew every day of my life", "那家的牛肉面我能天天吃")
    r"|i could (?:eat|drink|listen to|watch|live on) (?!(?:it|this|that|these|those|them)\b)[^,.;!?]{2,40}? (?:every (?:single )?day|all day|forever)"
    # a thing one loves said as what it is to one ("singing with the choir is my great love", "I collect vinyl")
    r"|(?:is|are|'s) my (?:great |true |real |first |biggest |greatest |one |big |main |only )*(?:love|passion|obsession)"
    r"|i(?: (?:also|still|mostly|mainly))? collect|i've been collecting|i'm collecting"
    r"|i(?:'m| am) (?:very much |very |really |so |quite |super |rather |a bit |mad |dead |pure |well |proper )?(?:fond of|partial to|keen on|daft about|wild about)"
    r"|i (?:usually|generally|really|absolutely|totally) (?:like|love|prefer|enjoy))\b",
    re.I,
)
_PREFERENCE_WEAK = re.compile(
    r"(?:喜欢|爱|爱吃|爱喝|想要|感兴趣)|\b(?:i like|i enjoy|i'm into|i'm interested in|i want)\b", re.I
)
_PREFERENCE_TERM_EN = re.compile(
    r"\b(?:prefer|like|love|enjoy|adore|hate|favou?rite(?: \w+)?(?: is)?|fan of|fond of|into|interested in|rather)\s+(?:to\s+)?(?:the\s+|a\s+|an\s+|my\s+)?([a-z][a-z'\-]+(?:\s+[a-z][a-z'\-]+)?)",
    re.I,
)
_PREFERENCE_TERM_ZH = re.compile(r"(?:偏好|喜欢用|喜欢|爱吃|爱喝|爱|习惯用|讨厌|想要)([\u4e00-\u9fffA-Za-z0-9]{1,8})")

_FIRST_PERSON_EN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|my|mine|me|myself|we|we're|we've|our|us)\b", re.I)
_FIRST_PERSON_ZH = re.compile(r"我|咱们|本人")
_DURABLE_EN = re.compile(
    r"\b(?:I live|I'm living|I stay in (?=[A-Z])|we stay in (?=[A-Z])|I work|I'm working|I'm (?:a|an) |I am (?:a|an) |I've been|I have (?:a|an|two|three|\d)|I have (?:[a-z]+ )?(?:appointment|meeting|interview|exam|flight|surgery|check-?up|class|test|session|lesson|shift|match)s?\b|I own|I study|I'm studying"
    # what one does with a thing of one's own ("I track my sleep with an Oura ring", "I log my runs on Strava")
    r"|I (?:track|log|record|monitor|count|plan|manage|keep|organi[sz]e|schedule|budget) my (?:[a-z]+ ){1,2}?(?:with|on|in|using) (?-i:[A-Z])"
    r"|I (?:\w+ )?(?:jot|note|write|scribble|log|put)(?: [\w'-]+){0,5}? down (?:in|on) "
    r"|I (?:\w+ )?[a-z]+ (?:all )?my [\w'-]+(?: [\w'-]+)? (?:with|on|using|through|via) (?:[A-Z]|[a-z]+\b(?= most| every|$))"
    r"|I teach|I volunteer|I grew up|I was born|I moved|I'm from|I come from|I'm based|(?:my|our) (?:(?:best|oldest|closest|old|little|big|older|younger|baby|twin|eldest|youngest|next-door) )?(?:name|job|work|kids?|children|family"
    r"|dog|cat|pet|home|house|birthday|hobby|goal|plan|team|company|flight|train|ferry|trip|appointment|interview|exam|surgery|"
    + REL_EN
    + ")"
    # what one never does or has, said of oneself ("I'm not on any social media", "I never use credit cards")
    r"|I'm not on (?:any |the )?[A-Za-z]|I (?:don't|do not|never) (?:use|own|have|drink|eat|smoke|drive|wear|carry)\b"
    # … or cannot do ("I can't swim — never learnt as a kid", "I never learned to drive")
    r"|\bI (?:can't|cannot|can not|never learned to|never learnt to|don't know how to) (?:swim|drive|cook|ski|skate|surf|dance|sing|knit|sew|dive|ride a|ride\b|read music|type\b|float)"
    r"(?![^.,;!?]*\b(?:tonight|today|tomorrow|now|this (?:week|weekend|evening|morning|afternoon))\b)"
    # a move or a job only hoped for ("if I land the Aberdeen job I'd probably move up there"): a plan to keep
    r"|\bI'd (?:probably |likely |definitely |maybe )?(?:move|relocate)\b"
    # … or wished ("I would love to move to Lisbon one day", "we hope to buy a house in Porto")
    r"|\b(?:I|we) (?:(?:really|still|also|kinda) )?(?:would (?:love|like)|'d (?:love|like)|wanna|hope|want|plan|dream of|dream about)"
    r" to (?:move|relocate|live|retire|settle|buy (?:a|an|our|my) (?:house|home|flat|place|apartment|condo)|have (?:kids|a baby|children))\b|\bif I (?:get|land) (?:the|that|a|an) [^,.;]{0,30}?(?:job|offer|role|position|transfer|posting|promotion|placement|visa|admission)\b"
    # a person named by the speaker, with what is theirs ("Imogen's birthday is actually 8 May")
    r"|^[A-Z][a-z]+'s (?:birthday|name|job|age|address|school|wedding|anniversary|allergy|surgery|flight)\b"
    r"|I (?:went|visited|started|joined|took|bought|made|painted|wrote|read|ran|got|met|attended|signed|applied|adopted|lost|found|tried"
    r"|learned|played|saw|watched|finished|decided|had|gave|received|spent|traveled|travelled|moved|volunteered|organized|hosted|created"
    r"|built|opened|launched|won|passed|graduated|camped|hiked|baked|cooked|celebrated|reconnected|researched|explored|practiced|practised"
    r"|taught|lead|led|used)\b|I'm (?:planning|going|thinking|learning|reading|working|training|looking|trying|hoping|starting|taking|doing|making|writing"
    r"|building|saving|preparing|considering|researching|attending|volunteering|pursuing|studying|raising|expecting|running|organizing)\b"
    # (not what one does with the assistant or here in the chat: "I'm looking forward to your reply", "trying to
    # figure out what went wrong here")
    r"(?![^.!?]*(?:\b(?:your|you|u)\b|\bhere\W*$))"
    r"|I (?:plan|want|hope|need|intend) to\b"
    # what one never misses or skips ("I never miss an F1 race"): a habit
    r"|\bI (?:never|always|rarely|seldom|hardly ever) (?:miss|skip)\b"
    # a thing one has to do ("I have to finish the grant report by Friday"; not "I have to say")
    r"|I(?: have to|'ve got to| have got to|'ve gotta| gotta| must) (?!say\b|admit\b|ask\b|agree\b|laugh\b|be honest\b|tell you\b|wonder\b|go\b)\w+"
    r"|I'm (?:allergic|vegetarian|vegan|plant-based|pescatarian|married|single|divorced|pregnant|retired|\d+)\b"
    r"|(?:I|we)(?:'ve| have) got (?:a|an|two|three|\d)\b"
    r"|\b(?:I|we) (?:usually |always |often |also |still |mostly |really |actually |just |sometimes |now |only |regularly |normally )?"
    r"(?:play|wear|pay|drive|ride|speak|take|eat|drink|cook|bake|run|own|rent|keep|collect|volunteer|coach|practi[cs]e|swim|paint|draw|sketch|sell|make and sell"
    r"|knit|sing|write|read|watch|follow|support|use|listen to|commute|earn|make \S*\d|spend|save|owe|cycle|bike|hike|climb|surf|ski"
    r"|dance|meditate|avoid|sleep|wake up|get up|study|teach|go to (?:the|a|bed|church|school|work)|walk|jog|lift|train|fly)\b"
    r"|\bI(?:'m| am) not (?:a|an|really a) \w+|\bI (?:usually |always )?do (?:my|all my) [a-z]+ (?:in|on|with) [A-Z]"
    r"|\bI(?:'m| am) (?:(?:really|very|so|pretty|quite|terribly|deathly|severely|mildly|a bit|kind of|also|still) )?"
    r"(?:afraid of|scared of|terrified of|allergic to|hooked on|addicted to|obsessed with|fluent in|on (?=\S*\d)|paid (?=\S*\d)"
    r"|engaged|widowed|unemployed|self-employed|bilingual|trilingual|in (?:debt|recovery|therapy))"
    r"|I(?:'m| am) (?:colou?r-?blind|left-handed|right-handed|diabetic|epileptic|deaf|dyslexic|asthmatic|near-?sighted|short-sighted"
    r"|lactose intolerant|gluten intolerant|autistic)\b)",
    re.I,
)
_PAST_IRREGULAR = (
    "went|got|took|made|ran|saw|met|found|bought|had|did|gave|began|felt|left|won|wrote|read|came|brought|built|caught|chose|drew|drove"
    "|ate|fell|flew|forgot|grew|heard|held|kept|knew|lost|paid|rode|sang|sold|sent|spent|stood|swam|taught|told|thought|threw|wore|become|became"
    # (and those spelled as the present: "we put in an offer on a house in Spokane")
    "|put|set|cut|quit|hit|bet|hurt|split|broke|woke|sat|slept|spoke|swore|led|lent|fed|dug|shook|tore|stole"
)
_EVENT_EN = re.compile(
    rf"\b(?:I|we)(?: (?:just|finally|recently|also|actually|really|even|already|first|once|still))? (?:[a-z]{{3,}}ed|{_PAST_IRREGULAR})\b"
    r"|\b(?:I'm|I am|we're|we are)(?: (?:just|finally|really|also|still|currently|now|actually))? [a-z]{3,}ing\b"
    r"|\b(?:my|our) [a-z]+(?:,? [a-z]+){0,3} (?:is|are|was|were|has|have|had|just|loves?|likes?)\b"
    # what befell a thing or a person of one's own ("my car broke down last Fri", "our roof leaked")
    rf"|\b(?:my|our) [a-z]+(?: [a-z]+)? (?:[a-z]{{3,}}ed|{_PAST_IRREGULAR})\b"
    # … or what another did to it ("someone stole my bike last night", "a van reversed into my car")
    r"|\b(?:someone|somebody|some [a-z]+|an? [a-z]+|the [a-z]+) (?:[a-z]{3,}ed|stole|hit|broke|took|bit|smashed|nicked)"
    r" (?:(?:into|intae|in|through|off|up) )?(?:my|our) (?:[a-z]+ ){0,2}[a-z]+"
    r"|\b(?:I've|I have|we've|we have)(?: (?:just|finally|recently|also|been|always|never|really))* [a-z]{3,}(?:ed|en|wn|ne|ng)\b",
    re.I,
)
# what befell a parent called by what they are ("Mum had her cataract op on Wednesday", "Grandad fell last week")
_KIN_EVENT_EN = re.compile(
    rf"^(?:Mum|Mom|Mam|Mummy|Mommy|Dad|Daddy|Nan|Nana|Gran|Granny|Grandma|Grandpa|Grandad|Granddad)"
    rf"(?: (?:just|finally|also|only))? "
    # (not what they said, asked or thought: "Mom asked me to ask you this", "Dad joked that …", "Mom had a point")
    rf"(?!(?:{SAYING_VERBS_EN}|had (?:a point|no idea|a laugh|a go))\b)"
    rf"(?:[a-z]{{3,}}ed|{_PAST_IRREGULAR})\b"
)
_DURABLE_ZH = re.compile(
    r"我(?:们)?[^，。！？,.!?]{0,8}?(?:住|在|是|做|当|有|养|用|学|读|开|去|买|参加|加入|开始|打算|计划|准备|想|要|搬|出生|毕业|工作|上班|负责|研究|从事|选|考虑|喜欢|爱|讨厌|不吃|不喝|过敏|跑|写|画|看了|参观|报名|认识|结婚|生了|完成|换|升|离开|回|会|恐|怕|戴|穿|骑|弹|拉|吃|喝|抽|戒|租|付|交|还|欠|存|赚|挣|拿|希望|晕|失眠|近视|患|得了|确诊|支持|追|粉|办了|开通了|订阅了|注册了)"
    r"|我(?:的|家)?(?:(?:对面|旁边|隔壁|楼上|楼下)的)?(?:名字|工作|职业|公司|老板|同事|朋友|家人|妻子|老婆|丈夫|老公|孩子|儿子|女儿|妈妈|母亲|爸爸|父亲|姐姐|妹妹|哥哥|弟弟|爸|妈|哥|姐|弟|妹|老爸|老妈|爷爷|奶奶|外公|外婆|男朋友|女朋友|对象|男票|女票|媳妇|闺女|丫头|老伴|闺蜜|哥们|发小|死党|室友|舍友|领导|婆婆|公公|岳父|岳母|表姐|表妹|表哥|表弟|宠物|猫|狗|生日|目标|计划|团队|项目|"
    + RELATIONS_IN_ZH_EN
    + ")"
    r"|我是做|我是一名|我是个|我叫|我们(?:公司|团队|项目|决定|选)|^我[^，。！？,.!?]{0,12}?(?:记|存|写|放)在\s*[A-Za-z]"
    # what is done every time, the time first ("每一场F1我都看直播", "每个周末我们都去爬山"): a routine
    r"|^每一?[^，。！？,.!?我]{0,8}?我(?:们)?(?:几乎|基本)?都"
)
# English drops the subject of a trip too: "flying out to Lisbon next Friday for a wedding" (a
# journey somewhere named, with when: an event to keep, not a move)
_TRIP_EN = re.compile(
    r"^(?:(?:so|and|oh|also|ok(?:ay)?|btw),?\s+)*(?:(?:I'm|I am|we're|we are|I'll be|we'll be)\s+)?"
    r"(?:(?:flying|heading|driving|going|travell?ing|leaving|off|taking the train|getting the train|sailing)(?: out| off| over| back| down| up| home)? (?:to|for)"
    r"|(?:I'll|we'll|I will|we will) be (?:in|at|over in|down in|up in|away in)) [A-Z][\w'-]+"
    r"(?=.*\b(?:next|this|tomorrow|tonight|on (?:the )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|in (?:\d+|a|two|three) (?:days?|weeks?)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d))",
    re.I,
)
# a goal said without a subject ("今年的目标是把教资考下来", "争取年底前拿到驾照", "goal for this year: pass
# the bar"): the speaker's own, kept like "我的目标是…"
_GOAL_LEAD = re.compile(
    r"^(?:(?:今年|明年|今年内|这学期|下学期|下半年|上半年|这个月|本月|年底前|暑假|寒假|\d{4}年)(?:的)?)?(?:小|大|最大的|唯一的)?"
    r"(?:目标|计划|心愿|愿望|flag)(?:就)?(?:是|：|:)"
    r"|^(?:(?:今年|明年|今年内|这学期|下半年|年底前|这个月|暑假)(?:之前|内)?)?(?:争取|力争|一定要|务必要)"
    r"|立(?:了)?(?:个|一个)?flag|"
    + GOAL_SET
    + r"|^(?:(?:the|main|big|one)\s+)?(?:goal|aim|target|resolution|plan)(?: for (?:this|next) (?:year|month|semester|summer)| this year| for 20\d\d)?(?: is to\b|\s*[:—-])"
    r"|\b(?:new year's|new years) resolution\b",
    re.I,
)
# a name's spelling put right ("it's actually spelled Bryan", "it's Sara without an h")
_SPELLING = re.compile(r"\bspelled\b|\b(?:with|without) (?:an? |two |double )[a-z](?:'s)?(?![\w'])")
# money, a weight or a duration said to be new, with no subject ("it's $1,650 a month now", "new deal
# kicked in, £2,300 a month", "32 hours now"): a change, whose figure reconciliation gives its attribute
_NEW_FIGURE_EN = re.compile(
    r"(?:["
    + CURRENCY_CHARS
    + r"]\s?\d|\b\d[\d,.]*\s?(?:k|kg|kgs|kilos|lbs?|pounds|dollars|bucks|euros)\b)[^.;!?]*\b(?:now|kicked in|from (?:this|next) (?:month|week|year)|as of)\b"
    # (a duration only when it is the whole statement: "32 hours now", not "waited 2 hours now")
    r"|^(?:(?:so|and|only|just|it's|it is|that's|down to|up to|more like|about|around)\s+)*\d+(?:\.\d+)?\s?(?:hours?|hrs?|minutes?|mins?)(?: a (?:week|day|night))?\s+now\b"
    r"|\b(?:now|kicked in)\b[^.;!?]*(?:[" + CURRENCY_CHARS + r"]\s?\d)",
    re.I,
)
# Emotion and reaction sentences mention "I" but say nothing durable ("I'm so happy for you!").
_FIGURE = re.compile(r"\d")


@dataclass
class SentenceVerdict:
    text: str
    kind: str | None
    score: float


@dataclass
class Verdict:
    """The trigger's decision for one message."""

    kind: str | None  # the strongest kind found, None = nothing to write
    score: float
    sentences: list[SentenceVerdict] = field(default_factory=list)
    small_talk: bool = False

    @property
    def write(self) -> bool:
        return self.kind is not None and self.score >= WRITE_SCORE

    @property
    def kept_sentences(self) -> list[str]:
        return [s.text for s in self.sentences if s.kind is not None and s.score >= WRITE_SCORE]


def preference_terms(text: str) -> list[str]:
    """The objects of preference verbs ("like green tea" → "green tea"; "喜欢喝咖啡" → "喝咖啡")."""
    terms = [m.group(1).lower() for m in _PREFERENCE_TERM_EN.finditer(text)]
    terms += [m.group(1) for m in _PREFERENCE_TERM_ZH.finditer(text)]
    return [t for t in terms if t not in ("it", "that", "this", "them", "you", "to")]


def _holds_figure(keys: set[str]) -> bool:
    return any(key in FIGURE_SLOTS or key.startswith("price:") for key in keys)


def _new_figure_said(text: str) -> bool:
    """``text`` gives a figure as a new value: bare ("136了", "86 on the dot"), changed to it ("hiked …
    to ₹2.1 lakh", "砍到6000"), or said with a word of change ("we're on 630 a week now")."""
    return (
        BARE_NEW_VALUE.search(text) is not None
        or CHANGED_TO.search(text) is not None
        or (
            NOW_CHANGE.search(text) is not None
            and (
                PERIODIC_NUMBER.search(text) is not None or any(f.kind in ("amount", "quantity") for f in figures(text))
            )
        )
    )


def judge_sentence(
    sentence: str,
    *,
    seen_count: Callable[[str], int] | None = None,
    known_fact_keys: Callable[[], set[str]] | None = None,
) -> SentenceVerdict:
    """Rule judgement for one sentence. ``seen_count(term)`` counts the user's messages containing
    a preference term; ``known_fact_keys()`` returns the fact keys the user already has.

    The text-only part is cached (the episode summary judges the same sentences again)."""
    text = sentence.strip()
    kind = _plain_kind(text)
    if kind is None and known_fact_keys is not None and slots.rating_said_again(text) and "level" in known_fact_keys():
        return SentenceVerdict(text, "change", KIND_SCORE["change"])  # "sitting at 1412 now": a rating held
    if kind is None and known_fact_keys is not None and _new_figure_said(text) and _holds_figure(known_fact_keys()):
        # "今天早上136了" with a weight stored; "school has hiked the fees to ₹2.1 lakh", "we're on 630 a
        # week now" with a figure stored
        return SentenceVerdict(text, "change", KIND_SCORE["change"])
    if kind in (None, "instruction", "decision", "change", "milestone"):
        return SentenceVerdict(text, kind, KIND_SCORE[kind] if kind else 0.0)
    if known_fact_keys is not None and _FIGURE.search(text):
        labels = fact_labels(text)
        if labels and labels & known_fact_keys():
            return SentenceVerdict(text, "change", KIND_SCORE["change"])  # a new number for a known key
    repeated = (
        kind in ("weak_preference", "disclosure")
        and seen_count is not None
        and _PREFERENCE_WEAK.search(text) is not None
        and any(seen_count(term) >= 2 for term in preference_terms(text))
    )
    if repeated:
        return SentenceVerdict(text, "preference", KIND_SCORE["preference"])  # seen repeatedly
    return SentenceVerdict(text, kind, KIND_SCORE[kind])


@lru_cache(maxsize=8192)
def _plain_kind(text: str) -> str | None:
    kind = _rule_kind(text)
    if kind in (None, "weak_preference"):
        # a statement that fills an attribute of someone (a name, a job, an allergy, a like with
        # a concrete object, ...) is worth keeping on its own
        body = strip_filler(text)
        hit = slots.detect(body)
        # (a request not to be offered something is no request to answer: "恐怖片拜托不要推荐给我"; nor is
        # how to address one, a name the rules read: "please call me Liz", "以后叫我小林就行")
        named = hit is not None and hit.slot == "name"
        asked = REQUEST.search(body) is not None and not PROHIBITION.search(body) and not named
        if is_small_talk(body) or is_question(body) or asked or REACTION.search(body):
            return kind
        if hit is None or hit.type == "preference":
            # "我女儿今年上三年级，喜欢画画": any clause that fills an attribute makes it worth keeping
            for clause in re.split(r"[，,；;]", body):
                clause_hit = slots.detect(clause) if clause.strip() and clause.strip() != body else None
                if clause_hit is not None and clause_hit.key and clause_hit.type != "preference":
                    return "disclosure"
                if clause_hit is not None and clause_hit.slot == "prohibition" and hit is not None:
                    return "instruction"  # "我喜欢看动画片，恐怖片拜托不要推荐给我": what not to do, beside a liking
        # (a like alone stays weak until it is seen again, as the design says; in a message that
        # is kept for something else, it becomes a unit like every other statement)
        if hit is not None and hit.key and hit.type != "preference":
            return "disclosure"
        if (
            hit is not None
            and hit.slot == "prohibition"
            and (
                _IMPERATIVE.search(body)
                or _TOLD_NOT_TO.search(body)
                or _NOT_TO_BE_GIVEN_ZH.search(body)
                # told after what one likes ("Thai's my go-to, but never give me recipes with olives")
                or any(_IMPERATIVE.search(part) for part in _BUT_PARTS_EN.split(body)[1:])
            )
        ):
            return "instruction"
    return kind


def _rule_kind(text: str) -> str | None:
    if is_small_talk(text) or is_question(text):
        return None
    body = INSTRUCTION_LEAD.sub("", text)
    if body != text and body.strip():
        return "instruction"
    if _INSTRUCTION_STRONG.search(text) or _IMPERATIVE.search(text):
        return "instruction"
    if REQUEST.search(text):
        return None
    zh = has_cjk(text)
    first_person = bool(_FIRST_PERSON_ZH.search(text) if zh else _FIRST_PERSON_EN.search(text))
    if DECISION.search(text):
        return "decision"
    if put_right(text)[1] and (first_person or zh or _FIGURE.search(text)):
        return "change"  # "我之前说错了，结婚纪念日其实是5月2号": a value said before, put right
    # (a name's spelling put right says whose)
    if CHANGE.search(text) and (first_person or _FIGURE.search(text) or zh or _SPELLING.search(text)):
        return "change"
    if (
        (not zh and _NEW_FIGURE_EN.search(text))
        or slots.ended_terms(text)
        or slots.ended_slots(text)
        or slots.parted_partner(text)[0]
    ):
        # (a habit given up says whose, with no subject too: "two months off cigarettes now!", "quit
        # vaping a month ago"; a car sold: "把思域卖了")
        return "change"
    if _GOAL_LEAD.search(text):
        return "disclosure"
    if REACTION.search(text):
        return None
    # (not a done thing wished for: "I want to have completed payment for my land")
    if (
        _MILESTONE.search(text)
        and not _WISHED_DONE_EN.search(text)
        and (first_person or zh or re.search(r"\b(?:project|our|team|company)\b", text, re.I))
    ):
        return "milestone"
    if _PREFERENCE_STRONG.search(text) and first_person and not liking_of_the_chat(text):
        return "preference"
    strong = _DURABLE_ZH.search(text) if zh else _DURABLE_EN.search(text)
    if (
        _PREFERENCE_WEAK.search(text)
        and first_person
        and (not strong or re.search(r"喜欢|\blike\b|\benjoy\b", text, re.I))
    ):
        # a like that is a routine ("I like playing tennis on weekends") is kept at once
        return "preference" if slots.SCHEDULE.search(text) else "weak_preference"
    if not zh and (first_person or re.search(r"\b(?:my|our)\b", text, re.I)) and MEASURE_OF_THING_EN.search(text):
        return "disclosure"  # "our pool holds about 52,000 litres": what a thing of one's own measures
    if _FIGURE.search(text) and (fact_labels(text) or project_named(text)):
        # "项目A预算5万，截止3月15日", "the budget is $50,000": a labelled figure is a durable fact
        return "disclosure"
    if zh and not first_person and PLAN_ZH.match(text):
        return "disclosure"
    if zh and BEFELL_ZH.search(text) and not said_of_nothing(text):
        return "disclosure"
    ongoing = ONGOING_ZH.match(text) and not said_of_nothing(text)
    if zh and not first_person and (STARTED_ZH.match(text) or ongoing) and len(text) >= 5:
        return "disclosure"
    if zh and not first_person and any(ROUTINE_ZH.match(part) for part in re.split(r"[，,；;。！!]\s*", text)):
        return "disclosure"  # "车卖了，现在每天坐地铁": a routine said without 我 is the speaker's
    if not zh and (_TRIP_EN.match(text) or NAME_AGE_OPENING_EN.match(text)):
        return "disclosure"  # (an introduction with no "I": "Priya Nair, 29, data analyst at …")
    if (
        (first_person and (DUE.search(text) or (not zh and DAY_AND_TIME_EN.search(text))))
        or (not zh and EXPIRY_EN.search(text))
        or (zh and DAY_AND_TIME_ZH.search(text) and (first_person or OWN_PLAN_ZH.search(text)))
        or BOOKED.search(text)
    ) and not is_question(text):
        return "disclosure"  # "The Hendricks deck is due next Friday, so that's my whole week": a deadline
    if first_person and slots.SCHEDULE.search(text) and not is_question(text):
        return "disclosure"  # "Every Saturday morning I do a 12 km run": a routine is durable
    if not zh and _KIN_EVENT_EN.match(text) and len(text.split()) >= 4 and not said_of_nothing(text):
        return "disclosure"  # "Mum had her cataract op at Moorfields on Wednesday": a parent named by what they are
    event = None if zh or strong or said_of_nothing(text) else _EVENT_EN.search(text)
    if first_person and (strong or event):
        long_enough = len(text) >= 4 if zh else len(text.split()) >= (3 if strong else 5)
        if long_enough:
            return "disclosure"
    return None
