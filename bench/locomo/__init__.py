"""LoCoMo-format data, the naive baseline, the metrics and the report (see bench/README.md)."""
