"""The slots: single-valued or not, memory type and readable labels (en / zh), and a key's slot."""

from __future__ import annotations

# --- the vocabulary ---------------------------------------------------------------------------
# slot → (single-valued, memory type, readable labels en / zh)
SLOTS: dict[str, tuple[bool, str, str, str]] = {
    "name": (True, "fact", "name", "名字"),
    "age": (True, "fact", "age", "年龄"),
    "occupation": (True, "fact", "job", "职业"),
    "employer": (True, "fact", "employer", "工作单位"),
    "work_city": (True, "fact", "works in", "工作城市"),
    "location": (True, "fact", "lives in", "居住地"),
    "address": (True, "fact", "address", "住址"),
    "hometown": (True, "fact", "hometown", "家乡"),
    "salary": (True, "fact", "salary", "薪水"),
    "rent": (True, "fact", "rent", "房租"),
    "birthday": (True, "fact", "birthday", "生日"),
    "marital_status": (True, "fact", "marital status", "婚姻状况"),
    "children": (True, "fact", "children", "孩子"),
    "education": (True, "fact", "education", "学历"),
    "grade": (True, "fact", "school year", "年级"),
    "habit": (True, "fact", "habit", "习惯"),
    "favourite": (True, "preference", "favourite", "最爱"),
    "family": (False, "fact", "family", "家人"),
    "pet": (False, "fact", "pet", "宠物"),
    "allergy": (False, "fact", "allergy", "过敏"),
    "diet": (False, "fact", "diet", "饮食"),
    "health": (False, "fact", "health", "健康"),
    "schedule": (False, "fact", "schedule", "日程"),
    "frequency": (True, "fact", "how often", "频率"),
    "language": (False, "fact", "language", "语言"),
    "preference": (False, "preference", "likes", "喜欢"),
    "dislike": (False, "preference", "dislikes", "不喜欢"),
    "prohibition": (False, "prohibition", "never", "禁止"),
    "goal": (False, "task", "goal", "目标"),
    "tool": (False, "preference", "tool", "工具"),
    "activity": (False, "fact", "plays", "会"),
    "price": (True, "fact", "price", "价格"),
    "weight": (True, "fact", "weight", "体重"),
    "height": (True, "fact", "height", "身高"),
    "blood_type": (True, "fact", "blood type", "血型"),
    "shoe_size": (True, "fact", "shoe size", "鞋码"),
    "rate": (True, "fact", "rate (an hour or a lesson)", "时薪/课时费"),
    "measure": (True, "fact", "measures", "尺寸/容量"),
    "phone": (True, "fact", "phone", "手机"),
    "vehicle": (False, "fact", "drives", "车"),
    "mbti": (True, "fact", "MBTI", "MBTI"),
    "visa": (True, "fact", "residence status", "居留身份"),
    "commute": (True, "fact", "commute", "通勤"),
    "commute_mode": (True, "fact", "gets to work by", "通勤方式"),
    "sleep": (True, "fact", "sleeps", "睡眠"),
    "bedtime": (True, "fact", "goes to bed at", "几点睡"),
    "work_hours": (True, "fact", "hours worked a week", "每周工时"),
    "dose": (True, "fact", "dose", "剂量"),
    "level": (True, "fact", "level", "级别"),
    "named": (False, "fact", "named", "名叫"),
    "learning": (False, "fact", "learning", "在学"),
    "trip": (True, "task", "trip to", "行程"),
}
SINGLE_VALUED_SLOTS = frozenset(name for name, (single, *_) in SLOTS.items() if single)


def slot_of_key(key: str) -> str:
    """``allergy:peanut`` → ``allergy``; ``favourite:food`` → ``favourite``."""
    return key.split(":", 1)[0]


def single_valued(key: str) -> bool:
    return slot_of_key(key) in SINGLE_VALUED_SLOTS and not key.startswith("project:")
