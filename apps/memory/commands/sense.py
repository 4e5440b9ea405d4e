"""Forget requests and corrections recognised by meaning (``sense_forget``, ``sense_correction``), for the
phrasings no rule knows.

The rules (``parse``) know the verbs people have used so far; a new one ("Blot out my stepdad's number",
"我那套房子的门锁密码，你给我抹干净") reads as an ordinary statement and the thing it asked to forget is kept. So
when no rule reads a message as a command, a message that has the shape of one — it names something of the
person's ("my …", "everything I said about …", 把…, 我…的…) and is neither a question nor a figure told — is
compared, by its multilingual embedding, with a bank of forget requests and a bank of other messages
(statements, corrections, life talk about deleting, forgetting and remembering), both languages. It is a
forget request when its ``K`` nearest forget requests are nearer on average than its ``K`` nearest other
messages, by at least the bank's margin.

What is sensed is never trusted as far as what the rules read: the command is ``weak``. It acts only when
one stored memory matches what it names; a message that matches nothing is an ordinary one for the write
path, and two equal matches are offered as a numbered list, never guessed (``apply``).

A correction is read the same way by its first clause, its verdict ("Off the mark there", 你怕是记混头了), against a
bank of the verdicts of corrections and of the first clauses of other messages (``sense_correction``).

The forget bank (``bank/sentences.json``) is the forget requests and other messages of the behaviour suite's
rounds, the correction bank (``bank/corrections.json``) their first clauses; the vectors and margin of each
are bundled for each local embedder (``bank/<embedder>[-correct].npy`` in float16, and ``.json``); with a
remote embedder, or a bank that does not match today's sentences, commands are read by the rules only. ``python -m bench.sense`` measures the reader on each round with a bank of the rounds
before it only — the arrival rate on phrasings it has not seen —, chooses the margin on the early rounds,
reports it on the later ones and rebuilds the bank (``--write-bank``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from apps.core.script import as_written
from apps.core.text import has_cjk, simplified
from apps.memory.commands.kinds import FORGET, Command

if TYPE_CHECKING:
    from apps.memory.embeddings import Embedder

log = logging.getLogger("apps.memory.commands")

BANK_DIR = Path(__file__).with_name("bank")

K = 3  # neighbours averaged on each side
MAX_LENGTH = 200


FORGET_BANK = "forget"  # whole messages: forget requests / other messages
CORRECT_BANK = "correct"  # first clauses: the verdicts of corrections ("You've jumbled that") / other first clauses
_SENTENCE_FILES = {FORGET_BANK: "sentences.json", CORRECT_BANK: "corrections.json"}


@dataclass(frozen=True)
class Bank:
    """Unit vectors of the requests (forget requests, or the verdicts of corrections) and of the other
    messages, one row each, and the margin a message must reach (each embedder's own: ``bench.sense``
    chooses it on the early rounds)."""

    requests: np.ndarray
    other: np.ndarray
    margin: float = 0.0


def margin(vector: np.ndarray, bank: Bank, k: int = K) -> float:
    """How much nearer ``vector``'s ``k`` nearest requests are than its ``k`` nearest other messages
    (mean cosine similarity)."""
    vector = np.asarray(vector, dtype=np.float32)

    def nearest(rows: np.ndarray) -> float:
        sims = rows @ vector
        kk = min(k, len(sims))
        return float(np.partition(sims, len(sims) - kk)[-kk:].mean()) if kk else -1.0

    return nearest(bank.requests) - nearest(bank.other)


# --- the shape of a request ------------------------------------------------------------------

_QUESTION = re.compile(r"[?？]\s*$|[吗么呢]\s*[。.!！]?$")
_FIGURE = re.compile(r"\d\s*\d")  # a number or code told ("我的车牌号码是 BKN-5823"), not asked away
_LEAD_EN = re.compile(
    r"\b(?:my|our|everything|anything|all that|that i\b|what(?:ever)?\s+(?:i|i've|you|you've|u)\b"
    r"|the (?:details|particulars|info|information|bit|part|stuff|things?|record)\s+(?:of|about|on)\b)",
    re.I,
)
_TAIL_EN = re.compile(r"\s+[—–-]+\s.*$|\s*[,;?].*$|\s+(?:off|out|away|down|up|over|for me|itself)$|[.!。！]+$", re.I)
# what is said of the thing after it ("my address gone from …", "… were excised", "let my results slip your mind")
_SAID_OF_EN = re.compile(
    r"\s+(?:is|are|was|were|be|gone|disappear|vanish|(?:slip|drop|fade|go)\s+(?:your|ur|out|from|off)|out of|outta)\b.*$"
    r"|\s+(?:you|u)\s+(?:don't|dont|do not|can|needn't|need not|no need|not need)\b.*$",
    re.I,
)
# what a consent or a permission is about: "withdraw my consent for you to retain my therapy notes"
_KEPT_OBJECT_EN = re.compile(r"\b(?:to|you) (?:retain|keep|store|remember|save|hold)\s+(?=(?:my|our)\b)", re.I)
# a formal opening before the request names what it asks by ("Pursuant to my right to erasure, please purge my …")
_PREAMBLE_EN = re.compile(
    r"^(?:pursuant to|under|as per|per|in (?:line|accordance) with|exercising|invoking|in exercise of|with reference to"
    r"|further to|regarding|re)\b[^,;]{1,60}[,;]\s*",
    re.I,
)
_TOLD_ZH = r"你(?!说|讲|提|告诉|吐槽|抱怨|聊|那|这)"  # (跟你说过的… is part of what it names)
_STOPS_ZH = (
    r"[，,]|从|由(?=你|记忆)|在你|给|都|就|作废|作不|让它|"
    + _TOLD_ZH
    + r"|请(?!病假|假|客)|麻烦|拜托|别|不要|不用|不许|不必|不需要|记下"
    r"|[忘删清去抹丢扔撤移勾划擦销消拿除踢剔掉]|\s*(?:delete|del|remove|erase|forget|wipe|clear|purge|format)\b"
)
_STOP_ZH = "(?=" + _STOPS_ZH + ")"
# 把 X 从… / 把 X 在你那儿… / 把 X + a verb of taking away
_BA_ZH = re.compile(r"(?:把|将)(?P<target>[^，,。！!]+?)" + _STOP_ZH)
# what it names, said first, then the request: 我…的X，你… / 本人…，请… / 刚才说的…，… / 焦虑症那个事你…
_FIRST_ZH = re.compile(r"^(?P<target>[^，,。！!]{2,40}?)\s*" + _STOP_ZH)
# the request first, then what it names: 请删除我的手机号 / 以后不要再记我女儿的学校了 (帮我 is no owner)
_AFTER_ZH = re.compile(
    r"(?<![帮替给叫])(?P<target>(?:(?:你(?:知道|记得|记住|存)的)?(?:关于)?(?:我|本人)(?!们|要|不再|想)|(?:刚才|刚刚|之前|上次|刚)(?:跟你|给你|和你)?(?:说|发|提|讲|告诉)).+?)\s*"
    + "(?="
    + _STOPS_ZH
    + "|$)"
)
_MINE_ZH = re.compile(r"^(?:关于)?(?:我|本人)(?!们|要|想|不)")
_TAIL_ZH = re.compile(r"(?:[了吧啦啊呀哦喔哈呢咯嘛]|一下|掉|走|去|佢|它)+$")


def forget_shape(text: str) -> tuple[str, str] | None:
    """(language, the words naming what to forget, as written) when ``text`` could be a forget request,
    else None. Cheap: no model, no database; traditional characters are read as simplified."""
    reading = simplified(text)
    shape = _shape(reading)
    if shape is None or reading == text:
        return shape
    return shape[0], as_written(shape[1], text)


def _shape(text: str) -> tuple[str, str] | None:
    from apps.memory.commands.parse import _TAG_QUESTION, _about_memory, _clean, _forget, _polite_request

    text = _polite_request(_TAG_QUESTION.sub("", _clean(text)))
    if not text or len(text) > MAX_LENGTH or _QUESTION.search(text) or _FIGURE.search(text):
        return None
    if has_cjk(text):
        for pattern in (_BA_ZH, _AFTER_ZH, _FIRST_ZH):
            match = pattern.search(text)
            if not match:
                continue
            named = _TAIL_ZH.sub("", re.sub(r"[，,。！!~～\s]+$", "", match.group("target")))
            command = _forget(named, "zh")
            target = command.target if command is not None else ""
            if target and (_MINE_ZH.match(target) or _about_memory(target)):
                return "zh", target
        return None
    match = _LEAD_EN.search(_PREAMBLE_EN.sub("", text))
    if not match:
        return None
    named = _PREAMBLE_EN.sub("", text)[match.start() :]
    kept = _KEPT_OBJECT_EN.search(named)
    if kept:
        named = named[kept.end() :]
    for _ in range(2):
        named = _TAIL_EN.sub("", named.strip())
        if not named.lower().startswith("that "):  # ("forget that I was fired last year")
            named = _SAID_OF_EN.sub("", named)
    command = _forget(named, "en")
    target = _TAIL_EN.sub("", command.target).strip() if command is not None else ""
    return ("en", target) if target else None


# --- the bank ---------------------------------------------------------------------------------


def bank_digest(sentences: dict[str, list[str]]) -> str:
    """The digest that ties a bank's vectors to its sentences."""
    return hashlib.sha256(json.dumps(sentences, ensure_ascii=False, sort_keys=True).encode()).hexdigest()[:16]


def bank_sentences_path(kind: str = FORGET_BANK) -> Path:
    return BANK_DIR / _SENTENCE_FILES[kind]


def bank_vectors_path(embedder_name: str, kind: str = FORGET_BANK) -> Path:
    return BANK_DIR / (f"{embedder_name}.npy" if kind == FORGET_BANK else f"{embedder_name}-{kind}.npy")


def bank_save(bank: Bank, sentences: dict[str, list[str]], embedder_name: str, kind: str = FORGET_BANK) -> Path:
    bank_sentences_path(kind).write_text(json.dumps(sentences, ensure_ascii=False, indent=0) + "\n")
    path = bank_vectors_path(embedder_name, kind)
    np.save(path, np.vstack([bank.requests, bank.other]).astype(np.float16))
    meta = {"digest": bank_digest(sentences), "requests": len(bank.requests), "margin": bank.margin}
    path.with_suffix(".json").write_text(json.dumps(meta) + "\n")
    return path


def bank_load(embedder_name: str, kind: str = FORGET_BANK) -> Bank | None:
    """The bundled bank of ``embedder_name``, or None (none bundled, or not of today's sentences)."""
    path = bank_vectors_path(embedder_name, kind)
    meta_path = path.with_suffix(".json")
    if not (path.exists() and meta_path.exists() and bank_sentences_path(kind).exists()):
        return None
    meta = json.loads(meta_path.read_text())
    if meta.get("digest") != bank_digest(json.loads(bank_sentences_path(kind).read_text())):
        return None
    rows = np.load(path).astype(np.float32)
    n = int(meta["requests"])
    return Bank(requests=rows[:n], other=rows[n:], margin=float(meta["margin"]))


_banks: dict[tuple[str, str], Bank | None] = {}
_banks_lock = threading.Lock()


def bank_for(embedder: object, kind: str = FORGET_BANK) -> Bank | None:
    """The process's bank of ``kind`` for ``embedder`` (loaded once), None when none is bundled for it."""
    key = (str(getattr(embedder, "name", "")), kind)
    with _banks_lock:
        if key not in _banks:
            _banks[key] = bank_load(*key)
            if _banks[key] is None:
                log.warning("%s requests are read by the rules only: no bank for the embedder %s", kind, key[0])
        return _banks[key]


# --- sensing ----------------------------------------------------------------------------------


def _local(embedder: Embedder | None) -> Embedder | None:
    """``embedder``, else the configured one if it is local; None for a remote one (never a remote call for this)."""
    if embedder is not None:
        return embedder
    from django.conf import settings

    from apps.memory.embeddings import LOCAL_PROVIDERS, get_embedder

    return get_embedder() if settings.EMBEDDING_PROVIDER in LOCAL_PROVIDERS else None


def sense_forget(text: str, *, embedder: Embedder | None = None, bank: Bank | None = None) -> Command | None:
    """A weak forget request read from ``text`` by meaning (see the module's docstring), or None.
    Only with a local embedder."""
    from apps.memory.embeddings import query_vector

    shape = forget_shape(text)
    embedder = _local(embedder) if shape is not None else None
    if shape is None or embedder is None:
        return None
    bank = bank or bank_for(embedder, FORGET_BANK)
    if bank is None or margin(query_vector(text, embedder), bank) < bank.margin:
        return None
    language, target = shape
    return Command(FORGET, target=target, weak=True, language=language)


# --- corrections ------------------------------------------------------------------------------

# a verdict, then what is right: "You've jumbled that — my son plays the trumpet", "哪跟哪啊，我是在…"
_VERDICT = re.compile(r"^(?P<verdict>[^,，:：;；—–]{1,60}?)\s*(?:[,，:：;；]|\s[—–-]\s|——|—)\s*(?P<rest>\S.*)$")
MAX_VERDICT_WORDS = 7
MAX_VERDICT_CHARS_ZH = 12


def correction_shape(text: str) -> tuple[str, str, str] | None:
    """(language, the verdict, what is said after it) when ``text`` opens with a short clause before a
    statement, else None. Cheap: no model, no database."""
    from apps.memory.commands.parse import _clean

    text = _clean(text)
    if not text or len(text) > MAX_LENGTH or _QUESTION.search(text):
        return None
    match = _VERDICT.match(text)
    if not match:
        return None
    verdict, rest = match.group("verdict").strip(), match.group("rest").strip()
    if (has_cjk(verdict) and len(verdict) > MAX_VERDICT_CHARS_ZH) or len(verdict.split()) > MAX_VERDICT_WORDS:
        return None
    return ("zh" if has_cjk(text) else "en"), verdict, rest


def sense_correction(text: str, *, embedder: Embedder | None = None, bank: Bank | None = None) -> Command | None:
    """A weak correction read by meaning: a message whose first clause is near the verdicts of
    corrections ("Back up a sec", "哪跟哪啊", "你 memory 出 bug 了吧") and not the first clauses of
    other messages, by the correction bank's margin; what follows is read as the rules read what follows
    a verdict they know (the statement, "X, not Y", "it's X"). Weak: it changes only a memory that what
    it says matches, or — said as a value alone ("…, it's Harrogate") — the one memory the conversation
    just used; otherwise the message is an ordinary statement."""
    from dataclasses import replace

    from apps.memory.commands.parse import _correction, as_said
    from apps.memory.embeddings import query_vector

    shape = correction_shape(text)
    if shape is None:
        return None
    language, verdict, rest = shape
    first = _correction(simplified(rest), language, weak=True)
    # (what follows must read as something put right before the verdict is embedded: a chat turn pays for no
    # embedding of "Ugh, I don't run any more")
    embedder = _local(embedder) if first is not None and not first.no_longer else None
    if embedder is None:
        return None
    bank = bank or bank_for(embedder, CORRECT_BANK)
    if bank is None or margin(query_vector(verdict, embedder), bank) < bank.margin:
        return None
    again = correction_shape(rest)  # a verdict said twice: "Hold up, that's backwards — my husband's …"
    if again is not None and margin(query_vector(again[1], embedder), bank) >= bank.margin:
        rest = again[2]
    reading = simplified(rest)
    command = _correction(reading, language, weak=True)
    if command is None or command.no_longer:
        return None  # ("that's sad, I don't run any more": the rules read what is no longer true)
    command = replace(command, sensed=True)
    return command if reading == rest else as_said(command, rest)
