# The commands the README and CI use. `make demo` and `make test` set everything up.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: install demo test lint typecheck unit eval bench bench-scale bench-load serve clean

$(BIN)/context-retrieval: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

install: $(BIN)/context-retrieval

demo: install
	$(BIN)/context-retrieval query "打开客厅的灯"

lint: install
	$(BIN)/ruff check src tests bench

typecheck: install
	$(BIN)/mypy

unit: install
	$(BIN)/pytest --cov --cov-report=term

test: lint typecheck unit

eval: install
	for set in dev ha-zh-cn ha-zh-tw ha-zh-hk; do \
		$(BIN)/context-retrieval eval ../shared/bench/$$set/cases.jsonl || exit 1; \
	done
	for cases in bench/safety/cases.jsonl bench/blind/*/cases.jsonl; do \
		$(BIN)/context-retrieval eval $$cases || exit 1; \
	done

bench: install
	$(BIN)/python bench/bench_pipeline.py

bench-scale: install
	$(BIN)/python bench/bench_scale.py

bench-load: install
	$(BIN)/python bench/load.py

serve: install
	$(BIN)/context-retrieval serve --home src/context_retrieval/examples/home.json

clean:
	rm -rf $(VENV) build dist src/*.egg-info .mypy_cache .pytest_cache .ruff_cache .coverage
