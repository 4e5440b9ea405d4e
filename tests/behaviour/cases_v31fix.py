"""Stop 37's general fixes, each said in other words than the probes and the v31 blind cases that found
them, in both languages: three or more children told apart by their place (老大 / 老二 / 老三, 大的 / 老二 /
小的 among 三个娃 or 三个小孩) are three people, each with their own school year or age, and a later message
opening with the place alone (老三升四年级了) renews that child's; a liking said "not" of a value already liked
("I love X, not Y", 我最爱喝X，不是Y) puts the liking right, the old one kept in the history; a loan's monthly
instalment in English ("my mortgage is £1,200 a month", "our car loan repayments are …") is that loan's price,
and a later 车贷降到每个月2800了 renews the 车贷 said before; 镑 is a currency. And the causes of blind round v31, said in other words: a forget
request inside a conversation sent by ingest ("please forget my locker combination", 把…忘掉，谢谢) forgets,
after what came before it is written; a pet with its breed (金吉拉猫, 虎皮鹦鹉) is a pet of its own, so that
forgetting one keeps the other; "a keen / an avid X" is a pastime, never a job; "all about X" and "obsessed w X"
are likings; "weighed myself today: 89.5" is a weight; a dose changed by the doctor (把…加到40毫克) renews it;
升咗做 / 升了做 is a promotion, and 主厨 a job; "From this June I am Associate Professor" is the new title; "nah" takes
a value back in the same breath; a home got possession of, in lower case ("the flat in harrogate"), is a move;
a relation named by two words ("my flatmate Mei Lin") is that one person."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, in_history, no_active, unit, units

CASES_V31FIX: list[Case] = [
    # three children, each their own school year; the youngest moves up a year later
    case(
        "v31fix-zh-three-children-grades",
        "zh",
        [(8, "我有三个孩子，老大在读高二，老二在读初二，老三在读二年级"), (1, "老三今年升三年级了")],
        unit("高二"),
        unit("初二"),
        unit("三年级"),
        no_active("二年级", "老三"),
        units(1, "初二"),
    ),
    case(
        "v31fix-zh-three-kids-ages",
        "zh",
        "我们家三个宝宝，大的九岁，老二六岁，小的才一岁半",
        unit("九岁"),
        unit("六岁"),
        unit("一岁半"),
    ),
    case(
        "v31fix-zh-three-kids-later-eldest",
        "zh",
        [(20, "家里三个娃，老大上六年级，老二上三年级，老三还在上幼儿园"), (2, "老大下个月就升初一了")],
        unit("三年级"),
        unit("幼儿园"),
    ),
    # a liking put right by "not" the value liked before
    case(
        "v31fix-en-love-not-the-old-one",
        "en",
        [(6, "I love Lisbon"), (1, "Honestly I love Porto, not Lisbon")],
        unit("Porto", type="preference"),
        in_history("Lisbon", now="Porto"),
        units(1, "Lisbon"),
    ),
    case(
        "v31fix-zh-favourite-drink-not-the-old-one",
        "zh",
        [(4, "我最爱喝奶茶"), (1, "我最爱喝柠檬茶，不是奶茶")],
        unit("柠檬茶", type="preference"),
        in_history("奶茶", now="柠檬茶"),
    ),
    case(
        "v31fix-zh-favourite-food-not-the-old-one",
        "zh",
        [(9, "我最喜欢吃麻辣烫"), (2, "其实我最喜欢吃酸菜鱼，不是麻辣烫")],
        unit("酸菜鱼", type="preference"),
        units(1, "麻辣烫"),
    ),
    # a loan's instalment in English is its price, renewed by a newer one
    case(
        "v31fix-en-mortgage-monthly",
        "en",
        [
            (10, "Our mortgage comes to $2,300 a month"),
            (1, "the mortgage went up to $2,450 a month after the rate reset"),
        ],
        unit("$2,450", fact=("for", "mortgage")),
        no_active("$2,300"),
    ),
    case(
        "v31fix-en-car-loan-repayments",
        "en",
        [(12, "My car loan repayments are £310 a month"), (2, "Car loan repayments dropped to £285 a month now")],
        unit("£285"),
        no_active("£310"),
    ),
    # a bill opening a Chinese message is that bill's price
    case(
        "v31fix-zh-car-loan-opening",
        "zh",
        [(6, "车贷每个月3200"), (1, "车贷降到每个月2800了")],
        unit("2800"),
        no_active("3200"),
    ),
    case("v31fix-zh-pounds", "zh", "我在曼城上班，月薪3800镑", unit("3800镑"), unit("曼城")),
    # a forget request inside an ingested conversation
    case(
        "v31fix-en-forget-locker-in-ingest",
        "en",
        [
            (6, "I work as a sonographer in Exeter"),
            (5, "My locker combination at the gym is 31-07-22"),
            (1, "please forget my locker combination"),
        ],
        no_active("31-07-22"),
        unit("sonographer"),
    ),
    case(
        "v31fix-zh-forget-bank-hint-in-ingest",
        "zh",
        [(6, "我住在成都高新区"), (4, "我的银行卡密码提示是小狗的名字"), (1, "把我的银行卡密码提示忘掉，谢谢")],
        no_active("密码提示"),
        unit("成都"),
    ),
    case(
        "v31fix-zh-two-pets-forget-one",
        "zh",
        [(9, "我养了一只金吉拉猫叫雪球，还有一只虎皮鹦鹉叫阿黄"), (1, "把我的鹦鹉忘掉吧")],
        no_active("阿黄"),
        unit("雪球"),
    ),
    # a pastime said as what one is
    case(
        "v31fix-en-avid-climber-not-a-job",
        "en",
        "I work as a radiographer in Leeds and I'm an avid rock climber",
        unit("radiographer", type="fact"),
        unit("rock climber", type="preference"),
    ),
    case(
        "v31fix-en-all-about", "en", "I'm all about true crime podcasts", unit("true crime podcasts", type="preference")
    ),
    # a weight read off the scales, a dose the doctor changed, a promotion
    case(
        "v31fix-en-weighed-bare-figure",
        "en",
        [(30, "I'm 92 kg at the moment"), (1, "weighed myself today: 89.5")],
        unit("89.5"),
        no_active("92 kg"),
    ),
    case(
        "v31fix-zh-dose-raised-by-doctor",
        "zh",
        [(40, "我每天晚上吃一粒阿托伐他汀，20毫克"), (2, "医生把阿托伐他汀加到40毫克了")],
        unit("40毫克"),
        no_active("20毫克"),
    ),
    case(
        "v31fix-zh-promoted-to-head-chef",
        "zh",
        [(100, "我在一家粤菜馆做副厨"), (3, "今年升了做主厨")],
        unit("主厨"),
        no_active("副厨"),
    ),
    case(
        "v31fix-en-title-from-this-month",
        "en",
        [
            (200, "I am working as Assistant Professor in Anna University"),
            (2, "From this June I am Associate Professor, finally"),
        ],
        unit("Associate Professor"),
        no_active("Assistant Professor"),
    ),
    # "nah" takes a value back; a lower-case move; a two-word name
    case(
        "v31fix-en-nah-same-breath",
        "en",
        "My dentist appointment is on the 14th — nah, it's the 15th",
        unit("15th"),
        no_active("14th"),
    ),
    case(
        "v31fix-en-lowercase-possession-move",
        "en",
        [(300, "I live in Leeds"), (2, "we finally got possession of the flat in harrogate last week, all unpacked")],
        unit("harrogate"),
        no_active("Leeds"),
    ),
    case(
        "v31fix-en-two-word-name",
        "en",
        "My flatmate Mei Lin just moved to Penang for work",
        unit("Penang", entity="Mei Lin"),
    ),
]
