"""Writes bench/data/bilingual_b.json: a second hand-written LoCoMo-format bilingual test file, written
independently of bench/data/bilingual_dev.json (and blind to the engine) to check that results on the first
file generalise.

Run from the repository root: ``.venv/bin/python bench/data/make_bilingual_b.py``. It reuses the ``Conv``
helper of ``make_bilingual.py`` (importing that module builds its conversations but writes nothing): every
turn line is ``A|text`` or ``B#label|text``, every QA cites its evidence turns by label, and ``Conv.q``
refuses a QA whose gold answer (category 3: the part before the first ';') is not in its evidence turns by
the benchmark's containment rule. Before writing, ``main`` also reloads the samples with the benchmark's
loader and refuses on any warning, invalid evidence id or session outside 10-25 turns.

Four conversations: two mostly Chinese (a sister and her younger brother; two former colleagues), one
English (two old roommates) and one mixed (two colleagues in Singapore who switch between Chinese and English
mid-sentence and state several facts once in each language). Temporal answers are absolute dates or months
as the conversation states them; where a speaker first uses a relative time ("这周一", "two weeks ago",
"last Friday") the absolute date is given in the same turn or in the reply, and the relative times that are
not resolved in the text are never asked about.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.make_bilingual import Conv  # noqa: E402
from bench.locomo.data import load_locomo  # noqa: E402

OUT = Path(__file__).resolve().parent / "bilingual_b.json"
MIN_TURNS, MAX_TURNS = 10, 25

CONVERSATIONS: list[Conv] = []

# --- 1. bi-b-zh-01: 赵晓雯 (auditor in Nanjing) and her younger brother 赵鹏 (engineer in Shenzhen) -----
c = Conv("bi-b-zh-01", "赵晓雯", "赵鹏")
c.session(
    "8:15 pm on 12 March, 2023",
    """
B|姐，在干嘛呢？
A|刚从健身房回来，累死了。你呢，周末又加班了？
B#zp-job|可不是嘛，我们无人机项目下个月要交付，昨天又在公司待了一整天。
A|你们飞鸿智能也太能压榨人了吧。
B#zp-job2|没办法，做硬件的都这样。我在飞控组写嵌入式，测试一出问题全组都得陪着。
A|那工资总得对得起吧？
B#zp-salary|还行，税前月薪两万二，在深圳也就中等水平。
A#xw-salary|比我强多了，我在事务所干了六年，才一万五。
B|你还在那家叫立什么的事务所？
A#xw-job|不是立信，是中和华信，在新街口。我现在是审计经理了。
B|可以啊。不过你不是最讨厌运动吗，怎么突然去健身房了？
A#xw-diet|过年胖了八斤，受不了了。我开始生酮饮食了，米饭面条一口不碰，一周去三次健身房。
B#zp-ask-diet|什么时候开始的？
A#xw-diet-date|这周一，3月6号。
B|生酮不就是天天吃肉吗？你悠着点。
A|肉、蛋、牛油果，还有一大堆绿叶菜，没你想的那么夸张。
B|爸的腿怎么样了？
A#dad-knee|还是疼，上楼都费劲。医生说是半月板磨损，建议做个微创手术。
B|他同意了吗？
A#dad-knee2|嫌贵，一直拖着。手术加住院大概三万八，医保能报一半多。
B#zp-pay|钱的事让他别操心，我出两万。
A|你先别跟他提，他那脾气，你越说他越不做。
B|行，你劝劝。豆豆还好吧？
A#xw-dog|挺好，就是老了，十三岁了，一天睡二十个小时，妈每天早上抱它下楼晒太阳。
B#zp-gf|对了姐，我谈恋爱了。
""",
)
c.session(
    "9:30 pm on 23 April, 2023",
    """
A|上次话说一半你就跑了！那个女生到底是谁？
B#zp-gf2|她叫许蔓，在腾讯做产品运营，我们是在羽毛球俱乐部认识的。
A|你还打羽毛球？
B#zp-badminton|打啊，每周四晚上，打了大半年了。
A|好好处。项目交付了吗？
B#zp-deliver|交了，这周三交的，4月19号，总算松口气了。老板给每人发了五千块奖金。
A|不错嘛。跟你说，爸终于同意做手术了。
B|怎么劝动的？
A#dad-surgery|我带他去鼓楼医院又看了一次，医生把片子摆在他面前，他自己也怕了。定在5月16号做。
B#zp-home|那我请几天假，5月15号晚上到南京。
A|不用特意回来，我和妈照顾得过来。
B|回去一趟吧，我也好久没回家了。
A#xw-weight|对了，生酮一个多月，我瘦了六斤，现在一百一十八，目标一百一十。
B|厉害！许蔓也想减肥，还问你怎么吃的。
A|让她别学我，我最近老头晕，可能碳水吃太少了。
B|那你去看看医生。
B#zp-gf-job|还有，许蔓换工作了，从腾讯跳到了字节，还是做运营，工资涨了百分之三十。
A|这年头只有跳槽才涨薪。你没想过动一动？
B#zp-hunt|有猎头找过我，一家做扫地机器人的公司，叫澜启机器人，条件不错，我还在考虑。
A|慎重点，先把手上的事收个尾。
B|嗯，站好最后一班岗。
A#xw-dog-vac|我周五请了假，带豆豆去打疫苗。
B|它都那么老了还打？
A|兽医说老狗更要打，抵抗力差。
""",
)
c.session(
    "12:40 pm on 4 June, 2023",
    """
B|姐，爸这两天怎么样？
A#dad-recover|恢复得不错，已经不用拄拐了，每天在小区里走两圈。
B|太好了，那天看他躺在病床上我还挺担心的。
A|医生说再过两个月就能正常爬山了。
B#zp-newjob|跟你说，我决定跳了，去澜启，下周一入职。
A#xw-ask-start|这么快？那不就是明天？
B#zp-start|对，明天，6月5号。年薪四十五万，比现在多了快一半。
A|可以啊！还是写代码？
B#zp-role|还是嵌入式，不过带一个四个人的小组，算是组长了。
A|恭喜恭喜！那你还住深圳吗？
B#zp-city|公司在东莞松山湖，从深圳过去通勤太远了，我打算搬过去。
A|东莞房租便宜吧？
B#zp-rent|便宜多了，我看中一个两房，一个月两千八，同样的房子在深圳得六千。
A|那许蔓呢？
B|她周末过来，平时各住各的，反正也不远。
A#xw-keto-stop|嗯。我跟你说，我不搞生酮了。
B|怎么了？不是瘦了挺多吗？
A#xw-keto-stop2|体检查出来血脂偏高，医生让我少吃肉，现在改成地中海饮食了，多吃鱼和橄榄油。
B|听医生的。
A|体重倒没反弹，还是一百一十八左右。
B|豆豆疫苗打了吗？
A#xw-dog-heart|打了，兽医说它心脏有点杂音，要定期复查。
B|唉，年纪大了。
""",
)
c.session(
    "10:05 pm on 19 August, 2023",
    """
A|小鹏，睡了吗？
B|没呢，刚加完班。怎么了姐？
A#dog-died|豆豆走了，昨天下午，在妈怀里睡过去的。
B|啊……怎么这么突然？上个月视频的时候还好好的。
A#dog-cause|心衰，兽医说它那个心脏杂音其实一直在加重。十三岁了，也算寿终正寝。
B|妈还好吗？
A|哭了一晚上，现在爸陪着她。
B|我下周回去一趟吧。
A#dog-bury|不用折腾了，我们把它埋在溧水外婆家院子里的桂花树下了。
B|那挺好，以后回去还能看看它。
A|嗯。不说这个了，新工作怎么样？
B#zp-team|挺好的，小组现在扩到六个人了，上个月招了两个应届生。
A|管人累不累？
B|比写代码累多了，哈哈。
A|许蔓呢？
B#zp-marry|我们打算明年结婚了，上周末我去她家见了她爸妈。
A|真的？！她家是哪里的？
B#xm-family|湖南长沙的，她爸是中学校长，她妈开了个米粉店。
A|米粉！你有口福了。
B|她妈做的牛肉粉确实好吃。
A#xw-promo-plan|我这边也有点消息，合伙人说年底可能提我当高级经理。
B|加油！能涨多少？
A|说是到两万左右吧，没定的事先不说。
B|嗯，姐你早点睡，别太难过。
""",
)
c.session(
    "7:20 pm on 28 October, 2023",
    """
B|姐，国庆回家看到爸爬紫金山，健步如飞啊。
A#dad-hike|是啊，他现在每周二、周五跟老同事去爬山，比我还能走。
B|手术做得值。
A#mom-paint|妈也不怎么念叨豆豆了，开始去老年大学学国画。
B|妈还有这爱好？
A#mom-paint2|她年轻时候就喜欢。每周一上午上课，画了一堆牡丹。
B|回头让她给我和许蔓画一幅当结婚礼物。
A|日子定了吗？
B#zp-wedding|定了，明年4月20号，在长沙办。
A|好，我提前请假。东莞那边不办吗？
B|在东莞请朋友吃顿饭就行，不搞那么复杂。
A|你们婚房呢？
B#zp-house|在松山湖买了，一百二十平，首付一百二十万，我俩一人出一半。
A|天哪，你哪来这么多钱？
B|这几年攒的，爸妈又支援了二十万。
A|月供多少？
B#zp-mortgage|一个月一万一，两个人还，压力不大。
A|挺好。跟你说，我升职的事定了。
B#zp-ask-promo|高级经理？
A#xw-promo|对，11月1号开始，月薪两万一，比合伙人说的还多一千。
B|恭喜！这下你也是领导了。
A#xw-chengdu|领导谈不上，出差倒是更多了，下个月要去成都待两周。
B|成都好啊，天天吃火锅。
A#xw-spice|我现在胃不好，一点辣都吃不了，只能看着同事吃。
B|哈哈，太惨了。
""",
)
c.session(
    "11:00 am on 10 January, 2024",
    """
A|小鹏，你们春节回南京吗？
B#zp-cny|回，2月8号到，许蔓也一起来，第一次来我们家过年。
A|太好了，妈已经开始准备了，说要做她最拿手的盐水鸭。
B#xm-duck|许蔓不吃鸭子，她小时候被鸭子追着咬过，哈哈。
A|那我得跟妈说一声。她爱吃什么？
B#xm-food|辣的都行，最爱剁椒鱼头。
A|那好办，爸的剁椒鱼头是一绝。
B|爸现在还爬山吗？
A#dad-huangshan|爬，上个月还跟老同事去了趟黄山。
B|厉害！你成都出差怎么样？
A#xw-chengdu2|冷，成都冬天那种湿冷，我感冒了一个星期。
B|你现在出差多吗？
A#xw-cpa|一个月至少一次。我今年还得考CPA最后一科，就差税法了，8月考。
B|加油。妈的国画学得怎么样了？
A#mom-paint3|进步很大，有一幅牡丹还在老年大学的画展上展出了。
B|那我们的结婚礼物有着落了。
A#mom-dog|对了，妈说春节后想再养一只狗。豆豆8月走了以后，她一直不习惯。
B|好啊，领养一只吧。
A#mom-dog2|她想去救助站看看，想要一只柯基。
B|柯基好，活泼。
A|行，春节见！
""",
)
c.q(4, "赵鹏在飞鸿智能负责哪块工作？", "写嵌入式", "zp-job2")
c.q(4, "赵晓雯在哪家事务所工作？", "中和华信", "xw-job")
c.q(4, "赵晓雯的事务所在南京什么地方？", "新街口", "xw-job")
c.q(4, "赵晓雯升职前是什么职位？", "审计经理", "xw-job")
c.q(4, "赵鹏的女朋友在哪里认识的？", "羽毛球俱乐部", "zp-gf2")
c.q(4, "许蔓跳槽后工资涨了多少？", "百分之三十", "zp-gf-job")
c.q(4, "赵晓雯的爸爸膝盖是什么毛病？", "半月板磨损", "dad-knee")
c.q(4, "爸爸的手术在哪家医院做？", "鼓楼医院", "dad-surgery")
c.q(4, "爸爸的手术加住院大概要花多少钱？", "三万八", "dad-knee2")
c.q(4, "赵鹏答应给爸爸出多少手术费？", "两万", "zp-pay")
c.q(4, "豆豆是怎么死的？", "心衰", "dog-cause")
c.q(4, "豆豆埋在哪里？", "桂花树下", "dog-bury")
c.q(4, "赵鹏在东莞看中的两房月租多少？", "两千八", "zp-rent")
c.q(4, "澜启机器人做什么产品？", "扫地机器人", "zp-hunt")
c.q(4, "许蔓的爸爸是做什么的？", "中学校长", "xm-family")
c.q(4, "许蔓的妈妈开了什么店？", "米粉店", "xm-family")
c.q(4, "赵鹏和许蔓的婚房有多大？", "一百二十平", "zp-house")
c.q(4, "赵鹏的房贷每个月还多少？", "一万一", "zp-mortgage")
c.q(4, "赵晓雯的妈妈在老年大学学什么？", "国画", "mom-paint")
c.q(4, "妈妈最常画什么花？", "牡丹", "mom-paint2 mom-paint3")
c.q(4, "许蔓最爱吃哪道菜？", "剁椒鱼头", "xm-food")
c.q(4, "妈妈想再养一只什么狗？", "柯基", "mom-dog2")
c.q(4, "赵晓雯的CPA还差哪一科没考？", "税法", "xw-cpa")
c.q(4, "爸爸上个月和老同事去哪里旅游了？", "黄山", "dad-huangshan")
c.q(1, "赵鹏现在的收入是多少？", "年薪四十五万", "zp-salary zp-start")
c.q(1, "赵晓雯现在月薪多少？", "两万一", "xw-salary xw-promo")
c.q(1, "赵晓雯现在是什么职位？", "高级经理", "xw-job zp-ask-promo xw-promo")
c.q(1, "赵鹏现在住在哪个城市？", "东莞", "zp-salary zp-city")
c.q(1, "赵晓雯现在还在生酮吗？吃什么饮食？", "地中海饮食", "xw-diet xw-keto-stop2")
c.q(1, "赵鹏在澜启带的小组现在有几个人？", "六个人", "zp-role zp-team")
c.q(1, "赵鹏的婚礼在女方老家办，是哪个城市？", "长沙", "xm-family zp-wedding")
c.q(1, "爸爸做完膝盖手术后现在多久去爬一次山？", "每周二、周五", "dad-surgery dad-hike")
c.q(2, "赵晓雯是哪天开始生酮饮食的？", "3月6号", "zp-ask-diet xw-diet-date")
c.q(2, "飞鸿智能的无人机项目是哪天交付的？", "4月19号", "zp-deliver")
c.q(2, "爸爸的膝盖手术定在哪天？", "5月16号", "dad-surgery")
c.q(2, "赵鹏哪天晚上回到南京？", "5月15号", "zp-home")
c.q(2, "赵鹏哪天入职澜启？", "6月5号", "xw-ask-start zp-start")
c.q(2, "豆豆是几月份去世的？", "8月", "dog-died mom-dog")
c.q(2, "赵鹏和许蔓的婚礼是哪天？", "4月20号", "zp-wedding")
c.q(2, "赵晓雯的高级经理从哪天开始？", "11月1号", "xw-promo")
c.q(2, "赵鹏春节哪天到南京？", "2月8号", "zp-cny")
c.q(2, "赵晓雯几月份考税法？", "8月", "xw-cpa")
c.q(2, "赵鹏一般什么时候打羽毛球？", "每周四晚上", "zp-badminton")
c.q(2, "妈妈的国画课是什么时间？", "每周一上午", "mom-paint2")
c.q(3, "赵晓雯去成都出差为什么没法跟同事吃火锅？", "胃不好; 她一点辣都吃不了", "xw-spice")
c.q(3, "春节妈妈做盐水鸭，许蔓会吃吗？", "不吃鸭子; 她小时候被鸭子追着咬过", "xm-duck")
c.q(3, "赵晓雯为什么放弃了生酮饮食？", "血脂偏高; 医生让她少吃肉", "xw-keto-stop2")
c.q(3, "赵鹏为什么要从深圳搬走？", "通勤太远; 新公司在东莞松山湖", "zp-city")
c.q(3, "爸爸一开始为什么不肯做膝盖手术？", "嫌贵; 手术加住院要三万八", "dad-knee2")
CONVERSATIONS.append(c)

# --- 2. bi-b-zh-02: 孙浩 (architect in Wuhan) and 何佳 (his former colleague, now an illustrator) -----
c = Conv("bi-b-zh-02", "孙浩", "何佳")
c.session(
    "6:50 pm on 9 February, 2022",
    """
B|浩哥，年过得怎么样？
A|别提了，初三就被叫回院里改图，甲方说节后马上要报规。
B|哈哈，熟悉的味道，我辞职真是辞对了。
A#sh-job|你是解放了。我还在江城院，现在带一个做医院项目的小组，六个人。
B|医院项目最麻烦，流线改来改去。
A#sh-ask-work|可不是。你那边呢，单干以后接到活了吗？
B#hj-freelance|接了几个，主要给出版社画封面插画，一张三千到五千不等，勉强够活。
A|比上班自由吧？
B#hj-income|自由是自由，就是收入不稳，上个月只挣了六千，这个月可能有一万二。
A|慢慢来，口碑起来就好了。
B#hj-book|我在画自己的绘本，讲一只鲸鱼送信的故事，叫《鲸鱼邮差》。
A|这名字好！画完了给我儿子看。
B#hj-ask-son|小满几岁了？
A#sh-son|四岁半，上中班，天天在家拿乐高盖房子，说以后要当建筑师。
B|哈哈，子承父业。林悦还好吗？
A#sh-wife|挺好，她诊所年前刚加了两个牙椅，忙得不行。
B|她那诊所在光谷吧？
A#sh-wife2|对，在光谷，她现在是合伙人了，主要做正畸。
B#hj-dentist|你们家一个建筑师一个牙医，日子不错啊。
A|房贷一压，什么都不剩，哈哈。
B#hj-move-plan|对了，我在考虑搬去青岛。我男朋友在那边，而且我喜欢海，武汉夏天太热了。
A|你男朋友是做什么的来着？
B#hj-bf|周然，在海洋大学做博士后，研究海藻的。
A|那你什么时候走？
B#hj-move-when|大概3月底吧，等这边房子退了。
""",
)
c.session(
    "9:10 pm on 26 March, 2022",
    """
A|何佳，到青岛了吗？
B#hj-arrive|前天到的，3月24号，箱子还没拆完。
A|住哪边？
B#hj-home|崂山区，离海边走路十分钟，一室一厅，月租两千五。
A|跟武汉差不多嘛。
B|差不多，就是房子老一点。
A|周然呢？你们住一起？
B#hj-zr-live|没有，他住学校宿舍，骑车二十分钟，不远。
A#sh-news|挺好。我这边出了点事。
B|怎么了？
A#sh-sugar|体检查出来血糖高，空腹七点二，医生说是糖尿病前期。
B|啊？你才三十六吧？
A#sh-sugar2|三十七了。医生让我控糖，每天走一万步，我现在每天早上走到地铁站，两公里半。
B|你以前一天两杯奶茶，这下要命了。
A|是啊，戒奶茶比戒烟还难。
B|你还抽烟吗？
A#sh-smoke|早戒了，小满出生那年就戒了。
B|那还好。林悦肯定盯着你吃饭吧？
A#sh-lunch|她现在每天给我带饭，糙米饭加一堆青菜，同事都笑我。
B|幸福的烦恼。
A|你的绘本画得怎么样了？
B#hj-book2|画了一半，有家出版社有兴趣，叫海豚童书，下个月跟编辑见面。
A|加油，有好消息告诉我。
""",
)
c.session(
    "2:30 pm on 14 May, 2022",
    """
B|浩哥！好消息！
A|绘本签了？
B#hj-sign|签了！海豚童书，首印八千册，预付版税两万。
A|恭喜恭喜！什么时候能买到？
B#hj-pub|说是今年11月上市，赶在年底书展前。
A|到时候我买十本送人。
B|哈哈，谢谢浩哥。你血糖怎么样了？
A#sh-sugar3|复查了，空腹降到六点一，瘦了十二斤。
B|走路这么有用？
A#sh-swim|不光走路，我还开始游泳了，每周二、周四下班后去，一次一千米。
B|一千米！你以前不是只会狗刨吗？
A|报了个成人班，教练从头教的自由泳。
B|小满呢？
A#sh-lego|上个月参加了幼儿园的乐高比赛，拿了二等奖，搭了个黄鹤楼。
B|果然是建筑师的儿子。
A#sh-ask-draw|林悦想送他去学画画，你有什么建议？
B#hj-advice|这么小别学技法，就让他乱画，保护想象力最重要。
A|好，听专业人士的。
B#hj-dog|对了，我养了只狗，海边捡的小土狗，叫海带。
A#sh-guess|哈哈哈，海带！周然起的吧？
B#hj-dog2|对，他研究海藻，看什么都想用海藻起名。
A|你在青岛习惯吗？
B|挺好的，就是五月了还冷，我还穿着毛衣。
""",
)
c.session(
    "8:00 pm on 2 July, 2022",
    """
A|何佳，在吗？想听听你的意见。
B|在，怎么了？
A#sh-quit|我在考虑辞职。
B|啊？你在江城院干了快十年了吧？
A#sh-dali|十一年了。有个朋友在大理开了家做民宿设计的工作室，叫苍山设计，想拉我去当合伙人。
B|大理！那林悦和小满怎么办？
A#sh-problem|这就是难的地方，林悦的诊所刚做起来，她不可能走。
B|钱方面呢？
A#sh-offer|底薪比现在低，月薪一万八，但给百分之十五的股份。
B|你现在多少？
A#sh-salary|两万六。不过院里今年奖金砍了一半。
B|确实难选，你跟林悦好好商量。
A|嗯。你最近怎么样？
B#hj-engaged|我跟周然订婚了！
A#sh-when|天哪！恭喜！什么时候的事？
B#hj-engaged2|上周六，6月25号，他在栈桥求的婚，还下着小雨。
A|太浪漫了。婚礼呢？
B#hj-wedding-plan|明年春天吧，他老家在烟台，大概在烟台办。
A|一定去。
B|海带也要参加，我们在训练它叼戒指。
A|千万别让它吞了。
""",
)
c.session(
    "4:45 pm on 17 September, 2022",
    """
B|浩哥，最后去大理了吗？
A#sh-stay|没去。跟林悦商量了好久，决定留在武汉。
B|那工作室那边呢？
A#sh-advisor|我给他们当外部顾问，远程看方案，一个月飞一趟大理。
B|两头都不耽误，挺好。
A#sh-promo|院里也挽留我，升我做了副总建筑师，月薪涨到三万一。
B|这比去大理还划算！
A|是啊，不然我真走了。
B|小满上大班了吧？
A#sh-son-class|上了，还报了你说的那种自由画画班，每周六上午。
B|画得怎么样？
A|全是房子，哈哈，还有一张画的是你的鲸鱼。
B|我的书还没出，他怎么知道？
A#sh-sketch|我给他看了你朋友圈里的草图。
B#hj-rename|对了，书名改了，出版社嫌《鲸鱼邮差》太平，改成了《大海的信》。
A|也好听。还是11月出吗？
B#hj-delay|推迟了，改到明年1月，印厂排不过来。
A|好事多磨。
B#hj-zr-job|还有，周然博士后出站了，留在青岛，去了一家海洋生物公司做研发。
A|那你们就在青岛扎根了。
B|嗯，在看房子，想买个小两居。
""",
)
c.session(
    "10:20 am on 26 November, 2022",
    """
A|何佳，房子买了吗？
B#hj-house|买了！在市北区，八十九平，总价两百一十万。
A|恭喜！青岛房价也不便宜啊。
B|是啊，掏空了两家人的积蓄。你还每个月去大理吗？
A#sh-dali2|去，上周刚回来，那边冬天太阳好，都不想回武汉。
B|武汉冬天湿冷。血糖现在怎么样？
A#sh-sugar4|正常了，空腹五点六，医生说不用盯那么紧了。
B|奶茶又喝上了吗？
A#sh-tea|偶尔喝一杯，无糖的，一周最多一次。
B|自律！
A#sh-swim2|游泳倒是坚持下来了，现在一次能游一千五百米。
B|林悦呢？
A#sh-wife3|她又开了第二家诊所，这次专门做儿童牙科。
B|你们家越来越好了。
A|你们婚礼日子定了吗？
B#hj-wedding|定了，明年4月15号，在烟台。
A|我跟林悦带小满一起去。
B#hj-sample|好！书的样书到了，下个月寄一本给小满。
A|他肯定高兴坏了。
B#hj-whale-eyes|书里那只鲸鱼的眼睛，就是照着海带画的。
A|哈哈，海带居然当了模特。
""",
)
c.q(4, "孙浩在哪个设计院工作？", "江城院", "sh-job")
c.q(4, "孙浩在院里带的是什么项目的小组？", "医院项目", "sh-job")
c.q(4, "何佳辞职后靠什么挣钱？", "画封面插画", "sh-ask-work hj-freelance")
c.q(4, "何佳画一张封面收多少钱？", "三千到五千", "hj-freelance")
c.q(4, "孙浩的儿子叫什么名字？", "小满", "hj-ask-son sh-son")
c.q(4, "林悦的诊所主要做什么？", "正畸", "sh-wife2")
c.q(4, "林悦是做什么工作的？", "牙医", "sh-wife hj-dentist")
c.q(4, "林悦的诊所在武汉哪里？", "光谷", "sh-wife2")
c.q(4, "周然是研究什么的？", "海藻", "hj-bf")
c.q(4, "何佳在青岛租的房子每月多少钱？", "两千五", "hj-home")
c.q(4, "孙浩体检时空腹血糖多少？", "七点二", "sh-sugar")
c.q(4, "孙浩每天早上走多远去地铁站？", "两公里半", "sh-sugar2")
c.q(4, "何佳的绘本是哪家出版社出的？", "海豚童书", "hj-book2 hj-sign")
c.q(4, "何佳的绘本首印多少册？", "八千册", "hj-sign")
c.q(4, "小满在乐高比赛中搭了什么？", "黄鹤楼", "sh-lego")
c.q(4, "何佳的狗叫什么？", "海带", "hj-dog")
c.q(4, "周然在哪里向何佳求婚的？", "栈桥", "hj-engaged2")
c.q(4, "想拉孙浩去大理的工作室叫什么？", "苍山设计", "sh-dali")
c.q(4, "大理的工作室给孙浩多少股份？", "百分之十五", "sh-offer")
c.q(4, "孙浩现在在院里是什么职位？", "副总建筑师", "sh-promo")
c.q(4, "林悦的第二家诊所专门做什么？", "儿童牙科", "sh-wife3")
c.q(4, "何佳在青岛买的房子多大？", "八十九平", "hj-house")
c.q(4, "周然的老家在哪里？", "烟台", "hj-wedding-plan")
c.q(1, "孙浩现在的空腹血糖是多少？", "五点六", "sh-sugar sh-sugar4")
c.q(1, "孙浩现在月薪多少？", "三万一", "sh-salary sh-promo")
c.q(1, "何佳的绘本最后叫什么名字？", "大海的信", "hj-book hj-rename")
c.q(1, "周然博士后出站后在做什么？", "研发", "hj-bf hj-zr-job")
c.q(1, "何佳现在的房子在青岛哪个区？", "市北区", "hj-home hj-house")
c.q(1, "孙浩现在一次能游多远？", "一千五百米", "sh-swim sh-swim2")
c.q(1, "狗的名字是谁起的？", "周然", "sh-guess hj-dog2")
c.q(1, "孙浩现在和大理的工作室是什么关系？", "外部顾问", "sh-dali sh-advisor")
c.q(2, "何佳哪天到的青岛？", "3月24号", "hj-arrive")
c.q(2, "何佳原本打算什么时候搬去青岛？", "3月底", "hj-move-when")
c.q(2, "何佳和周然是哪天订婚的？", "6月25号", "sh-when hj-engaged2")
c.q(2, "何佳的绘本原定几月上市？", "11月", "hj-pub")
c.q(2, "绘本推迟到什么时候出版？", "1月", "hj-delay")
c.q(2, "何佳和周然的婚礼是哪天？", "4月15号", "hj-wedding")
c.q(2, "孙浩每周哪几天去游泳？", "周二、周四", "sh-swim")
c.q(2, "小满的画画班什么时候上课？", "每周六上午", "sh-son-class")
c.q(2, "孙浩是什么时候戒烟的？", "小满出生那年", "sh-smoke")
c.q(3, "何佳为什么要搬去青岛？", "男朋友在那边; 而且她喜欢海，武汉夏天太热", "hj-move-plan")
c.q(3, "孙浩最后为什么没去大理？", "林悦的诊所刚做起来; 他跟林悦商量后决定留在武汉", "sh-problem sh-stay")
c.q(3, "何佳的狗为什么叫海带？", "研究海藻; 周然研究海藻，喜欢用海藻起名", "hj-dog2")
c.q(3, "何佳建议小满怎么学画画？", "别学技法; 让他乱画，保护想象力", "sh-ask-draw hj-advice")
c.q(3, "书还没出，小满怎么会画何佳的鲸鱼？", "朋友圈里的草图; 孙浩给他看过", "sh-sketch")
c.q(3, "孙浩为什么现在只喝无糖奶茶？", "糖尿病前期; 他在控糖", "sh-sugar sh-tea")
CONVERSATIONS.append(c)

# --- 3. bi-b-en-01: Olivia (a vet in Austin) and Sam (her old college roommate in Boston), English -------
c = Conv("bi-b-en-01", "Olivia", "Sam")
c.session(
    "7:05 pm on 14 September, 2023",
    """
B|Liv! Did you survive the first week of school?
A|Barely. Did YOU? You're the teacher.
B#sm-job|Ha. Year nine of teaching chemistry at Brookline High. The kids get younger every year.
A|Or you get older.
B|Rude. Accurate, but rude. How are the twins liking first grade?
A#ol-twins|Ella loves it. Noah cried at drop-off two days in a row, then decided his teacher is the best human alive.
B|That tracks. And work?
A#ol-job|Busy as ever. Still at Riverside Animal Hospital, doing surgeries on Tuesdays and Thursdays.
B|Do you still want your own place someday?
A#ol-plan|More than ever. I'm pricing out a small clinic in South Austin. The bank wants a business plan by December.
B|That's huge, Liv.
A#ol-loan|It's terrifying. I'd need a loan of about $250,000 to get started.
B|Is Marcus on board?
A#ol-marcus|He is. He's picking up overtime at the fire station so we can save, which means I barely see him.
B|How's Rufus holding up with everyone so busy?
A#ol-rufus|Old man Rufus sleeps through all of it. He turned fourteen in July.
B#sm-theo|Theo says hi, by the way. His bakery finally turned a profit this summer. He's up at 4 a.m. making croissants.
A|I still dream about his almond croissant.
B#sm-theo2|He'll be thrilled. He's talking about a second location in Somerville.
A|Everyone is expanding but me.
B#sm-money|Honestly I'm the one who's stuck. I make $64,000 a year and I've basically hit the top of the salary scale.
A|Have you thought about leaving teaching?
B#sm-interview|Actually... I have an interview next Friday with a biotech in Cambridge. Corvane Therapeutics, lab operations.
A|SAM. Why didn't you lead with that?
B|Because I'll probably chicken out.
""",
)
c.session(
    "5:40 pm on 29 October, 2023",
    """
A|So?? Six weeks of radio silence. Did you take it?
B#sm-offer|I took it! Started at Corvane on October 16. My title is lab operations manager.
A|Congratulations! How does it feel?
B#sm-salary2|Weird. Good weird. They're paying me $98,000, more than I ever made teaching.
A|That's a massive jump.
B|My students made me a card shaped like a periodic table. I cried in the parking lot.
A|Of course you did. I'm glad you went for it.
B|How about you? How's the business plan?
A|Half done. And, sad news, we lost Rufus two weeks ago.
B|Oh no, Liv. What happened?
A#ol-rufus2|Kidney failure. We put him to sleep on October 15, and the twins drew pictures to put in his box.
B|That's heartbreaking and sweet at the same time.
A|Noah keeps asking if Rufus is with the dinosaurs now.
A#ol-fast|Anyway, I've been coping by doing intermittent fasting. Sixteen-eight, nothing before noon.
B|How's that going?
A|I'm hangry until about 11:59.
A#ol-dad|Also, my dad fell last weekend. He's okay, but he fractured his hip.
B|Oh no! Is he still in Houston?
A#ol-dad2|Yes, he's at Memorial Hermann. Surgery went fine, and my brother Kyle is staying with him for now.
B|Give him my love. Tell him the chemistry teacher says to take his calcium.
A|Ha, I will. How's the commute to Cambridge?
B#sm-bike|I bike it. It's 3.5 km each way along the river, ten minutes faster than the T.
""",
)
c.session(
    "8:20 pm on 6 December, 2023",
    """
B|Did you send the business plan?
A#ol-plan-sent|Sent it last Friday, December 1st. Now I wait for the bank to get back to me.
B|Fingers crossed. Does the clinic have a name yet?
A#ol-name|Bluebonnet Veterinary. Marcus picked it, after the state flower.
B|Love it.
A|How's the new job treating you?
B#sm-job2|Honestly great. I handle inventory and safety for forty scientists, and I'm home by 5:30.
A|A normal schedule. Teachers everywhere weep.
B#sm-run|I've even started running with a group from work. Did my first 5K race on Saturday, 31 minutes.
A|Who are you?
B|I know. Theo thinks I've been replaced by a pod person.
A#ol-fast-stop|I quit the fasting thing, by the way. I got dizzy in the middle of a spay surgery. Not worth it.
B|Yeah, that's a hard stop.
A|Back to three meals and a lot of coffee.
B#sm-lease|Theo signed the lease for the Somerville shop. It should open in March.
A|He's unstoppable. Same name?
B#sm-bakery-name|Same name, Crumb & Co. He says it's a brand now.
B|How's your dad doing?
A#ol-dad3|Walking with a cane already. Kyle went back to Dallas, and a physical therapist comes three times a week.
B|Good. Holiday plans?
A#ol-xmas|Houston for Christmas, so the twins can see Grandpa. Then home for New Year's.
B#sm-xmas|We're flying to Manchester to see Theo's mum. First time I'll meet his aunts.
A|Good luck. British aunts are intense.
""",
)
c.session(
    "1:15 pm on 20 January, 2024",
    """
A|Sam! The bank said yes!
B|LIV!! Tell me everything.
A#ol-loan-ok|They approved $240,000. A bit less than I asked for, but enough to get going.
B|So when do you open?
A#ol-open-plan|If the build-out goes well, June. I'm giving notice at Riverside next month.
B|It's real now. How's Marcus?
A#ol-marcus2|Proud and tired. He just got promoted to captain at Station 14, so the overtime paid off.
B|Captain Marcus! Fancy.
A|The twins told their whole class their dad is the boss of fire.
B|How was Christmas with your dad?
A|Sweet. He let Noah borrow his cane as a lightsaber, which he will deny ever happened.
A|How was Manchester?
B#sm-uk|Rainy and lovely. The aunts adored me after I ate three helpings of Lancashire hotpot.
A|Smart move.
B#sm-cat|Also, we adopted a cat when we got back. A grey tabby named Bunsen.
A|You named a cat after a burner.
B#sm-bunsen|Once a chemistry teacher, always a chemistry teacher.
A#ol-coffee|I really need to cut back on coffee. I'm at five cups a day.
B|Five?!
A|Vet life. Emergencies don't care what time it is.
B#sm-raise|Corvane gave me a raise after my first review, by the way. I'm at $105,000 now.
A|Already? You've been there three months!
B|They like that I don't let anyone blow up the lab.
""",
)
c.session(
    "6:30 pm on 9 March, 2024",
    """
B|Liv, how's the build-out going?
A#ol-mold|Chaos. The contractor found mold behind the drywall, so opening slips to July.
B|Ugh. Did you leave Riverside yet?
A#ol-quit|Yep. My last day was February 29th. A leap-day exit felt fitting.
B|Very you.
A|So now I'm unemployed, living on savings, and yelling at contractors.
B|It'll be worth it.
A#ol-hire|I did hire my first employee, though. A vet tech named Rosa, she worked with me at Riverside.
B|You're poaching staff! I respect it.
A|She asked! I swear.
B#sm-bakery-open|Theo's Somerville bakery opened last weekend, on March 2nd. Lines around the block.
A|So proud of him!
B#sm-half|And I signed up for a half marathon in May. The Cape Cod one.
A|From zero to half marathon in six months.
B#sm-run2|I'm running four days a week now. My longest run so far is 10 miles.
A|Meanwhile I can't run to the mailbox.
B|How are the twins?
A#ol-noah|Noah broke his arm falling off the monkey bars. Ella is furious she doesn't get a cast too.
B|Twin logic. When does it come off?
A#ol-cast|March 22nd, if the X-ray looks good.
A#ol-coffee2|Oh, and I'm down to two cups of coffee a day. Green tea in the afternoon.
B|Look at you!
""",
)
c.session(
    "9:45 am on 27 April, 2024",
    """
A|Quick update before the twins wake up.
B|Go!
A#ol-open|Bluebonnet Veterinary opens July 8. The mold is gone and the floors are in.
B|It's in my calendar. We're flying down.
A|Really?
B#sm-visit|Theo and I already decided. We'll come for the opening and stay a week.
A|You're the best.
B#sm-move|I have news too. We bought a condo in Somerville, two bedrooms, five minutes from the new bakery. Closing is June 14.
A|Congrats, homeowner!
B|Bunsen is going to love the moving boxes. He's asleep in one right now.
A|Cats.
B|How's the budget holding up?
A#ol-mold-cost|Tight. The mold ate $18,000 of my contingency, but we'll open.
B|How's your dad?
A#ol-dad4|Back to golf! He played nine holes last week and called me just to brag.
B|Love that.
A#ol-kyle|And Kyle is getting married in October, in Dallas. His fiancée Jasmine is a dentist.
B|A wedding year for your family.
A#ol-rosa|Rosa is running the front desk setup. I couldn't do this without her.
B#sm-half2|My half marathon is in two weeks, by the way. Sunday, May 12, in Hyannis.
A|Run fast. I'll be refreshing the tracker.
""",
)
c.q(4, "What subject did Sam teach?", "chemistry", "sm-job")
c.q(4, "Which school did Sam teach at?", "Brookline High", "sm-job")
c.q(4, "Where did Olivia work before starting her own clinic?", "Riverside Animal Hospital", "ol-job")
c.q(4, "Where does Marcus work?", "fire station", "ol-marcus")
c.q(4, "What does Theo bake every morning?", "croissants", "sm-theo")
c.q(4, "How much did Olivia originally think she would need to borrow?", "$250,000", "ol-loan")
c.q(4, "Which company interviewed Sam?", "Corvane Therapeutics", "sm-interview")
c.q(4, "What is Sam's job title at Corvane?", "lab operations manager", "sm-offer")
c.q(4, "What did Rufus die of?", "Kidney failure", "ol-rufus2")
c.q(4, "What injury did Olivia's father have?", "fractured his hip", "ol-dad")
c.q(4, "Which hospital treated Olivia's dad?", "Memorial Hermann", "ol-dad2")
c.q(4, "Who is Kyle?", "brother", "ol-dad2")
c.q(4, "How far is Sam's bike ride to work?", "3.5 km", "sm-bike")
c.q(4, "What is Olivia's clinic called?", "Bluebonnet Veterinary", "ol-name")
c.q(4, "Who came up with the clinic's name?", "Marcus", "ol-name")
c.q(4, "How long did Sam take to run her first 5K race?", "31 minutes", "sm-run")
c.q(4, "What did Sam eat to win over Theo's aunts?", "Lancashire hotpot", "sm-uk")
c.q(4, "What kind of cat is Bunsen?", "grey tabby", "sm-cat")
c.q(4, "What rank was Marcus promoted to?", "captain", "ol-marcus2")
c.q(4, "Who is Rosa?", "vet tech", "ol-hire")
c.q(4, "How did Noah break his arm?", "falling off the monkey bars", "ol-noah")
c.q(4, "What does Kyle's fiancée do for a living?", "dentist", "ol-kyle")
c.q(4, "How much did the mold cost Olivia?", "$18,000", "ol-mold-cost")
c.q(1, "What is Sam's salary now?", "$105,000", "sm-money sm-salary2 sm-raise")
c.q(1, "How much money did Olivia end up getting from the bank?", "$240,000", "ol-loan ol-loan-ok")
c.q(1, "Is Olivia still doing intermittent fasting?", "quit the fasting thing", "ol-fast ol-fast-stop")
c.q(1, "How many cups of coffee does Olivia drink a day now?", "two cups", "ol-coffee ol-coffee2")
c.q(1, "How is Olivia's father doing after his hip fracture?", "Back to golf", "ol-dad ol-dad4")
c.q(1, "How long is Sam's longest run so far?", "10 miles", "sm-run sm-run2")
c.q(1, "In which town did Theo open his second bakery?", "Somerville", "sm-theo2 sm-bakery-open")
c.q(1, "What is the name of the business Sam's husband runs?", "Crumb & Co.", "sm-theo sm-bakery-name")
c.q(1, "Who is running the front desk setup at Olivia's new clinic?", "Rosa", "ol-hire ol-rosa")
c.q(2, "When did Sam start working at Corvane?", "October 16", "sm-offer")
c.q(2, "When was Rufus put to sleep?", "October 15", "ol-rufus2")
c.q(2, "When did Olivia send her business plan to the bank?", "December 1st", "ol-plan-sent")
c.q(2, "When did Theo's Somerville bakery open?", "March 2nd", "sm-bakery-open")
c.q(2, "When was Olivia's last day at Riverside?", "February 29th", "ol-quit")
c.q(2, "When is Noah's cast supposed to come off?", "March 22nd", "ol-noah ol-cast")
c.q(2, "When does Bluebonnet Veterinary open?", "July 8", "ol-open")
c.q(2, "When does Sam close on the Somerville condo?", "June 14", "sm-move")
c.q(2, "When is Sam's half marathon?", "May 12", "sm-half2")
c.q(2, "When is Kyle's wedding?", "October", "ol-kyle")
c.q(2, "On which days does Olivia do surgeries at Riverside?", "Tuesdays and Thursdays", "ol-job")
c.q(3, "Why did Olivia stop intermittent fasting?", "dizzy; she got dizzy during a spay surgery", "ol-fast-stop")
c.q(3, "Why was Olivia's clinic opening delayed?", "mold; mold behind the drywall", "ol-open-plan ol-mold")
c.q(3, "Why did Sam name the cat Bunsen?", "chemistry teacher; after the Bunsen burner", "sm-cat sm-bunsen")
c.q(3, "Why did Sam consider leaving teaching?", "top of the salary scale; her pay had stopped rising", "sm-money")
c.q(3, "Why is Olivia's family going to Houston for Christmas?", "see Grandpa; her dad lives there", "ol-dad2 ol-xmas")
CONVERSATIONS.append(c)

# --- 4. bi-b-mix-01: Jess (林嘉欣) and Kevin (王凯), colleagues at a Singapore fintech, zh + en mixed -----
c = Conv("bi-b-mix-01", "Jess", "Kevin")
c.session(
    "12:30 pm on 3 April, 2024",
    """
B|Jess, lunch? 楼下那家海南鸡饭？
A|好啊，but let me send this Figma file first, five minutes.
B|No rush. 又是那个onboarding？
A#js-job|对，整个app的onboarding redesign是我负责，老板说下个月要上线。
B|你们design team最近好惨。
A#js-team|三个人做五个人的活, and my manager Wei Ling is on maternity leave until June.
B|至少工资还行吧？
A#js-salary|S$7,500 a month, 说高不高说低不低，反正不够在这边买房。
B|房子呢？还住那个小房子？
A#js-rent|对，Tiong Bahru, S$2,900 for a tiny one-bedroom, 房东还说续约要涨价。
B|那就搬啊。
A#js-cat|我看了一个Bishan的，很便宜，but the landlord has two cats and I'm allergic to cats.
B|那算了，过敏很难受的。
A|Yeah, 上次去朋友家眼睛肿了一整天。你那边backend怎么样？
B#kv-job|还好，在搞payment gateway的迁移, moving everything onto the new Kafka cluster.
A|Sounds painful.
B#kv-dd|习惯了。对了，朵朵下个月满三岁，Rachel要给她办个生日party, 你来不来？
A|当然来！哪天？
B#kv-dd-party|May 11, a Saturday, 在我们condo的function room.
A|Perfect. 她喜欢什么？我去买礼物。
B#kv-dd-likes|她现在迷恐龙, anything with a T-rex.
A|OK, T-rex it is. 走吧，饿死了。
B|吃完我请你喝bubble tea.
""",
)
c.session(
    "8:45 pm on 18 May, 2024",
    """
A|Kevin, thanks for having me at the party! 朵朵太可爱了。
B|谢谢你的恐龙！她每天晚上抱着睡觉。
A|哈哈，买对了。
B#kv-transfer|Big news, by the way. HR approved my transfer to the Shanghai office. I'll start there in September.
A|What?! 你要回上海了？
B#kv-why|对，我爸去年中风以后身体一直不太好, Rachel也同意回去，离家近一点。
A|I'm sad but I get it. Rachel的工作怎么办？
B#kv-rachel|She teaches at an international school here, 她已经在面上海的几所国际学校了。
A#js-ask-grade|她教几年级来着？
B#kv-rachel2|Year 4, 小学四年级的homeroom teacher.
A|那朵朵呢？
B|幼儿园还在看, Rachel在研究，我只负责出钱，哈哈。
A#js-move|我这边也搬家了！Found a place in Tanjong Pagar, 一房一厅, S$3,100, 离公司走路八分钟。
B|Walking distance! 不用挤MRT了。
B#kv-gout|我这周出了点状况，脚趾突然肿得走不了路, the doctor says it's gout.
A|痛风？你才三十四吧？
B#kv-gout2|Thirty-five. 医生说都是啤酒和海鲜害的, so no more beer for me.
A|在新加坡不喝啤酒不吃chilli crab, 你怎么活？
B|我也不知道，正在适应。
A#js-dive|我下个月要去Tioman考潜水证, PADI Open Water, 四天的课程。
B|Tioman的珊瑚很漂亮。
A|对，想了好几年了，终于报名了。
""",
)
c.session(
    "1:10 pm on 29 June, 2024",
    """
B|Jess! 潜水证拿到了吗？
A#js-padi|拿到了，Open Water certified! 最后一潜看到了一只海龟，游得超级慢。
B|羡慕。晕船了吗？
A|第一天吐了两次，后来就好了。
A#js-promo|还有个好消息，我升职了！Design lead, starting July 1.
B|Congrats!! Wei Ling一回来就升你？
A#js-promo2|对，她六月回来以后推荐的我，工资从七千五涨到八千八。
B|你值得的。
A|你呢，上海的事都搞定了吗？
B#kv-rachel3|Rachel拿到offer了，上海浦东的一所国际学校，还是教Year 4.
A|太好了！
B#kv-date|都定了，我们8月20号飞上海，9月2号去上海办公室报到。
A|好快。我会想你的。
B|你可以来上海出差嘛。
B#kv-gout3|痛风好多了，我现在一口啤酒都不喝，改喝苏打水。
A|Good for you.
B#kv-weight|还瘦了四公斤，Rachel很满意。
A#js-allergy2|我上周去朋友家，她新养了只布偶猫，我对猫毛过敏，半小时就开始打喷嚏。
B|那你还去？
A|她不知道，我也不好意思说。
""",
)
c.session(
    "9:00 pm on 15 August, 2024",
    """
A|Kevin, 你们还有五天就走了吧？
B|对，20号的飞机，家里全是箱子。
A|需要帮忙打包吗？
B|不用，搬家公司后天来。
A|Farewell dinner on Saturday? 本来想订Jumbo, 但你不能吃螃蟹, 那我们去吃hotpot吧。
B|Hotpot好！不过我不能喝啤酒, remember?
A|I know, 苏打水管够。
B#kv-flat|我们在上海租好房子了, in Jing'an, 三房，一个月一万八人民币。
A|上海房租也不便宜啊。
B#kv-dd-school|还好公司有住房补贴。朵朵的幼儿园也定了，就在小区旁边，双语幼儿园。
A|她中文会变很好。
B#kv-dd-en|希望吧，现在她在家跟我们都讲英文。
A#js-bf|对了，跟你说个事，我有男朋友了。
B|What! 谁啊？
A#js-bf2|他叫Ethan Lim, 是我在Tioman认识的, he was the other student in my PADI course.
B|Tioman romance! 他做什么的？
A#js-bf-job|He's a civil engineer at LTA, 在做地铁的Cross Island Line.
B|挺好，稳定。
A|Kevin你怎么跟我妈一个口气。
B|哈哈，你妈还在KL吗？
A#js-mom|对，她还在Kuala Lumpur, 下个月来新加坡看我，住两个星期。
B|那得把Ethan带去给她看看。
A|Too soon! 才一个月。
""",
)
c.session(
    "7:35 pm on 5 October, 2024",
    """
B|Jess! 上海报到一个月了。
A|Kevin! 怎么样？适应吗？
B#kv-commute|挺好，就是通勤有点远，地铁四十分钟, but the metro here is really convenient.
A|新团队呢？
B#kv-team|我现在带一个八个人的backend team, first time managing people.
A|当leader了！
B#kv-dad|嗯。而且终于能每周去看我爸了，他在做康复，现在可以自己走路了。
A|That's why you went back. 太好了。
B|你妈来新加坡玩得怎么样？
A#js-mom2|住了两个星期，9月底刚回KL。我带她去了Gardens by the Bay, 她拍了两百多张照片。
B|阿姨们都这样。Ethan见到她了吗？
A#js-mom-ethan|见了！我们三个一起吃了dim sum, 她很喜欢他，一直问他会不会讲广东话。
B|他会吗？
A|一点点，哈哈。
B#kv-rachel4|Rachel很喜欢新学校，就是这边家长比新加坡的要求还多。
A|Expected.
A#js-juniors|我升职以后也忙疯了, now I'm managing two junior designers.
B|工资涨了还不请客？
A|等你回新加坡请你吃chilli crab. 哦不对，你不能吃。
B|哈哈，你记性真好。
A#js-bali|我和Ethan下个月要去Bali潜水，他要考Advanced证。
B#kv-food|好浪漫。我在上海的快乐就是生煎，每天早上楼下买四个当早饭。
""",
)
c.session(
    "3:20 pm on 30 November, 2024",
    """
A|Kevin, 上海冷了吧？
B|超冷，昨天才五度，我都忘了冬天是什么感觉了。
A|新加坡人的烦恼，哈哈。
B|Bali怎么样？
A#js-manta|Amazing! 我们看到了manta rays, 七只！Ethan也拿到了Advanced证。
B|那你呢？
A#js-aow|我的Advanced明年2月考，去Komodo。
B|你跟Ethan是认真的吧？
A#js-move2|挺认真的, we're moving in together next March. 在Bishan找了个两房, S$4,200, 一人一半。
B|Bishan! 不会是那个有猫的房子吧？
A#js-nocat|哈哈，不是，这次房东没养猫。
B|那就好，不然你天天打喷嚏。
A|你爸怎么样？
B#kv-dad2|好多了，上周还跟我妈去杭州玩了三天。
A|太好了！朵朵呢？
B#kv-dd-cn|她现在中文比英文好了，回家还跟我们讲上海话，幼儿园阿姨教的。
A|她以后会说三种语言。
B#kv-gout4|对了，我痛风半年没发作了，医生说可以偶尔喝一点啤酒。
A|那你喝了吗？
B|喝了一小杯，然后又不敢喝了，哈哈。
A#js-cny|Chinese New Year 我可能跟Ethan去上海玩，他没去过。
B#kv-guest|来啊！住我们家，我们有客房。
A|Rachel不会介意吧？
B|她早就说想见Ethan了。
""",
)
c.q(4, "What project was Jess working on in April?", "onboarding redesign", "js-job")
c.q(4, "Who is Wei Ling?", "my manager", "js-team")
c.q(4, "王凯在backend做什么项目？", "payment gateway的迁移", "kv-job")
c.q(4, "What is 朵朵 into these days?", "恐龙", "kv-dd-likes")
c.q(4, "What is Jess allergic to?", "cats", "js-cat")
c.q(4, "嘉欣对什么过敏？", "猫毛", "js-allergy2")
c.q(4, "Rachel在国际学校教几年级？", "Year 4", "js-ask-grade kv-rachel2")
c.q(4, "What did the doctor say was wrong with Kevin's toe?", "gout", "kv-gout")
c.q(4, "Where did Jess take her diving course?", "Tioman", "js-dive")
c.q(4, "嘉欣考的是什么潜水证？", "PADI Open Water", "js-dive")
c.q(4, "嘉欣最后一潜看到了什么动物？", "海龟", "js-padi")
c.q(4, "What does Ethan Lim do?", "civil engineer", "js-bf-job")
c.q(4, "Ethan在做哪条地铁线？", "Cross Island Line", "js-bf-job")
c.q(4, "Where does Jess's mother live?", "Kuala Lumpur", "js-mom")
c.q(4, "Where did Kevin rent a flat in Shanghai?", "Jing'an", "kv-flat")
c.q(4, "王凯在上海的房租是多少？", "一万八", "kv-flat")
c.q(4, "朵朵在上海上什么幼儿园？", "双语幼儿园", "kv-dd-school")
c.q(4, "How many people are on Kevin's team in Shanghai?", "八个人", "kv-team")
c.q(4, "王凯在上海每天早上吃什么？", "生煎", "kv-food")
c.q(4, "How many manta rays did Jess and Ethan see in Bali?", "七只", "js-manta")
c.q(4, "Where did Jess take her mother sightseeing?", "Gardens by the Bay", "js-mom2")
c.q(4, "嘉欣的妈妈和Ethan一起吃了什么？", "dim sum", "js-mom-ethan")
c.q(4, "How much weight did Kevin lose after giving up beer?", "四公斤", "kv-weight")
c.q(4, "What does Kevin drink instead of beer?", "苏打水", "kv-gout3")
c.q(1, "嘉欣现在的月薪是多少？", "八千八", "js-salary js-promo2")
c.q(1, "Where has Jess been living since she left Tiong Bahru?", "Tanjong Pagar", "js-rent js-move")
c.q(1, "Rachel现在在哪里教书？", "上海浦东", "kv-rachel kv-rachel3")
c.q(1, "Is Kevin allowed to drink beer now?", "可以偶尔喝一点啤酒", "kv-gout2 kv-gout4")
c.q(1, "朵朵现在哪种语言讲得更好？", "中文比英文好", "kv-dd-en kv-dd-cn")
c.q(1, "How did Jess meet Ethan?", "PADI course", "js-dive js-bf2")
c.q(1, "How is Kevin's father doing now?", "可以自己走路了", "kv-why kv-dad")
c.q(1, "How many designers does Jess manage now?", "two junior designers", "js-promo js-juniors")
c.q(2, "When was 朵朵's birthday party?", "May 11", "kv-dd kv-dd-party")
c.q(2, "王凯哪天去上海办公室报到？", "9月2号", "kv-transfer kv-date")
c.q(2, "When did Kevin's family fly to Shanghai?", "8月20号", "kv-date")
c.q(2, "When did Jess's promotion to design lead take effect?", "July 1", "js-promo")
c.q(2, "Until when was Wei Ling on maternity leave?", "June", "js-team")
c.q(2, "嘉欣的妈妈几月份来新加坡？", "9月", "js-mom js-mom2")
c.q(2, "When will Jess take her Advanced diving course?", "2月", "js-aow")
c.q(2, "When are Jess and Ethan moving in together?", "March", "js-move2")
c.q(2, "嘉欣什么时候可能去上海玩？", "Chinese New Year", "js-cny")
c.q(3, "Why didn't Jess take the cheap Bishan flat in April?", "allergic to cats; the landlord has two cats", "js-cat")
c.q(3, "王凯为什么要调回上海？", "我爸去年中风; 他想离父母近一点", "kv-why")
c.q(3, "Why can't Kevin have chilli crab?", "gout; 医生说是啤酒和海鲜害的", "kv-gout kv-gout2")
c.q(3, "Why doesn't Jess take the MRT to work any more?", "走路八分钟; her new flat is near the office", "js-move")
c.q(3, "Where could Jess and Ethan stay in Shanghai?", "客房; Kevin's family has a guest room", "kv-guest")
CONVERSATIONS.append(c)


def check(samples: list[dict[str, Any]], sessions: tuple[int, int] = (5, 7)) -> None:
    """Reload the samples with the benchmark's loader; refuse on any warning, invalid evidence id, duplicate
    question or odd session (``sessions``: how many a conversation may have; ``make_bilingual_c`` reuses this)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "samples.json"
        path.write_text(json.dumps(samples, ensure_ascii=False))
        dataset = load_locomo(path)
    problems = list(dataset.warnings)
    for conv in dataset.conversations:
        if not sessions[0] <= len(conv.sessions) <= sessions[1]:
            problems.append(f"{conv.sample_id}: {len(conv.sessions)} sessions")
        for session in conv.sessions:
            if not session.date_parsed:
                problems.append(f"{conv.sample_id}: session {session.number}: unreadable date {session.date_text!r}")
            if not MIN_TURNS <= len(session.turns) <= MAX_TURNS:
                problems.append(f"{conv.sample_id}: session {session.number}: {len(session.turns)} turns")
        for qa in conv.qa:
            if qa.invalid_evidence or not qa.evidence:
                problems.append(f"{conv.sample_id}: {qa.question!r}: evidence {qa.evidence} / {qa.invalid_evidence}")
            if qa.category not in (1, 2, 3, 4):
                problems.append(f"{conv.sample_id}: {qa.question!r}: category {qa.category}")
        questions = [qa.question for qa in conv.qa]
        if len(set(questions)) != len(questions):
            problems.append(f"{conv.sample_id}: duplicate questions")
    if problems:
        raise SystemExit("refusing to write:\n" + "\n".join(problems))


def main() -> None:
    samples = [conv.sample() for conv in CONVERSATIONS]
    check(samples)
    OUT.write_text(json.dumps(samples, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}: {len(samples)} conversations, {sum(len(s['qa']) for s in samples)} QAs")


if __name__ == "__main__":
    main()
