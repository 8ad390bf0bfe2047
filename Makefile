# Two commands on a fresh machine:  `make run`  and  `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 0.0.0.0
PORT ?= 5000

.PHONY: run test test-fast typecheck test-postgres check-containerfile lint format migrate bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev-installed: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $(VENV)/.installed $@

## run: install, apply migrations to the database, serve on the LAN with gevent's server
##   (gevent patches the standard library first: golfkeeper/web/serve.py says why)
run: $(VENV)/.installed
	$(BIN)/flask --app app db upgrade
	$(BIN)/python -m gevent.monkey --module flask --app app serve --host $(HOST) --port $(PORT)

# pytest-xdist: one worker a core, each test file whole in one worker: a file's tests share
# its servers (module-scoped fixtures), its cached tables and its screenshots' names. So a
# long file is made cheaper or split, never left to finish alone. (--dist loadgroup, which
# would spread the other files test by test, silently groups nothing with pytest 9.2 and
# pytest-xdist 3.8, the newest: pytest-dev/pytest-xdist#1386.)
PARALLEL := -n auto --dist loadfile

## test: install the dev tools, lint, type-check the engine, and run the whole test suite
test: $(VENV)/.dev-installed
	$(BIN)/ruff check .
	$(MAKE) --no-print-directory typecheck
	$(BIN)/pytest $(PARALLEL)

## test-fast: the inner loop: engine, service and web tests (no lint, browser or hosted stack)
test-fast: $(VENV)/.dev-installed
	$(BIN)/pytest $(PARALLEL) tests --ignore=tests/browser --ignore=tests/hosted

## typecheck: mypy --strict over the pure-Python engine (settings in pyproject.toml)
typecheck: $(VENV)/.dev-installed
	$(BIN)/mypy --strict golfkeeper/engine

## test-postgres: the web tests again on PostgreSQL, e.g.
##   make test-postgres TEST_DATABASE_URL=postgresql+psycopg://postgres@127.0.0.1:54329/golfkeeper_test
test-postgres: $(VENV)/.dev-installed
	@test -n "$(TEST_DATABASE_URL)" || { echo "Set TEST_DATABASE_URL=postgresql+psycopg://user@host:port/database"; exit 2; }
	GOLFKEEPER_TEST_DATABASE_URL="$(TEST_DATABASE_URL)" $(BIN)/pytest tests/web tests/browser/test_hosted.py

## check-containerfile: run the Containerfile's steps in a new virtualenv, then ask /healthz
check-containerfile:
	deploy/check-containerfile.sh

lint: $(VENV)/.dev-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(VENV)/.dev-installed
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

## migrate: write a migration for a model change (review it before committing)
migrate: $(VENV)/.dev-installed
	$(BIN)/flask --app app db migrate -m "$(m)"

bench: $(VENV)/.dev-installed
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis
