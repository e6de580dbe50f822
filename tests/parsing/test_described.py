"""Devices described by what they do, said as the home's words for them."""

from __future__ import annotations

import pytest

from context_retrieval.parsing import ParseContext, parse_with_rules
from context_retrieval.parsing.described import say_what_is_described, words_for_uses

LABELS = ("电水壶", "冰柜-别断电", "米家扫拖机器人", "油汀", "暖风机", "井泵", "厨房灯")


@pytest.mark.parametrize(("said", "meant"), [
    ("烧水的那个开开", "电水壶开开"),
    ("那个烧水的开了没", "电水壶开了没"),
    ("冻东西的那个柜子关了吧", "冰柜-别断电关了吧"),
    ("把那个吸灰的机器关了", "把米家扫拖机器人关了"),
    ("井上那个抽水的停了没", "井上井泵停了没"),
])
def test_a_use_is_said_as_the_label_that_answers_it(said: str, meant: str) -> None:
    assert say_what_is_described(said, words_for_uses(LABELS)) == meant


def test_a_use_several_devices_answer_is_said_as_one_or_the_other() -> None:
    assert say_what_is_described("烤火的那个开起", words_for_uses(LABELS)) == "暖风机或油汀开起"


@pytest.mark.parametrize("said", ["讲故事的那个关掉", "烧水壶开开", "烧水", "打开厨房灯"])
def test_what_no_label_answers_or_no_use_said_is_left_as_said(said: str) -> None:
    assert say_what_is_described(said, words_for_uses(LABELS)) == said


def test_a_device_described_by_its_use_is_the_one_the_request_names() -> None:
    context = ParseContext(rooms=("厨房", "客厅"), device_names=LABELS)
    (command,) = parse_with_rules("烧水的那个开开", context).commands
    assert (command.action, command.name_hint) == ("打开", "电水壶")
