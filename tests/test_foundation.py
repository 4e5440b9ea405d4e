"""Foundation (issue 2): migrations, production settings, vector search, user scoping, admin,
Celery through a real worker and broker, /healthz, bad configuration, and the deployment files.

Everything runs on the real PostgreSQL + pgvector (the embedded server unless DATABASE_URL is
set). Subprocesses (manage.py, a Celery worker) get a production-like environment: DEBUG off, a
long SECRET_KEY and a DATABASE_URL, so they exercise the same start-up checks as a deployment.
"""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import timedelta
from io import StringIO
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import numpy as np
import psycopg
import pytest
import yaml
from django.conf import settings
from django.contrib import admin
from django.contrib.auth.models import Group
from django.core.management import call_command
from django.db import connection
from django.db.models import Model
from django.db.models.functions import Cast
from django.http import Http404
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from pgvector.django import CosineDistance, VectorField

from apps.accounts.models import ApiKey, Membership, User, Workspace
from apps.audit.models import AuditEvent, ErasureRequest
from apps.chat.models import ChatSession, Message, RequestKey
from apps.core import health
from apps.core.models import ModelEndpoint, WorkerPing
from apps.core.tasks import answer_ping
from apps.memory.models import (
    Episode,
    MemoryEntry,
    MemoryStatus,
    MemoryVersion,
    MessageIndex,
    PipelineJob,
    RecallRecord,
    TermStats,
)

ROOT = Path(__file__).resolve().parent.parent
DIM = 384
# What issue 2 names as the configuration every deployment sets.
REQUIRED_VARIABLES = {
    "DATABASE_URL",
    "CELERY_BROKER_URL",
    "SECRET_KEY",
    "DEBUG",
    "ALLOWED_HOSTS",
    "LLM_PROVIDER",
    "EMBEDDING_PROVIDER",
}

# Variables a subprocess must not inherit from the shell that runs the tests: each test sets them.
_CONFIG_VARIABLES = REQUIRED_VARIABLES | {"REDIS_URL", "CELERY_QUEUE", "MEMORYHUB_TESTING", "DATABASE_MIGRATE_URL"}


@pytest.fixture(autouse=True)
def fast_password_hashing(settings: Any) -> None:
    """PBKDF2 costs ~0.3 s a user; these tests are about pages and access, not password strength."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def database_url(name: str, url: str | None = None) -> str:
    """The app's URL (or ``url``) of database ``name`` on the server this test run uses."""
    parts = urlsplit(url or settings.DATABASE_URL)
    return urlunsplit(parts._replace(path=f"/{name}"))


def production_env(**overrides: str) -> dict[str, str]:
    # DJANGO_ALLOW_ASYNC_UNSAFE is set by the browser tests (Playwright's loop) in this process;
    # a production process never has it.
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in _CONFIG_VARIABLES and key != "DJANGO_ALLOW_ASYNC_UNSAFE"
    }
    env.update(
        DJANGO_SETTINGS_MODULE="memoryhub.settings",
        DEBUG="false",
        SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS="memoryhub.example.com",
        DATABASE_URL=settings.DATABASE_URL,
        CELERY_BROKER_URL=settings.CELERY_BROKER_URL,
    )
    env.update(overrides)
    return env


def manage(*args: str, env: dict[str, str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def server_connection(dbname: str) -> psycopg.Connection[Any]:
    """A plain autocommit connection to the test run's server (outside Django's test transaction),
    as the migration role, which may create databases (the app's role may not)."""
    db: Any = settings.DATABASE_MIGRATE or connection.settings_dict
    return psycopg.connect(
        dbname=dbname,
        user=db["USER"] or None,
        password=db["PASSWORD"] or None,
        host=db["HOST"] or None,
        port=db["PORT"] or None,
        autocommit=True,
    )


def settings_variables() -> set[str]:
    """Every environment variable memoryhub/settings.py reads through the env helpers."""
    source = (ROOT / "memoryhub" / "settings.py").read_text()
    return set(re.findall(r'env_(?:str|bool|int|float|list|choice)\(\s*"([A-Z0-9_]+)"', source))


def unit_vectors(count: int, seed: int = 7) -> np.ndarray:
    matrix = np.random.default_rng(seed).normal(size=(count, DIM)).astype(np.float32)
    normalised: np.ndarray = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
    return normalised


def nearest(user: User | None, query: np.ndarray, *, dim_filter: bool = True, limit: int = 5) -> Any:
    """The recall query shape: ``(embedding::vector(384)) <=> q`` with ``embedding_dim = 384``.

    ``embedding_dim = 384`` must appear literally for the partial HNSW index to be usable.
    """
    rows = MemoryEntry.objects.all()
    if dim_filter:
        rows = rows.filter(embedding_dim=DIM)
    if user is not None:
        rows = rows.filter(user=user)
    distance = CosineDistance(Cast("embedding", VectorField(dimensions=DIM)), query)
    return rows.annotate(distance=distance).order_by("distance")[:limit]


# --- migrations -------------------------------------------------------------------------------


@pytest.fixture
def fresh_database() -> Iterator[str]:
    name = f"test_fresh_{os.getpid()}"
    with server_connection("postgres") as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')  # truly empty: no extensions
    try:
        yield name
    finally:
        with server_connection("postgres") as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_migrations_apply_from_zero_on_an_empty_database(fresh_database: str) -> None:
    # pgvector is not a trusted extension: on a truly empty database only a superuser migrates from
    # zero (the embedded server's postgres; on another server, DATABASE_MIGRATE_URL's role).
    if settings.EMBEDDED_DATABASE:
        from memoryhub.embedded import embedded_superuser_url

        migrator = embedded_superuser_url(fresh_database)
    else:
        migrator = database_url(fresh_database, settings.DATABASE_MIGRATE_URL or None)
    env = production_env(DATABASE_URL=database_url(fresh_database), DATABASE_MIGRATE_URL=migrator)
    result = manage("migrate", "--no-input", env=env)
    assert result.returncode == 0, result.stderr

    with server_connection(fresh_database) as conn:
        assert conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone()
        indexes = dict(
            conn.execute(
                "SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%embedding_hnsw%'"
            ).fetchall()
        )
        for table in ("memory", "episode"):
            for dim in (384, 512, 1536):
                definition = indexes[f"{table}_embedding_hnsw_{dim}"]
                assert "USING hnsw" in definition
                assert f"vector({dim})" in definition and "vector_cosine_ops" in definition
                assert f"WHERE (embedding_dim = {dim})" in definition
        trigger = conn.execute(
            "SELECT tgenabled FROM pg_trigger WHERE tgname = 'audit_event_no_update' "
            "AND tgrelid = 'audit_auditevent'::regclass"
        ).fetchone()
        assert trigger is not None and trigger[0] == "O"  # enabled


def test_the_models_need_no_migration_that_is_not_written(db: Any) -> None:
    out = StringIO()
    try:
        call_command("makemigrations", "--check", "--dry-run", stdout=out, stderr=out)
    except SystemExit as exc:  # --check exits 1 when a migration is missing
        pytest.fail(f"makemigrations --check exited {exc.code}:\n{out.getvalue()}")


# --- settings ---------------------------------------------------------------------------------


def test_check_deploy_is_clean_with_production_like_settings() -> None:
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=production_env())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


BAD_CONFIGURATION = [
    pytest.param("DATABASE_URL", "mysql://x/y", "check", id="database-url-with-another-scheme"),
    pytest.param("DATABASE_URL", "postgres://host:notaport/db", "check", id="database-url-with-a-bad-port"),
    pytest.param("DATABASE_URL", "postgres://host:5432", "check", id="database-url-without-a-name"),
    pytest.param("LLM_PROVIDER", "gpt-magic", "check", id="unknown-llm-provider"),
    pytest.param("EMBEDDING_PROVIDER", "word2vec", "check", id="unknown-embedding-provider"),
    pytest.param("CELERY_BROKER_URL", "http://broker", "check", id="broker-url-with-another-scheme"),
    pytest.param("CELERY_BROKER_URL", "redis://127.0.0.1:1/0", "preflight", id="unreachable-broker"),
    pytest.param("CELERY_BROKER_POLL_SECONDS", "0", "check", id="broker-poll-of-zero"),
]


@pytest.mark.parametrize(("variable", "value", "command"), BAD_CONFIGURATION)
def test_bad_configuration_exits_with_one_line_naming_the_variable(variable: str, value: str, command: str) -> None:
    result = manage(command, env=production_env(**{variable: value}), timeout=60)
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"memoryhub: configuration error: {variable}: ")
    assert "Traceback" not in result.stderr


# --- vector search ----------------------------------------------------------------------------


def make_memories(user: User, vectors: np.ndarray, *, dim: int = DIM) -> list[MemoryEntry]:
    return MemoryEntry.objects.bulk_create(
        MemoryEntry(user=user, summary=f"memory {i}", embedding=vector, embedding_dim=dim, embedding_model="test")
        for i, vector in enumerate(vectors)
    )


def plan(queryset: Any) -> str:
    return str(queryset.explain())


def test_a_nearest_neighbour_query_returns_the_closest_memory(end_user: User) -> None:
    vectors = unit_vectors(60)
    memories = make_memories(end_user, vectors)
    # Rows of another model's dimension are never compared with a 384-d query.
    make_memories(end_user, np.ones((3, 512), dtype=np.float32), dim=512)
    query = vectors[17] + np.random.default_rng(1).normal(scale=0.01, size=DIM).astype(np.float32)

    found = list(nearest(end_user, query))

    assert found[0].pk == memories[17].pk
    assert found[0].distance < 0.05 < found[1].distance  # random 384-d unit vectors sit near 1.0
    assert all(m.embedding_dim == DIM for m in found)


def test_the_hnsw_index_can_serve_the_recall_query_shape_and_only_that_shape(end_user: User) -> None:
    """With every other way of producing the order switched off (scans of the table, bitmap scans
    of the user b-tree, and an explicit sort), the planner can only answer through an index that
    yields rows in distance order: it uses the partial HNSW index for the cast-and-filter query and
    finds the right row through it. Without ``embedding_dim = 384`` the partial index cannot be
    used at all (its predicate is not implied), however scans are priced.

    Pricing out sequential scans alone was not enough: once the 60 rows have been analysed (as
    autovacuum may do at any moment) the planner prefers a bitmap scan of the user b-tree and a
    sort, which failed CI once; this test must not depend on when statistics were gathered."""
    vectors = unit_vectors(60)
    memories = make_memories(end_user, vectors)
    with connection.cursor() as cursor:
        for setting in ("enable_seqscan", "enable_bitmapscan", "enable_sort"):
            cursor.execute(f"SET LOCAL {setting} = off")

    assert "memory_embedding_hnsw_384" in plan(nearest(end_user, vectors[5]))
    assert next(iter(nearest(end_user, vectors[5]))).pk == memories[5].pk
    assert "memory_embedding_hnsw" not in plan(nearest(end_user, vectors[5], dim_filter=False))


def test_the_planner_picks_the_hnsw_index_by_itself_over_a_few_thousand_analysed_rows(end_user: User) -> None:
    """No planner settings touched. Measured with pgvector 0.8 on PostgreSQL 18: up to ~2,300
    analysed rows of one dimension a scan and sort is cheaper and the planner rightly takes it;
    from ~2,400 it walks the HNSW graph. 3,000 rows leave a margin. (A user who owns only a few
    rows among many is served by the (user, status, enabled) b-tree and a sort instead.)"""
    vectors = unit_vectors(3000)
    memories = make_memories(end_user, vectors)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memory_memoryentry")

    assert "Index Scan using memory_embedding_hnsw_384" in plan(nearest(None, vectors[1234]))
    assert "Index Scan using memory_embedding_hnsw_384" in plan(nearest(end_user, vectors[1234]))  # all rows are hers
    assert next(iter(nearest(end_user, vectors[1234]))).pk == memories[1234].pk


# --- user scoping -----------------------------------------------------------------------------


def make_history(user: User) -> dict[str, Model]:
    """One of everything the read path touches, owned by ``user``."""
    session = ChatSession.objects.create(user=user, title=f"{user.username}'s chat")
    message = Message.objects.create(session=session, user=user, role=Message.Role.USER, content="hello")
    memory = MemoryEntry.objects.create(user=user, summary=f"{user.username} likes tea")
    pending = MemoryEntry.objects.create(
        user=user, summary="maybe coffee", status=MemoryStatus.PENDING, conflicts_with=memory
    )
    MemoryVersion.objects.create(memory=memory, version=1, summary=memory.summary, change=MemoryVersion.Change.CREATED)
    episode = Episode.objects.create(user=user, session=session, summary="talked about tea")
    return {"session": session, "message": message, "memory": memory, "pending": pending, "episode": episode}


def test_the_read_helpers_never_return_another_users_rows(end_user: User, other_end_user: User) -> None:
    from apps.chat import selectors as chat
    from apps.memory import selectors as memory

    alice = make_history(end_user)
    bob = make_history(other_end_user)

    for selector in (
        memory.memories_for,
        memory.usable_memories_for,
        memory.pending_memories_for,
        memory.episodes_for,
        chat.sessions_for,
    ):
        rows = list(selector(end_user))
        assert rows, f"{selector.__name__} found nothing of alice's"
        assert {row.user_id for row in rows} == {end_user.pk}, selector.__name__  # type: ignore[attr-defined]

    assert list(chat.messages_by_ids(end_user, [bob["message"].pk])) == []
    assert list(chat.messages_by_ids(end_user, [alice["message"].pk])) == [alice["message"]]
    assert list(memory.memory_versions(memory.memory_get_for_user(end_user, alice["memory"].pk)))


@pytest.mark.parametrize(
    ("module", "helper", "kind"),
    [
        ("apps.memory.selectors", "memory_get_for_user", "memory"),
        ("apps.memory.selectors", "memory_get_for_user", "pending"),
        ("apps.memory.selectors", "episode_get_for_user", "episode"),
        ("apps.chat.selectors", "session_get_for_user", "session"),
    ],
)
def test_the_access_helpers_give_404_for_another_users_row(
    module: str, helper: str, kind: str, end_user: User, other_end_user: User
) -> None:
    import importlib

    get = getattr(importlib.import_module(module), helper)
    alice = make_history(end_user)
    bob = make_history(other_end_user)

    assert get(end_user, alice[kind].pk) == alice[kind]
    assert get(end_user, str(alice[kind].pk)) == alice[kind]
    for foreign in (bob[kind].pk, str(bob[kind].pk), "not-a-number", 10**12):
        with pytest.raises(Http404):
            get(end_user, foreign)


# --- admin ------------------------------------------------------------------------------------

ADMIN_MODELS = sorted(admin.site._registry, key=lambda model: model._meta.label_lower)


def make_one_of_each() -> dict[type[Model], Model]:
    """One saved object for every model the admin shows; a new admin model needs a line here."""
    workspace = Workspace.objects.create(name="Initech", slug="initech")
    user = User.objects.create_user(
        username="peter", password="peter-pass-123", workspace=workspace, external_id="peter"
    )
    session = ChatSession.objects.create(user=user, title="TPS reports")
    message = Message.objects.create(session=session, user=user, role=Message.Role.USER, content="remember my stapler")
    memory = MemoryEntry.objects.create(
        user=user,
        summary="Peter owns a red stapler",
        facts={"colour": "red"},
        embedding=[0.123456] * DIM,
        embedding_dim=DIM,
        embedding_model="multilingual-e5-small-q4",
    )
    objects: list[Model] = [
        workspace,
        user,
        Membership.objects.create(workspace=workspace, user=user, role=Membership.Role.MEMBER),
        ApiKey.objects.create(workspace=workspace, name="ci", prefix="abcd1234", key_hash="0" * 64, scopes=["read"]),
        session,
        message,
        memory,
        MemoryVersion.objects.create(
            memory=memory, version=1, summary=memory.summary, change=MemoryVersion.Change.CREATED
        ),
        Episode.objects.create(
            user=user, session=session, summary="stapler talk", embedding=[0.5] * DIM, embedding_dim=DIM
        ),
        RecallRecord.objects.create(user=user, session=session, reply=message),
        MessageIndex.objects.create(
            message=message,
            user=user,
            session=session,
            said_at=message.created_at,
            embedding=[0.25] * DIM,
            embedding_dim=DIM,
            embedding_model="multilingual-e5-small-q4",
        ),
        TermStats.objects.create(user=user, layer="memory", documents=2000, term_hashes=[42], frequencies=[60]),
        PipelineJob.objects.create(user=user, session=session, kind=PipelineJob.Kind.EXTRACT, message_ids=[message.pk]),
        RequestKey.objects.create(
            user=user, session=session, digest="d" * 64, endpoint="chat", fingerprint="f" * 64, message_ids=[message.pk]
        ),
        AuditEvent.objects.create(
            actor_type=AuditEvent.ActorType.SYSTEM,
            actor="system",
            subject="sub_1",
            action="memory.delete",
            prev_hash="0" * 64,
            hash="1" * 64,
        ),
        ErasureRequest.objects.create(
            subject="sub_1",
            user=user,
            request_id="er_1",
            requested_by="sub_1",
            due_at=timezone.now() + timedelta(days=30),
        ),
        WorkerPing.objects.create(nonce="nonce-1"),
        ModelEndpoint.objects.create(
            key="k" * 64, base_url="http://127.0.0.1:8765/v1", model="gemma", structured="json_object"
        ),
        Group.objects.create(name="auditors"),
    ]
    return {type(obj): obj for obj in objects}


def admin_urls(model: type[Model], obj: Model, client_user: User) -> list[str]:
    opts = model._meta
    prefix = f"admin:{opts.app_label}_{opts.model_name}"
    urls = [reverse(f"{prefix}_changelist"), reverse(f"{prefix}_change", args=[obj.pk])]
    if admin.site._registry[model].search_fields:
        urls.append(reverse(f"{prefix}_changelist") + "?q=a")
    request = type("Request", (), {"user": client_user})()
    if admin.site._registry[model].has_add_permission(request):
        urls.append(reverse(f"{prefix}_add"))
    return urls


@pytest.mark.parametrize("model", ADMIN_MODELS, ids=lambda model: model._meta.label_lower)
def test_every_admin_page_renders_for_a_superuser(model: type[Model], client: Client, db: Any) -> None:
    objects = make_one_of_each()
    assert model in objects, f"make_one_of_each() has no {model._meta.label}: add one"
    root = User.objects.create_superuser(username="root", password="root-pass-123", email="root@example.com")
    client.force_login(root)

    for url in admin_urls(model, objects[model], root):
        response = client.get(url, secure=True)
        assert response.status_code == 200, f"{url} → {response.status_code}"


@pytest.mark.parametrize("model", ADMIN_MODELS, ids=lambda model: model._meta.label_lower)
def test_every_admin_page_is_refused_to_a_non_staff_user(model: type[Model], client: Client, db: Any) -> None:
    objects = make_one_of_each()
    assert model in objects, f"make_one_of_each() has no {model._meta.label}: add one"
    visitor = User.objects.create_user(username="visitor", password="visitor-pass-123")
    client.force_login(visitor)
    prefix = f"admin:{model._meta.app_label}_{model._meta.model_name}"

    for url in (
        reverse(f"{prefix}_changelist"),
        reverse(f"{prefix}_add"),
        reverse(f"{prefix}_change", args=[objects[model].pk]),
    ):
        response = client.get(url, secure=True)
        assert response.status_code == 302, f"{url} → {response.status_code}"
        assert response["Location"].startswith(reverse("admin:login")), url


# Models without an admin page yet. Issue 2 asks for one per model: shrink this set, never grow it.
NO_ADMIN_YET = {"accounts.RateLimitWindow"}


def test_every_project_model_has_an_admin_page() -> None:
    from django.apps import apps

    missing = {
        model._meta.label
        for model in apps.get_models()
        if model.__module__.startswith("apps.") and model not in admin.site._registry
    }
    assert missing == NO_ADMIN_YET


def test_the_admin_shows_an_embedding_as_its_size_and_model_never_as_numbers(admin_client: Client) -> None:
    memory = make_one_of_each()[MemoryEntry]
    response = admin_client.get(reverse("admin:memory_memoryentry_change", args=[memory.pk]), secure=True)
    assert response.status_code == 200
    assert "384-d vector · multilingual-e5-small-q4" in response.content.decode()
    assert "0.123456" not in response.content.decode()


# --- Celery -----------------------------------------------------------------------------------


@pytest.fixture
def worker_process(transactional_db: Any, tmp_path: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``celery worker`` in its own process, on the test database and this run's queue."""
    env = production_env(
        DATABASE_URL=database_url(connection.settings_dict["NAME"]),
        CELERY_QUEUE=settings.CELERY_TASK_DEFAULT_QUEUE,
    )
    log = (tmp_path / "worker.log").open("wb")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "memoryhub",
            "worker",
            "--pool",
            "solo",
            "--loglevel",
            "INFO",
            "--without-mingle",
            "--without-gossip",
            "--without-heartbeat",
            "-n",
            f"foundation-{os.getpid()}@%h",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        yield process
    finally:
        # The task was acknowledged before the test ends; a warm or cold shutdown would cost ~5 s
        # waiting on the transport's poll, so the worker is killed outright.
        process.kill()
        process.wait(timeout=15)
        log.close()


def test_a_task_makes_the_round_trip_through_a_real_broker_and_a_worker_process(
    worker_process: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    assert not answer_ping.app.conf.task_always_eager
    WorkerPing.objects.create(nonce="round-trip")

    answer_ping.delay("round-trip")

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and worker_process.poll() is None:
        ping = WorkerPing.objects.get(nonce="round-trip")
        if ping.answered_at is not None:
            break
        time.sleep(0.1)
    log = (tmp_path / "worker.log").read_text(errors="replace")
    assert worker_process.poll() is None, f"the worker exited:\n{log}"
    assert ping.answered_at is not None, f"no answer within 30 s; worker log:\n{log}"
    assert ping.worker  # the worker's host name, written by the task
    assert re.search(r"Task core\.answer_ping\[[^]]+\] succeeded", log), log  # by that process, not this one


def test_a_worker_on_the_postgresql_broker_polls_at_the_configured_interval(celery_worker: Any) -> None:
    """kombu's SQLAlchemy transport sleeps its polling interval whenever a fetch finds nothing it may
    take — after every task it hands out while the pool is busy — and its 1 s default held a worker to
    about 2 tasks a second (bench/broker_drain.py). The worker's connection polls every
    CELERY_BROKER_POLL_SECONDS instead."""
    if settings.CELERY_BROKER_IS_REDIS:
        pytest.skip("the broker is Redis: no polling of a table")
    transport = celery_worker.consumer.connection.transport
    assert type(transport).__module__ == "kombu.transport.sqlalchemy"
    assert transport.polling_interval == settings.CELERY_BROKER_POLL_SECONDS == 0.1


# --- /healthz ---------------------------------------------------------------------------------


def test_healthz_is_200_with_every_part_ok_when_a_worker_runs(celery_worker: Any, client: Client) -> None:
    response = client.get("/healthz", secure=True)

    body = response.json()
    assert response.status_code == 200, body
    assert body["status"] == "ok" and body["failing"] == []
    assert set(body["checks"]) == {"database", "vector", "broker", "worker", "model"}
    assert all(check["ok"] for check in body["checks"].values())
    assert body["checks"]["model"]["detail"].startswith("offline")


def test_healthz_shows_what_the_model_endpoint_was_found_to_accept(db: Any, client: Client, settings: Any) -> None:
    from apps.core.models import ModelEndpoint
    from apps.memory.llm import endpoint_key

    settings.LLM_PROVIDER, settings.LLM_BASE_URL = "openai", "http://127.0.0.1:9/v1"
    settings.LLM_CHAT_MODEL, settings.LLM_EXTRACTION_MODEL, settings.LLM_SUMMARY_MODEL = (
        "chat-m",
        "extract-m",
        "extract-m",
    )
    ModelEndpoint.objects.create(key=endpoint_key(settings.LLM_BASE_URL, "extract-m"), model="extract-m",
                                 structured="json_object", refused=["json_schema"], system_role="merge")  # fmt: skip
    model = health.check_model()
    assert model.ok
    assert model.detail == (
        "chat-m: not probed yet (manage.py llm_check); "
        "extract-m: structured output json_object, system text merged into the first turn"
    )
    ModelEndpoint.objects.filter(model="extract-m").update(
        structured="", refused=["json_schema", "json_object", "plain"]
    )
    assert not health.check_model().ok


def test_healthz_is_503_naming_the_broker_when_the_broker_is_unreachable(
    db: Any, client: Client, settings: Any
) -> None:
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1

    response = client.get("/healthz", secure=True)

    body = response.json()
    assert response.status_code == 503
    assert "broker" in body["failing"]
    assert body["checks"]["database"]["ok"] and body["checks"]["vector"]["ok"]


def test_healthz_is_503_naming_the_worker_when_no_worker_answers(db: Any, client: Client, monkeypatch: Any) -> None:
    # No worker consumes this run's queue here (and none could see this test's uncommitted ping).
    monkeypatch.setattr(health.check_worker, "__defaults__", (0.5,))

    response = client.get("/healthz", secure=True)

    body = response.json()
    assert response.status_code == 503
    assert body["failing"] == ["worker"]
    assert "no worker answered" in body["checks"]["worker"]["detail"]


def test_healthz_says_a_worker_with_a_recent_heartbeat_is_alive_but_behind(db: Any, monkeypatch: Any) -> None:
    """A ping waits in the queue behind every task queued before it (minutes after an outage with the
    broker on PostgreSQL); the heartbeat a ``celery worker`` writes every 10 s tells such a worker
    from one that is gone."""
    from datetime import timedelta

    from apps.core.tasks import heartbeat_nonce

    monkeypatch.setattr(health.check_worker, "__defaults__", (0.5,))
    beat = WorkerPing.objects.create(nonce=heartbeat_nonce("worker-1@host"), answered_at=timezone.now())

    alive = health.check_worker()
    WorkerPing.objects.filter(pk=beat.pk).update(answered_at=timezone.now() - timedelta(minutes=1))
    gone = health.check_worker()

    assert alive.ok and "1 alive (heartbeat), but behind" in alive.detail
    assert not gone.ok and "no worker answered" in gone.detail


# --- deployment files -------------------------------------------------------------------------


def test_docker_compose_runs_every_process_with_healthchecks_and_the_settings_variables() -> None:
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    known = settings_variables()

    assert {"web", "worker", "beat", "db", "redis"} <= set(services)
    assert "gunicorn" in str(services["web"]["command"]) and "memoryhub.wsgi" in str(services["web"]["command"])
    assert "worker" in str(services["worker"]["command"]) and "beat" in str(services["beat"]["command"])
    assert services["db"]["image"].startswith("pgvector/pgvector:")
    assert "/healthz" in str(services["web"]["healthcheck"]["test"])
    assert "pg_isready" in str(services["db"]["healthcheck"]["test"])
    assert "redis-cli" in str(services["redis"]["healthcheck"]["test"])
    for name in ("web", "worker", "beat"):
        environment = services[name]["environment"]
        assert set(environment) <= known, f"{name}: {set(environment) - known} are not read by settings.py"
        assert set(environment) >= REQUIRED_VARIABLES, name


def test_env_example_documents_every_variable_settings_reads() -> None:
    documented = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", (ROOT / ".env.example").read_text(), flags=re.MULTILINE))
    # Read outside settings.py: memoryhub/embedded.py and the TESTING switch.
    others = {"MEMORYHUB_VAR_DIR", "MEMORYHUB_TESTING"}
    assert settings_variables() - documented == set()
    assert documented - settings_variables() - others == set()


def test_the_readme_configuration_table_names_only_variables_settings_reads() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    first_column = [line.split("|")[1] for line in section.splitlines() if line.startswith("| `")]
    named = {name for cell in first_column for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", cell)}
    known = settings_variables() | {"MEMORYHUB_VAR_DIR"}
    assert named - known == set()
    assert named >= REQUIRED_VARIABLES
