"""Reads. Every function takes the requesting user and never returns another user's rows."""

from __future__ import annotations

from django.db.models import QuerySet
from django.http import Http404

from apps.accounts.models import User
from apps.memory.models import Episode, MemoryEntry, MemoryStatus, MemoryVersion


def memories_for(user: User) -> QuerySet[MemoryEntry]:
    return MemoryEntry.objects.filter(user=user)


def usable_memories_for(user: User) -> QuerySet[MemoryEntry]:
    """What recall may use: active and switched on (never pending, superseded or archived)."""
    return MemoryEntry.objects.filter(user=user, status=MemoryStatus.ACTIVE, enabled=True)


def pending_memories_for(user: User) -> QuerySet[MemoryEntry]:
    return MemoryEntry.objects.filter(user=user, status=MemoryStatus.PENDING).select_related("conflicts_with")


def memory_get_for_user(user: User, memory_id: int | str) -> MemoryEntry:
    """The memory ``memory_id`` if it is ``user``'s; Http404 otherwise (never a 403)."""
    try:
        return MemoryEntry.objects.get(pk=int(memory_id), user=user)
    except (MemoryEntry.DoesNotExist, ValueError, TypeError):
        raise Http404("No such memory") from None


def memory_versions(memory: MemoryEntry) -> QuerySet[MemoryVersion]:
    return MemoryVersion.objects.filter(memory=memory).order_by("-version")


def episodes_for(user: User) -> QuerySet[Episode]:
    return Episode.objects.filter(user=user).select_related("session")


def episode_get_for_user(user: User, episode_id: int | str) -> Episode:
    try:
        return Episode.objects.select_related("session").get(pk=int(episode_id), user=user)
    except (Episode.DoesNotExist, ValueError, TypeError):
        raise Http404("No such episode") from None
