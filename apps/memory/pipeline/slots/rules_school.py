"""The rule table's last rows: schooling, habits, languages, birthdays and the way to work (one row per phrasing, read
after ``rules_life``'s, in order: the first rule that matches wins)."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.patterns import _PLACE_EN, _STOP_EN, INTAKE_MEASURE_ZH, _r, _Rule

# a school year as Chinese says it: 三年级, 小五 (五年级), 國一 (初一) and 中四 as Taiwan and Hong Kong say them,
# 初二, 高三, 大一, 研二, and a kindergarten year (K2, 幼儿园大班)
_YEAR_ZH = (
    r"[一二三四五六\d]年级|小[一二三四五六](?![时学区姐哥弟妹])|国[一二三](?![家内际外])|初[一二三]|高[一二三]|大[一二三四]|研[一二三]|博[一二三四五](?![士客物])"
    r"|K[1-3](?![0-9A-Za-z])|(?:幼儿园)?(?:小班|中班|大班)|学前班"
    # (Hong Kong's secondary forms, 中一 to 中六; not 其中一个, 集中一下)
    r"|(?<![其当集空高初心正命途])中[一二三四五六](?![个些次种点下直天样起边部位名块年月号日家人批])"
)

_MONTH_EN = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\b"
)

RULES_SCHOOL: list[_Rule] = [
    # the hour one goes to bed ("凌晨一点半才睡", "现在每天十一点就上床", "in bed by 10:30 most nights")
    _r(
        "bedtime",
        r"(?:每天|每晚|晚上|平时|现在|最近|都|一般)*((?:凌晨|半夜|夜里|晚上)?(?:\d{1,2}|[一二两三四五六七八九十]{1,3})点(?:半|一刻|\d{1,2}分?|[一二三四五]十分?)?)"
        r"(?:左右|多)?(?:才|就|准时|按时|之前|前)?(?:睡觉|睡|上床|入睡|躺下)(?!醒|到)",
        "bedtime",
    ),
    _r(
        "bedtime",
        r"\b(?:go(?:es)? to bed|in bed|asleep|hit the sack|turn in|lights out)\b[^.;!?]{0,16}?\b(?:at|by|around|about|before)\s+"
        r"(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?|midnight)(?![\d:])"
        r"|\bbedtime(?:'s| is)?(?: now)?(?: at| around| about)?\s+(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?|midnight)(?![\d:])",
        "bedtime",
        flags=re.I,
    ),
    # schooling, languages, birthday
    _r(
        "education",
        rf"\b(?:graduated from|studied at|study at|studying at|degree from|went to college at|go to school at) {_PLACE_EN}{_STOP_EN}",
        "school",
    ),
    _r(
        "education",
        r"\b(?:degree|major|majored|majoring|PhD|master's|bachelor's)(?: is)? in ([a-z][a-z ]{2,30}?)" + _STOP_EN,
        "major",
        flags=re.I,
    ),
    _r(
        "education",
        # (and the school one attends said as what it is: "我儿子上的是育英小学", "读的是二中")
        r"(?:毕业于|毕业自|在|(?:上|读|念)的是)([\u4e00-\u9fffA-Za-z]{2,12}?(?:大学|学院|中学|高中|小学|学校|幼儿园))(?:毕业|读|上学|念)?",
        "school",
    ),
    _r(
        "education",
        r"(?:转学(?:去了|到了|到|去)|转到了?)([\u4e00-\u9fffA-Za-z]{2,12}?(?:大学|学院|中学|高中|小学|学校|幼儿园))",
        "school",
        change=True,
    ),
    _r("education", r"(?:专业是|学的是|读的是)([\u4e00-\u9fffA-Za-z]{2,10}?)(?=[，。,.！!；]|$|专业)", "major"),
    # a child moving up a year is the new school year, which a later one renews ("儿子升六年级了", "升到初二",
    # "上初三了", "moved up to year 6", "starts 7th grade"; not 升职; 小五 is 五年级 and 國一 is 初一 as
    # Taiwan and Hong Kong say them)
    _r(
        "grade",
        rf"(?:升|升到|升上|升入|读到|上到|进入|进了)(?:了)?(?:小学|初中|高中|大学|国小|国中)?({_YEAR_ZH})"
        rf"|上(?:小学|初中|高中|大学|国小|国中)?({_YEAR_ZH})了",
        "grade",
        change=True,
    ),
    # "正式成为一年级小学生啦", "成了初一新生": the year one has just begun
    _r(
        "grade",
        rf"(?:成为|变成|成了)了?(?:一名|一个|名)?(?:小学|初中|高中|大学|国小|国中)?({_YEAR_ZH})(?:的)?(?:小学生|中学生|学生|新生|小朋友)?(?=[，。,.！!；;]|$|了|啦|喽|咯)",
        "grade",
        change=True,
    ),
    # "暑假一过闺女博二了", "儿子初三了": a year said with 了 is the one begun
    _r(
        "grade",
        rf"(?:儿子|女儿|闺女|孩子|娃|小孩|老大|老二|老三|老幺|大宝|二宝)(?:就|都|已经|也)?({_YEAR_ZH})了(?=[，。,.！!；;]|$)",
        "grade",
        change=True,
    ),
    # "我儿子初一" (the relation read off): the year alone is the clause
    _r("grade", rf"^(?:今年|现在)?((?!小[一二三四五六])(?:{_YEAR_ZH}))(?=[，。,.！!；;]|$|啦)", "grade"),
    # "读护理，现在大三", "今年初二": the year one is in, said after 现在 / 今年 alone
    _r("grade", rf"(?:现在|目前|今年|如今)(?:是|在读|读)?({_YEAR_ZH})(?=[，。,.！!；;]|$|了|啦)", "grade"),
    # "女儿开学就研二了", "他已经高三了": the year one is in now
    _r(
        "grade",
        r"(?:就|要|该|已经|都)(研[一二三]|大[一二三四]|高[一二三]|初[一二三]|[一二三四五六]年级)了",
        "grade",
        change=True,
    ),
    _r(
        "grade",
        r"\b(?:moved up to|moving up to|moves up to|move up to|going into|goes into|went into|starts|starting|started|entering|entered)"
        r" (?:the )?(year (?:1[0-3]|[1-9])|grade (?:1[0-2]|[1-9])|form (?:one|two|three|four|five|six|[1-6])|(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) (?:grade|standard|std))\b(?! of\b)"
        r"|\b(?:gone|moved|gone up|moved up) to (form (?:one|two|three|four|five|six|[1-6]))\b",
        "grade",
        change=True,
        flags=re.I,
    ),
    _r(
        "grade",
        rf"(?:上|读|念|升)(?:到|着)?(?:小学|初中|高中|大学|国小|国中)?({_YEAR_ZH})",
        "grade",
    ),
    _r(
        "grade",
        r"\b(?:in|is in|starting|started|entering|entered|going into|finished) (?:the )?((?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) (?:grade|standard|std)"
        r"|year (?:1[0-3]|[1-9])|form (?:one|two|three|four|five|six|[1-6])|grade (?:1[0-2]|[1-9]))\b(?! of\b)",
        "grade",
        flags=re.I,
    ),
    # a Scottish school year ("my daughter's in P5", "he's going into S2")
    _r(
        "grade",
        r"\b(?:in|into|starting|started|entering|entered|going into|moved up to|now in) (P[1-7]|S[1-6])\b",
        "grade",
    ),
    # "I drink like 4 Monster energy drinks a day", "我每天喝三杯咖啡": a habit with how often, a fact
    # (not a liking), its key by the thing ("habit:intake" and the thing: see ``detect``)
    _r(
        "habit",
        r"\b(?:I|he|she|we)(?:'m| am| are)? (?:drink|have|smoke|eat|take|vape|down|average|averaging|walk|walking|do|doing|hit|hitting|clock|clocking) (?:like |about |around |maybe |probably |at least |up to )?"
        r"((?:\d[\d,]*|a couple(?: of)?|two|three|four|five|six|seven|eight|ten|a few)(?: or (?:\d+|two|three|four|five|six))? (?!times\b|hours\b|minutes\b|days\b)(?:(?:[A-Za-z][\w-]* ){0,3}?[a-z]+s|(?:cups?|glasses?|cans?|bottles?|shots?|mugs?|pints?|packs?) of [A-Za-z][\w-]*(?: [A-Z][\w-]*)?) (?:a|per|every) (?:day|night|week))\b",
        "intake",
        flags=re.I,
    ),
    # "cut down to 1 coffee a day", "down to two cigarettes a day": the habit's new amount
    _r(
        "habit",
        r"\b(?:down to|cut (?:back |down )?to|up to|now (?:only |just )?(?:have|drink|smoke|at))\s+(?:only |just )?"
        r"((?:\d+|one|two|three|four|five|a couple(?: of)?) (?!times\b|hours\b|minutes\b|days\b)(?:[A-Za-z][\w-]* ){0,2}?[a-z]+ (?:a|per|every) (?:day|night|week))\b",
        "intake",
        change=True,
        flags=re.I,
    ),
    _r(
        "habit",
        r"((?:每天|一天)(?:要|都|得|能|至少|只|就)?(?:喝|抽|吃)(?:个|上)?(?:\d+|[一二两三四五六七八九十]+)"
        + INTAKE_MEASURE_ZH
        + r"[\u4e00-\u9fffA-Za-z]{1,8}?)(?=[，。,.！!；~]|$|了)",
        "intake",
    ),
    _r("habit", r"(戒烟了?|戒了烟|不(?:再)?抽烟了?|抽烟|吸烟)", "smoking"),
    _r("habit", r"(戒酒了?|戒了酒|不(?:再)?喝酒了|酗酒)", "drinking"),
    _r(
        "habit",
        r"\b((?:quit|stopped|gave up|given up|no longer|don't|do not) smok(?:e|ing)|smoke|smoking|a smoker|a non-smoker)\b",
        "smoking",
        flags=re.I,
    ),
    _r(
        "language",
        r"\b(?:speak|speaks|fluent in) (English|Mandarin|Chinese|Cantonese|Japanese|French|German|Spanish|Korean|Italian|Portuguese|Russian)\b",
        "language",
        flags=re.I,
    ),
    _r(
        "learning",
        r"\b(?:learning|Duolingo|studying) (English|Mandarin|Chinese|Cantonese|Japanese|French|German|Spanish|Korean|Italian|Portuguese|Russian)\b",
        "learning",
        flags=re.I,
    ),
    _r(
        "language",
        r"(英语|普通话|中文|粤语|日语|法语|德语|西班牙语|韩语|意大利语|葡萄牙语|俄语)(?:说得|讲得|很流利|挺流利|还行|不错)",
        "language",
    ),
    _r(
        "language",
        r"(?:会说|说|会讲)(英语|普通话|中文|粤语|日语|法语|德语|西班牙语|韩语|意大利语|葡萄牙语|俄语)",
        "language",
    ),
    # a language being learnt is what one learns, as "learning Korean" is ("在用Duolingo学韩语")
    _r(
        "learning",
        r"(?:在学|正在学|学习|学)(英语|普通话|中文|粤语|日语|法语|德语|西班牙语|韩语|意大利语|葡萄牙语|俄语)",
        "learning",
    ),
    # (also as put right: "我生日其实是3月21号", "my birthday is actually on the 21st"; someone's by their name:
    # "Imogen's birthday is 3 May")
    _r(
        "birthday",
        # (and a relation's: "my mum's birthday is 3 June")
        r"(?:\b(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[A-Z][a-z]+'s)(?: [a-z-]+'s)? |^)[Bb]irthday(?: is|'s) (?:actually |really |in fact )?(?:on )?([^,.;]{3,25})",
        "birthday",
    ),
    _r("birthday", r"生日(?:其实|实际上|应该|本来|真正)?(?:是|在)([^，。,；]{2,12}?)(?=才对|[，。,；]|$)", "birthday"),
    # the day one was born is one's birthday ("I was born on 12 March", "我是3月12号出生的")
    _r(
        "birthday",
        r"\b(?:I|[Hh]e|[Ss]he) was born on (?:the )?(\d{1,2}(?:st|nd|rd|th)? (?:of )?" + _MONTH_EN + r"(?:,? \d{4})?"
        r"|" + _MONTH_EN + r" \d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?)",
        "birthday",
    ),
    _r(
        "birthday",
        r"(?:^我|^)(?:是|出生于|生于)((?:\d{4}年)?\d{1,2}月\d{1,2}[日号])(?:出生|生)(?:的)?",
        "birthday",
    ),
    # the way one gets to work ("I take the 7:40 train to work", "these days I cycle to work instead",
    # "我每天坐地铁上班", "现在改骑电动车上班了"): one way at a time, renewed by a newer one
    _r(
        "commute_mode",
        r"\b(?:I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[Mm]y [a-z]+|[A-Z][a-z]+)\s+(?:now\s+|usually\s+|normally\s+|always\s+|mostly\s+|just\s+|still\s+)?"
        r"(?:takes?|catch(?:es)?|gets?|rides?|uses?)\s+(?:the\s+|a\s+)?(?:\d{1,2}[:.]\d{2}\s+|early\s+|local\s+)?"
        r"(train|bus|tube|metro|subway|ferry|tram|underground|shuttle)\s+(?:in)?to\s+(?:work|the office|school|uni|campus)\b"
        r"|\b(?:I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[Mm]y [a-z]+|[A-Z][a-z]+)\s+(?:now\s+|usually\s+|normally\s+|always\s+|mostly\s+|just\s+|still\s+)?"
        r"(cycle|bike|walk|drive|scooter)s?\s+(?:in)?to\s+(?:work|the office|school|uni|campus)\b"
        # (cycling to work "now" or "these days": "I'm cycling to work from January" is a plan)
        r"|\b(?:I'm|I am|[Ww]e're|[Ww]e are)\s+(?:now\s+)?(cycling|biking|walking|driving)\s+(?:in)?to\s+(?:work|the office)\s+(?:now|these days|every day|daily)\b"
        r"|\b(?:[Cc]ommute|get to work|go to work|get to the office|go in)\s+by\s+(train|bus|bike|car|tube|metro|ferry|tram|motorbike|scooter)\b",
        "commute_mode",
    ),
    _r(
        "commute_mode",
        r"(?<!想)(?<!要)(?<!打算)(?<!准备)(?<!考虑)(坐地铁|搭地铁|乘地铁|坐公交|搭公交|坐班车|坐高铁|坐火车|搭捷運|搭捷运|坐捷运|坐巴士|坐轮渡|骑车|骑自行车|骑单车|骑电动车|骑电瓶车|骑摩托|开车|走路|步行|打车)"
        r"(?:去|到)?(?:上班|公司|单位|上学|学校)",
        "commute_mode",
    ),
]
