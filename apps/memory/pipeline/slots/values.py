"""Values across languages: whether two values of a slot are the same (``same_value``, with a bank of
meanings embedded once per process) and a unit's main value (``main_value``)."""

from __future__ import annotations

import re
import threading

import numpy as np

from apps.memory.pipeline.slots.gazetteer import GAZETTEER, KNOWN_THINGS, canonical, equivalent
from apps.memory.pipeline.slots.patterns import _CITIES, _LANGUAGES

# --- values across languages ------------------------------------------------------------------
# Which fact of a unit holds its value (the others are context: a date, a relation, a city).
VALUE_FACTS = frozenset(
    {
        "name", "age", "occupation", "employer", "work_city", "city", "hometown", "salary", "rent", "birthday",
        "marital_status", "children", "school", "major", "allergy", "avoids", "diet", "health", "pet", "language", "fear",
        "plays", "price", "weight", "height", "blood_type", "shoe_size", "rate", "vehicle", "mbti", "learning", "visa", "commute", "commute_mode", "sleep", "bedtime", "work_hours", "dose",
        "likes", "dislikes", "tool",
    }
)  # fmt: skip
_CJK = re.compile(r"[\u4e00-\u9fff]")
_bank_lock = threading.Lock()
_bank_cache: dict[tuple[str, bool], tuple[list[str], np.ndarray]] = {}


def main_value(facts: dict[str, str]) -> tuple[str, str] | None:
    """(fact name, value) of the fact that holds a unit's value, if it has one."""
    for name, value in facts.items():
        if name in VALUE_FACTS or name.startswith("favourite "):
            return name, str(value)
    return None


def _bank(embedder: object, zh: bool) -> tuple[list[str], np.ndarray]:
    """The gazetteer's surface forms of one language, embedded once per process: the distractors
    a translation must beat."""
    name = str(getattr(embedder, "name", ""))
    with _bank_lock:
        cached = _bank_cache.get((name, zh))
        if cached is None:
            words = sorted({w for w in GAZETTEER if bool(_CJK.search(w)) == zh and len(w) > 1})
            matrix = np.asarray(embedder.embed_passages(words), dtype=np.float32)  # type: ignore[attr-defined]
            cached = (words, matrix)
            _bank_cache[(name, zh)] = cached
    return cached


def _subsequence(short: str, long: str) -> bool:
    """Are the characters of ``short`` in ``long``, in order ("骑车" in "骑自行车")?"""
    chars = iter(long)
    return all(c in chars for c in short)


def _zh_head(value: str) -> tuple[str, str] | None:
    """(modifier, head) when the value ends with a gazetteer word: "小学老师" → ("小学", "老师")."""
    for size in range(min(len(value) - 1, 4), 0, -1):
        if value[-size:] in GAZETTEER:
            return value[:-size], value[-size:]
    return None


def _same_head(english: str, chinese: str, embedder: object) -> bool | None:
    """A value with a known head word in each language ("primary school teacher" / "小学老师"):
    the same when the heads are one word and the modifiers are the same (or one side has none);
    None when no head is known on either side."""
    words = english.lower().split()
    split = _zh_head(chinese)
    if split is None or (len(words) < 2 and not split[0]):
        return None
    mod_zh, head_zh = split
    if canonical(words[-1]) != canonical(head_zh):
        return None
    mod_en = " ".join(w for w in words[:-1] if w not in ("a", "an", "the"))
    if not mod_en or not mod_zh:
        return True
    return same_value(mod_en, mod_zh, embedder)


def same_value(a: str, b: str, embedder: object | None = None) -> bool:
    """Do two values name the same thing? The same words, one gazetteer entry, or — for a value in
    each language — a translation by meaning: each value's embedding is nearer to the other than
    to every gazetteer word of the other's language (mutual nearest neighbours; no threshold to
    tune, and on a varied check set it never paired two different things)."""
    if equivalent(a, b):
        return True
    if embedder is None or bool(_CJK.search(a)) == bool(_CJK.search(b)):
        return False
    if re.search(r"\d", a) or re.search(r"\d", b):
        return False  # figures are compared as written, never by meaning
    english, chinese = (a, b) if _CJK.search(b) else (b, a)
    canon_en, canon_zh = canonical(english), canonical(chinese)
    if canon_en in KNOWN_THINGS and canon_zh in KNOWN_THINGS:
        return False  # two known things, and not the same one
    if re.match(r"^[A-Z]", english.strip()) and canon_en not in KNOWN_THINGS:
        return False  # a name (a company, a person) is translated by the gazetteer only, never by meaning
    head = _same_head(english, chinese, embedder)
    if head is not None:
        return head
    vectors = np.asarray(embedder.embed_passages([english, chinese]), dtype=np.float32)  # type: ignore[attr-defined]
    similarity = float(vectors[0] @ vectors[1])
    # a rival is another thing: not a place or a language unless one is compared (e5 puts every
    # short Chinese phrase near romanised city names and near "chinese"); the English value's own
    # synonyms, and its translations that the Chinese value contains ("骑车" in "骑自行车"), are no
    # rivals of it
    general = bool({canon_en, canon_zh} & (_CITIES | _LANGUAGES))

    def rival_zh(word: str) -> bool:
        canon = GAZETTEER.get(word, word)
        if canon == canon_en and _subsequence(word, chinese):
            return False
        return word != chinese and (general or canon not in _CITIES | _LANGUAGES)

    def rival_en(word: str) -> bool:
        canon = GAZETTEER.get(word, word)
        return word != english.lower() and canon != canon_en and (general or canon not in _CITIES | _LANGUAGES)

    zh_words, zh_matrix = _bank(embedder, True)
    en_words, en_matrix = _bank(embedder, False)
    rivals_zh = [float(s) for w, s in zip(zh_words, zh_matrix @ vectors[0], strict=True) if rival_zh(w)]
    rivals_en = [float(s) for w, s in zip(en_words, en_matrix @ vectors[1], strict=True) if rival_en(w)]
    return similarity > max(rivals_zh, default=0.0) and similarity > max(rivals_en, default=0.0)


def same_thing(slot: str, a: str, b: str, embedder: object | None = None) -> bool:
    """``same_value``, and a car with and without its make ("Hyundai Ioniq 5", "Ioniq 5"): the
    one whose words hold the other's."""
    if same_value(a, b, embedder):
        return True
    words_a, words_b = set(a.lower().split()), set(b.lower().split())
    return slot == "vehicle" and bool(words_a and words_b) and (words_a <= words_b or words_b <= words_a)
