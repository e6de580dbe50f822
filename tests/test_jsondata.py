"""JSON from outside: strict numbers, bounded nesting, no lone surrogates."""

from __future__ import annotations

import pytest

from context_retrieval.jsondata import MAX_JSON_DEPTH, JsonInputError, decode_json


@pytest.mark.parametrize("text", ['{"x": NaN}', '[Infinity]', '{"x": -Infinity}', '[1e999]'])
def test_non_finite_numbers_are_refused(text: str) -> None:
    with pytest.raises(JsonInputError):
        decode_json(text)


def test_nesting_past_the_limit_is_refused_without_exhausting_the_stack() -> None:
    with pytest.raises(JsonInputError, match="nested deeper"):
        decode_json("[" * 100_000 + "]" * 100_000)
    with pytest.raises(JsonInputError, match="nested deeper"):
        decode_json("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1))
    assert decode_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH) is not None


def test_lone_surrogates_in_keys_and_values_become_replacement_characters() -> None:
    data = decode_json('{"a\\ud800": ["x\\udfff", {"k": "\\ud83d\\ude00"}]}')
    assert data == {"a\ufffd": ["x\ufffd", {"k": "\U0001f600"}]}
    "".join(str(data)).encode("utf-8")  # every string can now be written out


def test_a_syntax_error_names_its_line() -> None:
    with pytest.raises(JsonInputError) as caught:
        decode_json('{\n"a": 1,\n}')
    assert caught.value.line == 3
