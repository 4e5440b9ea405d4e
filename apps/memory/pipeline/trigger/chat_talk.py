"""Sentences that are about the conversation itself or about what has not happened: no memory.

The weakest rules — a sentence without its "I" ("Looking forward to …"), what befell a thing of one's
own ("my car broke down"), what a parent did ("Mum had …"), 我的…昨天…了, 正在… — read a shape, not a
meaning, and the same shapes are how people talk about the chat ("My upload failed, let me try again",
"Looking forward to your reply", 我的上一条消息发重复了, 正在写，稍等), say an idiom ("my mind went blank",
我的心都碎了) or suppose ("If my car broke down I'd …", 万一我的护照丢了). Those rules ask here first.
"""

from __future__ import annotations

import re

from apps.core.text import has_cjk

# what the chat is made of, as one's own or the assistant's ("my last message", "your reply", "what you said")
_CHAT_EN = re.compile(
    r"\b(?:my|our|this|that|the|your|ur)\s+(?:(?:last|previous|earlier|first|second|last few|original)\s+)?"
    r"(?:message|msg|text|reply|answer|response|question|prompt|upload|file|attachment|screenshot|link|chat|conversation"
    r"|thread|typo|input|request|explanation|suggestion|advice|opinion|thoughts|feedback|help|point|code)s?\b"
    r"|\bwhat (?:you|u) (?:said|wrote|meant|suggested|explained|told me|just said)\b"
    r"|\b(?:ask|asked|asking|tell|told|show|showed|thank|thanked) (?:you|u)\b"
    r"|\b(?:you|u) (?:explain|said|wrote|suggested|mentioned)\b"
    r"|\b(?:here|there) is the\b|\blet me (?:try|check|rephrase|send)\b|\b(?:gotta|got to|have to|need to) go\b",
    re.I,
)
_CHAT_ZH = re.compile(
    r"(?:我|我们)的?(?:上一?条|刚才的?|前面的?|之前的?)?(?:消息|信息|问题|意思|话题|回复|回答|截图|文件|链接|提问|留言|代码)"
    r"|[你您](?:的|刚才|之前|上面|刚刚)?(?:回复|回答|建议|解释|意思|说法|方法|说的|讲的)"
    r"|稍等|等会儿|等一下|一会儿回来|回头再聊|再聊|忽略|谢谢你"
)
# a feeling said as what a part of one did ("my heart sank", "my mind went blank", 我的心都碎了)
_IDIOM_EN = re.compile(
    r"\b(?:my|our) (?:heart|hearts|mind|minds|jaw|eyes|head|brain|patience|soul|blood|nerves|day|week|night"
    r"|morning|evening|life|luck|mood|tea|coffee|ears|spirits|stomach(?= (?:dropped|sank|turned|flipped|churned|lurched)))\b"
    r"(?! (?:of|surgery|operation|op|scan|test|appointment)\b)",
    re.I,
)
_IDIOM_ZH = re.compile(r"我的(?:心|脑子|脑袋|肚子|眼睛|魂|天|妈|神|老天|乖乖|小心脏)")
# what did not happen: a supposition, a condition, a wish
_SUPPOSE_EN = r"(?:if|what if|in case|suppose|supposing|imagine|unless|even if|say)"
_SUPPOSE_ZH = r"(?:万一|如果|假如|假设|要是|要不是|即使|就算|哪怕)"
_SUPPOSED_EN = re.compile(rf"^\W*{_SUPPOSE_EN}\b", re.I)
_SUPPOSED_ZH = re.compile(rf"^{_SUPPOSE_ZH}|的话")
# … or a clause of it does, after a dash or a comma ("Random one — if I moved to Tallinn, would I need a visa?")
SUPPOSING_CLAUSE = re.compile(rf"(?:^|[—–:;,]\s*|\s-\s)\W*(?:{_SUPPOSE_EN}|assuming)\b|{_SUPPOSE_ZH}|的话", re.I)
# what another said of one's own ("He said my essay sucked"): their words, not a fact
_REPORTED_EN = re.compile(
    r"^\W*(?:he|she|they|someone|people|everyone|my \w+) (?:said|says|told me|thinks|thought|reckons)\b", re.I
)
# sarcasm that opens with its marker ("Yeah right, …", "Sure, my day totally improved")
_SARCASM_EN = re.compile(
    r"^\W*(?:yeah,? right|oh sure|sure sure|as if)\b|\b(?:exactly|just) what I (?:ordered|needed|wanted|asked for)\b"
    r"|\bliving the dream\b",
    re.I,
)


def about_the_chat(text: str) -> bool:
    """The sentence talks about the conversation: its messages, the assistant's answers, going away."""
    return bool((_CHAT_ZH if has_cjk(text) else _CHAT_EN).search(text))


def idiom_only_en(text: str) -> bool:
    """What is one's own in the sentence is only what an idiom says ("My heart sank", not "My heart sank — some
    numpty reversed into my wee Micra")."""
    owned = list(re.finditer(r"\b(?:my|our) \w+", text, re.I))
    return bool(owned) and all(_IDIOM_EN.match(text, m.start()) for m in owned)


def not_so(text: str) -> bool:
    """The sentence says an idiom, supposes, reports another's words or is sarcastic: nothing befell."""
    if has_cjk(text):
        return bool(_IDIOM_ZH.search(text) or _SUPPOSED_ZH.search(text))
    return bool(
        idiom_only_en(text) or _SUPPOSED_EN.search(text) or _REPORTED_EN.search(text) or _SARCASM_EN.search(text)
    )


def said_of_nothing(text: str) -> bool:
    """Neither a fact nor an event, whatever the weak shapes read: about the chat, or not so."""
    return about_the_chat(text) or not_so(text)


# a liking of the assistant's words or of what is yours is about the chat ("I'm obsessed with this answer", "I have
# an interest in your opinion"); "mad about" what happened is anger ("I'm utterly mad about what happened at work")
_MAD_AT_EN = re.compile(r"\bmad about (?:this|that|what|how|the way|it|them|being)\b", re.I)


def liking_of_the_chat(text: str) -> bool:
    """A liking said of the chat: of the assistant's words, of what is yours, or "mad about" what happened."""
    return about_the_chat(text) or bool(re.search(r"\byour\b", text, re.I) or _MAD_AT_EN.search(text))
