.PHONY: run test lint install stop bench screenshots

run:    ## install, migrate, seed the demo account, start web + worker
	./scripts/dev run

test:   ## the whole test suite on the embedded PostgreSQL
	./scripts/dev test

lint:  ## ruff (lint and format check) and mypy
	.venv/bin/ruff check . && .venv/bin/ruff format --check . && .venv/bin/mypy .

install:
	./scripts/dev install

stop:   ## stop the embedded PostgreSQL
	./scripts/dev stop

bench:  ## LoCoMo: memoryhub vs naive RAG on the dev split
	.venv/bin/python manage.py bench_locomo --data ../shared/bench/locomo/locomo_dev.json --out bench/results

screenshots:  ## refresh docs/screenshots from the browser tests
	MEMORYHUB_SCREENSHOTS=docs ./scripts/dev test tests/browser/test_screenshots.py tests/browser/test_team_pages.py tests/browser/test_changes_and_layout.py
