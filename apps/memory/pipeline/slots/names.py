"""The gazetteer's proper names in either language: places, companies and car models, each row one
English name first and the ways it is written after it (``gazetteer`` maps them to that name)."""

from __future__ import annotations

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
nissan|日产
ford|福特
chevrolet|雪佛兰|chevy
kia|起亚
mazda|马自达
subaru|斯巴鲁
volvo|沃尔沃
porsche|保时捷
lexus|雷克萨斯
buick|别克
land rover|路虎
geely|吉利
jd.com|京东|jd
meituan|美团
netease|网易
pinduoduo|拼多多|pdd
didi|滴滴
kuaishou|快手
trip.com|携程|ctrip
ant group|蚂蚁集团|蚂蚁金服
xiaohongshu|小红书
bilibili|哔哩哔哩|b站
lenovo|联想
haier|海尔
dji|大疆
catl|宁德时代
xpeng|小鹏
li auto|理想汽车
shein|希音
microsoft|微软
google|谷歌
amazon|亚马逊
samsung|三星
sony|索尼
intel|英特尔
nvidia|英伟达
deloitte|德勤
pwc|普华永道
kpmg|毕马威
mckinsey|麦肯锡
"""
# car models, written their own way in Chinese ("卡罗拉" is a Corolla): no companies
_CAR_ROWS = """
corolla|卡罗拉
camry|凯美瑞
prius|普锐斯
rav4|荣放|rav-4
highlander|汉兰达
civic|思域
accord|雅阁
cr-v|crv|本田crv
passat|帕萨特
tiguan|途观
lavida|朗逸
sylphy|轩逸
wrangler|牧马人
mustang|野马
outback|傲虎
forester|森林人
cayenne|卡宴
"""
