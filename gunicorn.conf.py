"""gunicorn's settings for memoryhub's web process (read by the Dockerfile's and compose's
`gunicorn memoryhub.wsgi`, and by `manage.py bench_load`). Each can be changed from the environment.

Measured on a 2-core box (bench/results/load/, README "Load"): a chat turn is CPU work — the query
embedding, recall's SQL, the prompt — so the web is sized by cores, not by connections:

- ``WEB_CONCURRENCY`` sync workers (default: 2 per core). More workers than that only queue
  the same CPU in more places and hold more database connections; threads do not help a CPU-bound
  request under the GIL.
- One embedding thread per web worker (``EMBEDDING_THREADS``, 1 by default): the workers are the
  parallelism; an embedder's own threads on top of them only wait for each other.
- The app is imported once in the master (``preload_app``), with the Chinese segmenter's dictionary
  loaded there, so every worker starts with it (fork shares it); each worker then loads the local
  embedding model before it takes a request (never in the master: the model's OpenMP runtime is not
  fork-safe). The first requests after a start are therefore as fast as the others.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
from typing import Any

bind = os.environ.get("GUNICORN_BIND") or "0.0.0.0:8000"
workers = int(os.environ.get("WEB_CONCURRENCY") or 2 * multiprocessing.cpu_count())
worker_class = "sync"
timeout = int(os.environ.get("GUNICORN_TIMEOUT") or 120)
graceful_timeout = 30
preload_app = True
accesslog = os.environ.get("GUNICORN_ACCESS_LOG") or "-"

log = logging.getLogger("gunicorn.error")


def when_ready(server: Any) -> None:
    """In the master, after the app is imported and before the workers fork: the segmenter's
    dictionary (pure Python, about 0.7 s), shared by every worker."""
    try:
        from apps.core.text import keywords

        keywords("预热 warm up")
    except Exception:  # a failed warm-up costs the first request its load time, nothing else
        log.warning("warm-up: the segmenter did not load; it will load on first use", exc_info=True)


def post_worker_init(worker: Any) -> None:
    """In each worker, before its first request: the local embedding model."""
    from apps.memory.embeddings import warm_up

    warm_up()
