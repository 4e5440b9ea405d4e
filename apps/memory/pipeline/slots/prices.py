"""What a thing costs: a recurring price of something named ("I pay $15.49 a month for Netflix",
"爱奇艺会员现在包月要30元": ``recurring_price``) and the one price a thing is on sale for ("the condo is listed
at $640k", "那台富士相机标价¥8999": ``asked_price``), each a single-valued attribute of that thing."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline.slots.patterns import _AMOUNT_RE, _NAME_EN_STOP, AMOUNT

_PERIODIC = re.compile(
    r"\b(?:a|per|each|every) (?:month|year|week|day)\b|/\s?(?:month|mo|year|yr|day)\b|\b(?:monthly|yearly|annual(?:ly)?|daily)\b"
    r"|每个?月|包月|包年|连续包|月费|年费|每年|一个月|一年|每周|月供",
    re.I,
)
_PRICED_ZH = re.compile(
    r"([\u4e00-\u9fffA-Za-z0-9]{1,8}?)\s?(会员|套餐|订阅|月卡|年卡|健身卡|宽带|保险|话费|停车费|物业费|管理费|会费|网费|学费|月费|年费|电费|水费|燃气费|煤气费|房贷|车贷|装修贷|贷款|月供)"
)
# (an English word for it in Chinese, when no Chinese word names it: "我的 iCloud+ 是 200GB 的 plan，每个月21块")
_PRICED_EN_WORD_ZH = re.compile(r"([\u4e00-\u9fffA-Za-z0-9]{1,8}?)\s?(plan|membership|subscription)(?![A-Za-z])")
_PRICED_LEAD_ZH = re.compile(
    r"^(?:.*?(?:我们家|咱们家|咱家|我们|我家里|我家|我|他|她)(?:的|把|给)?|把)?(?:现在|目前|如今)?(?:每个?月|每年|一个月|一年)?(?:要|得|需要)?(?:还的?|交的?|付的?|缴的?)?"
    r"(?:开了|办了|买了|续了|订了|开通了|充了|交的|交了|用的|的)?"
)
_PRICED_EN = re.compile(
    r"\b(?:for|on) (?:my |the |a |our |his |her )?([A-Z][\w+]*(?: [A-Z][\w+]*)?|[a-z]+ (?:plan|subscription|membership|insurance|bill|package))\b"
    r"|^(?:So |And |Oh,? )?([A-Z][\w+]*(?: [A-Z][\w+]*)?)(?= (?:put|raised|increased|bumped|hiked|charges|costs|now costs|went)\b"
    r"|(?:'s| has| have) (?:gone|shot|crept) up\b)"
    r"|\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er) ((?:[a-z]+ ){1,2}(?:plan|subscription|membership|insurance|bill|package))\b"
    # "my mortgage is £1,200 a month", "our car loan repayments are $480 a month": a loan's instalment
    r"|\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]he) ((?:car |student |home |personal )?(?:mortgage|loan))(?: (?:re)?payments?)?\b"
    # "my Sky TV and broadband comes to £54 a month": a named service and what it comes to
    r"|^(?:(?:[Ss]o|[Aa]nd|[Oo]h|[Aa]lso),?\s+)?(?:[Mm]y|[Oo]ur) ([A-Z][\w+]*(?: (?:and |& )?[A-Za-z][\w+]*){0,3})(?= (?:comes? to|costs?|is|are|runs?(?: me| us)?) )"
    # "creche fees for our youngest are €1,240 a month", "the gym membership fee is …"
    r"|^(?:(?:so|and|oh|also),?\s+)?(?:the |our |my |his |her )?([a-z]+ (?:fees?|tuition|premiums?))\b"
    # "Daycare for our youngest in Blacktown is $138 a day": a thing named first, for whom or where, and its price
    r"|^(?:(?:[Ss]o|[Aa]nd|[Oo]h|[Aa]lso),?\s+)?(?:(?:[Tt]he |[Oo]ur |[Mm]y )([a-z]+(?: [a-z]+)?)"
    r"|(?!(?:It|That|This|Which|What|There|He|She|They|Mine|Ours)\b)([A-Z][a-z]+))(?: (?:for|at|in|with) [^,.;]{1,40}?)?"
    r" (?:is|costs?|comes to|runs(?: us| me)?) (?:about |around |roughly |just |only )?(?=[$€£¥₹]|[A-Z]{1,3}\$)"
)


# a bare figure after a bill or a loan is money ("我家每个月电费大概380", "现在每月只要还房贷3600")
_BILL_FIGURE_ZH = re.compile(
    r"(?:费|贷|供)(?:大概|大约|差不多|只要|只需|都要|要|是|才|约|只|就)?(\d+(?:\.\d+)?)(?![\d.%])"
)


def recurring_price(text: str) -> tuple[str, str] | None:
    """(what, amount) for a recurring price of something named: "I pay $15.49 a month for Netflix",
    "爱奇艺会员现在包月要30元", "我的手机套餐是每月128元" (a single-valued attribute of that thing)."""
    amount = _AMOUNT_RE.search(text)
    bill = _BILL_FIGURE_ZH.search(text) if amount is None and has_cjk(text) else None
    figure = amount.group(0).strip() if amount else bill.group(1) if bill else ""
    if not figure or not _PERIODIC.search(text):
        return None
    if has_cjk(text):
        match = _PRICED_ZH.search(text) or _PRICED_EN_WORD_ZH.search(text)
        if match is None:
            return None
        # (what was done to it is no part of its name: "在 app 上把套餐换成了…" is of 套餐)
        topic = _PRICED_LEAD_ZH.sub("", re.sub(r"^.*[把将]", "", match.group(1))) + match.group(2)
        # (nor what it was changed to be: "换了个便宜点的套餐" is of 套餐)
        topic = re.sub(r"^(?:换|改|转|升级|降级|另)(?:了|成)?(?:个|一个|了个)?[^的]{0,8}的", "", topic)
        return (topic, figure) if len(topic) >= 2 else None
    match = _PRICED_EN.search(text)
    if match is None:
        return None
    topic = next(g for g in match.groups() if g)
    if topic.split()[0] in _NAME_EN_STOP or topic.lower() in ("i", "the"):
        return None
    return topic, figure


# what a thing is on sale for, once ("the condo we're buying is listed at $640k", "我看上的那台富士相机
# 标价¥8999"): the price of that thing, a single-valued attribute a later figure renews ("降到¥7599了")
_ASKED_EN = re.compile(
    rf"\b(?:is |was |'s |are |were )?(?:listed (?:at|for)|priced at|advertised (?:at|for)|on the market for|on sale for|going for|selling for|up for sale at) (?:about |around |just |only )?({AMOUNT})"
    rf"|\basking(?: price)? (?:is |was |of )?(?:about |around )?({AMOUNT})",
    re.I,
)
_ASKED_THING_EN = re.compile(
    r"^(?:(?:so|and|oh|ok|well|also),?\s+)*(?:the|my|our|that|this|a|an|his|her|their) ((?:[A-Z0-9][\w-]* ){0,2}[A-Za-z][\w-]*)"
)
_ASKED_ZH = re.compile(
    rf"([\u4e00-\u9fffA-Za-z0-9]{{2,14}}?)(?:的)?(?:标价|售价|定价|要价|报价|挂牌价|挂牌|现价|卖价|价格|价钱|到手价|官网价|原价|活动价|券后价)(?:是|为|要|才|只要|都要|居然要|竟然要)?\s*({AMOUNT})"
    # (what the shop sells it for, said after the thing: "我看中一台戴森吹风机，官网卖3199元")
    rf"|([\u4e00-\u9fffA-Za-z0-9]{{2,14}}?)[，,]\s*(?:官网|网上|店里|专柜|京东|淘宝|天猫|实体店)(?:上)?(?:卖|售价|标价|要)\s*({AMOUNT})"
)
_ASKED_LEAD_ZH = re.compile(
    r"的|[那这一](?:台|个|套|辆|款|部|件|双|块|张|家|只)|我们家|我家|咱家|我们|我|他|她|看上|看中|想买|准备买|要买|打算买"
    # (a sale's day is no part of the thing: "双十一戴森吹风机到手价2599元")
    r"|双十一|双11|双十二|双12|618|黑五|年货节"
)


def asked_price(text: str) -> tuple[str, str] | None:
    """(what, amount) for the one price a thing is on sale for."""
    if has_cjk(text):
        match = _ASKED_ZH.search(text)
        if match is None:
            return None
        thing, amount = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        parts = [p for p in _ASKED_LEAD_ZH.split(thing) if p]
        topic = parts[-1] if parts else ""
        return (topic, amount.strip()) if len(topic) >= 2 else None
    match = _ASKED_EN.search(text)
    thing = _ASKED_THING_EN.match(text)
    if match is None or thing is None or thing.end() > match.start():
        return None
    topic = thing.group(1)
    if topic.split()[0] in _NAME_EN_STOP or topic.lower() in ("i", "one", "price", "asking"):
        return None
    return topic, next(g for g in match.groups() if g).strip()
