"""The playground: a member's workspaces, their personas and end users, and whether a run is stored."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Q
from django.http import Http404

from apps.accounts.models import Membership, User, Workspace

PERSONA_PREFIX = "persona:"


END_USERS_SHOWN = 20


def member_workspaces(user: User) -> list[Workspace]:
    return [
        m.workspace
        for m in Membership.objects.filter(user=user).select_related("workspace").order_by("workspace__name")
    ]


def personas_for(member: User, workspace: Workspace) -> list[User]:
    """The workspace's test personas, and the member themself when they are also an end user of
    it: whom a member chats as in the playground (their runs are real turns)."""
    return list(
        User.objects.filter(workspace=workspace)
        .filter(Q(external_id__startswith=PERSONA_PREFIX) | Q(pk=member.pk))
        .order_by("first_name", "username")
    )


@dataclass
class EndUserListing:
    users: list[User]
    more: bool  # more match than are shown: search by id to find the others


def playground_end_users(member: User, workspace: Workspace, q: str = "") -> EndUserListing:
    """The workspace's end users created through the API (those with an external id, test personas
    and the member aside), newest first, or those whose id contains ``q``; at most
    END_USERS_SHOWN. Their recall is inspected in the playground with dry runs only."""
    queryset = (
        User.objects.filter(workspace=workspace)
        .exclude(external_id="")
        .exclude(external_id__startswith=PERSONA_PREFIX)
        .exclude(pk=member.pk)
    )
    if q:
        queryset = queryset.filter(external_id__icontains=q)
    rows = list(queryset.order_by("-date_joined", "-id")[: END_USERS_SHOWN + 1])
    return EndUserListing(rows[:END_USERS_SHOWN], len(rows) > END_USERS_SHOWN)


def persona_get_for_member(member: User, persona_id: int | str) -> User:
    """Someone a member may open in the playground — a test persona, themself, or an end user with
    an external id — of a workspace they belong to; Http404 for anyone else."""
    try:
        persona = User.objects.select_related("workspace").get(pk=int(persona_id))
    except (User.DoesNotExist, ValueError, TypeError):
        raise Http404("No such persona") from None
    if persona.workspace_id is None:
        raise Http404("No such persona")
    is_member = Membership.objects.filter(user=member, workspace_id=persona.workspace_id).exists()
    if not is_member or not (persona.pk == member.pk or persona.external_id):
        raise Http404("No such persona")
    return persona


def playground_runs_are_stored(member: User, persona: User) -> bool:
    """A run is a real, stored turn only for a test persona or the member themself; for a real end
    user it is a dry run, so that inspecting their recall never writes to their memory."""
    return persona.pk == member.pk or persona.external_id.startswith(PERSONA_PREFIX)
