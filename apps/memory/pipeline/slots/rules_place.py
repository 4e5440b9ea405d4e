"""The rule table's rows of places: where one lives (a move that happened replaces it), works and comes
from, read in ``rules``' order after the rows of work (the first rule that matches wins)."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.patterns import _BE, _PLACE_EN, _PLACE_ZH, _STOP_EN, _ZH_END, _r, _Rule

# an occasion one travels for: where it goes is one value, which a later one replaces ("蜜月改去泰国了")
_MONTH_OR_DAY_EN = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
)
_OCCASION_ZH = r"(?P<occ>蜜月|毕业旅行|年假|春节|国庆|五一|暑假|寒假|圣诞|元旦|跨年|十一)"
_OCCASION_EN = r"(?P<occ>honeymoon|babymoon|anniversary trip|graduation trip|summer holiday|winter holiday|christmas trip|road trip|hen do|stag do)"

# names in capitals that are no place one moves to or works at ("Work moved to Zoom", "we shifted over to Python")
_NOT_A_PLACE_EN = (
    r"(?:Zoom|Teams|Slack|Skype|Google Meet|Python|Java|Linux|Windows|Mac|Android|iOS|Spotify|Netflix|Excel|Notion)\b"
)

RULES_PLACE: list[_Rule] = [
    # where an occasion's trip goes ("我们蜜月打算去日本", "蜜月改去泰国了", "our honeymoon is in Bali", "we're off to
    # Crete for our anniversary trip"): keyed by the occasion (``detect``), a plan (its type: ``vocabulary``)
    _r(
        "trip",
        rf"{_OCCASION_ZH}(?:旅行|旅游|的时候|期间)?(?:我们|我)?(?:打算|准备|计划|想|要|定了?|决定|改|还是)*(?:去|在)(?!家|上班|加班|值班|学|哪|看|玩|吃|买|打|做|休息)(?P<where>[\u4e00-\u9fffA-Za-z]{{2,6}}?)(?:玩|旅行|旅游|过|度|度假)?(?=[，。,.！!；;]|了|吧|啦|$)",
        "trip",
        flags=re.I,
    ),
    _r(
        "trip",
        rf"\b(?:[Oo]ur|[Mm]y) {_OCCASION_EN}(?:'s| is| will be| is going to be| is now| is booked)?(?: now)? (?:in|to|at) (?P<where>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){{0,2}})"
        rf"|\b(?:going|heading|off|flying|jetting off|travelling|traveling) to (?P<where2>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){{0,2}}) for (?:our|my) (?P<occ2>honeymoon|babymoon|anniversary|graduation trip|road trip)",
        "trip",
    ),
    # the workplace moved ("公司搬了去火炭", "our office moved to Canary Wharf"): where one works, not lives
    _r(
        "work_city",
        rf"(?:公司|单位|办公室|写字楼|工厂|厂里|总部)(?:已经|刚|也|最近|上个?月)?(?:搬了?到|搬了?去|搬了?来|迁到|迁去|迁至)了?{_PLACE_ZH}(?:市)?{_ZH_END}"
        rf"|(?:^|\b(?:[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er) )(?:[Oo]ffice|[Ww]ork|[Cc]ompany|[Ff]irm|[Ww]orkplace|[Tt]eam|HQ|[Hh]eadquarters)(?: has| have)?(?: just| recently)? (?:moved|relocated) to (?!{_MONTH_OR_DAY_EN}s?\b)(?!{_NOT_A_PLACE_EN}){_PLACE_EN}",
        "work_city",
        change=True,
    ),
    _r(
        "location",
        # (not something else moved: "my knee op has been moved to August")
        rf"\b(?<!been )(?<!was )(?<!were )(?<!is )(?<!got )(?<![Oo]ffice )(?<![Ww]ork )(?<![Cc]ompany )(?<![Ff]irm )(?:moved|relocated|moving|relocating|move|relocate)(?: (?:back|down|up|over|out|away|across|all the way))?"
        # (not a school year: "moved up to Form Four", "moved to Year 9"; not a month or a day)
        rf"(?: from [A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){{0,3}})? to (?!(?:Form|Year|Grade|Level|Standard|Primary) )(?!{_MONTH_OR_DAY_EN}\b){_PLACE_EN}{_STOP_EN}",
        "city",
        change=True,
    ),
    # the home one rents or owns, by where it is ("We rent a condo near Yonge and Eglinton")
    _r(
        "location",
        rf"\b(?:[Ww]e|I) (?:rent|own|have|share) (?:a|an|the|our|my) (?:little |small |new )?(?:condo|flat|apartment|house|townhouse|unit|studio|bungalow) (?:near|in|at|on|by|off) {_PLACE_EN}{_STOP_EN}",
        "city",
    ),
    # a house bought and moved into ("closed on the house in Barrie last week and we're all moved in")
    _r(
        "location",
        rf"\b(?:closed|completed|settled) on (?:the|our|a|my) (?:new )?(?:house|home|place|condo|flat|apartment|townhouse) in {_PLACE_EN}{_STOP_EN}",
        "city",
        change=True,
    ),
    # Indian and Singapore English "shifted to" a place: moved house there (said by "we" or "I")
    _r(
        "location",
        rf"\b(?:[Ww]e|I)\b[^.;!?]{{0,50}}?\bshift(?:ed|ing)? (?:house |houses |home )?(?:down |up |over |back |out )?to (?!{_NOT_A_PLACE_EN}){_PLACE_EN}{_STOP_EN}",
        "city",
        change=True,
    ),
    # after a move said done ("The move's done — we're in Flagstaff now", "finally moved, we're all in
    # Leeds now"): where one lives now, not a trip
    _r(
        "location",
        # (and after a house bought: "settlement went through last week and we're up in Katoomba now")
        rf"\b(?i:move|moved|moving|relocation|settlement)\b[^.;!?]{{0,40}}?\b(?:[Ww]e're|[Ww]e are|I'm|I am) (?:now |finally |all |officially |properly )*(?:(?:up|down|out|over) )?(?:in|settled in) {_PLACE_EN}{_STOP_EN}",
        "city",
        change=True,
    ),
    _r("location", rf"(?:\b[Oo]fficially |\b[Nn]ow )?{_PLACE_EN} residents?\b", "city", change=True),
    # one of the people of a place now ("we're Monctonians now", "we're Perth locals now"): moved there
    _r(
        "location",
        r"\b(?:[Ww]e're|I'm|[Ww]e are|I am) (?:officially |proper |now )?([A-Z][a-z]{3,}?)(?:ians|ans|ers|ites) now\b",
        "city",
        change=True,
    ),
    _r(
        "location",
        rf"\b(?:[Ww]e're|I'm|[Ww]e are|I am) (?:officially |proper |now )?{_PLACE_EN} locals\b",
        "city",
        change=True,
    ),
    _r("location", rf"\b[Hh]ome is (?:now |still )?{_PLACE_EN}{_STOP_EN}", "city"),
    _r(
        "location",
        rf"\b(?:(?:moved|moving) into|got the keys to|closed on|completed on|got possession of|took possession of) (?:our|my|a|the|his|her|their) (?:new )?(?:place|home|house|apartment|flat|condo|townhouse|bungalow|cottage|semi|terrace) in "
        # (typed in lower case too: "we got possession of the townhouse in guelph on saturday")
        rf"(?:{_PLACE_EN}|([a-z][a-z'-]{{2,20}}))(?<!\bthe){_STOP_EN}",
        "city",
        change=True,
    ),
    _r(
        "location",
        rf"\b(?:live|lives|living|reside|resides|based|settled|(?:I'm|I am|we're|we are) renting|(?:'ve|have|has) (?:always |long )?lived)(?: now)?(?: over| out| down| up| right)? in {_PLACE_EN}{_STOP_EN}",
        "city",
    ),
    # Singapore / Indian English: "I stay in Jurong East" is where one lives ("stayed in a hotel in …",
    # "staying in Jurong for the weekend" and "stay in bed" are not)
    _r(
        "location",
        rf"\b(?:I|we|[Ii] still|[Ww]e still) (?:now |currently |also )?stay in {_PLACE_EN}{_STOP_EN}",
        "city",
    ),
    # Malaysian / Singapore English "we are staying in Shah Alam since last week": where one lives now
    _r(
        "location",
        rf"\b(?:[Ww]e|I)(?:'re| are|'m| am) (?:now )?staying in {_PLACE_EN}(?=\s+(?:since|now|already|permanently|for good)\b)",
        "city",
        change=True,
    ),
    _r(
        "address",
        r"\b(?:live|lives|living|reside|resides)(?: now)? at (\d+[A-Za-z]?,?\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})",
        "address",
    ),
    _r(
        "location",
        rf"(?:搬了?到|搬了?去|搬了?来|搬家到|搬家去|搬家来|移居到?|搬回)了?{_PLACE_ZH}(?:市)?{_ZH_END}",
        "city",
        check="place_zh",
        change=True,
    ),
    # "搬进了天水围的新家", "住进了杭州的新房": moved into a home in a place
    _r(
        "location",
        rf"(?:搬进|住进|搬入|搬晒入|搬了入)(?!了?(?:新|医院|病房|宿舍|酒店|宾馆|学校|养老院|月子中心|ICU))了?{_PLACE_ZH}(?:市)?(?:的|那边的|那里的)?(?:新家|新房子?|新居|新公寓|新屋|家)?{_ZH_END}",
        "city",
        check="place_zh",
        change=True,
    ),
    # "回老家长沙了", "搬回老家洛阳了": back home, where one lives now
    _r(
        "location",
        rf"(?:回|回到|搬回)(?:了)?(?:老家|家乡)(?:了)?{_PLACE_ZH}(?:市)?(?:了|啦|住|生活|定居|发展)",
        "city",
        check="place_zh",
        change=True,
    ),
    # "回老家成都发展了", "去深圳发展了": where one now lives and works
    _r(
        "location",
        rf"(?:回到?|去|到|来)了?(?:老家|家乡)?{_PLACE_ZH}(?:市)?(?:发展|定居|安家|生活)",
        "city",
        check="place_zh",
        change=True,
    ),
    # "我现在base上海" (the loanword): where one is based
    _r(
        "location",
        rf"(?:^|我|我们|现在|目前)\s*base\s*(?:在)?{_PLACE_ZH}(?:市)?{_ZH_END}",
        "city",
        check="place_zh",
        flags=re.I,
    ),
    # "坐标杭州" (where one is, as people write it online)
    _r(
        "location",
        rf"(?:^|我|我们|现在|目前|人在)\s*(?:坐标|base在?|based in)\s*[:：]?\s*{_PLACE_ZH}(?:市)?{_ZH_END}",
        "city",
        check="place_zh",
    ),
    _r(
        "address",
        r"(?:住在|家在|地址是|住址是)([\u4e00-\u9fffA-Za-z0-9]{2,16}?(?:(?:路|街|道|巷|弄|胡同)[\u4e00-\u9fff0-9A-Za-z]{0,10}?(?:\d|号|栋|楼|室|单元)[\u4e00-\u9fff0-9A-Za-z]{0,6}?|小区|花园|公寓))(?=[，。,.！!；]|$|了)",
        "address",
    ),
    _r(
        "location",
        rf"(?:住在|住(?![了过着下进院]|家(?:保姆|阿姨|护工|帮佣|工))|生活在|定居在?|家里?在|人在){_PLACE_ZH}(?:市)?{_ZH_END}",
        "city",
        check="place_zh",
    ),
    _r(
        "location",
        rf"(?:^|我|我们|我家|一家)(?:现在|目前|一直|已经|都)?在{_PLACE_ZH}(?:市)?(?:生活|定居|安家|居住|住)",
        "city",
        check="place_zh",
    ),
    _r(
        "location",
        rf"在{_PLACE_ZH}(?:市)?(?:安顿下来|安顿好|落户|安家|定居下来|扎根|落脚|住下|安了家|安下家|安好家|落了户|扎了根|落了脚|住了下来)",
        "city",
        check="place_zh",
        change=True,
    ),
    # "以后就是新乡人了": one lives there now
    _r(
        "location",
        rf"(?:以后|从此|从今往后|现在)(?:就|也)?(?:算)?是{_PLACE_ZH}人了",
        "city",
        check="place_zh",
        change=True,
    ),
    # a transfer to another city's office ("我被调到北京分公司了", "I've been transferred to the Leeds office")
    _r(
        "work_city",
        rf"(?:调到|调去|调往|派到|外派到|外派去)了?{_PLACE_ZH}(?:市)?(?=分公司|总部|办事处|分部|分行|工作|上班|那边|了|，|。|$)",
        "work_city",
        check="city_zh",
        change=True,
    ),
    _r(
        "work_city",
        rf"\b(?:transferred|moved|posted|seconded|relocated) (?:over |across )?to (?:the|our|their|a) {_PLACE_EN} (?:office|branch|site|HQ|headquarters|plant|campus)\b",
        "work_city",
        change=True,
    ),
    _r("work_city", rf"\bwork(?:s|ing)?(?: as [a-z ]+?)? in {_PLACE_EN}{_STOP_EN}", "work_city"),
    _r("work_city", rf"在{_PLACE_ZH}(?:市)?(?:工作|上班|做|当|干)", "work_city", check="city_zh"),
    _r("hometown", rf"\b(?:{_BE}|come|comes|came) (?:originally )?from {_PLACE_EN}{_STOP_EN}", "hometown"),
    _r("hometown", rf"\b(?:grew up|was born|were born) in {_PLACE_EN}{_STOP_EN}", "hometown"),
    _r("hometown", r"(?:^我|^)(?:是|来自)([\u4e00-\u9fff]{2,6}?)人(?=[，。,.！!；]|$)", "hometown"),
    _r("hometown", rf"(?:老家|家乡)(?:是|在){_PLACE_ZH}{_ZH_END}", "hometown"),
    _r("hometown", rf"(?:来自|出生在|出生于|在){_PLACE_ZH}(?:长大|出生)?{_ZH_END}", "hometown", check="born_zh"),
]
