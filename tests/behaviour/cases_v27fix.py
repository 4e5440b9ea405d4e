"""Stop 32's general fixes, said in other words than the probes that found them, in both languages: a
figure written in Chinese numerals with a Chinese unit (五公里, 六个半小时) is the same measure as its
Arabic-digit twin in English, so the English repeat confirms it; a floor or a room (住在二十三楼) is
where in a building, never the city one lives in; "yesterday / recently" after a job is no part of it;
a car sold, traded in or 卖了 ends the unit of that car, and the one that came instead is the vehicle
now; a routine said without 我 (现在每天骑车上班) is the speaker's."""

from __future__ import annotations

from tests.behaviour.test_write_path import Case, case, confirmed_twice, no_active, unit

CASES_V27FIX: list[Case] = [
    # --- Chinese ---------------------------------------------------------------------------------
    case(
        "v27fix-zh-floor-is-no-city",
        "zh",
        [(30, "我住在成都"), (2, "我家住在二十三楼，电梯经常坏")],
        unit("成都", fact=("city", "成都")),
    ),
    case(
        "v27fix-zh-swim-km-then-english",
        "zh",
        [(20, "我每周游泳三公里"), (3, "I swim 3 km every week")],
        confirmed_twice("游泳"),
    ),
    case(
        "v27fix-zh-sleep-half-hours-then-english",
        "zh",
        [(15, "我一般每晚睡六个半小时"), (2, "I usually sleep about 6.5 hours a night")],
        confirmed_twice("六个半小时"),
    ),
    case(
        "v27fix-zh-car-sold-new-one",
        "zh",
        [(60, "我开一辆大众朗逸"), (3, "把朗逸卖了，现在开比亚迪汉")],
        unit("比亚迪", fact=("vehicle", "比亚迪汉")),
        no_active("朗逸", "大众"),
    ),
    case(
        "v27fix-zh-routine-without-wo",
        "zh",
        "现在每天骑车上班，单程二十分钟",
        unit("骑车"),
    ),
    case(
        "v27fix-zh-car-that-one-sold-swapped",
        "zh",
        [(80, "我开的是一辆本田雅阁"), (6, "我那辆雅阁早就卖掉了，换成了一辆蔚来ES6")],
        unit("蔚来", fact=("vehicle", "蔚来ES6")),
        no_active("开的是", "雅阁"),
    ),
    case(
        "v27fix-zh-old-car-sold-unnamed",
        "zh",
        [(50, "我开一辆马自达3"), (4, "我的车卖了，现在天天坐公交")],
        no_active("马自达"),
    ),
    # --- English ---------------------------------------------------------------------------------
    case(
        "v27fix-en-new-job-yesterday",
        "en",
        [(90, "I'm a cashier at Aldi"), (1, "Started a new job as a pharmacist yesterday!")],
        unit("pharmacist", fact=("occupation", "pharmacist")),
        no_active("cashier"),
    ),
    case(
        "v27fix-en-car-sold-got-another",
        "en",
        [(45, "I drive a Mazda 3"), (2, "sold the mazda, we got a Nissan Leaf now")],
        unit("Nissan Leaf", fact=("vehicle", "Nissan Leaf")),
        no_active("drives", "Mazda"),
    ),
    case(
        "v27fix-en-car-traded-in",
        "en",
        [(70, "We have a Ford Focus"), (5, "Traded in the Focus for a Skoda Octavia last month")],
        unit("Skoda Octavia", fact=("vehicle", "Skoda Octavia")),
        no_active("Ford Focus"),
    ),
    case(
        "v27fix-en-old-car-sold-unnamed",
        "en",
        [(40, "I drive a Peugeot 208"), (3, "We got rid of the car in October, I cycle everywhere now")],
        no_active("Peugeot"),
    ),
]
