"""The blind rounds: cases written by helpers who had not read the engine, run as they arrived —
how the write path does on phrasings it was not fitted to. v5 (tests/behaviour/cases_v5.py) came
after the v4 round (in test_write_path.py) had been fixed; v6 (cases_v6.py) after v5's; v7
(cases_v7.py) after v6's; v8 (cases_v8.py) after v7's; v9 (cases_v9.py) after v8's; v10
(cases_v10.py) after v9's; v11 (cases_v11.py) after v10's; v12 (cases_v12.py) after v11's; v13
(cases_v13.py) after v12's; v14 (cases_v14.py) after v13's; v15 (cases_v15.py) after v14's; v16
(cases_v16.py) after v15's; v17 (cases_v17.py) after v16's; v18 (cases_v18.py) after v17's; v19 (cases_v19.py) after v18's; v20 (cases_v20.py) after v19's; v21 (cases_v21.py) after v20's; v22 (cases_v22.py) after v21's; v23 (cases_v23.py) after v22's; v24 (cases_v24.py) after v23's; v25 (cases_v25.py) after v24's; v26 (cases_v26.py) after v25's; v30 (cases_v30.py, stop 36) after the fixes of cases_v27fix–v29fix; v31 (cases_v31.py, stop 37) after v30's; v32 (cases_v32.py, stop 38) after v31's; v33 (cases_v33.py, stop 38) after v32's; v34 (cases_v34.py, stop 38) after v33's; v37 (cases_v37.py, stop 40) after v34's; v38 (cases_v38.py, stop 40) after v37's; v39 (cases_v39.py, stop 41) after v38's; v40 (cases_v40.py, stop 41) after v39's; v41 (cases_v41.py, stop 41) after v40's; v42 (cases_v42.py, stop 42) after the fixes of cases_v42fix; v43 (cases_v43.py, stop 43) after v42's. Run the same way as test_write_path.py, in a module of their own (one
worker for all rounds).

``MEMORYHUB_BEHAVIOUR_ROUNDS`` picks the rounds that run (``v11,v12``; every round by default), e.g.
one round on the model path (test_write_path.py: ``MEMORYHUB_BEHAVIOUR_LLM_URL``):
``scripts/llm-server run 8765`` and ``MEMORYHUB_BEHAVIOUR_ROUNDS=v11
MEMORYHUB_BEHAVIOUR_LLM_URL=http://127.0.0.1:8765/v1 ./scripts/dev test
tests/behaviour/test_write_path_blind.py``. (The xfail list below is the offline rule path's.)"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from tests.behaviour.cases_v5 import CASES_V5
from tests.behaviour.cases_v6 import CASES_V6
from tests.behaviour.cases_v7 import CASES_V7
from tests.behaviour.cases_v8 import CASES_V8
from tests.behaviour.cases_v9 import CASES_V9
from tests.behaviour.cases_v10 import CASES_V10
from tests.behaviour.cases_v11 import CASES_V11
from tests.behaviour.cases_v12 import CASES_V12
from tests.behaviour.cases_v13 import CASES_V13
from tests.behaviour.cases_v14 import CASES_V14
from tests.behaviour.cases_v15 import CASES_V15
from tests.behaviour.cases_v16 import CASES_V16
from tests.behaviour.cases_v17 import CASES_V17
from tests.behaviour.cases_v18 import CASES_V18
from tests.behaviour.cases_v19 import CASES_V19
from tests.behaviour.cases_v20 import CASES_V20
from tests.behaviour.cases_v21 import CASES_V21
from tests.behaviour.cases_v22 import CASES_V22
from tests.behaviour.cases_v23 import CASES_V23
from tests.behaviour.cases_v24 import CASES_V24
from tests.behaviour.cases_v25 import CASES_V25
from tests.behaviour.cases_v26 import CASES_V26
from tests.behaviour.cases_v30 import CASES_V30
from tests.behaviour.cases_v31 import CASES_V31
from tests.behaviour.cases_v32 import CASES_V32
from tests.behaviour.cases_v33 import CASES_V33
from tests.behaviour.cases_v34 import CASES_V34
from tests.behaviour.cases_v37 import CASES_V37
from tests.behaviour.cases_v38 import CASES_V38
from tests.behaviour.cases_v39 import CASES_V39
from tests.behaviour.cases_v40 import CASES_V40
from tests.behaviour.cases_v41 import CASES_V41
from tests.behaviour.cases_v42 import CASES_V42
from tests.behaviour.cases_v43 import CASES_V43
from tests.behaviour.test_write_path import MODEL_URL, Case, Outcome, only_chosen, said_and_processed

# a model takes seconds to minutes a call: no limit on the module's run then; on the rules, 900 s for
# the first test, whose setup says and processes every round's cases (test_write_path.py says why)
pytestmark = [pytest.mark.worker, pytest.mark.django_db, pytest.mark.timeout(0 if MODEL_URL else 900)]

# What the engine does not meet yet, with the cause. strict: a case that starts passing fails here,
# and comes off this list.
# v5: 20 of 33 passed when the cases arrived (the blind figure); fixing general causes found in six
# more (a friend introduced as 最好的朋友, 月租, amounts in Chinese numerals, 一般喜欢, a subjectless
# Chinese plan, a scene-setting phrase before the statement), which are no longer blind.
# v6: 16 of 35 passed when the cases arrived (the blind figure); all 35 after the general fixes of
# the next round (below).
# v7: 26 of 40 passed when the cases arrived (after the v6 fixes, before any v7 fix: the blind
# figure). The causes, fixed in general: "no longer" / 不再 / 戒了 ends the habit it names; a
# promotion (升成, bumped up to), a weight said without the word 体重, a rent said as "I rent … for",
# "take home", 每个月拿, keys to a new place, "decision made", 只喝 preferences, 我爸 before a time
# word, a routine with "every Saturday", "my wife's an accountant", allergens in both languages.
# v8: 17 of 40 passed when the cases arrived (after the v7 fixes: the blind figure). The causes,
# fixed in general: a statement in front of a question ("我身高一米八二，…，这样算超重吗？"), casual
# English ("shes", "gf", a lower-case "i"), an intro list without an article, hourly rates, blood
# type, height, a car, 安顿下来 / 去…报到, 别老… told to the assistant, 偏爱 / 特别爱, health said
# of an organ (胃不太好), farewells as small talk, 就这么办, a relation word said in the other
# language is no new value, companies in the vocabulary (and never taken for a city).
# v9: 21 of 40 passed when the cases arrived (after the v8 fixes: the blind figure). The causes,
# fixed in general: voice-typed run-on sentences (然后; "my name's Declan I'm forty two I do …"),
# facts said inside a request ("帮我给我老板Kevin写封邮件，就说我…"; a relation named in passing is
# kept), "he" / "她" in the next sentence is the relation just mentioned, a bare relation opening a
# clause (儿子今年上初一) and the subject carried to the next clause, amounts in Chinese words
# (九千出头, 一万零五百) and A$, numbers in words for age, "X residents", "I'm done with X",
# "more of a tea person", "not a morning person", MBTI, what one is learning, dog breeds.
# v10: 18 of 40 passed when the cases arrived (after the v9 fixes: the blind figure); 37 after the
# general fixes: the same statement in the other language is found by the names, codes and figures
# both write the same way (GMT+8, F45, 500mg, Westfield) among the nearest units in meaning; "twice a
# day" is a routine; a bare relation opening a Chinese message (儿子期中考试…); school changes;
# "Home is X"; "I'm taking the … offer"; "X is my favourite author"; medicines by the shape of their
# name; deadlines; 删了 / 卸载了; 先说好, "before I forget". The three left then were fixed with
# v11's: the work ended (辞职 / "quit my job" / retired ends the job and employer, whatever words
# they were said in), a new figure for the thing an old one measured (the word that names both
# figures, or a thing both name: "the payment's down to $342"), one residence status at a time.
# v11: 27 of 40 passed when the cases arrived (29 once two expectations of a "goal" type, which the
# vocabulary calls a task, were dropped). The causes, fixed in general: filler openers (嗯……那个,
# "Um, so basically"), a weight without 体重 (现在63公斤), a figure with its unit written one way in
# both languages (40分钟 / 40 minutes, 120公里 / 120 km, 7个小时 / 7 hours) for finding the same
# statement in the other language, the commute as an attribute, "moved down to", a figure taken
# back in the same breath ("sorry, typo, I meant 58 kg", 说错了，是12岁), "I'm not X anymore",
# "switched my phone over to", 支持 (a team). Not fixed: a football club named in each language
# (Chelsea / 切尔西: nothing both write the same way, and meaning alone is no identity).
# v12: 18 of 40 passed when the cases arrived (the blind figure).
# The Chinese-side causes, fixed in general: 今年 before a figure is an age, never a date (今年31,
# 今年才9岁), and a space between Chinese words ends a statement; 自我 / 自我介绍 is no first person
# (and 自我介绍下 a filler opener); a verb or an attribute after a relation is no name (我老公提醒我,
# 我妈生日是…); children introduced by their place (大的是儿子叫乐乐，小的是闺女) each keep their own age,
# and a relation named (我儿子叫乐乐) is the subject of what follows; a change verb with a figure
# (涨到三千六, 减到64, "down to") is the new value of the stored single-valued figure attribute of its
# kind and size; 搬家去 / 回老家X发展 / base X are residence, 做X的 a job; a later "名字打错了，是Y" renames
# the unit about that relation; a planned resignation (决定明年…辞职, "planning to quit") ends no job
# yet; a set phrase's 不 (雷打不动) negates nothing, 5k is a figure inside Chinese, and days and months
# are no names for finding a statement in the other language; after the round, the same kinds in
# other words: children by their order (大儿子 / 小女儿) or as had (我有一个儿子叫小宝; 我跟老公有个儿子)
# keep their own ages, a relation named alone (我女朋友叫林琳) is kept, a name corrected as 不叫X，叫Y /
# 其实是Y renames, notice given (提了离职) and a move or new job still to come (下个月要搬去…, 准备跳槽去…)
# change nothing yet. Two v12 expectations were corrected to the suite's convention (a named son and
# a named boss are the entity by their name).
# The English-side causes, fixed in general: a name followed by ", 44," (or "X here, 35", "29 years
# old") in an introduction is an age; a lower-case sentence after a full stop is a sentence of its own
# ("… in Portland. my wife Dana is …": her job is hers); the sibling of a named child ("his little
# sister Lucia") is the user's child, and "my boss is Brian, he's …" is Brian; base / take-home /
# bringing home / what the landlord is paid name the figure's attribute, and money or a weight said
# with "now" / "kicked in" / "from this month" renews the stored figure of its measure; a message
# that is only "down to 198" is kept; "switched careers, doing X" is the new job; "N weeks off X",
# cold turkey, "haven't had X in N weeks" end the habit, and a habit with a frequency ("4 … a day") is
# a fact keyed by its thing; "34... no wait 35", "Leeds, no wait, Bradford" keep what was meant; "it's
# actually spelled Bryan" / "it's Sara without an h" renames the person spelled alike; a dated trip
# with no subject ("flying out to Lisbon next Friday") is kept and is no move; "just a reminder" is
# filler. Four en expectations were corrected to the same convention (Dana, Mateo / Lucia, Bryan,
# Hannah are the entities by their names).
# v13: 19 of 40 passed when the cases arrived (the blind figure); the parser cases of the round
# (tests/behaviour/cases_v13_commands.py, run by test_forget_by_talking.py): 29 of 34. Committed as
# written, the failing cases left failing (not on NOT_YET) for the fixes to come.
# The causes of structure, types and identity, fixed in general (tests/behaviour/cases_v13fix_structure.py
# in other words): a job told as what one does at a kind of workplace (在家具城卖沙发) and a new one by
# going somewhere to do it (现在去健身房当私教, "got hired as", "landed a job as"); an English move only
# thought of (thinking about, considering, might, hoping to, "moving … next spring") ends no residence;
# 拍板 / 打定主意 / "pulled the trigger" are decisions, a goal with no subject (今年的目标是…, 争取…,
# "goal for this year:") is kept; casual filler (emmm 就是说, 害, 说实话, "so like,", lowkey, ngl, tbh);
# in-laws and the wider family are relations of their own (婆婆 is no "mother", "mother-in-law" neither),
# a child introduced as had keeps what follows (我们有个女儿刚满三岁), a named relation before a time
# word is that person (我同事小刘下周…); a floor (27楼 / "27th floor") and a car model with its year
# (2021年的卡罗拉 / "2021 Corolla") are one statement in either language. One parser expectation was
# corrected to the lists' convention (我离婚这件事你忘了吧 → 我离婚, as 我的工资这条删掉吧 → 我的工资).
# The causes of values and corrections, fixed in general (tests/behaviour/cases_v13fix_values.py in
# other words): what the scale showed is a weight, with or without its unit (上秤126, 称了一下61.5, "scale
# said 86.5"), and takes the stored unit; hours of sleep and hours worked a week are attributes, and a
# duration renews the stored duration of its size ("32 hours now"); what a thing is on sale for is its
# price (标价¥8999, "listed at $640k"), which a later figure renews when it names the thing, refers to it
# or to its seller ("降到¥7599", "seller dropped it to $615k"), never another price ("the stock price");
# a value taken back in the same breath gives way to the one meant, whatever the words (啊不是, 不对不对,
# 说错了, sorry, I mean, or rather; a bare 不是 is a contrast, no retraction); a value put right days later
# (更正一下…上次打反了, "I gave you the wrong date, …") replaces the one said before about the same thing;
# a correction said as the verdict alone ("Nope, wrong — it's Hobart", 错了错了，是周二).
# v14: 22 of 40 passed when the cases arrived (the blind figure); the parser cases of the round
# (tests/behaviour/cases_v14_commands.py, run by test_forget_by_talking.py): 25 of 34. Committed as
# written, the failing cases left failing (not on NOT_YET) for the fixes to come.
# The causes of structure, types, identity and the parser, fixed in general
# (tests/behaviour/cases_v14fix_structure.py in other words): a line of work left, said alone (转行了！,
# 改行啦, 换行业了, "switched careers", "hung up my apron / whites"), opens the new job said after it, which
# supersedes the old one, and a new line of work keeps nothing said of the old job (where, for whom);
# trades as people call them (postie, sparky, brickie, chippy, tradie); friends and partners in
# everyday words (mate, buddy, pal, bestie, 闺蜜, 哥们, 发小, fiancé / fiancée; hubby, wifey, "the missus"
# with no "my") and names with accents (Tomás, Zoë) are relations of their own, a relation whose it is
# said before it (我们组新来的同事叫…, 我们部门的领导) and a name before 之前 / 以前 are that person; "that's
# final", "done deal", "it's settled", 板上钉钉, 铁了心 close a decision ("final exam" is none); a goal
# set oneself with no subject (给自己定个小目标, 定了个新目标, "aiming to / for", "hoping to pass …") is a
# task, no decision; filler openers (那个啥, 那什么, 长话短说, 说白了, "right so", "long story short", "to
# cut a long story short", "anyways"); a figure's "'s" is an "is" ("my commute's about 50 minutes", not
# "my daughter's 5th birthday"). The parser: scrap / ditch / bin, "can u", "forget abt", where it is
# kept and a thanks after the target ("from your notes, thanks", 从记忆里), 你就 / 你也 between a target
# and its verb, a correction naming the wrong thing ("Wrong city, it's …"), 你记得不对, 搞错啦, a bare 错.
# The causes of values and corrections, fixed in general (tests/behaviour/cases_v14fix_values.py in
# other words): a medicine's dose is an attribute of its own keyed by the medicine (dose:<medicine>, its
# names in either language one: 优甲乐 / levothyroxine), and a dose taken as a rule is renewed, with its
# history, by a later dose said with a change (加到 / 调到 / 减量到, "upped / lowered … to"), named again or
# not when one medicine's dose is stored (two stored and none named: nothing kept, no guess; a pill taken
# once is no dose); a dose is a measure of its own, renewing no weight or price; a lease renewed with a
# monthly figure is the rent (续租, 续约, "renewed the lease … at"; not a job contract); a child moving up
# a year renews the school year (升六年级, 上初三了, "moved up to year 6"; 升职 is none); a value is taken
# back in the same breath also by 等下 / 等等 / 哦不 / 看错了 / 记错了, "wait, I misread", "hold on", two dates
# or amounts being values of one kind; a value put right later also after 之前跟你说错了, "X的Y其实是Z", "I
# told you wrong —", "correction —", keeping whose it is, and replacing the unit about the same thing
# when only its time differs (周六上午 → 周日上午).
# v15: 12 of 30 passed when the cases arrived (the blind figure); the parser cases of the round
# (tests/behaviour/cases_v15_commands.py, run by test_forget_by_talking.py): 12 of 24. Committed as
# written, the failing cases left failing (not on NOT_YET) for the fixes to come. One case was corrected
# after the first run, as wrong in itself (v15-zh-piano-grade-then-english: "上个月" and "last month" said
# 8 days and 1 day ago named two different months across the start of December); it still fails.
# The causes of structure, types and identity, fixed in general (tests/behaviour/cases_v15fix_structure.py
# in other words): an introduction typed without punctuation is read as a list (a space before a word in
# Latin letters is a comma: 我叫黄以琳 在Shopee…; a space ends a name; "im Arjun Mehta 34 working as …"); a
# standing prohibition said inside a request (以后帮我订酒店别订…) is a prohibition, a one-off 帮我订…，别订
# 太贵的 keeps nothing; "no … recommendations / suggestions / spoilers", "no X pls" are prohibitions ("no
# worries" is none); a goal with no subject is a task ("want to / wanna / would love to be, learn, pass …",
# 想/希望…之前…; "wanna get a coffee later" is none); "I stay in X" is where one lives ("stayed in a hotel"
# is not); neighbours, landlords and flatmates are relations of their own (邻居, 房东, "next-door"); a pet
# had and then named (…柴犬，叫Miso) is the animal's name, its age no age of the user; a grade or level is
# one figure in either language (8级 / "grade 8"; 8年级 stays a school year). The parser's causes (v15fix
# lists in test_forget_by_talking.py): get rid of / let go of / stop holding on to / "I'd like … gone" when
# what they name is something the assistant keeps, 划掉 / 不用留着了 / 当没听过 of the person's data, 从你那儿
# left out of the target, "That's not it", "you've mixed it up", 记岔了 / 记串了 / 记混了 / 你把…搞混了.
# The causes of values and corrections, fixed in general (tests/behaviour/cases_v15fix_values.py in
# other words): an allergy outgrown ends it, its history kept (过敏长大就好了, "outgrew his peanut
# allergy", "grew out of"; "outgrew his shoes" ends nothing); a moved date is the occasion said before
# at another date, not a second one (往后推到 / 推迟到 / 改期到 / 提前到, "pushed it back to", "rescheduled
# for", "postponed until"; "pushed back on my manager" moves nothing); a value put right days later also
# after 记混了 / 记岔了 / 搞混了 and "ignore / scratch what I said", and a thing said to be another value
# (奶盖是美短 after 家猫是英短，叫奶盖) replaces the unit that names the thing. Five of the share are left,
# with their causes, below.
# v16: 15 of 40 passed when the cases arrived (the blind figure), 16 after v15's fixes (26dd8ba), 23
# after Traditional Chinese is read in Simplified (apps.core.script) and six more causes were fixed in
# general (cases_v16fix_script.py and cases_v16fix_values.py in other words): a conditional move, a
# birthday held for a relation, 丫头, "myself Karthik", a time taken back ("4:30, no no, 3:30"),
# promotions; 29 with a diet stopped, memberships and routines told in both languages, subjectless
# plans and commutes in Chinese numerals. The parser cases (cases_v16_commands.py): 17 of 28, now 28.
# The 11 left are strict xfails with their causes, read from the failures; four (the bare weights in 斤
# and kg, "my share dropped to €780", "Perth locals") were fixed with the v17 round's causes.
# v17: 20 of 40 passed when the cases arrived (the blind figure, at 4046513), 35 after the causes were
# fixed in general: written Cantonese read in its Mandarin words (喺 咗 嘅 唔系 钟意 而家, apps.core.text),
# a bare figure said as a new value near a stored one (136了, "86 on the dot"), a price renewed when it
# is the one figure of its measure ("砍到了¥768一年"), 入职 / "junior dev" / 做SDE as jobs, "我是Vivian"
# as a name, "hi～" as filler, 好喔 了解～ 那我先去忙囉 as small talk, an exam on a date, "not on any
# medication", "my bad" and a niece's birthday, demonyms ("Monctonians now"), "I'd probably move"
# kept as a plan, "door to door it's 22 min", a Latin word shared across languages (parkrun).
# The parser cases (cases_v17_commands.py): 12 of 30 when they arrived, 30 now. 37 after a second
# pass (stop 27): "<Name>'s birthday is …", a vehicle named with and without its make as one thing.
# v16 reached 35 in that pass ("doing HR at DBS", "my best mate Hamish and his wife": one subject), and
# v15's Spotify plan passes since a named price may change by more than half.
# v18: 21 of 40 passed when the cases arrived (the blind figure, at 72d28b9 with stop 27's v17 fixes),
# 36 after the causes were fixed in general: a named price changed by more than half (改成59元的套餐),
# "my Sky TV and broadband comes to £54 a month" as a price, "knocked it down to £38", a price of a
# relation's renewed by a statement that names the thing ("school has hiked the fees"), a bare figure
# per week said with "now" ("we're on 630 a week"), Cantonese 人工 / 宜家 / 啱啱 (pay, now, just), 租了个
# 开间，每个月… and "for our unit" as rent, 跳去盒马 / 开始在Revolut上班 / "left Tesco for Royal Mail" as
# a new employer with the job said in the same sentence, 在日照住下了 and "moved to Abuja o" as moves,
# "I'd love to move to Duluth someday" as a wish, 人在 / 给GitLab做 / 爱听 / 爱去, "ok decided, …",
# 小五 / 國一 as school years. At stop 28 "gave up <thing>" ends the habit it names (candy crush).
# v19: 16 of 40 passed when the cases arrived (the blind figure, at dc1bbeb; 2 of the 24 failures were
# the suite's conventions written otherwise: "mom" for "mother", a "goal" type for the vocabulary's
# "task", corrected in the file); 40 after the causes were fixed in general: what not to do said
# beside a liking (but / 但) as its own prohibition, "partial to" / "keen on" / 沉迷 as likings,
# "Righto, decided:" as a decision, 写…尽量分点列 as a preference, a job in English after 在DJI做, 我大学
# 室友大刘 / "my eldest Lachie" as theirs, "I'm plant-based", ₦ and other currency signs, "4.3k" inside
# Chinese, 涨成, "landlord don increase am", "my rent for the self-contain is", stones and pounds,
# "promoted as", a commute as 单程… / 走路十分钟就到 (Chinese-numeral durations are figures), a
# renewed card's price (续卡), a shoe size, 以后就是新乡人了, a habit ended said with when (睡前刷短视频)
# or of a unit kept in Traditional characters (手搖飲), "not plant-based any more", Cantonese 唔飲酒 /
# 唔使, a casual " n " between statements, "if I get the transfer", "I read on a Kindle".
# v20: 14 of 40 passed when the cases arrived (the blind figure, at 034b0c5); 38 after the causes were
# fixed in general: a name after an introduction's lead (本人…, 基本资料：…, "Kevin，27岁"), Cantonese 屋企 /
# 梗係 and "…，超鍾意" after the activity, "mad keen on" / "pure daft about", "…yyds" as a liking, what not
# to be given said after it (恐怖片拜託不要推薦給我) beside a liking, "our neighbour Trevor", "me mam", 小姑子
# named, 如果…就搬去 as a move only if, 降成, 換到<employer> with the work said, 卸了 ending a habit,
# Form Two / Three, "renting in", rand as "R14 500", "Our <box> is £23.50 a week" and "upped it to",
# "no more Greggs for me" as a habit ended (no prohibition), "designation … changed to", a commute
# "from … to … is", a value taken back after "……等等", 在用…学韩语 / "learning Korean" as one memory,
# "cannot take spicy food one"; and an article is a word of its own when values are normalised
# ("Abel" kept its A).
# v21: 25 of 40 passed when the cases arrived (the blind figure, at e45452e); 35 after the causes were
# fixed in general: 熱衷 / 爱上了 as likings, a bare age after a name (我是Coco，29), "base中山", 被提成课长,
# a commute as 一小时二十分 (no hourly rate) and "现在步行五分钟", a managed property's fee (管理費) and its
# renewal, "我记账用的是YNAB" / "I do my budgeting in YNAB" as one tool, "names Kayla", w/, a typo'd
# "obssessed", Filipino "my kuya Paolo" as a brother, "Daughter has entered 8th standard" (a bare
# relation, an Indian school year), "kindly never suggest …" split from the liking before it, "Final
# na po:" as a decision. At stop 28 also "坐我对面的同事小蒋…，呃，我想岔了，是南宁分公司" (v18).
# v22: 22 of 40 passed when the cases arrived (the blind figure, at 4ebc2e3); 34 after the causes were
# fixed in general: "hi～我叫Jenny，27", "heyy im Rosa lol, 33" and "soooo into … rn", 时薪现在是…,
# "今天早上量是79.1", "路上得一个多钟头" / "现在坐班车只要三十五分钟", "就研二了", 升上副理, "我自己是开网约车的"
# beside the wife's job, 不用推荐给我 as a prohibition, a figure taken back after 噢, a relation followed by
# 上的是 (no name holds 的), the farewell 好滴…拜拜～ as small talk, "— Mum actually lands …" as the mother's.
# At stop 29 also "joined Capgemini …, same testing work" after "working in HCL as test engineer" (and v21's
# "started with BHP" after "a diesel mechanic at Komatsu up in Mackay"): the employer is read from "at / with /
# for <Name>" beside the job, and a company's letters after "working in" are no city.
# v23: 16 of 40 passed when the cases arrived (the blind figure, at 7dcd2e1); 40 after the causes were fixed
# in general: 爱好是… as a liking, Cantonese 係 / 個女 / 讀緊 / 搬晒入…新屋 / 返工 read in Mandarin words, K1–K3
# as school years, a time word after a relation is no name (我女儿现在…), 搬进了…的新家 as a move and 住家保姆 as
# no home, a commute by any way (走高架, 搭…顺风车) and 开车去…上班…要, the landlord's 收我… as the rent, 恐飞,
# 抄错了 in the same breath (a code mistyped), a KPI and a thing to get done by a month as goals, a
# one-character relation with a name (我哥志军), a "她" after a relation that ends the clause before,
# 大乐透…不再买了; accented names, "its Jaylen, 26", "mad into", "n lowkey obsessed", "<thing>'s my go-to"
# beside "but never …", "I'm with Sobeys now", "shifted to", a game quit by its name, the scales' reading,
# "paid … for it", a title without its article "from this semester", a tool one rides on across languages,
# "eish" and "I mixed it up with …".
# v24: 21 of 40 passed when the cases arrived (the blind figure, at 151e460); 39 after the causes were fixed
# in general: 入坑了 as a liking, 调了工资，现在每月… before the pay, a new lease (新合同) as a word of change, a
# monthly fee (上網月費) as a price and 每个月 with money after it as no routine, an address needs a number or
# an estate (唐山路北区 is a place), 把辣条戒了, "票上寫的是…" putting a value right in the same breath, "我爸手術
# 是…才對" (手术 is no name; …才对 puts right), 记在flomo上 / "jot … down in flomo" as one tool, 我家<pet>叫<name>
# (the pet's weight is the pet's), Cantonese 用緊 / 快啲 (each character in the place of one that means it);
# "Tyler, 31" after a lead with a colon, "elevated to", "resumed at", P5 / P6, "Cannae believe my …",
# "staying in … since", ", just never …" after a liking and a dangling "i really cant", a thing booked
# for a day, "that is my target", "I drive a Hilux" across languages.
# At stop 29 also two earlier ones: v22's 电费 (a bill or a loan is a priced thing, a bare figure after 费 / 贷 is
# money, and a bare new figure renews a price whose thing it names, by the named price's wider size) and
# v22's "they've put it up to $21.95" ("My gym membership" is a priced thing whatever the case of "My").
# v25: 23 of 40 passed when the cases arrived (the blind figure, at 48690fa); 37 after the causes were fixed
# in general: 工钱 as pay, 房东…一个月算我… as the rent, what the 体脂秤 shows as a weight, an appointment said with
# its time (约的…是下午两点半) and a thing "on the 3rd" as statements, Cantonese 細佬 / 頭先 (擺酒 is no name),
# "8月底前我一定要把…考到…" as a goal, "That's us decided", rlly, "Destiny here, 27", "aged 41", Grade 6 / 7,
# "I'm Operations Manager na starting …", "I memorise all my vocab with Quizlet" / "through foodpanda" as tools,
# "I want to have completed …" as a goal (no milestone).
# At stop 30, 17 of the earlier strict xfails, their causes fixed in general (said again in other words in
# tests/behaviour/cases_v26fix.py): a pay after 转正 / 升职 with no pay word; the rent said to have changed
# and then its figure (two parts that fill nothing alone are one statement); 2万4 / 1万2千 / 1万零5百 and 萬 as
# figures; a loan's payment renewed by any word for a loan (轉貸, 按揭) or by what is repaid now (只要还…);
# 上的是 / 读的是 a school; 在铁路局开火车 and 在…当地勤 as jobs, 接案画插画 as work taken on commission; 到手价 as a
# price (not a pay) and 双十一 no part of the thing; a bare figure after a pet's weight, the pet named after a
# verb; 下定决心了… about a school as a decision; English durations in words ("an hour and a quarter") and
# "it takes me … to get to work"; "fond of playing" as a liking; "jacked in the betting on the horses";
# "I am <name>, presently working as …"; "When arranging my travel, I would prefer …" (no question, one
# statement); "we put in an offer"; "i work at a dog grooming place … as a groomer"; "obssessed"; a run-on
# that goes on to "my husband Marcus" or to "i drive for …" after "im Ciarán 41" (a name and an age run
# together; an accented capital starts a name: Bus Éireann); "grand so" as filler; a correction that says
# no whose puts right the one unit of someone else that speaks of the same thing (", not 14th" is a
# contrast, no negation).
# v26: 28 of 40 passed when the cases arrived (the blind figure, at 15ccb65); committed with the 12 failing
# as strict xfails. At stop 33, 11 of them fixed in general (said again in other words in
# tests/behaviour/cases_v28fix.py): a run-on introduction split at its age, workplace, home and hobby; a
# time before whose (九月开学女儿…); 孩子 as one's child; "…分钟就到公司" as a commute; 在<a known company>做…
# as a job; a deadline "必须把…写完" / "I have to finish …" as a task; "X is my great love", "I collect …" as
# likings; a scale's reading as a weight; "the move's done — we're in X now"; a move only "talked about";
# "老捷达上周卖了，换了台…" (an old thing named first, then sold); a class said with its kindergarten as the
# unit's attribute, the school kept with it. At stop 34 the twelfth (F1 told in each language: "F1" was
# read as a visa, and 凌晨三点的也不放过 as a negation) and two older ones (v11 Chelsea / 切尔西, v18
# contact lenses / 隐形眼镜) fixed in general: a statement and its translation that share no name, code or
# figure meet by the things the gazetteer names in both languages (tests/behaviour/cases_v29fix.py).
# v30: 28 of 40 passed when the cases arrived (the blind figure, stop 36, on a tree that already held the
# stop's first fixes: a death said as 走了, a plan pulled out of, "not a <job>"); the twelve causes fixed in
# general the same stop (README's table), said again in other words in tests/behaviour/cases_v30fix.py.
# v31: 25 of 40 passed when the cases arrived (the blind figure, stop 37, measured on the tree as it landed
# at stop 36, before any of stop 37's changes), and 21 of 32 parser cases; thirteen write-path causes and
# all eleven parser causes fixed in general the same stop, said again in other words in
# tests/behaviour/cases_v31fix.py and cases_v31fix_commands.py. The two left (a raise told with no pay word and a
# bare monthly figure, 现在一个月是7100; a school year after 现在 alone, 读护理，现在大三) were fixed at stop 38.
# v32: 25 of 40 passed when the cases arrived (the blind figure, stop 38, measured on the tree as it landed at
# stop 37, e3aad7f), and 12 of 32 parser cases (forget 0/12, not-commands 10/10, corrections 2/10); the fifteen
# write-path causes and the twenty parser causes fixed in general the same stop, said again in other words in
# tests/behaviour/cases_v32fix.py and cases_v32fix_commands.py.
# v33: 22 of 40 passed when the cases arrived (the blind figure, stop 38, measured on the tree of v32's fixes,
# fb968fb), and 13 of 32 parser cases (forget 1/12, not-commands 10/10, corrections 2/10); the eighteen
# write-path causes and the nineteen parser causes fixed in general the same stop, said again in other words in
# tests/behaviour/cases_v33fix.py and cases_v33fix_commands.py.
# v34: 22 of 40 passed when the cases arrived (the blind figure, stop 38, measured on the tree of v33's fixes,
# 41460ac), and 13 of 32 parser cases (forget 2/12, not-commands 10/10, corrections 1/10); the eighteen write-path
# causes and the nineteen parser causes fixed in general the same stop, said again in other words in
# tests/behaviour/cases_v34fix.py and cases_v34fix_commands.py.
# v39: 22 of 40 passed when the cases arrived (the blind figure, stop 41, measured on 10719a1, the tree as it
# landed at stop 40); seventeen causes fixed in general the same stop (README's table), said again in other
# words in tests/behaviour/cases_v39fix.py; "the boy" meaning the son is left (NOT_YET).
# v40: 25 of 40 passed when the cases arrived (the blind figure, stop 41, measured after v39's fixes); fourteen
# causes fixed in general the same stop, said again in other words in tests/behaviour/cases_v40fix.py; a pet's
# breed put right by its name alone is left (NOT_YET).
# v41: 17 of 40 passed when the cases arrived (the blind figure, stop 41, measured after v40's fixes, on 5f516a1);
# fourteen causes fixed in general the same stop (cases_v41fix.py); eight are left (NOT_YET, with their causes):
# cars are many-valued, a class level has no attribute, corrections across sentences or by a bare day of the month.
# v42: 25 of 40 passed when the cases arrived (the blind figure, stop 42, measured on e415914, after the fixes of
# cases_v42fix.py's first part); six causes fixed in general the same stop (the rest of cases_v42fix.py); nine are
# left (NOT_YET, with their causes).
# v43: 28 of 40 passed when the cases arrived (the blind figure, stop 43, measured on 57b2b01); nine causes fixed in
# general the same stop (cases_v43fix.py); three are left (NOT_YET, with their causes).
NOT_YET: dict[str, str] = {
    "v18-en-uk-left-tesco-for-royal-mail": "the new employer replaces Tesco but the old title (shift manager) stays with it: 'I'm on deliveries now' is not read as a new line of work",
    "v21-en-ca-negation-dont-own-car": "the negation is kept, but rewritten in the third person ('The user does not own a car'), so the user's own \"don't\" is not in the unit",
    "v39-en-nz-son-year-9-to-10": "'the boy' days after 'my son' is not read as the son: the new school year is stored as the user's own",
    "v40-zh-tw-correction-dog-breed-days-later": "a pet's breed put right days later by the pet's name alone (麻糬其實是秋田犬): no breed attribute, and the name is not read as whose it is, so the old breed stays",
    "v41-zh-tw-intro-port-keelung-squid-fishing-boyfriend-chicken-stall": "a pet by a breed word the rules do not know (米克斯, a mixed breed) is not read as a pet, so its name 黑輪 is lost",
    "v41-zh-yue-car-suzuki-swift-to-toyota-sienta": "the car one drives is many-valued: a new car said without 换 / 卖 (接咗架新車) is added beside the old one",
    "v41-zh-son-swimming-beginner-to-intermediate-class": "a class level of an activity (蛙泳初级班 → 中级班) has no attribute: the new class is added beside the old",
    "v41-zh-correction-mother-age-days-later-without-old": "我妈的岁数上回报错了，她是71: the put-right lead names the thing before 报错了, which the rules do not read, and 她是71 gives no age",
    "v41-zh-yue-correction-father-knee-surgery-with-old": "唔係5月20號，係5月27號 said days later is merged into the stored date instead of replacing it",
    "v41-en-uk-yorks-car-fiesta-to-sportage": "the car one drives is many-valued: 'picked up me new motor, a Kia Sportage' is added beside the Fiesta",
    "v41-en-ph-appointment-dfa-passport-time-corrected": "a time put right in the next sentence ('Correction po, … it's 10:30 am') keeps both times in one unit",
    "v42-zh-health-blood-pressure-150-to-128": "现在高压稳定在128了 is not read as the blood pressure: 高压 alone is not the attribute and 稳定在 is no change word, so the new figure is not kept",
    "v42-zh-move-keqiao-to-jiaxing-bare-answer": "嘉兴。上个月底就搬过去了: the new home is a bare answer in the sentence before 搬过去了, so the move has no place",
    "v42-zh-yue-correction-daughter-piano-exam-with-old": "唔係22號，係11月29號 said days later is merged into the stored date instead of replacing it (as in v41)",
    "v42-en-sco-night-shift-to-days-distillery": "a shift moved ('Moved onto days at last, 7 till 3 now') is not read as the working hours: the night shift stays",
    "v42-en-ng-move-surulere-to-lekki-pidgin": "Pidgin 'We don pack enter our new place for Lekki' is not read as a move",
    "v42-en-ke-goal-plot-ruiru-ksh-by-december-2026-no-subject": "'target is KSh 1.2 million by December 2026' after 'Saving up for …' is typed a fact: the figure's rule reads the clause before the goal's",
    "v42-en-sg-appointment-polyclinic-date-corrected-same-breath": "a date put right in the next sentence ('Sorry ah, I check the SMS again, is 16 Dec') keeps the first date (as in v41)",
    "v42-en-ie-correction-daughter-allergy-days-later-without-old": "'it's mango Aoife's allergic to' days later: the name after the value is not read as whose allergy, so it is stored as the user's",
    "v42-en-nz-bare-answer-vegan-no-honey": "'and no honey either' after a bare 'Vegan.' is not kept: a negated item with no verb of its own",
    "v43-zh-correction-son-graduation-days-later-without-old": "毕业典礼其实是6月24号 days later does not say whose: the correction is the speaker's own and does not reach the son's stored date",
    "v43-zh-muji-weekend-part-time-then-english": "a part-time job told in Chinese, then in English ('I work part-time at a MUJI store on weekends') has no attribute in either, so the second is not taken for the first and both are kept",
    "v43-en-ca-fr-shift-6h-14h-to-14h-22h": "hours said in French ('c'est 14h à 22h' after 'They changed my horaire') are not read as the working hours: the old shift stays",
    "v41-en-us-bos-correction-christening-days-later-without-old": "'its the 18th' is not read as a date, so the correction has no date to replace May 11th with",
}
ROUNDS = {
    "v5": CASES_V5,
    "v6": CASES_V6,
    "v7": CASES_V7,
    "v8": CASES_V8,
    "v9": CASES_V9,
    "v10": CASES_V10,
    "v11": CASES_V11,
    "v12": CASES_V12,
    "v13": CASES_V13,
    "v14": CASES_V14,
    "v15": CASES_V15,
    "v16": CASES_V16,
    "v17": CASES_V17,
    "v18": CASES_V18,
    "v19": CASES_V19,
    "v20": CASES_V20,
    "v21": CASES_V21,
    "v22": CASES_V22,
    "v23": CASES_V23,
    "v24": CASES_V24,
    "v25": CASES_V25,
    "v26": CASES_V26,
    "v30": CASES_V30,
    "v31": CASES_V31,
    "v32": CASES_V32,
    "v33": CASES_V33,
    "v34": CASES_V34,
    "v37": CASES_V37,
    "v38": CASES_V38,
    "v39": CASES_V39,
    "v40": CASES_V40,
    "v41": CASES_V41,
    "v42": CASES_V42,
    "v43": CASES_V43,
}
CHOSEN = [name.strip() for name in os.environ.get("MEMORYHUB_BEHAVIOUR_ROUNDS", "").split(",") if name.strip()]
if set(CHOSEN) - set(ROUNDS):
    raise ValueError(f"MEMORYHUB_BEHAVIOUR_ROUNDS: no round {sorted(set(CHOSEN) - set(ROUNDS))} (of {list(ROUNDS)})")
CASES = only_chosen([case for name in (CHOSEN or ROUNDS) for case in ROUNDS[name]])


@pytest.fixture(scope="module")
def outcomes_blind(django_db_setup: Any, django_db_blocker: Any) -> Iterator[dict[str, Outcome]]:
    yield from said_and_processed(CASES, "write-path-blind", django_db_blocker)


@pytest.mark.parametrize(
    "item",
    [
        pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=NOT_YET[c.id])) if c.id in NOT_YET else c
        for c in CASES
    ],
    ids=[c.id for c in CASES],
)
def test_blind_phrasings_are_remembered_as_a_person_expects(item: Case, outcomes_blind: dict[str, Outcome]) -> None:
    outcome = outcomes_blind[item.id]
    for check in item.expect:
        check(outcome)
