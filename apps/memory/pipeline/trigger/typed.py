"""How people type a statement, spelled out before it is judged (``written_out``): casual English ("im",
"shes", "rly", a lower-case "i", "me mam"), a run-on introduction with its age, and in Chinese a birthday
held for a relation said as theirs."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline.lexicon import CURRENCY_CHARS
from apps.memory.pipeline.slots.patterns import _REL_EN, _REL_ZH, _SURNAMES

# (a parent called by the word for them is one's own: "Mum's birthday is 14 June", "sorry, dad is 70 not 69")
# (Welsh and northern words for them: "Mam's just retired", "Nain", "Taid")
_PARENT_WORD = {"mam": "mum", "nain": "grandma", "taid": "grandpa"}
_PARENT_WITHOUT_MY = [
    (
        re.compile(
            rf"(?:^|(?<=[.!?] )|(?<=, ))[{word[0].upper()}{word[0]}]{word[1:]}(?='s\b| is\b| has\b| just\b| got\b| turned\b| turns\b)"
        ),
        f"my {_PARENT_WORD.get(word, word)}",
    )
    for word in ("mum", "mom", "dad", "grandma", "grandpa", "nan", "gran", "mam", "nain", "taid", "grandad", "granny")
]

# casual English as people type it: "im", "shes", "dont", a lower-case "i"
_CASUAL_EN = [
    (re.compile(pattern), written)
    for pattern, written in (
        (r"\bim\b", "I'm"),
        # (capitalised where a sentence starts: "Im allergic to shellfish")
        (r"(?:^|(?<=[.!?] ))Im\b", "I'm"),
        (r"(?:^|(?<=[.!?] ))Ive\b", "I've"),
        (r"(?:^|(?<=[.!?] ))Dont\b", "Don't"),
        (r"\bive\b", "I've"),
        (r"\bdont\b", "don't"),
        (r"\bdoesnt\b", "doesn't"),
        (r"\bdidnt\b", "didn't"),
        (r"\bisnt\b", "isn't"),
        (r"\bcant\b", "can't"),
        (r"\bwont\b", "won't"),
        (r"\bshes\b", "she's"),
        (r"\bhes\b", "he's"),
        (r"\bthats\b", "that's"),
        (r"\bi\b", "I"),
        # "me mam's after retiring", "me da": "me" for "my" before a relation (Ireland, Britain)
        # (Scots "ma maw", "ma da", "ma wee brother": my mum, my dad, my little brother)
        (r"\b([Mm])a (?=(?:maw|mam|mammy|da|granny|gran|nan|wee|brother|sister|man|wife|boy|lassie|pal)\b)", r"\1y "),
        (r"\b([Mm])y maw\b", r"\1y mum"),
        (r"\b([Mm])y wee (brother|sister|boy|girl|one)\b", r"\1y little \2"),
        (r"\b([Mm])(?:e|y) (?:mam|ma|mammy|mum)\b", r"\1y mum"),
        (r"\b([Mm])(?:e|y) (?:da|daddy)\b", r"\1y dad"),
        (r"\b([Mm])e (brother|sister|missus|fella|nan|granny|gran)\b", r"\1y \2"),
        # … and before what one has, opening a sentence ("Me driving test is on Tuesday", "me car's in the garage")
        (
            r"^([Mm])e (?!(?:and|too|neither|either|myself|personally|included|also)\b)(?=[a-z]+(?: [a-z]+)?(?:'s| is| was| are| were| has)\b)",
            r"\1y ",
        ),
        # "names Kayla" (a name's 's dropped), Filipino "my kuya Paolo" / "my ate Joy" (older brother / sister)
        (r"\b(?:[Mm]y )?names (?=[A-Z][a-z]+\b)", "my name's "),
        (r"\bw/\s*", "with "),
        # a relation's 's dropped before what they are ("my moms a mail carrier", "my sis a nurse")
        (
            r"\b([Mm]y (?:mom|mum|dad|bro|sis|wife|husband|boyfriend|girlfriend|partner|son|daughter))s (?=an? |the )",
            r"\1's ",
        ),
        # Jamaican patois: "Mi a di assistant branch manager now", "Mi work as a teller inna Mandeville"
        (r"(?:^|(?<=[.!?] ))[Mm]i a (?:di|de) ", "I'm the "),
        (r"(?:^|(?<=[.!?] ))[Mm]i (?=(?:work|live|deh|drive|teach|study|sell|have|got)\b)", "I "),
        (r"\binna (?=[A-Z])", "in "),
        # Trinidadian: "I does work wid WASA …, I makin TT$6,300 a month"
        (r"\bI does (?=[a-z]+\b)", "I "),
        (r"\bwid\b", "with"),
        (r"\bI makin\b", "I'm making"),
        (r"^Is (?=[A-Z]{0,3}[$€£¥₹]\s?\d|\d)", "It's "),  # ("Is TT$7,650 a month now": it is)
        # texting: "dont evr suggest", "what i told u abt", Boston's "wicked into"
        (r"\bevr\b", "ever"),
        (r"\b(told|tell|asked|showed|sent) u\b", r"\1 you"),
        (r"\babt\b", "about"),
        (r"\b(I'm|im|I am) wicked (?=into\b|fond\b|keen\b)", r"\1 really "),
        # Nigerian English "die" for very much, after the liking ("I like highlife music die")
        (
            r"\b((?:like|love|enjoy)\b[^.!?]*?)(?<!\bI)(?<!\bto)(?<!\bwill)(?<!\bgonna)(?<!\bmight) die\b(?=\s*[.!?]*\s*$)",
            r"\1",
        ),
        (r"\s+(?:lol|lmao|haha+)(?=\s*[,.!]|$)", ""),  # "im Rosa lol, 33"
        (r"\bob+s+es+ed\b", "obsessed"),
        (r"\br+l+y\b|\brly\b", "really"),
        (r"\b([Mm]y|[Oo]ur) kuya\b", r"\1 big brother"),
        # (Filipino bunso, the youngest: said beside who it is, it names no one else)
        (r"\s*,\s*(?:our|my) bunso\s*,", ""),
        (r"\b([Mm]y|[Oo]ur) bunso\b", r"\1 youngest"),
        # a sentence opened by a bare relation is about the speaker's ("Daughter has entered 8th standard")
        (
            r"(?:^|(?<=[—–] ))(?:Daughter|Son|Wife|Husband|Hubby|Mum|Mom|Dad|Missus)\b"
            r"(?= (?:is|has|was|got|just|started|entered|turned|loves|'s|actually|lands|arrives|flies)\b)",
            lambda m: "My " + m.group(0).lower(),
        ),
        (r"\b([Mm]y|[Oo]ur) ate (?=[A-Z])", r"\1 big sister "),
        # Indian English introductions: "myself Karthik Subramanian" is "my name is Karthik Subramanian"
        (r"^((?:(?i:hi|hello|hey|dear all|good morning)[,!.]*\s+)?)(?i:myself)\s+(?=[A-Z][a-z])", r"\1my name is "),
        # "my commute's about 50 minutes", "our rent's $1,400": the 's of a thing's figure is an "is"
        # (not a possessive: "my daughter's 5th birthday", "my mate's 2 kids are …")
        (
            r"\b((?:[Mm]y|[Oo]ur|[Tt]he) [a-z]+(?: [a-z]+)?)'s (?!.*\b(?:is|are|was|were)\b)(?=(?:(?:about|around|roughly|nearly|almost|just|only|now|currently|still"
            r"|over|under|like|approx(?:imately)?|down to|up to)\s+)*(?:["
            + CURRENCY_CHARS
            + r"]|[A-Z]{1,2}\$)?\d(?![\d,.]*(?:st|nd|rd|th)\b))",
            r"\1 is ",
        ),
    )
]


# voice-typed without punctuation: in English a bare age after the name of an introduction is one
# item of a list ("im Arjun Mehta 34 working as …" → "I'm Arjun Mehta, 34, working as …")
_RUN_ON_INTRO_EN = re.compile(
    # (the name as a name, capitalised: "I'm working about 55 hours" is no introduction)
    r"^((?:(?i:hi|hey|hello|hiya|yo)[,!]?\s+)?(?:I'm|I am|(?i:my name is|my name's)) [A-Z][a-z]+(?: [A-Z][a-z]+){0,2}),? (\d{1,2}(?: years old| years| yrs old| yrs| y/?o)?)(?! old\b)(?! (?:years|yrs|y/?o)\b),? (?=[a-z])"
)


# a birthday held for someone is theirs: "昨天给丫头过了6岁生日" → "我丫头昨天过了6岁生日"
_BIRTHDAY_FOR_ZH = re.compile(
    rf"^(?P<when>[^，,。！!？?]{{0,8}}?)(?:我们?)?给(?:我家|我们家|我的|我)?(?P<who>{_REL_ZH})"
    r"(?P<what>(?:过|办|庆祝|庆)了?(?:个|一个)?[^，,。！!？?]{0,4}?岁(?:的)?生日)"
)


# two people as the subject, one of them the speaker ("Jess and I went to Paris", "Sam and I broke up
# last month", "me and my sister love hiking"): the speaker did it with the other, who is kept by name
# ("I went to Paris last week with Jess", "I broke up with Sam last month")
_WE_TWO_EN = re.compile(
    r"^(?P<lead>(?:(?i:so|and|oh|well|also|btw|ok|okay|anyway)[,!]?\s+)*)"
    r"(?:(?P<who>[A-Z][a-z]+|(?i:my) (?:(?:best|older|younger|big|little|oldest|youngest) )?(?:"
    + _REL_EN
    + r")(?: [A-Z][a-z]+)?)"
    r" and (?:I|me)|(?:I|[Mm]e) and (?P<who2>[A-Z][a-z]+|my (?:(?:best|older|younger|big|little) )?(?:"
    + _REL_EN
    + r")(?: [A-Z][a-z]+)?))"
    r"(?P<aux>(?: (?:are|were|'re|both))?)(?P<verb> [a-z][a-z']+)(?P<particle> up| off)?"
    r"(?P<rest>[^,;.!?]*)"
)
_AUX_I = {" are": " am", " were": " was", " 're": "'m", " both": ""}


def _we_two(match: re.Match[str]) -> str:
    who = match["who"] or match["who2"]
    who = who[:1].lower() + who[1:] if who.startswith("My ") else who
    aux = _AUX_I.get(match["aux"], match["aux"])
    verb, rest = match["verb"], match["rest"]
    if match["particle"]:
        return f"{match['lead']}I{aux}{verb}{match['particle']} with {who}{rest}"  # "I broke up with Sam last month"
    return f"{match['lead']}I{aux}{verb}{match['particle'] or ''}{rest} with {who}"


# a form filled in ("基本信息发你一下：姓名 卢知夏；年龄 41；职业 造价工程师，在中交二航局；住处 武汉沌口；爱好 拼图"):
# each field said as the sentence it stands for (the label, a space or a colon, the value; no verb)
_FORM_LEAD_ZH = r"^(?:[^：:，,。]{0,12}[：:]\s*)?"
_FORM_FIELDS_ZH = [
    (re.compile(_FORM_LEAD_ZH + r"(?:姓名|名字|称呼)(?:\s+|\s*[：:]\s*)(?=[\u4e00-\u9fffA-Z])"), "我叫"),
    (re.compile(_FORM_LEAD_ZH + r"(?:年龄|年纪)\s*[：:]?\s*(\d{1,3})(?:岁)?(?=[；;，,。]|$)"), r"我\1岁"),
    (
        re.compile(
            _FORM_LEAD_ZH
            + r"(?:职业|职位|岗位|工作)(?:\s+|\s*[：:]\s*)(?=[\u4e00-\u9fffA-Za-z])(?!是|在|很|挺|太|忙|累)"
        ),
        "我是",
    ),
    (
        re.compile(
            _FORM_LEAD_ZH
            + r"(?:单位|公司|工作单位|就职于)(?:\s+|\s*[：:]\s*)(?=[\u4e00-\u9fffA-Za-z])(?!是|在|很|挺)([^；;，,。]+)"
        ),
        r"我在\1上班",
    ),
    (
        re.compile(
            _FORM_LEAD_ZH
            + r"(?:住处|住址|现居|居住地|所在地|坐标|常住地)(?:\s+|\s*[：:]\s*)(?=[\u4e00-\u9fff])(?!是|在)"
        ),
        "我住在",
    ),
    (
        re.compile(_FORM_LEAD_ZH + r"(?:爱好|兴趣|兴趣爱好)(?:\s+|\s*[：:]\s*)(?=[\u4e00-\u9fffA-Za-z])(?!是|很|挺)"),
        "我的爱好是",
    ),
]


# a name and an age opening a list, with no verb ("葉浩文，45歲，喺海關做關員"): "我叫葉浩文，45岁"
_NAME_AGE_OPENING_ZH = re.compile(r"^(?:[^：:。]{0,24}[：:]\s*)?([\u4e00-\u9fff]{2,3})[，,]\s*(?=\d{1,3}岁)")


_FORM_NOT_MINE_ZH = re.compile(rf"^[^：:]*(?:{_REL_ZH}|他|她)[^：:]*[：:]")
_FORM_NO_VALUE_ZH = re.compile(r"^(?:没|无|暂无|还没|还不|不|好|很|太|挺|真)|了[；;，,。]?$|取消|想好")


def _form_field_zh(sentence: str) -> str:
    if _FORM_NOT_MINE_ZH.match(sentence):
        return sentence
    opening = _NAME_AGE_OPENING_ZH.match(sentence)
    if opening and opening.group(1)[0] in _SURNAMES:
        return f"我叫{opening.group(1)}，" + sentence[opening.end() :]
    for pattern, written in _FORM_FIELDS_ZH:
        field = pattern.match(sentence)
        if field is None:
            continue
        value = (field.group(1) if field.re.groups and field.group(1) else "") + sentence[field.end() :]
        if _FORM_NO_VALUE_ZH.search(value.strip()):
            return sentence  # ("兴趣：没有", "公司：年会取消了", "名字：还没想好")
        return pattern.sub(written, sentence, count=1)
    return sentence


def written_out(sentence: str) -> str:
    """Casual English spelled out ("shes allergic to cats" → "she's allergic to cats"); in Chinese, a
    birthday held for a relation said as theirs, and a form's field as what it says ("年龄 41；" → "我41岁；")."""
    if has_cjk(sentence):
        sentence = _form_field_zh(sentence)
        return _BIRTHDAY_FOR_ZH.sub(lambda m: f"我{m['who']}{m['when']}{m['what']}", sentence, count=1)
    for pattern, written in (*_CASUAL_EN, *_PARENT_WITHOUT_MY):
        sentence = pattern.sub(written, sentence)
    sentence = _WE_TWO_EN.sub(_we_two, sentence, count=1)
    return _RUN_ON_INTRO_EN.sub(r"\1, \2, ", sentence)
