"""Chat: the conversation list (searched by words or meaning), a conversation with the memories
it produced, sending (a plain POST, or streamed as text/event-stream for the page's script), and
the "memory updated" notice it polls for."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from apps.audit.erasure import session_erase
from apps.audit.services import actor_for_user
from apps.chat.models import ChatSession, MemoryMode, Message
from apps.chat.selectors import session_get_for_user, session_messages
from apps.chat.services import ChatInputError, ChatResult, chat_turn, chat_turn_stream
from apps.core.sse import sse_event, sse_response
from apps.dashboard import selectors
from apps.dashboard.forms import ChatForm, SearchForm
from apps.dashboard.http import AuthedRequest, render_page, request_id
from apps.dashboard.labels import redactions_shown

NOTICE_POLLS = 8  # the write path is asynchronous: poll about once a second for a few seconds
SESSION_TEMPLATE = "dashboard/chat/session.html"


@login_required
@require_GET
def chat_list(request: AuthedRequest) -> HttpResponse:
    """The conversations, newest first; searched by words or by meaning (htmx: the results only)."""
    form = SearchForm(request.GET or None)
    q, mode = form.query() if request.GET else ("", "keyword")
    context = {"form": form, "q": q, "mode": mode, "listing": selectors.sessions_listing(request.user, q, mode)}
    return render_page(request, "dashboard/chat/list.html", context, partial="results")


def _session_context(request: AuthedRequest, session: ChatSession | None, form: ChatForm) -> dict[str, Any]:
    transcript = list(session_messages(session)) if session else []
    user_ids = [m.pk for m in transcript if m.role == Message.Role.USER]
    last_user = next((m for m in reversed(transcript) if m.role == Message.Role.USER), None)
    changes = selectors.changes_from_messages(request.user, user_ids)
    produced = selectors.memories_from_messages(request.user, [m.pk for m in transcript])
    poll_id = None
    if (
        last_user
        and last_user.pk not in changes
        and selectors.recent_enough_to_poll(last_user)
        and not session.temporary  # type: ignore[union-attr]
    ):
        poll_id = last_user.pk
    return {
        "session": session,
        "transcript": transcript,
        "used": selectors.what_was_used(request.user, transcript),
        "changes": changes,
        "poll_id": poll_id,
        "form": form,
        "produced": produced,
    }


def _turn_kwargs(request: AuthedRequest, form: ChatForm, session: ChatSession | None) -> dict[str, Any]:
    return {
        "user": request.user,
        "text": form.cleaned_data["message"],
        "session": session,
        "temporary": bool(form.cleaned_data.get("temporary")) and session is None,
    }


@login_required
@require_http_methods(["GET", "POST"])
def chat_new(request: AuthedRequest) -> HttpResponse:
    """A new conversation: GET shows an empty one; POST (without JavaScript) sends the first message."""
    if request.method == "POST":
        form = ChatForm(request.POST)
        if form.is_valid():
            try:
                result = chat_turn(**_turn_kwargs(request, form, None))
            except ChatInputError as exc:
                form.add_error("message", exc.message)
            else:
                return redirect(_reply_url(result))
        return render_page(request, SESSION_TEMPLATE, _session_context(request, None, form), status=400)
    form = ChatForm(initial={"temporary": request.GET.get("temporary") == "1"})
    return render_page(request, SESSION_TEMPLATE, _session_context(request, None, form))


@login_required
@require_GET
def chat_session(request: AuthedRequest, pk: int) -> HttpResponse:
    session = session_get_for_user(request.user, pk)
    return render_page(request, SESSION_TEMPLATE, _session_context(request, session, ChatForm()))


@login_required
@require_http_methods(["GET", "POST"])
def chat_delete(request: AuthedRequest, pk: int) -> HttpResponse:
    """Confirm, then delete the conversation and what only it gave rise to (``session_erase``)."""
    session = session_get_for_user(request.user, pk)
    if request.method == "POST":
        counts = session_erase(session=session, actor=actor_for_user(request.user), request_id=request_id(request))
        memories = counts.get("memory_entries", 0)
        messages.success(
            request,
            ngettext(
                "Conversation deleted, with %(messages)d messages and %(memories)d memory that only it gave rise to.",
                "Conversation deleted, with %(messages)d messages and %(memories)d memories that only it gave rise to.",
                memories,
            )
            % {"messages": counts.get("messages", 0), "memories": memories},
        )
        return redirect("dashboard:chat")
    return render_page(request, "dashboard/chat/delete.html", {"session": session})


@login_required
@require_POST
def chat_send(request: AuthedRequest, pk: int) -> HttpResponse:
    """Send a message and show the reply (the form without JavaScript)."""
    session = session_get_for_user(request.user, pk)
    form = ChatForm(request.POST)
    if form.is_valid():
        try:
            result = chat_turn(**_turn_kwargs(request, form, session))
        except ChatInputError as exc:
            form.add_error("message", exc.message)
        else:
            return redirect(_reply_url(result))
    return render_page(request, SESSION_TEMPLATE, _session_context(request, session, form), status=400)


def _reply_url(result: ChatResult) -> str:
    return reverse("dashboard:chat-session", args=[result.session.pk]) + f"#m-{result.reply.pk}"


@login_required
@require_POST
def chat_stream(request: AuthedRequest) -> HttpResponse | StreamingHttpResponse:
    """The same turn, streamed: ``start`` (the session), ``delta`` chunks, then ``done`` with the
    server-rendered turn (both messages, the "what was used" panel and the notice poll)."""
    session = session_get_for_user(request.user, request.POST["session"]) if request.POST.get("session") else None
    form = ChatForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"error": " ".join(str(e) for errors in form.errors.values() for e in errors)}, status=400)
    try:
        ctx, events = chat_turn_stream(**_turn_kwargs(request, form, session))
    except ChatInputError as exc:
        return JsonResponse(
            {"error": _("The message could not be sent: %(reason)s") % {"reason": exc.message}}, status=400
        )

    def stream() -> Iterator[bytes]:
        yield sse_event(
            "start",
            {
                "session": ctx.session.pk,
                "url": reverse("dashboard:chat-session", args=[ctx.session.pk]),
                "send_url": reverse("dashboard:chat-send", args=[ctx.session.pk]),
                "title": redactions_shown(ctx.session.title) or _("Conversation"),
            },
        )
        for kind, value in events:
            if kind == "delta":
                yield sse_event("delta", {"text": value})
            elif kind == "done":
                yield sse_event("done", {"reply": value.reply.pk, "html": _render_turn(request, value)})

    return sse_response(stream())


def _render_turn(request: AuthedRequest, result: ChatResult) -> str:
    pair = [result.user_message, result.reply]
    context = {
        "session": result.session,
        "transcript": pair,
        "used": selectors.what_was_used(request.user, [result.reply]),
        "changes": {},
        "poll_id": result.user_message.pk if result.mode == MemoryMode.ON else None,
    }
    return render_to_string(f"{SESSION_TEMPLATE}#turn", context, request=request)


@login_required
@require_GET
def chat_notice(request: AuthedRequest, pk: int, message_id: int) -> HttpResponse:
    """The "memory updated" notice for one message, or (while the pipeline may still be working)
    the element that asks again in a second."""
    session = session_get_for_user(request.user, pk)
    message = selectors.user_message_get(request.user, session, message_id)
    changes = selectors.changes_from_messages(request.user, [message.pk]).get(message.pk, [])
    try:
        attempt = max(0, min(NOTICE_POLLS, int(request.GET.get("n", "0"))))
    except ValueError:
        attempt = NOTICE_POLLS
    context = {
        "session": session,
        "m": message,
        "found": changes,
        "next_attempt": attempt + 1,
        "poll": not changes and attempt < NOTICE_POLLS,
    }
    # A fragment endpoint (what the poll swaps in), never a page of its own.
    return render(request, f"{SESSION_TEMPLATE}#notice", context)
