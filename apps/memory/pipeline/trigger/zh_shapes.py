"""The shapes of a Chinese statement that is the speaker's though it drops its 我 — a routine, a thing begun, a
plan, a thing under way — and of what befell a thing of one's own. Read by ``kinds``."""

from __future__ import annotations

import re

# Chinese drops the subject of a routine too ("现在每天坐地铁上班", "平时都骑车去公司"): a clause that
# opens with how often and then something done is the speaker's
ROUTINE_ZH = re.compile(
    r"^(?:现在|目前|如今|最近|这阵子)?(?:每天|每周[一二三四五六日天]?|一周|一个?星期|一个月|每晚|每早|天天|平时|一般|通常|基本上){1,2}(?:只|就|才|都|会|要|得|早上|晚上)?"
    r"(?:坐|骑|跑|走路|步行|开车|练|做|吃|喝|睡|起床|上班|上学|健身|游泳|打|去|学|带|送|接)"
    # (or how many times in a period, whatever is done: "最近一周只游两次泳了")
    r"|^(?:现在|目前|如今|最近|这阵子)?(?:一周|一个?星期|一个月|每周|每个?月)(?:只|就|才|都|会|要|得)?[^，。！？]{0,4}?"
    r"(?:\d+|[一二两三四五六七八九十几]+)(?:次|趟|回)"
)
# … and of a thing begun ("最近开始学吉他了", "这个月开始每天早上跑步", "上周起开始吃二甲双胍"): the speaker's
STARTED_ZH = re.compile(
    r"^(?:从)?(?:最近|现在|如今|这阵子|这段时间|这个月|本月|这周|这礼拜|今年|上个?月|上周|上礼拜|去年|前阵子|前段时间|今天|昨天|年初)?"
    r"(?:起|以来)?(?:也|又|已经|刚|刚刚|终于|重新)?开始(?=[\u4e00-\u9fffA-Za-z])(?!了解|考虑|觉得|担心|怀疑|后悔|想|下雨|变|的时候)"
)
# Chinese drops the subject of a plan: a sentence that opens with when and then what is to be
# done ("大后天上午要带女儿去打疫苗", "下周三得去趟上海") is the speaker's plan
PLAN_ZH = re.compile(
    r"^(?:(?:今天|明天|后天|大后天|今晚|明晚|明早|周末|这周[一二三四五六日天末]?|下周[一二三四五六日天末]?|下个?月|下礼拜[一二三四五六日天]?"
    r"|月底|年底|过几天|过两天|\d{1,2}月\d{1,2}[日号])(?:\d{1,2}[日号])?(?:上午|下午|晚上|早上|中午)?)[^，。！？]{0,4}?"
    # (or what happens then: "下个月15号考PMP", "周五复查")
    r"(?:要|得|准备|打算|计划|会|约了|预约了|考(?![完得砸过了好])(?=[\u4e00-\u9fffA-Z])|面试|体检|复查|做手术|答辩|入职|报到)"
    # or with the plan word first ("打算今年把教资考了", "计划明年去日本读研")
    r"|^(?:打算|计划(?!生育|书|表|好))"
)

# … and of what one is in the middle of ("在攒钱买房，首付已经攒了二十万", "正在准备明年三月的雅思考试")
ONGOING_ZH = re.compile(
    r"^(?:最近|现在|目前|如今|这阵子|这段时间|一直)?(?:都|也|还)?(?:正在|正|在)(?=攒钱|存钱|准备|备考|复习|学|练|减肥|减重|健身|找工作|找房|装修|筹备|申请|戒|备孕|养|写|考(?!虑))"
)
# what befell a thing or a person of one's own, and when ("我的笔记本昨天突然黑屏了", "我家的猫上周走丢了"; not
# "我的天啊昨天太累了")
BEFELL_ZH = re.compile(
    r"我(?:的(?!天|妈呀|妈耶|妈啊|老天)|家的?|们的|们家的?)[\u4e00-\u9fffA-Za-z]{1,8}?(?:昨天|前天|今天|今早|昨晚|刚才|刚刚|前几天|这几天"
    r"|上周[一二三四五六日天末]?|上个?月|上个?礼拜[一二三四五六日天]?|周[一二三四五六日天]|星期[一二三四五六日天])[^，。！？]{0,12}?了"
)
