"""Stop 34's general fixes, each said in other words than the probes that found them, in both languages: a
couple that split up (跟阿杰分手了, "Marco and I split up") ends the unit that says who the partner is;
eating again what a vegetarian or vegan diet leaves out (开始吃点海鲜, "having eggs again") ends that diet;
a thing begun said without 我 (上个月开始学…) is kept; how often an activity is done (一周打两次羽毛球,
"three times a week") is one value per activity, renewed by a newer count and confirmed by the same count in
the other language; a prohibition, a liking or a team said once in each language is one memory when both
name the same thing the gazetteer knows (科幻 / sci-fi, 阿森纳 / Arsenal), and a code inside a word (NBA, F1)
is no visa and no figure; "每…我都…" is a routine; and "X and I …" keeps X ("I went … with X"). A fifth
batch: children told apart by rank in one message (俩闺女，大的上初二，小的上二年级; 两个儿子，大的15岁，小的11岁)
are two units, and a later 小女儿升三年级了 renews the younger one's; "my older / younger / oldest son" is a
relation, never the user ("my oldest son is 17" is not the user's age); lessons counted in 节 are a frequency;
"Im" / "Ive" at the start of a sentence are I'm / I've; two pets had and named in one breath (我们家有只狗叫豆豆和一只猫叫
花花, "a beagle called Toffee and a parrot called Kiwi") are two units, so one can end or be forgotten alone; a request to the assistant after a statement (…，别给我推荐辣的菜) takes no subject; someone of the user's named beside where they live or work ("…with my partner Sam",
我和老公阿明住在杭州) is a unit of their own, kept when the place or the job is renewed; an apology, the right value and the wrong one after "not" ("sorry, I live
in Bath not Bristol") puts it right, and "Mum" / "Dad" without "my" are the user's parents; a date put right
leaves no old date in the facts."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, confirmed_twice, in_history, no_active, no_pending, unit, units

CASES_V29FIX: list[Case] = [
    # --- Chinese ---------------------------------------------------------------------------------
    case(
        "v29fix-zh-split-up-named",
        "zh",
        [(30, "我男朋友叫阿杰，是个厨师"), (2, "上个月跟阿杰分手了")],
        unit("分手", "阿杰"),
        no_active("男朋友叫阿杰"),
    ),
    case(
        "v29fix-zh-vegetarian-then-seafood",
        "zh",
        [(60, "我吃素快三年了"), (2, "这阵子开始吃点海鲜了")],
        unit("海鲜"),
        no_active("吃素"),
        in_history("吃素", now="海鲜"),
    ),
    case(
        "v29fix-zh-began-without-subject",
        "zh",
        "上个月开始学尤克里里了",
        unit("尤克里里"),
    ),
    case(
        "v29fix-zh-badminton-less-often",
        "zh",
        [(40, "我一周打两次羽毛球"), (2, "现在每周只打一次羽毛球了")],
        unit("一次"),
        no_active("两次"),
        no_pending(),
    ),
    case(
        "v29fix-zh-yoga-count-in-english",
        "zh",
        [(20, "我每周练三次瑜伽"), (2, "I do yoga three times a week")],
        confirmed_twice("瑜伽"),
    ),
    case(
        "v29fix-zh-no-sci-fi-then-english",
        "zh",
        [(15, "请别给我推荐科幻片"), (1, "please don't recommend any sci-fi to me")],
        confirmed_twice("科幻"),
    ),
    case(
        "v29fix-zh-every-final-i-watch",
        "zh",
        [(10, "每年的NBA总决赛我都看"), (1, "I watch the NBA Finals every year")],
        confirmed_twice("NBA"),
    ),
    case(
        "v29fix-zh-arsenal-then-english",
        "zh",
        [(25, "我一直都是阿森纳的球迷"), (1, "I've been an Arsenal fan my whole life")],
        confirmed_twice("阿森纳"),
    ),
    case(
        "v29fix-zh-two-daughters-by-rank",
        "zh",
        [(40, "我家俩闺女，大的上初二，小的上二年级"), (2, "小女儿升三年级了")],
        unit("三年级"),
        unit("初二"),
        no_active("二年级"),
    ),
    case(
        "v29fix-zh-two-sons-ages",
        "zh",
        "两个儿子，大的15岁，小的11岁",
        unit("15", entity="son", fact=("age", "15")),
        unit("11", entity="son", fact=("age", "11")),
    ),
    case(
        "v29fix-zh-dance-lessons-more",
        "zh",
        [(30, "女儿每周上两节舞蹈课"), (2, "女儿现在每周上三节舞蹈课")],
        unit("三节"),
        no_active("两节"),
    ),
    case(
        "v29fix-zh-two-pets-one-breath",
        "zh",
        [(20, "我们家有只狗叫豆豆和一只猫叫花花"), (1, "花花上周去世了")],
        unit("豆豆"),
        no_active("猫叫花花"),
        units(1, "豆豆"),
    ),
    case(
        "v29fix-zh-intro-then-do-not-recommend",
        "zh",
        "我叫周晓，在武汉做会计，别给我推荐辣的菜",
        unit("周晓", fact=("name", "周晓")),
        unit("辣", type="prohibition"),
        no_active("用户别给用户"),
    ),
    case(
        "v29fix-zh-husband-named-beside-a-move",
        "zh",
        [(40, "我和老公阿明住在杭州"), (2, "我们上个月搬到苏州了")],
        unit("苏州"),
        unit("阿明", fact=("name", "阿明")),
        no_active("住在杭州"),
    ),
    case(
        "v29fix-zh-birthday-put-right-leaves-no-old-date",
        "zh",
        [(20, "我爸下个月过生日，11月3号"), (1, "我爸生日是11月13号，我记错了")],
        unit("11月13号", fact=("birthday", "11月13号")),
        no_active("11月3号"),
    ),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v29fix-en-younger-daughter-turned",
        "en",
        [(60, "My older daughter is 14 and my younger daughter is 11"), (3, "my younger daughter turned 12 last week")],
        unit("14", fact=("age", "14")),
        unit("12", fact=("age", "12")),
        no_active("younger daughter is 11"),
    ),
    case(
        "v29fix-en-oldest-son-not-my-age",
        "en",
        [(30, "I'm 38"), (2, "my oldest son is 17 and learning to drive")],
        unit("38", entity="user", fact=("age", "38")),
        unit("17", fact=("age", "17")),
    ),
    case(
        "v29fix-en-capital-im-ive",
        "en",
        "Im vegetarian and Ive got a dog called Pepper",
        unit("vegetarian", entity="user"),
        unit("Pepper"),
    ),
    case(
        "v29fix-en-two-pets-one-breath",
        "en",
        [(20, "We've got a beagle called Toffee and a parrot called Kiwi"), (1, "Kiwi passed away on Sunday")],
        unit("Toffee"),
        no_active("parrot called Kiwi"),
    ),
    case(
        "v29fix-en-son-and-daughter-named",
        "en",
        "I have a son called Ezra and a daughter called Noor",
        unit("Ezra"),
        unit("Noor"),
        no_pending(),
    ),
    case(
        "v29fix-en-partner-named-beside-a-move",
        "en",
        [(40, "I live in Leeds with my partner Sam"), (2, "Sam and I moved to York last month")],
        unit("York"),
        unit("Sam", fact=("name", "Sam")),
        no_active("Leeds"),
    ),
    case(
        "v29fix-en-brother-named-beside-a-job",
        "en",
        [(40, "I work at Aldi with my brother Kev"), (2, "I've left Aldi, I'm at Lidl now")],
        unit("Lidl"),
        unit("Kev", fact=("name", "Kev")),
        no_active("works at Aldi"),
    ),
    case(
        "v29fix-en-sorry-not-the-old-place",
        "en",
        [(20, "I'm based in Bristol"), (1, "sorry, I live in Bath not Bristol")],
        unit("Bath", entity="user"),
        no_active("Bristol"),
        no_pending(),
    ),
    case(
        "v29fix-en-parent-without-my",
        "en",
        [(20, "my dad's birthday is 9 May"), (1, "oops, Dad's birthday is 19 May, not the 9th")],
        unit("19 May", entity="father", fact=("birthday", "19 May")),
        units(1, "birthday"),
        no_pending(),
    ),
    case(
        "v29fix-en-split-up-named",
        "en",
        [(30, "My boyfriend is called Marco and he works at a bakery"), (2, "Marco and I split up on Sunday")],
        unit("split up", "Marco"),
        no_active("boyfriend is", "Marco"),
    ),
    case(
        "v29fix-en-vegan-then-eggs",
        "en",
        [(90, "I've been vegan since 2019"), (3, "I started having eggs again last month")],
        unit("eggs"),
        no_active("vegan"),
    ),
    case(
        "v29fix-en-swim-less-often",
        "en",
        [(40, "I swim three times a week"), (2, "I'm down to swimming twice a week now")],
        unit("twice"),
        no_active("three times"),
        in_history("three times", now="twice"),
    ),
    case(
        "v29fix-en-two-of-us-trip",
        "en",
        "Priya and I are flying to Lisbon on the 14th",
        unit("Priya", "Lisbon"),
    ),
    case(
        "v29fix-en-my-brother-and-i-run",
        "en",
        "My brother and I run a small bakery in Galway",
        unit("bakery", "brother"),
    ),
    case(
        "v29fix-en-code-is-no-visa",
        "en",
        [(5, "I'm on an F-1 student visa"), (1, "I never miss an F1 race")],
        unit("F-1", fact=("visa", "F-1")),
        unit("F1 race"),
    ),
]
