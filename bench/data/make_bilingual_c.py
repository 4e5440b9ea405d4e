"""Writes bench/data/bilingual_c.json: a third hand-written LoCoMo-format bilingual test file, written
independently of bench/data/bilingual_dev.json and bench/data/bilingual_b.json, and blind to the engine
(nothing under apps/ was read while writing it), so that results on it say how the engine does on
conversations it was not fitted to.

Run from the repository root: ``.venv/bin/python bench/data/make_bilingual_c.py``. It reuses the ``Conv``
helper of ``make_bilingual.py`` (importing that module builds its conversations but writes nothing): every
turn line is ``A|text`` or ``B#label|text``, every QA cites its evidence turns by label, and ``Conv.q``
refuses a QA whose gold answer (category 3: the part before the first ';') is not in its evidence turns by
the benchmark's containment rule. Before writing, ``main`` runs ``make_bilingual_b.check`` on the samples
(reloaded with the benchmark's loader): it refuses on any warning, invalid evidence id, duplicate question,
unreadable session date, a conversation outside 4-6 sessions or a session outside 10-25 turns.

Four conversations:

- bi-c-zh-01 (mainland Chinese): 林雨桐, a nurse in Chengdu, and her cousin 何志远, who quits a logistics
  job in Wuhan to reopen his father's beef-noodle shop in Xiangyang; a move, an engagement, a price rise,
  a cancelled holiday and a change of hospital department.
- bi-c-zht-01 (traditional Chinese, Hong Kong, much of it Cantonese): 陳家豪, a PE teacher in Sha Tin who
  trains for a marathon, adopts a dog and is promoted, and 麥詠詩, an interior designer who moves to Taipei
  and then moves flat again; a dinner cancelled and rescheduled, a holiday cut short.
- bi-c-en-01 (English, Ireland): Aoife, a software tester who leaves Dublin for a job in Cork, and Ciarán,
  who runs a café in Westport, rebuilds its flooded kitchen and becomes a father; a cancelled Lisbon trip,
  a break-up, a new relationship and a visit that is moved.
- bi-c-mix-01 (mixed, Malaysia): Vanessa, a hospital pharmacist in Kuala Lumpur who plans her own pharmacy,
  and Jun Jie, a data analyst who moves from Penang to a KL startup; they switch between Chinese and
  English mid-sentence, and state several facts (the cat's name, a room's rent, a birthday dinner) once in
  each language in different sessions.

Temporal answers are absolute dates or months as the conversation states them; where a speaker uses a
relative time ("上周五", "上個禮拜日", "next Saturday") the absolute date is given in the same turn, and
relative times that are not resolved in the text are never asked about.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.make_bilingual import Conv  # noqa: E402
from bench.data.make_bilingual_b import check  # noqa: E402  (its checks; importing it writes nothing)

OUT = Path(__file__).resolve().parent / "bilingual_c.json"
MIN_SESSIONS, MAX_SESSIONS = 4, 6

CONVERSATIONS: list[Conv] = []

# --- 1. bi-c-zh-01: 林雨桐 (nurse in Chengdu) and her cousin 何志远 (Wuhan, then a noodle shop in Xiangyang) --
c = Conv("bi-c-zh-01", "林雨桐", "何志远")
c.session(
    "7:30 pm on 3 March, 2024",
    """
A|表哥，在忙吗？好久没聊了，过年回来都没跟你好好说几句话。
B#zy-job1|不忙，刚下班。我还在那家物流公司当调度员，天天盯着车队，头都大了。
A|还是汉口那家吗？
B#zy-salary1|对，还是汉口的长江速运。一个月到手7200块，旺季加班多的时候能到8000。
A#yt-job|我在市三医院心内科当护士，今年是第四年了。上个月开始轮夜班，一周三个夜班，人都熬傻了。
B|夜班太伤身体了。你还住在玉林那边吗？
A#yt-rent1|嗯，和同事合租玉林路的两室一厅，我那间每月1600块。
B|成都房租还挺便宜的。对了，你和那个男朋友怎么样了？
A#yt-bf|你说周航啊，挺好的，他在一家游戏公司做美术，我们在一起快两年了。
B#zy-idea|挺好。跟你说个事，我最近在想辞职，回老家襄阳开个牛肉面馆。
A|真的假的？你会做面吗？
B#zy-dad|我爸以前就是开面馆的，手艺我从小看着学的。他那家店叫"老何牛肉面"，2015年关的。
A|那你家里人同意吗？
B#zy-wife|我老婆小敏有点担心，她说至少要存够20万再说。
A|嫂子说得对，开店风险大。
B|嗯，先攒着钱吧。你那边夜班注意身体。
A|知道啦，你也别太累。
""",
)
c.session(
    "8:15 pm on 21 April, 2024",
    """
B|雨桐，周末好！最近还轮夜班吗？
A#yt-exam|还在轮。不过我4月13号考了主管护师的资格考试，6月出成绩。
B|厉害！考得怎么样？
A|感觉还行，就是内科护理那部分有点难。
B#zy-save|我这边存款差不多有15万了，离小敏说的数还差一点。
A|那快了呀。店面看好了吗？
B#zy-shop1|看了两个，一个在襄阳古城附近，一个在火车站旁边。古城那个每月租金4500块，火车站那个3800块。
A|古城人流量大吧，游客多。
B#zy-why|是的，但我更想做本地人的生意，早上来吃面的都是赶着上班的。
A#yt-trip-plan|对了，我和周航打算国庆去大理玩，机票都看好了。你要不要和嫂子一起来？
B|国庆我估计走不开，物流旺季。你们玩得开心。
A|好吧。你们家小宝呢？上幼儿园了吗？
B#zy-kid|上了，小宝今年四岁，在读中班。他最近迷上了恐龙，天天让我讲霸王龙。
A|哈哈，太可爱了。我给他寄一套恐龙绘本吧。
B|不用破费啦。
A#yt-gift|不贵，就当我这个表姑的一点心意，明天就下单。
B|那谢谢了，小宝肯定高兴。
""",
)
c.session(
    "9:00 pm on 9 June, 2024",
    """
A#yt-pass|表哥！主管护师成绩出来了，我过了！
B|恭喜恭喜！加工资吗？
A#yt-salary|会加一点，护士长说从7月起每个月多800块。
B#zy-quit|我也有个大新闻：我上周五，就是6月7号，正式辞职了。
A|哇，真的要开面馆了？
B#zy-shop2|对，最后租了火车站旁边那个店面，每月3800，签了两年合同。
A|店名想好了吗？
B#zy-name|就沿用我爸的老招牌，还叫"老何牛肉面"。
A|好有情怀！什么时候开业？
B#zy-open-plan|计划7月20号开业，现在在装修，找的是小敏的一个同学。
A|开业那天我要是请得到假就回去捧场。
B|那太好了。你和周航最近怎么样？
A#yt-move-plan|挺好的。我们在商量搬到一起住，想在高新区找房子，离他公司近。
B|那你上班不就远了？
A#yt-commute|坐地铁去医院一个小时左右，还能接受。
B|你自己想清楚就行。
A|嗯，还在看。先祝你装修顺利！
""",
)
c.session(
    "2:40 pm on 28 July, 2024",
    """
B#zy-opened|雨桐，面馆开业一个星期了！7月20号开的，那天排队排到门外。
A#yt-noleave|太棒了！可惜我没请到假，科里人手不够。
B|没事，你发的红包小宝收到了，非要我谢谢表姑。
A|生意怎么样？
B#zy-sales|头一周平均每天卖三百碗左右，一碗牛肉面15块。
A|那一天流水四千多啊。
B#zy-staff|是，但人手不够。我请了两个人，一个拉面师傅叫老吴，一个收银的小姑娘。
A|嫂子也在店里帮忙吗？
B#zy-wife-job|她白天还在银行上班，晚上过来算账。
A#yt-moved|我这边也有变化，我和周航7月13号搬到高新区了，租了一套一室一厅。
B|房租多少？
A#yt-rent2|每月3200，我们俩一人一半，所以我每月出1600，跟以前一样。
B|哈哈，那不亏。
A#yt-trip-cancel|不过国庆去大理的计划泡汤了，医院国庆让我值班，机票也退了。
B|太可惜了。那你什么时候休假？
A#yt-leave|护士长说可以10月中旬补休5天。
B|那到时候来襄阳吃面吧！
A|好啊，我考虑考虑。
""",
)
c.session(
    "10:05 pm on 15 September, 2024",
    """
A|表哥，中秋快到了，你们月饼买了吗？
B|买了，小敏她妈还送来一盒蛋黄莲蓉。你猜面馆最近怎么样？
A|怎么样？
B#zy-sales2|稳定下来了，现在每天两百碗左右，开学后附近的学生也来吃。
A|也不错了。
B#zy-price|我把价格调了，一碗从15块涨到16块，牛肉太贵了。
A|涨一块还好。老吴还在吗？
B#zy-wu|老吴上个月走了，回甘肃老家了。现在拉面是我自己上。
A|那你也太累了。
B|还好，早上五点起来熬汤，习惯了。
A#yt-engaged|告诉你一个好消息，周航上周六，9月7号，跟我求婚了！我答应了！
B|哇！恭喜恭喜！在哪求的？
A#yt-propose-place|在青城山上，他偷偷准备了戒指，我完全没想到。
B|打算什么时候办婚礼？
A#yt-wedding|初步定在明年5月，在成都办，到时候你们一家一定要来。
B|那必须的。10月你补休来不来襄阳？
A#yt-xiangyang|来！我和周航10月16号到襄阳，住两天。
B|好，我让小敏收拾客房。
""",
)
c.session(
    "8:20 pm on 3 November, 2024",
    """
B|你们回成都后还好吧？
A#yt-visit|挺好的！在襄阳那两天太开心了，周航说"老何牛肉面"是他吃过最好吃的牛肉面。
B|哈哈他太会说话了。
A#yt-visit-dino|小宝一直缠着周航给他画恐龙，画了一整本。
B#zy-branch|跟你说，我在考虑开第二家店，在襄阳东津新区，那边新小区多。
A|这么快？钱够吗？
B#zy-branch-cost|大概要投30万，我打算跟一个老同学合伙，一人一半。
A|那也得小心点。
B#zy-wife-quit|小敏也说要辞了银行的工作，全职来管店，她12月正式离职。
A|嫂子真支持你。我这边也有变动。
A#yt-dept|护士长推荐我去急诊科，12月1号起就调过去了。
B|急诊更累吧？
A#yt-shift|是更累，但能学东西。而且急诊不用一周三个夜班，是四班倒。
B|婚礼日期定了吗？
A#yt-wedding-date|定了，2025年5月18号，在成都锦江边的一家酒店。
B|记下了，到时候我们全家去。
A|好！请柬做好了寄给你。
""",
)
# single-hop
c.q(4, "何志远在物流公司做什么工作？", "调度员", "zy-job1")
c.q(4, "何志远辞职前在哪家公司上班？", "长江速运", "zy-salary1")
c.q(4, "何志远在物流公司时每月到手多少钱？", "7200块", "zy-salary1")
c.q(4, "2024年3月林雨桐在医院哪个科室当护士？", "心内科", "yt-job")
c.q(4, "林雨桐现在调到了哪个科室？", "急诊科", "yt-dept")
c.q(4, "林雨桐在成都合租的房子在哪条路？", "玉林路", "yt-rent1")
c.q(4, "何志远父亲以前开的面馆叫什么？", "老何牛肉面", "zy-dad")
c.q(4, "何志远的妻子叫什么？", "小敏", "zy-wife")
c.q(4, "小敏说开店前至少要存够多少钱？", "20万", "zy-wife")
c.q(4, "2024年4月何志远的存款大约有多少？", "15万", "zy-save")
c.q(4, "何志远最后租下的店面在哪里？", "火车站旁边", "zy-shop2")
c.q(4, "何志远面馆店面的月租金是多少？", "3800", "zy-shop2")
c.q(4, "何志远的儿子小宝今年几岁？", "四岁", "zy-kid")
c.q(4, "小宝最近迷上了什么？", "恐龙", "zy-kid")
c.q(4, "何志远面馆的拉面师傅叫什么？", "老吴", "zy-staff")
c.q(4, "老吴离开面馆后去了哪里？", "甘肃老家", "zy-wu")
c.q(4, "面馆开业头一周平均每天卖多少碗？", "三百碗", "zy-sales")
c.q(4, "面馆现在每天大约卖多少碗面？", "两百碗", "zy-sales2")
c.q(4, "面馆的一碗牛肉面现在卖多少钱？", "16块", "zy-price")
c.q(4, "林雨桐和周航在高新区租的房子每月房租多少？", "3200", "yt-rent2")
c.q(4, "周航在哪里向林雨桐求婚？", "青城山", "yt-propose-place")
c.q(4, "何志远打算在哪里开第二家店？", "东津新区", "zy-branch")
c.q(4, "何志远的第二家店大概要投资多少？", "30万", "zy-branch-cost")
c.q(4, "通过主管护师考试后，林雨桐每个月多拿多少钱？", "800块", "yt-salary")
# temporal
c.q(2, "林雨桐哪天考的主管护师资格考试？", "4月13号", "yt-exam")
c.q(2, "何志远哪天正式从物流公司辞职？", "6月7号", "zy-quit")
c.q(2, "何志远父亲的老面馆是哪年关的？", "2015年", "zy-dad")
c.q(2, "何志远的面馆哪天开业？", "7月20号", "zy-opened")
c.q(2, "林雨桐和周航哪天搬到高新区？", "7月13号", "yt-moved")
c.q(2, "周航是哪天向林雨桐求婚的？", "9月7号", "yt-engaged")
c.q(2, "林雨桐和周航哪天到襄阳？", "10月16号", "yt-xiangyang")
c.q(2, "林雨桐的婚礼最终定在哪天？", "2025年5月18号", "yt-wedding-date")
c.q(2, "林雨桐从哪天起调到急诊科？", "12月1号", "yt-dept")
c.q(2, "小敏什么时候正式从银行离职？", "12月", "zy-wife-quit")
# multi-hop
c.q(1, "何志远的面馆开在哪个城市？", "襄阳", "zy-idea zy-shop2")
c.q(1, "林雨桐搬到高新区前后，她自己每月出的房租是多少？", "1600块", "yt-rent1 yt-rent2")
c.q(1, "林雨桐取消的国庆旅行原本要去哪里？", "大理", "yt-trip-plan yt-trip-cancel")
c.q(1, "面馆的牛肉面从开业时的价格涨到了多少？", "15块涨到16块", "zy-sales zy-price")
c.q(1, "在襄阳给小宝画恐龙的人在什么公司工作？", "游戏公司", "yt-visit-dino yt-bf")
c.q(1, "让林雨桐每月多拿800块的那场考试是哪天考的？", "4月13号", "yt-exam yt-salary")
c.q(1, "当初要求存够20万才开店的人，后来要辞掉什么工作？", "银行的工作", "zy-wife zy-wife-quit")
c.q(1, "给小宝寄恐龙绘本的表姑和谁订婚了？", "周航", "yt-gift yt-engaged")
# open-domain / inference
c.q(
    3,
    "何志远为什么选火车站旁边的店面而不是古城的？",
    "本地人的生意; 想做赶着上班的本地人的早餐生意，而且租金更低",
    "zy-shop1 zy-why",
)
c.q(3, "林雨桐为什么没去面馆开业？", "没请到假; 科里人手不够", "yt-noleave")
c.q(3, "何志远为什么给牛肉面涨价？", "牛肉太贵了", "zy-price")
c.q(3, "搬到高新区后林雨桐上班要花多久？", "一个小时左右; 坐地铁，比以前远", "yt-commute")
c.q(3, "林雨桐为什么取消了国庆去大理的计划？", "值班; 医院国庆安排她值班", "yt-trip-cancel")
c.q(3, "调到急诊科后林雨桐的排班有什么变化？", "四班倒; 不用再一周三个夜班", "yt-shift")
CONVERSATIONS.append(c)

# --- 2. bi-c-zht-01: 麥詠詩 (interior designer, Hong Kong then Taipei) and 陳家豪 (PE teacher in Sha Tin) -----
c = Conv("bi-c-zht-01", "麥詠詩", "陳家豪")
c.session(
    "8:45 pm on 14 October, 2023",
    """
A|家豪，好耐冇見！你最近點呀？
B#kh-job|都係咁啦，仲喺沙田嗰間中學教體育，今年做埋中三班主任，忙到癲。
A|班主任好辛苦喎。
B#kh-marathon|係呀，仲要練跑。我報咗明年二月嘅渣打馬拉松，全馬，目標四個鐘內跑完。
A|嘩，全馬！你以前最遠跑過幾多？
B#kh-half|半馬，去年跑咗1小時52分。
A#ws-job|我仲喺觀塘嗰間設計公司做室內設計，月薪兩萬三，不過成日OT到十點。
B|咁辛苦，有冇諗過轉工？
A#ws-offer-idea|其實有。台北有間設計公司叫「木心設計」搵我，話想我過去做資深設計師。
B|台北？你識唔識講國語㗎？
A#ws-grandma|識少少啦，小學學過普通話。而且我阿嫲係台灣人，我細個成日返台中。
B|咁都幾好。你屋企人點睇？
A#ws-live|我而家同爸媽住將軍澳，佢哋梗係唔捨得啦，不過都話由我決定。
B|你慢慢諗啦。我呢排諗住養狗。
A|咩狗呀？
B#kh-dog-plan|想去愛護動物協會領養一隻唐狗，我屋企喺大圍村屋，有個小院子。
A|好呀，到時send相俾我睇！
""",
)
c.session(
    "9:10 pm on 2 December, 2023",
    """
B#kh-dog|詠詩！介紹你識我個新仔，隻唐狗叫「豆豆」，11月18號領返嚟嘅，兩歲。
A|好得意呀！係咩顏色？
B|啡色，隻耳仔一隻企一隻耷，好搞笑。
A#ws-accept|我都有新聞：我決定咗接台北嗰份工喇，月薪新台幣七萬五。
B|恭喜！幾時過去？
A#ws-start-plan|佢哋想我一月尾返工，我打算1月20號飛過去。
B|咁快！屋搵好未？
A|仲未，公司話可以幫我住兩個禮拜酒店先。
B#kh-mum|我呢邊就麻煩啲，我阿媽上個禮拜，即係11月24號，喺屋企跌親，髖關節骨裂。
A|吓！佢而家點呀？
B#kh-mum-hosp|喺威爾斯親王醫院，醫生話要做手術，排咗12月12號。
A|希望手術順利。你仲練唔練跑？
B#kh-training|照練，每個禮拜跑60公里左右，不過要照顧阿媽，夜晚先得閒跑。
A|你都要小心身體。
B|知啦。你走之前一定要食餐飯。
A#ws-dinner-plan|好，1月6號星期六，去九龍城食泰國菜好唔好？
B|得，就咁話。
""",
)
c.session(
    "1:30 pm on 13 January, 2024",
    """
A#ws-dinner-cancel|家豪，唔好意思，1月6號嗰餐泰國菜我臨時取消咗，嗰日發燒到39度。
B|唔緊要，你好返未？
A|好返七七八八。
B#kh-mum-ok|我阿媽手術好順利，12月12號做完，而家用緊助行架，每個禮拜去兩次物理治療。
A|咁就好。
B|不如你飛之前改喺18號食？我放學後過嚟將軍澳搵你。
A#ws-dinner2|好呀，1月18號星期四，就去將軍澳嗰間火鍋店。
B|得。你行李執成點？
A#ws-flat|執緊。我喺網上睇咗間大安區嘅套房，月租新台幣兩萬二，近捷運站。
B|大安區係咪好貴㗎？
A#ws-walk|係台北比較貴嘅區，不過近公司，行路十分鐘。
B#kh-race-test|我上個禮拜日，1月7號，跑咗個30公里練習，用咗2小時58分。
A|好勁！咁全馬四個鐘應該冇問題。
B|仲有，我同阿欣拍拖喇。
A|阿欣？係咪你學校嗰個英文老師？
B#kh-gf2|係呀，佢叫何詠欣，教英文嘅，我哋聖誕節嗰日開始拍拖。
A|恭喜！下次帶埋佢出嚟。
""",
)
c.session(
    "10:20 pm on 25 February, 2024",
    """
B|喺台北適應成點呀？
A#ws-arrived|都OK，我1月20號飛到，1月29號正式返工。最後租咗大安區嗰間套房。
B|嗰邊啲嘢食點？
A|好正！我日日食滷肉飯，已經肥咗兩公斤。
A#ws-team|公司得十二個人，我負責住宅單位設計，老闆叫林志明，好nice。
B|正喎。
B#kh-result|我上個禮拜日，即係2月18號，跑完渣打全馬喇！3小時51分！
A|嘩！你做到喇，四個鐘內！
B|係呀，最後五公里抽筋，差啲行返終點。
A|阿欣有冇去睇你？
B#kh-gf-cheer|有，佢同豆豆喺維園終點等我。
A|好sweet呀。
B#kh-promo|仲有，校長話九月開始升我做體育科主任。
A|雙喜臨門！人工加幾多？
B#kh-pay|大概加四千，而家月薪係四萬二，之後大約四萬六。
A#ws-easter-plan|正呀。我諗住復活節返香港，3月29號到4月5號。
B|好呀，到時帶埋阿欣同豆豆出嚟見你。
""",
)
c.session(
    "7:05 pm on 7 April, 2024",
    """
A|返到台北喇，喺香港嗰幾日好開心。
B|豆豆好鍾意你喎，一見到你就撲埋嚟。
A#ws-easter-short|係呀。不過今次我淨係返咗四日，3月29號到4月1號，公司有個案要趕。
B|咁都算返過。
A#ws-promo|跟住有好消息：老闆話我試用期過咗，月薪加到新台幣八萬。
B|勁！
A#ws-move2|不過我諗住搬屋，套房太細。5月1號搬去信義區同一個同事合租兩房，我嗰份每月一萬八。
B|咁仲平過而家喎。
A#ws-vivian|係呀，同事叫Vivian，係台中人。
B#kh-gf-trip|我同阿欣暑假諗住去台北搵你，7月15號左右。
A|好呀！我帶你哋去九份。
B#kh-mum-now|阿媽而家唔使用助行架喇，可以自己落街買餸。
A|好喇好喇。豆豆呢？
B#kh-dog-train|報咗訓練班，逢星期六上堂，一堂三百蚊。
A|訓練成點？
B|識坐識握手，但係見到貓就發癲。
A|哈哈，正常嘅。
""",
)
# single-hop
c.q(4, "陳家豪在哪區的中學教書？", "沙田", "kh-job")
c.q(4, "陳家豪在中學教哪一科？", "體育", "kh-job")
c.q(4, "陳家豪報名參加了哪個馬拉松？", "渣打馬拉松", "kh-marathon")
c.q(4, "陳家豪去年半馬的成績是多少？", "1小時52分", "kh-half")
c.q(4, "麥詠詩在香港做室內設計時月薪多少？", "兩萬三", "ws-job")
c.q(4, "邀請麥詠詩過去的台北公司叫什麼？", "木心設計", "ws-offer-idea")
c.q(4, "麥詠詩在香港和爸媽住在哪區？", "將軍澳", "ws-live")
c.q(4, "陳家豪領養的唐狗叫什麼名字？", "豆豆", "kh-dog")
c.q(4, "麥詠詩接受台北工作時的月薪是多少？", "新台幣七萬五", "ws-accept")
c.q(4, "陳家豪的媽媽在哪間醫院做手術？", "威爾斯親王醫院", "kh-mum-hosp")
c.q(4, "陳家豪每星期大約跑多少公里？", "60公里", "kh-training")
c.q(4, "麥詠詩在大安區看的套房月租多少？", "新台幣兩萬二", "ws-flat")
c.q(4, "陳家豪30公里練習用了多少時間？", "2小時58分", "kh-race-test")
c.q(4, "陳家豪女朋友的全名是什麼？", "何詠欣", "kh-gf2")
c.q(4, "何詠欣在學校教什麼科？", "英文", "kh-gf2")
c.q(4, "麥詠詩在台北公司的老闆叫什麼？", "林志明", "ws-team")
c.q(4, "麥詠詩的台北公司有多少人？", "十二個人", "ws-team")
c.q(4, "陳家豪的渣打全馬成績是多少？", "3小時51分", "kh-result")
c.q(4, "陳家豪將被升為什麼職位？", "體育科主任", "kh-promo")
c.q(4, "2024年2月陳家豪的月薪是多少？", "四萬二", "kh-pay")
c.q(4, "麥詠詩現在的月薪是多少？", "新台幣八萬", "ws-promo")
c.q(4, "麥詠詩搬家後每月要付多少房租？", "一萬八", "ws-move2")
c.q(4, "麥詠詩的新室友叫什麼？", "Vivian", "ws-vivian")
c.q(4, "豆豆的訓練班一堂多少錢？", "三百蚊", "kh-dog-train")
# temporal
c.q(2, "陳家豪哪天領養豆豆？", "11月18號", "kh-dog")
c.q(2, "陳家豪的媽媽哪天在家跌倒？", "11月24號", "kh-mum")
c.q(2, "陳家豪媽媽的髖關節手術在哪天做？", "12月12號", "kh-mum-hosp kh-mum-ok")
c.q(2, "原定的九龍城泰國菜晚飯是哪天？", "1月6號", "ws-dinner-plan ws-dinner-cancel")
c.q(2, "陳家豪的30公里練習是哪天跑的？", "1月7號", "kh-race-test")
c.q(2, "陳家豪和何詠欣哪天開始拍拖？", "聖誕節", "kh-gf2")
c.q(2, "麥詠詩哪天飛到台北？", "1月20號", "ws-arrived")
c.q(2, "陳家豪哪天跑完渣打全馬？", "2月18號", "kh-result")
c.q(2, "麥詠詩復活節實際在香港的日子是哪幾天？", "3月29號到4月1號", "ws-easter-short")
c.q(2, "麥詠詩哪天搬去信義區？", "5月1號", "ws-move2")
# multi-hop
c.q(1, "麥詠詩取消了泰國菜之後，兩人改去哪裡吃飯？", "火鍋店", "ws-dinner-cancel ws-dinner2")
c.q(1, "陳家豪升任體育科主任後，月薪大約多少？", "四萬六", "kh-promo kh-pay")
c.q(1, "在維園終點等陳家豪的女朋友教什麼科？", "英文", "kh-gf-cheer kh-gf2")
c.q(1, "麥詠詩小時候常回去的城市，也是她哪位室友的家鄉？", "Vivian", "ws-grandma ws-vivian")
c.q(1, "陳家豪和女朋友暑假要去探麥詠詩時，她住在台北哪一區？", "信義區", "kh-gf-trip ws-move2")
c.q(1, "陳家豪在大圍村屋院子裡養的狗叫什麼？", "豆豆", "kh-dog-plan kh-dog")
c.q(1, "麥詠詩在台北第一次租的套房走路到公司要多久？", "十分鐘", "ws-arrived ws-walk")
c.q(1, "陳家豪升職做體育科主任的學校在哪區？", "沙田", "kh-promo kh-job")
# open-domain / inference
c.q(3, "為什麼麥詠詩可能比較容易適應台北生活？", "阿嫲係台灣人; 小時候常回台中，也會講少少普通話", "ws-grandma")
c.q(3, "麥詠詩為什麼取消1月6號的晚飯？", "發燒; 發燒到39度", "ws-dinner-cancel")
c.q(3, "陳家豪為什麼只能夜晚練跑？", "照顧阿媽; 媽媽跌倒骨裂要人照顧", "kh-training")
c.q(3, "為什麼麥詠詩復活節沒有待到4月5號？", "有個案要趕; 公司工作忙", "ws-easter-short")
c.q(3, "麥詠詩為什麼要搬出大安區的套房？", "套房太細", "ws-move2")
c.q(3, "到2024年4月，陳家豪的媽媽康復得怎樣？", "唔使用助行架; 可以自己落街買餸", "kh-mum-now")
CONVERSATIONS.append(c)

# --- 3. bi-c-en-01: Aoife (software tester, Dublin then Cork) and Ciarán (runs a café in Westport) ------------
c = Conv("bi-c-en-01", "Aoife", "Ciarán")
c.session(
    "6:30 pm on 11 February, 2023",
    """
A#ao-westport|Ciarán! Long time no talk. How's life in Westport?
B#ci-cafe|Grand, busy enough. The café is ticking along. The Quay Kettle turns three in April, can you believe it?
A|Three years already! Are you still doing those brown bread scones?
B#ci-price1|Still doing the scones. A flat white is €3.40 now, I had to put it up in January because of the milk prices.
A#ao-job1|Fair enough. I'm still testing software at Brightledger in Grand Canal Dock. Two years in March.
B|Do you still like it?
A#ao-rent1|The job's fine, the rent is the killer. €1,450 a month for a one-bed in Phibsborough, and the landlord is hinting at a rise.
B|That's daylight robbery.
A#ao-cork-idea|Honestly I've been looking at jobs in Cork. There's a medical devices firm in Ballincollig, Lee Valley Devices, hiring QA engineers.
B|Cork's lovely. And cheaper.
B#ci-niamh|Speaking of news, Niamh is pregnant! The due date is the 28th of July.
A|Ciarán!! Congratulations! That's massive!
B|Thanks! We only told the parents last weekend. Mam cried.
A|Boy or girl?
B#ci-surprise|We're keeping it a surprise. Niamh wants it that way.
A#ao-lisbon|Oh, and Tomás and I booked Lisbon for the June bank holiday, flying out on the 2nd of June.
B|Ah lovely, you'll love the custard tarts.
""",
)
c.session(
    "8:00 pm on 26 March, 2023",
    """
B|So how did the interview go?
A#ao-interview|The second round was on Thursday, the 23rd of March. They had me write test cases for an insulin pump app for an hour.
B|Sounds intense.
A#ao-offer|And... they rang me this morning with an offer! €64,000, up from the €58,000 I'm on now.
B|Brilliant! You're taking it?
A#ao-start|Yes. I start on the 8th of May. I've already handed in my notice at Brightledger.
B|Where will you live?
A#ao-cork-flat|I've seen a place in Douglas, a one-bed for €1,100 a month. I'm viewing it next Saturday, the 1st of April.
B#ci-350|Sure that's €350 less than Dublin.
A|Exactly. And the landlord seems sound on the phone.
B#ci-flood|We've had our own drama. The kitchen at the café flooded on the 15th of March and we had to close for five days.
A|Oh no! Was there much damage?
B#ci-loan|The floor is gone. We're taking out a €12,000 loan from the credit union to redo the whole kitchen.
A|Ouch. Does insurance not cover it?
B#ci-insure|Only half. The insurer said the pipe was too old.
A|Typical.
B|Anyway, Niamh is feeling much better, the sickness has stopped.
""",
)
c.session(
    "12:15 pm on 14 May, 2023",
    """
A|Greetings from Cork, boy!
B|Ha, you've the accent already. How's the new job?
A#ao-first-week|Loving it so far. My manager is a woman called Priya Nair, she's been really patient with me.
B|And the flat in Douglas?
A#ao-moved|Got it. I moved in on the 29th of April. It's small but it has a view of the river... well, a bit of it.
B#ci-kitchen-done|Our new kitchen is finally done. We reopened fully on the 2nd of May.
A|Great stuff. Did you change anything on the menu?
B#ci-chowder|Added a seafood chowder, €9.50 a bowl. It's selling like mad.
A|Not everything is good news on my side. Tomás and I broke up.
B|Ah no. What happened?
A#ao-breakup|He got a job in Berlin and didn't want long distance. We ended it on good terms.
B|Sorry to hear that. Is Lisbon off then?
A#ao-lisbon-off|Lisbon's off, I got a refund for my flight. I might do the Kerry Way with my sister Sinéad instead.
B|That's a beautiful walk. Bring rain gear.
A|Always. How's Niamh?
B#ci-nursery|Good. We've painted the nursery yellow, since we still don't know if it's a boy or a girl.
A|Yellow is perfect.
""",
)
c.session(
    "9:40 pm on 2 July, 2023",
    """
B#ao-kerry-q|How was the Kerry Way?
A#ao-kerry|Amazing. Sinéad and I walked for five days from Kenmare to Glenbeigh over the June bank holiday.
B|Five days! Your legs must be in bits.
A|Blisters everywhere, but worth it.
B#ci-hire|I've hired a new barista, Femi, from Lagos. Lovely lad, he's studying at the college in Castlebar.
A|Good, you'll need the help when the baby arrives.
B#ci-leave|That's the plan. I'm taking four weeks off from the 20th of July.
A#ao-irish|I've started Irish classes at night. Tuesday evenings at the library in Douglas.
B|Maith thú! Have you any Irish left from school?
A|Barely. I can ask to go to the toilet and that's about it.
B|Classic.
B#ci-price2|Oh, I had to put the flat white up again, it's €3.60 now.
A|Inflation is mad.
A#ao-rent-cork|At least my rent is stable. The landlord in Douglas agreed to keep it at €1,100 for two years.
B|Fair play to him.
A|Let me know the minute the baby comes!
""",
)
c.session(
    "7:20 pm on 20 August, 2023",
    """
B#ci-baby|Aoife! She's here! Our daughter was born on the 24th of July, four days early.
A|OH MY GOD! Congratulations! What's her name?
B#ci-baby-name|Éabha Rose. 3.4 kg. Niamh was incredible.
A|Éabha Rose! That's gorgeous. How are you all?
B|Wrecked. She feeds every two hours. I haven't slept properly in weeks.
A|I'll come up to see her. I could get the train to Westport.
B|Please do. When can you come?
A#ao-visit-plan|How about the weekend of the 9th of September?
B#ci-femi-runs|Perfect. Femi's been running the café while I'm off, he's a star.
A#ao-promo|News from me too: Priya put me forward to lead the testing for a new glucose monitor.
B|Already! You've only been there three months.
A#ao-car|I also bought a car, finally. A 2017 Toyota Yaris for €9,800.
B|Good woman. No more buses out to Ballincollig.
A#ao-date|And I've been on a few dates with a guy from my Irish class, Ruairí. He's a sound engineer.
B|Ooh. Well, Ruairí is a good name anyway.
A|Ha, that's what Sinéad said.
""",
)
c.session(
    "5:50 pm on 8 October, 2023",
    """
A|Thanks again for having me in Westport. Éabha is a dote.
B|She loved you. Sorry the visit got pushed.
A#ao-visit-moved|No bother. The 9th didn't work in the end with the car in the garage, but the weekend of the 23rd of September was lovely.
B|Niamh says you have to come back for the christening.
B#ci-christening|It's on the 26th of November in the church in Westport. Would you be her godmother?
A|Ciarán. I'd be honoured. Yes!
B|Great, Niamh will be thrilled.
A#ao-ruairi|Ruairí and I are official now, by the way.
B|Delighted for you.
A#ao-half|We're running the Cork City half marathon together next year, on the 2nd of June.
B#ci-back|I'm back at the café since the 21st of August. Femi's staying on part-time.
A|How's business?
B#ci-sales|Summer was the best we ever had, about €2,500 a week in July.
A|Is the loan paid off?
B#ci-loan-left|About €7,000 left on it. Should be done by next summer.
A|You're doing great. Give Éabha a squeeze from me.
B|Will do.
""",
)
# single-hop
c.q(4, "What is the name of Ciarán's café?", "The Quay Kettle", "ci-cafe")
c.q(4, "How much was a flat white at Ciarán's café in February 2023?", "€3.40", "ci-price1")
c.q(4, "What is the latest price of a flat white at Ciarán's café?", "€3.60", "ci-price2")
c.q(4, "Which company did Aoife work for in Dublin?", "Brightledger", "ao-job1")
c.q(4, "How much rent did Aoife pay in Phibsborough?", "€1,450 a month", "ao-rent1")
c.q(4, "Which firm in Ballincollig was Aoife looking at?", "Lee Valley Devices", "ao-cork-idea")
c.q(4, "What salary was Aoife offered for the Cork job?", "€64,000", "ao-offer")
c.q(4, "What is Aoife's rent in Douglas?", "€1,100 a month", "ao-cork-flat ao-rent-cork")
c.q(4, "How much did Ciarán borrow from the credit union?", "€12,000", "ci-loan")
c.q(4, "Who is Aoife's manager at her Cork job?", "Priya Nair", "ao-first-week")
c.q(4, "What new dish did the café add after the kitchen was rebuilt?", "seafood chowder", "ci-chowder")
c.q(4, "How much does a bowl of the café's chowder cost?", "€9.50", "ci-chowder")
c.q(4, "Where did Tomás get a job?", "Berlin", "ao-breakup")
c.q(4, "Who did Aoife walk the Kerry Way with?", "Sinéad", "ao-kerry")
c.q(4, "Where did Aoife's Kerry Way walk start and finish?", "from Kenmare to Glenbeigh", "ao-kerry")
c.q(4, "What is the name of Ciarán's new barista?", "Femi", "ci-hire")
c.q(4, "What colour did Ciarán and Niamh paint the nursery?", "yellow", "ci-nursery")
c.q(4, "What is the name of Ciarán and Niamh's daughter?", "Éabha Rose", "ci-baby-name")
c.q(4, "How much did Ciarán's daughter weigh at birth?", "3.4 kg", "ci-baby-name")
c.q(4, "What car did Aoife buy?", "2017 Toyota Yaris", "ao-car")
c.q(4, "How much did Aoife pay for her car?", "€9,800", "ao-car")
c.q(4, "What does Ruairí do for a living?", "sound engineer", "ao-date")
c.q(4, "How much was the café taking per week in July 2023?", "€2,500 a week", "ci-sales")
c.q(4, "How much is left on Ciarán's café loan?", "€7,000", "ci-loan-left")
# temporal
c.q(2, "What was Niamh's due date?", "28th of July", "ci-niamh")
c.q(2, "When was Aoife's second-round interview?", "23rd of March", "ao-interview")
c.q(2, "When did the café kitchen flood?", "15th of March", "ci-flood")
c.q(2, "When did Aoife move into the flat in Douglas?", "29th of April", "ao-moved")
c.q(2, "When did the café fully reopen after the flood?", "2nd of May", "ci-kitchen-done")
c.q(2, "When did Aoife start her job in Cork?", "8th of May", "ao-start")
c.q(2, "When was Ciarán and Niamh's daughter born?", "24th of July", "ci-baby")
c.q(2, "On which weekend did Aoife actually visit Westport?", "23rd of September", "ao-visit-moved")
c.q(2, "When is Éabha's christening?", "26th of November", "ci-christening")
c.q(2, "When are Aoife and Ruairí running the Cork City half marathon?", "2nd of June", "ao-half")
# multi-hop
c.q(1, "How much less is Aoife's rent in Cork than her rent in Dublin?", "€350", "ao-rent1 ao-cork-flat ci-350")
c.q(1, "What was Aoife earning at the company in Grand Canal Dock?", "€58,000", "ao-job1 ao-offer")
c.q(1, "Where are the classes where Aoife met Ruairí held?", "the library in Douglas", "ao-irish ao-date")
c.q(1, "Where is the person who ran the café during Ciarán's leave from?", "Lagos", "ci-hire ci-femi-runs")
c.q(
    1,
    "What did Aoife do over the June bank holiday instead of going to Lisbon?",
    "Kerry Way",
    "ao-lisbon ao-lisbon-off ao-kerry-q ao-kerry",
)
c.q(1, "How many years old was the café in the year Ciarán's daughter was born?", "three", "ci-cafe ci-baby")
c.q(
    1,
    "What product is Aoife leading the testing for at the Ballincollig firm?",
    "glucose monitor",
    "ao-cork-idea ao-promo",
)
c.q(1, "In which town is the café where Femi works?", "Westport", "ao-westport ci-hire")
# open-domain / inference
c.q(3, "Why did Ciarán raise the price of a flat white in January 2023?", "milk prices", "ci-price1")
c.q(3, "Why did the insurance cover only half of the flood damage?", "the pipe was too old", "ci-insure")
c.q(3, "Why did Aoife and Tomás break up?", "didn't want long distance; Tomás moved to Berlin for a job", "ao-breakup")
c.q(
    3, "Why did Aoife not visit Westport on the weekend of the 9th of September?", "car in the garage", "ao-visit-moved"
)
c.q(
    3,
    "Why did Ciarán and Niamh choose yellow for the nursery?",
    "don't know if it's a boy or a girl; they kept the baby's sex a surprise",
    "ci-nursery ci-surprise",
)
c.q(3, "Why does Aoife no longer take buses to Ballincollig?", "bought a car; a 2017 Toyota Yaris", "ao-car")
CONVERSATIONS.append(c)

# --- 4. bi-c-mix-01: Vanessa (pharmacist in KL) and Jun Jie (data analyst, Penang then KL), code-switching ------
c = Conv("bi-c-mix-01", "Vanessa", "Jun Jie")
c.session(
    "9:15 pm on 6 January, 2024",
    """
A|Jun Jie, happy new year! 你在 Penang 还好吗？
B#jj-job1|Happy new year! 还是老样子，在 Pulau Bank 做 data analyst，每天都在 clean data，好 boring。
A|至少 stable 嘛。
B#jj-salary1|Stable 是 stable，但薪水 stuck 在 RM5,800 已经两年了。
A#va-job|我也是，在 Cheras 的 hospital pharmacy 做 pharmacist 已经三年了，shift 很 crazy，十二月做了六个 night shift。
B|你还住 Cheras 吗？
A#va-rent1|对，还在 Cheras，和我姐姐一起租 condo，我那份 rent 是 RM900 一个月。
B#jj-interview-plan|其实我在 apply KL 的 job，有一家 fintech startup 叫 Kopi Labs 约我 interview，on 12 January。
A|Wah, 那你要搬来 KL 啦？
B#jj-mum-sad|If they take me lah. 我妈会很 sad，她一直想我留在 Penang。
A#va-cat|我最近领养了一只猫，叫麻糬，是 orange tabby，两个月大。
B#jj-allergy|麻糬！So cute. 不过我对猫 allergy，去你家会一直打喷嚏 hahaha。
A#va-japan|还有，我和 colleagues 计划 3 月去 Hokkaido，机票还没买。
B|Hokkaido 三月还有雪吗？
A|应该还有一点吧。Anyway, good luck for the interview!
""",
)
c.session(
    "8:40 pm on 18 February, 2024",
    """
B|新年快乐！Gong xi fa cai! 你有回 Penang 过年吗？
A#va-cny|有啊，2月9号除夕回去的，初四就回 KL 上班了。
B#jj-offer|我告诉你，Kopi Labs offer 我了！Senior data analyst，月薪 RM8,500。
A#va-diff|WAH! 比你现在差不多多了三千！
B#jj-start|我 3 月 18 号开始上班，所以下个月要搬去 KL。
A|你要住哪里？
B#jj-flat-plan|在看 Bangsar South 的 room，大概 RM1,300 一个月，离 office 近。
A|Bangsar South 不便宜哦。
B|Yalah, 但是我不想每天 jam 一个钟。
A#va-japan-off|唉，Hokkaido trip cancel 了，因为 hospital 不批我的 leave，三月有 accreditation audit。
B|Sayang. 那你改去哪里？
A#va-danang|可能 6 月去 Da Nang，便宜一点，四天三夜大概 RM1,800。
B|好 idea。麻糬怎样？
A#va-cat-weight|大了很多，现在 2.5 kg，每天半夜在我床上 parkour。
B|Hahaha. 对了，我奶奶问起你。
A|She okay? 好久没见她了。
B#jj-grandma|她很好，4月20号是她的80大寿，在 Bukit Mertajam 的 restaurant 请客，你一定要来！
A|Sure, 我会 apply leave。
""",
)
c.session(
    "10:00 pm on 24 March, 2024",
    """
A|So how's the first week at Kopi Labs?
B#jj-week1|Honestly it's great. My team lead is a guy named Arjun, super chill. We ship stuff every two weeks.
A|Nice. And the room?
B#jj-room|I took the Bangsar South room in the end, but the owner gave me a better price, RM1,200 a month including utilities.
A|Not bad lah.
A#va-pottery|I started a pottery class, every Saturday morning in Bangsar. 你要不要一起？
B|Pottery? 我会弄坏所有东西 la.
A#va-pharmacy-idea|Also, 我在想以后自己开 community pharmacy。My sister 说可以跟我 partner。
B|Wow, that's a big step. 需要多少 capital？
A#va-capital|Around RM250,000 for a small shop, including stock. 我们现在大概存了一半。
B|Half already? You two are power.
B#jj-car|I'm selling my old Myvi in Penang, 有个买家 offer RM22,000。
A|Then how are you going to get around in KL?
B#jj-lrt|LRT lor. Bangsar South 那边有 station, 从我家走路五分钟。
A#va-cat-en|By the way, Mochi got spayed on Thursday, 21 March. She's fine, just wearing the cone of shame.
B|Poor thing. Send me a photo.
""",
)
c.session(
    "7:30 pm on 12 May, 2024",
    """
B#jj-grandma-en|Thanks for coming to my grandma's 80th birthday dinner on 20 April, she was so happy leh.
A#va-grandma-dinner|当然要来！那天二十桌 wor，你们家 relatives 好多。
B|她还一直说你小时候很 naughty。
A|Hahaha 我哪有。
B#jj-gf|Eh I have news. 我和 Shu Ting 在一起了，她是我们 Kopi Labs 的 product designer。
A|终于！是不是 office romance？
B#jj-firstdate|Kind of lah. 我们第一次 date 是去 Petaling Street 吃 claypot chicken rice。
A#va-pharmacy-shop|我这边也有 progress。We found a shop lot in Taman Connaught, rent RM4,500 a month.
B|Nice, 那边 residential 很多，good location。
A#va-pharmacy-open|目标 9 月 1 号开，我已经跟 hospital tender resignation 了，last day 是 7 月 31 号。
B|Wah so fast. 店名呢？
A#va-pharmacy-name|叫 "Sisters Pharmacy"，中文叫 "姐妹药房"。
B|Very sweet. Da Nang 还去吗？
A#va-danang-date|去，6 月 13 号到 16 号，和两个 colleague。
B|Remember bring back coffee for me。
A|Okay lah, 但你要帮我 design 药房的 Instagram。
B#jj-logo|Deal. Shu Ting 可以帮忙做 logo。
""",
)
c.session(
    "9:50 pm on 30 June, 2024",
    """
A#va-g7|我从岘港回来了！带了两包 G7 coffee 给你。
B|Thank you! 好玩吗？
A|超好玩，Ba Na Hills 那个 Golden Bridge 人多到爆，但 beach 很 relax。
B#jj-salary-zh|我跟你说，试用期过了，公司给我加了薪，现在月薪 RM9,000，比入职的时候多五百。
A|太好了！你妈还 sad 吗？
B#jj-mum|她现在 OK 了，7 月 20 号要来 KL 看我，顺便见 Shu Ting。
A|见家长了 wor！
B#jj-room-zh|对啊，所以我要整理房间，我 Bangsar South 那间房一个月才一千二，小到不行。
A#va-cat-zh|麻糬做完绝育手术之后胖了，现在 4 公斤，vet 说要 diet。
B|Hahaha 我懂它。
A#va-pharmacy-delay|药房要 delay 了，renovation 的 contractor 太慢，现在改成 10 月 1 号开。
B|没关系，宁可慢慢来。
A#va-pharmacy-loan|我们跟 bank 借了 RM120,000，剩下的用自己的 savings。
B|那你 hospital 的 last day 还是 7 月 31 号吗？
A#va-lastday|对，还是 7 月 31 号。8 月和 9 月我会帮药房做 setup，也 part-time 帮一间 clinic。
B#jj-logo-done|好 busy。Shu Ting 的 logo 做好了，明天 send 给你。
A|太好了！我想要有 hibiscus 的，马来西亚一点。
B|Got it, 我跟她讲。
""",
)
# single-hop
c.q(4, "Jun Jie 在 Penang 的时候在哪家银行工作？", "Pulau Bank", "jj-job1")
c.q(4, "What was Jun Jie's salary at the bank in Penang?", "RM5,800", "jj-salary1")
c.q(4, "Vanessa 在 hospital 做什么工作？", "pharmacist", "va-job")
c.q(4, "How much was Vanessa's share of the condo rent in Cheras?", "RM900", "va-rent1")
c.q(4, "Jun Jie 去 interview 的 fintech startup 叫什么？", "Kopi Labs", "jj-interview-plan")
c.q(4, "Vanessa 的猫叫什么名字？", "麻糬", "va-cat va-cat-en")
c.q(4, "What is Jun Jie's job title at Kopi Labs?", "Senior data analyst", "jj-offer")
c.q(4, "Jun Jie 在 Kopi Labs 的 team lead 叫什么？", "Arjun", "jj-week1")
c.q(4, "How much does Jun Jie pay for his room in Bangsar South?", "RM1,200", "jj-room jj-room-zh")
c.q(4, "Vanessa 的 pottery class 在哪里？", "Bangsar", "va-pottery")
c.q(4, "How much capital does Vanessa need for a small pharmacy?", "RM250,000", "va-capital")
c.q(4, "买家出多少钱买 Jun Jie 的 Myvi？", "RM22,000", "jj-car")
c.q(4, "Who is Jun Jie's girlfriend?", "Shu Ting", "jj-gf")
c.q(4, "Jun Jie 和女朋友第一次 date 去了哪里？", "Petaling Street", "jj-firstdate")
c.q(4, "Where is the shop lot for Vanessa's pharmacy?", "Taman Connaught", "va-pharmacy-shop")
c.q(4, "药房店面的月租是多少？", "RM4,500", "va-pharmacy-shop")
c.q(4, "Vanessa 的药房中文名叫什么？", "姐妹药房", "va-pharmacy-name")
c.q(4, "How many tables were there at Jun Jie's grandma's birthday dinner?", "二十桌", "va-grandma-dinner")
c.q(4, "Jun Jie 现在的月薪是多少？", "RM9,000", "jj-salary-zh")
c.q(4, "How much did Vanessa's cat weigh in February 2024?", "2.5 kg", "va-cat-weight")
c.q(4, "Vanessa 开药房跟 bank 借了多少钱？", "RM120,000", "va-pharmacy-loan")
c.q(4, "What did Vanessa bring back from Vietnam for Jun Jie?", "G7 coffee", "va-g7")
c.q(4, "奶奶的80大寿在哪里请客？", "Bukit Mertajam", "jj-grandma")
c.q(4, "What does Shu Ting do at Kopi Labs?", "product designer", "jj-gf")
# temporal
c.q(2, "When was Jun Jie's interview with Kopi Labs?", "12 January", "jj-interview-plan")
c.q(2, "Vanessa 哪天回 Penang 过年？", "2月9号", "va-cny")
c.q(2, "Jun Jie 哪天开始在 Kopi Labs 上班？", "3 月 18 号", "jj-start")
c.q(2, "When was Jun Jie's grandma's 80th birthday dinner?", "20 April", "jj-grandma jj-grandma-en")
c.q(2, "When was Mochi spayed?", "21 March", "va-cat-en")
c.q(2, "Vanessa 去 Da Nang 是几号到几号？", "6 月 13 号到 16 号", "va-danang-date")
c.q(2, "When is Vanessa's last day at the hospital?", "7 月 31 号", "va-pharmacy-open va-lastday")
c.q(2, "药房现在计划哪天开业？", "10 月 1 号", "va-pharmacy-delay")
c.q(2, "When is Jun Jie's mother coming to KL?", "7 月 20 号", "jj-mum")
c.q(2, "Vanessa 原本计划什么时候去 Hokkaido？", "3 月", "va-japan")
# multi-hop
c.q(1, "Jun Jie 的 Kopi Labs offer 比他在银行的薪水大约多多少？", "三千", "jj-salary1 jj-offer va-diff")
c.q(1, "Who is the team lead at the company where Shu Ting works?", "Arjun", "jj-gf jj-week1")
c.q(1, "Vanessa 开药房的 partner 和她一起住在哪里？", "Cheras", "va-rent1 va-pharmacy-idea")
c.q(1, "How far is Jun Jie's room from the LRT station?", "五分钟", "jj-room jj-lrt")
c.q(1, "Vanessa 取消 Hokkaido 之后改去了哪里？", "Da Nang", "va-japan-off va-danang")
c.q(1, "How much does Mochi weigh now?", "4 公斤", "va-cat-en va-cat-zh")
c.q(1, "谁在帮 Vanessa 的药房做 logo？", "Shu Ting", "jj-logo jj-logo-done")
c.q(1, "Jun Jie 的妈妈七月来 KL 要见的人在公司做什么？", "product designer", "jj-mum jj-gf")
# open-domain / inference
c.q(3, "Why was Vanessa's Hokkaido trip cancelled?", "不批我的 leave; 三月有 accreditation audit", "va-japan-off")
c.q(3, "Jun Jie 为什么选 Bangsar South 的房间？", "离 office 近; 不想每天塞车一个钟", "jj-flat-plan")
c.q(3, "Why was the pharmacy opening pushed back?", "contractor 太慢; renovation delayed", "va-pharmacy-delay")
c.q(3, "Why might Jun Jie find it hard to visit Vanessa at home?", "allergy; 他对猫过敏", "jj-allergy")
c.q(3, "Jun Jie 的妈妈为什么不想他搬去 KL？", "留在 Penang; 她一直希望儿子留在 Penang", "jj-mum-sad")
c.q(
    3,
    "Besides seeing Jun Jie, why is his mother coming to KL in July?",
    "见 Shu Ting; to meet his girlfriend",
    "jj-mum",
)
CONVERSATIONS.append(c)


def main() -> None:
    samples = [conv.sample() for conv in CONVERSATIONS]
    check(samples, sessions=(MIN_SESSIONS, MAX_SESSIONS))
    OUT.write_text(json.dumps(samples, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}: {len(samples)} conversations, {sum(len(s['qa']) for s in samples)} QAs")


if __name__ == "__main__":
    main()
