"""The words of work the rule table's job rows are written with: the titles one is "made", the last word of a
title written with capitals, the kinds of workplace, and when something began (said before it)."""

from __future__ import annotations

# the titles one is "made" (partner, senior associate, head of sales, team lead)
MADE_TITLE = (
    r"(?:(?!(?:a|an|the)\b)[a-z]+ ){0,2}(?:associate|partner|manager|(?!(?:a|an|the)\b)[a-z]+ lead|director|head|captain|supervisor|principal|president|vp|chair|fellow"
    r"|professor|sergeant|lieutenant|foreman|editor|officer|coordinator|consultant|chef|dean|chief|warden|superintendent)(?: of [a-z]+(?: [a-z]+)?)?"
)

# the last word of a job title written with capitals ("Associate Professor", "Senior Manager")
TITLE_WORD = (
    r"Professor|Manager|Engineer|Director|Officer|Lead|Head|Analyst|Consultant|Executive|Supervisor|Lecturer|Principal"
    r"|Architect|Developer|Designer|Accountant|Specialist|Coordinator|Administrator|Assistant|Associate|President|Partner"
    r"|Scientist|Surgeon|Editor|Controller|Inspector|Superintendent"
)

# the kinds of workplace a job is done at ("在家具城卖沙发", "去健身房当私教")
WORKPLACE_ZH = (
    r"(?:公司|医院|诊所|学校|银行|工厂|厂|集团|餐厅|饭店|酒店|单位|机构|中心|事务所|工作室|超市|幼儿园|大学|中学|小学|研究所|报社|电视台"
    r"|健身房|家具城|商场|商城|市场|门店|店|药店|书店|花店|工地|车间|食堂|加油站|快递站|驾校|培训班|机构|4S店|专卖店|网吧|菜场|菜市场|饭馆|酒吧|咖啡馆"
    r"|铁路局|公交公司|车队|机场|航空|码头|港口|物业|派出所|税务局|公安局|法院|检察院)"
)

# when something began, said before it ("这个月开始…", "从下个月起…", "2026年12月开始…")
SINCE_ZH = r"(?:这个月|下个月|这周|下周|本月|今年|明年|下学期|这学期|今天|明天|[0-9]{4}年(?:[0-9]{1,2}月)?(?:份)?|[0-9一二三四五六七八九十]{1,2}月(?:份)?(?:[0-9一二三四五六七八九十]{1,3}[号日])?)"
