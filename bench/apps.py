from django.apps import AppConfig


class BenchConfig(AppConfig):
    """The benchmarks as a Django app, so that their management commands (``bench_locomo``,
    ``bench_recall``, ``bench_ingest_profile``) live beside the code they run: ``apps/`` never
    imports ``bench/``."""

    name = "bench"
    label = "bench"
