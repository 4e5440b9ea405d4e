"""The gazetteer: common places, companies and values of either language mapped to one English
name (``canonical``), and what counts as the same value (``equivalent``, ``synonyms``, ``measures``)."""

from __future__ import annotations

import re
from functools import lru_cache

from apps.memory.pipeline.slots.doses import MEDICINE_ROWS
from apps.memory.pipeline.slots.measures import measures
from apps.memory.pipeline.slots.names import _CAR_ROWS, _COMPANY_ROWS, _PLACE_ROWS

# --- the gazetteer ----------------------------------------------------------------------------
_GAZETTEER_ROWS = (
    _PLACE_ROWS
    + _COMPANY_ROWS
    + _CAR_ROWS
    + """
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
gym|健身房|健身|去健身房|work out|working out|workout|works out|exercise|exercising|锻炼|撸铁
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
fear of flying|恐飞|恐飞症|飞行恐惧|怕坐飞机|afraid of flying|flying|aerophobia
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
horror films|恐怖片|恐怖电影|horror movies|horror film|horror movie|鬼片
romance films|爱情片|爱情电影|romcoms|romantic comedies|rom-coms
comedies|喜剧片|喜剧|comedy films|comedy
documentaries|纪录片|documentary
science fiction|科幻|科幻片|科幻小说|sci-fi|scifi
anime|动漫|日漫|番剧
cartoons|动画片|卡通
musicals|音乐剧|musical
true crime|真实犯罪
podcasts|播客|podcast
audiobooks|有声书|audiobook
contact lenses|隐形眼镜|contacts|contact lens
glasses|眼镜|spectacles
hearing aid|助听器|hearing aids
braces|牙套
chelsea fc|切尔西|chelsea
arsenal|阿森纳|gunners
manchester united|曼联|man united|man utd
manchester city|曼城|man city
real madrid|皇马|皇家马德里
barcelona fc|巴萨|巴塞罗那足球俱乐部|barça
bayern munich|拜仁|拜仁慕尼黑|bayern
los angeles lakers|湖人|湖人队|lakers
golden state warriors|勇士队|warriors
formula 1|f1|一级方程式|formula one
finals|总决赛|决赛|final|the finals
world cup|世界杯
olympics|奥运会|奥运|olympic games
premier league|英超
champions league|欧冠
wife|老婆|妻子|太太|媳妇|媳妇儿|老伴|wifey
husband|老公|丈夫|先生
son|儿子
daughter|女儿|闺女|丫头
mother|妈妈|母亲|老妈|mom|mum|妈|老母|阿妈|mam
father|爸爸|父亲|老爸|dad|爸|老豆|老窦|阿爸
sister|姐姐|妹妹|姐|妹|家姐|阿姐|细妹|older sister|younger sister|big sister|little sister|elder sister
brother|哥哥|弟弟|哥|弟|细佬|older brother|younger brother|big brother|little brother|elder brother
boyfriend|男朋友|男票|bf
girlfriend|女朋友|女票|gf
partner|伴侣|对象|爱人
friend|朋友|好朋友
boss|老板|领导|manager
colleague|同事|coworker
intern|实习生|trainee
assistant|助理
mentor|导师|师傅
apprentice|徒弟
classmate|同学
teammate|队友
roommate|室友|flatmate|housemate
neighbour|邻居|neighbor|next-door neighbour
landlord|房东|landlady
grandmother|奶奶|外婆|grandma
grandfather|爷爷|外公|grandpa
mother-in-law|婆婆|岳母|丈母娘|mom-in-law
father-in-law|公公|岳父|老丈人|dad-in-law
sister-in-law|嫂子|弟媳|小姨子|大姑子|小姑子
brother-in-law|姐夫|妹夫|小舅子|小叔子|大伯子
uncle|舅舅|叔叔|伯伯|姑父|姨父
aunt|舅妈|婶婶|伯母|姑姑|姨妈|auntie
nephew|侄子|外甥
niece|侄女|外甥女
cousin|表姐|表妹|表哥|表弟|堂姐|堂妹|堂哥|堂弟
child|孩子|kid|kids|children|twins|双胞胎|孩子们|俩孩子|两个孩子|俩娃
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
mortgage|房贷|月供|mortgage payment|mortgage repayments
blood type ab|ab型血|ab型
"""
)


def _norm_value(value: str) -> str:
    value = value.strip().lower()
    # (an article is a word of its own: "abel" and "asthma" keep their a)
    value = re.sub(r"^(?:(?:the|a|an|some|my)\s+|(?:我的|一只|一个|一名|个|名)\s*)", "", value)
    return re.sub(r"[\s.,，。!！?？'\"“”]+$", "", value).strip()


def _load_gazetteer() -> dict[str, str]:
    table: dict[str, str] = {}
    for row in (_GAZETTEER_ROWS + MEDICINE_ROWS).strip().splitlines():
        names = [n.strip() for n in row.split("|") if n.strip()]
        for name in names:
            table.setdefault(_norm_value(name), names[0])
    return table


GAZETTEER = _load_gazetteer()
KNOWN_THINGS = frozenset(GAZETTEER.values())  # every canonical value the vocabulary knows
RELATIONS = {
    "wife", "husband", "son", "daughter", "mother", "father", "older sister", "younger sister", "older brother",
    "younger brother", "boyfriend", "girlfriend", "partner", "friend", "boss", "colleague", "roommate", "neighbour", "landlord",
    "grandmother", "grandfather", "child", "sister", "brother", "mother-in-law", "father-in-law", "sister-in-law",
    "brother-in-law", "uncle", "aunt", "nephew", "niece", "cousin", "stepmother", "stepfather",
    "intern", "assistant", "mentor", "apprentice", "classmate", "teammate",
}  # fmt: skip


@lru_cache(maxsize=8192)
def canonical(value: str) -> str:
    """One name for a value in either language ("花生" / "peanuts" → "peanut"); unknown values are
    returned normalised (lower case, articles and trailing punctuation dropped, a plural s removed).
    Cached: a pure function of its string (the gazetteer is fixed when the module loads)."""
    norm = _norm_value(value)
    if norm in GAZETTEER:
        return GAZETTEER[norm]
    stripped = re.sub(r"(?:市|省|县|区)$", "", norm)
    if stripped in GAZETTEER:
        return GAZETTEER[stripped]
    if norm.endswith("s") and norm[:-1] in GAZETTEER:
        return GAZETTEER[norm[:-1]]
    doing = re.sub(
        r"^(?:doing|playing|going|practi[cs]ing|eating|drinking|watching|reading|listening to|to) ", "", norm
    )
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


@lru_cache(maxsize=1)
def _term_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """One pattern for the gazetteer's English words (whole words, three letters or more, a plural s
    allowed) and one for its Chinese ones (two characters or more: 酒 alone is in 酒店), longest first."""
    words = sorted(GAZETTEER, key=len, reverse=True)
    latin = [w for w in words if re.fullmatch(r"[a-z][a-z0-9 '-]{2,}", w)]
    chinese = [w for w in words if re.fullmatch(r"[\u4e00-\u9fff]{2,}", w)]
    return (
        re.compile(r"\b(" + "|".join(map(re.escape, latin)) + r")s?\b", re.I),
        re.compile("|".join(map(re.escape, chinese))),
    )


def gazetteer_terms(text: str) -> set[str]:
    """The things of the gazetteer ``text`` names, each by its one English name ("别推荐恐怖片" and
    "never recommend horror films" → {"horror films"}): what a statement and its translation share
    when they share no name, code or figure."""
    latin, chinese = _term_patterns()
    found = {GAZETTEER[m.group(1).lower()] for m in latin.finditer(text) if m.group(1).lower() in GAZETTEER}
    return found | {GAZETTEER[m.group(0)] for m in chinese.finditer(text)}


def synonyms(value: str) -> list[str]:
    """Every word the gazetteer has for the thing ``value`` names ("soda" → "soda", "coke", "可乐",
    …); [value] when it knows none."""
    canon = canonical(value)
    found = [word for word, c in GAZETTEER.items() if c == canon]
    return found or [value]


# (a half the measures do not read: not 半小时 / "half an hour", which they do)
_HALF = re.compile(
    r"半(?!个?(?:小时|钟|天|年|月|斤|公斤|公里))|\bhalf\b(?! (?:an? )?(?:hour|day|year|month|kilo|mile|km|pound))", re.I
)


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
    halved = bool(_HALF.search(a)) != bool(_HALF.search(b))  # ("一天抽半包烟": a half the measures do not read)
    if a_measures and a_measures == b_measures and not halved:
        return True
    left_said, right_said = _figures_and_thing(a), _figures_and_thing(b)
    if left_said is not None and left_said == right_said:
        return True
    left_day, right_day = _day_of_year(a), _day_of_year(b)
    return left_day is not None and left_day == right_day


_MONTHS_EN = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_DAY_EN = re.compile(
    r"^(?:(?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?([A-Za-z]{3,9})|([A-Za-z]{3,9}) (?:the )?(\d{1,2})(?:st|nd|rd|th)?)"
    r"(?:,? (\d{4}))?$",
    re.I,
)
_DAY_ZH = re.compile(r"^(?:(\d{4})年)?(\d{1,2})月(\d{1,2})[日号]?$")


def _day_of_year(value: str) -> tuple[int, int, str] | None:
    """(month, day, year or "") of a date written as one ("12 March", "March 12th, 1990", "3月12号"):
    a birthday told in each language is one value."""
    value = value.strip()
    zh = _DAY_ZH.match(value)
    if zh:
        return int(zh.group(2)), int(zh.group(3)), zh.group(1) or ""
    en = _DAY_EN.match(value)
    if not en:
        return None
    day, month = (en.group(1), en.group(2)) if en.group(1) else (en.group(4), en.group(3))
    said = month.lower().rstrip(".")
    said = "sep" if said == "sept" else said
    number = next((i for i, name in enumerate(_MONTHS_EN, 1) if len(said) >= 3 and name.startswith(said)), None)
    if number is None:
        return None
    return number, int(day), en.group(5) or ""


_FIGURE_ONLY = re.compile(r"\d+(?:\.\d+)?")
# what joins a year or a number to the thing in either language ("2021年的卡罗拉", "a 2021 model")
_FIGURE_GLUE = re.compile(r"^(?:年款|年产|年的|年|款的|款|的|model year|model|year)\s*|\s*(?:年款|款)$", re.I)


def _figures_and_thing(value: str) -> tuple[tuple[str, ...], str] | None:
    """(the figures, the thing) of a value that names a thing with figures ("2021年的卡罗拉" and
    "2021 Corolla" → (("2021",), "corolla")): the same figures of one gazetteer thing are one value
    in either language."""
    found = tuple(sorted(_FIGURE_ONLY.findall(value)))
    if not found:
        return None
    rest = _FIGURE_ONLY.sub(" ", value).strip()
    while True:
        trimmed = _FIGURE_GLUE.sub("", rest).strip()
        if trimmed == rest:
            break
        rest = trimmed
    thing = canonical(rest)
    return (found, thing) if thing in KNOWN_THINGS else None
