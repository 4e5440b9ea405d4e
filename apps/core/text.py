"""Text helpers shared by every layer: token counts, keyword segmentation, language detection."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN_RE = re.compile(rf"[{_CJK}]|[^\s{_CJK}\W]+|[^\w\s]", re.UNICODE)
_HAS_CJK = re.compile(rf"[{_CJK}]")


def count_tokens(text: str) -> int:
    """Approximate model tokens: a word, a punctuation mark or a CJK character each count one.

    No tokenizer download is allowed at run time, so this is the budget unit everywhere
    (prompt layers, working-memory budget, benchmark context size).
    """
    return len(_TOKEN_RE.findall(text))


def has_cjk(text: str) -> bool:
    return bool(_HAS_CJK.search(text))


@lru_cache(maxsize=1)
def _t2s() -> Any:
    import opencc

    return opencc.OpenCC("t2s.json")


@lru_cache(maxsize=2)
def _s2t(config: str) -> Any:
    import opencc

    return opencc.OpenCC(config)


@lru_cache(maxsize=4096)
def traditional_forms(text: str) -> frozenset[str]:
    """``text`` in Traditional characters, as Taiwan and Hong Kong write them (菸 / 煙): to find, in
    what a person wrote so, a word read in Simplified ones."""
    if not has_cjk(text):
        return frozenset()
    return frozenset(str(_s2t(config).convert(text)) for config in ("s2t.json", "s2hk.json")) - {text}


# written Cantonese's function words in their Mandarin form, one character for one (so that what is read
# aligns with what was written, apps.core.script): 我喺深圳 is 我在深圳, 删咗 is 删了, 我老婆嘅电话 is 我老婆的
# 电话; 唔 only before a word (a Mandarin 唔 stands alone: "唔，我想想")
_CANTONESE = {
    "喺": "在",
    "咗": "了",
    "嘅": "的",
    "冇": "没",
    "佢": "他",
    "哋": "们",
    "畀": "给",
    "嚟": "来",
    "睇": "看",
}
# and the words that are Cantonese only, as long as their Mandarin: 钟意 喜欢, 而家 / 宜家 现在, 啱啱 刚刚, 放工
# 下班, a closing 喇 啦
_CANTONESE_WORDS = {
    "喇": "啦",
    "唔该": "拜托",
    "唔使": "不用",
    "唔好意思": "不好意思",
    "唔好": "不要",
    "唔啱": "不对",
    "屋企": "家里",
    "梗系": "当然",
    "唔洗": "不用",
    "唔系": "不是",
    "钟意": "喜欢",
    "而家": "现在",
    "放工": "下班",
    "宜家": "现在",
    "依家": "现在",
    "啱啱": "刚刚",
    "唔": "不",
    # 我個女 / 個仔 (my daughter / son), 讀緊 / 用緊 (-ing), 搬入 (moved into), 新屋 (a new home), 今個 (this),
    # 下年 (next year), 返工 (to go to work), 快啲 (quickly); each character in the place of one that means
    # it (as_written puts the written words back by place: "在读" for 讀緊 would give 用户 back as 緊户)
    "个女": "女儿",
    "个仔": "儿子",
    # 個囡 / 阿囡 (my daughter, as a Cantonese parent calls her)
    "个囡": "女儿",
    "阿囡": "女儿",
    "读紧": "读着",
    "做紧": "做着",
    "住紧": "住着",
    "学紧": "学着",
    "用紧": "用着",
    "搬入": "搬进",
    "新屋": "新家",
    "今个": "这个",
    "下年": "明年",
    "返工": "上班",
    "快啲": "快点",
    "攞": "拿",
    "细佬": "弟弟",
    "头先": "刚才",
    # 成個鐘 / 成個半鐘 (a whole hour / an hour and a half)
    "阿爸": "爸爸",
    "阿妈": "妈妈",
    "先啱": "才对",
    "成个钟": "一个钟",
    "成个半钟": "一个半钟",
    # 我個friend / 我個老細 (my friend, my boss), 仲話 (still says / also said), 帶埋 (brings along)
    "个": "的",
    "仲话": "还说",
    # 仲 (also, still) opening a clause: "…，仲養咗隻八哥" (not 仲裁, 仲夏)
    "仲": "还",
    "带埋": "带上",
    **_CANTONESE,
}
_CANTONESE_RE = re.compile(
    "屋企|梗系|唔该|唔使|唔好意思|唔好|唔啱|唔洗|唔系|钟意|而家|宜家|依家|啱啱|放工|唔(?=[\u4e00-\u9fff])(?!唔)|喇(?=[，,。.！!？?~～\\s]|$)"
    # (個女 / 個仔 only as one's own child: not 一个女孩, 这个女人, 个女的)
    "|(?:^|(?<=[我你他她佢们哋嘅的，,。！？；：!?;:\\s]))个(?:女(?!仔)|仔|囡)(?![人孩生的子士同])"
    "|(?<![给帮借送发找问教推荐])(?<=[我你他她佢])个(?=[A-Za-z]|老细|细佬|家姐|阿[\u4e00-\u9fff])"
    "|(?<=[，,。！？；\\s])仲(?=[\u4e00-\u9fff])(?![裁夏秋春冬])|仲话|带埋|读紧|做紧|住紧|学紧|用紧|搬入|新屋|今个|下年|返工|快啲|攞|细佬|头先|成个半钟|成个钟|阿爸|阿妈|阿囡|先啱|["
    + "".join(_CANTONESE)
    + "]"
)


# Cantonese 係 is 是 ("我係譚凱琳"); Traditional Mandarin writes it only in 關係 / 聯係 and 係數, which stay
_COPULA_YUE = re.compile(r"(?<![關关聯联干幹])係(?![數数統统列])")


@lru_cache(maxsize=4096)
def simplified(text: str) -> str:
    """``text`` with its Traditional characters in their Simplified form and written Cantonese's
    function words in their Mandarin form (``_CANTONESE``); anything else unchanged, and as long."""
    if not has_cjk(text):
        return text
    text = _COPULA_YUE.sub("是", text)
    return _CANTONESE_RE.sub(lambda m: _CANTONESE_WORDS[m.group(0)], str(_t2s().convert(text)))


def detect_language(text: str) -> str:
    cjk = len(_HAS_CJK.findall(text))
    letters = len(re.findall(r"[A-Za-z]", text))
    return "zh" if cjk and cjk * 2 >= letters / 3 else "en"


_STOP_EN = frozenset(
    """a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our
    she so that the their them then there these they this to was we were what when where which who will with you your
    do does did am been being how why can could would should shall may might must just about than too very also
    """.split()  # noqa: SIM905 — a word list reads better as text than as 80 quoted strings
)
_STOP_ZH = frozenset(
    "的 了 吗 呢 吧 啊 是 在 我 你 他 她 它 们 和 与 及 就 都 也 还 又 很 把 被 给 让 这 那 个 一个 有 没有 不 上 说".split()  # noqa: SIM905
)


@lru_cache(maxsize=1)
def _jieba():  # type: ignore[no-untyped-def]
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba


def load_segmenter() -> None:
    """Load what ``keywords`` needs for Chinese (jieba's dictionary, the Traditional → Simplified
    table) now, whatever ``keywords`` has cached: a worker does it when it starts."""
    _jieba()
    _t2s()


def _stem(word: str) -> str:
    # A light English stemmer: enough to match "moved"/"moving"/"moves" with "move".
    for suffix, min_len in (("ies", 5), ("ing", 6), ("ed", 5), ("es", 5), ("s", 4)):
        if len(word) >= min_len and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def keywords(text: str) -> list[str]:
    """Terms for the keyword leg: Chinese segmented by jieba (search mode) in Simplified characters
    (臺中 and 台中, 記得 and 记得 are one term), English lower-cased, stop words dropped and lightly
    stemmed; numbers kept verbatim. A new list each call: the terms are cached per text (jieba's
    dictionary is never changed at run time), and reconciliation reads one summary's many times."""
    return list(_keywords(text))


@lru_cache(maxsize=4096)
def _keywords(text: str) -> tuple[str, ...]:
    terms: list[str] = []
    for chunk in re.findall(rf"[{_CJK}]+|[A-Za-z0-9][A-Za-z0-9.\-_']*", text):
        if _HAS_CJK.match(chunk):
            for word in _jieba().cut_for_search(simplified(chunk)):
                if word not in _STOP_ZH:
                    terms.append(word)
        else:
            word = chunk.lower().strip(".-_'")
            if word and word not in _STOP_EN:
                terms.append(_stem(word) if word.isalpha() else word)
    return tuple(terms)


def keyword_document(text: str) -> str:
    """The string stored in a tsvector ('simple' configuration): pre-segmented terms."""
    return " ".join(keywords(text))
