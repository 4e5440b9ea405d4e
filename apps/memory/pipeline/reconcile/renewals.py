"""A figure said later without the attribute's word renews the stored single-valued figure it is a
new value of (``renew_figures``): a rent, a salary, a weight, hours of sleep, the price of a thing
(``price:<thing>``) or the dose of a medicine (``dose:<medicine>``), the nearest of the same measure."""

from __future__ import annotations

import math
import re

from django.db.models import Q

from apps.accounts.models import User
from apps.core.text import has_cjk
from apps.memory.models import MemoryEntry, MemoryStatus
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress import Candidate
from apps.memory.pipeline.figures import (
    BARE_NEW_VALUE,
    CHANGED_TO,
    DURATION_WORDS,
    FIGURE_SLOTS,
    NOW_CHANGE,
    PERIODIC_NUMBER,
    figure_heads,
    figure_size,
    figures,
)
from apps.memory.pipeline.lexicon import LOAN
from apps.memory.pipeline.numerals import EN_NUMBER
from apps.memory.pipeline.reconcile.things import names_thing, shared_thing
from apps.memory.pipeline.slots.doses import medicine_named

# the word before a figure naming a price, fee, score or rate of something, not one's own attribute
_OTHER_MEASURE = re.compile(
    r"[价费分率温股油金汇票]|price|fee|fare|score|rate|stock|share|temperature|bill|ticket", re.I
)
# one's own part of a cost ("my share dropped to €780" with a new flatmate) is one's own figure
_OWN_SHARE = re.compile(r"\b(?:my|our) (?:share|part|half)\b", re.I)
# a new figure renews a stored one of a like size: at most twice or half of it (a rent of 3,200 becomes
# 3,600, not 32,000), which keeps a figure of something else from replacing it
_LIKE_SIZE = (0.5, 2.0)
_NAMED_PRICE_SIZE = (0.25, 4.0)


def _stored_figure_slot(
    user: User,
    entity: str,
    new: tuple[str, float],
    *,
    any_measure: bool,
    said: str = "",
    priced_only: bool = False,
    like_size: tuple[float, float] = _LIKE_SIZE,
) -> str | None:
    """The key of the single-valued figure attribute of ``user``'s ``entity`` that ``new`` (measure,
    size) renews: the same measure (money, a weight, a duration; any, for a bare count when
    ``any_measure``) and a like size, the nearest in size when several fit. The price of a thing
    (``price:condo``) is renewed only by a statement ``said`` that names that thing or refers to it
    ("it", "那台"), or that names nothing when it is the one stored figure of that measure;
    ``priced_only``: only such a price (the figure is said to be a price of something)."""
    rows = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=entity)
        .filter(Q(key__in=FIGURE_SLOTS) | Q(key__startswith="price:"))
        .only("key", "facts", "summary")
    )
    heads = figure_heads(said) if said else set()
    fits: list[tuple[float, str]] = []
    unnamed: list[tuple[float, str]] = []  # prices of things the statement does not name
    measured = 0  # stored figures of the new one's measure
    for row in rows:
        facts = row.facts or {}
        priced = row.key.startswith("price:")
        if priced_only and not priced:
            continue
        old = figure_size(str(facts.get(slots.slot_of_key(row.key), "")))
        if old is None or (not any_measure and old[0] != new[0]):
            continue
        measured += 1
        if priced and not names_thing(said, row, referred=not priced_only):
            ratio = new[1] / old[1]
            if not priced_only and like_size[0] <= ratio <= like_size[1]:
                unnamed.append((abs(math.log(ratio)), row.key))
            continue
        if (
            old[0] == "duration"
            and heads
            and not (heads & figure_heads(row.summary) or shared_thing(said, row.summary))
        ):
            continue  # "awake 20 hours now" is no figure of the hours one works
        ratio = new[1] / old[1]
        # the price of a thing the statement names may change by more ("改成59元的套餐了" after the
        # plan's ¥158): what it is the price of is said, so no figure of something else is taken
        within = _NAMED_PRICE_SIZE if priced else like_size
        if within[0] <= ratio <= within[1]:
            fits.append((abs(math.log(ratio)), row.key))
    if not fits and measured == 1 and len(unnamed) == 1:
        # the one figure of its measure the person has told ("续费的时候砍到了¥768一年" after the
        # broadband's 一年1180元; "we're down to €915 now" after the creche fees): nothing else it could be
        return unnamed[0][1]
    return min(fits)[1] if fits else None


def _priced(said: str) -> bool:
    """``said`` gives the figure as the price, fee, score or rate of something ("油价涨到8块了")."""
    heads = figure_heads(said)
    if _OWN_SHARE.search(said):
        heads = {h for h in heads if h.lower() not in ("share", "part", "half")}
    return any(_OTHER_MEASURE.search(head) for head in heads)


def _renew(candidate: Candidate, key: str, value: str, fact: str = "") -> None:
    """``candidate`` is the new value ``value`` of the stored attribute ``key`` (its fact ``fact``, by
    default the attribute's name)."""
    name = fact or slots.slot_of_key(key)
    candidate.key, candidate.change = key, True
    candidate.facts = {name: value, **{k: v for k, v in candidate.facts.items() if v != value}}


def _has_figure_slot(candidate: Candidate) -> bool:
    return slots.slot_of_key(candidate.key) in FIGURE_SLOTS or any(k in FIGURE_SLOTS for k in candidate.facts)


def _renewed_figure(user: User, candidate: Candidate) -> bool:
    """A change said with its figure and without the attribute's word ("房东又涨价了，这个月开始涨到三千六"
    after "我房租一个月三千二"; "减到64了" after "68.5公斤"; "down to 198"; "seller dropped it to $615k"
    after "the condo … is listed at $640k"): the new value of the stored single-valued figure attribute
    of the same person whose value measures the same kind of thing (money, a weight, a duration; a
    bare figure any) and is of a like size (the nearest when several are)."""
    if _has_figure_slot(candidate):
        return True
    said = candidate.source_text or candidate.summary
    change = CHANGED_TO.search(said)
    if change is None:
        return True
    # "油价涨到8块了", "the stock price went up to $150": a figure of something else (only the price
    # stored for a thing it names is renewed)
    priced_only = _priced(said)
    figure = next(
        (f for f in figures(said) if f.start >= change.end() - 1 and f.kind in ("amount", "quantity", "number")), None
    )
    # (a figure in Chinese words that no figure pattern reads: "减到六十五了")
    words = re.match(r"[零一二两三四五六七八九十百千万]+(?:\.\d+)?(?:公斤|斤|块|元)?", said[change.end() :])
    # (or in English words: "up to three quarters of an hour")
    in_words = DURATION_WORDS.match(said[change.end() :])
    value = figure.text if figure is not None else words.group(0) if words else in_words.group(0) if in_words else ""
    new = figure_size(value) if value else None
    if new is None:
        return True
    return _renew_with(user, candidate, new, value, any_measure=new[0] == "count", said=said, priced_only=priced_only)


def _renewed_figure_now(user: User, candidate: Candidate) -> bool:
    """A unit with no attribute of its own whose one figure is money, a weight or a duration, said
    with a word of change ("now", "from this month", "hiked"): the new value of the stored
    single-valued figure attribute of the same person that measures the same kind of thing and is of
    a like size (a bare figure is not enough here: that takes "down to" / "涨到", see
    ``_renewed_figure``)."""
    if candidate.key or _has_figure_slot(candidate):
        return True
    said = candidate.source_text or candidate.summary
    if not NOW_CHANGE.search(said):
        return True
    priced_only = _priced(said)
    measured = [f for f in figures(said) if f.kind in ("amount", "quantity")]
    new = figure_size(measured[0].text) if len(measured) == 1 else None
    if new is None or new[0] == "count":
        return True
    return _renew_with(user, candidate, new, measured[0].text, any_measure=False, said=said, priced_only=priced_only)


# what a dose measures (figures.figure_size): by weight or by count of tablets / units
_DOSE_KINDS = ("dose", "dose_count")
_UNCLEAR = "?"


def _stored_dose(user: User, entity: str, new: tuple[str, float], said: str) -> str | None:
    """The key of the stored dose (``dose:<medicine>``) of ``entity`` that a new dose ``new`` said in
    ``said`` renews: the medicine it names, or, when it names none, the one medicine whose dose is
    stored in the same measure; ``_UNCLEAR`` when several are and none is named (no guess); None
    for none. (No like size: a dose may be doubled or halved and more.)"""
    rows = MemoryEntry.objects.filter(
        user=user, status=MemoryStatus.ACTIVE, entity=entity, key__startswith="dose:"
    ).only("key", "facts")
    fits = [r.key for r in rows if (figure_size(str((r.facts or {}).get("dose", ""))) or ("", 0.0))[0] == new[0]]
    named = medicine_named(said)
    if named:
        key = f"dose:{slots.canonical(named)}"
        return key if key in fits else None
    if len(fits) > 1:
        return _UNCLEAR
    return fits[0] if fits else None


_REPAID = re.compile(r"还(?=\d|[一二两三四五六七八九十]|$)|只要还|要还|\brepay|\brepayments?\b|\bpaying back\b", re.I)
_REPAID_FIGURE = re.compile(r"(?:只要还|只需还|要还|只还)(\d[\d,]*(?:\.\d+)?)(?![\d.,万千])")
# a bare figure said as a new value (figures.BARE_NEW_VALUE) is taken for a stored one only when close to
# it (within a quarter either way; a bare figure of something else is seldom that close)
_BARE_LIKE_SIZE = (0.75, 1 / 0.75)


def _renewed_bare_figure(user: User, candidate: Candidate) -> None:
    """``candidate`` says a bare figure as a new value (``BARE_NEW_VALUE``, or a figure per week or month
    said with a word of change, ``PERIODIC_NUMBER``): the new value of the stored
    single-valued figure attribute of the same person close to it, written in that value's unit
    ("136" renews "148斤" as "136斤"). (A routine's word key, "每月" read as when, is no attribute of its own.)"""
    if (candidate.key and not candidate.key.startswith("schedule:")) or _has_figure_slot(candidate):
        return
    said = candidate.source_text or candidate.summary
    bare = list(BARE_NEW_VALUE.finditer(said))
    if not bare and NOW_CHANGE.search(said):
        bare = list(PERIODIC_NUMBER.finditer(said))  # "we're on 630 a week now" after "A$585 a week"
    # (what is repaid now, "现在每月只要还2380" after "每个月要还装修贷4170": a loan's payment, said by
    # repaying it, may fall further than a bare figure's quarter)
    repaid = _REPAID_FIGURE.search(said) is not None
    like_size = _LIKE_SIZE if repaid else _BARE_LIKE_SIZE
    if len(bare) != 1:
        return
    value = next(g for g in bare[0].groups() if g)  # (as said: "2,050" stays "2,050")
    beside = {size[0] for f in figures(said) if f.kind in ("amount", "quantity") and (size := figure_size(f.text))}
    measures = beside & {"weight", "currency"}
    measure = next(iter(measures)) if len(measures) == 1 else "count"
    key = None
    # the speaker's own figure, or that of someone the statement names by name whose figure is stored
    # ("今天带元宝去宠物医院洗牙，顺便一称，9.4了" after "我家雪纳瑞叫元宝，现在7.6公斤": the dog's weight)
    for entity in [candidate.entity, *_named_entities(user, candidate.entity, said)]:
        key = _stored_figure_slot(
            user,
            entity,
            (measure, float(value.replace(",", ""))),
            any_measure=measure == "count" or repaid,  # (a loan stored as a bare "3600")
            said=said,
            like_size=like_size,
        )
        if key is not None:
            candidate.entity = entity
            break
    if key is None:
        return
    row = _stored_row(user, candidate.entity, key)
    if row is None:
        return
    # a bare figure renews a price only when the statement names its thing ("现在每月电费只要95了" after
    # "每个月电费大概380") or, of a loan, speaks of repaying ("现在每月只要还2380" after "每个月要还装修贷4170");
    # never as the one figure of its measure
    if key.startswith("price:") and not (
        (LOAN.search(key) and _REPAID.search(said)) or names_thing(said, row, referred=False)
    ):
        return
    old = str((row.facts or {}).get(slots.slot_of_key(key), ""))
    number = re.search(r"\d+(?:[.,]\d+)*", old)
    _renew(candidate, key, old[: number.start()] + value + old[number.end() :] if number else value)


def _named_entities(user: User, speaker: str, said: str) -> list[str]:
    """The people (or pets) other than ``speaker`` with stored units whose name ``said`` says."""
    stored = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE)
        .exclude(entity=speaker)
        .values_list("entity", flat=True)
        .distinct()
    )
    return [entity for entity in stored if len(entity) >= 2 and entity in said]


def _stored_row(user: User, entity: str, key: str) -> MemoryEntry | None:
    return MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=entity, key=key).first()


def _stored_value(user: User, entity: str, key: str) -> str:
    row = _stored_row(user, entity, key)
    return str((row.facts or {}).get(slots.slot_of_key(key), "")) if row is not None else ""


def renew_figures(user: User, candidate: Candidate) -> bool:
    """Give ``candidate`` the stored single-valued figure attribute it renews, if it does
    (``_renewed_figure``, ``_renewed_figure_now``, ``_renewed_bare_figure``, ``_renewed_level``); False when it is a new dose
    of a medicine it does not name while several are taken (kept nowhere: the person will say which)."""
    _renewed_level(user, candidate)
    _renewed_intake(user, candidate)
    _renewed_price_of_kind(user, candidate)
    _renewed_bare_figure(user, candidate)
    return _renewed_figure(user, candidate) and _renewed_figure_now(user, candidate)


def _renewed_price_of_kind(user: User, candidate: Candidate) -> None:
    """A new price of a thing said by its kind alone, with a word of change ("把套餐换成了便宜点的，现在每月69块"
    after "我的手机 plan 是联通的 5G 套餐，每个月109块"; "my plan went up to $45"): the price of the one stored
    thing of that kind, when there is one."""
    if not candidate.key.startswith("price:") or not candidate.change:
        return
    kind = candidate.key.removeprefix("price:")
    rows = MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=candidate.entity)
    if not kind or rows.filter(key=candidate.key).exists():
        return
    same_kind = {k for k in rows.filter(key__startswith="price:", key__endswith=kind).values_list("key", flat=True)}
    if len(same_kind) == 1:
        candidate.key = same_kind.pop()


def _renewed_level(user: User, candidate: Candidate) -> None:
    """A level said without what it is held in ("升蓝带了" after "练柔道，目前绿带"), or a rating said
    without its word ("sitting at 1412 now" after "my rapid rating on chess.com is 1340"): the new
    value of the one stored level of the same person it can be (a belt or dan for a belt or dan; a
    rating of a like size for a figure). Several that fit: none is guessed."""
    if candidate.key not in ("", "level"):
        return
    said = candidate.source_text or candidate.summary
    value = str(candidate.facts.get("level", "")) if candidate.key == "level" else slots.rating_said_again(said)
    if not value:
        return
    kind = slots.rank_kind(value)
    rows = (
        MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, entity=candidate.entity)
        .filter(Q(key="level") | Q(key__startswith="level:"))
        .only("key", "facts")
    )
    fits = []
    for row in rows:
        old = str((row.facts or {}).get("level", ""))
        if not old or slots.rank_kind(old) != kind:
            continue
        if kind == "rating" and not _LIKE_SIZE[0] <= float(value) / max(float(old), 0.1) <= _LIKE_SIZE[1]:
            continue
        fits.append(row.key)
    if len(fits) == 1:
        _renew(candidate, fits[0], value)
    elif len(fits) > 1 and candidate.key == "level":
        # "got my blue belt!" while a judo and a karate belt are held: kept as said, renewing neither
        candidate.key, candidate.facts = "", {k: v for k, v in candidate.facts.items() if k != "level"}


def _renew_with(
    user: User,
    candidate: Candidate,
    new: tuple[str, float],
    value: str,
    *,
    any_measure: bool,
    said: str,
    priced_only: bool,
) -> bool:
    """``candidate`` (the figure ``value``, of measure and size ``new``) renews the stored attribute
    it is a new value of, if any; False for a dose that could be the dose of several medicines."""
    if new[0] in _DOSE_KINDS:
        key = _stored_dose(user, candidate.entity, new, said)
        if key == _UNCLEAR:
            return False
    else:
        key = _stored_figure_slot(
            user, candidate.entity, new, any_measure=any_measure, said=said, priced_only=priced_only
        )
    if key is None and priced_only:
        key = _price_of_someone_else(user, candidate, new, said)
    if key is not None:
        _renew(candidate, key, value + _period_of(_stored_value(user, candidate.entity, key), value))
    return True


_PERIOD_END = re.compile(r"\s?(?:(?:a|per|each) (?:week|month|year)|/\s?(?:wk|week|mo|month|yr|year))$", re.I)


def _period_of(old: str, value: str) -> str:
    """What the stored value ``old`` is per, when the new ``value`` does not say ("down to £38" after
    "£54 a month" is £38 a month)."""
    period = _PERIOD_END.search(old)
    return period.group(0) if period and not _PERIOD_END.search(value) and "/" not in value else ""


def _price_of_someone_else(user: User, candidate: Candidate, new: tuple[str, float], said: str) -> str | None:
    """A price said without whose it is ("school has hiked the fees to ₹2.1 lakh" after "my daughter's
    school fees are ₹1.8 lakh a year"): the one stored price of another person of the user that the
    statement names, which ``candidate`` then is about; None when none or several are."""
    named = {
        row.entity
        for row in MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, key__startswith="price:")
        .exclude(entity=candidate.entity)
        .only("entity", "key", "facts", "summary")
        if names_thing(said, row, referred=False)
    }
    if len(named) != 1:
        return None
    entity = named.pop()
    key = _stored_figure_slot(user, entity, new, any_measure=False, said=said, priced_only=True)
    if key is not None:
        candidate.entity = entity
    return key


# how much of a thing a day, said again without the thing ("改成一天一杯了", "减到每天两根", "down to 2 a
# day now", "cut back to one a day"): the count, and its measure word in Chinese
_EN_COUNT = r"\d+|" + "|".join(sorted(EN_NUMBER, key=len, reverse=True))
_INTAKE_AGAIN = re.compile(
    rf"(?:改成|改为|减到|降到|变成|控制在|现在|只)(?:了)?(?:每天|一天)(?:只)?(?:喝|抽|吃)?([\d一二两三四五六七八九十半]+)({slots.INTAKE_MEASURE_ZH})(?![\u4e00-\u9fff]{{2}})"
    rf"|\b(?:down to|cut (?:back |down )?to|up to|now(?: on| at)?)\s+(?:only |just )?({_EN_COUNT}) (?:a|per|each) day\b",
    re.I,
)
# the count in a stored intake ("每天喝三杯咖啡", "4 cups of coffee a day", "a couple of cans …")
_STORED_COUNT = re.compile(
    rf"\d+|[一二两三四五六七八九十]+(?={slots.INTAKE_MEASURE_ZH})|\b(?:{'|'.join(sorted(EN_NUMBER, key=len, reverse=True))}|a couple of|a few)\b",
    re.I,
)


def _renewed_intake(user: User, candidate: Candidate) -> None:
    """A new daily count said without its thing ("改成一天一杯了" after "我每天喝三杯咖啡"): the new value of the
    one stored habit of the same person counted that way (the same measure word in Chinese); several
    that fit: none is guessed."""
    if candidate.key and not candidate.key.startswith("schedule:"):  # (每天 reads as a schedule)
        return
    said = candidate.source_text or candidate.summary
    again = _INTAKE_AGAIN.search(said)
    if again is None:
        return
    count, measure = (again.group(1), again.group(2)) if again.group(1) else (again.group(3), "")
    rows = MemoryEntry.objects.filter(
        user=user,
        status=MemoryStatus.ACTIVE,
        entity=candidate.entity,
        key__startswith="habit:",
        facts__has_key="intake",
    ).only("key", "facts")
    fits = [
        (row.key, old)
        for row in rows
        if (old := str((row.facts or {}).get("intake", ""))) and (measure in old if measure else not has_cjk(old))
    ]
    if len(fits) > 1:  # ("烟减到每天五根了": the thing named, when it is)
        fits = [(key, old) for key, old in fits if key.split(":", 1)[1] in said.lower()]
    if len(fits) != 1:
        return
    key, old = fits[0]
    number = _STORED_COUNT.search(old)
    if number is not None:
        _renew(candidate, key, old[: number.start()] + count + old[number.end() :], fact="intake")
