"""Parser cases written after blind round v30 (cases_v30_commands.py), in other words than its cases: a
consent to keep something taken back ("I revoke my permission for you to keep …"); a target named first,
then 别记了 and the deletion asked again; "you've mixed me up with somebody", "wrong only", "haven't worked
there since …" as no longer; Cantonese 唔係㗎 / 唔係喎 before what is right; what the assistant keeps named
before the verdict (你记录的资料不对); "是X，不是Y" and "it's X, not Y" as a value and the one it replaces. And
look-alikes that stay ordinary sentences (consent forms, a record kept by a clinic)."""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V30FIX: list[tuple[str, str]] = [
    ("I revoke my permission for you to keep my medication list", "my medication list"),
    ("我前同事的微信号，别记了，删了吧", "我前同事的微信号"),
]

NOT_COMMANDS_V30FIX: list[str] = [
    "I signed the consent form for my son's school trip today",
    "诊所说我的病历会保存十年",
]

CORRECTIONS_V30FIX: list[tuple[str, dict[str, Any]]] = [
    ("You've mixed me up with somebody else, it's Ipswich", {"new_value": "Ipswich"}),
    (
        "No, that is wrong only — my son is in 7th standard, not 6th",
        {"statement": "my son is in 7th standard", "old_value": "6th"},
    ),
    ("I haven't worked at Tesco since March", {"no_longer": True, "weak": True}),
    ("唔係㖞，我喺沙田住", {"statement": "我喺沙田住"}),
    ("你记录的资料不对，我现在住在青岛", {"statement": "我现在住在青岛"}),
    ("是周三，不是周二", {"new_value": "周三", "old_value": "周二"}),
]
