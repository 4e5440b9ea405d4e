"""The write path: trigger → guard → compress → reconcile, then episodes and upkeep.

Others call:

* ``queue_session(session_id)`` — after commit of a message and its PipelineJob (never raises);
* ``pipeline_drained(user)`` — no open job left for the user;
* ``process_session(session_id)`` — the service behind the ``memory.process_session`` task (it
  processes the open jobs of the session's user, in the order things were said);
* ``jobs_sweep()`` — beat: re-queue stale jobs, give up on poison ones, close idle sessions.
"""

from apps.memory.pipeline.jobs import (
    drain_wait,
    jobs_sweep,
    pipeline_drained,
    process_session,
    process_user,
    queue_session,
)

__all__ = ["drain_wait", "jobs_sweep", "pipeline_drained", "process_session", "process_user", "queue_session"]
