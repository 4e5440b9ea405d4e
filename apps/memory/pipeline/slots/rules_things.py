"""The rule table's rows for the things one has and replaces (a phone), read first among ``rules_life``'s."""

from __future__ import annotations

from apps.memory.pipeline.slots.patterns import _r, _Rule

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
