"""Reads of sessions and messages, always scoped to the requesting user."""

from __future__ import annotations

from django.db.models import QuerySet
from django.http import Http404

from apps.accounts.models import User
from apps.chat.models import ChatSession, Message


def sessions_for(user: User) -> QuerySet[ChatSession]:
    return ChatSession.objects.filter(user=user).order_by("-last_activity_at", "-id")


def session_get_for_user(user: User, session_id: int | str) -> ChatSession:
    """The session if it is ``user``'s; Http404 otherwise."""
    try:
        return ChatSession.objects.get(pk=int(session_id), user=user)
    except (ChatSession.DoesNotExist, ValueError, TypeError):
        raise Http404("No such session") from None


def session_messages(session: ChatSession) -> QuerySet[Message]:
    return Message.objects.filter(session=session).order_by("created_at", "id")


def messages_by_ids(user: User, ids: list[int]) -> QuerySet[Message]:
    return Message.objects.filter(user=user, pk__in=ids).order_by("created_at", "id")
