"""Requests typed in pinyin, read in the home's own words."""

from __future__ import annotations

import re

from context_retrieval.parsing import ParseContext, parse_with_rules
from context_retrieval.parsing.pinyin import COMMAND_WORDS, pinyin_keys, say_pinyin_in_chinese

KEYS = pinyin_keys((*COMMAND_WORDS, "茶室灯", "热水器", "主卧", "空调", "吊灯", "大堂"))


def test_a_request_typed_in_pinyin_is_said_in_the_homes_words() -> None:
    assert say_pinyin_in_chinese("guan yi xia cha shi deng", KEYS) == "关一下茶室灯"
    assert say_pinyin_in_chinese("102 reshuiqi kai yi xia", KEYS) == "102 热水器开一下"
    assert say_pinyin_in_chinese("datang diaodeng guan le", KEYS) == "大堂吊灯关了"


def test_english_and_the_homes_latin_names_are_left_as_they_are() -> None:
    assert say_pinyin_in_chinese("turn off the light", KEYS) == "turn off the light"
    assert say_pinyin_in_chinese("deng", KEYS) == "deng"  # one word: a label may be so typed
    kept = re.compile("kongtiao dadeng")
    assert say_pinyin_in_chinese("kongtiao dadeng", KEYS, kept) == "kongtiao dadeng"
    assert say_pinyin_in_chinese("kai " * 200, KEYS) == "kai " * 200  # no request that long


def test_words_that_are_not_known_keep_the_run_as_typed() -> None:
    assert say_pinyin_in_chinese("minsu de deng", KEYS) == "minsu de deng"
    assert pinyin_keys(("Hue灯", "主卧")) == {"zhuwo": "主卧"}


def test_the_parser_reads_a_pinyin_request_as_the_command_it_is() -> None:
    context = ParseContext(rooms=("主卧", "书房"), device_names=("主卧灯", "书房空调"))
    (command,) = parse_with_rules("zhu wo deng guan le", context).commands
    assert (command.action, command.name_hint) == ("关闭", "主卧灯")
    (command,) = parse_with_rules("shufang kongtiao kai yi xia", context).commands
    assert command.action == "打开"
    assert command.type_hint == "AirConditioner"


def test_a_value_of_the_homes_commands_typed_in_pinyin_is_that_value() -> None:
    context = ParseContext(rooms=("阳台",), device_names=("洗衣机",), value_words=("快洗",))
    (command,) = parse_with_rules("xiyiji kuaixi", context).commands
    assert command.type_hint == "Washer"
    assert command.value is not None
    assert command.value.word == "快洗"


def test_one_word_of_the_home_typed_in_pinyin_alone_is_that_word() -> None:
    keys = pinyin_keys(("战神", "客厅", "门", "灯"))
    assert say_pinyin_in_chinese("把zhanshen关了", keys) == "把战神关了"
    assert say_pinyin_in_chinese("keting的灯", keys) == "客厅的灯"
    assert say_pinyin_in_chinese("men开", keys) == "men开"  # too short to be sure of
