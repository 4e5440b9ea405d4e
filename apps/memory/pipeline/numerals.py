"""Chinese numerals as figures: ``zh_size`` reads 三千二 as 3200, 一万零五百 as 10500, 2万4 as 24000 (a
leaf module: the figures and the measures of a statement both read them)."""

from __future__ import annotations

import re

ZH_DIGIT = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
EN_NUMBER = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "forty-five": 45,
    "fifty": 50,
    "sixty": 60,
    "ninety": 90,
}
ZH_UNIT = {"十": 10, "百": 100, "千": 1000, "万": 10000, "亿": 100000000}


def zh_size(word: str) -> float | None:
    """三千二 → 3200, 八千五 → 8500, 一万零五百 → 10500, 1.1万 → 11000 (None when it is no figure)."""
    arabic = re.fullmatch(r"(\d+(?:\.\d+)?)\s?([十百千万亿])?", word)
    if arabic:
        return float(arabic.group(1)) * ZH_UNIT.get(arabic.group(2) or "", 1)
    total, section, digit, last_unit = 0.0, 0.0, None, 0
    # (Arabic figures among the units are digits too: "2万4" 24000, "1万2千" 12000, "2千5" 2500)
    for char in re.findall(r"\d+(?:\.\d+)?|\S", word):
        if char[0].isdigit():
            if digit is not None:
                return None
            digit = float(char)
            if last_unit and digit >= 10:
                section += digit  # "1万2500": the figure itself
                digit = None
        elif char == "零":
            digit = None  # (一万零五百: a place left empty)
        elif char in ZH_DIGIT:
            digit = ZH_DIGIT[char]
        elif char in ZH_UNIT:
            unit = ZH_UNIT[char]
            if unit >= 10000:
                total += (section + (digit or 0)) * unit
                section = 0
            else:
                section += (digit if digit is not None else 1) * unit
            digit, last_unit = None, unit
        else:
            return None
    if digit is not None and last_unit >= 100 and last_unit < 10000:
        section += digit * last_unit // 10  # 三千二: the digit after 千 counts hundreds
    elif digit is not None and last_unit == 10000:
        section += digit * 1000  # 一万二: twelve thousand
    elif digit is not None:
        section += digit
    value = total + section
    return value or None
