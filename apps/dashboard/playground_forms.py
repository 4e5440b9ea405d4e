"""The playground's forms: the persona, one request's recall and prompt settings (A or B), the run."""

from __future__ import annotations

from typing import Any

from django import forms
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from apps.dashboard.forms import MessageField
from apps.dashboard.labels import TYPE_SINGULAR


class PersonaForm(forms.Form):
    name = forms.CharField(label=_("Persona name"), max_length=60)


HALF_LIFE_TYPES = (
    "fact",
    "preference",
    "prohibition",
    "decision",
    "milestone",
    "task",
    "pattern",
    "episode",
    "message",
)


class ParamsForm(forms.Form):
    """One request's recall and prompt settings (the playground's A or B)."""

    use_core = forms.BooleanField(label=_("Core profile"), required=False)
    use_semantic = forms.BooleanField(label=_("Relevant memory"), required=False)
    use_episodes = forms.BooleanField(label=_("Earlier sessions"), required=False)
    use_messages = forms.BooleanField(label=_("Earlier messages"), required=False)
    top_k = forms.IntegerField(label=_("Memories (top k)"), min_value=0, max_value=20)
    episode_top_k = forms.IntegerField(label=_("Episodes (top k)"), min_value=0, max_value=10)
    message_top_k = forms.IntegerField(label=_("Earlier messages (at most, of top k)"), min_value=0, max_value=20)
    floor = forms.FloatField(
        label=_("Relevance floor"), min_value=0.0, max_value=1.0, widget=forms.NumberInput(attrs={"step": "0.05"})
    )
    core_budget_tokens = forms.IntegerField(label=_("Core budget (tokens)"), min_value=0, max_value=5000)
    recall_budget_tokens = forms.IntegerField(label=_("Memory budget (tokens)"), min_value=0, max_value=5000)
    episode_budget_tokens = forms.IntegerField(label=_("Episode budget (tokens)"), min_value=0, max_value=5000)
    working_budget_tokens = forms.IntegerField(label=_("Recent-messages budget (tokens)"), min_value=0, max_value=20000)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name in HALF_LIFE_TYPES:
            self.fields[f"hl_{name}"] = forms.FloatField(
                label=str(TYPE_SINGULAR[name]),
                min_value=0.1,
                max_value=36500,
                widget=forms.NumberInput(attrs={"step": "any"}),
            )

    @staticmethod
    def defaults() -> dict[str, Any]:
        conf: dict[str, Any] = settings.MEMORY
        initial: dict[str, Any] = {
            "use_core": True,
            "use_semantic": True,
            "use_episodes": True,
            "use_messages": True,
            **{
                key: conf[key]
                for key in (
                    "top_k",
                    "episode_top_k",
                    "message_top_k",
                    "floor",
                    "core_budget_tokens",
                    "recall_budget_tokens",
                    "episode_budget_tokens",
                    "working_budget_tokens",
                )
            },
        }
        for name in HALF_LIFE_TYPES:
            initial[f"hl_{name}"] = conf["half_life_days"].get(name, 365.0)
        return initial

    @property
    def half_life_fields(self) -> list[forms.BoundField]:
        return [self[f"hl_{name}"] for name in HALF_LIFE_TYPES]

    def overrides(self) -> dict[str, Any]:
        data = self.cleaned_data
        return {
            "layers": {
                "core": data["use_core"],
                "semantic": data["use_semantic"],
                "episodes": data["use_episodes"],
                "messages": data["use_messages"],
            },
            "top_k": data["top_k"],
            "episode_top_k": data["episode_top_k"],
            "message_top_k": data["message_top_k"],
            "floor": data["floor"],
            "core_budget_tokens": data["core_budget_tokens"],
            "recall_budget_tokens": data["recall_budget_tokens"],
            "episode_budget_tokens": data["episode_budget_tokens"],
            "working_budget_tokens": data["working_budget_tokens"],
            "half_life_days": {name: data[f"hl_{name}"] for name in HALF_LIFE_TYPES},
        }


class PlaygroundRunForm(forms.Form):
    message = MessageField(label=_("Message"), widget=forms.Textarea(attrs={"rows": 3}))
    system = forms.CharField(
        label=_("System persona (optional)"),
        required=False,
        max_length=4000,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=_("Empty: the default persona."),
    )
    compare = forms.BooleanField(
        label=_("Compare settings A and B side by side (a dry run: nothing is stored)"), required=False
    )
    session = forms.IntegerField(required=False, widget=forms.HiddenInput)
