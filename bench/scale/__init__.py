"""Recall at scale (``manage.py bench_scale``): 100,000 memories for one person and 1,000,000 across
1,000 people, bulk-loaded (``load``) from a synthetic population (``synth``), timed in-process with
EXPLAIN ANALYZE of the recall statement (``measure``), reported as markdown, JSON and a chart
(``report``); ``run`` ties them together."""
