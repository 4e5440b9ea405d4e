"""memoryhub benchmarks: LoCoMo (memoryhub vs a naive RAG baseline) and the recall micro-benchmark.

The management commands ``bench_locomo``, ``bench_recall`` and ``bench_ingest_profile``
(``bench/management/commands/``, the ``bench`` app) are thin shells over this package.
"""
