"""The pieces the slot rules are built from: the ``Hit`` a rule returns, change and negation words,
relations, amounts, places, job names, the cleaning of a captured value and the rule row itself (``_Rule``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from apps.memory.pipeline.lexicon import CURRENCY_CHARS
from apps.memory.pipeline.slots.gazetteer import (
    GAZETTEER,
    RELATIONS,
    _norm_value,
    canonical,
)
from apps.memory.pipeline.slots.names import _COMPANY_ROWS, _PLACE_ROWS


# --- recognising slots by rules ---------------------------------------------------------------
@dataclass
class Hit:
    slot: str
    key: str
    facts: dict[str, str]
    type: str
    change: bool = False
    about: str | None = None  # a relation the clause is about ("wife"), None = the speaker
    about_words: str = ""  # the relation as written ("我老婆", "my wife")
    negated: bool = False
    extra: dict[str, str] = field(default_factory=dict)


_CHANGE_WORDS = re.compile(
    r"\b(?:now|went up|gone up|go up|rose|risen|increased|raised|bumped|dropped|fell|went down|cut|moved|moving|relocated|relocating"
    r"|switched|changed|revised|hike|hiked|no longer|not anymore|any ?more|these days|instead|new job|new (?:package|salary|base|pay|CTC|rent)|just got|got a raise|became|have become|turned|confirmed"
    r"|as of|starting (?:this|next|today|from)|from (?:this|next) (?:month|week|year)"
    r"|left(?= (?:my |the |[A-Z]))|quit(?= (?:my |the |[A-Z]))|joined|started (?:at|with|working)|finally moved|just moved|knocked (?:it )?down|put (?:it|the \w+) up)\b"
    r"|(?:这个月|下个月|本月|今天|明天|下周|今年|明年|下学期|这学期|\d+月|\d+号|\d+日)(?:起|开始)"
    r"|涨到|涨成|涨为|降成|减成|涨了|涨薪|加薪|降到|降了|降薪|调到|调整|升到|加到|变成|改成|改为|换成|换到|换了|搬到|搬去|搬家|搬了|不再|已经不|现在|目前|如今|转行|跳槽|跳去|跳到|刚换|新工作|改行|转成|转为|安顿|住下|开始在|正式开始|入职|毕业了|毕业后|升上|升入|升到了|已经(?:在|去|到)",
    re.I,
)
_NEGATED = re.compile(r"不|没|别|\b(?:not|no|never|don't|doesn't|didn't|isn't|aren't|won't|can't|no longer)\b", re.I)

_REL_EN = (
    r"mother-in-law|father-in-law|sister-in-law|brother-in-law|mom-in-law|dad-in-law|stepmom|stepmother|stepdad|stepfather"
    # (one of several children, by age: "my older son is 12", "our youngest daughter")
    r"|(?:older|younger|eldest|oldest|youngest|elder|middle|big|little|baby) (?:son|daughter|boy|girl)"
    # (or the rank alone: "our youngest is in Grade 4 now")
    r"|(?:youngest|eldest|oldest)(?=\s+(?:is|was|has|just|started|turned)\b|'s\b)"
    r"|aunt|auntie|uncle|niece|nephew|cousin|wife|husband|son|daughter|mom|mum|mother|dad|father|sister|brother|older sister|younger sister|big sister"
    r"|little sister|older brother|younger brother|big brother|little brother|boyfriend|girlfriend|partner|best friend|friend"
    r"|gf|bf|hubby|wifey|missus|missis|other half|mate|buddy|pal|bestie|bff|fiancé|fiancée"
    r"|boss|manager|colleague|coworker|intern|trainee|assistant|mentor|apprentice|classmate|teammate|roommate|flatmate|housemate|next-door neighbou?r|neighbou?r|landlord|landlady|grandma|grandmother|grandpa|grandfather|kids|kid|children|child|twins|fiance|fiancee"
)
# what someone said, asked or thought, not what befell them ("Mom asked me to ask you this", "Dad joked that …")
SAYING_VERBS_EN = (
    r"(?:said|told|asked|joked|thought|wanted|called|texted|messaged|rang|reckoned|wondered|knew|felt|mentioned"
    r"|suggested|insisted|laughed|agreed|replied|warned)"
)
# what follows "love" when it is a noun and no liking ("so much energy and love everywhere", "a love story")
LOVE_AS_NOUN_BEFORE = r"(?:and|&|everywhere|theme|stor(?:y|ies)|songs?|letters?|life|affair|language|interest|island)"
# a parent called by what they are, as a name ("Dad's mad about lawn bowls", "Mum is a nurse")
PARENT_AS_NAME_EN = (
    r"(?:Mum|Mom|Mam|Dad|Nan|Nana|Gran|Granny|Grandma|Grandpa|Grandad|Granddad)(?=(?:'s|\s+(?:is|was|has|had|just|loves|likes"
    r"|works|lives|used|got|started|retired|plays|goes|went|still|always|never|can't|doesn't|won't|does|hates|wants"
    # (or what befell them: "Dad fell last week and broke his hip", "Grandad passed his driving test")
    rf"|(?!{SAYING_VERBS_EN}\b)[a-z]{{3,}}ed"
    r"|fell|broke|took|made|came|left|lost|won|bought|sold|died|saw|met|flew|drove|ran|became|began|caught|spent))\b)"
)
_REL_EN_START = re.compile(
    rf"^(?:(?:[Mm]y|[Oo]ur) ((?:{_REL_EN}))|({PARENT_AS_NAME_EN}))(?:'s)?\b(?!,? (?:named |called )?[A-Z])"
)
# the relations zh mixed with English names in English, each a whole word
RELATIONS_IN_ZH_EN = (
    r"(?:friend|bestie|boss|colleague|roommate|flatmate|partner|buddy|manager|husband|hubby|wife|bf|gf)(?![A-Za-z])"
)
_REL_ZH = (
    r"老豆|老窦|阿爸|老母|阿妈|家姐|阿姐|细佬|细妹|双胞胎|孩子们|俩孩子|两个孩子|俩娃|老婆|妻子|太太|媳妇|老公|丈夫|先生|爱人|儿子|女儿|妈妈|母亲|老妈|爸爸|父亲|老爸|姐姐|妹妹|哥哥|弟弟|男朋友|女朋友|对象|好朋友|朋友|老板|领导|同事|室友|邻居|房东"
    r"|闺蜜|铁哥们儿?|哥们儿?|发小|死党|好姐妹|好兄弟"
    r"|奶奶|外婆|爷爷|外公|孩子|爸|妈|哥(?!们)|姐(?!妹|夫)|妹(?!子|夫)|弟(?!兄|媳)"
    r"|闺女|丫头|老伴|女票|男票|实习生|助理|导师|师傅|徒弟|同学|队友"
    # in-laws and the wider family (longest first: 外甥女 before 外甥)
    r"|婆婆|公公|岳母|岳父|丈母娘|老丈人|嫂子|弟媳|姐夫|妹夫|小姨子|小舅子|大姑子|小姑子|小叔子|大伯子"
    r"|舅舅|舅妈|叔叔|婶婶|伯伯|伯母|姑姑|姑父|姨妈|姨父|外甥女|外甥|侄女|侄子|表姐|表妹|表哥|表弟|堂姐|堂妹|堂哥|堂弟"
    # (and in English, as zh mixed with English says them: 我個friend阿詠, 我的boss)
    r"|" + RELATIONS_IN_ZH_EN
)
# (not when a name follows: "我妹妹安娜住在巴黎" is about 安娜, whom the conversation names; an
# adverb in that place is no name: "我妈妈现在住在青岛" is about the mother)
_ZH_ADVERB = r"(?:年轻时|年轻的时候|小时候|当年|那时候|退休前|退休后|现在|目前|一直|平时|每天|今年|去年|明年|最近|以前|之前|原来|刚刚|上个月|下个月|这个月|上周|下周|这周|昨天|前天|今天|明天|早就|早已|前几天|还|也|都|经常|常常|总是|已经|正在|马上|特别|非常|比较|尤其|超级|挺)"
# what a relation has, never their name ("我妈生日是农历八月十五": 生日 is no name)
_ZH_ATTRIBUTE = r"(?:生日|工作|身体|血型|老家|公司|单位|身高|体重|年龄|属相|电话|手机|爱好|性格|脾气|名字|职业|学校|专业|手术|体检|复诊|复查|检查|面试|考试|预约|婚礼|婚期|摆酒|喜酒|酒席|航班|车次|生意|新店|店)"
_REL_ZH_START = re.compile(
    rf"^我(?:的|家|们家)?(?:有)?(?:一个|个|一位|位)?(?:最好的|很好的|好)?(?:(?:大|小|二|三)(?=儿子|女儿|闺女|丫头|孩子))?({_REL_ZH})儿?(?![A-Z\u4e00-\u9fff]{{0,1}}叫)"
    rf"(?!(?!的|{_ZH_ADVERB}|{_ZH_ATTRIBUTE})(?:(?!的)[\u4e00-\u9fff]){{2,3}}(?:住|是|在|也|今年|刚|已经|喜欢|说))"
)
_REL_CANON_EN = {
    # (one of several children, by age, is that son or daughter; the rank stays in the relation, read by
    # reconcile.ranks: "my youngest daughter", "our older boy")
    **{
        f"{rank} {child}": {"boy": "son", "girl": "daughter"}.get(child, child)
        for rank in ("older", "younger", "eldest", "oldest", "youngest", "elder", "middle", "big", "little", "baby")
        for child in ("son", "daughter", "boy", "girl")
    },
    "youngest": "child",
    "eldest": "child",
    "oldest": "child",
    "mom": "mother",
    "mum": "mother",
    "dad": "father",
    "big sister": "sister",
    "little sister": "sister",
    "older sister": "sister",
    "younger sister": "sister",
    "big brother": "brother",
    "little brother": "brother",
    "older brother": "brother",
    "younger brother": "brother",
    "best friend": "friend",
    "kids": "child",
    "twins": "child",
    "children": "child",
    "manager": "boss",
    "coworker": "colleague",
    "grandma": "grandmother",
    "mam": "mother",
    "nan": "grandmother",
    "nana": "grandmother",
    "gran": "grandmother",
    "granny": "grandmother",
    "grandad": "grandfather",
    "granddad": "grandfather",
    "grandpa": "grandfather",
    "kid": "child",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "hubby": "husband",
    "wifey": "wife",
    "missus": "wife",
    "missis": "wife",
    "other half": "partner",
    "fiancee": "fiance",
    "fiancé": "fiance",
    "fiancée": "fiance",
    # a friend in the words people use ("my mate Jonno", "my bestie")
    "mate": "friend",
    "buddy": "friend",
    "pal": "friend",
    "bestie": "friend",
    "bff": "friend",
    "mom-in-law": "mother-in-law",
    "dad-in-law": "father-in-law",
    "stepmom": "stepmother",
    "stepdad": "stepfather",
    "auntie": "aunt",
    # the people one lives by or with ("our next-door neighbour", "my flatmate")
    "neighbor": "neighbour",
    "next-door neighbour": "neighbour",
    "next-door neighbor": "neighbour",
    "flatmate": "roommate",
    "housemate": "roommate",
    "landlady": "landlord",
}

# amounts as people write them: "$4,200/month", "50k", "60k a year", "2万5", "3千5", "两万五", "8000块"
_PERIOD = r"(?:\s?/\s?(?:month|mo|year|yr|week|wk|hour|hr|day)|\s(?:a|per|each|every) (?:month|year|week|hour|day)|\s?(?:一个月|每月|每个月|一年|每年|一周|每周|一天|每天))?"
# an amount in Chinese numerals: "一万", "两万五", "三千块", "一千两百元" (never "千万别…": it must
# start with a digit word); ``figures.figures`` counts it as a figure too
CN_AMOUNT = (
    r"[一二两三四五六七八九十][一二两三四五六七八九十百千]*万(?:零?[一二两三四五六七八九][千百]?)*(?:块钱|块|元)?"
    r"|[一二两三四五六七八九十][一二两三四五六七八九十百千]*[千百](?:块钱|块|元)"
    r"|[一二两三四五六七八九][千](?:[一二两三四五六七八九](?:百)?)?(?=出头|多|左右|上下|[了啦呢吧啊呀哦]|(?![万\u4e00-\u9fff]))"
)
# the measure words a daily intake is counted in ("三杯咖啡", "十根烟", "一包烟")
INTAKE_MEASURE_ZH = "[杯瓶罐包根支盒]"
# Indian amounts: "18 lakh", "1.2 crore", "22 LPA" (lakh per annum); figures.figure_size scales them
INDIAN_UNITS = r"lakhs?|lacs?|crores?|LPA|lpa"
AMOUNT = (
    # (a dollar sign with the country before it: A$, NZ$, HK$, TT$, J$)
    r"(?:(?:(?:\b(?:A|C|NZ|HK|S|US|NT|TT|J|EC|BZ|BD|FJ|BS|BB))?[$]|["
    + CURRENCY_CHARS.replace("$", "")
    + r"]|\bRs\.?\s?|\b(?:USD|EUR|GBP|CHF|CNY|RMB|JPY|HKD|SGD|AUD|CAD|NZD|SEK|NOK|DKK|INR|NGN|PHP|KRW|THB|VND|IDR|MYR|KES|ZAR|TWD)\s?)\d[\d,]*(?:\.\d+)?"
    rf"(?:\s?(?:k|K|m|M|bn|million|billion|thousand|{INDIAN_UNITS}|cr)(?![A-Za-z0-9]))?"
    rf"|\d[\d,]*(?:\.\d+)?\s?(?:{INDIAN_UNITS})\b"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:[kK](?![A-Za-z0-9])|万(?:零?\d{1,4}[千百]?)?(?![\d])|千(?:零?\d百?)?(?![\d])|元|块钱|块|美元|美金|欧元|英镑|镑|港币|日元|新币|澳币|加币|卢比)(?:元|块)?"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:dollars?|bucks|USD|RMB|CNY|EUR|euros?|pounds|CHF|francs?|GBP|JPY|HKD|SGD|AUD|CAD|日元|韩元|港元|澳元|加元|瑞郎)\b"
    rf"|{CN_AMOUNT}"
    # South African rand, thousands apart by a space as written there ("R14 500", "R15,800")
    r"|\bR\s?\d{1,3}(?:[ ,]\d{3})+(?:\.\d+)?\b|\bR\d{3,}(?:\.\d+)?\b"
    r"|\d[\d,]{3,}(?:\.\d+)?)" + _PERIOD
)
_AMOUNT_RE = re.compile(AMOUNT)

_PLACE_EN = r"([A-ZÀ-ÖØ-Þ][\w'.-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'.-]*){0,3})"  # (accented too: Bus Éireann, Île-de-France)
_PLACE_ZH = r"([\u4e00-\u9fffA-Za-z]{2,8}?)"
_ZH_END = r"(?=了|啦|住|生活|定居|工作|上班|，|。|,|\.|！|!|；|$|的|那边|这边|去|来|做|当|读|念|上学|发展)"
_STOP_EN = r"(?=\s*(?:[,.;!?]|$|\s+(?:and|with|since|for|now|but|out of|because|while|whilst|until|till|where|as|last|this|next|in|at|on|if|from|once|when|originally|someday|some day|one day|eventually|in the future|soon|after|before|so|these days|yesterday|today|tonight|tomorrow|recently|lately|right now|currently|at the moment|a few|a couple|two|three|a fortnight|a week|a month|a year|a while|ages|weeks|months|years|back|earlier|just|only|still|finally|o|lah|leh|lor|sha|innit|lol|to (?:be|get|live|start|work|look|take|help|care|join|save|stay))\b))"
_JOB_SUFFIX_EN = re.compile(
    r"(?:er|or|ist|ian|ant|ent|eer|ect|ive|nurse|chef|doctor|lawyer|teacher|student|developer|analyst|artist|scientist|engineer"
    r"|designer|consultant|manager|director|founder|intern|trader|quant|strategist|officer|clerk|assistant|pilot|surgeon|dentist"
    r"|midwife|physio|tech|technician|nanny|vet|paramedic|mechanic|barista|cashier|coach|tutor|judge|chef|cook|medic|model"
    r"|associate|partner|paralegal|solicitor|attorney|barrister|lead|head|captain|supervisor|principal"
    # trades as people call them ("I'm a postie now", "he's a sparky")
    r"|postie|sparky|chippy|tradie|brickie|cabbie|roadie|carer)$",
    re.I,
)


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NOT_JOB_EN = _word_set(
    "mother father sister brother daughter son lover member partner beginner fan fighter user person bit lot fan owner"
    " runner swimmer reader gamer dreamer believer thinker introvert extrovert vegetarian vegan sucker junkie"
)
_JOB_SUFFIX_ZH = re.compile(
    r"(?:师|员|生|家|工|警|开发|研发|运营|策划|主播|客服|测试|文员|前台|出纳|美工|幼师|经理|医生|护士|老师|教授|律师|总监|主管|老板|司机|会计|记者|警察|编辑|专家|顾问|总裁|主任|店长|副理|协理|襄理|课长|科长|处长|部长|组长|校长|院长|行长|船长|机长|队长|站长|所长|厂长|局长|厨师|主厨|副厨|厨|保安|骑手|模特|演员|歌手|作者|创始人|合伙人|教练|私教|调度|保姆|月嫂|育儿嫂|导购|收银|服务员|领班|销售|仓管|库管|保洁|理货|分拣|跟单|采购|质检|文案|翻译|地勤|后勤|外勤|内勤|空乘|空姐|乘务|文职|行政|财务|人事|法务|设计|插画|外卖|快递|品控|品管|质控|风控|审计|买手|CEO|CTO|PM)$"
)
_NOT_JOB_ZH = re.compile(
    r"(?:学生会|先生|医生病|人员少|会员|成员|党员|团员)$"
)  # (a member of a club or a party holds no job)
_SURNAMES = set(
    "李王张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧"
    # (and less common ones that start no word a person says of themselves after 我是: not 温 / 毕 / 单)
    "詹祁阮柯骆庞倪翟聂殷滕柴岑裴靳祝鲍褚俞闵窦涂邢葛邬伍耿隋苟瞿巩蔺饶卞翁樊仲狄嵇郦阚虞钮邝冼甄戚洪施符甘卓蒲"
)
_NAME_EN_STOP = _word_set(
    "Sorry Glad Happy Fine Good Okay Ok Back Here There Home Done Ready Excited Tired Busy Sure Thinking Going Trying"
    " Really Just So Very Not Also Still Always Never Learning Working Looking Planning Allergic Married Single Vegan"
    " Vegetarian Retired Pregnant New From In At On Interested Into Curious Afraid Scared Worried Proud Grateful Thankful"
    " Irish Hebrew Greek Latin Welsh Scottish Gaelic French Spanish Italian German Arabic Hindi Sanskrit Norse Persian Japanese Chinese"
)


def _job_like(value: str) -> bool:
    value = value.strip()
    if not value:
        return False
    if _norm_value(value) in GAZETTEER and canonical(value) not in RELATIONS:
        canon = canonical(value)
        # a gazetteer job (not a city, food or relation); a Chinese word the gazetteer holds for
        # another reason is still judged by its ending (幼师)
        if canon in _JOBS or not re.search(r"[\u4e00-\u9fff]", value) or canon in _CITIES:
            return canon in _JOBS
    if re.search(r"[\u4e00-\u9fff]", value):
        return bool(_JOB_SUFFIX_ZH.search(value)) and not _NOT_JOB_ZH.search(value) and len(value) <= 10
    head = value.split()[-1].lower()
    if _JOB_COMPOUND_EN.search(value):
        return True  # ("a dinner lady", "a postman", "a lollipop man")
    return head in _ROLE_WORDS_EN or (head not in _NOT_JOB_EN and bool(_JOB_SUFFIX_EN.search(head)))


# the jobs called by a man / woman / lady word
_JOB_COMPOUND_EN = re.compile(
    r"\b(?:dinner|lollipop|tea|cleaning|lunch|canteen) (?:lady|man|woman)$"
    # (a nurse's rank, said with a relation's word: "I'm the ward sister now")
    r"|\b(?:ward|nursing|theatre|night) sister$"
    r"|(?:^|\s)(?:post|bin|fire|milk|handy|lines|sales|trades|police|delivery|camera|door|fisher|crafts|repair)(?:man|woman)$",
    re.I,
)


# the roles people name by a short word or a team ("在Grab做SDE", "在Lazada做growth", "a junior dev",
# "我是做HR的"): a job, though no job ending says so
_ROLE_WORDS_EN = frozenset(
    [
        "sde",
        "swe",
        "sre",
        "dev",
        "devs",
        "devops",
        "pm",
        "pmo",
        "hr",
        "qa",
        "bd",
        "ui",
        "ux",
        "uiux",
        "growth",
        "marketing",
        "sales",
        "ops",
        "backend",
        "frontend",
        "fullstack",
        "data",
        "bi",
        "it",
        "mle",
        "ceo",
        "cto",
        "cfo",
        "coo",
        "vp",
        "gm",
        # (a function of a firm: "now doing payroll at Deloitte")
        "payroll",
        "accounts",
        "accounting",
        "finance",
        "admin",
        "recruiting",
        "recruitment",
        "procurement",
        "compliance",
        "audit",
        "tax",
        "consulting",
        "analytics",
        "comms",
        "pr",
        "engineering",
        "testing",
        "analysis",
        "research",
        "support",
        "operations",
        "design",
    ]
)


_JOBS = frozenset(
    {
        "nurse", "teacher", "primary school teacher", "doctor", "physiotherapist", "midwife", "vet tech",
        "kindergarten teacher", "welder", "engineer", "software engineer", "product manager", "project manager", "designer",
        "lawyer", "accountant", "student", "graduate student", "professor", "chef", "driver", "journalist", "writer",
        "police officer", "data scientist", "data analyst", "salesperson", "researcher", "pharmacist", "architect",
        "photographer", "dentist", "consultant", "civil servant", "entrepreneur", "quant",
    }
)  # fmt: skip


_LANGUAGES = frozenset(canon for word, canon in GAZETTEER.items() if re.search(r"[语话]$", word))
_CITIES = frozenset(GAZETTEER[_norm_value(row.split("|")[0])] for row in _PLACE_ROWS.strip().splitlines())
_COMPANIES = frozenset(GAZETTEER[_norm_value(row.split("|")[0])] for row in _COMPANY_ROWS.strip().splitlines())


def _clean_value(value: str) -> str:
    value = value.strip().strip(" ,，。.;；!！")
    value = re.sub(r"(?:了|啦|呢|吧|啊|呀)+$", "", value)
    value = re.sub(r"\s+(?:any ?more|any longer)$", "", value, flags=re.I)  # ("alcohol anymore": alcohol)
    return value.strip()


def _zh_place(value: str) -> str:
    value = _clean_value(value)
    value = re.sub(r"^(?:了|到|在)", "", value)
    return re.sub(r"(?:去了|去|来了|住|定居|生活)$", "", value)


# Each rule: (slot, pattern, how to read the value). Patterns run on the clause with the relation
# subject removed ("my wife is a teacher" → "is a teacher", about = wife); ``{S}`` is the subject
# (I / 我, or nothing after a relation).
@dataclass(frozen=True)
class _Rule:
    slot: str
    pattern: re.Pattern[str]
    fact: str
    check: str = ""  # "job", "name_zh", "place_zh", "name_en"
    change: bool = False


def _r(slot: str, pattern: str, fact: str = "", check: str = "", change: bool = False, flags: int = 0) -> _Rule:
    return _Rule(slot, re.compile(pattern, flags), fact or slot, check, change)


_I = r"(?:^|\b)(?:I|we|they|he|she|[A-Z][a-z]+)?\s*"
_BE = r"(?:I'm|I am|we're|we are|am|is|are|'s|'m|was|were)"
