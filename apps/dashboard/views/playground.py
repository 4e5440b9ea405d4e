"""The team playground: chat as a test persona and see exactly what the model was given — each
prompt layer with its tokens, the recalled items with their scores per factor — with per-request
settings, alone or as an A/B comparison. The workspace's end users created through the API can be
opened too, to inspect their recall: for them every run is a dry run (nothing is stored)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from apps.accounts.models import User, Workspace
from apps.chat.models import ChatSession
from apps.chat.selectors import session_get_for_user, session_messages
from apps.chat.services import ChatInputError, chat_turn
from apps.dashboard import selectors
from apps.dashboard.http import AuthedRequest, render_page
from apps.dashboard.playground_forms import ParamsForm, PersonaForm, PlaygroundRunForm
from apps.dashboard.services import persona_create, playground_preview
from apps.dashboard.views.common import workspace_chosen

TEMPLATE = "dashboard/playground/index.html"


def _context(
    request: AuthedRequest,
    *,
    persona: User | None,
    session: ChatSession | None,
    workspaces: list[Workspace] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    workspaces = workspaces if workspaces is not None else selectors.member_workspaces(request.user)
    workspace = persona.workspace if persona else workspace_chosen(request, workspaces)
    who = request.GET.get("who", "").strip()[:200]
    context: dict[str, Any] = {
        "workspaces": workspaces,
        "workspace": workspace,
        "personas": selectors.personas_for(request.user, workspace) if workspace else [],
        "end_users": selectors.playground_end_users(request.user, workspace, who) if workspace else None,
        "who": who,
        "persona": persona,
        "runs_stored": persona is not None and selectors.playground_runs_are_stored(request.user, persona),
        "session": session,
        "sessions": list(ChatSession.objects.filter(user=persona).order_by("-last_activity_at", "-id")[:20])
        if persona
        else [],
        "transcript": list(session_messages(session)) if session else [],
        "persona_form": PersonaForm(),
        "run_form": PlaygroundRunForm(initial={"session": session.pk if session else None}),
        "form_a": ParamsForm(prefix="a", initial=ParamsForm.defaults()),
        "form_b": ParamsForm(prefix="b", initial=ParamsForm.defaults()),
    }
    context.update(extra)
    return context


def _persona_and_session(request: AuthedRequest, source: Any) -> tuple[User | None, ChatSession | None]:
    persona = selectors.persona_get_for_member(request.user, source["persona"]) if source.get("persona") else None
    session = session_get_for_user(persona, source["session"]) if persona and source.get("session") else None
    return persona, session


@login_required
@require_GET
def playground(request: AuthedRequest) -> HttpResponse:
    workspaces = selectors.member_workspaces(request.user)
    if not workspaces:
        return render_page(request, "dashboard/playground/members_only.html", {}, status=403)
    persona, session = _persona_and_session(request, request.GET)
    return render_page(request, TEMPLATE, _context(request, persona=persona, session=session, workspaces=workspaces))


@login_required
@require_POST
def persona_new(request: AuthedRequest) -> HttpResponse:
    workspaces = selectors.member_workspaces(request.user)
    workspace = workspace_chosen(request, workspaces)
    if workspace is None:
        raise Http404("Not a member of any workspace")
    form = PersonaForm(request.POST)
    if not form.is_valid():
        context = _context(request, persona=None, session=None, workspaces=workspaces, persona_form=form)
        return render_page(request, TEMPLATE, context, status=422)
    persona = persona_create(workspace=workspace, name=form.cleaned_data["name"])
    return redirect(reverse("dashboard:playground") + f"?persona={persona.pk}")


@login_required
@require_POST
def playground_run(request: AuthedRequest) -> HttpResponse:
    """One message as the persona. Alone: a real turn (stored, so the persona builds a memory),
    shown layer by layer. Compared: settings A and B as dry runs on the same stored state."""
    persona, session = _persona_and_session(request, request.POST)
    if persona is None:
        raise Http404("Pick a persona first")
    run_form = PlaygroundRunForm(request.POST)
    form_a = ParamsForm(request.POST, prefix="a")
    form_b = ParamsForm(request.POST, prefix="b")
    compare = request.POST.get("compare") == "on"
    valid = run_form.is_valid() and form_a.is_valid() and (form_b.is_valid() or not compare)
    extra: dict[str, Any] = {"run_form": run_form, "form_a": form_a, "form_b": form_b, "compare": compare}
    if valid:
        text = run_form.cleaned_data["message"]
        system = run_form.cleaned_data["system"] or None
        try:
            if compare:
                result_a = playground_preview(
                    persona=persona, text=text, session=session, overrides=form_a.overrides(), system=system
                )
                result_b = playground_preview(
                    persona=persona, text=text, session=session, overrides=form_b.overrides(), system=system
                )
                extra.update(result_a=result_a, result_b=result_b, comparison=_compare(result_a, result_b))
            elif not selectors.playground_runs_are_stored(request.user, persona):
                # a real end user: their recall is inspected, their memory and conversations untouched
                extra.update(
                    preview=playground_preview(
                        persona=persona, text=text, session=session, overrides=form_a.overrides(), system=system
                    )
                )
            else:
                result = chat_turn(user=persona, text=text, session=session, params=form_a.overrides(), persona=system)
                session = result.session
                extra.update(
                    result=result,
                    result_total=sum(layer.tokens for layer in result.layers),
                    run_form=PlaygroundRunForm(initial={"session": session.pk, "system": system or ""}),
                )
        except ChatInputError as exc:
            run_form.add_error("message", exc.message)
            valid = False
    context = _context(request, persona=persona, session=session, **extra)
    return render_page(request, TEMPLATE, context, partial="workbench", status=200 if valid else 422)


def _compare(a: Any, b: Any) -> dict[str, Any]:
    tokens_a = {layer.name: layer.tokens for layer in a.layers}
    rows = [
        {
            "name": layer.name,
            "a": tokens_a.get(layer.name, 0),
            "b": layer.tokens,
            "delta": layer.tokens - tokens_a.get(layer.name, 0),
        }
        for layer in b.layers
    ]
    return {
        "rows": rows,
        "total_a": a.total_tokens,
        "total_b": b.total_tokens,
        "total_delta": b.total_tokens - a.total_tokens,
        "scale": max([*tokens_a.values(), *(layer.tokens for layer in b.layers), 1]),
        "same_answer": a.text == b.text,
    }
