"""What a thing of one's own measures or holds, and which kind of measure it is (read by ``by_rules.detect`` as
the ``measure`` attribute, keyed by the thing and the kind: "measure:pool:volume")."""

from __future__ import annotations

import re

# what a thing of one's own measures or holds ("our pool holds about 52,000 litres", "the pool's actually
# 38,000 litres", "my tank takes 45 litres", "our flat is 68 square metres")
MEASURE_OF_THING_EN = re.compile(
    r"\b(?:my|our|the)\s+((?:[a-z]+\s+){0,2}?[a-z]+)(?:'s|\s+(?:is|holds|weighs|measures|takes|seats|sleeps|fits|covers))"
    r"\s+(?:(?:about|around|roughly|approximately|nearly|almost|over|under|just|actually|only|really|like)\s+)*(\d[\d,.]*\s?"
    r"(?:litres?|liters?|gallons?|tonnes?|tons?|metres?|meters?|m2|m²|sqm|square (?:feet|foot|metres|meters)|sq ?ft"
    r"|acres?|hectares?|kwh|kw|hp|cc|mpg|seats|bedrooms))\b(?!\s+(?:from|away|ahead|down|up|off|of)\b)",
    re.I,
)
MEASURE_KIND = (
    ("area", re.compile(r"square|sq|m2|m²|sqm|acre|hectare", re.I)),
    ("volume", re.compile(r"litre|liter|gallon", re.I)),
    ("length", re.compile(r"metre|meter", re.I)),
    ("count", re.compile(r"seats|bedrooms", re.I)),
)
