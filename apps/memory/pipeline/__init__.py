"""The write path: trigger → guard → compress → reconcile, then episodes and upkeep.

Others call, from ``apps.memory.pipeline.jobs``:

* ``queue_session(session_id)`` — after commit of a message and its PipelineJob (never raises);
* ``pipeline_drained(user)`` — no open job left for the user;
* ``process_session(session_id)`` — the service behind the ``memory.process_session`` task (it
  processes the open jobs of the session's user, in the order things were said);
* ``jobs_sweep()`` — beat: re-queue stale jobs, give up on poison ones, close idle sessions.

This package imports nothing itself: importing one of its modules (``trigger``, ``timex``) must
not load the whole write path, which imports the services that import those modules.
"""
