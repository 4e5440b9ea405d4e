"""The words (both languages) that name a slot or a relation, and what a request names
(``slots_named``, ``relation_named``)."""

from __future__ import annotations

import re

from apps.core.text import has_cjk

# --- matching ---------------------------------------------------------------------------------

# slot → words (lower case) that name it, both languages; keys are the slots of
# apps.memory.pipeline.slots (a unit's ``key`` is "<slot>" or "<slot>:<value>")
SLOT_WORDS: dict[str, tuple[str, ...]] = {
    "salary": (
        "salary",
        "salaries",
        "pay",
        "paycheck",
        "income",
        "wage",
        "wages",
        "earn",
        "earnings",
        "compensation",
        "how much i make",
        "工资",
        "月薪",
        "年薪",
        "薪水",
        "薪资",
        "收入",
        "薪酬",
        "挣",
        "赚",
        "待遇",
        "到手",
    ),
    "rent": ("rent", "房租", "租金"),
    "address": ("address", "home address", "street", "住址", "地址", "门牌"),
    "grade": ("grade", "school year", "年级"),
    "habit": ("smoke", "smoking", "smoker", "drinking", "抽烟", "吸烟", "戒烟", "喝酒", "戒酒"),
    "location": (
        "live",
        "lives",
        "living",
        "address",
        "reside",
        "residence",
        "where i stay",
        "city",
        "home address",
        "moved",
        "住",
        "住址",
        "地址",
        "居住",
        "家在",
        "城市",
        "搬",
    ),
    "employer": ("employer", "company", "workplace", "work", "job", "works", "working", "上班", "公司", "单位", "工作"),
    "occupation": (
        "job",
        "occupation",
        "profession",
        "career",
        "work",
        "works",
        "working",
        "do for a living",
        "职业",
        "工作",
        "干什么",
        "做什么",
    ),
    "work_city": ("work", "works", "working", "上班", "工作"),
    "age": ("age", "how old", "years old", "birth year", "年龄", "岁", "多大", "年纪"),
    "allergy": ("allergy", "allergies", "allergic", "过敏"),
    "diet": ("diet", "vegetarian", "vegan", "eat", "eating", "food restriction", "饮食", "吃素", "素食", "忌口", "吃"),
    "pet": ("pet", "pets", "cat", "cats", "dog", "dogs", "宠物", "猫", "狗"),
    "name": ("name", "名字", "姓名", "叫什么"),
    "birthday": ("birthday", "birth date", "date of birth", "生日"),
    "hometown": (
        "hometown",
        "home town",
        "grew up",
        "where i'm from",
        "where i am from",
        "born",
        "老家",
        "家乡",
        "哪里人",
        "出生",
    ),
    "marital_status": ("married", "marital", "single", "divorced", "engaged", "结婚", "婚姻", "单身", "离婚", "已婚"),
    "children": ("kids", "children", "child", "孩子", "小孩"),
    "health": ("health", "medical", "condition", "illness", "diabetes", "asthma", "健康", "病", "身体"),
    "education": (
        "school",
        "university",
        "college",
        "degree",
        "major",
        "graduated",
        "学校",
        "大学",
        "专业",
        "学历",
        "毕业",
    ),
    "language": ("language", "languages", "speak", "语言"),
    "preference": (
        "like",
        "likes",
        "love",
        "loves",
        "enjoy",
        "favorite",
        "favourite",
        "喜欢",
        "爱好",
        "最爱",
        "爱吃",
        "爱喝",
    ),
    "dislike": ("dislike", "dislikes", "hate", "hates", "讨厌", "不喜欢"),
    "favourite": ("favorite", "favourite", "最喜欢"),
    "prohibition": ("never", "don't ever", "禁止", "不要给我", "别给我"),
}
_SLOT_ALIASES = {"dislike": "preference"}  # likes and dislikes share their keys ("preference:coffee")
RELATION_WORDS: dict[str, tuple[str, ...]] = {
    # (in-laws first: "my mother-in-law" is not "my mother")
    "mother-in-law": ("mother-in-law", "婆婆", "岳母", "丈母娘"),
    "father-in-law": ("father-in-law", "公公", "岳父", "老丈人"),
    "sister-in-law": ("sister-in-law", "嫂子", "弟媳", "小姨子", "小姑子", "大姑子"),
    "brother-in-law": ("brother-in-law", "姐夫", "妹夫", "小舅子", "小叔子"),
    "wife": ("wife", "老婆", "妻子", "太太", "媳妇", "爱人"),
    "husband": ("husband", "老公", "丈夫", "先生"),
    "son": ("son", "儿子"),
    "daughter": ("daughter", "女儿"),
    "mother": ("mother", "mom", "mum", "妈妈", "母亲", "我妈"),
    "father": ("father", "dad", "爸爸", "父亲", "我爸"),
    "sister": ("sister", "姐姐", "妹妹"),
    "brother": ("brother", "哥哥", "弟弟"),
    "boyfriend": ("boyfriend", "男朋友"),
    "girlfriend": ("girlfriend", "女朋友"),
    "friend": ("friend", "朋友"),
    "boss": ("boss", "老板", "领导"),
    "colleague": ("colleague", "coworker", "同事"),
}
# words of a request that name no content: left out of the keywords it is matched by
_NOISE = frozenset(
    """forget delete remove erase wipe clear stop remember rememb know stuff thing things info information detail details
    part bit fact facts memory memori about any more anymore longer please ok okay now also just actually really that this
    those these what where how much many when told said say ever all everything one right wrong correct incorrect
    忘 忘掉 忘了 忘记 删 删掉 删除 记 记着 记住 这条 那条 这个 那个 事 事情 信息 记忆 内容 东西 一下 吧 请 别 不要 再 哪儿 哪里 哪 什么
    多少 以后 现在 已经 不再 关于 条 件 对 不对 错 错了 其实 真的 了 啦 呀 哦 哈 嘛 帮 掉 还""".split()  # noqa: SIM905 — a word list reads better as text
)  # fmt: skip


def _slot_of_key(key: str) -> str:
    return key.split(":", 1)[0] if key else ""


def _single_valued(key: str) -> bool:
    """One value at a time (a salary, a city): the write path's vocabulary decides."""
    from apps.memory.pipeline.slots import single_valued

    return bool(key) and single_valued(key)


def slots_named(text: str) -> set[str]:
    """The slots whose words occur in ``text`` ("where I live" → location; "工资" → salary)."""
    low = text.lower()
    found: set[str] = set()
    for slot, words in SLOT_WORDS.items():
        for word in words:
            if has_cjk(word):
                if word in low:
                    found.add(slot)
                    break
            elif re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", low):
                found.add(slot)
                break
    if "dislike" in found and "preference" in found and re.search(r"不喜欢|dislike", low):
        found.discard("preference")
    # "favourite" words also say "preference"; "最喜欢" contains "喜欢"
    return {_SLOT_ALIASES.get(s, s) for s in found}


def relation_named(text: str) -> str | None:
    low = text.lower()
    for relation, words in RELATION_WORDS.items():
        for word in words:
            if (word in low) if has_cjk(word) else re.search(rf"\b{re.escape(word)}s?\b", low):
                return relation
    return None
