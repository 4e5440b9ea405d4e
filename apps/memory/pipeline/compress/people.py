"""People and pronouns: who a message names (``find_people``), pronouns and first-person forms turned
into names (``resolve_pronouns``), and the people a turn is read with (``people_for``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from apps.core.text import has_cjk
from apps.memory.pipeline.compress.units import USER, Turn
from apps.memory.pipeline.lexicon import words
from apps.memory.pipeline.slots.patterns import RELATIONS_IN_ZH_EN
from apps.memory.pipeline.timex import MONTHS_EN

# --- people and pronouns ----------------------------------------------------------------------
_RELATIONS_EN = (
    "mother-in-law|father-in-law|sister-in-law|brother-in-law|stepmom|stepmother|stepdad|stepfather"
    "|sister|brother|mom|mother|mum|dad|father|wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|son|daughter|best friend"
    "|friend|boss|manager|colleague|coworker|cousin|aunt|uncle|grandma|grandmother|grandpa|grandfather|niece|nephew|roommate|flatmate|housemate"
    "|mate|buddy|pal|bestie|bff|hubby|wifey|fiancé|fiancée|bf|gf"
    "|intern|trainee|assistant|apprentice|classmate|teammate"
    "|dog|cat|puppy|kitten|teacher|mentor|neighbor|neighbour|landlord|landlady|kid|child|baby"
)
# a name as people spell it, accents too (Tomás, Zoë, José)
_NAME_EN = r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+"
_RELATION_EN = re.compile(
    rf"\b(?:[Mm]y|[Oo]ur) (?:(?:little|big|older|younger|elder|new|best|oldest|youngest|next-door|next door|downstairs|upstairs|elderly|old) )?({_RELATIONS_EN}),? (?:named |called |is named |is called |'s called |'s named |goes by )?({_NAME_EN}(?: {_NAME_EN}(?=\s+[a-z]|[,.;!?]|$))?)\b"
)
# "my boss is Brian", "my son's name is Leo": the name said as what the relation is (not a people's
# or a faith's word: "my wife is Italian")
_RELATION_IS_EN = re.compile(
    rf"\b[Mm]y (?:(?:little|big|older|younger|elder|new|best|oldest|youngest) )?({_RELATIONS_EN})(?:'s name| name)? (?:is|'s) ([A-Z][a-z]+)\b(?= *(?:[,.;!?]|$|and\b|but\b|btw\b|by the way\b))"
)
_NOT_A_NAME_EN = frozenset(
    re.findall(
        r"\w+",
        """Italian German French Spanish Chinese Japanese American British English Irish Scottish Welsh Canadian Australian Mexican
        Indian Korean Russian Polish Brazilian Dutch Greek Turkish Swedish Danish Norwegian Finnish Portuguese Nigerian Kenyan
        Filipino Vietnamese Thai Egyptian Israeli Iranian Pakistani Cuban Argentinian Colombian Peruvian Chilean Ukrainian
        Catholic Christian Muslim Jewish Buddhist Hindu Sikh Protestant Mormon Atheist Vegan Deaf""",
    )
)
# "my son Mateo … his little sister Lucia": the sibling of the user's child is the user's child too
# (a daughter or a son), of the user's sibling the user's sibling
_SIBLING_EN = re.compile(
    r"\b(?:[Hh]is|[Hh]er|[Tt]heir) (?:(?:little|big|older|younger|elder|baby|twin|kid|oldest|youngest) )?(sister|brother),? (?:named |called )?([A-Z][a-z]+)\b"
)
_CHILD_OF_USER = {"sister": "daughter", "brother": "son"}
# a child named by their place among the children ("my eldest Lachie", "our youngest, Mia")
_CHILD_BY_PLACE_EN = re.compile(
    rf"\b(?:[Mm]y|[Oo]ur) (?:eldest|oldest|youngest|middle one|firstborn|little one),? ({_NAME_EN})\b"
)


def _siblings_of_named(text: str, people: People) -> None:
    named = [(m.start(), m.group(1)) for m in _RELATION_EN.finditer(text)]
    for match in _SIBLING_EN.finditer(text):
        before = [relation for start, relation in named if start < match.start()]
        if not before or match.group(2) in _NOT_NAMES:
            continue
        if before[-1] in ("son", "daughter", "kid", "child", "baby"):
            people.relations[match.group(2)] = _CHILD_OF_USER[match.group(1)]
        elif before[-1] in ("sister", "brother"):
            people.relations[match.group(2)] = match.group(1)
        else:
            continue
        people.last_named = match.group(2)


_RELATIONS_ZH = (
    "妹妹|姐姐|哥哥|弟弟|妈妈|母亲|爸爸|父亲|老婆|妻子|老公|丈夫|儿子|女儿|闺女|丫头|朋友|闺蜜|铁哥们|哥们|发小|死党|同事|实习生|助理|导师|师傅|徒弟|同学|队友|老板|领导|男朋友|女朋友|室友|邻居|房东|表姐|表妹|表哥|表弟|奶奶|爷爷|外婆|外公|孩子|猫|狗"
    # (a pet by its kind: 我家雪纳瑞叫元宝)
    "|猫咪|狗狗|小猫|小狗|柯基|柴犬|金毛|泰迪|比熊|雪纳瑞|哈士奇|拉布拉多|边牧|布偶|英短|美短|橘猫|兔子|仓鼠|鹦鹉"
    "|小姑子|大姑子|小叔子|大伯子|小姨子|小舅子|婆婆|公公|岳母|岳父|丈母娘|老丈人|嫂子|弟媳|姐夫|妹夫|舅舅|舅妈|叔叔|婶婶|姑姑|姨妈|外甥女|外甥|侄女|侄子|堂姐|堂妹|堂哥|堂弟"
    # (and said with one character, as people say them: 我哥志军, 我姐小芳)
    "|哥(?!哥)|姐(?!姐)|妹(?!妹)|弟(?!弟)|" + RELATIONS_IN_ZH_EN
)
# a verb after the relation is what they did, no name ("我老公提醒我", "我老婆觉得…"), nor is what
# they have ("我老板名字打错了"); a name holds no pronoun or particle
_ZH_VERB_AFTER_RELATION = r"(?:名字|生日|工作|身体|电话|手机|公司|单位|老家|提醒|告诉|觉得|知道|同意|答应|支持|反对|帮|陪|送|问|催|骂|夸|劝|带|让|给|叫|总|老是|天天|一直|非要|想|嫌|怕|不|没|退休|以前|之前|年轻|经常|常常|偶尔|有时|突然|居然|终于|马上|平常|好像|可能)"
# a time after the name ("我同事小刘下周开始休婚假"): what follows is theirs
_ZH_TIME_AFTER_NAME = r"(?:现在|目前|如今|之前|以前|原来|下周|上周|这周|本周|下个?月|上个?月|这个月|下礼拜|上礼拜|前几天|前两天|过几天|过两天|最近|刚刚|后天|前天|下午|上午|晚上|早上|周[一二三四五六日末]|马上|突然|居然|终于)"
# a school year after a child is no name ("我儿子初一", "我女儿大三了")
_SCHOOL_YEAR_ZH = r"(?:[一二三四五六]年级|小[一二三四五六]|初[一二三]|高[一二三]|大[一二三四]|研[一二三]|博[一二三四五]|学前班|[小中大]班)"
# whose a relation is, said before it: mine, or of my team, or new (我们组新来的同事, 我的新同事, 我们公司的同事)
MY_ZH = (
    r"我(?:们)?(?:家)?(?:的)?(?:(?:组|部门|公司|团队|科室|单位|办公室|项目组)(?:里)?(?:的)?)?(?:新来的|刚来的|新)?"
    # (where they sit or live from me: 坐我对面的同事, 我隔壁的邻居)
    r"(?:(?:对面|旁边|隔壁|楼上|楼下)的)?"
    # (a relation of a time of life: 我大学室友, 我高中同学, 我以前的同事)
    r"(?:(?:大学|高中|初中|小学|中学|研究生|读研时|以前|之前)(?:的|时的|时候的)?)?"
)
_RELATION_ZH = re.compile(
    rf"{MY_ZH}(?:好)?(?:(?:大|小|二|三)(?=儿子|女儿|闺女))?({_RELATIONS_ZH})(?:叫|名叫|(?!{_ZH_VERB_AFTER_RELATION})(?![学打人玩练吃喝看睡唱跳画写读考买卖爱养特超太挺真又才]))(?![是在也很都就还要会说去今已正刚平住做当下上明昨每最喜怀结离找换])(?!{_ZH_TIME_AFTER_NAME})(?!自己|自个|亲自|一个人|一起)(?!{_SCHOOL_YEAR_ZH})"
    rf"((?:(?![我你他她它们的了着过吗呢吧])[\u4e00-\u9fff]){{2,3}}?|[A-Z][a-z]+)(?=[住在是说很最今明昨去要会也的，,。还刚已开喜有在做搬写给发打让请带跟和]|$|{_ZH_TIME_AFTER_NAME})"
)


# someone of the user's named beside what the user does ("我和老公阿明住在杭州"): 阿明 is the husband
WITH_NAMED_RELATION_ZH = re.compile(
    r"^我(?:和|跟)(?:我)?(老公|老婆|媳妇|爱人|对象|男朋友|女朋友|哥哥|姐姐|弟弟|妹妹|儿子|女儿|闺蜜)"
    r"(?!一起|都|也|现在|目前|已经|刚|经常|平时|每|还|在|住)([\u4e00-\u9fff]{2,3}?|[A-Z][a-z]+)(?=一起|都|住|在|是|去|刚|开|搬)[^，,。！？]*"
)


# one of several children introduced by their place ("我有俩娃，大的是儿子叫乐乐，小的是闺女"): a son or
# daughter of the user's, by the name said
CHILD_INTRO_ZH = re.compile(
    r"^(?:我家|我)?(?:(?:大的|小的|老大|老二|老三|老小|大的那个|小的那个|大一点的|小一点的|大点的|小点的)(?:是)?(?:个)?"
    r"|(?:大|小|二|三)(?=儿子|女儿|闺女))"
    r"(儿子|女儿|闺女|男孩|女孩|小子|姑娘|丫头)(?:(?:叫|名叫)([\u4e00-\u9fff]{2,3}?|[A-Z][a-z]+))?(?=[，,。.！!；]|$)"
)
CHILD_WORD_ZH = {"男孩": "儿子", "小子": "儿子", "女孩": "女儿", "姑娘": "女儿", "丫头": "女儿"}
# a child introduced as had ("我有一个儿子叫小宝", "我跟老公有个女儿"): what follows is about the child
HAS_CHILD_ZH = re.compile(
    r"(?:有|生了|添了)(?:一)?(?:个|位)(儿子|女儿|闺女|男孩|女孩)(?:(?:叫|名叫)([\u4e00-\u9fff]{2,3}?|[A-Z][a-z]+)(?=[，,。.！!；]|$)"
    # (what is said of them in the same clause is theirs: "我们有个女儿刚满三岁")
    r"|(?=[，,。.！!；]|$)|(?=[\u4e00-\u9fff0-9])(?!的|叫|名叫))"
)


_NOT_NAMES = words(
    """I I'm I've I'd I'll The A An And But So Or If When While Then This That These Those It It's My Our Your His Her Their We You He She They
    Hey Hi Hello Wow Oh Yeah Yes No Not Thanks Thank Sure Okay OK Well Also Just Really Maybe Please Remember Today Yesterday Tomorrow
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Wed Thu Fri Sat Sun What Who How Why Where Which Guess Anyway Btw BTW
    Since Last Next Recently Lately Still Totally Definitely Absolutely Congrats Congratulations Awesome Great Cool Nice Lol Haha Omg LOL
    Mr Mrs Ms Dr St Mt"""
) | frozenset(MONTHS_EN)


@dataclass
class People:
    """Who is who in a conversation: the speaker, the addressee, named relations, the last person named."""

    speaker: str
    addressee: str | None = None
    relations: dict[str, str] = field(default_factory=dict)  # name → relation ("Anna" → "sister")
    last_named: str | None = None

    def label(self, zh: bool) -> str:
        if self.speaker != USER:
            return self.speaker
        return "用户" if zh else "the user"


def find_people(text: str, people: People) -> None:
    """Record named relations ("my sister Anna", "我妹妹安娜") and the last person named."""
    for match in _RELATION_EN.finditer(text):
        # (a name of two words: "my colleague Wei Ling", not "my son Leo Monday")
        first, _, second = match.group(2).partition(" ")
        name = match.group(2) if second and second not in _NOT_NAMES and second not in _NOT_A_NAME_EN else first
        people.relations[name] = match.group(1)
        people.last_named = name
    for match in _RELATION_IS_EN.finditer(text):
        if match.group(2) not in _NOT_NAMES and match.group(2) not in _NOT_A_NAME_EN:
            people.relations[match.group(2)] = match.group(1)
            people.last_named = match.group(2)
    _siblings_of_named(text, people)
    for match in _CHILD_BY_PLACE_EN.finditer(text):
        if match.group(1) not in _NOT_NAMES:
            people.relations[match.group(1)] = "child"
            people.last_named = match.group(1)
    for match in _RELATION_ZH.finditer(text):
        people.relations[match.group(2)] = match.group(1)
        people.last_named = match.group(2)
    for had in HAS_CHILD_ZH.finditer(text):
        if had.group(2):
            people.relations[had.group(2)] = CHILD_WORD_ZH.get(had.group(1), had.group(1))
            people.last_named = had.group(2)
    for part in re.split(r"[，,。！!；;]", text):
        beside = WITH_NAMED_RELATION_ZH.match(part.strip())
        if beside:
            people.relations[beside.group(2)] = beside.group(1)
            people.last_named = beside.group(2)
        child = CHILD_INTRO_ZH.match(part.strip())
        if child and child.group(2):
            people.relations[child.group(2)] = CHILD_WORD_ZH.get(child.group(1), child.group(1))
            people.last_named = child.group(2)


_ADVERB = (
    r"(?:(?:no longer|really|also|still|just|usually|always|never|often|actually|now|mostly|mainly|currently|sometimes|totally|absolutely|truly|even|only"
    r"|already|finally|officially|recently|literally|basically|generally|normally|typically|rarely|barely|hardly|seldom|occasionally|regularly"
    r"|definitely|probably|honestly|personally|genuinely|lowkey|kinda|mostly|quite|rather|simply|particularly|especially) )?"
)
_IRREGULAR = {"have": "has", "do": "does", "go": "goes", "be": "is", "am": "is"}
_VERBS = words(
    """live work love like want need think know feel plan hope enjoy prefer use have do go study teach play run own make take try start keep get
    volunteer paint write read cook practice practise attend visit miss wish believe mean remember see look spend find help care support dream
    struggle collect drive ride speak train watch listen swim travel come stay rent manage lead build sell buy wear eat drink hate dislike adore
    admire appreciate mentor coach organize organise host design create develop dance sing bake hike camp skate surf ski garden knit sew draw
    code program teach believe consider intend expect aim prefer tend sleep wake exercise meditate walk jog bike cycle climb fish hunt shop
    usually own raise foster adopt identify volunteer serve handle focus rely call text email message pay earn rent
    smoke vape fix repair clean deliver drop pick owe save commute weigh switch change move relocate keep forget guess"""
)


# what follows "I" and is no verb in the present ("I went", "I can", "I literally", "I gotta")
_NOT_PRESENT = words(
    """can cannot could should would will may might must shall went got had was were did made took saw came ran ate drank bought thought
    felt found gave told said left met kept lost paid sold sent spent wrote drove rode swam sang began knew grew flew threw wore broke
    chose spoke stole woke fell held built caught taught brought fought sought won hung stood sat slept put cut hit let set quit hurt
    cost shut read gotta wanna gonna kinda sorta guess reckon and or but also too no not nor never then so very here there
    heard understood forgot forgave lent led fed dug shook tore meant dealt dreamt learnt burnt spelt slid bent lit hid bit
    beat became froze rose drew overcame withdrew bore swore sought bred fled knelt leapt wept crept swept sped struck stuck
    stung swung spun clung flung sank shrank sprang rang drank did"""
)


def _present_verb(word: str) -> bool:
    """Does ``word``, said after "I", take a third-person -s ("I land the job" → "lands")?"""
    if word in _VERBS:
        return True
    return word.isalpha() and len(word) > 1 and word not in _NOT_PRESENT and not word.endswith(("ed", "ly", "s"))


def _third_person(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


_FIRST_PERSON = re.compile(
    rf"\b(?P<notam>I'm not|I am not)\b|\b(?P<am>I'm|I am)\b|\b(?P<have>I've|I have)\b|\b(?P<would>I'd)\b|\b(?P<will>I'll)\b"
    rf"|\b(?P<was>I was)\b|\b(?P<dont>I don't|I do not)\b|\bI (?P<adv>{_ADVERB})(?P<verb>[a-z]+)\b|\b(?P<i>I)\b"
    r"|\b(?P<my>[Mm]y)\b|\b(?P<myself>myself)\b|\b(?P<me>me)\b(?!-)|\b(?P<mine>mine)\b"
)
# (first mention: the name; later mentions: singular "they", which keeps summaries short)
_FIRST_PERSON_FORMS = {
    "notam": ("{n} is not", "they are not"),
    "am": ("{n} is", "they're"),
    "have": ("{n} has", "they've"),
    "would": ("{n} would", "they'd"),
    "will": ("{n} will", "they'll"),
    "was": ("{n} was", "they were"),
    "dont": ("{n} does not", "they don't"),
    "i": ("{n}", "they"),
    "my": ("{n}'s", "their"),
    "myself": ("{n}", "themselves"),
    "me": ("{n}", "them"),
    "mine": ("{n}'s", "theirs"),
}


# verbs whose past is their present ("I split up with Marco on Sunday"): past when a past time is said
_SAME_IN_PAST = frozenset(re.findall(r"\w+", "split quit put set cut hit let shut hurt read spread bet cast"))
_PAST_TIME = re.compile(
    r"\b(?:yesterday|last|ago|earlier|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|in (?:19|20)\d\d|back in|this morning)\b",
    re.I,
)


def _first_person_en(text: str, name: str) -> str:
    named = False
    past = bool(_PAST_TIME.search(text))

    def replace(match: re.Match[str]) -> str:
        nonlocal named
        group = match.lastgroup or "i"
        if group in ("adv", "verb"):
            verb = match.group("verb")
            adverb = match.group("adv") or ""
            if named:
                out = f"they {adverb}{verb}"
            else:
                present = _present_verb(verb.lower()) and not (past and verb.lower() in _SAME_IN_PAST)
                conjugated = _third_person(verb.lower()) if present else verb
                out = f"{name} {adverb}{conjugated}"
        else:
            first, later = _FIRST_PERSON_FORMS[group]
            out = later if named else first.format(n=name)
        named = True
        at_start = match.start() == 0 or bool(re.search(r"[.!?]\s*$", text[: match.start()]))
        return out[:1].upper() + out[1:] if at_start else out

    return _FIRST_PERSON.sub(replace, text)


_KIN_AND_I_EN = re.compile(r"\b([Mm]y|[Oo]ur) ((?:[a-z-]+ ){0,2}[a-z-]+),? and I\b(?! (?:am|'m)\b)")


def resolve_pronouns(text: str, people: People) -> str:
    """First person → the speaker's name; "you" → the other speaker when there is one;
    he / she → the person last named in the conversation."""
    zh = has_cjk(text)
    label = people.label(zh)
    if zh:
        # (自我 is "self", 自我介绍 "introducing oneself": no first person to name)
        text = re.sub(r"(?<!自)我的", f"{label}的", text)
        text = re.sub(r"(?<!自)我(?!们)", label, text)
        if people.addressee:
            text = re.sub(r"你的", f"{people.addressee}的", text)
            text = re.sub(r"你(?!们)", people.addressee, text)
        if people.last_named:
            text = re.sub(r"[他她](?!们)", people.last_named, text)
        return text
    # "my husband and I went …": the speaker named first ("Maria and their husband went …", not "… husband and they")
    text = _KIN_AND_I_EN.sub(lambda m: f"I and {m.group(1).lower()} {m.group(2)}", text)
    text = _first_person_en(text, label)
    if people.addressee:
        other = people.addressee
        text = re.sub(r"\b[Yy]ou're\b|\b[Yy]ou are\b", f"{other} is", text)
        text = re.sub(r"\b[Yy]ou've\b", f"{other} has", text)
        text = re.sub(r"\b[Yy]our\b", f"{other}'s", text)
        text = re.sub(r"\b(?:you|yourself)\b", other, text)
    if people.last_named:
        person = people.last_named
        text = re.sub(r"\b(?:[Ss]he|[Hh]e)'s\b", f"{person} is", text)
        text = re.sub(r"\b(?:[Ss]he|[Hh]e)\b", person, text)
        text = re.sub(
            r"\b[Hh]er(?=\s+(?:to|for|with|and|at|in|on|about|from|up|out|back|over)\b|[\s]*[.,!;?]|$)", person, text
        )
        text = re.sub(r"\b(?:[Hh]er|[Hh]is)\b", f"{person}'s", text)
        text = re.sub(r"\bhim\b", person, text)
    # "the user" at the start of a sentence
    text = re.sub(r"(^|[.!?]\s+)the user\b", lambda m: m.group(1) + "The user", text)
    return text


def people_for(turn: Turn, context: Iterable[Turn]) -> People:
    """The speaker, the addressee (the other named speaker of the conversation: the last one
    before the turn, else the first after it) and the relations the speaker named earlier."""
    people = People(speaker=turn.speaker if turn.role == "user" else turn.speaker or "assistant")
    later: str | None = None
    for other in context:
        named_other = other.speaker not in (turn.speaker, "assistant", USER) and other.role == "user"
        if other.id > turn.id:
            if named_other and later is None:
                later = other.speaker
            continue
        if other.id == turn.id:
            continue
        if named_other:
            people.addressee = other.speaker
        if other.speaker == turn.speaker:
            find_people(other.text, people)
    people.addressee = people.addressee or later
    return people
