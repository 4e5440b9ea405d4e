"""The audit API's JSON parser: the same depth bound as every other body parser."""

from __future__ import annotations

from collections.abc import Mapping
from typing import IO, Any

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from apps.core.jsonbody import JsonTooDeep, json_loads


class BoundedJSONParser(JSONParser):
    """DRF's JSONParser raised RecursionError (a 500) on ``{"a":{"a":…}}`` 20,000 deep; this one
    answers 400 for anything nested deeper than ``apps.core.jsonbody.MAX_DEPTH``, leaking nothing."""

    def parse(
        self, stream: IO[Any], media_type: str | None = None, parser_context: Mapping[str, Any] | None = None
    ) -> Any:
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            return json_loads(stream.read().decode(encoding))
        except JsonTooDeep as exc:
            raise ParseError(str(exc), code="invalid_json") from None
        except ValueError:
            raise ParseError("The request body is not valid JSON.", code="invalid_json") from None
