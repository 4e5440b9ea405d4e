"""The rent rules of the rule table (``rules_life`` puts them first: "I pay $4,200/month in rent" is rent,
not pay): what the place one rents costs, said with or without its word, and its changes."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.patterns import AMOUNT, _r, _Rule

RULES_RENT: list[_Rule] = [
    _r(
        "rent",
        # (the count of a flat's bedrooms is no figure of its rent: "rent on our 2-bed in Astoria is $3,275")
        rf"\brent\b[^.;]{{0,45}}?({AMOUNT})(?![-\s]?(?:bed|br\b|room|bedroom))"
        rf"|\b(?:pay|pays|paying) ({AMOUNT})[^.;]{{0,20}}\b(?:in |for |on )?rent\b",
        flags=re.I,
    ),
    _r("rent", rf"\b(?:I|we) rent (?:a|an|the|my|our)\b[^.;]{{0,40}}?\bfor ({AMOUNT})", flags=re.I),
    # "I'm renting one common room in Bukit Batok, S$950 a month": what the place one is renting costs
    _r(
        "rent",
        rf"\b(?:I'm|I am|we're|we are|been) renting\b(?! out)(?![^.;]{0, 30}\b(?:storage|bike|car|van|locker|garage space)\b)[^.;]{{0,50}}?({AMOUNT})(?<=month|.week|night)",
        flags=re.I,
    ),
    # "landlord hiked it, I'm paying £1,275 from this month": what the landlord is paid is the rent
    _r(
        "rent",
        rf"\blandlord\b[^;]{{0,60}}?\b(?:paying|pay|charging|charges|wants|asking)\s+(?:about |around |now )?({AMOUNT})",
        flags=re.I,
    ),
    _r(
        "rent",
        rf"\b(?:paying|pay)\s+(?:about |around |now )?({AMOUNT})[^.;]{{0,25}}\b(?:to (?:the|my|our) landlord|for (?:the|my|our) (?:flat|apartment|room|place|house|unit|studio|condo|townhouse|home|two-bed|one-bed|2-bed|1-bed))\b",
        flags=re.I,
    ),
    _r("rent", rf"(?:房租|租金|月租|年租)[^，。,；]{{0,8}}?({AMOUNT})"),
    _r("rent", rf"(?:我|我们|我家)(?:现在)?租的[^，。,；]{{0,12}}?({AMOUNT})"),
    # what the landlord charges ("这个月起房东每个月收我2200了", "房东一个月收我们3千")
    _r("rent", rf"房东[^，。,；]{{0,6}}?(?:每个?月|一个月|每月)?收(?:我|我们|了)?[^，。,；\d]{{0,2}}({AMOUNT})"),
    _r("rent", rf"房东[^。；;]{{0,16}}?(?:每个?月|一个月|每月)(?:收|算)(?:我|我们)?\s*({AMOUNT})", change=True),
    # "我在上海租了个开间，每个月RMB 6500": what a place one rents costs a month
    _r(
        "rent",
        rf"租了(?:一|个|一个|间|一间|套|一套)?[^，。,；]{{1,8}}?[，,]?\s*(?:每个?月|一个月|月付)[^，。,；\d]{{0,4}}?({AMOUNT})",
    ),
    _r(
        "rent",
        rf"(?:涨租|加租|涨房租|房租涨了?|租金涨了?|房东[^，。,；]{{0,6}}?(?:涨|加))[^。；;]{{0,12}}?({AMOUNT})",
        change=True,
    ),
    # the rent said to have changed, then its figure a month ("租金便宜了好多，现在每个月六千二")
    _r(
        "rent",
        rf"(?:房租|租金|月租)[^，。,；]{{0,4}}?(?:便宜|降|涨|贵|少|多|平|低|高)[^。；;]{{0,8}}?(?:现在|如今|目前)?(?:每个?月|一个月|月付)(?:只要|要|是|就|才)*\s*({AMOUNT})",
        change=True,
    ),
    # "Landlord don increase am o, na ₦1.8m now", "the landlord put it up, it's £1,400 now": the new rent
    _r(
        "rent",
        rf"\blandlord\b[^;]{{0,40}}?\b(?:increas|rais|hik|put (?:it|the rent) up|bump|jack)\w*\b[^;]{{0,30}}?({AMOUNT})",
        change=True,
        flags=re.I,
    ),
    # a lease renewed with its monthly figure is the rent ("续租合同签了，每个月4200", "房东跟我续约了，一个月3000",
    # "renewed the lease for another year at $1,975 a month", "signed for another year at £1,350")
    _r(
        "rent",
        rf"(?:续租|续了租|租约|租房合同|房租合同|(?:房东|房子|租的房)[^。；;]{{0,10}}?(?:续约|续签|续了|新合同|签了))"
        rf"[^。；;]{{0,14}}?(?:每个?月|一个月|月租|一月|月付)[^。；;，,\d]{{0,4}}?({AMOUNT})",
        change=True,
    ),
    _r(
        "rent",
        rf"\b(?:renewed|renewing|renew|signed|signing|extended)\b[^.;]{{0,30}}?\b(?:lease|tenancy|rental (?:agreement|contract))\b"
        rf"[^.;]{{0,40}}?\b(?:at|for|now|is|of)\s+({AMOUNT})"
        rf"|\b(?:lease|tenancy) (?:renewal|renewed|extended)\b[^.;]{{0,40}}?({AMOUNT})"
        # "new lease started this month, we're paying 3,490 now"
        rf"|\b(?:new lease|lease (?:started|starts|began|kicked in))\b[^.;]{{0,40}}?\b(?:paying|pay|at|for|now)\s+({AMOUNT})"
        rf"|\bsigned (?:on )?for another (?:year|twelve months|12 months|six months|6 months)\b[^.;]{{0,20}}?\bat ({AMOUNT})",
        change=True,
        flags=re.I,
    ),
]
