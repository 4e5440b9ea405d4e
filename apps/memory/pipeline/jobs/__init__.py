"""The outbox worker: PipelineJob rows → memories and episodes.

The chat service writes a job in the same transaction as each user message and queues
``memory.process_session`` on commit. ``process_session`` takes the session's open jobs in id order
(``SELECT … FOR UPDATE SKIP LOCKED``), handles consecutive extract jobs together, and commits each
batch's writes together with the jobs' ``done_at`` — so a crash half way loses nothing and
duplicates nothing. The beat sweep re-queues what the broker lost and closes idle sessions.

The package, by concern: ``queue`` (``queue_session``, ``pipeline_drained``), ``process``
(``process_session``, ``process_user``: batches, savepoints, the rehearsal), ``extract``
(``extract_messages``: one chunk through trigger, compress and reconcile) and ``sweep``
(``jobs_sweep``, ``sessions_close_idle``). ``extract_messages``, ``queue_session`` and
``reconcile`` are called through this package, so that what is patched on
``apps.memory.pipeline.jobs`` (the fault tests do) is what runs.
"""

from __future__ import annotations

from apps.memory.pipeline.jobs.extract import CONTEXT_MESSAGES, extract_messages
from apps.memory.pipeline.jobs.process import BATCH_SIZE, CHUNK_MESSAGES, Rehearsal, process_session, process_user
from apps.memory.pipeline.jobs.queue import PROCESS_SESSION_TASK, drain_wait, logger, pipeline_drained, queue_session
from apps.memory.pipeline.jobs.sweep import jobs_sweep, sessions_close_idle
from apps.memory.pipeline.reconcile import reconcile

__all__ = [
    "BATCH_SIZE",
    "CHUNK_MESSAGES",
    "CONTEXT_MESSAGES",
    "PROCESS_SESSION_TASK",
    "Rehearsal",
    "drain_wait",
    "extract_messages",
    "jobs_sweep",
    "logger",
    "pipeline_drained",
    "process_session",
    "process_user",
    "queue_session",
    "reconcile",
    "sessions_close_idle",
]
