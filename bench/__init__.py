"""memoryhub benchmarks: LoCoMo (memoryhub vs a naive RAG baseline) and the recall micro-benchmark.

The management commands ``bench_locomo`` and ``bench_recall`` are thin shells over this package.
"""
