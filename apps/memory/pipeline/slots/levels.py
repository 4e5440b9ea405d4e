"""A level one holds in a sport, an art or a game: a belt (目前绿带, "just got my blue belt"), a dan
(初段, "2nd dan"), a rating (chess.com 1340, Elo, NTRP 3.5, a golf handicap). A single-valued attribute
keyed by what it is a level in (``level:judo``, ``level:chess``; ``level`` when the clause does not
say), which a later level renews, with the thing named again or not: "升蓝带了" after a green belt,
"sitting at 1412 now" after a rating of 1340 (reconcile/renewals.py). A grade passed (钢琴8级, "grade
8 piano") is no level here: ``measures`` reads those as one figure in either language."""

from __future__ import annotations

import re

# what a level is held in, by its names in either language (the first is the key's)
_THINGS: tuple[tuple[str, str], ...] = (
    ("judo", r"柔道|\bjudo\b"),
    ("karate", r"空手道|\bkarate\b"),
    ("taekwondo", r"跆拳道|\btaekwondo\b|\bTKD\b"),
    ("jiu-jitsu", r"巴西柔术|柔术|\bBJJ\b|\bjiu[- ]?jitsu\b"),
    ("aikido", r"合气道|\baikido\b"),
    ("kendo", r"剑道|\bkendo\b"),
    ("muay thai", r"泰拳|\bmuay thai\b"),
    ("go", r"围棋|\bbaduk\b|\bweiqi\b|\bOGS\b"),
    ("chess", r"国际象棋|象棋|\bchess\b|chess\.com|lichess|\bFIDE\b"),
    ("golf", r"高尔夫|\bgolf\b|handicap|差点指数"),
    ("tennis", r"网球|\btennis\b|\bNTRP\b|\bUTR\b"),
    ("pickleball", r"匹克球|\bpickleball\b|\bDUPR\b"),
)
_THING = [(name, re.compile(words, re.I)) for name, words in _THINGS]
# a martial art (its belts and dans), or where one trains in it
_ARTS = ("judo", "karate", "taekwondo", "jiu-jitsu", "aikido", "kendo", "muay thai")
_ART = re.compile("|".join(words for name, words in _THINGS if name in _ARTS) + r"|道馆|武馆|\bdojo\b|\bdojang\b", re.I)

# a belt: 绿带, 黑带二段, 蓝带; "blue belt", "black belt"; 白带 only with an art named (it is also a
# symptom), and a belt of another colour only with an art named or a grading said before it
_BELT_ZH = re.compile(
    r"(?<![腰皮安])([白黄橙绿蓝紫棕褐红黑](?:黄|绿|蓝|红|黑)?带)(?:(?:[一二三四五六七八九十]|\d)段)?(?![子着走来回上下])"
)
_BELT_EN = re.compile(
    r"\b((?:white|yellow|orange|green|blue|purple|brown|red|black)(?:[- ](?:and|with)[- ]\w+)? belt)\b", re.I
)
_GRADED_ZH = re.compile(
    r"(?:升|升到|升上|升级到|考到|考过|考了|拿到|拿了|晋级到?|晋升到?|换|换成|换了|变成|目前|现在|已经是|是|到)了?$"
)
_GRADED_EN = re.compile(
    r"\b(?:got|get|earned|earn|received|awarded|promoted to|graded to|graded for|passed|passed my|testing for|test for|made"
    r"|I'm|I am|I'm now|now|he's|she's|am)(?: my| his| her| a| an| the| to)?\s*$",
    re.I,
)
# a dan: 初段 / 二段 with an art or go named; "2nd dan", "shodan"
_DAN_ZH = re.compile(r"(?:业余)?(初段|[一二三四五六七八九](?:段))(?![时落子话])")
_DAN_EN = re.compile(r"\b((?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth) dan|shodan|nidan|sandan)\b", re.I)
# a rating: "my rapid rating on chess.com is 1340", "rated 1850 FIDE", "my handicap is 18", "NTRP 3.5",
# 等级分1500, 差点18
# (one's own: "my … rating", "I'm rated"; not "the app's rating is 4.5", "I rated it 4 stars")
_RATING_EN = re.compile(
    r"(?:\b(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur)\b[^.!?;]{0,24}?\b(?:rating|[Ee]lo|ELO|NTRP|UTR|DUPR|handicap|MMR)\b"
    r"|\b(?:I'm|I am|he's|she's|I was|got) (?:now |currently )?rated\b)"
    r"(?:[^!?\d;]{0,24}?)\b(\d{1,4}(?:\.\d)?)\b(?!\s?(?:%|kg|km|lbs?|years?|times|minutes|hours|games|wins|stars?))",
)
_RATING_ZH = re.compile(
    r"(?:等级分|天梯分|差点指数|rating|elo)(?:是|为|有|在|到了|已经|目前|现在)*\s*(\d{1,4}(?:\.\d)?)", re.I
)
# a rating said later without its word: "sitting at 1412 now", "up to 1500", "dropped to 1280", "现在1412分了"
_RATING_NOW = re.compile(
    r"\b(?:sitting at|sat at|now at|at|hit|reached|up to|down to|dropped to|climbed to|crossed|peaked at)\s+(\d{1,4}(?:\.\d)?)\b(?![^.!?]{0,3}(?:%|kg|km|lbs?|am|pm|years?|minutes|hours))"
    r"|(?:现在|目前|已经|涨到|掉到|升到|降到|到了)(\d{1,4}(?:\.\d)?)分?",
    re.I,
)
_NOW = re.compile(r"\bnow\b|\bthese days\b|\bcurrently\b|现在|目前|已经|了", re.I)


def level_thing(text: str) -> str:
    """What ``text`` says a level is held in ("judo", "chess"; "" for none)."""
    return next((name for name, words in _THING if words.search(text)), "")


def standing_level(text: str) -> tuple[str, str] | None:
    """(what it is a level in, or "", the level as written) for a belt, a dan or a rating one holds
    ("我周末练柔道，目前绿带" → ("judo", "绿带"); "my rapid rating on chess.com is 1340" → ("chess",
    "1340")); None when ``text`` says none."""
    thing = level_thing(text)
    art = bool(_ART.search(text))
    for pattern, graded in ((_BELT_ZH, _GRADED_ZH), (_BELT_EN, _GRADED_EN)):
        for match in pattern.finditer(text):
            value = match.group(0) if pattern is _BELT_ZH else match.group(1)
            before = text[: match.start()]
            if art or (not value.startswith("白") and graded.search(before)):
                return thing, value
    for pattern in (_DAN_ZH, _DAN_EN):
        dan = pattern.search(text)
        if dan and (art or thing == "go" or pattern is _DAN_EN):
            return thing, dan.group(1)
    rating = _RATING_EN.search(text) or _RATING_ZH.search(text)
    return (thing, rating.group(1)) if rating else None


def rank_kind(value: str) -> str:
    """What kind of level ``value`` is: "rating" for a figure, "rank" for a belt or a dan."""
    return "rating" if re.fullmatch(r"\d+(?:\.\d+)?", value.strip()) else "rank"


def rating_said_again(text: str) -> str | None:
    """The new rating in a clause that does not name the rating ("finally cracked 1400!! sitting at
    1412 now" → "1412": the last such figure, the milestone coming first); None for none."""
    found = [m.group(1) or m.group(2) for m in _RATING_NOW.finditer(text)]
    if not found or not _NOW.search(text):
        return None
    return found[-1]
