"""Sentences and what is never written: small talk (``is_small_talk``), filler openers
(``strip_filler``), sentence splitting and questions (``is_question``)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk
from apps.memory.pipeline.lexicon import words
from apps.memory.pipeline.slots.ended import WORK_SWITCHED_ONLY

# --- small talk -------------------------------------------------------------------------------
_SMALL_TALK = words(
    """
    好 好的 好滴 好吧 好呀 好啊 行 行吧 可以 嗯 嗯嗯 嗯呢 哦 哦哦 噢 啊 对 对的 对啊 是的 是啊 没错 收到 明白 了解 知道了
    谢谢 谢谢你 多谢 感谢 辛苦了 哈哈 哈哈哈 呵呵 嘿嘿 你好 您好 早 早上好 晚上好 晚安 拜拜 再见 没事 没问题 不客气
    ok okay k kk yes yeah yep yup no nope sure fine cool nice great thanks thank thx ty lol lmao haha hahaha hehe
    hi hello hey bye goodbye gn morning night welcome np alright right got it wow oh ah hmm hm there all everyone guys
    """
)
_SMALL_TALK_CHARS = frozenset(
    "好的嗯哦噢啊呀谢哈呵嘿对是行收到明白了解知道啦呢吧嘛哇滴喔耶棒赞嗨早安拜再见辛苦没事问题客气"
)
_SMALL_TALK_PHRASES = re.compile(
    r"^(?:thank(?:s| you)(?: so much| a lot| very much)?|good (?:morning|night|evening|afternoon)|see you(?: later| soon)?"
    r"|how are you(?: doing)?|i'm (?:fine|good|ok|okay)|sounds good|no problem|you're welcome|got it|makes sense"
    r"|that's (?:great|cool|awesome|nice|amazing|good)|me too|same here|not bad|take care|have a (?:nice|good|great) day"
    r"|(?:ok(?:ay)?,? )?(?:gotta go|got to go|gtg|talk (?:to you )?(?:later|soon)|ttyl|catch you later|bye for now|see ya|later)"
    r"|(?:(?:嘿嘿|哈哈|好|好的|好喔|好哦|好嘞|好滴|好哒|嗯+|了解|收到|明白|ok|okay|那)[，,～~ ]*)*(?:那)?(?:我)?先(?:去)?(?:吃饭|忙|睡|撤|下了|走了|去忙了)"
    r"(?:了|啦|咯|啰|喽|哈|哦|喔)?[，, ]*(?:拜拜|再见|回头聊|晚安)?[～~！!]*)$",
    re.I,
)
_PUNCT_ONLY = re.compile(r"[\W_]+", re.UNICODE)


def _bare(text: str) -> str:
    return _PUNCT_ONLY.sub(" ", text.lower()).strip()


def is_small_talk(text: str) -> bool:
    """Greetings, thanks, acknowledgements, laughter, emoji: nothing worth keeping."""
    bare = _bare(text)
    if not bare:
        return True
    words = bare.split()
    if all(word in _SMALL_TALK for word in words):
        return True
    if _SMALL_TALK_PHRASES.match(bare.replace(" s ", "'s ")) or _SMALL_TALK_PHRASES.match(
        text.strip(" !.?~，。！？").lower()
    ):
        return True
    compact = bare.replace(" ", "")
    # only acknowledgement characters: "好的呀", "嗯嗯嗯", "谢啦", "哈哈好的"
    return has_cjk(compact) and all(char in _SMALL_TALK_CHARS for char in compact)


# --- filler -----------------------------------------------------------------------------------
# Lead-ins that say nothing about anyone: they never reach a memory or a summary line.
_FILLER = re.compile(
    r"^\s*(?:(?:hi+|hey+|hello+|hiya|heya|yo+|howya|howdy|g'?day|eish|ayy+|sup|omg|嗨+|哈喽|哈啰|你好|您好|(?:哈喽|哈啰|嗨|hi|hello)?(?:你好|您好)(?:呀|啊|哇)?)(?=[～~,，!！\s]|我(?:叫|是))"
    # "跟你打个招呼～", "先打声招呼": a greeting before the statement
    r"|(?:先)?(?:跟你|和你|给你)?打(?:个|一个|一|声|一声)?招呼(?:先)?(?:哈|啊|吧|呀|哦|喔|啦)?(?=[～~,，!！:：\s])|(?:嗯+|呃+|额+)(?:那个)?(?=我)|那个(?=我)|嗯+|呃+|额+|e+m+|那个啥|那个什么|那什么|那个|(?:然后)?就是说|就是(?=[，,])|那啥|长话短说|(?:我)?(?:来|先)?简单(?:地)?(?:讲|说|介绍|聊)(?:一下|下|两句)(?:自己)?|(?:先)?让你(?:认识|了解)(?:一下)?我(?:一下)?|简单(?:来)?说(?:吧|就是)?|说白了|总之(?=[，,])|反正(?=[，,])|说真的|讲道理|这个(?=[，,])|怎么讲|咋说呢|害|咳|说实话|讲真|老实说|怎么说呢|(?:跟你|再|我)?确认一下|确认下|顺便(?:说|提)?一(?:下|句)|顺便|对了|哦对了|另外(?:说|提)?一(?:下|句)|另外|还有(?:就是)?|话说(?:回来)?|说起来|补充一下|补充一句|提一下|(?:我)?插(?:一|个)?(?:句|嘴|话)(?:哈|啊|哦)?|先说好(?:了|哈|啊)?|(?:我)?(?:先)?(?:简单)?(?:做个|做一下)?自我介绍(?:一)?(?:下)?(?:哈|啊|吧|呀|哦)?|丑话说在前面|说(?:个|句)题外话|题外话|(?:跟你|和你|给你)?(?:说|讲|提)一(?:声|下|句)|告诉你(?:一下|一声)?|(?:你)?知道吗|其实吧"
    r"|by the way|btw|(?:some |so )?good news(?=\s*[,:!—–-])|(?:slight |small |bit of a )?change of plans?(?=\s*[,:!—–-])|just to confirm|to confirm|just confirming|for the record|fyi|oh,? and|also|anyway|quick note|just so you know"
    r"|just a heads[- ]up|heads[- ]up|one more thing|to be clear|for context|quick intro|a bit about me|about me|oh|fun fact|side note"
    r"|(?:just )?(?:a )?(?:quick |friendly |small )?reminder|(?:just )?(?:to )?remind(?:ing)? you|as a reminder|"
    # "Cannae believe my daughter's in P6 now": wonder at what follows, which is the statement
    r"(?:i )?(?:can't|cannot|cannae|can not|still can't) believe(?: that)?(?= (?:my|our)\b)|"
    r"before i forget|while i remember|um+|uh+|erm+|er|hmm+|e+m+|so|basically|well|you know|honestly|ok(?:ay)? so"
    # casual lead-ins ("so like, lowkey I …", "ngl", "tbh", "i mean"): a like only before a comma
    r"|like(?=\s*,)|(?:like|as) i (?:said|mentioned)(?: before)?|lowkey|low-key|highkey|high-key|ngl|tbh|tbf|idk|literally|i mean|not gonna lie|to be honest"
    # a story told short ("right so long story short, …", "to cut a long story short", "anyways")
    r"|right(?=\s*,|\s+so\b)|grand(?=\s*,|\s+so\b)|(?:to )?(?:cut|make) a long story short|long story short|in short(?=\s*,)|in a nutshell|anyways|so yeah|the thing is(?=\s*,)"
    r"|(?:right,? |ok(?:ay)?,? |so,? )?(?:a )?quick thing(?: before we (?:start|begin|get going))?|before we start"
    r"|random(?:ly)?,? but (?:worth knowing|good to know|relevant|fyi)|(?:this is )?(?:worth knowing|good to know)|random thought|unrelated,? but"
    r"|(?:oh,? )?(?:i )?almost forgot|(?:i'm )?not sure if i (?:ever |already )?(?:mentioned|told you)(?: (?:it|this|that))?(?: before)?,? but"
    r"|i don't (?:know|think) (?:if|whether) i (?:ever |already )?(?:mentioned|told you)(?: (?:it|this|that))?(?: before)?,? but"
    r"|(?:i )?(?:don't|dont) think i(?:'ve| have)? (?:ever |already )?(?:told you|mentioned)(?: (?:it|this|that))?(?: before)?(?=\s*[,:—–-])"
    # "Hey Maria, since we last chatted, I've been …": when, said of the chat, before what happened
    r"|(?:(?-i:[A-Z][a-z]+),\s+)?(?:so,?\s+)?since (?:we|I) last (?:chatted|spoke|talked|caught up|messaged)(?=\s*,)"
    r"|(?:as )?i (?:may|might) have (?:mentioned|told you)(?: (?:before|already))?|in case i (?:never|didn't) (?:mentioned|told you)(?: (?:it|this|that))?)\s*(?:[:：,，、!！.。…～~-]+\s*|\s+|(?<=[嗯呃个话真喽啰好嗨外了下句])(?=我))",
    re.I,
)


_TRAILING_FILLER = re.compile(
    # (as typed, in lower case: "I play LoL", a dog called Haha keep their words)
    r"(?:\s*,\s*(?:sorry|lol|haha|fyi|by the way|btw|just so you know|for the record|so yeah)|\s+(?:by the way|btw|lol|haha|so yeah))[.!～~]*\s*$"
)


def strip_filler(text: str) -> str:
    """``text`` without its filler lead-ins ("确认一下：…", "对了，…", "by the way, …"), which say
    nothing a memory or a summary should keep; the text itself when nothing would be left."""
    body = text
    while True:
        stripped = _FILLER.sub("", body, count=1)
        if stripped == body or not stripped.strip():
            break
        body = stripped
    # … and after it ("my name is Tom by the way", "it's Brian, sorry", "搬到杭州了哈")
    body = _TRAILING_FILLER.sub("", body).strip() or body
    if body is not text and body[:1].islower() and not has_cjk(body[:1]):
        body = body[:1].upper() + body[1:] if not body.startswith(("i ", "i'")) else "I" + body[1:]
    return body.strip() or text


# --- sentences --------------------------------------------------------------------------------
_SENTENCE_END = re.compile(
    # (not after a title's or a saint's abbreviation: "St. Scholastica's", "Dr. Patel")
    r"(?<=[。！？!?；;\n])|(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMt\.)(?<!Mrs\.)(?<!\bJr\.)(?<=[.])(?=\s+[A-Z\"'“(])|(?<=[.])$"
    # casual typing starts the next sentence in lower case ("… in Portland. my wife Dana is …"): a
    # full stop after a word, before a subject (not "e.g. my", nor an ellipsis)
    r"|(?<=[a-z0-9]{2}[.])(?=\s+(?:my|i|i'm|i've|i'd|we|we're|we've|our|he|she|he's|she's|they|his|her|their|it's|oh|also|btw|anyway|plus|but|and|so|don't|dont|never|pls|please)\s)"
)


# an attached photo's or file's caption ("[shares a photo: a dog on a boat]"): not the person's words
ATTACHMENT = re.compile(
    r"\s*\[(?:shares? (?:an? )?(?:photo|image|picture|video|file)|image|photo|picture|attachment)\b[^\]]*\]", re.I
)


def closing_sentences(text: str) -> list[str]:
    """The last two sentences of a message, without attachment captions: where a question that the
    next message answers is asked ("Wow, first place! What dance were you doing?")."""
    return split_sentences(ATTACHMENT.sub("", text))[-2:]


def split_sentences(text: str) -> list[str]:
    """Sentences of a message (Chinese and English punctuation), stripped, empties dropped; a line of
    work left, said alone ("转行了！"), opens the sentence after it, which says what the work is now."""
    parts = [part.strip() for part in _SENTENCE_END.split(text) if part and part.strip()]
    for i in range(len(parts) - 2, -1, -1):
        if WORK_SWITCHED_ONLY.match(parts[i]):
            parts[i : i + 2] = [parts[i] + ("" if has_cjk(parts[i]) else " ") + parts[i + 1]]
    return parts


_QUESTION_WORDS = re.compile(
    r"^(?:what|who|whom|whose|when|where|why|how|which|is|are|am|was|were|do|does|did|can|could|would|will|should|shall|have|has|had|may|might"
    r"|any ?(?:one|body|thing)|anything)\b",
    re.I,
)
_ZH_QUESTION = re.compile(
    r"(?:吗|呢|么|吧)[？?]?$|^(?:请问|为什么|为啥|怎么|怎样|如何|什么|哪|谁|是否|能不能|可不可以|有没有)|(?:是什么|怎么样|怎么办|如何|多少|几个|哪里|哪儿|哪个)[？?]?$"
)


def is_question(sentence: str) -> bool:
    stripped = sentence.strip()
    if stripped.endswith(("?", "？")):
        return True
    if has_cjk(stripped):
        return bool(_ZH_QUESTION.search(stripped))
    # ("When arranging my travel, I would prefer an aisle seat;": a scene set, then a statement)
    return (
        bool(_QUESTION_WORDS.match(stripped))
        and len(stripped.split()) <= 12
        and not stripped.endswith((".", ";", "!"))
        and not re.search(r",\s*(?:I|I'm|I'd|we|we're|my|our)\b", stripped)
    )


# A request to the assistant is not a fact about the user ("帮我看看", "can you …", "please write …").
