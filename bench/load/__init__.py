"""``manage.py bench_load``: many agents at once over HTTP, on loopback, for a bounded time.

- ``stack``: the server under test — gunicorn (DEBUG off) and Celery worker(s) started as child
  processes on 127.0.0.1, on a database and a queue of the run's own; or a given loopback URL.
- ``agents``: closed-loop agents, each with its own end user and API key, mixing chat, recall and
  list (and ingest agents beside them), recording every request.
- ``monitor``: once a second, the worker backlog, CPU and RSS of every process of the stack, the
  load average.
- ``report``: per-endpoint throughput and latency percentiles, errors by status, the drain time,
  the processes; JSON, markdown and a chart.
- ``runner``: set-up, warm-up, load, drain, report.
"""
