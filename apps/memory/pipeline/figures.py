"""Figures in what people say — dates, times, amounts, percentages, versions, ids, quantities —
verbatim, and the labels that name them ("预算5万" → budget). Read by the trigger (a labelled figure
is a durable fact), compression, reconcile, episodes and facts."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from apps.core.text import has_cjk, keywords, simplified
from apps.memory.pipeline import slots
from apps.memory.pipeline.lexicon import CURRENCY_CHARS
from apps.memory.pipeline.numerals import EN_NUMBER, zh_size
from apps.memory.pipeline.timex import MONTHS_EN

MONTH_NAMES = "|".join(MONTHS_EN)
MONTH_ABBR = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?"
_FIGURE_PATTERNS: list[tuple[str, str]] = [
    (
        "date",
        r"\d{4}年\d{1,2}月(?:\d{1,2}[日号])?|\d{1,2}月\d{1,2}[日号]|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}",
    ),
    ("date", rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES}|{MONTH_ABBR})(?:,?\s+\d{{4}})?\b"),
    ("date", rf"\b(?:{MONTH_NAMES}|{MONTH_ABBR})\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b"),
    ("date", rf"\b(?:{MONTH_NAMES})\s+\d{{4}}\b|\d{{4}}年\d{{1,2}}月|\d{{4}}年"),
    # (a time after a Chinese character too: 坐7:15的轮渡 has no word boundary before the 7)
    (
        "time",
        r"(?<![\d:.,A-Za-z])\d{1,2}:\d{2}(?!\d)\s?(?:[ap]\.?m\.?)?|\b\d{1,2}\s?[ap]\.?m\.?\b|\d{1,2}点(?:半|\d{1,2}分)?",
    ),
    (
        "amount",
        r"(?:["
        + CURRENCY_CHARS
        + rf"]|\bRs\.?)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|K|m|M|bn|million|billion|thousand|{slots.INDIAN_UNITS}|cr)\b)?(?:\s?/\s?(?:month|mo|year|yr|week|wk|hour|hr|day)\b)?"
        rf"|\d[\d,]*(?:\.\d+)?\s?(?:{slots.INDIAN_UNITS})\b"
        r"|\d[\d,]*(?:\.\d+)?\s?(?:万零?\d{1,4}[千百]?(?!\d)|万元|万|千零?\d百?(?!\d)|千元|千|亿元|亿|元|块钱|块|美元|美金|欧元|英镑|港币|日元)"
        r"|\d[\d,]*(?:\.\d+)?\s?(?:dollars?|bucks|USD|RMB|CNY|EUR|euros?|pounds sterling)\b"
        r"|(?<![A-Za-z0-9.])\d+(?:\.\d+)?[kK](?![A-Za-z0-9])"  # (also inside Chinese: "跑个5k")
        rf"|{slots.CN_AMOUNT}"
        r"|\bR\s?\d{1,3}(?:[ ,]\d{3})+(?:\.\d+)?\b|\bR\d{3,}(?:\.\d+)?\b",
    ),
    ("percent", r"\d+(?:\.\d+)?\s?%"),
    ("version", r"\b[vV]\d+(?:\.\d+)*\b|\b\d+\.\d+\.\d+\b"),
    ("id", r"\b[A-Z]{2,}[-_]?\d{2,}\b|#\d{3,}\b"),
    (
        "quantity",
        r"\d+(?:\.\d+)?\s?(?:个月|个半小时|个小时|个钟头|个星期|个|岁|周岁|年|天|周|小时|分钟|次|人|位|公斤|斤|公里|米|平米|平方米|套|辆|只|条|本|页|行|微克|毫克|毫升)"
        r"|\b\d+(?:\.\d+)?\s?(?:kg|kgs|kilos?|kilograms?|lbs?|km|miles?|years?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|kids|children|people|times|pounds|sq ?ft|m2|GB|TB|MB|cores?"
        r"|units)\b|(?<![A-Za-z\d.])\d+(?:\.\d+)?\s?(?:mg|mcg|[μµ]g|ug|IU|ml)(?![A-Za-z])"
        # (a duration or a measure in Chinese numerals: "走路十分钟", "一个半小时", "三公里", "一百二十斤")
        r"|(?<![一二两兩三四五六七八九十百千万萬\d])(?:[一二两兩三四五六七八九十百]+(?:个|個)?(?:多|半)?|半)(?:个|個)?(?:分钟|分鐘|小时|小時|钟头|鐘頭|公里|公斤|斤)",
    ),
    ("number", r"\d+(?:[.,]\d+)*"),
]
_FIGURE_RE = re.compile(
    "|".join(f"(?P<{kind}{index}>{pattern})" for index, (kind, pattern) in enumerate(_FIGURE_PATTERNS))
)
REDACTED = re.compile(r"\[redacted [a-z_]+\]")

# A label before a figure names the fact ("预算5万" → budget, "deadline March 15" → deadline).
LABELS: list[tuple[str, re.Pattern[str]]] = [
    ("budget", re.compile(r"预算|经费|budget", re.I)),
    ("deadline", re.compile(r"截止|截至|期限|最晚|deadline|due(?: date| on| by)?|ddl", re.I)),
    ("price", re.compile(r"价格|售价|价钱|报价|price|costs?|priced", re.I)),
    (
        "salary",
        re.compile(
            r"工资|薪水|月薪|年薪|薪资|收入|salary|paycheck|income|wages?|earn|\bmy pay\b|\bCTC\b|\bmy package\b", re.I
        ),
    ),
    ("rent", re.compile(r"房租|租金|rent", re.I)),
    ("version", re.compile(r"版本|version", re.I)),
    ("age", re.compile(r"年龄|岁|years old|\bage\b", re.I)),
    ("weight", re.compile(r"体重|weigh", re.I)),
    ("headcount", re.compile(r"人数|团队规模|headcount|team of", re.I)),
    ("start", re.compile(r"开始|启动|开工|kick-?off|start", re.I)),
    ("launch", re.compile(r"上线|发布|launch|release|go-?live", re.I)),
    ("meeting", re.compile(r"会议|开会|meeting", re.I)),
    ("flight", re.compile(r"航班|机票|flight", re.I)),
]


@dataclass(frozen=True)
class Figure:
    kind: str
    text: str
    start: int
    end: int


def figures(text: str) -> list[Figure]:
    """Figures, dates, times, amounts, versions and ids in ``text``, verbatim, in order."""
    return list(_figures(text))


@lru_cache(maxsize=8192)
def _figures(text: str) -> tuple[Figure, ...]:
    found: list[Figure] = []
    masked = REDACTED.sub(lambda m: " " * len(m.group()), text)
    for match in _FIGURE_RE.finditer(masked):
        kind = re.sub(r"\d+$", "", match.lastgroup or "number")
        value = match.group().strip().rstrip(".,")
        if value:
            found.append(Figure(kind, value, match.start(), match.start() + len(value)))
    return tuple(found)


def _label_before(text: str, start: int) -> str | None:
    window = text[max(0, start - 24) : start]
    best: tuple[int, str] | None = None
    for name, pattern in LABELS:
        for match in pattern.finditer(window):
            if best is None or match.end() > best[0]:
                best = (match.end(), name)
    if best is None:
        return None
    between = window[best[0] :]
    # the label must be close: a few characters in Chinese, a few words in English
    if has_cjk(between) and len(between.strip()) > 6:
        return None
    if not has_cjk(between) and len(between.split()) > 4:
        return None
    return best[1]


def fact_labels(text: str) -> set[str]:
    """The fact keys that ``text`` gives a figure for (used to spot "a new number for a known key")."""
    labels: set[str] = set()
    for figure in figures(text):
        label = _label_before(text, figure.start)
        if label:
            labels.add(label)
    return labels


# what stands between a figure and the word it measures: "the payment's down to $342",
# "月供现在降到了3200"
_BEFORE_FIGURE_EN = re.compile(
    r"(?:\s|'s\b|'re\b|\b(?:is|are|was|were|went|got|dropped|fell|rose|came|comes|goes|gone|now|currently|just|only|about|around"
    r"|roughly|nearly|almost|down|up|to|at|of|by|from|under|over|still|already|finally)\b|[:,=~])+$",
    re.I,
)
_BEFORE_FIGURE_ZH = re.compile(
    r"(?:现在|目前|已经|终于|只|才|是|为|降到了?|涨到了?|涨成了?|降成了?|降了|涨了|变成了?|改成了?|调到了?|到了?|了|约|大概|差不多|[：:，,\s])+$"
)
_FIGURE_KINDS = ("amount", "percent", "quantity", "number")


def figure_heads(text: str) -> set[str]:
    """The words that name the figures of ``text`` (the last term before each figure, past the
    change words): "the payment's down to $342" → {"payment"}; "房贷月供是3500" → {"月供"}. Two
    statements whose figures name the same thing speak of one value."""
    heads: set[str] = set()
    for figure in figures(text):
        if figure.kind not in _FIGURE_KINDS:
            continue
        before = text[max(0, figure.start - 30) : figure.start]
        if has_cjk(before):
            tail = re.findall(r"[\u4e00-\u9fff]+", _BEFORE_FIGURE_ZH.sub("", before))
            if tail and len(tail[-1]) >= 2:
                heads.add(tail[-1][-2:])  # the noun just before the figure ("房贷月供" → 月供)
            continue
        terms = [t for t in keywords(_BEFORE_FIGURE_EN.sub("", before)) if not t.isdigit()]
        if terms:
            heads.add(terms[-1])
    return heads


def put_fact(facts: dict[str, str], key: str, value: str) -> None:
    """Add ``value`` under ``key``; a second value for the same key joins a readable list
    ("Tom, Boston") instead of a numbered key (``mention_2``)."""
    if any(value == v or value in v.split(", ") for v in facts.values()):
        return
    if key not in facts:
        facts[key] = value
        return
    facts[key] = f"{facts[key]}, {value}"


_CODE_BEFORE = re.compile(r"(?<![A-Za-z])[A-Za-z]{1,3}-?$")


def figure_facts(text: str) -> dict[str, str]:
    """``{label: figure}`` for every figure of ``text``, verbatim."""
    facts: dict[str, str] = {}
    for figure in figures(text):
        if figure.kind == "number" and _CODE_BEFORE.search(text[: figure.start]):
            continue  # the digit of a code ("F1", "X5", "J-1") is no figure of its own: the code says it
        label = _label_before(text, figure.start)
        if label == "age" and figure.kind not in ("quantity", "number"):
            label = None
        put_fact(facts, label or figure.kind, figure.text)
    return facts


PROJECT = re.compile(
    r"(项目\s?[A-Za-z0-9][A-Za-z0-9_-]{0,10}|[A-Za-z0-9][A-Za-z0-9_-]{0,10}\s?项目|项目(?!经理|主管|助理|总监|负责人|专员|工程师)[\u4e00-\u9fff]{1,4}?(?=的|预算|截止|上线|，|。|\s|$))"
    r"|\b([Pp]roject [A-Z0-9][\w-]*)"
)


def project_named(text: str) -> str | None:
    """The project a sentence names ("项目A", "Project Apollo"), verbatim."""
    match = PROJECT.search(text)
    return (match.group(1) or match.group(2)).strip() if match else None


# --- how large a figure is, and what it measures ------------------------------------------------
_WEIGHT = re.compile(r"公斤|千克|斤|kg\b|kgs\b|kilos?\b|lbs?\b|pounds?\b(?! sterling)", re.I)
_CURRENCY = re.compile(
    r"["
    + CURRENCY_CHARS
    + r"]|元|块|钱|美元|美金|欧元|英镑|港币|日元|\b(?:dollars?|bucks|USD|RMB|CNY|EUR|GBP|INR|Rs|euros?|quid|"
    rf"{slots.INDIAN_UNITS})\b|\d\s?[kK](?![A-Za-z0-9])|[一二两三四五六七八九十][千万]|\d\s?[千万]",
    re.I,
)


_DURATION = re.compile(r"小时|钟头|分钟|\b(?:hours?|hrs?|minutes?|mins?)\b|\dh\b|\ban hour\b", re.I)
# a dose of a medicine: by weight (in micrograms: "50mg" and "50毫克" are one, "75微克" is 0.075 mg) or
# by count (tablets, units)
_INDIAN_SCALE = re.compile(rf"(?<=\d)\s?(?:{slots.INDIAN_UNITS}|cr)\b", re.I)
_DOSE_WEIGHT = {"微克": 1, "mcg": 1, "μg": 1, "µg": 1, "ug": 1, "毫克": 1000, "mg": 1000}
_DOSE = re.compile(r"(微克|毫克|mcg|[μµ]g|ug|mg)\b|(片|粒|国际单位|单位|\bIU\b|\bunits?\b)", re.I)
_HOURS = re.compile(r"小时|钟头|\b(?:hours?|hrs?)\b|\dh\b", re.I)
# a duration in English words, in minutes ("an hour and a quarter" 75, "half an hour" 30, "three quarters
# of an hour" 45, "two and a half hours" 150)
_HOURS_EN = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3}
DURATION_WORDS = re.compile(
    r"\b(?:(an?|one|two|three) hours?(?: and a (half|quarter))?|(one|two|three) and a half hours"
    r"|(half) an hour|(a|three) quarters? of an hour)\b",
    re.I,
)


def _duration_in_words(text: str) -> float | None:
    said = DURATION_WORDS.search(text)
    if not said:
        return None
    hours, part, and_a_half, half, quarters = (g.lower() if g else g for g in said.groups())
    if hours:
        return float(_HOURS_EN[hours] * 60 + {"half": 30, "quarter": 15, None: 0}[part])
    if and_a_half:
        return float(_HOURS_EN[and_a_half] * 60 + 30)
    if half:
        return 30.0
    return 45.0 if quarters == "three" else 15.0


def figure_size(value: str) -> tuple[str, float] | None:
    """(what a figure measures, how large it is): ("currency", 3600.0) for "三千六" or "$3,600",
    ("weight", 68.5) for "68.5公斤", ("duration", 240.0) for "4个小时" (in minutes), ("dose", 50000.0)
    for "50mg" (in micrograms), ("count", 64.0) for a bare "64"; None without a figure."""
    text = simplified(value.strip())  # (in Traditional characters too: "2萬8")
    dose = _DOSE.search(text)
    kind = (
        ("dose" if dose.group(1) else "dose_count")
        if dose
        else "weight"
        if _WEIGHT.search(text)
        else "currency"
        if _CURRENCY.search(text)
        else "duration"
        if _DURATION.search(text)
        else "count"
    )
    number = re.search(r"\d[\d,]*(?:\.\d+)?\s?(?:[kK](?![a-z])|[十百千万亿](?:零?\d+[十百千]?)?)?", text)
    size: float | None = None
    if number:
        digits = number.group(0).replace(",", "").replace(" ", "")
        size = float(digits[:-1]) * 1000 if digits[-1:] in "kK" else zh_size(digits)
    elif kind == "duration" and (in_words := _duration_in_words(text)):
        return (kind, in_words)
    else:
        words = re.search(r"[零一二两三四五六七八九十百千万亿]+", text)
        size = zh_size(words.group(0)) if words else None
    if size and dose and dose.group(1):
        size *= _DOSE_WEIGHT[dose.group(1).lower()]
    indian = _INDIAN_SCALE.search(text)
    if size and indian:
        size *= 10_000_000 if indian.group(0).strip().lower().startswith("c") else 100_000  # "18 lakh" is 1,800,000
    if size and kind == "duration" and _HOURS.search(text):
        size = size * 60 + (30 if "半" in text else 0)  # (durations in minutes: "4个小时" and "240 minutes" are one)
    return (kind, size) if size else None


# single-valued attributes whose value is one figure (and the price of a thing: ``price:<thing>``)
FIGURE_SLOTS = ("rent", "salary", "weight", "height", "price", "rate", "commute", "sleep", "work_hours", "dose")
# a new figure said with a word of change and no "to" ("I'm paying £1,275 from this month", "it's
# $1,650 now", "the new contract kicked in: $4,200", "32 hours now"): the stored figure of the same
# measure it renews
NOW_CHANGE = re.compile(
    r"\b(?:now|these days|from (?:this|next) (?:month|week|year)|as of|starting (?:this|next|from|today)|kicked in"
    r"|hiked|bumped|raised|put (?:it|the \w+) up|went up|gone up|went down|gone down|dropped|knocked (?:it )?down)\b"
    r"|\b(?:renewed|renewal|at renewal)\b"
    r"|(?:现在|如今|这个月起|这个月开始|下个月起|从这个月|从下个月|续卡|续费|续了|续约|续订|续租|新合同|签了新)",
    re.I,
)
# a bare figure said with what it is per ("we're on 630 a week now", "现在每个月6000"): a figure a
# period's money or hours is given in, whose unit the stored value has
PERIODIC_NUMBER = re.compile(
    r"(?<![\d.,:" + CURRENCY_CHARS + r"])\b(\d[\d,]*(?:\.\d+)?) (?:a|per|each|every) (?:week|month|year|night|hour)\b"
    r"|(?:每个?月|每周|每年|一个月|一周)(?:只要|只需|要|才|得|是|有|能拿|拿)?(?:还|交|付|缴|扣)?(\d[\d,]*(?:\.\d+)?)(?![\d.,]|\s?[万千百元块kK%])",
    re.I,
)
# a figure said as where one stands now, with neither the attribute's word nor a unit ("练了两个月，今天早上
# 136了" after "我现在148斤"; "86 on the dot this morning" after "I weigh 92 kg"): the new value of a
# stored figure it is close to (reconcile.renewals)
BARE_NEW_VALUE = re.compile(
    r"(?<![\d.,:])(\d+(?:\.\d+)?)了(?!\w)|\b(\d+(?:\.\d+)?) (?:on the dot|flat)\b"
    # what the scales read ("hopped on the scales today and it's 88.1", "上秤一看79.6")
    r"|\bscales?\b[^.;!?\d]{0,25}?\b(?:said|says|showed|shows|read|reads|it's|it is|was|is|at)\s+(\d+(?:\.\d+)?)\b(?!\s*(?:%|am|pm|:))"
    r"|(?:上秤|称了?一下|体重秤)[^，。,\d]{0,6}?(\d+(?:\.\d+)?)(?![\d.%])",
    re.I,
)
# a change said with its new figure: "涨到三千六", "减到64了", "down to 198", "up to £1,275" (not
# "涨了500", which says by how much)
CHANGED_TO = re.compile(
    r"(?:涨到|涨成|涨为|降成|减成|涨至|降到|降至|减到|瘦到|胖到|掉到|升到|加到|提到|调到|调成|变成|改成|改到|变为|增加到|减少到|加量到|减量到|调整到|调整为|砍到|砍价到|压到|便宜到)了?\s*"
    r"(?=\d|[一二两三四五六七八九十][一二两三四五六七八九十百千万]|[" + CURRENCY_CHARS + r"])"
    r"|\b(?:down|up|upped|ups|dropped|fell|rose|raised|increased|decreased|lowered|reduced|cut|bumped|hiked|revised|doubled|halved|adjusted|went up|gone up|gone down|went down) (?:\w+ ){0,2}?to\s+(?=["
    + CURRENCY_CHARS
    # (or a duration in words: "up to three quarters of an hour")
    + r"]?\d|(?:an?|one|two|three) hours?\b|(?:one|two|three) and a half hours|half an hour|(?:a|three) quarters? of an hour)"
    # what was paid for it this time ("paid £14.99 for it this month"): its new price
    r"|\b(?:paid|charged (?:me|us)|billed (?:me|us))\s+(?=["
    + CURRENCY_CHARS
    + r"]\d[\d,]*(?:\.\d+)?(?:\s+(?:a|per) (?:month|week|year))?\s+for (?:it|that|them)\b)",
    re.I,
)


def figure_said_in(value: str, text: str) -> bool:
    """The figure ``value`` is said in ``text`` too, in digits or in English words ("十五分钟" in "fifteen
    minutes of Spanish"): the same statement in the other language adds no figure."""
    size = figure_size(value)
    if size is None:
        return False
    kind, number = size
    # (a bare number is said again by the number; a figure with a unit only with a unit of its kind: "5 kg" is
    # not said in "has 5 cats"; of another kind, not known to be the same)
    unit = "" if kind == "count" and re.fullmatch(r"[\d.,]+", value.strip()) else _UNIT_OF_KIND.get(kind)
    if unit is None:
        return False
    digits = str(int(number)) if float(number).is_integer() else str(number)
    said = "|".join([re.escape(digits), *(rf"\b{word}\b" for word, n in EN_NUMBER.items() if n == number)])
    after = rf"[\s-]?(?:{unit})" if unit else ""
    return re.search(rf"(?<![\d.])(?:{said})(?![\d.]){after}", text, re.I) is not None


# the units a figure of a kind is said with, in either language
_UNIT_OF_KIND = {
    "duration": r"minutes?|mins?|hours?|hrs?|seconds?|分钟|小时|秒",
    "weight": r"kg|kgs|kilos?|kilograms?|lbs?|pounds?|stone|公斤|斤|千克",
}
