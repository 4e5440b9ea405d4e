"""Storing a turn: the message, the reply, the outbox job and the recall record in one transaction
(``_finish_turn``); what of a reply is stored, and the note naming what was not saved
(``redaction_note``)."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils import translation
from django.utils.translation import ngettext, pgettext

from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.services.context import ChatResult, Keyed, TurnContext
from apps.chat.services.keys import key_store
from apps.chat.services.sessions import _queue_after_commit
from apps.core.text import count_tokens
from apps.memory.contacts import mask_side_json
from apps.memory.guard import KIND_LABELS, GuardResult, scan
from apps.memory.llm import get_llm
from apps.memory.models import PipelineJob, RecallRecord


def _turn_store(*, session: ChatSession, message: Message, new_session: bool, mode: MemoryMode) -> None:
    """The session (when the turn opens it), the user's message and its outbox job; the task is
    queued once the turn commits. Must be called inside the transaction that stores the reply."""
    if new_session:
        session.save(force_insert=True)
    message.save(force_insert=True)
    if mode == MemoryMode.ON:
        PipelineJob.objects.create(
            user_id=message.user_id, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk]
        )
        _queue_after_commit(session.pk)


def _turn_keyed(keyed: Keyed | None, message: Message, reply: Message) -> None:
    """The turn's idempotency key with the ids of its message and reply (``services.keys``), in the
    transaction that stores them."""
    if keyed is not None:
        key_store(
            user=message.user_id, session=message.session, key=keyed.key, endpoint="chat", asked=keyed.asked,
            message_ids=[message.pk, reply.pk],
        )  # fmt: skip


def _reply_texts(reply_text: str, guard: GuardResult, language: str) -> tuple[str, GuardResult]:
    """What the person is shown and what is stored of a reply: a model may echo a secret back, which
    is never stored; the note naming what was not saved of the person's message closes both."""
    stored = scan(reply_text)
    note = redaction_note(guard.kinds, language)
    if note:
        # added after the scan: the note names kinds of secret, never a secret
        reply_text = f"{reply_text}\n\n{note}"
        stored.text = f"{stored.text}\n\n{note}"
    return reply_text, stored


def _reply_build(session: ChatSession, mode: MemoryMode, stored: GuardResult, *, degraded: bool) -> Message:
    return Message(
        session=session, user_id=session.user_id, role=Message.Role.ASSISTANT, content=stored.text,
        token_count=count_tokens(stored.text), redacted=stored.redacted, degraded=degraded,
        meta={"mode": mode, "provider": "offline" if degraded else get_llm().name},
    )  # fmt: skip


def redaction_note(kinds: Sequence[str], language: str) -> str:
    """One sentence, in the conversation's language ("zh…" → Chinese, anything else → English),
    naming the kinds of secret that were removed from the person's message before it was stored;
    "" when there were none.

    "a password" is named last: the guard reads the word right after "password" / "密码" as the
    password itself, and a punctuation mark is the one thing it never reads so."""
    if not kinds:
        return ""
    ordered = sorted(set(kinds), key=lambda kind: (kind == "password", kind))
    with translation.override("zh-hans" if language.startswith("zh") else "en"):
        labels = [str(KIND_LABELS.get(kind, kind)) for kind in ordered]
        listed = (
            labels[0]
            if len(labels) == 1
            else pgettext("a list of things", "%(items)s and %(last)s")
            % {
                "items": pgettext("between the items of a list", ", ").join(labels[:-1]),
                "last": labels[-1],
            }
        )
        return ngettext(
            "(Note: your message contained %(kinds)s; it was not saved.)",
            "(Note: your message contained %(kinds)s; they were not saved.)",
            len(labels),
        ) % {"kinds": listed}


def _finish_turn(ctx: TurnContext, reply_text: str, *, degraded: bool) -> ChatResult:
    """Store the turn and what was recalled for it in one transaction (for a memory command, stored
    with the command, the reply as it was finally worded); its extraction is queued on commit."""
    reply_text, stored = _reply_texts(reply_text, ctx.guard, ctx.language)
    with transaction.atomic():
        if ctx.reply is None:
            _turn_store(session=ctx.session, message=ctx.user_message, new_session=ctx.new_session, mode=ctx.mode)
            reply = _reply_build(ctx.session, ctx.mode, stored, degraded=degraded)
            reply.save(force_insert=True)
            _turn_keyed(ctx.keyed, ctx.user_message, reply)  # (a command's turn stored its key with the command)
        else:
            reply = ctx.reply
            if (reply.content, reply.degraded) != (stored.text, degraded):
                reply.content, reply.redacted, reply.degraded = stored.text, stored.redacted, degraded
                reply.token_count = count_tokens(stored.text)
                reply.meta = _reply_build(ctx.session, ctx.mode, stored, degraded=degraded).meta
                reply.save(update_fields=["content", "redacted", "degraded", "token_count", "meta"])
        ChatSession.objects.filter(pk=ctx.session.pk).update(last_activity_at=reply.created_at)
        record = None
        if ctx.recalled is not None:
            record = RecallRecord.objects.create(
                user_id=ctx.session.user_id,
                session=ctx.session,
                reply=reply,
                items=[
                    {"layer": i.layer, "id": i.id, "score": i.score, "factors": i.factors} for i in ctx.recalled.items
                ],
                layers=[{"name": layer.name, "tokens": layer.tokens} for layer in ctx.prompt.layers],
                params=mask_side_json(ctx.recalled.params.as_dict()),  # e.g. an entity filter
            )
        ctx.session.refresh_from_db()  # inside: a database lost after the commit must not turn a stored turn into an error
    return ChatResult(
        session=ctx.session,
        user_message=ctx.user_message,
        reply=reply,
        text=reply_text,
        mode=ctx.mode,
        degraded=degraded,
        redactions=ctx.guard.kinds,
        memories_used=ctx.recalled.items if ctx.recalled else [],
        layers=ctx.prompt.layers,
        recall_record=record,
        params=ctx.recalled.params.as_dict() if ctx.recalled else {},
        memory_command=ctx.command,
    )
