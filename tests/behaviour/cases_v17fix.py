"""After blind round v17 (tests/behaviour/cases_v17.py) and the stop-27 look at v16's leftovers: the
causes fixed in general, said here in other words. Written Cantonese is read in its Mandarin words
(喺 / 而家 / 鍾意 / 唔); a bare figure said later renews the one stored figure of its measure (体重
"今早一称59.5", "down to 91 now"); a price cut said with 砍到 / 压到 is a new price; a car with and
without its make (长安 / "Mazda CX-5" / "CX-5") is one car; someone's birthday said by their name
("Priya's birthday is …") is kept under birthday and put right; "doing <job> at <Name>" is a job at
that employer; a subject of two people ("my cousin Tariq and his wife …") is one subject, the named
one; and a relation of someone else ("her husband is a cop") is never the user's."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, Check, Outcome, case, confirmed_twice, in_history, no_active, unit


def not_the_users(word: str) -> Check:
    """What is said of someone else's relation is kept, and never as the user's."""

    def check(outcome: Outcome) -> None:
        found = [m for m in outcome.active() if word.lower() in (m["summary"] + str(m["facts"])).lower()]
        assert found, f"nothing kept with {word!r}"
        assert all(m["entity"] != "user" for m in found), [(m["entity"], m["summary"]) for m in found]

    return check


CASES_V17FIX: list[Case] = [
    # --- written Cantonese ---
    case(
        "v17fix-zh-yue-works-in-sha-tin",
        "zh",
        "我而家喺沙田一間物流公司做文員，好鍾意行山",
        unit("沙田"),
        unit("文員", type="fact"),
        unit("行山", type="preference"),
    ),
    case(
        "v17fix-zh-yue-no-longer-lives",
        "zh",
        [(60, "我住喺將軍澳"), (1, "我已經唔喺將軍澳住喇，搬咗去元朗")],
        in_history("將軍澳", now="元朗"),
    ),
    # --- a bare figure renews the one figure of its measure ---
    case(
        "v17fix-zh-weight-bare-figure",
        "zh",
        [(30, "我现在体重62公斤"), (1, "今早一称59.5了，开心")],
        unit("59.5"),
        no_active("62公斤"),
    ),
    case(
        "v17fix-en-weight-bare-figure",
        "en",
        [(40, "I weigh 97 kg at the moment"), (2, "down to 91 now, slowly getting there")],
        unit("91"),
        no_active("97"),
    ),
    case(
        "v17fix-zh-price-cut-with-kan-dao",
        "zh",
        [(20, "我的健身房年卡是3600元一年"), (1, "健身房年卡续费的时候砍到了2880元")],
        unit("2880"),
        no_active("3600"),
    ),
    # --- a car with and without its make ---
    case(
        "v17fix-en-mazda-then-chinese",
        "en",
        [(15, "I drive a grey Mazda CX-5"), (1, "我开的是一辆灰色的CX-5")],
        confirmed_twice("CX-5"),
    ),
    case(
        "v17fix-zh-model-y-then-english",
        "zh",
        [(15, "我开的是一辆红色的Model Y"), (1, "I drive a red Tesla Model Y")],
        confirmed_twice("Model Y"),
    ),
    # --- someone's birthday by their name, and put right ---
    case(
        "v17fix-en-nephew-birthday-put-right",
        "en",
        [(12, "my nephew Arjun's birthday is 14 October"), (1, "sorry, Arjun's birthday is actually 16 October")],
        unit("16 October", entity="Arjun"),
        no_active("14 October"),
    ),
    # --- a job at a named employer, said as what one does ---
    case(
        "v17fix-en-doing-payroll-at-named-firm",
        "en",
        [(80, "I'm a barista at a café in Fitzroy"), (1, "not pulling shots anymore, now doing payroll at Deloitte")],
        unit("Deloitte", type="fact"),
        in_history("barista", now="Deloitte"),
    ),
    case(
        "v17fix-en-doing-yoga-is-no-job",
        "en",
        [(30, "I work as a paramedic"), (1, "these days I'm doing yoga at Equinox on Sundays")],
        unit("paramedic"),
    ),
    # --- one subject of two people; someone else's relation is not the user ---
    case(
        "v17fix-en-cousin-and-his-wife-baby",
        "en",
        "my cousin Tariq and his wife just had a baby boy",
        unit("baby", entity="Tariq"),
    ),
    case(
        "v17fix-en-her-husband-is-not-the-user",
        "en",
        [(50, "I'm a dentist"), (1, "my sister is a nurse and her husband is a firefighter")],
        unit("dentist", entity="user"),
        unit("nurse", entity="sister"),
        not_the_users("firefighter"),
    ),
    case(
        "v17fix-en-wife-and-i-moved",
        "en",
        [(200, "we live in Bristol"), (1, "my wife and I moved to Bath last month")],
        unit("Bath"),
        no_active("Bristol"),
    ),
    case(
        "v17fix-zh-not-on-medication",
        "zh",
        "我目前没有吃任何药，不过对青霉素过敏",
        unit("没", "药"),
        unit("青霉素"),
    ),
]
