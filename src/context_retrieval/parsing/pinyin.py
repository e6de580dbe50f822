"""Requests typed in pinyin, whole or in part ("guan yi xia cha shi deng", "102 reshuiqi kai
yi xia", "keting kongtiao kai"), put in the Chinese the rule parser reads.

A run of Latin letters is read as pinyin only when all of it can be cut into the pinyin of
words the parser knows: the home's own labels and rooms, the kinds of device and the
command words. English ("turn off the light") cannot be cut so and is left as it is, and so
is a name of the home written in Latin letters ("Sonos", "deng1").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from context_retrieval.glossary import english_words
from context_retrieval.text import is_chinese, pinyin_syllables

# What is said around the names in a command: what to do, how much, which ones.
COMMAND_WORDS = ("打开", "关掉", "关闭", "关上", "开", "关", "一下", "了", "吧", "都", "全",
                 "全部", "所有", "的", "把", "给我", "帮我", "请", "调", "调到", "调高", "调低",
                 "调亮", "调暗", "高", "低", "一点", "亮", "暗", "再", "也", "和", "拉上",
                 "拉开", "锁上", "锁", "开始", "停", "暂停", "模式", "度", "灯", "大", "小",
                 "声音", "音量", "温度", "亮度", "制冷", "制热", "房间", "里", "吗", "没有", "上",
                 "下")
# A request typed in pinyin is short; a longer run of letters is no request of that kind.
_LONGEST_RUN = 120
# A word of the home typed alone in pinyin is at least this long ("keting", "zhanshen").
_LETTERS_OF_A_NAME = 6
_LATIN_RUN = re.compile(r"[a-z]+(?:[ ']+[a-z]+)*")
_APART = re.compile(r"[ ']")


def pinyin_keys(words: Iterable[str]) -> Mapping[str, str]:
    """The pinyin of each Chinese word in ``words`` (its syllables run together, no tones) →
    the word; the first word said so wins. Words with other characters are left out."""
    keys: dict[str, str] = {}
    for word in words:
        if is_chinese(word):
            keys.setdefault("".join(pinyin_syllables(word)), word)
    return MappingProxyType(keys)


def say_pinyin_in_chinese(text: str, keys: Mapping[str, str],
                          kept_names: re.Pattern[str] | None = None) -> str:
    """``text`` (normalised) with each run of Latin letters that is wholly the pinyin of two
    or more of the words in ``keys`` (see pinyin_keys) said in those words; other runs, and
    the home's names that hold Latin letters (``kept_names``), as they are. Never raises."""
    longest = max(map(len, keys), default=0)

    def in_chinese(run: re.Match[str]) -> str:
        said = run.group()
        if len(said) > _LONGEST_RUN or (kept_names is not None and kept_names.fullmatch(said)):
            return said
        words = _fewest_words(_APART.sub("", said), keys, longest)
        if words is None or (len(words) == 1 and not _a_name_of_its_own(said, words[0])):
            return said
        return "".join(words)

    return _LATIN_RUN.sub(in_chinese, text)


def _a_name_of_its_own(said: str, word: str) -> bool:
    """Whether ``said``, the pinyin of the one word ``word``, is that word typed in pinyin
    ("zhanshen" for 战神, "keting" for 客厅): a word of two characters or more, spelled in
    more letters than English words of its length mostly are, and no English word."""
    return len(word) >= 2 and len(said) >= _LETTERS_OF_A_NAME and " " not in said \
        and said not in english_words()


def _fewest_words(letters: str, keys: Mapping[str, str], longest: int) -> list[str] | None:
    """The fewest words of ``keys`` whose pinyin, run together, is ``letters``; None when
    no such words are."""
    best: list[list[str] | None] = [[]] + [None] * len(letters)
    for end in range(1, len(letters) + 1):
        for start in range(max(0, end - longest), end):
            before = best[start]
            word = keys.get(letters[start:end]) if before is not None else None
            if before is not None and word is not None:
                current = best[end]
                if current is None or len(before) + 1 < len(current):
                    best[end] = [*before, word]
    return best[-1]
