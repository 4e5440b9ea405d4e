"""What is taken back in the same breath (``corrected``): a figure ("I'm 85 kg, sorry, typo, I meant 58 kg"), a
name or a place ("I live in Leeds, no wait, Bradford"), any value ("上初二，啊不是，初三了"), voice-typed without a pause
("on the 14th no sorry the 16th"), and a figure with words after it ("KSh 45,000 per term, sorry, KSh 54,000")."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline import slots
from apps.memory.pipeline.figures import figures
from apps.memory.pipeline.lexicon import CURRENCY_CHARS
from apps.memory.pipeline.slots.patterns import _CITIES, _COMPANIES

# a figure taken back in the same breath: "I'm 85 kg, sorry, typo, I meant 58 kg", "13岁，哦不对，说错了，是12岁"
_CORRECTED_EN = re.compile(
    r"(?<![\d:.,])(["
    + CURRENCY_CHARS
    + r"]?\d+(?:[.,:]\d+)*)(\s?[A-Za-z%]*)\s*(?:[,;.…]+|\s-+)?\s*(?:(?:oh|oops|sorry|wait|no|typo|my bad|correction|scratch that|hold on|hang on|actually)[,.!…]*\s*)+"
    r"(?:(?:I meant|I mean|meant|make that|it's actually|it's|it is|should be|that should be)\s+)?(["
    + CURRENCY_CHARS
    + r"]?\d+(?:[.,:]\d+)*)(\s?[A-Za-z%]*)",
    re.I,
)
_CORRECTED_ZH = re.compile(
    r"(["
    + CURRENCY_CHARS
    + r"]?\d+(?:[.,]\d+)*)([\u4e00-\u9fff%A-Za-z]{0,3}?)[，,。]?\s*(?:(?:哦|噢|喔|啊|呃|嗯)?(?:不对|说错了|打错了|写错了|口误|错了)[，,！!]?\s*)+"
    r"(?:是|应该是|其实是|正确的是)?(["
    + CURRENCY_CHARS
    + r"]?\d+(?:[.,]\d+)*)([\u4e00-\u9fff%A-Za-z]{0,3}?)(?=[，,。！!；;]|$)"
)


# a name or a place taken back the same way: "I live in Leeds, no wait, Bradford", "my boss is Tom,
# sorry, Tim" (a capitalised word for a capitalised word, nothing else)
_CORRECTED_NAME_EN = re.compile(
    r"\b(?<!\bno )(?<!\bNo )([A-Z][a-z]+)\s*(?:[,;.…]+|\s-+)\s*(?:(?:[Nn]o wait|[Ww]ait no|[Ww]ait|[Ss]orry|[Oo]ops|[Mm]y bad|[Ss]cratch that|[Cc]orrection|[Nn]o)[,.!…]*\s*)+"
    r"(?:I mean |I meant |it's |make that )?([A-Z][a-z]+)\b(?=\s*(?:[,.;!?]|$))"
)


# any value taken back the same way ("上初二，啊不是，初三了", "住在南京，不对不对，苏州", "3rd grade, sorry,
# 4th grade", "in Leeds, or rather Bradford"): a word of retraction between two commas, then what was
# meant. (A bare 不是 is no retraction: "住在南京，不是北京" says where one does not live.)
_RETRACT_ZH = (
    r"(?:(?:哦|啊|呃|嗯|额|哎|诶|唉)[，,\s]*(?:不对|不是|[说讲]错了?|错了)|不是不是|不对不对|不对|[说讲打写]错了?|口误|搞错了"
    r"|我是说|我的意思是|更正一下|纠正一下"
    # "等下，我看错了，是11月25号", "等等，记岔了", "哦不，是下周四": a pause, or what was misread / misremembered
    r"|等下|等等|等一下|哦不|啊不|我?(?:看|记|听|想|抄|填|输|写)(?:错|岔|混)了|我搞错了"
    # (a look at the thing itself before what it says: "3856，呃……我看一眼，是3865")
    r"|我?再?(?:看|瞄|瞅|翻|查)了?(?:一眼|一下|下)(?=[，,]\s*(?:应该是|其实是|是)))"
)
_SAME_BREATH_ZH = re.compile(
    rf"(?<![.…])(?:[，,]|…+|\.{{2,}})\s*(?:(?:呃|嗯|额|啊|哦|呸呸|呸|嗐|咳|唉|哎|哎呀|哎呦)[，,\s…]*)?(?:{_RETRACT_ZH}[，,！!~\s]*)+(?:我?(?:看|翻|查|对|核对|确认)了?(?:一?下)?[^，,。！!？?]{{0,8}}[，,]\s*)?(?:应该是|其实是|是|我是说|[^，,。！!？?]{{0,4}}?(?:写的|印的|显示的)是)?(?P<meant>[^，,。！!？?；;~]{{1,12}})"
)
_RETRACT_EN = (
    r"(?:(?:ay|ah|oh|uh|um|er|erm|eh)\s+(?:wait|sorry|no)|no wait|wait no|wait|hang on|hold on|sorry|oops|my bad|my mistake|scratch that|correction|typo|no no|nope|nah|naw|(?:ah|oh|ag|och|aw) no|no"
    r"|I tell a lie|I lie|I'm lying"
    r"|I mean|I meant|I misread(?: it| that)?|I misspoke|I misheard|I mixed (?:it|them) up|actually|or rather|rather|make that)"
)
_SAME_BREATH_EN = re.compile(
    rf"(?<![.…])(?:\s*[,;…]+|\.{{2,}}|\s[-–—]+)\s*(?:{_RETRACT_EN}(?:[,.!…]+\s*|\s+))+(?:it's |it is |that's |should be )?"
    # (a particle after what was meant is not part of it: "October 12 pala", "Tuesday lah")
    rf"(?P<meant>(?:[^,.;!?…]|(?<=\d)[.,](?=\d)){{1,40}}?)(?:\s+(?:pala|po|lah|leh|la|talaga|na po|na|eh|then correct))?(?=\s*(?:[;!?…]|$|[,.](?!\d)))",
    re.I,
)
_ZH_PARTICLES = "了啦呢吧哈的呀"
_ZH_FUNCTION = frozenset("我你他她它们的了是在有也都就")  # (no value of their own: "我说的是…" puts nothing right)
_EN_NUMBER_WORD = re.compile(
    r"^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|fourth|fifth|sixth"
    r"|seventh|eighth|ninth|tenth|eleventh|twelfth)$",
    re.I,
)
_EN_FUNCTION = frozenset(
    [
        "i",
        "i'm",
        "i've",
        "my",
        "me",
        "we",
        "our",
        "it",
        "it's",
        "he",
        "she",
        "he's",
        "she's",
        "his",
        "her",
        "they",
        "their",
        "you",
        "a",
        "an",
        "the",
        "is",
        "are",
        "was",
        "and",
        "or",
        "of",
        "to",
        "in",
        "at",
        "on",
        "for",
    ]
)


def _word_class(word: str) -> str:
    if _EN_NUMBER_WORD.match(word):
        return "figure"
    return "name" if word[:1].isupper() else "word"


def _retracted_en(before: str, meant: str) -> int | None:
    """How many words at the end of ``before`` the words ``meant`` put right, if they do: as many
    words, each changed one of the same kind (a figure for a figure, a name for a name), and either
    a word they share ("3rd grade" / "4th grade") or one figure or name for another ("Leeds" / "Bradford")."""
    new = meant.split()
    old = before.split()[-len(new) :] if len(before.split()) >= len(new) else []
    if not new or len(old) != len(new):
        return None
    pairs = list(zip(old, new, strict=True))
    changed = [(a, b) for a, b in pairs if a.lower() != b.lower()]
    if not changed or any(a.lower() in _EN_FUNCTION or b.lower() in _EN_FUNCTION for a, b in changed):
        return None
    if any(_word_class(a) != _word_class(b) for a, b in changed):
        return None
    shared = any(a.lower() == b.lower() and a.lower() not in _EN_FUNCTION for a, b in pairs)
    # (one value for another, or a date's day and number both: "Tuesday the 3rd" / "Thursday the 5th")
    one_value = len(changed) <= 2 and all(_word_class(b) in ("figure", "name") or _one_kind(a, b) for a, b in changed)
    return len(new) if shared or one_value else None


_DAY_WORD = re.compile(
    r"(?:今天|昨天|明天|前天|后天|今晚|昨晚|明晚|上周[一二三四五六日天]?|下周[一二三四五六日天]?|这周[一二三四五六日天]?|周[一二三四五六日天]"
    r"|星期[一二三四五六日天]|today|yesterday|tomorrow|tonight|last night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
    re.I,
)


# a time of day as Chinese says it ("三点", "下午四点半", "7点15分")
_CLOCK_ZH = re.compile(
    r"(?:[上下]午|早上|晚上|中午|凌晨)?(?:[一二两三四五六七八九十]{1,3}|\d{1,2})点(?:半|钟|[一二三四五六七八九十\d]{1,3}分?)?"
)


def _one_figure(text: str) -> str | None:
    """The kind of the one figure ``text`` is (a date, a time, an amount, a quantity), if it is one."""
    found = figures(text.strip())
    if len(found) != 1 or found[0].kind == "number" or found[0].text != text.strip():
        return None
    return found[0].kind


def _one_kind(old: str, new: str) -> bool:
    """Two places, two companies the vocabulary knows, two days or two figures of a kind ("南京" / "苏州",
    "腾讯" / "阿里", "今天" / "昨天", "11月20号" / "11月25号")."""
    if old != new and _DAY_WORD.fullmatch(old) and _DAY_WORD.fullmatch(new):
        return True
    if old != new and _CLOCK_ZH.fullmatch(old) and _CLOCK_ZH.fullmatch(new):
        return True  # two times of day ("三点" / "四点半")
    if old != new and _one_figure(old) is not None and _one_figure(old) == _one_figure(new):
        return True  # two dates, two amounts ("11月20号" / "11月25号")
    a, b = slots.canonical(old), slots.canonical(new)
    return a != b and ((a in _CITIES and b in _CITIES) or (a in _COMPANIES and b in _COMPANIES))


def _retracted_zh(before: str, meant: str, *, denied: bool = False) -> tuple[int, int] | None:
    """Where in ``before`` is what ``meant`` puts right: at its end, about as long and sharing its
    first or its last character ("初二" / "初三", "杭州" / "苏州", "叫李雷" / "叫李磊"), or one place or
    company for another anywhere in the last clause ("南京" / "苏州", "在腾讯上班" / "阿里")."""
    sizes = sorted(range(max(1, len(meant) - 1), len(meant) + 2), key=lambda n: abs(n - len(meant)))
    for size in sizes:
        old = before[-size:]
        if len(old) < size or old == meant or re.search(r"[，,。！!？?；;\s]", old):
            continue
        if old[0].isdigit() and before[-size - 1 : -size or None][:1] in set("0123456789月."):
            continue  # (not the end of a figure or a date: "8月18号中午" is one value, not "8号中午")
        shares = (old[0] == meant[0] and old[0] not in _ZH_FUNCTION) or (
            old[-1] == meant[-1] and old[-1] not in _ZH_FUNCTION
        )
        # (or a code mistyped: "沪A12345" / "沪A12354", the same length with at most two characters off)
        typo = len(old) == len(meant) and sum(a != b for a, b in zip(old, meant, strict=True)) <= 2
        if (shares and (len(meant) <= 5 or typo)) or _one_kind(old, meant):
            return len(before) - size, len(before)
    clause_start = max(before.rfind("，"), before.rfind(","), -1) + 1
    for end in range(len(before), clause_start, -1):
        for size in sizes:
            if end - size >= clause_start and _one_kind(before[end - size : end], meant):
                return end - size, end
    # (or a longer value with a character or two changed, within the clause: "约了周六上午十点去看房，… 是周日上午十点")
    if len(meant) >= 4:
        for end in range(len(before), clause_start + len(meant) - 1, -1):
            old = before[end - len(meant) : end]
            off = sum(a != b for a, b in zip(old, meant, strict=True))
            if 0 < off <= len(meant) // 3 and old[0] not in _ZH_FUNCTION:
                return end - len(meant), end
    # (or a date put right by a date, with more said after the first: "4月9号下午两点四十，嗐，我记岔了，是4月19号")
    date = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日]"
    if re.fullmatch(date, meant):
        said_dates = list(re.finditer(date, before[clause_start:]))
        if said_dates and said_dates[-1].group(0) != meant:
            return clause_start + said_dates[-1].start(), clause_start + said_dates[-1].end()
    # (or, after a denial, what the clause ends by saying it is, about as long: "电动车是雅迪的，呃不是，是爱玛";
    # not "我的血型是A型，我查了下，是对的")
    said = re.search(r"(?:是|叫|买的|选的)([^，,。！!？?；;\s的是]{1,8}?)(?:的)?$", before[clause_start:])
    plain = not re.search(r"[的了很在它他她对真就也都]", meant)
    if denied and plain and said and abs(len(said.group(1)) - len(meant)) <= 1 and said.group(1) != meant:
        return clause_start + said.start(1), clause_start + said.end(1)
    return None


def _figure_put_right(said: str, meant: str) -> tuple[tuple[int, int], str] | None:
    """Where in ``said``'s last clause the one figure is that ``meant`` (a figure alone, perhaps after its
    currency's letters) puts right, and the figure meant."""
    new = figures(meant)
    if len(new) != 1 or not re.fullmatch(r"(?:[A-Z][A-Za-z]{0,3}\s?)?" + re.escape(new[0].text), meant.strip()):
        return None
    pauses = [m.end() for m in re.finditer(r"[,;](?!\d)|(?<!\d)[,;]", said)]  # (not the comma of "45,000")
    clause_start = pauses[-1] if pauses else 0
    old = [f for f in figures(said[clause_start:]) if f.kind == new[0].kind]
    if len(old) != 1 or old[0].text == new[0].text:
        return None
    return (clause_start + old[0].start, clause_start + old[0].end), new[0].text


def _place_before(said: str) -> tuple[int, int] | None:
    """Where the last place named after a preposition is in ``said`` ("… into Euston at 9:20 on Friday")."""
    places = [
        m
        for m in re.finditer(r"\b(?:at|in|to|from|into)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)", said)
        if not _DAY_WORD.fullmatch(m.group(1))
    ]
    return (places[-1].start(1), places[-1].end(1)) if places else None


def _taken_back(sentence: str) -> str:
    """The sentence with each value taken back in the same breath replaced by the one meant."""
    zh = has_cjk(sentence)
    pattern = _SAME_BREATH_ZH if zh else _SAME_BREATH_EN
    for _ in range(3):  # (a sentence rarely takes back more than one value)
        for match in pattern.finditer(sentence):
            before = sentence[: match.start()]
            meant = match.group("meant").strip()
            if zh:
                core, said = meant.rstrip(_ZH_PARTICLES), before.rstrip(_ZH_PARTICLES + " ")
                denied = bool(re.search(r"不是|不对|错|口误", match.group(0)))
                span = _retracted_zh(said, core, denied=denied) if core else None
                lead = figures(core) if core and span is None else []
                if lead and lead[0].start == 0 and lead[0].end < len(core):
                    # (a figure, then more said of it: "11月7号，不对不对，是11月9号下午" puts right the date)
                    span = _retracted_zh(said, lead[0].text)
            else:
                meant = re.sub(r"^(?:I meant|I mean|meant)\s+", "", meant, flags=re.I)
                said = before.rstrip()
                if re.match(r"\W*no\b", match.group(0).strip(), re.I) and re.search(
                    r"\b(?:no|not|never)\b|n't\b", said, re.I
                ):
                    continue  # "not on Facebook — no Instagram, no TikTok": a list of what one has not, no retraction
                size = _retracted_en(said, meant) if meant else None
                span = None if size is None else (len(said) - len(" ".join(said.split()[-size:])), len(said))
                named = (
                    re.fullmatch(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*", meant)
                    and meant.split()[0].lower() not in _EN_FUNCTION
                )
                if named and (size is None or _DAY_WORD.fullmatch(said.split()[-1])):
                    # ("lands at Gatwick at 6:40 on Sunday — wait, no, it's Stansted": the place, not the day)
                    span = _place_before(said) if not _DAY_WORD.fullmatch(meant) else span
                if span is None:
                    # (a figure for the one figure of its kind in the clause, with words after it: "school fees are
                    # KSh 45,000 per term, sorry, KSh 54,000")
                    span, meant = _figure_put_right(said, meant) or (None, meant)
            if span is None:
                continue
            sentence = said[: span[0]] + meant + said[span[1] :] + sentence[match.end() :]
            break
        else:
            return sentence
    return sentence


# the same, voice-typed without a pause: "the recital is on the 14th no sorry the 16th at 6 pm" (only a retraction
# of more than one word, or "sorry", and only when the words after it put right as many words before it)
_RUN_ON_RETRACT_EN = re.compile(
    r"(?<=\w)\s+(?:no sorry|sorry no|no wait|wait no|oh sorry|oh no|sorry|I mean|I meant|or rather|scratch that|my bad)\s+(?=\w)",
    re.I,
)


def _run_on_taken_back(sentence: str) -> str:
    for match in _RUN_ON_RETRACT_EN.finditer(sentence):
        said, rest = sentence[: match.start()], sentence[match.end() :].split()
        for n in range(1, min(3, len(rest)) + 1):
            meant = " ".join(rest[:n])
            if _retracted_en(said, meant) == n:
                kept = " ".join(said.split()[:-n])
                return " ".join([kept, meant, *rest[n:]]).strip()
    return sentence


def corrected(sentence: str) -> str:
    """The sentence as its speaker corrected it: the figure taken back gives way to the one meant
    ("I'm 85 kg, sorry, typo, I meant 58 kg" → "I'm 58 kg"), and so does any value taken back in
    the same breath ("我儿子今年上初二，啊不是，初三了" → "我儿子今年上初三了")."""

    def keep_meant(match: re.Match[str]) -> str:
        return match.group(3) + (match.group(4) or match.group(2))

    if has_cjk(sentence):
        return _taken_back(_CORRECTED_ZH.sub(keep_meant, sentence))
    return _run_on_taken_back(
        _taken_back(_CORRECTED_NAME_EN.sub(lambda m: m.group(2), _CORRECTED_EN.sub(keep_meant, sentence)))
    )
