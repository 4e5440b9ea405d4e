"""The ``talk`` fixture (a person of their own workspace, talking through the API with the real worker) for
every behaviour module, not only the one that defines it."""

from tests.behaviour.test_forget_by_talking import talk  # noqa: F401
