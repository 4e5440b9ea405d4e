"""Medicines and the dose one takes of them. A standing dose ("I'm on sertraline, 50mg once a day",
"我每天早上空腹吃优甲乐，一次50微克") is a single-valued attribute keyed by the medicine
(``dose:sertraline``), which a later dose renews, with the medicine named again or not
(reconcile/renewals.py); a pill taken once ("I took 2 ibuprofen, 400mg") is no standing dose.
(No import of the gazetteer here: it reads ``MEDICINE_ROWS`` from this module.)"""

from __future__ import annotations

import re

from apps.core.text import has_cjk

# medicines by their names in either language (the first is the canonical one; ibuprofen and aspirin
# are the gazetteer's, as allergies)
MEDICINE_ROWS = """
levothyroxine|优甲乐|左甲状腺素|左甲状腺素钠|euthyrox|synthroid|雷替斯
sertraline|舍曲林|左洛复|zoloft
metformin|二甲双胍|格华止
atorvastatin|阿托伐他汀|立普妥|lipitor
amlodipine|氨氯地平|络活喜|norvasc
lisinopril|赖诺普利
losartan|氯沙坦
fluoxetine|氟西汀|百忧解|prozac
escitalopram|艾司西酞普兰|来士普|lexapro
paroxetine|帕罗西汀|赛乐特|paxil
insulin|胰岛素
warfarin|华法林
omeprazole|奥美拉唑
metoprolol|美托洛尔|倍他乐克
paracetamol|对乙酰氨基酚|扑热息痛|acetaminophen|tylenol
vitamin d|维生素d|维d|维生素d3|vitamin d3
irbesartan|厄贝沙坦|安博维|aprovel
nifedipine|硝苯地平|拜新同|adalat
valsartan|缬沙坦|代文|diovan
rosuvastatin|瑞舒伐他汀|可定|crestor
clopidogrel|氯吡格雷|波立维|plavix
"""
_NAMES = sorted(
    {name.strip().lower() for row in MEDICINE_ROWS.strip().splitlines() for name in row.split("|")}
    | {"ibuprofen", "布洛芬", "advil", "aspirin", "阿司匹林"},
    key=len,
    reverse=True,
)
_KNOWN = re.compile("|".join(re.escape(name) for name in _NAMES), re.I)
# a medicine by the shape of its name ("I'm on warfarin": also the health rule's, rules_life)
MEDICINE_SHAPE_EN = r"[a-z]+(?:arin|in|ol|ide|ine|pril|sartan|statin|mab|zole|formin|pam|lam|xetine|done|pine|mide|cycline|pram|oxine|afil)"
_SHAPED_EN = re.compile(rf"\b({MEDICINE_SHAPE_EN})\b", re.I)
# a dose set anew ("医生把安博维调成300毫克", "加到160mg"): the verbs before its figure
_SET_TO_ZH = r"(?:调成|调到|加到|减到|改成|增加到|降到)(?=\d)"
_TAKEN_ZH = re.compile(
    r"(?:吃|服用|服|在吃|在服|打|注射)(?:的是)?(?:(?:一|两|二|三)次)?(?:[一两二三半\d][片粒颗])?([\u4e00-\u9fff]{2,6}?)"
    # (the form it comes in is no part of its name: 硝苯地平控释片, 二甲双胍缓释片, 奥美拉唑肠溶胶囊)
    r"(?:控释片|缓释片|肠溶片|肠溶胶囊|缓释胶囊|胶囊|片剂)?(?=[，,。\s]|一次|每次|每天|一天|早|晚|\d|$)"
    # (and a dose changed: "医生把安博维调成300毫克了")
    r"|(?:把|将)([\u4e00-\u9fff]{2,6}?)(?:的剂量|的量)?" + _SET_TO_ZH
)
_NOT_MEDICINE_ZH = re.compile(
    r"^(?:药|饭|东西|早饭|午饭|晚饭|零食|点|的|了|[一二两三四五六七八九十\d]+[片粒颗个次])|[了的次片粒]$"
)

# a dose: a figure with a unit of weight or count of a medicine
DOSE_FIGURE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?\s?(?:微克|毫克|mcg|[μµ]g|ug|mg|IU|units?|国际单位|个?单位)|(?:\d+|[一二两三四半])\s?(?:片|粒))(?![A-Za-z])",
    re.I,
)
_COUNTED = re.compile(r"片|粒|单位|IU|units?", re.I)
# said of what one takes as a rule, not of one pill ("每天", "一次50微克", "once a day", "I'm on")
_STANDING_ZH = re.compile(
    r"每天|每日|每晚|每早|每周|一天|一日|一次|每次|早晚|长期|一直|在吃|在服|在用|在打|平时|目前|现在|开了"
    + "|"
    + _SET_TO_ZH
)
_STANDING_EN = re.compile(
    r"\b(?:a day|daily|per day|each day|a night|nightly|every|once|twice|three times|in the mornings?|at night|at bedtime"
    r"|weekly|a week|take|takes|taking|prescribed|put (?:me|him|her) on|started (?:me |him |her )?on"
    r"|(?:I'm|I am|he's|she's|been|still|now|currently) on)\b",
    re.I,
)


def medicine_named(text: str) -> str:
    """The medicine ``text`` names, as written ("" for none): a known one, or one by the shape of
    its name (English), or what one takes (吃 / 服用 …, Chinese)."""
    known = _KNOWN.search(text)
    if known:
        return known.group(0)
    if has_cjk(text):
        taken = _TAKEN_ZH.search(text)
        name = (taken.group(1) or taken.group(2)) if taken else ""
        return "" if not name or _NOT_MEDICINE_ZH.search(name) else name
    shaped = list(_SHAPED_EN.finditer(text))
    if not shaped:
        return ""
    # the shape also fits everyday words ("school", "wine"): of several, the one nearest the dose
    # ("Back at school I take 25mg of quetiapine") is the medicine
    figure = DOSE_FIGURE.search(text)
    at = figure.start() if figure else 0
    return min(shaped, key=lambda m: abs(m.start() - at)).group(1)


def standing_dose(text: str) -> tuple[str, str] | None:
    """(the medicine as written, or "", the dose) for a dose one takes as a rule ("I'm on sertraline,
    50mg once a day" → ("sertraline", "50mg")); None without a dose, or for a pill taken once."""
    # (of "一粒阿托伐他汀，20毫克", the weight is the dose; a count alone is one when nothing is weighed)
    found = list(DOSE_FIGURE.finditer(text))
    figure = next((f for f in found if not _COUNTED.search(f.group(1))), found[0] if found else None)
    if figure is None:
        return None
    standing = _STANDING_ZH if has_cjk(text) else _STANDING_EN
    if not standing.search(text):
        return None
    if _COUNTED.search(figure.group(1)) and not (_KNOWN.search(text) or "药" in text):
        return None  # tablets or units of what is no known medicine ("每天吃两片面包", "14 units of alcohol a week")
    return medicine_named(text), figure.group(1).strip()
