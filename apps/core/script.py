"""Traditional Chinese read as Simplified, kept as written.

The rules, the command parser and the keyword leg are written for Simplified characters; a person
who writes 記錯了, 請把…刪掉 or 喜歡騎腳踏車 means what 记错了, 请把…删掉 and 喜欢骑脚踏车 mean.
So they read ``apps.core.text.simplified(text)`` (OpenCC's t2s: phrases first, then characters; Simplified text
comes back unchanged), and what they produce from it is written back in the characters the person
used (``as_written``): a unit of someone who writes Traditional stays in Traditional.
"""

from __future__ import annotations

from apps.core.text import has_cjk, simplified


def as_written(text: str, original: str) -> str:
    """``text`` — produced by reading ``simplified(original)`` — in the characters of ``original``.

    Each stretch of ``text`` that the simplified reading contains (the longest from each position)
    is replaced by the words of ``original`` at the same place; what the reading added itself
    (a restored subject, a relation's name) is left as it is. A conversion that changed the length
    (no place to align on) leaves ``text`` as it is.
    """
    reading = simplified(original)
    if reading == original or len(reading) != len(original) or not has_cjk(text):
        return text
    out: list[str] = []
    start = 0
    while start < len(text):
        end, place = start, -1
        while end < len(text) and (found := reading.find(text[start : end + 1])) >= 0:
            end, place = end + 1, found
        if place < 0:
            out.append(text[start])
            start += 1
        else:
            out.append(original[place : place + end - start])
            start = end
    return "".join(out)
