"""The rule table's second half: money, time and skills, status, family and home, then ``rules_health``'s
health and diet, traits and medicines and ``rules_school``'s schooling, habits, languages, birthdays and the way to work (one row per phrasing;
``rules`` holds names, ages, work and places and joins both halves in order: the first rule that matches wins)."""

from __future__ import annotations

import re

from apps.memory.pipeline.slots.ended import PARTED_EN
from apps.memory.pipeline.slots.patterns import _STOP_EN, AMOUNT, _r, _Rule
from apps.memory.pipeline.slots.rules_health import RULES_HEALTH
from apps.memory.pipeline.slots.rules_rent import RULES_RENT
from apps.memory.pipeline.slots.rules_school import RULES_SCHOOL
from apps.memory.pipeline.slots.rules_things import RULES_THINGS

# how long, in digits or in words ("40分钟", "1.5小时", "一个半小时", "半小时", "二十分钟")
# how long something takes in English, in figures or in words ("50 minutes", "1.5 hrs", "an hour and a
# quarter", "half an hour", "three quarters of an hour"): no group of its own, for the rules' groups to hold
_DURATION_EN = (
    r"(?:\d+(?:\.\d+)?\s?(?:minutes?|mins?|hours?|hrs?)|(?:an?|one|two|three) hours? and a (?:half|quarter)"
    r"|(?:one|two|three) and a half hours|half an hour|(?:a|three) quarters? of an hour|an hour)"
)
_DURATION_ZH = r"([一二两三四五六七八九十\d]+个?半?小时[一二三四五六七八九十\d]+分(?:钟)?|\d+(?:\.\d+)?\s?(?:分钟|个?半?小时)|(?:[一二两三四五六七八九十]+个?(?:半|多)?|半个?)(?:小时|钟头|钟(?![点头]))|[一二两三四五六七八九十廿]+分钟)"

RULES_LIFE: list[_Rule] = [
    *RULES_THINGS,  # the things one has (a phone): slots/rules_things.py
    # money (rent first: "I pay $4,200/month in rent" is rent, not pay): slots/rules_rent.py
    *RULES_RENT,
    _r(
        "salary",
        rf"\b(?:salary|income|wage|wages|paycheck|take-home|take home(?: pay)?(?= is\b| was\b| went\b| now\b| of\b|[,:])|(?:monthly|annual|yearly) (?:gross|net|pay|income|salary)|gross pay|net pay|(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Tt]he) (?:base )?pay|(?:[Mm]y|[Hh]is|[Hh]er) base|pay (?:went|is|was|got|rose))\b[^.;]{{0,30}}?({AMOUNT})",
        flags=re.I,
    ),
    _r(
        "salary",
        rf"\b(?:earn|earns|earning|make|makes|making|take home|takes home|taking home|bring home|brings home|bringing home|clear|clears|clearing)\s+(?:about |around |roughly )?({AMOUNT})",
    ),
    # "base is 50k now", "my base went up to 50k": the base pay, said by its one word
    _r(
        "salary",
        rf"(?:^|\b(?:the|my|his|her|new) )base(?: pay| salary)?(?:'s| is| went up to| was bumped to| now| will be)\s+(?:now |about |around )?({AMOUNT})",
        flags=re.I,
    ),
    # Indian English: the cost to company, the package, in-hand ("my CTC is 18 lakh per annum")
    _r(
        "salary",
        rf"\b(?:CTC|(?:[Mm]y|[Hh]is|[Hh]er) (?:new )?(?:pay |salary )?package|in-hand|in hand)\b[^.;]{{0,30}}?({AMOUNT})",
    ),
    _r("salary", rf"(?:每个?月|一个月|每年|一年)(?:能|可以|都|就)?(?:拿|领|到手)(?:到)?(?:大概|差不多)?({AMOUNT})"),
    _r("salary", rf"\b(?:I'm|I am|he's|she's|he is|she is) (?:now |currently )?on ({AMOUNT})", check="money"),
    # (人工 is Cantonese for one's pay: "我份人工每個月兩萬三"; not 人工智能, 人工客服, 人工费)
    _r(
        "salary",
        rf"(?:工资|工钱|薪水|月薪|年薪|薪资|收入|到手(?!价)|税后|税前|底薪|人工(?!智能|客服|费|湖|降雨))[^，。,；]{{0,8}}?({AMOUNT})",
    ),
    _r("salary", rf"(?:挣|赚)(?:大概|差不多|将近|快)?({AMOUNT})"),
    # the pay after a probation or a promotion, with no pay word ("转正后一个月一万六", "升职以后每月能有两万")
    _r(
        "salary",
        rf"(?:转正|升职|升级|调岗)(?:了|之?后|以后)[^。；;，,]{{0,4}}?(?:每个?月|一个月|月薪)(?:能|可以|就|有|是|拿)*\s*({AMOUNT})",
        change=True,
    ),
    _r(
        "salary",
        rf"(?:加薪|涨薪|涨工资|加工资|调薪|[调加涨]完薪|[调加涨]了薪|加了?人工)[^。；;]{{0,12}}?({AMOUNT})",
        change=True,
    ),
    _r(
        "salary",
        rf"(?:调|涨|加|提|降)了?(?:我们|我)?的?(?:工资|工钱|薪水|薪资|月薪|人工)[^。；;]{{0,4}}?(?:现在|如今|目前)?(?:每个?月|一个月|月薪)?(?:是|到|拿|有)?\s*({AMOUNT})",
        change=True,
    ),
    _r(
        "salary",
        rf"\b(?:got|get|getting|received|had) a (?:pay )?(?:raise|rise)\b[^.;]{{0,30}}?({AMOUNT})",
        change=True,
        flags=re.I,
    ),
    # a weight in stones and pounds, as in Britain ("I'm 15st 2lb at the minute", "weighed in at 14st 9lb")
    _r(
        "weight",
        r"\b(?:weigh|weighs|weighing|weighed in at|weighed myself at|weight is|now|at|I'm|I am|scales? (?:said|showed|read))\s+"
        r"(?:about |around |just |only )?(\d{1,2}\s?st(?:one)?\s?\d{1,2}\s?(?:lb|lbs|pounds?)|\d{1,2}\s?st(?:one)?)\b",
        "weight",
        flags=re.I,
    ),
    _r(
        "weight",
        r"\b(?:weigh|weighs|weighing|weight is|weight's|weight (?:went|is) (?:down|up) to|weight dropped to)\s+(?:about |around |roughly )?(\d+(?:\.\d+)?\s?(?:kg|kgs|kilos|lbs?|pounds|stone))\b",
        "weight",
        flags=re.I,
    ),
    _r("weight", r"体重[^，。,；]{0,6}?(\d+(?:\.\d+)?\s?(?:公斤|斤|kg|千克))", "weight"),
    # what the scale said, with no word of weight ("stood on the scale this morning, 91.5kg", 早上上秤一看，71.2公斤)
    _r(
        "weight",
        r"(?:\b(?:stood|stepped|got|hopped|jumped) on the scales?\b|\bweighed myself\b|上秤|称了(?:一下|下)?(?:体重)?)"
        r"[^.;!?。！？]{0,30}?(\d+(?:\.\d+)?\s?(?:kg|kgs|kilos|lbs|pounds|公斤|斤|千克))(?![A-Za-z])",
        "weight",
        flags=re.I,
    ),
    # "lost 5 kg, now 78 kg", "at 82 kilos now": the weight one is at
    _r(
        "weight",
        r"\b(?:now|at|I'm|I am)\s+(?:about |around )?(\d+(?:\.\d+)?\s?(?:kg|kgs|kilos|lbs|pounds))\b(?! (?:of|heavier|lighter|more|less)\b)",
        "weight",
        flags=re.I,
    ),
    _r(
        "weight",
        r"(?:^|我|称了一?下|上秤|(?:^|我)(?:现在|目前))(?:现在|目前)?(?:是|有|才|只有|都)?(\d+(?:\.\d+)?\s?(?:公斤|斤|千克))(?:了|啦)?(?=[，。,.！!；]|$)",
        "weight",
    ),
    _r(
        "weight",
        r"(?:掉到|降到|减到|瘦到|胖到|长到|涨到|down to|dropped to|lost \w+ to|got down to)\s*(\d+(?:\.\d+)?\s?(?:公斤|斤|kg|千克|lbs?|pounds))",
        "weight",
        change=True,
        flags=re.I,
    ),
    # what the scale showed is a weight, with or without its unit ("今天上秤126了", "称了一下才58.5",
    # "scale said 86.5 this morning", "weighed in at 190"): the figure as read off it
    _r(
        "weight",
        r"(?:上秤|上称|称了一?下|过了?秤|一称|称体重|(?:体脂|体重)秤(?:上)?|量(?:了一下|出来)?(?=是))(?:一看|后|时)?(?:是|有|才|只有|都|显示|变成|就)?了?\s*"
        r"(\d{2,3}(?:\.\d+)?(?:\s?(?:公斤|斤|千克|kg))?(?![\d.%]|\s?(?:块|元|岁|分|个|次|天|号|cm|厘米|米))"
        # (or in Chinese numerals: "今天早上上秤一百五十三了")
        r"|[一二两三四五六七八九十百零]{3,6}(?:点[一二三四五六七八九])?(?:公斤|斤)?(?=了|啦|$|[，。,！!]))",
        "weight",
        change=True,  # (what the scale reads is the newest weight)
    ),
    # "我现在一百六十八斤", "目前72公斤": the weight one is at, with its unit
    _r(
        "weight",
        r"(?:^我|^|(?<=[，,]))(?:现在|目前|如今)(?:是)?((?:\d{2,3}(?:\.\d+)?|[一二两三四五六七八九十百零]{3,6}(?:点[一二三四五六七八九])?)\s?(?:斤|公斤|千克|kg))(?=[，,。.!！了]|$|左右|上下)",
        "weight",
    ),
    _r(
        "weight",
        r"\b(?:(?:the |my |bathroom )?scales? (?:said|says|showed|shows|read|reads|hit|was at|is at|gave me)|weighed (?:in at|myself at|myself(?: (?:this morning|today|tonight|yesterday|again))?\W+)|weigh-in(?: (?:tonight|today|this morning|this week|last night))?(?: was)?:?"
        # (what they weighed one at: "doc's office had me at 179 today", "the nurse put me at 82 kg")
        r"|(?:doc|doctor|gp|nurse|clinic|scales?|physio|trainer|coach)(?:'s (?:office|surgery|clinic))?(?: \w+)? (?:had|has|put|puts|got|clocked|weighed) me (?:in )?at)"
        # (in stone and pounds too: "15st 9lb")
        r"\s*(?:about |around |like |just |only |exactly )?((?:[5-9]|[1-3]\d)\s?st(?:\s?\d{1,2}\s?(?:lbs?|pounds))?(?![a-z])(?! time)|\d{2,3}(?:\.\d+)?(?:\s?(?:kg|kgs|kilos|lbs?|pounds|stone))?)(?![\d.%]|\s?(?:dollars|bucks|percent|times|days|hours|minutes|steps)\b)",
        "weight",
        change=True,  # (what the scale reads is the newest weight)
        flags=re.I,
    ),
    # the figure first, then where it was read ("97.5 on the bathroom scales this morning, rapt")
    _r(
        "weight",
        r"(?:^|(?<=\s))(\d{2,3}(?:\.\d+)?(?:\s?(?:kg|kgs|kilos|lbs?|pounds))?) on the (?:bathroom |gym |doctor's |bloody |old )?scales?\b",
        "weight",
        flags=re.I,
    ),
    _r("mbti", r"\b(?:MBTI|[Pp]ersonality type|Myers-Briggs)(?: type)?(?: is|:)? ([EI][NS][TF][JP])\b", "mbti"),
    _r("mbti", r"\b(?:I'm|I am) an? ([EI][NS][TF][JP])\b", "mbti"),
    _r("mbti", r"(?:MBTI|人格)(?:是|类型是)?([EI][NS][TF][JP])", "mbti"),
    # what one is learning ("teaching myself Python", "在自学Python")
    _r(
        "learning",
        r"\b(?:learning|studying|teaching (?:myself|themselves|himself|herself)|taking (?:a )?(?:class|course|lessons) in) ([A-Z][\w+#.]*|[a-z]+(?: [a-z]+)?)"
        + _STOP_EN,
        "learning",
    ),
    _r("learning", r"(?:自学|在学|正在学|学习)([A-Za-z][\w+#.]*)", "learning"),
    # the way to work and how long it takes ("my commute is 50 minutes", "通勤单程40分钟", "上班路上单程要一个半小时")
    # "door to door it's 22 min now", "22 minutes door to door": how long the way to work takes
    _r(
        "commute",
        r"\bdoor[- ]to[- ]door\b[^.;!?]{0,20}?\b(?:it's|it is|is|takes?|'s)?\s*(?:me |about |around |only |just |like )*("
        + _DURATION_EN
        + r")\b"
        r"|\b(" + _DURATION_EN + r") door[- ]to[- ]door\b",
        "commute",
        flags=re.I,
    ),
    _r(
        "commute",
        r"\bcommute(?: to work)? (?:(?:is|'s|has gone|went|got|has come|came) (?:down|up) to|is|takes|'s|dropped to|cut to)(?: me| now| only| about| around| roughly| just| like)* ("
        + _DURATION_EN
        + r")\b",
        "commute",
        flags=re.I,
    ),
    _r(
        "commute",
        r"\b(?:to work|to the office|into work|into the office|to school|to campus)\b[^.;!?]{0,40}?\b(?:takes?|took) (?:me |us |him |her )?(?:about |around |roughly |only |just |like )?("
        + _DURATION_EN
        + r")\b",
        "commute",
        flags=re.I,
    ),
    # "now I am reaching by walk in 15 minutes only" (Indian English), "I get in by bike in 20 minutes": how
    # long the way takes, said by arriving
    _r(
        "commute",
        r"\b(?:(?:I am|I'm|now I am|now I'm|daily I am|I usually) reaching|reach (?:office|work|the office)|get to (?:work|the office|office)|getting to (?:work|the office|office))"
        r"(?: (?:office|work|the office))?(?: (?:by|on) (?:walk|foot|bus|train|car|bike|metro|cycle|scooter|the \w+))? in (?:about |around |just |only )?("
        + _DURATION_EN
        + r")\b",
        "commute",
        flags=re.I,
    ),
    # "it takes me half an hour to get to work", "takes about 40 minutes to drive into the office", "it takes
    # nearly 2 hours one way" (not a flight's: "the flight to Sydney takes 22 hours one way")
    _r(
        "commute",
        r"\b(?:takes?|took) (?:me |us |him |her )?(?:about |around |roughly |nearly |almost |only |just |like )?("
        + _DURATION_EN
        + r") to (?:get|walk|drive|cycle|ride|go)(?: in)? (?:to|into) (?:work|the office|school|campus)\b"
        r"|^(?![^.;]*\bflights?\b)[^.;]*?\b(?:takes?|took) (?:me |us )?(?:about |around |roughly |nearly |almost |only |just |like )?("
        + _DURATION_EN
        + r") one[- ]way\b",
        "commute",
        flags=re.I,
    ),
    _r(
        "commute",
        r"通勤(?:时间)?(?:单程|来回|每天|一天)?(?:要|大概|差不多|得|需要|是|约|就|只要|花)*" + _DURATION_ZH,
        "commute",
    ),
    _r(
        "commute",
        r"(?:上班|去公司|到公司|上学|去单位)[^，。,；]{0,8}?(?:要|得|花|需要|大概|只要|就|才)" + _DURATION_ZH,
        "commute",
    ),
    # how long one sleeps ("每天晚上只睡4个小时左右", "每天能睡6个小时", "I only sleep 5 hours a night",
    # "getting 7 hours of sleep"): one figure at a time, that a later one renews
    _r(
        "sleep",
        r"(?:每天|每晚|晚上|一天|一晚|平时|现在|最近|夜里)?(?:只|能|才|就|大概|差不多|至少|基本|一般|都|也|只能|可以)*"
        r"(?<!午)睡(?:了|够|不到|足|上|满)?\s*(?:大概|差不多|至少|将近)?((?:\d+(?:\.\d+)?|[一二两三四五六七八九十]|十[一二])\s?(?:个半小时|个小时|个钟头|个钟|小时))",
        "sleep",
        check="habitual",
    ),
    _r(
        "sleep",
        r"\b(?:sleep|sleeps|sleeping|slept)\s+(?:only |about |around |like |maybe |barely |just |roughly |a solid |at least |at most |less than |under |over )*"
        r"((?:\d+(?:\.\d+)?|four|five|six|seven|eight|nine|ten)(?:-\d+)?\s?(?:hours?|hrs?|h))\b"
        r"|\b(?:get|gets|getting|got|manage|managing)\s+(?:only |about |around |like |maybe |barely |just |roughly |a solid |at least |at most |less than |under |over )*"
        r"((?:\d+(?:\.\d+)?|four|five|six|seven|eight|nine|ten)(?:-\d+)?\s?(?:hours?|hrs?|h))\s+(?:of sleep|sleep|of shut-?eye)\b",
        "sleep",
        check="habitual",
        flags=re.I,
    ),
    # the hours one works a week ("working about 55 hours a week", "每周工作50个小时"): one figure at a
    # time ("32 hours now" renews it: reconcile's figures of a like size)
    _r(
        "work_hours",
        r"\b(?:work|works|working|worked|put in|putting in|puts in|clock|clocking|log|logging|pull|pulling)\s+(?:about |around |roughly |like |over |nearly |almost |maybe |at least |close to |up to |upwards of |an average of |)*"
        r"(\d{1,3}(?:-\d{1,3})?\+?\s?(?:hours?|hrs?|h))(?:\s+(?:a|per|each|every)\s+week|\s*/\s*(?:week|wk)|\s+weekly)\b",
        "work_hours",
        flags=re.I,
    ),
    _r(
        "work_hours",
        r"(?:每周|一周|每个?星期|一个星期|一个礼拜|每个?礼拜)(?:要|得|都|只|才|就|大概|差不多|至少|基本)*(?:工作|上班|干活|干|做|加班到)(?:大概|差不多|至少|将近|超过)?(\d{1,3}\s?(?:个小时|个钟头|小时))",
        "work_hours",
    ),
    # residence status: one at a time (a green card ends the H-1B, 入籍 ends the 绿卡)
    _r(
        "visa",
        r"\b(H-?1B|F-?1|J-?1|L-?1|O-?1|E-?2|B-?2|green card|permanent residen(?:ce|cy)|citizenship|work visa|work permit)\b"
        r"(?: (?:status|visa|application))?(?: (?:has |have )?(?:finally |officially |just )?(?:came through|come through|got approved|was approved|been approved|was granted|arrived))",
        "visa",
        change=True,
        flags=re.I,
    ),
    _r(
        "visa",
        r"\b(?:got|received|obtained|was granted|been granted|became a|became an?) (?:my |our |an? |the )?"
        r"(H-?1B|F-?1|green card|permanent residen(?:ce|cy)|(?:US|U\.S\.|Canadian|British|Australian) citizen(?:ship)?|work permit)\b",
        "visa",
        change=True,
        flags=re.I,
    ),
    _r(
        "visa",
        r"(?:拿到|办下来|批下来|下来了|获批|批了)[^，。,]{0,4}?(绿卡|永居|永久居留(?:权|身份)?|工作签证?|工签|学签|H-?1B)|(绿卡|永居|工签|工作签证|H-?1B)[^，。,]{0,4}?(?:下来了|批了|办好了|拿到了|获批)|(入籍)",
        "visa",
        change=True,
    ),
    _r(
        "visa",
        r"\b(H-?1B|F-?1|J-?1|L-?1|O-?1|E-?2|B-?2|TN)\b(?= (?:student |work |exchange )?visa| status)",
        "visa",
        flags=re.I,
    ),
    _r(
        "visa",
        r"\b((?:H-?1B|F-?1|J-?1|L-?1|O-?1|E-?2|TN|B-?2|work(?:ing)?|student|spousal|tourist|skilled worker|working holiday) visa"
        r"|green card|permanent residen(?:ce|cy)|PR status|(?:US|U\.S\.|Canadian|British|Australian) citizenship)\b",
        "visa",
        flags=re.I,
    ),
    _r(
        "visa",
        # (a short code alone is no visa in Chinese either: 每一场F1都看 is the race; F-1 with 签证 / 身份 is one)
        r"(H-?1B|(?:F-?1|J-?1|L-?1)(?=\s?(?:签证?|身份|学签|visa))|绿卡|永居|永久居留(?:权|身份)?|工作签证?|学生签证?|留学签证|工签|学签|入籍|加入了?[\u4e00-\u9fff]{1,3}国籍)",
        "visa",
    ),
    _r("blood_type", r"\bblood (?:type|group) is (AB|A|B|O)(?:[+-]| positive| negative)?\b", "blood_type", flags=re.I),
    _r("blood_type", r"\b(?:I'm|I am|he's|she's) (?:type )?(AB|A|B|O)[+-]? blood(?: type)?\b", "blood_type"),
    _r("blood_type", r"(?:是)?(AB|A|B|O)型血|血型(?:是)?(AB|A|B|O)型?", "blood_type"),
    _r(
        "height",
        r"\b(?:I'm|I am|he's|she's|height is|stand) (\d'\s?\d{1,2}\"?|\d\.\d{1,2}\s?m|1\d\d\s?cm)(?=\W|$)",
        "height",
    ),
    _r("height", r"身高(?:是|有)?(\d(?:\.\d+)?米\d*|1\d\d(?:公分|厘米|cm)?|一米[一二三四五六七八九十]{1,2})", "height"),
    # a height said by its shape alone ("现在1米65了", "都长到一米七二了"): metres and centimetres, no other measure
    _r(
        "height",
        r"(?<![\d.])(1米\d{1,2}|一米[一二三四五六七八九][一二三四五六七八九十]?)(?![\d])",
        "height",
        change=True,
    ),
    _r(
        "weight",
        r"\b(?:I'm|I am|and|at|weigh(?:ing)?) (?:about |around )?(\d{2,3}(?:\.\d+)?\s?(?:lbs|lb|pounds|kg|kgs|kilos))\b",
        "weight",
        flags=re.I,
    ),
    _r("weight", r"体重[^，。,；]{0,6}?((?:[一二两三四五六七八九十百]+|\d+(?:\.\d+)?)\s?(?:公斤|斤|千克))", "weight"),
    # a scale's reading ("stepped on the scale this morning: 70.6", "the scales said 82 kg", "上秤一称68.5公斤")
    _r(
        "weight",
        r"\b(?:scale|scales)\b[^.;!?]{0,40}?(?:\bsaid |\bsays |\bshowed |\bshows |\bread |\breads |:\s*)"
        r"(?:a |an )?(\d{2,3}(?:\.\d)?(?:\s?(?:kg|kgs|kilos|lbs?|pounds|st))?)\b",
        "weight",
        flags=re.I,
    ),
    _r("weight", r"(?:上秤|称了一?下|一称|秤上)[^，。,；]{0,6}?(\d{2,3}(?:\.\d+)?\s?(?:公斤|斤|千克|kg)?)", "weight"),
    _r(
        "vehicle",
        # (its colour and age are no part of its name: "a white Hyundai Ioniq 5", 一辆白色的Ioniq 5)
        r"\b(?:I|we) (?:drive|own|have|bought|got) (?:an? |the |my )?(?:(?:new|old|used|second-hand|white|black|red|blue|silver|grey|gray|green|yellow|little) )*"
        r"((?:[A-Z][\w-]*|\d+)(?: (?:[A-Z0-9][\w-]*))+|Tesla|BMW|Prius|Civic|Corolla)\b",
        "vehicle",
    ),
    # one model driven ("I drive a Hilux"; not a ride-hailing app one drives for)
    _r(
        "vehicle",
        r"\bI drive (?:an? |the |my )?(?:(?:new|old|used|white|black|red|blue|silver|grey|gray|little) )*(?!(?:Uber|Lyft|Grab|Bolt|DiDi|Ola|Taxi|Cab)\b)([A-Z][\w-]+)\b",
        "vehicle",
    ),
    _r(
        "vehicle",
        r"(?:开的是|开着|开|买了|提了|有)(?:一辆|辆|台)(?:新的?)?(?:[白黑红蓝灰银绿黄]色的?)?([\u4e00-\u9fffA-Za-z0-9 -]{2,16}?)(?:车)?(?=[，。,.！!；]|$|了)",
        "vehicle",
    ),
    _r("vehicle", r"开的是([\u4e00-\u9fffA-Za-z0-9 -]{2,16}?)(?=[，。,.！!；]|$)", "vehicle"),
    # a make driven, said with no measure word ("我开特斯拉Model 3", "平时开比亚迪汉")
    _r(
        "vehicle",
        r"(?:^我|^|我(?:平时|一直|现在)?)开(?:着)?((?:特斯拉|比亚迪|丰田|本田|大众|宝马|奔驰|奥迪|蔚来|小米|理想|小鹏|问界|极氪|吉利|沃尔沃|保时捷)[\u4e00-\u9fffA-Za-z0-9 -]{0,14}?)(?:车)?(?=[，。,.！!；]|$|了|上班)",
        "vehicle",
    ),
    # the car one has now, after another ("现在开特斯拉Model 3", "sold the civic, got a Tesla Model 3 now",
    # "traded in my Golf for a Kia EV6"): its make starts it
    _r(
        "vehicle",
        r"(?:(?:现在|如今|改|换了?)(?:开|开上了?|开的是)(?:一辆|辆|台)?|换了一?[辆台部]|换成了?一?[辆台部]?)(?:新的?|二手的?|全新的?)?"
        r"((?:特斯拉|比亚迪|丰田|本田|大众|宝马|奔驰|奥迪|蔚来|小米|理想|小鹏|问界|极氪|[A-Z])[\u4e00-\u9fffA-Za-z0-9 -]{0,14}?)(?:车)?(?=[，。,.！!；]|$|了)",
        "vehicle",
        change=True,
    ),
    _r(
        "vehicle",
        rf"\b{PARTED_EN} (?:my|the|our) [\w -]{{2,24}}?(?:[,;] (?:and )?(?:(?:I|we) )?(?:just |now )?(?:got|bought|have|drive)| for)"
        r" (?:an? |the )?(?:(?:new|used|second-hand|white|black|red|blue|silver|grey|gray) )*((?:[A-Z][\w-]*|\d+)(?: (?:[A-Z0-9][\w-]*))*)\b",
        "vehicle",
        change=True,
    ),
    # an hourly rate said with its period ("一小时150块", "$45 an hour")
    _r(
        "rate",
        r"(?:一小时|每小时|一个小时|每个小时|时薪|课时费)(?:现在|目前)?(?:是|要|收|能拿)?((?:\d[\d,.]*|[一二两三四五六七八九十百千]+)\s?(?:块钱|块|元)?)(?![\d一二两三四五六七八九十百千]*分)",
        "rate",
    ),
    # … or a lesson's, when one is paid for teaching it ("兼課教國中數學，一堂課1200", "一节给我1500", "I coach …, $70 a lesson")
    _r(
        "rate",
        r"(?:(?:一|每)(?:堂|节)(?:课)?|(?:一|每)次课)(?:现在|目前)?(?:是|收|能拿|给我|给用户)?((?:\d[\d,.]*|[一二两三四五六七八九十百千]+)\s?(?:块钱|块|元)?)(?![\d一二两三四五六七八九十百千]*(?:分|个|人|位|小时|钟))"
        rf"|({AMOUNT}|\d[\d,.]*)\s?(?:a|per|each) (?:lesson|class|session)\b",
        "rate",
        check="paid_to_teach",
        flags=re.I,
    ),
    _r(
        "rate",
        rf"({AMOUNT}|\d[\d,.]*)\s?(?:/\s?(?:hour|hr|h)\b|(?:an|per|each) hour\b|一小时|每小时|一个小时|一个钟(?![头点])|每个钟)",
        "rate",
        flags=re.I,
    ),
    # what one plays, makes or does as a skill ("I play the violin", "我会拉小提琴")
    _r(
        "activity",
        r"\b(?:I|he|she|we|they)? ?(?:can |also |still |sometimes |often |mostly )?(?<!like )(?<!love )(?<!enjoy )(?<!likes )(?<!loves )(?<!enjoys )(?<!adore )(?<! of )(?<! on )(?<! into )(?<! about )(?<! with )(?:play|plays|playing) (?!with\b|at\b|in\b|on\b|for\b|around\b|it\b|that\b|games? with\b)(?:the )?([a-z][a-z ]{2,20}?)"
        + _STOP_EN,
        "plays",
        flags=re.I,
    ),
    _r(
        "activity",
        r"(?:^|我|他|她)(?:也|还)?会((?:拉|弹|吹|打|踢|下|唱|跳|滑|游|画|写)[\u4e00-\u9fff]{1,5}?)(?=[，。,.！!；]|$|了|和|，)",
        "plays",
    ),
    # family and home life
    # (getting married, engaged or divorced is a change of it: "I got engaged to Sam last weekend!")
    _r(
        "marital_status",
        r"\b(?:got|just got|have got|'ve got|'ve just got|finally got) (married|engaged|divorced|hitched)\b",
        "marital_status",
        change=True,
    ),
    _r(
        "marital_status",
        r"\b(?:am|'m|is|are) (married|engaged|single|divorced|separated|widowed)\b",
        "marital_status",
    ),
    _r("marital_status", r"(结婚了|订婚了|离婚了)", "marital_status", change=True),
    _r("marital_status", r"(已婚|单身|离异)", "marital_status"),
    _r(
        "children",
        r"\b(?:have|has|got) ((?:a|one|two|three|four|five|\d+) (?:kids?|children|sons?|daughters?|boys?|girls?))\b",
        "children",
    ),
    _r("children", r"(?:有|生了)((?:一|两|二|三|四|\d+)个(?:孩子|儿子|女儿|娃|小孩))", "children"),
    _r(
        "pet",
        r"\b(?:have|has|got|adopted|own|rescued) (?:a |an |two |three )?(?:new |rescue |little |retired )?(dog|cat|puppy|kitten|parrot|rabbit|hamster|turtle|fish|corgi|husky|poodle|labrador|golden retriever|beagle|shiba inu|dachshund|chihuahua|ragdoll|tabby|greyhound|whippet|spaniel|terrier|collie|pug|budgie|guinea pig|tortoise|gecko)s?\b",
        "pet",
    ),
    _r(
        "pet",
        r"(?:养了?|有)(?:一只|一条|只|条|两只)?(柯基|哈士奇|泰迪|金毛|拉布拉多|柴犬|比格|贵宾|英短|布偶|橘猫|猫咪|狗狗|猫|狗|兔子|鹦鹉|仓鼠|乌龟|金鱼"
        # (a breed before the animal: 暹罗猫, 玄凤鹦鹉, 中华田园犬)
        r"|(?<=[只条])(?!老鼠|野|流浪)(?:(?!的)[\u4e00-\u9fff]){1,4}?(?:猫|犬|鹦鹉|龟|兔|鼠|狗|鸟|鱼)(?=叫(?![得起声着了什么啥过])|[，,。.！!；]|$)"
        # (or any animal one keeps that has a name: 养了只八哥叫威威, 养了一只米克斯叫黑轮)
        r"|(?:(?<=养了只)|(?<=养了条)|(?<=养了一只)|(?<=养了一条)|(?<=养只)|(?<=养条))(?!老鼠|野|流浪)(?:(?!的|叫)[\u4e00-\u9fff]){1,4}?(?=叫(?![得起声着了什么啥过])[\u4e00-\u9fffA-Za-z]))",
        "pet",
    ),
    *RULES_HEALTH,  # health and diet, traits and medicines: slots/rules_health.py
    *RULES_SCHOOL,  # schooling, habits, languages, birthdays, the way to work: slots/rules_school.py
]
