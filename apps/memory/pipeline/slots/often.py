"""How often one activity is done, in the statement's language ("3 times a week", "每周3次"): the value of
its ``frequency:<activity>`` attribute, one per activity (a newer count renews it)."""

from __future__ import annotations

from apps.core.text import has_cjk
from apps.memory.pipeline.slots.gazetteer import gazetteer_terms
from apps.memory.pipeline.slots.measures import how_often

# the things one does (sports, exercise, music, crafts; the gazetteer's names) whose how-often is one
# attribute each
ACTIVITIES = frozenset(
    (
        "gym", "hiking", "badminton", "basketball", "football", "tennis", "table tennis", "swimming", "running",
        "yoga", "cycling", "skiing", "reading", "photography", "cooking", "piano", "guitar", "violin", "cello",
        "drums", "flute", "saxophone", "ukulele", "erhu", "calligraphy", "knitting", "gardening", "board games",
        "video games", "dancing", "singing", "climbing", "surfing", "diving", "boxing", "golf", "baking", "chess",
        "painting", "fishing", "camping", "movies",
    )
)  # fmt: skip
_PERIOD_WORDS = {
    "day": ("a day", "每天"),
    "week": ("a week", "每周"),
    "month": ("a month", "每月"),
    "year": ("a year", "每年"),
}


def activity_how_often(text: str) -> tuple[str, str] | None:
    """The one activity ``text`` says how often it is done, and how often in the statement's language
    ("3 times a week", "每周3次"); None when it names no activity the gazetteer knows, or several."""
    often = how_often(text)
    things = {term for term in gazetteer_terms(text) if term in ACTIVITIES}
    if often is None or len(things) != 1:
        return None
    count, period = often
    english, chinese = _PERIOD_WORDS[period]
    times = f"{count} time" + ("s" if count > 1 else "")
    value = f"{chinese}{count}次" if has_cjk(text) else f"{times} {english}"
    return things.pop(), value
