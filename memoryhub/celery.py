"""The Celery app. Tasks are thin shells around services (see apps/*/tasks.py)."""

from __future__ import annotations

import os
from typing import Any

from celery import Celery
from celery.signals import worker_init, worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryhub.settings")

app = Celery("memoryhub")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_process_init.connect
def lower_priority(**_: Any) -> None:
    """A pool process of the worker (prefork) runs at ``WORKER_NICE``: the write path yields the
    CPU to the web's requests on a shared box and uses what they leave (bench/results/load/).
    The worker's main process, which only fetches tasks, keeps its priority."""
    from django.conf import settings

    wanted = min(19, int(getattr(settings, "WORKER_NICE", 0)))
    current = os.getpriority(os.PRIO_PROCESS, 0)
    if wanted > current:
        os.setpriority(os.PRIO_PROCESS, 0, wanted)
        _autogroup_nice(wanted)


def _autogroup_nice(wanted: int) -> None:
    """With Linux's autogroup scheduling (``kernel.sched_autogroup_enabled``, on by default on many systems) a
    process's nice orders it only within its session's group, and the groups share the CPU equally: a worker
    started in a session of its own took as much CPU as the whole web while both were busy, whatever its nice
    (bench/results/load/, stop 43). When the worker's main process leads its session (``setsid celery …``, a
    process manager that starts each service so, ``bench_load``), the session is the worker's alone and its group
    gets the same nice. A session shared with other programs is left as it is, and nothing changes where there
    is no autogroup (a container's cgroup, another OS): there the platform's CPU weights do this."""
    path = "/proc/self/autogroup"
    if not os.path.exists(path) or _autogroup_disabled() or os.getsid(0) != os.getppid():
        return
    try:
        with open(path, "w", encoding="ascii") as group:
            group.write(str(wanted))
    except OSError:  # not allowed here (a sandbox): the process's own nice still holds within its group
        return


def _autogroup_disabled() -> bool:
    try:
        with open("/proc/sys/kernel/sched_autogroup_enabled", encoding="ascii") as flag:
            return flag.read().strip() == "0"
    except OSError:
        return True


@worker_init.connect
def poll_the_database_broker_often(**_: Any) -> None:
    """The broker on PostgreSQL (kombu's SQLAlchemy transport) polls every
    ``CELERY_BROKER_POLL_SECONDS`` instead of kombu's 1 s (memoryhub/settings.py says why). It is
    the transport's class attribute because the transport hands its options to create_engine()."""
    from django.conf import settings
    from kombu.transport import sqlalchemy

    sqlalchemy.Transport.polling_interval = float(settings.CELERY_BROKER_POLL_SECONDS)
