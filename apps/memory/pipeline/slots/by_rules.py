"""``detect(clause)``: the slot a clause fills by rules (the rule table, preferences, prices,
prohibitions, goals and schedules) and the ``Hit`` that says so."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from apps.core.text import has_cjk
from apps.memory.pipeline.lexicon import CONDITION_ZH, CURRENCY_CHARS, GOAL_SET
from apps.memory.pipeline.numerals import ZH_DIGIT
from apps.memory.pipeline.slots.doses import standing_dose
from apps.memory.pipeline.slots.gazetteer import KNOWN_THINGS, _norm_value, canonical
from apps.memory.pipeline.slots.levels import standing_level
from apps.memory.pipeline.slots.likings import KEEN_EN
from apps.memory.pipeline.slots.likings import PREFERENCE_RULES as _PREFERENCE_RULES
from apps.memory.pipeline.slots.often import activity_how_often
from apps.memory.pipeline.slots.patterns import (
    _AMOUNT_RE,
    _CHANGE_WORDS,
    _CITIES,
    _COMPANIES,
    _NAME_EN_STOP,
    _NEGATED,
    _PLACE_EN,
    _PLACE_ZH,
    _STOP_EN,
    _SURNAMES,
    INDIAN_UNITS,
    INTAKE_MEASURE_ZH,
    Hit,
    _clean_value,
    _job_like,
    _Rule,
    _zh_place,
)
from apps.memory.pipeline.slots.prices import asked_price, recurring_price
from apps.memory.pipeline.slots.relations import split_subject
from apps.memory.pipeline.slots.rules import _RULES
from apps.memory.pipeline.slots.rules_things import MEASURE_KIND, MEASURE_OF_THING_EN
from apps.memory.pipeline.slots.vocabulary import SLOTS
from apps.memory.pipeline.slots.whose import child_school, set_for_the_user

_PREF_STOP = re.compile(
    r"\s+(?:and|but|with|because|since|when|on|in|at|every|a lot|so much|very much|too|now|rn|atm|these days|anymore|any more|lately)\b.*$",
    re.I,
)
_PRONOUN_OBJECT = re.compile(r"^(?:it|that|this|them|those|these|you|to|him|her|the idea|the way|how|what)\b", re.I)
_ZH_PREF_TAIL = re.compile(r"(?:无法自拔|不能自拔|停不下来|了|啦|的|呢|吧|啊|呀|了啦)+$")

PROHIBITION = re.compile(
    r"^(?:please\s+|and\s+|also\s+|so\s+)?(?:never|don't|do not|don't ever|do not ever|stop|no more(?![^.;!?]*\bfor (?:me|us)\b))\b"
    # "no cruise recommendations pls", "no spoilers please", "no more reminders about the gym"
    r"|^(?:and\s+|also\s+|so\s+|oh\s+)?no (?:more )?(?:[\w-]+ ){0,2}?(?:recommendations|suggestions|recs|reminders|spoilers|notifications|emails|texts|calls|ads|upsells)\b"
    r"|^(?:and\s+|also\s+)?no (?!worries|problem|prob|thanks|thank|idea|clue|way|rush|biggie|pressure)(?:[\w-]+ ){0,2}?[\w-]+,? (?:pls|plz|please)\b"
    r"|\b(?:don't|do not|never|stop) (?:ever )?(?:suggest|recommend|remind|call|mention|send|book|schedule|give|tell|ask|bring up|contact|email|text|message|show|use|put|add|order|wake|bother|share)\b"
    r"|\byou (?:should )?(?:never|must not|mustn't|shouldn't|should not)\b|\bnever want you\b|\bdon't want you to\b"
    # (not a thing no longer wanted: "暖气片不要了")
    r"|(?<!要)不要(?!了(?:[，。,.!！；;]|$))|别再|不用(?:再)?(?:给我|帮我)?推荐|^别|[^区差分级]别(?:老是?|总是?|一直|动不动就?)?[给在用发打叫提推问说再加写放带回讲订约买选排]|不许|禁止|千万别|永远不要|不准|不想(?:再)?收到|以后别",
    re.I,
)
GOAL = re.compile(
    r"\b(?:I|we) (?:want|plan|hope|intend|aim|would like|'d like) to\b|\b(?:I'm|I am|we're) (?:planning|hoping|aiming|trying) to\b"
    r"|\bmy (?:goal|plan|dream)(?: po| really| now)? is\b|\bI'm going to\b"
    r"|\b(?:goal|aim|target|resolution)(?: for (?:this|next) (?:year|month|semester|summer)| this year| for 20\d\d)?(?: is to\b|\s*[:—-])"
    r"|我(?:们)?(?:一定|必须|务必|非得|今年|明年)?(?:想(?!了想|一想|了一下|过)|打算|计划|准备|希望|要)(?!问|知道|说)|目标(?:就)?(?:是|：|:)|计划是|梦想是|^(?:\S{0,6})?(?:争取|力争)|^(?:今年|明年|下半年|年底前|这学期|这个月|下个月)?(?:打算|计划(?!生育|书|表))|立(?:了)?(?:个|一个)?flag"
    r"|" + GOAL_SET,
    re.I,
)
SCHEDULE = re.compile(
    r"\bevery (?:day|morning|evening|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|lunch ?break|lunchtime|lunch hour|weekday|workday|school day|commute|shift)\b"
    r"|\b(?:most|many) (?:days|mornings|evenings|nights|weekends|weekdays)\b"
    r"|\b(?:on|at) (?:weekdays|weekends)\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b"
    r"|\b(?:usually|always) (?:get up|wake up|go to bed|work out|go to the gym)\b"
    r"|\b(?:once|twice|three times|four times|five times|\d+ times) (?:a|per|every) (?:day|week|month)\b"
    # (by the month with money after it is a price or a pay, no routine: "现在每个月$198", "每月五千三")
    r"|每天|每周[一二三四五六日天]?|每个?星期"
    # (how many times in a period: "一周去三次健身房", "一个月只回一趟老家")
    r"|(?:一周|一星期|一个星期|一个月|一天)(?:只|就|才|都|会|要|得)?[^，。,；]{0,6}?(?:\d+|[一二两三四五六七八九十几]+)(?:次|趟|回)"
    r"|每个?月(?![^，。,；]{0,6}?(?:["
    + CURRENCY_CHARS
    + r"]|\d[\d,.]*\s*(?:元|块|万|千|k|K)|\d{3,}|[一二两三四五六七八九十]+[千百万]))|每晚|每早|周末都|(?:每个?|平时|一般)?周末(?:都|常|总|喜欢|会|一般|通常)|工作日|早上\d+点|晚上\d+点",
    re.I,
)


# a floor, a room or a block: where in a building ("十八楼", "302室", "顶层"), never a place one lives in
_POSITION_IN_BUILDING = re.compile(rf"(?:第|顶|[{''.join(ZH_DIGIT)}十百\d])+(?:楼|层|号|室|栋|单元)")


# "a colleague of mine …", "one of my friends …": someone unnamed, about whom the rest is said
def _check(rule: _Rule, value: str, clause: str) -> bool:
    if rule.check == "paid_to_teach":
        # (what one is paid, not what one pays: "孩子的钢琴课一节课300", "I pay 20 a class for yoga")
        # (or a new figure said of it alone: "From next month it's $85 a lesson", after one's lessons were told)
        teaching = re.search(
            r"教|兼课|代课|带|给我|给用户|私教|家教|辅导|\b(?:I|we) (?:coach|teach|tutor|charge|run|take)\b|\bcoach|\btutor",
            clause,
            re.I,
        )
        renewed = re.match(
            r"^(?:from next \w+|starting \w+|as of \w+|now),? it's\b|^it's\b[^.;!?]*\bnow\b", clause, re.I
        )
        return bool(teaching or renewed) and not re.search(r"\b(?:I|we) pay\b|孩子的|儿子的|女儿的|交了?", clause, re.I)
    if rule.check == "job":
        return _job_like(value)
    if rule.check == "at_company":
        workplace = re.search(r"在([\u4e00-\u9fffA-Za-z0-9.]{2,8}?)(?:做|干|搞|负责)" + re.escape(value), clause)
        # (or a place the gazetteer does not know, when what one does there is a job: "我在蒙牛做品控")
        return workplace is not None and (canonical(workplace.group(1)) in _COMPANIES or _job_like(value))
    if rule.check == "name_zh":
        # (温 / 毕 / 单 / 游 start words one says of oneself, 温柔 / 毕业 / 单身 / 游客: a name of theirs has three
        # characters)
        surname = value[0] in _SURNAMES or (
            len(value) == 3
            and value[0] in _SURNAMES_THAT_START_WORDS
            and value[:2] not in _NOT_NAMES_ZH
            and not value.endswith(("人", "党", "的", "族", "皮"))
            and canonical(value[:2]) not in _CITIES
        )
        return surname and not _job_like(value) and canonical(value) == _norm_value(value)
    if rule.check == "name_en":
        return value.split()[0] not in _NAME_EN_STOP
    if rule.check in ("place_zh", "city_zh", "born_zh"):
        if rule.check == "born_zh" and not re.search(r"长大|出生|来自", clause):
            return False
        if rule.check == "city_zh" and canonical(value) not in _CITIES and not re.search(r"(?:市|省|县)$", value):
            return False
        if _POSITION_IN_BUILDING.fullmatch(value):
            return False
        return not re.match(r"^(?:这|那|哪|家里|公司|外面|附近|一起|我|你|他|她|楼[上下]|隔壁|对面)", value)
    if rule.check == "habitual":
        # how long one usually sleeps, not one night ("昨晚只睡了3个小时", "slept 4 hours last night")
        return not re.search(
            r"昨[天晚夜]|前天|前晚|那天|那晚|今天早上|\b(?:last night|yesterday|the other night|on \w+day)\b",
            clause,
            re.I,
        )
    if rule.check == "money":
        return bool(
            re.search(
                r"[" + CURRENCY_CHARS + r"]|\d\s?[kK]\b|万|元|块|dollars?|pounds|euros?|francs?|\b[A-Z]{3}\b", value
            )
        )
    if rule.check == "org_zh":
        canon = canonical(value)
        # a company, not a place or anything else the gazetteer knows as no company
        known_other = canon in KNOWN_THINGS and canon not in _COMPANIES
        return (
            not known_other and canon not in _CITIES and not re.match(r"^(?:这|那|哪)[边里儿]?$|^(?:家|公司)$", value)
        )
    return value.lower() not in ("the", "a", "home", "here", "there", "it", "work")


def _grade_in(clause: str) -> str:
    """The school year or class a clause names ("上中班", "in Year 4"), or ""."""
    for rule in _RULES:
        if rule.slot == "grade":
            match = rule.pattern.search(clause)
            if match and _check(rule, value := _clean_value(next((g for g in match.groups() if g), "")), clause):
                return value
    return ""


_FAVOURITE_FIRST = re.compile(
    r"^([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3}) (?:is|are) (?:my|his|her|their) (?:all-time )?favou?rite ([a-z]+)\b"
)


def _preference(rest: str) -> tuple[str, str, str] | None:
    """(slot, domain or "", object) for a like/dislike/favourite clause."""
    first = _FAVOURITE_FIRST.match(rest)
    if first:  # "Terry Pratchett is my favourite author"
        return "favourite", canonical(first.group(2)), first.group(1)
    for slot, pattern in _PREFERENCE_RULES:
        match = pattern.search(rest)
        if not match:
            continue
        if slot == "favourite":
            domain, value = match.group(1).strip(), _clean_value(match.group(2))
            return (slot, canonical(domain), value) if value else None
        value = _PREF_STOP.sub("", match.group(1)).strip()
        value = _ZH_PREF_TAIL.sub("", _clean_value(value))
        value = re.sub(r"^(?:to |the |a |an |my |some |)", "", value, flags=re.I).strip()
        if not value or _PRONOUN_OBJECT.match(value) or value in ("你", "这个", "那个", "它", "他", "她"):
            continue
        return slot, "", value
    return None


# an amount by the month or the year and nothing else ("而家每个月六千二", "现在一个月3000块"): what
# something costs, no routine
_AMOUNT_A_PERIOD = re.compile(
    r"^(?:我|用户)?(?:现在|目前|如今)?(?:每个?月|每年|一个月|一年)(?:交|付|要|花|得)?"
    r"[\d零一二两三四五六七八九十百千万.,]+(?:块钱?|元|万)?(?:了|啦)?[。.!！]*$"
)
# what only may happen, or happens on a condition ("要是…批下来，我们可能就搬去常州了", "如果考上了
# 就搬到北京", "打算明年搬去成都", "we might move to Austin if …"): a move or a new job not made yet
_NOT_YET_ZH = re.compile(CONDITION_ZH + r"|可能|也许|或许|说不定|打算|准备|考虑|计划|想要?|希望|争取|的话|劝|建议|催")
_NOT_YET_EN = re.compile(
    r"(?:if|might|may|could|would|maybe|perhaps|thinking (?:about|of)|plan(?:ning)? (?:to|on)|hope to|hoping to|want to|wanna|going to|gonna|considering)\b",
    re.I,
)
_MOVES = frozenset({"location", "occupation", "employer"})


def _not_yet(said_before: str) -> bool:
    """The words before a move or a new job say it may happen, not that it did."""
    return bool((_NOT_YET_ZH if has_cjk(said_before) else _NOT_YET_EN).search(said_before))


_AT_EMPLOYER_EN = re.compile(
    rf"\b(?:at|with|for) (?:the )?{_PLACE_EN}(?:{_STOP_EN}|(?=\s+(?:as|up|down|out|over|back)\b))"
)
_IN_CITY_EN = re.compile(rf"\bin {_PLACE_EN}{_STOP_EN}")
_ACRONYM = re.compile(r"^[A-Z]{2,5}$")
_KEEN = re.compile(rf"(?:{KEEN_EN}|amateur)\b", re.I)


_NOT_NAMES_ZH = frozenset(
    {
        "温柔",
        "温和",
        "温暖",
        "温顺",
        "温吞",
        "温州",
        "温岭",
        "单身",
        "单亲",
        "单纯",
        "单干",
        "单眼",
        "单车",
        "毕业",
        "毕节",
        "游客",
        "游戏",
        "游泳",
        "游民",
        "游子",
        "游侠",
    }
)
_SURNAMES_THAT_START_WORDS = "温毕单游"


def detect(clause: str) -> Hit | None:
    """The slot one clause fills, by rules (see the module docstring); None when no rule applies.
    The rules read nothing but the clause, so the answer is cached per clause (one message's clause
    is read by trigger, compression and keys alike); each call gets its own copy of the dicts."""
    hit = _detect(clause)
    return None if hit is None else replace(hit, facts=dict(hit.facts), extra=dict(hit.extra))


@lru_cache(maxsize=8192)
def _detect(clause: str) -> Hit | None:
    text = clause.strip()
    if not text:
        return None
    if has_cjk(text):
        text = re.sub(r"(?<=[做当是])\s+(?=[A-Za-z])", "", text)  # ("在理想汽车做 UX designer": the job)
    about, rest, about_words = split_subject(text)
    change = bool(_CHANGE_WORDS.search(text))
    negated = bool(_NEGATED.search(text))
    if PROHIBITION.search(text) and about is None:
        return Hit("prohibition", "", {}, "prohibition", change=change, negated=True)
    probe = rest if about else text
    if about and about_words.endswith("'s") and re.match(r"(?:an?|the|now|still|also|currently)\b", rest):
        probe = "is " + rest  # "my wife's an accountant": 's is "is", not a possessive
    dose = standing_dose(probe)
    if dose is not None and dose[0]:
        # "我每天早上空腹吃优甲乐，一次50微克": the dose of that medicine, one at a time
        medicine, amount = dose
        facts = {"dose": amount, "medication": medicine}
        return Hit("dose", f"dose:{canonical(medicine)}", facts, "fact", change, about, about_words, negated)
    level = standing_level(probe)
    if level is not None:
        # "练柔道，目前绿带", "my rapid rating on chess.com is 1340": a level is held until the next
        # one, so a level said is always its newest value
        thing, value = level
        facts = {"level": value, **({"hobby": thing} if thing else {})}
        key = f"level:{thing}" if thing else "level"
        return Hit("level", key, facts, "fact", True, about, about_words, negated)
    for rule in _RULES:
        match = rule.pattern.search(probe)
        if not match:
            continue
        if rule.change and rule.slot in _MOVES and _not_yet(probe[: match.start()]):
            continue
        value = _clean_value(next((g for g in match.groups() if g), ""))
        if rule.slot == "trip":
            # (where the occasion's trip goes, keyed by the occasion: see below)
            value = _clean_value(match.group("where") or match.group("where2") or "")
        moved = (
            re.search(rf"\bfrom\s+{re.escape(value)}\s+(?:up |down )?to\s+({_AMOUNT_RE.pattern})", probe)
            if value and "from" in probe
            else None
        )
        if moved and rule.slot in ("salary", "rent", "weight"):
            value = _clean_value(moved.group(1))  # "my salary went from 42k to 50k": what it is now
            change = True
        if rule.check in ("teach", "manage"):
            value = f"{value} {'teacher' if rule.check == 'teach' else 'manager'}"
        if rule.check in ("place_zh", "city_zh", "born_zh"):
            value = _zh_place(value)
        if not value or not _check(rule, value, probe) or (rule.slot == "occupation" and _KEEN.match(value)):
            continue  # ("a keen bell ringer at our parish church": a pastime, no job)
        if rule.slot == "age" and not re.search(r"\d|[一二两三四五六七八九十]|ty\b|ty[- ]", value):
            continue
        if rule.slot == "age" and value.isdigit() and not (0 < int(value) < 120):
            continue
        if rule.slot == "age" and (
            re.search(r"\b(?:times|hours|minutes|days|weeks|months|kg|km|%)\b", probe[match.end() :][:12])
            or re.match(rf"\.\d|\s?(?:{INDIAN_UNITS}|million|k\b)", probe[match.end() :], re.I)
        ):
            continue  # "my CTC is 1.2 crore", "the app's rating is 4.5": no age
        slot = rule.slot
        key = slot
        facts = {rule.fact: value}
        if slot in ("allergy", "diet", "health", "pet", "language", "activity", "vehicle", "learning", "named"):
            key = f"{slot}:{canonical(value)}"
        elif slot == "education":
            key = f"education:{rule.fact}"  # a school and a major are two things, not one value
            grade = _grade_in(probe) if rule.fact == "school" else ""
            if grade:
                # "我女儿在区机关幼儿园上中班": the class is what a later year renews, the school is said with it
                slot, key, facts = "grade", "grade", {"grade": grade, "school": value}
        elif slot == "trip":
            occasion = (match.group("occ") or match.group("occ2") or "").lower()
            key = f"trip:{canonical(occasion)}"
        elif slot == "habit" and rule.fact == "intake":
            # how much of a thing a day: one habit per thing ("energy drinks", "咖啡")
            thing = (
                re.split(INTAKE_MEASURE_ZH, value)[-1]
                if has_cjk(value)
                else re.sub(r"(?<=[a-z]{3})s$", "", value.split()[-3].lower())
            )
            key = f"habit:{canonical(thing)}"
        elif slot == "habit":
            key = f"habit:{rule.fact}"
        if slot == "occupation" and has_cjk(probe):
            # "在杭州做产品经理", "现在去拼多多做运营": the place comes with the job
            place = re.search(rf"(?<![现正实存好自])在{_PLACE_ZH}(?:市)?(?:做|当|干|工作|上班)", probe) or re.search(
                rf"(?:去|到|进)了?{_PLACE_ZH}(?:市)?(?:做|当|干|工作|上班)", probe
            )
            if place and place.group(1) != value:
                where = _zh_place(place.group(1))
                city = canonical(where) in _CITIES or where.endswith("市")
                facts["work_city" if city else "employer"] = _clean_value(where)
        elif slot == "occupation":
            # "a nurse in Boston", "a diesel mechanic at Komatsu up in Mackay", "a phlebotomist with the
            # HSE": where one works, and for whom
            for fact, found in (("employer", _AT_EMPLOYER_EN.search(probe)), ("work_city", _IN_CITY_EN.search(probe))):
                if found and found.group(1) != value:
                    named = _clean_value(found.group(1))
                    if fact == "work_city" and _ACRONYM.match(named) and canonical(named) not in _CITIES:
                        fact = "employer"  # "working in HCL as test engineer": a company's letters, no city
                    facts.setdefault(fact, named)
        if (
            slot == "diet"
            and negated
            and rule.fact == "diet"
            and re.search(r"don't|do not|不吃|不喝|不饮|不能|忌口|never", probe)
        ):
            facts = {"avoids": value}
        if slot == "employer" and child_school(value, about_words or text[: match.start()]):
            slot, key, facts = "education", "education:school", {"school": value}
        if slot == "health" and rule.fact == "medication" and negated and re.search(r"\bany\b|任何", probe):
            key, facts = "health:medication", {"medication": "none"}  # "I'm not on any medication", 没吃任何药
        if about is not None and set_for_the_user(slot, about_words, rest):
            about, about_words = None, ""
        return Hit(
            slot,
            key,
            facts,
            SLOTS[slot][1],
            change=change or rule.change,
            about=about,
            about_words=about_words,
            negated=negated,
        )
    measure = MEASURE_OF_THING_EN.search(probe)
    if measure is not None:
        # "our pool holds about 52,000 litres", later "the pool's actually 38,000 litres": one value per
        # thing, which the next one said of it renews
        thing = measure.group(1).lower().split()[-1]  # (the thing by its head word: "rainwater tank", "the tank")
        kind = next((name for name, unit in MEASURE_KIND if unit.search(measure.group(2))), "other")
        return Hit(
            "measure",
            f"measure:{canonical(thing)}:{kind}",
            {"measure": measure.group(2)},
            "fact",
            change,
            about,
            about_words,
            negated,
        )
    price = recurring_price(probe) or asked_price(probe)
    if price is not None:
        topic, amount = price
        return Hit(
            "price", f"price:{canonical(topic)}", {"price": amount, "for": topic}, "fact", change, about, about_words
        )
    preference = _preference(probe)
    if preference is not None:
        slot, domain, value = preference
        if slot == "favourite":
            return Hit(
                slot, f"favourite:{domain}", {f"favourite {domain}": value}, "preference", change, about, about_words
            )
        canon = canonical(value)
        fact = "likes" if slot == "preference" else "dislikes"
        # likes and dislikes of one thing share a key: "I don't like coffee any more" replaces "I like coffee"
        return Hit(
            slot,
            f"preference:{canon}",
            {fact: value},
            "preference",
            change,
            about,
            about_words,
            negated=slot == "dislike",
        )
    if GOAL.search(probe):
        return Hit("goal", "", {}, "task", change, about, about_words, negated)
    if SCHEDULE.search(probe) and not _AMOUNT_A_PERIOD.match(probe.strip()):
        often = activity_how_often(probe)
        if often is not None:
            # "I go to the gym three times a week" / "每周去三次健身房": how often one thing is done, one
            # value ("these days I only manage to work out once a week" renews it)
            thing, value = often
            return Hit("frequency", f"frequency:{thing}", {"how often": value}, "fact", change, about, about_words)
        return Hit("schedule", "", {}, "fact", change, about, about_words, negated)
    if about is not None:
        return Hit("family", "", {}, "fact", change, about, about_words, negated)
    return None
