"""Template helpers: translated labels, the token chart (bars as server-rendered SVG, so the CSP
needs no inline style) and the word diff of two answers."""

from __future__ import annotations

import difflib
import re
from typing import Any

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from apps.dashboard import labels

register = template.Library()


@register.filter
def masked(text: object) -> str:
    """Phone numbers and e-mail addresses masked ("138••••5678"): how a sensitive memory shows in lists."""
    from apps.memory.contacts import mask

    return mask(str(text))


@register.filter
def type_label(code: str) -> str:
    return labels.label(labels.TYPE_SINGULAR, code)


@register.filter
def type_group_label(code: str) -> str:
    return labels.label(labels.TYPE_LABELS, code)


@register.filter
def status_label(code: str) -> str:
    return labels.label(labels.STATUS_LABELS, code)


@register.filter
def confidence_label(code: str) -> str:
    return labels.label(labels.CONFIDENCE_LABELS, code)


@register.filter
def change_label(code: str) -> str:
    return labels.label(labels.CHANGE_LABELS, code)


@register.filter
def actor_label(code: str) -> str:
    return labels.label(labels.ACTOR_LABELS, code)


@register.filter
def layer_label(code: str) -> str:
    return labels.label(labels.LAYER_LABELS, code)


@register.filter
def factor_label(code: str) -> str:
    return labels.label(labels.FACTOR_LABELS, code)


@register.filter
def store_label(code: str) -> str:
    return labels.label(labels.STORE_LABELS, code)


@register.filter
def skip_reason_label(code: str) -> str:
    return labels.label(labels.SKIP_REASONS, code)


@register.filter
def fact_label(key: str) -> str:
    return labels.fact_label(key)


@register.filter
def redactions(text: object) -> str:
    """Stored text with what the guard removed named in the reader's language (escaped as usual)."""
    return labels.redactions_shown(text)


@register.filter
def slot_label(key: str) -> str:
    return labels.slot_label(key)


@register.filter
def fact_rows(facts: dict[str, Any] | None) -> list[tuple[str, list[str]]]:
    """``{% for label, values in memory.facts|fact_rows %}``: readable labels, duplicates grouped."""
    return labels.fact_rows(facts)


@register.filter
def score(value: Any) -> str:
    try:
        return f"{float(value):.2f}"
    except (TypeError, ValueError):
        return "–"


@register.filter
def get_item(mapping: dict[Any, Any] | None, key: Any) -> Any:
    return (mapping or {}).get(key)


@register.filter
def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


@register.simple_tag
def token_chart(layers: list[Any], title: str = "", scale_to: int = 0) -> SafeString:
    """A horizontal bar per prompt layer, its length proportional to its tokens; ``scale_to`` lets
    two charts (A and B) share one scale. The names and figures are HTML text, so they keep the
    page's size however narrow the chart; each bar is an SVG rect sized by an attribute, which the
    CSP allows (an inline width style it would not)."""
    rows = [(labels.label(labels.LAYER_LABELS, layer.name), int(layer.tokens), layer.name) for layer in layers]
    largest = max([scale_to, *[tokens for _, tokens, _ in rows], 1])
    bars = format_html_join(
        "",
        '<div class="bar bar-{}"><dt>{}</dt><dd><svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">'
        '<rect width="{}" height="10"></rect></svg><span class="bar-value">{}</span></dd></div>',
        (
            (code, name, f"{max(0.5, 100 * tokens / largest):.1f}" if tokens else "0", tokens)
            for name, tokens, code in rows
        ),
    )
    return format_html(
        '<figure class="token-chart"><figcaption class="visually-hidden">{}</figcaption><dl>{}</dl></figure>',
        title,
        bars,
    )


_WORDS = re.compile(r"[\u3400-\u9fff]|\s+|[^\s\u3400-\u9fff]+")


@register.simple_tag
def word_diff(a: str, b: str) -> SafeString:
    """B against A, word by word (character by character for Chinese): <del> and <ins>."""
    left, right = _WORDS.findall(a or ""), _WORDS.findall(b or "")
    parts: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=left, b=right, autojunk=False).get_opcodes():
        if op == "equal":
            parts.append(("span", "".join(left[i1:i2])))
        if op in ("delete", "replace"):
            parts.append(("del", "".join(left[i1:i2])))
        if op in ("insert", "replace"):
            parts.append(("ins", "".join(right[j1:j2])))
    return format_html_join("", "<{0}>{1}</{0}>", parts)


SECTIONS = {
    "home": ("home",),
    "memory": (
        "memory",
        "pending",
        "changelog",
        "receipt",
        "receipts",
        "clear-all",
        "export",
        "import",
        "episode-detail",
    ),
    "chat": ("chat",),
    "playground": ("playground", "persona-new"),
    "keys": ("api-keys", "api-key"),
}


@register.simple_tag(takes_context=True)
def nav_current(context: template.Context, section: str) -> str:
    """``aria-current="page"`` for the navigation link of the section the page belongs to."""
    request = context.get("request")
    match = getattr(request, "resolver_match", None)
    name = getattr(match, "url_name", "") or ""
    prefixes = SECTIONS.get(section, ())
    hit = name in prefixes or any(name.startswith(p + "-") for p in prefixes if p != "home")
    return SafeString('aria-current="page"') if hit else SafeString("")


def _roles(context: template.Context) -> frozenset[str]:
    """The signed-in person's workspace roles (owner / member); one query, cached on the request."""
    request = context.get("request")
    user = getattr(request, "user", None)
    if request is None or user is None or not user.is_authenticated:
        return frozenset()
    cached = getattr(request, "_dashboard_roles", None)
    if cached is None:
        from apps.accounts.models import Membership

        cached = frozenset(Membership.objects.filter(user=user).values_list("role", flat=True))
        request._dashboard_roles = cached
    return frozenset(cached)


@register.simple_tag(takes_context=True)
def is_member(context: template.Context) -> bool:
    """Whether the signed-in person belongs to a workspace team (the playground link)."""
    return bool(_roles(context))


@register.simple_tag(takes_context=True)
def is_owner(context: template.Context) -> bool:
    """Whether the signed-in person owns a workspace (the API keys link)."""
    from apps.accounts.models import Membership

    return Membership.Role.OWNER in _roles(context)
