"""Stop 36's general fixes, each said in other words than the probes and the v30 blind cases that found
them, in both languages: a pet or a person said to have 走了 after a time word (上周…走了) has died, and what
was said of them ends; a plan pulled out of ("withdrew from the Cardiff half", 驾照不考了, 放弃考公了) ends
the unit that planned it; "sorry, I'm a X not a Y" and a contrast that names the stored value ("I live in
Bath, not Bristol", 我在银行上班，不是保险公司) put the value right; how one gets to work (the bus, a bike,
坐地铁, 骑电动车) is one value, renewed by a newer way, the old train's time going with it; a daily count
said again without its thing (改成一天两根了, "cut down to 1 a day now") renews the one habit counted that way;
the workplace that moved (单位搬到了…, "our office relocated to …") is where one works, not where one lives;
"一年能拿…" is a pay; 超迷 / 很迷 is a liking; less common surnames (詹, 祁, 柯) make a 我是… a name; Cantonese
阿爸 / 阿妈 are one's parents and 唔好意思 an apology before a correction; "a sucker for X" and "X's my big
summer thing" are likings, never a job; a full name and an age opening a message ("Priya Nair, 29, …") and
"X here, 31 — …" are an introduction; "completed on the flat in X" is a move; "no X, no Y" lists what one has
not (no same-breath correction); a place taken back after a day ("at Heathrow on Monday — wait, no, it's
Luton") puts the place right; a job without its article ("I am software engineer") is a job; and a routine
told in each language is one memory when one side keeps it as the tool it is done with. A second batch,
from probing everyday sentences of our own: a liking after a dislike ("warmed up to", 反而喜欢上了) replaces it
and leaves no dislike in the facts; "please call me X" / 称呼我X is a name; 回老家X了 is a move; "switched
from X to Y" / 从X换成了Y ends X; 在那里上班 names no employer; a raise or a rent rise said of the landlord, the
letting agent or the boss is the user's; a child who started at a school has a school, not an employer; a
rescued pet is a pet. A third: "turns out I'm not allergic to X after all" puts the allergy right (a negation on
the same attribute and value is a contradiction however long the sentence); 对X不过敏 names X, not "X不"; 月供
is the mortgage's monthly payment, so "现在月供7100" renews 房贷; a child who 毕业了 has moved up a school year. A fourth:
孩子他爸 / 孩子他妈 are the user's husband and wife; a divorce (离婚了, "X and I got divorced") ends the unit saying
who the spouse is, as a breakup does; 要不要 is no prohibition; "broke up with my boyfriend X" keeps no unit
saying X is the boyfriend."""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    Case,
    Check,
    Outcome,
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    unit,
)


def no_employer_named(word: str) -> Check:
    """No active unit holds ``word`` as an employer ("在那里上班" names no company)."""

    def check(outcome: Outcome) -> None:
        found = [m for m in outcome.active() if m["facts"].get("employer") == word]
        assert not found, f"{word} kept as an employer: {found}"

    return check


CASES_V30FIX: list[Case] = [
    # --- Chinese ---------------------------------------------------------------------------------
    case(
        "v30fix-zh-cat-died-zoule",
        "zh",
        [(200, "我家猫叫年糕，三岁了"), (2, "年糕上周走了，心里空落落的")],
        no_active("年糕", "三岁"),
        in_history("三岁", now="走了"),
    ),
    case(
        "v30fix-zh-driving-test-abandoned",
        "zh",
        [(40, "我在准备下个月的科目二考试，想把驾照拿了"), (2, "驾照不考了，太忙了")],
        no_active("科目二"),
        unit("驾照"),
    ),
    case(
        "v30fix-zh-civil-service-given-up",
        "zh",
        [(90, "我打算明年考公务员"), (1, "放弃考公务员了，还是继续上班吧")],
        no_active("打算明年考公务员"),
    ),
    case(
        "v30fix-zh-contrast-names-old-employer",
        "zh",
        [(100, "我在保险公司上班"), (1, "我在银行上班，不是保险公司")],
        unit("银行"),
        no_active("保险公司上班"),
        no_pending(),
    ),
    case(
        "v30fix-zh-commute-metro-to-ebike",
        "zh",
        [(120, "我平时坐公交上班"), (2, "现在改骑自行车上班了，锻炼身体")],
        unit("自行车"),
        no_active("公交"),
        in_history("公交", now="自行车"),
    ),
    case(
        "v30fix-zh-cigarettes-count-again",
        "zh",
        [(60, "我每天抽二十根烟"), (2, "最近改成一天八根了")],
        unit("八根"),
        no_active("二十根"),
    ),
    case(
        "v30fix-zh-workplace-moved",
        "zh",
        [(300, "我住在闵行"), (2, "我们单位上个月搬到了漕河泾")],
        unit("闵行"),
        unit("漕河泾"),
    ),
    case(
        "v30fix-zh-yearly-pay-without-word",
        "zh",
        [(200, "我年薪二十万"), (2, "跳槽以后一年能拿到26万")],
        unit("26万"),
        no_active("二十万"),
    ),
    case(
        "v30fix-zh-very-into-liking",
        "zh",
        "我最近很迷围棋，每天晚上都下几盘",
        unit("围棋", type="preference"),
    ),
    case(
        "v30fix-zh-uncommon-surname-intro",
        "zh",
        "你好呀～我是柯嘉欣，27岁，在宁德时代做电池测试",
        unit("柯嘉欣", type="fact", fact=("name", "柯嘉欣")),
        unit("27", fact=("age", "27")),
        no_active("柯嘉欣", "27岁"),
    ),
    case(
        "v30fix-zh-yue-mother-birthday-corrected",
        "zh",
        [(20, "我阿媽生日係3月8號"), (1, "唔好意思，我之前講錯咗，阿媽生日係3月18號先啱")],
        unit("3月18", entity="mother"),
        no_active("3月8號"),
    ),
    case(
        "v30fix-zh-job-said-in-english-with-space",
        "zh",
        "我在米哈游做 game designer",
        unit("game designer", fact=("occupation", "game designer")),
    ),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v30fix-en-half-marathon-withdrawn",
        "en",
        [
            (50, "I'm training for the Cardiff half marathon in October"),
            (1, "I withdrew from the Cardiff half marathon, my knee's gone"),
        ],
        no_active("training for the Cardiff"),
    ),
    case(
        "v30fix-en-sorry-not-a-job",
        "en",
        [(30, "I'm a paramedic"), (1, "sorry, I'm a physiotherapist not a paramedic")],
        unit("physiotherapist"),
        no_active("paramedic"),
        no_pending(),
    ),
    case(
        "v30fix-en-contrast-names-old-city",
        "en",
        [(80, "I live in Derby"), (1, "I live in Nottingham, not Derby")],
        unit("Nottingham"),
        no_active("Derby"),
        no_pending(),
    ),
    case(
        "v30fix-en-commute-bus-to-bike",
        "en",
        [(90, "I catch the 8:15 bus to work"), (2, "I bike to work now that it's warmer")],
        unit("bike"),
        no_active("8:15"),
    ),
    case(
        "v30fix-en-energy-drinks-count-again",
        "en",
        [(45, "I drink 5 cans of Red Bull a day"), (2, "cut down to 2 a day now")],
        unit("2 cans"),
        no_active("5 cans"),
    ),
    case(
        "v30fix-en-office-relocated",
        "en",
        [(200, "I live in Croydon"), (2, "Our office relocated to Canary Wharf last month")],
        unit("Croydon"),
        unit("Canary Wharf"),
    ),
    case(
        "v30fix-en-sucker-for-liking",
        "en",
        "I'm a total sucker for Korean fried chicken",
        unit("Korean fried chicken", type="preference"),
    ),
    case(
        "v30fix-en-full-name-age-opening",
        "en",
        "Priya Nair, 29, data analyst at Monzo in Cardiff, and sea kayaking's my big summer thing.",
        unit("Priya Nair", type="fact", fact=("name", "Priya Nair")),
        unit("29", fact=("age", "29")),
        unit("Monzo"),
        unit("sea kayaking", type="preference"),
        no_active("Priya", "kayaking"),
    ),
    case(
        "v30fix-en-completed-on-flat",
        "en",
        [(250, "I live in Luton"), (2, "We completed on the flat in Harpenden last week and we're in")],
        unit("Harpenden"),
        no_active("Luton"),
    ),
    case(
        "v30fix-en-no-list-of-apps",
        "en",
        "I don't use WhatsApp — no Telegram, no Signal either",
        unit("WhatsApp"),
        unit("Telegram"),
    ),
    case(
        "v30fix-en-place-taken-back-after-day",
        "en",
        "My train gets into Euston at 9:20 on Friday — wait, no, it's King's Cross",
        unit("King's Cross"),
        no_active("Euston"),
    ),
    case(
        "v30fix-en-job-without-article",
        "en",
        "I am software engineer in Infosys, Mysore",
        unit("software engineer", fact=("occupation", "software engineer")),
    ),
    case(
        "v30fix-en-routine-with-tool-in-each-language",
        "en",
        [
            (10, "I practise Spanish on Duolingo for 20 minutes every morning"),
            (1, "我每天早上用Duolingo练20分钟西班牙语"),
        ],
        confirmed_twice("Duolingo"),
    ),
    # --- a second probe batch (stop 36): everyday sentences of our own ---------------------------------
    case(
        "v30fix-zh-dislike-then-liking",
        "zh",
        [(60, "我不喜欢吃榴莲"), (2, "这阵子反而喜欢上榴莲了")],
        unit("榴莲", type="preference", fact=("likes", "榴莲")),
        no_active("不喜欢"),
    ),
    case(
        "v30fix-zh-call-me-nickname",
        "zh",
        "以后称呼我阿飞就好",
        unit("阿飞", fact=("name", "阿飞")),
    ),
    case(
        "v30fix-zh-back-to-hometown",
        "zh",
        [(150, "我在深圳住了五年"), (2, "我已经不在深圳了，回老家赣州了")],
        unit("赣州"),
        no_active("住了五年"),
    ),
    case(
        "v30fix-zh-switched-phone-brand",
        "zh",
        [(100, "我一直用华为手机"), (2, "前几天从华为换成了小米")],
        no_active("一直用华为"),
        unit("小米"),
    ),
    case(
        "v30fix-zh-husband-works-there",
        "zh",
        "我们搬到了悉尼，我老公在那里上班",
        unit("悉尼"),
        unit("那里上班", entity="husband"),
        no_employer_named("那里"),
    ),
    case(
        "v30fix-zh-boss-raised-my-pay",
        "zh",
        [(120, "我月薪九千"), (2, "领导给我加到了一万一")],
        unit("一万一", entity="user"),
        no_active("九千"),
    ),
    case(
        "v30fix-en-dislike-then-warmed-up",
        "en",
        [(60, "I can't stand olives"), (2, "weirdly I've warmed up to olives, I actually like them now")],
        unit("olives", type="preference", fact=("likes", "olives")),
        no_active("can't stand"),
    ),
    case(
        "v30fix-en-please-call-me",
        "en",
        "Please call me Sasha, nobody calls me Alexandra",
        unit("Sasha", fact=("name", "Sasha")),
    ),
    case(
        "v30fix-en-son-school",
        "en",
        "My son Theo just started at Greenfield Academy",
        unit("Greenfield Academy", entity="Theo", fact=("school", "Greenfield Academy")),
    ),
    case(
        "v30fix-en-letting-agent-rent",
        "en",
        [(200, "Our rent is £1,650 a month"), (2, "The letting agent put the rent up to £1,790")],
        unit("£1,790", entity="user"),
        no_active("£1,650"),
    ),
    case(
        "v30fix-en-switched-from-laptop",
        "en",
        [(90, "I use a ThinkPad for work"), (2, "I switched from ThinkPad to a MacBook Air")],
        no_active("use a ThinkPad"),
        unit("MacBook Air"),
    ),
    case(
        "v30fix-en-adopted-rescue-pet",
        "en",
        "We rescued a retired whippet called Biscuit last spring",
        unit("whippet", fact=("pet", "whippet")),
    ),
    # --- a third probe batch (stop 36) ---------------------------------------------------------------
    case(
        "v30fix-en-not-allergic-after-all",
        "en",
        [
            (90, "I'm allergic to penicillin"),
            (2, "turned out I'm not allergic to penicillin, the skin test came back clear"),
        ],
        unit("not allergic", "penicillin"),
        no_active("I'm allergic to penicillin"),
        no_active("is allergic to penicillin"),
    ),
    case(
        "v30fix-zh-not-allergic-value",
        "zh",
        "我对青霉素不过敏，可以放心开",
        unit("青霉素", fact=("allergy", "青霉素")),
    ),
    case(
        "v30fix-zh-monthly-payment-renews-mortgage",
        "zh",
        [(300, "我们家房贷每个月9200"), (3, "提前还了二十万，现在月供7100")],
        unit("7100"),
        no_active("9200"),
    ),
    case(
        "v30fix-zh-graduated-to-primary",
        "zh",
        [(200, "我女儿在幼儿园上大班"), (2, "女儿幼儿园毕业了，下学期上小学一年级")],
        unit("一年级", entity="daughter"),
        no_active("大班"),
        no_pending(),
    ),
    # --- a fourth probe batch (stop 36) ---------------------------------------------------------------
    case(
        "v30fix-zh-childs-mother-is-wife",
        "zh",
        "孩子他妈在社区医院当护士",
        unit("护士", entity="wife"),
    ),
    case(
        "v30fix-zh-divorce-ends-spouse",
        "zh",
        [(400, "我老公叫陈刚，在银行上班"), (2, "我跟老公去年离婚了")],
        no_active("老公叫陈刚"),
        unit("离婚"),
    ),
    case(
        "v30fix-zh-whether-or-not-is-no-prohibition",
        "zh",
        "我还在纠结要不要换城市发展",
        unit("纠结", type="fact"),
    ),
    case(
        "v30fix-en-divorced-named",
        "en",
        [(500, "My wife is called Claire"), (2, "Claire and I got divorced last year")],
        no_active("wife is called Claire"),
    ),
    case(
        "v30fix-en-broke-up-with-named-boyfriend",
        "en",
        "I broke up with my boyfriend Jamie last week",
        no_active("boyfriend's name is Jamie"),
        unit("broke up", "Jamie"),
    ),
]
