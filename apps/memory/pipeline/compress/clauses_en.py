"""An English sentence cut into its statements (``en_parts``): introductions that list several things ("I'm
Dana, 34, a pharmacist in Milwaukee"), run-ons typed without a comma, two named pets had, someone named beside
what the user does; ``clauses`` joins the parts that state nothing of their own."""

from __future__ import annotations

import re

from apps.memory.pipeline.compress.people import _NOT_NAMES
from apps.memory.pipeline.lexicon import NAME_AGE_OPENING_EN, NAME_EN
from apps.memory.pipeline.slots.patterns import _REL_EN, LOVE_AS_NOUN_BEFORE, PARENT_AS_NAME_EN

_EN_SUBJECT = (
    r"(?:I|I'm|I've|I'd|I'll|[Mm]y|[Ww]e|[Ww]e're|[Oo]ur|[Hh]e|[Ss]he|[Hh]e's|[Ss]he's|[Hh]is|[Hh]er|[Tt]hey"
    r"|(?:[Aa]n?|[Oo]ne) (?:good |close |old |former |new )?\w+ of (?:mine|ours)|[Oo]ne of (?:my|our) \w+s|"
    + PARENT_AS_NAME_EN
    + r")\b"
)
# "love" as a noun, after which no liking follows ("love everywhere", "a love story", "love and support")
_LOVE_NOUN = rf"(?!(?<=love)\s+{LOVE_AS_NOUN_BEFORE}\b)"
_EN_UNIT_SPLIT = re.compile(
    rf"\s*(?:[,;]|\s[-–—])\s*(?:and |but |so |plus |also )?(?:honestly |frankly |seriously |actually |really |also |lately |recently )?(?={_EN_SUBJECT})"
    rf"|\s+(?:and|but|plus|n|&)\s+(?:honestly |frankly |seriously |actually |also |lately |recently )?(?={_EN_SUBJECT})"
    # (not "love" as a noun: "so much energy and love everywhere", "the self-acceptance and love theme")
    rf"|(?P<verb>\s*,?\s+and\s+(?=(?:love|like|enjoy|have|live|work|hate|prefer|play|speak|am|'m|really love|also love|also like)\b{_LOVE_NOUN})"
    # (or after a comma, where one lives: "I lecture at Bangor University, live over in Menai Bridge"; or
    # after a dash, what one loves: "… and a two-ring hob — love air fryer recipes")
    r"|\s*,\s+(?=live (?:over |out |down |up |just |right )?(?:in|near)\b)|\s[-–—]+\s*(?=(?:really |also )?(?:love|adore|enjoy)\s))"
    # … and a thing loved said as what it is, after "and" ("…, and singing with the choir is my great love")
    r"|\s*,?\s+and\s+(?=[a-z][\w' -]{2,60}?\b(?:is|are|'s) (?:literally |basically |honestly )?my (?:great |true |real |first |biggest |greatest |one |big |main |only |weekend |summer |winter |whole |entire )*(?:love|passion|obsession|thing|personality|life|world|jam)\b)"
    # … and a liking said without its "I'm" ("im a nail tech … n lowkey obsessed with bracelets")
    r"|(?P<adj>\s*,?\s+(?:and|n|&)\s+(?=(?:low-?key |high-?key |totally |really |so+ |kinda |now |also )?(?:obsessed with|hooked on|addicted to|crazy about|mad about|mad into|big into|into)\b))"
    # what not to do, told beside what one likes ("big into true crime but don't ever recommend me politics")
    r"|\s*(?:[,;]\s*|\s+)(?:but|and|so)\s+(?=(?:please\s+|pls\s+|kindly\s+|also\s+)?(?:don't|do not|dont|never|no more)\s)"
    r"|\s*;\s*(?=(?:please\s+|kindly\s+)?(?:don't|do not|never)\s)"
    r"|\s*,\s*(?=(?:just|pls|please)\s+(?:don't|do not|dont|never)\s)"
)

# an introduction that lists what it says: "I'm Dana, 34, a pharmacist in Milwaukee, …" → "I'm
# Dana; I'm 34; I'm a pharmacist in Milwaukee; …" (each its own statement)
_INTRO_LIST = re.compile(
    # (and "its Jaylen, 26" typed fast: it is the speaker who is introduced)
    rf"(?:\b(I(?:'m| am)|[Mm]y name(?:'s| is)|[Nn]ame's|(?<![\w'])[Ii]t'?s|[Tt]his is) |^())({NAME_EN}(?: {NAME_EN})?)(?(2) here|), (?:aged |age )?(\d{{1,2}})"
    r"(?: years old| years of age| years| yrs old| yrs| y/?o)?(?=\s*(?:,|\.|;|$|and\b|[-–—]\s))"
    r"(?:,\s*(?!and I\b|and I'm\b)(?:and\s+)?((?:an? )?(?!I\b|I')(?:[a-z]|[A-Z]{2,}\s)[^,.;]*?)(?=\s*(?:,|\.|;|$|\band I\b)))?"
)


# a name and then what one is doing, with no age between ("I am Venkatesh Raghavan, presently working as
# …", "my name is Ama Owusu, currently based in Kumasi"): "I'm <name>; I'm presently working as …"
_NAME_THEN_DOING = re.compile(
    rf"\b(I(?:'m| am)|[Mm]y name(?:'s| is)) ({NAME_EN}(?: {NAME_EN})?), "
    r"(?=(?:[a-z]+ly )?(?:working|living|based|studying|teaching|running|doing|employed|settled)\b)"
)


# (what the list says next with a verb of its own: "…, 29, work in IT in Manchester" → "I work in …")
_INTRO_VERB = re.compile(r"(?:work|live|do|run|own|teach|study|manage|drive|build|make|sell|fix|write|design|code)\b")


def _intro_list(match: re.Match[str]) -> str:
    # "I'm Dana, 34", "my name's Tom Becker, 44", "Marcus here, 35"
    said = match.group(1) if match.group(2) is None else "I'm"
    if said and said.lower().startswith(("it", "this")):
        said = "I'm"  # "its Jaylen, 26", "this is Priya, 41": the speaker
    parts = [f"{said} {match.group(3)}", f"I'm {match.group(4)}"]
    if match.group(5):
        what = match.group(5)
        if _INTRO_VERB.match(what):
            parts.append(f"I {what}")
        elif re.match(r"(?:[a-z]+ly )?[a-z]{2,}ing\b", what):
            parts.append(f"I'm {what}")  # "…, 34, working as a data engineer at …"
        else:
            article = "an" if what[:1] in "AEIOUaeiou" else "a"
            parts.append(f"I'm {what}" if re.match(r"an? ", what) else f"I'm {article} {what}")  # "physio in Leeds"
    return "; ".join(parts)


# a run-on sentence as voice typing writes it ("my name's Declan I'm forty two I do electrical
# work …"): a new "I …" starts a new statement
_EN_RUN_ON = re.compile(
    r"(?<=[a-z0-9])(?<!\band)(?<!\bbut)(?<!lately)(?<!recently)(?<!\bso)(?<!when)(?<!\bif)(?<!that)(?<!cause)(?<!than)"
    r"(?<!think)(?<!guess)(?<!hope)(?<!know)(?<!feel)(?<!said)(?<!wish)"
    # (nor what a clause is about: "… do what I love", "the place where I grew up")
    r"(?<!what)(?<!where)(?<!which)(?<!\bwho)(?<!\bhow)(?<!\bwhy)"
    r"\s+(?=(?:I'm|I am|I've|I (?!was\b|were\b|mean\b|guess\b|think\b)[a-z]{2,})\b"
    # (or someone of theirs: "… in Cincinnati Ohio my husband Marcus coaches …")
    rf"|(?:my|our) (?:{_REL_EN})\b)"
)


# a part that is only who (no verb): "my best mate Hamish", "my sister", "our neighbours the Patels"
# (a name and an age run together: "im Ciarán 41 i drive for …")
_RUN_ON_NAME_AGE = re.compile(
    rf"\b(I'm|I am) ({NAME_EN}(?: {NAME_EN})?) (\d{{1,2}})\b(?! ?(?:years?|yrs|y/?o|%|kg|lbs?|minutes?|mins?|hours?))"
)
_BARE_SUBJECT_EN = re.compile(r"^\s*(?:[Mm]y|[Oo]ur) (?:[a-z-]+ ){0,2}[a-z-]+(?: [A-Z][a-z]+)?\s*$")


# a lead before a bare name and age ("quick intro i guess lol: Tyler, 31, …", the intro stripped): "I'm"
# (or a full name and an age open the sentence: lexicon.NAME_AGE_OPENING_EN)
_INTRO_LEAD_EN = re.compile(rf"^[^:]{{0,40}}:\s*(?={NAME_EN}, \d{{1,2}}(?:,|\s*$))|{NAME_AGE_OPENING_EN.pattern}")


DANGLING_EN = re.compile(
    r"^I(?:'m)? (?:really |just |honestly |seriously |simply |absolutely )?(?:can't|cannot|can't stand (?:it|them|em)|hate (?:it|them|em)|won't"
    r"|love (?:it|them|em|that)|adore (?:it|them))\W*$"
    # (or an auxiliary with nothing after it: "…, but honestly we probably won't", "… and she did")
    r"|^(?:(?:honestly|frankly|tbh)\s+)?(?:I|we|he|she|they)\s+(?:(?:probably|likely|definitely|honestly|really|still|just|prob)\s+)*"
    r"(?:won't|will not|wouldn't|would|will|might not|might|may not|may|can't|can|could|couldn't|did|didn't|don't|do|haven't|have|hasn't|has"
    r"|shouldn't|should)(?:\s+not)?(?:\s+(?:either|too|though|anyway|after all))?\W*$",
    re.I,
)


# someone of the user's named beside what the user does ("I live in Leeds with my partner Sam"): who they
# are is a statement of its own, kept when the place or the job is renewed ("Sam and I moved to York")
_WITH_NAMED_RELATION_EN = re.compile(rf"^I\b.*?\bwith my ({_REL_EN}) ({NAME_EN})\b(?!'s|-)")


def _with_named_relation_en(sentence: str) -> str:
    named = _WITH_NAMED_RELATION_EN.match(sentence)
    if named is None or named.group(2) in _NOT_NAMES or re.search(rf"\bmy {named.group(1)}(?:'s name| is)\b", sentence):
        return sentence
    if re.search(r"\b(?:broke up|split up|split|separated|divorced|called it off)\b", sentence, re.I):
        return sentence  # ("I broke up with my boyfriend Sam": no one to keep as the boyfriend)
    return f"{sentence.rstrip(' .!')}; my {named.group(1)}'s name is {named.group(2)}"


# a thing named just before "I …" is what the clause after it says of it, not the end of a statement ("all the love
# and support I get from my family", "the push I needed"): no run-on break there
_RELATIVE_BEFORE = re.compile(r"\b(?:the|all the|this|that|every|the one|the only)\s+(?:[\w-]+\s+){0,3}?[\w-]+$", re.I)


def _relative_clause(sentence: str, at: re.Match[str]) -> bool:
    """The "I …" a run-on break would start says something of the thing named just before it."""
    return sentence.startswith("I", at.end()) and _RELATIVE_BEFORE.search(sentence, 0, at.start()) is not None


def en_parts(sentence: str) -> list[str]:
    sentence = _INTRO_LIST.sub(_intro_list, _INTRO_LEAD_EN.sub("I'm ", sentence))
    sentence = _NAME_THEN_DOING.sub(r"\1 \2; I'm ", sentence)
    sentence = _TWO_HAD_NAMED_EN.sub(r"\1 \2; \1 \3", sentence)
    sentence = _with_named_relation_en(sentence)
    if len(sentence.split()) >= 15 and not re.search(r"[,;.!?]", sentence.rstrip(".!?")):
        sentence = _RUN_ON_NAME_AGE.sub(r"\1 \2; I'm \3", sentence)
        sentence = _EN_RUN_ON.sub(lambda m: m.group(0) if _relative_clause(sentence, m) else "; ", sentence)
    parts: list[str] = []
    cursor = 0
    for match in _EN_UNIT_SPLIT.finditer(sentence):
        if (
            _BARE_SUBJECT_EN.match(sentence[cursor : match.start()])
            and match.group(0).strip(" ,") == "and"
            and re.match(r"(?:his|her|their) |I (?!am\b|'m\b)", sentence[match.end() :])
        ):
            # "my best mate Hamish and his wife just had twins", "Yesterday, my husband and I went to the cinema": one
            # subject of two people
            continue
        parts.append(sentence[cursor : match.start()])
        cursor = match.end()
        if match.group("verb"):
            parts.append("\0I ")  # a marker: the next part takes "I" as its subject
        elif match.group("adj"):
            parts.append("\0I'm ")
    parts.append(sentence[cursor:])
    out: list[str] = []
    carry = ""
    for part in parts:
        if part in ("\0I ", "\0I'm "):
            carry = part[1:]
            continue
        if part.strip():
            if out and _TIME_LEAD_EN.match(out[-1]):
                out[-1] = f"{out[-1]} {carry + part.strip()}"  # ("my goal is by the end of August 2026 I want to …")
            else:
                out.append(carry + part.strip())
        carry = ""
    return out


# a part that only says by when, for what follows it ("okay so my goal is by the end of August 2026", "by next
# summer"): joined to the part after it
_TIME_LEAD_EN = re.compile(
    r"^(?:(?:okay|ok|so|well|and|right)[,]?\s+)*(?:my (?:main |big )?(?:goal|plan|aim|dream|target)(?: for \w+)? is\s+)?"
    r"(?:by|before|until|in) (?:the end of |the start of |early |late |mid[- ]?)?[A-Za-z0-9 ]{2,24}$"
    # … or only when it happened ("Last weekend I joined a mentorship program …", split as a run-on)
    r"|^(?:(?:just|so|and|well|oh|also)[,]?\s+)*(?:yesterday|today|tonight|this (?:morning|afternoon|evening)"
    r"|(?:last|this past|the other) (?:night|week|weekend|month|year|summer|winter|spring|fall|autumn|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|fri|sat|sun|mon|tue|wed|thu)"
    r"|(?:a|one|two|three|four|five|a few|a couple of|\d+) (?:days?|weeks?|months?|years?) ago)$",
    re.I,
)


_TWO_HAD_NAMED_EN = re.compile(
    r"\b(I have|I've got|I got|I own|We have|we have|We've got|we've got)"
    # (children are not split: how many one has is one value, "a son … and a daughter …" says it)
    r" ((?:a|an|one) (?!(?:son|daughter|boy|girl|kid|child|baby)\b)[a-z]+(?: [a-z]+)? (?:named|called) [A-Z][\w'-]*)"
    r",? and ((?:a|an|one) [a-z]+(?: [a-z]+)? (?:named|called) [A-Z][\w'-]*)"
)
