"""The JSON command-array protocol: strict parsing, UNKNOWN on anything invalid (000)."""

from __future__ import annotations

import pytest

from context_retrieval.models import Quantifier
from context_retrieval.parsing import (
    COMMAND_SCHEMA,
    DEFAULT_SYSTEM_PROMPT,
    build_system_prompt,
    parse_command_array,
)

VALID = ('[{"action": "打开", "name_hint": "老伙计", "quantifier": "one"},'
         ' {"action": "关闭", "type_hint": "light", "scope": {"include": ["*"],'
         ' "exclude": ["卧室"]}, "quantifier": "except", "value": {"number": 50, "unit": "%"}}]')


def test_a_valid_array_maps_every_command_in_order() -> None:
    parsed = parse_command_array(VALID, raw="r")
    first, second = parsed.commands
    assert (first.action, first.name_hint) == ("打开", "老伙计")
    assert second.quantifier is Quantifier.EXCEPT
    assert second.scope_include == {"*"}
    assert second.scope_exclude == {"卧室"}
    assert second.value is not None
    assert second.value.number == 50
    assert "parse_error" not in parsed.meta


@pytest.mark.parametrize("payload", [f"```json\n{VALID}\n```", f"好的：{VALID} 以上。",
                                     '{"action": "打开", "name_hint": "灯"}'])
def test_fences_prose_and_single_objects_are_tolerated(payload: str) -> None:
    parsed = parse_command_array(payload, raw="r")
    assert "parse_error" not in parsed.meta
    assert parsed.commands[0].action == "打开"


@pytest.mark.parametrize("payload", ["not json", "[]", '[{"quantifier": "many"}]',
                                     '[{"action": 3}]', '[{"scope": {"include": "客厅"}}]',
                                     '[{"unknown_field": 1}]', 42])
def test_invalid_input_becomes_one_unknown_command(payload: object) -> None:
    parsed = parse_command_array(payload, raw="原话")
    (command,) = parsed.commands
    assert command.needs_fallback
    assert command.type_hint == "Unknown"
    assert command.raw == "原话"
    assert parsed.meta["parse_error"]


def test_an_english_action_is_kept_for_the_retrieval_stage_to_judge() -> None:
    assert parse_command_array('[{"action": "turn on"}]', raw="r").commands[0].action == "turn on"


def test_the_prompt_describes_every_field() -> None:
    for name in COMMAND_SCHEMA["properties"]:
        if name != "entity_mentions":
            assert f'"{name}"' in DEFAULT_SYSTEM_PROMPT


def test_the_prompt_requires_chinese_actions_and_lists_the_home() -> None:
    prompt = build_system_prompt(["客厅"], ["Light"])
    assert "Latin" in prompt
    assert "客厅" in prompt
    assert "Light" in prompt
