"""Extraction of one chunk of messages (``extract_messages``): trigger → compress → reconcile, and
the messages indexed for the conversation layer in the same embedding call."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from django.db import connection
from django.db.models import Q

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message
from apps.core.script import as_written
from apps.core.text import simplified
from apps.memory import conversation
from apps.memory.commands import FORGET, Command, memory_command_apply, parse_command
from apps.memory.embeddings import get_embedder
from apps.memory.guard import scan
from apps.memory.llm import LLM, get_llm

# called through the package: what is patched on apps.memory.pipeline.jobs is what runs
from apps.memory.pipeline import jobs, slots
from apps.memory.pipeline.compress import Candidate, Turn, compress, last_question, question_before
from apps.memory.pipeline.reconcile import SINGLE_VALUED
from apps.memory.pipeline.trigger import KIND_SCORE, SentenceVerdict, Verdict, judge_message, llm_judge, llm_threshold
from apps.memory.write_batch import memory_writes_batched

CONTEXT_MESSAGES = 4  # earlier messages of the session given as context


def _turn(message: Message) -> Turn:
    meta = message.meta if isinstance(message.meta, dict) else {}
    speaker = meta.get("speaker")
    if not isinstance(speaker, str) or not speaker.strip():
        speaker = "user" if message.role == Message.Role.USER else str(message.role)
    # messages are stored redacted; the guard runs again on everything that goes further
    text = scan(message.content).text
    reading = simplified(text)
    return Turn(
        id=message.pk,
        role=str(message.role),
        speaker=speaker.strip()[:100],
        text=reading,
        at=message.created_at,
        written=text if reading != text else "",
    )


def _as_written(candidates: list[Candidate], turns: list[Turn]) -> None:
    """The units read from Traditional Chinese, written back in it: summary, fact values and the
    person they are about (``source_text`` stays as read: reconcile's rules read it)."""
    written = {t.id: t.written for t in turns if t.written}
    for candidate in candidates:
        original = "\n".join(written[i] for i in candidate.source_message_ids if i in written)
        if not original:
            continue
        candidate.summary = as_written(candidate.summary, original)
        candidate.entity = as_written(candidate.entity, original)
        candidate.facts = {name: as_written(value, original) for name, value in candidate.facts.items()}


def _seen_counter(user: User, upto_id: int) -> Callable[[str], int]:
    cache: dict[str, int] = {}

    def seen(term: str) -> int:
        if term not in cache:
            rows = Message.objects.filter(
                user=user, role=Message.Role.USER, pk__lte=upto_id, content__icontains=term
            ).values_list("pk", flat=True)[:2]
            cache[term] = len(list(rows))
        return cache[term]

    return seen


_PARTS = re.compile(r"[，,；;。]\s*")


def _said_keys(verdict: Verdict) -> set[str]:
    """The single-valued facts the kept sentences of ``verdict`` give a value for ("my rapid rating
    on chess.com is 1340" → {"level"}): known to the batch's later messages before they are stored."""
    # (part by part too: "我家雪纳瑞叫元宝，现在7.6公斤" gives a name and a weight)
    said = [part for text in verdict.kept_sentences for part in {text, *_PARTS.split(text)}] if verdict.write else []
    hits = (slots.detect(text) for text in said)
    return {fact for hit in hits if hit is not None for fact in hit.facts} & SINGLE_VALUED


def _fact_keys(user: User, judged: list[Verdict]) -> Callable[[], set[str]]:
    """The single-valued facts ``user`` has a value for: stored, or given by the batch's earlier
    messages (``judged``: their verdicts, which the caller appends as it judges them). Both are
    read only when asked, which few messages do: a message's sentences are run through the slot
    rules once, the first time a later message asks."""
    cache: list[set[str]] = []
    said: set[str] = set()
    read = 0  # how many of ``judged`` are in ``said``

    def keys() -> set[str]:
        nonlocal read
        if not cache:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT DISTINCT jsonb_object_keys(facts) FROM memory_memoryentry WHERE user_id = %s AND status = 'active' AND facts <> '{}'::jsonb",
                    [user.pk],
                )
                cache.append({row[0] for row in cursor.fetchall()} & SINGLE_VALUED)
        for verdict in judged[read:]:
            said.update(_said_keys(verdict))
        read = len(judged)
        return cache[0] | said

    return keys


def _forget_request(messages: list[Message]) -> tuple[Message, Command] | None:
    """The first message that asks, by the rules, to forget something named ("forget my gate code",
    "把我的鹦鹉忘掉吧"), with its command: never a memory, acted on where it was said."""
    for message in messages:
        if conversation.is_memory_command(message):
            continue  # (acted on by the chat turn itself)
        command = parse_command(message.content)
        if command is not None and command.kind == FORGET and command.target and not command.choice:
            return message, command
    return None


def _forget_now(*, user: User, session: ChatSession, message: Message, command: Command) -> None:
    """Act on the forget request ``message`` through the memory services (audited, like a chat
    turn's), and mark it a memory command: kept out of memory and of the conversation layer."""
    result = memory_command_apply(
        user=user,
        text=message.content,
        session=session,
        message=message,
        command=command,
        reason="forget request in an ingested conversation",
    )
    outcome = result.meta() if result is not None else {"memory_command": FORGET}
    message.meta = {**(message.meta if isinstance(message.meta, dict) else {}), **outcome}
    message.save(update_fields=["meta"])


def extract_messages(
    *,
    session: ChatSession,
    user: User,
    message_ids: list[int],
    llm: LLM | None,
    totals: Counter[str],
    rehearsal: bool = False,
) -> None:
    """Trigger → compress → reconcile for the user messages ``message_ids`` of ``session``.

    Must run inside the transaction that closes their jobs — except a ``rehearsal``, which only
    reads and stops before anything is written (it asks the model what the batch will ask).
    """
    if not message_ids:
        return
    # one query for the chunk's messages, what was said between them and the context before them:
    # the session's messages from the chunk's first to its last, and the CONTEXT_MESSAGES before
    first, last = min(message_ids), max(message_ids)
    before = Message.objects.filter(session=session, user=user, pk__lt=first).order_by("-id").values("pk")
    window = list(
        Message.objects.filter(session=session, user=user)
        .filter(Q(pk__gte=first, pk__lte=last) | Q(pk__in=before[:CONTEXT_MESSAGES]))
        .order_by("id")
    )
    ids = set(message_ids)
    said = [m for m in window if m.pk in ids and m.role == Message.Role.USER]
    if not said:
        return
    found = None if rehearsal else _forget_request(said)
    if found is not None:
        # said in a conversation sent by ingest ("…, forget my gate code"): what came before is written
        # first, then forgotten as the chat turn would forget it, then what came after is written
        request, command = found
        before_it = [m.pk for m in said if m.pk < request.pk]
        extract_messages(session=session, user=user, message_ids=before_it, llm=llm, totals=totals)
        _forget_now(user=user, session=session, message=request, command=command)
        later = [m.pk for m in said if m.pk > request.pk]
        extract_messages(session=session, user=user, message_ids=later, llm=llm, totals=totals)
        return
    totals["messages"] += len(said)
    # the conversation layer keeps the words of every informative message, triggered or not
    to_index = [m for m in said if conversation.indexable(m)]
    # "forget my salary" is acted on by the chat turn itself: never a memory, never recalled
    messages = [m for m in said if not conversation.is_memory_command(m)]
    if not messages:
        return
    earlier = [m for m in window if m.pk < messages[0].pk][-CONTEXT_MESSAGES:]
    wanted = {m.pk for m in messages}
    # the replies between the batch's messages are context too ("what's your budget?" → "8万")
    between = [m for m in window if messages[0].pk < m.pk < messages[-1].pk and m.pk not in wanted]
    context = [_turn(m) for m in [*earlier, *between]]
    turns = [_turn(m) for m in messages]
    judged: list[Verdict] = []
    fact_keys = _fact_keys(user, judged)
    verdicts: dict[int, Verdict] = {}
    history = sorted([*context, *turns], key=lambda t: t.id)
    for turn in turns:
        asked = question_before(turn, history)
        if asked is not None:
            turn.asker, turn.question = asked
        verdicts[turn.id] = judge_message(
            turn.text,
            seen_count=_seen_counter(user, turn.id),
            known_fact_keys=fact_keys,
            after_question=asked is not None,
            question=asked[1] if asked is not None else last_question(turn, history),
        )
        judged.append(verdicts[turn.id])
    model = llm or get_llm()
    if not model.offline:
        undecided = [(t.id, t.text) for t in turns if not verdicts[t.id].write and not verdicts[t.id].small_talk]
        threshold = llm_threshold()
        for message_id, score in llm_judge(model, undecided).items():
            if score >= threshold:
                text = next(t.text for t in turns if t.id == message_id)
                verdicts[message_id] = Verdict(
                    kind="disclosure",
                    score=max(score, KIND_SCORE["disclosure"]),
                    sentences=[SentenceVerdict(text, "disclosure", score)],
                )
    written = [t for t in turns if verdicts[t.id].write]
    totals["triggered"] += len(written)
    candidates = compress(turns, verdicts, context=context, llm=model) if written else []
    _as_written(candidates, turns)
    if rehearsal:
        return
    totals["candidates"] += len(candidates)
    if not candidates and not to_index:
        return
    embedder = get_embedder()
    # one embedding batch for the units (their summary alone: facts repeat its figures, and the
    # cost grows with length) and the messages of the conversation layer
    index_texts = conversation.index_texts(to_index)
    all_vectors = list(embedder.embed_passages([c.summary for c in candidates] + index_texts))
    vectors, message_vectors = all_vectors[: len(candidates)], all_vectors[len(candidates) :]
    totals["indexed"] += conversation.conversation_index(
        messages=to_index, texts=index_texts, vectors=message_vectors, model=embedder.name, dim=embedder.dim
    )
    if not candidates:
        return
    # (in the batch's transaction: no savepoint per entry, the version rows and the messages taken
    # out of the conversation layer written together at the end: ``write_batch``)
    with memory_writes_batched():
        outcome = jobs.reconcile(
            user=user,
            session=session,
            candidates=candidates,
            vectors=list(vectors),
            embedder_name=embedder.name,
            dim=embedder.dim,
        )
    totals.update(outcome.counts)
