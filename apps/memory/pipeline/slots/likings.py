"""The rules of likings and dislikes, one (slot, pattern) each: the object is the value ("I'm really
keen on birdwatching", "螺蛳粉真的yyds", "放假当然去行山啦，超喜欢"); domain words decide nothing here
(``by_rules.detect`` reads them after the rule table)."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.patterns import LOVE_AS_NOUN_BEFORE

# what one is keen on one is, as a pastime ("a keen bell ringer", "an avid birder"): never a job; read by
# the liking rule below, the job rules (``by_rules``) and the trigger's strong likings
KEEN_EN = r"(?:keen|avid|passionate|enthusiastic|lifelong|obsessive)"

PREFERENCE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("favourite", re.compile(r"\b(?:[Mm]y|[Hh]is|[Hh]er) favou?rite ([a-z]+(?: [a-z]+)?) is ([^,.;!?]{2,40})")),
    ("favourite", re.compile(r"最喜欢的([\u4e00-\u9fff]{1,6}?)是([^，。,；!！]{1,20})")),
    (
        "dislike",
        re.compile(
            r"\b(?:hate|hates|dislike|dislikes|can't stand|cannot stand|don't like|do not like|doesn't like|don't enjoy|am not a fan of|'m not a fan of|not into)\s+([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    ("dislike", re.compile(r"(?:讨厌|不喜欢|受不了|不爱|烦)([^，。,；!！？]{1,20})")),
    (
        "preference",
        re.compile(
            # ("like" as a preposition is no liking: "It's like a reminder of my roots", "feels like home")
            r"\b(?:(?<!\bthe )(?<!\bmuch )(?<!\bof )(?<!\band )(?<!\bmy )(?<!\bour )(?<!\bwith )(?<!\bfor )love"
            rf"(?!\s+{LOVE_AS_NOUN_BEFORE}\b)|loves|(?<!it's )(?<!its )(?<!that's )(?<!\bis )(?<!\bwas )(?<!\bfeels )(?<!\blooks )(?<!\bsounds )"
            r"(?<!\bseems )(?<!\bfelt )(?<!\blooked )(?<!\bjust )(?<!\bmore )(?<!\bthings )(?<!\bstuff )(?<!\bsomething )"
            r"(?<!\bfeel )(?<!\blook )(?<!\bsound )(?<!\bseem )like(?!\s+(?:\d[\d,.]*\s*(?:k\b|steps|hours?|hrs?|minutes?|mins?|km|miles|kg|lbs?|times|people|percent|%)|(?:a few|a couple|two|three|four|five|ten)\s+(?:hours?|minutes?|times|days)\b))|likes|enjoy|enjoys|adore|adores|prefer|prefers|(?:am|'m|is|are)(?: (?:really|so+|totally|very|pretty|quite|super|big|huge|also|now|mad|dead|proper|well|low-?key|high-?key))* into|am a (?:big |huge )?fan of|'m a (?:big |huge )?fan of|am passionate about|'m passionate about|(?:am|'m|is|are|'s) (?:very much |very |really |so |quite |super |rather |a bit |mad |dead |pure |well |proper )?(?:fond of|partial to|keen on|daft about|wild about|mad for|mad on|daft on)|(?:am|'m|is|are) (?:just |totally |really |so |completely |absolutely |utterly |seriously |low-?key |high-?key |kinda |kind of )*(?:hooked on|obsessed with|addicted to|crazy about|mad about)"
            r"|(?:am|'m|is|are) (?:an? )?(?:absolute |total |real |right |complete |huge |big |massive )?(?:sucker|junkie) for"
            # a mind changed towards it ("I've come around to coriander", "warmed up to jazz")
            r"|(?:come|came|coming) (?:a)?round to|warm(?:ed|ing)? (?:up )?to)\s+([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    ("preference", re.compile(r"\b(?:I'd|I would|I'll) (?:pick|choose|take|go for) ([^,.;!?]{2,30}?) over\b", re.I)),
    (
        "preference",
        re.compile(
            r"\b(?:'ve|have|has) (?:gotten|got|been|become) (?:really |so |super |very )?into ([^,.;!?]{2,40})", re.I
        ),
    ),
    (
        "preference",
        # "I'm way more of a tea person": what the person is for (not a trait: a good, morning, people person)
        re.compile(
            r"\b(?:I'm|I am|I've always been|he's|she's)\s+(?:(?:way|much|definitely|totally|more|of)\s+)*an? "
            r"(?!(?:good|nice|kind|bad|great|different|better|private|young|old|real|normal|busy|lazy|shy|quiet|simple"
            r"|strong|sensitive|morning|night|people|early|late|happy|positive|negative)\b)([a-z]+) (?:person|guy|girl)\b",
            re.I,
        ),
    ),
    (
        "preference",
        re.compile(
            r"(?:\bI'm\s+|\bI am\s+|\bam\s+|\bis\s+|\bare\s+|(?<=\w)'s\s+|(?<=\w)'re\s+|^)(?:totally |really |so |completely |pretty |kind of |kinda |low-?key |high-?key |pure |dead |well )?"
            r"(?:hooked on|obsessed (?:with|w/?)|addicted to|crazy about|mad about|mad for|nuts about|big on|all about)\s+([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    # "I have a keen interest in Carnatic music"
    (
        "preference",
        re.compile(
            r"\bI have (?:a |an )?(?:keen |great |deep |strong |real |abiding )?interest in (?!(?:your|you|this|that|it|learning more about)\b)([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    # "i could eat pad see ew every day of my life": what one could have every day
    (
        "preference",
        re.compile(
            r"\bI could (?:eat|drink|listen to|watch|live on) ([^,.;!?]{2,40}?) (?:every (?:single )?day|all day|forever)",
            re.I,
        ),
    ),
    # "i spend way too much on junk journaling stuff", "I spend a fortune on vinyl": what one cannot resist
    (
        "preference",
        re.compile(
            r"\bI (?:spend|blow|waste) (?:way |far |so |a lot |literally )?(?:too much|so much|loads|a fortune|all my (?:money|time))(?: money| time| of my money)? on "
            r"(?!(?:my |the )?(?:rent|bills?|childcare|fuel|petrol|gas|mortgage|tax(?:es)?|groceries|food|transport|parking|repairs?|medication|debt)\b)([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    # "roller derby is literally my whole personality rn", "baking is my whole life": what one is all about
    (
        "preference",
        re.compile(
            r"^(?:and\s+)?(?!(?:my|his|her|our|their|this|that|it|stress|debt|work|chemo|pain|anxiety|rent|grief|illness|worry)\b)([a-z][\w' -]{2,30}?) (?:is|are) (?:literally |basically |honestly |pretty much )?my (?:whole |entire )?"
            r"(?:personality|life|world|jam|thing|obsession)\b",
            re.I,
        ),
    ),
    # "I am a keen bell ringer at our parish church", "I'm an avid birder": a pastime, kept as a liking
    (
        "preference",
        re.compile(
            rf"\b(?:I'm|I am|am|'m)\s+an? (?:very |really |pretty )?{KEEN_EN}"
            r"(?: amateur)? ([a-z][a-z -]{2,30}?)(?=\s+(?:at|in|with|for|on|and|since)\b|[,.;!?]|$)",
            re.I,
        ),
    ),
    (
        "preference",
        re.compile(
            r"\bI (?:only|always|usually) (?:drink|eat|order|use|wear|buy|listen to|read|watch) ([^,.;!?]{2,30})", re.I
        ),
    ),
    (
        "preference",
        re.compile(
            r"\b(?:[Mm]y|[Hh]is|[Hh]er) (?:usual|go-to|regular|standard|daily) (?:\w+ )?(?:order|drink|pick|choice) is (?:an? |the )?([^,.;!?]{2,40})"
        ),
    ),
    # "Thai's my go-to for dinner ideas", "Pho is my comfort food": the thing is what one goes for
    (
        "preference",
        re.compile(
            r"^([A-Z][\w-]*(?: [A-Za-z][\w-]*){0,2}?)(?:'s| is) (?:always )?my (?:go-to|fave|favourite|favorite|comfort food|jam|thing)\b"
        ),
    ),
    # "singing with the male voice choir is my great love", "Cooking is my passion": the thing loved
    (
        "preference",
        re.compile(
            r"(?:^|, (?:and )?)(?!(?:it|this|that|which)\b)([A-Za-z][\w' -]{2,50}?)(?: is| are|'s) (?:really |honestly |truly )?(?:my|his|her) "
            r"(?:great |true |real |first |biggest |greatest |one |big |main |only |weekend |summer |winter |happy )*"
            r"(?:love|passion|obsession|thing)\b",
            re.I,
        ),
    ),
    # what one collects is what one is into ("I collect vinyl", "我收藏老式相机")
    (
        "preference",
        re.compile(
            r"\bI(?: (?:also|still|mostly|mainly))? (?:collect|have been collecting|'ve been collecting|am collecting|'m collecting) ([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    ("preference", re.compile(r"(?:收集|收藏)([^，。,；!！？]{2,16})")),
    # what one does whenever one is free ("得闲就去玩滑板", "一有空就去爬山", "没事就爱剪纸"): a pastime liked
    (
        "preference",
        re.compile(
            r"^(?:我)?(?:平时|周末|下班后?|业余时间)?(?:没事|有空|得闲|闲时|闲下来|一有空|一得闲|有时间)(?:的时候)?(?:就|都|会)(?:爱|喜欢|会)?(?:去)?"
            r"((?:玩|打|踢|做|看|练|爬|跑|游|骑|钓|逛|弹|画|写|拍)?[\u4e00-\u9fffA-Za-z]{2,8}?)(?:啦|了|呢|吧)?$"
        ),
    ),
    # "火锅是我的最爱": the thing loved
    ("preference", re.compile(r"^([\u4e00-\u9fffA-Za-z]{2,10}?)(?:就)?是我的(?:最爱|心头好|挚爱)")),
    # 我最大的爱好是…, 平时的兴趣就是…: a hobby named
    ("preference", re.compile(r"(?:爱好|兴趣)(?:就|嘛|呢)?是([^，。,；!！？]{1,20})")),
    (
        "preference",
        re.compile(r"(?:只喝|只吃|只用|只穿|只听|只看|只买|只点|一般喝|一般吃|常喝|常吃)([^，。,；!！？]{1,12})"),
    ),
    (
        "preference",
        re.compile(
            r"(?:最喜欢|很喜欢|特别喜欢|比较喜欢|更喜欢|喜欢上了?|喜欢|爱吃|爱喝|爱听|爱看|爱去|爱玩|爱打|爱逛|(?:^|(?<=[我他她很最也都就真超挺好还别太蛮]))爱|热爱|偏好|偏爱|迷上了|迷上|(?<=[超很好特别级太巨])迷(?![上糊路信惑茫你他她])|爱上了|喜欢上了|沉迷于?|着迷于?|热衷于?|入坑了?|入了)([^，。,；!！？]{1,20})"
        ),
    ),
    # a liking said after what it is ("放假当然去行山啦，超喜欢", "周末去钓鱼，特别爱")
    (
        "preference",
        re.compile(
            r"(?:去|玩|打|做|看|听)([\u4e00-\u9fffA-Za-z]{2,6}?)(?:啦|了|呢|吧)?[，,]\s*(?:超|很|好|最|特别|真的|超级)(?:喜欢|爱)(?:的|啊|呀)?$"
        ),
    ),
    # a liking said as praise ("螺蛳粉真的yyds", "这家的烤鸭绝绝子"): the thing praised
    (
        "preference",
        re.compile(
            r"^([\u4e00-\u9fffA-Za-z]{2,8}?)(?:真的|真是|简直|绝对|就是|是)?(?:yyds|YYDS|绝绝子|永远的神|真香|太香了)"
        ),
    ),
    # the language or form to answer in ("以后回答我用中文", "跟我说话都用英文")
    (
        "preference",
        re.compile(
            r"(?:回答|回复|跟我说话|和我说话|给我写|跟我聊)(?:我)?(?:的时候)?(?:都|请|一律|尽量|最好)?用([\u4e00-\u9fffA-Za-z]{2,6}?)(?:回答|回复|写|说)?(?=[，。,.！!；~]|$|吧|就行|就好)"
        ),
    ),
    # how the assistant should write for one ("帮我写周报尽量分点列", "回答我的时候最好简短一点")
    (
        "preference",
        re.compile(
            r"(?:写|回答|回复|总结|整理|翻译)[^，。,；!！？]{0,12}?(?:尽量|最好|一律)(?:用|写成)?([^，。,；!！？]{2,10})"
        ),
    ),
]
