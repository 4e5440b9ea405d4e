"""The shapes of a statement that is durable for its date rather than its verb: a deadline, an expiry, a thing booked for a
day, a day and a clock time of one's own (an appointment, whatever its word). Read by ``kinds``."""

from __future__ import annotations

import re

from apps.memory.pipeline.figures import MONTH_ABBR, MONTH_NAMES

DUE = re.compile(r"\b(?:is|are|was) due\b|\bdeadline\b|截止|交稿|交付|到期", re.I)
# a day and a clock time said together of one's own ("I have my root canal sitting at Clove Dental on 9 September
# at 6:30 pm", "my MRI is Thursday 14 March, 8.15am"): an appointment, whatever its word
_MONTH_WORD_EN = rf"(?:{MONTH_NAMES}|{MONTH_ABBR})"
DAY_AND_TIME_EN = re.compile(
    rf"(?:\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH_WORD_EN}\b|\b{_MONTH_WORD_EN} \d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)\b)"
    r"[^.;!?]{0,40}?\b(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\d{1,2}[:h]\d{2}\b)"
    r"|\b\d{1,2}:\d{2}\b(?=[^.;!?]{0,40}?\bon (?:\d|the \d|monday|tuesday|wednesday|thursday|friday|saturday|sunday))",
    re.I,
)
# a thing booked for a day ("the MOT on the van is booked in at the garage … on the 14th"): an appointment
BOOKED = re.compile(
    r"\b(?:is|are|'s|got|was) (?:booked|scheduled)(?: in)?\b[^.;!?]*\b(?:on|for)(?: the)? (?:\d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    # (or just said to be on a day: "Parents' evening at the school is on the 3rd")
    r"|\b(?:is|are|'s) on the \d{1,2}(?:st|nd|rd|th)\b(?! floor)"
    r"|\b(?:is|are|'s) on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),? the \d{1,2}(?:st|nd|rd|th)\b"
    r"|(?:约的|约了|预约的?|订的|订了|预订了|定了|排的|约在)[^，。！？]{0,8}?(?:是|在)?(?:今天|明天|后天|下周|周[一二三四五六日天]|星期|\d+号|\d+月)?[^，。]{0,4}?(?:[上下]午|晚上|早上)?(?:\d+|[一二两三四五六七八九十]+)点",
    re.I,
)
# ... and in Chinese ("3月18号上午十点半要去不动产登记中心办过户", "周四下午3点复诊")
DAY_AND_TIME_ZH = re.compile(
    r"(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日]|(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天)"
    r"(?=[^。！？!?]{0,12}?(?:凌晨|早上|上午|中午|下午|傍晚|晚上)?(?:\d{1,2}|[一二两三四五六七八九十]{1,3})(?:点(?!都|也|儿|点|不|没)|:\d{2}|：\d{2}))"
)
# when a thing of one's own runs out ("My car's COE expires in 2028", "my passport expires next March", "our lease
# ends on 30 June", "my visa is valid until 2027"): a date worth keeping
EXPIRY_EN = re.compile(
    r"\b(?:my|our)\b[^.;!?]{0,30}?\b(?:expires?|expiring|expiry|runs out|ends|ending|renews?|is due for renewal|(?:is )?valid (?:until|till|to|through))\b"
    r"[^.;!?]{0,16}?(?:\b\d{4}\b|\b"
    + _MONTH_WORD_EN
    + r"\b|\bnext (?:year|month|week|spring|summer|autumn|fall|winter)\b|\b\d{1,2}(?:st|nd|rd|th)\b)",
    re.I,
)

# what makes a dated Chinese sentence a plan of one's own ("…要去不动产登记中心办过户", "周四下午3点复诊"; not
# "明天下午三点有雨", "这周六下午两点NBA总决赛")
OWN_PLAN_ZH = re.compile(r"去|约了?|预约|复诊|复查|面试|开会|上课|考试|报到|办|接|送|见")
