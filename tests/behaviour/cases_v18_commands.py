"""v18 blind cases for the forget / correct parser (apps.memory.commands.parse_command), written
without reading the engine, in the shapes of test_forget_by_talking.py's lists: forget requests with
what they name (new verbs and shapes: Indian English "Kindly do the needful and remove …", a British
"I'd be grateful if you could forget …", "forget i ever mentioned … ok", toss out anything you stored
about, a typed "cna you unsave", "Pretend I never told you about …"; Cantonese 我份人工你唔使记啦, 抹除 in
traditional characters, 把…delete掉吧 in zh mixed with English, 都清理掉, 就别存档了哈, Taiwanese
…你就忘光光吧), sentences that mention forgetting, deleting, remembering or memory but ask nothing of the
assistant's memory (a group chat deleted by accident, typed casually; "help me remember" affect and
effect; a father-in-law's memory loss in Indian English; a bank holiday forgotten; words that will not
stay learnt, Cantonese 唔记得熄火, an iPad's 記憶體 in traditional characters, a Notion page a colleague
deleted), and corrections with their new and old value ("you have understood wrongly", "You've
muddled that up,", "nah ur wrong its …", "Not married anymore, FYI."; Cantonese 你记错咗…唔喺…, 你聽錯了 in
traditional characters, "No no no，" before zh mixed with English, 搞错日子了, 已经不是…了, 不是不是).
"""

from __future__ import annotations

from typing import Any

FORGET_REQUESTS_V18: list[tuple[str, str]] = [
    ("Kindly do the needful and remove my Aadhaar number from your memory.", "my Aadhaar number"),
    ("I'd be grateful if you could forget my mum's care home address.", "my mum's care home address"),
    ("forget i ever mentioned my sister's rehab ok", "my sister's rehab"),
    ("toss out anything you stored about my court case", "anything you stored about my court case"),
    ("cna you unsave my blood test results", "my blood test results"),
    ("Pretend I never told you about my overdraft.", "my overdraft"),
    ("我份人工你唔使记啦", "我份人工"),
    ("麻煩把我前夫的聯絡方式抹除", "我前夫的聯絡方式"),
    ("把我的 MBTI 结果 delete 掉吧", "我的 MBTI 结果"),
    ("把我网贷的记录都清理掉", "我网贷的记录"),
    ("我的用药记录就别存档了哈", "我的用药记录"),
    ("我的購物習慣你就忘光光吧", "我的購物習慣"),
]

NOT_COMMANDS_V18: list[str] = [
    "ugh deleted the group chat by accident n now evryone thinks im mad at them",
    "Could you help me remember the difference between affect and effect?",
    "My father-in-law is having memory loss, which doctor should we consult for the same?",
    "I'd completely forgotten it was a bank holiday, the shops are all shut",
    "背单词总是记不住，有什么好方法吗",
    "我阿妈成日唔记得熄火，好危险",
    "iPad 的記憶體要買 256G 還是 512G？",
    "我的 Notion 笔记被同事不小心 delete 了，还能恢复吗",
]

CORRECTIONS_V18: list[tuple[str, dict[str, Any]]] = [
    (
        "No no, you have understood wrongly, I am working in Infosys, not TCS",
        {"statement": "I am working in Infosys", "old_value": "TCS"},
    ),
    ("You've muddled that up, I'm a paediatric nurse", {"statement": "I'm a paediatric nurse"}),
    ("nah ur wrong its 2019", {"new_value": "2019"}),
    ("Not married anymore, FYI.", {"no_longer": True, "weak": True}),
    ("你记错咗，我喺观塘住，唔喺将军澳", {"statement": "我喺观塘住", "old_value": "将军澳"}),
    ("你聽錯了，我是在台中教書，不是彰化", {"statement": "我是在台中教書", "old_value": "彰化"}),
    ("No no no，我在 Shopee 做 PM，不是 Lazada", {"statement": "我在 Shopee 做 PM", "old_value": "Lazada"}),
    ("搞错日子了，是初八", {"new_value": "初八"}),
    ("我已经不是单身了哈哈", {"no_longer": True, "weak": True}),
    ("不是不是，我只有一个女儿", {"statement": "我只有一个女儿"}),
]
