"""Attributes (slots): what a statement about a person is about, in a vocabulary shared by Chinese
and English, so that 月薪 / salary / pay / 收入 meet in one slot and "I'm allergic to peanuts" and
"我对花生过敏" are one unit.

``detect(clause)`` reads one clause (rules, both languages) and returns a ``Hit``: the slot, the
key reconciliation matches on (``location``, ``salary``, ``allergy:peanut`` …), the facts it
fills (verbatim values under readable names), the memory type, whether the words say the value
changed ("went up to", "moved to", "涨到", "搬到", "不再"), and who it is about when the clause
opens with a relation ("my wife …", "我老婆…").

``canonical(value)`` maps common cities, countries, jobs, foods, activities, relations, pets and
languages of either language to one English name (a small gazetteer); ``equivalent(a, b)`` says
whether two values name the same thing. ``slot_by_meaning`` classifies a statement that no rule
recognised by its embedding against per-slot prototype sentences (vectors cached per process).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

import numpy as np

from apps.core.text import has_cjk

# --- the vocabulary ---------------------------------------------------------------------------
# slot → (single-valued, memory type, readable labels en / zh)
SLOTS: dict[str, tuple[bool, str, str, str]] = {
    "name": (True, "fact", "name", "名字"),
    "age": (True, "fact", "age", "年龄"),
    "occupation": (True, "fact", "job", "职业"),
    "employer": (True, "fact", "employer", "工作单位"),
    "work_city": (True, "fact", "works in", "工作城市"),
    "location": (True, "fact", "lives in", "居住地"),
    "address": (True, "fact", "address", "住址"),
    "hometown": (True, "fact", "hometown", "家乡"),
    "salary": (True, "fact", "salary", "薪水"),
    "rent": (True, "fact", "rent", "房租"),
    "birthday": (True, "fact", "birthday", "生日"),
    "marital_status": (True, "fact", "marital status", "婚姻状况"),
    "children": (True, "fact", "children", "孩子"),
    "education": (True, "fact", "education", "学历"),
    "grade": (True, "fact", "school year", "年级"),
    "habit": (True, "fact", "habit", "习惯"),
    "favourite": (True, "preference", "favourite", "最爱"),
    "family": (False, "fact", "family", "家人"),
    "pet": (False, "fact", "pet", "宠物"),
    "allergy": (False, "fact", "allergy", "过敏"),
    "diet": (False, "fact", "diet", "饮食"),
    "health": (False, "fact", "health", "健康"),
    "schedule": (False, "fact", "schedule", "日程"),
    "language": (False, "fact", "language", "语言"),
    "preference": (False, "preference", "likes", "喜欢"),
    "dislike": (False, "preference", "dislikes", "不喜欢"),
    "prohibition": (False, "prohibition", "never", "禁止"),
    "goal": (False, "task", "goal", "目标"),
    "tool": (False, "preference", "tool", "工具"),
    "activity": (False, "fact", "plays", "会"),
    "price": (True, "fact", "price", "价格"),
    "weight": (True, "fact", "weight", "体重"),
    "height": (True, "fact", "height", "身高"),
    "blood_type": (True, "fact", "blood type", "血型"),
    "rate": (True, "fact", "hourly rate", "时薪"),
    "vehicle": (False, "fact", "drives", "车"),
    "mbti": (True, "fact", "MBTI", "MBTI"),
    "visa": (True, "fact", "residence status", "居留身份"),
    "commute": (True, "fact", "commute", "通勤"),
    "named": (False, "fact", "named", "名叫"),
    "learning": (False, "fact", "learning", "在学"),
}
SINGLE_VALUED_SLOTS = frozenset(name for name, (single, *_) in SLOTS.items() if single)


def slot_of_key(key: str) -> str:
    """``allergy:peanut`` → ``allergy``; ``favourite:food`` → ``favourite``."""
    return key.split(":", 1)[0]


def single_valued(key: str) -> bool:
    return slot_of_key(key) in SINGLE_VALUED_SLOTS and not key.startswith("project:")


# --- the gazetteer ----------------------------------------------------------------------------
_PLACE_ROWS = """
beijing|北京|peking
shanghai|上海
hangzhou|杭州
chengdu|成都
shenzhen|深圳
guangzhou|广州|canton
nanjing|南京
wuhan|武汉
xi'an|西安|xian
chongqing|重庆
tianjin|天津
suzhou|苏州
xiamen|厦门
qingdao|青岛
changsha|长沙
dalian|大连
kunming|昆明
hong kong|香港
taipei|台北
macau|澳门
singapore|新加坡
tokyo|东京
osaka|大阪
seoul|首尔
london|伦敦
paris|巴黎
berlin|柏林
munich|慕尼黑
amsterdam|阿姆斯特丹
new york|纽约|nyc|new york city
boston|波士顿
denver|丹佛
seattle|西雅图
san francisco|旧金山|三藩市|sf
los angeles|洛杉矶|la
chicago|芝加哥
austin|奥斯汀
toronto|多伦多
vancouver|温哥华
sydney|悉尼
melbourne|墨尔本
china|中国
united states|美国|usa|us|america|the us|the states
united kingdom|英国|uk|britain|england
japan|日本
germany|德国
france|法国
canada|加拿大
australia|澳大利亚|澳洲
korea|韩国|south korea
"""
_COMPANY_ROWS = """
tesla|特斯拉
byd|比亚迪
toyota|丰田
honda|本田
volkswagen|大众|vw
bmw|宝马
mercedes|奔驰|mercedes-benz
audi|奥迪
nio|蔚来
huawei|华为
xiaomi|小米
apple|苹果
tencent|腾讯
alibaba|阿里巴巴|阿里
baidu|百度
bytedance|字节跳动|字节
"""
_GAZETTEER_ROWS = _PLACE_ROWS + _COMPANY_ROWS + """
nurse|护士
physiotherapist|physio|理疗师|物理治疗师|康复师
midwife|助产士
vet tech|兽医助理|veterinary technician
kindergarten teacher|幼师|幼儿园老师|preschool teacher
teacher|老师|教师|schoolteacher
primary school teacher|小学老师|小学教师|elementary school teacher|grade school teacher
doctor|医生|大夫|physician
engineer|工程师
software engineer|软件工程师|程序员|programmer|software developer|developer|coder|码农|开发工程师
product manager|产品经理|pm
project manager|项目经理
designer|设计师
lawyer|律师|attorney
accountant|会计|会计师
student|学生
graduate student|研究生|grad student
professor|教授
chef|厨师|cook
driver|司机
journalist|记者|reporter
writer|作家|author
police officer|警察|policeman|cop
data scientist|数据科学家
data analyst|数据分析师|analyst
salesperson|销售|sales
researcher|研究员
pharmacist|药剂师
architect|建筑师
photographer|摄影师
dentist|牙医
consultant|顾问|咨询顾问
civil servant|公务员
entrepreneur|创业者
quant|量化|quant strategist|量化策略|量化研究员
peanut|花生|peanuts
sesame|芝麻|sesame seeds
latex|乳胶
cat hair|猫毛|cat dander|cats
dust mites|尘螨|dust mite|dust
mold|霉菌|mould
bee stings|蜜蜂|bees|bee sting
ibuprofen|布洛芬
aspirin|阿司匹林
sulfa drugs|磺胺类药物|sulfa
shrimp|虾|prawns|prawn
seafood|海鲜
shellfish|贝类
milk|牛奶
dairy|乳制品|奶制品
egg|鸡蛋|eggs
gluten|麸质
wheat|小麦
nut|坚果|nuts|tree nuts
soy|大豆|黄豆
fish|鱼
mango|芒果
kiwi|猕猴桃|奇异果|kiwifruit
strawberry|草莓|strawberries
pineapple|菠萝|凤梨
pollen|花粉
penicillin|青霉素
cilantro|香菜|coriander
pork|猪肉
beef|牛肉
lamb|羊肉
spicy food|辣|吃辣|spicy
sweets|甜食|desserts|sweet food
coffee|咖啡
soda|汽水|碳酸饮料|coke|cola|可乐|soft drinks|fizzy drinks
milk tea|奶茶|bubble tea|boba
tea|茶|喝茶
green tea|绿茶
black tea|红茶
beer|啤酒
wine|葡萄酒|红酒
alcohol|酒|喝酒|drinking
hiking|徒步|爬山|hike|hikes
badminton|羽毛球|打羽毛球
basketball|篮球|打篮球
football|足球|踢足球|soccer
tennis|网球|打网球|去打网球
table tennis|乒乓球|ping pong|打乒乓球
swimming|游泳|swim
running|跑步|jogging|run
yoga|瑜伽|做瑜伽
cycling|骑行|骑车|biking|骑自行车|bike riding
skiing|滑雪|ski
reading|看书|读书|阅读|books
photography|摄影|拍照
cooking|做饭|烹饪
jazz|爵士|爵士乐
rock|摇滚|摇滚乐|rock music
classical music|古典音乐|classical
piano|钢琴|弹钢琴
guitar|吉他|弹吉他
violin|小提琴|拉小提琴
cello|大提琴|拉大提琴
drums|架子鼓|打鼓|drum
flute|长笛|笛子
saxophone|萨克斯|sax
ukulele|尤克里里
erhu|二胡|拉二胡
calligraphy|书法|练书法
knitting|织毛衣|编织
gardening|园艺|养花|种花
board games|桌游|board game
video games|打游戏|玩游戏|电子游戏|gaming|games
crossword puzzles|填字游戏|crosswords|crossword
puzzles|拼图|jigsaw puzzles
dancing|跳舞|舞蹈|dance
singing|唱歌|karaoke|k歌
climbing|攀岩|rock climbing
surfing|冲浪
diving|潜水|scuba diving
boxing|拳击
golf|高尔夫|打高尔夫
baking|烘焙|烤面包
fear of heights|恐高|afraid of heights|heights|acrophobia
motion sickness|晕车|carsick|car sickness|carsickness
insomnia|失眠
migraine|偏头痛|migraines
gout|痛风
chess|国际象棋|下棋
painting|画画|绘画
fishing|钓鱼
camping|露营
travel|旅行|旅游|traveling|travelling
movies|电影|看电影|films
wife|老婆|妻子|太太|媳妇|媳妇儿|老伴|wifey
husband|老公|丈夫|先生
son|儿子
daughter|女儿|闺女
mother|妈妈|母亲|老妈|mom|mum|妈
father|爸爸|父亲|老爸|dad|爸
sister|姐姐|妹妹|姐|妹|older sister|younger sister|big sister|little sister|elder sister
brother|哥哥|弟弟|哥|弟|older brother|younger brother|big brother|little brother|elder brother
boyfriend|男朋友|男票|bf
girlfriend|女朋友|女票|gf
partner|伴侣|对象|爱人
friend|朋友|好朋友
boss|老板|领导|manager
colleague|同事|coworker
roommate|室友
grandmother|奶奶|外婆|grandma
grandfather|爷爷|外公|grandpa
child|孩子|kid|kids|children
dog|狗|狗狗|puppy
cat|猫|猫咪|kitten
corgi|柯基|corgis
husky|哈士奇
golden retriever|金毛
labrador|拉布拉多|lab
shiba inu|柴犬|shiba
english|英语|英文
mandarin|普通话|中文|chinese
cantonese|粤语|广东话
japanese|日语|日文
french|法语
german|德语
spanish|西班牙语
korean|韩语|韩文
italian|意大利语
portuguese|葡萄牙语
russian|俄语
vegetarian|素食|吃素|素食者|veggie
vegan|纯素|严格素食
diabetes|糖尿病
asthma|哮喘
high blood pressure|高血压|hypertension
claustrophobia|幽闭恐惧症|幽闭恐惧|claustrophobic
blood type ab|ab型血|ab型
"""


def _norm_value(value: str) -> str:
    value = value.strip().lower()
    value = re.sub(r"^(?:the|a|an|some|my|我的|一只|一个|一名|个|名)\s*", "", value)
    return re.sub(r"[\s.,，。!！?？'\"“”]+$", "", value).strip()


def _load_gazetteer() -> dict[str, str]:
    table: dict[str, str] = {}
    for row in _GAZETTEER_ROWS.strip().splitlines():
        names = [n.strip() for n in row.split("|") if n.strip()]
        for name in names:
            table.setdefault(_norm_value(name), names[0])
    return table


GAZETTEER = _load_gazetteer()
KNOWN_THINGS = frozenset(GAZETTEER.values())  # every canonical value the vocabulary knows
RELATIONS = {
    "wife", "husband", "son", "daughter", "mother", "father", "older sister", "younger sister", "older brother",
    "younger brother", "boyfriend", "girlfriend", "partner", "friend", "boss", "colleague", "roommate",
    "grandmother", "grandfather", "child", "sister", "brother",
}  # fmt: skip


def canonical(value: str) -> str:
    """One name for a value in either language ("花生" / "peanuts" → "peanut"); unknown values are
    returned normalised (lower case, articles and trailing punctuation dropped, a plural s removed)."""
    norm = _norm_value(value)
    if norm in GAZETTEER:
        return GAZETTEER[norm]
    stripped = re.sub(r"(?:市|省|县|区)$", "", norm)
    if stripped in GAZETTEER:
        return GAZETTEER[stripped]
    if norm.endswith("s") and norm[:-1] in GAZETTEER:
        return GAZETTEER[norm[:-1]]
    doing = re.sub(r"^(?:doing|playing|going|practi[cs]ing|eating|drinking|watching|reading|listening to|to) ", "", norm)
    if doing != norm and doing in GAZETTEER:
        return GAZETTEER[doing]
    for verb in ("吃", "喝", "打", "玩", "听", "看", "弹", "踢", "做", "拉", "吹", "下", "唱", "跳", "练", "学", "骑"):
        if norm.startswith(verb) and norm[1:] in GAZETTEER:
            return GAZETTEER[norm[1:]]
    mixed = _mixed_canonical(norm)
    if mixed is not None:
        return mixed
    return stripped if re.search(r"[\u4e00-\u9fff]", stripped) else re.sub(r"(?<=[a-z]{3})s$", "", stripped)


_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


def _mixed_canonical(norm: str) -> str | None:
    """A value mixing Chinese and Latin words ("特斯拉model 3") in English words where the
    gazetteer knows the Chinese ("tesla model 3"), so that it meets the English value."""
    parts = re.findall(r"[\u4e00-\u9fff]+|[a-z0-9][a-z0-9'.-]*", norm)
    if len(parts) < 2 or not any(_CJK_RUN.fullmatch(p) for p in parts) or all(_CJK_RUN.fullmatch(p) for p in parts):
        return None
    mapped = [GAZETTEER.get(p, p) for p in parts]
    return " ".join(mapped) if mapped != parts else None


_COUNT_WORDS = {
    "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    "十": 10,
}  # fmt: skip
_COUNTED = re.compile(
    r"^(?:(\d+|one|a|an|two|three|four|five|six|seven|eight|nine|ten)\s+|(\d+|[一两二三四五六七八九十])\s*(?:个|只|位|条|名|辆|套|台)?)(.+)$",
    re.I,
)


def _counted(value: str) -> tuple[int, str] | None:
    """("two daughters" | "两个女儿") → (2, "daughter"): a count and what is counted."""
    match = _COUNTED.match(value.strip())
    if not match:
        return None
    word = (match.group(1) or match.group(2)).lower()
    count = int(word) if word.isdigit() else _COUNT_WORDS[word]
    return count, canonical(match.group(3))


def synonyms(value: str) -> list[str]:
    """Every word the gazetteer has for the thing ``value`` names ("soda" → "soda", "coke", "可乐",
    …); [value] when it knows none."""
    canon = canonical(value)
    found = [word for word, c in GAZETTEER.items() if c == canon]
    return found or [value]


def equivalent(a: str, b: str) -> bool:
    """Do two values name the same thing (the same words, one gazetteer entry, or the same count
    of one thing: "two daughters" / "两个女儿")?"""
    if re.sub(r"[\W_]+", "", a.lower()) == re.sub(r"[\W_]+", "", b.lower()):
        return True
    if canonical(a) == canonical(b):
        return True
    left, right = _counted(a), _counted(b)
    if left is not None and left == right:
        return True
    a_measures, b_measures = measures(a), measures(b)
    return bool(a_measures) and a_measures == b_measures


# a figure with its unit, written the same in either language: "40分钟" / "40 minutes" → "40min"
_UNITS = (
    ("min", r"分钟|分|minutes?|mins?"),
    ("h", r"个半小时|个小时|小时|钟头|hours?|hrs?|h"),
    ("km", r"公里|千米|km|kilomet(?:er|re)s?"),
    ("mi", r"英里|miles?|mi"),
    ("kg", r"公斤|千克|kg|kgs|kilos?|kilograms?"),
    ("jin", r"斤"),
    ("lb", r"磅|lbs?|pounds?"),
    ("cm", r"厘米|公分|cm"),
    ("m", r"米|meters?|metres?|m"),
    ("day", r"天|days?"),
    ("week", r"周|个星期|星期|weeks?"),
    ("month", r"个月|months?"),
    ("year", r"年|years?|yrs?"),
    ("pct", r"%|percent|个百分点"),
    ("mg", r"毫克|mg"),
    ("ml", r"毫升|ml"),
    ("l", r"升|litres?|liters?|l"),
)
_MEASURE = re.compile(
    r"(?<![$€£¥￥\d.,])(\d+(?:\.\d+)?)\s?(" + "|".join(f"(?P<{name}>{words})" for name, words in _UNITS) + r")(?![A-Za-z\u4e00-\u9fff]*?[A-Za-z])",
    re.I,
)


def measures(text: str) -> set[str]:
    """The figures of ``text`` with a unit, one spelling for both languages ("每天通勤40分钟" and
    "40 minutes every day" → {"40min"}); a bare number is no measure."""
    found = set()
    for match in _MEASURE.finditer(text):
        unit = next(name for name, _ in _UNITS if match.group(name))
        found.add(f"{float(match.group(1)):g}{unit}")
    return found


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
    r"|switched|changed|no longer|not anymore|any ?more|these days|instead|new job|just got|got a raise|became|have become|turned|confirmed"
    r"|as of|starting (?:this|next|today|from)|from (?:this|next) (?:month|week|year))\b"
    r"|(?:这个月|下个月|本月|今天|明天|下周|今年|明年|\d+月|\d+号|\d+日)起"
    r"|涨到|涨了|涨薪|加薪|降到|降了|降薪|调到|调整|升到|加到|变成|改成|改为|换成|换到|换了|搬到|搬去|搬家|搬了|不再|已经不|现在|目前|如今|转行|跳槽|刚换|新工作|改行|转成|转为|安顿",
    re.I,
)
_NEGATED = re.compile(r"不|没|别|\b(?:not|no|never|don't|doesn't|didn't|isn't|aren't|won't|can't|no longer)\b", re.I)

_REL_EN = (
    r"wife|husband|son|daughter|mom|mum|mother|dad|father|sister|brother|older sister|younger sister|big sister"
    r"|little sister|older brother|younger brother|big brother|little brother|boyfriend|girlfriend|partner|best friend|friend"
    r"|gf|bf|hubby|wifey"
    r"|boss|manager|colleague|coworker|roommate|grandma|grandmother|grandpa|grandfather|kid|child|fiance|fiancee"
)
_REL_EN_START = re.compile(rf"^(?:[Mm]y|[Oo]ur) ((?:{_REL_EN}))(?:'s)?\b(?!,? (?:named |called )?[A-Z])")
_REL_ZH = (
    r"老婆|妻子|太太|媳妇|老公|丈夫|先生|爱人|儿子|女儿|妈妈|母亲|老妈|爸爸|父亲|老爸|姐姐|妹妹|哥哥|弟弟|男朋友|女朋友|对象|好朋友|朋友|老板|领导|同事|室友"
    r"|奶奶|外婆|爷爷|外公|孩子|爸|妈|哥(?!们)|姐(?!妹)|妹(?!子)|弟(?!兄)"
    r"|闺女|老伴|女票|男票"
)
# (not when a name follows: "我妹妹安娜住在巴黎" is about 安娜, whom the conversation names; an
# adverb in that place is no name: "我妈妈现在住在青岛" is about the mother)
_ZH_ADVERB = r"(?:现在|目前|一直|平时|每天|今年|去年|明年|最近|以前|刚刚|上个月|下个月|这个月|上周|下周|这周|昨天|前天|今天|明天|早就|早已|前几天|还|也|都|经常|常常|总是|已经|正在|马上|特别|非常|比较|尤其|超级|挺)"
_REL_ZH_START = re.compile(
    rf"^我(?:的|家|们家)?(?:有)?(?:一个|个|一位|位)?(?:最好的|很好的|好)?({_REL_ZH})儿?(?![A-Z\u4e00-\u9fff]{{0,1}}叫)"
    rf"(?!(?!{_ZH_ADVERB})[\u4e00-\u9fff]{{2,3}}(?:住|是|在|也|今年|刚|已经|喜欢|说))"
)
_REL_CANON_EN = {
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
    "manager": "boss",
    "coworker": "colleague",
    "grandma": "grandmother",
    "grandpa": "grandfather",
    "kid": "child",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "hubby": "husband",
    "wifey": "wife",
    "fiancee": "fiance",
}

# amounts as people write them: "$4,200/month", "50k", "60k a year", "2万5", "3千5", "两万五", "8000块"
_PERIOD = r"(?:\s?/\s?(?:month|mo|year|yr|week|wk|hour|hr|day)|\s(?:a|per|each|every) (?:month|year|week|hour|day)|\s?(?:一个月|每月|每个月|一年|每年|一周|每周|一天|每天))?"
# an amount in Chinese numerals: "一万", "两万五", "三千块", "一千两百元" (never "千万别…": it must
# start with a digit word); ``figures.figures`` counts it as a figure too
CN_AMOUNT = (
    r"[一二两三四五六七八九十][一二两三四五六七八九十百千]*万(?:零?[一二两三四五六七八九][千百]?)*(?:块钱|块|元)?"
    r"|[一二两三四五六七八九十][一二两三四五六七八九十百千]*[千百](?:块钱|块|元)"
    r"|[一二两三四五六七八九][千](?:[一二两三四五六七八九](?:百)?)?(?=出头|多|左右|上下|(?![万\u4e00-\u9fff]))"
)
AMOUNT = (
    r"(?:(?:(?:\b(?:A|C|NZ|HK|S|US|NT))?[$]|[€£¥￥]|\b(?:USD|EUR|GBP|CHF|CNY|RMB|JPY|HKD|SGD|AUD|CAD|NZD|SEK|NOK|DKK|INR)\s?)\d[\d,]*(?:\.\d+)?(?:\s?(?:k|K|m|M|bn|million|billion|thousand)\b)?"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:[kK]\b|万\d?(?![\d])|千\d?(?![\d])|元|块钱|块|美元|美金|欧元|英镑|港币|日元)(?:元|块)?"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:dollars?|bucks|USD|RMB|CNY|EUR|euros?|pounds|CHF|francs?|GBP|JPY|HKD|SGD|AUD|CAD|日元|韩元|港元|澳元|加元|瑞郎)\b"
    rf"|{CN_AMOUNT}"
    r"|\d[\d,]{3,}(?:\.\d+)?)" + _PERIOD
)
_AMOUNT_RE = re.compile(AMOUNT)

_PLACE_EN = r"([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})"
_PLACE_ZH = r"([\u4e00-\u9fffA-Za-z]{2,8}?)"
_ZH_END = r"(?=了|啦|住|生活|定居|工作|上班|，|。|,|\.|！|!|；|$|的|那边|这边|去|来|做|当|读|念|上学|发展)"
_STOP_EN = r"(?=\s*(?:[,.;!?]|$|\s+(?:and|with|since|for|now|but|because|where|as|last|this|next|in|at|on|these days|right now|currently|at the moment|a few|a couple|two|three)\b))"
_JOB_SUFFIX_EN = re.compile(
    r"(?:er|or|ist|ian|ant|ent|eer|ect|ive|nurse|chef|doctor|lawyer|teacher|student|developer|analyst|artist|scientist|engineer"
    r"|designer|consultant|manager|director|founder|intern|trader|quant|strategist|officer|clerk|assistant|pilot|surgeon|dentist"
    r"|midwife|physio|tech|technician|nanny|vet|paramedic|mechanic|barista|cashier|coach|tutor|judge|chef|cook|medic|model)$",
    re.I,
)


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NOT_JOB_EN = _word_set(
    "mother father sister brother daughter son lover member partner beginner fan fighter user person bit lot fan owner"
    " runner swimmer reader gamer dreamer believer thinker introvert extrovert vegetarian vegan"
)
_JOB_SUFFIX_ZH = re.compile(
    r"(?:师|员|生|家|工|警|开发|研发|运营|策划|主播|客服|测试|文员|前台|出纳|美工|幼师|经理|医生|护士|老师|教授|律师|总监|主管|老板|司机|会计|记者|警察|编辑|专家|顾问|总裁|主任|店长|厨师|保安|骑手|模特|演员|歌手|作者|创始人|合伙人|CEO|CTO|PM)$"
)
_NOT_JOB_ZH = re.compile(r"(?:学生会|先生|医生病|人员少)$")
_SURNAMES = set(
    "李王张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧"
)
_NAME_EN_STOP = _word_set(
    "Sorry Glad Happy Fine Good Okay Ok Back Here There Home Done Ready Excited Tired Busy Sure Thinking Going Trying"
    " Really Just So Very Not Also Still Always Never Learning Working Looking Planning Allergic Married Single Vegan"
    " Vegetarian Retired Pregnant New From In At On Interested Into Curious Afraid Scared Worried Proud Grateful Thankful"
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
    return head not in _NOT_JOB_EN and bool(_JOB_SUFFIX_EN.search(head))


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
_RULES: list[_Rule] = [
    # names
    _r("name", r"\b[Mm]y name(?: is|'s) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b"),
    _r("name", r"^name(?: is|'s) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b"),  # after "my wife's"
    # someone else's (or a pet's) name: not the speaker's, and never one value that replaces another
    _r("named", r"\b(?:[Hh]is|[Hh]er|[Ii]ts|[Tt]heir) name(?: is|'s) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b", "named"),
    _r("name", r"\b(?:call me|I go by) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b"),
    _r("name", r"^(?:I'm|I am|This is|It's) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*[.!]?$", check="name_en"),
    # an introduction that lists: "I'm Dana, 34, …"; "Marco here, …"
    _r("name", r"^(?:I'm|I am) ([A-Z][a-z]+)(?=,)", check="name_en"),
    _r("name", r"^([A-Z][a-z]+) here\b(?=\s*[,.!:;-]|$)", check="name_en"),
    _r(
        "name",
        r"(?:^我|^)(?:叫|名叫|的名字(?:是|叫)|名字(?:是|叫))([\u4e00-\u9fffA-Za-z]{2,4}?)(?=[，。,.！!；]|$|，|今年|在|是|住)",
    ),
    _r("name", r"^我是([\u4e00-\u9fff]{2,3})(?=[，。,.！!；]|$)", check="name_zh"),
    # age
    _r(
        "age",
        rf"\b{_BE}\s+(\d{{1,3}})(?:\s*(?:years?|yrs?)\s*old)?(?=\s*(?:[,.;!?]|$|\s+(?:and|now|this|next|years?)\b))",
        flags=re.I,
    ),
    _r("age", r"\b(?:turned|turning|will be|just turned) (\d{1,3})\b", change=True),
    _r("age", r"(?<!满)(?:今年|已经|刚|快)?(\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁(?!之前|以前|前|以后|之后|以下|以上|时|的时候)"),
    _r("age", r"今年(\d{2}|[一二两三四五六七八九十]{2,3})了"),
    _r(
        "age",
        r"\b(?:I'm|I am|he's|she's|turned|turning|just turned) ((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)\b",
        flags=re.I,
    ),
    # work
    # "I work as a paralegal": with its article, what one works as is a job whatever its ending
    _r("occupation", r"\b(?:work(?:s|ing|ed)?|job) as an? ([a-z][a-z-]{2,20}(?: [a-z][a-z-]{2,20})?)" + _STOP_EN, flags=re.I),
    _r(
        "occupation",
        r"\b(?:work(?:s|ing|ed)?|job) as (?:an? |the )?([a-z][a-z -]{2,40}?)" + _STOP_EN,
        check="job",
        flags=re.I,
    ),
    _r(
        "occupation",
        r"\b(?:[Mm]y|[Hh]is|[Hh]er) (?:job|work|profession|career|occupation) is (?:being )?(?:an? )?([a-z][a-z -]{2,40}?)"
        + _STOP_EN,
        check="job",
    ),
    _r(
        "occupation",
        rf"(?:^|\b)(?:{_BE}|became|become|becoming|now) (?:now |currently |still |also )?(?:an?) ((?:[a-z]+ ){{0,2}}?[a-z]+)"
        + _STOP_EN,
        check="job",
        flags=re.I,
    ),
    _r(
        "occupation",
        r"(?:^|我|在[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:是做|做|当|干)(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z ]{2,10}?)(?:的)?(?=[，。,.！!；]|$|工作)",
        check="job",
    ),
    _r(
        "occupation",
        r"^(?:我|他|她)?(?:现在|目前|一直|也)?是(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z]{2,10}?)(?=[，。,.！!；]|$)",
        check="job",
    ),
    _r(
        "occupation",
        r"(?:工作|职业)是(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z ]{2,12}?)(?=[，。,.！!；]|$)",
        check="job",
    ),
    _r("occupation", r"我是做([\u4e00-\u9fffA-Za-z ]{1,12}?)的"),
    # what one does at a named kind of workplace is a job, whatever its word ("在物流公司做调度")
    _r(
        "occupation",
        r"在(?:一家|一所|一个|家|所)?[\u4e00-\u9fffA-Za-z0-9]{0,10}?(?:公司|医院|诊所|学校|银行|工厂|厂|集团|餐厅|饭店|酒店|单位|机构|中心|事务所|工作室|超市|幼儿园|大学|中学|小学|研究所|报社|电视台)"
        r"(?:里)?(?:做|当|干|负责)(?:一名|一个|个|名)?([\u4e00-\u9fffA-Za-z]{2,8}?)(?:的|工作)?(?=[，。,.！!；]|$)",
    ),
    # "I teach chemistry at a high school": a teacher of it
    _r("occupation", r"\b(?:I|he|she|they|[Mm]y \w+) teach(?:es)? ([a-z]+(?: [a-z]+)?)(?= at\b| in\b| to\b|\s*[,.;!]|$)", check="teach"),

    _r("occupation", r"(?:升成|升为|升到|升职为|升职成|晋升为|提拔为|转正为|调岗为)了?([\u4e00-\u9fffA-Za-z]{2,8}?)(?=了|啦|，|。|,|！|$)", check="job", change=True),
    _r(
        "occupation",
        r"\b(?:promoted|bumped up|moved up|stepped up|got promoted|was promoted) to (?:an? |the )?([a-z][a-z -]{2,30}?)" + _STOP_EN,
        check="job",
        change=True,
        flags=re.I,
    ),
    _r(
        "occupation",
        r"\b(?:[Mm]y|[Hh]is|[Hh]er) (?:job |official |new )?title is (?:now )?(?:an? )?([A-Za-z][A-Za-z -]{2,40}?)" + _STOP_EN,
        check="job",
    ),
    # a job told as what one does: "我是卖保险的", "他是开出租车的", "我是教书的"
    _r(
        "occupation",
        r"^(?:我|他|她)?(?:现在|目前|以前|一直)?是((?:开|卖|教|修|送|跑|搞|写|画|拍|带)[\u4e00-\u9fffA-Za-z]{1,6}?)的(?=[，。,.！!；]|$)",
    ),
    _r("employer", rf"\b(?:work(?:s|ing|ed)?|am|'m|is) (?:now )?(?:at|for) {_PLACE_EN}{_STOP_EN}"),
    _r("employer", rf"\b(?:joined|(?:new|a) job at|started (?:working )?at|hired (?:at|by)) {_PLACE_EN}{_STOP_EN}", change=True),
    _r(
        "employer",
        r"(?:在|去了|加入了?|入职(?:了)?)([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:工作|上班|任职|实习)",
        check="org_zh",
    ),
    _r(
        "employer", r"(?:入职了?|跳槽(?:到|去)了?|加入了?)([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?=[，。,.！!；]|$|了)", change=True
    ),
    _r("employer", r"(?:去|到)([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:报到|报道|入职)", check="org_zh", change=True),
    # places
    _r(
        "location",
        rf"\b(?:moved|relocated|moving|relocating)(?: (?:back|down|up|over|out|away|across|all the way))? to {_PLACE_EN}{_STOP_EN}",
        "city",
        change=True,
    ),
    _r("location", rf"(?:\b[Oo]fficially |\b[Nn]ow )?{_PLACE_EN} residents?\b", "city", change=True),
    _r("location", rf"\b[Hh]ome is (?:now |still )?{_PLACE_EN}{_STOP_EN}", "city"),
    _r(
        "location",
        rf"\b(?:(?:moved|moving) into|got the keys to|closed on) (?:our|my|a|the|his|her|their) (?:new )?(?:place|home|house|apartment|flat|condo|townhouse) in {_PLACE_EN}{_STOP_EN}",
        "city",
        change=True,
    ),
    _r(
        "location",
        rf"\b(?:live|lives|living|reside|resides|based|settled|(?:'ve|have|has) (?:always |long )?lived)(?: now)? in {_PLACE_EN}{_STOP_EN}",
        "city",
    ),
    _r("address", r"\b(?:live|lives|living|reside|resides)(?: now)? at (\d+[A-Za-z]?,?\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})", "address"),
    _r(
        "location",
        rf"(?:搬到|搬去|搬家到|移居到?|搬回)了?{_PLACE_ZH}(?:市)?{_ZH_END}",
        "city",
        check="place_zh",
        change=True,
    ),
    _r("address", r"(?:住在|家在|地址是|住址是)([\u4e00-\u9fffA-Za-z0-9]{2,16}?(?:路|街|道|巷|弄|胡同|小区|花园|公寓)[\u4e00-\u9fff0-9A-Za-z]{0,10}?(?:号|栋|楼|室|单元)?)(?=[，。,.！!；]|$|了)", "address"),
    _r("location", rf"(?:住在|住(?![了过着])|生活在|定居在?|家在){_PLACE_ZH}(?:市)?{_ZH_END}", "city", check="place_zh"),
    _r("location", rf"(?:^|我|我们|我家)(?:现在|目前|一直)?在{_PLACE_ZH}(?:市)?(?:生活|定居|安家|居住|住)", "city", check="place_zh"),
    _r(
        "location",
        rf"在{_PLACE_ZH}(?:市)?(?:安顿下来|安顿好|落户|安家|定居下来|扎根|落脚)",
        "city",
        check="place_zh",
        change=True,
    ),
    _r("work_city", rf"\bwork(?:s|ing)?(?: as [a-z ]+?)? in {_PLACE_EN}{_STOP_EN}", "work_city"),
    _r("work_city", rf"在{_PLACE_ZH}(?:市)?(?:工作|上班|做|当|干)", "work_city", check="city_zh"),
    _r("hometown", rf"\b(?:{_BE}|come|comes|came) (?:originally )?from {_PLACE_EN}{_STOP_EN}", "hometown"),
    _r("hometown", rf"\b(?:grew up|was born|were born) in {_PLACE_EN}{_STOP_EN}", "hometown"),
    _r("hometown", r"(?:^我|^)(?:是|来自)([\u4e00-\u9fff]{2,6}?)人(?=[，。,.！!；]|$)", "hometown"),
    _r("hometown", rf"(?:老家|家乡)(?:是|在){_PLACE_ZH}{_ZH_END}", "hometown"),
    _r("hometown", rf"(?:来自|出生在|出生于|在){_PLACE_ZH}(?:长大|出生)?{_ZH_END}", "hometown", check="born_zh"),
    # money (rent first: "I pay $4,200/month in rent" is rent, not pay)
    _r("rent", rf"\brent\b[^.;]{{0,20}}?({AMOUNT})|\bpay ({AMOUNT})[^.;]{{0,15}}\brent\b", flags=re.I),
    _r("rent", rf"\b(?:I|we) rent (?:a|an|the|my|our)\b[^.;]{{0,40}}?\bfor ({AMOUNT})", flags=re.I),
    _r("rent", rf"(?:房租|租金|月租|年租)[^，。,；]{{0,8}}?({AMOUNT})"),
    _r("rent", rf"(?:我|我们|我家)(?:现在)?租的[^，。,；]{{0,12}}?({AMOUNT})"),
    _r("rent", rf"(?:涨租|加租|涨房租|房租涨了?|租金涨了?)[^。；;]{{0,12}}?({AMOUNT})", change=True),
    _r(
        "salary",
        rf"\b(?:salary|income|wage|wages|paycheck|take-home|(?:monthly|annual|yearly) (?:gross|net|pay|income|salary)|gross pay|net pay|(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Tt]he) (?:base )?pay|(?:[Mm]y|[Hh]is|[Hh]er) base|pay (?:went|is|was|got|rose))\b[^.;]{{0,30}}?({AMOUNT})",
        flags=re.I,
    ),
    _r("salary", rf"\b(?:earn|earns|earning|make|makes|making|take home|takes home|bring home|brings home|clear|clears)\s+(?:about |around |roughly )?({AMOUNT})"),
    _r("salary", rf"每个?月(?:能|可以|都)?(?:拿|领|到手)(?:大概|差不多)?({AMOUNT})"),
    _r("salary", rf"\b(?:I'm|I am|he's|she's|he is|she is) (?:now |currently )?on ({AMOUNT})", check="money"),
    _r("salary", rf"(?:工资|薪水|月薪|年薪|薪资|收入|到手|税后|税前|底薪)[^，。,；]{{0,8}}?({AMOUNT})"),
    _r("salary", rf"(?:挣|赚)(?:大概|差不多|将近|快)?({AMOUNT})"),
    _r("salary", rf"(?:加薪|涨薪|涨工资|加工资|调薪)[^。；;]{{0,12}}?({AMOUNT})", change=True),
    _r("salary", rf"\b(?:got|get|getting|received) a (?:pay )?raise\b[^.;]{{0,30}}?({AMOUNT})", change=True, flags=re.I),
    _r(
        "weight",
        r"\b(?:weigh|weighs|weighing|weight is|weight's|weight (?:went|is) (?:down|up) to|weight dropped to)\s+(?:about |around |roughly )?(\d+(?:\.\d+)?\s?(?:kg|kgs|kilos|lbs?|pounds|stone))\b",
        "weight",
        flags=re.I,
    ),
    _r("weight", r"体重[^，。,；]{0,6}?(\d+(?:\.\d+)?\s?(?:公斤|斤|kg|千克))", "weight"),
    _r("weight", r"(?:^|我|称了一?下|上秤|(?:^|我)(?:现在|目前))(?:现在|目前)?(?:是|有|才|只有|都)?(\d+(?:\.\d+)?\s?(?:公斤|斤|千克))(?:了|啦)?(?=[，。,.！!；]|$)", "weight"),
    _r(
        "weight",
        r"(?:掉到|降到|减到|瘦到|胖到|长到|涨到|down to|dropped to|lost \w+ to|got down to)\s*(\d+(?:\.\d+)?\s?(?:公斤|斤|kg|千克|lbs?|pounds))",
        "weight",
        change=True,
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
    # the way to work and how long it takes ("my commute is 50 minutes", "通勤单程40分钟")
    _r(
        "commute",
        r"\bcommute(?: to work)? (?:is|takes|'s|has gone (?:down|up) to|went (?:down|up) to)(?: me| now| only| about| around| roughly| just| like)* (\d+(?:\.\d+)?\s?(?:minutes?|mins?|hours?|hrs?))\b",
        "commute",
        flags=re.I,
    ),
    _r(
        "commute",
        r"\b(?:to work|to the office|into work|into the office|to school|to campus)\b[^.;!?]{0,40}?\b(?:takes?|took) (?:me |us |him |her )?(?:about |around |roughly |only |just |like )?(\d+(?:\.\d+)?\s?(?:minutes?|mins?|hours?|hrs?))\b",
        "commute",
        flags=re.I,
    ),
    _r(
        "commute",
        r"通勤(?:时间)?(?:单程|来回|每天|一天)?(?:要|大概|差不多|得|需要|是|约|就|只要|花)*(\d+(?:\.\d+)?\s?(?:分钟|个?半?小时))",
        "commute",
    ),
    _r(
        "commute",
        r"(?:上班|去公司|到公司|上学|去单位)[^，。,；]{0,8}?(?:要|得|花|需要|大概|只要)(\d+(?:\.\d+)?\s?(?:分钟|个?半?小时))",
        "commute",
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
    _r("visa", r"(?:拿到|办下来|批下来|下来了|获批|批了)[^，。,]{0,4}?(绿卡|永居|永久居留(?:权|身份)?|工作签证?|工签|学签|H-?1B)|(绿卡|永居|工签|工作签证|H-?1B)[^，。,]{0,4}?(?:下来了|批了|办好了|拿到了|获批)|(入籍)", "visa", change=True),
    _r("visa", r"\b(H-?1B|F-?1|J-?1|L-?1|O-?1|E-?2|B-?2|TN)\b(?= (?:student |work |exchange )?visa| status)", "visa", flags=re.I),
    _r(
        "visa",
        r"\b((?:H-?1B|F-?1|J-?1|L-?1|O-?1|E-?2|TN|B-?2|work(?:ing)?|student|spousal|tourist|skilled worker|working holiday) visa"
        r"|green card|permanent residen(?:ce|cy)|PR status|(?:US|U\.S\.|Canadian|British|Australian) citizenship)\b",
        "visa",
        flags=re.I,
    ),
    _r("visa", r"(H-?1B|F-?1|J-?1|L-?1|绿卡|永居|永久居留(?:权|身份)?|工作签证?|学生签证?|留学签证|工签|学签|入籍|加入了?[\u4e00-\u9fff]{1,3}国籍)", "visa"),
    _r("blood_type", r"\bblood (?:type|group) is (AB|A|B|O)(?:[+-]| positive| negative)?\b", "blood_type", flags=re.I),
    _r("blood_type", r"\b(?:I'm|I am|he's|she's) (?:type )?(AB|A|B|O)[+-]? blood(?: type)?\b", "blood_type"),
    _r("blood_type", r"(?:是)?(AB|A|B|O)型血|血型(?:是)?(AB|A|B|O)型?", "blood_type"),
    _r(
        "height",
        r"\b(?:I'm|I am|he's|she's|height is|stand) (\d'\s?\d{1,2}\"?|\d\.\d{1,2}\s?m|1\d\d\s?cm)(?=\W|$)",
        "height",
    ),
    _r("height", r"身高(?:是|有)?(\d(?:\.\d+)?米\d*|1\d\d(?:公分|厘米|cm)?|一米[一二三四五六七八九十]{1,2})", "height"),
    _r(
        "weight",
        r"\b(?:I'm|I am|and|at|weigh(?:ing)?) (?:about |around )?(\d{2,3}(?:\.\d+)?\s?(?:lbs|lb|pounds|kg|kgs|kilos))\b",
        "weight",
        flags=re.I,
    ),
    _r("weight", r"体重[^，。,；]{0,6}?((?:[一二两三四五六七八九十百]+|\d+(?:\.\d+)?)\s?(?:公斤|斤|千克))", "weight"),
    _r(
        "vehicle",
        r"\b(?:I|we) (?:drive|own|have|bought|got) (?:an? |the |my )?((?:[A-Z][\w-]*|\d+)(?: (?:[A-Z0-9][\w-]*))+|Tesla|BMW|Prius|Civic|Corolla)\b",
        "vehicle",
    ),
    _r(
        "vehicle",
        r"(?:开的是|开着|开|买了|提了|有)(?:一辆|辆|台)(?:新的?)?([\u4e00-\u9fffA-Za-z0-9 ]{2,16}?)(?:车)?(?=[，。,.！!；]|$|了)",
        "vehicle",
    ),
    _r("vehicle", r"开的是([\u4e00-\u9fffA-Za-z0-9 ]{2,16}?)(?=[，。,.！!；]|$)", "vehicle"),
    # an hourly rate said with its period ("一小时150块", "$45 an hour")
    _r(
        "rate",
        r"(?:一小时|每小时|一个小时|每个小时|时薪|课时费)(?:是|要|收|能拿)?((?:\d[\d,.]*|[一二两三四五六七八九十百千]+)\s?(?:块钱|块|元)?)",
        "rate",
    ),
    _r("rate", rf"({AMOUNT}|\d[\d,.]*)\s?(?:/\s?(?:hour|hr|h)\b|(?:an|per|each) hour\b|一小时|每小时)", "rate", flags=re.I),
    # what one plays, makes or does as a skill ("I play the violin", "我会拉小提琴")
    _r(
        "activity",
        r"\b(?:I|he|she|we|they)? ?(?:can |also |still |sometimes |often |mostly )?(?<!like )(?<!love )(?<!enjoy )(?<!likes )(?<!loves )(?<!enjoys )(?:play|plays|playing) (?!with\b|at\b|in\b|on\b|for\b|around\b|it\b|that\b|games? with\b)(?:the )?([a-z][a-z ]{2,20}?)"
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
    _r(
        "marital_status",
        r"\b(?:am|'m|is|got|just got|are) (married|engaged|single|divorced|separated|widowed)\b",
        "marital_status",
    ),
    _r("marital_status", r"(结婚了|已婚|单身|离婚了|离异|订婚了)", "marital_status"),
    _r(
        "children",
        r"\b(?:have|has|got) ((?:a|one|two|three|four|five|\d+) (?:kids?|children|sons?|daughters?|boys?|girls?))\b",
        "children",
    ),
    _r("children", r"(?:有|生了)((?:一|两|二|三|四|\d+)个(?:孩子|儿子|女儿|娃|小孩))", "children"),
    _r(
        "pet",
        r"\b(?:have|has|got|adopted|own) (?:a |an |two |three )?(?:new )?(dog|cat|puppy|kitten|parrot|rabbit|hamster|turtle|fish|corgi|husky|poodle|labrador|golden retriever|beagle|shiba inu|dachshund|chihuahua|ragdoll|tabby)s?\b",
        "pet",
    ),
    _r("pet", r"(?:养了?|有)(?:一只|一条|只|条|两只)?(柯基|哈士奇|泰迪|金毛|拉布拉多|柴犬|比格|贵宾|英短|布偶|橘猫|猫咪|狗狗|猫|狗|兔子|鹦鹉|仓鼠|乌龟|金鱼)", "pet"),
    # health and diet
    _r("allergy", r"\ballergic to ([a-z][a-z -]{1,30}?)" + _STOP_EN, "allergy", flags=re.I),
    _r("allergy", r"\b(?:have|has) (?:an? )?([a-z][a-z -]{1,20}?) allergy\b", "allergy", flags=re.I),
    _r("allergy", r"对([\u4e00-\u9fffA-Za-z]{1,8}?)过敏", "allergy"),
    _r("allergy", r"([\u4e00-\u9fff]{1,6}?)过敏", "allergy"),
    _r(
        "diet",
        r"\b(?:am|'m|is|became|went|gone) (vegetarian|vegan|pescatarian|lactose intolerant|gluten[- ]free)\b",
        "diet",
    ),
    _r(
        "diet",
        r"\b(?:don't|do not|doesn't|can't|cannot|never|no longer) (?:eat|drink|touch) ([a-z][a-z -]{1,25}?)" + _STOP_EN,
        "diet",
        flags=re.I,
    ),
    _r("diet", r"(吃素|素食|不吃肉|清真)", "diet"),
    _r("diet", r"(?:不吃|不能吃|不喝|不能喝|忌口|戒了)([\u4e00-\u9fff]{1,6}?)(?=[，。,.！!；]|$|了)", "diet"),
    _r(
        "health",
        r"\b(?:have|has|diagnosed with|suffer from|suffers from) (diabetes|asthma|high blood pressure|hypertension|migraines?|insomnia|celiac disease|adhd|depression|anxiety|back pain|arthritis)\b",
        "health",
        flags=re.I,
    ),
    _r(
        "health",
        r"(?:有|得了|患有|确诊了?)(糖尿病|哮喘|高血压|偏头痛|失眠|抑郁症|焦虑症|腰椎间盘突出|胃病|颈椎病|关节炎)",
        "health",
    ),
    # traits a person says of themselves that an assistant should keep in mind
    _r(
        "health",
        r"\b(?:am|'m|is|are) (?:(?:pretty|very|really|quite|a bit|kind of|kinda|super|so|severely|mildly) )?(colou?r-?blind|left-handed|right-handed|diabetic|epileptic|deaf|dyslexic|asthmatic|near-?sighted|short-sighted|claustrophobic|anemic|anaemic|lactose intolerant|hard of hearing|pre-?diabetic)\b",
        "health",
        flags=re.I,
    ),
    _r("health", r"(?:我|他|她)?(?:是|有)(左撇子|色盲|色弱|高度近视|近视|远视|糖尿病人)", "health"),
    _r(
        "health",
        r"\b(?:am|'m|is|are|get|gets) (?:(?:really|very|so|terribly|deathly|quite|a bit|kind of|a little|pretty|super) )?(?:afraid|scared|terrified|frightened) of ([a-z][a-z ]{1,25}?)"
        + _STOP_EN,
        "fear",
        flags=re.I,
    ),
    _r("health", r"(恐高|恐水|幽闭恐惧症?|社恐|怕(?:蛇|狗|黑|水|高|虫子|蜘蛛|打针))", "fear"),
    _r("health", r"\b(?:get|gets|am|'m|is) (?:really |very |so |pretty )?(carsick|seasick|airsick|motion sick)\b", "health", flags=re.I),
    _r("health", r"(晕车|晕船|晕机|失眠|偏头痛|痛风|低血糖|贫血)", "health"),
    _r(
        "health",
        r"((?:胃|肠胃|腰|颈椎|膝盖|心脏|肝|肾|皮肤|眼睛|嗓子|牙|血压|血糖)(?:一直|也|有点|比较|特别|很)?(?:不太好|不好|不行|有问题|偏高|偏低|敏感))",
        "health",
    ),
    _r(
        "health",
        r"\b(?:have|has|got) (?:a |an )?(?:bad|weak|sensitive|dodgy|bad) (stomach|back|knees?|heart|skin|eyes|teeth|hip)\b",
        "health",
        flags=re.I,
    ),
    _r(
        "health",
        r"\b(?:wear|wears|use|uses|need|needs) (hearing aids?|glasses|contacts|contact lenses|braces|a pacemaker|a wheelchair|an insulin pump)\b",
        "health",
        flags=re.I,
    ),
    _r("health", r"(?:戴|用)(助听器|眼镜|隐形眼镜|牙套|轮椅|心脏起搏器)", "health"),
    # a medicine by the shape of its name ("I'm on warfarin", "taking metformin")
    _r(
        "health",
        r"\b(?:I'm|I am|he's|she's|is|been) (?:now |currently |still )?on ([a-z]+(?:arin|in|ol|ide|ine|pril|sartan|statin|mab|zole|formin|pam|lam|xetine|done|pine|mide|cycline))\b",
        "medication",
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
        r"(?:毕业于|毕业自|在)([\u4e00-\u9fffA-Za-z]{2,12}?(?:大学|学院|中学|高中|小学|学校|幼儿园))(?:毕业|读|上学|念)?",
        "school",
    ),
    _r(
        "education",
        r"(?:转学(?:去了|到了|到|去)|转到了?)([\u4e00-\u9fffA-Za-z]{2,12}?(?:大学|学院|中学|高中|小学|学校|幼儿园))",
        "school",
        change=True,
    ),
    _r("education", r"(?:专业是|学的是|读的是)([\u4e00-\u9fffA-Za-z]{2,10}?)(?=[，。,.！!；]|$|专业)", "major"),
    _r(
        "grade",
        r"(?:上|读|念|升)(?:到)?(?:小学|初中|高中|大学)?([一二三四五六\d]年级|初[一二三]|高[一二三]|大[一二三四]|研[一二三])",
        "grade",
    ),
    _r(
        "grade",
        r"\b(?:in|is in|starting|started|entering|entered|going into|finished) (?:the )?((?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade)\b",
        "grade",
        flags=re.I,
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
        r"\b(?:speak|speaks|learning|fluent in|Duolingo) (English|Mandarin|Chinese|Cantonese|Japanese|French|German|Spanish|Korean|Italian|Portuguese|Russian)\b",
        "language",
        flags=re.I,
    ),
    _r("language", r"(英语|普通话|中文|粤语|日语|法语|德语|西班牙语|韩语|意大利语|葡萄牙语|俄语)(?:说得|讲得|很流利|挺流利|还行|不错)", "language"),
    _r("language", r"(?:会说|说|学|会讲|在学)(英语|普通话|中文|粤语|日语|法语|德语|西班牙语|韩语|意大利语|葡萄牙语|俄语)", "language"),
    _r("birthday", r"\b(?:[Mm]y|[Hh]is|[Hh]er) birthday is (?:on )?([^,.;]{3,25})", "birthday"),
    _r("birthday", r"生日(?:是|在)([^，。,；]{2,12})", "birthday"),
]

# likes and dislikes: the object is the value; domain words decide nothing here
_PREFERENCE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("favourite", re.compile(r"\b(?:[Mm]y|[Hh]is|[Hh]er) favou?rite ([a-z]+(?: [a-z]+)?) is ([^,.;!?]{2,40})")),
    ("favourite", re.compile(r"最喜欢的([\u4e00-\u9fff]{1,6}?)是([^，。,；!！]{1,20})")),
    (
        "dislike",
        re.compile(
            r"\b(?:hate|hates|dislike|dislikes|can't stand|cannot stand|don't like|do not like|doesn't like|don't enjoy|am not a fan of|'m not a fan of|not into)\s+([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    ("dislike", re.compile(r"(?:讨厌|不喜欢|受不了|不爱|烦)([^，。,；!！？]{1,20})")),
    (
        "preference",
        re.compile(
            r"\b(?:love|loves|like|likes|enjoy|enjoys|adore|adores|prefer|prefers|(?:am|'m|is|are)(?: (?:really|so|totally|very|pretty|quite|super|big|huge|also|now))* into|am a (?:big |huge )?fan of|'m a (?:big |huge )?fan of|am passionate about|'m passionate about|(?:am|'m|is|are) (?:totally |really |so |completely )?(?:hooked on|obsessed with|addicted to|crazy about|mad about))\s+([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    ("preference", re.compile(r"\b(?:I'd|I would|I'll) (?:pick|choose|take|go for) ([^,.;!?]{2,30}?) over\b", re.I)),
    ("preference", re.compile(r"\b(?:'ve|have|has) (?:gotten|got|been|become) (?:really |so |super |very )?into ([^,.;!?]{2,40})", re.I)),
    (
        "preference",
        # "I'm way more of a tea person": what the person is for (not a trait: a good, morning, people person)
        re.compile(
            r"\b(?:I'm|I am|I've always been|he's|she's)\s+(?:(?:way|much|definitely|totally|more|of)\s+)*an? "
            r"(?!(?:good|nice|kind|bad|great|different|better|private|young|old|real|normal|busy|lazy|shy|quiet|simple"
            r"|strong|sensitive|morning|night|people|early|late|happy|positive|negative)\b)([a-z]+) (?:person|guy|girl)\b",
            re.I,
        ),
    ),
    (
        "preference",
        re.compile(
            r"(?:\bI'm\s+|\bI am\s+|\bam\s+|\bis\s+|\bare\s+|(?<=\w)'s\s+|(?<=\w)'re\s+|^)(?:totally |really |so |completely |pretty |kind of |kinda )?"
            r"(?:hooked on|obsessed with|addicted to|crazy about|mad about|nuts about|big on)\s+([^,.;!?]{2,40})",
            re.I,
        ),
    ),
    ("preference", re.compile(r"\bI (?:only|always|usually) (?:drink|eat|order|use|wear|buy|listen to|read|watch) ([^,.;!?]{2,30})", re.I)),
    (
        "preference",
        re.compile(
            r"\b(?:[Mm]y|[Hh]is|[Hh]er) (?:usual|go-to|regular|standard|daily) (?:\w+ )?(?:order|drink|pick|choice) is (?:an? |the )?([^,.;!?]{2,40})"
        ),
    ),
    ("preference", re.compile(r"(?:只喝|只吃|只用|只穿|只听|只看|只买|只点|一般喝|一般吃|常喝|常吃)([^，。,；!！？]{1,12})")),
    (
        "preference",
        re.compile(
            r"(?:最喜欢|很喜欢|特别喜欢|比较喜欢|更喜欢|喜欢|爱吃|爱喝|(?:^|(?<=[我他她很最也都就真超挺好还别太蛮]))爱|热爱|偏好|偏爱|迷上了|迷上)([^，。,；!！？]{1,20})"
        ),
    ),
]
_PREF_STOP = re.compile(
    r"\s+(?:and|but|with|because|since|when|on|in|at|every|a lot|so much|very much|too|now|these days|anymore|any more|lately)\b.*$",
    re.I,
)
_PRONOUN_OBJECT = re.compile(r"^(?:it|that|this|them|those|these|you|to|him|her|the idea|the way|how|what)\b", re.I)
_ZH_PREF_TAIL = re.compile(r"(?:了|啦|的|呢|吧|啊|呀|了啦)+$")

PROHIBITION = re.compile(
    r"^(?:please\s+|and\s+|also\s+|so\s+)?(?:never|don't|do not|don't ever|do not ever|stop|no more)\b"
    r"|\b(?:don't|do not|never|stop) (?:ever )?(?:suggest|recommend|remind|call|mention|send|book|schedule|give|tell|ask|bring up|contact|email|text|message|show|use|put|add|order|wake|bother|share)\b"
    r"|\byou (?:should )?(?:never|must not|mustn't|shouldn't|should not)\b|\bnever want you\b|\bdon't want you to\b"
    r"|不要|别再|^别|[^区差分级]别(?:老是?|总是?|一直|动不动就?)?[给在用发打叫提推问说再加写放带回讲]|不许|禁止|千万别|永远不要|不准|不想(?:再)?收到|以后别",
    re.I,
)
GOAL = re.compile(
    r"\b(?:I|we) (?:want|plan|hope|intend|aim|would like|'d like) to\b|\b(?:I'm|I am|we're) (?:planning|hoping|aiming|trying) to\b"
    r"|\bmy (?:goal|plan|dream) is\b|\bI'm going to\b"
    r"|我(?:们)?(?:想|打算|计划|准备|希望|要)(?!问|知道|说)|目标是|计划是|梦想是",
    re.I,
)
SCHEDULE = re.compile(
    r"\bevery (?:day|morning|evening|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    r"|\b(?:on|at) (?:weekdays|weekends)\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b"
    r"|\b(?:usually|always) (?:get up|wake up|go to bed|work out|go to the gym)\b"
    r"|\b(?:once|twice|three times|four times|five times|\d+ times) (?:a|per|every) (?:day|week|month)\b"
    r"|每天|每周[一二三四五六日天]?|每个?星期|每个?月|每晚|每早|周末都|(?:每个?|平时|一般)?周末(?:都|常|总|喜欢|会|一般|通常)|工作日|早上\d+点|晚上\d+点",
    re.I,
)


# "a colleague of mine …", "one of my friends …": someone unnamed, about whom the rest is said
_REL_EN_OF = re.compile(
    r"^(?:[Aa]n?|[Oo]ne) (?:good |close |old |former |new )?(colleague|friend|coworker|co-worker|neighbou?r|cousin|classmate|teammate|roommate)"
    r" of (?:mine|ours)\b|^[Oo]ne of (?:my|our) (?:good |close |old )?(colleague|friend|coworker|neighbou?r|cousin|classmate|teammate)s\b"
)


# "I don't smoke any more", "我不再刷抖音了", "奶茶我已经戒了": what has ended, in the words used
_ENDED_ZH = (
    re.compile(r"(?:不再|已经不|早就不|早已不|再也不|没再|不怎么)([\u4e00-\u9fffA-Za-z]{1,8}?)(?=了|啦|，|,|。|！|$)"),
    re.compile(r"([\u4e00-\u9fffA-Za-z]{1,6}?)(?:我)?(?:已经|早就|早|也)?(?:不碰了|不玩了|不喝了|不吃了|不抽了|不刷了)"),
    re.compile(r"([\u4e00-\u9fffA-Za-z]{1,6}?)(?:我)?(?:已经|早就|早|也)?(?:彻底|完全)?(?:戒了|戒掉了|戒掉|不碰了)"),
    re.compile(r"(?:戒了|戒掉了?)([\u4e00-\u9fffA-Za-z]{1,6}?)(?=了|，|,|。|！|$)"),
    re.compile(r"戒(烟|酒|糖|咖啡|奶茶|游戏)"),
)
_WORDS_EN = r"([a-z]+(?:\s+(?!any|at\b|all\b|now\b|for\b|since\b|cold\b|a\b|the\b)[a-z]+)?)"
_ENDED_EN = re.compile(
    r"\b(?:don't|do not|doesn't|haven't|no longer)\s+(?:(?:really|even|actually|ever|usually)\s+)?(?:\w+ing\s+)?(?!have\b|know\b|think\b|want\b|need\b|like\b|care\b|mind\b)"
    + _WORDS_EN
    + r"(?=[^.;!?]*\b(?:any ?more|any longer)\b)"
    r"|\bno longer\s+" + _WORDS_EN + r"|\b(?:stopped|quit|gave up|given up)\s+([a-z]+ing(?:\s+[a-z]+)?)\b"
    r"|\bquit (?:my|the|his|her) ([a-z]+)\b",
    re.I,
)
_DONE_WITH_EN = re.compile(r"\b(?:I'm|I am) (?:so |totally |completely |officially )?(?:done with|finished with|through with) ([A-Za-z][\w-]*)")
_ENDED_VERBS_ZH = re.compile(r"^(?:刷|喝|吃|去|做|玩|打|看|抽|用|点|熬|上)")
_ENDED_STOP_EN = frozenset(
    re.findall(
        r"\w+",
        "a an the my to at in on with for from of by all any more anymore now really just go do get be there here"
        " last this next yesterday today ago ever completely entirely totally",
    )
)
# a "no longer" that names only its verb ends a habit only when the verb is one ("I don't smoke any
# more"); "I no longer work at …" is a change of employer, which the attributes handle
_HABIT_VERBS_EN = frozenset(
    re.findall(r"\w+", "smok vap drink gambl run jog swim cycl bik driv cook bak knit paint eat snack fast meditat")
)


# "I'm not vegetarian anymore", "she's no longer a smoker": what one is no more, said as a word
_NOT_ANY_MORE_EN = re.compile(
    r"\b(?:I'm|I am|we're|we are|he's|he is|she's|she is|they're|they are) (?:not|no longer) (?:an? )?([a-z]+(?:-[a-z]+)?)(?: any ?more| any longer)?\b(?<!longer)",
    re.I,
)


# moods and words of the moment, not what someone is ("I'm not sure anymore")
_NOT_STATES = _ENDED_STOP_EN | frozenset(
    re.findall(r"\w+", "sure certain busy interested tired mad angry upset worried scared afraid hungry ok okay sorry young kid kidding joking able allowed")
)


def ended_terms(text: str) -> list[str]:
    """The words naming what a "no longer" statement ends: "我不再刷抖音了" → ["刷抖音", "抖音"];
    "I don't smoke anymore" → ["smok"] (an English stem); the object when there is one ("I no
    longer drink soda" → ["soda"]); [] when the text ends nothing."""
    if has_cjk(text):
        for pattern in _ENDED_ZH:
            match = pattern.search(text)
            if match:
                what = re.sub(r"^(?:我|他|她|了|都|再|也)+", "", match.group(1))
                bare = _ENDED_VERBS_ZH.sub("", what)
                found = [w for w in dict.fromkeys([what, bare]) if len(w) >= 2 or (w and w in "烟酒")]
                if found:
                    return found
        return []
    done = _DONE_WITH_EN.search(text)
    if done:
        return [done.group(1).lower()]  # "I'm done with Fortnite": the thing itself
    was = _NOT_ANY_MORE_EN.search(text)
    if was and re.search(r"\bno longer\b|\bany ?more\b|\bany longer\b", text, re.I) and was.group(1).lower() not in _NOT_STATES:
        return [was.group(1).lower()]  # "I'm not vegetarian anymore": the word itself
    match = _ENDED_EN.search(text)
    if not match:
        return []
    said = next(g for g in match.groups() if g)
    words = [w.lower() for w in said.split() if w.lower() not in _ENDED_STOP_EN]
    stems = [re.sub(r"(?:ing|es|s|e)$", "", w) if len(w) > 4 else w for w in words]
    if len(stems) == 1:
        return stems if stems[0] in _HABIT_VERBS_EN else []
    return [w for w in stems[1:] if len(w) >= 3]  # the object


# "我辞职了", "I quit my job", "got laid off", "退休了": the work itself has ended (its job and
# employer, whatever words they were said in)
_JOB_ENDED = re.compile(
    r"辞职|离职|辞掉了?(?:工作|那份工)|裸辞|被裁|被辞退|被开除|退休了|下岗了"
    r"|\b(?:quit|left|resigned from|lost) (?:my|his|her|their|the) (?:job|position|role)\b"
    r"|\b(?:I|I've|I have|he|she|they|we) (?:\w+ )?(?:resigned|retired)\b|\bgot (?:laid off|fired|let go)\b",
    re.I,
)
_NEGATED_JOB_END = re.compile(r"没(?:有)?辞|不辞|别辞|\b(?:didn't|did not|never|won't|not) (?:quit|resign|retire|get laid off)", re.I)
WORK_SLOTS = ("occupation", "employer", "work_city")


def ended_slots(text: str) -> tuple[str, ...]:
    """The attributes a statement says have ended: the work ones when it says the job ended."""
    return WORK_SLOTS if _JOB_ENDED.search(text) and not _NEGATED_JOB_END.search(text) else ()


_REL_EN_ANYWHERE = re.compile(rf"\b(?:[Mm]y|[Oo]ur) ((?:{_REL_EN}))\b(?!,? (?:named |called )?[A-Z])")
_REL_ZH_ANYWHERE = re.compile(rf"我(?:的|家)?({_REL_ZH})(?![A-Za-z])")


BARE_RELATION_ZH = re.compile(
    r"^(?:老公|老婆|媳妇|儿子|女儿|闺女|爸爸|妈妈|老爸|老妈|哥哥|姐姐|弟弟|妹妹|男朋友|女朋友)(?=[\u4e00-\u9fff])"
)


def with_owner(clause: str) -> str:
    """A Chinese clause opening with a bare relation is about the user's: "儿子今年上初一" → "我儿子今年上初一"."""
    return "我" + clause if BARE_RELATION_ZH.match(clause) else clause


def relation_mentioned(sentence: str) -> str | None:
    """The last unnamed relation a sentence mentions, as written ("my dad", "我爸"): whom a "he" or
    "她" in the next sentence means."""
    found = list((_REL_ZH_ANYWHERE if has_cjk(sentence) else _REL_EN_ANYWHERE).finditer(sentence))
    return found[-1].group(0) if found else None


def split_subject(clause: str) -> tuple[str | None, str, str]:
    """(relation, the rest, the relation as written) when the clause opens with "my wife …" /
    "我老婆…" / "a colleague of mine …"; else (None, clause, "")."""
    match = _REL_EN_OF.match(clause)
    if match:
        word = (match.group(1) or match.group(2)).lower().replace("co-worker", "coworker")
        return _REL_CANON_EN.get(word, word), clause[match.end() :].strip(), match.group(0)
    match = _REL_EN_START.match(clause)
    if match:
        word = match.group(1).lower()
        return _REL_CANON_EN.get(word, word), clause[match.end() :].strip(), match.group(0)
    match = _REL_ZH_START.match(clause)
    if match:
        return canonical(match.group(1)), clause[match.end() :].strip(), match.group(0)
    return None, clause, ""


def _check(rule: _Rule, value: str, clause: str) -> bool:
    if rule.check == "job":
        return _job_like(value)
    if rule.check == "name_zh":
        return value[0] in _SURNAMES and not _job_like(value) and canonical(value) == _norm_value(value)
    if rule.check == "name_en":
        return value.split()[0] not in _NAME_EN_STOP
    if rule.check in ("place_zh", "city_zh", "born_zh"):
        if rule.check == "born_zh" and not re.search(r"长大|出生|来自", clause):
            return False
        if rule.check == "city_zh" and canonical(value) not in _CITIES and not re.search(r"(?:市|省|县)$", value):
            return False
        return not re.match(r"^(?:这|那|哪|家里|公司|外面|附近|一起)", value)
    if rule.check == "money":
        return bool(re.search(r"[$€£¥￥]|\d\s?[kK]\b|万|元|块|dollars?|pounds|euros?|francs?|\b[A-Z]{3}\b", value))
    if rule.check == "org_zh":
        canon = canonical(value)
        # a company, not a place or anything else the gazetteer knows as no company
        known_other = canon in KNOWN_THINGS and canon not in _COMPANIES
        return not known_other and canon not in _CITIES and not re.match(r"^(?:这|那|哪|家|公司)$", value)
    return value.lower() not in ("the", "a", "home", "here", "there", "it", "work")


_PERIODIC = re.compile(
    r"\b(?:a|per|each|every) (?:month|year|week)\b|/\s?(?:month|mo|year|yr)\b|\b(?:monthly|yearly|annual(?:ly)?)\b"
    r"|每个?月|包月|包年|连续包|月费|年费|每年|一个月|一年|每周",
    re.I,
)
_PRICED_ZH = re.compile(r"([\u4e00-\u9fffA-Za-z0-9]{1,8}?)(会员|套餐|订阅|月卡|年卡|健身卡|宽带|保险|话费|停车费|物业费|学费)")
_PRICED_LEAD_ZH = re.compile(r"^(?:.*?(?:我们|我家|我|他|她)(?:的|把|给)?|把)?(?:开了|办了|买了|续了|订了|开通了|充了|交的|交了|用的|的)?")
_PRICED_EN = re.compile(
    r"\b(?:for|on) (?:my |the |a |our |his |her )?([A-Z][\w+]*(?: [A-Z][\w+]*)?|[a-z]+ (?:plan|subscription|membership|insurance|bill|package))\b"
    r"|^(?:So |And |Oh,? )?([A-Z][\w+]*(?: [A-Z][\w+]*)?)(?= (?:put|raised|increased|bumped|hiked|charges|costs|now costs|went)\b)"
    r"|\b(?:my|our|his|her) ([a-z]+ (?:plan|subscription|membership|insurance|bill|package))\b"
)


def _price(text: str) -> tuple[str, str] | None:
    """(what, amount) for a recurring price of something named: "I pay $15.49 a month for Netflix",
    "爱奇艺会员现在包月要30元", "我的手机套餐是每月128元" (a single-valued attribute of that thing)."""
    amount = _AMOUNT_RE.search(text)
    if amount is None or not _PERIODIC.search(text):
        return None
    if has_cjk(text):
        match = _PRICED_ZH.search(text)
        if match is None:
            return None
        topic = _PRICED_LEAD_ZH.sub("", match.group(1)) + match.group(2)
        return (topic, amount.group(0).strip()) if len(topic) >= 2 else None
    match = _PRICED_EN.search(text)
    if match is None:
        return None
    topic = next(g for g in match.groups() if g)
    if topic.split()[0] in _NAME_EN_STOP or topic.lower() in ("i", "the"):
        return None
    return topic, amount.group(0).strip()


_FAVOURITE_FIRST = re.compile(r"^([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3}) (?:is|are) (?:my|his|her|their) (?:all-time )?favou?rite ([a-z]+)\b")


def _preference(rest: str) -> tuple[str, str, str] | None:
    """(slot, domain or "", object) for a like/dislike/favourite clause."""
    first = _FAVOURITE_FIRST.match(rest)
    if first:  # "Terry Pratchett is my favourite author"
        return "favourite", canonical(first.group(2)), first.group(1)
    for slot, pattern in _PREFERENCE_RULES:
        match = pattern.search(rest)
        if not match:
            continue
        if slot == "favourite":
            domain, value = match.group(1).strip(), _clean_value(match.group(2))
            return (slot, canonical(domain), value) if value else None
        value = _PREF_STOP.sub("", match.group(1)).strip()
        value = _ZH_PREF_TAIL.sub("", _clean_value(value))
        value = re.sub(r"^(?:to |the |a |an |my |some |)", "", value, flags=re.I).strip()
        if not value or _PRONOUN_OBJECT.match(value) or value in ("你", "这个", "那个", "它", "他", "她"):
            continue
        return slot, "", value
    return None


def detect(clause: str) -> Hit | None:
    """The slot one clause fills, by rules (see the module docstring); None when no rule applies."""
    text = clause.strip()
    if not text:
        return None
    about, rest, about_words = split_subject(text)
    change = bool(_CHANGE_WORDS.search(text))
    negated = bool(_NEGATED.search(text))
    if PROHIBITION.search(text) and about is None:
        return Hit("prohibition", "", {}, "prohibition", change=change, negated=True)
    probe = rest if about else text
    if about and about_words.endswith("'s") and re.match(r"(?:an?|the|now|still|also|currently)\b", rest):
        probe = "is " + rest  # "my wife's an accountant": 's is "is", not a possessive
    for rule in _RULES:
        match = rule.pattern.search(probe)
        if not match:
            continue
        value = _clean_value(next((g for g in match.groups() if g), ""))
        if rule.check == "teach":
            value = f"{value} teacher"
        if rule.check in ("place_zh", "city_zh", "born_zh"):
            value = _zh_place(value)
        if not value or not _check(rule, value, probe):
            continue
        if rule.slot == "age" and not re.search(r"\d|[一二两三四五六七八九十]|ty\b|ty[- ]", value):
            continue
        if rule.slot == "age" and value.isdigit() and not (0 < int(value) < 120):
            continue
        if rule.slot == "age" and re.search(
            r"\b(?:times|hours|minutes|days|weeks|months|kg|km|%)\b", probe[match.end() :][:12]
        ):
            continue
        slot = rule.slot
        key = slot
        facts = {rule.fact: value}
        if slot in ("allergy", "diet", "health", "pet", "language", "activity", "vehicle", "learning", "named"):
            key = f"{slot}:{canonical(value)}"
        elif slot == "education":
            key = f"education:{rule.fact}"  # a school and a major are two things, not one value
        elif slot == "habit":
            key = f"habit:{rule.fact}"
        if slot == "occupation":
            # "在杭州做产品经理" / "a nurse in Boston": the place comes with the job
            place = re.search(rf"在{_PLACE_ZH}(?:市)?(?:做|当|干|工作|上班)", probe) or re.search(
                rf"\b(in|at) {_PLACE_EN}{_STOP_EN}", probe
            )
            if place and place.group(place.lastindex or 1) != value:
                where = place.group(place.lastindex or 1)
                if re.search(r"[\u4e00-\u9fff]", where):
                    where = _zh_place(where)
                    city = canonical(where) in _CITIES or where.endswith("市")
                else:
                    city = place.group(1) == "in"
                facts["work_city" if city else "employer"] = _clean_value(where)
        if (
            slot == "diet"
            and negated
            and rule.fact == "diet"
            and re.search(r"don't|do not|不吃|不喝|不能|忌口|never", probe)
        ):
            facts = {"avoids": value}
        return Hit(
            slot,
            key,
            facts,
            SLOTS[slot][1],
            change=change or rule.change,
            about=about,
            about_words=about_words,
            negated=negated,
        )
    price = _price(probe)
    if price is not None:
        topic, amount = price
        return Hit("price", f"price:{canonical(topic)}", {"price": amount, "for": topic}, "fact", change, about, about_words)
    preference = _preference(probe)
    if preference is not None:
        slot, domain, value = preference
        if slot == "favourite":
            return Hit(
                slot, f"favourite:{domain}", {f"favourite {domain}": value}, "preference", change, about, about_words
            )
        canon = canonical(value)
        fact = "likes" if slot == "preference" else "dislikes"
        # likes and dislikes of one thing share a key: "I don't like coffee any more" replaces "I like coffee"
        return Hit(
            slot,
            f"preference:{canon}",
            {fact: value},
            "preference",
            change,
            about,
            about_words,
            negated=slot == "dislike",
        )
    if GOAL.search(probe):
        return Hit("goal", "", {}, "task", change, about, about_words, negated)
    if SCHEDULE.search(probe):
        return Hit("schedule", "", {}, "fact", change, about, about_words, negated)
    if about is not None:
        return Hit("family", "", {}, "fact", change, about, about_words, negated)
    return None


# --- recognising slots by meaning -------------------------------------------------------------
# A statement no rule recognised is compared with these sentences (summary-style, both languages)
# by its embedding; ``none`` holds everyday statements that fill no slot, so that a slot is only
# chosen when the statement is clearly closer to it than to ordinary narration.
PROTOTYPES: dict[str, tuple[str, ...]] = {
    "salary": (
        "The user's monthly salary is 20,000 yuan.",
        "The user earns $80k a year.",
        "The user's pay went up.",
        "The user's income is 5000 dollars a month.",
        "用户月薪两万。",
        "用户的工资涨了。",
        "用户每个月收入一万块。",
        "用户年薪三十万。",
    ),
    "rent": (
        "The user pays $2,000 a month in rent.",
        "The user's rent went up to 1500.",
        "用户房租每月三千。",
        "用户的房租涨到五千了。",
    ),
    "age": ("The user is 30 years old.", "The user just turned 40.", "用户今年三十岁。", "用户28岁了。"),
    "none": (
        "The user went to a concert last weekend.",
        "The user painted a picture of a sunset.",
        "The user had a great time at the beach with friends.",
        "The user read a book about history.",
        "The user is thinking about the meeting tomorrow.",
        "The user bought a new phone for 5000 yuan.",
        "The project budget is 50,000.",
        "用户上周末去听了一场音乐会。",
        "用户昨天和朋友去海边玩得很开心。",
        "用户买了一个新手机，花了五千块。",
        "项目预算是五万。",
        "用户今天开会讨论了方案。",
    ),
}
_prototype_lock = threading.Lock()
_prototype_cache: dict[str, tuple[list[str], np.ndarray]] = {}


def _prototype_matrix(embedder: object) -> tuple[list[str], np.ndarray]:
    name = str(getattr(embedder, "name", ""))
    with _prototype_lock:
        cached = _prototype_cache.get(name)
        if cached is None:
            labels = [slot for slot, phrases in PROTOTYPES.items() for _ in phrases]
            texts = [phrase for phrases in PROTOTYPES.values() for phrase in phrases]
            matrix = np.asarray(embedder.embed_passages(texts), dtype=np.float32)  # type: ignore[attr-defined]
            cached = (labels, matrix)
            _prototype_cache[name] = cached
    return cached


MEANING_MARGIN = 0.02


def slot_by_meaning(vector: np.ndarray, embedder: object) -> str | None:
    """The slot whose prototypes the statement's vector is closest to (mean of the best two per
    slot), when that beats the everyday-statement prototypes by ``MEANING_MARGIN``; else None."""
    labels, matrix = _prototype_matrix(embedder)
    scores = matrix @ np.asarray(vector, dtype=np.float32)
    best: dict[str, float] = {}
    for slot in PROTOTYPES:
        values = sorted((float(s) for s, label in zip(scores, labels, strict=True) if label == slot), reverse=True)
        best[slot] = sum(values[:2]) / len(values[:2])
    none = best.pop("none")
    slot, score = max(best.items(), key=lambda item: item[1])
    return slot if score >= none + MEANING_MARGIN else None


def first_amount(text: str) -> str | None:
    match = _AMOUNT_RE.search(text)
    return match.group(0).strip() if match else None


def label(fact: str, *, zh: bool) -> str:
    """A readable label for a fact key."""
    slot = SLOTS.get(fact)
    if slot is not None:
        return slot[3] if zh else slot[2]
    return fact.replace("_", " ")


# --- values across languages ------------------------------------------------------------------
# Which fact of a unit holds its value (the others are context: a date, a relation, a city).
VALUE_FACTS = frozenset(
    {
        "name", "age", "occupation", "employer", "work_city", "city", "hometown", "salary", "rent", "birthday",
        "marital_status", "children", "school", "major", "allergy", "avoids", "diet", "health", "pet", "language", "fear",
        "plays", "price", "weight", "height", "blood_type", "rate", "vehicle", "mbti", "learning", "visa", "commute",
        "likes", "dislikes", "tool",
    }
)  # fmt: skip
_CJK = re.compile(r"[\u4e00-\u9fff]")
_bank_lock = threading.Lock()
_bank_cache: dict[tuple[str, bool], tuple[list[str], np.ndarray]] = {}


def main_value(facts: dict[str, str]) -> tuple[str, str] | None:
    """(fact name, value) of the fact that holds a unit's value, if it has one."""
    for name, value in facts.items():
        if name in VALUE_FACTS or name.startswith("favourite "):
            return name, str(value)
    return None


def _bank(embedder: object, zh: bool) -> tuple[list[str], np.ndarray]:
    """The gazetteer's surface forms of one language, embedded once per process: the distractors
    a translation must beat."""
    name = str(getattr(embedder, "name", ""))
    with _bank_lock:
        cached = _bank_cache.get((name, zh))
        if cached is None:
            words = sorted({w for w in GAZETTEER if bool(_CJK.search(w)) == zh and len(w) > 1})
            matrix = np.asarray(embedder.embed_passages(words), dtype=np.float32)  # type: ignore[attr-defined]
            cached = (words, matrix)
            _bank_cache[(name, zh)] = cached
    return cached


def _subsequence(short: str, long: str) -> bool:
    """Are the characters of ``short`` in ``long``, in order ("骑车" in "骑自行车")?"""
    chars = iter(long)
    return all(c in chars for c in short)


def _zh_head(value: str) -> tuple[str, str] | None:
    """(modifier, head) when the value ends with a gazetteer word: "小学老师" → ("小学", "老师")."""
    for size in range(min(len(value) - 1, 4), 0, -1):
        if value[-size:] in GAZETTEER:
            return value[:-size], value[-size:]
    return None


def _same_head(english: str, chinese: str, embedder: object) -> bool | None:
    """A value with a known head word in each language ("primary school teacher" / "小学老师"):
    the same when the heads are one word and the modifiers are the same (or one side has none);
    None when no head is known on either side."""
    words = english.lower().split()
    split = _zh_head(chinese)
    if split is None or (len(words) < 2 and not split[0]):
        return None
    mod_zh, head_zh = split
    if canonical(words[-1]) != canonical(head_zh):
        return None
    mod_en = " ".join(w for w in words[:-1] if w not in ("a", "an", "the"))
    if not mod_en or not mod_zh:
        return True
    return same_value(mod_en, mod_zh, embedder)


def same_value(a: str, b: str, embedder: object | None = None) -> bool:
    """Do two values name the same thing? The same words, one gazetteer entry, or — for a value in
    each language — a translation by meaning: each value's embedding is nearer to the other than
    to every gazetteer word of the other's language (mutual nearest neighbours; no threshold to
    tune, and on a varied check set it never paired two different things)."""
    if equivalent(a, b):
        return True
    if embedder is None or bool(_CJK.search(a)) == bool(_CJK.search(b)):
        return False
    if re.search(r"\d", a) or re.search(r"\d", b):
        return False  # figures are compared as written, never by meaning
    english, chinese = (a, b) if _CJK.search(b) else (b, a)
    canon_en, canon_zh = canonical(english), canonical(chinese)
    if canon_en in KNOWN_THINGS and canon_zh in KNOWN_THINGS:
        return False  # two known things, and not the same one
    if re.match(r"^[A-Z]", english.strip()) and canon_en not in KNOWN_THINGS:
        return False  # a name (a company, a person) is translated by the gazetteer only, never by meaning
    head = _same_head(english, chinese, embedder)
    if head is not None:
        return head
    vectors = np.asarray(embedder.embed_passages([english, chinese]), dtype=np.float32)  # type: ignore[attr-defined]
    similarity = float(vectors[0] @ vectors[1])
    # a rival is another thing: not a place or a language unless one is compared (e5 puts every
    # short Chinese phrase near romanised city names and near "chinese"); the English value's own
    # synonyms, and its translations that the Chinese value contains ("骑车" in "骑自行车"), are no
    # rivals of it
    general = bool({canon_en, canon_zh} & (_CITIES | _LANGUAGES))

    def rival_zh(word: str) -> bool:
        canon = GAZETTEER.get(word, word)
        if canon == canon_en and _subsequence(word, chinese):
            return False
        return word != chinese and (general or canon not in _CITIES | _LANGUAGES)

    def rival_en(word: str) -> bool:
        canon = GAZETTEER.get(word, word)
        return word != english.lower() and canon != canon_en and (general or canon not in _CITIES | _LANGUAGES)

    zh_words, zh_matrix = _bank(embedder, True)
    en_words, en_matrix = _bank(embedder, False)
    rivals_zh = [float(s) for w, s in zip(zh_words, zh_matrix @ vectors[0], strict=True) if rival_zh(w)]
    rivals_en = [float(s) for w, s in zip(en_words, en_matrix @ vectors[1], strict=True) if rival_en(w)]
    return similarity > max(rivals_zh, default=0.0) and similarity > max(rivals_en, default=0.0)
