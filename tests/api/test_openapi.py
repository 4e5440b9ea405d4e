"""The OpenAPI document covers every endpoint with schemas and examples; the docs load no CDN."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from jsonschema_rs import Draft202012Validator


@pytest.fixture
def document(client: Client, db: Any) -> dict[str, Any]:
    response = client.get("/api/v1/openapi.json", secure=True)
    assert response.status_code == 200
    return dict(response.json())


def _resolve(document: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    if "anyOf" in schema:  # an optional body: Schema | null
        schema = next(s for s in schema["anyOf"] if s.get("type") != "null")
    ref = schema.get("$ref")
    return dict(document["components"]["schemas"][ref.rsplit("/", 1)[1]]) if ref else schema


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(method, path, op) for path, ops in document["paths"].items() for method, op in ops.items()]


def test_every_operation_needs_a_credential_and_documents_its_errors(document: dict[str, Any]) -> None:
    operations = _operations(document)
    assert len(operations) == 34  # DELETE /users/{user_id}/sessions/{session_id} is the 34th
    for method, path, op in operations:
        assert op["security"] == [{"ApiKeyAuth": []}, {"SessionAuth": []}], path
        assert {"401", "403", "422", "429"} <= set(op["responses"]), (method, path)
        if method in ("post", "put", "patch") and "requestBody" in op:
            assert {"400", "413"} <= set(op["responses"]), (method, path)
        assert op.get("summary") and op.get("operationId"), (method, path)


def test_every_response_has_a_schema_with_an_example_that_fits_it(document: dict[str, Any]) -> None:
    checked = set()
    for method, path, op in _operations(document):
        for status, response in op["responses"].items():
            content = response.get("content", {})
            assert content, (method, path, status)
            for media_type, spec in content.items():
                if media_type == "text/event-stream":
                    assert spec.get("example") and spec["schema"]["oneOf"], (method, path)
                    continue
                name = spec["schema"]["$ref"].rsplit("/", 1)[1]
                examples = document["components"]["schemas"][name].get("examples")
                assert examples, (method, path, status, name)
                if name not in checked:
                    validator = Draft202012Validator(
                        {"$ref": f"#/components/schemas/{name}", "components": document["components"]}
                    )
                    for example in examples:
                        validator.validate(example)
                    checked.add(name)
    assert len(checked) > 25


def test_errors_of_every_status_share_the_one_shape(document: dict[str, Any]) -> None:
    for name in (
        "BadRequestOut",
        "UnauthorizedOut",
        "ForbiddenOut",
        "NotFoundOut",
        "ConflictOut",
        "PayloadTooLargeOut",
        "ValidationOut",
        "RateLimitedOut",
    ):
        schema = document["components"]["schemas"][name]
        assert schema["properties"]["error"]["$ref"].endswith("/ErrorBody"), name
        assert schema["examples"][0]["error"]["code"], name


def test_request_bodies_refuse_unknown_fields(document: dict[str, Any]) -> None:
    for method, path, op in _operations(document):
        body = op.get("requestBody")
        if not body:
            continue
        schema = _resolve(document, body["content"]["application/json"]["schema"])
        assert schema.get("additionalProperties") is False, (method, path)


def test_the_interactive_docs_are_served_without_a_cdn(client: Client, db: Any) -> None:
    response = client.get("/api/v1/docs", secure=True)
    assert response.status_code == 200
    html = response.content.decode()
    sources = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert sources and all(src.startswith("/static/") for src in sources), sources
    # No address off this host anywhere in the page (a random CSRF token may spell "cdn").
    assert not re.search(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", html, re.IGNORECASE), html
