"""v40 behaviour cases for the write path, written blind (without reading the engine or its benchmarks).

New phrasings, vocabulary and topics only. Several facts at once: a form-style 基本信息发你一下：姓名 …；年龄 …；职业 … for a
造价工程师 at 中交二航局 who lives in 武汉沌口, does 一千片起步 jigsaws and keeps a 垂耳兔 called 豆腐乳; an accountant at
台糖 in 台南新營 who 最愛去爬郊山, whose 爸 was a 國小校長 and now volunteers at a temple, in Taiwan's characters; a Cantonese
水手 on the 天星小輪 who 住喺愉景灣 with two 巴西龜 and whose 阿媽 used to sell fish at the 街市; a Welsh "Shwmae! Rhodri
Gwynne here" signaller on the Cambrian line in Aberdyfi with a border collie called Mali, daft about coasteering; a
formal Ghanaian quantity surveyor at Takoradi whose mother sells kente at Kejetia market. Values changed days later,
with and without the attribute's word: a 腾讯视频 SVIP 连续包月 25块 → "这个月扣款变成30块", a Taiwanese 萊爾富 時薪190 →
"幫我調到205", a Cantonese 三星 S21 → "換咗部 Galaxy S24 Ultra", a daughter's 博一 → "闺女博二了", a lower-case US commute
"45 min each way on the 405" → "20 min now lol", a British 16st 11lb → "15st 9lb" at a Slimming World weigh-in, a
Pakistani PKR 185,000 → Rs. 212,000 after the increment, a Jamaican teller at NCB → "dem promote mi … assistant branch
manager". A move that happened (泰州海陵区 → 搬来镇江快一个礼拜了, implied; Tauranga → "we've shifted down to Timaru") and
one only considered (a Cantonese transfer to 深圳前海 "我仲諗緊，未覆佢" while living in 石硤尾); a new employer (菜鸟 →
跳槽去跨越速运) and offers turned down (大华 while at 海康威视; a Pidgin "Paystack sent me an offer o, but I don turn am
down" while at Flutterwave). Habits stopped: B站 …已经戒掉了, a Taiwanese 已經不喝珍奶了, an Australian "no more Maccas for
me", a Filipino "I've given up Valorant na po"; a Malaysian negation that keeps its "never" (petai). Preferences beside
prohibitions (历史类 books / 不要给我推成功学; a Gujarati thali / "please don't ever suggest restaurants that serve non-veg"),
goals with dates (普通话一级乙等 by 2026年3月; a voice-typed Canadian Bowron Lakes circuit by the end of August 2026),
decisions (a Taiwanese 決定了…Gogoro; a British loft conversion rather than the extension), appointments with date and
time (不动产登记中心 过户 3月18号上午十点半; a South African Smart ID at Home Affairs in Bellville at 08:15), corrections in
the same breath (an 电动车 雅迪 → 呃不是，是爱玛; a Singaporean COE 2027 → "eh wait no, 2028") and days later, without the old value (a
dog 麻糬 柴犬 → 其實是秋田犬, in Taiwan's characters) and with it (an Irish sister's wedding "I said the 21st … it's the 28th
of June"), one statement told once in each language as a routine (Toastmasters on Wednesday nights; the RSPCA shelter in
Newport every Sunday) and small talk, thanks, a joke and questions that store nothing (a 冷笑话 and the moon's one face; a
Nigerian "why do onions make person cry").
"""

from __future__ import annotations

from tests.behaviour.test_write_path import (
    case,
    confirmed_twice,
    in_history,
    no_active,
    no_pending,
    nothing,
    unit,
    units,
)

CASES_V40 = [
    # --- Chinese ---------------------------------------------------------------------------------
    # several facts as a filled-in form (姓名 …；年龄 …；职业 …；住处 …；爱好 …) with a pet at the end: each its own memory
    case(
        "v40-zh-form-intro-cccc-zhuankou-jigsaw-rabbit",
        "zh",
        "基本信息发你一下：姓名 卢知夏；年龄 41；职业 造价工程师，在中交二航局；住处 武汉沌口；爱好 拼图，一千片起步；"
        "家里还有只垂耳兔叫豆腐乳",
        unit("卢知夏", type="fact", fact=("name", "卢知夏")),
        unit("41", fact=("age", "41")),
        unit("中交二航局", type="fact"),
        unit("沌口"),
        unit("拼图", type="preference"),
        unit("豆腐乳"),
        no_active("卢知夏", "拼图"),
        no_active("拼图", "豆腐乳"),
    ),
    # several facts in Taiwan's traditional characters, and in the same message the father's past job and what he does
    # now: his kept as his, not the user's
    case(
        "v40-zh-tw-intro-taisugar-xinying-hiking-father-principal",
        "zh",
        "你好～我叫簡郁庭，今年29歲，在台糖當會計，住在台南新營，放假最愛去爬郊山；我爸退休前是國小校長，現在每天去廟裡當志工",
        unit("簡郁庭", type="fact", fact=("name", "簡郁庭")),
        unit("29", fact=("age", "29")),
        unit("台糖", type="fact"),
        unit("新營"),
        unit("郊山", type="preference"),
        unit("校長", entity="father"),
        no_active("簡郁庭", "郊山"),
        no_active("台糖", "校長"),
    ),
    # Cantonese: name, age, job, island home and pets, and the mother's former work (以前喺街市賣魚) kept as hers
    case(
        "v40-zh-yue-intro-star-ferry-discovery-bay-turtles-mother",
        "zh",
        "我叫麥子朗，今年39，喺天星小輪做水手，住喺愉景灣，屋企養咗兩隻巴西龜；我阿媽以前喺街市賣魚，而家退咗休",
        unit("麥子朗", type="fact", fact=("name", "麥子朗")),
        unit("39", fact=("age", "39")),
        unit("天星", entity="user"),
        unit("愉景灣"),
        unit("巴西龜"),
        unit("街市", entity="mother"),
        no_active("天星", "街市"),
    ),
    # a subscription's price raised, in zh mixed with English, the new figure said as a charge (扣款变成…) without 包月
    case(
        "v40-zh-mixed-tencent-video-svip-25-to-30",
        "zh",
        [
            (75, "我开了腾讯视频的 SVIP 连续包月，每个月25块"),
            (2, "腾讯视频又偷偷涨价了，这个月扣款变成30块"),
        ],
        unit("30"),
        no_active("25块"),
        in_history("25", now="30"),
    ),
    # a Taiwanese part-timer's hourly pay raised, the new figure said without 時薪 (幫我調到…)
    case(
        "v40-zh-tw-hourly-pay-190-to-205",
        "zh",
        [
            (110, "我在萊爾富打工，時薪190"),
            (3, "店長說下個月起幫我調到205，耶"),
        ],
        unit("205"),
        no_active("190"),
        in_history("190", now="205"),
    ),
    # a Cantonese phone model replaced, said without 手機 the second time (換咗部…)
    case(
        "v40-zh-yue-phone-galaxy-s21-to-s24",
        "zh",
        [
            (260, "我部手機係三星 S21"),
            (2, "琴日終於換咗部 Galaxy S24 Ultra，影相靚好多"),
        ],
        unit("S24"),
        no_active("S21"),
        in_history("S21", now="S24"),
    ),
    # a daughter's year of doctoral study moved on (闺女博二了), no verb of change: hers, the old in history
    case(
        "v40-zh-daughter-phd-year-one-to-two",
        "zh",
        [
            (300, "我闺女在南京读博一，学材料的"),
            (4, "暑假一过闺女博二了，开始忙着发论文"),
        ],
        unit("博二", entity="daughter"),
        no_active("博一"),
        in_history("博一", now="博二"),
    ),
    # a move that happened, implied by 搬来…快一个礼拜了 and unopened boxes
    case(
        "v40-zh-move-taizhou-to-zhenjiang-implied",
        "zh",
        [
            (420, "我住在泰州海陵区"),
            (3, "搬来镇江快一个礼拜了，箱子还没拆完"),
        ],
        unit("镇江"),
        no_active("泰州"),
        in_history("泰州", now="镇江"),
    ),
    # Cantonese mixed with English: a transfer only offered and still being thought over (我仲諗緊，未覆佢): the home stays,
    # nothing waits
    case(
        "v40-zh-yue-transfer-qianhai-only-considering",
        "zh",
        [
            (330, "我住喺石硤尾"),
            (1, "公司話可以 transfer 我去深圳前海分部，連宿舍都包埋，我仲諗緊，未覆佢"),
        ],
        unit("石硤尾"),
        no_pending(),
    ),
    # a new employer said as 跳槽去…了，上周一正式报到
    case(
        "v40-zh-employer-cainiao-to-kuayue",
        "zh",
        [
            (240, "我在菜鸟做仓库主管"),
            (2, "我跳槽去跨越速运了，上周一正式报到"),
        ],
        unit("跨越"),
        no_active("菜鸟"),
        in_history("菜鸟", now="跨越"),
    ),
    # an offer turned down in zh mixed with English (…给了我 offer，…还是拒了，继续留在…): the employer stays, nothing waits
    case(
        "v40-zh-mixed-offer-dahua-declined-stay-hikvision",
        "zh",
        [
            (190, "我在海康威视做嵌入式开发"),
            (1, "大华给了我 offer，涨薪30%，纠结了两天还是拒了，继续留在海康"),
        ],
        unit("海康"),
        no_pending(),
    ),
    # a bedtime habit ended with 戒掉了, the object first (B站我已经戒掉了): the old routine is no longer active
    case(
        "v40-zh-habit-bilibili-before-bed-quit",
        "zh",
        [
            (65, "我每天睡前都要刷一个多小时B站"),
            (2, "B站我已经戒掉了，手机上的App都删了"),
        ],
        unit("B站"),
        no_active("一个多小时"),
        no_pending(),
    ),
    # a drink habit ended in Taiwan's traditional characters (我已經不喝…了), a negation that keeps its 不
    case(
        "v40-zh-tw-habit-bubble-tea-no-longer",
        "zh",
        [
            (90, "我每天下午都要來一杯珍奶，全糖"),
            (2, "我已經不喝珍奶了，上次健檢血糖偏高"),
        ],
        unit("珍奶"),
        no_active("全糖"),
        no_pending(),
    ),
    # a liking beside a prohibition said as 不要给我推…
    case(
        "v40-zh-history-books-no-self-help",
        "zh",
        "推荐书的话我偏爱历史类的，像《万历十五年》那种；不要给我推成功学、心灵鸡汤那一类",
        unit("历史", type="preference"),
        unit("成功学", type="prohibition"),
    ),
    # a goal on a date said as a target set for oneself (我给自己定了个目标：…之前…考到…)
    case(
        "v40-zh-goal-putonghua-level-by-march-2026",
        "zh",
        "我给自己定了个目标：2026年3月之前把普通话考到一级乙等",
        # (a goal is the vocabulary's "task" type)
        unit("普通话", "2026", type="task"),
    ),
    # a decision in Taiwan's traditional characters (想了很久，決定了：下一台…就買…)
    case(
        "v40-zh-tw-decision-gogoro-scooter",
        "zh",
        "想了很久，決定了：下一台機車就買 Gogoro，不再騎油車了",
        unit("Gogoro", type="decision"),
    ),
    # an appointment on a date and time with a request not to be let forget
    case(
        "v40-zh-appointment-property-transfer",
        "zh",
        "3月18号上午十点半要去不动产登记中心办过户，别让我忘了",
        unit("过户", "3月18"),
    ),
    # a brand taken back in the same breath (…是雅迪的，呃不是，是爱玛)
    case(
        "v40-zh-correction-ebike-brand-same-breath",
        "zh",
        "我骑的电动车是雅迪的，呃不是，是爱玛，去年双十一买的",
        unit("爱玛"),
        no_active("雅迪"),
    ),
    # a dog's breed corrected days later in Taiwan's characters, the old breed not said again (上次講錯了啦，…其實是…)
    case(
        "v40-zh-tw-correction-dog-breed-days-later",
        "zh",
        [
            (6, "我家狗狗叫麻糬，是柴犬"),
            (1, "上次講錯了啦，麻糬其實是秋田犬"),
        ],
        unit("麻糬", "秋田"),
        no_active("柴犬"),
    ),
    # a weekly routine told in zh mixed with English, then in English: one memory, confirmed
    case(
        "v40-zh-toastmasters-wednesdays-then-english",
        "zh",
        [
            (14, "我每周三晚上都去 Toastmasters 练英语演讲"),
            (1, "Every Wednesday night I go to Toastmasters to practise public speaking"),
        ],
        units(1, "Toastmasters"),
        confirmed_twice("Toastmasters"),
    ),
    # thanks, a joke and a question about the world store nothing
    case(
        "v40-zh-smalltalk-joke-moon-one-face",
        "zh",
        "谢啦～给你讲个冷笑话：小明的爸爸有三个儿子，老大叫大毛，老二叫二毛，老三叫什么？哈哈。"
        "话说为什么月亮总是同一面对着地球？",
        nothing(),
    ),
    # --- English ---------------------------------------------------------------------------------
    # Welsh: several facts with "Shwmae! … here", a pet and a liking ("daft about …"): each its own memory
    case(
        "v40-en-cy-intro-network-rail-aberdyfi-collie-coasteering",
        "en",
        "Shwmae! Rhodri Gwynne here, 44, signaller with Network Rail on the Cambrian line, I live in Aberdyfi with a "
        "border collie called Mali, and I'm daft about coasteering",
        unit("Rhodri", type="fact", fact=("name", "Rhodri Gwynne")),
        unit("44", fact=("age", "44")),
        unit("Network Rail", type="fact"),
        unit("Aberdyfi"),
        unit("Mali"),
        unit("coasteering", type="preference"),
        no_active("Rhodri", "coasteering"),
        no_active("Mali", "coasteering"),
    ),
    # Ghanaian, formal ("Good morning. I am …, 31 years"), and the mother's trade in the same message: hers kept as hers
    case(
        "v40-en-gh-intro-takoradi-surveyor-mother-kente",
        "en",
        "Good morning. I am Akosua Boateng, 31 years, I work with Ghana Ports and Harbours Authority at Takoradi as a "
        "quantity surveyor. My mother sells kente at Kejetia market.",
        unit("Akosua", type="fact", fact=("name", "Akosua Boateng")),
        unit("31", fact=("age", "31")),
        unit("Takoradi"),
        unit("kente", entity="mother"),
        no_active("Takoradi", "kente"),
    ),
    # an American commute time cut after an office move, lower-case with texting words, "commute" not said again
    case(
        "v40-en-us-commute-45-to-20-min-lowercase",
        "en",
        [
            (90, "my commute is like 45 min each way on the 405 ugh"),
            (2, "office moved to irvine spectrum so its 20 min now lol"),
        ],
        unit("20 min"),
        no_active("45 min"),
        in_history("45 min", now="20 min"),
    ),
    # a British weight in stones and pounds, the new figure from a weigh-in without the word "weight"
    case(
        "v40-en-uk-weight-stone-slimming-world",
        "en",
        [
            (100, "I'm 16st 11lb at the moment, been creeping up since Christmas"),
            (2, "Slimming World weigh-in tonight: 15st 9lb! Down over a stone since January"),
        ],
        unit("15st 9"),
        no_active("16st 11"),
        in_history("16st 11", now="15st 9"),
    ),
    # a Pakistani salary in PKR raised, the new figure written as Rs. after the increment
    case(
        "v40-en-pk-salary-pkr-increment",
        "en",
        [
            (160, "I am working as SQA engineer at Systems Limited, Lahore, salary is PKR 185,000 per month"),
            (3, "Alhamdulillah increment has come, my salary is now Rs. 212,000 monthly"),
        ],
        unit("212,000"),
        no_active("185,000"),
        in_history("185,000", now="212,000"),
    ),
    # a Jamaican title changed, in patois ("dem promote mi! Mi a di … now")
    case(
        "v40-en-jm-teller-to-assistant-branch-manager",
        "en",
        [
            (220, "Mi work as a teller at NCB inna Mandeville"),
            (2, "Big news, dem promote mi! Mi a di assistant branch manager now"),
        ],
        unit("assistant branch manager"),
        no_active("teller"),
        in_history("teller", now="assistant branch manager"),
    ),
    # a New Zealand move that happened, said as "we've shifted down to …"
    case(
        "v40-en-nz-move-tauranga-to-timaru",
        "en",
        [
            (380, "We live in Tauranga"),
            (3, "Sweet as, we've shifted down to Timaru, finally unpacked the last boxes"),
        ],
        unit("Timaru"),
        no_active("Tauranga"),
        in_history("Tauranga", now="Timaru"),
    ),
    # a Nigerian offer turned down in Pidgin ("I don turn am down, I dey stay for …"): the employer stays, nothing waits
    case(
        "v40-en-ng-offer-paystack-declined-stay-flutterwave",
        "en",
        [
            (210, "I work with Flutterwave in Oniru as a backend engineer"),
            (1, "Paystack sent me an offer o, but I don turn am down, I dey stay for Flutterwave"),
        ],
        unit("Flutterwave"),
        no_pending(),
    ),
    # an Australian habit stopped ("no more … for me"), lower-case with a typo
    case(
        "v40-en-au-habit-maccas-no-more",
        "en",
        [
            (60, "i grab a maccas brekkie on the way to work most days"),
            (2, "no more maccas for me, my cholestrol came back shocking"),
        ],
        unit("maccas"),
        no_active("most days"),
        no_pending(),
    ),
    # a Filipino habit stopped ("I've given up … na po, uninstalled it na rin")
    case(
        "v40-en-ph-habit-valorant-given-up",
        "en",
        [
            (90, "Every night I play Valorant until 2am"),
            (2, "I've given up Valorant na po, uninstalled it na rin"),
        ],
        unit("Valorant"),
        no_active("2am"),
        no_pending(),
    ),
    # Malaysian: a negation that keeps its "never", object first ("… I never eat one")
    case(
        "v40-en-my-never-petai",
        "en",
        "Petai I never eat one, the smell very jelak for me",
        unit("never", "petai"),
    ),
    # Indian: a liking beside a prohibition ("please don't ever suggest …")
    case(
        "v40-en-in-thali-no-non-veg",
        "en",
        "We are pure veg Jains, we love a good Gujarati thali, but please don't ever suggest restaurants that serve "
        "non-veg",
        unit("thali", type="preference"),
        unit("non-veg", type="prohibition"),
    ),
    # a Canadian goal on a date, voice-typed as one run-on without punctuation
    case(
        "v40-en-ca-goal-bowron-lakes-by-august-voice",
        "en",
        "okay so my goal is by the end of August 2026 I want to paddle the full Bowron Lakes circuit with my brother "
        "we've been talking about it forever",
        unit("Bowron", "August", type="task"),
    ),
    # a British decision ("We've decided: … rather than …")
    case(
        "v40-en-uk-decision-loft-conversion",
        "en",
        "We've decided: loft conversion rather than the extension, builders start in May",
        unit("loft", type="decision"),
    ),
    # a South African appointment on a date and time
    case(
        "v40-en-za-appointment-home-affairs-smart-id",
        "en",
        "I've got my Smart ID appointment at Home Affairs in Bellville on 14 March at 08:15",
        unit("Bellville", "08:15"),
    ),
    # an Irish date corrected days later, the old value said again ("I said the 21st …, it's the 28th")
    case(
        "v40-en-ie-correction-wedding-date-days-later",
        "en",
        [
            (8, "My sister Clíona's wedding is on the 21st of June in Kilkenny"),
            (1, "I said the 21st for Clíona's wedding, that was wrong, it's the 28th of June"),
        ],
        unit("28th"),
        no_active("21st"),
    ),
    # a Singaporean year taken back in the same breath ("…, eh wait no, … then correct")
    case(
        "v40-en-sg-correction-coe-year-same-breath",
        "en",
        "My car's COE expires in 2027, eh wait no, 2028 then correct",
        unit("2028"),
        no_active("2027"),
    ),
    # a weekly routine told in English, then in Chinese mixed with English: one memory, confirmed
    case(
        "v40-en-rspca-sundays-then-chinese",
        "en",
        [
            (15, "I volunteer at the RSPCA shelter in Newport every Sunday"),
            (1, "我每个星期天都去 RSPCA 的动物收容所做义工"),
        ],
        units(1, "RSPCA"),
        confirmed_twice("RSPCA"),
    ),
    # Nigerian thanks and a question about the world store nothing
    case(
        "v40-en-ng-smalltalk-onions-cry",
        "en",
        "Ehen thank you jare! Abeg, why do onions make person cry?",
        nothing(),
    ),
]
