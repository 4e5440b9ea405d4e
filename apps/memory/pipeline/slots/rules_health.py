"""The rule table's rows of health and diet, traits and medicines (allergies, conditions, what one cannot
eat or drink, fears, how one is, a medicine and its dose), read in ``rules_life``' order after family and
home (the first rule that matches wins)."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.doses import MEDICINE_SHAPE_EN
from apps.memory.pipeline.slots.patterns import _STOP_EN, _r, _Rule

RULES_HEALTH: list[_Rule] = [
    _r("allergy", r"\ballergic to ([a-z][a-z -]{1,30}?)" + _STOP_EN, "allergy", flags=re.I),
    _r("allergy", r"\b(?:have|has) (?:an? )?([a-z][a-z -]{1,20}?) allergy\b", "allergy", flags=re.I),
    _r("allergy", r"对([\u4e00-\u9fffA-Za-z]{1,8}?)(?:不|并不|已经不|没有)?过敏", "allergy"),
    _r("allergy", r"([\u4e00-\u9fff]{1,6}?)过敏", "allergy"),
    _r(
        "diet",
        r"\b(?:am|'m|is|became|went|gone) (vegetarian|vegan|plant-based|pescatarian|keto|halal|kosher|lactose intolerant|gluten[- ]free|dairy[- ]free)\b",
        "diet",
    ),
    _r(
        "diet",
        r"\b(?:don't|do not|doesn't|can't|cannot|never|no longer) (?:eat|drink|touch|take|handle|stomach) ([a-z][a-z -]{1,25}?)(?: one)?"
        + _STOP_EN,  # (and the Singlish "cannot take spicy food one")
        "diet",
        flags=re.I,
    ),
    _r("diet", r"(吃素|素食|不吃肉|清真)", "diet"),
    # (also Cantonese 唔飲酒㗎, read 不饮酒: 饮 is its 喝)
    _r(
        "diet", r"(?:不吃|不能吃|不喝|不能喝|不饮|忌口|戒了)([\u4e00-\u9fff]{1,6}?)(?=的|㗎|[，。,.！!；]|$|了)", "diet"
    ),
    _r(
        "health",
        r"\b(?:have|has|diagnosed with|suffer from|suffers from) (diabetes|asthma|high blood pressure|hypertension|migraines?|insomnia|celiac disease|adhd|depression|anxiety|back pain|arthritis)\b",
        "health",
        flags=re.I,
    ),
    _r(
        "health",
        r"(?:有|得了|患有|确诊了?)(糖尿病|哮喘|高血压|偏头痛|失眠|抑郁症|焦虑症|腰椎间盘突出|胃病|颈椎病|关节炎)",
        "health",
    ),
    # traits a person says of themselves that an assistant should keep in mind
    _r(
        "health",
        r"\b(?:am|'m|is|are) (?:(?:pretty|very|really|quite|a bit|kind of|kinda|super|so|severely|mildly) )?(colou?r-?blind|left-handed|right-handed|diabetic|epileptic|deaf|dyslexic|asthmatic|near-?sighted|short-sighted|claustrophobic|anemic|anaemic|lactose intolerant|hard of hearing|pre-?diabetic)\b",
        "health",
        flags=re.I,
    ),
    _r("health", r"(?:我|他|她)?(?:是|有)(左撇子|色盲|色弱|高度近视|近视|远视|糖尿病人)", "health"),
    _r(
        "health",
        r"\b(?:am|'m|is|are|get|gets) (?:(?:really|very|so|terribly|deathly|quite|a bit|kind of|a little|pretty|super) )?(?:afraid|scared|terrified|frightened) of ([a-z][a-z ]{1,25}?)"
        + _STOP_EN,
        "fear",
        flags=re.I,
    ),
    _r("health", r"(恐高|恐水|恐飞|飞行恐惧|幽闭恐惧症?|社恐|怕(?:蛇|狗|黑|水|高|虫子|蜘蛛|打针|坐飞机))", "fear"),
    _r(
        "health",
        r"\b(?:get|gets|am|'m|is) (?:really |very |so |pretty )?(carsick|seasick|airsick|motion sick)\b",
        "health",
        flags=re.I,
    ),
    _r("health", r"(晕车|晕船|晕机|失眠|偏头痛|痛风|低血糖|贫血)", "health"),
    _r(
        "health",
        r"((?:胃|肠胃|腰|颈椎|膝盖|心脏|肝|肾|皮肤|眼睛|嗓子|牙|血压|血糖)(?:一直|也|有点|比较|特别|很)?(?:不太好|不好|不行|有问题|偏高|偏低|敏感))",
        "health",
    ),
    _r(
        "health",
        r"\b(?:have|has|got) (?:a |an )?(?:bad|weak|sensitive|dodgy|bad) (stomach|back|knees?|heart|skin|eyes|teeth|hip)\b",
        "health",
        flags=re.I,
    ),
    _r(
        "health",
        r"\b(?:wear|wears|use|uses|need|needs) (hearing aids?|glasses|contacts|contact lenses|braces|a pacemaker|a wheelchair|an insulin pump)\b",
        "health",
        flags=re.I,
    ),
    _r("health", r"(?:戴|用)(助听器|眼镜|隐形眼镜|牙套|轮椅|心脏起搏器)", "health"),
    # no medicine at all ("I'm not on any medication", "我没有在吃任何药"): a health fact too, said with its "not"
    _r(
        "health",
        r"\b(?:I'm|I am|I'm currently|I am currently) not (?:on|taking) any (medications?|meds|medicines?|prescriptions?)\b",
        "medication",
        flags=re.I,
    ),
    _r("health", r"(?:我)?(?:没有?|不)(?:在)?(?:吃|服用|用)(?:任何)(药(?:物)?)", "medication"),
    # a medicine by the shape of its name ("I'm on warfarin", "taking metformin")
    _r(
        "health",
        rf"\b(?:I'm|I am|he's|she's|is|been) (?:now |currently |still )?on ({MEDICINE_SHAPE_EN})\b",
        "medication",
    ),
]
