"""Episodes: one summary per session (goal, decisions, open todos, key figures), each line citing
the messages it restates."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from django.http import HttpRequest
from ninja import Field, Path, Query, Router, Schema

from apps.api.access import UserId, acting_for
from apps.api.auth import READ, need
from apps.api.errors import responses
from apps.api.pagination import PageParams, fingerprint, paginate
from apps.memory.models import Episode
from apps.memory.selectors import episode_get_for_user, episodes_for

router = Router(tags=["episodes"])

EpisodeId = Annotated[int, Path(ge=1, le=9_223_372_036_854_775_807)]


class EpisodeLineOut(Schema):
    text: str
    message_ids: list[int] = Field(default_factory=list)


class EpisodeOut(Schema):
    id: int
    session_id: int
    summary: str
    lines: list[EpisodeLineOut]
    first_message_id: int | None
    last_message_id: int | None
    message_count: int
    started_at: datetime
    ended_at: datetime
    updated_at: datetime
    consolidated: bool

    model_config = {
        "json_schema_extra": {
            "examples": [
                {"id": 3, "session_id": 7, "summary": "Chose pgvector for the quant project.",
                 "lines": [{"text": "Decided: pgvector over Milvus", "message_ids": [101, 104]}],
                 "first_message_id": 100, "last_message_id": 112, "message_count": 12,
                 "started_at": "2026-03-01T09:00:00Z", "ended_at": "2026-03-01T09:40:00Z",
                 "updated_at": "2026-03-01T09:41:00Z", "consolidated": False}
            ]
        }
    }  # fmt: skip


class EpisodePage(Schema):
    items: list[EpisodeOut]
    next_cursor: str | None

    model_config = {"json_schema_extra": {"examples": [{"items": [], "next_cursor": None}]}}  # fmt: skip


def episode_out(episode: Episode) -> dict[str, Any]:
    lines = [
        {
            "text": str(line.get("text", "")),
            "message_ids": [int(i) for i in line.get("message_ids", []) if isinstance(i, int)],
        }
        for line in episode.lines
        if isinstance(line, dict)
    ]
    return {
        "id": episode.pk,
        "session_id": episode.session_id,
        "summary": episode.summary,
        "lines": lines,
        "first_message_id": episode.first_message_id,
        "last_message_id": episode.last_message_id,
        "message_count": episode.message_count,
        "started_at": episode.started_at,
        "ended_at": episode.ended_at,
        "updated_at": episode.updated_at,
        "consolidated": episode.consolidated,
    }


@router.get(
    "/users/{user_id}/episodes", response=responses({200: EpisodePage}, 400), auth=need(READ), summary="List episodes"
)
def episodes_list(request: HttpRequest, user_id: UserId, page: Query[PageParams]) -> dict[str, Any]:
    """Session summaries, most recently ended first."""
    _, user = acting_for(request, user_id)
    queryset = episodes_for(user).select_related(None).defer("embedding", "search_vector")
    marker = fingerprint("episodes", user.pk, {})
    items, next_cursor = paginate(queryset, order=["-ended_at", "-id"], page=page, list_fingerprint=marker)
    return {"items": [episode_out(e) for e in items], "next_cursor": next_cursor}


@router.get(
    "/users/{user_id}/episodes/{episode_id}",
    response=responses({200: EpisodeOut}),
    auth=need(READ),
    summary="Get an episode",
)
def episodes_get(request: HttpRequest, user_id: UserId, episode_id: EpisodeId) -> dict[str, Any]:
    _, user = acting_for(request, user_id)
    return episode_out(episode_get_for_user(user, episode_id))
