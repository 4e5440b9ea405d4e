"""The things one has: the rule table's rows for the one that is replaced (a phone, read first among ``rules_life``'s),
and what a thing of one's own measures or holds (``MEASURE_OF_THING_EN``, read by ``by_rules.detect`` as the ``measure``
attribute, keyed by the thing and the kind of measure: "measure:pool:volume")."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.patterns import _r, _Rule

# what a thing of one's own measures or holds ("our pool holds about 52,000 litres", "the pool's actually
# 38,000 litres", "my tank takes 45 litres", "our flat is 68 square metres")
MEASURE_OF_THING_EN = re.compile(
    r"\b(?:my|our|the)\s+((?:[a-z]+\s+){0,2}?[a-z]+)(?:'s|\s+(?:is|holds|weighs|measures|takes|seats|sleeps|fits|covers))"
    r"\s+(?:(?:about|around|roughly|approximately|nearly|almost|over|under|just|actually|only|really|like)\s+)*(\d[\d,.]*\s?"
    r"(?:litres?|liters?|gallons?|tonnes?|tons?|metres?|meters?|m2|m²|sqm|square (?:feet|foot|metres|meters)|sq ?ft"
    r"|acres?|hectares?|kwh|kw|hp|cc|mpg|seats|bedrooms))\b(?!\s+(?:from|away|ahead|down|up|off|of)\b)",
    re.I,
)
MEASURE_KIND = (
    ("area", re.compile(r"square|sq|m2|m²|sqm|acre|hectare", re.I)),
    ("volume", re.compile(r"litre|liter|gallon", re.I)),
    ("length", re.compile(r"metre|meter", re.I)),
    ("count", re.compile(r"seats|bedrooms", re.I)),
)

# the phone one has, by its maker or line ("三星 S21", "Galaxy S24 Ultra", "iPhone 15 Pro", "Pixel 8")
_MODEL = r"(?:[A-Za-z]{0,3}\d[\dA-Za-z+]*|Pro|Max|Ultra|Plus|mini|Lite|Edge|Fold|Flip|Note|Mate|FE|Galaxy|Pixel)"
PHONE = (
    r"((?:(?:三星|Samsung|Galaxy|iPhone|华为|Huawei|Xiaomi|Redmi|红米|荣耀|Honor|OPPO|Oppo|vivo|Vivo|一加|OnePlus"
    r"|Pixel|Google Pixel|魅族|realme|Realme|Nothing Phone|索尼|Xperia|Moto|Motorola|Nokia|诺基亚)(?:\s?"
    + _MODEL
    + r"(?:\s"
    + _MODEL
    + r"){0,3})?"
    # (苹果 and 小米 are a fruit and millet too: a phone only with its model)
    r"|(?:苹果|小米)\s?" + _MODEL + r"(?:\s" + _MODEL + r"){0,3}))"
)

RULES_THINGS: list[_Rule] = [
    # a phone said by its make alone, put right ("actually it's a Pixel 8, I got mixed up")
    _r("phone", r"\b(?:it's|it is|its)(?: actually| really)? an? " + PHONE + r"(?=\s*(?:[,.;!?]|$))", "phone"),
    # "我部手机是三星 S21", "my phone's a Pixel 7"; a new one: "换了部 Galaxy S24 Ultra", "upgraded to an iPhone 16"
    _r(
        "phone",
        r"手机(?:现在)?(?:是|用的是|用)(?:一部|一台|部|台)?\s?" + PHONE + r"(?=\s*(?:[，。,.！!；~]|$|的|了))",
        "phone",
    ),
    _r(
        "phone",
        r"(?:换|换了|买了|入了|入手了?)(?:一?部|一?台|个)?(?:新)?(?:的)?(?:手机)?[，,]?\s?"
        + PHONE
        + r"(?=\s*(?:[，。,.！!；~]|$|了|啦))",
        "phone",
        change=True,
    ),
    _r("phone", r"\b[Mm]y phone(?:'s| is)(?: an?| the)? " + PHONE + r"(?=\s*(?:[,.;!?]|$))", "phone"),
    _r(
        "phone",
        r"\b(?:got|bought|switched to|upgraded to|changed to|moved to)(?: myself)?(?: an?| the| my)?(?: new)? "
        + PHONE
        + r"(?=\s*(?:[,.;!?]|$| today| yesterday| last| this))",
        "phone",
        change=True,
    ),
]
