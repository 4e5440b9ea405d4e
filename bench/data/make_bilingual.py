"""Writes bench/data/bilingual_dev.json: four hand-written LoCoMo-format conversations in Chinese,
English and both (see bench/README.md, "bench/data/bilingual_dev.json").

Run from the repository root: ``.venv/bin/python bench/data/make_bilingual.py``. The JSON is what the
benchmark reads; this script is how it was written. Every turn line is ``A|text`` or ``B#label|text``
(A = speaker_a, B = speaker_b; a label names the turn for the QAs below it). Every QA cites its
evidence by label, and the script refuses to write the file unless each gold answer (category 3: the
part before the first ';') occurs in the text of its evidence turns, by the benchmark's own
containment rule.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bench.locomo.metrics import contains_answer  # noqa: E402

OUT = Path(__file__).resolve().parent / "bilingual_dev.json"
_LINE = re.compile(r"^(A|B)(?:#([\w-]+))?\|\s*(.+)$")


class Conv:
    def __init__(self, sample_id: str, speaker_a: str, speaker_b: str) -> None:
        self.sample_id = sample_id
        self.speakers = {"A": speaker_a, "B": speaker_b}
        self.sessions: list[tuple[str, list[dict[str, str]]]] = []
        self.labels: dict[str, dict[str, str]] = {}
        self.qa: list[dict[str, Any]] = []

    def session(self, date: str, body: str) -> None:
        number = len(self.sessions) + 1
        turns: list[dict[str, str]] = []
        for raw in body.strip().splitlines():
            line = raw.strip()
            if not line:
                continue
            match = _LINE.match(line)
            if not match:
                raise ValueError(f"{self.sample_id} session {number}: bad line {line!r}")
            who, label, text = match.groups()
            turn = {"speaker": self.speakers[who], "dia_id": f"D{number}:{len(turns) + 1}", "text": text.strip()}
            turns.append(turn)
            if label:
                if label in self.labels:
                    raise ValueError(f"{self.sample_id}: label {label!r} used twice")
                self.labels[label] = turn
        self.sessions.append((date, turns))

    def q(self, category: int, question: str, answer: str, evidence: str) -> None:
        turns = []
        for label in evidence.split():
            if label not in self.labels:
                raise ValueError(f"{self.sample_id}: QA {question!r} cites unknown label {label!r}")
            turns.append(self.labels[label])
        gold = answer.split(";", 1)[0] if category == 3 else answer
        text = "\n".join(t["text"] for t in turns)
        if not contains_answer(gold, text):
            raise ValueError(f"{self.sample_id}: gold {gold!r} of {question!r} is not in its evidence:\n{text}")
        self.qa.append(
            {"question": question, "answer": answer, "evidence": [t["dia_id"] for t in turns], "category": category}
        )

    def sample(self) -> dict[str, Any]:
        conversation: dict[str, Any] = {"speaker_a": self.speakers["A"], "speaker_b": self.speakers["B"]}
        for number, (date, turns) in enumerate(self.sessions, start=1):
            conversation[f"session_{number}_date_time"] = date
            conversation[f"session_{number}"] = turns
        return {"sample_id": self.sample_id, "conversation": conversation, "qa": self.qa}


CONVERSATIONS: list[Conv] = []

# --- 1. bi-zh-01: 李娜 and 王磊, university classmates, mostly Chinese -----------------------------
c = Conv("bi-zh-01", "李娜", "王磊")
c.session(
    "10:20 am on 8 January, 2023",
    """
A|王磊，新年快乐！好久没联系了，你最近怎么样？
B|新年快乐！还行吧，期末考试刚考完，卷子改得我头都大了。
A|哈哈，当老师就是这样。你现在还在成都那所中学吗？
B#wl-job|对，还在成都七中，教初二物理，已经第五年了。
A|真快啊。我这边也挺忙的，年底一直在赶项目。
B|你还在那家做物流软件的公司吗？
A#ln-job|是的，还在顺达科技当产品经理，在北京，做仓储系统那块。
B|待遇怎么样？听说北京互联网公司都挺卷的。
A#ln-salary|月薪两万五，不算高，但是加班确实多，经常十点才下班。
B|那你注意身体啊。对了，你家那只猫还好吗？
A#ln-cat|橘子好着呢，越来越胖了，现在快七公斤了，是只橘猫。
B|哈哈，名字起得真贴切。
A#ln-mango|前两天同事请吃芒果班戟，我都不敢碰，我对芒果过敏，上次吃完嘴都肿了。
B|这个得小心。我最近打算学游泳，学校旁边新开了个游泳馆。
A|好事啊！你之前不是一直怕水吗？
B#wl-swim-plan|是啊，所以才想克服一下，打算寒假报个成人班。
A#ln-hm-plan|我今年的目标是跑一个半程马拉松，现在每周跑三次，每次五公里左右。
B|厉害！到时候记得给我发照片。
A#ln-mom-bp|会的。就是有点担心我妈，她最近查出来血压高，医生让她少吃盐。
B|老人家血压高要按时吃药，让她别太累。
A|嗯，我已经给她买了电子血压计，每天让她量一下。
B|你真孝顺。好啦，我去做饭了，改天聊！
""",
)
c.session(
    "3:40 pm on 19 March, 2023",
    """
B|李娜！看你朋友圈说有大消息？
A#ln-offer|哈哈，是的，我拿到了杭州一家公司的offer，叫云帆数据，做数据平台的。
B|恭喜恭喜！那你要离开北京了？
A#ln-move-plan|对，准备搬去杭州了，北京的房租太贵，而且杭州离我爸妈也近一点。
B|待遇比现在好吗？
A#ln-salary2|好不少，月薪涨到三万二，还有股票期权。
B|太棒了，什么时候入职？
A#ln-start|4月10号正式入职，我下周就要去杭州看房子。
B|那橘子怎么办？也一起带过去吗？
A|当然带走，我已经问好宠物托运了。
B#wl-wife-preg|我这边也有个好消息，小雨怀孕了！预产期在9月。
A|天哪！恭喜你们！要当爸爸了！
B|谢谢，我现在都有点紧张，每天在网上查育儿知识。
A|小雨身体还好吧？
B|还行，就是早上孕吐比较厉害，现在什么油腻的都不想吃。
A|辛苦她了。你游泳学得怎么样了？
B#wl-swim|报了班了，每周三晚上去上课，现在能憋气漂十几秒了，哈哈。
A|进步很大啊！
B|对了，你搬去杭州以后还跑步吗？
A#ln-run|跑啊，杭州西湖边跑步多舒服。我上周第一次跑了十公里，用了五十八分钟。
B|可以啊，半马有希望。
A|希望吧。好了，我去整理简历交接文档了，回头聊。
""",
)
c.session(
    "8:05 pm on 2 June, 2023",
    """
A|王磊，在吗？终于有空跟你聊聊了。
B|在的在的，杭州生活怎么样？
A#ln-home|挺好的，我在西湖区租了个一室一厅，月租四千八，离公司骑车十五分钟。
B|不错啊，比北京舒服多了吧？
A#ln-ebike|舒服多了，我还买了一辆电动车，每天骑车上班，不用挤地铁了。
B|新公司怎么样？同事好相处吗？
A|同事都挺年轻的，氛围比顺达科技轻松，不过事情也不少。
B|那就好。你身体还好吧？上次你说肠胃不舒服。
A#ln-lactose|去医院查了，是乳糖不耐受，难怪我以前喝牛奶就拉肚子。
B|那以后不能喝牛奶了？
A#ln-oatmilk|对，我现在都改喝燕麦奶了，味道其实还不错。
B|我们家小雨也在喝燕麦奶，说是好消化。
A|小雨现在几个月了？
B|快六个月了，肚子已经很明显了。我们上周去做了四维彩超，是个女儿！
A|女儿好啊！名字想好了吗？
B|还在想，小雨想叫一诺，我觉得也不错。
A|好听。你暑假有什么安排？
B#wl-car|我们刚买了辆车，比亚迪宋，为了以后带孩子方便。暑假可能开车回重庆看我爸妈。
A#ln-hm-reg|不错不错。我跟你说，我报名了11月的杭州马拉松半程，已经抽中签了！
B|太厉害了！
A#ln-hm-signup|所以现在开始认真训练了，每周跑四次，周末拉一次长距离。
B|加油，到时候我们在电视上找你，哈哈。
A|哈哈，可能镜头都给不到我。好啦，我去遛……哦不对，我去给橘子铲屎了。
B|哈哈哈，去吧去吧。
""",
)
c.session(
    "11:30 am on 16 September, 2023",
    """
B#wl-baby|李娜！我当爸爸了！女儿9月8号出生的，六斤八两！
A|啊啊啊恭喜！！母女平安吗？
B|都很好，小雨恢复得也不错，就是我现在天天睡不够。
A|名字定了吗？
B#wl-baby-name|定了，就叫王一诺，小名叫糖糖。
A|好可爱！等我回成都一定去看她。
B|欢迎欢迎！你最近怎么样？
A#ln-promo|我也有好消息，8月份升职了，现在是高级产品经理了。
B|这么快！刚去半年就升职了？
A#ln-salary3|对，老板挺认可我做的数据看板项目的，月薪也涨到了三万八。
B|太牛了，请客请客！
A#ln-national|没问题，等你来杭州。对了，国庆我打算带我妈出去玩。
B|去哪里？
A#ln-yunnan-plan|去云南，大理和丽江，我妈一直想去看洱海。
B|好地方。你妈血压现在控制得怎么样？
A#ln-mom-bp2|好多了，她每天早上吃降压药，还开始跳广场舞了，高压现在一百三左右。
B|那就好。你马拉松训练怎么样？
A#ln-long-run|上周日跑了十八公里，感觉半马问题不大。
B#wl-swim2|厉害。我游泳也学会了，现在能游五十米蛙泳了。
A|哈哈，终于不怕水了！
B|还是有点怕深水区，慢慢来吧。
A|慢慢来。你多陪陪小雨和糖糖，我不打扰你了。
B|好，回头给你发糖糖的照片！
""",
)
c.session(
    "7:50 pm on 20 November, 2023",
    """
A|王磊，我跑完半马了！
B|哇！成绩多少？
A#ln-hm-time|两小时零五分，比我预想的快，最后三公里腿都快抽筋了。
B|太厉害了，第一个半马就跑这么好！
A|哈哈，谢谢。国庆带我妈去云南也特别开心。
B|大理好玩吗？
A#ln-yunnan|好玩，我们在洱海边住了三天，又去了丽江古城，我妈天天拍照发朋友圈。
B|哈哈，老人家就喜欢这样。
A#ln-coffee|跟你说个事，我现在不喝咖啡了，医生说我心悸可能跟咖啡因有关。
B|那你上班怎么提神？
A#ln-greentea|改喝绿茶了，龙井，毕竟在杭州嘛。
B|哈哈，入乡随俗。我这学期被调去教高三了，压力好大。
A#wl-grade12|高三？你不是一直教初二吗？
B#wl-grade12-b|对，学校缺物理老师，就把我调到高中部了，现在每天早上六点半就要到学校。
A|那糖糖谁带？
B#wl-mil|我丈母娘从绵阳过来帮忙带了，不然真顾不过来。
A|辛苦你们了。我最近还报了个陶艺课，每周六下午去做杯子。
B#ln-pottery|陶艺？挺文艺啊。
A#ln-pottery2|嗯，算是解压吧，我已经做出第一个歪歪扭扭的杯子了，用来喝龙井正好。
B#wl-ask-cat|哈哈，给我也做一个。橘子还好吗？
A#ln-cat-surgery|上个月做了个小手术，牙结石太严重拔了两颗牙，现在恢复了。
B|可怜的橘子。春节你回北京吗？
A#ln-spring|不回北京了，我爸妈现在在绍兴，春节我回绍兴过年。
B|对哦，你爸妈在绍兴。那你离家近了真好。
A|是啊，这也是我当初搬杭州的原因之一。你们春节呢？
B|带糖糖回重庆，让我爸妈看看孙女。
A|好，那提前祝你们新年快乐！
""",
)
c.q(4, "李娜在顺达科技做什么工作？", "产品经理", "ln-job")
c.q(4, "王磊在哪所学校教书？", "成都七中", "wl-job")
c.q(4, "李娜对什么水果过敏？", "芒果", "ln-mango")
c.q(4, "李娜的猫叫什么名字？", "橘子", "ln-cat")
c.q(4, "李娜在北京时月薪多少？", "两万五", "ln-salary")
c.q(4, "李娜去杭州入职的是哪家公司？", "云帆数据", "ln-offer")
c.q(4, "王磊每周几晚上去上游泳课？", "周三", "wl-swim")
c.q(4, "李娜在杭州的房租是多少？", "四千八", "ln-home")
c.q(4, "李娜查出了什么肠胃问题？", "乳糖不耐受", "ln-lactose")
c.q(4, "李娜现在用什么代替牛奶？", "燕麦奶", "ln-oatmilk")
c.q(4, "王磊买了什么车？", "比亚迪宋", "wl-car")
c.q(4, "王磊女儿叫什么名字？", "王一诺", "wl-baby-name")
c.q(4, "王磊女儿的小名是什么？", "糖糖", "wl-baby-name")
c.q(4, "李娜第一次半程马拉松的成绩是多少？", "两小时零五分", "ln-hm-time")
c.q(4, "李娜不喝咖啡以后改喝什么？", "绿茶", "ln-greentea")
c.q(4, "谁在帮王磊带孩子？", "丈母娘", "wl-mil")
c.q(4, "李娜每周六下午去上什么课？", "陶艺", "ln-pottery2 ln-pottery")
c.q(4, "What does Li Na's cat Juzi look like?", "橘猫", "ln-cat")
c.q(4, "What did the doctor tell Li Na's mother to cut down on?", "少吃盐", "ln-mom-bp")
c.q(4, "李娜为什么不喝咖啡了？", "心悸", "ln-coffee")
c.q(1, "李娜现在的月薪是多少？", "三万八", "ln-salary ln-salary2 ln-salary3")
c.q(1, "李娜现在住在哪个城市？", "杭州", "ln-move-plan ln-home")
c.q(1, "王磊现在教哪个年级？", "高三", "wl-job wl-grade12 wl-grade12-b")
c.q(1, "李娜报名的半程马拉松是在哪个城市？", "杭州", "ln-hm-plan ln-hm-reg")
c.q(1, "李娜国庆带妈妈去了云南哪两个地方？", "大理和丽江", "ln-yunnan-plan ln-yunnan")
c.q(1, "糖糖的妈妈叫什么名字？", "小雨", "wl-baby-name wl-wife-preg")
c.q(1, "李娜的父母住在哪里？春节她回哪里过年？", "绍兴", "ln-spring ln-move-plan")
c.q(1, "橘子上个月做手术拔了几颗牙？", "两颗牙", "wl-ask-cat ln-cat-surgery")
c.q(1, "Where does Li Na's mother's blood pressure stand now?", "一百三左右", "ln-mom-bp ln-mom-bp2")
c.q(1, "王磊报了游泳班之后，现在能游多远？", "五十米", "wl-swim wl-swim2")
c.q(2, "李娜哪天在云帆数据正式入职？", "4月10号", "ln-start")
c.q(2, "王磊的女儿是哪天出生的？", "9月8号", "wl-baby")
c.q(2, "小雨的预产期是什么时候？", "9月", "wl-wife-preg")
c.q(2, "李娜报名的杭州马拉松半程是几月份？", "11月", "ln-hm-reg")
c.q(2, "When is Li Na taking her mother to Yunnan?", "国庆", "ln-national ln-yunnan-plan")
c.q(2, "李娜是什么时候升职为高级产品经理的？", "8月", "ln-promo")
c.q(2, "王磊打算什么时候报成人游泳班？", "寒假", "wl-swim-plan")
c.q(2, "王磊现在每天早上几点要到学校？", "六点半", "wl-grade12-b")
c.q(2, "李娜在北京时通常几点下班？", "十点", "ln-salary")
c.q(3, "给李娜推荐饮料时应该避开什么？", "牛奶; 她乳糖不耐受，而且不再喝咖啡", "ln-lactose ln-coffee")
c.q(3, "李娜为什么选择搬到杭州而不是留在北京？", "离我爸妈也近; 北京房租太贵，杭州离父母近", "ln-move-plan")
c.q(3, "王磊为什么买车？", "带孩子方便; 女儿快出生了", "wl-car")
c.q(3, "Would Li Na enjoy a mango smoothie?", "过敏; no, she is allergic to mango", "ln-mango")
c.q(3, "李娜喝龙井用的杯子可能是哪来的？", "杯子; 她自己在陶艺课上做的", "ln-pottery2")
CONVERSATIONS.append(c)

# --- 2. bi-zh-02: 陈静 (a nurse) and her cousin 刘洋 (a milk-tea shop owner), mostly Chinese ---------
c = Conv("bi-zh-02", "陈静", "刘洋")
c.session(
    "9:10 pm on 14 May, 2022",
    """
B|静静，下班了没？
A|刚到家，今天急诊特别忙，一口水都没喝上。
B#cj-job|你们中山医院急诊科就是这样，护士太累了。
A#cj-job2|是啊，当护士第六年了，还是不习惯连着上夜班。
B|那你多休息。我跟你说，我奶茶店最近生意不错。
A#ly-shop|你那家在天河的店吗？
B#ly-shop2|对，就是天河体育西那家，周末一天能卖四百多杯。
A|厉害啊表哥！
B#ly-shop-plan|我在考虑2023年在佛山再开一家分店。
A|好啊，佛山人多，租金也便宜一点。
B|你最近还吃素吗？上次家庭聚会你一块肉都没动。
A#cj-veg|还在吃，从2021年开始吃素，已经一年多了，感觉身体轻松很多。
B|那你蛋白质够吗？
A|我吃豆腐和鸡蛋，鸡蛋还是吃的。
B|哦对，你还吃蛋。阿杰呢？他也跟着你吃素？
A#cj-bf|他才不呢，他是程序员，天天点外卖吃猪脚饭，哈哈。
B|哈哈哈，程序员的标配。
A#cj-exam-plan|对了，我打算考研，想考护理学硕士，年底就考。
B|这么拼！上班还要复习，吃得消吗？
A|只能挤时间了，每天下班看两个小时书。
B|加油！乐乐在旁边说要跟姑姑视频呢。
A#ly-son|乐乐今年几岁了？
B#ly-son2|五岁了，明年九月就上小学了，我们正在看学区。
A|时间过得好快。替我亲亲他！
""",
)
c.session(
    "2:30 pm on 21 August, 2022",
    """
A|表哥，台风天店里还开吗？
B|开着呢，外卖单反而多了。你今天休息？
A|对，难得休息一天，在家复习。
B|考研复习得怎么样？
A#cj-school|还行，目标是中山大学的护理学硕士，英语是我的短板。
B|慢慢来。我跟你说个事，我戒烟了。
A#ly-smoke|真的假的？你抽了十几年了。
B#ly-smoke2|真的，7月1号开始戒的，已经快两个月没抽了。医生说我肺不太好。
A|太好了！舅妈肯定高兴坏了。
B|我妈天天夸我，哈哈。
A|我最近也有点小状况，上周发烧去医院，差点出事。
B|怎么了？
A#cj-allergy|医生给我开了头孢，我这才想起来提醒他我对青霉素过敏，还好他换了药。
B|天哪，这个你一定要记住，每次看病都要说。
A|嗯，我现在手机壳里都塞了张写着过敏的卡片。
B|好习惯。阿杰最近怎么样？
A#cj-bf-job|他跳槽去了一家做游戏的公司，在琶洲，工资涨了不少。
B|程序员就是好赚钱。
A|也累，天天加班到半夜。
B|你们俩都忙，哪有时间谈恋爱。
A|哈哈，周末一起去吃顿素食火锅就算约会了。
B#ly-dog|对了，旺财最近老是不吃东西，我有点担心。
A|带它去宠物医院看看吧，它也十二岁了。
B|嗯，明天就带它去。
""",
)
c.session(
    "8:45 pm on 30 December, 2022",
    """
A|表哥，考完了！
B|终于考完了！感觉怎么样？
A#cj-exam|专业课还行，英语有点悬，要等到明年二三月出成绩。
B|肯定没问题的。我这边有个不太好的消息。
A|怎么了？
B#ly-dog-dead|旺财走了，上个月走的，肾衰竭。
A|啊……好难过，它陪了你们那么多年。
B|是啊，乐乐哭了好几天。我们把它埋在老家的山上了。
A|抱抱你们。要不要再养一只？
B|暂时不想，等乐乐大一点再说吧。
A|嗯。佛山分店的事怎么样了？
B#ly-foshan|定了，店面在佛山千灯湖，明年三月开业。
A|太好了！开业我一定去捧场。
B|你来了奶茶管够。你最近还在天河住吗？
A#cj-move|没有，我11月搬到番禺了，跟阿杰一起租了个两房。
B|番禺离你医院不远吗？
A|坐地铁四十分钟，还能接受。
B|你们这是要结婚的节奏啊？
A#cj-propose|哈哈，他圣诞节向我求婚了！我答应了！
B|哇！恭喜恭喜！什么时候办酒？
A#cj-wedding-plan|还没定，可能明年秋天吧，要先回潮汕见他爸妈。
B|好事好事，到时候我给你们包个大红包。
A|谢谢表哥！你戒烟还坚持着吗？
B#ly-smoke3|坚持着，半年了，现在闻到烟味都有点受不了。
A|真棒！新年快乐，提前祝你生意兴隆！
""",
)
c.session(
    "4:15 pm on 18 March, 2023",
    """
A|表哥！！我考上了！
B|真的？！中大的？
A#cj-admit|对，中山大学护理学硕士，拟录取了，9月入学。
B|太厉害了！我就知道你可以！
A|英语刚好过线，吓死我了，哈哈。
B|过了就行。那你还上班吗？
A#cj-parttime|医院同意我读非全日制，我调到白班了，不用再上夜班。
B|这个好，你身体也能好一点。
A|是啊，终于可以正常睡觉了。你佛山的店开业了吗？
B#ly-open|上周六开业的，3月11号，第一天卖了六百多杯！
A|哇！比天河还火！
B|开业搞活动嘛，买一送一，后面就正常了。
A|那也很好了。乐乐上学的事定了吗？
B#ly-school|定了，报了天河区的华阳小学，离我们家走路十分钟。
A|太好了，以后不用你接送那么辛苦了。
B|还是得接，他太小了。你婚期定了没？
A#cj-wedding|定了，2023年10月2号，在汕头办，他老家。
B|国庆节啊，好日子，我一定去。
A|还有一件事，阿杰家那边都是吃海鲜的，我有点发愁。
B|你吃素，他们会理解的吧？
A#cj-menu|我们商量了，婚宴单独给我和几个朋友准备素菜，其他桌照常。
B|这样挺好。需要我帮什么忙尽管说。
A|你那天帮我们做一百杯奶茶就行，哈哈。
B#ly-wedding-tea|没问题！奶茶我包了！
""",
)
c.session(
    "7:30 pm on 9 July, 2023",
    """
B|静静，最近忙什么呢？
A|忙着准备婚礼，还有开学前的论文选题，头都大了。
B|论文打算写什么？
A#cj-thesis|想写急诊护士的职业倦怠，毕竟我自己就是急诊出身。
B|这个你有发言权。
A|哈哈，是的。你呢？两家店忙得过来吗？
B#ly-manager|招了个店长管佛山那边，我现在一周去两次就行。
A|挺好，不用两头跑了。
B#ly-run|我最近开始跑步了，戒烟以后肺活量好多了，现在能跑五公里。
A|哇，你以前走两步就喘。
B|哈哈，别提了。你的婚纱定了吗？
A#cj-dress|定了，在江南西那边租的，拍婚纱照定在8月中旬。
B|到时候发给我看看。
A#cj-veg-change|好的。还有个事我改主意了，我不打算一直吃素了。
B|怎么了？
A#cj-veg-end2|医生说我贫血，建议我适当吃点红肉和鱼，我现在一周吃两三次鱼。
B|身体要紧，听医生的。
A|嗯，不过还是不怎么吃猪肉。
B|那婚宴的素菜还要吗？
A#cj-menu2|还留着几桌给吃素的朋友，我自己就跟大家一起吃了。
B|好的。乐乐说要当你的花童！
A#cj-flower|好啊！就让乐乐当花童！
B|他听到了，在旁边跳起来了，哈哈。
A|哈哈，太可爱了。婚礼见！
""",
)
c.q(4, "陈静在哪家医院工作？", "中山医院", "cj-job")
c.q(4, "陈静在医院哪个科室？", "急诊科", "cj-job")
c.q(4, "刘洋的奶茶店最早开在哪里？", "天河体育西", "ly-shop ly-shop2")
c.q(4, "陈静的男朋友阿杰是做什么工作的？", "程序员", "cj-bf")
c.q(4, "陈静对什么药物过敏？", "青霉素", "cj-allergy")
c.q(4, "刘洋的狗叫什么名字？", "旺财", "ly-dog")
c.q(4, "旺财是因为什么病去世的？", "肾衰竭", "ly-dog-dead")
c.q(4, "佛山分店开在哪里？", "千灯湖", "ly-foshan")
c.q(4, "陈静考上了哪所学校的研究生？", "中山大学", "cj-admit")
c.q(4, "陈静读的是什么专业？", "护理学硕士", "cj-school cj-admit")
c.q(4, "乐乐上的是哪所小学？", "华阳小学", "ly-school")
c.q(4, "陈静的婚礼在哪个城市办？", "汕头", "cj-wedding")
c.q(4, "陈静的论文打算写什么题目？", "职业倦怠", "cj-thesis")
c.q(4, "谁会在陈静的婚礼上当花童？", "乐乐", "cj-flower")
c.q(4, "刘洋的奶茶店周末一天能卖多少杯？", "四百多杯", "ly-shop2")
c.q(4, "Where did Chen Jing and A Jie move to together?", "番禺", "cj-move")
c.q(4, "What does Liu Yang promise to make for Chen Jing's wedding?", "奶茶", "ly-wedding-tea")
c.q(4, "陈静的婚纱是在哪里租的？", "江南西", "cj-dress")
c.q(1, "陈静现在还吃素吗？", "不打算一直吃素了", "cj-veg cj-veg-change cj-veg-end2")
c.q(1, "刘洋的第二家奶茶店开在哪个城市？", "佛山", "ly-shop-plan ly-foshan")
c.q(1, "刘洋戒烟以后开始了什么运动？", "跑步", "ly-smoke2 ly-run")
c.q(1, "陈静现在还上夜班吗？", "不用再上夜班", "cj-job2 cj-parttime")
c.q(1, "阿杰现在在哪里上班？", "琶洲", "cj-bf cj-bf-job")
c.q(1, "陈静为什么不完全吃素了？", "贫血", "cj-veg cj-veg-end2")
c.q(1, "刘洋的儿子叫什么，明年九月要做什么？", "上小学", "ly-son ly-son2")
c.q(1, "阿杰的老家在哪个城市？", "汕头", "cj-propose cj-wedding")
c.q(1, "How far can Liu Yang run now, after quitting smoking?", "五公里", "ly-smoke2 ly-run")
c.q(2, "陈静从哪一年开始吃素的？", "2021年", "cj-veg")
c.q(2, "刘洋是哪天开始戒烟的？", "7月1号", "ly-smoke2")
c.q(2, "佛山分店是哪天开业的？", "3月11号", "ly-open")
c.q(2, "陈静的婚礼是哪天？", "2023年10月2号", "cj-wedding")
c.q(2, "陈静什么时候入学读研？", "9月", "cj-admit")
c.q(2, "阿杰是什么时候向陈静求婚的？", "圣诞节", "cj-propose")
c.q(2, "When will Chen Jing take her wedding photos?", "8月中旬", "cj-dress")
c.q(2, "陈静的考研成绩什么时候出？", "明年二三月", "cj-exam")
c.q(2, "刘洋最初打算什么时候在佛山开分店？", "2023年", "ly-shop-plan")
c.q(2, "陈静是什么时候搬到番禺的？", "11月", "cj-move")
c.q(3, "陈静看病时应该提醒医生什么？", "青霉素过敏; 她对青霉素过敏", "cj-allergy")
c.q(3, "刘洋为什么戒烟？", "肺不太好; 医生说他肺不太好", "ly-smoke2")
c.q(3, "陈静为什么选急诊护士职业倦怠作为论文题目？", "急诊出身; 她自己在急诊科当护士多年", "cj-thesis")
c.q(3, "婚宴为什么要单独准备素菜？", "吃素的朋友; 陈静和一些朋友吃素，阿杰家吃海鲜", "cj-menu2 cj-menu")
c.q(3, "刘洋现在为什么不用每天跑佛山？", "招了个店长; 有店长管佛山的店", "ly-manager")
CONVERSATIONS.append(c)

# --- 3. bi-en-01: Maya Thompson and Daniel Reyes, friends since college, English ------------------
c = Conv("bi-en-01", "Maya", "Daniel")
c.session(
    "3:10 pm on 5 April, 2023",
    """
A|Hey Daniel! It's been ages. How's Seattle treating you?
B|Maya! Rainy as always, but good. How are things in Portland?
A#my-job|Busy. I'm still a data analyst at Northbridge Health, mostly building dashboards for the ER wait times.
B|Sounds intense. Do you still like it?
A#my-salary|The work is fine, the pay less so. I make $78,000 and I've been there three years without a real raise.
B|That's rough. You should be earning more with your skills.
A|That's what my sister keeps telling me. How's the restaurant?
B#dr-job|Still sous chef at Olive & Ember. We just changed the spring menu, I did a lamb dish I'm proud of.
A|Send me a picture next time! Wait, I can't eat lamb with that pistachio crust you always do.
B#my-peanut|Right, you're the peanut allergy person, but pistachios are tree nuts, aren't they?
A#my-peanut2|Peanuts only, luckily. Tree nuts are fine, but I carry an EpiPen everywhere just in case.
B|Good to know. I'll remember that when I cook for you.
A#my-dog|Biscuit says hi, by the way. He's lying on my feet right now.
B#dr-ask-dog|How old is that golden retriever now?
A#my-dog2|Four in June. He still acts like a puppy and chews every shoe I own.
B#dr-truck-plan|Ha. Okay, big news: I'm seriously thinking about starting my own food truck.
A|No way! What kind of food?
B#dr-truck-food|Baja-style fish tacos. I've been testing recipes on weekends.
A|I would eat there every single day.
B|That's the plan, customers like you. I still need to find a used truck that isn't falling apart.
A#my-hannah|Speaking of plans, my sister Hannah got engaged last weekend!
B|Congrats to her! When's the wedding?
A#my-hannah-date|They're thinking next spring, somewhere in Vermont where her fiance's family lives.
B|Vermont in spring sounds lovely. Tell her congrats from me.
""",
)
c.session(
    "6:45 pm on 21 June, 2023",
    """
B|Maya, I found a truck!
A|Finally! Tell me everything.
B#dr-truck-buy|It's a 2015 step van, used to be an ice cream truck. I paid $38,000 for it, which took most of my savings.
A|That's a big step. Are you quitting Olive & Ember?
B#dr-quit|Not yet. I'll keep the restaurant job until the truck is making money.
A|Smart. Does it have a name?
B#dr-truck-name|Taco Tide. My girlfriend Lena came up with it.
A|I love it. Lena's the nurse, right?
B#dr-lena|Yes, she works nights at Harborview, so we mostly see each other on Sundays.
A|That's tough. I have news too, actually. I've been interviewing.
B|Oh? Where?
A#my-interview|A company in Denver called Summit Analytics. They do forecasting for ski resorts and airlines.
B|Denver! Would you move?
A#my-move-dog|If they make an offer, probably. The mountains are a big draw, and Biscuit would love the snow.
B|How did the interviews go?
A#my-interview2|The final round is next Tuesday. I'm nervous about the live SQL test.
B|You'll crush it. You were the SQL wizard in college.
A|Ha, that was a long time ago. How's your Japanese going?
B#dr-japanese|Slowly. I'm on lesson 40 on the app and I have a tutor on Thursdays.
A|Why Japanese again?
B#dr-japan-plan|Lena and I want to go to Osaka in November to eat our way through the street food.
A|That sounds perfect for a chef.
B|Research trip, I'll tell my accountant.
A|Ha! Good luck with the truck inspection.
""",
)
c.session(
    "9:15 am on 2 September, 2023",
    """
A|Morning! Guess who lives in Denver now.
B|You took the job!
A#my-offer|I did. Summit Analytics offered $92,000 plus a bonus, so I accepted and started on 14 August.
B|That's a huge jump from Northbridge. Congrats!
A#my-home|Thanks! I'm renting a small house in Wash Park with a yard for Biscuit.
B|How is he handling the altitude?
A|Better than me. I get winded walking up stairs.
B|Ha. Have you found a gym?
A#my-climb|I started bouldering at a gym near my place. Three times a week, my forearms are destroyed.
B|Climbing suits you.
A|How's Taco Tide?
B#dr-launch|We launched on 1 August at the Fremont Sunday market. Sold out in three hours the first day.
A|That's amazing!
B#dr-quit2|It's going so well that I gave notice at Olive & Ember. My last shift is the end of September.
A|Wow, so you're all in. Scary but exciting.
B|Exactly. Lena thinks I'm crazy, but she's supportive.
A#my-kitten|Oh, and I adopted a kitten! A little black one named Pepper. Biscuit is terrified of her.
B|A golden retriever scared of a kitten, that's perfect.
A|She's three months old and rules the house already.
B#dr-knee|Not all good news here: I tore my meniscus lifting the generator off the truck.
A|Oh no! Do you need surgery?
B#dr-knee2|Yes, scheduled for 18 October. I'll be on crutches for a couple of weeks.
A|Take it easy. Is Osaka still happening?
B#dr-osaka|We pushed it to early December so I have time to recover.
A|Good call. Keep me posted.
""",
)
c.session(
    "8:30 pm on 14 December, 2023",
    """
B|Konbanwa! Just back from Osaka.
A|Welcome home! How was it?
B#dr-osaka2|Incredible. We ate takoyaki at least once a day, and I took a ramen class in Dotonbori.
A|I'm jealous. How's the knee?
B#dr-knee3|Healed well. The surgery went fine and I walked all over Osaka without pain.
A|Glad to hear it. And Lena?
B#dr-propose|I proposed to Lena on the last night, by the river. She said yes!
A|DANIEL! Congratulations!!
B|Thank you! I was so nervous I almost dropped the ring in the water.
A|Classic. Any date yet?
B#dr-wedding|We're thinking September next year, a small wedding in Seattle.
A#my-hannah-wed|I'll be there. Speaking of weddings, Hannah's was in Vermont in May, did I tell you? It was lovely.
B|You told me! You gave the toast, right?
A#my-toast|Yes, and I cried halfway through. Classic me.
B|How's Denver in winter?
A#my-ski|Cold, but I bought a season pass to Winter Park and I'm learning to ski.
B|Bouldering and skiing, you're becoming a mountain person.
A#my-veg|Also I stopped eating meat in October. I'm vegetarian now, mostly for climate reasons.
B#dr-veg-taco|Good timing, I just added a jackfruit taco to the Taco Tide menu for you.
A|Ha, I'll fly to Seattle just for that.
B|How's the new job going?
A#my-lead|Really well. They made me team lead for the airline forecasting project last month.
B|Already? You've only been there four months!
A|I know, I'm still a bit shocked myself.
B|Pepper and Biscuit friends yet?
A#my-pets|Best friends now. Pepper sleeps on Biscuit's back every night.
B|I need a photo of that immediately.
""",
)
c.session(
    "1:20 pm on 9 March, 2024",
    """
A|Daniel, I bought a house!
B|What?! In Denver?
A#my-house|Yes, a two-bedroom bungalow in Englewood. We closed on 15 February 2024.
B|Congratulations, homeowner! Bigger yard for Biscuit?
A|Much bigger, he runs laps around it. Pepper prefers the window.
B#dr-truck2|Taco Tide is doing so well that we're buying a second truck for the Ballard area.
A|A fleet! You're an empire now.
B|Two trucks is hardly an empire, but thanks.
A|How are the wedding plans?
B#dr-wedding2|Booked the venue: a winery in Woodinville, 21 September 2024.
A|Beautiful. I'll book my flights.
B#dr-lena2|Lena also switched to day shifts at Harborview, so we finally see each other more than once a week.
A|That's great for both of you.
B|How about you, anything new?
A#my-salary2|Annual review: they raised me to $105,000 because of the airline project.
B|Well deserved!
A#my-coffee|And I quit coffee. I was drinking four cups a day and sleeping terribly. Now it's just matcha in the morning.
B|You, without coffee? I don't believe it.
A|Day 21. I'm surviving.
B|Still vegetarian?
A#my-veg2|Still vegetarian, five months now. I even made a mushroom stroganoff that Hannah asked for the recipe of.
B|Look at you cooking. Are you still climbing?
A#my-comp|Yes, I entered my first bouldering competition in April. Beginner category, don't get excited.
B|I'm excited anyway. Send me videos.
A|Only if I don't fall off the first problem.
""",
)
c.q(4, "Where did Maya work in Portland?", "Northbridge Health", "my-job")
c.q(4, "What is Maya allergic to?", "peanuts", "my-peanut2")
c.q(4, "What breed is Biscuit?", "golden retriever", "my-dog dr-ask-dog")
c.q(4, "What kind of food does Taco Tide sell?", "Baja-style fish tacos", "dr-truck-food dr-truck-name")
c.q(4, "How much did Daniel pay for the truck?", "$38,000", "dr-truck-buy")
c.q(4, "Who came up with the name Taco Tide?", "Lena", "dr-truck-name")
c.q(4, "Where does Lena work?", "Harborview", "dr-lena")
c.q(4, "What is the name of Maya's kitten?", "Pepper", "my-kitten")
c.q(4, "What injury did Daniel get lifting the generator?", "tore my meniscus", "dr-knee")
c.q(4, "Where did Daniel take a ramen class?", "Dotonbori", "dr-osaka2")
c.q(4, "Where did Maya buy a season pass?", "Winter Park", "my-ski")
c.q(4, "What project does Maya lead?", "airline forecasting project", "my-lead")
c.q(4, "Where did Maya buy her house?", "Englewood", "my-house")
c.q(4, "What does Maya drink in the morning instead of coffee?", "matcha", "my-coffee")
c.q(4, "Where will Daniel and Lena get married?", "a winery in Woodinville", "dr-wedding2")
c.q(4, "Maya的狗叫什么名字？", "Biscuit", "my-dog")
c.q(4, "Daniel在Osaka每天都吃什么？", "takoyaki", "dr-osaka2")
c.q(4, "What did Maya make that Hannah asked for the recipe of?", "mushroom stroganoff", "my-veg2")
c.q(1, "How much does Maya earn now?", "$105,000", "my-salary my-offer my-salary2")
c.q(1, "Which city does Maya live in now?", "Denver", "my-interview my-offer my-house")
c.q(1, "Is Daniel still working at Olive & Ember?", "gave notice", "dr-job dr-quit dr-quit2")
c.q(1, "Where was Hannah's wedding?", "Vermont", "my-hannah my-hannah-date my-hannah-wed")
c.q(1, "Why did Daniel move the Osaka trip from November?", "time to recover", "dr-japan-plan dr-knee2 dr-osaka")
c.q(1, "What menu item did Daniel add because Maya became vegetarian?", "jackfruit taco", "my-veg dr-veg-taco")
c.q(1, "Which company did Maya leave Northbridge Health for?", "Summit Analytics", "my-job my-offer")
c.q(1, "Maya现在养了哪些宠物？", "Pepper", "my-dog my-kitten my-pets")
c.q(1, "Daniel是在哪里向Lena求婚的？", "by the river", "dr-japan-plan dr-propose")
c.q(1, "Does Lena still work night shifts?", "switched to day shifts", "dr-lena dr-lena2")
c.q(2, "When did Maya start at Summit Analytics?", "14 August", "my-offer")
c.q(2, "When did Taco Tide launch?", "1 August", "dr-launch")
c.q(2, "When was Daniel's knee surgery?", "18 October", "dr-knee2")
c.q(2, "When did Maya close on her house?", "15 February 2024", "my-house")
c.q(2, "What is the date of Daniel and Lena's wedding?", "21 September 2024", "dr-wedding2")
c.q(2, "When did Maya stop eating meat?", "October", "my-veg")
c.q(2, "Hannah的婚礼是几月份？", "May", "my-hannah-wed")
c.q(2, "When is Maya's first bouldering competition?", "April", "my-comp")
c.q(2, "When does Daniel have his Japanese tutor?", "Thursdays", "dr-japanese")
c.q(2, "When is Daniel's last shift at Olive & Ember?", "end of September", "dr-quit2")
c.q(
    3,
    "What ingredient should Daniel leave out of food he cooks for Maya?",
    "peanuts; she is allergic to peanuts (tree nuts are fine)",
    "my-peanut2",
)
c.q(3, "Why did Maya quit coffee?", "sleeping terribly; she drank four cups a day", "my-coffee")
c.q(3, "Why does Maya think Biscuit will like Denver?", "snow; Biscuit would love the snow", "my-interview my-move-dog")
c.q(
    3,
    "Why did Daniel keep his restaurant job after buying the truck?",
    "until the truck is making money; he spent most of his savings",
    "dr-quit dr-truck-buy",
)
c.q(3, "What outdoor activities has Maya taken up since moving to Denver?", "bouldering; skiing", "my-climb my-ski")
CONVERSATIONS.append(c)

# --- 4. bi-mix-01: Tina (周婷) and Mark (刘明), bilingual friends in Canada, zh + en mixed ---------
c = Conv("bi-mix-01", "Tina", "Mark")
c.session(
    "2:00 pm on 11 February, 2024",
    """
B|Tina! 新年快乐！龙年大吉！
A|新年快乐 Mark！Did you guys do anything for 除夕?
B#mk-family|We had hotpot at my parents' place in Markham, 我妈做了一大桌菜。
A|好羡慕，我今年一个人在多伦多过的年，就煮了饺子。
B|下次来我们家！How's work at Maple Finance?
A#tn-job|还是老样子, I'm a UX designer there, mostly redesigning the mobile banking app.
B|Sounds stable at least.
A#tn-salary|Stable but boring. Salary is 95k, 三年没怎么涨过了。
B|那你有没有在看别的机会？
A#tn-interview|有，我在面温哥华一家公司, Lumen Labs, they make design tools for architects.
B|Vancouver! 那你要搬家了？
A#tn-snow|If I get it, yes. 温哥华冬天不冷，我受够多伦多的雪了。
B|哈哈，能理解。
A#tn-shellfish|对了你上次说要请我吃海鲜, I have to warn you, I'm allergic to shellfish. 虾蟹都不能吃。
B#mk-shellfish|OK noted, 那我们去吃烤鸭。
A#tn-ask-studio|烤鸭可以！How's the piano studio?
B#mk-studio|挺好的, I have 28 students now, 大部分是小朋友。
A|So many! 你还一个人教吗？
B#mk-hire|对，一个人教，太累了，I'm thinking of hiring another teacher.
A|好主意。Chloe 还在学小提琴吗？
B#mk-chloe|在学, she's eight now and just passed her Grade 3 violin exam.
A|Wow 好厉害！
B|她比我当年学琴认真多了，哈哈。
A|哈哈，tell her I said congrats!
""",
)
c.session(
    "4:30 pm on 28 April, 2024",
    """
A|Mark! 我拿到offer了！
B|Lumen Labs?!
A#tn-offer|对！Senior product designer, 110k CAD, start date is 3 June.
B|Congrats!! 涨了不少啊。
A#tn-offer-zh|是啊，年薪从九万五涨到十一万, plus remote Fridays.
B|那你什么时候搬去温哥华？
A#tn-move|Late May. 我已经在Kitsilano租了个one-bedroom, 离海边走路五分钟。
B|Kits 很漂亮，夏天可以去海边跑步。
A#tn-cat|Mochi is coming too of course. 麻薯坐飞机不知道会不会害怕。
B|猫坐飞机会紧张, ask the vet for something to calm her down.
A|Good idea, 我下周带她去看兽医。
B#mk-hire2|我这边也有新闻, I hired a second teacher, 叫Grace, 她教大提琴和钢琴。
A|太好了，你终于不用一个人扛了。
B#mk-angela|Yeah, and Angela is happy because I'm home for dinner now. 我太太之前一直抱怨我太晚回家。
A|Angela 还在药房上班吗？
B#mk-angela-job|对，她在Shoppers Drug Mart当药剂师，上个月刚升了pharmacy manager.
A|Nice! 替我恭喜她。
B#mk-parents|还有一件事在纠结：我爸妈想回上海养老，想让我们也考虑搬回去。
A|哇，这个决定很大。你怎么想？
B#mk-chloe-grew|I don't know yet. Chloe 在这边长大的，中文也不太好，搬回去对她很难。
A|确实要好好想想。
B|先不说这个了。你走之前我们吃顿饭吧，烤鸭！
A|一言为定！No shrimp please, 哈哈。
""",
)
c.session(
    "10:15 am on 7 July, 2024",
    """
B|Tina, 温哥华生活怎么样？
A#tn-settled|Loving it! 搬过来一个多月了, the mountains are right there.
B|新工作呢？
A#tn-team|Team is small, 只有六个设计师, and my manager is super nice.
B|Remote Fridays 爽吗？
A|非常爽，周五我都去Jericho Beach旁边的咖啡店工作。
B|Mochi 适应了吗？
A#tn-mochi|她第一周躲在床底下不出来, now she sits on the windowsill watching seagulls all day.
B|哈哈，可爱。
A#tn-cantonese|对了，我开始学粤语了, 温哥华好多人讲广东话, my coworker teaches me on Tuesdays.
B|广东话很难的，声调太多了。
A|Nine tones! 我现在只会说唔该和早晨。
B|哈哈, that's a start.
A|你爸妈那件事想好了吗？
B#mk-decide|We decided to stay in Toronto. 我们决定不搬回上海了。
A|嗯，能理解。How did your parents take it?
B#mk-parents2|他们有点失望, but they'll go back to Shanghai alone in October and we'll visit every summer.
A|That sounds like a fair compromise.
B#mk-marathon|Also, 我报名了10月的Toronto Waterfront Marathon, full marathon!
A|Full?! 你疯了吧。
B#mk-training|哈哈, training five days a week, 最长跑到了二十八公里。
A|加油！我会在线上给你加油。
B|Thanks! 你要不要也跑个半马？
A#tn-grouse|我还是爬山吧, 我刚爬完Grouse Grind, 用了一小时十分钟。
B|That's a good time for a first try.
A|我差点在半路放弃，哈哈。
""",
)
c.session(
    "9:40 pm on 19 October, 2024",
    """
A|Mark！马拉松跑得怎么样？
B#mk-result|Finished in 3 hours 58 minutes! 破了四小时！
A|Amazing!! 恭喜恭喜！
B|最后五公里太痛苦了, but Chloe was waiting at the finish line with a sign.
A|好感动。你爸妈回上海了吗？
B#mk-parents3|上周走的, 10月12号的飞机。我妈在机场哭了。
A|抱抱。They'll be happy to see you next summer.
B|嗯。你呢？最近怎么样？
A#tn-kyoto|我刚从京都回来！Went for ten days to see the autumn colours, 红叶还没全红，but still beautiful.
B|京都！吃了什么好吃的？
A#tn-kyoto-food|好多豆腐料理, and of course no shellfish, 我一直跟店员说我海鲜过敏。
B|Smart. 日语你会说吗？
A|只会说谢谢和对不起, 哈哈, 靠Google Translate。
B|Mochi 谁照顾？
A#tn-mochi-sitter|My neighbour Priya fed her every day, 我给她带了京都的抹茶当谢礼。
B|好邻居。
A#tn-promo|还有，我下个月开始带一个小组了, leading the mobile team, 三个设计师。
B|Wow, Lumen Labs 升得好快。
A|还没正式升职，只是 team lead, 工资没变，哈哈。
B#mk-studio2|I'm thinking about expanding the studio, 学生已经到四十个了。
A|四十个！你需要更大的地方了。
B#mk-lease|对, we're looking at a unit on Highway 7, 2025年一月签约。
A|好事。Chloe 呢？
B#mk-chloe2|She switched from violin to cello, 说是Grace老师的影响。
A|哈哈，Grace 影响力好大。
""",
)
c.session(
    "3:05 pm on 24 January, 2025",
    """
B|Tina, 看你朋友圈, 手怎么了？！
A#tn-wrist|别提了, I broke my wrist skiing at Whistler on 4 January. 左手腕骨折了。
B|天哪！严重吗？
A#tn-cast|打了六个星期的石膏, luckily it's my left hand so I can still use the mouse.
B|好险。那你还能工作？
A|能，就是打字慢，我在用语音输入。
B|养好再滑雪吧。
A|今年不滑了，等好了改学游泳。
B#mk-lease2|我这边, we signed the lease on Highway 7, 新教室三月开。
A|恭喜！你现在有几个老师了？
B#mk-teachers|三个, Grace, me, and a new violin teacher called Omar.
A|你真的要变成音乐学校了。
B|Ha, that's the dream. 对了 Angela 怀孕了！
A#mk-preg|真的吗？！Congratulations!! 什么时候生？
B#mk-due|Due in July. Chloe 超级想要个弟弟。
A|太好了！你爸妈知道了吗？
B#mk-parents4|知道了, 我妈说夏天一定回多伦多帮忙带孩子。
A|那真好。我也有个消息，我和Mochi又要搬家了。
B|又搬？去哪里？
A#tn-move2|还在温哥华, 只是从Kitsilano搬到Mount Pleasant, bigger place, rent is 2,400 a month.
B|Mount Pleasant 很热闹, 好多咖啡店。
A|对呀, 我就是冲着咖啡店去的, 哈哈。
B|你的粤语学得怎么样了？
A#tn-cantonese2|放弃了, 太难了. 我现在改学日语，想2026年春天再去日本看樱花。
B|Ha, Kyoto again?
A|This time Tokyo. 东京的樱花。
B|Nice, 给我带点零食回来。
A|没问题！Take care of Angela!
""",
)
c.q(4, "What is Tina allergic to?", "shellfish", "tn-shellfish")
c.q(4, "周婷对什么过敏？", "虾蟹都不能吃", "tn-shellfish")
c.q(4, "What is the name of Tina's cat?", "Mochi", "tn-cat")
c.q(4, "Tina的猫的中文名字叫什么？", "麻薯", "tn-cat")
c.q(4, "Where does Mark's family celebrate Chinese New Year?", "Markham", "mk-family")
c.q(4, "Mark教什么乐器？", "piano", "tn-ask-studio mk-studio")
c.q(4, "Who is Grace?", "second teacher", "mk-hire2")
c.q(4, "Where does Angela work?", "Shoppers Drug Mart", "mk-angela-job")
c.q(4, "Angela 是做什么工作的？", "药剂师", "mk-angela-job")
c.q(4, "Which neighbourhood did Tina first rent in Vancouver?", "Kitsilano", "tn-move")
c.q(4, "周婷在温哥华的团队有几个设计师？", "六个设计师", "tn-team")
c.q(4, "Who taught Tina Cantonese?", "my coworker", "tn-cantonese")
c.q(4, "Mark的马拉松成绩是多少？", "3 hours 58 minutes", "mk-result")
c.q(4, "Who looked after Mochi while Tina was in Kyoto?", "Priya", "tn-mochi-sitter")
c.q(4, "Where did Tina break her wrist?", "Whistler", "tn-wrist")
c.q(4, "周婷哪只手骨折了？", "左手腕", "tn-wrist")
c.q(4, "Who is the new violin teacher at Mark's studio?", "Omar", "mk-teachers")
c.q(4, "How long did Tina take to climb the Grouse Grind?", "一小时十分钟", "tn-grouse")
c.q(1, "周婷现在年薪多少？", "十一万", "tn-salary tn-offer tn-offer-zh")
c.q(1, "What is Tina's salary now?", "110k", "tn-salary tn-offer")
c.q(1, "Where does Tina live now?", "Mount Pleasant", "tn-move tn-move2")
c.q(1, "Did Mark's family move back to Shanghai?", "decided to stay in Toronto", "mk-parents mk-decide")
c.q(1, "Mark的父母最后住在哪里？", "Shanghai", "mk-parents2 mk-parents3")
c.q(1, "Chloe 现在学什么乐器？", "cello", "mk-chloe mk-chloe2")
c.q(1, "Mark的钢琴教室现在有几位老师？", "三个", "mk-hire mk-hire2 mk-teachers")
c.q(1, "Is Tina still learning Cantonese?", "放弃了", "tn-cantonese tn-cantonese2")
c.q(1, "How many students did Mark's studio grow to by October?", "四十个", "mk-studio mk-studio2")
c.q(1, "Tina 在京都的时候怎么避免过敏？", "我海鲜过敏", "tn-shellfish tn-kyoto-food")
c.q(2, "When did Tina start at Lumen Labs?", "3 June", "tn-offer")
c.q(2, "Mark的父母哪天飞回上海？", "10月12号", "mk-parents3")
c.q(2, "When did Tina break her wrist?", "4 January", "tn-wrist")
c.q(2, "When is Angela's baby due?", "July", "mk-due")
c.q(2, "When will Mark's new classroom on Highway 7 open?", "三月", "mk-lease2")
c.q(2, "Tina 什么时候搬去温哥华？", "Late May", "tn-move")
c.q(2, "Which month was the Toronto Waterfront Marathon that Mark signed up for?", "10月", "mk-marathon")
c.q(2, "When does Tina plan to see the cherry blossoms?", "2026年春天", "tn-cantonese2")
c.q(2, "Tina的粤语课是每周几？", "Tuesdays", "tn-cantonese")
c.q(2, "Mark 打算什么时候签新教室的租约？", "2025年一月", "mk-lease")
c.q(
    3,
    "Should Mark take Tina to a seafood restaurant?",
    "烤鸭; she is allergic to shellfish, so they chose roast duck",
    "tn-shellfish mk-shellfish",
)
c.q(
    3,
    "Why did Mark and Angela decide not to move to Shanghai?",
    "Chloe; Chloe grew up in Canada and her Chinese is weak",
    "mk-decide mk-chloe-grew",
)
c.q(3, "为什么周婷想搬去温哥华？", "温哥华冬天不冷; 她受够多伦多的雪了", "tn-interview tn-snow")
c.q(3, "Why does Tina still manage to work with a broken wrist?", "left hand; she can still use the mouse", "tn-cast")
c.q(3, "Why did Chloe switch to cello?", "Grace; Grace teaches cello", "mk-chloe2 mk-hire2")
CONVERSATIONS.append(c)


def main() -> None:
    samples = [conv.sample() for conv in CONVERSATIONS]
    OUT.write_text(json.dumps(samples, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}: {len(samples)} conversations, {sum(len(s['qa']) for s in samples)} QAs")


if __name__ == "__main__":
    main()
